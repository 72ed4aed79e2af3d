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
        "I have lots of video calls all day",
        "I'm on video calls all day except on Friday, need a desk",
    ],
)
def test_video_calls_all_day_remember_a_workspace(message: str) -> None:
    assert "workspace" in _keys(message)


@pytest.mark.parametrize(
    "message",
    [
        "No more video calls all day for me, I quit my job!",
        "Estoy harta de las videollamadas todo el día, quiero desconectar",
        "I used to do video calls all day, now I'm retired",
        "On Monday I have video calls all day so I need wifi that day",
    ],
)
def test_calls_not_said_as_a_habit_remember_no_workspace(message: str) -> None:
    assert "workspace" not in _keys(message)
