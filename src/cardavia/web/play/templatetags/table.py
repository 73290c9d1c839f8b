"""Pieces every card table draws the same way: ``{% load table %}``.

``{% backs deck count %}`` is a seat's hidden hand: its backs fanned, with the
count written beside them (and read out as "12 cards").
"""

from __future__ import annotations

from django import template
from django.urls import reverse
from django.utils.html import format_html, format_html_join
from django.utils.safestring import SafeString
from django.utils.translation import ngettext

register = template.Library()

#: A fan shows at most this many backs; the count says how many there are.
MOST_BACKS = 20


@register.simple_tag
def backs(deck: str, count: int) -> SafeString:
    """The backs of a hidden hand, fanned, and their count.

    >>> from django.utils import translation
    >>> with translation.override("en"):
    ...     html = backs("tarocco-piemontese", 3)
    >>> html.count("<img"), 'aria-label="3 cards"' in html, '>3</span>' in html
    (3, True, True)
    """
    src = reverse("card-art", kwargs={"deck": deck, "name": "back"})
    label = ngettext("%(n)s card", "%(n)s cards", count) % {"n": count}
    images = format_html_join("", '<img class="card card-back art" src="{}" alt="" width="120" height="186">', ((src,) for _ in range(min(count, MOST_BACKS))))
    size = "fan-many" if count > 8 else "fan-few"
    return format_html(
        '<div class="fan {}" role="img" aria-label="{}"><span class="fan-cards">{}</span><span class="fan-count" aria-hidden="true">{}</span></div>',
        size,
        label,
        images,
        count,
    )
