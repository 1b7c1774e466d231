"""Scanamo (Scala): the requests its tests and documentation send to DynamoDB
Local, as the library writes them.

Source: scanamo/scanamo, branch main, commit de1ddd5 (2026-04-10, after
v7.0.0). The tests ``scanamo/src/test/scala/org/scanamo/{ScanamoTest,TableTest,
SecondaryIndexTest}.scala`` and ``cats/src/test/scala/org/scanamo/
ScanamoCatsSpec.scala`` run the library against DynamoDB Local (the async,
ZIO and Pekko specs repeat the same calls); the mdoc pages ``docs/{operations,
conditional-operations,filters,batch-operations}.md`` run their calls when the
site is built. None of them pins a request: each one is written here as the
library builds it for the call the test or page makes, cited at that call:

- ``ops/package.scala`` (``JavaRequests``): a PutItem and a DeleteItem always
  carry ``ReturnValues`` (``NONE`` unless ``putAndReturn``/``deleteAndReturn``);
  an UpdateItem always ``ReturnValues: ALL_NEW`` and its names; a Scan always
  ``ConsistentRead``; a Query always ``ConsistentRead``, ``ScanIndexForward``
  and its names; ``ExpressionAttributeValues`` only when there are values. In a
  transaction the Puts come first, then the Updates, the Deletes, the
  ConditionChecks (none of the first three with a condition).
- ``ScanamoFree.scala``: ``get`` (``ConsistentRead`` always sent), ``putAll``/
  ``deleteAll`` (BatchWriteItem, 25 a request), ``getAll`` (BatchGetItem, 100
  keys a request).
- ``update/UpdateExpression.scala``: ``#updateSet<name> = :update``, the
  ``updateAppend``/``updatePrepend``/``updateAppendAll``/``updatePrependAll``
  ``list_append(... if_not_exists(#..., :emptyList) ...)`` forms with an empty
  list ``:emptyList``, ``updateSetIfNE``, ``updateRemove``, ``updateDelete``,
  ``add`` reusing the ``updateSet`` prefix, nested paths ``#p<a>.#p<b>[i]``;
  ``and`` prefixes each side's value placeholders ``l_``/``r_`` and groups the
  clauses by kind in the order an immutable ``HashMap`` of the case objects
  ``SET``/``ADD``/``DELETE``/``REMOVE`` iterates: ADD, SET, REMOVE, DELETE
  (computed from Scala 2.13/3's hashing; each kind's hash falls in another
  slot of the map's root).
- ``query/ConditionExpression.scala``: ``#equalsCondition<n><name> =
  :conditionAttributeValue<n>``, ``#keyIs<n>``, ``#between<n>... BETWEEN
  :lower<n> and :upper<n>`` (lower-case ``and``), ``#inCondition<n>... IN
  (:conditionAttributeValue<n>0,...)``, ``attribute_exists(#attributeExists<n>
  ...)``, ``contains(#contains<n>..., :containsAttributeValue<n>)``,
  ``NOT(...)``, each ``and``/``or`` wrapped in parentheses, ``n`` counting the
  conditions from 0.
- ``query/QueryableKeyCondition.scala`` and ``DynamoKeyCondition.scala``: a
  key condition ``#K = :<hash key name>``, with a range condition
  ``#R<name> < :keyIsValue``, ``begins_with(#R<name>, :beginsWithValue)`` or
  ``#R<name> BETWEEN :lower AND :upper``; two equalities ``#A = :<a> AND #B =
  :<b>``.

Adapted only as far as needed to run: the tests' random table names (a UUID
each) given fixed names after their case class (``farmers``, ``forecasts``,
``gremlins``...; the docs' names kept); the items each test writes before the
request (``before``), written typed as the derived formats write them (a
``None`` field left out, ``Farm``'s default ``hectares`` 100); where a test
runs several requests in turn, each one's ``before`` is what the previous ones
leave. A transaction over two tables with different keys is sent as one
request per table (``note``). The queries on a secondary index run on a table
keyed like the index, without ``IndexName`` (the recorder creates no
indexes): the ``between`` key conditions, the descending query and the
filtered one; the other index queries and index scans are left out. The test
that puts 100 rabbits with random 500-character names is written as its
first batch of 25 with fixed 500-character texts; the 101-key ``getAll`` as
its first batch of 100 keys (in the order Scala's ``HashSet`` of ``Int``
iterates, as computed) and, for the consistent read, its second batch of one.
Three requests come from ``update/UpdateExpressionTest.scala``, whose property
tests build update trees (alphanumeric names, possibly empty; arbitrary
``Set[Int]``, possibly empty) and check only their texts: one tree with every
kind of leaf, one with an empty name, one with an empty set, sent as
``Table.update`` would send them. Left out: near-duplicates (the same calls in
``ScanamoAsyncTest``, the cats, ZIO and Pekko specs, the second run of a
test's request on another key), the index scans and the other index queries,
``ScanamoFreeTest`` (a counting interpreter, nothing sent), the table
creation and deletion.
"""

from __future__ import annotations

from ._build import case, item, table, values

SOURCE = "scanamo"
REPO = "scanamo/scanamo@de1ddd5 "
TEST = "scanamo/src/test/scala/org/scanamo/"
ST = TEST + "ScanamoTest.scala"
TT = TEST + "TableTest.scala"
SI = TEST + "SecondaryIndexTest.scala"
UT = TEST + "update/UpdateExpressionTest.scala"
CATS = "cats/src/test/scala/org/scanamo/ScanamoCatsSpec.scala"
D_OPS = "docs/operations.md"
D_COND = "docs/conditional-operations.md"
D_FILT = "docs/filters.md"
D_BATCH = "docs/batch-operations.md"

# the main-code files that build the requests (scanamo/src/main/scala/org/scanamo/...)
OPS = "ops/package.scala"
FREE = "ScanamoFree.scala"
UPD = "update/UpdateExpression.scala"
COND = "query/ConditionExpression.scala"
KEYC = "query/QueryableKeyCondition.scala"


def _built(*files: str) -> str:
    return "as " + ", ".join(files) + " build it"


