package programs;

import static programs.Check.equal;
import static programs.Check.isTrue;

import java.nio.IntBuffer;
import mpi.Comm;
import mpi.Datatype;
import mpi.Group;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;
import mpi.Status;

/**
 * The environment from before MPI.InitThread to after MPI.Finalize, and bad input. Bad-input checks run under the
 * default ERRORS_ARE_FATAL handler: an argument the binding failed to refuse would reach the library and abort the
 * job, so a clean exit proves every refusal happened before any native call. Then the ERRORS_RETURN checks.
 */
public class EnvironmentProgram {
    static final Intracomm W = MPI.COMM_WORLD;
    static final Intracomm SELF = MPI.COMM_SELF;
    static int rank;
    static int size;
    static int partner;
    static Status lastStatus;

    public static void main(String[] args) throws Exception {
        beforeInit();
        int provided = MPI.InitThread(args, MPI.THREAD_MULTIPLE);
        rank = W.getRank();
        size = W.getSize();
        partner = rank ^ 1;
        if (rank == 0) {
            System.out.println("thread level " + provided);
        }
        environment(provided);
        threads(provided);
        badCounts();
        badBuffers();
        freedObjects();
        badArguments();
        errorsReturn();
        W.barrier();
        lastStatus = SELF.sendRecv(new int[1], 1, MPI.INT, 0, 1, new int[1], 1, MPI.INT, 0, 1);
        MPI.Finalize();
        afterFinalize();
    }

    static void beforeInit() {
        Check.ok("before init: not initialized, not finalized", () -> {
            equal(false, MPI.isInitialized(), "isInitialized");
            equal(false, MPI.isFinalized(), "isFinalized");
        });
        Check.ok("before init: versions", () -> {
            equal(MPI.VERSION, MPI.getVersion().getVersion(), "version");
            equal(MPI.SUBVERSION, MPI.getVersion().getSubVersion(), "subversion");
            String library = MPI.getLibVersion();
            isTrue(library.startsWith("Open MPI") || library.startsWith("MPICH"), "library version " + library);
        });
        Check.refusesMpi("before init: communicator refused", MPI.ERR_OTHER, () -> W.getRank(),
                "not initialized");
        Check.refusesMpi("before init: send refused", MPI.ERR_OTHER,
                () -> W.send(new int[1], 1, MPI.INT, 0, 0), "not initialized");
        Check.refusesMpi("before init: datatype refused", MPI.ERR_OTHER,
                () -> Datatype.createVector(2, 1, 2, MPI.INT), "not initialized");
        Check.refusesMpi("before init: extent refused", MPI.ERR_OTHER, () -> MPI.INT.getExtent(),
                "not initialized");
        Check.refusesMpi("before init: queryThread refused", MPI.ERR_OTHER, () -> MPI.queryThread(),
                "not initialized");
        Check.refusesMpi("before init: getProcessorName refused", MPI.ERR_OTHER, () -> MPI.getProcessorName(),
                "not initialized");
        Check.refusesMpi("before init: request refused", MPI.ERR_OTHER, () -> MPI.REQUEST_NULL.waitFor(),
                "not initialized");
        Check.refusesMpi("before init: request array refused", MPI.ERR_OTHER,
                () -> Request.waitAll(new Request[] {MPI.REQUEST_NULL}), "not initialized");
        if (Check.mpich()) {
            // MPI allows neither before MPI_Init; MPICH aborts the process, so the binding refuses them there
            Check.refusesMpi("before init: wtime refused where the library would abort", MPI.ERR_OTHER,
                    () -> MPI.wtime(), "MPI.wtime", "before MPI.Init");
            Check.refusesMpi("before init: wtick refused where the library would abort", MPI.ERR_OTHER,
                    () -> MPI.wtick(), "MPI.wtick", "before MPI.Init");
        } else {
            Check.ok("before init: wtime and wtick work", () -> {
                isTrue(MPI.wtick() > 0, "wtick");
                isTrue(MPI.wtime() >= 0, "wtime");
            });
        }
        Check.refusesMpi("before init: Finalize refused", MPI.ERR_OTHER, () -> MPI.Finalize(), "not initialized");
    }

