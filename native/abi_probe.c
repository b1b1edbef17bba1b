/*
 * ABI probe: prints, as a Java properties file, what the Java binding must know about one MPI family and release
 * series and cannot read from the library's symbol table: integer constants, error classes, struct layouts, handle
 * sizes, and how each predefined handle and pointer sentinel is spelled in mpi.h (the macro expansion, from which
 * Java resolves a symbol address for Open MPI, a literal value for MPICH-style integer handles, or the value of a
 * library variable for MPICH's graph-weight sentinels).
 *
 * Built with the MPI's compiler wrapper and run by `make abi-describe` on a machine with that MPI; its output is
 * kept in the source tree as one description per series (mpi-shim/src/main/resources/mpi/shim/abi/) and the binding
 * picks the one that matches the library it loads.
 */
#include <mpi.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#define XSTR(x) STR(x)
#define STR(x) #x
#define INT(name) printf("const.%s=%d\n", #name, (int)(name))
#define HANDLE(name) printf("handle.%s=%s\n", #name, XSTR(name))
/* A macro's name expands to something else; a variable's stays itself. */
#define POINTER(name) \
    (strcmp(#name, XSTR(name)) != 0 ? printf("pointer.%s=%ld\n", #name, (long)(name)) \
                                    : printf("pointer.%s=*%s\n", #name, #name))

static void print_escaped(const char *key, const char *value) {
    printf("%s=", key);
    for (const char *c = value; *c; c++) {
        if (*c == '\n') printf("\\n");
        else if (*c == '\\' || *c == '=' || *c == ':') printf("\\%c", *c);
        else putchar(*c);
    }
    putchar('\n');
}

int main(void) {
    char version[MPI_MAX_LIBRARY_VERSION_STRING];
    int len = 0;
    MPI_Get_library_version(version, &len); /* allowed before MPI_Init */
    version[len] = '\0';
    while (len > 0 && (version[len - 1] == '\n' || version[len - 1] == ' ')) version[--len] = '\0';
    /* the first line only: MPICH's later lines carry its configure command, which says nothing of the ABI */
    char *newline = strchr(version, '\n');
    if (newline) *newline = '\0';
    print_escaped("library.probed", version);
#if defined(OPEN_MPI)
    printf("library.family=openmpi\n");
    printf("library.major=%d\nlibrary.minor=%d\n", OMPI_MAJOR_VERSION, OMPI_MINOR_VERSION);
#elif defined(MPICH_VERSION)
    int major = 0, minor = 0;
    sscanf(MPICH_VERSION, "%d.%d", &major, &minor);
    printf("library.family=mpich\n");
    printf("library.major=%d\nlibrary.minor=%d\n", major, minor);
#else
    printf("library.family=unknown\n");
#endif
    printf("mpi.version=%d\nmpi.subversion=%d\n", MPI_VERSION, MPI_SUBVERSION);

    /* sizes and layouts */
    printf("sizeof.pointer=%zu\n", sizeof(void *));
    /* handles: pointers in Open MPI; C ints in MPICH's ABI, except MPI_File, a pointer there too */
    printf("sizeof.MPI_Comm=%zu\n", sizeof(MPI_Comm));
    printf("sizeof.MPI_Group=%zu\n", sizeof(MPI_Group));
    printf("sizeof.MPI_Datatype=%zu\n", sizeof(MPI_Datatype));
    printf("sizeof.MPI_Request=%zu\n", sizeof(MPI_Request));
    printf("sizeof.MPI_Op=%zu\n", sizeof(MPI_Op));
    printf("sizeof.MPI_Info=%zu\n", sizeof(MPI_Info));
    printf("sizeof.MPI_Win=%zu\n", sizeof(MPI_Win));
    printf("sizeof.MPI_File=%zu\n", sizeof(MPI_File));
    printf("sizeof.MPI_Errhandler=%zu\n", sizeof(MPI_Errhandler));
    printf("sizeof.MPI_Message=%zu\n", sizeof(MPI_Message));
    printf("sizeof.MPI_Aint=%zu\n", sizeof(MPI_Aint));
    printf("sizeof.MPI_Offset=%zu\n", sizeof(MPI_Offset));
    printf("sizeof.MPI_Count=%zu\n", sizeof(MPI_Count));
    printf("sizeof.MPI_Status=%zu\n", sizeof(MPI_Status));
    printf("offset.MPI_Status.MPI_SOURCE=%zu\n", offsetof(MPI_Status, MPI_SOURCE));
    printf("offset.MPI_Status.MPI_TAG=%zu\n", offsetof(MPI_Status, MPI_TAG));
    printf("offset.MPI_Status.MPI_ERROR=%zu\n", offsetof(MPI_Status, MPI_ERROR));
#ifdef OPEN_MPI
    /* the bytes received (what MPI_Get_count divides by the type's size): one load instead of a call */
    printf("offset.MPI_Status.bytes=%zu\nsizeof.MPI_Status.bytes=%zu\n", offsetof(MPI_Status, _ucount),
           sizeof(((MPI_Status *)0)->_ucount));
#endif
    printf("sizeof.long=%zu\nsizeof.int=%zu\nsizeof.short=%zu\n", sizeof(long), sizeof(int), sizeof(short));
    /* struct {T value; int index;} layouts of the pair types, for MINLOC/MAXLOC */
    struct si { short v; int i; };
    struct li { long v; int i; };
    struct fi { float v; int i; };
    struct di { double v; int i; };
    printf("pair.SHORT_INT.index=%zu\npair.SHORT_INT.size=%zu\n", offsetof(struct si, i), sizeof(struct si));
    printf("pair.LONG_INT.index=%zu\npair.LONG_INT.size=%zu\n", offsetof(struct li, i), sizeof(struct li));
    printf("pair.FLOAT_INT.index=%zu\npair.FLOAT_INT.size=%zu\n", offsetof(struct fi, i), sizeof(struct fi));
    printf("pair.DOUBLE_INT.index=%zu\npair.DOUBLE_INT.size=%zu\n", offsetof(struct di, i), sizeof(struct di));

    /* pointer-valued sentinels: a literal where mpi.h defines a macro; where it declares a variable instead
     * (MPICH's MPI_UNWEIGHTED and MPI_WEIGHTS_EMPTY), "*name": the value stored in the library's variable */
    POINTER(MPI_STATUS_IGNORE); POINTER(MPI_STATUSES_IGNORE); POINTER(MPI_IN_PLACE); POINTER(MPI_BOTTOM);
    POINTER(MPI_UNWEIGHTED); POINTER(MPI_WEIGHTS_EMPTY); POINTER(MPI_ARGV_NULL); POINTER(MPI_ERRCODES_IGNORE);
    /* attribute callbacks are functions of libmpi: recorded by name, resolved at run time */
    HANDLE(MPI_COMM_DUP_FN); HANDLE(MPI_COMM_NULL_COPY_FN); HANDLE(MPI_COMM_NULL_DELETE_FN);

    /* integer constants */
    INT(MPI_ANY_SOURCE); INT(MPI_ANY_TAG); INT(MPI_PROC_NULL); INT(MPI_ROOT); INT(MPI_UNDEFINED);
    INT(MPI_THREAD_SINGLE); INT(MPI_THREAD_FUNNELED); INT(MPI_THREAD_SERIALIZED); INT(MPI_THREAD_MULTIPLE);
    INT(MPI_GRAPH); INT(MPI_DIST_GRAPH); INT(MPI_CART);
    INT(MPI_IDENT); INT(MPI_CONGRUENT); INT(MPI_SIMILAR); INT(MPI_UNEQUAL);
    INT(MPI_TAG_UB); INT(MPI_HOST); INT(MPI_IO); INT(MPI_WTIME_IS_GLOBAL); INT(MPI_APPNUM);
    INT(MPI_LASTUSEDCODE); INT(MPI_UNIVERSE_SIZE); INT(MPI_WIN_BASE); INT(MPI_WIN_SIZE); INT(MPI_WIN_DISP_UNIT);
    INT(MPI_WIN_CREATE_FLAVOR); INT(MPI_WIN_MODEL);
    INT(MPI_WIN_FLAVOR_CREATE); INT(MPI_WIN_FLAVOR_ALLOCATE); INT(MPI_WIN_FLAVOR_DYNAMIC); INT(MPI_WIN_FLAVOR_SHARED);
    INT(MPI_WIN_SEPARATE); INT(MPI_WIN_UNIFIED);
    INT(MPI_KEYVAL_INVALID); INT(MPI_BSEND_OVERHEAD);
    INT(MPI_MAX_OBJECT_NAME); INT(MPI_MAX_PORT_NAME); INT(MPI_MAX_DATAREP_STRING); INT(MPI_MAX_INFO_KEY);
    INT(MPI_MAX_INFO_VAL); INT(MPI_MAX_PROCESSOR_NAME); INT(MPI_MAX_ERROR_STRING); INT(MPI_MAX_LIBRARY_VERSION_STRING);
    INT(MPI_ORDER_C); INT(MPI_ORDER_FORTRAN);
    INT(MPI_DISTRIBUTE_BLOCK); INT(MPI_DISTRIBUTE_CYCLIC); INT(MPI_DISTRIBUTE_NONE); INT(MPI_DISTRIBUTE_DFLT_DARG);
    INT(MPI_MODE_CREATE); INT(MPI_MODE_RDONLY); INT(MPI_MODE_WRONLY); INT(MPI_MODE_RDWR);
    INT(MPI_MODE_DELETE_ON_CLOSE); INT(MPI_MODE_UNIQUE_OPEN); INT(MPI_MODE_EXCL); INT(MPI_MODE_APPEND);
    INT(MPI_MODE_SEQUENTIAL); INT(MPI_DISPLACEMENT_CURRENT); INT(MPI_SEEK_SET); INT(MPI_SEEK_CUR); INT(MPI_SEEK_END);
    INT(MPI_MODE_NOCHECK); INT(MPI_MODE_NOPRECEDE); INT(MPI_MODE_NOPUT); INT(MPI_MODE_NOSTORE);
    INT(MPI_MODE_NOSUCCEED); INT(MPI_LOCK_EXCLUSIVE); INT(MPI_LOCK_SHARED); INT(MPI_COMM_TYPE_SHARED);
    INT(MPI_COMBINER_NAMED); INT(MPI_COMBINER_DUP); INT(MPI_COMBINER_CONTIGUOUS); INT(MPI_COMBINER_VECTOR);
    INT(MPI_COMBINER_HVECTOR); INT(MPI_COMBINER_INDEXED); INT(MPI_COMBINER_HINDEXED);
    INT(MPI_COMBINER_INDEXED_BLOCK); INT(MPI_COMBINER_HINDEXED_BLOCK); INT(MPI_COMBINER_STRUCT);
    INT(MPI_COMBINER_SUBARRAY); INT(MPI_COMBINER_DARRAY); INT(MPI_COMBINER_RESIZED);
    INT(MPI_TYPECLASS_INTEGER); INT(MPI_TYPECLASS_REAL); INT(MPI_TYPECLASS_COMPLEX);

    /* error classes */
    INT(MPI_SUCCESS); INT(MPI_ERR_BUFFER); INT(MPI_ERR_COUNT); INT(MPI_ERR_TYPE); INT(MPI_ERR_TAG);
    INT(MPI_ERR_COMM); INT(MPI_ERR_RANK); INT(MPI_ERR_REQUEST); INT(MPI_ERR_ROOT); INT(MPI_ERR_GROUP);
    INT(MPI_ERR_OP); INT(MPI_ERR_TOPOLOGY); INT(MPI_ERR_DIMS); INT(MPI_ERR_ARG); INT(MPI_ERR_UNKNOWN);
    INT(MPI_ERR_TRUNCATE); INT(MPI_ERR_OTHER); INT(MPI_ERR_INTERN); INT(MPI_ERR_IN_STATUS); INT(MPI_ERR_PENDING);
    INT(MPI_ERR_ACCESS); INT(MPI_ERR_AMODE); INT(MPI_ERR_ASSERT); INT(MPI_ERR_BAD_FILE); INT(MPI_ERR_BASE);
    INT(MPI_ERR_CONVERSION); INT(MPI_ERR_DISP); INT(MPI_ERR_DUP_DATAREP); INT(MPI_ERR_FILE_EXISTS);
    INT(MPI_ERR_FILE_IN_USE); INT(MPI_ERR_FILE); INT(MPI_ERR_INFO_KEY); INT(MPI_ERR_INFO_NOKEY);
    INT(MPI_ERR_INFO_VALUE); INT(MPI_ERR_INFO); INT(MPI_ERR_IO); INT(MPI_ERR_KEYVAL); INT(MPI_ERR_LOCKTYPE);
    INT(MPI_ERR_NAME); INT(MPI_ERR_NO_MEM); INT(MPI_ERR_NOT_SAME); INT(MPI_ERR_NO_SPACE);
    INT(MPI_ERR_NO_SUCH_FILE); INT(MPI_ERR_PORT); INT(MPI_ERR_QUOTA); INT(MPI_ERR_READ_ONLY);
    INT(MPI_ERR_RMA_CONFLICT); INT(MPI_ERR_RMA_SYNC); INT(MPI_ERR_SERVICE); INT(MPI_ERR_SIZE); INT(MPI_ERR_SPAWN);
    INT(MPI_ERR_UNSUPPORTED_DATAREP); INT(MPI_ERR_UNSUPPORTED_OPERATION); INT(MPI_ERR_WIN);
    INT(MPI_ERR_LASTCODE); INT(MPI_ERR_RMA_RANGE); INT(MPI_ERR_RMA_ATTACH);
    INT(MPI_ERR_RMA_SHARED); INT(MPI_ERR_RMA_FLAVOR);
#ifdef MPI_ERR_PROC_ABORTED
    INT(MPI_ERR_PROC_ABORTED);
#endif
#ifdef MPI_ERR_SYSRESOURCE
    INT(MPI_ERR_SYSRESOURCE);
#endif

    /* predefined handles */
    HANDLE(MPI_COMM_WORLD); HANDLE(MPI_COMM_SELF); HANDLE(MPI_COMM_NULL);
    HANDLE(MPI_GROUP_EMPTY); HANDLE(MPI_GROUP_NULL); HANDLE(MPI_REQUEST_NULL); HANDLE(MPI_MESSAGE_NULL);
    HANDLE(MPI_MESSAGE_NO_PROC); HANDLE(MPI_INFO_NULL); HANDLE(MPI_INFO_ENV); HANDLE(MPI_WIN_NULL);
    HANDLE(MPI_FILE_NULL); HANDLE(MPI_OP_NULL); HANDLE(MPI_DATATYPE_NULL); HANDLE(MPI_ERRHANDLER_NULL);
    HANDLE(MPI_ERRORS_ARE_FATAL); HANDLE(MPI_ERRORS_RETURN);
#ifdef MPI_ERRORS_ABORT
    HANDLE(MPI_ERRORS_ABORT);
#endif
    HANDLE(MPI_BYTE); HANDLE(MPI_CHAR); HANDLE(MPI_UNSIGNED_CHAR); HANDLE(MPI_SHORT); HANDLE(MPI_UNSIGNED_SHORT);
    HANDLE(MPI_INT); HANDLE(MPI_LONG); HANDLE(MPI_LONG_LONG); HANDLE(MPI_INT64_T); HANDLE(MPI_FLOAT);
    HANDLE(MPI_DOUBLE); HANDLE(MPI_PACKED); HANDLE(MPI_C_BOOL); HANDLE(MPI_2INT); HANDLE(MPI_SHORT_INT);
    HANDLE(MPI_LONG_INT); HANDLE(MPI_FLOAT_INT); HANDLE(MPI_DOUBLE_INT); HANDLE(MPI_C_FLOAT_COMPLEX);
    HANDLE(MPI_C_DOUBLE_COMPLEX); HANDLE(MPI_AINT); HANDLE(MPI_OFFSET); HANDLE(MPI_COUNT);
    HANDLE(MPI_MAX); HANDLE(MPI_MIN); HANDLE(MPI_SUM); HANDLE(MPI_PROD); HANDLE(MPI_LAND); HANDLE(MPI_BAND);
    HANDLE(MPI_LOR); HANDLE(MPI_BOR); HANDLE(MPI_LXOR); HANDLE(MPI_BXOR); HANDLE(MPI_REPLACE); HANDLE(MPI_NO_OP);
    HANDLE(MPI_MINLOC); HANDLE(MPI_MAXLOC);
    /* attribute callbacks: functions of libmpi, spelled as their symbol name */
    HANDLE(MPI_WIN_NULL_COPY_FN); HANDLE(MPI_WIN_NULL_DELETE_FN);
    return 0;
}
