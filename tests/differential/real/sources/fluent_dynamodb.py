"""FluentDynamoDb (Oproto, .NET): the texts and attribute maps its unit tests pin,
and the requests its builders are asserted to write.

Source: oproto/fluent-dynamodb, branch main, commit 55acb68 (2025-12-05, tag
v0.8.0; the stored copy ``oproto/oproto-fluent-dynamodb`` is an older
snapshot of the same project). ``Oproto.FluentDynamoDb.UnitTests/Expressions/``
pins what the LINQ translators write: ``ExpressionTranslator{Operator,Function,EdgeCase,ValueCapture,Format}Tests.cs``
(conditions: the text, ``#attr<n>`` -> attribute name, ``:p<n>`` -> typed
value), ``UpdateExpressionTranslatorTests.cs`` (update expressions) and
``ExpressionCombiningTests.cs`` (two ``Where``/``WithFilter`` calls joined);
``Oproto.FluentDynamoDb.UnitTests/Requests/`` pins whole requests the
builders return (``ToQueryRequest()``, ``ToUpdateItemRequest()``...):
``ComprehensiveBuilderIntegrationTests.cs``, ``Extensions/With{Condition,Filter,Update}ExpressionExtensionsTests.cs``
(format strings ``"pk = {0}"`` -> ``pk = :p0``), ``Extensions/WithClientExtensionsTests.cs``,
``TransactionWriteBuilderTests.cs`` (the request the mocked client receives).
Where a test pins only part of a text (``Contain("AND")``), the rest is
written as the library writes it (``Expressions/ExpressionTranslator.cs``:
each operand of ``&&``/``||`` in parentheses, ``(a) AND (b)``, ``NOT (a)``,
every property access a new ``#attr<n>`` numbered by the names the builder
already holds, a value ``:p<n>`` from the builder's own counter, an enum
constant as its number and an enum variable as its name;
``UpdateExpressionTranslator.cs``: SET, ADD, REMOVE, DELETE clauses in that
order, actions joined with ``, ``; ``Requests/*RequestBuilder.cs``: a second
``Where``/``WithFilter`` joined as ``(first) AND (second)``, ``WithProjection``
adding ``Select: SPECIFIC_ATTRIBUTES``, names and values the test adds sent
even when no expression uses them). Only the requests were taken, as data.

Adapted only as far as needed to run: a translator test's condition (no
request around it) is sent as a Scan's FilterExpression over sample items on
``TestTable`` (string hash key ``Id`` for the entities without metadata, whose
names are their property names); a format-string condition of the extension
tests (whose builder is a stub) as a PutItem's ConditionExpression on
``TestTable`` keyed by ``pk``/``sk``, and a format-string filter as a Scan
filter there, the ``#name`` placeholders these tests leave unmapped mapped to
the name after ``#`` (``#status`` -> ``status``); an update translator test's
text as an UpdateItem of one sample item on ``TestTable`` (string hash key
``id``, the metadata's partition key); an update builder's request, which the
test leaves without table and key, given ``TestTable`` and the key ``id = "1"``.
Placeholders a test uses but gives no value (``SetConditionExpression("PK = :pk")``)
are given one of the type the text needs, and the note says so. The builder
tests' own requests keep their table (``TestTable``, ``Users``), keyed as their
keys and items say: ``id`` (the put/update/delete of items ``{"id": ...}``),
``pk`` (the transaction and WithClient tests' single keys), ``pk``/``sk``, or
``PK``/``SK`` (``ExpressionCombiningTests``' metadata), all strings. A fixed
time stands for ``DateTime.UtcNow``. Texts the tests write with reserved words
unescaped (``name = {0}``, ``count = {0}``, ``data = {0}``, ``Name = :name``),
names and values a builder is given but no expression uses, and a second
``Set``/``Where`` that replaces the text but leaves the first call's
placeholders behind are kept as the library sends them. Requests on an index
(``UsingIndex``), batch tests and the transaction sent with a
``ClientRequestToken`` are left out. Sample items are made so that the
comparisons hold for one item and fail for another.
"""

from __future__ import annotations

from ._build import case, item, table, typed, values

SOURCE = "fluent-dynamodb"
REPO = "oproto/fluent-dynamodb@55acb68 "
UT = "Oproto.FluentDynamoDb.UnitTests/"
T = "TestTable"
PINNED = "the text, names and values the test pins"


def _exprs(names: dict | None, vals: dict | None) -> dict:
    out: dict = {}
    if names:
        out["ExpressionAttributeNames"] = names
    if vals:
        out["ExpressionAttributeValues"] = values(vals)
    return out


def _names(*names: str) -> dict:
    return {f"#attr{i}": n for i, n in enumerate(names)}


def N(text: str):  # a number written as the library writes it
    return typed({"N": text})


# --- Expressions/ExpressionTranslator*Tests.cs: conditions as Scan filters ----
EX = UT + "Expressions/"
TBL_ID = table(("Id", "S"))


def _filter(path: str, line: int, text: str, names: dict, vals: dict | None, before: list, note: str = "") -> dict:
    request = {"TableName": T, "FilterExpression": text, **_exprs(names, vals)}
    full = PINNED + " (translator output), as a Scan's FilterExpression over sample items"
    return case(f"{REPO}{EX}{path}:{line}", "Scan", request, TBL_ID, before, full + (f"; {note}" if note else ""))


OP = "ExpressionTranslatorOperatorTests.cs"
OP_ITEMS = [
    item(Id="test-id", Age=25, Name="John", IsActive=True, Price=N("99.99")),
    item(Id="USER#123", Age=70, Name="Jane", IsActive=False, Price=10),
    item(Id="admin", Age=16, Name="Admin", IsActive=True, Price=150),
]


