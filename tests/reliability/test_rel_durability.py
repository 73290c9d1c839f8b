"""Nothing is lost: SIGKILL the real server in the middle of games, restart it, and every game goes on.

Threads play games through the JSON API of `cardavia serve` (SQLite in its own
data folder) and remember each game's last answered state. The server is
killed without warning while moves are in flight, then started again on the
same data folder. Every game must stand exactly where its last answered move
left it (same seq, observation and legal actions), except that a move that
was in flight may have been committed without its answer arriving: then the
game is one move further, and sending that move again is refused as stale
(409) with that very state, so it is not applied twice.
"""

from __future__ import annotations

import http.client
import random
import threading
import time

import pytest

from cardavia import games

from rel_server import ApiSession, Server, comparable, server_env

#: How long the threads play before the kill.
PLAY_SECONDS = 1.5
THREADS = 3


class Player(threading.Thread):
    """Plays games of one kind one after another until the server goes away."""

    def __init__(self, session: ApiSession, name: str, seed: int) -> None:
        super().__init__(daemon=True)
        self.session = session
        self.name = name
        self.rng = random.Random(seed)
        #: Game id -> the last state the server answered.
        self.answered: dict[str, dict] = {}
        #: Game id -> the action sent when the server died, if any.
        self.in_flight: dict[str, str] = {}
        self.moves = 0
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.play()
        except BaseException as error:  # reported by the test
            self.error = error

    def play(self) -> None:
        while True:
            try:
                state = self.session.start(self.name)
            except (OSError, http.client.HTTPException):
                return
            self.answered[state["id"]] = state
            while not state["is_over"]:
                action = self.rng.choice(state["legal_actions"])
                try:
                    response = self.session.move(state, action)
                except (OSError, http.client.HTTPException):  # refused, reset, or cut mid-answer
                    self.in_flight[state["id"]] = action
                    return
                assert response.status == 200, response.body
                state = response.json()
                self.answered[state["id"]] = state
                self.moves += 1


@pytest.mark.parametrize("name", games.names())
def test_a_killed_server_loses_no_answered_move(tmp_path, name: str) -> None:
    env = server_env(tmp_path)
    server = Server(env, "before")
    session = ApiSession(server.url)
    players = [Player(session, name, seed) for seed in range(THREADS)]
    try:
        for player in players:
            player.start()
        time.sleep(PLAY_SECONDS)
    finally:
        server.kill()
    for player in players:
        player.join(timeout=30)
        assert not player.is_alive() and player.error is None, player.error
    answered = {gid: state for p in players for gid, state in p.answered.items()}
    in_flight = {gid: action for p in players for gid, action in p.in_flight.items()}
    assert sum(p.moves for p in players) >= THREADS and any(not s["is_over"] for s in answered.values())

    server = Server(env, "after", port=server.port)
    try:
        ahead = 0
        for gid, last in answered.items():
            now = session.get_json(f"/api/games/{gid}").json()
            if now["seq"] == last["seq"]:
                assert comparable(now) == comparable(last), gid
            else:
                # Committed, then killed before the answer went out.
                assert gid in in_flight and now["seq"] == last["seq"] + 1, (gid, last["seq"], now["seq"])
                again = session.move(last, in_flight[gid])
                assert again.status == 409 and comparable(again.json()) == comparable(now)
                ahead += 1
            # The game goes on from there.
            if not now["is_over"]:
                response = session.move(now, now["legal_actions"][0])
                assert response.status == 200 and response.json()["seq"] == now["seq"] + 1
        moves = sum(p.moves for p in players)
        print(f"{name}: {len(answered)} games, {moves} moves, {len(in_flight)} in flight at the kill, {ahead} saved but unanswered")
        assert ahead <= len(in_flight)
    finally:
        server.stop()
