package kernels;

import java.nio.IntBuffer;

import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * IS with one-sided communication (the RMA variant for the race checker's overhead). Two epochs per iteration:
 * a fence epoch in which every rank accumulates (MPI.SUM) its key histogram into the owners' histogram windows,
 * and a lockAll epoch in which every rank puts its keys into the owners' inboxes at offsets from an exScan of
 * the counts. The owner reads its inbox after unlockAll and a barrier, sorts it by counting and checks the
 * histogram it gets against the accumulated one. Arguments as {@link Is}: keys per rank, iterations, maxKey.
 */
public final class IsRma {
    private IsRma() {
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Bench.started();
        int perRank = Bench.arg(args, 0, 1 << 20);
        int iterations = Bench.arg(args, 1, 10);
        int maxKey = Bench.arg(args, 2, 1 << 19);
        Keys keys = new Keys(perRank, maxKey);
        int size = keys.size;
        Bench.require((long) perRank * size <= Integer.MAX_VALUE, "keys per rank times ranks must fit an int");
        IntBuffer histogram = MPI.newIntBuffer(keys.range);
        IntBuffer inbox = MPI.newIntBuffer(perRank * size);
        IntBuffer local = MPI.newIntBuffer(maxKey);
        IntBuffer outbox = MPI.newIntBuffer(perRank);
        Win histWin = new Win(histogram, keys.range, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        Win inboxWin = new Win(inbox, perRank * size, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        boolean ok = true;
        double seconds = 0;
        for (int it = 0; it < iterations; it++) {
            keys.generate(it);
            MPI.COMM_WORLD.barrier();
            double t0 = MPI.wtime();
            int[] counts = keys.counts();
            int[] sdispls = Keys.displacements(counts);
            outbox.put(0, keys.byDestination(counts, sdispls));
            countKeys(keys.keys, local, maxKey);
            fill(histogram, keys.range, 0);
            histWin.fence(0);
            for (int d = 0; d < size; d++) {
                histWin.accumulate(MPI.slice(local, d * keys.range), keys.range, MPI.INT, d, 0, keys.range,
                        MPI.INT, MPI.SUM);
            }
            histWin.fence(0);
            int[] offsets = new int[size];
            MPI.COMM_WORLD.exScan(counts, offsets, size, MPI.INT, MPI.SUM);
            if (keys.rank == 0) {
                java.util.Arrays.fill(offsets, 0);
            }
            inboxWin.lockAll(0);
            for (int d = 0; d < size; d++) {
                if (counts[d] > 0) {
                    inboxWin.put(MPI.slice(outbox, sdispls[d]), counts[d], MPI.INT, d, offsets[d], counts[d],
                            MPI.INT);
                }
            }
            inboxWin.unlockAll();
            MPI.COMM_WORLD.barrier();
            int total = sum(histogram, keys.range);
            int[] received = new int[total];
            inbox.get(0, received);
            int[] mine = new int[keys.range];
            int[] sorted = keys.sortOwned(received, total, mine);
            if (it >= Bench.warmUp(iterations)) {
                seconds += MPI.wtime() - t0;
            }
            ok &= sorted != null && matches(mine, histogram, keys.range);
            ok &= keys.check(sorted);
        }
        histWin.free();
        inboxWin.free();
        Bench.report("is-rma", "keys=" + perRank + " iterations=" + iterations + " maxKey=" + maxKey, ok,
                seconds);
        MPI.Finalize();
    }

    // The loops over buffers are methods of their own, as Keys's loops over arrays are: in main, which runs once,
    // the JIT compiled them on-stack, each compilation covering the loops after it, which had not run yet, so
    // their probes stayed calls (with the checker: 1.3x plain with the synchronization checker, 1.8x with races)

    /** The histogram of {@code keys} in {@code local} (maxKey counters). */
    private static void countKeys(int[] keys, IntBuffer local, int maxKey) {
        fill(local, maxKey, 0);
        for (int k : keys) {
            local.put(k, local.get(k) + 1);
        }
    }

    private static void fill(IntBuffer b, int count, int value) {
        for (int k = 0; k < count; k++) {
            b.put(k, value);
        }
    }

    private static int sum(IntBuffer b, int count) {
        int total = 0;
        for (int k = 0; k < count; k++) {
            total += b.get(k);
        }
        return total;
    }

    private static boolean matches(int[] expected, IntBuffer b, int count) {
        boolean same = true;
        for (int k = 0; k < count; k++) {
            same &= expected[k] == b.get(k);
        }
        return same;
    }
}
