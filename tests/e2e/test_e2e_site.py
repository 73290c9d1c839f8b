"""The site in a real browser: language switch, settings that persist, no CSP errors."""

from __future__ import annotations

import re

from playwright.sync_api import expect


def test_first_visit_follows_the_browser_language_and_switch_is_remembered(page_factory, site_url):
    page = page_factory(locale="de-DE")
    page.goto(site_url + "/")
    expect(page).to_have_url(site_url + "/de/")
    expect(page.locator("html")).to_have_attribute("lang", "de")

    page.goto(site_url + "/de/games/truco/rules/")
    page.locator("summary", has_text="Deutsch").click()
    page.get_by_role("link", name="Italiano").click()
    expect(page).to_have_url(site_url + "/it/games/truco/rules/")
    expect(page.locator("html")).to_have_attribute("lang", "it")
    expect(page.locator("summary", has_text="Italiano")).to_be_visible()

    page.goto(site_url + "/")  # the choice wins over the browser's preference now
    expect(page).to_have_url(site_url + "/it/")


def test_sliders_apply_at_once_and_persist_across_a_reload(page_factory, site_url):
    page = page_factory()
    page.goto(site_url + "/en/games/truco/rules/")
    html = page.locator("html")
    expect(html).to_have_attribute("data-contrast", "50")

    page.locator("summary", has_text="Settings").click()
    page.get_by_label("Contrast").fill("80")
    page.get_by_label("Grain").fill("0")
    page.get_by_label("Colour temperature").fill("25")
    page.get_by_label("Animation speed").select_option("slow")
    expect(html).to_have_attribute("data-contrast", "80")
    expect(html).to_have_attribute("data-grain", "0")
    expect(page.locator('output[data-output="contrast"]')).to_have_text("80%")

    page.reload()
    expect(html).to_have_attribute("data-contrast", "80")
    expect(html).to_have_attribute("data-temp", "25")
    expect(html).to_have_attribute("data-speed", "slow")
    expect(page.get_by_label("Contrast")).to_have_value("80")
    expect(page.locator('output[data-output="temperature"]')).to_have_text("25%")
    stored = page.evaluate("JSON.parse(localStorage.getItem('cardavia.prefs'))")
    assert stored == {"contrast": 80, "grain": 0, "temperature": 25, "speed": "slow", "sound": False}
    # The server itself renders the settings (no flash): the raw HTML already has them.
    raw = page.context.request.get(site_url + "/en/").text()
    assert 'data-contrast="80" data-grain="0" data-temp="25" data-speed="slow"' in raw
    # The art is filtered, the text is not.
    strip_card = page.locator(".strip .card").first
    assert "contrast(1.09" in strip_card.evaluate("e => getComputedStyle(e).filter")
    assert page.locator("h1").evaluate("e => getComputedStyle(e).filter") == "none"

    page.locator("summary", has_text="Settings").click()
    page.get_by_role("button", name="Reset to defaults").click()
    expect(html).to_have_attribute("data-contrast", "50")
    page.reload()
    expect(html).to_have_attribute("data-contrast", "50")
    expect(html).to_have_attribute("data-speed", "auto")


def test_sound_is_off_by_default_and_the_checkbox_turns_it_on_persistently_until_reset(page_factory, site_url):
    page = page_factory()
    page.goto(site_url + "/en/games/truco/rules/")
    html = page.locator("html")
    expect(html).to_have_attribute("data-sound", "off")
    assert page.evaluate("cardavia.soundOn()") is False

    page.locator("summary", has_text="Settings").click()
    box = page.get_by_label("Sound", exact=True)
    expect(box).not_to_be_checked()
    expect(box).to_have_accessible_description("Card, shuffle and call sounds at the card tables.")
    box.check()
    expect(html).to_have_attribute("data-sound", "on")
    assert page.evaluate("cardavia.soundOn()") is True
    assert "cardavia_sound=on" in page.evaluate("document.cookie")

    page.reload()
    expect(html).to_have_attribute("data-sound", "on")
    expect(page.get_by_label("Sound", exact=True)).to_be_checked()
    assert page.evaluate("JSON.parse(localStorage.getItem('cardavia.prefs')).sound") is True
    assert 'data-sound="on"' in page.context.request.get(site_url + "/en/").text()  # rendered by the server

    page.locator("summary", has_text="Settings").click()
    page.get_by_label("Sound", exact=True).uncheck()
    expect(html).to_have_attribute("data-sound", "off")
    assert "cardavia_sound=off" in page.evaluate("document.cookie")
    page.get_by_label("Sound", exact=True).check()
    page.get_by_role("button", name="Reset to defaults").click()
    expect(html).to_have_attribute("data-sound", "off")
    expect(page.get_by_label("Sound", exact=True)).not_to_be_checked()
    assert "cardavia_sound" not in page.evaluate("document.cookie")
    page.reload()
    expect(html).to_have_attribute("data-sound", "off")
    assert page.evaluate("cardavia.soundOn()") is False


#: Records every play() of a media element (then lets it go on: a refusal is the page's to handle).
SPY_ON_PLAY = """
window.__played = [];
const play = HTMLMediaElement.prototype.play;
HTMLMediaElement.prototype.play = function () {
  window.__played.push({ src: this.currentSrc || this.src, volume: this.volume });
  return play.apply(this, arguments);
};
"""
SOUND_REQUESTS = "performance.getEntriesByType('resource').map(e => e.name).filter(n => n.endsWith('.wav'))"


