package mpi;

import static org.testng.Assert.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import org.testng.annotations.Test;

/**
 * The communicator classes declare every public and protected member of Open MPI's listing
 * (openmpi-java-api.txt, javap of Open MPI 5.0's mpi.jar) with the same signature, thrown exceptions included.
 * Members are rendered from reflection as javap prints them, then looked up in the listing.
 */
public class CommApiListingTest {
    private static final String[] CLASSES = {"mpi.Comm", "mpi.Intracomm", "mpi.Intercomm", "mpi.CartComm",
        "mpi.GraphComm", "mpi.CartParms", "mpi.GraphParms", "mpi.ShiftParms", "mpi.DistGraphNeighbors", "mpi.Group",
        "mpi.Prequest", "mpi.Message"};
    /** Members of these classes that other parts of issue 3 provide (reduction operations). */
    private static final Set<String> ELSEWHERE = Set.of(
            "public static void reduceLocal(java.lang.Object, java.lang.Object, int, mpi.Datatype, mpi.Op)"
                    + " throws mpi.MPIException;");

    static Map<String, List<String>> listing() throws IOException {
        Map<String, List<String>> classes = new LinkedHashMap<>();
        try (InputStream in = CommApiListingTest.class.getResourceAsStream("/openmpi-java-api.txt")) {
            String current = null;
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.startsWith("public ")) {
                    String[] words = line.split(" ");
                    for (int i = 0; i < words.length; i++) {
                        if (words[i].equals("class") || words[i].equals("interface")) {
                            current = words[i + 1];
                        }
                    }
                    classes.put(current, new ArrayList<>());
                } else if (line.startsWith("  ") && current != null) {
                    classes.get(current).add(line.trim().replace("native ", ""));
                }
            }
        }
        return classes;
    }

    private static String modifiers(int m) {
        // javap's order; bridge methods carry ACC_VOLATILE, which javap does not print for methods
        return Modifier.toString(m & (Modifier.PUBLIC | Modifier.PROTECTED | Modifier.STATIC | Modifier.FINAL
                | Modifier.ABSTRACT));
    }

    private static String render(Executable e, String name, String returns) {
        StringJoiner params = new StringJoiner(", ", "(", ")");
        for (Class<?> p : e.getParameterTypes()) {
            params.add(p.getTypeName());
        }
        StringBuilder b = new StringBuilder(modifiers(e.getModifiers())).append(' ');
        if (returns != null) {
            b.append(returns).append(' ');
        }
        b.append(name).append(params);
        if (e.getExceptionTypes().length > 0) {
            StringJoiner t = new StringJoiner(", ", " throws ", "");
            for (Class<?> x : e.getExceptionTypes()) {
                t.add(x.getName());
            }
            b.append(t);
        }
        return b.append(';').toString();
    }

    static Set<String> declared(Class<?> c) {
        Set<String> out = new HashSet<>();
        for (Field f : c.getDeclaredFields()) {
            out.add(modifiers(f.getModifiers()) + " " + f.getType().getTypeName() + " " + f.getName() + ";");
        }
        for (Constructor<?> k : c.getDeclaredConstructors()) {
            out.add(render(k, c.getName(), null));
        }
        for (Method m : c.getDeclaredMethods()) {
            out.add(render(m, m.getName(), m.getReturnType().getTypeName()));
        }
        return out;
    }

    @Test
    public void everyListedMemberIsDeclaredWithTheSameSignature() throws Exception {
        Map<String, List<String>> listing = listing();
        List<String> missing = new ArrayList<>();
        for (String name : CLASSES) {
            Set<String> have = declared(Class.forName(name, false, getClass().getClassLoader()));
            for (String member : listing.get(name)) {
                if (!have.contains(member) && !ELSEWHERE.contains(member)) {
                    missing.add(name + ": " + member);
                }
            }
        }
        assertTrue(missing.isEmpty(), "missing or different: " + String.join("\n", missing));
    }

    @Test
    public void theListingIsRead() throws Exception {
        assertTrue(listing().get("mpi.Comm").size() > 100, "listing not parsed");
    }
}
