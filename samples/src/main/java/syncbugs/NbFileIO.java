package syncbugs;

import java.nio.IntBuffer;
import mpi.File;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * Nonblocking MPI-IO on a shared file, each buffer touched once before its completion (every rank, own region):
 * the buffer of iWriteAt, iWrite, iWriteShared and iWriteAtAll rewritten, the buffer of iReadAt, iRead,
 * iReadShared and iReadAtAll read, and a split collective (writeAtAllBegin ... writeAtAllEnd) whose buffer is
 * rewritten between begin and end.
 */
public class NbFileIO {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        long at = 64L * rank;
        IntBuffer buf = Buffers.ints(4);
        long sum = 0;
        File f = new File(world, "nbfileio-" + world.getSize() + ".dat",
                MPI.MODE_CREATE | MPI.MODE_RDWR | MPI.MODE_DELETE_ON_CLOSE);
        Request w = f.iWriteAt(at, buf, 4, MPI.INT); // @NB:iwriteat
        buf.put(0, -1); // @ACC:iwriteat
        w.waitFor();
        Request r = f.iReadAt(at, buf, 4, MPI.INT); // @NB:ireadat
        sum += buf.get(0); // @ACC:ireadat
        r.waitFor();
        f.seek(at + 16, MPI.SEEK_SET);
        w = f.iWrite(buf, 4, MPI.INT); // @NB:iwrite
        buf.put(1, -1); // @ACC:iwrite
        w.waitFor();
        f.seek(at + 16, MPI.SEEK_SET);
        r = f.iRead(buf, 4, MPI.INT); // @NB:iread
        sum += buf.get(1); // @ACC:iread
        r.waitFor();
        w = f.iWriteShared(buf, 4, MPI.INT); // @NB:iwriteshared
        buf.put(2, -1); // @ACC:iwriteshared
        w.waitFor();
        world.barrier();
        f.seekShared(0, MPI.SEEK_SET);
        r = f.iReadShared(buf, 4, MPI.INT); // @NB:ireadshared
        sum += buf.get(2); // @ACC:ireadshared
        r.waitFor();
        w = f.iWriteAtAll(at + 32, buf, 4, MPI.INT); // @NB:iwriteatall
        buf.put(3, -1); // @ACC:iwriteatall
        w.waitFor();
        r = f.iReadAtAll(at + 32, buf, 4, MPI.INT); // @NB:ireadatall
        sum += buf.get(3); // @ACC:ireadatall
        r.waitFor();
        f.writeAtAllBegin(at + 48, buf, 4, MPI.INT); // @NB:split
        buf.put(0, -2); // @ACC:split
        f.writeAtAllEnd(buf); // @CK:split
        f.close();
        System.out.println("sum " + sum);
        MPI.Finalize();
    }
}
