"""Tests of the ways users build with jmpi (docs/tools.md): dist/bin/mpijavac as Open MPI's wrapper compiler,
`make install`, and a Maven project outside the reactor that depends on what `mvn install` published. Each compiles
real programs and runs them under mpirun -np 2. Run by `make test` (after the Maven build), or alone:
`python3 -m unittest scripts/test_tools.py` after `make build`. MVN (default mvn) is the Maven command."""
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import unittest
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from launchers import mpirun_prefix  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MPIJAVAC = ROOT / "dist" / "bin" / "mpijavac"
MPI_JAR = ROOT / "dist" / "mpi.jar"
SAMPLES = ROOT / "samples" / "src" / "main" / "java"
MVN = shlex.split(os.environ.get("MVN", "mvn"))
VERSION = "0.1.0-SNAPSHOT"
REPO = Path.home() / ".m2" / "repository" / "io" / "github" / "jmpi"


def run(cmd, cwd=None, env=None, timeout=300):
    return subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)


def ok(cmd, cwd=None, env=None, timeout=300):
    r = run(cmd, cwd, env, timeout)
    if r.returncode != 0:
        raise AssertionError(f"{cmd} exited {r.returncode}\n--- stdout\n{r.stdout}\n--- stderr\n{r.stderr}")
    return r


def mpirun(classpath, main, cwd):
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    # -cp first: mpirun takes the first java argument containing "cp" for the class path option (README)
    return ok(mpirun_prefix("mpirun", 2) + ["java", "-cp", classpath, main], cwd=cwd, env=env, timeout=120)


def javac():
    home = os.environ.get("JAVA_HOME")
    return os.path.join(home, "bin", "javac") if home else shutil.which("javac")


class MpijavacTest(unittest.TestCase):
    def setUp(self):
        if not MPIJAVAC.exists():
            self.fail(f"{MPIJAVAC} is missing: run make build")
        self.dir = Path(tempfile.mkdtemp(prefix="mpijavac-"))
        self.addCleanup(shutil.rmtree, self.dir)

    def showme(self, *args, env=None):
        return ok([MPIJAVAC, "--showme", *args], cwd=self.dir, env=env).stdout.strip()

    def test_showme_prints_the_javac_command_and_runs_nothing(self):
        shutil.copy(SAMPLES / "Ring.java", self.dir)
        env = {k: v for k, v in os.environ.items() if k != "CLASSPATH"}
        self.assertEqual(self.showme("Ring.java", env=env), f"{javac()} -cp {MPI_JAR} Ring.java")
        self.assertFalse((self.dir / "Ring.class").exists())

    def test_mpi_jar_goes_after_the_users_class_path(self):
        self.assertEqual(self.showme("-cp", "lib/a.jar", "-g", "A.java"), f"{javac()} -cp lib/a.jar:{MPI_JAR} -g A.java")
        self.assertEqual(self.showme("-classpath", "a.jar:", "A.java"), f"{javac()} -classpath a.jar:{MPI_JAR} A.java")
        self.assertEqual(self.showme("--class-path=a.jar", "A.java"), f"{javac()} --class-path=a.jar:{MPI_JAR} A.java")
        self.assertEqual(self.showme("-d", "out", "--class-path", "b", "A.java"),
                         f"{javac()} -d out --class-path b:{MPI_JAR} A.java")
        # a class path that names an mpi.jar already is the user's choice
        self.assertEqual(self.showme("-cp", "/opt/ompi/lib/mpi.jar", "A.java"), f"{javac()} -cp /opt/ompi/lib/mpi.jar A.java")
        env = dict(os.environ, CLASSPATH="/x/y.jar")
        self.assertEqual(self.showme("A.java", env=env), f"{javac()} -cp /x/y.jar:{MPI_JAR} A.java")

    def test_other_arguments_reach_javac(self):
        r = ok([MPIJAVAC, "-version"], cwd=self.dir)
        self.assertRegex(r.stdout + r.stderr, r"^javac \d+")
        r = run([MPIJAVAC, "-Xlint:all", "-Werror", "-d", "out", "Missing.java"], cwd=self.dir)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("Missing.java", r.stderr)

    def test_no_javac_is_a_clear_error(self):
        # a PATH with the shell tools the script needs and no javac
        tools = self.dir / "tools"
        tools.mkdir()
        for name in ("bash", "dirname", "readlink", "basename"):
            (tools / name).symlink_to(shutil.which(name))
        env = {"PATH": str(tools), "HOME": os.environ.get("HOME", "/")}
        r = run([tools / "bash", MPIJAVAC, "A.java"], cwd=self.dir, env=env)
        self.assertEqual(r.returncode, 1)
        self.assertIn("no javac on PATH and JAVA_HOME is not set", r.stderr)
        r = run([tools / "bash", MPIJAVAC, "A.java"], cwd=self.dir, env=dict(env, JAVA_HOME=str(self.dir)))
        self.assertEqual(r.returncode, 1)
        self.assertIn(f"JAVA_HOME is {self.dir}, but {self.dir}/bin/javac is not there", r.stderr)

    def test_compiles_an_open_mpi_program_that_runs_under_mpirun(self):
        shutil.copy(SAMPLES / "Ring.java", self.dir)
        ok([MPIJAVAC, "-d", "classes", "Ring.java"], cwd=self.dir)
        out = mpirun(f"{MPI_JAR}:classes", "Ring", self.dir).stdout
        self.assertIn("Ring OK: token 3", out)


