package programs;

import static programs.DatatypesProgram.iota;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.util.Arrays;
import mpi.CartComm;
import mpi.Datatype;
import mpi.DistGraphNeighbors;
import mpi.GraphComm;
import mpi.Group;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * Valid programs at the edges of the argument checks, each beside the invalid neighbour a check refuses: data that
 * reaches back before a buffer's start into memory the caller passed (a negative-stride vector or a negative
 * displacement on a slice of a longer array or direct buffer), and arrays longer than the count MPI reads. Even
 * numbers of ranks (pairs 0-1, 2-3).
 */
public class ValidEdgesProgram {
    /** Elements of the arrays the slices are cut from; slices start in the middle. */
    private static final int MSZ = 48;
    private static final int MID = MSZ / 2;

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm w = MPI.COMM_WORLD;
        int r = w.getRank();
        CommChecks c = new CommChecks(r);
        // 12 elements, every other one, going down from the start: elements 0, -2, ..., -22
        Datatype down = Datatype.createVector(12, 1, -2, MPI.INT);
        down.commit();
        Datatype downShorts = Datatype.createVector(12, 1, -2, MPI.SHORT);
        downShorts.commit();
        c.run("pack and unpack", () -> packing(c, w, downShorts));
        c.run("blocking point to point", () -> blocking(c, w, r, down));
        c.run("nonblocking point to point", () -> nonblocking(c, w, r, down));
        c.run("negative displacement in a type", () -> negativeDisplacement(c, w, r));
        c.run("v-collectives with negative displacements", () -> vCollectives(c, w, r));
        c.run("refusals outside the caller's memory", () -> outside(c, w, r, down));
        c.run("over-long arrays", () -> overLong(c, w, r));
        down.free();
        downShorts.free();
        c.done();
        MPI.Finalize();
    }

    /** What 12 elements of the downward vector read from a slice at MID of {@link #iota}: MID, MID-2, ... */
    private static int[] downValues() {
        int[] v = new int[12];
        for (int k = 0; k < 12; k++) {
            v[k] = MID - 2 * k;
        }
        return v;
    }

    /** The outside suite's case: a negative-stride vector of shorts packed from a slice. */
    private static void packing(CommChecks c, Intracomm w, Datatype downShorts) throws MPIException {
        short[] a = new short[MSZ];
        for (int i = 0; i < MSZ; i++) {
            a[i] = (short) i;
        }
        byte[] packed = new byte[w.packSize(1, downShorts)];
        int end = w.pack(MPI.slice(a, MID), 1, downShorts, packed, 0);
        c.equal("pack of a downward vector from a slice: bytes", 24, end);
        short[] flat = new short[12];
        w.unpack(packed, 0, flat, 12, MPI.SHORT);
        int[] got = new int[12];
        for (int k = 0; k < 12; k++) {
            got[k] = flat[k];
        }
        c.equal("pack of a downward vector from a slice: data", downValues(), got);
        short[] back = new short[MSZ];
        w.unpack(packed, 0, MPI.slice(back, MID), 1, downShorts);
        boolean same = true;
        for (int i = 0; i < MSZ; i++) {
            same &= back[i] == (i <= MID && i >= MID - 22 && (MID - i) % 2 == 0 ? i : 0);
        }
        c.check("unpack into a downward vector on a slice writes only its elements", same, Arrays.toString(back));
    }

    /** Pairs 0-1, 2-3: the even rank sends down from a slice, the odd one receives down into a slice. */
    private static void blocking(CommChecks c, Intracomm w, int r, Datatype down) throws MPIException {
        int partner = r ^ 1;
        if (r % 2 == 0) {
            w.send(MPI.slice(iota(MSZ), MID), 1, down, partner, 1);
            w.send(MPI.slice(iota(MSZ), MID), 1, down, partner, 2);
        } else {
            int[] flat = new int[12];
            w.recv(flat, 12, MPI.INT, partner, 1);
            c.equal("send of a downward vector from an array slice", downValues(), flat);
            int[] into = new int[MSZ];
            Arrays.fill(into, -1);
            w.recv(MPI.slice(into, MID), 1, down, partner, 2);
            c.equal("recv into a downward vector on an array slice", expectedDown(), into);
        }
    }

    /** An array of -1 with the downward vector's elements at the slice {@code MID} holding their own index. */
    private static int[] expectedDown() {
        int[] a = new int[MSZ];
        Arrays.fill(a, -1);
        for (int k = 0; k < 12; k++) {
            a[MID - 2 * k] = MID - 2 * k;
        }
        return a;
    }

    private static void nonblocking(CommChecks c, Intracomm w, int r, Datatype down) throws MPIException {
        int partner = r ^ 1;
        IntBuffer whole = MPI.newIntBuffer(MSZ);
        IntBuffer slice = MPI.slice(whole, MID);
        if (r % 2 == 0) {
            for (int i = 0; i < MSZ; i++) {
                whole.put(i, i);
            }
            Request send = w.iSend(slice, 1, down, partner, 3);
            send.waitFor();
        } else {
            for (int i = 0; i < MSZ; i++) {
                whole.put(i, -1);
            }
            Request recv = w.iRecv(slice, 1, down, partner, 3);
            recv.waitFor();
            int[] got = new int[MSZ];
            whole.get(0, got);
            c.equal("iSend and iRecv of a downward vector on direct slices", expectedDown(), got);
        }
    }

    /** A type whose one int sits two ints before each element's start (true lower bound -8 bytes). */
    private static void negativeDisplacement(CommChecks c, Intracomm w, int r) throws MPIException {
        Datatype behind = Datatype.createHIndexed(new int[] {1}, new int[] {-8}, MPI.INT);
        behind.commit();
        int partner = r ^ 1;
        if (r % 2 == 0) {
            w.send(MPI.slice(iota(MSZ), MID), 3, behind, partner, 4);
        } else {
            int[] got = new int[3];
            w.recv(got, 3, MPI.INT, partner, 4);
            c.equal("send of a type with a negative displacement from a slice", new int[] {MID - 2, MID - 1, MID},
                    got);
        }
        behind.free();
    }

    /** Block i of rank i at displacement (2i - n) * 3 of a slice in the middle: the first blocks lie before it. */
    private static void vCollectives(CommChecks c, Intracomm w, int r) throws MPIException {
        int n = w.getSize();
        int[] counts = new int[n];
        int[] displs = new int[n];
        int[] expected = new int[MSZ];
        Arrays.fill(expected, -1);
        for (int i = 0; i < n; i++) {
            counts[i] = 2;
            displs[i] = (2 * i - n) * 3;
            expected[MID + displs[i]] = 100 * i;
            expected[MID + displs[i] + 1] = 100 * i + 1;
        }
        int[] mine = {100 * r, 100 * r + 1};
        int[] all = new int[MSZ];
        Arrays.fill(all, -1);
        w.allGatherv(mine, 2, MPI.INT, MPI.slice(all, MID), counts, displs, MPI.INT);
        c.equal("allGatherv with negative displacements into an array slice", expected, all);

        IntBuffer whole = MPI.newIntBuffer(MSZ);
        for (int i = 0; i < MSZ; i++) {
            whole.put(i, -1);
        }
        IntBuffer send = MPI.newIntBuffer(2).put(0, 100 * r).put(1, 100 * r + 1);
        w.iAllGatherv(send, 2, MPI.INT, MPI.slice(whole, MID), counts, displs, MPI.INT).waitFor();
        int[] got = new int[MSZ];
        whole.get(0, got);
        c.equal("iAllGatherv with negative displacements into a direct slice", expected, got);

        // all-to-all-w: one int to each rank from byte displacement -4 * (i + 1) of the send slice
        int[] ones = new int[n];
        int[] sdispls = new int[n];
        int[] rdispls = new int[n];
        Datatype[] types = new Datatype[n];
        for (int i = 0; i < n; i++) {
            ones[i] = 1;
            sdispls[i] = -4 * (i + 1);
            rdispls[i] = -4 * (i + 1);
            types[i] = MPI.INT;
        }
        int[] source = new int[MSZ];
        for (int i = 0; i < MSZ; i++) {
            source[i] = 1000 * r + i;
        }
        int[] target = new int[MSZ];
        w.allToAllw(MPI.slice(source, MID), ones, sdispls, types, MPI.slice(target, MID), ones, rdispls, types);
        boolean same = true;
        for (int i = 0; i < n; i++) {
            same &= target[MID - (i + 1)] == 1000 * i + MID - (r + 1);
        }
        c.check("allToAllw with negative byte displacements on array slices", same, Arrays.toString(target));
    }

    /** The neighbours that stay refused: the data would reach memory the caller did not pass. */
    private static void outside(CommChecks c, Intracomm w, int r, Datatype down) throws MPIException {
        int partner = r ^ 1;
        c.expect("downward vector from element 0 of an array", MPIException.class, "before the start",
                () -> w.send(iota(MSZ), 1, down, partner, 9));
        c.expect("downward vector from a slice too near the array's start", MPIException.class,
                "only 40 bytes of the array it is a slice of", () -> w.send(MPI.slice(iota(MSZ), 10), 1, down,
                        partner, 9));
        c.expect("downward vector from a direct buffer's first element", MPIException.class, "before the start",
                () -> w.iSend(MPI.newIntBuffer(MSZ), 1, down, partner, 9));
        c.expect("downward vector from a direct slice too near its start", MPIException.class,
                "of the direct buffer it was sliced from", () -> w.iRecv(MPI.slice(MPI.newIntBuffer(MSZ), 20), 1,
                        down, partner, 9));
        c.expect("unpack into a downward vector on a whole array", MPIException.class, "before the start",
                () -> w.unpack(new byte[48], 0, new short[MSZ], 1, shortsDown()));
        int n = w.getSize();
        int[] counts = new int[n];
        int[] displs = new int[n];
        Arrays.fill(counts, 1);
        displs[n - 1] = -1;
        c.expect("allGatherv block before element 0 of an array", MPIException.class, "before the start",
                () -> w.allGatherv(new int[1], 1, MPI.INT, new int[n], counts, displs, MPI.INT));
    }

    private static Datatype shortsDown() throws MPIException {
        Datatype t = Datatype.createVector(12, 1, -2, MPI.SHORT);
        t.commit();
        return t;
    }

    /** MPI reads as many entries as the count says; a longer Java array is valid, as in C. */
    private static void overLong(CommChecks c, Intracomm w, int r) throws MPIException {
        int n = w.getSize();
        // Open MPI 5.0.7's MPI_Dist_graph_create now and then hangs in every rank (docs/mpis.md): the argument
        // check of the non-adjacent form is tested on the other libraries only
        if (!MPI.getLibVersion().startsWith("Open MPI v5.")) {
            distGraphWithLongArrays(c, w, r, n);
        }
        GraphComm adjacent = w.createDistGraphAdjacent(new int[] {(r + n - 1) % n}, new int[] {1, 9, 9},
                new int[] {(r + 1) % n}, new int[] {1, 9}, MPI.INFO_NULL, false);
        c.equal("createDistGraphAdjacent with long weights: in-degree", 1,
                adjacent.getDistGraphNeighbors().getInDegree());
        adjacent.free();
        c.expect("createDistGraphAdjacent with short weights", MPIException.class, "sourceWeights has 0 entries",
                () -> w.createDistGraphAdjacent(new int[] {r}, new int[0], new int[0], new int[0], MPI.INFO_NULL,
                        false));

        CartComm cart = w.createCart(new int[] {n}, new boolean[] {true, false, true}, false);
        c.equal("createCart with periods longer than dims; getRank with long coords", (r + 1) % n,
                cart.getRank(new int[] {r + 1, 7, 7}));
        cart.free();

        int[] index = new int[n];
        int[] edges = new int[2 * n + 5];
        for (int i = 0; i < n; i++) {
            index[i] = i + 1;
            edges[i] = (i + 1) % n;
        }
        GraphComm graph = w.createGraph(index, edges, false);
        c.equal("createGraph with edges longer than index says", 1, graph.getNeighbors(r).length);
        graph.free();

        int[] counts = new int[n + 3];
        int[] displs = new int[n + 3];
        for (int i = 0; i < n; i++) {
            counts[i] = 1;
            displs[i] = i;
        }
        int[] all = new int[n];
        w.allGatherv(new int[] {r}, 1, MPI.INT, all, counts, displs, MPI.INT);
        c.equal("allGatherv with counts and displs longer than the group", iota(n), all);
        Datatype[] types = new Datatype[n + 2];
        Arrays.fill(types, MPI.INT);
        int[] bytes = new int[n + 3];
        for (int i = 0; i < n; i++) {
            bytes[i] = 4 * i;
        }
        int[] mine = new int[n];
        Arrays.fill(mine, r);
        int[] got = new int[n];
        w.allToAllw(mine, counts, bytes, types, got, counts, bytes, types);
        c.equal("allToAllw with counts, displs and types longer than the group", iota(n), got);

        Group world = w.getGroup();
        int[] translated = Group.translateRanks(world, new int[] {MPI.PROC_NULL, r}, world);
        c.equal("translateRanks passes MPI.PROC_NULL through", new int[] {MPI.PROC_NULL, r}, translated);
        world.free();

        Datatype indexed = Datatype.createIndexed(new int[] {1, 1}, new int[] {0, 2, 99}, MPI.INT);
        indexed.commit();
        c.equal("createIndexed with displacements longer than blockLengths: size", 2, indexed.getSize());
        indexed.free();
        Datatype struct = Datatype.createStruct(new int[] {1}, new int[] {0, 8}, new Datatype[] {MPI.INT, null});
        struct.commit();
        c.equal("createStruct with displacements and types longer than blockLengths: size", 4, struct.getSize());
        struct.free();
    }

    /** The outside suite's case: one source (this rank), a degrees array of 16 entries. */
    private static void distGraphWithLongArrays(CommChecks c, Intracomm w, int r, int n) throws MPIException {
        int[] degrees = new int[16];
        degrees[0] = 1;
        int[] destinations = new int[8];
        destinations[0] = (r + 1) % n;
        int[] weights = new int[8];
        Arrays.fill(weights, 1);
        GraphComm dist = w.createDistGraph(new int[] {r}, degrees, destinations, weights, MPI.INFO_NULL, false);
        DistGraphNeighbors nb = dist.getDistGraphNeighbors();
        c.equal("createDistGraph with long degrees, destinations and weights: out-degree", 1, nb.getOutDegree());
        c.equal("createDistGraph with long degrees: the destination", (r + 1) % n, nb.getDestination(0));
        dist.free();
        c.expect("createDistGraph with degrees shorter than sources", MPIException.class, "degrees has 1 entries",
                () -> w.createDistGraph(new int[] {r, r}, new int[] {0}, new int[0], MPI.INFO_NULL, false));
    }
}
