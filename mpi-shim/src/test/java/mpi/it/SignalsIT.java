package mpi.it;

import static org.testng.Assert.assertEquals;

import java.util.List;
import org.testng.annotations.Test;
import programs.SignalsProgram;

/**
 * No MPI transport takes the JVM's own signals: thousands of implicit null checks and collections while messages
 * are in flight leave every rank alive (UCX's SIGSEGV handler, in MPICH's ch4:ucx, killed the rank at the first
 * one before the binding set UCX_ERROR_SIGNALS).
 */
public class SignalsIT {
    @Test
    public void nullChecksAndSafepointsWhileMessagesFly() {
        MpiRun.Result r = MpiRun.of(2, SignalsProgram.class).args("20000").runOk();
        List<String> lines = r.lines("signals r");
        assertEquals(lines.size(), 2, r.toString());
        for (String line : lines) {
            assertEquals(line.substring(line.indexOf(" null checks ")), " null checks 20000", r.toString());
        }
        assertEquals(r.lines("allocator r").size(), 2, r.toString());
    }
}
