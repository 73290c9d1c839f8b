"""Registers the toy game with every layer: the engine, the AI, the table, the atlas."""

from __future__ import annotations

from django.apps import AppConfig


class ToyGameConfig(AppConfig):
    name = "toy_game"
    label = "toy_game"

    def ready(self) -> None:
        from cardavia import ai, games
        from cardavia.web.atlas import catalog
        from cardavia.web.atlas.catalog import GamePage
        from cardavia.web.play import tables

        from . import ai as toy_ai
        from . import table
        from .engine import ThreeTricks

        games.register(ThreeTricks)
        ai.register("toy", toy_ai.PLAYERS)
        tables.register("toy", table)
        # Short texts: a plug-in keeps its own translations; these read the same in every language.
        catalog.register(
            GamePage(
                slug="toy",
                tradition="south-american-catalan",
                name="Tres bazas",
                players=2,
                seats="2",
                pitch="1E > 4C",
                table="1 · 2",
                rules_template="toy_game/rules.html",
                order=900,
            )
        )
