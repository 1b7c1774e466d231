"""A pasted AWS SDK for JavaScript v3 command -> the request it sends (builder/js_call.py)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from builder.forms.limits import STATE_MAX_DEPTH
from builder.js_call import JsError, read_js_call


def read(text: str):
    return read_js_call(text, max_depth=STATE_MAX_DEPTH)


def test_the_literal_syntax_of_hand_written_code():
    code = """
import { DynamoDBDocumentClient, UpdateCommand, NumberValue } from "@aws-sdk/lib-dynamodb";
const doc = DynamoDBDocumentClient.from(client);
/* a block comment */
await doc.send(
  new UpdateCommand({
    TableName: 'Social',              // single quotes, trailing commas, comments
    Key: { PK: `POST#a91f`, "SK": 'META' },
    UpdateExpression: "SET tags = :t, blob = :b, big = :n, hex = :h, neg = :m, txt = :x, nothing = :z",
    ExpressionAttributeValues: {
      ":t": new Set(["a", "b"]),
      ":b": new Uint8Array([0, 1, 255]),
      ":n": NumberValue.from("12345678901234567890.5"),
      ":h": 0xff,
      ":m": -1.5e3,
      ":x": Buffer.from("aGk=", "base64"),
      ":z": null,
    },
    ReturnValues: "ALL_NEW",
  }),
);
"""
    operation, params, notes = read(code)
    assert operation == "UpdateItem" and notes == []
    assert params["TableName"] == "Social"
    assert params["Key"] == {"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}}
    values = params["ExpressionAttributeValues"]
    assert sorted(values[":t"]["SS"]) == ["a", "b"]
    assert values[":b"] == {"B": "AAH/"}
    assert values[":n"] == {"N": "12345678901234567890.5"}
    assert values[":h"] == {"N": "255"}
    assert Decimal(values[":m"]["N"]) == Decimal("-1500")
    assert values[":x"] == {"B": "aGk="}
    assert values[":z"] == {"NULL": True}


def test_a_client_command_is_taken_as_written_and_a_named_input_is_found():
    code = """import { DynamoDBClient, QueryCommand } from "@aws-sdk/client-dynamodb";
const params = {
  TableName: "Social",
  KeyConditionExpression: "PK = :pk",
  ExpressionAttributeValues: { ":pk": { S: "POST#a91f" } },
  Limit: 25,
};
const out = await client.send(new QueryCommand(params));
await client.send(new QueryCommand(params));"""
    operation, params, notes = read(code)
    assert operation == "Query"
    assert params == {
        "TableName": "Social",
        "KeyConditionExpression": "PK = :pk",
        "ExpressionAttributeValues": {":pk": {"S": "POST#a91f"}},
        "Limit": 25,
    }
    assert notes == ["The code makes 2 requests; the first, QueryCommand (line 8), is read."]


def test_a_query_command_is_the_documentclients_when_it_is_imported_from_lib_dynamodb():
    code = 'import { QueryCommand } from "@aws-sdk/lib-dynamodb";\nnew QueryCommand({ TableName: "T", ExpressionAttributeValues: { ":a": 1 } })'
    assert read(code)[1]["ExpressionAttributeValues"] == {":a": {"N": "1"}}


def test_numbers_as_javascript_holds_them():
    code = 'new PutCommand({ TableName: "T", Item: { id: "a", n: 0.1, big: 12345678901234567890.5 } })'
    _, params, notes = read(code)
    assert params["Item"]["n"] == {"N": "0.1"}
    assert Decimal(params["Item"]["big"]["N"]) == Decimal(repr(12345678901234567890.5))
    assert notes == [
        "A JavaScript number does not hold 12345678901234567890.5 -> 1.2345678901234567e+19 exactly; read as "
        'the SDK sends it (NumberValue.from("...") keeps a number as written).'
    ]
    with pytest.raises(JsError, match=r"the DocumentClient refuses 9007199254740993, beyond Number\.MAX_SAFE_INTEGER"):
        read('new PutCommand({ TableName: "T", Item: { id: "a", n: 9007199254740993 } })')
    assert read('new PutCommand({ TableName: "T", Item: { id: "a", n: 9007199254740993n } })')[1]["Item"]["n"] == {
        "N": "9007199254740993"
    }


def test_a_number_with_a_point_and_no_digits_after_it():
    """``5.`` is JavaScript's 5 (and ``5.e1`` its 50); found by the differential fuzzer."""
    code = 'new PutCommand({ TableName: "T", Item: { id: "a", n: 5., e: 5.e1, m: -1. }, })'
    assert read(code)[1]["Item"] == {"id": {"S": "a"}, "n": {"N": "5"}, "e": {"N": "50"}, "m": {"N": "-1"}}
    with pytest.raises(JsError, match=r"5\.n is no BigInt"):
        read('new PutCommand({ TableName: "T", Item: { id: "a", n: 5.n } })')


