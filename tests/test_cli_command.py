"""A pasted ``aws dynamodb`` command -> the request it sends (builder/cli_command.py)."""

from __future__ import annotations

import base64
import json
import shlex

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from builder.cli_command import CommandError, is_command, read_command, shell_words
from builder.expr.emit.cli import cli
from builder.forms.limits import PASTE_MAX_BYTES, STATE_MAX_DEPTH
from builder.pasted import PasteError, read_code


def read(text: str):
    return read_command(text, max_bytes=PASTE_MAX_BYTES, max_depth=STATE_MAX_DEPTH)


def test_a_multi_line_command_with_options_in_single_quotes():
    # the form AWS's documentation and READMEs write (backslash line ends, JSON in single quotes)
    command = """aws dynamodb update-item \\
  --table-name dev-claude-users \\
  --key '{"userId": {"S": "alice"}}' \\
  --update-expression "SET #status = :suspended" \\
  --condition-expression "attribute_exists(userId)" \\
  --expression-attribute-names '{"#status": "status"}' \\
  --expression-attribute-values '{
    ":suspended": {"S": "suspended"}
  }' \\
  --return-values ALL_NEW"""
    assert read(command) == (
        "UpdateItem",
        {
            "TableName": "dev-claude-users",
            "Key": {"userId": {"S": "alice"}},
            "UpdateExpression": "SET #status = :suspended",
            "ConditionExpression": "attribute_exists(userId)",
            "ExpressionAttributeNames": {"#status": "status"},
            "ExpressionAttributeValues": {":suspended": {"S": "suspended"}},
            "ReturnValues": "ALL_NEW",
        },
        [],
    )


def test_json_in_escaped_double_quotes_a_prompt_and_global_options_anywhere():
    command = (
        '$ aws --region us-east-1 dynamodb --output text delete-item --table-name "T" '
        '--key "{\\"id\\":{\\"S\\":\\"a b\\"}}" --profile dev --endpoint-url=http://localhost:8000'
    )
    operation, params, notes = read(command)
    assert (operation, params) == ("DeleteItem", {"TableName": "T", "Key": {"id": {"S": "a b"}}})
    assert notes == [
        "Left out: --region, --output, --profile, --endpoint-url, options of the AWS CLI, not of the request "
        "(the builder sends requests where its server is set up to)."
    ]


def test_flags_numbers_lists_and_the_clis_own_paging():
    command = (
        "aws dynamodb scan --table-name T --no-consistent-read --limit 5 --segment=0 --total-segments 2 "
        "--attributes-to-get a b c"
    )
    operation, params, notes = read(command)
    assert operation == "Scan"
    assert params == {
        "TableName": "T",
        "ConsistentRead": False,
        "Limit": 5,
        "Segment": 0,
        "TotalSegments": 2,
        "AttributesToGet": ["a", "b", "c"],
    }
    assert notes == []
    flag = read('aws dynamodb get-item --table-name T --key \'{"a": {"S": "x"}}\' --consistent-read')[1]
    assert flag["ConsistentRead"] is True
    assert read('aws dynamodb get-item --table-name T --attributes-to-get \'["a", "b"]\'')[1]["AttributesToGet"] == [
        "a",
        "b",
    ]


def test_cli_input_json_with_options_beside_it_which_win():
    whole = {"TableName": "A", "Item": {"a": {"S": "x"}}, "ReturnValues": "ALL_OLD"}
    command = f"aws dynamodb put-item --cli-input-json {shlex.quote(json.dumps(whole))} --table-name B"
    assert read(command) == ("PutItem", {**whole, "TableName": "B"}, [])


def test_base64_binary_is_read_as_the_cli_v2_reads_it():
    params = {"TableName": "T", "Item": {"b": {"B": "AAE="}}}
    command = cli("PutItem", params)
    assert "--cli-binary-format base64" in command
    assert read(command) == ("PutItem", params, [])


def test_shell_variables_are_named_in_a_note():
    command = """aws dynamodb update-item --table-name "$TABLE" --key '{"id": {"S": "'$ID'"}}' \\
        --update-expression "SET a = :a" --expression-attribute-values '{":a": {"S": "${VALUE}"}}'"""
    _, params, notes = read(command)
    assert params["TableName"] == "$TABLE" and params["Key"] == {"id": {"S": "$ID"}}
    assert notes == [
        "The command uses shell variables ($ID, $TABLE, ${VALUE}); they are read as written: "
        "put their values in their place."
    ]


