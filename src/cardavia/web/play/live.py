"""Telling the open pages of a table that it changed: in one process, or across processes through PostgreSQL.

A change is saved first, then published as ``(public_id, revision)``. Each
event stream of a table waits on a :class:`Subscription`; what it receives
is only a prompt to read the table again, so a lost or repeated message
costs a read, never a wrong page (the streams also read the table at every
heartbeat).

* SQLite (one server process): :func:`publish` hands the message to this
  process's subscribers at once.
* PostgreSQL: :func:`publish` sends ``NOTIFY cardavia_tables`` in the
  database; every server process keeps one connection that ``LISTEN``\\s
  (:func:`_listen`, started by the first stream of the process) and passes
  what it hears to its subscribers. No other service is needed, and the
  processes may run on several machines that share the database.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections import defaultdict

from django.conf import settings
from django.db import connection

logger = logging.getLogger(__name__)

CHANNEL = "cardavia_tables"
#: The seconds to wait before listening again after the database connection was lost.
RECONNECT_DELAY = 1.0


def uses_postgresql() -> bool:
    return settings.DATABASES["default"]["ENGINE"].endswith("postgresql")


class Subscription:
    """The messages of one table for one stream, on the stream's event loop."""

    def __init__(self, hub: Hub, public_id: str) -> None:
        self.hub = hub
        self.public_id = public_id
        self.loop = asyncio.get_running_loop()
        self.queue: asyncio.Queue[int] = asyncio.Queue()

    def deliver(self, revision: int) -> None:
        """From any thread: queue ``revision`` for the stream."""
        self.loop.call_soon_threadsafe(self.queue.put_nowait, revision)

    async def next(self, timeout: float) -> int | None:
        """The next revision published, or None after ``timeout`` seconds of quiet."""
        try:
            return await asyncio.wait_for(self.queue.get(), timeout)
        except asyncio.TimeoutError:
            return None

    def close(self) -> None:
        self.hub.unsubscribe(self)


class Hub:
    """This process's subscribers, by table."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._subscribers: defaultdict[str, set[Subscription]] = defaultdict(set)
        self._listener: asyncio.Task[None] | None = None

    def subscribe(self, public_id: str) -> Subscription:
        """A subscription for the calling coroutine's loop (start the listener first on PostgreSQL)."""
        subscription = Subscription(self, public_id)
        with self._lock:
            self._subscribers[public_id].add(subscription)
        if uses_postgresql():
            self._ensure_listener()
        return subscription

    def unsubscribe(self, subscription: Subscription) -> None:
        with self._lock:
            subscribers = self._subscribers.get(subscription.public_id)
            if subscribers is not None:
                subscribers.discard(subscription)
                if not subscribers:
                    del self._subscribers[subscription.public_id]

    def deliver(self, public_id: str, revision: int) -> None:
        with self._lock:
            subscribers = list(self._subscribers.get(public_id, ()))
        for subscription in subscribers:
            subscription.deliver(revision)

    def deliver_all(self) -> None:
        """Prompt every stream to read its table again (after the listener missed messages)."""
        with self._lock:
            subscribers = [s for group in self._subscribers.values() for s in group]
        for subscription in subscribers:
            subscription.deliver(-1)

    @property
    def streams(self) -> int:
        with self._lock:
            return sum(len(group) for group in self._subscribers.values())

    def _ensure_listener(self) -> None:
        if self._listener is None or self._listener.done():
            self._listener = asyncio.get_running_loop().create_task(_listen(self))


hub = Hub()


def publish(public_id: str, revision: int) -> None:
    """Tell every stream of the table that it is at ``revision`` now (after the change is committed)."""
    if uses_postgresql():
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_notify(%s, %s)", [CHANNEL, f"{public_id} {revision}"])
    else:
        hub.deliver(public_id, revision)


def _conninfo() -> str:
    """The psycopg connection string of Django's database."""
    from psycopg.conninfo import make_conninfo

    database = settings.DATABASES["default"]
    parts = {
        "dbname": database.get("NAME"),
        "user": database.get("USER"),
        "password": database.get("PASSWORD"),
        "host": database.get("HOST"),
        "port": str(database.get("PORT") or "") or None,
    }
    return make_conninfo(**{key: value for key, value in parts.items() if value})


async def _listen(hub: Hub) -> None:
    """Pass this process's NOTIFY messages to its subscribers, for as long as the process runs."""
    import psycopg

    while True:
        try:
            async with await psycopg.AsyncConnection.connect(_conninfo(), autocommit=True) as listener:
                await listener.execute(f"LISTEN {CHANNEL}")
                # Messages sent while no connection listened are lost: read again.
                hub.deliver_all()
                async for message in listener.notifies():
                    public_id, _, revision = message.payload.partition(" ")
                    hub.deliver(public_id, int(revision))
        except asyncio.CancelledError:
            raise
        except Exception:
            logger.exception("listening for table changes failed; listening again")
            await asyncio.sleep(RECONNECT_DELAY)
