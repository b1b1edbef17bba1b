package syncchecker.it;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import mpi.it.Launcher;
import mpi.it.MpiRun;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

/**
 * Runs each sample of samples/src/main/java/syncbugs under the checker (dist/syncchecker.jar on the classpath in
 * place of mpi.jar, no other flag) and checks the merged JSON report: the right kinds and severities, with the NB,
 * ACC and CK events at the lines the sample marks; nothing at all for the correct twins.
 */
public class SyncSamplesIT {
    private static final String SEND = "write-to-pending-send";
    private static final String RECV_READ = "read-of-pending-receive";
    private static final String RECV_WRITE = "write-to-pending-receive";
    private static final String FREED = "access-after-request-free";
    private static final String MISSING = "missing-completion";
    private static final String ERROR = "error";
    private static final String POTENTIAL = "potential";

    /** The filter configurations (syncchecker.filters): detection must be the same in each. */
    static final String[] FILTERS = {"basic", "er", "er-at", "er-at-mr"};

    /** Every row of {@code rows} once per configuration of {@code filters} (appended as the last column). */
    static Object[][] inEach(Object[][] rows, String... filters) {
        List<Object[]> out = new ArrayList<>();
        for (String f : filters) {
            for (Object[] row : rows) {
                Object[] r = java.util.Arrays.copyOf(row, row.length + 1);
                r[row.length] = f;
                out.add(r);
            }
        }
        return out.toArray(new Object[0][]);
    }

    /**
     * The filters never hide a finding. All four configurations for a representative subset (each kind the
     * filters treat differently: a write to a send, a read and a write of a receive, datatype gaps and views,
     * blocking MPI calls as accesses, a freed request); the unfiltered and the default configuration for the
     * rest, which is enough for the two in between: each filter only drops accesses, so what er and er-at
     * profile lies between what basic and er-at-mr do (this keeps the job count down on CI's 2 cores).
     */
    @DataProvider(name = "buggy")
    public Object[][] buggyInEachConfiguration() {
        List<Object[]> every = new ArrayList<>();
        List<Object[]> ends = new ArrayList<>();
        for (Object[] row : buggy()) {
            (EVERY_CONFIGURATION.contains((String) row[0]) ? every : ends).add(row);
        }
        List<Object[]> out = new ArrayList<>(List.of(inEach(every.toArray(new Object[0][]), FILTERS)));
        out.addAll(List.of(inEach(ends.toArray(new Object[0][]), "basic", "er-at-mr")));
        return out.toArray(new Object[0][]);
    }

    private static final List<String> EVERY_CONFIGURATION = List.of("SendOverwrite", "RecvReadEarly",
            "RecvOverwrite", "DatatypeGaps", "BufferReuseByMpiCalls", "FreedRequest");

    private static Object[][] buggy() {
        return new Object[][] {
            // paper Fig. 1 (c): the small send already left (eager): LibDone, a potential error
            {"SendOverwrite", 2, List.of(Expect.of(SEND, POTENTIAL, 0).ck(""))},
            // paper Fig. 1 (e): the message is sent only after the read: Init, an error
            {"RecvReadEarly", 2, List.of(Expect.of(RECV_READ, ERROR, 1))},
            {"RecvOverwrite", 2, List.of(Expect.of(RECV_WRITE, ERROR, 1))},
            {"Octopus", 2, List.of(Expect.of(SEND, ERROR, 0))},
            {"BoostApp", 2, List.of(Expect.of(SEND, ERROR, 0).acc("int"), Expect.of(SEND, ERROR, 0).acc("double"))},
            {"Sort", 2, List.of(Expect.of(RECV_READ, ERROR, 1))},
            {"MislocatedSendCheck", 2, List.of(Expect.of(SEND, POTENTIAL, 0).ck(""))},
            {"MislocatedRecvCheck", 2, List.of(Expect.of(RECV_READ, POTENTIAL, 1).ck(""))},
            {"EagerVsRendezvous", 2, List.of(Expect.of(SEND, POTENTIAL, 0).nb("small").acc("small"),
                    Expect.of(SEND, ERROR, 0).nb("large").acc("large"))},
            {"DatatypeGaps", 2, List.of(Expect.of(SEND, null, 0).acc("duplicate"), Expect.of(SEND, null, 0).acc("bytes"),
                    Expect.of(SEND, null, 0).acc("slice"))},
            {"FreedRequest", 2, List.of(Expect.of(FREED, POTENTIAL, 0))},
            // a negative-stride vector on a direct slice: its elements before the slice's start are pending too
            // an active send request freed: a write before the peer's reply is unordered (FreedSendReply: after it)
            {"FreedSendNoReply", 2, List.of(Expect.of(FREED, POTENTIAL, 0))},
            // a dropped rGet request: its fence completed the operation, only the request leaks
            {"RmaRequestEpoch", 2, List.of(Expect.of(MISSING, POTENTIAL, 0).noAcc())},
            {"ReachBack", 2, List.of(Expect.of(SEND, null, 0).nb("send").acc("before"),
                    Expect.of(RECV_READ, null, 1).nb("recv").acc("read"))},
            {"Athena", 4, athena()},
            // a blocking send reads a pending receive buffer; an iRecv and a bcast write pending send buffers
            {"BufferReuseByMpiCalls", 2, List.of(Expect.of(RECV_READ, null, 0).nb("recv").acc("send"),
                    Expect.of(SEND, null, 0).nb("send").acc("irecv"), Expect.of(SEND, null, 0).nb("bcast").acc("bcast"))},
        };
    }

