"""Boundary pairs: for each limit AWS documents, a request at the limit and one
just over it, both answered by DynamoDB Local (``record_real.py``).

The limits, as the Developer Guide states them ("Service, account and table
quotas in Amazon DynamoDB", section "Expression parameters", "Partition keys and
sort keys", "Attributes", "Naming rules", "Data types", "Items", "Transactions"):

- an expression string is at most 4 KB (``expression-4kb``, each kind);
- an expression attribute name or value placeholder is at most 255 bytes;
- the substitution variables of an expression (all ``ExpressionAttributeNames``
  and ``ExpressionAttributeValues``) total at most 2 MB;
- an UpdateExpression holds at most 300 operators or functions;
- ``IN`` takes at most 100 operands;
- nested attributes go 32 levels deep;
- a partition key value is 1 to 2048 bytes, a sort key value 1 to 1024 bytes;
- an attribute name is at most 64 KB;
- a number has at most 38 digits of precision, magnitude 1E-130 to
  9.9999999999999999999999999999999999999E+125;
- an item is at most 400 KB;
- a table name is 3 to 255 characters;
- a transaction holds at most 100 actions.

Each case id is ``lim-<limit>-<variant>-<side>``; where a limit's unit (bytes or
characters) or what it counts is not said, a variant probes it. Probes (side
``probe``) are single requests beside the pairs: the quota page's own operator
example, a non-ASCII placeholder, and number texts DynamoDB refuses in a number
key (``number-key-text``, not a limit: where the core crashed).
"""

from __future__ import annotations

TABLE_NAME = "fidelity-limits"
TABLE = {
    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
    "AttributeDefinitions": [
        {"AttributeName": "pk", "AttributeType": "S"},
        {"AttributeName": "sk", "AttributeType": "S"},
    ],
}
KEY = {"pk": {"S": "p"}, "sk": {"S": "s"}}
ITEM = {**KEY, "a": {"N": "1"}, "s": {"S": "hello"}, "l": {"L": [{"N": "1"}]}}

KB = 1024


def _case(limit: str, variant: str, side: str, operation: str, request: dict, before=None, note: str = "") -> dict:
    out = {
        "id": f"lim-{limit}-{variant}-{side}",
        "limit": limit,
        "side": side,
        "table": TABLE,
        "before": [ITEM] if before is None else before,
        "operation": operation,
        "request": request,
    }
    if note:
        out["note"] = note
    return out


def _pair(limit: str, variant: str, build, at: int, note: str = "") -> list[dict]:
    """``build(n)`` -> (operation, request[, before]) for the size ``n``; cases at ``at`` and ``at + 1``."""
    out = []
    for side, n in (("at", at), ("over", at + 1)):
        built = build(n)
        out.append(_case(limit, variant, side, *built[:2], before=built[2] if len(built) > 2 else None, note=note))
    return out


def _long_name(total: int, template: str) -> str:
    """An attribute name that makes ``template.format(name)`` ``total`` bytes long."""
    fixed = len(template.format(""))
    return "n" * (total - fixed)


