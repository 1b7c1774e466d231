"""Laravel (laravel/framework): the requests its DynamoDB cache store, cache lock,
job batch repository and failed-job provider send for the calls of its tests.

Source: laravel/framework, branch 13.x, commit bd71b45 (2026-08-21, version
13.26.1). Four classes talk to DynamoDB through the AWS SDK for PHP:

- ``src/Illuminate/Cache/DynamoDbStore.php`` (the ``dynamodb`` cache store): a
  GetItem (``ConsistentRead: false``), a BatchGetItem for ``many``, a PutItem
  and a BatchWriteItem of ``key``/``value``/``expires_at`` items, ``add`` as a
  PutItem under ``attribute_not_exists(#key) OR #expires_at < :now``,
  ``increment``/``decrement`` as ``SET #value = #value + :amount`` (``-``)
  under ``attribute_exists(#key) AND #expires_at > :now`` with ``ReturnValues:
  UPDATED_NEW``, ``refreshIfOwned`` (a lock's refresh) as ``SET #expires_at =
  :expires_at`` under ``attribute_exists(#key) AND #value = :owner AND
  #expires_at > :now``, ``touch`` as ``SET #expiry = :expiry`` under
  ``attribute_exists(#key) AND #expiry > :now``, ``forget`` as a DeleteItem
  (``key`` and ``value`` are reserved words: the store always names them);
- ``src/Illuminate/Cache/DynamoDbLock.php`` (``Cache::lock()``): acquires with
  the store's ``add`` of the owner, reads the owner with ``get`` and releases
  with ``forget``;
- ``src/Illuminate/Bus/DynamoBatchRepository.php`` (job batches): items of
  ``application``/``id`` written with the SDK's Marshaler, counters updated by
  ``SET total_jobs = total_jobs + :val, pending_jobs = pending_jobs + :val``,
  ``SET pending_jobs = pending_jobs - :inc``, ``SET failed_jobs = failed_jobs
  + :inc, failed_job_ids = list_append(failed_job_ids, :jobId)``, ``SET
  finished_at = :timestamp``, ``SET cancelled_at = :timestamp, finished_at =
  :timestamp`` (``ReturnValues: ALL_NEW`` on the counters), each followed by
  ``, #ttl = :ttl`` when a time to live is configured; ``get`` as a Query
  ``application = :application`` (``AND id < :id`` for a page before a batch),
  ``Limit``, ``ScanIndexForward: false``; ``find`` as a GetItem, then a
  consistent one when the first finds nothing;
- ``src/Illuminate/Queue/Failed/DynamoDbFailedJobProvider.php``: a PutItem per
  failed job, a Query ``application = :application`` with ``Select:
  ALL_ATTRIBUTES``, GetItem and DeleteItem.

Which requests: ``tests/Queue/DynamoDbFailedJobProviderTest.php`` pins each
request the mocked client receives, ``tests/Cache/CacheDynamoDbStoreTest.php``
the ``touch`` request's members; the integration tests
``tests/Integration/Cache/DynamoDbStoreTest.php`` and
``tests/Integration/Queue/DynamoBatchTest.php`` (and
``DynamoBatchTestWithTTL.php``) run on the DynamoDB Local the framework's CI
starts (``.github/workflows/tests.yml``: ``amazon/dynamodb-local:2.0.0``,
``DYNAMODB_CACHE_TABLE: laravel_dynamodb_test``) and check results, not
requests, so each of their requests is the one the class builds for the test
call cited, as the AWS SDK for PHP sends it. Only the requests were taken, as
data: PHP was not run.

Adapted only as far as needed to run: the time fixed at the commit's
(1787310559), so that ``:now`` is that second and an expiry ``seconds`` later;
the cache prefix the framework's ``config/cache.php`` gives without
``APP_NAME`` (``laravel-cache-``); values as the store writes them (a number
``N`` as its text, anything else ``S`` as PHP's ``serialize()`` writes it:
``s:6:"Taylor";``); ``Str::random()`` keys and lock owners, ``Str::uuid()`` job
ids and ``Str::orderedUuid()`` batch ids (timestamp first, so in dispatch
order) fixed; a batch item as the Marshaler writes it (the pending batch's
``''`` name as an empty ``S``, ``[]`` as an empty ``L``, ``null`` as ``NULL``,
the options as ``serialize([])``); the batch table ``job_batches`` keyed
``application``/``id`` as ``createAwsDynamoTable`` makes it, the application
``Laravel`` (``config/app.php``'s default name); the failed-job tests'
``table`` keyed ``application``/``uuid``, and a failed job's exception text
cut to its first line. The TTL test configures ``ttlAttribute``, a key
``BusServiceProvider`` does not read (it reads ``ttl_attribute``), so its
requests name the default attribute ``ttl`` (a reserved word, hence ``#ttl``).
``before`` is what the test's earlier calls leave at the request's key (for
a Query, the table), and, where the code's conditions allow, made up so that a
condition also fails or holds at its edge (an entry expiring this very
second, another owner's lock), and, from the code alone, the requests no test
makes: a lock's refresh, ``Cache::forever`` (whose five years are passed as a
number of seconds, so its expiry is about twice the current time), an
increment of a value stored as text, and a failed job recorded in a batch
that is gone. Left out: repeats (each batch test's other ``find`` calls, the
other ``get`` of a cached value), the table operations.
"""

