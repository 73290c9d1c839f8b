"""The games' own words, explained on hover, keyboard focus or tap.

Each game declares its terms in a module of this package named like the game
(``truco.py``, ``skat.py``...): ``TERMS``, a list of ``(word, explanation)``
pairs, both marked for translation. The word is translated with a context such
as ``"truco term"``, so that a language writes it as its players do, and it
may list the forms the rules use, separated by ``|`` (``"parda|pardas"``).
A new game adds a module and edits nothing shared; a game kept outside this
package joins with :func:`register`.

:func:`mark_terms` wraps the first occurrence of each term in every section of
rendered HTML in a focusable button described by a tooltip. Templates call it
through ``{% load terms %}{% terms game %}…{% endterms %}``.

>>> html = mark_terms("<p>Call <em>Envido</em> or Real Envido.</p>", "truco", iter(range(1, 9)))
>>> print(html)  # doctest: +ELLIPSIS
<p>Call <em><span class="term-wrap"><button type="button" class="term" aria-describedby="term-1">Envido</button><span class="term-tip" role="tooltip" id="term-1">...</span></span></em> or <span class="term-wrap"><button ... aria-describedby="term-2">Real Envido</button>...</span>.</p>
"""

from __future__ import annotations

import functools
import importlib
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from html import unescape
from html.parser import HTMLParser

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language

#: A game's term: the word (or its forms, separated by ``|``) and what it means, both translated.
Term = tuple[str, str]

_REGISTERED: dict[str, Sequence[Term]] = {}


def register(game: str, terms: Sequence[Term]) -> None:
    """Use ``terms`` for ``game`` (a game kept outside this package)."""
    _REGISTERED[game] = terms
    _glossary.cache_clear()


def terms_of(game: str) -> list[Term]:
    """The terms ``game`` declares, in the active language; none for a game without a module.

    >>> [word for word, _ in terms_of("truco")][:2]
    ['Envido', 'Real Envido']
    >>> terms_of("no-such-game")
    []
    """
    declared = _REGISTERED.get(game)
    if declared is None:
        name = f"{__name__}.{game}"
        try:
            declared = importlib.import_module(name).TERMS
        except ModuleNotFoundError as missing:
            if missing.name != name:
                raise
            return []
    return [(str(word), str(explanation)) for word, explanation in declared]


def forms(word: str) -> list[str]:
    """The forms of a translated word: ``"parda|pardas"`` has two.

    >>> forms(" parda | pardas ")
    ['parda', 'pardas']
    """
    return [form.strip() for form in word.split("|") if form.strip()]


# Scripts written without spaces between words: a term there has no word boundary to find.
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]")


_WORD_EDGE_BEFORE = r"(?<![\w-])"
_WORD_EDGE_AFTER = r"(?![\w-])"


def _form_pattern(form: str) -> tuple[str, str, str]:
    r"""One form as a regular expression: what must come before it, its body, what must follow.

    Whole words only, any run of spaces between them; a hyphen joins words
    ("anti-spring" holds no "spring"); at the edge of a Chinese or Japanese
    word there is no boundary to require.

    >>> _form_pattern("Real Envido")
    ('(?<![\\w-])', 'Real\\s+Envido', '(?![\\w-])')
    >>> _form_pattern("地主")
    ('', '地主', '')
    """
    body = r"\s+".join(re.escape(part) for part in form.split())
    before = "" if _UNSPACED.match(form[0]) or not re.match(r"\w", form[0]) else _WORD_EDGE_BEFORE
    after = "" if _UNSPACED.match(form[-1]) or not re.match(r"\w", form[-1]) else _WORD_EDGE_AFTER
    return before, body, after


@dataclass(frozen=True)
class Glossary:
    """One game's terms in one language, compiled for matching."""

    explanations: tuple[str, ...]
    #: Every form of every term, longest first, each in a group ``f<n>``.
    pattern: re.Pattern[str] | None
    #: The term of each group.
    term_of_group: dict[str, int]

    @classmethod
    def of(cls, terms: Sequence[Term]) -> Glossary:
        """Compile ``terms``: the longest form first, so that Real Envido wins over Envido.

        >>> glossary = Glossary.of([("Envido", "a bet"), ("Real Envido", "a bigger bet")])
        >>> glossary.pattern.search("a Real Envido").group()
        'Real Envido'
        """
        found = sorted(
            ((form, index) for index, (word, _) in enumerate(terms) for form in forms(word)),
            key=lambda item: -len(item[0]),
        )
        groups = {f"f{n}": index for n, (_, index) in enumerate(found)}
        # The forms between word boundaries share them: a position inside a word fails at once.
        words, others = [], []
        for n, (form, _) in enumerate(found):
            before, body, after = _form_pattern(form)
            if (before, after) == (_WORD_EDGE_BEFORE, _WORD_EDGE_AFTER):
                words.append(f"(?P<f{n}>{body})")
            else:
                others.append(f"{before}(?P<f{n}>{body}){after}")
        alternatives = ([f"{_WORD_EDGE_BEFORE}(?:{'|'.join(words)}){_WORD_EDGE_AFTER}"] if words else []) + others
        pattern = re.compile("|".join(alternatives), re.IGNORECASE) if found else None
        return cls(tuple(explanation for _, explanation in terms), pattern, groups)

    def mark(self, text: str, seen: set[int], ids: Iterator[int]) -> str | None:
        """``text`` (plain, unescaped) as HTML with each term not in ``seen`` marked; None if none is.

        >>> glossary = Glossary.of([("parda", "a <tied> trick")])
        >>> print(glossary.mark("Parda & parda", set(), iter([7])))
        <span class="term-wrap"><button type="button" class="term" aria-describedby="term-7">Parda</button><span class="term-tip" role="tooltip" id="term-7">a &lt;tied&gt; trick</span></span> &amp; parda
        """
        if self.pattern is None:
            return None
        pieces: list[str] = []
        done = 0
        for match in self.pattern.finditer(text):
            term = self.term_of_group[match.lastgroup or ""]
            if term in seen:
                continue
            seen.add(term)
            pieces.append(escape(text[done : match.start()]))
            pieces.append(term_markup(match.group(), self.explanations[term], f"term-{next(ids)}"))
            done = match.end()
        if not pieces:
            return None
        pieces.append(escape(text[done:]))
        return "".join(pieces)


