package syncchecker.it;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import mpi.it.Launcher;
import mpi.it.MpiRun;
import mpi.it.TwoHosts;
import mpi.it.TwoHostsFixture;
import org.testng.annotations.Test;

/**
 * The checker on two hosts (docs/two-hosts.md): a buggy and a racy sample under dist/syncchecker.jar with their ranks
 * on two simulated hosts, each rank writing its stream into the job's directory, which both hosts see (as a
 * cluster's shared file system); rank 0 merges over MPI, across the hosts. The merged report must have the same
 * diagnostics (kind, severity, rank, event types, files and lines) as a single-host run of the same sample, and the
 * per-rank streams must have been written by ranks on both hosts (the launcher says where each rank ran). The racy
 * sample runs with race checking, whose exchange between ranks then crosses the hosts: the race is found on the
 * target's rank, on the second host, from accesses made on the first.
 */
public class TwoHostsIT extends TwoHostsFixture {
    /**
     * syncbugs.RecvReadEarly: rank 1 reads its pending receive buffer (an error at its @NB/@ACC lines); rank 0 on the
     * first host, rank 1 on the second, so the finding is made on the second host and merged on the first.
     */
    @Test
    public void buggySampleReportsTheSameAcrossTwoHosts() throws IOException {
        String sample = "syncbugs.RecvReadEarly";
        Checked single = Checked.run(2, sample, true);
        Checked two = onTwoHosts(sample, new int[] {1, 1});
        ReportAssert.exactly(two, sample, List.of(Expect.of("read-of-pending-receive", "error", 1)));
        assertSameDiagnostics(single, two);
        assertStreamsFromBothHosts(two, 2);
        assertTrue(hasFinding(two, 1), "rank 1 (second host) streamed no finding\n" + two);
    }

    /**
     * rmarace.FencePutPut with sync,race: ranks 0 and 1 (first host) put into the same element of rank 2's window
     * (second host) in one fence epoch; the accesses meet in the race checker's exchange across the hosts, and the one
     * rma-race is at the lines the sample marks, as on one host.
     */
    @Test
    public void racySampleReportsTheSameAcrossTwoHosts() throws IOException {
        String sample = "rmarace.FencePutPut";
        String checks = "-Dsyncchecker.checks=sync,race";
        Checked single = Checked.run(3, sample, true, checks);
        Checked two = onTwoHosts(sample, new int[] {2, 1}, checks);
        JsonNode race = RaceSamplesIT.onlyRaceAtMarkedLines(two.json().get("diagnostics"), sample, "potential");
        assertEquals(race.get("rank").asInt(), 2, two.toString());
        assertSameDiagnostics(single, two);
        assertStreamsFromBothHosts(two, 3);
        assertTrue(hasFinding(two, 2), "rank 2 (second host) streamed no finding\n" + two);
    }

    /** Runs {@code sample} under the checker on the two hosts, in a directory they both see. */
    private Checked onTwoHosts(String sample, int[] perHost, String... jvmArgs) {
        TwoHosts h = hosts();
        Path dir = h.sharedDirectory(sample.replace('.', '-'));
        int ranks = perHost[0] + perHost[1];
        // -showversion: every rank prints at least one line, which Hydra's output prefix tags with rank and host
        MpiRun run = MpiRun.of(ranks, sample).on(h, perHost).directory(dir).timeout(120).jvmArg("-showversion")
                .doneWhen(() -> checkerDone(dir, ranks), FINALIZE_GRACE_SECONDS);
        for (String a : jvmArgs) {
            run.jvmArg(a);
        }
        MpiRun.Result r = run.run();
        Checked c = Checked.of(r, dir);
        if (r.endedAfterDone) {
            // MPICH 4.0.2 over UCX 1.13.1 can hang in its own MPI_Finalize after all the checker's work (report
            // merged, every stream ended): docs/two-hosts.md. Open MPI must exit by itself.
            assertTrue(Launcher.HYDRA, "the job did not exit after the checker was done\n" + c);
            System.err.println("TwoHostsIT: " + sample + ": checker done, the job then hung in MPICH's MPI_Finalize"
                    + " (UCX TCP endpoint close, docs/two-hosts.md); ended by the test after " + FINALIZE_GRACE_SECONDS
                    + " s");
        } else {
            assertEquals(r.exitCode, 0, c.toString());
        }
        return c;
    }