from __future__ import annotations

from ._build import N, S, case, table

SOURCE = "laravel-framework"
REPO = "laravel/framework@bd71b45 "
STORE = "src/Illuminate/Cache/DynamoDbStore.php:"
LOCK = "src/Illuminate/Cache/DynamoDbLock.php:"
BATCHES = "src/Illuminate/Bus/DynamoBatchRepository.php:"
FAILED = "src/Illuminate/Queue/Failed/DynamoDbFailedJobProvider.php:"
CACHE_TEST = "tests/Integration/Cache/DynamoDbStoreTest.php:"
TOUCH_TEST = "tests/Cache/CacheDynamoDbStoreTest.php:"
BATCH_TEST = "tests/Integration/Queue/DynamoBatchTest.php:"
TTL_TEST = "tests/Integration/Queue/DynamoBatchTestWithTTL.php:"
FAILED_TEST = "tests/Queue/DynamoDbFailedJobProviderTest.php:"

NOW = 1787310559  # the commit's time: Carbon::now(), time()
CACHE = "laravel_dynamodb_test"
PREFIX = "laravel-cache-"
T_CACHE = table(("key", "S"))
T_BATCHES = table(("application", "S"), ("id", "S"))
T_FAILED = table(("application", "S"), ("uuid", "S"))
APP = "Laravel"

CASES: list[dict] = []
AS_BUILT = "the request the class builds for the test's call"
FROM_CODE = "made up from the code (no test makes this call)"


def add(cite: str, code: str, operation: str, request: dict, tbl: dict, before: list, note: str) -> None:
    CASES.append(case(f"{REPO}{cite} (request: {code})", operation, request, tbl, before, note))


def ser(text: str) -> str:
    """PHP's serialize() of a string."""
    return f's:{len(text.encode("utf-8"))}:"{text}";'


# ------------------------------------------------------------------ the cache store
def entry(key: str, value: dict, expires: int, prefix: str = PREFIX) -> dict:
    return {"key": S(prefix + key), "value": value, "expires_at": N(expires)}


def key_of(key: str, prefix: str = PREFIX) -> dict:
    return {"key": S(prefix + key)}


def put(key: str, value: dict, expires: int) -> dict:
    return {"TableName": CACHE, "Item": entry(key, value, expires)}


def get(key: str) -> dict:
    return {"TableName": CACHE, "ConsistentRead": False, "Key": key_of(key)}


def forget(key: str) -> dict:
    return {"TableName": CACHE, "Key": key_of(key)}


def add_entry(key: str, value: dict, expires: int) -> dict:
    return {
        "TableName": CACHE,
        "Item": entry(key, value, expires),
        "ConditionExpression": "attribute_not_exists(#key) OR #expires_at < :now",
        "ExpressionAttributeNames": {"#key": "key", "#expires_at": "expires_at"},
        "ExpressionAttributeValues": {":now": N(NOW)},
    }


def counter(key: str, amount: int, sign: str) -> dict:
    return {
        "TableName": CACHE,
        "Key": key_of(key),
        "ConditionExpression": "attribute_exists(#key) AND #expires_at > :now",
        "UpdateExpression": f"SET #value = #value {sign} :amount",
        "ExpressionAttributeNames": {"#key": "key", "#value": "value", "#expires_at": "expires_at"},
        "ExpressionAttributeValues": {":now": N(NOW), ":amount": N(amount)},
        "ReturnValues": "UPDATED_NEW",
    }


