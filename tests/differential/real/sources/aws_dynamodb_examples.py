"""DynamoDB requests from AWS's own examples (aws-samples/aws-dynamodb-examples).

Source: aws-samples/aws-dynamodb-examples, branch master, commit f215ac6
(2026-03-30). The per-language SDK examples (``examples/SDK/``: Python/boto3,
Node.js SDK v3, Java SDK v2, .NET, Go SDK v1, Kotlin, Rust), the NERDS sample
apps (``examples/NERDS/``: the enhanced template's Express server and the
recipe example's Lambda functions), the tester's conditional put
(``examples/tester/jobs/lib/database.js``), the hedging sample's query, the
workshops' back ends (``workshops/global-serverless/app.py``,
``workshops/relational-migration/chalicelib/dynamodb_calls.py`` driven by its
``test_update.py`` / ``test_delete.py``, ``workshops/modernizer/backend``'s
DynamoDB repositories driven by their integration tests) and the
``scripts/PrintDistinctPKs`` loader and printer (maximum-size sort keys).
Only the requests were taken, as data, never the examples' code. When the
same request appears in several languages it is taken once (the Python
``query-consistent-read``/``query-return-consumed-capacity`` texts again in
Node.js and Rust, the .NET ``UpdateItem`` again in Node.js, ...).

High-level calls are written as the low-level request the SDK sends (``note``
says which): a boto3 Table-resource call typed as boto3's TypeSerializer does
(a ``Decimal`` as its text), its ``Key``/``Attr`` conditions as boto3's
ConditionExpressionBuilder writes them (``#n0``, ``:v0``... in order, the
ConditionExpression/FilterExpression before the KeyConditionExpression, the
generated names and values merged into the ones the call gives); the
JavaScript DocumentClient and ``marshall()`` typed as lib-dynamodb/util-dynamodb
marshall them (arrays as lists, ``undefined`` members dropped where the client
sets ``removeUndefinedValues``), ``paginateScan``'s ``pageSize`` as ``Limit``;
Go SDK v1 ``dynamodbattribute.MarshalMap`` with its JSON-tag support (the
struct's ``json`` tags name the attributes and the ``:a``-style value
placeholders); the Java SDK v2 enhanced client as its operations write the
request (``QueryConditional``: ``#AMZN_MAPPED_pk = :AMZN_MAPPED_pk``,
``BETWEEN :AMZN_MAPPED_sk AND :AMZN_MAPPED_sk2``; projections joined with
``,``; ``deleteItem`` with ``ReturnValues: ALL_OLD``; ``updateItem`` as a SET of
every non-key bean attribute, ``ReturnValues: ALL_NEW``, in the order Java's
HashMap iterates the attribute names, the bean's properties named after its
getters, ``firstName`` ...). Two Kotlin updates wrap their parameters in an
inner ``UpdateItemRequest { ... }`` inside the ``updateItem { }`` builder,
which as written leaves the request sent empty; they are transcribed as the
inner request (``note``).

Adapted only as far as needed to run. Tables are keyed as the examples'
sources say (RetailDatabase: string ``pk``/``sk``, ``PK``/``SK`` for the Python
transaction examples; the Developer Guide's Music, Thread and Reply; the NERDS,
modernizer and workshop tables: string ``PK``/``SK``); where no schema is given
it is read from the keys the requests use (AmazonBins: ``asin``; Products:
``ProductId``; ParcelTracker: ``TrackID``/``ObjType``; Kotlin's
``YourTableName``: ``id``, ``PrimaryKey`` in its two update examples; the Java
async examples' ``test``: ``id``; the hedging sample's ``Music3``:
``Artist``/``SongTitle``). The modernizer tables are named as its
``DatabaseFactory`` names them (``Users``, ``Products``, ``Categories``, no
``DYNAMODB_TABLE_PREFIX``). Random or generated values are fixed and readable:
``nanoid()`` and ``Date.now()`` ids (``recipe-0001``, ``user-0001``,
1767225600000), ``new Date()`` / ``toISOString()`` as
2026-01-01T00:00:00.000Z (one second later for a second step), the tester's
``randomString``/``randomElement`` row values, the global-serverless player's
progress as ``0.250`` (its thumbnail URL base64 as ``btoa`` writes it). The
sample items (``before``) are the ones the examples write (``batch_write.py``,
``put_item.py``, ``put-item.js``, ``PutItem.java``, ``putItem.go``, the Rust
``put-item``/``prepare-query-data``, the NERDS ``populate.js``, the
global-serverless ``sample-data.json``, the modernizer integration tests'
objects, the loader's maximum-size items), each step given what the previous
steps leave; the Developer Guide's Thread/Reply items as in the
``aws-developer-guide`` source. Where the examples ship no items for what a
request reads (Michael Jackson songs in Music, AmazonBins, Products,
MyTableName, ``test``, the Java orders under jim.bob, Customers, Music3) a few
items are made up and the ``note`` says so. Conditions whose outcome depends
on the data are sent where the example's own data leaves them (several fail as
the example is written: ``note``), and several on an item made to satisfy them
as well. Node.js ``transact-write.js`` writes to Products (``ProductId``) and
Orders (``OrderId``): the recorder gives every table of a request one key
schema, so Orders is created keyed by ``ProductId``, which its item holds.
Left out: requests on indexes (the Thread ``Views`` range queries, the
relational-migration and modernizer GSI queries), BatchGetItem/BatchWriteItem,
PartiQL, table, stream and backup operations, the .NET and Java
TransactWriteItems and the Kotlin TransactPutItem (tables of different key
schemas), the .NET ``DynamoDBContext`` query (the document model's request is
not written in the example), plain GetItem/PutItem repeats, and repeats of a
text already taken.
"""

from __future__ import annotations

import base64
from decimal import Decimal

from ._build import case, item, table, values

SOURCE = "aws-dynamodb-examples"
REPO = "aws-samples/aws-dynamodb-examples@f215ac6 "

PY = "examples/SDK/python/data_plane/"
JS = "examples/SDK/node.js/sdk_v3/data_plane/"
JAVA = "examples/SDK/java/sdk_v1/data_plane/"
NET = "examples/SDK/dotnet/sdk_v2/"
GO = "examples/SDK/golang/sdk_v1/WorkingWithItems/"
KT = "examples/SDK/kotlin/data_plane/WorkingWithItems/src/main/kotlin/"
RS = "examples/SDK/rust/data_plane/"
NERDS = "examples/NERDS/"
MOD = "workshops/modernizer/backend/src/database/implementations/dynamodb/"
PDP = "scripts/PrintDistinctPKs/"

RESOURCE = "boto3 Table-resource call: written as the typed request boto3 sends"
BUILDER = "boto3 Table-resource call: its Key/Attr condition as boto3's ConditionExpressionBuilder writes it, typed"
DOC = "DocumentClient call: written as the typed request lib-dynamodb sends"
ENHANCED = "Java enhanced client: written as the request its operation builds"
GOMARSHAL = "Go SDK v1: MarshalMap with JSON tags, written typed"

RETAIL = table(("pk", "S"), ("sk", "S"))
RETAIL_UP = table(("PK", "S"), ("SK", "S"))
PK_SK = table(("PK", "S"), ("SK", "S"))
MUSIC = table(("Artist", "S"), ("SongTitle", "S"))
THREAD = table(("ForumName", "S"), ("Subject", "S"))
REPLY = table(("Id", "S"), ("ReplyDateTime", "S"))
PARCEL = table(("TrackID", "S"), ("ObjType", "S"))
PRODUCTS = table(("ProductId", "S"))
BINS = table(("asin", "S"))
ID = table(("id", "S"))
PRIMARY = table(("PrimaryKey", "S"))
CUSTOMERS = table(("cust_id", "S"))
MAX_S = table(("pk", "S"), ("sk", "S"))
MAX_N = table(("pk", "S"), ("sk", "N"))
MAX_B = table(("pk", "S"), ("sk", "B"))

NOW = "2026-01-01T00:00:00.000Z"  # new Date().toISOString()
LATER = "2026-01-01T00:00:01.000Z"  # a second step's new Date()
MS = 1767225600000  # Date.now()


