"""Learn to play: hints at the table and a review of a finished game, from the High AI.

Both come from :func:`cardavia.ai.analyse`, which reads the seat's observation
only, so a hint or a review never shows what the seat could not see.
"""
