package programs;

import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.Set;
import mpi.Comm;
import mpi.Count;
import mpi.Datatype;
import mpi.Errhandler;
import mpi.File;
import mpi.Group;
import mpi.Info;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Op;
import mpi.Request;
import mpi.UserFunction;
import mpi.Win;

/**
 * Calls random public methods of the API with arguments drawn from pools of bad values (null, freed and uncommitted
 * handles, negative and huge counts and ranks, heap, read-only and too small buffers, empty and short arrays) on one
 * rank, and prints one line per call: "call N Class.method(args)" and then "returned" or "threw <class>: <message>".
 * A call that throws anything but a documented refusal prints "UNCLEAR"; a crash of the JVM ends the output after
 * a "call" line. Args: seed, number of calls, optional directory for the files it opens.
 *
 * <p>Left out: methods that may wait forever for a message on one rank (receives, probes, synchronous sends) and
 * nonblocking sends and receives (a valid one to or from this rank stays pending; EnvironmentProgram checks their
 * refusals), nonblocking file reads (Open MPI 4.1's ompio never completes one at the end of a file, in C too; the
 * fuzz's files are mostly empty), and those that end or spawn processes. Everything else in the public classes is called, and a request
 * a call returns is completed at once, as MPI requires before its objects are freed.
 */
public class ApiFuzzProgram {
    private static final String[] CLASSES = {"MPI", "Comm", "Intracomm", "CartComm", "GraphComm", "Datatype",
        "Group", "Info", "Op", "Request", "Prequest", "Status", "Win", "File", "Count", "Errhandler"};
    private static final Set<String> SKIPPED = Set.of("Init", "InitThread", "Finalize", "abort", "spawn",
        "spawnMultiple", "accept", "connect", "join", "disconnect", "openPort", "closePort", "publishName",
        "unpublishName", "lookupName", "recv", "probe", "mProbe", "sendRecv", "sendRecvReplace", "sSend", "iSend",
        "ibSend", "isSend", "irSend", "iRecv", "iRead", "iReadAt", "iReadAll", "iReadAtAll", "iReadShared",
        "compareTo");

    private final Random random;
    private final String fileDir;

