"""Check that the project's dependencies install from wheels on the Pythons and laptops it supports.

This machine runs one Python, so pip resolves for the others by their tags
(``--python-version``, ``--platform``, ``--only-binary=:all:``) with ``--dry-run``: it reads the
wheels' metadata from the index and downloads no wheel. The project's own environment markers
are evaluated here for each target, so a dependency a platform skips is not asked for there.
pip evaluates the markers inside the dependencies' own metadata for this machine (Linux), so
the whole tree is resolved for Linux and macOS, and only the project's direct dependencies for
Windows and Intel Macs, whose trees differ by such markers (uvloop is not for Windows).

Usage: python .ci/check_wheels.py  (exits 1 and names the target that failed)
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
import tomllib
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent
PYTHONS = ("3.12", "3.13")
# One resolve reads a few hundred small metadata files; this bounds a hung index.
RESOLVE_TIMEOUT_S = 300
# Resolves wait on the network, not the CPU, so several run at once.
PARALLEL_RESOLVES = 4


@dataclass(frozen=True)
class Target:
    label: str
    platforms: tuple[str, ...]
    # The marker environment of such a machine (PEP 508 names).
    sys_platform: str
    platform_machine: str
    platform_system: str
    dev: bool  # also the test and lint tools
    whole_tree: bool  # the dependencies of the dependencies too


LINUX_X86_64 = Target(
    "Linux x86-64",
    ("manylinux_2_28_x86_64", "manylinux2014_x86_64"),
    "linux",
    "x86_64",
    "Linux",
    dev=True,
    whole_tree=True,
)
TARGETS = (
    LINUX_X86_64,
    Target(
        "Linux arm64",
        ("manylinux_2_28_aarch64", "manylinux2014_aarch64"),
        "linux",
        "aarch64",
        "Linux",
        dev=False,
        whole_tree=False,
    ),
    # pip also accepts wheels for older macOS versions than the one named.
    Target(
        "macOS Apple Silicon",
        ("macosx_14_0_arm64",),
        "darwin",
        "arm64",
        "Darwin",
        dev=False,
        whole_tree=True,
    ),
    Target(
        "macOS Intel",
        ("macosx_14_0_x86_64",),
        "darwin",
        "x86_64",
        "Darwin",
        dev=False,
        whole_tree=False,
    ),
    Target(
        "Windows x86-64", ("win_amd64",), "win32", "AMD64", "Windows", dev=False, whole_tree=False
    ),
)


def requirements_for(target: Target, python: str) -> list[str]:
    """The project's requirements that apply on ``target``, without their markers."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = list(project["dependencies"])
    if target.dev:
        wanted += project["optional-dependencies"]["dev"]
    environment = {
        "python_version": python,
        "python_full_version": f"{python}.0",
        "sys_platform": target.sys_platform,
        "platform_machine": target.platform_machine,
        "platform_system": target.platform_system,
        "os_name": "nt" if target.sys_platform == "win32" else "posix",
        "implementation_name": "cpython",
        "platform_python_implementation": "CPython",
        "extra": "",
    }
    applicable = []
    for line in wanted:
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(environment):
            extras = f"[{','.join(sorted(requirement.extras))}]" if requirement.extras else ""
            applicable.append(f"{requirement.name}{extras}{requirement.specifier}")
    return applicable


def resolve(target: Target, python: str, workdir: Path) -> tuple[bool, str]:
    """Whether pip finds a wheel for every requirement (and theirs); the reason when not."""
    workdir.mkdir()
    requirements = workdir / "requirements.txt"
    requirements.write_text("\n".join(requirements_for(target, python)) + "\n")
    report = workdir / "report.json"
    command = [
        sys.executable,
        "-m",
        "pip",
        "install",
        "--dry-run",
        "--ignore-installed",
        "--quiet",
        "--only-binary=:all:",
        f"--python-version={python}",
        *(f"--platform={platform}" for platform in target.platforms),
        f"--target={workdir / 'target'}",
        f"--report={report}",
        *(() if target.whole_tree else ("--no-deps",)),
        "-r",
        str(requirements),
    ]
    try:
        result = subprocess.run(
            command, capture_output=True, text=True, timeout=RESOLVE_TIMEOUT_S, check=False
        )
    except subprocess.TimeoutExpired:
        return False, f"pip did not finish within {RESOLVE_TIMEOUT_S} s"
    if result.returncode != 0:
        errors = [line for line in result.stderr.splitlines() if line.startswith("ERROR")]
        return False, " ".join(errors) or result.stderr.strip()[-500:]
    installed = json.loads(report.read_text())["install"]
    scope = "packages" if target.whole_tree else "direct dependencies"
    return True, f"{len(installed)} {scope}"


def main() -> int:
    jobs = [(target, python) for target in TARGETS for python in PYTHONS]
    started = time.monotonic()
    with (
        tempfile.TemporaryDirectory(prefix="wheels-") as tmp,
        ThreadPoolExecutor(PARALLEL_RESOLVES) as pool,
    ):
        outcomes = pool.map(
            lambda job: resolve(job[0], job[1], Path(tmp) / f"{jobs.index(job)}"), jobs
        )
        failures = 0
        for (target, python), (ok, detail) in zip(jobs, outcomes, strict=True):
            print(f"{'✓' if ok else '✗'} Python {python} on {target.label}: {detail}")
            failures += not ok
    print(f"Resolved {len(jobs)} targets in {time.monotonic() - started:.0f} s.")
    if failures:
        print(f"{failures} target(s) cannot install from wheels; see above.")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
