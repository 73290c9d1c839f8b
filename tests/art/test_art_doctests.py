"""The examples in the art modules' docstrings hold."""

from __future__ import annotations

import doctest
import importlib

import pytest


@pytest.mark.parametrize("name", ["cardavia.art", "cardavia.art.svg", "cardavia.art.spanish", "cardavia.art.money", "cardavia.art.tarocco", "cardavia.art.hanafuda"])
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
