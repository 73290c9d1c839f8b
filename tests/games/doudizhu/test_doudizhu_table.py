"""The Dou Dizhu table: ticked cards make one play, a wrong selection is explained, the round stays shown."""

from __future__ import annotations

import pytest
from django.test import Client

from cardavia.web.play.models import StoredGame
from cardavia.web.play.tables import doudizhu as table

pytestmark = pytest.mark.django_db


def start(client: Client) -> tuple[str, str]:
    response = client.post("/en/games/doudizhu/start/", {"level": "low"})
    assert response.status_code == 302
    url = response["Location"]
    return url, StoredGame.objects.get().public_id


def state(client: Client, game_id: str) -> dict:
    return client.get(f"/api/games/{game_id}").json()


def to_my_lead(client: Client, url: str, game_id: str) -> dict:
    """Bid until seat 0 is the landlord (dealing again while an AI takes it), then return the state."""
    for _ in range(60):
        current = state(client, game_id)
        observation = current["observation"]
        if observation["phase"] == "play" and observation["landlord"] == 0 and observation["to_act"] == 0 and observation["trick"] is None:
            return current
        if observation["phase"] == "bid" and observation["to_act"] == 0:
            action = "bid 3" if "bid 3" in current["legal_actions"] else "pass"
        else:
            action = current["legal_actions"][0]
        record = StoredGame.objects.get()
        client.post(f"{url}move/", {"action": action, "seq": record.seq})
    pytest.skip("seat 0 did not become the landlord in 60 moves")


def test_compose_writes_the_ranks_of_the_ticked_cards_in_order():
    assert table.compose("play", ["KD", "3S", "BJ", "3H"], []) == "play 3 3 K BJ"
    assert table.compose("discard", ["3S"], []) is None
    assert table.cards_for("play 3 K", {"hand": ["3H", "3C", "KS", "KH"]}) == ["3H", "KS"]


def test_ticked_cards_play_as_one_combination_and_a_wrong_selection_is_explained(client: Client):
    url, game_id = start(client)
    current = to_my_lead(client, url, game_id)
    hand = current["observation"]["hand"]
    ranks = [code[:-1] if code not in ("BJ", "RJ") else code for code in hand]
    # Two cards of different ranks are no combination (unless they are the two jokers).
    first = hand[0]
    other = next(code for code, rank in zip(hand, ranks) if rank != ranks[0] and code not in ("BJ", "RJ"))
    record = StoredGame.objects.get()
    refused = client.post(f"{url}move/", {"verb": "play", "cards": [first, other], "seq": record.seq}, HTTP_HX_REQUEST="true")
    assert refused.status_code == 422
    assert "These cards are no combination of Dou Dizhu." in refused.content.decode()
    # A pair, or a single: played as one action, and shown on the table until the round ends.
    pair = [code for code, rank in zip(hand, ranks) if rank == ranks[0]][:2]
    record.refresh_from_db()
    played = client.post(f"{url}move/", {"verb": "play", "cards": pair, "seq": record.seq}, HTTP_HX_REQUEST="true")
    assert played.status_code == 200
    after = state(client, game_id)["observation"]
    assert after["played"][0] == sorted(pair, key=hand.index) or after["phase"] != "play"
    html = played.content.decode()
    assert "cards left" in html and "ddz-shown" in html
