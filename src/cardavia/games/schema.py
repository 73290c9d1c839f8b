"""The names the engines use to type their observations and events.

Each game describes ``observation(seat)`` and every event with a
``TypedDict`` (``<game>/types.py``): the JSON API's OpenAPI document is
generated from them, and a type checker reads them too.

Pydantic, which builds that document, reads ``typing.TypedDict`` only from
Python 3.12 on; before that it needs ``typing_extensions.TypedDict``, which
the site's dependencies always install. The engines themselves use the
standard library only, so they take it when it is there and the standard
one otherwise: the classes behave the same either way.
"""

from __future__ import annotations

import sys

if sys.version_info >= (3, 12):
    from typing import Literal, NotRequired, TypedDict
else:  # pragma: no cover - depends on the interpreter
    try:
        from typing_extensions import Literal, NotRequired, TypedDict
    except ImportError:
        from typing import Literal, NotRequired, TypedDict

__all__ = ["Literal", "NotRequired", "TypedDict"]
