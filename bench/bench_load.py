#!/usr/bin/env python3
"""Load on loopback: hundreds of simulated players playing whole games against the Low AI at once.

    .venv/bin/python bench/bench_load.py [--players 200] [--seconds 60] [--workers 2] [--think 0]
                                         [--ramp 2] [--streams]
                                         [--games truco,kowa,tarocchi] [--database-url URL]

It starts ``cardavia serve --workers N`` on a free loopback port with a fresh
data folder (SQLite, or ``--database-url``), then runs ``--players``
simulated players for ``--seconds``: each opens its own keep-alive HTTP/1.1
connection (raw, over ``asyncio.open_connection``), gets its session and CSRF
cookies from ``GET /api/``, and plays whole games through the JSON API one
after another, choosing random legal actions, waiting ``--think`` seconds
(randomised ±50 %) between moves. As a browser does, a player reopens a
connection the server closed while idle (uvicorn closes one idle for 5 s)
and sends a request once more if such a close crossed it unanswered. At the deadline no new request starts; the
requests in flight finish (or time out), the server is stopped, and the
report gives throughput, latency percentiles per kind of request, errors
(any answer but 200/201, or a connection broken during an answer) and the server's memory:
the RSS of all its processes before the players start and at the end,
divided by the games started. With ``--streams`` every player also keeps its
game's event stream open (``GET /api/games/<id>/events`` on a second
connection, as the page of a table with friends does) until the game ends,
and the report adds the streams open at most, the events they carried and
any stream the server ended. Standard library only; loopback only.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import shutil
import statistics
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from cardavia.web.spawn import Server, processes, server_env
from typing import Any

HOST = "127.0.0.1"
#: How long a request in flight may take once the deadline has passed.
DRAIN_SECONDS = 30
REQUEST_TIMEOUT = 30


# -- the server ------------------------------------------------------------------------------------


def start_server(workers: int, database_url: str | None) -> Server:
    data = Path(tempfile.mkdtemp(prefix="cardavia-load-"))
    extra = {"DATABASE_URL": database_url} if database_url else {}
    return Server(server_env(data, **extra), "load", workers=workers)


def stop_server(server: Server, keep_log: bool) -> None:
    server.stop()
    data = server.log_path.parent
    if keep_log:
        kept = Path(tempfile.gettempdir()) / "cardavia-load-server.log"
        shutil.copy(server.log_path, kept)
        print(f"server log: {kept}")
    shutil.rmtree(data, ignore_errors=True)


def cpu_seconds(root: int) -> float:
    """User + system CPU time of the server's processes so far (robust to other load on the machine)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in processes(root):
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / ticks
    return total


def rss_bytes(root: int) -> int:
    total = 0
    for pid in processes(root):
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1]) * 1024
        except OSError:
            pass
    return total


# -- raw HTTP/1.1 ----------------------------------------------------------------------------------


class NeverAnswered(ConnectionError):
    """The connection closed before any byte of an answer came: the server never read the request."""


