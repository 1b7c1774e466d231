"""Prefilled builder links: the whole state in the URL.

Compact form (what "Copy link" gives): ``?s=1.<base64url(deflate(JSON))>``.
The leading ``1.`` is the link encoding's version; the state inside carries its
own ``version`` and is migrated like any other state, so old links keep working.

Readable form for doc writers: ``?state=<URL-encoded state JSON>``, or
``?recipe=<name>`` for a shipped recipe. See docs/links.md.

Limits (issue 11): a link is read by :func:`builder.safejson.loads`, so no link
can make the server recurse, convert a number of thousands of digits, or
inflate more than ``MAX_STATE_BYTES``; and a link may carry at most
``MAX_LINK_PARTS`` objects (values, rows, conditions), so a short, highly
compressible link cannot ask for a page of megabytes. ``MAX_LINK_CHARS`` keeps
every link the app makes within gunicorn's request-line limit
(``REQUEST_LINE_LIMIT``, set by ``--limit-request-line`` in the production
command: README, scripts/serve.sh), even inside a login redirect's ``?next=``.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from urllib.parse import quote, urlencode

from builder import safejson

LINK_VERSION = "1"
# gunicorn's --limit-request-line in the production command (README "Production",
# scripts/serve.sh): its maximum, 8190 bytes for "GET <path?query> HTTP/1.1".
REQUEST_LINE_LIMIT = 8190
# The ?s= token. The longest URL the app builds around one is the login redirect
# of "Log in to save" (/accounts/login/?next=%2F%3Fs%3D<token>, about 40 more);
# the same URL also travels in the Referer and HX-Current-URL headers, which
# gunicorn caps at 8190 bytes with the scheme and host. 7,000 leaves room for both.
MAX_LINK_CHARS = 7_000
MAX_READABLE_CHARS = REQUEST_LINE_LIMIT  # ?state=: it cannot come through the server any longer anyway
MAX_STATE_BYTES = 256_000  # inflated size cap: a link cannot make the server chew on megabytes
MAX_STATE_DEPTH = safejson.DEFAULT_MAX_DEPTH  # DynamoDB's 32 levels of lists and maps, written as a state
MAX_NUMBER_DIGITS = safejson.DEFAULT_MAX_DIGITS
# Objects in a state: every value, row, action and condition is one. A link opens
# a page whose size grows with them (a 160-attribute PutItem has 162).
MAX_LINK_PARTS = 400


class LinkError(ValueError):
    """A link that cannot be read, with a message for the person who opened it."""


def _state_text(state: dict) -> bytes:
    return json.dumps(state, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def _token(text: bytes) -> str:
    packed = zlib.compress(text, 9)[2:-4]  # raw deflate: no zlib header or checksum
    return f"{LINK_VERSION}." + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def encode_state(state: dict) -> str:
    return _token(_state_text(state))


def link_fits(token: str) -> bool:
    """Whether a link carrying ``token`` (from :func:`encode_state`) is one the
    builder accepts and every URL built around it stays within the server's
    request-line limit."""
    return len(token) <= MAX_LINK_CHARS


def _objects_within(state: dict) -> bool:
    """Whether ``state`` holds at most ``MAX_LINK_PARTS`` objects, nested at most
    ``MAX_STATE_DEPTH`` deep (``{}`` is 1), as :func:`decode_state` reads them:
    a level at a time, stopping at the first object past either bound."""
    count, depth, level = 0, 0, [state]
    while level:
        depth += 1
        if depth > MAX_STATE_DEPTH:
            return False
        deeper = []
        for node in level:
            if isinstance(node, dict):
                count += 1
                if count > MAX_LINK_PARTS:
                    return False
                node = node.values()
            for v in node:
                if isinstance(v, (dict, list)):
                    deeper.append(v)
        level = deeper
    return True


def builder_link(state: dict, path: str = "/") -> str | None:
    """``path?s=<token>`` for ``state``, or None when the state is too big for a
    link (the page should then say so and offer saving instead): a link is made
    only if it opens, within every bound :func:`decode_state` reads it with (the
    objects and their depth are counted first, so a state of 200,000 values is
    not written out to learn that)."""
    if not _objects_within(state):
        return None
    text = _state_text(state)
    if len(text) > MAX_STATE_BYTES:
        return None
    token = _token(text)
    return f"{path}?s={token}" if link_fits(token) else None


def login_redirect_length(token: str, login_path: str = "/accounts/login/", builder_path: str = "/") -> int:
    """The request line of the login redirect that carries a link to ``token``
    (``GET /accounts/login/?next=%2F%3Fs%3D... HTTP/1.1``): what must fit the limit."""
    target = quote(f"{builder_path}?s={token}", safe="")
    return len(f"GET {login_path}?next={target} HTTP/1.1")


def count_parts(state) -> int:
    """How many JSON objects a state holds (no recursion)."""
    count, stack = 0, [state]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            count += 1
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return count


def _read_state(text, what: str) -> dict:
    """The state JSON inside a link, within every limit (LinkError otherwise)."""
    repeated: list = []  # a key an object names twice: json.loads kept the last value, and the first vanished
    try:
        state = safejson.loads(
            text,
            max_bytes=MAX_STATE_BYTES,
            max_depth=MAX_STATE_DEPTH,
            max_digits=MAX_NUMBER_DIGITS,
            what=what,
            repeated_keys=repeated,
        )
    except safejson.JSONInputError as e:
        if e.limit is not None:
            raise LinkError(f"This link holds more than the builder accepts: {e}.") from None
        raise
    if repeated:
        key = repeated[0] if len(repeated[0]) <= 40 else repeated[0][:40] + "…"
        raise LinkError(
            f"The request in this link names {json.dumps(key, ensure_ascii=False)} twice in one object, "
            "and only one of the two values can be kept: write each key once."
        )
    if not isinstance(state, dict):
        raise LinkError("This link does not hold a builder state.")
    parts = count_parts(state)
    if parts > MAX_LINK_PARTS:
        raise LinkError(
            f"This link holds more than the builder accepts: a request of {parts:,} parts (values, rows, "
            f"conditions), and a link opens at most {MAX_LINK_PARTS:,}. Save a request this big as a snippet instead."
        )
    return state


def decode_state(token: str) -> dict:
    if len(token) > MAX_LINK_CHARS:
        raise LinkError(f"This link is too long to be a builder link (over {MAX_LINK_CHARS:,} characters).")
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
            raise LinkError(
                f"This link holds more than the builder accepts: over {MAX_STATE_BYTES:,} bytes once unpacked."
            )
        return _read_state(text, "the request")
    except LinkError:
        raise
    except (binascii.Error, ValueError, zlib.error):  # safejson.JSONInputError is a ValueError
        raise LinkError(
            "This link is damaged or was cut short: its contents cannot be read. Ask for a fresh link."
        ) from None


LINK_PARAMETERS = ("s", "state", "recipe")  # the ways a link names its request, in the order they are read


def link_parameter(query) -> tuple[str, str] | None:
    """``(name, value)`` of the one parameter of :data:`LINK_PARAMETERS` a
    page's query gives (not empty), or None when it gives none. Raises
    :class:`LinkError` when it gives more than one: a link with both ``?s=``
    and ``?recipe=`` opened the first without a word, and one giving ``?s=``
    twice (``query``: a QueryDict) the last, or none when the last was empty."""
    given = []
    for name in LINK_PARAMETERS:
        values = list(dict.fromkeys(v for v in query.getlist(name) if v))  # (the same value twice: one request)
        if len(values) > 1:
            raise LinkError(
                f"This link gives ?{name}= {len(values)} times, each another request: a link names its request "
                "once. Keep the one you mean."
            )
        if values:
            given.append((name, values[0]))
    if len(given) > 1:
        names = " and ".join(f"?{name}=" for name, _ in given)
        raise LinkError(f"This link gives both {names}: a link names its request once. Keep the one you mean.")
    return given[0] if given else None


def parse_readable(text: str) -> dict:
    if len(text) > MAX_READABLE_CHARS:
        raise LinkError(f"This link holds more than the builder accepts: over {MAX_READABLE_CHARS:,} characters.")
    try:
        return _read_state(text, "the request")
    except safejson.JSONInputError as e:
        raise LinkError(f"The state in this link is not valid JSON: {e.msg} at column {e.colno}.") from None


def query_for(state: dict) -> str:
    return urlencode({"s": encode_state(state)})
