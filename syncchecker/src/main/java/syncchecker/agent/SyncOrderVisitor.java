package syncchecker.agent;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.commons.Method;
import race.RaceSettings;
import race.SyncEvents;
import race.Tasks;

/**
 * Instruments the synchronization of application code for the happens-before order of a rank's threads (race
 * checking only: with race off {@link #chain} returns the next visitor unchanged, decided once when the agent
 * starts). Each synchronization gets a probe (syncchecker.rt.SyncProbes):
 * <ul>
 * <li>MONITORENTER (acquire after) and MONITOREXIT (release before); synchronized methods: acquire at entry, release
 * before every return and, through a catch-all handler added last, on exceptional exit;</li>
 * <li>{@code start()} (the child starts after), {@code join(...)} (acquire the thread after), {@code wait(...)}
 * (release before, acquire after: the monitor is let go and taken again inside);</li>
 * <li>every call on a java.util.concurrent object (locks, conditions, latches, barriers, semaphores, queues, atomics,
 * futures, executors) and on a VarHandle: release on the object before (on a java.util.concurrent object, not for
 * reads: get, join, ...), acquire after; as their access modes say, plain and opaque accesses of atomics and
 * VarHandles (getPlain, setOpaque, a VarHandle's get and set, ...) order nothing, release-mode writes (lazySet,
 * setRelease) only release and getAcquire only acquires; an object such a call returns (a read lock, a Condition,
 * a Future) shares the receiver's clock. Tasks handed to executors and CompletableFuture stages are wrapped so they start after the
 * hand-over and end into the executor's clock;</li>
 * <li>calls on streams: their functions are wrapped when the stream is parallel (race.StreamTasks), and the caller
 * acquires what they did once a terminal operation returns;</li>
 * <li>volatile fields: release before a write, acquire after a read (one clock per field).</li>
 * </ul>
 * Only method bodies change, with temporaries that live between a store and its reload in straight-line code.
 */
public final class SyncOrderVisitor extends CallRewriter {
    /** Race checking is on (syncchecker.checks has "race"), read when the agent starts. */
    static final boolean RACE = RaceSettings.load().enabled;

    static {
        if (RACE) {
            SyncEvents.enable();
        }
    }

    private static final Type PROBES = Type.getObjectType("syncchecker/rt/SyncProbes");
    private static final Type OBJECT = Type.getObjectType("java/lang/Object");
    private static final Method ACQUIRE = Method.getMethod("void acquire(Object)");
    private static final Method RELEASE = Method.getMethod("void release(Object)");
    private static final Method ACQUIRE_RESULT = Method.getMethod("void acquire(Object, Object)");
    private static final Method DERIVED = Method.getMethod("void derived(Object, Object)");
    private static final Method STARTING = Method.getMethod("void starting(Object)");
    private static final Method JOINED = Method.getMethod("void joined(Object)");
    private static final Method VOLATILE_READ = Method.getMethod("void volatileRead(int)");
    private static final Method VOLATILE_WRITE = Method.getMethod("void volatileWrite(int)");
    private static final Method TASK = Method.getMethod("Object task(Object, Object, int)");
    private static final Method CREATED_WITH = Method.getMethod("void createdWith(Object, Object)");
    private static final Method STREAM_DONE = Method.getMethod("void streamDone(Object)");
    private static final Method COMBINED = Method.getMethod("void combined(Object, Object[])");
    private static final Method FORKED = Method.getMethod("void forked(Object)");
    private static final Method COMPUTING = Method.getMethod("void computing(Object)");
    private static final Method FORKED_EACH = Method.getMethod("void forkedEach(Object[])");
    private static final Method ACQUIRE_EACH = Method.getMethod("void acquireEach(Object[])");
    private static final String JUC_TASK = "Ljava/util/concurrent/ForkJoinTask;";
    private static final String COMBINE_DESC =
            "([Ljava/util/concurrent/CompletableFuture;)Ljava/util/concurrent/CompletableFuture;";