class Connection:
    """One keep-alive HTTP/1.1 connection with the cookies of one browser session.

    It behaves as a browser's does when the server closes a connection that
    was idle (uvicorn does after 5 s): a connection the server has closed is
    reopened before the next request, and a request sent on a reused
    connection that closes before any byte of the answer arrives (the close
    crossed the request on the wire) is sent once more on a new connection.
    A server that closes the connection without answering reads nothing, so
    the retry never repeats a move. Any other broken exchange is an error.
    """

    def __init__(self, port: int) -> None:
        self.port = port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None
        self.cookies: dict[str, str] = {}
        #: Connections opened, and requests sent again after a close crossed them.
        self.opened = 0
        self.retried = 0

    async def _connect(self) -> None:
        self.reader, self.writer = await asyncio.open_connection(HOST, self.port)
        self.opened += 1

    async def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
            try:
                await self.writer.wait_closed()
            except OSError:
                pass
            self.writer = None
            self.reader = None

    async def request(self, method: str, path: str, document: Any = None) -> tuple[int, Any]:
        if self.reader is not None and self.reader.at_eof():
            await self.close()  # the server closed it while idle
        reused = self.writer is not None
        try:
            return await self._exchange(method, path, document)
        except NeverAnswered:
            await self.close()
            if not reused:
                raise
            self.retried += 1
            return await self._exchange(method, path, document)

    async def _exchange(self, method: str, path: str, document: Any) -> tuple[int, Any]:
        if self.writer is None:
            await self._connect()
        assert self.reader is not None and self.writer is not None
        body = b"" if document is None else json.dumps(document).encode()
        lines = [f"{method} {path} HTTP/1.1", f"Host: {HOST}:{self.port}", "Connection: keep-alive", "Accept: application/json"]
        if self.cookies:
            lines.append("Cookie: " + "; ".join(f"{k}={v}" for k, v in self.cookies.items()))
        if method == "POST":
            lines += ["Content-Type: application/json", f"Content-Length: {len(body)}", f"X-CSRFToken: {self.cookies.get('csrftoken', '')}"]
        try:
            self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
            await self.writer.drain()
            status_line = await self.reader.readline()
        except (ConnectionResetError, BrokenPipeError) as error:
            raise NeverAnswered(f"the server closed the connection: {error!r}") from error
        if not status_line:
            raise NeverAnswered("the server closed the connection")
        status = int(status_line.split()[1])
        headers: dict[str, str] = {}
        while True:
            line = (await self.reader.readline()).decode("latin-1").rstrip("\r\n")
            if not line:
                break
            name, _, value = line.partition(":")
            name, value = name.strip().lower(), value.strip()
            if name == "set-cookie":
                cookie_name, _, rest = value.partition("=")
                self.cookies[cookie_name] = rest.split(";", 1)[0]
            else:
                headers[name] = value
        if headers.get("transfer-encoding") == "chunked":
            chunks = []
            while True:
                size = int((await self.reader.readline()).strip(), 16)
                chunk = await self.reader.readexactly(size + 2)
                if size == 0:
                    break
                chunks.append(chunk[:-2])
            payload = b"".join(chunks)
        else:
            payload = await self.reader.readexactly(int(headers.get("content-length", "0")))
        if headers.get("connection", "").lower() == "close":
            await self.close()
        content = json.loads(payload) if payload and headers.get("content-type", "").startswith("application/json") else payload
        return status, content


# -- the players -----------------------------------------------------------------------------------


@dataclass
class Stats:
    latencies: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    #: Latencies of the requests sent once every player has arrived (the steady state).
    steady: list[float] = field(default_factory=list)
    steady_from: float = 0.0
    #: Server CPU seconds and requests answered between the end of the ramp and the deadline.
    steady_cpu: float = 0.0
    steady_requests: int = 0
    errors: Counter = field(default_factory=Counter)
    games_started: int = 0
    games_finished: int = 0
    in_progress: int = 0
    connections_opened: int = 0
    requests_retried: int = 0
    streams_open: int = 0
    streams_peak: int = 0
    stream_events: int = 0
    #: Streams that ended while their player still followed the game (the server closed them).
    streams_ended: int = 0


async def timed(stats: Stats, kind: str, connection: Connection, method: str, path: str, document: Any = None) -> tuple[int, Any] | None:
    started = time.perf_counter()
    try:
        status, content = await asyncio.wait_for(connection.request(method, path, document), REQUEST_TIMEOUT)
    except (OSError, ConnectionError, asyncio.TimeoutError, asyncio.IncompleteReadError, ValueError) as error:
        stats.errors[f"{kind}: {type(error).__name__}"] += 1
        await connection.close()
        return None
    latency = time.perf_counter() - started
    stats.latencies[kind].append(latency)
    if time.monotonic() - latency >= stats.steady_from:
        stats.steady.append(latency)
    if status not in (200, 201):
        stats.errors[f"{kind}: HTTP {status}"] += 1
        return None
    return status, content


