package rmabench;

import java.nio.ByteBuffer;
import java.util.zip.CRC32;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * JDK code that reads a buffer: rank 1 computes a CRC32 over the first 12 bytes of its window
 * (CRC32.update(ByteBuffer) reads them inside the JDK) while, in the same fence epoch, rank 0 puts bytes 8 to 11.
 * Verdict: racy (the put against the checksum).
 */
// ranks: 2
public class MiscChecksumWindowRace {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        ByteBuffer mem = MPI.newByteBuffer(16);
        Win win = new Win(mem, 16, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        ByteBuffer v = MPI.newByteBuffer(4).put(0, (byte) 1).put(3, (byte) 4);
        CRC32 crc = new CRC32();
        win.fence(0);
        if (rank == 0) {
            win.put(v, 4, MPI.BYTE, 1, 8, 4, MPI.BYTE); // @RACE
        } else {
            crc.update(mem.duplicate().limit(12)); // @RACE
        }
        win.fence(0);
        System.out.println("rank " + rank + " crc " + crc.getValue());
        win.free();
        MPI.Finalize();
    }
}
