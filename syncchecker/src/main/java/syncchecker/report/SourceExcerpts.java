package syncchecker.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the source file of a reported frame under a list of source roots, and the lines around its line. A class
 * file names only its source file ("Ring.java"), so the file is looked for as the package's directory plus that name
 * under each root ("demo/Ring.java" for demo.Ring), then as the bare name (a program compiled in its own
 * directory); the first root that has it wins. Files are read once per report.
 */
public final class SourceExcerpts {
    private final List<Path> roots;
    private final Map<Path, Optional<List<String>>> lines = new HashMap<>();

    public SourceExcerpts(List<Path> roots) {
        this.roots = List.copyOf(roots);
    }

    public List<Path> roots() {
        return roots;
    }

    /** Where a frame's source file is: the root that holds it, and its path relative to that root. */
    public record Found(Path root, Path relative) {
        public Path file() {
            return root.resolve(relative);
        }
    }

    /** The source of {@code where}, or empty when no root has it (or the frame names no file). */
    public Optional<Found> locate(Frame where) {
        if (where == null || where.file == null) {
            return Optional.empty();
        }
        for (Path root : roots) {
            for (Path candidate : List.of(conventional(where), Path.of(where.file))) {
                if (Files.isRegularFile(root.resolve(candidate))) {
                    return Optional.of(new Found(root, candidate));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The path of a frame's source below a source root by Java's convention: the package as directories, then
     * the file ("demo/Ring.java"). Also what a report names when the file is not found.
     */
    public static Path conventional(Frame where) {
        String cls = where.className == null ? "" : where.className;
        int dot = cls.lastIndexOf('.');
        String dir = dot < 0 ? "" : cls.substring(0, dot).replace('.', '/');
        return dir.isEmpty() ? Path.of(where.file) : Path.of(dir, where.file);
    }

    /** One numbered source line. */
    public record Line(int number, String text) {}

    /**
     * The lines from {@code radius} before to {@code radius} after the frame's line, or empty when the file is not
     * found, cannot be read, or has no such line.
     */
    public Optional<List<Line>> around(Frame where, int radius) {
        Optional<Found> found = locate(where);
        if (found.isEmpty() || where.line < 1) {
            return Optional.empty();
        }
        Optional<List<String>> text = lines.computeIfAbsent(found.get().file(), SourceExcerpts::read);
        if (text.isEmpty() || where.line > text.get().size()) {
            return Optional.empty();
        }
        List<String> all = text.get();
        List<Line> out = new ArrayList<>();
        for (int n = Math.max(1, where.line - radius); n <= Math.min(all.size(), where.line + radius); n++) {
            out.add(new Line(n, all.get(n - 1)));
        }
        return Optional.of(out);
    }

    private static Optional<List<String>> read(Path file) {
        try {
            // malformed bytes become U+FFFD rather than failing the page (a source in another encoding)
            return Optional.of(new String(Files.readAllBytes(file), StandardCharsets.UTF_8).lines().toList());
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
