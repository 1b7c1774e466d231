"""LucidDynamodb (dineshsonachalam/lucid-dynamodb), a small Python wrapper
over boto3's Table resource: the requests it sends for the calls of its
integration test and README examples.

Source: dineshsonachalam/lucid-dynamodb @ 1e7145b (2021-07-31).
``LucidDynamodb/operations.py`` sends PutItem, GetItem, DeleteItem and Query
(the caller's ``Key(...)`` condition, which boto3 writes ``#n0 = :v0``) as
given; ``update_item`` and ``increase_attribute_value`` write the update with
``LucidDynamodb/utils.py``'s ``generate_expression_attribute_values``: one
``#name`` per dotted part (``SET #overall_review.#yearly_bonus_percent =
:value1``), values ``:value1``, ``:value2``..., ``SET #a = #a + :value1``,
``SET #a = list_append(#a,:value1)`` (no space after the comma), ``ADD #a
:value1`` and ``DELETE #a :value1`` of a one-element string set, always with
``ReturnValues: ALL_NEW``; ``delete_attribute`` sends ``REMOVE <name>`` with
the name as given and no name map. The name map is rebuilt for each attribute
updated, so only the last attribute's names are sent.

``tests/test_crud.py`` runs the calls against DynamoDB (each test also makes
the call with wrong credentials, refused before DynamoDB reads it: left out);
the README's examples (``examples/*.py``) print the item after each step. Each
request is the one the wrapper builds for the call cited, as boto3 sends it.
Only the requests were taken, as data: Python was not run.

Adapted only as far as needed to run: the test's ``uuid4()`` role ids fixed;
the string sets written in sorted order; ``before`` is what the test's earlier
calls leave (checked against the items the examples print), or made up from
the code, as the note says: an update of two attributes at once, an increase
and a ``list_append`` of attributes the item lacks, the last member of a set
deleted, an ``ADD`` to a set of an item that is not there, a REMOVE of a
reserved word. Left out: table operations and repeated reads.
"""

from __future__ import annotations

from ._build import S, case, item, table, values

SOURCE = "lucid-dynamodb"
REPO = "dineshsonachalam/lucid-dynamodb@1e7145b "
TEST = "tests/test_crud.py:"
OPS = "LucidDynamodb/operations.py:"
UTILS = "LucidDynamodb/utils.py:13"

CASES: list[dict] = []

T = table(("company_name", "S"), ("role_id", "S"))
TABLE = "dev_jobs_test"
ROLE1 = "5b0f7c1e-2d4a-4c3b-9e8f-7a6d5c4b3a21"  # uuid.uuid4() at import
ROLE2 = "c7e2a9d4-0b1f-4e6a-8d3c-2f9e1b7a5c60"  # uuid.uuid4() in test_read_items_by_filter

BENEFITS = {"Internet, Medical, Edu reimbursements", "Health insurance", "Travel reimbursements"}
LOCATIONS = ["Mountain View, California", "Austin, Texas", "Chicago, IL"]
REVIEW = {"overall_rating": "4/5", "compensation_and_benefits": "3.9/5"}


def job(role_id: str = ROLE1, **changes) -> dict:
    doc = {
        "company_name": "Google",
        "role_id": role_id,
        "role": "Software Engineer 1",
        "salary": "$1,50,531",
        "locations": LOCATIONS,
        "yearly_hike_percent": 8,
        "benefits": BENEFITS,
        "overall_review": REVIEW,
    }
    doc.update(changes)
    return item(**{k: v for k, v in doc.items() if v is not None})


ITEM2 = item(company_name="Google", role_id=ROLE2, role="Software Architect", salary="$4,80,000",
             locations=["Mountain View, California"], yearly_hike_percent=13, benefits={"Internet reimbursements"},
             overall_review={"overall_rating": "3/5", "compensation_and_benefits": "4.2/5"})  # fmt: skip


def key(role_id: str = ROLE1, company: str = "Google") -> dict:
    return {"company_name": S(company), "role_id": S(role_id)}


def upd(ue: str, names: dict | None, vals: dict | None, role_id: str = ROLE1) -> dict:
    req = {"TableName": TABLE, "Key": key(role_id), "UpdateExpression": ue}
    if names:
        req["ExpressionAttributeNames"] = names
    if vals:
        req["ExpressionAttributeValues"] = values(vals)
    req["ReturnValues"] = "ALL_NEW"
    return req


