"""aws-record (AWS's Ruby ORM for DynamoDB): the requests its specs pin through
a stubbed client, the requests its integration features send to DynamoDB, and
the requests its documented examples make, as the library writes them.

Source: aws/aws-sdk-ruby-record, branch main, commit a6f2aa8 (2024-07-18,
after v2.13.1). ``spec/aws-record/record/*_spec.rb`` record the params each
client call receives (``api_requests``, ``client.api_requests``) and pin them
with ``eq`` (whole requests) or ``hash_including`` (a few members):
``item_operations_spec.rb`` (save: the put with its safety condition
``attribute_not_exists(#H) and attribute_not_exists(#R)``, the forced put, the
update of dirty attributes ``SET #UE_A = :ue_a, ... REMOVE ...``, the
pass-through update expression; find, find_with_opts, the class ``update``,
delete!, transact_find, transact_check_expression), ``attributes_spec.rb``
(the atomic counter's ``SET #n = #n + :i``), ``query_spec.rb`` (a legacy
``KeyConditions`` query, a scan, the ``BuildableSearch`` query and scan:
``#BUILDERA``/``:buildera`` substitutions), ``item_collection_spec.rb``,
``batch_spec.rb``, ``transactions_spec.rb`` (the ``TransactItems`` pinned),
``dirty_tracking_spec.rb``. The Cucumber features ``features/**/*.feature``
run the library against DynamoDB (searching, items, item updates, default
values, transactions, batch, inheritance), and the documentation comments of
``lib/aws-record/record/{query,buildable_search,item_operations,transactions}.rb``
and ``README.md`` show calls. Ruby's snake_case params are written as the
API's members (``condition_expression`` -> ``ConditionExpression``), and plain
Ruby values as the SDK's client marshals them (a String ``S``, an Integer
``N``, true/false ``BOOL``, nil ``NULL``, an Array ``L``, a Hash ``M``); an
attribute's value as its marshaler writes it (``date_attr`` a ``YYYY-MM-DD``
string, ``epoch_time_attr`` seconds, a ``string_attr`` given 1 the string
``"1"``). Where a test pins only part of a request (``hash_including``) or
none of it (a spec that only sends it, a feature, a doc example), the request
is the one the library builds (``item_operations.rb``: ``_perform_save`` puts a
new item with ``prevent_overwrite_expression``, updates a clean one with
``_build_update_expression`` of its dirty attributes, merges pass-through
options, lets its own ``table_name`` win over the caller's;
``buildable_search.rb``: each ``:attr`` a ``#BUILDERA``, ``#BUILDERB``... name,
each ``?`` a ``:buildera``... value; ``transactions.rb``: a ``save`` of a new
item a Put with the safety condition, of a clean one an Update). Only the
requests were taken, as data. The spec examples' ``optimistic locking`` or
version attributes: aws-record has none at this commit, nor a
``buildable_search_spec.rb`` (BuildableSearch is tested in ``query_spec.rb``
and the searching feature).

Adapted only as far as needed to run: each model's table as its spec names it
(``TestTable``, ``test_table``, ``TableOne``, ``TableTwo``, ``FoodTable``,
``DrinkTable``, the default ``Planet``, ``ExampleTable``, ``MyModel``, ...),
keyed as the model says (the storage names: ``MyDate`` for ``date``, ``Food
ID``); the features' random table names (``example_<uuid>``,
``test_table_<uuid>``) given a fixed suffix. A request spanning two tables (a
transaction, a batch) is sent as one request per table, each action or key in
its order (``note``). A check expression the spec builds on its own is sent
alone in a TransactWriteItems. Sample items (``before``) are what the spec's
stubbed responses or the feature's earlier steps say the table holds; where a
condition is the point, an item makes it fail (the conditional put of an
existing item, the transaction the spec stubs to be cancelled). Requests
refused by DynamoDB because of the library are kept: the forced save's
``ReturnValues: UPDATED_OLD`` on a PutItem, ``begins_with(date, ...)`` in a
key condition (``date`` is a reserved word the builder leaves unescaped; its
value a string for a number key), a parallel scan's start key. Left out: the
query on the GSI ``reverse`` (the recorder creates no indexes), the
``build_scan...scan_ascending(false)`` doc example (raises before sending),
``describe_table`` and table migrations, calls that raise before any request
(missing keys, collisions, validations), and near-duplicates (the same request
from ``save`` and ``save!``, a second find of the same key).
"""

from __future__ import annotations

from ._build import case, item, table
from ._build import expression_maps as _ex

SOURCE = "aws-record-ruby"
REPO = "aws/aws-sdk-ruby-record@a6f2aa8 "
SPEC = "spec/aws-record/record/"
IO = SPEC + "item_operations_spec.rb"
AT = SPEC + "attributes_spec.rb"
QS = SPEC + "query_spec.rb"
IC = SPEC + "item_collection_spec.rb"
BS = SPEC + "batch_spec.rb"
TS = SPEC + "transactions_spec.rb"
DT = SPEC + "dirty_tracking_spec.rb"
SF = "features/searching/search.feature"
IF = "features/items/items.feature"
IU = "features/items/item_updates.feature"
ID = "features/items/item_default_values.feature"
TF = "features/transactions/transactions.feature"
BF = "features/batch/batch.feature"
INH = "features/inheritance/inheritance.feature"
LQ = "lib/aws-record/record/query.rb"
LB = "lib/aws-record/record/buildable_search.rb"
LIO = "lib/aws-record/record/item_operations.rb"
LT = "lib/aws-record/record/transactions.rb"
RM = "README.md"

PINNED = "the request the spec pins (eq)"
BUILT = "as the library builds it"


