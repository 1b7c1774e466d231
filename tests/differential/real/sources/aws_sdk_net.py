"""AWS SDK for .NET (DynamoDBv2's high-level layers): the texts and requests its
tests pin, and the requests its integration tests make, as the library writes them.

Source: aws/aws-sdk-net (the repository is larger than a snapshot can be, so its
files were read one by one, each at the stored version named beside it; the
commits differ from file to file). Tests:

- ``sdk/test/Services/DynamoDBv2/UnitTests/Custom/ExpressionBuilderTests.cs`` @ 20f675e:
  the Document Model's ``ConditionExpressionBuilder``/``UpdateExpressionBuilder``
  (the statement, ``#C<n>``/``#U<n>`` names and ``:C<n>``/``:U<n>`` values each test
  pins, or counts);
- ``sdk/test/Services/DynamoDBv2/UnitTests/Custom/DataModel/ContextInternalTests.cs`` @ 0f1d2d6:
  the Object Persistence Model's ``ContextExpression`` filters (``ConvertScan``,
  ``ConvertQueryByValue``: ``#C0 = :C0``, ``#hashKey = :hashKey``);
- ``sdk/test/Services/DynamoDBv2/UnitTests/Custom/ContextExpressionsUtilsTests.cs`` @ 4d7b744:
  the range-key condition fragments (`` AND myKey BETWEEN :rangeKey0 AND :rangeKey0``...);
- ``sdk/test/Services/DynamoDBv2/UnitTests/Custom/DocumentModel/TableTests.cs`` @ 09e73a4:
  the requests the mocked client is asserted to receive from ``Table``'s
  Update/Delete/Put/GetItem helpers (``AttributeUpdates``, ``Expected``,
  ``if_not_exists`` texts with ``#awsavar1``);
- ``sdk/test/Services/DynamoDBv2/IntegrationTests/DocumentTests.cs`` @ 090f66a:
  the requests the Document Model sends for the integration tests' calls
  (PutItem/GetItem/UpdateItem/DeleteItem, Scan with ``ScanFilter``, Query with
  ``QueryFilter``/``KeyExpression``/``FilterExpression``, batch writes,
  transactions with conditions).

Where a test pins only the call, the request was written as the library's code
writes it; this was done only where that code leaves no choice, and each case's
note says so: ``DocumentModel/Table.cs`` @ 004e58a and @ 28fd885 (Put/Get/Update/
DeleteHelper: ``ReturnValues`` always sent by UpdateItem, only ``ALL_OLD`` by
Put/Delete; a document update without an expression as legacy ``AttributeUpdates``,
with a ``ConditionalExpression`` as an update expression), ``Util.cs`` @ 6046679
(``ConvertAttributeUpdatesToUpdateExpression``: ``SET #awsavar1 = :awsavar1, ...``
then `` REMOVE #awsavar<n>`` for null attributes, one counter over both;
``ConvertAttributesToGetToProjectionExpression``: ``AttributesToGet`` becomes a
``ProjectionExpression`` when the request has an expression, reusing a
placeholder already mapped to the name, else ``#awsavar<count+1>``),
``Search.cs`` @ 5b800ed with ``TableOperationConfigs.cs`` @ 3454317 (every Scan and
Query sends ``Limit: 2147483647``, ``Select: ALL_ATTRIBUTES`` unless set,
``ConsistentRead``, a Query ``ScanIndexForward``; a ``QueryFilter`` becomes
``KeyConditions`` for key attributes, sent beside a ``FilterExpression`` if
both are given), ``Expression.cs`` @ 4f8a1a4 (key and filter expressions' names and
values merged), ``Filter.cs`` and ``ExpectedState.cs`` @ 986fa56,
``DynamoDBEntry.cs`` @ b15d934 (``Expected`` as ``{Exists: true, Value}``,
``AttributeUpdates`` as ``PUT``/``DELETE``; an ``ExpectedValue(true)`` as
``{ComparisonOperator: EQ}`` with no value list), ``DocumentTransactWrite.cs`` @ 28fd885,
``DocumentTransactGet.cs`` and ``DocumentBatchWrite.cs`` @ 643e85d (deletes before
puts), ``ExpressionBuilder.cs`` @ a6eb164 (an update clause ``ADD #U0 :U0\\n``),
``DataModel/ContextInternal.cs`` @ 02736e7 and ``ContextExpression.cs`` @ b4acb9c
(``ConvertScan``/``ConvertQueryHelper``: ``Select: SPECIFIC_ATTRIBUTES`` with every
property of the model as ``AttributesToGet``; the key expression
``#hashKey = :hashKey`` plus the range fragment on ``#rangeKey``, whose
``BETWEEN`` names ``:rangeKey0`` twice while the values hold ``:rangeKey0`` and
``:rangeKey1``). The integration tests run under conversions V1 and V2: V2 is
written (``bool`` as ``BOOL``, ``List<string>`` as ``L``, ``HashSet<string>`` as
``SS``). Only the requests were taken, as data.

Adapted only as far as needed to run: a builder test's condition (no request
around it) is sent as a Scan's ``FilterExpression``, and its update as an
UpdateItem of one sample item, on ``TestTable`` (string hash key ``Id``, the
key ``TableTests`` gives its table); the updates keep the trailing ``\\n`` the
builder writes. The integration tests' tables are keyed as the test's
``TableBuilder`` declares them (``DotNetTests-HashTable``: number ``Id``;
``DotNetTests-HashRangeTable``: string ``Name``, number ``Age``), their
indexes (and the requests on them) left out; each case's ``before`` is the item
or items the test's earlier steps leave. ``ContextInternalTests``' model is
``TestEntity`` (number ``Id``, string ``Name``), its properties in declaration
order as ``AttributesToGet``; the range-key fragments, which the test pins
alone, are sent in the Query the library builds for them, which it builds only
when a filter is given: a filter ``e => e.Description == "x"`` was added for
that (note). ``DateTime.UtcNow.Ticks`` keys are fixed numbers. Pipeline requests
of ``TableTests`` (``UpdateItemDocumentOperationRequest``...) are written with
the fields the test pins and the expression maps it gives; fields it leaves to
the pipeline's defaults are left out. Left out: requests on indexes, the
DataModel ``Save`` requests of ``DataModelSaveExpressionTests`` (the tests pin
fragments only, and the stored versions of the update-expression writer they go
through differ), ``ExpressionsTest``'s merged update texts (pinned by
``Contains`` only), ``TestLargeBatchOperations`` (30 items of 40 KB),
``BatchGetItem`` (its request shape was not read), near-duplicate calls.
"""

from __future__ import annotations

import base64

from ._build import case, item, table, typed, values