def _op(line: int, text: str, names: tuple, vals: dict, note: str = "") -> dict:
    return _filter(OP, line, text, _names(*names), vals, OP_ITEMS, note)


OPERATORS = [
    _op(47, "#attr0 = :p0", ("Id",), {":p0": "test-id"}),
    _op(66, "#attr0 <> :p0", ("Name",), {":p0": "John"}),
    _op(83, "#attr0 < :p0", ("Age",), {":p0": 30}),
    _op(117, "#attr0 > :p0", ("Age",), {":p0": 18}),
    _op(151, "(#attr0 > :p0) AND (#attr1 < :p1)", ("Age", "Age"), {":p0": 18, ":p1": 65}),
    _op(170, "(#attr0 = :p0) OR (#attr1 = :p1)", ("Name", "Name"), {":p0": "John", ":p1": "Jane"}),
    _op(189, "NOT (#attr0 > :p0)", ("Age",), {":p0": 18}),
    _op(
        207,
        "((#attr0 > :p0) AND (#attr1 < :p1)) OR (#attr2 = :p2)",
        ("Age", "Age", "Name"),
        {":p0": 18, ":p1": 65, ":p2": "Admin"},
        "the values from the test's expression",
    ),
    _op(
        226,
        "(#attr0 = :p0) AND ((#attr1 > :p1) OR (#attr2 = :p2))",
        ("IsActive", "Age", "Name"),
        {":p0": True, ":p1": 18, ":p2": "Admin"},
        "the names and values from the test's expression",
    ),
    _op(
        242,
        "((#attr0 > :p0) AND (#attr1 < :p1)) AND (#attr2 = :p2)",
        ("Age", "Age", "IsActive"),
        {":p0": 18, ":p1": 65, ":p2": True},
        "the names and values from the test's expression",
    ),
    _op(
        258,
        "((#attr0 = :p0) OR (#attr1 = :p1)) OR (#attr2 = :p2)",
        ("Name", "Name", "Name"),
        {":p0": "John", ":p1": "Jane", ":p2": "Admin"},
        "the names and values from the test's expression",
    ),
    _op(273, "#attr0 >= :p0", ("Price",), {":p0": N("99.99")}),
    _op(289, "#attr0 = :p0", ("IsActive",), {":p0": True}),
]

FN = "ExpressionTranslatorFunctionTests.cs"
FN_ITEMS = [
    item(Id="USER#1", Name="John Smith", Age=30, OptionalField="x", Items=list("abcdef"), Tags="urgent"),
    item(Id="other", Name="test user", Age=70, Items=[], Tags=""),
    item(Id="USER#2", Name="Jane", Age=21, Items=["a", "b", "c"], Tags="low"),
]


def _fn(line: int, text: str, names: tuple, vals: dict | None, note: str = "") -> dict:
    return _filter(FN, line, text, _names(*names), vals, FN_ITEMS, note)


FUNCTIONS = [
    _fn(48, "begins_with(#attr0, :p0)", ("Name",), {":p0": "John"}),
    _fn(83, "contains(#attr0, :p0)", ("Tags",), {":p0": "urgent"}, "Tags is a string property"),
    _fn(101, "contains(#attr0, :p0)", ("Name",), {":p0": "test"}),
    _fn(118, "#attr0 BETWEEN :p0 AND :p1", ("Age",), {":p0": 18, ":p1": 65}),
    _fn(155, "attribute_exists(#attr0)", ("OptionalField",), None),
    _fn(172, "attribute_not_exists(#attr0)", ("OptionalField",), None),
    _fn(189, "size(#attr0) > :p0", ("Items",), {":p0": 5}),
    _fn(206, "size(#attr0) = :p0", ("Items",), {":p0": 0}),
    _fn(
        224,
        "(begins_with(#attr0, :p0)) AND (#attr1 BETWEEN :p1 AND :p2)",
        ("Name", "Age"),
        {":p0": "John", ":p1": 18, ":p2": 65},
    ),
    _fn(
        245,
        "(attribute_exists(#attr0)) OR (contains(#attr1, :p0))",
        ("OptionalField", "Name"),
        {":p0": "test"},
        "the value from the test's expression",
    ),
    _fn(
        264,
        "(size(#attr0) >= :p0) AND (size(#attr1) <= :p1)",
        ("Items", "Items"),
        {":p0": 3, ":p1": 10},
        "the names from the test's expression",
    ),
    _fn(
        282,
        "(attribute_exists(#attr0)) AND (#attr1 > :p0)",
        ("OptionalField", "Age"),
        {":p0": 18},
        "the value from the test's expression",
    ),
]

ED = "ExpressionTranslatorEdgeCaseTests.cs"
ED_ITEMS = [
    item(
        Id="1",
        Name="John",
        Age=25,
        NullableName=None,
        NullableAge=25,
        NullableStatus="Active",
        Status=0,
        CreatedAt="2024-02-01T00:00:00.0000000Z",
        Tags=["a"],
        Price=N("99.999"),
    ),
    item(Id="2", Name="", Age=-7, NullableName="Bob", Status="Pending", Tags=[], Price=5, NullableAge=None),
    item(
        Id="3",
        Name="   ",
        Age=45,
        Status=1,
        CreatedAt="2023-12-31T00:00:00.0000000Z",
        NullableName=None,
        NullableAge=None,
    ),
]


def _ed(line: int, text: str, names: tuple, vals: dict, note: str = "") -> dict:
    return _filter(ED, line, text, _names(*names), vals, ED_ITEMS, note)


