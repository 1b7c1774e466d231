"""TypeDORM: the requests its tests assert it sends through the DocumentClient.

Source: typedorm/typedorm, branch main, commit c64d1f9,
``packages/core/src/classes/``: ``expression/__test__/expression-builder.spec.ts``
and ``expression-input-parser.spec.ts`` (the texts, names and values each
builder and parser test pins), ``transformer/__test__/dc-request-transformer.spec.ts``
and ``dc-scan-transformer.spec.ts`` (the request objects ``toEqual`` pins),
``manager/__test__/entity-manager.spec.ts`` and ``scan-manager.spec.ts`` (the
parameters the mocked DocumentClient is expected to be called with). Harvested
by reading the expected objects and recorded here as data.

Adapted only as far as needed to run: the DocumentClient's plain values are
written typed as it marshals them (a string S, a number N, ``null`` NULL, an
array L, a Buffer B; TypeDORM sends arrays as arrays, never as sets, so an
array given to ADD or DELETE is a list); the tests' table is ``test-table``
(partition key ``PK``, sort key ``SK``, strings; its indexes are left out, and
so are the queries naming them and the parallel scans, whose split the
simulator does not model); a parsed filter or projection (no request of its
own) is sent as a Scan's FilterExpression or ProjectionExpression, a parsed
condition as a DeleteItem's ConditionExpression and a parsed update as an
UpdateItem on user 1; a list of write items (TypeDORM's unique attributes and
key changes) is sent as the TransactWriteItems TypeDORM sends it in. A
``ReturnConsumedCapacity: undefined`` is left out, as the DocumentClient drops
it. Sample items follow the tests' ``User`` entity.
"""

from __future__ import annotations

from ._build import case, item, table, values

SOURCE = "typedorm"
REPO = "typedorm/typedorm@c64d1f9 packages/core/src/classes/"
EB = REPO + "expression/__test__/expression-builder.spec.ts:"
EIP = REPO + "expression/__test__/expression-input-parser.spec.ts:"
RT = REPO + "transformer/__test__/dc-request-transformer.spec.ts:"
ST = REPO + "transformer/__test__/dc-scan-transformer.spec.ts:"
EM = REPO + "manager/__test__/entity-manager.spec.ts:"
SM = REPO + "manager/__test__/scan-manager.spec.ts:"

TABLE = table(("PK", "S"), ("SK", "S"))
T = "test-table"


def _user(n: str, **attrs) -> dict:
    return item(PK=f"USER#{n}", SK=f"USER#{n}", id=n, __en="user", **attrs)


USER1 = _user(
    "1",
    name="Tito",
    status="active",
    age=5,
    GSI1PK="USER#STATUS#active",
    GSI1SK="USER#Tito",
    addresses=["1234", "5678"],
    user={"name": "test user", "status": "new"},
)
USERS = [
    USER1,
    _user("2", name="suzan", status="standby", age=2, addresses=["9"]),
    _user("3", name="admin", status={"SS"}, age=3),
    _user("4", name="zuki-san", status=True, age=12, profile={"name": {"firstName": "sam"}}),
    _user("5", name="LALA", status="1", contact={"addresses": [12, 13]}, bio=[{"age": 2}]),
    item(PK="USER#1", SK="USER#1#ORDER#1", id="o1", __en="order", name="suzan", total=10),
    item(PK="CUS#1", SK="CUS#user@example.com", id="1", email="user@example.com", __en="customer"),
    item(PK="PHOTO#KIDS", SK="PHOTO#1", id=1, category="KIDS", __en="photo"),
]
KEY1 = item(PK="USER#1", SK="USER#1")


def _scan(cite: str, request: dict, note: str, before: list | None = None) -> dict:
    return case(cite, "Scan", {"TableName": T, **request}, TABLE, USERS if before is None else before, note)


def _filter(cite: str, text: str, names: dict, vals: dict | None = None, note: str = "") -> dict:
    request = {"FilterExpression": text, "ExpressionAttributeNames": names}
    if vals:
        request["ExpressionAttributeValues"] = values(vals)
    return _scan(cite, request, note or "the parsed filter as a Scan's FilterExpression")


