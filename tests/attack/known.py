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


# Every cause found by the probes (F1-F8, D1-D4, N1, LINK, IMPORT-MESSAGE, SNIPPET-STATE) is fixed.
# A new one is listed here as Cause(code, where, signature) until its fix lands.
OPEN: dict[str, Cause] = {}


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
