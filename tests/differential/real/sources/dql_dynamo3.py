"""dynamo3 (a Python DynamoDB connection over botocore) and DQL (a SQL-like
language for DynamoDB built on it), both by stevearc: the requests their tests
make, as the libraries write them.

Sources: stevearc/dynamo3, commit 75f92b2 (2021-12-04), ``tests/test_write.py``
and ``tests/test_read.py`` (their system tests run against DynamoDB Local); and
stevearc/dql, commit 9666cfb (2021-12-23), ``tests/test_queries.py`` (DQL
statements run against DynamoDB Local through an ``Engine``). Neither was run:
each request is the one ``dynamo3/connection.py`` (``put_item``,
``update_item``, ``delete_item``, ``get_item``, ``query``, ``scan``),
``dynamo3/batch.py`` (``BatchWriter``, ``TransactionWriter``) and
``dynamo3/result.py`` (``ResultSet``, ``GetResultSet``, ``TransactionGet``,
``Limit.set_request_args``) build for the test's call, cited at that call, and
for DQL the one its engine (``dql/engine.py``: ``_select``, ``_build_query``,
``_query_and_op``, ``_update``, ``_delete``, ``_insert``) makes of the statement
through ``dql/expressions/*.py`` (``Visitor``: ``:v1``, ``:v2``, ... in the order
the engine builds the parts; ``#f1``, ... for reserved words and names with a
dash; conjunctions parenthesised; the WHERE of an UPDATE or DELETE sent again as
the write's ConditionExpression). dynamo3 always sends
``ReturnConsumedCapacity`` (``NONE`` unless the test asks; ``INDEXES`` under
DQL, whose engine sets ``default_return_capacity``), ``ConsistentRead`` on reads
and ``ScanIndexForward`` on queries; a ``Limit(item_limit=n)`` asks for
``max(n, 20)``; ``None`` values and empty sets are left out of items.

Adapted only as far as needed to run: the items each test wrote before the
request are its ``before``; the tests' tables as they create them (``foobar``
keyed ``id`` (S), with ``num`` (N) or, under DQL, ``bar`` (N) as range key
where the test makes one); one request is taken where the library sends the
same one per item or per page (an UPDATE's UpdateItem is the one for the first
key, or the one the note names). A test that writes a condition expecting it to fail is also sent where it
holds, on an item made up for it (``note``). Left out: requests on indexes,
table operations, the mocked tests (unprocessed items, capacity parsing), the
150-key batch get pages, DQL statements whose values are times of the run, and
requests repeating another's text with other values (a second ADD, another
comparison operator's twin, the same call with only ReturnValues or
ReturnConsumedCapacity changed, an UPDATE's UpdateItem sent again by another
statement).
"""

from __future__ import annotations

import base64

from ._build import N, S, case, table

SOURCE = "dql-dynamo3"
D3 = "stevearc/dynamo3@75f92b2 tests/"
DQL = "stevearc/dql@9666cfb tests/test_queries.py:"
T = "foobar"
ID = table(("id", "S"))
ID_NUM = table(("id", "S"), ("num", "N"))
ID_NAME = table(("id", "S"), ("name", "S"))
ID_BAR = table(("id", "S"), ("bar", "N"))
NUM_BAR = table(("id", "N"), ("bar", "S"))
NONE = {"ReturnConsumedCapacity": "NONE"}
IDX = {"ReturnConsumedCapacity": "INDEXES"}


def NS(*v) -> dict:
    return {"NS": [str(x) for x in v]}


def it(**attrs) -> dict:
    out = {}
    for k, v in attrs.items():
        out[k] = v if isinstance(v, dict) else (S(v) if isinstance(v, str) else N(v))
    return out


# --- dynamo3 --------------------------------------------------------------------


def _w(line: int, op: str, request: dict, before: list, note: str = "", tbl: dict = ID) -> dict:
    return case(f"{D3}test_write.py:{line}", op, request, tbl, before, note or "as dynamo3 writes it")


def _r(line: int, op: str, request: dict, before: list, note: str = "", tbl: dict = ID) -> dict:
    return case(f"{D3}test_read.py:{line}", op, request, tbl, before, note or "as dynamo3 writes it")


def _upd(key: dict, expr: str, values: dict | None = None, **more) -> dict:
    out = {"TableName": T, "Key": key, "UpdateExpression": expr, **NONE}
    for k in ("ReturnConsumedCapacity", "ReturnValues"):
        if k in more:
            out[k] = more.pop(k)
    if values:
        out["ExpressionAttributeValues"] = values
    out.update(more)
    return out