SOURCE = "aws-sdk-net"
R = "aws/aws-sdk-net@"
EBT = R + "20f675e sdk/test/Services/DynamoDBv2/UnitTests/Custom/ExpressionBuilderTests.cs:"
CIT = R + "0f1d2d6 sdk/test/Services/DynamoDBv2/UnitTests/Custom/DataModel/ContextInternalTests.cs:"
CEU = R + "4d7b744 sdk/test/Services/DynamoDBv2/UnitTests/Custom/ContextExpressionsUtilsTests.cs:"
TT = R + "09e73a4 sdk/test/Services/DynamoDBv2/UnitTests/Custom/DocumentModel/TableTests.cs:"
DT = R + "090f66a sdk/test/Services/DynamoDBv2/IntegrationTests/DocumentTests.cs:"

LIMIT = 2147483647  # ScanOperationConfig/QueryOperationConfig default Limit (Int32.MaxValue)
PINNED = "the text, names and values the test pins"
WRITTEN = "the request the test's call makes, as the library writes it"


def N(text) -> object:
    return typed({"N": str(text)})


def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii")


# --- ExpressionBuilderTests.cs: conditions as Scan filters, updates as UpdateItems
T = "TestTable"
TBL_ID = table(("Id", "S"))

EB_ITEMS = [
    {
        **item(Id="a", TestAttribute=10, Age=21, Status=2, Attribute1=10, Attribute2=10, Attribute3=10, Attribute4=10),
        "parent": {"M": {"child": {"L": [{"M": {"attribute": {"S": "x"}}}]}}},
        "Test#Attribute-Name": {"M": {"123": {"S": "y"}}},
    },
    item(Id="b", TestAttribute=25, Age=40, Status=1, Attribute1=5, Attribute2=20, Attribute3=30, Attribute4=40),
    item(Id="c", TestAttribute="testing", Attribute1=10, Attribute2=20, Attribute3=99),
    {**item(Id="d"), "TestAttribute": {"B": _b64(b"\x01\x02")}},
    item(Id="e", TestAttribute=3, Attribute1=7),
    item(Id="f", Other=1),
]


def _cond(line: int, text: str, names: list, vals: dict | None = None, note: str = "") -> dict:
    request = {
        "TableName": T,
        "FilterExpression": text,
        "ExpressionAttributeNames": {f"#C{i}": n for i, n in enumerate(names)},
    }
    if vals:
        request["ExpressionAttributeValues"] = values(vals)
    full = PINNED + " (builder output), as a Scan's FilterExpression over sample items"
    return case(EBT + str(line), "Scan", request, TBL_ID, EB_ITEMS, full + (f"; {note}" if note else ""))


def _C(*vals) -> dict:
    return {f":C{i}": v for i, v in enumerate(vals)}


EB_CONDITIONS = [
    _cond(
        121, "(#C0 = :C0) AND (#C1 > :C1)", ["Age", "Status"], _C(21, 1), "the values 21 and 1 from the test's builder"
    ),
    _cond(145, "attribute_exists (#C0.#C1[0].#C2)", ["parent", "child", "attribute"]),
    _cond(
        164,
        "attribute_exists (#C0.#C1)",
        ["Test#Attribute-Name", "123"],
        note='the builder splits "Test#Attribute-Name.123" at the dot',
    ),
    _cond(
        180, "#C0 = :C0", ["TestAttribute"], _C(10), "names and values as the builder writes them for the test's input"
    ),
    _cond(
        193, "#C0 <> :C0", ["TestAttribute"], _C(10), "names and values as the builder writes them for the test's input"
    ),
    _cond(
        206, "#C0 > :C0", ["TestAttribute"], _C(10), "names and values as the builder writes them for the test's input"
    ),
    _cond(
        219, "#C0 >= :C0", ["TestAttribute"], _C(10), "names and values as the builder writes them for the test's input"
    ),
    _cond(
        232, "#C0 < :C0", ["TestAttribute"], _C(10), "names and values as the builder writes them for the test's input"
    ),
    _cond(
        245, "#C0 <= :C0", ["TestAttribute"], _C(10), "names and values as the builder writes them for the test's input"
    ),
    _cond(258, "#C0 BETWEEN :C0 AND :C1", ["TestAttribute"], _C(10, 20)),
    _cond(276, "#C0 IN (:C0, :C1, :C2)", ["TestAttribute"], _C(10, 20, 30)),
    _cond(300, "begins_with (#C0, :C0)", ["TestAttribute"], _C("test")),
    _cond(321, "contains (#C0, :C0)", ["TestAttribute"], _C("test")),
    _cond(342, "attribute_exists (#C0)", ["TestAttribute"]),
    _cond(361, "attribute_not_exists (#C0)", ["TestAttribute"]),
    _cond(380, "attribute_type (#C0, :C0)", ["TestAttribute"], _C("B")),
    _cond(401, "(#C0 = :C0) AND (#C1 = :C1)", ["Attribute1", "Attribute2"], _C(10, 10)),
    _cond(
        426,
        "(#C0 = :C0) AND (#C1 = :C1) AND (#C2 = :C2) AND (#C3 = :C3)",
        ["Attribute1", "Attribute2", "Attribute3", "Attribute4"],
        _C(10, 10, 10, 10),
    ),
    _cond(453, "(#C0 = :C0) OR (#C1 = :C1)", ["Attribute1", "Attribute2"], _C(10, 20)),
    _cond(
        478,
        "(#C0 = :C0) OR (#C1 = :C1) OR (#C2 = :C2) OR (#C3 = :C3)",
        ["Attribute1", "Attribute2", "Attribute3", "Attribute4"],
        _C(10, 20, 30, 40),
    ),
    _cond(
        507, "(#C0 = :C0) AND ((#C1 = :C1) OR (#C2 = :C2))", ["Attribute1", "Attribute2", "Attribute3"], _C(10, 20, 30)
    ),
    _cond(
        534, "((#C0 = :C0) AND (#C1 = :C1)) OR (#C2 = :C2)", ["Attribute1", "Attribute2", "Attribute3"], _C(10, 20, 30)
    ),
    _cond(559, "NOT (#C0 = :C0)", ["Attribute1"], _C(10)),
]

EB_UPDATE_ITEM = item(Id="1", test=5, test2="x", Garbage="old")


def _upd(line: int, text: str, names: list, vals: dict | None, note: str) -> dict:
    request = {
        "TableName": T,
        "Key": {"Id": {"S": "1"}},
        "UpdateExpression": text,
        "ExpressionAttributeNames": {f"#U{i}": n for i, n in enumerate(names)},
    }
    if vals:
        request["ExpressionAttributeValues"] = values({f":U{i}": v for i, v in enumerate(vals)})
    return case(
        EBT + str(line),
        "UpdateItem",
        request,
        TBL_ID,
        [EB_UPDATE_ITEM],
        note + "; sent as an UpdateItem of one sample item on TestTable",
    )


