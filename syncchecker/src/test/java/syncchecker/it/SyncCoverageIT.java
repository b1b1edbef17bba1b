package syncchecker.it;

import static org.testng.Assert.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;

/**
 * Every way a buffer becomes pending (point-to-point modes, probed receives, persistent requests, nonblocking
 * collectives with their in-place forms, request-based RMA, nonblocking and split-collective MPI-IO) and every way
 * it completes (or does not), each misused in a sample at marked lines: the report holds exactly those findings,
 * with kind, severity, rank and lines; the correct twins report nothing. Views and slices of pending memory are
 * found at their lines, and the same accesses one region further are not.
 */
public class SyncCoverageIT {
    private static final String SEND = "write-to-pending-send";
    private static final String RECV_READ = "read-of-pending-receive";
    private static final String RECV_WRITE = "write-to-pending-receive";
    private static final String FREED = "access-after-request-free";
    private static final String MISSING = "missing-completion";
    private static final String ERROR = "error";
    private static final String POTENTIAL = "potential";

    @DataProvider(name = "buggy")
    public Object[][] buggy() {
        return new Object[][] {
            // issend unmatched: error; ibSend copied to the attached buffer and the ready send left (eager): potential
            {"NbPointToPoint", List.of(e(SEND, ERROR, 0, "issend", "issend"), e(SEND, POTENTIAL, 0, "ibsend", "ibsend"),
                    e(SEND, POTENTIAL, 0, "irsend", "irsend"), e(RECV_READ, ERROR, 0, "irecv", "irecvread"),
                    e(RECV_WRITE, ERROR, 0, "irecv", "irecvwrite"), e(RECV_READ, POTENTIAL, 0, "imrecv", "imrecv"))},
            {"CompletionCalls", completionCalls()},
            // a started small send has usually left by the write (potential), but the library may still hold it
            // queued (the second of startAll's sends, after waitAny returned the first): either severity
            {"PersistentCycles", List.of(e(SEND, null, 0, "start", "start"),
                    e(SEND, null, 0, "startall", "startall"), e(FREED, POTENTIAL, 0, "free", "free"),
                    e(MISSING, ERROR, 0, "missing", null), e(RECV_READ, ERROR, 1, "recv", "recv"))},
            {"NbCollectives", collectives()},
            // one-sided operations on shared memory are done inside the call: potential
            {"RmaRequests", List.of(e(SEND, POTENTIAL, 0, "rput", "rput"), e(RECV_READ, POTENTIAL, 0, "rget", "rget"),
                    e(SEND, POTENTIAL, 0, "racc", "racc"), e(SEND, POTENTIAL, 0, "rgetacc", "rgetaccorigin"),
                    e(RECV_READ, POTENTIAL, 0, "rgetacc", "rgetaccresult"))},
            {"NbFileIO", fileIo()},
            {"ViewsAndSlices", views()},
            {"CollectiveReuse", collectiveReuse()},
            // MPI_THREAD_MULTIPLE: the worker thread's access asks the library itself (SR), as the posting one would
            {"OtherThreadAccess", List.of(e(SEND, POTENTIAL, 0, "small", "small"),
                    e(SEND, ERROR, 0, "large", "large"))},
        };
    }

    private static Expect e(String kind, String severity, int rank, String nb, String acc) {
        Expect x = Expect.of(kind, severity, rank).nb(nb);
        return acc == null ? x.noAcc() : x.acc(acc);
    }

    private static List<Expect> completionCalls() {
        List<Expect> all = new ArrayList<>(List.of(e(RECV_READ, ERROR, 0, "test", "test"),
                // testAll returned false: nothing completed, the small send had left (potential)
                e(SEND, POTENTIAL, 0, "testall", "testall"),
                e(RECV_READ, ERROR, 0, "waitstatus", "waitstatus").ck("waitstatus"),
                e(RECV_WRITE, ERROR, 0, "waitall", "waitall").ck("waitall"),
                e(FREED, POTENTIAL, 0, "free", "free"), e(MISSING, ERROR, 0, "missing", null)));
        // testAny, testSome, waitAny, waitSome returned the send: the receive of the pair is still pending
        for (String form : List.of("testany", "testsome", "waitany", "waitsome")) {
            all.add(e(RECV_READ, ERROR, 0, "any", form));
        }
        return all;
    }