def refresh(key: str, owner: str, seconds: int) -> dict:
    return {
        "TableName": CACHE,
        "Key": key_of(key),
        "ConditionExpression": "attribute_exists(#key) AND #value = :owner AND #expires_at > :now",
        "UpdateExpression": "SET #expires_at = :expires_at",
        "ExpressionAttributeNames": {"#key": "key", "#value": "value", "#expires_at": "expires_at"},
        "ExpressionAttributeValues": {":owner": S(ser(owner)), ":now": N(NOW), ":expires_at": N(NOW + seconds)},
    }


TAYLOR = S(ser("Taylor"))
ABIGAIL = S(ser("Abigail"))
ADD_KEY = "kP3xQz"  # Str::random(6)
OWNER = "q7XkP2mVb9LcT4sW"  # Str::random(): the lock's owner
OTHER_OWNER = "Hn3Rz8YwQe1JfU6d"  # the second lock's owner
LOCK_HELD = entry("lock", S(ser(OWNER)), NOW + 10)

add(CACHE_TEST + "18", STORE + "168", "PutItem", put("name", TAYLOR, NOW + 10), T_CACHE, [],
    AS_BUILT + " (put('name', 'Taylor', 10)); before: no entry")  # fmt: skip
add(CACHE_TEST + "19", STORE + "66", "GetItem", get("name"), T_CACHE, [entry("name", TAYLOR, NOW + 10)],
    AS_BUILT + "; before: the entry line 18 put")  # fmt: skip
add(
    CACHE_TEST + "21",
    STORE + "201",
    "BatchWriteItem",
    {
        "RequestItems": {
            CACHE: [
                {"PutRequest": {"Item": entry("name", ABIGAIL, NOW + 10)}},
                {"PutRequest": {"Item": entry("age", N(28), NOW + 10)}},
            ]
        }
    },
    T_CACHE,
    [entry("name", TAYLOR, NOW + 10)],
    AS_BUILT + " (put(['name' => 'Abigail', 'age' => 28], 10): putMany); before: line 18's entry",
)
add(CACHE_TEST + "23", STORE + "66", "GetItem", get("age"), T_CACHE,
    [entry("name", ABIGAIL, NOW + 10), entry("age", N(28), NOW + 10)],
    AS_BUILT + " (a number, stored as N); before: line 21's entries")  # fmt: skip
add(
    CACHE_TEST + "29",
    STORE + "111",
    "BatchGetItem",
    {
        "RequestItems": {
            CACHE: {"ConsistentRead": False, "Keys": [key_of("name"), key_of("age"), key_of("height")]},
        }
    },
    T_CACHE,
    [entry("name", ABIGAIL, NOW + 10), entry("age", N(28), NOW + 10)],
    AS_BUILT + " (many(['name', 'age', 'height'])); before: line 21's entries, none for height",
)
add(CACHE_TEST + "31", STORE + "498", "DeleteItem", forget("name"), T_CACHE,
    [entry("name", ABIGAIL, NOW + 10)], AS_BUILT + "; before: line 21's entry")  # fmt: skip
add(CACHE_TEST + "32", STORE + "66", "GetItem", get("name"), T_CACHE, [],
    AS_BUILT + "; before: no entry (line 31 forgot it)")  # fmt: skip

# add(): the condition that makes it atomic
add(CACHE_TEST + "39", STORE + "239", "PutItem", add_entry(ADD_KEY, TAYLOR, NOW + 10), T_CACHE, [],
    AS_BUILT + " (add($key, 'Taylor', 10), $key Str::random(6) fixed); before: no entry")  # fmt: skip
add(CACHE_TEST + "40", STORE + "239", "PutItem", add_entry(ADD_KEY, TAYLOR, NOW + 10), T_CACHE,
    [entry(ADD_KEY, TAYLOR, NOW + 10)],
    AS_BUILT + " (the second add, asserted false); before: line 39's entry: ConditionalCheckFailed")  # fmt: skip
add(CACHE_TEST + "40", STORE + "239", "PutItem", add_entry(ADD_KEY, TAYLOR, NOW + 10), T_CACHE,
    [entry(ADD_KEY, TAYLOR, NOW - 5)],
    AS_BUILT + "; before: made up, the entry expired 5 s ago (#expires_at < :now holds: the add takes it)")  # fmt: skip
