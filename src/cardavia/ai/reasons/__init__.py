"""Why High prefers its action, one game per module: ``reason(observation, valuation) -> Reason | None``.

A game adds its own module here (``cardavia.ai.reasons.<game>``); a game without
one, or whose reasons all miss, gets the generic reason of
:mod:`cardavia.ai.analysis`.
"""
