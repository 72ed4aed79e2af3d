"""Understanding visitor requests without a language model.

``SearchIntentState`` follows one conversation: each ``apply(utterance)`` returns a
``TurnIntent`` with the complete active filters, what changed, and the words left for
semantic search. ``parse_utterance`` reads a single utterance without dialog context.
"""

from language.dialog import SearchIntentState, TurnIntent
from language.parser import ParsedUtterance, parse_utterance

__all__ = ["ParsedUtterance", "SearchIntentState", "TurnIntent", "parse_utterance"]