    private static List<Expect> athena() {
        List<Expect> all = new ArrayList<>();
        for (int rank = 0; rank < 4; rank++) {
            all.add(Expect.of(SEND, ERROR, rank));
            all.add(Expect.of(MISSING, ERROR, rank).noAcc());
        }
        return all;
    }

    @Test(dataProvider = "buggy")
    public void buggySampleIsReportedAtItsLines(String sample, int ranks, List<Expect> expected, String filters) {
        Checked c = Checked.run(ranks, "syncbugs." + sample, true, "-Dsyncchecker.filters=" + filters);
        ReportAssert.exactly(c, "syncbugs." + sample, expected);
        assertCounters(c, filters, ranks);
    }

    /**
     * The correct twins in the unfiltered and the default configuration. That suffices for the two in between:
     * each filter only drops accesses, so what er and er-at profile lies between what basic and er-at-mr do, and
     * basic reporting nothing means none of them can.
     */
    @DataProvider(name = "correct")
    public Object[][] correctInBasicAndDefault() {
        return inEach(correct(), "basic", "er-at-mr");
    }

    private static Object[][] correct() {
        return new Object[][] {{"SendOverwriteFixed", 2}, {"RecvReadEarlyFixed", 2}, {"OctopusFixed", 2},
            {"BoostAppFixed", 2}, {"SortFixed", 2}, {"MislocatedSendCheckFixed", 2}, {"MislocatedRecvCheckFixed", 2},
            {"CompletionForms", 2}, {"AthenaFixed", 4},
            {"BufferReuseByMpiCallsFixed", 2}, {"ReachBackFixed", 2}, {"FreedSendReply", 2},
            {"RmaRequestEpochFixed", 2}};
    }

    /** What a program learns of its own start (MPI.INFO_ENV, the JVM's main class) is the same with the checker. */
    @Test
    public void aProgramCannotTellItIsChecked() throws java.io.IOException {
        MpiRun.Result checked = MpiRun.of(2, "syncbugs.WhoRuns").args("a1", "a2")
                .directory(Files.createTempDirectory("whoruns")).timeout(120).runOk();
        String plain = System.getProperty("jmpi.mpiJar", "../dist/mpi.jar") + java.io.File.pathSeparator
                + System.getProperty("jmpi.programs", "../dist/samples.jar");
        MpiRun.Result unchecked = MpiRun.of(2, "syncbugs.WhoRuns").classpath(plain).args("a1", "a2").timeout(120)
                .runOk();
        assertEquals(checked.lines("who ").size(), 2, checked.toString());
        assertEquals(checked.lines("who "), unchecked.lines("who "), checked + "\n" + unchecked);
        // MPICH records no command in INFO_ENV (null with and without the checker); the JVM's record is the same
        assertTrue(checked.lines("who ").get(0).endsWith(" java=syncbugs.WhoRuns a1 a2 args=a1,a2"),
                checked.toString());
    }

    @Test(dataProvider = "correct")
    public void correctTwinReportsNothing(String sample, int ranks, String filters) {
        Checked c = Checked.run(ranks, "syncbugs." + sample, true, "-Dsyncchecker.filters=" + filters);
        assertCounters(c, filters, ranks);
        assertEquals(c.diagnostics().size(), 0, c.toString());
        assertEquals(c.json().get("ranks").asInt(), ranks, c.toString());
        assertEquals(c.json().get("schema").asText(), "syncchecker-report/1");
        // the JVM re-executed with the agent prints what came before MPI.Init only once
        assertEquals(c.result.lines("before MPI.Init").size(), sample.equals("CompletionForms") ? ranks : 0,
                c.toString());
    }

