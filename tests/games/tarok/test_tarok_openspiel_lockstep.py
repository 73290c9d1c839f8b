"""Our Tarok against OpenSpiel's ``tarok(players=4)``, move by move, on the same deals.

Both engines get the deal of one seed: OpenSpiel's ``deserialize_state(str(seed))``
deals it (forehand is its player 0, and ours with dealer 3 is seat 0, so the
seats are the same), and ours receives those cards through ``setup``. Nobody
announces or doubles (our extra decisions are all ``pass``). At every
decision the legal actions must be the same (a discard of several cards is
compared with every order OpenSpiel allows of one card at a time); after
every trick the winner; at the end the card points, the Mond penalties and
the score of the deal, allowing only for the differences the spec names:
OpenSpiel never awards the silent trula and kings bonuses (its kings test is
always true, so it gives -10 to a declaring side whose opponents won exactly
one trick's four cards), it does not round the difference to 5, and it never
scores a silent valat won by the declaring side.

Run it where ``pyspiel`` is installed::

    PYTHONPATH=src /work/venv-openspiel/bin/python -m pytest tests/games/tarok/test_tarok_openspiel_lockstep.py
"""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

from cardavia.games.tarok.cards import CODES, OPENSPIEL_ID, POINTS, SUIT, TAROK  # noqa: E402
from cardavia.games.tarok.contracts import BY_NAME, CONTRACTS  # noqa: E402
from cardavia.games.tarok.engine import BID, Tarok, round_to_five  # noqa: E402

OURS = {ops: ours for ours, ops in enumerate(OPENSPIEL_ID)}
GAME = pyspiel.load_game("tarok(players=4)")
PHASE = pyspiel.TarokGamePhase


def ops_points(cards: list[int]) -> int:
    """OpenSpiel's own count (its float formula), on its own action ids."""
    total = sum(POINTS[OURS[a]] for a in cards)
    return int(round(total - len(cards) * 0.666))


def ops_discard_sets(state, count: int) -> set[tuple[int, ...]]:
    """Every set of ``count`` cards OpenSpiel lets the declarer discard one at a time."""
    if count == 0:
        return {()}
    found = set()
    for action in state.legal_actions():
        child = state.clone()
        child.apply_action(action)
        for rest in ops_discard_sets(child, count - 1):
            found.add(tuple(sorted((OURS[action],) + rest)))
    return found


def ops_action_text(state, action: int) -> str:
    phase = state.current_game_phase()
    if phase == PHASE.BIDDING:
        return "pass" if action == 0 else BID[action]
    if phase == PHASE.KING_CALLING:
        return f"call {CODES[OURS[action]]}"
    if phase == PHASE.TALON_EXCHANGE:
        return f"talon {action}"
    return f"play {CODES[OURS[action]]}"


