package mpi;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import mpi.shim.nat.Native;
import mpi.shim.nat.NativeFunction;
import org.testng.annotations.Test;

/** A call of a function the loaded MPI lacks becomes an MPIException that names the function and the library. */
public class MissingFunctionErrorTest {
    @Test
    public void theExceptionNamesTheFunctionAndTheLibrary() {
        MPIException e = Errors.of(NativeFunction.MISSING, "MPI_Comm_idup_with_info");
        assertEquals(e.getErrorClass(), MPI.ERR_UNSUPPORTED_OPERATION);
        assertTrue(e.getMessage().contains("has no function MPI_Comm_idup_with_info"), e.getMessage());
        assertTrue(e.getMessage().contains(Native.PATH.toString()), e.getMessage());
    }
}
