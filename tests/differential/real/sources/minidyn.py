"""minidyn (a DynamoDB emulator in Go) and ruststack (an AWS emulator in Rust):
the requests their tests send, with the answers they assert, some of them
DynamoDB's own words.

Source 1: truora/minidyn, branch main, commit 65eab10 (2026-06-24). Its parity
tests ``e2e/parity_{item,expression_names,query_batch,transact}_test.go`` send
each request through the AWS SDK for Go v2 to minidyn and to DynamoDB Local
(``amazon/dynamodb-local:latest`` in Docker) and assert both answers are equal
(``e2e/e2e_test.go``: ``RunE2E``; error texts compared after
``normalizeSDKErrorString``, which drops request ids, the ``: keys: {...}``
suffix of the unused-names message and the ``: ConditionExpression is null``
suffix DynamoDB Local adds). ``aws-v2/client/client_test.go`` (which also runs
against DynamoDB Local when ``LOCAL_DYNAMODB_ENDPOINT`` is set) pins parts of
DynamoDB's messages: ``Value provided in ExpressionAttributeNames unused in
expressions``, ``ExpressionAttributeNames contains invalid key``, ``The number
of conditions on the keys is invalid``, ``Too many items requested for the
BatchWriteItem call``, ``Supplied AttributeValue has more than one datatypes
set, ...``; and its transaction tests the error codes. ``server/server_test.go``
sends requests over HTTP (BatchGetItem's empty ``RequestItems`` and empty
``Keys``, 101 keys, a put and delete in one WriteRequest: messages pinned
byte for byte) or to the server's in-process client (a set key with duplicates,
ExpressionAttributeValues without expressions). ``core/table_test.go`` calls the
table engine with the request's members (``Table.Update``/``Put``/``Delete``/
``SearchData``) and pins ``contains duplicates``, ``Cannot update attribute id``
/ ``part of the key``, ``Invalid <Expression>: An expression attribute name
used in the document path is not defined; attribute name: #a``. The expression
interpreter's tests (``interpreter/language_test.go``,
``interpreter/undeclared_attribute_name_test.go``,
``interpreter/language/{update_key_validation,parser,evaluator}_test.go``) run
one expression against an item, aliases and values: each is written here as the
request that carries it (a condition as a DeleteItem's ConditionExpression, an
update as an UpdateItem's UpdateExpression, a projection as a GetItem's
ProjectionExpression, a key condition as a Query's KeyConditionExpression); the
evaluator's error tests keep only expressions made of values (``:x``, ``:str``,
the test environment's values), as ExpressionAttributeValues.

Source 2: tyrchen/ruststack, branch main, commit 970ae13 (2026-04-23).
``tests/integration/src/test_dynamodb.rs`` (the AWS SDK for Rust against the
running server), the unit tests of ``crates/rustack-dynamodb-core/src/
provider.rs`` (ReturnValues refused on PutItem/DeleteItem, an UpdateItem
without UpdateExpression, 25 and 26 BatchWriteItem puts, the UPDATED_OLD
values of ``SET #n = :val1, email = :val2``), of ``expression/evaluator.rs``
(conditions, updates and projections against an item: many use names DynamoDB
reserves, ``status``, ``name``, ``count``, ``counter``, ``items``, ``data``,
unescaped; out-of-range list indexes in SET, which the test says DynamoDB
appends in index order) and of ``expression/parser.rs`` (projection refusals:
empty segments, overlapping and conflicting paths, 33 nesting levels, a
negative index). Its ``tests/dynamodb-compat`` only downloads ScyllaDB
Alternator's tests (already the ``alternator`` sources) and its research
document ``docs/research/dynamodb-integration-test-suites-research.md`` surveys
suites already taken (Alternator, dynalite, moto, LocalStack): nothing of their
own to take. Only the requests were taken, as data; ``note`` quotes the message
a test asserts where it pins one.

Adapted only as far as needed to run: the pokemon items as the tests marshal
them (``attributevalue.MarshalMapWithOptions`` with ``TagKey: "json"``:
``id``, ``type``, ``second_type`` (``""`` when unset), ``name``, ``lvl`` (0),
``moves`` a string set, left out when empty (its ``dynamodbav`` tag),
``local`` NULL when unset or a list); ``core/table_test.go``'s table keyed
``id`` and ``name`` as it declares it, named ``pokemons``; the interpreter
tests' items given a string key ``id`` on a table ``test`` (the tests have no
key); ruststack's evaluator and parser tests on its provider tests' table
``TestTable`` (string key ``pk``, added to each item), a condition as a Scan's
FilterExpression; ruststack's integration tables ``test-<prefix>-<uuid>`` given
a fixed suffix; the server test table ``pk`` (a name DynamoDB refuses, under 3
characters) named ``pk-table``. Where a test sends several requests in turn, a
request's ``before`` is what the earlier ones leave. Values a test passes
without using them are kept (they are the point of some refusals); the
placeholders of ``update_key_validation_test.go`` (which passes the text alone)
given a string value. A request over two tables keyed alike has its sample
items in the first table only.

Left out: the requests on the GSI ``by-type`` (the recorder creates no
indexes: ``QueryPagination``, the by-type queries of ``UpdateItemWithGSI`` and
``DeleteItem``, the put of a NULL index key in ``PutWithGSI``),
``parity_table_test.go`` and ``parity_index_projection_test.go`` (table and
index operations), requests on tables that do not exist (the recorder creates
every table a request names), the emulated failures (``EmulateFailure``,
``ForceFailure``, unprocessed items), ruststack's table, tag, TTL, limits and
endpoint calls, the evaluator tests whose ``:x`` stands for an item attribute
(minidyn's environment mixes the two), and near-duplicates (the same request in
``client_test.go``, ``server_test.go`` and the parity tests: the parity test's
kept, the others' pinned words quoted in ``note``).
"""

from __future__ import annotations

from ._build import case, item, table, typed
from ._build import expression_maps as _ex

SOURCE = "minidyn"
MD = "truora/minidyn@65eab10 "
RS = "tyrchen/ruststack@970ae13 "

# minidyn
E_I = "e2e/parity_item_test.go"
E_N = "e2e/parity_expression_names_test.go"
E_Q = "e2e/parity_query_batch_test.go"
E_T = "e2e/parity_transact_test.go"
CT = "aws-v2/client/client_test.go"
ST = "server/server_test.go"
TT = "core/table_test.go"
LT = "interpreter/language_test.go"
UT = "interpreter/undeclared_attribute_name_test.go"
KT = "interpreter/language/update_key_validation_test.go"
PT = "interpreter/language/parser_test.go"
EV = "interpreter/language/evaluator_test.go"

# ruststack
IT = "tests/integration/src/test_dynamodb.rs"
PV = "crates/rustack-dynamodb-core/src/provider.rs"
RE = "crates/rustack-dynamodb-core/src/expression/evaluator.rs"
RP = "crates/rustack-dynamodb-core/src/expression/parser.rs"

P = "pokemons"
POKE = table(("id", "S"))
CORE = table(("id", "S"), ("name", "S"))
TEST = table(("id", "S"))
PK = table(("pk", "S"))
PKSK = table(("pk", "S"), ("sk", "S"))
HR = table(("h", "S"), ("r", "S"))

PARITY = "the parity test compares minidyn's answer with DynamoDB Local's"
UNUSED_N = "Value provided in ExpressionAttributeNames unused in expressions"
UNUSED_V = "Value provided in ExpressionAttributeValues unused in expressions"
INVALID_N = "ExpressionAttributeNames contains invalid key"
INVALID_V = "ExpressionAttributeValues contains invalid key"
ONE_DATATYPE = (
    "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes"
)
EMPTY_RI = (
    "1 validation error detected: Value '{}' at 'requestItems' failed to satisfy constraint: "
    "Member must have length greater than or equal to 1"
)
UNDECLARED = "An expression attribute name used in the document path is not defined; attribute name: #a"
DOC_PATH = "The document path provided in the update expression is invalid for update"


