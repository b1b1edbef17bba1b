package mpi.it;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Runs a program of programs.Check checks and asserts on its "ok NAME" / "FAIL NAME: why" lines. The lines go to
 * one file per rank (-Dchecks.dir): mpirun's forwarding of stdout can cut lines when ranks print fast.
 */
final class Lines {
    private Lines() {}

    /** Runs {@code job}; no FAIL line, and every expected check printed "ok" once per rank. */
    static MpiRun.Result assertAllOk(MpiRun job, int ranks, Collection<String> expected) {
        Path dir;
        try {
            dir = Files.createTempDirectory("checks");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        MpiRun.Result r = job.jvmArg("-Dchecks.dir=" + dir).run();
        List<String> lines = readAndDelete(dir);
        String all = String.join("\n", lines) + "\n--- job\n" + r;
        List<String> failures = new ArrayList<>();
        Map<String, Integer> seen = new TreeMap<>();
        for (String line : lines) {
            if (line.startsWith("FAIL ")) {
                failures.add(line);
            } else if (line.startsWith("ok ")) {
                seen.merge(line.substring(3), 1, Integer::sum);
            }
        }
        assertTrue(failures.isEmpty(), failures.size() + " checks failed:\n" + String.join("\n", failures)
                + "\n" + all);
        StringBuilder missing = new StringBuilder();
        for (String name : expected) {
            int n = seen.getOrDefault(name, 0);
            if (n != ranks) {
                missing.append("\n  ").append(name).append(": ok on ").append(n).append(" of ").append(ranks)
                        .append(" ranks");
            }
        }
        assertEquals(missing.toString(), "", "checks that did not pass on every rank:" + missing + "\n" + all);
        Set<String> unexpected = new TreeSet<>(seen.keySet());
        unexpected.removeAll(expected);
        assertTrue(unexpected.isEmpty(), "checks the test does not know: " + unexpected);
        assertEquals(r.exitCode, 0, all);
        return r;
    }

    private static List<String> readAndDelete(Path dir) {
        List<String> lines = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : (Iterable<Path>) files.sorted()::iterator) {
                lines.addAll(Files.readAllLines(f, StandardCharsets.UTF_8));
                Files.delete(f);
            }
            Files.delete(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lines;
    }
}
