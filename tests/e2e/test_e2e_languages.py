"""Every language in a real browser: no page or table is wider than a phone,
and no button, heading or label spills out of its box (German and Finnish are long)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from web_helpers import LANGUAGES, PAGES, SHIPPED_GAMES

PHONE = {"width": 360, "height": 740}

#: Boxes whose text must fit: each one's content may not be wider than the box.
SPILLS = """() => {
  const spilled = [];
  for (const el of document.querySelectorAll('button, label, h1, h2, h3, th, td, summary, .seat, .score')) {
    const style = getComputedStyle(el);
    if (el.clientWidth === 0 || style.overflowX !== 'visible') continue;
    if (el.scrollWidth > el.clientWidth + 1) spilled.push(el.tagName + ': ' + el.textContent.trim().slice(0, 60));
  }
  return spilled;
}"""


def fits(page: Page, where: str) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], (where, width)
    assert page.evaluate(SPILLS) == [], where


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_and_table_fits_a_phone(page_factory, site_url, language):
    page = page_factory()
    page.set_viewport_size(PHONE)
    for path in PAGES:
        page.goto(f"{site_url}/{language}/{path}")
        fits(page, path)
    for game in SHIPPED_GAMES:
        page.goto(f"{site_url}/{language}/games/{game}/")
        page.click("form.start-form button[type=submit]")
        expect(page.locator("#table-area")).to_be_visible()
        fits(page, f"{game} table")
