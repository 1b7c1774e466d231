"""zio-dynamodb (Scala): the texts its render tests pin, and the requests its
integration tests make, as the library renders them.

Source: zio/zio-dynamodb, branch series/2.x, commit 3ab1bcc (2024-10-24).
``dynamodb/src/test/scala/zio/dynamodb/AliasMapRenderSpec.scala`` pins the
rendered text and the alias map (``AttributeValueKey(av) -> ":v<n>"``,
``PathSegment(parent, name) -> "#n<n>"``, one counter for both) of each
condition, key condition, attribute type and update action;
``AliasMapSpec.scala`` pins the rendered paths (``#n2.#n1[10].#n0``);
``ProjectionExpressionSpec.scala`` (its type safe suite) and
``ComplexAliasMapRenderSpec.scala`` pin expression trees (``toString``, or only
that the names and values agree) and the integration tests
``dynamodb/src/it/scala/zio/dynamodb/TypeSafeApiCrudSpec.scala`` and
``TypeSafeScanAndQuerySpec.scala`` send requests to DynamoDB Local and assert
the answers. A tree or an integration request is written here as the library
renders it (``AliasMap.scala``, ``ConditionExpression.render``,
``UpdateExpression.render``, ``KeyConditionExpr.render``,
``DynamoDBExecutorImpl.scala``): a value ``:v<n>`` and a path segment ``#n<n>``
numbered by first use in render order (a comparison renders its left operand
first, ``contains``/``begins_with``/``attribute_type`` their value before their
path, a key condition its value before its name, a top-level SET its operand
before its path, a list of actions each path before its operand); an equal
value or path segment met again reuses its alias; a nested path's segments get
their aliases from the last one back (``a.b`` -> ``#n1.#n0``); comparisons
and AND/OR operands parenthesised; an update's clauses in the order set,
remove, add, delete, lower case, actions joined by ``,``. An UpdateItem renders
its update before its condition, a Query its filter, key condition and
projections in that order, a Scan its filter and projections, all through one
alias map. The executor's defaults are written as it sends them:
``ReturnConsumedCapacity: NONE`` everywhere, ``ReturnItemCollectionMetrics:
NONE`` and ``ReturnValues: NONE`` on writes (``ALL_OLD``/``ALL_NEW`` where the test asks
for it), ``ConsistentRead: false`` on reads, ``ScanIndexForward: true`` on
queries, ``Select: SPECIFIC_ATTRIBUTES`` on a Scan or Query with projections
and ``ALL_ATTRIBUTES`` on one without (``selectOrAll``); ``scanAll[A]``/
``queryAll[A]`` project the fields of ``A``'s schema.
Only the requests were taken, as data.

Adapted only as far as needed to run: a render test's condition (with no
request around it) is sent as a PutItem's ConditionExpression on the table
``zio-dynamodb`` (string hash key ``id``), over a sample item holding the
test's attribute ``projection`` (so that it holds, or fails where noted); an
``AttributeValueType`` render (``:v0``, the type name as a string) inside the
``attribute_type(#n1, :v0)`` the AttributeType test pins, as a Scan filter
over items holding ``projection`` as each type; a rendered update as an
UpdateItem of that item; a path as a Scan's ProjectionExpression. A partition
key condition on ``num`` as a Query on a table keyed by ``num`` (and ``num2``
for the test that pairs them); a sort key condition rendered alone
(``miniRender``) is sent after a partition key condition ``id = "a"``, as
``ExtendedCompositePrimaryKeyExpr`` renders the pair (the partition key's
value and name take ``:v0`` and ``#n1``, so the sort key's aliases move up
by two), on a table keyed by ``id`` and ``num`` (``num`` a string for
``begins_with``). The type safe suite's ``Student`` trees as Scan filters or
UpdateItems on table ``zio-student`` (string hash key ``email``) over
Student items written as the codec writes them (an enum case as its name,
``Address`` as a map). The integration tests' random table names as
``zio-person`` (string ``id``), ``zio-equipment`` (string ``id``, string
``year``), ``zio-box`` (number ``id``); their items as the codec writes them
(``None`` fields and empty sets left out, empty lists and maps written);
each request's ``before`` is what the test's earlier puts leave. The two-table
transaction and the GSI queries are left out.
"""

from __future__ import annotations

from ._build import case, item, table, typed, values

SOURCE = "zio-dynamodb"
REPO = "zio/zio-dynamodb@3ab1bcc "
UNIT = "dynamodb/src/test/scala/zio/dynamodb/"
IT = "dynamodb/src/it/scala/zio/dynamodb/"
RENDER = UNIT + "AliasMapRenderSpec.scala"
PES = UNIT + "ProjectionExpressionSpec.scala"
CRUD = IT + "TypeSafeApiCrudSpec.scala"
SQ = IT + "TypeSafeScanAndQuerySpec.scala"

