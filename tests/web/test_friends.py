"""Tables with friends: seats, the invitation, joining, starting, moves, the AI taking over, and what each seat sees."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable

import pytest
from asgiref.sync import async_to_sync, sync_to_async
from django.test import Client

from cardavia import games
from cardavia.web.friends import service as friends
from cardavia.web.play import service as play
from cardavia.web.play.models import Seat, StoredGame

pytestmark = pytest.mark.django_db


def post(client: Client, url: str, body: object) -> tuple[int, dict]:
    response = client.post(url, data=json.dumps(body), content_type="application/json")
    return response.status_code, response.json()


def new_table(client: Client, game: str, seats: list[str], seed: int = 5, **extra: object) -> dict:
    status, state = post(client, "/api/games", {"game": game, "seats": seats, "seed": seed, "name": "Host", **extra})
    assert status == 201, state
    return state


def join(client: Client, state: dict, name: str, seat: int | None = None) -> tuple[int, dict]:
    body: dict[str, object] = {"invite": state["invite"], "name": name}
    if seat is not None:
        body["seat"] = seat
    return post(client, f"/api/games/{state['id']}/join", body)


def people(n: int) -> list[Client]:
    return [Client() for _ in range(n)]


def play_to_the_end(clients: dict[int, Client], public_id: str, rng: random.Random, limit: int = 5000) -> dict:
    """Each person plays a random legal action at their turn, until the game is over; the final state of seat 0's person."""
    for _ in range(limit):
        states = {seat: client.get(f"/api/games/{public_id}").json() for seat, client in clients.items()}
        first = next(iter(states.values()))
        if first["is_over"]:
            return first
        to_act = [seat for seat, state in states.items() if state["legal_actions"]]
        assert len(to_act) == 1, f"exactly one person may act: {to_act}"
        seat = to_act[0]
        state = states[seat]
        status, after = post(clients[seat], f"/api/games/{public_id}/actions", {"action": rng.choice(state["legal_actions"]), "seq": state["seq"]})
        assert status == 200, after
    raise AssertionError("the game did not end")


def test_a_table_waits_for_its_friends_then_the_host_starts_it() -> None:
    host, ana = people(2)
    state = new_table(host, "truco", ["me", "friend"])
    assert state["started"] is False and state["legal_actions"] == [] and state["invite"]
    assert state["invite_url"].endswith(f"/play/{state['id']}/join/{state['invite']}/")
    assert [s["taken"] for s in state["seats"]] == [True, False]
    status, error = post(host, f"/api/games/{state['id']}/start", {})
    assert status == 409 and error["code"] == "seats-free"
    status, joined = join(ana, state, "Ana")
    assert status == 200 and joined["seat"] == 1 and joined["started"] is False
    assert "invite" not in joined, "only the host gets the invitation"
    status, error = post(ana, f"/api/games/{state['id']}/start", {})
    assert status == 403 and error["code"] == "not-host"
    status, started = post(host, f"/api/games/{state['id']}/start", {})
    assert status == 200 and started["started"] is True
    assert [s["name"] for s in started["seats"]] == ["Host", "Ana"]


def test_joining_twice_gives_the_same_seat_and_a_full_table_is_409() -> None:
    host, ana, bea = people(3)
    state = new_table(host, "truco", ["me", "friend"])
    assert join(ana, state, "Ana")[1]["seat"] == 1
    assert join(ana, state, "Ana again")[1]["seat"] == 1
    status, error = join(bea, state, "Bea")
    assert status == 409 and error["code"] == "no-free-seat"
    assert Seat.objects.get(game__public_id=state["id"], number=1).name == "Ana"


def test_a_wrong_invitation_is_404_and_takes_no_seat() -> None:
    host, ana = people(2)
    state = new_table(host, "truco", ["me", "friend"])
    status, error = post(ana, f"/api/games/{state['id']}/join", {"invite": "x" * 22, "name": "Ana"})
    assert status == 404
    other = new_table(Client(), "truco", ["me", "friend"])
    status, _ = post(ana, f"/api/games/{state['id']}/join", {"invite": other["invite"], "name": "Ana"})
    assert status == 404, "another table's invitation does not open this one"
    assert not Seat.objects.filter(game__public_id=state["id"], number=1).exclude(owner="").exists()
    assert ana.get(f"/api/games/{state['id']}").status_code == 404