def test_a_key_written_as_a_number_is_the_name_javascript_gives_it():
    """JavaScript names a numeric key by the number's text: ``{0x10: ...}`` is
    "16", ``{1e3: ...}`` "1000"; found by the differential fuzzer."""
    code = (
        'new PutCommand({ TableName: "T", Item: { id: "a", 7: 1, 0x10: 2, 0o20: 3, 0b1: 4, 1e3: 5, 1_000_000: 6,'
        " 1.50: 7, .5: 8, 2.: 9, 10n: 10, 9007199254740993: 11 } })"
    )
    assert list(read(code)[1]["Item"]) == [
        "id", "7", "16", "1", "1000", "1000000", "1.5", "0.5", "2", "10", "9007199254740992"
    ]  # fmt: skip
    with pytest.raises(JsError, match="a key written as the number 1e21, which JavaScript names in exponent form"):
        read('new PutCommand({ TableName: "T", Item: { id: "a", 1e21: 1 } })')


@pytest.mark.parametrize(
    "value, message",
    [
        ('{ BOOL: "false" }', '{ BOOL: "false" }: the SDK sends it as true (BOOL takes true or false)'),
        ("{ BOOL: 0 }", "{ BOOL: 0 }: the SDK sends it as false"),
        ('{ NULL: "x" }', '{ NULL: "x" }: the SDK sends it as true'),
        ("{ N: 5 }", '{ N: 5 }: the SDK sends it as "" (N takes text: { N: "..." })'),
        ("{ S: true }", '{ S: true }: the SDK sends it as ""'),
        ("{ S: null }", "{ S: null }: the SDK sends the value as {}, with no type"),
        ('{ NS: [1, "2"] }', '{ NS: [...] }: the SDK sends each item that is no text as ""'),
        ("{ L: [{ M: { a: { N: 1.5 } } }] }", "{ N: 1.5 }: the SDK sends it"),
    ],
)
def test_a_typed_value_that_is_not_its_types_is_refused(value, message):
    """The client sends ``{ BOOL: "false" }`` as true and ``{ N: 5 }`` as "",
    refusing neither (AWS's own update-item.js writes the first): the reader
    says so rather than read what is written."""
    code = f'new UpdateItemCommand({{ TableName: "T", Key: {{ id: {{ S: "a" }} }}, ExpressionAttributeValues: {{ ":v": {value} }} }})'
    with pytest.raises(JsError) as e:
        read(code)
    assert message in str(e.value)
    ok = 'new PutItemCommand({ TableName: "T", Item: { S: { S: "a" }, N: { N: "1" }, BOOL: { BOOL: false }, M: { M: { N: { NULL: true } } } } })'
    assert read(ok)[1]["Item"]["BOOL"] == {"BOOL": False}


def test_a_whole_number_written_with_a_point_or_an_exponent_is_a_whole_number():
    """``Limit: 1e3`` is the count 1000, as JavaScript holds it, not the text
    "1E+3"; found by the differential fuzzer."""
    code = 'new ScanCommand({ TableName: "T", Limit: 1e3, Segment: 0., TotalSegments: 2.0, ExclusiveStartKey: { n: { N: "1" } } })'
    assert read(code)[1] == {
        "TableName": "T",
        "Limit": 1000,
        "Segment": 0,
        "TotalSegments": 2,
        "ExclusiveStartKey": {"n": {"N": "1"}},
    }
    assert read('new PutCommand({ TableName: "T", Item: { n: 1.5e1, m: -0.0 } })')[1]["Item"] == {
        "n": {"N": "15"},
        "m": {"N": "0"},
    }


def test_a_character_escaped_as_its_two_utf16_halves_is_one_character():
    """JavaScript's strings are UTF-16: "\\uD83D\\uDE00" is 😀 (as Python's
    json.dumps writes it); a lone half stays as it is. Found by the differential fuzzer."""
    code = r'new PutCommand({ TableName: "T", Item: { a: "x\uD83D\uDE00y", b: `\ud83d\ude00`, c: "\uD800" } })'
    item = read(code)[1]["Item"]
    assert item["a"] == {"S": "x😀y"} and item["b"] == {"S": "😀"} and item["c"] == {"S": "\ud800"}


