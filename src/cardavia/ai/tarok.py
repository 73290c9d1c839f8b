"""The Slovenian Tarok players: Low (rules of thumb) and High (sampled worlds played out).

Low bids on the strength of its hand (taroks, the high ones, the trula,
kings and voids), calls the king of its longest suit that it lacks, takes
the talon group richest in taroks and points, lays away points and makes
voids, never announces or doubles, and in the play wins a trick worth
winning with its lowest winning card, throws points on a partner's trick
and otherwise plays its cheapest card (in the negative contracts its
highest card that does not win).

High weighs every choice (the bids up to Beggar, the king, the talon group,
Low's five favourite discards, announcements, kontras up to Rekontra and
every card): for each decision it deals the unseen cards at random among the
deals consistent with its observation (``games.sample_game``), four times as
many as it needs, and keeps those that best explain what the others did if
they play by Low's rules (the bids, king, talon group, discards and cards
that Low would have chosen in that world); it tries every candidate in each
such world and plays the rest of the deal out with Low's
rules of thumb for every seat, and keeps the one whose deal scores best for
itself against the others' average (so a contract played alone, whose score
it keeps to itself, weighs more than one shared with a partner). Its work
per decision is a fixed number of worlds, never the clock.

>>> import random
>>> from cardavia import games
>>> g = games.new_game("tarok", seed=4)
>>> choose_low(g.observation(g.to_act), g.legal_actions(), random.Random(0)) in g.legal_actions()
True
"""

from __future__ import annotations

import random
from typing import Any

from cardavia import games
from cardavia.games.tarok.cards import (
    CARD,
    CODES,
    KINGS,
    MOND,
    PAGAT,
    POINTS,
    RANK,
    SKIS,
    SUIT,
    TAROK,
    TRULA,
    legal_plays,
    trick_winner,
)
from cardavia.games.tarok.contracts import BY_NAME, COLOUR_VALAT, CONTRACTS
from cardavia.games.tarok.engine import Tarok

#: The least hand strength (see :func:`strength`) to bid each contract.
THRESHOLDS = (
    ("solo-one", 46),
    ("solo-two", 42),
    ("solo-three", 38),
    ("one", 32),
    ("two", 28),
    ("three", 24),
)


def strength(hand: list[int]) -> int:
    """How strong a hand is for a positive contract.

    Two for every tarok and three more for each from T15 up, four for each
    card of the trula, three for a king, two for a void suit, one for a
    singleton.

    >>> strength([CARD[c] for c in ("SK", "T21", "T1", "T18", "T2", "KH", "KS", "QS", "7S", "1D", "2D", "3D")])
    40
    """
    score = 0
    for card in hand:
        if SUIT[card] == TAROK:
            score += 2 + (3 if card >= 14 else 0) + (4 if card in TRULA else 0)
        elif card in KINGS:
            score += 3
    for suit in range(4):
        count = sum(1 for card in hand if SUIT[card] == suit)
        score += 2 if count == 0 else 1 if count == 1 else 0
    return score


def beggar_hand(hand: list[int]) -> bool:
    """Few and low taroks, no court cards above a jack, low suit cards: a Beggar may be made."""
    taroks = [card for card in hand if SUIT[card] == TAROK]
    if len(taroks) > 2 or any(card >= 8 for card in taroks):
        return False
    return all(SUIT[card] == TAROK or RANK[card] <= 3 for card in hand)


def choose_bid(hand: list[int], legal: list[str]) -> str:
    """The bid of both levels: the highest contract the hand is strong enough for, else pass (or Klop)."""
    value = strength(hand)
    if "bid beggar" in legal and beggar_hand(hand):
        return "bid beggar"
    for name, needed in THRESHOLDS:
        if value >= needed and f"bid {name}" in legal:
            return f"bid {name}"
    if "pass" in legal:
        return "pass"
    # Forehand after three passes: Three with a fair hand, else Klop.
    if "bid three" in legal and value >= 18:
        return "bid three"
    if "bid klop" in legal:
        return "bid klop"
    return legal[0]


