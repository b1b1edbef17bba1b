package mpi.shim.nat;

/**
 * The C functions of MPI-IO (MPI_File_*) the binding calls, with their C signatures.
 * Handles, pointers, MPI_Aint and MPI_Offset are passed as {@code long}; every function returns an MPI error code.
 */
public final class LibMpiFile {
    public static final LibMpiFile LIB = new LibMpiFile();

    private static final NativeFunction file_openFn = Native.LIBRARY.function("MPI_File_open",
            false, false, true, false, false);
    private static final NativeFunction file_closeFn = Native.LIBRARY.function("MPI_File_close", false);
    private static final NativeFunction file_deleteFn = Native.LIBRARY.function("MPI_File_delete", false, false);
    private static final NativeFunction file_set_sizeFn = Native.LIBRARY.function("MPI_File_set_size", false, false);
    private static final NativeFunction file_preallocateFn = Native.LIBRARY.function("MPI_File_preallocate",
            false, false);
    private static final NativeFunction file_get_sizeFn = Native.LIBRARY.function("MPI_File_get_size", false, false);
    private static final NativeFunction file_get_groupFn = Native.LIBRARY.function("MPI_File_get_group", false, false);
    private static final NativeFunction file_get_amodeFn = Native.LIBRARY.function("MPI_File_get_amode", false, false);
    private static final NativeFunction file_set_infoFn = Native.LIBRARY.function("MPI_File_set_info", false, false);
    private static final NativeFunction file_get_infoFn = Native.LIBRARY.function("MPI_File_get_info", false, false);
    private static final NativeFunction file_set_viewFn = Native.LIBRARY.function("MPI_File_set_view",
            false, false, false, false, false, false);
    private static final NativeFunction file_read_atFn = Native.LIBRARY.function("MPI_File_read_at",
            false, false, false, true, false, false);
    private static final NativeFunction file_read_at_allFn = Native.LIBRARY.function("MPI_File_read_at_all",
            false, false, false, true, false, false);
    private static final NativeFunction file_write_atFn = Native.LIBRARY.function("MPI_File_write_at",
            false, false, false, true, false, false);
    private static final NativeFunction file_write_at_allFn = Native.LIBRARY.function("MPI_File_write_at_all",
            false, false, false, true, false, false);
    private static final NativeFunction file_iread_atFn = Native.LIBRARY.function("MPI_File_iread_at",
            false, false, false, true, false, false);
    private static final NativeFunction file_iread_at_allFn = Native.LIBRARY.function("MPI_File_iread_at_all",
            false, false, false, true, false, false);
    private static final NativeFunction file_iwrite_atFn = Native.LIBRARY.function("MPI_File_iwrite_at",
            false, false, false, true, false, false);
    private static final NativeFunction file_iwrite_at_allFn = Native.LIBRARY.function("MPI_File_iwrite_at_all",
            false, false, false, true, false, false);
    private static final NativeFunction file_readFn = Native.LIBRARY.function("MPI_File_read",
            false, false, true, false, false);
    private static final NativeFunction file_read_allFn = Native.LIBRARY.function("MPI_File_read_all",
            false, false, true, false, false);
    private static final NativeFunction file_writeFn = Native.LIBRARY.function("MPI_File_write",
            false, false, true, false, false);
    private static final NativeFunction file_write_allFn = Native.LIBRARY.function("MPI_File_write_all",
            false, false, true, false, false);
    private static final NativeFunction file_ireadFn = Native.LIBRARY.function("MPI_File_iread",
            false, false, true, false, false);
    private static final NativeFunction file_iread_allFn = Native.LIBRARY.function("MPI_File_iread_all",
            false, false, true, false, false);
    private static final NativeFunction file_iwriteFn = Native.LIBRARY.function("MPI_File_iwrite",
            false, false, true, false, false);
    private static final NativeFunction file_iwrite_allFn = Native.LIBRARY.function("MPI_File_iwrite_all",
            false, false, true, false, false);
    private static final NativeFunction file_seekFn = Native.LIBRARY.function("MPI_File_seek", false, false, true);
    private static final NativeFunction file_get_positionFn = Native.LIBRARY.function("MPI_File_get_position",
            false, false);
    private static final NativeFunction file_get_byte_offsetFn = Native.LIBRARY.function("MPI_File_get_byte_offset",
            false, false, false);
    private static final NativeFunction file_read_sharedFn = Native.LIBRARY.function("MPI_File_read_shared",
            false, false, true, false, false);
    private static final NativeFunction file_write_sharedFn = Native.LIBRARY.function("MPI_File_write_shared",
            false, false, true, false, false);
    private static final NativeFunction file_iread_sharedFn = Native.LIBRARY.function("MPI_File_iread_shared",
            false, false, true, false, false);
    private static final NativeFunction file_iwrite_sharedFn = Native.LIBRARY.function("MPI_File_iwrite_shared",
            false, false, true, false, false);
    private static final NativeFunction file_read_orderedFn = Native.LIBRARY.function("MPI_File_read_ordered",
            false, false, true, false, false);
    private static final NativeFunction file_write_orderedFn = Native.LIBRARY.function("MPI_File_write_ordered",
            false, false, true, false, false);
    private static final NativeFunction file_seek_sharedFn = Native.LIBRARY.function("MPI_File_seek_shared",
            false, false, true);
    private static final NativeFunction file_get_position_sharedFn = Native.LIBRARY.function("MPI_File_get_position_shared",
            false, false);
    private static final NativeFunction file_read_at_all_beginFn = Native.LIBRARY.function("MPI_File_read_at_all_begin",
            false, false, false, true, false);
    private static final NativeFunction file_read_at_all_endFn = Native.LIBRARY.function("MPI_File_read_at_all_end",
            false, false, false);
    private static final NativeFunction file_write_at_all_beginFn = Native.LIBRARY.function("MPI_File_write_at_all_begin",
            false, false, false, true, false);
    private static final NativeFunction file_write_at_all_endFn = Native.LIBRARY.function("MPI_File_write_at_all_end",
            false, false, false);
    private static final NativeFunction file_read_all_beginFn = Native.LIBRARY.function("MPI_File_read_all_begin",
            false, false, true, false);
    private static final NativeFunction file_read_all_endFn = Native.LIBRARY.function("MPI_File_read_all_end",
            false, false, false);
    private static final NativeFunction file_write_all_beginFn = Native.LIBRARY.function("MPI_File_write_all_begin",
            false, false, true, false);
    private static final NativeFunction file_write_all_endFn = Native.LIBRARY.function("MPI_File_write_all_end",
            false, false, false);
    private static final NativeFunction file_read_ordered_beginFn = Native.LIBRARY.function("MPI_File_read_ordered_begin",
            false, false, true, false);
    private static final NativeFunction file_read_ordered_endFn = Native.LIBRARY.function("MPI_File_read_ordered_end",
            false, false, false);
    private static final NativeFunction file_write_ordered_beginFn = Native.LIBRARY.function("MPI_File_write_ordered_begin",
            false, false, true, false);
    private static final NativeFunction file_write_ordered_endFn = Native.LIBRARY.function("MPI_File_write_ordered_end",
            false, false, false);
    private static final NativeFunction file_get_type_extentFn = Native.LIBRARY.function("MPI_File_get_type_extent",
            false, false, false);
    private static final NativeFunction file_set_atomicityFn = Native.LIBRARY.function("MPI_File_set_atomicity",
            false, true);
    private static final NativeFunction file_get_atomicityFn = Native.LIBRARY.function("MPI_File_get_atomicity",
            false, false);
    private static final NativeFunction file_syncFn = Native.LIBRARY.function("MPI_File_sync", false);
    private static final NativeFunction file_set_errhandlerFn = Native.LIBRARY.function("MPI_File_set_errhandler",
            false, false);
    private static final NativeFunction file_get_errhandlerFn = Native.LIBRARY.function("MPI_File_get_errhandler",
            false, false);
    private static final NativeFunction file_call_errhandlerFn = Native.LIBRARY.function("MPI_File_call_errhandler",
            false, true);

