package mpi;

import java.nio.Buffer;
import java.util.Arrays;
import mpi.shim.event.BufferUse;
import mpi.shim.event.Hooks;
import mpi.shim.event.PostedOperation;

/**
 * Builds the events a checker listens to. Callers guard every use with {@code if (Hooks.LISTENER != null)}, so
 * nothing here runs, or allocates, with plain mpi.jar.
 */
final class Notify {
    private Notify() {}

    static void posted(String call, Request request, long comm, int peer, int tag, BufferUse... buffers) {
        Hooks.LISTENER.posted(new PostedOperation(call, request, comm, peer, tag, Arrays.asList(buffers)));
    }

    /** A buffer the library reads while the operation is pending (send side). */
    static BufferUse reads(Buffer buf, long address, long count, Datatype type, String role) {
        return new BufferUse(BufferUse.READ_BY_LIBRARY, buf, address, count, type.handle, type.toString(), role);
    }

    /** A buffer the library writes while the operation is pending (receive side). */
    static BufferUse writes(Buffer buf, long address, long count, Datatype type, String role) {
        return new BufferUse(BufferUse.WRITTEN_BY_LIBRARY, buf, address, count, type.handle, type.toString(), role);
    }

    /** A buffer the library reads and then overwrites (in place) while the operation is pending. */
    static BufferUse readsAndWrites(Buffer buf, long address, long count, Datatype type, String role) {
        return new BufferUse(BufferUse.READ_AND_WRITTEN_BY_LIBRARY, buf, address, count, type.handle,
                type.toString(), role);
    }
}
