"""The forms' limits: how much one posted builder form may hold."""

from __future__ import annotations

MAX_ROWS = 100  # per list; the core's own limits are 100 too (IN, transactions)
