package mpi.it;

import java.util.List;
import org.testng.annotations.DataProvider;
import org.testng.annotations.Test;
import programs.NonblockingProgram;

/** Nonblocking exchanges on direct buffers, completed by every wait and test form. */
public class NonblockingIT {
    static final List<String> CHECKS = List.of("iSend iRecv waitFor", "waitStatus", "test loop", "testStatus loop",
            "getStatus keeps the request", "isSend and slices", "waitAll", "waitAllStatus", "waitAny",
            "waitAnyStatus", "waitSome", "waitSomeStatus", "testAll", "testAllStatus", "testAny", "testAnyStatus",
            "testSome", "testSomeStatus", "isSend pending until matched", "cancel and isCancelled",
            "free of an active send", "REQUEST_NULL", "truncation reported by waitStatus and waitAll");

    @DataProvider
    public Object[][] ranks() {
        return new Object[][] {{2}, {4}};
    }

    @Test(dataProvider = "ranks")
    public void everyWaitAndTestForm(int ranks) {
        Lines.assertAllOk(MpiRun.of(ranks, NonblockingProgram.class).timeout(180), ranks, CHECKS);
    }
}