def _m(path: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(f"{MD}{path}:{line}", op, request, tbl, before, note)


def _r(path: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(f"{RS}{path}:{line}", op, request, tbl, before, note)


def _pin(where: str, message: str, extra: str = "") -> str:
    out = f'{where} asserts "{message}"'
    return f"{out}; {extra}" if extra else out


def _ss(*members: str) -> object:
    return typed({"SS": list(members)})


def _poke(pid: str, typ: str, name: str, second: str = "", lvl: int = 0, moves=None, local=None, **extra) -> dict:
    """A pokemon as ``parityMarshalPokemon`` writes it (json tags, moves a string set)."""
    out = item(id=pid, type=typ, second_type=second, name=name, lvl=lvl)
    if moves:
        out["moves"] = {"SS": list(moves)}
    out["local"] = {"NULL": True} if local is None else {"L": [{"S": s} for s in local]}
    return {**out, **item(**extra)}


def _id(pid: str) -> dict:
    return {"id": {"S": pid}}


BULBA = _poke("001", "grass", "Bulbasaur")
CHARM = _poke("002", "fire", "Charmander")

# --- e2e/parity_item_test.go: TestE2E_Item --------------------------------------
SIZE_ITEM = {
    **_poke("001", "grass", "Bulbasaur", moves=["Tackle", "Growl"], local=["Pallet Town", "Route 1"]),
    "stats": {"M": {"hp": {"N": "45"}, "atk": {"N": "49"}, "def": {"N": "49"}}},
    "ivs": {"NS": ["31", "20"]},
    "tags_bin": {"BS": ["Aao=", "Ars="]},
}
MOVES = ["Growl", "Tackle", "Vine Whip", "Growth"]
LOCAL4 = [
    "001 (Red/Blue/Yellow)",
    "226 (Gold/Silver/Crystal)",
    "001 (FireRed/LeafGreen)",
    "001 (Let's Go Pikachu/Let's Go Eevee)",
]
UPD_ITEM = _poke("001", "grass", "Bulbasaur", second="type", moves=MOVES, local=["001 (Red/Blue/Yellow)"])
NULL_ITEM = {**BULBA, "evolves_into": {"NULL": True}}
SET_NTYPE = {
    "ReturnValues": "UPDATED_NEW",
    "UpdateExpression": "SET second_type = :ntype",
    "ExpressionAttributeValues": {":ntype": {"S": "poison"}},
}
BARE = item(id="001", type="grass", name="Bulbasaur")


def _put_then(extra: dict) -> dict:
    """The item a test's PutItem writes over the pokemon before its update."""
    return {**BARE, **extra}


def _upd_one(expr: str, names: dict | None = None, one: str = "1") -> dict:
    return {
        "TableName": P,
        "Key": _id("001"),
        "UpdateExpression": expr,
        **({"ExpressionAttributeNames": names} if names else {}),
        "ExpressionAttributeValues": {":one": {"N": one}},
    }


def _null_upd(cond: str, lvl: str, null_type: bool = False) -> dict:
    vals = {":lvl": {"N": lvl}}
    if null_type:
        vals = {":nullType": {"S": "NULL"}, **vals}
    return {
        "TableName": P,
        "Key": _id("001"),
        "ConditionExpression": cond,
        "UpdateExpression": "SET #lvl = :lvl",
        "ExpressionAttributeNames": {"#lvl": "lvl"},
        "ExpressionAttributeValues": vals,
    }


def _lvl(n: int) -> dict:
    return {**NULL_ITEM, "lvl": {"N": str(n)}}


DEL_001 = {"TableName": P, "Key": _id("001"), "ConditionExpression": "attribute_exists(id)"}

ITEMS = [
    _m(
        E_I,
        50,
        "GetItem",
        {"TableName": P, "Key": {}},
        POKE,
        [BULBA],
        _pin(CT + ":654 (the same request)", "number of conditions on the keys is invalid"),
    ),
    _m(
        E_I,
        92,
        "BatchGetItem",
        {"RequestItems": {P: {"Keys": [_id("001"), _id("002"), _id("004")]}}},
        POKE,
        [BULBA, _poke("002", "fire", "Sharmander")],
        PARITY + " (the ids returned, the unprocessed keys)",
    ),
    _m(
        E_I,
        119,
        "BatchGetItem",
        {"RequestItems": {P: {"Keys": [_id("001"), {"t1": {"S": "003"}}]}}},
        POKE,
        [],
        PARITY + " (a key naming an attribute that is not the key)",
    ),
    _m(
        E_I,
        195,
        "GetItem",
        {"TableName": P, "Key": _id("001"), "ExpressionAttributeNames": {"#name": "name"}},
        POKE,
        [],
        _pin(CT + ":810", UNUSED_N)
        + '; server_test.go:1403 asserts "ExpressionAttributeNames can only be specified when using expressions" '
        "for the same request, the wording e2e_test.go:24 says DynamoDB Local uses",
    ),
    _m(
        E_I,
        217,
        "GetItem",
        {
            "TableName": P,
            "Key": _id("001"),
            "ProjectionExpression": "#name-1",
            "ExpressionAttributeNames": {"#name-1": "name"},
        },
        POKE,
        [],
        _pin(CT + ":836", INVALID_N),
    ),
    _m(
        E_I,
        277,
        "GetItem",
        {"TableName": P, "Key": _id("001"), "ProjectionExpression": "("},
        POKE,
        [BULBA],
        PARITY + "; client_test.go:895 asserts a ValidationException",
    ),
    _m(
        E_I,
        353,
        "PutItem",
        {
            "Item": SIZE_ITEM,
            "TableName": P,
            "ConditionExpression": "size(moves) = :ssSize AND size(#local) = :listSize AND size(stats) = :mapSize "
            "AND size(ivs) = :nsSize AND size(tags_bin) = :bsSize",
            "ExpressionAttributeNames": {"#local": "local"},
            "ExpressionAttributeValues": {
                ":ssSize": {"N": "2"},
                ":listSize": {"N": "2"},
                ":mapSize": {"N": "3"},
                ":nsSize": {"N": "2"},
                ":bsSize": {"N": "2"},
            },
        },
        POKE,
        [SIZE_ITEM],
        "the test asserts it succeeds; the item the put before it (line 347) wrote",
    ),
    _m(
        E_I,
        372,
        "PutItem",
        {
            "Item": SIZE_ITEM,
            "TableName": P,
            "ConditionExpression": "size(moves) = :invalidSize",
            "ExpressionAttributeValues": {":invalidSize": {"N": "5"}},
        },
        POKE,
        [SIZE_ITEM],
        PARITY + " (a failed condition)",
    ),
    _m(
        E_I,
        400,
        "PutItem",
        {
            "Item": BULBA,
            "TableName": P,
            "ConditionExpression": "attribute_exists(id)",
            "ExpressionAttributeValues": {":not_used": {"NULL": True}},
        },
        POKE,
        [BULBA],
        _pin(CT + ":934 (the same unused value beside attribute_not_exists(#type))", UNUSED_V),
    ),
    _m(
        E_I,
        421,
        "PutItem",
        {
            "Item": BULBA,
            "TableName": P,
            "ConditionExpression": "attribute_not_exists(#invalid-name)",
            "ExpressionAttributeNames": {"#invalid-name": "hello"},
        },
        POKE,
        [],
        _pin(CT + ":944", INVALID_N),
    ),
    _m(
        E_I,
        446,
        "PutItem",
        {
            "Item": BULBA,
            "TableName": P,
            "ConditionExpression": "#valid_name = :invalid-value",
            "ExpressionAttributeNames": {"#valid_name": "hello"},
            "ExpressionAttributeValues": {":invalid-value": {"NULL": True}},
        },
        POKE,
        [],
        _pin(CT + ":958", INVALID_V),
    ),
    _m(
        E_I,
        500,
        "UpdateItem",
        {"TableName": P, "Key": _id("404"), **SET_NTYPE},
        POKE,
        [{**BULBA, "second_type": {"S": "poison"}}],
        "the same input with the key changed to a missing item (an upsert)",
    ),
    _m(
        E_I,
        555,
        "UpdateItem",
        {
            "TableName": P,
            "Key": _id("e2e-urv-upd-old"),
            "UpdateExpression": "SET second_type = :st",
            "ExpressionAttributeValues": {":st": {"S": "poison"}},
            "ReturnValues": "UPDATED_OLD",
        },
        POKE,
        [_poke("e2e-urv-upd-old", "grass", "Bulbasaur")],
        PARITY + " (the Attributes returned; second_type was the empty string)",
    ),
    # UpdateItemWithConditionalExpression: one input changed in turn
    _m(
        E_I,
        599,
        "UpdateItem",
        {
            "TableName": P,
            "Key": _id("404"),
            "ConditionExpression": "attribute_exists(id)",
            **SET_NTYPE,
            "ExpressionAttributeNames": {"#id": "id"},
        },
        POKE,
        [BULBA, _poke("002", "grass", "Ivysaur")],
        _pin("server_test.go:854 (the same request)", UNUSED_N),
    ),
    _m(
        E_I,
        608,
        "UpdateItem",
        {
            "TableName": P,
            "Key": _id("404"),
            "ConditionExpression": "attribute_exists(#invalid-name)",
            **SET_NTYPE,
            "ExpressionAttributeNames": {"#invalid-name": "type"},
        },
        POKE,
        [BULBA, _poke("002", "grass", "Ivysaur")],
        _pin(CT + ":1143 (the same request)", INVALID_N),
    ),
    _m(
        E_I,
        620,
        "UpdateItem",
        {
            "TableName": P,
            "Key": _id("404"),
            "ConditionExpression": "#t = :invalid-value",
            "ReturnValues": "UPDATED_NEW",
            "UpdateExpression": "SET second_type = :ntype",
            "ExpressionAttributeNames": {"#t": "type"},
            "ExpressionAttributeValues": {":invalid-value": {"NULL": True}},
        },
        POKE,
        [BULBA, _poke("002", "grass", "Ivysaur")],
        _pin(CT + ":1157 (the same request)", INVALID_V)
        + "; the values replaced, so :ntype of the update expression is no longer defined",
    ),
    _m(
        E_I,
        640,
        "UpdateItem",
        {
            "TableName": P,
            "Key": _id("404"),
            "ConditionExpression": "attribute_exists(#id)",
            **SET_NTYPE,
            "ExpressionAttributeNames": {"#id": "id"},
        },
        POKE,
        [BULBA, _poke("002", "grass", "Ivysaur")],
        "the test asserts ConditionalCheckFailedException",
    ),
    _m(
        E_I,
        658,
        "UpdateItem",
        {
            "TableName": P,
            "Key": _id("001"),
            "ConditionExpression": "attribute_not_exists(#id)",
            **SET_NTYPE,
            "ExpressionAttributeNames": {"#id": "id"},
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
        },
        POKE,
        [BULBA, _poke("002", "grass", "Ivysaur")],
        "the test asserts ConditionalCheckFailedException carrying the old item (id, name)",
    ),
    _m(
        E_I,
        715,
        "UpdateItem",
        {
            "TableName": P,
            "Key": {"foo": {"S": "a"}},
            "ReturnValues": "UPDATED_NEW",
            "UpdateExpression": "SET second_type = :second_type",
            "ExpressionAttributeValues": {":second_type": {"S": "poison"}},
        },
        POKE,
        [BULBA],
        PARITY + '; client_test.go:1288 asserts "One of the required keys was not given a value" for it',
    ),
    _m(
        E_I,
        740,
        "UpdateItem",
        {
            "TableName": P,
            "Key": _id("001"),
            "UpdateExpression": "SET id = :new",
            "ExpressionAttributeValues": {":new": {"S": "002"}},
        },
        POKE,
        [BULBA],
        PARITY + " (an update of the partition key)",
    ),
    _m(
        E_I,
        764,
        "UpdateItem",
        {
            "TableName": P,
            "Key": _id("001"),
            "UpdateExpression": "SET #pk = :new",
            "ExpressionAttributeNames": {"#pk": "id"},
            "ExpressionAttributeValues": {":new": {"S": "002"}},
        },
        POKE,
        [BULBA],
        PARITY + " (the partition key through a name placeholder)",
    ),
    _m(
        E_I,
        795,
        "UpdateItem",
        {
            "TableName": P,
            "Key": _id("001"),
            "ReturnValues": "UPDATED_NEW",
            "UpdateExpression": "ADD lvl :one",
            "ExpressionAttributeValues": {":one": {"N": "1"}},
        },
        POKE,
        [UPD_ITEM],
        "the test reads lvl back (client_test.go:1333 asserts 1)",
    ),
    _m(
        E_I,
        833,
        "UpdateItem",
        {
            "TableName": P,
            "Key": _id("001"),
            "ReturnValues": "UPDATED_NEW",
            "UpdateExpression": "REMOVE #l[0],#l[1],#l[2],#l[3]",
            "ExpressionAttributeNames": {"#l": "local"},
        },
        POKE,
        [{**UPD_ITEM, "local": {"L": [{"S": s} for s in LOCAL4]}}],
        "client_test.go:1358 asserts local becomes NULL once its four elements are removed",
    ),
    _m(
        E_I,
        865,
        "UpdateItem",
        {
            "TableName": P,
            "Key": _id("001"),
            "ReturnValues": "UPDATED_NEW",
            "UpdateExpression": "DELETE moves :move",
            "ExpressionAttributeValues": {":move": {"SS": ["Growl"]}},
        },
        POKE,
        [UPD_ITEM],
    ),
    # DeleteItemWithConditions: one input changed in turn
    _m(E_I, 954, "DeleteItem", DEL_001, POKE, [], "the test asserts ConditionalCheckFailedException (deleted before)"),
    _m(
        E_I,
        963,
        "DeleteItem",
        {**DEL_001, "ExpressionAttributeNames": {"#not_used": "hello"}},
        POKE,
        [],
        _pin(CT + ":1922 (the same request)", UNUSED_N),
    ),
    _m(
        E_I,
        972,
        "DeleteItem",
        {
            "TableName": P,
            "Key": _id("001"),
            "ConditionExpression": "#invalid-name = Squirtle",
            "ExpressionAttributeNames": {"#invalid-name": "hello"},
        },
        POKE,
        [],
        _pin(CT + ":1932 (the same request)", INVALID_N),
    ),
    _m(
        E_I,
        984,
        "DeleteItem",
        {
            "TableName": P,
            "Key": _id("001"),
            "ConditionExpression": "#t = :invalid-value",
            "ExpressionAttributeNames": {"#t": "type"},
            "ExpressionAttributeValues": {":invalid-value": {"NULL": True}},
        },
        POKE,
        [],
        _pin(CT + ":1946 (the same request)", INVALID_V),
    ),
    # NullAttributeExistsAndTypeAndIfNotExists: an attribute holding NULL
    _m(
        E_I,
        1016,
        "UpdateItem",
        _null_upd("attribute_exists(evolves_into)", "5"),
        POKE,
        [NULL_ITEM],
        "the test asserts it succeeds (the attribute exists, holding NULL)",
    ),
    _m(
        E_I,
        1034,
        "UpdateItem",
        _null_upd("attribute_not_exists(evolves_into)", "6"),
        POKE,
        [_lvl(5)],
        "the test asserts ConditionalCheckFailedException",
    ),
    _m(
        E_I,
        1051,
        "UpdateItem",
        _null_upd("attribute_type(evolves_into, :nullType)", "7", True),
        POKE,
        [_lvl(5)],
        "the test asserts it succeeds",
    ),
    _m(
        E_I,
        1070,
        "UpdateItem",
        _null_upd("attribute_type(missing_attr, :nullType)", "8", True),
        POKE,
        [_lvl(7)],
        "the test asserts ConditionalCheckFailedException",
    ),
    _m(
        E_I,
        1089,
        "UpdateItem",
        {
            "TableName": P,
            "Key": _id("001"),
            "UpdateExpression": "SET evolves_into = if_not_exists(evolves_into, :fallback)",
            "ExpressionAttributeValues": {":fallback": {"S": "Ivysaur"}},
        },
        POKE,
        [_lvl(7)],
        "the test asserts evolves_into stays NULL",
    ),
    # invalid document paths for update
    _m(
        E_I,
        1117,
        "UpdateItem",
        _upd_one("SET notFound.bar = :one"),
        POKE,
        [BULBA],
        _pin(EV + ":968 (the interpreter, the same text)", DOC_PATH + "; field id: notFound; path: bar"),
    ),
    _m(
        E_I,
        1166,
        "UpdateItem",
        _upd_one("SET notFound[0] = :one"),
        POKE,
        [BULBA],
        _pin(EV + ":976 (the interpreter, the same text)", DOC_PATH + "; field id: notFound; path: 0"),
    ),
    _m(
        E_I,
        1226,
        "UpdateItem",
        _upd_one("SET info.a.b = :one"),
        POKE,
        [_put_then(item(info={}))],
        _pin(EV + ":980", DOC_PATH + "; field id: info; path: a.b") + "; the item the put at line 1215 wrote",
    ),
    _m(
        E_I,
        1301,
        "UpdateItem",
        _upd_one("SET #wrap.label[0] = :one", {"#wrap": "wrapper"}),
        POKE,
        [_put_then(item(wrapper={"label": "text"}))],
        _pin(EV + ":988", DOC_PATH + "; field id: wrapper; path: label.0") + "; the item the put at line 1288 wrote",
    ),
    _m(
        E_I,
        1326,
        "UpdateItem",
        _upd_one("ADD #n :one", {"#n": "name"}),
        POKE,
        [BULBA],
        PARITY + " (ADD of a number to a string)",
    ),
    _m(
        E_I,
        1364,
        "UpdateItem",
        _upd_one("SET info.y = :one", one="2"),
        POKE,
        [_put_then(item(info={"x": 1}))],
        "the test reads info back; the item the put at line 1351 wrote",
    ),
    _m(
        E_I,
        1396,
        "DeleteItem",
        {"Key": _id("001"), "TableName": P, "ReturnValues": "ALL_OLD"},
        POKE,
        [BULBA],
    ),
]

# --- e2e/parity_expression_names_test.go: an undeclared #a in each expression ----
U1 = _poke("u1", "fire", "Charmander")
P1 = _poke("p1", "grass", "Bulbasaur")
NAMES = [
    _m(
        E_N,
        39,
        "UpdateItem",
        {
            "TableName": P,
            "Key": _id("u1"),
            "UpdateExpression": "SET #a = :v",
            "ExpressionAttributeValues": {":v": {"S": "x"}},
        },
        POKE,
        [U1],
        _pin(UT + ":107 (the interpreter)", "Invalid UpdateExpression: " + UNDECLARED),
    ),
    _m(
        E_N,
        61,
        "PutItem",
        {
            "TableName": P,
            "Item": _poke("c1", "water", "Squirtle"),
            "ConditionExpression": "attribute_not_exists(#a)",
        },
        POKE,
        [],
        _pin(UT + ":107 (the interpreter)", "Invalid ConditionExpression: " + UNDECLARED),
    ),
    _m(
        E_N,
        78,
        "Scan",
        {"TableName": P, "FilterExpression": "#a = :v", "ExpressionAttributeValues": {":v": {"S": "x"}}},
        POKE,
        [],
        _pin(TT + ":766 (the engine, on an empty table)", "Invalid FilterExpression: " + UNDECLARED),
    ),
    _m(
        E_N,
        97,
        "Query",
        {"TableName": P, "KeyConditionExpression": "#a = :v", "ExpressionAttributeValues": {":v": {"S": "x"}}},
        POKE,
        [],
        _pin(TT + ":766 (the engine, on an empty table)", "Invalid KeyConditionExpression: " + UNDECLARED),
    ),
    _m(
        E_N,
        117,
        "GetItem",
        {"TableName": P, "Key": _id("p1"), "ProjectionExpression": "#a"},
        POKE,
        [P1],
        _pin(TT + ":766 (the engine)", "Invalid ProjectionExpression: " + UNDECLARED),
    ),
]

# --- e2e/parity_query_batch_test.go ---------------------------------------------------
Q_ITEMS = [BULBA, _poke("004", "fire", "Charmander"), _poke("007", "water", "Squirtle")]
Q_BASE = {
    "ExpressionAttributeValues": {":id": {"S": "004"}},
    "ExpressionAttributeNames": {"#id": "id"},
    "KeyConditionExpression": "#id = :id",
    "TableName": P,
}
Q_FILTER = {
    **Q_BASE,
    "FilterExpression": "#type = :type",
    "ExpressionAttributeNames": {"#id": "id", "#type": "type"},
    "ExpressionAttributeValues": {":id": {"S": "004"}, ":type": {"S": "grass"}},
}
S_ITEMS = [BULBA, _poke("002", "grass", "Ivysaur"), _poke("003", "grass", "Venusaur")]
SCAN_NAME = {
    "TableName": P,
    "FilterExpression": "#name = :name",
    "ExpressionAttributeValues": {":name": {"S": "Venusaur"}},
    "ExpressionAttributeNames": {"#name": "name"},
}
BW_NO_ID = {k: v for k, v in BULBA.items() if k != "id"}
# MarshalMap without TagKey: the Go field names (moves keeps its dynamodbav tag, nil: left out)
BW_GO = {
    "ID": {"S": "001"},
    "Type": {"S": "grass"},
    "SecondType": {"S": ""},
    "Name": {"S": "Bulbasaur"},
    "Level": {"N": "0"},
    "Local": {"NULL": True},
}

QUERY_BATCH = [
    _m(
        E_Q,
        60,
        "Query",
        {
            **Q_BASE,
            "FilterExpression": "#type = :type",
            "ExpressionAttributeNames": {"#id": "id", "#type": "type"},
            "ExpressionAttributeValues": {":id": {"S": "004"}, ":type": {"S": "fire"}},
        },
        POKE,
        Q_ITEMS,
    ),
    _m(
        E_Q,
        72,
        "Query",
        {**Q_FILTER, "ExpressionAttributeNames": {"#id": "id", "#type": "type", "#not_used": "hello"}},
        POKE,
        Q_ITEMS,
        _pin(CT + ":1481 (the same request)", UNUSED_N),
    ),
    _m(
        E_Q,
        81,
        "Query",
        {
            **Q_FILTER,
            "KeyConditionExpression": "#invalid-name = :id",
            "ExpressionAttributeNames": {"#invalid-name": "id"},
        },
        POKE,
        Q_ITEMS,
        _pin(CT + ":1490 (the same request)", INVALID_N) + "; the filter #type = :type still set",
    ),
    _m(
        E_Q,
        95,
        "Query",
        {
            **Q_FILTER,
            "KeyConditionExpression": "#t = :invalid-value",
            "ExpressionAttributeNames": {"#t": "type"},
            "ExpressionAttributeValues": {":invalid-value": {"NULL": True}},
        },
        POKE,
        Q_ITEMS,
        _pin(CT + ":1504 (the same request)", INVALID_V) + "; the filter #type = :type still set",
    ),
    _m(
        E_Q,
        257,
        "Query",
        {
            "ExpressionAttributeValues": {":partition": {"S": "a"}},
            "ExpressionAttributeNames": {"#partition": "partition"},
            "KeyConditionExpression": "#partition != :partition",
            "TableName": P,
        },
        POKE,
        [BULBA],
        PARITY + "; client_test.go:1708 asserts ValidationException, language_test.go:131 pins "
        '"Invalid KeyConditionExpression: Syntax error;" for #a != :a',
    ),
    _m(
        E_Q,
        297,
        "Scan",
        {
            "TableName": P,
            "FilterExpression": "#invalid-name = Raichu",
            "ExpressionAttributeNames": {"#invalid-name": "Name"},
        },
        POKE,
        S_ITEMS,
        _pin(CT + ":1761 (the same request)", INVALID_N),
    ),
    _m(
        E_Q,
        307,
        "Scan",
        {
            "TableName": P,
            "FilterExpression": "#t = :invalid-value",
            "ExpressionAttributeNames": {"#t": "type"},
            "ExpressionAttributeValues": {":invalid-value": {"NULL": True}},
        },
        POKE,
        S_ITEMS,
        _pin(CT + ":1775 (the same request)", INVALID_V),
    ),
    _m(
        E_Q,
        333,
        "Scan",
        {**SCAN_NAME, "ExpressionAttributeNames": {"#name": "name", "#not_used": "hello"}},
        POKE,
        S_ITEMS,
        _pin(CT + ":1796 (the same request)", UNUSED_N),
    ),
    _m(E_Q, 381, "BatchWriteItem", {"RequestItems": {P: [{"PutRequest": {"Item": BULBA}}]}}, POKE, []),
    _m(
        E_Q,
        405,
        "BatchWriteItem",
        {"RequestItems": {P: [{"PutRequest": {"Item": BW_NO_ID}}]}},
        POKE,
        [],
        _pin(CT + ":2090 (the same request)", "One of the required keys was not given a value")
        + "; the item of the first put with its id deleted",
    ),
    _m(
        E_Q,
        411,
        "BatchWriteItem",
        {
            "RequestItems": {
                P: [
                    {
                        "DeleteRequest": {"Key": {"id": {"S": "001"}, "type": {"S": "grass"}}},
                        "PutRequest": {"Item": BW_NO_ID},
                    }
                ]
            }
        },
        POKE,
        [],
        _pin(CT + ":2106 (the same request)", "ValidationException: " + ONE_DATATYPE),
    ),
    _m(
        E_Q,
        429,
        "BatchWriteItem",
        {"RequestItems": {P: [{}]}},
        POKE,
        [],
        _pin(CT + ":2113 (the same request)", "ValidationException: " + ONE_DATATYPE)
        + "; server_test.go:466 pins the message byte for byte",
    ),
    _m(
        E_Q,
        446,
        "BatchWriteItem",
        {"RequestItems": {P: [{"PutRequest": {"Item": BW_NO_ID}}] + [{"PutRequest": {"Item": BW_GO}}] * 25}},
        POKE,
        [],
        _pin(
            CT + ":2129 (the same request)", "ValidationException: Too many items requested for the BatchWriteItem call"
        )
        + "; 26 puts: the first put (its item's id deleted) and 25 of the item MarshalMap writes without the json "
        "tag key (Go field names)",
    ),
]

# --- e2e/parity_transact_test.go ---------------------------------------------------------
CC_EXISTS = {"ConditionExpression": "attribute_exists(id)"}
TRANSACT = [
    _m(
        E_T,
        147,
        "TransactWriteItems",
        {"TransactItems": [{"ConditionCheck": {"TableName": P, "Key": _id("999"), **CC_EXISTS}}]},
        POKE,
        [],
        PARITY + "; client_test.go:3183 asserts the reason ConditionalCheckFailed",
    ),
    _m(
        E_T,
        169,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Put": {"TableName": P, "Item": item(id="rollback-me", type="fire")}},
                {"ConditionCheck": {"TableName": P, "Key": _id("non-existent"), **CC_EXISTS}},
            ]
        },
        POKE,
        [],
        "the test asserts an error and that rollback-me was not written",
    ),
    _m(
        E_T,
        220,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Put": {"TableName": "transact-items", "Item": _id("should-rollback")}},
                {"ConditionCheck": {"TableName": P, "Key": _id("non-existent"), **CC_EXISTS}},
            ]
        },
        POKE,
        [],
        "two tables keyed alike; the test asserts an error and that should-rollback was not written",
    ),
    _m(
        E_T,
        257,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "ConditionCheck": {
                        "TableName": P,
                        "Key": _id("001"),
                        "ConditionExpression": "attribute_not_exists(id)",
                        "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
                    }
                }
            ]
        },
        POKE,
        [BULBA],
        "the test asserts one cancellation reason whose Item holds the old item",
    ),
    _m(
        E_T,
        288,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Put": {"TableName": P, "Item": _id("001")}},
                {
                    "Update": {
                        "TableName": P,
                        "Key": _id("001"),
                        "UpdateExpression": "SET #n = :n",
                        "ExpressionAttributeNames": {"#n": "name"},
                        "ExpressionAttributeValues": {":n": {"S": "Bulbasaur"}},
                    }
                },
            ]
        },
        POKE,
        [],
        PARITY + "; client_test.go:2732 asserts ValidationException (two actions on one item)",
    ),
    _m(
        E_T,
        319,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Put": {"TableName": P, "Item": _id("001"), "ConditionExpression": "attribute_not_exists(id)"}}
            ]
        },
        POKE,
        [BULBA],
        PARITY + "; client_test.go:2891 asserts the reason ConditionalCheckFailed",
    ),
    _m(
        E_T,
        342,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Delete": {"TableName": P, "Key": _id("001"), "ConditionExpression": "attribute_not_exists(id)"}}
            ]
        },
        POKE,
        [BULBA],
        PARITY + "; client_test.go:3133 asserts the reason ConditionalCheckFailed",
    ),
    _m(
        E_T,
        364,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "TableName": P,
                        "Item": _id("001"),
                        "ExpressionAttributeValues": {":unused": {"S": "x"}},
                    }
                }
            ]
        },
        POKE,
        [],
        PARITY + "; client_test.go:2864 asserts ValidationException",
    ),
    _m(
        E_T,
        428,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"TableName": P, "Key": _id("002")}},
                {"Get": {"TableName": P, "Key": _id("001")}},
            ]
        },
        POKE,
        [BULBA, CHARM],
        "the test asserts the responses in request order",
    ),
    _m(
        E_T,
        466,
        "TransactGetItems",
        {
            "TransactItems": [
                {
                    "Get": {
                        "TableName": P,
                        "Key": _id("001"),
                        "ProjectionExpression": "#n",
                        "ExpressionAttributeNames": {"#n": "name"},
                    }
                }
            ]
        },
        POKE,
        [BULBA],
        "client_test.go:3392 asserts the item holds name alone",
    ),
    _m(
        E_T,
        490,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"TableName": P, "Key": _id("001")}},
                {"Get": {"TableName": P, "Key": _id("001")}},
            ]
        },
        POKE,
        [BULBA],
        PARITY + "; client_test.go:3412 asserts ValidationException",
    ),
    _m(
        E_T,
        547,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"TableName": "orders", "Key": _id("1")}},
                {"Get": {"TableName": "inventory", "Key": _id("1")}},
            ]
        },
        POKE,
        [item(id="1", status="shipped")],
        "two tables keyed alike; the orders item only (the inventory item the test puts, qty 10, is not written)",
    ),
]