def _c(path: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(f"{REPO}{path}:{line}", op, request, tbl, before, note)


SAFE_HR = "attribute_not_exists(#H) and attribute_not_exists(#R)"
SAFE_H = "attribute_not_exists(#H)"


def _safe(hash_name: str, range_name: str | None = None) -> dict:
    if range_name is None:
        return {"ConditionExpression": SAFE_H, "ExpressionAttributeNames": {"#H": hash_name}}
    return {"ConditionExpression": SAFE_HR, "ExpressionAttributeNames": {"#H": hash_name, "#R": range_name}}


# --- spec/aws-record/record/item_operations_spec.rb ---------------------------
# integer_attr :id (hash), date_attr :date (range, stored as MyDate), string_attr :body,
# list/map attrs with default_value [] / {}, persist_nil, boolean :bool as my_boolean, epoch_time :ttl
TT = "TestTable"
T_IO = table(("id", "N"), ("MyDate", "S"))
SAFE_IO = _safe("id", "MyDate")
KEY_1 = item(id=1, MyDate="2015-12-14")
NEW_1 = item(id=1, MyDate="2015-12-14", body="Hello!", list_nil_to_empty=[], map_nil_to_empty={})
STORED_1 = [item(id=1, MyDate="2015-12-14", body="Hello!", list_nil_to_empty=[], map_nil_to_empty={})]

ITEM_OPERATIONS = [
    _c(
        IO,
        48,
        "PutItem",
        {"TableName": TT, "Item": {**NEW_1, **item(ttl=1531173732)}, **SAFE_IO},
        T_IO,
        [item(id=1, MyDate="2015-12-15", body="another day")],
        PINNED + " (save! of a new item; ttl an epoch_time_attr)",
    ),
    _c(
        IO,
        89,
        "PutItem",
        {"TableName": TT, "Item": NEW_1, **SAFE_IO, "ReturnValues": "ALL_OLD"},
        T_IO,
        [],
        "the test pins TableName and ReturnValues (hash_including); the rest "
        + BUILT
        + " (a new item's save: the safe put; the caller's table_name 'notused' overridden by the model's)",
    ),
    _c(
        IO,
        90,
        "PutItem",
        {"TableName": TT, "Item": NEW_1, "ReturnValues": "UPDATED_OLD"},
        T_IO,
        STORED_1,
        "the test pins TableName and ReturnValues (hash_including); the rest "
        + BUILT
        + " (save! force: true: a put without condition); PutItem takes no UPDATED_OLD",
    ),
    _c(
        IO,
        91,
        "UpdateItem",
        {"TableName": TT, "Key": KEY_1, "ReturnValues": "ALL_NEW"},
        T_IO,
        STORED_1,
        "the test pins TableName and ReturnValues (hash_including); the rest "
        + BUILT
        + " (a saved item with nothing dirty: an update with no update expression)",
    ),
    _c(
        IO,
        92,
        "UpdateItem",
        {
            "TableName": TT,
            "Key": KEY_1,
            "UpdateExpression": "SET #UE_A = :ue_a",
            **_ex({"#UE_A": "body"}, {":ue_a": "Goodbye!"}),
            "ReturnValues": "UPDATED_NEW",
        },
        T_IO,
        STORED_1,
        "the test pins TableName and ReturnValues (hash_including); the rest "
        + BUILT
        + " (clean!, body changed: the update of the dirty attribute)",
    ),
    _c(
        IO,
        130,
        "PutItem",
        {"TableName": TT, "Item": NEW_1, **SAFE_IO},
        T_IO,
        [item(id=2, MyDate="2015-12-14", body="other id")],
        PINNED,
    ),
    _c(
        IO,
        159,
        "PutItem",
        {"TableName": TT, "Item": NEW_1},
        T_IO,
        [item(id=1, MyDate="2015-12-14", body="Old", extra="x")],
        PINNED + " (save force: true)",
    ),
    _c(
        IO,
        184,
        "UpdateItem",
        {
            "TableName": TT,
            "Key": KEY_1,
            "UpdateExpression": "SET #UE_A = :ue_a",
            **_ex({"#UE_A": "body"}, {":ue_a": "Goodbye!"}),
        },
        T_IO,
        STORED_1,
        PINNED + "; the item as the test claims it is in the table (clean!)",
    ),
    _c(
        IO,
        216,
        "UpdateItem",
        {
            "TableName": TT,
            "Key": KEY_1,
            "UpdateExpression": "SET #S = if_not_exists(#S, :s)",
            **_ex({"#S": "body"}, {":s": "Goodbye!"}),
        },
        T_IO,
        STORED_1,
        PINNED + " (the caller's update expression passed through)",
    ),
    _c(
        IO,
        277,
        "PutItem",
        {"TableName": TT, "Item": NEW_1, **SAFE_IO},
        T_IO,
        STORED_1,
        PINNED + "; the spec stubs ConditionalCheckFailedException: the item exists",
    ),
    _c(
        IO,
        357,
        "PutItem",
        {"TableName": TT, "Item": item(mykey="key", dirty_map={"a": 1}), **_safe("mykey")},
        table(("mykey", "S")),
        [],
        PINNED + " (klass_with_defaults: string hash key mykey; the default map modified in place)",
    ),
    _c(
        IO,
        391,
        "GetItem",
        {"TableName": TT, "Key": item(id=5, MyDate="2015-12-15")},
        T_IO,
        [item(id=5, MyDate="2015-12-15", my_boolean=True)],
        PINNED + "; the item the spec's stubbed response holds",
    ),
    _c(
        IO,
        466,
        "GetItem",
        {"TableName": TT, "Key": item(id=5, MyDate="2015-12-15"), "ConsistentRead": True},
        T_IO,
        [item(id=5, MyDate="2015-12-15", my_boolean=True)],
        "the test pins ConsistentRead (hash_including); TableName and Key " + BUILT,
    ),
    _c(
        IO,
        494,
        "UpdateItem",
        {
            "TableName": TT,
            "Key": item(id=1, MyDate="2016-05-18"),
            "UpdateExpression": "SET #UE_A = :ue_a, #UE_B = :ue_b",
            **_ex({"#UE_A": "body", "#UE_B": "my_boolean"}, {":ue_a": "New", ":ue_b": True}),
        },
        T_IO,
        [item(id=1, MyDate="2016-05-18", body="Old", my_boolean=False)],
        PINNED + " (the class update)",
    ),
    _c(
        IO,
        528,
        "UpdateItem",
        {
            "TableName": TT,
            "Key": item(id=1, MyDate="2016-05-18"),
            "UpdateExpression": "SET #S = if_not_exists(#S, :s)",
            **_ex({"#S": "body"}, {":s": "Content"}),
        },
        T_IO,
        [item(id=1, MyDate="2016-05-18")],
        PINNED + "; a sample item without body",
    ),
    _c(
        IO,
        551,
        "UpdateItem",
        {
            "TableName": TT,
            "Key": item(id=1, MyDate="2016-07-20"),
            "UpdateExpression": "SET #UE_B = :ue_b REMOVE #UE_A",
            **_ex({"#UE_A": "body", "#UE_B": "persist_on_nil"}, {":ue_b": None}),
        },
        T_IO,
        [item(id=1, MyDate="2016-07-20", body="to remove", persist_on_nil="x")],
        PINNED,
    ),
    _c(
        IO,
        575,
        "UpdateItem",
        {
            "TableName": TT,
            "Key": item(id=1, MyDate="2016-07-20"),
            "UpdateExpression": "REMOVE #UE_A",
            "ExpressionAttributeNames": {"#UE_A": "body"},
        },
        T_IO,
        [item(id=1, MyDate="2016-07-20", body="to remove")],
        PINNED,
    ),
    _c(
        IO,
        595,
        "UpdateItem",
        {"TableName": TT, "Key": item(id=1, MyDate="2016-05-18")},
        T_IO,
        [],
        PINNED + " (an upsert of the key alone)",
    ),
    _c(
        IO,
        641,
        "DeleteItem",
        {"TableName": TT, "Key": item(id=3, MyDate="2015-12-17")},
        T_IO,
        [item(id=3, MyDate="2015-12-17", body="x")],
        PINNED,
    ),
    _c(
        IO,
        660,
        "DeleteItem",
        {"TableName": TT, "Key": item(id=3, MyDate="2015-12-17"), "ReturnValues": "ALL_OLD"},
        T_IO,
        [item(id=3, MyDate="2015-12-17", body="x")],
        "the test pins TableName and ReturnValues (hash_including); Key " + BUILT,
    ),
    _c(
        IO,
        686,
        "PutItem",
        {
            "TableName": TT,
            "Item": item(id=1, MyDate="2015-12-14", list_nil_to_empty=[], map_nil_to_empty={}),
            **SAFE_IO,
        },
        T_IO,
        [],
        PINNED,
    ),
    _c(
        IO,
        715,
        "PutItem",
        {
            "TableName": TT,
            "Item": item(id=1, MyDate="2015-12-14", persist_on_nil=None, list_nil_to_empty=[], map_nil_to_empty={}),
            **SAFE_IO,
        },
        T_IO,
        [],
        PINNED,
    ),
    _c(
        IO,
        778,
        "PutItem",
        {
            "TableName": TT,
            "Item": item(
                id=1,
                MyDate="2015-12-14",
                list_nil_as_nil=None,
                map_nil_as_nil=None,
                list_nil_to_empty=[],
                map_nil_to_empty={},
            ),
            **SAFE_IO,
        },
        T_IO,
        [],
        PINNED,
    ),
    _c(
        IO,
        815,
        "GetItem",
        {"TableName": TT, "Key": item(id=5, MyDate="2016-07-15")},
        T_IO,
        [
            item(
                id=5,
                MyDate="2016-07-15",
                list_nil_to_empty=None,
                list_nil_as_nil=None,
                map_nil_to_empty=None,
                map_nil_as_nil=None,
            )
        ],
        "the GetItem find sends " + BUILT + " (its key as find_opts); the item the spec's stubbed response holds",
    ),
    _c(
        IO,
        847,
        "PutItem",
        {"TableName": TT, "Item": item(id=3, date="2016-04-21", body="Hello!"), **_safe("id", "date")},
        table(("id", "N"), ("date", "S")),
        [],
        "not pinned: the valid save " + BUILT + " (klass_amv: range key date stored as date)",
    ),
    _c(
        IO,
        890,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"Key": item(id=1, MyDate="2015-12-14"), "TableName": TT}},
                {"Get": {"Key": item(id=7, MyDate="2019-07-14"), "TableName": TT}},
                {"Get": {"Key": item(id=2, MyDate="2018-11-29"), "TableName": TT}},
            ]
        },
        T_IO,
        [item(id=1, MyDate="2015-12-14", body="One"), item(id=2, MyDate="2018-11-29", body="Three")],
        PINNED + " (transact_items); the items the stubbed responses hold, the second missing",
    ),
    _c(
        IO,
        946,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "ConditionCheck": {
                        "Key": item(id=10, MyDate="2018-11-29"),
                        "TableName": TT,
                        "ConditionExpression": "size(#T) <= :v",
                        **_ex({"#T": "body"}, {":v": 1024}),
                    }
                }
            ]
        },
        T_IO,
        [item(id=10, MyDate="2018-11-29", body="x" * 2000)],
        "the check expression the spec pins (built on its own), sent alone in a TransactWriteItems, "
        "its key and value marshalled as the client does; a sample item whose body is over 1024 bytes",
    ),
]

