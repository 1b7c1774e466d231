"""aiodynamo (an async Python DynamoDB client): the texts its expression builder
is pinned to write and the requests its integration tests send, as the library
writes them.

Source: HENNGE/aiodynamo, branch master, commit f326b87 (2026-07-03, after
26.4). ``tests/unit/test_expressions.py`` pins what ``Parameters`` and the
``F``/``HashKey`` builders write: projections (``#n0[0].#n1,#n1``), SET
clauses and their values, key conditions (``#n0 = :v0``); its ``debug`` tests
pin the deparametrized form of a condition or update (``(a = True AND b > 1)``,
``SET a = 1 REMOVE c ADD b 2 DELETE d {'e'}``) and its flattening tests the
tree ``&``/``|`` build (nested ANDs and ORs flattened into one list). Each is
written here as the text the library encodes for it (``expressions.py``: every
name a ``#n<i>`` and every value a ``:v<i>``, numbered in the order they are
met, a name or a hashable value met again given its first placeholder; a path's
list index written ``[i]``; AND/OR lists wrapped in parentheses and joined by
`` AND ``/`` OR ``; ``size(...)`` and ``F``-to-``F`` comparisons encoding the
right-hand side first; an update's clauses in the order SET, REMOVE, ADD,
DELETE; ``change(-12)`` as ``#n1 = #n1 - :v1``), wrapped in the request the
library sends for it (``client.py``): a projection or a condition as a Scan's
``ProjectionExpression``/``FilterExpression``, an update as an UpdateItem, a
key condition as a Query, over sample items holding what they name.
``tests/integration/test_client.py`` (and ``conftest.py``'s fixtures) run the
client against DynamoDB, DynamoDB Local, dynalite or ScyllaDB Alternator and
assert the answers and errors; their requests are written as ``client.py`` and
``operations.py`` build them: every PutItem, UpdateItem and DeleteItem carries
``ReturnValues`` and ``ReturnValuesOnConditionCheckFailure`` (``NONE`` unless
the test says otherwise), GetItem, Scan and Query ``ConsistentRead``; a Query
``ScanIndexForward`` and ``Select`` (``ALL_ATTRIBUTES``, ``SPECIFIC_ATTRIBUTES``
with a projection), ``count``/``scan_count`` ``Select: COUNT``; ``limit`` as
``Limit``; ``TransactWriteItems`` with ``"ClientRequestToken": null`` (the
library always sends the member, None when no token is given: kept). Also the
requests of ``tests/unit/test_client.py`` and ``tests/unit/test_errors.py``
(sent to a stubbed HTTP layer) and of ``readme.md``'s example. Only the
requests were taken, as data.

Adapted only as far as needed to run: the test tables' random names
(``uuid4()``) as ``aiodynamo-test`` (string hash key ``h``, string range key
``r``, as ``_make_table`` creates them); the ``prefilled_table`` fixture's 100
items ``{"h": "h", "r": str(i), "big": "x" * 20_000}`` written with a 20-letter
``big`` (the suite's file would otherwise grow by 2 MB per case; the 1 MB page
its single-page tests rely on is not reached), its put kept once with the whole
20,000 letters; the ``start_key`` the single-page tests pass (the first page's
``LastEvaluatedKey``) as ``r`` ``"55"``, about where a 1 MB page of those items
ends. Python sets are written with their members sorted (the library writes
them in set iteration order, which varies from run to run). ``before`` holds
what the test has put at that point, or, for the unit texts, made-up items on
which the text does something (a condition holding for some, failing for
others). Requests DynamoDB refuses are kept: the put of an empty-string key
(``test_empty_item``) and the update setting one path twice
(``SET #n0 = :v0, #n0 = :v1``, ``test_update_item_with_broken_update_expression``).
Left out: table operations (create, describe, delete, TTL), the put into a
deleted table (the recorder creates every table it is asked about), requests
the library refuses before sending (empty or over-long transactions, missing
credentials), near-duplicates (the same request with ``consistent_read`` the
other way, with ``ReturnValuesOnConditionCheckFailure: NONE`` beside
``ALL_OLD``, the counts repeated after each put, the pay-per-request table's
single pages, the flattening tests whose texts another test already gives).
"""

from __future__ import annotations

from ._build import case, item, table
from ._build import expression_maps as _ex

SOURCE = "aiodynamo"
REPO = "HENNGE/aiodynamo@f326b87 "
IT = "tests/integration/test_client.py"
CF = "tests/integration/conftest.py"
UX = "tests/unit/test_expressions.py"
UC = "tests/unit/test_client.py"
UE = "tests/unit/test_errors.py"
RM = "readme.md"

T = "aiodynamo-test"
TBL = table(("h", "S"), ("r", "S"))

WRITTEN = "the request the test sends, as the library writes it"
UNIT_SCAN = "the text the test pins, as a Scan's {} over sample items (client.scan(table, {}=...))"
DEBUG = "the test pins the deparametrized text ({}); the text the library encodes, as {}"


