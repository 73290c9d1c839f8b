"""The Tarocco Piemontese, the tarot pack of Piedmont."""

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from cardavia.cards import tarocco

from ..catalog import Place, Tradition

# The context keeps these coins (denari) apart from the other decks' coins.
_NAMES = {
    "S": pgettext_lazy("tarocco card name", "%(rank)s of swords"),
    "B": pgettext_lazy("tarocco card name", "%(rank)s of batons"),
    "C": pgettext_lazy("tarocco card name", "%(rank)s of cups"),
    "D": pgettext_lazy("tarocco card name", "%(rank)s of coins"),
}
# Translators: the card of rank 1 (Spanish "as", Italian "asso").
_ACE = pgettext_lazy("card rank", "Ace")
# Figures keep their Italian names in every language (see the glossary).
_FIGURES = {"K": "Re", "Q": "Donna", "N": "Cavallo", "J": "Fante"}


def card_name(code: str) -> str:
    """"Re of cups", "Trump 21", "Matto"."""
    if code not in tarocco.PACK:
        raise KeyError(code)
    if code == tarocco.MATTO:
        return "Matto"
    if code[0] == "T" and code[1:].isdigit():
        return str(_("Trump %(number)s") % {"number": code[1:]})
    rank = code[:-1]
    rank_name = _FIGURES.get(rank) or (str(_ACE) if rank == "1" else rank)
    return str(_NAMES[code[-1]] % {"rank": rank_name})


TRADITION = Tradition(
    slug="tarocco-piemontese",
    name=_("Tarocco Piemontese"),
    kind=_("Italian-suited tarot"),
    place=Place(
        parts=(_("Piedmont"), _("Italy")),
        label=_("Piedmont"),
        longitude=7.9,
        latitude=45.1,
    ),
    cards=78,
    deck="tarocco",
    sample="T21",
    summary=_("The tarot pack of north-western Italy: four Italian suits, 21 trumps and the Matto."),
    description=(
        _(
            "Tarot cards were invented in northern Italy in the fifteenth century, not for fortune "
            "telling but for playing: a fifth suit of picture cards, the trumps, was added to the four "
            "Italian suits to make trick-taking games. Piedmont is one of the few regions where tarot "
            "games have been played without a break ever since; card makers there were printing "
            "tarot packs by 1505."
        ),
        _(
            "The Tarocco Piemontese has 78 cards: 21 numbered trumps, the Matto (the Fool), and four "
            "suits of fourteen cards, swords and batons (the long suits) and cups and coins (the round "
            "suits). Each suit has four figures, re, donna, cavallo and fante (king, queen, knight and "
            "jack). The pattern descends from the Tarot de Marseille, redrawn with double-headed "
            "figures, and it is the most common tarot pack in Italy, played above all in Piedmont."
        ),
        _(
            "What sets it apart: in the round suits the numbered cards rank upside down, so the ace is "
            "the highest of them and the 6 the lowest of those kept. In most of Piedmont trump 20, the "
            "Angel, beats trump 21, the World; in Piedicavallo, a village of the Cervo valley above "
            "Biella, the 21 is the highest trump and the game is played with 62 cards, leaving out "
            "the four lowest cards of each suit."
        ),
    ),
    card_name=card_name,
    wikipedia="https://en.wikipedia.org/wiki/Tarocco_Piemontese",
    order=30,
)
