package mpi.shim.nat;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import com.kenai.jffi.Type;
import org.testng.annotations.Test;

/** A function the loaded MPI library lacks binds to a stand-in whose calls return MISSING, without crashing. */
public class MissingFunctionTest {
    @Test
    public void aMissingFunctionReturnsMissingWhateverItsArguments() {
        NativeFunction f = new NativeFunction(Native.LIBRARY, "MPI_No_such_function", Type.SINT32, false, true);
        assertTrue(f.missing());
        assertEquals(f.call(1, 2), NativeFunction.MISSING);
        NativeFunction seven = new NativeFunction(Native.LIBRARY, "MPI_No_such_isend", Type.SINT32,
                false, true, false, true, true, false, false);
        assertFalse(seven.trampolined(), "a missing function takes no trampoline slot");
        assertEquals(seven.call(1, 2, 3, 4, 5, 6, 7), NativeFunction.MISSING);
        assertEquals(new NativeFunction(Native.LIBRARY, "MPI_No_such_long", Type.SINT32, new boolean[9])
                .call(1, 2, 3, 4, 5, 6, 7, 8, 9), NativeFunction.MISSING);
    }

    @Test
    public void aPresentFunctionIsNotMissing() {
        assertFalse(new NativeFunction(Native.LIBRARY, "MPI_Comm_rank", Type.SINT32, false, false).missing());
    }
}
