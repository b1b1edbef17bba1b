package syncbugs;

import java.nio.IntBuffer;
import mpi.File;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * Correct twin of {@link NbFileIO}: every nonblocking read and write (iWriteAt, iReadAt, iWrite, iRead,
 * iWriteShared, iReadShared, iWriteAtAll, iReadAtAll) is waited for, and the split collective ended, before the
 * buffer is touched again.
 */
public class NbFileIOFixed {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        long at = 64L * rank;
        IntBuffer buf = Buffers.ints(4);
        long sum = 0;
        File f = new File(world, "nbfileio-" + world.getSize() + ".dat",
                MPI.MODE_CREATE | MPI.MODE_RDWR | MPI.MODE_DELETE_ON_CLOSE);
        Request w = f.iWriteAt(at, buf, 4, MPI.INT);
        w.waitFor();
        buf.put(0, -1);
        Request r = f.iReadAt(at, buf, 4, MPI.INT);
        r.waitFor();
        sum += buf.get(0);
        f.seek(at + 16, MPI.SEEK_SET);
        w = f.iWrite(buf, 4, MPI.INT);
        w.waitFor();
        buf.put(1, -1);
        f.seek(at + 16, MPI.SEEK_SET);
        r = f.iRead(buf, 4, MPI.INT);
        r.waitFor();
        sum += buf.get(1);
        w = f.iWriteShared(buf, 4, MPI.INT);
        w.waitFor();
        buf.put(2, -1);
        world.barrier();
        f.seekShared(0, MPI.SEEK_SET);
        r = f.iReadShared(buf, 4, MPI.INT);
        r.waitFor();
        sum += buf.get(2);
        w = f.iWriteAtAll(at + 32, buf, 4, MPI.INT);
        w.waitFor();
        buf.put(3, -1);
        r = f.iReadAtAll(at + 32, buf, 4, MPI.INT);
        r.waitFor();
        sum += buf.get(3);
        f.writeAtAllBegin(at + 48, buf, 4, MPI.INT);
        f.writeAtAllEnd(buf);
        buf.put(0, -2);
        f.close();
        System.out.println("sum " + sum);
        MPI.Finalize();
    }
}

