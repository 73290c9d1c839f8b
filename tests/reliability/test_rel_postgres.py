"""Scale past one process: two `cardavia serve` processes on one PostgreSQL database.

The test starts its own PostgreSQL cluster (Debian's server, see
``rel_postgres``) and two servers on two ports with the same ``DATABASE_URL``
and ``SECRET_KEY``. A game whose moves alternate between the two processes
(and whose state is read back from the other one after every move) goes
exactly as the same deal with the same moves on one process. Moves sent to
both processes at once against the same ``seq`` are applied once: each is
saved by an UPDATE conditional on that seq, and PostgreSQL's row lock makes
the second UPDATE wait for the first and then find the seq changed.
"""

from __future__ import annotations

import random
import secrets

import pytest

from cardavia import games

from rel_postgres import Cluster
from rel_server import ApiSession, Server, check_race, comparable, race, server_env

#: Moves per game at most (a Kowa deal or a match of several deals is longer; the comparison needs no more).
MOVE_LIMIT = 60


@pytest.fixture(scope="module")
def cluster():
    try:
        cluster = Cluster()
    except (RuntimeError, KeyError, OSError) as error:
        pytest.fail(f"PostgreSQL could not be started: {error}")
    yield cluster
    cluster.stop()


@pytest.fixture(scope="module")
def servers(cluster, tmp_path_factory):
    secret = secrets.token_urlsafe(32)
    started = []
    try:
        for name in ("a", "b"):
            env = server_env(tmp_path_factory.mktemp(f"pg-{name}"), DATABASE_URL=cluster.url, SECRET_KEY=secret)
            started.append(Server(env, name))
        yield started
    finally:
        for server in started:
            server.stop()


def play(session: ApiSession, name: str, seed: int, urls: list[str]) -> list[dict]:
    """A game of ``seed`` with seeded random moves, the n-th move sent to ``urls[n % len(urls)]``."""
    rng = random.Random(seed)
    state = session.start(name, seed=seed, base_url=urls[0])
    states = [comparable(state)]
    for turn in range(MOVE_LIMIT):
        if state["is_over"]:
            break
        here, other = urls[turn % len(urls)], urls[(turn + 1) % len(urls)]
        response = session.move(state, rng.choice(state["legal_actions"]), base_url=here)
        assert response.status == 200, response.body
        state = response.json()
        # The other process reads what this one wrote.
        read = session.get_json(f"/api/games/{state['id']}", base_url=other).json()
        assert comparable(read) == comparable(state)
        states.append(comparable(state))
    return states


@pytest.mark.parametrize("name", games.names())
def test_moves_alternating_between_two_processes_give_the_one_process_game(servers, name: str) -> None:
    a, b = servers
    session = ApiSession(a.url)
    seed = 20240 + games.names().index(name)
    alternating = play(session, name, seed, [a.url, b.url])
    single = play(session, name, seed, [a.url])
    assert alternating[-1]["is_over"] or len(alternating) == MOVE_LIMIT + 1
    assert alternating == single


def test_the_same_seq_sent_to_both_processes_at_once_is_applied_once(servers) -> None:
    a, b = servers
    session = ApiSession(a.url)
    rng = random.Random(5)
    state = session.start("truco", seed=99)
    rounds = 0
    while rounds < 12:
        if state["is_over"]:
            state = session.start("truco")
        legal = state["legal_actions"]
        # The same move twice (a double click), or two different moves (two tabs).
        moves = [(a.url, legal[0]), (b.url, legal[0]), (a.url, legal[-1]), (b.url, rng.choice(legal))]
        state = check_race(race(session, state, moves))
        after = session.get_json(f"/api/games/{state['id']}", base_url=b.url).json()
        assert comparable(after) == comparable(state)
        rounds += 1