@pytest.mark.parametrize(
    "command, message",
    [
        # aws/aws-cli@0907616 awscli/examples/dynamodb/query.rst: the JSON is in a file beside the command
        (
            'aws dynamodb query --table-name MusicCollection --key-condition-expression "Artist = :v1 AND '
            'SongTitle = :v2" --expression-attribute-values file://expression-attributes.json',
            "--expression-attribute-values 'file://expression-attributes.json': the builder cannot read files",
        ),
        ("aws dynamodb put-item --table-name T --item Key={S=a}", "not in the CLI's shorthand syntax"),
        ("aws dynamodb put-item --cli-input-yaml 'TableName: T'", "paste the request as JSON"),
        ("aws dynamodb create-table --table-name T", "`aws dynamodb create-table` is not a request the builder builds"),
        ("aws s3 ls", "not an `aws dynamodb` command"),
        ("aws dynamodb", "names no DynamoDB command"),
        ("aws dynamodb get-item --table-nme T", "--table-nme is not an option of `aws dynamodb get-item`"),
        ("aws dynamodb get-item --table-name", "--table-name needs a value"),
        ("aws dynamodb get-item --table-name A --table-name B", "--table-name is given twice"),
        ("aws dynamodb get-item --consistent-read --no-consistent-read", "--consistent-read is given twice"),
        ("aws dynamodb get-item --consistent-read=true", "takes no value"),
        ("aws dynamodb get-item --table-name 'T", "cannot be split as a shell would: no closing quotation"),
        ("aws dynamodb scan --table-name T --limit ten", "--limit takes a whole number, got 'ten'"),
        ("aws dynamodb get-item --table-name T --key '{\"a\": 1'", "--key: not valid JSON"),
        ("aws dynamodb get-item --key '[' --table-name T", "--key: not valid JSON"),
        ("aws dynamodb get-item --table-name T --projection-expression a b", "'b' is not an option"),
        (
            "aws --cli-binary-format raw-in-base64-out dynamodb put-item --table-name T",
            "reads binary values as base64",
        ),
        ("aws dynamodb put-item --cli-input-json '[1]'", "a JSON object"),
        ("aws dynamodb get-item --generate-cli-skeleton", "prints a template"),
    ],
)
def test_what_it_cannot_read_is_refused_naming_the_option(command, message):
    with pytest.raises(CommandError) as e:
        read(command)
    assert message in str(e.value)


def test_bounds_come_before_the_work():
    deep = "[" * (STATE_MAX_DEPTH + 1) + "]" * (STATE_MAX_DEPTH + 1)
    with pytest.raises(CommandError, match=r"--key: .*deep"):
        read(f"aws dynamodb get-item --table-name T --key '{deep}'")
    with pytest.raises(PasteError, match=r"the text is larger than 409,600 bytes") as e:
        read_code("aws dynamodb get-item --table-name " + "x" * PASTE_MAX_BYTES, PASTE_MAX_BYTES, STATE_MAX_DEPTH)
    assert e.value.too_big


@pytest.mark.parametrize(
    "text, expected",
    [
        ("aws dynamodb get-item", True),
        ("  $ aws dynamodb get-item", True),
        ("aws\tdynamodb", True),
        ('{"TableName": "aws"}', False),
        ("awsdynamodb", False),
        ("", False),
    ],
)
def test_is_command(text, expected):
    assert is_command(text) is expected


_WORDS = st.sampled_from(
    [
        "aws",
        "dynamodb",
        "get-item",
        "put-item",
        "query",
        "--table-name",
        "--key",
        "--item",
        "--limit",
        "--region",
        "--consistent-read",
        "--no-consistent-read",
        "--cli-input-json",
        "--attributes-to-get",
        "--max-items",
        "$",
        "{",
        "[",
        '{"a": {"S": "x"}}',
        "[1]",
        "file://x",
        "--cli-binary-format",
        "base64",
        "--",
        "--no-",
        "=",
        "'",
        '"',
        "\\",
        "\n",
        "$X",
        "${Y}",
    ]
) | st.text(max_size=8)


