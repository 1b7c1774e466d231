"""Logs cannot be amplified: one record, however deep its traceback, stays small."""

from __future__ import annotations

import io
import logging
import logging.config

from django.conf import settings

from builder.logs import MAX_MESSAGE_CHARS, MAX_TRACEBACK_CHARS, BoundedFormatter


def record_of_deep_recursion(message: str = "Internal Server Error: /") -> logging.LogRecord:
    # two functions calling each other: Python's traceback cannot fold the
    # repeats ("[Previous line repeated ...]") as it does for one function
    def ping(n):
        return pong(n + 1)

    def pong(n):
        return ping(n + 1)

    try:
        ping(0)
    except RecursionError:
        import sys

        return logging.LogRecord("django.request", logging.ERROR, __file__, 1, message, (), sys.exc_info())
    raise AssertionError("no recursion error")


def test_a_recursion_error_logs_a_few_kilobytes_not_190():
    text = BoundedFormatter().format(record_of_deep_recursion())
    assert len(text) <= MAX_MESSAGE_CHARS + MAX_TRACEBACK_CHARS + 200
    assert "RecursionError: maximum recursion depth exceeded" in text
    assert "frames left out" in text and text.startswith("Internal Server Error: /")
    assert len(logging.Formatter().format(record_of_deep_recursion())) > 50_000  # what it was


def test_a_long_message_is_cut():
    record = logging.LogRecord("x", logging.WARNING, __file__, 1, "%s", ("y" * 100_000,), None)
    text = BoundedFormatter().format(record)
    assert len(text) < MAX_MESSAGE_CHARS + 100 and text.endswith("more characters left out]")


def test_the_console_handler_uses_it():
    config = settings.LOGGING
    assert config["handlers"]["console"]["formatter"] == "bounded"
    assert config["formatters"]["bounded"]["()"] == "builder.logs.BoundedFormatter"
    stream = io.StringIO()
    logging.config.dictConfig({**config, "handlers": {**config["handlers"]}})
    handler = logging.getLogger("django").handlers[0]
    handler.setStream(stream)
    try:
        logging.getLogger("django.request").error("boom", exc_info=record_of_deep_recursion().exc_info)
    finally:
        handler.setStream(__import__("sys").stderr)
    assert 0 < len(stream.getvalue()) < MAX_MESSAGE_CHARS + MAX_TRACEBACK_CHARS + 200
