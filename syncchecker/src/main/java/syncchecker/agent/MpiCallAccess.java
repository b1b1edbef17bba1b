package syncchecker.agent;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Type;

/**
 * The buffers a blocking point-to-point call of the application hands to the library: the library reads a send
 * buffer and writes a receive buffer, which conflicts with a nonblocking operation still pending on the same
 * memory exactly as the application's own reads and writes do.
 */
final class MpiCallAccess {
    private static final String OBJECT = "Ljava/lang/Object;";
    private static final String DATATYPE = "Lmpi/Datatype;";

    /** Argument indices of the buffer, count and datatype, and whether the library writes the buffer. */
    final int buffer;
    final int count;
    final int type;
    final boolean write;

    private MpiCallAccess(int buffer, boolean write) {
        this.buffer = buffer;
        this.count = buffer + 1;
        this.type = buffer + 2;
        this.write = write;
    }

    /** The buffers of a call to {@code owner.name desc}; empty when it is not a blocking point-to-point call. */
    static List<MpiCallAccess> classify(String owner, String name, String desc) {
        List<MpiCallAccess> out = new ArrayList<>();
        if (!owner.startsWith("mpi/")) {
            return out;
        }
        Type[] a = Type.getArgumentTypes(desc);
        switch (name) {
            case "send": case "bSend": case "sSend": case "rSend":
                if (a.length == 5 && triple(a, 0)) {
                    out.add(new MpiCallAccess(0, false));
                }
                break;
            case "recv":
                if (a.length == 5 && triple(a, 0)) {
                    out.add(new MpiCallAccess(0, true));
                }
                break;
            case "sendRecv":
                if (a.length == 10 && triple(a, 0) && triple(a, 5)) {
                    out.add(new MpiCallAccess(0, false));
                    out.add(new MpiCallAccess(5, true));
                }
                break;
            case "sendRecvReplace":
                if (a.length == 7 && triple(a, 0)) {
                    out.add(new MpiCallAccess(0, true));
                }
                break;
            default:
                break;
        }
        return out;
    }

    /** (Object buf, int count, Datatype type) at {@code i}. */
    private static boolean triple(Type[] a, int i) {
        return a[i].getDescriptor().equals(OBJECT) && a[i + 1] == Type.INT_TYPE
                && a[i + 2].getDescriptor().equals(DATATYPE);
    }
}
