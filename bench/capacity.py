"""Capacity over real HTTP: many visitors chatting at once with pauses between their messages.

Two scenarios, each 200 visitors sending 3 messages through `POST /api/chat` (offline model, with
persistence) to the live app on 127.0.0.1:

- sustained: 10–20 s between a visitor's messages (people typing), arrivals spread over 15 s;
- overload: 1–3 s between messages, arrivals within 3 s: more than two cores can answer.

Printed for each: turns/s, p50/p95 of the answered turns, errors (anything but a reply or the busy
503, or no answer within 10 s), busy answers, lost messages (acknowledged turns whose message or
reply is not stored), orphaned messages (stored visitor messages without a reply once the app is
idle), and CPU ms per answered turn of the app's workers and of the embedded database; after the
overload, one more turn shows how the app answers right after the burst. Figures are printed,
never asserted.
"""

from __future__ import annotations

import asyncio
import itertools
import random
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime

import httpx

from bench.live_app import LiveApp, percentile, post_chat, take_csrf_token, visitor_client
from bench.processes import cpu_seconds, tree_cpu_seconds
from bench.timing import Report
from infra.mongo import embedded_server, get_database

VISITORS = 200
TURNS_PER_VISITOR = 3
ANSWER_WITHIN_S = 10.0
CLIENT_TIMEOUT_S = 30.0
IDLE_WAIT_S = 30.0
MESSAGES = (
    "two bedroom flat in Porto under 120",
    "only superhosts",
    "what about Rio instead?",
    "something for a family of five in Sydney with a pool",
    "cheaper, under 300",
    "entire place in Edinburgh with wifi and a kitchen",
    "pet friendly house in Brisbane",
)


@dataclass(frozen=True)
class Scenario:
    name: str
    arrivals_over_s: float
    pause_s: tuple[float, float]


SUSTAINED = Scenario("sustained", arrivals_over_s=15.0, pause_s=(10.0, 20.0))
OVERLOAD = Scenario("overload", arrivals_over_s=3.0, pause_s=(1.0, 3.0))


@dataclass
class Visitor:
    latencies_ms: list[float] = field(default_factory=list)
    answered: list[tuple[str, str, str]] = field(default_factory=list)  # conversation, sent, reply
    errors: int = 0
    busy: int = 0
    conversation_id: str | None = None


def run(app: LiveApp, report: Report = print) -> None:
    for scenario in (SUSTAINED, OVERLOAD):
        _run_scenario(app, scenario, report)
    latency, status = asyncio.run(_one_turn(app.url))
    report(f"a turn right after the burst: {status} in {latency:.0f} ms")


def _run_scenario(app: LiveApp, scenario: Scenario, report: Report) -> None:
    started_at = datetime.now(UTC)
    server_pid = embedded_server().ensure_running().pid
    app_before, db_before = tree_cpu_seconds(app.pid), cpu_seconds(server_pid)
    started = time.monotonic()
    visitors = asyncio.run(_visitors(app.url, scenario))
    elapsed = time.monotonic() - started
    _wait_until_idle(started_at)
    answered = sum(len(visitor.answered) for visitor in visitors)
    app_ms = (tree_cpu_seconds(app.pid) - app_before) * 1000 / max(answered, 1)
    db_ms = (cpu_seconds(server_pid) - db_before) * 1000 / max(answered, 1)
    latencies = [ms for visitor in visitors for ms in visitor.latencies_ms]
    low, high = scenario.pause_s
    report(
        f"{scenario.name}: {VISITORS} visitors x {TURNS_PER_VISITOR} turns, {low:.0f}-{high:.0f} s "
        f"apart: {answered} answered in {elapsed:.0f} s ({answered / elapsed:.1f} turns/s), "
        f"p50 {percentile(latencies, 50):.0f} ms, p95 {percentile(latencies, 95):.0f} ms, "
        f"max {max(latencies, default=float('nan')):.0f} ms; "
        f"{sum(v.errors for v in visitors)} errors, {sum(v.busy for v in visitors)} busy (503), "
        f"{_lost(visitors)} lost, {_orphaned(started_at)} orphaned; CPU per answered turn: "
        f"app {app_ms:.0f} ms, database {db_ms:.0f} ms"
    )


