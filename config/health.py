"""What each concern runs on, for `/api/health` and the page footer."""

from __future__ import annotations

from typing import Any

from django.conf import settings

from chat.llm import language_model_label
from infra.embedders import describe
from infra.mongo import DatabaseUnavailable, check_reachable, connection
from infra.openai_breaker import openai_breaker
from language.interface_text import text
from language.page_language import ENGLISH, Language
from rentals.embedding import embedder_from_settings, meaning_search_problem
from rentals.repository import count_listings, count_with_vectors
from rentals.search.results import SEARCH_MODES
from rentals.search.selection import chosen_vector_backend


def health_report() -> dict[str, Any]:
    database: dict[str, Any] = {"name": settings.MONGODB_DB, "reachable": False}
    report: dict[str, Any] = {"status": "error", "database": database}
    try:
        target = connection()
        database["mode"] = "embedded" if target.embedded else "uri"
        if not target.embedded:
            # The embedded server's address is nobody's business: it listens on loopback only.
            database["host"] = target.host
        database["server_version"] = check_reachable()
        database["reachable"] = True
    except DatabaseUnavailable as error:
        database["error"] = str(error)
    # Built afresh, so the report shows the settings as they are, not as the process began.
    embedder = embedder_from_settings()
    embedding = describe(embedder)
    report["embedding"] = embedding
    # Which searches this machine can run: by words alone where no embedding model is available.
    problem = meaning_search_problem(embedder)
    report["search"] = (
        {"modes": ["lexical"], "notice": problem} if problem else {"modes": list(SEARCH_MODES)}
    )
    report["llm"] = language_model_label()
    if settings.OPENAI_API_KEY:
        report["openai"] = {
            "model": settings.OPENAI_MODEL,
            "api": settings.OPENAI_API,
            **openai_breaker.status(),
        }
    if database["reachable"]:
        report["listings"] = count_listings()
        embedding["listings_with_vectors"] = count_with_vectors(embedder.vector_field)
        backend = chosen_vector_backend()
        report["vector_search"] = {"backend": backend.name, "reason": backend.reason}
        report["status"] = "ok"
    return report


def footer_line(report: dict[str, Any], language: Language = ENGLISH) -> str:
    database = report["database"]
    if not database["reachable"]:
        return text("footer.database_unreachable", language)
    where = "embedded" if database.get("mode") == "embedded" else database.get("host", "")
    embedding = report["embedding"]
    embeddings = text(
        "footer.embeddings",
        language,
        embedding["listings_with_vectors"],
        provider=embedding["provider"],
        model=embedding["model"],
    )
    return (
        f"MongoDB {database.get('server_version', '')} ({where}) · "
        f"{text('footer.listings', language, report['listings'])} · {embeddings} · "
        f"{_search_label(report, language)} · "
        f"LLM: {report['llm']}"
    )


def _search_label(report: dict[str, Any], language: Language) -> str:
    if report["search"]["modes"] == ["lexical"]:
        return text("footer.words_only", language)
    return text("footer.vector_search", language, backend=report["vector_search"]["backend"])
