"""Tables with friends in Debian's chromium: each person a browser of their own, the others' moves arriving live.

The host makes the table with the form, the friends join through the
invitation link from the host's lobby, the host starts, and then every
person plays by clicking their own table when the JSON API (in their own
session) says it is their turn. After each move, every other person's page
must show the new position without a reload: that is the live part.
"""

from __future__ import annotations

import json
import random
import re
import sqlite3
import sys
import threading
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from cardavia import games
from cardavia.web.spawn import Server, server_env

from test_e2e_every_table import make_move

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "reliability"))
from rel_postgres import Cluster, bin_dir  # noqa: E402

#: How long another person's page may take to show a move (a second is the promise; the suite shares 2 cores).
LIVE_MS = 10_000


def make_table(host: Page, site_url: str, game: str, seats: list[str], name: str = "Host") -> str:
    """The host's form; returns the invitation link from the lobby."""
    host.goto(f"{site_url}/en/games/{game}/friends/")
    host.fill("#name", name)
    for number, choice in enumerate(seats):
        host.select_option(f"#seat-{number}", choice)
    host.click("form.friends-form button[type=submit]")
    expect(host.locator("#invite-url")).to_be_visible()
    return host.input_value("#invite-url")


def join(page: Page, link: str, name: str, seat: int) -> None:
    page.goto(link)
    page.fill("#name", name)
    page.check(f"#seat-{seat}")
    page.click("form.friends-form button[type=submit]")
    expect(page.locator(".lobby-area")).to_be_visible()


def start(host: Page, others: list[Page]) -> str:
    host.click("text=Start the game")
    expect(host.locator("#table-area[data-live]")).to_be_visible()
    for page in others:
        # The lobby sends each friend to the table when the host starts: live, no reload by hand.
        expect(page.locator("#table-area[data-live]")).to_be_visible(timeout=LIVE_MS)
    return re.search(r"/play/([^/]+)/", host.url).group(1)


def state(page: Page, site_url: str, game_id: str) -> dict:
    return page.request.get(f"{site_url}/api/games/{game_id}").json()


def shown_revision(page: Page) -> int:
    return int(page.locator("#table-area").get_attribute("data-revision"))


def play_out(pages: dict[int, Page], site_url: str, game_id: str, game: str, rng: random.Random, limit: int = 3000) -> int:
    """Every person plays at their own turn until the game is over; returns the moves made by people."""
    moves = 0
    for _ in range(limit):
        states = {seat: state(page, site_url, game_id) for seat, page in pages.items()}
        if next(iter(states.values()))["is_over"]:
            return moves
        acting = [seat for seat, s in states.items() if s["legal_actions"]]
        assert len(acting) == 1, f"one person acts at a time, not {acting}"
        seat = acting[0]
        page = pages[seat]
        if page.locator("[data-next-deal]").count():
            page.click("[data-next-deal]")
            page.wait_for_load_state("load")
        expect(page.locator("#table-area")).to_have_attribute("data-revision", str(states[seat]["revision"]), timeout=LIVE_MS)
        make_move(page, game, rng.choice(states[seat]["legal_actions"]), states[seat]["observation"])
        moves += 1
        revision = state(page, site_url, game_id)["revision"]
        for other, other_page in pages.items():
            if other != seat:
                expect(other_page.locator("#table-area")).to_have_attribute("data-revision", str(revision), timeout=LIVE_MS)
    raise AssertionError("the game did not end")


def test_the_lobby_shows_a_friend_who_joins_and_a_full_table_refuses_more(page_factory, site_url) -> None:
    host, ana, late = page_factory(), page_factory(), page_factory()
    link = make_table(host, site_url, "truco", ["me", "friend"])
    expect(host.locator(".lobby-seat.is-free")).to_have_count(1)
    join(ana, link, "Ana", 1)
    expect(host.locator(".lobby-seats")).to_contain_text("Ana", timeout=LIVE_MS)
    expect(host.locator(".lobby-seat.is-free")).to_have_count(0)
    late.goto(link)
    expect(late.locator("[role=status]")).to_contain_text("taken")


