"""Hanafuda Koi-Koi (こいこい) for two, 12 rounds."""

from django.utils.translation import gettext_lazy as _

from ..catalog import CardStrip, GamePage

GAME = GamePage(
    slug="koikoi",
    tradition="hanafuda",
    name=_("Koi-Koi"),
    players=2,
    seats=_("2 players · you vs AI · 12 rounds"),
    pitch=_(
        "Match the flower cards of Japan by month, gather yaku, and when you hold one decide: stop "
        "and score, or call koi-koi and play on for more."
    ),
    table=_(
        "You sit at the bottom of the table and the AI across from you; the field lies between you, "
        "grouped by month. The winner of a round deals the next and plays first."
    ),
    rules_template="rules/games/koikoi.html",
    strips=(
        CardStrip(
            title=_("The five brights"),
            caption=_("Crane, curtain, moon, rain man and phoenix: three of them without the rain man are Sankō."),
            groups=(("1a",), ("3a",), ("8a",), ("11a",), ("12a",)),
            ordered=False,
        ),
        CardStrip(
            title=_("Inoshikachō and the ribbons"),
            caption=_("Boar, deer and butterflies; the three poetry ribbons (Akatan); the three blue ribbons (Aotan)."),
            groups=(("7a", "10a", "6a"), ("1b", "2b", "3b"), ("6b", "9b", "10b")),
            ordered=False,
        ),
        CardStrip(
            title=_("One month, four cards"),
            caption=_("Each month has four cards of its plant; a card captures a field card of its month."),
            groups=(("3a", "3b", "3c", "3d"),),
            ordered=False,
        ),
    ),
    order=70,
)
