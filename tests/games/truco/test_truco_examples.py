"""The worked examples of docs/rules/truco.md, 1.4 (TR-01 ... TR-44), one test each."""

from __future__ import annotations

import itertools
import json

import pytest

from cardavia import games
from cardavia.cards.spanish import TRUCO_DECK
from cardavia.games import IllegalAction
from cardavia.games.truco import compare, envido_chain_values, envido_points

M, P = 0, 1  # with dealer 1, seat 0 is mano and seat 1 is pie


def new(hands: list[list[str]], scores: tuple[int, int] = (0, 0), dealer: int = P) -> games.Game:
    return games.new_game("truco", seed=1, setup={"dealer": dealer, "hands": hands, "scores": list(scores)})


def snapshot(g: games.Game) -> str:
    return json.dumps([g.observation(0), g.observation(1), g.log, g.legal_actions(), g.to_act])


def assert_rejected(g: games.Game, action: str) -> IllegalAction:
    before = snapshot(g)
    with pytest.raises(IllegalAction) as error:
        g.apply(action)
    assert snapshot(g) == before
    return error.value


def run(g: games.Game, *actions: str) -> list[dict]:
    events: list[dict] = []
    for action in actions:
        events.extend(g.apply(action))
    return events


# -- envido values -------------------------------------------------------------


@pytest.mark.parametrize(
    "example, cards, value",
    [
        ("TR-01", ["7O", "6O", "1E"], 33),
        ("TR-02", ["5C", "11C", "3E"], 25),
        ("TR-03", ["10O", "11C", "12E"], 0),
        ("TR-04", ["7E", "4B", "2C"], 7),
        ("TR-05", ["6B", "3B", "2B"], 29),
        ("TR-06", ["12B", "11B", "10B"], 20),
        ("TR-07", ["1C", "1O", "4E"], 4),
        ("TR-08", ["12O", "1O", "5O"], 26),
        ("TR-09", ["1E", "7E", "3O"], 28),
    ],
)
def test_envido_values(example: str, cards: list[str], value: int) -> None:
    assert envido_points(cards) == value


def test_TR_10_all_hands_give_0_to_7_and_20_to_33() -> None:
    hands = list(itertools.combinations(TRUCO_DECK, 3))
    assert len(hands) == 9880
    assert {envido_points(h) for h in hands} == set(range(0, 8)) | set(range(20, 34))


# -- trick comparisons --------------------------------------------------------------


@pytest.mark.parametrize(
    "example, a, b, sign",
    [
        ("TR-11", "1E", "1B", 1),
        ("TR-12", "7O", "3C", 1),
        ("TR-13", "1C", "1O", 0),
        ("TR-14", "7C", "7B", 0),
        ("TR-14", "7C", "6E", 1),
        ("TR-15", "1C", "12E", 1),
        ("TR-15", "10O", "7C", 1),
        ("TR-16", "3O", "3B", 0),
        ("TR-16", "2B", "1B", -1),
        ("TR-16", "11C", "12B", -1),
    ],
)
def test_compare(example: str, a: str, b: str, sign: int) -> None:
    result = compare(a, b)
    assert (result > 0) - (result < 0) == sign
    assert (compare(b, a) > 0) - (compare(b, a) < 0) == -sign


# -- hand winner ----------------------------------------------------------------------

# For trick k, the (mano card, pie card) that gives mano the trick (M), pie (P) or a parda (T).
TRICK_CARDS = [
    {"M": ("1E", "4E"), "P": ("4C", "7O"), "T": ("3O", "3C")},
    {"M": ("1B", "4B"), "P": ("5E", "3E"), "T": ("2E", "2B")},
    {"M": ("7E", "4O"), "P": ("5B", "3B"), "T": ("2O", "2C")},
]


