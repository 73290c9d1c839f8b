#!/usr/bin/env bash
# Refresh the gettext catalogs from the source and compile them (maintainers).
#   bash scripts/messages.sh            # makemessages for every enabled language, then compilemessages
# Needs GNU gettext (Debian package `gettext`). The .mo files are committed, so
# the site needs no compile step at run time; tests/web/test_web_catalogs.py
# fails when a catalog is incomplete, fuzzy, invalid or its .mo is stale.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT/src/cardavia"
export DJANGO_SETTINGS_MODULE=cardavia.web.settings_test
LANGS=$("$ROOT/.venv/bin/python" -c "import django; django.setup(); from django.conf import settings; from django.utils.translation import to_locale; print(' '.join('-l ' + to_locale(c) for c, _ in settings.LANGUAGES if c != 'en'))")
# shellcheck disable=SC2086
"$ROOT/.venv/bin/django-admin" makemessages $LANGS --no-location --no-wrap --no-obsolete
"$ROOT/.venv/bin/django-admin" compilemessages --ignore=.venv
