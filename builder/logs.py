"""Log formatting that a request cannot amplify (issue 11).

A RecursionError's traceback is about a thousand frames: one request wrote
~190 KB to the log. :class:`BoundedFormatter` keeps the first and last frames
of a traceback and at most ``MAX_TRACEBACK_CHARS`` of it, and cuts any one
message at ``MAX_MESSAGE_CHARS``, so one request writes a few kilobytes at most
whatever it sends. Pure Python (``logging``), used by settings.LOGGING.
"""

from __future__ import annotations

import logging
import traceback

MAX_MESSAGE_CHARS = 4_000
MAX_TRACEBACK_CHARS = 8_000
KEEP_FRAMES = 8  # at each end of a traceback


class BoundedFormatter(logging.Formatter):
    def formatMessage(self, record: logging.LogRecord) -> str:
        return _cut(super().formatMessage(record), MAX_MESSAGE_CHARS)

    def formatException(self, ei) -> str:
        return _cut(_format_chain(ei[1], ei[2], links=MAX_CHAINED), MAX_TRACEBACK_CHARS)


MAX_CHAINED = 3  # exceptions shown of a chain ("The above exception was the direct cause ...")


def _format_chain(value: BaseException, tb, links: int) -> str:
    text = ""
    cause = value.__cause__ or (None if value.__suppress_context__ else value.__context__)
    if cause is not None and links > 1:
        joint = (
            "The above exception was the direct cause of the following exception:"
            if value.__cause__ is not None
            else "During handling of the above exception, another exception occurred:"
        )
        text = _format_chain(cause, cause.__traceback__, links - 1) + f"\n\n{joint}\n\n"
    frames = traceback.extract_tb(tb)
    lines = ["Traceback (most recent call last):\n"]
    if len(frames) > 2 * KEEP_FRAMES:
        lines += traceback.format_list(frames[:KEEP_FRAMES])
        lines.append(f"  ... {len(frames) - 2 * KEEP_FRAMES} frames left out ...\n")
        lines += traceback.format_list(frames[-KEEP_FRAMES:])
    else:
        lines += traceback.format_list(frames)
    lines += traceback.format_exception_only(type(value), value)
    return text + "".join(lines).rstrip("\n")


def _cut(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[:limit] + f" ... [{len(text) - limit:,} more characters left out]"