def _c(path: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(f"{REPO}{path}:{line}", op, request, tbl, before, note)


def _cond(expr: str, names: dict, vals: dict | None = None) -> dict:
    out = {"ConditionExpression": expr, "ExpressionAttributeNames": names}
    if vals:
        out["ExpressionAttributeValues"] = values(vals)
    return out


def _put(t: str, it: dict, cond: dict | None = None, ret: str = "NONE") -> dict:
    return {"TableName": t, "Item": it, "ReturnValues": ret, **(cond or {})}


def _delete(t: str, key: dict, cond: dict | None = None, ret: str = "NONE") -> dict:
    return {"TableName": t, "Key": key, "ReturnValues": ret, **(cond or {})}


def _get(t: str, key: dict, consistent: bool = False) -> dict:
    return {"TableName": t, "Key": key, "ConsistentRead": consistent}


def _update(t: str, key: dict, expr: str, names: dict, vals: dict | None = None, cond: tuple | None = None) -> dict:
    out = {"TableName": t, "Key": key, "ReturnValues": "ALL_NEW", "UpdateExpression": expr}
    names = dict(names)
    vals = dict(vals or {})
    if cond:
        c_expr, c_names, c_vals = cond
        out["ConditionExpression"] = c_expr
        names.update(c_names)
        vals.update(c_vals or {})
    out["ExpressionAttributeNames"] = names
    if vals:
        out["ExpressionAttributeValues"] = values(vals)
    return out


def _filter(expr: str, names: dict, vals: dict | None = None) -> tuple:
    return (expr, names, vals or {})


def _scan(t: str, *, filt: tuple | None = None, limit: int | None = None, esk: dict | None = None, consistent=False):
    out: dict = {"TableName": t, "ConsistentRead": consistent}
    if limit is not None:
        out["Limit"] = limit
    if esk:
        out["ExclusiveStartKey"] = esk
    if filt:
        f_expr, f_names, f_vals = filt
        out["FilterExpression"] = f_expr
        out["ExpressionAttributeNames"] = f_names
        if f_vals:
            out["ExpressionAttributeValues"] = values(f_vals)
    return out


def _query(
    t: str,
    kce: str,
    names: dict,
    vals: dict,
    *,
    filt: tuple | None = None,
    limit: int | None = None,
    esk: dict | None = None,
    consistent: bool = False,
    forward: bool = True,
) -> dict:
    out: dict = {"TableName": t, "ConsistentRead": consistent}
    if limit is not None:
        out["Limit"] = limit
    if esk:
        out["ExclusiveStartKey"] = esk
    names = dict(names)
    vals = dict(vals)
    if filt:
        f_expr, f_names, f_vals = filt
        out["FilterExpression"] = f_expr
        names.update(f_names)
        vals.update(f_vals)
    out["ExpressionAttributeNames"] = names
    out["ExpressionAttributeValues"] = values(vals)
    out["ScanIndexForward"] = forward
    out["KeyConditionExpression"] = kce
    return out


def _batch_write(t: str, puts: list = (), deletes: list = ()) -> dict:
    reqs = [{"PutRequest": {"Item": it}} for it in puts] + [{"DeleteRequest": {"Key": k}} for k in deletes]
    return {"RequestItems": {t: reqs}}


def _batch_get(t: str, keys: list, consistent: bool = False) -> dict:
    return {"RequestItems": {t: {"Keys": keys, "ConsistentRead": consistent}}}


def _tx(*actions: dict) -> dict:
    return {"TransactItems": list(actions)}


def _t_put(t: str, it: dict) -> dict:
    return {"Put": {"TableName": t, "Item": it}}


def _t_update(t: str, key: dict, expr: str, names: dict, vals: dict) -> dict:
    return {
        "Update": {
            "TableName": t,
            "Key": key,
            "UpdateExpression": expr,
            "ExpressionAttributeNames": names,
            "ExpressionAttributeValues": values(vals),
        }
    }


def _t_delete(t: str, key: dict) -> dict:
    return {"Delete": {"TableName": t, "Key": key}}


def _t_check(t: str, key: dict, expr: str, names: dict, vals: dict) -> dict:
    return {
        "ConditionCheck": {
            "TableName": t,
            "Key": key,
            "ExpressionAttributeNames": names,
            "ExpressionAttributeValues": values(vals),
            "ConditionExpression": expr,
        }
    }


# --- the test fixtures (testkit/src/test/scala/org/scanamo/fixtures/fixtures.scala) -----
def farmer(name: str, age: int, animals: list, hectares: int = 100) -> dict:
    return item(name=name, age=age, farm={"animals": animals, "hectares": hectares})


def forecast(location: str, weather: str, equipment: str | None = None) -> dict:
    out = item(location=location, weather=weather)
    if equipment is not None:
        out.update(item(equipment=equipment))
    return out


def gremlin(number: int, wet: bool, friendly: bool = True) -> dict:
    return item(number=number, wet=wet, friendly=friendly)


def bear(name: str, food: str, alias: str | None = None) -> dict:
    out = item(name=name, favouriteFood=food)
    if alias is not None:
        out.update(item(alias=alias))
    return out


def transport(mode: str, line: str, colour: str) -> dict:
    return item(mode=mode, line=line, colour=colour)


def station(line: str, name: str, zone: int) -> dict:
    return item(line=line, name=name, zone=zone)


def _name(n: str) -> dict:
    return item(name=n)


NAME = table(("name", "S"))
LOCATION = table(("location", "S"))
NUMBER = table(("number", "N"))
MODE_LINE = table(("mode", "S"), ("line", "S"))
LINE_NAME = table(("line", "S"), ("name", "S"))

FARMERS = "farmers"
FORECASTS = "forecasts"
GREMLINS = "gremlins"
BEARS = "bears"
TRANSPORTS = "transports"
STATIONS = "stations"

# ==== ScanamoTest.scala ==========================================================
MCDONALD = farmer("McDonald", 156, ["sheep", "cow"])
PATTY, TED, JACK = (
    farmer("Patty", 200, ["unicorn"]),
    farmer("Ted", 40, ["T-Rex"]),
    farmer("Jack", 2, ["velociraptor"]),
)
POOH_YOGI = [bear("Pooh", "honey"), bear("Yogi", "picnic baskets")]
ANIMALS = table(("species", "S"), ("number", "N"))
ANIMAL_ITEMS = [item(species="Wolf", number=1)] + [item(species="Pig", number=i) for i in (1, 2, 3)]
TUBE = [
    transport("Underground", "Circle", "Yellow"),
    transport("Underground", "Metropolitan", "Purple"),
    transport("Underground", "Central", "Red"),
]
Q_SPECIES = {"#K": "species"}
Q_SPECIES_R = {"#K": "species", "#Rnumber": "number"}
Q_MODE_LINE = {"#K": "mode", "#Rline": "line"}
BEGINS_LINE = "#K = :mode AND begins_with(#Rline, :beginsWithValue)"
STATIONS_4 = [
    station("Underground", "Liverpool Street", 1),
    station("Underground", "Camden Town", 2),
    station("Underground", "Golders Green", 3),
    station("Underground", "Hainault", 4),
]
LINE_ZONE = table(("line", "S"), ("zone", "N"))
BETWEEN_ZONE = "#K = :line AND #Rzone BETWEEN :lower AND :upper"
FACTORY_ORDER = [
    5, 84, 69, 101, 88, 10, 56, 42, 24, 37, 25, 52, 14, 20, 46, 93, 57, 78, 29, 61, 89, 1, 74, 6, 60,
    85, 70, 21, 33, 28, 38, 92, 65, 97, 9, 53, 77, 96, 13, 41, 73, 2, 45, 64, 17, 32, 34, 22, 44, 59,
    27, 71, 12, 54, 49, 86, 81, 76, 7, 39, 98, 91, 66, 3, 80, 35, 48, 63, 18, 95, 50, 67, 16, 31, 11,
    72, 43, 99, 87, 40, 26, 55, 23, 8, 75, 58, 82, 36, 30, 51, 19, 4, 79, 94, 47, 15, 68, 62, 90, 83, 100,
]  # fmt: skip
FACTORIES = [item(id=i, name=f"Farm #{i}") for i in range(1, 102)]
EQ_AGE = "#equalsCondition0age = :conditionAttributeValue0"
EQ_WET = "#equalsCondition0wet = :conditionAttributeValue0"
EQ_WEATHER = "#equalsCondition0weather = :conditionAttributeValue0"
BETWEEN_AGE = "#between0age BETWEEN :lower0 and :upper0"
SET_WEATHER = "SET #updateSetweather = :update"
SET_IF_NE_EQUIPMENT = "SET #updateSetIfNEequipment = if_not_exists(#updateSetIfNEequipment, :update)"
BUTCH_BEFORE = [
    farmer("McDonald", 55, ["sheep", "cow"]),
    farmer("Butch", 57, ["cattle"]),
    farmer("Wade", 58, ["chicken", "sheep"]),
]
FORECASTS_3 = [forecast("London", "Sun"), forecast("Amsterdam", "Fog"), forecast("Manchester", "Rain")]


def _rabbit_name(n: int) -> str:
    # a fixed stand-in for util.Random.nextString(500): 500 characters of the BMP, three UTF-8 bytes each
    return "".join(chr(0x4E00 + (n * 7919 + j * 104729) % 0x5000) for j in range(500))


SCANAMO_TEST = [
    _c(ST, 24, "PutItem", _put(FARMERS, MCDONALD), NAME, [], _built(OPS + " (JavaRequests.put)", FREE)),
    _c(ST, 25, "GetItem", _get(FARMERS, _name("McDonald")), NAME, [MCDONALD], _built(FREE + " (get)")),
    _c(
        ST,
        54,
        "GetItem",
        _get("engines", item(name="Thomas", number=1)),
        table(("name", "S"), ("number", "N")),
        [item(name="Thomas", number=1)],
        _built(FREE + " (get)", "query/UniqueKeyCondition.scala") + " (a hash and range key: two KeyEquals joined)",
    ),
    _c(
        ST,
        67,
        "GetItem",
        _get("cities", _name("Nashville"), consistent=True),
        NAME,
        [item(name="Nashville", country="US")],
        _built(FREE + " (get)") + " (consistently)",
    ),
    _c(
        ST,
        81,
        "DeleteItem",
        _delete(FARMERS, _name("McGregor")),
        NAME,
        [farmer("McGregor", 62, ["rabbit"])],
        _built(OPS + " (JavaRequests.delete)", FREE),
    ),
    _c(
        ST,
        99,
        "BatchWriteItem",
        _batch_write(FARMERS, puts=[PATTY, TED, JACK]),
        NAME,
        [],
        _built(FREE + " (putAll)") + "; a Scala Set of three keeps the order written",
    ),
    _c(
        ST,
        100,
        "BatchWriteItem",
        _batch_write(FARMERS, deletes=[_name("Patty"), _name("Ted"), _name("Jack")]),
        NAME,
        [PATTY, TED, JACK],
        _built(FREE + " (deleteAll)", "query/UniqueKeyCondition.scala") + ' ("name" in a set)',
    ),
    _c(
        ST,
        113,
        "UpdateItem",
        _update(FORECASTS, item(location="London"), SET_WEATHER, {"#updateSetweather": "weather"}, {":update": "Sun"}),
        LOCATION,
        [forecast("London", "Rain")],
        _built(OPS + " (JavaRequests.update)", UPD),
    ),
    _c(
        ST,
        127,
        "UpdateItem",
        _update(
            FORECASTS,
            item(location="London"),
            "SET #updateSetequipment = :update",
            {"#updateSetequipment": "equipment"},
            {":update": "umbrella"},
            cond=(EQ_WEATHER, {"#equalsCondition0weather": "weather"}, {":conditionAttributeValue0": "Rain"}),
        ),
        LOCATION,
        [forecast("London", "Rain"), forecast("Birmingham", "Sun")],
        _built(COND + " (ConditionalOperation.update)", OPS, UPD) + '; Some("umbrella") written as the string',
    ),
    _c(
        ST,
        131,
        "UpdateItem",
        _update(
            FORECASTS,
            item(location="Birmingham"),
            "SET #updateSetequipment = :update",
            {"#updateSetequipment": "equipment"},
            {":update": "umbrella"},
            cond=(EQ_WEATHER, {"#equalsCondition0weather": "weather"}, {":conditionAttributeValue0": "Rain"}),
        ),
        LOCATION,
        [forecast("London", "Rain", "umbrella"), forecast("Birmingham", "Sun")],
        _built(COND, OPS, UPD) + "; the condition fails (Birmingham has Sun), as the test expects",
    ),
    _c(ST, 148, "Scan", _scan(BEARS), NAME, POOH_YOGI, _built(OPS + " (JavaRequests.scan)", FREE)),
    _c(ST, 173, "Scan", _scan(BEARS, limit=1), NAME, POOH_YOGI, _built(OPS, "Table.scala (limit)")),
    _c(
        ST,
        228,
        "Scan",
        _scan("items", limit=1),
        NAME,
        [_name(f"item #{i}") for i in range(1, 7)],
        _built("DynamoResultStream.scala (streamTo, a page size of 1)", OPS) + ": the first page",
    ),
    _c(
        ST,
        228,
        "Scan",
        _scan("items", limit=1, esk=_name("item #3")),
        NAME,
        [_name(f"item #{i}") for i in range(1, 7)],
        _built("DynamoResultStream.scala (streamTo)", OPS)
        + ": a later page, from the last key of the page before (here the key of one of the items)",
    ),
    _c(
        ST,
        245,
        "Query",
        _query("animals", "#K = :species", Q_SPECIES, {":species": "Pig"}),
        ANIMALS,
        ANIMAL_ITEMS,
        _built(KEYC + " (equalsKeyCondition)", OPS + " (JavaRequests.query)"),
    ),
    _c(
        ST,
        246,
        "Query",
        _query(
            "animals", "#K = :species AND #Rnumber < :keyIsValue", Q_SPECIES_R, {":species": "Pig", ":keyIsValue": 3}
        ),
        ANIMALS,
        ANIMAL_ITEMS,
        _built(KEYC + " (hashAndRangeQueryCondition)", "query/DynamoKeyCondition.scala (KeyIs)", OPS),
    ),
    _c(
        ST,
        247,
        "Query",
        _query(
            "animals", "#K = :species AND #Rnumber > :keyIsValue", Q_SPECIES_R, {":species": "Pig", ":keyIsValue": 1}
        ),
        ANIMALS,
        ANIMAL_ITEMS,
        _built(KEYC, "query/DynamoKeyCondition.scala", OPS),
    ),
    _c(
        ST,
        248,
        "Query",
        _query(
            "animals", "#K = :species AND #Rnumber <= :keyIsValue", Q_SPECIES_R, {":species": "Pig", ":keyIsValue": 2}
        ),
        ANIMALS,
        ANIMAL_ITEMS,
        _built(KEYC, "query/DynamoKeyCondition.scala", OPS),
    ),
    _c(
        ST,
        249,
        "Query",
        _query(
            "animals", "#K = :species AND #Rnumber >= :keyIsValue", Q_SPECIES_R, {":species": "Pig", ":keyIsValue": 2}
        ),
        ANIMALS,
        ANIMAL_ITEMS,
        _built(KEYC, "query/DynamoKeyCondition.scala", OPS),
    ),
    _c(
        ST,
        273,
        "Query",
        _query(TRANSPORTS, BEGINS_LINE, Q_MODE_LINE, {":mode": "Underground", ":beginsWithValue": "C"}),
        MODE_LINE,
        TUBE,
        _built(KEYC, "query/DynamoKeyCondition.scala (BeginsWith)", OPS),
    ),
    _c(
        ST,
        293,
        "Query",
        _query(TRANSPORTS, BEGINS_LINE, Q_MODE_LINE, {":mode": "Underground", ":beginsWithValue": "C"}, limit=1),
        MODE_LINE,
        TUBE,
        _built(KEYC, OPS, "Table.scala (limit)"),
    ),
    _c(
        ST,
        346,
        "Query",
        _query(
            STATIONS, BETWEEN_ZONE, {"#K": "line", "#Rzone": "zone"}, {":line": "Underground", ":lower": 2, ":upper": 4}
        ),
        LINE_ZONE,
        STATIONS_4,
        _built(KEYC, "query/DynamoKeyCondition.scala (Between)", OPS)
        + "; the test queries its index keyed line/zone: run on a table keyed like the index, IndexName left out",
    ),
    _c(
        ST,
        352,
        "Query",
        _query(
            STATIONS, BETWEEN_ZONE, {"#K": "line", "#Rzone": "zone"}, {":line": "Underground", ":lower": 1, ":upper": 1}
        ),
        LINE_ZONE,
        [station("Underground", "Camden Town", 2)],
        _built(KEYC, OPS)
        + "; the index query (between 1 and 1) run on a table keyed like the index, IndexName left out; "
        "the one item the test put back",
    ),
    _c(
        ST,
        373,
        "Query",
        _query(
            "workers",
            "#K = :firstName",
            {"#K": "firstName"},
            {":firstName": "Fred"},
            filt=_filter("attribute_not_exists(#attributeNotExists0age)", {"#attributeNotExists0age": "age"}),
        ),
        table(("firstName", "S"), ("surname", "S")),
        [item(firstName="Fred", surname="Perry"), item(firstName="Fred", surname="McDonald", age=54)],
        _built(KEYC, COND + " (attributeNotExistsCondition)", OPS),
    ),
    _c(
        ST,
        385,
        "BatchWriteItem",
        _batch_write("rabbits", puts=[_name(_rabbit_name(n)) for n in range(25)]),
        NAME,
        [],
        _built(FREE + " (putAll, 25 a request)")
        + ": the first of the four batches; the random 500-character names as fixed 500-character texts",
    ),
    _c(
        ST,
        405,
        "BatchGetItem",
        _batch_get(FARMERS, [_name("Boggis"), _name("Bean")]),
        NAME,
        [farmer("Boggis", 43, ["chicken"]), farmer("Bunce", 52, ["goose"]), farmer("Bean", 55, ["turkey"])],
        _built(FREE + " (getAll)"),
    ),
    _c(
        ST,
        420,
        "BatchGetItem",
        _batch_get("doctors", [item(actor="McCoy", regeneration=9), item(actor="Ecclestone", regeneration=11)]),
        table(("actor", "S"), ("regeneration", "N")),
        [
            item(actor="McCoy", regeneration=9),
            item(actor="Ecclestone", regeneration=10),
            item(actor="Ecclestone", regeneration=11),
        ],
        _built(FREE + " (getAll)", "query/UniqueKeyCondition.scala (multipleKeyList)"),
    ),
    _c(
        ST,
        432,
        "BatchGetItem",
        _batch_get("factories", [item(id=i) for i in FACTORY_ORDER[:100]]),
        table(("id", "N")),
        FACTORIES,
        _built(FREE + " (getAll, 100 keys a request)") + ": the first batch of 100 of the 101 keys",
    ),
    _c(
        ST,
        444,
        "BatchGetItem",
        _batch_get("factories", [item(id=FACTORY_ORDER[100])], consistent=True),
        table(("id", "N")),
        FACTORIES,
        _built(FREE + " (getAll)") + ": consistently; the second batch, the one key left of the 101",
    ),
    _c(
        ST,
        454,
        "PutItem",
        _put(FARMERS, farmer("McDonald", 50, ["chicken", "cow"]), ret="ALL_OLD"),
        NAME,
        [MCDONALD],
        _built(FREE + " (putAndReturn(PutReturn.OldValue))", OPS, "Return.scala"),
    ),
    _c(
        ST,
        482,
        "PutItem",
        _put(
            FARMERS,
            farmer("McDonald", 156, ["sheep", "chicken"]),
            _cond(EQ_AGE, {"#equalsCondition0age": "age"}, {":conditionAttributeValue0": 156}),
        ),
        NAME,
        [MCDONALD],
        _built(COND + " (keyEqualsCondition, ConditionalOperation.put)", OPS),
    ),
    _c(
        ST,
        483,
        "PutItem",
        _put(
            FARMERS,
            farmer("McDonald", 156, ["gnu", "chicken"]),
            _cond(EQ_AGE, {"#equalsCondition0age": "age"}, {":conditionAttributeValue0": 15}),
        ),
        NAME,
        [farmer("McDonald", 156, ["sheep", "chicken"])],
        _built(COND, OPS) + "; the condition fails, as the test expects",
    ),
    _c(
        ST,
        501,
        "PutItem",
        _put(
            FARMERS,
            farmer("Butch", 57, ["chicken"]),
            _cond(BETWEEN_AGE, {"#between0age": "age"}, {":lower0": 56, ":upper0": 57}),
        ),
        NAME,
        BUTCH_BEFORE,
        _built(COND + " (betweenCondition: a lower-case 'and')", OPS),
    ),
    _c(
        ST,
        502,
        "PutItem",
        _put(
            FARMERS,
            farmer("Butch", 57, ["dinosaur"]),
            _cond(BETWEEN_AGE, {"#between0age": "age"}, {":lower0": 58, ":upper0": 59}),
        ),
        NAME,
        [BUTCH_BEFORE[0], farmer("Butch", 57, ["chicken"]), BUTCH_BEFORE[2]],
        _built(COND, OPS) + "; the condition fails, as the test expects",
    ),
    _c(
        ST,
        517,
        "DeleteItem",
        _delete(
            GREMLINS,
            item(number=1),
            _cond(EQ_WET, {"#equalsCondition0wet": "wet"}, {":conditionAttributeValue0": True}),
        ),
        NUMBER,
        [gremlin(1, False), gremlin(2, True)],
        _built(COND + " (ConditionalOperation.delete)", OPS) + "; the condition fails (gremlin 1 is dry)",
    ),
    _c(
        ST,
        518,
        "DeleteItem",
        _delete(
            GREMLINS,
            item(number=2),
            _cond(EQ_WET, {"#equalsCondition0wet": "wet"}, {":conditionAttributeValue0": True}),
        ),
        NUMBER,
        [gremlin(1, False), gremlin(2, True)],
        _built(COND, OPS),
    ),
    _c(
        ST,
        547,
        "DeleteItem",
        _delete(FARMERS, _name("McDonald"), ret="ALL_OLD"),
        NAME,
        [MCDONALD],
        _built(FREE + " (deleteAndReturn(DeleteReturn.OldValue))", OPS, "Return.scala"),
    ),
    _c(
        ST,
        564,
        "TransactWriteItems",
        _tx(
            _t_update(
                FORECASTS, item(location="London"), SET_WEATHER, {"#updateSetweather": "weather"}, {":update": "Rain"}
            ),
            _t_update(
                FORECASTS,
                item(location="Amsterdam"),
                SET_WEATHER,
                {"#updateSetweather": "weather"},
                {":update": "Cloud"},
            ),
        ),
        LOCATION,
        FORECASTS_3,
        _built(FREE + " (transactUpdateAll)", OPS + " (JavaRequests.transactItems)", UPD),
    ),
    _c(
        ST,
        597,
        "TransactWriteItems",
        _tx(
            _t_update(
                GREMLINS, item(number=2), "SET #updateSetwet = :update", {"#updateSetwet": "wet"}, {":update": True}
            )
        ),
        NUMBER,
        [gremlin(1, False), gremlin(2, True)],
        _built(FREE + " (transactUpdateAll)", OPS, UPD),
    ),
    _c(
        ST,
        624,
        "TransactWriteItems",
        _tx(_t_delete(FORECASTS, item(location="London")), _t_delete(FORECASTS, item(location="Amsterdam"))),
        LOCATION,
        FORECASTS_3,
        _built(FREE + " (transactDeleteAll)", OPS),
    ),
    _c(
        ST,
        678,
        "TransactWriteItems",
        _tx(
            _t_put(GREMLINS, gremlin(3, True)),
            _t_update(
                GREMLINS, item(number=2), "SET #updateSetwet = :update", {"#updateSetwet": "wet"}, {":update": False}
            ),
        ),
        NUMBER,
        [gremlin(1, False), gremlin(2, True)],
        _built(FREE + " (transactionalWrite)", OPS, UPD)
        + "; the transaction spans two tables keyed differently: the gremlins table's actions (the Put, the Update)",
    ),
    _c(
        ST,
        678,
        "TransactWriteItems",
        _tx(_t_put(FORECASTS, forecast("Berlin", "Wind")), _t_delete(FORECASTS, item(location="Amsterdam"))),
        LOCATION,
        [forecast("London", "Sun"), forecast("Amsterdam", "Fog")],
        _built(FREE + " (transactionalWrite)", OPS)
        + "; the transaction spans two tables keyed differently: the forecasts table's actions (the Put, the Delete)",
    ),
    _c(
        ST,
        711,
        "TransactWriteItems",
        _tx(
            _t_put(GREMLINS, gremlin(3, True)),
            _t_check(
                GREMLINS, item(number=1), EQ_WET, {"#equalsCondition0wet": "wet"}, {":conditionAttributeValue0": False}
            ),
        ),
        NUMBER,
        [gremlin(1, False)],
        _built(FREE + " (transactionalWrite)", "TransactionalWriteAction.scala", COND, OPS)
        + "; the gremlins table's actions of a transaction over two tables (the other, one Put, left out)",
    ),
    _c(
        ST,
        743,
        "TransactWriteItems",
        _tx(
            _t_put(GREMLINS, gremlin(3, True)),
            _t_check(
                GREMLINS, item(number=1), EQ_WET, {"#equalsCondition0wet": "wet"}, {":conditionAttributeValue0": True}
            ),
        ),
        NUMBER,
        [gremlin(1, False)],
        _built(FREE + " (transactionalWrite)", COND, OPS)
        + "; the gremlins table's actions of a transaction over two tables; the check fails and the "
        "transaction is cancelled, as the test expects",
    ),
    _c(
        ST,
        773,
        "UpdateItem",
        _update(
            FORECASTS,
            item(location="London"),
            SET_IF_NE_EQUIPMENT,
            {"#updateSetIfNEequipment": "equipment"},
            {":update": "shades"},
        ),
        LOCATION,
        [forecast("London", "Rain", "umbrella")],
        _built(OPS, UPD + " (SetIfNotExistsExpression)") + "; equipment exists and stays",
    ),
    _c(
        ST,
        786,
        "UpdateItem",
        _update(
            FORECASTS,
            item(location="London"),
            SET_IF_NE_EQUIPMENT,
            {"#updateSetIfNEequipment": "equipment"},
            {":update": "shades"},
        ),
        LOCATION,
        [forecast("London", "Sun")],
        _built(OPS, UPD + " (SetIfNotExistsExpression)") + "; equipment is missing and is set",
    ),
]

# ==== TableTest.scala =============================================================
DOCTOR = item(name="The Doctor", actors=["Ecclestone", "Tennant", "Smith"])
APPEND_ACTORS = "SET #updateAppendactors = list_append(if_not_exists(#updateAppendactors, :emptyList), :update)"
PREPEND_ACTORS = "SET #updatePrependactors = list_append(:update, if_not_exists(#updatePrependactors, :emptyList))"
KIND = table(("kind", "S"))
OUTER_ID = "a8345373-9a93-43be-9bcd-e3682c9197f4"
CITIES = [
    item(name="Nashville", country="US"),
    item(name="Rome", country="IT"),
    item(name="Siena", country="IT"),
    item(name="Dar es Salaam", country="TZ"),
]
COUNTRY_NAME = table(("country", "S"), ("name", "S"))
CONTAINS_ANIMALS = "contains(#contains0farm.#contains0animals, :containsAttributeValue0)"
CONTAINS_NAMES = {"#contains0farm": "farm", "#contains0animals": "animals"}
LETTERS = [item(roman="a", greek="alpha"), item(roman="b", greek="beta"), item(roman="c", greek="gammon")]
TURNIPS = [item(size=1), item(size=1000)]
BIG_TURNIP = "Big turnip in the country."
A = table(("a", "S"))
EXISTS_MAYBE = "attribute_exists(#attributeExists0maybe)"
THINGS2 = [item(a="a"), item(a="b", maybe=1), item(a="c")]
COMPOUNDS = [item(a="alpha"), item(a="beta", maybe=1), item(a="gamma")]
EXISTS_AND_EQ = "(attribute_exists(#attributeExists0maybe) AND #equalsCondition1a = :conditionAttributeValue1)"
EXISTS_AND_EQ_NAMES = {"#attributeExists0maybe": "maybe", "#equalsCondition1a": "a"}
CHOICES = [
    item(number=1, description="cake"),
    item(number=2, description="crumble"),
    item(number=3, description="custard"),
]
CAKE_OR_DEATH = (
    "(#equalsCondition0description = :conditionAttributeValue0 OR "
    "#equalsCondition1description = :conditionAttributeValue1)"
)
CAKE_OR_DEATH_NAMES = {"#equalsCondition0description": "description", "#equalsCondition1description": "description"}
CAKE_OR_DEATH_VALUES = {":conditionAttributeValue0": "cake", ":conditionAttributeValue1": "death"}
HECTARES_NAMES = {"#keyIs0farm": "farm", "#keyIs0hectares": "hectares"}
EVENTS = [
    item(type="click", tag="paid", count=600),
    item(type="play", tag="profile", count=100),
    item(type="play", tag="politics", count=200),
    item(type="click", tag="profile", count=400),
    item(type="play", tag="print", count=600),
    item(type="click", tag="print", count=300),
    item(type="play", tag="paid", count=900),
]
TUBE_SHORT = [
    transport("Underground", "Circle", "Y"),
    transport("Underground", "Metropolitan", "M"),
    transport("Underground", "Central", "R"),
]
STATIONS_5 = [
    station("Metropolitan", "Chalfont & Latimer", 8),
    station("Metropolitan", "Chorleywood", 7),
    station("Metropolitan", "Rickmansworth", 7),
    station("Metropolitan", "Croxley", 7),
    station("Jubilee", "Canons Park", 5),
]
ELEVEN = (
    "(((((((((attribute_exists(#attributeExists0line) AND attribute_exists(#attributeExists1name)) "
    "AND attribute_not_exists(#attributeNotExists2colour)) AND NOT(attribute_exists(#attributeExists3speed))) "
    "AND #inCondition4zone IN (:conditionAttributeValue40,:conditionAttributeValue41,:conditionAttributeValue42)) "
    "AND begins_with(#beginsWith5line, :conditionAttributeValue5)) "
    "AND begins_with(#beginsWith6name, :conditionAttributeValue6)) "
    "AND #between7zone BETWEEN :lower7 and :upper7) "
    "AND #equalsCondition8name = :conditionAttributeValue8) "
    "OR #equalsCondition9line = :conditionAttributeValue9)"
)
ELEVEN_NAMES = {
    "#attributeExists0line": "line",
    "#attributeExists1name": "name",
    "#attributeNotExists2colour": "colour",
    "#attributeExists3speed": "speed",
    "#inCondition4zone": "zone",
    "#beginsWith5line": "line",
    "#beginsWith6name": "name",
    "#between7zone": "zone",
    "#equalsCondition8name": "name",
    "#equalsCondition9line": "line",
}
ELEVEN_VALUES = {
    ":conditionAttributeValue40": 8,
    ":conditionAttributeValue41": 7,
    ":conditionAttributeValue42": 5,
    ":conditionAttributeValue5": "Metr",
    ":conditionAttributeValue6": "C",
    ":lower7": 5,
    ":upper7": 8,
    ":conditionAttributeValue8": "Chorleywood",
    ":conditionAttributeValue9": "Jubilee",
}

TABLE_TEST = [
    _c(
        TT,
        133,
        "UpdateItem",
        _update(
            "characters",
            _name("The Doctor"),
            APPEND_ACTORS,
            {"#updateAppendactors": "actors"},
            {":update": ["Capaldi"], ":emptyList": []},
        ),
        NAME,
        [DOCTOR],
        _built(OPS, UPD + " (AppendExpression: the value as a one-element list, :emptyList added)"),
    ),
    _c(
        TT,
        134,
        "UpdateItem",
        _update(
            "characters",
            _name("The Doctor"),
            PREPEND_ACTORS,
            {"#updatePrependactors": "actors"},
            {":update": ["McCoy"], ":emptyList": []},
        ),
        NAME,
        [item(name="The Doctor", actors=["Ecclestone", "Tennant", "Smith", "Capaldi"])],
        _built(OPS, UPD + " (PrependExpression)"),
    ),
    _c(
        TT,
        148,
        "UpdateItem",
        _update(
            "characters",
            _name("James Bond"),
            APPEND_ACTORS,
            {"#updateAppendactors": "actors"},
            {":update": ["Craig"], ":emptyList": []},
        ),
        NAME,
        [],
        _built(OPS, UPD) + "; no item yet: the update creates it, the list from :emptyList",
    ),
    _c(
        TT,
        149,
        "Query",
        _query("characters", "#K = :name", {"#K": "name"}, {":name": "James Bond"}),
        NAME,
        [item(name="James Bond", actors=["Craig"])],
        _built(KEYC, OPS),
    ),
    _c(
        TT,
        161,
        "UpdateItem",
        _update(
            "fruits",
            item(kind="watermelon"),
            "SET #updateAppendAllsources = list_append(if_not_exists(#updateAppendAllsources, :emptyList), :update)",
            {"#updateAppendAllsources": "sources"},
            {":update": ["China", "Turkey"], ":emptyList": []},
        ),
        KIND,
        [item(kind="watermelon", sources=["USA"])],
        _built(OPS, UPD + " (AppendAllExpression)"),
    ),
    _c(
        TT,
        162,
        "UpdateItem",
        _update(
            "fruits",
            item(kind="watermelon"),
            "SET #updatePrependAllsources = list_append(:update, if_not_exists(#updatePrependAllsources, :emptyList))",
            {"#updatePrependAllsources": "sources"},
            {":update": ["Brazil"], ":emptyList": []},
        ),
        KIND,
        [item(kind="watermelon", sources=["USA", "China", "Turkey"])],
        _built(OPS, UPD + " (PrependAllExpression)"),
    ),
    _c(
        TT,
        175,
        "UpdateItem",
        _update(
            "foos",
            _name("x"),
            "SET #updateAppendl = list_append(if_not_exists(#updateAppendl, :emptyList), :l_update), "
            "#updateSetbar = :r_update",
            {"#updateAppendl": "l", "#updateSetbar": "bar"},
            {":l_update": ["Second"], ":r_update": 1, ":emptyList": []},
        ),
        NAME,
        [item(name="x", bar=0, l=["First"])],
        _built(OPS, UPD + " (and: l_/r_ value prefixes, one SET clause)"),
    ),
    _c(
        TT,
        188,
        "UpdateItem",
        _update(
            "bars",
            _name("x"),
            "ADD #updateSetcounter :l_update, #updateSetset :r_update",
            {"#updateSetcounter": "counter", "#updateSetset": "set"},
            {":l_update": 10, ":r_update": {"Second"}},
        ),
        NAME,
        [item(name="x", counter=1, set={"First"})],
        _built(OPS, UPD + " (AddExpression, whose prefix is updateSet)"),
    ),
    _c(
        TT,
        189,
        "UpdateItem",
        _update(
            "bars", _name("x"), "DELETE #updateDeleteset :update", {"#updateDeleteset": "set"}, {":update": {"First"}}
        ),
        NAME,
        [item(name="x", counter=11, set={"First", "Second"})],
        _built(OPS, UPD + " (DeleteExpression)"),
    ),
    _c(
        TT,
        203,
        "UpdateItem",
        _update(
            "outers",
            item(id=OUTER_ID),
            "ADD #updateSetmiddle.#updateSetlist[1] :r_update "
            "SET #updateSetmiddle.#updateSetinner.#updateSetsession = :l_update",
            {
                "#updateSetmiddle": "middle",
                "#updateSetinner": "inner",
                "#updateSetsession": "session",
                "#updateSetlist": "list",
            },
            {":l_update": "beta", ":r_update": 1},
        ),
        table(("id", "S")),
        [item(id=OUTER_ID, middle={"name": "x", "counter": 1, "inner": {"session": "alpha"}, "list": [1, 2]})],
        _built(OPS, UPD + " (nested paths and a list index; the ADD clause first, as the HashMap iterates)")
        + "; ADD on a nested list element",
    ),
    _c(
        TT,
        215,
        "UpdateItem",
        _update(
            "things",
            item(id="a1"),
            "SET #updateSetoptional = #updateSetmandatory",
            {"#updateSetoptional": "optional", "#updateSetmandatory": "mandatory"},
        ),
        table(("id", "S")),
        [item(id="a1", mandatory=3)],
        _built(OPS, UPD + " (setFrom: no values, so no ExpressionAttributeValues)"),
    ),
    _c(
        TT,
        249,
        "GetItem",
        _get("cities", item(country="US", name="Nashville"), consistent=True),
        COUNTRY_NAME,
        CITIES,
        _built(FREE + " (get)") + " (consistently)",
    ),
    _c(TT, 250, "Scan", _scan("cities", consistent=True), COUNTRY_NAME, CITIES, _built(OPS) + " (consistently)"),
    _c(
        TT,
        251,
        "Query",
        _query("cities", "#K = :country", {"#K": "country"}, {":country": "IT"}, consistent=True),
        COUNTRY_NAME,
        CITIES,
        _built(KEYC, OPS) + " (consistently)",
    ),
    _c(
        TT,
        288,
        "PutItem",
        _put(
            FARMERS,
            farmer("McDonald", 156, ["sheep", "chicken"], 50),
            _cond(CONTAINS_ANIMALS, CONTAINS_NAMES, {":containsAttributeValue0": "chicken"}),
        ),
        NAME,
        [farmer("McDonald", 156, ["sheep", "cow"], 30)],
        _built(COND + " (containsCondition on a nested path)", OPS) + "; the condition fails, as the test expects",
    ),
    _c(
        TT,
        293,
        "PutItem",
        _put(
            FARMERS,
            farmer("McDonald", 156, ["veals", "chicken"], 70),
            _cond(CONTAINS_ANIMALS, CONTAINS_NAMES, {":containsAttributeValue0": "chicken"}),
        ),
        NAME,
        [farmer("McDonald", 156, ["chicken"], 10)],
        _built(COND, OPS),
    ),
    _c(
        TT,
        303,
        "PutItem",
        _put(
            "letters",
            item(roman="a", greek="aleph"),
            _cond(
                "begins_with(#beginsWith0greek, :conditionAttributeValue0)",
                {"#beginsWith0greek": "greek"},
                {":conditionAttributeValue0": "ale"},
            ),
        ),
        table(("roman", "S")),
        LETTERS,
        _built(COND + " (beginsWithCondition)", OPS) + "; the condition fails (alpha), as the test expects",
    ),
    _c(
        TT,
        304,
        "PutItem",
        _put(
            "letters",
            item(roman="c", greek="gamma"),
            _cond(
                "begins_with(#beginsWith0greek, :conditionAttributeValue0)",
                {"#beginsWith0greek": "greek"},
                {":conditionAttributeValue0": "gam"},
            ),
        ),
        table(("roman", "S")),
        LETTERS,
        _built(COND, OPS),
    ),
    _c(
        TT,
        321,
        "PutItem",
        _put(
            "turnips",
            item(size=1, description=BIG_TURNIP),
            _cond(
                "#keyIs0size > :conditionAttributeValue0", {"#keyIs0size": "size"}, {":conditionAttributeValue0": 500}
            ),
        ),
        table(("size", "N")),
        TURNIPS,
        _built(COND + " (keyIsCondition)", OPS) + "; for the turnip of size 1: the condition fails",
    ),
    _c(
        TT,
        321,
        "PutItem",
        _put(
            "turnips",
            item(size=1000, description=BIG_TURNIP),
            _cond(
                "#keyIs0size > :conditionAttributeValue0", {"#keyIs0size": "size"}, {":conditionAttributeValue0": 500}
            ),
        ),
        table(("size", "N")),
        TURNIPS,
        _built(COND, OPS) + "; for the turnip of size 1000",
    ),
    _c(
        TT,
        337,
        "PutItem",
        _put("thing2s", item(a="a", maybe=2), _cond(EXISTS_MAYBE, {"#attributeExists0maybe": "maybe"})),
        A,
        THINGS2,
        _built(COND + " (attributeExistsCondition: no values)", OPS) + "; the condition fails, as the test expects",
    ),
    _c(
        TT,
        338,
        "PutItem",
        _put("thing2s", item(a="b", maybe=3), _cond(EXISTS_MAYBE, {"#attributeExists0maybe": "maybe"})),
        A,
        THINGS2,
        _built(COND, OPS),
    ),
    _c(
        TT,
        339,
        "PutItem",
        _put(
            "thing2s",
            item(a="c", maybe=42),
            _cond("NOT(attribute_exists(#attributeExists0maybe))", {"#attributeExists0maybe": "maybe"}),
        ),
        A,
        [item(a="a"), item(a="b", maybe=3), item(a="c")],
        _built(COND + " (notCondition)", OPS),
    ),
    _c(
        TT,
        340,
        "PutItem",
        _put(
            "thing2s",
            item(a="b", maybe=42),
            _cond("NOT(attribute_exists(#attributeExists0maybe))", {"#attributeExists0maybe": "maybe"}),
        ),
        A,
        [item(a="a"), item(a="b", maybe=3), item(a="c", maybe=42)],
        _built(COND, OPS) + "; the condition fails, as the test expects",
    ),
    _c(
        TT,
        352,
        "PutItem",
        _put(
            "compounds",
            item(a="alpha", maybe=2),
            _cond(EXISTS_AND_EQ, EXISTS_AND_EQ_NAMES, {":conditionAttributeValue1": "alpha"}),
        ),
        A,
        COMPOUNDS,
        _built(COND + " (andCondition)", OPS) + "; the condition fails (alpha has no maybe)",
    ),
    _c(
        TT,
        353,
        "PutItem",
        _put(
            "compounds",
            item(a="beta", maybe=3),
            _cond(EXISTS_AND_EQ, EXISTS_AND_EQ_NAMES, {":conditionAttributeValue1": "beta"}),
        ),
        A,
        COMPOUNDS,
        _built(COND + " (andCondition)", OPS),
    ),
    _c(
        TT,
        355,
        "PutItem",
        _put(
            "compounds",
            item(a="gamma", maybe=42),
            _cond(
                "(#equalsCondition0a = :conditionAttributeValue0 AND attribute_exists(#attributeExists1maybe))",
                {"#equalsCondition0a": "a", "#attributeExists1maybe": "maybe"},
                {":conditionAttributeValue0": "gamma"},
            ),
        ),
        A,
        [item(a="alpha"), item(a="beta", maybe=3), item(a="gamma")],
        _built(COND + " (andCondition)", OPS) + "; the condition fails (gamma has no maybe)",
    ),
    _c(
        TT,
        370,
        "PutItem",
        _put(
            "choices",
            item(number=1, description="victoria sponge"),
            _cond(CAKE_OR_DEATH, CAKE_OR_DEATH_NAMES, CAKE_OR_DEATH_VALUES),
        ),
        NUMBER,
        CHOICES,
        _built(COND + " (orCondition: two placeholders for one name)", OPS),
    ),
    _c(
        TT,
        374,
        "PutItem",
        _put(
            "choices",
            item(number=2, description="victoria sponge"),
            _cond(CAKE_OR_DEATH, CAKE_OR_DEATH_NAMES, CAKE_OR_DEATH_VALUES),
        ),
        NUMBER,
        [item(number=1, description="victoria sponge"), CHOICES[1], CHOICES[2]],
        _built(COND, OPS) + "; the condition fails (crumble), as the test expects",
    ),
    _c(
        TT,
        400,
        "UpdateItem",
        _update(
            GREMLINS,
            item(number=1),
            "SET #updateSetfriendly = :update",
            {"#updateSetfriendly": "friendly"},
            {":update": False},
            cond=(EQ_WET, {"#equalsCondition0wet": "wet"}, {":conditionAttributeValue0": True}),
        ),
        NUMBER,
        [gremlin(1, False, True), gremlin(2, True, True)],
        _built(COND + " (ConditionalOperation.update)", OPS, UPD) + "; the condition fails (gremlin 1 is dry)",
    ),
    _c(
        TT,
        417,
        "PutItem",
        _put(
            FARMERS,
            farmer("McDonald", 156, ["gerbil", "hamster"], 20),
            _cond(
                "#keyIs0farm.#keyIs0hectares < :conditionAttributeValue0",
                HECTARES_NAMES,
                {":conditionAttributeValue0": 40},
            ),
        ),
        NAME,
        [farmer("McDonald", 156, ["sheep", "cow"], 30)],
        _built(COND + " (keyIsCondition on a nested path)", OPS),
    ),
    _c(
        TT,
        421,
        "PutItem",
        _put(
            FARMERS,
            farmer("McDonald", 156, ["elephant"], 50),
            _cond(
                "#keyIs0farm.#keyIs0hectares > :conditionAttributeValue0",
                HECTARES_NAMES,
                {":conditionAttributeValue0": 40},
            ),
        ),
        NAME,
        [farmer("McDonald", 156, ["gerbil", "hamster"], 20)],
        _built(COND, OPS) + "; the condition fails, as the test expects",
    ),
    _c(
        TT,
        425,
        "UpdateItem",
        _update(
            FARMERS,
            _name("McDonald"),
            "SET #updateAppendfarm.#updateAppendanimals = "
            "list_append(if_not_exists(#updateAppendfarm.#updateAppendanimals, :emptyList), :update)",
            {"#updateAppendfarm": "farm", "#updateAppendanimals": "animals"},
            {":update": ["squirrel"], ":emptyList": []},
            cond=(
                "#equalsCondition0farm.#equalsCondition0hectares = :conditionAttributeValue0",
                {"#equalsCondition0farm": "farm", "#equalsCondition0hectares": "hectares"},
                {":conditionAttributeValue0": 20},
            ),
        ),
        NAME,
        [farmer("McDonald", 156, ["gerbil", "hamster"], 20)],
        _built(COND, OPS, UPD) + " (an append to a nested list, under a condition on a nested path)",
    ),
    _c(
        TT,
        442,
        "Scan",
        _scan(BEARS, esk=_name("Baloo")),
        NAME,
        [bear("Pooh", "honey"), bear("Baloo", "ants"), bear("Yogi", "picnic baskets")],
        _built(OPS, "Table.scala (from)"),
    ),
    _c(
        TT,
        462,
        "Query",
        _query(
            "events",
            "#K = :type AND begins_with(#Rtag, :beginsWithValue)",
            {"#K": "type", "#Rtag": "tag"},
            {":type": "play", ":beginsWithValue": "p"},
            esk=item(type="play", tag="politics"),
        ),
        table(("type", "S"), ("tag", "S")),
        EVENTS,
        _built(KEYC, OPS, "Table.scala (from)"),
    ),
    _c(
        TT,
        498,
        "Scan",
        _scan(TRANSPORTS, esk=item(mode="Underground", line="Central")),
        MODE_LINE,
        TUBE_SHORT,
        _built(OPS, "Table.scala (from)")
        + "; the start key is the last key of the Limit 1 scan before it (Central, the first line in key order)",
    ),
    _c(
        TT,
        541,
        "Query",
        _query(
            TRANSPORTS,
            "#A = :mode AND #B = :line",
            {"#A": "mode", "#B": "line"},
            {":mode": "Bus", ":line": "234"},
            limit=1,
        ),
        MODE_LINE,
        TUBE_SHORT + [transport("Bus", "390", "R"), transport("Bus", "143", "R"), transport("Bus", "234", "R")],
        _built(KEYC + " (andEqualsKeyCondition)", OPS + " (queryRaw)"),
    ),
    _c(
        TT,
        565,
        "Scan",
        _scan(
            BEARS,
            filt=_filter(
                "#equalsCondition0favouriteFood = :conditionAttributeValue0",
                {"#equalsCondition0favouriteFood": "favouriteFood"},
                {":conditionAttributeValue0": "honey"},
            ),
        ),
        NAME,
        [bear("Pooh", "honey"), bear("Yogi", "picnic baskets", "Ranger Smith")],
        _built(COND, OPS + " (JavaRequests.scan)"),
    ),
    _c(
        TT,
        566,
        "Scan",
        _scan(BEARS, filt=_filter("attribute_exists(#attributeExists0alias)", {"#attributeExists0alias": "alias"})),
        NAME,
        [bear("Pooh", "honey"), bear("Yogi", "picnic baskets", "Ranger Smith")],
        _built(COND, OPS) + " (a filter with no values)",
    ),
    _c(
        TT,
        589,
        "Query",
        _query(
            STATIONS,
            "#K = :line AND begins_with(#Rname, :beginsWithValue)",
            {"#K": "line", "#Rname": "name"},
            {":line": "Metropolitan", ":beginsWithValue": "C"},
            filt=_filter(
                "#inCondition0zone IN (:conditionAttributeValue00,:conditionAttributeValue01)",
                {"#inCondition0zone": "zone"},
                {":conditionAttributeValue00": 8, ":conditionAttributeValue01": 7},
            ),
        ),
        LINE_NAME,
        STATIONS_5,
        _built(KEYC, COND + " (keyListCondition)", OPS),
    ),
    _c(
        TT,
        616,
        "Scan",
        _scan(STATIONS, filt=_filter(ELEVEN, ELEVEN_NAMES, ELEVEN_VALUES)),
        LINE_NAME,
        STATIONS_5,
        _built(COND + " (and/or chains counting their conditions 0..9)", OPS),
    ),
    _c(
        TT,
        656,
        "Scan",
        _scan(
            STATIONS,
            filt=_filter(
                "contains(#contains0line, :containsAttributeValue0)",
                {"#contains0line": "line"},
                {":containsAttributeValue0": "opo"},
            ),
        ),
        LINE_NAME,
        STATIONS_5,
        _built(COND + " (containsCondition)", OPS),
    ),
]

# ==== SecondaryIndexTest.scala: index queries run on a table keyed like the index ====
MODE_COLOUR = table(("mode", "S"), ("colour", "S"))
TUBE_5 = [
    transport("Underground", "Circle", "Yellow"),
    transport("Underground", "Metropolitan", "Magenta"),
    transport("Underground", "Central", "Red"),
    transport("Underground", "Picadilly", "Blue"),
    transport("Underground", "Northern", "Black"),
]
SECONDARY_INDEX = [
    _c(
        SI,
        84,
        "Query",
        _query(
            TRANSPORTS,
            "#K = :mode AND begins_with(#Rcolour, :beginsWithValue)",
            {"#K": "mode", "#Rcolour": "colour"},
            {":mode": "Underground", ":beginsWithValue": "Bl"},
            limit=1,
            forward=False,
        ),
        MODE_COLOUR,
        TUBE_5,
        _built(KEYC, OPS, "SecondaryIndex.scala (limit, descending)")
        + "; the index (mode, colour) as the table's key, IndexName left out",
    ),
    _c(
        SI,
        110,
        "Query",
        _query(
            TRANSPORTS,
            "#K = :mode",
            {"#K": "mode"},
            {":mode": "Underground"},
            filt=_filter(
                "begins_with(#beginsWith0line, :conditionAttributeValue0)",
                {"#beginsWith0line": "line"},
                {":conditionAttributeValue0": "C"},
            ),
        ),
        MODE_COLOUR,
        TUBE_5,
        _built(KEYC, COND, OPS) + "; the index (mode, colour) as the table's key, IndexName left out",
    ),
]

# ==== UpdateExpressionTest.scala: trees its generator builds (nothing sent by the test) ====
ALL_KINDS = (
    "ADD #updateSetc :l_r_l_update "
    "SET #updateSeta = :l_l_l_update, #updateSetIfNEb = if_not_exists(#updateSetIfNEb, :l_l_r_update), "
    "#updateAppendf = list_append(if_not_exists(#updateAppendf, :emptyList), :r_l_r_update), "
    "#updatePrependg = list_append(:r_r_l_update, if_not_exists(#updatePrependg, :emptyList)), "
    "#updateAppendAllh = list_append(if_not_exists(#updateAppendAllh, :emptyList), :r_r_r_l_update), "
    "#updatePrependAlli = list_append(:r_r_r_r_update, if_not_exists(#updatePrependAlli, :emptyList)) "
    "REMOVE #updateRemoved DELETE #updateDeletee :r_l_l_update"
)
GENERATED = "the property test builds such trees and checks only their texts; sent here as Table.update would send it"
UPDATE_EXPRESSION_TEST = [
    _c(
        UT,
        38,
        "UpdateItem",
        _update(
            "generated",
            item(id="k"),
            ALL_KINDS,
            {
                "#updateSeta": "a",
                "#updateSetIfNEb": "b",
                "#updateSetc": "c",
                "#updateRemoved": "d",
                "#updateDeletee": "e",
                "#updateAppendf": "f",
                "#updatePrependg": "g",
                "#updateAppendAllh": "h",
                "#updatePrependAlli": "i",
            },
            {
                ":l_l_l_update": 1,
                ":l_l_r_update": 2,
                ":l_r_l_update": 3,
                ":r_l_l_update": {4},
                ":r_l_r_update": [5],
                ":r_r_l_update": [6],
                ":r_r_r_l_update": ["x"],
                ":r_r_r_r_update": ["y"],
                ":emptyList": [],
            },
        ),
        table(("id", "S")),
        [item(id="k", b=0, c=1, d="gone", e={4, 5}, f=[0])],
        GENERATED
        + " ((set a 1 and setIfNotExists b 2) and (add c 3 and remove d)) and ((delete e {4} and append f 5) and "
        "(prepend g 6 and (appendAll h [x] and prependAll i [y]))): every leaf of the generator; " + _built(UPD, OPS),
    ),
    _c(
        UT,
        21,
        "UpdateItem",
        _update("generated", item(id="k"), "SET #updateSet = :update", {"#updateSet": ""}, {":update": 0}),
        table(("id", "S")),
        [item(id="k")],
        GENERATED + " (set(s, i) with s the empty string Gen.alphaNumStr can give: a name mapped to an empty "
        "attribute name); " + _built(UPD, OPS),
    ),
    _c(
        UT,
        25,
        "UpdateItem",
        _update("generated", item(id="k"), "DELETE #updateDeletes :update", {"#updateDeletes": "s"}, {":update": None}),
        table(("id", "S")),
        [item(id="k", s={1, 2})],
        GENERATED
        + " (delete(s, si) with si an empty Set[Int], which the set format writes as NULL); "
        + _built(UPD, OPS, "DynamoFormat.scala"),
    ),
]

# ==== ScanamoCatsSpec.scala: transactPutAll ========================================
CATS_SPEC = [
    _c(
        CATS,
        582,
        "TransactWriteItems",
        _tx(_t_put("items", _name("one")), _t_put("items", _name("two"))),
        NAME,
        [],
        _built(FREE + " (transactPutAllTable)", OPS + " (JavaRequests.transactItems)"),
    ),
    _c(
        CATS,
        599,
        "TransactWriteItems",
        _tx(_t_put("items1", _name("one")), _t_put("items2", _name("two"))),
        NAME,
        [],
        _built(FREE + " (transactPutAll)", OPS) + "; two tables keyed alike",
    ),
]

# ==== docs (mdoc pages, run when the site is built) ==================================
TEAM = item(name="Watford", goals=1, scorers=["Blissett"], mascot="Harry the Hornet")
DOC_GREMLINS = [
    item(number=1, name="Gizmo", wet=False, friendly=True),
    item(number=2, name="George", wet=True, friendly=False),
]
NOT_EXISTS_NUMBER = _cond("NOT(attribute_exists(#attributeExists0number))", {"#attributeExists0number": "number"})
LEMMINGS = [item(role="Walker", number=99), item(role="Blocker", number=42), item(role="Builder", number=180)]
DOCS = [
    _c(
        D_OPS,
        70,
        "DeleteItem",
        _delete("villains", _name("Cyberman")),
        NAME,
        [item(name="Dalek", catchphrase="EXTERMINATE!"), item(name="Cyberman", catchphrase="DELETE")],
        _built(FREE + " (delete)", OPS),
    ),
    _c(
        D_OPS,
        96,
        "UpdateItem",
        _update(
            "teams",
            _name("Watford"),
            "SET #updateSetgoals = :l_l_update, "
            "#updateAppendscorers = list_append(if_not_exists(#updateAppendscorers, :emptyList), :l_r_update) "
            "REMOVE #updateRemovemascot",
            {"#updateSetgoals": "goals", "#updateAppendscorers": "scorers", "#updateRemovemascot": "mascot"},
            {":l_l_update": 2, ":l_r_update": ["Barnes"], ":emptyList": []},
        ),
        NAME,
        [TEAM],
        _built(OPS, UPD + " ((set and append) and remove: l_l_/l_r_ prefixes, SET before REMOVE)"),
    ),
    _c(
        D_OPS,
        128,
        "UpdateItem",
        _update(
            "favourites",
            _name("Alice"),
            "SET #updateSetcolour = :l_update, #updateSetnumber = :r_update",
            {"#updateSetcolour": "colour", "#updateSetnumber": "number"},
            {":l_update": "Aquamarine", ":r_update": 93},
        ),
        NAME,
        [item(name="Alice", colour="Blue", number=42)],
        _built(OPS, UPD) + " (the first FavouriteUpdate: both fields)",
    ),
    _c(
        D_OPS,
        128,
        "UpdateItem",
        _update(
            "favourites",
            _name("Alice"),
            "SET #updateSetcolour = :update",
            {"#updateSetcolour": "colour"},
            {":update": "Red"},
        ),
        NAME,
        [item(name="Alice", colour="Aquamarine", number=93)],
        _built(OPS, UPD) + " (the second FavouriteUpdate: the colour alone; the third sends nothing)",
    ),
    _c(
        D_OPS,
        168,
        "BatchWriteItem",
        _batch_write(
            "lines",
            puts=[
                item(mode="Underground", line="Circle"),
                item(mode="Underground", line="Metropolitan"),
                item(mode="Underground", line="Central"),
                item(mode="Tram", line="Croydon Tramlink"),
            ],
        ),
        MODE_LINE,
        [],
        _built(FREE + " (putAll)"),
    ),
    _c(
        D_COND,
        25,
        "PutItem",
        _put(GREMLINS, item(number=2, name="Stripe", wet=False, friendly=True), NOT_EXISTS_NUMBER),
        NUMBER,
        DOC_GREMLINS,
        _built(COND + " (not(attributeExists))", OPS) + "; gremlin 2 exists: the condition fails",
    ),
    _c(
        D_COND,
        27,
        "PutItem",
        _put(GREMLINS, item(number=3, name="Greta", wet=True, friendly=True), NOT_EXISTS_NUMBER),
        NUMBER,
        DOC_GREMLINS,
        _built(COND, OPS),
    ),
    _c(
        D_COND,
        36,
        "UpdateItem",
        _update(
            GREMLINS,
            item(number=3),
            "SET #updateSetfriendly = :update",
            {"#updateSetfriendly": "friendly"},
            {":update": False},
            cond=(EQ_WET, {"#equalsCondition0wet": "wet"}, {":conditionAttributeValue0": True}),
        ),
        NUMBER,
        [DOC_GREMLINS[0], item(number=3, name="Greta", wet=True, friendly=True)],
        _built(COND, OPS, UPD) + "; Greta is wet: the update happens",
    ),
    _c(
        D_FILT,
        35,
        "Query",
        _query(
            "Station",
            "#K = :line AND begins_with(#Rname, :beginsWithValue)",
            {"#K": "line", "#Rname": "name"},
            {":line": "Metropolitan", ":beginsWithValue": "C"},
            filt=_filter(
                "#keyIs0zone < :conditionAttributeValue0", {"#keyIs0zone": "zone"}, {":conditionAttributeValue0": 8}
            ),
        ),
        LINE_NAME,
        STATIONS_5,
        _built(KEYC, COND + " (keyIsCondition as a filter)", OPS),
    ),
    _c(
        D_BATCH,
        29,
        "BatchGetItem",
        _batch_get("lemmings", [item(role="Blocker"), item(role="Builder")]),
        table(("role", "S")),
        LEMMINGS,
        _built(FREE + " (getAll)"),
    ),
    _c(
        D_BATCH,
        30,
        "BatchWriteItem",
        _batch_write("lemmings", deletes=[item(role="Walker"), item(role="Blocker")]),
        table(("role", "S")),
        LEMMINGS,
        _built(FREE + " (deleteAll)"),
    ),
]

CASES = SCANAMO_TEST + TABLE_TEST + SECONDARY_INDEX + UPDATE_EXPRESSION_TEST + CATS_SPEC + DOCS