async def _visitors(base_url: str, scenario: Scenario) -> list[Visitor]:
    rng = random.Random(f"{scenario.name}-{VISITORS}")
    plans = [
        (
            rng.uniform(0, scenario.arrivals_over_s),
            [rng.uniform(*scenario.pause_s) for _ in range(2)],
        )
        for _ in range(VISITORS)
    ]
    visitors = [Visitor() for _ in plans]
    await asyncio.gather(
        *(
            _visit(base_url, visitor, number, arrival, pauses)
            for number, (visitor, (arrival, pauses)) in enumerate(zip(visitors, plans, strict=True))
        )
    )
    return visitors


async def _visit(
    base_url: str, visitor: Visitor, number: int, arrival_s: float, pauses: list[float]
) -> None:
    await asyncio.sleep(arrival_s)
    # One client per visitor: its own visitor cookie and CSRF token, as a browser tab would have.
    async with visitor_client(base_url, CLIENT_TIMEOUT_S) as client:
        try:
            await take_csrf_token(client)
        except httpx.HTTPError:
            visitor.errors += 1
            return
        for turn in range(TURNS_PER_VISITOR):
            if turn:
                await asyncio.sleep(pauses[turn - 1])
            await _send(client, visitor, MESSAGES[(number + turn) % len(MESSAGES)])


async def _send(client: httpx.AsyncClient, visitor: Visitor, message: str) -> None:
    answer = await post_chat(client, message, visitor.conversation_id)
    if answer.busy:
        visitor.busy += 1
    if not (answer.answered or answer.busy) or answer.seconds > ANSWER_WITHIN_S:
        visitor.errors += 1
    if answer.conversation_id is None or answer.reply is None:
        return
    visitor.latencies_ms.append(answer.seconds * 1000)
    visitor.conversation_id = answer.conversation_id
    visitor.answered.append((answer.conversation_id, message, answer.reply))


async def _one_turn(base_url: str) -> tuple[float, str]:
    async with visitor_client(base_url, CLIENT_TIMEOUT_S) as client:
        await take_csrf_token(client)
        started = time.perf_counter()
        response = await client.post("/api/chat", json={"message": MESSAGES[0]})
        latency = (time.perf_counter() - started) * 1000
    return latency, "answered" if response.status_code == 200 else f"HTTP {response.status_code}"


def _wait_until_idle(since: datetime) -> None:
    """Until no turn that started in the scenario is still running (a client gave up on it)."""
    conversations = get_database()["conversations"]
    deadline = time.monotonic() + IDLE_WAIT_S
    running = {"updated_at": {"$gte": since}, "turn_until": {"$ne": None}}
    while conversations.count_documents(running) and time.monotonic() < deadline:
        time.sleep(0.2)


def _lost(visitors: list[Visitor]) -> int:
    """Acknowledged turns whose message and reply are not both stored, in order."""
    conversations = get_database()["conversations"]
    lost = 0
    for visitor in visitors:
        stored: dict[str, list[tuple[str, str]]] = {}
        for conversation_id, sent, reply in visitor.answered:
            if conversation_id not in stored:
                document = conversations.find_one({"_id": conversation_id}, {"messages": 1}) or {}
                stored[conversation_id] = [
                    (message["role"], message["content"])
                    for message in document.get("messages", [])
                ]
            pairs = list(itertools.pairwise(stored[conversation_id]))
            if (("user", sent), ("assistant", reply)) not in pairs:
                lost += 1
    return lost


def _orphaned(since: datetime) -> int:
    """Stored visitor messages of the scenario that no reply follows."""
    orphaned = 0
    for document in get_database()["conversations"].find(
        {"updated_at": {"$gte": since}}, {"messages.role": 1}
    ):
        roles = [message["role"] for message in document.get("messages", [])]
        orphaned += sum(
            1
            for index, role in enumerate(roles)
            if role == "user" and (index + 1 == len(roles) or roles[index + 1] != "assistant")
        )
    return orphaned
