"""Argentine Truco for two, without Flor, match to 30."""

from django.utils.translation import gettext_lazy as _

from ..catalog import CardStrip, GamePage

GAME = GamePage(
    slug="truco",
    tradition="south-american-catalan",
    name=_("Argentine Truco"),
    players=2,
    seats=_("2 players · you vs AI · 30-point match"),
    pitch=_("Three cards, three tricks and two bets: call Envido on your points and Truco on your cards, first to 30."),
    table=_("You sit at the bottom of the table and the AI sits across from you. The deal alternates between you."),
    rules_template="rules/games/truco.html",
    strips=(
        CardStrip(
            title=_("Trick order"),
            caption=_(
                "Strongest on the left. Cards in one group are equal: when they meet in a trick, the "
                "trick is a parda."
            ),
            groups=(
                ("1E",),
                ("1B",),
                ("7E",),
                ("7O",),
                ("3E", "3B", "3O", "3C"),
                ("2E", "2B", "2O", "2C"),
                ("1O", "1C"),
                ("12E", "12B", "12O", "12C"),
                ("11E", "11B", "11O", "11C"),
                ("10E", "10B", "10O", "10C"),
                ("7C", "7B"),
                ("6E", "6B", "6O", "6C"),
                ("5E", "5B", "5O", "5C"),
                ("4E", "4B", "4O", "4C"),
            ),
        ),
    ),
    order=10,
)