    static void environment(int provided) {
        Check.ok("InitThread and queryThread", () -> {
            isTrue(provided >= MPI.THREAD_SINGLE && provided <= MPI.THREAD_MULTIPLE, "provided level " + provided);
            equal(provided, MPI.queryThread(), "queryThread");
            isTrue(MPI.isThreadMain(), "isThreadMain");
            equal(true, MPI.isInitialized(), "isInitialized");
            equal(false, MPI.isFinalized(), "isFinalized");
        });
        Check.refusesMpi("Init twice refused", MPI.ERR_OTHER, () -> MPI.Init(new String[0]), "already");
        Check.ok("wtime and wtick", () -> {
            double t0 = MPI.wtime();
            double tick = MPI.wtick();
            isTrue(tick > 0 && tick < 1, "wtick " + tick);
            Thread.sleep(20);
            double t1 = MPI.wtime();
            isTrue(t1 - t0 >= 0.015 && t1 - t0 < 60, "wtime advanced " + (t1 - t0) + " from " + t0);
        });
        Check.ok("getProcessorName", () -> {
            String name = MPI.getProcessorName();
            isTrue(name != null && !name.isEmpty() && name.indexOf('\0') < 0, "name \"" + name + "\"");
        });
        Check.ok("INFO_ENV names the program, not the JVM", () -> {
            // absent where the library records nothing (MPICH); else the main class, as Open MPI 4.1's launcher says
            String command = MPI.INFO_ENV.get("command");
            isTrue(command == null || command.equals(EnvironmentProgram.class.getName()), "command " + command);
            String argv = MPI.INFO_ENV.get("argv");
            isTrue(argv == null || argv.isEmpty() || !argv.contains("-cp"), "argv " + argv);
        });
        Check.ok("default error handler", () -> {
            equal(MPI.ERRORS_ARE_FATAL, W.getErrhandler(), "COMM_WORLD's handler");
        });
    }

    /** Two threads exchange with the partner at once, each on its own communicator, arrays staged per thread. */
    static void threads(int provided) {
        Check.ok("THREAD_MULTIPLE concurrent exchanges", () -> {
            if (provided != MPI.THREAD_MULTIPLE) {
                return; // the level is checked above; nothing concurrent to try below it
            }
            Intracomm[] comms = {W.dup(), W.dup()};
            Throwable[] failure = new Throwable[2];
            Thread[] workers = new Thread[2];
            for (int t = 0; t < 2; t++) {
                int id = t;
                workers[t] = new Thread(() -> {
                    try {
                        for (int i = 0; i < 200; i++) {
                            int n = 1 + (i * 7 + id * 3) % 300;
                            long[] out = new long[n];
                            long[] in = new long[n];
                            for (int k = 0; k < n; k++) {
                                out[k] = ((long) rank << 40) + ((long) id << 32) + i * 1000L + k;
                            }
                            comms[id].sendRecv(out, n, MPI.LONG, partner, i, in, n, MPI.LONG, partner, i);
                            for (int k = 0; k < n; k++) {
                                long want = ((long) partner << 40) + ((long) id << 32) + i * 1000L + k;
                                if (in[k] != want) {
                                    throw new AssertionError("thread " + id + " round " + i + " element " + k
                                            + ": " + in[k] + " instead of " + want);
                                }
                            }
                        }
                    } catch (Throwable e) {
                        failure[id] = e;
                    }
                });
                workers[t].start();
            }
            for (Thread w : workers) {
                w.join();
            }
            for (Intracomm c : comms) {
                c.free();
            }
            for (Throwable f : failure) {
                if (f != null) {
                    throw new AssertionError(f.toString(), f);
                }
            }
        });
    }