@settings(max_examples=300, deadline=None)
@given(st.lists(_WORDS, max_size=14), st.booleans())
def test_any_line_is_read_or_refused_with_a_message(words, quoted):
    text = " ".join(shlex.quote(w) if quoted else w for w in ["aws", "dynamodb", *words])
    try:
        operation, params, notes = read(text)
    except CommandError as e:
        assert str(e)
    else:
        assert isinstance(params, dict) and all(isinstance(n, str) for n in notes)
        assert operation in {"GetItem", "PutItem", "Query"}


# --------------------------------------------------------------------------
# shell_words: bash's words, in linear time (a pasted command of 360 KB took
# 2 s in shlex). Where bash splits as shlex.split does, shlex is the oracle
# here; bash itself is in tests/integration/test_paste_fuzz.py
# --------------------------------------------------------------------------
_SHELL_ALPHABET = st.sampled_from(list("ab'\"\\ \t\r\n$#;|\x0b\x0c\xa0é0"))


def _split_as_shlex(text: str) -> bool:
    """Whether bash splits ``text`` as shlex does: no comment, no operator, no
    $ (a variable in double quotes, $'...'), no backslash ending a line."""
    return not any(c in text for c in "$#;|") and "\\\n" not in text


@settings(max_examples=3000)
@given(st.text(alphabet=_SHELL_ALPHABET, max_size=30).filter(_split_as_shlex))
def test_shell_words_split_as_shlex_does(text):
    try:
        want = shlex.split(text)
    except ValueError as e:
        with pytest.raises(ValueError) as got:
            shell_words(text)
        assert str(got.value) == str(e)
    else:
        assert shell_words(text) == want


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "a",
        "''",
        '""',
        "'' ''",
        'a"b c"d',
        "\\",
        '"a\\',
        '"a\\\\',
        "'a\\",
        "a\\ b",
    ],
)
def test_shell_words_at_the_edges(text):
    try:
        want = shlex.split(text)
    except ValueError as e:
        with pytest.raises(ValueError, match=str(e)):
            shell_words(text)
    else:
        assert shell_words(text) == want


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a backslash ending a line goes on with the line, in a word, between words and in double quotes
        ("a\\\nb", ["ab"]),
        ("aws\\\n  dynamodb", ["aws", "dynamodb"]),
        ("--key\\\n  '{}'", ["--key", "{}"]),
        ('"x\\\ny"', ["xy"]),
        # in double quotes a backslash escapes $ ` " and itself
        ('"\\$\\`\\"\\\\"', ['$`"\\']),
        ('"a\\$b \\n"', ["a$b \\n"]),
        ('"$X"', ["$X"]),
        ("a$ $", ["a$", "$"]),
        # a word that starts with # starts a comment; a # within a word is text
        ("a # b 'c", ["a"]),
        ("a #b", ["a"]),
        ("a \\\n#b", ["a"]),
        ("a#b '#c' \\#d", ["a#b", "#c", "#d"]),
        ("'{a,b}' \\{a,b} {a}", ["{a,b}", "{a,b}", "{a}"]),
    ],
)
def test_shell_words_are_what_bash_gives(text, words):
    # each is what bash gives a command so written (printf "%s\\0" "$@"), X set to "$X" as written
    assert shell_words(text) == words


@pytest.mark.parametrize(
    ("text", "refusal"),
    [
        ("aws dynamodb get-item --key '{}' | jq .", "an unquoted |"),
        ("aws dynamodb get-item --table-name T;", "an unquoted ;"),
        ("aws dynamodb get-item --table-name T>out", "an unquoted >"),
        ("aws dynamodb get-item --table-name T && echo", "an unquoted &"),
        ("aws dynamodb get-item --table-name $(cat name)", "a command substitution ($(...)"),
        ('aws dynamodb get-item --table-name "$(cat name)"', "a command substitution ($(...)"),
        ("aws dynamodb get-item --table-name `cat name`", "a command substitution (`...)"),
        ("aws dynamodb get-item --table-name $'a\\tb'", "$'...' and $\"...\""),
        ('aws dynamodb get-item --table-name $"T"', "$'...' and $\"...\""),
        ("aws dynamodb scan --table-name T --attributes-to-get {a,b}", "bash expands unquoted braces"),
        ("aws dynamodb get-item --table-name $1", "$1 is a shell parameter"),
    ],
)
def test_what_bash_reads_as_more_than_words_is_refused(text, refusal):
    # bash runs the command before a |, ; or &, and expands the rest: the words the CLI gets are not those
    # written, where shlex's would be ("T;", "$(cat", "$a\\tb", "{a,b}"): refused, naming what is read
    with pytest.raises(CommandError) as refused:
        read(text)
    assert refusal in str(refused.value)