def _c(path: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(f"{REPO}{path}:{line}", op, request, tbl, before, note)


# --- sample items -------------------------------------------------------------
JIM = "jim.bob@somewhere.com"
ADDRESS = {"road": "456 Nowhere Lane", "city": "Langely", "state": "WA", "pcode": "98260", "country": "USA"}
JIM_PY = item(
    pk=JIM, sk="metadata", name="Jim Bob", first_name="Jim", last_name="Bob", address=ADDRESS, username="jbob"
)  # put_item.py
JIM_JS = item(
    pk=JIM, sk="metadata", name="Jim Bob", first_name="Jim", last_name="Roberts", address=ADDRESS, username="jrob"
)  # put-item.js
JIM_NET = JIM_PY  # PutItem.cs writes the same item as put_item.py
JIM_JAVA = item(
    pk=JIM,
    sk="metadata",
    address={**ADDRESS, "state": "WS"},
    name="Jim Bob",
    firstName="Jim",
    lastName="Bob",
    username="jbob",
)  # PutItem.java (bean attributes named after the getters)
JIM_SHORT = item(pk="jim.bob", sk="metadata", name="Jim Bob", username="jbob")  # made up: key jim.bob
VIKRAM = item(
    pk="vikram.johnson@somewhere.com",
    sk="metadata",
    username="vikj",
    first_name="Vikram",
    last_name="Johnson",
    name="Vikram Johnson",
    age=31,
    address={"road": "89105 Bakken Rd", "city": "Greenbank", "pcode": 98253, "state": "WA", "country": "USA"},
)
JOSE = item(
    pk="jose.schneller@somewhere.com",
    sk="metadata",
    username="joses",
    first_name="Jose",
    last_name="Schneller",
    name="Jose Schneller",
    age=27,
    address={"road": "12341 Fish Rd", "city": "Freeland", "pcode": 98249, "state": "WA", "country": "USA"},
)
HELGA = item(
    pk="helga.ramirez@somewhere.com",
    sk="metadata",
    username="helgar",
    first_name="Helga",
    last_name="Ramirez",
    name="Helga Ramirez",
    age=48,
    address={"road": "45678 Deer Lake Rd", "city": "Clinton", "pcode": 98236, "state": "WA", "country": "USA"},
)
BATCH = [VIKRAM, JOSE, HELGA]  # batch_write.py
JOSE_GO = item(
    pk="jose.schneller@somewhere.com",
    sk="metadata",
    name="Jose Schneller",
    firstName="Jose",
    lastName="Schneller",
    username="joses",
    address={"city": "Greenbank", "country": "USA", "pcode": "98253", "road": "89105 Bakken Rd", "state": "WA"},
    age=27,
)  # putItem.go (json tags)

MJ = "Michael Jackson"
MJ_SONGS = [  # made up: the examples ship no Music items for Michael Jackson
    item(Artist=MJ, SongTitle="A Place With No Name", Album="Xscape", Year=2014),
    item(Artist=MJ, SongTitle="Another Part of Me", Album="Bad", Year=1987),
    item(Artist=MJ, SongTitle="Billie Jean", Album="Thriller", Year=1982),
    item(Artist=MJ, SongTitle="Don't Be Messin' 'Round", Album="Bad 25", Year=2012),
    item(Artist="No One You Know", SongTitle="Call Me Today", Album="Somewhat Famous", Year=2015),
]
RUST_SONG = item(
    Artist="No One You Know", SongTitle="Call Me Today", AlbumTitle="Somewhat Famous", Awards=0, Released=False
)  # Rust put-item
RUST_SONG_UPDATED = item(
    Artist="No One You Know", SongTitle="Call Me Today", AlbumTitle="Somewhat Famous", Awards=1, Released=True
)  # after Rust update-item
ACME = item(Artist="Acme Band", SongTitle="Happy Day", AlbumTitle="Songs About Life", Awards=10, Released=True)
ARTIST2 = [  # Rust prepare-query-data: Artist#2, Song#0..9 (and one song of Artist#3)
    item(Artist="Artist#2", SongTitle=f"Song#{i}", AlbumTitle=f"Album#{2 * i}", Awards=0, Released=i % 2 == 0)
    for i in range(10)
] + [item(Artist="Artist#3", SongTitle="Song#0", AlbumTitle="Album#0", Awards=0, Released=True)]

THREADS = [  # the Developer Guide's sample data (as in the aws-developer-guide source)
    item(ForumName="Amazon DynamoDB", Subject="DynamoDB Thread 1", Views=5, Replies=2, LastPostedBy="User A"),
    item(ForumName="Amazon DynamoDB", Subject="DynamoDB Thread 2", Views=1, Replies=0, LastPostedBy="User B"),
    item(ForumName="Amazon DynamoDB", Subject="New discussion thread", Views=0),
    item(ForumName="Amazon S3", Subject="S3 Thread 1", Views=9, LastPostedBy="User A"),
]
REPLIES = [
    item(Id="Amazon DynamoDB#DynamoDB Thread 1", ReplyDateTime="2015-09-15T19:58:22.947Z", PostedBy="User A"),
    item(Id="Amazon DynamoDB#DynamoDB Thread 1", ReplyDateTime="2015-09-22T19:58:22.947Z", PostedBy="User B"),
    item(Id="Amazon DynamoDB#DynamoDB Thread 1", ReplyDateTime="2015-10-01T19:58:22.947Z", PostedBy="User A"),
    item(Id="Amazon DynamoDB#DynamoDB Thread 2", ReplyDateTime="2015-09-29T19:58:22.947Z", PostedBy="User A"),
]

# =============================================================================
# Python (boto3)
# =============================================================================
T = "RetailDatabase"


def _key(pk: str, sk: str = "metadata") -> dict:
    return {"pk": {"S": pk}, "sk": {"S": sk}}


CREATED = item(pk=JIM, sk="metadata", name="Jim Bob", first_name="Jim", last_name="Bob", created_at=100)
CV0 = item(pk=JIM, sk="metadata", name="Jim Bob", change_version=0)
CV1 = item(pk=JIM, sk="metadata", name="Jim Roberts", change_version=1)


def _update_name(name: str, last: int) -> dict:
    return {
        "TableName": T,
        "Key": _key(JIM),
        "UpdateExpression": "SET #n = :nm, #cv = #cv + :one",
        "ExpressionAttributeNames": {"#n": "name", "#cv": "change_version", "#n0": "change_version"},
        "ExpressionAttributeValues": values({":nm": name, ":one": 1, ":v0": last}),
        "ReturnValues": "UPDATED_NEW",
        "ConditionExpression": "#n0 = :v0",
    }


BINS_ITEMS = [  # made up: the examples ship no AmazonBins items
    item(asin="1592400876", quantity=9, bin="A-01"),
    item(asin="1592401236", quantity=3, bin="A-02"),
    item(asin="0307387895", quantity=9, bin="B-07"),
    item(asin="0307387909", quantity=1),
]

# transact_write.py's transaction, sent twice: on its first run and again (a retry)
_TRANSACT_WRITE_PY = {
    "TransactItems": [
        {
            "Put": {
                "TableName": T,
                "Item": item(PK="123", SK="abc", User="lhnng", Other="Other attribute field"),
                "ConditionExpression": "attribute_not_exists(PK)",
            }
        },
        {
            "Update": {
                "TableName": T,
                "Key": {"PK": {"S": "789"}, "SK": {"S": "xyz"}},
                "UpdateExpression": "SET #o = :val",
                "ExpressionAttributeValues": values({":val": "Hello, updated value"}),
                "ExpressionAttributeNames": {"#o": "Other"},
            }
        },
    ]
}

PYTHON = [
    _c(
        PY + "WorkingWithItems/delete_item.py",
        11,
        "DeleteItem",
        {
            "TableName": T,
            "Key": _key("jim.bob"),
            "ConditionExpression": "shipaddr.pcode = :val",
            "ExpressionAttributeValues": values({":val": "98260"}),
        },
        RETAIL,
        [JIM_PY],
        RESOURCE + "; on the sample data (put_item.py's item is jim.bob@somewhere.com, with `address`): "
        "the example's key and `shipaddr` match no item, the condition fails",
    ),
    _c(
        PY + "WorkingWithItems/delete_item.py",
        11,
        "DeleteItem",
        {
            "TableName": T,
            "Key": _key("jim.bob"),
            "ConditionExpression": "shipaddr.pcode = :val",
            "ExpressionAttributeValues": values({":val": "98260"}),
        },
        RETAIL,
        [item(pk="jim.bob", sk="metadata", name="Jim Bob", shipaddr={"pcode": "98260", "city": "Langely"})],
        RESOURCE + "; on an item made to satisfy the condition",
    ),
    _c(
        PY + "WorkingWithItems/delete_item_conditional.py",
        19,
        "DeleteItem",
        {
            "TableName": T,
            "Key": _key("jim.bob"),
            "ConditionExpression": "attribute_exists (pk) AND attribute_exists (sk)",
        },
        RETAIL,
        [JIM_SHORT],
        RESOURCE + "; the item exists (made up under the example's key jim.bob)",
    ),
    _c(
        PY + "WorkingWithItems/delete_item_conditional.py",
        19,
        "DeleteItem",
        {
            "TableName": T,
            "Key": _key("jim.bob"),
            "ConditionExpression": "attribute_exists (pk) AND attribute_exists (sk)",
        },
        RETAIL,
        [JIM_PY],
        RESOURCE + "; no item at the key: the refusal the example's comment describes",
    ),
    _c(
        PY + "WorkingWithItems/put_item_conditional.py",
        12,
        "PutItem",
        {
            "TableName": T,
            "Item": CREATED,
            "ConditionExpression": "attribute_not_exists(#n0)",
            "ExpressionAttributeNames": {"#n0": "pk"},
        },
        RETAIL,
        [],
        BUILDER + "; the first call (created_at 100), on an empty table",
    ),
    _c(
        PY + "WorkingWithItems/put_item_conditional.py",
        12,
        "PutItem",
        {
            "TableName": T,
            "Item": item(pk=JIM, sk="metadata", name="Jim Bob", first_name="Jim", last_name="Bob", created_at=200),
            "ConditionExpression": "attribute_not_exists(#n0)",
            "ExpressionAttributeNames": {"#n0": "pk"},
        },
        RETAIL,
        [CREATED],
        BUILDER + "; the second call (created_at 200), which the example asserts fails",
    ),
    _c(
        PY + "WorkingWithItems/put_item_conditional.py",
        34,
        "GetItem",
        {"TableName": T, "Key": _key(JIM), "AttributesToGet": ["created_at"]},
        RETAIL,
        [CREATED],
        RESOURCE,
    ),
    _c(
        PY + "WorkingWithItems/transact_get.py",
        9,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"TableName": T, "Key": {"PK": {"S": "123"}, "SK": {"S": "abc"}}}},
                {"Get": {"TableName": T, "Key": {"PK": {"S": "789"}, "SK": {"S": "xyz"}}}},
            ]
        },
        RETAIL_UP,
        [
            item(PK="123", SK="abc", User="lhnng", Other="Other attribute field"),
            item(PK="789", SK="xyz", Other="Hello, updated value"),
        ],
        "the items transact_write.py leaves",
    ),
    _c(
        PY + "WorkingWithItems/transact_write.py",
        8,
        "TransactWriteItems",
        _TRANSACT_WRITE_PY,
        RETAIL_UP,
        [item(PK="789", SK="xyz", Other="Original value")],
        "first run: 123/abc absent (789/xyz's earlier value made up)",
    ),
    _c(
        PY + "WorkingWithItems/transact_write.py",
        8,
        "TransactWriteItems",
        _TRANSACT_WRITE_PY,
        RETAIL_UP,
        [
            item(PK="123", SK="abc", User="lhnng", Other="Other attribute field"),
            item(PK="789", SK="xyz", Other="Hello, updated value"),
        ],
        "run again on what the first run leaves: the Put's attribute_not_exists(PK) cancels the transaction",
    ),
    _c(
        PY + "WorkingWithItems/update_item_conditional.py",
        47,
        "UpdateItem",
        _update_name("Jim Roberts", 0),
        RETAIL,
        [CV0],
        BUILDER + "; the condition's names/values merged into the call's; update_name(..., 'Jim Roberts', 0) "
        "on the item create_user writes",
    ),
    _c(
        PY + "WorkingWithItems/update_item_conditional.py",
        47,
        "UpdateItem",
        _update_name("Jonathan Roberts", 0),
        RETAIL,
        [CV1],
        BUILDER + "; the stale change_version (0 where the item holds 1) the example expects to fail",
    ),
    _c(
        PY + "WorkingWithItems/update_item_conditional.py",
        62,
        "GetItem",
        {"TableName": T, "Key": _key(JIM), "AttributesToGet": ["name", "change_version"]},
        RETAIL,
        [CV1],
        RESOURCE,
    ),
    _c(
        PY + "WorkingWithItems/updating_item.py",
        11,
        "UpdateItem",
        {
            "TableName": T,
            "Key": _key("jim.bob"),
            "ExpressionAttributeNames": {"#n": "name"},
            "UpdateExpression": "set #n = :nm",
            "ExpressionAttributeValues": values({":nm": "Big Jim Bob"}),
            "ReturnValues": "UPDATED_NEW",
        },
        RETAIL,
        [JIM_SHORT],
        RESOURCE + "; an item made up under the example's key jim.bob",
    ),
    _c(
        PY + "WorkingWithQueries/query_begins_with.py",
        14,
        "Query",
        {
            "TableName": T,
            "KeyConditionExpression": "(#n0 = :v0 AND begins_with(#n1, :v1))",
            "ExpressionAttributeNames": {"#n0": "pk", "#n1": "sk"},
            "ExpressionAttributeValues": values({":v0": "helga.ramirez@somewhere.com", ":v1": "meta::"}),
        },
        RETAIL,
        BATCH + [item(pk="helga.ramirez@somewhere.com", sk="meta::preferences", newsletter=True)],
        BUILDER + "; batch_write.py's items and one made up under `meta::`",
    ),
    _c(
        PY + "WorkingWithQueries/query_equals.py",
        13,
        "Query",
        {
            "TableName": T,
            "KeyConditionExpression": "#n0 = :v0",
            "ExpressionAttributeNames": {"#n0": "pk"},
            "ExpressionAttributeValues": values({":v0": "helga.ramirez@somewhere.com"}),
        },
        RETAIL,
        BATCH,
        BUILDER,
    ),
    _c(
        PY + "WorkingWithQueries/query_filter_expression.py",
        22,
        "Query",
        {
            "TableName": "Music",
            "KeyConditionExpression": "#n1 = :v1",
            "FilterExpression": "#n0 = :v0",
            "ExpressionAttributeNames": {"#n0": "Year", "#n1": "Artist"},
            "ExpressionAttributeValues": values({":v0": 2012, ":v1": MJ}),
        },
        MUSIC,
        MJ_SONGS,
        BUILDER + " (the filter's placeholders first); Music items made up",
    ),
    _c(
        PY + "WorkingWithQueries/query_projection_expression.py",
        22,
        "Query",
        {
            "TableName": "Music",
            "KeyConditionExpression": "#n0 = :v0",
            "ProjectionExpression": "SongTitle, Album",
            "ExpressionAttributeNames": {"#n0": "Artist"},
            "ExpressionAttributeValues": values({":v0": MJ}),
        },
        MUSIC,
        MJ_SONGS,
        BUILDER + "; Music items made up",
    ),
    _c(
        PY + "WorkingWithQueries/query-consistent-read.py",
        22,
        "Query",
        {
            "TableName": "Music",
            "ExpressionAttributeNames": {"#pk": "Artist"},
            "ExpressionAttributeValues": values({":pk": MJ}),
            "KeyConditionExpression": "#pk = :pk",
            "ConsistentRead": True,
        },
        MUSIC,
        MJ_SONGS,
        RESOURCE + "; Music items made up",
    ),
    _c(
        PY + "WorkingWithQueries/query-return-consumed-capacity.py",
        22,
        "Query",
        {
            "TableName": "Music",
            "ExpressionAttributeNames": {"#pk": "Artist"},
            "ExpressionAttributeValues": values({":pk": MJ}),
            "KeyConditionExpression": "#pk = :pk",
            "ReturnConsumedCapacity": "TOTAL",
        },
        MUSIC,
        MJ_SONGS,
        RESOURCE + "; Music items made up",
    ),
    _c(
        PY + "WorkingWithQueries/query-scan-count.py",
        22,
        "Query",
        {
            "TableName": "Music",
            "ExpressionAttributeNames": {"#pk": "Artist", "#sk": "SongTitle"},
            "ExpressionAttributeValues": values({":pk": MJ, ":sk": "A"}),
            "KeyConditionExpression": "#pk = :pk AND begins_with(#sk, :sk)",
        },
        MUSIC,
        MJ_SONGS,
        RESOURCE + "; Music items made up",
    ),
    _c(
        PY + "WorkingWithScans/scan_filter_expression.py",
        14,
        "Scan",
        {
            "TableName": "AmazonBins",
            "FilterExpression": "begins_with(#a, :r)",
            "ExpressionAttributeValues": {":r": {"S": "159240"}},
            "ExpressionAttributeNames": {"#a": "asin"},
        },
        BINS,
        BINS_ITEMS,
        "AmazonBins items made up (its hash key taken to be `asin`)",
    ),
    _c(
        PY + "WorkingWithScans/scan_projection_expression.py",
        14,
        "Scan",
        {"TableName": "AmazonBins", "ProjectionExpression": "asin"},
        BINS,
        BINS_ITEMS,
        "AmazonBins items made up",
    ),
    _c(
        PY + "WorkingWithScans/scan_with_paginator.py",
        17,
        "Scan",
        {
            "TableName": "AmazonBins",
            "ReturnConsumedCapacity": "TOTAL",
            "ScanFilter": {"quantity": {"AttributeValueList": [{"N": "9"}], "ComparisonOperator": "EQ"}},
        },
        BINS,
        BINS_ITEMS,
        "the paginator's first page (StartingToken None sends no ExclusiveStartKey); AmazonBins items made up",
    ),
    _c(
        PY + "WorkingWithScans/scan_parallel.py",
        17,
        "Scan",
        {"TableName": "AmazonBins", "Segment": 9, "TotalSegments": 10},
        BINS,
        BINS_ITEMS,
        "thread 9 of 10; AmazonBins items made up",
    ),
]

