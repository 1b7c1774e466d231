"""TypeDORM: the request parameters its tests expect its expression builders and
request transformers to write.

Source: typedorm/typedorm, branch main, commit c64d1f9,
``packages/core/src/classes/expression/__test__/*.spec.ts`` (the ``expression``,
``_names`` and ``_values`` each builder test pins: condition, filter, key
condition, projection, SET/ADD/REMOVE/DELETE updates, the input parser's nested
AND/OR/NOT trees) and ``packages/core/src/classes/transformer/__test__/``
(``dc-request-transformer.spec.ts``, ``dc-transaction-transformer.spec.ts``,
``dc-scan-transformer.spec.ts``: the whole DocumentClient requests
``toEqual`` pins). Harvested by reading the expected objects and recorded here
as data.

sensedeep/dynamodb-onetable was read first (commit d0151dc) and not taken: its
tests check the items read back, not the request texts (one ``execute: false``
GetItem whose Key is only ``toBeDefined``).

Adapted only as far as needed to run: DocumentClient plain values written typed
(a JavaScript array as the list ``L`` the DocumentClient marshals it to, a
Buffer as binary); the table every test uses (``test-table``, string ``PK`` and
``SK``; its GSI1 left out, and the query on it too); a builder output with no
request around it (an ``expression`` with its names and values) sent as the
request the builder is for: a filter as a Scan's FilterExpression, a condition
as a Put's or Delete's ConditionExpression, a projection as a Scan's
ProjectionExpression, an update as an UpdateItem on one sample item, with the
update's ``prefix`` (``SET``, ``ADD``, ...) written before its ``expression`` as
``buildUpdateExpression`` joins them. Each test's write list (``Put``,
``Update``, ``Delete``) is sent as one TransactWriteItems, a read list as a
TransactGetItems. Some texts are sent twice, on an item where they succeed and
on one where the item makes them fail.
"""

from __future__ import annotations

import base64

from ._build import case, item, table, values

SOURCE = "typedorm"
REPO = "typedorm/typedorm@c64d1f9 packages/core/src/classes/"
EXPR = "expression/__test__/"
TRANS = "transformer/__test__/"
T = "test-table"
TBL = table(("PK", "S"), ("SK", "S"))


def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii")


USER1 = item(
    PK="USER#1",
    SK="USER#1",
    id="1",
    name="Tito",
    status="active",
    age=5,
    __en="user",
    GSI1PK="USER#STATUS#active",
    GSI1SK="USER#Tito",
)
USER1_KEY = item(PK="USER#1", SK="USER#1")

# Scan-filter items: what the filters name, in several shapes
FILTER_ITEMS = [
    USER1,
    item(
        PK="USER#2",
        SK="USER#2",
        id="2",
        name="zukiko test",
        age=2,
        status=True,
        contact={"addresses": [12, 13]},
        bio=[{"age": 2}, {"age": 40}],
        profile={"name": {"firstName": "sam"}},
        __en="user",
    ),
    item(
        PK="USER#3",
        SK="USER#3",
        id="3",
        name="admin",
        age=12,
        status={"a", "b"},
        profile={"deleted": True},
        __en="user",
    ),
    item(PK="USER#4", SK="USER#4", id="4", name="tester", age=3, status="x", contact={"addresses": [11]}),
    item(PK="CUS#1", SK="CUS#user@example.com", id="1", email="user@example.com", __en="customer"),
]


def _scan_filter(file: str, line: int, text: str, names: dict, vals: dict | None = None, note: str = "") -> dict:
    request = {"TableName": T, "FilterExpression": text, "ExpressionAttributeNames": names}
    if vals:
        request["ExpressionAttributeValues"] = values(vals)
    return case(
        f"{REPO}{EXPR}{file}:{line}",
        "Scan",
        request,
        TBL,
        FILTER_ITEMS,
        note or "the parsed filter's expression, names and values as a Scan's FilterExpression",
    )


def _projection(file: str, line: int, text: str, names: dict) -> dict:
    return case(
        f"{REPO}{EXPR}{file}:{line}",
        "Scan",
        {"TableName": T, "ProjectionExpression": text, "ExpressionAttributeNames": names},
        TBL,
        PROJ_ITEMS,
        "the projection's expression and names as a Scan's ProjectionExpression",
    )


PROJ_ITEMS = [
    item(
        PK="USER#1",
        SK="USER#1",
        id="1",
        name="Tito",
        user={"age": 30, "status": "on", "name": "u"},
        account={"user": {"name": "acc", "other": 1}},
        status={"active": True, "since": 2020},
    ),
    item(PK="USER#2", SK="USER#2", name="Bob", user="not a map", status="active"),
    item(PK="USER#3", SK="USER#3"),
]


def _update(
    file: str, line: int, text: str, names: dict, vals: dict | None, before: list, note: str, key: dict | None = None
) -> dict:
    request = {
        "TableName": T,
        "Key": key or USER1_KEY,
        "UpdateExpression": text,
        "ExpressionAttributeNames": names,
    }
    if vals:
        request["ExpressionAttributeValues"] = values(vals)
    return case(f"{REPO}{EXPR}{file}:{line}", "UpdateItem", request, TBL, before, note)


UPD_NOTE = "the update's prefix and expression as one UpdateExpression, on one sample item"
LIST_NOTE = UPD_NOTE + "; the JavaScript array as the list (L) the DocumentClient marshals it to"

