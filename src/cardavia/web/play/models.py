"""A stored game: what reproduces it, who owns it, and how far it has gone.

A game against the AI has one person, its owner, at ``human_seat``. A table
with friends (``invite`` set) has a :class:`Seat` row for every seat: the
people who joined through the invitation, the host among them, and the AI.
"""

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
    #: A table with friends: the invitation token that gives a free person's seat (None against the AI).
    invite = models.CharField(max_length=32, null=True, blank=True, unique=True)
    #: The spectators' token, when the host gave the table one.
    watch = models.CharField(max_length=32, null=True, blank=True, unique=True)
    #: False while a table with friends waits for its people; the host starts it.
    started = models.BooleanField(default=True)
    #: Seconds a person may take over a turn before the AI plays their seat (0: never).
    replace_after = models.PositiveIntegerField(default=0)
    #: Bumped by every change a seat can see (a move, a join, the start, a seat handed over): the live pages follow it.
    revision = models.PositiveIntegerField(default=0)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    #: The seat of the person the record was read for (set by ``service.find``); not stored.
    viewer: int | None = None

    class Meta:
        ordering = ["-updated"]

    def __str__(self) -> str:
        return f"{self.game} {self.public_id} (seq {self.seq})"

    @property
    def with_friends(self) -> bool:
        return self.invite is not None


#: How long a display name may be.
NAME_LENGTH = 24


class Seat(models.Model):
    """A seat of a table with friends: a person's (once someone holds it) or the AI's."""

    PERSON = "person"

    game = models.ForeignKey(StoredGame, on_delete=models.CASCADE, related_name="seats")
    number = models.PositiveSmallIntegerField()
    #: ``PERSON``, or the AI level that plays the seat (also once the AI replaced the person).
    kind = models.CharField(max_length=8)
    #: The browser session token of the person who holds it; "" while it is free.
    owner = models.CharField(max_length=64, blank=True, default="")
    name = models.CharField(max_length=NAME_LENGTH, blank=True, default="")

    class Meta:
        ordering = ["number"]
        constraints = [models.UniqueConstraint(fields=["game", "number"], name="one_row_per_seat")]

    def __str__(self) -> str:
        return f"seat {self.number} of {self.game_id}: {self.kind} {self.name}"

    @property
    def is_person(self) -> bool:
        return self.kind == self.PERSON

    @property
    def is_free(self) -> bool:
        return self.is_person and not self.owner
