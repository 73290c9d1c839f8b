"""The Koi-Koi table in chromium: the field-card choice and the koi-koi / stop choice are visible buttons."""

from __future__ import annotations

import random
import re

from playwright.sync_api import expect

from test_e2e_tables import click_and_wait, start


def test_two_matching_field_cards_and_koi_or_stop_are_chosen_by_visible_buttons(page_factory, site_url) -> None:
    page = page_factory(reduced_motion="reduce")
    page.set_viewport_size({"width": 360, "height": 740})
    rng = random.Random(3)
    seen = {"play-choice": False, "koi": False}
    # A match dealt at random can end without the choice coming up: then another match.
    for _ in range(4):
        start(page, site_url, "koikoi")
        play_until_seen(page, site_url, rng, seen)
        if all(seen.values()):
            break
    assert all(seen.values()), seen


def play_until_seen(page, site_url: str, rng: random.Random, seen: dict[str, bool]) -> None:
    """Random play to the match's end, checking the two choices each time they come up."""
    game_id = re.search(r"/play/([^/]+)/", page.url).group(1)
    seq = None
    for _ in range(600):
        if page.locator(".game-end").count() or all(seen.values()):
            return
        state = page.request.get(f"{site_url}/api/games/{game_id}").json()
        assert state["seq"] != seq, f"the button pressed did not move the game on: {state}"
        seq = state["seq"]
        legal, obs = state["legal_actions"], state["observation"]
        choices = [a for a in legal if a.startswith("play ") and len(a.split()) == 3]
        if choices:
            for action in choices:
                button = page.locator(f'.table-form button[name="action"][value="{action}"]')
                expect(button).to_be_visible()
                expect(button).to_be_enabled()
            seen["play-choice"] = True
            click_and_wait(page, page.locator(f'.table-form button[name="action"][value="{choices[0]}"]'))
            continue
        if obs["phase"] == "koi":
            stop = page.locator('.table-form button[name="action"][value="stop"]')
            expect(stop).to_be_visible()
            expect(stop).to_contain_text(f"Stop and score {obs['stop_value']}")
            expect(page.locator('.table-form button[name="action"][value="koi"]')).to_be_visible()
            seen["koi"] = True
        action = rng.choice(legal)
        click_and_wait(page, page.locator(f'.table-form button[name="action"][value="{action}"]').first)