    static void badCounts() throws MPIException {
        Datatype vec = Datatype.createVector(3, 1, 4, MPI.INT); // extent 9 ints, two of them span 18
        vec.commit();
        Check.refusesMpi("count beyond array", MPI.ERR_COUNT, () -> W.send(new int[4], 5, MPI.INT, partner, 1),
                "count 5", "buf", "16 bytes");
        Check.refusesMpi("count beyond array on receive", MPI.ERR_COUNT,
                () -> W.recv(new double[2], 3, MPI.DOUBLE, partner, 1), "count 3", "buf");
        Check.refusesMpi("count beyond array with vector extent", MPI.ERR_COUNT,
                () -> W.send(new int[17], 2, vec, partner, 1), "count 2", "72 bytes", "68 bytes");
        Check.ok("count within array with vector extent", () -> {
            int[] out = new int[18];
            int[] in = new int[18];
            for (int i = 0; i < 18; i++) {
                out[i] = rank * 100 + i;
                in[i] = -1;
            }
            W.sendRecv(out, 2, vec, partner, 2, in, 2, vec, partner, 2);
            for (int i = 0; i < 18; i++) {
                int want = i % 9 % 4 == 0 ? partner * 100 + i : -1;
                equal(want, in[i], "element " + i);
            }
        });
        Check.refusesMpi("count beyond direct buffer", MPI.ERR_COUNT,
                () -> W.iSend(MPI.newIntBuffer(4), 5, MPI.INT, partner, 1), "count 5", "buf");
        Check.refusesMpi("count beyond direct buffer on iRecv", MPI.ERR_COUNT,
                () -> W.iRecv(MPI.newIntBuffer(4), 5, MPI.INT, partner, 1), "count 5", "buf");
        Check.refusesMpi("count beyond direct buffer with vector extent", MPI.ERR_COUNT,
                () -> W.iSend(MPI.newIntBuffer(17), 2, vec, partner, 1), "count 2", "buf");
        Check.refusesMpi("count beyond direct byte buffer of doubles", MPI.ERR_COUNT,
                () -> W.iRecv(MPI.newByteBuffer(15), 2, MPI.DOUBLE, partner, 1), "count 2", "15 bytes");
        Check.refusesMpi("count beyond direct slice", MPI.ERR_COUNT,
                () -> W.recv(MPI.slice(MPI.newIntBuffer(10), 8), 3, MPI.INT, partner, 1), "count 3");
        Check.refusesMpi("count beyond heap slice", MPI.ERR_COUNT,
                () -> W.send(MPI.slice(new int[10], 8), 3, MPI.INT, partner, 1), "count 3", "8 bytes");
        Check.refusesMpi("count beyond array in sendRecv", MPI.ERR_COUNT,
                () -> W.sendRecv(new int[4], 4, MPI.INT, partner, 1, new int[3], 4, MPI.INT, partner, 1),
                "recvbuf");
        Check.refusesMpi("huge count", MPI.ERR_COUNT,
                () -> W.send(new int[4], Integer.MAX_VALUE, MPI.INT, partner, 1), "count 2147483647");
        Check.refusesMpi("huge count of vector", MPI.ERR_COUNT,
                () -> W.iSend(MPI.newIntBuffer(4), Integer.MAX_VALUE, vec, partner, 1), "count 2147483647");
        // collectives on COMM_SELF: every rank is its own root, so a refusal strands no peer
        Check.refusesMpi("count beyond array in bcast", MPI.ERR_COUNT,
                () -> SELF.bcast(new int[2], 3, MPI.INT, 0), "buf");
        Check.refusesMpi("count beyond recvbuf in gather", MPI.ERR_COUNT,
                () -> SELF.gather(new int[2], 2, MPI.INT, new int[1], 2, MPI.INT, 0), "recvbuf");
        Check.refusesMpi("count beyond sendbuf in scatter", MPI.ERR_COUNT,
                () -> SELF.scatter(new int[1], 2, MPI.INT, new int[2], 2, MPI.INT, 0), "sendbuf");
        Check.refusesMpi("count beyond recvbuf in allGather", MPI.ERR_COUNT,
                () -> SELF.allGather(new int[2], 2, MPI.INT, MPI.newIntBuffer(1), 2, MPI.INT), "recvbuf");
        Check.refusesMpi("count beyond sendbuf in allToAll", MPI.ERR_COUNT,
                () -> SELF.allToAll(new long[1], 2, MPI.LONG, new long[2], 2, MPI.LONG), "sendbuf");
        Check.refusesMpi("count beyond recvbuf in reduce", MPI.ERR_COUNT,
                () -> SELF.reduce(new int[3], new int[2], 3, MPI.INT, MPI.SUM, 0), "recvbuf");
        Check.refusesMpi("count beyond buf in allReduce in place", MPI.ERR_COUNT,
                () -> SELF.allReduce(MPI.newDoubleBuffer(2), 3, MPI.DOUBLE, MPI.SUM), "buf");
        Check.refusesMpi("negative count in send", MPI.ERR_COUNT,
                () -> W.send(new int[4], -1, MPI.INT, partner, 1), "count", "negative", "-1");
        Check.refusesMpi("negative count in recv", MPI.ERR_COUNT,
                () -> W.recv(new int[4], -2, MPI.INT, partner, 1), "count", "negative");
        Check.refusesMpi("negative count in iSend", MPI.ERR_COUNT,
                () -> W.iSend(MPI.newIntBuffer(4), -1, MPI.INT, partner, 1), "count", "negative");
        Check.refusesMpi("negative count in iRecv", MPI.ERR_COUNT,
                () -> W.iRecv(MPI.newIntBuffer(4), -1, MPI.INT, partner, 1), "count", "negative");
        Check.refusesMpi("negative count in bcast", MPI.ERR_COUNT,
                () -> SELF.bcast(new int[4], -1, MPI.INT, 0), "count", "negative");
        Check.refusesMpi("negative count in allReduce", MPI.ERR_COUNT,
                () -> SELF.allReduce(new int[4], new int[4], -3, MPI.INT, MPI.SUM), "count", "negative");
        Check.refusesMpi("negative count in gather", MPI.ERR_COUNT,
                () -> SELF.gather(new int[4], -1, MPI.INT, new int[4], 1, MPI.INT, 0), "count", "negative");
        Check.refusesMpi("negative count in createVector", MPI.ERR_COUNT,
                () -> Datatype.createVector(-1, 1, 2, MPI.INT), "count", "negative");
        Check.ok("vector reaching before the buffer refused", () -> {
            Datatype backwards = Datatype.createVector(3, 1, -2, MPI.INT); // blocks at 0, -8 and -16 bytes
            backwards.commit();
            MPIException e = Check.expect(MPIException.class,
                    () -> W.send(new int[20], 1, backwards, partner, 1), "before the start of the buffer");
            equal(MPI.ERR_BUFFER, e.getErrorClass(), "error class");
            Check.expect(MPIException.class, () -> W.iRecv(MPI.newIntBuffer(20), 1, backwards, partner, 1),
                    "before the start of the buffer");
            backwards.free();
        });
        vec.free();
    }

