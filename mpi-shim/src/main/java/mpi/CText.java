package mpi;

import java.nio.charset.StandardCharsets;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;

/** C strings for names, ports and services: written NUL-terminated into native memory, read back. */
final class CText {
    private CText() {}

    /** {@code text} NUL-terminated in this thread's text slot; refused when longer than {@code max} bytes. */
    static long put(Scratch s, String text, int max, String name) {
        return put(s.text, s.textBytes, text, max, name);
    }

    static long put(long address, long room, String text, int max, String name) {
        byte[] bytes = Args.notNull(text, name).getBytes(StandardCharsets.UTF_8);
        if (bytes.length >= Math.min(room, max + 1L)) {
            throw new IllegalArgumentException(name + " is too long: " + bytes.length + " bytes, at most "
                    + (Math.min(room, max + 1L) - 1));
        }
        Memory.copyFromArray(bytes, 0, address, bytes.length);
        Memory.putByte(address + bytes.length, (byte) 0);
        return address;
    }

    static String get(long address, int len) {
        byte[] bytes = new byte[Math.max(0, len)];
        Memory.copyToArray(address, bytes, 0, bytes.length);
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /** A NUL-terminated string of at most {@code max} bytes. */
    static String read(long address, int max) {
        int len = 0;
        while (len < max && Memory.getByte(address + len) != 0) {
            len++;
        }
        return get(address, len);
    }
}