EDGES = [
    _ed(61, "#attr0 = :p0", ("NullableName",), {":p0": None}, "== null captured as a NULL value"),
    _ed(164, "#attr0 = :p0", ("Status",), {":p0": 0}, "an enum constant captured as its number"),
    _ed(181, "#attr0 = :p0", ("Status",), {":p0": "Pending"}, "an enum variable captured as its name"),
    _ed(198, "#attr0 > :p0", ("CreatedAt",), {":p0": "2024-01-15T10:30:00.0000000Z"}),
    _ed(
        277,
        "(((#attr0 > :p0) AND (#attr1 < :p1)) OR ((#attr2 > :p2) AND (#attr3 < :p3))) AND (#attr4 = :p4)",
        ("Age", "Age", "Age", "Age", "Status"),
        {":p0": 18, ":p1": 30, ":p2": 40, ":p3": 65, ":p4": 0},
        "the test pins only AND, OR and balanced parentheses: written as the translator writes the expression",
    ),
    _ed(356, "#attr0 = :p0", ("Name",), {":p0": ""}),
    _ed(438, "#attr0 > :p0", ("Age",), {":p0": -5}),
    _ed(455, "#attr0 < :p0", ("Age",), {":p0": 9999999999}),
    _ed(
        472,
        "(#attr0 = :p0) AND (#attr1 = :p1)",
        ("NullableName", "NullableAge"),
        {":p0": None, ":p1": None},
        "the test pins the two NULL values and AND: the text as the translator writes it",
    ),
]

VC = "ExpressionTranslatorValueCaptureTests.cs"
VC_ITEMS = [
    item(Id="USER#123", Name="John", Age=25, Price=N("99.5"), Guid="12345678-1234-1234-1234-123456789abc"),
    item(Id="USER", Name="Jane", Age=17, Price=N("199.99"), Guid="x"),
]
VALUE_CAPTURE = [
    _filter(
        VC,
        161,
        "(#attr0 = :p0) AND (#attr1 >= :p1)",
        _names("Name", "Age"),
        {":p0": "John", ":p1": 25},
        VC_ITEMS,
        "the names from the test's expression",
    ),
    _filter(VC, 231, "#attr0 = :p0", _names("Guid"), {":p0": "12345678-1234-1234-1234-123456789abc"}, VC_ITEMS),
    _filter(VC, 414, "#attr0 = :p0", _names("Price"), {":p0": N("99.5")}, VC_ITEMS, "(decimal)99.5f"),
]

FM = "ExpressionTranslatorFormatTests.cs"
FM_ITEMS = [
    item(Id="1", created_date="2024-10-24", amount=N("123.46"), score="98.765"),
    item(Id="2", created_date="2024-06-30", amount="123.46", score=N("98.765")),
]
FORMATS = [
    _filter(
        FM,
        138,
        "#attr0 = :p0",
        _names("created_date"),
        {":p0": "2024-10-24"},
        FM_ITEMS,
        "a DateTime under the property's format yyyy-MM-dd",
    ),
    _filter(
        FM,
        196,
        "#attr0 = :p0",
        _names("amount"),
        {":p0": "123.46"},
        FM_ITEMS,
        "a decimal under the property's format F2, captured as a string (matches only the item holding the text)",
    ),
]

# --- Expressions/UpdateExpressionTranslatorTests.cs: updates as UpdateItems ----
UE = "UpdateExpressionTranslatorTests.cs"
TBL_LID = table(("id", "S"))
KEY1 = {"id": {"S": "1"}}
UPD_ITEM = item(
    id="1",
    name="Old",
    count=5,
    view_count=10,
    balance=100,
    temperature=N("20.5"),
    tags={"old-tag", "tag1", "tag2", "tag3", "keep"},
    history=["event0"],
    temp_data="x",
    optional_count=3,
    created_at="2023-01-01",
)


def _upd(path: str, line: int, text: str, names: dict, vals: dict | None, note: str = "", extra=None) -> dict:
    request = {"TableName": T, "Key": KEY1, "UpdateExpression": text, **_exprs(names, vals), **(extra or {})}
    full = PINNED + (f"; {note}" if note else "")
    return case(f"{REPO}{path}:{line}", "UpdateItem", request, TBL_LID, [UPD_ITEM], full)


def _ue(line: int, text: str, names: tuple, vals: dict | None, note: str = "") -> dict:
    note = "translator output, as an UpdateItem of one sample item" + (f"; {note}" if note else "")
    return _upd(EX + UE, line, text, _names(*names), vals, note)


UPDATE_TRANSLATOR = [
    _ue(194, "SET #attr0 = :p0", ("name",), {":p0": "John"}),
    _ue(216, "SET #attr0 = :p0, #attr1 = :p1", ("name", "count"), {":p0": "John", ":p1": 42}),
    _ue(264, "SET #attr0 = #attr0 + :p0", ("count",), {":p0": 5}),
    _ue(288, "SET #attr0 = #attr0 - :p0", ("count",), {":p0": 10}),
    _ue(337, "ADD #attr0 :p0", ("count",), {":p0": 1}),
    _ue(379, "ADD #attr0 :p0", ("balance",), {":p0": N("50.25")}),
    _ue(456, "ADD #attr0 :p0", ("tags",), {":p0": {"premium", "verified"}}),
    _ue(
        493,
        "ADD #attr0 :p0, #attr1 :p1",
        ("count", "view_count"),
        {":p0": 1, ":p1": 10},
        "the names and values from the test's expression",
    ),
    _ue(522, "REMOVE #attr0", ("temp_data",), None),
    _ue(558, "REMOVE #attr0, #attr1", ("temp_data", "optional_count"), None),
    _ue(592, "DELETE #attr0 :p0", ("tags",), {":p0": {"old-tag"}}),
    _ue(622, "DELETE #attr0 :p0", ("tags",), {":p0": {"tag1", "tag2", "tag3"}}),
    _ue(661, "SET #attr0 = if_not_exists(#attr0, :p0)", ("count",), {":p0": 0}),
    _ue(691, "SET #attr0 = list_append(#attr0, :p0)", ("history",), {":p0": ["event1"]}),
    _ue(721, "SET #attr0 = list_append(#attr0, :p0)", ("history",), {":p0": ["event1", "event2", "event3"]}),
    _ue(750, "SET #attr0 = list_append(:p0, #attr0)", ("history",), {":p0": ["event1"]}),
    _ue(777, "SET #attr0 = :p0", ("created_at",), {":p0": "2024-01-15"}, "a DateTime under the format yyyy-MM-dd"),
    _ue(799, "SET #attr0 = :p0", ("balance",), {":p0": "123.46"}, "a decimal under the format F2, set as a string"),
    _ue(
        824,
        "SET #attr0 = #attr0 + :p0",
        ("balance",),
        {":p0": "50.12"},
        "an arithmetic operand under the format F2: the library captures it as a string",
    ),
    _ue(
        859,
        "SET #attr0 = if_not_exists(#attr0, :p0)",
        ("balance",),
        {":p0": "100.5000"},
        "if_not_exists's fallback under the format F4, a string",
    ),
    _ue(1004, "SET #attr0 = :p0", ("count",), {":p0": "00000042"}, "an int under the format D8, a string"),
]