def test_a_truco_match_between_two_people_to_the_end(page_factory, site_url) -> None:
    host, ana = page_factory(reduced_motion="reduce"), page_factory(reduced_motion="reduce")
    link = make_table(host, site_url, "truco", ["me", "friend"], "Marta")
    join(ana, link, "Ana", 1)
    game_id = start(host, [ana])
    expect(host.locator(".seating")).to_contain_text("Ana")
    expect(ana.locator(".seating")).to_contain_text("Marta")
    play_out({0: host, 1: ana}, site_url, game_id, "truco", random.Random(5))
    for page in (host, ana):
        expect(page.locator(".game-end")).to_be_visible(timeout=LIVE_MS)


def test_a_tarocchi_deal_with_two_partners_against_two_ai(page_factory, site_url) -> None:
    host, ana = page_factory(reduced_motion="reduce"), page_factory(reduced_motion="reduce")
    link = make_table(host, site_url, "tarocchi", ["me", "low", "friend", "high"])
    join(ana, link, "Ana", 2)
    game_id = start(host, [ana])
    # Partners sit opposite: each sees the other's name across the table.
    expect(host.locator(".table-form .felt")).to_contain_text("Ana")
    expect(ana.locator(".table-form .felt")).to_contain_text("Host")
    play_out({0: host, 2: ana}, site_url, game_id, "tarocchi", random.Random(6))
    expect(ana.locator(".game-end")).to_be_visible(timeout=LIVE_MS)


def test_a_reload_and_a_second_tab_come_back_to_the_same_table(page_factory, site_url) -> None:
    host, ana = page_factory(reduced_motion="reduce"), page_factory(reduced_motion="reduce")
    link = make_table(host, site_url, "truco", ["me", "friend"])
    join(ana, link, "Ana", 1)
    game_id = start(host, [ana])
    pages = {0: host, 1: ana}
    rng = random.Random(8)
    for _ in range(3):
        seat, now = next((s, st) for s, st in ((s, state(p, site_url, game_id)) for s, p in pages.items()) if st["legal_actions"])
        make_move(pages[seat], "truco", rng.choice(now["legal_actions"]), now["observation"])
    felt = ana.locator(".table-form .felt").inner_html()
    revision = shown_revision(ana)
    ana.reload()
    assert shown_revision(ana) == revision and ana.locator(".table-form .felt").inner_html() == felt
    second = ana.context.new_page()
    second.goto(ana.url)
    assert shown_revision(second) == revision
    # A move by either person now reaches both of Ana's tabs, live.
    seat, now = next((s, st) for s, st in ((s, state(p, site_url, game_id)) for s, p in pages.items()) if st["legal_actions"])
    make_move(pages[seat], "truco", rng.choice(now["legal_actions"]), now["observation"])
    after = state(host, site_url, game_id)["revision"]
    for page in (ana, second, host):
        expect(page.locator("#table-area")).to_have_attribute("data-revision", str(after), timeout=LIVE_MS)


def read_stream(url: str, cookies: list[dict], into: list[dict], stop: threading.Event) -> None:
    """Collect the JSON of every ``table`` event of a seat's stream, with that person's cookies."""
    header = "; ".join(f"{c['name']}={c['value']}" for c in cookies)
    request = urllib.request.Request(url, headers={"Cookie": header})
    with urllib.request.urlopen(request, timeout=120) as response:
        for raw in response:
            line = raw.decode().rstrip("\n")
            if line.startswith("data:"):
                into.append(json.loads(line[5:]))
            if stop.is_set():
                return


def true_observations(game: str, seed: int, actions: list[str], seat: int) -> set[str]:
    """Every observation ``seat`` had in the game, as canonical JSON: after the deal and after each action."""
    replay = games.new_game(game, seed=seed)
    seen = {json.dumps(replay.observation(seat), sort_keys=True)}
    for action in actions:
        replay.apply(action)
        seen.add(json.dumps(replay.observation(seat), sort_keys=True))
    return seen


