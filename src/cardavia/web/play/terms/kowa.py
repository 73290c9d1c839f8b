"""Kowa's own words: cheki stays as the players say it (see docs/glossary)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy, pgettext_lazy

TERMS = [
    (
        # Translators: a word of the game as its players write it in your language; the forms that the rules and
        # the table use may be listed, separated by "|" (e.g. "triplet|triplets"). Cheki stays as it is.
        pgettext_lazy("kowa term", "cheki"),
        gettext_lazy("Declaring that your hand is ready: you lay your pair face up and may no longer change your hand."),
    ),
    (
        pgettext_lazy("kowa term", "ready"),
        gettext_lazy("A hand of two triplets and an identical pair: only such a hand can declare cheki."),
    ),
    (
        pgettext_lazy("kowa term", "wait|waits"),
        gettext_lazy("The pair a player has laid face up: the third card of it wins for them, whoever brings it out."),
    ),
    (
        pgettext_lazy("kowa term", "triplet|triplets"),
        gettext_lazy("Three cards of the same rank in any suits, or three identical honours."),
    ),
    (
        pgettext_lazy("kowa term", "pair|pairs"),
        gettext_lazy("Two identical cards: the same rank and suit, or the same honour."),
    ),
    (
        pgettext_lazy("kowa term", "honour|honours"),
        gettext_lazy("The Old Thousand, the Red Flower and the White Flower: three kinds of their own, never wild."),
    ),
    (
        pgettext_lazy("kowa term", "Old Thousand"),
        gettext_lazy("One of the three honours; it goes only with other Old Thousands."),
    ),
    (
        pgettext_lazy("kowa term", "Red Flower"),
        gettext_lazy("One of the three honours; it goes only with other Red Flowers."),
    ),
    (
        pgettext_lazy("kowa term", "White Flower"),
        gettext_lazy("One of the three honours; it goes only with other White Flowers."),
    ),
    (
        pgettext_lazy("kowa term", "stock"),
        gettext_lazy("The face-down cards left after the deal; each turn starts by drawing from it or taking the discard."),
    ),
    (
        pgettext_lazy("kowa term", "discard pile"),
        gettext_lazy("The face-up cards thrown away; on your turn you may take its last card instead of drawing."),
    ),
    (
        pgettext_lazy("kowa term", "treble"),
        gettext_lazy("A win on your own draw from the stock: it counts three times."),
    ),
    (
        pgettext_lazy("kowa term", "dissolved"),
        gettext_lazy("A deal that ends with the stock empty and no winner: it is a draw."),
    ),
    (
        pgettext_lazy("kowa term", "live cards"),
        gettext_lazy("The copies of a card that can still come: not discarded, not in a shown pair, not shown when drawn."),
    ),
]