def run_deal(seed: int, rng: random.Random) -> str | None:
    """Play one deal in both engines; None if the seed deals a hand without taroks (OpenSpiel keeps it)."""
    state = GAME.deserialize_state(str(seed))
    hands = [[OURS[a] for a in state.player_cards(p)] for p in range(4)]
    if any(all(SUIT[c] != TAROK for c in hand) for hand in hands):
        return None
    ours = Tarok(
        seed=seed,
        setup={"dealer": 3, "hands": [[CODES[c] for c in hand] for hand in hands], "talon": [CODES[OURS[a]] for a in state.talon()]},
    )
    collected: list[list[int]] = [[], [], [], []]
    end = None
    while end is None:
        legal = ours.legal_actions()
        if ours.observation(0)["phase"] in ("announce", "kontra"):
            assert "pass" in legal
            events = ours.apply("pass")
        elif ours.observation(0)["phase"] == "discard":
            assert state.current_game_phase() == PHASE.TALON_EXCHANGE and state.current_player() == ours.to_act
            count = ours.contract.talon
            expected = {"discard " + " ".join(CODES[c] for c in s) for s in ops_discard_sets(state, count)}
            assert set(legal) == expected and len(legal) == len(expected), seed
            action = legal[rng.randrange(len(legal))]
            cards = [CODES.index(code) for code in action.split()[1:]]
            # OpenSpiel needs the plain cards laid away before any tarok.
            for card in sorted(cards, key=lambda c: SUIT[c] == TAROK):
                state.apply_action(OPENSPIEL_ID[card])
                collected[ours.to_act].append(OPENSPIEL_ID[card])
            events = ours.apply(action)
        else:
            assert state.current_player() == ours.to_act, seed
            theirs = [ops_action_text(state, a) for a in state.legal_actions()]
            assert sorted(legal) == sorted(theirs), (seed, legal, theirs)
            if state.current_game_phase() == PHASE.BIDDING:
                passing = "pass" in legal and rng.random() < 0.7
                action = "pass" if passing else legal[rng.randrange(len(legal))]
            else:
                action = legal[rng.randrange(len(legal))]
            if state.current_game_phase() == PHASE.TALON_EXCHANGE:
                sets = [[OURS[a] for a in group] for group in state.talon_sets()]
                size = ours.contract.talon
                talon = [ours.dealt_talon[i * size : i * size + size] for i in range(6 // size)]
                assert sets == talon
            ops_action = state.legal_actions()[theirs.index(action)]
            trick_so_far = list(state.trick_cards()) + [ops_action]
            talon_before = list(state.talon())
            state.apply_action(ops_action)
            events = ours.apply(action)
            for event in events:
                if event["type"] == "trick":
                    played = [OPENSPIEL_ID[CODES.index(code)] for code in event["cards"]]
                    collected[event["winner"]].extend(played)
                    # Klop's gift, or the talon's rest won by the called king picked up from it.
                    gained = [card for card in talon_before if card not in state.talon()]
                    collected[event["winner"]].extend(gained)
                    if event["gift"] is not None:
                        assert gained == [OPENSPIEL_ID[CODES.index(event["gift"])]], seed
                    if not state.is_terminal():
                        assert state.current_player() == event["winner"], seed
                    assert trick_so_far == played, seed
        for event in events:
            if event["type"] == "deal_end":
                end = event
    assert state.is_terminal(), seed
    contract = CONTRACTS[BY_NAME[end["contract"]]]
    declarer = end["declarer"]
    partner = end["partner"]
    penalties = state.captured_mond_penalties()
    scores = state.scores_without_captured_mond_penalties()
    items = {item["item"]: item["points"] for item in end["items"]}
    mond = [0, 0, 0, 0]
    for item in end["items"]:
        if item["item"] == "mond":
            mond[item["seat"]] = -20
    assert mond == list(penalties), seed
    if contract.name == "klop":
        assert end["card_points"] == [ops_points(pile) for pile in collected], seed
        assert end["deal_scores"] == list(scores), seed
        return contract.name
    side = collected[declarer] + (collected[partner] if partner is not None else [])
    cp = ops_points(side)
    if contract.talon == 0:
        assert [s - m for s, m in zip(end["deal_scores"], mond)] == list(scores), seed
        return contract.name
    assert end["card_points"][declarer] == cp, seed
    ops_score = scores[declarer]
    assert partner is None or scores[partner] == ops_score
    if "valat" in items:
        if items["valat"] > 0:
            return contract.name + " valat"  # OpenSpiel never scores a silent valat won
        assert ops_score == -250, seed
        return contract.name
    opponents_cards = sum(len(collected[s]) for s in range(4) if s not in (declarer, partner))
    kings_bug = -10 if opponents_cards == 4 else 0
    sign = 1 if cp > 35 else -1
    assert items["contract"] == sign * contract.value
    assert items["difference"] == sign * round_to_five(abs(cp - 35))
    ultimos = items.get("king-ultimo", 0) + items.get("pagat-ultimo", 0)
    assert ops_score - kings_bug == (cp - 35) + sign * contract.value + ultimos, (seed, ops_score, items, cp)
    ours_total = end["deal_scores"][declarer] - mond[declarer]
    assert ours_total == items["contract"] + items["difference"] + ultimos + items.get("trula", 0) + items.get("kings", 0)
    return contract.name


def test_lockstep_with_openspiel_tarok():
    rng = random.Random(17)
    played: dict[str, int] = {}
    for seed in range(1500):
        name = run_deal(seed, rng)
        if name is not None:
            played[name] = played.get(name, 0) + 1
    # Every contract met, and most deals compared.
    assert {c.name for c in CONTRACTS if c is not None} <= set(played), played
    assert sum(played.values()) > 1000
