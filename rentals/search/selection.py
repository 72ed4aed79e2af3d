"""Which vector search backend serves this deployment: Atlas `$vectorSearch`, or the local engine.

Chosen once per process by probing the server, unless VECTOR_BACKEND forces one.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from django.conf import settings

from infra.atlas_search import NO_ATLAS_SEARCH, probe_search_support
from infra.mongo import connection
from rentals.repository import listings


@dataclass(frozen=True)
class BackendChoice:
    name: str  # "atlas" | "local"
    reason: str


@functools.cache
def chosen_vector_backend() -> BackendChoice:
    forced = settings.VECTOR_BACKEND
    if forced != "auto":
        return BackendChoice(forced, f"VECTOR_BACKEND={forced}")
    if connection().embedded:
        # Known without asking: the embedded server takes about a second to refuse the probe.
        return BackendChoice("local", f"in-process exact search ({NO_ATLAS_SEARCH})")
    support = probe_search_support(listings())
    if support.available:
        return BackendChoice("atlas", "the server runs Atlas Search")
    return BackendChoice("local", f"in-process exact search ({support.reason})")
