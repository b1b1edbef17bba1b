package mpi;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertNotEquals;

import org.testng.annotations.Test;

/** The release series compared at Init between the library the jar was built for and the one loaded. */
public class LifecycleSeriesTest {
    private static final String BUILT =
            "Open MPI v4.1.4, package: Debian OpenMPI, ident: 4.1.4, repo rev: v4.1.4, May 26, 2022";

    @Test
    public void openMpiSeriesIsVendorAndMajorMinor() {
        assertEquals(Lifecycle.series(BUILT), "Open MPI v4.1");
    }

    @Test
    public void anotherReleaseOfTheSameSeriesIsAccepted() {
        assertEquals(Lifecycle.series("Open MPI v4.1.6, package: Open MPI builder Distribution, ident: 4.1.6"),
                Lifecycle.series(BUILT));
    }

    @Test
    public void anotherSeriesOrVendorIsRefused() {
        assertNotEquals(Lifecycle.series("Open MPI v5.0.3, package: Open MPI, ident: 5.0.3"), Lifecycle.series(BUILT));
        assertNotEquals(Lifecycle.series("Open MPI v4.10.0, package: x"), Lifecycle.series(BUILT));
        assertNotEquals(Lifecycle.series("Open MPI v4.0.7, package: x"), Lifecycle.series(BUILT));
        assertNotEquals(Lifecycle.series("MPICH Version:\t4.1\nMPICH Release date: x"), Lifecycle.series(BUILT));
        assertNotEquals(Lifecycle.series("unknown"), Lifecycle.series(BUILT));
    }

    @Test
    public void otherVendors() {
        assertEquals(Lifecycle.series("MPICH Version:\t4.0.2\nMPICH Release date:\tThu Apr  7 12:34:45 CDT 2022"),
                "MPICH Version:\t4.0");
        assertEquals(Lifecycle.series("MPICH Version:\t4.0.2\n"), Lifecycle.series("MPICH Version:\t4.0\n"));
        assertEquals(Lifecycle.series("Intel(R) MPI Library 2021.5 for Linux* OS"), "Intel(R) MPI Library 2021.5");
        assertEquals(Lifecycle.series("no digits at all"), "no digits at all");
    }
}
