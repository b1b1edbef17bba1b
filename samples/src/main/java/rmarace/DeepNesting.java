package rmarace;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Win;

/** Access path, deep call nesting: the racing puts are made five calls down; the report names that line. */
public class DeepNesting {
    static void level5(Win win, IntBuffer v) throws MPIException {
        win.put(v, 1, MPI.INT, 2, 1, 1, MPI.INT); // @RACE
    }

    static void level4(Win win, IntBuffer v) throws MPIException {
        level5(win, v);
    }

    static void level3(Win win, IntBuffer v) throws MPIException {
        level4(win, v);
    }

    static void level2(Win win, IntBuffer v) throws MPIException {
        level3(win, v);
    }

    static void level1(Win win, IntBuffer v) throws MPIException {
        level2(win, v);
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer mem = MPI.newIntBuffer(4);
        IntBuffer v = MPI.newIntBuffer(1).put(0, rank);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank < 2) {
            level1(win, v);
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }
}
