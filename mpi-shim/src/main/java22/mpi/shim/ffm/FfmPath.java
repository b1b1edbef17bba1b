package mpi.shim.ffm;

import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import mpi.shim.mem.MemoryAccess;
import mpi.shim.nat.NativeCallback;
import mpi.shim.nat.NativeLibrary;
import mpi.shim.nat.NativePath;

/**
 * The native path on JDK 22 and later: {@code java.lang.foreign} for calls, callbacks and memory; neither jffi nor
 * sun.misc.Unsafe is touched. Loaded by name from {@link NativePath}; compiled for JDK 22.
 */
public final class FfmPath extends NativePath {
    /** Made by {@link NativePath} only. */
    public FfmPath() {}

    @Override
    public String name() {
        return "ffm";
    }

    @Override
    public NativeLibrary load(String path, boolean global) {
        return FfmLibrary.open(path, global);
    }

    @Override
    public NativeLibrary process() {
        return FfmLibrary.process();
    }

    @Override
    public boolean pinsArrays() {
        return false;
    }

    @Override
    protected boolean pinnable(Object array) {
        return false;
    }

    @Override
    protected NativeCallback reduction(NativeCallback.Reduction body) {
        return FfmCallback.ofReduction(body);
    }

    @Override
    protected NativeCallback attributeCopy(NativeCallback.AttributeCopy body) {
        return FfmCallback.ofAttributeCopy(body);
    }

    @Override
    protected NativeCallback attributeDelete(NativeCallback.AttributeDelete body) {
        return FfmCallback.ofAttributeDelete(body);
    }

    @Override
    public ByteBuffer view(long address, int bytes) {
        return MemorySegment.ofAddress(address).reinterpret(bytes).asByteBuffer();
    }

    @Override
    public MemoryAccess memory() {
        return new SegmentAccess();
    }
}
