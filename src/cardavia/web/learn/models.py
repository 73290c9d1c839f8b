"""The review of a finished game, computed once in the background and kept with the game."""

from __future__ import annotations

from django.db import models

from cardavia.web.play.models import StoredGame


class StoredReview(models.Model):
    class State(models.TextChoices):
        RUNNING = "running"
        DONE = "done"
        FAILED = "failed"

    game = models.OneToOneField(StoredGame, on_delete=models.CASCADE, related_name="review")
    state = models.CharField(max_length=8, choices=State.choices, default=State.RUNNING)
    #: Decisions analysed so far, of ``total``: the progress bar.
    done = models.PositiveIntegerField(default=0)
    total = models.PositiveIntegerField(default=0)
    #: The review once done: accuracy, decision count and the mistakes (see ``service.summary``).
    result = models.JSONField(null=True, blank=True)
    started = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"review of {self.game.public_id} ({self.state} {self.done}/{self.total})"
