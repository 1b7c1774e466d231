"""Auth.js (NextAuth.js), its DynamoDB adapter (nextauthjs/next-auth,
``packages/adapter-dynamodb``, published as ``@auth/dynamodb-adapter``): the
requests it sends for the calls of the adapter test suite every official
adapter runs.

Source: nextauthjs/next-auth @ a1a16a5 (2026-07-22, adapter 2.11.3).
``packages/adapter-dynamodb/src/index.ts`` keeps users, accounts, sessions and
verification tokens in one table (``next-auth``, keyed ``pk``/``sk``, with a
global index ``GSI1`` keyed ``GSI1PK``/``GSI1SK``, as
``jest-dynamodb-config.cjs`` creates it), through the AWS SDK v3
DocumentClient: a user as ``USER#<id>``/``USER#<id>`` (indexed by
``USER#<email>``), a session as ``USER#<userId>``/``SESSION#<token>`` (indexed
by ``SESSION#<token>`` twice), an account as
``USER#<userId>``/``ACCOUNT#<provider>#<providerAccountId>`` (indexed by
``ACCOUNT#<provider>``/``ACCOUNT#<providerAccountId>``), a verification token as
``VT#<identifier>``/``VT#<token>``; lookups by e-mail, account or session token
as a Query of ``GSI1`` with ``#gsi1pk = :gsi1pk AND #gsi1sk = :gsi1sk``;
``updateUser`` and ``updateSession`` as ``generateUpdateExpression``'s ``set
#<property> = :<property>, ...`` (one per property of the object given, in its
order, ``ReturnValues: ALL_NEW``); ``deleteUser`` as a Query of the user's
partition (``#pk = :pk``) and a BatchWriteItem of its items' keys; deletions
with ``ReturnValues: ALL_OLD``. ``format.to`` writes a ``Date`` as its ISO
text, ``expires`` as seconds. ``test/index.test.ts`` runs
``packages/utils/adapter.ts``'s ``runBasicTests`` on DynamoDB Local
(``package.json``: ``test:default``, then ``test:custom`` with
``CUSTOM_MODEL=1``, which gives the user a ``role`` and a ``phone``), with the
test's own lookups (``db.user``, ``db.session``, ``db.account``,
``db.verificationToken``), and checks what the adapter returns, not the
requests: each request is the one the adapter (or the test's lookup) builds
for the call cited. Only the requests were taken, as data: the tests were not
run.

Also: ``updateSession`` and ``deleteSession`` before commit bfe51b3
(2024-01-04, #9326, read @ its parent bb31241), which took the keys of the
session found as ``const { pk, sk } = data.Items[0]``, so that with the options
the commit message quotes (``tableName: "mytable"``, ``partitionKey:
"partitionKey"``, ``sortKey: "sortKey"``, the index
``indexOnePartitionKey-indexOneSortKey-index`` on ``indexOnePartitionKey`` /
``indexOneSortKey``) the Key was ``{ pk: undefined, sk: undefined }``, which
the DocumentClient (``removeUndefinedValues``, as the adapter's documentation
configures it) sends as ``{}`` and DynamoDB refuses (AWS with "The provided
key element does not match the schema", as the commit message reports;
DynamoDB Local with "The number of conditions on the keys is invalid"), and
the same two requests after the fix; and Auth.js's own e-mail sign-in
(``packages/core/src/lib/actions/callback/handle-login.ts``), whose
``updateUser({ id, emailVerified: new Date() })`` the adapter turns into
``set #id = :id, #emailVerified = :emailVerified``.

Adapted only as far as needed to run: ``randomUUID()`` ids (user, session
token, account ids and tokens, the ids the adapter adds) fixed; the clock at
the commit's time (``Date.now()`` 1784749338371, so ``emailVerified`` is
``2026-07-22T19:42:18.371Z`` and the suite's ``ONE_WEEK_FROM_NOW``,
``ONE_MONTH_FROM_NOW`` and ``FIFTEEN_MINUTES_FROM_NOW``, whose milliseconds
the suite sets to 0, are 1785354138, 1787341338 and 1784750238 seconds);
``hashToken`` (SHA-256 of the token and ``anything``) computed; DocumentClient
values written typed (text ``S``, numbers ``N``, ``null`` ``NULL``).
``before`` is what the suite's earlier calls leave (the user, its session and
account), or, for the requests no test makes, made up: a user whose partition
holds nothing (``deleteUser`` then sends a BatchWriteItem with an empty list:
refused), a user updated before its item exists (an UpdateItem makes one).
Left out: calls that repeat a request on the same items (the second
``createVerificationToken`` of ``useVerificationToken``, the lookups after
``updateSession``), the WebAuthn tests (skipped: the adapter has none of those
methods), the table's creation. Reads of ``GSI1`` are Queries of a global
index (the recorder creates the index the table lists).
"""

