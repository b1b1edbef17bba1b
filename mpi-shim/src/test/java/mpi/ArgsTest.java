package mpi;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

import org.testng.annotations.Test;

/**
 * Argument checks that need no running MPI: per-rank arrays (counts, displacements) and negative counts. Loads
 * libmpi for the error class constants but calls no MPI function.
 */
public class ArgsTest {
    @Test
    public void perRankArrayShorterThanTheCommunicatorIsRefused() {
        MPIException e = expectThrows(MPIException.class, () -> Args.perRank(new int[3], 4, "recvcounts"));
        assertEquals(e.getErrorClass(), MPI.ERR_ARG);
        assertTrue(e.getMessage().contains("recvcounts has 3 entries")
                && e.getMessage().contains("communicator has 4 ranks"), e.getMessage());
    }

    @Test
    public void perRankArrayThatIsNullIsRefused() {
        IllegalArgumentException e = expectThrows(IllegalArgumentException.class,
                () -> Args.perRank(null, 2, "displs"));
        assertEquals(e.getMessage(), "displs is null");
    }

    @Test
    public void perRankArrayLongEnoughIsAccepted() throws MPIException {
        Args.perRank(new int[4], 4, "sendcounts");
        Args.perRank(new int[5], 4, "sendcounts");
    }

    @Test
    public void negativeCountIsRefusedByName() throws MPIException {
        MPIException e = expectThrows(MPIException.class, () -> Args.nonNegative(-2, "blockLength"));
        assertEquals(e.getErrorClass(), MPI.ERR_COUNT);
        assertTrue(e.getMessage().contains("blockLength") && e.getMessage().contains("-2"), e.getMessage());
        Args.nonNegative(0, "count");
    }
}
