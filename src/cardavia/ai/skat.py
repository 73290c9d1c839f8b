"""Skat players: Low (quick rules of thumb) and High (a careful auction and sampled search).

Both decide from the observation alone. Low bids on the number of trumps,
always picks up the Skat and plays by simple rules: win a trick cheaply
when it can, give points to a partner who holds the trick, otherwise throw
the lowest card. High values its hand before it bids, bidding no higher
than the best game its hand can carry (trumps, side Daus, guarded tens and
a safe null); after picking up it chooses the two cards to put away and
the game together; and it plays each card by dealing the unseen cards at
random among the deals consistent with the observation
(``games.sample_game``) and playing the deal out, every legal card in the
same worlds, with the rules of thumb of Low for every seat.

>>> import random
>>> from cardavia import games
>>> g = games.new_game("skat", seed=2)
>>> PLAYERS["low"](g.observation(g.to_act), g.legal_actions(), random.Random(1)) in g.legal_actions()
True
"""

from __future__ import annotations

import random
from typing import Any

from cardavia import games
from cardavia.games.skat.engine import DISCARD_ACTION, PLAY_ACTION, Skat
from cardavia.games.skat.rules import (
    BASE,
    BIT,
    CARD,
    CLASS,
    CLASS_MASK,
    GAME_NAMES,
    GAME_TYPE,
    GRAND,
    NULL,
    NULL_VALUE,
    POINTS,
    POWER,
    R_10,
    R_7,
    R_8,
    R_9,
    R_A,
    SUIT_MASK,
    TRUMP_CLASS,
    UNTER_MASK,
    cards_of,
    matadors_of,
    next_bid,
)

#: Sampled worlds per card decision of High, and the most play-outs a decision may run.
WORLDS = 24
MAX_PLAYOUTS = 240


def _mask(codes: list[str]) -> int:
    mask = 0
    for code in codes:
        mask |= BIT[CARD[code]]
    return mask


def _game_type(observation: dict[str, Any]) -> int:
    return GAME_TYPE[observation["contract"].split()[0]]


# -- card play: the rules of thumb, on card numbers --------------------------------------------------


def thumb_play(hand: int, legal: int, trick: list[tuple[int, int]], game_type: int, declarer: int, seat: int) -> int:
    """The card the rules of thumb play: ``legal`` a mask, ``trick`` (seat, card) pairs so far."""
    cards = cards_of(legal)
    if len(cards) == 1:
        return cards[0]
    power = POWER[game_type]
    klass = CLASS[game_type]
    if game_type == NULL:
        return _null_play(cards, trick, declarer, seat, power, klass)
    if not trick:
        if seat == declarer:
            trumps = [card for card in cards if klass[card] == TRUMP_CLASS]
            if trumps:
                return max(trumps, key=power.__getitem__)
            return max(cards, key=lambda card: (power[card], POINTS[card]))
        aces = [card for card in cards if klass[card] != TRUMP_CLASS and card % 8 == R_A]
        if aces:
            return aces[0]
        side = [card for card in cards if klass[card] != TRUMP_CLASS] or cards
        return min(side, key=lambda card: (POINTS[card], power[card]))
    led = klass[trick[0][1]]
    best_seat, best_card = trick[0]
    for who, card in trick[1:]:
        if power[card] > power[best_card] and (klass[card] == led or klass[card] == TRUMP_CLASS):
            best_seat, best_card = who, card
    last = len(trick) == 2
    partner_wins = seat != declarer and best_seat != declarer
    if partner_wins and (last or klass[best_card] == TRUMP_CLASS or power[best_card] >= 6):
        # Give the partner points, from a side suit rather than a trump.
        return max(cards, key=lambda card: (klass[card] != TRUMP_CLASS, POINTS[card], -power[card]))

    def beats(card: int) -> bool:
        return power[card] > power[best_card] and (klass[card] == led or klass[card] == TRUMP_CLASS)

    winners = [card for card in cards if beats(card)]
    if winners and not partner_wins:
        if last:
            return min(winners, key=lambda card: (power[card] > 100, power[card]))
        strong = [card for card in winners if power[card] >= 115 or (power[card] < 100 and card % 8 == R_A)]
        if strong:
            return min(strong, key=power.__getitem__)
        trick_points = sum(POINTS[card] for _, card in trick)
        if trick_points >= 10:
            return max(winners, key=power.__getitem__)
    return min(cards, key=lambda card: (POINTS[card], power[card]))


