package race;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The bytes of accesses shipped between ranks: a batch to its owner at an exchange (phase I), one announcement of
 * an access in flight (phase II, {@link Confirmer}). Strings (window ids, calls, ops, element types, site names)
 * and sites are sent once per batch in tables that the accesses refer to by index; decoding makes one Site object
 * per distinct site instead of one per access.
 *
 * <p>Layout: the count of numbers, the numbers (every field widened to a long), then the strings' UTF-8 bytes. The
 * exchanges run a few times per job, so this code stays in the interpreter, where a ByteBuffer put or get is a
 * chain of a dozen calls (40-50 us per access in kernels.StencilRma under race checking); here the fields go
 * through a plain long[] with one array store or load each, and one bulk view copy moves the numbers.
 */
final class AccessCodec {
    /** Numbers of an access without its vector clock (see {@link #put}). */
    private static final int FIXED = 19;

    private AccessCodec() {}

    static byte[] encode(List<Access> accesses) {
        if (accesses.isEmpty()) {
            return new byte[0];
        }
        Map<String, Integer> strings = new HashMap<>();
        List<String> stringList = new ArrayList<>();
        Map<Site, Integer> sites = new HashMap<>();
        List<Site> siteList = new ArrayList<>();
        int numbers = 0;
        Access previous = null;
        for (Access a : accesses) {
            numbers += FIXED + (a.vc == null ? 0 : a.vc.length);
            if (sameNames(a, previous)) {
                continue; // a batch is mostly runs of one site's accesses: no hash lookups for those
            }
            previous = a;
            intern(a.window, strings, stringList);
            intern(a.op, strings, stringList);
            intern(a.element, strings, stringList);
            intern(a.call, strings, stringList);
            if (sites.putIfAbsent(a.site, siteList.size()) == null) {
                siteList.add(a.site);
                intern(a.site.className, strings, stringList);
                intern(a.site.method, strings, stringList);
                intern(a.site.file, strings, stringList);
            }
        }
        byte[][] utf = new byte[stringList.size()][];
        int textBytes = 0;
        for (int i = 0; i < utf.length; i++) {
            utf[i] = stringList.get(i).getBytes(StandardCharsets.UTF_8);
            textBytes += utf[i].length;
        }
        numbers += 1 + utf.length + 1 + 4 * siteList.size() + 1;
        long[] n = new long[numbers];
        int k = 0;
        n[k++] = utf.length;
        for (byte[] u : utf) {
            n[k++] = u.length;
        }
        n[k++] = siteList.size();
        for (Site s : siteList) {
            n[k++] = index(s.className, strings);
            n[k++] = index(s.method, strings);
            n[k++] = index(s.file, strings);
            n[k++] = s.line;
        }
        n[k++] = accesses.size();
        long[] names = new long[5]; // table indices of window, op, element, call, site
        previous = null;
        for (Access a : accesses) {
            if (!sameNames(a, previous)) {
                previous = a;
                names[0] = index(a.window, strings);
                names[1] = index(a.op, strings);
                names[2] = index(a.element, strings);
                names[3] = index(a.call, strings);
                names[4] = sites.get(a.site);
            }
            k = put(a, n, k, names);
        }
        assert k == numbers : "size computed wrong";
        byte[] out = new byte[Long.BYTES * (1 + numbers) + textBytes];
        ByteBuffer view = ByteBuffer.wrap(out);
        view.putLong(numbers);
        view.asLongBuffer().put(n);
        int at = Long.BYTES * (1 + numbers);
        for (byte[] u : utf) {
            System.arraycopy(u, 0, out, at, u.length);
            at += u.length;
        }
        return out;
    }

    /** Whether {@code a} names the same strings and site as {@code b} (the same objects; false for null b). */
    private static boolean sameNames(Access a, Access b) {
        return b != null && a.window == b.window && a.op == b.op && a.element == b.element && a.call == b.call
                && a.site == b.site;
    }

