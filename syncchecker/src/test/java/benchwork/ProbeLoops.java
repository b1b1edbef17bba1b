package benchwork;

import java.nio.ByteBuffer;
import java.nio.DoubleBuffer;
import java.nio.IntBuffer;

/**
 * The loops {@link syncchecker.bench.ProbeBench} times: one buffer element access per iteration. The bench loads
 * this class twice, as compiled (the plain baseline) and rewritten by the real AccessTransformer (each access
 * preceded by its probe), so the difference is the cost of an instrumented access.
 */
public final class ProbeLoops {
    private ProbeLoops() {}

    /** n absolute int writes, cycling over the buffer (its capacity a power of two). */
    public static int writeInts(IntBuffer b, int n) {
        int mask = b.capacity() - 1;
        for (int i = 0; i < n; i++) {
            b.put(i & mask, i);
        }
        return b.get(0);
    }

    /** n absolute int reads, cycling over the buffer (its capacity a power of two). */
    public static int readInts(IntBuffer b, int n) {
        int mask = b.capacity() - 1;
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += b.get(i & mask);
        }
        return sum;
    }

    /**
     * About n absolute int reads of the middle [from, to) of the buffer, row after row: the loop of a halo
     * exchange, which computes the middle while receives into both ends are pending.
     */
    public static int readMiddle(IntBuffer b, int from, int to, int n) {
        int sum = 0;
        for (int done = 0; done < n; done += to - from) {
            for (int i = from; i < to; i++) {
                sum += b.get(i);
            }
        }
        return sum;
    }

    /** Other buffer classes through the same probes (warm-up: real programs mix buffer classes). */
    public static double mixed(ByteBuffer bytes, DoubleBuffer doubles, int n) {
        double sum = 0;
        for (int i = 0; i < n; i++) {
            bytes.putInt(4 * (i & 15), i);
            sum += bytes.getInt(4 * (i & 15));
            doubles.put(i & 7, sum);
            sum += doubles.get(i & 7);
        }
        return sum;
    }
}
