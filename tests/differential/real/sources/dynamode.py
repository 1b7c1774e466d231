"""Dynamode (TypeScript): the texts its expression builder tests pin, and the
requests its builders and end-to-end tests make, as the library writes them.

Source: blazejkustra/dynamode, branch main, commit 738684d (2025-10-21).
``tests/unit/utils/ExpressionBuilder.test.ts`` pins whole texts and maps
(``substituteName``, ``run``); ``tests/unit/entity/helpers/buildOperators.test.ts``
and ``tests/unit/condition/index.test.ts`` pin operator lists (``OPERATORS.eq``,
``UPDATE_OPERATORS.set``, ...), which the library's ``ExpressionBuilder.run``
turns into text; ``tests/e2e/condition.test.ts`` and ``tests/e2e/entity/*.test.ts``
(``update``, ``query``, ``get``, ``put``, ``create``, ``delete``) send requests
to DynamoDB Local and assert the answers. The other unit tests mock the builder
(their texts are placeholders such as ``'conditionExpression'``) and were not
taken. An operator list or an end-to-end request is written here as the
library writes it (``lib/utils/ExpressionBuilder.ts``, ``lib/utils/constants.ts``,
``lib/condition``, ``lib/entity/helpers/buildOperators.ts``,
``lib/entity/entityManager.ts``, ``lib/query``): a path segment that is a
DynamoDB reserved word (its own list) becomes ``#`` + the segment, others stay
bare (``#object.optional``, ``partitionKey``); a value ``:`` + the path with
``.`` as ``_`` and ``[n]`` as ``_indexn``, a repeated one suffixed ``__1``,
``__2``...; conditions joined with `` AND ``/`` OR ``, ``not()`` written as the
opposite comparison (``NOT (... IN (...))``, ``NOT contains(...)``), an empty
``in([])`` as ``attribute_exists(#a) AND attribute_not_exists(#a)``, an empty
``not().in([])`` as no condition; an update's SET (set, setIfNotExists,
listAppend, increment, decrement, in that order; ``updatedAt = :updatedAt``
first when the table names an updatedAt attribute), ADD, DELETE and REMOVE
clauses in that order; ``put`` without ``overwrite`` sends no condition,
``create`` adds ``attribute_not_exists(partitionKey)``; ``update`` sends
``ReturnValues: ALL_NEW`` and ``delete`` ``ReturnValues: ALL_OLD`` unless told
otherwise; a projection ends with ``dynamodeEntity``; the partition key's
``prefix`` attribute option prepended (``prefix#PK1``). Values through
``@aws-sdk/util-dynamodb``'s ``convertToAttr`` (a ``Set`` of strings as
``SS``, a ``Map`` as ``M``, an array as ``L``, a ``Uint8Array`` as ``B``).
Only the requests were taken, as data.

Adapted only as far as needed to run: the tests' table ``test-table``
(string ``partitionKey`` and ``sortKey``; its GSIs and LSI left out, and the
queries on them); ``mockEntityFactory``'s item written as the library converts
it (``dynamodeEntity: MockEntity``, dates at the tests' ``mockDate``
1000000000000 as ISO text for string dates and milliseconds for number dates,
also where the test lets the fake clock run from the real time); each
request's ``before`` is what the test's earlier puts leave (``condition.test.ts``
puts the mock item first). ``ExpressionBuilder.test.ts`` mocks ``valueToDynamo``
to return its input: its plain values (``'value'``, ``1``, ``100``) are written
as the library would marshal them; its condition is sent as a Scan filter and
its substituted names as a Scan projection, over sample items. The
buildOperators unit tests mock the table metadata away (no updatedAt): their
lists are sent as UpdateItems of the mock item; a condition list of the unit
tests as a Scan filter over sample items.
"""

from __future__ import annotations

from ._build import case, item, table, values

