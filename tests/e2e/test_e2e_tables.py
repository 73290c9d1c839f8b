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
    settle(page)


def settle(page: Page) -> None:
    """Wait for htmx to swap in and settle the answer that has arrived: a click
    on the old table while its request is still open would be dropped."""
    page.wait_for_function("() => !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling')")
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
        if step >= 1 and not reloaded:
            status = page.locator(".table-status").inner_text()
            hand = page.locator("[data-hand]").inner_html()
            page.reload()
            expect(page.locator(".table-status")).to_have_text(status, use_inner_text=True)
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
    # The log's last line tells how the match ended.
    assert "match" in page.locator(".game-log li").last.inner_text()
    expect(page.locator(".game-end")).to_contain_text("seed")
    # Keyboard: "?" lists the keys.
    page.keyboard.press("?")
    expect(page.locator("#keys-help")).to_be_visible()


def test_keyboard_play_on_the_truco_table(page_factory, site_url) -> None:
    page = page_factory(reduced_motion="reduce")
    start(page, site_url, "truco")
    for _ in range(5):  # answer the AI's bets, if it opens with any
        if not call_button(page, "quiero").count():
            break
        with page.expect_response(re.compile(r"/move/$")):
            page.keyboard.press("q")
        settle(page)
    cards = page.locator("[data-hand] .hand-card:not([disabled])")
    expect(cards.first).to_be_visible()
    cards.first.focus()
    page.keyboard.press("ArrowRight")
    focused = page.evaluate("document.activeElement.value")
    assert focused.startswith("play ")
    with page.expect_response(re.compile(r"/move/$")):
        page.keyboard.press("Enter")
    expect(page.locator(".game-log li").first).to_be_visible()


def tarocchi_seed_where_seat_0_deals() -> tuple[int, list[str]]:
    from cardavia import games

    for seed in range(1000):
        game = games.new_game("tarocchi", seed=seed)
        if game.dealer == 0:
            return seed, game.legal_actions()[0].split()[1:]
    raise AssertionError("no seed deals to seat 0")


def test_a_whole_tarocchi_deal_where_you_deal_and_discard(page_factory, site_url) -> None:
    page = page_factory(reduced_motion="reduce")
    seed, discard = tarocchi_seed_where_seat_0_deals()
    # The JSON API starts a game with a chosen seed in this browser's session.
    page.goto(f"{site_url}/api/")
    token = next(c["value"] for c in page.context.cookies() if c["name"] == "csrftoken")
    created = page.request.post(
        f"{site_url}/api/games",
        data={"game": "tarocchi", "difficulty": "low", "seed": seed},
        headers={"X-CSRFToken": token, "Referer": f"{site_url}/"},
    )
    assert created.status == 201
    page.goto(site_url + created.json()["url"])
    expect(page.locator(".discard-choice")).to_be_visible()
    for code in discard:
        page.check(f'.discard-choice input[value="{code}"]')
    click_and_wait(page, page.locator('.discard-choice button[type="submit"]'))
    expect(page.locator(".discard-choice")).to_have_count(0)
    expect(page.locator(".score-sheet")).to_contain_text("discarded")
    for step in range(40):
        if page.locator(".game-end").count():
            break
        if step == 7:
            hand = page.locator("[data-hand]").inner_html()
            page.reload()
            assert page.locator("[data-hand]").inner_html() == hand
        click_and_wait(page, page.locator("[data-hand] .hand-card:not([disabled])").first)
    expect(page.locator(".game-end")).to_be_visible()
    expect(page.locator(".score-sheet table")).to_contain_text("Matto")
