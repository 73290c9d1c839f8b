// A table with friends follows the others live: the seat's event stream
// (Server-Sent Events) says when the table changed, and the page then fetches
// its live part again (through htmx, so the table's own script animates the
// new events). Without EventSource, or once the stream is refused, it polls.
// Also: the lobby's copy and share buttons. No inline script (CSP).
(function () {
  "use strict";

  var POLL_MS = 3000;
  var loading = false;
  var again = false;

  function area() {
    return document.getElementById("table-area");
  }

  function areaUrl(root) {
    var url = root.getAttribute("data-area");
    var joiner = url.indexOf("?") < 0 ? "?" : "&";
    url += joiner + "revision=" + encodeURIComponent(root.getAttribute("data-revision") || "");
    var shown = root.getAttribute("data-events-shown");
    if (shown) url += "&since=" + encodeURIComponent(shown);
    return url;
  }

  function followReload() {
    var root = area();
    var target = root && root.getAttribute("data-reload");
    if (target) window.location.assign(target);
  }

  // Fetch the live part again; one request at a time, the last prompt wins.
  function refresh() {
    var root = area();
    if (!root || !root.getAttribute("data-area")) return;
    if (loading) {
      again = true;
      return;
    }
    loading = true;
    var done = function () {
      loading = false;
      followReload();
      if (again) {
        again = false;
        refresh();
      }
    };
    if (window.htmx) {
      window.htmx.ajax("GET", areaUrl(root), { target: "#table-area", swap: "outerHTML" }).then(done, done);
    } else {
      window.fetch(areaUrl(root), { credentials: "same-origin" }).then(function (response) {
        if (response.status !== 200) return null;
        return response.text();
      }).then(function (html) {
        if (html) {
          var holder = document.createElement("div");
          holder.innerHTML = html;
          var fresh = holder.querySelector("#table-area");
          if (fresh) root.replaceWith(fresh);
        }
        done();
      }, done);
    }
  }

  function poll() {
    window.setInterval(refresh, POLL_MS);
  }

  function follow() {
    var root = area();
    if (!root || !root.getAttribute("data-area")) return;
    var stream = root.getAttribute("data-live");
    if (!stream || !window.EventSource) {
      poll();
      return;
    }
    var source = new window.EventSource(stream);
    source.addEventListener("table", function (event) {
      var now = area();
      var state;
      try {
        state = JSON.parse(event.data);
      } catch (error) {
        return;
      }
      if (now && String(state.revision) !== now.getAttribute("data-revision")) refresh();
    });
    source.addEventListener("error", function () {
      // The browser reconnects by itself, unless the server refused the stream.
      if (source.readyState === window.EventSource.CLOSED) poll();
    });
  }

  function share() {
    document.querySelectorAll("[data-copy]").forEach(function (button) {
      button.addEventListener("click", function () {
        var field = document.getElementById(button.getAttribute("data-copy"));
        if (!field) return;
        field.select();
        var copied = function () {
          button.textContent = button.getAttribute("data-copied") || button.textContent;
        };
        if (navigator.clipboard) navigator.clipboard.writeText(field.value).then(copied, function () {});
        else if (document.execCommand && document.execCommand("copy")) copied();
      });
    });
    document.querySelectorAll("[data-share]").forEach(function (button) {
      if (!navigator.share) return;
      button.hidden = false;
      button.addEventListener("click", function () {
        var field = document.getElementById(button.getAttribute("data-share"));
        if (field) navigator.share({ title: document.title, url: field.value }).catch(function () {});
      });
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    followReload();
    follow();
    share();
  });
})();
