"""The generated secret key: created once, and the same for workers that start together."""

from __future__ import annotations

import multiprocessing
from pathlib import Path

from config.env import persistent_secret_key

WORKERS = 4
ROUNDS = 60


def _start_worker(data_dir: Path, start: object, keys: object) -> None:
    start.wait()  # type: ignore[attr-defined]
    keys.put(persistent_secret_key(data_dir))  # type: ignore[attr-defined]


def test_workers_creating_the_key_at_once_all_get_the_same_whole_key(tmp_path: Path) -> None:
    processes = multiprocessing.get_context("fork")
    for round_number in range(ROUNDS):
        data_dir = tmp_path / str(round_number)
        start, keys = processes.Barrier(WORKERS), processes.Queue()
        workers = [
            processes.Process(target=_start_worker, args=(data_dir, start, keys))
            for _ in range(WORKERS)
        ]
        for worker in workers:
            worker.start()
        seen = {keys.get(timeout=30) for _ in workers}
        for worker in workers:
            worker.join()
        assert len(seen) == 1, f"round {round_number}: workers disagree on the key"
        (key,) = seen
        assert len(key) >= 50
        assert (data_dir / "secret_key").read_text() == key
        assert [path.name for path in data_dir.iterdir()] == ["secret_key"]


def test_the_key_survives_restarts(tmp_path: Path) -> None:
    assert persistent_secret_key(tmp_path) == persistent_secret_key(tmp_path)
    assert (tmp_path / "secret_key").stat().st_mode & 0o777 == 0o600
