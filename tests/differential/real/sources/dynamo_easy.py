"""dynamo-easy: the expressions and request parameters its tests pin.

Source: shiftcode/dynamo-easy, branch master, commit 2e1ad7c, ``src/dynamo/``:
``expression/condition-expression-builder.spec.ts``,
``expression/logical-operator/attribute.function.spec.ts``,
``expression/param-util.spec.ts``,
``expression/prepare-and-add-update-expressions.function.spec.ts``,
``expression/update-expression-builder.spec.ts``,
``expression/request-expression-builder.spec.ts``,
``request/update/update.request.spec.ts``, ``request/query/query.request.spec.ts``,
``request/put/put.request.spec.ts``, ``request/write.request.spec.ts`` and
``transactwrite/*.spec.ts`` (the statement, ``#name``/``:value`` maps and
request objects each test expects). Harvested by reading the expected objects,
already typed as the tests write them (dynamo-easy marshals itself), and
recorded here as data.

Adapted only as far as needed to run: a condition the builder writes on its own
is sent as a Scan's FilterExpression over sample items holding what it names; a
condition a write request or transaction operation pins, in a request of that
kind on the model's table; an update in an UpdateItem on item ``myId`` of the
model's table (tables named as dynamo-easy names them: ``update-models``,
``complex_model``, ``Organization``, ...). Where a test pins only the statement,
the names and values are those the builder writes for the test's input (the
note says so); where it pins a partial update (a statement without its clause
keyword), the clause keyword is added as dynamo-easy joins them. ``new Date()``
is a fixed date. Dynamo-easy writes a space between a function's name and its
parenthesis (``attribute_exists (#attr)``): kept as written.
"""

from __future__ import annotations

from ._build import N, S, case, item, table

SOURCE = "dynamo-easy"
REPO = "shiftcode/dynamo-easy@2e1ad7c src/dynamo/"
CEB = REPO + "expression/condition-expression-builder.spec.ts:"
AF = REPO + "expression/logical-operator/attribute.function.spec.ts:"
PU = REPO + "expression/param-util.spec.ts:"
PAU = REPO + "expression/prepare-and-add-update-expressions.function.spec.ts:"
UEB = REPO + "expression/update-expression-builder.spec.ts:"
REB = REPO + "expression/request-expression-builder.spec.ts:"
UR = REPO + "request/update/update.request.spec.ts:"
QR = REPO + "request/query/query.request.spec.ts:"
PR = REPO + "request/put/put.request.spec.ts:"
WR = REPO + "request/write.request.spec.ts:"
TW = REPO + "transactwrite/"

NOW = "2026-12-01T12:00:00.000Z"


# --- condition builders: each statement as a Scan filter ----------------------
COND_TABLE = table(("id", "S"))
COND_ITEMS = [
    item(
        id="equalsValue",
        propDb=12,
        prop=12,
        age=12,
        count=10,
        attr="x",
        textProp="text",
        types={2, 3},
        formIds={"AF00012019", "AF00022019"},
        myCollection="myValue",
        counter=3,
        creationDate="2017-04-01T00:00:00.000Z",
        list=[11, 2],
        person={"age": 20, "birthdays": [{"year": y} for y in range(2011, 2017)]},
        name="foo bar",
    ),
    item(id="notEqualsValue", count=5, attr=5, textProp="other", types={1}, myCollection="myOtherValue", counter=7),
    item(id="with-substr", count=100, name="Start of SortedUpdateExpressions", age=30, doAddCondition="Starting"),
    item(id="z", name="Stanza", age=5, list=[3], person={"age": 5}),
]


def _cond(cite: str, text: str, names: dict, vals: dict | None = None, note: str = "") -> dict:
    request = {"TableName": "dynamo-easy-conditions", "FilterExpression": text, "ExpressionAttributeNames": names}
    if vals:
        request["ExpressionAttributeValues"] = vals
    return case(cite, "Scan", request, COND_TABLE, COND_ITEMS, note or "the built condition as a Scan filter")


IMPLIED = "the built condition as a Scan filter (the test pins the statement; names and values as the builder writes them for its input)"
COUNT = {"#count": "count"}

