package kernels;

import mpi.MPI;
import mpi.MPIException;

/**
 * The 3-D stencil with its halo planes moved by one-sided puts between fences (the RMA variant for the race
 * checker's overhead). Arguments as {@link Stencil}: n, steps.
 */
public final class StencilRma {
    private StencilRma() {
    }

    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Bench.started();
        int n = Bench.arg(args, 0, 96);
        int steps = Bench.arg(args, 1, 30);
        new Stencil(n, true).run(steps);
        MPI.Finalize();
    }
}