# --- spec/aws-record/record/attributes_spec.rb: atomic_counter ---------------
T_ID = table(("id", "N"))


def _incr(path: str, line: int, tbl_name: str, key: dict, by: int, tbl: dict, before: list, note: str) -> dict:
    request = {
        "TableName": tbl_name,
        "Key": key,
        "UpdateExpression": "SET #n = #n + :i",
        **_ex({"#n": "counter"}, {":i": by}),
        "ReturnValues": "UPDATED_NEW",
    }
    return _c(path, line, "UpdateItem", request, tbl, before, note)


ATTRIBUTES = [
    _c(
        AT,
        195,
        "PutItem",
        {"TableName": TT, "Item": item(id=1, counter=0), **_safe("id")},
        T_ID,
        [],
        "api_requests[0], not pinned: the save! of a new item " + BUILT + " (the counter's default 0)",
    ),
    _incr(
        AT,
        199,
        TT,
        item(id=1),
        1,
        T_ID,
        [item(id=1, counter=0)],
        PINNED + " (api_requests[1]); the item the save! left",
    ),
    _incr(
        AT,
        216,
        TT,
        item(id=1),
        2,
        T_ID,
        [item(id=1, counter=0)],
        PINNED + " (api_requests[1]); the item the save! left",
    ),
]

# --- spec/aws-record/record/query_spec.rb ------------------------------------
# integer_attr :id (hash), date_attr :date (range), string_attr :body
T_Q = table(("id", "N"), ("date", "S"))
Q_ITEMS = [
    item(id=1, date="2016-01-25", body="Item 1"),
    item(id=1, date="2016-01-26", body="Item 2"),
    item(id=1, date="2015-12-31", body="Item 0"),
    item(id=2, date="2016-02-01", body="foo"),
    item(id=5, date="2019-01-01", body="foo"),
    item(id=6, date="2019-02-01", body="bar"),
]

QUERY = [
    _c(
        QS,
        73,
        "Query",
        {
            "TableName": TT,
            "KeyConditions": {
                "id": {"AttributeValueList": [{"N": "1"}], "ComparisonOperator": "EQ"},
                "date": {"AttributeValueList": [{"S": "2016-01-01"}], "ComparisonOperator": "GT"},
            },
        },
        T_Q,
        Q_ITEMS,
        PINNED + " (legacy key_conditions passed through, values marshalled by the client); sample items "
        "holding the stubbed response's two, an earlier date and another id",
    ),
    _c(QS, 116, "Scan", {"TableName": TT}, T_Q, Q_ITEMS, PINNED),
    _c(
        QS,
        135,
        "Query",
        {
            "TableName": TT,
            "KeyConditionExpression": "#BUILDERA = :buildera AND begins_with(date, :builderb)",
            "ProjectionExpression": "#BUILDERB",
            "Limit": 10,
            "ScanIndexForward": False,
            **_ex({"#BUILDERA": "id", "#BUILDERB": "body"}, {":buildera": "my-id", ":builderb": "2019-07-15"}),
        },
        T_Q,
        Q_ITEMS,
        PINNED + " (build_query with a frozen key expression: date left unescaped, a string for the number key id)",
    ),
    _c(
        QS,
        198,
        "Scan",
        {
            "TableName": TT,
            "ConsistentRead": False,
            "FilterExpression": "#BUILDERA = :buildera",
            "ExclusiveStartKey": item(id=5, date="2019-01-01"),
            "Segment": 2,
            "TotalSegments": 5,
            **_ex({"#BUILDERA": "body"}, {":buildera": "foo"}),
        },
        T_Q,
        Q_ITEMS,
        PINNED + " (build_scan: a parallel scan's segment 2 of 5 with a start key)",
    ),
]