def test_bad_seats_are_refused() -> None:
    host = Client()
    for seats, code in ((["me"], "bad-seats"), (["friend", "friend"], "bad-seats"), (["me", "me"], "bad-seats"), (["me", "robot"], "bad-seats")):
        status, error = post(host, "/api/games", {"game": "truco", "seats": seats, "name": "H"})
        assert status == 400 and error["code"] == code, (seats, error)
    assert not StoredGame.objects.exists()


def test_the_host_can_fill_free_seats_with_the_ai() -> None:
    host, ana = people(2)
    state = new_table(host, "kowa", ["me", "friend", "friend"], difficulty="high")
    join(ana, state, "Ana")
    status, started = post(host, f"/api/games/{state['id']}/start", {"fill": True})
    assert status == 200
    assert [s["kind"] for s in started["seats"]] == ["person", "person", "high"]
    status, error = post(host, f"/api/games/{state['id']}/start", {"fill": True})
    assert status == 409 and error["code"] == "started"


@pytest.mark.parametrize(("game", "seats"), [("truco", ["me", "friend"]), ("kowa", ["friend", "me", "friend"]), ("tarocchi", ["me", "low", "friend", "high"])])
def test_people_play_a_whole_game_each_at_their_own_turn(game: str, seats: list[str]) -> None:
    clients = {seats.index("me"): Client()}
    state = new_table(clients[seats.index("me")], game, seats, seed=3)
    for number, choice in enumerate(seats):
        if choice == "friend":
            clients[number] = Client()
            status, joined = join(clients[number], state, f"P{number}", seat=number)
            assert status == 200 and joined["seat"] == number
    post(clients[seats.index("me")], f"/api/games/{state['id']}/start", {})
    final = play_to_the_end(clients, state["id"], random.Random(1))
    assert final["observation"]["result"] is not None
    # Every action of the log was legal in the engine: replaying it gives the same result.
    record = StoredGame.objects.get(public_id=state["id"])
    replay = games.new_game(game, seed=record.seed)
    for action in record.actions:
        replay.apply(action)
    assert replay.is_over and replay.result == final["observation"]["result"]


def test_a_person_cannot_act_for_another_seat() -> None:
    host, ana = people(2)
    state = new_table(host, "truco", ["me", "friend"], seed=1)
    join(ana, state, "Ana")
    post(host, f"/api/games/{state['id']}/start", {})
    states = {0: host.get(f"/api/games/{state['id']}").json(), 1: ana.get(f"/api/games/{state['id']}").json()}
    waiting = 0 if states[1]["legal_actions"] else 1
    acting = 1 - waiting
    client = host if waiting == 0 else ana
    status, error = post(client, f"/api/games/{state['id']}/actions", {"action": states[acting]["legal_actions"][0], "seq": states[acting]["seq"]})
    assert status == 422 and error["code"] == "not-your-turn"
    assert StoredGame.objects.get(public_id=state["id"]).seq == states[acting]["seq"]


def test_two_people_acting_at_once_one_move_is_saved() -> None:
    host, ana = people(2)
    state = new_table(host, "truco", ["me", "friend"], seed=1)
    join(ana, state, "Ana")
    post(host, f"/api/games/{state['id']}/start", {})
    record = StoredGame.objects.get(public_id=state["id"])
    seat = play.current(record).game.to_act
    owner = Seat.objects.get(game=record, number=seat).owner
    action = play.current(record).game.legal_actions()[0]
    play.move(state["id"], owner, action, record.seq)
    with pytest.raises(play.StaleMove):
        play.move(state["id"], owner, action, record.seq)


def test_each_seat_sees_only_its_own_cards() -> None:
    host, ana = people(2)
    state = new_table(host, "truco", ["me", "friend"], seed=9)
    join(ana, state, "Ana")
    post(host, f"/api/games/{state['id']}/start", {})
    record = StoredGame.objects.get(public_id=state["id"])
    game = play.current(record).game
    for seat, client in ((0, host), (1, ana)):
        seen = client.get(f"/api/games/{state['id']}").json()
        assert seen["seat"] == seat and seen["observation"] == game.observation(seat)
        page = client.get(f"/en/play/{state['id']}/").content.decode()
        other = game.observation(1 - seat)["hand"]
        for code in other:
            assert f"/{code}.svg" not in page, f"seat {seat}'s page shows the other seat's {code}"


