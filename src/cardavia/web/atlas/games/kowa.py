"""Kowa (Cheki) for three, one deal."""

from django.utils.translation import gettext_lazy as _

from ..catalog import CardStrip, GamePage

GAME = GamePage(
    slug="kowa",
    tradition="chinese-money-cards",
    name=_("Kowa (Cheki)"),
    players=3,
    seats=_("3 players · you vs two AIs · one deal"),
    pitch=_(
        "Draw and discard until your eight cards are two triplets and a pair, declare cheki, and wait "
        "for the third card of your pair."
    ),
    table=_(
        "You sit at the bottom of the table; the first AI sits on your left and the second on your "
        "right. Play passes clockwise."
    ),
    rules_template="rules/games/kowa.html",
    strips=(
        CardStrip(
            title=_("A ready hand"),
            caption=_(
                "Two triplets and an identical pair: this hand may declare cheki and waits for the "
                "third 2 of coins."
            ),
            groups=(("5C", "5S", "5M"), ("7C", "7C", "7S"), ("2C", "2C")),
            ordered=False,
        ),
        CardStrip(
            title=_("The three honours"),
            caption=_("Old Thousand, Red Flower and White Flower: each matches only its own kind."),
            groups=(("OT",), ("RF",), ("WF",)),
            ordered=False,
        ),
    ),
    order=20,
)
