"""``python manage.py eval_intents PATH``: score the offline intent parser on annotated dialogs."""

from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from language.evaluation import IntentFileError, evaluate_file


class Command(BaseCommand):
    help = (
        "Run each dialog of a JSON Lines intent file (either format) through the offline "
        "intent parser, print the turns whose state differs from the expected one, and the "
        "accuracy over all turns."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("path", help="JSON Lines file of dialogs, as in eval/README.md")

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            report = evaluate_file(options["path"])
        except IntentFileError as error:
            raise CommandError(str(error)) from error
        for failure in report.failures:
            self.stdout.write(
                f"{failure.dialog_id} turn {failure.turn_index + 1}: {failure.utterance}\n"
                f"  expected: {_as_json(failure.expected)}\n"
                f"  got:      {_as_json(failure.got)}"
            )
            if failure.query_problem:
                self.stdout.write(f"  query:    {failure.query_problem}")
        self.stdout.write(report.summary())


def _as_json(filters: dict[str, Any]) -> str:
    return json.dumps(filters, sort_keys=True, ensure_ascii=False)
