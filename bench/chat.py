"""Chat latency and load over real HTTP against the ASGI server, offline model, with persistence.

1. Sequential offline chat turns through `POST /api/chat`: p50/p95 of the whole round trip
   (parsing, search, reply, and the writes of the conversation and activity), the turn's own
   share of it, and the CPU each turn cost the app's workers, the embedded database, this client
   and whatever else ran on the machine meanwhile (a busy machine shows there, not in the app).
2. 100 simulated visitors talking at once for 60 s: throughput, p95, errors, and a check that
   every message that was answered is stored in its conversation.

Figures are printed, never asserted.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field

import httpx

from bench.live_app import LiveApp, percentile, post_chat, take_csrf_token, visitor_client
from bench.processes import cpu_seconds, machine_cpu_seconds, tree_cpu_seconds
from bench.timing import Report
from infra.mongo import embedded_server, get_database

MESSAGES = (
    "two bedroom flat in Porto under 120",
    "only superhosts",
    "what about Rio instead?",
    "something for a family of five in Sydney with a pool",
    "cheaper, under 300",
    "start over: loft in New York between 100 and 250",
    "apartamento com 2 quartos no Rio até 400 reais",
    "entire place in Edinburgh with wifi and a kitchen",
    "forget the budget",
    "pet friendly house in Brisbane",
)


@dataclass
class VisitorLoad:
    latencies_ms: list[float] = field(default_factory=list)
    turns_ms: list[float] = field(default_factory=list)  # each answered turn's own time
    errors: int = 0
    busy: int = 0  # 503 with Retry-After: no place for the turn right now
    answered: int = 0
    conversation_id: str | None = None


def run(
    app: LiveApp, report: Report = print, *, visitors: int = 100, seconds: float = 60.0
) -> None:
    asyncio.run(_sequential_turns(app, report))
    asyncio.run(_concurrent_visitors(app.url, report, visitors=visitors, seconds=seconds))


@dataclass(frozen=True)
class CpuReading:
    """CPU seconds used so far by each party to a benchmark's turns."""

    app: float  # uvicorn and its workers
    database: float  # the embedded server
    client: float  # this process, which sends the turns
    machine: float  # every process
    steal: float  # other guests of the hypervisor

    @classmethod
    def now(cls, app_pid: int, database_pid: int) -> CpuReading:
        machine, steal = machine_cpu_seconds()
        return cls(
            tree_cpu_seconds(app_pid),
            cpu_seconds(database_pid),
            time.process_time(),
            machine,
            steal,
        )

    def per_turn_ms(self, later: CpuReading, turns: int) -> str:
        app, database = later.app - self.app, later.database - self.database
        client = later.client - self.client
        others = later.machine - self.machine - app - database - client
        steal = later.steal - self.steal
        return ", ".join(
            f"{name} {seconds * 1000 / turns:.1f} ms"
            for name, seconds in (
                ("app", app),
                ("embedded database", database),
                ("this client", client),
                ("other processes", max(others, 0.0)),
                ("steal", steal),
            )
        )


async def _sequential_turns(app: LiveApp, report: Report, turns: int = 60) -> None:
    database_pid = embedded_server().ensure_running().pid
    async with visitor_client(app.url, 30) as client:
        await take_csrf_token(client)
        load = VisitorLoad()
        for message in MESSAGES:  # warm-up: load the catalog and embed each query once
            await _send(client, message, load)
        load = VisitorLoad()
        before = CpuReading.now(app.pid, database_pid)
        for number in range(turns):
            await _send(client, MESSAGES[number % len(MESSAGES)], load)
        after = CpuReading.now(app.pid, database_pid)
    p50, p95 = percentile(load.latencies_ms, 50), percentile(load.latencies_ms, 95)
    report(
        f"offline chat turn over HTTP incl. persistence: p50 {p50:.0f} ms, p95 {p95:.0f} ms "
        f"over {turns} turns "
        f"({load.errors} errors; target p50 <= 60 ms)"
    )
    report(
        f"  the turn itself (its trace's total): p50 {percentile(load.turns_ms, 50):.0f} ms; "
        f"CPU a turn: {before.per_turn_ms(after, turns)}"
    )


async def _concurrent_visitors(
    base_url: str, report: Report, *, visitors: int, seconds: float
) -> None:
    deadline = time.monotonic() + seconds
    loads = [VisitorLoad() for _ in range(visitors)]
    limits = httpx.Limits(max_connections=visitors)
    started = time.monotonic()
    await asyncio.gather(
        *(
            _visitor_loop(base_url, load, deadline, number, limits)
            for number, load in enumerate(loads)
        )
    )
    elapsed = time.monotonic() - started
    latencies = [ms for load in loads for ms in load.latencies_ms]
    answered = sum(load.answered for load in loads)
    errors = sum(load.errors for load in loads)
    busy = sum(load.busy for load in loads)
    lost = _lost_messages(loads)
    report(
        f"{visitors} concurrent visitors for {seconds:.0f} s: {answered:,} turns "
        f"({answered / elapsed:.1f} turns/s), p50 {percentile(latencies, 50):.0f} ms, "
        f"p95 {percentile(latencies, 95):.0f} ms, {errors} errors, {busy} busy (503), "
        f"{lost} lost messages "
        "(target: 0 errors, 0 lost)"
    )


async def _visitor_loop(
    base_url: str, load: VisitorLoad, deadline: float, number: int, limits: httpx.Limits
) -> None:
    # One client per visitor: each keeps its own signed visitor cookie, like a browser.
    async with visitor_client(base_url, 60, limits=limits) as client:
        await take_csrf_token(client)
        turn = number
        while time.monotonic() < deadline:
            await _send(client, MESSAGES[turn % len(MESSAGES)], load)
            turn += 1


async def _send(client: httpx.AsyncClient, message: str, load: VisitorLoad) -> None:
    answer = await post_chat(client, message, load.conversation_id)
    if answer.retry_after_s is not None:
        load.busy += 1
        await asyncio.sleep(answer.retry_after_s)  # as the page asks people to
        return
    if answer.status is None:
        load.errors += 1
        return
    load.latencies_ms.append(answer.seconds * 1000)
    if answer.turn_ms is not None:
        load.turns_ms.append(answer.turn_ms)
    if answer.conversation_id is None:
        load.errors += 1
        return
    load.conversation_id = answer.conversation_id
    load.answered += 1


def _lost_messages(loads: list[VisitorLoad]) -> int:
    """Answered turns whose user message and reply are not both stored."""
    conversations = get_database()["conversations"]
    lost = 0
    for load in loads:
        if load.conversation_id is None:
            continue
        stored = conversations.find_one({"_id": load.conversation_id}, {"message_count": 1})
        stored_count = stored["message_count"] if stored else 0
        lost += max(0, 2 * load.answered - stored_count)
    return lost
