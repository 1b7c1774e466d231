"""URL path converters. ``id``: a database id, 1 to 2**63 - 1 digits-wise bounded, so
a huge number in a URL is a 404 rather than an overflow in the database."""

from __future__ import annotations

MAX_ID = 2**63 - 1


class IdConverter:
    regex = "[0-9]{1,19}"

    def to_python(self, value: str) -> int:
        number = int(value)
        if not 0 < number <= MAX_ID:
            raise ValueError("not a database id")  # the URL then does not match: 404
        return number

    def to_url(self, value: int) -> str:
        return str(value)
