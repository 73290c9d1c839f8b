"""Chinese money cards of the Ceki pattern, as played in Java."""

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from cardavia.cards import money

from ..catalog import Place, Tradition

# The context keeps these coins (piah, 饼) apart from the other decks' coins.
_NAMES = {
    "C": pgettext_lazy("money card name", "%(rank)s of coins"),
    "S": pgettext_lazy("money card name", "%(rank)s of strings"),
    "M": pgettext_lazy("money card name", "%(rank)s of myriads"),
}
_HONOURS = {
    "OT": _("Old Thousand"),
    "RF": _("Red Flower"),
    "WF": _("White Flower"),
    "WS": _("White Snake"),
    "GS": _("Green Snake"),
    "MK": _("Monk"),
}


def card_name(code: str) -> str:
    """"5 of strings", "Old Thousand"."""
    if code not in money.PACK:
        raise KeyError(code)
    if money.is_honour(code):
        return str(_HONOURS[code])
    return str(_NAMES[code[-1]] % {"rank": code[:-1]})


TRADITION = Tradition(
    slug="chinese-money-cards",
    name=_("Chinese money cards"),
    kind=_("Ceki pattern"),
    place=Place(
        parts=(_("Java"), _("Indonesia")),
        label=_("Java"),
        longitude=110.4,
        latitude=-7.2,
    ),
    cards=120,
    deck="money",
    sample="OT",
    summary=_("Long, narrow cards whose suits count money: coins, strings of coins and myriads."),
    description=(
        _(
            "Money-suited cards are among the oldest playing cards in the world. They began in China, "
            "where the suits counted money: single coins, strings of a hundred coins, and myriads, "
            "ten thousand coins. The same three suits live on in mahjong, which grew out of card games "
            "like these."
        ),
        _(
            "Hokkien traders and settlers brought the cards to Southeast Asia. In Java, Sumatra and "
            "the Malay Peninsula they became the Ceki cards, played in Chinese-Indonesian (Peranakan) "
            "and Javanese families under names such as Ceki, Cheki and Kowah. A pack has 30 different "
            "faces: 1 to 9 in each of the three suits, and the three honours Old Thousand, Red Flower "
            "and White Flower. Two packs are shuffled together, so every face appears four times: "
            "120 cards."
        ),
        _(
            "What sets them apart: the cards are long and narrow, and their faces are abstract. A "
            "player reads the rank from a stylised numeral and the suit from its mark rather than "
            "counting pips, and a red stamp marks three faces, the 9 of strings, the Red Flower and "
            "the Old Thousand. The games are draw-and-discard games of sets, closer to rummy and "
            "mahjong than to trick-taking."
        ),
    ),
    card_name=card_name,
    wikipedia="https://en.wikipedia.org/wiki/Money-suited_playing_cards",
    order=20,
)
