package syncbugs;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * Correct twin of {@link NbCollectives}: the same nonblocking collectives, in-place forms included, with every
 * buffer touched only after the request's wait.
 */
public class NbCollectivesFixed {
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
        Request r = world.iBcast(recv, 4, MPI.INT, 1);
        Sync.release(world, 0);
        r.waitFor();
        if (rank == 0) {
            sum += recv.get(0);
        }

        Sync.after(world, 0);
        r = world.iReduce(send, recv, 4, MPI.INT, MPI.SUM, 0);
        Sync.release(world, 0);
        r.waitFor();
        if (rank == 0) {
            send.put(0, 1);
            sum += recv.get(0);
        }

        Sync.after(world, 0);
        r = world.iAllReduce(recv, 4, MPI.INT, MPI.SUM);
        Sync.release(world, 0);
        r.waitFor();
        if (rank == 0) {
            recv.put(1, 1);
            sum += recv.get(2);
        }

        Sync.after(world, 0);
        r = world.iReduce(recv, 4, MPI.INT, MPI.SUM, 0);
        Sync.release(world, 0);
        r.waitFor();
        if (rank == 0) {
            recv.put(3, 1);
        }

        Sync.after(world, 0);
        r = world.iGather(send, 4, MPI.INT, recv, 4, MPI.INT, 0);
        Sync.release(world, 0);
        r.waitFor();
        if (rank == 0) {
            sum += recv.get(5);
        }

        Sync.after(world, 0);
        r = world.iGather(recv, 4, MPI.INT, 0);
        Sync.release(world, 0);
        r.waitFor();
        if (rank == 0) {
            recv.put(6, 1);
        }

        Sync.after(world, 0);
        if (rank == 0) {
            r = world.iGatherv(send, 4, MPI.INT, recv, two, displs, MPI.INT, 0);
        } else {
            r = world.iGatherv(send, 4, MPI.INT, 0);
        }
        Sync.release(world, 0);
        r.waitFor();
        if (rank == 0) {
            sum += recv.get(4);
        }

        Sync.after(world, 0);
        r = world.iScatter(send, 4, MPI.INT, recv, 4, MPI.INT, 1);
        Sync.release(world, 0);
        r.waitFor();
        if (rank == 0) {
            sum += recv.get(0);
        }

        Sync.after(world, 0);
        if (rank == 0) {
            r = world.iScatterv(send, two, displs, MPI.INT, recv, 4, MPI.INT, 0);
        } else {
            r = world.iScatterv(recv, 4, MPI.INT, 0);
        }
        Sync.release(world, 0);
        r.waitFor();
        if (rank == 0) {
            send.put(7, 1);
        }

        Sync.after(world, 0);
        r = world.iAllGather(send, 4, MPI.INT, recv, 4, MPI.INT);
        Sync.release(world, 0);
        r.waitFor();
        if (rank == 0) {
            sum += recv.get(7);
        }

        Sync.after(world, 0);
        r = world.iAllGather(recv, 4, MPI.INT);
        Sync.release(world, 0);
        r.waitFor();
        if (rank == 0) {
            recv.put(0, 1);
        }

        Sync.after(world, 0);
        r = world.iAllGatherv(send, 4, MPI.INT, recv, two, displs, MPI.INT);
        Sync.release(world, 0);
        r.waitFor();
        if (rank == 0) {
            send.put(2, 1);
        }

        Sync.after(world, 0);
        r = world.iAllToAll(send, 4, MPI.INT, recv, 4, MPI.INT);
        Sync.release(world, 0);
        r.waitFor();
        if (rank == 0) {
            sum += recv.get(3);
        }

        Sync.after(world, 0);
        r = world.iAllToAllv(send, two, displs, MPI.INT, recv, two, displs, MPI.INT);
        Sync.release(world, 0);
        r.waitFor();
        if (rank == 0) {
            send.put(5, 1);
        }

        Sync.after(world, 0);
        r = world.iReduceScatter(send, recv, two, MPI.INT, MPI.SUM);
        Sync.release(world, 0);
        r.waitFor();
        if (rank == 0) {
            sum += recv.get(1);
        }

        Sync.after(world, 1);
        r = world.iScan(send, recv, 4, MPI.INT, MPI.SUM);
        Sync.release(world, 1);
        r.waitFor();
        if (rank == 1) {
            sum += recv.get(2);
        }

        System.out.println("sum " + sum);
        MPI.Finalize();
    }
}
