"""The examples in the Kowa docstrings stay true."""

from __future__ import annotations

import doctest
import importlib

import pytest


@pytest.mark.parametrize("module", ["cardavia.games.kowa", "cardavia.games.kowa.engine", "cardavia.games.kowa.faces", "cardavia.games.kowa.text"])
def test_docstring_examples(module):
    failed, attempted = doctest.testmod(importlib.import_module(module))
    assert attempted > 0 and failed == 0
