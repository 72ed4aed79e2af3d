"""A failed tool call's output: written by one type, read back by the same type."""

from __future__ import annotations

import pytest

from rentals.tool_contract import (
    DO_NOT_RETRY,
    FIX_ARGUMENTS,
    ToolFailure,
    failure_reason,
)


@pytest.mark.parametrize(
    "failure",
    [
        ToolFailure("searchRentals", "location: Unknown location 'Paris'.", FIX_ARGUMENTS),
        ToolFailure(
            "getRentalDetails", "the rental service had an internal problem.", DO_NOT_RETRY
        ),
        ToolFailure("forgetMemory", "this visitor has no memory with the id 'x'."),
    ],
)
def test_a_failure_reads_back_from_its_output(failure: ToolFailure) -> None:
    output = failure.output()

    assert output.startswith(f"{failure.tool} could not run: {failure.reason}")
    assert ToolFailure.from_output(output) == failure
    assert failure_reason(output) == failure.reason


def test_the_output_of_a_call_that_ran_is_no_failure() -> None:
    output = '{"count": 2, "results": []}'
    assert ToolFailure.from_output(output) is None
    assert failure_reason(output) == output
