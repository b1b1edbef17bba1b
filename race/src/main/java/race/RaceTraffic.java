package race;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What phase I of one rank cost in communication and owner-side memory: bytes and messages on the checker's private
 * communicator (exchanges of access batches and the vector clocks of {@link MessageClocks}), and the largest batch
 * and owner index it held. Counted per message and per exchange, never per access, so counting costs nothing on the
 * application's hot path. {@code make bench-scale} reads these from each rank's report stream ("end" line,
 * {@code "race"}) to see how the per-rank cost grows with the job; the scale simulation fills the same fields for
 * simulated ranks ({@code race.ScaleReplay}).
 */
public final class RaceTraffic {
    /** Exchanges of access batches (the one at MPI.Init included). */
    long exchanges;
    /** Bytes sent and received on the private communicator, batches and clocks (and the batches' length tables). */
    long bytesSent;
    long bytesReceived;
    /** Point-to-point messages sent: one per non-empty batch, one per vector clock. */
    long messagesSent;
    /** Of bytesSent: the lengths every exchange announces to every rank (one int per rank, grows with the job). */
    long tableBytes;
    /** Of bytesSent: vector clocks (one long per rank each, grows with the job). */
    long clockBytes;
    /** Accesses shipped to other owners, in all, and at most in one exchange. */
    long accessesShipped;
    long peakBatch;
    /** The most accesses the owner index of this rank held in an exchange (checked, before it forgets the old). */
    long peakIndex;

    /**
     * One exchange of {@link Exchange#allToAll}: {@code lengths[r]} bytes to rank r, {@code incoming[r]} from it
     * ({@code rank}'s own entries are not sent). Every rank announces one int to every other rank; a batch travels
     * only when it is not empty.
     */
    synchronized void exchanged(int rank, int[] lengths, int[] incoming) {
        exchanges++;
        long table = (long) Integer.BYTES * (lengths.length - 1);
        tableBytes += table;
        bytesSent += table;
        bytesReceived += table;
        for (int r = 0; r < lengths.length; r++) {
            if (r != rank) {
                bytesSent += lengths[r];
                bytesReceived += incoming[r];
                messagesSent += lengths[r] > 0 ? 1 : 0;
            }
        }
    }

    /** A reduction of {@code bytes} over the private communicator (what this rank contributes). */
    synchronized void reduced(int bytes) {
        bytesSent += bytes;
        bytesReceived += bytes;
    }

    /** A vector clock of {@code bytes} sent ({@code sent}) or received. */
    synchronized void clock(long bytes, boolean sent) {
        if (sent) {
            bytesSent += bytes;
            clockBytes += bytes;
            messagesSent++;
        } else {
            bytesReceived += bytes;
        }
    }

    /** After an exchange: {@code shipped} accesses went to other owners, and the owner index holds {@code index}. */
    synchronized void checked(long shipped, long index) {
        accessesShipped += shipped;
        peakBatch = Math.max(peakBatch, shipped);
        peakIndex = Math.max(peakIndex, index);
    }

    /** The counters by name, for the report. */
    public synchronized Map<String, Long> snapshot() {
        Map<String, Long> m = new LinkedHashMap<>();
        m.put("exchanges", exchanges);
        m.put("bytesSent", bytesSent);
        m.put("bytesReceived", bytesReceived);
        m.put("messagesSent", messagesSent);
        m.put("tableBytes", tableBytes);
        m.put("clockBytes", clockBytes);
        m.put("accessesShipped", accessesShipped);
        m.put("peakBatch", peakBatch);
        m.put("peakIndex", peakIndex);
        return m;
    }
}
