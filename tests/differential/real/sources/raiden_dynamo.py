"""raiden-dynamo (a DynamoDB library for Rust, derive-macro based): the condition,
filter and key condition texts its builder tests pin.

Source: raiden-rs/raiden-dynamo, commit 720be7f (2026-06-30),
``raiden/tests/all/condition.rs`` (what ``condition().build()`` writes:
``attribute_exists(#name) AND (attribute_exists(#id))``, each right-hand
operand parenthesised, ``NOT (...)``, ``attribute_type(#id, :typeS)``, a
``begins_with`` value named by a hash, ``#name = #name``, ``:value0 = #name``,
map keys and document fields as ``#metadata.#score``, ``#profile.#level``),
``raiden/tests/all/filter_expression.rs`` (``filter_expression(...).build()``:
``size(#name) = :value0``, ``#name <> :value0``, ``#name IN
(:value0,:value1)``, nested AND/OR, ``contains``, ``attribute_type``, paths)
and ``raiden/tests/all/key_condition.rs`` (``key_condition(...).build()``),
with the names and values each test pins. Only the texts were taken, as data:
the tests were not run.

Adapted only as far as needed to run: a condition (no request around it: the
library passes it to ``put``, ``update``, ``delete``) sent as a PutItem's
``ConditionExpression`` into the tests' table ``user`` (partition key ``id``),
over an item at the put's key holding what the condition names and over no
item, so that it is sent where it holds and where it fails; a filter as a
Scan's ``FilterExpression`` over made-up ``user`` items (``name``, ``year``,
``num``, a ``metadata`` map, a ``profile`` document); a key condition as a
Query on a table keyed by the attributes it names (``name``; ``id`` and
``year``, the year a string, as ``begins_with`` of ``"20"`` needs, and a
number, as the test's struct declares it), over made-up items. Values written
typed as raiden's ``into_attr`` makes them (``&str`` ``S``, integers ``N``).
The document-path tests do not pin their placeholder (they read it back from
the values map; ``reset_value_id()`` starts it at ``:value0``): written
``:value0``. ``test_begins_with_id_and_*`` pin only the text: the names and
values are the ones the builder is given. Left out: the integration tests
(their requests are built by the client's operations, not pinned) and the
GSI key-condition compile-fail tests.
"""

from __future__ import annotations

from ._build import S, case, table

SOURCE = "raiden-dynamo"
REPO = "raiden-rs/raiden-dynamo@720be7f "
C = "raiden/tests/all/condition.rs:"
FE = "raiden/tests/all/filter_expression.rs:"
KC = "raiden/tests/all/key_condition.rs:"
USER = table(("id", "S"))

PINNED_C = "the text, names and values the test pins, as a PutItem's ConditionExpression (the library passes conditions to put)"
PINNED_F = "the text, names and values the test pins, as a Scan's FilterExpression over made-up items"
PINNED_K = "the text, names and values the test pins, as a Query"

CASES: list[dict] = []


def N(x: int) -> dict:
    return {"N": str(x)}


STORED = {
    "id": S("id0"),
    "name": S("bokuweb"),
    "year": N(1999),
    "num": N(100),
    "metadata": {"M": {"score": N(42)}},
    "profile": {"M": {"level": N(3), "nickname": S("boku")}},
}
PUT = {"id": S("id0"), "name": S("raiden"), "year": N(2020), "num": N(1)}


def condition(line: int, text: str, names: dict, vals: dict | None = None, note: str = PINNED_C) -> None:
    req = {"TableName": "user", "Item": PUT, "ConditionExpression": text, "ExpressionAttributeNames": names}
    if vals:
        req["ExpressionAttributeValues"] = vals
    for before, what in (([STORED], "an item at the put's key"), ([], "no item at the put's key")):
        CASES.append(case(REPO + C + str(line), "PutItem", req, USER, before, f"{note}; before: {what}"))


NAME = {"#name": "name"}
ID_NAME = {"#id": "id", "#name": "name"}
condition(39, "attribute_exists(#name)", NAME)
condition(50, "NOT (attribute_exists(#name))", NAME)
condition(64, "attribute_not_exists(#name)", NAME)
condition(78, "attribute_not_exists(#name) AND (attribute_not_exists(#id))", ID_NAME)
condition(95, "attribute_type(#id, :typeS)", {"#id": "id"}, {":typeS": S("S")})
condition(
    114,
    "begins_with(#name, :begins_with_17d8e2e8233d9a6ae428061cb2cdf226)",
    NAME,
    {":begins_with_17d8e2e8233d9a6ae428061cb2cdf226": S("boku")},
)
condition(135, "attribute_exists(#name) AND (attribute_exists(#id))", ID_NAME)
condition(
    152,
    "attribute_exists(#name) AND (attribute_exists(#id) AND (attribute_exists(#id) AND (attribute_exists(#id))))",
    ID_NAME,
)
condition(173, "attribute_exists(#name) OR (attribute_exists(#id))", ID_NAME)
condition(
    190,
    "attribute_exists(#name) OR (attribute_exists(#id) OR (attribute_exists(#id) OR (attribute_exists(#id))))",
    ID_NAME,
)
condition(211, "#name = #name", NAME)
condition(222, ":value0 = #name", NAME, {":value0": S("bokuweb")})
condition(239, "attribute_exists(#metadata.#score)", {"#metadata": "metadata", "#score": "score"})
condition(
    256,
    "#profile.#level = :value0",
    {"#profile": "profile", "#level": "level"},
    {":value0": N(3)},
    PINNED_C + " (the placeholder, not pinned, as :value0)",
)

