package race;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;

/**
 * Ships byte arrays between all ranks over the checker's private duplicate of MPI.COMM_WORLD (never over the
 * application's communicators): lengths with one all-to-all, then pairwise blocking exchanges in a ring order
 * that cannot deadlock.
 */
public final class Exchange {
    static final int TAG_DATA = 71;

    private Exchange() {}

    /** Collective over {@code comm}: {@code out[r]} goes to rank r; returns what each rank sent here. */
    public static byte[][] allToAll(Comm comm, byte[][] out) throws MPIException {
        int rank = comm.getRank();
        int size = comm.getSize();
        int[] lengths = new int[size];
        for (int r = 0; r < size; r++) {
            lengths[r] = out[r] == null ? 0 : out[r].length;
        }
        int[] incoming = new int[size];
        comm.allToAll(lengths, 1, MPI.INT, incoming, 1, MPI.INT);
        byte[][] in = new byte[size][];
        in[rank] = out[rank] == null ? new byte[0] : out[rank];
        for (int k = 1; k < size; k++) {
            int dst = (rank + k) % size;
            int src = (rank - k + size) % size;
            byte[] send = out[dst] == null ? new byte[1] : out[dst];
            byte[] recv = new byte[Math.max(1, incoming[src])];
            comm.sendRecv(send, lengths[dst], MPI.BYTE, dst, TAG_DATA, recv, incoming[src], MPI.BYTE, src, TAG_DATA);
            in[src] = incoming[src] == 0 ? new byte[0] : recv;
        }
        return in;
    }

    /** Accesses and post records for one owner, as bytes. */
    static byte[] encode(List<Access> accesses, List<Object[]> posts) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeInt(posts.size());
            for (Object[] p : posts) {
                out.writeUTF((String) p[0]);
                int[] origins = (int[]) p[1];
                out.writeInt(origins.length);
                for (int o : origins) {
                    out.writeInt(o);
                }
            }
            out.writeInt(accesses.size());
            for (Access a : accesses) {
                a.write(out);
            }
            out.flush();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Decodes {@link #encode}: adds the posts to {@code posts} and returns the accesses. */
    static List<Access> decode(byte[] data, List<Object[]> posts) {
        List<Access> accesses = new ArrayList<>();
        if (data == null || data.length == 0) {
            return accesses;
        }
        try {
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(data));
            int np = in.readInt();
            for (int i = 0; i < np; i++) {
                String window = in.readUTF();
                int[] origins = new int[in.readInt()];
                for (int k = 0; k < origins.length; k++) {
                    origins[k] = in.readInt();
                }
                posts.add(new Object[] {window, origins});
            }
            int n = in.readInt();
            for (int i = 0; i < n; i++) {
                accesses.add(Access.read(in));
            }
            return accesses;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
