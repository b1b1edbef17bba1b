package race;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The race checker's owner-side exchange at job sizes this machine cannot run: replays the access logs of a real run
 * ({@code -Drace.dumpAccesses=DIR}) as jobs of the given sizes ({@link SimulatedJob}) and prints, as JSON, per job
 * size the per-rank bytes and messages an exchange would move, the owner index's largest size, and the time each
 * simulated rank's share of encoding, decoding and checking took (median, 95th percentile and maximum over the
 * ranks).
 * {@code make bench-scale} runs it; a test class, kept out of the jars users get.
 *
 * <p>Usage: {@code java -cp dist/race.jar:race/target/test-classes race.ScaleReplay DIR 64,128,256,512,1024}
 */
public final class ScaleReplay {
    private ScaleReplay() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: ScaleReplay DUMP_DIR SIZES (e.g. 64,128,256)");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        List<List<AccessDump.Frame>> recorded = load(dir);
        int[] sizes = Arrays.stream(args[1].split(",")).mapToInt(Integer::parseInt).toArray();
        new SimulatedJob(recorded, sizes[0]).run(); // warms the JIT up on the checker's code: not reported
        List<Map<String, Object>> rows = new ArrayList<>();
        for (int size : sizes) {
            SimulatedJob job = new SimulatedJob(recorded, size);
            rows.add(row(size, job.exchanges(), job.run()));
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("recordedRanks", recorded.size());
        out.put("rows", rows);
        System.out.println(json(out));
    }

    /** The logs of ranks 0, 1, ... found in {@code dir}. */
    static List<List<AccessDump.Frame>> load(Path dir) throws IOException {
        List<List<AccessDump.Frame>> recorded = new ArrayList<>();
        for (int r = 0; Files.exists(AccessDump.file(dir, r)); r++) {
            recorded.add(AccessDump.read(dir, r));
        }
        if (recorded.size() < 3) {
            throw new IllegalArgumentException(dir + ": logs of at least 3 ranks needed (a rank with neighbours on"
                    + " both sides), found " + recorded.size());
        }
        return recorded;
    }

    private static Map<String, Object> row(int size, int exchanges, SimulatedJob.Result result) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("ranks", size);
        row.put("exchanges", exchanges);
        for (String counter : List.of("bytesSent", "tableBytes", "messagesSent", "peakIndex")) {
            long[] v = new long[size];
            for (int s = 0; s < size; s++) {
                v[s] = result.traffic[s].snapshot().get(counter);
            }
            row.put(counter, spread(v));
        }
        long[] micros = new long[size];
        for (int s = 0; s < size; s++) {
            micros[s] = result.nanos[s] / 1000;
        }
        row.put("micros", spread(micros));
        row.put("races", result.races);
        return row;
    }

    /**
     * Maps, lists, numbers and strings without quotes or escapes in them, as JSON (written here: Jackson is
     * relocated inside dist/race.jar, which this runs against).
     */
    static String json(Object o) {
        if (o instanceof Map) {
            StringBuilder sb = new StringBuilder("{");
            for (Map.Entry<?, ?> e : ((Map<?, ?>) o).entrySet()) {
                sb.append(sb.length() > 1 ? ", " : "").append('"').append(e.getKey()).append("\": ")
                        .append(json(e.getValue()));
            }
            return sb.append('}').toString();
        }
        if (o instanceof List) {
            StringBuilder sb = new StringBuilder("[");
            for (Object e : (List<?>) o) {
                sb.append(sb.length() > 1 ? ",\n " : "").append(json(e));
            }
            return sb.append(']').toString();
        }
        return o instanceof Number ? o.toString() : "\"" + o + "\"";
    }

    /**
     * Median, 95th percentile and maximum over the simulated ranks (a time's maximum is mostly the one rank a
     * garbage collection paused).
     */
    static Map<String, Long> spread(long[] values) {
        long[] v = values.clone();
        Arrays.sort(v);
        Map<String, Long> m = new LinkedHashMap<>();
        m.put("median", v[v.length / 2]);
        m.put("p95", v[(int) Math.ceil(0.95 * v.length) - 1]);
        m.put("max", v[v.length - 1]);
        return m;
    }
}
