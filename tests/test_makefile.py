"""`make demo` on a laptop whose python3 is too old stops at once with one line that says why."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

MAKE = shutil.which("make") or "make"

pytestmark = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")


@pytest.fixture
def fresh_clone(tmp_path: Path) -> Path:
    """The Makefile and pyproject.toml of a clone without a virtualenv yet."""
    clone = tmp_path / "clone"
    clone.mkdir()
    for name in ("Makefile", "pyproject.toml"):
        shutil.copy(ROOT / name, clone / name)
    return clone


def python3_reporting(tmp_path: Path, version: str) -> dict[str, str]:
    """An environment whose `python3` is a script that says it is Python ``version``."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    fake = bin_dir / "python3"
    fake.write_text(f"#!/bin/sh\necho {version}\n")
    fake.chmod(0o755)
    return {"PATH": f"{bin_dir}:/usr/bin:/bin"}


def make(clone: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [MAKE, *args], cwd=clone, env=env, capture_output=True, text=True, timeout=60
    )


@pytest.mark.parametrize("version", ["3.9", "3.10", "3.14"])
def test_make_demo_with_an_unsupported_python_stops_with_one_clear_line(
    tmp_path: Path, fresh_clone: Path, version: str
) -> None:
    result = make(fresh_clone, python3_reporting(tmp_path, version), "demo")

    assert result.returncode != 0
    lines = (result.stdout + result.stderr).strip().splitlines()
    assert len(lines) == 1, lines
    assert f"python3 is Python {version}" in lines[0]
    assert "needs Python 3.11, 3.12 or 3.13" in lines[0]
    assert not (fresh_clone / ".venv").exists(), "nothing was created"


def test_make_demo_without_python3_says_so(tmp_path: Path, fresh_clone: Path) -> None:
    result = make(fresh_clone, {"PATH": str(tmp_path)}, "demo", "PYTHON=python3")

    assert result.returncode != 0
    assert "python3 was not found" in result.stderr


@pytest.mark.parametrize("version", ["3.11", "3.12", "3.13"])
def test_a_supported_python_goes_on_to_create_the_virtualenv(
    tmp_path: Path, fresh_clone: Path, version: str
) -> None:
    result = make(fresh_clone, python3_reporting(tmp_path, version), "--dry-run", "demo")

    assert result.returncode == 0, result.stderr
    assert "python3 -m venv .venv" in result.stdout


def test_targets_that_need_no_new_virtualenv_never_ask_python3(
    tmp_path: Path, fresh_clone: Path
) -> None:
    result = make(fresh_clone, python3_reporting(tmp_path, "2.7"), "clean")

    assert result.returncode == 0, result.stderr
