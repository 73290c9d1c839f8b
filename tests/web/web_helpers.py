"""Shared data and helpers of the web tests (imported by name; not a conftest)."""

from __future__ import annotations

import html
import re

from django.conf import settings

LANGUAGES = [code for code, _name in settings.LANGUAGES]

#: Every page of the reading side, as paths without the language prefix.
PAGES = [
    "",
    "traditions/south-american-catalan/",
    "traditions/chinese-money-cards/",
    "traditions/tarocco-piemontese/",
    "games/truco/",
    "games/truco/rules/",
    "games/kowa/",
    "games/kowa/rules/",
    "games/tarocchi/",
    "games/tarocchi/rules/",
]


def visible_text(page: str) -> str:
    """The text a reader sees: no scripts, no tags, entities decoded, spaces collapsed."""
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    page = re.sub(r"<head>.*?</head>", " ", page, flags=re.S)
    page = re.sub(r"<[^>]+>", " ", page)
    return re.sub(r"\s+", " ", html.unescape(page)).strip()
