"""kitar/laravel-dynamodb, a DynamoDB query builder and Eloquent-style model for
Laravel (PHP): the requests its tests pin.

Source: kitar/laravel-dynamodb, commit e8386b9 (2025-06-09; the tests last
changed @ 7bbcc96). ``tests/Query/BuilderTest.php`` runs each builder call in
dry-run mode and pins the whole request (``$query['params']``) the builder
would send: ``#1``/``:1`` placeholders numbered in order of use, a name used
again keeping its placeholder (``#1 = :1 or #1 = :2``), lower-case ``and``,
``or``, ``in``, ``between``, ``set``, ``remove``; ``filterIn`` and
``filterBetween`` parenthesised, nested ``where`` groups parenthesised
(``(((#1 = :1 and #2 = :2) or (#1 = :3 and #3 < :4)) or #3 >= :5)``), an
``updateItem`` whose ``null`` values become a ``remove`` clause, ``increment``
and ``decrement`` as ``set #1 = #1 + :1``, ``ReturnValues: UPDATED_NEW`` on
every UpdateItem. ``tests/Model/ModelTest.php`` and
``tests/Model/AuthUserProviderTest.php`` pin the requests the mocked
connection receives for a model's ``find``, ``all``, ``save`` (a new instance
as a PutItem under ``attribute_not_exists`` of its partition key, an existing
one as an UpdateItem of its dirty attributes), ``delete`` and the auth
provider's lookups (by id, by remember token, by an API token through an index
Query). Only the requests were taken, as data: no test was run.

Adapted only as far as needed to run: sent as the AWS SDK for PHP sends them,
which serialises an operation's members only (the ``TableName`` the builder
leaves beside a batch's ``RequestItems``, the ``ScanIndexForward`` of a GetItem
left out) and numbers as the library's Marshaler writes them (the nested-filter
test's ``'N' => 10``, which ``assertEquals`` compares loosely, as ``"10"``).
Tables as the AWS Developer Guide's sample tables the tests name
(``ProductCatalog`` keyed ``Id`` (a number), ``Thread`` keyed
``ForumName``/``Subject``, ``Reply`` keyed ``Id``/``ReplyDateTime`` with the
test's index ``PostedBy-Message-index`` on ``PostedBy``/``Message``, ``Forum``
keyed ``Name``), the models' ``User`` table keyed ``partition`` (``UserA``) or
``partition``/``sort`` (``UserB``, ``UserC``), with the index
``api_token-index`` the provider test names; ``before`` the guide's sample
items, abridged, or made up so that each condition holds for some items and
fails for others and each conditional write is sent where it holds and where
it fails. Where a test pins only the ``UpdateExpression`` (``set #1 = :1``,
``remove #1, #2``) or the ``TableName``, the rest is the request the builder
writes for the test's call. A request another test pins identically (the
short filter syntax, ``getItem`` with a key, ``query``, ``process``, the
model's ``create``) is taken once.
"""

from __future__ import annotations

from ._build import N, S, case, item, table

SOURCE = "kitar-laravel-dynamodb"
REPO = "kitar/laravel-dynamodb@e8386b9 "
BT = "tests/Query/BuilderTest.php:"
MT = "tests/Model/ModelTest.php:"
AT = "tests/Model/AuthUserProviderTest.php:"

CASES: list[dict] = []


def idx(name: str, hash_key: tuple[str, str], range_key: tuple[str, str] | None = None) -> dict:
    keys = [(hash_key[0], "HASH")] + ([(range_key[0], "RANGE")] if range_key else [])
    return {
        "IndexName": name,
        "KeySchema": [{"AttributeName": a, "KeyType": k} for a, k in keys],
        "Projection": {"ProjectionType": "ALL"},
    }


def with_index(base: dict, index: dict, *attrs: tuple[str, str]) -> dict:
    out = {"KeySchema": base["KeySchema"], "AttributeDefinitions": list(base["AttributeDefinitions"])}
    have = {d["AttributeName"] for d in out["AttributeDefinitions"]}
    out["AttributeDefinitions"] += [{"AttributeName": a, "AttributeType": t} for a, t in attrs if a not in have]
    out["GlobalSecondaryIndexes"] = [index]
    return out