CONDITIONS = [
    _cond(CEB + "54", "#prop > :prop", {"#prop": "propDb"}, {":prop": N(10)}),
    _cond(CEB + "78", "#id = :id", {"#id": "id"}, {":id": S("equalsValue")}),
    _cond(CEB + "92", "#id <> :id", {"#id": "id"}, {":id": S("notEqualsValue")}),
    _cond(CEB + "106", "#count > :count", COUNT, {":count": N(5)}),
    _cond(CEB + "120", "#count >= :count", COUNT, {":count": N(10)}),
    _cond(CEB + "134", "#count < :count", COUNT, {":count": N(100)}),
    _cond(CEB + "148", "#count <= :count", COUNT, {":count": N(100)}),
    _cond(CEB + "162", "attribute_exists (#attr)", {"#attr": "attr"}),
    _cond(CEB + "175", "attribute_not_exists (#attr)", {"#attr": "attr"}),
    _cond(CEB + "188", "attribute_type (#attr, :attr)", {"#attr": "attr"}, {":attr": S("S")}),
    _cond(CEB + "202", "begins_with (#textProp, :textProp)", {"#textProp": "textProp"}, {":textProp": S("te")}),
    _cond(CEB + "216", "contains (#id, :id)", {"#id": "id"}, {":id": S("substr")}),
    _cond(CEB + "223", "contains (#types, :types)", {"#types": "types"}, {":types": N(2)}),
    _cond(
        CEB + "251",
        "not_contains (#id, :id)",
        {"#id": "id"},
        {":id": S("substr")},
        "the built condition as a Scan filter (dynamo-easy's not_contains operator, written as a function)",
    ),
    _cond(
        CEB + "286",
        "#myCollection IN (:myCollection_0, :myCollection_1)",
        {"#myCollection": "myCollection"},
        {":myCollection_0": S("myValue"), ":myCollection_1": S("myOtherValue")},
    ),
    _cond(
        CEB + "297",
        "#counter BETWEEN :counter AND :counter_2",
        {"#counter": "counter"},
        {":counter": N(2), ":counter_2": N(5)},
    ),
    _cond(
        CEB + "324",
        "#creationDate BETWEEN :creationDate AND :creationDate_2",
        {"#creationDate": "creationDate"},
        {":creationDate": S("2017-03-17T20:00:00.000Z"), ":creationDate_2": S("2017-05-07T20:00:00.000Z")},
    ),
    _cond(CEB + "345", "#list[0] > :list_at_0", {"#list": "list"}, {":list_at_0": N(10)}),
    _cond(CEB + "354", "#person.#age > :person__age", {"#person": "person", "#age": "age"}, {":person__age": N(10)}),
    _cond(
        CEB + "363",
        "#person.#birthdays[5].#year = :person__birthdays_at_5__year",
        {"#person": "person", "#birthdays": "birthdays", "#year": "year"},
        {":person__birthdays_at_5__year": N(2016)},
    ),
    _cond(AF + "80", "#name IN (:name_0)", {"#name": "name"}, {":name_0": S("aName")}),
    _cond(
        AF + "115",
        "(NOT contains (#name, :name) AND begins_with (#name, :name_2))",
        {"#name": "name"},
        {":name": S("z"), ":name_2": S("Sta")},
    ),
    _cond(
        AF + "142",
        "((#age > :age AND contains (#name, :name)) OR begins_with (#doAddCondition, :doAddCondition))",
        {"#age": "age", "#name": "name", "#doAddCondition": "doAddCondition"},
        {":age": N(10), ":name": S("SortedUpdateExpressions"), ":doAddCondition": S("Start")},
        IMPLIED,
    ),
    _cond(
        PU + "42",
        "(#a = :a AND (#b = :b OR #c BETWEEN :c AND :c_2))",
        {"#a": "a", "#b": "b", "#c": "c"},
        {":a": N(1), ":b": N(2), ":c": N(3), ":c_2": N(5)},
    ),
]

# --- updates on the UpdateModel table ('update-models', key id) -------------
UPD_TABLE = table(("id", "S"))
UPD_KEY = {"id": S("myId")}
ADDRESS = {"M": {"street": S("Old Street"), "place": S("Paris"), "zip": N(75001)}}
UPD_ITEM = item(
    id="myId",
    name="myName",
    isActive=False,
    counter=10,
    lastUpdated="2026-01-01T00:00:00.000Z",
    numberValues=[1, 2, 3],
    info={"details": "old", "createdAt": "2026-01-01T00:00:00.000Z"},
    topics={"myOldTopic", "newTopic"},
)
UPD_ITEM["addresses"] = {"L": [ADDRESS] * 7}
UPD_ITEM["informations"] = {"L": [{"M": {"details": S("d"), "createdAt": S("2026-01-01T00:00:00.000Z")}}]}
NEW_ADDRESS = {"L": [{"M": {"street": S("The street"), "place": S("London"), "zip": N(15241)}}]}
PLACE = {"L": [{"M": {"place": S("PLACE"), "street": S("STREET"), "zip": N(9999)}}]}