add(CACHE_TEST + "40", STORE + "239", "PutItem", add_entry(ADD_KEY, TAYLOR, NOW + 10), T_CACHE,
    [entry(ADD_KEY, TAYLOR, NOW)],
    AS_BUILT + "; before: made up, the entry expires this very second (#expires_at < :now fails)")  # fmt: skip

# increment() / decrement()
add(CACHE_TEST + "45", STORE + "168", "PutItem", put("counter", N(0), NOW + 10), T_CACHE, [],
    AS_BUILT + " (put('counter', 0, 10): a number as N); before: no entry")  # fmt: skip
add(CACHE_TEST + "46", STORE + "286", "UpdateItem", counter("counter", 1, "+"), T_CACHE,
    [entry("counter", N(0), NOW + 10)], AS_BUILT + " (increment('counter')); before: the counter at 0")  # fmt: skip
add(CACHE_TEST + "47", STORE + "286", "UpdateItem", counter("counter", 4, "+"), T_CACHE,
    [entry("counter", N(1), NOW + 10)], AS_BUILT + " (increment('counter', 4)); before: the counter at 1")  # fmt: skip
add(CACHE_TEST + "51", STORE + "333", "UpdateItem", counter("counter", 5, "-"), T_CACHE,
    [entry("counter", N(5), NOW + 10)], AS_BUILT + " (decrement('counter', 5)); before: the counter at 5")  # fmt: skip
add(CACHE_TEST + "46", STORE + "286", "UpdateItem", counter("counter", 1, "+"), T_CACHE, [],
    AS_BUILT + "; before: made up, no counter (attribute_exists fails: the store answers false)")  # fmt: skip
add(CACHE_TEST + "46", STORE + "286", "UpdateItem", counter("counter", 1, "+"), T_CACHE,
    [entry("counter", N(7), NOW)],
    AS_BUILT + "; before: made up, the counter expires this very second (#expires_at > :now fails)")  # fmt: skip
add(CACHE_TEST + "46", STORE + "286", "UpdateItem", counter("name", 1, "+"), T_CACHE,
    [entry("name", TAYLOR, NOW + 10)],
    FROM_CODE + ": increment('name') of a value stored as text (serialize()'d, S); before: line 18's entry")  # fmt: skip
add(CACHE_TEST + "18", STORE + "377", "PutItem", put("name", TAYLOR, NOW + 1945076959), T_CACHE, [],
    FROM_CODE + ": forever('name', 'Taylor'), which passes Carbon::now()->addYears(5)->getTimestamp() as "
    "seconds to put(), so the expiry is now plus that timestamp; before: no entry")  # fmt: skip

# Cache::lock('lock', 10)->get(...): DynamoDbLock over the store
add(CACHE_TEST + "57", LOCK + "37, " + STORE + "239", "PutItem", add_entry("lock", S(ser(OWNER)), NOW + 10), T_CACHE,
    [], AS_BUILT + " (the lock's acquire: add of its owner, Str::random() fixed); before: no lock")  # fmt: skip
add(CACHE_TEST + "58", LOCK + "37, " + STORE + "239", "PutItem", add_entry("lock", S(ser(OTHER_OWNER)), NOW + 10),
    T_CACHE, [LOCK_HELD],
    AS_BUILT + " (a second lock of the same name, asserted not acquired); before: line 57's lock: "
    "ConditionalCheckFailed")  # fmt: skip
add(CACHE_TEST + "57", LOCK + "91, " + STORE + "66", "GetItem", get("lock"), T_CACHE, [LOCK_HELD],
    AS_BUILT + " (the release after the callback reads the owner: isOwnedByCurrentProcess); before: the lock")  # fmt: skip
add(CACHE_TEST + "57", LOCK + "68, " + STORE + "498", "DeleteItem", forget("lock"), T_CACHE, [LOCK_HELD],
    AS_BUILT + " (the release: forget); before: the lock")  # fmt: skip
add(CACHE_TEST + "57", LOCK + "57, " + STORE + "416", "UpdateItem", refresh("lock", OWNER, 10), T_CACHE, [LOCK_HELD],
    FROM_CODE + ": the lock's refresh() (refreshIfOwned for its 10 s); before: the lock, this owner's")  # fmt: skip
add(CACHE_TEST + "57", LOCK + "57, " + STORE + "416", "UpdateItem", refresh("lock", OTHER_OWNER, 10), T_CACHE,
    [LOCK_HELD], FROM_CODE + ": refresh() by the second lock; before: the first owner's lock (#value = :owner fails)")  # fmt: skip
