"""Helpers for writing the real requests down: typed values and tables."""

from __future__ import annotations

import base64
from decimal import Decimal
from typing import Any


def S(x: str) -> dict:
    """A string value in DynamoDB JSON (the sources' own shorthand, kept here once)."""
    return {"S": x}


def N(x) -> dict:
    """A number value in DynamoDB JSON, from a number or its text."""
    return {"N": str(x)}


def marshall(plain: Any) -> dict:
    """A plain value -> DynamoDB JSON (str S, bool BOOL, numbers N, None NULL,
    list L, dict M, bytes B, a set of str/numbers/bytes SS/NS/BS). A dict that is
    already one typed value is not recognised: pass it through :func:`typed`."""
    if isinstance(plain, Typed):
        return plain.ddb
    if isinstance(plain, bool):
        return {"BOOL": plain}
    if isinstance(plain, str):
        return {"S": plain}
    if isinstance(plain, (int, float, Decimal)):
        return {"N": str(plain)}
    if plain is None:
        return {"NULL": True}
    if isinstance(plain, (bytes, bytearray)):
        return {"B": base64.b64encode(bytes(plain)).decode("ascii")}
    if isinstance(plain, (set, frozenset)):
        members = sorted(plain, key=repr)
        if all(isinstance(m, str) for m in members):
            return {"SS": members}
        if all(isinstance(m, (bytes, bytearray)) for m in members):
            return {"BS": [base64.b64encode(bytes(m)).decode("ascii") for m in members]}
        return {"NS": [str(m) for m in members]}
    if isinstance(plain, list):
        return {"L": [marshall(v) for v in plain]}
    if isinstance(plain, dict):
        return {"M": {k: marshall(v) for k, v in plain.items()}}
    raise TypeError(f"no DynamoDB type for {plain!r}")


class Typed:
    """A value already in DynamoDB JSON, inside a plain structure."""

    def __init__(self, ddb: dict):
        self.ddb = ddb


def typed(ddb: dict) -> Typed:
    return Typed(ddb)


def item(**attrs: Any) -> dict:
    return {k: marshall(v) for k, v in attrs.items()}


def expression_maps(names: dict | None = None, vals: dict | None = None) -> dict:
    """A request's ``ExpressionAttributeNames`` and ``ExpressionAttributeValues``
    (``vals`` plain, marshalled by :func:`values`), each only when given."""
    out: dict = {}
    if names:
        out["ExpressionAttributeNames"] = names
    if vals:
        out["ExpressionAttributeValues"] = values(vals)
    return out


def values(mapping: dict) -> dict:
    """``{":v": plain}`` -> ``{":v": DynamoDB JSON}``."""
    return {k: marshall(v) for k, v in mapping.items()}


def table(hash_key: tuple[str, str], range_key: tuple[str, str] | None = None) -> dict:
    keys = [hash_key] + ([range_key] if range_key else [])
    return {
        "KeySchema": [{"AttributeName": name, "KeyType": kind} for (name, _), kind in zip(keys, ("HASH", "RANGE"))],
        "AttributeDefinitions": [{"AttributeName": name, "AttributeType": t} for name, t in keys],
    }


def case(cite: str, operation: str, request: dict, table: dict, before: list, note: str = "") -> dict:
    out = {"cite": cite, "operation": operation, "request": request, "table": table, "before": before}
    if note:
        out["note"] = note
    return out


def java_hash(s: str) -> int:
    """Java's ``String.hashCode()`` as an unsigned 32-bit number (a Java
    client's HashMap orders its entries by it)."""
    h = 0
    for ch in s:
        h = (31 * h + ord(ch)) & 0xFFFFFFFF
    return h
