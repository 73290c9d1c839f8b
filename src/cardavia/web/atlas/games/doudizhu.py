"""Dou Dizhu (斗地主) for three: the landlord against two peasants, a match of six deals."""

from django.utils.translation import gettext_lazy as _

from ..catalog import CardStrip, GamePage

GAME = GamePage(
    slug="doudizhu",
    tradition="standard-pack-china",
    name=_("Dou Dizhu (斗地主)"),
    players=3,
    seats=_("3 players · you vs two AIs · six deals"),
    pitch=_(
        "Bid to be the landlord and take the kitty, then shed your cards in combinations: singles, "
        "pairs, straights, airplanes, bombs and the rocket. The two peasants play together against "
        "the landlord; the first to empty a hand wins the deal."
    ),
    table=_(
        "You sit at the bottom; the first AI plays after you and the second before you. Each player's "
        "combination stays on the table until the round of play ends."
    ),
    rules_template="rules/games/doudizhu.html",
    strips=(
        CardStrip(
            title=_("An airplane with wings"),
            caption=_("Two consecutive trios with one single each: beaten only by a higher airplane of the same size, a bomb or the rocket."),
            groups=(("3S", "3H", "3D"), ("4S", "4H", "4D"), ("9C",), ("KH",)),
            ordered=False,
        ),
        CardStrip(
            title=_("Bomb and rocket"),
            caption=_("Four of a rank beats any other combination; the two jokers beat everything."),
            groups=(("7S", "7H", "7D", "7C"), ("BJ", "RJ")),
            ordered=False,
        ),
    ),
    order=40,
)