def _c(path: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(f"{REPO}{path}:{line}", op, request, tbl, before, note)


def _key(h: str, r: str) -> dict:
    return item(h=h, r=r)


def _get(key: dict, consistent: bool = False, projection: str | None = None, names: dict | None = None) -> dict:
    out = {"TableName": T, "Key": key, "ConsistentRead": consistent}
    if projection:
        out["ProjectionExpression"] = projection
    return {**out, **_ex(names)}


def _put(
    it: dict,
    cond: str | None = None,
    names: dict | None = None,
    vals: dict | None = None,
    rvoccf: str = "NONE",
    tname: str = T,
) -> dict:
    out = {"TableName": tname, "Item": it, "ReturnValues": "NONE", "ReturnValuesOnConditionCheckFailure": rvoccf}
    if cond:
        out["ConditionExpression"] = cond
    return {**out, **_ex(names, vals)}


def _update(
    key: dict,
    ue: str,
    names: dict,
    vals: dict | None = None,
    rv: str = "NONE",
    cond: str | None = None,
    rvoccf: str = "NONE",
    tname: str = T,
) -> dict:
    out = {
        "TableName": tname,
        "Key": key,
        "UpdateExpression": ue,
        "ReturnValues": rv,
        "ReturnValuesOnConditionCheckFailure": rvoccf,
    }
    if cond:
        out["ConditionExpression"] = cond
    return {**out, **_ex(names, vals)}


def _delete(
    key: dict, rv: str = "NONE", cond: str | None = None, names: dict | None = None, rvoccf: str = "NONE"
) -> dict:
    out = {"TableName": T, "Key": key, "ReturnValues": rv, "ReturnValuesOnConditionCheckFailure": rvoccf}
    if cond:
        out["ConditionExpression"] = cond
    return {**out, **_ex(names)}


def _query(
    kc: str,
    names: dict,
    vals: dict,
    forward: bool = True,
    consistent: bool = False,
    projection: str | None = None,
    start: dict | None = None,
    limit: int | None = None,
    tname: str = T,
) -> dict:
    out: dict = {"TableName": tname, "KeyConditionExpression": kc, "ScanIndexForward": forward}
    out["ConsistentRead"] = consistent
    if projection:
        out["ProjectionExpression"] = projection
    if start:
        out["ExclusiveStartKey"] = start
    out["Select"] = "SPECIFIC_ATTRIBUTES" if projection else "ALL_ATTRIBUTES"
    out.update(_ex(names, vals))
    if limit is not None:
        out["Limit"] = limit
    return out


def _count(
    kc: str, names: dict, vals: dict, consistent: bool = False, limit: int | None = None, tname: str = T
) -> dict:
    out = {"TableName": tname, "KeyConditionExpression": kc, "Select": "COUNT", "ConsistentRead": consistent}
    out.update(_ex(names, vals))
    if limit is not None:
        out["Limit"] = limit
    return out


def _scan(
    consistent: bool = False,
    start: dict | None = None,
    projection: str | None = None,
    filt: str | None = None,
    names: dict | None = None,
    vals: dict | None = None,
    count: bool = False,
    limit: int | None = None,
) -> dict:
    out: dict = {"TableName": T, "ConsistentRead": consistent}
    if start:
        out["ExclusiveStartKey"] = start
    if projection:
        out["ProjectionExpression"] = projection
    if filt:
        out["FilterExpression"] = filt
    out.update(_ex(names, vals))
    if count:
        out["Select"] = "COUNT"
    if limit is not None:
        out["Limit"] = limit
    return out


def _tx(*actions: dict) -> dict:
    return {"ClientRequestToken": None, "TransactItems": list(actions)}


def _txop(kind: str, key_or_item: dict, ue: str | None = None, cond: str | None = None, names=None, vals=None) -> dict:
    out: dict = {"TableName": T}
    if kind == "Put":
        out["Item"] = key_or_item
    elif kind == "Update":
        out["UpdateExpression"] = ue
        out["Key"] = key_or_item
    else:
        out["Key"] = key_or_item
    if cond:
        out["ConditionExpression"] = cond
    out.update(_ex(names, vals))
    return {kind: out}


# --- tests/unit/test_expressions.py ------------------------------------------------
PROJ_ITEMS = [
    item(h="p", r="1", foo=[{"bar": "b0", "baz": 0}, {"bar": "b1"}], bar="top", baz="not projected"),
    item(h="p", r="2", foo={"12": {"bar": "twelve", "qux": 12}, "13": {"bar": "thirteen"}}, bar="top2"),
    item(h="p", r="3", foo="plain", other=1),
]
AND_ITEMS = [
    item(h="f", r="1", a="a", b="b", c="c", d="d"),
    item(h="f", r="2", a="a", b="b", c="x", d="d"),
    item(h="f", r="3", a="x", b="b", c="c", d="x"),
    item(h="f", r="4", a="x", b="x", c="x", d="x"),
    item(h="f", r="5", a="a"),
]
ABCD = {"#n0": "a", "#n1": "b", "#n2": "c", "#n3": "d"}
ABCD_V = {":v0": "a", ":v1": "b", ":v2": "c", ":v3": "d"}
UPD_KEY = _key("u", "1")

UNIT = [
    _c(
        UX,
        22,
        "Scan",
        _scan(projection="#n0,#n1", names={"#n0": "foo", "#n1": "bar"}),
        TBL,
        PROJ_ITEMS,
        UNIT_SCAN.format("ProjectionExpression", "projection"),
    ),
    _c(
        UX,
        23,
        "Scan",
        _scan(projection="#n0[0].#n1,#n1", names={"#n0": "foo", "#n1": "bar"}),
        TBL,
        PROJ_ITEMS,
        UNIT_SCAN.format("ProjectionExpression", "projection"),
    ),
    _c(
        UX,
        26,
        "Scan",
        _scan(projection="#n0.#n1.#n2,#n2", names={"#n0": "foo", "#n1": "12", "#n2": "bar"}),
        TBL,
        PROJ_ITEMS,
        UNIT_SCAN.format("ProjectionExpression", "projection"),
    ),
    _c(
        UX,
        45,
        "UpdateItem",
        _update(UPD_KEY, "SET #n0 = :v0", {"#n0": "d"}, {":v0": {"k": "v"}}),
        TBL,
        [item(h="u", r="1", d="old")],
        "the text, names and values the test pins, as the UpdateItem client.update_item sends for them",
    ),
    _c(
        UX,
        51,
        "UpdateItem",
        _update(
            UPD_KEY,
            "SET #n0 = :v0, #n1 = :v1, #n2 = :v2, #n3 = :v3",
            {"#n0": "iz", "#n1": "bf", "#n2": "io", "#n3": "bt"},
            {":v0": 0, ":v1": False, ":v2": 1, ":v3": True},
        ),
        TBL,
        [item(h="u", r="1", iz=5, bt=False)],
        "the text, names and values the test pins, as the UpdateItem client.update_item sends for them",
    ),
    _c(
        UX,
        76,
        "Query",
        _query("#n0 = :v0", {"#n0": "h"}, {":v0": "v"}),
        TBL,
        [item(h="v", r="1"), item(h="v", r="2", x=1), item(h="w", r="1")],
        "the key condition, names and values the test pins, as the Query client.query sends for them",
    ),
    _c(
        UX,
        78,
        "Query",
        _query("#n0 = :v0", {"#n0": "hash_key"}, {":v0": "value"}, tname="hash-key-table"),
        table(("hash_key", "S")),
        [item(hash_key="value", x=1), item(hash_key="other")],
        "the key condition, names and values the test pins, as the Query client.query sends for them, on a "
        "table keyed by hash_key alone",
    ),
    _c(
        UX,
        120,
        "Scan",
        _scan(filt="(#n0 = :v0 AND #n1 > :v1)", names={"#n0": "a", "#n1": "b"}, vals={":v0": True, ":v1": 1}),
        TBL,
        [
            item(h="f", r="1", a=True, b=2),
            item(h="f", r="2", a=True, b=1),
            item(h="f", r="3", a=False, b=5),
            item(h="f", r="4", a="True", b=5),
        ],
        DEBUG.format("(a = True AND b > 1)", "a Scan's FilterExpression over sample items"),
    ),
    _c(
        UX,
        121,
        "Scan",
        _scan(filt="begins_with(#n0[1], :v0)", names={"#n0": "a"}, vals={":v0": "foo"}),
        TBL,
        [
            item(h="f", r="1", a=["x", "foobar"]),
            item(h="f", r="2", a=["foobar", "x"]),
            item(h="f", r="3", a=["x"]),
            item(h="f", r="4", a={"1": "foo"}),
        ],
        DEBUG.format("begins_with(a[1], 'foo')", "a Scan's FilterExpression over sample items"),
    ),
    _c(
        UX,
        123,
        "Scan",
        _scan(
            filt="(#n0 = :v0 AND #n1 = :v1 AND #n2 = :v2)",
            names={"#n0": "a", "#n1": "b", "#n2": "c"},
            vals={":v0": "a", ":v1": "b", ":v2": "c"},
        ),
        TBL,
        AND_ITEMS,
        DEBUG.format("(a = 'a' AND b = 'b' AND c = 'c')", "a Scan's FilterExpression over sample items"),
    ),
    _c(
        UX,
        136,
        "UpdateItem",
        _update(
            UPD_KEY,
            "SET #n0 = :v0 REMOVE #n1 ADD #n2 :v1 DELETE #n3 :v2",
            {"#n0": "a", "#n1": "c", "#n2": "b", "#n3": "d"},
            {":v0": 1, ":v1": 2, ":v2": {"e"}},
        ),
        TBL,
        [item(h="u", r="1", a=0, b=40, c="gone", d={"e", "f"})],
        DEBUG.format("SET a = 1 REMOVE c ADD b 2 DELETE d {'e'}", "the UpdateItem client.update_item sends"),
    ),
    _c(
        UX,
        139,
        "UpdateItem",
        _update(UPD_KEY, "SET #n0.#n1[1] = :v0", {"#n0": "foo", "#n1": "bar"}, {":v0": "test"}),
        TBL,
        [item(h="u", r="1", foo={"bar": ["a", "b", "c"]})],
        DEBUG.format("SET foo.bar[1] = 'test'", "the UpdateItem client.update_item sends"),
    ),
]

# test_condition_flattening pins the trees; the texts the library encodes for them
FLAT = "the test pins the flattened tree; the text the library encodes for it, as a Scan's FilterExpression"
FLATTENING = [
    _c(
        UX,
        150,
        "Scan",
        _scan(
            filt="(#n0 = :v0 AND #n1 = :v1)",
            names={"#n0": "a", "#n1": "b"},
            vals={":v0": "a", ":v1": "b"},
        ),
        TBL,
        AND_ITEMS,
        FLAT,
    ),
    _c(
        UX,
        178,
        "Scan",
        _scan(filt="(#n0 = :v0 AND #n1 = :v1 AND #n2 = :v2 AND #n3 = :v3)", names=ABCD, vals=ABCD_V),
        TBL,
        AND_ITEMS,
        FLAT,
    ),
    _c(
        UX,
        190,
        "Scan",
        _scan(filt="(#n0 = :v0 OR #n1 = :v1)", names={"#n0": "a", "#n1": "b"}, vals={":v0": "a", ":v1": "b"}),
        TBL,
        AND_ITEMS,
        FLAT,
    ),
    _c(
        UX,
        198,
        "Scan",
        _scan(
            filt="(#n0 = :v0 OR #n1 = :v1 OR #n2 = :v2)",
            names={"#n0": "a", "#n1": "b", "#n2": "c"},
            vals={":v0": "a", ":v1": "b", ":v2": "c"},
        ),
        TBL,
        AND_ITEMS,
        FLAT,
    ),
    _c(
        UX,
        218,
        "Scan",
        _scan(filt="(#n0 = :v0 OR #n1 = :v1 OR #n2 = :v2 OR #n3 = :v3)", names=ABCD, vals=ABCD_V),
        TBL,
        AND_ITEMS,
        FLAT,
    ),
    _c(
        UX,
        230,
        "Scan",
        _scan(filt="((#n0 = :v0 OR #n1 = :v1) AND (#n2 = :v2 OR #n3 = :v3))", names=ABCD, vals=ABCD_V),
        TBL,
        AND_ITEMS,
        FLAT,
    ),
]

# --- tests/integration/test_client.py ------------------------------------------------
FULL = item(
    h="hash key value",
    r="range key value",
    **{
        "string-key": "this is a string",
        "number-key": 123,
        "list-key": ["hello", "world"],
        "nested": {"nested": "key"},
        "binary": b"hello world",
        "string-set": {"string", "set"},
        "number-set": {1, 2},
        "binary-set": {b"hello", b"world"},
        "map": {"foo": "bar"},
    },
)
HKV = _key("hkv", "rkv")
PROJ = item(
    h="hkv",
    r="rkv",
    **{
        "string-key": "this is a string",
        "number-key": 123,
        "list-key": ["hello", "world"],
        "nested": {"nested": "key"},
    },
)
H1R1, H2R2, H2R1 = item(h="h1", r="r1"), item(h="h2", r="r2"), item(h="h2", r="r1")
BIG = "x" * 20
PREFILLED = [item(h="h", r=str(i), big=BIG) for i in range(100)]
PRE = "before: the prefilled_table fixture's 100 items, their 'big' cut to 20 letters"
START = _key("h", "55")
ITEM1, ITEM2 = item(h="h", r="1", d="x"), item(h="h", r="2", d="y")
HASH_H = ({"#n0": "h"}, {":v0": "h"})
UPDATE_ITEM_BEFORE = item(
    h="hkv",
    r="rkv",
    **{
        "string-key": "this is a string",
        "number-key": 123,
        "list-key": ["hello", "world"],
        "set-key-one": {"hello", "world"},
        "set-key-two": {"hello", "world"},
        "dead-key": "foo",
    },
)
TARGET_CHECK = {"#n0": "target", "#n1": "check"}


def _target(line: int, check, cond: str, val, note: str) -> dict:
    return _c(
        IT,
        line,
        "UpdateItem",
        _update(HKV, "ADD #n0 :v0", TARGET_CHECK, {":v0": 1, ":v1": val}, rv="ALL_NEW", cond=cond),
        TBL,
        [item(h="hkv", r="rkv", target=1, check=check)],
        WRITTEN + " (test_update_item_condition: the parameter of this line); " + note,
    )


SIZE_ITEM = item(h="h", r="r", s="hello", v="initial", n=5)
CMP_ITEM = item(h="h", r="r", v="initial", n=5, c=6)
KEY_HR = _key("h", "r")

INTEGRATION = [
    _c(IT, 96, "PutItem", _put(FULL), TBL, [], WRITTEN + "; the sets' members sorted"),
    _c(
        IT,
        97,
        "GetItem",
        _get(_key("hash key value", "range key value"), consistent=True),
        TBL,
        [FULL],
        WRITTEN + " (consistent_read=True of the two parameters); before: the item the test puts",
    ),
    _c(
        IT,
        117,
        "GetItem",
        _get(HKV, projection="#n0,#n1[1]", names={"#n0": "string-key", "#n1": "list-key"}),
        TBL,
        [PROJ],
        WRITTEN,
    ),
    _c(IT, 121, "GetItem", _get(HKV, projection="#n0", names={"#n0": "string-key"}), TBL, [PROJ], WRITTEN),
    _c(
        IT,
        132,
        "Query",
        _count("#n0 = :v0", {"#n0": "h"}, {":v0": "h1"}),
        TBL,
        [H1R1],
        WRITTEN + " (client.count); before: the item the test has put",
    ),
    _c(
        IT,
        134,
        "Query",
        _count("#n0 = :v0", {"#n0": "h"}, {":v0": "h1"}, limit=1),
        TBL,
        [H1R1],
        WRITTEN + " (client.count with limit=1); before: the item the test has put",
    ),
    _c(
        IT,
        142,
        "Query",
        _count("#n0 = :v0", {"#n0": "h"}, {":v0": "h2"}),
        TBL,
        [H1R1, H2R2, H2R1],
        WRITTEN + " (client.count); before: the three items the test has put",
    ),
    _c(
        IT,
        147,
        "Query",
        _count("#n0 = :v0 AND begins_with(#n1, :v1)", {"#n0": "h", "#n1": "r"}, {":v0": "h1", ":v1": "x"}),
        TBL,
        [H1R1, H2R2, H2R1],
        WRITTEN + " (client.count); before: the three items the test has put",
    ),
    _c(
        IT,
        156,
        "Query",
        _count("#n0 = :v0", {"#n0": "h"}, {":v0": "h"}, consistent=True, limit=90),
        TBL,
        PREFILLED,
        WRITTEN + " (consistent_read=True of the two parameters); " + PRE,
    ),
    _c(
        IT,
        170,
        "Scan",
        _scan(count=True),
        TBL,
        [H1R1],
        WRITTEN + " (client.scan_count); before: the item the test has put",
    ),
    _c(
        IT,
        174,
        "Scan",
        _scan(count=True, limit=1),
        TBL,
        [H1R1, H2R2],
        WRITTEN + " (client.scan_count with limit=1); before: the items the test has put",
    ),
    _c(
        IT,
        177,
        "Scan",
        _scan(filt="begins_with(#n0, :v0)", names={"#n0": "r"}, vals={":v0": "x"}, count=True),
        TBL,
        [H1R1, H2R2],
        WRITTEN + " (client.scan_count); before: the items the test has put",
    ),
    _c(
        IT,
        185,
        "Scan",
        _scan(consistent=True, count=True, limit=90),
        TBL,
        PREFILLED,
        WRITTEN + " (consistent_read=True of the two parameters); " + PRE,
    ),
    _c(
        IT,
        212,
        "UpdateItem",
        _update(
            HKV,
            "SET #n0 = :v0, #n1 = #n1 - :v1, #n2 = list_append(#n2, :v2) REMOVE #n3 ADD #n4 :v3 DELETE #n5 :v4",
            {
                "#n0": "string-key",
                "#n1": "number-key",
                "#n2": "list-key",
                "#n3": "dead-key",
                "#n4": "set-key-one",
                "#n5": "set-key-two",
            },
            {":v0": "new value", ":v1": 12, ":v2": ["!"], ":v3": {"hoge"}, ":v4": {"hello"}},
            rv="ALL_NEW",
        ),
        TBL,
        [UPDATE_ITEM_BEFORE],
        WRITTEN + " (change(-12) as '- :v1' with 12); before: the item the test puts",
    ),
    _target(229, False, "#n1 = :v1", False, "the check holds"),
    _target(230, False, "#n1 IN (:v1)", False, "the check holds"),
    _target(231, 0, "#n1 IN (:v1)", 0, "the check holds"),
    _target(232, None, "#n1 IN (:v1)", None, "the check holds (NULL IN (NULL))"),
    _target(233, False, "#n1 = :v1", True, "the test expects ConditionalCheckFailed"),
    _target(234, False, "#n1 IN (:v1)", True, "the test expects ConditionalCheckFailed"),
    _c(
        IT,
        273,
        "DeleteItem",
        _delete(KEY_HR, rv="ALL_OLD"),
        TBL,
        [item(h="h", r="r")],
        WRITTEN + "; before: the item the test puts",
    ),
    _c(IT, 277, "GetItem", _get(KEY_HR), TBL, [], WRITTEN + " (the item is gone: the test expects ItemNotFound)"),
    _c(
        IT,
        298,
        "Query",
        _query("#n0 = :v0", *HASH_H, consistent=True),
        TBL,
        [ITEM1, ITEM2],
        WRITTEN + " (consistent_read=True of the two parameters); before: the items the test puts",
    ),
    _c(
        IT,
        314,
        "Query",
        _query("#n0 = :v0", *HASH_H, forward=False),
        TBL,
        [ITEM1, ITEM2],
        WRITTEN + "; before: the items the test puts",
    ),
    _c(
        IT,
        326,
        "Scan",
        _scan(consistent=True),
        TBL,
        [ITEM1, ITEM2],
        WRITTEN + " (consistent_read=True of the two parameters); before: the items the test puts",
    ),
    _c(IT, 360, "PutItem", _put(item(h="h", r="r", s="")), TBL, [], WRITTEN),
    _c(
        IT,
        362,
        "UpdateItem",
        _update(KEY_HR, "SET #n0 = :v0, #n1 = :v1", {"#n0": "foo", "#n1": "bar"}, {":v0": "", ":v1": "baz"}, "ALL_NEW"),
        TBL,
        [item(h="h", r="r", s="")],
        WRITTEN
        + "; before: the item the test puts (the test, run on real DynamoDB only, expects an answer without foo)",
    ),
    _c(
        IT,
        372,
        "PutItem",
        _put(item(h="", r="")),
        TBL,
        [],
        WRITTEN + " (the test expects ValidationException: empty key strings)",
    ),
    _c(
        IT,
        378,
        "UpdateItem",
        _update(KEY_HR, "SET #n0 = :v0", {"#n0": "l"}, {":v0": []}),
        TBL,
        [item(h="h", r="r", l=[1])],
        WRITTEN + "; before: the item the test puts",
    ),
    _c(IT, 403, "Query", _query("#n0 = :v0", *HASH_H, limit=1), TBL, PREFILLED, WRITTEN + "; " + PRE),
]

RANGE_FILTERS = [
    (412, "begins_with(#n1, :v1)", {":v1": "10"}),
    (413, "#n1 BETWEEN :v1 AND :v2", {":v1": "97", ":v2": "99"}),
    (414, "#n1 > :v1", {":v1": "98"}),
    (415, "#n1 >= :v1", {":v1": "99"}),
    (416, "#n1 < :v1", {":v1": "1"}),
    (417, "#n1 <= :v1", {":v1": "0"}),
    (418, "#n1 = :v1", {":v1": "1"}),
]
INTEGRATION += [
    _c(
        IT,
        line,
        "Query",
        _query(f"#n0 = :v0 AND {rk}", {"#n0": "h", "#n1": "r"}, {":v0": "h", **vals}, projection="#n1"),
        TBL,
        PREFILLED,
        WRITTEN + " (test_query_range_key_filters: the parameter of this line; the projection F('r') reuses "
        "the range key's #n1); " + PRE,
    )
    for line, rk, vals in RANGE_FILTERS
]

INTEGRATION += [
    _c(
        IT,
        440,
        "Query",
        _query("#n0 = :v0", *HASH_H, consistent=True),
        TBL,
        PREFILLED,
        WRITTEN + " (query_single_page, consistent_read=True of the two parameters); " + PRE,
    ),
    _c(
        IT,
        446,
        "Query",
        _query("#n0 = :v0", *HASH_H, start=START),
        TBL,
        PREFILLED,
        WRITTEN + " (query_single_page); the first page's LastEvaluatedKey as r '55'; " + PRE,
    ),
    _c(
        IT,
        459,
        "Scan",
        _scan(consistent=True),
        TBL,
        PREFILLED,
        WRITTEN + " (scan_single_page, consistent_read=True of the two parameters); " + PRE,
    ),
    _c(
        IT,
        465,
        "Scan",
        _scan(start=START),
        TBL,
        PREFILLED,
        WRITTEN + " (scan_single_page); the first page's LastEvaluatedKey as r '55'; " + PRE,
    ),
    _c(IT, 479, "Scan", _scan(limit=1), TBL, [ITEM1, ITEM2], WRITTEN + "; before: the items the test puts"),
    _c(
        IT,
        491,
        "UpdateItem",
        _update(KEY_HR, "SET #n0 = :v0, #n0 = :v1", {"#n0": "f"}, {":v0": 2, ":v1": 3}),
        TBL,
        [item(h="h", r="r", f=1)],
        WRITTEN + " (the test expects ValidationException: one path set twice); before: the item the test puts",
    ),
    _c(
        IT,
        500,
        "Scan",
        _scan(projection="#n0", names={"#n0": "d"}),
        TBL,
        [ITEM1, ITEM2],
        WRITTEN + "; before: the items the test puts",
    ),
    _c(
        IT,
        507,
        "PutItem",
        _put(item(h="h", r="1"), "attribute_not_exists(#n0)", {"#n0": "h"}),
        TBL,
        [],
        WRITTEN,
    ),
    _c(
        IT,
        511,
        "PutItem",
        _put(item(h="h", r="1"), "attribute_not_exists(#n0)", {"#n0": "h"}),
        TBL,
        [item(h="h", r="1")],
        WRITTEN + " (the test expects ConditionalCheckFailed); before: the item the first put wrote",
    ),
    _c(
        IT,
        519,
        "DeleteItem",
        _delete(_key("h", "1"), cond="attribute_not_exists(#n0)", names={"#n0": "d"}),
        TBL,
        [item(h="h", r="1", d="x")],
        WRITTEN + " (the test expects ConditionalCheckFailed); before: the item the test puts",
    ),
    _c(
        IT,
        530,
        "UpdateItem",
        _update(
            KEY_HR,
            "SET #n0 = :v0",
            {"#n0": "v", "#n1": "n", "#n2": "s"},
            {":v0": "unchanged"},
            cond="size(#n2) <> #n1",
        ),
        TBL,
        [SIZE_ITEM],
        WRITTEN + " (size() encodes its right-hand F first; the test expects ConditionalCheckFailed); "
        "before: the item the test puts",
    ),
    _c(
        IT,
        538,
        "UpdateItem",
        _update(
            KEY_HR,
            "SET #n0 = :v0",
            {"#n0": "v", "#n1": "n", "#n2": "s"},
            {":v0": "changed"},
            cond="size(#n2) = #n1",
        ),
        TBL,
        [SIZE_ITEM],
        WRITTEN + "; before: the item the test puts",
    ),
    _c(
        IT,
        546,
        "UpdateItem",
        _update(KEY_HR, "SET #n0 = :v0", {"#n0": "v", "#n1": "s"}, {":v0": "final", ":v1": 6}, cond="size(#n1) < :v1"),
        TBL,
        [{**SIZE_ITEM, **item(v="changed")}],
        WRITTEN + "; before: the item the previous update leaves",
    ),
    _c(
        IT,
        563,
        "UpdateItem",
        _update(KEY_HR, "SET #n0 = :v0", {"#n0": "v", "#n1": "c", "#n2": "n"}, {":v0": "unchanged"}, cond="#n2 = #n1"),
        TBL,
        [CMP_ITEM],
        WRITTEN + " (an F-to-F comparison encodes its right-hand F first; the test expects "
        "ConditionalCheckFailed); before: the item the test puts",
    ),
    _c(
        IT,
        571,
        "UpdateItem",
        _update(KEY_HR, "SET #n0 = :v0", {"#n0": "v", "#n1": "c", "#n2": "n"}, {":v0": "changed"}, cond="#n2 < #n1"),
        TBL,
        [CMP_ITEM],
        WRITTEN + "; before: the item the test puts",
    ),
    _c(
        IT,
        579,
        "UpdateItem",
        _update(KEY_HR, "SET #n0 = :v0", {"#n0": "v", "#n1": "n"}, {":v0": "final", ":v1": 5}, cond="#n1 >= :v1"),
        TBL,
        [{**CMP_ITEM, **item(v="changed")}],
        WRITTEN + "; before: the item the previous update leaves",
    ),
]

# batches
R1, R2, R3 = item(h="h", r="1"), item(h="h", r="2"), item(h="h", r="3")
BATCH = [
    _c(
        IT,
        604,
        "BatchWriteItem",
        {"RequestItems": {T: [{"PutRequest": {"Item": R1}}, {"PutRequest": {"Item": R2}}]}},
        TBL,
        [],
        WRITTEN,
    ),
    _c(
        IT,
        614,
        "BatchGetItem",
        {"RequestItems": {T: {"Keys": [R1, R2], "ConsistentRead": False}}},
        TBL,
        [R1, R2],
        WRITTEN + "; before: the items the first batch wrote",
    ),
    _c(
        IT,
        622,
        "BatchWriteItem",
        {"RequestItems": {T: [{"DeleteRequest": {"Key": R1}}, {"PutRequest": {"Item": R3}}]}},
        TBL,
        [R1, R2],
        WRITTEN + " (deletes first, then puts, as BatchWriteRequest lists them); before: what the first batch wrote",
    ),
    _c(
        IT,
        632,
        "BatchWriteItem",
        {"RequestItems": {T: [{"DeleteRequest": {"Key": R2}}, {"DeleteRequest": {"Key": R3}}]}},
        TBL,
        [R2, R3],
        WRITTEN + "; before: what the earlier batches leave",
    ),
]

# transactions
S_INIT = {str(i): item(h="h", r=str(i), s="initial") for i in range(4)}
NOT_H = ("attribute_not_exists(#n0)", {"#n0": "h"})
S_NAME = {"#n0": "s"}
TXN = WRITTEN + " (ClientRequestToken null, as the library sends it)"
TRANSACTIONS = [
    _c(
        CF,
        121,
        "TransactWriteItems",
        _tx(_txop("ConditionCheck", KEY_HR, cond=NOT_H[0], names=NOT_H[1])),
        TBL,
        [],
        TXN + " (the supports_transactions fixture's probe)",
    ),
    _c(
        IT,
        668,
        "TransactWriteItems",
        _tx(_txop("Put", S_INIT["0"]), _txop("Put", S_INIT["1"])),
        TBL,
        [],
        TXN,
    ),
    _c(
        IT,
        677,
        "TransactWriteItems",
        _tx(_txop("Put", S_INIT["0"], cond=NOT_H[0], names=NOT_H[1])),
        TBL,
        [S_INIT["0"], S_INIT["1"]],
        TXN + "; the test expects TransactionCanceled (ConditionalCheckFailed); before: what the first "
        "transaction wrote",
    ),
    _c(
        IT,
        694,
        "TransactWriteItems",
        _tx(
            _txop("Put", S_INIT["3"], cond=NOT_H[0], names=NOT_H[1]),
            _txop("Put", S_INIT["0"], cond=NOT_H[0], names=NOT_H[1]),
        ),
        TBL,
        [S_INIT["0"], S_INIT["1"]],
        TXN + "; the test expects TransactionCanceled, reasons [None, ConditionalCheckFailed]; before: what "
        "the first transaction wrote",
    ),
    _c(
        IT,
        712,
        "TransactWriteItems",
        _tx(_txop("Update", _key("h", "1"), ue="SET #n0 = :v0", names=S_NAME, vals={":v0": "changed"})),
        TBL,
        [S_INIT["1"]],
        TXN + "; before: the item the test puts",
    ),
    _c(
        IT,
        723,
        "TransactWriteItems",
        _tx(
            _txop(
                "Update",
                _key("h", "1"),
                ue="SET #n0 = :v0",
                cond="#n0 <> :v1",
                names=S_NAME,
                vals={":v0": "changed2", ":v1": "changed"},
            )
        ),
        TBL,
        [item(h="h", r="1", s="changed")],
        TXN + "; the test expects TransactionCanceled (ConditionalCheckFailed); before: the item the first "
        "update leaves",
    ),
    _c(
        IT,
        739,
        "TransactWriteItems",
        _tx(_txop("Delete", _key("h", "1"))),
        TBL,
        [S_INIT["1"]],
        TXN + "; before: the item the test puts",
    ),
    _c(
        IT,
        750,
        "TransactWriteItems",
        _tx(_txop("Delete", _key("h", "1"), cond="#n0 <> :v0", names=S_NAME, vals={":v0": "initial"})),
        TBL,
        [S_INIT["1"]],
        TXN + "; the test expects TransactionCanceled (ConditionalCheckFailed); before: the item the test puts",
    ),
    _c(
        IT,
        766,
        "TransactWriteItems",
        _tx(_txop("ConditionCheck", _key("h", "1"), cond="#n0 <> :v0", names=S_NAME, vals={":v0": "initial"})),
        TBL,
        [S_INIT["1"]],
        TXN + "; the test expects TransactionCanceled (ConditionalCheckFailed); before: the item the test puts",
    ),
    _c(
        IT,
        775,
        "TransactWriteItems",
        _tx(_txop("ConditionCheck", _key("h", "1"), cond="#n0 = :v0", names=S_NAME, vals={":v0": "initial"})),
        TBL,
        [S_INIT["1"]],
        TXN + "; before: the item the test puts",
    ),
    _c(
        IT,
        796,
        "TransactWriteItems",
        _tx(
            _txop("Put", S_INIT["3"]),
            _txop("Update", _key("h", "1"), ue="SET #n0 = :v0", names=S_NAME, vals={":v0": "changed"}),
            _txop("Delete", _key("h", "2")),
        ),
        TBL,
        [S_INIT["1"], S_INIT["2"]],
        TXN + "; before: the items the test puts",
    ),
    _c(
        IT,
        828,
        "TransactGetItems",
        {"TransactItems": [{"Get": {"TableName": T, "Key": _key("h", "1")}}]},
        TBL,
        [S_INIT["1"]],
        WRITTEN + "; before: the item the test puts",
    ),
    _c(
        IT,
        840,
        "TransactGetItems",
        {
            "TransactItems": [
                {
                    "Get": {
                        "TableName": T,
                        "Key": _key("h", "1"),
                        "ProjectionExpression": "#n0,#n1",
                        "ExpressionAttributeNames": {"#n0": "h", "#n1": "s"},
                    }
                }
            ]
        },
        TBL,
        [S_INIT["1"]],
        WRITTEN + "; before: the item the test puts",
    ),
]

D_ITEM = item(h="h", r="1", d="x")
D_NOT = ("attribute_not_exists(#n0)", {"#n0": "d"})
RVOCCF = WRITTEN + " (the ALL_OLD parameter; the test expects ConditionalCheckFailed carrying the item)"
LATER = [
    _c(
        IT,
        892,
        "Scan",
        _scan(filt="attribute_type(#n0, :v0)", names={"#n0": "a"}, vals={":v0": "S"}),
        TBL,
        [item(h="h", r="1", a=1), item(h="h", r="2", a="2")],
        WRITTEN + "; before: the items the test puts",
    ),
    _c(
        IT,
        918,
        "DeleteItem",
        _delete(_key("h", "1"), cond=D_NOT[0], names=D_NOT[1], rvoccf="ALL_OLD"),
        TBL,
        [D_ITEM],
        RVOCCF + "; before: the item the test puts",
    ),
    _c(
        IT,
        949,
        "PutItem",
        _put(D_ITEM, D_NOT[0], D_NOT[1], rvoccf="ALL_OLD"),
        TBL,
        [D_ITEM],
        RVOCCF + "; before: the item the test puts",
    ),
    _c(
        IT,
        980,
        "UpdateItem",
        _update(_key("h", "1"), "SET #n0 = :v0", {"#n0": "d"}, {":v0": "y"}, cond=D_NOT[0], rvoccf="ALL_OLD"),
        TBL,
        [D_ITEM],
        RVOCCF + "; before: the item the test puts",
    ),
    _c(
        CF,
        222,
        "PutItem",
        _put(item(h="h", r="0", big="x" * 20_000)),
        TBL,
        [],
        WRITTEN + " (the prefilled_table fixture's put, its 20,000-letter 'big' kept)",
    ),
]

# --- unit tests with a stubbed HTTP layer, readme.md -----------------------------------
OTHER = [
    _c(
        UC,
        51,
        "Query",
        _count("#n0 = :v0", {"#n0": "key"}, {":v0": "value"}, tname="test"),
        table(("key", "S")),
        [item(key="value"), item(key="other")],
        "the request client.count sends to the stubbed HTTP layer (which answers throttling errors); the "
        "table 'test' keyed by 'key', sample items made up",
    ),
    _c(
        UE,
        81,
        "GetItem",
        {"TableName": "table", "Key": item(fake="key"), "ConsistentRead": False},
        table(("fake", "S")),
        [item(fake="key")],
        "the request client.get_item sends to the stubbed HTTP layer; before: the item the stub answers",
    ),
    _c(
        RM,
        65,
        "PutItem",
        _put(item(key="my-item", value=1), tname="my-table"),
        table(("key", "S")),
        [],
        "the readme's example, as the library writes it (the table it creates: hash key 'key')",
    ),
    _c(
        RM,
        67,
        "GetItem",
        {"TableName": "my-table", "Key": item(key="my-item"), "ConsistentRead": False},
        table(("key", "S")),
        [item(key="my-item", value=1)],
        "the readme's example, as the library writes it; before: the item its put wrote",
    ),
    _c(
        RM,
        70,
        "UpdateItem",
        _update(
            item(key="my-item"),
            "ADD #n0 :v0",
            {"#n0": "value", "#n1": "key"},
            {":v0": 1},
            cond="attribute_exists(#n1)",
            tname="my-table",
        ),
        table(("key", "S")),
        [item(key="my-item", value=1)],
        "the readme's example, as the library writes it; before: the item its put wrote",
    ),
]

CASES = UNIT + FLATTENING + INTEGRATION + BATCH + TRANSACTIONS + LATER + OTHER
