"""Dou Dizhu's own words: each language names the landlord and the combinations as its players do."""

from __future__ import annotations

from django.utils.translation import gettext_lazy, pgettext_lazy

TERMS = [
    (
        # Translators: a word of the game as its players write it in your language (Chinese: 地主); the forms that
        # the rules and the table use may be listed, separated by "|" (e.g. "peasant|peasants").
        pgettext_lazy("doudizhu term", "landlord"),
        gettext_lazy("地主 dìzhǔ: the player who won the bidding, takes the kitty and plays alone against the other two."),
    ),
    (
        pgettext_lazy("doudizhu term", "peasants|peasant"),
        gettext_lazy("农民 nóngmín: the two players against the landlord; they win together when either of them goes out first."),
    ),
    (
        pgettext_lazy("doudizhu term", "kitty"),
        gettext_lazy("The three cards dealt face down aside; the landlord adds them to their hand, shown to everyone."),
    ),
    (
        pgettext_lazy("doudizhu term", "trio|trios"),
        gettext_lazy("Three cards of the same rank, played alone or with a single card or a pair added."),
    ),
    (
        pgettext_lazy("doudizhu term", "straight"),
        gettext_lazy("Five or more cards of consecutive ranks, from 3 up to the ace at most."),
    ),
    (
        pgettext_lazy("doudizhu term", "pair straight"),
        gettext_lazy("Three or more pairs of consecutive ranks, such as 5 5 6 6 7 7."),
    ),
    (
        pgettext_lazy("doudizhu term", "airplane"),
        gettext_lazy("Two or more trios of consecutive ranks, such as 8 8 8 9 9 9."),
    ),
    (
        pgettext_lazy("doudizhu term", "airplane with wings"),
        gettext_lazy("An airplane carrying as many single cards, or as many pairs, as it has trios."),
    ),
    (
        pgettext_lazy("doudizhu term", "four with two"),
        gettext_lazy("Four cards of a rank with two singles or two pairs; unlike a bomb, it beats only its own kind."),
    ),
    (
        pgettext_lazy("doudizhu term", "bomb|bombs"),
        gettext_lazy("Four cards of a rank: it beats any combination but a higher bomb or the rocket, and doubles the stake."),
    ),
    (
        pgettext_lazy("doudizhu term", "rocket"),
        gettext_lazy("Both jokers together: it beats everything, and it doubles the stake like a bomb."),
    ),
    (
        pgettext_lazy("doudizhu term", "spring"),
        gettext_lazy("The landlord goes out before either peasant has played a single card: the stake doubles."),
    ),
    (
        pgettext_lazy("doudizhu term", "anti-spring"),
        gettext_lazy("A peasant goes out while the landlord has played only the first lead: the stake doubles."),
    ),
]
