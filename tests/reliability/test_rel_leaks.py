"""No leaked card: random games of every game through the table pages, the htmx fragments and the JSON API.

Every response is scanned for the cards it shows or names (see
``rel_cards``) and compared with what the player's seat may know, step by
step; the seed of a running game must never appear. The games are random
(fresh seeds) and so are the player's moves, chosen from the JSON's
``legal_actions``; the AI seats play at the Low level.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

import pytest
from django.conf import settings
from django.test import Client, override_settings
from django.utils import translation
from rel_cards import Witness, check_response, codes_of

from cardavia import games
from cardavia.web.atlas.cardnames import card_name
from cardavia.web.play.models import StoredGame

pytestmark = pytest.mark.django_db

#: The player's decisions per shard, and shards per game: every game gets 4,500 of
#: the player's decisions (about 7,500 responses), in whole games, shared among
#: the suite's workers (a Truco match to 30 takes ~33 of them, a Tarocchi deal 15);
#: a game of very few decisions stops at the most games a shard plays.
SHARD_DECISIONS = 1500
SHARD_GAMES = 150
SHARDS = [(name, shard) for name in games.names() for shard in range(3)]
#: The share of decisions before which the player asks for a hint (a hint is a search: a few only).
HINT_SHARE = 0.005

@dataclass
class Tally:
    games: int = 0
    decisions: int = 0
    responses: int = 0
    mentions: int = 0
    hints: int = 0
    modes: dict[str, int] = field(default_factory=dict)


class Player:
    """One browser session playing one game at a time, checking every response."""

    def __init__(self, client: Client, name: str, rng: random.Random, tally: Tally) -> None:
        self.client = client
        self.name = name
        self.rng = rng
        self.tally = tally
        self.public_id = ""
        self.witness: Witness | None = None
        self.record: StoredGame | None = None

    def check(self, response, where: str) -> None:
        assert response.status_code < 500, f"{where}: {response.status_code}"
        record = StoredGame.objects.get(public_id=self.public_id)
        if self.witness is None:
            self.witness = Witness(record.game, record.seed, record.setup, record.human_seat)
        self.witness.catch_up(record.actions)
        self.record = record
        if response.status_code in (301, 302):
            return
        content_type = response.headers["Content-Type"]
        self.tally.mentions += check_response(response.content, content_type, self.witness, record.seed, not record.finished, where)
        self.tally.responses += 1

    def state(self) -> dict:
        response = self.client.get(f"/api/games/{self.public_id}")
        self.check(response, "GET json")
        return response.json()

    def start(self) -> dict:
        if self.rng.random() < 0.5:
            response = self.client.post("/api/games", json.dumps({"game": self.name, "difficulty": "low"}), content_type="application/json")
            assert response.status_code == 201
            self.public_id = response.json()["id"]
            self.check(response, "POST /api/games")
            return response.json()
        response = self.client.post(f"/en/games/{self.name}/start/", {"level": "low"})
        assert response.status_code == 302
        self.public_id = response.headers["Location"].rstrip("/").rsplit("/", 1)[1]
        self.check(response, "form start")
        self.check(self.client.get(response.headers["Location"]), "table page")
        return self.state()

    def hint(self, seq: int) -> None:
        """Ask for a hint, by htmx or JSON: High's analysis shows only what the seat may know."""
        if self.rng.random() < 0.5:
            response = self.client.post(f"/en/play/{self.public_id}/hint/", {"seq": str(seq)}, headers={"HX-Request": "true"})
        else:
            response = self.client.post(f"/api/games/{self.public_id}/hint", json.dumps({"seq": seq}), content_type="application/json")
        assert response.status_code == 200, response.content
        self.tally.hints += 1
        self.check(response, "hint")

    def move(self, state: dict) -> dict:
        action = self.rng.choice(state["legal_actions"])
        seq = state["seq"]
        if self.rng.random() < HINT_SHARE:
            self.hint(seq)
        mode = self.rng.choices(("json", "htmx", "form"), weights=(6, 3, 1))[0]
        self.tally.modes[mode] = self.tally.modes.get(mode, 0) + 1
        self.tally.decisions += 1
        if mode == "json":
            response = self.client.post(f"/api/games/{self.public_id}/actions", json.dumps({"action": action, "seq": seq}), content_type="application/json")
            assert response.status_code == 200, response.content
            self.check(response, f"json move {action}")
            after = response.json()
        else:
            url = f"/en/play/{self.public_id}/move/"
            headers = {"HX-Request": "true"} if mode == "htmx" else {}
            response = self.client.post(url, {"action": action, "seq": str(seq)}, headers=headers)
            assert response.status_code == (200 if mode == "htmx" else 302), response.status_code
            self.check(response, f"{mode} move {action}")
            if mode == "form":
                self.check(self.client.get(response.headers["Location"]), "table page after a move")
            after = self.state()
        if self.rng.random() < 0.05:
            # The same move again (a double click): 409 and the current state.
            response = self.client.post(f"/api/games/{self.public_id}/actions", json.dumps({"action": action, "seq": seq}), content_type="application/json")
            assert response.status_code == 409
            self.check(response, "json replay")
            replay = self.client.post(f"/en/play/{self.public_id}/move/", {"action": action, "seq": str(seq)}, headers={"HX-Request": "true"})
            assert replay.status_code == 409
            self.check(replay, "htmx replay")
        return after

    def play(self) -> None:
        self.witness = None
        state = self.start()
        self.tally.games += 1
        moves = 0
        while not state["is_over"]:
            state = self.move(state)
            moves += 1
            assert moves < 2000
        assert self.record is not None and self.record.finished
        # The end: everything may be shown now, the seed included.
        self.check(self.client.get(f"/en/play/{self.public_id}/"), "final table page")


