"""Slovenian Tarok's own words: the names of the trula and the calls stay Slovenian (see docs/glossary)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy, pgettext_lazy

TERMS = [
    (
        # Translators: a word of the game as its players write it in your language; the forms that the rules and
        # the table use may be listed, separated by "|" (e.g. "tarok|taroks"). Pagat, Mond, Škis stay as they are.
        pgettext_lazy("tarok term", "tarok|taroks"),
        gettext_lazy("One of the 22 picture cards, the trumps: any tarok beats every suit card, and the higher tarok wins."),
    ),
    (
        pgettext_lazy("tarok term", "Pagat"),
        gettext_lazy("Tarok I, the lowest tarok, worth 5; yet it wins a trick that also holds the Mond and the Škis."),
    ),
    (
        pgettext_lazy("tarok term", "Mond"),
        gettext_lazy("Tarok XXI, worth 5; only the Škis beats it, and a player whose Mond is captured loses 20."),
    ),
    (
        pgettext_lazy("tarok term", "Škis"),
        gettext_lazy("The Excuse, the highest tarok, worth 5; it beats every card except the Pagat in the emperor trick."),
    ),
    (
        pgettext_lazy("tarok term", "trula"),
        gettext_lazy("The Pagat, the Mond and the Škis together: the three top cards, a bonus for the side that wins all three."),
    ),
    (
        pgettext_lazy("tarok term", "talon"),
        gettext_lazy("The six cards dealt face down aside; the declarer may take some of them, depending on the contract."),
    ),
    (
        pgettext_lazy("tarok term", "forehand"),
        gettext_lazy("The player after the dealer: speaks last in the auction, may hold a bid, and leads the first trick."),
    ),
    (
        pgettext_lazy("tarok term", "calling a king|call a king"),
        gettext_lazy("The declarer names a king: whoever holds it is the secret partner until the king is played."),
    ),
    (
        pgettext_lazy("tarok term", "Klop"),
        gettext_lazy("The game when everybody passes: each plays alone to take as few card points as possible."),
    ),
    (
        pgettext_lazy("tarok term", "Beggar"),
        gettext_lazy("Berač: a contract where the declarer plays alone and must not win a single trick."),
    ),
    (
        pgettext_lazy("tarok term", "valat|valats"),
        gettext_lazy("Taking every trick of the deal: announced as a bonus or played as a contract, it replaces every other score."),
    ),
    (
        pgettext_lazy("tarok term", "kontra"),
        gettext_lazy("A double by the opponents, of the game or of a bonus; the other side may answer with rekontra."),
    ),
    (
        pgettext_lazy("tarok term", "pagat ultimo"),
        gettext_lazy("A bonus: the declaring side wins the last trick with the Pagat, worth 25."),
    ),
    (
        pgettext_lazy("tarok term", "emperor trick"),
        gettext_lazy("A trick where the Pagat, the Mond and the Škis all fall: the lowest of them, the Pagat, wins it."),
    ),
    (
        pgettext_lazy("tarok term", "radlc|radli"),
        gettext_lazy("A mark each player gets after a big game: a declarer holding one scores double, and each left at the end costs 100."),
    ),
]