# =============================================================================
# Node.js (SDK v3, DocumentClient unless said otherwise)
# =============================================================================
ROBERT = item(
    pk="jim.Robert@somewhere.com",
    sk="metadata",
    name="Jim Roberts",
    first_name="Jim",
    last_name="Roberts",
    address=ADDRESS,
    username="jrob",
)
COLORS = item(pk=JIM, sk="metadata", name="Jim Bob", favoriteColors=["red", "green", "blue"])
PRODUCT_ITEMS = [  # made up: the examples ship no Products items
    item(ProductId="B07J1337PJ42", ProductStatus="IN_STOCK", Name="Echo Dot"),
    item(ProductId="B07J1337PJ43", ProductStatus="SOLD", Name="Echo Show"),
    item(ProductId="B07J1337PJ44", ProductStatus="IN_STOCK", Name="Kindle"),
    item(ProductId="B07J1337PJ45", ProductStatus="BACKORDER", Name="Fire TV"),
    item(ProductId="B07J1337PJ46", ProductStatus="IN_STOCK", Name="Ring"),
    item(ProductId="B07J1337PJ47", ProductStatus="IN_STOCK", Name="Blink"),
]
TRANSACT_WRITE_JS = {
    "TransactItems": [
        {
            "Update": {
                "TableName": "Products",
                "Key": {"ProductId": {"S": "B07J1337PJ42"}},
                "UpdateExpression": "SET ProductStatus = :new_status",
                "ConditionExpression": "ProductStatus = :expected_status",
                "ExpressionAttributeValues": values({":new_status": "SOLD", ":expected_status": "IN_STOCK"}),
                "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
            }
        },
        {
            "Put": {
                "TableName": "Orders",
                "Item": item(
                    OrderId="171-3549115-4111337", ProductId="productKey", OrderStatus="CONFIRMED", OrderTotal="100"
                ),
                "ConditionExpression": "attribute_not_exists(OrderId)",
                "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
            }
        },
    ],
    "ReturnConsumedCapacity": "TOTAL",
}
ORDERS_NOTE = (
    "; Orders (keyed by OrderId in the example) created with Products' key schema (ProductId, which its item "
    "holds): the recorder gives every table of a request one key schema"
)


def _list_update(line: int, expr: str, before: list, extra: dict | None = None) -> dict:
    return _c(
        JS + "WorkingWithItems/update-item-list.js",
        line,
        "UpdateItem",
        {
            "TableName": T,
            "Key": _key(JIM),
            "UpdateExpression": expr,
            "ExpressionAttributeNames": {"#fc": "favoriteColors"},
            **(extra or {}),
            "ReturnValues": "ALL_NEW",
        },
        RETAIL,
        before,
        DOC + "; the item the previous steps leave",
    )