def play_results(results: str) -> tuple[games.Game, list[dict]]:
    """Deal hands that produce the trick results, padded to three tricks, and play them out."""
    padded = results + "MMM"[len(results):]
    hands = [[TRICK_CARDS[k][r][seat] for k, r in enumerate(padded)] for seat in (M, P)]
    g = new(hands)
    events: list[dict] = []
    for k in range(3):
        for _ in range(2):
            seat = g.to_act
            events.extend(g.apply(f"play {hands[seat][k]}"))
            if any(e["type"] == "hand-end" for e in events):
                return g, events
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize(
    "example, results, winner, tricks_played",
    [
        ("TR-17", "MM", M, 2),
        ("TR-18", "MPP", P, 3),
        ("TR-19", "TP", P, 2),
        ("TR-20", "MT", M, 2),
        ("TR-21", "MPT", M, 3),
        ("TR-21", "PMT", P, 3),
        ("TR-22", "TTP", P, 3),
        ("TR-22", "TTM", M, 3),
        ("TR-23", "TTT", M, 3),
    ],
)
def test_hand_winner(example: str, results: str, winner: int, tricks_played: int) -> None:
    g, events = play_results(results)
    end = next(e for e in events if e["type"] == "hand-end")
    assert end["winner"] == winner and end["points"] == 1 and end["reason"] == "tricks"
    assert sum(1 for e in events if e["type"] == "trick") == tricks_played
    expected = [{"M": M, "P": P, "T": None}[r] for r in results]
    assert [e["winner"] for e in events if e["type"] == "trick"] == expected


def test_TR_24_leader_after_parda_then_after_a_win() -> None:
    hands = [["3O", "5E", "1E"], ["3C", "3E", "4O"]]  # trick 1 parda, pie wins trick 2
    g = new(hands)
    assert g.to_act == M
    run(g, "play 3O", "play 3C")
    assert g.to_act == M  # the leader of the parda leads again
    run(g, "play 5E", "play 3E")
    assert g.to_act == P  # the winner of trick 2 leads trick 3


# -- envido chains ---------------------------------------------------------------------

CHAINS = {
    ("envido",): (2, 1),
    ("real-envido",): (3, 1),
    ("falta-envido",): (18, 1),
    ("envido", "envido"): (4, 2),
    ("envido", "real-envido"): (5, 2),
    ("envido", "falta-envido"): (18, 2),
    ("real-envido", "falta-envido"): (18, 3),
    ("envido", "envido", "real-envido"): (7, 4),
    ("envido", "envido", "falta-envido"): (18, 4),
    ("envido", "real-envido", "falta-envido"): (18, 5),
    ("envido", "envido", "real-envido", "falta-envido"): (18, 7),
}
MANO_33 = [["7O", "6O", "4E"], ["1B", "12C", "11E"]]  # mano 33, pie 1


def test_TR_25_value_table_function() -> None:
    for chain, values in CHAINS.items():
        assert envido_chain_values(list(chain), falta=18) == values


@pytest.mark.parametrize("chain", list(CHAINS), ids=" ".join)
@pytest.mark.parametrize("answer", ["quiero", "no-quiero"])
def test_TR_25_chain_played_at_the_table(chain: tuple[str, ...], answer: str) -> None:
    g = new(MANO_33, scores=(12, 7))
    run(g, *chain, answer)
    accepted, declined = CHAINS[chain]
    last_bidder = M if len(chain) % 2 == 1 else P
    if answer == "quiero":
        assert g.scores == [12 + accepted, 7]  # mano holds 33
    else:
        expected = [12, 7]
        expected[last_bidder] += declined
        assert g.scores == expected


def test_TR_26_illegal_raises_are_rejected() -> None:
    g = new(MANO_33)
    run(g, "real-envido")
    assert "Real Envido" in str(assert_rejected(g, "envido"))
    assert_rejected(g, "real-envido")
    g = new(MANO_33)
    run(g, "falta-envido")
    for action in ("envido", "real-envido", "falta-envido", "truco", "play 1B", "mazo"):
        assert_rejected(g, action)
    assert g.legal_actions() == ["quiero", "no-quiero"]
    g = new(MANO_33)
    run(g, "envido", "envido")
    assert "twice" in str(assert_rejected(g, "envido"))


def test_TR_27_mano_wins_envido_ties() -> None:
    g = new([["7O", "10O", "4E"], ["7C", "12C", "4B"]])
    events = run(g, "envido", "quiero")
    shown = next(e for e in events if e["type"] == "envido")
    assert shown["values"] == [27, 27] and shown["winner"] == M and shown["points"] == 2
    assert g.scores == [2, 0]