from __future__ import annotations

import hashlib

from ._build import N, S, case

SOURCE = "authjs-dynamodb-adapter"
REPO = "nextauthjs/next-auth@a1a16a5 "
OLD = "nextauthjs/next-auth@bb31241 "
FIXED = "nextauthjs/next-auth@bfe51b3 "
ADAPTER = "packages/adapter-dynamodb/src/index.ts:"
SUITE = "packages/utils/adapter.ts:"
TEST = "packages/adapter-dynamodb/test/index.test.ts:"
CORE = "packages/core/src/lib/actions/callback/handle-login.ts:"

CASES: list[dict] = []


def index_table(pk: str = "pk", sk: str = "sk", index: str = "GSI1", ipk: str = "GSI1PK", isk: str = "GSI1SK") -> dict:
    """The table jest-dynamodb-config.cjs creates (or one with the custom names)."""
    return {
        "KeySchema": [{"AttributeName": pk, "KeyType": "HASH"}, {"AttributeName": sk, "KeyType": "RANGE"}],
        "AttributeDefinitions": [
            {"AttributeName": sk, "AttributeType": "S"},
            {"AttributeName": pk, "AttributeType": "S"},
            {"AttributeName": ipk, "AttributeType": "S"},
            {"AttributeName": isk, "AttributeType": "S"},
        ],
        "GlobalSecondaryIndexes": [
            {
                "IndexName": index,
                "KeySchema": [{"AttributeName": ipk, "KeyType": "HASH"}, {"AttributeName": isk, "KeyType": "RANGE"}],
                "Projection": {"ProjectionType": "ALL"},
            }
        ],
    }


TABLE = "next-auth"
T = index_table()

# the clock and the suite's fixtures
EMAIL_VERIFIED = "2026-07-22T19:42:18.371Z"  # new Date().toISOString()
ONE_WEEK = 1785354138  # ONE_WEEK_FROM_NOW in seconds (format.to)
ONE_MONTH = 1787341338  # ONE_MONTH_FROM_NOW
FIFTEEN_MINUTES = 1784750238  # FIFTEEN_MINUTES_FROM_NOW
USER_ID = "4b0f3c9e-8a1d-4f7b-9e2c-5d6a7b8c9d01"  # createUser's crypto.randomUUID()
MISSING_ID = "e7d2a1c4-3b5f-4e6a-8c9d-0f1e2a3b4c5d"  # getUser(id()): nobody
TOKEN = "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"  # the session's sessionToken
SESSION_ID = "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f"
PROVIDER_ACCOUNT_ID = "a9b8c7d6-e5f4-4321-8fed-cba987654321"
ACCOUNT_ID = "f0e1d2c3-b4a5-4968-8776-655443322110"  # linkAccount's crypto.randomUUID()
CUSTOM_ID = "2d4f6a8c-0e1b-4c3d-9f5e-7a9b1c3d5e7f"  # the CUSTOM_MODEL run's user


def hash_token(token: str) -> str:
    """packages/utils/adapter.ts hashToken: sha256 of the token and 'anything', in hex."""
    return hashlib.sha256(f"{token}anything".encode()).hexdigest()


VT_TOKEN = hash_token("3e5a7c9b-1d2f-4a6b-8c0d-2e4f6a8b0c1d")
VT_TOKEN2 = hash_token("6b8d0f2a-4c6e-4b8a-9d1f-3a5c7e9b1d3f")
IDENTIFIER = "info@example.com"


def add(cite: str, code: str | None, operation: str, request: dict, before: list, note: str, tbl: dict = T) -> None:
    CASES.append(case(f"{cite} (request: {code})" if code else cite, operation, request, tbl, before, note))