# --- Requests/Extensions/WithUpdateExpressionExtensionsTests.cs ----------------
RQ = UT + "Requests/"
WU = RQ + "Extensions/WithUpdateExpressionExtensionsTests.cs"
BUILT = "the request ToUpdateItemRequest() returns (the test sets no table or key: TestTable and id = 1 added)"


def _wu(line: int, text: str, names: dict, vals: dict | None, note: str = BUILT, **extra) -> dict:
    return _upd(WU, line, text, names, vals, note, extra)


UPDATE_BUILDER = [
    _wu(
        211,
        "SET #attr0 = :p0, #attr1 = :p1",
        _names("name", "status"),
        {":p0": "John", ":p1": "Active"},
        BUILT + "; the test pins the names and that the text holds both actions",
    ),
    _wu(305, "ADD #attr0 :p0", _names("tags"), {":p0": {"tag1", "tag2"}}),
    _wu(
        357,
        "REMOVE #attr0, #attr1",
        _names("temp_data", "status"),
        None,
        BUILT + "; the test pins the names and that the text holds both",
    ),
    case(
        f"{REPO}{WU}:569",
        "UpdateItem",
        {
            "TableName": T,
            "Key": {"id": {"S": "test-id"}},
            "UpdateExpression": "SET #attr0 = :p0",
            "ConditionExpression": "#id = :id",
            "ExpressionAttributeNames": {"#attr0": "name", "#id": "id"},
            "ExpressionAttributeValues": values({":p0": "John", ":id": "test-id"}),
        },
        TBL_LID,
        [item(id="test-id", name="Old")],
        PINNED + " (the whole request the chained builder returns)",
    ),
    _wu(596, "SET #attr0 = :p0", _names("name"), {":p0": "John"}, ReturnValues="ALL_NEW"),
    _wu(
        723,
        "SET #status = :status",
        {"#name": "name", "#status": "status"},
        {":name": "John", ":status": "Active"},
        BUILT + "; the second Set replaces the text, the first call's name and value stay in the maps",
    ),
    _wu(
        747,
        "SET #attr1 = :p1",
        _names("name", "status"),
        {":p0": "John", ":p1": "Active"},
        BUILT + "; the second Set replaces the text, the first call's #attr0 and :p0 stay in the maps",
    ),
]

# --- Requests/Extensions/WithConditionExpressionExtensionsTests.cs --------------
# format-string conditions (the test's builder is a stub): a PutItem's condition
WC = RQ + "Extensions/WithConditionExpressionExtensionsTests.cs"
TBL_PK_SK = table(("pk", "S"), ("sk", "S"))
PUT_KEY = {"pk": {"S": "USER#123"}, "sk": {"S": "ORDER#456"}}
COND_ITEM = item(
    pk="USER#123",
    sk="ORDER#456",
    active=True,
    amount=N("123.45"),
    price=N("99.99"),
    optional=None,
    created="2024-01-15T10:30:45.0000000Z",
    id="12345678-1234-1234-1234-123456789012",
    name="John Doe",
    tags=["a", "b", "c", "d", "e", "f"],
)
FORMAT = "the text the format-string Where writes and the values the test pins, as a PutItem's ConditionExpression"


def _wc(line: int, text: str, vals: dict | None, names: dict | None = None, note: str = "", **over) -> dict:
    request = {"TableName": T, "Item": PUT_KEY, "ConditionExpression": text, **_exprs(names, vals)}
    full = FORMAT + (f"; {note}" if note else "")
    before = [{**COND_ITEM, **item(**over)}]
    return case(f"{REPO}{WC}:{line}", "PutItem", request, TBL_PK_SK, before, full)