def _update(
    cite: str, text: str, names: dict, vals: dict | None, note: str, before: list | None = None, **extra
) -> dict:
    request = {"TableName": T, "Key": KEY1, "UpdateExpression": text, "ExpressionAttributeNames": names}
    if vals:
        request["ExpressionAttributeValues"] = values(vals)
    request.update(extra)
    return case(cite, "UpdateItem", request, TABLE, [USER1] if before is None else before, note)


NOT_EXISTS = "(attribute_not_exists(#CE_PK)) AND (attribute_not_exists(#CE_SK))"
PKSK = {"#CE_PK": "PK", "#CE_SK": "SK"}
NEW_USER = item(
    GSI1PK="USER#STATUS#active",
    GSI1SK="USER#Tito",
    PK="USER#1",
    SK="USER#1",
    id="1",
    name="Tito",
    __en="user",
    status="active",
)
UNIQUE = "DRM_GEN_USERUNIQUEEMAIL.EMAIL#"

# --- expression-builder.spec.ts --------------------------------------------
BUILDER = [
    case(
        EB + "21",
        "PutItem",
        {
            "TableName": T,
            "Item": NEW_USER,
            "ConditionExpression": "attribute_not_exists(#CE_PK)",
            "ExpressionAttributeNames": {"#CE_PK": "PK"},
        },
        TABLE,
        [],
        "the built condition on a PutItem of the tests' user 1 (the test builds the condition alone)",
    ),
    _update(
        EB + "35",
        "SET #UE_name = :UE_name",
        {"#UE_name": "name"},
        {":UE_name": "new name"},
        "the built update on user 1",
    ),
    _update(
        EB + "77",
        "SET #UE_application = :UE_application, #UE_profile.#UE_profile_name.#UE_profile_name_last = :UE_profile_name_last, #UE_data = :UE_data, #UE_address[0] = :UE_address, #UE_complex.#UE_complex_nested.#UE_complex_nested_object[1] = :UE_complex_nested_object",
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
        "the built update on an item holding the maps and lists it names",
        [
            _user(
                "1",
                profile={"name": {"first": "Tito"}},
                address=["old portion", "second portion"],
                complex={"nested": {"object": ["a", "b", "c"]}},
            )
        ],
    ),
    _update(
        EB + "77",
        "SET #UE_application = :UE_application, #UE_profile.#UE_profile_name.#UE_profile_name_last = :UE_profile_name_last, #UE_data = :UE_data, #UE_address[0] = :UE_address, #UE_complex.#UE_complex_nested.#UE_complex_nested_object[1] = :UE_complex_nested_object",
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
        "the built update on user 1, which holds none of profile, address, complex: the paths are invalid",
    ),
    _update(
        EB + "114",
        "SET #UE_application = :UE_application, #UE_profile.#UE_profile_name.#UE_profile_name_last = :UE_profile_name_last ADD #UE_data :UE_data REMOVE #UE_address[0] DELETE #UE_complex.#UE_complex_nested.#UE_complex_nested_attr :UE_complex_nested_attr",
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
        "the built update on an item holding what it names; the arrays given to ADD and DELETE are lists",
        [_user("1", profile={"name": {}}, address=["a"], complex={"nested": {"attr": {"new value", "old"}}})],
    ),
    _update(
        EB + "143",
        "SET #UE_user.#UE_user_name = :UE_user_name",
        {"#UE_user": "user", "#UE_user_name": "name"},
        {":UE_user_name": None},
        "the built update on user 1 (null as NULL)",
    ),
    _update(
        EB + "161",
        "SET #UE_user.#UE_user_name = :UE_user_name",
        {"#UE_user": "user", "#UE_user_name": "name"},
        {":UE_user_name": ""},
        "the built update on user 1 (an empty string)",
    ),
    _filter(
        EB + "180",
        "attribute_not_exists(#FE_profile.#FE_profile_deleted)",
        {"#FE_profile": "profile", "#FE_profile_deleted": "deleted"},
        note="the built filter as a Scan's FilterExpression",
    ),
    _scan(
        EB + "201",
        {
            "ProjectionExpression": "#PE_name, #PE_user.#PE_user_status",
            "ExpressionAttributeNames": {"#PE_name": "name", "#PE_user": "user", "#PE_user_status": "status"},
        },
        "the built projection as a Scan's ProjectionExpression",
    ),
]

