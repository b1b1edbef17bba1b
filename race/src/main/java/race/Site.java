package race;

import java.util.Objects;

/** A source location of an access: the application frame that made the call or the load/store. */
public final class Site {
    public static final Site UNKNOWN = new Site("?", "?", null, -1);

    public final String className;
    public final String method;
    public final String file;
    public final int line;

    public Site(String className, String method, String file, int line) {
        this.className = className;
        this.method = method;
        this.file = file;
        this.line = line;
    }

    /** The innermost frame outside the binding and the checkers. */
    public static Site caller() {
        return StackWalker.getInstance().walk(s -> s.filter(f -> !internal(f.getClassName())).findFirst()
                .map(f -> new Site(f.getClassName(), f.getMethodName(), f.getFileName(), f.getLineNumber()))
                .orElse(UNKNOWN));
    }

    static boolean internal(String cls) {
        return cls.startsWith("mpi.") || cls.startsWith("race.") || cls.startsWith("syncchecker.")
                || cls.startsWith("java.") || cls.startsWith("jdk.");
    }

    /** "File.java:12", the key phase II matches sites by. */
    public String key() {
        return className + ":" + line;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Site)) {
            return false;
        }
        Site s = (Site) o;
        return line == s.line && className.equals(s.className) && method.equals(s.method)
                && Objects.equals(file, s.file);
    }

    @Override
    public int hashCode() {
        return Objects.hash(className, method, line);
    }

    @Override
    public String toString() {
        return className + "." + method + "(" + (file == null ? "Unknown Source" : file + ":" + line) + ")";
    }
}
