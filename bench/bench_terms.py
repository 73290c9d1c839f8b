#!/usr/bin/env python3
"""What marking the games' terms costs a page: the rules tabs and a table, rendered in-process.

    .venv/bin/python bench/bench_terms.py [--rounds 30]

Each page is rendered by Django's test client with the terms marked, and again
with ``{% terms %}`` passing its content through unmarked, alternating, in
one process: the figure to read is the ratio of the medians.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cardavia.web.settings_test")

import django  # noqa: E402

django.setup()

from django.core.management import call_command  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402

from cardavia.web.play.templatetags import terms as terms_tag  # noqa: E402

GAMES = ["truco", "kowa", "tarocchi", "tarok", "skat", "doudizhu", "koikoi"]


def unmarked(self, context):
    return self.nodelist.render(context)


def timed(client: Client, path: str) -> float:
    start = time.perf_counter()
    response = client.get(path)
    elapsed = time.perf_counter() - start
    assert response.status_code == 200, path
    return elapsed * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30)
    args = parser.parse_args()
    setup_test_environment()
    call_command("migrate", verbosity=0)
    client = Client()
    table = client.post("/api/games", {"game": "truco", "seed": 1}, content_type="application/json").json()["id"]
    paths = [f"/en/games/{game}/rules/" for game in GAMES] + [f"/en/play/{table}/"]
    marked_render = terms_tag.TermsNode.render
    print("| page | marked ms | unmarked ms | ratio |")
    print("|---|---|---|---|")
    for path in paths:
        with_terms, without = [], []
        for _ in range(args.rounds):
            terms_tag.TermsNode.render = marked_render
            with_terms.append(timed(client, path))
            terms_tag.TermsNode.render = unmarked
            without.append(timed(client, path))
        terms_tag.TermsNode.render = marked_render
        a, b = statistics.median(with_terms), statistics.median(without)
        print(f"| {path.replace(table, '<id>')} | {a:.1f} | {b:.1f} | {a / b:.2f} |")


if __name__ == "__main__":
    main()