USERS = [
    STORED,
    {"id": S("id1"), "name": S("raiden"), "year": N(1999), "num": N(100), "Renamed": N(1)},
    {"id": S("id2"), "name": S("user1"), "year": N(2001), "num": N(100), "metadata": {"M": {"score": N(7)}}},
    {"id": S("id3"), "name": S("bokuweb2"), "year": S("2020"), "num": N(5)},
    {"id": S("id4"), "name": {"SS": ["boku", "web"]}, "year": S("1999")},
    {"id": S("id5")},
    {"id": S("id6"), "name": S("x"), "year": S("2001")},
]


def filt(line: int, text: str, names: dict, vals: dict | None = None, note: str = PINNED_F) -> None:
    req = {"TableName": "user", "FilterExpression": text, "ExpressionAttributeNames": names}
    if vals:
        req["ExpressionAttributeValues"] = vals
    CASES.append(case(REPO + FE + str(line), "Scan", req, USER, USERS, note))


NYN = {"#name": "name", "#year": "year", "#num": "num"}
V3 = {":value0": S("bokuweb"), ":value1": N(1999), ":value2": N(100)}
filt(42, "#name = :value0", NAME, {":value0": S("bokuweb")})
filt(58, "size(#name) = :value0", NAME, {":value0": N(7)})
filt(74, "#name <> :value0", NAME, {":value0": S("raiden")})
filt(91, "#name = :value0 AND (#year = :value1 AND (#num = :value2))", NYN, V3)
filt(121, "#name = :value0 OR (#year = :value1 OR (#num = :value2))", NYN, V3)
filt(151, "#name IN (:value0,:value1)", NAME, {":value0": S("user1"), ":value1": S("user2")})
filt(169, "begins_with(#name, :value0)", NAME, {":value0": S("bokuweb")})
filt(
    186,
    "#id <> :value0 AND (begins_with(#year, :value1))",
    {"#id": "id", "#year": "year"},
    {":value0": S("id3"), ":value1": S("20")},
    PINNED_F + " (the test pins only the text: names and values as the builder is given them)",
)
filt(200, "attribute_exists(#name)", NAME)
filt(216, "attribute_not_exists(#name)", NAME)
filt(232, "attribute_type(#name, :value0)", NAME, {":value0": S("S")})
filt(252, "contains(#name, :value0)", NAME, {":value0": S("boku")})
filt(
    269,
    "#metadata.#score = :value0",
    {"#metadata": "metadata", "#score": "score"},
    {":value0": N(42)},
    PINNED_F + " (the placeholder, not pinned, as :value0)",
)
filt(
    293,
    "#profile.#level = :value0",
    {"#profile": "profile", "#level": "level"},
    {":value0": N(3)},
    PINNED_F + " (the placeholder, not pinned, as :value0)",
)


def query(line: int, tbl: dict, items: list, text: str, names: dict, vals: dict, note: str) -> None:
    req = {"TableName": "user", "KeyConditionExpression": text, "ExpressionAttributeNames": names}
    req["ExpressionAttributeValues"] = vals
    CASES.append(case(REPO + KC + str(line), "Query", req, tbl, items, f"{PINNED_K}; {note}"))


BY_NAME = table(("name", "S"))
BY_NAME_YEAR = table(("name", "S"), ("year", "N"))
NAMED = [{"name": S("bokuweb"), "id": S("id0")}, {"name": S("bokuweb2"), "id": S("id1")}, {"name": S("raiden")}]
query(23, BY_NAME, NAMED, "#name = :value0", NAME, {":value0": S("bokuweb")}, "table keyed name, as the text names")
query(
    39,
    BY_NAME_YEAR,
    [{"name": S("bokuweb"), "year": N(1999), "num": N(100)}],
    "#name = :value0 AND (#year = :value1 AND (#num = :value2))",
    NYN,
    V3,
    "table keyed name and year (num is no key: three conditions)",
)
query(
    69, BY_NAME, NAMED, "begins_with(#name, :value0)", NAME, {":value0": S("bokuweb")}, "table keyed name (a hash key)"
)
for year_type, what in (("S", "year a string, as begins_with of \"20\" needs"), ("N", "year a number, as the test's struct declares it")):  # fmt: skip
    items = [
        {"id": S("id3"), "year": {year_type: "2020"}},
        {"id": S("id3"), "year": {year_type: "1999"}},
        {"id": S("id1"), "year": {year_type: "2021"}},
    ]
    query(
        86,
        table(("id", "S"), ("year", year_type)),
        items,
        "#id = :value0 AND (begins_with(#year, :value1))",
        {"#id": "id", "#year": "year"},
        {":value0": S("id3"), ":value1": S("20")},
        f"table keyed id and year ({what}); the test pins only the text: names and values as the builder is given them",
    )
