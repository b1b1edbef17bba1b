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
 * Finds the MPI library that the launcher of this process belongs to: an explicit override (system property
 * {@value #PROPERTY} or environment variable {@value #ENV}) wins; else the family is read from what the launcher
 * put in the environment (Open MPI's {@code OMPI_*}, MPICH Hydra's {@code PMI_*}), or, for a process started
 * without a launcher, from what the {@code mpirun} on PATH is; and that family's library files are looked for beside
 * the launcher, then on the OS library path. The JNI glue libmpi_java.so is never used.
 */
public final class LibraryLocator {
    public static final String PROPERTY = "jmpi.libmpi";
    public static final String ENV = "JMPI_LIBMPI";

    /** The MPI families, each with the file names of its library, in the order they are tried. */
    enum Family {
        OPEN_MPI("Open MPI", "libmpi.so", "libmpi.so.40"),
        /** MPICH and the libraries that keep its ABI (Intel MPI, MVAPICH, Cray MPICH name theirs libmpi.so.12). */
        MPICH("MPICH", "libmpich.so.12", "libmpich.so", "libmpi.so.12");

        final String label;
        final List<String> fileNames;

        Family(String label, String... fileNames) {
            this.label = label;
            this.fileNames = List.of(fileNames);
        }
    }

    /** What the names of MPICH's launcher programs contain (Open MPI's are orterun, prterun, mpirun.openmpi). */
    private static final List<String> MPICH_PROGRAMS = List.of("hydra", "mpich");
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

    /**
     * The family the launcher of this process belongs to, read from the environment it set: Open MPI's mpirun
     * exports {@code OMPI_COMM_WORLD_SIZE} (and PMIx's variables), MPICH's Hydra {@code PMI_RANK}/{@code PMI_FD}
     * (and the libraries of MPICH's ABI inherit it); null without a launcher.
     */
    Family launcherFamily() {
        if (env.containsKey("OMPI_COMM_WORLD_SIZE") || env.containsKey("OMPI_COMM_WORLD_RANK")) {
            return Family.OPEN_MPI;
        }
        if (env.containsKey("PMI_RANK") || env.containsKey("PMI_FD") || env.containsKey("PMI_PORT")) {
            return Family.MPICH;
        }
        return null;
    }

    /** The family to look for: the launcher's, else what the mpirun on PATH is (Debian's alternatives link it). */
    Family family() {
        Family launched = launcherFamily();
        if (launched != null) {
            return launched;
        }
        Path mpirun = findOnPath("mpirun");
        return mpirun != null && isMpich(mpirun) ? Family.MPICH : Family.OPEN_MPI;
    }

    /** Whether a launcher program is MPICH's: its name or its link's target says so (mpirun.mpich, mpiexec.hydra). */
    private static boolean isMpich(Path program) {
        List<String> names = new ArrayList<>();
        names.add(program.getFileName().toString());
        try {
            names.add(program.toRealPath().getFileName().toString());
        } catch (IOException ignored) {
            // a dangling link: its own name is all there is
        }
        for (String name : names) {
            for (String marker : MPICH_PROGRAMS) {
                if (name.contains(marker)) {
                    return true;
                }
            }
        }
        return false;
    }

    public Found locate() {
        List<String> searched = new ArrayList<>();
        Family family = family();
        String override = properties.apply(PROPERTY);
        String origin = "system property " + PROPERTY;
        if (override == null || override.isBlank()) {
            override = env.get(ENV);
            origin = "environment variable " + ENV;
        }
        if (override != null && !override.isBlank()) {
            Path p = Paths.get(override);
            if (Files.isDirectory(p)) {
                for (String name : family.fileNames) {
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
            throw new IllegalStateException(notFound(family, searched));
        }
        for (Path dir : candidateDirectories(family)) {
            for (String name : family.fileNames) {
                Path candidate = dir.resolve(name);
                searched.add(candidate.toString());
                if (Files.isRegularFile(candidate)) {
                    return new Found(candidate, searched);
                }
            }
        }
        throw new IllegalStateException(notFound(family, searched));
    }

    private static String notFound(Family family, List<String> searched) {
        String install = family == Family.MPICH ? "apt-get install -y mpich libmpich-dev"
                : "apt-get install -y openmpi-bin libopenmpi-dev";
        return "cannot find " + family.fileNames.get(0) + " (" + family.label + "'s C library). Searched:\n  "
                + String.join("\n  ", searched) + "\nInstall " + family.label + " (Debian/Ubuntu: " + install
                + "), put its mpirun on PATH, or name the library with -D" + PROPERTY + "=/path/to/"
                + family.fileNames.get(0) + " or " + ENV + "=/path/to/" + family.fileNames.get(0);
    }

    /**
     * Directories in search order: beside the launcher (the mpirun of that family on PATH), LD_LIBRARY_PATH,
     * java.library.path, the system's.
     */
    List<Path> candidateDirectories(Family family) {
        Set<Path> dirs = new LinkedHashSet<>();
        Path mpirun = launcherOnPath(family);
        if (mpirun != null) {
            for (Path bin : binDirectories(mpirun)) {
                Path prefix = bin.getParent();
                if (prefix != null) {
                    dirs.add(prefix.resolve("lib"));
                    dirs.add(prefix.resolve("lib64"));
                    dirs.add(prefix.resolve("lib").resolve(multiarch()));
                    dirs.add(prefix.resolve("lib").resolve(multiarch()).resolve(
                            family == Family.MPICH ? "mpich" : "openmpi").resolve("lib"));
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

    /** The family's launcher on PATH: MPICH's may be installed beside Open MPI's under a suffixed name. */
    private Path launcherOnPath(Family family) {
        List<String> names = family == Family.MPICH
                ? List.of("mpiexec.hydra", "mpirun.mpich", "mpiexec.mpich", "mpirun", "mpiexec")
                : List.of("mpirun.openmpi", "mpirun", "mpiexec");
        for (String name : names) {
            Path found = findOnPath(name);
            if (found != null && (family == Family.MPICH) == isMpich(found)) {
                return found;
            }
        }
        return null;
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
