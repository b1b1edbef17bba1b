package mpi;

import static org.testng.Assert.assertSame;
import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

import org.testng.annotations.Test;

/**
 * Per-rank count and displacement checks of v- and w-collectives that need no MPI job (the bytes the blocks reach
 * need a datatype's geometry: CollectivesVProgram and ValidEdgesProgram check them under mpirun).
 */
public class BlocksTest {
    @Test
    public void shortArraysNameTheArgument() {
        MPIException e = expectThrows(MPIException.class,
                () -> Blocks.reach(new int[] {1}, new int[] {0, 1}, 2, null, "recvcount", "displs"));
        assertTrue(e.getMessage().contains("recvcount has 1 entries"), e.getMessage());
        e = expectThrows(MPIException.class, () -> Blocks.sum(new int[] {1, 2}, 3, "recvcounts"));
        assertTrue(e.getMessage().contains("recvcounts has 2 entries"), e.getMessage());
    }

    @Test
    public void negativeCountsAreRefused() {
        MPIException e = expectThrows(MPIException.class,
                () -> Blocks.reach(new int[] {1, -1}, new int[] {0, 1}, 2, null, "sendcount", "sdispls"));
        assertTrue(e.getMessage().contains("sendcount[1] is negative"), e.getMessage());
    }

    @Test
    public void negativeDisplacementsAndLongerArraysAreAccepted() throws MPIException {
        // MPI allows a block before the buffer's start; the buffer check decides whether that memory is the caller's
        assertSame(Blocks.reach(new int[] {0, 0, 7}, new int[] {-3, -9, 0}, 2, null, "c", "d"), Reach.NONE);
    }

    @Test
    public void sumAddsCountsOfTheGroupOnly() throws MPIException {
        assertEquals(Blocks.sum(new int[] {1, 2, 3, 99}, 3, "c"), 6);
    }
}
