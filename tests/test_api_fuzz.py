"""Generated requests over every operation of the OpenAPI schema (/api/openapi.json), sent over
real HTTP to the app under uvicorn: whatever the input, the answer is never a server error.

Bounded and repeatable: a fixed number of examples per operation, from a fixed seed."""

from __future__ import annotations

from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, given, settings
from schemathesis.checks import not_a_server_error

from tests.chat_helpers import chat_db, offline  # noqa: F401

EXAMPLES_PER_OPERATION = 10


@pytest.mark.usefixtures("chat_db", "offline")
def test_no_generated_input_makes_a_server_error(live_app: str) -> None:
    schema = schemathesis.openapi.from_url(f"{live_app}/api/openapi.json")
    operations = [result.ok() for result in schema.get_all_operations()]  # type: ignore[union-attr]
    assert len(operations) >= 20  # the whole API, not an empty schema
    server_errors: list[str] = []
    for operation in operations:
        _fuzz(operation, server_errors)
    assert server_errors == []


def _fuzz(operation: Any, server_errors: list[str]) -> None:
    @given(case=operation.as_strategy())
    @settings(
        max_examples=EXAMPLES_PER_OPERATION,
        derandomize=True,
        deadline=None,
        database=None,
        phases=[Phase.explicit, Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    def one_operation(case: Any) -> None:
        response = case.call(timeout=30)
        try:
            case.validate_response(response, checks=[not_a_server_error])
        except AssertionError:
            server_errors.append(f"{case.method} {case.formatted_path}: {response.status_code}")

    one_operation()
