"""Lockstep with OpenSpiel's ``dou_dizhu``: the same deal, landlord and bid, then move by move
the same legal plays (as multisets of ranks), the same ends of rounds, the same stake and returns.

Run it where ``pyspiel`` is installed (it is no dependency of Cardavia)::

    PYTHONPATH=src /work/venv-openspiel/bin/python -m pytest tests/games/doudizhu/test_doudizhu_openspiel_lockstep.py

The differences, by the rules (docs/rules/doudizhu.md, "OpenSpiel"):

* our auction gives each seat one bid; OpenSpiel's goes round until two pass.
  The test plays our auction, then leads OpenSpiel's to the same landlord and bid
  (the seats before the landlord pass, it bids, the others pass);
* four with two singles or two pairs is ours only: a multiset whose only
  readings are fours-with-two is not in OpenSpiel's list;
* OpenSpiel offers no straight, pair straight or airplane without wings whose
  lowest rank the hand holds four times (its generator skips such a head); we
  do, as the rules allow: such a multiset is left out of the comparison unless
  another reading of it is one OpenSpiel makes;
* after the rocket OpenSpiel still offers every bomb (its generator checks for
  bombs before it looks at the play to beat); by the rules nothing beats the
  rocket, so there we compare only the pass.
"""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

from cardavia import games  # noqa: E402
from cardavia.games.doudizhu.combos import (  # noqa: E402
    AIRPLANE,
    AIRPLANE_PAIRS,
    AIRPLANE_SINGLES,
    BOMB,
    FOUR_PAIRS,
    FOUR_SINGLES,
    PAIR,
    PAIR_STRAIGHT,
    ROCKET,
    SINGLE,
    STRAIGHT,
    TRIO,
    TRIO_PAIR,
    TRIO_SINGLE,
    items_of,
    shape_of,
    shapes,
)

# OpenSpiel's action ids (open_spiel/games/dou_dizhu/dou_dizhu_utils.h).
PASS_ID = 0
BID_BASE = 0
RANGES = [
    (4, 19, SINGLE),
    (19, 55, STRAIGHT),
    (55, 68, PAIR),
    (68, 120, PAIR_STRAIGHT),
    (120, 133, TRIO),
    (133, 315, TRIO_SINGLE),
    (315, 471, TRIO_PAIR),
    (471, 516, AIRPLANE),
    (516, 23104, AIRPLANE_SINGLES),
    (23104, 26043, AIRPLANE_PAIRS),
    (26043, 26056, BOMB),
    (26056, 26057, ROCKET),
]
OS_RANKS = "3456789TJQKA2"
TOKENS = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "BJ", "RJ")


def os_kind(action: int) -> str:
    return next(kind for low, high, kind in RANGES if low <= action < high)


def os_ranks(text: str) -> list[int]:
    """Rank numbers of an OpenSpiel hand string ("333444-5(BWJ)")."""
    text = text.replace("-", "").replace("(BWJ)", "b").replace("(CJ)", "r")
    return [13 if ch == "b" else 14 if ch == "r" else OS_RANKS.index(ch) for ch in text]


def os_shape(state, action: int) -> tuple[tuple[tuple[int, int], ...], tuple[str, int, int]]:
    """The multiset of ranks (as (rank, count) pairs) and the shape of an OpenSpiel play."""
    text = state.action_to_string(state.current_player(), action)
    ranks = os_ranks(text)
    items = tuple(sorted((r, ranks.count(r)) for r in set(ranks)))
    kind = os_kind(action)
    if kind in (AIRPLANE_SINGLES, AIRPLANE_PAIRS):
        body = os_ranks(text.split("-")[0])
        return items, (kind, body[0], len(body) // 3)
    ours = shapes("play " + " ".join(TOKENS[r] for r, n in items for _ in range(n)))
    match = [s for s in ours if s[0] == kind]
    assert len(match) == 1, (text, kind, ours)
    return items, match[0]


def openspiel_makes(shape: tuple[str, int, int], counts: list[int]) -> bool:
    """Whether OpenSpiel's generator makes this reading (see the module's docstring)."""
    kind, head, _ = shape
    if kind in (FOUR_SINGLES, FOUR_PAIRS):
        return False
    if kind in (STRAIGHT, PAIR_STRAIGHT, AIRPLANE) and counts[head] == 4:
        return False
    return True


def os_card(card: int) -> int:
    """Our card number (rank * 4 + suit, jokers 52 and 53) as OpenSpiel's (rank + 13 * suit)."""
    return card if card >= 52 else (card >> 2) + 13 * (card & 3)


def start_openspiel(game) -> object:
    """OpenSpiel's state with our deal: the first bidder, the hands, the kitty, then the auction."""
    state = pyspiel.load_game("dou_dizhu").new_initial_state()
    state.apply_action(game.first)  # the face-up card's position: its holder bids first
    queues = [list(hand) for hand in game.dealt]
    for k in range(51):
        state.apply_action(51 + os_card(queues[k % 3].pop(0)))
    landlord, bid = game.landlord, game.bid
    seat = game.first
    while state.current_player() != landlord:
        state.apply_action(PASS_ID)
    state.apply_action(BID_BASE + bid)
    while bid < 3 and not state.legal_actions() or state.current_player() != landlord:
        state.apply_action(PASS_ID)
        seat += 1
    return state


def test_the_same_deal_is_played_alike_move_by_move():
    rng = random.Random(19)
    compared = plays = rounds = deals = 0
    for index in range(250):
        game = games.new_game("doudizhu", seed=index)
        while game.phase == "bid":
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
        state = start_openspiel(game)
        assert state.current_player() == game.to_act == game.landlord
        deal = game.deal_number
        while game.deal_number == deal:
            seat = game.to_act
            assert state.current_player() == seat
            counts = game.counts[seat]
            ours = game.legal_actions()
            theirs = {}
            for action in state.legal_actions():
                if action == PASS_ID:
                    theirs["pass"] = [(None, PASS_ID)]
                    continue
                items, shape = os_shape(state, action)
                theirs.setdefault(items, []).append((shape, action))
            assert ("pass" in ours) == ("pass" in theirs)
            expected = {
                items_of(a) for a in ours if a != "pass" and any(openspiel_makes(s, counts) for s in shapes(a))
            }
            if game.trick is not None and game.trick[0] == ROCKET:
                assert ours == ["pass"] and all(os_kind(a) == BOMB for a in state.legal_actions() if a != PASS_ID)
            else:
                assert expected == set(theirs) - {"pass"}, (index, seat)
            compared += 1
            action = ours[rng.randrange(len(ours))]
            if action == "pass":
                os_action = PASS_ID
            else:
                shape = shape_of(action, game.trick)
                options = [a for s, a in theirs.get(items_of(action), []) if s == shape]
                if not options:  # a play OpenSpiel does not have: the deal goes on without it
                    break
                os_action = options[0]
                plays += 1
            events = game.apply(action)
            state.apply_action(os_action)
            if any(e["type"] == "round-end" for e in events):
                rounds += 1
                assert 0 not in state.legal_actions() and state.current_player() == game.to_act
            end = next((e for e in events if e["type"] == "deal-end"), None)
            if end is not None:
                assert state.is_terminal()
                assert [int(r) for r in state.returns()] == end["deal_scores"], index
                assert abs(state.returns()[end["landlord"]]) == 2 * end["stake"]
                deals += 1
    print(f"compared {compared} positions, {plays} plays, {rounds} rounds, {deals} deals to the end")
    assert compared > 5000 and deals > 150 and rounds > 500, (compared, deals, rounds)
