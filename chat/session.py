"""``TurnSession``: the agent SDK's ``Session`` for one chat turn, stored in the conversation.

The agent's short-term window lives in the conversation document (``agent_items``), so a turn reads
it in the same round trip that stores the visitor's message (``begin_turn_async``) and writes what
the Runner added in the same round trip that stores the reply (``finish_turn_async``), instead of
two round trips for every ``add_items`` call. It implements the SDK's ``Session`` protocol with one
documented difference: ``add_items`` keeps the items in memory until the turn stores its reply
(``pending_items``); a turn that never finishes leaves no half of itself in the window.
``pop_item`` and ``clear_session`` change the stored window at once when they reach it.

The model reads the last ``MODEL_WINDOW_TURNS`` turns of the window (``get_items``), each from the
visitor's message on, so a tool's output never reaches it without the call that asked for it. Ten
turns hold a search session's dialog (each search carries the filters so far); the agent SDK
converts its whole input several times a turn, and twenty turns of it cost a long conversation
about a quarter of a turn's CPU. Long-term memory carries what matters across conversations.
"""

from __future__ import annotations

import json
import logging

from agents.items import TResponseInputItem
from agents.memory import SessionABC, SessionSettings

from memory.conversations import AGENT_ITEMS_MAX, update_agent_items_async
from offline_assistant.transcript import item_text

logger = logging.getLogger(__name__)

MODEL_WINDOW_TURNS = 10


class TurnSession(SessionABC):
    def __init__(self, visitor_id: str, conversation_id: str, stored: list[str]) -> None:
        """``stored``: the window as the turn found it (JSON text of each item, oldest first)."""
        self.session_id = conversation_id
        self.session_settings = SessionSettings(limit=AGENT_ITEMS_MAX)
        self._visitor_id = visitor_id
        self._stored = _decoded(stored)
        self._pending: list[TResponseInputItem] = []

    async def get_items(self, limit: int | None = None) -> list[TResponseInputItem]:
        items = [*self._stored, *self._pending]
        limit = limit if limit is not None else AGENT_ITEMS_MAX
        if limit <= 0:
            return []
        recent = items[-limit:]
        return recent[_turns_start(recent, MODEL_WINDOW_TURNS) :]

    async def add_items(self, items: list[TResponseInputItem]) -> None:
        self._pending.extend(items)

    async def pop_item(self) -> TResponseInputItem | None:
        if self._pending:
            return self._pending.pop()
        if not self._stored:
            return None
        await update_agent_items_async(self._visitor_id, self.session_id, drop_last=True)
        return self._stored.pop()

    async def clear_session(self) -> None:
        self._pending.clear()
        self._stored.clear()
        await update_agent_items_async(self._visitor_id, self.session_id, drop_last=False)

    def user_texts(self) -> list[str]:
        """The visitor's messages in the stored window, oldest first."""
        return [
            item_text(item.get("content"))
            for item in self._stored
            if isinstance(item, dict) and item.get("role") == "user"
        ]

    def pending_items(self) -> list[str]:
        """What this turn added, as the JSON text ``finish_turn_async`` stores."""
        return [json.dumps(item, separators=(",", ":")) for item in self._pending]


def _turns_start(items: list[TResponseInputItem], turns: int) -> int:
    """Where the last ``turns`` whole turns begin: the index of their first visitor message.

    The stored window is cut by item count, so it may begin in the middle of a turn; that part
    is left out too (0 when there is no visitor message at all).
    """
    visitor_messages = [
        index
        for index, item in enumerate(items)
        if isinstance(item, dict) and item.get("role") == "user"
    ]
    return visitor_messages[-turns:][0] if visitor_messages else 0


def _decoded(stored: list[str]) -> list[TResponseInputItem]:
    items = []
    for raw in stored:
        try:
            items.append(json.loads(raw))
        except (json.JSONDecodeError, TypeError):
            logger.warning("Skipped an unreadable item of the agent's window")
    return items
