package mpi.shim.event;

import java.util.List;

/**
 * A blocking call of the application and the buffers it hands to the library: the direct buffers among them, each
 * with the elements the library reads, writes, or reads and then overwrites on this rank (an array or a heap buffer
 * goes through the binding's own staging memory, so it can never be pending, nor be window memory). The same
 * object is reported before the call reaches the library and again once it has returned.
 */
public final class BlockingCall {
    /** The binding's method, e.g. "send", "bcast", "neighborAllToAllw". */
    public final String call;
    public final List<BufferUse> buffers;

    public BlockingCall(String call, List<BufferUse> buffers) {
        this.call = call;
        this.buffers = buffers;
    }
}
