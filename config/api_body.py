"""How the JSON API reads a request body: JSON only, holding text that is valid Unicode.

A body sent as ``text/plain`` (what a plain HTML form on another site can send without a CORS
preflight) is refused with 415 rather than read as JSON. JSON may spell a lone UTF-16 surrogate
(``"\\ud800"``) that no UTF-8 text, and so no database, can hold; it is refused with 422 naming
the field.
"""

from __future__ import annotations

import json
from typing import Any

from django.http import HttpRequest
from ninja.parser import Parser


class UnsupportedMediaType(Exception):
    def __init__(self, content_type: str) -> None:
        super().__init__(
            f"Send the body as JSON with 'Content-Type: application/json', "
            f"not {content_type or 'no content type'!r}."
        )


class InvalidText(Exception):
    def __init__(self, field: str) -> None:
        self.field = field
        super().__init__(
            "Text must be valid Unicode; it holds a lone surrogate (an escape such as \\ud800 "
            "without its pair)."
        )


def is_json_media_type(content_type: str) -> bool:
    media_type = content_type.strip().lower()
    return media_type == "application/json" or (
        media_type.startswith("application/") and media_type.endswith("+json")
    )


class JsonBodyParser(Parser):
    def parse_body(self, request: HttpRequest) -> dict[str, Any]:
        if not is_json_media_type(request.content_type or ""):
            raise UnsupportedMediaType(request.content_type or "")
        data = json.loads(request.body)
        field = lone_surrogate_field(data)
        if field is not None:
            raise InvalidText(field)
        return data


def lone_surrogate_field(value: Any, path: str = "") -> str | None:
    """The dotted path of the first string (or key) holding a lone surrogate; None when none."""
    if isinstance(value, str):
        return path if _has_lone_surrogate(value) else None
    if isinstance(value, dict):
        for key, item in value.items():
            item_path = f"{path}.{key}" if path else str(key)
            if _has_lone_surrogate(key):
                return item_path.encode("utf-8", "replace").decode()
            found = lone_surrogate_field(item, item_path)
            if found is not None:
                return found
    if isinstance(value, list):
        for index, item in enumerate(value):
            found = lone_surrogate_field(item, f"{path}.{index}" if path else str(index))
            if found is not None:
                return found
    return None


def _has_lone_surrogate(text: str) -> bool:
    # json.loads pairs valid surrogate escapes into one character, so any left is alone.
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False