# --- spec/aws-record/record/item_collection_spec.rb --------------------------
IC_ITEMS = [item(id=i) for i in range(1, 6)]

ITEM_COLLECTION = [
    _c(
        IC,
        186,
        "Scan",
        {"TableName": TT, "ExclusiveStartKey": item(id=3)},
        T_ID,
        IC_ITEMS,
        "the second of the two requests the test counts: the SDK's pager sends the first page's "
        "LastEvaluatedKey ({'id' => {n: '3'}}, stubbed) as the next ExclusiveStartKey",
    ),
    _c(
        IC,
        335,
        "Scan",
        {"TableName": TT, "Limit": 3},
        T_ID,
        IC_ITEMS,
        "the search params the test gives ItemCollection (limit: 3), as sent",
    ),
    _c(
        IC,
        332,
        "Scan",
        {"TableName": TT, "Limit": 3, "ExclusiveStartKey": item(id=3)},
        T_ID,
        IC_ITEMS,
        "the page after the stubbed truncated empty page (LastEvaluatedKey id 3), as the SDK's pager sends it",
    ),
]

# --- spec/aws-record/record/batch_spec.rb -------------------------------------
T_PLANET = table(("id", "N"), ("name", "S"))
PLUTO = item(id=9, name="pluto")
PLANETS = ["mercury", "venus", "earth", "mars", "jupiter", "saturn", "uranus", "neptune"]
T_FOOD = table(("Food ID", "N"), ("dish", "S"))


def _food(i: int, dish: str, **more) -> dict:
    return {**item(dish=dish, **more), "Food ID": {"N": str(i)}}


def _bget(tbl_name: str, keys: list) -> dict:
    return {"RequestItems": {tbl_name: {"Keys": keys}}}


FOOD_100 = [_food(i, f"Food{i}", spicy=False) for i in range(1, 102)]

BATCH = [
    _c(
        BS,
        21,
        "GetItem",
        {"TableName": "Planet", "Key": PLUTO},
        T_PLANET,
        [PLUTO],
        "Planet.find " + BUILT + " (the default table name: the class name)",
    ),
    _c(
        BS,
        23,
        "BatchWriteItem",
        {
            "RequestItems": {
                "Planet": [{"PutRequest": {"Item": item(id=i + 1, name=n)}} for i, n in enumerate(PLANETS)]
                + [{"DeleteRequest": {"Key": PLUTO}}]
            }
        },
        T_PLANET,
        [PLUTO],
        "Batch.write "
        + BUILT
        + " (BatchWrite: each record's save_values as a put, key_values as a delete, grouped by table)",
    ),
    _c(
        BS,
        134,
        "BatchGetItem",
        _bget("FoodTable", [_food(1, "Pasta"), _food(2, "Waffles")]),
        T_FOOD,
        [_food(1, "Pasta", spicy=False), {**_food(2, "Waffles", spicy=False), **item(gluten_free=True)}],
        "Batch.read "
        + BUILT
        + "; its FoodTable keys (food and breakfast share the table), the DrinkTable key sent in the next case",
    ),
    _c(
        BS,
        137,
        "BatchGetItem",
        _bget("DrinkTable", [item(id=1)]),
        T_ID,
        [item(id=1, drink="Hot Chocolate", gluten_free=True)],
        "Batch.read " + BUILT + "; its DrinkTable key, the FoodTable keys sent in the previous case",
    ),
    _c(
        BS,
        195,
        "BatchGetItem",
        _bget("FoodTable", [_food(i, f"Food{i}") for i in range(1, 101)]),
        T_FOOD,
        FOOD_100,
        "Batch.read of 101 keys " + BUILT + ": the first 100 (BATCH_GET_ITEM_LIMIT) in one request",
    ),
    _c(
        BS,
        220,
        "BatchGetItem",
        _bget("FoodTable", [_food(101, "Food101"), _food(100, "Food100")]),
        T_FOOD,
        FOOD_100,
        "execute! " + BUILT + ": the key left over, then the key the stub returned unprocessed",
    ),
    _c(
        BS,
        267,
        "BatchGetItem",
        _bget("FoodTable", [_food(1, "Omurice"), _food(2, "Omelette")]),
        T_FOOD,
        [_food(1, "Omurice", spicy=True)],
        "Batch.read " + BUILT + " (the spec stubs ProvisionedThroughputExceededException)",
    ),
]

# --- spec/aws-record/record/transactions_spec.rb ------------------------------
T1, T2 = "TableOne", "TableTwo"
T_ONE = table(("id", "N"), ("range", "S"))
T_TWO = table(("uuid", "S"))
PUT_1A = item(has_default="Lorem ipsum.", id=1, range="a")
KEY_2B = item(id=2, range="b")
UPD_FOO = {
    "TableName": T2,
    "Key": item(uuid="foo"),
    "UpdateExpression": "SET #UE_A = :ue_a",
    **_ex({"#UE_A": "body"}, {":ue_a": "Content"}),
}
SAFE_ONE = _safe("id", "range")
SPLIT = "; the spec's transaction spans TableOne and TableTwo: its {} actions sent as one transaction"

