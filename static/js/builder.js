// The builder's only script (htmx does the rest). No inline scripts anywhere:
// a strict Content-Security-Policy stays possible.
//  - output tabs (ARIA tablist; without JavaScript every panel shows, stacked)
//  - copy buttons (data-copy="#id" copies that element's text; data-copy-text copies the attribute)
(function () {
  "use strict";

  // Copy buttons need this script: app.css hides them until it has run.
  document.documentElement.classList.add("js");

  var selectedTab = null; // remembered across htmx swaps of the output

  function initTabs(root) {
    var containers = root.querySelectorAll ? root.querySelectorAll("[data-tabs]") : [];
    if (root.matches && root.matches("[data-tabs]")) containers = [root];
    Array.prototype.forEach.call(containers, function (box) {
      var list = box.querySelector("[role=tablist]");
      if (!list) return;
      var tabs = Array.prototype.slice.call(list.querySelectorAll("[role=tab]"));
      list.hidden = false;
      box.classList.add("tabs-on");
      function select(tab, focus) {
        tabs.forEach(function (t) {
          var on = t === tab;
          t.setAttribute("aria-selected", on ? "true" : "false");
          t.tabIndex = on ? 0 : -1;
          var panel = document.getElementById(t.getAttribute("aria-controls"));
          if (panel) panel.hidden = !on;
        });
        selectedTab = tab.id;
        if (focus) tab.focus();
      }
      tabs.forEach(function (tab, i) {
        tab.addEventListener("click", function () { select(tab, false); });
        tab.addEventListener("keydown", function (e) {
          var next = null;
          if (e.key === "ArrowRight") next = tabs[(i + 1) % tabs.length];
          else if (e.key === "ArrowLeft") next = tabs[(i - 1 + tabs.length) % tabs.length];
          else if (e.key === "Home") next = tabs[0];
          else if (e.key === "End") next = tabs[tabs.length - 1];
          if (next) { e.preventDefault(); select(next, true); }
        });
      });
      var initial = tabs.filter(function (t) { return t.id === selectedTab; })[0] || tabs[0];
      select(initial, false);
    });
  }

  function flash(button, text) {
    var old = button.getAttribute("data-label") || button.textContent;
    button.setAttribute("data-label", old);
    button.textContent = text;
    window.setTimeout(function () { button.textContent = old; }, 1500);
  }

  function copyText(text, button) {
    function fallback() {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.className = "copy-buffer";
      document.body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
      document.body.removeChild(area);
      flash(button, ok ? "Copied" : "Press Ctrl+C");
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () { flash(button, "Copied"); }, fallback);
    } else {
      fallback();
    }
  }

  document.addEventListener("click", function (e) {
    var button = e.target.closest ? e.target.closest("button.copy") : null;
    if (!button) return;
    var text = button.getAttribute("data-copy-text");
    if (text === null) {
      var source = document.querySelector(button.getAttribute("data-copy"));
      text = source ? source.textContent : "";
    }
    copyText(text, button);
  });

  // The live preview swaps field messages in out of band; mark each message's
  // field invalid or valid again (aria-invalid, the red border) as a full page does.
  function markFields(root) {
    var errors = root.querySelectorAll ? root.querySelectorAll(".field-error") : [];
    if (root.matches && root.matches(".field-error")) errors = [root];
    Array.prototype.forEach.call(errors, function (message) {
      var field = document.querySelector('[aria-describedby~="' + CSS.escape(message.id) + '"]');
      if (!field) return;
      var bad = !message.hidden;
      if (bad) field.setAttribute("aria-invalid", "true");
      else field.removeAttribute("aria-invalid");
      var box = field.closest(".field");
      if (box) box.classList.toggle("has-error", bad);
    });
  }

  // The Try it panel's table key sits outside the builder form (form="builder-form"),
  // so its events do not reach the form: tell the form, whose live preview then
  // checks the request against that key (hx-trigger "try-key-changed").
  function keyChanged(e) {
    if (!e.target.closest || !e.target.closest(".try-key")) return;
    var form = document.getElementById("builder-form");
    if (form && window.htmx) window.htmx.trigger(form, "try-key-changed");
  }
  document.addEventListener("change", keyChanged);
  document.addEventListener("input", keyChanged);

  document.addEventListener("DOMContentLoaded", function () { initTabs(document); });
  // htmx swaps in new output and messages (including out-of-band): set them up again.
  document.addEventListener("htmx:load", function (e) { initTabs(e.target); markFields(e.target); });
})();
