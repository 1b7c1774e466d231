"""Celery's DynamoDB result backend (celery/celery, ``celery/backends/dynamodb.py``):
the requests it sends for the calls its tests make.

Source: celery/celery, commit 5dc781f (2026-08-08; ``celery/backends/dynamodb.py``
last changed @ fa5d7ff, ``t/unit/backends/test_dynamodb.py`` @ eec5172).
``DynamoDBBackend`` sends five requests, built by ``_prepare_get_request``
(a GetItem of ``{"id": {"S": key}}``, also the DeleteItem's parameters),
``_prepare_put_request`` (a PutItem of ``id``, the encoded result as binary
``result``, ``timestamp`` as ``str(time())`` and, with ``ttl_seconds``, a
``ttl`` of ``str(int(timestamp + ttl))``), ``_prepare_init_count_request``
(the chord counter: a PutItem of ``chord_count`` 0) and
``_prepare_inc_count_request`` (an UpdateItem ``set chord_count = chord_count
+ :num`` with ``ReturnValues: UPDATED_NEW``), sent by ``get``, ``set``,
``delete``, ``incr`` and ``_apply_chord_incr``. ``t/unit/backends/test_dynamodb.py``
pins each prepared request (and the kwargs the mocked client receives in
``test_get``, ``test_set``, ``test_delete``, ``test_inc``, ``test_apply_chord``);
``celery/backends/base.py`` (``KeyValueStoreBackend``) says when they are sent
for a task: ``_store_result`` reads the task's meta then writes it,
``_forget`` deletes it, ``_save_group``/``_restore_group``/``_delete_group``
write, read and delete a group's, ``on_chord_part_return`` reads the group,
counts the finished part and, at the chord's size, deletes the group and the
counter. Its keys are ``str()`` of the bytes keys the base class makes: the
text ``b'celery-task-meta-<id>'``, quotes included (as ``test_apply_chord``
pins). Only the requests were taken, as data: the tests were not run.

Adapted only as far as needed to run: the boto3 client's values written as
DynamoDB JSON (a ``B`` given as ``str`` is the UTF-8 bytes, base64 on the
wire, as botocore sends it); the tests' fixed time
(``Decimal(1483425566.52)``, which ``str()`` writes with 31 digits) kept
where they pin it, ``time()`` fixed at the commit's time (1731857044.8734572)
elsewhere; ``sentinel.key`` as its ``str()``, ``sentinel.value`` (which
botocore would refuse) as the bytes of a result; task and group ids fixed
UUIDs; a result encoded as the JSON serializer writes the meta
``_get_result_meta`` builds. The default table ``celery`` keyed ``id``
(``_get_table_schema``), and ``celery_results``, the table
``test_backend_params_by_url`` names with ``ttl_seconds=600``. ``before`` is what
the earlier steps of the task's or chord's life leave, or made up to show the
counter's update where the counter is not there (ValidationException: the
expression names a missing attribute), as ``note`` says. Left out: the table
operations (DescribeTable, CreateTable, DescribeTimeToLive, UpdateTimeToLive).
"""

from __future__ import annotations

import base64

from ._build import S, case, table

SOURCE = "celery-dynamodb"
REPO = "celery/celery@5dc781f "
BACKEND = "celery/backends/dynamodb.py:"
BASE = "celery/backends/base.py:"
TEST = "t/unit/backends/test_dynamodb.py:"

# dynamodb.py: where each request is sent
GET, PUT, DELETE, INCR, INIT = 526, 533, 541, 547, 554

T = table(("id", "S"))
CELERY = "celery"
RESULTS = "celery_results"

STATIC = "1483425566.519999980926513671875"  # str(Decimal(1483425566.52)), the tests' time
STATIC_TTL = "1483425596"  # str(int(that + 30))
NOW = "1731857044.8734572"  # str(time()) at the commit's time
NOW_TTL = "1731857644"  # with ttl_seconds=600

TASK = "d9f4a2c1-3b5e-4f6a-8c7d-0e1f2a3b4c5d"
PART1 = "0b7e5c3a-1d2f-4a6b-9c8e-7f6a5b4c3d2e"
GROUP = "6a2f8e1c-4d3b-4b5a-8e7f-1c2d3e4f5a6b"
TASK_KEY = f"b'celery-task-meta-{TASK}'"
PART1_KEY = f"b'celery-task-meta-{PART1}'"
GROUP_KEY = f"b'celery-taskset-meta-{GROUP}'"
CHORD_KEY = f"b'chord-unlock-{GROUP}'"


