"""Translation catalogs: complete, valid, compiled, and nothing English left on a page."""

from __future__ import annotations

import gettext
import html
import json
import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client
from django.utils.translation import to_locale
from web_helpers import PAGES, SHIPPED_GAMES

LOCALE = Path(settings.LOCALE_PATHS[0])
TRANSLATED = [code for code, _name in settings.LANGUAGES if code != "en"]
PLACEHOLDER = re.compile(r"%\(\w+\)[sd]|\{\w+\}")
TAG = re.compile(r"</?\w+")


def entries(language: str) -> list[dict]:
    """The entries of a .po file: ctx, id, plural, strs, flags (header excluded)."""
    text = (LOCALE / to_locale(language) / "LC_MESSAGES" / "django.po").read_text(encoding="utf-8")
    found = []
    for block in text.strip().split("\n\n"):
        entry = {"ctx": None, "id": "", "plural": None, "strs": {}, "flags": ""}
        key = None
        for line in block.splitlines():
            if line.startswith("#,"):
                entry["flags"] += line
                continue
            if line.startswith("#"):
                continue
            match = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d\])?) "(.*)"$', line)
            if match:
                key, value = match.group(1), match.group(2)
            else:
                value = line.strip()[1:-1]
            value = json.loads(f'"{value}"')  # the escapes of .po strings are those of JSON
            if key == "msgctxt":
                entry["ctx"] = (entry["ctx"] or "") + value
            elif key == "msgid":
                entry["id"] += value
            elif key == "msgid_plural":
                entry["plural"] = (entry["plural"] or "") + value
            else:
                entry["strs"][key] = entry["strs"].get(key, "") + value
        if entry["id"]:
            found.append(entry)
    return found


@pytest.mark.parametrize("language", TRANSLATED)
def test_catalog_is_complete_and_not_fuzzy(language):
    catalog = entries(language)
    assert len(catalog) > 150
    for entry in catalog:
        assert "fuzzy" not in entry["flags"], entry["id"]
        assert entry["strs"] and all(entry["strs"].values()), f"untranslated: {entry['id']!r}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_translations_keep_placeholders_and_markup(language):
    for entry in entries(language):
        # A plural form may keep the singular's placeholders or the plural's: a language with one form
        # ("once" and "%(n)s times" alike) says the count where English spells it out.
        sources = [entry["id"]] if entry["plural"] is None else [entry["id"], entry["plural"]]
        for translated in entry["strs"].values():
            placeholders = sorted(PLACEHOLDER.findall(translated))
            assert any(placeholders == sorted(PLACEHOLDER.findall(source)) for source in sources), entry["id"]
            assert any(sorted(TAG.findall(translated)) == sorted(TAG.findall(source)) for source in sources), entry["id"]


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_plural_form_is_filled(language):
    header = (LOCALE / to_locale(language) / "LC_MESSAGES" / "django.po").read_text(encoding="utf-8")
    forms = int(re.search(r"nplurals=(\d+)", header).group(1))
    for entry in entries(language):
        if entry["plural"] is not None:
            assert sorted(entry["strs"]) == [f"msgstr[{i}]" for i in range(forms)]


