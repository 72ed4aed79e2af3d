"""Score the intent parser against dialogs annotated with the state expected after each turn.

The file formats and the scoring rule are those of ``eval/README.md``: one JSON object per line,
``{"id": ..., "turns": [{"user": ..., "expect": {...}}, ...]}``; a turn scores when the active
filters and order (``sort``) equal ``expect`` exactly, with amenities compared as a set, numbers
by value, and a place (``near``) by any of its names in the market searched. Long sessions
(``"format": 2``) may add to a turn ``approx`` (keys whose numbers may differ by 10 %, for
budgets converted between currencies) and ``query_has`` / ``query_lacks`` (words the semantic
query must contain / must not contain). Both formats can be mixed in one file; the report covers
every turn.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from language.dialog import SearchIntentState
from language.place_names import canonical_place_name


class IntentFileError(ValueError):
    """The evaluation file is missing or does not follow the format."""


APPROX_TOLERANCE = 0.10


@dataclass(frozen=True)
class Turn:
    user: str
    expect: dict[str, Any]
    approx: tuple[str, ...] = ()
    query_has: tuple[str, ...] = ()
    query_lacks: tuple[str, ...] = ()


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
    query_problem: str = ""  # what is wrong with the semantic query, when that is what failed


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


def json_lines(path: str | Path, error: type[ValueError], noun: str) -> list[tuple[str, Any]]:
    """The records of a JSON Lines evaluation file, each with where it stands ("file:line").

    Raises ``error`` for a missing or unreadable file, a line that is not JSON, or a file that
    holds no records (``noun`` names them: "dialogs", "stories").
    """
    path = Path(path)
    if not path.is_file():
        raise error(f"no such file: {path}")
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as reason:
        raise error(f"cannot read {path}: {reason}") from reason
    records = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            records.append((f"{path}:{number}", json.loads(line)))
        except json.JSONDecodeError as reason:
            raise error(f"{path}:{number}: not valid JSON ({reason.msg})") from reason
    if not records:
        raise error(f"{path} holds no {noun}")
    return records


def load_dialogs(path: str | Path) -> list[Dialog]:
    """Read an evaluation file; raise ``IntentFileError`` naming the line that is wrong."""
    return [
        _dialog(record, where) for where, record in json_lines(path, IntentFileError, "dialogs")
    ]


def _dialog(record: Any, where: str) -> Dialog:
    if not isinstance(record, dict) or not isinstance(record.get("id"), str):
        raise IntentFileError(f'{where}: expected an object with a string "id"')
    turns = record.get("turns")
    if not isinstance(turns, list) or not turns:
        raise IntentFileError(f'{where}: "turns" must be a non-empty list')
    if record.get("format", 1) not in (1, 2):
        raise IntentFileError(f'{where}: unknown "format" {record.get("format")!r}')
    return Dialog(id=record["id"], turns=tuple(_turn(turn, where) for turn in turns))


def _turn(turn: Any, where: str) -> Turn:
    if not (
        isinstance(turn, dict)
        and isinstance(turn.get("user"), str)
        and isinstance(turn.get("expect"), dict)
    ):
        raise IntentFileError(f'{where}: each turn needs a string "user" and an object "expect"')
    lists = {}
    for name in ("approx", "query_has", "query_lacks"):
        value = turn.get(name, [])
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise IntentFileError(f'{where}: "{name}" must be a list of strings')
        lists[name] = tuple(value)
    return Turn(user=turn["user"], expect=turn["expect"], **lists)


def filters_match(
    expected: dict[str, Any], got: dict[str, Any], approx: tuple[str, ...] = ()
) -> bool:
    """Equal filters: same keys, amenities as a set, numbers by value (150 == 150.0), the
    ``approx`` keys' numbers within 10 %; an empty amenity list is no amenity filter; a place by
    any of its names and in any letter case ("DUMBO" is "Dumbo", "SCG" is "Sydney Cricket
    Ground": the contract takes a place the gazetteer lacks as the traveller names it, and
    travellers name and capitalise places as they like)."""
    expected, got = _comparable(expected), _comparable(got)
    if expected.keys() != got.keys():
        return False
    return all(
        _close(expected[key], got[key]) if key in approx else expected[key] == got[key]
        for key in expected
    )


def _close(expected: Any, got: Any) -> bool:
    if isinstance(expected, float) and isinstance(got, float):
        return abs(got - expected) <= APPROX_TOLERANCE * abs(expected)
    return bool(expected == got)


def query_problem(turn: Turn, query: str) -> str:
    """What the semantic query lacks or wrongly holds, or "" when it is as expected."""
    words = query.lower()
    missing = [word for word in turn.query_has if word.lower() not in words]
    extra = [word for word in turn.query_lacks if word.lower() in words]
    problems = [f"lacks {missing}" if missing else "", f"holds {extra}" if extra else ""]
    return "; ".join(problem for problem in problems if problem)


def _comparable(filters: dict[str, Any]) -> dict[str, Any]:
    comparable = {
        key: _comparable_value(value)
        for key, value in filters.items()
        if not (key == "amenities" and value == [])
    }
    if isinstance(comparable.get("near"), str):
        # a place the gazetteer lacks is named as the traveller writes it: "DUMBO" is "Dumbo",
        # "the Estádio do Bessa" is "Estádio do Bessa", and "Dragão Stadium" the "Estádio do
        # Dragão" of the places the parser knows
        market = filters.get("location")
        near = canonical_place_name(comparable["near"], market if isinstance(market, str) else "")
        comparable["near"] = near.casefold().removeprefix("the ")
    return comparable


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
        kept: dict[str, Any] = {}  # approximate numbers, by key, as the turns that said them expect
        for index, turn in enumerate(dialog.turns):
            intent = state.apply(turn.user)
            got = intent.filters | ({"sort": intent.sort} if intent.sort else {})
            problem = query_problem(turn, intent.search_query)
            report.total += 1
            approx = approximate_keys(turn, kept)
            kept = {key: turn.expect[key] for key in approx if key in turn.expect}
            if filters_match(turn.expect, got, approx) and not problem:
                report.correct += 1
            else:
                report.failures.append(
                    TurnFailure(dialog.id, index, turn.user, turn.expect, got, problem)
                )
    return report


def approximate_keys(turn: Turn, kept: dict[str, Any]) -> tuple[str, ...]:
    """The keys compared within the tolerance on ``turn``: those it marks ``approx``, and, as the
    contract says, those an earlier turn marked whose value this turn keeps (a budget converted
    on the 2nd turn is still 191.78 CAD, not 192, on the 5th)."""
    carried = (key for key, value in kept.items() if turn.expect.get(key) == value)
    return tuple(dict.fromkeys((*turn.approx, *carried)))


def evaluate_file(path: str | Path) -> EvaluationReport:
    return evaluate(load_dialogs(path))