    private LibMpiFile() {}

    public int MPI_File_open(long comm, long filename, int amode, long info, long fh) {
        return file_openFn.call(comm, filename, amode, info, fh);
    }

    public int MPI_File_close(long fh) {
        return file_closeFn.call(fh);
    }

    public int MPI_File_delete(long filename, long info) {
        return file_deleteFn.call(filename, info);
    }

    public int MPI_File_set_size(long fh, long size) {
        return file_set_sizeFn.call(fh, size);
    }

    public int MPI_File_preallocate(long fh, long size) {
        return file_preallocateFn.call(fh, size);
    }

    public int MPI_File_get_size(long fh, long size) {
        return file_get_sizeFn.call(fh, size);
    }

    public int MPI_File_get_group(long fh, long group) {
        return file_get_groupFn.call(fh, group);
    }

    public int MPI_File_get_amode(long fh, long amode) {
        return file_get_amodeFn.call(fh, amode);
    }

    public int MPI_File_set_info(long fh, long info) {
        return file_set_infoFn.call(fh, info);
    }

    public int MPI_File_get_info(long fh, long info) {
        return file_get_infoFn.call(fh, info);
    }

    public int MPI_File_set_view(long fh, long disp, long etype, long filetype, long datarep, long info) {
        return file_set_viewFn.call(fh, disp, etype, filetype, datarep, info);
    }

