package syncchecker.agent;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import java.util.List;
import org.testng.annotations.Test;
import syncchecker.rt.CollectiveProbes;

public class MpiCallAccessTest {
    @Test
    public void pointToPointCallsReadSendAndWriteReceiveBuffers() {
        List<MpiCallAccess> send = MpiCallAccess.classify("mpi/Intracomm", "send",
                "(Ljava/lang/Object;ILmpi/Datatype;II)V");
        assertEquals(send.size(), 1);
        assertEquals(send.get(0).mode, MpiCallAccess.READ);
        List<MpiCallAccess> sendRecv = MpiCallAccess.classify("mpi/Comm", "sendRecv",
                "(Ljava/lang/Object;ILmpi/Datatype;IILjava/lang/Object;ILmpi/Datatype;II)Lmpi/Status;");
        assertEquals(sendRecv.size(), 2);
        assertEquals(sendRecv.get(1).buffer, 5);
        assertEquals(sendRecv.get(1).mode, MpiCallAccess.WRITE);
    }

    @Test
    public void rootedCollectivesKnowTheirRootArgument() {
        List<MpiCallAccess> bcast = MpiCallAccess.classify("mpi/Intracomm", "bcast",
                "(Ljava/lang/Object;ILmpi/Datatype;I)V");
        assertEquals(bcast.get(0).root, 3);
        assertEquals(bcast.get(0).mode, MpiCallAccess.ROOT_READS);
        List<MpiCallAccess> reduce = MpiCallAccess.classify("mpi/Intracomm", "reduce",
                "(Ljava/lang/Object;Ljava/lang/Object;ILmpi/Datatype;Lmpi/Op;I)V");
        assertEquals(reduce.size(), 2);
        assertEquals(reduce.get(1).mode, MpiCallAccess.ROOT_WRITES);
        assertEquals(reduce.get(1).root, 5);
        List<MpiCallAccess> inPlace = MpiCallAccess.classify("mpi/Intracomm", "allReduce",
                "(Ljava/lang/Object;ILmpi/Datatype;Lmpi/Op;)V");
        assertEquals(inPlace.get(0).form, CollectiveProbes.READ_WRITE, "in place: read, then overwritten");
    }

    @Test
    public void blockingCollectivesHandTheirBuffersToTheLibrary() {
        String o = "Ljava/lang/Object;", t = "Lmpi/Datatype;";
        List<MpiCallAccess> gather = MpiCallAccess.classify("mpi/Intracomm", "gather",
                "(" + o + "I" + t + o + "I" + t + "I)V");
        assertEquals(gather.size(), 2);
        assertEquals(gather.get(0).mode, MpiCallAccess.READ);
        assertEquals(gather.get(0).form, -1);
        assertEquals(gather.get(1).form, CollectiveProbes.ROOT_WRITE_TIMES_SIZE);
        assertEquals(gather.get(1).root, 6);
        List<MpiCallAccess> gatherv = MpiCallAccess.classify("mpi/Intracomm", "gatherv",
                "(" + o + "I" + t + o + "[I[I" + t + "I)V");
        assertEquals(gatherv.get(1).form, CollectiveProbes.ROOT_WRITE_V);
        assertEquals(gatherv.get(1).counts, 4);
        assertEquals(gatherv.get(1).displs, 5);
        assertEquals(MpiCallAccess.classify("mpi/Intracomm", "allGather", "(" + o + "I" + t + ")V").get(0).form,
                CollectiveProbes.ALLGATHER_IN_PLACE);
        List<MpiCallAccess> alltoallv = MpiCallAccess.classify("mpi/Intracomm", "allToAllv",
                "(" + o + "[I[I" + t + o + "[I[I" + t + ")V");
        assertEquals(alltoallv.get(0).form, CollectiveProbes.READ_V);
        assertEquals(alltoallv.get(1).form, CollectiveProbes.WRITE_V);
        List<MpiCallAccess> rs = MpiCallAccess.classify("mpi/Intracomm", "reduceScatter",
                "(" + o + o + "[I" + t + "Lmpi/Op;)V");
        assertEquals(rs.get(0).form, CollectiveProbes.READ_SUM);
        assertEquals(rs.get(1).form, CollectiveProbes.WRITE_MINE);
        assertEquals(MpiCallAccess.classify("mpi/Intracomm", "scan", "(" + o + o + "I" + t + "Lmpi/Op;)V").size(),
                2);
    }

    @Test
    public void otherCallsAreNotAccesses() {
        assertTrue(MpiCallAccess.classify("mpi/Intracomm", "barrier", "()V").isEmpty());
        assertTrue(MpiCallAccess.classify("com/example/Comm", "send",
                "(Ljava/lang/Object;ILmpi/Datatype;II)V").isEmpty());
        assertTrue(MpiCallAccess.classify("mpi/Intracomm", "iSend",
                "(Ljava/nio/Buffer;ILmpi/Datatype;II)Lmpi/Request;").isEmpty(), "posts are checked at NB");
    }
}
