package syncchecker.report;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;

/** Writes the merged job report in each format asked for (syncchecker.format), every file whole or not at all. */
public final class ReportFiles {
    private ReportFiles() {}

    /** Writes {@code report} to the path of each format of {@code files} ("json", "sarif", "html"). */
    public static void write(JobReport report, Map<String, Path> files, SourceExcerpts sources) throws IOException {
        for (Map.Entry<String, Path> f : files.entrySet()) {
            switch (f.getKey()) {
                case "json" -> atomically(f.getValue(),
                        out -> Json.MAPPER.writerWithDefaultPrettyPrinter().writeValue(out, report));
                case "sarif" -> atomically(f.getValue(), out -> new SarifWriter(sources).write(report, out));
                case "html" -> atomically(f.getValue(), out -> new HtmlWriter(sources).write(report, out));
                default -> throw new IllegalArgumentException("no report format " + f.getKey());
            }
        }
    }

    /** What writes one file's content. */
    interface Content {
        void to(OutputStream out) throws IOException;
    }

    /**
     * Written to a temporary file beside {@code path}, then renamed over it: a reader (a CI step, a browser
     * reloading) never sees half a report.
     */
    static void atomically(Path path, Content content) throws IOException {
        Files.createDirectories(path.toAbsolutePath().getParent());
        Path tmp = path.resolveSibling(path.getFileName() + ".tmp");
        try (OutputStream out = Files.newOutputStream(tmp)) {
            content.to(out);
        }
        Files.move(tmp, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