def choose_king(hand: list[int], legal: list[str]) -> str:
    """The king of the longest suit the hand has without its king (a partner who can take that suit)."""
    best, best_key = legal[0], (-1, -1)
    for action in legal:
        king = CARD[action.split()[1]]
        if king in hand:
            continue
        suit = SUIT[king]
        key = (sum(1 for card in hand if SUIT[card] == suit), -suit)
        if key > best_key:
            best, best_key = action, key
    return best


def talon_value(cards: list[int], called: int | None) -> int:
    """What a talon group is worth to the declarer: taroks, points, the called king."""
    return sum((3 if SUIT[c] == TAROK else 0) + POINTS[c] + (6 if c == called else 0) for c in cards)


def choose_talon(talon: list[int], size: int, legal: list[str], called: int | None) -> str:
    groups = [talon[i * size : i * size + size] for i in range(len(legal))]
    values = [talon_value(group, called) for group in groups]
    return legal[values.index(max(values))]


def choose_discard(hand: list[int], legal: list[str]) -> str:
    """Lay away points (they count for the declarer) and make voids (to trump in)."""
    best, best_value = legal[0], -1_000
    for action in legal:
        cards = [CARD[code] for code in action.split()[1:]]
        left = [card for card in hand if card not in cards]
        voids = sum(1 for suit in range(4) if not any(SUIT[c] == suit for c in left))
        value = sum(POINTS[c] for c in cards) + 4 * voids - sum(4 for c in cards if SUIT[c] == TAROK)
        if value > best_value:
            best, best_value = action, value
    return best


def choose_card(
    legal: list[int], trick: list[int], friend_winning: bool, negative: bool, colour_valat: bool, last: bool
) -> int:
    """The card of the rules of thumb (see the module docstring), from the legal cards."""
    if len(legal) == 1:
        return legal[0]
    if not trick:
        if negative:
            plain = [c for c in legal if SUIT[c] != TAROK]
            return min(plain or legal, key=lambda c: RANK[c])
        kings = [c for c in legal if c in KINGS]
        if kings:
            return kings[0]
        plain = [c for c in legal if SUIT[c] != TAROK]
        if plain:
            length = {suit: sum(1 for c in legal if SUIT[c] == suit) for suit in range(4)}
            return min(plain, key=lambda c: (length[SUIT[c]], POINTS[c], RANK[c]))
        taroks = [c for c in legal if c != PAGAT]
        return min(taroks or legal, key=lambda c: RANK[c])
    wins = [c for c in legal if trick_winner(trick + [c], colour_valat) == len(trick)]
    if negative:
        losing = [c for c in legal if c not in wins]
        return max(losing or legal, key=lambda c: RANK[c])
    if friend_winning:
        plain = [c for c in legal if SUIT[c] != TAROK]
        if plain:
            return max(plain, key=lambda c: (POINTS[c], RANK[c]))
        taroks = [c for c in legal if c not in TRULA]
        return min(taroks or legal, key=lambda c: RANK[c])
    points = sum(POINTS[c] for c in trick)
    if wins and (points >= 3 or last or MOND in trick):
        return min(wins, key=lambda c: (RANK[c] if c != PAGAT else 100))
    cheap = [c for c in legal if c not in TRULA and c not in KINGS]
    return min(cheap or legal, key=lambda c: (POINTS[c], RANK[c]))


def _friend_winning(trick: list[int], leader: int, seat: int, side_of: list[bool | None], colour_valat: bool) -> bool:
    """Whether the card now winning the trick is a known friend's."""
    if not trick:
        return False
    winner = (leader + trick_winner(trick, colour_valat)) % 4
    mine = side_of[seat]
    return mine is not None and side_of[winner] == mine and winner != seat


def sides(observation: dict[str, Any]) -> list[bool | None]:
    """Each seat's side as ``observation``'s seat knows it: True declaring, False opposing, None unknown."""
    seat, declarer = observation["seat"], observation["declarer"]
    result: list[bool | None] = [None, None, None, None]
    if declarer is None:
        return result
    result[declarer] = True
    if observation["partner_known"]:
        for other in range(4):
            if other != declarer:
                result[other] = other == observation["partner"]
        return result
    hand = observation["hand"]
    me_partner = observation["called"] is not None and observation["called"] in hand
    result[seat] = True if seat == declarer or me_partner else False
    return result