def _write_cases() -> list[dict]:
    a = {"id": S("a")}
    out = [
        _w(
            313,
            "BatchWriteItem",
            {"RequestItems": {T: [{"PutRequest": {"Item": a}}]}, **NONE},
            [],
            "the batch flushed when the with block ends",
        ),
        _w(
            325,
            "BatchWriteItem",
            {"RequestItems": {T: [{"DeleteRequest": {"Key": {"id": S("b")}}}]}, **NONE},
            [a, {"id": S("b")}],
        ),
        _w(
            336,
            "BatchWriteItem",
            {"RequestItems": {T: [{"PutRequest": {"Item": {"id": S(str(i))}}} for i in range(25)]}, **NONE},
            [],
            "the first of the two 25-item flushes of 50 puts (MAX_WRITE_BATCH)",
        ),
        _w(456, "UpdateItem", _upd(a, "SET foo = :bar", {":bar": S("bar")}), [a]),
        _w(464, "UpdateItem", _upd(a, "ADD foo :foo", {":foo": N(1)}), [a]),
        _w(474, "UpdateItem", _upd(a, "ADD foo :foo", {":foo": NS(1, 2)}), [it(id="a", foo=NS(1))]),
        _w(482, "UpdateItem", _upd(a, "REMOVE foo"), [it(id="a", foo="bar")]),
        _w(
            499,
            "UpdateItem",
            _upd(a, "SET foo = :foo", {":foo": S("bar")}, ReturnConsumedCapacity="TOTAL", ReturnValues="ALL_NEW"),
            [a],
        ),
    ]
    cond = _upd(a, "SET foo = :foo", {":foo": N(10), ":max": N(5)}, ConditionExpression="foo < :max")
    out += [
        _w(516, "UpdateItem", cond, [it(id="a", foo=5)], "before: foo 5 (ConditionalCheckFailed, as the test expects)"),
        _w(516, "UpdateItem", cond, [it(id="a", foo=3)], "before: foo 3, made up (the condition holds)"),
    ]
    or_cond = _upd(
        a,
        "SET foo = :foo",
        {":foo": N(10), ":max": N(5)},
        ConditionExpression="foo < :max OR NOT attribute_exists(baz)",
    )
    out += [
        _w(529, "UpdateItem", or_cond, [it(id="a", foo=5)], "before: foo 5, no baz (the OR holds)"),
        _w(
            529,
            "UpdateItem",
            or_cond,
            [it(id="a", foo=5, baz="x")],
            "before: foo 5 and a baz, made up (ConditionalCheckFailed)",
        ),
        _w(
            542,
            "UpdateItem",
            _upd(a, "SET #f = :foo", {":foo": N(10)}, ExpressionAttributeNames={"#f": "foo"}),
            [it(id="a", foo=5)],
        ),
        _w(573, "PutItem", {"TableName": T, "Item": it(id="a", foo="baz"), **NONE}, [it(id="a", foo="bar")]),
    ]
    put_cond = {
        "TableName": T,
        "Item": it(id="a", foo=13),
        **NONE,
        "ExpressionAttributeValues": {":v": N(4)},
        "ExpressionAttributeNames": {"#f": "foo"},
        "ConditionExpression": "#f < :v",
    }
    put_or = {
        "TableName": T,
        "Item": it(id="a", foo=13),
        **NONE,
        "ExpressionAttributeValues": {":v": N(4)},
        "ConditionExpression": "foo < :v OR attribute_not_exists(baz)",
    }
    out += [
        _w(
            582, "PutItem", put_cond, [it(id="a", foo=5)], "before: foo 5 (ConditionalCheckFailed, as the test expects)"
        ),
        _w(582, "PutItem", put_cond, [it(id="a", foo=2)], "before: foo 2, made up (the condition holds)"),
        _w(594, "PutItem", put_or, [it(id="a", foo=5)], "before: foo 5, no baz (the OR holds)"),
        _w(
            612,
            "PutItem",
            {"TableName": T, "Item": a, "ReturnConsumedCapacity": "TOTAL", "ReturnValues": "ALL_OLD"},
            [a],
        ),
        _w(640, "DeleteItem", {"TableName": T, "Key": a, **NONE, "ReturnValues": "ALL_OLD"}, [it(id="a", foo="bar")]),
    ]
    not_exists = {"TableName": T, "Key": a, **NONE, "ConditionExpression": "NOT attribute_exists(foo)"}
    field = {
        "TableName": T,
        "Key": a,
        **NONE,
        "ExpressionAttributeValues": {":foo": S("baz")},
        "ExpressionAttributeNames": {"#f": "foo"},
        "ConditionExpression": "#f = :foo",
    }
    low = {
        "TableName": T,
        "Key": a,
        **NONE,
        "ExpressionAttributeValues": {":low": N(4)},
        "ConditionExpression": "foo < :low",
    }
    del_or = {
        "TableName": T,
        "Key": a,
        **NONE,
        "ExpressionAttributeValues": {":foo": N(4)},
        "ConditionExpression": "foo < :foo OR NOT attribute_exists(baz)",
    }
    out += [
        _w(658, "DeleteItem", not_exists, [it(id="a", foo="bar")], "before: foo bar (ConditionalCheckFailed)"),
        _w(658, "DeleteItem", not_exists, [a], "before: no foo, made up (deleted)"),
        _w(667, "DeleteItem", field, [it(id="a", foo="bar")], "before: foo bar (ConditionalCheckFailed)"),
        _w(667, "DeleteItem", field, [it(id="a", foo="baz")], "before: foo baz, made up (deleted)"),
        _w(680, "DeleteItem", low, [it(id="a", foo=5)], "before: foo 5 (ConditionalCheckFailed)"),
        _w(688, "DeleteItem", del_or, [it(id="a", foo=5)], "before: foo 5, no baz (the OR holds: deleted)"),
    ]

    def txn(*items, **more) -> dict:
        return {"TransactItems": list(items), **NONE, **more}

    def t_update(key: str, expr: str, values: dict, cond: str | None = None) -> dict:
        action = {"TableName": T, "Key": {"id": S(key)}}
        if cond:
            action["ConditionExpression"] = cond
        action["ExpressionAttributeValues"] = values
        action["UpdateExpression"] = expr
        return {"Update": action}

    bar = {":bar": S("bar")}
    out += [
        _w(705, "TransactWriteItems", txn({"Put": {"TableName": T, "Item": a}}), []),
        _w(717, "TransactWriteItems", txn({"Delete": {"TableName": T, "Key": {"id": S("b")}}}), [a, {"id": S("b")}]),
        _w(727, "TransactWriteItems", txn(t_update("a", "SET foo = :bar", bar)), [a]),
        _w(
            738,
            "TransactWriteItems",
            txn(
                t_update("a", "SET foo = :bar", bar),
                {
                    "ConditionCheck": {
                        "TableName": T,
                        "Key": {"id": S("b")},
                        "ConditionExpression": "attribute_exists(id)",
                    }
                },
            ),
            [a],
            "no item b: TransactionCanceled, as the test expects",
        ),
        _w(
            738,
            "TransactWriteItems",
            txn(
                t_update("a", "SET foo = :bar", bar),
                {
                    "ConditionCheck": {
                        "TableName": T,
                        "Key": {"id": S("b")},
                        "ConditionExpression": "attribute_exists(id)",
                    }
                },
            ),
            [a, {"id": S("b")}],
            "before: item b too, made up (the check holds)",
        ),
        _w(
            754,
            "TransactWriteItems",
            txn(*({"Put": {"TableName": T, "Item": it(id=k, foo=v)}} for k, v in (("a", 1), ("b", 2), ("c", 3)))),
            [],
        ),
        _w(
            757,
            "TransactWriteItems",
            txn(
                *(
                    t_update(k, "SET bar = :bar", {":bar": S("bar"), ":limit": N(3)}, "foo < :limit")
                    for k in ("a", "b", "c")
                )
            ),
            [it(id="a", foo=1), it(id="b", foo=2), it(id="c", foo=3)],
            "the three updates of one transaction; c's foo 3 fails foo < 3 (TransactionCanceled)",
        ),
        _w(
            791,
            "TransactWriteItems",
            txn(t_update("a", "ADD foo :bar", {":bar": N(1)}), ClientRequestToken="asdf"),
            [a],
            "the first of the two calls with token asdf",
        ),
        _w(
            803,
            "TransactWriteItems",
            {"TransactItems": [t_update("a", "ADD foo :bar", {":bar": N(1)})], "ReturnConsumedCapacity": "TOTAL"},
            [a],
        ),
    ]
    return out


