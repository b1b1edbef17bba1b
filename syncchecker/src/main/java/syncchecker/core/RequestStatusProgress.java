package syncchecker.core;

import mpi.MPIException;
import mpi.Request;

/**
 * SR by asking the library: MPI_Request_get_status reports completion without freeing the request or counting
 * as the application's completion check. Small sends on shared memory complete at once (eager protocol); a large
 * send is not done until the receiver matched it (rendezvous), so the answer classifies both correctly. The binding
 * reports a getStatus that finds completion as the application's (MpiListener.statusComplete); SyncListener passes
 * over this one, asked while the checker holds its lock.
 */
public final class RequestStatusProgress implements LibraryProgress {
    public static final String NAME = "MPI_Request_get_status";

    @Override
    public String done(Object request, int token) {
        if (!(request instanceof Request)) {
            return null;
        }
        try {
            return ((Request) request).getStatus() != null ? NAME : null;
        } catch (MPIException | RuntimeException e) {
            return null;
        }
    }

    @Override
    public String name() {
        return NAME;
    }
}
