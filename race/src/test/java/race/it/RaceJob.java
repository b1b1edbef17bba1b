package race.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import mpi.it.Launcher;

/**
 * Runs one sample under mpirun with the race checker (race.RaceListener registered through a service file on the
 * classpath, SYNCCHECKER_CHECKS=sync,race) in a fresh directory, and reads the merged report back.
 */
final class RaceJob {
    private static final ObjectMapper JSON = new ObjectMapper();

    final String output;
    final JsonNode report;
    final Path dir;

    private RaceJob(String output, JsonNode report, Path dir) {
        this.output = output;
        this.report = report;
        this.dir = dir;
    }

    static RaceJob run(int ranks, String mainClass, String... args) throws IOException, InterruptedException {
        return run(ranks, mainClass, List.of(), args);
    }

    static RaceJob run(int ranks, String mainClass, List<String> env, String... args)
            throws IOException, InterruptedException {
        return launch(ranks, mainClass, env, List.of(), true, args);
    }

    /**
     * A job that must end well but may leave no report (race checking off): {@code rankZeroEnv} are variables set
     * for rank 0 only, on top of {@code env} (rank 0 then runs in an application context of its own, through env(1)).
     */
    static RaceJob runUnchecked(int ranks, String mainClass, List<String> env, List<String> rankZeroEnv,
            String... args) throws IOException, InterruptedException {
        return launch(ranks, mainClass, env, rankZeroEnv, false, args);
    }

    private static RaceJob launch(int ranks, String mainClass, List<String> env, List<String> rankZeroEnv,
            boolean reportExpected, String... args) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("raceit");
        Path services = dir.resolve("cp/META-INF/services");
        Files.createDirectories(services);
        Files.writeString(services.resolve("mpi.shim.event.MpiListener"), "race.RaceListener\n");
        String cp = System.getProperty("jmpi.jar", "dist/race.jar") + File.pathSeparator
                + System.getProperty("jmpi.programs", "dist/samples.jar") + File.pathSeparator + dir.resolve("cp");
        int first = rankZeroEnv.isEmpty() ? ranks : 1; // ranks in the first application context
        List<String> exported = new ArrayList<>(List.of("SYNCCHECKER_CHECKS", "SYNCCHECKER_REPORT"));
        for (String e : env) {
            exported.add(e.substring(0, e.indexOf('=')));
        }
        List<String> cmd = Launcher.command(first, exported);
        List<String> java = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp", cp, mainClass));
        java.addAll(List.of(args));
        if (rankZeroEnv.isEmpty()) {
            cmd.addAll(java);
        } else {
            cmd.add("env");
            cmd.addAll(rankZeroEnv);
            cmd.addAll(java);
            cmd.addAll(List.of(":", "-np", Integer.toString(ranks - 1)));
            cmd.addAll(java);
        }
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true);
        Launcher.prepare(pb.environment());
        pb.environment().put("SYNCCHECKER_CHECKS", "sync,race");
        pb.environment().put("SYNCCHECKER_REPORT", dir.resolve("report.json").toString());
        for (String e : env) {
            pb.environment().put(e.substring(0, e.indexOf('=')), e.substring(e.indexOf('=') + 1));
        }
        Path out = dir.resolve("output.txt");
        pb.redirectOutput(out.toFile());
        Process p = pb.start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new AssertionError("timed out: " + cmd + "\n" + Files.readString(out));
        }
        String output = Files.readString(out, StandardCharsets.UTF_8);
        if (p.exitValue() != 0) {
            throw new AssertionError(mainClass + " failed (exit " + p.exitValue() + "):\n" + output);
        }
        Path report = dir.resolve("report.json");
        if (!Files.exists(report)) {
            if (!reportExpected) {
                return new RaceJob(output, JSON.createObjectNode(), dir);
            }
            throw new AssertionError("no report from " + mainClass + ":\n" + output);
        }
        return new RaceJob(output, JSON.readTree(report.toFile()), dir);
    }

    List<JsonNode> races() {
        List<JsonNode> out = new ArrayList<>();
        report.path("diagnostics").forEach(out::add);
        return out;
    }

    /** The sorted source lines of the two events of a diagnostic. */
    static List<Integer> lines(JsonNode d) {
        List<Integer> out = new ArrayList<>();
        d.path("events").forEach(e -> out.add(e.path("line").asInt()));
        out.sort(null);
        return out;
    }

    /** The lines marked "// @RACE" in a sample's source, each listed twice when {@code twice} (a site racing itself). */
    static TreeSet<Integer> markedLines(String mainClass) throws IOException {
        Path src = Path.of(System.getProperty("jmpi.samples.src", "../samples/src/main/java"),
                mainClass.replace('.', '/') + ".java");
        List<String> lines = Files.readAllLines(src);
        TreeSet<Integer> marked = new TreeSet<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("// @RACE")) {
                marked.add(i + 1);
            }
        }
        return marked;
    }

    @Override
    public String toString() {
        return output + "\n" + report.toPrettyString();
    }
}
