"""Every JSON API endpoint refuses a query parameter it does not declare, with a 422.

An ignored parameter fails silently: a misspelt filter (``min_prize``) widens a search, a
``visitor_id`` suggests an access the API never grants. So a parameter the endpoint does not
declare, a single-valued parameter given twice (``limit=5&limit=50``: which one?), and a value
past ``MAX_QUERY_VALUE_CHARS`` are refused before the endpoint runs, each named in the 422's
``detail`` as any validation error is.

The declared parameters are read from the endpoint's own signature (its ``Query`` schemas), so
declaring a parameter is the only step: nothing is listed twice.
"""

from __future__ import annotations

import difflib
import types
import typing
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from functools import wraps
from typing import Any, cast

from asgiref.sync import iscoroutinefunction
from django.http import HttpRequest, HttpResponseBase, QueryDict
from ninja.errors import ValidationError
from ninja.operation import Operation
from pydantic import BaseModel

# Longer than any value a parameter takes (a search text is at most 500 characters), short
# enough that checking one costs nothing.
MAX_QUERY_VALUE_CHARS = 1_000
# How alike a parameter's name must be to a declared one to be suggested: "min_prize" → min_price.
SUGGESTION_CUTOFF = 0.6

Run = Callable[..., HttpResponseBase | Awaitable[HttpResponseBase]]


@dataclass(frozen=True)
class DeclaredParameters:
    """The query parameters one endpoint reads: ``repeatable`` ones take a list."""

    single: frozenset[str]
    repeatable: frozenset[str]

    @property
    def names(self) -> frozenset[str]:
        return self.single | self.repeatable


def declared_parameters(operation: Operation) -> DeclaredParameters:
    single: set[str] = set()
    repeatable: set[str] = set()
    for model in operation.models:
        if model.__ninja_param_source__ != "query":
            continue
        flatten_map = getattr(model, "__ninja_flatten_map__", None) or {
            name: (name,) for name in model.model_fields
        }
        for name, path in flatten_map.items():
            takes_list = _is_list(_annotation_at(model, path))
            (repeatable if takes_list else single).add(name)
    return DeclaredParameters(frozenset(single), frozenset(repeatable))


def query_errors(query: QueryDict, declared: DeclaredParameters) -> list[dict[str, Any]]:
    """The refusals for one query string, as validation error items (empty when it is fine)."""
    errors: list[dict[str, Any]] = []
    for name, values in query.lists():
        message = _problem(name, values, declared)
        if message is not None:
            errors.append({"loc": ("query", name), "msg": message})
    return errors


def refuse_undeclared_parameters(run: Run) -> Run:
    """A view decorator (``api.add_decorator(..., mode="view")``) for every API operation."""
    # Ninja hands a view decorator the operation's bound ``run``.
    operation = run.__self__  # type: ignore[attr-defined]
    assert isinstance(operation, Operation), "apply it first, to the operation's own run"
    declared = declared_parameters(operation)

    def refusal(request: HttpRequest) -> HttpResponseBase | None:
        errors = query_errors(request.GET, declared)
        if not errors:
            return None
        return operation.api.on_exception(request, ValidationError(errors))

    if iscoroutinefunction(run):

        @wraps(run)
        async def checked_async(request: HttpRequest, **kw: Any) -> HttpResponseBase:
            return refusal(request) or await cast(Awaitable[HttpResponseBase], run(request, **kw))

        return checked_async

    @wraps(run)
    def checked(request: HttpRequest, **kw: Any) -> HttpResponseBase:
        return refusal(request) or cast(HttpResponseBase, run(request, **kw))

    return checked


def _problem(name: str, values: list[str], declared: DeclaredParameters) -> str | None:
    if name not in declared.names:
        return _unknown(name, declared.names)
    if name in declared.single and len(values) > 1:
        return f"Give '{name}' once; it was given {len(values)} times."
    if any(len(value) > MAX_QUERY_VALUE_CHARS for value in values):
        return f"'{name}' is longer than {MAX_QUERY_VALUE_CHARS:,} characters."
    return None


def _unknown(name: str, names: frozenset[str]) -> str:
    shown = name if len(name) <= 40 else name[:40] + "…"
    if not names:
        return f"Unknown parameter '{shown}': this endpoint takes no query parameters."
    close = difflib.get_close_matches(name[:40], sorted(names), n=1, cutoff=SUGGESTION_CUTOFF)
    if close:
        return f"Unknown parameter '{shown}'. Did you mean '{close[0]}'?"
    return f"Unknown parameter '{shown}'. This endpoint takes: {', '.join(sorted(names))}."


def _annotation_at(model: type[BaseModel], path: tuple[str, ...]) -> Any:
    annotation: Any = model
    for part in path:
        fields: Mapping[str, Any] = annotation.model_fields
        annotation = fields[part].annotation
    return annotation


def _is_list(annotation: Any) -> bool:
    origin = typing.get_origin(annotation)
    if origin in (list, tuple, set, frozenset):
        return True
    if origin in (typing.Union, types.UnionType):
        # ``list[str] | None``: a list when one of its alternatives is.
        return any(_is_list(argument) for argument in typing.get_args(annotation))
    return False
