"""The standard 52-card pack with two jokers, as printed and played in China (扑克)."""

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from cardavia.cards import french

from ..catalog import Place, Tradition

# One format per suit, so that each language can decline the suit; the context
# keeps these suits apart from the other decks' (the Spanish pack has clubs too).
_NAMES = {
    "S": pgettext_lazy("French card name", "%(rank)s of spades"),
    "H": pgettext_lazy("French card name", "%(rank)s of hearts"),
    "D": pgettext_lazy("French card name", "%(rank)s of diamonds"),
    "C": pgettext_lazy("French card name", "%(rank)s of clubs"),
}
_FIGURES = {
    # Translators: the card of rank 1 (Spanish "as", Italian "asso").
    "A": pgettext_lazy("card rank", "Ace"),
    # Translators: the court card of the French-suited pack (Chinese 钩 or J).
    "J": pgettext_lazy("card rank", "Jack"),
    # Translators: the court card of the French-suited pack (Chinese 圈 or Q).
    "Q": pgettext_lazy("card rank", "Queen"),
    # Translators: the court card of the French-suited pack (Chinese 凯 or K).
    "K": pgettext_lazy("card rank", "King"),
}
_JOKERS = {
    # Translators: the colour joker, 大王 ("big king") in Chinese; it beats the small joker.
    "RJ": pgettext_lazy("French card name", "Big Joker"),
    # Translators: the black joker, 小王 ("small king") in Chinese.
    "BJ": pgettext_lazy("French card name", "Small Joker"),
}


def card_name(code: str) -> str:
    """"Ace of spades", "10 of hearts", "King of clubs", "Big Joker"."""
    if code not in french.PACK:
        raise KeyError(code)
    if code in french.JOKERS:
        return str(_JOKERS[code])
    rank = french.rank_of(code)
    return str(_NAMES[french.suit_of(code)] % {"rank": str(_FIGURES.get(rank, rank))})


TRADITION = Tradition(
    slug="standard-pack-china",
    name=_("Standard pack with two jokers as played in China (扑克)"),
    kind=_("French-suited cards, Anglo-American pattern"),
    place=Place(
        parts=(_("China"),),
        label=_("China"),
        # A central point of the country: the pack is the same from Harbin to Hainan.
        longitude=108.0,
        latitude=34.0,
    ),
    cards=54,
    deck="french",
    sample="RJ",
    summary=_(
        "The everyday pack of China: spades, hearts, diamonds and clubs, and two jokers that are "
        "the highest cards of the game."
    ),
    description=(
        _(
            "The French suits, spades, hearts, diamonds and clubs, came to China with Western "
            "traders in the treaty ports, and the 52-card pack of the Anglo-American pattern became "
            "the everyday pack of the whole country. It is called 扑克 (pūkè), from the English "
            "word poker. Chinese makers print it with two jokers, 54 cards, and sell it everywhere, "
            "from village shops to railway stations."
        ),
        _(
            "The faces are those of the Anglo-American pack: the rank and a small suit sign in two "
            "corners, A, 2 to 10, J, Q and K; the pips in the familiar layouts; kings, queens and "
            "jacks as double-ended half figures, the jacks of spades and hearts and the king of "
            "diamonds seen in profile. The two jokers carry the word JOKER down the corner and a "
            "jester: the big joker, 大王 (dà wáng, big king), is printed in colour, the small "
            "joker, 小王 (xiǎo wáng, small king), in black."
        ),
        _(
            "What sets it apart is how it is used. In the climbing games that fill Chinese card "
            "tables, where each play must beat the one before, the jokers are not spares but the "
            "two highest cards, and in Dou Dizhu the pair of them, the rocket, beats everything; "
            "the 2 ranks above the ace; and the suits hardly matter, because plays are made of "
            "ranks: singles, pairs, runs, bombs of four. Players name cards by rank alone, \"a pair "
            "of sevens\", \"the big king\", and rarely say a suit."
        ),
        _(
            "The best known of these games, Dou Dizhu (斗地主, fight the landlord), grew up in "
            "Hubei in the 1990s and spread to the whole country through online play in the 2000s. "
            "Three play: the landlord, who wins the bidding and takes three extra cards, against "
            "two peasants playing together. It is now one of the most played card games in China."
        ),
    ),
    card_name=card_name,
    wikipedia="https://en.wikipedia.org/wiki/Dou_dizhu",
    order=40,
)