# --- aws-v2/client/client_test.go: transaction validation (in-memory client, codes asserted) ----
CLIENT = [
    _m(
        CT,
        2694,
        "TransactWriteItems",
        {"TransactItems": [{}]},
        POKE,
        [],
        "the test asserts ValidationException (an action with no member set)",
    ),
    _m(
        CT,
        2956,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "TableName": P,
                        "Key": _id("001"),
                        "UpdateExpression": "SET #n = :n",
                        "ExpressionAttributeNames": {"#n": "name"},
                        "ExpressionAttributeValues": {":n": {"S": "Venusaur"}, ":unused": {"S": "x"}},
                    }
                }
            ]
        },
        POKE,
        [],
        "the test asserts ValidationException (an unused value)",
    ),
    _m(
        CT,
        2988,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "TableName": P,
                        "Key": _id("001"),
                        "UpdateExpression": "SET #n = :n SET #n = :n",
                        "ExpressionAttributeNames": {"#n": "name"},
                        "ExpressionAttributeValues": {":n": {"S": "Venusaur"}},
                    }
                }
            ]
        },
        POKE,
        [BULBA],
        "the test asserts ValidationException (syntax error)",
    ),
    _m(
        CT,
        3092,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Delete": {"TableName": P, "Key": _id("001"), "ExpressionAttributeNames": {"#unused": "name"}}}
            ]
        },
        POKE,
        [],
        "the test asserts ValidationException (names without any expression)",
    ),
    _m(
        CT,
        3245,
        "TransactWriteItems",
        {"TransactItems": [{"ConditionCheck": {"TableName": P, "Key": {"wrong_attr": {"S": "1"}}, **CC_EXISTS}}]},
        POKE,
        [],
        "the test asserts ValidationException (a key naming another attribute)",
    ),
    _m(
        CT,
        3269,
        "TransactWriteItems",
        {"TransactItems": [{"ConditionCheck": {"TableName": P, "Key": {"id": {"N": "1"}}, **CC_EXISTS}}]},
        POKE,
        [],
        "the test asserts ValidationException (a number for the string key)",
    ),
    _m(
        CT,
        3296,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "ConditionCheck": {
                        "TableName": P,
                        "Key": _id("001"),
                        "ConditionExpression": "UNKNOWN_FUNCTION(id)",
                    }
                }
            ]
        },
        POKE,
        [BULBA],
        "the test asserts ValidationException (an unknown function)",
    ),
    _m(
        CT,
        3421,
        "TransactGetItems",
        {"TransactItems": [{"Get": {"TableName": "", "Key": _id("001")}}]},
        POKE,
        [],
        "the test asserts ValidationException (an empty table name)",
    ),
    _m(
        CT,
        3462,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"TableName": P, "Key": {"t1": {"S": "001"}}}},
                {"Get": {"TableName": P, "Key": _id("001")}},
                {"Get": {"TableName": P, "Key": _id("001")}},
            ]
        },
        POKE,
        [BULBA],
        'the test asserts ValidationException whose message does not name "multiple operations on one item" '
        "(the invalid key reported before the duplicate)",
    ),
]

