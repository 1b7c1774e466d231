"""DynamORM (Python, NerdWallet): the requests the library sends for its own tests.

Source: NerdWalletOSS/dynamorm, branch master, commit 1270a85 (2020-09-16,
version 0.11.0), ``tests/``: ``test_table.py``, ``test_model.py``,
``test_relationships.py``, ``conftest.py``. Its tests pin no request texts:
they run against DynamoDB Local (its ``dynamorm.local`` starts one) and check
the items and results read back. So the tests were run as they are (the
library's ``dynamorm/`` at that commit, marshmallow 3.8, boto3 1.44) against
DynamoDB Local, with botocore's endpoint writing down each data-plane request
body as sent and the table's contents just before it: each request below is
the one DynamORM wrote for the test call cited (the line of the test's call,
or of the fixture's), and ``before`` is what the test had left in the table.
DynamORM writes its updates itself (``SET #uk_0_0 = :uv_0``, a nested path as
``#uk_0_0.#uk_0_1``, ``list_append``/``if_not_exists``/``+``/``-`` from its
``__append``, ``__plus``... suffixes), its projections as ``#pe0_0, ...``, its
no-overwrite put as ``attribute_not_exists(<hash key>)`` with the name
written bare, and its conditions, filters and key conditions through boto3's
``Key``/``Attr`` builder (``#n0``/``:v0``). Only the requests were taken, as
data.

Adapted only as far as needed to run: ``dynamorm.local.DynamoLocal`` pointed at
an already running DynamoDB Local instead of starting one (and
``test_local.py``, which tests that, not taken); the tests run with
``SERIALIZATION_PKG=marshmallow``; the tables' key schema from
``create_table`` (their indexes left out, with the requests on them); the
times ``utcnow()`` gives in ``test_relationships.py`` are those of the
recording run. Left out: requests naming an index, the requests on the
4,000-item ``TestModel_entries_xlarge`` table but its first BatchWriteItem,
and requests repeating an earlier one (same operation and texts; for
PutItem, GetItem and DeleteItem, the same call site and members; for a batch,
the same call site).
"""

from __future__ import annotations

from ._build import case, table

