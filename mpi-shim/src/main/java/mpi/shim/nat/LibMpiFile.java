package mpi.shim.nat;

import com.kenai.jffi.Library;
import com.kenai.jffi.Type;

/**
 * The C functions of MPI-IO (MPI_File_*) the binding calls, with their C signatures.
 * Handles, pointers, MPI_Aint and MPI_Offset are passed as {@code long}; every function returns an MPI error code.
 */
public final class LibMpiFile {
    public static final LibMpiFile LIB = new LibMpiFile(Native.LIBRARY);

    private final NativeFunction file_openFn;
    private final NativeFunction file_closeFn;
    private final NativeFunction file_deleteFn;
    private final NativeFunction file_set_sizeFn;
    private final NativeFunction file_preallocateFn;
    private final NativeFunction file_get_sizeFn;
    private final NativeFunction file_get_groupFn;
    private final NativeFunction file_get_amodeFn;
    private final NativeFunction file_set_infoFn;
    private final NativeFunction file_get_infoFn;
    private final NativeFunction file_set_viewFn;
    private final NativeFunction file_read_atFn;
    private final NativeFunction file_read_at_allFn;
    private final NativeFunction file_write_atFn;
    private final NativeFunction file_write_at_allFn;
    private final NativeFunction file_iread_atFn;
    private final NativeFunction file_iread_at_allFn;
    private final NativeFunction file_iwrite_atFn;
    private final NativeFunction file_iwrite_at_allFn;
    private final NativeFunction file_readFn;
    private final NativeFunction file_read_allFn;
    private final NativeFunction file_writeFn;
    private final NativeFunction file_write_allFn;
    private final NativeFunction file_ireadFn;
    private final NativeFunction file_iread_allFn;
    private final NativeFunction file_iwriteFn;
    private final NativeFunction file_iwrite_allFn;
    private final NativeFunction file_seekFn;
    private final NativeFunction file_get_positionFn;
    private final NativeFunction file_get_byte_offsetFn;
    private final NativeFunction file_read_sharedFn;
    private final NativeFunction file_write_sharedFn;
    private final NativeFunction file_iread_sharedFn;
    private final NativeFunction file_iwrite_sharedFn;
    private final NativeFunction file_read_orderedFn;
    private final NativeFunction file_write_orderedFn;
    private final NativeFunction file_seek_sharedFn;
    private final NativeFunction file_get_position_sharedFn;
    private final NativeFunction file_read_at_all_beginFn;
    private final NativeFunction file_read_at_all_endFn;
    private final NativeFunction file_write_at_all_beginFn;
    private final NativeFunction file_write_at_all_endFn;
    private final NativeFunction file_read_all_beginFn;
    private final NativeFunction file_read_all_endFn;
    private final NativeFunction file_write_all_beginFn;
    private final NativeFunction file_write_all_endFn;
    private final NativeFunction file_read_ordered_beginFn;
    private final NativeFunction file_read_ordered_endFn;
    private final NativeFunction file_write_ordered_beginFn;
    private final NativeFunction file_write_ordered_endFn;
    private final NativeFunction file_get_type_extentFn;
    private final NativeFunction file_set_atomicityFn;
    private final NativeFunction file_get_atomicityFn;
    private final NativeFunction file_syncFn;
    private final NativeFunction file_set_errhandlerFn;
    private final NativeFunction file_get_errhandlerFn;
    private final NativeFunction file_call_errhandlerFn;