    private static final String JUC = "java/util/concurrent/";
    private static final String STREAMS = "java/util/stream/";
    /** The stream interfaces whose calls take functions and run them, when parallel, in several threads. */
    private static final Set<String> STREAM_TYPES = Set.of(STREAMS + "Stream", STREAMS + "IntStream",
            STREAMS + "LongStream", STREAMS + "DoubleStream", STREAMS + "BaseStream");
    /** java.util.concurrent classes whose calls do not synchronize threads (or would order unrelated threads). */
    private static final Set<String> NOT_SYNC = Set.of("java/util/concurrent/ThreadLocalRandom",
            "java/util/concurrent/TimeUnit");
    /**
     * Calls that only read what another thread released (a future's result, an atomic's value, a map's entry): they
     * acquire, but release nothing before. A release there would hand the reader's later clock to whoever acquires
     * the object next: a task still to start on a future joined early would seem to start after the join.
     */
    private static final Set<String> READS = Set.of("get", "getNow", "join", "isDone", "isCancelled",
            "isCompletedExceptionally", "resultNow", "exceptionNow", "getAcquire");
    /** Accesses of an atomic (or through a VarHandle) in plain or opaque mode: they order no other memory. */
    private static final Set<String> UNORDERED = Set.of("getPlain", "setPlain", "getOpaque", "setOpaque");
    /** Release-mode writes: they order what came before them, and acquire nothing. */
    private static final Set<String> RELEASES = Set.of("lazySet", "setRelease");
    private static final String ATOMICS = JUC + "atomic/";
    /** Executor methods whose functional arguments run in another thread. */
    private static final Set<String> TASK_METHODS = Set.of("execute", "submit", "invokeAll", "invokeAny",
            "schedule", "scheduleAtFixedRate", "scheduleWithFixedDelay");
    /** Executor methods that only hand tasks over: nothing they return from was released by another thread. */
    private static final Set<String> HAND_OVER = Set.of("execute", "submit", "schedule", "scheduleAtFixedRate",
            "scheduleWithFixedDelay");
    private static final Map<String, Integer> TASK_KINDS = Map.of(
            "Ljava/lang/Runnable;", Tasks.RUNNABLE,
            "Ljava/util/concurrent/Callable;", Tasks.CALLABLE,
            "Ljava/util/function/Supplier;", Tasks.SUPPLIER,
            "Ljava/util/function/Function;", Tasks.FUNCTION,
            "Ljava/util/function/Consumer;", Tasks.CONSUMER,
            "Ljava/util/function/BiFunction;", Tasks.BI_FUNCTION,
            "Ljava/util/function/BiConsumer;", Tasks.BI_CONSUMER);

    private final String owner;
    private final boolean isStatic;
    private final boolean synchronizedMethod;
    /** A ForkJoinTask's compute(): it begins after the task's hand-over and ends with a release of the task. */
    private final boolean forkJoinCompute;
    private final Runnable changed;
    /** NEW of java.util.concurrent classes not yet initialised: their {@code <init>} leaves the object on the stack. */
    private final Map<String, Integer> pendingNew = new HashMap<>();
    private Label start;

    private SyncOrderVisitor(MethodVisitor next, int access, String name, String desc, String owner,
            Runnable changed) {
        super(next, access, name, desc);
        this.owner = owner;
        this.isStatic = (access & Opcodes.ACC_STATIC) != 0;
        this.synchronizedMethod = (access & Opcodes.ACC_SYNCHRONIZED) != 0;
        this.forkJoinCompute = !isStatic && name.equals("compute") && desc.startsWith("()")
                && VolatileFields.extendsForkJoinTask(owner, null);
        this.changed = changed;
    }

