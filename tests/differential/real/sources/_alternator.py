"""ScyllaDB Alternator's test fixtures, written down once for the modules taken
from its tests (``alternator_*.py``): the items of ``test_table_sn_with_data``
(random values in the test, fixed here) that the filter and query-filter tests read."""

from __future__ import annotations

from ._build import item

_B = [
    b"\x9f\x3a\x10\x77\xc2\x05\xee\x41",
    b"\x12\x88\xfe\x00\x5d\x6b\x93",
    b"\x4c\xd1\x07\x2e\xa8\x39\x60\xf4\x1b",
    b"\x7a\x02\x9c\xe5\x33\x58\x81\x0d\xc7\x66",
    b"\x4c\xd1\xaa\x90\x11\x23\x45",
    b"\xe0\x14\x6f\x2b\x99\x70\x3c\x08",
    b"\x05\xbb\x47\xd2\x6e\x1f\x80",
    b"\xc3\x5a\x0e\x91\x27\xf8\x44\xad\x62\x19\x0b",
]
_ROWS = [
    # s, i, l, m, ns, ss, bool, extra (r of the drawn type, or j = i)
    ("HX72KQ0PL", 502113, [77, 310], {"QWE12RT": 5}, {14, 77}, {"AB12CD3", "ZZ9Y8X7W"}, True, {"r": 4412}),
    ("7TRE4WQ", 88001, [3], {"MNB4VCX2": 17, "PLO9IKJ7": 2}, {3}, {"QAZ2WSX"}, False, {"j": 88001}),
    ("HXA91BC3DE", 310456, [310, 5, 77], {"LKJ8HGF": 40}, {77, 310}, {"EDC3RFV4", "AB12CD3"}, True, {"r": "RSTR0001"}),
    (
        "MMX4PQ8RT5W2",
        640002,
        [640],
        {"TGB5YHN6": 9, "UJM7IK8": 1, "OL9P0QA": 3},
        {5, 6, 7},
        {"TGB5YHN"},
        False,
        {"r": b"\x01\x02\x03\x04\x05\x06\x07"},
    ),
    ("QA91ZZ8", 12, [4, 4], {"WSX3EDC": 12}, {12}, {"RFV4TGB", "YHN6UJM", "IKL8OPQ"}, True, {"r": [1, 2]}),
    ("ZTT0PLK33", 999999, [999999, 1], {"ZAQ1XSW": 999999, "CDE3VFR": 4}, {999999}, {"BGT5NHY"}, True, {"j": 999999}),
    ("5KD8SL2MV0QPX7", 310456, [8], {"MKO0NJI": 7}, {8, 77, 640002}, {"AB12CD3"}, False, {"r": 4412}),
    ("WQ1ER2TY3", 45, [45, 46, 47], {"POI9UYT8": 45}, {45}, {"LKJ7HGF6", "MNB5VCX"}, True, {"r": "RSTR0001"}),
]


def sn_data(partition: str) -> list:
    """The fixture's items, in partition ``partition``, c 0..7."""
    return [
        item(p=partition, c=n, s=s, b=_B[n], i=i, l=lst, m=m, ns=ns, ss=ss, bool=bl, **extra)
        for n, (s, i, lst, m, ns, ss, bl, extra) in enumerate(_ROWS)
    ]


def sn_row(n: int) -> dict:
    """Item ``n``'s attributes (plain values) besides its key."""
    s, i, lst, m, ns, ss, bl, extra = _ROWS[n]
    return {"s": s, "b": _B[n], "i": i, "l": lst, "m": m, "ns": ns, "ss": ss, "bool": bl, **extra}