def _query(cond: str, values: dict, **more) -> dict:
    return {
        "TableName": T,
        **more.pop("cap", NONE),
        "ConsistentRead": more.pop("ConsistentRead", False),
        "KeyConditionExpression": cond,
        "ExpressionAttributeValues": values,
        "ScanIndexForward": more.pop("ScanIndexForward", True),
        **more,
    }


def _scan(**more) -> dict:
    cap = more.pop("cap", NONE)
    return {"TableName": T, **cap, "ConsistentRead": False, **more}


def _read_cases() -> list[dict]:
    a = {"id": S("a")}
    nums = [it(id="a", num=i) for i in (1, 2)]
    three = [it(id="a", num=i) for i in (0, 1, 2)]
    ida = {":id": S("a")}
    out = [
        _r(35, "Query", _query("id = :id", ida), [a]),
        _r(92, "Query", _query("id = :id", ida, ProjectionExpression="id"), [it(id="a", foo="bar")]),
        _r(
            137,
            "Query",
            _query("id = :id", ida, ScanIndexForward=False, ProjectionExpression="num"),
            three,
            tbl=ID_NUM,
        ),
        _r(148, "Query", _query("id = :id", ida, Limit=1), three, "limit=1: Limit(1)", ID_NUM),
        _r(176, "Query", _query("id = :id and num = :num", {**ida, ":num": N(1)}), nums, tbl=ID_NUM),
        _r(185, "Query", _query("id = :id and num <= :num", {**ida, ":num": N(1)}), nums, tbl=ID_NUM),
        _r(212, "Query", _query("id = :id and num > :num", {**ida, ":num": N(1)}), nums, tbl=ID_NUM),
        _r(
            223,
            "Query",
            _query(
                "id = :id and begins_with(#name, :name)",
                {**ida, ":name": S("D")},
                ExpressionAttributeNames={"#name": "name"},
            ),
            [it(id="a", name="Steven"), it(id="a", name="David")],
            tbl=ID_NAME,
        ),
        _r(
            238,
            "Query",
            _query("id = :id and num between :low and :high", {**ida, ":low": N(2), ":high": N(10)}),
            nums,
            tbl=ID_NUM,
        ),
        _r(
            256,
            "Query",
            _query("id = :id", {**ida, ":a": S("a")}, FilterExpression="a = :a"),
            [it(id="a", num=1, a="a"), it(id="a", num=2, b="b")],
            tbl=ID_NUM,
        ),
        _r(
            280,
            "Query",
            _query("id = :id", {**ida, ":a": S("a"), ":b": S("a")}, FilterExpression="a = :a or b = :b"),
            [it(id="a", num=1, a="a", b="a"), it(id="a", num=2, a="a", b="b")],
            tbl=ID_NUM,
        ),
        _r(
            291,
            "Query",
            _query("id = :id", ida, ExclusiveStartKey=it(id="a", num=2)),
            [it(id="a", num=i) for i in (1, 2, 3)],
            "exclusive_start_key={'id': 'a', 'num': 2}, encoded",
            ID_NUM,
        ),
        _r(334, "Scan", _scan(ProjectionExpression="id"), [it(id="a", foo="bar")]),
        _r(364, "Scan", _scan(Select="COUNT"), [{"id": S(str(i))} for i in range(3)]),
        _r(
            381,
            "Scan",
            _scan(Select="COUNT", ExclusiveStartKey={"id": S("b")}),
            [a, {"id": S("b")}],
            "the second page _count asks for, from the LastEvaluatedKey the test's hook injects",
        ),
        _r(
            414,
            "Scan",
            _scan(ExpressionAttributeValues={":id": S("b")}, FilterExpression="id <> :id"),
            [a, {"id": S("b")}],
        ),
        _r(
            423,
            "Scan",
            _scan(ExpressionAttributeValues={":num": N(1)}, FilterExpression="num <= :num"),
            [it(id="a", num=1), it(id="b", num=2)],
        ),
        _r(
            460,
            "Scan",
            _scan(
                ExpressionAttributeValues={":name": S("D")},
                ExpressionAttributeNames={"#name": "name"},
                FilterExpression="begins_with(#name, :name)",
            ),
            [it(id="b", name="Steven"), it(id="a", name="David")],
        ),
        _r(
            474,
            "Scan",
            _scan(
                ExpressionAttributeValues={":low": N(2), ":high": N(10)}, FilterExpression="num between :low and :high"
            ),
            [it(id="b", num=1), it(id="a", num=2)],
        ),
        _r(
            485,
            "Scan",
            _scan(
                ExpressionAttributeValues={":v1": N(2), ":v2": N(3), ":v3": N(4), ":v4": N(4)},
                FilterExpression="num in (:v1, :v2, :v3, :v4)",
            ),
            [it(id="b", num=1), it(id="a", num=2)],
        ),
        _r(
            496,
            "Scan",
            _scan(ExpressionAttributeValues={":num": N(2)}, FilterExpression="contains(nums, :num)"),
            [it(id="b", nums=NS(4, 5, 6)), it(id="a", nums=NS(1, 2, 3))],
        ),
        _r(
            505,
            "Scan",
            _scan(ExpressionAttributeValues={":num": N(4)}, FilterExpression="not contains(nums, :num)"),
            [it(id="b", nums=NS(4, 5, 6)), it(id="a", nums=NS(1, 2, 3))],
        ),
        _r(514, "Scan", _scan(FilterExpression="not attribute_exists(num)"), [it(id="b", num=1), a]),
        _r(523, "Scan", _scan(FilterExpression="attribute_exists(num)"), [{"id": S("b")}, it(id="a", num=1)]),
    ]
    four = [{"id": S(k)} for k in "abcd"]
    out += [
        _r(569, "Scan", _scan(Segment=0, TotalSegments=2), four),
        _r(
            586,
            "Scan",
            _scan(ExclusiveStartKey={"id": S("a")}),
            [a, {"id": S("b")}, {"id": S("c")}],
            "exclusive_start_key: the first item of a Limit 1 scan, taken as a",
        ),
        _r(
            605,
            "BatchGetItem",
            {"RequestItems": {T: {"ConsistentRead": False, "Keys": [a, {"id": S("b")}]}}, **NONE},
            [a, {"id": S("b")}],
        ),
        _r(
            645,
            "BatchGetItem",
            {
                "RequestItems": {
                    T: {
                        "ConsistentRead": False,
                        "ProjectionExpression": "#f",
                        "ExpressionAttributeNames": {"#f": "id"},
                        "Keys": [a],
                    }
                },
                **NONE,
            },
            [it(id="a", foo="bar")],
        ),
        _r(
            733,
            "TransactGetItems",
            {"TransactItems": [{"Get": {"TableName": T, "Key": k}} for k in (a, {"id": S("b")})], **NONE},
            [a, {"id": S("b")}],
        ),
        _r(
            769,
            "TransactGetItems",
            {
                "TransactItems": [
                    {
                        "Get": {
                            "TableName": T,
                            "Key": a,
                            "ProjectionExpression": "#f",
                            "ExpressionAttributeNames": {"#f": "id"},
                        }
                    }
                ],
                **NONE,
            },
            [it(id="a", foo="bar")],
        ),
        _r(834, "GetItem", {"TableName": T, "Key": a, "ConsistentRead": False, **NONE}, [it(id="a", foo="bar")]),
        _r(841, "GetItem", {"TableName": T, "Key": a, "ConsistentRead": False, **NONE}, []),
        _r(
            857,
            "GetItem",
            {
                "TableName": T,
                "Key": a,
                "ConsistentRead": False,
                **NONE,
                "ProjectionExpression": "#i",
                "ExpressionAttributeNames": {"#i": "id"},
            },
            [it(id="a", foo="bar")],
        ),
    ]
    ten = [it(id=str(i), num=i) for i in range(10)]
    out += [
        _r(900, "Scan", _scan(Limit=20), ten, "Limit(item_limit=5): max(5, min_scan_limit 20)"),
    ]
    return out