SOURCE = "dynamode"
REPO = "blazejkustra/dynamode@738684d "
T = "test-table"
TBL = table(("partitionKey", "S"), ("sortKey", "S"))
E2E = "tests/e2e/"
COND = E2E + "condition.test.ts"
UPD = E2E + "entity/update.test.ts"
QRY = E2E + "entity/query.test.ts"
EB = "tests/unit/utils/ExpressionBuilder.test.ts"
BO = "tests/unit/entity/helpers/buildOperators.test.ts"
UC = "tests/unit/condition/index.test.ts"
DATE_S = "2001-09-09T01:46:40.000Z"
DATE_N = 1000000000000
WRITTEN = "the request the test makes, as the library writes it"


def _mock(pk: str = "PK1", sk: str = "SK1", **over) -> dict:
    attrs = {
        "partitionKey": f"prefix#{pk}",
        "sortKey": sk,
        "createdAt": DATE_S,
        "updatedAt": DATE_N,
        "dynamodeEntity": "MockEntity",
        "string": "string",
        "object": {"required": 2},
        "array": ["1", "2"],
        "map": {"1": "2"},
        "set": {"1", "2", "3"},
        "number": 1,
        "boolean": True,
        "strDate": DATE_S,
        "numDate": DATE_N,
        "binary": b"\x01\x02\x03",
    }
    attrs.update(over)
    return item(**attrs)


def _key(pk: str = "PK1", sk: str = "SK1") -> dict:
    return {"partitionKey": {"S": f"prefix#{pk}"}, "sortKey": {"S": sk}}


MOCK = _mock()


def _exprs(names: dict | None, vals: dict | None) -> dict:
    out: dict = {}
    if names:
        out["ExpressionAttributeNames"] = names
    if vals:
        out["ExpressionAttributeValues"] = values(vals)
    return out


def _case(path: str, line: int, op: str, request: dict, before: list, note: str = WRITTEN) -> dict:
    return case(f"{REPO}{path}:{line}", op, {"TableName": T, **request}, TBL, before, note)


# --- tests/e2e/condition.test.ts: MockEntityManager.put(mock, { condition }) --
S = {"#string": "string"}
N = {"#number": "number"}
AR = {"#array": "array"}
ST = {"#set": "set"}
B = {"#boolean": "boolean"}
OBJ = {"#object": "object"}


def _put_cond(line: int, text: str | None, names: dict | None, vals: dict | None, note: str) -> dict:
    request = {"Item": MOCK}
    if text:
        request["ConditionExpression"] = text
    request.update(_exprs(names, vals))
    return _case(COND, line, "PutItem", request, [MOCK], WRITTEN + "; " + note)


FAIL = "one of the conditions the test expects to fail, on the mock item it put"
PASS = "one of the conditions the test expects to hold, on the mock item it put"