NODE = [
    _c(
        JS + "WorkingWithItems/delete-item.js",
        11,
        "DeleteItem",
        {
            "TableName": T,
            "Key": _key(JIM),
            "ConditionExpression": "address.pcode = :val",
            "ExpressionAttributeValues": values({":val": "98261"}),
        },
        RETAIL,
        [JIM_JS],
        DOC + "; on put-item.js's item (pcode 98260): the condition fails",
    ),
    _c(
        JS + "WorkingWithItems/put-item-conditional.js",
        11,
        "PutItem",
        {
            "TableName": T,
            "Item": ROBERT,
            "ConditionExpression": "begins_with(sk, :val)",
            "ExpressionAttributeValues": values({":val": "meta"}),
        },
        RETAIL,
        [JIM_JS],
        DOC + "; no item at the key yet: the condition, read on the missing item, fails",
    ),
    _c(
        JS + "WorkingWithItems/put-item-conditional.js",
        11,
        "PutItem",
        {
            "TableName": T,
            "Item": ROBERT,
            "ConditionExpression": "begins_with(sk, :val)",
            "ExpressionAttributeValues": values({":val": "meta"}),
        },
        RETAIL,
        [ROBERT],
        DOC + "; run again, the item now there",
    ),
    _c(
        JS + "WorkingWithItems/transact-get.js",
        10,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"TableName": T, "Key": _key("vikram.johnson@somewhere.com")}},
                {"Get": {"TableName": T, "Key": _key("jose.schneller@somewhere.com")}},
            ],
            "ReturnConsumedCapacity": "TOTAL",
        },
        RETAIL,
        BATCH,
        DOC + "; batch_write's items",
    ),
    _c(
        JS + "WorkingWithItems/transact-write.js",
        10,
        "TransactWriteItems",
        TRANSACT_WRITE_JS,
        PRODUCTS,
        PRODUCT_ITEMS,
        DOC + "; Products items made up, the product IN_STOCK" + ORDERS_NOTE,
    ),
    _c(
        JS + "WorkingWithItems/transact-write.js",
        10,
        "TransactWriteItems",
        TRANSACT_WRITE_JS,
        PRODUCTS,
        [item(ProductId="B07J1337PJ42", ProductStatus="SOLD", Name="Echo Dot")] + PRODUCT_ITEMS[1:],
        DOC + "; the product already SOLD: cancelled, the old item returned (ALL_OLD)" + ORDERS_NOTE,
    ),
    _c(
        JS + "WorkingWithItems/update-item-conditional.js",
        12,
        "UpdateItem",
        {
            "TableName": T,
            "Key": _key(JIM),
            "ExpressionAttributeNames": {"#n": "name"},
            "UpdateExpression": "set #n = :nm",
            "ConditionExpression": "age >= :a",
            "ExpressionAttributeValues": values({":nm": "Big Jim Bob2", ":a": 21}),
            "ReturnValues": "ALL_NEW",
        },
        RETAIL,
        [{**JIM_JS, **item(age=35)}],
        DOC + "; put-item.js's item given an age (made up) so that the condition holds",
    ),
    _c(
        JS + "WorkingWithItems/update-item-list.js",
        33,
        "GetItem",
        {"TableName": T, "Key": _key(JIM), "AttributesToGet": ["favoriteColors"]},
        RETAIL,
        [COLORS],
        DOC + "; the item createItem() puts",
    ),
    _list_update(
        54,
        "SET #fc = list_append(#fc, :colors)",
        [COLORS],
        {"ExpressionAttributeValues": values({":colors": ["yellow"]})},
    ),
    _list_update(
        72,
        "REMOVE #fc[1]",
        [item(pk=JIM, sk="metadata", name="Jim Bob", favoriteColors=["red", "green", "blue", "yellow"])],
    ),
    _list_update(
        90,
        "SET #fc[0] = #fc[1], #fc[1] = #fc[0]",
        [item(pk=JIM, sk="metadata", name="Jim Bob", favoriteColors=["red", "blue", "yellow"])],
    ),
    _c(
        JS + "WorkingWithItems/update-item.js",
        12,
        "UpdateItem",
        {
            "TableName": T,
            "Key": _key(JIM),
            "ExpressionAttributeNames": {"#n": "name"},
            "UpdateExpression": "set #n = :nm",
            "ExpressionAttributeValues": values({":nm": "Big Jim Bob"}),
            "ReturnValues": "ALL_NEW",
        },
        RETAIL,
        [JIM_JS],
        DOC + " (the same request as the .NET UpdateItem.cs)",
    ),
    _c(
        JS + "WorkingWithQueries/query-filter-expression.js",
        25,
        "Query",
        {
            "TableName": "Music",
            "ExpressionAttributeNames": {"#pk": "Artist", "#yr": "Year"},
            "ExpressionAttributeValues": values({":pk": MJ, ":yr": 2012}),
            "FilterExpression": "#yr = :yr",
            "KeyConditionExpression": "#pk = :pk",
        },
        MUSIC,
        MJ_SONGS,
        DOC + "; Music items made up",
    ),
    _c(
        JS + "WorkingWithQueries/query-key-condition-expression-begins-with-sort-order.js",
        26,
        "Query",
        {
            "TableName": "ParcelTracker",
            "ScanIndexForward": False,
            "Limit": 1,
            "KeyConditionExpression": "#pk = :pk",
            "ExpressionAttributeNames": {"#id": "TrackID", "#dt": "ObjType"},
            "ExpressionAttributeValues": values(
                {":id": "34234ZX89734292834845234", ":dt": "package::tracking::status"}
            ),
        },
        PARCEL,
        [
            item(
                TrackID="34234ZX89734292834845234",
                ObjType="package::tracking::status::2021-05-04T10:00:00",
                status="IN_TRANSIT",
            )
        ],
        DOC + "; the params object names KeyConditionExpression twice: JavaScript keeps the second, "
        "`#pk = :pk`, which no name or value defines (sent as written); ParcelTracker keys read from the "
        "first text, item made up",
    ),
    _c(
        JS + "WorkingWithQueries/query-key-condition-expression-begins-with.js",
        22,
        "Query",
        {
            "TableName": "Reply",
            "KeyConditionExpression": "#id = :id and begins_with(#dt, :dt)",
            "ExpressionAttributeNames": {"#id": "Id", "#dt": "ReplyDateTime"},
            "ExpressionAttributeValues": values({":id": "Amazon DynamoDB#DynamoDB Thread 1", ":dt": "2015-09"}),
        },
        REPLY,
        REPLIES,
        DOC + "; the Developer Guide's Reply items",
    ),
    _c(
        JS + "WorkingWithQueries/query-key-condition-expression-between-dates.js",
        24,
        "Query",
        {
            "TableName": "Reply",
            "KeyConditionExpression": "#id = :id AND #dt BETWEEN :start AND :end",
            "ExpressionAttributeNames": {"#id": "Id", "#dt": "ReplyDateTime"},
            "ExpressionAttributeValues": values(
                {
                    ":id": "Amazon DynamoDB#DynamoDB Thread 2",
                    ":start": "2015-09-29T19:58:22.947Z",
                    ":end": "2015-10-05T19:58:22.947Z",
                }
            ),
        },
        REPLY,
        REPLIES,
        DOC + "; the Developer Guide's Reply items",
    ),
    _c(
        JS + "WorkingWithQueries/query-key-condition-expression-equals.js",
        23,
        "Query",
        {
            "TableName": "Thread",
            "KeyConditionExpression": "#fn = :name AND #sub = :sub",
            "ExpressionAttributeNames": {"#fn": "ForumName", "#sub": "Subject"},
            "ExpressionAttributeValues": values({":name": "Amazon DynamoDB", ":sub": "DynamoDB Thread 1"}),
        },
        THREAD,
        THREADS,
        DOC + "; the Developer Guide's Thread items",
    ),
    _c(
        JS + "WorkingWithQueries/query-projection-expression.js",
        19,
        "Query",
        {
            "TableName": "Music",
            "ExpressionAttributeValues": values({":pk": MJ}),
            "KeyConditionExpression": "Artist = :pk",
            "ProjectionExpression": "SongTitle, Album",
        },
        MUSIC,
        MJ_SONGS,
        DOC + "; Music items made up",
    ),
    _c(
        JS + "WorkingWithQueries/query-scan-count.js",
        23,
        "Query",
        {
            "TableName": "Music",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk, :sk)",
            "ExpressionAttributeNames": {"#pk": "Artist", "#sk": "SongTitle"},
            "ExpressionAttributeValues": values({":pk": MJ, ":sk": "A"}),
        },
        MUSIC,
        MJ_SONGS,
        DOC + "; Music items made up",
    ),
    _c(
        JS + "WorkingWithQueries/query-with-pagination.js",
        33,
        "Query",
        {
            "TableName": "Thread",
            "KeyConditionExpression": "#forumName = :forumName",
            "ExpressionAttributeNames": {"#forumName": "ForumName"},
            "ExpressionAttributeValues": values({":forumName": "Amazon DynamoDB"}),
            "Limit": 2,
            "ScanIndexForward": True,
            "ExclusiveStartKey": {"ForumName": {"S": "Amazon DynamoDB"}, "Subject": {"S": "DynamoDB Thread 2"}},
        },
        THREAD,
        THREADS,
        DOC + "; the second page (ExclusiveStartKey the first page's LastEvaluatedKey on the Developer "
        "Guide's Thread items)",
    ),
    _c(
        JS + "WorkingWithQueries/query-with-pagination-backwards.js",
        33,
        "Query",
        {
            "TableName": "Thread",
            "KeyConditionExpression": "#forumName = :forumName",
            "ExpressionAttributeNames": {"#forumName": "ForumName"},
            "ExpressionAttributeValues": values({":forumName": "Amazon DynamoDB"}),
            "Limit": 2,
            "ScanIndexForward": False,
        },
        THREAD,
        THREADS,
        DOC + "; the third call (backwards; the second page left no LastEvaluatedKey on the Developer Guide's "
        "Thread items, so no ExclusiveStartKey)",
    ),
    _c(
        JS + "WorkingWithScans/scan-parallel-segments.js",
        24,
        "Scan",
        {
            "TableName": "Products",
            "FilterExpression": "#status = :status",
            "ExpressionAttributeNames": {"#status": "ProductStatus"},
            "ExpressionAttributeValues": values({":status": "IN_STOCK"}),
            "TotalSegments": 5,
            "Segment": 0,
        },
        PRODUCTS,
        PRODUCT_ITEMS,
        DOC + "; segment 0 of 5; Products items made up",
    ),
    _c(
        JS + "WorkingWithScans/scan-parallel-segments.js",
        24,
        "Scan",
        {
            "TableName": "Products",
            "FilterExpression": "#status = :status",
            "ExpressionAttributeNames": {"#status": "ProductStatus"},
            "ExpressionAttributeValues": values({":status": "IN_STOCK"}),
            "TotalSegments": 5,
            "Segment": 4,
        },
        PRODUCTS,
        PRODUCT_ITEMS,
        DOC + "; segment 4 of 5; Products items made up",
    ),
    _c(
        JS + "WorkingWithScans/scan-fetch-all-pagination.js",
        20,
        "Scan",
        {"TableName": T, "Limit": 100},
        RETAIL,
        BATCH + [JIM_JS],
        "paginateScan's first page: pageSize 100 sent as Limit",
    ),
]

# =============================================================================
# Java (SDK v2 enhanced client)
# =============================================================================
JAVA_SET = (
    "SET #AMZN_MAPPED_firstName = :AMZN_MAPPED_firstName, #AMZN_MAPPED_lastName = :AMZN_MAPPED_lastName, "
    "#AMZN_MAPPED_address = :AMZN_MAPPED_address, #AMZN_MAPPED_name = :AMZN_MAPPED_name, "
    "#AMZN_MAPPED_username = :AMZN_MAPPED_username"
)
JAVA_SET_AGE = (
    "SET #AMZN_MAPPED_firstName = :AMZN_MAPPED_firstName, #AMZN_MAPPED_lastName = :AMZN_MAPPED_lastName, "
    "#AMZN_MAPPED_address = :AMZN_MAPPED_address, #AMZN_MAPPED_name = :AMZN_MAPPED_name, "
    "#AMZN_MAPPED_age = :AMZN_MAPPED_age, #AMZN_MAPPED_username = :AMZN_MAPPED_username"
)
JAVA_ATTRS = ["firstName", "lastName", "address", "name", "username"]
JAVA_VALUES = {
    "firstName": "Jim",
    "lastName": "Bob",
    "address": {**ADDRESS, "state": "WS"},
    "name": "Big Jim Bob",
    "username": "jbob",
}
JIM_JAVA_AGE = {**JIM_JAVA, **item(age=35)}
ORDERS_JAVA = [  # made up: orders under jim.bob for the sort-key, filter and projection queries
    JIM_JAVA,
    item(pk=JIM, sk="2021-02-14", name="Order 1", status="complete"),
    item(pk=JIM, sk="2021-05-30", name="Order 2", status="pending"),
    item(pk=JIM, sk="2021-07-04", name="Order 3", status="complete"),
    item(pk="vikram.johnson@somewhere.com", sk="2021-03-01", name="Order 4", status="complete"),
]
MAPPED_PK = {"#AMZN_MAPPED_pk": "pk"}
MAPPED_PK_VALUE = {":AMZN_MAPPED_pk": {"S": JIM}}
TEST_ITEMS = [  # made up for the `test` table
    item(id="A1234", name="lhnng", email="lhnng@amazon.com", versionId=1),
    item(id="B5678", name="someone", email="someone@example.com", versionId=3),
]

