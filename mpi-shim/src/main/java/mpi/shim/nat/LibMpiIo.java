package mpi.shim.nat;

/**
 * The C functions of libmpi for parallel file I/O: opening files, views, reads and writes (explicit offsets,
 * individual and shared pointers, split collectives), consistency. One declaration per function: its name and C
 * signature (per parameter, {@code true} for a C int, {@code false} for a 64-bit integer, handle or pointer), then the
 * method that calls it. Handles and pointers are passed as {@code long}; every function returns its MPI error code.
 * The fields are static finals, so the JIT treats each function as a constant and inlines the call through it.
 */
public final class LibMpiIo {
    private LibMpiIo() {}

    private static final NativeFunction FILE_CALL_ERRHANDLER = Native.LIBRARY.function("MPI_File_call_errhandler",
            false, true);
    public static int MPI_File_call_errhandler(long fh, int errorCode) {
        return FILE_CALL_ERRHANDLER.call(fh, errorCode);
    }

    private static final NativeFunction FILE_CLOSE = Native.LIBRARY.function("MPI_File_close", false);
    public static int MPI_File_close(long fh) {
        return FILE_CLOSE.call(fh);
    }

    private static final NativeFunction FILE_DELETE = Native.LIBRARY.function("MPI_File_delete", false, false);
    public static int MPI_File_delete(long filename, long info) {
        return FILE_DELETE.call(filename, info);
    }

    private static final NativeFunction FILE_GET_AMODE = Native.LIBRARY.function("MPI_File_get_amode", false, false);
    public static int MPI_File_get_amode(long fh, long amode) {
        return FILE_GET_AMODE.call(fh, amode);
    }

    private static final NativeFunction FILE_GET_ATOMICITY = Native.LIBRARY.function("MPI_File_get_atomicity",
            false, false);
    public static int MPI_File_get_atomicity(long fh, long flag) {
        return FILE_GET_ATOMICITY.call(fh, flag);
    }

    private static final NativeFunction FILE_GET_BYTE_OFFSET = Native.LIBRARY.function("MPI_File_get_byte_offset",
            false, false, false);
    public static int MPI_File_get_byte_offset(long fh, long offset, long disp) {
        return FILE_GET_BYTE_OFFSET.call(fh, offset, disp);
    }

    private static final NativeFunction FILE_GET_ERRHANDLER = Native.LIBRARY.function("MPI_File_get_errhandler",
            false, false);
    public static int MPI_File_get_errhandler(long fh, long errhandler) {
        return FILE_GET_ERRHANDLER.call(fh, errhandler);
    }

    private static final NativeFunction FILE_GET_GROUP = Native.LIBRARY.function("MPI_File_get_group", false, false);
    public static int MPI_File_get_group(long fh, long group) {
        return FILE_GET_GROUP.call(fh, group);
    }

    private static final NativeFunction FILE_GET_INFO = Native.LIBRARY.function("MPI_File_get_info", false, false);
    public static int MPI_File_get_info(long fh, long info) {
        return FILE_GET_INFO.call(fh, info);
    }

    private static final NativeFunction FILE_GET_POSITION = Native.LIBRARY.function("MPI_File_get_position",
            false, false);
    public static int MPI_File_get_position(long fh, long offset) {
        return FILE_GET_POSITION.call(fh, offset);
    }

    private static final NativeFunction FILE_GET_POSITION_SHARED = Native.LIBRARY.function("MPI_File_get_position_shared",
            false, false);
    public static int MPI_File_get_position_shared(long fh, long offset) {
        return FILE_GET_POSITION_SHARED.call(fh, offset);
    }

    private static final NativeFunction FILE_GET_SIZE = Native.LIBRARY.function("MPI_File_get_size", false, false);
    public static int MPI_File_get_size(long fh, long size) {
        return FILE_GET_SIZE.call(fh, size);
    }

    private static final NativeFunction FILE_GET_TYPE_EXTENT = Native.LIBRARY.function("MPI_File_get_type_extent",
            false, false, false);
    public static int MPI_File_get_type_extent(long fh, long type, long extent) {
        return FILE_GET_TYPE_EXTENT.call(fh, type, extent);
    }

    private static final NativeFunction FILE_IREAD = Native.LIBRARY.function("MPI_File_iread",
            false, false, true, false, false);
    public static int MPI_File_iread(long fh, long buf, int count, long type, long request) {
        return FILE_IREAD.call(fh, buf, count, type, request);
    }

