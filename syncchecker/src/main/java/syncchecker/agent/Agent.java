package syncchecker.agent;

import java.lang.instrument.Instrumentation;
import java.lang.instrument.UnmodifiableClassException;
import java.util.ArrayList;
import java.util.List;
import race.RaceSettings;
import syncchecker.Settings;

/**
 * The Java agent: -javaagent:dist/syncchecker.jar (premain), or loaded into a running JVM (agentmain). Installs
 * the ASM transformer for application classes and retransforms those already loaded.
 */
public final class Agent {
    private static volatile Instrumentation instrumentation;

    private Agent() {}

    public static void premain(String args, Instrumentation inst) {
        if (System.getenv(Bootstrap.RELAUNCHED) != null) {
            OutputGate.install();
        }
        install(inst);
    }

    public static void agentmain(String args, Instrumentation inst) {
        install(inst);
    }

    /**
     * Whether the settings are all valid. With a bad one nothing is instrumented: MPI.Init then refuses to start
     * with the setting's name (see mpi.shim.event.Hooks), instead of classes failing one by one in the transformer.
     */
    private static boolean settingsValid() {
        try {
            Settings.load();
            RaceSettings.load();
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    static boolean active() {
        return instrumentation != null;
    }

    private static synchronized void install(Instrumentation inst) {
        if (instrumentation != null || !settingsValid()) {
            return;
        }
        AccessTransformer transformer = new AccessTransformer();
        inst.addTransformer(transformer, true);
        instrumentation = inst;
        List<Class<?>> loaded = new ArrayList<>();
        for (Class<?> c : inst.getAllLoadedClasses()) {
            if (inst.isModifiableClass(c) && !c.isArray() && !c.isHidden()
                    && AccessTransformer.instrumentable(c.getName().replace('.', '/'), c.getClassLoader())) {
                loaded.add(c);
            }
        }
        for (Class<?> c : loaded) {
            try {
                inst.retransformClasses(c);
            } catch (UnmodifiableClassException | RuntimeException | LinkageError e) {
                OutputGate.checkerErr().println("syncchecker: cannot retransform " + c.getName() + ": " + e);
            }
        }
    }
}
