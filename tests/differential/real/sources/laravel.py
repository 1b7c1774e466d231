"""laravel-dynamodb (PHP): the expressions its query builder's tests expect it to write.

Source: baopham/laravel-dynamodb, branch master, commit 6d3a863, ``tests/``:
``Parsers/ConditionExpressionTest.php`` and ``Parsers/UpdateExpressionTest.php``
(the texts the parsers return, with the names and values they register),
``DynamoDb/DynamoDbManagerTest.php`` (the requests the mocked client receives),
``DynamoDbCompositeModelTest.php`` and ``DynamoDbNonCompositeModelTest.php``
(the ``toDynamoDbQuery()`` texts, and the items each test seeds before). Only
the requests were taken, as data.

Adapted only as far as needed to run: the test tables (``test_model`` with a
string ``id``, and ``id2`` for the composite model; ``articles`` with a string
``id``); a parser's output with no request around it sent as a Scan's
FilterExpression, or an UpdateItem's UpdateExpression, over sample items
holding what it names; the PHP test's ``['N' => 1]`` (compared loosely by
``assertEquals``) as the string number the AWS SDK's Marshaler writes; a query
naming an index (``IndexName``) left out. Some texts are sent twice, on items
where they hold and on items where they fail.
"""

from __future__ import annotations

from ._build import case, item, table

SOURCE = "laravel-dynamodb"
REPO = "baopham/laravel-dynamodb@6d3a863 tests/"
ID = table(("id", "S"))
COMPOSITE = table(("id", "S"), ("id2", "S"))

# --- Parsers/ConditionExpressionTest.php:137: the whole where list ------------
BIG = (
    "#name = :a1 AND #count1 > :a2 OR #count2 >= :a3 AND #count3 < :a4 "
    "AND #count4 <= :a5 AND begins_with(#description, :a6) AND (#score BETWEEN :a7 AND :a8) "
    "AND #age IN (:a9, :a10) AND contains(#foo, :a11) OR NOT contains(#bar, :a12) "
    "AND attribute_not_exists(#gender) AND attribute_exists(#occupation) OR #retired <> :a13 "
    "AND (#phone IN (:a14))"
)
BIG_NAMES = {
    f"#{c}": c
    for c in (
        "name",
        "count1",
        "count2",
        "count3",
        "count4",
        "description",
        "score",
        "age",
        "foo",
        "bar",
        "gender",
        "occupation",
        "retired",
        "phone",
    )
}
BIG_VALUES = {
    ":a1": {"S": "foo"},
    ":a2": {"N": "1"},
    ":a3": {"N": "2"},
    ":a4": {"N": "3"},
    ":a5": {"N": "4"},
    ":a6": {"S": "hello world"},
    ":a7": {"N": "0"},
    ":a8": {"N": "100"},
    ":a9": {"N": "0"},
    ":a10": {"N": "20"},
    ":a11": {"S": "foobar"},
    ":a12": {"S": "foobar"},
    ":a13": {"BOOL": True},
    ":a14": {"S": "android"},
}
# each item makes one OR-branch (AND binds tighter) hold, or none
BIG_ITEMS = [
    item(id="first", name="foo", count1=2, retired=True),
    item(
        id="second",
        count2=5,
        count3=1,
        count4=4,
        description="hello world, again",
        score=50,
        age=20,
        foo="xfoobarx",
        retired=True,
    ),
    item(id="third", bar="nothing here", occupation="dev", retired=True),
    item(id="fourth", retired=False, phone="android"),
    item(id="fifth", name="foo", count1=0, count2=1, bar="foobar", retired=True, phone="ios"),
    item(id="sixth", bar="nothing", gender="x", occupation="dev", retired=True),
]
BIG_ITEMS_2 = [
    item(id="a", name="foo", count1=1, retired=True, phone="android"),
    item(
        id="b",
        count2=2,
        count3=2.5,
        count4=4,
        description="hello world",
        score=0,
        age=0,
        foo={"foobar", "x"},
        retired=True,
    ),
    item(id="c", count2=2, count3=3, count4=4, description="hello world", score=101, age=0, foo="foobar"),
    item(id="d", retired="yes", phone="android"),
    item(id="e", retired=False, phone=["android"]),
]


def _filter(path: str, line: int, text: str, names: dict | None, vals: dict | None, tbl, items, note: str) -> dict:
    request = {"TableName": "test_model", "FilterExpression": text}
    if names:
        request["ExpressionAttributeNames"] = names
    if vals:
        request["ExpressionAttributeValues"] = vals
    return case(f"{REPO}{path}:{line}", "Scan", request, tbl, items, note)