def _upd(cite: str, text: str, names: dict, vals: dict | None = None, note: str = "", before=None, **extra) -> dict:
    request = {
        "TableName": "update-models",
        "Key": UPD_KEY,
        "UpdateExpression": text,
        "ExpressionAttributeNames": names,
    }
    if vals:
        request["ExpressionAttributeValues"] = vals
    request.update(extra)
    return case(cite, "UpdateItem", request, UPD_TABLE, [UPD_ITEM] if before is None else before, note)


UPDATES = [
    _upd(PAU + "31", "SET #counter = #counter + :counter", {"#counter": "counter"}, {":counter": N(5)}),
    _upd(
        PAU + "62",
        "SET #lastUpdated = if_not_exists(#lastUpdated, :lastUpdated)",
        {"#lastUpdated": "lastUpdated"},
        {":lastUpdated": S(NOW)},
        "new Date() as a fixed date",
    ),
    _upd(
        PAU + "73",
        "SET #info.#details = :info__details",
        {"#info": "info", "#details": "details"},
        {":info__details": S("the new detail")},
    ),
    _upd(
        PAU + "107",
        "SET #numberValues = list_append(#numberValues, :numberValues)",
        {"#numberValues": "numberValues"},
        {":numberValues": {"L": [N(5)]}},
    ),
    _upd(
        PAU + "176",
        "SET #addresses = list_append(:addresses, #addresses)",
        {"#addresses": "addresses"},
        {":addresses": NEW_ADDRESS},
    ),
    _upd(
        PAU + "147",
        "SET #addresses = list_append(#addresses, :addresses)",
        {"#addresses": "addresses"},
        {":addresses": NEW_ADDRESS},
        "on a new item (no addresses to append to)",
        [],
    ),
    _upd(PAU + "205", "REMOVE #counter, #name", {"#counter": "counter", "#name": "name"}),
    _upd(PAU + "220", "REMOVE #addresses[2], #addresses[5], #addresses[6]", {"#addresses": "addresses"}),
    _upd(PAU + "228", "ADD #topics :topics", {"#topics": "topics"}, {":topics": {"SS": ["newTopic", "newTopic2"]}}),
    _upd(PAU + "268", "DELETE #topics :topics", {"#topics": "topics"}, {":topics": {"SS": ["newTopic", "newTopic2"]}}),
    _upd(
        PAU + "346",
        "SET #active = :active, #name = :name",
        {"#active": "isActive", "#name": "name", "#topics": "topics"},
        {":active": {"BOOL": True}, ":name": S("newName"), ":topics": S("otherTopic")},
        ConditionExpression="NOT contains (#topics, :topics)",
    ),
    _upd(
        PAU + "369",
        "SET #active = :active, #name = :name ADD #topics :topics",
        {"#active": "isActive", "#name": "name", "#topics": "topics"},
        {
            ":active": {"BOOL": True},
            ":name": S("newName"),
            ":topics": {"SS": ["myTopic"]},
            ":topics_2": S("otherTopic"),
        },
        "the item's topics hold otherTopic: the condition fails",
        [{**UPD_ITEM, "topics": {"SS": ["otherTopic"]}}],
        ConditionExpression="NOT contains (#topics, :topics_2)",
    ),
    _upd(
        UEB + "61",
        "SET #numberValues[0] = #numberValues[0] - :numberValues_at_0",
        {"#numberValues": "numberValues"},
        {":numberValues_at_0": N(23)},
        "the built SET action in an UpdateItem (SET added as dynamo-easy joins the actions)",
    ),
    _upd(
        UR + "71",
        "SET #numberValues[1] = #numberValues[1] + :numberValues_at_1",
        {"#numberValues": "numberValues"},
        {":numberValues_at_1": N(42)},
    ),
    _upd(
        UR + "85",
        "SET #addresses = list_append(#addresses, :addresses), #name = :name ADD #counter :counter",
        {"#addresses": "addresses", "#counter": "counter", "#name": "name"},
        {":addresses": PLACE, ":counter": N(20), ":name": S("simon")},
    ),
    _upd(
        UR + "147",
        "SET #informations[0] = :informations_at_0",
        {"#informations": "informations"},
        {":informations_at_0": {"M": {"details": S("my details"), "createdAt": S(NOW)}}},
        "new Date() as a fixed date (dateToStringMapper: its ISO string)",
    ),
    _upd(
        UR + "161",
        "SET #informations[0].#createdAt = :informations_at_0__createdAt",
        {"#informations": "informations", "#createdAt": "createdAt"},
        {":informations_at_0__createdAt": S(NOW)},
        "new Date() as a fixed date; on a new item (no informations list)",
        [],
    ),
    _upd(
        UR + "186",
        "SET #name = :name, #addresses = list_append(#addresses, :addresses) ADD #topics :topics REMOVE #counter",
        {"#name": "name", "#addresses": "addresses", "#topics": "topics", "#counter": "counter"},
        {":name": S("simon"), ":addresses": PLACE, ":topics": {"SS": ["myNewTopic"]}, ":topics_2": S("myOldTopic")},
        "the condition of onlyIfAttribute('topics').contains('myOldTopic'), whose value the test pins, as the builder writes it",
        ConditionExpression="contains (#topics, :topics_2)",
    ),
    _upd(
        PU + "58",
        "#b = :b",
        {"#b": "b"},
        {":b": N(3), ":b_2": N(2)},
        "the params addExpression builds, as the test pins them (an update statement without its SET)",
        ConditionExpression="#b = :b_2",
    ),
]

