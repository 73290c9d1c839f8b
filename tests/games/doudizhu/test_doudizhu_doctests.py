"""The examples in the Dou Dizhu docstrings stay true."""

from __future__ import annotations

import doctest
import importlib

import pytest


@pytest.mark.parametrize(
    "module",
    [
        "cardavia.games.doudizhu",
        "cardavia.games.doudizhu.combos",
        "cardavia.games.doudizhu.engine",
        "cardavia.games.doudizhu.sampling",
        "cardavia.games.doudizhu.text",
        "cardavia.ai.doudizhu",
    ],
)
def test_docstring_examples(module):
    failed, attempted = doctest.testmod(importlib.import_module(module))
    assert attempted > 0 and failed == 0