T_PRODUCT = table(("Id", "N"))
T_THREAD = table(("ForumName", "S"), ("Subject", "S"))
T_REPLY = with_index(
    table(("Id", "S"), ("ReplyDateTime", "S")),
    idx("PostedBy-Message-index", ("PostedBy", "S"), ("Message", "S")),
    ("PostedBy", "S"),
    ("Message", "S"),
)
T_FORUM = table(("Name", "S"))
T_USER = table(("partition", "S"))
T_USER2 = table(("partition", "S"), ("sort", "S"))
T_USER_API = with_index(T_USER, idx("api_token-index", ("api_token", "S")), ("api_token", "S"))
T_PREFIXED = table(("id", "S"))

# the Developer Guide's ProductCatalog sample items, abridged
PRODUCTS = [
    item(Id=101, Title="Book 101 Title", ISBN="111-1111111111", Authors=["Author1"], Price=2,
         Dimensions="8.5 x 11.0 x 0.5", PageCount=500, InPublication=True, ProductCategory="Book"),
    item(Id=102, Title="Book 102 Title", ISBN="222-2222222222", Authors=["Author1", "Author2"], Price=20,
         Dimensions="8.5 x 11.0 x 0.8", PageCount=600, InPublication=True, ProductCategory="Book"),
    item(Id=103, Title="Book 103 Title", ISBN="333-3333333333", Authors=["Author1", "Author2"], Price=2000,
         Dimensions="8.5 x 11.0 x 1.5", PageCount=600, InPublication=False, ProductCategory="Book"),
    item(Id=201, Title="18-Bike-201", Description="201 Description", BicycleType="Road", Brand="Mountain A",
         Price=100, Color=["Red", "Black"], ProductCategory="Bicycle"),
    item(Id=202, Title="21-Bike-202", Description="202 Description", BicycleType="Road", Brand="Brand-Company A",
         Price=200, Color=["Green", "Black"], ProductCategory="Bicycle"),
    item(Id=203, Title="19-Bike-203", Description="203 Description", BicycleType="Road", Brand="Brand-Company B",
         Price=300, Color=["Red", "Green", "Black"], ProductCategory="Bicycle"),
    item(Id=204, Title="18-Bike-204", Description="204 Description", BicycleType="Mountain", Brand="Mountain A",
         Price=400, Color=["Red"], ProductCategory="Bicycle"),
    item(Id=205, Title="20-Bike-205", Description="205 Description", BicycleType="Hybrid", Brand="Brand-Company C",
         Price=500, Color=["Red", "Black"], ProductCategory="Bicycle"),
]  # fmt: skip
THREADS = [
    item(ForumName="Amazon DynamoDB", Subject="DynamoDB Thread 1", Message="DynamoDB thread 1 message",
         LastPostedBy="User A", LastPostedDateTime="2015-09-22T19:58:22.514Z", Views=5, Replies=2,
         Answered=0, Tags={"index", "primarykey", "table"}),
    item(ForumName="Amazon DynamoDB", Subject="DynamoDB Thread 2", Message="DynamoDB thread 2 message",
         LastPostedBy="User A", LastPostedDateTime="2015-09-15T19:58:22.514Z", Views=3, Replies=0,
         Answered=0, Tags={"items", "attributes", "throughput"}),
    item(ForumName="Amazon S3", Subject="S3 Thread 1", Message="S3 thread 1 message", LastPostedBy="User A",
         LastPostedDateTime="2015-09-29T19:58:22.514Z", Views=0, Replies=0, Answered=0,
         Tags={"largeobjects", "multipart upload"}),
]  # fmt: skip
LARAVEL = item(ForumName="Laravel", Subject="Laravel Thread 1", LastPostedBy="User B", Replies=3, Views=10,
               Tags={"eloquent", "dynamodb"})  # fmt: skip
REPLIES = [
    item(Id="Amazon DynamoDB#DynamoDB Thread 1", ReplyDateTime="2015-09-15T19:58:22.947Z",
         Message="DynamoDB Thread 1 Reply 1 text", PostedBy="User A"),
    item(Id="Amazon DynamoDB#DynamoDB Thread 1", ReplyDateTime="2015-09-22T19:58:22.947Z",
         Message="DynamoDB Thread 1 Reply 2 text", PostedBy="User B"),
    item(Id="Amazon DynamoDB#DynamoDB Thread 2", ReplyDateTime="2015-09-29T19:58:22.947Z",
         Message="DynamoDB Thread 2 Reply 1 text", PostedBy="User A"),
]  # fmt: skip
FORUMS = [
    item(Name="Amazon DynamoDB", Category="Amazon Web Services", Threads=2, Messages=4, Views=1000),
    item(Name="Amazon S3", Category="Amazon Web Services", Threads=0),
    item(Name="Laravel", Category="PHP", Messages="many"),
]  # fmt: skip