TRANSACTIONS = [
    _c(
        TS,
        52,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"Key": item(id=1, range="a"), "TableName": T1}},
                {"Get": {"Key": KEY_2B, "TableName": T1}},
            ]
        },
        T_ONE,
        [item(id=1, range="a", body="One"), item(id=2, range="b", body="Three")],
        "transact_find of tfind_opts " + BUILT + SPLIT.format("TableOne"),
    ),
    _c(
        TS,
        53,
        "TransactGetItems",
        {"TransactItems": [{"Get": {"Key": item(uuid="foo"), "TableName": T2}}]},
        T_TWO,
        [item(uuid="foo", body="Two")],
        "transact_find of tfind_opts " + BUILT + SPLIT.format("TableTwo"),
    ),
    _c(
        TS,
        141,
        "TransactWriteItems",
        {"TransactItems": [{"Put": {"TableName": T1, "Item": PUT_1A}}, {"Delete": {"TableName": T1, "Key": KEY_2B}}]},
        T_ONE,
        [item(id=2, range="b", body="found")],
        PINNED + " (transact_items)" + SPLIT.format("TableOne"),
    ),
    _c(
        TS,
        153,
        "TransactWriteItems",
        {"TransactItems": [{"Update": UPD_FOO}]},
        T_TWO,
        [item(uuid="foo", body="found")],
        PINNED + " (transact_items)" + SPLIT.format("TableTwo"),
    ),
    _c(
        TS,
        196,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "ConditionCheck": {
                        "Key": item(id=10, range="z"),
                        "TableName": T1,
                        "ConditionExpression": "size(#T) <= :v",
                        **_ex({"#T": "body"}, {":v": 1024}),
                    }
                },
                {"Put": {"TableName": T1, "Item": PUT_1A}},
            ]
        },
        T_ONE,
        [item(id=10, range="z", body="short")],
        PINNED + " (transact_items); a sample item whose body passes the check",
    ),
    _c(
        TS,
        246,
        "TransactWriteItems",
        {"TransactItems": [{"Put": {"TableName": T1, "Item": PUT_1A, **SAFE_ONE}}]},
        T_ONE,
        [item(id=2, range="b")],
        PINNED
        + " (transact_items: a save of a new item, the safe put)"
        + SPLIT.format("TableOne")
        + " (the TableTwo update is the one above)",
    ),
    _c(
        TS,
        307,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Put": {"TableName": T1, "Item": PUT_1A, "ReturnValuesOnConditionCheckFailure": "ALL_OLD"}},
                {"Delete": {"TableName": T1, "Key": KEY_2B, "ReturnValuesOnConditionCheckFailure": "ALL_OLD"}},
                {
                    "Put": {
                        "TableName": T1,
                        "Item": item(has_default="Lorem ipsum.", id=3, range="c"),
                        **SAFE_ONE,
                        "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
                    }
                },
            ]
        },
        T_ONE,
        [item(id=2, range="b"), item(id=3, range="c", body="already there")],
        PINNED
        + " (transact_items)"
        + SPLIT.format("TableOne")
        + "; the saved item 3/c already in the table, so that its safe put fails and returns the old item",
    ),
    _c(
        TS,
        320,
        "TransactWriteItems",
        {"TransactItems": [{"Update": {**UPD_FOO, "ReturnValuesOnConditionCheckFailure": "ALL_OLD"}}]},
        T_TWO,
        [item(uuid="foo", body="found")],
        PINNED + " (transact_items)" + SPLIT.format("TableTwo"),
    ),
    _c(
        TS,
        396,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "TableName": T2,
                        "Key": item(uuid=u),
                        "UpdateExpression": "SET #UE_A = :ue_a",
                        "ConditionExpression": "size(#T) <= :v",
                        **_ex({"#UE_A": "body", "#T": "body"}, {":ue_a": "Content", ":v": 1024}),
                        "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
                    }
                }
                for u in ("foo", "bar")
            ]
        },
        T_TWO,
        [item(uuid="foo", body="found"), item(uuid="bar", body="found")],
        PINNED + " (transact_items: the update's names and values merged with the caller's condition's)",
    ),
    _c(
        TS,
        456,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "TableName": T2,
                        "Key": item(uuid="foo"),
                        "UpdateExpression": "SET #S = if_not_exists(#S, :s)",
                        **_ex({"#S": "body"}, {":s": "Content"}),
                    }
                }
            ]
        },
        T_TWO,
        [item(uuid="foo")],
        PINNED + " (transact_items); a sample item without body",
    ),
    _c(
        TS,
        541,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Put": {"TableName": T1, "Item": PUT_1A, **SAFE_ONE}},
                {"Delete": {"TableName": T1, "Key": KEY_2B}},
            ]
        },
        T_ONE,
        [item(id=1, range="a", body="exists"), item(id=2, range="b")],
        "not pinned: the request "
        + BUILT
        + " (the save of a new item a safe put, the delete)"
        + SPLIT.format("TableOne")
        + "; the spec stubs TransactionCanceledException: item 1/a exists",
    ),
]

# --- spec/aws-record/record/dirty_tracking_spec.rb ----------------------------
T_TEST = "test_table"
T_MYKEY = table(("mykey", "S"))

DIRTY_TRACKING = [
    _c(
        DT,
        180,
        "PutItem",
        {"TableName": T_TEST, "Item": item(mykey="mykey", body="body"), **_safe("mykey")},
        T_MYKEY,
        [],
        "not pinned: the save of a new item " + BUILT + " (set_table_name(:test_table))",
    ),
    _c(
        DT,
        182,
        "DeleteItem",
        {"TableName": T_TEST, "Key": item(mykey="mykey")},
        T_MYKEY,
        [item(mykey="mykey", body="body")],
        "not pinned: delete! " + BUILT,
    ),
    _c(
        DT,
        294,
        "PutItem",
        {"TableName": T_TEST, "Item": item(mykey="newkey", body="newbody"), **_safe("mykey")},
        T_MYKEY,
        [item(mykey="mykey", body="body")],
        "not pinned: update with a new hash key " + BUILT + " (a dirty key: a new item's safe put)",
    ),
    _c(
        DT,
        329,
        "PutItem",
        {"TableName": TT, "Item": item(id=1, body="12345"), **_safe("id")},
        T_ID,
        [],
        "not pinned: the valid save " + BUILT + " (the invalid update after it sends nothing)",
    ),
    _c(
        DT,
        473,
        "GetItem",
        {"TableName": T_TEST, "Key": item(mykey="1")},
        T_MYKEY,
        [item(mykey="1", body="found")],
        "not pinned: find(mykey: 1) " + BUILT + " (the string attribute's marshaler writes 1 as '1')",
    ),
]

# --- features/searching/search.feature ---------------------------------------
# table example_<uuid>: id S (hash), count N (range); model body stored as content
T_SEARCH = "example_search"
T_SF = table(("id", "S"), ("count", "N"))
SF_ITEMS = [
    item(id="1", count=5, content="First item."),
    item(id="1", count=10, content="Second item."),
    item(id="1", count=15, content="Third item."),
    item(id="2", count=10, content="Fourth item."),
]
FEAT = "the request the feature's step sends " + BUILT + "; the feature's items"

SEARCH = [
    _c(
        SF,
        63,
        "Query",
        {
            "TableName": T_SEARCH,
            "KeyConditions": {
                "id": {"AttributeValueList": [{"S": "1"}], "ComparisonOperator": "EQ"},
                "count": {"AttributeValueList": [{"N": "7"}], "ComparisonOperator": "GT"},
            },
        },
        T_SF,
        SF_ITEMS,
        FEAT + " (the query class method with the step's key_conditions)",
    ),
    _c(SF, 95, "Scan", {"TableName": T_SEARCH}, T_SF, SF_ITEMS, FEAT),
    _c(SF, 123, "Scan", {"TableName": T_SEARCH, "Limit": 2}, T_SF, SF_ITEMS, FEAT),
    _c(
        SF,
        154,
        "Scan",
        {"TableName": T_SEARCH, "ExclusiveStartKey": item(id="1", count=10)},
        T_SF,
        SF_ITEMS,
        FEAT + "; the first page's LastEvaluatedKey as DynamoDB Local answers the Limit 2 scan",
    ),
    _c(
        SF,
        189,
        "Scan",
        {
            "TableName": T_SEARCH,
            "FilterExpression": "#BUILDERA = :buildera",
            **_ex({"#BUILDERA": "content"}, {":buildera": "Third item."}),
        },
        T_SF,
        SF_ITEMS,
        FEAT + " (build_scan.filter_expr(':body = ?', ...): the storage name content)",
    ),
    _c(
        SF,
        206,
        "Query",
        {
            "TableName": T_SEARCH,
            "KeyConditionExpression": "#BUILDERA = :buildera AND #BUILDERB > :builderb",
            **_ex({"#BUILDERA": "id", "#BUILDERB": "count"}, {":buildera": "1", ":builderb": 7}),
        },
        T_SF,
        SF_ITEMS,
        FEAT + " (build_query.key_expr(':id = ? AND :count > ?', '1', 7))",
    ),
]

