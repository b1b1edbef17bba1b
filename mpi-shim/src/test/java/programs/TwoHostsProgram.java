package programs;

import java.io.PrintStream;
import java.nio.IntBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import mpi.Intracomm;
import mpi.MPI;
import mpi.Request;
import mpi.Status;
import mpi.Win;

/**
 * A job across two hosts (mpi.it.TwoHostsIT): an even number of ranks, the first half on one host, the second half on
 * the other, so rank r and its partner r + size/2 are always on different hosts, and the ring r -> r+1 crosses
 * between them twice. Point-to-point (blocking, small and large, and nonblocking), collectives and one-sided RMA
 * (a window with put, get and accumulate between fences), every result checked against what it must be.
 *
 * <p>Each rank writes its lines to {@code rank<N>.txt} in the directory named by {@code -Dtwohosts.dir} (one that
 * both hosts see, as a cluster's shared file system; stdout forwarded from two hosts can interleave lines):
 * "host RANK NAME" (MPI.getProcessorName), "ok RANK CHECK" or "FAIL RANK CHECK: why", "checked RANK N", and
 * "finalizing RANK" right before MPI.Finalize.
 */
public final class TwoHostsProgram {
    /** Ints of the large message: 4 MiB, far beyond any eager limit, so it goes by rendezvous over TCP. */
    public static final int LARGE = 1 << 20;
    static final int N = 64;
    /** Room for a processor name in the allGather (MPI_MAX_PROCESSOR_NAME is 256 in both MPIs). */
    static final int NAME_BYTES = 256;

    private static PrintStream out;
    private static int rank;
    private static int checks;