def _null_play(cards: list[int], trick: list[tuple[int, int]], declarer: int, seat: int, power, klass) -> int:
    if not trick:
        return min(cards, key=power.__getitem__) if seat == declarer else max(cards, key=power.__getitem__)
    led = klass[trick[0][1]]
    best = max((card for _, card in trick if klass[card] == led), key=power.__getitem__)
    if seat == declarer:
        under = [card for card in cards if klass[card] != led or power[card] < power[best]]
        if under:
            return max(under, key=lambda card: (klass[card] != led, power[card]))
        return min(cards, key=power.__getitem__)
    return min(cards, key=power.__getitem__)


def _trick_pairs(observation: dict[str, Any]) -> list[tuple[int, int]]:
    return [(item["seat"], CARD[item["card"]]) for item in observation["trick"]["cards"]]


# -- valuing a hand ------------------------------------------------------------------------------------


def _suit_strength(hand: int, game_type: int) -> float:
    """A rough count of tricks-and-points strength of ``hand`` for a suit or grand game."""
    trumps = hand & CLASS_MASK[game_type][TRUMP_CLASS]
    score = 0.0
    score += 1.0 * trumps.bit_count()
    score += 0.5 * (hand & UNTER_MASK).bit_count()
    if hand & BIT[0 * 8 + 3]:  # UE
        score += 0.5
    for suit in range(4):
        if suit == game_type:
            continue
        side = hand & SUIT_MASK[suit] & ~UNTER_MASK
        if side & BIT[suit * 8 + R_A]:
            score += 1.2
            if side & BIT[suit * 8 + R_10]:
                score += 0.8
        elif side & BIT[suit * 8 + R_10] and side.bit_count() >= 2:
            score += 0.3
        if not side:
            score += 0.5 if game_type != GRAND else 0.0
    return score


def _null_safe(hand: int) -> int:
    """How many suits of ``hand`` could lose a null game: 0 is a safe null hand."""
    unsafe = 0
    order = (R_7, R_8, R_9, R_10, 3, 2, 1, R_A)  # null order, low to high: 7 8 9 10 U O K A
    for suit in range(4):
        held = [index for index, rank in enumerate(order) if hand & BIT[suit * 8 + rank]]
        if any(rank > 2 * position for position, rank in enumerate(held)):
            unsafe += 1
    return unsafe


#: Strength needed to carry a game: after picking up, and to play hand.
SUIT_NEEDED = {"low": 7.0, "high": 7.6}
GRAND_NEEDED = {"low": 6.2, "high": 6.6}


def best_value(hand: int, level: str) -> int:
    """The value of the best game the ten cards of ``hand`` can carry (0: none)."""
    best = 0
    for game_type in range(4):
        needed = SUIT_NEEDED[level]
        if _suit_strength(hand, game_type) >= needed:
            best = max(best, BASE[game_type] * (abs(matadors_of(hand, game_type)) + 1))
    unters = (hand & UNTER_MASK).bit_count()
    if unters >= 2 and _suit_strength(hand, GRAND) >= GRAND_NEEDED[level] + (1 if level == "high" and not hand & BIT[3] else 0):
        best = max(best, BASE[GRAND] * (abs(matadors_of(hand, GRAND)) + 1))
    if level == "high" and _null_safe(hand) == 0:
        best = max(best, NULL_VALUE[(True, False)])
    elif level == "high" and _null_safe(hand) == 1 and best == 0:
        best = NULL_VALUE[(False, False)]
    return best


def _bid(observation: dict[str, Any], legal: list[str], level: str) -> str:
    limit = best_value(_mask(observation["hand"]), level)
    if "hold" in legal:
        return "hold" if limit >= observation["bid"] else "pass"
    value = int(legal[0].split()[1]) if legal[0].startswith("bid") else None
    if value is not None and value <= limit:
        return legal[0]
    return "pass"


