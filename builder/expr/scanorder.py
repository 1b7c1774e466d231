"""Where DynamoDB Local puts a partition: the order of a Scan and the segment of
a parallel Scan.

Measured black-box on DynamoDB Local 3.3 (it stores a 20-byte hash beside each
item; the simulator reproduces it, 100% on thousands of random keys of every
key type, see docs/simulator.md):

- a partition key's hash is ``SHA-1(b"LocalDdb" + key bytes)``: a string's UTF-8
  bytes, a binary's bytes, a number's DynamoDB byte encoding (so ``1``, ``1.0``
  and ``1e0`` are one key);
- a Scan returns partitions in ascending hash order (bytes compared unsigned),
  and the items of a partition in sort key order;
- parallel Scan segment ``s`` of ``n`` holds the partitions whose hash, read as
  a 160-bit number, lies in ``[s * 2**160 / n, (s + 1) * 2**160 / n)``;
- items of equal keys in a secondary index come in the order of a hash of the
  table's key (:func:`index_tie_hash`; measured on DynamoDB Local 3.3 over random
  keys of every type: the same order whatever the table's name or the order
  the items were written in), except in a Scan of a local index, which gives
  them in the table's order.

AWS documents none of this: a Scan's order is unspecified, and the DynamoDB
Local documentation says parallel scans are ignored (docs/dynamodb-local-vs-aws.md).
"""

from __future__ import annotations

import base64
import hashlib
from decimal import Decimal
from functools import lru_cache

_SALT = b"LocalDdb"


def number_bytes(text: str) -> bytes:
    """DynamoDB's byte encoding of a number: a sign-and-exponent byte, then
    base-100 digit pairs (each + 1; for a negative number 101 - pair, the
    exponent byte inverted and a 0x66 end byte under 20 pairs). Zero is 0x80."""
    d = Decimal(text)
    if d == 0:
        return b"\x80"
    sign, digit_tuple, exp = d.as_tuple()
    digits = list(digit_tuple)
    while digits[-1] == 0:
        digits.pop()
        exp += 1
    while digits[0] == 0:
        digits.pop(0)
    exponent = exp + len(digits)  # the value is 0.d1d2... * 10**exponent
    if exponent % 2:
        digits.insert(0, 0)
        exponent += 1
    if len(digits) % 2:
        digits.append(0)
    pairs = [digits[i] * 10 + digits[i + 1] for i in range(0, len(digits), 2)]
    first = exponent // 2 - 64
    if sign:
        out = [(~first) & 0xFF] + [101 - p for p in pairs]
        if len(pairs) < 20:
            out.append(102)
    else:
        out = [first & 0xFF] + [p + 1 for p in pairs]
    return bytes(out)


def key_bytes(key_type: str, value: str) -> bytes:
    """The bytes DynamoDB Local hashes for a key value (DynamoDB JSON text)."""
    if key_type == "S":
        return value.encode("utf-8")
    if key_type == "B":
        return base64.b64decode(value)
    if key_type == "N":
        return number_bytes(value)
    raise ValueError(f"key attributes are S, N or B, not {key_type}")


@lru_cache(maxsize=4096)  # a pure function of two texts: a Scan hashes each of a table's partitions
def partition_hash(key_type: str, value: str) -> bytes:
    """The 20-byte hash that orders partitions in a Scan."""
    return hashlib.sha1(_SALT + key_bytes(key_type, value)).digest()


@lru_cache(maxsize=4096)  # a pure function of texts: a Query or Scan of an index orders each item by it
def index_tie_hash(
    local: bool, hash_type: str, hash_value: str, sort_type: str | None, sort_value: str | None
) -> bytes:
    """Where an item stands among the items of equal keys in a secondary index,
    by the table's key (hash ``H(x) = SHA-1(b"LocalDdb" + x)``, over the key
    bytes as :func:`key_bytes` gives them): in a local index, ``H(sort key)``
    (the partition key is the same); in a global index, ``H(H(partition key) +
    H(sort key))``, or the partition's own hash for a table without a sort key."""
    if sort_type is None:
        return partition_hash(hash_type, hash_value)
    sort_hash = hashlib.sha1(_SALT + key_bytes(sort_type, sort_value)).digest()
    if local:
        return sort_hash
    return hashlib.sha1(_SALT + partition_hash(hash_type, hash_value) + sort_hash).digest()


def segment_of(key_type: str, value: str, total_segments: int) -> int:
    """The parallel Scan segment (of ``total_segments``) that holds this partition."""
    h = int.from_bytes(partition_hash(key_type, value), "big")
    return (h * total_segments) >> 160