BUILT = "the clause as ExpressionBuilder.cs writes it for the test's input (the test pins the keyword and the counts)"
EB_UPDATES = [
    _upd(29, "SET #U0 = :U0 + :U1\n", ["test"], [10, 20], BUILT),
    _upd(42, "REMOVE #U0\n", ["test"], None, BUILT),
    _upd(54, "ADD #U0 :U0\n", ["Garbage"], ["asdf"], BUILT + " (an ADD of a string)"),
    _upd(67, "DELETE #U0 :U0\n", ["test"], [10], BUILT + " (a DELETE of a number)"),
    _upd(
        92,
        "SET #U0 = :U0 + :U1, #U1 = :U2 - :U3\n",
        ["test", "test2"],
        [10, 20, 20, 30],
        "the text and names the test pins, the four values (counted) those of the test's builder input",
    ),
    _upd(
        109,
        "SET #U0 = :U0 + :U1\nREMOVE #U1\n",
        ["test", "test2"],
        [10, 20],
        "the text the test pins, the two names and two values (counted) those of the test's builder input",
    ),
]


# --- DataModel: ContextInternalTests.cs, ContextExpressionsUtilsTests.cs -----
TE = "TestEntity"
TBL_TE = table(("Id", "N"), ("Name", "S"))
PROPS = ["Id", "Name", "Description", "NullableValue", "UpdatedAt"]
TE_ITEMS = [
    item(Id=1, Name="foo", Description="d1", NullableValue=99, UpdatedAt="2026-01-01T00:00:00.000Z"),
    item(Id=1, Name="bar", Description="x"),
    item(Id=1, Name="carrot", Description="x"),
    item(Id=11, Name="baz", Description="x"),
    item(Id=2, Name="foo"),
]
DM = (
    "as DataModel/ContextInternal.cs@02736e7 sends it (Select SPECIFIC_ATTRIBUTES, the model's properties as "
    "AttributesToGet, turned into a ProjectionExpression by Util.cs@6046679 since the request has an expression)"
)


def _projection(names: dict) -> tuple[str, dict]:
    """AttributesToGet -> ProjectionExpression, as Common.AttributesToGetAsProjectionExpression writes it."""
    out = dict(names)
    count = len(out)
    refs = []
    for prop in PROPS:
        found = next((k for k, v in out.items() if v == prop), None)
        if found is None:
            count += 1
            found = f"#awsavar{count}"
            out[found] = prop
        refs.append(found)
    return ", ".join(refs), out


def _dm_scan(line: int, text: str, names: list, vals: dict) -> dict:
    proj, all_names = _projection({f"#C{i}": n for i, n in enumerate(names)})
    request = {
        "TableName": TE,
        "Limit": LIMIT,
        "Select": "SPECIFIC_ATTRIBUTES",
        "ConsistentRead": False,
        "FilterExpression": text,
        "ExpressionAttributeNames": all_names,
        "ExpressionAttributeValues": values(vals),
        "ProjectionExpression": proj,
    }
    return case(
        CIT + str(line),
        "Scan",
        request,
        TBL_TE,
        TE_ITEMS,
        f"the filter the test pins (ConvertScan of a ContextExpression), in the Scan {DM}",
    )


def _dm_query(
    cite: str, key: str, key_names: dict, key_vals: dict, filt: str | None, filt_names: dict, filt_vals: dict, note: str
) -> dict:
    names = {**key_names, **filt_names}
    proj, all_names = _projection(names)
    request = {
        "TableName": TE,
        "ConsistentRead": False,
        "Select": "SPECIFIC_ATTRIBUTES",
        "Limit": LIMIT,
        "ScanIndexForward": True,
        "KeyConditionExpression": key,
        "ExpressionAttributeNames": all_names,
        "ExpressionAttributeValues": values({**key_vals, **filt_vals}),
        "ProjectionExpression": proj,
    }
    if filt:
        request["FilterExpression"] = filt
    return case(cite, "Query", request, TBL_TE, TE_ITEMS, note)


DM_CASES = [
    _dm_scan(143, "#C0 = :C0", ["Id"], {":C0": 1}),
    _dm_scan(169, "#C0 = :C0", ["Name"], {":C0": "foo"}),
    _dm_scan(188, "#C0 > :C0", ["Id"], {":C0": 10}),
    _dm_scan(210, "(#C0 = :C0) AND (#C1 = :C1)", ["Id", "Name"], {":C0": 1, ":C1": "foo"}),
    case(
        CIT + "233",
        "Query",
        {
            "TableName": TE,
            "ConsistentRead": False,
            "Select": "SPECIFIC_ATTRIBUTES",
            "Limit": LIMIT,
            "ScanIndexForward": True,
            "AttributesToGet": PROPS,
            "KeyConditions": {"Id": {"AttributeValueList": [{"N": "1"}], "ComparisonOperator": "EQ"}},
        },
        TBL_TE,
        TE_ITEMS,
        "ConvertQueryByValue with a hash key only: the one hash-key condition and the 5 AttributesToGet the test "
        "pins, sent as the legacy QueryFilter path of ContextInternal.cs@02736e7 writes them (KeyConditions, "
        "AttributesToGet, no expression)",
    ),
    _dm_query(
        CIT + "269",
        "#hashKey = :hashKey",
        {"#hashKey": "Id"},
        {":hashKey": 1},
        "#C0 = :C0",
        {"#C0": "Name"},
        {":C0": "bar"},
        'the key expression and filter the test pins (ConvertQueryByValue with the filter e => e.Name == "bar", on '
        f"the table's range key), in the Query {DM}",
    ),
]

RANGE_OPS = [
    (16, "#rangeKey = :rangeKey0", ["bar"]),
    (17, "#rangeKey < :rangeKey0", ["c"]),
    (18, "#rangeKey <= :rangeKey0", ["bar"]),
    (19, "#rangeKey > :rangeKey0", ["bar"]),
    (20, "#rangeKey >= :rangeKey0", ["bar"]),
    (21, "#rangeKey BETWEEN :rangeKey0 AND :rangeKey0", ["a", "c"]),
    (22, "begins_with(#rangeKey, :rangeKey0)", ["ba"]),
]
for _line, _frag, _vals in RANGE_OPS:
    DM_CASES.append(
        _dm_query(
            CEU + str(_line),
            "#hashKey = :hashKey AND " + _frag,
            {"#hashKey": "Id", "#rangeKey": "Name"},
            {":hashKey": 1, **{f":rangeKey{i}": v for i, v in enumerate(_vals)}},
            "#C0 = :C0",
            {"#C0": "Description"},
            {":C0": "x"},
            'the range-key fragment the test pins (for "myKey"), in the Query ContextInternal.cs@02736e7 '
            'ConvertQueryHelper builds for QueryAsync(1, op, values) with a filter: "#hashKey = :hashKey" + the '
            'fragment on "#rangeKey", the values :rangeKey0 (and :rangeKey1 for two values); adapted: the filter '
            'e => e.Description == "x" added (the library takes this path only with one) and the range values '
            f"chosen; in the Query {DM}",
        )
    )


# --- TableTests.cs: requests the mocked client is asserted to receive ---------
TT_NOTE = "the request the mocked client is asserted to receive"