def term_markup(word: str, explanation: str, identifier: str) -> str:
    """A term as it appears on a page: a button, and the tooltip that describes it (both escaped)."""
    return (
        f'<span class="term-wrap"><button type="button" class="term" aria-describedby="{identifier}">'
        f'{escape(word)}</button><span class="term-tip" role="tooltip" id="{identifier}">'
        f"{escape(explanation)}</span></span>"
    )


@functools.lru_cache(maxsize=128)
def _glossary(game: str, language: str | None) -> Glossary:
    # The language is part of the key: the terms are translated when they are compiled.
    return Glossary.of(terms_of(game))


#: Elements whose text is never marked: links, controls and what is inside them, headings
#: (a section's name), code and the like, and what is not shown.
_UNMARKED = frozenset(
    "a button select option textarea label summary h1 h2 h3 h4 h5 h6 abbr dfn kbd code samp pre "
    "script style title template svg math iframe object noscript".split()
)
_UNMARKED_ROLES = frozenset("button link tab menuitem option checkbox radio switch img heading".split())
#: Each of these starts afresh: a term is marked at its first occurrence in each.
_SCOPES = frozenset("section article aside nav dialog header footer main".split())
_VOID = frozenset("area base br col embed hr img input link meta source track wbr".split())


class _Marker(HTMLParser):
    """Copies HTML as it is, except the text outside tags, where terms get marked."""

    def __init__(self, glossary: Glossary, ids: Iterator[int]) -> None:
        super().__init__(convert_charrefs=False)
        self.glossary = glossary
        self.ids = ids
        self.out: list[str] = []
        self.text: list[str] = []  # the raw text since the last tag, entities as written
        self.open: list[tuple[str, bool]] = []  # open elements: name, and whether they keep terms out
        self.seen: set[int] = set()

    def _flush(self) -> None:
        if not self.text:
            return
        raw = "".join(self.text)
        self.text = []
        marked = None if any(unmarked for _, unmarked in self.open) else self.glossary.mark(unescape(raw), self.seen, self.ids)
        self.out.append(raw if marked is None else marked)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._flush()
        if tag in _SCOPES:
            self.seen.clear()
        if tag not in _VOID:
            attributes = dict(attrs)
            unmarked = (
                tag in _UNMARKED
                or attributes.get("role") in _UNMARKED_ROLES
                or attributes.get("aria-hidden") == "true"
                or "hidden" in attributes
                or "contenteditable" in attributes
                or "term-wrap" in (attributes.get("class") or "").split()
            )
            self.open.append((tag, unmarked))
        self.out.append(self.get_starttag_text() or "")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._flush()
        self.out.append(self.get_starttag_text() or "")

    def handle_endtag(self, tag: str) -> None:
        self._flush()
        for depth in range(len(self.open) - 1, -1, -1):
            if self.open[depth][0] == tag:
                del self.open[depth:]
                break
        if tag in _SCOPES:
            self.seen.clear()
        self.out.append(f"</{tag}>")

    def handle_data(self, data: str) -> None:
        self.text.append(data)

    def handle_entityref(self, name: str) -> None:
        self.text.append(f"&{name};")

    def handle_charref(self, name: str) -> None:
        self.text.append(f"&#{name};")

    def handle_comment(self, data: str) -> None:
        self._flush()
        self.out.append(f"<!--{data}-->")

    def handle_decl(self, decl: str) -> None:
        self._flush()
        self.out.append(f"<!{decl}>")

    def handle_pi(self, data: str) -> None:
        self._flush()
        self.out.append(f"<?{data}>")

    def unknown_decl(self, data: str) -> None:
        self._flush()
        self.out.append(f"<![{data}]>")

    def result(self) -> str:
        self.close()
        self._flush()
        return "".join(self.out)


def mark_terms(html: str, game: str, ids: Iterator[int]) -> SafeString:
    """``html`` with ``game``'s terms marked in its text; ``ids`` numbers the tooltips.

    ``html`` must be safe already (rendered template output): only its text
    changes, and what is added (the translators' words and explanations) is
    escaped. Nothing inside a tag, a link, a button, a heading or another
    control is touched.

    >>> print(mark_terms('<a href="#envido">Envido</a> <h2>Envido</h2> <b title="Envido">x</b>', "truco", iter([1])))
    <a href="#envido">Envido</a> <h2>Envido</h2> <b title="Envido">x</b>
    """
    glossary = _glossary(game, get_language())
    if glossary.pattern is None:
        return mark_safe(html)
    marker = _Marker(glossary, ids)
    marker.feed(html)
    return mark_safe(marker.result())