WRITE = {"ReturnConsumedCapacity": "NONE", "ReturnItemCollectionMetrics": "NONE", "ReturnValues": "NONE"}
SCAN = {"ReturnConsumedCapacity": "NONE", "ConsistentRead": False}
QUERY = {"ReturnConsumedCapacity": "NONE", "ConsistentRead": False, "ScanIndexForward": True}


def _exprs(names: dict | None, vals: dict | None) -> dict:
    out: dict = {}
    if names:
        out["ExpressionAttributeNames"] = names
    if vals:
        out["ExpressionAttributeValues"] = values(vals)
    return out


def _case(path: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str) -> dict:
    if op in ("Scan", "Query"):
        request["Select"] = "SPECIFIC_ATTRIBUTES" if "ProjectionExpression" in request else "ALL_ATTRIBUTES"
    return case(f"{REPO}{path}:{line}", op, request, tbl, before, note)


# --- AliasMapRenderSpec: conditions, as a PutItem's ConditionExpression -------
T = "zio-dynamodb"
TBL = table(("id", "S"))
PROJ = {"#n0": "projection"}
PROJ1 = {"#n1": "projection"}
PUT_ITEM = item(id="1", projection="put")


def _cond(line: int, text: str, names: dict | None, vals: dict | None, projection, note: str = "") -> dict:
    before = [item(id="1", projection=projection)] if projection is not None else [item(id="1")]
    request = {"TableName": T, "Item": PUT_ITEM, "ConditionExpression": text, **_exprs(names, vals), **WRITE}
    return _case(
        RENDER,
        line,
        "PutItem",
        request,
        TBL,
        before,
        "the rendered condition and its alias map as a PutItem's ConditionExpression" + (f"; {note}" if note else ""),
    )


CONDITIONS = [
    _cond(72, ":v0 BETWEEN :v1 AND :v2", None, {":v0": 2, ":v1": 1, ":v2": 3}, "x", "values only"),
    _cond(82, ":v0 IN (:v0, :v1)", None, {":v0": 1, ":v1": 2}, "x", "values only; :v0 on both sides"),
    _cond(92, "attribute_exists(#n0)", PROJ, None, "x"),
    _cond(92, "attribute_exists(#n0)", PROJ, None, None, "the item lacks projection (fails)"),
    _cond(103, "attribute_not_exists(#n0)", PROJ, None, "x", "the item holds projection (fails)"),
    _cond(114, "attribute_type(#n1, :v0)", PROJ1, {":v0": "N"}, 7, "projection a number"),
    _cond(114, "attribute_type(#n1, :v0)", PROJ1, {":v0": "N"}, "7", "projection a string (fails)"),
    _cond(125, "contains(#n1, :v0)", PROJ1, {":v0": 1}, {1, 2, 3}, "projection a number set"),
    _cond(136, "begins_with(#n1, :v0)", PROJ1, {":v0": "name"}, "name-1"),
    _cond(
        156,
        "(:v0 BETWEEN :v1 AND :v2) AND (attribute_type(#n4, :v3))",
        {"#n4": "projection"},
        {":v0": 2, ":v1": 1, ":v2": 3, ":v3": "N"},
        5,
    ),
    _cond(
        176,
        "(:v0 BETWEEN :v1 AND :v2) OR (attribute_type(#n4, :v3))",
        {"#n4": "projection"},
        {":v0": 2, ":v1": 1, ":v2": 3, ":v3": "N"},
        "five",
    ),
    _cond(190, "NOT (begins_with(#n1, :v0))", PROJ1, {":v0": "name"}, "other"),
    _cond(207, "(:v0) = (size(#n1))", PROJ1, {":v0": 2}, ["a", "b"], "projection a list of two"),
    _cond(223, "(:v0) = (:v0)", None, {":v0": 2}, "x", "values only"),
    _cond(240, "(:v0) <> (size(#n1))", PROJ1, {":v0": 2}, "abc", "projection a string of three"),
    _cond(257, "(:v0) < (:v1)", None, {":v0": 1, ":v1": 3}, "x", "values only"),
    _cond(274, "(:v0) > (:v1)", None, {":v0": 1, ":v1": 3}, "x", "values only (fails: 1 > 3)"),
    _cond(291, "(:v0) <= (:v1)", None, {":v0": 1, ":v1": 3}, "x", "values only"),
    _cond(308, "(:v0) >= (:v1)", None, {":v0": 1, ":v1": 3}, "x", "values only (fails)"),
]

