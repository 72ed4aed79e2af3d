"""Under the hood of one chat turn: the database operations it made, what it understood, timings.

The operations come from the turn's ``OperationRecorder`` (``infra.operation_recorder``): each
read and write the turn sent, named like the pymongo method (``find_one_and_update``), with what
it sent, how long it took and how many documents it returned or affected, and the same operation
as a ``mongosh`` command. A search that ran in-process shows the aggregation Atlas would have run
for it, marked ``"ran": "local"``.

Only the turn's own commands are recorded, and only what they sent (never the documents the
server answered); the visitor's own id is replaced by a placeholder, vectors and long texts are
shortened, and the whole trace is bounded in size.

A reply keeps a compact copy of its trace (``stored_trace``), so that a conversation reopened from
History shows each reply's Under the hood again: each operation's summary fields and its mongosh
command (which holds what it sent) while they fit in ``STORED_TRACE_MAX_CHARS``, the summary alone
past it, as one JSON text: a single field in the conversation's document, however many operations.
It is built before the reply is stored, so it ends with the turn's last write before the reply's.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from agents import Agent, RunHooks
from agents.items import ModelResponse, TResponseInputItem
from agents.run_context import RunContextWrapper

from chat.trace_values import as_json, as_mongosh, presentable
from infra.operation_recorder import OperationRecorder, RecordedOperation
from memory.personalisation import AppliedMemory
from memory.turn_context import ChatContext

# The operations shown in full; a turn making more is unusual, and the rest are counted.
MAX_SHOWN_OPERATIONS = 40
# An operation longer than this, or past this many characters of operations in all, keeps only
# its name, time and count (a search's aggregation is about 10,000).
MAX_OPERATION_CHARS = 20_000
MAX_OPERATIONS_CHARS = 48_000
# A stored reply's trace: about a quarter of a message's share of its conversation's document
# (memory/conversations.py), so replies keep their trace at the default bounds.
STORED_TRACE_MAX_CHARS = 8_000
_SUMMARY_FIELDS = ("collection", "operation", "ran", "ms", "n")


@dataclass(frozen=True)
class TurnTrace:
    operations: list[dict[str, Any]]
    understood: dict[str, Any]
    timings_ms: dict[str, float]
    omitted: int = 0  # operations recorded but not shown

    def to_dict(self) -> dict[str, Any]:
        return {
            "operations": self.operations,
            "omitted_operations": self.omitted,
            "understood": self.understood,
            "timings_ms": self.timings_ms,
        }


@dataclass
class ModelTiming(RunHooks[ChatContext]):
    """Adds the time the language model took to the turn's ``model`` phase."""

    recorder: OperationRecorder | None
    _started: float | None = field(default=None, init=False)

    async def on_llm_start(
        self,
        context: RunContextWrapper[ChatContext],
        agent: Agent[ChatContext],
        system_prompt: str | None,
        input_items: list[TResponseInputItem],
    ) -> None:
        self._started = time.perf_counter()

    async def on_llm_end(
        self,
        context: RunContextWrapper[ChatContext],
        agent: Agent[ChatContext],
        response: ModelResponse,
    ) -> None:
        if self.recorder is not None and self._started is not None:
            self.recorder.add_phase("model", (time.perf_counter() - self._started) * 1000)
        self._started = None


def build_trace(
    recorder: OperationRecorder,
    context: ChatContext,
    applied_memories: Sequence[AppliedMemory],
    total_ms: float,
    views: OperationViews | None = None,
) -> TurnTrace:
    """The trace of the turn so far; ``views``, kept between two builds of one turn's trace,
    makes each operation's view once."""
    visitor_id = context.visitor_id
    views = views if views is not None else OperationViews(visitor_id)
    recorded = recorder.operations
    operations: list[dict[str, Any]] = []
    size = 0
    for operation in recorded[:MAX_SHOWN_OPERATIONS]:
        view = views.view(operation)
        # Its JSON is about as long as its mongosh command, which the trace holds too.
        cost = 2 * len(view["mongosh"])
        if cost > MAX_OPERATION_CHARS or size + cost > MAX_OPERATIONS_CHARS:
            view = _brief(view)
        else:
            size += cost
        operations.append(view)
    return TurnTrace(
        operations=operations,
        understood=_understood(context, applied_memories, visitor_id),
        timings_ms=_timings(recorder, total_ms),
        omitted=max(len(recorded) - MAX_SHOWN_OPERATIONS, 0) + recorder.dropped,
    )


