"""Prefilled builder links: the whole state in the URL.

Compact form (what "Copy link" gives): ``?s=1.<base64url(deflate(JSON))>``.
The leading ``1.`` is the link encoding's version; the state inside carries its
own ``version`` and is migrated like any other state, so old links keep working.

Readable form for doc writers: ``?state=<URL-encoded state JSON>``, or
``?recipe=<name>`` for a shipped recipe. See docs/links.md.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from urllib.parse import urlencode

LINK_VERSION = "1"
MAX_LINK_CHARS = 16_000  # browsers and proxies start refusing URLs not far beyond
MAX_STATE_BYTES = 256_000  # inflated size cap: a link cannot make the server chew on megabytes


class LinkError(ValueError):
    """A link that cannot be read, with a message for the person who opened it."""


def encode_state(state: dict) -> str:
    text = json.dumps(state, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    packed = zlib.compress(text, 9)[2:-4]  # raw deflate: no zlib header or checksum
    return f"{LINK_VERSION}." + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def decode_state(token: str) -> dict:
    if len(token) > MAX_LINK_CHARS:
        raise LinkError("This link is too long to be a builder link.")
    version, dot, body = token.partition(".")
    if not dot:
        raise LinkError("This link is damaged: it has no version marker. Ask for a fresh link.")
    if version != LINK_VERSION:
        raise LinkError(f"This link uses format {version!r}, which this builder does not know.")
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj(-15)
        text = inflater.decompress(packed, MAX_STATE_BYTES)
        if inflater.unconsumed_tail:
            raise LinkError("This link holds more than the builder accepts.")
        state = json.loads(text.decode("utf-8"))
    except LinkError:
        raise
    except (binascii.Error, ValueError, zlib.error, UnicodeDecodeError):
        raise LinkError(
            "This link is damaged or was cut short: its contents cannot be read. Ask for a fresh link."
        ) from None
    if not isinstance(state, dict):
        raise LinkError("This link does not hold a builder state.")
    return state


def parse_readable(text: str) -> dict:
    if len(text) > MAX_STATE_BYTES:
        raise LinkError("This link holds more than the builder accepts.")
    try:
        state = json.loads(text)
    except json.JSONDecodeError as e:
        raise LinkError(f"The state in this link is not valid JSON: {e.msg} at column {e.colno}.") from None
    if not isinstance(state, dict):
        raise LinkError("This link does not hold a builder state.")
    return state


def query_for(state: dict) -> str:
    return urlencode({"s": encode_state(state)})
