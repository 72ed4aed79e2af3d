"""Messages crafted to make a backtracking parser slow, kept as a regression corpus.

Every one is at most a chat message's length. The grammar must read each in time linear in its
length: the tests parse them all, and `make bench` prints the slowest parse.
"""

from __future__ import annotations

from language.parser import MAX_UTTERANCE_CHARS


def _repeat(unit: str) -> str:
    return (unit * (MAX_UTTERANCE_CHARS // len(unit) + 1))[:MAX_UTTERANCE_CHARS]


def hostile_messages() -> dict[str, str]:
    """Name -> message, each shaped after a known catastrophic-backtracking pattern."""
    messages = {
        "a number then many spaces": "4" + " " * (MAX_UTTERANCE_CHARS - 2) + "x",
        "a number then tabs and newlines": "4" + _repeat("\t\n ")[:-2] + "x",
        "a number then invisible characters": "4" + _repeat("\u200b\u00a0")[:-2] + "x",
        "a run of digits": "9" * MAX_UTTERANCE_CHARS,
        "digits and dots": _repeat("1."),
        "digits and commas": _repeat("1,"),
        "digits and hyphens": _repeat("4-"),
        "digits and plus signs": "4" + "+" * (MAX_UTTERANCE_CHARS - 1),
        "thousands with k": _repeat("1 k "),
        "rating words": _repeat("rated "),
        "rating comparators": _repeat("at least ") + "x",
        "stars or better": "4 stars" + _repeat(" or better")[:-7],
        "a party that never ends": _repeat("me, my wife and "),
        "capitalised words after in": "in " + _repeat("Aa "),
        "prices without an end": _repeat("under $1"),
        "bedrooms and guests": _repeat("2 bedrooms for 4 "),
        "mixed punctuation": _repeat("!?.,;:-+$€ "),
        "one long word": "a" * MAX_UTTERANCE_CHARS,
        "emphasis without a close": "**" + "a" * (MAX_UTTERANCE_CHARS - 2),
        "removals": _repeat("no no without "),
        "closing marks without a space": "a" + _repeat("!.?;")[:-2] + "x",
        "spaces and line breaks before no dash": "we" + _repeat(" \n\t")[:-3] + "x",
        "hyphenated words without an or": _repeat("a-") + " x",
    }
    return {name: message[:MAX_UTTERANCE_CHARS] for name, message in messages.items()}
