"""Chat replies as safe HTML: a tiny Markdown subset over text that is escaped first.

Replies come from a language model that reads listing text written by strangers, so a reply is
untrusted text. All of it is escaped before any markup is added, and the only markup added is:
paragraphs and line breaks, **bold**, *italic*, bullet and numbered lists, and links to this
site's own listing pages (``[name](/rentals/<id>/)``). Any other link keeps its text and loses its
target. The result then goes through ``nh3`` with the same allowlist, as a second line of defence.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from itertools import groupby

import nh3
from django.utils.safestring import SafeString, mark_safe

ALLOWED_TAGS = {"p", "br", "strong", "em", "ul", "ol", "li", "a"}
ALLOWED_ATTRIBUTES = {"a": {"href"}, "ol": {"start"}}

_BULLET = re.compile(r"^\s{0,3}[-*•]\s+(?P<text>.*)$")
_NUMBERED = re.compile(r"^\s{0,3}(?P<number>\d{1,3})[.)]\s+(?P<text>.*)$")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(?P<text>.*?)\s*#*\s*$")
_CONTINUATION = re.compile(r"^\s{2,}\S")
# Matched on escaped text: the brackets, parentheses and the path survive escaping unchanged.
_LINK = re.compile(r"\[(?P<text>[^\[\]\n]+)\]\((?P<target>[^()\s]*)\)")
_LISTING_PATH = re.compile(r"/rentals/[A-Za-z0-9_-]{1,64}/")
_BOLD = re.compile(r"\*\*(?=\S)(?P<text>.+?)(?<=\S)\*\*")
_ITALIC = re.compile(r"(?<![*\w])\*(?=[^\s*])(?P<text>.+?)(?<=[^\s*])\*(?![*\w])")


def render_markdown(text: str) -> SafeString:
    """The reply as HTML that is safe to insert into a page."""
    blocks = re.split(r"\n[ \t]*\n", text.replace("\r\n", "\n").strip())
    rendered = "\n".join(_block(block) for block in blocks if block.strip())
    cleaned = nh3.clean(
        rendered,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        attribute_filter=_allowed_attribute,
        url_schemes=set(),
    )
    # Safe: the markup was built from escaped text only, then sanitised against the allowlist.
    return mark_safe(cleaned)


@dataclass
class _Line:
    kind: str  # "ul", "ol", "heading" or "text"
    text: str
    number: int = 1  # a numbered item's number: a list split by blank lines keeps counting


def _block(block: str) -> str:
    """One block between blank lines: runs of list items become a list, other lines a paragraph."""
    parts: list[str] = []
    for kind, group in groupby(_lines(block), key=lambda line: line.kind):
        run = list(group)
        if kind == "text":
            parts.append(f"<p>{'<br>'.join(_inline(line.text) for line in run)}</p>")
        elif kind == "heading":
            # Headings would shout inside a chat bubble: a bold line reads the same.
            parts += [f"<p><strong>{_inline(line.text)}</strong></p>" for line in run]
        else:
            start = f' start="{run[0].number}"' if kind == "ol" and run[0].number != 1 else ""
            items = "".join(f"<li>{_inline(line.text)}</li>" for line in run)
            parts.append(f"<{kind}{start}>{items}</{kind}>")
    return "".join(parts)


def _lines(block: str) -> list[_Line]:
    lines: list[_Line] = []
    for raw in block.split("\n"):
        if not raw.strip():
            continue
        if match := _BULLET.match(raw):
            lines.append(_Line("ul", match["text"]))
        elif match := _NUMBERED.match(raw):
            lines.append(_Line("ol", match["text"], int(match["number"])))
        elif lines and lines[-1].kind in ("ul", "ol") and _CONTINUATION.match(raw):
            lines[-1].text += " " + raw.strip()
        elif match := _HEADING.match(raw):
            lines.append(_Line("heading", match["text"]))
        else:
            lines.append(_Line("text", raw.strip()))
    return lines


def _inline(text: str) -> str:
    """Escape the text, then add emphasis and links to listing pages."""
    escaped = html.escape(text, quote=True)
    pieces: list[str] = []
    position = 0
    for link in _LINK.finditer(escaped):
        pieces.append(_emphasis(escaped[position : link.start()]))
        label = _emphasis(link["text"])
        if _LISTING_PATH.fullmatch(link["target"]):
            pieces.append(f'<a href="{link["target"]}">{label}</a>')
        else:
            pieces.append(label)
        position = link.end()
    pieces.append(_emphasis(escaped[position:]))
    return "".join(pieces)


def _emphasis(escaped: str) -> str:
    bold = _BOLD.sub(r"<strong>\g<text></strong>", escaped)
    return _ITALIC.sub(r"<em>\g<text></em>", bold)


def _allowed_attribute(tag: str, attribute: str, value: str) -> str | None:
    if tag == "a" and attribute == "href":
        return value if _LISTING_PATH.fullmatch(value) else None
    if tag == "ol" and attribute == "start":
        return value if value.isdigit() else None
    return None
