package syncbugs;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * Nonblocking collectives on two ranks, each with one buffer touched before completion at its own line: rank 0
 * posts, makes its access, and only then lets rank 1 post ({@link Sync#after}), so the collective cannot have
 * completed on rank 0 (errors). The buffers have their roles: the root's send side of iScatterv, every receive
 * side, and in-place buffers, which the library both reads and writes (a write is reported as a write to a
 * pending send, a read as a read of a pending receive). iScan is the other way round: rank 0's prefix needs
 * nothing from rank 1, so rank 1 makes the access.
 */
public class NbCollectives {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        IntBuffer send = Buffers.ints(8);
        IntBuffer recv = Buffers.ints(8);
        int[] two = {4, 4};
        int[] displs = {0, 4};
        long sum = 0;

        Sync.after(world, 0);
        Request r = world.iBcast(recv, 4, MPI.INT, 1); // @NB:ibcast
        if (rank == 0) {
            sum += recv.get(0); // @ACC:ibcast
        }
        Sync.release(world, 0);
        r.waitFor();

        Sync.after(world, 0);
        r = world.iReduce(send, recv, 4, MPI.INT, MPI.SUM, 0); // @NB:ireduce
        if (rank == 0) {
            send.put(0, 1); // @ACC:ireducesend
            sum += recv.get(0); // @ACC:ireducerecv
        }
        Sync.release(world, 0);
        r.waitFor();

        Sync.after(world, 0);
        r = world.iAllReduce(recv, 4, MPI.INT, MPI.SUM); // @NB:iallreduceinplace
        if (rank == 0) {
            recv.put(1, 1); // @ACC:iallreduceinplacewrite
            sum += recv.get(2); // @ACC:iallreduceinplaceread
        }
        Sync.release(world, 0);
        r.waitFor();

        Sync.after(world, 0);
        r = world.iReduce(recv, 4, MPI.INT, MPI.SUM, 0); // @NB:ireduceinplace
        if (rank == 0) {
            recv.put(3, 1); // @ACC:ireduceinplace
        }
        Sync.release(world, 0);
        r.waitFor();

        Sync.after(world, 0);
        r = world.iGather(send, 4, MPI.INT, recv, 4, MPI.INT, 0); // @NB:igather
        if (rank == 0) {
            sum += recv.get(5); // @ACC:igather
        }
        Sync.release(world, 0);
        r.waitFor();

        Sync.after(world, 0);
        r = world.iGather(recv, 4, MPI.INT, 0); // @NB:igatherinplace
        if (rank == 0) {
            recv.put(6, 1); // @ACC:igatherinplace
        }
        Sync.release(world, 0);
        r.waitFor();

        Sync.after(world, 0);
        if (rank == 0) {
            r = world.iGatherv(send, 4, MPI.INT, recv, two, displs, MPI.INT, 0); // @NB:igatherv
            sum += recv.get(4); // @ACC:igatherv
        } else {
            r = world.iGatherv(send, 4, MPI.INT, 0);
        }
        Sync.release(world, 0);
        r.waitFor();

        Sync.after(world, 0);
        r = world.iScatter(send, 4, MPI.INT, recv, 4, MPI.INT, 1); // @NB:iscatter
        if (rank == 0) {
            sum += recv.get(0); // @ACC:iscatter
        }
        Sync.release(world, 0);
        r.waitFor();

        Sync.after(world, 0);
        if (rank == 0) {
            r = world.iScatterv(send, two, displs, MPI.INT, recv, 4, MPI.INT, 0); // @NB:iscatterv
            send.put(7, 1); // @ACC:iscatterv
        } else {
            r = world.iScatterv(recv, 4, MPI.INT, 0);
        }
        Sync.release(world, 0);
        r.waitFor();

        Sync.after(world, 0);
        r = world.iAllGather(send, 4, MPI.INT, recv, 4, MPI.INT); // @NB:iallgather
        if (rank == 0) {
            sum += recv.get(7); // @ACC:iallgather
        }
        Sync.release(world, 0);
        r.waitFor();

        Sync.after(world, 0);
        r = world.iAllGather(recv, 4, MPI.INT); // @NB:iallgatherinplace
        if (rank == 0) {
            recv.put(0, 1); // @ACC:iallgatherinplace
        }
        Sync.release(world, 0);
        r.waitFor();

        Sync.after(world, 0);
        r = world.iAllGatherv(send, 4, MPI.INT, recv, two, displs, MPI.INT); // @NB:iallgatherv
        if (rank == 0) {
            send.put(2, 1); // @ACC:iallgatherv
        }
        Sync.release(world, 0);
        r.waitFor();

        Sync.after(world, 0);
        r = world.iAllToAll(send, 4, MPI.INT, recv, 4, MPI.INT); // @NB:ialltoall
        if (rank == 0) {
            sum += recv.get(3); // @ACC:ialltoall
        }
        Sync.release(world, 0);
        r.waitFor();

        Sync.after(world, 0);
        r = world.iAllToAllv(send, two, displs, MPI.INT, recv, two, displs, MPI.INT); // @NB:ialltoallv
        if (rank == 0) {
            send.put(5, 1); // @ACC:ialltoallv
        }
        Sync.release(world, 0);
        r.waitFor();

        Sync.after(world, 0);
        r = world.iReduceScatter(send, recv, two, MPI.INT, MPI.SUM); // @NB:ireducescatter
        if (rank == 0) {
            sum += recv.get(1); // @ACC:ireducescatter
        }
        Sync.release(world, 0);
        r.waitFor();

        Sync.after(world, 1);
        r = world.iScan(send, recv, 4, MPI.INT, MPI.SUM); // @NB:iscan
        if (rank == 1) {
            sum += recv.get(2); // @ACC:iscan
        }
        Sync.release(world, 1);
        r.waitFor();

        System.out.println("sum " + sum);
        MPI.Finalize();
    }
}
