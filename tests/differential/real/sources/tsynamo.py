"""Tsynamo (woltsu/tsynamo), a Kysely-like typed query builder for DynamoDB in
TypeScript over the AWS SDK v3's DocumentClient: the requests its compile
tests pin and its integration tests send to DynamoDB Local.

Source: woltsu/tsynamo, commit f6ceeac (2024-06-26, version 0.0.11).
``src/queryCompiler/queryCompiler.test.ts`` pins five compiled commands
(``__snapshots__/queryCompiler.test.ts.snap``: the whole input of a Query, a
Put, a Get, a Delete and an Update). The integration tests
(``src/queryBuilders/{query,getItem,putItem,deleteItem,updateItem,
writeTransaction,readTransaction}QueryBuilder.integration.test.ts`` /
``...Builder.integration.test.ts``) send the requests their builder calls
make to DynamoDB Local (``amazon/dynamodb-local:2.5.0``), the tables
re-created with ``test/testFixture.ts``'s TEST_DATA before each test, and pin
the answers (snapshots, ``toBe``, the rejections' messages). Those requests
are written here as ``src/queryCompiler/queryCompiler.ts`` renders the
builder calls (as the compile snapshot shows it does): a path as one
``#segment`` a segment (``#nested.#nestedBoolean``), a list index kept after
its segment (``#cats[0].#age``), the names map holding each segment once; a
key condition's values ``:keyConditionValue<i>`` (``i`` its place),
``...left``/``...right`` for BETWEEN; a filter's or condition's value
``:filterExpressionValue<n>`` (``n`` the values so far), an update's
``:setUpdateExpressionValue<n>``, ``:addUpdateExpressionValue<n>``,
``:deleteUpdateExpressionValue<n>``, and the value after an ``if_not_exists``
in a ``+=`` ``:setUpdateExpressionValue<n>Value``; conditions joined by
``AND``/``OR`` with no parentheses but around a nested builder
(``... OR (#a = :v1 AND #b = :v2)``) and after ``NOT`` (``NOT (...)``);
``attribute_exists(#x)`` and ``begins_with(#x, :v)`` with no space; an
update's clauses ``SET``, `` REMOVE``, `` ADD``, `` DELETE`` each after a
space, so an update without SET begins with a space (`` REMOVE #somethingElse``).
Only the requests were taken, as data: no test was run.

Adapted only as far as needed to run: DocumentClient values written typed as
``@aws-sdk/lib-dynamodb`` marshalls them (numbers ``N``, booleans ``BOOL``,
arrays ``L``, objects ``M``, a ``Set`` of strings ``SS``); options the builder
leaves ``undefined`` left out, as the SDK leaves them out. Tables as the
fixture creates them: ``myTable`` keyed ``userId`` (a string) /
``dataTimestamp`` (a number), ``myOtherTable`` keyed ``userId`` /
``stringTimestamp`` (strings). ``before`` is what the test's table held then:
TEST_DATA (its two items at ``123``/``999``, the later kept, as the fixture's
puts leave them) for the queries and gets, and for a write the items at its
key the test's earlier steps wrote (none where it had none). The compile
tests send nothing: their Query is sent on TEST_DATA, their Put, Get and
Delete on the items at their keys, their Update on a made-up item holding the
``nested`` map its SET and DELETE need. A transaction over both tables (the
deletes test, the read transaction) is sent as one request a table, its
actions in their order (the recorder writes ``before`` to one table). Sent as
written: the ``hello token`` transaction the test sends a second time with a
second Put of the same key; DynamoDB Local rejected it for its token
(IdempotentParameterMismatchException) because the first had been sent, but
the recorder sends a fresh token, so it is refused here for its two actions
on one item. Left out: repeats (a plain GetItem or PutItem the tests send
again to set up or check, the ``begins_with`` filter with ``"ke"``, the
transactions tests' check queries, the second compiled Delete).
"""

from __future__ import annotations

from ._build import case, item, table, values

