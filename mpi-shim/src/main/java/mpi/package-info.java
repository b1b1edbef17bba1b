/**
 * Open MPI's Java API (package {@code mpi}) on the plain C MPI library: the same classes, methods and constants as
 * Open MPI's {@code mpi.jar}, bound to {@code libmpi.so} through jffi instead of Open MPI's JNI glue
 * ({@code libmpi_java.so}). One jar runs on Open MPI 4.1 and 5.0 and on MPICH 4.0 and 4.2, choosing the library and
 * its ABI when the classes load. Programs written for Open MPI's bindings compile and run unchanged. Each method's
 * comment names the C function it calls.
 *
 * <h2>Starting and stopping</h2>
 * <pre>{@code
 * public static void main(String[] args) throws MPIException {
 *     MPI.Init(args);                       // or MPI.InitThread(args, MPI.THREAD_MULTIPLE)
 *     int rank = MPI.COMM_WORLD.getRank();
 *     int size = MPI.COMM_WORLD.getSize();
 *     ...
 *     MPI.Finalize();
 * }
 * }</pre>
 * Run it under the MPI's launcher: {@code mpirun -np 4 java -cp dist/mpi.jar:. MyApp}. MPI calls before
 * {@link mpi.MPI#Init} or after {@link mpi.MPI#Finalize()}, and a second {@code Init}, are refused with an
 * {@link mpi.MPIException} (the libraries would abort the process); only {@link mpi.MPI#isInitialized()},
 * {@link mpi.MPI#isFinalized()}, {@link mpi.MPI#getVersion()}, {@link mpi.MPI#getLibVersion()} and, on Open MPI,
 * the timers answer at any time. {@code Init} also refuses an MPI library of a release series the binding has no
 * ABI description for (the exception names it and says how to describe it).
 *
 * <h2>Buffers</h2>
 * <ul>
 * <li>Blocking calls ({@code send}, {@code recv}, {@code bcast}, {@code allReduce}, file reads and writes, ...) take
 * a primitive array, a direct buffer, or an array-backed buffer such as {@link mpi.MPI#slice(int[], int)} returns.
 * Arrays and heap buffers are copied through per-thread native memory, once in and once out; {@code send} and
 * {@code recv} pass a primitive array of 64 KiB or more pinned instead, without a copy, while MPI runs below
 * {@link mpi.MPI#THREAD_MULTIPLE}. Direct buffers are never copied.</li>
 * <li>Nonblocking calls ({@code iSend}, {@code iRecv}, {@code iBcast}, ..., one-sided operations, nonblocking file
 * transfers, persistent requests) take direct buffers only, as in Open MPI's bindings, and refuse anything else
 * with {@link java.lang.IllegalArgumentException}: the library uses the memory after the call returns, and the
 * garbage collector moves heap memory. Make them with {@link mpi.MPI#newIntBuffer(int)} and friends (native byte
 * order). The buffer belongs to the library until the {@link mpi.Request} completes; the request keeps it
 * reachable meanwhile.</li>
 * <li>A buffer's position is ignored: data starts at element 0. {@link mpi.MPI#slice(java.nio.IntBuffer, int)}
 * and the other {@code slice} methods offset it. A slice starts the data but does not end the memory: a datatype
 * that reaches back (a negative stride or lower bound) may use the memory before the slice, up to the start of the
 * array or direct buffer it was cut from.</li>
 * <li>Counts are checked against the memory before the library is called: data outside what the caller passed is
 * refused ({@link mpi.MPI#ERR_COUNT}, {@link mpi.MPI#ERR_BUFFER}); arrays longer than the data are accepted.</li>
 * </ul>
 *
 * <h2>Errors</h2>
 * The library's default error handler, {@link mpi.MPI#ERRORS_ARE_FATAL}, aborts the job on an error. After
 * {@code comm.setErrhandler(MPI.ERRORS_RETURN)} a failed call on that communicator throws an
 * {@link mpi.MPIException}; {@link mpi.MPIException#getErrorClass()} gives the error class ({@link mpi.MPI#ERR_RANK},
 * {@link mpi.MPI#ERR_TRUNCATE}, ...) and the message names the call and its arguments. Files use
 * {@link mpi.MPI#ERRORS_RETURN} from the start, as MPI says. On MPICH a failed wait or test is raised on
 * {@link mpi.MPI#COMM_WORLD}'s handler rather than the request's communicator's: set {@code ERRORS_RETURN} there too.
 * <p>Before any native call the binding checks what MPI forbids (negative counts, ranks outside the group, arrays
 * shorter than the count MPI reads, freed or null objects, an active request twice in one array, ...) and what would
 * reach outside the caller's memory; such a call throws an {@link mpi.MPIException} with an MPI error class, or an
 * {@link java.lang.IllegalArgumentException} for a Java-level mistake (a null object, a heap buffer where a direct
 * one is needed), whatever the error handler. Open MPI's own bindings crash the JVM on many of these. An exception
 * thrown by a {@link mpi.UserFunction} is rethrown by the reduction that called it.
 *
 * <h2>Threads</h2>
 * {@link mpi.MPI#InitThread} asks for a thread level and returns the one provided. At
 * {@link mpi.MPI#THREAD_MULTIPLE} any thread may call MPI at any time: each Java thread stages arrays through
 * native memory of its own, and large arrays are no longer pinned (pinning holds off the garbage collector, which a
 * thread feeding the peer may need). Objects ({@link mpi.Comm}, {@link mpi.Request}, ...) are not synchronized: do
 * not complete one request from two threads at once, as MPI requires.
 *
 * <h2>Where this binding differs from Open MPI's</h2>
 * <ul>
 * <li>The argument checks above, listed with the rule behind each in {@code docs/argument-checks.md} of the
 * source repository.</li>
 * <li>{@link mpi.Comm#free()} while nonblocking collectives or an {@code iDup} are pending on the communicator
 * returns at once, and the library's free follows their completion (MPI lets them complete; Open MPI 4.1 crashes
 * in a later call otherwise); {@link mpi.File#close()} while nonblocking transfers are pending is refused with
 * {@link mpi.MPI#ERR_PENDING}; cancelling an inactive persistent request is refused with
 * {@link mpi.MPI#ERR_REQUEST}.</li>
 * <li>Windows the library allocates ({@link mpi.Win#Win(int, int, mpi.Info, mpi.Comm, java.nio.Buffer, int)})
 * are reachable through {@link mpi.Win#getBuffer()}.</li>
 * <li>Where the libraries themselves differ (timers before {@code Init}, error handlers of completion calls,
 * {@code MPI.INFO_ENV}, ports and spawning, ROMIO's hints), programs see the library's behaviour:
 * {@code docs/mpis.md} lists it.</li>
 * </ul>
 *
 * <h2>Finding the library</h2>
 * No setting is needed on standard installs: the binding loads the library of the launcher that started the job.
 * {@code -Djmpi.libmpi=<file or dir>} (or {@code JMPI_LIBMPI}) names the library, {@code -Djmpi.abi=<series or
 * file>} ({@code JMPI_ABI}) the ABI description; {@code java -cp dist/mpi.jar mpi.shim.abi.Which} shows what the
 * binding finds. The packages {@code mpi.shim.*} hold the binding's internals (the ABI descriptions, the native
 * calls, native memory, the hooks a checker listens to): no public signature of this package uses them, they are
 * not part of the API and are not documented here.
 *
 * <h2>More</h2>
 * The repository's {@code README.md} (the behaviour you can rely on, the supported MPIs and the library problems
 * the binding cannot hide), {@code docs/argument-checks.md}, {@code docs/mpis.md} and {@code docs/performance.md}
 * (what each call costs over C). {@code dist/syncchecker.jar} is this same API with a checker of nonblocking-buffer
 * and one-sided errors ({@code docs/syncchecker.md}).
 */
package mpi;
