"""Django settings for the Cardavia site, read from the environment.

See :mod:`cardavia.web.config` for the environment variables and their
defaults. Static files are served by ServeStatic straight from the package
(``SERVESTATIC_USE_FINDERS``), so no ``collectstatic`` step is needed to run.
"""

from __future__ import annotations

from pathlib import Path

import dj_database_url

from cardavia.web import config

PACKAGE_DIR = Path(__file__).resolve().parent
DATA_DIR = config.data_dir()

SECRET_KEY = config.secret_key()
DEBUG = config.debug()
ALLOWED_HOSTS = config.allowed_hosts()

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.staticfiles",
    "cardavia.web.atlas",
    "cardavia.web.rules",
    "cardavia.web.prefs",
    "cardavia.web.play",
    "cardavia.web.learn",
    "cardavia.web.friends",
    *config.plugins(),
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "cardavia.web.middleware.content_security_policy",
    # Before the static files, so that they cannot be framed either.
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "servestatic.middleware.ServeStaticMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "cardavia.web.middleware.remember_language",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
]

ROOT_URLCONF = "cardavia.web.urls"
ASGI_APPLICATION = "cardavia.web.asgi.application"
WSGI_APPLICATION = "cardavia.web.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [PACKAGE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "cardavia.web.prefs.context_processors.prefs",
            ],
        },
    }
]


#: PostgreSQL connections per server process at most.
DATABASE_POOL_SIZE = 16


def _database() -> dict:
    # Connections are not kept between requests (CONN_MAX_AGE 0, the default):
    # SQLite opens in no time, and PostgreSQL connections come from a pool.
    database = dj_database_url.parse(config.database_url())
    if database["ENGINE"] == "django.db.backends.sqlite3":
        # WAL lets readers go on while a move is written; IMMEDIATE takes the
        # write lock at BEGIN, so two writers wait instead of failing mid-way.
        # Writes are single short statements (see play.service), but a burst
        # of hundreds of players on a busy machine can queue them for seconds:
        # a writer waits up to 30 s for its turn rather than failing.
        database["OPTIONS"] = {
            "transaction_mode": "IMMEDIATE",
            "timeout": 30,
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        }
    elif database["ENGINE"] == "django.db.backends.postgresql":
        # Under ASGI each request runs in a thread of its own, and Django keeps
        # one connection per thread: persistent connections would pile up
        # until PostgreSQL refuses more ("too many clients", seen with 200
        # players on two processes). A bounded pool per process instead; a
        # request waits up to 30 s for a free connection.
        database.setdefault("OPTIONS", {})["pool"] = {"min_size": 2, "max_size": DATABASE_POOL_SIZE, "timeout": 30}
    return database


DATABASES = {"default": _database()}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

SESSION_ENGINE = "django.contrib.sessions.backends.db"
SESSION_COOKIE_AGE = 60 * 60 * 24 * 365
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
# A rejected form or API call gets the site's page (or JSON), not Django's inline-styled one.
CSRF_FAILURE_VIEW = "cardavia.web.prefs.views.csrf_failure"
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"

# CARDAVIA_HTTPS=1: every cookie is Secure, and browsers keep to HTTPS for a year.
HTTPS = config.https()
SESSION_COOKIE_SECURE = HTTPS
CSRF_COOKIE_SECURE = HTTPS
SECURE_HSTS_SECONDS = 60 * 60 * 24 * 365 if HTTPS else 0

# Languages: adding one is a line here plus its catalog in src/cardavia/locale/.
LANGUAGE_CODE = "en"
LANGUAGES = [
    ("en", "English"),
    ("es", "Español"),
    ("pt-br", "Português (Brasil)"),
    ("fr", "Français"),
    ("it", "Italiano"),
    ("de", "Deutsch"),
    ("uk", "Українська"),
    ("fi", "Suomi"),
    ("id", "Bahasa Indonesia"),
    ("zh-hans", "中文(简体)"),
]
LOCALE_PATHS = [PACKAGE_DIR.parent / "locale"]
USE_I18N = True
USE_TZ = True
TIME_ZONE = "UTC"
LANGUAGE_COOKIE_NAME = "cardavia_language"
LANGUAGE_COOKIE_AGE = 60 * 60 * 24 * 365
LANGUAGE_COOKIE_SAMESITE = "Lax"
LANGUAGE_COOKIE_SECURE = HTTPS

STATIC_URL = "/static/"
STATICFILES_DIRS = [PACKAGE_DIR / "static"]
STATIC_ROOT = DATA_DIR / "static"
SERVESTATIC_USE_FINDERS = True
SERVESTATIC_AUTOREFRESH = DEBUG
# The site's own files are not content-hashed (served from the package
# through the finders), so browsers revalidate them after an hour.
SERVESTATIC_MAX_AGE = 3600
# ServeStatic's own table has no .wav (it would send application/octet-stream): the tables' sounds.
SERVESTATIC_MIMETYPES = {".wav": "audio/wav"}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
}