    private static final NativeFunction FILE_IREAD_ALL = Native.LIBRARY.function("MPI_File_iread_all",
            false, false, true, false, false);
    public static int MPI_File_iread_all(long fh, long buf, int count, long type, long request) {
        return FILE_IREAD_ALL.call(fh, buf, count, type, request);
    }

    private static final NativeFunction FILE_IREAD_AT = Native.LIBRARY.function("MPI_File_iread_at",
            false, false, false, true, false, false);
    public static int MPI_File_iread_at(long fh, long offset, long buf, int count, long type, long request) {
        return FILE_IREAD_AT.call(fh, offset, buf, count, type, request);
    }

    private static final NativeFunction FILE_IREAD_AT_ALL = Native.LIBRARY.function("MPI_File_iread_at_all",
            false, false, false, true, false, false);
    public static int MPI_File_iread_at_all(long fh, long offset, long buf, int count, long type, long request) {
        return FILE_IREAD_AT_ALL.call(fh, offset, buf, count, type, request);
    }

    private static final NativeFunction FILE_IREAD_SHARED = Native.LIBRARY.function("MPI_File_iread_shared",
            false, false, true, false, false);
    public static int MPI_File_iread_shared(long fh, long buf, int count, long type, long request) {
        return FILE_IREAD_SHARED.call(fh, buf, count, type, request);
    }

    private static final NativeFunction FILE_IWRITE = Native.LIBRARY.function("MPI_File_iwrite",
            false, false, true, false, false);
    public static int MPI_File_iwrite(long fh, long buf, int count, long type, long request) {
        return FILE_IWRITE.call(fh, buf, count, type, request);
    }

    private static final NativeFunction FILE_IWRITE_ALL = Native.LIBRARY.function("MPI_File_iwrite_all",
            false, false, true, false, false);
    public static int MPI_File_iwrite_all(long fh, long buf, int count, long type, long request) {
        return FILE_IWRITE_ALL.call(fh, buf, count, type, request);
    }

    private static final NativeFunction FILE_IWRITE_AT = Native.LIBRARY.function("MPI_File_iwrite_at",
            false, false, false, true, false, false);
    public static int MPI_File_iwrite_at(long fh, long offset, long buf, int count, long type, long request) {
        return FILE_IWRITE_AT.call(fh, offset, buf, count, type, request);
    }

    private static final NativeFunction FILE_IWRITE_AT_ALL = Native.LIBRARY.function("MPI_File_iwrite_at_all",
            false, false, false, true, false, false);
    public static int MPI_File_iwrite_at_all(long fh, long offset, long buf, int count, long type, long request) {
        return FILE_IWRITE_AT_ALL.call(fh, offset, buf, count, type, request);
    }

    private static final NativeFunction FILE_IWRITE_SHARED = Native.LIBRARY.function("MPI_File_iwrite_shared",
            false, false, true, false, false);
    public static int MPI_File_iwrite_shared(long fh, long buf, int count, long type, long request) {
        return FILE_IWRITE_SHARED.call(fh, buf, count, type, request);
    }

    private static final NativeFunction FILE_OPEN = Native.LIBRARY.function("MPI_File_open",
            false, false, true, false, false);
    public static int MPI_File_open(long comm, long filename, int amode, long info, long fh) {
        return FILE_OPEN.call(comm, filename, amode, info, fh);
    }

    private static final NativeFunction FILE_PREALLOCATE = Native.LIBRARY.function("MPI_File_preallocate",
            false, false);
    public static int MPI_File_preallocate(long fh, long size) {
        return FILE_PREALLOCATE.call(fh, size);
    }

    private static final NativeFunction FILE_READ = Native.LIBRARY.function("MPI_File_read",
            false, false, true, false, false);
    public static int MPI_File_read(long fh, long buf, int count, long type, long status) {
        return FILE_READ.call(fh, buf, count, type, status);
    }

    private static final NativeFunction FILE_READ_ALL = Native.LIBRARY.function("MPI_File_read_all",
            false, false, true, false, false);
    public static int MPI_File_read_all(long fh, long buf, int count, long type, long status) {
        return FILE_READ_ALL.call(fh, buf, count, type, status);
    }

    private static final NativeFunction FILE_READ_ALL_BEGIN = Native.LIBRARY.function("MPI_File_read_all_begin",
            false, false, true, false);
    public static int MPI_File_read_all_begin(long fh, long buf, int count, long type) {
        return FILE_READ_ALL_BEGIN.call(fh, buf, count, type);
    }