def _expression_4kb() -> list[dict]:
    out = []

    def condition(n):
        name = _long_name(n, "attribute_not_exists({})")
        return "PutItem", {
            "TableName": TABLE_NAME,
            "Item": ITEM,
            "ConditionExpression": f"attribute_not_exists({name})",
        }

    def filter_(n):
        name = _long_name(n, "attribute_not_exists({})")
        return "Scan", {"TableName": TABLE_NAME, "FilterExpression": f"attribute_not_exists({name})"}

    def projection(n):
        name = _long_name(n, "{}")
        return "GetItem", {"TableName": TABLE_NAME, "Key": KEY, "ProjectionExpression": name}

    def update(n):
        name = _long_name(n, "SET {} = :v")
        return "UpdateItem", {
            "TableName": TABLE_NAME,
            "Key": KEY,
            "UpdateExpression": f"SET {name} = :v",
            "ExpressionAttributeValues": {":v": {"N": "1"}},
        }

    def update_spaces(n):
        text = "SET a = :v"
        return "UpdateItem", {
            "TableName": TABLE_NAME,
            "Key": KEY,
            "UpdateExpression": text + " " * (n - len(text)),
            "ExpressionAttributeValues": {":v": {"N": "1"}},
        }

    def key_condition(n):
        text = "pk = :p"
        return "Query", {
            "TableName": TABLE_NAME,
            "KeyConditionExpression": " " * (n - len(text)) + text,
            "ExpressionAttributeValues": {":p": {"S": "p"}},
        }

    def update_multibyte_chars(n):
        # n characters of which the padding is U+00A0: more than 4096 bytes at 4096 characters
        text = "SET a = :v"
        return "UpdateItem", {
            "TableName": TABLE_NAME,
            "Key": KEY,
            "UpdateExpression": text + "\u00a0" * (n - len(text)),
            "ExpressionAttributeValues": {":v": {"N": "1"}},
        }

    out += _pair("expression-4kb", "condition", condition, 4 * KB)
    out += _pair("expression-4kb", "filter", filter_, 4 * KB)
    out += _pair("expression-4kb", "projection", projection, 4 * KB)
    out += _pair("expression-4kb", "update", update, 4 * KB)
    out += _pair("expression-4kb", "update-trailing-spaces", update_spaces, 4 * KB)
    out += _pair("expression-4kb", "key-condition-leading-spaces", key_condition, 4 * KB)
    out += _pair(
        "expression-4kb",
        "update-nbsp-chars",
        update_multibyte_chars,
        4 * KB,
        "4096/4097 characters (over 4096 bytes), padded with U+00A0",
    )
    return out


