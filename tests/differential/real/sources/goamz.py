"""goamz (Go): the DynamoDB requests its tests pin and the requests its
integration tests send to DynamoDB Local, as the library writes them; from
three generations of the library.

Source 1: AdRoll/goamz, branch master, commit 2731d20 (2017-08-25), package
``dynamodb``. ``query_builder_test.go`` pins whole request bodies (``q.String()``
compared with ``simplejson`` DeepEquals): a two-table BatchWriteItem, the
``Expected`` list rewritten as ``#Expected0 = :Expected0 AND attribute_not_exists
(#Expected1)``, a GetItem with ``"ConsistentRead": "true"`` (a string, as the
library writes it), the attribute updates rewritten as ``ADD #Updates0
:Updates0``, a map update ``SET #Updates0.#Updates1=:Updates1, ...``, legacy
``KeyConditions`` and ``QueryFilter``. ``dynamo_query_builder_test.go`` pins the
document API's GetItem, PutItem and DeleteItem (``"ConsistentRead": true``, a
boolean there). The integration tests ``item_test.go`` and ``batch_test.go``
run against DynamoDB Local (``dynamodb_test.go``: ``http://127.0.0.1:8000``);
they assert answers, not request texts, so each request is written as
``query_builder.go`` / ``dynamo_query_builder.go`` build it: ``PutItem`` the
attributes plus the key; ``AddUpdates`` (the library's own rewrite of
``AttributeUpdates``) one ``#Updates<i>``/``:Updates<i>`` pair per attribute,
``PUT`` as ``SET #Updates0=:Updates0`` (no spaces), ``ADD`` as ``ADD #Updates0
:Updates0``, ``DELETE`` of a set as ``DELETE #Updates0 :Updates0`` and of any
other attribute as ``REMOVE #Updates0`` (no value sent); ``AddExpected`` (its
rewrite of ``Expected``) ``#Expected<i> = :Expected<i>`` or
``attribute_not_exists (#Expected<i>)`` joined by `` AND ``; a caller's
``Expression`` text as given, its names and values merged into the same maps;
``Scan(nil)`` an empty ``ScanFilter``; ``GetItemConsistent`` the string
``"true"``; a query built by hand (``TestQueryScanWithMap``) with both ``Key``
and ``KeyConditions``; the document calls (``PutDocument``,
``BatchGetDocument``, ``BatchPutDocument``) their items as ``dynamizer``
writes them (Go ints and floats as ``N``, nil as ``NULL``, maps ``M``, slices
``L``). ``dynamizer/dynamizer_test.go`` pins the items ``ToDynamo`` writes and
``marshaller_test.go`` the attribute lists ``MarshalAttributes`` writes: a few
are sent here as the ``PutDocument`` / ``PutItem`` that carries them.

Source 2: goamz/goamz, branch master, commit 8b901b5 (2018-02-01), package
``dynamodb``: the older library, which still writes the legacy parameters.
``query_builder_test.go`` pins ``Expected`` (``"Exists": "true"`` and
``"Exists": "false"`` as strings) and ``AttributeUpdates`` (``{"Action": "ADD",
"Value": ...}``); ``item_test.go`` runs against DynamoDB Local: the same
conditional put/update/delete steps in legacy form (``DELETE`` of a plain
attribute without ``Value``), and ``TestUpdateItem_new``, whose ``UpdateItem``
builder (``update_item.go``) sends its placeholders' values under the member
``ExpressionAttributes`` (not ``ExpressionAttributeValues``).

Source 3: nabeken/goamz-dynamodb, branch master, commit d4ffc1e (2014-09-07),
a rewrite of goamz's DynamoDB client. ``request_test.go`` pins the option
structs' JSON (legacy ``Expected`` with ``ComparisonOperator``,
``ConditionalOperator: OR``, ``ReturnValues``, ``AttributesToGet``,
``ScanFilter``, ``Segment``/``TotalSegments``...); ``Client`` sends each one
merged with the table name and key (``client.go``: an anonymous struct with
``TableName``, ``Key``/``Item`` and the embedded option), so each is written as
that whole request on the integration tests' table ``DynamoDBTest`` and key.
``client_test.go`` runs against DynamoDB Local: PutItem, GetItem, a legacy
``AttributeUpdates`` ADD, Scan with ``ScanFilter``, Query with
``KeyConditions`` and ``Limit``, BatchGetItem, BatchWriteItem.

Only the requests were taken, as data. Adapted only as far as needed to run:
each test's table as it declares it (``DynamoDBTestMyTable`` keyed
``TestHashKey`` S, with or without the range key ``TestRangeKey`` N: the item
suites run twice, once per table; a request is written for the table that
makes it differ from the others); the query builder tests' tables ``sites``
(``domain`` S, and ``time`` N in ``TestUpdateQuery``), ``FooData``
(``WidgetFoo`` S, ``Created`` N) and ``TestTable``; the pinned BatchWriteItem
over two tables with different keys sent as one request per table (``note``).
Sample items (``before``): what the test puts before the request, or, where a
test runs several requests in turn, what the earlier ones leave; for a pinned
request without a test table, made-up items that let it do something (a
condition that holds, a filter that keeps some items). The nabeken suites'
100 items are written as the tests write them. The pinned options of
nabeken's ``request_test.go`` sent with the ``DynamoDBTest`` table and the key
the client tests use (``note``). The ``dynamizer`` and ``marshaller`` test
items sent with the key ``TestHashKey: NewHashKeyVal``.

Kept although DynamoDB may refuse them, since the library sends them so:
string booleans (``"ConsistentRead": "true"``, ``"Exists": "true"``), the
pinned BatchWriteItem on ``FooData`` whose items lack the table's key, the
pinned ``KeyConditions`` on the non-key ``path``, the ``Key`` member on a
Query, ``ExpressionAttributes`` instead of ``ExpressionAttributeValues``, a
legacy ``ADD`` of a string attribute (the test expects only the condition to
fail), ``AttributesToGet`` with ``Select: COUNT`` and a start key that is not
the table's key, ``MaxFloat64`` as a 309-digit number.

Left out: requests on indexes (the recorder creates none: nabeken's
``TestQueryOnIndex``, ``TestLimitedQueryOnIndex`` and the pinned
``QueryOption`` with ``IndexName: MYGSI``), table operations (create, delete,
describe, list, update table) and goamz/goamz's streams tests, the tests that
talk to a fake HTTP server (unprocessed keys and items, retries: their request
is the PutDocument already here), requests the library refuses before sending
(more than 100 keys, more than 25 items), the test teardowns (a Scan and a
DeleteItem per item), and near-duplicates (the same request on the other
suite's table, a second GetItem or PutItem of the same shape, the same pinned
request in two of the libraries, ``conditionalUpdate("6")`` after
``conditionalUpdate("42")``).
"""

