"""Embedders: what every provider guarantees, and how the hosted ones talk to their APIs.

The local model runs for real. For Voyage AI and OpenAI only the HTTP transport is fake, so the
real client libraries build the requests and parse the responses:
- voyageai sends through `requests`; `HTTPAdapter.send` is replaced, so each prepared request
  reaches `FakeEmbeddingsAPI` and its answer goes back through requests' own response building.
- openai (which sends through httpx2) gets an `httpx2.Client` whose `MockTransport` hands each
  request to the same fake.
"""

from __future__ import annotations

import base64
import io
import json
import re
import threading
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx2
import numpy as np
import openai
import pytest
import requests
import urllib3
from requests.adapters import HTTPAdapter

from infra.embedders import (
    Embedder,
    EmbeddingConfigError,
    EmbeddingError,
    EmbeddingModelMismatch,
    LocalEmbedder,
    OpenAIEmbedder,
    VoyageEmbedder,
    build_embedder,
    describe,
)

PORTO_LISTING = (
    "Ribeira Charming Duplex. Fantastic duplex apartment with three bedrooms, located in the "
    "historic area of Porto, Ribeira (Cube) - UNESCO World Heritage Site."
)
SYDNEY_LISTING = (
    "Surry Hills Studio - Your Perfect Base in Sydney. This spacious, light filled studio has "
    "everything you need to enjoy Sydney; the harbour is an easy walk, Bondi a short bus trip away."
)
VOYAGE_KEY = "pa-test-key"
OPENAI_KEY = "sk-test-key"


def raw_vector(text: str, dimensions: int) -> np.ndarray:
    """What the fake API returns for `text`: deterministic and deliberately not unit length."""
    rng = np.random.default_rng(zlib.crc32(text.encode("utf-8")))
    return (rng.normal(size=dimensions) * 5).astype(np.float32)


def unit(vector: np.ndarray) -> np.ndarray:
    return vector / np.linalg.norm(vector)


def assert_unit_rows(matrix: np.ndarray) -> None:
    np.testing.assert_allclose(np.linalg.norm(matrix, axis=-1), 1.0, rtol=1e-5)


@dataclass
class RecordedRequest:
    method: str
    url: str
    headers: dict[str, str]
    json: dict[str, Any]


@dataclass
class FakeEmbeddingsAPI:
    """POST /embeddings as Voyage AI and OpenAI answer it (their success bodies agree).

    Queued failures (a status with a body, or an exception for the transport to raise) are
    served first, one per request; then every request succeeds.
    """

    dimensions: int
    requests: list[RecordedRequest] = field(default_factory=list)
    queued: list[tuple[int, dict[str, Any], dict[str, str]] | Exception] = field(
        default_factory=list
    )

    def fail_next(self, status: int, body: dict[str, Any], headers: dict[str, str] | None = None):
        self.queued.append((status, body, headers or {}))

    def drop_next_connection(self, error: Exception) -> None:
        self.queued.append(error)

    def answer(
        self, method: str, url: str, headers: Mapping[str, Any], body: bytes
    ) -> tuple[int, dict[str, str], bytes]:
        request = RecordedRequest(
            method, url, {name.lower(): value for name, value in headers.items()}, json.loads(body)
        )
        self.requests.append(request)
        if self.queued:
            failure = self.queued.pop(0)
            if isinstance(failure, Exception):
                raise failure
            status, error_body, error_headers = failure
            return status, {"content-type": "application/json", **error_headers}, _json(error_body)
        return 200, {"content-type": "application/json"}, _json(self._embeddings(request.json))

    def _embeddings(self, request: dict[str, Any]) -> dict[str, Any]:
        vectors = [raw_vector(text, self.dimensions) for text in request["input"]]
        as_base64 = request.get("encoding_format") == "base64"
        data = [
            {
                "object": "embedding",
                "index": index,
                "embedding": base64.b64encode(vector.tobytes()).decode()
                if as_base64
                else vector.tolist(),
            }
            for index, vector in enumerate(vectors)
        ]
        usage = {"prompt_tokens": 10 * len(vectors), "total_tokens": 10 * len(vectors)}
        return {"object": "list", "data": data, "model": request["model"], "usage": usage}

    def inputs_per_request(self) -> list[int]:
        return [len(request.json["input"]) for request in self.requests]


def _json(body: dict[str, Any]) -> bytes:
    return json.dumps(body).encode()


