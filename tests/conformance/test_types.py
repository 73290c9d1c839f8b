"""Every game's TypedDicts describe its observations and events exactly, and the API document shows them."""

from __future__ import annotations

import typing

import pytest
import typing_extensions
from conformance import NAMES, positions
from pydantic import ConfigDict, TypeAdapter

from cardavia import games


def _typed_dicts(kind: object, found: set[type]) -> set[type]:
    """Every TypedDict that ``kind`` holds, itself included."""
    # typing_extensions knows both kinds of TypedDict (see cardavia.games.schema).
    if typing_extensions.is_typeddict(kind) and kind not in found:
        found.add(kind)  # type: ignore[arg-type]
        for hint in typing_extensions.get_type_hints(kind).values():
            _typed_dicts(hint, found)
    for argument in typing.get_args(kind):
        _typed_dicts(argument, found)
    return found


@pytest.fixture
def exact(monkeypatch):
    """TypeAdapters that refuse any key a TypedDict does not name (set for this test only)."""

    def adapter(kind: object) -> TypeAdapter:
        for typed in _typed_dicts(kind, set()):
            monkeypatch.setattr(typed, "__pydantic_config__", ConfigDict(extra="forbid"), raising=False)
        return TypeAdapter(kind)

    return adapter


@pytest.mark.parametrize("name", NAMES)
def test_observations_and_events_fit_their_types_exactly(name, exact):
    game_class = games.game_class(name)
    observation = exact(game_class.observation_type)
    event = exact(typing.Union[game_class.event_types])  # type: ignore[index]
    seen: set[str] = set()
    for game in positions(name, 30, seed=7, running=False):
        for seat in range(game.players):
            observation.validate_python(game.observation(seat))
        for item in game.opening_events:
            event.validate_python(item)
            seen.add(item["type"])
        if not game.is_over:
            legal = game.legal_actions()
            for item in game.clone().apply(legal[-1]):
                event.validate_python(item)
                seen.add(item["type"])
    declared = {typing.get_args(typing_extensions.get_type_hints(kind)["type"])[0] for kind in game_class.event_types}
    assert seen <= declared
    assert len(seen) >= 2


def test_the_exact_types_refuse_a_key_they_do_not_name(exact):
    observation = exact(games.game_class("truco").observation_type)
    state = games.new_game("truco", seed=1).observation(0)
    observation.validate_python(state)
    state["tricks"][0]["hidden_card"] = "1E"
    with pytest.raises(ValueError):
        observation.validate_python(state)


def test_the_api_document_shows_every_games_observation(client):
    document = client.get("/api/openapi.json").json()
    schemas = document["components"]["schemas"]
    for name in NAMES:
        kind = games.game_class(name).observation_type
        assert kind.__name__ in schemas, name
        assert set(schemas[kind.__name__]["properties"]) == set(typing_extensions.get_type_hints(kind)), name
        for event in games.game_class(name).event_types:
            assert event.__name__ in schemas, (name, event.__name__)
