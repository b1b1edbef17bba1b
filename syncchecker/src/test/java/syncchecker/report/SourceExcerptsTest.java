package syncchecker.report;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.testng.annotations.Test;

public class SourceExcerptsTest {
    @Test
    public void thePackagePathWinsThenTheBareNameInTheFirstRootThatHasIt() throws IOException {
        Path packaged = TestReports.sourceRoot();
        Path flat = Files.createTempDirectory("flat-sources");
        Files.write(flat.resolve("Demo.java"), List.of("flat"));
        Frame demo = new Frame("demo.Demo", "run", "Demo.java", 1);
        SourceExcerpts sources = new SourceExcerpts(List.of(flat, packaged));
        assertEquals(sources.locate(demo).get(), new SourceExcerpts.Found(flat, Path.of("Demo.java")),
                "the bare name in the first root before the package path in the second");
        assertEquals(new SourceExcerpts(List.of(packaged, flat)).locate(demo).get().file(),
                packaged.resolve("demo/Demo.java"));
        assertEquals(SourceExcerpts.conventional(new Frame("Top", "main", "Top.java", 3)), Path.of("Top.java"));
    }

    @Test
    public void linesAroundAreClippedToTheFile() throws IOException {
        SourceExcerpts sources = new SourceExcerpts(List.of(TestReports.sourceRoot()));
        List<SourceExcerpts.Line> first = sources.around(new Frame("demo.Demo", "m", "Demo.java", 1), 3).get();
        assertEquals(first.get(0), new SourceExcerpts.Line(1, "package demo;"));
        assertEquals(first.size(), 4);
        assertEquals(sources.around(new Frame("demo.Demo", "m", "Demo.java", 8), 3).get().size(), 4);
        assertTrue(sources.around(new Frame("demo.Demo", "m", "Demo.java", 9), 3).isEmpty(), "past the end");
        assertTrue(sources.around(new Frame("demo.Demo", "m", "Demo.java", -1), 3).isEmpty(), "no line table");
        assertTrue(sources.around(new Frame("demo.Gone", "m", "Gone.java", 2), 3).isEmpty(), "no such file");
        assertTrue(sources.locate(new Frame("demo.Demo", "m", null, 2)).isEmpty(), "no file name");
    }
}
