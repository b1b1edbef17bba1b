package mpi.shim.nat;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import org.testng.annotations.Test;

/** A function the loaded MPI library lacks binds to a stand-in whose calls return MISSING, without crashing. */
public class MissingFunctionTest {
    @Test
    public void aMissingFunctionReturnsMissingWhateverItsArguments() {
        NativeFunction f = Native.LIBRARY.function("MPI_No_such_function", false, true);
        assertTrue(f.missing());
        assertEquals(f.call(1, 2), NativeFunction.MISSING);
        NativeFunction seven = Native.LIBRARY.function("MPI_No_such_isend", false, true, false, true, true,
                false, false);
        assertFalse(seven.trampolined(), "a missing function takes no trampoline slot");
        assertEquals(seven.call(1, 2, 3, 4, 5, 6, 7), NativeFunction.MISSING);
        assertEquals(Native.LIBRARY.function("MPI_No_such_long", new boolean[9])
                .call(1, 2, 3, 4, 5, 6, 7, 8, 9), NativeFunction.MISSING);
    }

    @Test
    public void aPresentFunctionIsNotMissing() {
        assertFalse(Native.LIBRARY.function("MPI_Comm_rank", false, false).missing());
    }
}
