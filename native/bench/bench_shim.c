/* C reference for `make bench-shim`: the same operations, sizes and loop shapes as samples' bench.BenchShim.
 * Prints one line per operation on rank 0: "op size seconds_per_op". The Java twin prints the same columns plus
 * bytes allocated per MPI call, so the driver can pair the rows. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int rank;

/* Each operation runs warm-up batches and then BATCHES timed batches, all of n iterations with a barrier
 * before each; a run reports the median timed batch, so that a burst of load from other processes on the machine
 * spoils one batch, not the run. The warm-up is split into batches of the timed size because the Java twin needs
 * its JIT to have compiled the step from one batch to the next before timing starts; C does the same work. */
#define BATCHES 5
#define MAX_BATCHES 4096
typedef struct {
    int batch;   /* index of the running batch; the first warm ones are not reported */
    int n;       /* iterations per batch */
    int warm_batches, total;
    double start, times[MAX_BATCHES];
} timer;

static void timer_init(timer *t, int warm, int iters) {
    t->batch = -1;
    t->n = iters / BATCHES > 0 ? iters / BATCHES : 1;
    t->warm_batches = (warm + t->n - 1) / t->n;
    if (t->warm_batches > MAX_BATCHES - BATCHES) {
        t->warm_batches = MAX_BATCHES - BATCHES;
    }
    t->total = t->warm_batches + BATCHES;
}

/* Ends the current batch and starts the next; false when all are done. */
static int timer_next(timer *t, int barrier) {
    double now = MPI_Wtime();
    if (t->batch >= 0) {
        t->times[t->batch] = now - t->start;
    }
    if (++t->batch == t->total) {
        return 0;
    }
    if (barrier) {
        MPI_Barrier(MPI_COMM_WORLD);
    }
    t->start = MPI_Wtime();
    return 1;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *) a, y = *(const double *) b;
    return x < y ? -1 : x > y;
}

/* ops_per_iter: operations one iteration counts for (2 half round trips per ping-pong iteration). */
static void report(const char *op, long size, timer *t, long ops_per_iter) {
    double *timed = t->times + t->warm_batches;
    qsort(timed, BATCHES, sizeof(double), by_value);
    if (rank == 0) {
        printf("RESULT %s %ld %.9e\n", op, size, timed[BATCHES / 2] / ((double) t->n * ops_per_iter));
        fflush(stdout);
    }
}

/* Zeroed memory in real pages, as the Java twin's direct buffers (the JVM writes zeros into them). A bare calloc
 * of a large block maps the kernel's shared zero page until first written: a buffer that is only read (the bcast
 * root's, allreduce's input) then reads one cache-hot 4 KiB page over and over, less work than the Java twin's. */
static void *zeroed(size_t count, size_t size) {
    volatile char *p = calloc(count, size);
    for (size_t i = 0; i < count * size; i += 4096) {
        p[i] = 0;
    }
    return (void *) p;
}

/* Keeps a loop's result alive, as the Java twin does. */
static void sink(long v) {
    if (v == 42424242L) {
        printf("sink\n");
    }
}

/* The binding's own cost, free of the network: Isend+Wait and Recv with MPI_PROC_NULL complete at once. */
static void proc_null(int warm, int iters) {
    char buf[8] = {0};
    MPI_Request s;
    MPI_Status st;
    timer t;
    timer_init(&t, warm, iters);
    while (timer_next(&t, 0)) {
        for (int i = 0; i < t.n; i++) {
            MPI_Isend(buf, 8, MPI_BYTE, MPI_PROC_NULL, 1, MPI_COMM_WORLD, &s);
            MPI_Wait(&s, MPI_STATUS_IGNORE);
        }
    }
    report("proc-null-isend-wait", 8, &t, 1);
    timer_init(&t, warm, iters);
    while (timer_next(&t, 0)) {
        for (int i = 0; i < t.n; i++) {
            MPI_Recv(buf, 8, MPI_BYTE, MPI_PROC_NULL, 1, MPI_COMM_WORLD, &st);
        }
    }
    report("proc-null-recv", 8, &t, 1);
    long sum = 0;
    timer_init(&t, warm, iters);
    while (timer_next(&t, 0)) {
        for (int i = 0; i < t.n; i++) {
            MPI_Recv(buf, 8, MPI_BYTE, MPI_PROC_NULL, 1, MPI_COMM_WORLD, &st);
            sum += st.MPI_SOURCE + st.MPI_TAG;
        }
    }
    report("proc-null-recv-status", 8, &t, 1);
    sink(sum);
}

/* The completion calls alone, on requests that are already complete (MPI_REQUEST_NULL: the library returns at
 * once), as the Java twin measures its waitFor, test, waitAll, testAll, waitAny and testAny. */