@pytest.mark.parametrize("language", TRANSLATED)
def test_msgfmt_accepts_the_catalog_and_the_committed_mo_is_current(language, tmp_path):
    msgfmt = shutil.which("msgfmt")
    assert msgfmt, "gettext's msgfmt is missing (python3 tasks.py test installs it)"
    po = LOCALE / to_locale(language) / "LC_MESSAGES" / "django.po"
    fresh = tmp_path / "django.mo"
    result = subprocess.run([msgfmt, "--check", "-o", str(fresh), str(po)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    with open(fresh, "rb") as new, open(po.with_suffix(".mo"), "rb") as committed:
        assert gettext.GNUTranslations(committed)._catalog == gettext.GNUTranslations(new)._catalog


#: A game's term marked on a page: its word stays in its sentence, its explanation is a text of its own.
MARKED_TERM = re.compile(r'<span class="term-wrap"><button [^>]*>(.*?)</button>(<span class="term-tip"[^>]*>.*?</span>)</span>', re.S)


def text_nodes(page: str) -> set[str]:
    """Text between tags in <body>, stripped; only phrases (with a space, 16+ characters)."""
    body = page.split("<body>", 1)[1]
    body = re.sub(r"<(script|style)\b.*?</\1>", "", body, flags=re.S)
    explanations: list[str] = []
    body = MARKED_TERM.sub(lambda term: explanations.append(term.group(2)) or term.group(1), body)
    body += "".join(explanations)
    nodes = (re.sub(r"\s+", " ", html.unescape(chunk)).strip() for chunk in re.split(r"<[^>]+>", body))
    return {node for node in nodes if len(node) >= 16 and " " in node}


#: Names written the same in every language.
# Names that are the same in every language: the deck's own name, and the
# language menu, where each language is named in itself.
PROPER_NAMES = {"Tarocco Piemontese"} | {name for _code, name in settings.LANGUAGES}
#: The Truco calls, which every glossary keeps in Spanish (listed in the table's menu).
TRUCO_CALLS = {"Envido, Real Envido, Falta Envido", "Quiero, No quiero", "Truco, Retruco, Vale cuatro"}
#: A call line of the AI: Indonesian, too, calls the AI "AI", and the call stays Spanish.
AI_CALL_LINE = re.compile(r"^AI: (Envido|Real Envido|Falta Envido|Truco|Retruco|Vale cuatro|Quiero|No quiero)!$")


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_english_text_left_on_any_page(client, language):
    for page in PAGES + ["no-such-page/"]:
        english = text_nodes(client.get(f"/en/{page}").content.decode())
        translated = text_nodes(client.get(f"/{language}/{page}").content.decode())
        assert not (english & translated) - PROPER_NAMES, (page, english & translated)


def _sections(body: str) -> dict[str, str]:
    """Each rules section's anchor and its text, tags stripped."""
    found = re.findall(r'<section id="([a-z]+-[a-z]+)"[^>]*>(.*?)</section>', body, flags=re.S)
    return {anchor: " ".join(re.sub(r"<[^>]+>", " ", text).split()) for anchor, text in found}


@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("game", SHIPPED_GAMES)
def test_rules_in_every_language_have_every_english_section_translated(client, language, game):
    english = _sections(client.get(f"/en/games/{game}/rules/").content.decode())
    translated = _sections(client.get(f"/{language}/games/{game}/rules/").content.decode())
    assert list(translated) == list(english) and len(english) >= 7
    for anchor, text in translated.items():
        assert text and text != english[anchor], (language, anchor)


def _table_texts(client, language: str, public_id: str) -> set[str]:
    return text_nodes(client.get(f"/{language}/play/{public_id}/").content.decode())


def _played_tables(client, language: str, game: str, seed: int) -> list[set[str]]:
    """The table's text at the start, every few moves and at the end of one game.

    The moves are chosen from the seed alone, so the same seed plays the same
    game in every language.
    """
    rng = random.Random(seed)
    state = client.post("/api/games", {"game": game, "seed": seed}, content_type="application/json").json()
    seen = [_table_texts(client, language, state["id"])]
    moves = 0
    while not state["is_over"] and state["legal_actions"]:
        action = rng.choice(state["legal_actions"])
        state = client.post(
            f"/api/games/{state['id']}/actions", {"action": action, "seq": state["seq"]}, content_type="application/json"
        ).json()
        moves += 1
        if moves % 4 == 0 or state["is_over"]:
            seen.append(_table_texts(client, language, state["id"]))
    assert state["is_over"], (game, moves)
    # The answers to moves the table rejects: illegal, and without the table's position.
    for data in ({"action": "no such move", "seq": state["seq"]}, {"action": "no such move"}):
        seen.append(text_nodes(client.post(f"/{language}/play/{state['id']}/move/", data).content.decode()))
    return seen


@pytest.mark.django_db
@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("game", SHIPPED_GAMES)
def test_no_english_text_left_at_a_table_from_first_move_to_last(language, game):
    english = _played_tables(Client(), "en", game, seed=2026)
    translated = _played_tables(Client(), language, game, seed=2026)
    assert len(english) == len(translated) >= 4
    for step, (en, other) in enumerate(zip(english, translated)):
        left = {node for node in (en & other) - PROPER_NAMES - TRUCO_CALLS if not AI_CALL_LINE.match(node)}
        assert not left, (game, step, left)


def _error_pages(language: str) -> dict[str, str]:
    """Every error page a player can meet, in ``language``."""
    crowded = {f"field{i}": "1" for i in range(1500)}
    return {
        "unknown level": Client().post(f"/{language}/games/truco/start/", {"level": "expert"}).content.decode(),
        "expired form": Client(enforce_csrf_checks=True).post(f"/{language}/games/truco/start/").content.decode(),
        "bad request": Client().post(f"/{language}/games/truco/start/", crowded).content.decode(),
        "not found": Client().get(f"/{language}/no-such-page/").content.decode(),
    }


@pytest.mark.django_db
@pytest.mark.parametrize("language", TRANSLATED)
def test_error_pages_are_translated(language):
    english = _error_pages("en")
    translated = _error_pages(language)
    for name, page in translated.items():
        assert "<body>" in page and len(text_nodes(english[name])) >= 1, name
        left = (text_nodes(english[name]) & text_nodes(page)) - PROPER_NAMES
        assert not left, (name, left)
