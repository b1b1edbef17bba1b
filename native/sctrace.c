/*
 * syncchecker's preloadable tracer of the library's data movement (the SR event of the SyncChecker paper).
 *
 * Loaded with LD_PRELOAD, it wraps the copy routines Open MPI moves message data with (memcpy, memmove,
 * process_vm_readv, process_vm_writev) and, for the address ranges the Java checker asked it to watch, records
 * that the library read them (a pending send's buffer being copied out) or wrote them (a pending receive's buffer
 * being filled). The checker asks sctrace_touched() when the application touches a pending buffer.
 *
 * Cheap when nothing is watched: one relaxed atomic load per call. Everything else is plain loads and stores,
 * safe in any thread and in signal handlers (the JVM calls memcpy everywhere).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/uio.h>
#include <sys/types.h>

#define SLOTS 1024

/* what a slot waits for: the library reading the range (send side) or writing it (receive side) */
#define WATCH_READ 1
#define WATCH_WRITE 2

/* touched: 0 not yet, else which routine did it (1 memcpy/memmove, 2 process_vm_readv, 3 process_vm_writev) */
struct slot {
    uintptr_t lo;
    uintptr_t hi;
    int mode;
    volatile int touched;
    volatile int used;
};

static struct slot slots[SLOTS];

/*
 * The copies an MPI call makes before it returns (an eager send copies the buffer out inside MPI_Isend) happen
 * before the checker hears of the operation: while armed (from just before a nonblocking call until its buffers
 * are watched) the copies are remembered here, and sctrace_watch looks back at them.
 */
#define RING 8192
struct copy {
    uintptr_t src;
    uintptr_t dst;
    size_t n;
    int how;
};
static struct copy ring[RING];
static volatile unsigned ringpos;
static volatile int armed;
static volatile int fresh;   /* the ring holds the copies of the latest armed call */
/* only the thread that armed records: the JVM's compiler and GC threads copy memory all the time */
static __thread int armed_here __attribute__((tls_model("initial-exec")));
static volatile int watched;   /* slots in use: the fast path */
static volatile int high;      /* 1 + highest slot index ever used */

typedef void *(*copy_fn)(void *, const void *, size_t);
typedef ssize_t (*vm_fn)(pid_t, const struct iovec *, unsigned long, const struct iovec *, unsigned long,
                         unsigned long);

static copy_fn real_memcpy;
static copy_fn real_memmove;
static vm_fn real_readv;
static vm_fn real_writev;

/* before dlsym answered (it may itself copy memory): a plain loop */
static void *bytewise(void *dst, const void *src, size_t n) {
    unsigned char *d = dst;
    const unsigned char *s = src;
    if (d < s) {
        for (size_t i = 0; i < n; i++) d[i] = s[i];
    } else {
        for (size_t i = n; i > 0; i--) d[i - 1] = s[i - 1];
    }
    return dst;
}

__attribute__((constructor)) static void sctrace_init(void) {
    real_memcpy = (copy_fn) dlsym(RTLD_NEXT, "memcpy");
    real_memmove = (copy_fn) dlsym(RTLD_NEXT, "memmove");
    real_readv = (vm_fn) dlsym(RTLD_NEXT, "process_vm_readv");
    real_writev = (vm_fn) dlsym(RTLD_NEXT, "process_vm_writev");
}

static void mark(uintptr_t a, size_t n, int mode, int how) {
    if (n == 0) return;
    uintptr_t b = a + n;
    int top = __atomic_load_n(&high, __ATOMIC_ACQUIRE);
    for (int i = 0; i < top; i++) {
        struct slot *s = &slots[i];
        if (s->used && (s->mode & mode) && !s->touched && a < s->hi && b > s->lo) {
            s->touched = how;
        }
    }
}

static inline void remember(uintptr_t src, uintptr_t dst, size_t n, int how) {
    unsigned i = __atomic_fetch_add(&ringpos, 1, __ATOMIC_RELAXED) % RING;
    {
        ring[i].src = src;
        ring[i].dst = dst;
        ring[i].n = n;
        ring[i].how = how;
    }
}

static inline void observe(void *dst, const void *src, size_t n, int how) {
    if (__atomic_load_n(&armed, __ATOMIC_RELAXED) && armed_here) remember((uintptr_t) src, (uintptr_t) dst, n, how);
    if (__atomic_load_n(&watched, __ATOMIC_RELAXED) == 0) return;
    mark((uintptr_t) src, n, WATCH_READ, how);
    mark((uintptr_t) dst, n, WATCH_WRITE, how);
}