CONDITIONS = [
    _put_cond(line, text, names, vals, FAIL)
    for line, text, names, vals in [
        (30, "#string = :string", S, {":string": "anything"}),
        (31, "#string <> :string", S, {":string": "string"}),
        (32, "#string < :string", S, {":string": "string"}),
        (33, "#string <= :string", S, {":string": "str"}),
        (34, "#string > :string", S, {":string": "string"}),
        (35, "#string >= :string", S, {":string": "ttring"}),
        (36, "begins_with(#string, :string)", S, {":string": "any"}),
        (37, "#string BETWEEN :string AND :string__1", S, {":string": "a", ":string__1": "c"}),
        (38, "#string IN (:string, :string__1)", S, {":string": "anything", ":string__1": "anything2"}),
        (39, "attribute_exists(#string) AND attribute_not_exists(#string)", S, None),
        (40, "NOT (#string IN (:string, :string__1))", S, {":string": "string", ":string__1": "string2"}),
        (41, "#string <> :string", S, {":string": "string"}),
        (42, "#string = :string", S, {":string": "anything"}),
        (43, "#string >= :string", S, {":string": "ttring"}),
        (44, "#string > :string", S, {":string": "string"}),
        (45, "#string <= :string", S, {":string": "str"}),
        (46, "#string < :string", S, {":string": "string"}),
        (47, "attribute_not_exists(#string)", S, None),
        (48, "attribute_exists(#object.optional)", OBJ, None),
        (49, "size(#string) = :string", S, {":string": 0}),
        (50, "size(#string) <> :string", S, {":string": 6}),
        (51, "size(#string) < :string", S, {":string": 0}),
        (52, "size(#string) <= :string", S, {":string": 5}),
        (53, "size(#string) > :string", S, {":string": 6}),
        (54, "size(#string) >= :string", S, {":string": 7}),
        (57, "#number = :number", N, {":number": 0}),
        (58, "#number <> :number", N, {":number": 1}),
        (59, "#number < :number", N, {":number": 1}),
        (60, "#number <= :number", N, {":number": 0}),
        (61, "#number > :number", N, {":number": 1}),
        (62, "#number >= :number", N, {":number": 2}),
        (63, "#number BETWEEN :number AND :number__1", N, {":number": 2, ":number__1": 4}),
        (64, "#number IN (:number)", N, {":number": 0}),
        (65, "NOT (#number IN (:number))", N, {":number": 1}),
        (66, "attribute_type(#number, :number)", N, {":number": "S"}),
        (69, "contains(#array, :array)", AR, {":array": "4"}),
        (70, "NOT contains(#array, :array)", AR, {":array": "1"}),
        (73, "contains(#set, :set)", ST, {":set": "4"}),
        (76, "NOT contains(#set, :set)", ST, {":set": "1"}),
    ]
] + [
    _put_cond(line, text, names, vals, PASS if text else PASS + " (not().in([]) adds no condition)")
    for line, text, names, vals in [
        (94, "attribute_exists(#string)", S, None),
        (95, "size(#string) = :string", S, {":string": 6}),
        (96, "begins_with(#string, :string)", S, {":string": "str"}),
        (97, "attribute_not_exists(#object.optional)", OBJ, None),
        (100, "attribute_exists(#number)", N, None),
        (101, "#number BETWEEN :number AND :number__1", N, {":number": 0, ":number__1": 2}),
        (102, "#number IN (:number)", N, {":number": 1}),
        (103, "NOT (#number IN (:number))", N, {":number": 0}),
        (104, None, None, None),
        (107, "attribute_exists(#boolean)", B, None),
        (108, "#boolean = :boolean", B, {":boolean": True}),
        (109, "#boolean <> :boolean", B, {":boolean": False}),
        (112, "attribute_type(#string, :string)", S, {":string": "S"}),
        (113, "attribute_type(#number, :number)", N, {":number": "N"}),
        (114, "attribute_type(#boolean, :boolean)", B, {":boolean": "BOOL"}),
        (115, "attribute_type(#array, :array)", AR, {":array": "L"}),
        (116, "attribute_type(#set, :set)", ST, {":set": "SS"}),
        (117, "attribute_type(#map, :map)", {"#map": "map"}, {":map": "M"}),
        (120, "contains(#array, :array)", AR, {":array": "1"}),
        (121, "NOT contains(#array, :array)", AR, {":array": "4"}),
        (124, "contains(#set, :set)", ST, {":set": "1"}),
        (127, "NOT contains(#set, :set)", ST, {":set": "4"}),
        (133, "#map = :map", {"#map": "map"}, {":map": {"1": "2"}}),
        (138, "#string = :string AND #number = :number", S | N, {":string": "string", ":number": 1}),
        (139, "#string = :string OR #number = :number", S | N, {":string": "string", ":number": 0}),
        (140, "#string = :string AND #number <> :number", S | N, {":string": "string", ":number": 0}),
        (
            141,
            "#string = :string AND (#number = :number OR #number = :number__1)",
            S | N,
            {":string": "string", ":number": 0, ":number__1": 1},
        ),
    ]
]

# --- tests/e2e/entity/update.test.ts -------------------------------------------
UPD_AT = {":updatedAt": DATE_N}


def _update(
    line: int,
    text: str,
    names: dict | None,
    vals: dict,
    before: list,
    key: dict | None = None,
    cond: str | None = None,
    returns: str = "ALL_NEW",
    note: str = WRITTEN,
) -> dict:
    request = {"Key": key or _key(), "ReturnValues": returns, "UpdateExpression": text}
    if cond:
        request["ConditionExpression"] = cond
    request.update(_exprs(names, {**UPD_AT, **vals}))
    return _case(UPD, line, "UpdateItem", request, before, note)


