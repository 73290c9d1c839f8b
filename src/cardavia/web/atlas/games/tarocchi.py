"""Piedicavallo partnership Tarocchi for four, one deal."""

from django.utils.translation import gettext_lazy as _

from ..catalog import CardStrip, GamePage

GAME = GamePage(
    slug="tarocchi",
    tradition="tarocco-piemontese",
    name=_("Piedicavallo Tarocchi"),
    players=4,
    seats=_("4 players · you and an AI partner vs two AIs · one deal"),
    pitch=_(
        "Follow suit, trump when you cannot, and gather card points with your partner: kings, the "
        "Matto and trumps 1 and 21 are worth the most."
    ),
    table=_(
        "You sit at the bottom of the table with your AI partner across from you; the two AI "
        "opponents sit on your right and your left. Play passes counterclockwise."
    ),
    rules_template="rules/games/tarocchi.html",
    strips=(
        CardStrip(
            title=_("Long suits: swords and batons"),
            caption=_("Strongest on the left: the figures, then the numbered cards from 10 down to 5."),
            groups=(("KS",), ("QS",), ("NS",), ("JS",), ("10S",), ("9S",), ("8S",), ("7S",), ("6S",), ("5S",)),
        ),
        CardStrip(
            title=_("Round suits: cups and coins"),
            caption=_("Strongest on the left: the figures, then the numbered cards upside down, the ace highest."),
            groups=(("KC",), ("QC",), ("NC",), ("JC",), ("1C",), ("2C",), ("3C",), ("4C",), ("5C",), ("6C",)),
        ),
    ),
    order=30,
)
