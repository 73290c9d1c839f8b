"""Skat's card play against OpenSpiel's ``skat``, move by move, on the same deals.

For each deal: the same hands and Skat (fed to OpenSpiel's chance nodes in
the ISkO order 3-Skat-4-3, which OpenSpiel deals in too), the same declarer
(OpenSpiel's first player to name a game; ours through the auction), the
same game type and the same two cards put away (OpenSpiel always picks the
Skat up). Then, at every card, the legal plays, and after every trick its
winner and the declarer's card points must agree; at the end of a suit or
grand game, the declarer's card points with the Skat.

Every kind of position is counted, so that the test shows it met them: an
Unter led in a suit or grand game (it calls for trumps), a null trick (the
Unter an ordinary card of its suit), a null game ended by the declarer's
first trick. Run it with

    PYTHONPATH=src /work/venv-openspiel/bin/python -m pytest tests/games/skat/test_skat_openspiel_lockstep.py
"""

from __future__ import annotations

import random
import re

import pytest

pyspiel = pytest.importorskip("pyspiel")

from cardavia import games  # noqa: E402
from cardavia.games.skat.rules import CARD, CODES, GAME_NAMES  # noqa: E402

# Our suits E G H S are OpenSpiel's clubs (3), spades (2), hearts (1), diamonds (0); our ranks
# A K O U 10 9 8 7 its ace (6), king (4), queen (3), jack (7), ten (5), nine (2), eight (1), seven (0).
OS_SUIT = {"E": 3, "G": 2, "H": 1, "S": 0}
OS_RANK = {"A": 6, "K": 4, "O": 3, "U": 7, "10": 5, "9": 2, "8": 1, "7": 0}
OS_CARD = {code: OS_SUIT[code[-1]] * 8 + OS_RANK[code[:-1]] for code in CODES}
OUR_CARD = {number: code for code, number in OS_CARD.items()}
# OpenSpiel's game types: 1 diamonds, 2 hearts, 3 spades, 4 clubs, 5 grand, 6 null; its bids start at 32.
OS_GAME = {"schellen": 1, "herz": 2, "gruen": 3, "eichel": 4, "grand": 5, "null": 6}
BIDDING_BASE = 32
JACK = 7
#: Deal positions of OpenSpiel's chance nodes: player 0, 1, 2 or the Skat ("s").
ORDER = [0] * 3 + [1] * 3 + [2] * 3 + ["s"] * 2 + [0] * 4 + [1] * 4 + [2] * 4 + [0] * 3 + [1] * 3 + [2] * 3
DEALS = 400


def openspiel_points(state) -> tuple[int, int]:
    found = re.search(r"Points \(Solo / Team\): \((\d+) / (\d+)\)", str(state))
    assert found, str(state)
    return int(found.group(1)), int(found.group(2))


def deal(rng: random.Random) -> tuple[list[list[str]], list[str]]:
    cards = list(CODES)
    rng.shuffle(cards)
    hands: list[list[str]] = [[], [], []]
    skat: list[str] = []
    for code, where in zip(cards, ORDER):
        (skat if where == "s" else hands[where]).append(code)
    return hands, skat, cards


AUCTION_TO = {0: ["pass", "pass", "bid 18"], 1: ["bid 18", "pass", "pass"], 2: ["pass", "bid 18", "pass"]}


def test_card_play_agrees_with_openspiel_move_by_move():
    rng = random.Random(2024)
    compared = {"plays": 0, "tricks": 0, "deals": 0, "unter_led": 0, "null": 0, "null_lost_early": 0}
    for number in range(DEALS):
        hands, skat, order = deal(rng)
        declarer = rng.randrange(3)
        game_type = GAME_NAMES[rng.randrange(6)]
        # Ours: the dealer at seat 2, so forehand is seat 0 = OpenSpiel's player 0, who leads the first trick.
        ours = games.new_game("skat", seed=number, setup={"dealer": 2, "hands": hands, "skat": skat})
        for action in AUCTION_TO[declarer]:
            ours.apply(action)
        ours.apply("pickup")
        twelve = sorted(CARD[code] for code in hands[declarer] + skat)
        put_away = sorted(rng.sample(twelve, 2))
        ours.apply(f"discard {CODES[put_away[0]]} {CODES[put_away[1]]}")
        ours.apply(f"declare {game_type}")
        state = pyspiel.load_game("skat").new_initial_state()
        for code in order:
            state.apply_action(OS_CARD[code])
        for player in range(declarer):
            state.apply_action(BIDDING_BASE)  # pass
        state.apply_action(BIDDING_BASE + OS_GAME[game_type])
        for card in put_away:
            state.apply_action(OS_CARD[CODES[card]])
        assert state.current_player() == 0 == ours.to_act
        compared["deals"] += 1
        tricks_seen = 0
        winners: list[int] = []
        while ours.deal_number == 1:
            seat = ours.to_act
            assert state.current_player() == seat
            mine = {OS_CARD[action[5:]] for action in ours.legal_actions()}
            theirs = set(state.legal_actions())
            trick = ours.observation(seat)["trick"]["cards"]  # the cards played to this trick so far
            assert mine == theirs, (number, game_type, trick, sorted(mine), sorted(theirs))
            if trick and game_type != "null" and CODES[CARD[trick[0]["card"]]].startswith("U"):
                compared["unter_led"] += 1
            if trick and game_type == "null":
                compared["null"] += 1
            choices = sorted(mine)
            card = choices[rng.randrange(len(choices))]
            events = ours.apply("play " + OUR_CARD[card])
            state.apply_action(card)
            compared["plays"] += 1
            finished = ours.history[0]["card_points"] if ours.deal_number == 2 else None
            if len(trick) == 2:  # this card closed a trick
                tricks_seen += 1
                compared["tricks"] += 1
                winner = next(event["winner"] for event in events if event["type"] == "trick")
                winners.append(winner)
                if not state.is_terminal():
                    assert state.current_player() == winner, (number, winners)
                if game_type != "null":
                    solo, team = openspiel_points(state)
                    taken = ours.observation(0)["taken"]
                    if finished is None:
                        assert team == sum(taken) - taken[declarer]
                        assert solo == taken[declarer]
        # The deal is over in both engines at the same card.
        end = ours.history[0]
        assert state.is_terminal()
        if game_type != "null":
            solo, _ = openspiel_points(state)
            assert solo == end["card_points"][declarer]  # the Skat (the cards put away) included
        else:  # both end a null game at the declarer's first trick, or after ten
            assert end["won"] == (tricks_seen == 10 and declarer not in winners)
            assert tricks_seen == 10 or winners[-1] == declarer
            compared["null_lost_early"] += tricks_seen < 10
    assert compared["deals"] == DEALS and compared["tricks"] > 2_000 and compared["plays"] > 6_000, compared
    assert compared["unter_led"] > 100 and compared["null"] > 100 and compared["null_lost_early"] > 10, compared
    print(compared)
