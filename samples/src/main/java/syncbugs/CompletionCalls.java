package syncbugs;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * Completion checks that do not complete what the application then touches (rank 0, each at its own lines): a
 * test that returned false, a testAll that returned false, the request testAny, testSome, waitAny and waitSome
 * did not return (the one they returned, a small send, is rewritten without a report), waitStatus and waitAll
 * placed after the access, a freed active receive, and a send never completed before MPI.Finalize. The messages
 * rank 0 receives are sent only after its accesses ({@link Sync}), so those accesses are errors in every run.
 */
public class CompletionCalls {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        IntBuffer out = Buffers.ints(4);
        IntBuffer in = Buffers.ints(4);
        long sum = 0;
        if (rank == 0) {
            Request q = world.iRecv(in, 4, MPI.INT, 1, 10); // @NB:test
            if (!q.test()) {
                sum += in.get(0); // @ACC:test
            }
            Sync.signal(world, 1);
            q.waitFor();

            Request s = world.iSend(out, 4, MPI.INT, 1, 11); // @NB:testall
            q = world.iRecv(in, 4, MPI.INT, 1, 12);
            if (!Request.testAll(new Request[] {s, q})) {
                out.put(0, -1); // @ACC:testall
            }
            Sync.signal(world, 1);
            Request.waitAll(new Request[] {s, q});

            for (int form = 0; form < 4; form++) {
                int tag = 13 + form;
                out.put(0, tag);
                Request send = world.iSend(out, 4, MPI.INT, 1, tag);
                Request[] reqs = {send, world.iRecv(in, 4, MPI.INT, 1, tag)}; // @NB:any
                // only the send can complete: the receive's message comes after the signal below
                switch (form) {
                    case 0:
                        while (Request.testAny(reqs) == MPI.UNDEFINED) {
                            Thread.onSpinWait();
                        }
                        out.put(1, -1); // the send completed: no report
                        sum += in.get(0); // @ACC:testany
                        break;
                    case 1: {
                        int[] done = Request.testSome(reqs);
                        while (done != null && done.length == 0) {
                            done = Request.testSome(reqs);
                        }
                        out.put(1, -1);
                        sum += in.get(1); // @ACC:testsome
                        break;
                    }
                    case 2:
                        Request.waitAny(reqs);
                        out.put(1, -1);
                        sum += in.get(2); // @ACC:waitany
                        break;
                    default:
                        Request.waitSome(reqs);
                        out.put(1, -1);
                        sum += in.get(3); // @ACC:waitsome
                }
                Sync.signal(world, 1);
                reqs[1].waitFor();
            }

            q = world.iRecv(in, 4, MPI.INT, 1, 20); // @NB:waitstatus
            sum += in.get(0); // @ACC:waitstatus
            Sync.signal(world, 1);
            Status st = q.waitStatus(); // @CK:waitstatus

            Request a = world.iRecv(in, 2, MPI.INT, 1, 21); // @NB:waitall
            Request b = world.iRecv(Buffers.ints(2), 2, MPI.INT, 1, 22);
            in.put(1, 7); // @ACC:waitall
            Sync.signal(world, 1);
            Request.waitAll(new Request[] {a, b}); // @CK:waitall

            Request f = world.iRecv(in, 4, MPI.INT, 1, 23); // @NB:free
            f.free();
            sum += in.get(2); // @ACC:free
            Sync.signal(world, 1);

            world.iSend(out, 4, MPI.INT, 1, 24); // @NB:missing
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
