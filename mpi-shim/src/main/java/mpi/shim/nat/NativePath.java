package mpi.shim.nat;

import java.nio.ByteBuffer;
import mpi.shim.mem.MemoryAccess;

/**
 * How this process reaches C: jffi (JNR's invoker layer, with sun.misc.Unsafe for raw memory) on JDK 17 to 21, or
 * {@code java.lang.foreign} (downcall and upcall handles, memory segments; no sun.misc.Unsafe) on JDK 22 and later.
 * Chosen once, when the binding first needs native code, from the setting {@value #PROPERTY}:
 * <ul>
 * <li>unset: {@code ffm} on JDK 22 and later when the jar carries that path, else {@code jffi};</li>
 * <li>{@code jffi} or {@code ffm}: that path; {@code ffm} on an older JDK, or an unknown value, is a mistake in the
 * setting: the default path is loaded (the class must initialise) and {@code MPI.Init} then stops the program with
 * {@link #settingProblem()}.</li>
 * </ul>
 * Each path is one subclass; the FFM one ({@code mpi.shim.ffm.FfmPath}) is compiled for JDK 22 and only loaded
 * there, by name.
 */
public abstract class NativePath {
    /** The system property that selects the path. */
    public static final String PROPERTY = "jmpi.native";
    /** The first JDK whose foreign function and memory API is final. */
    public static final int FFM_FEATURE = 22;
    private static final String FFM_CLASS = "mpi.shim.ffm.FfmPath";

    /** Which path the setting asks for, and what is wrong with it (null when nothing is). */
    record Choice(boolean ffm, String problem) {}

    private static final Choice CHOICE = choose(System.getProperty(PROPERTY), Runtime.version().feature(), ffmBuilt());
    /** The path of this process. */
    public static final NativePath CURRENT = CHOICE.ffm() ? ffm() : new JffiPath();

    /**
     * @return what is wrong with the setting {@value #PROPERTY}, as a sentence naming it, or null when nothing is
     */
    public static String settingProblem() {
        return CHOICE.problem();
    }

    /**
     * @param setting the value of {@value #PROPERTY}, or null
     * @param feature the running JDK's feature version
     * @param ffmBuilt whether the jar carries the FFM path
     * @return the path to load, and the problem with the setting
     */
    static Choice choose(String setting, int feature, boolean ffmBuilt) {
        boolean ffmPossible = feature >= FFM_FEATURE && ffmBuilt;
        String wanted = setting == null ? "" : setting.strip();
        switch (wanted) {
            case "":
                return new Choice(ffmPossible, null);
            case "jffi":
                return new Choice(false, null);
            case "ffm":
                if (feature < FFM_FEATURE) {
                    return new Choice(false, "-D" + PROPERTY + "=ffm needs JDK " + FFM_FEATURE
                            + " or later; this is JDK " + feature + " (use jffi, or leave " + PROPERTY + " unset)");
                }
                if (!ffmBuilt) {
                    return new Choice(false, "-D" + PROPERTY + "=ffm: this mpi.jar was built without the"
                            + " java.lang.foreign path (no JDK " + FFM_FEATURE + "+ compiler at build time); use jffi");
                }
                return new Choice(true, null);
            default:
                return new Choice(ffmPossible, "-D" + PROPERTY + "=" + setting + " is not a native path: use jffi or"
                        + " ffm (or leave it unset: ffm on JDK " + FFM_FEATURE + " and later, jffi before)");
        }
    }

    private static boolean ffmBuilt() {
        return NativePath.class.getResource("/" + FFM_CLASS.replace('.', '/') + ".class") != null;
    }

    private static NativePath ffm() {
        try {
            return (NativePath) Class.forName(FFM_CLASS).getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new IllegalStateException("cannot load the java.lang.foreign native path " + FFM_CLASS + ": " + e, e);
        }
    }

    /** @return {@code jffi} or {@code ffm} */
    public abstract String name();

    /**
     * Opens a shared library.
     * @param path its file
     * @param global whether its symbols are visible to libraries loaded later (RTLD_GLOBAL: Open MPI's components
     *     resolve libmpi's symbols so)
     * @return the library
     * @throws IllegalStateException when it cannot be loaded, with the loader's message
     */
    public abstract NativeLibrary load(String path, boolean global);

    /** @return the symbols of everything this process has loaded (the C library, preloaded libraries) */
    public abstract NativeLibrary process();

    /**
     * @return whether blocking sends and receives may pass a Java array pinned (jffi; the FFM path passes heap memory
     *     to critical calls only, which must not block, so it copies through native memory instead)
     */
    public abstract boolean pinsArrays();

    protected abstract boolean pinnable(Object array);

    protected abstract NativeCallback reduction(NativeCallback.Reduction body);

    protected abstract NativeCallback attributeCopy(NativeCallback.AttributeCopy body);

    protected abstract NativeCallback attributeDelete(NativeCallback.AttributeDelete body);

    /**
     * @param address native memory
     * @param bytes its length
     * @return a direct buffer over it (big-endian, as every new ByteBuffer), not owning it
     */
    public abstract ByteBuffer view(long address, int bytes);

    /** @return this path's raw memory access, for {@link mpi.shim.mem.Memory} */
    public abstract MemoryAccess memory();
}
