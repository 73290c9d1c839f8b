"""Dou Dizhu players: Low plays by rules of thumb, High plays sampled deals out with them.

Both are functions ``choose(observation, legal_actions, rng) -> action`` of
the observation alone.

* **Low** bids on the high cards it holds (jokers, twos, aces, bombs). On a
  lead it plays out the whole hand when it can, else the combination that
  sheds the lowest cards without breaking a group (a pair, trio or bomb left
  with a remnant), longer ones first; when an opponent holds one card it
  leads no low single. Following, a peasant lets its partner's play stand;
  otherwise it beats with the cheapest combination that breaks nothing,
  keeping bombs and the rocket for when an opponent is close to going out.
* **High** deals the unseen cards at random among the deals consistent with
  the observation (``games.sample_game``), tries its candidate moves in each
  such deal and plays the deal out with Low at every seat, and keeps the move
  whose play-outs score best for its own side in this deal. Peasant partners
  cooperate through the score: a peasant's deal score is its partner's. Its
  work is a budget of play-outs, never the clock.

>>> import random
>>> from cardavia import games
>>> g = games.new_game("doudizhu", seed=2)
>>> choose_low(g.observation(g.to_act), g.legal_actions(), random.Random(0)) in g.legal_actions()
True
"""

from __future__ import annotations

import random
from typing import Any

from cardavia import games
from cardavia.games.doudizhu.combos import (
    BLACK_JOKER,
    BOMB,
    FOUR_PAIRS,
    FOUR_SINGLES,
    NUM_RANKS,
    PASS,
    RANK_OF,
    RED_JOKER,
    ROCKET,
    SINGLE,
    TWO,
    Shape,
    items_of,
    shape_of,
)

Observation = dict[str, Any]

#: Play-outs per decision of High, shared among its candidate moves.
PLAYOUTS = 120
#: The most candidate moves High weighs (Low's order picks them).
CANDIDATES = 8
#: Worlds at least per candidate.
MIN_WORLDS = 6


def _counts_of(hand: list[str]) -> list[int]:
    counts = [0] * NUM_RANKS
    for code in hand:
        counts[RANK_OF[code if code in ("BJ", "RJ") else code[:-1]]] += 1
    return counts


def hand_strength(counts: list[int]) -> int:
    """Points of high cards: red joker 4, black joker 3, each two 2, each ace 1, each bomb 4.

    >>> hand_strength(_counts_of(["RJ", "2S", "2H", "AS", "3S"]))
    9
    """
    points = 4 * counts[RED_JOKER] + 3 * counts[BLACK_JOKER] + 2 * counts[TWO] + counts[11]
    points += 4 * sum(1 for rank in range(TWO + 1) if counts[rank] == 4)
    return points


def low_bid(counts: list[int], legal: list[str]) -> str:
    strength = hand_strength(counts)
    want = 3 if strength >= 10 else 2 if strength >= 8 else 1 if strength >= 6 else 0
    bids = [action for action in legal if action != PASS and int(action[4:]) <= want]
    return bids[-1] if bids else PASS


def _cost(action: str, counts: list[int], trick: Shape | None, danger: bool) -> float:
    """How much a play spends: the height of what it uses, the groups it breaks, bombs it uses."""
    shape = shape_of(action, trick)
    kind, head = shape[0], shape[1]
    cost = float(head)
    cards = 0
    for rank, n in items_of(action):
        cards += n
        left = counts[rank] - n
        if left:
            cost += 4.0 if counts[rank] == 4 else 2.5
        if rank >= TWO and kind != SINGLE:
            cost += 3.0 * n  # twos and jokers as kickers or pairs are worth more kept
    if kind in (BOMB, ROCKET):
        cost += 25.0
    elif kind in (FOUR_SINGLES, FOUR_PAIRS):
        cost += 15.0  # a bomb spent without doubling anything
    if trick is None:
        cost -= 0.6 * cards
        if danger and kind == SINGLE:
            cost += 20.0 - 2 * head
    return cost


def decide(
    counts: list[int],
    legal: list[str],
    trick: Shape | None,
    partner_leads_round: bool,
    opponent_min: int,
) -> str:
    """Low's choice in the play, from the seat's rank counts and the table.

    ``partner_leads_round``: the round's last play is the partner's (a peasant's);
    ``opponent_min``: the fewest cards an opponent holds.
    """
    size = sum(counts)
    plays = [action for action in legal if action != PASS]
    for action in plays:
        if sum(n for _, n in items_of(action)) == size:
            return action
    if not plays:
        return PASS
    danger = opponent_min <= 2
    if trick is not None and partner_leads_round and not (opponent_min <= 1 and trick[0] == SINGLE and trick[1] < 8):
        return PASS
    best = min(plays, key=lambda action: (_cost(action, counts, trick, danger), action))
    if trick is not None:
        kind = shape_of(best, trick)[0]
        if kind in (BOMB, ROCKET) and opponent_min > 6 and size > 4:
            return PASS
        if _cost(best, counts, trick, danger) > 14 and opponent_min > 8 and size > 6:
            return PASS  # too dear this early: wait for a cheaper round
    return best


def _trick_of(observation: Observation) -> Shape | None:
    trick = observation["trick"]
    return None if trick is None else (trick["kind"], RANK_OF[trick["head"]], trick["length"])