# --- server/server_test.go ----------------------------------------------------------------------
CCF_ITEM = {
    **item(id="001", name="Bulbasaur", lvl=5, meta={"region": "kanto"}),
    "tags": {"SS": ["grass", "poison"]},
}
HR_ITEMS = [item(h="1", r=r) for r in ("a", "b", "c")]
SERVER = [
    _m(ST, 629, "BatchGetItem", {"RequestItems": {}}, POKE, [], _pin("the test", EMPTY_RI)),
    _m(
        ST,
        639,
        "BatchGetItem",
        {"RequestItems": {P: {"Keys": []}}},
        POKE,
        [],
        _pin("the test", EMPTY_RI) + " (all tables have empty keys)",
    ),
    _m(
        ST,
        658,
        "BatchGetItem",
        {"RequestItems": {P: {"Keys": [_id("x")] * 101}}},
        POKE,
        [],
        _pin("the test", "Too many items requested for the BatchGetItem call") + " (101 keys, all the same)",
    ),
    _m(
        ST,
        1819,
        "PutItem",
        {"TableName": P, "Item": item(name="no-id")},
        POKE,
        [],
        "the test asserts ValidationException (no partition key)",
    ),
    _m(
        ST,
        1862,
        "UpdateItem",
        {
            "TableName": P,
            "Key": _id("001"),
            "ConditionExpression": "attribute_not_exists(#id)",
            "UpdateExpression": "SET #lvl = :lvl",
            "ReturnValues": "UPDATED_NEW",
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
            "ExpressionAttributeNames": {"#id": "id", "#lvl": "lvl"},
            "ExpressionAttributeValues": {":lvl": {"N": "99"}},
        },
        POKE,
        [CCF_ITEM],
        "in process; the test asserts ConditionalCheckFailedException carrying the whole old item (lvl 5, the set, "
        "the map)",
    ),
    _m(
        ST,
        2416,
        "GetItem",
        {"TableName": "items", "Key": {"id": {"SS": ["x", "x"]}}},
        POKE,
        [],
        'in process; the test asserts ValidationException whose message contains "duplicates"',
    ),
    _m(
        ST,
        2468,
        "Query",
        {"TableName": "items", "ExpressionAttributeValues": {":v": {"SS": ["p", "p"]}}},
        POKE,
        [],
        "in process; the test asserts ValidationException (a duplicate set value, no key condition)",
    ),
    _m(
        ST,
        2518,
        "Query",
        {
            "TableName": "pk-table",
            "KeyConditionExpression": "h = :h",
            "ExpressionAttributeValues": {":h": {"S": "1"}},
            "ScanIndexForward": False,
            "Limit": 1,
        },
        HR,
        HR_ITEMS,
        "in process, table pk renamed pk-table; the test asserts the item r = c and a LastEvaluatedKey",
    ),
]

