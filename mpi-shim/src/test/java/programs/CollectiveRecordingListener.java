package programs;

import java.util.ArrayList;
import java.util.List;
import mpi.shim.event.MpiListener;
import mpi.shim.event.PostedOperation;

/**
 * A checker stand-in that records what the binding reports (posted operations, completions, the data flow of
 * collectives: synchronizing calls and messages with {@link MpiListener#COLLECTIVE_TAG}, and the point-to-point
 * messages received). Loaded through
 * ServiceLoader only when a test puts a services file naming it on the classpath (see CommunicatorsIT).
 */
public class CollectiveRecordingListener implements MpiListener {
    public final List<PostedOperation> posted = new ArrayList<>();
    public final List<Object> completed = new ArrayList<>();
    private final List<String> flow = new ArrayList<>();
    /** Point-to-point messages reported received, as "call from source tag t". */
    private final List<String> receipts = new ArrayList<>();
    /** Communicators reported made, as "call": the parent and the new communicator in {@link #made}. */
    private final List<String> creations = new ArrayList<>();
    public final List<Object[]> made = new ArrayList<>();
    /** Receives reported posted, as "call from source tag t", and the objects naming them. */
    private final List<String> postings = new ArrayList<>();
    private final List<Object> postingNames = new ArrayList<>();
    /** Per message received and per receive ended: the number of its posting in {@link #postings}, -1 for none. */
    private final List<String> matches = new ArrayList<>();

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

    @Override
    public synchronized void synchronizing(String call, long communicator, Object comm) {
        flow.add("sync " + call);
    }

    @Override
    public synchronized void messageSending(String call, long communicator, Object comm, int dest, int tag) {
        if (tag == COLLECTIVE_TAG) {
            flow.add(call + " to " + dest);
        }
    }

    @Override
    public synchronized void receivePosted(String call, long communicator, Object comm, int source, int tag,
            Object posting) {
        postings.add(call + " from " + source + " tag " + tag);
        postingNames.add(posting);
    }

    @Override
    public synchronized void receiveEnded(Object posting) {
        matches.add("ended " + postingNames.indexOf(posting));
    }

    @Override
    public synchronized void messageReceived(String call, long communicator, Object comm, int source, int tag,
            Object posting) {
        if (tag != COLLECTIVE_TAG) {
            matches.add(call + " " + (posting == null ? -1 : postingNames.indexOf(posting)));
        }
        messageReceived(call, communicator, comm, source, tag);
    }

    @Override
    public synchronized void messageReceived(String call, long communicator, Object comm, int source, int tag) {
        if (tag == COLLECTIVE_TAG) {
            flow.add(call + " from " + source);
        } else {
            receipts.add(call + " from " + source + " tag " + tag);
        }
    }

    @Override
    public synchronized void communicatorCreated(String call, Object parent, Object created) {
        creations.add(call);
        made.add(new Object[] {parent, created});
    }

    @Override
    public boolean tracksMessages() {
        return true;
    }

    public synchronized void clear() {
        posted.clear();
        completed.clear();
        flow.clear();
        receipts.clear();
        creations.clear();
        made.clear();
        postings.clear();
        postingNames.clear();
        matches.clear();
    }

    /** The receives reported posted since the last {@link #clear}, in order, comma-separated. */
    public synchronized String postings() {
        return String.join(", ", postings);
    }

    /**
     * What ended each receive since the last {@link #clear}: "call k" for a message reported with the k-th
     * posting (-1: none, a blocking receive), "ended k" for a posting that ended without one.
     */
    public synchronized String matches() {
        return String.join(", ", matches);
    }

    /** The communicator creations reported since the last {@link #clear}, in order, comma-separated. */
    public synchronized String creations() {
        return String.join(", ", creations);
    }

    /** The point-to-point receipts reported since the last {@link #clear}, in order, comma-separated. */
    public synchronized String receipts() {
        return String.join(", ", receipts);
    }

    /** The collective data flow reported since the last {@link #clear}, in order, comma-separated. */
    public synchronized String flow() {
        return String.join(", ", flow);
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
