"""The per-process table cache: bounded by the actions it holds, and a rebuilt table equals the cached one."""

from __future__ import annotations

import random

import pytest

from cardavia import games
from cardavia.web.play import service
from cardavia.web.play.models import StoredGame
from cardavia.web.play.service import Table, _TableCache

pytestmark = pytest.mark.django_db

#: Every game with a Low AI that the site serves, long and short.
GAMES = ("doudizhu", "koikoi", "kowa", "skat", "tarocchi", "tarok", "truco")


def same_table(left: Table, right: Table) -> bool:
    """Two tables are the same game: same actions, same events, same view from every seat, same choices."""
    a, b = left.game, right.game
    return (
        a.log == b.log
        and left.events == right.events
        and all(a.observation(seat) == b.observation(seat) for seat in range(a.players))
        and (a.is_over or a.legal_actions() == b.legal_actions())
        and a.result == b.result
    )


def play(game_name: str, seed: int, moves: int, budget: int, monkeypatch: pytest.MonkeyPatch) -> tuple[StoredGame, Table]:
    """Start a game with a cache of ``budget`` and make up to ``moves`` random legal moves through the service."""
    monkeypatch.setattr(service, "cache", _TableCache(budget))
    rng = random.Random(seed)
    played = service.start("owner", game_name, "low", seed=seed)
    for _ in range(moves):
        if played.game.is_over:
            break
        action = rng.choice(played.game.legal_actions())
        played = service.move(played.record.public_id, "owner", action, played.record.seq)
    return played.record, played.table


@pytest.mark.parametrize("game_name", GAMES)
def test_a_rebuilt_game_equals_the_stored_one(game_name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    record, table = play(game_name, 11, 30, service.CACHE_ACTIONS, monkeypatch)
    stored = StoredGame.objects.get(pk=record.pk)
    assert stored.actions == table.game.log
    assert same_table(service.rebuild(stored), table)
    assert same_table(service.current(stored), table)


@pytest.mark.parametrize("game_name", GAMES)
def test_a_game_played_through_a_cache_too_small_to_keep_it_is_the_same_game(
    game_name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With room for no second table every move replays the game, and nothing changes."""
    kept = play(game_name, 5, 40, service.CACHE_ACTIONS, monkeypatch)[1]
    # A second game in between evicts the first from a budget of one table's weight.
    monkeypatch.setattr(service, "cache", _TableCache(1))
    rng = random.Random(5)
    played = service.start("owner", game_name, "low", seed=5)
    for _ in range(40):
        if played.game.is_over:
            break
        service.start("other", "truco", "low", seed=1)
        assert len(service.cache) == 1
        action = rng.choice(played.game.legal_actions())
        played = service.move(played.record.public_id, "owner", action, played.record.seq)
    assert same_table(played.table, kept)
    assert same_table(service.current(StoredGame.objects.get(pk=played.record.pk)), kept)


def test_the_cache_evicts_the_least_recently_used_by_weight(monkeypatch: pytest.MonkeyPatch) -> None:
    base = _TableCache.BASE_WEIGHT
    records = [service.start("owner", "truco", "low", seed=seed).record for seed in range(3)]
    weights = [base + len(record.actions) for record in records]
    cache = _TableCache(sum(weights))
    monkeypatch.setattr(service, "cache", cache)
    for record in records:
        service.current(record)
    assert len(cache) == 3 and cache.total_weight == sum(weights)
    service.current(records[0])  # now the most recently used; records[1] is the least
    # Seed 0 deals with seat 0 to act: no AI move, the lightest table there is.
    fourth = service.start("owner", "truco", "low", seed=0).record
    assert fourth.actions == [] and _TableCache.weight(service.rebuild(fourth)) == base
    assert list(cache._tables) == [records[2].pk, records[0].pk, fourth.pk]
    assert cache.total_weight == weights[0] + weights[2] + base <= sum(weights)
    # A move makes its table heavier; the least recently used leave to keep the total within the budget.
    game = cache._tables[fourth.pk][0].game
    service.move(fourth.public_id, "owner", game.legal_actions()[0], fourth.seq)
    assert cache.total_weight <= sum(weights)
    assert list(cache._tables)[-1] == fourth.pk
    assert cache.total_weight == sum(_TableCache.weight(table) for table, _ in cache._tables.values())


def test_a_table_heavier_than_the_budget_is_still_kept_until_the_next(monkeypatch: pytest.MonkeyPatch) -> None:
    cache = _TableCache(1)
    monkeypatch.setattr(service, "cache", cache)
    first = service.start("owner", "kowa", "low", seed=2).record
    assert list(cache._tables) == [first.pk]
    second = service.start("owner", "kowa", "low", seed=3).record
    assert list(cache._tables) == [second.pk]
    assert cache.total_weight == _TableCache.weight(cache._tables[second.pk][0])
    cache.clear()
    assert len(cache) == 0 and cache.total_weight == 0
    assert same_table(service.current(first), service.rebuild(first))
    assert games.replay("kowa", first.seed, first.actions).log == first.actions
