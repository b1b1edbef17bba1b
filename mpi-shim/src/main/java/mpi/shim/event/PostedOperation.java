package mpi.shim.event;

import java.util.List;

/** A nonblocking operation the application posted (the NB event): the call, its peer and its buffers. */
public final class PostedOperation {
    /** The Java API method, e.g. "iSend", "iRecv", "iBcast", "rPut", "iReadAt". */
    public final String call;
    /** Identity of the operation until completion: the mpi.Request object returned to the application. */
    public final Object request;
    /** The C handle of the communicator, window or file the call was made on. */
    public final long communicator;
    /** Peer rank (dest, source, root or target), or MPI.UNDEFINED when the call has none. */
    public final int peer;
    public final int tag;
    public final List<BufferUse> buffers;

    public PostedOperation(String call, Object request, long communicator, int peer, int tag,
            List<BufferUse> buffers) {
        this.call = call;
        this.request = request;
        this.communicator = communicator;
        this.peer = peer;
        this.tag = tag;
        this.buffers = buffers;
    }
}
