package mpi.shim.abi;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Picks the ABI description that matches a loaded MPI library, from the first line of its
 * {@code MPI_Get_library_version} string: the family and the major.minor release series. An explicit choice
 * (system property {@value #PROPERTY} or environment variable {@value #ENV}: a packed name such as
 * {@code mpich-4.2}, or the path of a description file) wins. A library of no supported series is refused with a
 * message that names it, lists the supported series and says how to describe the local MPI.
 */
public final class AbiCatalog {
    public static final String PROPERTY = "jmpi.abi";
    public static final String ENV = "JMPI_ABI";

    /** The packed descriptions (series.list beside them): family-major.minor, as `make abi-describe` names them. */
    public static final List<String> PACKED = packedSeries();

    private static final Pattern OPEN_MPI = Pattern.compile("^Open MPI v(\\d+)\\.(\\d+)");
    private static final Pattern MPICH = Pattern.compile("^MPICH Version:\\s*(\\d+)\\.(\\d+)");
    /** Families whose libraries keep MPICH's ABI but report versions of their own: named in the refusal. */
    private static final Pattern MPICH_DERIVED = Pattern.compile("(Intel\\(R\\) MPI|MVAPICH|CRAY MPICH|Cray MPICH)");

    /** The outcome: the description to use, and why MPI.Init must refuse the library (null when it may not). */
    public static final class Selection {
        public final AbiDescription description;
        public final String refusal;

        Selection(AbiDescription description, String refusal) {
            this.description = description;
            this.refusal = refusal;
        }
    }

    private AbiCatalog() {}

    private static List<String> packedSeries() {
        try (InputStream in = AbiCatalog.class.getResourceAsStream("series.list")) {
            if (in == null) {
                throw new IllegalStateException("this mpi.jar has no mpi/shim/abi/series.list: build it with `make build`");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#")).collect(Collectors.toUnmodifiableList());
        } catch (IOException e) {
            throw new IllegalStateException("cannot read mpi/shim/abi/series.list", e);
        }
    }

    /** "openmpi-4.1" or "mpich-4.2" for a library version string; null for a family this catalog cannot name. */
    public static String seriesOf(String libraryVersion) {
        String first = libraryVersion.strip().lines().findFirst().orElse("");
        Matcher m = OPEN_MPI.matcher(first);
        if (m.find()) {
            return "openmpi-" + m.group(1) + "." + m.group(2);
        }
        m = MPICH.matcher(first);
        if (m.find()) {
            return "mpich-" + m.group(1) + "." + m.group(2);
        }
        return null;
    }

    /**
     * The description for the library that reports {@code libraryVersion}.
     *
     * @param override the value of {@value #PROPERTY} / {@value #ENV}, or null
     * @param mpichStyle whether the library keeps MPICH's integer handles (it has no Open MPI symbols): where it is
     *     refused, the description returned is one of that style, so that class initialisation completes and the
     *     refusal surfaces as an MPIException from MPI.Init
     */
    public static Selection select(String libraryVersion, String override, boolean mpichStyle) {
        AbiDescription fallback = AbiDescription.packed(styleFallback(mpichStyle ? "mpich-" : "openmpi-"));
        if (override != null && !override.isBlank()) {
            String choice = override.strip();
            if (PACKED.contains(choice)) {
                return new Selection(AbiDescription.packed(choice), null);
            }
            Path file = Path.of(choice);
            if (!Files.isRegularFile(file)) {
                return new Selection(fallback, PROPERTY + " (or " + ENV + ") is \"" + choice + "\": neither a packed"
                        + " ABI description (" + String.join(", ", PACKED) + ") nor a description file");
            }
            try {
                return new Selection(AbiDescription.file(file), null);
            } catch (IllegalArgumentException e) {
                return new Selection(fallback, e.getMessage());
            }
        }
        String series = seriesOf(libraryVersion);
        if (series != null && PACKED.contains(series)) {
            return new Selection(AbiDescription.packed(series), null);
        }
        return new Selection(fallback, refusal(libraryVersion, series));
    }

    /** The last packed series of a family (the list runs oldest to newest per family), else the first of all. */
    private static String styleFallback(String familyPrefix) {
        String found = PACKED.get(0);
        for (String series : PACKED) {
            if (series.startsWith(familyPrefix)) {
                found = series;
            }
        }
        return found;
    }

    static String refusal(String libraryVersion, String series) {
        String first = libraryVersion.strip().lines().findFirst().orElse(libraryVersion);
        String what;
        if (series != null) {
            what = "its release series " + series + " has no ABI description in this mpi.jar";
        } else if (MPICH_DERIVED.matcher(libraryVersion).find()) {
            what = "it keeps MPICH's ABI under a version of its own, which this mpi.jar cannot match to a description";
        } else {
            what = "it is of no MPI family this mpi.jar knows";
        }
        return "the MPI library \"" + first + "\" is not supported: " + what + ". Supported series: "
                + String.join(", ", PACKED) + ". To describe this MPI, run `make abi-describe MPICC=<its mpicc>` in"
                + " the jmpi sources (it writes mpi-shim/src/main/resources/mpi/shim/abi/<series>.properties) and"
                + " rebuild, or pass the description file with -D" + PROPERTY + "=<file> (" + ENV + "); -D"
                + PROPERTY + "=<series> forces a packed description, at your own risk";
    }
}
