package mpi.it;

import static org.testng.Assert.assertEquals;

import java.util.List;
import org.testng.annotations.Test;
import programs.DatatypesProgram;
import programs.PairsStructsProgram;
import programs.UserOpProgram;

/** Derived datatypes, Struct and pair types, complex views and user-defined operations under real mpirun jobs. */
public class TypesIT {
    @Test
    public void derivedDatatypesMoveTheRightBytesAndBadInputIsRefused() {
        MpiRun.Result r = MpiRun.of(2, DatatypesProgram.class).runOk();
        assertEquals(r.lines("ok "), List.of("ok datatypes"), r.toString());
    }

    @Test
    public void pairTypesComplexTypesAndStructSubclasses() {
        MpiRun.Result r = MpiRun.of(4, PairsStructsProgram.class).runOk();
        assertEquals(r.lines("ok "), List.of("ok pairs-structs"), r.toString());
    }

    @Test
    public void userDefinedOperationsWithThreeRanks() {
        MpiRun.Result r = MpiRun.of(3, UserOpProgram.class).runOk();
        assertEquals(r.lines("ok "), List.of("ok user-ops"), r.toString());
    }

    @Test
    public void userDefinedOperationsWithFourRanks() {
        MpiRun.Result r = MpiRun.of(4, UserOpProgram.class).runOk();
        assertEquals(r.lines("ok "), List.of("ok user-ops"), r.toString());
    }
}
