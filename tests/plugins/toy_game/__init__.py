"""A toy game that lives outside ``src/``: the proof that a game is files, not edits.

"Three tricks" on the Truco deck for two seats, registered with every layer
by :class:`apps.ToyGameConfig` when the test settings name this app in
``CARDAVIA_PLUGINS`` (``tests/plugins/suite_settings.py``). Nothing under ``src/``
names it, yet the atlas serves it, it has a table, a rules page and the JSON
API, and the conformance suite checks it like every other game.
"""