def choose_low(observation: dict[str, Any], legal: list[str], rng: random.Random) -> str:
    """Low: rules of thumb on its own cards and what is public."""
    if len(legal) == 1:
        return legal[0]
    phase = observation["phase"]
    hand = [CARD[c] for c in observation["hand"]]
    if phase == "bidding":
        return choose_bid(hand, legal)
    if phase == "king":
        return choose_king(hand, legal)
    if phase == "talon":
        contract = CONTRACTS[BY_NAME[observation["contract"]]]
        called = CARD[observation["called"]] if observation["called"] else None
        return choose_talon([CARD[c] for c in observation["talon"]], contract.talon, legal, called)  # type: ignore[union-attr]
    if phase == "discard":
        return choose_discard(hand, legal)
    if phase in ("announce", "kontra"):
        return "pass"
    contract = CONTRACTS[BY_NAME[observation["contract"]]]
    assert contract is not None
    trick = [CARD[e["card"]] for e in observation["trick"]["cards"]]
    cards = [CARD[action[5:]] for action in legal]
    colour = contract.index == COLOUR_VALAT
    friend = _friend_winning(trick, observation["trick"]["leader"], observation["seat"], sides(observation), colour)
    return "play " + CODES[choose_card(cards, trick, friend, contract.negative, colour, len(trick) == 3)]


# -- High -----------------------------------------------------------------------------

#: Worlds per decision in the play and at the talon.
WORLDS = 10


def _rollout_action(game: Any) -> str:
    """Low's rules of thumb on the state of a sampled world (it knows the world's sides)."""
    phase = game.phase
    seat = game.current
    if phase == "play":
        contract = game.contract
        hand = game.hands[seat]
        trick = game.trick
        legal = legal_plays(hand, trick, contract.negative)
        colour = contract.index == COLOUR_VALAT
        friend = False
        if trick:
            winner = (game.leader + trick_winner(trick, colour)) % 4
            friend = winner != seat and game.declaring(winner) == game.declaring(seat)
        return "play " + CODES[choose_card(legal, trick, friend, contract.negative, colour, len(trick) == 3)]
    legal = game.legal_actions()
    if phase in ("announce", "kontra"):
        return "pass"
    return choose_low(game.observation(seat), legal, random.Random(0))


def deal_value(world: Any, seat: int, rng: random.Random) -> float:
    """Play the world's deal out with the rules of thumb; what it was worth to ``seat``'s side."""
    return deal_outcome(world, seat)[0]


def deal_outcome(world: Any, seat: int) -> tuple[float, float]:
    """Play the world's deal out with the rules of thumb: what it was worth to ``seat`` against
    the others' average, and ``seat``'s own deal score."""
    before = list(world.scores)
    deal = world.deal_no
    while not world.is_over and world.deal_no == deal:
        world.apply(_rollout_action(world))
    gained = [world.scores[s] - before[s] for s in range(4)]
    # Only the declaring side scores: the defenders gain what it loses.
    others = [gained[s] for s in range(4) if s != seat]
    return gained[seat] - sum(others) / 3, float(gained[seat])


def _low_play(game: Any, seat: int) -> int | None:
    """The card Low would play for ``seat`` in ``game``, from what that seat knows (None: no choice).

    The same rules as :func:`choose_low` in the play, read from the state
    instead of the observation: the sides are those ``seat`` knows.
    """
    contract = game.contract
    hand = game.hands[seat]
    trick = game.trick
    legal = legal_plays(hand, trick, contract.negative)
    if len(legal) == 1:
        return None
    colour = contract.index == COLOUR_VALAT
    friend = False
    if trick:
        winner = (game.leader + trick_winner(trick, colour)) % 4
        if winner != seat:
            if game.partner_known_to(seat):
                friend = game.declaring(winner) == game.declaring(seat)
            else:
                # Only the declarer's side is known, and only to the holder of the called king.
                friend = winner == game.declarer and game.called in hand
    return choose_card(legal, trick, friend, contract.negative, colour, len(trick) == 3)


