package syncbugs;

import java.nio.IntBuffer;
import mpi.CartComm;
import mpi.Datatype;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * Blocking collectives handed memory a nonblocking receive still owns: rank 0 receives into ints 8..15 of a
 * 16-int buffer (the message comes at the very end), and then takes part in collectives whose send sides the
 * library reads, and whose receive sides it writes, over parts of the same buffer. Each call that reaches ints
 * 8..15 is reported at its line (a read of, or a write to, the pending receive); the calls that stay within ints
 * 0..7 are not. Neighbour collectives (on a ring of the two ranks) and allToAllw the same.
 */
public class CollectiveReuse {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        IntBuffer buf = Buffers.ints(16);
        IntBuffer other = Buffers.ints(16);
        Request r = null;
        if (rank == 0) {
            r = world.iRecv(MPI.slice(buf, 8), 8, MPI.INT, 1, 50); // @NB
        }
        IntBuffer mine = rank == 0 ? buf : other;
        world.gather(MPI.slice(mine, 8), 4, MPI.INT, other, 4, MPI.INT, 0); // @ACC:gather
        world.gather(other, 4, MPI.INT, mine, 4, MPI.INT, 0); // ints 0..7 at the root
        world.gather(other, 4, MPI.INT, MPI.slice(mine, 4), 4, MPI.INT, 0); // @ACC:gatherrecv
        world.scatter(other, 4, MPI.INT, MPI.slice(mine, 12), 4, MPI.INT, 1); // @ACC:scatter
        world.allGather(other, 4, MPI.INT, mine, 4, MPI.INT);
        world.allGather(MPI.slice(mine, 6), 2, MPI.INT); // @ACC:allgatherinplace
        world.allToAll(MPI.slice(mine, 10), 2, MPI.INT, other, 2, MPI.INT); // @ACC:alltoall
        world.gatherv(other, 2, MPI.INT, mine, new int[] {2, 2}, new int[] {0, 6}, MPI.INT, 0);
        world.gatherv(other, 2, MPI.INT, mine, new int[] {2, 2}, new int[] {0, 9}, MPI.INT, 0); // @ACC:gatherv
        world.scatterv(mine, new int[] {1, 1}, new int[] {3, 11}, MPI.INT, other, 1, MPI.INT, 0); // @ACC:scatterv
        int[] ones = {1, 1};
        int[] last = {0, 15};
        world.allToAllv(other, ones, new int[] {0, 1}, MPI.INT, mine, ones, last, MPI.INT); // @ACC:alltoallv
        world.reduceScatter(MPI.slice(mine, 12), other, new int[] {2, 2}, MPI.INT, MPI.SUM); // @ACC:reducescatter
        world.scan(other, MPI.slice(mine, 14), 2, MPI.INT, MPI.SUM); // @ACC:scan
        world.allReduce(MPI.slice(mine, 8), 1, MPI.INT, MPI.SUM); // @ACC:allreduceinplace
        world.allReduce(mine, 8, MPI.INT, MPI.SUM);
        // neighbour collectives on a ring of the two ranks (each rank's two neighbours are the other rank), and
        // allToAllw: reaching ints 8..15 is reported, the same calls within ints 0..7 are not
        CartComm ring = world.createCart(new int[] {2}, new boolean[] {true}, false);
        IntBuffer src = Buffers.ints(16);
        Datatype[] ints = {MPI.INT, MPI.INT};
        ring.neighborAllToAll(MPI.slice(mine, 8), 1, MPI.INT, src, 1, MPI.INT); // @ACC:nbralltoall
        ring.neighborAllToAll(mine, 1, MPI.INT, src, 1, MPI.INT);
        ring.neighborAllGather(src, 1, MPI.INT, MPI.slice(mine, 14), 1, MPI.INT); // @ACC:nbrallgather
        ring.neighborAllGather(src, 1, MPI.INT, mine, 1, MPI.INT);
        ring.neighborAllGatherv(src, 1, MPI.INT, mine, ones, new int[] {0, 13}, MPI.INT); // @ACC:nbrallgatherv
        ring.neighborAllGatherv(src, 1, MPI.INT, mine, ones, new int[] {0, 3}, MPI.INT);
        int[] firstTwo = {0, 1};
        int[] reachesNine = {2, 9};
        ring.neighborAllToAllv(src, ones, firstTwo, MPI.INT, mine, ones, reachesNine, MPI.INT); // @ACC:nbralltoallv
        ring.neighborAllToAllv(src, ones, firstTwo, MPI.INT, mine, ones, new int[] {2, 5}, MPI.INT);
        int[] bytes = {0, 4};
        world.allToAllw(MPI.slice(mine, 6), ones, new int[] {0, 8}, ints, src, ones, bytes, ints); // @ACC:alltoallw
        world.allToAllw(mine, ones, bytes, ints, src, ones, bytes, ints);
        ring.free();
        world.bcast(mine, 10, MPI.INT, 1); // @ACC:bcast
        world.bcast(mine, 8, MPI.INT, 1);
        // rank 1 is the root of both bcasts and could otherwise run ahead and send before rank 0's last access
        // is checked: then the receive would be done (a potential error, not an error)
        world.barrier();
        if (rank == 0) {
            r.waitFor();
        } else if (rank == 1) {
            world.send(other, 8, MPI.INT, 0, 50);
        }
        System.out.println("done " + buf.get(8));
        MPI.Finalize();
    }
}
