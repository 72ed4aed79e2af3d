"""CPU time of other processes (the app's workers, the embedded database) and of the whole
machine, read from /proc."""

from __future__ import annotations

import os
from pathlib import Path

_CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds the process has used; 0 once it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / _CLOCK_TICKS


def children(pid: int) -> list[int]:
    """The process's direct children (uvicorn's workers)."""
    try:
        listed = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return []
    return [int(child) for child in listed]


def tree_cpu_seconds(pid: int) -> float:
    """CPU seconds of the process and its children that are still running."""
    return cpu_seconds(pid) + sum(cpu_seconds(child) for child in children(pid))


def machine_cpu_seconds() -> tuple[float, float]:
    """CPU seconds every process of the machine has used, and those the hypervisor gave to other
    guests (steal): what else competed with a benchmark for the cores."""
    fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]
    user, nice, system, _idle, _iowait, irq, softirq, steal = (int(f) for f in fields[:8])
    busy = user + nice + system + irq + softirq
    return busy / _CLOCK_TICKS, steal / _CLOCK_TICKS