# --- AliasMapRenderSpec: AttributeValueType renders inside attribute_type -----
TYPE_ITEMS = [
    item(id="bool", projection=True),
    item(id="bs", projection=typed({"BS": ["AQI=", "AwQ="]})),
    item(id="l", projection=[1, "a"]),
    item(id="m", projection={"k": "v"}),
    item(id="ns", projection={1, 2}),
    item(id="null", projection=None),
    item(id="ss", projection={"a", "b"}),
    item(id="b", projection=b"\x01\x02"),
    item(id="n", projection=12),
    item(id="s", projection="text"),
]
TYPES = []
for _line, _name in [
    (458, "BOOL"),
    (468, "BS"),
    (478, "L"),
    (488, "M"),
    (498, "NS"),
    (508, "NULL"),
    (518, "SS"),
    (528, "B"),
    (538, "N"),
    (548, "S"),
]:
    TYPES.append(
        _case(
            RENDER,
            _line,
            "Scan",
            {
                "TableName": T,
                "FilterExpression": "attribute_type(#n1, :v0)",
                **_exprs(PROJ1, {":v0": _name}),
                **SCAN,
            },
            TBL,
            TYPE_ITEMS,
            f"AttributeValueType's render (:v0, the string {_name!r}) inside the attribute_type(#n1, :v0) the "
            "AttributeType test pins, as a Scan filter over items holding projection as each type",
        )
    )

# --- AliasMapRenderSpec: key conditions, as Queries ---------------------------
NUM_T = "zio-num"
NUM_TBL = table(("num", "N"))
NUM2_T = "zio-num2"
NUM2_TBL = table(("num", "N"), ("num2", "N"))
SK_T = "zio-sort-n"
SK_TBL = table(("id", "S"), ("num", "N"))
SKS_T = "zio-sort-s"
SKS_TBL = table(("id", "S"), ("num", "S"))
SK_ITEMS = [item(id="a", num=0), item(id="a", num=1), item(id="a", num=2), item(id="b", num=1)]
SK_NOTE = (
    'the sort key condition the test renders alone (miniRender), after the partition key condition id = "a" '
    "as ExtendedCompositePrimaryKeyExpr renders the pair (its aliases renumbered from :v2)"
)


def _sk(line: int, text: str, names: dict, vals: dict, tbl_name: str = SK_T, tbl: dict = SK_TBL, items=None) -> dict:
    return _case(
        RENDER,
        line,
        "Query",
        {
            "TableName": tbl_name,
            "KeyConditionExpression": text,
            **_exprs({"#n1": "id", **names}, {":v0": "a", **vals}),
            **QUERY,
        },
        tbl,
        items or SK_ITEMS,
        SK_NOTE,
    )


KEYS = [
    _sk(324, "#n1 = :v0 AND #n3 = :v2", {"#n3": "num"}, {":v2": 1}),
    _sk(336, "#n1 = :v0 AND #n3 < :v2", {"#n3": "num"}, {":v2": 1}),
    _sk(348, "#n1 = :v0 AND #n3 <> :v2", {"#n3": "num"}, {":v2": 1}),
    _sk(360, "#n1 = :v0 AND #n3 > :v2", {"#n3": "num"}, {":v2": 1}),
    _sk(372, "#n1 = :v0 AND #n3 <= :v2", {"#n3": "num"}, {":v2": 1}),
    _sk(384, "#n1 = :v0 AND #n3 >= :v2", {"#n3": "num"}, {":v2": 1}),
    _sk(397, "#n1 = :v0 AND #n4 BETWEEN :v2 AND :v3", {"#n4": "num"}, {":v2": 1, ":v3": 2}),
    _sk(
        409,
        "#n1 = :v0 AND begins_with(#n3, :v2)",
        {"#n3": "num"},
        {":v2": "name"},
        SKS_T,
        SKS_TBL,
        [item(id="a", num="name-1"), item(id="a", num="other"), item(id="b", num="name-2")],
    ),
    _case(
        RENDER,
        425,
        "Query",
        {"TableName": NUM_T, "KeyConditionExpression": "#n1 = :v0", **_exprs({"#n1": "num"}, {":v0": 1}), **QUERY},
        NUM_TBL,
        [item(num=1, a="x"), item(num=2)],
        "the rendered partition key condition and its alias map as a Query's KeyConditionExpression",
    ),
    _case(
        RENDER,
        446,
        "Query",
        {
            "TableName": NUM2_T,
            "KeyConditionExpression": "#n1 = :v0 AND #n4 BETWEEN :v2 AND :v3",
            **_exprs({"#n1": "num", "#n4": "num2"}, {":v0": 2, ":v2": 1, ":v3": 3}),
            **QUERY,
        },
        NUM2_TBL,
        [item(num=2, num2=0), item(num=2, num2=1), item(num=2, num2=3), item(num=2, num2=4), item(num=1, num2=2)],
        "the rendered key condition and its alias map (:v1 and #n2, #n3 unused) as a Query's KeyConditionExpression",
    ),
]

# --- AliasMapRenderSpec: update actions, as UpdateItems -----------------------
KEY1 = {"id": {"S": "1"}}