# --- core/table_test.go: the engine called with a request's members (table keyed id and name) ----
C_BULBA = item(id="001", type="grass", name="Bulbasaur")
C_KEY = item(id="001", name="Bulbasaur")
CORE_CASES = [
    _m(
        TT,
        699,
        "PutItem",
        {"TableName": P, "Item": {**item(id="001", name="n"), "tags": {"SS": ["x", "x"]}}},
        CORE,
        [],
        _pin("the test", "contains duplicates", "a ValidationException"),
    ),
    _m(
        TT,
        787,
        "UpdateItem",
        {"TableName": P, "Key": C_KEY, "ExpressionAttributeValues": {":s": {"SS": ["p", "p"]}}},
        CORE,
        [C_BULBA],
        _pin("the test", "contains duplicates", "no update expression"),
    ),
    _m(
        TT,
        835,
        "UpdateItem",
        {
            "TableName": P,
            "Key": C_KEY,
            "ExpressionAttributeNames": {"#id": "id"},
            "ExpressionAttributeValues": {":id": {"S": "002"}},
        },
        CORE,
        [C_BULBA],
        _pin("the test", "invalid update expression", "names and values, no expression"),
    ),
    _m(
        TT,
        841,
        "UpdateItem",
        {
            "TableName": P,
            "Key": C_KEY,
            "ConditionExpression": "attribute_not_exists(#id)",
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
            "ExpressionAttributeNames": {"#id": "id"},
            "ExpressionAttributeValues": {":id": {"S": "002"}},
        },
        CORE,
        [C_BULBA],
        _pin("the test", "The conditional request failed", "with the old item's three attributes; :id is used nowhere"),
    ),
    _m(
        TT,
        855,
        "UpdateItem",
        {
            "TableName": P,
            "Key": C_KEY,
            "UpdateExpression": "SET id = :id",
            "ConditionExpression": "attribute_exists(id)",
            "ReturnValues": "ALL_NEW",
            "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
            "ExpressionAttributeNames": {"#id": "id"},
            "ExpressionAttributeValues": {":id": {"S": "002"}},
        },
        CORE,
        [C_BULBA],
        _pin("the test", "Cannot update attribute id", 'and "part of the key"; #id is now used nowhere'),
    ),
    _m(
        TT,
        988,
        "UpdateItem",
        {
            "TableName": P,
            "Key": item(id="bad-rv", name="Bulbasaur"),
            "ReturnValues": "NOT_A_REAL_MODE",
            "UpdateExpression": "SET #n = :new",
            "ExpressionAttributeNames": {"#n": "name"},
            "ExpressionAttributeValues": {":new": {"S": "X"}},
        },
        CORE,
        [item(id="bad-rv", type="grass", name="Bulbasaur")],
        "the test asserts an error naming returnValues (the SET targets the range key too)",
    ),
    _m(
        TT,
        1034,
        "UpdateItem",
        {
            "TableName": P,
            "Key": C_KEY,
            "ExpressionAttributeNames": {"#t": "type"},
            "ExpressionAttributeValues": {":a": {"S": "x"}, ":b": {"S": "y"}},
            "UpdateExpression": "SET #t = :a SET type = :b",
        },
        CORE,
        [C_BULBA],
        _pin("the test", "duplicate update clause keyword", "minidyn's words"),
    ),
    _m(
        TT,
        1441,
        "Scan",
        {"TableName": "proj_err", "ProjectionExpression": "@@@"},
        TEST,
        [item(id="1")],
        "the test asserts an error",
    ),
    _m(
        TT,
        1492,
        "DeleteItem",
        {
            "TableName": P,
            "Key": C_KEY,
            "ConditionExpression": "attribute_exists(nonexistent)",
            "ExpressionAttributeValues": {},
        },
        CORE,
        [C_BULBA],
        "the test asserts ConditionalCheckFailedException (with an empty ExpressionAttributeValues)",
    ),
]

