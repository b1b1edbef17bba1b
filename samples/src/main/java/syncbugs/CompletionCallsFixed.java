package syncbugs;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * Correct twin of {@link CompletionCalls}: a buffer is touched only once a completion check returned its request
 * (test that returned true, testAll true, the index testAny/waitAny returned, the indices testSome/waitSome
 * returned, waitStatus, waitAll); while the receive of each pair is still pending, only the completed send's
 * buffer is rewritten.
 */
public class CompletionCallsFixed {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        IntBuffer out = Buffers.ints(4);
        IntBuffer in = Buffers.ints(4);
        long sum = 0;
        if (rank == 0) {
            Request q = world.iRecv(in, 4, MPI.INT, 1, 10);
            boolean done = q.test();
            Sync.signal(world, 1);
            while (!done) {
                done = q.test();
            }
            sum += in.get(0);

            Request s = world.iSend(out, 4, MPI.INT, 1, 11);
            q = world.iRecv(in, 4, MPI.INT, 1, 12);
            Request[] pair = {s, q};
            done = Request.testAll(pair);
            Sync.signal(world, 1);
            while (!done) {
                done = Request.testAll(pair);
            }
            out.put(0, -1);
            sum += in.get(0);

            for (int form = 0; form < 4; form++) {
                int tag = 13 + form;
                out.put(0, tag);
                Request send = world.iSend(out, 4, MPI.INT, 1, tag);
                Request[] reqs = {send, world.iRecv(in, 4, MPI.INT, 1, tag)};
                switch (form) {
                    case 0:
                        while (Request.testAny(reqs) == MPI.UNDEFINED) {
                            Thread.onSpinWait();
                        }
                        break;
                    case 1: {
                        int[] some = Request.testSome(reqs);
                        while (some != null && some.length == 0) {
                            some = Request.testSome(reqs);
                        }
                        break;
                    }
                    case 2:
                        Request.waitAny(reqs);
                        break;
                    default:
                        Request.waitSome(reqs);
                }
                out.put(1, -1); // the send completed, the receive did not
                Sync.signal(world, 1);
                reqs[1].waitFor();
                sum += in.get(form);
            }

            q = world.iRecv(in, 4, MPI.INT, 1, 20);
            Sync.signal(world, 1);
            Status st = q.waitStatus();
            sum += in.get(0);

            Request a = world.iRecv(in, 2, MPI.INT, 1, 21);
            Request b = world.iRecv(Buffers.ints(2), 2, MPI.INT, 1, 22);
            Sync.signal(world, 1);
            Request.waitAll(new Request[] {a, b});
            in.put(1, 7);

            Request f = world.iRecv(in, 4, MPI.INT, 1, 23);
            Sync.signal(world, 1);
            f.waitFor();
            sum += in.get(2);

            world.iSend(out, 4, MPI.INT, 1, 24).waitFor();
            System.out.println("sum " + sum + " from " + st.getSource());
        } else if (rank == 1) {
            Sync.await(world, 0);
            world.send(out, 4, MPI.INT, 0, 10);
            world.recv(in, 4, MPI.INT, 0, 11);
            Sync.await(world, 0);
            world.send(out, 4, MPI.INT, 0, 12);
            for (int tag = 13; tag < 17; tag++) {
                world.recv(in, 4, MPI.INT, 0, tag);
                Sync.await(world, 0);
                world.send(out, 4, MPI.INT, 0, tag);
            }
            Sync.await(world, 0);
            world.send(out, 4, MPI.INT, 0, 20);
            Sync.await(world, 0);
            world.send(out, 2, MPI.INT, 0, 21);
            world.send(out, 2, MPI.INT, 0, 22);
            Sync.await(world, 0);
            world.send(out, 4, MPI.INT, 0, 23);
            world.recv(in, 4, MPI.INT, 0, 24);
        }
        world.barrier();
        MPI.Finalize();
    }
}
