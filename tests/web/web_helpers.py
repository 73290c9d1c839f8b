"""Shared data and helpers of the web tests (imported by name; not a conftest)."""

from __future__ import annotations

import html
import re

from django.conf import settings

from cardavia import games
from cardavia.web.atlas import catalog

LANGUAGES = [code for code, _name in settings.LANGUAGES]

#: The games and traditions the site ships (a plug-in keeps its own translations).
SHIPPED_GAMES = [name for name in games.names() if games.game_class(name).__module__.startswith("cardavia.")]
SHIPPED_TRADITIONS = [t.slug for t in catalog.traditions() if t.card_name.__module__.startswith("cardavia.")]

#: Every page of the reading side, as paths without the language prefix.
PAGES = [
    "",
    *(f"traditions/{slug}/" for slug in SHIPPED_TRADITIONS),
    *(page for game in SHIPPED_GAMES for page in (f"games/{game}/", f"games/{game}/rules/")),
]


def visible_text(page: str) -> str:
    """The text a reader sees: no scripts, no tags, entities decoded, spaces collapsed."""
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    page = re.sub(r"<head>.*?</head>", " ", page, flags=re.S)
    page = re.sub(r"<[^>]+>", " ", page)
    return re.sub(r"\s+", " ", html.unescape(page)).strip()