NAME_EMAIL = {"#UE_name": "name", "#UE_email": "email"}
BIG_SET = (
    "SET #UE_id = :UE_id, #UE_name = if_not_exists(#UE_id, :UE_name), "
    "#UE_status = if_not_exists(#UE_status, :UE_status), #UE_age = #UE_age + :UE_age, "
    "#UE_addresses = list_append(#UE_addresses, :UE_addresses), "
    "#UE_user.#UE_user_newAddresses = list_append(#UE_addresses, :UE_user_newAddresses)"
)
BIG_SET_NAMES = {
    "#UE_addresses": "addresses",
    "#UE_age": "age",
    "#UE_id": "id",
    "#UE_name": "name",
    "#UE_status": "status",
    "#UE_user": "user",
    "#UE_user_newAddresses": "newAddresses",
}
BIG_SET_VALUES = {
    ":UE_addresses": ["1234"],
    ":UE_user_newAddresses": ["123"],
    ":UE_age": 2,
    ":UE_id": "2",
    ":UE_name": "123",
    ":UE_status": "1",
}
RICH = item(
    PK="USER#1",
    SK="USER#1",
    id="1",
    name="Tito",
    age=5,
    addresses=["a", "b"],
    user={"name": "old"},
    newAddresses=["n0", "n1", "n2", "n3", "n4", "n5"],
    items=["book 1", "book 2", "book 3"],
    book={"titles": {"old book"}},
)
NESTED = item(
    PK="USER#1",
    SK="USER#1",
    application="old",
    profile={"name": {"first": "F", "last": "L"}},
    data=[0],
    address=["a0", "a1"],
    complex={"nested": {"object": ["o0", "o1"], "attr": {"new value", "other"}}},
)

