/* C reference for `make bench-shim`: the same operations, sizes and loop shapes as samples' bench.BenchShim.
 * Prints one line per operation on rank 0: "op size seconds_per_op". The Java twin prints the same columns plus
 * bytes allocated per MPI call, so the driver can pair the rows. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int rank;

static void report(const char *op, long size, double seconds, long ops) {
    if (rank == 0) {
        printf("RESULT %s %ld %.9e\n", op, size, seconds / (double) ops);
        fflush(stdout);
    }
}

/* Half round trip of a ping-pong with Isend/Irecv/Wait. */
static void pingpong_nb(int bytes, int warm, int iters) {
    char *buf = calloc(1, bytes > 0 ? bytes : 1);
    int peer = 1 - rank;
    double t0 = 0;
    for (int i = 0; i < warm + iters; i++) {
        if (i == warm) { MPI_Barrier(MPI_COMM_WORLD); t0 = MPI_Wtime(); }
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
    report("pingpong-isend-irecv-wait", bytes, MPI_Wtime() - t0, 2L * iters);
    free(buf);
}

/* The binding's own cost, free of the network: Isend+Wait and Recv with MPI_PROC_NULL complete at once. */
static void proc_null(int warm, int iters) {
    char buf[8] = {0};
    MPI_Request s;
    double t0 = 0;
    for (int i = 0; i < warm + iters; i++) {
        if (i == warm) { t0 = MPI_Wtime(); }
        MPI_Isend(buf, 8, MPI_BYTE, MPI_PROC_NULL, 1, MPI_COMM_WORLD, &s);
        MPI_Wait(&s, MPI_STATUS_IGNORE);
    }
    report("proc-null-isend-wait", 8, MPI_Wtime() - t0, iters);
    for (int i = 0; i < warm + iters; i++) {
        if (i == warm) { t0 = MPI_Wtime(); }
        MPI_Status st;
        MPI_Recv(buf, 8, MPI_BYTE, MPI_PROC_NULL, 1, MPI_COMM_WORLD, &st);
    }
    report("proc-null-recv", 8, MPI_Wtime() - t0, iters);
}

/* Half round trip of a blocking ping-pong; "name" tells the Java twin which buffer kind it stands for. */
static void pingpong(const char *name, int bytes, int warm, int iters) {
    char *buf = calloc(1, bytes);
    int peer = 1 - rank;
    double t0 = 0;
    for (int i = 0; i < warm + iters; i++) {
        if (i == warm) { MPI_Barrier(MPI_COMM_WORLD); t0 = MPI_Wtime(); }
        if (rank == 0) {
            MPI_Send(buf, bytes, MPI_BYTE, peer, 1, MPI_COMM_WORLD);
            MPI_Recv(buf, bytes, MPI_BYTE, peer, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(buf, bytes, MPI_BYTE, peer, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(buf, bytes, MPI_BYTE, peer, 1, MPI_COMM_WORLD);
        }
    }
    report(name, bytes, MPI_Wtime() - t0, 2L * iters);
    free(buf);
}

/* Message rate: a window of 64 Isend and 64 Irecv of 8 bytes each way, completed by one Waitall. */
static void msgrate(int window, int warm, int iters) {
    char *sbuf = calloc(window, 8), *rbuf = calloc(window, 8);
    MPI_Request *req = malloc(sizeof(MPI_Request) * 2 * window);
    int peer = 1 - rank;
    double t0 = 0;
    for (int i = 0; i < warm + iters; i++) {
        if (i == warm) { MPI_Barrier(MPI_COMM_WORLD); t0 = MPI_Wtime(); }
        for (int k = 0; k < window; k++) {
            MPI_Irecv(rbuf + 8 * k, 8, MPI_BYTE, peer, k, MPI_COMM_WORLD, &req[k]);
        }
        for (int k = 0; k < window; k++) {
            MPI_Isend(sbuf + 8 * k, 8, MPI_BYTE, peer, k, MPI_COMM_WORLD, &req[window + k]);
        }
        MPI_Waitall(2 * window, req, MPI_STATUSES_IGNORE);
    }
    /* time per message sent by one rank */
    report("msgrate-64x-isend-irecv-waitall", 8, MPI_Wtime() - t0, (long) window * iters);
    free(sbuf); free(rbuf); free(req);
}

static void allreduce(int count, int warm, int iters) {
    double *in = calloc(count, sizeof(double)), *out = calloc(count, sizeof(double));
    double t0 = 0;
    for (int i = 0; i < warm + iters; i++) {
        if (i == warm) { MPI_Barrier(MPI_COMM_WORLD); t0 = MPI_Wtime(); }
        MPI_Allreduce(in, out, count, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    }
    report("allreduce-double-sum", (long) count * 8, MPI_Wtime() - t0, iters);
    free(in); free(out);
}

static void bcast(int bytes, int warm, int iters) {
    char *buf = calloc(1, bytes);
    double t0 = 0;
    for (int i = 0; i < warm + iters; i++) {
        if (i == warm) { MPI_Barrier(MPI_COMM_WORLD); t0 = MPI_Wtime(); }
        MPI_Bcast(buf, bytes, MPI_BYTE, 0, MPI_COMM_WORLD);
    }
    report("bcast", bytes, MPI_Wtime() - t0, iters);
    free(buf);
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    /* scale < 1 shortens every loop (smoke runs); the default matches the Java twin */
    double scale = argc > 1 ? atof(argv[1]) : 1.0;
#define N(x) ((int) ((x) * scale) > 0 ? (int) ((x) * scale) : 1)
    proc_null(N(200000), N(1000000));
    pingpong_nb(8, N(20000), N(100000));
    pingpong("pingpong-send-recv-direct", 8, N(20000), N(100000));
    pingpong("pingpong-send-recv-array", 8, N(20000), N(100000));
    pingpong("pingpong-send-recv-direct", 1 << 20, N(50), N(400));
    pingpong("pingpong-send-recv-array", 1 << 20, N(50), N(400));
    msgrate(64, N(500), N(3000));
    allreduce(1, N(20000), N(100000));
    allreduce(1 << 20, N(5), N(40));
    bcast(1 << 20, N(50), N(400));
    MPI_Finalize();
    return 0;
}
