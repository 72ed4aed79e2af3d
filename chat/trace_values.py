"""What a database command sent, made small and safe to show: as JSON, and as mongosh source.

``presentable`` shortens a value from a command: long strings are cut, vectors keep their first
numbers and their length (``[0.0123, -0.0301, … 384 numbers]``), long lists and documents keep
their first items, and the visitor's own id is replaced by a placeholder. ``as_json`` and
``as_mongosh`` then write the shortened value out; what was left out stays visible in both (in
mongosh as comments, so the command still parses). A turn's trace writes a few thousand values
out, so both leave the plain parts to the json module's C encoder.
"""

from __future__ import annotations

import itertools
import json
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bson import Decimal128, ObjectId, Regex

MAX_STRING_CHARS = 160
MAX_ITEMS = 20  # of a list that is not a vector
MAX_FIELDS = 40
MAX_DEPTH = 32
# A list of more numbers than this is a vector: only its first numbers are shown.
VECTOR_MIN_LENGTH = 16
VECTOR_HEAD = 3
VISITOR_PLACEHOLDER = "<your visitor id>"
OMITTED_FIELDS_KEY = "…"


@dataclass(frozen=True)
class Vector:
    head: tuple[float, ...]
    length: int


@dataclass(frozen=True)
class Omitted:
    """The last items of a long list, left out."""

    count: int


@dataclass(frozen=True)
class TooDeep:
    """A value nested deeper than anyone reads, left out."""


@dataclass(frozen=True)
class Date:
    value: datetime


@dataclass(frozen=True)
class Oid:
    value: str


@dataclass(frozen=True)
class Binary:
    size: int


Marker = Vector | Omitted | TooDeep | Date | Oid | Binary
_NUMBER_TYPES = frozenset({float, int})


def presentable(value: Any, visitor_id: str, depth: int = 0) -> Any:
    """``value`` shortened for showing, with ``visitor_id`` replaced by a placeholder."""
    if value is None or isinstance(value, bool | int | float):
        return value
    if isinstance(value, str):
        return _string(value, visitor_id)
    if depth >= MAX_DEPTH:
        return TooDeep()
    if isinstance(value, Mapping):
        items = list(value.items())
        shown = {
            _string(str(key), visitor_id): presentable(item, visitor_id, depth + 1)
            for key, item in items[:MAX_FIELDS]
        }
        if len(items) > MAX_FIELDS:
            shown[OMITTED_FIELDS_KEY] = f"{len(items) - MAX_FIELDS} more fields"
        return shown
    if isinstance(value, list | tuple):
        if len(value) >= VECTOR_MIN_LENGTH and all(type(item) in _NUMBER_TYPES for item in value):
            return Vector(tuple(round(float(item), 4) for item in value[:VECTOR_HEAD]), len(value))
        shown_items = [presentable(item, visitor_id, depth + 1) for item in value[:MAX_ITEMS]]
        if len(value) > MAX_ITEMS:
            shown_items.append(Omitted(len(value) - MAX_ITEMS))
        return shown_items
    if isinstance(value, datetime):
        return Date(value)
    if isinstance(value, ObjectId):
        return Oid(str(value))
    if isinstance(value, bytes):
        return Binary(len(value))
    if isinstance(value, Decimal128):
        return float(value.to_decimal())
    if isinstance(value, Regex | re.Pattern):
        return _string(str(value.pattern), visitor_id)
    return _string(str(value), visitor_id)


def _string(text: str, visitor_id: str) -> str:
    if visitor_id and visitor_id in text:
        text = text.replace(visitor_id, VISITOR_PLACEHOLDER)
    if "\0" in text:  # reserved for the placeholders of as_mongosh
        text = text.replace("\0", "")
    if len(text) > MAX_STRING_CHARS:
        return text[: MAX_STRING_CHARS - 1] + "…"
    return text


# --- writing it out ---------------------------------------------------------------------------


def as_json(value: Any) -> Any:
    """A shortened value as plain JSON data (dates and ids in MongoDB's Extended JSON)."""
    return json.loads(json.dumps(value, ensure_ascii=False, default=_marker_json))


def _marker_json(marker: Any) -> Any:
    if isinstance(marker, Vector):
        return f"[{', '.join(_number(item) for item in marker.head)}, … {marker.length} numbers]"
    if isinstance(marker, Omitted):
        return f"… {marker.count} more"
    if isinstance(marker, TooDeep):
        return "…"
    if isinstance(marker, Date):
        return {"$date": _iso(marker.value)}
    if isinstance(marker, Oid):
        return {"$oid": marker.value}
    if isinstance(marker, Binary):
        return f"<binary, {marker.size} bytes>"
    raise TypeError(f"{type(marker).__name__} is not a shortened value")


# json writes the placeholder "\0<n>" as "\u0000<n>"; strings never hold "\0" (see _string).
_PLACEHOLDER = re.compile(r'"\\u0000(\d+)"')


def as_mongosh(value: Any) -> str:
    """A shortened value as mongosh source; what was left out is a comment."""
    written: list[str] = []
    numbers = itertools.count()

    def placeholder(marker: Any) -> str:
        if not isinstance(marker, Marker):
            raise TypeError(f"{type(marker).__name__} is not a shortened value")
        written.append(_marker_source(marker))
        return f"\0{next(numbers)}"

    text = json.dumps(value, ensure_ascii=False, default=placeholder)
    return _PLACEHOLDER.sub(lambda match: written[int(match[1])], text) if written else text


def _marker_source(marker: Marker) -> str:
    if isinstance(marker, Vector):
        head = ", ".join(_number(item) for item in marker.head)
        return f"[{head} /* … {marker.length} numbers */]"
    if isinstance(marker, Omitted):
        # Last in its list, after a comma: JavaScript allows the trailing comma.
        return f"/* … {marker.count} more */"
    if isinstance(marker, TooDeep):
        return "null /* … */"
    if isinstance(marker, Date):
        return f'ISODate("{_iso(marker.value)}")'
    if isinstance(marker, Oid):
        return f'ObjectId("{marker.value}")'
    return f"null /* binary, {marker.size} bytes */"


def _number(value: float) -> str:
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    return repr(value)


def _iso(moment: datetime) -> str:
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")
