"""`make profile`: where offline chat turns spend the app's time, sampled by py-spy.

py-spy samples this very process from outside while it runs the chat dialogs of
``bench.turn_cost``: whichever thread holds the GIL, so the offline model's work in
``asyncio.to_thread`` counts too, and waiting does not. Printed:
the functions that were on the CPU most (their own time) and the project's functions under which
the time went (inclusive). ``py-spy record -o profile.svg -- .venv/bin/python manage.py serve``
gives the same for a running server, as a flame graph.
"""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from bench import turn_cost
from bench.timing import Report

SAMPLES_PER_S = 200
ROWS = 12
PROJECT_PACKAGES = ("chat", "memory", "language", "rentals", "infra", "config")
# One frame of py-spy's raw (collapsed) output: "function (path:line)".
_FRAME = re.compile(r"(?P<function>[^(;]{1,300}) \((?P<path>[^:;]{1,500}):\d{1,9}\)")


def run(report: Report = print) -> None:
    py_spy = shutil.which("py-spy", path=str(Path(sys.executable).parent)) or shutil.which("py-spy")
    if py_spy is None:
        report("py-spy is not installed: make install-dev")
        return
    asyncio.run(turn_cost.dialogs(visitors=1))  # loads the search catalog, not part of a turn
    with tempfile.TemporaryDirectory(prefix="rental-profile-") as folder:
        stacks = Path(folder) / "stacks.txt"
        command = [py_spy, "record", "--pid", str(os.getpid()), "--format", "raw", "--gil"]
        sampler = subprocess.Popen(
            [*command, "--rate", str(SAMPLES_PER_S), "--output", str(stacks)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        time.sleep(1.0)  # py-spy attaches
        started = time.perf_counter()
        asyncio.run(turn_cost.dialogs())
        seconds = time.perf_counter() - started
        sampler.send_signal(signal.SIGINT)
        _, errors = sampler.communicate(timeout=60)
        if not stacks.exists():
            report(f"py-spy could not sample this process: {errors.strip()[-300:]}")
            return
        own, under = summarise(stacks.read_text())
    total = sum(own.values()) or 1
    report(f"{turn_cost.VISITORS} dialogs of {len(turn_cost.DIALOG)} turns in {seconds:.1f} s")
    report(f"{total:,} samples holding the GIL at {SAMPLES_PER_S}/s; own time:")
    for frame, count in own.most_common(ROWS):
        report(f"  {count / total:6.1%}  {frame}")
    report("time under the project's functions (inclusive):")
    for frame, count in under.most_common(ROWS):
        report(f"  {count / total:6.1%}  {frame}")


def summarise(collapsed: str) -> tuple[Counter[str], Counter[str]]:
    """From py-spy's collapsed stacks: samples per leaf function, and per project function on
    the stack (counted once per stack)."""
    own: Counter[str] = Counter()
    under: Counter[str] = Counter()
    for line in collapsed.splitlines():
        stack, _, count_text = line.rpartition(" ")
        if not count_text.isdigit():
            continue
        count = int(count_text)
        frames = [_name(match) for match in _FRAME.finditer(stack)]
        if frames:
            own[frames[-1]] += count
        for frame in {frame for frame in frames if frame.startswith(PROJECT_PACKAGES)}:
            under[frame] += count
    return own, under


def _name(frame: re.Match[str]) -> str:
    path = frame["path"]
    for package in PROJECT_PACKAGES:
        marker = f"/{package}/"
        if marker in path:
            path = package + "/" + path.split(marker, 1)[1]
            break
    else:
        path = path.rsplit("site-packages/", 1)[-1]
    return f"{path} {frame['function'].strip()}"