async def follow(port: int, cookies: dict[str, str], game_id: str, stats: Stats) -> None:
    """A game's event stream, kept open as a table page keeps it: read until cancelled (or closed by the server)."""
    reader, writer = await asyncio.open_connection(HOST, port)
    stats.streams_open += 1
    stats.streams_peak = max(stats.streams_peak, stats.streams_open)
    try:
        cookie = "; ".join(f"{k}={v}" for k, v in cookies.items())
        writer.write(f"GET /api/games/{game_id}/events HTTP/1.1\r\nHost: {HOST}:{port}\r\nCookie: {cookie}\r\nAccept: text/event-stream\r\n\r\n".encode())
        await writer.drain()
        status = await reader.readline()
        if b" 200 " not in status:
            stats.errors[f"events: {status.decode().strip() or 'no answer'}"] += 1
            return
        while line := await reader.readline():
            if line.startswith(b"data:"):
                stats.stream_events += 1
        stats.streams_ended += 1
    except OSError as error:
        stats.errors[f"events: {type(error).__name__}"] += 1
    finally:
        stats.streams_open -= 1
        writer.close()


async def player(number: int, port: int, names: list[str], deadline: float, think: float, ramp: float, stats: Stats, streams: bool = False) -> None:
    rng = random.Random(number)
    connection = Connection(port)
    # Players arrive over the first ``ramp`` seconds rather than in one burst.
    await asyncio.sleep(rng.random() * ramp)
    if await timed(stats, "session", connection, "GET", "/api/") is None:
        return
    try:
        while time.monotonic() < deadline:
            answer = await timed(stats, "start", connection, "POST", "/api/games", {"game": rng.choice(names), "difficulty": "low"})
            if answer is None:
                await asyncio.sleep(0.5)
                continue
            state = answer[1]
            stats.games_started += 1
            stats.in_progress += 1
            stream = asyncio.create_task(follow(port, connection.cookies, state["id"], stats)) if streams else None
            while not state["is_over"] and time.monotonic() < deadline:
                if think:
                    await asyncio.sleep(think * rng.uniform(0.5, 1.5))
                    if time.monotonic() >= deadline:
                        break
                action = rng.choice(state["legal_actions"])
                answer = await timed(stats, "move", connection, "POST", f"/api/games/{state['id']}/actions", {"action": action, "seq": state["seq"]})
                if answer is None:
                    break
                state = answer[1]
            stats.in_progress -= 1
            if stream is not None:
                stream.cancel()
                await asyncio.gather(stream, return_exceptions=True)
            if state["is_over"]:
                stats.games_finished += 1
            elif answer is None:
                await asyncio.sleep(0.5)
    finally:
        await connection.close()
        stats.connections_opened += connection.opened
        stats.requests_retried += connection.retried


async def run_players(root: int, port: int, players: int, names: list[str], seconds: float, think: float, ramp: float, streams: bool) -> tuple[Stats, float, int]:
    stats = Stats()
    started = time.monotonic()
    deadline = started + seconds
    stats.steady_from = started + ramp
    tasks = [asyncio.create_task(player(n, port, names, deadline, think, ramp, stats, streams)) for n in range(players)]
    peak_in_progress = 0
    steady_start: tuple[float, int] | None = None
    while time.monotonic() < deadline:
        await asyncio.sleep(0.5)
        peak_in_progress = max(peak_in_progress, stats.in_progress)
        if steady_start is None and time.monotonic() >= stats.steady_from:
            steady_start = cpu_seconds(root), len(stats.steady)
    if steady_start is not None:
        stats.steady_cpu = cpu_seconds(root) - steady_start[0]
        stats.steady_requests = len(stats.steady) - steady_start[1]
    done, pending = await asyncio.wait(tasks, timeout=DRAIN_SECONDS)
    for task in pending:
        task.cancel()
        stats.errors["still running after the drain"] += 1
    for task in done:
        if task.exception() is not None:
            stats.errors[f"player crashed: {task.exception()!r}"] += 1
    return stats, time.monotonic() - started, peak_in_progress