ALL_NAMES = {
    "#string": "string",
    "#number": "number",
    "#object": "object",
    "#map": "map",
    "#set": "set",
    "#array": "array",
    "#boolean": "boolean",
}
EVERY = {
    ":string": "after",
    ":number": 2,
    ":object": {"required": 3, "optional": "optional"},
    ":map": {"1": "2"},
}
UPDATES = [
    _update(
        26,
        "SET updatedAt = :updatedAt, #string = :string",
        S,
        {":string": "string"},
        [],
        note=WRITTEN + "; no item yet",
    ),
    _update(42, "SET updatedAt = :updatedAt, #string = :string", S, {":string": "after"}, [_mock(string="before")]),
    _update(
        58,
        "SET updatedAt = :updatedAt, #string = :string, #object.optional = if_not_exists(#object.optional, "
        ":object_optional), #array = list_append(#array, :array), #object.required = #object.required + "
        ":object_required ADD #number :number DELETE #set :set REMOVE #boolean",
        {
            "#string": "string",
            "#object": "object",
            "#array": "array",
            "#number": "number",
            "#set": "set",
            "#boolean": "boolean",
        },
        {
            ":string": "after",
            ":object_optional": "after",
            ":array": ["3"],
            ":object_required": 1,
            ":number": 2,
            ":set": {"1"},
        },
        [MOCK],
    ),
    _update(
        89,
        "SET updatedAt = :updatedAt ADD #number :number, #set :set",
        N | ST,
        {":number": 9, ":set": {"4"}},
        [MOCK],
    ),
    _update(
        112,
        "SET updatedAt = :updatedAt, #string = :string, #number = :number, #object = :object, #map = :map, "
        "#set = :set, #array = :array, #boolean = :boolean",
        ALL_NAMES,
        {**EVERY, ":set": {"1", "2", "3"}, ":array": ["1", "2"], ":boolean": True},
        [MOCK],
    ),
]
SINE = (
    "SET updatedAt = :updatedAt, #string = if_not_exists(#string, :string), #number = if_not_exists(#number, "
    ":number), #object = if_not_exists(#object, :object), #map = if_not_exists(#map, :map), #set = "
    "if_not_exists(#set, :set), #array = if_not_exists(#array, :array), #boolean = if_not_exists(#boolean, "
    ":boolean)"
)
SINE_VALS = {**EVERY, ":set": {"1", "2", "3", "4"}, ":array": ["1", "2", "3"], ":boolean": False}
UPDATES += [
    _update(143, SINE, ALL_NAMES, SINE_VALS, [MOCK]),
    _update(167, SINE, ALL_NAMES, SINE_VALS, [MOCK], key=_key("PK2", "SK2"), note=WRITTEN + "; no item at PK2"),
    _update(196, "SET updatedAt = :updatedAt, #array = list_append(#array, :array)", AR, {":array": ["3"]}, [MOCK]),
    _update(
        217,
        "SET updatedAt = :updatedAt, #number = #number + :number, #object.required = #object.required + "
        ":object_required",
        N | OBJ,
        {":number": 2, ":object_required": 1},
        [MOCK],
    ),
    _update(
        240,
        "SET updatedAt = :updatedAt, #number = #number - :number, #object.required = #object.required - "
        ":object_required",
        N | OBJ,
        {":number": 1, ":object_required": 2},
        [MOCK],
    ),
    _update(263, "SET updatedAt = :updatedAt DELETE #set :set", ST, {":set": {"1", "2"}}, [MOCK]),
    _update(
        284,
        "SET updatedAt = :updatedAt REMOVE #array, #string, #object.required",
        AR | S | OBJ,
        {},
        [MOCK],
    ),
    _update(
        303,
        "SET updatedAt = :updatedAt, partitionKey = :partitionKey",
        None,
        {":partitionKey": "prefix#PK"},
        [MOCK],
        note=WRITTEN + " (the test expects DynamoDB to refuse a key attribute)",
    ),
    _update(
        317,
        "SET updatedAt = :updatedAt, sortKey = :sortKey",
        None,
        {":sortKey": "SK"},
        [MOCK],
        note=WRITTEN + " (the test expects DynamoDB to refuse a key attribute)",
    ),
    _update(
        331,
        "SET updatedAt = :updatedAt, #string = :string, #string = if_not_exists(#string, :string__1)",
        S,
        {":string": "string", ":string__1": "string"},
        [MOCK],
        note=WRITTEN + " (the test expects DynamoDB to refuse the overlapping paths)",
    ),
    _update(
        353,
        "SET updatedAt = :updatedAt, #string = :string",
        S | OBJ,
        {":string": "string"},
        [MOCK],
        cond="attribute_not_exists(#object.optional)",
    ),
    _update(369, "SET updatedAt = :updatedAt, #string = :string", S, {":string": "after"}, [MOCK], returns="ALL_OLD"),
]