CONDITIONS = [
    _wc(73, "pk = :p0 AND sk = :p1", {":p0": "USER#123", ":p1": "ORDER#456"}),
    _wc(
        87,
        "pk = :p0 AND sk BETWEEN :p1 AND :p2",
        {":p0": "USER#123", ":p1": "A", ":p2": "USER#123"},
        note="{0} used twice gets a second placeholder",
    ),
    _wc(114, "name = :p0", {":p0": "John Doe"}, note="name is a reserved word, written unescaped by the test"),
    _wc(137, "count = :p0", {":p0": 42}, note="count is a reserved word, written unescaped by the test"),
    _wc(213, "created = :p0", {":p0": "2024-01-15T10:30:45.0000000Z"}, note="a DateTime with no format: ISO 8601"),
    _wc(241, "created = :p0", {":p0": "2024-01-15"}, note="{0:yyyy-MM-dd}", created="2024-01-15"),
    _wc(270, "amount = :p0", {":p0": N("123.46")}, note="{0:F2} of 123.456m", amount=N("123.46")),
    _wc(281, "flags = :p0", {":p0": N("FF")}, note="{0:X} of 255: the hexadecimal text as a number"),
    _wc(292, "value = :p0", {":p0": N("1.23E+003")}, note="{0:E2} of 1234.5 as a number; value is a reserved word"),
    _wc(
        444,
        "pk = :p0 AND created > :p1 AND amount >= :p2 AND active = :p3",
        {":p0": "USER#123", ":p1": "2024-01-15T10:30:45.0000000Z", ":p2": N("99.99"), ":p3": True},
        created="2024-02-01T00:00:00.0000000Z",
    ),
    _wc(
        462,
        "begins_with(sk, :p0) AND contains(#name, :p1) AND size(#tags) > :p2",
        {":p0": "ORDER#", ":p1": "John", ":p2": 5},
        {"#name": "name", "#tags": "tags"},
        "#name and #tags, which the test leaves unmapped, mapped to name and tags",
    ),
    _wc(477, "data = :p0", {":p0": '{"key": "value"}'}, note="data is a reserved word, written unescaped by the test"),
    _wc(
        490,
        "sk = :p1",
        {":p0": "USER#123", ":p1": "ORDER#456"},
        note="a second Where replaces the text; the first call's :p0 stays in the values",
    ),
]

# --- Requests/Extensions/WithFilterExpressionExtensionsTests.cs ---------------------
WF = RQ + "Extensions/WithFilterExpressionExtensionsTests.cs"
FILTER_ITEMS = [
    item(
        pk="USER#1",
        sk="A",
        status="ACTIVE",
        amount=150,
        created="2024-06-01T00:00:00.0000000Z",
        active=True,
        name="John",
        tags={"important", "x"},
        score=90,
        items=list("abcdef"),
        data="text",
        field1="x",
        optional=None,
        customField="c",
    ),
    item(
        pk="USER#2",
        sk="B",
        status="PENDING",
        amount=50,
        created="2024-03-01T00:00:00.0000000Z",
        active=False,
        tags={"important"},
    ),
]
MAPPED = "; the #placeholders, which the test leaves unmapped, mapped to the names after #"


def _wf(line: int, text: str, names: tuple, vals: dict | None, note: str = "") -> dict:
    request = {"TableName": T, "FilterExpression": text, **_exprs({f"#{n}": n for n in names}, vals)}
    full = "the text the format-string WithFilter writes and the values the test pins, as a Scan's FilterExpression"
    return case(f"{REPO}{WF}:{line}", "Scan", request, TBL_PK_SK, FILTER_ITEMS, full + MAPPED + note)


FILTERS = [
    _wf(45, "#status = :p0 AND #amount > :p1", ("status", "amount"), {":p0": "ACTIVE", ":p1": 100}),
    _wf(82, "#amount BETWEEN :p0 AND :p1", ("amount",), {":p0": N("11.00"), ":p1": N("100.00")}),
    _wf(
        138,
        "#status = :p0 AND begins_with(#name, :p1) AND #created BETWEEN :p2 AND :p3",
        ("status", "name", "created"),
        {":p0": "ACTIVE", ":p1": "John", ":p2": "2024-01-01T00:00:00.0000000Z", ":p3": "2024-12-31T23:59:59.0000000Z"},
    ),
    _wf(159, "contains(#tags, :p0) AND #score > :p1", ("tags", "score"), {":p0": "important", ":p1": 85}),
    _wf(179, "size(#items) > :p0 AND attribute_type(#data, :p1)", ("items", "data"), {":p0": 5, ":p1": "S"}),
    _wf(198, "#optional = :p0", ("optional",), {":p0": None}),
    _wf(266, "#name = :p0", ("name",), {":p0": "John"}, " ({0:invalid} on a string: the string itself)"),
    _wf(
        300,
        "#status = :p0 AND #customField = :customValue",
        ("status", "customField"),
        {":p0": "ACTIVE", ":customValue": "c"},
        "; :customValue, which the test does not give, given the string c",
    ),
    _wf(
        323,
        "(#status = :p0 OR #status = :p1) AND #amount BETWEEN :p2 AND :p3 AND contains(#tags, :p4) AND #created > :p5",
        ("status", "amount", "tags", "created"),
        {
            ":p0": "ACTIVE",
            ":p1": "PENDING",
            ":p2": N("10.50"),
            ":p3": N("100.75"),
            ":p4": "important",
            ":p5": "2024-01-01T00:00:00.0000000Z",
        },
    ),
    _wf(
        345,
        "attribute_exists(#field1) AND attribute_not_exists(#field2) AND #status = :p0",
        ("field1", "field2", "status"),
        {":p0": "ACTIVE"},
    ),
    _wf(364, "#status IN (:p0, :p1, :p2)", ("status",), {":p0": "ACTIVE", ":p1": "PENDING", ":p2": "COMPLETED"}),
]

# --- Requests/ComprehensiveBuilderIntegrationTests.cs: whole requests ------------
CB = RQ + "ComprehensiveBuilderIntegrationTests.cs"
WHOLE = "the request the builder returns, as the test pins it"
QUERY_ITEMS = [
    item(pk="USER#123", sk="2024-06-01", status="ACTIVE", amount=N("150.5"), requestId="x"),
    item(pk="USER#123", sk="2023-12-20T00:00:00Z", status="ACTIVE", amount=N("99.99"), requestId="x"),
    item(
        pk="USER#123",
        sk="2024-01-01T00:00:00Z",
        status="ALL_OLD",
        amount=100,
        requestId="12345678-1234-1234-1234-123456789012",
    ),
    item(pk="USER#123", sk="ORDER#1", status="ACTIVE", amount=500),
    item(pk="USER#9", sk="2024-06-01", status="PENDING", amount=5),
]
ID_ITEM = item(id="123", version=1, status="ACTIVE", amount=N("999.99"))


