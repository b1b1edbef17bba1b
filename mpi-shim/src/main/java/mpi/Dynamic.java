package mpi;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import mpi.shim.abi.HandleType;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiCommunicators;

/** Dynamic processes: ports, name publishing, connect/accept and spawning, on MPI_Open_port and friends. */
final class Dynamic {

    private Dynamic() {}

    /** Native memory for strings and string arrays of one call, freed together. */
    private static final class Natives implements AutoCloseable {
        private final List<Long> blocks = new ArrayList<>();

        long alloc(long bytes) {
            long a = Memory.allocate(Math.max(8, bytes));
            blocks.add(a);
            return a;
        }

        long string(String s, String name) {
            byte[] b = Args.notNull(s, name).getBytes(StandardCharsets.UTF_8);
            long a = alloc(b.length + 1L);
            Memory.copyFromArray(b, 0, a, b.length);
            Memory.putByte(a + b.length, (byte) 0);
            return a;
        }

        /** A NULL-terminated char*[], or 0 (MPI_ARGV_NULL) for null. */
        long argv(String[] args, String name) {
            if (args == null) {
                return 0;
            }
            long a = alloc(8L * (args.length + 1));
            for (int i = 0; i < args.length; i++) {
                Memory.putLong(a + 8L * i, string(args[i], name + "[" + i + "]"));
            }
            Memory.putLong(a + 8L * args.length, 0);
            return a;
        }

        @Override
        public void close() {
            for (long a : blocks) {
                Memory.free(a);
            }
        }
    }

    private static long portBuffer(Scratch s) {
        return s.area(Scratch.SEND, MPI.MAX_PORT_NAME + 1L);
    }

    static String openPort(Info info) throws MPIException {
        Lifecycle.check();
        Scratch s = Scratch.get();
        long port = portBuffer(s);
        Errors.check(LibMpiCommunicators.MPI_Open_port(InfoArg.handle(info), port), "MPI_Open_port");
        return CText.read(port, MPI.MAX_PORT_NAME);
    }

    static void closePort(String name) throws MPIException {
        Lifecycle.check();
        Scratch s = Scratch.get();
        long port = CText.put(portBuffer(s), MPI.MAX_PORT_NAME + 1L, name, MPI.MAX_PORT_NAME, "name");
        Errors.check(LibMpiCommunicators.MPI_Close_port(port), "MPI_Close_port", name);
    }

    static Intercomm acceptOrConnect(Intracomm c, boolean accept, String port, Info info, int root)
            throws MPIException {
        long h = c.use();
        Scratch s = Scratch.get();
        // the port name is significant at root only
        long p = port == null && c.getRank() != root ? 0
                : CText.put(portBuffer(s), MPI.MAX_PORT_NAME + 1L, port, MPI.MAX_PORT_NAME, "port");
        int rc = accept ? LibMpiCommunicators.MPI_Comm_accept(p, InfoArg.handle(info), root, h, s.handle)
                : LibMpiCommunicators.MPI_Comm_connect(p, InfoArg.handle(info), root, h, s.handle);
        if (rc != 0) {
            throw Errors.of(rc, accept ? "MPI_Comm_accept" : "MPI_Comm_connect", "port " + port + ", root " + root);
        }
        return new Intercomm(HandleType.COMM.get(s.handle));
    }

    static void publish(boolean publish, String service, Info info, String port) throws MPIException {
        Lifecycle.check();
        long i = InfoArg.handle(info);
        try (Natives n = new Natives()) {
            long sv = n.string(service, "service");
            long p = n.string(port, "port");
            int rc = publish ? LibMpiCommunicators.MPI_Publish_name(sv, i, p) : LibMpiCommunicators.MPI_Unpublish_name(sv, i, p);
            Errors.check(rc, publish ? "MPI_Publish_name" : "MPI_Unpublish_name", "service ", service);
        }
    }

    static String lookup(String service, Info info) throws MPIException {
        Lifecycle.check();
        long i = InfoArg.handle(info);
        try (Natives n = new Natives()) {
            long sv = n.string(service, "service");
            long port = n.alloc(MPI.MAX_PORT_NAME + 1L);
            Memory.putByte(port, (byte) 0);
            Errors.check(LibMpiCommunicators.MPI_Lookup_name(sv, i, port), "MPI_Lookup_name", "service ", service);
            return CText.read(port, MPI.MAX_PORT_NAME);
        }
    }