SOURCE = "dynamorm"
REPO = "NerdWalletOSS/dynamorm@1270a85 "
RUN = (
    "the request DynamORM wrote for this test call (test run recorded on DynamoDB Local, marshmallow schemas); "
    "key schema from the test's create_table, its indexes left out; before = the table as the test left it"
)
T0 = table(("foo", "N"))
T1 = table(("id", "S"))
T2 = table(("foo", "S"))
T3 = table(("foo", "S"), ("bar", "S"))
T4 = table(("uuid", "S"))
T5 = table(("thing_version", "S"))
T6 = table(("thing", "S"), ("version", "N"))
T7 = table(("name", "S"))
T8 = table(("forum_name", "S"), ("subject", "S"))
T9 = table(("forum_thread", "S"), ("created", "S"))
B0 = []
B1 = [
    {
        "bar": {"S": "one"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "one"}}},
        "count": {"N": "111"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "wtf"},
        "child": {"M": {"sub": {"S": "two"}}},
        "count": {"N": "222"},
        "foo": {"S": "first"},
    },
]
B2 = [
    {"bar": {"S": "one"}, "baz": {"S": "uno"}, "foo": {"S": "first"}},
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "wtf"},
        "child": {"M": {"sub": {"S": "two"}}},
        "count": {"N": "222"},
        "foo": {"S": "first"},
    },
]
B3 = [{"uuid": {"S": "cc1dea15-c359-455a-a53e-c0a7a31ee022"}}]
B4 = [{"attr1": {"S": "this is attr1"}, "attr2": {"N": "1"}, "thing_version": {"S": "foo:1"}}]
B5 = [{"thing": {"S": "foo"}, "version": {"N": "1"}}]
B6 = [{"attr1": {"S": "new attr1"}, "attr2": {"N": "2"}, "thing_version": {"S": "foo:1"}}]
B7 = [{"name": {"S": "alice"}}]
B8 = [
    {
        "created": {"S": "2026-12-04 22:06:09.815274"},
        "forum_thread": {"S": "general\nTopic #1"},
        "message": {"S": "Reply #1"},
        "user_name": {"S": "bob"},
    }
]
B9 = [{"bar": {"S": "one"}, "baz": {"S": "lol"}, "count": {"N": "123"}, "foo": {"S": "first"}}]
B10 = [{"bad_key": {"N": "10"}, "bar": {"S": "2"}, "baz": {"S": "baz"}, "foo": {"S": "1"}}]
B11 = [
    {"bar": {"S": "one"}, "baz": {"S": "bbq"}, "count": {"N": "456"}, "foo": {"S": "second"}},
    {"bar": {"S": "two"}, "baz": {"S": "wtf"}, "count": {"N": "321"}, "foo": {"S": "first"}},
]
B12 = [{"bar": {"S": "three"}, "baz": {"S": "idk"}, "count": {"N": "7"}, "foo": {"S": "third"}}]
B13 = [{"bar": {"S": "three"}, "baz": {"S": "fuu"}, "count": {"N": "8"}, "foo": {"S": "third"}}]
B14 = [
    {
        "bar": {"S": "one"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "one"}}},
        "count": {"N": "111"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "wtf"},
        "child": {"M": {"sub": {"S": "two"}}},
        "count": {"N": "222"},
        "foo": {"S": "first"},
    },
    {"bar": {"S": "omg"}, "baz": {"S": "baz"}, "foo": {"S": "no_child"}},
]
B15 = [
    {
        "bar": {"S": "one"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "one"}}},
        "count": {"N": "111"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "yay"},
        "child": {"M": {"sub": {"S": "two"}}},
        "count": {"N": "222"},
        "foo": {"S": "first"},
    },
]
B16 = [{"bar": {"S": "bar"}, "foo": {"S": "foo"}}]
B17 = [{"bar": {"S": "bar"}, "baz": {"S": "illion"}, "foo": {"S": "foo"}}]
B18 = [{"bar": {"S": "2"}, "baz": {"S": "baz"}, "foo": {"S": "1"}, "old_schema_key": {"N": "10"}}]
B19 = [
    {
        "bar": {"S": "one"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "one"}}},
        "count": {"N": "111"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "wtf"},
        "child": {"M": {"foo": {"S": "bar"}}},
        "count": {"N": "222"},
        "foo": {"S": "first"},
    },
]
B20 = [
    {
        "bar": {"S": "one"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "one"}}},
        "count": {"N": "111"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "wtf"},
        "child": {"M": {"foo": {"S": "bar"}}},
        "count": {"N": "222"},
        "foo": {"S": "first"},
        "things": {"L": [{"S": "foo"}]},
    },
]
B21 = [
    {
        "bar": {"S": "one"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "one"}}},
        "count": {"N": "111"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "wtf"},
        "child": {"M": {"foo": {"S": "bar"}}},
        "count": {"N": "222"},
        "foo": {"S": "first"},
        "things": {"L": [{"S": "foo"}, {"S": "bar"}]},
    },
]
B22 = [
    {
        "bar": {"S": "one"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "one"}}},
        "count": {"N": "111"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "wtf"},
        "child": {"M": {"foo": {"S": "bar"}}},
        "count": {"N": "222"},
        "created": {"N": "1501258695000000"},
        "foo": {"S": "first"},
        "things": {"L": [{"S": "foo"}, {"S": "bar"}]},
    },
]
B23 = [
    {
        "bar": {"S": "one"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "one"}}},
        "count": {"N": "111"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "wtf"},
        "child": {"M": {"foo": {"S": "bar"}}},
        "count": {"N": "232"},
        "created": {"N": "1501258695000000"},
        "foo": {"S": "first"},
        "things": {"L": [{"S": "foo"}, {"S": "bar"}]},
    },
]
B24 = [
    {
        "bar": {"S": "one"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "one"}}},
        "count": {"N": "111"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "wtf"},
        "child": {"M": {"foo": {"S": "bar"}}},
        "count": {"N": "230"},
        "created": {"N": "1501258695000000"},
        "foo": {"S": "first"},
        "things": {"L": [{"S": "foo"}, {"S": "bar"}]},
    },
]
B25 = [
    {"bar": {"S": "six"}, "baz": {"S": "baz"}, "foo": {"S": "sixth"}},
    {
        "bar": {"S": "one"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "one"}}},
        "count": {"N": "111"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "wtf"},
        "child": {"M": {"foo": {"S": "bar"}}},
        "count": {"N": "230"},
        "created": {"N": "1501258695000000"},
        "foo": {"S": "first"},
        "things": {"L": [{"S": "foo"}, {"S": "bar"}]},
    },
]
B26 = [
    {
        "bar": {"S": "one"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "one"}}},
        "count": {"N": "111"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "wtf"},
        "child": {"M": {"foo": {"M": {"bar": {"S": "thing"}, "baz": {"S": "thing"}}}, "sub": {"S": "two"}}},
        "count": {"N": "222"},
        "foo": {"S": "first"},
    },
]
B27 = [
    {
        "bar": {"S": "one"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "one"}}},
        "count": {"N": "111"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "wtf"},
        "child": {"M": {"foo": {"M": {"bar": {"S": "nothing"}, "baz": {"S": "thing"}}}, "sub": {"S": "two"}}},
        "count": {"N": "222"},
        "foo": {"S": "first"},
    },
]
B28 = [
    {
        "bar": {"S": "one"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "one"}}},
        "count": {"N": "111"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "wtf"},
        "child": {"M": {"foo": {"M": {"bar": {"S": "nothing"}}}, "sub": {"S": "two"}}},
        "count": {"N": "222"},
        "foo": {"S": "first"},
    },
]
B29 = [
    {
        "bar": {"S": "one"},
        "baz": {"S": "omg"},
        "child": {"M": {"sub": {"S": "zero"}}},
        "count": {"N": "999"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "wtf"},
        "child": {"M": {"sub": {"S": "two"}}},
        "count": {"N": "222"},
        "foo": {"S": "first"},
    },
]
B30 = [{"bar": {"S": "b"}, "baz": {"S": "c"}, "count": {"N": "100"}, "foo": {"S": "a"}}]
B31 = [{"bar": {"S": "b"}, "baz": {"S": "hello_world"}, "count": {"N": "101"}, "foo": {"S": "a"}}]
B32 = [
    {
        "bar": {"S": "one"},
        "baz": {"S": "changed"},
        "child": {"M": {"sub": {"S": "one"}}},
        "count": {"N": "111"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "wtf"},
        "child": {"M": {"sub": {"S": "two"}}},
        "count": {"N": "222"},
        "foo": {"S": "first"},
    },
]
B33 = [
    {
        "bar": {"S": "one"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "one"}}},
        "count": {"N": "111"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "wtf"},
        "child": {"M": {"sub": {"S": "two"}}},
        "count": {"N": "222"},
        "foo": {"S": "first"},
    },
    {"bar": {"S": "b"}, "baz": {"S": "c"}, "count": {"N": "100"}, "foo": {"S": "a"}},
]
B34 = [
    {
        "bar": {"S": "one"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "one"}}},
        "count": {"N": "111"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "three"},
        "baz": {"S": "bbq"},
        "child": {"M": {"sub": {"S": "three"}}},
        "count": {"N": "333"},
        "foo": {"S": "first"},
    },
    {
        "bar": {"S": "two"},
        "baz": {"S": "wtf"},
        "child": {"M": {"sub": {"S": "two"}}},
        "count": {"N": "222"},
        "foo": {"S": "first"},
    },
    {"bar": {"S": "b"}, "baz": {"S": "c"}, "count": {"N": "200"}, "foo": {"S": "a"}},
]
B35 = [{"bar": {"S": "e"}, "baz": {"S": "f"}, "foo": {"S": "d"}}]
B36 = [{"foo": {"S": "q"}}]
B37 = [
    {
        "bar": {"S": "one"},
        "baz": {"S": "lol"},
        "count": {"N": "123"},
        "created": {"N": "1501258695000000"},
        "foo": {"S": "first"},
        "when": {"S": "2017-07-28T16:18:15.000048+00:00"},
    }
]

