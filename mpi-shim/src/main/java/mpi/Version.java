package mpi;

/**
 * The version of the MPI standard the library implements, as {@link MPI#getVersion()} gets it from {@code
 * MPI_Get_version}.
 */
public final class Version {
    private final int version;
    private final int subVersion;

    /**
     * Holds the version numbers.
     * @param version the major version
     * @param subVersion the minor version
     */
    protected Version(int version, int subVersion) {
        this.version = version;
        this.subVersion = subVersion;
    }

    /**
     * The major version of the MPI standard (4 for MPI-4.0).
     * @return the major version
     */
    public int getVersion() {
        return version;
    }

    /**
     * The minor version of the MPI standard (0 for MPI-4.0).
     * @return the minor version
     */
    public int getSubVersion() {
        return subVersion;
    }
}