    private TwoHostsProgram() {}

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        rank = world.getRank();
        int size = world.getSize();
        out = new PrintStream(Files.newOutputStream(Path.of(System.getProperty("twohosts.dir", "."),
                "rank" + rank + ".txt")), true, StandardCharsets.UTF_8);
        try {
            run(world, rank, size);
        } catch (Throwable t) {
            check("no exception", false, t);
            t.printStackTrace(out);
        }
        out.println("checked " + rank + " " + checks);
        out.println("finalizing " + rank); // all done but MPI_Finalize (see TwoHostsIT on MPICH's)
        out.close();
        MPI.Finalize();
    }

    private static void run(Intracomm world, int rank, int size) throws Exception {
        if (size % 2 != 0) {
            throw new IllegalArgumentException("needs an even number of ranks, not " + size);
        }
        int half = size / 2;
        int partner = (rank + half) % size;
        int right = (rank + 1) % size;
        int left = (rank + size - 1) % size;

        // ---- where each rank runs: every rank's processor name, gathered to all (a collective across hosts) -----
        String name = MPI.getProcessorName();
        out.println("host " + rank + " " + name);
        byte[] mine = new byte[NAME_BYTES];
        byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
        System.arraycopy(bytes, 0, mine, 0, Math.min(bytes.length, NAME_BYTES));
        byte[] all = new byte[NAME_BYTES * size];
        world.allGather(mine, mine.length, MPI.BYTE, all, mine.length, MPI.BYTE);
        String[] names = new String[size];
        for (int r = 0; r < size; r++) {
            names[r] = new String(all, r * NAME_BYTES, NAME_BYTES, StandardCharsets.UTF_8)
                    .replace("\0", "");
            out.println("name-of " + r + " " + names[r]);
        }
        check("allGather: my own name at my rank", names[rank].equals(name), names[rank]);
        check("partner on another host", !names[partner].equals(name), names[partner]);

        // ---- blocking point-to-point with the partner on the other host: small, then large (rendezvous) ---------
        int[] small = new int[N];
        int[] smallIn = new int[N];
        for (int i = 0; i < N; i++) {
            small[i] = rank * 1000 + i;
        }
        int[] large = new int[LARGE];
        int[] largeIn = new int[LARGE];
        for (int i = 0; i < LARGE; i++) {
            large[i] = rank ^ (i * 31);
        }
        if (rank < half) { // one side sends first, the other receives first: no reliance on buffering
            world.send(small, N, MPI.INT, partner, 1);
            world.recv(smallIn, N, MPI.INT, partner, 1);
            world.send(large, LARGE, MPI.INT, partner, 2);
            Status st = world.recv(largeIn, LARGE, MPI.INT, partner, 2);
            check("large recv: count and source", st.getCount(MPI.INT) == LARGE && st.getSource() == partner,
                    st.getCount(MPI.INT) + " from " + st.getSource());
        } else {
            world.recv(smallIn, N, MPI.INT, partner, 1);
            world.send(small, N, MPI.INT, partner, 1);
            Status st = world.recv(largeIn, LARGE, MPI.INT, partner, 2);
            world.send(large, LARGE, MPI.INT, partner, 2);
            check("large recv: count and source", st.getCount(MPI.INT) == LARGE && st.getSource() == partner,
                    st.getCount(MPI.INT) + " from " + st.getSource());
        }
        check("blocking small message from the other host", firstBad(smallIn, i -> partner * 1000 + i) < 0,
                "first bad index " + firstBad(smallIn, i -> partner * 1000 + i));
        check("blocking large message from the other host", firstBad(largeIn, i -> partner ^ (i * 31)) < 0,
                "first bad index " + firstBad(largeIn, i -> partner ^ (i * 31)));

        // ---- sendRecv around the ring (crosses between the hosts at half-1 -> half and size-1 -> 0) --------------
        int[] token = {rank};
        int[] got = new int[1];
        world.sendRecv(token, 1, MPI.INT, right, 3, got, 1, MPI.INT, left, 3);
        check("sendRecv from the left", got[0] == left, got[0]);

        // ---- nonblocking: iRecv from left and partner, iSend to right and partner, waitAll --------------------------
        IntBuffer toRight = MPI.newIntBuffer(N);
        IntBuffer toPartner = MPI.newIntBuffer(LARGE);
        IntBuffer fromLeft = MPI.newIntBuffer(N);
        IntBuffer fromPartner = MPI.newIntBuffer(LARGE);
        for (int i = 0; i < N; i++) {
            toRight.put(i, rank * 7 + i);
        }
        for (int i = 0; i < LARGE; i++) {
            toPartner.put(i, i - rank);
        }
        Request[] requests = {
            world.iRecv(fromLeft, N, MPI.INT, left, 4),
            world.iRecv(fromPartner, LARGE, MPI.INT, partner, 5),
            world.iSend(toRight, N, MPI.INT, right, 4),
            world.iSend(toPartner, LARGE, MPI.INT, partner, 5),
        };
        Request.waitAll(requests);
        boolean ok = true;
        for (int i = 0; i < N; i++) {
            ok &= fromLeft.get(i) == left * 7 + i;
        }
        check("iRecv from the left (ring)", ok, fromLeft.get(0));
        ok = true;
        for (int i = 0; i < LARGE; i++) {
            ok &= fromPartner.get(i) == i - partner;
        }
        check("iRecv large from the partner on the other host", ok, fromPartner.get(0));

        // ---- collectives -----------------------------------------------------------------------------------------
        int[] sum = new int[2];
        world.allReduce(new int[] {rank, 1}, sum, 2, MPI.INT, MPI.SUM);
        check("allReduce sum of ranks and count", sum[0] == size * (size - 1) / 2 && sum[1] == size,
                sum[0] + "," + sum[1]);
        int root = size - 1; // a root on the second host
        int[] b = new int[N];
        if (rank == root) {
            for (int i = 0; i < N; i++) {
                b[i] = 4242 + i;
            }
        }
        world.bcast(b, N, MPI.INT, root);
        check("bcast from a root on the other host", firstBad(b, i -> 4242 + i) < 0, b[0]);
        world.barrier();

        // ---- one-sided: a window, put to the partner, get from the right, accumulate into rank 0, fences ---------
        IntBuffer mem = MPI.newIntBuffer(N);
        for (int i = 0; i < N; i++) {
            mem.put(i, rank * 100 + i);
        }
        Win win = new Win(mem, N, 1, MPI.INFO_NULL, world); // size and unit in ints
        IntBuffer origin = MPI.newIntBuffer(N / 2);
        for (int i = 0; i < N / 2; i++) {
            origin.put(i, -(rank * 100 + i));
        }
        IntBuffer fetched = MPI.newIntBuffer(N / 2);
        win.fence(0);
        // the upper half of the partner's window: mine, negated; my lower half is read from the right neighbour
        win.put(origin, N / 2, MPI.INT, partner, N / 2, N / 2, MPI.INT);
        win.get(fetched, N / 2, MPI.INT, right, 0, N / 2, MPI.INT);
        win.fence(0);
        IntBuffer one = MPI.newIntBuffer(1);
        one.put(0, rank + 1);
        win.accumulate(one, 1, MPI.INT, 0, 0, 1, MPI.INT, MPI.SUM);
        win.fence(0);
        ok = true;
        for (int i = N / 2; i < N; i++) {
            ok &= mem.get(i) == -(partner * 100 + (i - N / 2));
        }
        check("put from the partner on the other host", ok, mem.get(N / 2));
        ok = true;
        for (int i = 0; i < N / 2; i++) {
            ok &= fetched.get(i) == right * 100 + i;
        }
        check("get from the right neighbour", ok, fetched.get(0));
        if (rank == 0) {
            check("accumulate from every rank of both hosts", mem.get(0) == size * (size + 1) / 2, mem.get(0));
        }
        win.free();
    }

    interface Expected {
        int at(int i);
    }

    private static int firstBad(int[] a, Expected e) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] != e.at(i)) {
                return i;
            }
        }
        return -1;
    }

    private static void check(String what, boolean condition, Object detail) {
        checks++;
        out.println((condition ? "ok " : "FAIL ") + rank + " " + what + (condition ? "" : ": " + detail));
    }
}