def _upd(line: int, text: str, names: dict, vals: dict | None, before: dict, note: str = "") -> dict:
    return _case(
        RENDER,
        line,
        "UpdateItem",
        {"TableName": T, "Key": KEY1, "UpdateExpression": text, **_exprs(names, vals), **WRITE},
        TBL,
        [before],
        "the rendered update and its alias map as an UpdateItem of one sample item" + (f"; {note}" if note else ""),
    )


LIST3 = [1, 2, 3]
UPDATES = [
    _upd(
        577,
        "set #n0 = if_not_exists(#n0, :v1) remove #n2",
        {"#n0": "projection", "#n2": "otherProjection"},
        {":v1": 1},
        item(id="1", otherProjection="gone"),
    ),
    _upd(
        595,
        "set #n0 = :v1,#n2 = :v1 add #n3 :v1",
        {"#n0": "projection", "#n2": "otherProjection", "#n3": "lastProjection"},
        {":v1": 1},
        item(id="1", lastProjection=41),
    ),
    _upd(618, "set #n2 = :v0 - :v1", {"#n2": "projection"}, {":v0": 1, ":v1": 2}, item(id="1")),
    _upd(639, "set #n2 = :v0 + :v1", {"#n2": "projection"}, {":v0": 1, ":v1": 2}, item(id="1")),
    _upd(657, "set #n1 = :v0", PROJ1, {":v0": 1}, item(id="1", projection="old")),
    _upd(676, "set #n0 = #n0", PROJ, None, item(id="1", projection="same")),
    _upd(676, "set #n0 = #n0", PROJ, None, item(id="1"), "projection missing (the operand does not exist)"),
    _upd(697, "set #n0 = list_append(#n0, :v1)", PROJ, {":v1": LIST3}, item(id="1", projection=[0])),
    _upd(718, "set #n0 = list_append(:v1, #n0)", PROJ, {":v1": LIST3}, item(id="1", projection=[4])),
    _upd(739, "set #n0 = if_not_exists(#n0, :v1)", PROJ, {":v1": 1}, item(id="1")),
    _upd(757, "remove #n0", PROJ, None, item(id="1", projection="x")),
    _upd(776, "add #n0 :v1", PROJ, {":v1": 1}, item(id="1", projection=5)),
    _upd(
        795,
        "delete #n0 :v1",
        PROJ,
        {":v1": 1},
        item(id="1", projection={1, 2}),
        "the test deletes a number (Number(1)), not a set",
    ),
]

# --- AliasMapSpec: rendered paths, as Scan projections -------------------------
NESTED = [{"address": f"street {i}"} for i in range(11)]
PATH_ITEMS = [
    item(id="1", abc="top", map={"abc": "inner", "names": NESTED}, names=NESTED),
    item(id="2", abc="only"),
]
PATHS = []
for _line, _text, _names in [
    (24, "#n0", {"#n0": "abc"}),
    (35, "#n1.#n0", {"#n1": "map", "#n0": "abc"}),
    (43, "#n0[10]", {"#n0": "names"}),
    (54, "#n1[10].#n0", {"#n1": "names", "#n0": "address"}),
    (66, "#n2.#n1[10].#n0", {"#n2": "map", "#n1": "names", "#n0": "address"}),
]:
    PATHS.append(
        _case(
            UNIT + "AliasMapSpec.scala",
            _line,
            "Scan",
            {"TableName": T, "ProjectionExpression": _text, "ExpressionAttributeNames": _names, **SCAN},
            TBL,
            PATH_ITEMS,
            "the rendered path and its alias map as a Scan's ProjectionExpression",
        )
    )

# --- ProjectionExpressionSpec (type safe suite): trees, as rendered ------------
ST = "zio-student"
ST_TBL = table(("email", "S"))


def _addr(a: str) -> dict:
    return {"addr1": a}


STUDENTS = [
    item(
        email="avi@gmail.com",
        subject="maths",
        studentNumber=1,
        collegeName="foo college",
        addresses=[_addr("Addr1"), _addr("Addr2"), _addr("Addr3")],
        addressMap={"UK": _addr("Addr1")},
        groups={"group1", "group2"},
        payment="PayPal",
    ),
    item(
        email="adam@gmail.com",
        subject="history",
        studentNumber=2,
        collegeName="bar",
        addresses=[_addr("Addr1")],
        addressMap={"US": _addr("Addr9")},
        groups={"group2"},
        payment="CreditCard",
    ),
    item(
        email="zed@example.com",
        subject="art",
        studentNumber=5,
        collegeName="baz",
        addresses=[],
        addressMap={},
        payment="DebitCard",
    ),
]
TREE = "the tree the test pins, as the library renders it, as a Scan filter over Student items"


def _filter(line: int, text: str, names: dict, vals: dict | None = None) -> dict:
    return _case(
        PES,
        line,
        "Scan",
        {"TableName": ST, "FilterExpression": text, **_exprs(names, vals), **SCAN},
        ST_TBL,
        STUDENTS,
        TREE,
    )