# --- other models: special cases, complex_model, brutalist, order ------------
SPECIAL = table(("id", "S"))
COMPLEX = table(("id", "S"), ("creationDate", "S"))
COMPLEX_KEY = {"id": S("myId"), "creationDate": S(NOW)}
COMPLEX_ITEM = item(
    id="myId",
    creationDate=NOW,
    isActive=True,
    sortedComplexSet=[{"id": "a", "my_date": "2026-01-01T00:00:00.000Z"}, {"id": "b"}],
    my_nested_object={"id": "old", "my_date": "2026-01-01T00:00:00.000Z"},
)


def _complex(cite: str, text: str, names: dict, vals: dict | None = None, note: str = "") -> dict:
    request = {
        "TableName": "complex_model",
        "Key": COMPLEX_KEY,
        "UpdateExpression": text,
        "ExpressionAttributeNames": names,
    }
    if vals:
        request["ExpressionAttributeValues"] = vals
    return case(
        cite, "UpdateItem", request, COMPLEX, [COMPLEX_ITEM], note or "new Date() (the sort key) as a fixed date"
    )


FORM_ID = "AF00992000"
BRUTAL_ITEM = item(
    id=FORM_ID,
    level1_list=[
        {},
        {"level2_list": [{}, {}, {"level3_list": [{}, {}, {}, {"level4_date": "x", "level4_set": {"AF00012019"}}]}]},
    ],
)
BRUTAL_PATH = "#level1Prop[1].#level2Prop[2].#level3Prop[3]"
BRUTAL_NAMES = {"#level1Prop": "level1_list", "#level2Prop": "level2_list", "#level3Prop": "level3_list"}
BRUTAL_V = ":level1Prop_at_1__level2Prop_at_2__level3Prop_at_3__"