    /**
     * {@code next} wrapped with synchronization probes when race checking runs, else {@code next} itself.
     * {@code changed} is told when the method gets a probe.
     */
    public static MethodVisitor chain(MethodVisitor next, int access, String name, String desc, String className,
            Runnable changed) {
        if (!RACE || next == null || (access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) != 0) {
            return next;
        }
        return new SyncOrderVisitor(next, access, name, desc, className.replace('.', '/'), changed);
    }

    // ---- synchronized methods ----------------------------------------------------------------------------------

    @Override
    public void visitCode() {
        super.visitCode();
        if (synchronizedMethod || forkJoinCompute) {
            changed.run();
            start = new Label();
            mark(start);
        }
        if (forkJoinCompute) {
            loadThis();
            invokeStatic(PROBES, COMPUTING);
        }
        if (synchronizedMethod) {
            pushMonitor();
            invokeStatic(PROBES, ACQUIRE);
        }
    }

    /** Before every exit of a synchronized method or of a ForkJoinTask's compute: the releases they make. */
    private void releaseAtExit() {
        if (synchronizedMethod) {
            pushMonitor();
            invokeStatic(PROBES, RELEASE);
        }
        if (forkJoinCompute) {
            loadThis();
            invokeStatic(PROBES, RELEASE);
        }
    }

    private void pushMonitor() {
        if (isStatic) {
            push(Type.getObjectType(owner));
        } else {
            loadThis();
        }
    }

    @Override
    public void visitMaxs(int maxStack, int maxLocals) {
        if (synchronizedMethod || forkJoinCompute) {
            // added last, so the method's own handlers keep precedence; only `this` is live in its frame
            Label end = new Label();
            Label handler = new Label();
            mark(end);
            mark(handler);
            Object[] locals = isStatic ? new Object[0] : new Object[] {owner};
            super.visitFrame(Opcodes.F_NEW, locals.length, locals, 1, new Object[] {"java/lang/Throwable"});
            releaseAtExit();
            throwException();
            super.visitTryCatchBlock(start, end, handler, null);
        }
        super.visitMaxs(maxStack, maxLocals);
    }

    // ---- monitors and returns ----------------------------------------------------------------------------------

    @Override
    public void visitInsn(int opcode) {
        if (opcode == Opcodes.MONITORENTER) {
            changed.run();
            dup();
            super.visitInsn(opcode);
            invokeStatic(PROBES, ACQUIRE);
            return;
        }
        if (opcode == Opcodes.MONITOREXIT) {
            changed.run();
            dup();
            invokeStatic(PROBES, RELEASE);
            super.visitInsn(opcode);
            return;
        }
        if (opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN) {
            releaseAtExit();
        }
        super.visitInsn(opcode);
    }

    // ---- volatile fields ---------------------------------------------------------------------------------------

    @Override
    public void visitFieldInsn(int opcode, String fieldOwner, String name, String desc) {
        int id = VolatileFields.id(fieldOwner, name, null);
        if (id < 0) {
            super.visitFieldInsn(opcode, fieldOwner, name, desc);
            return;
        }
        changed.run();
        if (opcode == Opcodes.GETFIELD || opcode == Opcodes.GETSTATIC) {
            super.visitFieldInsn(opcode, fieldOwner, name, desc);
            push(id);
            invokeStatic(PROBES, VOLATILE_READ);
        } else {
            push(id);
            invokeStatic(PROBES, VOLATILE_WRITE);
            super.visitFieldInsn(opcode, fieldOwner, name, desc);
        }
    }

    // ---- calls -------------------------------------------------------------------------------------------------

    @Override
    public void visitTypeInsn(int opcode, String type) {
        if (opcode == Opcodes.NEW && type.startsWith(JUC)) {
            pendingNew.merge(type, 1, Integer::sum);
        }
        super.visitTypeInsn(opcode, type);
    }

