package mpi;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertNull;

import org.testng.annotations.AfterMethod;
import org.testng.annotations.BeforeMethod;
import org.testng.annotations.Test;

/** MPI.INFO_ENV's command and argv come from the JVM's main class and arguments wherever the library sets them. */
public class EnvInfoTest {
    private String saved;

    @BeforeMethod
    public void save() {
        saved = System.getProperty("sun.java.command");
        System.setProperty("sun.java.command", "app.Main in.dat 4");
    }

    @AfterMethod(alwaysRun = true)
    public void restore() {
        if (saved == null) {
            System.clearProperty("sun.java.command");
        } else {
            System.setProperty("sun.java.command", saved);
        }
    }

    @Test
    public void whatTheLauncherRecordedBecomesTheMainClassAndItsArguments() {
        // Open MPI 5 records the JVM; Open MPI 4.1 the word after the class path, here a JVM option
        assertEquals(EnvInfo.value("command", "java"), "app.Main");
        assertEquals(EnvInfo.value("argv", "-cp a.jar app.Main in.dat 4"), "in.dat 4");
        assertEquals(EnvInfo.value("command", "-XX:+UseSerialGC"), "app.Main");
        System.setProperty("sun.java.command", "app.Main");
        assertEquals(EnvInfo.value("argv", "app.Main"), "");
    }

    @Test
    public void otherKeysAndKeysTheLibraryDidNotSetPassThrough() {
        assertEquals(EnvInfo.value("wdir", "/tmp"), "/tmp");
        assertNull(EnvInfo.value("command", null));
        assertNull(EnvInfo.value("argv", null));
    }
}
