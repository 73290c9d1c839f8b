"""Hanafuda (花札), the Japanese flower cards, made in Kyoto."""

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from cardavia.cards import hanafuda

from ..catalog import Place, Tradition

# Every card's full name, so that each language can word it in its own way. The context keeps
# these names (a "ribbon", a "chaff" card, the plants) apart from the same words elsewhere.
_NAMES = {
    "1a": pgettext_lazy("hanafuda card name", "Pine with crane and sun"),
    "1b": pgettext_lazy("hanafuda card name", "Pine with poetry ribbon"),
    "2a": pgettext_lazy("hanafuda card name", "Plum with bush warbler"),
    "2b": pgettext_lazy("hanafuda card name", "Plum with poetry ribbon"),
    "3a": pgettext_lazy("hanafuda card name", "Cherry with curtain"),
    "3b": pgettext_lazy("hanafuda card name", "Cherry with poetry ribbon"),
    "4a": pgettext_lazy("hanafuda card name", "Wisteria with cuckoo"),
    "4b": pgettext_lazy("hanafuda card name", "Wisteria with red ribbon"),
    "5a": pgettext_lazy("hanafuda card name", "Iris with eight-plank bridge"),
    "5b": pgettext_lazy("hanafuda card name", "Iris with red ribbon"),
    "6a": pgettext_lazy("hanafuda card name", "Peony with butterflies"),
    "6b": pgettext_lazy("hanafuda card name", "Peony with blue ribbon"),
    "7a": pgettext_lazy("hanafuda card name", "Bush clover with boar"),
    "7b": pgettext_lazy("hanafuda card name", "Bush clover with red ribbon"),
    "8a": pgettext_lazy("hanafuda card name", "Susuki with full moon"),
    "8b": pgettext_lazy("hanafuda card name", "Susuki with geese"),
    "9a": pgettext_lazy("hanafuda card name", "Chrysanthemum with sake cup"),
    "9b": pgettext_lazy("hanafuda card name", "Chrysanthemum with blue ribbon"),
    "10a": pgettext_lazy("hanafuda card name", "Maple with deer"),
    "10b": pgettext_lazy("hanafuda card name", "Maple with blue ribbon"),
    "11a": pgettext_lazy("hanafuda card name", "Willow with rain man"),
    "11b": pgettext_lazy("hanafuda card name", "Willow with swallow"),
    "11c": pgettext_lazy("hanafuda card name", "Willow with red ribbon"),
    "11d": pgettext_lazy("hanafuda card name", "Willow with lightning"),
    "12a": pgettext_lazy("hanafuda card name", "Paulownia with phoenix"),
}
# The plain cards (カス) of each month, January first.
_CHAFF = (
    pgettext_lazy("hanafuda card name", "Pine chaff"),
    pgettext_lazy("hanafuda card name", "Plum chaff"),
    pgettext_lazy("hanafuda card name", "Cherry chaff"),
    pgettext_lazy("hanafuda card name", "Wisteria chaff"),
    pgettext_lazy("hanafuda card name", "Iris chaff"),
    pgettext_lazy("hanafuda card name", "Peony chaff"),
    pgettext_lazy("hanafuda card name", "Bush clover chaff"),
    pgettext_lazy("hanafuda card name", "Susuki chaff"),
    pgettext_lazy("hanafuda card name", "Chrysanthemum chaff"),
    pgettext_lazy("hanafuda card name", "Maple chaff"),
    pgettext_lazy("hanafuda card name", "Willow chaff"),
    pgettext_lazy("hanafuda card name", "Paulownia chaff"),
)


def card_name(code: str) -> str:
    """"Pine with crane and sun", "Maple chaff"."""
    if code not in hanafuda.KIND:
        raise KeyError(code)
    if code in _NAMES:
        return str(_NAMES[code])
    return str(_CHAFF[hanafuda.month_of(code) - 1])


TRADITION = Tradition(
    slug="hanafuda",
    name=_("Hanafuda (花札)"),
    kind=_("Japanese flower cards"),
    place=Place(
        parts=(_("Kyoto"), _("Japan")),
        label=_("Kyoto"),
        longitude=135.8,
        latitude=35.0,
    ),
    cards=48,
    deck="hanafuda",
    sample="1a",
    summary=_("Twelve months of four cards, each month a flower or plant of the Japanese year, and no numbers at all."),
    description=(
        _(
            "Portuguese traders brought playing cards to Japan in the sixteenth century, and Japanese "
            "makers soon copied them as karuta, from the Portuguese carta. Under the Edo shogunate card "
            "gambling was banned again and again, and each ban was answered by new packs whose suits "
            "were harder to recognise. The lasting disguise was the flower cards, hanafuda: no suits "
            "and no numbers, only the plants of the twelve months. After the bans were lifted in the "
            "Meiji era, Fusajiro Yamauchi founded Nintendo in Kyoto in 1889 to make them by hand, and "
            "Nintendo still prints them."
        ),
        _(
            "Each month has four cards: January pine, with the crane and the sun; February plum, "
            "with the bush warbler; March cherry, with the curtain of a blossom-viewing party; April "
            "wisteria, with the cuckoo and the moon; May iris, with the eight-plank bridge of the Tales "
            "of Ise; June peony, with butterflies; July bush clover, with the boar; August susuki grass "
            "on the hill, with the full moon and with geese; September chrysanthemum, with the sake "
            "cup; October maple, with the deer; November willow, with the poet Ono no Michikaze under "
            "his umbrella watching a frog leap for a branch, a swallow, and the thunder god's "
            "lightning; December paulownia, with the phoenix."
        ),
        _(
            "A card's worth is read from its picture: five brights, nine animals, ten ribbons and "
            "twenty-four plain cards (chaff). The red ribbons of pine and plum are written "
            "あかよろし (akayoroshi, 'truly splendid') and that of cherry みよしの (Miyoshino, the "
            "cherry hills of Yoshino); peony, chrysanthemum and maple have blue ribbons, and the other "
            "ribbons are plain red. The cards are small and stiff, black paper folded over the edge of "
            "a white face, and are slapped down on the table."
        ),
        _(
            "The best-known game is Koi-Koi (こいこい), for two players: a card from the hand takes a "
            "card of the same month from the table, the cards taken form scoring sets (yaku), and a "
            "player who has made one must choose between stopping to score it and calling koi-koi, "
            "'come on', to play on for more. The same cards are played in Korea as hwatu and in "
            "Hawaii."
        ),
    ),
    card_name=card_name,
    wikipedia="https://en.wikipedia.org/wiki/Hanafuda",
    order=40,
)