    /** The checker's work is over: the merged report is there and every rank's stream has its end record. */
    private static boolean checkerDone(Path dir, int ranks) {
        if (!Files.exists(dir.resolve("syncchecker-report.json"))) {
            return false;
        }
        for (int rank = 0; rank < ranks; rank++) {
            try {
                Path s = dir.resolve("syncchecker-report.rank" + rank + ".jsonl");
                if (!Files.exists(s) || !Files.readString(s).contains("\"record\":\"end\"")) {
                    return false;
                }
            } catch (IOException e) {
                return false;
            }
        }
        return true;
    }

    /** Same diagnostics, compared by kind, severity, rank and each event's type, file and line. */
    private static void assertSameDiagnostics(Checked single, Checked two) {
        List<String> a = signature(single);
        List<String> b = signature(two);
        assertFalse(a.isEmpty(), "the single-host run found nothing\n" + single);
        assertEquals(b, a, "two hosts\n" + two + "\n=== one host\n" + single);
        assertEquals(two.json().get("ranks").asInt(), single.json().get("ranks").asInt());
    }

    private static List<String> signature(Checked c) {
        List<String> out = new ArrayList<>();
        for (JsonNode d : c.diagnostics()) {
            StringBuilder sb = new StringBuilder(d.get("kind").asText()).append('/')
                    .append(d.get("severity").asText()).append(" rank ").append(d.get("rank").asInt()).append(':');
            for (JsonNode e : d.get("events")) {
                sb.append(' ').append(e.get("type").asText()).append('@').append(e.path("file").asText())
                        .append(':').append(e.path("line").asText());
            }
            out.add(sb.toString());
        }
        out.sort(null);
        return out;
    }

    /**
     * Every rank's stream is in the shared directory, started and ended by that rank (at MPI.Finalize), and the
     * ranks that wrote them ran on both hosts, as the launcher placed them.
     */
    private static void assertStreamsFromBothHosts(Checked c, int ranks) {
        Map<Integer, String> placement = Launcher.placement(c.result.stdout, c.result.stderr);
        Map<Integer, Integer> hostOf = new TreeMap<>();
        for (Map.Entry<Integer, String> e : placement.entrySet()) {
            hostOf.put(e.getKey(), TwoHosts.host(e.getValue()));
        }
        assertEquals(hostOf.keySet(), rankSet(ranks), "the launcher did not say where every rank ran: " + placement
                + "\n" + c);
        assertEquals(new TreeSet<>(hostOf.values()), Set.of(0, 1), "ranks not on both hosts: " + placement);
        for (int rank = 0; rank < ranks; rank++) {
            List<JsonNode> stream = c.stream(rank);
            assertEquals(stream.get(0).get("record").asText(), "start", c.toString());
            JsonNode end = stream.get(stream.size() - 1);
            assertEquals(end.get("record").asText(), "end", "stream of rank " + rank + " (host "
                    + TwoHosts.NAMES.get(hostOf.get(rank)) + ") has no end\n" + c);
            assertEquals(end.get("how").asText(), "finalize");
            for (JsonNode line : stream) {
                assertEquals(line.get("rank").asInt(), rank, c.toString());
            }
        }
    }

    private static Set<Integer> rankSet(int ranks) {
        Set<Integer> s = new TreeSet<>();
        for (int r = 0; r < ranks; r++) {
            s.add(r);
        }
        return s;
    }

    private static boolean hasFinding(Checked c, int rank) {
        return c.stream(rank).stream().anyMatch(l -> l.get("record").asText().equals("found"));
    }
}
