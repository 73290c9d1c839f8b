// Cardavia — settings that apply at once and persist (cookie for the server,
// localStorage as the browser's own copy), and the header menus.
// Loaded as a static file (no inline script: see the Content-Security-Policy).
(function () {
  "use strict";
  var root = document.documentElement;
  var VISUAL_COOKIE = "cardavia_visual";
  var SPEED_COOKIE = "cardavia_speed";
  var SOUND_COOKIE = "cardavia_sound";
  var STORE_KEY = "cardavia.prefs";
  var YEAR = 60 * 60 * 24 * 365;
  var NAMES = ["contrast", "grain", "temperature"];
  var ATTRIBUTES = { contrast: "contrast", grain: "grain", temperature: "temp" };
  var SPEEDS = ["none", "fast", "normal", "slow"];
  var SPEED_MS = { none: 0, fast: 150, normal: 300, slow: 600 };

  root.classList.add("js");

  function readCookie(name) {
    var match = document.cookie.match(new RegExp("(?:^|; )" + name + "=([^;]*)"));
    return match ? decodeURIComponent(match[1]) : null;
  }
  // Over HTTPS the cookies are Secure, like the ones the server sets.
  var SECURE = window.location.protocol === "https:" ? "; Secure" : "";
  function writeCookie(name, value) {
    document.cookie = name + "=" + value + "; Path=/; Max-Age=" + YEAR + "; SameSite=Lax" + SECURE;
  }
  function clearCookie(name) {
    document.cookie = name + "=; Path=/; Max-Age=0; SameSite=Lax" + SECURE;
  }
  function valid(value) {
    var n = Number(value);
    return Number.isInteger(n) && n >= 0 && n <= 100 && n % 5 === 0 ? n : 50;
  }
  function current() {
    return {
      contrast: valid(root.dataset.contrast),
      grain: valid(root.dataset.grain),
      temperature: valid(root.dataset.temp),
      speed: SPEEDS.indexOf(root.dataset.speed) >= 0 ? root.dataset.speed : null,
      sound: root.dataset.sound === "on",
    };
  }
  function reducedMotion() {
    return window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  }
  // The card tables' sounds: one preloaded element each, made only once Sound is on (off by default,
  // so a visitor who never turns it on downloads none of them).
  var SOUNDS = ["card", "shuffle", "call"];
  var VOLUME = 0.6;
  var sounds = {};
  function soundElement(name) {
    if (!sounds[name]) {
      var element = new Audio((root.dataset.sounds || "/static/cardavia/sounds/") + name + ".wav");
      element.preload = "auto";
      element.volume = VOLUME;
      sounds[name] = element;
    }
    return sounds[name];
  }
  function preloadSounds() {
    if (typeof Audio === "function") SOUNDS.forEach(soundElement);
  }
  function soundOn() {
    return root.dataset.sound === "on";
  }
  function playSound(name) {
    if (!soundOn() || SOUNDS.indexOf(name) < 0 || typeof Audio !== "function") return;
    var element = soundElement(name);
    if (element.paused || element.ended) element.currentTime = 0;
    else {
      // Still playing (two cards laid in quick succession): a copy plays over it.
      element = element.cloneNode();
      element.volume = VOLUME;
    }
    try {
      var playing = element.play();
      // Refused before the visitor has touched the page (autoplay policy), or no audio device: stay quiet.
      if (playing && typeof playing.catch === "function") playing.catch(function () {});
    } catch (error) { /* an old browser that throws instead */ }
  }

  function show(prefs) {
    NAMES.forEach(function (name) {
      root.dataset[ATTRIBUTES[name]] = String(prefs[name]);
      document.querySelectorAll('input[data-pref="' + name + '"]').forEach(function (input) {
        input.value = String(prefs[name]);
        input.setAttribute("aria-valuetext", prefs[name] + "%");
      });
      document.querySelectorAll('output[data-output="' + name + '"]').forEach(function (output) {
        output.textContent = prefs[name] + "%";
      });
    });
    root.dataset.speed = prefs.speed || "auto";
    var shown = prefs.speed || (reducedMotion() ? "none" : "normal");
    document.querySelectorAll('select[data-pref="speed"]').forEach(function (select) { select.value = shown; });
    root.dataset.sound = prefs.sound ? "on" : "off";
    document.querySelectorAll('input[data-pref="sound"]').forEach(function (input) { input.checked = prefs.sound; });
    if (prefs.sound) preloadSounds();
  }
  function save(prefs) {
    writeCookie(VISUAL_COOKIE, [prefs.contrast, prefs.grain, prefs.temperature].join("."));
    if (prefs.speed) writeCookie(SPEED_COOKIE, prefs.speed);
    writeCookie(SOUND_COOKIE, prefs.sound ? "on" : "off");
    try { localStorage.setItem(STORE_KEY, JSON.stringify(prefs)); } catch (error) { /* private mode */ }
  }

  // The cookie may be gone (cleared, expired) while local storage kept the settings.
  if (readCookie(VISUAL_COOKIE) === null) {
    try {
      var stored = JSON.parse(localStorage.getItem(STORE_KEY) || "null");
      if (stored) {
        var restored = {
          contrast: valid(stored.contrast), grain: valid(stored.grain), temperature: valid(stored.temperature),
          speed: SPEEDS.indexOf(stored.speed) >= 0 ? stored.speed : null,
          sound: stored.sound === true,
        };
        save(restored);
        show(restored);
      }
    } catch (error) { /* unreadable storage: keep the defaults */ }
  }

  function init() {
    show(current());
    document.querySelectorAll("form[data-prefs-form]").forEach(function (form) {
      form.addEventListener("input", function (event) {
        var name = event.target.dataset.pref;
        if (!name) return;
        var prefs = current();
        if (name === "speed") prefs.speed = event.target.value;
        else if (name === "sound") prefs.sound = event.target.checked;
        else prefs[name] = valid(event.target.value);
        show(prefs);
        save(prefs);
      });
      var reset = form.querySelector("[data-reset-button]");
      if (reset) reset.addEventListener("click", function (event) {
        event.preventDefault();
        clearCookie(VISUAL_COOKIE);
        clearCookie(SPEED_COOKIE);
        clearCookie(SOUND_COOKIE);
        try { localStorage.removeItem(STORE_KEY); } catch (error) { /* ignore */ }
        show({ contrast: 50, grain: 50, temperature: 50, speed: null, sound: false });
      });
      form.addEventListener("submit", function (event) { event.preventDefault(); });
    });

    // Header menus: one open at a time; Escape or a click elsewhere closes them.
    var menus = Array.prototype.slice.call(document.querySelectorAll("details[data-menu]"));
    menus.forEach(function (menu) {
      menu.addEventListener("toggle", function () {
        if (menu.open) menus.forEach(function (other) { if (other !== menu) other.open = false; });
      });
    });
    document.addEventListener("keydown", function (event) {
      if (event.key !== "Escape") return;
      menus.forEach(function (menu) {
        if (menu.open) { menu.open = false; menu.querySelector("summary").focus(); }
      });
    });
    document.addEventListener("click", function (event) {
      menus.forEach(function (menu) { if (menu.open && !menu.contains(event.target)) menu.open = false; });
    });
  }

  // The games' own words (buttons .term, each described by its .term-tip). CSS shows the tip on hover
  // and on focus; here a tap or click pins it open or closes it, Escape closes it, and on a wide screen
  // it is placed beside its word inside the window (on a phone the CSS makes it a bottom sheet).
  var NARROW = window.matchMedia ? window.matchMedia("(max-width: 30rem)") : { matches: false };
  function placeTip(wrap) {
    var tip = wrap.querySelector(".term-tip");
    var term = wrap.querySelector(".term");
    if (!tip || !term) return;
    tip.removeAttribute("style");
    if (NARROW.matches) return;
    wrap.classList.add("is-placing");
    var word = term.getBoundingClientRect();
    tip.style.position = "fixed";
    tip.style.left = "0px";
    tip.style.top = "0px";
    var box = tip.getBoundingClientRect();
    var margin = 8;
    var left = Math.max(margin, Math.min(word.left, window.innerWidth - box.width - margin));
    var top = word.bottom + 3;
    if (top + box.height > window.innerHeight - margin && word.top - box.height - 3 >= margin) top = word.top - box.height - 3;
    tip.style.left = left + "px";
    tip.style.top = top + "px";
    wrap.classList.remove("is-placing");
  }
  function closeTerms(except) {
    document.querySelectorAll(".term-wrap.is-open").forEach(function (wrap) {
      if (wrap !== except) wrap.classList.remove("is-open");
    });
  }
  function termWrap(target) {
    return target && target.closest ? target.closest(".term-wrap") : null;
  }
  document.addEventListener("click", function (event) {
    var wrap = termWrap(event.target);
    if (!wrap || !event.target.closest(".term")) {
      if (!wrap) closeTerms(null);
      return;
    }
    closeTerms(wrap);
    if (wrap.classList.contains("is-open")) {
      wrap.classList.remove("is-open");
      wrap.classList.add("is-dismissed");
    } else {
      wrap.classList.remove("is-dismissed");
      wrap.classList.add("is-open");
      placeTip(wrap);
    }
  });
  ["mouseover", "focusin"].forEach(function (type) {
    document.addEventListener(type, function (event) {
      var wrap = termWrap(event.target);
      if (wrap && !(event.relatedTarget && wrap.contains(event.relatedTarget))) placeTip(wrap);
    });
  });
  ["mouseout", "focusout"].forEach(function (type) {
    document.addEventListener(type, function (event) {
      var wrap = termWrap(event.target);
      if (!wrap || (event.relatedTarget && wrap.contains(event.relatedTarget))) return;
      wrap.classList.remove("is-dismissed");
      // A tip that is not pinned goes back to how the page drew it.
      var tip = wrap.querySelector(".term-tip");
      if (tip && !wrap.classList.contains("is-open")) tip.removeAttribute("style");
    });
  });
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape") return;
    document.querySelectorAll(".term-wrap").forEach(function (wrap) {
      if (wrap.classList.contains("is-open") || wrap.matches(":hover") || wrap.contains(document.activeElement)) {
        wrap.classList.remove("is-open");
        wrap.classList.add("is-dismissed");
      }
    });
  });
  // A tip placed in the window would stay behind when the page scrolls: place the open ones again.
  window.addEventListener("scroll", function () {
    document.querySelectorAll(".term-wrap.is-open, .term-wrap:hover, .term-wrap:focus-within").forEach(placeTip);
  }, { passive: true, capture: true });

  // For the card tables: milliseconds per animation step at the chosen speed.
  window.cardavia = window.cardavia || {};
  window.cardavia.animationMs = function () {
    var speed = root.dataset.speed;
    if (speed === "auto" || !(speed in SPEED_MS)) return reducedMotion() ? 0 : SPEED_MS.normal;
    return SPEED_MS[speed];
  };
  // For the card tables: cardavia.sound("card" | "shuffle" | "call") plays it if Sound is on in Settings.
  window.cardavia.soundOn = soundOn;
  window.cardavia.sound = playSound;

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