def _placeholders_255() -> list[dict]:
    def name(n):
        ph = "#" + "n" * (n - 1)
        return "GetItem", {
            "TableName": TABLE_NAME,
            "Key": KEY,
            "ProjectionExpression": ph,
            "ExpressionAttributeNames": {ph: "a"},
        }

    def value(n):
        ph = ":" + "v" * (n - 1)
        return "UpdateItem", {
            "TableName": TABLE_NAME,
            "Key": KEY,
            "UpdateExpression": f"SET a = {ph}",
            "ExpressionAttributeValues": {ph: {"N": "2"}},
        }

    def name_multibyte(n):
        # n bytes: '#' and (n - 1) // 2 two-byte letters (+ one ASCII letter when n - 1 is odd)
        body = "\u00e9" * ((n - 1) // 2) + "n" * ((n - 1) % 2)
        ph = "#" + body
        return "GetItem", {
            "TableName": TABLE_NAME,
            "Key": KEY,
            "ProjectionExpression": ph,
            "ExpressionAttributeNames": {ph: "a"},
        }

    return (
        _pair("placeholder-255", "name", name, 255)
        + _pair("placeholder-255", "value", value, 255)
        + [
            _case(
                "placeholder-255",
                "name-multibyte",
                "probe",
                *name_multibyte(255),
                note="255 bytes of two-byte letters: is a non-ASCII letter allowed in a placeholder?",
            )
        ]
    )


def _operators_300() -> list[dict]:
    def actions(n):
        # n SET actions, each with one '+' (the '=' of a SET action is not counted)
        return "UpdateItem", {
            "TableName": TABLE_NAME,
            "Key": KEY,
            "UpdateExpression": "SET " + ",".join(f"a{i}=:v+:v" for i in range(n)),
            "ExpressionAttributeValues": {":v": {"N": "1"}},
        }

    def logical(n):
        # n operators: comparisons joined by AND (2k - 1 operators), and a NOT in front when n is even
        k = (n + 1) // 2
        text = " AND ".join(["a<>:x"] * k)
        if n % 2 == 0:
            text = "NOT " + " AND ".join(["a<>:x"] * (n // 2))
        return text

    def condition(n):
        return "PutItem", {
            "TableName": TABLE_NAME,
            "Item": ITEM,
            "ConditionExpression": logical(n),
            "ExpressionAttributeValues": {":x": {"N": "5"}},
        }

    def filter_(n):
        return "Scan", {
            "TableName": TABLE_NAME,
            "FilterExpression": logical(n),
            "ExpressionAttributeValues": {":x": {"N": "5"}},
        }

    doc_example = _case(
        "operators-300",
        "doc-example",
        "probe",
        "UpdateItem",
        {
            "TableName": TABLE_NAME,
            "Key": KEY,
            "UpdateExpression": "SET a = :val1 + :val2 + :val3",
            "ExpressionAttributeValues": {":val1": {"N": "1"}, ":val2": {"N": "2"}, ":val3": {"N": "3"}},
        },
        note="the quota page's own example of two '+' operators",
    )
    return (
        _pair("operators-300", "update-actions-with-plus", actions, 300, "n SET actions a=:v+:v")
        + _pair("operators-300", "condition", condition, 300, "n operators: comparisons, AND, NOT")
        + _pair("operators-300", "filter", filter_, 300, "n operators: comparisons, AND, NOT")
        + [doc_example]
    )


def _in_100() -> list[dict]:
    def in_(n):
        values = {f":v{i}": {"N": str(i)} for i in range(n)}
        return "Scan", {
            "TableName": TABLE_NAME,
            "FilterExpression": f"a IN ({', '.join(values)})",
            "ExpressionAttributeValues": values,
        }

    return _pair("in-100", "filter", in_, 100)


def _depth_32() -> list[dict]:
    def nested(n):
        value: dict = {"N": "1"}
        for _ in range(n):
            value = {"M": {"m": value}}
        return value

    def put(n):
        # n levels: the top-level attribute is a map, the number inside it is at level n
        return "PutItem", {"TableName": TABLE_NAME, "Item": {**KEY, "m": nested(n - 1)}}

    def update_path(n):
        return "UpdateItem", {
            "TableName": TABLE_NAME,
            "Key": KEY,
            "UpdateExpression": "SET " + ".".join(["m"] * n) + " = :v",
            "ExpressionAttributeValues": {":v": {"N": "1"}},
        }

    def projection_path(n):
        return "GetItem", {"TableName": TABLE_NAME, "Key": KEY, "ProjectionExpression": ".".join(["m"] * n)}

    def list_path(n):
        return "GetItem", {"TableName": TABLE_NAME, "Key": KEY, "ProjectionExpression": "l" + "[0]" * (n - 1)}

    def value_depth(n):
        return "UpdateItem", {
            "TableName": TABLE_NAME,
            "Key": KEY,
            "UpdateExpression": "SET m = :v",
            "ExpressionAttributeValues": {":v": nested(n - 1)},
        }

    return (
        _pair("depth-32", "item-maps", put, 32, "an item whose innermost value is at level n")
        + _pair("depth-32", "value-maps", value_depth, 32, "a value whose innermost value is at level n")
        + _pair("depth-32", "update-path", update_path, 32, "a path of n names")
        + _pair("depth-32", "projection-path", projection_path, 32, "a path of n names")
        + _pair("depth-32", "projection-list-path", list_path, 32, "a name and n - 1 list indexes")
    )


def _keys() -> list[dict]:
    def pk(n):
        return "PutItem", {"TableName": TABLE_NAME, "Item": {"pk": {"S": "p" * n}, "sk": {"S": "s"}}}, []

    def sk(n):
        return "PutItem", {"TableName": TABLE_NAME, "Item": {"pk": {"S": "p"}, "sk": {"S": "s" * n}}}, []

    def pk_multibyte(n):
        # n bytes of two-byte letters (n even), or one ASCII letter more
        return (
            "PutItem",
            {"TableName": TABLE_NAME, "Item": {"pk": {"S": "\u00e9" * (n // 2) + "p" * (n % 2)}, "sk": {"S": "s"}}},
            [],
        )

    def get_pk(n):
        return "GetItem", {"TableName": TABLE_NAME, "Key": {"pk": {"S": "p" * n}, "sk": {"S": "s"}}}

    def query_sk(n):
        return "Query", {
            "TableName": TABLE_NAME,
            "KeyConditionExpression": "pk = :p AND sk = :s",
            "ExpressionAttributeValues": {":p": {"S": "p"}, ":s": {"S": "s" * n}},
        }

    def pk_min(n):
        return "PutItem", {"TableName": TABLE_NAME, "Item": {"pk": {"S": "p" * n}, "sk": {"S": "s"}}}, []

    out = (
        _pair("partition-key-2048", "put", pk, 2048)
        + _pair("partition-key-2048", "put-multibyte", pk_multibyte, 2048, "bytes, two-byte letters")
        + _pair("partition-key-2048", "get", get_pk, 2048)
        + _pair("sort-key-1024", "put", sk, 1024)
        + _pair("sort-key-1024", "query", query_sk, 1024)
    )
    # the minimum, 1 byte: at 1, "over" (under) at 0
    for side, n in (("at", 1), ("over", 0)):
        out.append(_case("key-min-1", "put", side, *pk_min(n)[:2], before=[]))
    return out


def _attribute_name_64kb() -> list[dict]:
    def put(n):
        return "PutItem", {"TableName": TABLE_NAME, "Item": {**KEY, "n" * n: {"N": "1"}}}, []

    def names(n):
        return "GetItem", {
            "TableName": TABLE_NAME,
            "Key": KEY,
            "ProjectionExpression": "#n",
            "ExpressionAttributeNames": {"#n": "n" * n},
        }

    local = "DynamoDB Local's own bound: an item attribute name over 50,000 bytes is an InternalFailure"
    return _pair("attribute-name-64kb", "item-local-50000", put, 50000, local) + _pair(
        "attribute-name-64kb", "expression-name", names, 64 * KB - 1, "64 KB - 1 and 64 KB"
    )


def _substitution_2mb() -> list[dict]:
    def split(total):
        # 10 values whose keys (3 bytes each) and text add up to ``total`` bytes: five strings
        # used by the ConditionExpression, five one-member string sets used by DELETE, so that
        # neither expression passes the 1 MB substituted size on its own
        size, rest = divmod(total - 30, 10)
        text = [("x" if i < 5 else "y") * (size + (1 if i < rest else 0)) for i in range(10)]
        vals = {f":v{i}": ({"S": text[i]} if i < 5 else {"SS": [text[i]]}) for i in range(10)}
        return "UpdateItem", {
            "TableName": TABLE_NAME,
            "Key": KEY,
            "UpdateExpression": "DELETE " + ", ".join(f"z{i} :v{i}" for i in range(5, 10)),
            "ConditionExpression": " AND ".join(f"s <> :v{i}" for i in range(5)),
            "ExpressionAttributeValues": vals,
        }

    def substituted(n):
        # a filter of 106 characters and ten values whose text adds up to n - 106 bytes
        text = " OR ".join(f"s = :v{i}" for i in range(10))
        size, rest = divmod(n - len(text), 10)
        vals = {f":v{i}": {"S": "x" * (size + (1 if i < rest else 0))} for i in range(10)}
        return "Scan", {"TableName": TABLE_NAME, "FilterExpression": text, "ExpressionAttributeValues": vals}

    return _pair(
        "substitution-2mb",
        "values-keys-and-text",
        split,
        2 * KB * KB,
        "keys and values add up to 2 MB, 2 MB + 1 (at 2 MB the 1 MB substituted size of one expression is met first)",
    ) + _pair(
        "expression-substituted-1mb",
        "filter",
        substituted,
        KB * KB,
        "undocumented: the expression's text and the values it uses add up to 1 MB, 1 MB + 1",
    )


def _numbers() -> list[dict]:
    def digits(n):
        return "UpdateItem", {
            "TableName": TABLE_NAME,
            "Key": KEY,
            "UpdateExpression": "SET a = :v",
            "ExpressionAttributeValues": {":v": {"N": "1" * n}},
        }

    out = _pair("number-38-digits", "value", digits, 38)
    for limit, at, over in (
        ("number-max", "9.9999999999999999999999999999999999999E+125", "1E+126"),
        ("number-min-positive", "1E-130", "1E-131"),
        ("number-min-negative", "-9.9999999999999999999999999999999999999E+125", "-1E+126"),
    ):
        for side, text in (("at", at), ("over", over)):
            out.append(
                _case(
                    limit,
                    "value",
                    side,
                    "UpdateItem",
                    {
                        "TableName": TABLE_NAME,
                        "Key": KEY,
                        "UpdateExpression": "SET a = :v",
                        "ExpressionAttributeValues": {":v": {"N": text}},
                    },
                )
            )
    return out


def _item_400kb() -> list[dict]:
    def put(n):
        item = {**KEY, "pad": {"S": ""}}
        fixed = len("pk") + 1 + len("sk") + 1 + len("pad")
        item["pad"]["S"] = "x" * (n - fixed)
        return "PutItem", {"TableName": TABLE_NAME, "Item": item}, []

    return _pair("item-400kb", "put", put, 400 * KB)


def _table_name() -> list[dict]:
    out = []
    for side, n in (("at", 255), ("over", 256)):
        out.append(_case("table-name-255", "get", side, "GetItem", {"TableName": "t" * n, "Key": KEY}, before=[]))
    for side, n in (("at", 3), ("over", 2)):
        out.append(_case("table-name-min-3", "get", side, "GetItem", {"TableName": "t" * n, "Key": KEY}, before=[]))
    return out


def _transaction_100() -> list[dict]:
    def checks(n):
        items = [
            {
                "ConditionCheck": {
                    "TableName": TABLE_NAME,
                    "Key": {"pk": {"S": f"p{i}"}, "sk": {"S": "s"}},
                    "ConditionExpression": "attribute_not_exists(pk)",
                }
            }
            for i in range(n)
        ]
        return "TransactWriteItems", {"TransactItems": items}

    return _pair("transaction-100", "condition-checks", checks, 100)


NUMBER_TABLE_NAME = "fidelity-limits-n"
NUMBER_TABLE = {
    "KeySchema": [{"AttributeName": "n", "KeyType": "HASH"}],
    "AttributeDefinitions": [{"AttributeName": "n", "AttributeType": "N"}],
}


def _number_key_probes() -> list[dict]:
    """Not a limit: number texts DynamoDB refuses, in a number key (where the core has crashed)."""
    out = []
    for label, text in (("empty", ""), ("nan", "NaN"), ("infinity", "Infinity"), ("space", " 1"), ("hex", "0x10")):
        for operation, request in (
            ("GetItem", {"TableName": NUMBER_TABLE_NAME, "Key": {"n": {"N": text}}}),
            ("PutItem", {"TableName": NUMBER_TABLE_NAME, "Item": {"n": {"N": text}}}),
            ("DeleteItem", {"TableName": NUMBER_TABLE_NAME, "Key": {"n": {"N": text}}}),
        ):
            out.append(
                {
                    "id": f"lim-number-key-{label}-{operation.lower()}-probe",
                    "limit": "number-key-text",
                    "side": "probe",
                    "table": NUMBER_TABLE,
                    "before": [{"n": {"N": "1"}}],
                    "operation": operation,
                    "request": request,
                    "note": f"the number text {text!r} in a number key",
                }
            )
    return out


def cases() -> list[dict]:
    return (
        _expression_4kb()
        + _placeholders_255()
        + _operators_300()
        + _in_100()
        + _depth_32()
        + _keys()
        + _attribute_name_64kb()
        + _substitution_2mb()
        + _numbers()
        + _item_400kb()
        + _table_name()
        + _transaction_100()
        + _number_key_probes()
    )
