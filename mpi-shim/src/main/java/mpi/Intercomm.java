package mpi;

import mpi.shim.abi.HandleType;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiCommunicators;

/**
 * A communicator between two disjoint groups: point-to-point calls and collectives address the remote group. Made by
 * {@link Comm#createIntercomm}, {@link Intracomm#accept}, {@link Intracomm#connect} and {@link Intracomm#spawn};
 * {@link #getParent()} returns the one to a spawned process's parents.
 */
public final class Intercomm extends Comm {

    /**
     * Wraps a library handle.
     * @param handle the {@code MPI_Comm}
     */
    protected Intercomm(long handle) {
        super(handle);
    }

    /**
     * Wraps the result of an {@code iDup}, as {@link Comm#Comm(long[])}.
     * @param commRequest the communicator handle (or the native slot it will be written to) and the request handle
     */
    protected Intercomm(long[] commRequest) {
        super(commRequest);
    }

    private Intercomm() {
        super();
    }

    @Override
    public Intercomm clone() {
        try {
            return dup();
        } catch (MPIException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public Intercomm dup() throws MPIException {
        return derived("dup", new Intercomm(dup(use())));
    }

    @Override
    public Intercomm iDup() throws MPIException {
        Intercomm c = new Intercomm();
        c.adoptIdup(iDup(use()));
        return derived("iDup", c);
    }

    @Override
    public Intercomm dupWithInfo(Info info) throws MPIException {
        return derived("dupWithInfo", new Intercomm(dupWithInfo(use(), InfoArg.handle(info))));
    }

    /**
     * The number of processes in the remote group. Calls {@code MPI_Comm_test_inter} and {@code MPI_Comm_remote_size}
     * once and keeps the answer.
     * @return the remote group's size
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int getRemoteSize() throws MPIException {
        return collectiveSize();
    }

    /**
     * The remote group. Calls {@code MPI_Comm_remote_group}.
     * @return a new group; free it when done
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Group getRemoteGroup() throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiCommunicators.MPI_Comm_remote_group(use(), s.handle), "MPI_Comm_remote_group");
        return new Group(HandleType.GROUP.get(s.handle));
    }

    /**
     * One intracommunicator of both groups. Calls {@code MPI_Intercomm_merge}.
     * @param high true in the group to be ranked after the other
     * @return the intracommunicator
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Intracomm merge(boolean high) throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiCommunicators.MPI_Intercomm_merge(use(), high ? 1 : 0, s.handle), "MPI_Intercomm_merge");
        return derived("merge", new Intracomm(HandleType.COMM.get(s.handle)));
    }

    /**
     * The intercommunicator to the parents of a spawned process. Calls {@code MPI_Comm_get_parent}.
     * @return the intercommunicator, a null one ({@link #isNull()}) when this process was not spawned
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static Intercomm getParent() throws MPIException {
        Lifecycle.check();
        Scratch s = Scratch.get();
        Errors.check(LibMpiCommunicators.MPI_Comm_get_parent(s.handle), "MPI_Comm_get_parent");
        return new Intercomm(HandleType.COMM.get(s.handle));
    }
}
