"""Score the intent parser against dialogs annotated with the filters expected after each turn.

The file format and the scoring rule are those of ``eval/README.md``: one JSON object per line,
``{"id": ..., "turns": [{"user": ..., "expect": {...}}, ...]}``; a turn scores when the active
filters equal ``expect`` exactly, with amenities compared as a set and numbers by value.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from language.dialog import SearchIntentState


class IntentFileError(ValueError):
    """The evaluation file is missing or does not follow the format."""


@dataclass(frozen=True)
class Turn:
    user: str
    expect: dict[str, Any]


@dataclass(frozen=True)
class Dialog:
    id: str
    turns: tuple[Turn, ...]


@dataclass(frozen=True)
class TurnFailure:
    dialog_id: str
    turn_index: int  # 0-based position of the turn in its dialog
    utterance: str
    expected: dict[str, Any]
    got: dict[str, Any]


@dataclass
class EvaluationReport:
    correct: int = 0
    total: int = 0
    failures: list[TurnFailure] = field(default_factory=list)

    @property
    def accuracy_percent(self) -> float:
        return 100.0 * self.correct / self.total if self.total else 0.0

    def summary(self) -> str:
        return f"intent accuracy: {self.correct}/{self.total} turns ({self.accuracy_percent:.1f}%)"


def load_dialogs(path: str | Path) -> list[Dialog]:
    """Read an evaluation file; raise ``IntentFileError`` naming the line that is wrong."""
    path = Path(path)
    if not path.is_file():
        raise IntentFileError(f"no such file: {path}")
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise IntentFileError(f"cannot read {path}: {error}") from error
    dialogs = [
        _dialog_from_line(line, f"{path}:{number}")
        for number, line in enumerate(lines, start=1)
        if line.strip()
    ]
    if not dialogs:
        raise IntentFileError(f"{path} holds no dialogs")
    return dialogs


def _dialog_from_line(line: str, where: str) -> Dialog:
    try:
        record = json.loads(line)
    except json.JSONDecodeError as error:
        raise IntentFileError(f"{where}: not valid JSON ({error.msg})") from error
    if not isinstance(record, dict) or not isinstance(record.get("id"), str):
        raise IntentFileError(f'{where}: expected an object with a string "id"')
    turns = record.get("turns")
    if not isinstance(turns, list) or not turns:
        raise IntentFileError(f'{where}: "turns" must be a non-empty list')
    parsed_turns = []
    for turn in turns:
        if not (
            isinstance(turn, dict)
            and isinstance(turn.get("user"), str)
            and isinstance(turn.get("expect"), dict)
        ):
            raise IntentFileError(
                f'{where}: each turn needs a string "user" and an object "expect"'
            )
        parsed_turns.append(Turn(user=turn["user"], expect=turn["expect"]))
    return Dialog(id=record["id"], turns=tuple(parsed_turns))


def filters_match(expected: dict[str, Any], got: dict[str, Any]) -> bool:
    """Equal filters: same keys, amenities as a set, numbers by value (150 == 150.0)."""
    return _comparable(expected) == _comparable(got)


def _comparable(filters: dict[str, Any]) -> dict[str, Any]:
    return {key: _comparable_value(value) for key, value in filters.items()}


def _comparable_value(value: Any) -> Any:
    if isinstance(value, list):
        return frozenset(value)
    if isinstance(value, bool):
        return ("bool", value)  # so True never equals the number 1
    if isinstance(value, int | float):
        return float(value)
    return value


def evaluate(dialogs: list[Dialog]) -> EvaluationReport:
    """Run each dialog through a fresh dialog state and score every turn."""
    report = EvaluationReport()
    for dialog in dialogs:
        state = SearchIntentState()
        for index, turn in enumerate(dialog.turns):
            got = state.apply(turn.user).filters
            report.total += 1
            if filters_match(turn.expect, got):
                report.correct += 1
            else:
                report.failures.append(TurnFailure(dialog.id, index, turn.user, turn.expect, got))
    return report


def evaluate_file(path: str | Path) -> EvaluationReport:
    return evaluate(load_dialogs(path))
