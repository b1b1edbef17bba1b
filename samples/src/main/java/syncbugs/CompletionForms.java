package syncbugs;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * Correct: every way of completing a request (test until true, testAll, waitAny, waitSome, testSome, testAny,
 * waitStatus, waitAll) is followed by accesses to the buffers, which must not be reported.
 */
public class CompletionForms {
    public static void main(String[] args) throws MPIException {
        System.out.println("before MPI.Init");
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int peer = 1 - rank;
        if (rank > 1) {
            MPI.Finalize();
            return;
        }
        IntBuffer[] out = new IntBuffer[4];
        IntBuffer[] in = new IntBuffer[4];
        for (int i = 0; i < 4; i++) {
            out[i] = Buffers.ints(4);
            in[i] = Buffers.ints(4);
        }
        long sum = 0;
        for (int round = 0; round < 7; round++) {
            Request[] reqs = new Request[8];
            for (int i = 0; i < 4; i++) {
                out[i].put(0, round * 10 + i);
                reqs[i] = MPI.COMM_WORLD.iRecv(in[i], 4, MPI.INT, peer, i);
                reqs[4 + i] = MPI.COMM_WORLD.iSend(out[i], 4, MPI.INT, peer, i);
            }
            complete(round, reqs);
            for (int i = 0; i < 4; i++) {
                sum += in[i].get(0);
                out[i].put(0, -1);
            }
        }
        System.out.println("sum " + sum);
        MPI.Finalize();
    }

    static void complete(int round, Request[] reqs) throws MPIException {
        switch (round) {
            case 0:
                for (Request r : reqs) {
                    while (!r.test()) {
                        Thread.onSpinWait();
                    }
                }
                break;
            case 1:
                while (!Request.testAll(reqs)) {
                    Thread.onSpinWait();
                }
                break;
            case 2:
                for (int n = 0; n < reqs.length; n++) {
                    Request.waitAny(reqs);
                }
                break;
            case 3: {
                int done = 0;
                while (done < reqs.length) {
                    int[] idx = Request.waitSome(reqs);
                    done += idx == null ? reqs.length : idx.length;
                }
                break;
            }
            case 4: {
                int done = 0;
                while (done < reqs.length) {
                    int[] idx = Request.testSome(reqs);
                    done += idx == null ? reqs.length : idx.length;
                }
                break;
            }
            case 5: {
                int done = 0;
                while (done < reqs.length) {
                    if (Request.testAny(reqs) != MPI.UNDEFINED) {
                        done++;
                    }
                }
                break;
            }
            default:
                for (Request r : reqs) {
                    Status s = r.waitStatus();
                    if (s == null) {
                        throw new IllegalStateException("no status");
                    }
                }
        }
    }
}
