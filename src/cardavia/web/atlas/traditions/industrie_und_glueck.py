"""Industrie und Glück, the 54-card tarock pack as played in Slovenia."""

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from cardavia.cards import industrie

from ..catalog import Place, Tradition

# The contexts keep these French suits and courts apart from those of other
# decks, whose players may use other words for them.
_NAMES = {
    "H": pgettext_lazy("tarok card name", "%(rank)s of hearts"),
    "D": pgettext_lazy("tarok card name", "%(rank)s of diamonds"),
    "S": pgettext_lazy("tarok card name", "%(rank)s of spades"),
    "C": pgettext_lazy("tarok card name", "%(rank)s of clubs"),
}
_COURTS = {
    "K": pgettext_lazy("tarok court", "King"),
    "Q": pgettext_lazy("tarok court", "Queen"),
    # Translators: the cavall, the court between the queen and the jack (Slovenian kaval).
    "N": pgettext_lazy("tarok court", "Knight"),
    "J": pgettext_lazy("tarok court", "Jack"),
}
# Translators: a tarok (trump) named by its number, e.g. "Tarok 12".
_TAROK = pgettext_lazy("tarok card name", "Tarok %(number)s")
# The trula keep their own names in every language, as Slovenian players say them.
_TRULA = {industrie.PAGAT: "Pagat", industrie.MOND: "Mond", industrie.SKIS: "Škis"}


def card_name(code: str) -> str:
    """"Pagat", "Tarok 12", "Škis", "King of hearts", "10 of clubs"."""
    if code not in industrie.PACK:
        raise KeyError(code)
    if code in _TRULA:
        return _TRULA[code]
    if industrie.suit_of(code) == "T":
        return str(_TAROK % {"number": industrie.rank_of(code)})
    rank = industrie.rank_of(code)
    rank_name = str(_COURTS[rank]) if rank in _COURTS else rank
    return str(_NAMES[industrie.suit_of(code)] % {"rank": rank_name})


TRADITION = Tradition(
    slug="industrie-und-glueck",
    name=_("Industrie und Glück tarock"),
    kind=_("French-suited tarock"),
    place=Place(
        parts=(_("Slovenia"),),
        label=_("Slovenia"),
        longitude=14.5,
        latitude=46.1,
    ),
    cards=54,
    deck="industrie",
    sample=industrie.SKIS,
    summary=_("The tarock pack of Slovenia: 22 taroks with scenes of country and town life, and four French suits."),
    description=(
        _(
            "The Industrie und Glück pattern goes back to Vienna around 1815 and takes its name, "
            "“industry and luck”, from the motto on trump II. It spread across the Habsburg lands as "
            "the usual pack for tarock games and is still printed today; in Slovenia, where tarok is "
            "the most popular card game, it is the pack every player knows."
        ),
        _(
            "The Slovenian pack has 54 cards. The 22 taroks are the trumps: 21 numbered in Roman "
            "numerals, each showing two small genre scenes, one in each half of the card, of life in "
            "the country and in town, and the Škis, the highest, a harlequin-like musician with no "
            "number. The four French suits have a king, a queen, a knight (the cavall) and a jack, all "
            "double-ended, and four pip cards: 1 to 4 in hearts and diamonds, where the 1 ranks "
            "highest, and 7 to 10 in spades and clubs."
        ),
        _(
            "What sets it apart: the trumps carry no allegories, unlike older tarot packs, only "
            "everyday scenes, and the lowest and highest numbered taroks, the Pagat (I) and the Mond "
            "(XXI), form with the Škis the trula, worth five card points each like the kings. The pack "
            "is used for Slovenian Tarok, played by three or four players with an auction of contracts, "
            "a called king for a partner, the talon and bonuses such as the trula and pagat ultimo."
        ),
    ),
    card_name=card_name,
    wikipedia="https://en.wikipedia.org/wiki/Industrie_und_Gl%C3%BCck",
    order=40,
)
