package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * Rooted collectives order one-sided accesses the way their data flows: rank 0 puts into element k of rank 2's
 * window and completes it (unlock), then a collective carries data from rank 0 to rank 1, which then puts into the
 * same element. Element 0: bcast from root 0; element 1: reduce to root 1; element 2: gather to root 1; element 3:
 * scatter from root 0; the in-place forms of reduce and gather for elements 4 and 5, gatherv to root 1 and
 * scatterv from root 0 for elements 6 and 7. Nothing races. With
 * "racy", the reduce of element 1 goes to root 0 instead: no data flows from rank 0 to rank 1, so nothing orders
 * the two puts into element 1, and that pair races (a reduce is not a barrier).
 */
public class CollectiveOrder {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        boolean racy = args.length > 0 && args[0].equals("racy");
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        IntBuffer mem = MPI.newIntBuffer(8);
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank);
        int[] one = {rank};
        int[] sum = new int[1];
        int[] all = new int[size];
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);

        if (rank == 0) {
            put(win, v, 0);
        }
        MPI.COMM_WORLD.bcast(one, 1, MPI.INT, 0);
        if (rank == 1) {
            put(win, v, 0);
        }

        int reduceRoot = racy ? 0 : 1;
        if (rank == 0) {
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT); // @RACE
            win.unlock(2);
        }
        MPI.COMM_WORLD.reduce(one, sum, 1, MPI.INT, MPI.SUM, reduceRoot);
        if (rank == 1) {
            win.lock(MPI.LOCK_SHARED, 2, 0);
            win.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT); // @RACE
            win.unlock(2);
        }

        if (rank == 0) {
            put(win, v, 2);
        }
        MPI.COMM_WORLD.gather(one, 1, MPI.INT, all, 1, MPI.INT, 1);
        if (rank == 1) {
            put(win, v, 2);
        }

        if (rank == 0) {
            put(win, v, 3);
        }
        MPI.COMM_WORLD.scatter(all, 1, MPI.INT, one, 1, MPI.INT, 0);
        if (rank == 1) {
            put(win, v, 3);
        }

        if (rank == 0) {
            put(win, v, 4);
        }
        one[0] = rank;
        MPI.COMM_WORLD.reduce(one, 1, MPI.INT, MPI.SUM, 1);
        if (rank == 1) {
            put(win, v, 4);
        }

        if (rank == 0) {
            put(win, v, 5);
        }
        if (rank == 1) {
            all[1] = rank;
            MPI.COMM_WORLD.gather(all, 1, MPI.INT, 1);
            put(win, v, 5);
        } else {
            MPI.COMM_WORLD.gather(one, 1, MPI.INT, 1);
        }

        int[] counts = new int[size];
        int[] displs = new int[size];
        for (int r = 0; r < size; r++) {
            counts[r] = 1;
            displs[r] = r;
        }
        if (rank == 0) {
            put(win, v, 6);
        }
        MPI.COMM_WORLD.gatherv(one, 1, MPI.INT, all, counts, displs, MPI.INT, 1);
        if (rank == 1) {
            put(win, v, 6);
        }

        if (rank == 0) {
            put(win, v, 7);
        }
        MPI.COMM_WORLD.scatterv(all, counts, displs, MPI.INT, one, 1, MPI.INT, 0);
        if (rank == 1) {
            put(win, v, 7);
        }

        MPI.COMM_WORLD.barrier();
        win.free();
        MPI.Finalize();
    }

    /** A put into element {@code k} of rank 2's window under a shared lock, complete when it returns. */
    private static void put(Win win, IntBuffer v, int k) throws MPIException {
        win.lock(MPI.LOCK_SHARED, 2, 0);
        win.put(v, 1, MPI.INT, 2, k, 1, MPI.INT);
        win.unlock(2);
    }
}