JAVA_CASES = [
    _c(
        JAVA + "WorkingWithItems/DeleteItemConditional.java",
        43,
        "DeleteItem",
        {
            "TableName": T,
            "Key": _key(JIM),
            "ReturnValues": "ALL_OLD",
            "ConditionExpression": "address.pcode = :val",
            "ExpressionAttributeValues": values({":val": "98260"}),
        },
        RETAIL,
        [JIM_JAVA],
        ENHANCED + " (DeleteItemOperation asks ALL_OLD); PutItem.java's item",
    ),
    _c(
        JAVA + "WorkingWithItems/PutItemConditional.java",
        55,
        "PutItem",
        {"TableName": T, "Item": JIM_JAVA, "ConditionExpression": "attribute_not_exists(sk)"},
        RETAIL,
        [],
        ENHANCED + " (the bean's non-null attributes)",
    ),
    _c(
        JAVA + "WorkingWithItems/UpdateItem.java",
        40,
        "UpdateItem",
        {
            "TableName": T,
            "Key": _key(JIM),
            "ReturnValues": "ALL_NEW",
            "UpdateExpression": JAVA_SET,
            "ExpressionAttributeNames": {f"#AMZN_MAPPED_{a}": a for a in JAVA_ATTRS},
            "ExpressionAttributeValues": values({f":AMZN_MAPPED_{a}": JAVA_VALUES[a] for a in JAVA_ATTRS}),
        },
        RETAIL,
        [JIM_JAVA],
        ENHANCED + ": the item read back from PutItem.java's, name set to Big Jim Bob, every non-key "
        "attribute SET (no null attribute, so no REMOVE)",
    ),
    _c(
        JAVA + "WorkingWithItems/UpdateItemConditional.java",
        49,
        "UpdateItem",
        {
            "TableName": T,
            "Key": _key(JIM),
            "ReturnValues": "ALL_NEW",
            "UpdateExpression": JAVA_SET_AGE,
            "ExpressionAttributeNames": {
                **{f"#AMZN_MAPPED_{a}": a for a in JAVA_ATTRS + ["age"]},
                "#a": "age",
            },
            "ExpressionAttributeValues": values(
                {
                    **{f":AMZN_MAPPED_{a}": JAVA_VALUES[a] for a in JAVA_ATTRS},
                    ":AMZN_MAPPED_age": 35,
                    ":age": 21,
                }
            ),
            "ConditionExpression": "#a > :age",
        },
        RETAIL,
        [JIM_JAVA_AGE],
        ENHANCED + " (ignoreNulls; the bean's int age read back); PutItem.java's item given an age of 35 "
        "(made up) so that the condition holds",
    ),
    _c(
        JAVA + "WorkingWithQueries/QueryConsistentRead.java",
        33,
        "Query",
        {
            "TableName": T,
            "KeyConditionExpression": "#AMZN_MAPPED_pk = :AMZN_MAPPED_pk",
            "ExpressionAttributeValues": MAPPED_PK_VALUE,
            "ExpressionAttributeNames": MAPPED_PK,
            "ConsistentRead": True,
        },
        RETAIL,
        ORDERS_JAVA,
        ENHANCED + "; orders under jim.bob made up",
    ),
    _c(
        JAVA + "WorkingWithQueries/QueryWithFilterExpression.java",
        52,
        "Query",
        {
            "TableName": T,
            "KeyConditionExpression": "#AMZN_MAPPED_pk = :AMZN_MAPPED_pk",
            "ExpressionAttributeValues": {**MAPPED_PK_VALUE, ":value": {"S": "complete"}},
            "ExpressionAttributeNames": {**MAPPED_PK, "#s": "status"},
            "FilterExpression": "#s = :value",
        },
        RETAIL,
        ORDERS_JAVA,
        ENHANCED + "; orders under jim.bob made up",
    ),
    _c(
        JAVA + "WorkingWithQueries/QueryWithProjectionExpression.java",
        32,
        "Query",
        {
            "TableName": T,
            "KeyConditionExpression": "#AMZN_MAPPED_pk = :AMZN_MAPPED_pk",
            "ExpressionAttributeValues": MAPPED_PK_VALUE,
            "ExpressionAttributeNames": {**MAPPED_PK, "#AMZN_MAPPED_name": "name", "#AMZN_MAPPED_status": "status"},
            "ProjectionExpression": "#AMZN_MAPPED_name,#AMZN_MAPPED_status",
        },
        RETAIL,
        ORDERS_JAVA,
        ENHANCED + " (addAttributeToProject as ProjectionExpressionConvertor joins them); orders made up",
    ),
    _c(
        JAVA + "WorkingWithQueries/QueryWithSortKey.java",
        37,
        "Query",
        {
            "TableName": T,
            "KeyConditionExpression": "#AMZN_MAPPED_pk = :AMZN_MAPPED_pk AND #AMZN_MAPPED_sk BETWEEN "
            ":AMZN_MAPPED_sk AND :AMZN_MAPPED_sk2",
            "ExpressionAttributeValues": {
                **MAPPED_PK_VALUE,
                ":AMZN_MAPPED_sk": {"S": "2021-01-01"},
                ":AMZN_MAPPED_sk2": {"S": "2021-06-01"},
            },
            "ExpressionAttributeNames": {**MAPPED_PK, "#AMZN_MAPPED_sk": "sk"},
        },
        RETAIL,
        ORDERS_JAVA,
        ENHANCED + " (BetweenConditional); orders under jim.bob made up",
    ),
    _c(
        JAVA + "WorkingWithScans/TableAsyncScan.java",
        64,
        "Scan",
        {
            "TableName": "test",
            "FilterExpression": "#e = :value",
            "ExpressionAttributeValues": values({":value": "lhnng@amazon.com"}),
            "ExpressionAttributeNames": {"#e": "email"},
        },
        ID,
        TEST_ITEMS,
        ENHANCED + "; `test` items made up",
    ),
    _c(
        JAVA + "WorkingWithQueries/TableAsyncQuery.java",
        40,
        "Query",
        {
            "TableName": "test",
            "KeyConditionExpression": "#AMZN_MAPPED_id = :AMZN_MAPPED_id",
            "ExpressionAttributeValues": values({":AMZN_MAPPED_id": "A1234"}),
            "ExpressionAttributeNames": {"#AMZN_MAPPED_id": "id"},
        },
        ID,
        TEST_ITEMS,
        ENHANCED + "; `test` items made up",
    ),
]

# =============================================================================
# .NET (AmazonDynamoDBClient)
# =============================================================================
MYTABLE = [  # made up: the examples ship no MyTableName items
    item(PK="Customer1", SK="PROFILE", CustomerId="Customer1", CustomerName="John Smith"),
    item(PK="Customer1", SK="ORDER|2021-001", CustomerId="Customer1", CustomerName="John Smith", OrderName="Books"),
    item(PK="Customer1", SK="ORDER|2021-002", CustomerId="Customer1", CustomerName="Jane Smith", OrderName="Games"),
    item(PK="Customer2", SK="ORDER|2021-003", CustomerId="Customer2", CustomerName="John Smith", OrderName="Tools"),
]

DOTNET = [
    _c(
        NET + "WorkingWithItems/DeleteItemConditional.cs",
        44,
        "DeleteItem",
        {
            "TableName": T,
            "Key": _key(JIM),
            "ConditionExpression": "address.postalcode = :val",
            "ExpressionAttributeValues": values({":val": "98260"}),
        },
        RETAIL,
        [JIM_NET],
        "on PutItem.cs's item, whose address holds `pcode`, not `postalcode`: the condition fails",
    ),
    _c(
        NET + "WorkingWithItems/PutItemConditional.cs",
        59,
        "PutItem",
        {"TableName": T, "Item": JIM_NET, "ConditionExpression": "attribute_not_exists(sk)"},
        RETAIL,
        [JIM_NET],
        "run where PutItem.cs has already written the item: the condition fails",
    ),
    _c(
        NET + "WorkingWithItems/TransactGetItems.cs",
        62,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"TableName": T, "Key": _key(JIM), "ProjectionExpression": "pk,sk"}},
                {"Get": {"TableName": T, "Key": _key("jose.schneller@somewhere.com")}},
            ],
            "ReturnConsumedCapacity": "TOTAL",
        },
        RETAIL,
        BATCH + [JIM_NET],
    ),
    _c(
        NET + "WorkingWithItems/UpdateItemConditional.cs",
        53,
        "UpdateItem",
        {
            "TableName": T,
            "Key": _key(JIM),
            "UpdateExpression": "set #n = :nm",
            "ConditionExpression": "age >= :a",
            "ExpressionAttributeNames": {"#n": "name"},
            "ExpressionAttributeValues": {":nm": {"S": "Big Jim Bob"}, ":a": {"N": "21"}},
            "ReturnValues": "ALL_NEW",
        },
        RETAIL,
        [JIM_NET],
        "on PutItem.cs's item, which has no age: the condition fails",
    ),
    _c(
        NET + "WorkingWithQueries/QueryConsistentRead.cs",
        61,
        "Query",
        {
            "TableName": "MyTableName",
            "ConsistentRead": True,
            "KeyConditionExpression": "PK = :pk AND begins_with(SK, :sk)",
            "ExpressionAttributeValues": {":pk": {"S": "Customer1"}, ":sk": {"S": "ORDER|"}},
        },
        PK_SK,
        MYTABLE,
        "MyTableName items made up (CustomerOrder's attributes)",
    ),
    _c(
        NET + "WorkingWithQueries/QueryFilterExpression.cs",
        29,
        "Query",
        {
            "TableName": "MyTableName",
            "KeyConditionExpression": "PK = :pk",
            "FilterExpression": "CustomerName = :cn",
            "ExpressionAttributeValues": {":pk": {"S": "Customer1"}, ":cn": {"S": "John Smith"}},
        },
        PK_SK,
        MYTABLE,
        "MyTableName items made up",
    ),
    _c(
        NET + "WorkingWithQueries/QueryProjectionExpression.cs",
        32,
        "Query",
        {
            "TableName": "MyTableName",
            "ProjectionExpression": "CustomerId, #cn",
            "ExpressionAttributeNames": {"#cn": "CustomerName"},
            "KeyConditionExpression": "PK = :pk",
            "ExpressionAttributeValues": {":pk": {"S": "Customer1"}},
        },
        PK_SK,
        MYTABLE,
        "MyTableName items made up",
    ),
]

# =============================================================================
# Go (SDK v1)
# =============================================================================
JOSE_KEY = _key("jose.schneller@somewhere.com")
GOLANG = [
    _c(
        GO + "deleteItemConditional.go",
        65,
        "DeleteItem",
        {
            "TableName": T,
            "Key": JOSE_KEY,
            "ConditionExpression": "age <= :a",
            "ExpressionAttributeValues": {":a": {"N": "30"}},
        },
        RETAIL,
        [JOSE_GO],
        GOMARSHAL + "; putItem.go's item (age 27)",
    ),
    _c(
        GO + "putItemConditional.go",
        80,
        "PutItem",
        {
            "Item": JOSE_GO,
            "TableName": T,
            "ConditionExpression": "attribute_not_exists (pk) AND attribute_not_exists (sk)",
        },
        RETAIL,
        [],
        GOMARSHAL,
    ),
    _c(
        GO + "updateItem.go",
        66,
        "UpdateItem",
        {
            "TableName": T,
            "Key": JOSE_KEY,
            "UpdateExpression": "set address.road = :r",
            "ExpressionAttributeValues": {":r": {"S": "8123 Updated Rd"}},
            "ReturnValues": "UPDATED_NEW",
        },
        RETAIL,
        [JOSE_GO],
        GOMARSHAL + "; putItem.go's item",
    ),
    _c(
        GO + "updateItemConditional.go",
        69,
        "UpdateItem",
        {
            "TableName": T,
            "Key": JOSE_KEY,
            "UpdateExpression": "set address.road = :r",
            "ExpressionAttributeValues": {
                ":r": {"S": "8123 Updated Rd, Main St, Hereville"},
                ":c": {"S": "USA"},
            },
            "ReturnValues": "UPDATED_NEW",
            "ConditionExpression": "address.country = :c",
        },
        RETAIL,
        [JOSE_GO],
        GOMARSHAL + "; putItem.go's item",
    ),
]

# =============================================================================
# Kotlin (SDK for Kotlin)
# =============================================================================
KT_ITEM = item(id="1234", name="John Doe", email="john.doe@example.com")
INNER = (
    "; as written the parameters sit in an inner UpdateItemRequest { } that the updateItem { } builder "
    "discards (the request sent would be empty): transcribed as that inner request; table keyed by "
    "PrimaryKey as the example's key is"
)
KOTLIN = [
    _c(
        KT + "PutItemConditional.kt",
        12,
        "PutItem",
        {"TableName": "YourTableName", "Item": KT_ITEM, "ConditionExpression": "attribute_not_exists(id)"},
        ID,
        [],
    ),
    _c(
        KT + "TransactGetItem.kt",
        10,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"TableName": "YourTableName", "Key": {"id": {"S": "12345"}}}},
                {"Get": {"TableName": "YourTableName2", "Key": {"id": {"S": "1234"}}}},
            ]
        },
        ID,
        [KT_ITEM, item(id="12345", name="Jane Doe", email="jane.doe@example.com")],
        "YourTableName holds PutItem.kt's item and one made up at 12345",
    ),
    _c(
        KT + "UpdateItem.kt",
        14,
        "UpdateItem",
        {
            "TableName": "YourTableName",
            "Key": {"PrimaryKey": {"S": "1234"}},
            "AttributeUpdates": {"email": {"Action": "PUT", "Value": {"S": "new@example.com"}}},
        },
        PRIMARY,
        [item(PrimaryKey="1234", name="John Doe", email="john.doe@example.com")],
        "legacy AttributeUpdates" + INNER + "; item made up",
    ),
    _c(
        KT + "UpdateItemConditional.kt",
        21,
        "UpdateItem",
        {
            "TableName": "YourTableName",
            "Key": {"PrimaryKey": {"S": "product_id_1"}},
            "ConditionExpression": "#attr < :threshold",
            "UpdateExpression": "SET #attr = :val",
            "ExpressionAttributeNames": {"#attr": "price"},
            "ExpressionAttributeValues": {":val": {"N": "500"}, ":threshold": {"N": "5000"}},
        },
        PRIMARY,
        [item(PrimaryKey="product_id_1", name="Widget", price=1000)],
        "newPrice 500" + INNER + "; item made up (price 1000)",
    ),
]

