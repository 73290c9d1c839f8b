"""What a seat may know of the cards, and the cards a response shows: for every game alike.

A :class:`Witness` follows a stored game through its own engine copy, action
by action, and keeps two multisets of card codes for one seat, read from what
the engine says that seat may know: ``now``, the codes in its current
observation, and ``ever``, every code of every observation it has had and of
every public event so far (a card played to the last trick of a hand is seen
by the table even when the next observation, of a new hand, no longer shows
it). Once the game is over the seat may know everything.

The scanners read a response the way a person or a program would: card
images (``/art/<deck>/<code>.svg``), card names in ``alt``, ``title`` and
``aria-label`` texts, button values (``play 4C``) and, in JSON, every word of
every string. Where faces repeat (Kowa has four copies of each) this says
which faces a response may name, not how many copies: that a page holds
nothing but the observation is checked to the byte by
``tests/conformance/test_web_contract.py`` (the same page for two games that
differ only in hidden cards).

The deck of a game is its table module's ``DECK``; nothing here names a game.
"""

from __future__ import annotations

import html
import json
import re
from collections import Counter
from functools import cache
from typing import Any

from django.utils import translation

from cardavia import art, games
from cardavia.web.atlas.cardnames import card_name
from cardavia.web.play.tables import table_module


def deck_of(game: str) -> str:
    return table_module(game).DECK


@cache
def codes_of(deck: str) -> frozenset[str]:
    return frozenset(art.codes(deck))


def json_words(value: Any) -> list[str]:
    """Every whitespace-separated word of every string (keys included) in a JSON value."""
    words: list[str] = []
    if isinstance(value, str):
        words.extend(value.split())
    elif isinstance(value, dict):
        for key, item in value.items():
            words.extend(json_words(key))
            words.extend(json_words(item))
    elif isinstance(value, list):
        for item in value:
            words.extend(json_words(item))
    return words


def json_cards(value: Any, deck: str) -> Counter[str]:
    """The card codes named in a JSON value, counted."""
    codes = codes_of(deck)
    return Counter(word for word in json_words(value) if word in codes)


class Witness:
    """Follows one stored game, step by step, for one seat."""

    def __init__(self, name: str, seed: int, setup: dict[str, Any] | None, seat: int) -> None:
        self.game = games.new_game(name, seed=seed, setup=setup)
        self.seat = seat
        self.deck = deck_of(name)
        self.ever: Counter[str] = json_cards(self.game.opening_events, self.deck)
        self._now: tuple[int, Counter[str] | None] | None = None
        self._see()

    @property
    def everything(self) -> bool:
        return self.game.is_over

    @property
    def now(self) -> Counter[str] | None:
        """The cards of the seat's observation, counted; None once everything may be shown."""
        if self._now is None or self._now[0] != len(self.game.log):
            cards = None
            if not self.game.is_over:
                cards = json_cards(self.game.observation(self.seat), self.deck)
                if self.game.to_act == self.seat:
                    # The seat is shown its legal actions, and some name a card it need not hold (Tarok's king call).
                    cards |= json_cards(self.game.legal_actions(), self.deck)
            self._now = (len(self.game.log), cards)
        return self._now[1]

    def _see(self) -> None:
        now = self.now
        if now is not None:
            self.ever |= now  # elementwise maximum

    def catch_up(self, actions: list[str]) -> None:
        """Apply the stored actions this witness has not seen yet, and look.

        Between two responses the seat's own cards change only by what is
        public (its plays, discards, takes are events) or by its own moves,
        so looking at the observation once, after the last action, and at
        every event on the way misses nothing the seat has seen.
        """
        assert actions[: len(self.game.log)] == self.game.log, "the stored log was rewritten"
        for action in actions[len(self.game.log) :]:
            events = self.game.apply(action)
            self.ever |= json_cards(events, self.deck)  # events are public
        self._see()

    def may_name(self, code: str) -> bool:
        return self.everything or self.ever[code] > 0


# -- reading responses ----------------------------------------------------------------------------


@cache
def _names(deck: str) -> dict[str, frozenset[str]]:
    """Every English card name of a deck -> the codes of the cards so named.

    Some decks name several cards alike (a hanafuda month's chaff cards), so a
    label names one card of a set, not one card.
    """
    names: dict[str, set[str]] = {}
    with translation.override("en"):
        for code in codes_of(deck):
            names.setdefault(card_name(deck, code), set()).add(code)
    return {name: frozenset(codes) for name, codes in names.items()}


ART = re.compile(r"/art/(?P<deck>[a-z_]+)/(?P<code>[A-Za-z0-9]+)\.svg")
VALUE = re.compile(r'\bvalue="([^"]*)"')
LABEL = re.compile(r'\b(?:alt|title|aria-label)="([^"]*)"')


def html_cards(body: str, deck: str) -> tuple[Counter[str], set[frozenset[str]]]:
    """Card images counted per code, and every card named (images, labels, button values).

    A card named is the set of codes it may be: one code, or for a label shared
    by several cards, all of them.
    """
    text = html.unescape(body)
    images: Counter[str] = Counter()
    for match in ART.finditer(text):
        if match["code"] != "back":
            assert match["deck"] == deck, f"an image of another deck: {match[0]}"
            images[match["code"]] += 1
    names = _names(deck)
    named = {names[label] for label in LABEL.findall(text) if label in names}
    codes = codes_of(deck)
    for value in VALUE.findall(text):
        named.update(frozenset([word]) for word in value.split() if word in codes)
    return images, named | {frozenset([code]) for code in images}


def check_response(body: bytes, content_type: str, witness: Witness, seed: int, running: bool, where: str) -> int:
    """Fail when ``body`` shows a card the witness's seat cannot know, or a running game's seed.

    Returns how many card mentions were checked.
    """
    text = body.decode()
    if running:
        assert str(seed) not in text, f"{where}: the seed of a running game is in the response"
    if content_type.startswith("application/json"):
        mentioned = [frozenset([code]) for code in json_cards(json.loads(text), witness.deck).elements()]
    else:
        _, named = html_cards(text, witness.deck)
        mentioned = list(named)
    unknown = sorted("/".join(sorted(codes)) for codes in mentioned if not any(witness.may_name(code) for code in codes))
    assert not unknown, f"{where}: the response names cards the seat cannot know: {unknown}"
    return len(mentioned)
