package rmarace;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.IntBuffer;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Phaser;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import mpi.MPI;
import mpi.Win;

/**
 * Threads of one rank sharing window memory, every pair of accesses ordered by some Java synchronization: wait and
 * notify, a synchronized method left by an exception, a CyclicBarrier and its action, a Semaphore, a BlockingQueue,
 * CompletableFuture stages and allOf, invokeAll, a VarHandle release/acquire pair, a Phaser, awaitTermination, a
 * Thread subclass, synchronized instance methods with wide arguments, an AtomicReference. No race: the checker must
 * stay silent.
 */
public class ThreadOrderings {
    private static IntBuffer mem;
    private static final Object MONITOR = new Object();
    private static boolean notified;
    private static boolean thrown;
    private static final VarHandle FLAG;
    private int flag;

    static {
        try {
            FLAG = MethodHandles.lookup().findVarHandle(ThreadOrderings.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        mem = MPI.newIntBuffer(32);
        Win win = new Win(mem, 32, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        win.fence(0);
        if (rank == 0) {
            waitNotify();
            exceptionalExit();
            barrier();
            semaphoreAndQueue();
            completableFutures();
            executors();
            varHandle();
            phaser();
            subclassAndMethods();
            System.out.println("sum " + sum());
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }

    private static void waitNotify() throws InterruptedException {
        Thread t = new Thread(() -> {
            mem.put(0, 1);
            synchronized (MONITOR) {
                notified = true;
                MONITOR.notifyAll();
            }
        });
        synchronized (MONITOR) {
            t.start();
            while (!notified) {
                MONITOR.wait();
            }
        }
        mem.put(0, mem.get(0) + 1);
        t.join();
    }

    private static synchronized void storeAndThrow() {
        mem.put(1, 5);
        thrown = true;
        throw new IllegalStateException("left by an exception");
    }

    private static synchronized boolean hasThrown() {
        return thrown;
    }

    private static void exceptionalExit() throws InterruptedException {
        Thread t = new Thread(() -> {
            try {
                storeAndThrow();
            } catch (IllegalStateException expected) {
                // the monitor was released on the way out
            }
        });
        t.start();
        while (!hasThrown()) {
            Thread.sleep(1);
        }
        mem.put(1, mem.get(1) + 1);
        t.join();
    }

    private static void barrier() throws Exception {
        CyclicBarrier b = new CyclicBarrier(2, () -> mem.put(4, mem.get(2) + mem.get(3)));
        Thread t = new Thread(() -> {
            mem.put(2, 1);
            try {
                b.await();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            mem.put(5, mem.get(4) + mem.get(3));
        });
        t.start();
        mem.put(3, 2);
        b.await();
        int seen = mem.get(4) + mem.get(2);
        t.join();
        mem.put(5, seen + mem.get(5));
    }

    private static void semaphoreAndQueue() throws InterruptedException {
        Semaphore s = new Semaphore(0);
        BlockingQueue<Integer> q = new ArrayBlockingQueue<>(1);
        Thread t = new Thread(() -> {
            mem.put(6, 6);
            s.release();
            mem.put(7, 7);
            try {
                q.put(1);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        t.start();
        s.acquire();
        mem.put(6, mem.get(6) + 1);
        q.take();
        mem.put(7, mem.get(7) + 1);
        t.join();
    }

    private static void completableFutures() {
        int v = CompletableFuture.supplyAsync(() -> {
            mem.put(8, 8);
            return 1;
        }).thenApplyAsync(x -> {
            mem.put(8, mem.get(8) + x);
            return mem.get(8);
        }).join();
        mem.put(8, v + mem.get(8));
        CompletableFuture.runAsync(() -> mem.put(9, 9)).join();
        mem.put(9, mem.get(9) + 1);
        CompletableFuture.allOf(CompletableFuture.runAsync(() -> mem.put(19, 1)),
                CompletableFuture.runAsync(() -> mem.put(20, 2))).join();
        mem.put(19, mem.get(19) + mem.get(20));
    }

    private static void executors() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        mem.put(10, 1);
        Callable<Integer> a = () -> {
            mem.put(11, mem.get(10) + 1);
            return 1;
        };
        Callable<Integer> b = () -> {
            mem.put(12, mem.get(10) + 2);
            return 2;
        };
        pool.invokeAll(List.of(a, b));
        mem.put(10, mem.get(11) + mem.get(12));
        pool.execute(() -> mem.put(13, mem.get(10)));
        pool.shutdown();
        if (!pool.awaitTermination(30, TimeUnit.SECONDS)) {
            throw new IllegalStateException("pool did not terminate");
        }
        mem.put(13, mem.get(13) + 1);
    }

    private static void varHandle() throws InterruptedException {
        ThreadOrderings holder = new ThreadOrderings();
        Thread t = new Thread(() -> {
            mem.put(14, 14);
            FLAG.setRelease(holder, 1);
        });
        t.start();
        while ((int) FLAG.getAcquire(holder) == 0) {
            Thread.sleep(1);
        }
        mem.put(14, mem.get(14) + 1);
        t.join();
    }

    private static void phaser() throws InterruptedException {
        Phaser p = new Phaser(2);
        Thread t = new Thread(() -> {
            mem.put(15, 15);
            p.arriveAndAwaitAdvance();
            mem.put(16, 16); // element 15 belongs to the main thread in this phase
            p.arriveAndDeregister();
        });
        t.start();
        p.arriveAndAwaitAdvance();
        mem.put(15, mem.get(15) + 1);
        p.arriveAndAwaitAdvance();
        mem.put(16, mem.get(16) + 1);
        t.join();
    }

    /** A Thread subclass; synchronized instance methods with long and double arguments and results. */
    private static final class Worker extends Thread {
        private final Counter counter;

        Worker(Counter counter) {
            this.counter = counter;
        }

        @Override
        public void run() {
            for (int i = 0; i < 3; i++) {
                counter.add(1L, 0.5);
            }
        }
    }

    private static final class Counter {
        synchronized long add(long n, double weight) {
            mem.put(17, mem.get(17) + (int) (n * weight * 2));
            return mem.get(17);
        }

        synchronized double total() {
            return mem.get(17);
        }
    }

    private static void subclassAndMethods() throws InterruptedException {
        Counter c = new Counter();
        Worker w1 = new Worker(c);
        Worker w2 = new Worker(c);
        w1.start();
        w2.start();
        c.add(2L, 1.0);
        w1.join();
        w2.join();
        AtomicReference<String> ref = new AtomicReference<>("a");
        Thread t = new Thread(() -> {
            mem.put(18, (int) c.total());
            String old;
            do {
                old = ref.get();
            } while (!ref.compareAndSet(old, old + "b"));
        });
        t.start();
        while (ref.get().length() < 2) {
            Thread.sleep(1);
        }
        mem.put(18, mem.get(18) + 1);
        t.join();
    }

    private static int sum() {
        int s = 0;
        for (int i = 0; i < 21; i++) {
            s += mem.get(i);
        }
        return s;
    }
}
