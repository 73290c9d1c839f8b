"""Tarocchi's own words: the Piedmontese names of the cards stay Italian (see docs/glossary)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy, pgettext_lazy

TERMS = [
    (
        # Translators: a word of the game as its players write it in your language; the forms that the rules and
        # the table use may be listed, separated by "|" (e.g. "trump|trumps").
        pgettext_lazy("tarocchi term", "trump|trumps"),
        gettext_lazy("One of the 21 numbered picture cards: any trump beats every suit card, and the higher trump wins."),
    ),
    (
        pgettext_lazy("tarocchi term", "Matto"),
        gettext_lazy("The Fool: played instead of any card, it never wins a trick and returns to its own team."),
    ),
    (
        pgettext_lazy("tarocchi term", "scarto"),
        gettext_lazy("The dealer's discard: two cards laid face down before play, counted for his team if it wins a trick."),
    ),
    (
        pgettext_lazy("tarocchi term", "Tarocco Piemontese"),
        gettext_lazy("The tarot pack of Piedmont, in north-west Italy: 21 trumps, the Matto and four suits of fourteen cards."),
    ),
    (
        pgettext_lazy("tarocchi term", "Re"),
        gettext_lazy("The king, the highest card of its suit, worth 5 card points."),
    ),
    (
        pgettext_lazy("tarocchi term", "Donna"),
        gettext_lazy("The queen, second in its suit after the king, worth 4 card points."),
    ),
    (
        pgettext_lazy("tarocchi term", "Cavallo"),
        gettext_lazy("The knight, a rider, third in its suit, worth 3 card points."),
    ),
    (
        pgettext_lazy("tarocchi term", "Fante"),
        gettext_lazy("The jack, the lowest figure of its suit, worth 2 card points."),
    ),
    (
        pgettext_lazy("tarocchi term", "Piedicavallo"),
        gettext_lazy("A village in the Alps of Piedmont whose rules this table plays; there trump 21 beats 20, unlike most of Piedmont."),
    ),
    (
        pgettext_lazy("tarocchi term", "round suits"),
        gettext_lazy("Cups and coins: in them the numbered cards rank upside down, the ace above the 2."),
    ),
    (
        pgettext_lazy("tarocchi term", "following suit|follow suit"),
        gettext_lazy("Playing a card of the suit that was led, which you must do when you can."),
    ),
    (
        pgettext_lazy("tarocchi term", "card points"),
        gettext_lazy("What the cards won are worth when counted at the end: 114 in all, kings and top trumps most."),
    ),
    (
        pgettext_lazy("tarocchi term", "trick|tricks"),
        gettext_lazy("One card from each player in turn; the best card takes all four for its team."),
    ),
]
