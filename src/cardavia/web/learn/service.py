"""Hints and reviews: High's view of the player's own decisions, free of HTTP.

A hint analyses the position the player has now, from the player's
observation (:func:`cardavia.ai.analyse`); the game counts the hints asked
for, and its end screen says so. A review analyses every decision of a
finished game (:func:`cardavia.ai.review`) in a background thread, writes its
progress to the database as it goes, and keeps the result with the game, so
that reopening it is instant. A review whose process died (its progress
stopped for :data:`STALLED_AFTER`) starts again when asked for.
"""

from __future__ import annotations

import logging
import random
import threading
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from typing import Any, Callable

from django.db import connection
from django.db.models import F
from django.utils import timezone

from cardavia import ai
from cardavia.games import IllegalAction
from cardavia.web.play import service as play
from cardavia.web.play.models import StoredGame

from .models import StoredReview

logger = logging.getLogger(__name__)

#: A running review whose progress has not moved for this long was cut off (a restart): it starts again.
STALLED_AFTER = timedelta(seconds=90)
#: How many analysed positions the process keeps, so that asking twice costs nothing.
HINT_CACHE_SIZE = 256
#: The review's budget per decision: None for each game's own (``cardavia.ai.analysis.REVIEW_BUDGETS``).
REVIEW_BUDGET: int | None = None


class NotOver(Exception):
    """A review is only for a finished game."""


def hint_rng(seed: int, moves: int) -> random.Random:
    """The hint's generator: fixed by the game's seed and the move number, so a hint never changes."""
    return random.Random(f"cardavia-hint/{seed}/{moves}")


class _HintCache:
    def __init__(self, size: int) -> None:
        self._items: OrderedDict[tuple[str, int], ai.Analysis] = OrderedDict()
        self._lock = threading.Lock()
        self._size = size

    def get(self, key: tuple[str, int]) -> ai.Analysis | None:
        with self._lock:
            return self._items.get(key)

    def put(self, key: tuple[str, int], analysis: ai.Analysis) -> None:
        with self._lock:
            self._items[key] = analysis
            while len(self._items) > self._size:
                self._items.popitem(last=False)


hints = _HintCache(HINT_CACHE_SIZE)


def hint(record: StoredGame, seq: Any) -> ai.Analysis:
    """High's analysis of the owner's position at ``seq``, counted as a hint.

    Raises :class:`~cardavia.web.play.service.StaleMove` when the table has
    moved on and :class:`~cardavia.games.IllegalAction` when it is not the
    player's turn; neither counts.
    """
    if isinstance(seq, bool) or not isinstance(seq, int) or seq != record.seq:
        raise play.StaleMove(record)
    game = play.current(record).game
    if game.is_over:
        raise IllegalAction("The game is over.", "game-over")
    if game.to_act != record.human_seat:
        raise IllegalAction("It is not your turn.", "not-your-turn")
    key = (record.public_id, record.seq)
    analysis = hints.get(key)
    if analysis is None:
        seat = record.human_seat
        analysis = ai.analyse(game.name, game.observation(seat), game.legal_actions(), hint_rng(game.seed, len(game.log)))
        hints.put(key, analysis)
    StoredGame.objects.filter(pk=record.pk).update(hints=F("hints") + 1)
    record.hints += 1
    return analysis


def summary(review: ai.Review) -> dict[str, Any]:
    """What is stored of a review: the figures and the mistakes, as JSON."""
    return {
        "accuracy": review.accuracy,
        "decisions": len(review.decisions),
        "mistakes": [
            {
                "number": number,
                "index": decision.index,
                "observation": decision.observation,
                "played": decision.played,
                "best": decision.analysis.best,
                "cost": decision.cost,
                "unit": decision.analysis.unit,
                "estimates": [
                    {"action": e.action, "value": e.value, "win": e.win} for e in decision.analysis.estimates
                ],
                "reason": None
                if decision.analysis.reason is None
                else {
                    "template": decision.analysis.reason.template,
                    "code": decision.analysis.reason.code,
                    "params": decision.analysis.reason.params,
                },
            }
            for number, decision in enumerate(review.decisions, 1)
            if decision.mistake
        ],
    }


def run_review(review_pk: int) -> None:
    """Compute a review and store it (the background task; also callable directly)."""
    try:
        stored = StoredReview.objects.select_related("game").get(pk=review_pk)
        record = stored.game

        def progress(done: int, total: int) -> None:
            StoredReview.objects.filter(pk=review_pk).update(done=done, total=total, updated=timezone.now())

        result = ai.review(
            record.game, record.seed, record.setup, record.actions, record.human_seat, budget=REVIEW_BUDGET, progress=progress
        )
        total = len(result.decisions)
        StoredReview.objects.filter(pk=review_pk).update(
            state=StoredReview.State.DONE, result=summary(result), done=total, total=total, updated=timezone.now()
        )
    except Exception:
        logger.exception("review %s failed", review_pk)
        StoredReview.objects.filter(pk=review_pk).update(state=StoredReview.State.FAILED, updated=timezone.now())
    finally:
        connection.close()  # this thread's own connection


#: One review at a time per process: a review is long, and the tables' moves come first.
_executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="cardavia-review")
#: How a review is run: in the background. The tests run it in place.
submit: Callable[[Callable[[int], None], int], Any] = _executor.submit
_queued: set[int] = set()
_queued_lock = threading.Lock()


def _run_queued(review_pk: int) -> None:
    try:
        run_review(review_pk)
    finally:
        with _queued_lock:
            _queued.discard(review_pk)


def start_review(record: StoredGame) -> StoredReview:
    """The review of a finished game: the stored one, or one started now."""
    if not record.finished:
        raise NotOver()
    stored, created = StoredReview.objects.get_or_create(game=record)
    stalled = stored.state == StoredReview.State.RUNNING and timezone.now() - stored.updated > STALLED_AFTER
    if created or stored.state == StoredReview.State.FAILED or stalled:
        if not created:
            StoredReview.objects.filter(pk=stored.pk).update(state=StoredReview.State.RUNNING, done=0, updated=timezone.now())
            stored.refresh_from_db()
        with _queued_lock:
            if stored.pk in _queued:
                return stored
            _queued.add(stored.pk)
        submit(_run_queued, stored.pk)
        stored.refresh_from_db()
    return stored


def find_review(record: StoredGame) -> StoredReview | None:
    return StoredReview.objects.filter(game=record).first()