    static void badBuffers() {
        Check.refuses("heap buffer to iSend", IllegalArgumentException.class,
                () -> W.iSend(IntBuffer.allocate(4), 4, MPI.INT, partner, 1), "The buffer must be direct", "buf");
        Check.refuses("heap buffer to iRecv", IllegalArgumentException.class,
                () -> W.iRecv(MPI.slice(new int[8], 2), 4, MPI.INT, partner, 1), "The buffer must be direct");
        Check.refuses("heap buffer to isSend", IllegalArgumentException.class,
                () -> W.isSend(java.nio.ByteBuffer.allocate(4), 4, MPI.BYTE, partner, 1),
                "The buffer must be direct");
        Check.refuses("heap view buffer to send", IllegalArgumentException.class,
                () -> W.send(java.nio.ByteBuffer.allocate(16).asIntBuffer(), 4, MPI.INT, partner, 1), "buf",
                "view");
        Check.refuses("read-only heap buffer to recv", IllegalArgumentException.class,
                () -> W.recv(IntBuffer.wrap(new int[4]).asReadOnlyBuffer(), 4, MPI.INT, partner, 1), "buf",
                "read-only");
        IntBuffer readOnly = MPI.newIntBuffer(4).asReadOnlyBuffer();
        Check.refuses("read-only direct buffer to recv", IllegalArgumentException.class,
                () -> W.recv(readOnly, 4, MPI.INT, partner, 1), "buf is a read-only", "MPI writes into it");
        Check.refuses("read-only direct buffer to iRecv", IllegalArgumentException.class,
                () -> W.iRecv(readOnly, 4, MPI.INT, partner, 1), "buf is a read-only");
        Check.refuses("read-only direct buffer to recvInit", IllegalArgumentException.class,
                () -> W.recvInit(readOnly, 4, MPI.INT, partner, 1), "buf is a read-only");
        Check.refuses("read-only direct recvbuf to allReduce", IllegalArgumentException.class,
                () -> SELF.allReduce(MPI.newIntBuffer(4), readOnly, 4, MPI.INT, MPI.SUM), "recvbuf is a read-only");
        Check.refuses("read-only direct recvbuf to iAllReduce", IllegalArgumentException.class,
                () -> SELF.iAllReduce(MPI.newIntBuffer(4), readOnly, 4, MPI.INT, MPI.SUM), "recvbuf is a read-only");
        Check.ok("read-only direct buffer to send", () -> W.send(readOnly, 4, MPI.INT, MPI.PROC_NULL, 1));
        Check.refusesMpi("cancel of an inactive persistent request", MPI.ERR_REQUEST,
                () -> W.recvInit(MPI.newIntBuffer(1), 1, MPI.INT, partner, 1).cancel(), "inactive persistent");
        Check.refuses("slice of a null buffer", IllegalArgumentException.class, () -> MPI.slice((IntBuffer) null, 1),
                "buf is null");
        Check.refuses("slice beyond an array", IndexOutOfBoundsException.class, () -> MPI.slice(new int[4], 5),
                "offset 5", "array of 4");
        Check.refuses("direct buffer over 2 GiB", IllegalArgumentException.class,
                () -> MPI.newIntBuffer(Integer.MAX_VALUE), "newIntBuffer(2147483647)", "more than a direct buffer");
        Check.refusesMpi("null buffer to send", MPI.ERR_BUFFER, () -> W.send(null, 3, MPI.INT, partner, 1),
                "buf is null", "count is 3");
        Check.refusesMpi("null buffer to recv", MPI.ERR_BUFFER, () -> W.recv(null, 3, MPI.INT, partner, 1),
                "buf is null");
        Check.refusesMpi("null buffer to iSend", MPI.ERR_BUFFER, () -> W.iSend(null, 3, MPI.INT, partner, 1),
                "buf is null");
        Check.refusesMpi("null buffer to iRecv", MPI.ERR_BUFFER, () -> W.iRecv(null, 1, MPI.INT, partner, 1),
                "buf is null");
        Check.refusesMpi("null sendbuf to allReduce", MPI.ERR_BUFFER,
                () -> SELF.allReduce(null, new int[2], 2, MPI.INT, MPI.SUM), "sendbuf is null");
        Check.refuses("object that is no buffer", IllegalArgumentException.class,
                () -> W.send("text", 1, MPI.BYTE, partner, 1), "buf", "primitive array");
        Check.refuses("array of objects", IllegalArgumentException.class,
                () -> W.send(new Integer[] {1, 2}, 2, MPI.INT, partner, 1), "buf", "primitive array");
    }

