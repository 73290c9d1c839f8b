"""The bridge to ``cardavia.art``: card images when the art package exists.

Every card image on the site goes through :func:`has_art`, and the
``card_face`` template tag picks an ``<img>`` of the art or a text chip, so
the site switches to images as soon as ``cardavia.art`` provides a deck.
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType


@cache
def art_module() -> ModuleType | None:
    """``cardavia.art`` when installed, else None."""
    try:
        return importlib.import_module("cardavia.art")
    except ImportError:
        return None


def has_art(deck: str) -> bool:
    """True when ``cardavia.art`` draws this deck."""
    art = art_module()
    return art is not None and deck in art.DECKS


def codes(deck: str) -> list[str]:
    """The cards the art draws for a deck (empty without art)."""
    art = art_module()
    return list(art.codes(deck)) if art is not None and deck in art.DECKS else []


@cache
def svg(deck: str, name: str) -> str | None:
    """The SVG text of a face (``name`` is a card code) or of the back (``name == "back"``)."""
    art = art_module()
    if art is None or deck not in art.DECKS:
        return None
    if name == "back":
        return art.back_svg(deck)
    if name not in set(art.codes(deck)):
        return None
    return art.card_svg(deck, name)