# --- expression-input-parser.spec.ts: filters, conditions, updates ----------
PARSER = [
    _filter(EIP + "40", "#FE_age = :FE_age", {"#FE_age": "age"}, {":FE_age": 12}),
    _filter(
        EIP + "59",
        "(#FE_contact.#FE_contact_addresses[0] = :FE_contact_addresses) AND (#FE_bio[0].#FE_bio_age <= :FE_bio_age)",
        {"#FE_contact": "contact", "#FE_contact_addresses": "addresses", "#FE_bio": "bio", "#FE_bio_age": "age"},
        {":FE_contact_addresses": 12, ":FE_bio_age": 2},
    ),
    _filter(
        EIP + "83",
        "contains(#FE_name, :FE_name)",
        {"#FE_name": "name"},
        {":FE_name": "tes"},
        "the parsed filter as a Scan's FilterExpression (the test pins the text; the value is the input's)",
    ),
    _filter(EIP + "102", "attribute_type(#FE_status, :FE_status)", {"#FE_status": "status"}, {":FE_status": "BOOL"}),
    _filter(
        EIP + "118",
        "size(#FE_status) = :FE_status",
        {"#FE_status": "status"},
        {":FE_status": 1},
        "the parsed filter as a Scan's FilterExpression (the value is the input's)",
    ),
    _filter(
        EIP + "134",
        "(#FE_age BETWEEN :FE_age_start AND :FE_age_end) AND (contains(#FE_name, :FE_name))",
        {"#FE_age": "age", "#FE_name": "name"},
        {":FE_age_end": 3, ":FE_age_start": 1, ":FE_name": "zuki"},
    ),
    _filter(
        EIP + "191",
        "NOT (begins_with(#FE_age, :FE_age))",
        {"#FE_age": "age"},
        {":FE_age": 1},
        "the parsed filter as a Scan's FilterExpression (the input's number 1 as begins_with's operand)",
    ),
    _filter(
        EIP + "240",
        "((#FE_age BETWEEN :FE_age_start AND :FE_age_end) AND (NOT (attribute_type(#FE_status, :FE_status)))) OR (#FE_name = :FE_name)",
        {"#FE_age": "age", "#FE_name": "name", "#FE_status": "status"},
        {":FE_age_end": 4, ":FE_age_start": 1, ":FE_name": "admin", ":FE_status": "SS"},
    ),
    case(
        EIP + "277",
        "DeleteItem",
        {
            "TableName": T,
            "Key": KEY1,
            "ConditionExpression": "NOT (NOT (((attribute_exists(#CE_age)) AND (attribute_not_exists(#CE_name))) OR (#CE_status <= :CE_status)))",
            "ExpressionAttributeNames": {"#CE_age": "age", "#CE_name": "name", "#CE_status": "status"},
            "ExpressionAttributeValues": values({":CE_status": "1"}),
        },
        TABLE,
        [_user("1", age=3, status="0")],
        'the parsed condition as a DeleteItem\'s ConditionExpression on a user whose status is "0"',
    ),
    case(
        EIP + "277",
        "DeleteItem",
        {
            "TableName": T,
            "Key": KEY1,
            "ConditionExpression": "NOT (NOT (((attribute_exists(#CE_age)) AND (attribute_not_exists(#CE_name))) OR (#CE_status <= :CE_status)))",
            "ExpressionAttributeNames": {"#CE_age": "age", "#CE_name": "name", "#CE_status": "status"},
            "ExpressionAttributeValues": values({":CE_status": "1"}),
        },
        TABLE,
        [USER1],
        'the parsed condition as a DeleteItem\'s ConditionExpression on user 1 (status "active", a name): fails',
    ),
    _scan(
        EIP + "330",
        {
            "ProjectionExpression": "#PE_id, #PE_name, #PE_status.#PE_status_active",
            "ExpressionAttributeNames": {
                "#PE_id": "id",
                "#PE_name": "name",
                "#PE_status": "status",
                "#PE_status_active": "active",
            },
        },
        "the parsed projection as a Scan's ProjectionExpression (names as the parser writes them)",
    ),
    _update(
        EIP + "369",
        "SET #UE_id = :UE_id, #UE_name = if_not_exists(#UE_id, :UE_name), #UE_status = if_not_exists(#UE_status, :UE_status), #UE_age = #UE_age + :UE_age, #UE_addresses = list_append(#UE_addresses, :UE_addresses), #UE_user.#UE_user_newAddresses = list_append(#UE_addresses, :UE_user_newAddresses)",
        {
            "#UE_addresses": "addresses",
            "#UE_age": "age",
            "#UE_id": "id",
            "#UE_name": "name",
            "#UE_status": "status",
            "#UE_user": "user",
            "#UE_user_newAddresses": "newAddresses",
        },
        {
            ":UE_addresses": ["1234"],
            ":UE_user_newAddresses": ["123"],
            ":UE_age": 2,
            ":UE_id": "2",
            ":UE_name": "123",
            ":UE_status": "1",
        },
        "the parsed update on user 1",
    ),
    _update(
        EIP + "447",
        "SET #UE_id = :UE_id ADD #UE_age :UE_age",
        {"#UE_age": "age", "#UE_id": "id"},
        {":UE_age": 2, ":UE_id": "2"},
        "the parsed update on user 1",
    ),
    _update(
        EIP + "489",
        "SET #UE_id = :UE_id, #UE_name = if_not_exists(#UE_age, :UE_name), #UE_age = #UE_age + :UE_age, #UE_addresses = list_append(#UE_addresses, :UE_addresses)",
        {"#UE_addresses": "addresses", "#UE_age": "age", "#UE_id": "id", "#UE_name": "name"},
        {":UE_addresses": ["1234"], ":UE_age": 2, ":UE_id": "2", ":UE_name": "2"},
        "the parsed update on user 1 (if_not_exists of age, a number, into name)",
    ),
    _update(
        EIP + "524",
        "ADD #UE_age :UE_age, #UE_addresses :UE_addresses, #UE_newAddresses :UE_newAddresses",
        {"#UE_addresses": "addresses", "#UE_age": "age", "#UE_newAddresses": "newAddresses"},
        {":UE_addresses": ["123"], ":UE_age": 1, ":UE_newAddresses": [1234]},
        "the parsed update on user 1; the arrays given to ADD are lists",
    ),
    _update(
        EIP + "557",
        "REMOVE #UE_age, #UE_newAddresses[1], #UE_newAddresses[3], #UE_newAddresses[4]",
        {"#UE_age": "age", "#UE_newAddresses": "newAddresses"},
        None,
        "the parsed update on user 1 with a list newAddresses of five",
        [_user("1", age=5, newAddresses=[b"0", b"1", b"2", b"3", b"4"])],
    ),
    _update(
        EIP + "583",
        "DELETE #UE_addresses :UE_addresses, #UE_newAddresses :UE_newAddresses",
        {"#UE_addresses": "addresses", "#UE_newAddresses": "newAddresses"},
        {":UE_addresses": ["123"], ":UE_newAddresses": [b"12"]},
        "the parsed update on user 1; the arrays given to DELETE are lists (a Buffer as B)",
    ),
    _update(
        EIP + "621",
        "SET #UE_id = :UE_id, #UE_name = if_not_exists(#UE_id, :UE_name), #UE_status = if_not_exists(#UE_status, :UE_status) ADD #UE_age :UE_age DELETE #UE_addresses :UE_addresses",
        {"#UE_addresses": "addresses", "#UE_age": "age", "#UE_id": "id", "#UE_name": "name", "#UE_status": "status"},
        {":UE_addresses": ["123"], ":UE_age": 1, ":UE_id": "2", ":UE_name": "123", ":UE_status": "active"},
        "the parsed update on user 1; the array given to DELETE is a list",
    ),
]

