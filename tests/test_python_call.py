"""A pasted boto3 call -> the request boto3 sends (builder/python_call.py, builder/pasted.py)."""

from __future__ import annotations

import json

import boto3
import pytest
from botocore.awsrequest import AWSResponse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from builder.forms.limits import PASTE_MAX_BYTES, STATE_MAX_DEPTH
from builder.pasted import PasteError, read_code
from builder.python_call import CallError, read_python_call
from tests.fixtures import same_request


def read(text: str):
    return read_python_call(text, max_depth=STATE_MAX_DEPTH)


def sent_by_boto3(method: str, kwargs: dict) -> dict:
    """The request body boto3's own Table sends for ``table.<method>(**kwargs)``,
    read where botocore is about to send it (nothing is sent)."""
    resource = boto3.resource("dynamodb", region_name="us-east-1", aws_access_key_id="x", aws_secret_access_key="x")
    table = resource.Table("Social")
    sent: list = []

    def answer(params, **kwargs):  # in DynamoDB's place: keep what is sent, answer {}
        sent.append(json.loads(params["body"]))
        return AWSResponse(params["url"], 200, {}, None), {}

    table.meta.client.meta.events.register("before-call.dynamodb", answer)
    getattr(table, method)(**kwargs)
    (body,) = sent
    return body


def test_a_table_call_with_key_and_attr_is_the_request_boto3_sends():
    from decimal import Decimal

    from boto3.dynamodb.conditions import Attr, Key

    code = """
import boto3
from boto3.dynamodb.conditions import Key, Attr

table = boto3.resource("dynamodb").Table("Social")
response = table.query(
    KeyConditionExpression=Key("PK").eq("POST#a91f") & Key("SK").begins_with("LIKE#"),
    FilterExpression=Attr("likedAt").gt(Decimal("1750000000")) | ~Attr("hidden").exists(),
    ProjectionExpression="SK, likedAt",
    Limit=25,
)
"""
    operation, params, notes = read(code)
    assert operation == "Query" and notes == []
    assert params == sent_by_boto3(
        "query",
        {
            "KeyConditionExpression": Key("PK").eq("POST#a91f") & Key("SK").begins_with("LIKE#"),
            "FilterExpression": Attr("likedAt").gt(Decimal("1750000000")) | ~Attr("hidden").exists(),
            "ProjectionExpression": "SK, likedAt",
            "Limit": 25,
        },
    )


def test_plain_values_sets_bytes_and_floats_as_boto3_serializes_them():
    code = """table = dynamodb.Table("Social")
table.update_item(
    Key={"PK": "a", "SK": "b"},
    UpdateExpression="SET tags = :t, blob = :b, n = :n, ratio = :r, gone = :g",
    ExpressionAttributeValues={":t": {"x", "y"}, ":b": b"\\x00\\x01", ":n": -3, ":r": 0.5, ":g": None},
)"""
    operation, params, notes = read(code)
    assert operation == "UpdateItem"
    assert params["TableName"] == "Social"
    values = params["ExpressionAttributeValues"]
    assert sorted(values[":t"]["SS"]) == ["x", "y"]
    assert values[":b"] == {"B": "AAE="}
    assert values[":n"] == {"N": "-3"} and values[":r"] == {"N": "0.5"} and values[":g"] == {"NULL": True}
    assert notes == [
        'boto3 refuses float values (0.5); they are read as the doubles Python holds: write Decimal("...") in the code.'
    ]


def test_size_and_attribute_comparisons_as_boto3_writes_them():
    from boto3.dynamodb.conditions import Attr

    code = 't = r.Table("Social")\nt.scan(FilterExpression=Attr("tags").size().gt(2) & Attr("a").eq(Attr("b")))'
    assert read(code)[1] == sent_by_boto3(
        "scan", {"FilterExpression": Attr("tags").size().gt(2) & Attr("a").eq(Attr("b"))}
    )


def test_a_client_call_is_taken_as_written_and_bytes_become_base64():
    code = """client = boto3.client("dynamodb")
client.put_item(TableName="T", Item={"id": {"S": "a"}, "b": {"B": b"\\xff"}}, ReturnValues="ALL_OLD")
client.get_item(TableName="T", Key={"id": {"S": "a"}})"""
    operation, params, notes = read(code)
    assert (operation, params) == (
        "PutItem",
        {"TableName": "T", "Item": {"id": {"S": "a"}, "b": {"B": "/w=="}}, "ReturnValues": "ALL_OLD"},
    )
    assert notes == ["The code makes 2 requests; the first, put_item (line 2), is read."]


