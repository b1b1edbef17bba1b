package mpi.shim.abi;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertNull;
import static org.testng.Assert.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.testng.annotations.Test;

/** Which packed ABI description a library's version string selects, and what a refusal says. */
public class AbiCatalogTest {
    private static final String OMPI41 = "Open MPI v4.1.4, package: Debian OpenMPI, ident: 4.1.4, repo rev: v4.1.4";
    private static final String MPICH40 = "MPICH Version:\t4.0.2\nMPICH Release date:\tThu Apr  7 2022\nMPICH ABI:\t14:2:2";

    @Test
    public void seriesComeFromTheFirstLine() {
        assertEquals(AbiCatalog.seriesOf(OMPI41), "openmpi-4.1");
        assertEquals(AbiCatalog.seriesOf("Open MPI v5.0.7, package: Debian OpenMPI, ident: 5.0.7"), "openmpi-5.0");
        assertEquals(AbiCatalog.seriesOf("Open MPI v4.10.0, package: x"), "openmpi-4.10");
        assertEquals(AbiCatalog.seriesOf(MPICH40), "mpich-4.0");
        assertEquals(AbiCatalog.seriesOf("MPICH Version:      4.2.1\nMPICH Release date: x"), "mpich-4.2");
        assertNull(AbiCatalog.seriesOf("Intel(R) MPI Library 2021.5 for Linux* OS"));
        assertNull(AbiCatalog.seriesOf("unknown"));
    }

    @Test
    public void everyTestedSeriesIsPackedAndDescribesItself() {
        for (String series : new String[] {"openmpi-4.1", "openmpi-5.0", "mpich-4.0", "mpich-4.2"}) {
            assertTrue(AbiCatalog.PACKED.contains(series), series + " in " + AbiCatalog.PACKED);
            AbiDescription d = AbiDescription.packed(series);
            assertEquals(d.series(), series);
        }
    }

    @Test
    public void aSupportedLibrarySelectsItsSeries() {
        AbiCatalog.Selection s = AbiCatalog.select(MPICH40, null, true);
        assertNull(s.refusal);
        assertEquals(s.description.name(), "mpich-4.0");
        assertEquals(s.description.require("sizeof.MPI_Comm"), "4");
        assertEquals(AbiCatalog.select(OMPI41, "", false).description.require("sizeof.MPI_Comm"), "8");
    }

    @Test
    public void anUnsupportedSeriesIsRefusedWithWhatToDo() {
        AbiCatalog.Selection s = AbiCatalog.select("Open MPI v4.0.7, package: x", null, false);
        assertTrue(s.refusal.contains("\"Open MPI v4.0.7, package: x\" is not supported"), s.refusal);
        assertTrue(s.refusal.contains("openmpi-4.0 has no ABI description"), s.refusal);
        assertTrue(s.refusal.contains("openmpi-4.1, ") && s.refusal.contains("mpich-4.2"), s.refusal);
        assertTrue(s.refusal.contains("make abi-describe"), s.refusal);
        assertEquals(s.description.require("library.family"), "openmpi"); // of the library's handle style
    }

    @Test
    public void aLibraryOfAnotherFamilyIsRefusedAndKeepsItsHandleStyle() {
        AbiCatalog.Selection s = AbiCatalog.select("Intel(R) MPI Library 2021.5 for Linux* OS", null, true);
        assertTrue(s.refusal.contains("keeps MPICH's ABI"), s.refusal);
        assertEquals(s.description.require("library.family"), "mpich");
        s = AbiCatalog.select("Some MPI 1.0", null, false);
        assertTrue(s.refusal.contains("no MPI family this mpi.jar knows"), s.refusal);
    }

    @Test
    public void anExplicitChoiceWins() throws IOException {
        AbiCatalog.Selection s = AbiCatalog.select("Intel(R) MPI Library 2021.5", "mpich-4.2", true);
        assertNull(s.refusal);
        assertEquals(s.description.name(), "mpich-4.2");
        Path file = Files.createTempFile("abi", ".properties");
        try {
            Files.writeString(file, "library.family=mpich\nlibrary.major=3\nlibrary.minor=4\nconst.MPI_ANY_TAG=-1\n");
            s = AbiCatalog.select(OMPI41, file.toString(), false);
            assertNull(s.refusal);
            assertEquals(s.description.series(), "mpich-3.4");
        } finally {
            Files.delete(file);
        }
        s = AbiCatalog.select(OMPI41, "/no/such/description", false);
        assertTrue(s.refusal.contains("jmpi.abi (or JMPI_ABI) is \"/no/such/description\""), s.refusal);
    }
}
