"""A long reply shows its lead (what was found and the best pick) with the rest folded under it."""

from __future__ import annotations

from chat.panel import message_view
from chat.reply_summary import LONG_REPLY_CHARS, split_reply

PICK = (
    "[**Wagyu Studio**](/rentals/1/): 178 AUD/night, Sydney, ★ 5.0. Why: in Sydney, Pets allowed."
)
FOUND = "I found 3 listings for Sydney · under 250 AUD · Pets allowed. Top picks:"
LONG = f"{FOUND}\n\n1. {PICK}\n2. {PICK}\n3. {PICK}\n\nI'll remember that: travels with a dog."


def test_a_long_reply_leads_with_what_was_found_and_the_best_pick() -> None:
    assert len(LONG) > LONG_REPLY_CHARS
    lead, rest = split_reply(LONG)

    assert lead == f"{FOUND}\n\n1. {PICK}"
    assert rest == f"2. {PICK}\n3. {PICK}\n\nI'll remember that: travels with a dog."


def test_a_long_reply_without_a_list_leads_with_its_first_paragraph() -> None:
    first, second = "a" * 300, "b" * 300
    assert split_reply(f"{first}\n\n{second}") == (first, second)


def test_a_short_reply_or_one_with_nothing_after_its_lead_stays_whole() -> None:
    assert split_reply("Noted: travels with a dog.") == ("Noted: travels with a dog.", "")
    one_pick = f"{FOUND} " + "x" * LONG_REPLY_CHARS + f"\n\n1. {PICK}"
    assert split_reply(one_pick) == (one_pick, "")


def test_the_rest_keeps_counting_its_picks_in_the_replys_language() -> None:
    message = message_view("assistant", LONG, {"language": "es"})

    assert "Wagyu Studio" in message.html and "remember" not in message.html
    assert '<ol start="2">' in message.more_html
    assert message.language == "es"