    public int MPI_File_read_at(long fh, long offset, long buf, int count, long type, long status) {
        return file_read_atFn.call(fh, offset, buf, count, type, status);
    }

    public int MPI_File_read_at_all(long fh, long offset, long buf, int count, long type, long status) {
        return file_read_at_allFn.call(fh, offset, buf, count, type, status);
    }

    public int MPI_File_write_at(long fh, long offset, long buf, int count, long type, long status) {
        return file_write_atFn.call(fh, offset, buf, count, type, status);
    }

    public int MPI_File_write_at_all(long fh, long offset, long buf, int count, long type, long status) {
        return file_write_at_allFn.call(fh, offset, buf, count, type, status);
    }

    public int MPI_File_iread_at(long fh, long offset, long buf, int count, long type, long request) {
        return file_iread_atFn.call(fh, offset, buf, count, type, request);
    }

    public int MPI_File_iread_at_all(long fh, long offset, long buf, int count, long type, long request) {
        return file_iread_at_allFn.call(fh, offset, buf, count, type, request);
    }

    public int MPI_File_iwrite_at(long fh, long offset, long buf, int count, long type, long request) {
        return file_iwrite_atFn.call(fh, offset, buf, count, type, request);
    }

    public int MPI_File_iwrite_at_all(long fh, long offset, long buf, int count, long type, long request) {
        return file_iwrite_at_allFn.call(fh, offset, buf, count, type, request);
    }

    public int MPI_File_read(long fh, long buf, int count, long type, long status) {
        return file_readFn.call(fh, buf, count, type, status);
    }

    public int MPI_File_read_all(long fh, long buf, int count, long type, long status) {
        return file_read_allFn.call(fh, buf, count, type, status);
    }

    public int MPI_File_write(long fh, long buf, int count, long type, long status) {
        return file_writeFn.call(fh, buf, count, type, status);
    }

    public int MPI_File_write_all(long fh, long buf, int count, long type, long status) {
        return file_write_allFn.call(fh, buf, count, type, status);
    }

    public int MPI_File_iread(long fh, long buf, int count, long type, long request) {
        return file_ireadFn.call(fh, buf, count, type, request);
    }

    public int MPI_File_iread_all(long fh, long buf, int count, long type, long request) {
        return file_iread_allFn.call(fh, buf, count, type, request);
    }

    public int MPI_File_iwrite(long fh, long buf, int count, long type, long request) {
        return file_iwriteFn.call(fh, buf, count, type, request);
    }

    public int MPI_File_iwrite_all(long fh, long buf, int count, long type, long request) {
        return file_iwrite_allFn.call(fh, buf, count, type, request);
    }

    public int MPI_File_seek(long fh, long offset, int whence) {
        return file_seekFn.call(fh, offset, whence);
    }

    public int MPI_File_get_position(long fh, long offset) {
        return file_get_positionFn.call(fh, offset);
    }