SOURCE = "tsynamo"
REPO = "woltsu/tsynamo@f6ceeac "
COMPILE = "src/queryCompiler/queryCompiler.test.ts:"
QUERY = "src/queryBuilders/queryQueryBuilder.integration.test.ts:"
GET = "src/queryBuilders/getItemQueryBuilder.integration.test.ts:"
PUT = "src/queryBuilders/putItemQueryBuilder.integration.test.ts:"
DELETE = "src/queryBuilders/deleteItemQueryBuilder.integration.test.ts:"
UPDATE = "src/queryBuilders/updateItemQueryBuilder.integration.test.ts:"
WTRX = "src/queryBuilders/writeTransactionBuilder.integration.test.ts:"
RTRX = "src/queryBuilders/readTransactionBuilder.integration.test.ts:"

T_MY = table(("userId", "S"), ("dataTimestamp", "N"))
T_OTHER = table(("userId", "S"), ("stringTimestamp", "S"))

# test/testFixture.ts TEST_DATA, as setupTestDDB writes it before each test
MY = [
    item(userId="123", dataTimestamp=222, somethingElse=2, someBoolean=True),
    item(userId="321", dataTimestamp=333, somethingElse=3, someBoolean=False),
    item(userId="123", dataTimestamp=333, somethingElse=10, someBoolean=False),
    item(userId="123", dataTimestamp=111, somethingElse=-5, someBoolean=True,
         nested={"nestedString": "koy", "nestedBoolean": False}),
    item(userId="123", dataTimestamp=999, somethingElse=0, someBoolean=False,
         nested={"nestedString": "key", "nestedBoolean": True}),
    item(userId="123", dataTimestamp=996, somethingElse=-9, someBoolean=False,
         nested={"nestedString": "llol", "nestedBoolean": True, "nestedNested": {"nestedNestedBoolean": True}}),
    item(userId="313", dataTimestamp=996, somethingElse=-9, someBoolean=False, tags=["testTag"]),
]  # fmt: skip
OTHER = [
    item(userId="123", stringTimestamp="111", somethingElse=-5, someBoolean=True),
    item(userId="123", stringTimestamp="123", somethingElse=-5, someBoolean=True,
         tuplez=[{"beer": "karhu"}, {"bar": "oljenkorsi"}],
         cats=[{"name": "Pekka Töpöhäntä", "age": 42}, {"name": "Sylvester J. Pussycat Sr.", "age": 78},
               {"name": "Tommy the Cat", "age": 12}]),
]  # fmt: skip

CASES: list[dict] = []
AS_RENDERED = "the request queryCompiler renders for the test's builder calls"


def add(cite: str, operation: str, request: dict, tbl: dict, before: list, note: str) -> None:
    CASES.append(case(REPO + cite, operation, request, tbl, before, note))


def names(*segments: str) -> dict:
    return {f"#{s}": s for s in segments}


def at(items: list, **key) -> list:
    """The items of ``items`` at ``key`` (plain values)."""
    want = item(**key)
    return [i for i in items if all(i.get(k) == v for k, v in want.items())]


def query(cite: str, kce: str, kvals: dict, tbl_name: str = "myTable", filt: str = "", fvals: dict | None = None,
          proj: str = "", nm: dict | None = None, note: str = AS_RENDERED) -> None:  # fmt: skip
    request = {"TableName": tbl_name, "KeyConditionExpression": kce}
    if filt:
        request["FilterExpression"] = filt
    request["ExpressionAttributeValues"] = values({**kvals, **(fvals or {})})
    if proj:
        request["ProjectionExpression"] = proj
    request["ExpressionAttributeNames"] = nm
    tbl, before = (T_MY, MY) if tbl_name == "myTable" else (T_OTHER, OTHER)
    add(cite, "Query", request, tbl, before, note + "; before: TEST_DATA")


KC0 = "#userId = :keyConditionValue0"
KC_LT = "#userId = :keyConditionValue0 AND #dataTimestamp < :keyConditionValue1"
U123 = {":keyConditionValue0": "123"}
U123_888 = {":keyConditionValue0": "123", ":keyConditionValue1": 888}

# ------------------------------------------------------------------ compile tests (the snapshot's input)
query(
    COMPILE + "16 (snapshot)",
    KC0,
    U123,
    filt="#someBoolean = :filterExpressionValue0 OR #somethingElse BETWEEN :filterExpressionValue1left AND "
    ":filterExpressionValue1right",
    fvals={":filterExpressionValue0": True, ":filterExpressionValue1left": 9, ":filterExpressionValue1right": 10},
    proj="#userId",
    nm=names("userId", "someBoolean", "somethingElse"),
    note="the input the compile snapshot pins",
)
add(COMPILE + "28 (snapshot)", "PutItem",
    {"TableName": "myTable", "Item": item(userId="333", dataTimestamp=212, tags=["cats"])},
    T_MY, [], "the input the compile snapshot pins; before: no item at its key")  # fmt: skip
