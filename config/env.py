"""Typed readers for settings that come from the environment (and an optional `.env` file)."""

from __future__ import annotations

import math
import os
import secrets
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


def env_str(name: str, default: str = "") -> str:
    return os.environ.get(name, default).strip()


def env_bool(name: str, default: bool = False) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    value = raw.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ImproperlyConfigured(f"{name}={raw!r} is not a boolean; use true or false.")


def env_int(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        return int(raw)
    except ValueError:
        raise ImproperlyConfigured(f"{name}={raw!r} is not a whole number.") from None


def env_float(name: str, default: float) -> float:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = math.nan
    if not math.isfinite(value):
        raise ImproperlyConfigured(f"{name}={raw!r} is not a number.")
    return value


def env_choice(name: str, default: str, choices: tuple[str, ...]) -> str:
    value = env_str(name, default).lower() or default
    if value not in choices:
        raise ImproperlyConfigured(f"{name}={value!r} must be one of: {', '.join(choices)}.")
    return value


def env_list(name: str, default: list[str]) -> list[str]:
    raw = env_str(name)
    if not raw:
        return default
    return [item.strip() for item in raw.split(",") if item.strip()]


def proxy_ssl_header(header: str) -> tuple[str, str] | None:
    """Django's SECURE_PROXY_SSL_HEADER for a header name such as "X-Forwarded-Proto"."""
    if not header:
        return None
    return ("HTTP_" + header.strip().upper().replace("-", "_"), "https")


def persistent_secret_key(data_dir: Path) -> str:
    """A secret key generated once and kept under DATA_DIR, so signed visitor cookies survive
    restarts.

    Workers starting together must agree on one key: each writes a whole key to a file of its own
    (O_EXCL) and links it into place; the link fails for all but the first, and everybody then
    reads the one key in place, never a half-written file.
    """
    path = data_dir / "secret_key"
    if not path.exists():
        data_dir.mkdir(parents=True, exist_ok=True)
        draft = data_dir / f".secret_key.{os.getpid()}.{secrets.token_hex(8)}"
        descriptor = os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "w") as handle:
            handle.write(secrets.token_urlsafe(50))
            handle.flush()
            os.fsync(handle.fileno())
        try:
            os.link(draft, path)
        except FileExistsError:
            pass  # another worker's key is in place: use it
        finally:
            draft.unlink()
    return path.read_text().strip()