def _cb(line: int, op: str, request: dict, tbl: dict, before: list, note: str = WHOLE) -> dict:
    return case(f"{REPO}{CB}:{line}", op, request, tbl, before, note)


COMPREHENSIVE = [
    _cb(
        38,
        "Query",
        {
            "TableName": T,
            "KeyConditionExpression": "pk = :pk",
            "ExpressionAttributeNames": {"#status": "status"},
            "ExpressionAttributeValues": values({":pk": "USER#123"}),
        },
        TBL_PK_SK,
        QUERY_ITEMS,
        WHOLE + " (the name #status it adds is used by no expression)",
    ),
    _cb(
        65,
        "PutItem",
        {
            "TableName": T,
            "Item": item(id="123"),
            "ConditionExpression": "attribute_not_exists(id)",
            "ExpressionAttributeValues": values({":version": 1}),
        },
        TBL_LID,
        [],
        WHOLE + " (the value :version it adds is used by no expression)",
    ),
    _cb(
        93,
        "DeleteItem",
        {
            "TableName": T,
            "Key": {"id": {"S": "123"}},
            "ConditionExpression": "attribute_exists(id)",
            "ExpressionAttributeNames": {"#status": "status"},
        },
        TBL_LID,
        [ID_ITEM],
        WHOLE + " (the name #status it adds is used by no expression)",
    ),
    _cb(
        132,
        "Query",
        {
            "TableName": T,
            "KeyConditionExpression": "pk = :p0 AND sk BETWEEN :minDate AND :maxDate",
            "FilterExpression": "#status = :status AND amount > :minAmount",
            "ExpressionAttributeNames": {"#status": "status"},
            "ExpressionAttributeValues": values(
                {
                    ":p0": "USER#123",
                    ":minDate": "2024-01-01",
                    ":maxDate": "2024-12-31",
                    ":status": "ACTIVE",
                    ":minAmount": N("100.5"),
                }
            ),
        },
        TBL_PK_SK,
        QUERY_ITEMS,
    ),
    _cb(
        170,
        "PutItem",
        {
            "TableName": T,
            "Item": item(id="123", version=1, status="ACTIVE"),
            "ConditionExpression": "(attribute_not_exists(id) OR version = :p0) AND #status <> :oldStatus",
            "ExpressionAttributeNames": {"#status": "status"},
            "ExpressionAttributeValues": values({":p0": 1, ":oldStatus": "DELETED"}),
        },
        TBL_LID,
        [ID_ITEM],
    ),
    _cb(
        194,
        "UpdateItem",
        {
            "TableName": T,
            "Key": {"id": {"S": "123"}},
            "ConditionExpression": "version = :p0 AND #status = :currentStatus",
            "ExpressionAttributeNames": {"#status": "status"},
            "ExpressionAttributeValues": values(
                {":p0": 1, ":currentStatus": "ACTIVE", ":newVersion": 2, ":timestamp": "2025-01-02T03:04:05.0000000Z"}
            ),
        },
        TBL_LID,
        [ID_ITEM],
        WHOLE + " (no update expression; the values :newVersion and :timestamp it adds are used by none; "
        "DateTime.UtcNow as a fixed time)",
    ),
    _cb(
        218,
        "DeleteItem",
        {
            "TableName": T,
            "Key": {"id": {"S": "123"}},
            "ConditionExpression": "version = :p0 AND #status IN (:status1, :status2)",
            "ExpressionAttributeNames": {"#status": "status"},
            "ExpressionAttributeValues": values({":p0": 1, ":status1": "ACTIVE", ":status2": "PENDING"}),
        },
        TBL_LID,
        [ID_ITEM],
    ),
    _cb(
        253,
        "Query",
        {
            "TableName": T,
            "KeyConditionExpression": "pk = :p0 AND sk BETWEEN :p1 AND :p2",
            "FilterExpression": "amount >= :amount AND #status = :status AND requestId = :requestId",
            "ExpressionAttributeNames": {"#status": "status"},
            "ExpressionAttributeValues": values(
                {
                    ":p0": "USER#123",
                    ":p1": "2023-12-16T10:30:00.0000000Z",
                    ":p2": "2024-01-15T10:30:00.0000000Z",
                    ":amount": N("99.99"),
                    ":status": "ALL_OLD",
                    ":requestId": "12345678-1234-1234-1234-123456789012",
                }
            ),
        },
        TBL_PK_SK,
        QUERY_ITEMS,
    ),
    _cb(
        289,
        "Scan",
        {
            "TableName": T,
            "FilterExpression": "(createdAt BETWEEN :startDate AND :endDate) AND (amount BETWEEN :minAmount AND "
            ":maxAmount) AND (#status = :status1 OR #status = :status2)",
            "ExpressionAttributeNames": {"#status": "status"},
            "ExpressionAttributeValues": values(
                {
                    ":startDate": "2024-01-01T00:00:00.0000000Z",
                    ":endDate": "2024-12-31T23:59:59.0000000Z",
                    ":minAmount": N("1000.50"),
                    ":maxAmount": N("5000.75"),
                    ":status1": "ACTIVE",
                    ":status2": "PENDING",
                }
            ),
        },
        TBL_PK_SK,
        [
            item(pk="A", sk="1", createdAt="2024-03-01T00:00:00.0000000Z", amount=2000, status="PENDING"),
            item(pk="B", sk="1", createdAt="2023-03-01T00:00:00.0000000Z", amount=2000, status="ACTIVE"),
        ],
    ),
    _cb(
        323,
        "PutItem",
        {
            "TableName": T,
            "Item": item(id="123", version=1, amount=N("999.99")),
            "ConditionExpression": "(attribute_not_exists(version) OR version = :p0) AND amount <= :p1 AND "
            "#status IN (:p2, :p3)",
            "ExpressionAttributeNames": {"#status": "status"},
            "ExpressionAttributeValues": values({":p0": 0, ":p1": N("1000.00"), ":p2": "DRAFT", ":p3": "PENDING"}),
        },
        TBL_LID,
        [item(id="123", amount=500, status="DRAFT")],
    ),
    _cb(
        360,
        "Query",
        {
            "TableName": "Users",
            "KeyConditionExpression": "pk = :pk AND begins_with(sk, :prefix)",
            "FilterExpression": "#status = :status AND #amount > :minAmount",
            "ExpressionAttributeNames": {"#status": "status", "#amount": "amount"},
            "ExpressionAttributeValues": values(
                {":pk": "USER#123", ":prefix": "ORDER#", ":status": "ACTIVE", ":minAmount": 100}
            ),
            "Limit": 25,
            "ConsistentRead": True,
            "ScanIndexForward": False,
            "ReturnConsumedCapacity": "TOTAL",
        },
        TBL_PK_SK,
        QUERY_ITEMS,
    ),
    _cb(
        390,
        "GetItem",
        {
            "TableName": "Users",
            "Key": {"pk": {"S": "USER#123"}, "sk": {"S": "profile"}},
            "ExpressionAttributeNames": {"#name": "name", "#email": "email"},
            "ProjectionExpression": "#name, #email, createdAt",
            "ConsistentRead": True,
            "ReturnConsumedCapacity": "TOTAL",
        },
        TBL_PK_SK,
        [item(pk="USER#123", sk="profile", name="John Doe", email="john@example.com", createdAt="2024", x=1)],
    ),
    _cb(
        412,
        "PutItem",
        {
            "TableName": "Users",
            "Item": item(pk="USER#123", sk="profile", name="John Doe"),
            "ConditionExpression": "attribute_not_exists(pk) OR version = :expectedVersion",
            "ExpressionAttributeNames": {"#name": "name"},
            "ExpressionAttributeValues": values({":expectedVersion": 1}),
            "ReturnValues": "ALL_OLD",
            "ReturnConsumedCapacity": "TOTAL",
        },
        TBL_PK_SK,
        [],
        WHOLE + " (the name #name it adds is used by no expression)",
    ),
]

