#!/usr/bin/env python3
"""Site speed on loopback: page renders and moves answered with the Low AI.

    .venv/bin/python bench/bench_web.py [--requests 200] [--url http://127.0.0.1:8000]

Without ``--url`` it starts ``cardavia serve`` on a free port with a fresh
data folder (SQLite) and stops it afterwards. One client, one request at a
time: the figures are the server's answer times as a player feels them.
Targets: pages under 30 ms median, a move with the Low AI under 50 ms median.
"""

from __future__ import annotations

import argparse
import http.cookiejar
import json
import platform
import statistics
import tempfile
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from cardavia.web.spawn import Server, server_env

PAGES = [
    "/en/",
    "/en/traditions/south-american-catalan/",
    "/en/games/truco/",
    "/en/games/truco/rules/",
    "/en/games/tarocchi/rules/",
]


@contextmanager
def server() -> Iterator[str]:
    with Server(server_env(Path(tempfile.mkdtemp(prefix="cardavia-bench-")))) as running:
        yield running.url


class Client:
    def __init__(self, base: str) -> None:
        self.base = base
        self.cookies = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.cookies))

    def timed(self, request: urllib.request.Request) -> tuple[float, bytes]:
        start = time.perf_counter()
        with self.opener.open(request) as response:
            body = response.read()
        return (time.perf_counter() - start) * 1000, body

    def get(self, path: str) -> tuple[float, bytes]:
        return self.timed(urllib.request.Request(self.base + path))

    def post_json(self, path: str, body: dict) -> tuple[float, dict]:
        token = next(c.value for c in self.cookies if c.name == "csrftoken")
        request = urllib.request.Request(
            self.base + path,
            data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json", "X-CSRFToken": token, "Referer": self.base + "/"},
        )
        elapsed, raw = self.timed(request)
        return elapsed, json.loads(raw)


def summary(samples: list[float]) -> str:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"median {statistics.median(ordered):.1f} ms · p95 {p95:.1f} ms · n={len(ordered)}"


def measure(base: str, requests: int) -> None:
    client = Client(base)
    client.get("/api/")  # the CSRF cookie
    for path in PAGES:  # warm-up
        client.get(path)
    page_times = [client.get(PAGES[i % len(PAGES)])[0] for i in range(requests)]
    move_times: list[float] = []
    table_times: list[float] = []
    while len(move_times) < requests:
        _, state = client.post_json("/api/games", {"game": "truco", "difficulty": "low"})
        while not state["is_over"] and len(move_times) < requests:
            elapsed, state = client.post_json(
                f"/api/games/{state['id']}/actions", {"action": state["legal_actions"][0], "seq": state["seq"]}
            )
            move_times.append(elapsed)
            table_times.append(client.get(state["url"])[0])
    print(f"Python {platform.python_version()} · {platform.machine()} · {base}")
    print(f"pages (atlas, tradition, game, rules)   {summary(page_times)}")
    print(f"table page                             {summary(table_times)}")
    print(f"Truco move answered with the Low AI     {summary(move_times)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--url", help="a running server (default: start one)")
    args = parser.parse_args()
    if args.url:
        measure(args.url.rstrip("/"), args.requests)
    else:
        with server() as base:
            measure(base, args.requests)


if __name__ == "__main__":
    main()
