"""A throw-away PostgreSQL cluster: Debian's server started by the test itself.

``Cluster`` runs ``initdb`` in a temporary folder, starts ``postgres`` with
``pg_ctl`` on a free loopback port (its socket in that folder too), creates a
database, and removes everything on ``stop()``. PostgreSQL refuses to run as
root, so as root the commands run as the ``postgres`` user (``runuser``).
``python3 tasks.py test`` installs the server when it is missing; a machine
without it fails these tests rather than skipping them.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path

from rel_server import free_port

USER = "cardavia"
DATABASE = "cardavia"


def bin_dir() -> Path | None:
    """The folder of Debian's PostgreSQL server programs (newest version), or of ``initdb`` on PATH."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3]))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


class Cluster:
    def __init__(self) -> None:
        programs = bin_dir()
        if programs is None:
            raise RuntimeError("PostgreSQL's server is missing: install Debian's postgresql (python3 tasks.py test does).")
        self.bin = programs
        self.folder = Path(tempfile.mkdtemp(prefix="cardavia-pg-"))
        self.as_user: list[str] = []
        if os.geteuid() == 0:
            account = pwd.getpwnam("postgres")  # created by Debian's postgresql package
            os.chown(self.folder, account.pw_uid, account.pw_gid)
            self.as_user = ["runuser", "-u", "postgres", "--"]
        self.data = self.folder / "data"
        self.port = free_port()
        self.url = f"postgres://{USER}@127.0.0.1:{self.port}/{DATABASE}"
        self._run("initdb", "-D", str(self.data), "-U", USER, "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync")
        options = f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.folder / "server.log"), "-o", options, "-w", "-t", "60", "start")
        self._run("createdb", "-h", "127.0.0.1", "-p", str(self.port), "-U", USER, DATABASE)

    def _run(self, program: str, *args: str) -> None:
        command = [*self.as_user, str(self.bin / program), *args]
        result = subprocess.run(command, capture_output=True, text=True, cwd=self.folder)
        if result.returncode != 0:
            raise RuntimeError(f"{program} failed ({result.returncode}): {result.stdout}{result.stderr}")

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)