def stored_trace(trace: TurnTrace, max_chars: int = STORED_TRACE_MAX_CHARS) -> str:
    """The trace as a reply keeps it: JSON text of at most ``max_chars`` characters.

    Operations keep their summary fields, and their mongosh command while the commands fit;
    operations that do not fit even as summaries are counted as omitted.
    """
    operations: list[dict[str, Any]] = []
    size = len(_compact_json(_stored_dict(trace, [], trace.omitted)))
    for index, view in enumerate(trace.operations):
        summary = _brief(view)
        fields = {key: view[key] for key in _SUMMARY_FIELDS if key in view}
        full = fields | {"mongosh": view["mongosh"]} if view.get("mongosh") else summary
        for kept in (full, summary):
            cost = len(_compact_json(kept)) + 1  # and its comma
            if size + cost <= max_chars:
                operations.append(kept)
                size += cost
                break
        else:
            omitted = trace.omitted + len(trace.operations) - index
            return _compact_json(_stored_dict(trace, operations, omitted))
    return _compact_json(_stored_dict(trace, operations, trace.omitted))


def restored_trace(text: object) -> TurnTrace | None:
    """A stored reply's trace (``stored_trace``); None when there is none or it is unreadable."""
    if not isinstance(text, str):
        return None
    try:
        stored = json.loads(text)
        operations = [
            dict(operation)
            for operation in stored["operations"]
            if isinstance(operation.get("operation"), str)
        ]
        return TurnTrace(
            operations=operations,
            understood=dict(stored["understood"]),
            timings_ms={str(name): float(ms) for name, ms in stored["timings_ms"].items()},
            omitted=int(stored["omitted_operations"]),
        )
    except (ValueError, TypeError, KeyError, AttributeError):
        return None


def _stored_dict(
    trace: TurnTrace, operations: list[dict[str, Any]], omitted: int
) -> dict[str, Any]:
    understood = trace.understood
    if len(_compact_json(understood)) > STORED_TRACE_MAX_CHARS // 4:
        understood = {"details_omitted": True}
    return replace(trace, operations=operations, understood=understood, omitted=omitted).to_dict()


def _compact_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _brief(view: dict[str, Any]) -> dict[str, Any]:
    return {key: view[key] for key in _SUMMARY_FIELDS if key in view} | {"details_omitted": True}


def _timings(recorder: OperationRecorder, total_ms: float) -> dict[str, float]:
    on_server = [op for op in recorder.operations if op.ran == "server" and op.ms is not None]
    timings = {
        "total": total_ms,
        "model": recorder.phases_ms.get("model", 0.0),
        "embed": recorder.phases_ms.get("embed", 0.0),
        "search": recorder.phases_ms.get("search", 0.0),
        "reads": sum(op.ms or 0.0 for op in on_server if not op.is_write),
        "writes": sum(op.ms or 0.0 for op in on_server if op.is_write),
    }
    return {name: round(ms, 1) for name, ms in timings.items()}