# --- dc-request-transformer.spec.ts: whole requests ------------------------
UE_NAME = {"#UE_name": "name", "#UE_GSI1SK": "GSI1SK"}
UE_NAME_V = {":UE_name": "new name", ":UE_GSI1SK": "USER#new name"}
UNIQUE_OLD = item(PK=UNIQUE + "old@email.com", SK=UNIQUE + "old@email.com")
USER1_OLD_EMAIL = _user("1", name="new name", email="old@email.com", user={"name": "someone"})


def _put_unique(email: str) -> dict:
    return {
        "Put": {
            "ConditionExpression": NOT_EXISTS,
            "ExpressionAttributeNames": PKSK,
            "Item": item(PK=UNIQUE + email, SK=UNIQUE + email),
            "TableName": T,
        }
    }


def _delete(pk: str, sk: str) -> dict:
    return {"Delete": {"Key": item(PK=pk, SK=sk), "TableName": T}}


TRANSFORMER = [
    case(
        RT + "61",
        "GetItem",
        {
            "Key": KEY1,
            "ExpressionAttributeNames": {"#PE_name": "name"},
            "ProjectionExpression": "#PE_name",
            "TableName": T,
        },
        TABLE,
        USERS,
    ),
    case(
        RT + "119",
        "PutItem",
        {"Item": NEW_USER, "ConditionExpression": NOT_EXISTS, "ExpressionAttributeNames": PKSK, "TableName": T},
        TABLE,
        [],
    ),
    case(
        RT + "119",
        "PutItem",
        {"Item": NEW_USER, "ConditionExpression": NOT_EXISTS, "ExpressionAttributeNames": PKSK, "TableName": T},
        TABLE,
        [USER1],
        "user 1 written before: the condition fails",
    ),
    case(
        RT + "153",
        "PutItem",
        {
            "Item": NEW_USER,
            "ConditionExpression": "((attribute_not_exists(#CE_PK)) AND (attribute_not_exists(#CE_SK))) AND (#CE_status = :CE_status)",
            "ExpressionAttributeNames": {**PKSK, "#CE_status": "status"},
            "ExpressionAttributeValues": values({":CE_status": "active"}),
            "TableName": T,
        },
        TABLE,
        [],
        "no item before: attribute_not_exists holds, status = :CE_status does not",
    ),
    case(
        RT + "209",
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "ConditionExpression": NOT_EXISTS,
                        "ExpressionAttributeNames": PKSK,
                        "Item": item(PK="USER#1", SK="USER#1", email="user@example.com", id="1", __en="user"),
                        "TableName": T,
                    }
                },
                _put_unique("user@example.com"),
            ]
        },
        TABLE,
        [],
        "the list of write items as the TransactWriteItems TypeDORM sends for a unique attribute",
    ),
    case(
        RT + "252",
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Put": {
                        "ConditionExpression": "((attribute_not_exists(#CE_PK)) AND (attribute_not_exists(#CE_SK))) AND (attribute_not_exists(#CE_status))",
                        "ExpressionAttributeNames": {**PKSK, "#CE_status": "status"},
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
                _put_unique("user@example.com"),
            ]
        },
        TABLE,
        [item(PK=UNIQUE + "user@example.com", SK=UNIQUE + "user@example.com")],
        "the list of write items as a TransactWriteItems; the unique email already taken: cancelled",
    ),
    case(
        RT + "480",
        "UpdateItem",
        {
            "ExpressionAttributeNames": UE_NAME,
            "ExpressionAttributeValues": values(UE_NAME_V),
            "Key": KEY1,
            "ReturnValues": "ALL_NEW",
            "TableName": T,
            "UpdateExpression": "SET #UE_name = :UE_name, #UE_GSI1SK = :UE_GSI1SK",
        },
        TABLE,
        [USER1],
    ),
    case(
        RT + "511",
        "UpdateItem",
        {
            "ExpressionAttributeNames": {"#UE_createdAt": "createdAt", "#UE_updatedAt": "updatedAt"},
            "ExpressionAttributeValues": values({":UE_createdAt": "2021-05-30", ":UE_updatedAt": "1622530750"}),
            "Key": item(PK="PHOTO#KIDS", SK="PHOTO#123"),
            "ReturnValues": "ALL_NEW",
            "TableName": T,
            "UpdateExpression": "SET #UE_createdAt = :UE_createdAt, #UE_updatedAt = :UE_updatedAt",
        },
        TABLE,
        USERS,
        "ReturnConsumedCapacity: undefined left out (the DocumentClient drops it)",
    ),
    case(
        RT + "557",
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
                        "ReturnValues": "ALL_NEW",
                        "TableName": T,
                    }
                },
                _delete("PHOTO#PETS", "PHOTO#1"),
            ]
        },
        TABLE,
        [item(id=1, category="PETS", PK="PHOTO#PETS", SK="PHOTO#1", GSI1PK="PHOTO#1", GSI1SK="PHOTO#PETS")],
        "the list of write items as a TransactWriteItems (the Put carries ReturnValues, as the test pins)",
    ),
    case(
        RT + "608",
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "ExpressionAttributeNames": {"#UE_name": "name", "#UE_email": "email", "#UE_GSI1SK": "GSI1SK"},
                        "ExpressionAttributeValues": values(
                            {":UE_name": "new name", ":UE_email": "new@email.com", ":UE_GSI1SK": "USER#new name"}
                        ),
                        "Key": KEY1,
                        "TableName": T,
                        "UpdateExpression": "SET #UE_name = :UE_name, #UE_email = :UE_email, #UE_GSI1SK = :UE_GSI1SK",
                    }
                },
                _put_unique("new@email.com"),
                _delete(UNIQUE + "old@email.com", UNIQUE + "old@email.com"),
            ]
        },
        TABLE,
        [USER1_OLD_EMAIL, UNIQUE_OLD],
        "the list of write items as a TransactWriteItems, on user 1 with email old@email.com",
    ),
    case(
        RT + "671",
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Update": {
                        "ExpressionAttributeNames": {"#UE_email": "email"},
                        "ExpressionAttributeValues": values({":UE_email": "new@email.com"}),
                        "Key": KEY1,
                        "TableName": T,
                        "UpdateExpression": "SET #UE_email = :UE_email",
                    }
                },
                _put_unique("new@email.com"),
                _delete(UNIQUE + "old@email.com", UNIQUE + "old@email.com"),
            ]
        },
        TABLE,
        [USER1_OLD_EMAIL, UNIQUE_OLD, item(PK=UNIQUE + "new@email.com", SK=UNIQUE + "new@email.com")],
        "the list of write items as a TransactWriteItems; new@email.com already taken: cancelled",
    ),
    case(
        RT + "732",
        "UpdateItem",
        {
            "ExpressionAttributeNames": {**UE_NAME, "#CE_age": "age"},
            "ExpressionAttributeValues": values({**UE_NAME_V, ":CE_age_end": 10, ":CE_age_start": 3}),
            "Key": KEY1,
            "ReturnValues": "ALL_NEW",
            "TableName": T,
            "UpdateExpression": "SET #UE_name = :UE_name, #UE_GSI1SK = :UE_GSI1SK",
            "ConditionExpression": "#CE_age BETWEEN :CE_age_start AND :CE_age_end",
        },
        TABLE,
        [USER1],
    ),
    case(
        RT + "785",
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
                        "Key": KEY1,
                        "TableName": T,
                        "UpdateExpression": "SET #UE_name = :UE_name, #UE_email = :UE_email, #UE_GSI1SK = :UE_GSI1SK",
                        "ConditionExpression": "#CE_user.#CE_user_name <> :CE_user_name",
                    }
                },
                _put_unique("new@email.com"),
                _delete(UNIQUE + "old@email.com", UNIQUE + "old@email.com"),
            ]
        },
        TABLE,
        [USER1_OLD_EMAIL, UNIQUE_OLD],
        "the list of write items as a TransactWriteItems, on user 1 whose user.name is someone",
    ),
    case(
        RT + "860",
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
                _delete("USER#1", "USER#1"),
            ]
        },
        TABLE,
        [_user("1", name="new name", email="user@email.com")],
        "the list of write items as a TransactWriteItems (a key change: Put and Delete)",
    ),
    case(
        RT + "1064",
        "UpdateItem",
        {
            "ExpressionAttributeNames": {**UE_NAME, "#CE_age": "age", "#CE_status": "status"},
            "ExpressionAttributeValues": values(
                {**UE_NAME_V, ":CE_age": 3, ":CE_status_0": "active", ":CE_status_1": "standby"}
            ),
            "Key": KEY1,
            "ReturnValues": "ALL_NEW",
            "TableName": T,
            "UpdateExpression": "SET #UE_name = :UE_name, #UE_GSI1SK = :UE_GSI1SK",
            "ConditionExpression": "(#CE_age >= :CE_age) AND (#CE_status IN (:CE_status_0, :CE_status_1))",
        },
        TABLE,
        [USER1],
    ),
    case(
        RT + "1123",
        "DeleteItem",
        {
            "Key": KEY1,
            "TableName": T,
            "ConditionExpression": "#CE_age BETWEEN :CE_age_start AND :CE_age_end",
            "ExpressionAttributeNames": {"#CE_age": "age"},
            "ExpressionAttributeValues": values({":CE_age_end": 9, ":CE_age_start": 1}),
        },
        TABLE,
        [USER1],
    ),
    case(
        RT + "1222",
        "TransactWriteItems",
        {
            "TransactItems": [
                {
                    "Delete": {
                        "TableName": T,
                        "Key": KEY1,
                        "ConditionExpression": "#CE_email <> :CE_email",
                        "ExpressionAttributeNames": {"#CE_email": "email"},
                        "ExpressionAttributeValues": values({":CE_email": "admin@user.com"}),
                    }
                },
                _delete(UNIQUE + "old@email.com", UNIQUE + "old@email.com"),
            ]
        },
        TABLE,
        [USER1_OLD_EMAIL, UNIQUE_OLD],
        "the list of write items as a TransactWriteItems",
    ),
]