static void completions(int warm, int iters) {
    MPI_Request done = MPI_REQUEST_NULL, two[2] = {MPI_REQUEST_NULL, MPI_REQUEST_NULL};
    int flag, index;
    long sum = 0;
    timer t;
    timer_init(&t, warm, iters);
    while (timer_next(&t, 0)) {
        for (int i = 0; i < t.n; i++) {
            MPI_Wait(&done, MPI_STATUS_IGNORE);
        }
    }
    report("done-wait", 8, &t, 1);
    timer_init(&t, warm, iters);
    while (timer_next(&t, 0)) {
        for (int i = 0; i < t.n; i++) {
            MPI_Test(&done, &flag, MPI_STATUS_IGNORE);
            sum += flag;
        }
    }
    report("done-test", 8, &t, 1);
    timer_init(&t, warm, iters);
    while (timer_next(&t, 0)) {
        for (int i = 0; i < t.n; i++) {
            MPI_Waitall(2, two, MPI_STATUSES_IGNORE);
        }
    }
    report("done-waitall-2", 8, &t, 1);
    timer_init(&t, warm, iters);
    while (timer_next(&t, 0)) {
        for (int i = 0; i < t.n; i++) {
            MPI_Testall(2, two, &flag, MPI_STATUSES_IGNORE);
            sum += flag;
        }
    }
    report("done-testall-2", 8, &t, 1);
    timer_init(&t, warm, iters);
    while (timer_next(&t, 0)) {
        for (int i = 0; i < t.n; i++) {
            MPI_Waitany(2, two, &index, MPI_STATUS_IGNORE);
            sum += index;
        }
    }
    report("done-waitany-2", 8, &t, 1);
    timer_init(&t, warm, iters);
    while (timer_next(&t, 0)) {
        for (int i = 0; i < t.n; i++) {
            MPI_Testany(2, two, &index, &flag, MPI_STATUS_IGNORE);
            sum += index;
        }
    }
    report("done-testany-2", 8, &t, 1);
    sink(sum);
}

/* Half round trip of a ping-pong with Isend/Irecv/Wait. */
static void pingpong_nb(int bytes, int warm, int iters) {
    char *buf = zeroed(1, bytes > 0 ? bytes : 1);
    int peer = 1 - rank;
    timer t;
    timer_init(&t, warm, iters);
    while (timer_next(&t, 1)) {
        for (int i = 0; i < t.n; i++) {
            MPI_Request r, s;
            if (rank == 0) {
                MPI_Irecv(buf, bytes, MPI_BYTE, peer, 1, MPI_COMM_WORLD, &r);
                MPI_Isend(buf, bytes, MPI_BYTE, peer, 1, MPI_COMM_WORLD, &s);
                MPI_Wait(&s, MPI_STATUS_IGNORE);
                MPI_Wait(&r, MPI_STATUS_IGNORE);
            } else {
                MPI_Irecv(buf, bytes, MPI_BYTE, peer, 1, MPI_COMM_WORLD, &r);
                MPI_Wait(&r, MPI_STATUS_IGNORE);
                MPI_Isend(buf, bytes, MPI_BYTE, peer, 1, MPI_COMM_WORLD, &s);
                MPI_Wait(&s, MPI_STATUS_IGNORE);
            }
        }
    }
    report("pingpong-isend-irecv-wait", bytes, &t, 2);
    free(buf);
}

/* Both ranks exchange 8 bytes with MPI_Sendrecv (12 arguments: the Java binding's argument-block path), status
 * kept as the Java API returns it; time per exchange. */
static void sendrecv(int warm, int iters) {
    char *out = zeroed(1, 8), *in = zeroed(1, 8);
    int peer = 1 - rank;
    MPI_Status status;
    timer t;
    timer_init(&t, warm, iters);
    while (timer_next(&t, 1)) {
        for (int i = 0; i < t.n; i++) {
            MPI_Sendrecv(out, 8, MPI_BYTE, peer, 1, in, 8, MPI_BYTE, peer, 1, MPI_COMM_WORLD, &status);
        }
    }
    report("sendrecv-exchange", 8, &t, 1);
    free(out); free(in);
}

