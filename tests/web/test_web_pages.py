"""Every page in every enabled language: status, language, title, landmarks."""

from __future__ import annotations

import re

import pytest
from web_helpers import LANGUAGES, PAGES
from django.utils import translation

from cardavia.web.atlas import catalog


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("page", PAGES)
def test_page_renders_in_language(client, language, page):
    response = client.get(f"/{language}/{page}")
    assert response.status_code == 200
    body = response.content.decode()
    assert f'<html lang="{language}"' in body
    assert response["Content-Language"] == language
    title = re.search(r"<title>(.*?)</title>", body, re.S).group(1).strip()
    assert title.endswith("· Cardavia") and title.removesuffix("· Cardavia").strip()  # a name: 花札 is two characters
    # Landmarks, skip link and one main heading.
    assert '<a class="skip-link" href="#main">' in body
    assert '<header class="site-header">' in body
    assert '<main id="main"' in body and body.count("<main") == 1
    assert '<footer class="site-footer">' in body
    assert body.count("<h1") == 1
    assert re.search(r'<nav [^>]*aria-label="[^"]+"', body)
    # Every language offered by its native name, with hreflang alternates.
    for code, name in [("en", "English"), ("uk", "Українська"), ("de", "Deutsch"), ("it", "Italiano"), ("fi", "Suomi")]:
        assert f'lang="{code}" hreflang="{code}"' in body and f">{name}</a>" in body
        assert f'<link rel="alternate" hreflang="{code}" href="http://testserver/{code}/{page}">' in body
    # No inline script or style attribute: the CSP needs no 'unsafe-inline'.
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", body)
    assert not re.search(r"\sstyle=", body)
    assert not re.search(r"\son[a-z]+=", body)


def test_titles_name_the_page(client):
    body = client.get("/en/games/truco/rules/").content.decode()
    assert "<title>Argentine Truco: full rules · Cardavia</title>" in body
    body = client.get("/en/traditions/tarocco-piemontese/").content.decode()
    assert "<title>Tarocco Piemontese · Cardavia</title>" in body


def test_home_lists_every_tradition_with_origin_and_map_marker(client):
    body = client.get("/en/").content.decode()
    assert "Manaus · Amazonas · Brazil · 50 cards" in body.replace("<span>", "").replace("</span>", "")
    for tradition in catalog.traditions():
        assert f'href="/en/traditions/{tradition.slug}/" class="marker"' in body
        assert f'id="tradition-{tradition.slug}"' in body
    assert '<path class="land" d="M' in body


def test_tradition_page_links_games_and_wikipedia(client):
    body = client.get("/en/traditions/south-american-catalan/").content.decode()
    text = re.sub(r"<[^>]+>", "", body)
    assert "Manaus · Amazonas · Brazil · 50 cards" in text
    assert 'href="https://en.wikipedia.org/wiki/Spanish-suited_playing_cards" target="_blank" rel="noopener"' in body
    assert "2 players · you vs AI · 30-point match" in body
    assert '<a class="button" href="/en/games/truco/">Start match</a>' in body


@pytest.mark.parametrize(
    "slug, line",
    [
        ("kowa", "3 players · you vs two AIs · one deal"),
        ("tarocchi", "4 players · you and an AI partner vs two AIs · one deal"),
    ],
)
def test_player_count_lines(client, slug, line):
    assert line in client.get(f"/en/games/{slug}/").content.decode()


@pytest.mark.parametrize("slug", [g.slug for g in catalog.games()])
def test_game_page_tabs_are_links_with_current_page(client, slug):
    table = client.get(f"/en/games/{slug}/").content.decode()
    rules = client.get(f"/en/games/{slug}/rules/").content.decode()
    assert re.search(rf'<a id="tab-table" href="/en/games/{slug}/" aria-current="page">Table</a>', table)
    assert re.search(rf'<a id="tab-rules" href="/en/games/{slug}/rules/">Full rules</a>', table)
    assert re.search(rf'<a id="tab-rules" href="/en/games/{slug}/rules/" aria-current="page">Full rules</a>', rules)
    assert 'aria-labelledby="tab-table"' in table and 'aria-labelledby="tab-rules"' in rules


@pytest.mark.parametrize("slug", [g.slug for g in catalog.games()])
def test_rules_have_numbered_anchored_sections_and_the_fairness_promise(client, slug):
    body = client.get(f"/en/games/{slug}/rules/").content.decode()
    anchors = re.findall(rf'<section id="({slug}-[a-z]+)"', body)
    assert len(anchors) >= 7
    for anchor in anchors:
        assert f'href="#{anchor}"' in body  # listed in the contents
    numbers = [int(n) for n in re.findall(r'<span class="number">(\d+)\.</span>', body)]
    assert numbers == list(range(1, len(anchors) + 1))
    assert "Both levels observe only their own cards and public information" in body
    assert anchors[-1] == f"{slug}-ai"


def test_rank_strips_show_unusual_orders(client):
    truco = client.get("/en/games/truco/rules/").content.decode()
    assert truco.count('class="strip-group"') == 14
    # Each card is named (img alt with art, aria-label of a text chip without).
    assert re.search(r'(alt|aria-label)="Ace of swords"', truco)
    tarocchi = client.get("/en/games/tarocchi/rules/").content.decode()
    cups = tarocchi.split("Round suits: cups and coins")[1]
    order = re.findall(r'(?:alt|aria-label)="([^"]+) of cups"', cups)
    assert order == ["Re", "Donna", "Cavallo", "Fante", "Ace", "2", "3", "4", "5", "6"]


def test_table_tab_describes_the_seats_and_offers_a_start(client):
    body = client.get("/en/games/tarocchi/").content.decode()
    assert "your AI partner across from you" in body
    assert '<form class="start-form" method="post" action="/en/games/tarocchi/start/">' in body
    assert 'name="level" value="low" checked' in body and 'name="level" value="high"' in body
    assert "start-form" not in client.get("/en/games/tarocchi/rules/").content.decode()


def test_unknown_tradition_and_game_are_404(client):
    assert client.get("/en/traditions/nowhere/").status_code == 404
    assert client.get("/en/games/poker/").status_code == 404
    assert client.get("/en/games/poker/rules/").status_code == 404


def test_translated_table_word_is_the_card_table():
    expected = {"uk": "Стіл", "de": "Tisch", "it": "Tavolo", "fi": "Pöytä"}
    for language, word in expected.items():
        with translation.override(language):
            assert translation.pgettext("card table view", "Table") == word
