"""``cardavia serve``: migrate the database, then run the site under uvicorn."""

from __future__ import annotations

import os


def serve(host: str = "127.0.0.1", port: int = 8000) -> None:
    """Set up Django, apply migrations and serve until interrupted."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cardavia.web.settings")
    import django
    from django.conf import settings
    from django.core.management import call_command

    django.setup()
    call_command("migrate", interactive=False, verbosity=0)
    database = settings.DATABASES["default"]
    where = database["NAME"] if database["ENGINE"].endswith("sqlite3") else database["ENGINE"]
    print(f"Cardavia on http://{host}:{port}/ (database: {where}; Ctrl+C stops)", flush=True)

    import uvicorn

    uvicorn.run("cardavia.web.asgi:application", host=host, port=port, log_level="warning", lifespan="off")
