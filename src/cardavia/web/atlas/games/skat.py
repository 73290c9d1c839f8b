"""Skat for three by the International Skat Order, a list of six deals."""

from django.utils.translation import gettext_lazy as _

from ..catalog import CardStrip, GamePage

GAME = GamePage(
    slug="skat",
    tradition="german-altenburg",
    name=_("Skat"),
    players=3,
    seats=_("3 players · you vs two AIs · a list of 6 deals"),
    pitch=_(
        "Bid on the value of the game your cards can carry, play it alone against the other two, "
        "and make 61 of the 120 card points — or no trick at all in a null game."
    ),
    table=_(
        "You sit at the bottom of the table; the first AI sits on your left and the second on your "
        "right. Play passes clockwise, and the deal moves on after every game."
    ),
    rules_template="rules/games/skat.html",
    strips=(
        CardStrip(
            title=_("Trumps in a Herz game"),
            caption=_("Strongest on the left: the four Unters, then Herz from the Daus down."),
            groups=(("UE",), ("UG",), ("UH",), ("US",), ("AH",), ("10H",), ("KH",), ("OH",), ("9H",), ("8H",), ("7H",)),
        ),
        CardStrip(
            title=_("A suit in a null game"),
            caption=_("No trumps: Daus, König, Ober, Unter, then 10 down to 7."),
            groups=(("AE",), ("KE",), ("OE",), ("UE",), ("10E",), ("9E",), ("8E",), ("7E",)),
        ),
    ),
    order=40,
)
