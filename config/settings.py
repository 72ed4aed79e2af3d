"""Django settings, read from the environment and an optional `.env` file (see the README)."""

from __future__ import annotations

import os
from pathlib import Path

from dotenv import load_dotenv

from config.env import (
    env_bool,
    env_choice,
    env_float,
    env_int,
    env_list,
    env_str,
    persistent_secret_key,
    proxy_ssl_header,
)

BASE_DIR = Path(__file__).resolve().parent.parent
load_dotenv(BASE_DIR / ".env", override=False)

# Searches are small matrix products served to many visitors at once: one BLAS thread per request
# keeps tail latency low, where a thread pool per request would fight over the cores. The same
# holds for the embedding model's OpenMP threads, and an OpenMP pool does not survive the fork
# that starts the workers (config/prefork.py): a forked worker would hang on its first embedding.
# Both must be set before numpy and the model load, so the entry points (manage.py,
# config/asgi.py) also set them.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

DATA_DIR = Path(env_str("DATA_DIR", "var"))
if not DATA_DIR.is_absolute():
    DATA_DIR = BASE_DIR / DATA_DIR

# Database: MONGODB_URI points at Atlas or any mongod; unset, the app runs its embedded server.
MONGODB_URI = env_str("MONGODB_URI")
MONGODB_DB = env_str("MONGODB_DB", "rental_app")
MONGODB_TIMEOUT_MS = env_int("MONGODB_TIMEOUT_MS", 5000)
# Once the database is known to be down, requests wait this long (not MONGODB_TIMEOUT_MS) for it
# before answering 503.
MONGODB_OUTAGE_TIMEOUT_MS = env_int("MONGODB_OUTAGE_TIMEOUT_MS", 1000)
# Acknowledge writes only once journaled (`j: true`; the embedded server fsyncs every commit).
# Off, a crash can lose the writes of the last few milliseconds, as with mongod's defaults.
MONGODB_JOURNAL = env_bool("MONGODB_JOURNAL", False)

# Embeddings and vector search.
EMBEDDING_PROVIDER = env_choice("EMBEDDING_PROVIDER", "local", ("local", "voyage", "openai"))
VOYAGE_API_KEY = env_str("VOYAGE_API_KEY")
VOYAGE_MODEL = env_str("VOYAGE_MODEL", "voyage-3.5-lite")
VECTOR_BACKEND = env_choice("VECTOR_BACKEND", "auto", ("auto", "atlas", "local"))

# Language model: without a key the offline model answers.
OPENAI_API_KEY = env_str("OPENAI_API_KEY")
OPENAI_MODEL = env_str("OPENAI_MODEL", "gpt-5-mini")
OPENAI_BASE_URL = env_str("OPENAI_BASE_URL")  # an OpenAI-compatible endpoint, if not OpenAI
# Servers without OpenAI's Responses API (most OpenAI-compatible ones) speak Chat Completions.
OPENAI_API = env_choice("OPENAI_API", "responses", ("responses", "chat_completions"))
# Bad wifi must not stall a turn: a connection gets a few seconds, a turn's model calls together
# get OPENAI_TURN_TIMEOUT_S, then the offline model finishes the turn. After a failure the offline
# model answers for OPENAI_COOLDOWN_S while OpenAI is checked in the background.
OPENAI_CONNECT_TIMEOUT_S = env_int("OPENAI_CONNECT_TIMEOUT_S", 3)
OPENAI_TURN_TIMEOUT_S = env_int("OPENAI_TURN_TIMEOUT_S", 30)
OPENAI_COOLDOWN_S = env_int("OPENAI_COOLDOWN_S", 60)

# Memory: the visitor cookie, conversation size limits and how long the activity log is kept.
# The visitor id lives in a signed, HttpOnly cookie; a year without a visit starts a new identity.
VISITOR_COOKIE_NAME = env_str("VISITOR_COOKIE_NAME", "visitor")
VISITOR_COOKIE_MAX_AGE = env_int("VISITOR_COOKIE_MAX_AGE", 365 * 24 * 60 * 60)
# A conversation document keeps its latest messages only, so it never nears MongoDB's 16 MB limit.
CONVERSATION_MAX_MESSAGES = env_int("CONVERSATION_MAX_MESSAGES", 400)
MESSAGE_MAX_CHARS = env_int("MESSAGE_MAX_CHARS", 8000)
# Activity events expire through a TTL index after this many days.
ACTIVITY_RETENTION_DAYS = env_int("ACTIVITY_RETENTION_DAYS", 90)

# Long-term memory (memory/retention.py): how many days each kind of memory is kept after it was
# last mentioned (0 keeps it until the visitor forgets it). Memories of importance
# MEMORY_KEEP_IMPORTANCE or more never expire. MEMORY_BOOTH_HOURS > 0 is for a shared demo booth:
# everything a visitor told the app expires that many hours after they said it, whatever its kind
# or importance. MEMORY_RECALL_LIMIT memories at most go into each chat turn.
MEMORY_RETENTION_DAYS = {
    "preference": env_int("MEMORY_PREFERENCE_DAYS", 0),
    "fact": env_int("MEMORY_FACT_DAYS", 0),
    "trip": env_int("MEMORY_TRIP_DAYS", 60),
    "decision": env_int("MEMORY_DECISION_DAYS", 180),
}
MEMORY_KEEP_IMPORTANCE = env_int("MEMORY_KEEP_IMPORTANCE", 8)
MEMORY_BOOTH_HOURS = env_int("MEMORY_BOOTH_HOURS", 0)
MEMORY_RECALL_LIMIT = env_int("MEMORY_RECALL_LIMIT", 5)

