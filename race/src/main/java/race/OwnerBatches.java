package race;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The two ends of an exchange of access batches, without the communication: what a rank ships to each owner, and
 * the list an owner checks from what it received. Shared by {@link RaceChecker} and the scale simulation
 * ({@code race.ScaleReplay}), so the simulation encodes, decodes and orders batches exactly as a real exchange does.
 */
final class OwnerBatches {
    private OwnerBatches() {}

    /** The bytes for each rank of {@code size}; this rank's own accesses stay here as they are (null). */
    static byte[][] outgoing(Map<Integer, List<Access>> outbox, int rank, int size) {
        byte[][] out = new byte[size][];
        for (int r = 0; r < size; r++) {
            out[r] = r == rank ? null : AccessCodec.encode(outbox.getOrDefault(r, List.of()));
        }
        return out;
    }

    /** What the owner {@code rank} checks: every rank's batch in rank order, its own unencoded. */
    static List<Access> incoming(byte[][] in, Map<Integer, List<Access>> outbox, int rank) {
        List<Access> received = new ArrayList<>();
        for (int r = 0; r < in.length; r++) {
            received.addAll(r == rank ? outbox.getOrDefault(r, List.of()) : AccessCodec.decode(in[r]));
        }
        return received;
    }

    /** Accesses in {@code outbox}, this rank's own included. */
    static long count(Map<Integer, List<Access>> outbox) {
        long n = 0;
        for (List<Access> list : outbox.values()) {
            n += list.size();
        }
        return n;
    }
}
