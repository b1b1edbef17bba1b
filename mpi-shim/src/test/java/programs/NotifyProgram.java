package programs;

import java.nio.IntBuffer;
import mpi.File;
import mpi.MPI;
import mpi.Request;
import mpi.Win;

/** Posts each request-based RMA operation and each nonblocking or split file operation once (args[0]: a directory). */
public class NotifyProgram {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        int right = (rank + 1) % size;
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        IntBuffer a = MPI.newIntBuffer(2);
        IntBuffer b = MPI.newIntBuffer(2);
        win.lockAll(0);
        Request[] r = {
            win.rPut(a, 2, MPI.INT, right, 0, 2, MPI.INT),
            win.rGet(b, 2, MPI.INT, right, 2, 2, MPI.INT),
        };
        Request.waitAll(r);
        win.rAccumulate(a, 1, MPI.INT, right, 0, 1, MPI.INT, MPI.SUM).waitFor();
        win.rGetAccumulate(a, 1, MPI.INT, b, 1, MPI.INT, right, 1, 1, MPI.INT, MPI.SUM).waitFor();
        win.unlockAll();
        win.free();

        File f = new File(MPI.COMM_WORLD, args[0] + "/notify.bin", MPI.MODE_CREATE | MPI.MODE_RDWR
                | MPI.MODE_DELETE_ON_CLOSE);
        f.iWriteAt(rank * 8L, a, 2, MPI.INT).waitFor();
        f.iReadAt(rank * 8L, b, 2, MPI.INT).waitFor();
        f.readAtAllBegin(rank * 8L, b, 2, MPI.INT);
        f.readAtAllEnd(b);
        int[] staged = new int[2];
        f.writeAtAllBegin(rank * 8L, staged, 2, MPI.INT);
        f.writeAtAllEnd(staged);
        f.close();
        MPI.Finalize();
    }
}
