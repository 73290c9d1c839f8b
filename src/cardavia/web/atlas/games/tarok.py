"""Slovenian Tarok for four, a match of eight deals."""

from django.utils.translation import gettext_lazy as _

from ..catalog import CardStrip, GamePage

GAME = GamePage(
    slug="tarok",
    tradition="industrie-und-glueck",
    name=_("Slovenian Tarok"),
    players=4,
    seats=_("4 players · you and three AIs · the partner found by the king call · 8 deals"),
    pitch=_(
        "Bid for a contract, call a king to find a partner, take cards from the talon and win more than "
        "35 of the 70 card points: the Škis, the Mond and the Pagat, the kings and the courts count most."
    ),
    table=_(
        "You sit at the bottom of the table with the three AIs on your right, across and on your left. "
        "Play passes counterclockwise; the player after the dealer is forehand."
    ),
    rules_template="rules/games/tarok.html",
    strips=(
        CardStrip(
            title=_("The trula and the taroks"),
            caption=_("The Škis is the highest tarok, then the Mond (XXI) down to the Pagat (I), which wins only the emperor trick."),
            groups=(("SK",), ("T21",), ("T20",), ("T2",), ("T1",)),
        ),
        CardStrip(
            title=_("Red suits: hearts and diamonds"),
            caption=_("Strongest on the left: king, queen, knight, jack, then the pips 1 (highest) to 4."),
            groups=(("KH",), ("QH",), ("NH",), ("JH",), ("1H",), ("2H",), ("3H",), ("4H",)),
        ),
        CardStrip(
            title=_("Black suits: spades and clubs"),
            caption=_("Strongest on the left: king, queen, knight, jack, then the pips 10 (highest) to 7."),
            groups=(("KS",), ("QS",), ("NS",), ("JS",), ("10S",), ("9S",), ("8S",), ("7S",)),
        ),
    ),
    order=40,
)
