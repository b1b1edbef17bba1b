package mpi.shim.nat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Finds libmpi.so: an explicit override (system property {@value #PROPERTY} or environment variable
 * {@value #ENV}), else the library directory beside the {@code mpirun} on PATH, else the OS library path. The
 * JNI glue libmpi_java.so is never used.
 */
public final class LibraryLocator {
    public static final String PROPERTY = "jmpi.libmpi";
    public static final String ENV = "JMPI_LIBMPI";

    private static final String[] FILE_NAMES = {"libmpi.so", "libmpi.so.40"};
    private static final String[] SYSTEM_DIRS = {
        "/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib",
        "/usr/local/lib", "/usr/local/lib64", "/usr/lib64/openmpi/lib", "/usr/lib/x86_64-linux-gnu/openmpi/lib",
        "/opt/openmpi/lib"};

    private final Function<String, String> properties;
    private final Map<String, String> env;
    private final List<String> systemDirs;

    public LibraryLocator(Function<String, String> properties, Map<String, String> env) {
        this(properties, env, List.of(SYSTEM_DIRS));
    }

    /** With other system directories than the usual ones: tests search temporary trees only. */
    LibraryLocator(Function<String, String> properties, Map<String, String> env, List<String> systemDirs) {
        this.properties = properties;
        this.env = env;
        this.systemDirs = systemDirs;
    }

    public static LibraryLocator ofSystem() {
        return new LibraryLocator(System::getProperty, System.getenv());
    }

    /** The result of a search: the path found, or every place looked at. */
    public static final class Found {
        public final Path library;
        public final List<String> searched;

        Found(Path library, List<String> searched) {
            this.library = library;
            this.searched = searched;
        }
    }

    public Found locate() {
        List<String> searched = new ArrayList<>();
        String override = properties.apply(PROPERTY);
        String origin = "system property " + PROPERTY;
        if (override == null || override.isBlank()) {
            override = env.get(ENV);
            origin = "environment variable " + ENV;
        }
        if (override != null && !override.isBlank()) {
            Path p = Paths.get(override);
            if (Files.isDirectory(p)) {
                for (String name : FILE_NAMES) {
                    Path candidate = p.resolve(name);
                    searched.add(candidate + " (" + origin + ")");
                    if (Files.isRegularFile(candidate)) {
                        return new Found(candidate, searched);
                    }
                }
            } else {
                searched.add(p + " (" + origin + ")");
                if (Files.isRegularFile(p)) {
                    return new Found(p, searched);
                }
            }
            throw new IllegalStateException(notFound(searched));
        }
        for (Path dir : candidateDirectories()) {
            for (String name : FILE_NAMES) {
                Path candidate = dir.resolve(name);
                searched.add(candidate.toString());
                if (Files.isRegularFile(candidate)) {
                    return new Found(candidate, searched);
                }
            }
        }
        throw new IllegalStateException(notFound(searched));
    }

    private static String notFound(List<String> searched) {
        return "cannot find libmpi.so (Open MPI's C library). Searched:\n  " + String.join("\n  ", searched)
                + "\nInstall Open MPI (Debian/Ubuntu: apt-get install -y openmpi-bin libopenmpi-dev), put its mpirun on"
                + " PATH, or name the library with -D" + PROPERTY + "=/path/to/libmpi.so or " + ENV + "=/path/to/libmpi.so";
    }

    /** Directories in search order: beside mpirun, LD_LIBRARY_PATH, java.library.path, the system's. */
    List<Path> candidateDirectories() {
        Set<Path> dirs = new LinkedHashSet<>();
        Path mpirun = findOnPath("mpirun");
        if (mpirun != null) {
            for (Path bin : binDirectories(mpirun)) {
                Path prefix = bin.getParent();
                if (prefix != null) {
                    dirs.add(prefix.resolve("lib"));
                    dirs.add(prefix.resolve("lib64"));
                    dirs.add(prefix.resolve("lib").resolve(multiarch()));
                    dirs.add(prefix.resolve("lib").resolve(multiarch()).resolve("openmpi").resolve("lib"));
                }
            }
        }
        addPathList(dirs, env.get("LD_LIBRARY_PATH"));
        addPathList(dirs, properties.apply("java.library.path"));
        for (String d : systemDirs) {
            dirs.add(Paths.get(d));
        }
        return new ArrayList<>(dirs);
    }

    private static String multiarch() {
        String arch = System.getProperty("os.arch", "amd64");
        return arch.equals("aarch64") ? "aarch64-linux-gnu" : "x86_64-linux-gnu";
    }

    /** The directory of the mpirun link and of what it finally points to (alternatives, wrappers). */
    private static List<Path> binDirectories(Path mpirun) {
        List<Path> bins = new ArrayList<>();
        bins.add(mpirun.toAbsolutePath().getParent());
        try {
            Path real = mpirun.toRealPath();
            if (!bins.contains(real.getParent())) {
                bins.add(real.getParent());
            }
        } catch (IOException ignored) {
            // a dangling link: the link's own directory is all there is
        }
        return bins;
    }

    private Path findOnPath(String program) {
        String path = env.get("PATH");
        if (path == null) {
            return null;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isEmpty()) {
                continue;
            }
            Path candidate = Paths.get(dir, program);
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    private static void addPathList(Set<Path> dirs, String list) {
        if (list == null) {
            return;
        }
        for (String dir : list.split(File.pathSeparator)) {
            if (!dir.isEmpty()) {
                dirs.add(Paths.get(dir));
            }
        }
    }
}