SN = {"#n0": "studentNumber"}
TREES = [
    _case(
        PES,
        518,
        "UpdateItem",
        {
            "TableName": ST,
            "Key": {"email": {"S": "avi@gmail.com"}},
            "UpdateExpression": "remove #n0[2]",
            "ExpressionAttributeNames": {"#n0": "addresses"},
            **WRITE,
        },
        ST_TBL,
        STUDENTS[:1],
        "the tree the test pins (RemoveAction(addresses[2])), as the library renders it, as an UpdateItem",
    ),
    _filter(615, "begins_with(#n1, :v0)", {"#n1": "email"}, {":v0": "avi"}),
    _filter(619, "#n0 BETWEEN :v1 AND :v2", SN, {":v1": 1, ":v2": 3}),
    _filter(623, "#n0 IN (:v1)", {"#n0": "addresses"}, {":v1": [_addr("Addr1")]}),
    _filter(633, "#n0 IN (:v1, :v2)", {"#n0": "groups"}, {":v1": {"group2"}, ":v2": {"group1"}}),
    _filter(639, "#n0 IN (:v1, :v2)", SN, {":v1": 2, ":v2": 1}),
    _filter(643, "#n0 IN (:v1, :v2)", {"#n0": "payment"}, {":v1": "PayPal", ":v2": "CreditCard"}),
    _filter(649, "contains(#n1, :v0)", {"#n1": "collegeName"}, {":v0": "foo"}),
    _filter(653, "contains(#n1, :v0)", {"#n1": "groups"}, {":v0": "group1"}),
    _filter(665, "(#n0) = (#n0)", SN),
    _filter(671, "(#n0) <> (:v1)", SN, {":v1": 1}),
    _filter(703, "(#n0) > (:v1)", SN, {":v1": 1}),
    _filter(741, "(#n0[0]) = (:v1)", {"#n0": "addresses"}, {":v1": _addr("Addr1")}),
    _filter(747, "(#n1.#n0) = (:v2)", {"#n1": "addressMap", "#n0": "UK"}, {":v2": _addr("Addr1")}),
    _filter(753, "(#n1[0].#n0) = (:v2)", {"#n1": "addresses", "#n0": "addr1"}, {":v2": "Addr1"}),
    _filter(
        759,
        "(#n2.#n1.#n0) = (:v3)",
        {"#n2": "addressMap", "#n1": "UK", "#n0": "addr1"},
        {":v3": "Addr1"},
    ),
]

# --- ComplexAliasMapRenderSpec: filter, key condition and projections ----------
COMPLEX = [
    _case(
        UNIT + "ComplexAliasMapRenderSpec.scala",
        54,
        "Query",
        {
            "TableName": "zio-box",
            "ProjectionExpression": "#n4, #n5, #n2",
            "FilterExpression": "(#n2.#n1.#n0) = (:v3)",
            "KeyConditionExpression": "#n4 = :v3",
            "ExpressionAttributeNames": {
                "#n0": "rgb",
                "#n1": "Green",
                "#n2": "trafficLightColour",
                "#n4": "id",
                "#n5": "code",
            },
            "ExpressionAttributeValues": values({":v3": 1}),
            **QUERY,
        },
        table(("id", "N")),
        [
            item(id=1, code=10, trafficLightColour={"Green": {"rgb": 1}}),
            item(id=2, code=20, trafficLightColour={"Red": {"rgb": 1}}),
        ],
        "the filter, key condition and projections the test renders through one alias map (it asserts only that "
        "names and values agree), as a Query on a table keyed by Box.id: the key condition reuses the filter's "
        ":v3; an enum case as the map the codec writes",
    ),
]

# --- TypeSafeApiCrudSpec: the requests the tests make --------------------------
PT = "zio-person"
PT_TBL = table(("id", "S"))
K = {"id": {"S": "1"}}
SMITH = item(id="1", surname="Smith", age=21)
JOHN = item(id="1", surname="Smith", forename="John", age=21)
IT_NOTE = "the request the test makes, as the library renders it"


def _crud(line: int, op: str, request: dict, before: list, note: str = IT_NOTE, returns: str = "NONE") -> dict:
    if returns != "NONE":
        note += f" (.returns: {returns})"
    return _case(CRUD, line, op, {"TableName": PT, **request, **WRITE, "ReturnValues": returns}, PT_TBL, before, note)


def _coll(addresses=None, amap=None, aset=None, surname: str = "Smith") -> dict:
    out = item(id="1", surname=surname, addressList=addresses or [], addressMap=amap or {})
    if aset:
        out["addressSet"] = {"SS": sorted(aset)}
    return out