def user_item(uid: str = USER_ID, *, name: str = "Fill Murray", extra: dict | None = None) -> dict:
    """createUser's item: the user (id first), the keys, type, the index keys."""
    item = {
        "id": S(uid),
        "email": S("fill@murray.com"),
        "image": S("https://www.fillmurray.com/460/300"),
        "name": S(name),
        "emailVerified": S(EMAIL_VERIFIED),
        **(extra or {}),
        "pk": S(f"USER#{uid}"),
        "sk": S(f"USER#{uid}"),
        "type": S("USER"),
        "GSI1PK": S("USER#fill@murray.com"),
        "GSI1SK": S("USER#fill@murray.com"),
    }
    return item


def session_item(expires: int = ONE_WEEK, uid: str = USER_ID) -> dict:
    return {
        "pk": S(f"USER#{uid}"),
        "sk": S(f"SESSION#{TOKEN}"),
        "GSI1SK": S(f"SESSION#{TOKEN}"),
        "GSI1PK": S(f"SESSION#{TOKEN}"),
        "type": S("SESSION"),
        "sessionToken": S(TOKEN),
        "expires": N(expires),
        "userId": S(uid),
    }


ACCOUNT_TOKENS = {
    "access_token": "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
    "id_token": "5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9",
    "refresh_token": "1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9",
    "session_state": "7c6b5a49-3827-4615-9e0d-fcba98765432",
}


def account_item(uid: str = USER_ID) -> dict:
    """linkAccount's item: the suite's account, its userId, the adapter's id and keys."""
    return {
        "provider": S("github"),
        "providerAccountId": S(PROVIDER_ACCOUNT_ID),
        "type": S("oauth"),
        "access_token": S(ACCOUNT_TOKENS["access_token"]),
        "expires_at": N(2592000),  # ONE_MONTH / 1000
        "id_token": S(ACCOUNT_TOKENS["id_token"]),
        "refresh_token": S(ACCOUNT_TOKENS["refresh_token"]),
        "token_type": S("bearer"),
        "scope": S("user"),
        "session_state": S(ACCOUNT_TOKENS["session_state"]),
        "userId": S(uid),
        "id": S(ACCOUNT_ID),
        "pk": S(f"USER#{uid}"),
        "sk": S(f"ACCOUNT#github#{PROVIDER_ACCOUNT_ID}"),
        "GSI1PK": S("ACCOUNT#github"),
        "GSI1SK": S(f"ACCOUNT#{PROVIDER_ACCOUNT_ID}"),
    }


def vt_item(token: str, identifier: str = IDENTIFIER) -> dict:
    return {
        "pk": S(f"VT#{identifier}"),
        "sk": S(f"VT#{token}"),
        "type": S("VT"),
        "token": S(token),
        "identifier": S(identifier),
        "expires": N(FIFTEEN_MINUTES),
    }


def get_user(uid: str, table: str = TABLE, pk: str = "pk", sk: str = "sk") -> dict:
    return {"TableName": table, "Key": {pk: S(f"USER#{uid}"), sk: S(f"USER#{uid}")}}


def by_index(
    hash_value: str, range_value: str, table: str = TABLE, index: str = "GSI1", ipk: str = "GSI1PK", isk: str = "GSI1SK"
) -> dict:
    return {
        "TableName": table,
        "IndexName": index,
        "KeyConditionExpression": "#gsi1pk = :gsi1pk AND #gsi1sk = :gsi1sk",
        "ExpressionAttributeNames": {"#gsi1pk": ipk, "#gsi1sk": isk},
        "ExpressionAttributeValues": {":gsi1pk": S(hash_value), ":gsi1sk": S(range_value)},
    }


def update(key: dict, props: dict, table: str = TABLE) -> dict:
    """generateUpdateExpression(object): 'set' then ' #p = :p,' per property, the last comma cut."""
    expression = "set" + ",".join(f" #{p} = :{p}" for p in props)
    return {
        "TableName": table,
        "Key": key,
        "UpdateExpression": expression,
        "ExpressionAttributeNames": {f"#{p}": p for p in props},
        "ExpressionAttributeValues": {f":{p}": v for p, v in props.items()},
        "ReturnValues": "ALL_NEW",
    }


