package syncchecker.agent;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Type;

/**
 * The buffers a blocking call of the application hands to the library (point-to-point calls, and bcast, reduce
 * and allReduce): the library reads a send buffer and writes a receive buffer, which conflicts with a nonblocking
 * operation still pending on the same memory exactly as the application's own reads and writes do.
 */
final class MpiCallAccess {
    private static final String OBJECT = "Ljava/lang/Object;";
    private static final String DATATYPE = "Lmpi/Datatype;";
    private static final String OP = "Lmpi/Op;";

    /** The library reads the buffer. */
    static final int READ = 0;
    /** The library writes the buffer. */
    static final int WRITE = 1;
    /** bcast: the root's buffer is read, the others' written. */
    static final int ROOT_READS = 2;
    /** reduce's receive buffer: written at the root, unused elsewhere. */
    static final int ROOT_WRITES = 3;
    /** reduce in place: written at the root, read elsewhere. */
    static final int ROOT_WRITES_OTHERS_READ = 4;

    /** Argument indices of the buffer, count, datatype and root (-1: none), and how the library uses it. */
    final int buffer;
    final int count;
    final int type;
    final int root;
    final int mode;

    private MpiCallAccess(int buffer, int count, int type, int root, int mode) {
        this.buffer = buffer;
        this.count = count;
        this.type = type;
        this.root = root;
        this.mode = mode;
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
                    out.add(new MpiCallAccess(0, 1, 2, 4, ROOT_WRITES_OTHERS_READ));
                }
                break;
            case "allReduce":
                if (a.length == 5 && is(a[0], OBJECT) && triple(a, 1) && is(a[4], OP)) {
                    out.add(new MpiCallAccess(0, 2, 3, -1, READ));
                    out.add(new MpiCallAccess(1, 2, 3, -1, WRITE));
                } else if (a.length == 4 && triple(a, 0) && is(a[3], OP)) {
                    out.add(new MpiCallAccess(0, 1, 2, -1, WRITE));
                }
                break;
            default:
                break;
        }
        return out;
    }

    /** (Object buf, int count, Datatype type) at {@code i}. */
    private static boolean triple(Type[] a, int i) {
        return is(a[i], OBJECT) && a[i + 1] == Type.INT_TYPE && is(a[i + 2], DATATYPE);
    }

    private static boolean is(Type t, String descriptor) {
        return t.getDescriptor().equals(descriptor);
    }
}