def test_what_the_code_does_not_say_is_guessed_from_the_call():
    # no TableName: a Table's call (plain values); TableName: the client's (typed values)
    assert read('t.get_item(Key={"id": "a"})')[1] == {"Key": {"id": {"S": "a"}}}
    assert read('ddb.get_item(TableName="T", Key={"id": {"S": "a"}})')[1] == {
        "TableName": "T",
        "Key": {"id": {"S": "a"}},
    }
    assert read('self.table.get_item(Key={"id": 1})\nself.table = r.Table("X")')[1] == {
        "TableName": "X",
        "Key": {"id": {"N": "1"}},
    }


@pytest.mark.parametrize(
    "code, message",
    [
        ('table.get_item(Key={"id": user_id})', "line 1: user_id is a variable: put its value in its place"),
        ('table.get_item(Key={"id": f"u#{x}"})', "an f-string"),
        ('table.get_item(Key={"id": str(1)})', "str(1) cannot be read"),
        ("table.get_item(**params)", "**... passes parameters the builder cannot see"),
        ('table.get_item({"id": "a"})', "by name (TableName=...), not by place"),
        ('client = boto3.client("dynamodb")\nclient.query(KeyConditionExpression=Key("a").eq(1))', "the client takes"),
        ('table.get_item(Key={"id": Decimal("x")})', 'Decimal("x") is not a number'),
        ('table.get_item(Key={"id": 1 + 2})', "cannot be read as a value"),
        ("table.get_item(Key={1: 2})", "a key is text"),
        ("table.get_item(Key=", "cannot be read as Python"),
        (
            "const data = await docClient.query(params).promise();",
            "if it is JavaScript, the builder reads the SDK v3's commands",
        ),
        ("x = 1", "makes no DynamoDB request"),
        ('client.put_item(TableName="T", Item={"s": {"SS": {"a"}}})', "a set is a Table's value"),
        ('table.query(KeyConditionExpression=Key("a").between(1))', "between"),
        ("table.get_item(Key=" + '{"a": ' * 90 + "1" + "}" * 90 + ")", "nest more than"),
        ('t.put_item(Item={"a": Decimal("1e999999")})', "outside DynamoDB's range"),
        ('t.put_item(Item={"a": Decimal("1' + "1" * 60 + '")})', "more than 38 significant digits"),
        ('t.put_item(Item={"a": 1e400})', "a float too large for Python (it reads as inf)"),
        ('t.put_item(Item={"a": ' + "9" * 4000 + "})", "a number of more than 100 digits"),
        ('t.put_item(Item={"a": ' + "9" * 90 + "})", "more than 38 significant digits"),
        ('t.put_item(Item={"a": Decimal("NaN")})', "Infinity and NaN not supported"),
        ('t.query(KeyConditionExpression=Attr("a").eq(1))', "only supports Attribute objects of type Key"),
        ('t.scan(FilterExpression=Key("a"))', "Key cannot stand where it is"),
        ('t.put_item(Item={"a": Key("b").eq(1)})', "boto3 would refuse this call: Unsupported type"),
    ],
)
def test_what_it_cannot_read_is_refused_saying_where_and_why(code, message):
    with pytest.raises(CallError) as e:
        read(code)
    assert message in str(e.value)


def test_bounds_come_before_the_work():
    with pytest.raises(PasteError, match=r"the text is larger than 409,600 bytes") as e:
        read_code("t.get_item(Key={})" + " " * PASTE_MAX_BYTES, PASTE_MAX_BYTES, STATE_MAX_DEPTH)
    assert e.value.too_big
    with pytest.raises(PasteError, match="the code sends GetItem, not Query"):
        read_code('t.get_item(Key={"a": 1})', PASTE_MAX_BYTES, STATE_MAX_DEPTH, operation="Query")
    with pytest.raises(PasteError, match="cannot be read as Python"):  # the parser's own bound on nesting
        read_code("t.get_item(Key=" + "[" * 300 + "]" * 300 + ")", PASTE_MAX_BYTES, STATE_MAX_DEPTH)


def test_json_and_other_text_are_left_to_the_json_reader():
    assert read_code('{"TableName": "t.get_item(x)"}', PASTE_MAX_BYTES, STATE_MAX_DEPTH) is None
    assert read_code("nothing to see", PASTE_MAX_BYTES, STATE_MAX_DEPTH) is None