add(COMPILE + "41 (snapshot)", "GetItem",
    {"TableName": "myTable", "Key": item(userId="321", dataTimestamp=333)},
    T_MY, at(MY, userId="321", dataTimestamp=333), "the input the compile snapshot pins; before: TEST_DATA[1]")  # fmt: skip
add(COMPILE + "53 (snapshot)", "DeleteItem",
    {"TableName": "myTable", "Key": item(userId="1", dataTimestamp=2), "ReturnValues": "ALL_OLD"},
    T_MY, [item(userId="1", dataTimestamp=2)],
    "the input the compile snapshot pins; before: the item the delete test (deleteItemQueryBuilder "
    "integration test, line 33, the same request) had put at its key")  # fmt: skip
add(
    COMPILE + "66 (snapshot)",
    "UpdateItem",
    {
        "TableName": "myTable",
        "Key": item(userId="1", dataTimestamp=2),
        "UpdateExpression": "SET #nested.#nestedBoolean = :setUpdateExpressionValue0 REMOVE #someBoolean "
        "ADD #someSet :addUpdateExpressionValue1 DELETE #nested.#nestedSet :deleteUpdateExpressionValue2",
        "ExpressionAttributeValues": values(
            {
                ":setUpdateExpressionValue0": True,
                ":addUpdateExpressionValue1": {"1", "2"},
                ":deleteUpdateExpressionValue2": {"a"},
            }
        ),
        "ExpressionAttributeNames": names("nested", "nestedBoolean", "someBoolean", "someSet", "nestedSet"),
    },
    T_MY,
    [
        item(
            userId="1",
            dataTimestamp=2,
            someBoolean=True,
            someSet={"0"},
            nested={"nestedBoolean": False, "nestedSet": {"a", "b"}},
        )
    ],
    "the input the compile snapshot pins; before: a made-up item holding the nested map its SET and DELETE need",
)

# ------------------------------------------------------------------ queries (TEST_DATA)
query(QUERY + "17", KC0, U123, nm=names("userId"))
query(QUERY + "27", "#userId = :keyConditionValue0 AND #dataTimestamp BETWEEN :keyConditionValue1left AND "
      ":keyConditionValue1right", {":keyConditionValue0": "123", ":keyConditionValue1left": 150,
      ":keyConditionValue1right": 500}, nm=names("userId", "dataTimestamp"))  # fmt: skip
query(QUERY + "37", "#userId = :keyConditionValue0 AND begins_with(#stringTimestamp, :keyConditionValue1)",
      {":keyConditionValue0": "123", ":keyConditionValue1": "11"}, "myOtherTable",
      nm=names("userId", "stringTimestamp"))  # fmt: skip
query(QUERY + "47", KC0, U123, filt="#someBoolean = :filterExpressionValue0 AND #someBoolean = :filterExpressionValue1",
      fvals={":filterExpressionValue0": True, ":filterExpressionValue1": True}, nm=names("userId", "someBoolean"),
      note=AS_RENDERED + " (the same filter given twice)")  # fmt: skip
query(QUERY + "59", KC_LT, U123_888, filt="#someBoolean = :filterExpressionValue0 AND #somethingElse < "
      ":filterExpressionValue1", fvals={":filterExpressionValue0": True, ":filterExpressionValue1": 0},
      nm=names("userId", "dataTimestamp", "someBoolean", "somethingElse"))  # fmt: skip
query(QUERY + "71", KC_LT, U123_888, filt="#somethingElse < :filterExpressionValue0 OR (#someBoolean = "
      ":filterExpressionValue1 AND #somethingElse = :filterExpressionValue2)",
      fvals={":filterExpressionValue0": 2, ":filterExpressionValue1": True, ":filterExpressionValue2": 2},
      nm=names("userId", "dataTimestamp", "somethingElse", "someBoolean"))  # fmt: skip