A1 = {"number": "1", "Postcode": "AAAA"}
A2 = {"number": "2", "Postcode": "BBBB"}
A3 = {"number": "3", "Postcode": "CCCC"}
A1B = {"number": "1", "Postcode": "BBBB"}


def _upd_it(line: int, text: str, names: dict, vals: dict | None, before: list, cond: str | None = None, **kw):
    request = {"Key": K, "UpdateExpression": text, **_exprs(names, vals)}
    if cond:
        request["ConditionExpression"] = cond
    return _crud(line, "UpdateItem", request, before, **kw)


CRUD_CASES = [
    _crud(
        101,
        "PutItem",
        {"Item": JOHN, "ConditionExpression": "attribute_not_exists(#n0)", "ExpressionAttributeNames": {"#n0": "id"}},
        [JOHN],
        IT_NOTE + " (fails: the item exists)",
    ),
    _crud(
        128,
        "PutItem",
        {"Item": JOHN, "ConditionExpression": "attribute_exists(#n0)", "ExpressionAttributeNames": {"#n0": "id"}},
        [JOHN],
    ),
    _crud(
        141,
        "PutItem",
        {
            "Item": JOHN,
            "ConditionExpression": "(((attribute_exists(#n0)) AND ((#n1) = (:v2))) AND (attribute_not_exists(#n3))) "
            "AND ((#n4) > (:v5))",
            **_exprs({"#n0": "id", "#n1": "surname", "#n3": "forename", "#n4": "age"}, {":v2": "Smith", ":v5": 20}),
        },
        [SMITH],
    ),
    _upd_it(195, "set #n1 = :v0", {"#n1": "forename"}, {":v0": "John"}, [SMITH], returns="ALL_OLD"),
    _upd_it(208, "set #n1 = :v0", {"#n1": "forename"}, {":v0": "John"}, [SMITH], returns="ALL_NEW"),
    _upd_it(221, "set #n1 = :v0", {"#n1": "forename"}, {":v0": "John"}, [SMITH]),
    _upd_it(
        232,
        "set #n1 = :v0",
        {"#n1": "forename", "#n2": "id"},
        {":v0": "John", ":v3": "1"},
        [SMITH],
        "(#n2) = (:v3)",
    ),
    _upd_it(
        242,
        "set #n1 = :v0",
        {"#n1": "forename", "#n2": "id"},
        {":v0": "John"},
        [],
        "attribute_exists(#n2)",
        note=IT_NOTE + " (fails: the table is empty)",
    ),
    _upd_it(
        256,
        "set #n1 = :v0",
        {"#n1": "surname", "#n3": "addressSet"},
        {":v0": "Brown", ":v2": "address1"},
        [_coll(aset={"address1"})],
        "contains(#n3, :v2)",
    ),
    _upd_it(
        270,
        "set #n1 = :v0",
        {"#n1": "surname", "#n2": "id"},
        {":v0": "Brown", ":v3": 1},
        [_coll(aset={"address1"})],
        "(size(#n2)) = (:v3)",
    ),
    _upd_it(
        284,
        "set #n1 = :v0",
        {"#n1": "surname"},
        {":v0": "Brown", ":v2": 5},
        [_coll(aset={"address1"})],
        "(size(#n1)) = (:v2)",
    ),
    _upd_it(
        299,
        "set #n1 = :v0",
        {"#n1": "age", "#n3": "forename"},
        {":v0": 22, ":v2": "oh"},
        [JOHN],
        "contains(#n3, :v2)",
    ),
    _upd_it(
        314,
        "set #n1 = :v0",
        {"#n1": "forename", "#n2": "surname"},
        {":v0": "John", ":v3": "Smith"},
        [SMITH],
        "((#n2) = (:v3)) AND (attribute_not_exists(#n1))",
    ),
    _upd_it(330, "set #n0 = if_not_exists(#n0, :v1)", {"#n0": "forename"}, {":v1": "Tarlochan"}, [SMITH]),
    _upd_it(342, "set #n0 = if_not_exists(#n0, :v1)", {"#n0": "surname"}, {":v1": "XXXX"}, [SMITH]),
    _upd_it(
        355,
        "set #n0 = :v1,#n2 = :v1",
        {"#n0": "forename", "#n2": "surname"},
        {":v1": "John", ":v3": "Smith"},
        [SMITH],
        "((#n2) = (:v3)) AND (attribute_not_exists(#n0))",
    ),
    _upd_it(
        383,
        "set #n2.#n1 = :v0",
        {"#n1": "1", "#n2": "addressMap", "#n3": "Postcode"},
        {":v0": A1B, ":v4": "AAAA"},
        [_coll(amap={"1": A1})],
        "(attribute_exists(#n2.#n1)) AND ((#n2.#n1.#n3) = (:v4))",
    ),
    _upd_it(
        402,
        "set #n2.#n1 = :v0",
        {"#n1": "1", "#n2": "addressMap"},
        {":v0": A1},
        [_coll()],
        "attribute_not_exists(#n2.#n1)",
    ),
    _upd_it(439, "remove #n1.#n0", {"#n0": "2", "#n1": "addressMap"}, None, [_coll(amap={"1": A1, "2": A2})]),
    _upd_it(456, "remove #n1.#n0", {"#n0": "DOES_NOT_EXIST", "#n1": "addressMap"}, None, [_coll()]),
    _upd_it(477, "set #n2.#n1 = :v0", {"#n1": "1", "#n2": "addressMap"}, {":v0": A1B}, [_coll(amap={"1": A1})]),
    _upd_it(494, "set #n0 = list_append(#n0, :v1)", {"#n0": "addressList"}, {":v1": [A2]}, [_coll(addresses=[A1])]),
    _upd_it(512, "set #n0 = list_append(#n0, :v1)", {"#n0": "addressList"}, {":v1": [A2, A3]}, [_coll(addresses=[A1])]),
    _upd_it(
        529,
        "remove #n0[1]",
        {"#n0": "addressList", "#n1": "Postcode"},
        {":v2": "BBBB"},
        [_coll(addresses=[A1, A2])],
        "(attribute_exists(#n0[1])) AND ((#n0[1].#n1) = (:v2))",
    ),
    _upd_it(
        549,
        "remove #n0[1]",
        {"#n0": "addressList"},
        None,
        [_coll(addresses=[A1, A2])],
        "attribute_exists(#n0[1])",
    ),
    _upd_it(564, "remove #n0[100]", {"#n0": "addressList"}, None, [_coll(addresses=[A1])]),
    _upd_it(598, "set #n0 = list_append(:v1, #n0)", {"#n0": "addressList"}, {":v1": [A2]}, [_coll(addresses=[A1])]),
    _upd_it(616, "set #n0 = list_append(:v1, #n0)", {"#n0": "addressList"}, {":v1": [A2, A3]}, [_coll(addresses=[A1])]),
    _upd_it(631, "add #n0 :v1", {"#n0": "addressSet"}, {":v1": {"address2", "address3"}}, [_coll(aset={"address1"})]),
    _upd_it(
        646,
        "delete #n0 :v1",
        {"#n0": "addressSet"},
        {":v1": {"address2", "address3"}},
        [_coll(aset={"address1", "address2", "address3"})],
    ),
    _upd_it(660, "delete #n0 :v1", {"#n0": "addressSet"}, {":v1": {"address2"}}, [_coll(aset={"address1"})]),
    _upd_it(675, "add #n0 :v1", {"#n0": "age"}, {":v1": 1}, [JOHN]),
    _crud(690, "DeleteItem", {"Key": K}, [JOHN], returns="ALL_OLD"),
    _crud(
        701,
        "DeleteItem",
        {"Key": K, "ConditionExpression": "attribute_exists(#n0)", "ExpressionAttributeNames": {"#n0": "id"}},
        [JOHN],
    ),
    _crud(
        712,
        "DeleteItem",
        {"Key": K, "ConditionExpression": "attribute_exists(#n0)", "ExpressionAttributeNames": {"#n0": "id"}},
        [],
        IT_NOTE + " (fails: the table is empty)",
    ),
    _crud(
        724,
        "DeleteItem",
        {
            "Key": K,
            "ConditionExpression": "(((#n0) = (:v1)) AND ((#n2) = (:v3))) AND ((#n4) >= (:v5))",
            **_exprs({"#n0": "surname", "#n2": "forename", "#n4": "age"}, {":v1": "Smith", ":v3": "John", ":v5": 21}),
        },
        [JOHN],
    ),
]

