package mpi.shim.abi;

import mpi.shim.nat.Native;

/**
 * The ABI description of the loaded MPI library (see {@link AbiCatalog}), chosen once when the binding first needs a
 * constant: integer constants, error classes, struct layouts and the spelling of each predefined handle.
 */
public final class Abi {
    private static final AbiCatalog.Selection SELECTION = AbiCatalog.select(Native.libraryVersion(),
            setting(AbiCatalog.PROPERTY, AbiCatalog.ENV), !Native.hasSymbol("ompi_mpi_comm_world"));
    private static final AbiDescription D = SELECTION.description;

    private Abi() {}

    private static String setting(String property, String env) {
        String v = System.getProperty(property);
        return v == null || v.isBlank() ? System.getenv(env) : v;
    }

    /** Why MPI.Init must refuse the loaded library (no description matches it), or null. */
    public static String refusal() {
        return SELECTION.refusal;
    }

    /** The description in use ("openmpi-4.1", or a file's path). */
    public static String descriptionName() {
        return D.name();
    }

    /** An integer constant of mpi.h, e.g. {@code MPI_ANY_SOURCE}. */
    public static int constant(String name) {
        return D.integer("const." + name);
    }

    /** An integer constant that older libraries may lack, else {@code fallback}. */
    public static int constant(String name, int fallback) {
        return D.optionalInteger("const." + name, fallback);
    }

    public static int sizeOf(String type) {
        return D.integer("sizeof." + type);
    }

    public static int offsetOf(String type, String field) {
        return D.integer("offset." + type + "." + field);
    }

    /** The offset of a field that only some libraries record, or -1. */
    public static int optionalOffsetOf(String type, String field) {
        return D.optionalInteger("offset." + type + "." + field, -1);
    }

    /** The size of a field or type that only some libraries record, or -1. */
    public static int optionalSizeOf(String type) {
        return D.optionalInteger("sizeof." + type, -1);
    }

    public static int pairIndexOffset(String pair) {
        return D.integer("pair." + pair + ".index");
    }

    public static int pairSize(String pair) {
        return D.integer("pair." + pair + ".size");
    }

    /**
     * How mpi.h spells a pointer-valued sentinel such as {@code MPI_STATUS_IGNORE} or {@code MPI_IN_PLACE}: a
     * number, or {@code *name} for a library variable that holds it (resolved by {@link PredefinedHandles}).
     */
    public static String pointerSpelling(String name) {
        return D.require("pointer." + name);
    }

    /** How mpi.h spells a predefined handle, or null when this library has none by that name. */
    public static String handleSpelling(String name) {
        return D.optional("handle." + name);
    }

    /** The first line of the version string of the library the description was probed from. */
    public static String probedVersion() {
        return D.require("library.probed");
    }

    /** "openmpi" or "mpich". */
    public static String libraryFamily() {
        return D.require("library.family");
    }

    public static int mpiVersion() {
        return D.integer("mpi.version");
    }

    public static int mpiSubversion() {
        return D.integer("mpi.subversion");
    }
}
