"""The games' own words explained on the page: ``{% load terms %}``.

``{% terms game %}…{% endterms %}`` renders its content and marks the terms
of ``game`` in its text (see :mod:`cardavia.web.play.terms`): the rules tab
wraps a game's rules in it, the table wraps its whole area.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from django import template
from django.template.base import FilterExpression, NodeList, Parser, Token
from django.template.context import Context
from django.utils.safestring import SafeString

from cardavia.web.play.terms import mark_terms

register = template.Library()

_IDS = "cardavia.terms.ids"


def _ids(context: Context) -> Iterator[int]:
    """The tooltip numbers of the page being rendered: unique across every block and include.

    The bottom of the render context lives as long as the whole render (Django
    keeps its own per-render caches there too).
    """
    return context.render_context.dicts[0].setdefault(_IDS, itertools.count(1))


class TermsNode(template.Node):
    def __init__(self, game: FilterExpression, nodelist: NodeList) -> None:
        self.game = game
        self.nodelist = nodelist

    def render(self, context: Context) -> SafeString:
        return mark_terms(self.nodelist.render(context), str(self.game.resolve(context)), _ids(context))


@register.tag(name="terms")
def terms(parser: Parser, token: Token) -> TermsNode:
    """``{% terms game %}`` … ``{% endterms %}``: the game's terms explained in the content."""
    bits = token.split_contents()
    if len(bits) != 2:
        raise template.TemplateSyntaxError("{% terms %} takes one argument, the game: {% terms game.slug %}")
    nodelist = parser.parse(("endterms",))
    parser.delete_first_token()
    return TermsNode(parser.compile_filter(bits[1]), nodelist)