    private static List<Expect> collectives() {
        List<Expect> all = new ArrayList<>();
        for (String c : List.of("ibcast", "igather", "igatherv", "iscatter", "iallgather", "ialltoall",
                "ireducescatter")) {
            all.add(e(RECV_READ, ERROR, 0, c, c));
        }
        all.add(e(SEND, ERROR, 0, "ireduce", "ireducesend"));
        all.add(e(RECV_READ, ERROR, 0, "ireduce", "ireducerecv"));
        all.add(e(SEND, ERROR, 0, "iallgatherv", "iallgatherv"));
        all.add(e(SEND, ERROR, 0, "ialltoallv", "ialltoallv"));
        // the root's sends of a scatter may have left before rank 1 joined: either severity
        all.add(e(SEND, null, 0, "iscatterv", "iscatterv"));
        // in place: the library reads and writes the buffer, so both a write and a read conflict
        all.add(e(SEND, ERROR, 0, "iallreduceinplace", "iallreduceinplacewrite"));
        all.add(e(RECV_READ, ERROR, 0, "iallreduceinplace", "iallreduceinplaceread"));
        all.add(e(SEND, ERROR, 0, "ireduceinplace", "ireduceinplace"));
        // in-place gathers: another rank's block is written by the library, the own block only read
        all.add(e(RECV_WRITE, ERROR, 0, "igatherinplace", "igatherinplace"));
        all.add(e(SEND, ERROR, 0, "iallgatherinplace", "iallgatherinplace"));
        all.add(e(RECV_READ, ERROR, 1, "iscan", "iscan"));
        return all;
    }

    /** ROMIO/OMPIO may finish a small transfer inside the call or later: either severity; split collectives: error. */
    private static List<Expect> fileIo() {
        List<Expect> all = new ArrayList<>();
        for (int rank = 0; rank < 2; rank++) {
            for (String w : List.of("iwriteat", "iwrite", "iwriteshared", "iwriteatall")) {
                all.add(e(SEND, null, rank, w, w));
            }
            for (String r : List.of("ireadat", "iread", "ireadshared", "ireadatall")) {
                all.add(e(RECV_READ, null, rank, r, r));
            }
            all.add(e(SEND, ERROR, rank, "split", "split").ck("split"));
        }
        return all;
    }

    private static List<Expect> views() {
        List<Expect> all = new ArrayList<>();
        for (String acc : List.of("duplicate", "bytes", "slice", "asint", "mpislice", "relative", "bulk",
                "putbuffer")) {
            all.add(e(SEND, POTENTIAL, 0, "send", acc));
        }
        for (String acc : List.of("recvduplicate", "recvbytes", "recvbulk", "recvrelative")) {
            all.add(e(RECV_READ, ERROR, 0, "recv", acc));
        }
        return all;
    }

    /** Blocking collectives reaching the pending receive (ints 8..15): read or written by the library. */
    private static List<Expect> collectiveReuse() {
        List<Expect> all = new ArrayList<>();
        for (String acc : List.of("gather", "alltoall", "scatterv", "reducescatter", "allreduceinplace",
                "nbralltoall", "alltoallw")) {
            all.add(Expect.of(RECV_READ, ERROR, 0).acc(acc));
        }
        for (String acc : List.of("gatherrecv", "scatter", "allgatherinplace", "gatherv", "alltoallv", "scan",
                "bcast", "nbrallgather", "nbrallgatherv", "nbralltoallv")) {
            all.add(Expect.of(RECV_WRITE, ERROR, 0).acc(acc));
        }
        return all;
    }

    @Test(dataProvider = "buggy")
    public void everyMisuseIsReportedAtItsLines(String sample, List<Expect> expected) {
        Checked c = Checked.run(2, "syncbugs." + sample, true);
        ReportAssert.exactly(c, "syncbugs." + sample, expected);
    }

    @DataProvider(name = "correct")
    public Object[][] correct() {
        return new Object[][] {{"NbPointToPointFixed"}, {"CompletionCallsFixed"}, {"PersistentCyclesFixed"},
            {"NbCollectivesFixed"}, {"RmaRequestsFixed"}, {"NbFileIOFixed"}};
    }

    @Test(dataProvider = "correct")
    public void correctTwinReportsNothing(String sample) {
        Checked c = Checked.run(2, "syncbugs." + sample, true);
        assertEquals(c.diagnostics().size(), 0, c.toString());
        assertEquals(c.json().get("ranks").asInt(), 2, c.toString());
    }
}
