/*
 * What touching fresh memory costs on this machine: maps 256 MiB of anonymous memory and writes one byte per
 * 4 KiB page, the way a JVM's young generation is first filled before its first collection. Part of
 * `make bench-probes`: the checker's per-operation allocations pay this on top of their own cost until the
 * heap's pages have been used once.
 */
#include <stdio.h>
#include <sys/mman.h>
#include <time.h>

int main(void) {
    const size_t bytes = 256UL << 20;
    const size_t page = 4096;
    char *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) {
        perror("mmap");
        return 1;
    }
    struct timespec t0, t1, t2;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (size_t i = 0; i < bytes; i += page) {
        p[i] = 1;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    for (size_t i = 0; i < bytes; i += page) {
        p[i] = 2;
    }
    clock_gettime(CLOCK_MONOTONIC, &t2);
    double first = (t1.tv_sec - t0.tv_sec) * 1e9 + (t1.tv_nsec - t0.tv_nsec);
    double again = (t2.tv_sec - t1.tv_sec) * 1e9 + (t2.tv_nsec - t1.tv_nsec);
    size_t pages = bytes / page;
    printf("first touch of a 4 KiB page: %.0f ns (%.2f ns per byte); touching it again: %.0f ns\n",
           first / pages, first / bytes, again / pages);
    munmap(p, bytes);
    return 0;
}