query(QUERY + "87", KC0, U123, filt="NOT (#someBoolean = :filterExpressionValue0)",
      fvals={":filterExpressionValue0": True}, nm=names("userId", "someBoolean"))  # fmt: skip
query(QUERY + "96", KC0, U123, filt="#someBoolean = :filterExpressionValue0 OR NOT (#somethingElse = "
      ":filterExpressionValue1)", fvals={":filterExpressionValue0": True, ":filterExpressionValue1": 0},
      nm=names("userId", "someBoolean", "somethingElse"))  # fmt: skip
query(QUERY + "106", KC0, U123, filt="#somethingElse BETWEEN :filterExpressionValue0left AND "
      ":filterExpressionValue0right", fvals={":filterExpressionValue0left": 0, ":filterExpressionValue0right": 10},
      nm=names("userId", "somethingElse"))  # fmt: skip
query(QUERY + "115", KC0, U123, filt="#someBoolean = :filterExpressionValue0 OR #somethingElse BETWEEN "
      ":filterExpressionValue1left AND :filterExpressionValue1right", fvals={":filterExpressionValue0": True,
      ":filterExpressionValue1left": 9, ":filterExpressionValue1right": 10},
      nm=names("userId", "someBoolean", "somethingElse"))  # fmt: skip
query(QUERY + "125", KC0, U123, filt="#nested.#nestedBoolean = :filterExpressionValue0",
      fvals={":filterExpressionValue0": True}, nm=names("userId", "nested", "nestedBoolean"))  # fmt: skip
query(QUERY + "135", KC0, U123, filt="attribute_exists(#nested.#nestedString)",
      nm=names("userId", "nested", "nestedString"))  # fmt: skip
query(QUERY + "144", KC0, U123, filt="attribute_not_exists(#nested.#nestedString)", proj="#userId, #nested",
      nm=names("userId", "nested", "nestedString"))  # fmt: skip
query(QUERY + "154", KC0, U123, filt="begins_with(#nested.#nestedString, :filterExpressionValue0)",
      fvals={":filterExpressionValue0": "k"}, nm=names("userId", "nested", "nestedString"))  # fmt: skip
query(QUERY + "172", KC0, U123, "myOtherTable", filt="attribute_exists(#cats)", proj="#cats[0].#age",
      nm=names("userId", "cats", "age"))  # fmt: skip
query(QUERY + "183", KC0, {":keyConditionValue0": "313"}, filt="contains(#tags, :filterExpressionValue0)",
      fvals={":filterExpressionValue0": "testTag"}, nm=names("userId", "tags"))  # fmt: skip


# ------------------------------------------------------------------ gets (TEST_DATA)
def get(cite: str, key: dict, proj: str = "", nm: dict | None = None, tbl_name: str = "myTable") -> None:
    tbl, items = (T_MY, MY) if tbl_name == "myTable" else (T_OTHER, OTHER)
    request = {"TableName": tbl_name, "Key": item(**key)}
    if proj:
        request["ConsistentRead"] = True
        request["ProjectionExpression"] = proj
        request["ExpressionAttributeNames"] = nm
    add(cite, "GetItem", request, tbl, at(items, **key), AS_RENDERED + "; before: the TEST_DATA item at its key")


get(GET + "17", {"userId": "321", "dataTimestamp": 333})
get(GET + "29", {"userId": "123", "dataTimestamp": 222}, "#userId, #somethingElse, #someBoolean",
    names("userId", "somethingElse", "someBoolean"))  # fmt: skip
get(GET + "54", {"userId": "123", "dataTimestamp": 111}, "#someBoolean, #nested.#nestedBoolean",
    names("someBoolean", "nested", "nestedBoolean"))  # fmt: skip
get(GET + "70", {"userId": "123", "dataTimestamp": 996}, "#someBoolean, #nested.#nestedNested.#nestedNestedBoolean",
    names("someBoolean", "nested", "nestedNested", "nestedNestedBoolean"))  # fmt: skip
OTHER_KEY = {"userId": "123", "stringTimestamp": "123"}
get(GET + "88", OTHER_KEY, "#cats[1].#age", names("cats", "age"), "myOtherTable")
get(GET + "103", OTHER_KEY, "#tuplez[1]", names("tuplez"), "myOtherTable")
get(GET + "117", OTHER_KEY, "#tuplez[0], #tuplez[1]", names("tuplez"), "myOtherTable")