USER_KEY = {"pk": S(f"USER#{USER_ID}"), "sk": S(f"USER#{USER_ID}")}
SESSION_KEY = {"pk": S(f"USER#{USER_ID}"), "sk": S(f"SESSION#{TOKEN}")}
USER = user_item()
USER_UPDATED = user_item(name="Updated Name")
SESSION = session_item()
SESSION_LATER = session_item(ONE_MONTH)
ACCOUNT = account_item()
AS_BUILT = "the request the adapter builds for the suite's call"
FROM_CODE = "made up from the code (no test makes this call)"
LOOKUP = "the test's own lookup (test/index.test.ts's db)"

# ---------------------------------------------------------------- createUser, getUser, getUserByEmail
add(REPO + SUITE + "152", ADAPTER + "58", "PutItem", {"TableName": TABLE, "Item": USER}, [],
    AS_BUILT + " (createUser(user): the fixture, its id replaced by the adapter's); before: empty table")  # fmt: skip
add(REPO + SUITE + "153", TEST + "32", "GetItem", get_user(USER_ID), [USER], LOOKUP + " (db.user); before: the user")
add(REPO + SUITE + "161", ADAPTER + "73", "GetItem", get_user(MISSING_ID), [USER],
    AS_BUILT + " (getUser(id()), asserted null); before: another user")  # fmt: skip
add(REPO + SUITE + "162", ADAPTER + "73", "GetItem", get_user(USER_ID), [USER],
    AS_BUILT + " (getUser(user.id)); before: the user")  # fmt: skip
add(REPO + SUITE + "166", ADAPTER + "83", "Query", by_index("USER#non-existent-email", "USER#non-existent-email"),
    [USER], AS_BUILT + " (getUserByEmail('non-existent-email'), asserted null); before: the user")  # fmt: skip
add(REPO + SUITE + "167", ADAPTER + "83", "Query", by_index("USER#fill@murray.com", "USER#fill@murray.com"),
    [USER], AS_BUILT + " (getUserByEmail(user.email)); before: the user")  # fmt: skip

# ---------------------------------------------------------------- sessions
add(REPO + SUITE + "171", ADAPTER + "245", "PutItem", {"TableName": TABLE, "Item": SESSION}, [USER],
    AS_BUILT + " (createSession(session): sessionToken, expires in seconds, userId); before: the user")  # fmt: skip
add(REPO + SUITE + "172", TEST + "43", "Query", by_index(f"SESSION#{TOKEN}", f"SESSION#{TOKEN}"), [USER, SESSION],
    LOOKUP + " (db.session, the same Query as the adapter's getSessionAndUser); before: the user and the session")  # fmt: skip
add(REPO + SUITE + "180", ADAPTER + "214", "Query", by_index("SESSION#invalid-token", "SESSION#invalid-token"),
    [USER, SESSION], AS_BUILT + " (getSessionAndUser('invalid-token'), asserted null); before: the user and the session")  # fmt: skip
add(REPO + SUITE + "183", ADAPTER + "229", "GetItem", get_user(USER_ID), [USER, SESSION],
    AS_BUILT + " (getSessionAndUser's GetItem of the session's user); before: the user and the session")  # fmt: skip

# ---------------------------------------------------------------- updateUser, updateSession
add(REPO + SUITE + "195", ADAPTER + "131", "UpdateItem",
    update(USER_KEY, {"id": S(USER_ID), "name": S("Updated Name")}), [USER, SESSION],
    AS_BUILT + " (updateUser({ id, name: 'Updated Name' })); before: the user and the session")  # fmt: skip
add(REPO + SUITE + "201", TEST + "32", "GetItem", get_user(USER_ID), [USER_UPDATED, SESSION],
    LOOKUP + " (db.user after the update); before: the user renamed")  # fmt: skip
add(REPO + SUITE + "213", ADAPTER + "260", "Query", by_index(f"SESSION#{TOKEN}", f"SESSION#{TOKEN}"),
    [USER_UPDATED, SESSION], AS_BUILT + " (updateSession: the Query for the session's keys); before: the user and the session")  # fmt: skip