# --- Expressions/ExpressionCombiningTests.cs: two Where/WithFilter calls -----------
EC = "ExpressionCombiningTests.cs"
TBL_PK_SK_UP = table(("PK", "S"), ("SK", "S"))
EC_ITEMS = [
    item(PK="USER#123", SK="ORDER#2024-05", Name="John", Age=30, Status="ACTIVE"),
    item(PK="USER#123", SK="ORDER#456", Name="Jane", Age=12, Status="PENDING"),
    item(PK="USER#123", SK="PROFILE", Name="John", Age=17, Status="ACTIVE"),
]
COMBINED = (
    "the request the builder returns: the test pins the combined text (or its parts), written as the library joins it"
)


def _ec(line: int, op: str, request: dict, note: str = COMBINED) -> dict:
    return case(f"{REPO}{EX}{EC}:{line}", op, {"TableName": T, **request}, TBL_PK_SK_UP, EC_ITEMS, note)


COMBINING = [
    _ec(
        155,
        "Query",
        {
            "KeyConditionExpression": "(PK = :pk) AND (SK > :sk)",
            "ExpressionAttributeValues": values({":pk": "USER#123", ":sk": "ORDER#3"}),
        },
        PINNED + "; :pk and :sk, which the test never gives, given strings",
    ),
    _ec(
        175,
        "Query",
        {
            "KeyConditionExpression": "PK = :pk",
            "FilterExpression": "(Name = :name) AND (Age > :age)",
            "ExpressionAttributeValues": values({":pk": "USER#123", ":name": "John", ":age": 18}),
        },
        PINNED + "; :pk, :name and :age, which the test never gives, given values; Name is a reserved word, "
        "written unescaped by the test",
    ),
    _ec(
        193,
        "Query",
        {
            "KeyConditionExpression": "(#attr0 = :p0) AND (SK > :minSk)",
            "ExpressionAttributeNames": {"#attr0": "PK"},
            "ExpressionAttributeValues": values({":p0": "USER#123", ":minSk": "ORDER#2024"}),
        },
    ),
    _ec(
        219,
        "Query",
        {
            "KeyConditionExpression": "(PK = :pk) AND (begins_with(#attr0, :p0))",
            "ExpressionAttributeNames": {"#attr0": "SK"},
            "ExpressionAttributeValues": values({":pk": "USER#123", ":p0": "ORDER#"}),
        },
    ),
    _ec(
        267,
        "Query",
        {
            "KeyConditionExpression": "#attr0 = :p0",
            "FilterExpression": "(#attr1 = :p1) AND (#status = :status)",
            "ExpressionAttributeNames": {"#attr0": "PK", "#attr1": "Name", "#status": "Status"},
            "ExpressionAttributeValues": values({":p0": "USER#123", ":p1": "John", ":status": "ACTIVE"}),
        },
    ),
    _ec(
        293,
        "Query",
        {
            "KeyConditionExpression": "(#attr0 = :p0) AND (SK = :sk)",
            "FilterExpression": "(#attr1 = :p1) AND (#attr2 > :p2)",
            "ExpressionAttributeNames": {"#attr0": "PK", "#attr1": "Name", "#attr2": "Age"},
            "ExpressionAttributeValues": values({":p0": "USER#123", ":sk": "ORDER#456", ":p1": "John", ":p2": 18}),
        },
    ),
    _ec(
        345,
        "Query",
        {
            "KeyConditionExpression": "((#attr0 = :p0) AND (SK > :minSk)) AND (SK < :maxSk)",
            "ExpressionAttributeNames": {"#attr0": "PK"},
            "ExpressionAttributeValues": values({":p0": "USER#123", ":minSk": "A", ":maxSk": "Z"}),
        },
        COMBINED + " (three Where calls, two of them on the sort key)",
    ),
    _ec(
        369,
        "Scan",
        {
            "FilterExpression": "((#attr0 = :p0) AND (#attr1 > :p1)) AND (#attr2 = :p2)",
            "ExpressionAttributeNames": {"#attr0": "Name", "#attr1": "Age", "#attr2": "Status"},
            "ExpressionAttributeValues": values({":p0": "John", ":p1": 18, ":p2": "ACTIVE"}),
        },
    ),
    _ec(
        396,
        "Query",
        {
            "KeyConditionExpression": "(#attr0 = :p0) AND (SK BETWEEN :low AND :high)",
            "FilterExpression": "(Name = :p1) AND (#status = :p2)",
            "ExpressionAttributeNames": {"#attr0": "PK", "#status": "Status"},
            "ExpressionAttributeValues": values(
                {":p0": "USER#123", ":low": "A", ":high": "Z", ":p1": "John", ":p2": "ACTIVE"}
            ),
        },
        COMBINED + "; Name is a reserved word, written unescaped by the test",
    ),
]