def _tt(line: int, op: str, request: dict, before: list, note: str) -> dict:
    return case(TT + str(line), op, {"TableName": T, **request}, TBL_ID, before, note)


K_ABC = {"Id": {"S": "abc"}}
K_1 = {"Id": {"S": "1"}}
TT_CASES = [
    _tt(
        310,
        "UpdateItem",
        {
            "Key": K_ABC,
            "UpdateExpression": "SET #N = :v",
            "ExpressionAttributeNames": {"#N": "test"},
            "ExpressionAttributeValues": values({":v": "test"}),
        },
        [item(Id="abc")],
        TT_NOTE + " (Key, UpdateExpression, one value); names and values those the test's Expression gives, fields "
        "the pipeline defaults left out",
    ),
    _tt(
        402,
        "UpdateItem",
        {
            "Key": K_ABC,
            "UpdateExpression": "SET #Nu = :vu",
            "ConditionExpression": "#Nc = :vc",
            "ExpressionAttributeNames": {"#Nc": "test", "#Nu": "test"},
            "ExpressionAttributeValues": values({":vc": "test", ":vu": "test"}),
        },
        [item(Id="abc", test="test")],
        TT_NOTE + " (both expressions, two values); names and values those the test's Expressions give",
    ),
    _tt(
        516,
        "DeleteItem",
        {
            "Key": K_ABC,
            "ConditionExpression": "#A = :v",
            "ExpressionAttributeNames": {"#A": "Attr"},
            "ExpressionAttributeValues": values({":v": "val"}),
        },
        [item(Id="abc", Attr="val")],
        TT_NOTE + "; ReturnValues None is not sent (Table.DeleteHelper sends only ALL_OLD)",
    ),
    _tt(
        570,
        "DeleteItem",
        {
            "Key": K_ABC,
            "ConditionExpression": "#A = :v",
            "ExpressionAttributeNames": {"#A": "Attr"},
            "ExpressionAttributeValues": values({":v": "val"}),
            "ReturnValues": "ALL_OLD",
        },
        [item(Id="abc", Attr="other")],
        TT_NOTE + " with the request's ReturnValues ALL_OLD; adapted: the sample item's Attr differs, so the "
        "condition fails",
    ),
    _tt(
        751,
        "PutItem",
        {
            "Item": item(Id="1", Value="A"),
            "ConditionExpression": "attribute_not_exists(#PK)",
            "ExpressionAttributeNames": {"#PK": "Id"},
        },
        [],
        TT_NOTE,
    ),
    _tt(
        867,
        "GetItem",
        {
            "Key": K_ABC,
            "ConsistentRead": True,
            "ProjectionExpression": "#A, #B",
            "ExpressionAttributeNames": {"#A": "AttrA", "#B": "AttrB"},
        },
        [item(Id="abc", AttrA="valA", AttrC="c")],
        TT_NOTE,
    ),
    _tt(
        952,
        "UpdateItem",
        {"Key": K_1, "AttributeUpdates": {"Name": {"Action": "PUT", "Value": {"S": "Test"}}}, "ReturnValues": "NONE"},
        [],
        TT_NOTE + " (AttributeUpdates with Name, no UpdateExpression), as Table.cs@28fd885 UpdateHelper writes it "
        "(the key attribute removed from the updates, ReturnValues always sent)",
    ),
    _tt(
        988,
        "UpdateItem",
        {
            "Key": K_1,
            "UpdateExpression": "SET #C = if_not_exists(#C, :zero) + :inc ",
            "ExpressionAttributeNames": {"#C": "Count"},
            "ExpressionAttributeValues": values({":zero": 0, ":inc": 1}),
            "ReturnValues": "NONE",
        },
        [item(Id="1", Count=4)],
        TT_NOTE + " (the UpdateExpression, with its trailing space); names and values those of the test's "
        "Expression, ReturnValues as Table.UpdateHelper always sends it",
    ),
    _tt(
        1015,
        "UpdateItem",
        {
            "Key": K_1,
            "UpdateExpression": "SET #awsavar1 = if_not_exists(#awsavar1, :awsavar1) ",
            "ExpressionAttributeNames": {"#awsavar1": "Score"},
            "ExpressionAttributeValues": values({":awsavar1": 10}),
            "ReturnValues": "NONE",
        },
        [item(Id="1", Score=3)],
        TT_NOTE + " (the UpdateExpression); #awsavar1 and :awsavar1 are the document's Score and 10",
    ),
    _tt(
        1049,
        "UpdateItem",
        {
            "Key": K_1,
            "UpdateExpression": "SET #S = if_not_exists(#S, :zero) + :val, #awsavar1 = if_not_exists(#awsavar1, :awsavar1) ",
            "ExpressionAttributeNames": {"#S": "Score", "#awsavar1": "Test"},
            "ExpressionAttributeValues": values({":zero": 0, ":val": 10, ":awsavar1": 10}),
            "ReturnValues": "NONE",
        },
        [item(Id="1")],
        TT_NOTE + " (the UpdateExpression); the names and values of the test's Expression and its document's Test = 10",
    ),
    _tt(
        1075,
        "UpdateItem",
        {
            "Key": K_1,
            "AttributeUpdates": {"Name": {"Action": "PUT", "Value": {"S": "Changed"}}},
            "ReturnValues": "NONE",
        },
        [item(Id="1", Name="Old")],
        TT_NOTE + ' (Key Id "1", AttributeUpdates with Name: the key changed, so every attribute is sent), as '
        "Table.cs@28fd885 writes it",
    ),
    _tt(
        1101,
        "UpdateItem",
        {
            "Key": K_1,
            "AttributeUpdates": {"Status": {"Action": "PUT", "Value": {"S": "Active"}}},
            "Expected": {"Status": {"Exists": True, "Value": {"S": "Active"}}},
            "ReturnValues": "NONE",
        },
        [item(Id="1", Status="Active")],
        TT_NOTE + " (Expected with Status), as Table.cs@28fd885 and DynamoDBEntry.cs@b15d934 write it (Exists true "
        "and the value)",
    ),
    _tt(
        1128,
        "UpdateItem",
        {
            "Key": K_1,
            "AttributeUpdates": {"Status": {"Action": "PUT", "Value": {"S": "Active"}}},
            "Expected": {"Status": {"ComparisonOperator": "EQ"}},
            "ReturnValues": "NONE",
        },
        [item(Id="1", Status="Active")],
        TT_NOTE + " (Expected with Status); ExpectedState.cs@986fa56 writes ExpectedValue(true) as the default "
        "comparison EQ with no AttributeValueList",
    ),
    _tt(
        1150,
        "UpdateItem",
        {"Key": K_1, "ReturnValues": "NONE"},
        [],
        TT_NOTE + " (no AttributeUpdates: the document holds only the key), as Table.cs@28fd885 writes it",
    ),
]