def _understood(
    context: ChatContext, applied: Sequence[AppliedMemory], visitor_id: str
) -> dict[str, Any]:
    search = context.last_search
    shaped = {item.memory.id: item.added for item in applied}
    understood: dict[str, Any] = {
        "tools": [call.name for call in context.tool_calls],
        "search": None,
        "memories": [
            {
                "content": recalled.memory.content,
                "kind": recalled.memory.kind,
                "shaped_search": shaped.get(recalled.memory.id, {}),
            }
            for recalled in context.recalled_memories
        ],
    }
    if search is not None:
        understood["search"] = {
            "query": search.query,
            "filters": search.filters,
            "sort": search.sort,
            "relaxed": search.relaxed,
            "total": search.total,
        }
    if context.remembered:
        understood["remembered"] = [memory.content for memory in context.remembered]
    return as_json(presentable(understood, visitor_id))


# --- one operation ----------------------------------------------------------------------------


class OperationViews:
    """The operations of one turn as its trace shows them. What an operation sent never changes,
    so it is made presentable once, however many times the trace is built; its time, count and
    error are read again each time (a cursor's later batches add to them)."""

    def __init__(self, visitor_id: str) -> None:
        self.visitor_id = visitor_id
        self._sent: dict[int, tuple[RecordedOperation, dict[str, Any]]] = {}

    def view(self, operation: RecordedOperation) -> dict[str, Any]:
        known = self._sent.get(id(operation))
        if known is None or known[0] is not operation:
            known = (operation, _sent_view(operation, self.visitor_id))
            self._sent[id(operation)] = known
        return _with_outcome(known[1], operation)


def operation_view(operation: RecordedOperation, visitor_id: str) -> dict[str, Any]:
    """The operation as the trace shows it, with its mongosh command."""
    return _with_outcome(_sent_view(operation, visitor_id), operation)


def _sent_view(operation: RecordedOperation, visitor_id: str) -> dict[str, Any]:
    """What the operation sent: its collection, method, arguments and mongosh command."""
    name, sent = _method_and_arguments(operation.command_name, operation.command)
    shown = {key: presentable(value, visitor_id) for key, value in sent.items()}
    return {
        "collection": operation.collection or None,
        "operation": name,
        **{key: as_json(value) for key, value in shown.items()},
        "mongosh": mongosh_command(operation.collection, name, shown),
    }


def _with_outcome(sent: dict[str, Any], operation: RecordedOperation) -> dict[str, Any]:
    """The view of what was sent, with how it ran: where, how long, how many documents."""
    view = {key: value for key, value in sent.items() if key != "mongosh"}
    view |= {"ran": operation.ran, "ms": operation.ms, "n": operation.n}
    view.update(operation.details)
    if operation.error is not None:
        view["error"] = operation.error
    view["mongosh"] = sent["mongosh"]
    return view


def _method_and_arguments(
    command_name: str, command: Mapping[str, Any]
) -> tuple[str, dict[str, Any]]:
    """The pymongo method that sends this command, and its arguments by name."""
    name = command_name.lower()
    if name == "find":
        single = command.get("limit") == 1 and command.get("singleBatch") is True
        arguments = _present(
            command,
            filter="filter",
            projection="projection",
            sort="sort",
            skip="skip",
            limit="limit",
        )
        if single:
            arguments.pop("limit", None)
        return ("find_one" if single else "find"), arguments
    if name == "aggregate":
        return "aggregate", {"pipeline": list(command.get("pipeline") or [])}
    if name == "insert":
        documents = list(command.get("documents") or [])
        if len(documents) == 1:
            return "insert_one", {"document": documents[0]}
        return "insert_many", {"documents": documents}
    if name == "update":
        updates = list(command.get("updates") or [])
        if len(updates) == 1:
            update = updates[0]
            return _update_method(update, update.get("multi")), _update_arguments(update)
        return "bulk_write", {
            "updates": [
                _update_arguments(update) | {"multi": bool(update.get("multi"))}
                for update in updates
            ]
        }
    if name == "delete":
        deletes = list(command.get("deletes") or [])
        if len(deletes) == 1:
            method = "delete_one" if deletes[0].get("limit") == 1 else "delete_many"
            return method, {"filter": deletes[0].get("q", {})}
        return "bulk_write", {
            "deletes": [{"filter": d.get("q", {}), "limit": d.get("limit", 0)} for d in deletes]
        }
    if name == "findandmodify":
        arguments = _present(
            command, filter="query", update="update", sort="sort", projection="fields"
        )
        if command.get("upsert"):
            arguments["upsert"] = True
        if command.get("remove"):
            return "find_one_and_delete", arguments
        arguments["return_document"] = "after" if command.get("new") else "before"
        update = command.get("update")
        replacing = isinstance(update, Mapping) and not any(
            str(key).startswith("$") for key in update
        )
        return ("find_one_and_replace" if replacing else "find_one_and_update"), arguments
    if name == "bulkwrite":
        return "client_bulk_write", {"operations": _client_bulk_operations(command)}
    if name == "distinct":
        return "distinct", _present(command, key="key", filter="query")
    return "count", _present(command, filter="query")


