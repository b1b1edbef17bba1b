package race;

import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Status;

/**
 * How phase II's announcements travel between ranks: in order per sender (MPI's non-overtaking rule), so that an
 * operation's end never arrives before its announcement. {@link OverComm} is the job's link; the confirmer's rules
 * are unit-tested over an in-memory one.
 */
interface ConfirmerLink {
    /** Messages are at most this long. */
    int MAX_MESSAGE = 1024;

    /** One message that arrived. */
    final class Incoming {
        final int source;
        final byte[] bytes;

        Incoming(int source, byte[] bytes) {
            this.source = source;
            this.bytes = bytes;
        }
    }

    void send(int to, byte[] message) throws MPIException;

    /** The next message that has arrived, or null. */
    Incoming poll() throws MPIException;

    /** Collective at the end, once no rank sends any more: receives (and drops) every message still on the way. */
    void finish() throws MPIException;

    /** The link over the checker's private communicator. */
    final class OverComm implements ConfirmerLink {
        private static final int TAG = 72;
        private final Comm comm;
        private final int[] sent;
        private final int[] received;

        OverComm(Comm comm, int size) {
            this.comm = comm;
            this.sent = new int[size];
            this.received = new int[size];
        }

        @Override
        public void send(int to, byte[] message) throws MPIException {
            comm.send(message, message.length, MPI.BYTE, to, TAG);
            sent[to]++;
        }

        @Override
        public Incoming poll() throws MPIException {
            Status st = comm.iProbe(MPI.ANY_SOURCE, TAG);
            return st == null ? null : receive(st.getSource());
        }

        private Incoming receive(int source) throws MPIException {
            byte[] b = new byte[MAX_MESSAGE];
            comm.recv(b, MAX_MESSAGE, MPI.BYTE, source, TAG);
            received[source]++;
            return new Incoming(source, b);
        }

        @Override
        public void finish() throws MPIException {
            int[] expected = new int[sent.length];
            comm.allToAll(sent, 1, MPI.INT, expected, 1, MPI.INT);
            for (int r = 0; r < expected.length; r++) {
                while (received[r] < expected[r]) {
                    receive(r);
                }
            }
        }
    }
}