def test_TR_28_falta_at_0_0_wins_the_match() -> None:
    g = new(MANO_33)
    events = run(g, "falta-envido", "quiero")
    assert g.is_over and g.result == {"winner": M, "scores": [30, 0]}
    assert events[-1]["type"] == "match-end"
    assert g.legal_actions() == [] and g.to_act is None


def test_TR_29_falta_worth_what_the_leader_lacks() -> None:
    g = new(MANO_33, scores=(22, 27))
    run(g, "falta-envido", "quiero")
    assert g.scores == [25, 27] and not g.is_over
    g = new(list(reversed(MANO_33)), scores=(22, 27))  # now pie holds 33
    run(g, "falta-envido", "quiero")
    assert g.is_over and g.result == {"winner": P, "scores": [22, 30]}
    assert g.history[-1]["truco"] == [0, 0]


def test_TR_30_falta_at_29_is_worth_1_either_way() -> None:
    g = new(MANO_33, scores=(29, 10))
    run(g, "falta-envido", "no-quiero")
    assert g.scores == [30, 10] and g.is_over
    g = new(list(reversed(MANO_33)), scores=(10, 29))
    run(g, "falta-envido", "quiero")
    assert g.scores == [10, 30]


# -- truco ladder and mazo ---------------------------------------------------------------

STRONG_MANO = [["1E", "1B", "7E"], ["4E", "4B", "4O"]]


def test_TR_31_no_call_hand_is_worth_1() -> None:
    g = new(STRONG_MANO)
    run(g, "play 1E", "play 4E", "play 1B", "play 4B")
    assert g.scores == [1, 0]


def test_TR_32_declined_truco_pays_1() -> None:
    g = new(STRONG_MANO)
    events = run(g, "play 1E", "truco", "no-quiero")
    assert g.scores == [0, 1]
    assert any(e["type"] == "hand-end" and e["reason"] == "no-quiero" for e in events)
    assert g.hand_number == 2


def test_TR_33_acceptor_may_raise_later() -> None:
    g = new(STRONG_MANO)
    run(g, "truco", "quiero")
    assert g.observation(0)["raise_holder"] == P and g.stake == 2
    run(g, "play 1E")
    assert "retruco" in g.legal_actions()
    run(g, "retruco", "no-quiero")
    assert g.scores == [0, 2]


def test_TR_34_vale_cuatro() -> None:
    g = new(STRONG_MANO)
    run(g, "truco", "quiero", "play 1E", "retruco", "quiero")
    assert g.to_act == P and g.observation(1)["raise_holder"] == M
    run(g, "play 4E", "vale-cuatro")
    declined = games.replay("truco", g.seed, [*g.log, "no-quiero"], g.setup)
    assert declined.scores == [3, 0]
    run(g, "quiero")
    assert g.stake == 4
    assert not {"truco", "retruco", "vale-cuatro"} & set(g.legal_actions())
    run(g, "play 1B", "play 4B")
    assert g.scores == [4, 0]


def test_TR_35_caller_cannot_raise_his_own_accepted_call() -> None:
    g = new(STRONG_MANO)
    run(g, "truco", "quiero")
    error = assert_rejected(g, "retruco")
    assert str(error) == "You cannot call Retruco: the raise belongs to your opponent."


def test_TR_36_no_immediate_counter_raise() -> None:
    g = new(STRONG_MANO)
    run(g, "truco")
    assert_rejected(g, "retruco")
    assert "retruco" not in g.legal_actions()


def test_TR_37_mazo() -> None:
    g = new(STRONG_MANO)
    run(g, "mazo")
    assert g.scores == [0, 1]
    g = new(STRONG_MANO)
    run(g, "truco", "quiero", "play 1E", "retruco", "quiero", "play 4E", "mazo")
    assert g.scores == [0, 3]
    g = new(STRONG_MANO)
    run(g, "truco")
    assert "mazo" not in g.legal_actions()
    assert_rejected(g, "mazo")


