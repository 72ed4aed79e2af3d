"""What one offline chat turn costs: database round trips, app CPU, the embedded server's CPU,
and whether every query the turn makes is served by an index; and whether a turn deep in a long
conversation costs what an early one does.

Runs turns through the chat service in this process (the same code the views call), with a pymongo
``CommandListener`` counting each command the turn sends. Figures are printed, never asserted.
"""

from __future__ import annotations

import asyncio
import statistics
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from pymongo import monitoring

from bench.processes import cpu_seconds
from bench.timing import Report
from chat.service import run_chat_turn
from infra.mongo import close_clients, embedded_server, get_database
from memory.tombstones import erasure_checks_cached

# A conversation's first search, a refinement, a new place, and a new budget.
DIALOG = (
    "two bedroom flat in Porto under 120",
    "only superhosts",
    "what about Rio instead?",
    "cheaper, under 300",
)
VISITORS = 8
WARM_UP_VISITORS = 2
# One long conversation (a booth kiosk's): its early turns against its late ones.
LONG_CONVERSATION_TURNS = 100
COMPARED_TURNS = 10
# The long conversation's messages, repeated: searches, refinements and new places.
LONG_DIALOG = (
    *DIALOG,
    "something for a family of five in Sydney with a pool",
    "start over: loft in New York between 100 and 250",
    "entire place in Edinburgh with wifi and a kitchen",
    "forget the budget",
    "pet friendly house in Brisbane",
)


@dataclass
class CommandLog(monitoring.CommandListener):
    """The commands sent while ``recording`` is on."""

    recording: bool = False
    commands: list[tuple[str, str, dict[str, Any]]] = field(default_factory=list)

    def started(self, event: monitoring.CommandStartedEvent) -> None:
        if self.recording:
            name = event.command_name
            self.commands.append((name, str(event.command.get(name)), dict(event.command)))

    def succeeded(self, event: monitoring.CommandSucceededEvent) -> None:
        pass

    def failed(self, event: monitoring.CommandFailedEvent) -> None:
        pass


def run(report: Report = print) -> None:
    log = CommandLog()
    monitoring.register(log)
    close_clients()  # clients made from now on report to the log
    try:
        asyncio.run(_measure(log, report))
    finally:
        close_clients()


async def _measure(log: CommandLog, report: Report) -> None:
    # New visitors on every run: a returning visitor's new conversation also consolidates the last.
    run_id = uuid.uuid4().hex[:8]
    for number in range(WARM_UP_VISITORS):
        await _dialog(f"bench-warm-{run_id}-{number}")
    server_pid = embedded_server().ensure_running().pid
    app_before, server_before = time.process_time(), cpu_seconds(server_pid)
    started = time.perf_counter()
    log.recording = True
    for number in range(VISITORS):
        await _dialog(f"bench-turn-cost-{run_id}-{number}")
    log.recording = False
    turns = VISITORS * len(DIALOG)
    wall_ms = (time.perf_counter() - started) * 1000 / turns
    app_ms = (time.process_time() - app_before) * 1000 / turns
    server_ms = (cpu_seconds(server_pid) - server_before) * 1000 / turns
    report(
        f"one offline turn in process ({turns} turns of {len(DIALOG)}-turn dialogs): "
        f"{wall_ms:.0f} ms wall, app CPU {app_ms:.1f} ms, embedded server CPU {server_ms:.1f} ms, "
        f"{len(log.commands) / turns:.2f} database round trips (target <= 6)"
    )
    per_kind = Counter((name, target) for name, target, _ in log.commands)
    report(
        "round trips per turn: "
        + ", ".join(
            f"{name} {target} {count / turns:.2f}"
            for (name, target), count in per_kind.most_common()
        )
    )
    unindexed = sorted(_unindexed(log.commands))
    report("queries without an index: " + (", ".join(unindexed) if unindexed else "none"))
    await _long_conversation(log, report, server_pid, run_id)


@dataclass
class TurnCost:
    server_ms: float
    wall_ms: float
    round_trips: int
    messages_held: int  # in the conversation document after the turn