    @Override
    public void visitMethodInsn(int opcode, String type, String name, String desc, boolean itf) {
        boolean virtual = opcode == Opcodes.INVOKEVIRTUAL || opcode == Opcodes.INVOKEINTERFACE;
        if (opcode == Opcodes.INVOKEVIRTUAL && name.equals("start") && desc.equals("()V")) {
            changed.run();
            dup();
            invokeStatic(PROBES, STARTING);
            super.visitMethodInsn(opcode, type, name, desc, itf);
        } else if (opcode == Opcodes.INVOKEVIRTUAL && name.equals("join") && (desc.equals("()V")
                || desc.equals("(J)V") || desc.equals("(JI)V") || desc.equals("(Ljava/time/Duration;)Z"))) {
            around(opcode, type, name, desc, itf, null, JOINED, null);
        } else if (opcode == Opcodes.INVOKEVIRTUAL && name.equals("wait")
                && (desc.equals("()V") || desc.equals("(J)V") || desc.equals("(JI)V"))) {
            around(opcode, type, name, desc, itf, RELEASE, ACQUIRE, null);
        } else if (opcode == Opcodes.INVOKEVIRTUAL && type.equals("java/lang/invoke/VarHandle")) {
            if (name.equals("get") || name.equals("set")) {
                super.visitMethodInsn(opcode, type, name, desc, itf); // a VarHandle's plain mode
            } else {
                accessModeCall(opcode, type, name, desc, itf);
            }
        } else if (forkJoinHandOver(opcode, type, name, desc)) {
            forkJoinCall(opcode, type, name, desc, itf);
        } else if (concurrent(type)) {
            concurrentCall(opcode, virtual, type, name, desc, itf);
        } else if (virtual && STREAM_TYPES.contains(type)) {
            streamCall(opcode, type, name, desc, itf);
        } else {
            super.visitMethodInsn(opcode, type, name, desc, itf);
        }
    }

    private static boolean concurrent(String type) {
        if (type.startsWith(JUC)) {
            return !NOT_SYNC.contains(type);
        }
        return !type.startsWith("java/") && !type.startsWith("[") && VolatileFields.extendsConcurrent(type, null);
    }

    /**
     * A call that names its memory access mode (an atomic's or a VarHandle's): plain and opaque ones order nothing,
     * release-mode writes only release, getAcquire only acquires, the other modes release before and acquire after.
     */
    private void accessModeCall(int opcode, String type, String name, String desc, boolean itf) {
        if (UNORDERED.contains(name)) {
            super.visitMethodInsn(opcode, type, name, desc, itf);
            return;
        }
        around(opcode, type, name, desc, itf, name.equals("getAcquire") ? null : RELEASE,
                RELEASES.contains(name) ? null : ACQUIRE, null);
    }