EXPRESSIONS = [
    # condition.spec.ts / expression-builder.spec.ts: a condition for a Put
    case(
        f"{REPO}{EXPR}condition.spec.ts:4",
        "PutItem",
        {
            "TableName": T,
            "Item": item(PK="USER#9", SK="USER#9", id="9"),
            "ConditionExpression": "attribute_not_exists(#CE_PK)",
            "ExpressionAttributeNames": {"#CE_PK": "PK"},
        },
        TBL,
        [USER1],
        "the condition's expression and names as a PutItem's ConditionExpression; a new key",
    ),
    case(
        f"{REPO}{EXPR}expression-builder.spec.ts:16",
        "PutItem",
        {
            "TableName": T,
            "Item": item(PK="USER#1", SK="USER#1", id="1"),
            "ConditionExpression": "attribute_not_exists(#CE_PK)",
            "ExpressionAttributeNames": {"#CE_PK": "PK"},
        },
        TBL,
        [USER1],
        "the built ConditionExpression and names on a PutItem of a key that exists (fails)",
    ),
    # set-update.spec.ts
    _update(
        "set-update.spec.ts",
        6,
        "SET #UE_name = :UE_name, #UE_email = :UE_email",
        NAME_EMAIL,
        {":UE_email": "email@user.com", ":UE_name": "user"},
        [USER1],
        UPD_NOTE,
    ),
    _update(
        "set-update.spec.ts",
        29,
        "SET #UE_name = :UE_name, #UE_age = if_not_exists(#UE_age, :UE_age)",
        {"#UE_age": "age", "#UE_name": "name"},
        {":UE_age": 3, ":UE_name": "user"},
        [item(PK="USER#1", SK="USER#1", name="Tito")],
        UPD_NOTE,
    ),
    _update(
        "set-update.spec.ts",
        51,
        "SET #UE_name = list_append(#UE_name, :UE_name), #UE_email = :UE_email",
        NAME_EMAIL,
        {":UE_email": "email@user.com", ":UE_name": ["user"]},
        [item(PK="USER#1", SK="USER#1", name=["first"])],
        LIST_NOTE + "; name a list",
    ),
    _update(
        "set-update.spec.ts",
        51,
        "SET #UE_name = list_append(#UE_name, :UE_name), #UE_email = :UE_email",
        NAME_EMAIL,
        {":UE_email": "email@user.com", ":UE_name": ["user"]},
        [USER1],
        LIST_NOTE + "; name a string (list_append of a string fails)",
    ),
    _update(
        "set-update.spec.ts",
        72,
        "SET #UE_age = #UE_age + :UE_age",
        {"#UE_age": "age"},
        {":UE_age": 2},
        [USER1],
        UPD_NOTE,
    ),
    _update(
        "set-update.spec.ts",
        72,
        "SET #UE_age = #UE_age + :UE_age",
        {"#UE_age": "age"},
        {":UE_age": 2},
        [item(PK="USER#1", SK="USER#1", name="Tito")],
        UPD_NOTE + "; the item has no age (the addition fails)",
    ),
    _update(
        "set-update.spec.ts",
        87,
        "SET #UE_age = if_not_exists(#UE_age_old, :UE_age)",
        {"#UE_age": "age", "#UE_age_old": "age_old"},
        {":UE_age": 2},
        [item(PK="USER#1", SK="USER#1", age=5, age_old=40)],
        UPD_NOTE,
    ),
    # add-update.spec.ts, delete-update.spec.ts, remove-update.spec.ts, update.spec.ts
    _update(
        "add-update.spec.ts",
        6,
        "ADD #UE_age :UE_age, #UE_book.#UE_book_titles :UE_book_titles",
        {"#UE_age": "age", "#UE_book": "book", "#UE_book_titles": "titles"},
        {":UE_age": 2, ":UE_book_titles": ["new book"]},
        [RICH],
        LIST_NOTE + " (ADD of a list fails)",
    ),
    _update(
        "delete-update.spec.ts",
        3,
        "DELETE #UE_items :UE_items",
        {"#UE_items": "items"},
        {":UE_items": ["book 1"]},
        [RICH],
        LIST_NOTE + " (DELETE of a list fails)",
    ),
    _update(
        "remove-update.spec.ts",
        3,
        "REMOVE #UE_age, #UE_items[2]",
        {"#UE_age": "age", "#UE_items": "items"},
        None,
        [RICH],
        UPD_NOTE,
    ),
    _update(
        "update.spec.ts",
        4,
        "SET #UE_name = :UE_name ADD #UE_age :UE_age",
        {"#UE_name": "name", "#UE_age": "age"},
        {":UE_name": "user", ":UE_age": 3},
        [USER1],
        UPD_NOTE + " (the merged expression after its prefix SET)",
    ),
    # expression-builder.spec.ts
    _update(
        "expression-builder.spec.ts",
        32,
        "SET #UE_name = :UE_name",
        {"#UE_name": "name"},
        {":UE_name": "new name"},
        [USER1],
        "the built UpdateExpression, names and values on one sample item",
    ),
    _update(
        "expression-builder.spec.ts",
        46,
        "SET #UE_user.#UE_user_name = :UE_user_name",
        {"#UE_user": "user", "#UE_user_name": "name"},
        {":UE_user_name": "new name"},
        [RICH],
        "the built UpdateExpression, names and values on one sample item",
    ),
    _update(
        "expression-builder.spec.ts",
        46,
        "SET #UE_user.#UE_user_name = :UE_user_name",
        {"#UE_user": "user", "#UE_user_name": "name"},
        {":UE_user_name": "new name"},
        [USER1],
        "the built UpdateExpression on an item without the map user (the path is invalid)",
    ),
    _update(
        "expression-builder.spec.ts",
        63,
        "SET #UE_application = :UE_application, #UE_profile.#UE_profile_name.#UE_profile_name_last = "
        ":UE_profile_name_last, #UE_data = :UE_data, #UE_address[0] = :UE_address, "
        "#UE_complex.#UE_complex_nested.#UE_complex_nested_object[1] = :UE_complex_nested_object",
        {
            "#UE_address": "address",
            "#UE_application": "application",
            "#UE_complex": "complex",
            "#UE_complex_nested": "nested",
            "#UE_complex_nested_object": "object",
            "#UE_data": "data",
            "#UE_profile": "profile",
            "#UE_profile_name": "name",
            "#UE_profile_name_last": "last",
        },
        {
            ":UE_address": "new address portion",
            ":UE_application": "test",
            ":UE_complex_nested_object": "new value",
            ":UE_data": [1, 2, 3],
            ":UE_profile_name_last": "new Last name",
        },
        [NESTED],
        "the built UpdateExpression, names and values on one sample item holding the nested paths",
    ),
    _update(
        "expression-builder.spec.ts",
        101,
        "SET #UE_application = :UE_application, #UE_profile.#UE_profile_name.#UE_profile_name_last = "
        ":UE_profile_name_last ADD #UE_data :UE_data REMOVE #UE_address[0] DELETE "
        "#UE_complex.#UE_complex_nested.#UE_complex_nested_attr :UE_complex_nested_attr",
        {
            "#UE_address": "address",
            "#UE_application": "application",
            "#UE_complex": "complex",
            "#UE_complex_nested": "nested",
            "#UE_complex_nested_attr": "attr",
            "#UE_data": "data",
            "#UE_profile": "profile",
            "#UE_profile_name": "name",
            "#UE_profile_name_last": "last",
        },
        {
            ":UE_application": "test",
            ":UE_complex_nested_attr": ["new value"],
            ":UE_data": [1, 2, 3],
            ":UE_profile_name_last": "new Last name",
        },
        [NESTED],
        "the built UpdateExpression on one sample item; the arrays as lists (L), as the DocumentClient "
        "marshals them (ADD and DELETE of a list fail)",
    ),
    _update(
        "expression-builder.spec.ts",
        140,
        "SET #UE_user.#UE_user_name = :UE_user_name",
        {"#UE_user": "user", "#UE_user_name": "name"},
        {":UE_user_name": None},
        [RICH],
        "the built UpdateExpression with a null value, on one sample item",
    ),
    _update(
        "expression-builder.spec.ts",
        158,
        "SET #UE_user.#UE_user_name = :UE_user_name",
        {"#UE_user": "user", "#UE_user_name": "name"},
        {":UE_user_name": ""},
        [RICH],
        "the built UpdateExpression with an empty string, on one sample item",
    ),
    _scan_filter(
        "expression-builder.spec.ts",
        176,
        "attribute_not_exists(#FE_profile.#FE_profile_deleted)",
        {"#FE_profile": "profile", "#FE_profile_deleted": "deleted"},
        note="the built FilterExpression and names as a Scan's",
    ),
    _projection(
        "expression-builder.spec.ts",
        192,
        "#PE_name, #PE_user.#PE_user_status",
        {"#PE_name": "name", "#PE_user": "user", "#PE_user_status": "status"},
    ),
    # projection.spec.ts
    _projection(
        "projection.spec.ts",
        6,
        "#PE_name, #PE_user.#PE_user_age, #PE_account.#PE_account_user.#PE_account_user_name",
        {
            "#PE_account": "account",
            "#PE_account_user": "user",
            "#PE_account_user_name": "name",
            "#PE_name": "name",
            "#PE_user": "user",
            "#PE_user_age": "age",
        },
    ),
    _projection(
        "projection.spec.ts",
        26,
        "#PE_name, #PE_user.#PE_user_age",
        {"#PE_name": "name", "#PE_user": "user", "#PE_user_age": "age"},
    ),
    # expression-input-parser.spec.ts: filters
    _scan_filter("expression-input-parser.spec.ts", 32, "#FE_age = :FE_age", {"#FE_age": "age"}, {":FE_age": 12}),
    _scan_filter(
        "expression-input-parser.spec.ts",
        46,
        "(#FE_contact.#FE_contact_addresses[0] = :FE_contact_addresses) AND (#FE_bio[0].#FE_bio_age <= :FE_bio_age)",
        {"#FE_contact": "contact", "#FE_contact_addresses": "addresses", "#FE_bio": "bio", "#FE_bio_age": "age"},
        {":FE_contact_addresses": 12, ":FE_bio_age": 2},
    ),
    _scan_filter(
        "expression-input-parser.spec.ts",
        75,
        "contains(#FE_name, :FE_name)",
        {"#FE_name": "name"},
        {":FE_name": "tes"},
    ),
    _scan_filter("expression-input-parser.spec.ts", 86, "attribute_exists(#FE_status)", {"#FE_status": "status"}),
    _scan_filter(
        "expression-input-parser.spec.ts",
        95,
        "attribute_type(#FE_status, :FE_status)",
        {"#FE_status": "status"},
        {":FE_status": "BOOL"},
    ),
    _scan_filter(
        "expression-input-parser.spec.ts",
        108,
        "size(#FE_status) = :FE_status",
        {"#FE_status": "status"},
        {":FE_status": 1},
        "the parsed filter as a Scan's FilterExpression; the test pins no value: 1, the SIZE input's EQ",
    ),
    _scan_filter(
        "expression-input-parser.spec.ts",
        121,
        "(#FE_age BETWEEN :FE_age_start AND :FE_age_end) AND (contains(#FE_name, :FE_name))",
        {"#FE_age": "age", "#FE_name": "name"},
        {":FE_age_end": 3, ":FE_age_start": 1, ":FE_name": "zuki"},
    ),
    _scan_filter(
        "expression-input-parser.spec.ts",
        181,
        "NOT (begins_with(#FE_age, :FE_age))",
        {"#FE_age": "age"},
        {":FE_age": 1},
        "the parsed filter as a Scan's FilterExpression; the test pins no value: the number 1 its input gives "
        "BEGINS_WITH (begins_with of a number is refused)",
    ),
    _scan_filter(
        "expression-input-parser.spec.ts",
        196,
        "#FE_profile.#FE_profile_name.#FE_profile_name_firstName = :FE_profile_name_firstName",
        {"#FE_profile": "profile", "#FE_profile_name": "name", "#FE_profile_name_firstName": "firstName"},
        {":FE_profile_name_firstName": "sam"},
    ),
    _scan_filter(
        "expression-input-parser.spec.ts",
        220,
        "((#FE_age BETWEEN :FE_age_start AND :FE_age_end) AND (NOT (attribute_type(#FE_status, :FE_status)))) "
        "OR (#FE_name = :FE_name)",
        {"#FE_age": "age", "#FE_name": "name", "#FE_status": "status"},
        {":FE_age_end": 4, ":FE_age_start": 1, ":FE_name": "admin", ":FE_status": "SS"},
    ),
    # expression-input-parser.spec.ts: conditions, as a DeleteItem's condition
    case(
        f"{REPO}{EXPR}expression-input-parser.spec.ts:259",
        "DeleteItem",
        {
            "TableName": T,
            "Key": USER1_KEY,
            "ConditionExpression": "NOT (NOT (((attribute_exists(#CE_age)) AND (attribute_not_exists(#CE_name))) "
            "OR (#CE_status <= :CE_status)))",
            "ExpressionAttributeNames": {"#CE_age": "age", "#CE_name": "name", "#CE_status": "status"},
            "ExpressionAttributeValues": values({":CE_status": "1"}),
        },
        TBL,
        [USER1],
        "the parsed condition as a DeleteItem's ConditionExpression (status 'active' > '1': fails)",
    ),
    case(
        f"{REPO}{EXPR}expression-input-parser.spec.ts:259",
        "DeleteItem",
        {
            "TableName": T,
            "Key": USER1_KEY,
            "ConditionExpression": "NOT (NOT (((attribute_exists(#CE_age)) AND (attribute_not_exists(#CE_name))) "
            "OR (#CE_status <= :CE_status)))",
            "ExpressionAttributeNames": {"#CE_age": "age", "#CE_name": "name", "#CE_status": "status"},
            "ExpressionAttributeValues": values({":CE_status": "1"}),
        },
        TBL,
        [item(PK="USER#1", SK="USER#1", age=5, status="0")],
        "the parsed condition as a DeleteItem's ConditionExpression, on an item it holds for",
    ),
    _projection(
        "expression-input-parser.spec.ts",
        322,
        "#PE_id, #PE_name, #PE_status.#PE_status_active",
        {"#PE_id": "id", "#PE_name": "name", "#PE_status": "status", "#PE_status_active": "active"},
    ),
    # expression-input-parser.spec.ts: updates
    _update("expression-input-parser.spec.ts", 339, BIG_SET, BIG_SET_NAMES, BIG_SET_VALUES, [RICH], UPD_NOTE),
    _update(
        "expression-input-parser.spec.ts",
        339,
        BIG_SET,
        BIG_SET_NAMES,
        BIG_SET_VALUES,
        [USER1],
        UPD_NOTE + "; the item has no addresses (list_append of a missing attribute fails)",
    ),
    _update(
        "expression-input-parser.spec.ts",
        393,
        "SET #UE_id = :UE_id, #UE_name = if_not_exists(#UE_id, :UE_name)",
        {"#UE_id": "id", "#UE_name": "name"},
        {":UE_id": "2", ":UE_name": "custom-transformed-name"},
        [USER1],
        UPD_NOTE,
    ),
    _update(
        "expression-input-parser.spec.ts",
        429,
        "SET #UE_id = :UE_id ADD #UE_age :UE_age",
        {"#UE_age": "age", "#UE_id": "id"},
        {":UE_age": 2, ":UE_id": "2"},
        [USER1],
        UPD_NOTE,
    ),
    _update(
        "expression-input-parser.spec.ts",
        461,
        "SET #UE_id = :UE_id, #UE_name = if_not_exists(#UE_age, :UE_name), #UE_age = #UE_age + :UE_age, "
        "#UE_addresses = list_append(#UE_addresses, :UE_addresses)",
        {"#UE_addresses": "addresses", "#UE_age": "age", "#UE_id": "id", "#UE_name": "name"},
        {":UE_addresses": ["1234"], ":UE_age": 2, ":UE_id": "2", ":UE_name": "2"},
        [RICH],
        UPD_NOTE + " (if_not_exists of the number age gives a number name)",
    ),
    _update(
        "expression-input-parser.spec.ts",
        508,
        "ADD #UE_age :UE_age, #UE_addresses :UE_addresses, #UE_newAddresses :UE_newAddresses",
        {"#UE_addresses": "addresses", "#UE_age": "age", "#UE_newAddresses": "newAddresses"},
        {":UE_addresses": ["123"], ":UE_age": 1, ":UE_newAddresses": [1234]},
        [RICH],
        LIST_NOTE + " (ADD of a list fails)",
    ),
    _update(
        "expression-input-parser.spec.ts",
        541,
        "REMOVE #UE_age, #UE_newAddresses[1], #UE_newAddresses[3], #UE_newAddresses[4]",
        {"#UE_age": "age", "#UE_newAddresses": "newAddresses"},
        None,
        [RICH],
        UPD_NOTE + " (empty ExpressionAttributeValues left out)",
    ),
    case(
        f"{REPO}{EXPR}expression-input-parser.spec.ts:569",
        "UpdateItem",
        {
            "TableName": T,
            "Key": USER1_KEY,
            "UpdateExpression": "DELETE #UE_addresses :UE_addresses, #UE_newAddresses :UE_newAddresses",
            "ExpressionAttributeNames": {"#UE_addresses": "addresses", "#UE_newAddresses": "newAddresses"},
            "ExpressionAttributeValues": {
                ":UE_addresses": {"L": [{"S": "123"}]},
                ":UE_newAddresses": {"L": [{"B": _b64(b"12")}]},
            },
        },
        TBL,
        [RICH],
        LIST_NOTE + "; Buffer.from('12') as binary (DELETE of a list fails)",
    ),
    _update(
        "expression-input-parser.spec.ts",
        598,
        "SET #UE_id = :UE_id, #UE_name = if_not_exists(#UE_id, :UE_name), "
        "#UE_status = if_not_exists(#UE_status, :UE_status) ADD #UE_age :UE_age DELETE #UE_addresses :UE_addresses",
        {"#UE_addresses": "addresses", "#UE_age": "age", "#UE_id": "id", "#UE_name": "name", "#UE_status": "status"},
        {":UE_addresses": ["123"], ":UE_age": 1, ":UE_id": "2", ":UE_name": "123", ":UE_status": "active"},
        [RICH],
        LIST_NOTE + " (DELETE of a list fails)",
    ),
]

