"""End-to-end fixtures: the real server (`cardavia serve`) and Debian's chromium.

The browser is /usr/bin/chromium driven by Playwright; nothing is downloaded
(never `playwright install`). A missing browser fails the tests: `python3
tasks.py test` installs it with apt-get first.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="session")
def site_url(tmp_path_factory) -> str:
    """Start `cardavia serve` on a free loopback port with its own data folder."""
    port = _free_port()
    data = tmp_path_factory.mktemp("site-data")
    env = {**os.environ, "CARDAVIA_DATA": str(data)}
    env.pop("DATABASE_URL", None)
    env.pop("DJANGO_SETTINGS_MODULE", None)
    log = open(data / "server.log", "w")
    server = subprocess.Popen(
        [sys.executable, "-m", "cardavia.cli", "serve", "--port", str(port)],
        env=env, stdout=log, stderr=subprocess.STDOUT, cwd=str(data),
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            if server.poll() is not None:
                raise RuntimeError(f"cardavia serve exited: {Path(log.name).read_text()}")
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                    break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError("cardavia serve did not start in 30 s") from None
                time.sleep(0.1)
        yield f"http://127.0.0.1:{port}"
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


@pytest.fixture
def browser():
    """A browser per test: Playwright's sync API keeps an event loop running in
    this thread while it is open, which would break Django's test client in the
    tests that the same xdist worker runs next."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (python3 tasks.py test does).")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page_factory(browser):
    """New pages in fresh contexts (own cookies and storage), closed after the test."""
    contexts = []

    def make(**options):
        context = browser.new_context(viewport={"width": 1280, "height": 800}, **options)
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(10_000)
        return page

    yield make
    for context in contexts:
        context.close()
