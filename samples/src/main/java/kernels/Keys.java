package kernels;

import mpi.MPI;
import mpi.MPIException;

/**
 * The integer-sort kernels' keys and their check. Keys follow NPB IS's bell shape (mean of four uniform draws)
 * from a counter-based generator, so every rank count sorts the same keys. Rank r owns the keys in
 * [r * range, (r + 1) * range).
 */
final class Keys {
    final int perRank;
    final int maxKey;
    final int range;
    final int rank;
    final int size;
    final int[] keys;
    private long sentSum;

    Keys(int perRank, int maxKey) throws MPIException {
        rank = MPI.COMM_WORLD.getRank();
        size = MPI.COMM_WORLD.getSize();
        Bench.require(maxKey % size == 0, "maxKey=" + maxKey + " must be divisible by the rank count " + size);
        this.perRank = perRank;
        this.maxKey = maxKey;
        this.range = maxKey / size;
        this.keys = new int[perRank];
    }

    /** Fresh keys for iteration {@code it}. */
    void generate(int it) {
        long base = ((long) it * size + rank) * perRank;
        long sum = 0;
        for (int i = 0; i < perRank; i++) {
            long h = mix(base + i);
            int a = (int) (h & 0xFFFF);
            int b = (int) ((h >>> 16) & 0xFFFF);
            int c = (int) ((h >>> 32) & 0xFFFF);
            int d = (int) (h >>> 48);
            keys[i] = (int) (((long) a + b + c + d) * maxKey / (4L * 0x10000));
            sum += keys[i];
        }
        sentSum = sum;
    }

    static long mix(long z) {
        z += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Per destination rank: how many of this rank's keys it owns. */
    int[] counts() {
        int[] counts = new int[size];
        for (int k : keys) {
            counts[k / range]++;
        }
        return counts;
    }

    /** The keys reordered by destination rank, given {@link #counts()}. */
    int[] byDestination(int[] counts, int[] displs) {
        int[] next = displs.clone();
        int[] out = new int[perRank];
        for (int k : keys) {
            out[next[k / range]++] = k;
        }
        return out;
    }

    static int[] displacements(int[] counts) {
        int[] d = new int[counts.length];
        for (int i = 1; i < counts.length; i++) {
            d[i] = d[i - 1] + counts[i - 1];
        }
        return d;
    }

    /** Counting sort of the received keys within this rank's range; null when one is outside it. */
    int[] sortOwned(int[] received, int count, int[] histogram) {
        int lo = rank * range;
        for (int i = 0; i < count; i++) {
            int k = received[i] - lo;
            if (k < 0 || k >= range) {
                return null;
            }
            histogram[k]++;
        }
        int[] sorted = new int[count];
        int j = 0;
        for (int k = 0; k < range; k++) {
            for (int c = histogram[k]; c > 0; c--) {
                sorted[j++] = lo + k;
            }
        }
        return sorted;
    }

    /**
     * Every key arrived once: sorted and in range here, the global count and key sum equal what was sent
     * (collective: every rank must call it).
     */
    boolean check(int[] sorted) throws MPIException {
        boolean ok = sorted != null;
        long sum = 0;
        int lo = rank * range;
        if (ok) {
            for (int i = 0; i < sorted.length; i++) {
                ok &= sorted[i] >= lo && sorted[i] < lo + range && (i == 0 || sorted[i - 1] <= sorted[i]);
                sum += sorted[i];
            }
        }
        long[] totals = {sorted == null ? 0 : sorted.length, sum, perRank, sentSum};
        MPI.COMM_WORLD.allReduce(totals, 4, MPI.LONG, MPI.SUM);
        return ok && totals[0] == totals[2] && totals[1] == totals[3];
    }
}
