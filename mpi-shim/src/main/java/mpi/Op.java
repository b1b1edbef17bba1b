package mpi;

/** A reduction operation. The predefined ones are the fields MPI.SUM, MPI.MAX, ... */
public final class Op implements Freeable {
    /** The predefined operations by their index in Open MPI's Java numbering (MAX = 1 ... MAXLOC = 14). */
    private static final String[] PREDEFINED = {"MPI_OP_NULL", "MPI_MAX", "MPI_MIN", "MPI_SUM", "MPI_PROD",
        "MPI_LAND", "MPI_BAND", "MPI_LOR", "MPI_BOR", "MPI_LXOR", "MPI_BXOR", "MPI_MINLOC", "MPI_MAXLOC",
        "MPI_REPLACE", "MPI_NO_OP"};

    protected long handle;
    private final String name;
    private final boolean commutative;

    /** A predefined operation by its index in {@link #PREDEFINED}. */
    protected Op(int type) {
        this.name = PREDEFINED[type];
        this.handle = Handles.resolve(name);
        this.commutative = true;
    }

    long use() throws MPIException {
        if (handle == Handles.OP_NULL) {
            throw Errors.refused(MPI.ERR_OP, "operation " + name + " is null or has been freed");
        }
        return handle;
    }

    public boolean isCommutative() {
        return commutative;
    }

    /** Predefined operations cannot be freed. */
    public void free() throws MPIException {
        throw Errors.refused(MPI.ERR_OP, "predefined operation " + name + " cannot be freed");
    }

    public boolean isNull() {
        return handle == Handles.OP_NULL;
    }

    @Override
    public String toString() {
        return name.replace("MPI_", "MPI.");
    }
}
