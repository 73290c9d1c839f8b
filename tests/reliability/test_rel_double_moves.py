"""No double moves: a move names the ``seq`` it was made against, and only one move per seq counts.

In process (the test client, SQLite): the same move sent twice, or two
different moves against the same seq, through the JSON API, the htmx table
and the plain form: the first is applied, every later one gets 409 with the
current state and changes nothing. Against the real server: many moves
against the same seq sent at the same moment, by threads, to two
`cardavia serve` processes sharing one SQLite database (each move is saved
by an UPDATE conditional on the seq it was made against, so only the first
is saved). PostgreSQL is covered in ``test_rel_postgres``.
"""

from __future__ import annotations

import json
import random

import pytest
from django.test import Client

from cardavia.web.play.models import StoredGame

from rel_server import ApiSession, Server, check_race, comparable, race, server_env


def stored(public_id: str) -> tuple[int, list[str]]:
    record = StoredGame.objects.get(public_id=public_id)
    return record.seq, list(record.actions)


def api_move(client: Client, public_id: str, action: str, seq: object):
    return client.post(f"/api/games/{public_id}/actions", json.dumps({"action": action, "seq": seq}), content_type="application/json")


@pytest.mark.django_db
def test_a_repeated_or_competing_move_is_refused_through_every_door() -> None:
    client = Client()

    def new_game() -> dict:
        return json.loads(client.post("/api/games", json.dumps({"game": "truco"}), content_type="application/json").content)

    state = new_game()
    doors = {
        "json": lambda action, seq: api_move(client, state["id"], action, seq),
        "htmx": lambda action, seq: client.post(f"/en/play/{state['id']}/move/", {"action": action, "seq": seq}, headers={"HX-Request": "true"}),
        "form": lambda action, seq: client.post(f"/en/play/{state['id']}/move/", {"action": action, "seq": seq}),
    }
    rng = random.Random(3)
    checked = 0
    while checked < 24:
        if state["is_over"]:
            state = new_game()
        gid = state["id"]
        first, second = rng.choice(list(doors)), rng.choice(list(doors))
        old_seq = state["seq"]
        action = rng.choice(state["legal_actions"])
        response = doors[first](action, old_seq)
        assert response.status_code in (200, 302)
        after = stored(gid)
        assert after[0] == old_seq + 1
        state = client.get(f"/api/games/{gid}").json()
        # The same move again, or another legal move of the old position: refused, nothing changes.
        again = action if rng.random() < 0.5 else rng.choice(state["legal_actions"] or [action])
        refused = doors[second](again, old_seq)
        assert refused.status_code == 409, (second, refused.status_code)
        if second == "json":
            assert refused.json()["code"] == "stale" and comparable(refused.json()) == comparable(state)
        else:
            assert f'name="seq" value="{state["seq"]}"' in refused.content.decode()
        assert stored(gid) == after
        checked += 1


@pytest.fixture(scope="module")
def twin_sqlite_servers(tmp_path_factory):
    """Two server processes on one data folder (one SQLite database, one secret key)."""
    env = server_env(tmp_path_factory.mktemp("twin-sqlite"))
    first = Server(env, "first")
    try:
        second = Server(env, "second")
    except BaseException:
        first.stop()
        raise
    yield first, second
    first.stop()
    second.stop()


def test_simultaneous_moves_with_one_seq_are_applied_once_on_sqlite(twin_sqlite_servers) -> None:
    first, second = twin_sqlite_servers
    session = ApiSession(first.url)
    rng = random.Random(8)
    state = session.start("truco", seed=123)
    for _ in range(15):
        if state["is_over"]:
            state = session.start("truco")
        legal = state["legal_actions"]
        moves = [(first.url, legal[0]), (second.url, legal[0]), (first.url, rng.choice(legal)), (second.url, legal[-1])]
        state = check_race(race(session, state, moves))
        # Both processes agree on where the game stands.
        for server in (first, second):
            assert comparable(session.get_json(f"/api/games/{state['id']}", base_url=server.url).json()) == comparable(state)