CASES = [
    case(
        cite=REPO + "tests/test_model.py:191",
        note=RUN + "; test test_number_hash_key",
        table=T0,
        before=B0,
        operation="PutItem",
        request={"TableName": "table", "Item": {"baz": {"S": "foo"}, "foo": {"N": "1"}}},
    ),
    case(
        cite=REPO + "tests/test_model.py:243",
        note=RUN + "; test test_validation",
        table=T1,
        before=B0,
        operation="PutItem",
        request={"TableName": "books", "Item": {"name": {"S": "Foos Gold"}, "id": {"S": "foo"}, "rank": {"N": "1"}}},
    ),
    case(
        cite=REPO + "tests/test_model.py:496",
        note=RUN + "; test test_sparse_indexes",
        table=T2,
        before=B0,
        operation="BatchWriteItem",
        request={
            "RequestItems": {
                "mymodel": [
                    {
                        "PutRequest": {
                            "Item": {"bbq": {"S": "1"}, "bar": {"S": "1"}, "foo": {"S": "1"}, "baz": {"S": "1"}}
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {"bbq": {"S": "2"}, "bar": {"S": "2"}, "foo": {"S": "2"}, "baz": {"S": "2"}}
                        }
                    },
                ]
            }
        },
    ),
    case(
        cite=REPO + "tests/conftest.py:179",
        note=RUN + "; test test_partial_save (fixture setup)",
        table=T3,
        before=B0,
        operation="BatchWriteItem",
        request={
            "RequestItems": {
                "peanut-butter": [
                    {
                        "PutRequest": {
                            "Item": {
                                "count": {"N": "111"},
                                "baz": {"S": "bbq"},
                                "foo": {"S": "first"},
                                "bar": {"S": "one"},
                                "child": {"M": {"sub": {"S": "one"}}},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "count": {"N": "222"},
                                "baz": {"S": "wtf"},
                                "foo": {"S": "first"},
                                "bar": {"S": "two"},
                                "child": {"M": {"sub": {"S": "two"}}},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "count": {"N": "333"},
                                "baz": {"S": "bbq"},
                                "foo": {"S": "first"},
                                "bar": {"S": "three"},
                                "child": {"M": {"sub": {"S": "three"}}},
                            }
                        }
                    },
                ]
            }
        },
    ),
    case(
        cite=REPO + "tests/test_model.py:508",
        note=RUN + "; test test_partial_save",
        table=T3,
        before=B1,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "first"}, "bar": {"S": "one"}}},
    ),
    case(
        cite=REPO + "tests/test_model.py:515",
        note=RUN + "; test test_partial_save",
        table=T3,
        before=B1,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {
                "count": {"N": "111"},
                "baz": {"S": "bbq"},
                "foo": {"S": "first"},
                "bar": {"S": "one"},
                "child": {"M": {"sub": {"S": "one"}}},
            },
        },
    ),
    case(
        cite=REPO + "tests/test_model.py:561",
        note=RUN + "; test test_partial_save_with_return_all",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "ReturnValues": "ALL_NEW",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "one"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "count"},
            "ExpressionAttributeValues": {":uv_0": {"N": "12345"}},
        },
    ),
    case(
        cite=REPO + "tests/test_model.py:567",
        note=RUN + "; test test_unique_save",
        table=T3,
        before=B1,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {"baz": {"S": "uno"}, "foo": {"S": "first"}, "bar": {"S": "one"}},
        },
    ),
    case(
        cite=REPO + "tests/test_model.py:571",
        note=RUN + "; test test_unique_save",
        table=T3,
        before=B2,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {"baz": {"S": "uno"}, "foo": {"S": "first"}, "bar": {"S": "one"}},
            "ConditionExpression": "attribute_not_exists(foo)",
        },
    ),
    case(
        cite=REPO + "tests/test_model.py:572",
        note=RUN + "; test test_unique_save",
        table=T3,
        before=B2,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {"baz": {"S": "uno"}, "foo": {"S": "first"}, "bar": {"S": "one"}},
        },
    ),
    case(
        cite=REPO + "tests/test_model.py:739",
        note=RUN + "; test test_delete_normalized_keys",
        table=T4,
        before=B0,
        operation="PutItem",
        request={"TableName": "delete_normalized", "Item": {"uuid": {"S": "cc1dea15-c359-455a-a53e-c0a7a31ee022"}}},
    ),
    case(
        cite=REPO + "tests/test_model.py:743",
        note=RUN + "; test test_delete_normalized_keys",
        table=T4,
        before=B3,
        operation="GetItem",
        request={"TableName": "delete_normalized", "Key": {"uuid": {"S": "cc1dea15-c359-455a-a53e-c0a7a31ee022"}}},
    ),
    case(
        cite=REPO + "tests/test_model.py:743",
        note=RUN + "; test test_delete_normalized_keys",
        table=T4,
        before=B3,
        operation="DeleteItem",
        request={"TableName": "delete_normalized", "Key": {"uuid": {"S": "cc1dea15-c359-455a-a53e-c0a7a31ee022"}}},
    ),
    case(
        cite=REPO + "tests/test_model.py:745",
        note=RUN + "; test test_delete_normalized_keys",
        table=T4,
        before=B0,
        operation="GetItem",
        request={"TableName": "delete_normalized", "Key": {"uuid": {"S": "cc1dea15-c359-455a-a53e-c0a7a31ee022"}}},
    ),
    case(
        cite=REPO + "tests/conftest.py:207",
        note=RUN + "; test test_query_with_id_and_recursive (fixture setup)",
        table=T3,
        before=B0,
        operation="BatchWriteItem",
        request={
            "RequestItems": {
                "peanut-butter": [
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "0"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "1"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "2"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "3"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "4"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "5"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "6"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "7"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "8"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "9"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "10"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "11"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "12"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "13"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "14"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "15"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "16"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "17"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "18"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "19"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "20"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "21"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "22"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "23"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "baz": {
                                    "S": "batbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbatbat"
                                },
                                "foo": {"S": "first"},
                                "bar": {"S": "24"},
                            }
                        }
                    },
                ]
            }
        },
    ),
    case(
        cite=REPO + "tests/test_relationships.py:68",
        note=RUN + "; test test_one_to_one",
        table=T5,
        before=B0,
        operation="Query",
        request={
            "TableName": "details",
            "KeyConditionExpression": "#n0 = :v0",
            "ExpressionAttributeNames": {"#n0": "thing_version"},
            "ExpressionAttributeValues": {":v0": {"S": "foo:1"}},
        },
    ),
    case(
        cite=REPO + "tests/test_relationships.py:75",
        note=RUN + "; test test_one_to_one",
        table=T5,
        before=B0,
        operation="GetItem",
        request={"TableName": "details", "Key": {"thing_version": {"S": "foo:1"}}, "ConsistentRead": True},
    ),
    case(
        cite=REPO + "tests/test_relationships.py:79",
        note=RUN + "; test test_one_to_one",
        table=T6,
        before=B0,
        operation="PutItem",
        request={"TableName": "sparse", "Item": {"version": {"N": "1"}, "thing": {"S": "foo"}}},
    ),
    case(
        cite=REPO + "tests/test_relationships.py:81",
        note=RUN + "; test test_one_to_one",
        table=T5,
        before=B4,
        operation="GetItem",
        request={"TableName": "details", "Key": {"thing_version": {"S": "foo:1"}}, "ConsistentRead": True},
    ),
    case(
        cite=REPO + "tests/test_relationships.py:86",
        note=RUN + "; test test_one_to_one",
        table=T6,
        before=B5,
        operation="PutItem",
        request={"TableName": "sparse", "Item": {"version": {"N": "1"}, "thing": {"S": "foo"}}},
    ),
    case(
        cite=REPO + "tests/test_relationships.py:88",
        note=RUN + "; test test_one_to_one",
        table=T5,
        before=B6,
        operation="GetItem",
        request={"TableName": "details", "Key": {"thing_version": {"S": "foo:1"}}},
    ),
    case(
        cite=REPO + "tests/test_relationships.py:91",
        note=RUN + "; test test_one_to_one",
        table=T6,
        before=B5,
        operation="Query",
        request={
            "TableName": "sparse",
            "KeyConditionExpression": "(#n0 = :v0 AND #n1 = :v1)",
            "ExpressionAttributeNames": {"#n0": "version", "#n1": "thing"},
            "ExpressionAttributeValues": {":v0": {"N": "1"}, ":v1": {"S": "foo"}},
        },
    ),
    case(
        cite=REPO + "tests/test_relationships.py:99",
        note=RUN + "; test test_one_to_one",
        table=T6,
        before=B5,
        operation="GetItem",
        request={"TableName": "sparse", "Key": {"thing": {"S": "foo"}, "version": {"N": "1"}}},
    ),
    case(
        cite=REPO + "tests/test_relationships.py:100",
        note=RUN + "; test test_one_to_one",
        table=T5,
        before=B6,
        operation="DeleteItem",
        request={"TableName": "details", "Key": {"thing_version": {"S": "foo:1"}}},
    ),
    case(
        cite=REPO + "tests/test_relationships.py:101",
        note=RUN + "; test test_one_to_one",
        table=T5,
        before=B0,
        operation="GetItem",
        request={"TableName": "details", "Key": {"thing_version": {"S": "foo:1"}}, "ConsistentRead": True},
    ),
    case(
        cite=REPO + "tests/test_relationships.py:104",
        note=RUN + "; test test_one_to_one",
        table=T6,
        before=B5,
        operation="GetItem",
        request={"TableName": "sparse", "Key": {"thing": {"S": "foo"}, "version": {"N": "1"}}},
    ),
    case(
        cite=REPO + "tests/test_relationships.py:109",
        note=RUN + "; test test_one_to_one",
        table=T6,
        before=B5,
        operation="GetItem",
        request={"TableName": "sparse", "Key": {"thing": {"S": "foo"}, "version": {"N": "1"}}},
    ),
    case(
        cite=REPO + "tests/test_relationships.py:112",
        note=RUN + "; test test_one_to_one",
        table=T6,
        before=B5,
        operation="PutItem",
        request={"TableName": "sparse", "Item": {"version": {"N": "1"}, "thing": {"S": "foo"}}},
    ),
    case(
        cite=REPO + "tests/test_relationships.py:241",
        note=RUN + "; test test_one_to_many",
        table=T7,
        before=B0,
        operation="PutItem",
        request={"TableName": "users", "Item": {"name": {"S": "alice"}}},
    ),
    case(
        cite=REPO + "tests/test_relationships.py:244",
        note=RUN + "; test test_one_to_many",
        table=T7,
        before=B7,
        operation="PutItem",
        request={"TableName": "users", "Item": {"name": {"S": "bob"}}},
    ),
    case(
        cite=REPO + "tests/test_relationships.py:247",
        note=RUN + "; test test_one_to_many",
        table=T7,
        before=B0,
        operation="PutItem",
        request={"TableName": "forums", "Item": {"name": {"S": "general"}}},
    ),
    case(
        cite=REPO + "tests/test_relationships.py:248",
        note=RUN + "; test test_one_to_many",
        table=T8,
        before=B0,
        operation="Query",
        request={
            "TableName": "threads",
            "Select": "COUNT",
            "KeyConditionExpression": "#n0 = :v0",
            "ExpressionAttributeNames": {"#n0": "forum_name"},
            "ExpressionAttributeValues": {":v0": {"S": "general"}},
        },
    ),
    case(
        cite=REPO + "tests/test_relationships.py:253",
        note=RUN + "; test test_one_to_many",
        table=T8,
        before=B0,
        operation="PutItem",
        request={
            "TableName": "threads",
            "Item": {"forum_name": {"S": "general"}, "user_name": {"S": "bob"}, "subject": {"S": "Topic #1"}},
        },
    ),
    case(
        cite=REPO + "tests/test_relationships.py:269",
        note=RUN + "; test test_one_to_many",
        table=T9,
        before=B0,
        operation="PutItem",
        request={
            "TableName": "replies",
            "Item": {
                "forum_thread": {"S": "general\nTopic #1"},
                "user_name": {"S": "bob"},
                "message": {"S": "Reply #1"},
                "created": {"S": "2026-12-04 22:06:09.815274"},
            },
        },
    ),
    case(
        cite=REPO + "tests/test_relationships.py:277",
        note=RUN + "; test test_one_to_many",
        table=T9,
        before=B8,
        operation="PutItem",
        request={
            "TableName": "replies",
            "Item": {
                "forum_thread": {"S": "general\nTopic #1"},
                "user_name": {"S": "alice"},
                "message": {"S": "Reply #2"},
                "created": {"S": "2026-12-04 22:06:09.825970"},
            },
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:36",
        note=RUN + "; test test_put_get",
        table=T3,
        before=B0,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {"count": {"N": "123"}, "baz": {"S": "lol"}, "foo": {"S": "first"}, "bar": {"S": "one"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:37",
        note=RUN + "; test test_put_get",
        table=T3,
        before=B9,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "first"}, "bar": {"S": "one"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:56",
        note=RUN + "; test test_schema_change",
        table=T3,
        before=B0,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {"foo": {"S": "1"}, "bar": {"S": "2"}, "bad_key": {"N": "10"}, "baz": {"S": "baz"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:57",
        note=RUN + "; test test_schema_change",
        table=T3,
        before=B10,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "1"}, "bar": {"S": "2"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:75",
        note=RUN + "; test test_put_batch",
        table=T3,
        before=B0,
        operation="BatchWriteItem",
        request={
            "RequestItems": {
                "peanut-butter": [
                    {
                        "PutRequest": {
                            "Item": {
                                "count": {"N": "321"},
                                "baz": {"S": "wtf"},
                                "foo": {"S": "first"},
                                "bar": {"S": "two"},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "count": {"N": "456"},
                                "baz": {"S": "bbq"},
                                "foo": {"S": "second"},
                                "bar": {"S": "one"},
                            }
                        }
                    },
                ]
            }
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:79",
        note=RUN + "; test test_put_batch",
        table=T3,
        before=B11,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "second"}, "bar": {"S": "one"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:90",
        note=RUN + "; test test_get_batch",
        table=T3,
        before=B1,
        operation="BatchGetItem",
        request={
            "RequestItems": {
                "peanut-butter": {
                    "Keys": [
                        {"foo": {"S": "first"}, "bar": {"S": "one"}},
                        {"foo": {"S": "first"}, "bar": {"S": "three"}},
                    ],
                    "ProjectionExpression": "bar",
                }
            }
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:104",
        note=RUN + "; test test_get_non_existant",
        table=T3,
        before=B0,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "fifth"}, "bar": {"S": "derp"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:110",
        note=RUN + "; test test_object_syntax",
        table=T3,
        before=B0,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {"count": {"N": "7"}, "baz": {"S": "idk"}, "foo": {"S": "third"}, "bar": {"S": "three"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:112",
        note=RUN + "; test test_object_syntax",
        table=T3,
        before=B12,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "third"}, "bar": {"S": "three"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:117",
        note=RUN + "; test test_put_unique",
        table=T3,
        before=B0,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {"count": {"N": "8"}, "baz": {"S": "fuu"}, "foo": {"S": "third"}, "bar": {"S": "three"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:119",
        note=RUN + "; test test_put_unique",
        table=T3,
        before=B13,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "third"}, "bar": {"S": "three"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:122",
        note=RUN + "; test test_put_unique",
        table=T3,
        before=B13,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {"count": {"N": "9"}, "baz": {"S": "waa"}, "foo": {"S": "third"}, "bar": {"S": "three"}},
            "ConditionExpression": "attribute_not_exists(foo)",
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:133",
        note=RUN + "; test test_count",
        table=T3,
        before=B1,
        operation="Query",
        request={
            "TableName": "peanut-butter",
            "Select": "COUNT",
            "KeyConditionExpression": "#n0 = :v0",
            "ExpressionAttributeNames": {"#n0": "foo"},
            "ExpressionAttributeValues": {":v0": {"S": "first"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:134",
        note=RUN + "; test test_count",
        table=T3,
        before=B1,
        operation="Scan",
        request={
            "TableName": "peanut-butter",
            "Select": "COUNT",
            "FilterExpression": "#n0 < :v0",
            "ExpressionAttributeNames": {"#n0": "count"},
            "ExpressionAttributeValues": {":v0": {"N": "250"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:139",
        note=RUN + "; test test_query",
        table=T3,
        before=B1,
        operation="Query",
        request={
            "TableName": "peanut-butter",
            "KeyConditionExpression": "#n0 = :v0",
            "ExpressionAttributeNames": {"#n0": "foo"},
            "ExpressionAttributeValues": {":v0": {"S": "first"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:148",
        note=RUN + "; test test_query",
        table=T3,
        before=B1,
        operation="Query",
        request={
            "TableName": "peanut-butter",
            "ScanIndexForward": False,
            "KeyConditionExpression": "#n0 = :v0",
            "ExpressionAttributeNames": {"#n0": "foo"},
            "ExpressionAttributeValues": {":v0": {"S": "first"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:154",
        note=RUN + "; test test_query",
        table=T3,
        before=B1,
        operation="Query",
        request={
            "TableName": "peanut-butter",
            "KeyConditionExpression": "(#n0 = :v0 AND #n1 = :v1)",
            "ExpressionAttributeNames": {"#n0": "bar", "#n1": "foo"},
            "ExpressionAttributeValues": {":v0": {"S": "two"}, ":v1": {"S": "first"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:158",
        note=RUN + "; test test_query",
        table=T3,
        before=B1,
        operation="Query",
        request={
            "TableName": "peanut-butter",
            "KeyConditionExpression": "(begins_with(#n0, :v0) AND #n1 = :v1)",
            "ExpressionAttributeNames": {"#n0": "bar", "#n1": "foo"},
            "ExpressionAttributeValues": {":v0": {"S": "t"}, ":v1": {"S": "first"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:161",
        note=RUN + "; test test_query",
        table=T3,
        before=B1,
        operation="Query",
        request={
            "TableName": "peanut-butter",
            "Limit": 2,
            "KeyConditionExpression": "#n0 = :v0",
            "ExpressionAttributeNames": {"#n0": "foo"},
            "ExpressionAttributeValues": {":v0": {"S": "first"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:169",
        note=RUN + "; test test_query_filter",
        table=T3,
        before=B1,
        operation="Query",
        request={
            "TableName": "peanut-butter",
            "KeyConditionExpression": "#n1 = :v1",
            "FilterExpression": "#n0 > :v0",
            "ExpressionAttributeNames": {"#n0": "count", "#n1": "foo"},
            "ExpressionAttributeValues": {":v0": {"N": "200"}, ":v1": {"S": "first"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:176",
        note=RUN + "; test test_query_filter",
        table=T3,
        before=B1,
        operation="Query",
        request={
            "TableName": "peanut-butter",
            "KeyConditionExpression": "#n3 = :v3",
            "FilterExpression": "((#n0 > :v0 OR #n1 < :v1) AND (NOT #n2 = :v2))",
            "ExpressionAttributeNames": {"#n0": "count", "#n1": "count", "#n2": "count", "#n3": "foo"},
            "ExpressionAttributeValues": {
                ":v0": {"N": "222"},
                ":v1": {"N": "222"},
                ":v2": {"N": "111"},
                ":v3": {"S": "first"},
            },
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:184",
        note=RUN + "; test test_scan",
        table=T3,
        before=B1,
        operation="Scan",
        request={
            "TableName": "peanut-butter",
            "FilterExpression": "#n0 > :v0",
            "ExpressionAttributeNames": {"#n0": "count"},
            "ExpressionAttributeValues": {":v0": {"N": "200"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:191",
        note=RUN + "; test test_scan",
        table=T3,
        before=B1,
        operation="Scan",
        request={
            "TableName": "peanut-butter",
            "FilterExpression": "#n0.#n1 = :v0",
            "ExpressionAttributeNames": {"#n0": "child", "#n1": "sub"},
            "ExpressionAttributeValues": {":v0": {"S": "two"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:195",
        note=RUN + "; test test_scan",
        table=T3,
        before=B1,
        operation="Scan",
        request={
            "TableName": "peanut-butter",
            "FilterExpression": "begins_with(#n0.#n1, :v0)",
            "ExpressionAttributeNames": {"#n0": "child", "#n1": "sub"},
            "ExpressionAttributeValues": {":v0": {"S": "t"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:200",
        note=RUN + "; test test_scan",
        table=T3,
        before=B1,
        operation="Scan",
        request={
            "TableName": "peanut-butter",
            "Limit": 2,
            "FilterExpression": "#n0 > :v0",
            "ExpressionAttributeNames": {"#n0": "count"},
            "ExpressionAttributeValues": {":v0": {"N": "0"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:205",
        note=RUN + "; test test_scan",
        table=T3,
        before=B1,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {"baz": {"S": "baz"}, "foo": {"S": "no_child"}, "bar": {"S": "omg"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:206",
        note=RUN + "; test test_scan",
        table=T3,
        before=B14,
        operation="Scan",
        request={
            "TableName": "peanut-butter",
            "FilterExpression": "attribute_not_exists(#n0)",
            "ExpressionAttributeNames": {"#n0": "child"},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:216",
        note=RUN + "; test test_scan_q",
        table=T3,
        before=B1,
        operation="Scan",
        request={
            "TableName": "peanut-butter",
            "FilterExpression": "(#n0 > :v0 OR #n1 < :v1)",
            "ExpressionAttributeNames": {"#n0": "count", "#n1": "count"},
            "ExpressionAttributeValues": {":v0": {"N": "222"}, ":v1": {"N": "222"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:219",
        note=RUN + "; test test_scan_q",
        table=T3,
        before=B1,
        operation="Scan",
        request={
            "TableName": "peanut-butter",
            "FilterExpression": "((#n0 > :v0 OR #n1 < :v1) AND (NOT #n2 = :v2))",
            "ExpressionAttributeNames": {"#n0": "count", "#n1": "count", "#n2": "count"},
            "ExpressionAttributeValues": {":v0": {"N": "222"}, ":v1": {"N": "222"}, ":v2": {"N": "111"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:224",
        note=RUN + "; test test_update",
        table=T3,
        before=B1,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:226",
        note=RUN + "; test test_update",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "ReturnValues": "UPDATED_NEW",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz"},
            "ExpressionAttributeValues": {":uv_0": {"S": "yay"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:229",
        note=RUN + "; test test_update",
        table=T3,
        before=B15,
        operation="GetItem",
        request={
            "TableName": "peanut-butter",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "ConsistentRead": True,
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:241",
        note=RUN + "; test test_update_no_range",
        table=T2,
        before=B0,
        operation="PutItem",
        request={"TableName": "peanut-butter", "Item": {"bar": {"S": "bar"}, "foo": {"S": "foo"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:242",
        note=RUN + "; test test_update_no_range",
        table=T2,
        before=B16,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "foo"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:243",
        note=RUN + "; test test_update_no_range",
        table=T2,
        before=B16,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "ReturnValues": "UPDATED_NEW",
            "Key": {"foo": {"S": "foo"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz"},
            "ExpressionAttributeValues": {":uv_0": {"S": "illion"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:245",
        note=RUN + "; test test_update_no_range",
        table=T2,
        before=B17,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "foo"}}, "ConsistentRead": True},
    ),
    case(
        cite=REPO + "tests/test_table.py:252",
        note=RUN + "; test test_update_conditions",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz", "#n0": "baz"},
            "ExpressionAttributeValues": {":uv_0": {"S": "yay"}, ":v0": {"S": "nope"}},
            "ConditionExpression": "#n0 = :v0",
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:252",
        note=RUN + "; test test_update_conditions",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz", "#n0": "count"},
            "ExpressionAttributeValues": {":uv_0": {"S": "yay"}, ":v0": {"N": "222"}},
            "ConditionExpression": "#n0 <> :v0",
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:252",
        note=RUN + "; test test_update_conditions",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz", "#n0": "count"},
            "ExpressionAttributeValues": {":uv_0": {"S": "yay"}, ":v0": {"N": "300"}},
            "ConditionExpression": "#n0 > :v0",
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:252",
        note=RUN + "; test test_update_conditions",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz", "#n0": "count"},
            "ExpressionAttributeValues": {":uv_0": {"S": "yay"}, ":v0": {"N": "300"}},
            "ConditionExpression": "#n0 >= :v0",
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:252",
        note=RUN + "; test test_update_conditions",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz", "#n0": "count"},
            "ExpressionAttributeValues": {":uv_0": {"S": "yay"}, ":v0": {"N": "200"}},
            "ConditionExpression": "#n0 < :v0",
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:252",
        note=RUN + "; test test_update_conditions",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz", "#n0": "count"},
            "ExpressionAttributeValues": {":uv_0": {"S": "yay"}, ":v0": {"N": "200"}},
            "ConditionExpression": "#n0 <= :v0",
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:252",
        note=RUN + "; test test_update_conditions",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz", "#n0": "count"},
            "ExpressionAttributeValues": {":uv_0": {"S": "yay"}, ":v0": {"N": "10"}, ":v1": {"N": "20"}},
            "ConditionExpression": "#n0 BETWEEN :v0 AND :v1",
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:252",
        note=RUN + "; test test_update_conditions",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz", "#n0": "count", "#n1": "in"},
            "ExpressionAttributeValues": {":uv_0": {"S": "yay"}, ":v0": {"L": [{"N": "221"}, {"N": "223"}]}},
            "ConditionExpression": "#n0.#n1 = :v0",
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:252",
        note=RUN + "; test test_update_conditions",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz", "#n0": "count"},
            "ExpressionAttributeValues": {":uv_0": {"S": "yay"}},
            "ConditionExpression": "attribute_not_exists(#n0)",
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:252",
        note=RUN + "; test test_update_conditions",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz", "#n0": "things"},
            "ExpressionAttributeValues": {":uv_0": {"S": "yay"}},
            "ConditionExpression": "attribute_exists(#n0)",
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:252",
        note=RUN + "; test test_update_conditions",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz", "#n0": "count", "#n1": "type"},
            "ExpressionAttributeValues": {":uv_0": {"S": "yay"}, ":v0": {"S": "S"}},
            "ConditionExpression": "#n0.#n1 = :v0",
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:252",
        note=RUN + "; test test_update_conditions",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz", "#n0": "baz"},
            "ExpressionAttributeValues": {":uv_0": {"S": "yay"}, ":v0": {"S": "nope"}},
            "ConditionExpression": "begins_with(#n0, :v0)",
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:252",
        note=RUN + "; test test_update_conditions",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz", "#n0": "baz"},
            "ExpressionAttributeValues": {":uv_0": {"S": "yay"}, ":v0": {"S": "nope"}},
            "ConditionExpression": "contains(#n0, :v0)",
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:252",
        note=RUN + "; test test_update_conditions",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz", "#n0": "count", "#n1": "count"},
            "ExpressionAttributeValues": {":uv_0": {"S": "yay"}, ":v0": {"N": "300"}, ":v1": {"N": "200"}},
            "ConditionExpression": "(#n0 > :v0 OR #n1 < :v1)",
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:252",
        note=RUN + "; test test_update_conditions",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz", "#n0": "count", "#n1": "count"},
            "ExpressionAttributeValues": {":uv_0": {"S": "yay"}, ":v0": {"N": "200"}, ":v1": {"N": "222"}},
            "ConditionExpression": "(#n0 > :v0 AND (NOT #n1 = :v1))",
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:307",
        note=RUN + "; test test_update_invalid_fields",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz", "#n0": "unknown_attr"},
            "ExpressionAttributeValues": {":uv_0": {"S": "foo"}, ":v0": {"S": "foo"}},
            "ConditionExpression": "#n0 = :v0",
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:324",
        note=RUN + "; test test_schema_field_removed_update_return_all",
        table=T3,
        before=B0,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {"foo": {"S": "1"}, "bar": {"S": "2"}, "old_schema_key": {"N": "10"}, "baz": {"S": "baz"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:325",
        note=RUN + "; test test_schema_field_removed_update_return_all",
        table=T3,
        before=B18,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "1"}, "bar": {"S": "2"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:326",
        note=RUN + "; test test_schema_field_removed_update_return_all",
        table=T3,
        before=B18,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "ReturnValues": "ALL_NEW",
            "Key": {"foo": {"S": "1"}, "bar": {"S": "2"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "baz"},
            "ExpressionAttributeValues": {":uv_0": {"S": "bbs"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:336",
        note=RUN + "; test test_update_expressions",
        table=T3,
        before=B1,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:338",
        note=RUN + "; test test_update_expressions",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "ReturnValues": "UPDATED_NEW",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "child"},
            "ExpressionAttributeValues": {":uv_0": {"M": {"foo": {"S": "bar"}}}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:348",
        note=RUN + "; test test_update_expressions",
        table=T3,
        before=B19,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "ReturnValues": "UPDATED_NEW",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "things"},
            "ExpressionAttributeValues": {":uv_0": {"L": [{"S": "foo"}]}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:350",
        note=RUN + "; test test_update_expressions",
        table=T3,
        before=B20,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "ReturnValues": "UPDATED_NEW",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = list_append(#uk_0_0, :uv_0)",
            "ExpressionAttributeNames": {"#uk_0_0": "things"},
            "ExpressionAttributeValues": {":uv_0": {"L": [{"S": "bar"}]}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:354",
        note=RUN + "; test test_update_expressions",
        table=T3,
        before=B21,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "ReturnValues": "UPDATED_NEW",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "created"},
            "ExpressionAttributeValues": {":uv_0": {"N": "1501258695000000"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:359",
        note=RUN + "; test test_update_expressions",
        table=T3,
        before=B22,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "ReturnValues": "UPDATED_NEW",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = #uk_0_0 + :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "count"},
            "ExpressionAttributeValues": {":uv_0": {"N": "10"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:361",
        note=RUN + "; test test_update_expressions",
        table=T3,
        before=B23,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "ReturnValues": "UPDATED_NEW",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = #uk_0_0 - :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "count"},
            "ExpressionAttributeValues": {":uv_0": {"N": "2"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:365",
        note=RUN + "; test test_update_expressions",
        table=T3,
        before=B24,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "ReturnValues": "UPDATED_NEW",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0 = if_not_exists(#uk_0_0, :uv_0)",
            "ExpressionAttributeNames": {"#uk_0_0": "count"},
            "ExpressionAttributeValues": {":uv_0": {"N": "1"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:369",
        note=RUN + "; test test_update_expressions",
        table=T3,
        before=B24,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {"baz": {"S": "baz"}, "foo": {"S": "sixth"}, "bar": {"S": "six"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:376",
        note=RUN + "; test test_update_expressions",
        table=T3,
        before=B25,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "ReturnValues": "UPDATED_NEW",
            "Key": {"foo": {"S": "sixth"}, "bar": {"S": "six"}},
            "UpdateExpression": "SET #uk_0_0 = if_not_exists(#uk_0_0, :uv_0)",
            "ExpressionAttributeNames": {"#uk_0_0": "count"},
            "ExpressionAttributeValues": {":uv_0": {"N": "6"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:384",
        note=RUN + "; test test_update_expressions_nested_paths",
        table=T3,
        before=B1,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:388",
        note=RUN + "; test test_update_expressions_nested_paths",
        table=T3,
        before=B1,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "ReturnValues": "UPDATED_NEW",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0.#uk_0_1 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "child", "#uk_0_1": "foo"},
            "ExpressionAttributeValues": {":uv_0": {"M": {"bar": {"S": "thing"}, "baz": {"S": "thing"}}}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:390",
        note=RUN + "; test test_update_expressions_nested_paths",
        table=T3,
        before=B26,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "ReturnValues": "UPDATED_NEW",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0.#uk_0_1.#uk_0_2 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "child", "#uk_0_1": "foo", "#uk_0_2": "bar"},
            "ExpressionAttributeValues": {":uv_0": {"S": "nothing"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:392",
        note=RUN + "; test test_update_expressions_nested_paths",
        table=T3,
        before=B27,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "ReturnValues": "UPDATED_NEW",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0.#uk_0_1 = :uv_0",
            "ExpressionAttributeNames": {"#uk_0_0": "child", "#uk_0_1": "foo"},
            "ExpressionAttributeValues": {":uv_0": {"M": {"bar": {"S": "nothing"}}}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:396",
        note=RUN + "; test test_update_expressions_nested_paths",
        table=T3,
        before=B28,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "ReturnValues": "UPDATED_NEW",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0.#uk_0_1.#uk_0_2 = if_not_exists(#uk_0_0.#uk_0_1.#uk_0_2, :uv_0)",
            "ExpressionAttributeNames": {"#uk_0_0": "child", "#uk_0_1": "foo", "#uk_0_2": "bar"},
            "ExpressionAttributeValues": {":uv_0": {"S": "new-thing"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:398",
        note=RUN + "; test test_update_expressions_nested_paths",
        table=T3,
        before=B28,
        operation="UpdateItem",
        request={
            "TableName": "peanut-butter",
            "ReturnValues": "UPDATED_NEW",
            "Key": {"foo": {"S": "first"}, "bar": {"S": "two"}},
            "UpdateExpression": "SET #uk_0_0.#uk_0_1.#uk_0_2 = if_not_exists(#uk_0_0.#uk_0_1.#uk_0_2, :uv_0)",
            "ExpressionAttributeNames": {"#uk_0_0": "child", "#uk_0_1": "foo", "#uk_0_2": "baz"},
            "ExpressionAttributeValues": {":uv_0": {"S": "new-thing"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:435",
        note=RUN + "; test test_specific_attributes",
        table=T3,
        before=B1,
        operation="Query",
        request={
            "TableName": "peanut-butter",
            "ExpressionAttributeNames": {
                "#pe0_0": "foo",
                "#pe1_0": "bar",
                "#pe2_0": "count",
                "#pe3_0": "child",
                "#pe3_1": "sub",
                "#n0": "foo",
            },
            "ProjectionExpression": "#pe0_0, #pe1_0, #pe2_0, #pe3_0.#pe3_1",
            "KeyConditionExpression": "#n0 = :v0",
            "ExpressionAttributeValues": {":v0": {"S": "first"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:446",
        note=RUN + "; test test_overwrite",
        table=T3,
        before=B1,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {
                "count": {"N": "999"},
                "baz": {"S": "omg"},
                "foo": {"S": "first"},
                "bar": {"S": "one"},
                "child": {"M": {"sub": {"S": "zero"}}},
            },
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:458",
        note=RUN + "; test test_overwrite",
        table=T3,
        before=B29,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "first"}, "bar": {"S": "one"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:464",
        note=RUN + "; test test_save",
        table=T3,
        before=B0,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {"count": {"N": "100"}, "baz": {"S": "c"}, "foo": {"S": "a"}, "bar": {"S": "b"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:465",
        note=RUN + "; test test_save",
        table=T3,
        before=B30,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "a"}, "bar": {"S": "b"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:472",
        note=RUN + "; test test_save",
        table=T3,
        before=B30,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {"count": {"N": "101"}, "baz": {"S": "hello_world"}, "foo": {"S": "a"}, "bar": {"S": "b"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:473",
        note=RUN + "; test test_save",
        table=T3,
        before=B31,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "a"}, "bar": {"S": "b"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:481",
        note=RUN + "; test test_save_update",
        table=T3,
        before=B1,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "first"}, "bar": {"S": "one"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:484",
        note=RUN + "; test test_save_update",
        table=T3,
        before=B1,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {
                "count": {"N": "111"},
                "baz": {"S": "changed"},
                "foo": {"S": "first"},
                "bar": {"S": "one"},
                "child": {"M": {"sub": {"S": "one"}}},
            },
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:486",
        note=RUN + "; test test_save_update",
        table=T3,
        before=B32,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "first"}, "bar": {"S": "one"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:492",
        note=RUN + "; test test_consistent_read",
        table=T3,
        before=B1,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {"count": {"N": "100"}, "baz": {"S": "c"}, "foo": {"S": "a"}, "bar": {"S": "b"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:494",
        note=RUN + "; test test_consistent_read",
        table=T3,
        before=B33,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "a"}, "bar": {"S": "b"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:497",
        note=RUN + "; test test_consistent_read",
        table=T3,
        before=B33,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {"count": {"N": "200"}, "baz": {"S": "c"}, "foo": {"S": "a"}, "bar": {"S": "b"}},
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:499",
        note=RUN + "; test test_consistent_read",
        table=T3,
        before=B34,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "a"}, "bar": {"S": "b"}}, "ConsistentRead": True},
    ),
    case(
        cite=REPO + "tests/test_table.py:505",
        note=RUN + "; test test_delete_with_hash_and_sort",
        table=T3,
        before=B0,
        operation="PutItem",
        request={"TableName": "peanut-butter", "Item": {"baz": {"S": "f"}, "foo": {"S": "d"}, "bar": {"S": "e"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:507",
        note=RUN + "; test test_delete_with_hash_and_sort",
        table=T3,
        before=B35,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "d"}, "bar": {"S": "e"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:509",
        note=RUN + "; test test_delete_with_hash_and_sort",
        table=T3,
        before=B35,
        operation="DeleteItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "d"}, "bar": {"S": "e"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:511",
        note=RUN + "; test test_delete_with_hash_and_sort",
        table=T3,
        before=B0,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "d"}, "bar": {"S": "e"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:517",
        note=RUN + "; test test_delete_with_hash",
        table=T2,
        before=B0,
        operation="PutItem",
        request={"TableName": "peanut-butter", "Item": {"foo": {"S": "q"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:519",
        note=RUN + "; test test_delete_with_hash",
        table=T2,
        before=B36,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "q"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:521",
        note=RUN + "; test test_delete_with_hash",
        table=T2,
        before=B36,
        operation="DeleteItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "q"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:523",
        note=RUN + "; test test_delete_with_hash",
        table=T2,
        before=B0,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "q"}}},
    ),
    case(
        cite=REPO + "tests/test_table.py:530",
        note=RUN + "; test test_native_types",
        table=T3,
        before=B0,
        operation="PutItem",
        request={
            "TableName": "peanut-butter",
            "Item": {
                "count": {"N": "123"},
                "baz": {"S": "lol"},
                "foo": {"S": "first"},
                "created": {"N": "1501258695000000"},
                "bar": {"S": "one"},
                "when": {"S": "2017-07-28T16:18:15.000048+00:00"},
            },
        },
    ),
    case(
        cite=REPO + "tests/test_table.py:540",
        note=RUN + "; test test_native_types",
        table=T3,
        before=B37,
        operation="GetItem",
        request={"TableName": "peanut-butter", "Key": {"foo": {"S": "first"}, "bar": {"S": "one"}}},
    ),
]