# --- e2e get / put / create / delete -------------------------------------------
OTHERS = [
    _case(
        E2E + "entity/get.test.ts",
        52,
        "GetItem",
        {
            "Key": _key(),
            "ConsistentRead": False,
            "ProjectionExpression": "#string, #number, dynamodeEntity",
            "ExpressionAttributeNames": S | N,
        },
        [MOCK],
    ),
    _case(
        E2E + "entity/create.test.ts",
        24,
        "PutItem",
        {"Item": MOCK, "ConditionExpression": "attribute_not_exists(partitionKey)"},
        [],
    ),
    _case(
        E2E + "entity/create.test.ts",
        33,
        "PutItem",
        {"Item": MOCK, "ConditionExpression": "attribute_not_exists(partitionKey)"},
        [MOCK],
        WRITTEN + " (fails: the item exists)",
    ),
    _case(
        E2E + "entity/create.test.ts",
        43,
        "PutItem",
        {"Item": _mock("PK2", "SK2", string="after")},
        [_mock("PK2", "SK2", string="before")],
        WRITTEN + " (overwrite: true sends no condition)",
    ),
    _case(
        E2E + "entity/put.test.ts",
        50,
        "PutItem",
        {"Item": MOCK, "ConditionExpression": "attribute_not_exists(partitionKey)"},
        [MOCK],
        WRITTEN + " (overwrite: false; fails: the item exists)",
    ),
    _case(
        E2E + "entity/put.test.ts",
        72,
        "PutItem",
        {
            "Item": _mock("PK3", "SK3", string="after"),
            "ConditionExpression": "#string = :string",
            **_exprs(S, {":string": "before"}),
        },
        [_mock("PK3", "SK3", string="before")],
    ),
    _case(
        E2E + "entity/put.test.ts",
        91,
        "PutItem",
        {
            "Item": _mock("PK4", "SK4", string="after"),
            "ConditionExpression": "#string = :string",
            **_exprs(S, {":string": "after"}),
        },
        [_mock("PK4", "SK4", string="before")],
        WRITTEN + " (fails: string is 'before')",
    ),
    _case(E2E + "entity/delete.test.ts", 27, "DeleteItem", {"Key": _key(), "ReturnValues": "ALL_OLD"}, [MOCK]),
    _case(
        E2E + "entity/delete.test.ts",
        44,
        "DeleteItem",
        {"Key": _key(), "ReturnValues": "ALL_OLD", "ConditionExpression": "attribute_exists(partitionKey)"},
        [],
        WRITTEN + " (throwErrorIfNotExists; fails: no item)",
    ),
    _case(
        E2E + "entity/delete.test.ts",
        55,
        "DeleteItem",
        {
            "Key": _key(),
            "ReturnValues": "ALL_OLD",
            "ConditionExpression": "#number < :number",
            **_exprs(N, {":number": 0}),
        },
        [MOCK],
        WRITTEN + " (not().ge(0) as <; fails)",
    ),
]

# --- e2e query ---------------------------------------------------------------
Q_ITEMS = [_mock("PK1", f"SK{i}") for i in range(1, 5)] + [_mock("PK2", "SK1")]


