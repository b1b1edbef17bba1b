package syncchecker.rt.site;

import java.lang.invoke.MethodHandles;

/**
 * Home of the per-site probe classes that the agent generates for instrumented application classes (see
 * syncchecker.agent.SiteProbeClass): they are defined in this package, next to this class, by the class loader
 * that loaded the checker, which every instrumented class can see as it sees {@code syncchecker.rt.Probes}.
 */
public final class SiteProbes {
    /** The generated classes' package, as an internal name prefix. */
    public static final String PACKAGE = "syncchecker/rt/site/";

    private SiteProbes() {}

    /** Defines a generated class, whose name must start with {@link #PACKAGE}. */
    public static Class<?> define(byte[] classFile) throws IllegalAccessException {
        return MethodHandles.lookup().defineClass(classFile);
    }
}
