package mpi.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.testng.annotations.Test;
import programs.FileProgram;

/** MPI-IO: explicit offsets, individual and shared pointers, views, nonblocking and split collectives, bad input. */
public class FileIT {
    private static void run(int ranks) throws IOException {
        Path dir = Files.createTempDirectory("fileit");
        try {
            WinIT.assertAllOk(MpiRun.of(ranks, FileProgram.class).args(dir.toString()).runOk(), ranks);
        } finally {
            try (Stream<Path> paths = Files.walk(dir)) {
                paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    @Test
    public void filesWithTwoRanks() throws IOException {
        run(2);
    }

    @Test
    public void filesWithFourRanks() throws IOException {
        run(4);
    }
}