# --- DocumentTests.cs: the Document Model's requests -------------------------
HT = "DotNetTests-HashTable"
HRT = "DotNetTests-HashRangeTable"
TBL_HT = table(("Id", "N"))
TBL_HRT = table(("Name", "S"), ("Age", "N"))


def L(*strs) -> object:
    return typed({"L": [{"S": s} for s in strs]})


def SS(*strs) -> object:
    return typed({"SS": list(strs)})


def M(**attrs) -> object:
    return typed({"M": item(**attrs)})


DEV_ALAN = M(Name="Alan", Age=29)
DEV_FRANCO = M(Name="Franco", Age=32)
H1 = item(
    Id=1,
    Product="CloudSpotter",
    Company="CloudsAreGrate",
    IsPublic=True,
    Price=1200,
    Tags=SS("Prod", "1.0"),
    Aliases=L("CS", "Magic"),
    Developers=typed({"L": [DEV_ALAN.ddb, DEV_FRANCO.ddb]}),
    Garbage="asdf",
)
# after UpdateItem(doc): Tags a list of three, one developer, Garbage removed
H1U = item(
    Id=1,
    Product="CloudSpotter",
    Company="CloudsAreGrate",
    IsPublic=True,
    Price=1200,
    Tags=L("Prod", "1.0", "2.0"),
    Aliases=L("CS", "Magic"),
    Developers=typed({"L": [DEV_ALAN.ddb]}),
)
H2 = item(
    Id=2,
    Product="CloudSpotter",
    Company="CloudsAreGrate",
    IsPublic=False,
    Price=94,
    Aliases=L("CS", "Magic"),
    Developers=typed({"L": [DEV_ALAN.ddb]}),
)
H1G = {**H1U, "Garbage": {"S": "asdf"}}
H2G = {**H2, "Garbage": {"S": "hjkl"}}

SCAN_DEFAULTS = {"Limit": LIMIT, "Select": "ALL_ATTRIBUTES", "ConsistentRead": False}
QUERY_DEFAULTS = {"ConsistentRead": False, "Select": "ALL_ATTRIBUTES", "Limit": LIMIT, "ScanIndexForward": True}
V2 = "; conversion V2"


def _dt(line: int, op: str, tname: str, request: dict, tbl: dict, before: list, note: str = WRITTEN) -> dict:
    body = (
        {"TableName": tname, **request}
        if op not in ("TransactWriteItems", "TransactGetItems", "BatchWriteItem")
        else request
    )
    return case(DT + str(line), op, body, tbl, before, note)


def _key(i: int) -> dict:
    return {"Id": {"N": str(i)}}


def _hr(name: str, age: int) -> dict:
    return {"Name": {"S": name}, "Age": {"N": str(age)}}


ALAN = item(
    Name="Alan",
    Age=31,
    Company="Big River",
    Score=120,
    IsTester=True,
    Manager="Barbara",
    Aliases=SS("Al", "Steve"),
    PastManagers=L("Carl", "Karl"),
)
CHUCK = item(Name="Chuck", Age=30, Company="Big River", Score=94, Manager="Barbara", Aliases=SS("Charles"))
DIANE40 = item(Name="Diane", Age=40, Company="Madeira", Score=140, Manager="Eva")
DIANE24 = item(Name="Diane", Age=24, Company="Madeira", Score=101, Manager="Eva")
HR_ALL = [ALAN, CHUCK, DIANE40, DIANE24]