    private static final NativeFunction FILE_READ_ALL_END = Native.LIBRARY.function("MPI_File_read_all_end",
            false, false, false);
    public static int MPI_File_read_all_end(long fh, long buf, long status) {
        return FILE_READ_ALL_END.call(fh, buf, status);
    }

    private static final NativeFunction FILE_READ_AT = Native.LIBRARY.function("MPI_File_read_at",
            false, false, false, true, false, false);
    public static int MPI_File_read_at(long fh, long offset, long buf, int count, long type, long status) {
        return FILE_READ_AT.call(fh, offset, buf, count, type, status);
    }

    private static final NativeFunction FILE_READ_AT_ALL = Native.LIBRARY.function("MPI_File_read_at_all",
            false, false, false, true, false, false);
    public static int MPI_File_read_at_all(long fh, long offset, long buf, int count, long type, long status) {
        return FILE_READ_AT_ALL.call(fh, offset, buf, count, type, status);
    }

    private static final NativeFunction FILE_READ_AT_ALL_BEGIN = Native.LIBRARY.function("MPI_File_read_at_all_begin",
            false, false, false, true, false);
    public static int MPI_File_read_at_all_begin(long fh, long offset, long buf, int count, long type) {
        return FILE_READ_AT_ALL_BEGIN.call(fh, offset, buf, count, type);
    }

    private static final NativeFunction FILE_READ_AT_ALL_END = Native.LIBRARY.function("MPI_File_read_at_all_end",
            false, false, false);
    public static int MPI_File_read_at_all_end(long fh, long buf, long status) {
        return FILE_READ_AT_ALL_END.call(fh, buf, status);
    }

    private static final NativeFunction FILE_READ_ORDERED = Native.LIBRARY.function("MPI_File_read_ordered",
            false, false, true, false, false);
    public static int MPI_File_read_ordered(long fh, long buf, int count, long type, long status) {
        return FILE_READ_ORDERED.call(fh, buf, count, type, status);
    }

    private static final NativeFunction FILE_READ_ORDERED_BEGIN = Native.LIBRARY.function("MPI_File_read_ordered_begin",
            false, false, true, false);
    public static int MPI_File_read_ordered_begin(long fh, long buf, int count, long type) {
        return FILE_READ_ORDERED_BEGIN.call(fh, buf, count, type);
    }

    private static final NativeFunction FILE_READ_ORDERED_END = Native.LIBRARY.function("MPI_File_read_ordered_end",
            false, false, false);
    public static int MPI_File_read_ordered_end(long fh, long buf, long status) {
        return FILE_READ_ORDERED_END.call(fh, buf, status);
    }

    private static final NativeFunction FILE_READ_SHARED = Native.LIBRARY.function("MPI_File_read_shared",
            false, false, true, false, false);
    public static int MPI_File_read_shared(long fh, long buf, int count, long type, long status) {
        return FILE_READ_SHARED.call(fh, buf, count, type, status);
    }

    private static final NativeFunction FILE_SEEK = Native.LIBRARY.function("MPI_File_seek", false, false, true);
    public static int MPI_File_seek(long fh, long offset, int whence) {
        return FILE_SEEK.call(fh, offset, whence);
    }

    private static final NativeFunction FILE_SEEK_SHARED = Native.LIBRARY.function("MPI_File_seek_shared",
            false, false, true);
    public static int MPI_File_seek_shared(long fh, long offset, int whence) {
        return FILE_SEEK_SHARED.call(fh, offset, whence);
    }

    private static final NativeFunction FILE_SET_ATOMICITY = Native.LIBRARY.function("MPI_File_set_atomicity",
            false, true);
    public static int MPI_File_set_atomicity(long fh, int flag) {
        return FILE_SET_ATOMICITY.call(fh, flag);
    }

    private static final NativeFunction FILE_SET_ERRHANDLER = Native.LIBRARY.function("MPI_File_set_errhandler",
            false, false);
    public static int MPI_File_set_errhandler(long fh, long errhandler) {
        return FILE_SET_ERRHANDLER.call(fh, errhandler);
    }

    private static final NativeFunction FILE_SET_INFO = Native.LIBRARY.function("MPI_File_set_info", false, false);
    public static int MPI_File_set_info(long fh, long info) {
        return FILE_SET_INFO.call(fh, info);
    }

    private static final NativeFunction FILE_SET_SIZE = Native.LIBRARY.function("MPI_File_set_size", false, false);
    public static int MPI_File_set_size(long fh, long size) {
        return FILE_SET_SIZE.call(fh, size);
    }

