"""Causes of issue 11 that are still open, because their fix lives in files this
branch does not edit (views, forms, the core, the builder templates).

Each cause has a strict xfail mark for its regression tests (tests/attack/
test_regressions.py) and a matcher that lets the fuzz suite (test_fuzz.py) tell
it apart from a new bug: while a cause is listed, an exception it explains is
noted and skipped by the fuzz suite; any other exception or 500 fails it.

Fixing a cause: its regression tests then pass, strict xfail turns that into a
failure, and the fixer deletes the entry here, which removes both the mark and
the fuzz suite's tolerance.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass

import pytest


@dataclass(frozen=True)
class Cause:
    code: str
    where: str  # the file/function that must change
    signature: tuple[str, ...]  # any of these in the exception's type, text or innermost frames

    def mark(self, extra: str = ""):
        reason = f"{self.code}: {self.where}" + (f" ({extra})" if extra else "")
        return pytest.mark.xfail(strict=True, reason=reason)

    def explains(self, exc: BaseException) -> bool:
        text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__, limit=-12))
        return any(s in text for s in self.signature)


OPEN: dict[str, Cause] = {
    c.code: c
    for c in [
        Cause(
            "F1",
            "builder/forms.py (_loads_exact, _parse_container), builder/views.py (_data_from_paste), "
            "builder/views_simulate.py (parse_items), builder/views_run.py (_posted_data), "
            "builder/views_teams.py (team_import): read JSON with builder.safejson.loads",
            ("RecursionError",),
        ),
        Cause(
            "F2",
            "builder/views_check.py (api_check), builder/views_simulate.py (api_simulate), "
            "builder/views.py (_data_from_paste): read JSON with builder.safejson.loads (max_digits)",
            ("Exceeds the limit", "int_max_str_digits"),
        ),
        Cause(
            "F3",
            "builder/forms.py (BuilderForm._options: int(raw) if raw.isdigit())",
            ("_options",),
        ),
        Cause(
            "F4",
            "builder/forms.py (a NULL-typed row has no 'value' field, yet a problem is attached to it)",
            ("has no field named",),
        ),
        Cause(
            "F7",
            "builder/forms.py (the form tree recurses while it is built, before anything bounds it; the core "
            "refuses conditions nested deeper than builder.expr.limits.MAX_CONDITION_DEPTH, so the forms can stop there)",
            ("RecursionError",),
        ),
        Cause(
            "SNIPPET-STATE",
            "builder/web/snippets.py (snippet_detail and snippet_shared through page.output_context, "
            "_conflict_panel, snippet_restore through snippets.restore_revision): catch StateError from "
            "snippets.prepare, as builder._open_snippet does; a snippet saved before a limit existed no longer loads",
            ("StateError",),
        ),
        Cause(
            "D1",
            "builder/forms.py or builder/views.py: a posted form may carry as many rows as a link (MAX_LINK_PARTS)",
            (),
        ),
        Cause("D2", "builder/views.py (_data_from_paste): cap the pasted text's size", ()),
        Cause(
            "N1",
            "builder/views_teams.py (team_set_role, team_remove_member): a user_id beyond 64 bits reaches the "
            "database (found by test_fuzz.py); bound it as views_snippets._int does",
            ("too large to convert to SQLite INTEGER", "OverflowError", "out of range for type bigint"),
        ),
        Cause(
            "LINK",
            "builder/views.py (_output) and builder/views_snippets.py (save, output_context): "
            "use builder.links.builder_link(), which gives None for a state too big for a link",
            (),
        ),
        Cause(
            "IMPORT-MESSAGE",
            "builder/views_teams.py (team_import): show ImportForm's error and use form.document",
            (),
        ),
    ]
}


def xfail(code: str, extra: str = ""):
    """The strict xfail mark of an open cause; no mark once it is fixed (removed from OPEN)."""
    cause = OPEN.get(code)
    return cause.mark(extra) if cause else pytest.mark.skipif(False, reason="")


def known_cause(exc: BaseException) -> str | None:
    """The open cause that explains an exception, if any."""
    for cause in OPEN.values():
        if cause.signature and cause.explains(exc):
            return cause.code
    return None
