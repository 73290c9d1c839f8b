"""The games' own terms, marked on the rules tab and at the table and explained in a tooltip (issue 22)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from html.parser import HTMLParser

import pytest
from django.test import Client
from django.utils import translation
from web_helpers import SHIPPED_GAMES

from cardavia.web.play import terms as terms_module
from cardavia.web.play.terms import Glossary, forms, mark_terms, terms_of

#: A marked term: the button, its word, and the tooltip that describes it.
MARKED = re.compile(
    r'<span class="term-wrap"><button type="button" class="term" aria-describedby="(?P<id>term-\d+)">(?P<word>[^<]*)'
    r'</button><span class="term-tip" role="tooltip" id="(?P<tip>term-\d+)">(?P<explanation>[^<]*)</span></span>'
)


def marked_words(page: str) -> list[str]:
    return [match["word"] for match in MARKED.finditer(page)]


def numbers() -> Iterator[int]:
    return iter(range(1, 1000))


@pytest.fixture
def sample_terms(monkeypatch):
    """Declare the terms of a game named "sample" for one test."""

    def declare(terms: list[tuple[str, str]]) -> None:
        monkeypatch.setitem(terms_module._REGISTERED, "sample", terms)
        terms_module._glossary.cache_clear()

    yield declare
    terms_module._glossary.cache_clear()


class _Structure(HTMLParser):
    """What the checks below need of a page: interactive elements inside others, ids, references."""

    INTERACTIVE = {"a", "button", "select", "textarea", "summary", "label"}

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.nested: list[str] = []
        self.ids: list[str] = []
        self.described_by: list[str] = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag in self.INTERACTIVE and any(name in self.INTERACTIVE for name in self.open):
            self.nested.append(f"<{tag}> in {self.open}")
        if attributes.get("id"):
            self.ids.append(attributes["id"])
        if attributes.get("aria-describedby"):
            self.described_by.extend(attributes["aria-describedby"].split())
        if tag not in {"br", "img", "input", "meta", "link", "hr", "source", "wbr"}:
            self.open.append(tag)

    def handle_endtag(self, tag):
        if tag in self.open:
            del self.open[len(self.open) - 1 - self.open[::-1].index(tag) :]


def check_structure(page: str) -> None:
    """No control inside another, every id once, every description there."""
    structure = _Structure()
    structure.feed(page)
    assert not structure.nested
    assert len(structure.ids) == len(set(structure.ids))
    assert set(structure.described_by) <= set(structure.ids)


@pytest.mark.parametrize("game", SHIPPED_GAMES)
def test_every_game_declares_its_terms_each_with_a_short_explanation(game):
    with translation.override("en"):
        declared = terms_of(game)
    assert 8 <= len(declared) <= 15
    words = [form.casefold() for word, _ in declared for form in forms(word)]
    assert len(words) == len(set(words)), "a form belongs to one term only"
    for word, explanation in declared:
        assert forms(word), game
        assert 8 <= len(explanation.split()) <= 25, (word, explanation)
        assert not explanation[0].islower(), explanation
        assert explanation.endswith("."), explanation


@pytest.mark.parametrize("game", SHIPPED_GAMES)
def test_every_term_is_marked_on_its_rules_page_in_english(client, game):
    page = client.get(f"/en/games/{game}/rules/").content.decode()
    found = {word.casefold() for word in marked_words(page)}
    with translation.override("en"):
        declared = terms_of(game)
    for word, explanation in declared:
        assert found & {form.casefold() for form in forms(word)}, f"{game}: {word} is not marked"
        assert f">{explanation}</span>".replace("'", "&#x27;").replace('"', "&quot;") in page
    check_structure(page)


@pytest.mark.parametrize("game", SHIPPED_GAMES)
def test_each_term_is_marked_once_per_section_never_in_headings_or_links(client, game):
    page = client.get(f"/en/games/{game}/rules/").content.decode()
    sections = re.findall(r'<section id="[^"]+".*?</section>', page, flags=re.S)
    assert len(sections) >= 7
    for section in sections:
        with translation.override("en"):
            glossary = Glossary.of(terms_of(game))
        terms = [glossary.term_of_group[glossary.pattern.fullmatch(word).lastgroup] for word in marked_words(section)]
        assert len(terms) == len(set(terms)), section[:80]
    for heading in re.findall(r"<h2.*?</h2>", page, flags=re.S) + re.findall(r"<a .*?</a>", page, flags=re.S):
        assert "term-wrap" not in heading


def test_the_longest_term_wins_and_each_term_is_marked_at_its_first_occurrence(sample_terms):
    sample_terms([("Envido", "A bet on points."), ("Real Envido", "A bigger bet."), ("spring", "A clean win.")])
    html = mark_terms(
        "<section><p>A Real Envido, then an envido, then an Envido.</p><p>Envido and anti-spring.</p></section>"
        "<section><p>Envido again, springs and spring.</p></section>",
        "sample",
        numbers(),
    )
    assert marked_words(html) == ["Real Envido", "envido", "Envido", "spring"]
    assert "then an Envido." in html and "anti-spring" in html and "again, springs and " in html
    assert [match["id"] for match in MARKED.finditer(html)] == ["term-1", "term-2", "term-3", "term-4"]
    assert all(match["id"] == match["tip"] for match in MARKED.finditer(html))


def test_marking_escapes_the_translators_text_and_leaves_tags_links_and_controls_alone(sample_terms):
    sample_terms([("<b>bold</b>|Matto", 'A "fool" <script>alert(1)</script> & more.')])
    source = (
        '<p title="Matto">Matto &amp; co, &lt;b&gt;bold&lt;/b&gt;</p>'
        '<section><a href="#matto">Matto</a><button>Matto</button><h2>Matto</h2><label>Matto</label>'
        '<span aria-hidden="true">Matto</span><!-- Matto --><script>var Matto = "Matto";</script><kbd>Matto</kbd>'
        "<p>&lt;b&gt;bold&lt;/b&gt; is safe</p></section>"
    )
    html = mark_terms(source, "sample", numbers())
    assert marked_words(html) == ["Matto", "&lt;b&gt;bold&lt;/b&gt;"]
    assert "<script>alert" not in html and html.count("<script>") == 1
    assert "A &quot;fool&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more." in html
    assert html.startswith('<p title="Matto"><span class="term-wrap">')
    assert "&amp; co, &lt;b&gt;bold&lt;/b&gt;</p>" in html
    unmarked = source[source.index("<section>") : source.index("<p>&lt;b")]
    assert unmarked in html
    check_structure(html)


def test_marking_twice_changes_nothing_and_a_game_without_terms_is_left_as_it_is(sample_terms):
    sample_terms([("Matto", "The Fool, who never wins a trick.")])
    once = mark_terms("<p>The Matto</p>", "sample", numbers())
    assert mark_terms(once, "sample", numbers()) == once
    assert mark_terms("<p>The Matto</p>", "no-such-game", numbers()) == "<p>The Matto</p>"


def test_words_of_unspaced_scripts_are_found_inside_a_sentence(sample_terms):
    sample_terms([("地主", "The landlord, who plays alone."), ("spring", "A clean win.")])
    html = mark_terms("<p>叫分最高的玩家成为地主。springtime</p>", "sample", numbers())
    assert marked_words(html) == ["地主"]


@pytest.mark.parametrize(("language", "game", "word"), [("es", "truco", "Envido"), ("de", "skat", "Schneider")])
def test_a_translated_rules_page_still_has_its_terms_marked(client, language, game, word):
    response = client.get(f"/{language}/games/{game}/rules/")
    assert response.status_code == 200
    page = response.content.decode()
    assert word in marked_words(page)
    assert len(marked_words(page)) >= 10
    check_structure(page)


@pytest.mark.django_db
@pytest.mark.parametrize("game", SHIPPED_GAMES)
def test_the_table_marks_terms_outside_its_buttons_from_first_move_to_last(game):
    client = Client()
    rng = random.Random(22)
    state = client.post("/api/games", {"game": game, "seed": 22}, content_type="application/json").json()
    marked = set()
    moves = 0
    while True:
        page = client.get(f"/en/play/{state['id']}/").content.decode()
        check_structure(page)
        area = page[page.index('id="table-area"') :]
        marked |= {word.casefold() for word in marked_words(area)}
        if state["is_over"] or not state["legal_actions"]:
            break
        for _ in range(5):
            action = rng.choice(state["legal_actions"])
            state = client.post(
                f"/api/games/{state['id']}/actions", {"action": action, "seq": state["seq"]}, content_type="application/json"
            ).json()
            moves += 1
            if state["is_over"] or not state["legal_actions"]:
                break
    with translation.override("en"):
        known = {form.casefold() for word, _ in terms_of(game) for form in forms(word)}
    assert marked and marked <= known, (game, moves, marked)


@pytest.mark.django_db
def test_the_truco_table_explains_mano_and_malas_at_the_first_deal(client):
    state = client.post("/api/games", {"game": "truco", "seed": 3}, content_type="application/json").json()
    page = client.get(f"/en/play/{state['id']}/").content.decode()
    words = marked_words(page)
    assert "mano" in words and "Malas" in words
    # The call buttons keep their labels as they are.
    assert not re.search(r'class="button call"[^>]*>[^<]*<span class="term-wrap"', page)
