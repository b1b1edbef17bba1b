package mpi;

import static mpi.Errors.check;

import java.nio.Buffer;
import java.util.List;
import mpi.shim.abi.HandleType;
import mpi.shim.event.Hooks;
import mpi.shim.event.PostedOperation;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiIo;

/**
 * An open file (MPI-IO, {@code MPI_File}). Blocking reads and writes take arrays or buffers (arrays are staged through
 * native memory); nonblocking ones take direct buffers only, which the library uses until the request completes. Split
 * collectives ({@link #readAtAllBegin} ... {@link #readAtAllEnd}) accept arrays too: they are staged in memory that
 * lives until the end call. Errors are reported as {@link MPIException}: files use {@link MPI#ERRORS_RETURN} unless
 * another handler is set, as the MPI standard says.
 *
 * <p>Beyond Open MPI's bindings, the binding refuses negative offsets and sizes, explicit offsets whose data would pass
 * the largest file a 64-bit offset addresses, a close while nonblocking transfers are pending
 * ({@link MPI#ERR_PENDING}), and split collectives begun while another is active or ended without their begin or with
 * another buffer. Libraries differ: Open MPI refuses {@code setInfo(MPI.INFO_NULL)}, MPICH's ROMIO takes it as no hints
 * (docs/mpis.md); Open MPI 4.1's ompio never completes a nonblocking read at the end of a file (README).
 */
public final class File {
    private static final long NULL = Handles.resolve("MPI_FILE_NULL");

    /** A data transfer with an explicit offset (ignored by the forms that use a file pointer). */
    private interface Transfer {
        int call(long fh, long offset, long buf, int count, long type, long statusOrRequest);
    }

    private static final Transfer READ_AT = (f, o, b, c, t, s) -> LibMpiIo.MPI_File_read_at(f, o, b, c, t, s);
    private static final Transfer READ_AT_ALL = (f, o, b, c, t, s) -> LibMpiIo.MPI_File_read_at_all(f, o, b, c, t, s);
    private static final Transfer WRITE_AT = (f, o, b, c, t, s) -> LibMpiIo.MPI_File_write_at(f, o, b, c, t, s);
    private static final Transfer WRITE_AT_ALL = (f, o, b, c, t, s) -> LibMpiIo.MPI_File_write_at_all(f, o, b, c, t, s);
    private static final Transfer IREAD_AT = (f, o, b, c, t, r) -> LibMpiIo.MPI_File_iread_at(f, o, b, c, t, r);
    private static final Transfer IREAD_AT_ALL = (f, o, b, c, t, r) -> LibMpiIo.MPI_File_iread_at_all(f, o, b, c, t, r);
    private static final Transfer IWRITE_AT = (f, o, b, c, t, r) -> LibMpiIo.MPI_File_iwrite_at(f, o, b, c, t, r);
    private static final Transfer IWRITE_AT_ALL = (f, o, b, c, t, r) -> LibMpiIo.MPI_File_iwrite_at_all(f, o, b, c, t, r);
    private static final Transfer READ = (f, o, b, c, t, s) -> LibMpiIo.MPI_File_read(f, b, c, t, s);
    private static final Transfer READ_ALL = (f, o, b, c, t, s) -> LibMpiIo.MPI_File_read_all(f, b, c, t, s);
    private static final Transfer WRITE = (f, o, b, c, t, s) -> LibMpiIo.MPI_File_write(f, b, c, t, s);
    private static final Transfer WRITE_ALL = (f, o, b, c, t, s) -> LibMpiIo.MPI_File_write_all(f, b, c, t, s);
    private static final Transfer IREAD = (f, o, b, c, t, r) -> LibMpiIo.MPI_File_iread(f, b, c, t, r);
    private static final Transfer IREAD_ALL = (f, o, b, c, t, r) -> LibMpiIo.MPI_File_iread_all(f, b, c, t, r);
    private static final Transfer IWRITE = (f, o, b, c, t, r) -> LibMpiIo.MPI_File_iwrite(f, b, c, t, r);
    private static final Transfer IWRITE_ALL = (f, o, b, c, t, r) -> LibMpiIo.MPI_File_iwrite_all(f, b, c, t, r);
    private static final Transfer READ_SHARED = (f, o, b, c, t, s) -> LibMpiIo.MPI_File_read_shared(f, b, c, t, s);
    private static final Transfer WRITE_SHARED = (f, o, b, c, t, s) -> LibMpiIo.MPI_File_write_shared(f, b, c, t, s);
    private static final Transfer IREAD_SHARED = (f, o, b, c, t, r) -> LibMpiIo.MPI_File_iread_shared(f, b, c, t, r);
    private static final Transfer IWRITE_SHARED = (f, o, b, c, t, r) -> LibMpiIo.MPI_File_iwrite_shared(f, b, c, t, r);
    private static final Transfer READ_ORDERED = (f, o, b, c, t, s) -> LibMpiIo.MPI_File_read_ordered(f, b, c, t, s);
    private static final Transfer WRITE_ORDERED = (f, o, b, c, t, s) -> LibMpiIo.MPI_File_write_ordered(f, b, c, t, s);

