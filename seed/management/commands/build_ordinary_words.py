"""`python manage.py build_ordinary_words`: derive the ordinary words from the shipped listings'
texts into `language/data/ordinary_words.txt`.

Run it after changing the shipped listings; the file ships with the product.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from language.ordinary_words import ORDINARY_WORDS_FILE
from seed.loaders import well_formed_listings
from seed.ordinary_words import ordinary_words, write_ordinary_words
from seed.shipped import SHIPPED_SOURCES


class Command(BaseCommand):
    help = "Write language/data/ordinary_words.txt from the shipped listings' texts."

    def handle(self, *args: Any, **options: Any) -> None:
        listings = well_formed_listings(SHIPPED_SOURCES)
        count = write_ordinary_words(ordinary_words(listings))
        self.stdout.write(f"{count} ordinary words written to {ORDINARY_WORDS_FILE}.")
