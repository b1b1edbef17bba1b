package rmarace;

import java.nio.IntBuffer;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import mpi.MPI;
import mpi.Win;

/**
 * Threads of one rank and java.util.concurrent locks: a thread stores into window memory holding a ReentrantLock,
 * the main thread without it. With "fixed", the main thread takes the lock too, and then a read lock of a
 * ReentrantReadWriteLock orders a second thread's load after the main thread's store under the write lock, and a
 * Condition hands a value back.
 */
public class ThreadLock {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        boolean fixed = args.length > 0 && args[0].equals("fixed");
        IntBuffer mem = MPI.newIntBuffer(4);
        Win win = new Win(mem, 4, 1, MPI.INFO_NULL, MPI.COMM_WORLD);
        ReentrantLock lock = new ReentrantLock();
        win.fence(0);
        if (rank == 0) {
            Thread t = new Thread(() -> {
                lock.lock();
                try {
                    mem.put(2, 1); // @RACE
                } finally {
                    lock.unlock();
                }
            });
            t.start();
            if (fixed) {
                lock.lock();
                try {
                    mem.put(2, 2);
                } finally {
                    lock.unlock();
                }
            } else {
                mem.put(2, 2); // @RACE
            }
            t.join();
            if (fixed) {
                readWriteAndCondition(mem);
            }
        }
        win.fence(0);
        win.free();
        MPI.Finalize();
    }

    /** Write lock then read lock (separate objects of one ReadWriteLock); a Condition of a lock signals back. */
    private static void readWriteAndCondition(IntBuffer mem) throws InterruptedException {
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        ReentrantLock lock = new ReentrantLock();
        Condition done = lock.newCondition();
        boolean[] finished = new boolean[1];
        rw.writeLock().lock();
        Thread reader = new Thread(() -> {
            rw.readLock().lock();
            try {
                mem.put(3, mem.get(3) + 1);
            } finally {
                rw.readLock().unlock();
            }
            lock.lock();
            try {
                finished[0] = true;
                done.signalAll();
            } finally {
                lock.unlock();
            }
        });
        reader.start();
        mem.put(3, 5);
        rw.writeLock().unlock();
        lock.lock();
        try {
            while (!finished[0]) {
                done.await();
            }
        } finally {
            lock.unlock();
        }
        System.out.println("value " + mem.get(3));
        reader.join();
    }
}