OTHERS = [
    case(
        UR + "114",
        "UpdateItem",
        {
            "TableName": "special-cases-models",
            "Key": UPD_KEY,
            "UpdateExpression": "DELETE #myChars :myChars",
            "ExpressionAttributeNames": {"#myChars": "myChars"},
            "ExpressionAttributeValues": {":myChars": {"SS": ["a", "b", "c"]}},
        },
        SPECIAL,
        [item(id="myId", myChars={"a", "x"}, duration=10)],
    ),
    case(
        UR + "123",
        "UpdateItem",
        {
            "TableName": "special-cases-models",
            "Key": UPD_KEY,
            "UpdateExpression": "ADD #duration :duration",
            "ExpressionAttributeNames": {"#duration": "duration"},
            "ExpressionAttributeValues": {":duration": N(30)},
        },
        SPECIAL,
        [item(id="myId", myChars={"a", "x"}, duration="10 minutes")],
        "the item's duration a string: ADD of a number to it",
    ),
    _complex(
        PAU + "400",
        "SET #sortedComplexSet[1] = :sortedComplexSet_at_1",
        {"#sortedComplexSet": "sortedComplexSet"},
        {":sortedComplexSet_at_1": {"M": {"id": S("ok")}}},
    ),
    _complex(
        PAU + "414",
        "SET #nestedObj.#id = :nestedObj__id",
        {"#nestedObj": "my_nested_object", "#id": "id"},
        {":nestedObj__id": S("ok")},
    ),
    _complex(PAU + "421", "REMOVE #nestedObj.#date", {"#nestedObj": "my_nested_object", "#date": "my_date"}),
    _complex(
        REB + "62",
        "SET #nestedObj = :nestedObj",
        {"#nestedObj": "my_nested_object"},
        {":nestedObj": {"M": {"id": S("ok")}}},
        "the built SET action in an UpdateItem (SET added as dynamo-easy joins the actions); the sort key a fixed date",
    ),
    case(
        PAU + "448",
        "UpdateItem",
        {
            "TableName": "brutalist-models",
            "Key": {"id": S(FORM_ID)},
            "UpdateExpression": f"SET {BRUTAL_PATH}.#level4Date = {BRUTAL_V}level4Date",
            "ExpressionAttributeNames": {**BRUTAL_NAMES, "#level4Date": "level4_date"},
            "ExpressionAttributeValues": {BRUTAL_V + "level4Date": S(NOW)},
        },
        SPECIAL,
        [BRUTAL_ITEM],
        "the FormId key as formIdMapper writes it (AF00992000, as the test's other FormIds); new Date() a fixed date",
    ),
    case(
        PAU + "466",
        "UpdateItem",
        {
            "TableName": "brutalist-models",
            "Key": {"id": S(FORM_ID)},
            "UpdateExpression": f"ADD {BRUTAL_PATH}.#level4Set {BRUTAL_V}level4Set",
            "ExpressionAttributeNames": {**BRUTAL_NAMES, "#level4Set": "level4_set"},
            "ExpressionAttributeValues": {BRUTAL_V + "level4Set": {"SS": [FORM_ID]}},
        },
        SPECIAL,
        [BRUTAL_ITEM],
        "the FormId key as formIdMapper writes it (AF00992000, as the test's other FormIds)",
    ),
    case(
        PAU + "505",
        "UpdateItem",
        {
            "TableName": "orders",
            "Key": {"id": S("00052018")},
            "UpdateExpression": "ADD #types :types SET #formIds = list_append(#formIds, :formIds)",
            "ConditionExpression": "(attribute_exists (#types) AND attribute_exists (#formIds))",
            "ExpressionAttributeNames": {"#types": "types", "#formIds": "formIds"},
            "ExpressionAttributeValues": {":types": {"NS": ["5"]}, ":formIds": {"L": [S("LS00052018")]}},
        },
        SPECIAL,
        [item(id="00052018", types={1}, formIds=["AF00012018"])],
        "the Order model's table and OrderId key written as strings (neither is pinned)",
    ),
]

# --- queries, puts, deletes, transactions ------------------------------------
ORG = table(("id", "S"), ("createdAtDate", "S"))
ORG_ITEMS = [
    item(id="idValue", createdAtDate="2026-01-01T00:00:00.000Z", count=25, name="org"),
    item(id="idValue", createdAtDate="2026-02-01T00:00:00.000Z", count=50),
]
COMPLEX_ITEMS = [
    COMPLEX_ITEM,
    item(id="myId", creationDate="2026-11-01T00:00:00.000Z", isActive=False),
    item(id="myId", creationDate="2025-11-01T00:00:00.000Z", isActive=True),
]
SIMPLE = table(("id", "S"))


def _txn(cite: str, entry: dict, before: list, note: str = "") -> dict:
    return case(cite, "TransactWriteItems", {"TransactItems": [entry]}, UPD_TABLE, before, note)


FOO_BAR = {
    "TableName": "update-models",
    "Key": UPD_KEY,
    "ConditionExpression": "#name = :name",
    "ExpressionAttributeNames": {"#name": "name"},
    "ExpressionAttributeValues": {":name": S("Foo Bar")},
}

