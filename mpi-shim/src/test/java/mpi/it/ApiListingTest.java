package mpi.it;

import static org.testng.Assert.assertEquals;

import java.util.List;
import java.util.Map;
import org.testng.annotations.Test;

/** The comparison rules of {@link ApiListing}, on small hand-written listings (no jar, no MPI). */
public class ApiListingTest {
    private static List<String> missing(List<String> listing, List<String> ours) {
        Map<String, ApiListing.ClassApi> expected = ApiListing.parse(listing);
        return ApiListing.missing(expected, ApiListing.parse(ours), null);
    }

    @Test
    public void reportsMissingMembersAndClassesButToleratesNativeAndRawHandleConstructors() {
        List<String> listed = List.of("# header", "public class mpi.X {", "  public void a() throws mpi.MPIException;",
                "  protected mpi.X(long);", "  protected void b();", "  public static final int C;", "}",
                "public final class mpi.Y {", "  protected void c();", "  public int d(int);", "}",
                "public interface mpi.Z {", "  public abstract void free() throws mpi.MPIException;", "}");
        List<String> ours = List.of("Compiled from \"X.java\"", "public class mpi.X {",
                "  public native void a() throws mpi.MPIException;", "  public static final int C;", "}",
                "public final class mpi.Y {", "  public int d(int);", "}");
        assertEquals(missing(listed, ours), List.of("mpi.X: protected void b()",
                "mpi.Z: the class is missing (public interface mpi.Z)"));
    }

    @Test
    public void signaturesMustMatchExactly() {
        List<String> listed = List.of("public class mpi.X {", "  public final int a(int) throws mpi.MPIException;",
                "  public <T extends mpi.X> T b(java.nio.ByteBuffer);", "}");
        List<String> ours = List.of("public class mpi.X {", "  public int a(int) throws mpi.MPIException;",
                "  public <T> T b(java.nio.ByteBuffer);", "}");
        assertEquals(missing(listed, ours), List.of("mpi.X: public final int a(int) throws mpi.MPIException",
                "mpi.X: public <T extends mpi.X> T b(java.nio.ByteBuffer)"));
    }

    @Test
    public void acceptsBothAllToAllwFormsAndTheFieldsOnlyOpenMpi5Has() {
        List<String> listed = List.of("public final class mpi.MPI {", "  public static final mpi.Errhandler ERRORS_ABORT;",
                "  public static final int ERR_PROC_ABORTED;", "}", "public class mpi.Comm {",
                "  public final void allToAllw(java.lang.Object, int[], mpi.Datatype[], java.lang.Object);", "}");
        List<String> ours = List.of("public final class mpi.MPI {", "}", "public class mpi.Comm {",
                "  public final void allToAllw(java.nio.Buffer, int[], mpi.Datatype[], java.nio.Buffer);", "}");
        assertEquals(missing(listed, ours), List.of());
    }

    @Test
    public void classDeclarationsCompareWithoutTypeArguments() {
        List<String> listed = List.of("public final class mpi.Count implements java.lang.Comparable {", "}",
                "public class mpi.W extends mpi.V {", "}");
        List<String> ours = List.of("public final class mpi.Count implements java.lang.Comparable<java.lang.Object> {",
                "}", "public class mpi.W {", "}");
        assertEquals(missing(listed, ours), List.of("mpi.W: declaration differs: expected \"public class mpi.W "
                + "extends mpi.V\" but is \"public class mpi.W\""));
    }
}