# ------------------------------------------------------------------ puts
TO_PUT = item(userId="333", dataTimestamp=222, someBoolean=True)
CATS = item(userId="333", dataTimestamp=212, tags=["cats"])
NONE_AT = "; before: no item at its key"
HELD = "; before: the item the test's earlier put wrote at its key"


def put(cite: str, it: dict, before: list, note: str, cond: str = "", cvals: dict | None = None,
        nm: dict | None = None, rv: str = "") -> None:  # fmt: skip
    request: dict = {"TableName": "myTable", "Item": it}
    if rv:
        request["ReturnValues"] = rv
    if cond:
        request["ConditionExpression"] = cond
        if cvals:
            request["ExpressionAttributeValues"] = values(cvals)
        request["ExpressionAttributeNames"] = nm
    add(cite, "PutItem", request, T_MY, before, AS_RENDERED + note)


put(PUT + "33", TO_PUT, [], NONE_AT)
put(PUT + "57", TO_PUT, [TO_PUT], HELD, rv="NONE")
put(PUT + "68", TO_PUT, [], NONE_AT, rv="ALL_OLD")
put(PUT + "78", item(userId="333", dataTimestamp=222, someBoolean=True, tags=["kissa"]), [TO_PUT], HELD, rv="ALL_OLD")
put(PUT + "93", TO_PUT, [TO_PUT], HELD + " (the test expects ConditionalCheckFailed)", "attribute_not_exists(#userId)",
    nm=names("userId"))  # fmt: skip
put(PUT + "113", CATS, [CATS], HELD, "contains(#tags, :filterExpressionValue0)", {":filterExpressionValue0": "cats"},
    names("tags"), rv="ALL_OLD")  # fmt: skip
put(PUT + "128", item(userId="333", dataTimestamp=212), [CATS], HELD + " (the test expects ConditionalCheckFailed)",
    "NOT (contains(#tags, :filterExpressionValue0))", {":filterExpressionValue0": "cats"}, names("tags"))  # fmt: skip
NESTED_FALSE = item(userId="333", dataTimestamp=212, nested={"nestedBoolean": False})
put(PUT + "144", NESTED_FALSE, [], NONE_AT)
put(PUT + "156", item(userId="333", dataTimestamp=212), [NESTED_FALSE],
    HELD + " (the test expects ConditionalCheckFailed)", "#nested.#nestedBoolean = :filterExpressionValue0",
    {":filterExpressionValue0": True}, names("nested", "nestedBoolean"))  # fmt: skip

# ------------------------------------------------------------------ deletes
KEY12 = item(userId="1", dataTimestamp=2)
MEOW = item(userId="1", dataTimestamp=2, tags=["meow"], someBoolean=True)
NOT_MEOW = "NOT (contains(#tags, :filterExpressionValue0))"
add(DELETE + "64", "DeleteItem",
    {"TableName": "myTable", "Key": KEY12, "ConditionExpression": NOT_MEOW,
     "ExpressionAttributeValues": values({":filterExpressionValue0": "meow"}), "ExpressionAttributeNames": names("tags")},
    T_MY, [MEOW], AS_RENDERED + HELD + " (the test expects ConditionalCheckFailed)")  # fmt: skip
add(DELETE + "78", "DeleteItem",
    {"TableName": "myTable", "Key": KEY12, "ReturnValues": "ALL_OLD",
     "ConditionExpression": NOT_MEOW + " OR attribute_exists(#someBoolean)",
     "ExpressionAttributeValues": values({":filterExpressionValue0": "meow"}),
     "ExpressionAttributeNames": names("tags", "someBoolean")},
    T_MY, [MEOW], AS_RENDERED + HELD)  # fmt: skip
add(DELETE + "99", "DeleteItem", {"TableName": "myTable", "Key": KEY12}, T_MY, [KEY12], AS_RENDERED + HELD)
add(DELETE + "107", "DeleteItem", {"TableName": "myTable", "Key": KEY12, "ReturnValues": "NONE"}, T_MY, [],
    AS_RENDERED + "; before: none (the test's previous delete removed it)")  # fmt: skip


