#!/usr/bin/env python3
"""Set everything up and run Cardavia, or its tests: the README's two commands.

    python3 tasks.py run     # set up .venv and start the main job
    python3 tasks.py test    # set up .venv (and the browser) and run every test

Standard library only, so that it works on a fresh machine with Python 3.11+.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
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


def command_run(args: list[str]) -> int:
    setup("test")
    return run(BIN / "cardavia", "play", "truco", *args, check=False)


def command_test(args: list[str]) -> int:
    setup("test")
    code = run(PYTHON, "-m", "pytest", "-n", "auto", *args, check=False)
    # pytest's "no tests collected" (5) must not pass as green.
    return code


def main() -> int:
    commands = {"run": command_run, "test": command_test}
    if len(sys.argv) < 2 or sys.argv[1] not in commands:
        print(__doc__)
        return 2
    return commands[sys.argv[1]](sys.argv[2:])


if __name__ == "__main__":
    raise SystemExit(main())
