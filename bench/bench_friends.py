#!/usr/bin/env python3
"""Tables with friends, live: how soon a move reaches the other seats, and how many open streams one machine holds.

    .venv/bin/python bench/bench_friends.py delay [--moves 300] [--database-url URL --two-processes]
    .venv/bin/python bench/bench_friends.py streams [--streams 1000] [--seconds 30] [--movers 8] [--think 0.5]

``delay``: Truco tables between two people (two sessions), each seat's event
stream open; one person moves, and the time is measured from sending the move
to the other seat's stream delivering the event of the new revision (what the
page needs to fetch the new table), and to the fetched table itself. With
``--two-processes`` (PostgreSQL only) the two people are connected to two
separate server processes on one database, so every event crosses LISTEN/NOTIFY.

``streams``: one server process; ``--streams`` event streams are opened and
kept open (Truco tables of two people each: a host session and a friend
session hold every table), then ``--movers`` players make moves at other
tables for ``--seconds``, waiting ``--think`` seconds between moves; the
moves' latency is reported, and how many streams the server closed.

Standard library only; loopback only. The server's file-descriptor limit is
raised to the hard limit (each stream is a socket).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import resource
import statistics
import tempfile
import threading
import time
import urllib.request
from http.cookiejar import CookieJar
from pathlib import Path
from typing import Any

from bench_load import percentile  # the same percentile as the load figures
from cardavia.web.spawn import Server, server_env


def raise_fd_limit() -> int:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return hard


class Person:
    """One browser session: its cookies, CSRF token and the JSON API."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.jar = CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        self.opener.open(base + "/api/").read()
        self.csrf = next(c.value for c in self.jar if c.name == "csrftoken")

    def cookie_header(self) -> str:
        return "; ".join(f"{c.name}={c.value}" for c in self.jar)

    def call(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method, headers={"Content-Type": "application/json", "X-CSRFToken": self.csrf})
        try:
            with self.opener.open(request, timeout=60) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"{}")

    def get_text(self, path: str) -> str:
        with self.opener.open(self.base + path, timeout=60) as response:
            return response.read().decode()


def new_table(host: Person, friend: Person, seed: int) -> str:
    status, state = host.call("POST", "/api/games", {"game": "truco", "seats": ["me", "friend"], "name": "Host", "seed": seed})
    assert status == 201, state
    status, joined = friend.call("POST", f"/api/games/{state['id']}/join", {"invite": state["invite"], "name": "Friend"})
    assert status == 200, joined
    status, started = host.call("POST", f"/api/games/{state['id']}/start", {})
    assert status == 200, started
    return state["id"]


class Stream:
    """A seat's event stream read in a thread: the time each revision arrived."""

    def __init__(self, person: Person, game_id: str) -> None:
        self.arrived: dict[int, float] = {}
        self.changed = threading.Condition()
        request = urllib.request.Request(person.base + f"/api/games/{game_id}/events", headers={"Cookie": person.cookie_header()})
        self.response = urllib.request.urlopen(request, timeout=120)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for raw in self.response:
            line = raw.decode()
            if line.startswith("data:"):
                revision = json.loads(line[5:])["revision"]
                with self.changed:
                    self.arrived[revision] = time.perf_counter()
                    self.changed.notify_all()

    def wait_for(self, revision: int, timeout: float = 10.0) -> float | None:
        with self.changed:
            self.changed.wait_for(lambda: revision in self.arrived, timeout)
            return self.arrived.get(revision)



def delay(args: argparse.Namespace) -> None:
    servers = []
    data = Path(tempfile.mkdtemp(prefix="cardavia-friends-"))
    env: dict[str, str] = {"SECRET_KEY": "bench-friends"}
    if args.database_url:
        env["DATABASE_URL"] = args.database_url
    for number in range(2 if args.two_processes else 1):
        folder = data / str(number)
        folder.mkdir()
        servers.append(Server(server_env(folder, **env), f"friends-{number}"))
    try:
        host, friend = Person(servers[0].url), Person(servers[-1].url)
        to_stream, to_table = [], []
        game_id, streams, moves = None, {}, 0
        seed = 0
        while moves < args.moves:
            if game_id is None:
                seed += 1
                game_id = new_table(host, friend, seed)
                streams = {0: Stream(host, game_id), 1: Stream(friend, game_id)}
            people = {0: host, 1: friend}
            states = {seat: person.call("GET", f"/api/games/{game_id}")[1] for seat, person in people.items()}
            if states[0]["is_over"]:
                game_id = None
                continue
            seat = next(s for s, st in states.items() if st["legal_actions"])
            other = 1 - seat
            state = states[seat]
            sent = time.perf_counter()
            status, after = people[seat].call("POST", f"/api/games/{game_id}/actions", {"action": state["legal_actions"][0], "seq": state["seq"]})
            assert status == 200, after
            arrived = streams[other].wait_for(after["revision"])
            assert arrived is not None, "the other seat's stream missed a move"
            to_stream.append((arrived - sent) * 1000)
            people[other].get_text(f"/en/play/{game_id}/live/?revision={after['revision'] - 1}")
            to_table.append((time.perf_counter() - sent) * 1000)
            moves += 1
        where = "two processes on PostgreSQL" if args.two_processes else ("one process on PostgreSQL" if args.database_url else "one process on SQLite")
        print(f"move to the other seat's stream, {where}, {moves} moves: median {statistics.median(to_stream):.1f} ms, p95 {percentile(to_stream, 0.95):.1f} ms")
        print(f"move to the other seat's fetched table: median {statistics.median(to_table):.1f} ms, p95 {percentile(to_table, 0.95):.1f} ms")
    finally:
        for server in servers:
            server.stop()


