package syncchecker.agent;

import java.util.Map;

/**
 * JDK methods that read or write the content of a buffer argument and move its position past what they touched:
 * checksums, digests, ciphers, channels, charsets and readers (CRC32.update(ByteBuffer), FileChannel.read(ByteBuffer),
 * Charset.decode(ByteBuffer), Reader.read(CharBuffer), ...). Their accesses happen inside JDK code, which is not
 * instrumented, so the call site reports them: the elements between the argument's position before the call and
 * after it (syncchecker.rt.Probes#moved). Matched by name and descriptor on any owner in java.* or javax.*, so that
 * subclasses (FileChannel, SocketChannel, BufferedReader, ...) and interfaces (Checksum, ReadableByteChannel,
 * Readable) are covered alike.
 */
final class JdkBufferCalls {
    private static final String BB = "Ljava/nio/ByteBuffer;";
    private static final String CB = "Ljava/nio/CharBuffer;";

    /** name + descriptor -> per argument: 'r' read, 'w' written, '-' not a buffer the call moves through. */
    private static final Map<String, String> CALLS = Map.ofEntries(
            Map.entry("update(" + BB + ")V", "r"),                       // Checksum, CRC32, MessageDigest, Mac, ...
            Map.entry("update(" + BB + BB + ")I", "rw"),                 // Cipher
            Map.entry("doFinal(" + BB + BB + ")I", "rw"),
            Map.entry("read(" + BB + ")I", "w"),                         // ReadableByteChannel and its kin
            Map.entry("read(" + BB + "J)I", "w-"),                       // FileChannel at a file position
            Map.entry("write(" + BB + ")I", "r"),                        // WritableByteChannel and its kin
            Map.entry("write(" + BB + "J)I", "r-"),
            Map.entry("receive(" + BB + ")Ljava/net/SocketAddress;", "w"),   // DatagramChannel
            Map.entry("send(" + BB + "Ljava/net/SocketAddress;)I", "r-"),
            Map.entry("read(" + CB + ")I", "w"),                         // Readable, Reader
            Map.entry("decode(" + BB + ")" + CB, "r"),                    // Charset, CharsetDecoder
            Map.entry("encode(" + CB + ")" + BB, "r"),                    // Charset, CharsetEncoder
            Map.entry("decode(" + BB + CB + "Z)Ljava/nio/charset/CoderResult;", "rw-"),
            Map.entry("encode(" + CB + BB + "Z)Ljava/nio/charset/CoderResult;", "rw-"),
            Map.entry("flush(" + CB + ")Ljava/nio/charset/CoderResult;", "w"),
            Map.entry("flush(" + BB + ")Ljava/nio/charset/CoderResult;", "w"),
            Map.entry("inflate(" + BB + ")I", "w"),                      // Inflater
            Map.entry("deflate(" + BB + ")I", "w"),                      // Deflater
            Map.entry("deflate(" + BB + "I)I", "w-"));

    private JdkBufferCalls() {}

    /**
     * What a call does with its arguments ('r', 'w' or '-' per argument), or null when it is not such a JDK call.
     */
    static String classify(String owner, String name, String desc) {
        if (!owner.startsWith("java/") && !owner.startsWith("javax/")) {
            return null;
        }
        if (owner.startsWith("java/nio/") && NioAccess.owner(owner)) {
            return null; // the buffers' own methods: NioAccess
        }
        return CALLS.get(name + desc);
    }
}