# -- envido and truco together --------------------------------------------------------------


def test_TR_38_envido_goes_first_then_the_same_player_answers_truco() -> None:
    g = new([["1E", "7E", "3O"], ["7B", "4B", "5C"]])  # mano 28, pie 31
    run(g, "truco", "envido", "quiero")
    assert g.scores == [0, 2]
    assert g.to_act == P
    assert g.legal_actions() == ["quiero", "no-quiero"]
    for action in ("retruco", "envido", "real-envido", "play 7B"):
        assert_rejected(g, action)
    run(g, "quiero")
    assert g.stake == 2 and g.to_act == M


def test_TR_39_answer_to_truco_after_playing_has_no_envido() -> None:
    g = new(MANO_33)
    run(g, "play 7O", "truco")
    assert g.legal_actions() == ["quiero", "no-quiero"]
    assert_rejected(g, "envido")


def test_TR_40_accepted_truco_closes_envido() -> None:
    g = new(MANO_33)
    run(g, "truco", "quiero", "play 7O")
    assert g.to_act == P and not {"envido", "real-envido", "falta-envido"} & set(g.legal_actions())
    assert "closes the envido" in str(assert_rejected(g, "envido"))


def test_TR_41_envido_reaching_30_ends_the_match_at_once() -> None:
    g = new([["1E", "5C", "12O"], ["7B", "3B", "4O"]], scores=(20, 28))  # mano 25, pie 30
    events = run(g, "play 1E", "envido", "quiero")
    assert g.is_over and g.result == {"winner": P, "scores": [20, 30]}
    assert [e["type"] for e in events][-2:] == ["envido", "match-end"]
    assert g.history[-1]["truco"] == [0, 0]


def test_TR_42_match_continues_and_dealer_swaps() -> None:
    g = new([["7O", "6O", "4E"], ["1E", "1B", "7E"]], scores=(27, 26))  # mano 33; pie wins the tricks
    run(g, "envido", "quiero")
    assert g.scores == [29, 26]
    run(g, "truco", "quiero", "play 7O", "play 1E", "play 7E", "play 6O")
    assert g.scores == [29, 28] and not g.is_over
    assert g.dealer == M and g.observation(0)["mano"] == P


def test_TR_43_answers_and_raises_allowed_after_playing() -> None:
    g = new(MANO_33)
    run(g, "play 7O", "envido")
    assert "real-envido" in g.legal_actions()
    run(g, "real-envido", "quiero")
    assert g.scores == [5, 0]
    assert g.to_act == P  # pie is still due to play his first card


def test_TR_44_announced_values_are_public() -> None:
    g = new(MANO_33)
    run(g, "envido", "quiero")
    assert g.observation(P)["envido"]["values"] == [33, 1]
    # 33 can only be the 7 and 6 of one suit.
    for hand in itertools.combinations(TRUCO_DECK, 3):
        if envido_points(hand) == 33:
            assert any({f"7{s}", f"6{s}"} <= set(hand) for s in "EBOC")


def test_declined_envido_reveals_nothing() -> None:
    g = new(MANO_33)
    events = run(g, "envido", "no-quiero")
    assert events[-1]["values"] is None
    assert g.observation(P)["envido"]["values"] is None


def test_errors_carry_a_template_and_a_code_for_translation() -> None:
    g = new(STRONG_MANO)
    run(g, "truco")
    for action in ("play 1E", "retruco", "mazo", "play 9E", "dance", "envido envido"):
        error = assert_rejected(g, action)
        assert error.code != "illegal"
        assert str(error) == error.template.format(**error.params)


def test_explain_tells_why_without_changing_anything() -> None:
    g = new(STRONG_MANO)
    run(g, "truco", "quiero")
    before = snapshot(g)
    assert g.explain("play 1E") is None
    assert g.explain("retruco").code == "raise-not-yours"
    assert snapshot(g) == before


def test_opening_events_tell_the_first_deal() -> None:
    g = new(STRONG_MANO)
    assert g.opening_events == [{"type": "deal", "hand": 1, "dealer": P, "mano": M, "scores": [0, 0]}]
