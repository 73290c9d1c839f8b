"""Card faces on pages: ``{% load cards %}`` then ``{% card_face deck code %}``.

A face is an ``<img>`` of ``cardavia.art``'s drawing with the card's name in
the reader's language as its text; a back is an image without text (it says
nothing of its card).
"""

from __future__ import annotations

from django import template
from django.urls import reverse
from django.utils.html import format_html
from django.utils.safestring import mark_safe

from cardavia.web.atlas.cardnames import card_name

register = template.Library()


@register.simple_tag
def card_face(deck: str, code: str, size: str = "md", lazy: bool = False):
    """One card face. ``size``: xs, sm, md or lg."""
    return format_html(
        '<img class="card card-{} art" src="{}" alt="{}" width="120" height="186" data-card="{}"{}>',
        size,
        reverse("card-art", kwargs={"deck": deck, "name": code}),
        card_name(deck, code),
        code,
        mark_safe(' loading="lazy"') if lazy else "",
    )


@register.simple_tag
def card_back(deck: str, size: str = "md"):
    """The back of a card: the same for every card of the deck."""
    return format_html(
        '<img class="card card-{} art" src="{}" alt="" width="120" height="186">',
        size,
        reverse("card-art", kwargs={"deck": deck, "name": "back"}),
    )
