package syncchecker.agent;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Type;
import syncchecker.rt.CollectiveProbes;

/**
 * The buffers a blocking call of the application hands to the library (point-to-point calls, and the collectives:
 * bcast, reduce, allReduce, scan, exScan, gather, scatter, allGather, allToAll, their v-forms, reduceScatter and
 * reduceScatterBlock, with the in-place forms): the library reads a send buffer and writes a receive buffer, which
 * conflicts with a nonblocking operation still pending on the same memory exactly as the application's own reads
 * and writes do. Neighbour collectives and allToAllw are not classified.
 */
final class MpiCallAccess {
    private static final String OBJECT = "Ljava/lang/Object;";
    private static final String DATATYPE = "Lmpi/Datatype;";
    private static final String OP = "Lmpi/Op;";
    private static final String INTS = "[I";

    /** The library reads the buffer. */
    static final int READ = 0;
    /** The library writes the buffer. */
    static final int WRITE = 1;
    /** bcast: the root's buffer is read, the others' written. */
    static final int ROOT_READS = 2;
    /** reduce's receive buffer: written at the root, unused elsewhere. */
    static final int ROOT_WRITES = 3;

    /** Argument indices of the buffer, count, datatype and root (-1: none), and how the library uses it. */
    final int buffer;
    final int count;
    final int type;
    final int root;
    final int mode;
    /** Collectives (syncchecker.rt.CollectiveProbes): the form, -1 for the modes above; int[] counts, displs. */
    final int form;
    final int counts;
    final int displs;

    private MpiCallAccess(int buffer, int count, int type, int root, int mode) {
        this(buffer, count, type, root, mode, -1, -1, -1);
    }

    private MpiCallAccess(int buffer, int count, int type, int root, int mode, int form, int counts, int displs) {
        this.buffer = buffer;
        this.count = count;
        this.type = type;
        this.root = root;
        this.mode = mode;
        this.form = form;
        this.counts = counts;
        this.displs = displs;
    }

    /** A buffer of a collective, with a scalar count argument (or -1). */
    private static MpiCallAccess coll(int buffer, int count, int type, int root, int form) {
        return new MpiCallAccess(buffer, count, type, root, READ, form, -1, -1);
    }

    /** A buffer of a collective with per-rank counts (and displacements, or -1). */
    private static MpiCallAccess collV(int buffer, int counts, int displs, int type, int root, int form) {
        return new MpiCallAccess(buffer, -1, type, root, READ, form, counts, displs);
    }

    private static MpiCallAccess p2p(int buffer, boolean write) {
        return new MpiCallAccess(buffer, buffer + 1, buffer + 2, -1, write ? WRITE : READ);
    }

    /** The buffers of a call to {@code owner.name desc}; empty when it is not one of the calls above. */
    static List<MpiCallAccess> classify(String owner, String name, String desc) {
        List<MpiCallAccess> out = new ArrayList<>();
        if (!owner.startsWith("mpi/")) {
            return out;
        }
        Type[] a = Type.getArgumentTypes(desc);
        switch (name) {
            case "send": case "bSend": case "sSend": case "rSend":
                if (a.length == 5 && triple(a, 0)) {
                    out.add(p2p(0, false));
                }
                break;
            case "recv":
                if (a.length == 5 && triple(a, 0)) {
                    out.add(p2p(0, true));
                }
                break;
            case "sendRecv":
                if (a.length == 10 && triple(a, 0) && triple(a, 5)) {
                    out.add(p2p(0, false));
                    out.add(p2p(5, true));
                }
                break;
            case "sendRecvReplace":
                if (a.length == 7 && triple(a, 0)) {
                    out.add(p2p(0, true));
                }
                break;
            case "bcast":
                if (a.length == 4 && triple(a, 0) && a[3] == Type.INT_TYPE) {
                    out.add(new MpiCallAccess(0, 1, 2, 3, ROOT_READS));
                }
                break;
            case "reduce":
                if (a.length == 6 && is(a[0], OBJECT) && triple(a, 1) && is(a[4], OP)) {
                    out.add(new MpiCallAccess(0, 2, 3, -1, READ));
                    out.add(new MpiCallAccess(1, 2, 3, 5, ROOT_WRITES));
                } else if (a.length == 5 && triple(a, 0) && is(a[3], OP)) {
                    out.add(coll(0, 1, 2, 4, CollectiveProbes.ROOT_READ_WRITE_ELSE_READ));
                }
                break;
            case "allReduce": case "scan": case "exScan":
                if (a.length == 5 && is(a[0], OBJECT) && triple(a, 1) && is(a[4], OP)) {
                    out.add(new MpiCallAccess(0, 2, 3, -1, READ));
                    out.add(new MpiCallAccess(1, 2, 3, -1, WRITE));
                } else if (a.length == 4 && triple(a, 0) && is(a[3], OP)) {
                    out.add(coll(0, 1, 2, -1, CollectiveProbes.READ_WRITE));
                }
                break;
            default:
                collectives(name, a, out);
                break;
        }
        return out;
    }

