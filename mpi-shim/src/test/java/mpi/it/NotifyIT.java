package mpi.it;

import static org.testng.Assert.assertEquals;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.testng.annotations.Test;
import programs.NotifyProgram;
import programs.RecordingListener;

/** Request-based RMA and nonblocking or split file operations report their pending buffers to a checker. */
public class NotifyIT {
    @Test
    public void pendingBuffersAreReportedAndCompleted() throws IOException {
        Path dir = Files.createTempDirectory("notifyit");
        Path services = dir.resolve("cp/META-INF/services");
        Files.createDirectories(services);
        Files.writeString(services.resolve("mpi.shim.event.MpiListener"), RecordingListener.class.getName() + "\n");
        String cp = System.getProperty("jmpi.jar", "dist/mpi.jar") + File.pathSeparator
                + System.getProperty("jmpi.programs", "target/test-classes") + File.pathSeparator + dir.resolve("cp");
        try {
            MpiRun.Result r = MpiRun.of(2, NotifyProgram.class).classpath(cp).args(dir.toString()).runOk();
            assertEquals(r.lines("event 0 "), List.of(
                    "event 0 posted rPut origin:read:2:addr",
                    "event 0 posted rGet origin:written:2:addr",
                    "event 0 completed rPut",
                    "event 0 completed rGet",
                    "event 0 posted rAccumulate origin:read:1:addr",
                    "event 0 completed rAccumulate",
                    "event 0 posted rGetAccumulate origin:read:1:addr result:written:1:addr",
                    "event 0 completed rGetAccumulate",
                    "event 0 posted iWriteAt buf:read:2:addr",
                    "event 0 completed iWriteAt",
                    "event 0 posted iReadAt buf:written:2:addr",
                    "event 0 completed iReadAt",
                    "event 0 posted readAtAllBegin buf:written:2:addr",
                    "event 0 completed readAtAllBegin",
                    "event 0 finalizing pending 0"), r.toString());
        } finally {
            Files.walk(dir).sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
