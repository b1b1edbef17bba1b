package race;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The access log of one rank for the scale simulation ({@code race.dumpAccesses}): at every exchange, the batch this
 * rank ships to each owner (its own accesses to its own memory too), as {@link AccessCodec} encodes them, and the
 * phase the exchange forgets before. {@code race.ScaleReplay} (test code, {@code make bench-scale}) replays these
 * logs as a job of many more ranks. Written only when the setting is given, once per exchange.
 *
 * <p>File {@code race-accesses.rank<r>.bin}, one frame per exchange: int job size, long completeBefore, int number
 * of owners, then per owner int owner, int length, the encoded batch.
 */
public final class AccessDump {
    private final Path dir;
    /** The first write of a run replaces a log an earlier run left. */
    private boolean started;

    AccessDump(Path dir) {
        this.dir = dir;
    }

    static Path file(Path dir, int rank) {
        return dir.resolve("race-accesses.rank" + rank + ".bin");
    }

    /** Appends one exchange's batches of {@code rank} (by owner). */
    void write(int rank, int size, long completeBefore, Map<Integer, List<Access>> byOwner) {
        try {
            Files.createDirectories(dir);
            try (DataOutputStream out = new DataOutputStream(new FileOutputStream(file(dir, rank).toFile(), started))) {
                started = true;
                out.writeInt(size);
                out.writeLong(completeBefore);
                out.writeInt(byOwner.size());
                for (Map.Entry<Integer, List<Access>> e : byOwner.entrySet()) {
                    byte[] b = AccessCodec.encode(e.getValue());
                    out.writeInt(e.getKey());
                    out.writeInt(b.length);
                    out.write(b);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("race.dumpAccesses: cannot write in " + dir, e);
        }
    }

    /** One exchange of one rank's log. */
    public static final class Frame {
        public final int size;
        public final long completeBefore;
        /** The accesses shipped, by owner (world rank). */
        public final Map<Integer, List<Access>> byOwner;

        public Frame(int size, long completeBefore, Map<Integer, List<Access>> byOwner) {
            this.size = size;
            this.completeBefore = completeBefore;
            this.byOwner = byOwner;
        }
    }

    /** The frames of rank {@code rank}'s log in {@code dir}, in exchange order. */
    public static List<Frame> read(Path dir, int rank) throws IOException {
        List<Frame> frames = new ArrayList<>();
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file(dir, rank))))) {
            while (true) {
                int size;
                try {
                    size = in.readInt();
                } catch (EOFException end) {
                    return frames;
                }
                long completeBefore = in.readLong();
                int owners = in.readInt();
                Map<Integer, List<Access>> byOwner = new TreeMap<>();
                for (int i = 0; i < owners; i++) {
                    int owner = in.readInt();
                    byte[] b = new byte[in.readInt()];
                    in.readFully(b);
                    byOwner.put(owner, AccessCodec.decode(b));
                }
                frames.add(new Frame(size, completeBefore, byOwner));
            }
        }
    }
}