    /** A call on a java.util.concurrent class (or an application subclass of one). */
    private void concurrentCall(int opcode, boolean virtual, String type, String name, String desc, boolean itf) {
        if (opcode == Opcodes.INVOKESTATIC && type.equals(JUC + "CompletableFuture")
                && (name.equals("allOf") || name.equals("anyOf")) && desc.equals(COMBINE_DESC)) {
            changed.run();
            dup(); // parts, parts
            super.visitMethodInsn(opcode, type, name, desc, itf);
            dupX1(); // combined, parts, combined
            swap(); // combined, combined, parts
            invokeStatic(PROBES, COMBINED);
            return;
        }
        int[] kinds = taskKinds(type, name, desc);
        if (virtual && type.startsWith(ATOMICS) && (UNORDERED.contains(name) || RELEASES.contains(name))) {
            accessModeCall(opcode, type, name, desc, itf);
            return;
        }
        if (virtual) {
            Type ret = Type.getReturnType(desc);
            boolean derived = ret.getSort() == Type.OBJECT && ret.getInternalName().startsWith(JUC);
            Method after = HAND_OVER.contains(name) && kinds != null ? (derived ? DERIVED : null)
                    : derived ? ACQUIRE_RESULT : ACQUIRE;
            around(opcode, type, name, desc, itf, READS.contains(name) ? null : RELEASE, after, kinds);
            return;
        }
        boolean creation = name.equals("<init>") && pendingNew.getOrDefault(type, 0) > 0;
        if (creation) {
            pendingNew.merge(type, -1, Integer::sum);
        }
        Type ret = Type.getReturnType(desc);
        boolean result = creation || opcode == Opcodes.INVOKESTATIC && ret.getSort() == Type.OBJECT;
        if (kinds == null || !result) {
            super.visitMethodInsn(opcode, type, name, desc, itf);
            return;
        }
        // a static factory (CompletableFuture.supplyAsync) or a constructor (CyclicBarrier, FutureTask) taking a
        // task: the task is wrapped, and what is made orders with its end
        changed.run();
        Type[] args = Type.getArgumentTypes(desc);
        int[] locals = storeArguments(args);
        int wrapped = temp(OBJECT);
        for (int i = 0; i < args.length; i++) {
            load(args[i], locals[i]);
            if (kinds[i] >= 0) {
                wrap(-1, args[i], kinds[i]);
                dup();
                mv.visitVarInsn(Opcodes.ASTORE, wrapped);
            }
        }
        super.visitMethodInsn(opcode, type, name, desc, itf);
        dup();
        mv.visitVarInsn(Opcodes.ALOAD, wrapped);
        invokeStatic(PROBES, CREATED_WITH);
    }

    /**
     * Calls that hand ForkJoinTasks to a pool: a task's fork(), a pool's execute, submit or invoke of one, and
     * ForkJoinTask.invokeAll of two or of an array.
     */
    private static boolean forkJoinHandOver(int opcode, String type, String name, String desc) {
        if (opcode == Opcodes.INVOKEVIRTUAL && name.equals("fork") && desc.equals("()" + JUC_TASK)) {
            return true;
        }
        if (opcode == Opcodes.INVOKEVIRTUAL && type.equals(JUC + "ForkJoinPool")) {
            return (name.equals("execute") || name.equals("submit") || name.equals("invoke"))
                    && desc.startsWith("(" + JUC_TASK + ")");
        }
        return opcode == Opcodes.INVOKESTATIC && name.equals("invokeAll")
                && (desc.equals("(" + JUC_TASK + JUC_TASK + ")V") || desc.equals("([" + JUC_TASK + ")V"));
    }

    /**
     * A ForkJoinTask hand-over: each task handed over starts its compute from here; where the call returns once the
     * tasks are done (a pool's invoke, invokeAll), their ends are acquired after it. A fork, execute or submit
     * acquires nothing: it returns before the task ran.
     */
    private void forkJoinCall(int opcode, String type, String name, String desc, boolean itf) {
        changed.run();
        Type[] args = Type.getArgumentTypes(desc);
        boolean fork = args.length == 0;
        boolean array = args.length == 1 && args[0].getSort() == Type.ARRAY;
        int[] tasks = fork ? new int[] {temp(OBJECT)} : storeArguments(args);
        if (fork) {
            dup();
            mv.visitVarInsn(Opcodes.ASTORE, tasks[0]);
        }
        for (int task : tasks) {
            mv.visitVarInsn(Opcodes.ALOAD, task);
            invokeStatic(PROBES, array ? FORKED_EACH : FORKED);
        }
        if (!fork) {
            for (int i = 0; i < args.length; i++) {
                load(args[i], tasks[i]);
            }
        }
        super.visitMethodInsn(opcode, type, name, desc, itf);
        if (name.equals("invoke") || name.equals("invokeAll")) {
            for (int task : tasks) {
                mv.visitVarInsn(Opcodes.ALOAD, task);
                invokeStatic(PROBES, array ? ACQUIRE_EACH : ACQUIRE);
            }
        }
    }