    LibMpiFile(Library library) {
        file_openFn = new NativeFunction(library, "MPI_File_open", Type.SINT32, false, false, true, false, false);
        file_closeFn = new NativeFunction(library, "MPI_File_close", Type.SINT32, false);
        file_deleteFn = new NativeFunction(library, "MPI_File_delete", Type.SINT32, false, false);
        file_set_sizeFn = new NativeFunction(library, "MPI_File_set_size", Type.SINT32, false, false);
        file_preallocateFn = new NativeFunction(library, "MPI_File_preallocate", Type.SINT32, false, false);
        file_get_sizeFn = new NativeFunction(library, "MPI_File_get_size", Type.SINT32, false, false);
        file_get_groupFn = new NativeFunction(library, "MPI_File_get_group", Type.SINT32, false, false);
        file_get_amodeFn = new NativeFunction(library, "MPI_File_get_amode", Type.SINT32, false, false);
        file_set_infoFn = new NativeFunction(library, "MPI_File_set_info", Type.SINT32, false, false);
        file_get_infoFn = new NativeFunction(library, "MPI_File_get_info", Type.SINT32, false, false);
        file_set_viewFn = new NativeFunction(library, "MPI_File_set_view", Type.SINT32, false, false, false, false, false, false);
        file_read_atFn = new NativeFunction(library, "MPI_File_read_at", Type.SINT32, false, false, false, true, false, false);
        file_read_at_allFn = new NativeFunction(library, "MPI_File_read_at_all", Type.SINT32, false, false, false, true, false, false);
        file_write_atFn = new NativeFunction(library, "MPI_File_write_at", Type.SINT32, false, false, false, true, false, false);
        file_write_at_allFn = new NativeFunction(library, "MPI_File_write_at_all", Type.SINT32, false, false, false, true, false, false);
        file_iread_atFn = new NativeFunction(library, "MPI_File_iread_at", Type.SINT32, false, false, false, true, false, false);
        file_iread_at_allFn = new NativeFunction(library, "MPI_File_iread_at_all", Type.SINT32, false, false, false, true, false, false);
        file_iwrite_atFn = new NativeFunction(library, "MPI_File_iwrite_at", Type.SINT32, false, false, false, true, false, false);
        file_iwrite_at_allFn = new NativeFunction(library, "MPI_File_iwrite_at_all", Type.SINT32, false, false, false, true, false, false);
        file_readFn = new NativeFunction(library, "MPI_File_read", Type.SINT32, false, false, true, false, false);
        file_read_allFn = new NativeFunction(library, "MPI_File_read_all", Type.SINT32, false, false, true, false, false);
        file_writeFn = new NativeFunction(library, "MPI_File_write", Type.SINT32, false, false, true, false, false);
        file_write_allFn = new NativeFunction(library, "MPI_File_write_all", Type.SINT32, false, false, true, false, false);
        file_ireadFn = new NativeFunction(library, "MPI_File_iread", Type.SINT32, false, false, true, false, false);
        file_iread_allFn = new NativeFunction(library, "MPI_File_iread_all", Type.SINT32, false, false, true, false, false);
        file_iwriteFn = new NativeFunction(library, "MPI_File_iwrite", Type.SINT32, false, false, true, false, false);
        file_iwrite_allFn = new NativeFunction(library, "MPI_File_iwrite_all", Type.SINT32, false, false, true, false, false);
        file_seekFn = new NativeFunction(library, "MPI_File_seek", Type.SINT32, false, false, true);
        file_get_positionFn = new NativeFunction(library, "MPI_File_get_position", Type.SINT32, false, false);
        file_get_byte_offsetFn = new NativeFunction(library, "MPI_File_get_byte_offset", Type.SINT32, false, false, false);
        file_read_sharedFn = new NativeFunction(library, "MPI_File_read_shared", Type.SINT32, false, false, true, false, false);
        file_write_sharedFn = new NativeFunction(library, "MPI_File_write_shared", Type.SINT32, false, false, true, false, false);
        file_iread_sharedFn = new NativeFunction(library, "MPI_File_iread_shared", Type.SINT32, false, false, true, false, false);
        file_iwrite_sharedFn = new NativeFunction(library, "MPI_File_iwrite_shared", Type.SINT32, false, false, true, false, false);
        file_read_orderedFn = new NativeFunction(library, "MPI_File_read_ordered", Type.SINT32, false, false, true, false, false);
        file_write_orderedFn = new NativeFunction(library, "MPI_File_write_ordered", Type.SINT32, false, false, true, false, false);
        file_seek_sharedFn = new NativeFunction(library, "MPI_File_seek_shared", Type.SINT32, false, false, true);
        file_get_position_sharedFn = new NativeFunction(library, "MPI_File_get_position_shared", Type.SINT32, false, false);
        file_read_at_all_beginFn = new NativeFunction(library, "MPI_File_read_at_all_begin", Type.SINT32, false, false, false, true, false);
        file_read_at_all_endFn = new NativeFunction(library, "MPI_File_read_at_all_end", Type.SINT32, false, false, false);
        file_write_at_all_beginFn = new NativeFunction(library, "MPI_File_write_at_all_begin", Type.SINT32, false, false, false, true, false);
        file_write_at_all_endFn = new NativeFunction(library, "MPI_File_write_at_all_end", Type.SINT32, false, false, false);
        file_read_all_beginFn = new NativeFunction(library, "MPI_File_read_all_begin", Type.SINT32, false, false, true, false);
        file_read_all_endFn = new NativeFunction(library, "MPI_File_read_all_end", Type.SINT32, false, false, false);
        file_write_all_beginFn = new NativeFunction(library, "MPI_File_write_all_begin", Type.SINT32, false, false, true, false);
        file_write_all_endFn = new NativeFunction(library, "MPI_File_write_all_end", Type.SINT32, false, false, false);
        file_read_ordered_beginFn = new NativeFunction(library, "MPI_File_read_ordered_begin", Type.SINT32, false, false, true, false);
        file_read_ordered_endFn = new NativeFunction(library, "MPI_File_read_ordered_end", Type.SINT32, false, false, false);
        file_write_ordered_beginFn = new NativeFunction(library, "MPI_File_write_ordered_begin", Type.SINT32, false, false, true, false);
        file_write_ordered_endFn = new NativeFunction(library, "MPI_File_write_ordered_end", Type.SINT32, false, false, false);
        file_get_type_extentFn = new NativeFunction(library, "MPI_File_get_type_extent", Type.SINT32, false, false, false);
        file_set_atomicityFn = new NativeFunction(library, "MPI_File_set_atomicity", Type.SINT32, false, true);
        file_get_atomicityFn = new NativeFunction(library, "MPI_File_get_atomicity", Type.SINT32, false, false);
        file_syncFn = new NativeFunction(library, "MPI_File_sync", Type.SINT32, false);
        file_set_errhandlerFn = new NativeFunction(library, "MPI_File_set_errhandler", Type.SINT32, false, false);
        file_get_errhandlerFn = new NativeFunction(library, "MPI_File_get_errhandler", Type.SINT32, false, false);
        file_call_errhandlerFn = new NativeFunction(library, "MPI_File_call_errhandler", Type.SINT32, false, true);
    }

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
