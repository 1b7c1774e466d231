// The builder's only script (htmx does the rest). No inline scripts anywhere:
// a strict Content-Security-Policy stays possible.
//  - <html class="js">: app.css hides what only works with this script (copy and wrap
//    buttons) and what it makes needless ("Build request": the preview is live)
//  - output tabs (ARIA tablist; without JavaScript every panel shows, stacked); a code tab
//    not on show is filled when it opens (POST /code?format=; on a snippet's page, which has
//    no form, GET <data-code-url>?format=), before Copy copies from it
//  - copy buttons (data-copy="#id" copies that element's text; data-copy-text copies the
//    attribute; data-copy-markdown: the link and the shown code as Markdown), switched off while the output is out of date; a "Wrap long lines" toggle
//  - the address bar: the server keeps it in step (HX-Replace-Url); the header's Log in /
//    Sign up links follow it (next=)
//  - a draft in localStorage, brought back into an empty builder (/ alone), never over a link
//  - focus after a row action: where the server says (data-focus on the new form)
//  - Enter: no submitting the form by accident from a one-line input
//  - a message about an empty field waits until the field was left or the request asked for
//  - a request that fails (an error answer, no network, a timeout): a message where it was
//    asked (the builder's status area, or beside the button), the form left as it is
(function () {
  "use strict";

  var html = document.documentElement;
  html.classList.add("js");

  function storage() {
    try {
      return window.localStorage;
    } catch (e) {
      return null; // blocked (private mode, policy): the page works without it
    }
  }

  function each(list, fn) {
    Array.prototype.forEach.call(list || [], fn);
  }

  function within(root, selector) {
    var found = root.querySelectorAll ? Array.prototype.slice.call(root.querySelectorAll(selector)) : [];
    if (root.matches && root.matches(selector)) found.unshift(root);
    return found;
  }

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
        selectedTab = tab.id; // before a panel is filled: its request carries the tab on show
        tabs.forEach(function (t) {
          var on = t === tab;
          t.setAttribute("aria-selected", on ? "true" : "false");
          t.tabIndex = on ? 0 : -1;
          var panel = document.getElementById(t.getAttribute("aria-controls"));
          if (panel) panel.hidden = !on;
          if (panel && on) loadPanel(panel); // a code tab not filled yet (issue 13)
        });
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
      // the tab chosen here before this swap, else the one the server shows (data-selected), else JSON
      var initial = tabs.filter(function (t) { return t.id === selectedTab; })[0] ||
        tabs.filter(function (t) { return t.id === box.getAttribute("data-selected"); })[0] || tabs[0];
      select(initial, false);
    });
  }

  // ---------------------------------------------------------------- code on demand
  // The preview emits the code of the tab on show only ("show", added to each of
  // the builder form's requests); another code tab's panel comes empty
  // (data-lazy="<format>") and is filled from POST /code?format= with the form's
  // current fields when it opens, or before Copy copies from it. A newer preview
  // replaces the whole output (the panels empty again but the one on show), so
  // no panel keeps the code of an older request.
  function shownFormat() {
    return selectedTab && selectedTab.indexOf("tab-") === 0 ? selectedTab.slice(4) : "";
  }

  document.addEventListener("htmx:configRequest", function (e) {
    var form = document.getElementById("builder-form");
    var elt = e.detail.elt;
    if (!form || !elt || (elt !== form && elt.form !== form && !form.contains(elt))) return;
    if (shownFormat()) e.detail.parameters.show = shownFormat();
  });

  function loadPanel(panel) {
    var fmt = panel.getAttribute("data-lazy");
    var form = document.getElementById("builder-form");
    var box = panel.closest("[data-tabs]");
    // a saved snippet's page has no form: its tabs come from GET <its code url>?format=
    var get = box && box.getAttribute("data-code-method") === "get";
    if (!fmt || !box || !window.htmx || (!get && !form)) return Promise.resolve();
    if (panel.loading) return panel.loading;
    var url = box.getAttribute("data-code-url") + "?format=" + encodeURIComponent(fmt);
    var done = function () {
      panel.loading = null;
      if (panel.querySelector("pre code, .code-problem")) panel.removeAttribute("data-lazy");
    };
    var how = get ? { target: panel, swap: "innerHTML" } : { source: form, target: panel, swap: "innerHTML" };
    panel.loading = window.htmx.ajax(get ? "GET" : "POST", url, how).then(done, done);
    return panel.loading;
  }

  // The panel with this id as it is now in the page, filled (a preview swapped in
  // meanwhile replaces it: the new one is filled in turn), then ``then``.
  function whenFilled(id, then, tries) {
    var panel = document.getElementById(id);
    if (!panel || !panel.hasAttribute("data-lazy")) { then(true); return; }
    if (tries <= 0) { then(false); return; }
    loadPanel(panel).then(function () { whenFilled(id, then, tries - 1); });
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

  // "Copy as Markdown": the link, then the code of the tab on show (the request
  // JSON when that tab has no code, like Readable) in a fenced block whose fence
  // is longer than any run of backticks in the code.
  function markdown(link) {
    var tab = document.querySelector("#output-body [role=tab][aria-selected=true]");
    var panel = tab ? document.getElementById(tab.getAttribute("aria-controls")) : null;
    var code = (panel && panel.querySelector("pre code")) || document.getElementById("code-json");
    if (!code) return "";
    var language = code.id === "code-json" ? "json" : "";
    each(code.classList, function (c) { if (c.indexOf("language-") === 0) language = c.slice(9); });
    var text = code.textContent.replace(/\n+$/, "");
    var longest = 0;
    (text.match(/`+/g) || []).forEach(function (run) { longest = Math.max(longest, run.length); });
    var fence = new Array(Math.max(3, longest + 1) + 1).join("`");
    var out = fence + language + "\n" + text + "\n" + fence + "\n";
    return link ? "[Open in the DynamoDB expression builder](" + link + ")\n\n" + out : out;
  }

  function copyFrom(button) {
    var text = button.getAttribute("data-copy-text");
    var link = button.getAttribute("data-copy-markdown");
    if (link !== null) text = markdown(link);
    if (text === null) {
      var source = document.querySelector(button.getAttribute("data-copy"));
      text = source ? source.textContent : "";
    }
    copyText(text, button);
  }

  document.addEventListener("click", function (e) {
    var button = e.target.closest ? e.target.closest("button.copy") : null;
    if (!button) return;
    // the panel it copies from: its own, or (Copy as Markdown) the tab on show
    var panel = button.closest(".panel");
    if (button.hasAttribute("data-copy-markdown")) {
      var tab = document.querySelector("#output-body [role=tab][aria-selected=true]");
      panel = tab ? document.getElementById(tab.getAttribute("aria-controls")) : null;
    }
    if (!panel || !panel.hasAttribute("data-lazy")) { copyFrom(button); return; }
    var selector = button.getAttribute("data-copy");
    whenFilled(panel.id, function (filled) {
      if (!filled) { flash(button, "Out of date"); return; }
      // the button may have been replaced with its panel: copy with the one in the page now
      var now = selector ? document.querySelector('#output-body button.copy[data-copy="' + selector + '"]') : null;
      copyFrom(button.isConnected ? button : now || button);
    }, 3);
  });

  // The live preview swaps field messages in out of band; mark each message's
  // field invalid or valid again (aria-invalid, the red border) as a full page does.
  // A message about an empty field waits until the user has left that field, or
  // asked for the request (Run, Try it, Save, Build): a field not reached yet is
  // not wrong yet (issue 16). Without JavaScript every message shows.
  var leftFields = {};
  var askedToBuild = false;

  function notYet(field) {
    if (askedToBuild || leftFields[field.name] || field.tagName === "SELECT") return false;
    return (field.value || "").trim() === "";
  }

  function markFields(root) {
    var errors = root.querySelectorAll ? root.querySelectorAll(".field-error") : [];
    if (root.matches && root.matches(".field-error")) errors = [root];
    Array.prototype.forEach.call(errors, function (message) {
      var field = document.querySelector('[aria-describedby~="' + CSS.escape(message.id) + '"]');
      if (!field) return;
      var waiting = !message.hidden && !!field.form && field.form.id === "builder-form" && notYet(field);
      message.classList.toggle("not-yet", waiting);
      var bad = !message.hidden && !waiting;
      if (bad) field.setAttribute("aria-invalid", "true");
      else field.removeAttribute("aria-invalid");
      var box = field.closest(".field");
      if (box) box.classList.toggle("has-error", bad);
    });
  }

  document.addEventListener("focusout", function (e) {
    var el = e.target;
    if (!el || !el.name || !el.form || el.form.id !== "builder-form" || leftFields[el.name]) return;
    leftFields[el.name] = true;
    // left empty: its waiting message shows (a value typed meanwhile gets a fresh one from the preview)
    var message = document.getElementById("e-" + el.name);
    if (message && (el.value || "").trim() === "") markFields(message);
  });
  document.addEventListener("click", function (e) {
    var asks = e.target.closest ? e.target.closest(".run-button, .try-button, .build-button, [name=snippet-save]") : null;
    if (!asks || askedToBuild) return;
    askedToBuild = true;
    markFields(document);
  });

  // The Try it panel's table key sits outside the builder form (form="builder-form"),
  // so its events do not reach the form: tell the form, whose live preview then
  // checks the request against that key (hx-trigger "try-key-changed").
  function keyChanged(e) {
    // (and the sample items: their attribute names become the fields' suggestions)
    if (!e.target.closest || !e.target.closest(".try-key, #id_try-items")) return;
    var form = document.getElementById("builder-form");
    if (form && window.htmx) window.htmx.trigger(form, "try-key-changed");
  }
  document.addEventListener("change", keyChanged);
  document.addEventListener("input", keyChanged);

  // ---------------------------------------------------------------- stale output
  // While the status says "Out of date", the output below it is the last valid
  // request, not the one in the form: nothing of it can be copied.
  function syncStale() {
    var status = document.getElementById("output-status");
    var body = document.getElementById("output-body");
    if (!status || !body) return;
    var stale = status.classList.contains("stale");
    each(body.querySelectorAll("button.copy"), function (button) {
      button.disabled = stale;
      if (stale) button.setAttribute("title", "Out of date: fix the problems in the form first");
      else button.removeAttribute("title");
    });
  }

  // ---------------------------------------------------------------- wrap long lines
  var WRAP_KEY = "builder-wrap";

  function applyWrap(on) {
    html.classList.toggle("wrap-code", on);
    each(document.querySelectorAll(".wrap-toggle"), function (b) {
      b.setAttribute("aria-pressed", on ? "true" : "false");
    });
  }
  var store = storage();
  html.classList.toggle("wrap-code", !!store && store.getItem(WRAP_KEY) === "1");

  document.addEventListener("click", function (e) {
    var button = e.target.closest ? e.target.closest(".wrap-toggle") : null;
    if (!button) return;
    var on = !html.classList.contains("wrap-code");
    var s = storage();
    if (s) {
      try { s.setItem(WRAP_KEY, on ? "1" : "0"); } catch (err) { /* full: not remembered */ }
    }
    applyWrap(on);
  });

  // ---------------------------------------------------------------- the address bar
  // The server replaces the address with the request's ?s= link (HX-Replace-Url);
  // Log in / Sign up then bring the same request back afterwards.
  function syncNextLinks() {
    var here = window.location.pathname + window.location.search;
    each(document.querySelectorAll("a[data-next]"), function (a) {
      a.setAttribute("href", a.getAttribute("data-next") + "?next=" + encodeURIComponent(here));
    });
  }
  // htmx marks the entry it replaced as its own ({htmx: true}): coming back to it
  // from a same-page jump (#output) would then make htmx re-load the page.
  // Unmark it: the browser handles that entry like any other.
  document.addEventListener("htmx:replacedInHistory", function () {
    try { window.history.replaceState(null, "", window.location.href); } catch (e) { /* keep htmx's */ }
    window.setTimeout(syncNextLinks, 0);
  });

  // ---------------------------------------------------------------- the draft
  // The form's fields, saved as they change; brought back (by posting them to the
  // builder, as a row action would) only into an empty builder at / alone.
  var DRAFT_KEY = "builder-draft";
  var NOT_DRAFT = /^(csrfmiddlewaretoken$|_action$|show$|paste-|try-|snippet-)/;
  var saveTimer = null;

  function draftFields(form) {
    var out = [];
    each(form.elements, function (el) {
      if (!el.name || el.disabled || NOT_DRAFT.test(el.name)) return;
      if (el.type === "submit" || el.type === "button" || el.type === "file") return;
      if ((el.type === "checkbox" || el.type === "radio") && !el.checked) return;
      out.push([el.name, el.value]);
    });
    return out;
  }

  function saveDraft() {
    var form = document.getElementById("builder-form");
    var s = storage();
    if (!form || !s) return;
    try {
      s.setItem(DRAFT_KEY, JSON.stringify({ saved: Date.now(), fields: draftFields(form) }));
    } catch (e) { /* storage full or blocked: no draft */ }
  }

  function scheduleSave(e) {
    var form = e.target && e.target.form;
    if (!form || form.id !== "builder-form" || NOT_DRAFT.test(e.target.name || "")) return;
    window.clearTimeout(saveTimer);
    saveTimer = window.setTimeout(saveDraft, 300);
  }
  document.addEventListener("input", scheduleSave);
  document.addEventListener("change", scheduleSave);

  function restoreDraft() {
    var form = document.getElementById("builder-form");
    var s = storage();
    if (!form || !s || !window.htmx || form.getAttribute("data-draft") !== "restore") return;
    form.removeAttribute("data-draft");
    if (window.location.search) return; // a link, a recipe, an operation: never overridden
    var draft = null;
    try { draft = JSON.parse(s.getItem(DRAFT_KEY) || "null"); } catch (e) { draft = null; }
    if (!draft || !draft.fields || !draft.fields.length) return;
    var values = {};
    draft.fields.forEach(function (pair) { values[pair[0]] = pair[1]; });
    window.htmx.ajax("POST", form.getAttribute("action"), {
      target: "#builder-form",
      swap: "outerHTML",
      values: values
    }).then(function () {
      var notice = document.getElementById("draft-notice");
      // (only when the draft's form came: a failed request says so in the status area)
      if (notice && !form.isConnected) notice.hidden = false;
    });
  }

  document.addEventListener("click", function (e) {
    if (!e.target.closest || !e.target.closest("[data-draft-discard]")) return;
    var s = storage();
    if (s) s.removeItem(DRAFT_KEY);
    window.location.assign(window.location.pathname);
  });

  // ---------------------------------------------------------------- a request that fails
  // htmx swaps nothing when a request fails (a 4xx or 5xx answer: 413 for a form over the
  // server's 2.5 MB, 403 for a stale CSRF token; no network; a timeout), so without a word
  // the preview, Try it, Save and the row buttons would just stop doing anything. Say what
  // happened where it was asked, and change nothing in the form (the draft keeps saving):
  //  - the builder form's own requests (the live preview, row actions, the draft brought
  //    back) in the status area, #output-status, marked out of date like an invalid form;
  //    the next preview or re-rendered form replaces it
  //  - any other (Try it, Save, Run, the snippet search) just after the control that asked,
  //    or (a code tab) at the top of the panel it fills; gone when that control's next
  //    request succeeds, or with the part of the page its answer replaces.
  // The app's own short answers (text/plain: builder/middleware.py RequestTooBigMiddleware)
  // are shown as they are, as text; any other answer (an error page, a proxy's) by its status.
  var SHORT_ANSWER = 600;

  function failureReason(kind, xhr) {
    var status = kind === "response" && xhr ? xhr.status : 0;
    var type = (status && xhr.getResponseHeader("Content-Type")) || "";
    var own = /^text\/plain/i.test(type) ? (xhr.responseText || "").trim() : "";
    if (own && own.length <= SHORT_ANSWER) return own;
    if (kind === "send") return "The server could not be reached: check the connection, then try again.";
    if (kind === "timeout") return "The server took too long to answer: try again in a moment.";
    if (status === 413) return "The form is larger than the server takes in one request: remove or shorten the largest values.";
    if (status === 403) return "The server refused it, perhaps because you logged in or out in another tab: reload the page to go on.";
    if (status >= 500) return "The server failed: try again in a moment.";
    return "The server could not take it.";
  }

  function builderRequest(target) {
    return !!target && (target.id === "output-status" || target.id === "builder-form");
  }

  function showFailure(kind, e) {
    var d = e.detail || {};
    var elt = d.elt;
    var target = d.target;
    var status = kind === "response" && d.xhr ? d.xhr.status : 0;
    var code = status ? " (" + status + ")" : "";
    var box = document.getElementById("output-status");
    var text = failureReason(kind, d.xhr) + " What you typed is kept.";
    if (builderRequest(target) && box) {
      // the status area: the output below it is no longer the form's (copy is off)
      var span = document.createElement("span");
      span.className = "bad request-failed";
      span.textContent = "Not updated" + code + ". " + text;
      box.replaceChildren(span);
      box.classList.add("stale");
      syncStale();
      return;
    }
    var control = elt && elt.matches && elt.matches("button, input, select, textarea") ? elt : null;
    var label = control && control.tagName === "BUTTON" ? (control.textContent || "").trim() : "";
    var message = control && control.requestFailure;
    if (!message || !message.isConnected) {
      message = document.createElement("p");
      message.className = "notice notice-error request-failed";
      message.setAttribute("role", "alert");
      if (control) {
        control.insertAdjacentElement("afterend", message);
        control.requestFailure = message;
      } else if (target && target !== document.body) {
        target.insertBefore(message, target.firstChild);
      } else {
        (document.getElementById("main") || document.body).prepend(message);
      }
    }
    message.textContent = (label ? label + ": not done" : "Not done") + code + ". " + text;
  }

  document.addEventListener("htmx:responseError", function (e) { showFailure("response", e); });
  document.addEventListener("htmx:sendError", function (e) { showFailure("send", e); });
  document.addEventListener("htmx:timeout", function (e) { showFailure("timeout", e); });
  document.addEventListener("htmx:afterRequest", function (e) {
    var elt = e.detail && e.detail.elt;
    if (!e.detail.successful || !elt || !elt.requestFailure) return;
    elt.requestFailure.remove();
    elt.requestFailure = null;
  });

  // ---------------------------------------------------------------- focus after a row action
  // The server marks the re-rendered form with data-focus: candidates, best first,
  // "field:<name prefix>" or "button:<value>" (builder/web/builder.py focus_after).
  function visible(el) {
    return !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
  }

  function focusTarget(form, candidate) {
    var sep = candidate.indexOf(":");
    var kind = candidate.slice(0, sep);
    var what = candidate.slice(sep + 1);
    var found = null;
    if (kind === "button") {
      found = form.querySelector('button[value="' + CSS.escape(what) + '"]');
    } else if (kind === "field") {
      each(form.querySelectorAll("input, select, textarea"), function (el) {
        if (found || !el.name || el.name.indexOf(what) !== 0) return;
        if (el.type === "hidden" || el.type === "checkbox") return;
        found = el;
      });
    }
    return found && !found.disabled && visible(found) ? found : null;
  }

  function applyFocus(form) {
    var spec = form.getAttribute("data-focus");
    if (!spec) return;
    form.removeAttribute("data-focus");
    var candidates = [];
    try { candidates = JSON.parse(spec); } catch (e) { candidates = []; }
    for (var i = 0; i < candidates.length; i++) {
      var el = focusTarget(form, String(candidates[i]));
      if (el) { el.focus(); return; }
    }
  }

  // ---------------------------------------------------------------- Enter
  // One-line values (S, N, B) are one-line inputs (builder/forms/nodes.py), and
  // Enter in one does not submit the form: the preview is live, and the form's
  // first submit button is not "Build".
  document.addEventListener("keydown", function (e) {
    if (e.key !== "Enter" || e.isComposing) return; // Shift+Enter in an input submits too
    var el = e.target;
    if (!el || !el.form || el.form.id !== "builder-form") return;
    if (el.tagName === "INPUT" && !/^(submit|button|checkbox|radio|file|reset|image)$/.test(el.type)) {
      e.preventDefault();
    }
  });

  document.addEventListener("DOMContentLoaded", function () {
    initTabs(document);
    applyWrap(html.classList.contains("wrap-code"));
    syncStale();
    markFields(document);
    restoreDraft();
  });
  // htmx swaps in new output and messages (including out-of-band): set them up again.
  document.addEventListener("htmx:load", function (e) {
    var root = e.target;
    initTabs(root);
    markFields(root);
    applyWrap(html.classList.contains("wrap-code"));
    syncStale();
    within(root, "#builder-form").forEach(function (form) {
      applyFocus(form);
    });
    // a row action or a new operation is an edit too (the page's first load is not)
    if (root.id === "builder-form") saveDraft();
  });
})();