add(CACHE_TEST + "57", LOCK + "57, " + STORE + "416", "UpdateItem", refresh("lock", OWNER, 10), T_CACHE,
    [entry("lock", S(ser(OWNER)), NOW - 1)],
    FROM_CODE + ": refresh(); before: this owner's lock, expired a second ago (#expires_at > :now fails)")  # fmt: skip

# touch(): the unit test's table 'table', key 'key', no prefix, 60 s
TOUCH = {
    "TableName": "table",
    "Key": {"key": S("key")},
    "UpdateExpression": "SET #expiry = :expiry",
    "ConditionExpression": "attribute_exists(#key) AND #expiry > :now",
    "ExpressionAttributeNames": {"#key": "key", "#expiry": "expires_at"},
    "ExpressionAttributeValues": {":expiry": N(NOW + 60), ":now": N(NOW)},
}
TOUCHED = "the request the test's mock receives (touch('key', 60): TableName, Key, SET and :expiry - :now = 60 pinned)"
add(TOUCH_TEST + "17", STORE + "465", "UpdateItem", TOUCH, T_CACHE, [entry("key", TAYLOR, NOW + 5, prefix="")],
    TOUCHED + "; before: made up, an entry expiring in 5 s")  # fmt: skip
add(TOUCH_TEST + "17", STORE + "465", "UpdateItem", TOUCH, T_CACHE, [],
    TOUCHED + "; before: made up, no entry (attribute_exists fails: touch answers false)")  # fmt: skip
add(TOUCH_TEST + "17", STORE + "465", "UpdateItem", TOUCH, T_CACHE, [entry("key", TAYLOR, NOW - 1, prefix="")],
    TOUCHED + "; before: made up, an entry expired a second ago (#expiry > :now fails)")  # fmt: skip

# ------------------------------------------------------------------ the failed-job provider (unit test, pinned)
JOB_UUID = "a28e1117-0c4e-4b9d-9f3a-6e2d8c1b5a70"  # Str::orderedUuid()
FAILED_ITEM = {
    "application": S("application"),
    "uuid": S("uuid"),
    "connection": S("connection"),
    "queue": S("queue"),
    "payload": S("payload"),
    "exception": S("exception"),
    "failed_at": N(NOW),
    "expires_at": N(NOW),
}
PINNED = "the request the test's mock expects"
add(
    FAILED_TEST + "47",
    FAILED + "64",
    "PutItem",
    {
        "TableName": "table",
        "Item": {
            "application": S("application"),
            "uuid": S(JOB_UUID),
            "connection": S("connection"),
            "queue": S("queue"),
            "payload": S('{"uuid":"' + JOB_UUID + '"}'),
            "exception": S(
                "Exception: Something went wrong. in "
                "/home/runner/work/framework/framework/tests/Queue/DynamoDbFailedJobProviderTest.php:27"
            ),
            "failed_at": N(NOW),
            "expires_at": N(NOW + 7 * 86400),
        },
    },
    T_FAILED,
    [],
    PINNED + " (the exception's text cut to its first line, the uuid and the time fixed); before: no item",
)
add(
    FAILED_TEST + "83",
    FAILED + "102",
    "Query",
    {
        "TableName": "table",
        "Select": "ALL_ATTRIBUTES",
        "KeyConditionExpression": "application = :application",
        "ExpressionAttributeValues": {":application": S("application")},
        "ScanIndexForward": False,
    },
    T_FAILED,
    [FAILED_ITEM, {**FAILED_ITEM, "application": S("other-application"), "uuid": S("uuid-2")}],
    PINNED + "; before: the item the mock answers, and one of another application",
)
add(
    FAILED_TEST + "124",
    FAILED + "137",
    "GetItem",
    {"TableName": "table", "Key": {"application": S("application"), "uuid": S("id")}},
    T_FAILED,
    [{**FAILED_ITEM, "uuid": S("id")}],
    PINNED + "; before: the item the mock answers, at the key asked (the mock's own uuid is 'uuid')",
)
add(FAILED_TEST + "152", FAILED + "137", "GetItem",
    {"TableName": "table", "Key": {"application": S("application"), "uuid": S("id")}}, T_FAILED, [],
    PINNED + "; before: no item (the mock answers none)")  # fmt: skip