add(REPO + SUITE + "213", ADAPTER + "280", "UpdateItem",
    update(SESSION_KEY, {"sessionToken": S(TOKEN), "expires": N(ONE_MONTH)}), [USER_UPDATED, SESSION],
    AS_BUILT + " (updateSession({ sessionToken, expires: ONE_MONTH_FROM_NOW }), the keys of the session found); "
    "before: the user and the session")  # fmt: skip

# ---------------------------------------------------------------- accounts
add(REPO + SUITE + "223", ADAPTER + "184", "PutItem", {"TableName": TABLE, "Item": ACCOUNT},
    [USER_UPDATED, SESSION_LATER], AS_BUILT + " (linkAccount(account)); before: the user and the session")  # fmt: skip
add(REPO + SUITE + "224", TEST + "60", "Query", by_index("ACCOUNT#github", f"ACCOUNT#{PROVIDER_ACCOUNT_ID}"),
    [USER_UPDATED, SESSION_LATER, ACCOUNT],
    LOOKUP + " (db.account, the same Query as the adapter's getUserByAccount and unlinkAccount); "
    "before: the user, the session and the account")  # fmt: skip
add(REPO + SUITE + "232", ADAPTER + "100", "Query",
    by_index("ACCOUNT#invalid-provider", "ACCOUNT#invalid-provider-account-id"), [USER_UPDATED, SESSION_LATER, ACCOUNT],
    AS_BUILT + " (getUserByAccount of an invalid provider, asserted null); before: the user, the session and the account")  # fmt: skip
add(REPO + SUITE + "238", ADAPTER + "116", "GetItem", get_user(USER_ID), [USER_UPDATED, SESSION_LATER, ACCOUNT],
    AS_BUILT + " (getUserByAccount's GetItem of the account's userId); before: the user, the session and the account")  # fmt: skip

# ---------------------------------------------------------------- deleteSession
add(REPO + SUITE + "246", ADAPTER + "311", "DeleteItem",
    {"TableName": TABLE, "Key": SESSION_KEY, "ReturnValues": "ALL_OLD"}, [USER_UPDATED, SESSION_LATER, ACCOUNT],
    AS_BUILT + " (deleteSession(sessionToken), the keys of the session its Query found); "
    "before: the user, the session and the account")  # fmt: skip
add(REPO + SUITE + "247", TEST + "43", "Query", by_index(f"SESSION#{TOKEN}", f"SESSION#{TOKEN}"),
    [USER_UPDATED, ACCOUNT], LOOKUP + " (db.session, asserted null); before: the user and the account")  # fmt: skip

# ---------------------------------------------------------------- verification tokens
VT = vt_item(VT_TOKEN)
add(REPO + SUITE + "271", ADAPTER + "322", "PutItem", {"TableName": TABLE, "Item": VT}, [USER_UPDATED, ACCOUNT],
    AS_BUILT + " (createVerificationToken: the hashed token, identifier, expires in seconds); before: the user and the account")  # fmt: skip
add(REPO + SUITE + "273", TEST + "77", "GetItem",
    {"TableName": TABLE, "Key": {"pk": S(f"VT#{IDENTIFIER}"), "sk": S(f"VT#{VT_TOKEN}")}}, [VT],
    LOOKUP + " (db.verificationToken); before: the token")  # fmt: skip
VT2 = vt_item(VT_TOKEN2)
VT2_KEY = {"pk": S(f"VT#{IDENTIFIER}"), "sk": S(f"VT#{VT_TOKEN2}")}
add(REPO + SUITE + "291", ADAPTER + "322", "PutItem", {"TableName": TABLE, "Item": VT2}, [VT],
    AS_BUILT + " (useVerificationToken test: createVerificationToken of another token); before: the first token")  # fmt: skip
add(REPO + SUITE + "293", ADAPTER + "334", "DeleteItem", {"TableName": TABLE, "Key": VT2_KEY, "ReturnValues": "ALL_OLD"},
    [VT, VT2], AS_BUILT + " (useVerificationToken: the token deleted, returned); before: both tokens")  # fmt: skip
add(REPO + SUITE + "304", ADAPTER + "334", "DeleteItem", {"TableName": TABLE, "Key": VT2_KEY, "ReturnValues": "ALL_OLD"},
    [VT], AS_BUILT + " (useVerificationToken again, asserted null); before: the first token only")  # fmt: skip