    /** With -javaagent the agent is there from the start: same findings, no re-execution needed. */
    @Test
    public void javaagentFlagGivesTheSameReport() {
        Checked c = Checked.run(2, "syncbugs.SendOverwrite", true,
                "-javaagent:" + System.getProperty("jmpi.jar"), "-Dsyncchecker.launch=none");
        ReportAssert.exactly(c, "syncbugs.SendOverwrite", List.of(Expect.of(SEND, POTENTIAL, 0).ck("")));
    }

    /**
     * Attach mode (agent loaded from a child process at MPI.Init): the access in pack(), a method not yet running
     * when the agent arrived, is instrumented by retransformation and found. main() was already running: its frame
     * keeps the old code, which the JVM then reports without line numbers (the NB line is lost; see the README).
     */
    @Test
    public void attachModeFindsAccessesInMethodsNotYetRunning() {
        Checked c = Checked.run(2, "syncbugs.MislocatedSendCheck", true, "-Dsyncchecker.launch=attach");
        Markers m = Markers.of("syncbugs.MislocatedSendCheck");
        List<JsonNode> found = c.diagnostics();
        assertEquals(found.size(), 1, c.toString());
        JsonNode d = found.get(0);
        assertEquals(d.get("kind").asText(), SEND);
        assertEquals(Checked.line(d, "ACC"), Integer.valueOf(m.line("ACC", "")), c.toString());
        assertEquals(d.get("events").get(0).get("method").asText(), "main");
    }

    /**
     * Both SR sources classify the protocols alike: the small send left inside iSend (eager: LibDone, potential),
     * the 1 MiB one waits for the receiver (rendezvous: Init, error). The preloaded tracer sees the eager copy
     * itself; without it the checker asks MPI_Request_get_status. A correct program stays silent with the tracer.
     */
    @Test
    public void srSourcesClassifyEagerAndRendezvousAlike() {
        Checked asked = Checked.run(2, "syncbugs.EagerVsRendezvous", true);
        Checked traced = Checked.run(2, "syncbugs.EagerVsRendezvous", true, "-Dsyncchecker.tracer=on");
        List<Expect> expected = List.of(Expect.of(SEND, POTENTIAL, 0).nb("small").acc("small"),
                Expect.of(SEND, ERROR, 0).nb("large").acc("large"));
        ReportAssert.exactly(asked, "syncbugs.EagerVsRendezvous", expected);
        ReportAssert.exactly(traced, "syncbugs.EagerVsRendezvous", expected);
        assertEquals(asked.json().get("srSource").asText(), "MPI_Request_get_status");
        assertEquals(traced.json().get("srSource").asText(), "tracer+MPI_Request_get_status", traced.toString());
        assertEquals(srSource(asked), "MPI_Request_get_status");
        assertEquals(srSource(traced), "tracer:memcpy", traced.toString());

        Checked correct = Checked.run(2, "syncbugs.CompletionForms", true, "-Dsyncchecker.tracer=on");
        assertEquals(correct.diagnostics().size(), 0, correct.toString());
        assertEquals(correct.result.lines("sum ").size(), 2, correct.toString());
    }

    /** The source of the one SR event of the report (the small message's). */
    private static String srSource(Checked c) {
        for (JsonNode d : c.diagnostics()) {
            for (JsonNode e : d.get("events")) {
                if (e.get("type").asText().equals("SR")) {
                    return e.get("source").asText();
                }
            }
        }
        return null;
    }

    /** A rank that throws before MPI.Finalize leaves its findings in its per-rank stream. */
    @Test
    public void crashingRankLeavesItsFindingsOnDisk() {
        Checked c = Checked.run(2, "syncbugs.CrashAfterBug", false);
        assertTrue(Launcher.failedJob(c.result.exitCode), c.toString());
        Markers m = Markers.of("syncbugs.CrashAfterBug");
        List<JsonNode> lines = c.stream(0);
        JsonNode found = null;
        for (JsonNode l : lines) {
            if (l.get("record").asText().equals("found")) {
                found = l.get("diagnostic");
            }
        }
        assertTrue(found != null, "no finding in the stream of rank 0: " + lines + "\n" + c);
        assertEquals(found.get("kind").asText(), SEND);
        assertEquals(found.get("severity").asText(), ERROR);
        assertEquals(Checked.line(found, "NB"), Integer.valueOf(m.line("NB", "")));
        assertEquals(Checked.line(found, "ACC"), Integer.valueOf(m.line("ACC", "")));
        JsonNode last = lines.get(lines.size() - 1);
        assertEquals(last.get("record").asText(), "end", lines.toString());
        assertEquals(last.get("how").asText(), "exit", lines.toString());
    }

