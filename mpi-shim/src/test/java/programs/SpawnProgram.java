package programs;

import java.nio.file.Path;
import mpi.Intercomm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

/**
 * Spawning: the job spawns two children running this class with argument "child" (spawn), then one more
 * (spawnMultiple); children talk back to the parents over the intercommunicator from getParent.
 */
public class SpawnProgram {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        if (args.length == 0 && DynamicSupport.stopIfUnsupported(MPI.COMM_WORLD.getRank())) {
            return;
        }
        if (args.length > 0 && args[0].equals("child")) {
            child();
        } else {
            parent();
        }
        MPI.Finalize();
    }

    private static String[] childArgs() {
        return new String[] {"-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp",
            System.getProperty("java.class.path"), SpawnProgram.class.getName(), "child"};
    }

    private static void parent() throws MPIException {
        Intracomm w = MPI.COMM_WORLD;
        int r = w.getRank();
        CommChecks c = new CommChecks(r);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        c.check("not spawned", Intercomm.getParent().isNull(), "has a parent");
        c.run("spawn", () -> {
            int[] errcodes = new int[2];
            Intercomm kids = w.spawn(java, childArgs(), 2, MPI.INFO_NULL, 0, errcodes);
            c.equal("spawn remote size", 2, kids.getRemoteSize());
            c.equal("spawn errcodes", new int[] {MPI.SUCCESS, MPI.SUCCESS}, errcodes);
            int[] sum = new int[1];
            kids.allReduce(new int[] {0}, sum, 1, MPI.INT, MPI.SUM);
            c.equal("allReduce with the children", 100 + 101, sum[0]);
            kids.disconnect();
        });
        c.run("spawnMultiple", () -> {
            Intercomm kids = w.spawnMultiple(new String[] {java}, new String[][] {childArgs()}, new int[] {1},
                    new mpi.Info[] {MPI.INFO_NULL}, 0, new int[1]);
            c.equal("spawnMultiple remote size", 1, kids.getRemoteSize());
            int[] sum = new int[1];
            kids.allReduce(new int[] {0}, sum, 1, MPI.INT, MPI.SUM);
            c.equal("allReduce with the spawnMultiple child", 100, sum[0]);
            kids.disconnect();
        });
        c.done();
    }

    private static void child() throws MPIException {
        Intercomm parent = Intercomm.getParent();
        int r = MPI.COMM_WORLD.getRank();
        int[] sum = new int[1];
        parent.allReduce(new int[] {100 + r}, sum, 1, MPI.INT, MPI.SUM);
        System.out.println("child " + r + " of " + MPI.COMM_WORLD.getSize() + " parent size "
                + parent.getRemoteSize());
        parent.disconnect();
    }
}