add(REPO + SUITE + "322", ADAPTER + "334", "DeleteItem",
    {"TableName": TABLE, "Key": {"pk": S("VT#invalid@identifier.com"), "sk": S(f"VT#{VT_TOKEN2}")}, "ReturnValues": "ALL_OLD"},
    [VT, VT2], AS_BUILT + " (useVerificationToken with another identifier, asserted null); before: both tokens")  # fmt: skip

# ---------------------------------------------------------------- unlinkAccount
add(REPO + SUITE + "346", ADAPTER + "203", "DeleteItem",
    {"TableName": TABLE, "Key": {"pk": S(f"USER#{USER_ID}"), "sk": S(f"ACCOUNT#github#{PROVIDER_ACCOUNT_ID}")},
     "ReturnValues": "ALL_OLD"}, [USER_UPDATED, ACCOUNT],
    AS_BUILT + " (unlinkAccount: the account its Query found); before: the user and the account")  # fmt: skip

# ---------------------------------------------------------------- deleteUser
PARTITION = {
    "TableName": TABLE,
    "KeyConditionExpression": "#pk = :pk",
    "ExpressionAttributeNames": {"#pk": "pk"},
    "ExpressionAttributeValues": {":pk": S(f"USER#{USER_ID}")},
}
# the suite's session object kept its first expiry (updateSession was given another object); linkAccount
# gives the account a new id
RELINKED = {**ACCOUNT, "id": S("6d5c4b3a-2918-4f7e-8d6c-5b4a39281706")}
add(REPO + SUITE + "363", ADAPTER + "245", "PutItem", {"TableName": TABLE, "Item": SESSION}, [USER_UPDATED],
    AS_BUILT + " (deleteUser test: createSession(session) again, its first expiry); before: the user")  # fmt: skip
add(REPO + SUITE + "366", ADAPTER + "147", "Query", PARTITION, [USER_UPDATED, SESSION, RELINKED],
    AS_BUILT + " (deleteUser: all the user's items); before: the user, a session and an account")  # fmt: skip
add(
    REPO + SUITE + "366",
    ADAPTER + "172",
    "BatchWriteItem",
    {
        "RequestItems": {
            TABLE: [
                {
                    "DeleteRequest": {
                        "Key": {"sk": S(f"ACCOUNT#github#{PROVIDER_ACCOUNT_ID}"), "pk": S(f"USER#{USER_ID}")}
                    }
                },
                {"DeleteRequest": {"Key": {"sk": S(f"SESSION#{TOKEN}"), "pk": S(f"USER#{USER_ID}")}}},
                {"DeleteRequest": {"Key": {"sk": S(f"USER#{USER_ID}"), "pk": S(f"USER#{USER_ID}")}}},
            ]
        }
    },
    [USER_UPDATED, SESSION, RELINKED],
    AS_BUILT + " (deleteUser: one DeleteRequest per item the Query found, sort key first); "
    "before: the user, a session and an account",
)
add(REPO + SUITE + "371", TEST + "43", "Query", by_index(f"SESSION#{TOKEN}", f"SESSION#{TOKEN}"), [],
    LOOKUP + " (db.session after deleteUser, asserted null); before: empty table")  # fmt: skip
add(REPO + SUITE + "366", ADAPTER + "172", "BatchWriteItem", {"RequestItems": {TABLE: []}}, [],
    FROM_CODE + " (deleteUser of a user with no items: the Query finds none, `if (!res.Items)` holds for [], "
    "and the batch has no request); before: empty table")  # fmt: skip

# ---------------------------------------------------------------- test:custom (CUSTOM_MODEL=1)
CUSTOM = user_item(CUSTOM_ID, extra={"role": S("admin"), "phone": S("00000000000")})
add(REPO + SUITE + "152", ADAPTER + "58", "PutItem", {"TableName": TABLE, "Item": CUSTOM}, [],
    AS_BUILT + " (test:custom: createUser of the user with role 'admin' and phone '00000000000', "
    "CUSTOM_MODEL=1, adapter.ts:108); before: empty table")  # fmt: skip
add(REPO + SUITE + "195", ADAPTER + "131", "UpdateItem",
    update({"pk": S(f"USER#{CUSTOM_ID}"), "sk": S(f"USER#{CUSTOM_ID}")},
           {"id": S(CUSTOM_ID), "name": S("Updated Name")}), [CUSTOM],
    AS_BUILT + " (test:custom: updateUser({ id, name })); before: the custom user")  # fmt: skip