    static void freedObjects() throws MPIException {
        Check.ok("freed request used again", () -> {
            Request r = W.iRecv(MPI.newIntBuffer(1), 1, MPI.INT, partner, 77);
            r.cancel();
            r.waitFor();
            r.free();
            isTrue(r.isNull(), "null after free");
            Check.expect(MPIException.class, r::waitFor, "request", "freed");
            Check.expect(MPIException.class, r::test, "request", "freed");
            Check.expect(MPIException.class, r::waitStatus, "request", "freed");
            Check.expect(MPIException.class, r::getStatus, "request", "freed");
            Check.expect(MPIException.class, r::cancel, "request", "freed");
            Check.expect(MPIException.class, r::free, "request", "freed");
            MPIException e = Check.expect(MPIException.class, () -> Request.waitAll(new Request[] {r}),
                    "requests[0]", "freed");
            equal(MPI.ERR_REQUEST, e.getErrorClass(), "error class");
            Check.expect(MPIException.class, () -> Request.testAny(new Request[] {MPI.REQUEST_NULL, r}),
                    "requests[1]", "freed");
        });
        Check.ok("freed active request used again", () -> {
            Request s = SELF.iSend(MPI.newIntBuffer(1), 1, MPI.INT, 0, 78);
            s.free();
            SELF.recv(new int[1], 1, MPI.INT, 0, 78);
            Check.expect(MPIException.class, s::waitFor, "request", "freed");
        });
        Check.ok("same active request twice refused", () -> {
            IntBuffer in = MPI.newIntBuffer(1);
            IntBuffer out = MPI.newIntBuffer(1);
            out.put(0, 41 + rank);
            Request r = SELF.iRecv(in, 1, MPI.INT, 0, 79);
            Request s = SELF.iSend(out, 1, MPI.INT, 0, 79);
            MPIException e = Check.expect(MPIException.class, () -> Request.waitAll(new Request[] {r, s, r}),
                    "requests[0] and requests[2]", "same");
            equal(MPI.ERR_REQUEST, e.getErrorClass(), "error class");
            Check.expect(MPIException.class, () -> Request.testAny(new Request[] {s, s}),
                    "requests[0] and requests[1]");
            Request[] many = new Request[40];
            java.util.Arrays.fill(many, MPI.REQUEST_NULL);
            many[7] = r;
            many[33] = r;
            Check.expect(MPIException.class, () -> Request.waitSome(many), "requests[7] and requests[33]");
            Request.waitAll(new Request[] {r, MPI.REQUEST_NULL, s, MPI.REQUEST_NULL});
            equal(41 + rank, in.get(0), "the exchange still completes");
            isTrue(r.isNull() && s.isNull(), "both null");
            Request.waitAll(new Request[] {r, r, s}); // completed requests are null: repeating them is harmless
        });
        Check.ok("freed communicator used", () -> {
            Intracomm dup = W.dup();
            equal(rank, dup.getRank(), "rank before free");
            equal(size, dup.getSize(), "size before free");
            dup.free();
            isTrue(dup.isNull(), "null after free");
            Check.expect(MPIException.class, dup::getRank, "communicator", "freed");
            Check.expect(MPIException.class, dup::getSize, "communicator", "freed");
            Check.expect(MPIException.class, () -> dup.send(new int[1], 1, MPI.INT, partner, 1), "freed");
            Check.expect(MPIException.class, () -> dup.iRecv(MPI.newIntBuffer(1), 1, MPI.INT, partner, 1),
                    "freed");
            Check.expect(MPIException.class, dup::barrier, "freed");
            Check.expect(MPIException.class, () -> dup.bcast(new int[1], 1, MPI.INT, 0), "freed");
            Check.expect(MPIException.class, dup::getGroup, "freed");
            Check.expect(MPIException.class, dup::dup, "freed");
            Check.expect(MPIException.class, () -> dup.split(0, 0), "freed");
            Check.expect(MPIException.class, dup::free, "freed");
            MPIException e = Check.expect(MPIException.class, () -> Comm.compare(dup, W), "freed");
            equal(MPI.ERR_COMM, e.getErrorClass(), "error class");
        });
        Check.ok("freed datatype used", () -> {
            Datatype pair = Datatype.createContiguous(2, MPI.INT);
            pair.commit();
            equal(2, pair.getExtent(), "extent before free (in ints, as Open MPI counts)");
            pair.free();
            isTrue(pair.isNull(), "null after free");
            MPIException e = Check.expect(MPIException.class,
                    () -> W.send(new int[4], 1, pair, partner, 1), "type", "freed");
            equal(MPI.ERR_TYPE, e.getErrorClass(), "error class");
            Check.expect(MPIException.class, () -> W.iSend(MPI.newIntBuffer(4), 1, pair, partner, 1), "type",
                    "freed");
            Check.expect(MPIException.class, () -> SELF.allReduce(new int[2], 1, pair, MPI.SUM), "type",
                    "freed");
            Check.expect(MPIException.class, pair::commit, "freed");
            Check.expect(MPIException.class, pair::free, "freed");
            Check.expect(MPIException.class, pair::getExtent, "freed");
            Check.expect(MPIException.class, pair::getSize, "freed");
            Check.expect(MPIException.class, () -> Datatype.createVector(1, 1, 1, pair), "freed");
        });
        Check.ok("freed group used", () -> {
            Group g = W.getGroup();
            g.free();
            Check.expect(MPIException.class, g::getSize, "group", "freed");
            Check.expect(MPIException.class, g::free, "group", "freed");
        });
        Check.refusesMpi("predefined datatype cannot be freed", MPI.ERR_TYPE, () -> MPI.INT.free(), "MPI.INT");
        Check.ok("REQUEST_NULL cannot be freed", () -> {
            MPIException e = Check.expect(MPIException.class, MPI.REQUEST_NULL::free, "REQUEST_NULL");
            equal(MPI.ERR_REQUEST, e.getErrorClass(), "error class");
            Request.waitAll(new Request[] {MPI.REQUEST_NULL, MPI.REQUEST_NULL});
            isTrue(MPI.REQUEST_NULL.test(), "still usable");
            Request done = SELF.iSend(MPI.newIntBuffer(1), 1, MPI.INT, 0, 80);
            SELF.recv(new int[1], 1, MPI.INT, 0, 80);
            done.waitFor();
            done.free(); // a completed request may be freed, as programs for Open MPI do
        });
        Check.refusesMpi("COMM_WORLD cannot be freed", MPI.ERR_COMM, () -> W.free(), "COMM_WORLD");
        Check.ok("predefined objects still usable", () -> {
            int[] x = {rank};
            W.allReduce(x, 1, MPI.INT, MPI.SUM);
            equal(size * (size - 1) / 2, x[0], "allReduce on COMM_WORLD with MPI.INT");
        });
    }