# -- report ----------------------------------------------------------------------------------------


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def games_with_ai() -> list[str]:
    from cardavia import ai, games

    found = []
    for name in games.names():
        try:
            ai.player(name, "low")
        except ValueError:
            continue
        found.append(name)
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--workers", type=int, default=2, help="server processes (cardavia serve --workers)")
    parser.add_argument("--think", type=float, default=0.0, help="mean seconds between a player's moves")
    parser.add_argument("--ramp", type=float, default=2.0, help="seconds over which the players arrive")
    parser.add_argument("--games", default=None, help="comma-separated games (default: every game with an AI)")
    parser.add_argument("--database-url", default=None, help="e.g. a PostgreSQL URL (default: SQLite in a fresh folder)")
    parser.add_argument("--streams", action="store_true", help="each player keeps its game's event stream open")
    args = parser.parse_args()
    names = args.games.split(",") if args.games else games_with_ai()

    server = start_server(args.workers, args.database_url)
    stats = Stats()
    try:
        time.sleep(1)
        root = server.process.pid
        rss_before, cpu_before = rss_bytes(root), cpu_seconds(root)
        stats, elapsed, peak = asyncio.run(run_players(root, server.port, args.players, names, args.seconds, args.think, args.ramp, args.streams))
        rss_after, cpu_after = rss_bytes(root), cpu_seconds(root)
    finally:
        stop_server(server, keep_log=bool(stats.errors))

    everything = [value for values in stats.latencies.values() for value in values]
    moves = stats.latencies.get("move", [])
    model = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), platform.processor())
    print(f"date {time.strftime('%Y-%m-%d %H:%M')} · {model} · nproc {os.cpu_count()} · load average {os.getloadavg()[0]:.1f} · Python {platform.python_version()}")
    print(f"{args.players} players arriving over {args.ramp:.0f} s · {args.seconds:.0f} s · think {args.think} s · {args.workers} worker process(es) · games {','.join(names)} · database {'PostgreSQL' if args.database_url else 'SQLite'}"
          + (" · an event stream per player" if args.streams else ""))
    print(f"requests {len(everything)} in {elapsed:.1f} s: {len(everything) / elapsed:.0f} requests/s, {len(moves) / elapsed:.0f} moves/s")
    cpu = cpu_after - cpu_before
    print(f"server CPU {cpu:.1f} s: {cpu / max(1, len(everything)) * 1000:.2f} ms per request (what the figures above would be on idle cores)")
    if stats.steady_requests:
        print(f"  steady state: {stats.steady_cpu / stats.steady_requests * 1000:.2f} ms per request")
    for kind, values in [("all", everything), *sorted(stats.latencies.items()), ("steady", stats.steady)]:
        if values:
            print(
                f"  {kind:8} n={len(values):6}  p50 {percentile(values, 0.5) * 1000:7.1f} ms  p95 {percentile(values, 0.95) * 1000:7.1f} ms"
                f"  p99 {percentile(values, 0.99) * 1000:7.1f} ms  max {max(values) * 1000:7.1f} ms  mean {statistics.fmean(values) * 1000:6.1f} ms"
            )
    print("  (steady: every request sent once all players had arrived)")
    print(f"errors {sum(stats.errors.values())}" + (f": {dict(stats.errors)}" if stats.errors else ""))
    print(
        f"connections opened {stats.connections_opened} (a browser's reopen after the server closed an idle one),"
        f" requests sent again after a close crossed them {stats.requests_retried}"
    )
    print(f"games started {stats.games_started}, finished {stats.games_finished}, most in progress at once {peak}")
    if args.streams:
        print(f"event streams open at most {stats.streams_peak}, events they carried {stats.stream_events}, ended by the server {stats.streams_ended}")
    growth = rss_after - rss_before
    print(
        f"server RSS {rss_before / 2**20:.0f} MiB before, {rss_after / 2**20:.0f} MiB after (+{growth / 2**20:.1f} MiB):"
        f" {growth / max(1, stats.games_started) / 1024:.1f} KiB per game started"
    )
    return 1 if stats.errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
