package syncchecker.agent;

import java.io.IOException;
import java.io.InputStream;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Which fields are volatile, resolved once per field when an access to it is first instrumented (from the class
 * files of the owner and its superclasses, read as resources: nothing is loaded), and cached. A volatile field
 * gets an id for its synchronization clock. A field whose declaring class cannot be read counts as volatile: more
 * ordering, never a false race.
 */
final class VolatileFields {
    /** Field "owner.name" to its id, or -1 when not volatile. */
    private static final ConcurrentHashMap<String, Integer> FIELDS = new ConcurrentHashMap<>();
    /** Class to its declared fields: names, and which are volatile (null: the class file cannot be read). */
    private static final ConcurrentHashMap<String, Declared> CLASSES = new ConcurrentHashMap<>();
    private static final AtomicInteger IDS = new AtomicInteger();
    private static final Declared UNREADABLE = new Declared(null);

    private VolatileFields() {}

    private static final class Declared {
        final String superName;
        final Set<String> all = new HashSet<>();
        final Set<String> volatiles = new HashSet<>();

        Declared(String superName) {
            this.superName = superName;
        }
    }

    /** The clock id of field {@code owner.name} when it is volatile, else -1. */
    static int id(String owner, String name, ClassLoader loader) {
        return FIELDS.computeIfAbsent(owner + "." + name,
                k -> isVolatile(owner, name, loader) ? IDS.getAndIncrement() : -1);
    }

    private static boolean isVolatile(String owner, String name, ClassLoader loader) {
        for (String c = owner; c != null;) {
            Declared d = declared(c, loader);
            if (d == UNREADABLE) {
                return true;
            }
            if (d.all.contains(name)) {
                return d.volatiles.contains(name);
            }
            c = d.superName;
        }
        return true; // declared nowhere we can see (an interface's constant is final, never written here)
    }

    /**
     * Whether application class {@code owner} extends a java.util.concurrent class (a lock or an executor of its
     * own): calls on it order threads like calls on the JDK class.
     */
    static boolean extendsConcurrent(String owner, ClassLoader loader) {
        for (String c = owner; c != null; c = declared(c, loader).superName) {
            if (c.startsWith("java/")) {
                return c.startsWith("java/util/concurrent/");
            }
        }
        return false;
    }

    /** The ForkJoinTask classes an application task extends. */
    private static final java.util.Set<String> FORK_JOIN_TASKS = java.util.Set.of("java/util/concurrent/ForkJoinTask",
            "java/util/concurrent/RecursiveAction", "java/util/concurrent/RecursiveTask",
            "java/util/concurrent/CountedCompleter");

    /** Whether application class {@code owner} is a ForkJoinTask (a RecursiveAction, RecursiveTask, ...). */
    static boolean extendsForkJoinTask(String owner, ClassLoader loader) {
        for (String c = owner; c != null; c = declared(c, loader).superName) {
            if (c.startsWith("java/")) {
                return FORK_JOIN_TASKS.contains(c);
            }
        }
        return false;
    }

    private static Declared declared(String internalName, ClassLoader loader) {
        return CLASSES.computeIfAbsent(internalName, n -> read(n, loader));
    }

    private static Declared read(String internalName, ClassLoader loader) {
        for (ClassLoader l : new ClassLoader[] {loader, Thread.currentThread().getContextClassLoader(),
            ClassLoader.getSystemClassLoader()}) {
            if (l == null) {
                continue;
            }
            try (InputStream in = l.getResourceAsStream(internalName + ".class")) {
                if (in == null) {
                    continue;
                }
                ClassReader reader = new ClassReader(in.readAllBytes());
                Declared d = new Declared(reader.getSuperName());
                reader.accept(new ClassVisitor(Opcodes.ASM9) {
                    @Override
                    public FieldVisitor visitField(int access, String field, String desc, String sig, Object value) {
                        d.all.add(field);
                        if ((access & Opcodes.ACC_VOLATILE) != 0) {
                            d.volatiles.add(field);
                        }
                        return null;
                    }
                }, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
                return d;
            } catch (IOException | RuntimeException e) {
                // try the next loader
            }
        }
        return UNREADABLE;
    }
}