class InstallTest(unittest.TestCase):
    def test_installed_mpijavac_finds_its_jar(self):
        prefix = Path(tempfile.mkdtemp(prefix="jmpi-prefix-"))
        self.addCleanup(shutil.rmtree, prefix)
        ok(["make", "-C", ROOT, "install", f"PREFIX={prefix}", "MVN=" + " ".join(MVN)], timeout=600)
        for f in ("bin/mpijavac", "share/jmpi/mpi.jar", "share/jmpi/syncchecker.jar",
                  "share/jmpi/libsyncchecker-trace.so"):
            self.assertTrue((prefix / f).is_file(), f)
        # through a link elsewhere, as a user's ~/bin/mpijavac -> PREFIX/bin/mpijavac would be
        work = prefix / "work"
        work.mkdir()
        (work / "mpijavac").symlink_to(prefix / "bin" / "mpijavac")
        shutil.copy(SAMPLES / "Hello.java", work)
        jar = prefix / "share" / "jmpi" / "mpi.jar"
        self.assertEqual(ok([work / "mpijavac", "--showme", "Hello.java"], cwd=work).stdout.split()[1:3],
                         ["-cp", str(jar)])
        ok([work / "mpijavac", "Hello.java"], cwd=work)
        out = mpirun(f"{jar}:.", "Hello", work).stdout
        self.assertEqual(sorted(line.split(" on ")[0] for line in out.splitlines() if line.startswith("Hello")),
                         ["Hello from rank 0 of 2", "Hello from rank 1 of 2"])


class MavenConsumerTest(unittest.TestCase):
    """samples/maven-consumer, a project outside the reactor, built offline against the installed artifacts."""

    @classmethod
    def setUpClass(cls):
        ok(MVN + ["-q", "-f", ROOT / "pom.xml", "-DskipTests", "install"], timeout=900)

    def test_installed_artifacts(self):
        for artifact in ("mpi-shim", "syncchecker"):
            base = REPO / artifact / VERSION / f"{artifact}-{VERSION}"
            for suffix in (".jar", ".pom", "-sources.jar", "-javadoc.jar"):
                self.assertTrue(Path(f"{base}{suffix}").is_file(), f"{base}{suffix}")
            with zipfile.ZipFile(f"{base}.jar") as jar:
                self.assertIn("Automatic-Module-Name: mpi\r\n", jar.read("META-INF/MANIFEST.MF").decode())
                names = set(jar.namelist())
            self.assertIn("mpi/Comm.class", names)
            self.assertTrue(any(n.endswith("/libjmpifast.so") for n in names), "the trampoline library")
        # the checker's published jar is the one users run: the shaded jar, with nothing left to resolve
        checker = REPO / "syncchecker" / VERSION / f"syncchecker-{VERSION}"
        self.assertEqual(Path(f"{checker}.jar").read_bytes(), (ROOT / "dist" / "syncchecker.jar").read_bytes())
        self.assertNotIn("<artifactId>race</artifactId>", Path(f"{checker}.pom").read_text())

    def test_consumer_builds_offline_and_runs_under_mpirun_and_the_checker(self):
        consumer = ROOT / "samples" / "maven-consumer"
        # no `clean` goal: a fresh machine's Maven has only the plugins the reactor's build fetched
        shutil.rmtree(consumer / "target", ignore_errors=True)
        ok(MVN + ["-o", "-q", "-f", consumer / "pom.xml", "package"], timeout=300)
        app = consumer / "target" / "pi.jar"
        with tempfile.TemporaryDirectory(prefix="maven-consumer-") as d:
            self.assertRegex(mpirun(app, "example.Pi", d).stdout, r"pi is 3\.14159\d+ over 2 ranks")
            checker = REPO / "syncchecker" / VERSION / f"syncchecker-{VERSION}.jar"
            out = mpirun(f"{checker}:{app}", "example.Pi", d)
            self.assertIn("syncchecker: 0 diagnostic(s)", out.stdout + out.stderr)
            self.assertTrue((Path(d) / "syncchecker-report.json").is_file())


if __name__ == "__main__":
    unittest.main()