# --- the interpreter's tests, each expression in the request that carries it (table test, key id added) ----
T = "test"
L_ITEM = item(id="x", a="a", n=1, b=True, txt="hello world")
X = {"id": {"S": "x"}}


def _cond(path: str, line: int, expr: str, vals: dict | None, before: list, note: str, names=None) -> dict:
    req = {"TableName": T, "Key": X, "ConditionExpression": expr, **_ex(names, vals)}
    return _m(path, line, "DeleteItem", req, TEST, before, note)


def _upd(path: str, line: int, expr: str, vals: dict | None, before: list, note: str, names=None, tbl=TEST) -> dict:
    key = {k: before[0][k] for k in ("id", "pk", "sk") if before and k in before[0]} or X
    req = {"TableName": T, "Key": key, "UpdateExpression": expr, **_ex(names, vals)}
    return _m(path, line, "UpdateItem", req, tbl, before, note)


BARE_X = [item(id="x")]
INTERPRETER = [
    _cond(LT, 59, ":a = a", {":a": "a"}, [L_ITEM], "Match asserts true"),
    _cond(LT, 73, "attribute_exists(b", None, [L_ITEM], "Match asserts a syntax error (parentheses mismatch)"),
    _cond(
        LT,
        83,
        "contains(txt, :b)",
        {":b": True},
        [L_ITEM],
        'Match asserts a syntax error ("type mismatch": a BOOL operand)',
    ),
    _cond(LT, 97, "", None, [L_ITEM], "Match (ExpressionTypeConditional) asserts a syntax error for the empty text"),
    _m(
        LT,
        117,
        "Query",
        {
            "TableName": T,
            "KeyConditionExpression": "#a != :a",
            "ExpressionAttributeNames": {"#a": "a"},
            "ExpressionAttributeValues": {":a": {"S": "x"}},
        },
        TEST,
        [item(id="x", a="a")],
        _pin("the test", "Invalid KeyConditionExpression: Syntax error;", "as a prefix"),
    ),
    _upd(
        LT,
        181,
        "SET #t = :a + :a, a = :a",
        {":a": 1},
        [item(id="x", a="a")],
        "the test asserts a = 1, two = 2",
        names={"#t": "two"},
    ),
    _upd(
        LT,
        209,
        "SET",
        {":a": 1},
        [item(id="x", a="a")],
        _pin("the test", "SET expression must have at least one action", "minidyn's words; the test's unused :a kept"),
    ),
    _m(
        LT,
        313,
        "GetItem",
        {"TableName": T, "Key": X, "ProjectionExpression": "SET #n = :x", "ExpressionAttributeNames": {"#n": "n"}},
        TEST,
        [item(id="x", n="v")],
        "the test asserts a syntax error (an update clause as a projection)",
    ),
    _upd(
        UT,
        78,
        "SET #b = :v REMOVE #c",
        {":v": "y"},
        BARE_X,
        _pin("the test", "Invalid UpdateExpression: " + UNDECLARED.replace("#a", "#b"), "the first undeclared name"),
    ),
    _upd(
        KT,
        73,
        "SET type = :t",
        {":t": "x"},
        BARE_X,
        "the test asserts no error (not a key attribute); type is a word DynamoDB reserves",
    ),
    _upd(KT, 79, "REMOVE id", None, BARE_X, _pin("the test", "Cannot update attribute id", 'and "part of the key"')),
    _upd(
        KT,
        86,
        "SET sk = :s",
        {":s": "x"},
        [item(pk="p", sk="s")],
        _pin("the test", "Cannot update attribute sk", "a table keyed pk and sk"),
        tbl=PKSK,
    ),
    _upd(
        KT,
        101,
        "SET id[0] = :x",
        {":x": "x"},
        BARE_X,
        _pin("the test", "Cannot update attribute id", "a list index under the key"),
    ),
    _cond(PT, 19, "foobar", None, BARE_X, _pin("the parser test", 'Syntax error; token: <EOF>, near: "foobar"')),
    # evaluator_test.go TestErrorHandling (values :a true, :b false, :x 24, :y 25, :str "TEXT", :list ["a"])
    _cond(EV, 597, ":a < :b", {":a": True, ":b": False}, BARE_X, _pin("the test", "unknown operator: BOOL < BOOL")),
    _cond(
        EV,
        649,
        ":y BETWEEN :x AND :str",
        {":y": 25, ":x": 24, ":str": "TEXT"},
        BARE_X,
        _pin("the test", "mismatch type: BETWEEN operands must have the same type"),
    ),
    _cond(
        EV,
        657,
        "ROLE BETWEEN :x AND :str",
        {":x": 24, ":str": "TEXT"},
        BARE_X,
        _pin("the test", "reserved word ROLE found in expression"),
    ),
    _cond(
        EV,
        661,
        "list_append(:list,:x)",
        {":list": ["a"], ":x": 24},
        BARE_X,
        _pin("the test", "the function is not allowed in a condition expression; function: list_append"),
    ),
    # evaluator_test.go TestUpdateEvalSyntaxError (values :val "text", :one 1)
    _upd(
        EV,
        939,
        "SET x = size(:val)",
        {":val": "text"},
        BARE_X,
        _pin("the test", "the function is not allowed in an update expression; function: size"),
    ),
    _upd(EV, 947, "SET x = :val + :val", {":val": "text"}, BARE_X, _pin("the test", "invalid operation: S + S")),
]

