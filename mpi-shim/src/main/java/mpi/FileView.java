package mpi;

/**
 * A file view as {@link File#setView} sets it and {@link File#getView()} returns it: displacement, elementary type,
 * file type and data representation.
 */
public final class FileView {
    private final long disp;
    private final Datatype etype;
    private final Datatype filetype;
    private final String datarep;

    /**
     * A view with these four parts.
     * @param disp the displacement in bytes from the start of the file
     * @param etype the elementary datatype, the unit of offsets
     * @param filetype the datatype that tiles the file from the displacement on
     * @param datarep the data representation ("native", "internal", "external32")
     */
    public FileView(long disp, Datatype etype, Datatype filetype, String datarep) {
        this.disp = disp;
        this.etype = etype;
        this.filetype = filetype;
        this.datarep = datarep;
    }

    /**
     * The displacement.
     * @return bytes from the start of the file
     */
    public long getDisp() {
        return disp;
    }

    /**
     * The elementary datatype.
     * @return the etype
     */
    public Datatype getEType() {
        return etype;
    }

    /**
     * The file type.
     * @return the filetype
     */
    public Datatype getFileType() {
        return filetype;
    }

    /**
     * The data representation.
     * @return its name
     */
    public String getDataRep() {
        return datarep;
    }
}