def test_the_host_hands_a_seat_to_the_ai_and_its_person_takes_it_back() -> None:
    host, ana = people(2)
    state = new_table(host, "truco", ["me", "friend"], seed=2)
    join(ana, state, "Ana")
    post(host, f"/api/games/{state['id']}/start", {})
    status, error = post(ana, f"/api/games/{state['id']}/seats/1/ai", {})
    assert status == 403
    status, after = post(host, f"/api/games/{state['id']}/seats/1/ai", {})
    assert status == 200 and after["seats"][1]["kind"] == "low"
    # The AI answered at once if it was Ana's turn: now it is the host's (or the game is over).
    mine = host.get(f"/api/games/{state['id']}").json()
    assert mine["is_over"] or mine["legal_actions"]
    assert ana.get(f"/api/games/{state['id']}").json()["legal_actions"] == []
    status, back = post(ana, f"/api/games/{state['id']}/take-back", {})
    assert status == 200 and back["seats"][1]["kind"] == "person"
    status, error = post(host, f"/api/games/{state['id']}/seats/0/ai", {})
    assert status == 400, "the host's own seat is not handed over"


def test_a_friend_who_takes_too_long_is_replaced_when_the_host_asked_for_it() -> None:
    host, ana = people(2)
    state = new_table(host, "truco", ["me", "friend"], seed=4, replace_after=30)
    join(ana, state, "Ana")
    post(host, f"/api/games/{state['id']}/start", {})
    record = StoredGame.objects.get(public_id=state["id"])
    # Make it Ana's turn: the host plays while it is theirs.
    rng = random.Random(0)
    while play.current(record).game.to_act == 0:
        game = play.current(record).game
        play.move(record.public_id, record.owner, rng.choice(game.legal_actions()), record.seq)
        record.refresh_from_db()
    assert not friends.expire(record), "not before the time is up"
    StoredGame.objects.filter(pk=record.pk).update(updated=record.updated.replace(year=record.updated.year - 1))
    record.refresh_from_db()
    assert friends.expire(record)
    assert Seat.objects.get(game=record, number=1).kind == "low"


def test_without_a_time_set_nobody_is_replaced() -> None:
    host, ana = people(2)
    state = new_table(host, "truco", ["me", "friend"], seed=4)
    join(ana, state, "Ana")
    post(host, f"/api/games/{state['id']}/start", {})
    record = StoredGame.objects.get(public_id=state["id"])
    StoredGame.objects.filter(pk=record.pk).update(updated=record.updated.replace(year=record.updated.year - 1))
    record.refresh_from_db()
    assert not friends.expire(record)


def test_the_pages_invite_join_lobby_and_table(client: Client) -> None:
    page = client.get("/en/games/tarocchi/")
    assert b"/en/games/tarocchi/friends/" in page.content
    form = client.get("/en/games/tarocchi/friends/")
    assert form.status_code == 200 and b'name="seat-3"' in form.content
    response = client.post("/en/games/tarocchi/friends/", {"name": "Host", "seat-0": "me", "seat-1": "low", "seat-2": "friend", "seat-3": "low", "level": "low", "replace_after": "0"})
    assert response.status_code == 302
    lobby = client.get(response["Location"]).content.decode()
    link = re.search(r'value="(http[^"]+/join/[^"]+/)"', lobby)
    assert link, "the host's lobby shows the invitation link"
    friend = Client()
    join_page = friend.get(link.group(1))
    assert join_page.status_code == 200 and b"Host" in join_page.content
    joined = friend.post(link.group(1), {"name": "Ana", "seat": "2"})
    assert joined.status_code == 302
    record = StoredGame.objects.get()
    assert Seat.objects.get(game=record, number=2).name == "Ana"
    started = client.post(f"/en/play/{record.public_id}/start/", {})
    assert started.status_code == 302
    table = client.get(f"/en/play/{record.public_id}/").content.decode()
    assert "Ana" in table and "data-live=" in table
    assert friend.get(f"/en/play/{record.public_id}/").status_code == 200
    assert Client().get(f"/en/play/{record.public_id}/").status_code == 404


def test_a_form_without_a_name_or_with_two_hosts_is_refused(client: Client) -> None:
    response = client.post("/en/games/truco/friends/", {"name": "", "seat-0": "me", "seat-1": "friend", "level": "low", "replace_after": "0"})
    assert response.status_code == 400 and not StoredGame.objects.exists()
    response = client.post("/en/games/truco/friends/", {"name": "H", "seat-0": "me", "seat-1": "me", "level": "low", "replace_after": "0"})
    assert response.status_code == 400 and not StoredGame.objects.exists()