# =============================================================================
# Rust (aws-sdk-dynamodb)
# =============================================================================
RI = RS + "working_with_items/src/"
RQ = RS + "working_with_queries/src/"
RUST = [
    _c(
        RI + "conditional-put-item/main.rs",
        26,
        "PutItem",
        {"TableName": "Music", "Item": RUST_SONG, "ConditionExpression": "attribute_not_exists(Artist)"},
        MUSIC,
        [],
    ),
    _c(
        RI + "update-item/main.rs",
        25,
        "UpdateItem",
        {
            "TableName": "Music",
            "Key": {"Artist": {"S": "No One You Know"}, "SongTitle": {"S": "Call Me Today"}},
            "UpdateExpression": "SET Released = :r, Awards = Awards + :a",
            "ExpressionAttributeValues": {":r": {"BOOL": True}, ":a": {"N": "1"}},
            "ReturnValues": "ALL_NEW",
        },
        MUSIC,
        [RUST_SONG],
        "put-item's item",
    ),
    _c(
        RI + "conditional-update-item/main.rs",
        29,
        "UpdateItem",
        {
            "TableName": "Music",
            "Key": {"Artist": {"S": "No One You Know"}, "SongTitle": {"S": "Call Me Today"}},
            "UpdateExpression": "SET Awards = Awards + :a",
            "ConditionExpression": "Released = :r",
            "ExpressionAttributeValues": {":r": {"BOOL": True}, ":a": {"N": "1"}},
            "ReturnValues": "ALL_NEW",
        },
        MUSIC,
        [RUST_SONG],
        "on put-item's item (Released false): the condition fails",
    ),
    _c(
        RI + "conditional-update-item/main.rs",
        29,
        "UpdateItem",
        {
            "TableName": "Music",
            "Key": {"Artist": {"S": "No One You Know"}, "SongTitle": {"S": "Call Me Today"}},
            "UpdateExpression": "SET Awards = Awards + :a",
            "ConditionExpression": "Released = :r",
            "ExpressionAttributeValues": {":r": {"BOOL": True}, ":a": {"N": "1"}},
            "ReturnValues": "ALL_NEW",
        },
        MUSIC,
        [RUST_SONG_UPDATED],
        "on the item update-item leaves (Released true)",
    ),
    _c(
        RI + "delete-item/main.rs",
        18,
        "DeleteItem",
        {
            "TableName": "Music",
            "Key": {"Artist": {"S": "No One You Know"}, "SongTitle": {"S": "Call Me Today"}},
            "ReturnValues": "ALL_OLD",
        },
        MUSIC,
        [RUST_SONG_UPDATED, ACME],
    ),
    _c(
        RI + "transact-put/main.rs",
        45,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Put": {"TableName": "Music", "Item": RUST_SONG}},
                {"Put": {"TableName": "Music", "Item": ACME}},
            ],
            "ReturnConsumedCapacity": "TOTAL",
        },
        MUSIC,
        [],
    ),
    _c(
        RI + "transact-get/main.rs",
        26,
        "TransactGetItems",
        {
            "TransactItems": [
                {
                    "Get": {
                        "TableName": "Music",
                        "Key": {"Artist": {"S": "No One You Know"}, "SongTitle": {"S": "Call Me Today"}},
                    }
                },
                {"Get": {"TableName": "Music", "Key": {"Artist": {"S": "Acme Band"}, "SongTitle": {"S": "Happy Day"}}}},
            ]
        },
        MUSIC,
        [RUST_SONG, ACME],
        "the items transact-put writes",
    ),
    _c(
        RQ + "query-projection/main.rs",
        18,
        "Query",
        {
            "TableName": "Music",
            "KeyConditionExpression": "#pk = :pk",
            "ExpressionAttributeNames": {"#pk": "Artist"},
            "ExpressionAttributeValues": {":pk": {"S": "Artist#2"}},
            "ProjectionExpression": "SongTitle, Awards",
        },
        MUSIC,
        ARTIST2,
        "prepare-query-data's items (Artist#2, and one of Artist#3)",
    ),
    _c(
        RQ + "query-scan-filter/main.rs",
        22,
        "Query",
        {
            "TableName": "Music",
            "KeyConditionExpression": "#pk = :pk",
            "FilterExpression": "#r = :r",
            "ExpressionAttributeNames": {"#pk": "Artist", "#r": "Released"},
            "ExpressionAttributeValues": {":pk": {"S": "Artist#2"}, ":r": {"BOOL": True}},
            "ConsistentRead": True,
        },
        MUSIC,
        ARTIST2,
        "prepare-query-data's items",
    ),
    _c(
        RS + "working_with_scans/src/scan-with-pagination/main.rs",
        14,
        "Scan",
        {"TableName": "Music", "Limit": 1},
        MUSIC,
        ARTIST2[:3],
        "the first page; prepare-query-data's items (three)",
    ),
]

# =============================================================================
# NERDS sample apps
# =============================================================================
SR = "social-recipes"
USER = "USER#4Rl17WTewD6aa1-k73cBJ"
POPULATE = [  # enhanced-template/enhanced-backend/src/populate.js
    item(PK=USER, SK=USER, Priorities=[0, 1, 2, 3], Name="John Doe", userId="4Rl17WTewD6aa1-k73cBJ"),
    item(
        PK=USER,
        SK="TASK#2024-09-21T10:57:01#o5-Y6L4cyBdZUWE4a5U2a",
        title="Get some onions",
        description="We are cooking some seviche, it needs purple onions",
        taskDate="2024-09-21T10:57:01",
        taskId="o5-Y6L4cyBdZUWE4a5U2a",
        userId="4Rl17WTewD6aa1-k73cBJ",
    ),
    item(
        PK=USER,
        SK="TASK#2024-09-21T10:04:51#bT_-eE-I2XMEhs-qNltOS",
        title="Complete assignment",
        description="This extra ssignment will give me 10 points",
        taskId="bT_-eE-I2XMEhs-qNltOS",
        taskDate="2024-09-21T10:04:51",
        userId="4Rl17WTewD6aa1-k73cBJ",
    ),
    item(
        PK=USER,
        SK="TASK#0#2024-09-21T10:35:39#hUkIVS7H3BKlEmQTNvNOe",
        taskPriority="0",
        title="Get some Corvina",
        description="Corvina is the best for a seviche",
        taskId="hUkIVS7H3BKlEmQTNvNOe",
        taskDate="2024-09-21T10:35:39",
        userId="4Rl17WTewD6aa1-k73cBJ",
    ),
    item(
        PK=USER,
        SK="TASK#1#2024-09-21T10:40:29#qytMVJUgUK3I0TlC--G9y",
        taskPriority="1",
        title="Get mangos",
        description="The mango should not be very ripe, try something in the middle",
        taskId="qytMVJUgUK3I0TlC--G9y",
        taskDate="2024-09-21T10:40:29",
        userId="4Rl17WTewD6aa1-k73cBJ",
    ),
    item(PK="USER#someone-else", SK="USER#someone-else", Name="Jane Roe", userId="someone-else"),
]
TASK_KEY = {"PK": {"S": USER}, "SK": {"S": "TASK#0#2024-09-21T10:35:39#hUkIVS7H3BKlEmQTNvNOe"}}
MARSHALL = "marshall() values, typed as util-dynamodb writes them"
RT = "recipe_table"
RECIPE = {  # the README's "New Recipe" body, as JSON.parse reads it (the later recipeDescription wins)
    "name": "Fish and Chips",  # added: the handler reads recipe.name, which the README body lacks
    "recipeName": "Fish and Chips",
    "recipeDescription": "Welcome to my recipe page! I hope you enjoy my food!",
    "recipePrepTime": 40,
    "recipeCookTime": 10,
    "ingridients": [
        {"Cod": 1, "units": "piece", "comment": "Don't use frozen pieces"},
        {"Potatoes": 1, "units": "piece", "comment": "1 large"},
        {"Oil": 20, "units": "oz", "comment": "Frying oil, use your favorite"},
    ],
    "recipeComments": 0,
    "recipeReactions": {"likes": 0},
    "recipeStars": 5,
    "recipePresentation": "I really love fish and chips, this is my recipe",
    "recipePictureUrl": "url path",
    "recipeThumbnails": "url path",
    "recipePhotos": ["url path", "url path"],
}
RECIPE_ITEM = item(
    PK="RECIPE#recipe-0001",
    SK="RECIPE#recipe-0001",
    recipeId="recipe-0001",
    userId="user-0001",
    createdAt=NOW,
    updatedAt=NOW,
    **RECIPE,
)
USER_RECIPE_ITEM = item(
    PK="USER#user-0001",
    SK="RECIPE#recipe-0001",
    recipeId="recipe-0001",
    userId="user-0001",
    recipeName="Fish and Chips",
    createdAt=NOW,
)
RECIPE_USER = item(
    PK="USER#user-0001",
    SK="PROFILE#user-0001",
    userId="user-0001",
    email="user@example.com",
    name="John Doe",
    phone_number="+1234567890",
    dietary_preferences=["vegetarian", "gluten-free"],
    createdAt=NOW,
)  # users/create with the `create-user` script's body
NERDS_CASES = [
    _c(
        NERDS + "enhanced-template/enhanced-backend/src/server.js",
        118,
        "Query",
        {
            "TableName": SR,
            "KeyConditionExpression": "PK = :userId",
            "ExpressionAttributeValues": {":userId": {"S": USER}},
            "ScanIndexForward": False,
        },
        PK_SK,
        POPULATE,
        MARSHALL + "; populate.js's items (and one other user made up)",
    ),
    _c(
        NERDS + "enhanced-template/enhanced-backend/src/server.js",
        145,
        "Query",
        {
            "TableName": SR,
            "KeyConditionExpression": "PK = :userId AND begins_with(SK, :taskPrefix)",
            "ExpressionAttributeValues": {":userId": {"S": USER}, ":taskPrefix": {"S": "TASK#"}},
        },
        PK_SK,
        POPULATE,
        MARSHALL + "; populate.js's items",
    ),
    _c(
        NERDS + "enhanced-template/enhanced-backend/src/server.js",
        231,
        "UpdateItem",
        {
            "TableName": SR,
            "Key": TASK_KEY,
            "UpdateExpression": "SET isComplete = :isComplete",
            "ExpressionAttributeValues": {":isComplete": {"BOOL": True}},
            "ReturnValues": "ALL_NEW",
        },
        PK_SK,
        POPULATE,
        MARSHALL + "; PATCH with isComplete 'true', taskPriority 0 and the task's date and id from populate.js",
    ),
    _c(
        NERDS + "enhanced-template/enhanced-backend/src/server.js",
        274,
        "DeleteItem",
        {"TableName": SR, "Key": TASK_KEY, "ReturnValues": "ALL_OLD"},
        PK_SK,
        POPULATE,
        MARSHALL + "; the same task",
    ),
    _c(
        NERDS + "recipe-example/backend/src/recipes/create/index.js",
        43,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Put": {"TableName": RT, "Item": RECIPE_ITEM}},
                {"Put": {"TableName": RT, "Item": USER_RECIPE_ITEM}},
            ]
        },
        PK_SK,
        [RECIPE_USER],
        DOC + "; the README's New Recipe body with a `name` added (the handler copies recipe.name into the "
        "user's recipe item; undefined there, the DocumentClient, built without removeUndefinedValues, would "
        "refuse to marshal it); nanoid() and the timestamp fixed; TABLE_NAME as package.json's recipe_table",
    ),
    _c(
        NERDS + "recipe-example/backend/src/recipes/delete/index.js",
        41,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Delete": {
                        "TableName": RT,
                        "Key": {"PK": {"S": "RECIPE#recipe-0001"}, "SK": {"S": "RECIPE#recipe-0001"}},
                    }
                },
                {
                    "Delete": {
                        "TableName": RT,
                        "Key": {"PK": {"S": "USER#user-0001"}, "SK": {"S": "RECIPE#recipe-0001"}},
                    }
                },
            ]
        },
        PK_SK,
        [RECIPE_USER, RECIPE_ITEM, USER_RECIPE_ITEM],
        DOC + "; the items recipes/create writes",
    ),
    _c(
        NERDS + "recipe-example/backend/src/recipes/update/index.js",
        26,
        "UpdateItem",
        {
            "TableName": RT,
            "Key": {"PK": {"S": "RECIPE#recipe-0001"}, "SK": {"S": "RECIPE#recipe-0001"}},
            "UpdateExpression": "SET #recipeStars = :recipeStars, #recipeReactions = :recipeReactions",
            "ExpressionAttributeNames": {"#recipeStars": "recipeStars", "#recipeReactions": "recipeReactions"},
            "ExpressionAttributeValues": values({":recipeStars": 4, ":recipeReactions": {"likes": 1}}),
            "ReturnValues": "ALL_NEW",
        },
        PK_SK,
        [RECIPE_ITEM, USER_RECIPE_ITEM],
        DOC + "; a body of two of the README's recipe fields (values made up)",
    ),
    _c(
        NERDS + "recipe-example/backend/src/users/update/index.js",
        26,
        "UpdateItem",
        {
            "TableName": RT,
            "Key": {"PK": {"S": "USER#user-0001"}, "SK": {"S": "PROFILE#user-0001"}},
            "UpdateExpression": "SET #nickname = :nickname, #description = :description, "
            "#dietaryPreferences = :dietaryPreferences",
            "ExpressionAttributeNames": {
                "#nickname": "nickname",
                "#description": "description",
                "#dietaryPreferences": "dietaryPreferences",
            },
            "ExpressionAttributeValues": values(
                {
                    ":nickname": "thedoe",
                    ":description": "Welcome to my recipe page! I hope you enjoy my food!",
                    ":dietaryPreferences": [],
                }
            ),
            "ReturnValues": "ALL_NEW",
        },
        PK_SK,
        [RECIPE_USER],
        DOC + "; a body of three of the README's user fields (an empty list among them)",
    ),
]

