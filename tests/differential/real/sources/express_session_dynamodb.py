"""Two DynamoDB session stores for Express (express-session): connect-dynamodb and
@pwrdrvr/dynamodb-session-store, the requests they send for the calls of their
tests.

Sources: ca98am79/connect-dynamodb, commit eeeb8d3 (2025-05-23),
``lib/connect-dynamodb.js`` (the AWS SDK for JavaScript v3's low-level client:
``get`` a consistent GetItem of ``sess:<sid>``; ``set`` a PutItem of ``id``,
``expires`` (seconds, ``now + maxAge / 1000``), ``type: connect-session`` and
the session as JSON text ``sess``, with any ``specialKeys`` beside it;
``touch`` an UpdateItem ``set expires = :e`` with ``ReturnValues:
UPDATED_NEW``; ``destroy`` a DeleteItem; ``reap`` a Scan with the legacy
``ScanFilter`` ``expires LT now`` and ``AttributesToGet: [id]``), for the calls
of ``test/test.js``, which runs against the LocalStack its workflow starts
(``.github/workflows/test.yml``). pwrdrvr/dynamodb-session-store, commit
c8a514b (2025-02-19), ``src/dynamodb-store.ts`` (the v3 DocumentClient with
``removeUndefinedValues`` and ``convertClassInstanceToMap``: ``get`` a GetItem
of ``session#<sid>`` with ``ConsistentRead: false``; ``set`` a PutItem of
``id``, ``expires`` and the session as a map ``sess``, its dates as ISO text
and a ``lastModified``; ``touch`` an UpdateItem ``set expires = :e,
sess.lastModified = :lm`` with ``ReturnValues: UPDATED_NEW``; ``destroy`` a
DeleteItem), for the calls of ``src/dynamodb-store.table.spec.ts`` and
``src/dynamodb-store.migrate.spec.ts`` (run on jest-dynalite) and
``src/dynamodb-store.mock.spec.ts`` (whose mocked client pins the touch's
table, key, update expression and ``ReturnValues``). Only the requests were
taken, as data: no test was run.

Adapted only as far as needed to run: ``Math.random()`` session ids and names
fixed; the clock fixed at each commit's time (connect-dynamodb: 1747994597 s,
the touch 1.51 s later, the reap after; dynamodb-session-store:
1739996992123 ms, whose ``lastModified`` is ``2025-02-19T20:29:52.123Z``);
DocumentClient values written typed (numbers ``N``, a nested object ``M``,
``null`` as ``NULL``, the ``undefined`` member left out). The table
``sessions-test`` keyed ``id`` (both test suites'). ``before`` is what the
tests' earlier calls leave at the key (for the reap's Scan, the table: the
touched session and the one the reap test made to expire), or made up: the
session the mock spec touches, as ``set`` writes it, with and without its
``lastModified``; and, from the code, the touch of a session destroyed meanwhile
(connect-dynamodb's creates an item holding only the key and ``expires``;
dynamodb-session-store's sets a path inside ``sess``, which is not there) and
dynamodb-session-store's touch of a session connect-dynamodb wrote (the
migration its migrate spec tests: ``sess`` is then text, not a map). Left
out: repeated sets and gets, the reap's DeleteItem (as ``destroy``'s), the
table operations.
"""

from __future__ import annotations

import json

from ._build import N, S, case, table

SOURCE = "express-session-dynamodb"
CONNECT = "ca98am79/connect-dynamodb@eeeb8d3 "
CONNECT_LIB = "lib/connect-dynamodb.js:"
CONNECT_TEST = "test/test.js:"
PWR = "pwrdrvr/dynamodb-session-store@c8a514b "
PWR_LIB = "src/dynamodb-store.ts:"
TABLE_SPEC = "src/dynamodb-store.table.spec.ts:"
MOCK_SPEC = "src/dynamodb-store.mock.spec.ts:"
MIGRATE_SPEC = "src/dynamodb-store.migrate.spec.ts:"

TABLE = "sessions-test"
T = table(("id", "S"))
CASES: list[dict] = []
AS_BUILT = "the request the store builds for the test's call"
FROM_CODE = "made up from the code"


