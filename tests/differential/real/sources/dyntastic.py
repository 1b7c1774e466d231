"""dyntastic (Python): the requests the library sends for its own tests, and the update texts its unit tests pin.

Source: nayaverdier/dyntastic, branch main, commit 1832d14 (2025-04-05, version
0.18.0), ``tests/``. Its integration tests (``test_update.py``, ``test_query.py``,
``test_scan.py``, ``test_transact_write.py``, ``test_batch_get.py``,
``test_batch_write.py``, ``test_delete.py``, ``test_save.py``,
``test_refresh.py``, ``conftest.py``) pin no request texts: they run against
moto and check the items read back. So the tests were run as they are (the
library's ``dyntastic/`` at that commit, pydantic 2, boto3 1.44) against
DynamoDB Local instead of moto, with botocore's ``before-send`` event writing
down each data-plane request body as sent and the table's contents just
before it: each request below (``RUN_CASES``) is the one dyntastic (its own
update writer: ``#0``/``:0``; boto3's condition builder for conditions, key
conditions and filters: ``#n0``/``:v0``, counting on across a transaction's
conditions) wrote for the test call cited (the line of the test's call, or of
``conftest.py``'s ``save()``), and ``before`` is what the test had left in the
table. ``test_update_expressions.py`` pins the texts, names and values
``translate_updates`` returns; a selection of those (``UNIT_CASES``: nested
paths, path operands, the forms the run does not send) is sent as the
UpdateItem dyntastic sends for them, on one sample item. Only the requests were
taken, as data.

Adapted only as far as needed to run: moto's ``mock_dynamodb`` replaced by a
fixture deleting the tables before and after each test; each test's
``uuid4()`` ids fixed to ``00000000-0000-4000-8000-<n>`` and ``datetime.now()``
(``MyRangeObject``'s timestamp) to 2025-04-05T12:00:00; the tables' key
schema from ``create_table`` (their indexes left out, with the requests on
them). Left out: requests naming an index, the 1,000-item
``test_query_with_empty_pages_due_to_filter``, the 50- and 100-Put
transactions (the boundary pairs hold the transaction limit), two-table
transactions whose second table held items before (the recorder writes
``before`` to the first table only), and requests repeating an earlier one
(same operation and texts; for ``test_update_condition``, same condition text
and value types in the same success or failure branch; a filter or key
condition met again with other values or page sizes). Of the thirteen
``#n0 = :v0`` success/failure pairs (one per attribute type) only the first
keeps its failing half (the same text, another value). ``test_query_pager[1]``'s
Query (``Limit: 1`` on the hash-only ``my_object``) comes last, after the unit
tests' texts: the simulator answered it with a ``LastEvaluatedKey`` DynamoDB
Local does not give, and it was added once that was fixed
(``min-semantics-hash-only-limit-*``). Ten requests DynamoDB Local refuses where
the suite, run on moto, expects them to pass are kept: a ``<`` on a string set,
and a Put and a ConditionCheck on one item in one transaction.
"""

from __future__ import annotations

from ._build import case, item, table, values