def test_sounds_play_only_when_sound_is_on(page_factory, site_url):
    page = page_factory()
    page.add_init_script(SPY_ON_PLAY)
    problems = []
    page.on("console", lambda message: message.type == "error" and problems.append(message.text))
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.goto(site_url + "/en/games/truco/")
    for name in ("card", "shuffle", "call"):
        page.evaluate("name => cardavia.sound(name)", name)
    assert page.evaluate("window.__played") == []
    assert page.evaluate(SOUND_REQUESTS) == []  # off: not even downloaded

    page.locator("summary", has_text="Settings").click()
    page.get_by_label("Sound", exact=True).check()
    base = site_url + "/static/cardavia/sounds/"
    # Turned on: the three are preloaded at once, so the first card is not late.
    page.wait_for_function(f"() => {SOUND_REQUESTS}.length === 3")
    assert sorted(page.evaluate(SOUND_REQUESTS)) == [base + "call.wav", base + "card.wav", base + "shuffle.wav"]
    page.evaluate("cardavia.sound('card')")
    assert page.evaluate("window.__played") == [{"src": base + "card.wav", "volume": 0.6}]
    page.evaluate("cardavia.sound('shuffle'); cardavia.sound('call'); cardavia.sound('card'); cardavia.sound('trumpet')")
    played = page.evaluate("window.__played")
    assert [entry["src"] for entry in played] == [base + n for n in ("card.wav", "shuffle.wav", "call.wav", "card.wav")]
    assert {entry["volume"] for entry in played} == {0.6}

    # The browser decodes the files; their lengths are the sounds' own.
    durations = page.evaluate(
        """names => Promise.all(names.map(name => new Promise((resolve, reject) => {
             const audio = new Audio(document.documentElement.dataset.sounds + name + ".wav");
             audio.addEventListener("loadedmetadata", () => resolve(audio.duration));
             audio.addEventListener("error", () => reject(new Error(name + ": " + (audio.error && audio.error.code))));
           })))""",
        ["card", "shuffle", "call"],
    )
    assert 0.06 <= durations[0] <= 0.09 and 0.6 <= durations[1] <= 0.9 and 0.25 <= durations[2] <= 0.35, durations

    page.get_by_label("Sound", exact=True).uncheck()
    page.evaluate("cardavia.sound('card')")
    assert len(page.evaluate("window.__played")) == 4  # off again: nothing more
    assert problems == []  # no CSP violation, no unhandled refusal of play()


def test_sound_files_are_served_as_audio(page_factory, site_url):
    page = page_factory()
    for name in ("card", "shuffle", "call"):
        response = page.context.request.get(f"{site_url}/static/cardavia/sounds/{name}.wav")
        assert response.status == 200, name
        assert response.headers["content-type"] == "audio/wav", name
        assert response.body()[:4] == b"RIFF" and response.body()[8:12] == b"WAVE"


def test_local_storage_restores_settings_when_the_cookie_is_gone(page_factory, site_url):
    page = page_factory()
    page.goto(site_url + "/en/")
    page.locator("summary", has_text="Settings").click()
    page.get_by_label("Grain").fill("90")
    page.context.clear_cookies()
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-grain", "90")
    assert "cardavia_visual=50.90.50" in page.evaluate("document.cookie")


def test_reduced_motion_means_no_animation_by_default(page_factory, site_url):
    page = page_factory(reduced_motion="reduce")
    page.goto(site_url + "/en/games/kowa/")
    expect(page.get_by_label("Animation speed", exact=True)).to_have_value("none")
    assert page.evaluate("cardavia.animationMs()") == 0
    page.emulate_media(reduced_motion="no-preference")
    assert page.evaluate("cardavia.animationMs()") == 300


def test_grain_off_under_more_contrast_and_effects_off_under_forced_colours(page_factory, site_url):
    page = page_factory()
    page.goto(site_url + "/en/games/truco/rules/")
    grain = "e => getComputedStyle(e, '::after').display"
    strip = page.locator(".strip-cards").first
    assert strip.evaluate(grain) == "block"
    page.emulate_media(contrast="more")
    assert strip.evaluate(grain) == "none"
    page.emulate_media(contrast="no-preference", forced_colors="active")
    assert strip.evaluate("e => getComputedStyle(e, '::before').display") == "none"
    assert page.locator(".strip .card").first.evaluate("e => getComputedStyle(e).filter") == "none"


def test_pages_load_without_console_errors_or_csp_violations(page_factory, site_url):
    page = page_factory()
    problems = []
    page.on("console", lambda message: message.type == "error" and problems.append(message.text))
    page.on("pageerror", lambda error: problems.append(str(error)))
    for path in ["/en/", "/uk/traditions/chinese-money-cards/", "/de/games/tarocchi/", "/fi/games/kowa/rules/"]:
        response = page.goto(site_url + path)
        assert response.status == 200
        assert page.evaluate("typeof htmx") == "object"
    assert problems == []


def test_phone_layout_has_no_horizontal_scroll(page_factory, site_url):
    page = page_factory()
    page.set_viewport_size({"width": 360, "height": 740})
    for path in ["/en/", "/de/games/truco/rules/", "/fi/traditions/tarocco-piemontese/", "/uk/games/tarocchi/"]:
        page.goto(site_url + path)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 360, (path, width)


def test_skip_link_moves_focus_to_main(page_factory, site_url):
    page = page_factory()
    page.goto(site_url + "/en/")
    page.keyboard.press("Tab")
    expect(page.locator(".skip-link")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(r"#main$"))