def add(repo: str, cite: str, code: str, operation: str, request: dict, before: list, note: str) -> None:
    CASES.append(case(f"{repo}{cite} (request: {code})", operation, request, T, before, note))


# ------------------------------------------------------------------ connect-dynamodb
T0 = 1747994597  # Math.floor(Date.now() / 1000) at the first set
SID = "0.7362518394621857"  # the suite's Math.random().toString() session id
NAME = "0.2817465093726184"  # the Setting/Touching tests' random name
DESTROY_SID = "0.5190374628105937"
REAP_SID = "0.0846273915036482"
SPECIAL = 517  # Math.floor(Math.random() * 1000) + 1


def connect_item(sid: str, expires: int, sess: dict, **special) -> dict:
    out = {
        "id": S("sess:" + sid),
        "expires": N(expires),
        "type": S("connect-session"),
        "sess": S(json.dumps(sess, separators=(",", ":"))),
    }
    out.update(special)
    return out


def connect_key(sid: str) -> dict:
    return {"id": S("sess:" + sid)}


NAMED = {"cookie": {"maxAge": 2000}, "name": NAME}
SET_ONE = connect_item(SID, T0 + 2, NAMED)
SET_SPECIAL = connect_item(SID, T0 + 2, {"cookie": {"maxAge": 2000}, "number_field": SPECIAL}, number_field=N(SPECIAL))
TOUCH_E = T0 + 3  # touched 1.51 s after the set: floor(now) + 2


def connect_touch(sid: str) -> dict:
    return {
        "TableName": TABLE,
        "Key": connect_key(sid),
        "UpdateExpression": "set expires = :e",
        "ExpressionAttributeValues": {":e": N(TOUCH_E)},
        "ReturnValues": "UPDATED_NEW",
    }


add(CONNECT, CONNECT_TEST + "180", CONNECT_LIB + "245", "PutItem", {"TableName": TABLE, "Item": SET_ONE}, [],
    AS_BUILT + " (set, maxAge 2000: expires now + 2); before: no session")  # fmt: skip
add(CONNECT, CONNECT_TEST + "208", CONNECT_LIB + "245", "PutItem", {"TableName": TABLE, "Item": SET_SPECIAL},
    [SET_ONE], AS_BUILT + " (set with specialKeys [{name: 'number_field', type: 'N'}]); before: line 180's session")  # fmt: skip
add(CONNECT, CONNECT_TEST + "224", CONNECT_LIB + "150", "GetItem",
    {"TableName": TABLE, "Key": connect_key(SID), "ConsistentRead": True}, [SET_SPECIAL],
    AS_BUILT + "; before: line 208's session")  # fmt: skip
add(CONNECT, CONNECT_TEST + "289", CONNECT_LIB + "367", "UpdateItem", connect_touch(SID), [SET_ONE],
    AS_BUILT + " (touch 1.51 s after the set); before: the session the Touching test's set wrote")  # fmt: skip
DESTROY_ITEM = connect_item(DESTROY_SID, T0 + 4, {"cookie": {"maxAge": 2000}, "name": "0.6603918274512096"})
add(CONNECT, CONNECT_TEST + "321", CONNECT_LIB + "324", "DeleteItem", {"TableName": TABLE, "Key": connect_key(DESTROY_SID)},
    [DESTROY_ITEM], AS_BUILT + "; before: the Destroying test's session")  # fmt: skip
add(CONNECT, CONNECT_TEST + "324", CONNECT_LIB + "150", "GetItem",
    {"TableName": TABLE, "Key": connect_key(DESTROY_SID), "ConsistentRead": True}, [],
    AS_BUILT + " (the get after destroy); before: no session")  # fmt: skip
