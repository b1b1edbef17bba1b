package mpi.shim.nat;

/**
 * The C functions of libmpi for groups and communicators: communicator and group management, intercommunicators,
 * attributes and their keys, and process creation and connection. One declaration per function: its name and C
 * signature (per parameter, {@code true} for a C int, {@code false} for a 64-bit integer, handle or pointer), then the
 * method that calls it. Handles and pointers are passed as {@code long}; every function returns its MPI error code.
 * The fields are static finals, so the JIT treats each function as a constant and inlines the call through it.
 */
public final class LibMpiCommunicators {
    private LibMpiCommunicators() {}

    private static final NativeFunction CLOSE_PORT = Native.LIBRARY.function("MPI_Close_port", false);
    public static int MPI_Close_port(long port) {
        return CLOSE_PORT.call(port);
    }

    private static final NativeFunction COMM_ACCEPT = Native.LIBRARY.function("MPI_Comm_accept",
            false, false, true, false, false);
    public static int MPI_Comm_accept(long port, long info, int root, long comm, long newcomm) {
        return COMM_ACCEPT.call(port, info, root, comm, newcomm);
    }

    private static final NativeFunction COMM_COMPARE = Native.LIBRARY.function("MPI_Comm_compare", false, false, false);
    public static int MPI_Comm_compare(long comm1, long comm2, long result) {
        return COMM_COMPARE.call(comm1, comm2, result);
    }

    private static final NativeFunction COMM_CONNECT = Native.LIBRARY.function("MPI_Comm_connect",
            false, false, true, false, false);
    public static int MPI_Comm_connect(long port, long info, int root, long comm, long newcomm) {
        return COMM_CONNECT.call(port, info, root, comm, newcomm);
    }

    private static final NativeFunction COMM_CREATE = Native.LIBRARY.function("MPI_Comm_create", false, false, false);
    public static int MPI_Comm_create(long comm, long group, long newcomm) {
        return COMM_CREATE.call(comm, group, newcomm);
    }

    private static final NativeFunction COMM_CREATE_GROUP = Native.LIBRARY.function("MPI_Comm_create_group",
            false, false, true, false);
    public static int MPI_Comm_create_group(long comm, long group, int tag, long newcomm) {
        return COMM_CREATE_GROUP.call(comm, group, tag, newcomm);
    }

    private static final NativeFunction COMM_CREATE_KEYVAL = Native.LIBRARY.function("MPI_Comm_create_keyval",
            false, false, false, false);
    public static int MPI_Comm_create_keyval(long copyFn, long deleteFn, long keyval, long extra) {
        return COMM_CREATE_KEYVAL.call(copyFn, deleteFn, keyval, extra);
    }

    private static final NativeFunction COMM_DELETE_ATTR = Native.LIBRARY.function("MPI_Comm_delete_attr", false, true);
    public static int MPI_Comm_delete_attr(long comm, int keyval) {
        return COMM_DELETE_ATTR.call(comm, keyval);
    }

    private static final NativeFunction COMM_DISCONNECT = Native.LIBRARY.function("MPI_Comm_disconnect", false);
    public static int MPI_Comm_disconnect(long comm) {
        return COMM_DISCONNECT.call(comm);
    }

    private static final NativeFunction COMM_DUP = Native.LIBRARY.function("MPI_Comm_dup", false, false);
    public static int MPI_Comm_dup(long comm, long newcomm) {
        return COMM_DUP.call(comm, newcomm);
    }

    private static final NativeFunction COMM_DUP_WITH_INFO = Native.LIBRARY.function("MPI_Comm_dup_with_info",
            false, false, false);
    public static int MPI_Comm_dup_with_info(long comm, long info, long newcomm) {
        return COMM_DUP_WITH_INFO.call(comm, info, newcomm);
    }

    private static final NativeFunction COMM_FREE = Native.LIBRARY.function("MPI_Comm_free", false);
    public static int MPI_Comm_free(long comm) {
        return COMM_FREE.call(comm);
    }

    private static final NativeFunction COMM_FREE_KEYVAL = Native.LIBRARY.function("MPI_Comm_free_keyval", false);
    public static int MPI_Comm_free_keyval(long keyval) {
        return COMM_FREE_KEYVAL.call(keyval);
    }

    private static final NativeFunction COMM_GET_ATTR = Native.LIBRARY.function("MPI_Comm_get_attr",
            false, true, false, false);
    public static int MPI_Comm_get_attr(long comm, int keyval, long value, long flag) {
        return COMM_GET_ATTR.call(comm, keyval, value, flag);
    }

    private static final NativeFunction COMM_GET_INFO = Native.LIBRARY.function("MPI_Comm_get_info", false, false);
    public static int MPI_Comm_get_info(long comm, long info) {
        return COMM_GET_INFO.call(comm, info);
    }