PARSE_NOTE = "the parser's text, names and values as a Scan's FilterExpression over sample items"
NESTED_ITEMS = [
    item(id="1", nested={"foo": "bar", "array": ["bar", "x"]}, nestedArray=["bar"]),
    item(id="2", nested={"foo": "bar", "array": ["x"]}, nestedArray=["bar"]),
    item(id="3", nested={"foo": "bar"}, nestedArray="bar"),
    item(id="4"),
]
NESTED_TEXT = "nested.foo = :a1 AND nestedArray[0] = :a2 AND nested.array[0] = :a3"
NESTED_VALUES = {":a1": {"S": "bar"}, ":a2": {"S": "bar"}, ":a3": {"S": "bar"}}

PARSERS = [
    _filter("Parsers/ConditionExpressionTest.php", 137, BIG, BIG_NAMES, BIG_VALUES, ID, BIG_ITEMS, PARSE_NOTE),
    _filter(
        "Parsers/ConditionExpressionTest.php",
        137,
        BIG,
        BIG_NAMES,
        BIG_VALUES,
        ID,
        BIG_ITEMS_2,
        PARSE_NOTE + " (other items: the comparisons at their bounds, other types)",
    ),
    _filter(
        "Parsers/ConditionExpressionTest.php",
        191,
        NESTED_TEXT,
        None,
        NESTED_VALUES,
        ID,
        NESTED_ITEMS,
        PARSE_NOTE + " (no names: the parser registers none for nested paths)",
    ),
    case(
        f"{REPO}Parsers/ConditionExpressionTest.php:191",
        "DeleteItem",
        {
            "TableName": "test_model",
            "Key": item(id="2"),
            "ConditionExpression": NESTED_TEXT,
            "ExpressionAttributeValues": NESTED_VALUES,
        },
        ID,
        NESTED_ITEMS,
        "the parser's text and values as a DeleteItem's ConditionExpression (nested.array[0] is 'x': fails)",
    ),
    case(
        f"{REPO}Parsers/UpdateExpressionTest.php:31",
        "UpdateItem",
        {
            "TableName": "test_model",
            "Key": item(id="1"),
            "UpdateExpression": "REMOVE #a, #b, foo.bar, hello[0]",
            "ExpressionAttributeNames": {"#a": "a", "#b": "b"},
        },
        ID,
        [item(id="1", a=1, b="two", foo={"bar": 3, "baz": 4}, hello=["h0", "h1"], keep=True)],
        "the parser's text and names as an UpdateItem's UpdateExpression on an item holding what it names",
    ),
    case(
        f"{REPO}Parsers/UpdateExpressionTest.php:31",
        "UpdateItem",
        {
            "TableName": "test_model",
            "Key": item(id="1"),
            "UpdateExpression": "REMOVE #a, #b, foo.bar, hello[0]",
            "ExpressionAttributeNames": {"#a": "a", "#b": "b"},
        },
        ID,
        [item(id="1", a=1)],
        "the parser's text and names as an UpdateExpression on an item without foo or hello",
    ),
    case(
        f"{REPO}Parsers/UpdateExpressionTest.php:31",
        "UpdateItem",
        {
            "TableName": "test_model",
            "Key": item(id="1"),
            "UpdateExpression": "REMOVE #a, #b, foo.bar, hello[0]",
            "ExpressionAttributeNames": {"#a": "a", "#b": "b"},
        },
        ID,
        [item(id="1", foo="a string", hello={"0": "map"})],
        "the parser's text and names as an UpdateExpression on an item whose foo is a string and hello a map",
    ),
]

# --- DynamoDb/DynamoDbManagerTest.php: the mocked client's requests -----------
ARTICLE = item(id="ae025ed8", author_name="Bao", comments=3, tags=["a", "b"])
ARTICLES = [
    ARTICLE,
    item(id="b1", author_name="Bao", comments=1, tags=["a"]),
    item(id="c2", author_name="Kim", comments=5, tags="a"),
]
MANAGER = "DynamoDb/DynamoDbManagerTest.php"

MANAGER_CASES = [
    case(
        f"{REPO}{MANAGER}:44",
        "PutItem",
        {"TableName": "articles", "Item": item(id="ae025ed8", author_name="Bao")},
        ID,
        [],
    ),
    case(
        f"{REPO}{MANAGER}:66",
        "UpdateItem",
        {
            "TableName": "articles",
            "Key": item(id="ae025ed8"),
            "UpdateExpression": "REMOVE #c, #t",
            "ExpressionAttributeNames": {"#c": "comments", "#t": "tags"},
        },
        ID,
        ARTICLES,
        "sample items added; the mocked client has none",
    ),
    case(
        f"{REPO}{MANAGER}:82",
        "DeleteItem",
        {"TableName": "articles", "Key": item(id="ae025ed8")},
        ID,
        ARTICLES,
        "sample items added; the mocked client has none",
    ),
    case(
        f"{REPO}{MANAGER}:101",
        "Scan",
        {
            "TableName": "articles",
            "Limit": 2,
            "FilterExpression": "#c > :count AND #t IN :tags",
            "ExpressionAttributeNames": {"#c": "comments", "#t": "tags"},
            "ExpressionAttributeValues": {":count": {"N": "2"}, ":tags": {"L": [{"S": "a"}, {"S": "b"}]}},
        },
        ID,
        ARTICLES,
        "sample items added; the test's ['N' => 2] as the string number; IN without parentheses, as written",
    ),
]