# --- transformer tests: whole requests --------------------------------------
PK_SK_NAMES = {"#CE_PK": "PK", "#CE_SK": "SK"}
NOT_EXISTS = "(attribute_not_exists(#CE_PK)) AND (attribute_not_exists(#CE_SK))"
TITO = item(
    GSI1PK="USER#STATUS#active",
    GSI1SK="USER#Tito",
    PK="USER#1",
    SK="USER#1",
    id="1",
    name="Tito",
    __en="user",
    status="active",
)
UNIQUE_OLD = [
    item(PK="USER#1", SK="USER#1", id="1", name="new name", email="old@email.com", __en="user"),
    item(PK="DRM_GEN_USERUNIQUEEMAIL.EMAIL#old@email.com", SK="DRM_GEN_USERUNIQUEEMAIL.EMAIL#old@email.com"),
]
PHOTO_PETS = [
    item(
        id=1,
        PK="PHOTO#PETS",
        SK="PHOTO#1",
        category="PETS",
        GSI1PK="PHOTO#1",
        GSI1SK="PHOTO#PETS",
        __en="photo",
    )
]
QUERY_ITEMS = [
    item(PK="USER#1", SK="USER#1", id="1", name="suzan", status="active"),
    item(PK="USER#1", SK="USER#ADDRESS#1", name="home"),
    item(PK="USER#1", SK="ORDER#1", name="suzan"),
    item(PK="USER#2", SK="USER#2", id="2", name="suzan"),
]


