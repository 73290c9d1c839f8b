"""`cardavia serve` settings: data folder, secret key, database, static files."""

from __future__ import annotations

import os
import stat

import pytest
from django.conf import settings

from cardavia import cli
from cardavia.web import config


def test_secret_key_is_generated_once_and_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDAVIA_DATA", str(tmp_path / "data"))
    monkeypatch.delenv("SECRET_KEY", raising=False)
    first = config.secret_key()
    assert len(first) >= 50 and config.secret_key() == first
    key_file = tmp_path / "data" / "secret_key"
    assert stat.S_IMODE(os.stat(key_file).st_mode) == 0o600
    monkeypatch.setenv("SECRET_KEY", "from-the-environment")
    assert config.secret_key() == "from-the-environment"


def test_database_url_defaults_to_sqlite_in_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDAVIA_DATA", str(tmp_path))
    monkeypatch.delenv("DATABASE_URL", raising=False)
    assert config.database_url() == f"sqlite:///{tmp_path}/cardavia.sqlite3"
    assert config.database_url().startswith("sqlite:////")
    monkeypatch.setenv("DATABASE_URL", "postgres://u:p@db.internal:5432/cardavia")
    assert config.database_url() == "postgres://u:p@db.internal:5432/cardavia"


def test_sqlite_runs_in_wal_mode_with_immediate_transactions():
    database = settings.DATABASES["default"]
    assert database["ENGINE"] == "django.db.backends.sqlite3"
    assert database["OPTIONS"]["transaction_mode"] == "IMMEDIATE"
    assert "journal_mode=WAL" in database["OPTIONS"]["init_command"]


def test_postgres_url_selects_postgresql(monkeypatch):
    import dj_database_url

    parsed = dj_database_url.parse("postgres://u:p@localhost:5432/cardavia")
    assert parsed["ENGINE"] == "django.db.backends.postgresql" and parsed["NAME"] == "cardavia"


def test_debug_is_off_unless_asked(monkeypatch):
    monkeypatch.delenv("CARDAVIA_DEBUG", raising=False)
    assert config.debug() is False
    monkeypatch.setenv("CARDAVIA_DEBUG", "1")
    assert config.debug() is True
    assert settings.DEBUG is False


def test_serve_subcommand_passes_host_port_and_workers(monkeypatch):
    calls = []
    monkeypatch.setattr("cardavia.web.server.serve", lambda host, port, workers: calls.append((host, port, workers)))
    assert cli.main(["serve", "--host", "0.0.0.0", "--port", "8123"]) == 0
    assert cli.main(["serve"]) == 0
    assert cli.main(["serve", "--workers", "3"]) == 0
    assert calls == [("0.0.0.0", 8123, 1), ("127.0.0.1", 8000, 1), ("127.0.0.1", 8000, 3)]
    with pytest.raises(SystemExit):
        cli.main(["serve", "--workers", "0"])


@pytest.mark.parametrize("path", ["/static/cardavia/site.css", "/static/cardavia/site.js", "/static/vendor/htmx/2.0.11/htmx.min.js"])
def test_static_files_are_served_from_the_package(client, path):
    response = client.get(path)
    assert response.status_code == 200
    assert response["Content-Type"].split(";")[0] in ("text/css", "text/javascript", "application/javascript")