# --- DQL ------------------------------------------------------------------------


def _d(line: int, op: str, request: dict, tbl: dict, before: list, note: str) -> dict:
    return case(f"{DQL}{line}", op, request, tbl, before, note)


def _dq(cond: str, values: dict, **more) -> dict:
    return _query(cond, values, cap=IDX, **more)


def _ds(**more) -> dict:
    return _scan(cap=IDX, **more)


def _dupd(key: dict, expr: str, values: dict | None, returns: str = "NONE", **more) -> dict:
    out = {"TableName": T, "Key": key, "UpdateExpression": expr, **IDX, "ReturnValues": returns}
    if values:
        out["ExpressionAttributeValues"] = values
    out.update(more)
    return out


def _dql_cases() -> list[dict]:
    ab = [it(id="a", bar=1), it(id="b", bar=2)]
    abz = [it(id="a", bar=1, baz=1), it(id="b", bar=2, baz=2)]
    v1a = {":v1": S("a")}
    key_a1 = it(id="a", bar=1)
    out = [
        _d(
            208,
            "BatchWriteItem",
            {"RequestItems": {T: [{"PutRequest": {"Item": i}} for i in ab]}, **IDX},
            ID_BAR,
            [],
            "INSERT INTO foobar (id, bar) VALUES ('a', 1), ('b', 2)",
        ),
        _d(
            215,
            "BatchWriteItem",
            {"RequestItems": {T: [{"PutRequest": {"Item": {"id": {"B": base64.b64encode(b"a").decode()}}}}]}, **IDX},
            table(("id", "B")),
            [],
            "INSERT INTO foobar (id) VALUES (b'a'), on a table keyed by a binary id",
        ),
        _d(250, "Query", _dq("id = :v1", v1a), ID_BAR, ab, "SELECT * FROM foobar WHERE id = 'a'"),
        _d(
            258,
            "Query",
            _dq("id = :v1", v1a, ConsistentRead=True),
            ID,
            [{"id": S("a")}],
            "SELECT CONSISTENT * FROM foobar WHERE id = 'a'",
        ),
        _d(
            266,
            "Query",
            _dq("(id = :v1 AND bar = :v2)", {**v1a, ":v2": N(1)}),
            ID_BAR,
            ab,
            "SELECT * FROM foobar WHERE id = 'a' and bar = 1: the two key conditions parenthesised",
        ),
        _d(
            274,
            "BatchGetItem",
            {"RequestItems": {T: {"ConsistentRead": False, "Keys": ab}}, **IDX},
            ID_BAR,
            ab,
            "SELECT * FROM foobar KEYS IN ('a', 1), ('b', 2)",
        ),
        _d(
            283,
            "Query",
            _dq("id = :v1", v1a, ScanIndexForward=False),
            ID_BAR,
            [it(id="a", bar=1), it(id="a", bar=2)],
            "SELECT * FROM foobar WHERE id = 'a' DESC",
        ),
        _d(
            330,
            "Query",
            _dq("id = :v1", v1a, Limit=20),
            ID_BAR,
            [it(id="a", bar=1, ts=100), it(id="a", bar=2, ts=200)],
            "SELECT * FROM foobar WHERE id = 'a' LIMIT 1: Limit(item_limit=1, strict) asks for 20",
        ),
        _d(
            341,
            "Query",
            _dq("id = :v1", {**v1a, ":v2": N(200)}, FilterExpression="ts > :v2", Limit=2),
            ID_BAR,
            [it(id="a", bar=i, ts=100 * i) for i in (1, 2, 3)],
            "SELECT * FROM foobar WHERE id = 'a' and ts > 200 LIMIT 1 SCAN LIMIT 2",
        ),
        _d(
            352,
            "Query",
            _dq(
                "(id = :v1 AND bar = :v2)",
                {**v1a, ":v2": N(1)},
                ProjectionExpression="#f1",
                ExpressionAttributeNames={"#f1": "order"},
            ),
            ID_BAR,
            [it(id="a", bar=1, order="first"), it(id="a", bar=2, order="second")],
            "SELECT order FROM foobar WHERE id = 'a' and bar = 1: order is a reserved word",
        ),
        _d(
            361,
            "Query",
            _dq("(id = :v1 AND begins_with(bar, :v2))", {":v1": N(1), ":v2": S("a")}),
            NUM_BAR,
            [{"id": N(1), "bar": S("abc")}, {"id": N(1), "bar": S("def")}],
            "SELECT * FROM foobar WHERE id = 1 AND begins_with(bar, 'a')",
        ),
        _d(
            371,
            "Query",
            _dq("(id = :v1 AND bar BETWEEN :v2 AND :v3)", {**v1a, ":v2": N(1), ":v3": N(8)}),
            ID_BAR,
            [it(id="a", bar=5), it(id="a", bar=10)],
            "SELECT * FROM foobar WHERE id = 'a' AND bar BETWEEN 1 AND 8",
        ),
        _d(
            382,
            "Query",
            _dq("id = :v1", {**v1a, ":v2": N(1)}, FilterExpression="baz = :v2"),
            ID_BAR,
            abz[:1] + [it(id="a", bar=2, baz=2)],
            "SELECT * FROM foobar WHERE id = 'a' AND baz = 1: the key condition and the filter split",
        ),
        _d(
            407,
            "Query",
            _dq("id = :v1", {**v1a, ":v2": N(1), ":v3": N(2)}, FilterExpression="(baz = :v2 OR foo = :v3)"),
            ID_BAR,
            [it(id="a", foo=1, bar=1, baz=1), it(id="a", foo=2, bar=2, baz=2)],
            "SELECT * FROM foobar WHERE id = 'a' AND (baz = 1 OR foo = 2)",
        ),
        _d(
            422,
            "Query",
            _dq("id = :v1", v1a, Select="COUNT"),
            ID_BAR,
            [it(id="a", bar=1), it(id="a", bar=2)],
            "SELECT count(*) FROM foobar WHERE id = 'a'",
        ),
        _d(
            442,
            "Query",
            _dq("id = :v1", {**v1a, ":v2": N(1)}, Select="COUNT", FilterExpression="foo = :v2"),
            ID_BAR,
            [it(id="a", foo=1, bar=1), it(id="a", foo=2, bar=2)],
            "SELECT count(*) FROM foobar WHERE id = 'a' AND foo = 1",
        ),
        _d(530, "Scan", _ds(), ID_BAR, ab, "SCAN * FROM foobar (and SELECT with allow_select_scan)"),
        _d(
            536,
            "Scan",
            _ds(ExpressionAttributeValues={":v1": N(2)}, FilterExpression="bar = :v1"),
            ID_BAR,
            ab,
            "SCAN * FROM foobar WHERE bar = 2: no index has bar as hash key, so a scan",
        ),
        _d(548, "Scan", _ds(Limit=1), ID_BAR, ab, "SCAN * FROM foobar SCAN LIMIT 1"),
        _d(
            555,
            "Scan",
            _ds(ExpressionAttributeValues={":v1": S("a")}, FilterExpression="begins_with(bar, :v1)"),
            NUM_BAR,
            [{"id": N(1), "bar": S("abc")}, {"id": N(1), "bar": S("def")}],
            "SCAN * FROM foobar WHERE begins_with(bar, 'a')",
        ),
        _d(
            562,
            "Scan",
            _ds(ExpressionAttributeValues={":v1": N(1), ":v2": N(8)}, FilterExpression="bar BETWEEN :v1 AND :v2"),
            ID_BAR,
            [it(id="a", bar=5), it(id="a", bar=10)],
            "SCAN * FROM foobar WHERE bar BETWEEN 1 AND 8",
        ),
        _d(
            570,
            "Scan",
            _ds(FilterExpression="attribute_not_exists(baz)"),
            ID_BAR,
            [it(id="a", bar=5), it(id="a", bar=1, baz=1)],
            "SCAN * FROM foobar WHERE attribute_not_exists(baz)",
        ),
        _d(
            606,
            "Scan",
            _ds(
                ExpressionAttributeValues={":v1": N(1), ":v2": N(3), ":v3": N(5)},
                FilterExpression="bar IN (:v1, :v2, :v3)",
            ),
            ID_BAR,
            [it(id="a", bar=5), it(id="a", bar=2)],
            "SCAN * FROM foobar WHERE bar IN (1, 3, 5)",
        ),
        _d(
            616,
            "Scan",
            _ds(ExpressionAttributeValues={":v1": N(2)}, FilterExpression="contains(baz, :v1)"),
            ID_BAR,
            [it(id="a", bar=5, baz=NS(1, 2, 3)), it(id="a", bar=1, baz=NS(4, 5, 6))],
            "SCAN * FROM foobar WHERE contains(baz, 2); the sets inserted as NS",
        ),
        _d(
            625,
            "Scan",
            _ds(ExpressionAttributeValues={":v1": N(1), ":v2": N(1)}, FilterExpression="(foo = :v1 AND bar = :v2)"),
            ID_BAR,
            [it(id="a", foo=1, bar=1), it(id="b", foo=1, bar=2)],
            "SCAN * FROM foobar WHERE foo = 1 AND bar = 1",
        ),
        _d(
            635,
            "Scan",
            _ds(ExpressionAttributeValues={":v1": N(1), ":v2": N(2)}, FilterExpression="(foo = :v1 OR bar = :v2)"),
            ID_BAR,
            [it(id="a", foo=1, bar=1), it(id="b", foo=2, bar=2)],
            "SCAN * FROM foobar WHERE foo = 1 OR bar = 2",
        ),
        _d(
            647,
            "Scan",
            _ds(
                ExpressionAttributeValues={":v1": N(1), ":v2": N(2), ":v3": N(3)},
                FilterExpression="(foo = :v1 AND NOT (bar = :v2 OR bar = :v3))",
            ),
            ID_BAR,
            [it(id=k, foo=1, bar=b) for k, b in (("a", 1), ("b", 2), ("c", 3))],
            "SCAN * FROM foobar WHERE foo = 1 AND NOT (bar = 2 OR bar = 3)",
        ),
        _d(
            676,
            "Scan",
            _ds(
                ExpressionAttributeValues={":v1": N(2)},
                ExpressionAttributeNames={"#f1": "bar"},
                FilterExpression="#f1[0] = :v1",
            ),
            ID,
            [it(id="a", bar={"L": [N(1), N(2)]}), it(id="b", bar={"L": [N(2), N(3)]})],
            "SCAN * FROM foobar WHERE bar[0] = 2, with reserved_words None (every name a placeholder)",
        ),
        _d(
            685,
            "Scan",
            _ds(
                ExpressionAttributeValues={":v1": N(2)},
                ExpressionAttributeNames={"#f1": "bar", "#f2": "b"},
                FilterExpression="#f1.#f2 = :v1",
            ),
            ID,
            [it(id="a", bar={"M": {"b": N(1)}}), it(id="b", bar={"M": {"b": N(2)}})],
            "SCAN * FROM foobar WHERE bar.b = 2, with reserved_words None",
        ),
        _d(
            699,
            "Scan",
            _ds(FilterExpression="bar <> baz"),
            ID,
            [it(id="a", bar=1, baz=1), it(id="b", bar=2, baz=3)],
            "SCAN * FROM foobar WHERE bar != baz: a field against a field",
        ),
    ]
    # UPDATE: the scan or query for the keys, then one UpdateItem per key
    out += [
        _d(
            927,
            "Scan",
            _ds(ProjectionExpression="id, bar"),
            ID_BAR,
            abz,
            "UPDATE foobar SET baz = 3: the scan for the keys (hash and range key projected)",
        ),
        _d(
            927,
            "UpdateItem",
            _dupd(key_a1, "SET baz = :v1", {":v1": N(3)}),
            ID_BAR,
            abz,
            "UPDATE foobar SET baz = 3: the UpdateItem for the first key",
        ),
        _d(
            939,
            "Query",
            _dq("id = :v1", v1a, ProjectionExpression="id, bar"),
            ID_BAR,
            abz,
            "UPDATE foobar SET baz = 3 WHERE id = 'a': the query for the keys",
        ),
        _d(
            939,
            "UpdateItem",
            _dupd(key_a1, "SET baz = :v1", {":v1": N(3), ":v2": S("a")}, ConditionExpression="id = :v2"),
            ID_BAR,
            abz,
            "UPDATE foobar SET baz = 3 WHERE id = 'a': the WHERE sent again as the condition",
        ),
    ]
    in_cond = _dupd({"id": S("a")}, "SET bar = :v1", {":v1": N(3), ":v2": N(2)}, ConditionExpression="bar < :v2")
    in_cond_b = {**in_cond, "Key": {"id": S("b")}}
    hash_ab = [it(id="a", bar=1), it(id="b", bar=2)]
    out += [
        _d(
            971,
            "UpdateItem",
            in_cond,
            ID,
            hash_ab,
            "UPDATE foobar SET bar = 3 KEYS IN ('a', 1), ('b', 2) WHERE bar < 2 (hash-only table): key a, bar 1 (updated)",
        ),
        _d(
            971,
            "UpdateItem",
            in_cond_b,
            ID,
            hash_ab,
            "the same statement's UpdateItem for key b, bar 2 (ConditionalCheckFailed, which the engine skips)",
        ),
        _d(
            992,
            "UpdateItem",
            _dupd(key_a1, "ADD baz :v1", {":v1": N(-1)}),
            ID_BAR,
            [it(id="a", bar=1, baz=3), it(id="b", bar=2, baz=4)],
            "UPDATE foobar ADD baz -1",
        ),
        _d(
            1003,
            "UpdateItem",
            _dupd(key_a1, "ADD baz :v1", {":v1": NS(2, 3)}),
            ID_BAR,
            [it(id="a", bar=1, baz=NS(1))],
            "UPDATE foobar ADD baz (2, 3)",
        ),
        _d(
            1011,
            "UpdateItem",
            _dupd(key_a1, "DELETE baz :v1", {":v1": NS(2)}),
            ID_BAR,
            [it(id="a", bar=1, baz=NS(1, 2, 3, 4))],
            "UPDATE foobar DELETE baz (2)",
        ),
        _d(
            1032,
            "UpdateItem",
            _dupd(key_a1, "REMOVE baz", None, returns="ALL_NEW"),
            ID_BAR,
            abz,
            "UPDATE foobar REMOVE baz RETURNS ALL NEW",
        ),
        _d(
            1040,
            "UpdateItem",
            _dupd({"id": S("b")}, "SET bar = if_not_exists(bar, :v1)", {":v1": N(2)}),
            ID,
            [it(id="a", bar=1), {"id": S("b")}],
            "UPDATE foobar SET bar = if_not_exists(bar, 2): the UpdateItem for b (its NULL left out at insert)",
        ),
        _d(
            1048,
            "UpdateItem",
            _dupd({"id": S("a")}, "SET bar = list_append(bar, :v1)", {":v1": {"L": [N(2)]}}),
            ID,
            [it(id="a", bar={"L": [N(1)]})],
            "UPDATE foobar SET bar = list_append(bar, [2])",
        ),
        _d(
            1056,
            "UpdateItem",
            _dupd({"id": S("a")}, "SET bar = list_append(:v1, bar)", {":v1": {"L": [N(2)]}}),
            ID,
            [it(id="a", bar={"L": [N(1)]})],
            "UPDATE foobar SET bar = list_append([2], bar)",
        ),
        _d(
            1064,
            "Scan",
            _ds(ProjectionExpression="id", ExpressionAttributeValues={":v1": N(2)}, FilterExpression="bar < :v1"),
            ID,
            hash_ab,
            "UPDATE foobar SET bar = 3 WHERE bar < 2: the scan for the keys (its UpdateItem is the KEYS IN ... WHERE bar < 2 one)",
        ),
        _d(
            1108,
            "UpdateItem",
            _dupd({"id": S("a")}, "SET bar = :v1", {":v1": {"BOOL": False}}),
            ID,
            [{"id": S("a"), "bar": {"BOOL": True}}],
            "UPDATE foobar SET bar = false",
        ),
    ]
    # DELETE
    out += [
        _d(
            1121,
            "DeleteItem",
            {"TableName": T, "Key": key_a1, **IDX},
            ID_BAR,
            ab,
            "DELETE FROM foobar: the DeleteItem for the first key the scan found",
        ),
        _d(
            1129,
            "Query",
            _dq("(id = :v1 AND bar = :v2)", {**v1a, ":v2": N(1)}, ProjectionExpression="id, bar"),
            ID_BAR,
            ab,
            "DELETE FROM foobar WHERE id = 'a' and bar = 1: the query for the keys",
        ),
        _d(
            1129,
            "DeleteItem",
            {
                "TableName": T,
                "Key": key_a1,
                **IDX,
                "ExpressionAttributeValues": {**v1a, ":v2": N(1)},
                "ConditionExpression": "(id = :v1 AND bar = :v2)",
            },
            ID_BAR,
            ab,
            "the same statement's DeleteItem: the WHERE as condition",
        ),
    ]
    keys_in = {
        "TableName": T,
        "Key": {"id": S("a")},
        **IDX,
        "ExpressionAttributeValues": {":v1": N(1)},
        "ConditionExpression": "bar = :v1",
    }
    out += [
        _d(
            1145,
            "DeleteItem",
            keys_in,
            ID,
            hash_ab,
            "DELETE FROM foobar KEYS IN 'a', 'b' WHERE bar = 1: key a (deleted)",
        ),
        _d(
            1145,
            "DeleteItem",
            {**keys_in, "Key": {"id": S("b")}},
            ID,
            hash_ab,
            "the same statement's DeleteItem for b (ConditionalCheckFailed, skipped by the engine)",
        ),
        _d(
            1205,
            "Scan",
            _ds(
                ExpressionAttributeValues={":v1": N(1), ":v2": N(2), ":v3": N(3)},
                ExpressionAttributeNames={"#f1": "hash"},
                FilterExpression="#f1 IN (:v1, :v2, :v3)",
            ),
            ID,
            [it(id="a", hash=1), it(id="b", hash=4)],
            "SCAN * FROM foobar WHERE hash in (1, 2, 3): hash is a reserved word",
        ),
        _d(
            1213,
            "Scan",
            _ds(
                ExpressionAttributeValues={":v1": N(1)},
                ExpressionAttributeNames={"#f1": "my-field"},
                FilterExpression="#f1 = :v1",
            ),
            ID,
            [{"id": S("a"), "my-field": N(1)}, {"id": S("b"), "my-field": N(4)}],
            "SCAN * FROM foobar WHERE my-field = 1: a name with a dash",
        ),
    ]
    return out


CASES = _write_cases() + _read_cases() + _dql_cases()
