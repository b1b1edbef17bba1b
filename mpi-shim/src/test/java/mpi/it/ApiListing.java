package mpi.it;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Compares the API javap sees in a jar with Open MPI's listing (javap output of Open MPI's mpi.jar, kept as test
 * data in this module's resources: mpi/it/openmpi-java-api.txt). What must match, as the issue defines it: every public member
 * of each public class, and every protected member of each non-final public class, with the same signature line
 * (modifiers, generic signature, parameter types, return type, throws clause). Tolerated: the {@code native} and
 * {@code synchronized} modifiers (not part of a Java signature); type arguments in a class's extends/implements
 * clause (erased in the class file: {@code Comparable<Object>} is Open MPI's raw {@code Comparable}); protected constructors taking raw handles
 * ({@code long} or {@code long[]}), which are Open MPI internals; the two 4.1/5.0 differences the listing's header
 * names (allToAllw with Buffer or Object; MPI.ERRORS_ABORT and MPI.ERR_PROC_ABORTED present or not).
 */
final class ApiListing {
    /** A class of the listing: its declaration line and member lines, normalised. */
    static final class ClassApi {
        final String name;
        final String declaration;
        final Set<String> members = new LinkedHashSet<>();

        ClassApi(String name, String declaration) {
            this.name = name;
            this.declaration = declaration;
        }

        boolean isFinal() {
            return declaration.contains(" final ");
        }
    }

    private static final Pattern DECLARATION =
            Pattern.compile("^(public|protected)?\\s*(.*?)(class|interface) (mpi\\.[\\w$]+)(.*)\\{\\s*$");

    private ApiListing() {}

    /** The listing's lines, read from the test class path (mpi/it/openmpi-java-api.txt). */
    static List<String> listingLines() throws IOException {
        try (InputStream in = ApiListing.class.getResourceAsStream("openmpi-java-api.txt")) {
            if (in == null) {
                throw new AssertionError("no API listing mpi/it/openmpi-java-api.txt on the test class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().collect(Collectors.toList());
        }
    }

    /** The directory holding the Makefile and the mpi-shim module (system property jmpi.root, else searched up). */
    static Path projectRoot() {
        String prop = System.getProperty("jmpi.root");
        if (prop != null && Files.isDirectory(Path.of(prop, "mpi-shim"))) {
            return Path.of(prop).toAbsolutePath().normalize();
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("mpi-shim")) && Files.isRegularFile(p.resolve("Makefile"))) {
                return p;
            }
        }
        throw new AssertionError("cannot find the project root from " + Path.of("").toAbsolutePath());
    }

    static Map<String, ClassApi> parse(List<String> lines) {
        Map<String, ClassApi> classes = new LinkedHashMap<>();
        ClassApi current = null;
        for (String raw : lines) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("Compiled from")) {
                continue;
            }
            Matcher m = DECLARATION.matcher(line);
            if (current == null && m.matches()) {
                current = new ClassApi(m.group(4), erase(normalise(line.substring(0, line.length() - 1))));
                classes.put(current.name, current);
            } else if (line.equals("}")) {
                current = null;
            } else if (current != null && line.endsWith(";")) {
                current.members.add(normalise(line.substring(0, line.length() - 1)));
            }
        }
        return classes;
    }

    /** One space between tokens; no native or synchronized modifier. */
    static String normalise(String line) {
        String s = (" " + line.strip() + " ").replaceAll("\\s+", " ");
        s = s.replace(" native ", " ").replace(" synchronized ", " ");
        return s.strip();
    }

    /**
     * A class declaration without type arguments: "implements java.lang.Comparable<java.lang.Object>" and Open
     * MPI's raw "implements java.lang.Comparable" are the same class file interface.
     */
    static String erase(String declaration) {
        String s = declaration;
        String previous;
        do {
            previous = s;
            s = s.replaceAll("<[^<>]*>", "");
        } while (!s.equals(previous));
        return s;
    }

    /** javap -protected of the given classes in {@code jar}. */
    static Map<String, ClassApi> javap(Path jar, Set<String> classNames) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "javap").toString());
        cmd.add("-protected");
        cmd.add("-cp");
        cmd.add(jar.toString());
        cmd.addAll(classNames);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("javap did not finish: " + cmd);
        }
        return parse(List.of(new String(out, StandardCharsets.UTF_8).split("\n")));
    }

    /** A member line of the listing that the API may lack without failing. */
    private static boolean optional(String className, String member) {
        return className.equals("mpi.MPI")
                && (member.endsWith(" ERRORS_ABORT") || member.endsWith(" ERR_PROC_ABORTED"));
    }

    /** Whether a listing member must be present: public, or protected of a non-final class, minus tolerances. */
    private static boolean required(ClassApi listed, String member) {
        if (member.startsWith("public ")) {
            return true;
        }
        if (!member.startsWith("protected ") || listed.isFinal()) {
            return false;
        }
        String ctorPrefix = "protected " + listed.name + "(";
        if (member.startsWith(ctorPrefix)) {
            String params = member.substring(ctorPrefix.length(), member.indexOf(')'));
            for (String param : params.split(",")) {
                String t = param.strip();
                if (t.equals("long") || t.equals("long[]")) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Forms of a member that satisfy it (4.1's allToAllw takes Buffer where 5.0 takes Object). */
    private static List<String> accepted(String member) {
        List<String> forms = new ArrayList<>();
        forms.add(member);
        if (member.contains(" allToAllw(")) {
            forms.add(member.replace("java.lang.Object", "java.nio.Buffer"));
            forms.add(member.replace("java.nio.Buffer", "java.lang.Object"));
        }
        return forms;
    }

    /**
     * What {@code actual} lacks of {@code expected}, for the classes in {@code only} (all when null), one line per
     * missing class, declaration or member: "mpi.Comm: public final void send(...) throws mpi.MPIException".
     */
    static List<String> missing(Map<String, ClassApi> expected, Map<String, ClassApi> actual, Set<String> only) {
        List<String> missing = new ArrayList<>();
        for (ClassApi listed : expected.values()) {
            if (only != null && !only.contains(listed.name)) {
                continue;
            }
            if (!listed.declaration.startsWith("public ")) {
                continue;
            }
            ClassApi ours = actual.get(listed.name);
            if (ours == null) {
                missing.add(listed.name + ": the class is missing (" + listed.declaration + ")");
                continue;
            }
            if (!ours.declaration.equals(listed.declaration)) {
                missing.add(listed.name + ": declaration differs: expected \"" + listed.declaration + "\" but is \""
                        + ours.declaration + "\"");
            }
            for (String member : listed.members) {
                if (!required(listed, member) || optional(listed.name, member)) {
                    continue;
                }
                boolean found = false;
                for (String form : accepted(member)) {
                    found |= ours.members.contains(form);
                }
                if (!found) {
                    missing.add(listed.name + ": " + member);
                }
            }
        }
        return missing;
    }
}
