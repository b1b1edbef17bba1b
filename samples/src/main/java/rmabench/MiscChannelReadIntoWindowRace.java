package rmabench;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/**
 * JDK code that writes a buffer: rank 1 reads a 4-byte file into its 8-byte window with FileChannel.read, which
 * writes bytes 0 to 3 inside the JDK, while in the same fence epoch rank 0 gets byte 2. Verdict: racy (the get
 * against the read).
 */
// ranks: 2
public class MiscChannelReadIntoWindowRace {
    public static void main(String[] args) throws MPIException, IOException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        ByteBuffer mem = MPI.newByteBuffer(8);
        Win win = new Win(mem, 8, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        ByteBuffer got = MPI.newByteBuffer(1);
        Path file = Files.write(Files.createTempFile("rmabench", ".bin"), new byte[] {1, 2, 3, 4});
        int read = 0;
        win.fence(0);
        if (rank == 0) {
            win.get(got, 1, MPI.BYTE, 1, 2, 1, MPI.BYTE); // @RACE
        } else {
            try (FileChannel in = FileChannel.open(file)) {
                read = in.read(mem, 0); // @RACE
            }
        }
        win.fence(0);
        Files.delete(file);
        System.out.println("rank " + rank + " read " + read + " got " + got.get(0));
        win.free();
        MPI.Finalize();
    }
}
