package mpi.shim.abi;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * What the ABI probe (native/abi_probe.c) recorded about the mpi.h this jar was built against: integer constants,
 * error classes, struct layouts and the spelling of each predefined handle.
 */
public final class Abi {
    public static final String RESOURCE = "/mpi/shim/abi/abi.properties";

    private static final Properties PROPS = load();

    private Abi() {}

    private static Properties load() {
        Properties p = new Properties();
        try (InputStream in = Abi.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("this mpi.jar has no " + RESOURCE
                        + ": it was built without the ABI probe; build it with `make build`");
            }
            p.load(in);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + RESOURCE, e);
        }
        return p;
    }

    private static String require(String key) {
        String v = PROPS.getProperty(key);
        if (v == null) {
            throw new IllegalStateException(RESOURCE + " has no entry " + key + "; rebuild with `make build`");
        }
        return v;
    }

    /** An integer constant of mpi.h, e.g. {@code MPI_ANY_SOURCE}. */
    public static int constant(String name) {
        return Integer.parseInt(require("const." + name));
    }

    /** An integer constant that older libraries may lack, else {@code fallback}. */
    public static int constant(String name, int fallback) {
        String v = PROPS.getProperty("const." + name);
        return v == null ? fallback : Integer.parseInt(v);
    }

    public static int sizeOf(String type) {
        return Integer.parseInt(require("sizeof." + type));
    }

    public static int offsetOf(String type, String field) {
        return Integer.parseInt(require("offset." + type + "." + field));
    }

    /** The offset of a field that only some libraries record, or -1. */
    public static int optionalOffsetOf(String type, String field) {
        String v = PROPS.getProperty("offset." + type + "." + field);
        return v == null ? -1 : Integer.parseInt(v);
    }

    /** The size of a field or type that only some libraries record, or -1. */
    public static int optionalSizeOf(String type) {
        String v = PROPS.getProperty("sizeof." + type);
        return v == null ? -1 : Integer.parseInt(v);
    }

    public static int pairIndexOffset(String pair) {
        return Integer.parseInt(require("pair." + pair + ".index"));
    }

    public static int pairSize(String pair) {
        return Integer.parseInt(require("pair." + pair + ".size"));
    }

    /** A pointer-valued sentinel such as {@code MPI_STATUS_IGNORE} or {@code MPI_IN_PLACE}. */
    public static long pointer(String name) {
        return Long.parseLong(require("pointer." + name));
    }

    /** How mpi.h spells a predefined handle, or null when this library has none by that name. */
    public static String handleSpelling(String name) {
        return PROPS.getProperty("handle." + name);
    }

    public static String libraryVersion() {
        return require("library.version");
    }

    public static String libraryFamily() {
        return require("library.family");
    }

    public static int mpiVersion() {
        return Integer.parseInt(require("mpi.version"));
    }

    public static int mpiSubversion() {
        return Integer.parseInt(require("mpi.subversion"));
    }
}