# ------------------------------------------------------------------ updates
def update(cite: str, key: dict, ue: str, vals: dict | None, nm: dict, before: list, note: str, cond: str = "",
           rv: str = "") -> None:  # fmt: skip
    request: dict = {"TableName": "myTable", "Key": key}
    if rv:
        request["ReturnValues"] = rv
    if cond:
        request["ConditionExpression"] = cond
    request["UpdateExpression"] = ue
    if vals:
        request["ExpressionAttributeValues"] = values(vals)
    request["ExpressionAttributeNames"] = nm
    add(cite, "UpdateItem", request, T_MY, before, AS_RENDERED + note)


update(
    UPDATE + "21",
    KEY12,
    "SET #someBoolean = if_not_exists(#someBoolean, :setUpdateExpressionValue0), #tags = "
    "list_append(if_not_exists(#tags, :setUpdateExpressionValue1), :setUpdateExpressionValue2), #somethingElse = "
    "if_not_exists(#somethingElse, :setUpdateExpressionValue3) + :setUpdateExpressionValue4Value",
    {
        ":setUpdateExpressionValue0": True,
        ":setUpdateExpressionValue1": [],
        ":setUpdateExpressionValue2": ["test_tag"],
        ":setUpdateExpressionValue3": 1,
        ":setUpdateExpressionValue4Value": 2,
    },
    names("someBoolean", "tags", "somethingElse"),
    [],
    NONE_AT,
    rv="ALL_NEW",
)
K1010 = item(userId="1010", dataTimestamp=200)
update(UPDATE + "53", K1010, " REMOVE #somethingElse", None, names("somethingElse"),
       [item(userId="1010", dataTimestamp=200, somethingElse=313, someBoolean=True)], HELD)  # fmt: skip
update(UPDATE + "80", K1010, " ADD #somethingElse :addUpdateExpressionValue0, #someSet :addUpdateExpressionValue1",
       {":addUpdateExpressionValue0": 7, ":addUpdateExpressionValue1": {"item1", "item2"}},
       names("somethingElse", "someSet"), [item(userId="1010", dataTimestamp=200, someBoolean=True)], HELD)  # fmt: skip
SETS = item(userId="1", dataTimestamp=2, someSet={"1", "2", "3"}, nested={"nestedSet": {"4", "5"}})
add(UPDATE + "99", "PutItem", {"TableName": "myTable", "Item": SETS}, T_MY, [], AS_RENDERED + NONE_AT)
update(UPDATE + "111", KEY12, " DELETE #someSet :deleteUpdateExpressionValue0, #nested.#nestedSet "
       ":deleteUpdateExpressionValue1", {":deleteUpdateExpressionValue0": {"2", "3"},
       ":deleteUpdateExpressionValue1": {"4"}}, names("someSet", "nested", "nestedSet"), [SETS], HELD)  # fmt: skip
update(
    UPDATE + "142",
    KEY12,
    "SET #nested.#nestedBoolean = :setUpdateExpressionValue0 REMOVE #nested.#nestedString ADD #somethingElse "
    ":addUpdateExpressionValue1, #someSet :addUpdateExpressionValue2 DELETE #nested.#nestedSet "
    ":deleteUpdateExpressionValue3",
    {
        ":setUpdateExpressionValue0": True,
        ":addUpdateExpressionValue1": 10,
        ":addUpdateExpressionValue2": {"4", "5"},
        ":deleteUpdateExpressionValue3": {"4", "5"},
    },
    names("nested", "nestedBoolean", "nestedString", "somethingElse", "someSet", "nestedSet"),
    [
        item(
            userId="1",
            dataTimestamp=2,
            someSet={"1", "2", "3"},
            somethingElse=0,
            nested={"nestedSet": {"4", "5"}, "nestedBoolean": False, "nestedString": "hello i am nested"},
        )
    ],
    HELD,
)
update(UPDATE + "172", KEY12, " REMOVE #someSet, #somethingElse", {":filterExpressionValue0": 0},
       names("somethingElse", "someSet"), [item(userId="1", dataTimestamp=2, someSet={"1", "2", "3"}, somethingElse=0)],
       HELD + " (the test expects ConditionalCheckFailed)", cond="#somethingElse > :filterExpressionValue0")  # fmt: skip