    static Intercomm spawn(Intracomm c, String command, String[] argv, int maxprocs, Info info, int root,
            int[] errcodes) throws MPIException {
        long h = c.use();
        boolean isRoot = c.getRank() == root;
        if (isRoot) {
            Args.notNull(command, "command");
            if (maxprocs <= 0) {
                throw Errors.refused(MPI.ERR_ARG, "maxprocs must be positive: " + maxprocs);
            }
        }
        if (errcodes != null && errcodes.length < maxprocs) {
            throw Errors.refused(MPI.ERR_ARG, "errcodes has " + errcodes.length + " entries, maxprocs is "
                    + maxprocs);
        }
        try (Natives n = new Natives()) {
            long cmd = command == null ? 0 : n.string(command, "command");
            long args = n.argv(argv, "argv");
            long codes = errcodes == null ? 0 : n.alloc(4L * Math.max(1, maxprocs));
            Scratch s = Scratch.get();
            int rc = LibMpiCommunicators.MPI_Comm_spawn(cmd, args, maxprocs, InfoArg.handle(info), root, h, s.handle, codes);
            if (codes != 0 && maxprocs > 0) {
                Memory.copyToArray(codes, errcodes, 0, 4L * maxprocs);
            }
            if (rc != 0) {
                throw Errors.of(rc, "MPI_Comm_spawn", command + " x " + maxprocs);
            }
            return new Intercomm(HandleType.COMM.get(s.handle));
        }
    }

    static Intercomm spawnMultiple(Intracomm c, String[] commands, String[][] argv, int[] maxprocs, Info[] info,
            int root, int[] errcodes) throws MPIException {
        long h = c.use();
        Args.notNull(commands, "commands");
        Args.notNull(maxprocs, "maxprocs");
        int count = commands.length;
        if (maxprocs.length < count || (argv != null && argv.length < count) || (info != null && info.length < count)) {
            throw Errors.refused(MPI.ERR_ARG, "argv, maxprocs and info need one entry per command (" + count + ")");
        }
        boolean isRoot = c.getRank() == root;
        long total = 0;
        for (int i = 0; i < count; i++) {
            if (maxprocs[i] < 0 && isRoot) {
                // maxprocs is significant only at the root
                throw Errors.refused(MPI.ERR_ARG, "maxprocs[" + i + "] is negative: " + maxprocs[i]);
            }
            total += Math.max(0, maxprocs[i]);
        }
        if (errcodes != null && errcodes.length < total) {
            throw Errors.refused(MPI.ERR_ARG, "errcodes has " + errcodes.length + " entries, " + total + " needed");
        }
        try (Natives n = new Natives()) {
            long cmds = n.alloc(8L * count);
            long argvs = argv == null ? 0 : n.alloc(8L * count);
            long infos = n.alloc(HandleType.INFO.arrayBytes(count));
            for (int i = 0; i < count; i++) {
                Memory.putLong(cmds + 8L * i, n.string(commands[i], "commands[" + i + "]"));
                if (argvs != 0) {
                    Memory.putLong(argvs + 8L * i, n.argv(argv[i], "argv[" + i + "]"));
                }
                HandleType.INFO.put(HandleType.INFO.at(infos, i), InfoArg.handle(info == null ? null : info[i]));
            }
            long procs = n.alloc(4L * count);
            Memory.copyFromArray(maxprocs, 0, procs, 4L * count);
            long codes = errcodes == null ? 0 : n.alloc(4L * Math.max(1, total));
            Scratch s = Scratch.get();
            int rc = LibMpiCommunicators.MPI_Comm_spawn_multiple(count, cmds, argvs, procs, infos, root, h, s.handle, codes);
            if (codes != 0 && total > 0) {
                Memory.copyToArray(codes, errcodes, 0, 4L * total);
            }
            Errors.check(rc, "MPI_Comm_spawn_multiple");
            return new Intercomm(HandleType.COMM.get(s.handle));
        }
    }
}