PETER = item(id="2", surname="Jones", forename="Peter", age=42)
TARLOCHAN = item(id="2", surname="Jones", forename="Tarlochan", age=42)
NOT2 = {
    "ConditionExpression": "(#n0) <> (:v1)",
    "ExpressionAttributeNames": {"#n0": "id"},
    "ExpressionAttributeValues": values({":v1": "2"}),
}
TRANSACTIONS = [
    _case(
        CRUD,
        814,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"Key": K, "TableName": PT}},
                {"Get": {"Key": {"id": {"S": "2"}}, "TableName": PT}},
            ],
            "ReturnConsumedCapacity": "NONE",
        },
        PT_TBL,
        [JOHN, TARLOCHAN],
        IT_NOTE + " ((getJohn zip getTarlochan).transaction)",
    ),
    _case(
        CRUD,
        826,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Put": {"Item": item(id="1", surname="Smith", forename="Updated", age=21), "TableName": PT, **NOT2}},
                {"Put": {"Item": item(id="2", surname="Jones", forename="Updated", age=42), "TableName": PT, **NOT2}},
            ],
            "ReturnConsumedCapacity": "NONE",
            "ReturnItemCollectionMetrics": "NONE",
        },
        PT_TBL,
        [JOHN, PETER],
        IT_NOTE + " (two conditional puts in one transaction; the second one's condition fails)",
    ),
]

