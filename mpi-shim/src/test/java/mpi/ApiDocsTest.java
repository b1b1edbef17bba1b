package mpi;

import static org.testng.Assert.assertTrue;
import static org.testng.Assert.fail;

import java.io.File;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.DocumentationTool;
import javax.tools.JavaFileObject;
import javax.tools.ToolProvider;
import org.testng.annotations.Test;

/**
 * The API documentation of package {@code mpi} builds without a single javadoc warning, doclint fully on: every
 * public class and member has its comment, parameters, returns and throws, and no link or HTML is broken. Runs the
 * JDK's javadoc in-process on {@code src/main/java} (a couple of seconds). {@code make docs} runs this test with
 * {@code -Djmpi.apidocs=<dir>} to write the HTML there; otherwise it goes to {@code target/apidocs}. The binding's
 * internal packages ({@code mpi.shim.*}) are not documented: no public or protected signature of {@code mpi}
 * names one of their types.
 */
public class ApiDocsTest {
    /** The javadoc options of the API documentation; {@code make docs} gets the same through this test. */
    static List<String> options(Path out) {
        return List.of(
                "-d", out.toString(),
                "-sourcepath", Path.of("src", "main", "java").toString(),
                "-classpath", System.getProperty("java.class.path"),
                "-protected",
                "-Xdoclint:all",
                "-Xmaxwarns", "100000",
                "-Xmaxerrs", "100000",
                "-quiet",
                "-notimestamp",
                "-encoding", "UTF-8",
                "-doctitle", "jmpi: package mpi, Open MPI's Java API on the plain C MPI library",
                "-windowtitle", "jmpi API",
                "mpi");
    }

    @Test
    public void packageMpiDocumentsWithoutWarnings() throws Exception {
        Path out = Path.of(System.getProperty("jmpi.apidocs", Path.of("target", "apidocs").toString()));
        Files.createDirectories(out);
        DocumentationTool javadoc = ToolProvider.getSystemDocumentationTool();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter log = new StringWriter();
        boolean ok = javadoc.getTask(log, null, diagnostics, null, options(out), null).call();
        List<String> problems = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() != Diagnostic.Kind.NOTE) {
                String where = d.getSource() == null ? "" : new File(d.getSource().getName()).getName()
                        + ":" + d.getLineNumber() + ": ";
                problems.add(d.getKind().toString().toLowerCase(Locale.ROOT) + " " + where + d.getMessage(null));
            }
        }
        if (!ok || !problems.isEmpty()) {
            fail("javadoc -Xdoclint:all on package mpi: " + problems.size() + " warning(s) or error(s)\n"
                    + String.join("\n", problems) + (ok ? "" : "\n" + log));
        }
        assertTrue(Files.isRegularFile(out.resolve("mpi").resolve("package-summary.html")), out.toString());
    }
}