SOURCE = "dyntastic"
REPO = "nayaverdier/dyntastic@1832d14 "
RUN = (
    "the request dyntastic wrote for this test call (test run recorded on DynamoDB Local instead of moto); "
    "key schema from the test's create_table, its indexes left out; before = the table as the test left it"
)
T0 = table(("id", "S"))
T1 = table(("id", "N"))
T2 = table(("id", "S"), ("timestamp", "S"))
T3 = table(("hash_key", "S"))
B0 = []
B1 = [
    {"id": {"S": "id1"}, "my_int": {"N": "1"}, "my_str": {"S": "str_1"}},
    {"id": {"S": "id2"}, "my_int": {"N": "2"}, "my_str": {"S": "str_1"}},
    {"id": {"S": "id4"}, "my_int": {"N": "4"}, "my_str": {"S": "str_2"}},
    {"id": {"S": "id3"}, "my_int": {"N": "3"}, "my_str": {"S": "str_2"}},
]
B2 = [
    {"id": {"N": "2"}},
    {"id": {"N": "9"}},
    {"id": {"N": "1"}},
    {"id": {"N": "3"}},
    {"id": {"N": "5"}},
    {"id": {"N": "8"}},
    {"id": {"N": "7"}},
    {"id": {"N": "0"}},
    {"id": {"N": "6"}},
    {"id": {"N": "4"}},
]
B3 = [
    {"id": {"S": "id1"}, "my_int": {"N": "1"}, "my_str": {"S": "str_1"}, "timestamp": {"S": "2022-02-12T00:00:00"}},
    {"id": {"S": "id1"}, "my_int": {"N": "2"}, "my_str": {"S": "str_1"}, "timestamp": {"S": "2022-02-13T00:00:00"}},
    {"id": {"S": "id2"}, "my_int": {"N": "3"}, "my_str": {"S": "str_2"}, "timestamp": {"S": "2022-02-12T00:00:00"}},
    {"id": {"S": "id2"}, "my_int": {"N": "4"}, "my_str": {"S": "str_2"}, "timestamp": {"S": "2022-02-13T00:00:00"}},
]
B4 = [{"id": {"S": "1"}}, {"id": {"S": "4"}}, {"id": {"S": "3"}}, {"id": {"S": "2"}}]
B5 = [{"id": {"S": "1"}}, {"id": {"S": "2"}}]
B6 = [{"id": {"S": "1"}}, {"id": {"S": "7"}}]
B7 = [
    {
        "id": {"S": "00000000-0000-4000-8000-000000000001"},
        "my_bytes": {"B": "Zm9vYmFy"},
        "my_bytes_set": {"BS": ["YQ==", "Yg==", "Yw=="]},
        "my_datetime": {"S": "2022-02-12T12:26:35"},
        "my_decimal": {"N": "1.5"},
        "my_dict": {"M": {"a": {"N": "1"}, "b": {"N": "2"}, "c": {"N": "3"}}},
        "my_int": {"N": "5"},
        "my_int_list": {"L": [{"N": "10"}, {"N": "20"}, {"N": "30"}]},
        "my_int_set": {"NS": ["1", "2"]},
        "my_ipv4_address": {"S": "10.66.0.1"},
        "my_ipv4_interface": {"S": "10.66.0.1/32"},
        "my_ipv4_network": {"S": "10.66.0.1/32"},
        "my_ipv6_address": {"S": "1:db8::"},
        "my_ipv6_interface": {"S": "1:db8::/128"},
        "my_ipv6_network": {"S": "2001:db8::1000/124"},
        "my_nested_data": {
            "L": [{"M": {"a": {"L": [{"M": {"foo": {"S": "bar"}}}]}, "b": {"S": "test"}}}, {"S": "some_string"}]
        },
        "my_nested_model": {"M": {"sample_field": {"S": "hello"}}},
        "my_str": {"S": "foo"},
        "my_str_list": {"L": [{"S": "a"}, {"S": "b"}, {"S": "c"}, {"S": "d"}]},
        "my_str_set": {"SS": ["a", "b", "c"]},
    }
]
B8 = [
    {
        "id": {"S": "00000000-0000-4000-8000-000000000001"},
        "my_bytes": {"B": "Zm9vYmFy"},
        "my_bytes_set": {"BS": ["YQ==", "Yg==", "Yw=="]},
        "my_datetime": {"S": "2022-02-12T12:26:35"},
        "my_decimal": {"N": "1.5"},
        "my_dict": {"M": {"a": {"N": "1"}, "b": {"N": "2"}, "c": {"N": "3"}}},
        "my_int": {"N": "5"},
        "my_int_list": {"L": [{"N": "10"}, {"N": "20"}, {"N": "30"}]},
        "my_int_set": {"NS": ["1", "2"]},
        "my_ipv4_address": {"S": "10.66.0.1"},
        "my_ipv4_interface": {"S": "10.66.0.1/32"},
        "my_ipv4_network": {"S": "10.66.0.1/32"},
        "my_ipv6_address": {"S": "1:db8::"},
        "my_ipv6_interface": {"S": "1:db8::/128"},
        "my_ipv6_network": {"S": "2001:db8::1000/124"},
        "my_nested_data": {
            "L": [{"M": {"a": {"L": [{"M": {"foo": {"S": "bar"}}}]}, "b": {"S": "test"}}}, {"S": "some_string"}]
        },
        "my_nested_model": {"M": {"sample_field": {"S": "hello"}}},
        "my_str": {"S": "new_string"},
        "my_str_list": {"L": [{"S": "a"}, {"S": "b"}, {"S": "c"}, {"S": "d"}]},
        "my_str_set": {"SS": ["a", "b", "c"]},
    }
]
B9 = [
    {"hash_key": {"S": "foo4"}},
    {"hash_key": {"S": "foo98"}},
    {"hash_key": {"S": "foo15"}},
    {"hash_key": {"S": "foo41"}},
    {"hash_key": {"S": "foo84"}},
    {"hash_key": {"S": "foo79"}},
    {"hash_key": {"S": "foo29"}},
    {"hash_key": {"S": "foo68"}},
    {"hash_key": {"S": "foo71"}},
    {"hash_key": {"S": "foo43"}},
    {"hash_key": {"S": "foo99"}},
    {"hash_key": {"S": "foo1"}},
    {"hash_key": {"S": "foo7"}},
    {"hash_key": {"S": "foo77"}},
    {"hash_key": {"S": "foo17"}},
    {"hash_key": {"S": "foo61"}},
    {"hash_key": {"S": "foo53"}},
    {"hash_key": {"S": "foo92"}},
    {"hash_key": {"S": "foo90"}},
    {"hash_key": {"S": "foo87"}},
    {"hash_key": {"S": "foo34"}},
    {"hash_key": {"S": "foo19"}},
    {"hash_key": {"S": "foo26"}},
    {"hash_key": {"S": "foo9"}},
    {"hash_key": {"S": "foo45"}},
    {"hash_key": {"S": "foo70"}},
    {"hash_key": {"S": "foo93"}},
    {"hash_key": {"S": "foo25"}},
    {"hash_key": {"S": "foo5"}},
    {"hash_key": {"S": "foo10"}},
    {"hash_key": {"S": "foo42"}},
    {"hash_key": {"S": "foo18"}},
    {"hash_key": {"S": "foo51"}},
    {"hash_key": {"S": "foo62"}},
    {"hash_key": {"S": "foo21"}},
    {"hash_key": {"S": "foo20"}},
    {"hash_key": {"S": "foo8"}},
    {"hash_key": {"S": "foo2"}},
    {"hash_key": {"S": "foo82"}},
    {"hash_key": {"S": "foo74"}},
    {"hash_key": {"S": "foo55"}},
    {"hash_key": {"S": "foo88"}},
    {"hash_key": {"S": "foo30"}},
    {"hash_key": {"S": "foo75"}},
    {"hash_key": {"S": "foo69"}},
    {"hash_key": {"S": "foo56"}},
    {"hash_key": {"S": "foo66"}},
    {"hash_key": {"S": "foo58"}},
    {"hash_key": {"S": "foo48"}},
    {"hash_key": {"S": "foo6"}},
    {"hash_key": {"S": "foo89"}},
    {"hash_key": {"S": "foo13"}},
    {"hash_key": {"S": "foo40"}},
    {"hash_key": {"S": "foo37"}},
    {"hash_key": {"S": "foo78"}},
    {"hash_key": {"S": "foo11"}},
    {"hash_key": {"S": "foo85"}},
    {"hash_key": {"S": "foo72"}},
    {"hash_key": {"S": "foo47"}},
    {"hash_key": {"S": "foo54"}},
    {"hash_key": {"S": "foo80"}},
    {"hash_key": {"S": "foo24"}},
    {"hash_key": {"S": "foo16"}},
    {"hash_key": {"S": "foo65"}},
    {"hash_key": {"S": "foo81"}},
    {"hash_key": {"S": "foo32"}},
    {"hash_key": {"S": "foo83"}},
    {"hash_key": {"S": "foo96"}},
    {"hash_key": {"S": "foo22"}},
    {"hash_key": {"S": "foo59"}},
    {"hash_key": {"S": "foo57"}},
    {"hash_key": {"S": "foo52"}},
    {"hash_key": {"S": "foo14"}},
    {"hash_key": {"S": "foo46"}},
    {"hash_key": {"S": "foo39"}},
    {"hash_key": {"S": "foo35"}},
    {"hash_key": {"S": "foo94"}},
    {"hash_key": {"S": "foo3"}},
    {"hash_key": {"S": "foo86"}},
    {"hash_key": {"S": "foo36"}},
    {"hash_key": {"S": "foo76"}},
    {"hash_key": {"S": "foo64"}},
    {"hash_key": {"S": "foo44"}},
    {"hash_key": {"S": "foo60"}},
    {"hash_key": {"S": "foo73"}},
    {"hash_key": {"S": "foo97"}},
    {"hash_key": {"S": "foo49"}},
    {"hash_key": {"S": "foo50"}},
    {"hash_key": {"S": "foo31"}},
    {"hash_key": {"S": "foo33"}},
    {"hash_key": {"S": "foo38"}},
    {"hash_key": {"S": "foo23"}},
    {"hash_key": {"S": "foo27"}},
    {"hash_key": {"S": "foo63"}},
    {"hash_key": {"S": "foo0"}},
    {"hash_key": {"S": "foo91"}},
    {"hash_key": {"S": "foo28"}},
    {"hash_key": {"S": "foo95"}},
    {"hash_key": {"S": "foo67"}},
    {"hash_key": {"S": "foo12"}},
]
B10 = [{"hash_key": {"S": "foo"}}]
B11 = [
    {
        "id": {"S": "00000000-0000-4000-8000-000000000001"},
        "my_bytes": {"B": "Zm9vYmFy"},
        "my_bytes_set": {"BS": ["YQ==", "Yg==", "Yw=="]},
        "my_datetime": {"S": "2022-02-12T12:26:35"},
        "my_decimal": {"N": "1.5"},
        "my_dict": {"M": {"a": {"N": "1"}, "b": {"N": "2"}, "c": {"N": "3"}}},
        "my_int": {"N": "5"},
        "my_int_list": {"L": [{"N": "10"}, {"N": "20"}, {"N": "30"}]},
        "my_int_set": {"NS": ["1", "2"]},
        "my_ipv4_address": {"S": "10.66.0.1"},
        "my_ipv4_interface": {"S": "10.66.0.1/32"},
        "my_ipv4_network": {"S": "10.66.0.1/32"},
        "my_ipv6_address": {"S": "1:db8::"},
        "my_ipv6_interface": {"S": "1:db8::/128"},
        "my_ipv6_network": {"S": "2001:db8::1000/124"},
        "my_nested_data": {
            "L": [{"M": {"a": {"L": [{"M": {"foo": {"S": "bar"}}}]}, "b": {"S": "test"}}}, {"S": "some_string"}]
        },
        "my_nested_model": {"M": {"sample_field": {"S": "hello"}}},
        "my_str_list": {"L": [{"S": "a"}, {"S": "b"}, {"S": "c"}, {"S": "d"}]},
        "my_str_set": {"SS": ["a", "b", "c"]},
    }
]
B12 = [
    {
        "id": {"S": "00000000-0000-4000-8000-000000000001"},
        "my_bytes": {"B": "Zm9vYmFy"},
        "my_bytes_set": {"BS": ["YQ==", "Yg==", "Yw=="]},
        "my_datetime": {"S": "2022-02-12T12:26:35"},
        "my_decimal": {"N": "1.5"},
        "my_dict": {"M": {"a": {"N": "1"}, "b": {"N": "2"}, "c": {"N": "3"}}},
        "my_int": {"N": "5"},
        "my_int_list": {"L": [{"N": "10"}, {"N": "20"}, {"N": "30"}]},
        "my_int_set": {"NS": ["1", "2"]},
        "my_ipv4_address": {"S": "10.66.0.1"},
        "my_ipv4_interface": {"S": "10.66.0.1/32"},
        "my_ipv4_network": {"S": "10.66.0.1/32"},
        "my_ipv6_address": {"S": "1:db8::"},
        "my_ipv6_interface": {"S": "1:db8::/128"},
        "my_ipv6_network": {"S": "2001:db8::1000/124"},
        "my_nested_data": {
            "L": [{"M": {"a": {"L": [{"M": {"foo": {"S": "bar"}}}]}, "b": {"S": "test"}}}, {"S": "some_string"}]
        },
        "my_nested_model": {"M": {"sample_field": {"S": "hello"}}},
        "my_str": {"S": "foo"},
        "my_str_set": {"SS": ["a", "b", "c"]},
    }
]
B13 = [
    {
        "id": {"S": "00000000-0000-4000-8000-000000000001"},
        "my_bytes": {"B": "Zm9vYmFy"},
        "my_bytes_set": {"BS": ["YQ==", "Yg==", "Yw=="]},
        "my_datetime": {"S": "2022-02-12T12:26:35"},
        "my_dict": {"M": {"a": {"N": "1"}, "b": {"N": "2"}, "c": {"N": "3"}}},
        "my_int": {"N": "5"},
        "my_int_list": {"L": [{"N": "10"}, {"N": "20"}, {"N": "30"}]},
        "my_int_set": {"NS": ["1", "2"]},
        "my_ipv4_address": {"S": "10.66.0.1"},
        "my_ipv4_interface": {"S": "10.66.0.1/32"},
        "my_ipv4_network": {"S": "10.66.0.1/32"},
        "my_ipv6_address": {"S": "1:db8::"},
        "my_ipv6_interface": {"S": "1:db8::/128"},
        "my_ipv6_network": {"S": "2001:db8::1000/124"},
        "my_nested_data": {
            "L": [{"M": {"a": {"L": [{"M": {"foo": {"S": "bar"}}}]}, "b": {"S": "test"}}}, {"S": "some_string"}]
        },
        "my_nested_model": {"M": {"sample_field": {"S": "hello"}}},
        "my_str": {"S": "foo"},
        "my_str_list": {"L": [{"S": "a"}, {"S": "b"}, {"S": "c"}, {"S": "d"}]},
        "my_str_set": {"SS": ["a", "b", "c"]},
    }
]
B14 = [
    {
        "id": {"S": "00000000-0000-4000-8000-000000000001"},
        "my_bytes": {"B": "Zm9vYmFy"},
        "my_bytes_set": {"BS": ["YQ==", "Yg==", "Yw=="]},
        "my_datetime": {"S": "2022-02-12T12:26:35"},
        "my_decimal": {"N": "1.5"},
        "my_dict": {"M": {"a": {"N": "1"}, "b": {"N": "2"}, "c": {"N": "3"}}},
        "my_int": {"N": "5"},
        "my_int_list": {"L": [{"N": "10"}, {"N": "20"}, {"N": "30"}]},
        "my_int_set": {"NS": ["1", "2"]},
        "my_ipv4_address": {"S": "10.66.0.1"},
        "my_ipv4_interface": {"S": "10.66.0.1/32"},
        "my_ipv4_network": {"S": "10.66.0.1/32"},
        "my_ipv6_address": {"S": "1:db8::"},
        "my_ipv6_interface": {"S": "1:db8::/128"},
        "my_ipv6_network": {"S": "2001:db8::1000/124"},
        "my_nested_data": {
            "L": [{"M": {"a": {"L": [{"M": {"foo": {"S": "bar"}}}]}, "b": {"S": "test"}}}, {"S": "some_string"}]
        },
        "my_nested_model": {"M": {"sample_field": {"S": "hello"}}},
        "my_str": {"S": "new_value"},
        "my_str_list": {"L": [{"S": "a"}, {"S": "b"}, {"S": "c"}, {"S": "d"}]},
        "my_str_set": {"SS": ["a", "b", "c"]},
    }
]