PINNED = "the request the test pins"
GUIDE = "before: the Developer Guide's sample items, abridged"


def add(cite: str, op: str, request: dict, tbl: dict, before: list, note: str) -> None:
    CASES.append(case(REPO + cite, op, request, tbl, before, note))


# ------------------------------------------------------------------ tests/Query/BuilderTest.php
add(BT + "50 (it_can_set_index)", "Query",
    {"TableName": "Reply", "IndexName": "PostedBy-Message-index", "KeyConditionExpression": "#1 = :1 and #2 = :2",
     "ExpressionAttributeNames": {"#1": "PostedBy", "#2": "Message"},
     "ExpressionAttributeValues": {":1": S("User A"), ":2": S("DynamoDB Thread 1 Reply 1 text")}},
    T_REPLY, REPLIES, PINNED + "; the index as the test names it, projecting all; " + GUIDE)  # fmt: skip
add(BT + "80 (it_can_set_key)", "GetItem", {"TableName": "ProductCatalog", "Key": {"Id": N(101)}},
    T_PRODUCT, PRODUCTS, PINNED + "; " + GUIDE)  # fmt: skip
add(BT + "97 (it_can_set_limit)", "Scan", {"TableName": "ProductCatalog", "Limit": 5}, T_PRODUCT, PRODUCTS,
    PINNED + "; " + GUIDE)  # fmt: skip
add(BT + "112 (it_can_set_scan_index_forward)", "GetItem", {"TableName": "ProductCatalog", "Key": {"Id": N(101)}},
    T_PRODUCT, PRODUCTS[3:],
    PINNED + " without its ScanIndexForward, no GetItem member, which the AWS SDK for PHP leaves out; "
    "before: the guide's bicycles (no item 101)")  # fmt: skip
add(BT + "131 (it_can_set_exclusive_start_key)", "Scan",
    {"TableName": "ProductCatalog", "ExclusiveStartKey": {"Id": N(101)}}, T_PRODUCT, PRODUCTS,
    PINNED + "; " + GUIDE)  # fmt: skip
add(BT + "153 (it_can_set_consistent_read)", "GetItem",
    {"TableName": "ProductCatalog", "ConsistentRead": True, "Key": {"Id": N(101)}}, T_PRODUCT, PRODUCTS,
    PINNED + "; " + GUIDE)  # fmt: skip
add(BT + "181 (it_can_process_filter)", "Scan",
    {"TableName": "Thread", "FilterExpression": "#1 = :1", "ExpressionAttributeNames": {"#1": "ForumName"},
     "ExpressionAttributeValues": {":1": S("Amazon DynamoDB")}},
    T_THREAD, THREADS, PINNED + " (and by it_can_process_filter_with_short_syntax); " + GUIDE)  # fmt: skip
for before, what in (([], "no item"), ([PRODUCTS[0]], "item 101 exists (the condition fails)")):
    add(BT + "225 (it_can_process_condition)", "PutItem",
        {"TableName": "ProductCatalog", "ConditionExpression": "attribute_not_exists(#1)",
         "ExpressionAttributeNames": {"#1": "Id"}, "Item": {"Id": N(101)}},
        T_PRODUCT, before, PINNED + "; before: " + what)  # fmt: skip
add(BT + "247 (it_can_process_key_condition)", "Query",
    {"TableName": "ProductCatalog", "KeyConditionExpression": "#1 = :1", "ExpressionAttributeNames": {"#1": "Id"},
     "ExpressionAttributeValues": {":1": N(101)}},
    T_PRODUCT, PRODUCTS, PINNED + " (and by it_can_process_query); " + GUIDE)  # fmt: skip
add(BT + "269 (it_can_process_key_condition_and_filter_at_the_same_time)", "Query",
    {"TableName": "Thread", "KeyConditionExpression": "#1 = :1 and #2 = :2", "FilterExpression": "#3 > :3",
     "ExpressionAttributeNames": {"#1": "ForumName", "#2": "Subject", "#3": "Views"},
     "ExpressionAttributeValues": {":1": S("Amazon DynamoDB"), ":2": S("DynamoDB Thread 1"), ":3": N(3)}},
    T_THREAD, THREADS, PINNED + "; " + GUIDE + " (Thread 1 with 5 views)")  # fmt: skip
