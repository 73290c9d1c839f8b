// The card table: events one at a time, keyboard play, the keys dialog.
// No inline script: the page's Content-Security-Policy forbids it.
(function () {
  "use strict";

  // The visitor's animation speed, from the site's settings (site.js).
  function speed() {
    return window.cardavia && window.cardavia.animationMs ? window.cardavia.animationMs() : 0;
  }

  // A log line as it is read out: its words, without the explanations of the game's terms in it.
  function spokenText(item) {
    var copy = item.cloneNode(true);
    copy.querySelectorAll(".term-tip").forEach(function (tip) { tip.remove(); });
    return copy.textContent;
  }

  // Show the events of the last move one after another, and announce each.
  function playEvents(root) {
    var announcer = root.querySelector("[data-announcer]");
    var items = Array.prototype.slice.call(root.querySelectorAll("[data-new-event]"));
    var delay = speed();
    var form = root.querySelector(".table-form");
    if (form && delay) form.classList.add("is-animating");
    items.forEach(function (item, index) {
      if (!delay) return;
      item.hidden = true;
      window.setTimeout(function () {
        item.hidden = false;
      }, delay * index);
    });
    window.setTimeout(function () {
      if (form) form.classList.remove("is-animating");
      if (announcer) announcer.textContent = items.map(spokenText).join(" ");
    }, delay * items.length);
  }

  function handButtons() {
    return Array.prototype.slice.call(document.querySelectorAll("[data-hand] .hand-card"));
  }

  function typing(target) {
    return target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable);
  }

  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
    var dialog = document.getElementById("keys-help");
    if (event.key === "?") {
      if (dialog && !dialog.open) dialog.showModal();
      event.preventDefault();
      return;
    }
    if (dialog && dialog.open) return;
    var cards = handButtons();
    var index = cards.indexOf(document.activeElement);
    if ((event.key === "ArrowRight" || event.key === "ArrowLeft") && cards.length) {
      var step = event.key === "ArrowRight" ? 1 : -1;
      var next = index < 0 ? 0 : (index + step + cards.length) % cards.length;
      cards[next].focus();
      event.preventDefault();
      return;
    }
    if (event.key === "l") {
      var last = document.querySelector(".trick-last, .trick:last-of-type");
      if (last) last.scrollIntoView({ block: "nearest" }), last.classList.toggle("is-highlighted");
      return;
    }
    var key = event.key.toLowerCase();
    var button = document.querySelector('.table-form [data-key="' + key + '"]');
    if (button && !button.disabled) {
      button.click();
      event.preventDefault();
    }
  });

  function init(root) {
    playEvents(root);
    var cards = handButtons();
    var firstPlayable = cards.filter(function (b) { return !b.disabled; })[0];
    if (firstPlayable && root.id === "table-area" && document.activeElement === document.body) firstPlayable.focus();
  }

  document.addEventListener("DOMContentLoaded", function () {
    if (window.htmx) {
      // Rejected moves (400, 409, 422) come with the table as it stands: show it.
      window.htmx.config.responseHandling = [
        { code: "204", swap: false },
        { code: "[23]..", swap: true },
        { code: "(400|409|422)", swap: true, error: false },
        { code: "...", swap: false, error: true }
      ];
    }
    var area = document.getElementById("table-area");
    if (area) init(area);
  });

  document.addEventListener("htmx:afterSwap", function (event) {
    var area = document.getElementById("table-area");
    if (area) {
      init(area);
      var first = handButtons().filter(function (b) { return !b.disabled; })[0];
      if (first) first.focus();
    }
  });
})();