void *memcpy(void *dst, const void *src, size_t n) {
    observe(dst, src, n, 1);
    return real_memcpy ? real_memcpy(dst, src, n) : bytewise(dst, src, n);
}

void *memmove(void *dst, const void *src, size_t n) {
    observe(dst, src, n, 1);
    return real_memmove ? real_memmove(dst, src, n) : bytewise(dst, src, n);
}

/* single-copy (CMA): this process reads another's memory into its local iovecs, i.e. writes them */
ssize_t process_vm_readv(pid_t pid, const struct iovec *local, unsigned long nl, const struct iovec *remote,
                         unsigned long nr, unsigned long flags) {
    for (unsigned long i = 0; i < nl; i++) {
        if (__atomic_load_n(&armed, __ATOMIC_RELAXED) && armed_here) remember(0, (uintptr_t) local[i].iov_base, local[i].iov_len, 2);
        if (__atomic_load_n(&watched, __ATOMIC_RELAXED)) mark((uintptr_t) local[i].iov_base, local[i].iov_len, WATCH_WRITE, 2);
    }
    return real_readv(pid, local, nl, remote, nr, flags);
}

/* this process writes its local iovecs into another's memory, i.e. reads them */
ssize_t process_vm_writev(pid_t pid, const struct iovec *local, unsigned long nl, const struct iovec *remote,
                          unsigned long nr, unsigned long flags) {
    for (unsigned long i = 0; i < nl; i++) {
        if (__atomic_load_n(&armed, __ATOMIC_RELAXED) && armed_here) remember((uintptr_t) local[i].iov_base, 0, local[i].iov_len, 3);
        if (__atomic_load_n(&watched, __ATOMIC_RELAXED)) mark((uintptr_t) local[i].iov_base, local[i].iov_len, WATCH_READ, 3);
    }
    return real_writev(pid, local, nl, remote, nr, flags);
}

/* ---- the checker's side (called from Java through jffi, one thread at a time) ---- */

/* Remember this thread's copies from now until sctrace_disarm (called just before a nonblocking MPI call);
   the latest RING of them are kept. */
void sctrace_arm(void) {
    __atomic_store_n(&ringpos, 0, __ATOMIC_RELAXED);
    fresh = 1;
    armed_here = 1;
    __atomic_store_n(&armed, 1, __ATOMIC_RELEASE);
}

/* The call returned: stop remembering, but keep what was remembered for the sctrace_watch calls that follow. */
void sctrace_freeze(void) {
    armed_here = 0;
    __atomic_store_n(&armed, 0, __ATOMIC_RELEASE);
}

/* The call's buffers are watched: forget its copies. */
void sctrace_disarm(void) {
    sctrace_freeze();
    fresh = 0;
}

/* Whether a copy remembered since sctrace_arm read (mode 1) or wrote (mode 2) [lo, hi): which routine, or 0. */
static int remembered(uintptr_t lo, uintptr_t hi, int mode) {
    unsigned n = __atomic_load_n(&ringpos, __ATOMIC_ACQUIRE);
    if (n > RING) n = RING; /* wrapped: the latest RING copies, in some order */
    for (unsigned i = 0; i < n; i++) {
        uintptr_t a = mode == WATCH_READ ? ring[i].src : ring[i].dst;
        if (a != 0 && a < hi && a + ring[i].n > lo) return ring[i].how;
    }
    return 0;
}

/* Watches [lo, lo + len) for the library reading (mode 1) or writing (mode 2) it; the slot, or -1 when full. */
int sctrace_watch(uintptr_t lo, size_t len, int mode) {
    for (int i = 0; i < SLOTS; i++) {
        if (!slots[i].used) {
            slots[i].lo = lo;
            slots[i].hi = lo + len;
            slots[i].mode = mode;
            slots[i].touched = fresh ? remembered(lo, lo + len, mode) : 0;
            __atomic_store_n(&slots[i].used, 1, __ATOMIC_RELEASE);
            if (i >= high) __atomic_store_n(&high, i + 1, __ATOMIC_RELEASE);
            __atomic_add_fetch(&watched, 1, __ATOMIC_RELEASE);
            return i;
        }
    }
    return -1;
}

/* 0 while the library has not moved the slot's data, else 1 memcpy/memmove, 2 process_vm_readv, 3 _writev */
int sctrace_touched(int slot) {
    return slot >= 0 && slot < SLOTS ? slots[slot].touched : 0;
}

void sctrace_unwatch(int slot) {
    if (slot >= 0 && slot < SLOTS && slots[slot].used) {
        __atomic_store_n(&slots[slot].used, 0, __ATOMIC_RELEASE);
        __atomic_sub_fetch(&watched, 1, __ATOMIC_RELEASE);
    }
}
