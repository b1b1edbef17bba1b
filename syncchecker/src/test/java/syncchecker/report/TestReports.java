package syncchecker.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A job report built by hand for the writers' tests: a buffer error whose source is under a source root, with text
 * that needs escaping, and a potential race whose second access has its source and first has none.
 */
final class TestReports {
    /** The message of the error: markup and quotes a page must show as text. */
    static final String HOSTILE = "buffer <script>alert(\"x\")</script> & 'q' <b>";
    /** demo/Demo.java under the source root: line 5 is the access of the error. */
    static final List<String> DEMO = List.of("package demo;", "class Demo {", "  void run() { req = iSend(buf); }",
            "  int x;", "  void write() { if (a < b && c > d) buf[0] = 1; } // <i>not markup</i>", "  // 6",
            "  void end() { req.waitFor(); }", "}");

    private TestReports() {}

    /** A source root holding demo/Demo.java. */
    static Path sourceRoot() throws IOException {
        Path root = Files.createTempDirectory("report-sources");
        Files.createDirectories(root.resolve("demo"));
        Files.write(root.resolve("demo/Demo.java"), DEMO);
        return root;
    }

    static JobReport report() {
        JobReport r = new JobReport();
        r.ranks = 3;
        r.ranksReporting = List.of(0, 1, 2);
        r.srSource = "MPI_Request_get_status";

        Diagnostic send = new Diagnostic();
        send.kind = Kinds.WRITE_PENDING_SEND;
        send.severity = Diagnostic.ERROR;
        send.rank = 0;
        send.message = HOSTILE;
        send.count = 4;
        send.firstTime = 1_000L;
        send.lastTime = 2_000L;
        send.operation = new Operation();
        send.operation.call = "iSend";
        send.operation.peer = 1;
        send.operation.access = new Operation.ByteRange(0, 4);
        Frame nb = new Frame("demo.Demo", "run", "Demo.java", 3);
        Frame acc = new Frame("demo.Demo", "write", "Demo.java", 5);
        send.events.add(Event.at(Event.NB, nb, List.of(nb, new Frame("demo.Main", "main", "Main.java", 9)), 1_000L,
                "iSend to 1"));
        Event sr = Event.at(Event.SR, null, null, 1_001L, "complete in the library");
        sr.source = "MPI_Request_get_status";
        send.events.add(sr);
        send.events.add(Event.at(Event.ACC, acc, List.of(acc), 1_002L, "write of 4 bytes <int>"));
        send.events.add(Event.at(Event.CK, new Frame("demo.Demo", "end", "Demo.java", 7), null, 1_003L, "waitFor"));

        Diagnostic race = new Diagnostic();
        race.kind = Kinds.RMA_RACE;
        race.severity = Diagnostic.POTENTIAL;
        race.rank = 1;
        race.message = "put and load";
        race.count = 1;
        race.phase = "predicted";
        race.window = "w0";
        race.target = new Diagnostic.Target();
        race.target.owner = 1;
        race.target.length = 8;
        Event first = Event.at(Event.ACC, new Frame("demo.Missing", "put", "Missing.java", 10), null, 1_005L, "put");
        first.rank = 2;
        Event second = Event.at(Event.ACC, new Frame("demo.Demo", "run", "Demo.java", 4), null, 1_006L, "load");
        second.rank = 1;
        race.events.add(first);
        race.events.add(second);

        r.diagnostics = List.of(send, race);
        r.summarize();
        return r;
    }
}