REAP_NOW = T0 + 5
REAP_ITEM = connect_item(REAP_SID, REAP_NOW - 20, {"cookie": {"maxAge": -20000}, "name": "0.9420518736402851"})
add(
    CONNECT,
    CONNECT_TEST + "355",
    CONNECT_LIB + "285",
    "Scan",
    {
        "TableName": TABLE,
        "ScanFilter": {"expires": {"AttributeValueList": [N(REAP_NOW)], "ComparisonOperator": "LT"}},
        "AttributesToGet": ["id"],
    },
    [{**SET_ONE, "expires": N(TOUCH_E)}, REAP_ITEM],
    AS_BUILT + " (reap: the sessions whose expires is past); before: the touched session and the Reaping "
    "test's session, set with maxAge -20000",
)
add(CONNECT, CONNECT_TEST + "289", CONNECT_LIB + "367", "UpdateItem", connect_touch(DESTROY_SID), [],
    FROM_CODE + ": touch of a session destroyed meanwhile; before: no session (the update makes an item of the "
    "key and expires alone)")  # fmt: skip

# ------------------------------------------------------------------ @pwrdrvr/dynamodb-session-store
MS = 1739996992123  # Date.now()
ISO = "2025-02-19T20:29:52.123Z"  # new Date().toISOString()


def pwr_key(sid: str, prefix: str = "session#") -> dict:
    return {"id": S(prefix + sid)}


def pwr_item(sid: str, expires: int, sess: dict) -> dict:
    return {"id": S("session#" + sid), "expires": N(expires), "sess": {"M": sess}}


def pwr_get(sid: str, prefix: str = "session#") -> dict:
    return {"TableName": TABLE, "Key": pwr_key(sid, prefix), "ConsistentRead": False}


def pwr_touch(sid: str, expires: int, prefix: str = "session#") -> dict:
    return {
        "TableName": TABLE,
        "Key": pwr_key(sid, prefix),
        "UpdateExpression": "set expires = :e, sess.lastModified = :lm",
        "ExpressionAttributeValues": {":e": N(expires), ":lm": S(ISO)},
        "ReturnValues": "UPDATED_NEW",
    }


USER_SESS = {"user": S("test"), "cookie": {"M": {}}, "lastModified": S(ISO)}
ONE_DAY = (MS + 86_400_000) // 1000  # no cookie.maxAge: a day
ONE_HOUR = (MS + 3_600_000) // 1000
S123 = pwr_item("123", ONE_DAY, USER_SESS)
add(PWR, TABLE_SPEC + "36", PWR_LIB + "394", "GetItem", pwr_get("123"), [],
    AS_BUILT + " (get('123')); before: no session")  # fmt: skip
add(PWR, TABLE_SPEC + "49", PWR_LIB + "458", "PutItem", {"TableName": TABLE, "Item": S123}, [],
    AS_BUILT + " (set('123', {user: 'test', cookie: {}}): expires a day on); before: no session")  # fmt: skip
add(PWR, TABLE_SPEC + "59", PWR_LIB + "394", "GetItem", pwr_get("123"), [S123],
    AS_BUILT + "; before: line 49's session")  # fmt: skip
add(PWR, TABLE_SPEC + "84", PWR_LIB + "581", "DeleteItem", {"TableName": TABLE, "Key": pwr_key("456")},
    [pwr_item("456", ONE_DAY, USER_SESS)], AS_BUILT + " (destroy('456')); before: line 74's session")  # fmt: skip