add(FAILED_TEST + "171", FAILED + "169", "DeleteItem",
    {"TableName": "table", "Key": {"application": S("application"), "uuid": S("id")}}, T_FAILED,
    [{**FAILED_ITEM, "uuid": S("id")}], PINNED + "; before: a failed job at the key")  # fmt: skip


# ------------------------------------------------------------------ the job batch repository
def ordered(stamp: str, tail: str) -> str:
    """A Str::orderedUuid(): 48 bits of time first, then a version 4 UUID's random bits."""
    return f"{stamp[:8]}-{stamp[8:]}-{tail}"


# test_get_batches' ten batches, dispatched in this order, and the later orderedUuid it pages before
PAGED = [
    ordered(stamp, tail)
    for stamp, tail in [
        ("a28e1118ea32", "4b1c-9d2e-3f4a5b6c7d80"),
        ("a28e1118fef1", "4c2d-8e3f-4a5b6c7d8e91"),
        ("a28e111913b0", "4d3e-af40-5b6c7d8e9fa2"),
        ("a28e1119286f", "4e4f-b051-6c7d8e9fa0b3"),
        ("a28e11193d2e", "4f50-8162-7d8e9fa0b1c4"),
        ("a28e111951ed", "4061-9273-8e9fa0b1c2d5"),
        ("a28e111966ac", "4172-a384-9fa0b1c2d3e6"),
        ("a28e11197b6b", "4283-b495-a0b1c2d3e4f7"),
        ("a28e1119902a", "4394-85a6-b1c2d3e4f508"),
        ("a28e1119a4e9", "44a5-96b7-c2d3e4f50619"),
    ]
]
LATER = ordered("a28e1119b9a8", "45b6-a7c8-d3e4f506172a")
RUN = ordered("a28e1116d5e4", "4a0b-8c1d-2e3f4a5b6c7d")  # test_running_a_batch
FAILING = ordered("a28e11170a13", "4b2c-9d3e-4f5a6b7c8d9e")  # test_batch_with_failing_job
TTL_BATCH = ordered("a28e11173f42", "4c3d-ae4f-5a6b7c8d9eaf")  # the same tests with a time to live
DELETED = ordered("a28e111774a1", "4d4e-bf50-6b7c8d9eafb0")  # test_delete_batch_by_id
MISSING = ordered("a28e1117a9d0", "4e5f-8061-7c8d9eafb0c1")  # an orderedUuid no batch has
JOB_2 = "8d2e4f6a-1c3b-4a5d-8e7f-9a0b1c2d3e4f"  # the failing job's Str::uuid()


def batch(
    batch_id: str,
    total: int = 0,
    pending: int = 0,
    failed: int = 0,
    failed_ids: tuple = (),
    cancelled: int | None = None,
    finished: int | None = None,
    ttl: int | None = None,
) -> dict:
    """A batch item as the Marshaler writes store()'s array (then changed by the counters)."""
    out = {
        "application": S(APP),
        "id": S(batch_id),
        "name": S(""),
        "total_jobs": N(total),
        "pending_jobs": N(pending),
        "failed_jobs": N(failed),
        "failed_job_ids": {"L": [S(i) for i in failed_ids]},
        "options": S("a:0:{}"),
        "created_at": N(NOW),
        "cancelled_at": {"NULL": True} if cancelled is None else N(cancelled),
        "finished_at": {"NULL": True} if finished is None else N(finished),
    }
    if ttl is not None:
        out["ttl"] = N(ttl)
    return out


def batch_key(batch_id: str) -> dict:
    return {"application": S(APP), "id": S(batch_id)}


def update(batch_id: str, expression: str, vals: dict, ttl: bool, returns: bool) -> dict:
    out = {"TableName": "job_batches", "Key": batch_key(batch_id)}
    out["UpdateExpression"] = expression + (", #ttl = :ttl" if ttl else "")
    out["ExpressionAttributeValues"] = {**vals, **({":ttl": N(NOW + 1)} if ttl else {})}
    if ttl:
        out["ExpressionAttributeNames"] = {"#ttl": "ttl"}
    if returns:
        out["ReturnValues"] = "ALL_NEW"
    return out


def increment_total(batch_id: str, amount: int, ttl: bool = False) -> dict:
    expression = "SET total_jobs = total_jobs + :val, pending_jobs = pending_jobs + :val"
    return update(batch_id, expression, {":val": N(amount)}, ttl, True)


