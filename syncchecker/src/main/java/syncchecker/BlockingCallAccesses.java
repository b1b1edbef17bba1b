package syncchecker;

import java.util.function.IntSupplier;
import mpi.shim.event.BlockingCall;
import mpi.shim.event.BufferUse;
import syncchecker.core.DataMaps;
import syncchecker.rt.Probes;

/**
 * A blocking MPI call's buffers as accesses. The binding reports each direct buffer a blocking call hands to the
 * library, with the elements the library reads or writes on this rank (mpi.shim.event.MpiListener#blockingCall);
 * here they become accesses of their byte hulls: checked against the pending buffers like the application's own
 * reads and writes, and offered to the race checker (reads before the call, writes after it). The access site is
 * the application's frame that made the call, found only when an access is checked.
 */
final class BlockingCallAccesses {
    private BlockingCallAccesses() {}

    /** Before the call reaches the library: {@code sync} checks the synchronization checker's kinds. */
    static void before(BlockingCall call, boolean sync) {
        IntSupplier site = new CallSite();
        for (BufferUse u : call.buffers) {
            long[] hull = DataMaps.byteHull(u);
            long lo = hull[0];
            long bytes = hull[1];
            if (bytes <= 0) {
                continue;
            }
            boolean readAndWrite = u.access == BufferUse.READ_AND_WRITTEN_BY_LIBRARY;
            boolean write = u.access == BufferUse.WRITTEN_BY_LIBRARY;
            if (sync) {
                Probes.libraryAccess(lo, bytes, write, readAndWrite, site);
            }
            if (!write) {
                Probes.libraryRaceAccess(lo, bytes, false, site);
            }
        }
    }

    /** The call returned: what the library wrote, for the race checker. */
    static void after(BlockingCall call) {
        IntSupplier site = new CallSite();
        for (BufferUse u : call.buffers) {
            if ((u.access & BufferUse.WRITTEN_BY_LIBRARY) != 0) {
                long[] hull = DataMaps.byteHull(u);
                if (hull[1] > 0) {
                    Probes.libraryRaceAccess(hull[0], hull[1], true, site);
                }
            }
        }
    }

    /** The application's frame that made the call, as an access site: found once, when first asked. */
    private static final class CallSite implements IntSupplier {
        private int site = -2;

        @Override
        public int getAsInt() {
            if (site == -2) {
                site = Probes.callerSite(-1);
            }
            return site;
        }
    }
}
