package mpi.it;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.testng.annotations.BeforeClass;
import org.testng.annotations.Test;

/**
 * The API of dist/mpi.jar, as javap prints it, against Open MPI's listing (test data: mpi/it/openmpi-java-api.txt): see
 * {@link ApiListing} for what must match. Prints the precise list of what is missing.
 */
public class ApiListingIT {
    /** The datatype and reduction classes, checked on their own so that this area is held to the listing. */
    private static final Set<String> TYPES_AND_OPERATIONS = Set.of("mpi.Datatype", "mpi.Struct", "mpi.Struct$Data",
            "mpi.Int2", "mpi.Int2$Data", "mpi.ShortInt", "mpi.ShortInt$Data", "mpi.LongInt", "mpi.LongInt$Data",
            "mpi.FloatInt", "mpi.FloatInt$Data", "mpi.DoubleInt", "mpi.DoubleInt$Data", "mpi.DoubleComplex",
            "mpi.FloatComplex", "mpi.Op", "mpi.UserFunction", "mpi.Status", "mpi.Count");

    private Map<String, ApiListing.ClassApi> expected;
    private Map<String, ApiListing.ClassApi> actual;

    @BeforeClass
    public void javapBothSides() throws Exception {
        expected = ApiListing.parse(ApiListing.listingLines());
        assertTrue(expected.size() > 40, "the API listing has only " + expected.size() + " classes");
        Path jar = Path.of(System.getProperty("jmpi.jar", "dist/mpi.jar"));
        if (!jar.isAbsolute() && !Files.exists(jar)) {
            jar = ApiListing.projectRoot().resolve(jar);
        }
        assertTrue(Files.isRegularFile(jar), "no jar at " + jar.toAbsolutePath());
        actual = ApiListing.javap(jar, expected.keySet());
    }

    @Test
    public void datatypesStructsAndOperationsMatchTheListing() {
        List<String> missing = ApiListing.missing(expected, actual, TYPES_AND_OPERATIONS);
        List<String> mpiFields = ApiListing.missing(expected, actual, Set.of("mpi.MPI"));
        for (String f : List.of("int2", "shortInt", "longInt", "floatInt", "doubleInt")) {
            for (String m : mpiFields) {
                if (m.endsWith(" " + f)) {
                    missing.add(m);
                }
            }
        }
        for (String m : ApiListing.missing(expected, actual, Set.of("mpi.Comm"))) {
            if (m.contains(" reduceLocal(")) {
                missing.add(m);
            }
        }
        report("datatype/struct/op classes", missing);
        assertEquals(missing, List.of(), missing.size() + " members missing");
    }

    @Test
    public void everyListedMemberExists() {
        List<String> missing = ApiListing.missing(expected, actual, null);
        report("the whole listing", missing);
        assertEquals(missing.size(), 0, missing.size() + " members of the listing are missing:\n"
                + String.join("\n", missing));
    }

    private static void report(String scope, List<String> missing) {
        System.out.println("API listing check (" + scope + "): " + missing.size() + " missing");
        for (String m : missing) {
            System.out.println("  MISSING " + m);
        }
    }
}