def low_disagreements(world: Any, seat: int) -> int:
    """How many of the other seats' choices this deal Low's rules would not have made in ``world``.

    The deal is replayed from the world's cards; each bid, king, talon group,
    discard and card of another seat that had a choice is compared with what
    Low would have chosen there. Announcements and kontras are not read (Low
    always passes them). The fewer the disagreements, the better the world
    explains what the others did, if they play as Low does.
    """
    replay = Tarok.from_fixed(
        0,
        {
            "dealer": world.dealer,
            "hands": world.dealt,
            "talon": world.dealt_talon,
            "deal": world.deal_no,
            "scores": world.scores,
            "radli": world.radli,
            "past": [],
        },
    )
    misses = 0
    for action in world.deal_log:
        other = replay.current
        if other != seat:
            phase = replay.phase
            if phase == "play":
                card = _low_play(replay, other)
                misses += card is not None and "play " + CODES[card] != action
            elif phase not in ("announce", "kontra"):
                legal = replay.legal_actions()
                if len(legal) > 1:
                    misses += choose_low(replay.observation(other), legal, _NO_RANDOM) != action
        replay._legal = None
        replay._apply(action)
    return misses


#: Low's rules draw nothing at random; the generator they are handed is never read.
_NO_RANDOM = random.Random(0)

#: Worlds drawn for every world kept: the kept ones are those Low's rules explain best.
DRAWS_PER_WORLD = 4


def plausible_worlds(observation: dict[str, Any], rng: random.Random, count: int) -> list[Any]:
    """``count`` worlds consistent with ``observation``, the likeliest of more drawn if the others play as Low.

    Draws ``count * DRAWS_PER_WORLD`` worlds (``games.sample_game``) and keeps
    the ``count`` with the fewest :func:`low_disagreements`, the earlier drawn
    first among equals (so the choice stays random among equally good worlds).
    """
    seat = observation["seat"]
    drawn = [games.sample_game("tarok", observation, rng) for _ in range(count * DRAWS_PER_WORLD)]
    if DRAWS_PER_WORLD == 1:
        return drawn
    misses = [low_disagreements(world, seat) for world in drawn]
    order = sorted(range(len(drawn)), key=misses.__getitem__)
    return [drawn[i] for i in order[:count]]


#: Worlds in which the actions High does not weigh are played out too, for an analysis.
EXTRA_WORLDS = 2


def _search(
    observation: dict[str, Any], legal: list[str], rng: random.Random, worlds: int, extras: list[str] | None = None
) -> Any:
    """The action whose play-outs to the end of the deal score best for this seat, over sampled worlds,
    as a :class:`~cardavia.ai.analysis.Valuation`.

    Every action is tried in the same worlds, played out by the same rules of
    thumb, so that the comparison is paired. ``extras`` (actions High does not
    weigh) are played out in the first :data:`EXTRA_WORLDS` of them, for an
    analysis; they never change the choice.
    """
    from .analysis import POINTS, Valuation

    seat = observation["seat"]
    every = legal + (extras or [])
    totals = dict.fromkeys(every, 0.0)
    own = dict.fromkeys(every, 0.0)
    won = dict.fromkeys(every, 0)
    tried = dict.fromkeys(every, 0)
    for world_number, world in enumerate(plausible_worlds(observation, rng, worlds)):
        for action in legal + (extras or [] if world_number < EXTRA_WORLDS else []):
            game = world.clone()
            game.apply(action)
            margin, score = deal_outcome(game, seat)
            totals[action] += margin
            own[action] += score
            won[action] += margin > 0
            tried[action] += 1
    best = max(legal, key=totals.__getitem__)
    base = observation["scores"][seat]
    values = {action: base + own[action] / max(1, tried[action]) for action in every}
    return Valuation(best, values, {action: won[action] / max(1, tried[action]) for action in every}, POINTS)


