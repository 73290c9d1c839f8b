"""A stored game: what reproduces it, who owns it, and how far it has gone."""

from __future__ import annotations

import secrets

from django.db import models


def new_public_id() -> str:
    """An unguessable id for URLs (12 URL-safe characters, 72 random bits)."""
    return secrets.token_urlsafe(9)


class StoredGame(models.Model):
    public_id = models.CharField(max_length=16, unique=True, default=new_public_id, editable=False)
    game = models.CharField(max_length=32)
    rules_version = models.PositiveIntegerField()
    seed = models.BigIntegerField()
    setup = models.JSONField(null=True, blank=True)
    #: Every action applied, the AI's included, in order: replaying them rebuilds the game.
    actions = models.JSONField(default=list)
    #: Bumped by every accepted move; a move must name the seq it was made against.
    seq = models.PositiveIntegerField(default=0)
    level = models.CharField(max_length=8)
    human_seat = models.PositiveSmallIntegerField(default=0)
    #: The browser session's player token (see ``owner_token``).
    owner = models.CharField(max_length=64, db_index=True)
    finished = models.BooleanField(default=False)
    #: How many hints the player asked for (see ``cardavia.web.learn``): the end screen says so.
    hints = models.PositiveIntegerField(default=0)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated"]

    def __str__(self) -> str:
        return f"{self.game} {self.public_id} (seq {self.seq})"