def add(cite: str, operation: str, request: dict, before: list, note: str) -> None:
    CASES.append(case(REPO + cite, operation, request, T, before, note))


AS_BUILT = "the request the wrapper builds for the test's call"
MADE = "made up from the code"

# after each of the test's steps (test_crud.py runs them in file order)
S0 = job()
S1 = job(yearly_hike_percent=13)
S2 = job(yearly_hike_percent=13, role="Staff Software Engineer 2")
S3 = job(
    yearly_hike_percent=13, role="Staff Software Engineer 2", overall_review={**REVIEW, "yearly_bonus_percent": 12}
)
S4 = job(yearly_hike_percent=13, role="Staff Software Engineer 2", overall_review={**REVIEW, "yearly_bonus_percent": 12},
         locations=[*LOCATIONS, "Detroit, Michigan"])  # fmt: skip
S5 = job(yearly_hike_percent=13, role="Staff Software Engineer 2", overall_review={**REVIEW, "yearly_bonus_percent": 12},
         locations=[*LOCATIONS, "Detroit, Michigan"], benefits={*BENEFITS, "Free Food"})  # fmt: skip
S6 = job(yearly_hike_percent=13, role="Staff Software Engineer 2", overall_review={**REVIEW, "yearly_bonus_percent": 12},
         locations=[*LOCATIONS, "Detroit, Michigan"])  # fmt: skip
S7 = job(yearly_hike_percent=None, role="Staff Software Engineer 2",
         overall_review={**REVIEW, "yearly_bonus_percent": 12}, locations=[*LOCATIONS, "Detroit, Michigan"])  # fmt: skip

add(TEST + "81 via " + OPS + "120", "PutItem", {"TableName": TABLE, "Item": S0}, [],
    AS_BUILT + " (create_item: a list, a string set and a map, as the boto3 resource writes them); before: empty "
    "table")  # fmt: skip
add(TEST + "123 via " + OPS + "165", "GetItem", {"TableName": TABLE, "Key": key()}, [S0],
    AS_BUILT + " (read_item of the item made); before: that item")  # fmt: skip
add(TEST + "131 via " + OPS + "165", "GetItem", {"TableName": TABLE, "Key": key(company="Airbnb")}, [S0],
    AS_BUILT + " (read_item of a key with no item: the test expects ItemNotFound); before: the Google item")  # fmt: skip
INCR = upd("SET #yearly_hike_percent = #yearly_hike_percent + :value1",
           {"#yearly_hike_percent": "yearly_hike_percent"}, {":value1": 5})  # fmt: skip
add(TEST + "141 via " + OPS + "261 and " + UTILS, "UpdateItem", INCR, [S0],
    AS_BUILT + " (increase_attribute_value by 5: 8 + 5 = 13, as examples/10 prints); before: the item")  # fmt: skip
add(TEST + "163 via " + OPS + "226 and " + UTILS, "UpdateItem",
    upd("SET #role = :value1", {"#role": "role"}, {":value1": "Staff Software Engineer 2"}), [S1],
    AS_BUILT + " (update_item of an existing attribute, 'role', a reserved word given through its name); before: "
    "the item after the increase")  # fmt: skip
add(TEST + "187 via " + OPS + "226 and " + UTILS, "UpdateItem",
    upd("SET #overall_review.#yearly_bonus_percent = :value1",
        {"#overall_review": "overall_review", "#yearly_bonus_percent": "yearly_bonus_percent"}, {":value1": 12}), [S2],
    AS_BUILT + " (update_item of 'overall_review.yearly_bonus_percent': a new member of a map, one name per part); "
    "before: the item so far")  # fmt: skip
APPEND = upd("SET #locations = list_append(#locations,:value1)", {"#locations": "locations"},
             {":value1": ["Detroit, Michigan"]})  # fmt: skip
add(TEST + "211 via " + OPS + "226 and " + UTILS, "UpdateItem", APPEND, [S3],
    AS_BUILT + " (ADD_ATTRIBUTE_TO_LIST: list_append of a one-element list); before: the item so far")  # fmt: skip
SS_ADD = upd("ADD #benefits :value1", {"#benefits": "benefits"}, {":value1": {"Free Food"}})
add(TEST + "237 via " + OPS + "226 and " + UTILS, "UpdateItem", SS_ADD, [S4],
    AS_BUILT + " (ADD_ATTRIBUTE_TO_STRING_SET: ADD of a one-element string set); before: the item so far")  # fmt: skip