add(BT + "303 (it_can_process_or_filter)", "Scan",
    {"TableName": "ProductCatalog", "FilterExpression": "#1 = :1 or #1 = :2",
     "ExpressionAttributeNames": {"#1": "BicycleType"},
     "ExpressionAttributeValues": {":1": S("Mountain"), ":2": S("Hybrid")}},
    T_PRODUCT, PRODUCTS, PINNED + "; " + GUIDE)  # fmt: skip
for before, what in (
    ([], "no item"),
    ([item(Id=101)], "item 101 without Price (the second condition holds)"),
    ([PRODUCTS[0]], "item 101 with a Price (the condition fails)"),
):
    add(BT + "330 (it_can_process_or_condition)", "PutItem",
        {"TableName": "ProductCatalog", "ConditionExpression": "attribute_not_exists(#1) or attribute_not_exists(#2)",
         "Item": {"Id": N(101)}, "ExpressionAttributeNames": {"#1": "Id", "#2": "Price"}},
        T_PRODUCT, before, PINNED + "; before: " + what)  # fmt: skip
add(BT + "355 (it_can_process_filter_in)", "Scan",
    {"TableName": "ProductCatalog", "FilterExpression": "(#1 in (:1, :2, :3))", "ExpressionAttributeNames": {"#1": "Id"},
     "ExpressionAttributeValues": {":1": N(101), ":2": N(102), ":3": N(201)}},
    T_PRODUCT, PRODUCTS, PINNED + "; " + GUIDE)  # fmt: skip
add(BT + "384 (it_can_process_filter_between)", "Scan",
    {"TableName": "ProductCatalog", "FilterExpression": "(#1 between :1 and :2)",
     "ExpressionAttributeNames": {"#1": "Id"}, "ExpressionAttributeValues": {":1": N(101), ":2": N(103)}},
    T_PRODUCT, PRODUCTS, PINNED + "; " + GUIDE)  # fmt: skip
add(BT + "410 (it_can_process_nested_filters)", "Scan",
    {"TableName": "ProductCatalog",
     "FilterExpression": "(((#1 = :1 and #2 = :2) or (#1 = :3 and #3 < :4)) or #3 >= :5)",
     "ExpressionAttributeNames": {"#1": "ProductCategory", "#2": "Brand", "#3": "Price"},
     "ExpressionAttributeValues": {":1": S("Bicycle"), ":2": S("Mountain A"), ":3": S("Book"), ":4": N(10),
                                   ":5": N(500)}},
    T_PRODUCT, PRODUCTS,
    PINNED + " (its 'N' => 10 and 500 as the Marshaler writes them, strings); " + GUIDE)  # fmt: skip
FORUM_NOTE = PINNED + "; before: made-up forums, one with a number of Messages, one without, one with a string"
add(BT + "457 (it_can_process_attribute_exists_function)", "Scan",
    {"TableName": "Forum", "FilterExpression": "attribute_exists(#1)", "ExpressionAttributeNames": {"#1": "Messages"}},
    T_FORUM, FORUMS, FORUM_NOTE)  # fmt: skip
add(BT + "475 (it_can_process_attribute_not_exists_function)", "Scan",
    {"TableName": "Forum", "FilterExpression": "attribute_not_exists(#1)",
     "ExpressionAttributeNames": {"#1": "Messages"}},
    T_FORUM, FORUMS, FORUM_NOTE)  # fmt: skip
add(BT + "493 (it_can_process_attribute_type_function)", "Scan",
    {"TableName": "Forum", "FilterExpression": "attribute_type(#1, :1)", "ExpressionAttributeNames": {"#1": "Messages"},
     "ExpressionAttributeValues": {":1": S("N")}},
    T_FORUM, FORUMS, FORUM_NOTE)  # fmt: skip
add(BT + "516 (it_can_process_begins_with_function)", "Scan",
    {"TableName": "ProductCatalog", "FilterExpression": "begins_with(#1, :1)",
     "ExpressionAttributeNames": {"#1": "Title"}, "ExpressionAttributeValues": {":1": S("Book")}},
    T_PRODUCT, PRODUCTS, PINNED + "; " + GUIDE)  # fmt: skip
