"""What the model reads of a conversation's short-term window (``TurnSession.get_items``): its last
ten turns, whole, so a tool's output never comes without the call that asked for it."""

from __future__ import annotations

import json
from typing import Any

from chat.session import MODEL_WINDOW_TURNS, TurnSession
from tests.memory_helpers import run_async


def one_turn(number: int) -> list[dict[str, Any]]:
    call_id = f"call_{number}"
    return [
        {"role": "user", "content": f"message {number}"},
        {"type": "function_call", "call_id": call_id, "name": "searchRentals", "arguments": "{}"},
        {"type": "function_call_output", "call_id": call_id, "output": "{}"},
        {"role": "assistant", "content": f"reply {number}"},
    ]


def session_of(items: list[dict[str, Any]]) -> TurnSession:
    return TurnSession("visitor", "conversation", [json.dumps(item) for item in items])


def visitor_messages(items: list[Any]) -> list[str]:
    return [item["content"] for item in items if item.get("role") == "user"]


def test_the_model_reads_the_last_ten_turns() -> None:
    stored = [item for number in range(1, 13) for item in one_turn(number)]

    items = run_async(session_of(stored).get_items())

    assert MODEL_WINDOW_TURNS == 10
    assert visitor_messages(items) == [f"message {number}" for number in range(3, 13)]
    assert items[0] == {"role": "user", "content": "message 3"}
    assert items[-1] == {"role": "assistant", "content": "reply 12"}


def test_a_short_conversation_is_read_whole() -> None:
    stored = [item for number in range(1, 4) for item in one_turn(number)]

    assert run_async(session_of(stored).get_items()) == stored


def test_a_window_cut_inside_a_turn_starts_at_the_next_visitor_message() -> None:
    stored = [item for number in range(1, 4) for item in one_turn(number)][2:]  # no call_1

    items: list[dict[str, Any]] = [dict(item) for item in run_async(session_of(stored).get_items())]

    assert items[0] == {"role": "user", "content": "message 2"}
    outputs = [item["call_id"] for item in items if item.get("type") == "function_call_output"]
    calls = [item["call_id"] for item in items if item.get("type") == "function_call"]
    assert outputs == calls == ["call_2", "call_3"]


def test_the_turn_in_progress_is_read_with_the_window() -> None:
    session = session_of([item for number in range(1, 12) for item in one_turn(number)])
    run_async(session.add_items([{"role": "user", "content": "message 12"}]))

    items = run_async(session.get_items())

    assert visitor_messages(items) == [f"message {number}" for number in range(3, 13)]


def test_a_limit_asks_for_fewer_items() -> None:
    stored = [item for number in range(1, 4) for item in one_turn(number)]

    assert run_async(session_of(stored).get_items(limit=5)) == one_turn(3)
    assert run_async(session_of(stored).get_items(limit=0)) == []
