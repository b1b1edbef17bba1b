package mpi;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

import org.testng.annotations.Test;

/** Per-rank count and displacement checks of v- and w-collectives (no MPI job needed). */
public class BlocksTest {
    @Test
    public void reachIsTheFarthestNonEmptyBlock() throws MPIException {
        assertEquals(Blocks.reach(new int[] {2, 0, 3}, new int[] {0, 100, 4}, 3, "c", "d"), 7);
        assertEquals(Blocks.reach(new int[] {0, 0}, new int[] {5, 9}, 2, "c", "d"), 0);
    }

    @Test
    public void shortArraysNameTheArgument() {
        MPIException e = expectThrows(MPIException.class,
                () -> Blocks.reach(new int[] {1}, new int[] {0, 1}, 2, "recvcount", "displs"));
        assertTrue(e.getMessage().contains("recvcount has 1 entries"), e.getMessage());
        e = expectThrows(MPIException.class, () -> Blocks.sum(new int[] {1, 2}, 3, "recvcounts"));
        assertTrue(e.getMessage().contains("recvcounts has 2 entries"), e.getMessage());
    }

    @Test
    public void negativeCountsAndDisplacementsAreRefused() {
        MPIException e = expectThrows(MPIException.class,
                () -> Blocks.reach(new int[] {1, -1}, new int[] {0, 1}, 2, "sendcount", "sdispls"));
        assertTrue(e.getMessage().contains("sendcount[1] is negative"), e.getMessage());
        e = expectThrows(MPIException.class,
                () -> Blocks.reach(new int[] {1, 1}, new int[] {0, -3}, 2, "sendcount", "sdispls"));
        assertTrue(e.getMessage().contains("sdispls[1] is negative"), e.getMessage());
    }

    @Test
    public void sumAddsCounts() throws MPIException {
        assertEquals(Blocks.sum(new int[] {1, 2, 3, 99}, 3, "c"), 6);
    }

    @Test
    public void hugeReachIsRefusedForDirectBuffers() {
        long reach = (long) Integer.MAX_VALUE + 5;
        MPIException e = expectThrows(MPIException.class, () -> Blocks.narrow(reach, "recvbuf"));
        assertTrue(e.getMessage().contains("recvbuf"), e.getMessage());
    }
}
