package programs;

import mpi.Intercomm;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

/**
 * Dynamic processes within one job: ports, name publishing and lookup, and connect/accept between rank 0 and
 * rank 1 (each on its own MPI.COMM_SELF).
 */
public class DynamicProgram {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm w = MPI.COMM_WORLD;
        int r = w.getRank();
        if (DynamicSupport.stopIfUnsupported(r)) {
            return;
        }
        CommChecks c = new CommChecks(r);

        c.run("ports", () -> {
            String port = Intracomm.openPort();
            c.check("openPort gives a name", port != null && !port.isEmpty() && port.length() <= MPI.MAX_PORT_NAME,
                    port);
            Intracomm.closePort(port);
            String withInfo = Intracomm.openPort(MPI.INFO_NULL);
            c.check("openPort(Info)", !withInfo.isEmpty(), withInfo);
            Intracomm.closePort(withInfo);
            c.expect("closePort(null)", IllegalArgumentException.class, "name", () -> Intracomm.closePort(null));
        });
        c.run("lookup", () -> {
            w.setErrhandler(MPI.ERRORS_RETURN);
            try {
                c.expect("lookupName of an unpublished service", MPIException.class, "MPI_Lookup_name",
                        () -> Intracomm.lookupName("jmpi-no-such-service-" + r));
            } finally {
                w.setErrhandler(MPI.ERRORS_ARE_FATAL);
            }
        });
        c.run("connect/accept", () -> {
            if (r == 0) {
                String port = Intracomm.openPort();
                w.send(port.toCharArray(), port.length(), MPI.CHAR, 1, 1);
                w.send(new int[] {port.length()}, 1, MPI.INT, 1, 2);
                Intercomm ic = MPI.COMM_SELF.accept(port, 0);
                c.equal("accept: remote size", 1, ic.getRemoteSize());
                int[] v = new int[1];
                ic.recv(v, 1, MPI.INT, 0, 3);
                c.equal("message over the accepted intercommunicator", 4242, v[0]);
                ic.disconnect();
                Intracomm.closePort(port);
            } else if (r == 1) {
                char[] name = new char[MPI.MAX_PORT_NAME];
                w.recv(name, name.length, MPI.CHAR, 0, 1);
                int[] len = new int[1];
                w.recv(len, 1, MPI.INT, 0, 2);
                String port = new String(name, 0, len[0]);
                Intercomm ic = MPI.COMM_SELF.connect(port, 0);
                c.equal("connect: remote size", 1, ic.getRemoteSize());
                ic.send(new int[] {4242}, 1, MPI.INT, 0, 3);
                ic.disconnect();
                c.check("disconnect nulls the intercommunicator", ic.isNull(), ic);
            }
        });
        c.run("publish", () -> {
            if (r == 0) {
                String port = Intracomm.openPort();
                w.setErrhandler(MPI.ERRORS_RETURN);
                try {
                    Intracomm.publishName("jmpi-test-service", port);
                    c.equal("lookupName of a published service", port, Intracomm.lookupName("jmpi-test-service"));
                    Intracomm.unpublishName("jmpi-test-service", port);
                    c.expect("lookupName after unpublish", MPIException.class, null,
                            () -> Intracomm.lookupName("jmpi-test-service"));
                } finally {
                    w.setErrhandler(MPI.ERRORS_ARE_FATAL);
                    Intracomm.closePort(port);
                }
            }
        });
        c.expect("spawn with maxprocs 0", MPIException.class, "maxprocs",
                () -> MPI.COMM_SELF.spawn("true", null, 0, MPI.INFO_NULL, 0, null));
        c.expect("spawn with short errcodes", MPIException.class, "errcodes",
                () -> MPI.COMM_SELF.spawn("true", null, 2, MPI.INFO_NULL, 0, new int[1]));
        c.expect("spawnMultiple with short maxprocs", MPIException.class, "one entry per command",
                () -> MPI.COMM_SELF.spawnMultiple(new String[] {"a", "b"}, null, new int[1], null, 0, null));
        w.barrier();
        c.done();
        MPI.Finalize();
    }
}
