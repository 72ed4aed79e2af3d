"""Which language model answers: OpenAI when a key is configured, otherwise the offline model."""

from __future__ import annotations

from django.conf import settings


def language_model_label() -> str:
    if settings.OPENAI_API_KEY:
        return f"openai:{settings.OPENAI_MODEL}"
    return "offline"
