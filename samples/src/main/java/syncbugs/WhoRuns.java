package syncbugs;

import mpi.MPI;
import mpi.MPIException;

/**
 * Prints what a program can learn of how it was started: MPI.INFO_ENV's command and argv, the JVM's record of its
 * main class and arguments, and its own arguments. Under the checker it must print the same as without it.
 */
public class WhoRuns {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        System.out.println("who command=" + MPI.INFO_ENV.get("command") + " argv=" + MPI.INFO_ENV.get("argv")
                + " java=" + System.getProperty("sun.java.command") + " args=" + String.join(",", args));
        MPI.Finalize();
    }
}