    private long handle;
    private FileView view = new FileView(0, MPI.BYTE, MPI.BYTE, "native");
    /** Bytes of the view's etype: an explicit offset counts them. */
    private long etypeBytes = 1;
    /** The active split collective, if any (MPI allows one per file). */
    private FileSplit split;
    /** Nonblocking transfers started on this file and not yet complete. */
    private int pendingTransfers;

    /**
     * Opens a file, collectively over {@code comm}, without hints. Calls {@code MPI_File_open} with
     * {@link MPI#INFO_NULL}.
     * @param comm the processes that open the file
     * @param filename the file name
     * @param amode the access mode: {@link MPI#MODE_RDONLY}, {@link MPI#MODE_CREATE}, ... combined with {@code |}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public File(Comm comm, String filename, int amode) throws MPIException {
        this(comm, filename, amode, MPI.INFO_NULL);
    }

    /**
     * Opens a file, collectively over {@code comm}. Calls {@code MPI_File_open}.
     * @param comm the processes that open the file
     * @param filename the file name
     * @param amode the access mode: {@link MPI#MODE_RDONLY}, {@link MPI#MODE_CREATE}, ... combined with {@code |}
     * @param info hints, or {@link MPI#INFO_NULL}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public File(Comm comm, String filename, int amode, Info info) throws MPIException {
        long c = Args.notNull(comm, "comm").use();
        Scratch s = Scratch.get();
        long name = CText.put(s, filename, Integer.MAX_VALUE, "filename");
        int rc = LibMpiIo.MPI_File_open(c, name, amode, Args.notNull(info, "info").handle, s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_File_open", "file " + filename + ", amode " + amode);
        }
        handle = HandleType.FILE.get(s.handle);
    }

    /** The handle, or an exception when the file has been closed or MPI is not running. */
    long use() throws MPIException {
        if (handle == NULL) {
            throw Errors.refused(MPI.ERR_FILE, "file has been closed");
        }
        Lifecycle.check();
        return handle;
    }


    private static void offset(long offset, String name) throws MPIException {
        if (offset < 0) {
            throw Errors.refused(MPI.ERR_ARG, name + " is negative: " + offset);
        }
    }

    /**
     * An explicit offset, in etypes of the current view: refused when negative or when the transfer of {@code count}
     * elements from there would reach beyond any file a 64-bit byte offset can address (a nonblocking transfer that
     * fails in the library crashes Open MPI 4.1's ompio in MPI_Wait).
     */
    private void position(long offset, int count, Datatype type) throws MPIException {
        offset(offset, "offset");
        long reach = Math.max(0, view.getDisp()) + (type == null || count <= 0 ? 0 : type.endByte(count));
        if (reach < 0 || offset > (Long.MAX_VALUE - reach) / etypeBytes) {
            throw Errors.refused(MPI.ERR_ARG, "offset " + offset + " (etypes of " + etypeBytes + " bytes) with "
                    + count + " of " + type + " reaches beyond the largest possible file (2^63 - 1 bytes)");
        }
    }