    /** Gather, scatter, all-gather, all-to-all, their v-forms and reduce-scatter, with their in-place forms. */
    private static void collectives(String name, Type[] a, List<MpiCallAccess> out) {
        boolean two = a.length >= 6 && triple(a, 0) && triple(a, 3);
        switch (name) {
            case "gather":
                if (a.length == 7 && two && a[6] == Type.INT_TYPE) {
                    out.add(new MpiCallAccess(0, 1, 2, -1, READ));
                    out.add(coll(3, 4, 5, 6, CollectiveProbes.ROOT_WRITE_TIMES_SIZE));
                } else if (a.length == 4 && triple(a, 0) && a[3] == Type.INT_TYPE) {
                    out.add(coll(0, 1, 2, 3, CollectiveProbes.GATHER_IN_PLACE));
                }
                break;
            case "scatter":
                if (a.length == 7 && two && a[6] == Type.INT_TYPE) {
                    out.add(coll(0, 1, 2, 6, CollectiveProbes.ROOT_READ_TIMES_SIZE));
                    out.add(new MpiCallAccess(3, 4, 5, -1, WRITE));
                } else if (a.length == 4 && triple(a, 0) && a[3] == Type.INT_TYPE) {
                    out.add(coll(0, 1, 2, 3, CollectiveProbes.SCATTER_IN_PLACE));
                }
                break;
            case "allGather":
                if (a.length == 6 && two) {
                    out.add(new MpiCallAccess(0, 1, 2, -1, READ));
                    out.add(coll(3, 4, 5, -1, CollectiveProbes.WRITE_TIMES_SIZE));
                } else if (a.length == 3 && triple(a, 0)) {
                    out.add(coll(0, 1, 2, -1, CollectiveProbes.ALLGATHER_IN_PLACE));
                }
                break;
            case "allToAll":
                if (a.length == 6 && two) {
                    out.add(coll(0, 1, 2, -1, CollectiveProbes.READ_TIMES_SIZE));
                    out.add(coll(3, 4, 5, -1, CollectiveProbes.WRITE_TIMES_SIZE));
                }
                break;
            case "gatherv":
                if (a.length == 8 && triple(a, 0) && vtype(a, 3)) {
                    out.add(new MpiCallAccess(0, 1, 2, -1, READ));
                    out.add(collV(3, 4, 5, 6, 7, CollectiveProbes.ROOT_WRITE_V));
                } else if (a.length == 5 && vtype(a, 0)) {
                    out.add(collV(0, 1, 2, 3, 4, CollectiveProbes.V_IN_PLACE));
                } else if (a.length == 4 && triple(a, 0)) {
                    out.add(new MpiCallAccess(0, 1, 2, -1, READ));
                }
                break;
            case "scatterv":
                if (a.length == 8 && vtype(a, 0) && triple(a, 4)) {
                    out.add(collV(0, 1, 2, 3, 7, CollectiveProbes.ROOT_READ_V));
                    out.add(new MpiCallAccess(4, 5, 6, -1, WRITE));
                } else if (a.length == 5 && vtype(a, 0)) {
                    out.add(collV(0, 1, 2, 3, 4, CollectiveProbes.ROOT_READ_V));
                } else if (a.length == 4 && triple(a, 0)) {
                    out.add(new MpiCallAccess(0, 1, 2, -1, WRITE));
                }
                break;
            case "allGatherv":
                if (a.length == 7 && triple(a, 0) && vtype(a, 3)) {
                    out.add(new MpiCallAccess(0, 1, 2, -1, READ));
                    out.add(collV(3, 4, 5, 6, -1, CollectiveProbes.WRITE_V));
                } else if (a.length == 4 && vtype(a, 0)) {
                    out.add(collV(0, 1, 2, 3, -1, CollectiveProbes.V_IN_PLACE));
                }
                break;
            case "allToAllv":
                if (a.length == 8 && vtype(a, 0) && vtype(a, 4)) {
                    out.add(collV(0, 1, 2, 3, -1, CollectiveProbes.READ_V));
                    out.add(collV(4, 5, 6, 7, -1, CollectiveProbes.WRITE_V));
                }
                break;
            case "reduceScatter":
                if (a.length == 5 && is(a[0], OBJECT) && is(a[1], OBJECT) && is(a[2], INTS) && is(a[3], DATATYPE)) {
                    out.add(collV(0, 2, -1, 3, -1, CollectiveProbes.READ_SUM));
                    out.add(collV(1, 2, -1, 3, -1, CollectiveProbes.WRITE_MINE));
                } else if (a.length == 4 && is(a[0], OBJECT) && is(a[1], INTS) && is(a[2], DATATYPE)) {
                    out.add(collV(0, 1, -1, 2, -1, CollectiveProbes.REDUCE_SCATTER_IN_PLACE));
                }
                break;
            case "reduceScatterBlock":
                if (a.length == 5 && is(a[0], OBJECT) && triple(a, 1) && is(a[4], OP)) {
                    out.add(coll(0, 2, 3, -1, CollectiveProbes.READ_TIMES_SIZE));
                    out.add(new MpiCallAccess(1, 2, 3, -1, WRITE));
                } else if (a.length == 4 && triple(a, 0) && is(a[3], OP)) {
                    out.add(coll(0, 1, 2, -1, CollectiveProbes.REDUCE_SCATTER_BLOCK_IN_PLACE));
                }
                break;
            default:
                break;
        }
    }

    /** (Object buf, int[] counts, int[] displs, Datatype type) at {@code i}. */
    private static boolean vtype(Type[] a, int i) {
        return is(a[i], OBJECT) && is(a[i + 1], INTS) && is(a[i + 2], INTS) && is(a[i + 3], DATATYPE);
    }

    /** (Object buf, int count, Datatype type) at {@code i}. */
    private static boolean triple(Type[] a, int i) {
        return is(a[i], OBJECT) && a[i + 1] == Type.INT_TYPE && is(a[i + 2], DATATYPE);
    }

    private static boolean is(Type t, String descriptor) {
        return t.getDescriptor().equals(descriptor);
    }
}