def _q(line: int, text: str, vals: dict, **extra) -> dict:
    request = {"KeyConditionExpression": text, "ExpressionAttributeValues": values(vals), **extra}
    return _case(QRY, line, "Query", request, Q_ITEMS, WRITTEN + " (the test's items and one more partition)")


PK = {":partitionKey": "prefix#PK1"}
QUERIES = [
    _q(25, "partitionKey = :partitionKey AND sortKey = :sortKey", {**PK, ":sortKey": "SK1"}),
    _q(31, "partitionKey = :partitionKey AND begins_with(sortKey, :sortKey)", {**PK, ":sortKey": "SK"}),
    _q(37, "partitionKey = :partitionKey", PK),
    _q(71, "partitionKey = :partitionKey", PK, Limit=2),
    _q(174, "partitionKey = :partitionKey", PK, ExclusiveStartKey=_key("PK1", "SK2")),
]

# --- tests/unit/utils/ExpressionBuilder.test.ts ---------------------------------
EB_ITEMS = [
    item(partitionKey="a", sortKey="1", key="value", array=[1, 2]),
    item(partitionKey="a", sortKey="2", key={"key1": {"list": [{"key": {"ATOMIC": 1}}]}}),
    item(partitionKey="a", sortKey="3", key="abc"),
    item(partitionKey="a", sortKey="4", other="x"),
    item(
        partitionKey="b",
        sortKey="1",
        absolute=[0, {"ATOMIC": [[]] * 123 + [[{"nonReserved": ["x"]}]], "nonReserved": "n"}],
    ),
    item(partitionKey="b", sortKey="2", absolute={"ATOMIC": {"nonReserved": "y"}}),
]
EB_CASES = [
    _case(
        EB,
        147,
        "Scan",
        {
            "FilterExpression": "(#key = :key AND contains(#array, :array)) OR attribute_exists("
            "#key.key1.#list[0].#key.#ATOMIC) OR size(#key) <= :key__1",
            **_exprs(
                {"#key": "key", "#array": "array", "#list": "list", "#ATOMIC": "ATOMIC"},
                {":key": "value", ":array": 1, ":key__1": 100},
            ),
        },
        EB_ITEMS,
        "the text, names and values run is asserted to write, as a Scan filter over sample items; the test mocks "
        "valueToDynamo, its plain values written as the library marshals them",
    ),
]
for _line, _text, _names in [
    (35, "#absolute", {"#absolute": "absolute"}),
    (47, "#absolute.#ATOMIC.nonReserved", {"#absolute": "absolute", "#ATOMIC": "ATOMIC"}),
    (53, "#absolute[1].#ATOMIC[123][0].nonReserved[0]", {"#absolute": "absolute", "#ATOMIC": "ATOMIC"}),
]:
    EB_CASES.append(
        _case(
            EB,
            _line,
            "Scan",
            {"ProjectionExpression": _text, "ExpressionAttributeNames": _names},
            EB_ITEMS,
            "the name substituteName is asserted to write, with its names, as a Scan's ProjectionExpression",
        )
    )

# --- tests/unit/entity/helpers/buildOperators.test.ts ---------------------------
BO_NOTE = (
    "the operator list the test pins, as ExpressionBuilder.run writes it, as an UpdateItem of the mock item "
    "(the test mocks the table metadata away: no updatedAt)"
)


def _bo(line: int, text: str, names: dict, vals: dict | None, note: str = BO_NOTE) -> dict:
    request = {"Key": _key(), "ReturnValues": "ALL_NEW", "UpdateExpression": text, **_exprs(names, vals)}
    return _case(BO, line, "UpdateItem", request, [MOCK], note)


