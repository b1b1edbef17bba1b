package mpi;

import mpi.shim.abi.HandleType;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiComm;

/** A communicator between two disjoint groups: collectives and point-to-point address the remote group. */
public final class Intercomm extends Comm {
    private static final LibMpiComm X = LibMpiComm.LIB;

    protected Intercomm(long handle) {
        super(handle);
    }

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

    public int getRemoteSize() throws MPIException {
        return collectiveSize();
    }

    public Group getRemoteGroup() throws MPIException {
        Scratch s = Scratch.get();
        int rc = X.MPI_Comm_remote_group(use(), s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Comm_remote_group");
        }
        return new Group(HandleType.GROUP.get(s.handle));
    }

    /** One intracommunicator of both groups; the group passing {@code high} = true is ordered after the other. */
    public Intracomm merge(boolean high) throws MPIException {
        Scratch s = Scratch.get();
        int rc = X.MPI_Intercomm_merge(use(), high ? 1 : 0, s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Intercomm_merge");
        }
        return derived("merge", new Intracomm(HandleType.COMM.get(s.handle)));
    }

    /** The intercommunicator to the parent of a spawned process; a null communicator when not spawned. */
    public static Intercomm getParent() throws MPIException {
        Lifecycle.check();
        Scratch s = Scratch.get();
        int rc = X.MPI_Comm_get_parent(s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Comm_get_parent");
        }
        return new Intercomm(HandleType.COMM.get(s.handle));
    }
}