async def open_stream(base: str, cookie: str, game_id: str) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    host, port = base.removeprefix("http://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    writer.write(f"GET /api/games/{game_id}/events HTTP/1.1\r\nHost: {host}\r\nCookie: {cookie}\r\nAccept: text/event-stream\r\n\r\n".encode())
    await writer.drain()
    status = await reader.readline()
    assert b" 200 " in status, status
    return reader, writer


async def drain(reader: asyncio.StreamReader, counts: list[int], index: int) -> None:
    while True:
        line = await reader.readline()
        if not line:
            counts[index] = -1  # closed
            return
        if line.startswith(b"data:"):
            counts[index] += 1


def streams(args: argparse.Namespace) -> None:
    limit = raise_fd_limit()
    server = Server(server_env(Path(tempfile.mkdtemp(prefix="cardavia-streams-"))), "streams")
    try:
        host, friend = Person(server.url), Person(server.url)
        tables = [new_table(host, friend, seed) for seed in range(1, args.streams // 2 + 1)]
        print(f"{len(tables)} tables made (fd limit {limit})", flush=True)

        async def run() -> list[float]:
            opened = []
            counts = [0] * (2 * len(tables))
            for index, game_id in enumerate(tables):
                for seat, person in enumerate((host, friend)):
                    opened.append(await open_stream(server.url, person.cookie_header(), game_id))
            tasks = [asyncio.create_task(drain(reader, counts, i)) for i, (reader, _writer) in enumerate(opened)]
            print(f"{len(opened)} streams open", flush=True)
            latencies: list[float] = []
            deadline = time.perf_counter() + args.seconds

            def mover(number: int) -> None:
                me, other = Person(server.url), Person(server.url)
                seed = 10_000 + number * 1000
                game_id = new_table(me, other, seed)
                people = {0: me, 1: other}
                while time.perf_counter() < deadline:
                    states = {s: p.call("GET", f"/api/games/{game_id}")[1] for s, p in people.items()}
                    if states[0]["is_over"]:
                        seed += 1
                        game_id = new_table(me, other, seed)
                        continue
                    seat = next(s for s, st in states.items() if st["legal_actions"])
                    state = states[seat]
                    sent = time.perf_counter()
                    status, _after = people[seat].call("POST", f"/api/games/{game_id}/actions", {"action": state["legal_actions"][0], "seq": state["seq"]})
                    assert status == 200
                    latencies.append((time.perf_counter() - sent) * 1000)
                    time.sleep(args.think)

            threads = [threading.Thread(target=mover, args=(n,)) for n in range(args.movers)]
            for thread in threads:
                thread.start()
            while any(thread.is_alive() for thread in threads):
                await asyncio.sleep(0.5)
            closed = sum(1 for c in counts if c == -1)
            for task in tasks:
                task.cancel()
            for _reader, writer in opened:
                writer.close()
            print(f"streams closed by the server during the run: {closed}")
            return latencies

        latencies = asyncio.run(run())
        print(
            f"{args.streams} open streams, {args.movers} players moving (think {args.think} s): {len(latencies)} moves in {args.seconds} s, "
            f"median {statistics.median(latencies):.1f} ms, p95 {percentile(latencies, 0.95):.1f} ms, max {max(latencies):.1f} ms"
        )
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    one = commands.add_parser("delay")
    one.add_argument("--moves", type=int, default=300)
    one.add_argument("--database-url")
    one.add_argument("--two-processes", action="store_true")
    many = commands.add_parser("streams")
    many.add_argument("--streams", type=int, default=1000)
    many.add_argument("--seconds", type=int, default=30)
    many.add_argument("--movers", type=int, default=8)
    many.add_argument("--think", type=float, default=0.5, help="seconds a moving player waits between moves")
    args = parser.parse_args()
    if args.command == "delay" and args.two_processes and not args.database_url:
        parser.error("--two-processes needs --database-url (PostgreSQL)")
    delay(args) if args.command == "delay" else streams(args)


if __name__ == "__main__":
    main()