# The static files middleware is async only: under the synchronous test client
# it would cost every request a thread switch, and no game response passes through it.
@override_settings(MIDDLEWARE=[m for m in settings.MIDDLEWARE if "servestatic" not in m])
@pytest.mark.parametrize("name, shard", SHARDS)
def test_no_response_shows_a_card_the_player_cannot_know(name: str, shard: int) -> None:
    client = Client()
    tally = Tally()
    rng = random.Random(f"cardavia-leaks/{name}/{shard}")
    player = Player(client, name, rng, tally)
    while tally.decisions < SHARD_DECISIONS and tally.games < SHARD_GAMES:
        player.play()
    print(f"{name} {shard}: {tally}")
    assert tally.mentions > tally.decisions
    assert all(tally.modes.get(mode, 0) > tally.decisions // 20 for mode in ("json", "htmx", "form"))


@pytest.mark.parametrize("name", games.names())
def test_the_scan_notices_a_card_the_seat_cannot_know(name: str) -> None:
    """An image, a name or a button naming a card the seat has never seen fails the check."""
    game = games.new_game(name, seed=3)
    while game.to_act == 0 or not game.legal_actions():
        game.apply(game.legal_actions()[0])
    witness = Witness(name, game.seed, None, 0)
    witness.catch_up(game.log)
    deck = witness.deck
    with translation.override("en"):
        # A card none of whose namesakes (a hanafuda month's other chaff cards) the seat has seen.
        hidden = next(
            code
            for code in sorted(codes_of(deck))
            if not any(witness.may_name(c) for c in codes_of(deck) if card_name(deck, c) == card_name(deck, code))
        )
        name_of = card_name(deck, hidden)
    for body in (f'<img src="/art/{deck}/{hidden}.svg" alt="">', f'<img alt="{name_of}">', f'<button value="play {hidden}">'):
        with pytest.raises(AssertionError, match="cannot know"):
            check_response(body.encode(), "text/html", witness, game.seed, True, "forged")
    with pytest.raises(AssertionError, match="cannot know"):
        check_response(json.dumps({"hand": [hidden]}).encode(), "application/json", witness, game.seed, True, "forged")
    with pytest.raises(AssertionError, match="seed"):
        check_response(str(game.seed).encode(), "text/html", witness, game.seed, True, "forged")
