"""The table's motion in Debian's chromium: cards travel at the chosen speed, the table waits for them, "None" and reduced motion show the end at once."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from test_e2e_every_table import make_move
from test_e2e_tables import start

BUSY = "() => !!document.querySelector('#table-area[aria-busy=\"true\"] .table-form.is-animating')"
RESTING = "() => !document.querySelector('#table-area[aria-busy], .table-form.is-animating')"


def with_speed(page_factory, site_url: str, speed: str, **options) -> Page:
    page = page_factory(**options)
    page.context.add_cookies([{"name": "cardavia_speed", "value": speed, "url": site_url}])
    return page


def first_playable(page: Page):
    return page.locator(".table-form [data-hand] button.hand-card:not([disabled])").first


def until_a_card_is_to_play(page: Page, site_url: str, name: str) -> None:
    """Make the seat's other moves (a discard, a bid, an answer) until it has a card to play."""
    game_id = re.search(r"/play/([^/]+)/", page.url).group(1)
    for _ in range(30):
        page.wait_for_function(RESTING, timeout=15000)
        state = page.request.get(f"{site_url}/api/games/{game_id}").json()
        if any(action.startswith("play ") and len(action.split()) == 2 for action in state["legal_actions"]):
            return
        make_move(page, name, state["legal_actions"][0], state["observation"])
    raise AssertionError("no card to play")


def others_cards(page: Page) -> list[str]:
    """The cards the other seats played in the move just shown (from the table's own motion)."""
    data = page.evaluate("JSON.parse(document.getElementById('table-area').dataset.motion)")
    return [code for step in data["steps"] if step["kind"] == "play" and step["seat"] != data["me"] for code in step["cards"]]


def test_at_normal_speed_the_cards_travel_and_the_table_waits_for_them(page_factory, site_url) -> None:
    page = with_speed(page_factory, site_url, "normal")
    start(page, site_url, "tarocchi")
    marked_once = False
    for _ in range(4):
        until_a_card_is_to_play(page, site_url, "tarocchi")
        first_playable(page).click()
        page.wait_for_function(BUSY)
        # While the cards move, the table takes no click and the cards are in flight.
        assert page.evaluate("getComputedStyle(document.querySelector('.table-form [data-hand] .hand-card')).pointerEvents") == "none"
        assert page.evaluate("document.getAnimations().filter(a => a.playState === 'running').length") > 0
        page.wait_for_function(RESTING, timeout=15000)
        # The others' cards of this move stay marked until the next one, and nothing is left drawn above the page.
        shown = [code for code in others_cards(page) if page.locator(f'[data-play-area] img[data-card="{code}"]').count()]
        expect(page.locator("[data-felt] .is-just-played")).to_have_count(len(shown))
        marked_once = marked_once or bool(shown)
        assert page.evaluate("[...document.querySelectorAll('[data-felt] img[data-card]')].every(i => i.style.visibility !== 'hidden')")
    page.wait_for_function("() => !document.querySelector('.motion-layer')")
    assert marked_once


def assert_shown_at_once(page: Page) -> None:
    page.evaluate("window.__busy = false; new MutationObserver(() => { if (document.querySelector('#table-area[aria-busy], .motion-layer')) window.__busy = true; }).observe(document.body, {subtree: true, childList: true, attributes: true})")
    with page.expect_response(re.compile(r"/move/$")):
        first_playable(page).click()
    page.wait_for_function("() => !document.querySelector('.htmx-request, .htmx-settling, .htmx-swapping')")
    assert page.evaluate("window.__busy") is False
    assert page.evaluate("document.querySelectorAll('.motion-card, .bubble').length") == 0
    shown = [code for code in others_cards(page) if page.locator(f'[data-play-area] img[data-card="{code}"]').count()]
    expect(page.locator("[data-felt] .is-just-played")).to_have_count(len(shown))


def test_at_speed_none_the_end_of_a_move_shows_at_once(page_factory, site_url) -> None:
    page = with_speed(page_factory, site_url, "none")
    start(page, site_url, "tarocchi")
    until_a_card_is_to_play(page, site_url, "tarocchi")
    assert_shown_at_once(page)


def test_reduced_motion_shows_the_end_of_a_move_at_once(page_factory, site_url) -> None:
    page = page_factory(reduced_motion="reduce")
    start(page, site_url, "tarocchi")
    until_a_card_is_to_play(page, site_url, "tarocchi")
    assert_shown_at_once(page)


def test_a_call_is_said_in_a_bubble_at_the_callers_seat_with_its_sound(page_factory, site_url) -> None:
    page = with_speed(page_factory, site_url, "normal")
    page.context.add_cookies([{"name": "cardavia_sound", "value": "on", "url": site_url}])
    page.add_init_script("window.__played = []; HTMLMediaElement.prototype.play = function () { window.__played.push(this.src); return Promise.resolve(); };")
    for _ in range(12):
        start(page, site_url, "truco")
        page.wait_for_function(RESTING, timeout=15000)
        if page.locator('.calls button[value="envido"]').count():
            break
    call = page.locator('.calls button[value="envido"]')
    expect(call).to_have_count(1)
    call.click()
    bubble = page.locator(".motion-layer .bubble").first
    expect(bubble).to_contain_text("Envido")
    # The bubble stands above the caller's seat: you, at the bottom.
    seat = page.locator("[data-felt] .seat-me").bounding_box()
    box = bubble.bounding_box()
    assert box["y"] + box["height"] <= seat["y"] + 12
    page.wait_for_function(RESTING, timeout=15000)
    assert any(src.endswith("/call.wav") for src in page.evaluate("window.__played"))