def _client_bulk_operations(command: Mapping[str, Any]) -> list[dict[str, Any]]:
    """A client ``bulkWrite``'s operations, each with the namespace it writes to."""
    namespaces = [str(info.get("ns", "")) for info in command.get("nsInfo") or []]
    models: list[dict[str, Any]] = []
    for op in command.get("ops") or []:
        for kind in ("insert", "update", "delete"):
            if kind in op:
                index = op[kind]
                namespace = (
                    namespaces[index] if isinstance(index, int) and index < len(namespaces) else ""
                )
                break
        else:
            continue
        if kind == "insert":
            models.append({"insert_one": {"namespace": namespace, "document": op.get("document")}})
        elif kind == "delete":
            method = "delete_many" if op.get("multi") else "delete_one"
            models.append({method: {"namespace": namespace, "filter": op.get("filter", {})}})
        else:
            update = {
                "q": op.get("filter", {}),
                "u": op.get("updateMods", {}),
                "upsert": op.get("upsert"),
            }
            models.append(
                {
                    _update_method(update, op.get("multi")): {
                        "namespace": namespace,
                        **_update_arguments(update),
                    }
                }
            )
    return models


def _update_method(update: Mapping[str, Any], multi: Any) -> str:
    replacing = isinstance(update.get("u"), Mapping) and not any(
        str(key).startswith("$") for key in update["u"]
    )
    return "replace_one" if replacing else "update_many" if multi else "update_one"


def _present(command: Mapping[str, Any], **fields: str) -> dict[str, Any]:
    return {
        name: command[field] for name, field in fields.items() if command.get(field) is not None
    }


def _update_arguments(update: Mapping[str, Any]) -> dict[str, Any]:
    arguments: dict[str, Any] = {"filter": update.get("q", {}), "update": update.get("u", {})}
    if update.get("upsert"):
        arguments["upsert"] = True
    if update.get("arrayFilters"):
        arguments["array_filters"] = update["arrayFilters"]
    return arguments


# --- as mongosh -------------------------------------------------------------------------------


# pymongo's method names as mongosh spells them, where they differ only in case.
_SHELL_METHODS = {
    "update_one": "updateOne",
    "update_many": "updateMany",
    "replace_one": "replaceOne",
    "delete_one": "deleteOne",
    "delete_many": "deleteMany",
    "find_one_and_update": "findOneAndUpdate",
    "find_one_and_replace": "findOneAndReplace",
    "find_one_and_delete": "findOneAndDelete",
}