EXPIRED_COOKIE = {"M": {"expires": S(ISO), "maxAge": N(0), "originalMaxAge": N(3_600_000)}}
S301 = pwr_item("301", MS // 1000, {"user": S("test"), "cookie": EXPIRED_COOKIE, "lastModified": S(ISO)})
add(PWR, TABLE_SPEC + "111", PWR_LIB + "458", "PutItem", {"TableName": TABLE, "Item": S301}, [],
    AS_BUILT + " (set('301'), cookie maxAge 0: expires now; the test mocks Date.now, which the store's "
    "new Date() does not call); before: no session")  # fmt: skip
add(PWR, TABLE_SPEC + "128", PWR_LIB + "394", "GetItem", pwr_get("301"), [S301],
    AS_BUILT + " (the store finds the session expired and answers null); before: line 111's session")  # fmt: skip
HOUR_COOKIE = {"M": {"maxAge": N(3_600_000)}}
S129_DATE = pwr_item("129", ONE_HOUR, {
    "mySessionInfo": {"M": {"dateField": S("2021-07-01T01:02:03.000Z")}},
    "cookie": HOUR_COOKIE,
    "lastModified": S(ISO),
})  # fmt: skip
add(PWR, TABLE_SPEC + "218", PWR_LIB + "458", "PutItem", {"TableName": TABLE, "Item": S129_DATE}, [],
    AS_BUILT + " (a Date in the session, written as its ISO text); before: no session")  # fmt: skip
S129_MIXED = pwr_item("129", ONE_HOUR, {
    "mySessionInfo": {"M": {
        "stringField": S("some string"),
        "numberField": N(123),
        "floatingNumberField": N("123.456"),
        "someBooleanField": {"BOOL": True},
        "someOtherBooleanField": {"BOOL": False},
        "someObjectField": {"M": {"nestedField": S("nested value")}},
        "someNullField": {"NULL": True},
    }},
    "cookie": HOUR_COOKIE,
    "lastModified": S(ISO),
})  # fmt: skip
add(PWR, TABLE_SPEC + "279", PWR_LIB + "458", "PutItem", {"TableName": TABLE, "Item": S129_MIXED}, [S129_DATE],
    AS_BUILT + " (strings, numbers, booleans, a map, null; the undefined member removed); before: line 218's "
    "session")  # fmt: skip

# the mock spec's touches: 14 days of originalMaxAge, a cookie maxAge of 14 days less 4 hours
TOUCH_E2 = (MS + 1000 * (14 * 24 - 4) * 60 * 60) // 1000
TOUCHED_COOKIE = {"M": {
    "maxAge": N(1000 * (14 * 24 - 4) * 60 * 60),
    "originalMaxAge": N(1000 * (14 * 24) * 60 * 60),
    "expires": S("2025-03-05T16:29:52.123Z"),
}}  # fmt: skip
PINNED = "the request the mocked client expects (table, key, expression and ReturnValues pinned; the values as the store computes them)"
add(PWR, MOCK_SPEC + "283", PWR_LIB + "540", "UpdateItem", pwr_touch("123", TOUCH_E2),
    [pwr_item("123", TOUCH_E2 - 3 * 3600, {"user": S("test"), "cookie": TOUCHED_COOKIE,
                                            "lastModified": S("2021-08-01T00:00:00.000Z")})],
    PINNED + "; before: made up, the session as set writes it, last modified 2021-08-01")  # fmt: skip
add(PWR, MOCK_SPEC + "362", PWR_LIB + "540", "UpdateItem", pwr_touch("123", TOUCH_E2),
    [pwr_item("123", TOUCH_E2 - 3 * 3600, {"user": S("test"), "cookie": TOUCHED_COOKIE})],
    PINNED + " (a session with no lastModified); before: made up, that session (the SET adds the member)")  # fmt: skip
add(PWR, MOCK_SPEC + "362", PWR_LIB + "540", "UpdateItem", pwr_touch("123", TOUCH_E2), [],
    FROM_CODE + ": the touch of a session destroyed meanwhile; before: no session (sess.lastModified: the "
    "document path is not there)")  # fmt: skip

# the migrate spec: a session connect-dynamodb wrote, read with the old prefix 'sess:'
PWR_T = MS // 1000
OLD_SESSION = {
    "id": S("sess:124"),
    "expires": N(PWR_T + 3600),
    "type": S("connect-session"),
    "sess": S('{"user":"test","cookie":{"maxAge":3600000}}'),
}
add(PWR, MIGRATE_SPEC + "60", PWR_LIB + "394", "GetItem", pwr_get("124", "sess:"), [OLD_SESSION],
    AS_BUILT + " (get('124') with prefix 'sess:'); before: the session connect-dynamodb's set wrote at line 46 "
    "(sess as JSON text)")  # fmt: skip
add(PWR, MIGRATE_SPEC + "60", PWR_LIB + "540", "UpdateItem", pwr_touch("124", TOUCH_E2, "sess:"), [OLD_SESSION],
    FROM_CODE + ": the touch of that migrated session; before: connect-dynamodb's session (sess is text: "
    "sess.lastModified is not a path into it)")  # fmt: skip