@pytest.mark.parametrize(
    ("unquoted", "expands"),
    [("{a,b}", True), ("{1..3}", True), ("x{a,{b,c}}", True), ("{a}", False), ("a}{,b", False), ("{,", False)],
)
def test_unquoted_braces_are_refused_only_where_bash_expands_them(unquoted, expands):
    if expands:
        with pytest.raises(CommandError, match="bash expands unquoted braces"):
            shell_words(f"a {unquoted}")
    else:
        assert shell_words(f"a {unquoted}") == ["a", unquoted]


@pytest.mark.parametrize("fill", [",", ".", "{,"])
def test_an_unclosed_brace_before_a_paste_of_commas_is_read_in_one_pass(fill):
    """The brace check's pattern ({[^{}]*(?:,|\\.\\.)[^{}]*}) went back over
    every comma after an unclosed brace for each comma: a paste of '{' and
    400,000 commas (under the paste's bound) held a worker for minutes. Each
    brace group is now found once and looked in for its , or .."""
    text = "aws dynamodb get-item --table-name T --key {" + fill * ((PASTE_MAX_BYTES - 100) // len(fill))
    with pytest.raises(CommandError):
        read(text)


def test_a_long_command_is_split_without_shlex(monkeypatch):
    """Its words are found by regular expressions, not by shlex a character
    at a time (the words are the same: the tests above)."""

    def refused(*args, **kwargs):
        raise AssertionError("shlex reads a character at a time")

    monkeypatch.setattr(shlex, "shlex", refused)
    item = json.dumps({f"a{i}": {"S": "x y"} for i in range(9000)})
    text = f"aws dynamodb put-item --table-name T --item '{item}' --return-values ALL_OLD"
    words = shell_words(text)
    assert words == ["aws", "dynamodb", "put-item", "--table-name", "T", "--item", item, "--return-values", "ALL_OLD"]
    operation, params, _ = read(text)
    assert operation == "PutItem" and len(params["Item"]) == 9000


def test_page_size_is_the_limit_the_cli_sends():
    # the DynamoDB Developer Guide's Query.Pagination.md and Scan.md page with --page-size; the AWS CLI's
    # paginator sends it as the request's Limit (over a Limit in --cli-input-json), --max-items not at all
    assert read("aws dynamodb scan --table-name Movies --page-size 100")[1] == {"TableName": "Movies", "Limit": 100}
    operation, params, notes = read("aws dynamodb query --table-name T --page-size=5 --max-items 2")
    assert (operation, params) == ("Query", {"TableName": "T", "Limit": 5})
    assert notes == ["Left out: --max-items, the AWS CLI's own paging (the request's are Limit and ExclusiveStartKey)."]
    whole = read('aws dynamodb scan --cli-input-json \'{"TableName": "T", "Limit": 3}\' --page-size 5')[1]
    assert whole == {"TableName": "T", "Limit": 5}
    with pytest.raises(CommandError, match="takes a whole number"):
        read("aws dynamodb scan --table-name T --page-size x")


@pytest.mark.parametrize(
    "command, off",
    [
        ("aws dynamodb scan --table-name T --page-size 5 --limit 3", "--limit"),
        (
            'aws dynamodb query --table-name T --exclusive-start-key \'{"a": {"S": "x"}}\' --page-size 5',
            "--exclusive-start-key",
        ),
        ("aws --no-paginate dynamodb scan --table-name T --page-size 5", "--no-paginate"),
    ],
)
def test_page_size_beside_what_turns_the_clis_paging_off_is_refused_as_the_cli_refuses_it(command, off):
    with pytest.raises(CommandError, match=f"--page-size beside {off}: the AWS CLI refuses"):
        read(command)


@pytest.mark.parametrize(
    ("option", "names"),
    [
        # as the AWS CLI reads them (its body checked with --debug): one word after "=", a name as written
        ("--attributes-to-get=a", ["a"]),
        ("--attributes-to-get=a,b", ["a,b"]),
        ('--attributes-to-get=\'["a", "b"]\'', ["a", "b"]),
    ],
)
def test_a_list_of_names_given_with_an_equals_sign_is_one_word(option, names):
    """`--attributes-to-get=a` was refused as the CLI's shorthand syntax for a
    structure; the CLI reads the word after "=" as the list's one name (or, in
    brackets, as JSON)."""
    _, params, _ = read(f'aws dynamodb get-item --table-name T --key \'{{"pk": {{"S": "1"}}}}\' {option}')
    assert params["AttributesToGet"] == names


def _token(decoded: dict) -> str:
    """A --starting-token as the AWS CLI prints it (botocore.paginate.TokenEncoder)."""
    return base64.b64encode(json.dumps(decoded).encode("utf-8")).decode("ascii")


_START = {"pk": {"S": "a"}, "sk": {"N": "1"}}


@pytest.mark.parametrize(
    ("options", "params"),
    [
        # as the AWS CLI sends them (each body checked with its driver, as tests/integration/test_paste_fuzz.py does)
        ([_token({"ExclusiveStartKey": _START})], {"TableName": "T", "ExclusiveStartKey": _START}),
        # where the CLI starts in the first page's items: not part of the request
        (
            [_token({"ExclusiveStartKey": _START, "boto_truncate_amount": 3})],
            {"TableName": "T", "ExclusiveStartKey": _START},
        ),
        # bytes, held as base64 at the paths boto_encoded_keys names
        (
            [
                _token(
                    {
                        "ExclusiveStartKey": {"pk": {"B": "A AE="}},
                        "boto_encoded_keys": [["ExclusiveStartKey", "pk", "B"]],
                    }
                )
            ],
            {"TableName": "T", "ExclusiveStartKey": {"pk": {"B": "AAE="}}},
        ),
        # every member the token holds goes in the request, and --page-size after it
        (
            [_token({"ExclusiveStartKey": _START, "Limit": 7})],
            {"TableName": "T", "ExclusiveStartKey": _START, "Limit": 7},
        ),
        (
            [_token({"ExclusiveStartKey": _START, "Limit": 7}), "--page-size", "5"],
            {"TableName": "T", "ExclusiveStartKey": _START, "Limit": 5},
        ),
        ([_token({"TableName": "Other"})], {"TableName": "Other"}),
        # base64 as Python reads it: characters outside its alphabet are passed over
        (["!!" + _token({"ExclusiveStartKey": _START}) + "\n"], {"TableName": "T", "ExclusiveStartKey": _START}),
        # the paginator's "no key": the older form's None, or null
        (["None"], {"TableName": "T"}),
        (["None___3"], {"TableName": "T"}),
        ([_token({"ExclusiveStartKey": None})], {"TableName": "T"}),
        ([_token({})], {"TableName": "T"}),
    ],
)
def test_a_starting_token_is_read_into_the_request_as_the_cli_decodes_it(options, params):
    command = "aws dynamodb scan --table-name T --starting-token " + " ".join(shlex.quote(o) for o in options)
    operation, read_params, notes = read(command)
    assert (operation, read_params, notes) == ("Scan", params, [])


def test_a_starting_token_replaces_the_start_key_of_cli_input_json_and_max_items_is_left_out():
    whole = json.dumps({"TableName": "T", "ExclusiveStartKey": _START})
    command = f"aws dynamodb query --cli-input-json '{whole}' --starting-token {_token({'ExclusiveStartKey': {'pk': {'S': 'z'}}})}"
    assert read(command)[1] == {"TableName": "T", "ExclusiveStartKey": {"pk": {"S": "z"}}}
    assert read(f"aws dynamodb scan --cli-input-json '{whole}' --starting-token None")[1] == {"TableName": "T"}
    _, params, notes = read(
        f"aws dynamodb scan --table-name T --starting-token={_token({'ExclusiveStartKey': _START})} --max-items 2"
    )
    assert params == {"TableName": "T", "ExclusiveStartKey": _START}
    assert notes == ["Left out: --max-items, the AWS CLI's own paging (the request's are Limit and ExclusiveStartKey)."]


@pytest.mark.parametrize(
    ("token", "refusal"),
    [
        # the CLI: "Invalid type for parameter ExclusiveStartKey, value: abc, type: <class 'str'>, ..."
        ("abc", "--starting-token 'abc' is not a token the AWS CLI wrote"),
        ("abc___1", "is not a token the AWS CLI wrote"),
        ("", "is not a token the AWS CLI wrote"),
        (_token({"ExclusiveStartKey": _START}).rstrip("="), "is not a token the AWS CLI wrote"),
        # the CLI: "Bad starting token: a___b___c"
        ("a___b___c", "is not a token the AWS CLI wrote"),
        # JSON, but no object: the CLI refuses it (a list) or fails ('str' object has no attribute 'pop')
        (base64.b64encode(b"[1]").decode(), "is not a token the AWS CLI wrote"),
        (base64.b64encode(b'"x"').decode(), "is not a token the AWS CLI wrote"),
        (_token({"ExclusiveStartKey": {}, "boto_encoded_keys": [["Missing"]]}), "is not a token the AWS CLI wrote"),
        # the CLI: "Unknown parameter in input: "Foo", must be one of: TableName, ..."
        (
            _token({"ExclusiveStartKey": _START, "Foo": 1}),
            "--starting-token holds Foo, which is not a member of the Scan request",
        ),
        # within the paste's bounds
        (base64.b64encode(b'{"a": ' + b"[" * 200 + b"]" * 200 + b"}").decode(), "--starting-token's JSON nests"),
    ],
)
def test_a_starting_token_that_does_not_decode_is_refused_as_the_cli_refuses_it(token, refusal):
    with pytest.raises(CommandError) as e:
        read(f"aws dynamodb scan --table-name T --starting-token {shlex.quote(token)}")
    assert refusal in str(e.value)


@pytest.mark.parametrize(
    ("command", "refusal"),
    [
        # the CLI: "Cannot specify --no-paginate along with pagination arguments: --starting-token"
        (
            "aws dynamodb scan --table-name T --starting-token None --limit 5",
            "--starting-token beside --limit: the AWS CLI refuses",
        ),
        ("aws dynamodb scan --table-name T --max-items 5 --limit 5", "--max-items beside --limit: the AWS CLI refuses"),
        ("aws --no-paginate dynamodb scan --table-name T --max-items 5", "--max-items beside --no-paginate"),
        # the CLI: "Unknown options: --starting-token, x": only Query and Scan are paged
        (
            "aws dynamodb get-item --table-name T --starting-token x",
            "--starting-token is not an option of `aws dynamodb get-item`",
        ),
        (
            "aws dynamodb get-item --table-name T --max-items 2",
            "--max-items is not an option of `aws dynamodb get-item`",
        ),
        ("aws dynamodb scan --table-name T --max-items x", "--max-items takes a whole number"),
    ],
)
def test_the_clis_paging_options_are_refused_where_the_cli_refuses_them(command, refusal):
    with pytest.raises(CommandError) as e:
        read(command)
    assert refusal in str(e.value)


_KEY = shlex.quote('{"pk": {"S": "a"}}')


@pytest.mark.parametrize(
    ("options", "params", "left_out"),
    [
        # the AWS CLI (argparse, allow_abbrev) reads an option's unique abbreviation: each body here is the one
        # the CLI's driver sends for the command (aws ... --debug, checked as tests/integration does)
        (f"--table T --key {_KEY}", {"TableName": "T", "Key": {"pk": {"S": "a"}}}, []),
        (f"--tab=T --k {_KEY}", {"TableName": "T", "Key": {"pk": {"S": "a"}}}, []),
        (f"--t T --key {_KEY} --consistent", {"TableName": "T", "Key": {"pk": {"S": "a"}}, "ConsistentRead": True}, []),
        (f"--t T --key {_KEY} --no-cons", {"TableName": "T", "Key": {"pk": {"S": "a"}}, "ConsistentRead": False}, []),
        (
            f"--t T --key {_KEY} --proj a --ret TOTAL --attr b c",
            {
                "TableName": "T",
                "Key": {"pk": {"S": "a"}},
                "ProjectionExpression": "a",
                "ReturnConsumedCapacity": "TOTAL",
                "AttributesToGet": ["b", "c"],
            },
            [],
        ),
        # the CLI's own options are read first, anywhere: --re is --region, --o --output, --q --query
        (f"--t T --key {_KEY} --re TOTAL --o json --q x", {"TableName": "T", "Key": {"pk": {"S": "a"}}}, ["--output"]),
        (
            f"--table-name T --key {_KEY} --cli-input-j " + shlex.quote('{"ReturnConsumedCapacity": "TOTAL"}'),
            {"TableName": "T", "Key": {"pk": {"S": "a"}}, "ReturnConsumedCapacity": "TOTAL"},
            [],
        ),
    ],
)
def test_an_option_may_be_abbreviated_as_the_cli_reads_it(options, params, left_out):
    operation, read_params, notes = read(f"aws --reg us-east-1 dynamodb get-item {options}")
    assert (operation, read_params) == ("GetItem", params)
    assert "--region" in notes[0] and all(name in notes[0] for name in left_out)


@pytest.mark.parametrize(
    ("command", "refusal"),
    [
        # as the AWS CLI refuses them, naming the options: "ambiguous option: --key-cond could match ..."
        (
            "aws dynamodb query --table-name T --key-cond 'pk = :a'",
            "--key-cond is ambiguous: it could be --key-conditions, --key-condition-expression",
        ),
        ("aws dynamodb scan --table-name T --se 0", "--se is ambiguous: it could be --select, --segment"),
        (
            "aws dynamodb scan --table-name T --s 0",
            "--s is ambiguous: it could be --select, --scan-filter, --segment, --starting-token",
        ),
        (
            "aws dynamodb put-item --table-name T --return-v ALL_OLD",
            "--return-v is ambiguous: it could be --return-values, --return-values-on-condition-check-failure",
        ),
        # the CLI's own options first: --no and --c are theirs (aws: error: ambiguous option: --no could match ...)
        ("aws dynamodb get-item --table-name T --no", "--no is ambiguous: it could be --no-verify-ssl, --no-paginate"),
        ("aws dynamodb get-item --table-name T --c", "--c is ambiguous: it could be --color, --ca-bundle"),
        ("aws --no dynamodb get-item --table-name T", "--no is ambiguous"),
        # an abbreviation and the option in full are the one option given twice
        ("aws dynamodb get-item --table-name T --tab U", "--table-name is given twice"),
        ("aws dynamodb get-item --table-name T --gen", "prints a template"),
        # --cli-input-yaml beside it in the AWS CLI v2
        (
            "aws dynamodb get-item --cli-input '{}'",
            "--cli-input is ambiguous: it could be --cli-input-json, --cli-input-yaml",
        ),
    ],
)
def test_an_abbreviation_of_more_than_one_option_is_refused_naming_them(command, refusal):
    with pytest.raises(CommandError) as e:
        read(command)
    assert refusal in str(e.value)


@pytest.mark.parametrize(
    ("command", "note"),
    [
        # bash ends a command at a line break: it runs `aws dynamodb get-item` alone, then `--table-name T` ...
        (
            'aws dynamodb get-item\n  --table-name T \\\n  --key \'{"a": {"S": "x"}}\'',
            "Line 2 has no backslash before it: read as part of the command; "
            "the shell would run it as another command.",
        ),
        (
            'aws dynamodb get-item\n  --table-name T\n  --key \'{"a": {"S": "x"}}\'',
            "Lines 2, 3 have no backslash before them: read as part of the command; "
            "the shell would run each as another command.",
        ),
        # after a comment, even on a line a backslash goes on from
        ('aws dynamodb get-item --table-name T \\\n  # the key\n  --key \'{"a": {"S": "x"}}\'', "Line 3 has"),
    ],
)
def test_a_line_without_a_backslash_before_it_is_read_with_a_note(command, note):
    operation, params, notes = read(command)
    assert (operation, params) == ("GetItem", {"TableName": "T", "Key": {"a": {"S": "x"}}})
    assert len(notes) == 1 and notes[0].startswith(note)


@pytest.mark.parametrize(
    "command",
    [
        'aws dynamodb get-item \\\n  --table-name T \\\n  --key \'{\n  "a": {"S": "x"}\n}\'\n',
        # as a browser sends a text area's lines, \r\n
        'aws dynamodb get-item \\\r\n  --table-name T \\\r\n  --key \'{"a": {"S": "x"}}\'\r\n',
        '\n\naws dynamodb get-item --table-name T --key \'{"a": {"S": "x"}}\'\n# done\n',
        'aws dynamodb get-item --table-name T --key "{\n\\"a\\": {\\"S\\": \\"x\\"}}"',
    ],
)
def test_line_breaks_bash_reads_within_the_command_have_no_note(command):
    operation, params, notes = read(command)
    assert (operation, params, notes) == ("GetItem", {"TableName": "T", "Key": {"a": {"S": "x"}}}, [])
