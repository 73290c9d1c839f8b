"""The games' own terms in Debian's chromium: explained on hover, on keyboard focus and on tap (issue 22)."""

from __future__ import annotations

from playwright.sync_api import Page, expect


def within_window(page: Page, box: dict) -> bool:
    size = page.viewport_size
    return box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= size["width"] and box["y"] + box["height"] <= size["height"]


def tip_of(page: Page, term):
    return page.locator(f'[id="{term.get_attribute("aria-describedby")}"]')


def test_a_rules_term_is_explained_on_hover_focus_and_click_and_escape_closes_it(page_factory, site_url):
    page = page_factory()
    problems = []
    page.on("console", lambda message: message.type == "error" and problems.append(message.text))
    page.goto(f"{site_url}/en/games/truco/rules/")
    term = page.locator("#truco-envido button.term", has_text="Real Envido")
    tip = tip_of(page, term)
    expect(tip).to_be_hidden()
    expect(term).to_have_accessible_description("An Envido call worth 3 points, made alone or as a raise after one or two Envidos.")

    term.hover()
    expect(tip).to_be_visible()
    expect(tip).to_have_text("An Envido call worth 3 points, made alone or as a raise after one or two Envidos.")
    assert within_window(page, tip.bounding_box())
    page.mouse.move(5, 5)
    expect(tip).to_be_hidden()

    term.focus()
    expect(tip).to_be_visible()
    page.keyboard.press("Escape")
    expect(tip).to_be_hidden()
    page.keyboard.press("Tab")
    page.keyboard.press("Shift+Tab")
    expect(tip).to_be_visible()
    page.locator("h1").click()

    term.click()
    page.mouse.move(5, 5)
    expect(tip).to_be_visible()
    page.locator("h1").click()
    expect(tip).to_be_hidden()
    assert problems == []


def test_on_a_phone_a_tap_opens_the_explanation_on_screen_and_a_second_tap_closes_it(page_factory, site_url):
    page = page_factory(has_touch=True, is_mobile=True)
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{site_url}/en/games/skat/rules/")
    term = page.locator("#skat-declaring button.term", has_text="Schneider")
    tip = tip_of(page, term)
    term.tap()
    expect(tip).to_be_visible()
    expect(tip).to_contain_text("90 or more")
    assert within_window(page, tip.bounding_box())
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    term.tap()
    expect(tip).to_be_hidden()


def test_a_term_at_the_table_is_explained_and_kept_out_of_the_call_buttons(page_factory, site_url):
    page = page_factory(reduced_motion="reduce")
    page.goto(f"{site_url}/en/games/truco/")
    page.click("form.start-form button[type=submit]")
    expect(page.locator("#table-area")).to_be_visible()
    term = page.locator(".score-sheet button.term", has_text="Malas")
    tip = tip_of(page, term)
    term.hover()
    expect(tip).to_be_visible()
    expect(tip).to_contain_text("first 15 points")
    assert within_window(page, tip.bounding_box())
    assert page.locator(".calls .term").count() == 0
    log_term = page.locator(".game-log button.term").first
    log_term.focus()
    expect(tip_of(page, log_term)).to_be_visible()
