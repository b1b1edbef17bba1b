package mpi.shim.nat;

import com.kenai.jffi.MemoryIO;
import java.nio.ByteBuffer;
import mpi.shim.mem.MemoryAccess;
import mpi.shim.mem.UnsafeAccess;

/** The native path on JDK 17 to 21: jffi for calls and callbacks, sun.misc.Unsafe for memory. */
final class JffiPath extends NativePath {
    @Override
    public String name() {
        return "jffi";
    }

    @Override
    public NativeLibrary load(String path, boolean global) {
        return JffiLibrary.open(path, global);
    }

    @Override
    public NativeLibrary process() {
        return JffiLibrary.process();
    }

    @Override
    public boolean pinsArrays() {
        return true;
    }

    @Override
    protected boolean pinnable(Object array) {
        return PinnedArrays.of(array) != null;
    }

    @Override
    protected NativeCallback reduction(NativeCallback.Reduction body) {
        return JffiCallback.ofReduction(body);
    }

    @Override
    protected NativeCallback attributeCopy(NativeCallback.AttributeCopy body) {
        return JffiCallback.ofAttributeCopy(body);
    }

    @Override
    protected NativeCallback attributeDelete(NativeCallback.AttributeDelete body) {
        return JffiCallback.ofAttributeDelete(body);
    }

    @Override
    public ByteBuffer view(long address, int bytes) {
        return MemoryIO.getInstance().newDirectByteBuffer(address, bytes);
    }

    @Override
    public MemoryAccess memory() {
        return new UnsafeAccess();
    }
}
