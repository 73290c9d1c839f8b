"""The Cardavia website: a Django project.

``settings``, ``urls``, ``asgi``/``wsgi`` make the project; each concern is an
app: ``atlas`` (home, tradition pages and their data), ``rules`` (the game
page with its Table and Full rules tabs), ``prefs`` (language and visual
settings). ``server.serve`` is what ``cardavia serve`` runs.
"""
