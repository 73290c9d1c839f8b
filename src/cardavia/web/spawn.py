"""``cardavia serve`` in a child process on a free loopback port: for the tests and benchmarks.

``Server(env)`` starts ``python -m cardavia.cli serve`` in its own process
group with the environment it is given (a data folder of its own, a database
URL), waits until the JSON API answers (and, with several workers, until
every worker runs), and is stopped cleanly with ``stop()`` or killed with
SIGKILL, workers included, with ``kill()``.

The environment comes from :func:`server_env`: the caller's, without the
test suite's Django settings or database, plus what is given. Plug-ins
(``CARDAVIA_PLUGINS``) and ``PYTHONPATH`` pass through, so a test's toy game
is served too.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

HOST = "127.0.0.1"
#: The server must answer within this many seconds of starting (migrations included).
START_TIMEOUT = 90


def free_port() -> int:
    """A TCP port free on the loopback interface now."""
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return probe.getsockname()[1]


def server_env(data: Path, **extra: str) -> dict[str, str]:
    """The environment of a server: this process's without its Django settings and database, plus ``extra``."""
    env = {**os.environ, "CARDAVIA_DATA": str(data), **extra}
    env.pop("DJANGO_SETTINGS_MODULE", None)
    if "DATABASE_URL" not in extra:
        env.pop("DATABASE_URL", None)
    # A plug-in kept beside the tests must be importable by the child too.
    env["PYTHONPATH"] = os.pathsep.join(p for p in sys.path if p and Path(p).is_dir())
    return env


def processes(root: int) -> list[int]:
    """The server process and its children (uvicorn's workers)."""
    found = [root]
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        if parent == root:
            found.append(int(entry.name))
    return found


class Server:
    """One ``cardavia serve`` process (with ``workers`` worker processes) on ``url``."""

    def __init__(self, env: dict[str, str], name: str = "server", workers: int = 1, port: int | None = None) -> None:
        self.env = env
        self.port = port or free_port()
        self.url = f"http://{HOST}:{self.port}"
        data = Path(env["CARDAVIA_DATA"])
        self.log_path = data / f"{name}-{self.port}.log"
        self._log = open(self.log_path, "w")
        command = [sys.executable, "-m", "cardavia.cli", "serve", "--port", str(self.port)]
        if workers > 1:
            command += ["--workers", str(workers)]
        self.process = subprocess.Popen(
            command, env=env, stdout=self._log, stderr=subprocess.STDOUT, cwd=str(data), start_new_session=True
        )
        self._wait_ready(workers)

    def _wait_ready(self, workers: int) -> None:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"cardavia serve exited with {self.process.returncode}: {self.log()}")
            try:
                with urllib.request.urlopen(f"{self.url}/api/", timeout=2) as response:
                    # With several workers, uvicorn's supervisor answers through the first one up.
                    if response.status == 200 and (workers == 1 or len(processes(self.process.pid)) > workers):
                        return
            except (OSError, urllib.error.URLError):
                pass
            if time.monotonic() > deadline:
                self.kill()
                raise RuntimeError(f"cardavia serve did not answer in {START_TIMEOUT} s: {self.log()}")
            time.sleep(0.1)

    def log(self) -> str:
        self._log.flush()
        return self.log_path.read_text()

    def _signal(self, number: int) -> None:
        try:
            os.killpg(self.process.pid, number)
        except ProcessLookupError:
            pass

    def kill(self) -> None:
        """SIGKILL to the server and its workers: no clean shutdown, no last write."""
        if self.process.poll() is None:
            self._signal(signal.SIGKILL)
        self.process.wait(timeout=30)
        self._log.close()

    def stop(self) -> None:
        """A clean shutdown (SIGTERM), then SIGKILL for what is still running after 15 s."""
        if self.process.poll() is None:
            self._signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self._signal(signal.SIGKILL)
                self.process.wait(timeout=15)
        self._log.close()

    def __enter__(self) -> Server:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