DT_TABLE = [
    _dt(
        368,
        "PutItem",
        HT,
        {"Item": H1},
        TBL_HT,
        [],
        WRITTEN + " (Table.PutItemHelper: the document as its attribute map)" + V2,
    ),
    _dt(
        371,
        "GetItem",
        HT,
        {"Key": _key(1), "ConsistentRead": False},
        TBL_HT,
        [H1],
        WRITTEN + " (Table.GetItemHelper sends ConsistentRead)",
    ),
    _dt(
        412,
        "UpdateItem",
        HT,
        {
            "Key": _key(1),
            "AttributeUpdates": {
                "Tags": {"Action": "PUT", "Value": L("Prod", "1.0", "2.0").ddb},
                "Developers": {"Action": "PUT", "Value": {"L": [DEV_ALAN.ddb]}},
                "Garbage": {"Action": "DELETE"},
            },
            "ReturnValues": "NONE",
        },
        TBL_HT,
        [H1],
        WRITTEN + " (Table.cs@004e58a UpdateHelper: the changed attributes as AttributeUpdates, a null one as "
        "DELETE)" + V2,
    ),
    _dt(
        430,
        "UpdateItem",
        HT,
        {
            "Key": _key(2),
            "AttributeUpdates": {
                "Product": {"Action": "PUT", "Value": {"S": "CloudSpotter"}},
                "Company": {"Action": "PUT", "Value": {"S": "CloudsAreGrate"}},
                "IsPublic": {"Action": "PUT", "Value": {"BOOL": False}},
                "Price": {"Action": "PUT", "Value": {"N": "94"}},
                "Tags": {"Action": "DELETE"},
                "Aliases": {"Action": "PUT", "Value": L("CS", "Magic").ddb},
                "Developers": {"Action": "PUT", "Value": {"L": [DEV_ALAN.ddb]}},
            },
            "ReturnValues": "NONE",
        },
        TBL_HT,
        [H1U],
        WRITTEN + " (a new document with a changed key: every attribute but the key as AttributeUpdates, Tags = null "
        "as DELETE)" + V2,
    ),
    _dt(
        433,
        "Scan",
        HT,
        dict(SCAN_DEFAULTS),
        TBL_HT,
        [H1U, H2],
        WRITTEN + " (Search.cs@5b800ed with ScanOperationConfig's defaults; an empty ScanFilter is not sent)",
    ),
    _dt(
        460,
        "Scan",
        HT,
        {
            **SCAN_DEFAULTS,
            "ScanFilter": {"Tags": {"AttributeValueList": [{"S": "2.0"}], "ComparisonOperator": "CONTAINS"}},
        },
        TBL_HT,
        [H1U, H2],
        WRITTEN + " (the ScanFilter as Filter.cs@986fa56 writes it)",
    ),
    _dt(465, "DeleteItem", HT, {"Key": _key(1)}, TBL_HT, [H1U, H2], WRITTEN),
    _dt(
        480,
        "BatchWriteItem",
        HT,
        {"RequestItems": {HT: [{"PutRequest": {"Item": H1U}}, {"PutRequest": {"Item": H2}}]}},
        TBL_HT,
        [],
        WRITTEN + " (DocumentBatchWrite.cs@643e85d; doc2's null Tags is not written)" + V2,
    ),
    _dt(
        493,
        "BatchWriteItem",
        HT,
        {"RequestItems": {HT: [{"DeleteRequest": {"Key": _key(1)}}, {"DeleteRequest": {"Key": _key(2)}}]}},
        TBL_HT,
        [H1U, H2],
        WRITTEN + " (AddItemToDelete(doc), AddKeyToDelete(2))",
    ),
    _dt(
        510,
        "TransactWriteItems",
        HT,
        {
            "TransactItems": [
                {"Put": {"Item": H1G, "TableName": HT, "ReturnValuesOnConditionCheckFailure": "NONE"}},
                {"Put": {"Item": H2G, "TableName": HT, "ReturnValuesOnConditionCheckFailure": "NONE"}},
            ]
        },
        TBL_HT,
        [],
        WRITTEN + " (DocumentTransactWrite.cs@28fd885 always sends ReturnValuesOnConditionCheckFailure)" + V2,
    ),
    _dt(
        516,
        "TransactGetItems",
        HT,
        {"TransactItems": [{"Get": {"Key": _key(1), "TableName": HT}}, {"Get": {"Key": _key(2), "TableName": HT}}]},
        TBL_HT,
        [H1G, H2G],
        WRITTEN + " (DocumentTransactGet.cs@643e85d)",
    ),
    _dt(
        534,
        "TransactWriteItems",
        HT,
        {
            "TransactItems": [
                {
                    "Update": {
                        "Key": _key(1),
                        "TableName": HT,
                        "ReturnValuesOnConditionCheckFailure": "NONE",
                        "UpdateExpression": "SET #awsavar1 = :awsavar1 REMOVE #awsavar2",
                        "ExpressionAttributeNames": {"#awsavar1": "Price", "#awsavar2": "Garbage"},
                        "ExpressionAttributeValues": {":awsavar1": {"N": "1201"}},
                    }
                },
                {
                    "Update": {
                        "Key": _key(2),
                        "TableName": HT,
                        "ReturnValuesOnConditionCheckFailure": "NONE",
                        "UpdateExpression": "SET #awsavar1 = :awsavar1 REMOVE #awsavar2",
                        "ExpressionAttributeNames": {"#awsavar1": "Price", "#awsavar2": "Garbage"},
                        "ExpressionAttributeValues": {":awsavar1": {"N": "95"}},
                    }
                },
            ]
        },
        TBL_HT,
        [H1G, H2G],
        WRITTEN + " (the changed attributes Price and Garbage = null as the update expression "
        "Util.cs@6046679 ConvertAttributeUpdatesToUpdateExpression writes)",
    ),
    _dt(
        554,
        "TransactWriteItems",
        HT,
        {
            "TransactItems": [
                {"Delete": {"Key": _key(1), "TableName": HT, "ReturnValuesOnConditionCheckFailure": "NONE"}},
                {"Delete": {"Key": _key(2), "TableName": HT, "ReturnValuesOnConditionCheckFailure": "NONE"}},
            ]
        },
        TBL_HT,
        [{**H1U, "Price": {"N": "1201"}}, {**H2, "Price": {"N": "95"}}],
        WRITTEN,
    ),
    _dt(579, "PutItem", HRT, {"Item": ALAN}, TBL_HRT, [], WRITTEN + V2),
    _dt(
        590,
        "UpdateItem",
        HRT,
        {
            "Key": _hr("Chuck", 30),
            "AttributeUpdates": {
                "Company": {"Action": "PUT", "Value": {"S": "Big River"}},
                "Score": {"Action": "PUT", "Value": {"N": "94"}},
                "Manager": {"Action": "PUT", "Value": {"S": "Barbara"}},
                "Aliases": {"Action": "PUT", "Value": {"SS": ["Charles"]}},
            },
            "ReturnValues": "NONE",
        },
        TBL_HRT,
        [ALAN],
        WRITTEN + " (an update of a missing item creates it)",
    ),
    _dt(
        606,
        "UpdateItem",
        HRT,
        {
            "Key": _hr("Diane", 24),
            "AttributeUpdates": {
                "Company": {"Action": "PUT", "Value": {"S": "Madeira"}},
                "Score": {"Action": "PUT", "Value": {"N": "101"}},
                "Manager": {"Action": "PUT", "Value": {"S": "Eva"}},
            },
            "ReturnValues": "NONE",
        },
        TBL_HRT,
        [ALAN, CHUCK, DIANE40],
        WRITTEN + " (the range key changed, so every non-key attribute is sent)",
    ),
    _dt(609, "GetItem", HRT, {"Key": _hr("Alan", 31), "ConsistentRead": False}, TBL_HRT, HR_ALL, WRITTEN),
    _dt(631, "GetItem", HRT, {"Key": _hr("Diane", 40), "ConsistentRead": True}, TBL_HRT, HR_ALL, WRITTEN),
    _dt(651, "Scan", HRT, {**SCAN_DEFAULTS, "TotalSegments": 2, "Segment": 0}, TBL_HRT, HR_ALL, WRITTEN),
    _dt(
        656,
        "Query",
        HRT,
        {
            **QUERY_DEFAULTS,
            "KeyConditions": {"Name": {"AttributeValueList": [{"S": "Diane"}], "ComparisonOperator": "EQ"}},
        },
        TBL_HRT,
        HR_ALL,
        WRITTEN + " (Table.Query(hashKey, filter): the hash-key condition as legacy KeyConditions)",
    ),
    _dt(
        671,
        "Query",
        HRT,
        {
            **QUERY_DEFAULTS,
            "KeyConditionExpression": "#N = :v",
            "ExpressionAttributeNames": {"#N": "Name"},
            "ExpressionAttributeValues": {":v": {"S": "Diane"}},
        },
        TBL_HRT,
        HR_ALL,
        "the KeyExpression the test writes, in the Query Search.cs@5b800ed sends",
    ),
    _dt(
        701,
        "Query",
        HRT,
        {
            **QUERY_DEFAULTS,
            "KeyConditionExpression": "#N = :v",
            "FilterExpression": "#S > :v2",
            "ExpressionAttributeNames": {"#N": "Name", "#S": "Score"},
            "ExpressionAttributeValues": {":v": {"S": "Diane"}, ":v2": {"N": "120"}},
        },
        TBL_HRT,
        HR_ALL,
        "the key and filter expressions the test writes, their names and values merged as Expression.cs@4f8a1a4 does",
    ),
    _dt(
        720,
        "Query",
        HRT,
        {
            **QUERY_DEFAULTS,
            "KeyConditionExpression": "#N = :v and #A < :v2",
            "FilterExpression": "#S < :v2",
            "ExpressionAttributeNames": {"#N": "Name", "#A": "Age", "#S": "Score"},
            "ExpressionAttributeValues": {":v2": {"N": "120"}, ":v": {"S": "Diane"}},
        },
        TBL_HRT,
        HR_ALL,
        "the key and filter expressions the test writes (each uses a placeholder the other defines), merged as "
        "Expression.cs@4f8a1a4 does",
    ),
]