def mongosh_command(collection: str, method: str, arguments: Mapping[str, Any]) -> str:
    """The operation as a command to paste into mongosh, e.g. ``db.listings.aggregate([…])``."""
    target = _collection(collection)
    js = {key: as_mongosh(value) for key, value in arguments.items()}
    empty = "{}"
    if method in {"find", "find_one"}:
        shell = "findOne" if method == "find_one" and "sort" not in js else "find"
        call = f"{target}.{shell}({js.get('filter', empty)}"
        call += f", {js['projection']})" if "projection" in js else ")"
        if shell == "find":
            for cursor_method in ("sort", "skip", "limit"):
                if cursor_method in js:
                    call += f".{cursor_method}({js[cursor_method]})"
            if method == "find_one":
                call += ".limit(1)"
        return call
    if method == "aggregate":
        return f"{target}.aggregate({js['pipeline']})"
    if method == "insert_one":
        return f"{target}.insertOne({js['document']})"
    if method == "insert_many":
        return f"{target}.insertMany({js['documents']})"
    if method in {"update_one", "update_many", "replace_one"}:
        shell = _SHELL_METHODS[method]
        options = _options(upsert=js.get("upsert"), arrayFilters=js.get("array_filters"))
        return f"{target}.{shell}({js['filter']}, {js['update']}{options})"
    if method in {"delete_one", "delete_many"}:
        return f"{target}.{_SHELL_METHODS[method]}({js['filter']})"
    if method in {"find_one_and_update", "find_one_and_replace", "find_one_and_delete"}:
        shell = _SHELL_METHODS[method]
        options = _options(
            sort=js.get("sort"),
            projection=js.get("projection"),
            upsert=js.get("upsert"),
            returnDocument=js.get("return_document") if method != "find_one_and_delete" else None,
        )
        update = f", {js['update']}" if "update" in js and method != "find_one_and_delete" else ""
        return f"{target}.{shell}({js.get('filter', empty)}{update}{options})"
    if method == "bulk_write":
        return f"{target}.bulkWrite({_bulk_operations(arguments)})"
    if method == "client_bulk_write":
        return f"db.getMongo().bulkWrite({_client_bulk_models(arguments['operations'])})"
    if method == "distinct":
        return f"{target}.distinct({js['key']}, {js.get('filter', empty)})"
    return f"{target}.countDocuments({js.get('filter', empty)})"


def _collection(name: str) -> str:
    if name.isidentifier() and not name.startswith("_"):
        return f"db.{name}"
    return f"db.getCollection({json.dumps(name)})"


def _options(**options: str | None) -> str:
    given = [f"{name}: {value}" for name, value in options.items() if value is not None]
    return f", {{{', '.join(given)}}}" if given else ""


def _bulk_operations(arguments: Mapping[str, Any]) -> str:
    models: list[str] = []
    for update in arguments.get("updates", []):
        if not isinstance(update, dict):  # the rest of a long list, left out
            models.append(as_mongosh([update])[1:-1])
            continue
        shell = "updateMany" if update.get("multi") else "updateOne"
        fields = {
            ("arrayFilters" if key == "array_filters" else key): value
            for key, value in update.items()
            if key != "multi"
        }
        models.append(f"{{{shell}: {as_mongosh(fields)}}}")
    for delete in arguments.get("deletes", []):
        if not isinstance(delete, dict):
            models.append(as_mongosh([delete])[1:-1])
            continue
        shell = "deleteOne" if delete.get("limit") == 1 else "deleteMany"
        models.append(f"{{{shell}: {as_mongosh({'filter': delete['filter']})}}}")
    return f"[{', '.join(models)}]"


_SHELL_METHODS = {
    "insert_one": "insertOne",
    "update_one": "updateOne",
    "update_many": "updateMany",
    "replace_one": "replaceOne",
    "delete_one": "deleteOne",
    "delete_many": "deleteMany",
}


def _client_bulk_models(models: Any) -> str:
    """mongosh's ``Mongo.bulkWrite`` models: ``{insertOne: {namespace: "db.activity", …}}``."""
    written: list[str] = []
    for model in models if isinstance(models, list) else []:
        if not isinstance(model, dict):  # the rest of a long list, left out
            written.append(as_mongosh([model])[1:-1])
            continue
        for method, fields in model.items():
            fields = {
                ("arrayFilters" if key == "array_filters" else key): value
                for key, value in fields.items()
            }
            written.append(f"{{{_SHELL_METHODS[method]}: {as_mongosh(fields)}}}")
    return f"[{', '.join(written)}]"
