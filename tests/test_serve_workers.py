"""`manage.py serve` (and so `make demo`) starts one worker per CPU core unless told otherwise."""

from __future__ import annotations

import os
from typing import Any

from config.management.commands.serve import default_workers


def test_one_worker_per_core_by_default(settings: Any) -> None:
    settings.WEB_WORKERS = 0
    assert default_workers() == len(os.sched_getaffinity(0))


def test_web_workers_sets_the_number(settings: Any) -> None:
    settings.WEB_WORKERS = 3
    assert default_workers() == 3
