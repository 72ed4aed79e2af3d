"""A long reply's lead: what the chat shows first, with the rest one tap away.

A reply that found stays reads "I found 6 listings for Rio… Top picks:" and then a list of five;
in a chat panel a few hundred pixels tall, the list pushes the reply's start out of view. The lead
is the reply up to and including its first list item (or its first paragraph, if it has no list),
so the visitor sees what was found and the best pick at once.
"""

from __future__ import annotations

import re

LONG_REPLY_CHARS = 400
_LIST_ITEM = re.compile(r"^\s{0,3}(?:\d{1,3}[.)]|[-*•])\s")


def split_reply(text: str) -> tuple[str, str]:
    """``(lead, rest)`` of a reply in Markdown; ``rest`` is empty when the reply is short."""
    text = text.strip()
    if len(text) <= LONG_REPLY_CHARS:
        return text, ""
    lines = text.split("\n")
    first_item = next((i for i, line in enumerate(lines) if _LIST_ITEM.match(line)), None)
    if first_item is None:
        blank = next((i for i, line in enumerate(lines) if not line.strip()), len(lines))
        cut = blank
    else:
        cut = first_item + 1
    lead, rest = "\n".join(lines[:cut]).strip(), "\n".join(lines[cut:]).strip()
    return (lead, rest) if lead and rest else (text, "")