def _req(file: str, line: int, op: str, request: dict, before: list, note: str = "") -> dict:
    return case(f"{REPO}{TRANS}{file}:{line}", op, request, TBL, before, note)


DC = "dc-request-transformer.spec.ts"
TX = "dc-transaction-transformer.spec.ts"
SC = "dc-scan-transformer.spec.ts"
UPDATE_NAME = {
    "ExpressionAttributeNames": {"#UE_name": "name", "#UE_GSI1SK": "GSI1SK"},
    "ExpressionAttributeValues": values({":UE_name": "new name", ":UE_GSI1SK": "USER#new name"}),
    "Key": USER1_KEY,
    "TableName": T,
    "UpdateExpression": "SET #UE_name = :UE_name, #UE_GSI1SK = :UE_GSI1SK",
}
UNIQUE_PUT_NEW = {
    "Put": {
        "ConditionExpression": NOT_EXISTS,
        "ExpressionAttributeNames": PK_SK_NAMES,
        "Item": item(
            PK="DRM_GEN_USERUNIQUEEMAIL.EMAIL#new@email.com", SK="DRM_GEN_USERUNIQUEEMAIL.EMAIL#new@email.com"
        ),
        "TableName": T,
    }
}
UNIQUE_DELETE_OLD = {
    "Delete": {
        "Key": item(PK="DRM_GEN_USERUNIQUEEMAIL.EMAIL#old@email.com", SK="DRM_GEN_USERUNIQUEEMAIL.EMAIL#old@email.com"),
        "TableName": T,
    }
}

