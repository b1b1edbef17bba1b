package syncchecker.agent;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertNotNull;
import static org.testng.Assert.assertNull;
import static org.testng.Assert.assertTrue;

import org.testng.annotations.Test;

public class NioAccessTest {
    private static NioAccess c(String owner, String name, String desc) {
        return NioAccess.classify("java/nio/" + owner, name, desc);
    }

    @Test
    public void singleElementAccessors() {
        NioAccess relativeGet = c("IntBuffer", "get", "()I");
        assertFalse(relativeGet.write);
        assertEquals(relativeGet.indexArg, -1);
        assertEquals(relativeGet.countKind, NioAccess.ONE);
        NioAccess absoluteGet = c("IntBuffer", "get", "(I)I");
        assertEquals(absoluteGet.indexArg, 0);
        // IntBuffer.put(int) is a relative put of a value, not an index
        NioAccess relativePut = c("IntBuffer", "put", "(I)Ljava/nio/IntBuffer;");
        assertTrue(relativePut.write);
        assertEquals(relativePut.indexArg, -1);
        NioAccess absolutePut = c("IntBuffer", "put", "(II)Ljava/nio/IntBuffer;");
        assertEquals(absolutePut.indexArg, 0);
    }

    @Test
    public void bulkAccessorsTakeTheirCountFromTheArrayOrLength() {
        assertEquals(c("DoubleBuffer", "put", "([D)Ljava/nio/DoubleBuffer;").countKind, NioAccess.ARRAY_LENGTH);
        NioAccess ranged = c("DoubleBuffer", "get", "([DII)Ljava/nio/DoubleBuffer;");
        assertEquals(ranged.countKind, NioAccess.LENGTH_ARG);
        assertEquals(ranged.countArg, 2);
        NioAccess absolute = c("IntBuffer", "get", "(I[III)Ljava/nio/IntBuffer;");
        assertEquals(absolute.indexArg, 0);
        assertEquals(absolute.countArg, 3);
    }

    @Test
    public void putOfABufferReadsTheSource() {
        NioAccess p = c("ByteBuffer", "put", "(Ljava/nio/ByteBuffer;)Ljava/nio/ByteBuffer;");
        assertTrue(p.write);
        assertEquals(p.sourceArg, 0);
        assertEquals(p.countKind, NioAccess.SOURCE_REMAINING);
        NioAccess q = c("IntBuffer", "put", "(ILjava/nio/IntBuffer;II)Ljava/nio/IntBuffer;");
        assertEquals(q.sourceArg, 1);
        assertEquals(q.sourceIndexArg, 2);
        assertEquals(q.countArg, 3);
    }

    @Test
    public void typedByteBufferAccessorsUseTheirOwnWidth() {
        assertEquals(c("ByteBuffer", "getInt", "()I").unitBytes, 4);
        assertEquals(c("ByteBuffer", "putDouble", "(ID)Ljava/nio/ByteBuffer;").unitBytes, 8);
        assertEquals(c("ByteBuffer", "putDouble", "(ID)Ljava/nio/ByteBuffer;").indexArg, 0);
        assertEquals(c("MappedByteBuffer", "getShort", "(I)S").unitBytes, 2);
        assertNull(c("IntBuffer", "getInt", "()I"), "only ByteBuffer has typed accessors");
    }

    @Test
    public void callsThatTouchNoContentAreLeftAlone() {
        assertNull(c("IntBuffer", "position", "(I)Ljava/nio/IntBuffer;"));
        assertNull(c("ByteBuffer", "asIntBuffer", "()Ljava/nio/IntBuffer;"));
        assertNull(c("IntBuffer", "slice", "()Ljava/nio/IntBuffer;"));
        assertNull(NioAccess.classify("java/util/List", "get", "(I)Ljava/lang/Object;"));
        assertNotNull(c("ByteBuffer", "compact", "()Ljava/nio/ByteBuffer;"));
    }

    @Test
    public void methodsThatReadTheContentAsAWhole() {
        NioAccess compact = c("IntBuffer", "compact", "()Ljava/nio/IntBuffer;");
        assertEquals(compact.countKind, NioAccess.WHOLE);
        assertEquals(compact.whole, NioAccess.COMPACTS);
        NioAccess equals = c("DoubleBuffer", "equals", "(Ljava/lang/Object;)Z");
        assertEquals(equals.whole, NioAccess.READS_REMAINING);
        assertFalse(equals.write);
        assertEquals(equals.readsArgument, 0, "the other buffer is read too");
        assertEquals(c("ByteBuffer", "mismatch", "(Ljava/nio/ByteBuffer;)I").readsArgument, 0);
        assertEquals(c("LongBuffer", "hashCode", "()I").readsArgument, -1);
        assertEquals(c("CharBuffer", "toString", "()Ljava/lang/String;").countKind, NioAccess.WHOLE);
        assertNull(c("IntBuffer", "toString", "()Ljava/lang/String;"), "only CharBuffer's holds the content");
    }

    @Test
    public void charBuffersTextMethods() {
        NioAccess charAt = c("CharBuffer", "charAt", "(I)C");
        assertEquals(charAt.countKind, NioAccess.CHAR_AT);
        assertFalse(charAt.write);
        NioAccess append = c("CharBuffer", "append", "(Ljava/lang/CharSequence;)Ljava/nio/CharBuffer;");
        assertTrue(append.write);
        assertEquals(append.countKind, NioAccess.CHARS_LENGTH);
        assertEquals(append.readsArgument, 0);
        assertEquals(c("CharBuffer", "append", "(C)Ljava/nio/CharBuffer;").countKind, NioAccess.ONE);
        assertEquals(c("CharBuffer", "append", "(Ljava/lang/CharSequence;II)Ljava/nio/CharBuffer;").countKind,
                NioAccess.STRING_RANGE);
    }

    @Test
    public void jdkMethodsThatMoveThroughABuffer() {
        assertEquals(JdkBufferCalls.classify("java/util/zip/CRC32", "update", "(Ljava/nio/ByteBuffer;)V"), "r");
        assertEquals(JdkBufferCalls.classify("java/nio/channels/FileChannel", "read", "(Ljava/nio/ByteBuffer;J)I"),
                "w-");
        assertEquals(JdkBufferCalls.classify("java/nio/charset/CharsetDecoder", "decode",
                "(Ljava/nio/ByteBuffer;Ljava/nio/CharBuffer;Z)Ljava/nio/charset/CoderResult;"), "rw-");
        assertEquals(JdkBufferCalls.classify("java/io/BufferedReader", "read", "(Ljava/nio/CharBuffer;)I"), "w");
        assertNull(JdkBufferCalls.classify("com/example/Channel", "read", "(Ljava/nio/ByteBuffer;)I"),
                "application code is instrumented itself");
        assertNull(JdkBufferCalls.classify("java/util/List", "add", "(Ljava/lang/Object;)Z"));
    }

    @Test
    public void onlyApplicationClassesAreInstrumented() {
        ClassLoader app = ClassLoader.getSystemClassLoader();
        assertTrue(AccessTransformer.instrumentable("com/example/Solver", app));
        assertTrue(AccessTransformer.instrumentable("Main", app));
        assertFalse(AccessTransformer.instrumentable("mpi/Comm", app));
        assertFalse(AccessTransformer.instrumentable("syncchecker/rt/Probes", app));
        assertFalse(AccessTransformer.instrumentable("java/nio/HeapIntBuffer", app));
        assertFalse(AccessTransformer.instrumentable("com/example/Solver", null), "bootstrap classes");
    }
}
