"""End-to-end fixtures: the real server (`cardavia serve`) and Debian's chromium.

The browser is /usr/bin/chromium driven by Playwright; nothing is downloaded
(never `playwright install`). A missing browser fails the tests: `python3
tasks.py test` installs it with apt-get first.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

from cardavia.web.spawn import Server, server_env

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]


@pytest.fixture(scope="session")
def site_url(tmp_path_factory) -> str:
    """Start `cardavia serve` on a free loopback port with its own data folder."""
    server = Server(server_env(tmp_path_factory.mktemp("site-data")))
    try:
        yield server.url
    finally:
        server.stop()


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
        # Generous: in the full suite the site shares 2 cores with CPU-bound property tests, and a
        # move's answer once took longer than 10 s there.
        page.set_default_timeout(30_000)
        return page

    yield make
    for context in contexts:
        context.close()
