"""Pasted code that is not request JSON, read as the request it sends: an
``aws dynamodb`` command (:mod:`builder.cli_command`), a boto3 call
(:mod:`builder.python_call`) or an AWS SDK for JavaScript v3 command
(:mod:`builder.js_call`). The paste box and ``ddb parse``/``check``/``link``
ask :func:`read_code` first and read request JSON when it finds neither."""

from __future__ import annotations

from builder.cli_command import CommandError, is_command, read_command
from builder.js_call import JsError, is_js_call, read_js_call
from builder.python_call import CallError, is_python_call, read_python_call
from builder.safejson import JSONInputError, bounded_text

__all__ = ["PasteError", "read_code"]


class PasteError(ValueError):
    """The code cannot be read as a request; ``str()`` says why and where.
    ``too_big``: the text is over ``max_bytes`` (not worth echoing back)."""

    def __init__(self, message: str, too_big: bool = False):
        super().__init__(message)
        self.too_big = too_big


def read_code(
    text: str, max_bytes: int, max_depth: int, operation: str | None = None, what: str = "the text"
) -> tuple[str, dict, list[str]] | None:
    """(the operation, the request, notes) that ``text`` sends, or None when it
    is neither an ``aws`` command nor code making a DynamoDB request (JSON is
    read by the caller). ``max_bytes`` bounds the text, checked
    first, as :func:`builder.safejson.loads` bounds it (``what`` names the
    text in the message), and ``max_depth`` how deeply its values nest. ``operation``: the one
    the user chose, which the code must send. Raises :class:`PasteError`."""
    try:  # JSON's own bound and words (the caller reads JSON when this finds no code)
        bounded_text(text, max_bytes, what)
    except JSONInputError as e:
        raise PasteError(str(e), too_big=True) from None
    try:
        if is_command(text):
            found = read_command(text, max_bytes=max_bytes, max_depth=max_depth)
        elif text.lstrip().startswith(("{", "[")):
            return None  # JSON
        elif is_js_call(text):  # before Python: JavaScript's client.send(...) is no Python call
            found = read_js_call(text, max_depth=max_depth)
        elif is_python_call(text):
            found = read_python_call(text, max_depth=max_depth)
        else:
            return None
    except (CommandError, CallError, JsError) as e:
        raise PasteError(str(e)) from None
    if operation is not None and operation != found[0]:
        raise PasteError(f"the code sends {found[0]}, not {operation}: choose {found[0]}, or let it be detected")
    return found
