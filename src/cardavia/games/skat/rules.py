"""Skat's rules as small tables and pure functions: cards, trumps, tricks, values.

A card is a number 0...31, its index in :data:`cardavia.cards.german.PACK`:
``suit * 8 + rank`` with suits Eichel, Grün, Herz, Schellen and ranks
Daus, König, Ober, Unter, 10, 9, 8, 7. Hands are bitmasks of card numbers.

A game type is a number: 0...3 the suit games (Eichel, Grün, Herz,
Schellen), 4 grand, 5 null.

>>> trick_winner(["UG", "AE", "UE"], "grand")
2
>>> trick_winner(["10H", "KH", "7E"], "eichel")
2
>>> trick_winner(["10H", "KH", "7E"], "null")
1
>>> sorted(legal_plays(["UH", "AS", "7E"], ["9S"], "schellen"))
['AS', 'UH']
>>> matadors(["UE", "UG", "AH", "10H", "7E", "8E", "9E", "KS", "OS", "7S", "8S", "9S"], "herz")
2
>>> matadors(["UH", "AH", "10H", "7E", "8E", "9E", "KS", "OS", "7S", "8S", "9S", "KE"], "herz")
-2
>>> bid_values()[:8], bid_values()[-1]
([18, 20, 22, 23, 24, 27, 30, 33], 264)
"""

from __future__ import annotations

from cardavia.cards.german import PACK

DECK_SIZE = 32
CODES: tuple[str, ...] = PACK
CARD: dict[str, int] = {code: number for number, code in enumerate(CODES)}
BIT: tuple[int, ...] = tuple(1 << number for number in range(DECK_SIZE))
FULL_MASK = (1 << DECK_SIZE) - 1

EICHEL, GRUEN, HERZ, SCHELLEN, GRAND, NULL = range(6)
GAME_NAMES = ("eichel", "gruen", "herz", "schellen", "grand", "null")
GAME_TYPE = {name: number for number, name in enumerate(GAME_NAMES)}
#: The base value of each suit game and of grand (null games have fixed values).
BASE = (12, 11, 10, 9, 24)
#: Null, null hand, null ouvert, null ouvert hand, keyed by (hand, ouvert).
NULL_VALUE = {(False, False): 23, (True, False): 35, (False, True): 46, (True, True): 59}

# Rank indices inside a suit, as in the pack: A K O U 10 9 8 7.
R_A, R_K, R_O, R_U, R_10, R_9, R_8, R_7 = range(8)
RANK_POINTS = (11, 4, 3, 2, 10, 0, 0, 0)
POINTS: tuple[int, ...] = tuple(RANK_POINTS[number % 8] for number in range(DECK_SIZE))