BUILD_OPS = [
    _case(
        BO,
        12,
        "GetItem",
        {
            "Key": _key(),
            "ConsistentRead": False,
            "ProjectionExpression": "#set, #string, #object.optional, dynamodeEntity",
            "ExpressionAttributeNames": ST | S | OBJ,
        },
        [_mock(object={"required": 2, "optional": "o"})],
        "the projection list the test pins, as buildGetProjectionExpression writes it, as a GetItem's projection",
    ),
    _bo(49, "SET #string = :string, #number = :number", S | N, {":string": "value", ":number": 1}),
    _bo(
        60,
        "SET #string = if_not_exists(#string, :string), #number = if_not_exists(#number, :number)",
        S | N,
        {":string": "value", ":number": 1},
    ),
    _bo(71, "SET #array = list_append(#array, :array)", AR, {":array": ["1"]}),
    _bo(
        79,
        "SET #number = #number + :number, #object.required = #object.required + :object_required",
        N | OBJ,
        {":number": 1, ":object_required": 2},
    ),
    _bo(
        90,
        "SET #number = #number - :number, #object.required = #object.required - :object_required",
        N | OBJ,
        {":number": 1, ":object_required": 2},
    ),
    _bo(
        102,
        "ADD #number :number, #object.required :object_required, #set :set",
        N | OBJ | ST,
        {":number": 1, ":object_required": 2, ":set": {"1"}},
    ),
    _bo(119, "DELETE #set :set", ST, {":set": {"1"}}),
    _bo(127, "REMOVE #array, #boolean", AR | B, None),
    _bo(
        139,
        "SET #string = :string, #number = :number, #string = if_not_exists(#string, :string__1), #number = "
        "if_not_exists(#number, :number__1), #array = list_append(#array, :array), #number = #number + :number__2, "
        "#object.required = #object.required + :object_required, #number = #number - :number__3, "
        "#object.required = #object.required - :object_required__1 ADD #number :number__4, #object.required "
        ":object_required__2, #set :set DELETE #set :set__1 REMOVE #array, #boolean",
        S | N | AR | OBJ | ST | B,
        {
            ":string": "value",
            ":number": 1,
            ":string__1": "value",
            ":number__1": 1,
            ":array": ["1"],
            ":number__2": 1,
            ":object_required": 2,
            ":number__3": 1,
            ":object_required__1": 2,
            ":number__4": 1,
            ":object_required__2": 2,
            ":set": {"1"},
            ":set__1": {"1"},
        },
        BO_NOTE + "; every kind of action on the same paths, as the test writes them",
    ),
]

# --- tests/unit/condition/index.test.ts: operator lists as Scan filters --------
UC_ITEMS = [
    MOCK,
    _mock("value", "SK1"),
    _mock("value1", "SK1", string="value1"),
    _mock("value2", "SK2", string="str"),
    item(partitionKey="other", sortKey="x"),
]
UC_NOTE = "the operator list the test pins, as ExpressionBuilder.run writes it, as a Scan filter over sample items"


def _uc(line: int, text: str, names: dict | None, vals: dict) -> dict:
    return _case(UC, line, "Scan", {"FilterExpression": text, **_exprs(names, vals)}, UC_ITEMS, UC_NOTE)


UNIT_CONDITIONS = [
    _uc(283, "NOT contains(#string, :string)", S, {":string": "value"}),
    _uc(292, "NOT contains(#set, :set)", ST, {":set": "1"}),
    _uc(
        322,
        "NOT (partitionKey IN (:partitionKey, :partitionKey__1))",
        None,
        {":partitionKey": "prefix#value1", ":partitionKey__1": "prefix#value2"},
    ),
    _uc(330, "NOT (#string IN (:string, :string__1))", S, {":string": "value1", ":string__1": "value2"}),
    _uc(480, "partitionKey = :partitionKey", None, {":partitionKey": "prefix#value"}),
    _uc(506, "partitionKey <> :partitionKey", None, {":partitionKey": "prefix#value"}),
    _uc(636, "begins_with(partitionKey, :partitionKey)", None, {":partitionKey": "prefix#value"}),
    _uc(
        650,
        "partitionKey BETWEEN :partitionKey AND :partitionKey__1",
        None,
        {":partitionKey": "prefix#value1", ":partitionKey__1": "prefix#value2"},
    ),
    _uc(656, "#string BETWEEN :string AND :string__1", S, {":string": "value1", ":string__1": "value2"}),
]

CASES = CONDITIONS + UPDATES + OTHERS + QUERIES + EB_CASES + BUILD_OPS + UNIT_CONDITIONS
