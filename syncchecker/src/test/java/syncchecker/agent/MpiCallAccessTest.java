package syncchecker.agent;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import java.util.List;
import org.testng.annotations.Test;

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
        assertEquals(inPlace.get(0).mode, MpiCallAccess.WRITE);
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