    private static final NativeFunction FILE_SET_VIEW = Native.LIBRARY.function("MPI_File_set_view",
            false, false, false, false, false, false);
    public static int MPI_File_set_view(long fh, long disp, long etype, long filetype, long datarep, long info) {
        return FILE_SET_VIEW.call(fh, disp, etype, filetype, datarep, info);
    }

    private static final NativeFunction FILE_SYNC = Native.LIBRARY.function("MPI_File_sync", false);
    public static int MPI_File_sync(long fh) {
        return FILE_SYNC.call(fh);
    }

    private static final NativeFunction FILE_WRITE = Native.LIBRARY.function("MPI_File_write",
            false, false, true, false, false);
    public static int MPI_File_write(long fh, long buf, int count, long type, long status) {
        return FILE_WRITE.call(fh, buf, count, type, status);
    }

    private static final NativeFunction FILE_WRITE_ALL = Native.LIBRARY.function("MPI_File_write_all",
            false, false, true, false, false);
    public static int MPI_File_write_all(long fh, long buf, int count, long type, long status) {
        return FILE_WRITE_ALL.call(fh, buf, count, type, status);
    }

    private static final NativeFunction FILE_WRITE_ALL_BEGIN = Native.LIBRARY.function("MPI_File_write_all_begin",
            false, false, true, false);
    public static int MPI_File_write_all_begin(long fh, long buf, int count, long type) {
        return FILE_WRITE_ALL_BEGIN.call(fh, buf, count, type);
    }

    private static final NativeFunction FILE_WRITE_ALL_END = Native.LIBRARY.function("MPI_File_write_all_end",
            false, false, false);
    public static int MPI_File_write_all_end(long fh, long buf, long status) {
        return FILE_WRITE_ALL_END.call(fh, buf, status);
    }

    private static final NativeFunction FILE_WRITE_AT = Native.LIBRARY.function("MPI_File_write_at",
            false, false, false, true, false, false);
    public static int MPI_File_write_at(long fh, long offset, long buf, int count, long type, long status) {
        return FILE_WRITE_AT.call(fh, offset, buf, count, type, status);
    }

    private static final NativeFunction FILE_WRITE_AT_ALL = Native.LIBRARY.function("MPI_File_write_at_all",
            false, false, false, true, false, false);
    public static int MPI_File_write_at_all(long fh, long offset, long buf, int count, long type, long status) {
        return FILE_WRITE_AT_ALL.call(fh, offset, buf, count, type, status);
    }

    private static final NativeFunction FILE_WRITE_AT_ALL_BEGIN = Native.LIBRARY.function("MPI_File_write_at_all_begin",
            false, false, false, true, false);
    public static int MPI_File_write_at_all_begin(long fh, long offset, long buf, int count, long type) {
        return FILE_WRITE_AT_ALL_BEGIN.call(fh, offset, buf, count, type);
    }

    private static final NativeFunction FILE_WRITE_AT_ALL_END = Native.LIBRARY.function("MPI_File_write_at_all_end",
            false, false, false);
    public static int MPI_File_write_at_all_end(long fh, long buf, long status) {
        return FILE_WRITE_AT_ALL_END.call(fh, buf, status);
    }

    private static final NativeFunction FILE_WRITE_ORDERED = Native.LIBRARY.function("MPI_File_write_ordered",
            false, false, true, false, false);
    public static int MPI_File_write_ordered(long fh, long buf, int count, long type, long status) {
        return FILE_WRITE_ORDERED.call(fh, buf, count, type, status);
    }

    private static final NativeFunction FILE_WRITE_ORDERED_BEGIN = Native.LIBRARY.function("MPI_File_write_ordered_begin",
            false, false, true, false);
    public static int MPI_File_write_ordered_begin(long fh, long buf, int count, long type) {
        return FILE_WRITE_ORDERED_BEGIN.call(fh, buf, count, type);
    }

    private static final NativeFunction FILE_WRITE_ORDERED_END = Native.LIBRARY.function("MPI_File_write_ordered_end",
            false, false, false);
    public static int MPI_File_write_ordered_end(long fh, long buf, long status) {
        return FILE_WRITE_ORDERED_END.call(fh, buf, status);
    }

    private static final NativeFunction FILE_WRITE_SHARED = Native.LIBRARY.function("MPI_File_write_shared",
            false, false, true, false, false);
    public static int MPI_File_write_shared(long fh, long buf, int count, long type, long status) {
        return FILE_WRITE_SHARED.call(fh, buf, count, type, status);
    }
}