def decrement_pending(batch_id: str, ttl: bool = False) -> dict:
    return update(batch_id, "SET pending_jobs = pending_jobs - :inc", {":inc": N(1)}, ttl, True)


def increment_failed(batch_id: str, job: str, ttl: bool = False) -> dict:
    expression = "SET failed_jobs = failed_jobs + :inc, failed_job_ids = list_append(failed_job_ids, :jobId)"
    return update(batch_id, expression, {":jobId": {"L": [S(job)]}, ":inc": N(1)}, ttl, True)


def mark_finished(batch_id: str, ttl: bool = False) -> dict:
    return update(batch_id, "SET finished_at = :timestamp", {":timestamp": N(NOW)}, ttl, False)


def cancel(batch_id: str, ttl: bool = False) -> dict:
    expression = "SET cancelled_at = :timestamp, finished_at = :timestamp"
    return update(batch_id, expression, {":timestamp": N(NOW)}, ttl, False)


def paged_query(limit: int, before: str | None = None) -> dict:
    out = {"TableName": "job_batches"}
    if before is None:
        out["KeyConditionExpression"] = "application = :application"
        out["ExpressionAttributeValues"] = {":application": S(APP)}
    else:
        out["KeyConditionExpression"] = "application = :application AND id < :id"
        out["ExpressionAttributeValues"] = {":application": S(APP), ":id": S(before)}
    out["Limit"] = limit
    out["ScanIndexForward"] = False
    return out


DISPATCH = BATCH_TEST + "53"
FAIL_DISPATCH = BATCH_TEST + "110"
RUN_FRESH = batch(RUN)
add(DISPATCH, BATCHES + "184", "PutItem", {"TableName": "job_batches", "Item": RUN_FRESH}, T_BATCHES, [],
    AS_BUILT + " (Bus::batch([...])->dispatch(): store() of the pending batch); before: no batch")  # fmt: skip
add(DISPATCH, BATCHES + "126", "GetItem", {"TableName": "job_batches", "Key": batch_key(RUN)}, T_BATCHES,
    [RUN_FRESH], AS_BUILT + " (store() returns find($id)); before: the batch just stored")  # fmt: skip
add(DISPATCH, BATCHES + "209", "UpdateItem", increment_total(RUN, 2), T_BATCHES, [RUN_FRESH],
    AS_BUILT + " (Batch::add of its two jobs); before: the batch just stored")  # fmt: skip
add(DISPATCH, BATCHES + "240", "UpdateItem", decrement_pending(RUN), T_BATCHES, [batch(RUN, 2, 2)],
    AS_BUILT + " (the first job's recordSuccessfulJob, on the sync queue); before: 2 jobs pending")  # fmt: skip
add(DISPATCH, BATCHES + "240", "UpdateItem", decrement_pending(RUN), T_BATCHES, [batch(RUN, 2, 1)],
    AS_BUILT + " (the second job's recordSuccessfulJob); before: 1 job pending")  # fmt: skip
add(DISPATCH, BATCHES + "316", "UpdateItem", mark_finished(RUN), T_BATCHES, [batch(RUN, 2, 0)],
    AS_BUILT + " (no job pending: markAsFinished); before: 0 jobs pending")  # fmt: skip
add(BATCH_TEST + "77", BATCHES + "126", "GetItem", {"TableName": "job_batches", "Key": batch_key(MISSING)},
    T_BATCHES, [], AS_BUILT + " (find(Str::orderedUuid())); before: no batch")  # fmt: skip
add(BATCH_TEST + "77", BATCHES + "136", "GetItem",
    {"TableName": "job_batches", "Key": batch_key(MISSING), "ConsistentRead": True}, T_BATCHES, [],
    AS_BUILT + " (nothing found: find reads again, consistently); before: no batch")  # fmt: skip
add(BATCH_TEST + "91", BATCHES + "368", "DeleteItem", {"TableName": "job_batches", "Key": batch_key(DELETED)},
    T_BATCHES, [batch(DELETED, 1, 0, finished=NOW)], AS_BUILT + " (delete of the batch found); before: it, finished")  # fmt: skip
add(BATCH_TEST + "100", BATCHES + "368", "DeleteItem", {"TableName": "job_batches", "Key": batch_key(MISSING)},
    T_BATCHES, [], AS_BUILT + " (delete(Str::orderedUuid())); before: no batch")  # fmt: skip