KY = {"#KY_CE_PK": "PK"}
KY_V = {":KY_CE_PK": "USER#1"}


def _query(cite: str, note: str = "", vals: dict | None = None, names: dict | None = None, **extra) -> dict:
    request = {
        "ExpressionAttributeNames": {**KY, **(names or {})},
        "ExpressionAttributeValues": values({**KY_V, **(vals or {})}),
        "KeyConditionExpression": "#KY_CE_PK = :KY_CE_PK",
        "TableName": T,
        **extra,
    }
    return case(cite, "Query", request, TABLE, USERS, note)


QUERIES = [
    _query(RT + "1258"),
    _query(
        RT + "1303", names={"#PE_name": "name", "#PE_status": "status"}, ProjectionExpression="#PE_status, #PE_name"
    ),
    _query(RT + "1328", Select="COUNT"),
    _query(RT + "1355", names={"#FE_name": "name"}, vals={":FE_name": "suzan"}, FilterExpression="#FE_name = :FE_name"),
    case(
        RT + "1384",
        "Query",
        {
            "ExpressionAttributeNames": {"#KY_CE_PK": "PK", "#KY_CE_SK": "SK"},
            "ExpressionAttributeValues": values({":KY_CE_PK": "USER#1", ":KY_CE_SK": "USER#"}),
            "KeyConditionExpression": "(#KY_CE_PK = :KY_CE_PK) AND (begins_with(#KY_CE_SK, :KY_CE_SK))",
            "Limit": 12,
            "ScanIndexForward": False,
            "TableName": T,
        },
        TABLE,
        USERS,
    ),
]

