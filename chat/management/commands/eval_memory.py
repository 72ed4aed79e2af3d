"""``python manage.py eval_memory PATH``: score long-term memory on small stories."""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.test.utils import override_settings

from chat.memory_evaluation import MemoryFileError, evaluate_stories, load_stories
from rentals.repository import count_listings


class Command(BaseCommand):
    help = (
        "Run each story of a JSON Lines memory file through the chat service with the offline "
        "model (a new visitor per story, a new conversation for its last message), print the "
        "stories that end otherwise than expected, and the accuracy."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help="JSON Lines file of memory stories, as in eval/README.md")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            stories = load_stories(options["path"])
        except MemoryFileError as error:
            raise CommandError(str(error)) from error
        if count_listings() == 0:
            # Searches over no listings still answer, so every story would be scored, wrongly.
            raise CommandError(
                "The database holds no listings: run `python manage.py seed` (or `make demo`) "
                "before scoring memory stories."
            )
        # The offline model: the score measures the rules, whatever key the machine holds.
        with override_settings(OPENAI_API_KEY=""):
            report = evaluate_stories(stories)
        for outcome in report.outcomes:
            if outcome.correct:
                continue
            story = outcome.story
            self.stdout.write(
                f"{story.id}: {' / '.join(story.says)} → {story.then}\n"
                f"  remembered: {_as_json(outcome.memories)} (expected "
                f"{'some' if story.remembered else 'none'})\n"
                f"  expected:   {_as_json(story.expect)}"
                + (f" query has {_as_json(list(story.query_has))}" if story.query_has else "")
                + f"\n  got:        {_as_json(outcome.filters)} query {outcome.query!r}"
            )
        self.stdout.write(report.summary())


def _as_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)
