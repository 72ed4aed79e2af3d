"""How long ago something happened, in words, in the page's language: "just now", "2 minutes
ago", "yesterday", "hace 3 días", "há 1 hora".

Relative, so it reads right in any time zone; rounded down to the largest whole unit, as people
say it ("59 minutes ago", then "1 hour ago").
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from language.page_language import PageLanguage

_MINUTE_S = 60
_HOUR_S = 60 * _MINUTE_S
_DAY_S = 24 * _HOUR_S


@dataclass(frozen=True)
class _AgoWords:
    just_now: str
    ago: str  # "{count} {unit} ago"
    minute: tuple[str, str]  # singular, plural
    hour: tuple[str, str]
    day: tuple[str, str]
    yesterday: str


_WORDS: dict[PageLanguage, _AgoWords] = {
    "en": _AgoWords(
        just_now="just now",
        ago="{count} {unit} ago",
        minute=("minute", "minutes"),
        hour=("hour", "hours"),
        day=("day", "days"),
        yesterday="yesterday",
    ),
    "es": _AgoWords(
        just_now="ahora mismo",
        ago="hace {count} {unit}",
        minute=("minuto", "minutos"),
        hour=("hora", "horas"),
        day=("día", "días"),
        yesterday="ayer",
    ),
    "pt": _AgoWords(
        just_now="agora mesmo",
        ago="há {count} {unit}",
        minute=("minuto", "minutos"),
        hour=("hora", "horas"),
        day=("dia", "dias"),
        yesterday="ontem",
    ),
}


def time_ago(moment: datetime, language: PageLanguage, now: datetime | None = None) -> str:
    """``moment`` (timezone-aware, as the database returns it) relative to ``now``."""
    seconds = ((now or datetime.now(UTC)) - moment).total_seconds()
    words = _WORDS[language]
    if seconds < _MINUTE_S:
        return words.just_now
    if seconds < _HOUR_S:
        return _counted(words, int(seconds // _MINUTE_S), words.minute)
    if seconds < _DAY_S:
        return _counted(words, int(seconds // _HOUR_S), words.hour)
    days = int(seconds // _DAY_S)
    return words.yesterday if days == 1 else _counted(words, days, words.day)


def _counted(words: _AgoWords, count: int, unit: tuple[str, str]) -> str:
    return words.ago.format(count=count, unit=unit[0] if count == 1 else unit[1])
