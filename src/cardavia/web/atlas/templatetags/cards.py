"""Card faces on pages: ``{% load cards %}`` then ``{% card_face deck code %}``.

This is the one switch between card art and text: with ``cardavia.art``
drawing the deck it renders an ``<img>`` of the face, otherwise a text chip
(rank and suit) with the same accessible name.
"""

from __future__ import annotations

from django import template
from django.urls import reverse
from django.utils.html import format_html
from django.utils.safestring import mark_safe

from cardavia.web.atlas import art
from cardavia.web.atlas.cardnames import card_name, chip, suit_class

register = template.Library()


@register.simple_tag
def card_face(deck: str, code: str, size: str = "md", lazy: bool = False):
    """One card: art image when available, else a chip. ``size``: sm, md or lg."""
    name = card_name(deck, code)
    if art.has_art(deck):
        return format_html(
            '<img class="card card-{} art" src="{}" alt="{}" width="120" height="186"{}>',
            size,
            reverse("card-art", kwargs={"deck": deck, "name": code}),
            name,
            mark_safe(' loading="lazy"') if lazy else "",
        )
    rank, suit = chip(deck, code)
    return format_html(
        '<span class="card card-{} chip art {}{}" role="img" aria-label="{}">'
        '<span class="chip-rank" aria-hidden="true">{}</span><span class="chip-suit" aria-hidden="true">{}</span></span>',
        size,
        suit_class(deck, code),
        " chip-long" if len(rank) > 3 else "",
        name,
        rank,
        suit,
    )


@register.simple_tag
def card_back(deck: str, size: str = "md"):
    """The back of a card (a plain felt-coloured chip without art)."""
    if art.has_art(deck):
        return format_html(
            '<img class="card card-{} art" src="{}" alt="" width="120" height="186">',
            size,
            reverse("card-art", kwargs={"deck": deck, "name": "back"}),
        )
    return format_html('<span class="card card-{} chip chip-back art" aria-hidden="true"></span>', size)


@register.filter
def has_art(deck: str) -> bool:
    return art.has_art(deck)