# --- features/items/items.feature --------------------------------------------
T_ITEMS = "example_items"
T_IF = table(("id", "S"), ("rk", "N"))

ITEMS = [
    _c(
        IF,
        39,
        "PutItem",
        {"TableName": T_ITEMS, "Item": item(id="1", rk=1, content="Hello!"), **_safe("id", "rk")},
        T_IF,
        [],
        FEAT.replace("; the feature's items", "") + " (id set to 1 on a string attribute: '1')",
    ),
    _c(
        IF,
        40,
        "GetItem",
        {"TableName": T_ITEMS, "Key": item(id="1", rk=1)},
        T_IF,
        [item(id="1", rk=1, content="Hello!")],
        "the step's own client get_item of the key values given; the item the save wrote",
    ),
    _c(
        IF,
        57,
        "GetItem",
        {"TableName": T_ITEMS, "Key": item(id="2", rk=10)},
        T_IF,
        [item(id="2", rk=10, content="Aliased column names!")],
        FEAT + " (find)",
    ),
    _c(
        IF,
        89,
        "DeleteItem",
        {"TableName": T_ITEMS, "Key": item(id="3", rk=5)},
        T_IF,
        [item(id="3", rk=5, content="Body content.")],
        FEAT + " (delete! of the found item)",
    ),
    _c(
        IF,
        114,
        "UpdateItem",
        {
            "TableName": T_ITEMS,
            "Key": item(id="4", rk=5),
            "UpdateExpression": "SET #UE_A = :ue_a",
            **_ex({"#UE_A": "content"}, {":ue_a": "Updated Body Content."}),
        },
        T_IF,
        [item(id="4", rk=5, content="Body content.")],
        FEAT + " (update of the found item)",
    ),
    _incr(
        IF, 153, T_ITEMS, item(id="5", rk=6), 1, T_IF, [item(id="5", rk=6, counter=0)], FEAT + " (increment_counter!)"
    ),
    _incr(
        IF,
        169,
        T_ITEMS,
        item(id="5", rk=6),
        5,
        T_IF,
        [item(id="5", rk=6, counter=1)],
        FEAT
        + " (increment_counter!(5): Cucumber passes the captured -?\\d+ as an Integer); the item the first increment left",
    ),
]

# --- features/items/item_updates.feature -------------------------------------
T_SHARED = "shared_items"
T_IU = table(("hk", "S"), ("rk", "S"))
SAMPLE = [item(hk="sample", rk="sample", x="x", y="y", z="z")]
KEY_S = item(hk="sample", rk="sample")


def _set(path: str, line: int, pairs: list, removes: list = (), note: str = FEAT) -> dict:
    names, vals, sets = {}, {}, []
    tok = ord("A")
    for kind, name, *val in [("set", n, v) for n, v in pairs] + [("remove", n) for n in removes]:
        names[f"#UE_{chr(tok)}"] = name
        if kind == "set":
            sets.append(f"#UE_{chr(tok)} = :ue_{chr(tok).lower()}")
            vals[f":ue_{chr(tok).lower()}"] = val[0]
        tok += 1
    rem = [k for k, v in names.items() if v in removes]
    text = " ".join(filter(None, ["SET " + ", ".join(sets) if sets else "", "REMOVE " + ", ".join(rem) if rem else ""]))
    request = {"TableName": T_SHARED, "Key": KEY_S, "UpdateExpression": text, **_ex(names, vals)}
    return _c(path, line, "UpdateItem", request, T_IU, SAMPLE, note)


ITEM_UPDATES = [
    _c(
        IU,
        54,
        "PutItem",
        {"TableName": T_SHARED, "Item": item(hk="sample", rk="sample", x="foo"), **_safe("hk", "rk")},
        T_IU,
        SAMPLE,
        FEAT + " (the save of a new instance over an existing item: the conditional save fails)",
    ),
    _c(IU, 55, "GetItem", {"TableName": T_SHARED, "Key": KEY_S}, T_IU, SAMPLE, FEAT + " (find)"),
    _set(IU, 89, [("x", "bar")]),
    _c(
        IU,
        129,
        "Query",
        {
            "TableName": T_SHARED,
            "KeyConditions": {"hk": {"AttributeValueList": [{"S": "sample"}], "ComparisonOperator": "EQ"}},
            "ProjectionExpression": "hk, rk, x, y",
        },
        T_IU,
        SAMPLE,
        FEAT + " (the query class method with the step's key_conditions and projection_expression)",
    ),
    _set(IU, 155, [("y", "foo")], note=FEAT + " (the save of the queried item, y changed)"),
    _set(IU, 185, [("y", "foo"), ("z", "bar")], note=FEAT + " (the update class method)"),
    _set(IU, 223, [("y", "foo")], ["z"], note=FEAT + " (the update class method, z nil: removed)"),
]

# --- features/items/item_default_values.feature ------------------------------
DEFAULT_VALUES = [
    _c(
        ID,
        33,
        "PutItem",
        {"TableName": "test_table_defaults", "Item": item(id="1", map={"a": "1"}), **_safe("id")},
        table(("id", "S")),
        [],
        FEAT.replace("; the feature's items", "") + " (the default map merged with { 'a' => '1' })",
    ),
]

# --- features/transactions/transactions.feature ------------------------------
T_TX = "test_table_transactions"
T_TF = table(("uuid", "S"))
TF_ITEMS = [item(uuid="a1", body="First item!", field="Foo"), item(uuid="b2", body="Lorem ipsum.", field="Bar")]


def _tget(u: str, **more) -> dict:
    return {"Get": {"Key": item(uuid=u), "TableName": T_TX, **more}}


def _tupd(u: str, body: str) -> dict:
    return {
        "Update": {
            "TableName": T_TX,
            "Key": item(uuid=u),
            "UpdateExpression": "SET #UE_A = :ue_a",
            **_ex({"#UE_A": "body"}, {":ue_a": body}),
        }
    }


def _tput(u: str, body: str, safe: bool) -> dict:
    return {"Put": {"TableName": T_TX, "Item": item(uuid=u, body=body), **(_safe("uuid") if safe else {})}}