DEL13 = item(Id=13, Price=6)
DT_DELETE = [
    _dt(
        1104,
        "DeleteItem",
        HT,
        {"Key": _key(13), "ConditionExpression": "Price > :price", "ExpressionAttributeValues": {":price": {"N": "7"}}},
        TBL_HT,
        [DEL13],
        "the condition the test writes, in the DeleteItem Table.DeleteHelper sends (it fails)",
    ),
    _dt(
        1107,
        "DeleteItem",
        HT,
        {"Key": _key(13), "ConditionExpression": "Price > :price", "ExpressionAttributeValues": {":price": {"N": "4"}}},
        TBL_HT,
        [DEL13],
        "the condition the test writes with :price = 4, in the DeleteItem Table.DeleteHelper sends",
    ),
]

# TestExpressionsOnTransactWrite
ALL_OLD = "ALL_OLD"


def _cx(text: str, names: dict | None, vals: dict | None) -> dict:
    out = {"ConditionExpression": text}
    if names:
        out["ExpressionAttributeNames"] = dict(names)
    if vals:
        out["ExpressionAttributeValues"] = values(vals)
    return out


def _put(it: dict, cond: dict) -> dict:
    return {"Put": {"Item": it, "TableName": HT, "ReturnValuesOnConditionCheckFailure": ALL_OLD, **cond}}


def _update(key: int, cond: dict, stmt: str, names: dict, vals: dict) -> dict:
    body = {"Key": _key(key), "TableName": HT, "ReturnValuesOnConditionCheckFailure": ALL_OLD, **cond}
    body["UpdateExpression"] = stmt
    body["ExpressionAttributeNames"] = {**body.get("ExpressionAttributeNames", {}), **names}
    body["ExpressionAttributeValues"] = {**body.get("ExpressionAttributeValues", {}), **values(vals)}
    return {"Update": body}


def _delete(key: int, cond: dict) -> dict:
    return {"Delete": {"Key": _key(key), "TableName": HT, "ReturnValuesOnConditionCheckFailure": ALL_OLD, **cond}}


def _check(key: int, cond: dict) -> dict:
    return {
        "ConditionCheck": {"Key": _key(key), "TableName": HT, "ReturnValuesOnConditionCheckFailure": ALL_OLD, **cond}
    }


PRICE = {"#price": "Price"}
AWS2 = {"#awsavar1": "Price", "#awsavar2": "Garbage"}
SET2 = "SET #awsavar1 = :awsavar1, #awsavar2 = :awsavar2"
SETREM = "SET #awsavar1 = :awsavar1 REMOVE #awsavar2"
D1 = item(Id=7001, Price=50, Garbage="asdf")
D2 = item(Id=7002, Price=100, Garbage="hjkl")
D3 = item(Id=7003, Price=500, Garbage="xcvb")
TX = (
    "the conditions and expressions the test writes, in the TransactWriteItems DocumentTransactWrite.cs@28fd885 "
    "sends (a document update as the SET/REMOVE expression Util.cs@6046679 writes, its names and values merged "
    "with the condition's)"
)


def _tx(line: int, items: list, before: list, note: str = TX) -> dict:
    return _dt(line, "TransactWriteItems", HT, {"TransactItems": items}, TBL_HT, before, note)


DOC3_UPDATE = _update(
    7003,
    _cx("attribute_not_exists(#id) AND #price <> :price", {"#id": "Id", **PRICE}, {":price": 500}),
    SET2,
    AWS2,
    {":awsavar1": 500, ":awsavar2": "xcvb"},
)
DT_TRANSACT = [
    _tx(
        1165,
        [
            _put(D1, _cx("#price = :price", PRICE, {":price": 50})),
            _update(
                7002,
                _cx("attribute_exists(#id)", {"#id": "Id"}, None),
                SET2,
                AWS2,
                {":awsavar1": 100, ":awsavar2": "hjkl"},
            ),
            DOC3_UPDATE,
        ],
        [],
        TX + "; on an empty table the first two conditions fail",
    ),
    _tx(
        1231,
        [
            _put(D1, _cx("#price <> :price", PRICE, {":price": 50})),
            _update(
                7002,
                _cx("attribute_not_exists(#id)", {"#id": "Id"}, None),
                SET2,
                AWS2,
                {":awsavar1": 100, ":awsavar2": "hjkl"},
            ),
            DOC3_UPDATE,
        ],
        [],
        TX + "; on an empty table (#price <> :price of a missing attribute holds, as the test expects)",
    ),
    _tx(
        1283,
        [
            _check(7001, _cx("#price <> :price", PRICE, {":price": 50})),
            _update(7002, _cx("#price = :price", PRICE, {":price": 99}), SETREM, AWS2, {":awsavar1": 101}),
            _delete(7003, _cx("#price = :price", PRICE, {":price": 500})),
        ],
        [D1, D2, D3],
    ),
    _tx(
        1351,
        [
            _put(item(Id=7001, Price=51), _cx("#price = :price", PRICE, {":price": 50})),
            _check(7002, _cx("#price = :price", PRICE, {":price": 100})),
            _delete(7003, _cx("#price <> :price", PRICE, {":price": 500})),
        ],
        [D1, D2, D3],
    ),
    _tx(
        1427,
        [
            _put(item(Id=7001, Price=51), _cx("#price = :price", PRICE, {":price": 50})),
            _update(7002, _cx("#price = :price", PRICE, {":price": 100}), SETREM, AWS2, {":awsavar1": 101}),
            _delete(7003, _cx("#price = :price", PRICE, {":price": 500})),
        ],
        [D1, D2, D3],
    ),
    _tx(
        1522,
        [
            _update(
                7001, _cx("#price = :price", PRICE, {":price": 51}), "SET #price = #price + :inc", PRICE, {":inc": 1}
            ),
            _update(
                7002, _cx("#price = :price", PRICE, {":price": 100}), "SET #price = #price + :inc", PRICE, {":inc": 1}
            ),
        ],
        [item(Id=7001, Price=51), item(Id=7002, Price=101)],
        TX + "; the update expression the test writes, its #price given by both expressions",
    ),
    _tx(
        1579,
        [
            _update(
                7001, _cx("#price = :price", PRICE, {":price": 51}), "SET #price = #price + :inc", PRICE, {":inc": 1}
            ),
            _update(
                7002, _cx("#price = :price", PRICE, {":price": 101}), "SET #price = #price + :inc", PRICE, {":inc": 1}
            ),
        ],
        [item(Id=7001, Price=51), item(Id=7002, Price=101)],
        TX + "; the update expression the test writes, its #price given by both expressions",
    ),
    _tx(
        1619,
        [
            _delete(7001, _cx("#price = :price", PRICE, {":price": 52})),
            _delete(7002, _cx("#price = :price", PRICE, {":price": 102})),
        ],
        [item(Id=7001, Price=52), item(Id=7002, Price=102)],
    ),
]