    static void badArguments() {
        Check.refuses("null datatype", IllegalArgumentException.class,
                () -> W.send(new int[1], 1, null, partner, 1), "type is null");
        Check.refuses("null datatype to iRecv", IllegalArgumentException.class,
                () -> W.iRecv(MPI.newIntBuffer(1), 1, null, partner, 1), "type is null");
        Check.refuses("null recvtype", IllegalArgumentException.class,
                () -> W.sendRecv(new int[1], 1, MPI.INT, partner, 1, new int[1], 1, null, partner, 1), "recvtype");
        Check.refuses("null op", IllegalArgumentException.class,
                () -> SELF.allReduce(new int[1], new int[1], 1, MPI.INT, null), "op is null");
        Check.refuses("null request array", IllegalArgumentException.class, () -> Request.waitAll(null),
                "requests is null");
        Check.refuses("null request in array", IllegalArgumentException.class,
                () -> Request.testAll(new Request[] {MPI.REQUEST_NULL, null}), "requests[1] is null");
        Check.refuses("null communicator to compare", IllegalArgumentException.class,
                () -> Comm.compare(null, W), "comm1 is null");
        Check.refuses("null datatype to getCount", IllegalArgumentException.class, () -> {
            Status st = SELF.sendRecv(new int[1], 1, MPI.INT, 0, 1, new int[1], 1, MPI.INT, 0, 1);
            st.getCount(null);
        }, "datatype is null");
        Check.refuses("null error handler", IllegalArgumentException.class, () -> W.setErrhandler(null),
                "errhandler is null");
    }

