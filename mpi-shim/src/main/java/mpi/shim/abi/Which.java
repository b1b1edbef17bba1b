package mpi.shim.abi;

import mpi.shim.nat.Native;

/**
 * Says which MPI library the binding loads and which ABI description it takes for it, without starting MPI:
 * {@code java -cp mpi.jar mpi.shim.abi.Which} (under a launcher, {@code mpirun -np 1 java -cp mpi.jar
 * mpi.shim.abi.Which}, to see what its ranks get). Exits 1 when MPI.Init would refuse the library.
 */
public final class Which {
    private Which() {}

    public static void main(String[] args) {
        String version = Native.libraryVersion().lines().findFirst().orElse("unknown");
        System.out.println("library: " + Native.PATH + " (" + version + ")");
        String refusal = Abi.refusal();
        if (refusal != null) {
            System.out.println("refused: " + refusal);
            System.exit(1);
        }
        System.out.println("description: " + Abi.descriptionName() + " (probed from " + Abi.probedVersion() + ")");
    }
}