@pytest.fixture
def sleeps() -> list[float]:
    return []


# --- local ------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def local() -> LocalEmbedder:
    return LocalEmbedder()


def test_local_documents_are_float32_unit_rows_of_384(local: LocalEmbedder) -> None:
    vectors = local.embed_documents([PORTO_LISTING, SYDNEY_LISTING, "Quarto em Copacabana"])

    assert vectors.shape == (3, 384)
    assert vectors.dtype == np.float32
    assert_unit_rows(vectors)


def test_local_query_is_a_float32_unit_vector(local: LocalEmbedder) -> None:
    query = local.embed_query("flat in Porto")

    assert query.shape == (384,)
    assert query.dtype == np.float32
    assert_unit_rows(query)


def test_local_query_and_passage_of_the_same_text_differ(local: LocalEmbedder) -> None:
    # e5 reads "query: " and "passage: " prefixes; dropping one would quietly hurt ranking.
    as_query = local.embed_query(PORTO_LISTING)
    as_passage = local.embed_documents([PORTO_LISTING])[0]

    assert float(as_query @ as_passage) < 0.99


def test_local_query_ranks_the_matching_city_first(local: LocalEmbedder) -> None:
    porto, sydney = local.embed_documents([PORTO_LISTING, SYDNEY_LISTING])
    query = local.embed_query("flat in Porto")

    assert query @ porto > query @ sydney


def test_local_batches_report_progress_and_match_one_big_batch(local: LocalEmbedder) -> None:
    texts = [PORTO_LISTING, SYDNEY_LISTING, "Loft in Brooklyn", "Studio in Kowloon", "Casa"]
    progress: list[int] = []

    batched = LocalEmbedder(batch_size=2).embed_documents(texts, on_batch=progress.append)

    assert progress == [2, 4, 5]
    np.testing.assert_allclose(batched, local.embed_documents(texts), atol=1e-5)


def test_local_empty_input_gives_an_empty_matrix(local: LocalEmbedder) -> None:
    progress: list[int] = []

    vectors = local.embed_documents([], on_batch=progress.append)

    assert vectors.shape == (0, 384)
    assert vectors.dtype == np.float32
    assert progress == []


def test_local_rejects_a_bare_string_for_documents(local: LocalEmbedder) -> None:
    with pytest.raises(TypeError, match="embed_query"):
        local.embed_documents(PORTO_LISTING)


