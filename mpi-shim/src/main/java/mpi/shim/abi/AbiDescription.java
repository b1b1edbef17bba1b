package mpi.shim.abi;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * What the ABI probe (native/abi_probe.c) recorded about one MPI family and release series: integer constants,
 * error classes, struct layouts, handle sizes and the spelling of each predefined handle and pointer sentinel.
 * One such description per supported series is kept in the source tree and packed into mpi.jar.
 */
public final class AbiDescription {
    private final String name;
    private final Properties props;

    private AbiDescription(String name, Properties props) {
        this.name = name;
        this.props = props;
    }

    /** The description packed in the jar as {@code mpi/shim/abi/<name>.properties}, or null when there is none. */
    static AbiDescription packed(String name) {
        try (InputStream in = AbiDescription.class.getResourceAsStream(name + ".properties")) {
            if (in == null) {
                return null;
            }
            Properties p = new Properties();
            p.load(in);
            return new AbiDescription(name, p);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the packed ABI description " + name, e);
        }
    }

    /** A description written by `make abi-describe` (or the probe) into a file outside the jar. */
    static AbiDescription file(Path file) {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
            Properties p = new Properties();
            p.load(in);
            return new AbiDescription(file.toString(), p);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the ABI description " + file + ": " + e.getMessage(), e);
        }
    }

    /** Where it came from: the packed name ("openmpi-4.1") or the file's path. */
    public String name() {
        return name;
    }

    /** "openmpi-4.1": the family and release series it describes. */
    public String series() {
        return require("library.family") + "-" + require("library.major") + "." + require("library.minor");
    }

    String require(String key) {
        String v = props.getProperty(key);
        if (v == null) {
            throw new IllegalStateException("the ABI description " + name + " has no entry " + key
                    + "; regenerate it with `make abi-describe` on a machine with that MPI");
        }
        return v;
    }

    String optional(String key) {
        return props.getProperty(key);
    }

    int integer(String key) {
        return Integer.parseInt(require(key));
    }

    int optionalInteger(String key, int fallback) {
        String v = props.getProperty(key);
        return v == null ? fallback : Integer.parseInt(v);
    }
}