SUIT: tuple[int, ...] = tuple(number // 8 for number in range(DECK_SIZE))
UNTERS: tuple[int, ...] = tuple(suit * 8 + R_U for suit in range(4))  # UE UG UH US, highest first
UNTER_MASK = sum(BIT[card] for card in UNTERS)
SUIT_MASK: tuple[int, ...] = tuple(sum(BIT[suit * 8 + rank] for rank in range(8)) for suit in range(4))

#: Strength of a suit's card in a suit or grand game: A 10 K O 9 8 7 (the Unter is a trump).
_TRUMP_GAME_ORDER = (R_A, R_10, R_K, R_O, R_9, R_8, R_7)
#: Strength in null: A K O U 10 9 8 7, the natural order.
_NULL_ORDER = (R_A, R_K, R_O, R_U, R_10, R_9, R_8, R_7)

TRUMP_CLASS = 4  # the follow class of trumps


def _tables(game_type: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Per card: its follow class (0...3 a suit, 4 trumps) and its strength; per class: its mask.

    A card beats another of a trick when its strength is higher and it is a trump or of
    the led class: strengths of trumps are above 100, of suit cards 1...8.
    """
    klass = [0] * DECK_SIZE
    power = [0] * DECK_SIZE
    for card in range(DECK_SIZE):
        suit, rank = divmod(card, 8)
        if game_type == NULL:
            klass[card] = suit
            power[card] = 8 - _NULL_ORDER.index(rank)
        elif rank == R_U:
            klass[card] = TRUMP_CLASS
            power[card] = 120 - suit  # UE 120 > UG > UH > US 117
        elif suit == game_type:
            klass[card] = TRUMP_CLASS
            power[card] = 110 - _TRUMP_GAME_ORDER.index(rank)
        else:
            klass[card] = suit
            power[card] = 7 - _TRUMP_GAME_ORDER.index(rank)
    masks = tuple(sum(BIT[card] for card in range(DECK_SIZE) if klass[card] == k) for k in range(5))
    return tuple(klass), tuple(power), masks


_TABLES = tuple(_tables(game_type) for game_type in range(6))
#: CLASS[game_type][card], POWER[game_type][card], CLASS_MASK[game_type][class].
CLASS: tuple[tuple[int, ...], ...] = tuple(table[0] for table in _TABLES)
POWER: tuple[tuple[int, ...], ...] = tuple(table[1] for table in _TABLES)
CLASS_MASK: tuple[tuple[int, ...], ...] = tuple(table[2] for table in _TABLES)


def trump_sequence(game_type: int) -> tuple[int, ...]:
    """The trumps of a suit or grand game, highest first (the matadors' sequence)."""
    if game_type == GRAND:
        return UNTERS
    return UNTERS + tuple(game_type * 8 + rank for rank in _TRUMP_GAME_ORDER)


TRUMP_SEQUENCE: tuple[tuple[int, ...], ...] = tuple(trump_sequence(game_type) for game_type in range(5))


def matadors_of(cards: int, game_type: int) -> int:
    """Matadors of the declarer's twelve cards (a mask): ``n`` "with n", ``-n`` "without n"."""
    sequence = TRUMP_SEQUENCE[game_type]
    holds_top = bool(cards & BIT[sequence[0]])
    count = 0
    for card in sequence:
        if bool(cards & BIT[card]) != holds_top:
            break
        count += 1
    return count if holds_top else -count


def winner_of(cards: list[int] | tuple[int, ...], game_type: int) -> int:
    """The index in play order of the card that wins a full trick."""
    klass, power = CLASS[game_type], POWER[game_type]
    led = klass[cards[0]]
    best, best_power = 0, power[cards[0]]
    for index in range(1, len(cards)):
        card = cards[index]
        strength = power[card]
        if strength > best_power and (klass[card] == led or klass[card] == TRUMP_CLASS):
            best, best_power = index, strength
    return best


def legal_mask(hand: int, led_card: int | None, game_type: int) -> int:
    """The cards of ``hand`` that may be played to a trick led by ``led_card`` (None: leading)."""
    if led_card is None:
        return hand
    follow = hand & CLASS_MASK[game_type][CLASS[game_type][led_card]]
    return follow or hand


def bid_values() -> list[int]:
    """Every bid the value list allows, ascending: every value a game can have, from 18.

    Suit games reach 18 × their base, grand 11 × 24 = 264; null games are 23, 35, 46, 59.
    """
    values = {base * level for base in BASE[:4] for level in range(2, 19)}
    values |= {24 * level for level in range(2, 12)}
    values |= set(NULL_VALUE.values())
    return sorted(value for value in values if value >= 18)


BID_VALUES: tuple[int, ...] = tuple(bid_values())


def next_bid(current: int) -> int | None:
    """The next value of the list above ``current`` (0: none bid yet), or None above 264."""
    for value in BID_VALUES:
        if value > current:
            return value
    return None


def overbid_value(bid: int, unit: int) -> int:
    """The lowest multiple of ``unit`` (the base, or a null game's value) that reaches ``bid``."""
    return -(-bid // unit) * unit


# -- the same in notation, for tests and the AI ----------------------------------------------------


def mask_of(codes: list[str] | tuple[str, ...]) -> int:
    mask = 0
    for code in codes:
        mask |= BIT[CARD[code]]
    return mask


def cards_of(mask: int) -> list[int]:
    cards = []
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    return cards


def trick_winner(cards: list[str], game: str) -> int:
    """The index in play order of the winning card of a full trick, in notation."""
    return winner_of([CARD[code] for code in cards], GAME_TYPE[game])


def legal_plays(hand: list[str], trick: list[str], game: str) -> set[str]:
    """The cards of ``hand`` that may be played to ``trick`` (the cards played so far)."""
    led = CARD[trick[0]] if trick else None
    return {CODES[card] for card in cards_of(legal_mask(mask_of(hand), led, GAME_TYPE[game]))}


def matadors(cards: list[str], game: str) -> int:
    """Matadors of the declarer's twelve cards in notation (see :func:`matadors_of`)."""
    return matadors_of(mask_of(cards), GAME_TYPE[game])


def card_points(code: str) -> int:
    return POINTS[CARD[code]]


#: The order in which a hand is shown: Unters, then each suit A 10 K O 9 8 7.
_DISPLAY_RANK: dict[int, int] = {
    card: index
    for index, card in enumerate(
        sorted(range(DECK_SIZE), key=lambda c: (0, SUIT[c]) if c % 8 == R_U else (1 + SUIT[c], _TRUMP_GAME_ORDER.index(c % 8)))
    )
}


def display_sorted(mask: int) -> list[str]:
    """A hand in notation, in the order players sort it: Unters first, then each suit A 10 K O 9 8 7."""
    return [CODES[card] for card in sorted(cards_of(mask), key=_DISPLAY_RANK.__getitem__)]
