package mpi.shim.nat;

/** The foreign-function library this package calls C through, for code elsewhere that must name it. */
public final class Ffi {
    /**
     * The internal-name prefix of its classes (JNR's jffi), e.g. for a class transformer to leave them alone. A
     * compile-time constant: naming it loads no class.
     */
    public static final String PACKAGE_PREFIX = "com/kenai/jffi/";

    private Ffi() {}
}
