package syncchecker.agent;

import java.lang.instrument.ClassFileTransformer;
import java.security.ProtectionDomain;
import mpi.shim.nat.Ffi;

/**
 * Decides which classes get probes: application classes (not the JDK, not the binding, not the checker), each
 * handed to an {@link AccessInstrumenter}, so that every call to a java.nio buffer accessor first reports the bytes
 * it touches to {@link syncchecker.rt.Probes}. Only method bodies change (no new members), so already loaded
 * classes can be retransformed too; unless accesses are counted, the accesses' probes are methods of a generated
 * companion class ({@link SiteProbeClass}).
 */
public final class AccessTransformer implements ClassFileTransformer {
    @Override
    public byte[] transform(ClassLoader loader, String className, Class<?> redefined, ProtectionDomain domain,
            byte[] bytes) {
        if (className == null || !instrumentable(className, loader)) {
            return null;
        }
        try {
            SiteProbeClass sites = syncchecker.rt.Probes.PER_SITE
                    ? new SiteProbeClass(className, syncchecker.rt.Probes.PER_SITE_RACE) : null;
            // a class loaded before the agent is retransformed, which may not add methods: no bridges then
            boolean bridges = redefined == null;
            byte[] instrumented = AccessInstrumenter.instrument(bytes, className, sites, bridges);
            if (sites != null && sites.used() && !sites.define()) {
                instrumented = AccessInstrumenter.instrument(bytes, className, null, bridges);
            }
            return instrumented;
        } catch (RuntimeException | LinkageError e) {
            OutputGate.checkerErr().println("syncchecker: cannot instrument " + className + ": " + e);
            return null;
        }
    }

    /** Application classes only: not the JDK's, the binding's, the checker's or its shaded libraries'. */
    static boolean instrumentable(String internalName, ClassLoader loader) {
        if (loader == null || loader == ClassLoader.getPlatformClassLoader()) {
            return false;
        }
        for (String prefix : new String[] {"java/", "javax/", "jdk/", "sun/", "com/sun/", "mpi/", "syncchecker/",
            "race/", Ffi.PACKAGE_PREFIX, "jnr/", "org/objectweb/asm/", "com/fasterxml/jackson/", "org/testng/"}) {
            if (internalName.startsWith(prefix)) {
                return false;
            }
        }
        return true;
    }
}