def test_the_live_part_answers_204_while_nothing_changed() -> None:
    host, ana = people(2)
    state = new_table(host, "truco", ["me", "friend"])
    url = f"/en/play/{state['id']}/live/"
    revision = StoredGame.objects.get().revision
    assert host.get(url, {"revision": revision}).status_code == 204
    join(ana, state, "Ana")
    changed = host.get(url, {"revision": revision})
    assert changed.status_code == 200 and b"Ana" in changed.content
    post(host, f"/api/games/{state['id']}/start", {})
    assert host.get(url, {"revision": revision, "lobby": "1"}).content.count(b"data-reload") == 1


def test_a_spectator_sees_the_seats_and_the_log_but_no_cards() -> None:
    host, ana = people(2)
    state = new_table(host, "truco", ["me", "friend"], seed=6, spectators=True)
    join(ana, state, "Ana")
    post(host, f"/api/games/{state['id']}/start", {})
    watch_url = host.get(f"/api/games/{state['id']}").json()["watch_url"]
    assert "watch_url" not in ana.get(f"/api/games/{state['id']}").json()
    page = Client().get(watch_url)
    assert page.status_code == 200
    text = page.content.decode()
    assert "Ana" in text and "Host" in text
    assert "/art/" not in text, "a spectator sees no card"
    assert Client().get(watch_url.replace(state["id"], "nosuchtable")).status_code == 404
    record = StoredGame.objects.get()
    assert Client().get(f"/en/watch/{record.public_id}/{record.invite}/").status_code == 404


def test_no_hints_at_a_table_with_friends() -> None:
    host, ana = people(2)
    state = new_table(host, "truco", ["me", "friend"], seed=6)
    join(ana, state, "Ana")
    post(host, f"/api/games/{state['id']}/start", {})
    status, _ = post(host, f"/api/games/{state['id']}/hint", {"seq": 1})
    assert status == 404
    assert b'data-key="h"' not in host.get(f"/en/play/{state['id']}/").content


def test_a_seat_stream_sends_the_table_then_each_change_and_only_a_heartbeat_otherwise(monkeypatch) -> None:
    from cardavia.web.friends import api as friends_api

    monkeypatch.setattr(friends_api, "HEARTBEAT", 0.05)
    host, ana = people(2)
    state = new_table(host, "truco", ["me", "friend"], seed=3)
    join(ana, state, "Ana")
    post(host, f"/api/games/{state['id']}/start", {})
    record = StoredGame.objects.get(public_id=state["id"])
    ana_token = Seat.objects.get(game=record, number=1).owner

    async def read(count: int, between: Callable[[], None] | None = None) -> list[str]:
        """The first ``count`` chunks of Ana's stream, calling ``between`` after the first."""
        stream = friends_api.seat_events(record.public_id, ana_token)
        received = []
        async for chunk in stream:
            received.append(chunk)
            if between is not None and len(received) == 1:
                await sync_to_async(between)()
            if len(received) == count:
                break
        await stream.aclose()
        return received

    first, beat = async_to_sync(read)(2)
    found = json.loads(first.split("data: ", 1)[1])
    assert first.startswith("retry: ") and found["seat"] == 1 and found["revision"] == record.revision
    assert beat == ": still here\n\n", "nothing changed: a heartbeat, not the table again"

    def host_moves() -> None:
        fresh = StoredGame.objects.get(pk=record.pk)
        table = play.current(fresh)
        if table.game.to_act == 0:
            play.move(fresh.public_id, fresh.owner, table.game.legal_actions()[0], fresh.seq)
        else:  # a change no prompt announces (another process on SQLite): found on the heartbeat
            StoredGame.objects.filter(pk=fresh.pk).update(revision=fresh.revision + 1)

    _first, change = async_to_sync(read)(2, host_moves)
    after = json.loads(change.split("data: ", 1)[1])
    assert after["revision"] == record.revision + 1
    game = play.current(StoredGame.objects.get(pk=record.pk)).game
    assert after["seat"] == 1 and after["observation"]["hand"] == game.observation(1)["hand"]
    assert not set(after["observation"]["hand"]) & set(game.observation(0)["hand"])
