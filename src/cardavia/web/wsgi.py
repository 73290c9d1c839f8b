"""WSGI entry point, for servers such as gunicorn: ``cardavia.web.wsgi:application``."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cardavia.web.settings")
application = get_wsgi_application()