@pytest.mark.parametrize(("game", "seats", "people"), [("tarocchi", ["me", "low", "friend", "low"], [0, 2]), ("kowa", ["me", "friend", "friend"], [0, 1, 2])])
def test_a_deal_between_people_and_what_each_seat_stream_carries(page_factory, tmp_path, game, seats, people) -> None:
    """A Tarocchi deal with two partners against two AI, a Kowa deal between three people; every seat's stream read throughout."""
    server = Server(server_env(tmp_path))
    try:
        site_url = server.url
        pages = {seat: page_factory(reduced_motion="reduce") for seat in people}
        link = make_table(pages[0], site_url, game, seats)
        for seat in people[1:]:
            join(pages[seat], link, f"P{seat}", seat)
        game_id = start(pages[0], [pages[s] for s in people[1:]])
        streams: dict[int, list[dict]] = {seat: [] for seat in people}
        stop = threading.Event()
        for seat in people:
            url = f"{site_url}/api/games/{game_id}/events"
            threading.Thread(target=read_stream, args=(url, pages[seat].context.cookies(), streams[seat], stop), daemon=True).start()
        play_out(pages, site_url, game_id, game, random.Random(9))
        for page in pages.values():
            expect(page.locator(".game-end")).to_be_visible(timeout=LIVE_MS)
        final = state(pages[0], site_url, game_id)["revision"]
        for seat in people:
            for _ in range(100):
                if streams[seat] and streams[seat][-1]["revision"] >= final:
                    break
                pages[seat].wait_for_timeout(100)
        stop.set()
    finally:
        server.stop()
    with sqlite3.connect(tmp_path / "cardavia.sqlite3") as database:
        seed, actions = database.execute("SELECT seed, actions FROM play_storedgame WHERE public_id = ?", (game_id,)).fetchone()
    actions = json.loads(actions)
    for seat in people:
        # Each message is one of the observations the engine gave that seat, so it holds nothing the seat could not see.
        truth = true_observations(game, seed, actions, seat)
        assert streams[seat] and streams[seat][-1]["revision"] == final, f"seat {seat}'s stream missed the end"
        for message in streams[seat]:
            assert message["seat"] == seat
            assert json.dumps(message["observation"], sort_keys=True) in truth, f"seat {seat} at seq {message['seq']}"
        revisions = [message["revision"] for message in streams[seat]]
        assert revisions == sorted(set(revisions)), "one event per change, in order"


@pytest.mark.skipif(bin_dir() is None, reason="needs Debian's PostgreSQL server (python3 tasks.py test installs it)")
def test_two_server_processes_on_postgresql_players_on_different_processes(page_factory, tmp_path) -> None:
    cluster = Cluster()
    servers = []
    try:
        for name in ("a", "b"):
            folder = tmp_path / name
            folder.mkdir()
            servers.append(Server(server_env(folder, DATABASE_URL=cluster.url, SECRET_KEY="e2e-two-processes")))
        host, ana = page_factory(reduced_motion="reduce"), page_factory(reduced_motion="reduce")
        link = make_table(host, servers[0].url, "truco", ["me", "friend"])
        join(ana, link.replace(servers[0].url, servers[1].url), "Ana", 1)
        expect(host.locator(".lobby-seats")).to_contain_text("Ana", timeout=LIVE_MS)
        host.click("text=Start the game")
        expect(ana.locator("#table-area[data-live]")).to_be_visible(timeout=LIVE_MS)
        game_id = re.search(r"/play/([^/]+)/", host.url).group(1)
        rng = random.Random(10)
        urls = {0: servers[0].url, 1: servers[1].url}
        pages = {0: host, 1: ana}
        for _ in range(6):
            states = {seat: state(page, urls[seat], game_id) for seat, page in pages.items()}
            if states[0]["is_over"]:
                break
            seat = next(s for s, st in states.items() if st["legal_actions"])
            make_move(pages[seat], "truco", rng.choice(states[seat]["legal_actions"]), states[seat]["observation"])
            revision = state(pages[seat], urls[seat], game_id)["revision"]
            other = 1 - seat
            # The move was saved by one process; the other process's page shows it, live.
            expect(pages[other].locator("#table-area")).to_have_attribute("data-revision", str(revision), timeout=2_000)
    finally:
        for server in servers:
            server.stop()
        cluster.stop()
