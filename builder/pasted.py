"""Pasted code that is not request JSON, read as the request it sends: an
``aws dynamodb`` command (:mod:`builder.cli_command`) or a boto3 call
(:mod:`builder.python_call`). The paste box and ``ddb parse``/``check``/``link``
ask :func:`read_code` first and read request JSON when it finds neither."""

from __future__ import annotations

from builder.cli_command import CommandError, is_command, read_command
from builder.python_call import CallError, is_python_call, read_python_call

__all__ = ["PasteError", "read_code"]


class PasteError(ValueError):
    """The code cannot be read as a request; ``str()`` says why and where."""


def read_code(text: str, max_bytes: int, max_depth: int) -> tuple[str, dict, list[str]] | None:
    """(the operation, the request, notes) that ``text`` sends, or None when it
    is neither an ``aws`` command nor code calling a DynamoDB request method
    (JSON is read by the caller). ``max_bytes`` and ``max_depth`` bound the
    text and its values. Raises :class:`PasteError`."""
    try:
        if is_command(text):
            return read_command(text, max_bytes=max_bytes, max_depth=max_depth)
        if not text.lstrip().startswith(("{", "[")) and is_python_call(text):
            return read_python_call(text, max_bytes=max_bytes, max_depth=max_depth)
    except (CommandError, CallError) as e:
        raise PasteError(str(e)) from None
    return None