def _choose_game(hand12: int, bid: int, level: str, discarded: int = 0) -> tuple[int, int]:
    """The (discard mask, game type) that keeps the strongest ten cards for a game reaching ``bid``
    (``discarded``: the two cards already put away, when only the game is left to choose)."""
    cards = cards_of(hand12)
    best: tuple[float, int, int] | None = None
    pairs = [discarded] if discarded else [BIT[a] | BIT[b] for i, a in enumerate(cards) for b in cards[i + 1 :]]
    for pair in pairs:
        first, second = cards_of(pair)
        kept = hand12 & ~pair
        skat_points = POINTS[first] + POINTS[second]
        for game_type in range(5):
            strength = _suit_strength(kept, game_type)
            if game_type == GRAND:
                strength += 0.8 * (kept & UNTER_MASK).bit_count() - 0.6
            value = BASE[game_type] * (abs(matadors_of(hand12, game_type)) + 1)
            score = strength + skat_points / 15.0 - (8.0 if value < bid else 0.0) + value / 200.0
            if best is None or score > best[0]:
                best = (score, pair, game_type)
        if _null_safe(kept) == 0 and bid <= 23 and level == "high":
            score = 9.0
            if best is None or score > best[0]:
                best = (score, pair, NULL)
    assert best is not None
    return best[1], best[2]


def _declare(observation: dict[str, Any], legal: list[str], level: str) -> str:
    hand = _mask(observation["hand"])
    if observation["hand_game"]:
        if _null_safe(hand) == 0 and "declare null" in legal:
            return "declare null"
        bid = observation["bid"]
        options = []
        for game_type in range(5):
            value = BASE[game_type] * (abs(matadors_of(hand, game_type)) + 2)
            options.append((value >= bid, _suit_strength(hand, game_type), game_type))
        return f"declare {GAME_NAMES[max(options)[2]]}"
    discarded = _mask(observation["discard"] or [])
    _, game_type = _choose_game(hand | discarded, observation["bid"], level, discarded)
    if game_type == NULL:
        return "declare null"
    return f"declare {GAME_NAMES[game_type]}"


def _discard(observation: dict[str, Any], level: str) -> str:
    pair, _ = _choose_game(_mask(observation["hand"]), observation["bid"], level)
    first, second = cards_of(pair)
    return DISCARD_ACTION[(first, second)]


def _skat_choice(observation: dict[str, Any], level: str) -> str:
    hand = _mask(observation["hand"])
    if level == "high" and _null_safe(hand) == 0 and observation["bid"] <= 35:
        return "hand"
    return "pickup"


def _play_low(observation: dict[str, Any], legal: list[str]) -> str:
    hand = _mask(observation["hand"])
    allowed = _mask([action[5:] for action in legal])
    card = thumb_play(hand, allowed, _trick_pairs(observation), _game_type(observation), observation["declarer"], observation["seat"])
    return PLAY_ACTION[card]


def _non_play(observation: dict[str, Any], legal: list[str], level: str) -> str:
    phase = observation["phase"]
    if phase == "bidding":
        return _bid(observation, legal, level)
    if phase == "skat":
        return _skat_choice(observation, level)
    if phase == "discard":
        return _discard(observation, level)
    return _declare(observation, legal, level)


def choose_low(observation: dict[str, Any], legal_actions: list[str], rng: random.Random) -> str:
    """Low: rules of thumb in every phase."""
    if len(legal_actions) == 1:
        return legal_actions[0]
    if observation["phase"] == "play":
        return _play_low(observation, legal_actions)
    return _non_play(observation, legal_actions, "low")


# -- High's card play: sampled worlds played out to the end of the deal ------------------------------------


def _roll_out(game: Skat) -> list[int]:
    """Play the deal of ``game`` to its end with the rules of thumb; each seat's deal score."""
    deal = game.deal_number
    while game.deal_number == deal and not game.is_over:
        seat = game._to_act
        hand = game._hands[seat]  # type: ignore[index]
        trick = game._trick
        leader = game._leader
        pairs = [((leader + index) % 3, card) for index, card in enumerate(trick)]
        game_type = game._game_type
        allowed = hand if not trick else (hand & CLASS_MASK[game_type][CLASS[game_type][trick[0]]]) or hand
        card = thumb_play(hand, allowed, pairs, game_type, game.declarer, seat)  # type: ignore[arg-type]
        game._legal = None
        game._apply(PLAY_ACTION[card])
    return game.history[-1]["deal_scores"]