from __future__ import annotations

from ._build import case, item, table, values

SOURCE = "goamz"
ADROLL = "AdRoll/goamz@2731d20 "
GOAMZ = "goamz/goamz@8b901b5 "
NABEKEN = "nabeken/goamz-dynamodb@d4ffc1e "

QB = "dynamodb/query_builder_test.go"
DQB = "dynamodb/dynamo_query_builder_test.go"
IT = "dynamodb/item_test.go"
BT = "dynamodb/batch_test.go"
DZ = "dynamodb/dynamizer/dynamizer_test.go"
MT = "dynamodb/marshaller_test.go"
NC = "client_test.go"
NR = "request_test.go"

BUILT = "the request the test makes, as the library builds it"


def _c(repo: str, path: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(f"{repo}{path}:{line}", op, request, tbl, before, note)


# --- tables ---------------------------------------------------------------------
MY = "DynamoDBTestMyTable"
T_H = table(("TestHashKey", "S"))
T_HR = table(("TestHashKey", "S"), ("TestRangeKey", "N"))
SITES = "sites"
T_SITES = table(("domain", "S"))
T_SITES_TIME = table(("domain", "S"), ("time", "N"))
T_FOO = table(("WidgetFoo", "S"), ("Created", "N"))

HK = "NewHashKeyVal"


def _k(h: str = HK, r: int | None = None) -> dict:
    out = {"TestHashKey": {"S": h}}
    if r is not None:
        out["TestRangeKey"] = {"N": str(r)}
    return out


def _it(key: dict, **attrs) -> dict:
    return {**item(**attrs), **key}


def _u(*pairs: tuple) -> tuple[dict, dict]:
    """AdRoll's AddUpdates placeholders: ``#Updates<i>`` for each attribute name,
    ``:Updates<i>`` for each value (a pair with value None sends no value)."""
    names = {f"#Updates{i}": name for i, (name, _) in enumerate(pairs)}
    vals = {f":Updates{i}": v for i, (_, v) in enumerate(pairs) if v is not None}
    return names, vals


def _x(*pairs: tuple) -> tuple[str, dict, dict]:
    """AdRoll's AddExpected: ``#Expected<i> = :Expected<i>`` or, for an attribute
    expected not to exist (value None), ``attribute_not_exists (#Expected<i>)``."""
    terms = []
    for i, (_, v) in enumerate(pairs):
        terms.append(f"#Expected{i} = :Expected{i}" if v is not None else f"attribute_not_exists (#Expected{i})")
    names = {f"#Expected{i}": name for i, (name, _) in enumerate(pairs)}
    vals = {f":Expected{i}": v for i, (_, v) in enumerate(pairs) if v is not None}
    return " AND ".join(terms), names, vals


def _req(
    target: dict,
    update: str | None = None,
    upd: tuple | None = None,
    cond: str | None = None,
    cond_names: dict | None = None,
    cond_vals: dict | None = None,
    tbl: str = MY,
) -> dict:
    """One AdRoll request: ``target`` the ``Key`` or ``Item`` member, the update
    text with its placeholders, a condition with its names and values (the
    library merges every name and value into one map each, left out when
    empty)."""
    out: dict = {"TableName": tbl, **target}
    names: dict = {}
    vals: dict = {}
    if update is not None:
        out["UpdateExpression"] = update
        names.update(upd[0])
        vals.update(upd[1])
    if cond is not None:
        out["ConditionExpression"] = cond
        names.update(cond_names or {})
        vals.update(cond_vals or {})
    if names:
        out["ExpressionAttributeNames"] = names
    if vals:
        out["ExpressionAttributeValues"] = values(vals)
    return out


def _expected_req(target: dict, pairs: list, update: str | None = None, upd: tuple | None = None) -> dict:
    text, names, vals = _x(*pairs)
    return _req(target, update, upd, text, names, vals)


def _kc(name: str, op: str, *vals: dict) -> dict:
    return {name: {"AttributeValueList": list(vals), "ComparisonOperator": op}}


# --- AdRoll/goamz: dynamodb/query_builder_test.go (pinned bodies) ----------------
FAIL_PAIRS = [("Attr1", "expectedAttr1Val"), ("AttrNotExists", None)]

QUERY_BUILDER = [
    _c(
        ADROLL,
        QB,
        82,
        "BatchWriteItem",
        {
            "RequestItems": {
                "TestTable": [
                    {"PutRequest": {"Item": {"TestRangeKey": {"N": "0193820384293"}, "TestHashKey": {"S": "MyKey"}}}}
                ]
            }
        },
        T_HR,
        [],
        "the pinned body (TestAddWriteRequestItems) spans two tables with different keys: its TestTable part "
        "(TestHashKey S, TestRangeKey N as the test declares them)",
    ),
    _c(
        ADROLL,
        QB,
        96,
        "BatchWriteItem",
        {
            "RequestItems": {
                "FooData": [
                    {
                        "DeleteRequest": {
                            "Key": {"TestRangeKeyDel": {"N": "7777777"}, "TestHashKeyDel": {"S": "DelKey"}}
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "testingstrbatch": {"S": "mystr"},
                                "testingbatch": {"N": "2111"},
                                "testing": {"N": "4"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "testingstrbatch": {"S": "myotherstr"},
                                "testingbatch": {"N": "93748249272"},
                                "testing": {"N": "444"},
                            }
                        }
                    },
                ]
            }
        },
        T_FOO,
        [item(WidgetFoo="w1", Created=1, testing=1)],
        "the pinned body's FooData part (key WidgetFoo S, Created N as the test declares it); its delete key and "
        "put items name none of the table's key attributes, as pinned",
    ),
    _c(
        ADROLL,
        QB,
        168,
        "DeleteItem",
        {
            "ConditionExpression": "#Expected0 = :Expected0 AND attribute_not_exists (#Expected1)",
            "ExpressionAttributeNames": {"#Expected0": "domain", "#Expected1": "testKey"},
            "ExpressionAttributeValues": {":Expected0": {"S": "expectedTest"}},
            "Key": {"domain": {"S": "test"}},
            "TableName": SITES,
        },
        T_SITES,
        [item(domain="test", testKey="k")],
        "the pinned body (TestAddExpectedQuery: a Key with the rewritten Expected), sent as the DeleteItem "
        "ConditionalDeleteItem makes of it; the key's domain can never equal 'expectedTest'",
    ),
    _c(
        ADROLL,
        QB,
        208,
        "GetItem",
        {"Key": {"domain": {"S": "test"}}, "TableName": SITES},
        T_SITES,
        [item(domain="test", count=3)],
        "the pinned body (TestGetItemQuery)",
    ),
    _c(
        ADROLL,
        QB,
        232,
        "GetItem",
        {"ConsistentRead": "true", "Key": {"domain": {"S": "test"}}, "TableName": SITES},
        T_SITES,
        [item(domain="test", count=3)],
        'the pinned body with SetConsistentRead(true): the string "true", as the library writes it',
    ),
    _c(
        ADROLL,
        QB,
        267,
        "UpdateItem",
        {
            "UpdateExpression": "ADD #Updates0 :Updates0",
            "ExpressionAttributeNames": {"#Updates0": "count"},
            "ExpressionAttributeValues": {":Updates0": {"N": "4"}},
            "Key": {"domain": {"S": "test"}, "time": {"N": "1234"}},
            "TableName": SITES,
        },
        T_SITES_TIME,
        [item(domain="test", time=1234, count=1)],
        "the pinned body (TestUpdateQuery: AddUpdates ADD)",
    ),
    _c(
        ADROLL,
        QB,
        311,
        "UpdateItem",
        {
            "UpdateExpression": "ADD #Updates0 :Updates0",
            "ExpressionAttributeNames": {"#Updates0": "StringSet"},
            "ExpressionAttributeValues": {":Updates0": {"SS": ["str", "str2"]}},
            "Key": {"domain": {"S": "test"}},
            "TableName": SITES,
        },
        T_SITES,
        [item(domain="test", StringSet={"str", "other"})],
        "the pinned body (TestAddUpdates: a string set ADD)",
    ),
    _c(
        ADROLL,
        QB,
        360,
        "UpdateItem",
        {
            "UpdateExpression": "SET #Updates0.#Updates1=:Updates1, #Updates0.#Updates2=:Updates2",
            "ExpressionAttributeNames": {"#Updates0": "Map", "#Updates1": "submap1", "#Updates2": "submap2"},
            "ExpressionAttributeValues": {":Updates1": {"S": "subval1"}, ":Updates2": {"N": "2"}},
            "Key": {"domain": {"S": "test"}},
            "TableName": SITES,
        },
        T_SITES,
        [item(domain="test", Map={"submap1": "old"})],
        "the pinned body (TestMapUpdates); the item given a map Map so the nested SET applies",
    ),
    _c(
        ADROLL,
        QB,
        403,
        "Query",
        {
            "KeyConditions": {
                **_kc("domain", "EQ", {"S": "example.com"}),
                **_kc("path", "EQ", {"S": "/"}),
            },
            "TableName": SITES,
        },
        T_SITES,
        [item(domain="example.com", path="/")],
        "the pinned body (TestAddKeyConditions); 'sites' keyed by domain alone, as the test declares it, so "
        "'path' is no key attribute",
    ),
    _c(
        ADROLL,
        QB,
        452,
        "Query",
        {
            "KeyConditions": _kc("domain", "EQ", {"S": "example.com"}),
            "QueryFilter": _kc("count", "GT", {"N": "5"}),
            "TableName": SITES,
        },
        T_SITES,
        [item(domain="example.com", count=9), item(domain="other.com", count=9)],
        "the pinned body (TestAddQueryFilterConditions)",
    ),
]

# --- AdRoll/goamz: dynamodb/dynamo_query_builder_test.go (pinned bodies) ---------
DQB_ITEM_H = _it(_k(), Attr1="Attr1Val", Attr2=12)
DQB_ITEM_HR = _it(_k(r=12), Attr1="Attr1Val", Attr2=12)
DYNAMO_QUERY_BUILDER = [
    _c(
        ADROLL,
        DQB,
        35,
        "GetItem",
        {"TableName": MY, "ConsistentRead": True, "Key": _k()},
        T_H,
        [DQB_ITEM_H],
        "the pinned body (the document API's GetItem; ConsistentRead a boolean here)",
    ),
    _c(ADROLL, DQB, 37, "PutItem", {"TableName": MY, "Item": DQB_ITEM_H}, T_H, [], "the pinned body"),
    _c(ADROLL, DQB, 38, "DeleteItem", {"TableName": MY, "Key": _k()}, T_H, [DQB_ITEM_H], "the pinned body"),
    _c(
        ADROLL,
        DQB,
        66,
        "GetItem",
        {"TableName": MY, "ConsistentRead": True, "Key": _k(r=12)},
        T_HR,
        [DQB_ITEM_HR],
        "the pinned body (range key table)",
    ),
    _c(ADROLL, DQB, 68, "PutItem", {"TableName": MY, "Item": DQB_ITEM_HR}, T_HR, [], "the pinned body"),
    _c(ADROLL, DQB, 69, "DeleteItem", {"TableName": MY, "Key": _k(r=12)}, T_HR, [DQB_ITEM_HR], "the pinned body"),
]

# --- AdRoll/goamz: dynamodb/item_test.go (integration, DynamoDB Local) -----------
K = _k()
START = _it(K, Attr1="Attr1Val")
ADDED = _it(K, Attr1="Attr1Val", AddNewAttr1=10, AddNewAttr2=20)
SET100 = _it(K, Attr1="Attr1Val", AddNewAttr1=100, AddNewAttr2=20)
REMOVED = _it(K, Attr1="Attr1Val", AddNewAttr1=100)
PUT2 = _it(K, Attr1="Attr2Val")
ADD_U = ("ADD #Updates0 :Updates0, #Updates1 :Updates1", _u(("AddNewAttr1", 10), ("AddNewAttr2", 20)))
SET_U = ("SET #Updates0=:Updates0", _u(("AddNewAttr1", 100)))
REM_U = ("REMOVE #Updates0", _u(("AddNewAttr2", None)))
MET = [("Attr1", "Attr1Val")]

ADROLL_CONDITIONAL = [
    # TestConditionalAddAttributesItem
    _c(ADROLL, IT, 83, "PutItem", {"TableName": MY, "Item": _it(K, AttrN=10)}, T_H, [], BUILT),
    _c(
        ADROLL,
        IT,
        94,
        "UpdateItem",
        _expected_req(
            {"Key": K}, [("AttrN", 0), ("AttrNotExists", None)], "ADD #Updates0 :Updates0", _u(("AttrN", 10))
        ),
        T_H,
        [_it(K, AttrN=10)],
        BUILT + " (ConditionalAddAttributes; the test expects ConditionalCheckFailedException)",
    ),
    # TestConditionalPutUpdateDeleteItem
    _c(
        ADROLL,
        IT,
        125,
        "PutItem",
        _expected_req({"Item": START}, FAIL_PAIRS),
        T_H,
        [START],
        BUILT + " (ConditionalPutItem; the test expects ConditionalCheckFailedException)",
    ),
    _c(
        ADROLL,
        IT,
        132,
        "UpdateItem",
        _expected_req({"Key": K}, FAIL_PAIRS, "SET #Updates0=:Updates0", _u(("Attr1", "Attr1Val"))),
        T_H,
        [START],
        BUILT + " (ConditionalUpdateAttributes; the test expects ConditionalCheckFailedException)",
    ),
    _c(
        ADROLL,
        IT,
        139,
        "UpdateItem",
        _expected_req({"Key": K}, FAIL_PAIRS, "REMOVE #Updates0", _u(("Attr1", None))),
        T_H,
        [START],
        BUILT + " (ConditionalDeleteAttributes of a string attribute: REMOVE; the test expects "
        "ConditionalCheckFailedException)",
    ),
    _c(ADROLL, IT, 156, "UpdateItem", _expected_req({"Key": K}, MET, *ADD_U), T_H, [START], BUILT),
    _c(ADROLL, IT, 164, "UpdateItem", _expected_req({"Key": K}, MET, *SET_U), T_H, [ADDED], BUILT),
    _c(ADROLL, IT, 172, "UpdateItem", _expected_req({"Key": K}, MET, *REM_U), T_H, [SET100], BUILT),
    _c(
        ADROLL,
        IT,
        201,
        "PutItem",
        _expected_req({"Item": PUT2}, MET),
        T_H,
        [REMOVED],
        BUILT + " (ConditionalPutItem, condition met)",
    ),
    _c(
        ADROLL,
        IT,
        223,
        "DeleteItem",
        _expected_req({"Key": K}, [("Attr1", "expectedAttr1Val")]),
        T_H,
        [PUT2],
        BUILT + " (ConditionalDeleteItem; the test expects ConditionalCheckFailedException)",
    ),
    _c(ADROLL, IT, 235, "DeleteItem", _expected_req({"Key": K}, [("Attr1", "Attr2Val")]), T_H, [PUT2], BUILT),
]

CE_FAIL = "Attr1 = :val AND attribute_not_exists (AttrNotExists)"
CE = "Attr1 = :val"
ADROLL_CONDITION_EXPRESSION = [
    # TestConditionExpressionPutUpdateDeleteItem
    _c(
        ADROLL,
        IT,
        269,
        "PutItem",
        _req({"Item": START}, cond=CE_FAIL, cond_vals={":val": "expectedAttr1Val"}),
        T_H,
        [START],
        BUILT + " (ConditionExpressionPutItem; the test expects ConditionalCheckFailedException)",
    ),
    _c(
        ADROLL,
        IT,
        276,
        "UpdateItem",
        _req(
            {"Key": K},
            "SET #Updates0=:Updates0",
            _u(("Attr1", "Attr1Val")),
            CE_FAIL,
            cond_vals={":val": "expectedAttr1Val"},
        ),
        T_H,
        [START],
        BUILT + " (ConditionExpressionUpdateAttributes; the test expects ConditionalCheckFailedException)",
    ),
    _c(
        ADROLL,
        IT,
        283,
        "UpdateItem",
        _req({"Key": K}, "REMOVE #Updates0", _u(("Attr1", None)), CE_FAIL, cond_vals={":val": "expectedAttr1Val"}),
        T_H,
        [START],
        BUILT + " (ConditionExpressionDeleteAttributes; the test expects ConditionalCheckFailedException)",
    ),
    _c(
        ADROLL, IT, 303, "UpdateItem", _req({"Key": K}, *ADD_U, CE, cond_vals={":val": "Attr1Val"}), T_H, [START], BUILT
    ),
    _c(
        ADROLL, IT, 311, "UpdateItem", _req({"Key": K}, *SET_U, CE, cond_vals={":val": "Attr1Val"}), T_H, [ADDED], BUILT
    ),
    _c(
        ADROLL,
        IT,
        319,
        "UpdateItem",
        _req({"Key": K}, *REM_U, CE, cond_vals={":val": "Attr1Val"}),
        T_H,
        [SET100],
        BUILT,
    ),
    _c(
        ADROLL, IT, 351, "PutItem", _req({"Item": PUT2}, cond=CE, cond_vals={":val": "Attr1Val"}), T_H, [REMOVED], BUILT
    ),
    _c(
        ADROLL,
        IT,
        376,
        "DeleteItem",
        _req({"Key": K}, cond=CE, cond_vals={":val": "expectedAttr1Val"}),
        T_H,
        [PUT2],
        BUILT + " (ConditionExpressionDeleteItem; the test expects ConditionalCheckFailedException)",
    ),
    _c(ADROLL, IT, 391, "DeleteItem", _req({"Key": K}, cond=CE, cond_vals={":val": "Attr2Val"}), T_H, [PUT2], BUILT),
]

KR = _k(r=1)
MAP1 = {"SubAttr1": "SubAttr1Val", "SubAttr2": 2}
ADROLL_ITEMS = [
    # TestPutGetDeleteItem (range key suite)
    _c(ADROLL, IT, 412, "PutItem", {"TableName": MY, "Item": _it(KR, Attr1="Attr1Val")}, T_HR, [], BUILT),
    _c(ADROLL, IT, 418, "GetItem", {"TableName": MY, "Key": KR}, T_HR, [_it(KR, Attr1="Attr1Val")], BUILT),
    _c(ADROLL, IT, 438, "DeleteItem", {"TableName": MY, "Key": KR}, T_HR, [_it(KR, Attr1="Attr1Val")], BUILT),
    # TestUpdateItem (range key suite)
    _c(
        ADROLL,
        IT,
        466,
        "UpdateItem",
        _req({"Key": KR}, "ADD #Updates0 :Updates0", _u(("count", 10))),
        T_HR,
        [_it(KR, count=0)],
        BUILT + " (AddAttributes)",
    ),
    _c(
        ADROLL,
        IT,
        471,
        "GetItem",
        {"TableName": MY, "Key": KR, "ConsistentRead": "true"},
        T_HR,
        [_it(KR, count=10)],
        BUILT + ' (GetItemConsistent: ConsistentRead the string "true")',
    ),
    _c(
        ADROLL,
        IT,
        485,
        "UpdateItem",
        _req({"Key": KR}, "SET #Updates0=:Updates0", _u(("count", 100))),
        T_HR,
        [_it(KR, count=10)],
        BUILT + " (UpdateAttributes)",
    ),
    _c(
        ADROLL,
        IT,
        504,
        "UpdateItem",
        _req({"Key": KR}, "REMOVE #Updates0", _u(("count", None))),
        T_HR,
        [_it(KR, count=100)],
        BUILT + " (DeleteAttributes of a number: REMOVE, names only)",
    ),
    # TestUpdateItemWithSet (range key suite)
    _c(ADROLL, IT, 528, "PutItem", {"TableName": MY, "Item": _it(KR, list={"A", "B"})}, T_HR, [], BUILT),
    _c(
        ADROLL,
        IT,
        537,
        "UpdateItem",
        _req({"Key": KR}, "ADD #Updates0 :Updates0", _u(("list", {"C"}))),
        T_HR,
        [_it(KR, list={"A", "B"})],
        BUILT + " (AddAttributes of a string set)",
    ),
    _c(
        ADROLL,
        IT,
        556,
        "UpdateItem",
        _req({"Key": KR}, "DELETE #Updates0 :Updates0", _u(("list", {"A"}))),
        T_HR,
        [_it(KR, list={"A", "B", "C"})],
        BUILT + " (DeleteAttributes of a string set: DELETE)",
    ),
    # TestQueryScanWithMap (range key suite)
    _c(ADROLL, IT, 585, "PutItem", {"TableName": MY, "Item": _it(KR, Attr1=MAP1)}, T_HR, [], BUILT),
    _c(
        ADROLL,
        IT,
        591,
        "Scan",
        {"TableName": MY, "ScanFilter": {}},
        T_HR,
        [_it(KR, Attr1=MAP1)],
        BUILT + " (Scan(nil): an empty ScanFilter)",
    ),
    _c(
        ADROLL,
        IT,
        611,
        "Query",
        {
            "TableName": MY,
            "Key": KR,
            "KeyConditions": _kc("TestHashKey", "EQ", {"S": HK}),
        },
        T_HR,
        [_it(KR, Attr1=MAP1), _it(_k("OtherHashKeyVal", 1), Attr1=MAP1)],
        BUILT + " (the test's query: AddKey and AddKeyConditions on one query, so a Key member beside "
        "KeyConditions); one more item under another hash key",
    ),
    # TestUpdateItemWithMap (range key suite)
    _c(
        ADROLL,
        IT,
        675,
        "UpdateItem",
        {
            "TableName": MY,
            "Key": KR,
            "UpdateExpression": "SET #a.#3 = :3",
            "ExpressionAttributeNames": {"#a": "Attr1", "#3": "SubAttr3"},
            "ExpressionAttributeValues": {":3": {"S": "SubAttr3Val"}},
        },
        T_HR,
        [_it(KR, Attr1=MAP1)],
        BUILT + " (UpdateExpressionUpdateAttributes with the test's expression)",
    ),
    _c(
        ADROLL,
        IT,
        698,
        "UpdateItem",
        _req({"Key": KR}, "SET #Updates0=:Updates0", _u(("Attr1", {"SubAttr3": "SubAttr3Val"}))),
        T_HR,
        [_it(KR, Attr1={**MAP1, "SubAttr3": "SubAttr3Val"})],
        BUILT + " (UpdateAttributes of a map: the whole map replaced)",
    ),
]

NESTED = {"List": [True, False, None, "some string", 3.14]}
ADROLL_DOCUMENTS = [
    _c(
        ADROLL,
        IT,
        726,
        "PutItem",
        {"TableName": MY, "Item": _it(KR, Attr1="Attr1Val", Attr2=12)},
        T_HR,
        [],
        BUILT + " (PutDocument of a map)",
    ),
    _c(
        ADROLL,
        IT,
        764,
        "PutItem",
        {"TableName": MY, "Item": _it(KR, Attr1="Attr1Val", Attr2=1000000, Nested=NESTED)},
        T_HR,
        [],
        BUILT + " (PutDocument of a struct, dynamizer's output)",
    ),
]

# --- AdRoll/goamz: dynamodb/batch_test.go (integration) --------------------------


def _bkey(i: int, ranged: bool) -> dict:
    return _k(f"NewHashKeyVal{i}", 12 + i if ranged else None)


BATCH = [
    _c(
        ADROLL,
        BT,
        102,
        "BatchGetItem",
        {"RequestItems": {MY: {"Keys": [_bkey(i, True) for i in range(3)], "ConsistentRead": True}}},
        T_HR,
        [_it(_bkey(i, True), Attr1=f"Attr1Val{i}", Attr2=12 + i) for i in (0, 2)],
        BUILT + " (BatchGetDocument, range key suite); the even keys put before, as the test does",
    ),
    _c(
        ADROLL,
        BT,
        272,
        "BatchWriteItem",
        {
            "RequestItems": {
                MY: [
                    {"PutRequest": {"Item": _it(_bkey(i, False), Attr1=f"Attr1Val{i}", Attr2=12 + i)}} for i in range(3)
                ]
            }
        },
        T_H,
        [],
        BUILT + " (BatchPutDocument, hash key suite)",
    ),
    _c(
        ADROLL,
        BT,
        322,
        "BatchWriteItem",
        {
            "RequestItems": {
                MY: [
                    {
                        "PutRequest": {
                            "Item": _it(_bkey(i, True), Attr1=f"Attr1Val{i}", Attr2=1000000 + i, Nested=NESTED)
                        }
                    }
                    for i in range(3)
                ]
            }
        },
        T_HR,
        [_it(_bkey(1, True), Attr1="old")],
        BUILT + " (BatchPutDocument of structs, range key suite); one item already there to be replaced",
    ),
]

# --- AdRoll/goamz: dynamizer_test.go and marshaller_test.go (pinned items) -------
MAX64 = "17976931348623157" + "0" * 292
SIMPLE = {
    "Bool": {"BOOL": False},
    "Float32": {"N": "0"},
    "Float64": {"N": "0"},
    "Int": {"N": "0"},
    "Null": {"NULL": True},
    "string": {"S": ""},
    "uint": {"N": "0"},
}
PINNED_ITEM = "the item ToDynamo is pinned to write, sent as the PutDocument that carries it (the key added)"
PINNED_ATTRS = 'the attributes MarshalAttributes is pinned to write, sent as PutItem(hashKey, "", attrs) sends them'
PINNED_ITEMS = [
    _c(
        ADROLL,
        DZ,
        49,
        "PutItem",
        {"TableName": MY, "Item": {"float": {"N": "340282346638528860000000000000000000000"}, **K}},
        T_H,
        [],
        PINNED_ITEM + " (math.MaxFloat32)",
    ),
    _c(
        ADROLL,
        DZ,
        52,
        "PutItem",
        {"TableName": MY, "Item": {"float": {"N": MAX64}, **K}},
        T_H,
        [],
        PINNED_ITEM + " (math.MaxFloat64: 309 digits, beyond DynamoDB's number range)",
    ),
    _c(
        ADROLL,
        DZ,
        59,
        "PutItem",
        {
            "TableName": MY,
            "Item": {
                "list": {
                    "L": [
                        {"S": "a string"},
                        {"N": "12"},
                        {"N": "3.14"},
                        {"BOOL": True},
                        {"NULL": True},
                        {"BOOL": False},
                    ]
                },
                **K,
            },
        },
        T_H,
        [],
        PINNED_ITEM,
    ),
    _c(
        ADROLL,
        DZ,
        79,
        "PutItem",
        {"TableName": MY, "Item": {"Simple": {"L": [{"M": SIMPLE}, {"M": SIMPLE}]}, **K}},
        T_H,
        [],
        PINNED_ITEM + " (a struct's zero values: an empty string, NULL for a nil pointer)",
    ),
    _c(
        ADROLL,
        MT,
        117,
        "PutItem",
        {
            "TableName": MY,
            "Item": {
                "TestBool": {"N": "1"},
                "TestInt": {"N": "-99"},
                "TestInt32": {"N": "999"},
                "TestInt64": {"N": "9999"},
                "TestUint": {"N": "99"},
                "TestFloat32": {"N": "9.9999"},
                "TestFloat64": {"N": "99.999999"},
                "TestString": {"S": "test"},
                "TestByteArray": {"S": "Ynl0ZXM="},
                "TestStringArray": {"SS": ["test1", "test2", "test3", "test4"]},
                "TestIntArray": {"NS": ["0", "1", "12", "123", "1234", "12345"]},
                "TestInt8Array": {"NS": ["0", "1", "12", "123"]},
                "TestFloatArray": {"NS": ["0.1", "1.1", "1.2", "1.23", "1.234", "1.2345"]},
                "TestSub": {
                    "S": '{"SubBool":true,"SubInt":2,"SubString":"subtest","SubStringArray":["sub1","sub2","sub3"]}'
                },
                **K,
            },
        },
        T_H,
        [],
        PINNED_ATTRS + " (testAttrs: a bool as N, bytes as a base64 S, slices as sets, a struct as JSON text)",
    ),
    _c(
        ADROLL,
        MT,
        142,
        "PutItem",
        {
            "TableName": MY,
            "Item": {
                "TestBool": {"N": "0"},
                "TestInt": {"N": "0"},
                "TestInt32": {"N": "0"},
                "TestInt64": {"N": "0"},
                "TestUint": {"N": "0"},
                "TestFloat32": {"N": "0"},
                "TestFloat64": {"N": "0"},
                "TestSub": {"S": '{"SubBool":false,"SubInt":0,"SubString":"","SubStringArray":null}'},
                **K,
            },
        },
        T_H,
        [_it(K, TestString="stale")],
        PINNED_ATTRS + " (testAttrsWithZeroValues); an older item under the key to be replaced",
    ),
]

# --- goamz/goamz: dynamodb/query_builder_test.go (legacy parameters, pinned) ------
GOAMZ_QUERY_BUILDER = [
    _c(
        GOAMZ,
        QB,
        169,
        "DeleteItem",
        {
            "Expected": {
                "domain": {"Exists": "true", "Value": {"S": "expectedTest"}},
                "testKey": {"Exists": "false"},
            },
            "Key": {"domain": {"S": "test"}},
            "TableName": SITES,
        },
        T_SITES,
        [item(domain="test")],
        'the pinned body (TestAddExpectedQuery: legacy Expected, Exists as the strings "true"/"false"), sent '
        "as the DeleteItem ConditionalDeleteItem makes of it",
    ),
    _c(
        GOAMZ,
        QB,
        269,
        "UpdateItem",
        {
            "AttributeUpdates": {"count": {"Action": "ADD", "Value": {"N": "4"}}},
            "Key": {"domain": {"S": "test"}, "time": {"N": "1234"}},
            "TableName": SITES,
        },
        T_SITES_TIME,
        [item(domain="test", time=1234, count=1)],
        "the pinned body (TestUpdateQuery: legacy AttributeUpdates)",
    ),
    _c(
        GOAMZ,
        QB,
        312,
        "UpdateItem",
        {
            "AttributeUpdates": {"StringSet": {"Action": "ADD", "Value": {"SS": ["str", "str2"]}}},
            "Key": {"domain": {"S": "test"}},
            "TableName": SITES,
        },
        T_SITES,
        [],
        "the pinned body (TestAddUpdates: a string set ADD on an item that does not exist yet)",
    ),
]

# --- goamz/goamz: dynamodb/item_test.go (integration, legacy parameters) ----------


def _lx(*pairs: tuple) -> dict:
    """goamz/goamz's Expected: Exists as a string, no Value when "false"."""
    out = {}
    for name, v in pairs:
        out[name] = {"Exists": "true", "Value": item(v=v)["v"]} if v is not None else {"Exists": "false"}
    return {"Expected": out}


def _la(action: str, *pairs: tuple) -> dict:
    """goamz/goamz's AttributeUpdates: DELETE of a non-set attribute has no Value."""
    out = {}
    for name, v in pairs:
        out[name] = {"Action": action} if v is None else {"Value": item(v=v)["v"], "Action": action}
    return {"AttributeUpdates": out}


LX_FAIL = _lx(("Attr1", "expectedAttr1Val"), ("AttrNotExists", None))
LX_MET = _lx(("Attr1", "Attr1Val"))
GK = {"TableName": MY, "Key": K}
CCF = " (the test expects ConditionalCheckFailedException)"
GOAMZ_ITEMS = [
    # TestConditionalPutUpdateDeleteItem (hash key suite)
    _c(GOAMZ, IT, 94, "PutItem", {"TableName": MY, "Item": START, **LX_FAIL}, T_H, [START], BUILT + CCF),
    _c(
        GOAMZ,
        IT,
        101,
        "UpdateItem",
        {**GK, **_la("ADD", ("Attr1", "Attr1Val")), **LX_FAIL},
        T_H,
        [START],
        BUILT + " (ConditionalAddAttributes: an ADD of a string attribute; the test expects "
        "ConditionalCheckFailedException)",
    ),
    _c(GOAMZ, IT, 108, "UpdateItem", {**GK, **_la("PUT", ("Attr1", "Attr1Val")), **LX_FAIL}, T_H, [START], BUILT + CCF),
    _c(GOAMZ, IT, 115, "UpdateItem", {**GK, **_la("DELETE", ("Attr1", None)), **LX_FAIL}, T_H, [START], BUILT + CCF),
    _c(
        GOAMZ,
        IT,
        132,
        "UpdateItem",
        {**GK, **_la("ADD", ("AddNewAttr1", 10), ("AddNewAttr2", 20))},
        T_H,
        [START],
        BUILT + " (ConditionalAddAttributes with no expected attributes: no Expected sent)",
    ),
    _c(GOAMZ, IT, 140, "UpdateItem", {**GK, **_la("PUT", ("AddNewAttr1", 100)), **LX_MET}, T_H, [ADDED], BUILT),
    _c(GOAMZ, IT, 148, "UpdateItem", {**GK, **_la("DELETE", ("AddNewAttr2", None)), **LX_MET}, T_H, [SET100], BUILT),
    _c(GOAMZ, IT, 177, "PutItem", {"TableName": MY, "Item": PUT2, **LX_MET}, T_H, [REMOVED], BUILT),
    _c(GOAMZ, IT, 199, "DeleteItem", {**GK, **_lx(("Attr1", "expectedAttr1Val"))}, T_H, [PUT2], BUILT + CCF),
    _c(GOAMZ, IT, 211, "DeleteItem", {**GK, **_lx(("Attr1", "Attr2Val"))}, T_H, [PUT2], BUILT),
    # TestUpdateItem (hash key suite)
    _c(GOAMZ, IT, 286, "UpdateItem", {**GK, **_la("ADD", ("count", 10))}, T_H, [_it(K, count=0)], BUILT),
    _c(GOAMZ, IT, 305, "UpdateItem", {**GK, **_la("PUT", ("count", 100))}, T_H, [_it(K, count=10)], BUILT),
    _c(
        GOAMZ,
        IT,
        324,
        "UpdateItem",
        {**GK, **_la("DELETE", ("count", None))},
        T_H,
        [_it(K, count=100)],
        BUILT + " (DELETE of a number: no Value)",
    ),
    # TestUpdateItemWithSet (hash key suite)
    _c(GOAMZ, IT, 357, "UpdateItem", {**GK, **_la("ADD", ("list", {"C"}))}, T_H, [_it(K, list={"A", "B"})], BUILT),
    _c(
        GOAMZ,
        IT,
        376,
        "UpdateItem",
        {**GK, **_la("DELETE", ("list", {"A"}))},
        T_H,
        [_it(K, list={"A", "B", "C"})],
        BUILT,
    ),
]

UK = _k("UpdateKeyVal")
INTVAL = _it(UK, intval="1")
UPD_NEW = "SET intval = intval + :incr"
GOAMZ_UPDATE_NEW = [
    # TestUpdateItem_new (hash key suite): the UpdateItem builder of update_item.go
    _c(GOAMZ, IT, 414, "PutItem", {"TableName": MY, "Item": INTVAL}, T_H, [], BUILT + ' (intval a string "1")'),
    _c(
        GOAMZ,
        IT,
        420,
        "UpdateItem",
        {"TableName": MY, "Key": UK, "UpdateExpression": UPD_NEW, "ExpressionAttributes": {":incr": {"N": "5"}}},
        T_H,
        [INTVAL],
        BUILT + ": the value of :incr under the member ExpressionAttributes; intval the string the test put",
    ),
    _c(
        GOAMZ,
        IT,
        424,
        "UpdateItem",
        {
            "TableName": MY,
            "Key": UK,
            "ConditionExpression": "intval = :check",
            "UpdateExpression": UPD_NEW,
            "ExpressionAttributes": {":check": {"N": "42"}, ":incr": {"N": "4"}},
        },
        T_H,
        [INTVAL],
        BUILT + ' (conditionalUpdate("42"), called at line 431); the item as the put left it',
    ),
    _c(
        GOAMZ,
        IT,
        439,
        "UpdateItem",
        {
            "TableName": MY,
            "Key": UK,
            "ReturnValues": "UPDATED_NEW",
            "UpdateExpression": UPD_NEW,
            "ExpressionAttributes": {":incr": {"N": "2"}},
        },
        T_H,
        [INTVAL],
        BUILT + "; the item as the put left it",
    ),
]

# --- nabeken/goamz-dynamodb: client_test.go (integration) --------------------------
NK = {"TestHashKey": {"S": "HashKeyVal"}, "TestRangeKey": {"N": "1"}}


def _n(name: str, i: int) -> dict:
    return {"TestHashKey": {"S": name}, "TestRangeKey": {"N": str(i)}, "Attr": {"N": str(i)}}


SCAN_ITEMS = [_n(f"HashKeyVal{i}", i) for i in range(100)]
QUERY_ITEMS = [_n("HashKeyVal", i) for i in range(100)]
HK_EQ = {"TestHashKey": {"ComparisonOperator": "EQ", "AttributeValueList": [{"S": "HashKeyVal"}]}}
NABEKEN_CLIENT = [
    _c(NABEKEN, NC, 50, "PutItem", {"TableName": "DynamoDBTest", "Item": NK}, T_HR, [], BUILT + " (putTestItem)"),
    _c(
        NABEKEN,
        NC,
        62,
        "PutItem",
        {"TableName": "DynamoDBTest", "Item": {**NK, "ATTR": {"N": "1"}}},
        T_HR,
        [NK],
        BUILT + ' (addAttribute("ATTR", NewNumber(1)), called at line 89)',
    ),
    _c(NABEKEN, NC, 77, "GetItem", {"TableName": "DynamoDBTest", "Key": NK}, T_HR, [NK], BUILT),
    _c(
        NABEKEN,
        NC,
        101,
        "UpdateItem",
        {"TableName": "DynamoDBTest", "Key": NK, "AttributeUpdates": {"ATTR": {"Action": "ADD", "Value": {"N": "1"}}}},
        T_HR,
        [{**NK, "ATTR": {"N": "1"}}],
        BUILT,
    ),
    _c(
        NABEKEN,
        NC,
        264,
        "Scan",
        {"TableName": "DynamoDBTestScan"},
        T_HR,
        SCAN_ITEMS,
        BUILT + " (no options: the nil option adds no member); the 100 items the test puts",
    ),
    _c(
        NABEKEN,
        NC,
        285,
        "Scan",
        {
            "TableName": "DynamoDBTestScan",
            "ScanFilter": {"Attr": {"ComparisonOperator": "GE", "AttributeValueList": [{"N": "50"}]}},
        },
        T_HR,
        SCAN_ITEMS,
        BUILT + "; the 100 items the test puts",
    ),
    _c(
        NABEKEN,
        NC,
        343,
        "Query",
        {
            "TableName": "DynamoDBTestQuery",
            "KeyConditions": {
                **HK_EQ,
                "TestRangeKey": {"ComparisonOperator": "LT", "AttributeValueList": [{"N": "1"}]},
            },
        },
        T_HR,
        QUERY_ITEMS,
        BUILT + "; the 100 items the test puts",
    ),
    _c(
        NABEKEN,
        NC,
        365,
        "Query",
        {"TableName": "DynamoDBTestQuery", "KeyConditions": HK_EQ, "Limit": 1},
        T_HR,
        QUERY_ITEMS,
        BUILT + "; the 100 items the test puts",
    ),
    _c(
        NABEKEN,
        NC,
        551,
        "BatchGetItem",
        {
            "RequestItems": {
                "DynamoDBTestBatch": {
                    "Keys": [{"TestHashKey": {"S": f"HashKeyVal{i}"}, "TestRangeKey": {"N": str(i)}} for i in range(3)]
                }
            }
        },
        T_HR,
        SCAN_ITEMS,
        BUILT + "; the 100 items the test puts",
    ),
    _c(
        NABEKEN,
        NC,
        581,
        "BatchWriteItem",
        {
            "RequestItems": {
                "DynamoDBTestBatch": [
                    {"DeleteRequest": {"Key": {"TestHashKey": {"S": f"HashKeyVal{i}"}, "TestRangeKey": {"N": str(i)}}}}
                    for i in range(10)
                ]
            }
        },
        T_HR,
        SCAN_ITEMS,
        BUILT + "; the 100 items the test puts",
    ),
]

# --- nabeken/goamz-dynamodb: request_test.go (pinned options) ---------------------
OPTION = "the option the test pins, sent as Client.{op} sends it with the client tests' table and key"
NABEKEN_OPTIONS = [
    _c(
        NABEKEN,
        NR,
        246,
        "DeleteItem",
        {
            "TableName": "DynamoDBTest",
            "Key": NK,
            "ConditionalOperator": "OR",
            "Expected": {
                "DELETE_ITEM_REQUEST_KEY": {"ComparisonOperator": "EQ", "AttributeValueList": [{"S": "STRING"}]},
                "DELETE_ITEM_REQUEST_KEY2": {"ComparisonOperator": "NULL"},
            },
            "ReturnConsumedCapacity": "TOTAL",
            "ReturnItemCollectionMetrics": "NONE",
            "ReturnValues": "ALL_OLD",
        },
        T_HR,
        [{**NK, "DELETE_ITEM_REQUEST_KEY": {"S": "OTHER"}}],
        OPTION.format(op="DeleteItem") + "; an item whose first expected value differs (the OR holds by the second)",
    ),
    _c(
        NABEKEN,
        NR,
        290,
        "GetItem",
        {
            "TableName": "DynamoDBTest",
            "Key": NK,
            "AttributesToGet": ["ATTR1", "ATTR2"],
            "ConsistentRead": True,
            "ReturnConsumedCapacity": "TOTAL",
        },
        T_HR,
        [{**NK, "ATTR1": {"S": "one"}, "ATTR2": {"N": "2"}, "ATTR3": {"S": "three"}}],
        OPTION.format(op="GetItem"),
    ),
    _c(
        NABEKEN,
        NR,
        331,
        "PutItem",
        {
            "TableName": "DynamoDBTest",
            "Item": {**NK, "ATTR": {"N": "1"}},
            "ConditionalOperator": "OR",
            "Expected": {
                "PUT_ITEM_REQUEST_KEY": {"ComparisonOperator": "EQ", "AttributeValueList": [{"S": "STRING"}]},
                "PUT_ITEM_REQUEST_KEY2": {"ComparisonOperator": "NULL"},
            },
            "ReturnConsumedCapacity": "TOTAL",
            "ReturnItemCollectionMetrics": "NONE",
            "ReturnValues": "ALL_OLD",
        },
        T_HR,
        [{**NK, "PUT_ITEM_REQUEST_KEY": {"S": "STRING"}, "PUT_ITEM_REQUEST_KEY2": {"S": "present"}}],
        OPTION.format(op="PutItem") + " (the item addAttribute puts); an item for which the first condition holds",
    ),
    _c(
        NABEKEN,
        NR,
        434,
        "Scan",
        {
            "TableName": "DynamoDBTestScan",
            "AttributesToGet": ["ATTR1", "ATTR2"],
            "ConditionalOperator": "AND",
            "ExclusiveStartKey": {"START": {"N": "123456789"}},
            "Limit": 100,
            "ReturnConsumedCapacity": "TOTAL",
            "ScanFilter": {"REQUEST_KEY": {"AttributeValueList": [{"S": "STRING"}], "ComparisonOperator": "EQ"}},
            "Segment": 1,
            "Select": "COUNT",
            "TotalSegments": 100,
        },
        T_HR,
        SCAN_ITEMS[:3],
        OPTION.format(op="Scan") + " (the scan tests' table); a few of the scan tests' items",
    ),
    _c(
        NABEKEN,
        NR,
        497,
        "UpdateItem",
        {
            "TableName": "DynamoDBTest",
            "Key": NK,
            "AttributeUpdates": {
                "ATTR1": {"Action": "PUT", "Value": {"S": "STRING"}},
                "ATTR2": {"Action": "DELETE"},
            },
            "ConditionalOperator": "OR",
            "Expected": {
                "UPDATE_ITEM_REQUEST_KEY2": {"ComparisonOperator": "NULL"},
                "UPDATE_ITEM_REQUEST_KEY": {
                    "ComparisonOperator": "EQ",
                    "AttributeValueList": [{"SS": ["STRING1", "STRING2"]}],
                },
            },
            "ReturnConsumedCapacity": "TOTAL",
            "ReturnItemCollectionMetrics": "NONE",
            "ReturnValues": "ALL_OLD",
        },
        T_HR,
        [
            {
                **NK,
                "ATTR2": {"S": "old"},
                "UPDATE_ITEM_REQUEST_KEY": {"SS": ["STRING1", "STRING2"]},
                "UPDATE_ITEM_REQUEST_KEY2": {"S": "present"},
            }
        ],
        OPTION.format(op="UpdateItem") + "; an item whose string set equals the expected one",
    ),
]

CASES = (
    QUERY_BUILDER
    + DYNAMO_QUERY_BUILDER
    + ADROLL_CONDITIONAL
    + ADROLL_CONDITION_EXPRESSION
    + ADROLL_ITEMS
    + ADROLL_DOCUMENTS
    + BATCH
    + PINNED_ITEMS
    + GOAMZ_QUERY_BUILDER
    + GOAMZ_ITEMS
    + GOAMZ_UPDATE_NEW
    + NABEKEN_CLIENT
    + NABEKEN_OPTIONS
)
