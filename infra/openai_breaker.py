"""Whether to ask OpenAI at all: a circuit breaker that remembers the last failure.

After a failure the offline model answers every turn for ``OPENAI_COOLDOWN_S`` instead of each
turn waiting for OpenAI again. Meanwhile a background thread checks OpenAI with a cheap request
(listing the models) at the end of each cool-down; once it answers, the next turn uses OpenAI.
The failure is named for people: an invalid key is not an outage.

The state is per process (each worker learns on its own), which costs at most one slow turn per
worker and outage.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass
from typing import Any

import openai
from django.conf import settings

from infra.openai_clients import openai_client, openai_timeout

logger = logging.getLogger(__name__)

# What went wrong, as /api/health says it.
INVALID_KEY = "invalid key"
UNREACHABLE = "unreachable"
RATE_LIMITED = "rate limited"
SERVER_ERROR = "server error"
NOT_FOUND = "endpoint or model not found"
REJECTED = "request rejected"


@dataclass(frozen=True)
class Failure:
    problem: str  # one of the names above
    detail: str  # a sentence with the fix, for /api/health and the log
    at: float  # time.time()


class StreamFailed(Exception):
    """OpenAI ended a streamed response with a failure event instead of an HTTP error."""


class TurnTimedOut(Exception):
    """OpenAI did not finish within the turn's model time (``OPENAI_TURN_TIMEOUT_S``)."""


def describe_failure(error: BaseException) -> Failure:
    """Name the failure (invalid key, unreachable, …) with what to check."""
    now = time.time()
    if isinstance(error, openai.AuthenticationError | openai.PermissionDeniedError):
        return Failure(
            INVALID_KEY,
            f"OpenAI refused the key (HTTP {error.status_code}): check OPENAI_API_KEY.",
            now,
        )
    if isinstance(error, openai.APIConnectionError | TurnTimedOut | TimeoutError):
        where = settings.OPENAI_BASE_URL or "api.openai.com"
        return Failure(
            UNREACHABLE,
            f"No answer from {where} in time ({type(error).__name__}): check the network, or "
            "OPENAI_BASE_URL.",
            now,
        )
    if isinstance(error, openai.RateLimitError):
        return Failure(RATE_LIMITED, "OpenAI answered 429: quota or rate limit reached.", now)
    if isinstance(error, openai.NotFoundError):
        hint = (
            " A server without the Responses API needs OPENAI_API=chat_completions."
            if settings.OPENAI_API == "responses"
            else ""
        )
        return Failure(NOT_FOUND, f"OpenAI answered 404: check OPENAI_MODEL.{hint}", now)
    if isinstance(error, openai.APIStatusError) and error.status_code < 500:
        return Failure(REJECTED, f"OpenAI rejected the request (HTTP {error.status_code}).", now)
    return Failure(SERVER_ERROR, f"OpenAI failed ({type(error).__name__}).", now)


class OpenAIBreaker:
    """Closed: turns ask OpenAI. Open (after a failure): the offline model answers until a
    background check finds OpenAI answering again."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._failure: Failure | None = None
        self._next_check = 0.0  # time.monotonic() of the next background check
        self._wake = threading.Event()
        self._checker: threading.Thread | None = None

    def allows_openai(self) -> bool:
        return self._failure is None

    def record_failure(self, error: BaseException) -> None:
        failure = describe_failure(error)
        cooldown = float(settings.OPENAI_COOLDOWN_S)
        with self._lock:
            if self._failure is None:
                logger.warning(
                    "OpenAI is %s (%s); the offline model answers for the next %g s.",
                    failure.problem,
                    failure.detail,
                    cooldown,
                )
            self._failure = failure
            self._next_check = time.monotonic() + cooldown
            if self._checker is None:
                self._checker = threading.Thread(
                    target=self._check_until_recovered, name="openai-breaker", daemon=True
                )
                self._checker.start()

    def reset(self) -> None:
        """Close the breaker and stop checking (a successful call, or a test starting afresh)."""
        with self._lock:
            if self._failure is not None:
                logger.warning("OpenAI answers again; turns use it again.")
            self._failure = None
            self._wake.set()

    def status(self) -> dict[str, Any]:
        """The breaker as /api/health shows it."""
        failure = self._failure
        if failure is None:
            return {"state": "ok"}
        return {
            "state": "cooling down",
            "problem": failure.problem,
            "detail": failure.detail,
            "since": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(failure.at)),
            "next_check_in_s": max(0, round(self._next_check - time.monotonic(), 1)),
        }

    def _check_until_recovered(self) -> None:
        while True:
            with self._lock:
                if self._failure is None:
                    self._checker = None
                    return
                wait = self._next_check - time.monotonic()
            if wait > 0:
                # Woken early by reset(); a newer failure only moves _next_check later.
                self._wake.wait(wait)
                self._wake.clear()
                continue
            try:
                check_openai()
            except Exception as error:  # every failure keeps the breaker open, named
                self.record_failure(error)
                continue
            self.reset()


def check_openai() -> None:
    """One cheap request with the configured key and endpoint; raises what the API raised."""
    client = openai_client(
        timeout=openai_timeout(float(settings.OPENAI_TURN_TIMEOUT_S)), max_retries=0
    )
    try:
        client.models.list()
    except openai.NotFoundError:
        return  # an OpenAI-compatible server without a model list: it answered, with this key
    finally:
        client.close()


openai_breaker = OpenAIBreaker()
