package mpi;

import java.nio.Buffer;
import java.util.ArrayList;
import java.util.List;
import mpi.shim.event.BlockingCall;
import mpi.shim.event.BufferUse;
import mpi.shim.event.Hooks;
import mpi.shim.event.MpiListener;
import mpi.shim.mem.Memory;

/**
 * The buffers of one blocking call, for the listener ({@link MpiListener#blockingCall}): each direct buffer the call
 * hands to the library, with the elements the library reads or writes on this rank. The one place that says, for
 * every blocking call that takes a buffer, which of its elements the library uses, so that a checker need not work
 * it out again from the call's arguments. {@link #of} gives null when no listener wants the call; then nothing is
 * built. Usage: {@code BlockingUses u = BlockingUses.of("bcast"); if (u != null) u.reads(...).before();} before the
 * library call, {@code BlockingUses.returned(u)} once it returned and its own events were reported.
 */
final class BlockingUses {
    private final String call;
    private final List<BufferUse> uses = new ArrayList<>(2);
    private BlockingCall event;

    private BlockingUses(String call) {
        this.call = call;
    }

    /** A builder for blocking call {@code call}, or null when there is no listener or it does not want the call. */
    static BlockingUses of(String call) {
        MpiListener l = Hooks.LISTENER;
        return l != null && l.wantsBlockingCalls() ? new BlockingUses(call) : null;
    }

    /** A call that only reads {@code buf} ({@link #reads}), reported {@link #before}; null when not wanted. */
    static BlockingUses reading(String call, Object buf, long count, Datatype type, String role)
            throws MPIException {
        return single(call, BufferUse.READ_BY_LIBRARY, buf, count, type, role);
    }

    /** A call that only writes {@code buf} ({@link #writes}), reported {@link #before}; null when not wanted. */
    static BlockingUses writing(String call, Object buf, long count, Datatype type, String role)
            throws MPIException {
        return single(call, BufferUse.WRITTEN_BY_LIBRARY, buf, count, type, role);
    }

    private static BlockingUses single(String call, int access, Object buf, long count, Datatype type, String role)
            throws MPIException {
        BlockingUses u = of(call);
        if (u != null) {
            u.add(access, buf, 0, count, type, role).before();
        }
        return u;
    }

    /** {@link #after} of {@code u}, if there is one. */
    static void returned(BlockingUses u) {
        if (u != null) {
            u.after();
        }
    }

    /** The library reads {@code count} elements of {@code type} at the start of {@code buf}. */
    BlockingUses reads(Object buf, long count, Datatype type, String role) throws MPIException {
        return add(BufferUse.READ_BY_LIBRARY, buf, 0, count, type, role);
    }

    /** The library writes {@code count} elements of {@code type} at the start of {@code buf}. */
    BlockingUses writes(Object buf, long count, Datatype type, String role) throws MPIException {
        return add(BufferUse.WRITTEN_BY_LIBRARY, buf, 0, count, type, role);
    }

    /** The library reads {@code count} elements and then overwrites them (the in-place forms). */
    BlockingUses readsAndWrites(Object buf, long count, Datatype type, String role) throws MPIException {
        return add(BufferUse.READ_AND_WRITTEN_BY_LIBRARY, buf, 0, count, type, role);
    }

    /** {@code written}: {@link #writes}, else {@link #reads}. */
    BlockingUses uses(boolean written, Object buf, long count, Datatype type, String role) throws MPIException {
        return written ? writes(buf, count, type, role) : reads(buf, count, type, role);
    }

    /**
     * The library uses ({@code access}, a {@link BufferUse} kind) {@code count} elements of {@code type} from element
     * {@code first} of {@code buf}: recorded when {@code buf} is a direct buffer and the count is positive.
     */
    BlockingUses add(int access, Object buf, long first, long count, Datatype type, String role)
            throws MPIException {
        Buffer b = direct(buf);
        if (b != null && count > 0) {
            long address = Memory.address(b) + (first == 0 ? 0 : first * type.extentBytes());
            uses.add(new BufferUse(access, b, address, count, type.handle, type.toString(), role));
        }
        return this;
    }

    /** The in-place gathers ({@link Blocks#ownBlockRead}): every block written but this rank's own, only read. */
    BlockingUses ownBlockRead(Object buf, long count, Datatype type, int own, int blocks) throws MPIException {
        Buffer b = direct(buf);
        if (b != null) {
            Blocks.ownBlockRead(uses, b, Memory.address(b), count, type, own, blocks);
        }
        return this;
    }

    /** In-place reduce-scatter ({@link Blocks#inPlaceScatter}): {@code mine} elements read and overwritten. */
    BlockingUses inPlaceScatter(Object buf, long mine, long total, Datatype type) throws MPIException {
        Buffer b = direct(buf);
        if (b != null) {
            Blocks.inPlaceScatter(uses, b, Memory.address(b), mine, total, type);
        }
        return this;
    }

    /**
     * The blocks of a v-collective: {@code counts[i]} elements at element {@code displs[i]}, for i below {@code n};
     * block {@code own} (an in-place rank's own contribution, or -1) is only read.
     */
    BlockingUses blocks(boolean written, Object buf, int[] counts, int[] displs, Datatype type, int n, String role,
            int own) throws MPIException {
        Buffer b = direct(buf);
        if (b != null && fits(counts, n) && fits(displs, n)) { // else the call refuses the arrays itself
            Blocks.uses(uses, written, b, Memory.address(b), counts, displs, type, n, role, own);
        }
        return this;
    }

    /** The blocks of a w-collective: byte displacements, a datatype per block. */
    BlockingUses blocksW(boolean written, Object buf, int[] counts, int[] displs, Datatype[] types, int n,
            String role) {
        Buffer b = direct(buf);
        if (b != null && fits(counts, n) && fits(displs, n) && types != null && types.length >= n) {
            Blocks.usesW(uses, written, b, Memory.address(b), counts, displs, types, n, role);
        }
        return this;
    }

    private static boolean fits(int[] a, int n) {
        return a != null && a.length >= n;
    }

    private static Buffer direct(Object buf) {
        return buf instanceof Buffer && ((Buffer) buf).isDirect() ? (Buffer) buf : null;
    }

    /** Before the library call: the listener hears of the buffers (when the call has any direct one). */
    void before() {
        if (!uses.isEmpty()) {
            event = new BlockingCall(call, uses);
            MpiListener l = Hooks.LISTENER;
            if (l != null) {
                l.blockingCall(event);
            }
        }
    }

    /** After the library call returned successfully, and after the events that ordered it. */
    void after() {
        MpiListener l = Hooks.LISTENER;
        if (event != null && l != null) {
            l.blockingCallReturned(event);
        }
    }
}
