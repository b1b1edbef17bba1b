package mpi;

import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiDatatypes;

/** MPI_Pack, MPI_Unpack and MPI_Pack_size, with the packed bytes in a Java byte[] as in Open MPI's bindings. */
final class Packing {

    private Packing() {}

    private static void position(byte[] buf, int position, String bufName) throws MPIException {
        if (position < 0 || position > buf.length) {
            throw Errors.refused(MPI.ERR_ARG, "position " + position + " is outside " + bufName + " (length "
                    + buf.length + ")");
        }
    }

    static int pack(long comm, Object inbuf, int incount, Datatype type, byte[] outbuf, int position)
            throws MPIException {
        long t = Datatype.handleOf(type, "type");
        Args.notNull(outbuf, "outbuf");
        position(outbuf, position, "outbuf");
        Scratch s = Scratch.get();
        long in = Payload.in(s, Scratch.SEND, inbuf, incount, type, "inbuf", true);
        room(comm, incount, type, outbuf.length - position, "outbuf");
        // only bytes from position on are written: nothing needs staging in, only the new bytes come back
        long out = s.area(Scratch.RECV, Math.max(1, outbuf.length));
        Memory.putInt(s.count, position);
        int rc = LibMpiDatatypes.MPI_Pack(in, incount, t, out, outbuf.length, s.count, comm);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Pack", incount + " of " + type + " into " + outbuf.length + " bytes at "
                    + position);
        }
        int end = Memory.getInt(s.count);
        Memory.copyToArray(out + position, outbuf, position, end - position);
        return end;
    }

    static int unpack(long comm, byte[] inbuf, int position, Object outbuf, int outcount, Datatype type)
            throws MPIException {
        long t = Datatype.handleOf(type, "type");
        Args.notNull(inbuf, "inbuf");
        position(inbuf, position, "inbuf");
        Scratch s = Scratch.get();
        Args.nonNegative(outcount, "outcount");
        room(comm, outcount, type, inbuf.length - position, "inbuf");
        long in = s.area(Scratch.SEND, Math.max(1, inbuf.length));
        Memory.copyFromArray(inbuf, position, in + position, inbuf.length - position);
        long out = Payload.in(s, Scratch.RECV, outbuf, outcount, type, "outbuf", Payload.needsCopyIn(type));
        Memory.putInt(s.count, position);
        int rc = LibMpiDatatypes.MPI_Unpack(in, inbuf.length, s.count, out, outcount, t, comm);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Unpack", outcount + " of " + type + " from " + inbuf.length + " bytes at "
                    + position);
        }
        Payload.out(outbuf, out, outcount, type);
        return Memory.getInt(s.count);
    }

    /** The packed form must fit what is left of the byte array (the library would fail the communicator). */
    private static void room(long comm, int count, Datatype type, int room, String name) throws MPIException {
        int need = size(comm, count, type);
        if (need > room) {
            throw Errors.refused(MPI.ERR_TRUNCATE, count + " of " + type + " packed take " + need + " bytes, "
                    + name + " has " + room + " left after position");
        }
    }

    static int size(long comm, int incount, Datatype type) throws MPIException {
        Args.nonNegative(incount, "incount");
        Scratch s = Scratch.get();
        Errors.check(LibMpiDatatypes.MPI_Pack_size(incount, Datatype.handleOf(type, "type"), comm, s.count), "MPI_Pack_size");
        return Memory.getInt(s.count);
    }
}