# --- tyrchen/ruststack: tests/integration/src/test_dynamodb.rs (the AWS SDK for Rust) ---------
SUF = "-5f3c2a1e"
SORTS = [item(pk="partition1", sk=f"sort{i:03}", val=i) for i in range(1, 6)]
RS_INTEGRATION = [
    _r(
        IT,
        316,
        "PutItem",
        {
            "TableName": "test-condput" + SUF,
            "Item": item(pk="user1", data="second"),
            "ConditionExpression": "attribute_not_exists(pk)",
        },
        PK,
        [item(pk="user1", data="first")],
        "the test asserts an error and data still first; the item the first put wrote",
    ),
    _r(
        IT,
        374,
        "Query",
        {
            "TableName": "test-query" + SUF,
            "KeyConditionExpression": "pk = :pk AND sk BETWEEN :lo AND :hi",
            "ExpressionAttributeValues": {
                ":pk": {"S": "partition1"},
                ":lo": {"S": "sort002"},
                ":hi": {"S": "sort004"},
            },
        },
        PKSK,
        SORTS,
        "the test asserts 3 items, sort002 first, sort004 last",
    ),
    _r(
        IT,
        421,
        "Query",
        {
            "TableName": "test-qfilter" + SUF,
            "KeyConditionExpression": "pk = :pk",
            "FilterExpression": "val > :threshold",
            "ExpressionAttributeValues": {":pk": {"S": "p1"}, ":threshold": {"N": "3"}},
        },
        PKSK,
        [item(pk="p1", sk=f"s{i}", val=i) for i in range(1, 6)],
        "the test asserts Count 2",
    ),
    _r(
        IT,
        518,
        "BatchGetItem",
        {"RequestItems": {"test-batch" + SUF: {"Keys": [item(pk=f"batch{i}") for i in range(1, 6)]}}},
        PK,
        [item(pk=f"batch{i}", data=f"value{i}") for i in range(1, 6)],
        "the test asserts 5 items; the items the batch write before it (line 501) wrote",
    ),
    _r(
        IT,
        571,
        "GetItem",
        {
            "TableName": "test-proj" + SUF,
            "Key": item(pk="user1"),
            "ProjectionExpression": "#n, age",
            "ExpressionAttributeNames": {"#n": "name"},
        },
        PK,
        [item(pk="user1", name="Alice", age=30, email="alice@example.com")],
        "the test asserts name and age, no email",
    ),
    _r(
        IT,
        901,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "ConditionCheck": {
                        "TableName": "test-txcond" + SUF,
                        "Key": item(pk="existing"),
                        "ConditionExpression": "#s = :expected",
                        "ExpressionAttributeNames": {"#s": "status"},
                        "ExpressionAttributeValues": {":expected": {"S": "inactive"}},
                    }
                },
                {
                    "Put": {
                        "TableName": "test-txcond" + SUF,
                        "Item": item(pk="new_item", data="should_not_exist"),
                    }
                },
            ]
        },
        PK,
        [item(pk="existing", status="active")],
        "the test asserts TransactionCanceled and that new_item was not written",
    ),
]