# =============================================================================
# Workshops, tester, hedging
# =============================================================================
GS = "global-serverless"
GS_ITEMS = [  # sample-data.json (the library cut to two videos)
    item(PK="user100", SK="AshlandValley", Bookmark=0),
    item(
        PK="library",
        SK="01",
        thumb="https://img.youtube.com/vi/_cMxraX_5RE/maxresdefault.jpg",
        title="Sprite Fright",
        video="https://upload.wikimedia.org/wikipedia/commons/7/76/Sprite_Fright_-_Blender_Open_Movie-full_movie.webm",
    ),
    item(
        PK="library",
        SK="02",
        thumb="https://img.youtube.com/vi/PVGeM40dABA/maxresdefault.jpg",
        title="Coffee Run",
        video="https://upload.wikimedia.org/wikipedia/commons/3/3f/Coffee_Run_-_Blender_Open_Movie-full_movie.webm",
    ),
]
THUMB = base64.b64encode(b"https://img.youtube.com/vi/_cMxraX_5RE/maxresdefault.jpg").decode("ascii")
GSP = "workshops/global-serverless/app.py"
RMP = "workshops/relational-migration/chalicelib/dynamodb_calls.py"
CUSTOMER_ITEMS = [  # made up in the shape test_write.py writes
    item(
        cust_id="c223",
        name="Standard",
        email="admin@bc.edu",
        phone="555-1234",
        region="West",
        credit_rating=198,
        last_updated="2024-10-19",
    ),
    item(cust_id="c227", name="Premium", email="ops@bc.edu", phone="555-9876", region="East", credit_rating=250),
]
WORKSHOPS = [
    _c(
        GSP,
        54,
        "Query",
        {
            "TableName": GS,
            "KeyConditionExpression": "#ean = :eav",
            "ExpressionAttributeNames": {"#ean": "PK"},
            "ExpressionAttributeValues": {":eav": {"S": "user100"}},
        },
        PK_SK,
        GS_ITEMS,
        "/query/user100 (test.py); sample-data.json's items",
    ),
    _c(
        GSP,
        101,
        "UpdateItem",
        {
            "TableName": GS,
            "Key": {"PK": {"S": "user100"}, "SK": {"S": "AshlandValley"}},
            "ReturnValues": "UPDATED_NEW",
            "UpdateExpression": "SET Bookmark = Bookmark + :inc",
            "ExpressionAttributeValues": {":inc": {"N": "1"}},
        },
        PK_SK,
        GS_ITEMS,
        "/update/user100/AshlandValley/1 (the web page's + button); sample-data.json's items",
    ),
    _c(
        GSP,
        101,
        "UpdateItem",
        {
            "TableName": GS,
            "Key": {"PK": {"S": "user100"}, "SK": {"S": "AshlandValley"}},
            "ReturnValues": "UPDATED_NEW",
            "UpdateExpression": "SET Bookmark = Bookmark + :inc",
            "ExpressionAttributeValues": {":inc": {"N": "-1"}},
        },
        PK_SK,
        GS_ITEMS,
        "/update/user100/AshlandValley/-1 (the - button)",
    ),
    _c(
        GSP,
        133,
        "UpdateItem",
        {
            "TableName": GS,
            "Key": {"PK": {"S": "user10"}, "SK": {"S": "01"}},
            "ReturnValues": "UPDATED_NEW",
            "UpdateExpression": "SET bookmark = :b, thumb = :t",
            "ExpressionAttributeValues": {":b": {"S": "0.250"}, ":t": {"S": THUMB}},
        },
        PK_SK,
        GS_ITEMS,
        "the player's /update/user10/01/<progress>/<btoa(thumb)>, progress fixed at 0.250",
    ),
    _c(
        RMP,
        224,
        "UpdateItem",
        {
            "TableName": "Customers",
            "Key": {"cust_id": {"S": "c223"}},
            "UpdateExpression": "set #K0 = :V0, #K1 = :V1, #K2 = :V2, #K3 = :V3",
            "ExpressionAttributeNames": {
                "#K0": "email",
                "#K1": "region",
                "#K2": "credit_rating",
                "#K3": "last_updated",
            },
            "ExpressionAttributeValues": values(
                {
                    ":V0": "admin@bcect.edu",
                    ":V1": "Northerneey",
                    ":V2": Decimal("122.3"),
                    ":V3": "2024-06-18",
                }
            ),
        },
        CUSTOMERS,
        CUSTOMER_ITEMS,
        RESOURCE + "; update_record with test_update.py's body (the float as the Decimal it makes); "
        "Customers items made up",
    ),
    _c(
        RMP,
        240,
        "DeleteItem",
        {"TableName": "Customers", "Key": {"cust_id": {"S": "c227"}}, "ReturnValues": "ALL_OLD"},
        CUSTOMERS,
        CUSTOMER_ITEMS,
        RESOURCE + "; delete_record with test_delete.py's body; Customers items made up",
    ),
    _c(
        "examples/tester/jobs/lib/database.js",
        45,
        "PutItem",
        {
            "Item": item(PK="C-1", SK="0", category="cat-A", product="abcdefghij", rating="2", price=101),
            "ReturnConsumedCapacity": "TOTAL",
            "TableName": "mytable",
            "ConditionExpression": "attribute_exists(PK) AND price > :priceVal",
            "ExpressionAttributeValues": values({":priceVal": 50}),
        },
        PK_SK,
        [item(PK="C-1", SK="0", category="cat-C", product="zyxwvutsrq", rating="2", price=101)],
        DOC + "; Conditional_writes.js's second pass over load-smallitems.js's rows (tick 1; the random "
        "category and product fixed), the first pass's row in place",
    ),
    _c(
        "examples/hedging/java/ddb-hedging-sample/src/main/java/com/example/dynamodbhedging/DynamoDBHedgedQuery.java",
        40,
        "Query",
        {
            "TableName": "Music3",
            "KeyConditionExpression": "Artist = :pkValue",
            "ExpressionAttributeValues": {":pkValue": {"S": "Famous Band"}},
        },
        MUSIC,
        [
            item(Artist="Famous Band", SongTitle="First Hit", AlbumTitle="Debut"),
            item(Artist="Famous Band", SongTitle="Second Hit", AlbumTitle="Debut"),
            item(Artist="Other Band", SongTitle="B-Side", AlbumTitle="Rare"),
        ],
        "the usage text's arguments (Music3 Artist 'Famous Band'); Music3 items made up",
    ),
]

# =============================================================================
# workshops/modernizer (DocumentClient, removeUndefinedValues)
# =============================================================================
EMAIL = "test@example.com"
MOD_USER = item(
    PK=EMAIL,
    SK="#META",
    GSI1PK="1",
    GSI1SK="1",
    GSI2PK="testuser",
    GSI2SK="testuser",
    username="testuser",
    email=EMAIL,
    password_hash="hashedpassword",
    profile_data={"first_name": "Test", "last_name": "User"},
    is_seller=False,
    super_admin=False,
    created_at=NOW,
    updated_at=NOW,
)  # the integration test's user, created with id 1
ORDER_SK = f"ORDER#{NOW}#{MS}"
MOD_ORDER = item(
    PK=EMAIL,
    SK=ORDER_SK,
    GSI3PK=f"ORDER#{MS}",
    GSI3SK=f"ORDER#{MS}",
    user_id="1",
    order_id=str(MS),
    order_status="pending",
    total_amount=149.99,
    order_items="[]",
    shipping_address="",
    payment_method="",
    created_at=NOW,
    updated_at=NOW,
)  # createOrder(1, 149.99)
ORDER_ITEMS_JSON = (
    '[{"product_id":1,"quantity":2,"price_at_time":49.99,"product_name":"Integration Test Product",'
    '"product_description":"Test Description","product_image_url":"test.jpg"}]'
)
CART_KEY = {"PK": {"S": EMAIL}, "SK": {"S": "CART#1"}}
CART = item(PK=EMAIL, SK="CART#1", quantity=2, created_at=NOW, updated_at=NOW, product_id=1)
PRODUCT = item(
    PK=f"PRODUCT#{MS}",
    SK="#META",
    GSI1PK="SELLER#1",
    GSI1SK=f"PRODUCT#{MS}",
    GSI2PK="CATEGORY#1",
    GSI2SK=f"PRODUCT#{MS}",
    id=MS,
    seller_id=1,
    category_id=1,
    name="Integration Test Product",
    description="Test Description",
    price=99.99,
    inventory_quantity=10,
    image_url="test.jpg",
    created_at=NOW,
    updated_at=NOW,
)  # createProduct(1, {...}) of the integration test
PRODUCT_KEY = {"PK": {"S": f"PRODUCT#{MS}"}, "SK": {"S": "#META"}}
PARENT = item(
    PK="ROOT",
    SK="Parent Category",
    GSI1PK="ROOT",
    GSI1SK=str(MS),
    category_id=str(MS),
    category_name="Parent Category",
    category_path="Parent Category",
    level=0,
    children_count=0,
    product_count=0,
    created_at=NOW,
)
CHILD = item(
    PK="Parent Category",
    SK="Child Category",
    GSI1PK=str(MS),
    GSI1SK=str(MS + 1),
    category_id=str(MS + 1),
    parent_id=str(MS),
    parent_name="Parent Category",
    category_name="Child Category",
    category_path="Parent Category/Child Category",
    level=1,
    children_count=0,
    product_count=0,
    created_at=NOW,
)
PARENT_1 = {**PARENT, **item(children_count=1)}
MODDOC = DOC + " (BaseDynamoDBRepository: ReturnValues ALL_NEW)"


