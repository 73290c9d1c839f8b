"""The German-suited pack of the Altenburg (Saxon) pattern, on which Skat is played."""

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from cardavia.cards import german

from ..catalog import Place, Tradition

# One format per suit, so that each language can decline the suit or join it to the rank
# (German "Eichel-Unter"); the context keeps these hearts and leaves apart from other decks'.
_NAMES = {
    "E": pgettext_lazy("German card name", "%(rank)s of acorns"),
    "G": pgettext_lazy("German card name", "%(rank)s of leaves"),
    "H": pgettext_lazy("German card name", "%(rank)s of hearts"),
    "S": pgettext_lazy("German card name", "%(rank)s of bells"),
}
# Translators: the crowned figure of the German-suited pack (German "König").
_KING = pgettext_lazy("German card rank", "King")
# Daus, Ober and Unter keep their German names in every language, as Skat players say them
# (see the glossary).
_FIGURES = {"A": "Daus", "O": "Ober", "U": "Unter"}


def card_name(code: str) -> str:
    """"Unter of acorns", "Daus of bells", "10 of hearts"."""
    if code not in german.PACK:
        raise KeyError(code)
    rank = german.rank_of(code)
    rank_name = str(_KING) if rank == "K" else _FIGURES.get(rank, rank)
    return str(_NAMES[german.suit_of(code)] % {"rank": rank_name})


TRADITION = Tradition(
    slug="german-altenburg",
    name=_("German-suited pack, Altenburg pattern"),
    kind=_("German-suited cards"),
    place=Place(
        parts=(_("Altenburg"), _("Thuringia"), _("Germany")),
        label=_("Altenburg"),
        longitude=12.43,
        latitude=50.99,
    ),
    cards=32,
    deck="german",
    sample="UE",
    summary=_("The 32-card German-suited pack of Saxony and Thuringia, with acorns, leaves, hearts and bells: the cards of Skat."),
    description=(
        _(
            "Skat was invented in Altenburg, in eastern Thuringia, between about 1810 and 1820, by the "
            "members of the Brommesche Tarokgesellschaft, a circle of notables who met to play cards, "
            "out of older games such as Schafkopf, Tarock and L'Hombre. "
            "The town is still the home of Skat: the International Skat Court, which rules on disputed "
            "games, sits there, and the Spielkartenfabrik Altenburg has printed cards there since the "
            "nineteenth century."
        ),
        _(
            "The pack is German-suited, the suit system settled in the German lands around 1450: "
            "Eichel (acorns), Grün or Laub (leaves), Herz (hearts) and Schellen (hawk bells), which "
            "Skat ranks in that order and which answer to clubs, spades, hearts and diamonds. Each "
            "suit has the Daus, the König, the Ober and the Unter, then the 10 down to the 7. The Daus "
            "was once the two (its name comes from the French deux) and now stands above the König; "
            "the Ober is the upper officer and the Unter the lower, and in Skat the four Unter are the "
            "highest trumps."
        ),
        _(
            "The Altenburg cards are the Saxon pattern, drawn by the card makers of Leipzig and "
            "Dresden from the eighteenth century on and made double-ended in the late nineteenth, so "
            "that a card reads the same either way up. Its kings are crowned, with two suit signs "
            "beside them, the Ober holds his sign high and the Unter holds his low, the Daus cards "
            "show a large sign with the decoration of the pattern, among them the arms of Saxony with "
            "their crossed swords, and the tens carry the Roman X. In Saxony and Thuringia Skat is "
            "played with these cards rather than with French suits."
        ),
    ),
    card_name=card_name,
    wikipedia="https://en.wikipedia.org/wiki/German-suited_playing_cards",
    order=40,
)