TX_FEATURE = [
    _c(
        TF,
        50,
        "TransactGetItems",
        {
            "TransactItems": [
                _tget("a1"),
                _tget("b2", ProjectionExpression="#H, body", ExpressionAttributeNames={"#H": "uuid"}),
            ],
            "ReturnConsumedCapacity": "NONE",
        },
        T_TF,
        TF_ITEMS,
        FEAT + " (a global transact_find of tfind_opts)",
    ),
    _c(
        TF,
        76,
        "TransactGetItems",
        {"TransactItems": [_tget("a1"), _tget("nope"), _tget("b2")]},
        T_TF,
        TF_ITEMS,
        FEAT + " (one key missing)",
    ),
    _c(
        TF,
        124,
        "TransactWriteItems",
        {
            "TransactItems": [
                _tupd("a1", "Updated a1!"),
                _tput("c3", "New item!", True),
                {"Delete": {"TableName": T_TX, "Key": item(uuid="b2")}},
            ]
        },
        T_TF,
        TF_ITEMS,
        FEAT + " (save of a found item: an update; save of a new one: a safe put; delete)",
    ),
    _c(
        TF,
        174,
        "TransactWriteItems",
        {
            "TransactItems": [
                _tput("a1", "Replaced!", False),
                _tput("c3", "New item!", False),
                _tupd("b2", "Updated b2!"),
            ]
        },
        T_TF,
        TF_ITEMS,
        FEAT + " (put: a forced put; update of a found item)",
    ),
    _c(
        TF,
        239,
        "TransactWriteItems",
        {
            "TransactItems": [
                _tupd("a1", "Passing the check!"),
                {
                    "ConditionCheck": {
                        "Key": item(uuid="b2"),
                        "TableName": T_TX,
                        "ConditionExpression": "size(#T) <= :v",
                        **_ex({"#T": "body"}, {":v": 1024}),
                    }
                },
            ]
        },
        T_TF,
        TF_ITEMS,
        FEAT + " (a check expression)",
    ),
    _c(
        TF,
        268,
        "TransactWriteItems",
        {
            "TransactItems": [
                _tput("a1", "Replaced!", True),
                _tput("b2", "Sneaky replacement!", True),
                _tput("c3", "New item!", True),
            ]
        },
        T_TF,
        TF_ITEMS,
        FEAT + " (saves of new instances over existing items: cancelled, as the feature expects)",
    ),
]

# --- features/batch/batch.feature ---------------------------------------------
BATCH_FEATURE = [
    _c(
        BF,
        50,
        "BatchWriteItem",
        {
            "RequestItems": {
                "FoodTable": [
                    {"PutRequest": {"Item": _food(1, "Papaya Salad", spicy=True)}},
                    {"PutRequest": {"Item": _food(2, "Hamburger", spicy=False)}},
                ]
            }
        },
        T_FOOD,
        [],
        "the step's Batch.write " + BUILT + "; its FoodTable puts (the DessertTable put in the next case)",
    ),
    _c(
        BF,
        55,
        "BatchWriteItem",
        {
            "RequestItems": {
                "DessertTable": [{"PutRequest": {"Item": _food(1, "Apple Pie", spicy=False, gluten_free=False)}}]
            }
        },
        T_FOOD,
        [],
        "the step's Batch.write " + BUILT + "; its DessertTable put (the child model inherits the keys)",
    ),
    _c(
        BF,
        58,
        "BatchGetItem",
        _bget("FoodTable", [_food(1, "Papaya Salad"), _food(2, "Hamburger")]),
        T_FOOD,
        [_food(1, "Papaya Salad", spicy=True), _food(2, "Hamburger", spicy=False)],
        "the step's Batch.read "
        + BUILT
        + "; its FoodTable keys (the DessertTable key left out), the items the writes left",
    ),
]

# --- features/inheritance/inheritance.feature ---------------------------------
T_ANIMAL = table(("id", "N"), ("name", "S"))
INHERITANCE = [
    _c(
        INH,
        62,
        "PutItem",
        {
            "TableName": "Animal",
            "Item": item(
                id=1,
                name="Cheeseburger",
                size="Large",
                characteristics=["Friendly", "Curious", "Loves kisses"],
                family_friendly=True,
            ),
            **_safe("id", "name"),
        },
        T_ANIMAL,
        [],
        FEAT.replace("; the feature's items", "") + " (the child model's save; the table's GSI gsi not created)",
    ),
    _c(
        INH,
        89,
        "PutItem",
        {
            "TableName": "Animal",
            "Item": item(id=2, name="Applejack", size="Medium", characteristics=["Aloof", "Dignified"]),
            **_safe("id", "name"),
        },
        T_ANIMAL,
        [
            item(
                id=1,
                name="Cheeseburger",
                size="Large",
                characteristics=["Friendly", "Curious", "Loves kisses"],
                family_friendly=True,
            )
        ],
        FEAT.replace("; the feature's items", "") + " (the parent model's save; the table's GSI gsi not created)",
    ),
    _c(
        INH,
        138,
        "PutItem",
        {
            "TableName": "Cat",
            "Item": item(
                id=1, name="Donut", size="Chonk", characteristics=["Makes good bread", "Likes snacks"], toe_beans=9
            ),
            **_safe("id", "name"),
        },
        T_ANIMAL,
        [],
        FEAT.replace("; the feature's items", "") + " (the child model with its own table Cat; its GSI not created)",
    ),
]

# --- documentation examples: lib/aws-record/record/*.rb, README.md ------------
DOC = "the doc example's call " + BUILT
T_EX = "ExampleTable"
T_EXT = table(("uuid", "S"), ("id", "N"))
EX_ITEMS = [
    item(uuid="123456789uuid987654321", id=50, body="has some substring"),
    item(uuid="123456789uuid987654321", id=150, body="has some substring too"),
    item(uuid="123456789uuid987654321", id=200, body="nothing"),
    item(uuid="smpl-uuid", id=99, body="bacon and eggs"),
    item(uuid="smpl-uuid", id=101, body="toast"),
    item(uuid="smpl-uuid", id=150, body="more bacon"),
]
T_MM = table(("id", "N"), ("name", "S"))
T_HK = table(("hk", "S"), ("rk", "S"))
T_UUID = table(("uuid", "S"))

