package syncbugs;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Prequest;
import mpi.Request;

/**
 * Persistent requests reused over several cycles, misused in one cycle each: rank 0 rewrites the buffer of a
 * started sendInit before its wait in cycle 3 only; rank 1 reads the buffer of a started recvInit before its wait
 * in cycle 2, before rank 0 sent (an error). Two sends started together with startAll are completed one at a time
 * with waitAny: the one it did not return is still active, and rewriting its buffer is reported (the one it
 * returned is rewritten without a report). Then a started request is freed and its buffer rewritten, and one is
 * started and never completed. Every other cycle touches the buffers only after completion: no report.
 */
public class PersistentCycles {
    static final int CYCLES = 5;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        IntBuffer out = Buffers.ints(4);
        IntBuffer in = Buffers.ints(4);
        long sum = 0;
        if (rank == 0) {
            Prequest send = world.sendInit(out, 4, MPI.INT, 1, 30);
            Prequest recv = world.recvInit(in, 4, MPI.INT, 1, 31);
            for (int cycle = 0; cycle < CYCLES; cycle++) {
                out.put(0, cycle);
                if (cycle == 2) {
                    Sync.await(world, 1); // rank 1 has read its pending receive buffer
                }
                send.start(); // @NB:start
                recv.start();
                if (cycle == 3) {
                    out.put(1, -1); // @ACC:start
                }
                Request.waitAll(new Request[] {send, recv});
                sum += in.get(0);
            }

            IntBuffer x = Buffers.ints(4);
            IntBuffer y = Buffers.ints(4);
            Prequest[] both = {world.sendInit(x, 4, MPI.INT, 1, 32), world.sendInit(y, 4, MPI.INT, 1, 33)};
            for (int cycle = 0; cycle < CYCLES; cycle++) {
                Prequest.startAll(both); // @NB:startall
                int first = Request.waitAny(both);
                (first == 0 ? x : y).put(0, cycle); // returned by waitAny: no report
                (first == 0 ? y : x).put(0, cycle); // @ACC:startall
                Request.waitAny(both);
            }

            send.start(); // @NB:free
            send.free();
            out.put(2, -1); // @ACC:free

            Prequest lost = world.sendInit(x, 4, MPI.INT, 1, 34);
            lost.start(); // @NB:missing
        } else if (rank == 1) {
            Prequest recv = world.recvInit(in, 4, MPI.INT, 0, 30);
            Prequest send = world.sendInit(out, 4, MPI.INT, 0, 31);
            for (int cycle = 0; cycle < CYCLES; cycle++) {
                recv.start(); // @NB:recv
                if (cycle == 2) {
                    sum += in.get(0); // @ACC:recv
                    Sync.signal(world, 0);
                }
                out.put(0, cycle);
                send.start();
                Request.waitAll(new Request[] {recv, send});
                sum += in.get(0);
            }
            for (int cycle = 0; cycle < CYCLES; cycle++) {
                world.recv(in, 4, MPI.INT, 0, 32);
                world.recv(in, 4, MPI.INT, 0, 33);
            }
            world.recv(in, 4, MPI.INT, 0, 30);
            world.recv(in, 4, MPI.INT, 0, 34);
            recv.free();
            send.free();
        }
        world.barrier();
        System.out.println("sum " + sum);
        MPI.Finalize();
    }
}