# ------------------------------------------------------------------ transactions
def put_action(it: dict, tbl_name: str = "myTable", **extra) -> dict:
    return {"Put": {"TableName": tbl_name, "Item": it, **extra}}


add(WTRX + "20", "TransactWriteItems",
    {"TransactItems": [put_action(item(userId="9999", dataTimestamp=1)), put_action(item(userId="9999", dataTimestamp=2))]},
    T_MY, [], AS_RENDERED + NONE_AT + "s")  # fmt: skip
add(WTRX + "75", "TransactWriteItems",
    {"TransactItems": [{"Delete": {"TableName": "myTable", "Key": item(userId="9999", dataTimestamp=1)}}]},
    T_MY, [item(userId="9999", dataTimestamp=1)],
    AS_RENDERED + ", its myTable action (the transaction spans two tables: sent one a table)" + HELD)  # fmt: skip
add(WTRX + "75", "TransactWriteItems",
    {"TransactItems": [{"Delete": {"TableName": "myOtherTable", "Key": item(userId="9999", stringTimestamp="123")}}]},
    T_OTHER, [item(userId="9999", stringTimestamp="123")],
    AS_RENDERED + ", its myOtherTable action (the transaction spans two tables: sent one a table)" + HELD)  # fmt: skip
add(WTRX + "125", "TransactWriteItems",
    {"TransactItems": [
        {"Update": {"TableName": "myTable", "Key": item(userId="9999", dataTimestamp=1),
                    "UpdateExpression": "SET #someBoolean = :setUpdateExpressionValue0",
                    "ExpressionAttributeValues": values({":setUpdateExpressionValue0": True}),
                    "ExpressionAttributeNames": names("someBoolean")}},
        {"Update": {"TableName": "myTable", "Key": item(userId="9999", dataTimestamp=2),
                    "UpdateExpression": "SET #tags = :setUpdateExpressionValue0",
                    "ExpressionAttributeValues": values({":setUpdateExpressionValue0": ["a", "b", "c"]}),
                    "ExpressionAttributeNames": names("tags")}},
    ]},
    T_MY, [item(userId="1", dataTimestamp=1), item(userId="1", dataTimestamp=2)],
    AS_RENDERED + "; before: the items the test put first, at userId 1 (its updates are of userId 9999)")  # fmt: skip
add(WTRX + "158", "TransactWriteItems",
    {"TransactItems": [put_action(item(userId="1", dataTimestamp=2, someBoolean=True),
                                  ConditionExpression="attribute_not_exists(#userId)",
                                  ExpressionAttributeNames=names("userId"))]},
    T_MY, [KEY12], AS_RENDERED + HELD + " (the test expects TransactionCanceledException)")  # fmt: skip
add(WTRX + "175", "TransactWriteItems",
    {"TransactItems": [put_action(KEY12)], "ClientRequestToken": "hello token"},
    T_MY, [], AS_RENDERED + NONE_AT)  # fmt: skip
add(WTRX + "187", "TransactWriteItems",
    {"TransactItems": [put_action(KEY12), put_action(item(userId="1", dataTimestamp=2, someBoolean=True))],
     "ClientRequestToken": "hello token"},
    T_MY, [KEY12],
    AS_RENDERED + " (the same transaction sent again with a second Put of the same key; DynamoDB Local refused it "
    "for its reused token, the recorder sends a fresh one)" + HELD)  # fmt: skip
add(RTRX + "20", "TransactGetItems",
    {"TransactItems": [{"Get": {"TableName": "myTable", "Key": item(userId="123", dataTimestamp=222)}},
                       {"Get": {"TableName": "myTable", "Key": item(userId="1111111", dataTimestamp=2222)}}]},
    T_MY, MY, AS_RENDERED + ", its two myTable Gets (the transaction spans two tables: sent one a table); "
    "before: TEST_DATA")  # fmt: skip
add(RTRX + "20", "TransactGetItems",
    {"TransactItems": [{"Get": {"TableName": "myOtherTable", "Key": item(userId="123", stringTimestamp="111"),
                                "ProjectionExpression": "#userId", "ExpressionAttributeNames": names("userId")}}]},
    T_OTHER, OTHER, AS_RENDERED + ", its myOtherTable Get (the transaction spans two tables: sent one a table); "
    "before: TEST_DATA")  # fmt: skip