    /**
     * A call on a stream: its functions are wrapped (race.StreamTasks: only when the stream is parallel, decided
     * when the call runs), and a terminal operation (one that returns no stream) acquires what they did.
     */
    private void streamCall(int opcode, String type, String name, String desc, boolean itf) {
        Type[] args = Type.getArgumentTypes(desc);
        int[] kinds = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].getDescriptor().startsWith("Ljava/util/function/")) {
                if (kinds == null) {
                    kinds = new int[args.length];
                    java.util.Arrays.fill(kinds, -1);
                }
                kinds[i] = name.equals("forEachOrdered") ? Tasks.STREAM_ORDERED
                        : name.equals("forEach") ? Tasks.STREAM_LOOP : Tasks.STREAM;
            }
        }
        Type ret = Type.getReturnType(desc);
        boolean terminal = ret.getSort() != Type.OBJECT || !ret.getInternalName().startsWith(STREAMS);
        if (kinds == null && !terminal) {
            super.visitMethodInsn(opcode, type, name, desc, itf);
            return;
        }
        around(opcode, type, name, desc, itf, null, terminal ? STREAM_DONE : null, kinds);
    }

    /**
     * Per argument, the task kind (race.Tasks) when it is a task run by another thread, else -1; null when none is:
     * functional arguments of executor methods and of CompletableFuture, collections of callables of invokeAll/Any.
     */
    private static int[] taskKinds(String type, String name, String desc) {
        boolean stage = type.equals(JUC + "CompletableFuture") || type.equals(JUC + "CompletionStage");
        boolean ctor = name.equals("<init>");
        if (!stage && !ctor && !TASK_METHODS.contains(name)) {
            return null;
        }
        Type[] args = Type.getArgumentTypes(desc);
        int[] kinds = new int[args.length];
        boolean any = false;
        for (int i = 0; i < args.length; i++) {
            Integer k = TASK_KINDS.get(args[i].getDescriptor());
            if (k == null && name.startsWith("invoke") && args[i].getDescriptor().equals("Ljava/util/Collection;")) {
                k = Tasks.CALLABLES;
            }
            kinds[i] = k == null ? -1 : k;
            any |= k != null;
        }
        return any ? kinds : null;
    }

    /**
     * An instance call with probes around it: {@code before(receiver)} ahead of it, {@code after(receiver)} (or
     * {@code after(receiver, result)}) once it returned; task arguments ({@code kinds}) wrapped for the receiver.
     */
    private void around(int opcode, String type, String name, String desc, boolean itf, Method before,
            Method after, int[] kinds) {
        changed.run();
        Type[] args = Type.getArgumentTypes(desc);
        int[] locals = storeArguments(args);
        int receiver = temp(OBJECT);
        dup();
        mv.visitVarInsn(Opcodes.ASTORE, receiver);
        if (before != null) {
            dup();
            invokeStatic(PROBES, before);
        }
        for (int i = 0; i < args.length; i++) {
            load(args[i], locals[i]);
            if (kinds != null && kinds[i] >= 0) {
                wrap(receiver, args[i], kinds[i]);
            }
        }
        super.visitMethodInsn(opcode, type, name, desc, itf);
        if (after == ACQUIRE_RESULT || after == DERIVED) {
            dup(); // result
            mv.visitVarInsn(Opcodes.ALOAD, receiver);
            swap();
            invokeStatic(PROBES, after);
        } else if (after != null) {
            mv.visitVarInsn(Opcodes.ALOAD, receiver);
            invokeStatic(PROBES, after);
        }
    }

    /** Stack: a task argument. Replaces it by its wrapper for the owner in local {@code ownerLocal} (-1: none). */
    private void wrap(int ownerLocal, Type arg, int kind) {
        if (ownerLocal >= 0) {
            mv.visitVarInsn(Opcodes.ALOAD, ownerLocal);
        } else {
            mv.visitInsn(Opcodes.ACONST_NULL);
        }
        swap();
        push(kind);
        invokeStatic(PROBES, TASK);
        checkCast(arg);
    }

}