# --- TypeSafeScanAndQuerySpec: scans and queries --------------------------------
BROWN = item(id="2", surname="Brown", age=42)
PEOPLE = [JOHN, BROWN]
PERSON_NAMES = {"#n0": "id", "#n1": "surname", "#n2": "forename", "#n3": "age"}


def _scan(line: int, request: dict) -> dict:
    return _case(SQ, line, "Scan", {"TableName": PT, **request, **SCAN}, PT_TBL, PEOPLE, IT_NOTE)


ET = "zio-equipment"
ET_TBL = table(("id", "S"), ("year", "S"))
EQUIP = [
    item(id="1", year="1999", name="Widget1", price=1.0),
    item(id="1", year="2019", name="Widget1", price=1.0),
    item(id="1", year="2020", name="Widget1", price=1.0),
    item(id="1", year="2021", name="Widget1", price=2.0),
    item(id="2", year="2020", name="Widget2", price=3.0),
]


def _query(line: int, key: str, proj: str, names: dict, vals: dict, limit: int | None = None) -> dict:
    request = {
        "TableName": ET,
        "ProjectionExpression": proj,
        "KeyConditionExpression": key,
        **_exprs(names, vals),
        **QUERY,
    }
    if limit:
        request["Limit"] = limit
    return _case(SQ, line, "Query", request, ET_TBL, EQUIP, IT_NOTE + " (the test's items, and some of the others')")


EQ_NAMES = {"#n1": "id", "#n3": "year", "#n4": "name", "#n5": "price"}
SCANS = [
    _scan(
        59,
        {
            "ProjectionExpression": "#n1, #n2, #n0, #n3",
            "FilterExpression": "attribute_exists(#n0)",
            "ExpressionAttributeNames": {"#n0": "forename", "#n1": "id", "#n2": "surname", "#n3": "age"},
        },
    ),
    _scan(
        69,
        {
            "ProjectionExpression": "#n1, #n2, #n0, #n3",
            "FilterExpression": "attribute_not_exists(#n0)",
            "ExpressionAttributeNames": {"#n0": "forename", "#n1": "id", "#n2": "surname", "#n3": "age"},
        },
    ),
    _scan(
        79,
        {
            "ProjectionExpression": "#n0, #n5, #n6, #n3",
            "FilterExpression": "(#n0 IN (:v1, :v2)) AND ((#n3) > (:v4))",
            **_exprs(
                {"#n0": "id", "#n3": "age", "#n5": "surname", "#n6": "forename"},
                {":v1": "2", ":v2": "1", ":v4": 21},
            ),
        },
    ),
    _scan(92, {"Limit": 1, "ProjectionExpression": "#n0, #n1, #n2, #n3", "ExpressionAttributeNames": PERSON_NAMES}),
    _scan(
        108,
        {
            "Limit": 1,
            "ProjectionExpression": "#n1, #n2, #n0, #n3",
            "FilterExpression": "attribute_exists(#n0)",
            "ExpressionAttributeNames": {"#n0": "forename", "#n1": "id", "#n2": "surname", "#n3": "age"},
        },
    ),
    _query(
        139,
        "#n1 = :v0",
        "#n1, #n2, #n3, #n4",
        {"#n1": "id", "#n2": "year", "#n3": "name", "#n4": "price"},
        {":v0": "1"},
    ),
    _query(153, "#n1 = :v0 AND #n3 = :v2", "#n1, #n3, #n4, #n5", EQ_NAMES, {":v0": "1", ":v2": "2020"}),
    _query(166, "#n1 = :v0 AND #n3 > :v2", "#n1, #n3, #n4, #n5", EQ_NAMES, {":v0": "1", ":v2": "2019"}),
    _query(181, "#n1 = :v0 AND begins_with(#n3, :v2)", "#n1, #n3, #n4, #n5", EQ_NAMES, {":v0": "1", ":v2": "20"}),
    _query(
        196,
        "#n1 = :v0 AND #n4 BETWEEN :v2 AND :v3",
        "#n1, #n4, #n5, #n6",
        {"#n1": "id", "#n4": "year", "#n5": "name", "#n6": "price"},
        {":v0": "1", ":v2": "2020", ":v3": "2021"},
    ),
    _query(
        209,
        "#n1 = :v0",
        "#n1, #n2, #n3, #n4",
        {"#n1": "id", "#n2": "year", "#n3": "name", "#n4": "price"},
        {":v0": "1"},
        limit=1,
    ),
]

CASES = CONDITIONS + TYPES + KEYS + UPDATES + PATHS + TREES + COMPLEX + CRUD_CASES + TRANSACTIONS + SCANS
