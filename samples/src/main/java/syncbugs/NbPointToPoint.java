package syncbugs;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Message;
import mpi.Request;

/**
 * Every point-to-point way a buffer becomes pending, each misused once at its own lines (rank 0): a synchronous
 * send overwritten before the receiver matched it (error), a buffered send (the data went to the attached buffer
 * inside ibSend: potential), a ready send whose receive was already posted (small, eager: potential), a receive
 * read and written before its message was sent (errors), and a receive of a probed message read before its wait.
 * Rank 1 sends and receives only when told to ({@link Sync}), so the order of events is the same in every run.
 */
public class NbPointToPoint {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        IntBuffer buf = Buffers.ints(4);
        if (rank == 0) {
            Request s = world.isSend(buf, 4, MPI.INT, 1, 1); // @NB:issend
            buf.put(0, -1); // @ACC:issend
            Sync.signal(world, 1);
            s.waitFor();

            MPI.attachBuffer(new byte[4096]);
            IntBuffer buffered = Buffers.ints(4);
            Request b = world.ibSend(buffered, 4, MPI.INT, 1, 2); // @NB:ibsend
            buffered.put(1, -1); // @ACC:ibsend
            b.waitFor();
            MPI.detachBuffer();

            Sync.await(world, 1); // rank 1 has posted the receive the ready send needs
            IntBuffer ready = Buffers.ints(4);
            Request r = world.irSend(ready, 4, MPI.INT, 1, 3); // @NB:irsend
            ready.put(2, -1); // @ACC:irsend
            r.waitFor();

            IntBuffer in = Buffers.ints(4);
            Request q = world.iRecv(in, 4, MPI.INT, 1, 4); // @NB:irecv
            int early = in.get(0); // @ACC:irecvread
            in.put(1, early); // @ACC:irecvwrite
            Sync.signal(world, 1);
            q.waitFor();

            IntBuffer probed = Buffers.ints(4);
            Message m = new Message();
            m.mProbe(1, 5, world);
            Request p = m.imRecv(probed, 4, MPI.INT); // @NB:imrecv
            int first = probed.get(0); // @ACC:imrecv
            p.waitFor();
            System.out.println("done " + first + " " + in.get(0) + " " + probed.get(0));
        } else if (rank == 1) {
            Sync.await(world, 0);
            world.recv(buf, 4, MPI.INT, 0, 1);
            world.recv(buf, 4, MPI.INT, 0, 2);
            Request r = world.iRecv(buf, 4, MPI.INT, 0, 3);
            Sync.signal(world, 0);
            r.waitFor();
            Sync.await(world, 0);
            buf.put(0, 42);
            world.send(buf, 4, MPI.INT, 0, 4);
            world.send(buf, 4, MPI.INT, 0, 5);
        }
        MPI.Finalize();
    }
}
