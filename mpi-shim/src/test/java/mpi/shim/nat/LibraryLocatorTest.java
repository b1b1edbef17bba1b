package mpi.shim.nat;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.testng.annotations.AfterMethod;
import org.testng.annotations.BeforeMethod;
import org.testng.annotations.Test;

/** Where libmpi.so is looked for, in which order, and what the error says; on temporary trees with fake env maps. */
public class LibraryLocatorTest {
    private Path root;
    private final Map<String, String> props = new HashMap<>();
    private final Map<String, String> env = new HashMap<>();

    @BeforeMethod
    public void setUp() throws IOException {
        root = Files.createTempDirectory("locator").toRealPath();
        props.clear();
        env.clear();
    }

    @AfterMethod(alwaysRun = true)
    public void tearDown() throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    private LibraryLocator locator(String... systemDirs) {
        return new LibraryLocator(props::get, env, List.of(systemDirs));
    }

    private Path file(String relative) throws IOException {
        Path p = root.resolve(relative);
        Files.createDirectories(p.getParent());
        return Files.write(p, new byte[] {0x7f, 'E', 'L', 'F'});
    }

    private Path mpirun(String relative) throws IOException {
        Path p = file(relative);
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    private String dir(String relative) throws IOException {
        return Files.createDirectories(root.resolve(relative)).toString();
    }

    @Test
    public void systemPropertyNamesTheFileAndWinsOverTheEnvironment() throws IOException {
        Path byProperty = file("a/libmpi.so");
        props.put(LibraryLocator.PROPERTY, byProperty.toString());
        env.put(LibraryLocator.ENV, file("b/libmpi.so").toString());
        env.put("LD_LIBRARY_PATH", dir("b"));
        LibraryLocator.Found found = locator().locate();
        assertEquals(found.library, byProperty);
        assertEquals(found.searched, List.of(byProperty + " (system property jmpi.libmpi)"));
    }

    @Test
    public void blankPropertyFallsBackToTheEnvironmentVariable() throws IOException {
        props.put(LibraryLocator.PROPERTY, "  ");
        Path byEnv = file("b/libmpi.so");
        env.put(LibraryLocator.ENV, byEnv.toString());
        assertEquals(locator().locate().library, byEnv);
    }

    @Test
    public void overrideMayNameADirectory() throws IOException {
        Path versioned = file("d/libmpi.so.40");
        env.put(LibraryLocator.ENV, root.resolve("d").toString());
        LibraryLocator.Found found = locator().locate();
        assertEquals(found.library, versioned);
        assertEquals(found.searched, List.of(root.resolve("d/libmpi.so") + " (environment variable JMPI_LIBMPI)",
                versioned + " (environment variable JMPI_LIBMPI)"));
    }

    @Test
    public void missingOverrideIsAnErrorEvenWhenTheSearchWouldFindOne() throws IOException {
        Path missing = root.resolve("nowhere/libmpi.so");
        props.put(LibraryLocator.PROPERTY, missing.toString());
        env.put("LD_LIBRARY_PATH", file("elsewhere/libmpi.so").getParent().toString());
        IllegalStateException e = expectThrows(IllegalStateException.class, () -> locator().locate());
        assertTrue(e.getMessage().contains(missing + " (system property jmpi.libmpi)"), e.getMessage());
        assertTrue(e.getMessage().contains("-Djmpi.libmpi") && e.getMessage().contains("JMPI_LIBMPI"),
                e.getMessage());
        assertTrue(!e.getMessage().contains("elsewhere"), e.getMessage());
    }

    @Test
    public void libraryBesideMpirunOnPathComesFirst() throws IOException {
        mpirun("prefix/bin/mpirun");
        Path beside = file("prefix/lib/libmpi.so");
        file("ld/libmpi.so");
        file("jlp/libmpi.so");
        file("sys/libmpi.so");
        env.put("PATH", dir("empty") + ":" + root.resolve("prefix/bin"));
        env.put("LD_LIBRARY_PATH", root.resolve("ld").toString());
        props.put("java.library.path", root.resolve("jlp").toString());
        assertEquals(locator(root.resolve("sys").toString()).locate().library, beside);
    }

    @Test
    public void mpirunLinkIsFollowedToItsInstallation() throws IOException {
        Path real = mpirun("openmpi/bin/orterun");
        Path lib = file("openmpi/lib64/libmpi.so.40");
        Files.createDirectories(root.resolve("links"));
        Files.createSymbolicLink(root.resolve("links/mpirun"), real);
        env.put("PATH", root.resolve("links").toString());
        assertEquals(locator().locate().library, lib);
    }

    @Test
    public void thenLdLibraryPathThenJavaLibraryPathThenSystemDirectories() throws IOException {
        Path ld2 = file("ld2/libmpi.so");
        Path jlp = file("jlp/libmpi.so");
        Path sys = file("sys/libmpi.so");
        env.put("LD_LIBRARY_PATH", dir("ld1") + "::" + ld2.getParent());
        props.put("java.library.path", jlp.getParent().toString());
        String sysDir = sys.getParent().toString();
        assertEquals(locator(sysDir).locate().library, ld2);
        env.remove("LD_LIBRARY_PATH");
        assertEquals(locator(sysDir).locate().library, jlp);
        props.remove("java.library.path");
        assertEquals(locator(sysDir).locate().library, sys);
    }

    @Test
    public void notAnExecutableMpirunAndNotARegularFileAreSkipped() throws IOException {
        file("fake/bin/mpirun"); // not executable
        file("fake/lib/libmpi.so");
        Files.createDirectories(root.resolve("ld/libmpi.so")); // a directory by the library's name
        Path real = file("ld/libmpi.so.40");
        env.put("PATH", root.resolve("fake/bin").toString());
        env.put("LD_LIBRARY_PATH", root.resolve("ld").toString());
        assertEquals(locator().locate().library, real);
    }

    @Test
    public void errorListsEveryPlaceSearchedInOrder() throws IOException {
        mpirun("prefix/bin/mpirun");
        env.put("PATH", root.resolve("prefix/bin").toString());
        env.put("LD_LIBRARY_PATH", dir("ld1") + ":" + dir("ld2"));
        props.put("java.library.path", dir("jlp"));
        String sys = dir("sys");
        IllegalStateException e = expectThrows(IllegalStateException.class, () -> locator(sys).locate());
        String m = e.getMessage();
        List<Path> dirs = List.of(root.resolve("prefix/lib"), root.resolve("prefix/lib64"), root.resolve("ld1"),
                root.resolve("ld2"), root.resolve("jlp"), root.resolve(sys));
        int last = -1;
        for (Path d : dirs) {
            for (String name : new String[] {"libmpi.so", "libmpi.so.40"}) {
                int at = m.indexOf("\n  " + d.resolve(name) + "\n");
                assertTrue(at > last, d.resolve(name) + " listed after the places before it in:\n" + m);
                last = at;
            }
        }
        assertTrue(m.startsWith("cannot find libmpi.so"), m);
        assertTrue(m.contains("apt-get install -y openmpi-bin libopenmpi-dev"), m);
        assertTrue(!m.contains("libmpi_java"), m);
    }

    @Test
    public void underHydraMpichsLibraryIsTakenThoughOpenMpisIsOnTheSamePath() throws IOException {
        file("sys/libmpi.so");
        Path mpich = file("sys/libmpich.so.12");
        env.put("PMI_RANK", "0");
        env.put("PMI_FD", "6");
        assertEquals(locator(root.resolve("sys").toString()).locate().library, mpich);
    }

    @Test
    public void underOpenMpisLauncherOpenMpisLibraryIsTaken() throws IOException {
        Path ompi = file("sys/libmpi.so.40");
        file("sys/libmpich.so.12");
        env.put("OMPI_COMM_WORLD_SIZE", "2");
        env.put("PMI_RANK", "0"); // a PMI variable beside Open MPI's own does not make it MPICH
        assertEquals(locator(root.resolve("sys").toString()).locate().library, ompi);
    }

    @Test
    public void mpichLauncherBesideOpenMpisGivesItsOwnPrefix() throws IOException {
        mpirun("ompi/bin/mpirun");
        file("ompi/lib/libmpi.so");
        Path hydra = mpirun("mpich/bin/mpiexec.hydra");
        Files.createSymbolicLink(root.resolve("ompi/bin/mpirun.mpich"), hydra);
        Path lib = file("mpich/lib/libmpich.so.12");
        env.put("PATH", root.resolve("ompi/bin").toString());
        env.put("PMI_SIZE", "2");
        env.put("PMI_RANK", "1");
        assertEquals(locator().locate().library, lib);
    }

    @Test
    public void withoutALauncherTheMpirunOnPathNamesTheFamily() throws IOException {
        Path hydra = mpirun("mpich/bin/mpiexec.hydra");
        Files.createDirectories(root.resolve("links"));
        Files.createSymbolicLink(root.resolve("links/mpirun"), hydra);
        file("sys/libmpi.so");
        Path lib = file("mpich/lib/libmpich.so.12");
        env.put("PATH", root.resolve("links").toString());
        assertEquals(locator(root.resolve("sys").toString()).locate().library, lib);
    }

    @Test
    public void mpichErrorNamesMpichsLibraryAndPackages() throws IOException {
        env.put("PMI_RANK", "0");
        String sys = dir("sys");
        IllegalStateException e = expectThrows(IllegalStateException.class, () -> locator(sys).locate());
        assertTrue(e.getMessage().startsWith("cannot find libmpich.so.12 (MPICH's C library)"), e.getMessage());
        assertTrue(e.getMessage().contains(root.resolve("sys/libmpi.so.12").toString()), e.getMessage());
        assertTrue(e.getMessage().contains("apt-get install -y mpich libmpich-dev"), e.getMessage());
    }
}