    private static final NativeFunction COMM_GET_NAME = Native.LIBRARY.function("MPI_Comm_get_name",
            false, false, false);
    public static int MPI_Comm_get_name(long comm, long name, long len) {
        return COMM_GET_NAME.call(comm, name, len);
    }

    private static final NativeFunction COMM_GET_PARENT = Native.LIBRARY.function("MPI_Comm_get_parent", false);
    public static int MPI_Comm_get_parent(long parent) {
        return COMM_GET_PARENT.call(parent);
    }

    private static final NativeFunction COMM_GROUP = Native.LIBRARY.function("MPI_Comm_group", false, false);
    public static int MPI_Comm_group(long comm, long group) {
        return COMM_GROUP.call(comm, group);
    }

    private static final NativeFunction COMM_IDUP = Native.LIBRARY.function("MPI_Comm_idup", false, false, false);
    public static int MPI_Comm_idup(long comm, long newcomm, long req) {
        return COMM_IDUP.call(comm, newcomm, req);
    }

    private static final NativeFunction COMM_RANK = Native.LIBRARY.function("MPI_Comm_rank", false, false);
    public static int MPI_Comm_rank(long comm, long rank) {
        return COMM_RANK.call(comm, rank);
    }

    private static final NativeFunction COMM_REMOTE_GROUP = Native.LIBRARY.function("MPI_Comm_remote_group",
            false, false);
    public static int MPI_Comm_remote_group(long comm, long group) {
        return COMM_REMOTE_GROUP.call(comm, group);
    }

    private static final NativeFunction COMM_REMOTE_SIZE = Native.LIBRARY.function("MPI_Comm_remote_size",
            false, false);
    public static int MPI_Comm_remote_size(long comm, long size) {
        return COMM_REMOTE_SIZE.call(comm, size);
    }

    private static final NativeFunction COMM_SET_ATTR = Native.LIBRARY.function("MPI_Comm_set_attr",
            false, true, false);
    public static int MPI_Comm_set_attr(long comm, int keyval, long value) {
        return COMM_SET_ATTR.call(comm, keyval, value);
    }

    private static final NativeFunction COMM_SET_INFO = Native.LIBRARY.function("MPI_Comm_set_info", false, false);
    public static int MPI_Comm_set_info(long comm, long info) {
        return COMM_SET_INFO.call(comm, info);
    }

    private static final NativeFunction COMM_SET_NAME = Native.LIBRARY.function("MPI_Comm_set_name", false, false);
    public static int MPI_Comm_set_name(long comm, long name) {
        return COMM_SET_NAME.call(comm, name);
    }

    private static final NativeFunction COMM_SIZE = Native.LIBRARY.function("MPI_Comm_size", false, false);
    public static int MPI_Comm_size(long comm, long size) {
        return COMM_SIZE.call(comm, size);
    }

    private static final NativeFunction COMM_SPAWN = Native.LIBRARY.function("MPI_Comm_spawn",
            false, false, true, false, true, false, false, false);
    public static int MPI_Comm_spawn(long command, long argv, int maxprocs, long info, int root, long comm, long intercomm, long errcodes) {
        return COMM_SPAWN.call(command, argv, maxprocs, info, root, comm, intercomm, errcodes);
    }

    private static final NativeFunction COMM_SPAWN_MULTIPLE = Native.LIBRARY.function("MPI_Comm_spawn_multiple",
            true, false, false, false, false, true, false, false, false);
    public static int MPI_Comm_spawn_multiple(int count, long commands, long argvs, long maxprocs, long infos, int root, long comm, long intercomm, long errcodes) {
        return COMM_SPAWN_MULTIPLE.call(count, commands, argvs, maxprocs, infos, root, comm, intercomm, errcodes);
    }

    private static final NativeFunction COMM_SPLIT = Native.LIBRARY.function("MPI_Comm_split",
            false, true, true, false);
    public static int MPI_Comm_split(long comm, int color, int key, long newcomm) {
        return COMM_SPLIT.call(comm, color, key, newcomm);
    }

    private static final NativeFunction COMM_SPLIT_TYPE = Native.LIBRARY.function("MPI_Comm_split_type",
            false, true, true, false, false);
    public static int MPI_Comm_split_type(long comm, int type, int key, long info, long newcomm) {
        return COMM_SPLIT_TYPE.call(comm, type, key, info, newcomm);
    }

    private static final NativeFunction COMM_TEST_INTER = Native.LIBRARY.function("MPI_Comm_test_inter", false, false);
    public static int MPI_Comm_test_inter(long comm, long flag) {
        return COMM_TEST_INTER.call(comm, flag);
    }

    private static final NativeFunction GROUP_COMPARE = Native.LIBRARY.function("MPI_Group_compare",
            false, false, false);
    public static int MPI_Group_compare(long g1, long g2, long result) {
        return GROUP_COMPARE.call(g1, g2, result);
    }

