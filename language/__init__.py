"""Understanding visitor requests without a language model.

``SearchIntentState`` follows one conversation: each ``apply(utterance)`` returns a
``TurnIntent`` with the kind of turn, the complete active filters and order, what changed, and
the semantic query. ``read_search_text`` reads the page's search box the same way.
``parse_utterance`` reads a single utterance without dialog context. ``language.vocabulary``
holds the canonical names (markets, currencies, property types, amenities) that every other
package uses; this package imports nothing outside itself.
"""

from language.dialog import (
    BudgetConversion,
    SearchIntentState,
    SearchText,
    TurnIntent,
    read_search_text,
    stay_words,
)
from language.parser import ParsedUtterance, parse_utterance

__all__ = [
    "BudgetConversion",
    "ParsedUtterance",
    "SearchIntentState",
    "SearchText",
    "TurnIntent",
    "parse_utterance",
    "read_search_text",
    "stay_words",
]
