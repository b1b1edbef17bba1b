package mpi.shim.nat;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertNull;
import static org.testng.Assert.assertTrue;

import org.testng.annotations.Test;

/** Which native path a setting of jmpi.native picks on which JDK, and which settings are mistakes. */
public class NativePathTest {
    @Test
    public void unsetTakesFfmFromJdk22WhenTheJarHasIt() {
        assertEquals(NativePath.choose(null, 17, true), new NativePath.Choice(false, null));
        assertEquals(NativePath.choose(null, 21, true), new NativePath.Choice(false, null));
        assertEquals(NativePath.choose(null, 22, true), new NativePath.Choice(true, null));
        assertEquals(NativePath.choose("", 25, true), new NativePath.Choice(true, null));
        assertEquals(NativePath.choose(null, 25, false), new NativePath.Choice(false, null));
    }

    @Test
    public void jffiIsAlwaysThere() {
        assertEquals(NativePath.choose("jffi", 17, true), new NativePath.Choice(false, null));
        assertEquals(NativePath.choose(" jffi ", 25, true), new NativePath.Choice(false, null));
    }

    @Test
    public void ffmOnAnOlderJdkOrAJarWithoutItIsAProblemNamingTheSetting() {
        NativePath.Choice old = NativePath.choose("ffm", 17, true);
        assertFalse(old.ffm());
        assertTrue(old.problem().contains("-Djmpi.native=ffm needs JDK 22"), old.problem());
        NativePath.Choice missing = NativePath.choose("ffm", 25, false);
        assertFalse(missing.ffm());
        assertTrue(missing.problem().contains("built without"), missing.problem());
        assertEquals(NativePath.choose("ffm", 22, true), new NativePath.Choice(true, null));
    }

    @Test
    public void anUnknownValueIsAProblemAndLoadsTheDefault() {
        NativePath.Choice c = NativePath.choose("panama", 25, true);
        assertTrue(c.ffm());
        assertTrue(c.problem().startsWith("-Djmpi.native=panama is not a native path"), c.problem());
        assertFalse(NativePath.choose("FFM", 17, true).ffm());
    }

    @Test
    public void theTestsJdkTakesJffiWithoutAProblem() {
        if (Runtime.version().feature() < NativePath.FFM_FEATURE && System.getProperty(NativePath.PROPERTY) == null) {
            assertEquals(NativePath.CURRENT.name(), "jffi");
            assertNull(NativePath.settingProblem());
        }
    }
}
