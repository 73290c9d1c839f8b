"""``cardavia serve``: migrate the database, then run the site under uvicorn."""

from __future__ import annotations

import os


def serve(host: str = "127.0.0.1", port: int = 8000, workers: int = 1) -> None:
    """Set up Django, apply migrations and serve until interrupted.

    With ``workers`` above 1, uvicorn runs that many server processes on the
    one socket (Django runs a process's views one at a time, so a process
    uses about one core); they share the database and the secret key of the
    data folder, and a move is one transaction whichever process takes it.
    """
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cardavia.web.settings")
    import django
    from django.conf import settings
    from django.core.management import call_command

    django.setup()
    call_command("migrate", interactive=False, verbosity=0)
    database = settings.DATABASES["default"]
    where = database["NAME"] if database["ENGINE"].endswith("sqlite3") else database["ENGINE"]
    processes = f"{workers} worker processes, " if workers > 1 else ""
    print(f"Cardavia on http://{host}:{port}/ ({processes}database: {where}; Ctrl+C stops)", flush=True)

    import uvicorn

    uvicorn.run("cardavia.web.asgi:application", host=host, port=port, workers=workers, log_level="warning", lifespan="off")
