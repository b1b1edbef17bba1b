package mpi;

/** An Info argument: null and MPI.INFO_NULL both mean MPI_INFO_NULL; a freed Info is refused. */
final class InfoArg {
    private InfoArg() {}

    static long handle(Info info) throws MPIException {
        if (info == null || info == MPI.INFO_NULL) {
            return Handles.INFO_NULL;
        }
        return info.use();
    }
}
