package mpi;

import mpi.shim.event.Hooks;

/**
 * Builds the point-to-point message events a checker listens to: a message sent, a blocking receive's message
 * received. (Nonblocking postings and their buffers: {@link Notify}.) Callers guard every use with
 * {@code if (Hooks.LISTENER != null)}, so nothing here runs with plain mpi.jar.
 */
final class MessageEvents {
    private MessageEvents() {}

    static void sending(String call, long comm, Comm object, int dest, int tag) {
        if (dest != MPI.PROC_NULL) {
            Hooks.LISTENER.messageSending(call, comm, object, dest, tag);
        }
    }

    /**
     * After a blocking receive: {@code status} is read by the caller before any listener can reuse scratch.
     * {@code posting}: the probe's match for mRecv, null for a receive posted by this call.
     */
    static void received(String call, long comm, Comm object, Status status, Object posting) {
        int source = status.getSource();
        if (source >= 0) {
            Hooks.LISTENER.messageReceived(call, comm, object, source, status.getTag(), posting);
        } else if (posting != null) {
            Hooks.LISTENER.receiveEnded(posting);
        }
    }
}
