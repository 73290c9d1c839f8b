"""The examples in the web modules' docstrings run as tests."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "cardavia.web.config",
    "cardavia.web.atlas.catalog",
    "cardavia.web.atlas.cardnames",
    "cardavia.web.atlas.worldmap",
    "cardavia.web.prefs.visual",
    "cardavia.web.play.terms",
    "cardavia.web.play.tables",
    "cardavia.web.play.templatetags.table",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