def _mod_update(
    path: str, line: int, tbl_name: str, key: dict, expr: str, vals: dict, before: list, note: str, names=None
) -> dict:
    request = {
        "TableName": tbl_name,
        "Key": key,
        "UpdateExpression": expr,
        "ExpressionAttributeValues": values(vals),
        "ReturnValues": "ALL_NEW",
    }
    if names is not None:
        request["ExpressionAttributeNames"] = names
    return _c(MOD + path, line, "UpdateItem", request, PK_SK, before, MODDOC + "; " + note)


CART_EXPR = (
    "SET quantity = if_not_exists(quantity, :zero) + :quantity, created_at = if_not_exists(created_at, :createdAt), "
    "updated_at = :updatedAt, product_id = :productId"
)
MODERNIZER = [
    _mod_update(
        "DynamoDBShoppingCartRepository.ts",
        56,
        "Users",
        CART_KEY,
        CART_EXPR,
        {":zero": 0, ":quantity": 2, ":createdAt": NOW, ":updatedAt": NOW, ":productId": 1},
        [MOD_USER],
        "addItem(1, 1, 2): no cart item yet",
    ),
    _mod_update(
        "DynamoDBShoppingCartRepository.ts",
        56,
        "Users",
        CART_KEY,
        CART_EXPR,
        {":zero": 0, ":quantity": 3, ":createdAt": LATER, ":updatedAt": LATER, ":productId": 1},
        [MOD_USER, CART],
        "addItem(1, 1, 3) on the cart item the first call wrote",
    ),
    _mod_update(
        "DynamoDBShoppingCartRepository.ts",
        140,
        "Users",
        CART_KEY,
        "SET quantity = :quantity",
        {":quantity": 5},
        [MOD_USER, CART],
        "updateQuantity(1, 1, 5)",
    ),
    _mod_update(
        "DynamoDBCategoryRepository.ts",
        277,
        "Categories",
        {"PK": {"S": "ROOT"}, "SK": {"S": "Parent Category"}},
        "SET children_count = children_count + :inc",
        {":inc": 1},
        [PARENT],
        "incrementChildrenCount(parent, 1) after the integration test creates the child",
    ),
    _mod_update(
        "DynamoDBCategoryRepository.ts",
        277,
        "Categories",
        {"PK": {"S": "ROOT"}, "SK": {"S": "Parent Category"}},
        "SET children_count = children_count + :inc",
        {":inc": -1},
        [PARENT_1, CHILD],
        "incrementChildrenCount(parent, -1) when the test deletes the child",
    ),
    _c(
        MOD + "DynamoDBCategoryRepository.ts",
        216,
        "Scan",
        {
            "TableName": "Categories",
            "FilterExpression": "category_name = :name",
            "ExpressionAttributeValues": values({":name": "Child Category"}),
        },
        PK_SK,
        [PARENT_1, CHILD],
        DOC + "; existsByName('Child Category')",
    ),
    _mod_update(
        "DynamoDBProductRepository.ts",
        112,
        "Products",
        PRODUCT_KEY,
        "SET #name = :name, price = :price, updated_at = :updated_at",
        {":name": "Updated Product Name", ":price": 149.99, ":updated_at": LATER},
        [PRODUCT],
        "updateProduct with the integration test's {name, price}",
        names={"#name": "name"},
    ),
    _mod_update(
        "DynamoDBProductRepository.ts",
        112,
        "Products",
        PRODUCT_KEY,
        "SET price = :price, updated_at = :updated_at",
        {":price": 149.99, ":updated_at": LATER},
        [PRODUCT],
        "updateProduct with {price} alone: the repository passes its empty names object, sent as {}",
        names={},
    ),
    _mod_update(
        "DynamoDBProductRepository.ts",
        264,
        "Products",
        PRODUCT_KEY,
        "SET inventory_quantity = :quantity, updated_at = :updated_at",
        {":quantity": 20, ":updated_at": LATER},
        [PRODUCT],
        "updateInventory(id, 20) of the integration test",
    ),
    _mod_update(
        "DynamoDBProductRepository.ts",
        280,
        "Products",
        {"PK": {"S": str(MS)}, "SK": {"S": "#META"}},
        "SET inventory_quantity = inventory_quantity - :quantity, updated_at = :updated_at",
        {":quantity": 2, ":updated_at": LATER},
        [PRODUCT],
        "reduceInventory(id, 2): its key is the bare id, not PRODUCT#<id> as createProduct writes, so "
        "the item is missing and inventory_quantity with it",
    ),
    _c(
        MOD + "DynamoDBProductRepository.ts",
        384,
        "Scan",
        {
            "TableName": "Products",
            "FilterExpression": "SK = :sk",
            "ExpressionAttributeValues": values({":sk": "#META"}),
        },
        PK_SK,
        [PRODUCT, item(PK=f"PRODUCT#{MS}", SK="REVIEW#1", rating=5)],
        DOC + "; scanTable(); a non-#META item made up beside the product",
    ),
    _mod_update(
        "DynamoDBUserRepository.ts",
        115,
        "Users",
        {"PK": {"S": EMAIL}, "SK": {"S": "#META"}},
        "SET updated_at = :updated_at, profile_data.first_name = :first_name, profile_data.last_name = :last_name",
        {":updated_at": LATER, ":first_name": "Updated", ":last_name": "Name"},
        [MOD_USER],
        "update(1, {first_name, last_name})",
    ),
    _mod_update(
        "DynamoDBUserRepository.ts",
        115,
        "Users",
        {"PK": {"S": EMAIL}, "SK": {"S": "#META"}},
        "SET updated_at = :updated_at, email = :email, PK = :email",
        {":updated_at": LATER, ":email": "new@example.com"},
        [MOD_USER],
        "update(1, {email}): the repository SETs the partition key PK",
    ),
    _mod_update(
        "DynamoDBUserRepository.ts",
        140,
        "Users",
        {"PK": {"S": EMAIL}, "SK": {"S": "#META"}},
        "SET is_seller = :is_seller, updated_at = :updated_at",
        {":is_seller": True, ":updated_at": LATER},
        [MOD_USER],
        "upgradeToSeller(1)",
    ),
    _c(
        MOD + "DynamoDBOrderRepository.ts",
        94,
        "Query",
        {
            "TableName": "Users",
            "KeyConditionExpression": "PK = :pk AND SK = :sk",
            "ExpressionAttributeValues": values({":pk": EMAIL, ":sk": ORDER_SK}),
        },
        PK_SK,
        [MOD_USER, MOD_ORDER, CART],
        DOC + "; createOrderItem's read of the order createOrder(1, 149.99) wrote",
    ),
    _mod_update(
        "DynamoDBOrderRepository.ts",
        120,
        "Users",
        {"PK": {"S": EMAIL}, "SK": {"S": ORDER_SK}},
        "SET order_items = :items, updated_at = :updated",
        {":items": ORDER_ITEMS_JSON, ":updated": LATER},
        [MOD_USER, MOD_ORDER],
        "createOrderItem(order, 1, 2, 49.99): order_items as the JSON text it stores",
    ),
    _mod_update(
        "DynamoDBOrderRepository.ts",
        240,
        "Users",
        {"PK": {"S": EMAIL}, "SK": {"S": ORDER_SK}},
        "SET order_status = :status, updated_at = :updated_at",
        {":status": "completed", ":updated_at": LATER},
        [MOD_USER, MOD_ORDER],
        "updateOrderStatus(order, 'completed')",
    ),
]

# =============================================================================
# scripts/PrintDistinctPKs (maximum-size sort keys)
# =============================================================================
MAX_SK_S = 256 * chr(0x10FFFF)
MAX_SK_N = Decimal("9.9999999999999999999999999999999999999E+125")
MAX_SK_B = b"\xff" * 1024
LOADER = PDP + "LoadMaxValues/python/load_max_values.py"
PRINTER = PDP + "Printer/python/print_distinct_pks.py"
MAX_TABLES = [
    ("max-str-sk-test-python", MAX_S, MAX_SK_S, "1"),
    ("max-num-sk-test-python", MAX_N, MAX_SK_N, 1),
    ("max-bin-sk-test-python", MAX_B, MAX_SK_B, b"\x01"),
]
PRINT_DISTINCT = []
for _name, _tbl, _max, _small in MAX_TABLES:
    _items = [item(pk="sample-pk-value", sk=_max), item(pk="another-pk-value", sk=_small)]
    PRINT_DISTINCT.append(
        _c(
            LOADER,
            65,
            "PutItem",
            {"TableName": _name, "Item": _items[0]},
            _tbl,
            [],
            RESOURCE + " (the largest sort key of its type: 256 U+10FFFF, 38 nines E+125, 1024 bytes 0xFF)",
        )
    )
    PRINT_DISTINCT.append(
        _c(
            PRINTER,
            43,
            "Scan",
            {
                "TableName": _name,
                "Limit": 1,
                "ProjectionExpression": "pk",
                "ExclusiveStartKey": {"pk": {"S": "another-pk-value"}, "sk": _items[0]["sk"]},
            },
            _tbl,
            _items,
            RESOURCE + "; the second page: the first page's LastEvaluatedKey (partition another-pk-value, first "
            "on DynamoDB Local) with its sort key replaced by the type's largest value; the loader's item and "
            "one other partition (made up)",
        )
    )
PRINT_DISTINCT.append(
    _c(
        PRINTER,
        43,
        "Scan",
        {"TableName": "max-str-sk-test-python", "Limit": 1, "ProjectionExpression": "pk"},
        MAX_S,
        [item(pk="sample-pk-value", sk=MAX_SK_S), item(pk="another-pk-value", sk="1")],
        RESOURCE + "; the first page",
    )
)


CASES = (
    PYTHON + NODE + JAVA_CASES + DOTNET + GOLANG + KOTLIN + RUST + NERDS_CASES + WORKSHOPS + MODERNIZER + PRINT_DISTINCT
)
