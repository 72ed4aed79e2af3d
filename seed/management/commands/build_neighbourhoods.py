"""`python manage.py build_neighbourhoods`: derive the neighbourhood places from the shipped
listings into `language/data/neighbourhoods.csv`.

Run it after changing the shipped listings; the file ships with the product, so searches near a
neighbourhood need no database to know where it is.
"""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from language.places import NEIGHBOURHOODS_FILE
from seed.loaders import well_formed_listings
from seed.neighbourhoods import neighbourhoods, write_neighbourhoods
from seed.shipped import SHIPPED_SOURCES


class Command(BaseCommand):
    help = "Write language/data/neighbourhoods.csv from the shipped listings' neighbourhoods."

    def handle(self, *args: Any, **options: Any) -> None:
        listings = well_formed_listings(SHIPPED_SOURCES)
        count = write_neighbourhoods(neighbourhoods(listings))
        self.stdout.write(f"{count} neighbourhoods written to {NEIGHBOURHOODS_FILE}.")
