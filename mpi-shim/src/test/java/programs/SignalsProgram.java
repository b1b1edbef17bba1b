package programs;

import java.nio.ByteBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * Provokes the signals HotSpot raises on purpose while messages are in flight: implicit null checks (SIGSEGV,
 * caught by the JVM and turned into NullPointerException, in interpreted and compiled code) and safepoints (a
 * second thread allocating, and System.gc, stop the main thread at its polls). An MPI transport that takes SIGSEGV
 * for itself (UCX's error handler, in MPICH's ch4:ucx and Open MPI 5) kills the rank at the first one.
 */
public class SignalsProgram {
    static final class Box {
        int value;
    }

    static volatile Box nothing;
    static volatile boolean done;

    static int read(Box b) {
        return b.value; // an implicit null check: the JVM lets the load fault and handles SIGSEGV
    }

    public static void main(String[] args) throws MPIException, InterruptedException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20000;
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int peer = rank ^ 1;
        Thread garbage = new Thread(() -> {
            long kept = 0;
            while (!done) {
                // bursts of garbage (collections: safepoints for every thread), then the core back to the ranks,
                // whose MPI waits spin: on a machine with fewer cores than threads a busy allocator starves them
                for (int k = 0; k < 256; k++) {
                    kept += new byte[4096].length;
                }
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    return;
                }
            }
            System.out.println("allocator r" + rank + " " + (kept > 0));
        });
        garbage.setDaemon(true);
        garbage.start();
        ByteBuffer out = MPI.newByteBuffer(64);
        ByteBuffer in = MPI.newByteBuffer(64);
        long nullChecks = 0;
        for (int i = 0; i < rounds && peer < MPI.COMM_WORLD.getSize(); i++) {
            Request r = MPI.COMM_WORLD.iRecv(in, 64, MPI.BYTE, peer, 0);
            Request s = MPI.COMM_WORLD.iSend(out, 64, MPI.BYTE, peer, 0);
            try {
                read(nothing);
            } catch (NullPointerException e) {
                nullChecks++;
            }
            if (i % 1000 == 0) {
                System.gc();
            }
            r.waitFor();
            s.waitFor();
        }
        done = true;
        garbage.join();
        System.out.println("signals r" + rank + " null checks " + nullChecks);
        MPI.Finalize();
    }
}