GUNNAR = [item(Name="Gunnar", Age=77, Job="Retired"), item(Name="Gunnar", Age=45, Job="Electrician")]
KIDS = [item(Name="Lewis", Age=6, School="Elementary"), item(Name="Frida", Age=3, School="Preschool")]
GUNNAR_KEY = {"Name": {"AttributeValueList": [{"S": "Gunnar"}], "ComparisonOperator": "EQ"}}
DT_SEARCH = [
    _dt(
        1650,
        "Query",
        HRT,
        {
            **QUERY_DEFAULTS,
            "FilterExpression": "Job = :job",
            "ExpressionAttributeValues": {":job": {"S": "Retired"}},
            "KeyConditions": GUNNAR_KEY,
        },
        TBL_HRT,
        GUNNAR,
        "the filter the test writes, in the Query Table.Query(hashKey, filterExpression) sends: the hash key as "
        "legacy KeyConditions beside the FilterExpression (Search.cs@5b800ed)",
    ),
    _dt(
        1660,
        "Query",
        HRT,
        {
            **QUERY_DEFAULTS,
            "Select": "SPECIFIC_ATTRIBUTES",
            "FilterExpression": "Job = :job",
            "ExpressionAttributeValues": {":job": {"S": "Retired"}},
            "KeyConditions": GUNNAR_KEY,
            "ProjectionExpression": "#awsavar1",
            "ExpressionAttributeNames": {"#awsavar1": "Age"},
        },
        TBL_HRT,
        GUNNAR,
        "the filter the test writes beside its QueryFilter on Name and AttributesToGet [Age], as Search.cs@5b800ed "
        "sends them (KeyConditions, the FilterExpression, AttributesToGet as a ProjectionExpression per "
        "Util.cs@6046679)",
    ),
    _dt(
        1691,
        "Scan",
        HRT,
        {**SCAN_DEFAULTS, "FilterExpression": "Age > :age", "ExpressionAttributeValues": {":age": {"N": "5"}}},
        TBL_HRT,
        KIDS,
        "the filter the test writes, in the Scan Search.cs@5b800ed sends",
    ),
    _dt(
        1699,
        "Scan",
        HRT,
        {
            **SCAN_DEFAULTS,
            "Select": "SPECIFIC_ATTRIBUTES",
            "FilterExpression": "Age > :age",
            "ExpressionAttributeValues": {":age": {"N": "5"}},
            "ProjectionExpression": "#awsavar1",
            "ExpressionAttributeNames": {"#awsavar1": "School"},
        },
        TBL_HRT,
        KIDS,
        "the filter the test writes with AttributesToGet [School], as Search.cs@5b800ed sends them (the "
        "attributes as a ProjectionExpression per Util.cs@6046679)",
    ),
]

TICKS_PUT = 639000000000000000  # DateTime.UtcNow.Ticks, fixed
TICKS_UPD = 639000000000000001
REFCOND = "attribute_not_exists(referencecounter) or referencecounter = :cond1"
P0 = item(Id=TICKS_PUT, name="condition-form")
U0 = item(Id=TICKS_UPD, name="condition-form")
PUT_NOTE = "the condition the test writes, in the PutItem Table.PutItemHelper sends; the key (Ticks) fixed"
UPD_NOTE = (
    "the condition the test writes, in the UpdateItem Table.cs@004e58a UpdateHelper sends: with a "
    "ConditionalExpression the changed attributes become the update expression Util.cs@6046679 writes; "
    "the key (Ticks) fixed"
)
DT_COND = [
    _dt(
        1733,
        "PutItem",
        HT,
        {
            "Item": {**P0, "update-test": {"N": "1"}},
            "ConditionExpression": REFCOND,
            "ExpressionAttributeValues": {":cond1": {"N": "0"}},
        },
        TBL_HT,
        [P0],
        PUT_NOTE,
    ),
    _dt(
        1736,
        "UpdateItem",
        HT,
        {
            "Key": _key(TICKS_PUT),
            "AttributeUpdates": {"referencecounter": {"Action": "PUT", "Value": {"N": "0"}}},
            "ReturnValues": "NONE",
        },
        TBL_HT,
        [{**P0, "update-test": {"N": "1"}}],
        WRITTEN + " (the one changed attribute); the key (Ticks) fixed",
    ),
    _dt(
        1739,
        "PutItem",
        HT,
        {
            "Item": {**P0, "referencecounter": {"N": "0"}},
            "ConditionExpression": REFCOND,
            "ExpressionAttributeValues": {":cond1": {"N": "0"}},
        },
        TBL_HT,
        [{**P0, "update-test": {"N": "1"}, "referencecounter": {"N": "0"}}],
        PUT_NOTE + " (update-test = null is left out of the item)",
    ),
    _dt(
        1749,
        "PutItem",
        HT,
        {
            "Item": {**P0, "referencecounter": {"N": "1"}, "update-test": {"N": "3"}},
            "ConditionExpression": REFCOND,
            "ExpressionAttributeValues": {":cond1": {"N": "0"}},
        },
        TBL_HT,
        [{**P0, "referencecounter": {"N": "1"}}],
        PUT_NOTE + " (it fails: referencecounter is 1)",
    ),
    _dt(
        1776,
        "UpdateItem",
        HT,
        {
            "Key": _key(TICKS_UPD),
            "ReturnValues": "NONE",
            "ConditionExpression": REFCOND,
            "UpdateExpression": "SET #awsavar1 = :awsavar1",
            "ExpressionAttributeNames": {"#awsavar1": "update-test"},
            "ExpressionAttributeValues": {":cond1": {"N": "0"}, ":awsavar1": {"N": "1"}},
        },
        TBL_HT,
        [U0],
        UPD_NOTE,
    ),
    _dt(
        1782,
        "UpdateItem",
        HT,
        {
            "Key": _key(TICKS_UPD),
            "ReturnValues": "NONE",
            "ConditionExpression": REFCOND,
            "UpdateExpression": "REMOVE #awsavar1",
            "ExpressionAttributeNames": {"#awsavar1": "update-test"},
            "ExpressionAttributeValues": {":cond1": {"N": "0"}},
        },
        TBL_HT,
        [{**U0, "update-test": {"N": "1"}, "referencecounter": {"N": "0"}}],
        UPD_NOTE + " (update-test = null as REMOVE)",
    ),
    _dt(
        1792,
        "UpdateItem",
        HT,
        {
            "Key": _key(TICKS_UPD),
            "ReturnValues": "NONE",
            "ConditionExpression": REFCOND,
            "UpdateExpression": "SET #awsavar1 = :awsavar1",
            "ExpressionAttributeNames": {"#awsavar1": "update-test"},
            "ExpressionAttributeValues": {":cond1": {"N": "0"}, ":awsavar1": {"N": "3"}},
        },
        TBL_HT,
        [{**U0, "referencecounter": {"N": "1"}}],
        UPD_NOTE + " (it fails: referencecounter is 1)",
    ),
]

CASES = EB_CONDITIONS + EB_UPDATES + DM_CASES + TT_CASES + DT_TABLE + DT_DELETE + DT_TRANSACT + DT_SEARCH + DT_COND
