"""Koi-Koi's own words: koi-koi, the yaku and their names stay Japanese (see docs/glossary)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy, pgettext_lazy

TERMS = [
    (
        # Translators: a word of the game as its players write it in your language; the forms that the rules and
        # the table use may be listed, separated by "|" (e.g. "ribbon|ribbons"). Koi-koi and the yaku stay Japanese.
        pgettext_lazy("koikoi term", "koi-koi"),
        gettext_lazy("“Come on!”: the call to play on after making a yaku, hoping for more, at the risk of the opponent scoring double."),
    ),
    (
        pgettext_lazy("koikoi term", "yaku"),
        gettext_lazy("A scoring set of captured cards, such as three brights or five ribbons; making one lets you stop."),
    ),
    (
        pgettext_lazy("koikoi term", "hanafuda"),
        gettext_lazy("“Flower cards”: the Japanese pack of 48 cards, four for each month, each month shown by its plant."),
    ),
    (
        pgettext_lazy("koikoi term", "oya"),
        gettext_lazy("The dealer of the round, who also plays first; the winner of a round becomes oya for the next."),
    ),
    (
        pgettext_lazy("koikoi term", "teshi"),
        gettext_lazy("A hand dealt with all four cards of one month: shown at once, it scores 6 and ends the round."),
    ),
    (
        pgettext_lazy("koikoi term", "kuttsuki"),
        gettext_lazy("A hand dealt as four pairs of months: shown at once, it scores 6 and ends the round."),
    ),
    (
        pgettext_lazy("koikoi term", "brights|bright"),
        gettext_lazy("Hikari: the five most valuable cards, the crane, the curtain, the moon, the rain man and the phoenix."),
    ),
    (
        pgettext_lazy("koikoi term", "animals|animal"),
        gettext_lazy("Tane: the nine cards showing an animal or a thing, such as the deer, the boar or the sake cup."),
    ),
    (
        pgettext_lazy("koikoi term", "ribbons|ribbon"),
        gettext_lazy("Tanzaku: the ten cards with a poem slip, red with writing, blue, or plain red."),
    ),
    (
        pgettext_lazy("koikoi term", "chaff"),
        gettext_lazy("Kasu: the twenty-four plain cards of the pack, worth least; ten of them make a yaku."),
    ),
    (
        pgettext_lazy("koikoi term", "Tane"),
        gettext_lazy("The yaku of five animal cards: 1 point, and 1 more for each further animal."),
    ),
    (
        pgettext_lazy("koikoi term", "Tanzaku"),
        gettext_lazy("The yaku of five ribbon cards: 1 point, and 1 more for each further ribbon."),
    ),
    (
        pgettext_lazy("koikoi term", "Kasu"),
        gettext_lazy("The yaku of ten chaff cards: 1 point, and 1 more for each further chaff card."),
    ),
    (
        pgettext_lazy("koikoi term", "field"),
        gettext_lazy("The cards lying face up between the players, waiting to be captured by a card of their month."),
    ),
    (
        pgettext_lazy("koikoi term", "sake cup"),
        gettext_lazy("The chrysanthemum animal card: it counts both as an animal and as chaff, and makes the sake yaku."),
    ),
]