    /**
     * Closes the file; collective. Calls {@code MPI_File_close}. Refused while nonblocking transfers on it are pending
     * ({@link MPI#ERR_PENDING}): MPI makes completing them first the caller's duty, and Open MPI 4.1 crashes when such
     * a request is completed after the close.
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void close() throws MPIException {
        long h = use();
        synchronized (this) {
            if (pendingTransfers > 0) {
                throw Errors.refused(MPI.ERR_PENDING, "MPI_File_close: " + pendingTransfers + " nonblocking"
                        + " transfer(s) on this file are still pending; complete their requests first");
            }
        }
        Scratch s = Scratch.get();
        HandleType.FILE.put(s.handle, h);
        check(LibMpiIo.MPI_File_close(s.handle), "MPI_File_close");
        handle = NULL;
        if (split != null) {
            split.release();
            split = null;
        }
    }

    final synchronized void transferStarted() {
        pendingTransfers++;
    }

    final synchronized void transferDone() {
        pendingTransfers--;
    }

    /**
     * Deletes a file. Calls {@code MPI_File_delete} with {@link MPI#INFO_NULL}.
     * @param filename the file name
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static void delete(String filename) throws MPIException {
        delete(filename, MPI.INFO_NULL);
    }

    /**
     * Deletes a file. Calls {@code MPI_File_delete}.
     * @param filename the file name
     * @param info hints, or {@link MPI#INFO_NULL}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static void delete(String filename, Info info) throws MPIException {
        Lifecycle.check();
        Scratch s = Scratch.get();
        int rc = LibMpiIo.MPI_File_delete(CText.put(s, filename, Integer.MAX_VALUE, "filename"), Args.notNull(info, "info").handle);
        Errors.check(rc, "MPI_File_delete", "file ", filename);
    }

    /**
     * Truncates or extends the file; collective. Calls {@code MPI_File_set_size}; a negative size is refused
     * ({@link MPI#ERR_ARG}).
     * @param size the new size in bytes
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void setSize(long size) throws MPIException {
        long h = use();
        offset(size, "size");
        check(LibMpiIo.MPI_File_set_size(h, size), "MPI_File_set_size");
    }

    /**
     * Reserves storage for the first {@code size} bytes; collective. Calls {@code MPI_File_preallocate}; a negative
     * size is refused ({@link MPI#ERR_ARG}).
     * @param size the size in bytes
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void preallocate(long size) throws MPIException {
        long h = use();
        offset(size, "size");
        check(LibMpiIo.MPI_File_preallocate(h, size), "MPI_File_preallocate");
    }

    /**
     * The size of the file. Calls {@code MPI_File_get_size}.
     * @return the size in bytes
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public long getSize() throws MPIException {
        Scratch s = Scratch.get();
        check(LibMpiIo.MPI_File_get_size(use(), s.count), "MPI_File_get_size");
        return Memory.getLong(s.count);
    }

    /**
     * The group of the processes that opened the file. Calls {@code MPI_File_get_group}.
     * @return a new group; free it when done
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Group getGroup() throws MPIException {
        Scratch s = Scratch.get();
        check(LibMpiIo.MPI_File_get_group(use(), s.handle), "MPI_File_get_group");
        return new Group(HandleType.GROUP.get(s.handle));
    }

    /**
     * The access mode the file was opened with. Calls {@code MPI_File_get_amode}.
     * @return the mode
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int getAMode() throws MPIException {
        Scratch s = Scratch.get();
        check(LibMpiIo.MPI_File_get_amode(use(), s.count), "MPI_File_get_amode");
        return Memory.getInt(s.count);
    }

    /**
     * Sets hints; collective. Calls {@code MPI_File_set_info}. Open MPI refuses {@link MPI#INFO_NULL}, MPICH takes it
     * as no hints.
     * @param info the hints
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void setInfo(Info info) throws MPIException {
        long h = use();
        check(LibMpiIo.MPI_File_set_info(h, Args.notNull(info, "info").handle), "MPI_File_set_info");
    }

    /**
     * The hints in use. Calls {@code MPI_File_get_info}.
     * @return a new info object; free it when done
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Info getInfo() throws MPIException {
        Scratch s = Scratch.get();
        check(LibMpiIo.MPI_File_get_info(use(), s.handle), "MPI_File_get_info");
        return new Info(HandleType.INFO.get(s.handle));
    }

    // ---- views -------------------------------------------------------------------------------------------------

    /**
     * Sets the view, without hints; collective. Calls {@code MPI_File_set_view} with {@link MPI#INFO_NULL}.
     * @param disp the displacement in bytes from the start of the file
     * @param etype the elementary datatype, the unit of offsets
     * @param filetype the datatype that tiles the file from the displacement on
     * @param datarep the data representation ("native", "internal", "external32")
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void setView(long disp, Datatype etype, Datatype filetype, String datarep) throws MPIException {
        setView(disp, etype, filetype, datarep, MPI.INFO_NULL);
    }

    /**
     * Sets the view; collective. Calls {@code MPI_File_set_view}.
     * @param disp the displacement in bytes from the start of the file
     * @param etype the elementary datatype, the unit of offsets
     * @param filetype the datatype that tiles the file from the displacement on
     * @param datarep the data representation ("native", "internal", "external32")
     * @param info hints, or {@link MPI#INFO_NULL}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void setView(long disp, Datatype etype, Datatype filetype, String datarep, Info info)
            throws MPIException {
        long h = use();
        long e = Datatype.handleOf(etype, "etype");
        long f = Datatype.handleOf(filetype, "filetype");
        Scratch s = Scratch.get();
        long rep = CText.put(s, datarep, Integer.MAX_VALUE, "datarep");
        int rc = LibMpiIo.MPI_File_set_view(h, disp, e, f, rep, Args.notNull(info, "info").handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_File_set_view", "disp " + disp + ", etype " + etype + ", filetype "
                    + filetype + ", datarep " + datarep);
        }
        view = new FileView(disp, etype, filetype, datarep);
        etypeBytes = Math.max(1, etype.getSize());
    }

    /**
     * The view last set with {@link #setView}, as the binding recorded it (no MPI call).
     * @return the view; initially displacement 0, {@link MPI#BYTE}, {@link MPI#BYTE}, "native"
     */
    public FileView getView() {
        return view;
    }

    // ---- data access -------------------------------------------------------------------------------------------