DOCS = [
    _c(
        LQ,
        26,
        "Query",
        {
            "TableName": T_EX,
            "KeyConditionExpression": "#H = :h AND #R > :r",
            "FilterExpression": "contains(#B, :b)",
            **_ex(
                {"#H": "uuid", "#R": "id", "#B": "body"},
                {":h": "123456789uuid987654321", ":r": 100, ":b": "some substring"},
            ),
        },
        T_EXT,
        EX_ITEMS,
        DOC + " (its options passed through, TableName added)",
    ),
    _c(
        LQ,
        69,
        "Scan",
        {"TableName": T_EX, "FilterExpression": "contains(#B, :b)", **_ex({"#B": "body"}, {":b": "some substring"})},
        T_EXT,
        EX_ITEMS,
        DOC,
    ),
    _c(
        LQ,
        104,
        "Query",
        {
            "TableName": T_EX,
            "KeyConditionExpression": "#BUILDERA = :buildera AND #BUILDERB > :builderb",
            "ScanIndexForward": False,
            **_ex({"#BUILDERA": "uuid", "#BUILDERB": "id"}, {":buildera": "smpl-uuid", ":builderb": 100}),
        },
        T_EXT,
        EX_ITEMS,
        DOC + " (build_query.key_expr(...).scan_ascending(false))",
    ),
    _c(
        LB,
        120,
        "Scan",
        {
            "TableName": T_EX,
            "FilterExpression": "contains(#BUILDERA, :buildera)",
            **_ex({"#BUILDERA": "body"}, {":buildera": "bacon"}),
        },
        T_EXT,
        EX_ITEMS,
        DOC + " (build_scan.filter_expr('contains(:body, ?)', 'bacon'))",
    ),
    _c(
        LB,
        159,
        "Scan",
        {"TableName": T_EX, "ProjectionExpression": "#BUILDERA", "ExpressionAttributeNames": {"#BUILDERA": "body"}},
        T_EXT,
        EX_ITEMS,
        DOC + " (build_scan.projection_expr(':body'))",
    ),
    _c(
        LIO,
        482,
        "GetItem",
        {"TableName": "MyModel", "Key": item(id=1, name="First"), "ConsistentRead": True},
        T_MM,
        [item(id=1, name="First", body="one")],
        DOC + " (find_with_opts)",
    ),
    _c(
        LIO,
        535,
        "BatchGetItem",
        _bget("MyModel", [item(id=1, name="n1"), item(id=2, name="n2")]),
        T_MM,
        [item(id=1, name="n1"), item(id=3, name="n3")],
        DOC + " (find_all: a Batch.read of the keys)",
    ),
    _c(
        LIO,
        572,
        "UpdateItem",
        {
            "TableName": "MyModel",
            "Key": item(id=1, name="First"),
            "UpdateExpression": "SET #UE_A = :ue_a",
            **_ex({"#UE_A": "body"}, {":ue_a": "Hello!"}),
        },
        T_MM,
        [item(id=1, name="First", body="one")],
        DOC + " (the class update)",
    ),
    _c(
        LT,
        25,
        "TransactGetItems",
        {"TransactItems": [{"Get": {"Key": item(uuid="uuid1234"), "TableName": "TableOne"}}]},
        T_UUID,
        [item(uuid="uuid1234", body="one")],
        DOC + " (transact_find; its TableOne get, the TableTwo gets in the next case)",
    ),
    _c(
        LT,
        26,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"Key": item(hk="hk1", rk="rk1"), "TableName": "TableTwo"}},
                {"Get": {"Key": item(hk="hk2", rk="rk2"), "TableName": "TableTwo"}},
            ]
        },
        T_HK,
        [item(hk="hk1", rk="rk1", body="one")],
        DOC + " (transact_find; its TableTwo gets, the TableOne get in the previous case)",
    ),
    _c(
        LT,
        137,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "ConditionCheck": {
                        "Key": item(uuid="foo"),
                        "TableName": "TableOne",
                        "ConditionExpression": "size(#T) <= :v",
                        **_ex({"#T": "body"}, {":v": 1024}),
                    }
                },
                {
                    "Update": {
                        "TableName": "TableOne",
                        "Key": item(uuid="bar"),
                        "UpdateExpression": "SET #UE_A = :ue_a",
                        **_ex({"#UE_A": "body"}, {":ue_a": "Updated the body!"}),
                    }
                },
                {
                    "Put": {
                        "TableName": "TableOne",
                        "Item": item(uuid="foobar", body="Content!"),
                        "ConditionExpression": "attribute_not_exists(#H)",
                        "ExpressionAttributeNames": {"#H": "uuid"},
                        "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
                    }
                },
                {"Delete": {"TableName": "TableOne", "Key": item(uuid="to_be_deleted")}},
            ]
        },
        T_UUID,
        [item(uuid="foo", body="small"), item(uuid="bar", body="old"), item(uuid="to_be_deleted")],
        DOC + " (transact_write; its TableOne actions in order, the TableTwo ones in the next case)",
    ),
    _c(
        LT,
        140,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "TableName": "TableTwo",
                        "Item": item(hk="hk1", rk="rk1", body="Hello!"),
                        **_safe("hk", "rk"),
                    }
                },
                {
                    "Update": {
                        "TableName": "TableTwo",
                        "Key": item(hk="hk2", rk="rk2"),
                        "UpdateExpression": "SET #UE_A = :ue_a",
                        **_ex({"#UE_A": "body"}, {":ue_a": "Update!"}),
                    }
                },
            ]
        },
        T_HK,
        [item(hk="hk2", rk="rk2", body="old")],
        DOC + " (transact_write; its TableTwo actions in order: the save of a new item, the update of a found one)",
    ),
    _c(
        RM,
        178,
        "PutItem",
        {"TableName": "Breakfast", "Item": item(id=1, name="eggs"), **_safe("id", "name")},
        T_MM,
        [],
        DOC + " (eggs save!)",
    ),
    _c(
        RM,
        183,
        "BatchWriteItem",
        {
            "RequestItems": {
                "Breakfast": [
                    {"PutRequest": {"Item": item(id=2, name="waffles")}},
                    {"DeleteRequest": {"Key": item(id=1, name="eggs")}},
                    {"PutRequest": {"Item": item(id=3, name="pancakes")}},
                ]
            }
        },
        T_MM,
        [item(id=1, name="eggs")],
        DOC + " (Batch.write)",
    ),
    _c(
        RM,
        154,
        "BatchGetItem",
        _bget("Lunch", [item(id=1, name="Papaya Salad"), item(id=2, name="BLT Sandwich")]),
        T_MM,
        [item(id=1, name="Papaya Salad")],
        DOC + " (Batch.read; its Lunch keys, the Dessert key left out)",
    ),
    _c(
        RM,
        89,
        "GetItem",
        {"TableName": "MyModel", "Key": item(id=1, name="Hello Record")},
        T_MM,
        [item(id=1, name="Hello Record", is_active_flag=False)],
        DOC + " (find)",
    ),
    _c(
        RM,
        91,
        "UpdateItem",
        {
            "TableName": "MyModel",
            "Key": item(id=1, name="Hello Record"),
            "UpdateExpression": "SET #UE_A = :ue_a",
            **_ex({"#UE_A": "is_active_flag"}, {":ue_a": True}),
        },
        T_MM,
        [item(id=1, name="Hello Record", is_active_flag=False)],
        DOC + " (the found item's save: active stored as is_active_flag)",
    ),
    _c(
        RM,
        92,
        "DeleteItem",
        {"TableName": "MyModel", "Key": item(id=1, name="Hello Record")},
        T_MM,
        [item(id=1, name="Hello Record", is_active_flag=True)],
        DOC + " (delete!)",
    ),
    _c(
        RM,
        100,
        "PutItem",
        {"TableName": "MyModel", "Item": item(id=2, name="Item", is_active_flag=False), **_safe("id", "name")},
        T_MM,
        [],
        DOC + " (the save of a new item)",
    ),
]

CASES = (
    ITEM_OPERATIONS
    + ATTRIBUTES
    + QUERY
    + ITEM_COLLECTION
    + BATCH
    + TRANSACTIONS
    + DIRTY_TRACKING
    + SEARCH
    + ITEMS
    + ITEM_UPDATES
    + DEFAULT_VALUES
    + TX_FEATURE
    + BATCH_FEATURE
    + INHERITANCE
    + DOCS
)