# --- ruststack provider.rs unit tests (table TestTable, key pk) ------------------------------
TT_RS = "TestTable"
RS_PROVIDER = [
    _r(
        PV,
        4775,
        "UpdateItem",
        {"TableName": TT_RS, "Key": item(pk="k1")},
        PK,
        [],
        "the test asserts it succeeds (an UpdateItem without UpdateExpression creates the item)",
    ),
    _r(
        PV,
        4798,
        "BatchWriteItem",
        {"RequestItems": {TT_RS: [{"PutRequest": {"Item": item(pk=f"key{i}")}} for i in range(26)]}},
        PK,
        [],
        'the test asserts ValidationException whose message contains "exceeds the limit" (26 puts)',
    ),
    _r(
        PV,
        4823,
        "BatchWriteItem",
        {"RequestItems": {TT_RS: [{"PutRequest": {"Item": item(pk=f"key{i}")}} for i in range(25)]}},
        PK,
        [],
        "the test asserts it succeeds (25 puts)",
    ),
    _r(
        PV,
        5005,
        "PutItem",
        {"TableName": TT_RS, "Item": item(pk="k1"), "ReturnValues": "ALL_NEW"},
        PK,
        [],
        "the test asserts ValidationException",
    ),
    _r(
        PV,
        5020,
        "DeleteItem",
        {"TableName": TT_RS, "Key": item(pk="k1"), "ReturnValues": "ALL_NEW"},
        PK,
        [],
        "the test asserts ValidationException",
    ),
    _r(
        PV,
        5063,
        "UpdateItem",
        {
            "TableName": TT_RS,
            "Key": item(pk="k1"),
            "UpdateExpression": "SET #n = :val1, email = :val2",
            "ExpressionAttributeNames": {"#n": "name"},
            "ExpressionAttributeValues": {":val1": {"S": "Bob"}, ":val2": {"S": "bob@example.com"}},
            "ReturnValues": "UPDATED_OLD",
        },
        PK,
        [item(pk="k1", name="Alice", age=30)],
        "the update the test simulates (its comment), with the values of the new item it passes; the test asserts "
        "UPDATED_OLD holds name Alice only (email was new, pk and age untouched)",
    ),
]


# --- ruststack evaluator.rs / parser.rs unit tests, each expression in a request on TestTable ----
def _scan(path: str, line: int, expr: str, vals: dict, attrs: dict, note: str) -> dict:
    req = {"TableName": TT_RS, "FilterExpression": expr, **_ex(None, vals)}
    return _r(path, line, "Scan", req, PK, [{**item(pk="k1"), **attrs}], note)


def _rupd(path: str, line: int, expr: str, vals: dict | None, attrs: dict, note: str, names=None) -> dict:
    req = {"TableName": TT_RS, "Key": item(pk="k1"), "UpdateExpression": expr, **_ex(names, vals)}
    return _r(path, line, "UpdateItem", req, PK, [{**item(pk="k1"), **attrs}], note)


def _proj(path: str, line: int, expr: str, attrs: dict, note: str) -> dict:
    req = {"TableName": TT_RS, "Key": item(pk="k1"), "ProjectionExpression": expr}
    return _r(path, line, "GetItem", req, PK, [{**item(pk="k1"), **attrs}], note)


DEEP32 = ".".join(f"a{i}" for i in range(32))
DEEP33 = ".".join(f"a{i}" for i in range(33))
RS_EXPRESSIONS = [
    _scan(
        RE,
        1890,
        "status IN (:v1, :v2)",
        {":v1": "active", ":v2": "pending"},
        item(status="active"),
        "the test asserts true; status is a word DynamoDB reserves",
    ),
    _scan(
        RE,
        1905,
        "NOT name = :val",
        {":val": "Bob"},
        item(name="Alice"),
        "the test asserts true; name is reserved",
    ),
    _scan(
        RE,
        2262,
        "begins_with(data, :prefix)",
        {":prefix": b"\x01\x02"},
        item(data=b"\x01\x02\x03\x04"),
        "the test asserts true (binary prefix); data is reserved",
    ),
    _rupd(
        RE,
        1998,
        "SET items = list_append(items, :newItems)",
        {":newItems": ["b"]},
        item(items=["a"]),
        "the test asserts a list of 2; items is reserved",
    ),
    _rupd(RE, 2037, "ADD count :inc", {":inc": 5}, item(count=10), "the test asserts 15; count is reserved"),
    _rupd(
        RE,
        2367,
        "DELETE tags :removeTags",
        {":removeTags": {"only"}},
        item(tags={"only"}),
        "the test asserts tags is removed once its set is empty",
    ),
    _rupd(
        RE,
        2432,
        "ADD counter :inc",
        {":inc": 5},
        {},
        "the test asserts counter 5 on an item without it; counter is reserved",
    ),
    _rupd(
        RE,
        2460,
        "SET items[3] = :val",
        {":val": "c"},
        item(items=["a"]),
        'the test asserts [a, c] (its comment: "DynamoDB behavior: SET with an index beyond the list length appends '
        'the value at the end, without padding with NULLs"); items is reserved',
    ),
    _rupd(
        RE,
        2497,
        "SET a[84] = :val1, a[37] = :val2, a[17] = :val3, a[50] = :val4",
        {":val1": "a1", ":val2": "a2", ":val3": "a3", ":val4": "a4"},
        item(a=["one", "two", "three"]),
        'the test asserts [one, two, three, a3, a2, a4, a1] (its comment: "DynamoDB sorts out-of-bounds SET '
        'actions by their index")',
    ),
    _rupd(
        RE,
        2568,
        "SET #c = if_not_exists(#c, :zero) + :one",
        {":zero": 0, ":one": 1},
        {},
        "the test asserts counter 1",
        names={"#c": "counter"},
    ),
    _proj(RE, 2656, "a.b[0], a.c", item(a={"b": [2, 4, 6], "c": 5, "d": 9}), "the test asserts {a: {b: [2], c: 5}}"),
    _proj(
        RE,
        2767,
        "a[0].name",
        item(a=[{"name": "Alice", "age": 30}]),
        "the test asserts {a: [{name: Alice}]}; name is reserved",
    ),
    _scan(RP, 1510, "", {}, {}, "the test asserts a parse error (empty condition)"),
    _scan(RP, 1504, "= :val", {}, {}, "the test asserts a parse error (unexpected token)"),
    _rupd(RP, 1557, "", None, {}, "the test asserts a parse error (empty update expression)"),
    _proj(RP, 1619, ",a", item(a="x"), 'the test asserts an error naming "comma" or "Syntax"'),
    _proj(RP, 1652, "a, a", item(a="x"), 'the test asserts an error naming "overlap"'),
    _proj(RP, 1661, "a, a.b", item(a={"b": 1}), 'the test asserts an error naming "overlap"'),
    _proj(RP, 1678, "a.b, a[0]", item(a={"b": 1}), 'the test asserts an error naming "conflict"'),
    _proj(RP, 1691, DEEP33, {}, 'the test asserts an error naming "nesting levels" (33 levels)'),
    _proj(RP, 1707, DEEP32, {}, "the test asserts 32 levels parse"),
    _scan(RP, 1713, "a[-1] = :v", {}, {}, 'the test asserts an error naming "Syntax error" (a negative index)'),
]

CASES = (
    ITEMS
    + NAMES
    + QUERY_BATCH
    + TRANSACT
    + CLIENT
    + SERVER
    + CORE_CASES
    + INTERPRETER
    + RS_INTEGRATION
    + RS_PROVIDER
    + RS_EXPRESSIONS
)