# results as the JSON serializer encodes the meta (json.dumps' separators), base64 on the wire
def _b64(text: str) -> str:
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


B_VAL = _b64("val")
B_SUCCESS = _b64(
    '{"status": "SUCCESS", "result": 4, "traceback": null, "children": [], '
    f'"date_done": "2024-11-17T15:24:04.873457+00:00", "task_id": "{TASK}"}}'
)
B_STARTED = _b64(
    '{"status": "STARTED", "result": {"pid": 4242, "hostname": "celery@worker1"}, "traceback": null, '
    f'"children": [], "date_done": null, "task_id": "{TASK}"}}'
)
B_GROUP = _b64(f'{{"result": [["{GROUP}", null], [[[0, null], null], [[1, null], null], [[2, null], null]]]}}')

CASES: list[dict] = []


def N(x: str) -> dict:
    return {"N": x}


def get(key: str, tbl: str = CELERY) -> dict:
    return {"TableName": tbl, "Key": {"id": S(key)}}


def result_item(key: str, value: str, ts: str, ttl: str | None = None) -> dict:
    out = {"id": S(key), "result": {"B": value}, "timestamp": N(ts)}
    if ttl is not None:
        out["ttl"] = N(ttl)
    return out


def put(it: dict, tbl: str = CELERY) -> dict:
    return {"TableName": tbl, "Item": it}


def counter(key: str, count: str, ts: str) -> dict:
    return {"id": S(key), "chord_count": N(count), "timestamp": N(ts)}


def incr(key: str, tbl: str = CELERY) -> dict:
    return {
        "TableName": tbl,
        "Key": {"id": S(key)},
        "UpdateExpression": "set chord_count = chord_count + :num",
        "ExpressionAttributeValues": {":num": N("1")},
        "ReturnValues": "UPDATED_NEW",
    }


def add(cite: str, line: int, op: str, request: dict, befores: list, note: str) -> None:
    for before, what in befores:
        CASES.append(
            case(f"{REPO}{cite} (request: {BACKEND}{line})", op, request, T, before,
                 f"{note}; before: {what}" if what else note)
        )  # fmt: skip


PINNED = "the request the test pins"
NONE = "no item"

# --- the prepared requests the unit tests pin
add(TEST + "396", GET, "GetItem", get("abcdef"), [
    ([], NONE),
    ([result_item("abcdef", B_VAL, STATIC)], "a result at the key"),
], PINNED + " (_prepare_get_request)")  # fmt: skip
add(TEST + "410", PUT, "PutItem", put(result_item("abcdef", B_VAL, STATIC)), [
    ([], NONE),
    ([result_item("abcdef", B_STARTED, NOW)], "an earlier state of the task (replaced)"),
], PINNED + " (_prepare_put_request; 'val' given as str, sent as its bytes)")  # fmt: skip
add(TEST + "429", PUT, "PutItem", put(result_item("abcdef", B_VAL, STATIC, STATIC_TTL)), [([], NONE)],
    PINNED + " (_prepare_put_request with time_to_live_seconds 30)")  # fmt: skip
add(TEST + "444", INIT, "PutItem", put(counter("abcdef", "0", STATIC)), [
    ([], NONE),
    ([counter("abcdef", "2", STATIC)], "a counter left by an earlier chord of that id (reset to 0)"),
], PINNED + " (_prepare_init_count_request)")  # fmt: skip
add(TEST + "457", INCR, "UpdateItem", incr("abcdef"), [
    ([counter("abcdef", "0", STATIC)], "the counter just initialised (UPDATED_NEW: chord_count 1)"),
    ([counter("abcdef", "2", STATIC)], "the counter after two parts (UPDATED_NEW: chord_count 3)"),
    ([], "no counter (made up: the counter's item gone, expired or never written; the expression names a "
         "missing attribute)"),
    ([result_item("abcdef", B_VAL, STATIC)], "a result, no chord_count (made up: the same key written as a "
     "result)"),
], PINNED + " (_prepare_inc_count_request)")  # fmt: skip

# --- the kwargs the mocked client receives
add(TEST + "485", GET, "GetItem", get("1f3fab"), [([], NONE + " (the mock answers no Item: get returns None)")],
    "the get_item call test_get asserts")  # fmt: skip
add(TEST + "501", PUT, "PutItem", put(result_item("sentinel.key", B_SUCCESS, STATIC)), [([], NONE)],
    "the put_item call test_set asserts (_set_with_state with sentinel.key, whose str() is the id; "
    "sentinel.value as an encoded result)")  # fmt: skip