    static void errorsReturn() throws MPIException {
        W.setErrhandler(MPI.ERRORS_RETURN);
        Check.ok("ERRORS_RETURN installed", () -> equal(MPI.ERRORS_RETURN, W.getErrhandler(), "handler"));
        int bad = size + 5;
        Check.refusesMpi("invalid rank to send", MPI.ERR_RANK, () -> W.send(new int[1], 1, MPI.INT, bad, 1),
                "MPI_Send", "dest " + bad, "size " + size);
        Check.refusesMpi("invalid rank to recv", MPI.ERR_RANK, () -> W.recv(new int[1], 1, MPI.INT, -7, 1),
                "MPI_Recv", "source -7");
        Check.refusesMpi("invalid rank to iSend", MPI.ERR_RANK,
                () -> W.iSend(MPI.newIntBuffer(1), 1, MPI.INT, bad, 1), "dest " + bad);
        Check.refusesMpi("invalid tag to send", MPI.ERR_TAG, () -> W.send(new int[1], 1, MPI.INT, partner, -5),
                "tag -5");
        Check.refusesMpi("invalid tag to iRecv", MPI.ERR_TAG,
                () -> W.iRecv(MPI.newIntBuffer(1), 1, MPI.INT, partner, -5), "tag -5");
        Check.refusesMpi("invalid root to bcast", MPI.ERR_ROOT, () -> W.bcast(new int[1], 1, MPI.INT, bad),
                "root " + bad);
        Check.ok("error code and string", () -> {
            MPIException e = Check.expect(MPIException.class, () -> W.send(new int[1], 1, MPI.INT, bad, 1));
            isTrue(e.getErrorCode() != MPI.SUCCESS, "error code " + e.getErrorCode());
            isTrue(e.getMessage().contains("rank"), "library's error string in \"" + e.getMessage() + "\"");
        });
        Check.refusesMpi("uncommitted datatype", MPI.ERR_TYPE, () -> {
            Datatype raw = Datatype.createContiguous(2, MPI.INT);
            try {
                SELF.setErrhandler(MPI.ERRORS_RETURN);
                SELF.sendRecv(new int[2], 1, raw, 0, 1, new int[2], 1, raw, 0, 1);
            } finally {
                raw.free();
            }
        });
        Check.ok("truncation", () -> {
            for (int dir = 0; dir < 2; dir++) {
                if ((dir == 0) == (rank % 2 == 0)) {
                    W.send(new int[] {1, 2, 3, 4}, 4, MPI.INT, partner, 9);
                } else {
                    MPIException e = Check.expect(MPIException.class,
                            () -> W.recv(new int[2], 2, MPI.INT, partner, 9), "MPI_Recv");
                    equal(MPI.ERR_TRUNCATE, e.getErrorClass(), "error class");
                }
            }
        });
        Check.ok("still usable after errors", () -> {
            int[] x = {1};
            W.allReduce(x, 1, MPI.INT, MPI.SUM);
            equal(size, x[0], "allReduce");
        });
    }