    /** A blocking transfer: arrays and heap buffers are staged; a read copies back what the library delivered. */
    private Status blocking(String call, Transfer fn, boolean read, long offset, Object buf, int count,
            Datatype type) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        Scratch s = Scratch.get();
        long a = read
                ? Payload.in(s, Scratch.RECV, buf, count, type, "buf", Payload.needsCopyIn(type))
                : Payload.in(s, Scratch.SEND, buf, count, type, "buf", true);
        int rc = fn.call(h, offset, a, count, t, s.status);
        if (rc != 0) {
            throw Errors.of(rc, call, count + " of " + type);
        }
        if (read) {
            Payload.outReceived(buf, a, count, type, s.status);
        }
        return Status.of(s.status);
    }

    /** A nonblocking transfer on a direct buffer, reported to a checker as pending until the request completes. */
    private Request nonblocking(String call, String name, Transfer fn, boolean read, long offset, Buffer buf,
            int count, Datatype type) throws MPIException {
        long h = use();
        long t = Datatype.handleOf(type, "type");
        long a = read ? Payload.directOut(buf, count, type, "buf") : Payload.direct(buf, count, type, "buf");
        Scratch s = Scratch.get();
        int rc = fn.call(h, offset, a, count, t, s.request);
        if (rc != 0) {
            throw Errors.of(rc, call, count + " of " + type);
        }
        Request r = new FileRequest(this, HandleType.REQUEST.get(s.request));
        if (read) {
            r.addRecvBufRef(buf);
        } else {
            r.addSendBufRef(buf);
        }
        if (Hooks.LISTENER != null) {
            Notify.posted(name, r, h, MPI.UNDEFINED, MPI.UNDEFINED, read
                    ? Notify.writes(buf, a, count, type, "buf") : Notify.reads(buf, a, count, type, "buf"));
        }
        return r;
    }

    /**
     * Reads at an explicit offset. Calls {@code MPI_File_read_at}.
     * @param offset where, in etypes of the current view; negative or too far is refused ({@link MPI#ERR_ARG})
     * @param buf where the data goes: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the status (its count is what was read)
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status readAt(long offset, Object buf, int count, Datatype type) throws MPIException {
        position(offset, count, type);
        return blocking("MPI_File_read_at", READ_AT, true, offset, buf, count, type);
    }

    /**
     * Reads at an explicit offset; collective. Calls {@code MPI_File_read_at_all}.
     * @param offset where, in etypes of the current view; negative or too far is refused ({@link MPI#ERR_ARG})
     * @param buf where the data goes: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the status (its count is what was read)
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status readAtAll(long offset, Object buf, int count, Datatype type) throws MPIException {
        position(offset, count, type);
        return blocking("MPI_File_read_at_all", READ_AT_ALL, true, offset, buf, count, type);
    }

    /**
     * Writes at an explicit offset. Calls {@code MPI_File_write_at}.
     * @param offset where, in etypes of the current view; negative or too far is refused ({@link MPI#ERR_ARG})
     * @param buf the data: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the status (its count is what was written)
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status writeAt(long offset, Object buf, int count, Datatype type) throws MPIException {
        position(offset, count, type);
        return blocking("MPI_File_write_at", WRITE_AT, false, offset, buf, count, type);
    }

    /**
     * Writes at an explicit offset; collective. Calls {@code MPI_File_write_at_all}.
     * @param offset where, in etypes of the current view; negative or too far is refused ({@link MPI#ERR_ARG})
     * @param buf the data: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the status (its count is what was written)
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status writeAtAll(long offset, Object buf, int count, Datatype type) throws MPIException {
        position(offset, count, type);
        return blocking("MPI_File_write_at_all", WRITE_AT_ALL, false, offset, buf, count, type);
    }

    /**
     * Starts reading at an explicit offset. Calls {@code MPI_File_iread_at}.
     * @param offset where, in etypes of the current view; negative or too far is refused ({@link MPI#ERR_ARG})
     * @param buf where the data goes: a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Request iReadAt(long offset, Buffer buf, int count, Datatype type) throws MPIException {
        position(offset, count, type);
        return nonblocking("MPI_File_iread_at", "iReadAt", IREAD_AT, true, offset, buf, count, type);
    }

    /**
     * Starts reading at an explicit offset; collective. Calls {@code MPI_File_iread_at_all}.
     * @param offset where, in etypes of the current view; negative or too far is refused ({@link MPI#ERR_ARG})
     * @param buf where the data goes: a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Request iReadAtAll(long offset, Buffer buf, int count, Datatype type) throws MPIException {
        position(offset, count, type);
        return nonblocking("MPI_File_iread_at_all", "iReadAtAll", IREAD_AT_ALL, true, offset, buf, count, type);
    }

    /**
     * Starts writing at an explicit offset. Calls {@code MPI_File_iwrite_at}.
     * @param offset where, in etypes of the current view; negative or too far is refused ({@link MPI#ERR_ARG})
     * @param buf the data: a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Request iWriteAt(long offset, Buffer buf, int count, Datatype type) throws MPIException {
        position(offset, count, type);
        return nonblocking("MPI_File_iwrite_at", "iWriteAt", IWRITE_AT, false, offset, buf, count, type);
    }

    /**
     * Starts writing at an explicit offset; collective. Calls {@code MPI_File_iwrite_at_all}.
     * @param offset where, in etypes of the current view; negative or too far is refused ({@link MPI#ERR_ARG})
     * @param buf the data: a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Request iWriteAtAll(long offset, Buffer buf, int count, Datatype type) throws MPIException {
        position(offset, count, type);
        return nonblocking("MPI_File_iwrite_at_all", "iWriteAtAll", IWRITE_AT_ALL, false, offset, buf, count, type);
    }

    /**
     * Reads at this process's file pointer. Calls {@code MPI_File_read}.
     * @param buf where the data goes: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the status (its count is what was read)
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status read(Object buf, int count, Datatype type) throws MPIException {
        return blocking("MPI_File_read", READ, true, 0, buf, count, type);
    }

    /**
     * Reads at this process's file pointer; collective. Calls {@code MPI_File_read_all}.
     * @param buf where the data goes: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the status (its count is what was read)
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status readAll(Object buf, int count, Datatype type) throws MPIException {
        return blocking("MPI_File_read_all", READ_ALL, true, 0, buf, count, type);
    }

    /**
     * Writes at this process's file pointer. Calls {@code MPI_File_write}.
     * @param buf the data: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the status (its count is what was written)
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status write(Object buf, int count, Datatype type) throws MPIException {
        return blocking("MPI_File_write", WRITE, false, 0, buf, count, type);
    }

    /**
     * Writes at this process's file pointer; collective. Calls {@code MPI_File_write_all}.
     * @param buf the data: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the status (its count is what was written)
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status writeAll(Object buf, int count, Datatype type) throws MPIException {
        return blocking("MPI_File_write_all", WRITE_ALL, false, 0, buf, count, type);
    }

    /**
     * Starts reading at this process's file pointer. Calls {@code MPI_File_iread}.
     * @param buf where the data goes: a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Request iRead(Buffer buf, int count, Datatype type) throws MPIException {
        return nonblocking("MPI_File_iread", "iRead", IREAD, true, 0, buf, count, type);
    }

    /**
     * Starts reading at this process's file pointer; collective. Calls {@code MPI_File_iread_all}.
     * @param buf where the data goes: a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Request iReadAll(Buffer buf, int count, Datatype type) throws MPIException {
        return nonblocking("MPI_File_iread_all", "iReadAll", IREAD_ALL, true, 0, buf, count, type);
    }

    /**
     * Starts writing at this process's file pointer. Calls {@code MPI_File_iwrite}.
     * @param buf the data: a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Request iWrite(Buffer buf, int count, Datatype type) throws MPIException {
        return nonblocking("MPI_File_iwrite", "iWrite", IWRITE, false, 0, buf, count, type);
    }

    /**
     * Starts writing at this process's file pointer; collective. Calls {@code MPI_File_iwrite_all}.
     * @param buf the data: a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Request iWriteAll(Buffer buf, int count, Datatype type) throws MPIException {
        return nonblocking("MPI_File_iwrite_all", "iWriteAll", IWRITE_ALL, false, 0, buf, count, type);
    }

    /**
     * Reads at the shared file pointer. Calls {@code MPI_File_read_shared}.
     * @param buf where the data goes: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the status (its count is what was read)
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status readShared(Object buf, int count, Datatype type) throws MPIException {
        return blocking("MPI_File_read_shared", READ_SHARED, true, 0, buf, count, type);
    }

    /**
     * Writes at the shared file pointer. Calls {@code MPI_File_write_shared}.
     * @param buf the data: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the status (its count is what was written)
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status writeShared(Object buf, int count, Datatype type) throws MPIException {
        return blocking("MPI_File_write_shared", WRITE_SHARED, false, 0, buf, count, type);
    }

    /**
     * Starts reading at the shared file pointer. Calls {@code MPI_File_iread_shared}.
     * @param buf where the data goes: a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Request iReadShared(Buffer buf, int count, Datatype type) throws MPIException {
        return nonblocking("MPI_File_iread_shared", "iReadShared", IREAD_SHARED, true, 0, buf, count, type);
    }

    /**
     * Starts writing at the shared file pointer. Calls {@code MPI_File_iwrite_shared}.
     * @param buf the data: a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Request iWriteShared(Buffer buf, int count, Datatype type) throws MPIException {
        return nonblocking("MPI_File_iwrite_shared", "iWriteShared", IWRITE_SHARED, false, 0, buf, count, type);
    }

    /**
     * Reads at the shared file pointer, in rank order; collective. Calls {@code MPI_File_read_ordered}.
     * @param buf where the data goes: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the status (its count is what was read)
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status readOrdered(Object buf, int count, Datatype type) throws MPIException {
        return blocking("MPI_File_read_ordered", READ_ORDERED, true, 0, buf, count, type);
    }

    /**
     * Writes at the shared file pointer, in rank order; collective. Calls {@code MPI_File_write_ordered}.
     * @param buf the data: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type their datatype
     * @return the status (its count is what was written)
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status writeOrdered(Object buf, int count, Datatype type) throws MPIException {
        return blocking("MPI_File_write_ordered", WRITE_ORDERED, false, 0, buf, count, type);
    }

    // ---- file pointers -----------------------------------------------------------------------------------------

    /**
     * Moves this process's file pointer. Calls {@code MPI_File_seek}.
     * @param offset the offset, in etypes of the current view
     * @param whence {@link MPI#SEEK_SET}, {@link MPI#SEEK_CUR} or {@link MPI#SEEK_END}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void seek(long offset, int whence) throws MPIException {
        Errors.check(LibMpiIo.MPI_File_seek(use(), offset, whence), "MPI_File_seek", "offset ", offset, ", whence ", whence);
    }

    /**
     * This process's file pointer. Calls {@code MPI_File_get_position}.
     * @return the offset, in etypes of the current view
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public long getPosition() throws MPIException {
        Scratch s = Scratch.get();
        check(LibMpiIo.MPI_File_get_position(use(), s.count), "MPI_File_get_position");
        return Memory.getLong(s.count);
    }

    /**
     * The absolute byte position of an offset of the current view. Calls {@code MPI_File_get_byte_offset}.
     * @param offset the offset, in etypes of the current view
     * @return the byte position in the file
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public long getByteOffset(long offset) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LibMpiIo.MPI_File_get_byte_offset(use(), offset, s.count);
        Errors.check(rc, "MPI_File_get_byte_offset", "offset ", offset);
        return Memory.getLong(s.count);
    }

    /**
     * Moves the shared file pointer; collective. Calls {@code MPI_File_seek_shared}.
     * @param offset the offset, in etypes of the current view
     * @param whence {@link MPI#SEEK_SET}, {@link MPI#SEEK_CUR} or {@link MPI#SEEK_END}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void seekShared(long offset, int whence) throws MPIException {
        int rc = LibMpiIo.MPI_File_seek_shared(use(), offset, whence);
        Errors.check(rc, "MPI_File_seek_shared", "offset ", offset, ", whence ", whence);
    }

    /**
     * The shared file pointer. Calls {@code MPI_File_get_position_shared}.
     * @return the offset, in etypes of the current view
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public long getPositionShared() throws MPIException {
        Scratch s = Scratch.get();
        check(LibMpiIo.MPI_File_get_position_shared(use(), s.count), "MPI_File_get_position_shared");
        return Memory.getLong(s.count);
    }

    // ---- split collectives -------------------------------------------------------------------------------------

    private static final int AT_ALL = 0;
    private static final int ALL = 1;
    private static final int ORDERED = 2;

    private void begin(String call, int form, boolean read, long offset, Object buf, int count, Datatype type)
            throws MPIException {
        long h = use();
        if (split != null) {
            throw Errors.refused(MPI.ERR_OTHER, call + ": " + split.call + " is still active on this file; call its"
                    + " end first");
        }
        FileSplit sc = FileSplit.begin(call, read, buf, count, type);
        long t = type.handle;
        int rc;
        if (form == AT_ALL) {
            rc = read ? LibMpiIo.MPI_File_read_at_all_begin(h, offset, sc.address, count, t)
                    : LibMpiIo.MPI_File_write_at_all_begin(h, offset, sc.address, count, t);
        } else if (form == ALL) {
            rc = read ? LibMpiIo.MPI_File_read_all_begin(h, sc.address, count, t)
                    : LibMpiIo.MPI_File_write_all_begin(h, sc.address, count, t);
        } else {
            rc = read ? LibMpiIo.MPI_File_read_ordered_begin(h, sc.address, count, t)
                    : LibMpiIo.MPI_File_write_ordered_begin(h, sc.address, count, t);
        }
        if (rc != 0) {
            sc.release();
            throw Errors.of(rc, call, count + " of " + type);
        }
        split = sc;
        if (Hooks.LISTENER != null && sc.direct()) {
            // the user's direct buffer is pending until the end call; the split itself identifies the operation
            Buffer b = (Buffer) buf;
            Hooks.LISTENER.posted(new PostedOperation(splitName(call), sc, h, MPI.UNDEFINED, MPI.UNDEFINED,
                    List.of(read ? Notify.writes(b, sc.address, count, type, "buf")
                            : Notify.reads(b, sc.address, count, type, "buf"))));
        }
    }

    /** "readAtAllBegin" from "MPI_File_read_at_all_begin": the Java method a checker reports. */
    private static String splitName(String call) {
        StringBuilder out = new StringBuilder();
        boolean upper = false;
        for (char ch : call.substring("MPI_File_".length()).toCharArray()) {
            if (ch == '_') {
                upper = true;
            } else {
                out.append(upper ? Character.toUpperCase(ch) : ch);
                upper = false;
            }
        }
        return out.toString();
    }

    private Status end(String call, String beginCall, int form, boolean read, Object buf) throws MPIException {
        long h = use();
        FileSplit sc = split;
        if (sc == null || !sc.call.equals(beginCall)) {
            throw Errors.refused(MPI.ERR_OTHER, call + " without a matching " + beginCall
                    + (sc == null ? "" : " (" + sc.call + " is active)"));
        }
        if (buf != sc.buf) {
            throw new IllegalArgumentException(call + ": buf is not the buffer given to " + beginCall);
        }
        Scratch s = Scratch.get();
        int rc;
        if (form == AT_ALL) {
            rc = read ? LibMpiIo.MPI_File_read_at_all_end(h, sc.address, s.status)
                    : LibMpiIo.MPI_File_write_at_all_end(h, sc.address, s.status);
        } else if (form == ALL) {
            rc = read ? LibMpiIo.MPI_File_read_all_end(h, sc.address, s.status)
                    : LibMpiIo.MPI_File_write_all_end(h, sc.address, s.status);
        } else {
            rc = read ? LibMpiIo.MPI_File_read_ordered_end(h, sc.address, s.status)
                    : LibMpiIo.MPI_File_write_ordered_end(h, sc.address, s.status);
        }
        split = null;
        if (Hooks.LISTENER != null && sc.direct()) {
            Hooks.LISTENER.completed(sc);
        }
        if (rc != 0) {
            sc.release();
            throw Errors.of(rc, call);
        }
        sc.finish(s.status);
        return Status.of(s.status);
    }

    /**
     * Begins a split collective read at an explicit offset; {@link #readAtAllEnd} completes it, and no other split
     * collective may begin on this file meanwhile ({@link MPI#ERR_OTHER}). Calls {@code MPI_File_read_at_all_begin}.
     * @param offset where, in etypes of the current view
     * @param buf where the data goes: an array or a buffer, staged until the end call
     * @param count the number of elements
     * @param type their datatype
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void readAtAllBegin(long offset, Object buf, int count, Datatype type) throws MPIException {
        position(offset, count, type);
        begin("MPI_File_read_at_all_begin", AT_ALL, true, offset, buf, count, type);
    }

    /**
     * Completes the split collective {@link #readAtAllBegin}. Calls {@code MPI_File_read_at_all_end}; an end without
     * its begin is refused ({@link MPI#ERR_OTHER}), another buffer than the begin's with
     * {@link IllegalArgumentException}.
     * @param buf the buffer given to the begin call, which now holds the data
     * @return the status
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status readAtAllEnd(Object buf) throws MPIException {
        return end("MPI_File_read_at_all_end", "MPI_File_read_at_all_begin", AT_ALL, true, buf);
    }

    /**
     * Begins a split collective write at an explicit offset; {@link #writeAtAllEnd} completes it, and no other split
     * collective may begin on this file meanwhile ({@link MPI#ERR_OTHER}). Calls {@code MPI_File_write_at_all_begin}.
     * @param offset where, in etypes of the current view
     * @param buf the data: an array or a buffer, staged until the end call
     * @param count the number of elements
     * @param type their datatype
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void writeAtAllBegin(long offset, Object buf, int count, Datatype type) throws MPIException {
        position(offset, count, type);
        begin("MPI_File_write_at_all_begin", AT_ALL, false, offset, buf, count, type);
    }

    /**
     * Completes the split collective {@link #writeAtAllBegin}. Calls {@code MPI_File_write_at_all_end}; an end without
     * its begin is refused ({@link MPI#ERR_OTHER}), another buffer than the begin's with
     * {@link IllegalArgumentException}.
     * @param buf the buffer given to the begin call
     * @return the status
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status writeAtAllEnd(Object buf) throws MPIException {
        return end("MPI_File_write_at_all_end", "MPI_File_write_at_all_begin", AT_ALL, false, buf);
    }

    /**
     * Begins a split collective read at the file pointer; {@link #readAllEnd} completes it, and no other split
     * collective may begin on this file meanwhile ({@link MPI#ERR_OTHER}). Calls {@code MPI_File_read_all_begin}.
     * @param buf where the data goes: an array or a buffer, staged until the end call
     * @param count the number of elements
     * @param type their datatype
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void readAllBegin(Object buf, int count, Datatype type) throws MPIException {
        begin("MPI_File_read_all_begin", ALL, true, 0, buf, count, type);
    }

    /**
     * Completes the split collective {@link #readAllBegin}. Calls {@code MPI_File_read_all_end}; an end without its
     * begin is refused ({@link MPI#ERR_OTHER}), another buffer than the begin's with {@link IllegalArgumentException}.
     * @param buf the buffer given to the begin call, which now holds the data
     * @return the status
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status readAllEnd(Object buf) throws MPIException {
        return end("MPI_File_read_all_end", "MPI_File_read_all_begin", ALL, true, buf);
    }

    /**
     * Begins a split collective write at the file pointer; {@link #writeAllEnd} completes it, and no other split
     * collective may begin on this file meanwhile ({@link MPI#ERR_OTHER}). Calls {@code MPI_File_write_all_begin}.
     * @param buf the data: an array or a buffer, staged until the end call
     * @param count the number of elements
     * @param type their datatype
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void writeAllBegin(Object buf, int count, Datatype type) throws MPIException {
        begin("MPI_File_write_all_begin", ALL, false, 0, buf, count, type);
    }

    /**
     * Completes the split collective {@link #writeAllBegin}. Calls {@code MPI_File_write_all_end}; an end without its
     * begin is refused ({@link MPI#ERR_OTHER}), another buffer than the begin's with {@link IllegalArgumentException}.
     * @param buf the buffer given to the begin call
     * @return the status
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status writeAllEnd(Object buf) throws MPIException {
        return end("MPI_File_write_all_end", "MPI_File_write_all_begin", ALL, false, buf);
    }

    /**
     * Begins a split collective read in rank order at the shared file pointer; {@link #readOrderedEnd} completes it,
     * and no other split collective may begin on this file meanwhile ({@link MPI#ERR_OTHER}). Calls
     * {@code MPI_File_read_ordered_begin}.
     * @param buf where the data goes: an array or a buffer, staged until the end call
     * @param count the number of elements
     * @param type their datatype
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void readOrderedBegin(Object buf, int count, Datatype type) throws MPIException {
        begin("MPI_File_read_ordered_begin", ORDERED, true, 0, buf, count, type);
    }

    /**
     * Completes the split collective {@link #readOrderedBegin}. Calls {@code MPI_File_read_ordered_end}; an end without
     * its begin is refused ({@link MPI#ERR_OTHER}), another buffer than the begin's with
     * {@link IllegalArgumentException}.
     * @param buf the buffer given to the begin call, which now holds the data
     * @return the status
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status readOrderedEnd(Object buf) throws MPIException {
        return end("MPI_File_read_ordered_end", "MPI_File_read_ordered_begin", ORDERED, true, buf);
    }

    /**
     * Begins a split collective write in rank order at the shared file pointer; {@link #writeOrderedEnd} completes it,
     * and no other split collective may begin on this file meanwhile ({@link MPI#ERR_OTHER}). Calls
     * {@code MPI_File_write_ordered_begin}.
     * @param buf the data: an array or a buffer, staged until the end call
     * @param count the number of elements
     * @param type their datatype
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void writeOrderedBegin(Object buf, int count, Datatype type) throws MPIException {
        begin("MPI_File_write_ordered_begin", ORDERED, false, 0, buf, count, type);
    }

    /**
     * Completes the split collective {@link #writeOrderedBegin}. Calls {@code MPI_File_write_ordered_end}; an end
     * without its begin is refused ({@link MPI#ERR_OTHER}), another buffer than the begin's with
     * {@link IllegalArgumentException}.
     * @param buf the buffer given to the begin call
     * @return the status
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Status writeOrderedEnd(Object buf) throws MPIException {
        return end("MPI_File_write_ordered_end", "MPI_File_write_ordered_begin", ORDERED, false, buf);
    }

    // ---- consistency, error handlers ---------------------------------------------------------------------------

    /**
     * The extent of a datatype in the file's data representation, in elements of its base type, as Open MPI's bindings
     * count it. Calls {@code MPI_File_get_type_extent}.
     * @param type the datatype
     * @return the extent
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int getTypeExtent(Datatype type) throws MPIException {
        long h = use();
        Scratch s = Scratch.get();
        check(LibMpiIo.MPI_File_get_type_extent(h, Datatype.handleOf(type, "type"), s.count), "MPI_File_get_type_extent");
        long extent = Memory.getLong(s.count);
        return (int) (type.baseSize > 0 ? extent / type.baseSize : extent);
    }

    /**
     * Sets the consistency semantics; collective. Calls {@code MPI_File_set_atomicity}.
     * @param atomicity true for atomic mode
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void setAtomicity(boolean atomicity) throws MPIException {
        check(LibMpiIo.MPI_File_set_atomicity(use(), atomicity ? 1 : 0), "MPI_File_set_atomicity");
    }

    /**
     * Whether the file is in atomic mode. Calls {@code MPI_File_get_atomicity}.
     * @return true in atomic mode
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public boolean getAtomicity() throws MPIException {
        Scratch s = Scratch.get();
        check(LibMpiIo.MPI_File_get_atomicity(use(), s.flag), "MPI_File_get_atomicity");
        return Memory.getInt(s.flag) != 0;
    }

    /**
     * Transfers the writes of this process to the storage device; collective. Calls {@code MPI_File_sync}.
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void sync() throws MPIException {
        check(LibMpiIo.MPI_File_sync(use()), "MPI_File_sync");
    }

    /**
     * Sets the file's error handler. Calls {@code MPI_File_set_errhandler}.
     * @param errhandler the handler
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void setErrhandler(Errhandler errhandler) throws MPIException {
        long h = use();
        check(LibMpiIo.MPI_File_set_errhandler(h, Args.notNull(errhandler, "errhandler").handle),
                "MPI_File_set_errhandler");
    }

    /**
     * The file's error handler. Calls {@code MPI_File_get_errhandler}.
     * @return the handler
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Errhandler getErrhandler() throws MPIException {
        Scratch s = Scratch.get();
        check(LibMpiIo.MPI_File_get_errhandler(use(), s.handle), "MPI_File_get_errhandler");
        return new Errhandler(HandleType.ERRHANDLER.get(s.handle));
    }

    /**
     * Invokes the file's error handler with an error code. Calls {@code MPI_File_call_errhandler}.
     * @param errorCode the code
     * @throws MPIException if the call fails, or the handler is {@link MPI#ERRORS_RETURN}
     */
    public void callErrhandler(int errorCode) throws MPIException {
        check(LibMpiIo.MPI_File_call_errhandler(use(), errorCode), "MPI_File_call_errhandler");
    }

    /**
     * Whether the file has been closed ({@code MPI_FILE_NULL}).
     * @return true once closed
     */
    public boolean isNull() {
        return handle == NULL;
    }
}
