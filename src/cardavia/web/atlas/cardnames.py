"""Card names in the reader's language, for alt text and text chips.

>>> from django.utils import translation
>>> with translation.override("en"):
...     str(card_name("spanish", "1E")), str(card_name("tarocco", "KC")), str(card_name("money", "OT"))
('Ace of swords', 'Re of cups', 'Old Thousand')
>>> with translation.override("en"):
...     [str(part) for part in chip("tarocco", "1C")]
['Ace', 'cups']
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from cardavia.cards import money, spanish, tarocco

# Full names, one format per suit so that each language can decline the suit,
# and one context per deck: the coins of the Spanish pack (oros), of the money
# cards (piah, 饼) and of the tarocco (denari) have different names.
_SPANISH_NAMES = {
    "O": pgettext_lazy("Spanish card name", "%(rank)s of coins"),
    "C": pgettext_lazy("Spanish card name", "%(rank)s of cups"),
    "E": pgettext_lazy("Spanish card name", "%(rank)s of swords"),
    "B": pgettext_lazy("Spanish card name", "%(rank)s of clubs"),
}
_MONEY_NAMES = {
    "C": pgettext_lazy("money card name", "%(rank)s of coins"),
    "S": pgettext_lazy("money card name", "%(rank)s of strings"),
    "M": pgettext_lazy("money card name", "%(rank)s of myriads"),
}
_TAROCCO_NAMES = {
    "S": pgettext_lazy("tarocco card name", "%(rank)s of swords"),
    "B": pgettext_lazy("tarocco card name", "%(rank)s of batons"),
    "C": pgettext_lazy("tarocco card name", "%(rank)s of cups"),
    "D": pgettext_lazy("tarocco card name", "%(rank)s of coins"),
}
# Short suit words under the rank on a text chip.
_SUIT_WORDS = {
    "spanish": {
        "O": pgettext_lazy("Spanish suit", "coins"),
        "C": pgettext_lazy("Spanish suit", "cups"),
        "E": pgettext_lazy("Spanish suit", "swords"),
        "B": pgettext_lazy("Spanish suit", "clubs"),
    },
    "money": {
        "C": pgettext_lazy("money suit", "coins"),
        "S": pgettext_lazy("money suit", "strings"),
        "M": pgettext_lazy("money suit", "myriads"),
    },
    "tarocco": {
        "S": pgettext_lazy("tarocco suit", "swords"),
        "B": pgettext_lazy("tarocco suit", "batons"),
        "C": pgettext_lazy("tarocco suit", "cups"),
        "D": pgettext_lazy("tarocco suit", "coins"),
        "T": pgettext_lazy("tarocco suit", "trump"),
    },
}
# Translators: the card of rank 1 (Spanish "as", Italian "asso").
_ACE = pgettext_lazy("card rank", "Ace")
# Figures keep their names in the language of the game (see the glossary).
_SPANISH_FIGURES = {10: "Sota", 11: "Caballo", 12: "Rey"}
_TAROCCO_FIGURES = {"K": "Re", "Q": "Donna", "N": "Cavallo", "J": "Fante"}
_HONOURS = {
    "OT": _("Old Thousand"),
    "RF": _("Red Flower"),
    "WF": _("White Flower"),
    "WS": _("White Snake"),
    "GS": _("Green Snake"),
    "MK": _("Monk"),
}


def _spanish_rank(rank: int) -> str:
    if rank == 1:
        return str(_ACE)
    return _SPANISH_FIGURES.get(rank, str(rank))


def _tarocco_rank(code: str) -> str:
    rank = code[:-1]
    if rank in _TAROCCO_FIGURES:
        return _TAROCCO_FIGURES[rank]
    return str(_ACE) if rank == "1" else rank


def card_name(deck: str, code: str) -> str:
    """The full name of a card, e.g. "Ace of swords"; ``KeyError`` for a card not in the deck."""
    if deck == "spanish":
        if code in spanish.JOKERS:
            return str(_("Joker"))
        return str(_SPANISH_NAMES[spanish.suit_of(code)] % {"rank": _spanish_rank(spanish.rank_of(code))})
    if deck == "money":
        if money.is_honour(code):
            return str(_HONOURS[code])
        return str(_MONEY_NAMES[code[-1]] % {"rank": code[:-1]})
    if deck == "tarocco":
        if code == tarocco.MATTO:
            return "Matto"
        if code[0] == "T" and code[1:].isdigit():
            return str(_("Trump %(number)s") % {"number": code[1:]})
        return str(_TAROCCO_NAMES[code[-1]] % {"rank": _tarocco_rank(code)})
    raise KeyError(deck)


def chip(deck: str, code: str) -> tuple[str, str]:
    """The two lines of a text chip: the rank, and the suit word (empty for honours and the Matto)."""
    if deck == "spanish":
        if code in spanish.JOKERS:
            return str(_("Joker")), ""
        rank = spanish.rank_of(code)  # figures show their corner number, as on the cards
        return (str(_ACE) if rank == 1 else str(rank)), str(_SUIT_WORDS[deck][spanish.suit_of(code)])
    if deck == "money":
        if money.is_honour(code):
            return str(_HONOURS[code]), ""
        return code[:-1], str(_SUIT_WORDS[deck][code[-1]])
    if deck == "tarocco":
        if code == tarocco.MATTO:
            return "Matto", ""
        if code[0] == "T" and code[1:].isdigit():
            return code[1:], str(_SUIT_WORDS[deck]["T"])
        return _tarocco_rank(code), str(_SUIT_WORDS[deck][code[-1]])
    raise KeyError(deck)


def suit_class(deck: str, code: str) -> str:
    """A CSS class for the chip's colour: ``suit-<letter>``, or ``suit-honour``."""
    if deck == "money" and money.is_honour(code):
        return "suit-honour"
    if deck == "tarocco" and (code == tarocco.MATTO or code[0] == "T"):
        return "suit-trump"
    if deck == "spanish" and code in spanish.JOKERS:
        return "suit-honour"
    return f"suit-{code[-1]}"
