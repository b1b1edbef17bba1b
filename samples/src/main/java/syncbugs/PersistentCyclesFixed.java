package syncbugs;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;
import mpi.Request;

/**
 * Correct twin of {@link PersistentCycles}: persistent sends and receives started again and again (start,
 * startAll) and completed each cycle with a different call (waitFor, waitAll, waitAny twice, testAll, testSome,
 * test), the buffers rewritten and read only between completion and the next start; the request waitAny returned
 * is rewritten while the other is still active. Nothing may be reported in any cycle.
 */
public class PersistentCyclesFixed {
    static final int CYCLES = 6;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        int peer = 1 - rank;
        IntBuffer out = Buffers.ints(4);
        IntBuffer in = Buffers.ints(4);
        long sum = 0;
        if (rank < 2) {
            Prequest send = world.sendInit(out, 4, MPI.INT, peer, 40);
            Prequest recv = world.recvInit(in, 4, MPI.INT, peer, 40);
            Prequest[] both = {send, recv};
            for (int cycle = 0; cycle < CYCLES; cycle++) {
                out.put(0, 100 * rank + cycle);
                if (cycle % 2 == 0) {
                    recv.start();
                    send.start();
                } else {
                    Prequest.startAll(both);
                }
                complete(cycle, send, recv);
                sum += in.get(0);
                in.put(1, -1);
            }
            send.free();
            recv.free();

            IntBuffer x = Buffers.ints(4);
            IntBuffer y = Buffers.ints(4);
            if (rank == 0) {
                Prequest[] two = {world.sendInit(x, 4, MPI.INT, 1, 41), world.sendInit(y, 4, MPI.INT, 1, 42)};
                for (int cycle = 0; cycle < CYCLES; cycle++) {
                    Prequest.startAll(two);
                    int first = Request.waitAny(two);
                    (first == 0 ? x : y).put(0, cycle);
                    int second = Request.waitAny(two);
                    (second == 0 ? x : y).put(0, cycle);
                }
                two[0].free();
                two[1].free();
            } else {
                for (int cycle = 0; cycle < CYCLES; cycle++) {
                    world.recv(x, 4, MPI.INT, 0, 41);
                    world.recv(y, 4, MPI.INT, 0, 42);
                }
            }
        }
        world.barrier();
        System.out.println("sum " + sum);
        MPI.Finalize();
    }

    static void complete(int cycle, Prequest send, Prequest recv) throws MPIException {
        Request[] both = {send, recv};
        switch (cycle) {
            case 0:
                send.waitFor();
                recv.waitFor();
                break;
            case 1:
                Request.waitAll(both);
                break;
            case 2:
                Request.waitAny(both);
                Request.waitAny(both);
                break;
            case 3:
                while (!Request.testAll(both)) {
                    Thread.onSpinWait();
                }
                break;
            case 4: {
                int done = 0;
                while (done < 2) {
                    int[] some = Request.testSome(both);
                    done += some == null ? 2 : some.length;
                }
                break;
            }
            default:
                while (!send.test()) {
                    Thread.onSpinWait();
                }
                while (recv.testStatus() == null) {
                    Thread.onSpinWait();
                }
        }
    }
}
