"""The South American Catalan pack (Spanish suits), on which Truco is played."""

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from cardavia.cards import spanish

from ..catalog import Place, Tradition

# One format per suit, so that each language can decline the suit; the
# context keeps these coins (oros) apart from the other decks' coins.
_NAMES = {
    "O": pgettext_lazy("Spanish card name", "%(rank)s of coins"),
    "C": pgettext_lazy("Spanish card name", "%(rank)s of cups"),
    "E": pgettext_lazy("Spanish card name", "%(rank)s of swords"),
    "B": pgettext_lazy("Spanish card name", "%(rank)s of clubs"),
}
# Translators: the card of rank 1 (Spanish "as", Italian "asso").
_ACE = pgettext_lazy("card rank", "Ace")
# Figures keep their Spanish names in every language (see the glossary).
_FIGURES = {10: "Sota", 11: "Caballo", 12: "Rey"}


def card_name(code: str) -> str:
    """"Ace of swords", "Sota of cups", "Joker"."""
    if code in spanish.JOKERS:
        return str(_("Joker"))
    if code not in spanish.PACK:
        raise KeyError(code)
    rank = spanish.rank_of(code)
    rank_name = str(_ACE) if rank == 1 else _FIGURES.get(rank, str(rank))
    return str(_NAMES[spanish.suit_of(code)] % {"rank": rank_name})


TRADITION = Tradition(
    slug="south-american-catalan",
    name=_("South American Catalan"),
    kind=_("Spanish-suited cards"),
    place=Place(
        parts=(_("Manaus"), _("Amazonas"), _("Brazil")),
        label=_("Manaus"),
        longitude=-60.02,
        latitude=-3.12,
    ),
    cards=50,
    deck="spanish",
    sample="1E",
    summary=_("The Spanish-suited pack of South America, with coins, cups, swords and clubs."),
    description=(
        _(
            "Spanish-suited cards crossed the Atlantic with the first Spanish sailors and settlers in "
            "the sixteenth century, and card makers in the Americas have printed them ever since. The "
            "four suits are oros (coins), copas (cups), espadas (swords) and bastos (clubs). Each suit "
            "runs from 1 to 9 and ends with three figures: the sota (a page, numbered 10), the caballo "
            "(a rider on horseback, 11) and the rey (the king, 12)."
        ),
        _(
            "The Catalan pattern, first drawn in Barcelona, is the design that took root in South "
            "America. Its local version is the everyday pack of Argentina, Uruguay and Chile, and of "
            "the players of southern Brazil; the edition shown here comes from a card maker in Manaus, "
            "in the Brazilian state of Amazonas. It is sold as a pack of 50 cards: 48 suit cards and "
            "two jokers."
        ),
        _(
            "What sets it apart: the swords are straight blades and the clubs are knotty cudgels, the "
            "figures stand full-length, and the corners carry the number of every card, figures "
            "included. Truco uses 40 of the cards: the 8s, the 9s and the jokers are taken out, and "
            "two aces, of swords and of clubs, become the strongest cards of the game."
        ),
    ),
    wikipedia="https://en.wikipedia.org/wiki/Spanish-suited_playing_cards",
    card_name=card_name,
    order=10,
)
