"""ASGI entry point: ``uvicorn cardavia.web.asgi:application``."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cardavia.web.settings")
application = get_asgi_application()
