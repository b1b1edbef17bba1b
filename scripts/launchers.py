"""The mpirun prefix of a job, for the drivers in scripts/: Open MPI's mpirun must be told to run more ranks than
cores; MPICH's Hydra (mpirun.mpich, mpiexec.hydra) does it by itself and refuses the flag."""
import os
import shutil


def is_hydra(mpirun):
    real = os.path.realpath(shutil.which(mpirun) or mpirun)
    return any(n in os.path.basename(real) or n in os.path.basename(mpirun) for n in ("mpich", "hydra"))


def mpirun_prefix(mpirun, np):
    return [mpirun, "-np", str(np)] + ([] if is_hydra(mpirun) else ["--oversubscribe"])