add(TEST + "524", PUT, "PutItem", put(result_item("sentinel.key", B_SUCCESS, STATIC, STATIC_TTL)), [([], NONE)],
    "the put_item call test_set_with_ttl asserts (ttl 30)")  # fmt: skip
add(TEST + "545", DELETE, "DeleteItem", get("1f3fab"), [
    ([result_item("1f3fab", B_VAL, STATIC)], "the result"),
    ([], NONE),
], "the delete_item call test_delete asserts")  # fmt: skip
add(TEST + "575", INCR, "UpdateItem", incr("1f3fab"), [
    ([counter("1f3fab", "0", STATIC)], "the counter at 0 (the mock answers chord_count 1)"),
], "the update_item call test_inc asserts")  # fmt: skip
add(TEST + "613", INIT, "PutItem", put(counter(CHORD_KEY, "0", NOW)), [([], NONE)],
    "apply_chord's first put_item as test_apply_chord pins it (the key str() of b'chord-unlock-<id>', timestamp ANY: "
    "the commit's time)")  # fmt: skip
add(TEST + "613", PUT, "PutItem", put(result_item(GROUP_KEY, B_GROUP, NOW)), [
    ([counter(CHORD_KEY, "0", NOW)], "the counter the first put wrote"),
], "apply_chord's second put_item as test_apply_chord pins it (the group's meta: result ANY as the JSON of "
   "GroupResult.as_tuple() of AsyncResult(0..2))")  # fmt: skip

# --- a task's and a chord's life, as base.py sends the requests (made up from its code)
LIFE = "the request the backend sends for "
add(BASE + "1153", GET, "GetItem", get(TASK_KEY), [
    ([], NONE + " (the task not stored yet: PENDING)"),
    ([result_item(TASK_KEY, B_STARTED, NOW)], "the task's STARTED state"),
], LIFE + "_store_result's read of the current meta (_get_task_meta_for)")  # fmt: skip
add(BASE + "1137", PUT, "PutItem", put(result_item(TASK_KEY, B_SUCCESS, NOW)), [
    ([result_item(TASK_KEY, B_STARTED, NOW)], "the task's STARTED state"),
], LIFE + "_store_result's write of the SUCCESS meta (timestamp str(time()))")  # fmt: skip
add(TEST + "591 (table, ttl_seconds=600); " + BASE + "1137", PUT, "PutItem",
    put(result_item(TASK_KEY, B_SUCCESS, NOW, NOW_TTL), RESULTS), [([], NONE)],
    LIFE + "_store_result on the backend of dynamodb://@us-east-1/celery_results?...&ttl_seconds=600")  # fmt: skip
add(BASE + "1117", DELETE, "DeleteItem", get(TASK_KEY), [
    ([result_item(TASK_KEY, B_SUCCESS, NOW)], "the stored result"),
], LIFE + "AsyncResult.forget (_forget)")  # fmt: skip
add(BASE + "1176", GET, "GetItem", get(GROUP_KEY), [
    ([result_item(GROUP_KEY, B_GROUP, NOW), counter(CHORD_KEY, "0", NOW)], "what apply_chord wrote"),
], LIFE + "on_chord_part_return's GroupResult.restore (_restore_group)")  # fmt: skip
add(BASE + "1218", INCR, "UpdateItem", incr(CHORD_KEY), [
    ([counter(CHORD_KEY, "0", NOW), result_item(GROUP_KEY, B_GROUP, NOW)], "the counter apply_chord wrote (1: "
     "not yet the chord's size)"),
    ([counter(CHORD_KEY, "2", NOW), result_item(GROUP_KEY, B_GROUP, NOW)], "the counter after two of the three "
     "parts (3: the chord's size, the callback runs)"),
], LIFE + "on_chord_part_return's incr of the chord counter")  # fmt: skip
add(BASE + "1099", GET, "GetItem", get(PART1_KEY), [
    ([result_item(PART1_KEY, B_SUCCESS, NOW)], "the part's result"),
], LIFE + "the join's mget of a part's result (one get_item a key)")  # fmt: skip
add(BASE + "1149", DELETE, "DeleteItem", get(GROUP_KEY), [
    ([result_item(GROUP_KEY, B_GROUP, NOW), counter(CHORD_KEY, "3", NOW)], "the group's meta and the counter"),
], LIFE + "deps.delete() once the chord's callback is sent (_delete_group)")  # fmt: skip
add(BASE + "1257", DELETE, "DeleteItem", get(CHORD_KEY), [
    ([counter(CHORD_KEY, "3", NOW)], "the counter at the chord's size"),
], LIFE + "the counter's delete at the end of on_chord_part_return")  # fmt: skip