# Capacity (chat/admission.py): chat turns in flight per worker process, on the offline model
# (CPU-bound) and on OpenAI (network-bound); a turn waits this long for a place, then the visitor
# is asked to try again in a few seconds (a 503) and nothing is stored.
CHAT_OFFLINE_TURNS = env_int("CHAT_OFFLINE_TURNS", 4)
CHAT_OPENAI_TURNS = env_int("CHAT_OPENAI_TURNS", 64)
CHAT_ADMISSION_WAIT_MS = env_int("CHAT_ADMISSION_WAIT_MS", 2000)
# Chat turns one visitor may start per minute (chat/turn_rate.py, counted in the database for every
# worker), and one client address (0: no limit; off by default, as a workshop or a booth's kiosk
# shares one address). Past it, a 429.
CHAT_TURNS_PER_MINUTE = env_int("CHAT_TURNS_PER_MINUTE", 30)
CHAT_TURNS_PER_MINUTE_PER_ADDRESS = env_int("CHAT_TURNS_PER_MINUTE_PER_ADDRESS", 0)

# Booth mode (booth/): a shared kiosk at a demo booth. The chat tells a short story from
# suggested prompts, "New visitor" erases the previous visitor's data, and a kiosk left alone for
# BOOTH_IDLE_MINUTES resets itself after a countdown of BOOTH_COUNTDOWN_SECONDS that any touch or
# key cancels (0 minutes: never). BOOTH_HOST_PIN protects the host's "reset everything" (unset:
# no such action).
BOOTH_MODE = env_bool("BOOTH_MODE", False)
BOOTH_IDLE_MINUTES = env_float("BOOTH_IDLE_MINUTES", 3)
BOOTH_COUNTDOWN_SECONDS = env_int("BOOTH_COUNTDOWN_SECONDS", 20)
BOOTH_HOST_PIN = env_str("BOOTH_HOST_PIN")

# The search page's map of the results (static/js/results_map.js) draws its markers on a plain
# background, which needs no network. MAP_TILE_URL adds a tile layer from a tile server
# ("https://tile.example.org/{z}/{x}/{y}.png"; the Content-Security-Policy lets images come from
# any HTTPS host), credited with MAP_TILE_ATTRIBUTION as that server's terms require.
MAP_TILE_URL = env_str("MAP_TILE_URL")
MAP_TILE_ATTRIBUTION = env_str("MAP_TILE_ATTRIBUTION")

SECRET_KEY = env_str("SECRET_KEY") or persistent_secret_key(DATA_DIR)
DEBUG = env_bool("DEBUG", False)
PORT = env_int("PORT", 8000)
# uvicorn worker processes of `make demo` and `manage.py serve` (0: one per CPU core).
WEB_WORKERS = env_int("WEB_WORKERS", 0)
# The largest request body accepted (413 past it); every form and API body is far smaller.
REQUEST_MAX_BYTES = env_int("REQUEST_MAX_BYTES", 64 * 1024)
DATA_UPLOAD_MAX_MEMORY_SIZE = REQUEST_MAX_BYTES
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]"])

INSTALLED_APPS = [
    "django.contrib.staticfiles",
    "django_htmx",
    "config",
    "ninja",
    "rentals",
    "chat",
    "memory",
    "seed",
    "booth",
]

MIDDLEWARE = [
    # First, so an oversized body is refused before any other middleware reads it.
    "config.request_size.RequestSizeMiddleware",
    # Django's own middleware in their event-loop form (see config/event_loop.py).
    "config.event_loop.SecurityMiddleware",
    "config.security_headers.ContentSecurityPolicyMiddleware",
    "config.csrf.SecureCsrfCookieMiddleware",
    "config.event_loop.CommonMiddleware",
    "config.event_loop.CsrfViewMiddleware",
    "config.csrf.ApiCsrfMiddleware",
    "config.event_loop.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # Before the visitor middleware, so a known outage is answered before anything waits for it.
    "config.middleware.DatabaseUnavailableMiddleware",
    "memory.identity.VisitorMiddleware",
]

ROOT_URLCONF = "config.urls"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "config.context_processors.backends",
                "memory.context_processors.saved_rentals",
                "booth.context_processors.booth",
                "rentals.page_text.page_language",
            ],
            # `{% text %}` (interface texts in the page's language) without a `{% load %}`.
            "builtins": ["rentals.templatetags.interface_text"],
        },
    },
]

# Every domain collection lives in MongoDB; nothing in Django's internals needs SQL.
DATABASES: dict[str, dict[str, str]] = {}

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = False
USE_TZ = True

# Behind a proxy that terminates HTTPS, the header it sets (e.g. X-Forwarded-Proto) tells Django
# the request came over HTTPS, so the cookies are marked Secure. Unset: only direct HTTPS counts
# (a header the client itself could send must not be trusted without a proxy).
SECURE_PROXY_SSL_HEADER = proxy_ssl_header(env_str("SECURE_PROXY_SSL_HEADER"))
SECURE_CONTENT_TYPE_NOSNIFF = True
X_FRAME_OPTIONS = "DENY"
CSRF_COOKIE_SAMESITE = "Lax"
CSRF_FAILURE_VIEW = "config.csrf.csrf_failure"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO").upper()},
    "loggers": {"pymongo": {"level": "WARNING"}, "httpx": {"level": "WARNING"}},
}
