"""Learning at the table in Debian's chromium: ask for hints, follow them, review the game."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from test_e2e_tables import settle, start


def follow_hints_to_the_end(page: Page, limit: int = 200) -> int:
    """Press h, play the action the hint names, until the game is over; returns the hints asked for."""
    hints = 0
    page.wait_for_load_state()  # the table's script listens for the keys
    for _ in range(limit):
        if page.locator(".game-end").count():
            return hints
        with page.expect_response(re.compile(r"/hint/$")):
            page.keyboard.press("h")
        hint = page.locator("#hint-panel [data-hint]")
        expect(hint).to_be_visible()
        hints += 1
        action = hint.get_attribute("data-hint")
        with page.expect_response(re.compile(r"/move/$")):
            page.locator(f'.table-form button[name=action][value="{action}"]').first.click()
        settle(page)
    raise AssertionError("the game did not end")


def test_hints_followed_through_a_kowa_deal_then_the_review(page_factory, site_url) -> None:
    page = page_factory(reduced_motion="reduce")
    start(page, site_url, "kowa")
    hints = follow_hints_to_the_end(page)
    end = page.locator(".game-end")
    expect(end).to_contain_text("Played with" if hints > 1 else "Played with a hint")
    end.get_by_role("button", name="Review this game").click()
    expect(page.locator("h1")).to_contain_text("Review of your game")
    # The review runs in the background; the page shows its progress and then the review itself.
    expect(page.locator(".review-figures")).to_contain_text("Accuracy", timeout=240_000)
    expect(page.locator(".review-figures")).to_contain_text(f"You asked for {hints} hints" if hints > 1 else "a hint once")
    page.reload()
    expect(page.locator(".review-figures")).to_be_visible()  # stored: reopening is instant


def test_a_hint_on_a_phone_stays_on_the_screen(page_factory, site_url) -> None:
    page = page_factory()
    page.set_viewport_size({"width": 360, "height": 740})
    start(page, site_url, "tarocchi")
    page.locator(".table-tools button").click()
    expect(page.locator("#hint-title")).to_be_visible()
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, f"the page scrolls sideways: {width}px"