# --- entity-manager.spec.ts / scan-manager.spec.ts / dc-scan-transformer.spec.ts
MANAGER = [
    case(
        EM + "152",
        "PutItem",
        {
            "Item": item(
                GSI1PK="USER#STATUS#active",
                GSI1SK="USER#Test User",
                PK="USER#1",
                SK="USER#1",
                id="1",
                __en="user",
                name="Test User",
                status="active",
            ),
            "ConditionExpression": "NOT (#CE_id = :CE_id)",
            "ExpressionAttributeNames": {"#CE_id": "id"},
            "ExpressionAttributeValues": values({":CE_id": "1"}),
            "TableName": T,
        },
        TABLE,
        [USER1],
        "user 1 written before: its id is 1, the condition fails",
    ),
    case(
        EM + "508",
        "UpdateItem",
        {
            "ExpressionAttributeNames": {
                "#UE_GSI1SK": "GSI1SK",
                "#UE_GSI1PK": "GSI1PK",
                "#UE_id": "id",
                "#UE_name": "name",
                "#UE_status": "status",
            },
            "ExpressionAttributeValues": values(
                {
                    ":UE_GSI1SK": "USER#user",
                    ":UE_GSI1PK": "USER#STATUS#active",
                    ":UE_name": "user",
                    ":UE_status": "active",
                }
            ),
            "Key": KEY1,
            "ReturnValues": "ALL_NEW",
            "TableName": T,
            "UpdateExpression": "SET #UE_name = :UE_name, #UE_status = if_not_exists(#UE_id, :UE_status), #UE_GSI1SK = :UE_GSI1SK, #UE_GSI1PK = :UE_GSI1PK",
        },
        TABLE,
        [USER1],
        "user 1 holds an id: status becomes the id",
    ),
    case(
        EM + "549",
        "UpdateItem",
        {
            "ExpressionAttributeNames": {"#UE_age": "age"},
            "ExpressionAttributeValues": values({":UE_age": 3}),
            "Key": KEY1,
            "ReturnValues": "ALL_NEW",
            "TableName": T,
            "UpdateExpression": "SET #UE_age = #UE_age + :UE_age",
        },
        TABLE,
        [USER1],
    ),
    case(
        EM + "549",
        "UpdateItem",
        {
            "ExpressionAttributeNames": {"#UE_age": "age"},
            "ExpressionAttributeValues": values({":UE_age": 3}),
            "Key": KEY1,
            "ReturnValues": "ALL_NEW",
            "TableName": T,
            "UpdateExpression": "SET #UE_age = #UE_age + :UE_age",
        },
        TABLE,
        [],
        "no item before: age is missing from the item",
    ),
    case(
        EM + "924",
        "DeleteItem",
        {
            "Key": KEY1,
            "TableName": T,
            "ConditionExpression": "#CE_status <> :CE_status",
            "ExpressionAttributeNames": {"#CE_status": "status"},
            "ExpressionAttributeValues": values({":CE_status": "active"}),
        },
        TABLE,
        [USER1],
        "user 1's status is active: the condition fails",
    ),
    case(
        EM + "1167",
        "Query",
        {
            "ExpressionAttributeNames": {
                "#KY_CE_PK": "PK",
                "#KY_CE_SK": "SK",
                "#FE_age": "age",
                "#FE_name": "name",
                "#FE_status": "status",
            },
            "ExpressionAttributeValues": values(
                {":KY_CE_PK": "USER#1", ":KY_CE_SK": "USER#", ":FE_age_end": 5, ":FE_age_start": 1, ":FE_name": "Tito"}
            ),
            "ConsistentRead": True,
            "KeyConditionExpression": "(#KY_CE_PK = :KY_CE_PK) AND (begins_with(#KY_CE_SK, :KY_CE_SK))",
            "FilterExpression": "(#FE_age BETWEEN :FE_age_start AND :FE_age_end) AND (#FE_name = :FE_name) AND (attribute_exists(#FE_status))",
            "Limit": 10,
            "TableName": T,
        },
        TABLE,
        USERS,
        "partition USER#1 and name Tito for the test's USER#aaaa and Me, so that an item matches",
    ),
    _scan(
        SM + "393",
        {
            "ExpressionAttributeNames": {"#FE___en": "__en", "#FE_age": "age"},
            "ExpressionAttributeValues": values({":FE___en": "user", ":FE_age": 1}),
            "FilterExpression": "(#FE___en = :FE___en) AND (#FE_age >= :FE_age)",
        },
        "",
    ),
    _scan(
        SM + "496",
        {
            "ExpressionAttributeNames": {"#FE___en": "__en", "#FE_name": "name"},
            "ExpressionAttributeValues": values({":FE___en": "user", ":FE_name": "LAL"}),
            "FilterExpression": "(#FE___en = :FE___en) AND (contains(#FE_name, :FE_name))",
            "Select": "COUNT",
        },
        "",
    ),
    _scan(
        ST + "117",
        {
            "ExpressionAttributeNames": {"#FE_id": "id", "#PE_id": "id", "#FE___en": "__en"},
            "ExpressionAttributeValues": values({":FE___en": "user", ":FE_id": "1"}),
            "FilterExpression": "(#FE___en = :FE___en) AND (#FE_id = :FE_id)",
            "ProjectionExpression": "#PE_id",
        },
        "",
    ),
]

CASES = BUILDER + PARSER + TRANSFORMER + QUERIES + MANAGER
