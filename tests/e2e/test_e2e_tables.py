"""Playing at the card tables in Debian's chromium, by clicking as a person would."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect


def start(page: Page, site_url: str, game: str, level: str = "low") -> None:
    page.goto(f"{site_url}/en/games/{game}/")
    page.check(f"input[name=level][value={level}]")
    page.click("form.start-form button[type=submit]")
    expect(page.locator("#table-area")).to_be_visible()


def click_and_wait(page: Page, locator) -> None:
    """Press a table button and wait for the server's answer to be swapped in."""
    with page.expect_response(re.compile(r"/move/$")):
        locator.click()
    page.wait_for_selector("#table-area")


def call_button(page: Page, action: str):
    return page.locator(f'.calls button[value="{action}"]')


def test_a_whole_truco_match_with_calls_and_a_reload(page_factory, site_url) -> None:
    page = page_factory(reduced_motion="reduce")
    start(page, site_url, "truco")
    called_envido = called_truco = answered = reloaded = False
    for step in range(600):
        if page.locator(".game-end").count():
            break
        if page.locator("[data-next-deal]").count():
            page.click("[data-next-deal]")
            page.wait_for_load_state("load")
            continue
        if step == 10 and not reloaded:
            status = page.locator(".table-status").inner_text()
            hand = page.locator("[data-hand]").inner_html()
            page.reload()
            expect(page.locator(".table-status")).to_have_text(status)
            assert page.locator("[data-hand]").inner_html() == hand
            reloaded = True
        if call_button(page, "quiero").count():
            click_and_wait(page, call_button(page, "quiero"))
            answered = True
        elif call_button(page, "envido").count() and not called_envido:
            click_and_wait(page, call_button(page, "envido"))
            called_envido = True
        elif call_button(page, "truco").count() and not called_truco:
            click_and_wait(page, call_button(page, "truco"))
            called_truco = True
        else:
            click_and_wait(page, page.locator("[data-hand] .hand-card:not([disabled])").first)
    expect(page.locator(".game-end")).to_be_visible()
    assert called_envido and called_truco and answered and reloaded
    log = page.locator(".game-log").inner_text()
    assert "Envido" in log and "match" in log
    expect(page.locator(".game-end")).to_contain_text("seed")
    # Keyboard: "?" lists the keys.
    page.keyboard.press("?")
    expect(page.locator("#keys-help")).to_be_visible()


def test_keyboard_play_on_the_truco_table(page_factory, site_url) -> None:
    page = page_factory(reduced_motion="reduce")
    start(page, site_url, "truco")
    if call_button(page, "quiero").count():
        with page.expect_response(re.compile(r"/move/$")):
            page.keyboard.press("q")
    cards = page.locator("[data-hand] .hand-card:not([disabled])")
    expect(cards.first).to_be_visible()
    cards.first.focus()
    page.keyboard.press("ArrowRight")
    focused = page.evaluate("document.activeElement.value")
    assert focused.startswith("play ")
    with page.expect_response(re.compile(r"/move/$")):
        page.keyboard.press("Enter")
    expect(page.locator(".game-log li").first).to_be_visible()
