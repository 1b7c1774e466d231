"""The output panel's code tabs as HTML, written in Python (issue 13): eleven
tabs, each a button and a panel, were a fifth of a live preview's time as
template loops (``{% code_tab_buttons %}`` and ``{% code_panels %}``,
builder/templatetags/output_tags.py, put them in builder/builder.html).

Only the tab on show carries its code; every other panel is empty, with
``data-lazy`` (builder.js posts the form to ``/code?format=`` when the tab
opens, or before Copy; on a saved snippet's page, which has no form, it gets
the snippet's own ``code?format=``) and, for a page without JavaScript, a
"Show the … code" button (the page again, that tab's code in it; a link on a
snippet's page). :func:`code_panel_inner` is
also the answer of ``POST /code`` (builder/web/builder.py).
"""

from __future__ import annotations

import functools

from django.utils.safestring import SafeString, mark_safe

from builder.forms.widgets import escape_html, escape_text
from builder.web.util import view_path


def _head(key: str, label: str) -> str:
    return (
        f'<div class="panel-head"><h3>{label}</h3><button type="button" class="copy" '
        f'data-copy="#code-{key}">Copy</button></div>'
    )


def code_panel_inner(tab: dict) -> str:
    """A code panel's inside: its heading, Copy button and the code (or why
    there is none: a request too large to write as code)."""
    key, label = escape_html(tab["key"]), escape_html(tab["label"])
    if tab.get("problem"):
        return f'\n        <h3>{label}</h3>\n        <p class="hint code-problem">{escape_html(tab["problem"])}</p>\n        '
    return (
        f"\n        {_head(key, label)}\n"
        f'        <pre tabindex="0"><code id="code-{key}" class="language-{escape_html(tab["language"])}">'
        f"{escape_text(tab['code'])}</code></pre>\n        "
    )


@functools.lru_cache(maxsize=64)
def _lazy_inner(key: str, label: str, builder_url: str) -> str:
    """The same for every request (kept: a preview writes ten of them)."""
    return (
        f"\n        {_head(key, label)}\n"
        f'        <p class="hint code-pending">Loading the {label} code…</p>\n'
        f'        <p class="show-code"><button type="submit" form="builder-form" formaction="{builder_url}#panel-{key}" '
        f'name="show" value="{key}">Show the {label} code</button></p>\n        '
    )


def code_tab_buttons(codes) -> SafeString:
    return mark_safe(_tab_buttons(tuple((c["key"], c["short"]) for c in codes)))


@functools.lru_cache(maxsize=16)
def _tab_buttons(tabs: tuple) -> str:
    """The same for every request (the tabs are the formats')."""
    return "".join(
        f'<button type="button" role="tab" id="tab-{escape_html(key)}" '
        f'aria-controls="panel-{escape_html(key)}">{escape_html(short)}</button>'
        for key, short in tabs
    )


@functools.lru_cache(maxsize=64)
def _lazy_link_inner(key: str, label: str) -> str:
    """The same for a page with no builder form (a saved snippet's): its
    "Show the … code" is a link to the page again, that tab on show."""
    return (
        f"\n        {_head(key, label)}\n"
        f'        <p class="hint code-pending">Loading the {label} code…</p>\n'
        f'        <p class="show-code"><a href="?show={key}#panel-{key}">Show the {label} code</a></p>\n        '
    )


def code_panels(codes, code_get_url: str | None = None) -> SafeString:
    """The code tabs' panels; ``code_get_url``: a page with no builder form
    (a saved snippet's), whose empty panels are filled from ``GET
    code_get_url?format=`` (builder.js), or by a link without JavaScript."""
    builder_url = escape_html(view_path("builder"))
    out = []
    for c in codes:
        key = escape_html(c["key"])
        lazy = c["code"] is None and not c.get("problem")
        if not lazy:
            inner = code_panel_inner(c)
        elif code_get_url:
            inner = _lazy_link_inner(key, escape_html(c["label"]))
        else:
            inner = _lazy_inner(key, escape_html(c["label"]), builder_url)
        out.append(
            f'      <section class="panel" id="panel-{key}" role="tabpanel" aria-labelledby="tab-{key}" tabindex="0"'
            f"{f' data-lazy={chr(34)}{key}{chr(34)}' if lazy else ''}>{inner}</section>\n"
        )
    return mark_safe("".join(out))