# --- the model tests: toDynamoDbQuery() and the items each test seeds ---------
COMPOSITE_TEST = "DynamoDbCompositeModelTest.php"
NON_COMPOSITE_TEST = "DynamoDbNonCompositeModelTest.php"
INDEX_KEY_ITEMS = [
    item(id="id1", id2="2", name="Foo", count=11),
    item(id="id1", id2="1", name="Bar", count=9),
    item(id="id1", id2="3", name="Baz", count=10),
]
TEN_COMPOSITE = [item(id="id", id2=str(i), count=i) for i in range(10)]
TEN_SIMPLE = [item(id=str(i), count=i) for i in range(10)]
FOO_ITEMS = [item(id="1", foo="bar", extra_col=0), item(id="2", foo="bar", extra_col=1), item(id="3", foo="baz")]

MODELS = [
    case(
        f"{REPO}{COMPOSITE_TEST}:437",
        "Scan",
        {
            "TableName": "test_model",
            "FilterExpression": "begins_with(#id, :a1) AND #count > :a2",
            "ExpressionAttributeNames": {"#id": "id", "#count": "count"},
            "ExpressionAttributeValues": {":a1": {"S": "id"}, ":a2": {"N": "0"}},
        },
        COMPOSITE,
        INDEX_KEY_ITEMS,
        "the pinned FilterExpression with the names and values the where calls give, on the test's seeded items",
    ),
    case(
        f"{REPO}{COMPOSITE_TEST}:643",
        "Query",
        {
            "TableName": "test_model",
            "KeyConditionExpression": "#id = :a1 AND #id2 > :a2",
            "FilterExpression": "#count <= :a3",
            "ExpressionAttributeNames": {"#id": "id", "#id2": "id2", "#count": "count"},
            "ExpressionAttributeValues": {":a1": {"S": "id"}, ":a2": {"S": "4"}, ":a3": {"N": "8"}},
        },
        COMPOSITE,
        TEN_COMPOSITE,
        "the pinned key condition and filter with the names and values the where calls give, on the seeded items",
    ),
    case(
        f"{REPO}{NON_COMPOSITE_TEST}:954",
        "Scan",
        {
            "TableName": "test_model",
            "FilterExpression": "#count > :count",
            "ExpressionAttributeNames": {"#count": "count"},
            "ExpressionAttributeValues": {":count": {"N": "0"}},
        },
        ID,
        TEN_SIMPLE,
        "the decorated raw query, on the seeded items; ['N' => 0] as the string number",
    ),
    case(
        f"{REPO}{NON_COMPOSITE_TEST}:973",
        "Scan",
        {
            "TableName": "test_model",
            "FilterExpression": "#foo = :a1",
            "ExpressionAttributeNames": {"#foo": "foo"},
            "ExpressionAttributeValues": {":a1": {"S": "bar"}},
        },
        ID,
        FOO_ITEMS,
        "sample items added",
    ),
    case(
        f"{REPO}{NON_COMPOSITE_TEST}:989",
        "Scan",
        {
            "TableName": "test_model",
            "FilterExpression": "#foo = :a1 AND extra_col = :extra_col_val",
            "ExpressionAttributeNames": {"#foo": "foo"},
            "ExpressionAttributeValues": {":a1": {"S": "bar"}, ":extra_col_val": {"N": "0"}},
        },
        ID,
        FOO_ITEMS,
        "sample items added; ['N' => 0] as the string number",
    ),
    case(
        f"{REPO}{NON_COMPOSITE_TEST}:1016",
        "Query",
        {
            "TableName": "test_model",
            "KeyConditionExpression": "#id = :a1",
            "FilterExpression": "#count <= :a2",
            "ExpressionAttributeNames": {"#id": "id", "#count": "count"},
            "ExpressionAttributeValues": {":a1": {"S": "8"}, ":a2": {"N": "8"}},
        },
        ID,
        TEN_SIMPLE,
        "the pinned key condition and filter with the names and values the where calls give, on the seeded items",
    ),
    case(
        f"{REPO}{NON_COMPOSITE_TEST}:561",
        "Scan",
        {"TableName": "test_model", "Select": "COUNT"},
        ID,
        TEN_SIMPLE,
        "sample items added",
    ),
]

CASES = PARSERS + MANAGER_CASES + MODELS
