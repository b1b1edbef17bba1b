package syncchecker.it;

import mpi.it.MpiRun;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A sample run under the checker in its own directory, and the JSON it left there. */
final class Checked {
    static final ObjectMapper JSON = new ObjectMapper();

    final MpiRun.Result result;
    final Path dir;

    private Checked(MpiRun.Result result, Path dir) {
        this.result = result;
        this.dir = dir;
    }

    /** Runs {@code sampleClass} on {@code ranks} ranks under the checker (syncchecker.jar on the classpath). */
    static Checked run(int ranks, String sampleClass, boolean mustSucceed, String... jvmArgs) {
        try {
            Path dir = Files.createTempDirectory("syncchecker-it");
            MpiRun run = MpiRun.of(ranks, sampleClass).directory(dir).timeout(180);
            for (String a : jvmArgs) {
                run.jvmArg(a);
            }
            MpiRun.Result r = mustSucceed ? run.runOk() : run.run();
            return new Checked(r, dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A job already run (e.g. on two hosts, TwoHostsIT) whose working directory was {@code dir}. */
    static Checked of(MpiRun.Result result, Path dir) {
        return new Checked(result, dir);
    }

    Path report() {
        return dir.resolve("syncchecker-report.json");
    }

    JsonNode json() {
        try {
            return JSON.readTree(report().toFile());
        } catch (IOException e) {
            throw new AssertionError("no readable report " + report() + "\n" + result, e);
        }
    }

    List<JsonNode> diagnostics() {
        List<JsonNode> out = new ArrayList<>();
        json().get("diagnostics").forEach(out::add);
        return out;
    }

    /** Lines of the per-rank JSON Lines stream of {@code rank}. */
    List<JsonNode> stream(int rank) {
        try {
            List<JsonNode> out = new ArrayList<>();
            for (String line : Files.readAllLines(dir.resolve("syncchecker-report.rank" + rank + ".jsonl"))) {
                out.add(JSON.readTree(line));
            }
            return out;
        } catch (IOException e) {
            throw new AssertionError("no stream for rank " + rank + "\n" + result, e);
        }
    }

    static Integer line(JsonNode diagnostic, String eventType) {
        for (JsonNode e : diagnostic.get("events")) {
            if (e.get("type").asText().equals(eventType)) {
                return e.has("line") ? e.get("line").asInt() : null;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        try {
            return result + (Files.exists(report()) ? "\n--- report\n" + Files.readString(report()) : "");
        } catch (IOException e) {
            return result.toString();
        }
    }
}