    /**
     * syncchecker.checks with neither "sync" nor "race" turns the checker off: no report, the program runs as with
     * mpi.jar; with "race" only, the buffer checks are off (a report, but none of their findings).
     */
    @Test
    public void checksSettingTurnsTheCheckerOff() {
        Checked c = Checked.run(2, "syncbugs.SendOverwrite", true, "-Dsyncchecker.checks=none");
        assertFalse(Files.exists(c.report()), c.toString());
        assertTrue(c.result.stdout.contains("received"), c.toString());
        Checked race = Checked.run(2, "syncbugs.SendOverwrite", true, "-Dsyncchecker.checks=race");
        assertEquals(race.diagnostics().size(), 0, race.toString());
        assertTrue(race.result.stdout.contains("received"), race.toString());
    }

    /**
     * A bad setting (a word the checker does not know, a number out of range, a report it cannot write) stops the
     * job at MPI.Init with an MPIException naming the setting, on the re-executing path and with -javaagent alike;
     * nothing runs unchecked.
     */
    @Test
    public void badSettingStopsTheJobAtInitWithItsName() {
        String[][] bad = {{"-Dsyncchecker.checks=sync,rcae", "syncchecker.checks must list sync and race"},
            {"-Drace.backoff=2", "race.backoff must be a number in (0, 1], not 2"},
            {"-Dsyncchecker.launch=atach", "syncchecker.launch must be exec, attach or none, not 'atach'"},
            {"-Dsyncchecker.format=json,xml", "syncchecker.format must list json, sarif or html, not 'json,xml'"},
            {"-Dsyncchecker.report=/proc/no/report.json", "syncchecker.report: cannot create the directory /proc/no"}};
        for (String[] b : bad) {
            Checked c = Checked.run(2, "syncbugs.SendOverwrite", false, b[0]);
            assertTrue(Launcher.failedJob(c.result.exitCode), c.toString());
            assertTrue(c.result.stderr.contains("mpi.MPIException: the checker on the classpath cannot start: " + b[1]),
                    c.toString());
            assertFalse(c.result.stdout.contains("received") || c.result.stderr.contains("ServiceConfigurationError"),
                    c.toString());
            assertFalse(Files.exists(c.report()), c.toString());
        }
        Checked dump = Checked.run(2, "syncbugs.SendOverwrite", false, "-Dsyncchecker.checks=sync,race",
                "-Drace.dumpAccesses=/proc/no/dump");
        assertTrue(dump.result.stderr.contains("cannot start: race.dumpAccesses: cannot create the directory /proc/no"),
                dump.toString());
        Checked agent = Checked.run(2, "syncbugs.SendOverwrite", false, "-javaagent:" + System.getProperty("jmpi.jar"),
                "-Drace.runs=yes");
        assertTrue(agent.result.stderr.contains("cannot start: race.runs must be true or false, not 'yes'"),
                agent.toString());
    }

    /**
     * The report's counters: the configuration named, one entry per rank summing to the total, and each stage
     * letting through at most what reached it (everything, when the stage is switched off). The checker's own
     * configuration (er-at-mr, analysis on) does not count unless asked (syncchecker.counters=on).
     */
    static void assertCounters(Checked c, String filters, int ranks) {
        JsonNode k = c.json().get("counters");
        if (filters.equals("er-at-mr")) {
            assertTrue(k == null, "the checker's fast path counts nothing by default\n" + c);
            return;
        }
        assertTrue(k != null, "no counters\n" + c);
        assertEquals(k.get("filters").asText(), filters, c.toString());
        assertEquals(k.get("ranks").size(), ranks, c.toString());
        String[] stages = {"instrumented", "afterEr", "heap", "afterAt", "afterMr", "profiled"};
        for (String stage : stages) {
            long sum = 0;
            for (JsonNode r : k.get("ranks")) {
                sum += r.get(stage).asLong();
            }
            assertEquals(k.get(stage).asLong(), sum, stage + " total\n" + c);
        }
        for (JsonNode r : k.get("ranks")) {
            long instrumented = r.get("instrumented").asLong();
            long er = r.get("afterEr").asLong();
            long direct = er - r.get("heap").asLong();
            long at = r.get("afterAt").asLong();
            long mr = r.get("afterMr").asLong();
            long profiled = r.get("profiled").asLong();
            assertTrue(instrumented >= er && direct >= at && at >= mr && mr >= profiled && profiled >= 0,
                    k.toString());
            if (filters.equals("basic")) {
                assertEquals(er, instrumented, "basic: ER is off\n" + k);
            }
            if (!filters.contains("at")) {
                assertEquals(at, direct, "AT is off\n" + k);
            }
        }
        assertTrue(k.get("instrumented").asLong() > 0, "every sample touches a buffer\n" + k);
    }
}
