"""Truco's own words: the calls stay Spanish in every language (see docs/glossary)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy, pgettext_lazy

TERMS = [
    (
        # Translators: a word of the game as its players write it in your language; the forms that the rules and
        # the table use may be listed, separated by "|" (e.g. "parda|pardas"). Truco's calls stay in Spanish.
        pgettext_lazy("truco term", "Envido"),
        gettext_lazy("The first bet of a hand, on the points of your cards; it can only be opened during the first trick."),
    ),
    (
        pgettext_lazy("truco term", "Real Envido"),
        gettext_lazy("An Envido call worth 3 points, made alone or as a raise after one or two Envidos."),
    ),
    (
        pgettext_lazy("truco term", "Falta Envido"),
        gettext_lazy("The last Envido call: worth what the leader still needs to reach 30, so it can end the match."),
    ),
    (
        pgettext_lazy("truco term", "Truco"),
        gettext_lazy("The bet on the tricks: calling Truco raises the hand from 1 point to 2."),
    ),
    (
        pgettext_lazy("truco term", "Retruco"),
        gettext_lazy("The raise after an accepted Truco, made by the player who accepted it: the hand is worth 3."),
    ),
    (
        pgettext_lazy("truco term", "Vale cuatro"),
        gettext_lazy("The last raise, after an accepted Retruco: the hand is worth 4 points."),
    ),
    (
        pgettext_lazy("truco term", "Quiero"),
        gettext_lazy("“I want it”: the answer that accepts a bet, which is then played for the higher stake."),
    ),
    (
        pgettext_lazy("truco term", "No quiero"),
        gettext_lazy("“I don't want it”: the answer that declines a bet; the caller scores what was already agreed."),
    ),
    (
        pgettext_lazy("truco term", "mano"),
        gettext_lazy("The player who did not deal: mano leads the first trick and wins a tied Envido or three tied tricks."),
    ),
    (
        pgettext_lazy("truco term", "pie"),
        gettext_lazy("The dealer of the hand, who plays second in the first trick."),
    ),
    (
        pgettext_lazy("truco term", "parda|pardas"),
        gettext_lazy("A tied trick: two cards of the same group, so nobody wins it and its leader leads again."),
    ),
    (
        pgettext_lazy("truco term", "malas"),
        gettext_lazy("The first 15 points of the match, “the bad ones”: a score of 12 reads 12 malas."),
    ),
    (
        pgettext_lazy("truco term", "buenas"),
        gettext_lazy("The last 15 points of the match, “the good ones”: a score of 18 reads 3 buenas."),
    ),
    (
        pgettext_lazy("truco term", "irse al mazo|go to the deck|goes to the deck"),
        gettext_lazy("Giving up the hand: the opponent scores the stake agreed so far, 1 if no Truco was accepted."),
    ),
]
