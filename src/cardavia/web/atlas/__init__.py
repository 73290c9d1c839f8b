"""The atlas: home page with the world map, tradition pages, and their data.

Traditions and games are data: one module each under ``traditions/`` and
``games/`` (see :mod:`cardavia.web.atlas.catalog`), so adding one is adding a
file.
"""
