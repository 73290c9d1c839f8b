"""Translation catalogs: complete, valid, compiled, and nothing English left on a page."""

from __future__ import annotations

import gettext
import html
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from django.conf import settings
from django.utils.translation import to_locale
from web_helpers import PAGES

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
        for translated in entry["strs"].values():
            assert sorted(PLACEHOLDER.findall(translated)) == sorted(PLACEHOLDER.findall(entry["id"])), entry["id"]
            assert sorted(TAG.findall(translated)) == sorted(TAG.findall(entry["id"])), entry["id"]


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


def text_nodes(page: str) -> set[str]:
    """Text between tags in <body>, stripped; only phrases (with a space, 16+ characters)."""
    body = page.split("<body>", 1)[1]
    body = re.sub(r"<(script|style)\b.*?</\1>", "", body, flags=re.S)
    nodes = (re.sub(r"\s+", " ", html.unescape(chunk)).strip() for chunk in re.split(r"<[^>]+>", body))
    return {node for node in nodes if len(node) >= 16 and " " in node}


#: Names written the same in every language.
# Names that are the same in every language: the deck's own name, and the
# language menu, where each language is named in itself.
PROPER_NAMES = {"Tarocco Piemontese"} | {name for _code, name in settings.LANGUAGES}


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
@pytest.mark.parametrize("game", ["truco", "kowa", "tarocchi"])
def test_rules_in_every_language_have_every_english_section_translated(client, language, game):
    english = _sections(client.get(f"/en/games/{game}/rules/").content.decode())
    translated = _sections(client.get(f"/{language}/games/{game}/rules/").content.decode())
    assert list(translated) == list(english) and len(english) >= 7
    for anchor, text in translated.items():
        assert text and text != english[anchor], (language, anchor)