    private ApiFuzzProgram(long seed, String fileDir) {
        this.random = new Random(seed);
        this.fileDir = fileDir;
    }

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        MPI.COMM_WORLD.setErrhandler(MPI.ERRORS_RETURN);
        MPI.COMM_SELF.setErrhandler(MPI.ERRORS_RETURN);
        new ApiFuzzProgram(Long.parseLong(args[0]), args.length > 2 ? args[2] : "/tmp").run(Integer.parseInt(args[1]));
        MPI.Finalize();
        System.out.println("fuzz done");
    }

    private void run(int calls) throws Exception {
        List<Method> methods = new ArrayList<>();
        for (String name : CLASSES) {
            for (Method m : Class.forName("mpi." + name).getDeclaredMethods()) {
                if (Modifier.isPublic(m.getModifiers()) && !SKIPPED.contains(m.getName())) {
                    methods.add(m);
                }
            }
        }
        methods.sort(Comparator.comparing(Method::toString));
        for (int i = 0; i < calls; i++) {
            Method m = methods.get(random.nextInt(methods.size()));
            Object receiver = Modifier.isStatic(m.getModifiers()) ? null : receiver(m.getDeclaringClass());
            Object[] args = new Object[m.getParameterCount()];
            for (int k = 0; k < args.length; k++) {
                args[k] = value(m.getParameterTypes()[k]);
            }
            System.out.println("call " + i + " " + m.getDeclaringClass().getSimpleName() + "." + m.getName()
                    + describe(args));
            System.out.flush();
            try {
                Object result = m.invoke(receiver, args);
                System.out.println("returned");
                complete(result);
            } catch (InvocationTargetException e) {
                System.out.println(outcome(e.getCause()));
            }
            release(receiver);
        }
    }

    /**
     * Completes the request a call started (also an iDup's) before its objects are freed: MPI requires it before
     * a file is closed and before MPI_Finalize (Open MPI hangs or corrupts its heap otherwise). Everything on one
     * rank completes at once but a persistent receive nobody sends to, which is cancelled.
     */
    private static void complete(Object result) {
        Request r = result instanceof Request ? (Request) result
                : result instanceof Comm ? ((Comm) result).getRequest() : null;
        if (r == null) {
            return;
        }
        try {
            boolean done = r.test();
            for (int tries = 0; tries < 1000 && !done; tries++) {
                done = r.test();
            }
            if (!done) {
                r.cancel();
                r.waitFor();
            }
            System.out.println("completed");
        } catch (MPIException e) {
            System.out.println("completed with " + outcome(e));
        }
    }

    /** "threw" for the refusals the README documents, "UNCLEAR" for anything else (an internal failure). */
    private static String outcome(Throwable t) {
        boolean documented = t instanceof MPIException || t instanceof IllegalArgumentException
                || t instanceof IllegalStateException || t instanceof UnsupportedOperationException
                || t instanceof IndexOutOfBoundsException && !(t instanceof ArrayIndexOutOfBoundsException)
                || t instanceof NullPointerException && t.getMessage() != null && !t.getMessage().startsWith("Cannot ");
        StackTraceElement[] at = t.getStackTrace();
        return (documented ? "threw " : "UNCLEAR ") + t.getClass().getSimpleName() + ": " + t.getMessage()
                + (documented || at.length == 0 ? "" : " at " + at[0]);
    }

    /** A fresh object to call an instance method on (freed afterwards), or null for classes without one here. */
    private Object receiver(Class<?> type) throws MPIException {
        Intracomm world = MPI.COMM_WORLD;
        switch (type.getSimpleName()) {
            case "Comm":
            case "Intracomm":
                return world.dup();
            case "CartComm":
                return world.createCart(new int[] {1}, new boolean[] {true}, false);
            case "GraphComm":
                return world.createGraph(new int[] {0}, new int[0], false);
            case "Datatype":
                Datatype t = Datatype.createContiguous(2, MPI.INT);
                t.commit();
                return t;
            case "Group":
                return world.getGroup();
            case "Info":
                Info info = new Info();
                info.set("key", "value");
                return info;
            case "Op":
                return new Op(new UserFunction() { }, true);
            case "Request":
                return random.nextBoolean() ? MPI.REQUEST_NULL
                        : world.iRecv(MPI.newIntBuffer(4), 4, MPI.INT, MPI.PROC_NULL, 0);
            case "Prequest":
                return world.recvInit(MPI.newIntBuffer(4), 4, MPI.INT, MPI.PROC_NULL, 0);
            case "Status":
                return world.recv(new int[4], 4, MPI.INT, MPI.PROC_NULL, 0);
            case "Win":
                Win win = new Win(MPI.newIntBuffer(8), 8, 1, MPI.INFO_NULL, world);
                win.setErrhandler(MPI.ERRORS_RETURN);
                return win;
            case "File":
                return new File(world, fileDir + "/apifuzz-" + random.nextInt(4), MPI.MODE_CREATE | MPI.MODE_RDWR);
            case "Count":
                return new Count(random.nextInt(10));
            case "Errhandler":
                return MPI.ERRORS_RETURN;
            default:
                return null;
        }
    }

    private static void release(Object receiver) {
        try {
            if (receiver instanceof Win) {
                ((Win) receiver).free();
            } else if (receiver instanceof Comm && receiver != MPI.COMM_WORLD) {
                ((Comm) receiver).free();
            } else if (receiver instanceof File) {
                ((File) receiver).close();
            }
        } catch (MPIException | RuntimeException e) {
            // the call freed it already, or left the window in an epoch
        }
    }

    private Object value(Class<?> type) throws MPIException {
        int pick = random.nextInt(6);
        if (type == int.class) {
            return new int[] {-1, -7, 0, 1, 2, 3, 1 << 20, Integer.MAX_VALUE}[random.nextInt(8)];
        } else if (type == long.class) {
            return new long[] {-1, 0, 1, Long.MAX_VALUE}[random.nextInt(4)];
        } else if (type == boolean.class) {
            return random.nextBoolean();
        } else if (type == double.class) {
            return -1.0;
        } else if (type == String.class) {
            return pick == 0 ? null : pick == 1 ? "" : "x";
        } else if (Buffer.class.isAssignableFrom(type)) {
            return buffer(type, pick);
        } else if (type == Object.class) {
            return new Object[] {null, new int[1], new Object(), MPI.newIntBuffer(1), new String[2], new double[64]}[pick];
        } else if (type.isArray()) {
            return array(type.getComponentType(), pick);
        } else if (type == Datatype.class) {
            return datatype(pick);
        } else if (type == Comm.class || type == Intracomm.class) {
            return pick == 0 ? null : pick == 1 ? freedComm() : MPI.COMM_WORLD;
        } else if (type == Group.class) {
            return pick == 0 ? null : pick == 1 ? freedGroup() : pick == 2 ? MPI.GROUP_EMPTY : MPI.COMM_WORLD.getGroup();
        } else if (type == Info.class) {
            return pick == 0 ? null : pick == 1 ? freedInfo() : MPI.INFO_NULL;
        } else if (type == Op.class) {
            return pick == 0 ? null : pick == 1 ? MPI.MAXLOC : MPI.SUM;
        } else if (type == Request.class) {
            return pick == 0 ? null : pick == 1 ? freedRequest() : MPI.REQUEST_NULL;
        } else if (type == Errhandler.class) {
            return pick == 0 ? null : MPI.ERRORS_RETURN;
        } else if (type == Count.class) {
            return pick == 0 ? null : new Count(-1);
        }
        return null;
    }

    private static Buffer buffer(Class<?> type, int pick) {
        switch (pick) {
            case 0:
                return null;
            case 1:
                return ofKind(type, ByteBuffer.allocate(32));
            case 2:
                return ofKind(type, MPI.newByteBuffer(8));
            case 3:
                return ofKind(type, MPI.newByteBuffer(64).asReadOnlyBuffer());
            default:
                return ofKind(type, MPI.newByteBuffer(512));
        }
    }

    /** A buffer of the parameter's kind over {@code bytes} (an int view for a plain Buffer parameter). */
    private static Buffer ofKind(Class<?> type, ByteBuffer bytes) {
        bytes.order(ByteOrder.nativeOrder());
        if (type == ByteBuffer.class) {
            return bytes;
        } else if (type == CharBuffer.class) {
            return bytes.asCharBuffer();
        } else if (type == ShortBuffer.class) {
            return bytes.asShortBuffer();
        } else if (type == LongBuffer.class) {
            return bytes.asLongBuffer();
        } else if (type == FloatBuffer.class) {
            return bytes.asFloatBuffer();
        } else if (type == DoubleBuffer.class) {
            return bytes.asDoubleBuffer();
        }
        return bytes.asIntBuffer();
    }

    private Object array(Class<?> component, int pick) throws MPIException {
        if (pick == 0) {
            return null;
        }
        int length = pick == 1 ? 0 : pick == 2 ? 1 : 4;
        Object array = Array.newInstance(component, length);
        for (int i = 0; i < length; i++) {
            if (!component.isPrimitive() && pick != 3) {
                Array.set(array, i, value(component));
            } else if (component == int.class && pick == 5) {
                Array.setInt(array, i, new int[] {-1, 0, 5, 1 << 30}[random.nextInt(4)]);
            }
        }
        return array;
    }

    private static Datatype datatype(int pick) throws MPIException {
        switch (pick) {
            case 0:
                return null;
            case 1:
                Datatype freed = Datatype.createContiguous(2, MPI.INT);
                freed.free();
                return freed;
            case 2:
                return Datatype.createContiguous(3, MPI.DOUBLE);
            case 3:
                return MPI.DOUBLE;
            case 4:
                return MPI.BYTE;
            default:
                return MPI.INT;
        }
    }

    private static Comm freedComm() throws MPIException {
        Intracomm c = MPI.COMM_WORLD.dup();
        c.free();
        return c;
    }

    private static Group freedGroup() throws MPIException {
        Group g = MPI.COMM_WORLD.getGroup();
        g.free();
        return g;
    }

    private static Info freedInfo() throws MPIException {
        Info i = new Info();
        i.free();
        return i;
    }

    private static Request freedRequest() throws MPIException {
        Request r = MPI.COMM_WORLD.iRecv(MPI.newIntBuffer(1), 1, MPI.INT, MPI.PROC_NULL, 0);
        r.waitFor();
        r.free();
        return r;
    }

    private static String describe(Object[] args) {
        StringBuilder b = new StringBuilder("(");
        for (Object o : args) {
            if (b.length() > 1) {
                b.append(", ");
            }
            if (o == null) {
                b.append("null");
            } else if (o.getClass().isArray()) {
                b.append(o.getClass().getComponentType().getSimpleName()).append('[').append(Array.getLength(o))
                        .append(']');
            } else if (o instanceof Buffer) {
                Buffer buf = (Buffer) o;
                b.append(buf.isDirect() ? "direct " : "heap ").append(buf.isReadOnly() ? "read-only " : "")
                        .append(o.getClass().getSimpleName()).append('/').append(buf.capacity());
            } else if (o instanceof Number || o instanceof Boolean || o instanceof String) {
                b.append(o);
            } else {
                b.append(o.getClass().getSimpleName());
            }
        }
        return b.append(')').toString();
    }
}