add(BT + "539 (it_can_process_contains_function)", "Scan",
    {"TableName": "ProductCatalog", "FilterExpression": "contains(#1, :1)",
     "ExpressionAttributeNames": {"#1": "Title"}, "ExpressionAttributeValues": {":1": S("Bike")}},
    T_PRODUCT, PRODUCTS, PINNED + "; " + GUIDE)  # fmt: skip
THREAD1_KEY = {"ForumName": S("Amazon DynamoDB"), "Subject": S("DynamoDB Thread 1")}
add(BT + "562 (it_can_process_get_item)", "GetItem", {"TableName": "Thread", "Key": THREAD1_KEY}, T_THREAD, THREADS,
    PINNED + " (and by it_can_process_get_item_with_key); " + GUIDE)  # fmt: skip
add(BT + "601 (it_can_process_get_item_with_expressions)", "GetItem",
    {"TableName": "Thread", "Key": THREAD1_KEY, "ProjectionExpression": "#1, #2",
     "ExpressionAttributeNames": {"#1": "LastPostedBy", "#2": "LastPostedDateTime"}},
    T_THREAD, THREADS, PINNED + "; " + GUIDE)  # fmt: skip
LARAVEL_KEY = {"ForumName": S("Laravel"), "Subject": S("Laravel Thread 1")}
add(BT + "624 (it_can_process_put_item)", "PutItem", {"TableName": "Thread", "Item": LARAVEL_KEY}, T_THREAD, THREADS,
    PINNED + " (and by it_can_process_process_with_no_processor); " + GUIDE)  # fmt: skip
add(BT + "650 (it_can_process_delete_item)", "DeleteItem", {"TableName": "Thread", "Key": LARAVEL_KEY}, T_THREAD,
    [LARAVEL], PINNED + "; before: a made-up Laravel thread")  # fmt: skip
UPD = {"TableName": "Thread", "Key": LARAVEL_KEY}
for before, what in (([LARAVEL], "a made-up Laravel thread holding Tags and Views"), ([], "no item")):
    add(BT + "676 (it_can_process_update_item)", "UpdateItem",
        {**UPD, "UpdateExpression": "set #1 = :1, #2 = :2 remove #3, #4", "ReturnValues": "UPDATED_NEW",
         "ExpressionAttributeNames": {"#1": "LastPostedBy", "#2": "Replies", "#3": "Tags", "#4": "Views"},
         "ExpressionAttributeValues": {":1": S("User A"), ":2": N(1)}},
        T_THREAD, before, PINNED + "; before: " + what)  # fmt: skip
add(BT + "725 (it_can_process_batch_get_item)", "BatchGetItem",
    {"RequestItems": {"Thread": {"Keys": [THREAD1_KEY, {"ForumName": S("Amazon DynamoDB"),
                                                        "Subject": S("DynamoDB Thread 2")}]}}},
    T_THREAD, THREADS,
    PINNED + " without the TableName the builder leaves beside RequestItems (no BatchGetItem member: the "
    "AWS SDK for PHP leaves it out); " + GUIDE)  # fmt: skip
BATCH = "; the TableName the builder leaves beside RequestItems left out, as the AWS SDK for PHP leaves it out"


def put_req(subject: str) -> dict:
    return {"PutRequest": {"Item": {"ForumName": S("Amazon DynamoDB"), "Subject": S(subject)}}}


def del_req(subject: str) -> dict:
    return {"DeleteRequest": {"Key": {"ForumName": S("Amazon DynamoDB"), "Subject": S(subject)}}}


add(BT + "773 (it_can_process_batch_put_item)", "BatchWriteItem",
    {"RequestItems": {"Thread": [put_req("DynamoDB Thread 3"), put_req("DynamoDB Thread 4")]}},
    T_THREAD, THREADS, PINNED + BATCH + "; " + GUIDE)  # fmt: skip
add(BT + "826 (it_can_process_batch_delete_item)", "BatchWriteItem",
    {"RequestItems": {"Thread": [del_req("DynamoDB Thread 1"), del_req("DynamoDB Thread 2")]}},
    T_THREAD, THREADS, PINNED + BATCH + "; " + GUIDE)  # fmt: skip