#: Bids High weighs by search; the rest it leaves to the rules of thumb (they are rarely worth it).
SEARCHED_BIDS = {"pass", "bid klop", "bid three", "bid two", "bid one", "bid solo-three", "bid solo-two",
                 "bid solo-one", "bid beggar"}
#: How many of the rules of thumb's best discards High weighs by search.
DISCARDS = 5


def best_discards(hand: list[int], legal: list[str], count: int) -> list[str]:
    """The ``count`` discards the rules of thumb like best, best first."""

    def value(action: str) -> int:
        cards = [CARD[code] for code in action.split()[1:]]
        left = [card for card in hand if card not in cards]
        voids = sum(1 for suit in range(4) if not any(SUIT[c] == suit for c in left))
        return sum(POINTS[c] for c in cards) + 4 * voids - sum(4 for c in cards if SUIT[c] == TAROK)

    return sorted(legal, key=lambda action: -value(action))[:count]


def choose_high(observation: dict[str, Any], legal: list[str], rng: random.Random) -> str:
    """High: every choice weighed in sampled worlds played out to the end of the deal."""
    if len(legal) == 1:
        return legal[0]
    return _decide(observation, legal, rng, None, every_action=False).best


def analyse_high(observation: dict[str, Any], legal: list[str], rng: random.Random, budget: int | None = None) -> Any:
    """High's :class:`~cardavia.ai.analysis.Valuation`: :func:`choose_high`'s search.

    High compares its deal score against the others' average; a value here is
    the seat's total so far plus its own mean deal score in the same play-outs
    (what ``returns()`` would be if later deals broke even), and ``win`` the
    share of play-outs in which it beat the others' average (its side won the
    deal). The actions High does not weigh (the bids above Beggar, the
    discards past Low's five favourites, kontras past Rekontra) are played out
    in the first :data:`EXTRA_WORLDS` worlds only. ``budget`` is the number of
    worlds (High's default: :data:`WORLDS`, :data:`BID_WORLDS` in the auction).
    """
    return _decide(observation, legal, rng, budget, every_action=True)


def _decide(observation: dict[str, Any], legal: list[str], rng: random.Random, budget: int | None, every_action: bool) -> Any:
    phase = observation["phase"]
    worlds = WORLDS if budget is None else budget
    if phase == "bidding":
        candidates = [action for action in legal if action in SEARCHED_BIDS] or legal[:1]
        worlds = BID_WORLDS if budget is None else budget
    elif phase == "discard":
        hand = [CARD[c] for c in observation["hand"]]
        candidates = best_discards(hand, legal, DISCARDS)
    elif phase == "kontra":
        levels = {entry["item"]: entry["level"] for entry in observation["kontra"]}
        # Kontra and Rekontra only: the play-outs assume nobody answers a double, so two searching
        # players who disagree would otherwise raise each other to Mordkontra (sixteen times) every time.
        candidates = [a for a in legal if a == "pass" or levels.get(a.split()[1], 1) < MAX_KONTRA]
    else:
        candidates = list(legal)
    extras = [action for action in legal if action not in candidates] if every_action else []
    if len(candidates) == 1 and not every_action:
        from .analysis import Valuation

        return Valuation(candidates[0], {}, {})
    if len(candidates) == 1:
        # Nothing to weigh for the choice: the analysis still plays every action out.
        valuation = _search(observation, legal, rng, worlds)
        return type(valuation)(candidates[0], valuation.values, valuation.wins, valuation.unit)
    return _search(observation, candidates, rng, worlds, extras)


#: The highest level High raises a kontra to (2 Kontra, 4 Rekontra).
MAX_KONTRA = 4


#: Worlds per decision in the auction (every bid is played out to the end of the deal). A bid's
#: deal score varies the most of any choice (tens of points from world to world); 32 rather than 8
#: raised the margin over Low from +8.7 to +11.0 a deal (bench/RESULTS.md) within the 300 ms budget.
BID_WORLDS = 32


PLAYERS = {"low": choose_low, "high": choose_high}
ANALYSE = analyse_high