/* Half round trip of a blocking ping-pong; "name" tells the Java twin which buffer kind it stands for. */
static void pingpong(const char *name, int bytes, int warm, int iters) {
    char *buf = zeroed(1, bytes);
    int peer = 1 - rank;
    timer t;
    timer_init(&t, warm, iters);
    while (timer_next(&t, 1)) {
        for (int i = 0; i < t.n; i++) {
            if (rank == 0) {
                MPI_Send(buf, bytes, MPI_BYTE, peer, 1, MPI_COMM_WORLD);
                MPI_Recv(buf, bytes, MPI_BYTE, peer, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            } else {
                MPI_Recv(buf, bytes, MPI_BYTE, peer, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                MPI_Send(buf, bytes, MPI_BYTE, peer, 1, MPI_COMM_WORLD);
            }
        }
    }
    report(name, bytes, &t, 2);
    free(buf);
}

/* Message rate: a window of 64 Isend and 64 Irecv of 8 bytes each way, completed by one Waitall; time per
 * message one rank sends. Reported under `name`: the C twin of both Java message-rate rows (through the API, and
 * through the binding's native calls alone), which C makes alike. */
static void msgrate(const char *name, int window, int warm, int iters) {
    char *sbuf = zeroed(window, 8), *rbuf = zeroed(window, 8);
    MPI_Request *req = malloc(sizeof(MPI_Request) * 2 * window);
    int peer = 1 - rank;
    timer t;
    timer_init(&t, warm, iters);
    while (timer_next(&t, 1)) {
        for (int i = 0; i < t.n; i++) {
            for (int k = 0; k < window; k++) {
                MPI_Irecv(rbuf + 8 * k, 8, MPI_BYTE, peer, k, MPI_COMM_WORLD, &req[k]);
            }
            for (int k = 0; k < window; k++) {
                MPI_Isend(sbuf + 8 * k, 8, MPI_BYTE, peer, k, MPI_COMM_WORLD, &req[window + k]);
            }
            MPI_Waitall(2 * window, req, MPI_STATUSES_IGNORE);
        }
    }
    report(name, 8, &t, window);
    free(sbuf); free(rbuf); free(req);
}

static void allreduce(int count, int warm, int iters) {
    double *in = zeroed(count, sizeof(double)), *out = zeroed(count, sizeof(double));
    timer t;
    timer_init(&t, warm, iters);
    while (timer_next(&t, 1)) {
        for (int i = 0; i < t.n; i++) {
            MPI_Allreduce(in, out, count, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
        }
    }
    report("allreduce-double-sum", (long) count * 8, &t, 1);
    free(in); free(out);
}

static void bcast(int bytes, int warm, int iters) {
    char *buf = zeroed(1, bytes);
    timer t;
    timer_init(&t, warm, iters);
    while (timer_next(&t, 1)) {
        for (int i = 0; i < t.n; i++) {
            MPI_Bcast(buf, bytes, MPI_BYTE, 0, MPI_COMM_WORLD);
        }
    }
    report("bcast", bytes, &t, 1);
    free(buf);
}

/* Optional second argument: a comma-separated list of groups to run (proc-null, pingpong-nb, pingpong, msgrate,
 * allreduce, bcast), for measuring one row at a time; the default runs all. */
static const char *only;

static int want(const char *group) {
    if (only == NULL) {
        return 1;
    }
    size_t n = strlen(group);
    for (const char *p = only; (p = strstr(p, group)) != NULL; p += n) {
        if ((p == only || p[-1] == ',') && (p[n] == '\0' || p[n] == ',')) {
            return 1;
        }
    }
    return 0;
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    /* scale < 1 shortens every loop (smoke runs); the default matches the Java twin */
    double scale = argc > 1 ? atof(argv[1]) : 1.0;
    only = argc > 2 ? argv[2] : NULL;
#define N(x) ((int) ((x) * scale) > 0 ? (int) ((x) * scale) : 1)
    /* the Java twin's warm-up counts (its JIT needs them; C loses nothing by doing the same), 1000 calls for the
     * 1 MiB rows (the Java twin's bcast path was compiled inside the timed batches with 50) */
    if (want("proc-null")) {
        proc_null(N(2000000), N(1000000));
        completions(N(2000000), N(1000000));
    }
    if (want("pingpong-nb")) {
        pingpong_nb(8, N(400000), N(100000));
    }
    if (want("pingpong")) {
        pingpong("pingpong-send-recv-direct", 8, N(400000), N(100000));
        pingpong("pingpong-send-recv-array", 8, N(400000), N(100000));
        pingpong("pingpong-send-recv-direct", 1 << 20, N(1000), N(400));
        pingpong("pingpong-send-recv-array", 1 << 20, N(1000), N(400));
    }
    if (want("sendrecv")) {
        sendrecv(N(400000), N(100000));
    }
    if (want("msgrate")) {
        msgrate("msgrate-64x-isend-irecv-waitall", 64, N(30000), N(3000));
        msgrate("msgrate-64x-raw-native-calls", 64, N(30000), N(3000));
    }
    if (want("allreduce")) {
        allreduce(1, N(400000), N(100000));
        allreduce(1 << 20, N(5), N(40));
    }
    if (want("bcast")) {
        bcast(1 << 20, N(1000), N(400));
    }
    MPI_Finalize();
    return 0;
}
