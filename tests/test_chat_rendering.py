"""Replies render as a tiny, safe Markdown subset: every character of the text is escaped first."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from chat.rendering import render_markdown

ATTACKS = [
    "<script>alert(1)</script>",
    '<img src="x" onerror="alert(1)">',
    "<svg onload=alert(1)>",
    '<a href="javascript:alert(1)">click</a>',
    "[click](javascript:alert(1))",
    "[click](javascript:void)",
    "[click](JaVaScRiPt:alert`1`)",
    "[click](data:text/html;base64,PHNjcmlwdD4=)",
    '[click](/rentals/1/" onmouseover="alert(1))',
    "**<script>alert(1)</script>**",
    "- <iframe src=//evil.example>",
    "1. <b onclick=alert(1)>x</b>",
    "&lt;script&gt;alert(1)&lt;/script&gt;",
]


class Elements(HTMLParser):
    """Every element of an HTML fragment, with its attributes."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.found: list[tuple[str, list[tuple[str, str | None]]]] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.found.append((tag, attrs))


@pytest.mark.parametrize("attack", ATTACKS)
def test_markup_in_a_reply_is_shown_as_text_never_run(attack: str) -> None:
    html = render_markdown(attack)
    for tag, attributes in Elements(html).found:
        assert tag in {"p", "br", "strong", "em", "ul", "ol", "li", "a"}
        for name, value in attributes:
            assert (tag, name) in {("a", "href"), ("ol", "start")}
            if name == "href":
                assert re.fullmatch(r"/rentals/[A-Za-z0-9_-]+/", value or "")


def test_escaped_markup_stays_visible_as_text() -> None:
    assert render_markdown('<img src="x" onerror="alert(1)">') == (
        '<p>&lt;img src="x" onerror="alert(1)"&gt;</p>'
    )
    assert render_markdown("a & b < c") == "<p>a &amp; b &lt; c</p>"


def test_bold_italic_and_paragraphs() -> None:
    html = render_markdown("I found **3 listings** in *Porto*.\n\nPrices are per night.")
    assert html == (
        "<p>I found <strong>3 listings</strong> in <em>Porto</em>.</p>\n"
        "<p>Prices are per night.</p>"
    )


def test_lines_of_one_paragraph_keep_their_breaks() -> None:
    assert render_markdown("first line\nsecond line") == "<p>first line<br>second line</p>"


def test_bullet_and_numbered_lists_even_right_after_a_line_of_text() -> None:
    html = render_markdown("You have 2 saved places:\n- **Loft**: 90 EUR\n- **Flat**: 80 EUR")
    assert html == (
        "<p>You have 2 saved places:</p>"
        "<ul><li><strong>Loft</strong>: 90 EUR</li><li><strong>Flat</strong>: 80 EUR</li></ul>"
    )
    assert render_markdown("Top picks:\n\n1. One\n2. Two") == (
        "<p>Top picks:</p>\n<ol><li>One</li><li>Two</li></ol>"
    )


def test_a_numbered_list_split_by_blank_lines_keeps_counting() -> None:
    assert render_markdown("1. One\n\n2. Two") == (
        '<ol><li>One</li></ol>\n<ol start="2"><li>Two</li></ol>'
    )


def test_links_to_listing_pages_are_kept_and_any_other_link_keeps_only_its_text() -> None:
    html = render_markdown(
        "See [**Sunny loft**](/rentals/10006546/), [this](https://evil.example/) and "
        "[that](//evil.example/rentals/1/)."
    )
    assert html == (
        '<p>See <a href="/rentals/10006546/"><strong>Sunny loft</strong></a>, this and that.</p>'
    )


def test_headings_become_bold_lines() -> None:
    assert render_markdown("## Top picks\nTwo of them") == (
        "<p><strong>Top picks</strong></p><p>Two of them</p>"
    )


def test_asterisks_that_are_not_emphasis_stay() -> None:
    assert render_markdown("2*3*4 and **unfinished") == "<p>2*3*4 and **unfinished</p>"
