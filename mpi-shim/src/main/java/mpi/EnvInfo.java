package mpi;

import java.util.Arrays;

/**
 * What MPI.INFO_ENV says of the program. Libraries record what their launcher was given: Open MPI 4.1's the word
 * after java's class path (the main class, or a JVM option that follows the class path), Open MPI 5's the JVM
 * itself ({@code command} "java", {@code argv} its options, class path and main class). Programs written for Open
 * MPI's bindings read {@code command} as the main class and {@code argv} as the program's arguments, so where the
 * library records these keys they are answered from the JVM's own record of its main class and arguments; every
 * other key passes through, and a library that records none (MPICH) still has none.
 */
final class EnvInfo {
    private EnvInfo() {}

    /** The value of {@code key} given the library's {@code value} for it (null: not set). */
    static String value(String key, String value) {
        if (value == null || !(key.equals("command") || key.equals("argv"))) {
            return value;
        }
        // "Main a1 a2": the main class (or -jar's file) and the program's arguments, as the launcher got them
        String[] words = System.getProperty("sun.java.command", "").strip().split(" ");
        if (words[0].isEmpty()) {
            return value;
        }
        return key.equals("command") ? words[0] : String.join(" ", Arrays.asList(words).subList(1, words.length));
    }
}
