package syncchecker.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The source lines a sample marks with {@code // @NB}, {@code // @ACC}, {@code // @CK}, optionally named
 * ({@code // @ACC:slice}), read from the sample's source so tests never hard-code line numbers.
 */
final class Markers {
    private static final Pattern MARK = Pattern.compile("//\\s*@(NB|ACC|CK)(?::(\\w+))?");
    private final Map<String, Integer> lines = new HashMap<>();
    private final String file;

    private Markers(String file) {
        this.file = file;
    }

    static Markers of(String sampleClass) {
        Path src = Path.of(System.getProperty("jmpi.samples.src", "../samples/src/main/java"))
                .resolve(sampleClass.replace('.', '/') + ".java");
        Markers m = new Markers(src.getFileName().toString());
        try {
            List<String> all = Files.readAllLines(src);
            for (int i = 0; i < all.size(); i++) {
                Matcher x = MARK.matcher(all.get(i));
                if (x.find()) {
                    m.lines.put(x.group(1) + ":" + (x.group(2) == null ? "" : x.group(2)), i + 1);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return m;
    }

    /** The line of marker {@code type} ("NB", "ACC", "CK") named {@code name} ("" for an unnamed one). */
    int line(String type, String name) {
        Integer l = lines.get(type + ":" + name);
        if (l == null) {
            throw new AssertionError(file + " has no marker @" + type + (name.isEmpty() ? "" : ":" + name));
        }
        return l;
    }

    String file() {
        return file;
    }
}
