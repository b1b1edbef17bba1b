/* Trampolines that let the binding call MPI functions of more than six arguments through jffi's six-register
 * fast path (invokeL6NoErrno) instead of libffi's generic, allocating path.
 *
 * The binding registers each function of a known shape once (jmpi_bind returns its slot); a call then packs two
 * C ints into one 64-bit argument and the slot into the upper half of another, so that seven arguments travel in
 * six registers. No libmpi symbol is referenced here: the function pointers come from the libmpi the binding
 * loaded, so this library works with whichever libmpi.so was found. Compiled with mpicc for the handle types. */
#include <mpi.h>
#include <stdint.h>

#define SLOTS 64

/* (buffer, count, datatype, peer, tag, comm, out-pointer): MPI_Isend/Ibsend/Issend/Irsend/Irecv/Recv. */
typedef int (*pipiipp_fn)(void *, int, MPI_Datatype, int, int, MPI_Comm, void *);

static void *slots[SLOTS];
static int used;

/* Registers fn and returns its slot, or -1 when the table is full. Called once per function at class init. */
int jmpi_bind(void *fn) {
    for (int i = 0; i < used; i++) {
        if (slots[i] == fn) {
            return i;
        }
    }
    if (used == SLOTS) {
        return -1;
    }
    slots[used] = fn;
    return used++;
}

/* count_peer = count | peer << 32; tag_slot = tag | slot << 32. */
int jmpi_pipiipp(void *buf, int64_t count_peer, MPI_Datatype type, int64_t tag_slot, MPI_Comm comm, void *out) {
    pipiipp_fn fn = (pipiipp_fn) slots[(uint32_t) ((uint64_t) tag_slot >> 32) & (SLOTS - 1)];
    return fn(buf, (int) count_peer, type, (int) (count_peer >> 32), (int) tag_slot, comm, out);
}
