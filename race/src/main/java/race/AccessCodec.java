package race;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The bytes of accesses shipped between ranks: a batch to its owner at an exchange (phase I), one announcement of
 * an access in flight (phase II, {@link Confirmer}). Strings (window ids, calls, ops, element types, site
 * names) and sites are sent once per batch in tables that the accesses refer to by index, and numbers are written
 * with ByteBuffer's bulk puts: a batch of a few hundred accesses from a handful of sites then costs a few
 * microseconds to encode and decode, and decoding makes one Site object per distinct site instead of one per access.
 * (Per-field stream writes with a string per field cost several microseconds per access, and the exchanges run
 * rarely enough that this code is seldom compiled.)
 */
final class AccessCodec {
    /**
     * Bytes of an access without its vector clock: window, owner, rank, type; lo, hi, thread; op, element; the two
     * lock flags; phases and sequence numbers; epoch, call, site; clockDone and the clock's length.
     */
    private static final int FIXED = 4 * 4 + 8 * 3 + 4 * 2 + 2 + 8 * 4 + 4 * 3 + 8 + 4;

    private AccessCodec() {}

    static byte[] encode(List<Access> accesses) {
        if (accesses.isEmpty()) {
            return new byte[0];
        }
        Map<String, Integer> strings = new HashMap<>();
        List<String> stringList = new ArrayList<>();
        Map<Site, Integer> sites = new HashMap<>();
        List<Site> siteList = new ArrayList<>();
        int size = 4 + 4 + 4;
        for (Access a : accesses) {
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
            size += FIXED + (a.vc == null ? 0 : 8 * a.vc.length);
        }
        byte[][] utf = new byte[stringList.size()][];
        for (int i = 0; i < utf.length; i++) {
            utf[i] = stringList.get(i).getBytes(StandardCharsets.UTF_8);
            size += 4 + utf[i].length;
        }
        size += 16 * siteList.size();
        ByteBuffer out = ByteBuffer.allocate(size);
        out.putInt(utf.length);
        for (byte[] s : utf) {
            out.putInt(s.length).put(s);
        }
        out.putInt(siteList.size());
        for (Site s : siteList) {
            out.putInt(index(s.className, strings)).putInt(index(s.method, strings)).putInt(index(s.file, strings))
                    .putInt(s.line);
        }
        out.putInt(accesses.size());
        for (Access a : accesses) {
            out.putInt(index(a.window, strings)).putInt(a.owner).putInt(a.rank).putInt(a.type);
            out.putLong(a.lo).putLong(a.hi).putLong(a.thread);
            out.putInt(index(a.op, strings)).putInt(index(a.element, strings));
            out.put((byte) (a.exclusive ? 1 : 0)).put((byte) (a.locked ? 1 : 0));
            out.putLong(a.phaseFrom).putLong(a.phaseTo).putLong(a.seqFrom).putLong(a.seqTo);
            out.putInt(a.epoch).putInt(index(a.call, strings)).putInt(sites.get(a.site));
            out.putLong(a.clockDone).putInt(a.vc == null ? -1 : a.vc.length);
            for (int i = 0; a.vc != null && i < a.vc.length; i++) {
                out.putLong(a.vc[i]);
            }
        }
        assert !out.hasRemaining() : "size computed wrong";
        return out.array();
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
        ByteBuffer in = ByteBuffer.wrap(data);
        in.position(offset);
        String[] strings = new String[in.getInt()];
        for (int i = 0; i < strings.length; i++) {
            int n = in.getInt();
            strings[i] = new String(data, in.position(), n, StandardCharsets.UTF_8);
            in.position(in.position() + n);
        }
        Site[] sites = new Site[in.getInt()];
        for (int i = 0; i < sites.length; i++) {
            sites[i] = new Site(string(in.getInt(), strings), string(in.getInt(), strings), string(in.getInt(), strings),
                    in.getInt());
        }
        int n = in.getInt();
        for (int i = 0; i < n; i++) {
            String window = string(in.getInt(), strings);
            int owner = in.getInt();
            int rank = in.getInt();
            int type = in.getInt();
            long lo = in.getLong();
            long hi = in.getLong();
            long thread = in.getLong();
            String op = string(in.getInt(), strings);
            String element = string(in.getInt(), strings);
            boolean exclusive = in.get() != 0;
            boolean locked = in.get() != 0;
            long phaseFrom = in.getLong();
            long phaseTo = in.getLong();
            long seqFrom = in.getLong();
            long seqTo = in.getLong();
            int epoch = in.getInt();
            String call = string(in.getInt(), strings);
            Site site = sites[in.getInt()];
            long clockDone = in.getLong();
            int clocks = in.getInt();
            long[] vc = clocks < 0 ? null : new long[clocks];
            for (int k = 0; k < clocks; k++) {
                vc[k] = in.getLong();
            }
            accesses.add(new Access(window, owner, lo, hi, rank, thread, type, op, element, exclusive, locked,
                    phaseFrom, phaseTo, seqFrom, seqTo, epoch, call, site, vc, clockDone));
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

    private static String string(int index, String[] strings) {
        return index < 0 ? null : strings[index];
    }
}