    static void afterFinalize() {
        Check.ok("after finalize: finalized", () -> {
            equal(true, MPI.isFinalized(), "isFinalized");
            equal(true, MPI.isInitialized(), "isInitialized");
        });
        Check.refusesMpi("after finalize: communicator refused", MPI.ERR_OTHER, () -> W.getRank(), "finalized");
        Check.refusesMpi("after finalize: send refused", MPI.ERR_OTHER,
                () -> W.send(new int[1], 1, MPI.INT, 0, 0), "finalized");
        Check.refusesMpi("after finalize: datatype refused", MPI.ERR_OTHER,
                () -> Datatype.createContiguous(2, MPI.INT), "finalized");
        Check.refusesMpi("after finalize: request refused", MPI.ERR_OTHER, () -> MPI.REQUEST_NULL.test(),
                "finalized");
        Check.refusesMpi("after finalize: status refused", MPI.ERR_OTHER, () -> lastStatus.getCount(MPI.INT),
                "finalized");
        Check.refusesMpi("after finalize: getProcessorName refused", MPI.ERR_OTHER, () -> MPI.getProcessorName(),
                "finalized");
        Check.refusesMpi("after finalize: Finalize refused", MPI.ERR_OTHER, () -> MPI.Finalize(), "finalized");
        Check.refusesMpi("after finalize: Init refused", MPI.ERR_OTHER, () -> MPI.Init(new String[0]),
                "finalized");
    }
}
