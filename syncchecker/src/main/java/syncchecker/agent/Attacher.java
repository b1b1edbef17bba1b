package syncchecker.agent;

import com.sun.tools.attach.VirtualMachine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Loads the agent into a running JVM from a child JVM: JDK 17 refuses a JVM attaching to itself unless started
 * with -Djdk.attach.allowAttachSelf=true, but a child process of the same user may attach to its parent.
 */
public final class Attacher {
    private Attacher() {}

    /** Starts the child and waits until it loaded the agent into this JVM (agentmain has then run). */
    static void attachFromChild(Path jar) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-XX:TieredStopAtLevel=1", "-cp", jar.toString(),
                Attacher.class.getName(), Long.toString(ProcessHandle.current().pid()), jar.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
        }
    }

    /** The child: attach to the pid in args[0] and load the agent jar args[1]. */
    public static void main(String[] args) throws Exception {
        VirtualMachine vm = VirtualMachine.attach(args[0]);
        try {
            vm.loadAgent(args[1]);
        } finally {
            vm.detach();
        }
    }
}
