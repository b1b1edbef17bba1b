/* Trampolines that let the binding call MPI functions of more than six arguments through jffi's register fast
 * path (invokeL6NoErrno, invokeL3NoErrno) instead of libffi's generic, allocating path.
 *
 * The binding registers each function of a known shape once (jmpi_bind returns its slot); a call then packs two
 * C ints into one 64-bit argument and the slot into the upper half of another, so that seven arguments travel in
 * six registers. No libmpi symbol is referenced here: the function pointers come from the libmpi the binding
 * loaded, so this library works with whichever libmpi.so was found. It includes no mpi.h either: handles travel as
 * 64-bit integers, of which a callee taking a 4-byte handle (MPICH's ABI) reads the low half, as it reads a C int
 * (the x86-64 System V convention this library relies on below), so one build serves every MPI. */
#include <stdint.h>

#define SLOTS 64

/* (buffer, count, datatype, peer, tag, comm, out-pointer): MPI_Isend/Ibsend/Issend/Irsend/Irecv/Recv. */
typedef int (*pipiipp_fn)(void *, int, int64_t, int, int, int64_t, void *);

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
int jmpi_pipiipp(void *buf, int64_t count_peer, int64_t type, int64_t tag_slot, int64_t comm, void *out) {
    pipiipp_fn fn = (pipiipp_fn) slots[(uint32_t) ((uint64_t) tag_slot >> 32) & (SLOTS - 1)];
    return fn(buf, (int) count_peer, type, (int) (count_peer >> 32), (int) tag_slot, comm, out);
}

/* Stands in for an MPI function the loaded library lacks: it ignores its arguments (extra ones are harmless in
 * the x86-64 System V convention) and returns JMPI_MISSING, a negative code no MPI function returns, which the
 * binding turns into an MPIException that names the function. */
#define JMPI_MISSING (-0x4a4d5049)
int jmpi_missing(void) {
    return JMPI_MISSING;
}

/* Long signatures: MPI functions of 7 to 13 arguments, all C ints, handles, pointers or 64-bit integers (MPI_Aint,
 * MPI_Offset, MPI_Count), which jffi would otherwise call through libffi's generic path. The binding writes the
 * arguments as 64-bit values into a per-thread block and calls this through jffi's three-register fast path; it
 * reads them all before calling fn, so fn may call back into Java and make another such call.
 * Relies on the x86-64 System V calling convention: each integer-class argument travels in a 64-bit register or a
 * 64-bit stack slot, of which a C int parameter reads the low half. The library is built per platform
 * (mpi/shim/nat/<os>-<arch>/), and the binding takes this path only on x86-64. */
typedef int64_t L;
typedef int (*l7_fn)(L, L, L, L, L, L, L);
typedef int (*l8_fn)(L, L, L, L, L, L, L, L);
typedef int (*l9_fn)(L, L, L, L, L, L, L, L, L);
typedef int (*l10_fn)(L, L, L, L, L, L, L, L, L, L);
typedef int (*l11_fn)(L, L, L, L, L, L, L, L, L, L, L);
typedef int (*l12_fn)(L, L, L, L, L, L, L, L, L, L, L, L);
typedef int (*l13_fn)(L, L, L, L, L, L, L, L, L, L, L, L, L);

/* Calls fn with the n arguments at a (7 <= n <= 13); JMPI_BAD_LENGTH for any other n, without calling (the binding
 * never asks for one: it sends only functions of those lengths here). */
#define JMPI_BAD_LENGTH (-1)
int jmpi_block(void *fn, const int64_t *a, int64_t n) {
    switch (n) {
    case 7: return ((l7_fn) fn)(a[0], a[1], a[2], a[3], a[4], a[5], a[6]);
    case 8: return ((l8_fn) fn)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]);
    case 9: return ((l9_fn) fn)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8]);
    case 10: return ((l10_fn) fn)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9]);
    case 11: return ((l11_fn) fn)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10]);
    case 12: return ((l12_fn) fn)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11]);
    case 13: return ((l13_fn) fn)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11], a[12]);
    default: return JMPI_BAD_LENGTH;
    }
}
