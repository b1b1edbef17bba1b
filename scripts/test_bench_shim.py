"""Tests of bench_shim.py's choice of launcher per JDK and native path (`make bench-shim BENCH_JDK=... BENCH_NATIVE=...`),
and of its reading of a real JDK's version. Run by `make test`, or alone: `python3 -m unittest scripts/test_bench_shim.py`."""
import os
import sys
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_shim  # noqa: E402

JDK25 = "/usr/lib/jvm/temurin-25-jdk-amd64"


class JavaLauncherTest(unittest.TestCase):
    def test_jdk17_takes_jffi_without_flags(self):
        self.assertEqual(bench_shim.java_launcher(None, None, 17), (["java"], "jffi"))

    def test_jdk25_default_is_ffm_with_the_native_access_flag_only(self):
        cmd, path = bench_shim.java_launcher(JDK25, None, 25)
        self.assertEqual(path, "ffm")
        self.assertEqual(cmd, [JDK25 + "/bin/java", "--enable-native-access=ALL-UNNAMED"])

    def test_jffi_on_jdk25_is_asked_for_and_allowed_unsafe(self):
        cmd, path = bench_shim.java_launcher(JDK25, "jffi", 25)
        self.assertEqual(path, "jffi")
        self.assertIn("--sun-misc-unsafe-memory-access=allow", cmd)
        self.assertEqual(cmd[-1], "-Djmpi.native=jffi")

    def test_explicit_ffm_is_passed_on(self):
        cmd, path = bench_shim.java_launcher(JDK25, "ffm", 22)
        self.assertEqual((path, cmd[-1]), ("ffm", "-Djmpi.native=ffm"))
        self.assertNotIn("--sun-misc-unsafe-memory-access=allow", cmd)

    def test_reads_the_feature_version_of_real_jdks(self):
        self.assertEqual(bench_shim.java_feature("java"), int(os.popen("java -XshowSettings:properties -version 2>&1"
                                                                         " | sed -n 's/.*java.specification.version = //p'")
                                                                .read().strip()))
        if os.access(JDK25 + "/bin/java", os.X_OK):
            self.assertEqual(bench_shim.java_feature(JDK25 + "/bin/java"), 25)

    def test_a_jdk_directory_without_java_is_refused_with_a_message(self):
        with self.assertRaises(SystemExit) as refused:
            bench_shim.java_feature("/nonexistent-jdk/bin/java")
        self.assertIn("no java launcher at /nonexistent-jdk/bin/java", str(refused.exception))


if __name__ == "__main__":
    unittest.main()
