package mpi.shim.abi;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.testng.annotations.BeforeMethod;
import org.testng.annotations.Test;

/** How mpi.h spellings of predefined handles become values: Open MPI's address-of, MPICH's integer literals. */
public class PredefinedHandlesTest {
    /** Symbols looked up, per test method (TestNG shares one instance of the class). */
    private final List<String> asked = new ArrayList<>();

    @BeforeMethod
    public void forget() {
        asked.clear();
    }

    private PredefinedHandles with(Map<String, Long> symbols) {
        return new PredefinedHandles(name -> {
            asked.add(name);
            return symbols.getOrDefault(name, 0L);
        });
    }

    @Test
    public void openMpiSpellingIsTheAddressOfItsSymbol() {
        PredefinedHandles h = with(Map.of("ompi_mpi_comm_world", 0x7f0012345000L, "ompi_mpi_int", 0x7f0012346000L));
        assertEquals(h.valueOf("MPI_COMM_WORLD", "((MPI_Comm) ((void *) &(ompi_mpi_comm_world)))"), 0x7f0012345000L);
        assertEquals(h.valueOf("MPI_INT", "((MPI_Datatype) &ompi_mpi_int)"), 0x7f0012346000L);
        assertEquals(asked, List.of("ompi_mpi_comm_world", "ompi_mpi_int"));
    }

    @Test
    public void missingSymbolNamesTheSymbolAndTheHandle() {
        PredefinedHandles h = with(Map.of());
        IllegalStateException e = expectThrows(IllegalStateException.class,
                () -> h.valueOf("MPI_SUM", "((MPI_Op) ((void *) &(ompi_mpi_op_sum)))"));
        assertTrue(e.getMessage().contains("ompi_mpi_op_sum") && e.getMessage().contains("MPI_SUM"),
                e.getMessage());
    }

    @Test
    public void mpichSpellingIsTheLiteral() {
        PredefinedHandles h = with(Map.of());
        assertEquals(h.valueOf("MPI_COMM_WORLD", "((MPI_Comm)0x44000000)"), 0x44000000L);
        assertEquals(h.valueOf("MPI_INT", "((MPI_Datatype)0x4c000405)"), 0x4c000405L);
        assertEquals(h.valueOf("MPI_SUM", "((MPI_Op)(0x58000003))"), 0x58000003L);
        assertEquals(h.valueOf("MPI_ERRORS_RETURN", "((MPI_Errhandler)0x54000001)"), 0x54000001L);
        assertEquals(h.valueOf("MPI_COMM_NULL", "((MPI_Comm)0x04000000)"), 0x04000000L);
        assertEquals(h.valueOf("MPI_X", "((MPI_Info) 12 )"), 12L);
        assertEquals(h.valueOf("MPI_Y", "(-1)"), -1L);
        assertTrue(asked.isEmpty(), "literals need no symbol lookup: " + asked);
    }

    @Test
    public void unknownSpellingIsAClearError() {
        IllegalStateException e = expectThrows(IllegalStateException.class,
                () -> with(Map.of()).valueOf("MPI_FOO", "MPI_FOO_IMPL"));
        assertTrue(e.getMessage().contains("MPI_FOO") && e.getMessage().contains("MPI_FOO_IMPL"), e.getMessage());
    }

    @Test
    public void handlesThisBuildLacks() {
        PredefinedHandles h = with(Map.of());
        assertEquals(h.resolve("MPI_NO_SUCH_HANDLE", 42L), 42L);
        IllegalStateException e = expectThrows(IllegalStateException.class, () -> h.resolve("MPI_NO_SUCH_HANDLE"));
        assertTrue(e.getMessage().contains("MPI_NO_SUCH_HANDLE"), e.getMessage());
        assertTrue(asked.isEmpty());
    }

    @Test
    public void resolvesWhatTheProbeRecorded() {
        // every handle of this build resolves through its recorded spelling, whichever convention it uses
        PredefinedHandles h = new PredefinedHandles(name -> 0x1000L + name.hashCode() % 0x100 * 16L);
        for (String name : new String[] {"MPI_COMM_WORLD", "MPI_INT", "MPI_SUM", "MPI_ERRORS_RETURN"}) {
            String spelling = Abi.handleSpelling(name);
            assertTrue(spelling != null, "abi.properties records " + name);
            assertEquals(h.resolve(name), h.valueOf(name, spelling), name);
        }
        if ("openmpi".equals(Abi.libraryFamily())) {
            asked.clear();
            assertEquals(with(Map.of("ompi_mpi_comm_world", 77L)).resolve("MPI_COMM_WORLD"), 77L);
            assertEquals(asked, List.of("ompi_mpi_comm_world"));
        }
    }
}