@pytest.mark.parametrize(
    "code, message",
    [
        ('new GetCommand({ TableName: "T", Key: { id } })', "line 1: id: a key without a value (shorthand)"),
        ('new GetCommand({ TableName: "T", Key: { id: userId } })', "userId is a variable or a call"),
        ('new GetCommand({ ...base, TableName: "T" })', "a spread (...)"),
        ('new GetCommand({ TableName: "T", Key: { [k]: "a" } })', "a computed key"),
        ("new GetCommand({ TableName: `T${env}` })", "a template with ${...}"),
        ('new GetCommand({ TableName: "T", Key: { id: undefined } })', "undefined is no value DynamoDB stores"),
        ("new GetCommand(input)", "input is a variable the code does not set to an object literal"),
        ('new GetCommand({ TableName: "T" ', "',' or '}' expected, got the end of the code"),
        ('new GetCommand({ TableName: "T', "a string that does not end"),
        ('new PutCommand({ TableName: "T", Item: { a: [1,,2] } })', "an array with a hole"),
        ('new PutCommand({ TableName: "T", Item: { a: new Map() } })', "new Map: the builder reads new Set"),
        ('new PutCommand({ TableName: "T", Item: { a: new Uint8Array([256]) } })', "an array of bytes"),
        ('new PutCommand({ TableName: "T", Item: { a: Buffer.from("%%", "base64") } })', "not base64"),
        ('new PutCommand({ TableName: "T", Item: { a: NumberValue.from(1) } })', "NumberValue.from takes"),
        ('new PutCommand({ TableName: "T", Item: { a: 1e999 } })', "beyond what a JavaScript number holds"),
        ('new PutCommand({ TableName: "T", Item: { a: 1e999999999 } })', "beyond what a JavaScript number holds"),
        ('new PutCommand({ TableName: "T", Limit: 0x' + "f" * 200 + " })", "a number of more than 100 characters"),
        ('new PutCommand({ TableName: "T", Item: { a: "\\u{110000}" } })', "no code point"),
        ('new PutCommand({ TableName: "T" /* open', "a comment that does not end"),
        ("new PutCommand(" + "{a: " * 90 + "1" + "}" * 90 + ")", "nest more than"),
        ('new PutCommand({ TableName: "T", Item: { a: new Set([[1]]) } })', "a set holds numbers"),
        ('new PutCommand({ TableName: "T", Item: { a: +1n } })', "+ before a BigInt throws a TypeError"),
        ('new PutCommand({ TableName: "T", Item: { a: new Set([]) } })', "an empty set: the DocumentClient refuses"),
        ('new PutCommand({ TableName: "T", Item: { a: [new Set()] } })', "an empty set: the DocumentClient refuses"),
    ],
)
def test_what_it_cannot_read_is_refused_saying_where_and_why(code, message):
    with pytest.raises(JsError) as e:
        read(code)
    assert message in str(e.value)


def test_a_query_or_scan_without_its_import_is_told_by_its_values():
    plain = 'new QueryCommand({ TableName: "T", KeyConditionExpression: "a = :a", ExpressionAttributeValues: { ":a": "x" } })'
    typed = 'new QueryCommand({ TableName: "T", KeyConditionExpression: "a = :a", ExpressionAttributeValues: { ":a": { S: "x" } } })'
    assert read(plain)[1]["ExpressionAttributeValues"] == {":a": {"S": "x"}}
    assert read(typed)[1]["ExpressionAttributeValues"] == {":a": {"S": "x"}}
    assert read('new ScanCommand({ TableName: "T", ExclusiveStartKey: { id: { M: {} } } })')[1][
        "ExclusiveStartKey"
    ] == {"id": {"M": {}}}


@pytest.mark.parametrize(
    ("value", "message"),
    [
        # the whole member chain is named, not only its first name (the message named `this`, `process`)
        ("this.tableName", "this.tableName is a variable: put its value in its place"),
        ("this.config.table", "this.config.table is a variable: put its value in its place"),
        ("process.env.TABLE", "process.env.TABLE is a variable: put its value in its place"),
        ("process . env /* the table */ . TABLE_NAME", "process.env.TABLE_NAME is a variable"),
        ('process.env["MY TABLE"]', 'process.env["MY TABLE"] is a variable'),
        ("this.tables[0].name", "this.tables[0].name is a variable"),
        ("this?.config?.table", "this?.config?.table is a variable"),
        ("config.get('table')", "config.get(...) is a call: put its value in its place"),
        ("Buffer.alloc(2)", "Buffer.alloc(...) is a call"),
        ("tableName", "tableName is a variable or a call"),
        ("this.a" + ".b" * 40, "this.a.b.b"),
    ],
)
def test_a_member_chain_is_refused_naming_the_whole_expression(value, message):
    with pytest.raises(JsError) as e:
        read(f"new GetCommand({{ TableName: {value}, Key: {{ id: 'a' }} }})")
    assert f"line 1: {message}" in str(e.value)
    assert len(str(e.value)) < 200
