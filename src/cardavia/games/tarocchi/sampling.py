"""Tarocchi deals of the cards one seat cannot see, consistent with everything public.

The hidden cards are the other seats' hands and, for every seat but the
dealer, the dealer's two discarded cards. What is public narrows them:

* every card played;
* voids: a seat that did not follow the led suit holds none of it, and one
  that did not trump either holds no trump (the Matto, which may be played
  at any time, shows nothing);
* the discard: two cards never worth 5 points, with the announced number of
  ordinary trumps, and when a trump went, the dealer's kept hand had only
  trumps, kings and the Matto, or no trump at all (rule (ii));
* the number of cards each seat holds.

:func:`deal_hidden` deals under any such exclusions exactly: cards that only
some seats may hold are dealt first, each to a seat in proportion to its room
among the seats that keep the rest dealable (Hall's condition, see
:func:`hall_slack`), then the others fill the room left. The High AI adds its
own exclusions (what its reading of the plays rules out) to the public ones.

>>> import random
>>> from cardavia import games
>>> g = games.new_game("tarocchi", seed=8)
>>> for _ in range(21):
...     _ = g.apply(g.legal_actions()[-1])
>>> seat = g.to_act
>>> world = sample(g.observation(seat), random.Random(5))
>>> world.observation(seat) == g.observation(seat), world.legal_actions() == g.legal_actions()
(True, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from ..base import MAX_SEED
from .tables import (
    BIT,
    CARD,
    CODES,
    DISCARD_ACTION,
    FREE_DISCARD_MASK,
    FULL_DECK_MASK,
    MATTO,
    NO_SUIT,
    ORDINARY_TRUMP_MASK,
    PLAY_ACTION,
    SUIT,
    SUIT_MASK,
    TRUMP_MASK,
    TRUMPS,
    cards_of,
)

if TYPE_CHECKING:
    from .engine import Tarocchi

SEATS = 4
#: Tries at drawing an unseen discard that leaves the other cards dealable.
DISCARD_DRAWS = 40


class View(Protocol):
    """What :func:`deal_hidden` needs to know of the table (an AI's reading of it may add more)."""

    seat: int
    dealer: int
    hand: int  # bitmask of the seat's cards
    played: int  # every card played so far
    hand_sizes: list[int]
    my_discard: int  # the dealer's own discard; 0 for the other seats
    discard_trumps: int


@dataclass(frozen=True)
class Knowledge:
    """What one seat knows of the hidden cards, as bitmasks."""

    seat: int
    dealer: int
    hand: int
    played: int
    hand_sizes: list[int]
    my_discard: int
    discard_trumps: int
    #: Per seat, a bitmask of suits (bit ``1 << suit``) it has shown it lacks.
    voids: list[int]
    #: The cards the dealer has played.
    dealer_played: int


def _mask(codes: list[str]) -> int:
    mask = 0
    for code in codes:
        mask |= BIT[CARD[code]]
    return mask


def note_voids(cards: list[int], seats: list[int], voids: list[int]) -> None:
    """Failing to follow the led suit shows a void in it; failing to trump as well shows no trumps."""
    led = NO_SUIT
    for c, s in zip(cards, seats):
        if c == MATTO:
            continue
        if led == NO_SUIT:
            led = SUIT[c]
            continue
        if SUIT[c] != led:
            voids[s] |= 1 << led
            if SUIT[c] != TRUMPS:
                voids[s] |= 1 << TRUMPS


def knowledge(observation: dict[str, Any]) -> Knowledge:
    """The :class:`Knowledge` of an observation."""
    voids = [0] * SEATS
    played = 0
    dealer_played = 0
    dealer = observation["dealer"]
    for trick in [*observation["tricks"], observation["trick"]]:
        cards = [CARD[entry["card"]] for entry in trick["cards"]]
        seats = [entry["seat"] for entry in trick["cards"]]
        note_voids(cards, seats, voids)
        for c, s in zip(cards, seats):
            played |= BIT[c]
            if s == dealer:
                dealer_played |= BIT[c]
    discard = observation["discard"]
    return Knowledge(
        seat=observation["seat"],
        dealer=dealer,
        hand=_mask(observation["hand"]),
        played=played,
        hand_sizes=list(observation["hand_sizes"]),
        my_discard=_mask(discard) if discard else 0,
        discard_trumps=observation["discard_trumps"] or 0,
        voids=voids,
        dealer_played=dealer_played,
    )


def void_cards(voids: int) -> int:
    """The cards of the suits in ``voids`` (suit bits, ``1 << suit``).

    >>> void_cards(1 << TRUMPS) == TRUMP_MASK
    True
    """
    return sum(SUIT_MASK[suit] for suit in range(5) if voids >> suit & 1)


def public_exclusions(known: Knowledge) -> list[list[int]]:
    """The ways the public record excludes cards: per way, per seat, the cards it cannot hold.

    Voids always; after a trump discard seen by another seat, the dealer kept
    either only trumps, kings and the Matto, or no trump: two ways (each only
    if the dealer's plays allow it).
    """
    voids = [void_cards(v) for v in known.voids]
    if not known.discard_trumps or known.seat == known.dealer:
        return [voids]
    ways = []
    if not known.dealer_played & FREE_DISCARD_MASK:
        ways.append(FREE_DISCARD_MASK)  # kept only trumps, kings and the Matto
    if not known.dealer_played & TRUMP_MASK:
        ways.append(TRUMP_MASK)  # kept no trump
    return [[x | way if s == known.dealer else x for s, x in enumerate(voids)] for way in ways]


#: SUBSETS[seats]: the non-empty subsets of a set of up to three seats (3-bit masks).
SUBSETS = tuple(tuple(part for part in range(1, 8) if not part & ~whole) for whole in range(8))


def hall_slack(count: list[int], room: list[int], everyone: int) -> list[int] | None:
    """For every set of seats, the room its seats have left beyond the cards that only they may hold.

    ``count[allowed]`` is the number of cards whose possible holders are the
    seat set ``allowed`` (3-bit masks over up to three seats), ``room[i]``
    the cards seat ``i`` still takes. By Hall's marriage theorem the cards
    can be dealt exactly when no slack is negative: then this returns the
    slacks, indexed by seat set; else None.

    >>> hall_slack([0, 2, 0, 0, 0, 0, 0, 1], [2, 1, 0], 0b111)  # two cards only seat 0 may hold
    [0, 0, 1, 1, 0, 0, 1, 0]
    >>> hall_slack([0, 3, 0, 0, 0, 0, 0, 0], [2, 1, 0], 0b111) is None
    True
    """
    if count[0]:
        return None
    slack = [0] * 8
    for whole in range(1, everyone + 1):
        if whole & ~everyone:
            continue
        need = 0
        for part in SUBSETS[whole]:
            need += count[part]
        space = 0
        for index, free in enumerate(room):
            if whole >> index & 1:
                space += free
        if need > space:
            return None
        slack[whole] = space - need
    return slack


def deal_hidden(view: View, excluded: list[int], rng: random.Random) -> tuple[list[int], int] | None:
    """One deal of the unseen cards in which no seat holds a card of ``excluded[seat]``.

    Returns (hands as bitmasks, the dealer's discard), or None when no such
    deal was found. The unseen discard holds two cards never worth 5 points,
    with the announced number of trumps.
    """
    seat = view.seat
    unseen = FULL_DECK_MASK & ~view.hand & ~view.played & ~view.my_discard
    others = [s for s in range(SEATS) if s != seat and view.hand_sizes[s]]
    room = [view.hand_sizes[s] for s in others]
    everyone = (1 << len(others)) - 1
    allowed_of: dict[int, int] = {}
    count = [0] * 8
    for c in cards_of(unseen):
        allowed = 0
        for index, s in enumerate(others):
            if not excluded[s] & BIT[c]:
                allowed |= 1 << index
        allowed_of[c] = allowed
        count[allowed] += 1
    discard = view.my_discard
    # Two unseen cards beyond the hands are the discard (none before the dealer has made it).
    if unseen.bit_count() > sum(room):
        drawn = _draw_discard(unseen, view.discard_trumps, allowed_of, count, room, everyone, rng)
        if drawn is None:
            return None
        chosen, slack = drawn
        for c in chosen:
            del allowed_of[c]
            discard |= BIT[c]
    else:
        found = hall_slack(count, room, everyone)
        if found is None:
            return None
        slack = found
    hands = [0] * SEATS
    hands[seat] = view.hand
    constrained = [c for c, allowed in allowed_of.items() if allowed != everyone]
    rng.shuffle(constrained)
    constrained.sort(key=lambda c: allowed_of[c].bit_count())
    sets = [whole for whole in range(1, everyone + 1) if not whole & ~everyone]
    for c in constrained:
        allowed = allowed_of[c]
        # Giving the card to seat i uses one unit of room of every seat set holding i, and frees
        # the one the card needed in every set holding all its possible holders: a set without
        # slack forbids the seats in it unless it holds them all.
        tight = [whole for whole in sets if not slack[whole] and allowed & ~whole]
        options = []
        for index in range(len(others)):
            if allowed >> index & 1 and room[index]:
                for whole in tight:
                    if whole >> index & 1:
                        break
                else:
                    options.append(index)
        pick = rng.randrange(sum(room[index] for index in options))
        for index in options:
            pick -= room[index]
            if pick < 0:
                break
        room[index] -= 1
        hands[others[index]] |= BIT[c]
        for whole in sets:
            slack[whole] += (not allowed & ~whole) - (whole >> index & 1)
    free = [c for c, allowed in allowed_of.items() if allowed == everyone]
    rng.shuffle(free)
    position = 0
    for index, s in enumerate(others):
        for c in free[position : position + room[index]]:
            hands[s] |= BIT[c]
        position += room[index]
    return hands, discard


def _draw_discard(
    unseen: int, trumps: int, allowed_of: dict[int, int], count: list[int], room: list[int], everyone: int, rng: random.Random
) -> tuple[list[int], list[int]] | None:
    """Two unseen cards for the discard, ``trumps`` of them ordinary trumps and the others free suit
    cards, that leave the rest dealable: (the cards, the slacks left); None if none was found.

    The cards that no seat may hold must be among them.
    """
    forced = [c for c, allowed in allowed_of.items() if not allowed]
    forced_trumps = [c for c in forced if BIT[c] & ORDINARY_TRUMP_MASK]
    forced_free = [c for c in forced if BIT[c] & FREE_DISCARD_MASK]
    if len(forced_trumps) + len(forced_free) < len(forced) or len(forced_trumps) > trumps or len(forced_free) > 2 - trumps:
        return None
    trump_pool = [c for c in cards_of(unseen & ORDINARY_TRUMP_MASK) if c not in forced_trumps]
    free_pool = [c for c in cards_of(unseen & FREE_DISCARD_MASK) if c not in forced_free]
    if len(trump_pool) < trumps - len(forced_trumps) or len(free_pool) < 2 - trumps - len(forced_free):
        return None
    for _ in range(DISCARD_DRAWS):
        chosen = forced_trumps + rng.sample(trump_pool, trumps - len(forced_trumps))
        chosen += forced_free + rng.sample(free_pool, 2 - trumps - len(forced_free))
        for c in chosen:
            count[allowed_of[c]] -= 1
        slack = hall_slack(count, room, everyone)
        if slack is not None:
            return chosen, slack
        for c in chosen:
            count[allowed_of[c]] += 1
    return None


def sample(observation: dict[str, Any], rng: random.Random) -> Tarocchi:
    """The game of :func:`games.sample_game` for Tarocchi: the deal dealt again and replayed.

    The seats' hands of the deal are rebuilt from a deal of the hidden cards
    (see :func:`deal_hidden`) and the cards they have played, and the public
    actions (the discard, every card played) are replayed on them.
    """
    from .engine import Tarocchi

    if observation["is_over"]:
        raise ValueError("The deal is over: every hand is shown, nothing is left to sample.")
    known = knowledge(observation)
    ways = public_exclusions(known)
    for _ in range(100):
        dealt = deal_hidden(known, ways[rng.randrange(len(ways))], rng)
        if dealt is not None:
            break
    else:
        raise RuntimeError("no deal of the hidden cards fits the observation")
    hands, discard = dealt
    plays: list[tuple[int, int]] = []
    for trick in [*observation["tricks"], observation["trick"]]:
        plays += [(entry["seat"], CARD[entry["card"]]) for entry in trick["cards"]]
    full = list(hands)
    for s, c in plays:
        full[s] |= BIT[c]
    discarded = observation["phase"] != "discard"
    if discarded:
        full[known.dealer] |= discard
    setup = {"dealer": known.dealer, "hands": [[CODES[c] for c in cards_of(mask)] for mask in full]}
    game = Tarocchi(seed=rng.randrange(MAX_SEED + 1), setup=setup)
    if discarded:
        low, high = cards_of(discard)
        game.apply(DISCARD_ACTION[low][high])
    for _, c in plays:
        game.apply(PLAY_ACTION[c])
    game.log = []
    return game
