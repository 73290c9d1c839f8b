// The card table: the motion of a move, keyboard play, the keys dialog.
// No inline script: the page's Content-Security-Policy forbids it.
//
// A move's answer is the table as it stands after the move, with the steps
// that led there (data-motion: cards played, a trick gathered, a call said;
// see cardavia.web.play.tables.motion). Before htmx swaps it in, the script
// notes where every card stood; after, it plays the steps one after another
// with the Web Animations API, from the old places to the new, at the
// visitor's animation speed, and the table takes no click until they end.
// "None" and prefers-reduced-motion show the end state at once.
(function () {
  "use strict";

  // The visitor's animation speed, from the site's settings (site.js).
  function speed() {
    return window.cardavia && window.cardavia.animationMs ? window.cardavia.animationMs() : 0;
  }

  function sound(name) {
    if (window.cardavia && window.cardavia.sound) window.cardavia.sound(name);
  }

  // A log line as it is read out: its words, without the explanations of the game's terms in it.
  function spokenText(item) {
    var copy = item.cloneNode(true);
    copy.querySelectorAll(".term-tip").forEach(function (tip) { tip.remove(); });
    return copy.textContent;
  }

  function wait(ms) {
    return new Promise(function (resolve) { window.setTimeout(resolve, ms); });
  }

  // Where each card of the felt stood before the move: its place, its picture, and whether it lay in the play area.
  function snapshot(area) {
    var felt = area.querySelector("[data-felt]");
    var cards = {};
    if (!felt) return null;
    felt.querySelectorAll("img[data-card]").forEach(function (img) {
      var rect = img.getBoundingClientRect();
      if (!rect.width) return;
      var slot = img.closest("[data-slot]");
      cards[img.dataset.card] = { rect: rect, src: img.currentSrc || img.src, inPlay: !!img.closest("[data-play-area]"), slot: slot ? slot.dataset.slot : null };
    });
    return { cards: cards };
  }

  function motionData(root) {
    try {
      return root.dataset.motion ? JSON.parse(root.dataset.motion) : null;
    } catch (error) {
      return null;
    }
  }

  // The steps' cards once the move is over: in the play area for a play, anywhere else on the felt for a take.
  function destination(felt, step, code) {
    var cards = felt.querySelectorAll('img[data-card="' + code + '"]');
    for (var i = 0; i < cards.length; i++) {
      var inPlay = !!cards[i].closest("[data-play-area]");
      if ((step.kind === "play") === inPlay) return cards[i];
    }
    return null;
  }

  function Stage(felt, data, snap, ms) {
    this.felt = felt;
    this.data = data;
    this.snap = snap;
    this.ms = ms;
    this.layer = document.createElement("div");
    this.layer.className = "motion-layer";
    this.layer.setAttribute("aria-hidden", "true");
    document.body.appendChild(this.layer);
    this.ghosts = {};
    this.hidden = [];
    this.touched = [];
    // How long a call's bubble stays up (it outlives the steps; the layer waits for it).
    this.bubbleMs = Math.max(1400, ms * 5);
  }

  Stage.prototype.seatRect = function (seat) {
    var place = this.felt.querySelector('[data-seat="' + seat + '"]');
    if (!place) return this.centre();
    var fan = place.querySelector(".fan-cards") || place.querySelector("[data-hand]") || place;
    return fan.getBoundingClientRect();
  };

  Stage.prototype.centre = function () {
    var area = this.felt.querySelector("[data-play-area]") || this.felt;
    var r = area.getBoundingClientRect();
    var w = Math.min(72, r.width / 4);
    return { left: r.left + r.width / 2 - w / 2, top: r.top + r.height / 2 - w * 0.78, width: w, height: w * 1.55 };
  };

  Stage.prototype.stockRect = function () {
    var stock = this.felt.querySelector("[data-stock] .fan-cards") || this.felt.querySelector("[data-stock]");
    return stock ? stock.getBoundingClientRect() : this.centre();
  };

  // A card drawn above the page at ``rect`` (its face, or a back).
  Stage.prototype.ghost = function (src, rect) {
    var img = document.createElement("img");
    img.className = "motion-card";
    img.alt = "";
    img.src = src;
    this.place(img, rect);
    this.layer.appendChild(img);
    return img;
  };

  Stage.prototype.place = function (img, rect) {
    img.style.left = rect.left + "px";
    img.style.top = rect.top + "px";
    img.style.width = rect.width + "px";
  };

  // Move a drawn card to ``rect``; it stays there.
  Stage.prototype.glide = function (img, rect, fade) {
    var from = img.getBoundingClientRect();
    var scale = rect.width / (from.width || 1);
    var frames = [
      { transform: "none", opacity: 1 },
      { transform: "translate(" + (rect.left - from.left) + "px," + (rect.top - from.top) + "px) scale(" + scale + ")", opacity: fade ? 0 : 1 }
    ];
    var self = this;
    var animation = img.animate(frames, { duration: this.ms, easing: "cubic-bezier(.2,.7,.3,1)", fill: "forwards" });
    img.style.transformOrigin = "top left";
    return animation.finished.then(function () {
      self.place(img, rect);
      animation.cancel();
      if (fade) img.remove();
    });
  };

  // Fade a drawn card out, then drop it.
  Stage.prototype.fade = function (img, duration) {
    return img.animate([{ opacity: 1 }, { opacity: 0 }], { duration: duration, fill: "forwards" }).finished.then(function () { img.remove(); });
  };

  // The drawn cards still on the table, handed over and forgotten.
  Stage.prototype.takeGhosts = function () {
    var self = this;
    var ghosts = Object.keys(this.ghosts).map(function (code) { return self.ghosts[code]; });
    this.ghosts = {};
    return ghosts;
  };

  // Bring a card of the new table in from ``fromRect`` to where it lies.
  Stage.prototype.arrive = function (el, fromRect) {
    el.style.visibility = "";
    this.touched.push(el);
    var to = el.getBoundingClientRect();
    var scale = (fromRect.width || to.width) / (to.width || 1);
    var frames = [
      { transform: "translate(" + (fromRect.left - to.left) + "px," + (fromRect.top - to.top) + "px) scale(" + scale + ")" },
      { transform: "none" }
    ];
    el.style.transformOrigin = "top left";
    return el.animate(frames, { duration: this.ms, easing: "cubic-bezier(.2,.7,.3,1)" }).finished;
  };

  Stage.prototype.source = function (step, code) {
    if (this.ghosts[code]) return this.ghosts[code].getBoundingClientRect();
    if (step.from === "stock") return this.stockRect();
    // Where the card stood before, unless a play's card already lay in the play area (then it comes from its seat).
    var before = this.snap.cards[code];
    if (before && (step.kind !== "play" || !before.inPlay)) return before.rect;
    return this.seatRect(step.seat);
  };

  // Where a played card rests when the new table no longer shows it: its seat's place in the trick, or beside the card it takes.
  Stage.prototype.restingPlace = function (step, index) {
    var slot = this.felt.querySelector('[data-play-area] [data-slot="' + step.seat + '"]');
    var near = step.near && step.near[0];
    var base;
    if (slot) base = slot.getBoundingClientRect();
    else if (near && this.ghosts[near]) base = this.ghosts[near].getBoundingClientRect();
    else if (near && this.snap.cards[near]) base = this.snap.cards[near].rect;
    else base = this.centre();
    var width = base.width || this.centre().width;
    var shift = near ? width * 0.35 : index * width * 0.4;
    return { left: base.left + shift, top: base.top + (near ? width * 0.25 : 0), width: width, height: width * 1.55 };
  };

  Stage.prototype.play = function (step) {
    var self = this;
    sound("card");
    // A seat's earlier play in the round (Dou Dizhu) makes way for this one.
    Object.keys(this.ghosts).forEach(function (code) {
      var img = self.ghosts[code];
      if (img.dataset.slot === String(step.seat) && step.cards.indexOf(code) < 0) {
        delete self.ghosts[code];
        self.fade(img, self.ms / 2);
      }
    });
    return Promise.all(step.cards.map(function (code, index) {
      var from = self.source(step, code);
      var el = destination(self.felt, step, code);
      if (el) return self.arrive(el, from);
      var img = self.ghosts[code] || self.ghost(self.data.faces[code], from);
      self.ghosts[code] = img;
      return self.glide(img, self.restingPlace(step, index), false);
    }));
  };

  Stage.prototype.take = function (step) {
    var self = this;
    sound("card");
    return Promise.all(step.cards.map(function (code) {
      var from = self.source(step, code);
      var ghost = self.ghosts[code];
      delete self.ghosts[code];
      var el = destination(self.felt, step, code);
      if (el) {
        if (ghost) ghost.remove();
        return self.arrive(el, from);
      }
      var img = ghost || self.ghost(self.data.faces[code] || self.data.back, from);
      return self.glide(img, self.seatRect(step.seat), true);
    }));
  };

  Stage.prototype.gather = function (step) {
    var self = this;
    var to = this.seatRect(step.seat);
    var ghosts = this.takeGhosts();
    return wait(this.ms / 2).then(function () {
      return Promise.all(ghosts.map(function (img) { return self.glide(img, { left: to.left, top: to.top, width: to.width ? Math.min(to.width, img.getBoundingClientRect().width) : 40 }, true); }));
    });
  };

  Stage.prototype.clear = function () {
    var self = this;
    return Promise.all(this.takeGhosts().map(function (img) { return self.fade(img, self.ms); }));
  };

  Stage.prototype.draw = function (step) {
    var from = this.stockRect();
    var img = this.ghost(this.data.back, { left: from.left, top: from.top, width: Math.min(from.width, 48) });
    return this.glide(img, this.seatRect(step.seat), true);
  };

  // A call: a short speech bubble at the caller's seat, left to fade on its own.
  Stage.prototype.call = function (step) {
    sound("call");
    var place = this.felt.querySelector('[data-seat="' + step.seat + '"] .seat-name') || this.felt.querySelector('[data-seat="' + step.seat + '"]');
    var rect = place ? place.getBoundingClientRect() : this.centre();
    var bubble = document.createElement("div");
    bubble.className = "bubble";
    bubble.textContent = step.text;
    this.layer.appendChild(bubble);
    bubble.style.left = Math.max(4, Math.min(rect.left, window.innerWidth - bubble.offsetWidth - 4)) + "px";
    bubble.style.top = Math.max(4, rect.top - bubble.offsetHeight - 10) + "px";
    // Scaled in, never faded: its text keeps its contrast at every moment.
    bubble.animate([{ transform: "scale(.6)" }, { transform: "none" }], { duration: 140, easing: "ease-out" });
    window.setTimeout(function () { bubble.remove(); }, this.bubbleMs);
    return wait(this.ms * 1.5);
  };

  Stage.prototype.run = function (step) {
    // A motion cut short (the time limit) plays no further step on the table it gave back.
    if (this.over) return Promise.resolve();
    if (step.kind === "play") return this.play(step);
    if (step.kind === "take") return this.take(step);
    if (step.kind === "gather") return this.gather(step);
    if (step.kind === "clear") return this.clear(step);
    if (step.kind === "draw") return this.draw(step);
    if (step.kind === "call") return this.call(step);
    if (step.kind === "deal") { sound("shuffle"); return wait(this.ms); }
    return Promise.resolve();
  };

  Stage.prototype.begin = function () {
    var self = this;
    // The cards of the trick or round that this move took off the table: drawn where they lay.
    Object.keys(this.snap.cards).forEach(function (code) {
      var before = self.snap.cards[code];
      if (before.inPlay && !self.felt.querySelector('[data-play-area] img[data-card="' + code + '"]')) {
        self.ghosts[code] = self.ghost(before.src, before.rect);
        self.ghosts[code].dataset.slot = before.slot || "";
      }
    });
    // The cards the steps bring in wait, hidden, for their step.
    this.data.steps.forEach(function (step) {
      (step.kind === "play" || step.kind === "take" ? step.cards : []).forEach(function (code) {
        var el = destination(self.felt, step, code);
        if (el) { el.style.visibility = "hidden"; self.hidden.push(el); }
      });
    });
  };

  Stage.prototype.end = function () {
    this.over = true;
    // The table is left as the server drew it: no inline style stays behind.
    this.hidden.concat(this.touched).forEach(function (el) { el.removeAttribute("style"); });
    this.layer.querySelectorAll(".motion-card").forEach(function (img) { img.remove(); });
    var layer = this.layer;
    // Bubbles finish on their own; the layer goes with the last of them.
    window.setTimeout(function () { layer.remove(); }, this.bubbleMs);
  };

  // The cards the other seats played in this move stay marked until the next one.
  function markJustPlayed(felt, data) {
    data.steps.forEach(function (step) {
      if (step.kind !== "play" || step.seat === data.me) return;
      step.cards.forEach(function (code) {
        var el = destination(felt, step, code);
        if (el) el.classList.add("is-just-played");
      });
    });
  }

  // One sound for a move shown at once.
  function soundAtOnce(steps) {
    var kinds = steps.map(function (step) { return step.kind; });
    if (kinds.indexOf("call") >= 0) sound("call");
    else if (kinds.indexOf("deal") >= 0) sound("shuffle");
    else if (kinds.indexOf("play") >= 0 || kinds.indexOf("take") >= 0) sound("card");
  }

  // Show the log lines of the last move one after another, and the cards' motion with them; announce each line.
  function playMove(root, snap) {
    var announcer = root.querySelector("[data-announcer]");
    var items = Array.prototype.slice.call(root.querySelectorAll("[data-new-event]"));
    var form = root.querySelector(".table-form");
    var felt = root.querySelector("[data-felt]");
    var data = motionData(root);
    var ms = speed();
    var steps = data && felt ? data.steps : [];
    var moving = ms && snap && steps.length;
    if (felt && data) markJustPlayed(felt, data);

    function finish() {
      if (form) form.classList.remove("is-animating");
      root.removeAttribute("aria-busy");
      if (announcer) announcer.textContent = items.map(spokenText).join(" ");
    }
    if (!ms) {
      soundAtOnce(steps);
      finish();
      return;
    }
    if (form) form.classList.add("is-animating");
    root.setAttribute("aria-busy", "true");
    items.forEach(function (item, index) {
      item.hidden = true;
      window.setTimeout(function () { item.hidden = false; }, ms * index);
    });
    var lines = wait(ms * items.length);
    var motion = Promise.resolve();
    if (moving) {
      var stage = new Stage(felt, data, snap, ms);
      try {
        stage.begin();
        steps.forEach(function (step) { motion = motion.then(function () { return stage.run(step); }); });
      } catch (error) {
        motion = Promise.resolve();
      }
      // Whatever happens to the motion, the table is given back.
      var limit = wait(ms * 3 * steps.length + 2000);
      motion = Promise.race([motion.catch(function () {}), limit]).then(function () { stage.end(); });
    }
    Promise.all([lines, motion]).then(finish, finish);
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
      // The score sheet's "Last trick" (Skat, Tarok, Tarocchi), or Truco's tricks on the felt.
      var details = document.querySelector("details.last-trick");
      if (details) {
        details.open = !details.open;
        details.scrollIntoView({ block: "nearest" });
        return;
      }
      var last = document.querySelector(".trick-last, .trick:last-of-type");
      if (last) last.scrollIntoView({ block: "nearest" }), last.classList.toggle("is-highlighted");
      return;
    }
    var key = event.key.toLowerCase();
    var button = document.querySelector('#table-area [data-key="' + key + '"]');
    if (button && !button.disabled && !document.querySelector(".table-form.is-animating")) {
      button.click();
      event.preventDefault();
    }
  });

  var before = null;

  function init(root, snap) {
    // The log opens on its newest lines.
    var log = root.querySelector(".table-side .game-log");
    if (log) log.scrollTop = log.scrollHeight;
    playMove(root, snap);
    var cards = handButtons();
    var firstPlayable = cards.filter(function (b) { return !b.disabled; })[0];
    if (firstPlayable && root.id === "table-area" && document.activeElement === document.body) firstPlayable.focus({ preventScroll: true });
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
    if (area) init(area, null);
  });

  document.addEventListener("htmx:beforeSwap", function (event) {
    var target = event.detail && event.detail.target;
    before = target && target.id === "table-area" ? snapshot(target) : null;
  });

  // After the settle, not the swap: htmx's settle gives elements with an id the new attributes last, and would take back a class set before.
  document.addEventListener("htmx:afterSettle", function (event) {
    var target = event.detail && event.detail.target;
    var area = document.getElementById("table-area");
    if (area && target && target.id === "table-area") {
      init(area, before);
      before = null;
      var first = handButtons().filter(function (b) { return !b.disabled; })[0];
      if (first) first.focus({ preventScroll: true });
    }
  });
})();
