package mpi;

/** The request of a nonblocking file transfer: tells its file when it completes, so that close can wait for it. */
final class FileRequest extends Request {
    private final File file;

    FileRequest(File file, long handle) {
        super(handle);
        this.file = file;
        file.transferStarted();
    }

    @Override
    void ended() {
        file.transferDone();
    }
}