    /**
     * Writes {@code a}'s {@link #FIXED} numbers and its clock from {@code n[k]}, with the table indices of its
     * {@code names}; returns the next index.
     */
    private static int put(Access a, long[] n, int k, long[] names) {
        n[k++] = names[0];
        n[k++] = a.owner;
        n[k++] = a.rank;
        n[k++] = a.type;
        n[k++] = a.lo;
        n[k++] = a.hi;
        n[k++] = a.thread;
        n[k++] = names[1];
        n[k++] = names[2];
        n[k++] = (a.exclusive ? 1 : 0) | (a.locked ? 2 : 0);
        n[k++] = a.phaseFrom;
        n[k++] = a.phaseTo;
        n[k++] = a.seqFrom;
        n[k++] = a.seqTo;
        n[k++] = a.epoch;
        n[k++] = names[3];
        n[k++] = names[4];
        n[k++] = a.clockDone;
        n[k++] = a.vc == null ? -1 : a.vc.length;
        for (int i = 0; a.vc != null && i < a.vc.length; i++) {
            n[k++] = a.vc[i];
        }
        return k;
    }

    /** The accesses of {@link #encode}'s bytes (none for an empty or null array). */
    static List<Access> decode(byte[] data) {
        return decode(data, 0);
    }

    /** The accesses of {@link #encode}'s bytes starting at {@code offset} of {@code data} (later bytes are ignored). */
    static List<Access> decode(byte[] data, int offset) {
        List<Access> accesses = new ArrayList<>();
        if (data == null || data.length <= offset) {
            return accesses;
        }
        ByteBuffer view = ByteBuffer.wrap(data, offset, data.length - offset).slice();
        long[] n = new long[(int) view.getLong()];
        view.asLongBuffer().get(n);
        int k = 0;
        String[] strings = new String[(int) n[k++]];
        int at = offset + Long.BYTES * (1 + n.length);
        for (int i = 0; i < strings.length; i++) {
            int bytes = (int) n[k++];
            strings[i] = new String(data, at, bytes, StandardCharsets.UTF_8);
            at += bytes;
        }
        Site[] sites = new Site[(int) n[k++]];
        for (int i = 0; i < sites.length; i++) {
            sites[i] = new Site(string(n[k], strings), string(n[k + 1], strings), string(n[k + 2], strings),
                    (int) n[k + 3]);
            k += 4;
        }
        int count = (int) n[k++];
        for (int i = 0; i < count; i++) {
            // read in the order put() writes
            String window = string(n[k++], strings);
            int owner = (int) n[k++];
            int rank = (int) n[k++];
            int type = (int) n[k++];
            long lo = n[k++];
            long hi = n[k++];
            long thread = n[k++];
            String op = string(n[k++], strings);
            String element = string(n[k++], strings);
            long locks = n[k++];
            long phaseFrom = n[k++];
            long phaseTo = n[k++];
            long seqFrom = n[k++];
            long seqTo = n[k++];
            int epoch = (int) n[k++];
            String call = string(n[k++], strings);
            Site site = sites[(int) n[k++]];
            long clockDone = n[k++];
            int clocks = (int) n[k++];
            long[] vc = clocks < 0 ? null : new long[clocks];
            for (int c = 0; c < clocks; c++) {
                vc[c] = n[k++];
            }
            accesses.add(new Access(window, owner, lo, hi, rank, thread, type, op, element, (locks & 1) != 0,
                    (locks & 2) != 0, phaseFrom, phaseTo, seqFrom, seqTo, epoch, call, site, vc, clockDone));
        }
        return accesses;
    }

    private static void intern(String s, Map<String, Integer> strings, List<String> list) {
        if (s != null && strings.putIfAbsent(s, list.size()) == null) {
            list.add(s);
        }
    }

    /** A string's index in the table, -1 for null. */
    private static int index(String s, Map<String, Integer> strings) {
        return s == null ? -1 : strings.get(s);
    }

    private static String string(long index, String[] strings) {
        return index < 0 ? null : strings[(int) index];
    }
}
