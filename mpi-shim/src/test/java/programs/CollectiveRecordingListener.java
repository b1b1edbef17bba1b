package programs;

import java.util.ArrayList;
import java.util.List;
import mpi.shim.event.MpiListener;
import mpi.shim.event.PostedOperation;

/**
 * A checker stand-in that records what the binding reports (posted operations, completions). Loaded through
 * ServiceLoader only when a test puts a services file naming it on the classpath (see CommunicatorsIT).
 */
public class CollectiveRecordingListener implements MpiListener {
    public final List<PostedOperation> posted = new ArrayList<>();
    public final List<Object> completed = new ArrayList<>();

    @Override
    public void initialized(int rank, int size) {}

    @Override
    public synchronized void posted(PostedOperation operation) {
        posted.add(operation);
    }

    @Override
    public synchronized void completed(Object request) {
        completed.add(request);
    }

    @Override
    public void freed(Object request) {}

    @Override
    public void finalizing() {}

    public synchronized void clear() {
        posted.clear();
        completed.clear();
    }

    public synchronized PostedOperation last() {
        return posted.isEmpty() ? null : posted.get(posted.size() - 1);
    }

    /** Occurrences of {@code request} among the completions (identity). */
    public synchronized int completions(Object request) {
        int k = 0;
        for (Object o : completed) {
            k += o == request ? 1 : 0;
        }
        return k;
    }
}
