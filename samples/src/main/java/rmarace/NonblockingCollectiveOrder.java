package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Win;

/**
 * Nonblocking collectives order one-sided accesses once they complete, the way their data flows (the twin of
 * {@link CollectiveOrder}): rank 0 puts into element k of rank 2's window and completes it (unlock), then a
 * nonblocking collective carries data from rank 0 to rank 1, and after its completion rank 1 puts into the same
 * element. Element 0: iBcast from root 0; 1: iReduce to root 1; 2: iGather to root 1; 3: iScatter from root 0;
 * 4 and 5: the in-place iReduce and iGather; 6: iGatherv to root 1; 7: iScatterv from root 0; 8: iAllReduce;
 * 9: iAllGather; 10: iAllToAll; 11: iBarrier. Completed by waitFor, except waitAll for 8 and a test loop for 11.
 * Nothing races. With "racy", the iReduce of element 1 goes to root 0 instead: no data flows from rank 0 to rank
 * 1, so nothing orders the two puts into element 1, and that pair races.
 */
public class NonblockingCollectiveOrder {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        boolean racy = args.length > 0 && args[0].equals("racy");
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        IntBuffer mem = MPI.newIntBuffer(12);
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank);
        IntBuffer one = MPI.newIntBuffer(1).put(0, rank);
        IntBuffer sum = MPI.newIntBuffer(1);
        IntBuffer all = MPI.newIntBuffer(size);
        IntBuffer each = MPI.newIntBuffer(size);
        int[] counts = new int[size];
        int[] displs = new int[size];
        for (int r = 0; r < size; r++) {
            counts[r] = 1;
            displs[r] = r;
        }
        Win win = new Win(mem, 12, 1, MPI.INFO_NULL, MPI.COMM_WORLD);

        step(win, v, 0, rank, () -> MPI.COMM_WORLD.iBcast(one, 1, MPI.INT, 0));

        int reduceRoot = racy ? 0 : 1;
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT); // @RACE
            win.unlock(2);
        }
        MPI.COMM_WORLD.iReduce(one, sum, 1, MPI.INT, MPI.SUM, reduceRoot).waitFor();
        if (rank == 1) {
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT); // @RACE
            win.unlock(2);
        }

        step(win, v, 2, rank, () -> MPI.COMM_WORLD.iGather(one, 1, MPI.INT, all, 1, MPI.INT, 1));
        step(win, v, 3, rank, () -> MPI.COMM_WORLD.iScatter(all, 1, MPI.INT, one, 1, MPI.INT, 0));
        one.put(0, rank);
        sum.put(0, rank);
        step(win, v, 4, rank, () -> MPI.COMM_WORLD.iReduce(rank == 1 ? sum : one, 1, MPI.INT, MPI.SUM, 1));
        all.put(1, rank);
        step(win, v, 5, rank, () -> MPI.COMM_WORLD.iGather(rank == 1 ? all : one, 1, MPI.INT, 1));
        step(win, v, 6, rank, () -> rank == 1
                ? MPI.COMM_WORLD.iGatherv(one, 1, MPI.INT, all, counts, displs, MPI.INT, 1)
                : MPI.COMM_WORLD.iGatherv(one, 1, MPI.INT, 1));
        step(win, v, 7, rank, () -> rank == 0
                ? MPI.COMM_WORLD.iScatterv(all, counts, displs, MPI.INT, one, 1, MPI.INT, 0)
                : MPI.COMM_WORLD.iScatterv(one, 1, MPI.INT, 0));

        if (rank == 0) {
            put(win, v, 8);
        }
        Request.waitAll(new Request[] {MPI.COMM_WORLD.iAllReduce(one, sum, 1, MPI.INT, MPI.MAX)});
        if (rank == 1) {
            put(win, v, 8);
        }

        step(win, v, 9, rank, () -> MPI.COMM_WORLD.iAllGather(one, 1, MPI.INT, all, 1, MPI.INT));
        step(win, v, 10, rank, () -> MPI.COMM_WORLD.iAllToAll(all, 1, MPI.INT, each, 1, MPI.INT));

        if (rank == 0) {
            put(win, v, 11);
        }
        Request done = MPI.COMM_WORLD.iBarrier();
        while (!done.test()) {
            Thread.onSpinWait();
        }
        if (rank == 1) {
            put(win, v, 11);
        }

        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }

    /** Posts a nonblocking collective. */
    @FunctionalInterface
    private interface Posting {
        Request post() throws MPIException;
    }

    /** Rank 0 puts into element {@code k} and completes it, the collective is posted, rank 1 puts after its wait. */
    private static void step(Win win, IntBuffer v, int k, int rank, Posting collective) throws MPIException {
        if (rank == 0) {
            put(win, v, k);
        }
        collective.post().waitFor();
        if (rank == 1) {
            put(win, v, k);
        }
    }

    /** A put into element {@code k} of rank 2's window under a shared lock, complete when it returns. */
    private static void put(Win win, IntBuffer v, int k) throws MPIException {
        win.lock(MPI.LOCK_SHARED, 2, 0);
        win.put(v, 1, MPI.INT, 2, k, 1, MPI.INT);
        win.unlock(2);
    }
}