# --- Requests/Extensions/WithClientExtensionsTests.cs ------------------------------
CX = RQ + "Extensions/WithClientExtensionsTests.cs"
TBL_PK = table(("pk", "S"))


def _cx(line: int, op: str, request: dict, tbl: dict, before: list) -> dict:
    return case(f"{REPO}{CX}:{line}", op, {"TableName": T, **request}, tbl, before, WHOLE)


CLIENT = [
    _cx(
        78,
        "GetItem",
        {
            "Key": {"pk": {"S": "test-key"}},
            "ProjectionExpression": "#name, #email",
            "ExpressionAttributeNames": {"#name": "name", "#email": "email"},
            "ConsistentRead": True,
        },
        TBL_PK,
        [item(pk="test-key", name="Test Name", email="t@example.com", other=1)],
    ),
    _cx(
        148,
        "PutItem",
        {
            "Item": item(pk="test-key", name="Test Name"),
            "ConditionExpression": "attribute_not_exists(pk)",
            "ReturnValues": "ALL_OLD",
        },
        TBL_PK,
        [],
    ),
    _cx(
        178,
        "UpdateItem",
        {
            "Key": {"pk": {"S": "test-key"}},
            "UpdateExpression": "SET #name = :name, #count = #count + :inc",
            "ConditionExpression": "attribute_exists(pk)",
            "ExpressionAttributeNames": {"#name": "name", "#count": "count"},
            "ExpressionAttributeValues": values({":name": "Updated Name", ":inc": 1}),
            "ReturnValues": "UPDATED_NEW",
        },
        TBL_PK,
        [item(pk="test-key", name="Old", count=4)],
    ),
    _cx(
        210,
        "DeleteItem",
        {
            "Key": {"pk": {"S": "test-key"}, "sk": {"S": "sort-key"}},
            "ConditionExpression": "attribute_exists(#status)",
            "ExpressionAttributeNames": {"#status": "status"},
            "ReturnValues": "ALL_OLD",
        },
        TBL_PK_SK,
        [item(pk="test-key", sk="sort-key", status="ACTIVE")],
    ),
]

# --- Requests/TransactionWriteBuilderTests.cs: the request the mocked client receives
TW = RQ + "TransactionWriteBuilderTests.cs"


def _tw(line: int, request: dict, before: list, note: str = WHOLE) -> dict:
    return case(f"{REPO}{TW}:{line}", "TransactWriteItems", request, TBL_PK, before, note)


TRANSACTIONS = [
    _tw(
        208,
        {
            "TransactItems": [
                {"Put": {"TableName": T, "Item": item(pk="id1")}},
                {
                    "Update": {
                        "TableName": T,
                        "Key": {"pk": {"S": "id2"}},
                        "UpdateExpression": "SET #name = :name",
                        "ExpressionAttributeNames": {"#name": "name"},
                        "ExpressionAttributeValues": values({":name": "updated"}),
                    }
                },
                {"Delete": {"TableName": T, "Key": {"pk": {"S": "id3"}}}},
                {
                    "ConditionCheck": {
                        "TableName": T,
                        "Key": {"pk": {"S": "id4"}},
                        "ConditionExpression": "attribute_exists(pk)",
                    }
                },
            ]
        },
        [item(pk="id3"), item(pk="id4")],
        WHOLE + " (put, update, delete, condition check in that order)",
    ),
    _tw(
        239,
        {
            "TransactItems": [
                {
                    "Put": {
                        "TableName": T,
                        "Item": item(pk="test-id"),
                        "ConditionExpression": "#pk = :pk",
                        "ExpressionAttributeNames": {"#pk": "pk"},
                        "ExpressionAttributeValues": values({":pk": "test-id"}),
                    }
                }
            ]
        },
        [item(pk="test-id", name="old")],
    ),
    _tw(
        399,
        {"TransactItems": [{"Put": {"TableName": T, "Item": item(pk="test-id")}}], "ReturnConsumedCapacity": "TOTAL"},
        [],
    ),
]

CASES = (
    OPERATORS
    + FUNCTIONS
    + EDGES
    + VALUE_CAPTURE
    + FORMATS
    + UPDATE_TRANSLATOR
    + UPDATE_BUILDER
    + CONDITIONS
    + FILTERS
    + COMPREHENSIVE
    + COMBINING
    + CLIENT
    + TRANSACTIONS
)
