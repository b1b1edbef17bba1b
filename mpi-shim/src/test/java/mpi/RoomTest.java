package mpi;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;
import static org.testng.Assert.expectThrows;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import org.testng.annotations.Test;

/**
 * The memory a buffer argument gives MPI around its start (no MPI job: loads libmpi for the error class constants
 * but calls no MPI function). A slice starts the data; the memory ends where the backing array or the sliced direct
 * buffer ends, on both sides.
 */
public class RoomTest {
    @Test
    public void aPlainArrayHasNothingBeforeElementZero() {
        int[] a = new int[10];
        assertEquals(Room.before(a), 0);
        assertEquals(Room.after(a), 40);
    }

    @Test
    public void aSliceOfAnArrayHasTheWholeArray() {
        IntBuffer slice = IntBuffer.wrap(new int[24], 12, 3).slice(); // capacity 3, array goes on to 24
        assertEquals(Room.before(slice), 48);
        assertEquals(Room.after(slice), 48);
    }

    @Test
    public void aSliceOfADirectBufferHasTheMemoryItWasSlicedFrom() {
        ByteBuffer whole = ByteBuffer.allocateDirect(64).order(ByteOrder.nativeOrder());
        IntBuffer ints = whole.asIntBuffer();
        IntBuffer slice = ((IntBuffer) ints.position(6)).slice();
        assertEquals(Room.before(slice), 24);
        assertEquals(Room.after(slice), 40);
        IntBuffer sliceOfSlice = ((IntBuffer) slice.position(2)).slice();
        assertEquals(Room.before(sliceOfSlice), 32, "a slice of a slice reaches back to the first buffer");
        assertEquals(Room.after(sliceOfSlice), 32);
        assertEquals(Room.before(whole), 0);
        assertEquals(Room.after(whole), 64);
    }

    @Test
    public void dataReachingBackIntoTheCallersMemoryIsAccepted() throws MPIException {
        IntBuffer slice = IntBuffer.wrap(new int[24], 12, 12).slice();
        Room.require(slice, -44, 4, "buf", "count 1 of vector");
        Room.require(slice, -48, 48, "buf", "all of the array");
    }

    @Test
    public void dataReachingOutsideIsRefusedWithTheMemoryNamed() {
        IntBuffer slice = IntBuffer.wrap(new int[24], 12, 12).slice();
        MPIException before = expectThrows(MPIException.class, () -> Room.require(slice, -52, 4, "buf", "the type"));
        assertEquals(before.getErrorClass(), MPI.ERR_BUFFER);
        assertTrue(before.getMessage().contains("buf: the type would start 52 bytes before the start of the buffer")
                && before.getMessage().contains("only 48 bytes of the array it is a slice of"), before.getMessage());
        MPIException after = expectThrows(MPIException.class, () -> Room.require(slice, 0, 52, "buf", "the type"));
        assertEquals(after.getErrorClass(), MPI.ERR_COUNT);
        assertTrue(after.getMessage().contains("buf holds only 48 bytes"), after.getMessage());
        MPIException array = expectThrows(MPIException.class,
                () -> Room.require(new int[8], -4, 8, "recvbuf", "the type"));
        assertTrue(array.getMessage().contains("recvbuf: the type would start 4 bytes before the start of the buffer")
                && array.getMessage().contains("but nothing of its memory precedes it"), array.getMessage());
    }
}