def test_local_model_is_shared_safely_between_threads(local: LocalEmbedder) -> None:
    expected = local.embed_query("flat in Porto")
    results: list[np.ndarray] = []

    def search() -> None:
        results.append(LocalEmbedder().embed_query("flat in Porto"))

    threads = [threading.Thread(target=search) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert len(results) == 4
    for result in results:
        np.testing.assert_allclose(result, expected, atol=1e-6)


def test_local_describes_itself() -> None:
    assert describe(LocalEmbedder()) == {
        "provider": "local",
        "model": "multilingual-e5-small",
        "dimensions": 384,
        "vector_field": "embedding_e5_small",
    }


# --- Voyage AI --------------------------------------------------------------------------------


@pytest.fixture
def voyage_api(monkeypatch: pytest.MonkeyPatch) -> FakeEmbeddingsAPI:
    api = FakeEmbeddingsAPI(dimensions=1024)

    def send(adapter: HTTPAdapter, request: requests.PreparedRequest, **_: Any) -> Any:
        assert isinstance(request.body, bytes)  # voyageai posts JSON bytes
        status, headers, body = api.answer(
            request.method or "", request.url or "", request.headers, request.body
        )
        raw = urllib3.HTTPResponse(
            body=io.BytesIO(body), status=status, headers=headers, preload_content=False
        )
        return adapter.build_response(request, raw)

    monkeypatch.setattr(HTTPAdapter, "send", send)
    return api


@pytest.fixture
def voyage(voyage_api: FakeEmbeddingsAPI, sleeps: list[float]) -> VoyageEmbedder:
    return VoyageEmbedder(VOYAGE_KEY, sleep=sleeps.append)


def test_voyage_document_request_shape(
    voyage: VoyageEmbedder, voyage_api: FakeEmbeddingsAPI
) -> None:
    voyage.embed_documents([PORTO_LISTING, SYDNEY_LISTING])

    [request] = voyage_api.requests
    assert request.method == "POST"
    assert request.url == "https://api.voyageai.com/v1/embeddings"
    assert request.headers["authorization"] == f"Bearer {VOYAGE_KEY}"
    assert request.json["model"] == "voyage-3.5-lite"
    assert request.json["input_type"] == "document"
    assert request.json["input"] == [PORTO_LISTING, SYDNEY_LISTING]
    assert request.json["truncation"] is True


def test_voyage_query_uses_the_query_input_type(
    voyage: VoyageEmbedder, voyage_api: FakeEmbeddingsAPI
) -> None:
    voyage.embed_query("flat in Porto")

    [request] = voyage_api.requests
    assert request.json["input_type"] == "query"
    assert request.json["input"] == ["flat in Porto"]


def test_voyage_vectors_are_normalised_float32_in_input_order(voyage: VoyageEmbedder) -> None:
    vectors = voyage.embed_documents([PORTO_LISTING, SYDNEY_LISTING])
    query = voyage.embed_query("flat in Porto")

    assert vectors.shape == (2, 1024)
    assert vectors.dtype == query.dtype == np.float32
    np.testing.assert_allclose(vectors[0], unit(raw_vector(PORTO_LISTING, 1024)), rtol=1e-5)
    np.testing.assert_allclose(vectors[1], unit(raw_vector(SYDNEY_LISTING, 1024)), rtol=1e-5)
    np.testing.assert_allclose(query, unit(raw_vector("flat in Porto", 1024)), rtol=1e-5)


def test_voyage_sends_at_most_1000_texts_per_request(
    voyage: VoyageEmbedder, voyage_api: FakeEmbeddingsAPI
) -> None:
    texts = [f"listing {number}" for number in range(2_500)]
    progress: list[int] = []

    vectors = voyage.embed_documents(texts, on_batch=progress.append)

    assert voyage_api.inputs_per_request() == [1_000, 1_000, 500]
    assert progress == [1_000, 2_000, 2_500]
    assert vectors.shape == (2_500, 1024)
    np.testing.assert_allclose(vectors[1_999], unit(raw_vector("listing 1999", 1024)), rtol=1e-5)


def test_voyage_keeps_each_request_under_100k_estimated_tokens(
    voyage: VoyageEmbedder, voyage_api: FakeEmbeddingsAPI
) -> None:
    # 60,000 ASCII characters are estimated at 20,001 tokens: four fit in 100k, five don't.
    long_texts = [str(number) * 60_000 for number in range(9)]

    voyage.embed_documents(long_texts)

    assert voyage_api.inputs_per_request() == [4, 4, 1]


def test_voyage_empty_input_makes_no_request(
    voyage: VoyageEmbedder, voyage_api: FakeEmbeddingsAPI
) -> None:
    assert voyage.embed_documents([]).shape == (0, 1024)
    assert voyage_api.requests == []


def test_voyage_retries_rate_limits_and_overload_with_growing_delays(
    voyage: VoyageEmbedder, voyage_api: FakeEmbeddingsAPI, sleeps: list[float]
) -> None:
    voyage_api.fail_next(429, {"detail": "Rate limit exceeded"})
    voyage_api.fail_next(503, {"detail": "Overloaded"})

    vectors = voyage.embed_documents([PORTO_LISTING])

    assert len(voyage_api.requests) == 3
    assert sleeps == [1.0, 2.0]
    assert vectors.shape == (1, 1024)


def test_voyage_waits_as_long_as_retry_after_asks(
    voyage: VoyageEmbedder, voyage_api: FakeEmbeddingsAPI, sleeps: list[float]
) -> None:
    voyage_api.fail_next(429, {"detail": "Rate limit exceeded"}, {"Retry-After": "7"})

    voyage.embed_query("flat in Porto")

    assert sleeps == [7.0]


def test_voyage_query_gives_up_after_two_retries(
    voyage: VoyageEmbedder, voyage_api: FakeEmbeddingsAPI, sleeps: list[float]
) -> None:
    for _ in range(3):
        voyage_api.fail_next(429, {"detail": "Rate limit exceeded"})

    with pytest.raises(EmbeddingError) as failure:
        voyage.embed_query("flat in Porto")

    assert len(voyage_api.requests) == 3
    assert sleeps == [1.0, 2.0]
    assert "rate-limited (HTTP 429) after 2 retries" in str(failure.value)


def test_voyage_rejected_key_is_a_readable_error_without_retry(
    voyage: VoyageEmbedder, voyage_api: FakeEmbeddingsAPI, sleeps: list[float]
) -> None:
    voyage_api.fail_next(401, {"detail": "Provided API key is invalid."})

    with pytest.raises(EmbeddingError) as failure:
        voyage.embed_documents([PORTO_LISTING])

    message = str(failure.value)
    assert len(voyage_api.requests) == 1
    assert sleeps == []
    assert failure.value.provider == "voyage"
    assert message.startswith("Voyage AI could not embed text with voyage-3.5-lite")
    assert "API key was rejected (HTTP 401)" in message
    assert "VOYAGE_API_KEY" in message
    assert "EMBEDDING_PROVIDER=local" in message
    assert VOYAGE_KEY not in message
    assert "Traceback" not in message


def test_voyage_bad_request_passes_on_the_reason_without_retry(
    voyage: VoyageEmbedder, voyage_api: FakeEmbeddingsAPI, sleeps: list[float]
) -> None:
    voyage_api.fail_next(400, {"detail": "Model voyage-3.5-lite is not available."})

    with pytest.raises(
        EmbeddingError, match=re.escape("rejected (HTTP 400): Model voyage-3.5-lite")
    ):
        voyage.embed_documents([PORTO_LISTING])

    assert sleeps == []


def test_voyage_unreachable_is_a_network_error_after_retries(
    voyage: VoyageEmbedder, voyage_api: FakeEmbeddingsAPI, sleeps: list[float]
) -> None:
    for _ in range(3):
        voyage_api.drop_next_connection(requests.ConnectionError("Name or service not known"))

    with pytest.raises(EmbeddingError, match="could not be reached after 2 retries"):
        voyage.embed_query("flat in Porto")

    assert sleeps == [1.0, 2.0]


def test_voyage_vectors_of_the_wrong_size_are_an_error(
    voyage: VoyageEmbedder, voyage_api: FakeEmbeddingsAPI
) -> None:
    voyage_api.dimensions = 512

    with pytest.raises(
        EmbeddingError, match=re.escape("512-dimensional vectors where voyage-3.5-lite gives 1024")
    ):
        voyage.embed_documents([PORTO_LISTING])


def test_voyage_names_its_vector_field_after_the_model() -> None:
    assert describe(VoyageEmbedder(VOYAGE_KEY)) == {
        "provider": "voyage",
        "model": "voyage-3.5-lite",
        "dimensions": 1024,
        "vector_field": "embedding_voyage_3_5_lite",
    }
    lite = VoyageEmbedder(VOYAGE_KEY, model="voyage-3-lite")
    assert (lite.dimensions, lite.vector_field) == (512, "embedding_voyage_3_lite")


# --- OpenAI -----------------------------------------------------------------------------------


@pytest.fixture
def openai_api() -> FakeEmbeddingsAPI:
    return FakeEmbeddingsAPI(dimensions=1536)


def openai_embedder(
    api: FakeEmbeddingsAPI, sleeps: list[float], model: str = "text-embedding-3-small"
) -> OpenAIEmbedder:
    def handle(request: httpx2.Request) -> httpx2.Response:
        status, headers, body = api.answer(
            request.method, str(request.url), dict(request.headers), request.content
        )
        return httpx2.Response(status, headers=headers, content=body)

    client = openai.OpenAI(
        api_key=OPENAI_KEY,
        base_url="https://openai.test/v1",
        http_client=httpx2.Client(transport=httpx2.MockTransport(handle)),
        max_retries=0,
    )
    return OpenAIEmbedder(OPENAI_KEY, model=model, client=client, sleep=sleeps.append)


@pytest.fixture
def openai_embeddings(openai_api: FakeEmbeddingsAPI, sleeps: list[float]) -> OpenAIEmbedder:
    return openai_embedder(openai_api, sleeps)


def test_openai_request_shape(
    openai_embeddings: OpenAIEmbedder, openai_api: FakeEmbeddingsAPI
) -> None:
    openai_embeddings.embed_documents([PORTO_LISTING, SYDNEY_LISTING])

    [request] = openai_api.requests
    assert request.method == "POST"
    assert request.url == "https://openai.test/v1/embeddings"
    assert request.headers["authorization"] == f"Bearer {OPENAI_KEY}"
    assert request.json["model"] == "text-embedding-3-small"
    assert request.json["input"] == [PORTO_LISTING, SYDNEY_LISTING]


def test_openai_vectors_are_normalised_float32_in_input_order(
    openai_embeddings: OpenAIEmbedder,
) -> None:
    vectors = openai_embeddings.embed_documents([PORTO_LISTING, SYDNEY_LISTING])
    query = openai_embeddings.embed_query("flat in Porto")

    assert vectors.shape == (2, 1536)
    assert vectors.dtype == query.dtype == np.float32
    np.testing.assert_allclose(vectors[1], unit(raw_vector(SYDNEY_LISTING, 1536)), rtol=1e-5)
    np.testing.assert_allclose(query, unit(raw_vector("flat in Porto", 1536)), rtol=1e-5)


def test_openai_sends_at_most_1000_texts_per_request(
    openai_embeddings: OpenAIEmbedder, openai_api: FakeEmbeddingsAPI
) -> None:
    progress: list[int] = []

    vectors = openai_embeddings.embed_documents(
        [f"listing {number}" for number in range(2_500)], on_batch=progress.append
    )

    assert openai_api.inputs_per_request() == [1_000, 1_000, 500]
    assert progress == [1_000, 2_000, 2_500]
    np.testing.assert_allclose(vectors[2_499], unit(raw_vector("listing 2499", 1536)), rtol=1e-5)


def test_openai_keeps_each_request_under_200k_estimated_tokens(
    openai_embeddings: OpenAIEmbedder, openai_api: FakeEmbeddingsAPI
) -> None:
    # 24,000 ASCII characters are estimated at 8,001 tokens: 24 fit in 200k, 25 don't.
    texts = [str(number % 10) * 24_000 for number in range(60)]

    openai_embeddings.embed_documents(texts)

    assert openai_api.inputs_per_request() == [24, 24, 12]


def test_openai_cuts_texts_beyond_its_per_input_limit(
    openai_embeddings: OpenAIEmbedder, openai_api: FakeEmbeddingsAPI
) -> None:
    # OpenAI rejects inputs over 8,192 tokens rather than truncating them.
    openai_embeddings.embed_documents(["é" * 50_000])

    [sent] = openai_api.requests[0].json["input"]
    assert sent == "é" * 12_000


def test_openai_retries_rate_limits_and_server_errors(
    openai_embeddings: OpenAIEmbedder, openai_api: FakeEmbeddingsAPI, sleeps: list[float]
) -> None:
    openai_api.fail_next(429, {"error": {"message": "Rate limit reached", "code": None}})
    openai_api.fail_next(500, {"error": {"message": "The server had an error"}})

    vectors = openai_embeddings.embed_documents([PORTO_LISTING])

    assert len(openai_api.requests) == 3
    assert sleeps == [1.0, 2.0]
    assert vectors.shape == (1, 1536)


def test_openai_out_of_quota_is_not_retried(
    openai_embeddings: OpenAIEmbedder, openai_api: FakeEmbeddingsAPI, sleeps: list[float]
) -> None:
    openai_api.fail_next(
        429,
        {"error": {"message": "You exceeded your current quota", "code": "insufficient_quota"}},
    )

    with pytest.raises(EmbeddingError) as failure:
        openai_embeddings.embed_documents([PORTO_LISTING])

    assert len(openai_api.requests) == 1
    assert sleeps == []
    assert "out of quota or credit (HTTP 429)" in str(failure.value)
    assert "OPENAI_API_KEY" in str(failure.value)


def test_openai_rejected_key_is_a_readable_error_without_retry(
    openai_embeddings: OpenAIEmbedder, openai_api: FakeEmbeddingsAPI, sleeps: list[float]
) -> None:
    openai_api.fail_next(
        401, {"error": {"message": "Incorrect API key provided", "code": "invalid_api_key"}}
    )

    with pytest.raises(EmbeddingError) as failure:
        openai_embeddings.embed_query("flat in Porto")

    message = str(failure.value)
    assert len(openai_api.requests) == 1
    assert sleeps == []
    assert failure.value.provider == "openai"
    assert message.startswith("OpenAI could not embed text with text-embedding-3-small")
    assert "API key was rejected (HTTP 401)" in message
    assert "OPENAI_API_KEY" in message
    assert OPENAI_KEY not in message
    assert "Traceback" not in message


def test_openai_unreachable_is_a_network_error_after_retries(
    openai_embeddings: OpenAIEmbedder, openai_api: FakeEmbeddingsAPI, sleeps: list[float]
) -> None:
    for _ in range(6):
        openai_api.drop_next_connection(httpx2.ConnectError("Name or service not known"))

    with pytest.raises(EmbeddingError, match="could not be reached after 5 retries"):
        openai_embeddings.embed_documents([PORTO_LISTING])

    assert sleeps == [1.0, 2.0, 4.0, 8.0, 16.0]


def test_openai_vectors_of_the_wrong_size_are_an_error(
    openai_embeddings: OpenAIEmbedder, openai_api: FakeEmbeddingsAPI
) -> None:
    openai_api.dimensions = 3072

    with pytest.raises(EmbeddingError, match="3072-dimensional vectors where text-embedding-3"):
        openai_embeddings.embed_query("flat in Porto")


def test_openai_small_reuses_the_hugging_face_dataset_field(
    openai_api: FakeEmbeddingsAPI, sleeps: list[float]
) -> None:
    small = openai_embedder(openai_api, sleeps)
    large = openai_embedder(openai_api, sleeps, model="text-embedding-3-large")

    assert describe(small) == {
        "provider": "openai",
        "model": "text-embedding-3-small",
        "dimensions": 1536,
        "vector_field": "text_embeddings",
    }
    assert (large.dimensions, large.vector_field) == (3072, "embedding_text_embedding_3_large")


# --- choosing an embedder ---------------------------------------------------------------------


def test_build_embedder_defaults_to_local() -> None:
    assert isinstance(build_embedder("local"), LocalEmbedder)
    assert isinstance(build_embedder(""), LocalEmbedder)


def test_build_embedder_builds_hosted_embedders_from_keys() -> None:
    voyage = build_embedder(" Voyage ", voyage_api_key=f"{VOYAGE_KEY}\n")
    openai_embeddings = build_embedder(
        "openai", openai_api_key=OPENAI_KEY, openai_embedding_model="text-embedding-3-large"
    )

    assert isinstance(voyage, VoyageEmbedder)
    assert voyage.model == "voyage-3.5-lite"
    assert isinstance(openai_embeddings, OpenAIEmbedder)
    assert openai_embeddings.model == "text-embedding-3-large"
    for embedder in (voyage, openai_embeddings, build_embedder("local")):
        assert isinstance(embedder, Embedder)


@pytest.mark.parametrize(
    ("provider", "env_var"), [("voyage", "VOYAGE_API_KEY"), ("openai", "OPENAI_API_KEY")]
)
def test_build_embedder_needs_the_providers_key(provider: str, env_var: str) -> None:
    with pytest.raises(EmbeddingConfigError) as failure:
        build_embedder(provider, voyage_api_key="  ", openai_api_key="")

    assert str(failure.value) == (
        f"EMBEDDING_PROVIDER={provider} needs {env_var}; set it, or use EMBEDDING_PROVIDER=local "
        "(the default, works offline)."
    )


def test_build_embedder_rejects_an_unknown_provider() -> None:
    with pytest.raises(EmbeddingConfigError, match="'cohere' is not a known embedding provider"):
        build_embedder("cohere")


def test_build_embedder_rejects_a_model_of_unknown_size() -> None:
    with pytest.raises(EmbeddingConfigError, match="'voyage-9' is not a voyage embedding model"):
        build_embedder("voyage", voyage_api_key=VOYAGE_KEY, voyage_model="voyage-9")


def test_model_mismatch_says_how_to_fix_it() -> None:
    mismatch = EmbeddingModelMismatch("multilingual-e5-small", 384, "voyage-3.5-lite", 1024)

    message = str(mismatch)
    assert "multilingual-e5-small (384 dimensions)" in message
    assert "voyage-3.5-lite (1024 dimensions)" in message
    assert "`python manage.py seed`" in message
    assert "EMBEDDING_PROVIDER=local" in message
    assert (mismatch.stored_model, mismatch.query_dimensions) == ("multilingual-e5-small", 1024)


def test_model_mismatch_within_one_provider_suggests_the_stored_model() -> None:
    mismatch = EmbeddingModelMismatch("voyage-3-lite", 512, "voyage-3.5-lite", 1024)

    assert str(mismatch).endswith("or configure voyage-3-lite again.")