REQUESTS = [
    case(
        REB + "25",
        "Query",
        {
            "TableName": "Organization",
            "KeyConditionExpression": "#id = :id",
            "ExpressionAttributeNames": {"#id": "id"},
            "ExpressionAttributeValues": {":id": S("idValue")},
        },
        ORG,
        ORG_ITEMS,
    ),
    case(
        REB + "35",
        "Query",
        {
            "TableName": "Organization",
            "KeyConditionExpression": "#count = :count",
            "ExpressionAttributeNames": {"#count": "count"},
            "ExpressionAttributeValues": {":count": N(25)},
        },
        ORG,
        ORG_ITEMS,
        "the params as the test pins them: a sort key condition on count, which is not the table's sort key, alone",
    ),
    case(
        QR + "149",
        "Query",
        {
            "TableName": "complex_model",
            "KeyConditionExpression": "#id = :id",
            "FilterExpression": "(#active = :active AND #creationDate < :creationDate)",
            "ExpressionAttributeNames": {"#id": "id", "#active": "isActive", "#creationDate": "creationDate"},
            "ExpressionAttributeValues": {":id": S("myId"), ":active": {"BOOL": True}, ":creationDate": S(NOW)},
        },
        COMPLEX,
        COMPLEX_ITEMS,
        "the test pins the filter; the partition key condition added as wherePartitionKey writes it; new Date() a fixed date (a filter on the sort key)",
    ),
    case(
        PR + "30",
        "PutItem",
        {
            "TableName": "simple-with-partition-key-models",
            "Item": item(id="myId", age=45),
            "ConditionExpression": "attribute_not_exists (#id)",
            "ExpressionAttributeNames": {"#id": "id"},
        },
        SIMPLE,
        [item(id="myId", age=20)],
        "the item exists: the condition fails",
    ),
    case(
        REPO + "expression/create-if-not-exists-condition.function.spec.ts:48",
        "PutItem",
        {
            "TableName": "complex_model",
            "Item": item(id="myId", creationDate=NOW, isActive=True),
            "ConditionExpression": "(attribute_not_exists (#id) AND attribute_not_exists (#creationDate))",
            "ExpressionAttributeNames": {"#id": "id", "#creationDate": "creationDate"},
        },
        COMPLEX,
        [item(id="myId", creationDate="2026-11-01T00:00:00.000Z")],
        "the condition on a PutItem of a new complex_model item (the test pins the condition); new Date() a fixed date",
    ),
    case(
        WR + "84",
        "DeleteItem",
        {
            "TableName": "simple-with-partition-key-models",
            "Key": {"id": S("myId")},
            "ConditionExpression": "(#age < :age OR #age > :age_2)",
            "ExpressionAttributeNames": {"#age": "age"},
            "ExpressionAttributeValues": {":age": N(10), ":age_2": N(20)},
        },
        SIMPLE,
        [item(id="myId", age=45)],
        "the write request's condition on a DeleteItem (the test's write request pins the condition)",
    ),
    _txn(
        TW + "transact-update.spec.ts:20",
        {
            "Update": {
                **FOO_BAR,
                "UpdateExpression": "SET #lastUpdated = if_not_exists(#lastUpdated, :lastUpdated)",
                "ExpressionAttributeNames": {"#lastUpdated": "lastUpdated", "#name": "name"},
                "ExpressionAttributeValues": {":lastUpdated": S(NOW), ":name": S("Foo Bar")},
            }
        },
        [item(id="myId", name="Foo Bar")],
        "the transaction item alone in a TransactWriteItems; new Date() a fixed date",
    ),
    _txn(
        TW + "transact-condition-check.spec.ts:18",
        {"ConditionCheck": FOO_BAR},
        [UPD_ITEM],
        "the transaction item alone in a TransactWriteItems; the item's name is myName: cancelled",
    ),
    _txn(
        TW + "transact-delete.spec.ts:18",
        {"Delete": FOO_BAR},
        [item(id="myId", name="Foo Bar")],
        "the transaction item alone in a TransactWriteItems",
    ),
    case(
        TW + "transact-base-operation.spec.ts:44",
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "ConditionCheck": {
                        "TableName": "simple-with-partition-key-models",
                        "Key": {"id": S("myId")},
                        "ConditionExpression": "#age > :age",
                        "ExpressionAttributeNames": {"#age": "age"},
                        "ExpressionAttributeValues": {":age": N(20)},
                    }
                }
            ]
        },
        SIMPLE,
        [item(id="myId", age=45)],
        "the operation's params (the test pins no Key) as a ConditionCheck on item myId, alone in a TransactWriteItems",
    ),
]

CASES = CONDITIONS + UPDATES + OTHERS + REQUESTS
