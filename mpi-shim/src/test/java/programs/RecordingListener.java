package programs;

import java.util.IdentityHashMap;
import java.util.Map;
import mpi.shim.event.BufferUse;
import mpi.shim.event.MpiListener;
import mpi.shim.event.PostedOperation;

/**
 * A checker stand-in for integration tests: prints every posted operation with its buffers, and every completion
 * by the call that posted it. Registered only for jobs whose classpath carries its service file (see NotifyIT).
 */
public class RecordingListener implements MpiListener {
    private final Map<Object, String> pending = new IdentityHashMap<>();
    private int rank;

    @Override
    public void initialized(int rank, int size) {
        this.rank = rank;
    }

    @Override
    public synchronized void posted(PostedOperation op) {
        StringBuilder line = new StringBuilder("event " + rank + " posted " + op.call);
        for (BufferUse b : op.buffers) {
            line.append(' ').append(b.role).append(b.access == BufferUse.READ_BY_LIBRARY ? ":read" : ":written")
                    .append(':').append(b.count).append(':').append(b.address != 0 ? "addr" : "null");
        }
        pending.put(op.request, op.call);
        System.out.println(line);
    }

    @Override
    public synchronized void completed(Object request) {
        System.out.println("event " + rank + " completed " + pending.remove(request));
    }

    @Override
    public synchronized void freed(Object request) {
        System.out.println("event " + rank + " freed " + pending.remove(request));
    }

    @Override
    public void finalizing() {
        System.out.println("event " + rank + " finalizing pending " + pending.size());
    }
}
