package mpi.shim.nat;

/** The foreign-function library of the jffi native path (see NativePath), for code elsewhere that must name it. */
public final class Ffi {
    /**
     * The internal-name prefix of its classes (JNR's jffi), e.g. for a class transformer to leave them alone. A
     * compile-time constant: naming it loads no class.
     */
    public static final String PACKAGE_PREFIX = "com/kenai/jffi/";

    private Ffi() {}
}