add(BT + "879 (it_can_process_batch_write_item)", "BatchWriteItem",
    {"RequestItems": {"Thread": [put_req("DynamoDB Thread 3"), del_req("DynamoDB Thread 1")]}},
    T_THREAD, THREADS, PINNED + BATCH + "; " + GUIDE)  # fmt: skip
for test, line, op, befores in (
    ("it_can_increment_value_of_attribute", 940, "+",
     (([LARAVEL], "a made-up Laravel thread with 3 Replies"), ([], "no item: Replies is missing (refused)"))),
    ("it_can_decrement_value_of_attribute", 985, "-", (([LARAVEL], "a made-up Laravel thread with 3 Replies"),)),
):  # fmt: skip
    for before, what in befores:
        add(f"{BT}{line} ({test})", "UpdateItem",
            {**UPD, "UpdateExpression": f"set #1 = #1 {op} :1, #2 = :2",
             "ExpressionAttributeNames": {"#1": "Replies", "#2": "LastPostedBy"},
             "ExpressionAttributeValues": {":1": N(2), ":2": S("User A")}, "ReturnValues": "UPDATED_NEW"},
            T_THREAD, before, PINNED + "; before: " + what)  # fmt: skip
ONLY_TEXT = "the test pins the UpdateExpression; the rest as the builder writes it for the test's updateItem call"
for test, line, text, nm, vl in (
    ("it_can_set_single_attribute", 1030, "set #1 = :1", {"#1": "LastPostedBy"}, {":1": S("User A")}),
    ("it_can_set_multiple_attributes", 1047, "set #1 = :1, #2 = :2", {"#1": "LastPostedBy", "#2": "Replies"},
     {":1": S("User A"), ":2": N(1)}),
    ("it_can_remove_single_attribute", 1065, "remove #1", {"#1": "Tags"}, None),
    ("it_can_remove_multiple_attributes", 1082, "remove #1, #2", {"#1": "Tags", "#2": "Views"}, None),
):  # fmt: skip
    request = {**UPD, "UpdateExpression": text, "ReturnValues": "UPDATED_NEW", "ExpressionAttributeNames": nm}
    if vl:
        request["ExpressionAttributeValues"] = vl
    add(
        f"{BT}{line} ({test})",
        "UpdateItem",
        request,
        T_THREAD,
        [LARAVEL],
        ONLY_TEXT + "; before: a made-up Laravel thread",
    )
add(BT + "1126 (it_can_process_scan)", "Scan", {"TableName": "Forum"}, T_FORUM, FORUMS,
    PINNED + " (and by it_can_process_process); before: made-up forums")  # fmt: skip
add(BT + "1143 (it_can_process_scan_with_columns_specified)", "Scan",
    {"TableName": "Forum", "ProjectionExpression": "#1, #2", "ExpressionAttributeNames": {"#1": "foo", "#2": "bar"}},
    T_FORUM, FORUMS + [item(Name="Laravel 2", foo="f", bar=2, baz=3)],
    PINNED + "; before: made-up forums, one holding foo and bar")  # fmt: skip
add(BT + "1216 (it_returns_prefixed_builder)", "GetItem",
    {"TableName": "my_table_prefix_some_table", "Key": {"id": S("hello")}}, T_PREFIXED,
    [item(id="hello", value="world")],
    "the test pins the TableName; the Key as the builder marshals the test's getItem(['id' => 'hello']); "
    "the table keyed id; before: a made-up item")  # fmt: skip

# ------------------------------------------------------------------ tests/Model/ModelTest.php, AuthUserProviderTest.php
USER_P = item(partition="p", name="bar", created_at="2025-06-09 00:47:32")
USER_PS = item(partition="p", sort="s", name="bar")
USER_PD = item(partition="p", sort="sort_default", name="baz")
MOCK = "the request the mocked connection is asserted to receive"
add(MT + "241 (it_can_process_find)", "GetItem", {"TableName": "User", "Key": {"partition": S("p")}}, T_USER,
    [USER_P], MOCK + " (UserA::find('p')); before: a made-up user p")  # fmt: skip
add(MT + "269 (it_can_process_find_with_primary_key_and_sort_key)", "GetItem",
    {"TableName": "User", "Key": {"partition": S("p"), "sort": S("s")}}, T_USER2, [USER_PS, USER_PD],
    MOCK + " (and by it_can_process_find_with_overrided_sort_key); the table keyed partition and sort (UserB); "
    "before: made-up users")  # fmt: skip
