"""Video calls all day say the visitor works wherever they stay ("I do video calls all day",
"faço reunião por vídeo o dia todo"), so a workspace is remembered; one video call is not."""

from __future__ import annotations

import pytest

from memory.extraction import extract_memories


def _keys(message: str) -> set[str]:
    return {memory.key for memory in extract_memories(message)}


@pytest.mark.parametrize(
    "message",
    [
        "I need a desk and fast wifi, I do video calls all day",
        "preciso de escrivaninha e internet muito boa, faço reunião por vídeo o dia todo",
        "necesito buena conexión, hago videollamadas todo el día",
    ],
)
def test_video_calls_all_day_remember_a_workspace(message: str) -> None:
    assert "workspace" in _keys(message)


def test_one_video_call_remembers_no_workspace() -> None:
    assert "workspace" not in _keys("I have one video call with my bank on Monday")