add(FAIL_DISPATCH, BATCHES + "278", "UpdateItem", increment_failed(FAILING, JOB_2), T_BATCHES,
    [batch(FAILING, 2, 1)],
    AS_BUILT + " (the failing job's recordFailedJob, its Str::uuid() fixed); before: 2 jobs, the first done")  # fmt: skip
add(FAIL_DISPATCH, BATCHES + "345", "UpdateItem", cancel(FAILING), T_BATCHES, [batch(FAILING, 2, 1, 1, (JOB_2,))],
    AS_BUILT + " (the first failure of a batch that allows none: cancel); before: 1 job failed")  # fmt: skip
add(FAIL_DISPATCH, BATCHES + "278", "UpdateItem", increment_failed(DELETED, JOB_2), T_BATCHES, [],
    FROM_CODE + ": a job of a batch deleted meanwhile fails (recordFailedJob); before: no batch (the update "
    "reads failed_jobs, which is not there)")  # fmt: skip

PAGED_ITEMS = [batch(b, 1, 0, finished=NOW) for b in PAGED]
GET_BATCHES = "the request the class builds for the test's call (get({})); before: the test's ten batches, finished"
add(BATCH_TEST + "138", BATCHES + "97", "Query", paged_query(50), T_BATCHES, PAGED_ITEMS, GET_BATCHES.format(""))
add(BATCH_TEST + "139", BATCHES + "97", "Query", paged_query(6), T_BATCHES, PAGED_ITEMS, GET_BATCHES.format("6"))
for line, before_id, what in [
    (140, PAGED[6], "$batches[6]->id"),
    (141, PAGED[0], "$batches[0]->id"),
    (142, PAGED[9], "$batches[9]->id"),
    (143, LATER, "Str::orderedUuid()"),
]:
    add(BATCH_TEST + str(line), BATCHES + "97", "Query", paged_query(100, before_id), T_BATCHES, PAGED_ITEMS,
        GET_BATCHES.format("100, " + what))  # fmt: skip

# DynamoBatchTestWithTTL: ttl 1; its 'ttlAttribute' is not read, so the attribute is the default 'ttl'
WITH_TTL = " (DynamoBatchTestWithTTL: ttl 1, the attribute 'ttl')"
TTL_FRESH = batch(TTL_BATCH, ttl=NOW + 1)
add(TTL_TEST + "11", BATCHES + "184", "PutItem", {"TableName": "job_batches", "Item": TTL_FRESH}, T_BATCHES, [],
    AS_BUILT + WITH_TTL + ": test_running_a_batch's store(); before: no batch")  # fmt: skip
add(TTL_TEST + "11", BATCHES + "209", "UpdateItem", increment_total(TTL_BATCH, 2, ttl=True), T_BATCHES, [TTL_FRESH],
    AS_BUILT + WITH_TTL + ": Batch::add of two jobs; before: the batch just stored")  # fmt: skip
add(TTL_TEST + "11", BATCHES + "240", "UpdateItem", decrement_pending(TTL_BATCH, ttl=True), T_BATCHES,
    [batch(TTL_BATCH, 2, 2, ttl=NOW + 1)], AS_BUILT + WITH_TTL + ": the first job done; before: 2 jobs pending")  # fmt: skip
add(TTL_TEST + "11", BATCHES + "316", "UpdateItem", mark_finished(TTL_BATCH, ttl=True), T_BATCHES,
    [batch(TTL_BATCH, 2, 0, ttl=NOW + 1)], AS_BUILT + WITH_TTL + ": markAsFinished; before: 0 jobs pending")  # fmt: skip
add(TTL_TEST + "11", BATCHES + "278", "UpdateItem", increment_failed(TTL_BATCH, JOB_2, ttl=True), T_BATCHES,
    [batch(TTL_BATCH, 2, 1, ttl=NOW + 1)],
    AS_BUILT + WITH_TTL + ": test_batch_with_failing_job's recordFailedJob; before: the first job done")  # fmt: skip
add(TTL_TEST + "11", BATCHES + "345", "UpdateItem", cancel(TTL_BATCH, ttl=True), T_BATCHES,
    [batch(TTL_BATCH, 2, 1, 1, (JOB_2,), ttl=NOW + 1)],
    AS_BUILT + WITH_TTL + ": cancel; before: 1 job failed")  # fmt: skip
