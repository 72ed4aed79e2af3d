"""The OpenAPI schema (/api/openapi.json) describes every answer the API gives: schemathesis, with
all its checks, sends generated requests over real HTTP to the app under uvicorn and compares
each answer with the schema (status, content type, body, headers such as Retry-After), checks
that invalid input is refused and valid input accepted, and that nothing is a server error.

Bounded and repeatable: a fixed number of examples per operation, from a fixed seed, with the
project's settings (schemathesis.toml, which says why each differs from the defaults)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.chat_helpers import chat_db, offline  # noqa: F401

CONFIG = Path(__file__).resolve().parent.parent / "schemathesis.toml"
EXAMPLES_PER_OPERATION = 5
RUN_TIMEOUT_S = 300


def schemathesis_command(base_url: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "schemathesis.cli",
        "--no-color",
        "--config-file",
        str(CONFIG),
        "run",
        f"{base_url}/api/openapi.json",
        "--checks",
        "all",
        "--max-examples",
        str(EXAMPLES_PER_OPERATION),
        "--seed",
        "1",
        "--workers",
        "1",
        "--request-timeout",
        "30",
    ]


@pytest.mark.usefixtures("chat_db", "offline")
def test_every_answer_is_described_by_the_schema(live_app: str) -> None:
    run = subprocess.run(
        schemathesis_command(live_app),
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT_S,
        check=False,
    )

    tested = re.search(r"Tested: (\d+)", run.stdout)
    assert tested is not None and int(tested[1]) >= 24, run.stdout[-2000:]  # the whole API
    assert run.returncode == 0, run.stdout[-8000:]
