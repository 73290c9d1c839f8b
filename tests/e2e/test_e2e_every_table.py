"""A whole game at every game's table in Debian's chromium, by clicking as a person would.

Parametrised over ``games.names()``: a new game is played here without an
edit. The player's moves are random legal ones (read from the JSON API in
the same browser session); a move is made with the table's own controls: its
button, or its ticked cards and the button of their verb.
"""

from __future__ import annotations

import random
import re

import pytest
from playwright.sync_api import Page, expect

from cardavia import games
from cardavia.web.play.tables import cards_for, table_module

from test_e2e_tables import click_and_wait, start


def make_move(page: Page, name: str, action: str, observation: dict) -> None:
    """Press the button of ``action``, or tick its cards and press their verb's button."""
    button = page.locator(f'.table-form button[name="action"][value="{action}"]')
    if button.count():
        click_and_wait(page, button.first)
        return
    verb = action.split()[0]
    group = page.locator(f'.table-form :has(> input[name="verb"][value="{verb}"])')
    expect(group.first).to_be_visible()
    for box in group.first.locator('input[name="cards"]:checked').all():
        box.uncheck()
    for card in cards_for(table_module(name), action, observation):
        group.first.locator(f'input[name="cards"][value="{card}"]:not(:checked)').first.check()
    click_and_wait(page, group.first.locator('button[type="submit"]').first)


@pytest.mark.parametrize("name", games.names())
def test_a_whole_game_at_the_table_with_a_reload(page_factory, site_url, name) -> None:
    page = page_factory(reduced_motion="reduce")
    start(page, site_url, name)
    game_id = re.search(r"/play/([^/]+)/", page.url).group(1)
    rng = random.Random(name)
    reloaded = False
    for step in range(2000):
        if page.locator(".game-end").count():
            break
        if page.locator("[data-next-deal]").count():
            page.click("[data-next-deal]")
            page.wait_for_load_state("load")
            continue
        if step == 3 and not reloaded:
            status = page.locator(".table-status").inner_text()
            felt = page.locator(".table-form .felt").inner_html()
            page.reload()
            expect(page.locator(".table-status")).to_have_text(status, use_inner_text=True)
            assert page.locator(".table-form .felt").inner_html() == felt
            reloaded = True
        state = page.request.get(f"{site_url}/api/games/{game_id}").json()
        assert state["legal_actions"], (name, state["observation"])
        make_move(page, name, rng.choice(state["legal_actions"]), state["observation"])
    expect(page.locator(".game-end")).to_be_visible()
    assert page.request.get(f"{site_url}/api/games/{game_id}").json()["is_over"]