    public int MPI_File_get_byte_offset(long fh, long offset, long disp) {
        return file_get_byte_offsetFn.call(fh, offset, disp);
    }

    public int MPI_File_read_shared(long fh, long buf, int count, long type, long status) {
        return file_read_sharedFn.call(fh, buf, count, type, status);
    }

    public int MPI_File_write_shared(long fh, long buf, int count, long type, long status) {
        return file_write_sharedFn.call(fh, buf, count, type, status);
    }

    public int MPI_File_iread_shared(long fh, long buf, int count, long type, long request) {
        return file_iread_sharedFn.call(fh, buf, count, type, request);
    }

    public int MPI_File_iwrite_shared(long fh, long buf, int count, long type, long request) {
        return file_iwrite_sharedFn.call(fh, buf, count, type, request);
    }

    public int MPI_File_read_ordered(long fh, long buf, int count, long type, long status) {
        return file_read_orderedFn.call(fh, buf, count, type, status);
    }

    public int MPI_File_write_ordered(long fh, long buf, int count, long type, long status) {
        return file_write_orderedFn.call(fh, buf, count, type, status);
    }

    public int MPI_File_seek_shared(long fh, long offset, int whence) {
        return file_seek_sharedFn.call(fh, offset, whence);
    }

    public int MPI_File_get_position_shared(long fh, long offset) {
        return file_get_position_sharedFn.call(fh, offset);
    }

    public int MPI_File_read_at_all_begin(long fh, long offset, long buf, int count, long type) {
        return file_read_at_all_beginFn.call(fh, offset, buf, count, type);
    }

    public int MPI_File_read_at_all_end(long fh, long buf, long status) {
        return file_read_at_all_endFn.call(fh, buf, status);
    }

    public int MPI_File_write_at_all_begin(long fh, long offset, long buf, int count, long type) {
        return file_write_at_all_beginFn.call(fh, offset, buf, count, type);
    }

    public int MPI_File_write_at_all_end(long fh, long buf, long status) {
        return file_write_at_all_endFn.call(fh, buf, status);
    }

    public int MPI_File_read_all_begin(long fh, long buf, int count, long type) {
        return file_read_all_beginFn.call(fh, buf, count, type);
    }

    public int MPI_File_read_all_end(long fh, long buf, long status) {
        return file_read_all_endFn.call(fh, buf, status);
    }

    public int MPI_File_write_all_begin(long fh, long buf, int count, long type) {
        return file_write_all_beginFn.call(fh, buf, count, type);
    }

    public int MPI_File_write_all_end(long fh, long buf, long status) {
        return file_write_all_endFn.call(fh, buf, status);
    }

    public int MPI_File_read_ordered_begin(long fh, long buf, int count, long type) {
        return file_read_ordered_beginFn.call(fh, buf, count, type);
    }

    public int MPI_File_read_ordered_end(long fh, long buf, long status) {
        return file_read_ordered_endFn.call(fh, buf, status);
    }

    public int MPI_File_write_ordered_begin(long fh, long buf, int count, long type) {
        return file_write_ordered_beginFn.call(fh, buf, count, type);
    }

    public int MPI_File_write_ordered_end(long fh, long buf, long status) {
        return file_write_ordered_endFn.call(fh, buf, status);
    }

    public int MPI_File_get_type_extent(long fh, long type, long extent) {
        return file_get_type_extentFn.call(fh, type, extent);
    }

    public int MPI_File_set_atomicity(long fh, int flag) {
        return file_set_atomicityFn.call(fh, flag);
    }

    public int MPI_File_get_atomicity(long fh, long flag) {
        return file_get_atomicityFn.call(fh, flag);
    }

    public int MPI_File_sync(long fh) {
        return file_syncFn.call(fh);
    }

    public int MPI_File_set_errhandler(long fh, long errhandler) {
        return file_set_errhandlerFn.call(fh, errhandler);
    }

    public int MPI_File_get_errhandler(long fh, long errhandler) {
        return file_get_errhandlerFn.call(fh, errhandler);
    }

    public int MPI_File_call_errhandler(long fh, int errorCode) {
        return file_call_errhandlerFn.call(fh, errorCode);
    }
}