def _utility(scores: list[int], seat: int) -> float:
    others = [score for index, score in enumerate(scores) if index != seat]
    return scores[seat] - sum(others) / 2


def _finish_deal(game: Skat) -> list[int]:
    """Finish the deal of ``game``: the auction and declaration by High's rules for every seat,
    the card play by the rules of thumb; each seat's deal score."""
    deal = game.deal_number
    while game.deal_number == deal and not game.is_over and game.phase != "play":
        seat = game.to_act
        legal = game.legal_actions()
        game.apply(legal[0] if len(legal) == 1 else _non_play(game.observation(seat), legal, "high"))
    if game.deal_number != deal or game.is_over:
        return game.history[-1]["deal_scores"]
    return _roll_out(game)


def choose_high(observation: dict[str, Any], legal_actions: list[str], rng: random.Random) -> str:
    """High: a careful auction and declaration, and sampled search in the card play."""
    if len(legal_actions) == 1:
        return legal_actions[0]
    if observation["phase"] != "play":
        return _non_play(observation, legal_actions, "high")
    return _search(observation, legal_actions, rng, WORLDS).best


def analyse_high(observation: dict[str, Any], legal_actions: list[str], rng: random.Random, budget: int | None = None) -> Any:
    """High's :class:`~cardavia.ai.analysis.Valuation` of a decision.

    In the card play it is :func:`choose_high`'s search: the same worlds, the
    same play-outs. High compares the seat's deal score against the others'
    average; a value here is the seat's list total so far plus its own mean
    deal score in those play-outs (what ``returns()`` would be if the later
    deals broke even), and ``win`` the share of play-outs in which it beat the
    others' average (its side won the deal). Before the play High decides by
    rules (the auction, the Skat, the discard, the game); its choice is kept
    and every legal action is valued by playing sampled deals out from it
    (the auction by High's rules, the cards by the rules of thumb), so a rule
    may choose an action that its play-outs value lower. ``budget`` is the
    number of worlds (High's default :data:`WORLDS`).
    """
    worlds = WORLDS if budget is None else budget
    if observation["phase"] != "play":
        best = legal_actions[0] if len(legal_actions) == 1 else _non_play(observation, legal_actions, "high")
        return _search(observation, legal_actions, rng, worlds, best)
    return _search(observation, legal_actions, rng, worlds)


def _search(observation: dict[str, Any], legal_actions: list[str], rng: random.Random, worlds_wanted: int, best: str | None = None) -> Any:
    """Every legal action played out to the end of the deal in the same sampled worlds."""
    from .analysis import POINTS, Valuation

    seat = observation["seat"]
    totals = dict.fromkeys(legal_actions, 0.0)
    own = dict.fromkeys(legal_actions, 0.0)
    won = dict.fromkeys(legal_actions, 0)
    worlds = max(4, min(worlds_wanted, MAX_PLAYOUTS * worlds_wanted // WORLDS // len(legal_actions)))
    for _ in range(worlds):
        world = games.sample_game("skat", observation, rng)
        for action in legal_actions:
            game = world.clone()
            game.apply(action)
            if game.deal_number != observation["deal"] or game.is_over:
                scores = game.history[-1]["deal_scores"]
            else:
                scores = _finish_deal(game)
            margin = _utility(scores, seat)
            totals[action] += margin
            own[action] += scores[seat]
            won[action] += margin > 0
    if best is None:
        best = max(legal_actions, key=totals.__getitem__)
    base = observation["scores"][seat]
    values = {action: base + own[action] / worlds for action in legal_actions}
    return Valuation(best, values, {action: won[action] / worlds for action in legal_actions}, POINTS)


PLAYERS = {"low": choose_low, "high": choose_high}
ANALYSE = analyse_high
