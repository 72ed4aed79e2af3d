"""The embedder this deployment is configured with, and the check that stored vectors match it."""

from __future__ import annotations

import functools

from django.conf import settings

from infra.embedders import (
    LOCAL_MODEL_UNAVAILABLE,
    Embedder,
    EmbeddingModelMismatch,
    build_embedder,
    local_model_installed,
)
from rentals.repository import vector_field_info


def embedder_from_settings() -> Embedder:
    """A new embedder as the settings describe it now."""
    return build_embedder(
        settings.EMBEDDING_PROVIDER,
        voyage_api_key=settings.VOYAGE_API_KEY,
        voyage_model=settings.VOYAGE_MODEL,
        openai_api_key=settings.OPENAI_API_KEY,
    )


@functools.cache
def configured_embedder() -> Embedder:
    """Built once per process: the local model loads lazily and is then shared by every request."""
    return embedder_from_settings()


def meaning_search_problem(embedder: Embedder) -> str:
    """Why queries cannot be embedded on this machine, so search matches words only ("" if
    they can)."""
    if embedder.provider == "local" and not local_model_installed():
        return LOCAL_MODEL_UNAVAILABLE
    return ""


def check_stored_vectors(embedder: Embedder) -> None:
    """Refuse to search vectors that another model (or dimension) produced."""
    stored = vector_field_info(embedder.vector_field)
    if stored is None:
        return
    if stored.model != embedder.model or stored.dimensions != embedder.dimensions:
        raise EmbeddingModelMismatch(
            stored.model, stored.dimensions, embedder.model, embedder.dimensions
        )
