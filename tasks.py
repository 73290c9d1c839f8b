#!/usr/bin/env python3
"""Set everything up and run Cardavia, or its tests: the README's two commands.

    python3 tasks.py run     # set up .venv, migrate, and serve the site on http://127.0.0.1:8000
    python3 tasks.py test    # set up .venv (and the browser) and run every test

``run`` passes its arguments to ``cardavia serve`` (e.g. ``--port 8080``).

Standard library only, so that it works on a fresh machine with Python 3.11+.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / "python"


def run(*command: str | Path, check: bool = True) -> int:
    print("+ " + " ".join(str(part) for part in command), flush=True)
    return subprocess.run([str(part) for part in command], cwd=ROOT, check=check).returncode


def setup(extras: str) -> None:
    """Create .venv when missing and install the project with ``extras``."""
    if sys.version_info < (3, 11):
        sys.exit(f"Cardavia needs Python 3.11 or newer; this is {sys.version.split()[0]}.")
    if not PYTHON.exists():
        print(f"Creating the virtual environment in {VENV}", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    run(PYTHON, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", f".[{extras}]")


#: Debian packages the tests need (name: a file it installs, glob allowed): the
#: browser for the end-to-end tests (driven by Playwright, which never
#: downloads one), CJK fonts for its screenshots, gettext's msgfmt for the
#: translation catalog checks, and the PostgreSQL server that the reliability
#: tests start themselves (two app processes on one database).
SYSTEM_PACKAGES = {
    "chromium": "/usr/bin/chromium",
    "gettext": "/usr/bin/msgfmt",
    "fonts-noto-cjk": "/usr/share/fonts/opentype/noto",
    "postgresql": "/usr/lib/postgresql/*/bin/initdb",
}


def _installed(path: str) -> bool:
    return bool(glob.glob(path))


def ensure_system_packages() -> None:
    """Install the missing Debian packages with apt-get; exit if one cannot be had."""
    missing = [name for name, path in SYSTEM_PACKAGES.items() if not _installed(path)]
    if not missing:
        return
    apt = shutil.which("apt-get")
    if apt and hasattr(os, "geteuid") and os.geteuid() == 0:
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run([apt, "update"], check=False, env=env)
        subprocess.run([apt, "install", "-y", *missing], check=False, env=env)
    elif apt and shutil.which("sudo"):
        subprocess.run(["sudo", apt, "update"], check=False)
        subprocess.run(["sudo", "env", "DEBIAN_FRONTEND=noninteractive", apt, "install", "-y", *missing], check=False)
    still = [name for name, path in SYSTEM_PACKAGES.items() if not _installed(path)]
    if still:
        sys.exit(f"Missing Debian packages {', '.join(still)}: install them with apt-get (the tests need them).")


def command_run(args: list[str]) -> int:
    setup("web")
    return run(BIN / "cardavia", "serve", *args, check=False)


#: The tests that spend their time waiting for the table's motion (whole games at normal speed):
#: without arguments they run beside the rest, four at a time, instead of holding its workers.
WAITING = "waits"


def command_test(args: list[str]) -> int:
    setup("web,test")
    ensure_system_packages()
    if args:
        return run(PYTHON, "-m", "pytest", "-n", "auto", *args, check=False)
    with tempfile.TemporaryFile("w+") as log:
        waiting_command = [str(PYTHON), "-m", "pytest", "-n", "4", "-m", WAITING, "-p", "no:cacheprovider"]
        print("+ " + " ".join(waiting_command) + "   (beside the rest; its report follows theirs)", flush=True)
        waiting = subprocess.Popen(waiting_command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
        code = run(PYTHON, "-m", "pytest", "-n", "auto", "-m", f"not {WAITING}", check=False)
        waited = waiting.wait()
        log.seek(0)
        print(log.read(), flush=True)
    # Either run failing fails the whole; pytest's "no tests collected" (5) must not pass as green.
    return code or waited


def main() -> int:
    commands = {"run": command_run, "test": command_test}
    if len(sys.argv) < 2 or sys.argv[1] not in commands:
        print(__doc__)
        return 2
    return commands[sys.argv[1]](sys.argv[2:])


if __name__ == "__main__":
    raise SystemExit(main())