# ---------------------------------------------------------------- Auth.js core's e-mail sign-in
add(REPO + CORE + "106", ADAPTER + "131", "UpdateItem",
    update(USER_KEY, {"id": S(USER_ID), "emailVerified": S("2026-07-22T19:45:02.118Z")}), [USER_UPDATED],
    "the request the adapter builds for Auth.js's e-mail sign-in of a known user "
    "(updateUser({ id, emailVerified: new Date() }), 164 s after the suite's clock); before: the user")  # fmt: skip
add(REPO + CORE + "106", ADAPTER + "131", "UpdateItem",
    update(USER_KEY, {"id": S(USER_ID), "emailVerified": S("2026-07-22T19:45:02.118Z")}), [],
    FROM_CODE + " (the same update of a user deleted meanwhile: the UpdateItem makes an item of the key, "
    "id and emailVerified); before: empty table")  # fmt: skip

# ---------------------------------------------------------------- the custom key names of #9326
MY = "mytable"
T_MY = index_table("partitionKey", "sortKey", "indexOnePartitionKey-indexOneSortKey-index",
                   "indexOnePartitionKey", "indexOneSortKey")  # fmt: skip
MY_SESSION = {
    "partitionKey": S(f"USER#{USER_ID}"),
    "sortKey": S(f"SESSION#{TOKEN}"),
    "indexOneSortKey": S(f"SESSION#{TOKEN}"),
    "indexOnePartitionKey": S(f"SESSION#{TOKEN}"),
    "type": S("SESSION"),
    "sessionToken": S(TOKEN),
    "expires": N(ONE_WEEK),
    "userId": S(USER_ID),
}
MY_KEY = {"partitionKey": S(f"USER#{USER_ID}"), "sortKey": S(f"SESSION#{TOKEN}")}
MY_NOTE = "with the options commit bfe51b3's message quotes (table mytable, keys partitionKey/sortKey, its index)"
add(OLD + ADAPTER + "380", None, "PutItem", {"TableName": MY, "Item": MY_SESSION}, [],
    "the request the adapter builds for createSession " + MY_NOTE + "; before: empty table", T_MY)  # fmt: skip
add(OLD + ADAPTER + "395", None, "Query",
    by_index(f"SESSION#{TOKEN}", f"SESSION#{TOKEN}", MY, "indexOnePartitionKey-indexOneSortKey-index",
             "indexOnePartitionKey", "indexOneSortKey"), [MY_SESSION],
    "the request the adapter builds for updateSession's (and deleteSession's) Query " + MY_NOTE
    + "; before: the session", T_MY)  # fmt: skip
add(OLD + ADAPTER + "415", None, "UpdateItem",
    update({}, {"sessionToken": S(TOKEN), "expires": N(ONE_MONTH)}, MY), [MY_SESSION],
    "the request updateSession sent before the fix " + MY_NOTE + ": `const { pk, sk } = data.Items[0]` finds no "
    "pk or sk, and removeUndefinedValues leaves the Key empty: refused, as the commit message reports; "
    "before: the session", T_MY)  # fmt: skip
add(OLD + ADAPTER + "443", None, "DeleteItem", {"TableName": MY, "Key": {}, "ReturnValues": "ALL_OLD"},
    [MY_SESSION], "the request deleteSession sent before the fix " + MY_NOTE + ": an empty Key, refused; "
    "before: the session", T_MY)  # fmt: skip
add(FIXED + ADAPTER + "415", None, "UpdateItem",
    update(MY_KEY, {"sessionToken": S(TOKEN), "expires": N(ONE_MONTH)}, MY), [MY_SESSION],
    "the request updateSession sends after the fix " + MY_NOTE + " (Key: [pk]: sessionRecord[pk], ...); "
    "before: the session", T_MY)  # fmt: skip
add(FIXED + ADAPTER + "446", None, "DeleteItem", {"TableName": MY, "Key": MY_KEY, "ReturnValues": "ALL_OLD"},
    [MY_SESSION], "the request deleteSession sends after the fix " + MY_NOTE + "; before: the session", T_MY)  # fmt: skip