async def _long_conversation(log: CommandLog, report: Report, server_pid: int, run_id: str) -> None:
    """Turns 1-10, 41-50 and 91-100 of one conversation: the document keeps its latest messages
    only (older ones move to pages), so a late turn should cost about what an early one does."""
    visitor_id = f"bench-long-{run_id}"
    conversation_id = None
    costs: list[TurnCost] = []
    for number in range(LONG_CONVERSATION_TURNS):
        message = LONG_DIALOG[number % len(LONG_DIALOG)]
        log.commands.clear()
        log.recording = True
        server_before, started = cpu_seconds(server_pid), time.perf_counter()
        with erasure_checks_cached():
            result = await run_chat_turn(visitor_id, message, conversation_id=conversation_id)
        wall_ms = (time.perf_counter() - started) * 1000
        server_ms = (cpu_seconds(server_pid) - server_before) * 1000
        log.recording = False
        conversation_id = result.conversation_id
        held = get_database()["conversations"].find_one(
            {"_id": conversation_id}, {"messages.role": 1}
        )
        held_messages = len((held or {}).get("messages", []))
        costs.append(TurnCost(server_ms, wall_ms, len(log.commands), held_messages))
    middle = LONG_CONVERSATION_TURNS // 2 - COMPARED_TURNS
    for first in (0, middle, LONG_CONVERSATION_TURNS - COMPARED_TURNS):
        turns = costs[first : first + COMPARED_TURNS]
        report(
            f"one {LONG_CONVERSATION_TURNS}-turn conversation, "
            f"turns {first + 1}-{first + len(turns)}: "
            f"embedded server CPU {statistics.mean(t.server_ms for t in turns):.1f} ms a turn, "
            f"{statistics.median(t.wall_ms for t in turns):.0f} ms wall (median), "
            f"{statistics.mean(t.round_trips for t in turns):.1f} round trips, "
            f"at most {max(t.messages_held for t in turns)} messages in the conversation document"
        )


async def dialogs(visitors: int = VISITORS) -> None:
    """The measured dialogs, each with a new visitor (for a profiler to watch)."""
    run_id = uuid.uuid4().hex[:8]
    for number in range(visitors):
        await _dialog(f"bench-dialog-{run_id}-{number}")


async def _dialog(visitor_id: str) -> None:
    conversation_id = None
    for message in DIALOG:
        with erasure_checks_cached():  # as in a request: one tombstone lookup before the writes
            result = await run_chat_turn(visitor_id, message, conversation_id=conversation_id)
        conversation_id = result.conversation_id


def _unindexed(commands: list[tuple[str, str, dict[str, Any]]]) -> set[str]:
    """Each distinct (command, collection) whose query plan scans the whole collection.

    A filter with an equality on `_id` is taken as served by the `_id` index: the embedded server's
    explain reports a scan when other equalities come with it, but its time does not grow with the
    collection (it does for ``findAndModify``, ``$or`` and ranges, which a turn does not send).
    """
    database = get_database()
    found = set()
    for name, target, command in commands:
        for query in _as_finds(name, target, command):
            if isinstance(query["filter"].get("_id"), str):
                continue
            plan = database.command("explain", query)
            if "COLLSCAN" in str(plan.get("queryPlanner", {}).get("winningPlan")):
                found.add(f"{name} {target}")
    return found


def _as_finds(name: str, target: str, command: dict[str, Any]) -> list[dict[str, Any]]:
    """The queries of a command as ``find`` commands, for ``explain``; none for inserts and
    pipelines that do not start with a ``$match``."""
    if name == "find":
        find = {"find": target, "filter": command.get("filter", {})}
        if "sort" in command:
            find["sort"] = command["sort"]
        return [find]
    if name == "findAndModify":
        return [
            {"find": target, "filter": command.get("query", {}), "sort": command.get("sort") or {}}
        ]
    if name == "aggregate":  # a pipeline's leading ``$match`` is its query
        stages = command.get("pipeline") or [{}]
        return [{"find": target, "filter": stages[0]["$match"]}] if "$match" in stages[0] else []
    if name in ("update", "delete"):
        statements = command.get("updates") or command.get("deletes") or []
        return [{"find": target, "filter": statement.get("q", {})} for statement in statements]
    if name == "bulkWrite":  # a client bulk write: each update or delete, in its collection
        collections = [str(info["ns"]).split(".", 1)[1] for info in command.get("nsInfo") or []]
        return [
            {"find": collections[op[kind]], "filter": op.get("filter", {})}
            for op in command.get("ops") or []
            for kind in ("update", "delete")
            if kind in op
        ]
    return []
