"""The examples in the art modules' docstrings hold."""

from __future__ import annotations

import doctest
import importlib

import pytest

from cardavia import art


@pytest.mark.parametrize("name", ["cardavia.art", "cardavia.art.svg", *(f"cardavia.art.{deck}" for deck in art.decks())])
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