TRANSFORMERS = [
    _req(DC, 38, "GetItem", {"Key": USER1_KEY, "TableName": T}, [USER1]),
    _req(
        DC,
        51,
        "GetItem",
        {
            "Key": USER1_KEY,
            "ExpressionAttributeNames": {"#PE_name": "name"},
            "ProjectionExpression": "#PE_name",
            "TableName": T,
        },
        [USER1],
    ),
    _req(
        DC,
        74,
        "GetItem",
        {"Key": item(PK="CUS#1", SK="CUS#user@example.com"), "TableName": T},
        [USER1],
        "no sample item under this key: the test writes none",
    ),
    _req(
        DC,
        88,
        "GetItem",
        {"Key": item(PK="CUS#1", SK="CUS#user@example.com"), "TableName": T, "ConsistentRead": True},
        [item(PK="CUS#1", SK="CUS#user@example.com", id="1", email="user@example.com", __en="customer")],
        "a sample item under the key added",
    ),
    _req(
        DC,
        112,
        "PutItem",
        {"Item": TITO, "ConditionExpression": NOT_EXISTS, "ExpressionAttributeNames": PK_SK_NAMES, "TableName": T},
        [],
    ),
    _req(
        DC,
        112,
        "PutItem",
        {"Item": TITO, "ConditionExpression": NOT_EXISTS, "ExpressionAttributeNames": PK_SK_NAMES, "TableName": T},
        [USER1],
        "the item already written (the condition fails)",
    ),
    _req(
        DC,
        140,
        "PutItem",
        {
            "Item": TITO,
            "ConditionExpression": "((attribute_not_exists(#CE_PK)) AND (attribute_not_exists(#CE_SK))) "
            "AND (#CE_status = :CE_status)",
            "ExpressionAttributeNames": {"#CE_PK": "PK", "#CE_SK": "SK", "#CE_status": "status"},
            "ExpressionAttributeValues": values({":CE_status": "active"}),
            "TableName": T,
        },
        [],
        "on an empty table: no stored status, so the condition fails",
    ),
    _req(
        DC,
        178,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "ConditionExpression": NOT_EXISTS,
                        "ExpressionAttributeNames": PK_SK_NAMES,
                        "Item": item(PK="USER#1", SK="USER#1", email="user@example.com", id="1", __en="user"),
                        "TableName": T,
                    }
                },
                {
                    "Put": {
                        "ConditionExpression": NOT_EXISTS,
                        "ExpressionAttributeNames": PK_SK_NAMES,
                        "Item": item(
                            PK="DRM_GEN_USERUNIQUEEMAIL.EMAIL#user@example.com",
                            SK="DRM_GEN_USERUNIQUEEMAIL.EMAIL#user@example.com",
                        ),
                        "TableName": T,
                    }
                },
            ]
        },
        [],
        "the two Puts the test expects, as one TransactWriteItems",
    ),
    _req(
        DC,
        240,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "ConditionExpression": "((attribute_not_exists(#CE_PK)) AND (attribute_not_exists(#CE_SK))) "
                        "AND (attribute_not_exists(#CE_status))",
                        "ExpressionAttributeNames": {"#CE_PK": "PK", "#CE_SK": "SK", "#CE_status": "status"},
                        "Item": item(
                            PK="USER#1",
                            SK="USER#1",
                            email="user@example.com",
                            id="1",
                            name="test user",
                            status="active",
                            __en="user-unique-email",
                            GSI1PK="USER#STATUS#active",
                            GSI1SK="USER#test user",
                        ),
                        "TableName": T,
                    }
                },
                {
                    "Put": {
                        "ConditionExpression": NOT_EXISTS,
                        "ExpressionAttributeNames": PK_SK_NAMES,
                        "Item": item(
                            PK="DRM_GEN_USERUNIQUEEMAIL.EMAIL#user@example.com",
                            SK="DRM_GEN_USERUNIQUEEMAIL.EMAIL#user@example.com",
                        ),
                        "TableName": T,
                    }
                },
            ]
        },
        [
            item(
                PK="DRM_GEN_USERUNIQUEEMAIL.EMAIL#user@example.com", SK="DRM_GEN_USERUNIQUEEMAIL.EMAIL#user@example.com"
            )
        ],
        "the two Puts as one TransactWriteItems; the email already taken (the second condition fails)",
    ),
    _req(
        DC,
        291,
        "PutItem",
        {
            "ConditionExpression": NOT_EXISTS,
            "ExpressionAttributeNames": PK_SK_NAMES,
            "Item": item(PK="PRD#1", SK="PRD#1", __en="product", id="1", status="available"),
            "TableName": T,
        },
        [USER1],
    ),
    _req(
        DC,
        344,
        "PutItem",
        {
            "ConditionExpression": NOT_EXISTS,
            "ExpressionAttributeNames": PK_SK_NAMES,
            "Item": item(
                PK="PER#1", SK="PER#1", __en="person", id="1", name="Rushi Patel", firstName="Rushi", lastName="Patel"
            ),
            "TableName": T,
        },
        [],
    ),
    _req(DC, 470, "UpdateItem", {**UPDATE_NAME, "ReturnValues": "ALL_NEW"}, [USER1]),
    _req(
        DC,
        500,
        "UpdateItem",
        {
            "ExpressionAttributeNames": {"#UE_createdAt": "createdAt", "#UE_updatedAt": "updatedAt"},
            "ExpressionAttributeValues": values({":UE_createdAt": "2021-05-30", ":UE_updatedAt": "1622530750"}),
            "Key": item(PK="PHOTO#KIDS", SK="PHOTO#123"),
            "ReturnValues": "ALL_NEW",
            "TableName": T,
            "UpdateExpression": "SET #UE_createdAt = :UE_createdAt, #UE_updatedAt = :UE_updatedAt",
        },
        [],
        "ReturnConsumedCapacity: undefined left out (the DocumentClient drops it); no item yet (the update creates it)",
    ),
    _req(
        DC,
        532,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "Item": item(
                            GSI1SK="PHOTO#kids-new",
                            GSI1PK="PHOTO#1",
                            PK="PHOTO#kids-new",
                            SK="PHOTO#1",
                            category="kids-new",
                            id=1,
                            updatedAt="1622530750",
                        ),
                        "TableName": T,
                    }
                },
                {"Delete": {"Key": item(PK="PHOTO#PETS", SK="PHOTO#1"), "TableName": T}},
            ]
        },
        PHOTO_PETS,
        "the write list as one TransactWriteItems; the Put's ReturnValues: 'ALL_NEW' left out (no member of a "
        "transaction's Put)",
    ),
    _req(
        DC,
        585,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "ExpressionAttributeNames": {"#UE_name": "name", "#UE_email": "email", "#UE_GSI1SK": "GSI1SK"},
                        "ExpressionAttributeValues": values(
                            {":UE_name": "new name", ":UE_email": "new@email.com", ":UE_GSI1SK": "USER#new name"}
                        ),
                        "Key": USER1_KEY,
                        "TableName": T,
                        "UpdateExpression": "SET #UE_name = :UE_name, #UE_email = :UE_email, #UE_GSI1SK = :UE_GSI1SK",
                    }
                },
                UNIQUE_PUT_NEW,
                UNIQUE_DELETE_OLD,
            ]
        },
        UNIQUE_OLD,
        "the write list as one TransactWriteItems, on the item and unique-email item the test's loader reads",
    ),
    _req(
        DC,
        651,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "ExpressionAttributeNames": {"#UE_email": "email"},
                        "ExpressionAttributeValues": values({":UE_email": "new@email.com"}),
                        "Key": USER1_KEY,
                        "TableName": T,
                        "UpdateExpression": "SET #UE_email = :UE_email",
                    }
                },
                UNIQUE_PUT_NEW,
                UNIQUE_DELETE_OLD,
            ]
        },
        UNIQUE_OLD
        + [item(PK="DRM_GEN_USERUNIQUEEMAIL.EMAIL#new@email.com", SK="DRM_GEN_USERUNIQUEEMAIL.EMAIL#new@email.com")],
        "the write list as one TransactWriteItems; the new email already taken (the Put's condition fails)",
    ),
    _req(
        DC,
        715,
        "UpdateItem",
        {
            **UPDATE_NAME,
            "ExpressionAttributeNames": {"#UE_name": "name", "#UE_GSI1SK": "GSI1SK", "#CE_age": "age"},
            "ExpressionAttributeValues": values(
                {":UE_name": "new name", ":UE_GSI1SK": "USER#new name", ":CE_age_end": 10, ":CE_age_start": 3}
            ),
            "ReturnValues": "ALL_NEW",
            "ConditionExpression": "#CE_age BETWEEN :CE_age_start AND :CE_age_end",
        },
        [USER1],
    ),
    _req(
        DC,
        715,
        "UpdateItem",
        {
            **UPDATE_NAME,
            "ExpressionAttributeNames": {"#UE_name": "name", "#UE_GSI1SK": "GSI1SK", "#CE_age": "age"},
            "ExpressionAttributeValues": values(
                {":UE_name": "new name", ":UE_GSI1SK": "USER#new name", ":CE_age_end": 10, ":CE_age_start": 3}
            ),
            "ReturnValues": "ALL_NEW",
            "ConditionExpression": "#CE_age BETWEEN :CE_age_start AND :CE_age_end",
        },
        [item(PK="USER#1", SK="USER#1", name="Tito", age=12)],
        "age 12 (the condition fails)",
    ),
    _req(
        DC,
        755,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "ExpressionAttributeNames": {
                            "#UE_name": "name",
                            "#UE_email": "email",
                            "#UE_GSI1SK": "GSI1SK",
                            "#CE_user": "user",
                            "#CE_user_name": "name",
                        },
                        "ExpressionAttributeValues": values(
                            {
                                ":UE_name": "new name",
                                ":UE_email": "new@email.com",
                                ":UE_GSI1SK": "USER#new name",
                                ":CE_user_name": "test user",
                            }
                        ),
                        "Key": USER1_KEY,
                        "TableName": T,
                        "UpdateExpression": "SET #UE_name = :UE_name, #UE_email = :UE_email, #UE_GSI1SK = :UE_GSI1SK",
                        "ConditionExpression": "#CE_user.#CE_user_name <> :CE_user_name",
                    }
                },
                UNIQUE_PUT_NEW,
                UNIQUE_DELETE_OLD,
            ]
        },
        UNIQUE_OLD,
        "the write list as one TransactWriteItems (no stored user.name: <> holds)",
    ),
    _req(
        DC,
        832,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "Item": item(
                            email="user@email.com", id="1a", name="new name", PK="USER#1a", SK="USER#1a", __en="user"
                        ),
                        "ReturnValues": "ALL_NEW",
                        "TableName": T,
                    }
                },
                {"Delete": {"Key": USER1_KEY, "TableName": T}},
            ]
        },
        [item(id="1", PK="USER#1", SK="USER#1", name="new name", email="user@email.com", __en="user")],
        "the write list as one TransactWriteItems, the Put's ReturnValues: 'ALL_NEW' kept as the test expects it",
    ),
    _req(
        DC,
        887,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "Item": item(
                            GSI1PK="PHOTO#2",
                            GSI1SK="PHOTO#PETS",
                            PK="PHOTO#PETS",
                            SK="PHOTO#2",
                            __en="photo",
                            category="PETS",
                            id=2,
                            updatedAt="1622530750",
                        ),
                        "TableName": T,
                    }
                },
                {"Delete": {"Key": item(PK="PHOTO#PETS", SK="PHOTO#1"), "TableName": T}},
            ]
        },
        PHOTO_PETS,
        "the write list as one TransactWriteItems; the Put's ReturnValues: 'ALL_NEW' left out",
    ),
    _req(
        DC,
        1042,
        "UpdateItem",
        {
            **UPDATE_NAME,
            "ExpressionAttributeNames": {
                "#UE_name": "name",
                "#UE_GSI1SK": "GSI1SK",
                "#CE_age": "age",
                "#CE_status": "status",
            },
            "ExpressionAttributeValues": values(
                {
                    ":UE_name": "new name",
                    ":UE_GSI1SK": "USER#new name",
                    ":CE_age": 3,
                    ":CE_status_0": "active",
                    ":CE_status_1": "standby",
                }
            ),
            "ReturnValues": "ALL_NEW",
            "ConditionExpression": "(#CE_age >= :CE_age) AND (#CE_status IN (:CE_status_0, :CE_status_1))",
        },
        [USER1],
    ),
    _req(DC, 1093, "DeleteItem", {"Key": USER1_KEY, "TableName": T}, [USER1]),
    _req(
        DC,
        1109,
        "DeleteItem",
        {
            "Key": USER1_KEY,
            "TableName": T,
            "ConditionExpression": "#CE_age BETWEEN :CE_age_start AND :CE_age_end",
            "ExpressionAttributeNames": {"#CE_age": "age"},
            "ExpressionAttributeValues": values({":CE_age_end": 9, ":CE_age_start": 1}),
        },
        [USER1],
    ),
    _req(
        DC,
        1140,
        "TransactWriteItems",
        {
            "TransactItems": [
                {"Delete": {"TableName": T, "Key": USER1_KEY}},
                {"Delete": {"TableName": T, "Key": UNIQUE_DELETE_OLD["Delete"]["Key"]}},
            ]
        },
        UNIQUE_OLD,
        "the delete list as one TransactWriteItems",
    ),
    _req(
        DC,
        1187,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Delete": {
                        "TableName": T,
                        "Key": USER1_KEY,
                        "ConditionExpression": "#CE_email <> :CE_email",
                        "ExpressionAttributeNames": {"#CE_email": "email"},
                        "ExpressionAttributeValues": values({":CE_email": "admin@user.com"}),
                    }
                },
                {"Delete": {"TableName": T, "Key": UNIQUE_DELETE_OLD["Delete"]["Key"]}},
            ]
        },
        UNIQUE_OLD,
        "the delete list as one TransactWriteItems",
    ),
    _req(
        DC,
        1254,
        "Query",
        {
            "ExpressionAttributeNames": {"#KY_CE_PK": "PK"},
            "ExpressionAttributeValues": values({":KY_CE_PK": "USER#1"}),
            "KeyConditionExpression": "#KY_CE_PK = :KY_CE_PK",
            "TableName": T,
        },
        QUERY_ITEMS,
    ),
    _req(
        DC,
        1270,
        "Query",
        {
            "ExpressionAttributeNames": {"#KY_CE_PK": "PK"},
            "ExpressionAttributeValues": values({":KY_CE_PK": "USER#1"}),
            "KeyConditionExpression": "#KY_CE_PK = :KY_CE_PK",
            "TableName": T,
            "ConsistentRead": True,
        },
        QUERY_ITEMS,
    ),
    _req(
        DC,
        1293,
        "Query",
        {
            "ExpressionAttributeNames": {"#KY_CE_PK": "PK", "#PE_name": "name", "#PE_status": "status"},
            "ExpressionAttributeValues": values({":KY_CE_PK": "USER#1"}),
            "KeyConditionExpression": "#KY_CE_PK = :KY_CE_PK",
            "TableName": T,
            "ProjectionExpression": "#PE_status, #PE_name",
        },
        QUERY_ITEMS,
    ),
    _req(
        DC,
        1318,
        "Query",
        {
            "ExpressionAttributeNames": {"#KY_CE_PK": "PK"},
            "ExpressionAttributeValues": values({":KY_CE_PK": "USER#1"}),
            "KeyConditionExpression": "#KY_CE_PK = :KY_CE_PK",
            "TableName": T,
            "Select": "COUNT",
        },
        QUERY_ITEMS,
    ),
    _req(
        DC,
        1341,
        "Query",
        {
            "ExpressionAttributeNames": {"#KY_CE_PK": "PK", "#FE_name": "name"},
            "ExpressionAttributeValues": values({":KY_CE_PK": "USER#1", ":FE_name": "suzan"}),
            "KeyConditionExpression": "#KY_CE_PK = :KY_CE_PK",
            "FilterExpression": "#FE_name = :FE_name",
            "TableName": T,
        },
        QUERY_ITEMS,
    ),
    _req(
        DC,
        1370,
        "Query",
        {
            "ExpressionAttributeNames": {"#KY_CE_PK": "PK", "#KY_CE_SK": "SK"},
            "ExpressionAttributeValues": values({":KY_CE_PK": "USER#1", ":KY_CE_SK": "USER#"}),
            "KeyConditionExpression": "(#KY_CE_PK = :KY_CE_PK) AND (begins_with(#KY_CE_SK, :KY_CE_SK))",
            "Limit": 12,
            "ScanIndexForward": False,
            "TableName": T,
        },
        QUERY_ITEMS,
    ),
    _req(
        TX,
        34,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "ConditionExpression": NOT_EXISTS,
                        "ExpressionAttributeNames": PK_SK_NAMES,
                        "Item": item(
                            GSI1PK="USER#STATUS#inactive",
                            GSI1SK="USER#user 1",
                            PK="USER#1",
                            SK="USER#1",
                            __en="user",
                            id="1",
                            name="user 1",
                            status="inactive",
                        ),
                        "TableName": T,
                    }
                },
                {"Update": dict(UPDATE_NAME)},
            ]
        },
        [],
        "the transactionItemList as one TransactWriteItems (a Put and an Update of one key: refused)",
    ),
    _req(
        TX,
        154,
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "ConditionExpression": "((attribute_not_exists(#CE_PK)) AND (attribute_not_exists(#CE_SK))) "
                        "AND (#CE_age <= :CE_age)",
                        "ExpressionAttributeNames": {"#CE_PK": "PK", "#CE_SK": "SK", "#CE_age": "age"},
                        "ExpressionAttributeValues": values({":CE_age": 1}),
                        "Item": item(
                            GSI1PK="USER#STATUS#active",
                            GSI1SK="USER#test user",
                            PK="USER#1",
                            SK="USER#1",
                            __en="user",
                            id="1",
                            name="test user",
                            status="active",
                        ),
                        "TableName": T,
                    }
                }
            ]
        },
        [],
        "the transactionItemList as one TransactWriteItems; on an empty table (no stored age: the condition fails)",
    ),
    _req(
        TX,
        214,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"Key": USER1_KEY, "TableName": T}},
                {"Get": {"Key": item(PK="USER#2", SK="USER#2"), "TableName": T}},
            ]
        },
        [USER1],
        "the transactionItemList as one TransactGetItems",
    ),
    _req(
        TX,
        250,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"Key": USER1_KEY, "TableName": T}},
                {
                    "Get": {
                        "Key": item(PK="USER#2", SK="USER#2"),
                        "ExpressionAttributeNames": {"#PE_name": "name"},
                        "ProjectionExpression": "#PE_name",
                        "TableName": T,
                    }
                },
            ]
        },
        [USER1, item(PK="USER#2", SK="USER#2", id="2", name="Two", status="x")],
        "the transactionItemList as one TransactGetItems",
    ),
    _req(
        SC,
        72,
        "Scan",
        {
            "ExpressionAttributeNames": {"#FE_id": "id", "#PE_id": "id"},
            "ExpressionAttributeValues": values({":FE_id": "1"}),
            "FilterExpression": "#FE_id = :FE_id",
            "ProjectionExpression": "#PE_id",
            "TableName": T,
        },
        FILTER_ITEMS,
    ),
    _req(SC, 96, "Scan", {"Select": "COUNT", "TableName": T}, FILTER_ITEMS),
    _req(
        SC,
        106,
        "Scan",
        {
            "ExpressionAttributeNames": {"#FE_id": "id", "#PE_id": "id", "#FE___en": "__en"},
            "ExpressionAttributeValues": values({":FE___en": "user", ":FE_id": "1"}),
            "FilterExpression": "(#FE___en = :FE___en) AND (#FE_id = :FE_id)",
            "ProjectionExpression": "#PE_id",
            "TableName": T,
        },
        FILTER_ITEMS,
    ),
]

CASES = EXPRESSIONS + TRANSFORMERS
