"""Skat's own words: Schneider, Schwarz, Grand and the card names stay German (see docs/glossary)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy, pgettext_lazy

TERMS = [
    (
        # Translators: a word of the game as its players write it in your language; the forms that the rules and
        # the table use may be listed, separated by "|" (e.g. "Unter|Unters"). Schneider, Schwarz, Grand stay German.
        pgettext_lazy("skat term", "Skat"),
        gettext_lazy("The two cards dealt face down aside; they count for the declarer, who may pick them up."),
    ),
    (
        pgettext_lazy("skat term", "International Skat Order"),
        gettext_lazy("The official rules of the international Skat players' association, used in clubs and tournaments."),
    ),
    (
        pgettext_lazy("skat term", "Schneider"),
        gettext_lazy("One side taking 90 or more of the 120 card points: it raises the value of the game by one."),
    ),
    (
        pgettext_lazy("skat term", "Schwarz"),
        gettext_lazy("Taking every trick of the deal: it raises the value of the game further than Schneider."),
    ),
    (
        pgettext_lazy("skat term", "hand game|plays hand"),
        gettext_lazy("A game played without picking up the Skat: it adds one to the multiplier and allows announcements."),
    ),
    (
        pgettext_lazy("skat term", "Ouvert"),
        gettext_lazy("Open: the declarer plays with his cards face up on the table for everyone to see."),
    ),
    (
        pgettext_lazy("skat term", "Grand"),
        gettext_lazy("The game where only the four Unters are trumps; its base value is 24, the highest."),
    ),
    (
        pgettext_lazy("skat term", "Null"),
        gettext_lazy("The game without trumps where the declarer must not take a single trick."),
    ),
    (
        pgettext_lazy("skat term", "Unter|Unters"),
        gettext_lazy("The jack of the German pack: in suit and grand games the four Unters are the highest trumps."),
    ),
    (
        pgettext_lazy("skat term", "Daus"),
        gettext_lazy("The ace of the German pack, the highest card of its suit, worth 11 card points."),
    ),
    (
        pgettext_lazy("skat term", "forehand"),
        gettext_lazy("The player after the dealer: listens first in the auction and leads the first trick."),
    ),
    (
        pgettext_lazy("skat term", "middlehand"),
        gettext_lazy("The second player after the dealer, who opens the auction by bidding to forehand."),
    ),
    (
        pgettext_lazy("skat term", "rearhand"),
        gettext_lazy("The dealer, third in turn: rearhand bids in the auction after middlehand and forehand have settled."),
    ),
    (
        pgettext_lazy("skat term", "declarer"),
        gettext_lazy("The player who won the auction and plays the game alone against the other two."),
    ),
    (
        pgettext_lazy("skat term", "matadors"),
        gettext_lazy("The top trumps held, or missing, in an unbroken run from the Eichel-Unter; they set the multiplier."),
    ),
]