def choose_low(observation: Observation, legal_actions: list[str], rng: random.Random) -> str:
    """Low: the rules of thumb above, from the observation alone (the generator is not used)."""
    counts = _counts_of(observation["hand"])
    if observation["phase"] == "bid":
        return low_bid(counts, legal_actions)
    seat = observation["seat"]
    landlord = observation["landlord"]
    trick_player = observation["trick_player"]
    sizes = observation["hand_sizes"]
    if seat == landlord:
        opponent_min = min(sizes[s] for s in range(3) if s != seat)
        partner = False
    else:
        opponent_min = sizes[landlord]
        partner = trick_player is not None and trick_player != landlord and trick_player != seat
    return decide(counts, legal_actions, _trick_of(observation), partner, opponent_min)


def _game_low(game: Any) -> str:
    """Low on a (sampled) game object: the same rules, read from the engine's state."""
    seat = game.to_act
    legal = game.legal_actions()
    counts = game.counts[seat]
    if game.phase == "bid":
        return low_bid(counts, legal)
    landlord = game.landlord
    sizes = [sum(c) for c in game.counts]
    if seat == landlord:
        opponent_min = min(sizes[s] for s in range(3) if s != seat)
        partner = False
    else:
        opponent_min = sizes[landlord]
        trick_player = game.trick_player
        partner = trick_player is not None and trick_player != landlord and trick_player != seat
    return decide(counts, legal, game.trick, partner, opponent_min)


def _play_out_deal(game: Any, seat: int) -> float:
    """Finish the current deal with Low at every seat; ``seat``'s score for the deal."""
    deal = game.deal_number
    scores_before = game.scores[seat]
    while not game.is_over and game.deal_number == deal:
        game.apply(_game_low(game))
    return float(game.scores[seat] - scores_before)


def candidates(observation: Observation, legal: list[str]) -> list[str]:
    """The moves High weighs: every bid, or Low's cheapest plays and pass."""
    if observation["phase"] == "bid" or len(legal) <= CANDIDATES:
        return list(legal)
    counts = _counts_of(observation["hand"])
    trick = _trick_of(observation)
    plays = sorted((a for a in legal if a != PASS), key=lambda a: (_cost(a, counts, trick, False), a))
    chosen = plays[: CANDIDATES - 1]
    low = choose_low(observation, legal, random.Random(0))
    if low not in chosen:
        chosen[-1] = low
    if PASS in legal:
        chosen.append(PASS)
    return chosen


def choose_high(observation: Observation, legal_actions: list[str], rng: random.Random) -> str:
    """High: sampled deals played out by Low, the best average deal score for its side."""
    if len(legal_actions) == 1:
        return legal_actions[0]
    return _search(observation, legal_actions, rng, PLAYOUTS, every_action=False).best


#: Worlds in which the moves High does not weigh are played out too, for an analysis.
EXTRA_WORLDS = 2


def analyse_high(observation: Observation, legal_actions: list[str], rng: random.Random, budget: int | None = None) -> Any:
    """High's :class:`~cardavia.ai.analysis.Valuation`: the search of :func:`choose_high`.

    A move's value is the seat's match total so far plus its average deal score
    in the play-outs (what ``returns()`` would be if later deals broke even);
    ``win`` is the share of play-outs in which the seat's side won the deal.
    The moves High does not weigh (beyond :func:`candidates`) are played out in
    the first :data:`EXTRA_WORLDS` of the same deals. ``budget`` is the number
    of play-outs shared by the candidates (High's default :data:`PLAYOUTS`).
    """
    return _search(observation, legal_actions, rng, PLAYOUTS if budget is None else budget, every_action=True)


def _search(observation: Observation, legal_actions: list[str], rng: random.Random, playouts: int, every_action: bool) -> Any:
    from .analysis import STAKES, Valuation

    seat = observation["seat"]
    moves = candidates(observation, legal_actions)
    extras = [move for move in legal_actions if move not in moves] if every_action else []
    worlds = max(MIN_WORLDS, playouts // len(moves))
    totals = dict.fromkeys(legal_actions, 0.0)
    won = dict.fromkeys(legal_actions, 0)
    tried = dict.fromkeys(legal_actions, 0)
    for world_number in range(worlds):
        world = games.sample_game("doudizhu", observation, rng)
        for move in moves + (extras if world_number < EXTRA_WORLDS else []):
            copy = world.clone()
            copy.apply(move)
            score = _play_out_deal(copy, seat)
            totals[move] += score
            won[move] += score > 0
            tried[move] += 1
    best_total = max(totals[move] for move in moves)
    best = next(move for move in moves if totals[move] == best_total)
    own = observation["scores"][seat]
    values = {move: own + totals[move] / max(1, tried[move]) for move in legal_actions}
    wins: dict[str, float | None] = {move: won[move] / max(1, tried[move]) for move in legal_actions}
    trick = None if observation["phase"] == "bid" else _trick_of(observation)
    bombs = [m for m in legal_actions if m.startswith("play ") and shape_of(m, trick)[0] in (BOMB, ROCKET)]
    return Valuation(best, values, wins, STAKES, {"bombs": bombs, "candidates": moves})


PLAYERS = {"low": choose_low, "high": choose_high}
ANALYSE = analyse_high