_PIECES = st.sampled_from(
    [
        "t.get_item(",
        "t.query(",
        "Key=",
        "{",
        "}",
        "[",
        "]",
        "(",
        ")",
        ",",
        '"a"',
        "1",
        "1.5",
        "b'x'",
        "Key('a')",
        ".eq(1)",
        " & ",
        " | ",
        "~",
        "Decimal('1')",
        "{1, 2}",
        "None",
        "True",
        "x",
        "**k",
        "=",
        ":",
        "\n",
        "#",
    ]
) | st.text(max_size=6)


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECES, max_size=20))
def test_any_code_is_read_or_refused_with_a_message(pieces):
    text = "t.get_item(" + "".join(pieces)
    try:
        found = read_code(text, PASTE_MAX_BYTES, STATE_MAX_DEPTH)
    except PasteError as e:
        assert str(e)
    else:
        assert found is None or (isinstance(found[1], dict) and found[0] in {"GetItem", "Query"})


def test_an_invalid_escape_in_the_code_warns_nobody(recwarn):
    assert read('t.get_item(Key={"a": "\\d"})')[1] == {"Key": {"a": {"S": "\\d"}}}
    assert not recwarn.list


@settings(max_examples=800, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_every_mutated_code_tab_is_read_or_refused_with_a_message(data):
    """The attack suite's mutated Python and JavaScript tabs and commands
    (values the SDK refuses, junk put in), many more of them than it sends
    through the page."""
    from tests.attack.test_fuzz import command_text, js_text, python_text

    text = data.draw(st.sampled_from([python_text(), command_text(), js_text()]).flatmap(lambda s: s))
    try:
        found = read_code(text, PASTE_MAX_BYTES, STATE_MAX_DEPTH)
    except PasteError as e:
        assert str(e)
    else:
        assert found is None or isinstance(found[1], dict)


def test_a_long_list_of_numbers_is_read_in_one_pass():
    """Each number is read from the syntax tree alone: reading its text back
    from the source (ast.get_source_segment splits the whole code each time)
    made a 30,000-number list take minutes."""
    code = "t.put_item(Item={'a': [" + ", ".join(str(i) for i in range(30_000)) + ", 0.5]})"
    _, params, notes = read(code)
    assert len(params["Item"]["a"]["L"]) == 30_001
    assert notes[0].startswith("boto3 refuses float values (0.5)")


# ---------------------------------------------------------------------------
# with table.batch_writer() as batch: the BatchWriteItem boto3 sends for the block
# ---------------------------------------------------------------------------
def sent_by_boto3_code(code: str) -> list[dict]:
    """The bodies boto3 sends when ``code`` runs with ``dynamodb`` a real
    resource whose client keeps what it would send (nothing is sent) and
    answers that every write was made."""
    from decimal import Decimal

    resource = boto3.resource("dynamodb", region_name="us-east-1", aws_access_key_id="x", aws_secret_access_key="x")
    sent: list = []

    def answer(params, **kwargs):
        sent.append(json.loads(params["body"]))
        return AWSResponse(params["url"], 200, {}, None), {"UnprocessedItems": {}}

    resource.meta.client.meta.events.register("before-call.dynamodb", answer)
    exec(compile(code, "<pasted>", "exec"), {"dynamodb": resource, "Decimal": Decimal})
    return sent


BATCH_BLOCK = """
table = dynamodb.Table("Movies")
with table.batch_writer({options}) as batch:
{writes}
"""


def batch_block(writes: list[str], options: str = "") -> str:
    return BATCH_BLOCK.format(options=options, writes="\n".join("    " + w for w in writes))


@pytest.mark.parametrize(
    ("writes", "options", "requests"),
    [
        # puts and a delete: one BatchWriteItem, in the code's order
        (
            [
                'batch.put_item(Item={"pk": "a", "n": Decimal("1.5"), "tags": {"x", "y"}})',
                'batch.delete_item(Key={"pk": "b"})',
                'batch.put_item(Item={"pk": "c", "m": {"l": [1, True, None]}})',
            ],
            "",
            1,
        ),
        # 30 writes: boto3 sends 25, then 5 when the block ends; the first is read
        ([f'batch.put_item(Item={{"pk": "p{n}"}})' for n in range(30)], "", 2),
        # overwrite_by_pkeys: a later write of the same key replaces the earlier one in the buffer
        (
            [
                'batch.put_item(Item={"pk": "a", "sk": 1, "v": "old"})',
                'batch.put_item(Item={"pk": "a", "sk": 2})',
                'batch.put_item(Item={"pk": "a", "sk": 1, "v": "new"})',
                'batch.delete_item(Key={"pk": "a", "sk": 2})',
            ],
            'overwrite_by_pkeys=["pk", "sk"]',
            1,
        ),
    ],
    ids=["puts-and-a-delete", "thirty-writes", "overwrite-by-pkeys"],
)
def test_a_batch_writer_block_is_the_batch_write_item_boto3_sends(writes, options, requests):
    code = batch_block(writes, options)
    sent = sent_by_boto3_code(code)
    assert len(sent) == requests
    operation, params, notes = read(code)
    assert operation == "BatchWriteItem"
    assert same_request(params) == same_request(sent[0])  # a set's members in the order each side iterates them
    said = " ".join(notes)
    assert ("BatchWriteItem requests" in said) == (requests > 1), notes


def test_a_batch_writer_block_the_builder_cannot_read_says_why():
    unnamed = "with table.batch_writer() as batch:\n    batch.put_item(Item={'pk': 'a'})\n"
    with pytest.raises(CallError, match=r"line 1: the batch writer's table is not named in the code"):
        read(unnamed)
    missing = batch_block(['batch.put_item(Item={"pk": "a"})'], 'overwrite_by_pkeys=["pk", "sk"]')
    with pytest.raises(CallError, match=r"line 4: boto3 would fail: the Item has no 'sk', which overwrite_by_pkeys"):
        read(missing)
    with pytest.raises(KeyError):  # as boto3 itself fails
        sent_by_boto3_code(missing)
    looped = batch_block(["for item in items:", "    batch.put_item(Item=item)"])
    with pytest.raises(CallError, match=r"item is a variable"):
        read(looped)


def test_a_batch_writer_block_whose_name_is_not_one_writer_is_refused():
    """The block's put_item/delete_item calls on its name were all read as its
    writer's: a batch writer inside it (even one bound to the same name, whose
    writes boto3 sends first, to its own table) or the name set to something
    else (a Table, whose put_item is a PutItem) was read as the outer writer's
    writes, without a word."""
    nested = """
table = dynamodb.Table("Movies")
other = dynamodb.Table("Shows")
with table.batch_writer() as batch:
    batch.put_item(Item={"pk": "a"})
    with other.batch_writer() as batch:
        batch.put_item(Item={"pk": "b"})
"""
    assert sent_by_boto3_code(nested)[0] == {"RequestItems": {"Shows": [{"PutRequest": {"Item": {"pk": {"S": "b"}}}}]}}
    with pytest.raises(CallError, match=r"line 6: a second batch writer in the block"):
        read(nested)
    beside = nested.replace('    batch.put_item(Item={"pk": "a"})\n    with other.batch_writer() as batch:\n', "")
    beside = beside.replace(
        "with table.batch_writer() as batch:", "with table.batch_writer() as batch, other.batch_writer() as b2:"
    )
    with pytest.raises(CallError, match=r"line 4: a second batch writer in the block"):
        read(beside)
    rebound = batch_block(['batch.put_item(Item={"pk": "a"})', "batch = table", 'batch.put_item(Item={"pk": "b"})'])
    assert len(sent_by_boto3_code(rebound)) == 2  # a PutItem, then the BatchWriteItem of "a"
    with pytest.raises(CallError, match=r"line 5: batch is set again inside its batch writer block"):
        read(rebound)


def test_an_f_string_with_no_placeholder_is_its_text():
    # the differential fuzzer (tests/test_paste_fuzz_boto3.py) found f"..." with no {...} refused, alone or
    # beside "..." in an implicit concatenation; boto3 gets the text, and so does the reader ({{ is a brace)
    code = 'table.get_item(Key={f"pk": f"u#" "1" f"{{a}}"}, ProjectionExpression=f"#n")'
    operation, params, _ = read(code)
    assert (operation, params["Key"], params["ProjectionExpression"]) == ("GetItem", {"pk": {"S": "u#1{a}"}}, "#n")
    assert params == {
        k: v
        for k, v in sent_by_boto3("get_item", {"Key": {"pk": "u#1{a}"}, "ProjectionExpression": "#n"}).items()
        if k != "TableName"
    }
