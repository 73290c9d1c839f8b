"""What a seat may know of the cards, from the engine's own state, and the cards a response shows.

A :class:`Witness` follows a stored game through its own engine copy, action
by action, and keeps two multisets of card codes for one seat: ``now`` (the
cards the seat sees at this moment: its hand, the cards face up on the table,
and once the game is over every card) and ``ever`` (everything the seat has
seen at some step of the game, e.g. the cards of earlier Truco hands that the
log names). The scanners read a response the way a person or a program would:
card images (``/art/<deck>/<code>.svg``), card names (alt text, log lines,
titles), button values (``play 4C``) and, in JSON, every word of every string.

Faces repeat in Kowa (four copies of each), so there the check compares counts
per face: a page may not show more copies of a face than the seat can see.
"""

from __future__ import annotations

import html
import json
import re
from collections import Counter
from functools import cache
from typing import Any

from django.utils import translation

from cardavia import games
from cardavia.cards import money, spanish, tarocco
from cardavia.web.atlas.cardnames import card_name

#: The art deck of each game's table.
DECKS = {"truco": "spanish", "kowa": "money", "tarocchi": "tarocco"}


def _codes(game: str) -> tuple[str, ...]:
    if game == "truco":
        return spanish.TRUCO_DECK
    if game == "kowa":
        return money.KOWA_FACES
    return tarocco.PIEDICAVALLO_DECK


def visible(game: games.Game, seat: int) -> Counter[str] | None:
    """The cards ``seat`` sees now, counted, from engine internals; None once everything is shown."""
    if game.is_over:
        return None
    if game.name == "truco":
        from cardavia.games.truco.cards import CODES

        cards = [CODES[c] for c in game.hands[seat]]
        cards += [CODES[c] for trick in game.tricks for c in trick["cards"] if c is not None]
        return Counter(cards)
    if game.name == "kowa":
        from cardavia.cards.money import KOWA_FACES

        seen: Counter[str] = Counter()
        for face, count in enumerate(game.hands[seat]):
            seen[KOWA_FACES[face]] += count
        for face in game.discards:
            seen[KOWA_FACES[face]] += 1
        for face in game.declared:
            if face is not None:
                seen[KOWA_FACES[face]] += 2
        for _seat, face in game.public_draws:
            seen[KOWA_FACES[face]] += 1
        # A seat sees its own draw; the table sees a public one.
        if game.drawn is not None and (game.drawn_public or game.to_act == seat):
            seen[KOWA_FACES[game.drawn]] += 1
        if game.taken is not None:
            seen[KOWA_FACES[game.taken]] += 1
        return seen
    if game.name == "tarocchi":
        from cardavia.games.tarocchi.tables import CODES, cards_of

        cards = [CODES[c] for c in cards_of(game._hands[seat])]
        cards += [CODES[c] for c in game._trick]
        cards += [CODES[c] for trick in game._tricks for c in trick.cards]
        if game._discard is not None and seat == game.dealer:
            cards += [CODES[c] for c in game._discard]
        return Counter(cards)
    raise ValueError(f"no witness for {game.name}")


class Witness:
    """Follows one stored game, step by step, for one seat."""

    def __init__(self, name: str, seed: int, setup: dict[str, Any] | None, seat: int) -> None:
        self.game = games.new_game(name, seed=seed, setup=setup)
        self.seat = seat
        self.ever: Counter[str] = Counter()
        self.everything = False
        self._see()

    def _see(self) -> None:
        now = visible(self.game, self.seat)
        if now is None:
            self.everything = True
        else:
            self.ever |= now  # elementwise maximum

    def catch_up(self, actions: list[str]) -> None:
        """Apply the stored actions this witness has not seen yet, looking after each one."""
        assert actions[: len(self.game.log)] == self.game.log, "the stored log was rewritten"
        codes = set(_codes(self.game.name))
        for action in actions[len(self.game.log) :]:
            actor = self.game.to_act
            self.game.apply(action)
            # A card played to a trick, discarded face up or shown in a pair is
            # seen by the table, even when the same action ends the hand; the
            # Tarocchi dealer's discard is the one concealed action.
            if not (self.game.name == "tarocchi" and action.startswith("discard") and actor != self.seat):
                for word in action.split():
                    if word in codes:
                        self.ever[word] = max(self.ever[word], 1)
            self._see()

    @property
    def now(self) -> Counter[str] | None:
        return visible(self.game, self.seat)

    def may_name(self, code: str) -> bool:
        return self.everything or self.ever[code] > 0


# -- reading responses ----------------------------------------------------------------------------


@cache
def _name_pattern(deck: str) -> tuple[re.Pattern[str], dict[str, str]]:
    """A regex of every English card name of a deck (longest first), and name -> code."""
    game = next(g for g, d in DECKS.items() if d == deck)
    with translation.override("en"):
        names = {card_name(deck, code): code for code in _codes(game)}
    alternatives = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?<![\w-])({alternatives})(?![\w-])"), names


#: Rule reminders that name a card without showing one: removed before scanning.
RULE_TEXTS = ("You dealt: choose two cards to discard (never a king, T1, T21 or the Matto).",)

ART = re.compile(r"/art/(?P<deck>[a-z]+)/(?P<code>[A-Za-z0-9]+)\.svg")
VALUE = re.compile(r'\bvalue="([^"]*)"')


def html_cards(body: str, deck: str) -> tuple[Counter[str], set[str]]:
    """Card images counted per code, and every card code named anywhere (names, images, values)."""
    text = html.unescape(body)
    for rule in RULE_TEXTS:
        text = text.replace(rule, "")
    images: Counter[str] = Counter()
    for match in ART.finditer(text):
        if match["code"] != "back":
            assert match["deck"] == deck, f"an image of another deck: {match[0]}"
            images[match["code"]] += 1
    pattern, names = _name_pattern(deck)
    named = {names[match] for match in pattern.findall(text)}
    codes = set(_codes(next(g for g, d in DECKS.items() if d == deck)))
    for value in VALUE.findall(text):
        named.update(word for word in value.split() if word in codes)
    return images, named | set(images)


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


def json_cards(value: Any, game: str) -> Counter[str]:
    codes = set(_codes(game))
    return Counter(word for word in json_words(value) if word in codes)


def check_response(body: bytes, content_type: str, witness: Witness, seed: int, running: bool, where: str) -> int:
    """Fail when ``body`` shows a card the witness's seat cannot know, or a running game's seed.

    Returns how many card mentions were checked.
    """
    text = body.decode()
    if running:
        assert str(seed) not in text, f"{where}: the seed of a running game is in the response"
    game = witness.game.name
    now = witness.now
    if content_type.startswith("application/json"):
        document = json.loads(text)
        mentioned = json_cards(document, game)
        if game == "kowa" and now is not None and "observation" in document:
            # Faces repeat in Kowa: the observation may not hold more copies than the seat sees.
            shown = json_cards({k: v for k, v in document["observation"].items() if k != "waits"}, game)
            too_many = {code: n for code, n in shown.items() if n > now[code]}
            assert not too_many, f"{where}: JSON shows more cards than the seat sees: {too_many}"
    else:
        images, named = html_cards(text, DECKS[game])
        mentioned = Counter(named)
        if now is not None:
            too_many = {code: n for code, n in images.items() if n > now[code]}
            assert not too_many, f"{where}: the page shows more cards than the seat sees: {too_many}"
    unknown = sorted(code for code in mentioned if not witness.may_name(code))
    assert not unknown, f"{where}: the response names cards the seat cannot know: {unknown}"
    return sum(mentioned.values())
