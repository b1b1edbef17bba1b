package mpi.it;

import org.testng.annotations.AfterClass;
import org.testng.annotations.BeforeClass;

/**
 * The simulated hosts of a test class (docs/two-hosts.md): brought up once before its tests and removed after them.
 * Where they cannot be made (not root, no network namespaces) every test fails and says why.
 */
public abstract class TwoHostsFixture {
    /** How long MPICH's MPI_Finalize gets after every rank is done before a test ends the job (docs/two-hosts.md). */
    protected static final long FINALIZE_GRACE_SECONDS = 15;

    private TwoHosts hosts;
    private Throwable unavailable;

    @BeforeClass
    public void up() {
        try {
            hosts = TwoHosts.up();
        } catch (Throwable t) {
            unavailable = t;
        }
    }

    @AfterClass(alwaysRun = true)
    public void down() {
        if (hosts != null) {
            hosts.close();
        }
    }

    protected TwoHosts hosts() {
        if (unavailable != null) {
            throw new AssertionError("no simulated hosts: " + unavailable.getMessage(), unavailable);
        }
        return hosts;
    }
}