    private static final NativeFunction GROUP_DIFFERENCE = Native.LIBRARY.function("MPI_Group_difference",
            false, false, false);
    public static int MPI_Group_difference(long g1, long g2, long newgroup) {
        return GROUP_DIFFERENCE.call(g1, g2, newgroup);
    }

    private static final NativeFunction GROUP_EXCL = Native.LIBRARY.function("MPI_Group_excl",
            false, true, false, false);
    public static int MPI_Group_excl(long group, int n, long ranks, long newgroup) {
        return GROUP_EXCL.call(group, n, ranks, newgroup);
    }

    private static final NativeFunction GROUP_FREE = Native.LIBRARY.function("MPI_Group_free", false);
    public static int MPI_Group_free(long group) {
        return GROUP_FREE.call(group);
    }

    private static final NativeFunction GROUP_INCL = Native.LIBRARY.function("MPI_Group_incl",
            false, true, false, false);
    public static int MPI_Group_incl(long group, int n, long ranks, long newgroup) {
        return GROUP_INCL.call(group, n, ranks, newgroup);
    }

    private static final NativeFunction GROUP_INTERSECTION = Native.LIBRARY.function("MPI_Group_intersection",
            false, false, false);
    public static int MPI_Group_intersection(long g1, long g2, long newgroup) {
        return GROUP_INTERSECTION.call(g1, g2, newgroup);
    }

    private static final NativeFunction GROUP_RANGE_EXCL = Native.LIBRARY.function("MPI_Group_range_excl",
            false, true, false, false);
    public static int MPI_Group_range_excl(long group, int n, long ranges, long newgroup) {
        return GROUP_RANGE_EXCL.call(group, n, ranges, newgroup);
    }

    private static final NativeFunction GROUP_RANGE_INCL = Native.LIBRARY.function("MPI_Group_range_incl",
            false, true, false, false);
    public static int MPI_Group_range_incl(long group, int n, long ranges, long newgroup) {
        return GROUP_RANGE_INCL.call(group, n, ranges, newgroup);
    }

    private static final NativeFunction GROUP_RANK = Native.LIBRARY.function("MPI_Group_rank", false, false);
    public static int MPI_Group_rank(long group, long rank) {
        return GROUP_RANK.call(group, rank);
    }

    private static final NativeFunction GROUP_SIZE = Native.LIBRARY.function("MPI_Group_size", false, false);
    public static int MPI_Group_size(long group, long size) {
        return GROUP_SIZE.call(group, size);
    }

    private static final NativeFunction GROUP_TRANSLATE_RANKS = Native.LIBRARY.function("MPI_Group_translate_ranks",
            false, true, false, false, false);
    public static int MPI_Group_translate_ranks(long g1, int n, long ranks1, long g2, long ranks2) {
        return GROUP_TRANSLATE_RANKS.call(g1, n, ranks1, g2, ranks2);
    }

    private static final NativeFunction GROUP_UNION = Native.LIBRARY.function("MPI_Group_union", false, false, false);
    public static int MPI_Group_union(long g1, long g2, long newgroup) {
        return GROUP_UNION.call(g1, g2, newgroup);
    }

    private static final NativeFunction INTERCOMM_CREATE = Native.LIBRARY.function("MPI_Intercomm_create",
            false, true, false, true, true, false);
    public static int MPI_Intercomm_create(long local, int localLeader, long peer, int remoteLeader, int tag, long newcomm) {
        return INTERCOMM_CREATE.call(local, localLeader, peer, remoteLeader, tag, newcomm);
    }

    private static final NativeFunction INTERCOMM_MERGE = Native.LIBRARY.function("MPI_Intercomm_merge",
            false, true, false);
    public static int MPI_Intercomm_merge(long comm, int high, long newcomm) {
        return INTERCOMM_MERGE.call(comm, high, newcomm);
    }

    private static final NativeFunction LOOKUP_NAME = Native.LIBRARY.function("MPI_Lookup_name", false, false, false);
    public static int MPI_Lookup_name(long service, long info, long port) {
        return LOOKUP_NAME.call(service, info, port);
    }

    private static final NativeFunction OPEN_PORT = Native.LIBRARY.function("MPI_Open_port", false, false);
    public static int MPI_Open_port(long info, long port) {
        return OPEN_PORT.call(info, port);
    }

    private static final NativeFunction PUBLISH_NAME = Native.LIBRARY.function("MPI_Publish_name", false, false, false);
    public static int MPI_Publish_name(long service, long info, long port) {
        return PUBLISH_NAME.call(service, info, port);
    }

    private static final NativeFunction UNPUBLISH_NAME = Native.LIBRARY.function("MPI_Unpublish_name",
            false, false, false);
    public static int MPI_Unpublish_name(long service, long info, long port) {
        return UNPUBLISH_NAME.call(service, info, port);
    }
}
