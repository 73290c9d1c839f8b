"""Where the site keeps its state, and how it reads the environment.

Everything the site needs from the environment has a safe default, so that
``cardavia serve`` works with no configuration at all:

* ``CARDAVIA_DATA``: the data folder (default ``./data``), holding the SQLite
  database and the generated secret key.
* ``DATABASE_URL``: default ``sqlite:////<data folder>/cardavia.sqlite3``; a
  ``postgres://`` URL selects PostgreSQL.
* ``SECRET_KEY``: when unset, generated once and kept in
  ``<data folder>/secret_key`` (mode 600), so sessions survive a restart.
* ``CARDAVIA_DEBUG=1`` turns Django's debug mode on (off by default).
* ``CARDAVIA_ALLOWED_HOSTS``: comma-separated host names (default: loopback).
* ``CARDAVIA_HTTPS=1``: the site is served over HTTPS (usually behind a proxy
  that sends ``X-Forwarded-Proto``): cookies are marked ``Secure`` and
  browsers are told to keep to HTTPS (HSTS).
* ``CARDAVIA_PLUGINS``: comma-separated Django apps to add, importable
  modules whose ``ready()`` registers games or traditions kept outside the
  package (see ``docs/adding-a-game.md``).

>>> sqlite_url(Path("/srv/cardavia"))
'sqlite:////srv/cardavia/cardavia.sqlite3'
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path


def data_dir() -> Path:
    """The absolute data folder, created when missing."""
    folder = Path(os.environ.get("CARDAVIA_DATA", "data")).expanduser().resolve()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def sqlite_url(folder: Path) -> str:
    return f"sqlite:///{folder / 'cardavia.sqlite3'}"


def database_url() -> str:
    return os.environ.get("DATABASE_URL") or sqlite_url(data_dir())


def secret_key() -> str:
    """``SECRET_KEY`` from the environment, else the one kept in the data folder."""
    key = os.environ.get("SECRET_KEY")
    if key:
        return key
    path = data_dir() / "secret_key"
    try:
        return path.read_text().strip()
    except FileNotFoundError:
        pass
    key = secrets.token_urlsafe(50)
    # O_EXCL: when two processes start at once, one writes and both read it.
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return path.read_text().strip()
    with os.fdopen(descriptor, "w") as file:
        file.write(key + "\n")
    return key


def debug() -> bool:
    return os.environ.get("CARDAVIA_DEBUG", "") in ("1", "true", "yes", "on")


def https() -> bool:
    return os.environ.get("CARDAVIA_HTTPS", "") in ("1", "true", "yes", "on")


def allowed_hosts() -> list[str]:
    hosts = os.environ.get("CARDAVIA_ALLOWED_HOSTS", "")
    return [h.strip() for h in hosts.split(",") if h.strip()] or ["127.0.0.1", "localhost", "[::1]"]


def plugins() -> list[str]:
    """The extra apps of ``CARDAVIA_PLUGINS``, in order."""
    return [app.strip() for app in os.environ.get("CARDAVIA_PLUGINS", "").split(",") if app.strip()]