SS_DEL = upd("DELETE #benefits :value1", {"#benefits": "benefits"}, {":value1": {"Free Food"}})
add(TEST + "263 via " + OPS + "226 and " + UTILS, "UpdateItem", SS_DEL, [S5],
    AS_BUILT + " (DELETE_ATTRIBUTE_FROM_STRING_SET: DELETE of a one-element string set); before: the item so far")  # fmt: skip
REMOVE = {"TableName": TABLE, "Key": key(), "UpdateExpression": "REMOVE yearly_hike_percent", "ReturnValues": "ALL_NEW"}
add(TEST + "289 via " + OPS + "287", "UpdateItem", REMOVE, [S6],
    AS_BUILT + " (delete_attribute: REMOVE of the name as given, no name map); before: the item so far")  # fmt: skip
add(TEST + "307 via " + OPS + "120", "PutItem", {"TableName": TABLE, "Item": ITEM2}, [S7],
    AS_BUILT + " (create_item of a second role, a one-element string set); before: the first item")  # fmt: skip
QUERY = {"TableName": TABLE, "KeyConditionExpression": "#n0 = :v0", "ExpressionAttributeNames": {"#n0": "company_name"},
         "ExpressionAttributeValues": {":v0": S("Google")}}  # fmt: skip
add(TEST + "324 via " + OPS + "196", "Query", QUERY, [S7, ITEM2],
    AS_BUILT + " (read_items_by_filter with Key('company_name').eq('Google'), as boto3 writes it); before: both "
    "roles")  # fmt: skip
add(TEST + "329 via " + OPS + "196", "Query",
    {"TableName": TABLE, "KeyConditionExpression": "#n0 = :v0", "ExpressionAttributeNames": {"#n0": "stock"},
     "ExpressionAttributeValues": {":v0": S("100$")}}, [S7, ITEM2],
    AS_BUILT + " (read_items_by_filter with Key('stock'), not a key: refused, the test expects "
    "QueryFilterValidationFailed); before: both roles")  # fmt: skip
add(TEST + "336 via " + OPS + "146", "DeleteItem", {"TableName": TABLE, "Key": key()}, [S7, ITEM2],
    AS_BUILT + " (delete_item without a condition); before: both roles")  # fmt: skip
add("examples/13-delete-an-item.py:20 via " + OPS + "196", "Query", QUERY, [ITEM2],
    AS_BUILT + " (the example's read_items_by_filter after the delete: the second role alone, as it prints); "
    "before: that role")  # fmt: skip

# ---------------------------------------------------------------- made up from the code
add(UTILS + " (from the code)", "UpdateItem",
    upd("SET #role = :value1, #salary = :value2", {"#salary": "salary"},
        {":value1": "Staff Software Engineer 3", ":value2": "$2,00,000"}), [S7],
    MADE + ": update_item of two attributes at once ({'role': ..., 'salary': ...}); the name map is rebuilt for "
    "each attribute, so '#role' is not defined: refused; before: the item")  # fmt: skip
add(TEST + "141 (from the code)", "UpdateItem", INCR, [S7],
    MADE + ": the same increase once delete_attribute has removed 'yearly_hike_percent' (an operand the item "
    "lacks: refused); before: the item without it")  # fmt: skip
add(TEST + "211 (from the code)", "UpdateItem", APPEND, [job(locations=None)],
    MADE + ": the same list_append over an item that has no 'locations' (refused: list_append needs both lists); "
    "before: that item")  # fmt: skip
add(TEST + "263 (from the code)", "UpdateItem", upd("DELETE #benefits :value1", {"#benefits": "benefits"},
    {":value1": {"Internet reimbursements"}}, ROLE2), [ITEM2],
    MADE + ": the same DELETE of the last member of the second role's set (the attribute goes); before: that role")  # fmt: skip
add(TEST + "237 (from the code)", "UpdateItem", SS_ADD, [],
    MADE + ": the same ADD once delete_item has removed the item (an item of the key and the set is made); "
    "before: empty table")  # fmt: skip
add(TEST + "289 (from the code)", "UpdateItem",
    {"TableName": TABLE, "Key": key(), "UpdateExpression": "REMOVE role", "ReturnValues": "ALL_NEW"}, [S7],
    MADE + ": delete_attribute(attribute_name='role'), the name sent as given: a reserved word, refused; before: "
    "the item")  # fmt: skip