def _range_condition(operation: str, param: str, condition: str, bounds: dict) -> dict:
    """test_query_range_condition's Query (its key condition) or test_scan_range_condition's Scan (its
    filter) of ``id1``'s timestamps: ``condition`` on ``#n0`` (id) and ``#n1`` (timestamp), ``bounds`` the
    values after ``:v0``."""
    where = "tests/test_query.py:64" if operation == "Query" else "tests/test_scan.py:57"
    test = "test_query_range_condition" if operation == "Query" else "test_scan_range_condition"
    request = {"TableName": "my_range_object", "ConsistentRead": False}
    if operation == "Query":
        request.update({"KeyConditionExpression": condition, "ScanIndexForward": True})
    else:
        request["FilterExpression"] = condition
    request["ExpressionAttributeNames"] = {"#n0": "id", "#n1": "timestamp"}
    request["ExpressionAttributeValues"] = {":v0": {"S": "id1"}, **bounds}
    return case(
        cite=REPO + where,
        note=RUN + f"; test {test}[{param}]",
        table=T2,
        before=B3,
        operation=operation,
        request=request,
    )


RUN_CASES = [
    case(
        cite=REPO + "tests/conftest.py:274",
        note=RUN + "; test test_get_by_hash_key (fixture setup)",
        table=T0,
        before=B0,
        operation="PutItem",
        request={
            "TableName": "my_object",
            "Item": {"id": {"S": "id1"}, "my_str": {"S": "str_1"}, "my_int": {"N": "1"}},
        },
    ),
    case(
        cite=REPO + "tests/test_batch_get.py:24",
        note=RUN + "; test test_get_by_hash_key",
        table=T0,
        before=B1,
        operation="BatchGetItem",
        request={
            "RequestItems": {
                "my_object": {
                    "Keys": [{"id": {"S": "id1"}}, {"id": {"S": "id2"}}, {"id": {"S": "id3"}}, {"id": {"S": "id4"}}],
                    "ConsistentRead": False,
                }
            }
        },
    ),
    case(
        cite=REPO + "tests/test_batch_get.py:34",
        note=RUN + "; test test_get_by_int_hash_key",
        table=T1,
        before=B2,
        operation="BatchGetItem",
        request={
            "RequestItems": {
                "my_int_object": {
                    "Keys": [{"id": {"N": "1"}}, {"id": {"N": "2"}}, {"id": {"N": "3"}}],
                    "ConsistentRead": False,
                }
            }
        },
    ),
    case(
        cite=REPO + "tests/test_batch_get.py:39",
        note=RUN + "; test test_get_by_hash_key_and_range_key",
        table=T2,
        before=B3,
        operation="BatchGetItem",
        request={
            "RequestItems": {
                "my_range_object": {
                    "Keys": [
                        {"id": {"S": "id1"}, "timestamp": {"S": "2022-02-12T00:00:00"}},
                        {"id": {"S": "id1"}, "timestamp": {"S": "2022-02-13T00:00:00"}},
                        {"id": {"S": "id2"}, "timestamp": {"S": "2022-02-12T00:00:00"}},
                        {"id": {"S": "id2"}, "timestamp": {"S": "2022-02-13T00:00:00"}},
                    ],
                    "ConsistentRead": False,
                }
            }
        },
    ),
    case(
        cite=REPO + "tests/test_batch_write.py:14",
        note=RUN + "; test test_batch_write",
        table=T0,
        before=B0,
        operation="Scan",
        request={"TableName": "my_object", "ConsistentRead": False},
    ),
    case(
        cite=REPO + "tests/test_batch_write.py:12",
        note=RUN + "; test test_batch_write",
        table=T0,
        before=B0,
        operation="BatchWriteItem",
        request={
            "RequestItems": {
                "my_object": [
                    {"PutRequest": {"Item": {"id": {"S": "1"}}}},
                    {"PutRequest": {"Item": {"id": {"S": "2"}}}},
                    {"PutRequest": {"Item": {"id": {"S": "3"}}}},
                ]
            }
        },
    ),
    case(
        cite=REPO + "tests/test_batch_write.py:27",
        note=RUN + "; test test_batch_write",
        table=T0,
        before=B4,
        operation="BatchWriteItem",
        request={
            "RequestItems": {
                "my_object": [
                    {"PutRequest": {"Item": {"id": {"S": "5"}}}},
                    {"DeleteRequest": {"Key": {"id": {"S": "1"}}}},
                    {"DeleteRequest": {"Key": {"id": {"S": "2"}}}},
                ]
            }
        },
    ),
    case(
        cite=REPO + "tests/test_batch_write.py:41",
        note=RUN + "; test test_batch_write_with_batch_size",
        table=T0,
        before=B0,
        operation="BatchWriteItem",
        request={
            "RequestItems": {
                "my_object": [
                    {"PutRequest": {"Item": {"id": {"S": "1"}}}},
                    {"PutRequest": {"Item": {"id": {"S": "2"}}}},
                ]
            }
        },
    ),
    case(
        cite=REPO + "tests/test_batch_write.py:38",
        note=RUN + "; test test_batch_write_with_batch_size",
        table=T0,
        before=B5,
        operation="BatchWriteItem",
        request={"RequestItems": {"my_object": [{"PutRequest": {"Item": {"id": {"S": "3"}}}}]}},
    ),
    case(
        cite=REPO + "tests/test_batch_write.py:55",
        note=RUN + "; test test_batch_write_with_batch_size_no_exit_submit",
        table=T0,
        before=B0,
        operation="BatchWriteItem",
        request={
            "RequestItems": {
                "my_object": [
                    {"PutRequest": {"Item": {"id": {"S": "1"}}}},
                    {"PutRequest": {"Item": {"id": {"S": "7"}}}},
                ]
            }
        },
    ),
    case(
        cite=REPO + "tests/test_batch_write.py:59",
        note=RUN + "; test test_batch_write_with_batch_size_no_exit_submit",
        table=T0,
        before=B6,
        operation="BatchWriteItem",
        request={
            "RequestItems": {
                "my_object": [
                    {"PutRequest": {"Item": {"id": {"S": "3"}}}},
                    {"PutRequest": {"Item": {"id": {"S": "4"}}}},
                ]
            }
        },
    ),
    case(
        cite=REPO + "tests/test_delete.py:7",
        note=RUN + "; test test_delete[item0]",
        table=T0,
        before=B7,
        operation="DeleteItem",
        request={"TableName": "my_object", "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}}},
    ),
    case(
        cite=REPO + "tests/test_delete.py:8",
        note=RUN + "; test test_delete[item0]",
        table=T0,
        before=B0,
        operation="GetItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConsistentRead": False,
        },
    ),
    case(
        cite=REPO + "tests/test_query.py:21",
        note=RUN + "; test test_query_pager[2]",
        table=T0,
        before=B1,
        operation="Query",
        request={
            "TableName": "my_object",
            "ConsistentRead": False,
            "Limit": 2,
            "KeyConditionExpression": "#n0 = :v0",
            "ScanIndexForward": True,
            "ExpressionAttributeNames": {"#n0": "id"},
            "ExpressionAttributeValues": {":v0": {"S": "id1"}},
        },
    ),
    case(
        cite=REPO + "tests/test_query.py:36",
        note=RUN + "; test test_query_with_condition",
        table=T2,
        before=B3,
        operation="Query",
        request={
            "TableName": "my_range_object",
            "ConsistentRead": False,
            "KeyConditionExpression": "#n1 = :v1",
            "FilterExpression": "#n0 = :v0",
            "ScanIndexForward": True,
            "ExpressionAttributeNames": {"#n0": "my_int", "#n1": "id"},
            "ExpressionAttributeValues": {":v0": {"N": "1"}, ":v1": {"S": "id1"}},
        },
    ),
    _range_condition("Query", "range_condition0-1", "(#n0 = :v0 AND #n1 > :v1)", {":v1": {"S": "2022-02-12T00:00:00"}}),
    _range_condition(
        "Query", "range_condition1-2", "(#n0 = :v0 AND #n1 >= :v1)", {":v1": {"S": "2022-02-12T00:00:00"}}
    ),
    _range_condition("Query", "range_condition4-2", "(#n0 = :v0 AND #n1 < :v1)", {":v1": {"S": "2022-02-14T00:00:00"}}),
    _range_condition(
        "Query", "range_condition5-2", "(#n0 = :v0 AND #n1 <= :v1)", {":v1": {"S": "2022-02-13T00:00:00"}}
    ),
    _range_condition("Query", "range_condition9-1", "(#n0 = :v0 AND #n1 = :v1)", {":v1": {"S": "2022-02-12T00:00:00"}}),
    _range_condition("Query", "range_condition11-2", "(#n0 = :v0 AND begins_with(#n1, :v1))", {":v1": {"S": "2022"}}),
    _range_condition(
        "Query",
        "range_condition14-2",
        "(#n0 = :v0 AND #n1 BETWEEN :v1 AND :v2)",
        {":v1": {"S": "2022"}, ":v2": {"S": "2023"}},
    ),
    case(
        cite=REPO + "tests/test_refresh.py:8",
        note=RUN + "; test test_refresh_hash",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}},
        },
    ),
    case(
        cite=REPO + "tests/test_save.py:44",
        note=RUN + "; test test_save[item0]",
        table=T0,
        before=B8,
        operation="GetItem",
        request={"TableName": "my_object", "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}}},
    ),
    case(
        cite=REPO + "tests/test_scan.py:20",
        note=RUN + "; test test_scan_pager[1-1]",
        table=T0,
        before=B1,
        operation="Scan",
        request={
            "TableName": "my_object",
            "ConsistentRead": False,
            "Limit": 1,
            "FilterExpression": "#n0 = :v0",
            "ExpressionAttributeNames": {"#n0": "my_int"},
            "ExpressionAttributeValues": {":v0": {"N": "1"}},
        },
    ),
    case(
        cite=REPO + "tests/test_scan.py:26",
        note=RUN + "; test test_scan_pager_multiple_conditions",
        table=T2,
        before=B3,
        operation="Scan",
        request={
            "TableName": "my_range_object",
            "ConsistentRead": False,
            "FilterExpression": "(#n0 = :v0 AND #n1 = :v1)",
            "ExpressionAttributeNames": {"#n0": "my_int", "#n1": "my_str"},
            "ExpressionAttributeValues": {":v0": {"N": "1"}, ":v1": {"S": "str_1"}},
        },
    ),
    _range_condition("Scan", "condition0-1", "(#n0 = :v0 AND #n1 > :v1)", {":v1": {"S": "2022-02-12T00:00:00"}}),
    _range_condition("Scan", "condition1-2", "(#n0 = :v0 AND #n1 >= :v1)", {":v1": {"S": "2022-02-12T00:00:00"}}),
    _range_condition("Scan", "condition4-2", "(#n0 = :v0 AND #n1 < :v1)", {":v1": {"S": "2022-02-14T00:00:00"}}),
    _range_condition("Scan", "condition5-2", "(#n0 = :v0 AND #n1 <= :v1)", {":v1": {"S": "2022-02-13T00:00:00"}}),
    _range_condition("Scan", "condition9-1", "(#n0 = :v0 AND #n1 = :v1)", {":v1": {"S": "2022-02-12T00:00:00"}}),
    _range_condition("Scan", "condition11-2", "(#n0 = :v0 AND #n1 <> :v1)", {":v1": {"S": "2022-02-14T00:00:00"}}),
    _range_condition("Scan", "condition13-2", "(#n0 = :v0 AND begins_with(#n1, :v1))", {":v1": {"S": "2022"}}),
    _range_condition(
        "Scan", "condition16-2", "(#n0 = :v0 AND #n1 BETWEEN :v1 AND :v2)", {":v1": {"S": "2022"}, ":v2": {"S": "2023"}}
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:83",
        note=RUN + "; test test_item_default_limit_exceeded_with_auto_commit",
        table=T3,
        before=B9,
        operation="TransactWriteItems",
        request={
            "TransactItems": [{"Put": {"Item": {"hash_key": {"S": "foo101"}}, "TableName": "table"}}],
            "ClientRequestToken": "c1c0706e-a3a5-42d0-bdcc-f0d410cdbc04",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:133",
        note=RUN + "; test test_multiple_operations_on_same_item_errors",
        table=T3,
        before=B0,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {"Put": {"Item": {"hash_key": {"S": "foo"}}, "TableName": "table"}},
                {"Put": {"Item": {"hash_key": {"S": "foo"}}, "TableName": "table"}},
            ],
            "ClientRequestToken": "929d5f77-d65f-482a-ab66-ef8b7fd9839f",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:197",
        note=RUN + "; test test_update_warns_on_refresh",
        table=T3,
        before=B10,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {
                    "Update": {
                        "Key": {"hash_key": {"S": "foo"}},
                        "UpdateExpression": "SET #0 = :0",
                        "ExpressionAttributeNames": {"#0": "data"},
                        "ExpressionAttributeValues": {":0": {"S": "bar"}},
                        "TableName": "table",
                    }
                }
            ],
            "ClientRequestToken": "a56e1d26-8539-4bfd-8a9b-75ceeef1c1a1",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:221",
        note=RUN + "; test test_save_single_table[None-condition1]",
        table=T3,
        before=B0,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {
                    "Put": {
                        "Item": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_not_exists(#n0)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n0": "hash_key"},
                    }
                }
            ],
            "ClientRequestToken": "345e587a-ea32-4412-bccd-277607ff59f7",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:221",
        note=RUN + "; test test_save_single_table[condition_check1-None]",
        table=T3,
        before=B0,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {"Put": {"Item": {"hash_key": {"S": "foo"}}, "TableName": "table"}},
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_exists(#n1)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n1": "hash_key"},
                    }
                },
            ],
            "ClientRequestToken": "41393b1c-245c-4445-898c-03ae247dc343",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:221",
        note=RUN + "; test test_save_single_table[condition_check1-condition1]",
        table=T3,
        before=B0,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {
                    "Put": {
                        "Item": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_not_exists(#n2)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n2": "hash_key"},
                    }
                },
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_exists(#n3)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n3": "hash_key"},
                    }
                },
            ],
            "ClientRequestToken": "c3eb4a92-816e-4be5-9eff-3e77f3c6b01b",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:221",
        note=RUN + "; test test_save_single_table[condition_check2-None]",
        table=T3,
        before=B0,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {"Put": {"Item": {"hash_key": {"S": "foo"}}, "TableName": "table"}},
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "#n4 = :v0",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n4": "hash_key"},
                        "ExpressionAttributeValues": {":v0": {"S": "foo"}},
                    }
                },
            ],
            "ClientRequestToken": "f7d3cbd0-32a0-4340-abcd-af50d3398891",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:221",
        note=RUN + "; test test_save_single_table[condition_check2-condition1]",
        table=T3,
        before=B0,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {
                    "Put": {
                        "Item": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_not_exists(#n5)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n5": "hash_key"},
                    }
                },
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "#n6 = :v1",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n6": "hash_key"},
                        "ExpressionAttributeValues": {":v1": {"S": "foo"}},
                    }
                },
            ],
            "ClientRequestToken": "bc8c64e1-228f-4888-a78b-2fb84ccb4a0d",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:237",
        note=RUN + "; test test_save_multiple_tables[None-condition1]",
        table=T3,
        before=B0,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {
                    "Put": {
                        "Item": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_not_exists(#n7)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n7": "hash_key"},
                    }
                },
                {
                    "Put": {
                        "Item": {"hash_key": {"S": "bar"}},
                        "ConditionExpression": "attribute_not_exists(#n8)",
                        "TableName": "table2",
                        "ExpressionAttributeNames": {"#n8": "hash_key"},
                    }
                },
            ],
            "ClientRequestToken": "777fee70-1267-44a2-a903-296ef3fea74f",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:237",
        note=RUN + "; test test_save_multiple_tables[condition_check1-None]",
        table=T3,
        before=B0,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {"Put": {"Item": {"hash_key": {"S": "foo"}}, "TableName": "table"}},
                {"Put": {"Item": {"hash_key": {"S": "bar"}}, "TableName": "table2"}},
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_exists(#n9)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n9": "hash_key"},
                    }
                },
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "bar"}},
                        "ConditionExpression": "attribute_exists(#n10)",
                        "TableName": "table2",
                        "ExpressionAttributeNames": {"#n10": "hash_key"},
                    }
                },
            ],
            "ClientRequestToken": "10f2adb1-cd9a-4b0a-bba2-3f5177d4945f",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:237",
        note=RUN + "; test test_save_multiple_tables[condition_check1-condition1]",
        table=T3,
        before=B0,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {
                    "Put": {
                        "Item": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_not_exists(#n11)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n11": "hash_key"},
                    }
                },
                {
                    "Put": {
                        "Item": {"hash_key": {"S": "bar"}},
                        "ConditionExpression": "attribute_not_exists(#n12)",
                        "TableName": "table2",
                        "ExpressionAttributeNames": {"#n12": "hash_key"},
                    }
                },
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_exists(#n13)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n13": "hash_key"},
                    }
                },
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "bar"}},
                        "ConditionExpression": "attribute_exists(#n14)",
                        "TableName": "table2",
                        "ExpressionAttributeNames": {"#n14": "hash_key"},
                    }
                },
            ],
            "ClientRequestToken": "9b4942d6-d8a2-45fb-92a1-e485d922ac24",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:237",
        note=RUN + "; test test_save_multiple_tables[condition_check2-None]",
        table=T3,
        before=B0,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {"Put": {"Item": {"hash_key": {"S": "foo"}}, "TableName": "table"}},
                {"Put": {"Item": {"hash_key": {"S": "bar"}}, "TableName": "table2"}},
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "(#n15 = :v2 OR #n16 = :v3)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n15": "hash_key", "#n16": "hash_key"},
                        "ExpressionAttributeValues": {":v2": {"S": "foo"}, ":v3": {"S": "bar"}},
                    }
                },
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "bar"}},
                        "ConditionExpression": "(#n17 = :v4 OR #n18 = :v5)",
                        "TableName": "table2",
                        "ExpressionAttributeNames": {"#n17": "hash_key", "#n18": "hash_key"},
                        "ExpressionAttributeValues": {":v4": {"S": "foo"}, ":v5": {"S": "bar"}},
                    }
                },
            ],
            "ClientRequestToken": "3e8fea68-4b4e-4068-a804-37e9430ef277",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:237",
        note=RUN + "; test test_save_multiple_tables[condition_check2-condition1]",
        table=T3,
        before=B0,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {
                    "Put": {
                        "Item": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_not_exists(#n19)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n19": "hash_key"},
                    }
                },
                {
                    "Put": {
                        "Item": {"hash_key": {"S": "bar"}},
                        "ConditionExpression": "attribute_not_exists(#n20)",
                        "TableName": "table2",
                        "ExpressionAttributeNames": {"#n20": "hash_key"},
                    }
                },
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "(#n21 = :v6 OR #n22 = :v7)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n21": "hash_key", "#n22": "hash_key"},
                        "ExpressionAttributeValues": {":v6": {"S": "foo"}, ":v7": {"S": "bar"}},
                    }
                },
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "bar"}},
                        "ConditionExpression": "(#n23 = :v8 OR #n24 = :v9)",
                        "TableName": "table2",
                        "ExpressionAttributeNames": {"#n23": "hash_key", "#n24": "hash_key"},
                        "ExpressionAttributeValues": {":v8": {"S": "foo"}, ":v9": {"S": "bar"}},
                    }
                },
            ],
            "ClientRequestToken": "fb49d84c-7a00-4140-a9f7-6e99a8dbc25d",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:268",
        note=RUN + "; test test_save_single_table_failing_condition",
        table=T3,
        before=B0,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {
                    "Put": {
                        "Item": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_exists(#n25)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n25": "hash_key"},
                    }
                }
            ],
            "ClientRequestToken": "1b02c613-e905-4cd7-bf4f-4d8b84c7a2f6",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:295",
        note=RUN + "; test test_save_multiple_tables_failing_condition",
        table=T3,
        before=B0,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {
                    "Put": {
                        "Item": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_exists(#n27)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n27": "hash_key"},
                    }
                },
                {
                    "Put": {
                        "Item": {"hash_key": {"S": "bar"}},
                        "ConditionExpression": "attribute_exists(#n28)",
                        "TableName": "table2",
                        "ExpressionAttributeNames": {"#n28": "hash_key"},
                    }
                },
            ],
            "ClientRequestToken": "4de10a6a-3ab8-4ef2-894c-d73b27fa8eb4",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:308",
        note=RUN + "; test test_save_multiple_tables_failing_condition_check",
        table=T3,
        before=B0,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {"Put": {"Item": {"hash_key": {"S": "foo"}}, "TableName": "table"}},
                {"Put": {"Item": {"hash_key": {"S": "foo2"}}, "TableName": "table2"}},
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "bar"}},
                        "ConditionExpression": "attribute_exists(#n29)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n29": "hash_key"},
                    }
                },
            ],
            "ClientRequestToken": "49480105-82a5-4b69-b235-9a179f84d498",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:323",
        note=RUN + "; test test_update_single_table[None-condition1]",
        table=T3,
        before=B10,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {
                    "Update": {
                        "Key": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_exists(#n30)",
                        "UpdateExpression": "SET #0 = :0",
                        "ExpressionAttributeNames": {"#0": "data", "#n30": "hash_key"},
                        "ExpressionAttributeValues": {":0": {"S": "bar"}},
                        "TableName": "table",
                    }
                }
            ],
            "ClientRequestToken": "52aef2de-ed65-445c-a157-583738d3e1be",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:323",
        note=RUN + "; test test_update_single_table[condition_check1-None]",
        table=T3,
        before=B10,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {
                    "Update": {
                        "Key": {"hash_key": {"S": "foo"}},
                        "UpdateExpression": "SET #0 = :0",
                        "ExpressionAttributeNames": {"#0": "data"},
                        "ExpressionAttributeValues": {":0": {"S": "bar"}},
                        "TableName": "table",
                    }
                },
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "foo2"}},
                        "ConditionExpression": "attribute_not_exists(#n31)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n31": "hash_key"},
                    }
                },
            ],
            "ClientRequestToken": "d6648469-f177-417e-9c1d-42e4488fcec7",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:323",
        note=RUN + "; test test_update_single_table[condition_check1-condition1]",
        table=T3,
        before=B10,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {
                    "Update": {
                        "Key": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_exists(#n32)",
                        "UpdateExpression": "SET #0 = :0",
                        "ExpressionAttributeNames": {"#0": "data", "#n32": "hash_key"},
                        "ExpressionAttributeValues": {":0": {"S": "bar"}},
                        "TableName": "table",
                    }
                },
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "foo2"}},
                        "ConditionExpression": "attribute_not_exists(#n33)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n33": "hash_key"},
                    }
                },
            ],
            "ClientRequestToken": "f4004612-cad1-4ec6-b43a-a39418fceb6f",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:344",
        note=RUN + "; test test_update_single_table_failing_condition",
        table=T3,
        before=B10,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {
                    "Update": {
                        "Key": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_not_exists(#n34)",
                        "UpdateExpression": "SET #0 = :0",
                        "ExpressionAttributeNames": {"#0": "data", "#n34": "hash_key"},
                        "ExpressionAttributeValues": {":0": {"S": "bar"}},
                        "TableName": "table",
                    }
                }
            ],
            "ClientRequestToken": "cefc8910-f147-4b33-bea1-419bd6125dec",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:363",
        note=RUN + "; test test_update_single_table_failing_condition_check",
        table=T3,
        before=B10,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {
                    "Update": {
                        "Key": {"hash_key": {"S": "foo"}},
                        "UpdateExpression": "SET #0 = :0",
                        "ExpressionAttributeNames": {"#0": "data"},
                        "ExpressionAttributeValues": {":0": {"S": "bar"}},
                        "TableName": "table",
                    }
                },
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "foo2"}},
                        "ConditionExpression": "attribute_exists(#n35)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n35": "hash_key"},
                    }
                },
            ],
            "ClientRequestToken": "13e6ea40-06be-4c5c-a7b4-872a937293b3",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:463",
        note=RUN + "; test test_delete_single_table[None-None]",
        table=T3,
        before=B10,
        operation="TransactWriteItems",
        request={
            "TransactItems": [{"Delete": {"Key": {"hash_key": {"S": "foo"}}, "TableName": "table"}}],
            "ClientRequestToken": "a000c566-fba0-4315-930e-091af296bab5",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:463",
        note=RUN + "; test test_delete_single_table[None-condition1]",
        table=T3,
        before=B10,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {
                    "Delete": {
                        "Key": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_exists(#n45)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n45": "hash_key"},
                    }
                }
            ],
            "ClientRequestToken": "ef30e746-3543-4955-9381-085b6a9c9077",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:463",
        note=RUN + "; test test_delete_single_table[condition_check1-None]",
        table=T3,
        before=B10,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {"Delete": {"Key": {"hash_key": {"S": "foo"}}, "TableName": "table"}},
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "foo2"}},
                        "ConditionExpression": "attribute_not_exists(#n46)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n46": "hash_key"},
                    }
                },
            ],
            "ClientRequestToken": "ef27f754-219b-4915-8e32-be58348badcd",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:463",
        note=RUN + "; test test_delete_single_table[condition_check1-condition1]",
        table=T3,
        before=B10,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {
                    "Delete": {
                        "Key": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_exists(#n47)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n47": "hash_key"},
                    }
                },
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "foo2"}},
                        "ConditionExpression": "attribute_not_exists(#n48)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n48": "hash_key"},
                    }
                },
            ],
            "ClientRequestToken": "99a995f8-24df-475f-bb40-2cd7081aec30",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:481",
        note=RUN + "; test test_delete_single_table_failing_condition",
        table=T3,
        before=B10,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {
                    "Delete": {
                        "Key": {"hash_key": {"S": "foo"}},
                        "ConditionExpression": "attribute_not_exists(#n49)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n49": "hash_key"},
                    }
                }
            ],
            "ClientRequestToken": "5a6d73bc-68ea-4c9b-9738-c87e78685a28",
        },
    ),
    case(
        cite=REPO + "tests/test_transact_write.py:500",
        note=RUN + "; test test_delete_single_table_failing_condition_check",
        table=T3,
        before=B10,
        operation="TransactWriteItems",
        request={
            "TransactItems": [
                {"Delete": {"Key": {"hash_key": {"S": "foo"}}, "TableName": "table"}},
                {
                    "ConditionCheck": {
                        "Key": {"hash_key": {"S": "foo2"}},
                        "ConditionExpression": "attribute_exists(#n50)",
                        "TableName": "table",
                        "ExpressionAttributeNames": {"#n50": "hash_key"},
                    }
                },
            ],
            "ClientRequestToken": "1261eb04-54ff-4a97-a9a2-a994109eef0b",
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:20",
        note=RUN + "; test test_set_new_attribute[item_no_my_str0]",
        table=T0,
        before=B11,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "bar"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:48",
        note=RUN + "; test test_set_existing_attribute[item0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "SET #0 = :0, #1 = :1, #2 = :2, #3 = :3, #4 = :4, #5 = :5, #6 = :6, #7 = :7, #8 = :8, #9 = :9, #10 = :10, #11 = :11, #12 = :12, #13 = :13, #14 = :14, #15 = :15, #16 = :16, #17 = :17, #18 = :18",
            "ExpressionAttributeNames": {
                "#0": "my_str",
                "#1": "my_datetime",
                "#2": "my_bytes",
                "#3": "my_int",
                "#4": "my_decimal",
                "#5": "my_str_set",
                "#6": "my_bytes_set",
                "#7": "my_int_set",
                "#8": "my_str_list",
                "#9": "my_int_list",
                "#10": "my_dict",
                "#11": "my_nested_data",
                "#12": "my_nested_model",
                "#13": "my_ipv4_address",
                "#14": "my_ipv4_interface",
                "#15": "my_ipv4_network",
                "#16": "my_ipv6_address",
                "#17": "my_ipv6_interface",
                "#18": "my_ipv6_network",
            },
            "ExpressionAttributeValues": {
                ":0": {"S": "new_value"},
                ":1": {"S": "2022-02-13T00:00:00"},
                ":2": {"B": "bmV3X2J5dGVz"},
                ":3": {"N": "6"},
                ":4": {"N": "2.5"},
                ":5": {"SS": ["e", "d"]},
                ":6": {"BS": ["Zg==", "ZQ=="]},
                ":7": {"NS": ["3", "4"]},
                ":8": {"L": [{"S": "e"}, {"S": "f"}]},
                ":9": {"L": [{"N": "40"}, {"N": "50"}]},
                ":10": {"M": {"d": {"N": "4"}, "e": {"N": "5"}}},
                ":11": {"M": {"foo": {"L": [{"S": "bar"}, {"S": "baz"}, {"S": "bat"}]}}},
                ":12": {"M": {"sample_field": {"S": "updated"}}},
                ":13": {"S": "99.66.0.1"},
                ":14": {"S": "99.66.0.1/32"},
                ":15": {"S": "99.66.0.1/32"},
                ":16": {"S": "991:db8::"},
                ":17": {"S": "991:db8::/128"},
                ":18": {"S": "9901:db8::1000/124"},
            },
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:110",
        note=RUN + "; test test_update_nested_string[item0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "SET #0.#1 = :0",
            "ExpressionAttributeNames": {"#0": "my_nested_model", "#1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:115",
        note=RUN + "; test test_set_and_remove_multiple_attributes[item0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "SET #0 = :0, #1 = :1 REMOVE #2, #3",
            "ExpressionAttributeNames": {"#0": "my_str", "#1": "my_int", "#2": "my_decimal", "#3": "my_dict"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":1": {"N": "500"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:123",
        note=RUN + "; test test_set_if_not_exist_exists[item0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "SET #0 = if_not_exists(#1, :0)",
            "ExpressionAttributeNames": {"#0": "my_str", "#1": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "bar"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:143",
        note=RUN + "; test test_set_int_plus[item0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "SET #0 = #1 + :0",
            "ExpressionAttributeNames": {"#0": "my_int", "#1": "my_int"},
            "ExpressionAttributeValues": {":0": {"N": "100"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:148",
        note=RUN + "; test test_set_int_rplus[item0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "SET #0 = :0 + #1",
            "ExpressionAttributeNames": {"#0": "my_int", "#1": "my_int"},
            "ExpressionAttributeValues": {":0": {"N": "100"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:153",
        note=RUN + "; test test_set_int_minus[item0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "SET #0 = #1 - :0",
            "ExpressionAttributeNames": {"#0": "my_int", "#1": "my_int"},
            "ExpressionAttributeValues": {":0": {"N": "100"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:158",
        note=RUN + "; test test_set_int_rminus[item0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "SET #0 = :0 - #1",
            "ExpressionAttributeNames": {"#0": "my_int", "#1": "my_int"},
            "ExpressionAttributeValues": {":0": {"N": "100"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:163",
        note=RUN + "; test test_list_append[item0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "SET #0 = list_append(#1, :0)",
            "ExpressionAttributeNames": {"#0": "my_str_list", "#1": "my_str_list"},
            "ExpressionAttributeValues": {":0": {"L": [{"S": "z"}]}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:174",
        note=RUN + "; test test_list_append_if_not_exists[item_no_my_str_list0]",
        table=T0,
        before=B12,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "SET #0 = list_append(if_not_exists(#1, :0), :1)",
            "ExpressionAttributeNames": {"#0": "my_str_list", "#1": "my_str_list"},
            "ExpressionAttributeValues": {":0": {"L": [{"S": "y"}]}, ":1": {"L": [{"S": "z"}]}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:184",
        note=RUN + "; test test_remove_attribute[item0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "REMOVE #0",
            "ExpressionAttributeNames": {"#0": "my_str"},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:186",
        note=RUN + "; test test_remove_attribute[item0]",
        table=T0,
        before=B11,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "REMOVE #0",
            "ExpressionAttributeNames": {"#0": "my_str_list"},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:191",
        note=RUN + "; test test_remove_list_element[item0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "REMOVE #0[0]",
            "ExpressionAttributeNames": {"#0": "my_str_list"},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:196",
        note=RUN + "; test test_add_single_string_to_set[item0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "ADD #0 :0",
            "ExpressionAttributeNames": {"#0": "my_str_set"},
            "ExpressionAttributeValues": {":0": {"SS": ["z"]}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:202",
        note=RUN + "; test test_add_multiple_strings_to_set[item0-list]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "ADD #0 :0",
            "ExpressionAttributeNames": {"#0": "my_str_set"},
            "ExpressionAttributeValues": {":0": {"SS": ["z", "y"]}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:223",
        note=RUN + "; test test_cannot_add_int_to_set[item0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "ADD #0 :0",
            "ExpressionAttributeNames": {"#0": "my_int_set"},
            "ExpressionAttributeValues": {":0": {"N": "5"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:227",
        note=RUN + "; test test_add_int[item0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "ADD #0 :0",
            "ExpressionAttributeNames": {"#0": "my_int"},
            "ExpressionAttributeValues": {":0": {"N": "100"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:238",
        note=RUN + "; test test_add_decimal[item0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "ADD #0 :0",
            "ExpressionAttributeNames": {"#0": "my_decimal"},
            "ExpressionAttributeValues": {":0": {"N": "3.25"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:244",
        note=RUN + "; test test_add_new_decimal[item_no_my_decimal0]",
        table=T0,
        before=B13,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "ADD #0 :0",
            "ExpressionAttributeNames": {"#0": "my_decimal"},
            "ExpressionAttributeValues": {":0": {"N": "100.5"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:249",
        note=RUN + "; test test_delete_single_string_from_set[item0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "DELETE #0 :0",
            "ExpressionAttributeNames": {"#0": "my_str_set"},
            "ExpressionAttributeValues": {":0": {"SS": ["a"]}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:255",
        note=RUN + "; test test_delete_multiple_strings[item0-list]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "DELETE #0 :0",
            "ExpressionAttributeNames": {"#0": "my_str_set"},
            "ExpressionAttributeValues": {":0": {"SS": ["a", "b"]}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:260",
        note=RUN + "; test test_delete_all_strings[item0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "UpdateExpression": "DELETE #0 :0",
            "ExpressionAttributeNames": {"#0": "my_str_set"},
            "ExpressionAttributeValues": {":0": {"SS": ["c", "a", "b"]}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success0-failure0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 = :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "foo"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success0-failure0]",
        table=T0,
        before=B14,
        operation="GetItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConsistentRead": False,
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success3-failure3]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 = :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_bytes"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"B": "Zm9vYmFy"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success4-failure4]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 = :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_int"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "5"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success6-failure6]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 = :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str_set"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"SS": ["c", "a", "b"]}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success7-failure7]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 = :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_bytes_set"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"BS": ["Yw==", "YQ==", "Yg=="]}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success8-failure8]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 = :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_int_set"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"NS": ["1", "2"]}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success9-failure9]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 = :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str_list"},
            "ExpressionAttributeValues": {
                ":0": {"S": "new_value"},
                ":v0": {"L": [{"S": "a"}, {"S": "b"}, {"S": "c"}, {"S": "d"}]},
            },
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success11-failure11]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 = :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_dict"},
            "ExpressionAttributeValues": {
                ":0": {"S": "new_value"},
                ":v0": {"M": {"a": {"N": "1"}, "b": {"N": "2"}, "c": {"N": "3"}}},
            },
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success13-failure13]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0.#n1 = :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "hello"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success14-failure14]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 <> :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "non-matching"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success16-failure16]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 <> :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_int"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "5000"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success17-failure17]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0.#n1 <> :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "non-matching"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success19-failure19]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 < :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_int"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "10"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success20-failure20]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 <= :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_int"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "5"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success21-failure21]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 < :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "zzz"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success22-failure22]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 < :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str_set"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"SS": ["c", "a", "b", "d"]}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success23-failure23]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 > :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_int"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "0"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success24-failure24]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 >= :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_int"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "5"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success25-failure25]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 > :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "fff"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success26-failure26]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0.#n1 > :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "he"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success27-failure27]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0.#n1 >= :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "hello"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success28-failure28]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0.#n1 < :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "hello2"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success29-failure29]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0.#n1 <= :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "hello"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success30-failure30]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "begins_with(#n0, :v0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "f"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success31-failure31]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 BETWEEN :v0 AND :v1",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "f"}, ":v1": {"S": "food"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success32-failure32]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 IN (:v0, :v1, :v2)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {
                ":0": {"S": "new_value"},
                ":v0": {"S": "foo"},
                ":v1": {"S": "bar"},
                ":v2": {"S": "baz"},
            },
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success33-failure33]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "contains(#n0, :v0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "fo"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success35-failure35]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "begins_with(#n0.#n1, :v0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "h"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success36-failure36]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0.#n1 BETWEEN :v0 AND :v1",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "h"}, ":v1": {"S": "hello2"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success37-failure37]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0.#n1 IN (:v0, :v1, :v2)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {
                ":0": {"S": "new_value"},
                ":v0": {"S": "hello"},
                ":v1": {"S": "a"},
                ":v2": {"S": "b"},
            },
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success38-failure38]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "contains(#n0.#n1, :v0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "hel"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success40-failure40]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "attribute_type(#n0, :v0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "S"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success41-failure41]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "size(#n0) < :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "15"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success42-failure42]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "size(#n0) = :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "3"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success43-failure43]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "attribute_exists(#n0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success44-failure44]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "attribute_type(#n0.#n1, :v0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "S"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success45-failure45]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "size(#n0.#n1) < :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "15"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success46-failure46]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "size(#n0.#n1) = :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "5"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success47-failure47]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "attribute_exists(#n0.#n1)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success48-failure48]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "(NOT #n0 = :v0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "bar"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:270",
        note=RUN + "; test test_update_condition[success-item0-success49-failure49]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "(#n0 = :v0 OR #n1 = :v1)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str", "#n1": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "foo"}, ":v1": {"S": "bar"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success0-failure0]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 = :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "non-matching"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success13-failure13]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0.#n1 = :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "non-matching"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success14-failure14]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 <> :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "foo"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success16-failure16]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 <> :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_int"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "5"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success17-failure17]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0.#n1 <> :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "hello"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success19-failure19]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 < :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_int"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "0"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success20-failure20]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 <= :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_int"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "4"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success21-failure21]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 < :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "abc"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success22-failure22]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 < :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str_set"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"SS": ["z"]}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success23-failure23]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 > :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_int"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "10"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success24-failure24]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 >= :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_int"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "6"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success25-failure25]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 > :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "zzz"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success26-failure26]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0.#n1 > :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "hello"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success27-failure27]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0.#n1 >= :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "hello2"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success28-failure28]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0.#n1 < :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "hello"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success29-failure29]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0.#n1 <= :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "he"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success30-failure30]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "begins_with(#n0, :v0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "z"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success31-failure31]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 BETWEEN :v0 AND :v1",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "z"}, ":v1": {"S": "zebra"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success32-failure32]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0 IN (:v0, :v1)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "e"}, ":v1": {"S": "d"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success33-failure33]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "contains(#n0, :v0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "blah"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success34-failure34]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "contains(#n0, #n1)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str_set", "#n1": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success35-failure35]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "begins_with(#n0.#n1, :v0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "z"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success36-failure36]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0.#n1 BETWEEN :v0 AND :v1",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "h"}, ":v1": {"S": "he"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success37-failure37]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "#n0.#n1 IN (:v0, :v1)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "a"}, ":v1": {"S": "b"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success38-failure38]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "contains(#n0.#n1, :v0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "foo"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success40-failure40]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "attribute_type(#n0, :v0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "N"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success41-failure41]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "size(#n0) > :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "20"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success42-failure42]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "(NOT size(#n0) = :v0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "3"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success43-failure43]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "attribute_not_exists(#n0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success44-failure44]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "attribute_type(#n0.#n1, :v0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "N"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success45-failure45]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "size(#n0.#n1) > :v0",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "20"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success46-failure46]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "(NOT size(#n0.#n1) = :v0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"N": "5"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success47-failure47]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "attribute_not_exists(#n0.#n1)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_nested_model", "#n1": "sample_field"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success48-failure48]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "(NOT #n0 = :v0)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "foo"}},
        },
    ),
    case(
        cite=REPO + "tests/test_update.py:273",
        note=RUN + "; test test_update_condition[failure-item0-success49-failure49]",
        table=T0,
        before=B7,
        operation="UpdateItem",
        request={
            "TableName": "my_object",
            "Key": {"id": {"S": "00000000-0000-4000-8000-000000000001"}},
            "ConditionExpression": "(#n0 = :v0 AND #n1 = :v1)",
            "UpdateExpression": "SET #0 = :0",
            "ExpressionAttributeNames": {"#0": "my_str", "#n0": "my_str", "#n1": "my_int"},
            "ExpressionAttributeValues": {":0": {"S": "new_value"}, ":v0": {"S": "foo"}, ":v1": {"N": "10"}},
        },
    ),
]

# --- test_update_expressions.py: the texts translate_updates is asserted to write ---
UNIT = "tests/test_update_expressions.py:"
UNIT_NOTE = (
    "the UpdateExpression, names and values translate_updates is asserted to return, sent as the UpdateItem "
    "dyntastic sends for them (values marshalled as boto3 marshals them) on one sample item"
)
UNIT_ITEM = item(
    id="sample",
    my_str="foo",
    my_other_str="bar",
    my_int=5,
    my_other_int=7,
    my_field=3,
    first_arg=1,
    second_arg=2,
    my_list=[1, 2, 3],
    my_dict={"my_str": "a", "nested_dict": {"my_str": "b"}, "my_int": 1, "my_field": 4, "my_list": [1, 2]},
    my_dict1={"nested1": {"my_str": "d"}},
    my_dict2={"nested2": {"my_str2": "e"}},
    dict2={"nested_dict": {"nested_str2": "f"}},
    dict_field={"my_field": 0},
    first_dict={"first_arg": 1},
    second_dict={"second_arg": 2},
    another_dict={"another_field": 3},
    field=1,
    other_field=2,
    third_field=3,
    my_set={"a", "b"},
    my_other_set={"a"},
)


def _unit(line: int, text: str, names: list, vals: list | None = None) -> dict:
    request = {
        "TableName": "my_object",
        "Key": {"id": {"S": "sample"}},
        "UpdateExpression": text,
        "ExpressionAttributeNames": {f"#{i}": n for i, n in enumerate(names)},
    }
    if vals:
        request["ExpressionAttributeValues"] = values({f":{i}": v for i, v in enumerate(vals)})
    return case(REPO + UNIT + str(line), "UpdateItem", request, T0, [UNIT_ITEM], UNIT_NOTE)


UNIT_CASES = [
    _unit(43, "SET #0.#1 = :0", ["my_dict", "my_str"], ["my_value"]),
    _unit(44, "SET #0.#1.#2 = :0", ["my_dict", "nested_dict", "my_str"], ["my_value"]),
    _unit(53, "SET #0 = #1", ["my_str", "my_other_str"]),
    _unit(54, "SET #0.#1 = #2", ["my_dict", "my_str", "my_other_str"]),
    _unit(
        57,
        "SET #0.#1.#2 = #3.#4.#5",
        ["my_dict1", "nested1", "my_str", "my_dict2", "nested2", "my_str2"],
    ),
    _unit(
        66,
        "SET #0 = #1, #2 = :0, #3.#4 = #5.#6.#7",
        ["my_str", "my_other_str", "my_int", "my_dict", "nested_str", "dict2", "nested_dict", "nested_str2"],
        [1],
    ),
    _unit(81, "SET #0 = if_not_exists(#1, #2)", ["my_int", "my_int", "my_other_int"]),
    _unit(
        85,
        "SET #0.#1 = if_not_exists(#2.#3, #4)",
        ["my_dict", "my_int", "my_dict", "my_int", "my_other_int"],
    ),
    _unit(
        98,
        "SET #0.#1 = if_not_exists(#2.#3, :0)",
        ["my_dict", "my_field", "my_other_dict", "my_other_field"],
        ["my_value"],
    ),
    _unit(121, "SET #0 = list_append(:0, :1)", ["my_field"], [[1, 2], [3, 4]]),
    _unit(128, "SET #0.#1 = list_append(:0, :1)", ["my_dict", "my_field"], [[1, 2], [3, 4]]),
    _unit(145, "SET #0.#1 = :0 + #2.#3", ["my_dict", "my_field", "my_dict", "my_field"], [5]),
    _unit(154, "SET #0 = #1 + #2", ["my_field", "first_arg", "second_arg"]),
    _unit(
        161,
        "SET #0.#1 = #2.#3 + #4.#5",
        ["dict_field", "my_field", "first_dict", "first_arg", "second_dict", "second_arg"],
    ),
    _unit(
        190,
        "SET #0.#1 = #2.#3 - #4.#5",
        ["my_dict", "my_field", "my_dict", "my_field", "another_dict", "another_field"],
    ),
    _unit(213, "REMOVE #0.#1[0]", ["my_dict", "my_list"]),
    _unit(232, "REMOVE #0, #1[2]", ["my_field", "my_list"]),
    _unit(247, "ADD #0 #1", ["field", "other_field"]),
    _unit(248, "ADD #0 #1, #2 :0", ["field", "other_field", "third_field"], [10]),
    _unit(286, "DELETE #0 #1", ["my_set", "my_other_set"]),
]

# test_query_pager[1]: a Query reaching its Limit on a table with no sort key (no LastEvaluatedKey)
PAGER_ONE = case(
    cite=REPO + "tests/test_query.py:21",
    note=RUN + "; test test_query_pager[1]",
    table=T0,
    before=B1,
    operation="Query",
    request={
        "TableName": "my_object",
        "ConsistentRead": False,
        "Limit": 1,
        "KeyConditionExpression": "#n0 = :v0",
        "ScanIndexForward": True,
        "ExpressionAttributeNames": {"#n0": "id"},
        "ExpressionAttributeValues": {":v0": {"S": "id1"}},
    },
)

CASES = RUN_CASES + UNIT_CASES + [PAGER_ONE]
