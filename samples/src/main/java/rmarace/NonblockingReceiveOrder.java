package rmarace;

import java.nio.IntBuffer;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;
import mpi.Win;

/**
 * Messages received by nonblocking receives order one-sided accesses: rank 0 puts into element k of rank 2's window,
 * completes it (unlock) and sends rank 1 a message; rank 1 receives it and only then puts into the same element.
 * Each element uses another completion: iRecv + waitFor, iSend + blocking recv on a duplicate communicator with the
 * same tag (its clock must not be mistaken for another communicator's), iRecv from MPI.ANY_SOURCE with any tag
 * completed by waitAll (statuses not asked for), waitAny, a test loop, and a persistent receive. Nothing races.
 * With "racy", rank 1 puts into element 0 before it waits for the message: that pair races.
 */
public class NonblockingReceiveOrder {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        boolean racy = args.length > 0 && args[0].equals("racy");
        int rank = MPI.COMM_WORLD.getRank();
        Comm dup = MPI.COMM_WORLD.dup();
        IntBuffer mem = MPI.newIntBuffer(8);
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank);
        IntBuffer token = MPI.newIntBuffer(1);
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.put(v, 1, MPI.INT, 2, 0, 1, MPI.INT); // @RACE
            win.unlock(2);
            MPI.COMM_WORLD.send(token, 1, MPI.INT, 1, 0);
            put(win, v, 1);
            dup.iSend(token, 1, MPI.INT, 1, 0).waitFor();
            put(win, v, 2);
            MPI.COMM_WORLD.send(token, 1, MPI.INT, 1, 5);
            put(win, v, 3);
            MPI.COMM_WORLD.send(token, 1, MPI.INT, 1, 7);
            put(win, v, 4);
            MPI.COMM_WORLD.send(token, 1, MPI.INT, 1, 8);
            put(win, v, 5);
            MPI.COMM_WORLD.send(token, 1, MPI.INT, 1, 9);
        } else if (rank == 1) {
            Request r = MPI.COMM_WORLD.iRecv(token, 1, MPI.INT, 0, 0);
            if (!racy) {
                r.waitFor();
            }
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.put(v, 1, MPI.INT, 2, 0, 1, MPI.INT); // @RACE
            win.unlock(2);
            if (racy) {
                r.waitFor();
            }
            dup.recv(token, 1, MPI.INT, 0, 0);
            put(win, v, 1);
            Request.waitAll(new Request[] {MPI.COMM_WORLD.iRecv(token, 1, MPI.INT, MPI.ANY_SOURCE, MPI.ANY_TAG)});
            put(win, v, 2);
            Request.waitAny(new Request[] {MPI.COMM_WORLD.iRecv(token, 1, MPI.INT, 0, 7)});
            put(win, v, 3);
            Request t = MPI.COMM_WORLD.iRecv(token, 1, MPI.INT, 0, 8);
            while (!t.test()) {
                Thread.onSpinWait();
            }
            put(win, v, 4);
            mpi.Prequest p = MPI.COMM_WORLD.recvInit(token, 1, MPI.INT, 0, 9);
            p.start();
            Status st = p.waitStatus();
            p.free();
            if (st.getTag() != 9) {
                throw new IllegalStateException("tag " + st.getTag());
            }
            put(win, v, 5);
        }
        MPI.COMM_WORLD.barrier();
        win.free();
        dup.free();
        MPI.Finalize();
    }

    /** A put into element {@code k} of rank 2's window under a shared lock, complete when it returns. */
    private static void put(Win win, IntBuffer v, int k) throws MPIException {
        win.lock(MPI.LOCK_SHARED, 2, 0);
        win.put(v, 1, MPI.INT, 2, k, 1, MPI.INT);
        win.unlock(2);
    }
}