add(MT + "303 (it_can_process_find_with_primary_key_and_default_sort_key)", "GetItem",
    {"TableName": "User", "Key": {"partition": S("p"), "sort": S("sort_default")}}, T_USER2, [USER_PS, USER_PD],
    MOCK + " (UserC's sortKeyDefault); before: made-up users")  # fmt: skip
add(MT + "374 (it_can_process_find_with_keys_not_exists)", "GetItem",
    {"TableName": "User", "Key": {"partition": S("foo")}}, T_USER, [USER_P],
    MOCK + "; before: another user (the test's mock returns no item)")  # fmt: skip
add(MT + "406 (it_can_process_all)", "Scan", {"TableName": "User"}, T_USER,
    [item(partition="u1", name="User 1"), item(partition="u2", name="User 2")],
    MOCK + "; before: the two users the test's mock returns, keyed")  # fmt: skip
for before, what in (([], "no user"), ([USER_P], "user p exists (the condition fails)")):
    add(MT + "449 (it_can_save_new_instance)", "PutItem",
        {"TableName": "User", "Item": {"partition": S("p")}, "ConditionExpression": "attribute_not_exists(#1)",
         "ExpressionAttributeNames": {"#1": "partition"}},
        T_USER, before, MOCK + " (and by it_can_static_create_new_instance); before: " + what)  # fmt: skip
add(MT + "510 (it_can_save_existing_instance)", "UpdateItem",
    {"TableName": "User", "Key": {"partition": S("p")}, "UpdateExpression": "set #1 = :1", "ReturnValues": "UPDATED_NEW",
     "ExpressionAttributeNames": {"#1": "name"}, "ExpressionAttributeValues": {":1": S("foo")}},
    T_USER, [USER_P], MOCK + "; before: user p as the test's newFromBuilder holds it, with a name")  # fmt: skip
add(MT + "556 (it_can_delete_existing_instance)", "DeleteItem", {"TableName": "User", "Key": {"partition": S("p")}},
    T_USER, [USER_P], MOCK + "; before: user p")  # fmt: skip
add(MT + "607 (it_can_call_allowed_builder_method)", "PutItem", {"TableName": "User", "Item": {"partition": S("p")}},
    T_USER, [USER_P], MOCK + " (UserA::putItem, no condition); before: user p, which it replaces")  # fmt: skip
FOO = item(partition="foo@bar.com", password="foo", remember_token="valid_token", api_token="valid_api_token")
FOO_D = item(partition="foo@bar.com", sort="sort_default", password="foo", remember_token="valid_token")
add(AT + "105 (it_can_retrieve_by_id)", "GetItem", {"TableName": "User", "Key": {"partition": S("foo@bar.com")}},
    T_USER, [FOO], MOCK + " (and by retrieve_by_token, retrieve_by_credentials); before: the user the mock returns")  # fmt: skip
add(AT + "126 (it_can_retrieve_by_id_with_default_sort_key)", "GetItem",
    {"TableName": "User", "Key": {"partition": S("foo@bar.com"), "sort": S("sort_default")}}, T_USER2, [FOO_D],
    MOCK + "; the table keyed partition and sort (UserC); before: the user the mock returns, with its sort key")  # fmt: skip
add(AT + "247 (it_can_update_remember_token)", "UpdateItem",
    {"TableName": "User", "Key": {"partition": S("foo@bar.com")}, "UpdateExpression": "set #1 = :1",
     "ReturnValues": "UPDATED_NEW", "ExpressionAttributeNames": {"#1": "remember_token"},
     "ExpressionAttributeValues": {":1": S("new_token")}},
    T_USER, [FOO], MOCK + "; before: the user with its old token")  # fmt: skip
add(AT + "304 (it_can_retrieve_by_credentials_with_api_token)", "Query",
    {"TableName": "User", "IndexName": "api_token-index", "KeyConditionExpression": "#1 = :1",
     "ExpressionAttributeNames": {"#1": "api_token"}, "ExpressionAttributeValues": {":1": S("valid_api_token")}},
    T_USER_API, [FOO, item(partition="bar@foo.com", api_token="other_token")],
    MOCK + "; the table with the index the provider is given (api_token, projecting all); "
    "before: the user the mock returns and another")  # fmt: skip
