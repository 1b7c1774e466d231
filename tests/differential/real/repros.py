"""Minimal reproductions: the smallest request showing each kind of disagreement
docs/fidelity.md lists, recorded from DynamoDB Local like the real requests
(``record_real.py`` writes ``repro_requests.jsonl``) and tested the same way.

Ids are ``min-<category>-<what>``. One table (pk S, sk S) and one item:
``{pk: p, sk: s, a: 1, s: "hello", l: [1, 2], m: {x: 1}}``; ``:one`` is 1,
``:zero`` 0, ``:two`` 2, ``:h`` "he", ``:x`` "x", ``:v`` 1.
"""

from __future__ import annotations

TABLE_NAME = "fidelity-min"
OTHER_TABLE = "fidelity-min-other"  # a second table of the same key, empty: a request on two tables
TABLE = {
    "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
    "AttributeDefinitions": [
        {"AttributeName": "pk", "AttributeType": "S"},
        {"AttributeName": "sk", "AttributeType": "S"},
    ],
}
NUMBER_TABLE = {
    "KeySchema": [{"AttributeName": "n", "KeyType": "HASH"}],
    "AttributeDefinitions": [{"AttributeName": "n", "AttributeType": "N"}],
}
# the same table, described with its (no) indexes: the checker then knows an index it does not list is missing
NO_INDEXES = {**TABLE, "GlobalSecondaryIndexes": []}
KEY = {"pk": {"S": "p"}, "sk": {"S": "s"}}
ITEM = {
    **KEY,
    "a": {"N": "1"},
    "s": {"S": "hello"},
    "l": {"L": [{"N": "1"}, {"N": "2"}]},
    "m": {"M": {"x": {"N": "1"}}},
}
VALUES = {
    ":one": {"N": "1"},
    ":zero": {"N": "0"},
    ":two": {"N": "2"},
    ":h": {"S": "he"},
    ":x": {"S": "x"},
    ":v": {"N": "1"},
}


def _values(*text: str) -> dict:
    used = {k: v for k, v in VALUES.items() if any(k in t for t in text)}
    return {"ExpressionAttributeValues": used} if used else {}


def update(update_expression: str, condition: str | None = None, **extra) -> tuple[str, dict]:
    req = {"TableName": TABLE_NAME, "Key": KEY, "UpdateExpression": update_expression}
    if condition:
        req["ConditionExpression"] = condition
    req.update(_values(update_expression, condition or ""))
    req.update(extra)
    return "UpdateItem", req


def scan(filter_expression: str, **extra) -> tuple[str, dict]:
    req = {"TableName": TABLE_NAME, "FilterExpression": filter_expression, **_values(filter_expression), **extra}
    return "Scan", req


def get(projection: str | None = None, **extra) -> tuple[str, dict]:
    req = {"TableName": TABLE_NAME, "Key": KEY, **extra}
    if projection is not None:
        req["ProjectionExpression"] = projection
    return "GetItem", req


def put(item: dict, condition: str | None = None, **extra) -> tuple[str, dict]:
    req = {"TableName": TABLE_NAME, "Item": item, **extra}
    if condition:
        req["ConditionExpression"] = condition
        req.update(_values(condition))
    return "PutItem", req


def transact(*actions: dict) -> tuple[str, dict]:
    return "TransactWriteItems", {"TransactItems": list(actions)}


def query(key_condition: str | None, **extra) -> tuple[str, dict]:
    texts = [key_condition or "", *(v for k, v in extra.items() if k.endswith("Expression"))]
    req = {"TableName": TABLE_NAME, **_values(*texts), **extra}
    if key_condition is not None:
        req["KeyConditionExpression"] = key_condition
    return "Query", req


def legacy_query(key_conditions: dict, **extra) -> tuple[str, dict]:
    """A Query with legacy KeyConditions: attribute -> (ComparisonOperator, value, ...)."""
    return "Query", {"TableName": TABLE_NAME, "KeyConditions": _legacy(key_conditions), **extra}


def _legacy(conditions: dict) -> dict:
    return {
        name: {"ComparisonOperator": op, "AttributeValueList": list(values)}
        for name, (op, *values) in conditions.items()
    }


_PK = ("EQ", {"S": "p"})

# a transaction action that fails on the item (no such item: SET nope.x is an invalid document path)
_INVALID_PATH_UPDATE = {
    "Update": {
        "TableName": TABLE_NAME,
        "Key": {"pk": {"S": "p"}, "sk": {"S": "gone"}},
        "UpdateExpression": "SET nope.x = :one",
        "ExpressionAttributeValues": {":one": VALUES[":one"]},
    }
}

REPROS: list[tuple[str, tuple[str, dict], str]] = [
    # parentheses
    ("min-parentheses-set-sum", update("SET a = (a + :one)"), "a whole SET value a + b in parentheses"),
    ("min-parentheses-electrodb", update("SET a = (if_not_exists(a, :zero) - :one)"), "ElectroDB's decrement"),
    ("min-parentheses-operand", scan("a = (:one)"), "a comparison operand in parentheses"),
    ("min-parentheses-in-element", scan("a IN ((:one), :two)"), "an IN element in parentheses"),
    ("min-parentheses-between-bound", scan("a BETWEEN (:zero) AND :two"), "a BETWEEN bound in parentheses"),
    ("min-parentheses-function-argument", scan("begins_with((s), :h)"), "a function argument in parentheses"),
    ("min-parentheses-size-operand", scan("(size(l)) > :one"), "size(...) in parentheses"),
    ("min-parentheses-redundant-condition", scan("((a = :one))"), "redundant: DynamoDB refuses"),
    ("min-parentheses-redundant-set", update("SET a = ((a + :one))"), "redundant: DynamoDB refuses"),
    ("min-parentheses-and-under-or", scan("a = :one OR (s = :h AND a = :two)"), "AWS calls this redundant"),
    (
        "min-parentheses-redundant-before-syntax-error",
        scan("((a = :one)) AND AND a = :two"),
        "a redundant pair closed before a syntax error: redundant",
    ),
    (
        "min-parentheses-syntax-error-inside-redundant",
        scan("((a = = :one))"),
        "a syntax error before the redundant pair closes: syntax",
    ),
    ("min-parentheses-bare-pair-then-syntax-error", scan("((a)) s"), "a bare operand pair, then an error: syntax"),
    (
        "min-parentheses-function-pair-then-syntax-error",
        scan("((size(l))) s"),
        "a function's pair, then an error: redundant",
    ),
    (
        "min-parentheses-call-then-syntax-error",
        scan("size((l)) > :one )"),
        "a function's own pair around a group is not redundant: syntax",
    ),
    # tokens
    ("min-tokens-glued-keyword", update("SETa = :one"), "a keyword glued to a name"),
    ("min-tokens-form-feed", update("SET\u000ca = :one"), "a form feed between tokens"),
    ("min-tokens-ideographic-space", update("SET\u3000a = :one"), "U+3000 between tokens"),
    ("min-tokens-no-break-space", update("SET a\u00a0= :one"), "U+00A0 between tokens"),
    ("min-tokens-index-leading-zeros", get("l[007]"), "a list index with leading zeros"),
    ("min-tokens-index-spaces", get("l[ 0 ]"), "spaces inside a list index"),
    ("min-tokens-lower-case-keyword", update("set a = :one remove s"), "lower-case keywords"),
    ("min-tokens-function-space", scan("size (l) > :one"), "a space before a function's parenthesis"),
    ("min-tokens-value-after-dot", scan("m. :one"), "a value placeholder after a dot"),
    # limits
    ("min-limits-trailing-spaces", update("SET a = :one" + " " * 4085), "4097 characters, 4085 of them spaces"),
    ("min-limits-operators", scan("NOT " + " AND ".join(["a <> :two"] * 151)), "301 operators in a condition"),
    ("min-limits-path-depth", get(".".join(["m"] * 33)), "a path of 33 levels"),
    ("min-limits-partition-key", put({"pk": {"S": "p" * 2049}, "sk": {"S": "s"}}), "a partition key of 2049 bytes"),
    (
        "min-limits-plus-count",
        update("SET " + ",".join(f"a{i}=:v+:v" for i in range(300))),
        "300 '+' operators in 3,193 characters",
    ),
    # validation
    ("min-validation-return-values", update("SET a = :one", ReturnValues="all_new"), "a lower-case enum"),
    (
        "min-validation-empty-names",
        update("SET a = :one", ExpressionAttributeNames={}),
        "an empty ExpressionAttributeNames",
    ),
    (
        "min-validation-placeholder-key",
        update("SET a = :one", ExpressionAttributeNames={"x": "a"}),
        "a name map key without '#'",
    ),
    ("min-validation-no-type", put({**KEY, "b": {}}), "an AttributeValue with no type"),
    ("min-validation-two-types", put({**KEY, "b": {"S": "x", "N": "1"}}), "an AttributeValue with two types"),
    (
        "min-validation-legacy-and-expression",
        put(ITEM, "attribute_exists(pk)", Expected={"a": {"Exists": False}}),
        "Expected beside a ConditionExpression",
    ),
    (
        "min-validation-names-without-expression",
        ("UpdateItem", {"TableName": TABLE_NAME, "Key": KEY, "ExpressionAttributeNames": {"#a": "a"}}),
        "names given, no expression",
    ),
    (
        "min-validation-update-without-expression",
        ("UpdateItem", {"TableName": TABLE_NAME, "Key": KEY}),
        "UpdateItem with no UpdateExpression: valid",
    ),
    ("min-validation-legacy-alone", put(ITEM, Expected={"a": {"Value": {"N": "1"}}}), "a legacy condition alone"),
    ("min-validation-put-condition-inside-key", put(ITEM, "attribute_exists(sk.x)"), "a Put's condition inside a key"),
    (
        "min-validation-transact-put-inside-key",
        transact({"Put": {"TableName": TABLE_NAME, "Item": ITEM, "ConditionExpression": "attribute_exists(sk.x)"}}),
        "a transaction Put's condition inside a key attribute",
    ),
    (
        "min-validation-condition-check-inside-key",
        transact(
            {
                "ConditionCheck": {
                    "TableName": TABLE_NAME,
                    "Key": KEY,
                    "ConditionExpression": "attribute_not_exists(sk.x)",
                }
            }
        ),
        "a ConditionCheck may look inside a key attribute",
    ),
    ("min-validation-scan-filter-inside-key", scan("attribute_exists(sk.x)"), "a Scan's filter inside a key attribute"),
    (
        "min-validation-scan-projection-inside-key",
        ("Scan", {"TableName": TABLE_NAME, "ProjectionExpression": "a, pk[0]"}),
        "a Scan's projection inside a key attribute",
    ),
    (
        "min-validation-query-projection-inside-key",
        (
            "Query",
            {
                "TableName": TABLE_NAME,
                "KeyConditionExpression": "pk = :x",
                "ProjectionExpression": "sk.x",
                "ExpressionAttributeValues": {":x": {"S": "p"}},
            },
        ),
        "a Query's projection inside the sort key its key condition leaves out",
    ),
    (
        "min-order-scan-select-before-inside-key",
        ("Scan", {"TableName": TABLE_NAME, "ProjectionExpression": "sk.x", "Select": "COUNT"}),
        "a Scan reports Select before a path inside a key attribute",
    ),
    # operands
    ("min-operands-begins-with-values", scan("begins_with(:x, :h)"), "begins_with on two values"),
    ("min-operands-contains-values", scan("contains(:h, :x)"), "contains on two values"),
    ("min-operands-size-value", scan("size(:h) > :one"), "size of a value"),
    # order
    (
        "min-order-condition-before-key",
        update("SET sk = :x", "attribute_not_exists(pk)"),
        "a key attribute updated, the condition failing",
    ),
    # messages
    ("min-messages-empty-key", get(Key={"pk": {"S": ""}, "sk": {"S": "s"}}), "an empty string in a key"),
    ("min-messages-syntax-token", scan("a = :one AND AND a = :two"), "which token a syntax error names"),
    (
        "min-messages-unused-names-order",
        (
            "UpdateItem",
            {
                "TableName": TABLE_NAME,
                "Key": KEY,
                "UpdateExpression": "SET #a = :one",
                "ExpressionAttributeNames": {
                    "#a": "a",
                    "#id": "id",
                    "#mall": "mall",
                    "#rent": "rent",
                    "#__edb_e__": "e",
                    "#__edb_v__": "v",
                },
                "ExpressionAttributeValues": {":one": {"N": "1"}},
            },
        ),
        "unused names listed in a Java HashMap's order",
    ),
    (
        "min-messages-unused-values-order",
        update(
            "SET a = :one", ExpressionAttributeValues={":one": {"N": "1"}, **{f":v{i}x": {"N": "1"} for i in range(14)}}
        ),
        "14 unused values (a map of 15: a table of 32 buckets)",
    ),
    (
        "min-messages-transact-get-key-type",
        ("TransactGetItems", {"TransactItems": [{"Get": {"TableName": TABLE_NAME, "Key": {**KEY, "sk": {"N": "1"}}}}]}),
        "a Get's key of another type: cancelled, no reasons",
    ),
    (
        "min-messages-transact-write-key-type",
        transact(
            {"ConditionCheck": {"TableName": TABLE_NAME, "Key": KEY, "ConditionExpression": "attribute_exists(zz)"}},
            {"Delete": {"TableName": TABLE_NAME, "Key": {**KEY, "sk": {"N": "1"}}}},
        ),
        "a key of another type cancels the transaction beside a failed condition (seed 90210 fuzz run)",
    ),
    (
        "min-messages-transact-empty-binary-key",
        transact(
            {
                "ConditionCheck": {
                    "TableName": TABLE_NAME,
                    "Key": {**KEY, "sk": {"B": ""}},
                    "ConditionExpression": "attribute_exists(pk)",
                }
            }
        ),
        "an empty binary for a string key: the type is compared first, a cancellation reason",
    ),
    (
        "min-messages-batch-write-empty-binary-key",
        ("BatchWriteItem", {"RequestItems": {TABLE_NAME: [{"DeleteRequest": {"Key": {**KEY, "sk": {"B": ""}}}}]}}),
        "an empty binary for a string key in a batch: a type mismatch",
    ),
    (
        "min-messages-transact-get-empty-binary-key",
        ("TransactGetItems", {"TransactItems": [{"Get": {"TableName": TABLE_NAME, "Key": {**KEY, "sk": {"B": ""}}}}]}),
        "an empty binary for a string key in a Get: cancelled, no reasons",
    ),
    (
        "min-semantics-remove-index-after-append",
        update("SET l[5] = :x REMOVE l[2]", ReturnValues="ALL_NEW"),
        "REMOVE l[2] names the list before the update: nothing there, so the appended element stays",
    ),
    (
        "min-semantics-appends-in-index-order",
        update("SET l[5] = :x ADD l[3] :two", ReturnValues="ALL_NEW"),
        "SET and ADD past the end append in the order of their indexes, not of the text (semantics fuzz run)",
    ),
    (
        "min-semantics-remove-then-add-old-index",
        update("REMOVE l[0] ADD l[1] :one", ReturnValues="ALL_NEW"),
        "ADD l[1] names the list before the REMOVE: it adds to the 2, which then moves to index 0",
    ),
    (
        "min-semantics-size-utf16",
        update("SET a = :one", "size(u) = :two"),
        "size() of a string counts UTF-16 code units: an emoji is 2 (u is one emoji)",
    ),
    (
        "min-messages-transact-missing-item",
        transact({"Put": {"TableName": TABLE_NAME}}),
        "a Put without Item: DynamoDB's 'Value null at ...' (fuzz run seed 424242)",
    ),
    (
        "min-order-condition-check-null-after-expressions",
        transact(
            {"ConditionCheck": {"TableName": TABLE_NAME, "Key": KEY}},
            {"Put": {"TableName": TABLE_NAME, "Item": ITEM, "ConditionExpression": "a = = :one", **_values(":one")}},
        ),
        "a ConditionCheck without a condition is reported after every action's expressions",
    ),
    (
        "min-messages-transact-update-values-alone",
        transact(
            {"Update": {"TableName": TABLE_NAME, "Key": KEY, **_values(":one")}},
            {"ConditionCheck": {"TableName": TABLE_NAME, "Key": KEY}},
        ),
        "an Update with values and no expression: its UpdateExpression missing, before the next action's",
    ),
    (
        "min-messages-transact-get-missing-key",
        ("TransactGetItems", {"TransactItems": [{"Get": {"TableName": TABLE_NAME}}]}),
        "a Get without Key: DynamoDB Local's own words",
    ),
    # the order of DynamoDB's checks, learnt from dynalite's tests (tests/differential/real/sources/dynalite.py)
    (
        "min-order-function-operands-before-count",
        update("SET c = if_not_exists(a), d = :zz"),
        "a function's operand count is checked with its action's operands, last action first",
    ),
    ("min-order-overlap-before-count", update("SET c = if_not_exists(a), c.d = :one"), "overlapping paths first"),
    ("min-order-add-type-before-count", update("SET c = if_not_exists(a) ADD b :h"), "ADD's operand type first"),
    # an update's value read from inside a key attribute: refused once the condition held, before anything the item
    # decides; among several key attributes looked inside, the partition key is named (a property test met it)
    ("min-order-key-inside-update-path", update("SET a = pk.d"), "a value read from inside the partition key"),
    (
        "min-order-key-inside-update-if-not-exists",
        update("SET a = if_not_exists(sk.x, :one)"),
        "if_not_exists's path inside the sort key, though a default is given",
    ),
    ("min-order-key-inside-update-default", update("SET a = if_not_exists(a, sk.x)"), "its default, the same"),
    ("min-order-key-inside-update-sum", update("SET a = pk.d + :one"), "an operand of +"),
    ("min-order-key-inside-update-partition-first", update("SET a = sk.x, b = pk.d"), "the partition key first"),
    (
        "min-order-key-inside-update-after-condition",
        update("SET a = sk.d", "attribute_not_exists(pk)"),
        "after the condition: a failed condition is reported",
    ),
    (
        "min-order-key-inside-update-before-item",
        update("SET a = sk.d, b = zz ADD s :one"),
        "before a missing path and an operand's type",
    ),
    ("min-order-key-inside-update-key-updated-first", update("SET a = sk.d REMOVE pk"), "a key updated first"),
    (
        "min-order-key-inside-condition-first",
        update("SET a = pk.x", "attribute_exists(sk.d)"),
        "the condition's key attribute before the update's",
    ),
    (
        "min-order-key-inside-condition-partition-first",
        update("SET a = :one", "attribute_exists(sk.x) AND attribute_exists(pk.d)"),
        "in a condition too, the partition key is named, wherever it stands",
    ),
    (
        "min-order-key-inside-condition-schema-order",
        update(
            "SET a = :one",
            "attribute_exists(sk.x) AND attribute_exists(pk.d)",
            Key={"sk": KEY["sk"], "pk": KEY["pk"]},
        ),
        "the key schema's order, not the Key's",
    ),
    (
        "min-order-key-inside-update-transaction",
        transact({"Update": {"TableName": TABLE_NAME, "Key": KEY, "UpdateExpression": "SET a = sk.d"}}),
        "in a transaction: the request's ValidationException, not a cancellation reason",
    ),
    # a transaction's update of a key attribute whose condition held: the one cancellation reason of the whole
    # transaction, whatever the other actions met (a live test of tables of different keys met it, 2026-12-06)
    (
        "min-order-transaction-key-update-after-a-put",
        transact(
            {"Put": {"TableName": TABLE_NAME, "Item": {"pk": {"S": "p"}, "sk": {"S": "n1"}}}},
            {"Update": {**update("SET sk = :x")[1]}},
        ),
        "a Put that would succeed gets no reason of its own",
    ),
    (
        "min-order-transaction-key-update-after-a-failed-check",
        transact(
            {
                "ConditionCheck": {
                    "TableName": TABLE_NAME,
                    "Key": KEY,
                    "ConditionExpression": "attribute_not_exists(pk)",
                }
            },
            {"Update": {**update("SET sk = :x")[1]}},
        ),
        "nor does a ConditionCheck that failed",
    ),
    (
        "min-order-transaction-key-update-before-a-key-of-another-type",
        transact(
            {"Update": {**update("SET sk = :x")[1]}},
            {"Delete": {"TableName": TABLE_NAME, "Key": {"pk": {"S": "p"}, "sk": {"N": "1"}}}},
        ),
        "nor a later action's key of another type (itself a cancellation reason)",
    ),
    (
        "min-order-transaction-key-update-first-of-two",
        transact(
            {"Update": {**update("SET sk = :x")[1]}},
            {"Update": {**update("SET pk = :x", Key={"pk": {"S": "p"}, "sk": {"S": "t"}})[1]}},
        ),
        "the first key update is the reason",
    ),
    (
        "min-order-transaction-key-update-condition-failed",
        transact(
            {
                "ConditionCheck": {
                    "TableName": TABLE_NAME,
                    "Key": KEY,
                    "ConditionExpression": "attribute_not_exists(pk)",
                }
            },
            {"Update": {**update("SET sk = :x", "attribute_not_exists(pk)")[1]}},
        ),
        "an update of a key whose own condition failed: every action's reason, as usual",
    ),
    # a transaction entry's members DynamoDB does not know are ignored: an entry of none of its actions is no
    # action, one beside an action is left out (bloop names its check CheckCondition: found by its requests)
    (
        "min-validation-transaction-entry-unknown",
        transact(
            {"CheckCondition": {"TableName": TABLE_NAME, "Key": KEY, "ConditionExpression": "attribute_exists(pk)"}}
        ),
        "an entry of no known action",
    ),
    (
        "min-validation-transaction-entry-unknown-after-a-put",
        transact(
            {"Put": {"TableName": TABLE_NAME, "Item": {"pk": {"S": "p"}, "sk": {"S": "n1"}}}},
            {"CheckCondition": {"TableName": TABLE_NAME, "Key": KEY, "ConditionExpression": "attribute_exists(pk)"}},
        ),
        "after a good action",
    ),
    (
        "min-validation-transaction-entry-get-in-a-write",
        transact({"Get": {"TableName": TABLE_NAME, "Key": KEY}}),
        "a Get is no action of a TransactWriteItems",
    ),
    (
        "min-validation-transaction-entry-unknown-beside-an-action",
        transact(
            {
                "ConditionCheck": {"TableName": TABLE_NAME, "Key": KEY, "ConditionExpression": "attribute_exists(pk)"},
                "CheckCondition": {},
            }
        ),
        "an unknown member beside an action: ignored, the action runs",
    ),
    (
        "min-validation-transaction-entry-two-actions-and-unknown",
        transact(
            {
                "Put": {"TableName": TABLE_NAME, "Item": KEY},
                "Delete": {"TableName": TABLE_NAME, "Key": KEY},
                "Foo": 1,
            }
        ),
        "two actions in one entry, whatever else it holds",
    ),
    (
        "min-validation-transaction-get-entry-unknown",
        ("TransactGetItems", {"TransactItems": [{"Foo": {"TableName": TABLE_NAME, "Key": KEY}}]}),
        "a TransactGetItems entry of no Get",
    ),
    (
        "min-validation-transaction-get-entry-unknown-beside-a-get",
        ("TransactGetItems", {"TransactItems": [{"Get": {"TableName": TABLE_NAME, "Key": KEY}, "Foo": 1}]}),
        "an unknown member beside a Get: ignored",
    ),
    # list_append and + read an if_not_exists operand before either operand's type (fuzz seed 46113)
    (
        "min-order-if-not-exists-list-append",
        update("SET e = list_append(s, if_not_exists(f, zz))"),
        "the second operand's missing default before the first operand's type",
    ),
    ("min-order-if-not-exists-sum", update("SET e = s + if_not_exists(f, zz)"), "the same for +"),
    (
        "min-order-if-not-exists-present",
        update("SET e = list_append(s, if_not_exists(l, zz))"),
        "the default is read even when the path holds a value",
    ),
    (
        "min-order-if-not-exists-both",
        update("SET e = list_append(if_not_exists(f, s), if_not_exists(g, zz))"),
        "both if_not_exists operands before either type",
    ),
    (
        "min-order-if-not-exists-then-path",
        update("SET e = list_append(if_not_exists(f, s), zz)"),
        "a plain path is read after the first operand's type",
    ),
    ("min-order-if-not-exists-plain", update("SET e = list_append(s, zz)"), "without if_not_exists: the type first"),
    ("min-order-names-before-count", scan("attribute_exists(#zz.y, :one)"), "an undefined name before the count"),
    (
        "min-order-query-filter-first",
        query("pk =", FilterExpression="b ="),
        "a Query reads its FilterExpression, then its ProjectionExpression, then its key condition",
    ),
    ("min-order-query-projection-first", query("pk =", ProjectionExpression="b."), "the projection before the key"),
    (
        "min-order-query-no-key-condition-late",
        query(None, FilterExpression="a = #zz"),
        "a Query without a key condition: reported once the expressions are read",
    ),
    (
        "min-validation-scan-empty-filter-values",
        (
            "Scan",
            {"TableName": TABLE_NAME, "FilterExpression": "", "ExpressionAttributeValues": {":one": VALUES[":one"]}},
        ),
        "an empty FilterExpression serves no value",
    ),
    (
        "min-validation-keyconditions-beside-filter",
        (
            "Query",
            {
                "TableName": TABLE_NAME,
                "KeyConditions": {"pk": {"AttributeValueList": [{"S": "p"}], "ComparisonOperator": "EQ"}},
                "FilterExpression": "a = :one",
                "ExpressionAttributeValues": {":one": VALUES[":one"]},
            },
        ),
        "KeyConditions goes with a FilterExpression (guregu/dynamo sends it)",
    ),
    (
        "min-validation-empty-legacy-map",
        scan("a = :one", ScanFilter={}),
        "an empty legacy map beside an expression is no legacy parameter",
    ),
    (
        "min-validation-conditional-operator-alone",
        ("Scan", {"TableName": TABLE_NAME, "ConditionalOperator": "AND"}),
        "a ConditionalOperator with no legacy filter to join",
    ),
    (
        "min-validation-conditional-operator-empty",
        scan("a = :one", ConditionalOperator=""),
        "an empty ConditionalOperator is one all the same",
    ),
    (
        "min-validation-conditional-operator-one-condition",
        (
            "Scan",
            {
                "TableName": TABLE_NAME,
                "ConditionalOperator": "AND",
                "ScanFilter": {"a": {"AttributeValueList": [{"N": "1"}], "ComparisonOperator": "EQ"}},
            },
        ),
        "a ConditionalOperator joining one condition",
    ),
    (
        "min-validation-conditional-operator-query-late",
        query("pk = :h", ConditionalOperator="", FilterExpression="a = :zz"),
        "a Query reports it after its expressions",
    ),
    (
        "min-validation-key-conditions-empty",
        ("Query", {"TableName": TABLE_NAME, "KeyConditions": {}, "Select": "SPECIFIC_ATTRIBUTES"}),
        "an empty KeyConditions is the key condition, of no condition",
    ),
    # KeyConditions with an operator a key condition cannot use, against the table's key
    ("min-messages-legacy-key-hash-ne", legacy_query({"pk": ("NE", {"S": "p"})}), "NE on the hash key"),
    ("min-messages-legacy-key-hash-null", legacy_query({"pk": ("NULL",)}), "NULL on the hash key: no scalar"),
    ("min-messages-legacy-key-hash-in", legacy_query({"pk": ("IN", {"S": "p"})}), "IN on the hash key"),
    (
        "min-messages-legacy-key-range-not-null",
        legacy_query({"pk": _PK, "sk": ("NOT_NULL",)}),
        "NOT_NULL on the range key: no scalar",
    ),
    (
        "min-messages-legacy-key-range-contains",
        legacy_query({"pk": _PK, "sk": ("CONTAINS", {"S": "s"})}),
        "CONTAINS on the range key: not indexable",
    ),
    (
        "min-messages-legacy-key-range-ne",
        legacy_query({"pk": _PK, "sk": ("NE", {"S": "s"})}),
        "NE on the range key (DynamoDB Local fails)",
    ),
    (
        "min-messages-legacy-key-other-attribute",
        legacy_query({"pk": _PK, "a": ("NULL",)}),
        "NULL on an attribute outside the key",
    ),
    ("min-messages-legacy-key-no-hash", legacy_query({"sk": ("NULL",)}), "no hash key, NULL on the range key"),
    (
        "min-order-legacy-key-length-first",
        legacy_query({"pk": _PK, "sk": ("NULL",), "a": _PK}),
        "three entries, one NULL: the length first",
    ),
    (
        "min-order-legacy-key-type-first",
        legacy_query({"pk": ("NE", {"N": "1"})}),
        "NE on the hash key with a value of another type: the type first",
    ),
    (
        "min-order-legacy-key-hash-first",
        legacy_query({"sk": ("NULL",), "pk": ("GT", {"S": "p"})}),
        "the hash key's entry is checked before the range key's, wherever it stands",
    ),
    (
        "min-order-legacy-key-entries-read-first",
        legacy_query({"pk": ("NE", {"S": "p"}), "sk": ("NULL", {"S": "s"})}),
        "every entry is read (its values counted) before an operator is refused",
    ),
    (
        "min-order-legacy-key-empty-hash",
        legacy_query({"pk": ("EQ", {"S": ""}), "sk": ("NULL",)}),
        "an empty hash key value before the range key's NULL",
    ),
    (
        "min-messages-query-filter-key",
        legacy_query({"pk": _PK}, QueryFilter=_legacy({"sk": ("EQ", {"S": "s"})})),
        "a legacy QueryFilter naming a key attribute: DynamoDB names QueryFilter",
    ),
    (
        "min-order-query-filter-partition-key-first",
        legacy_query({"pk": _PK}, QueryFilter=_legacy({"sk": ("EQ", {"S": "s"}), "pk": _PK})),
        "a QueryFilter naming both key attributes: the partition key is named",
    ),
    (
        "min-order-filter-partition-key-first",
        query("pk = :h", FilterExpression="sk = :x AND pk = :h"),
        "a FilterExpression naming both key attributes: the partition key is named, wherever it stands",
    ),
    # DynamoDB Local's words for malformed requests (a sweep of its messages)
    (
        "min-validation-null-attribute-value",
        ("PutItem", {"TableName": "fidelity-min", "Item": {"pk": {"S": "p"}, "sk": {"S": "s"}, "x": None}}),
        "a null attribute value in an Item",
    ),
    (
        "min-validation-null-map-member",
        (
            "PutItem",
            {"TableName": "fidelity-min", "Item": {"pk": {"S": "p"}, "sk": {"S": "s"}, "x": {"M": {"y": None}}}},
        ),
        "a null member of a map (named)",
    ),
    (
        "min-validation-null-list-member",
        ("PutItem", {"TableName": "fidelity-min", "Item": {"pk": {"S": "p"}, "sk": {"S": "s"}, "x": {"L": [None]}}}),
        "a null member of a list (not named)",
    ),
    (
        "min-validation-null-key-value",
        ("GetItem", {"TableName": "fidelity-min", "Key": {"pk": None, "sk": {"S": "s"}}}),
        "a null key attribute value",
    ),
    (
        "min-validation-null-in-expression-value",
        (
            "UpdateItem",
            {
                "TableName": "fidelity-min",
                "Key": {"pk": {"S": "p"}, "sk": {"S": "s"}},
                "UpdateExpression": "SET a = :v",
                "ExpressionAttributeValues": {":v": {"M": {"x": None}}},
            },
        ),
        "a null map member inside an expression value",
    ),
    (
        "min-validation-null-in-transaction-item",
        (
            "TransactWriteItems",
            {
                "TransactItems": [
                    {"Put": {"TableName": "fidelity-min", "Item": {"pk": {"S": "p"}, "sk": {"S": "s"}, "x": None}}}
                ]
            },
        ),
        "a null attribute value in a transaction's Put",
    ),
    (
        "min-validation-string-set-null-member",
        (
            "PutItem",
            {"TableName": "fidelity-min", "Item": {"pk": {"S": "p"}, "sk": {"S": "s"}, "x": {"SS": ["a", None]}}},
        ),
        "a null member of a string set",
    ),
    (
        "min-validation-empty-attribute-name",
        ("PutItem", {"TableName": "fidelity-min", "Item": {"pk": {"S": "p"}, "sk": {"S": "s"}, "": {"S": "v"}}}),
        "an empty attribute name in an Item",
    ),
    (
        "min-messages-expected-null",
        (
            "PutItem",
            {"TableName": "fidelity-min", "Item": {"pk": {"S": "p"}, "sk": {"S": "s"}}, "Expected": {"a": None}},
        ),
        "a null Expected entry",
    ),
    (
        "min-messages-expected-empty",
        ("PutItem", {"TableName": "fidelity-min", "Item": {"pk": {"S": "p"}, "sk": {"S": "s"}}, "Expected": {"a": {}}}),
        "an empty Expected entry: Exists is null",
    ),
    (
        "min-messages-expected-values-without-operator",
        (
            "PutItem",
            {
                "TableName": "fidelity-min",
                "Item": {"pk": {"S": "p"}, "sk": {"S": "s"}},
                "Expected": {"a": {"AttributeValueList": [{"N": "1"}]}},
            },
        ),
        "AttributeValueList without a ComparisonOperator",
    ),
    (
        "min-messages-expected-operator-without-values",
        (
            "PutItem",
            {
                "TableName": "fidelity-min",
                "Item": {"pk": {"S": "p"}, "sk": {"S": "s"}},
                "Expected": {"a": {"ComparisonOperator": "EQ"}},
            },
        ),
        "a ComparisonOperator without its values",
    ),
    (
        "min-messages-scan-filter-null",
        ("Scan", {"TableName": "fidelity-min", "ScanFilter": {"a": None}}),
        "a null ScanFilter entry",
    ),
    (
        "min-messages-scan-filter-empty",
        ("Scan", {"TableName": "fidelity-min", "ScanFilter": {"a": {}}}),
        "an empty ScanFilter entry: no comparison type",
    ),
    (
        "min-messages-key-conditions-null",
        ("Query", {"TableName": "fidelity-min", "KeyConditions": {"pk": None}}),
        "a null KeyConditions entry",
    ),
    (
        "min-messages-attributes-to-get-empty-name",
        (
            "GetItem",
            {"TableName": "fidelity-min", "Key": {"pk": {"S": "p"}, "sk": {"S": "s"}}, "AttributesToGet": [""]},
        ),
        "an empty name in AttributesToGet",
    ),
    (
        "min-messages-attributes-to-get-twice",
        (
            "GetItem",
            {"TableName": "fidelity-min", "Key": {"pk": {"S": "p"}, "sk": {"S": "s"}}, "AttributesToGet": ["a", "a"]},
        ),
        "a name twice in AttributesToGet",
    ),
    (
        "min-order-attributes-to-get-in-order",
        (
            "GetItem",
            {
                "TableName": "fidelity-min",
                "Key": {"pk": {"S": "p"}, "sk": {"S": "s"}},
                "AttributesToGet": ["a", "a", ""],
            },
        ),
        "AttributesToGet read in order: the repeat before the empty name",
    ),
    (
        "min-messages-select-count-attributes-to-get",
        ("Scan", {"TableName": "fidelity-min", "Select": "COUNT", "AttributesToGet": ["a"]}),
        "Select COUNT beside AttributesToGet names AttributesToGet",
    ),
    (
        "min-messages-attribute-updates-put-no-value",
        (
            "UpdateItem",
            {
                "TableName": "fidelity-min",
                "Key": {"pk": {"S": "p"}, "sk": {"S": "s"}},
                "AttributeUpdates": {"a": {"Action": "PUT"}},
            },
        ),
        "an AttributeUpdates PUT without a Value",
    ),
    (
        "min-messages-attribute-updates-bad-action",
        (
            "UpdateItem",
            {
                "TableName": "fidelity-min",
                "Key": {"pk": {"S": "p"}, "sk": {"S": "s"}},
                "AttributeUpdates": {"a": {"Action": "FOO"}},
            },
        ),
        "an AttributeUpdates Action outside the enum, without a Value",
    ),
    (
        "min-messages-attribute-updates-empty",
        (
            "UpdateItem",
            {"TableName": "fidelity-min", "Key": {"pk": {"S": "p"}, "sk": {"S": "s"}}, "AttributeUpdates": {"a": {}}},
        ),
        "an empty AttributeUpdates entry (PUT by default, no Value)",
    ),
    ("min-messages-transact-write-empty", ("TransactWriteItems", {"TransactItems": []}), "an empty TransactItems"),
    ("min-messages-transact-write-missing", ("TransactWriteItems", {}), "no TransactItems"),
    (
        "min-messages-transact-write-no-action",
        ("TransactWriteItems", {"TransactItems": [{}]}),
        "a TransactWriteItems entry with no action",
    ),
    (
        "min-messages-transact-token-too-long",
        (
            "TransactWriteItems",
            {
                "TransactItems": [
                    {
                        "ConditionCheck": {
                            "TableName": "fidelity-min",
                            "Key": {"pk": {"S": "p"}, "sk": {"S": "s"}},
                            "ConditionExpression": "attribute_exists(a)",
                        }
                    }
                ],
                "ClientRequestToken": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            },
        ),
        "a ClientRequestToken of 37 characters",
    ),
    (
        "min-messages-transact-get-empty",
        ("TransactGetItems", {"TransactItems": []}),
        "an empty TransactGetItems: DynamoDB says null",
    ),
    (
        "min-messages-transact-get-no-get",
        ("TransactGetItems", {"TransactItems": [{}]}),
        "a TransactGetItems entry with no Get",
    ),
    ("min-messages-table-name-missing", ("GetItem", {"Key": KEY}), "no TableName at all"),
    (
        "min-messages-start-key-empty-hash",
        ("Scan", {"TableName": TABLE_NAME, "ExclusiveStartKey": {"pk": {"S": ""}, "sk": {"S": "s"}}}),
        "an ExclusiveStartKey with an empty hash key value",
    ),
    (
        "min-messages-start-key-empty-range",
        query("pk = :h", ExclusiveStartKey={"pk": {"S": "he"}, "sk": {"S": ""}}),
        "an ExclusiveStartKey with an empty range key value",
    ),
    # a BatchWriteItem's WriteRequest of the wrong shape (DynamoDB Local reads it as a union)
    (
        "min-messages-batch-write-request-empty",
        ("BatchWriteItem", {"RequestItems": {TABLE_NAME: [{}]}}),
        "a WriteRequest of neither PutRequest nor DeleteRequest: 'more than one datatypes'",
    ),
    (
        "min-messages-batch-write-request-both",
        (
            "BatchWriteItem",
            {"RequestItems": {TABLE_NAME: [{"PutRequest": {"Item": KEY}, "DeleteRequest": {"Key": KEY}}]}},
        ),
        "a WriteRequest of both",
    ),
    (
        "min-messages-batch-write-request-null",
        ("BatchWriteItem", {"RequestItems": {TABLE_NAME: [None]}}),
        "a null WriteRequest",
    ),
    (
        "min-messages-batch-write-put-null",
        ("BatchWriteItem", {"RequestItems": {TABLE_NAME: [{"PutRequest": None}]}}),
        "a null PutRequest",
    ),
    (
        "min-messages-batch-write-put-no-item",
        ("BatchWriteItem", {"RequestItems": {TABLE_NAME: [{"PutRequest": {}}]}}),
        "a PutRequest without its Item: 'a null AttributeValue'",
    ),
    (
        "min-messages-batch-write-delete-null-key",
        ("BatchWriteItem", {"RequestItems": {TABLE_NAME: [{"DeleteRequest": {"Key": None}}]}}),
        "a DeleteRequest with a null Key",
    ),
    (
        "min-messages-batch-write-put-item-empty",
        ("BatchWriteItem", {"RequestItems": {TABLE_NAME: [{"PutRequest": {"Item": {}}}]}}),
        "a PutRequest's Item of no attributes",
    ),
    (
        "min-messages-batch-write-delete-key-empty",
        ("BatchWriteItem", {"RequestItems": {TABLE_NAME: [{"DeleteRequest": {"Key": {}}}]}}),
        "a DeleteRequest's Key of no attributes",
    ),
    (
        "min-order-batch-write-requests-in-turn",
        (
            "BatchWriteItem",
            {"RequestItems": {TABLE_NAME: [{"PutRequest": {}}, {"PutRequest": {"Item": {**KEY, "a": {"N": "x"}}}}]}},
        ),
        "the first request's missing Item before the second's bad number",
    ),
    # a BatchGetItem table without keys, with a null or empty key, with names and no projection;
    # a BatchWriteItem table of no requests
    (
        "min-messages-batch-get-keys-missing",
        ("BatchGetItem", {"RequestItems": {TABLE_NAME: {}}}),
        "a BatchGetItem table without Keys",
    ),
    (
        "min-messages-batch-get-table-null",
        ("BatchGetItem", {"RequestItems": {TABLE_NAME: None}}),
        "a BatchGetItem table that is null",
    ),
    (
        "min-messages-batch-get-key-empty",
        ("BatchGetItem", {"RequestItems": {TABLE_NAME: {"Keys": [KEY, {}]}}}),
        "a BatchGetItem key {} after a good one",
    ),
    (
        "min-messages-batch-get-key-null",
        ("BatchGetItem", {"RequestItems": {TABLE_NAME: {"Keys": [None]}}}),
        "a BatchGetItem key that is null",
    ),
    (
        "min-messages-batch-get-names-alone",
        ("BatchGetItem", {"RequestItems": {TABLE_NAME: {"Keys": [KEY], "ExpressionAttributeNames": {"#a": "a"}}}}),
        "a BatchGetItem table with names and no ProjectionExpression",
    ),
    (
        "min-messages-batch-write-table-empty",
        ("BatchWriteItem", {"RequestItems": {TABLE_NAME: []}}),
        "a BatchWriteItem table of no requests",
    ),
    # a TransactGetItems Get's key of the wrong shape cancels the transaction (no reasons), the Gets
    # in turn; a TransactWriteItems action's key or item given as an empty object is no missing member
    (
        "min-messages-transact-get-key-missing-range",
        ("TransactGetItems", {"TransactItems": [{"Get": {"TableName": TABLE_NAME, "Key": {"pk": {"S": "p"}}}}]}),
        "a Get's key without its range key: cancelled",
    ),
    (
        "min-messages-transact-get-key-extra-attribute",
        ("TransactGetItems", {"TransactItems": [{"Get": {"TableName": TABLE_NAME, "Key": {**KEY, "a": {"N": "1"}}}}]}),
        "a Get's key of three attributes: cancelled",
    ),
    (
        "min-messages-transact-get-key-other-name",
        (
            "TransactGetItems",
            {"TransactItems": [{"Get": {"TableName": TABLE_NAME, "Key": {"pk": {"S": "p"}, "a": {"N": "1"}}}}]},
        ),
        "a Get's key naming another attribute than the range key: cancelled",
    ),
    (
        "min-messages-transact-get-key-empty",
        ("TransactGetItems", {"TransactItems": [{"Get": {"TableName": TABLE_NAME, "Key": {}}}]}),
        "a Get's key of no attributes: cancelled",
    ),
    (
        "min-order-transact-get-keys-in-turn",
        (
            "TransactGetItems",
            {
                "TransactItems": [
                    {"Get": {"TableName": TABLE_NAME, "Key": {"pk": {"N": "1"}, "sk": {"S": "s"}}}},
                    {"Get": {"TableName": TABLE_NAME, "Key": {"pk": {"S": "p"}}}},
                ]
            },
        ),
        "the first Get's key of another type before the second's missing range key",
    ),
    (
        "min-order-transact-get-key-type-before-later-extra",
        (
            "TransactGetItems",
            {
                "TransactItems": [
                    {"Get": {"TableName": TABLE_NAME, "Key": {"pk": {"N": "1"}, "sk": {"S": "s"}}}},
                    {"Get": {"TableName": TABLE_NAME, "Key": {**KEY, "a": {"N": "1"}}}},
                ]
            },
        ),
        "the first Get's key of another type before the second's key of three attributes",
    ),
    (
        "min-messages-transact-write-key-empty",
        ("TransactWriteItems", {"TransactItems": [{"Delete": {"TableName": TABLE_NAME, "Key": {}}}]}),
        "a Delete's key of no attributes",
    ),
    (
        "min-messages-transact-write-item-empty",
        ("TransactWriteItems", {"TransactItems": [{"Put": {"TableName": TABLE_NAME, "Item": {}}}]}),
        "a Put's item of no attributes",
    ),
    (
        "min-messages-transact-write-key-extra-attribute",
        (
            "TransactWriteItems",
            {
                "TransactItems": [
                    {
                        "ConditionCheck": {
                            "TableName": TABLE_NAME,
                            "Key": {**KEY, "a": {"N": "1"}},
                            "ConditionExpression": "attribute_exists(a)",
                        }
                    }
                ]
            },
        ),
        "a ConditionCheck's key of three attributes",
    ),
    # AttributeUpdates ADD and DELETE: a value of a type they do not take (once the Expected
    # condition held), and a value of another type than the item's attribute
    (
        "min-messages-attribute-updates-add-string",
        (
            "UpdateItem",
            {"TableName": TABLE_NAME, "Key": KEY, "AttributeUpdates": {"a": {"Action": "ADD", "Value": {"S": "q"}}}},
        ),
        "AttributeUpdates ADD of a string",
    ),
    (
        "min-messages-attribute-updates-add-map",
        (
            "UpdateItem",
            {"TableName": TABLE_NAME, "Key": KEY, "AttributeUpdates": {"n": {"Action": "ADD", "Value": {"M": {}}}}},
        ),
        "AttributeUpdates ADD of a map to a missing attribute",
    ),
    (
        "min-messages-attribute-updates-delete-number",
        (
            "UpdateItem",
            {"TableName": TABLE_NAME, "Key": KEY, "AttributeUpdates": {"a": {"Action": "DELETE", "Value": {"N": "1"}}}},
        ),
        "AttributeUpdates DELETE with a number",
    ),
    (
        "min-messages-attribute-updates-delete-list",
        (
            "UpdateItem",
            {"TableName": TABLE_NAME, "Key": KEY, "AttributeUpdates": {"l": {"Action": "DELETE", "Value": {"L": []}}}},
        ),
        "AttributeUpdates DELETE with a list",
    ),
    (
        "min-semantics-attribute-updates-add-set-to-number",
        (
            "UpdateItem",
            {"TableName": TABLE_NAME, "Key": KEY, "AttributeUpdates": {"a": {"Action": "ADD", "Value": {"SS": ["q"]}}}},
        ),
        "AttributeUpdates ADD of a string set to a number: 'Type mismatch for attribute to update'",
    ),
    (
        "min-semantics-attribute-updates-add-list-to-string",
        (
            "UpdateItem",
            {
                "TableName": TABLE_NAME,
                "Key": KEY,
                "AttributeUpdates": {"s": {"Action": "ADD", "Value": {"L": [{"N": "1"}]}}},
            },
        ),
        "AttributeUpdates ADD of a list to a string",
    ),
    (
        "min-semantics-attribute-updates-delete-set-from-string",
        (
            "UpdateItem",
            {
                "TableName": TABLE_NAME,
                "Key": KEY,
                "AttributeUpdates": {"s": {"Action": "DELETE", "Value": {"SS": ["hello"]}}},
            },
        ),
        "AttributeUpdates DELETE of a string set from a string",
    ),
    (
        "min-order-attribute-updates-add-type-after-expected",
        (
            "UpdateItem",
            {
                "TableName": TABLE_NAME,
                "Key": KEY,
                "AttributeUpdates": {"a": {"Action": "ADD", "Value": {"S": "q"}}},
                "Expected": {"a": {"Value": {"N": "7"}}},
            },
        ),
        "AttributeUpdates ADD of a string under an Expected that fails: the failed condition is reported",
    ),
    (
        "min-order-attribute-updates-delete-type-after-expected",
        (
            "UpdateItem",
            {
                "TableName": TABLE_NAME,
                "Key": KEY,
                "AttributeUpdates": {"a": {"Action": "DELETE", "Value": {"S": "q"}}},
                "Expected": {"a": {"Value": {"N": "7"}}},
                "ReturnValuesOnConditionCheckFailure": "ALL_OLD",
            },
        ),
        "AttributeUpdates DELETE with a string under an Expected that fails (the old item returned)",
    ),
    (
        "min-order-attribute-updates-add-type-expected-holds",
        (
            "UpdateItem",
            {
                "TableName": TABLE_NAME,
                "Key": KEY,
                "AttributeUpdates": {"a": {"Action": "ADD", "Value": {"S": "q"}}},
                "Expected": {"a": {"Value": {"N": "1"}}},
            },
        ),
        "AttributeUpdates ADD of a string under an Expected that holds: the type is reported",
    ),
    # a parallel Scan's Segment and TotalSegments: the pair first, then a segment outside 0 to
    # TotalSegments - 1 (in words giving that top, whatever the segment), then over 1,000,000 segments
    (
        "min-messages-segment-negative",
        ("Scan", {"TableName": TABLE_NAME, "Segment": -1, "TotalSegments": 2}),
        "Segment -1 of 2: 'less than or equal to 1'",
    ),
    (
        "min-messages-segment-total-zero",
        ("Scan", {"TableName": TABLE_NAME, "Segment": 0, "TotalSegments": 0}),
        "TotalSegments 0: worded as Segment 0 over -1",
    ),
    (
        "min-messages-segment-total-negative",
        ("Scan", {"TableName": TABLE_NAME, "Segment": 0, "TotalSegments": -3}),
        "TotalSegments -3: worded as Segment 0 over -4",
    ),
    (
        "min-order-segment-negative-before-total-over",
        ("Scan", {"TableName": TABLE_NAME, "Segment": -1, "TotalSegments": 1000001}),
        "Segment -1 with TotalSegments over 1,000,000: the segment is reported",
    ),
    (
        "min-order-total-over-before-segment-over",
        ("Scan", {"TableName": TABLE_NAME, "Segment": 1000000, "TotalSegments": 1000001}),
        "Segment 1,000,000 below TotalSegments 1,000,001: the total is reported",
    ),
    (
        "min-order-segment-pair-before-segment-range",
        ("Scan", {"TableName": TABLE_NAME, "Segment": -1}),
        "Segment -1 alone: the missing TotalSegments is reported",
    ),
    (
        "min-order-total-pair-before-total-range",
        ("Scan", {"TableName": TABLE_NAME, "TotalSegments": 0}),
        "TotalSegments 0 alone: the missing Segment is reported",
    ),
    # a PutItem without an Item, a GetItem, UpdateItem or DeleteItem without a Key (absent or null)
    ("min-validation-put-item-null", ("PutItem", {"TableName": TABLE_NAME, "Item": None}), "a null Item"),
    ("min-validation-put-item-missing", ("PutItem", {"TableName": TABLE_NAME}), "no Item at all"),
    ("min-validation-get-key-null", ("GetItem", {"TableName": TABLE_NAME, "Key": None}), "a null Key"),
    ("min-validation-update-key-missing", ("UpdateItem", {"TableName": TABLE_NAME}), "no Key at all"),
    (
        "min-order-null-item-before-conditional-operator",
        ("PutItem", {"TableName": TABLE_NAME, "Item": None, "ConditionalOperator": "AND"}),
        "a null Item before a ConditionalOperator with nothing to join",
    ),
    (
        "min-order-null-key-after-rvoccf",
        ("DeleteItem", {"TableName": TABLE_NAME, "Key": None, "ReturnValuesOnConditionCheckFailure": "BAD"}),
        "a DeleteItem checks ReturnValuesOnConditionCheckFailure before its Key",
    ),
    (
        "min-order-null-key-after-empty-map",
        (
            "GetItem",
            {"TableName": TABLE_NAME, "Key": None, "ProjectionExpression": "a", "ExpressionAttributeNames": {}},
        ),
        "a GetItem checks its placeholder maps before its Key",
    ),
    # an index the table does not have: looked for right after the table's name (and a Query's Limit)
    (
        "min-order-index-before-expressions",
        query("pk = = :h", IndexName="nosuch"),
        "an index the table does not have, before a syntax error",
    ),
    (
        "min-order-index-before-legacy",
        legacy_query({"pk": ("NULL",)}, IndexName="nosuch"),
        "an index the table does not have, before a legacy key condition",
    ),
    (
        "min-order-index-before-scan-limit",
        ("Scan", {"TableName": TABLE_NAME, "IndexName": "nosuch", "Limit": 0}),
        "a Scan looks for the index before its Limit",
    ),
    (
        "min-order-index-after-query-limit",
        query("pk = :h", IndexName="nosuch", Limit=0),
        "a Query checks its Limit before the index",
    ),
    (
        "min-validation-index-missing-scan",
        ("Scan", {"TableName": TABLE_NAME, "IndexName": "nosuch"}),
        "a Scan of an index the table does not have (the simulator scanned the table)",
    ),
    (
        "min-validation-index-short-name",
        query("pk = :h", IndexName="ab"),
        "an index name too short to be one: no such index, before its form",
    ),
    (
        "min-keycond-sort-key-first",
        query("sk = :x AND pk = :h"),
        "the sort key's condition written first (Alternator's tests): DynamoDB takes it",
    ),
    (
        "min-validation-legacy-empty-maps",
        (
            "Query",
            {
                "TableName": TABLE_NAME,
                "KeyConditions": {"pk": {"AttributeValueList": [{"S": "p"}], "ComparisonOperator": "EQ"}},
                "ExpressionAttributeNames": {},
            },
        ),
        "an empty placeholder map beside legacy parameters alone is ignored",
    ),
    (
        "min-validation-keyconditions-empty-values",
        (
            "Query",
            {
                "TableName": TABLE_NAME,
                "KeyConditions": {"pk": {"AttributeValueList": [{"S": "p"}], "ComparisonOperator": "EQ"}},
                "FilterExpression": "a = :one",
                "ExpressionAttributeValues": {},
            },
        ),
        "KeyConditions beside a FilterExpression with an empty map: the map is refused first (a fuzz run met it)",
    ),
    (
        "min-order-transaction-empty-key-late",
        transact(
            _INVALID_PATH_UPDATE,
            {
                "Update": {
                    "TableName": TABLE_NAME,
                    "Key": {"pk": {"S": ""}, "sk": {"S": "s"}},
                    "UpdateExpression": "SET a = :one",
                    "ExpressionAttributeValues": {":one": VALUES[":one"]},
                }
            },
        ),
        "an action's empty key is checked when DynamoDB reaches it: the earlier action's item error first",
    ),
    (
        "min-order-transaction-missing-key-late",
        transact(
            _INVALID_PATH_UPDATE,
            {
                "Update": {
                    "TableName": TABLE_NAME,
                    "Key": {"pk": {"S": "p"}},
                    "UpdateExpression": "SET a = :one",
                    "ExpressionAttributeValues": {":one": VALUES[":one"]},
                }
            },
        ),
        "an action's missing key attribute, the same",
    ),
    (
        "min-semantics-exact-key-limit",
        query("pk = :p AND sk = :s", Limit=1, ExpressionAttributeValues={":p": {"S": "p"}, ":s": {"S": "s"}}),
        "a Query of one key (partition and sort key) reaching its Limit: a LastEvaluatedKey, where a table with"
        " no sort key gives none",
    ),
    (
        "min-order-transaction-key-of-a-kind-late",
        transact(
            _INVALID_PATH_UPDATE,
            {"Delete": {"TableName": TABLE_NAME, "Key": {"pk": {"BOOL": True}, "sk": {"S": "s"}}}},
        ),
        "an action's key attribute of a kind no key takes (BOOL), the same (a fuzz run met it)",
    ),
    (
        "min-order-transaction-item-key-of-a-kind-late",
        transact(
            _INVALID_PATH_UPDATE,
            {"Put": {"TableName": TABLE_NAME, "Item": {"pk": {"L": []}, "sk": {"S": "s"}}}},
        ),
        "a Put's key attribute of a kind no key takes (a list), the same",
    ),
    (
        "min-order-transaction-key-of-a-kind",
        transact(
            {"ConditionCheck": {"TableName": TABLE_NAME, "Key": KEY, "ConditionExpression": "attribute_exists(a)"}},
            {"Delete": {"TableName": TABLE_NAME, "Key": {"pk": {"M": {}}, "sk": {"S": "s"}}}},
        ),
        "a key attribute of a kind no key takes, with no earlier error: reported",
    ),
    (
        "min-order-transaction-empty-key-after-condition",
        transact(
            {"ConditionCheck": {"TableName": TABLE_NAME, "Key": KEY, "ConditionExpression": "attribute_not_exists(a)"}},
            {
                "Update": {
                    "TableName": TABLE_NAME,
                    "Key": {"pk": {"S": ""}, "sk": {"S": "s"}},
                    "UpdateExpression": "SET a = :one",
                    "ExpressionAttributeValues": {":one": VALUES[":one"]},
                }
            },
        ),
        "a failed condition before it does not stop DynamoDB: the empty key is reported",
    ),
    (
        "min-order-transaction-names-alone-late",
        transact(
            _INVALID_PATH_UPDATE,
            {"Delete": {"TableName": TABLE_NAME, "Key": KEY, "ExpressionAttributeNames": {"#n": "a"}}},
        ),
        "an action's names with no expression to use them are met when DynamoDB reaches the action: the earlier"
        " action's item error first (a fuzz run met it, seeds 46101 and 46106)",
    ),
    # a condition looking inside a key attribute is met when DynamoDB reaches the action (fuzz seed 46113)
    (
        "min-order-transaction-key-inside-late",
        transact(
            _INVALID_PATH_UPDATE,
            {"Delete": {"TableName": TABLE_NAME, "Key": KEY, "ConditionExpression": "attribute_exists(pk.d)"}},
        ),
        "a Delete's condition looking inside a key attribute: the earlier action's item error first",
    ),
    (
        "min-order-transaction-key-inside-put-late",
        transact(
            _INVALID_PATH_UPDATE,
            {
                "Put": {
                    "TableName": TABLE_NAME,
                    "Item": ITEM,
                    "ConditionExpression": "size(pk[0]) > :zero",
                    **_values(":zero"),
                }
            },
        ),
        "a Put's, the same",
    ),
    (
        "min-order-transaction-key-inside-update-late",
        transact(
            _INVALID_PATH_UPDATE,
            {
                "Update": {
                    "TableName": TABLE_NAME,
                    "Key": KEY,
                    "UpdateExpression": "SET a = :one",
                    "ConditionExpression": "attribute_exists(sk.x)",
                    **_values(":one"),
                }
            },
        ),
        "an Update's, the same",
    ),
    (
        "min-order-transaction-key-inside-update-value-late",
        transact(
            _INVALID_PATH_UPDATE,
            {"Update": {"TableName": TABLE_NAME, "Key": KEY, "UpdateExpression": "SET a = pk.d"}},
        ),
        "an update's value read from inside a key attribute",
    ),
    (
        "min-order-transaction-key-inside-update-target-late",
        transact(
            _INVALID_PATH_UPDATE,
            {"Update": {"TableName": TABLE_NAME, "Key": KEY, "UpdateExpression": "SET pk.d = :one", **_values(":one")}},
        ),
        "an update's target inside a key attribute",
    ),
    (
        "min-order-transaction-key-inside-check",
        transact(
            _INVALID_PATH_UPDATE,
            {"ConditionCheck": {"TableName": TABLE_NAME, "Key": KEY, "ConditionExpression": "attribute_exists(pk.d)"}},
        ),
        "a ConditionCheck's condition inside a key attribute",
    ),
    (
        "min-order-transaction-key-inside-first",
        transact(
            {"ConditionCheck": {"TableName": TABLE_NAME, "Key": KEY, "ConditionExpression": "attribute_exists(a)"}},
            {"Delete": {"TableName": TABLE_NAME, "Key": KEY, "ConditionExpression": "attribute_exists(pk.d)"}},
        ),
        "with no earlier error: the key words",
    ),
    # two tables in one request: each its own items (the first table the request names holds the item, as
    # every case's first table holds its items; the other starts empty), and one key in two tables is two items
    (
        "min-semantics-tables-transaction-condition",
        transact(
            {"Put": {"TableName": OTHER_TABLE, "Item": ITEM, "ConditionExpression": "attribute_not_exists(pk)"}},
            {"ConditionCheck": {"TableName": TABLE_NAME, "Key": KEY, "ConditionExpression": "attribute_exists(pk)"}},
        ),
        "the item is in the first table named (the Put's) alone: both conditions fail, each on its own table",
    ),
    (
        "min-semantics-tables-transaction-cancelled",
        transact(
            {"Update": {"TableName": TABLE_NAME, "Key": KEY, "UpdateExpression": "SET a = :two", **_values(":two")}},
            {
                "Update": {
                    "TableName": OTHER_TABLE,
                    "Key": KEY,
                    "UpdateExpression": "SET a = :one",
                    "ConditionExpression": "attribute_exists(pk)",
                    **_values(":one"),
                }
            },
        ),
        "one key updated in two tables: the other table has no item, so its condition fails and both are undone",
    ),
    (
        "min-semantics-tables-transaction-reads-own",
        transact(
            {"Update": {"TableName": TABLE_NAME, "Key": KEY, "UpdateExpression": "SET a = :two", **_values(":two")}},
            {
                "Put": {
                    "TableName": OTHER_TABLE,
                    "Item": {**KEY, "a": {"N": "5"}},
                    "ConditionExpression": "attribute_not_exists(pk)",
                }
            },
        ),
        "one key written in two tables: the other table's condition does not see the first table's item",
    ),
    (
        "min-semantics-tables-batch-write",
        (
            "BatchWriteItem",
            {
                "RequestItems": {
                    TABLE_NAME: [{"DeleteRequest": {"Key": KEY}}],
                    OTHER_TABLE: [{"PutRequest": {"Item": {**KEY, "b": {"S": "other"}}}}],
                }
            },
        ),
        "one key deleted in one table and put in the other: two items, not a duplicate",
    ),
    (
        "min-semantics-tables-batch-get",
        ("BatchGetItem", {"RequestItems": {TABLE_NAME: {"Keys": [KEY]}, OTHER_TABLE: {"Keys": [KEY]}}}),
        "one key read from two tables: found in the first alone",
    ),
    (
        "min-semantics-tables-transact-get",
        (
            "TransactGetItems",
            {
                "TransactItems": [
                    {"Get": {"TableName": TABLE_NAME, "Key": KEY, "ProjectionExpression": "a"}},
                    {"Get": {"TableName": OTHER_TABLE, "Key": KEY}},
                ]
            },
        ),
        "one key read from two tables in a transaction: the other table's Get finds nothing",
    ),
    (
        "min-order-transaction-missing-item-late",
        transact(_INVALID_PATH_UPDATE, {"Put": {"TableName": TABLE_NAME}}),
        "a Put without Item, the same (its TableName missing is reported before any action runs)",
    ),
    (
        "min-order-transaction-update-values-alone-late",
        transact(_INVALID_PATH_UPDATE, {"Update": {"TableName": TABLE_NAME, "Key": KEY, **_values(":one")}}),
        "an Update with values and no expression (its UpdateExpression missing), the same",
    ),
    (
        "min-order-transaction-names-alone-before-values-alone",
        transact(
            {"Delete": {"TableName": TABLE_NAME, "Key": KEY, "ExpressionAttributeNames": {"#n": "a"}}},
            {"Update": {"TableName": TABLE_NAME, "Key": KEY, **_values(":one")}},
        ),
        "an action's names alone before a later Update's values alone: in the order of the actions",
    ),
    (
        "min-order-transaction-empty-key-before-values-alone",
        transact(
            {"Delete": {"TableName": TABLE_NAME, "Key": {"pk": {"S": ""}, "sk": {"S": "s"}}}},
            {"Update": {"TableName": TABLE_NAME, "Key": KEY, **_values(":one")}},
        ),
        "an action's empty key before a later Update's values alone: in the order of the actions",
    ),
    ("min-keycond-key-path-first", query("contains(a, :one) AND pk.c = :h"), "a key attribute's nested path first"),
    ("min-keycond-operator-before-names", query("pk <> sk"), "the operator before two names"),
    ("min-keycond-nested-attribute", query("b[0] > pk"), "a nested attribute that is not a key"),
    ("min-keycond-length", query("pk = :h and sk = :h and c = :h"), "three conditions"),
    ("min-keycond-between-first-operand", query(":h between pk and :x"), "a value first in BETWEEN"),
    ("min-keycond-type-before-unsupported", query("pk > :one"), "the hash key's value type before = is missed"),
    ("min-keycond-missed-before-unsupported", query("sk > :h"), "no hash key condition"),
    ("min-keycond-begins-with-size", query("begins_with(pk, size(a))"), "size() as begins_with's prefix"),
    # legacy parameters: what DynamoDB reads before what (boto 2's b2028)
    *(
        (
            f"min-order-legacy-key-{name}-before-conditional-operator",
            legacy_query(conditions, ConditionalOperator="AND"),
            f"a lone ConditionalOperator: the KeyConditions' {what} first",
        )
        for name, conditions, what in (
            ("between-hash", {"pk": ("BETWEEN", {"S": "a"}, {"S": "b"})}, "BETWEEN on the hash key"),
            ("type", {"pk": ("EQ", {"N": "1"})}, "value of another type"),
            ("empty", {"pk": ("EQ", {"S": ""})}, "empty key value"),
            ("missed", {"sk": ("EQ", {"S": "s"})}, "missing hash key"),
            ("other", {"c": ("EQ", {"S": "s"})}, "attribute that is no key"),
            ("contains", {"pk": ("CONTAINS", {"S": "p"})}, "CONTAINS on the hash key"),
            ("count", {"pk": ("EQ", {"S": "p"}, {"S": "q"})}, "wrong number of values"),
            ("range-type", {"pk": _PK, "sk": ("BEGINS_WITH", {"N": "1"})}, "BEGINS_WITH of a number"),
            ("three", {"pk": _PK, "sk": ("EQ", {"S": "s"}), "c": ("EQ", {"S": "s"})}, "three entries"),
            ("operator", {"pk": ("FOO", {"S": "p"})}, "unknown operator"),
        )
    ),
    (
        "min-order-legacy-key-before-one-filter",
        legacy_query(
            {"pk": ("BETWEEN", {"S": "a"}, {"S": "b"})},
            ConditionalOperator="OR",
            QueryFilter=_legacy({"a": ("NULL",)}),
        ),
        "a ConditionalOperator joining one QueryFilter entry: the key condition first",
    ),
    (
        "min-order-legacy-key-before-query-filter",
        legacy_query({"pk": ("BETWEEN", {"S": "a"}, {"S": "b"})}, QueryFilter=_legacy({"a": ("FOO", {"S": "x"})})),
        "the key condition told against the table before a malformed QueryFilter",
    ),
    (
        "min-order-legacy-query-filter-before-conditional-operator",
        legacy_query({"pk": _PK}, ConditionalOperator="AND", QueryFilter=_legacy({"a": ("FOO", {"S": "x"})})),
        "a malformed QueryFilter entry before a ConditionalOperator joining it alone",
    ),
    (
        "min-order-legacy-scan-filter-before-conditional-operator",
        (
            "Scan",
            {
                "TableName": TABLE_NAME,
                "ConditionalOperator": "AND",
                "ScanFilter": _legacy({"a": ("BEGINS_WITH", {"N": "1"})}),
            },
        ),
        "a ScanFilter entry's value type before a ConditionalOperator joining it alone",
    ),
    (
        "min-order-legacy-expected-before-conditional-operator",
        put(ITEM, ConditionalOperator="AND", Expected={"a": {"Exists": True}}),
        "a malformed Expected entry before a ConditionalOperator joining it alone",
    ),
    (
        "min-order-legacy-put-item-before-expected",
        (
            "PutItem",
            {"TableName": TABLE_NAME, "Item": {"pk": {"S": "p"}}, "Expected": _legacy({"a": ("FOO", {"S": "x"})})},
        ),
        "a PutItem's item before its malformed Expected",
    ),
    (
        "min-order-legacy-delete-expected-before-key",
        ("DeleteItem", {"TableName": TABLE_NAME, "Key": {"pk": {"S": "p"}}, "Expected": {"a": {"Exists": True}}}),
        "a DeleteItem's malformed Expected before its key",
    ),
    (
        "min-order-legacy-update-expected-before-key",
        (
            "UpdateItem",
            {
                "TableName": TABLE_NAME,
                "Key": {"pk": {"N": "1"}, "sk": {"S": "s"}},
                "Expected": _legacy({"a": ("FOO", {"S": "x"})}),
            },
        ),
        "an UpdateItem's malformed Expected before its key",
    ),
    (
        "min-order-legacy-update-key-before-attribute-updates",
        (
            "UpdateItem",
            {
                "TableName": TABLE_NAME,
                "Key": {"pk": {"S": "p"}},
                "AttributeUpdates": {"a": {"Action": "FOO", "Value": {"S": "x"}}},
            },
        ),
        "an UpdateItem's key before its malformed AttributeUpdates",
    ),
    # a legacy condition's value: DynamoDB's words name no placeholder (dynoxide's dx139)
    *(
        (f"min-messages-legacy-value-{name}", request, f"a legacy condition's {what}")
        for name, request, what in (
            (
                "null-false",
                ("Scan", {"TableName": TABLE_NAME, "ScanFilter": _legacy({"a": ("EQ", {"NULL": False})})}),
                "NULL false",
            ),
            (
                "two-types",
                ("Scan", {"TableName": TABLE_NAME, "ScanFilter": _legacy({"a": ("EQ", {"S": "a", "N": "1"})})}),
                "value of two types",
            ),
            (
                "empty-set",
                ("Scan", {"TableName": TABLE_NAME, "ScanFilter": _legacy({"a": ("EQ", {"SS": []})})}),
                "empty set",
            ),
            ("number", legacy_query({"pk": ("EQ", {"N": "x"})}), "number that is none, before its type"),
            ("no-type", legacy_query({"pk": ("EQ", {})}), "value of no type"),
            ("duplicates", put(ITEM, Expected={"a": {"Value": {"SS": ["a", "a"]}}}), "set with duplicates"),
            (
                "attribute-updates",
                (
                    "UpdateItem",
                    {
                        "TableName": TABLE_NAME,
                        "Key": KEY,
                        "AttributeUpdates": {"a": {"Action": "PUT", "Value": {"N": "x"}}},
                    },
                ),
                "AttributeUpdates value",
            ),
        )
    ),
    (
        "min-messages-legacy-value-own-placeholder",
        legacy_query({"pk": _PK}, FilterExpression="a = :l0", ExpressionAttributeValues={":l0": {"N": "x"}}),
        "beside KeyConditions, the request's own :l0 is named",
    ),
    # an Expected entry's ComparisonOperator with its value in Value (floci's fl052)
    *(
        (f"min-semantics-legacy-expected-operator-{name}", put(ITEM, Expected={attr: entry}), what)
        for name, attr, entry, what in (
            ("value-holds", "a", {"ComparisonOperator": "EQ", "Value": {"N": "1"}}, "EQ with Value, held"),
            ("value-fails", "a", {"ComparisonOperator": "GT", "Value": {"N": "1"}}, "GT with Value, failed"),
            ("value-in", "a", {"ComparisonOperator": "IN", "Value": {"N": "1"}}, "IN with one Value"),
            ("value-null-count", "a", {"ComparisonOperator": "NULL", "Value": {"N": "1"}}, "NULL given a Value"),
            ("value-between-count", "a", {"ComparisonOperator": "BETWEEN", "Value": {"N": "1"}}, "BETWEEN, one Value"),
            ("value-type", "a", {"ComparisonOperator": "BEGINS_WITH", "Value": {"N": "1"}}, "BEGINS_WITH of a number"),
            (
                "value-and-list",
                "a",
                {"ComparisonOperator": "EQ", "Value": {"N": "1"}, "AttributeValueList": [{"N": "1"}]},
                "Value and AttributeValueList",
            ),
            (
                "value-and-null-list",
                "a",
                {"ComparisonOperator": "EQ", "Value": {"N": "1"}, "AttributeValueList": None},
                "Value beside a null AttributeValueList",
            ),
            ("null-value", "a", {"ComparisonOperator": "EQ", "Value": None}, "a null Value: no value"),
            ("null-list", "a", {"ComparisonOperator": "EQ", "AttributeValueList": None}, "a null AttributeValueList"),
            (
                "exists-and-value",
                "a",
                {"ComparisonOperator": "EQ", "Exists": True, "Value": {"N": "1"}},
                "Exists first",
            ),
            (
                "null-exists",
                "a",
                {"ComparisonOperator": "EQ", "Exists": None, "AttributeValueList": [{"N": "1"}]},
                "a null Exists beside a ComparisonOperator: none",
            ),
        )
    ),
    (
        "min-semantics-legacy-expected-null-exists-value",
        put(ITEM, Expected={"a": {"Exists": None, "Value": {"N": "1"}}}),
        "a null Exists and a Value",
    ),
    (
        "min-messages-legacy-expected-null-exists",
        put(ITEM, Expected={"a": {"Exists": None}}),
        "a null Exists and no Value",
    ),
    # a key's shape before an empty value (dynoxide's dx101)
    *(
        (
            f"min-order-transaction-key-shape-before-empty-{kind.lower()}",
            transact({kind: {"TableName": TABLE_NAME, "Key": {"pk": {"S": ""}}, **extra}}),
            f"a {kind}'s key of one attribute, empty: the number of attributes first",
        )
        for kind, extra in (
            ("Update", {"UpdateExpression": "SET a = :one", "ExpressionAttributeValues": {":one": VALUES[":one"]}}),
            ("Delete", {}),
            ("ConditionCheck", {"ConditionExpression": "attribute_exists(a)"}),
        )
    ),
    (
        "min-order-transact-get-key-shape-before-empty",
        ("TransactGetItems", {"TransactItems": [{"Get": {"TableName": TABLE_NAME, "Key": {"pk": {"S": ""}}}}]}),
        "a Get's key of one attribute, empty: its shape cancels the transaction",
    ),
    (
        "min-order-transact-get-earlier-shape-before-empty",
        (
            "TransactGetItems",
            {
                "TransactItems": [
                    {"Get": {"TableName": TABLE_NAME, "Key": {"pk": {"S": "p"}}}},
                    {"Get": {"TableName": TABLE_NAME, "Key": {"pk": {"S": ""}, "sk": {"S": "s"}}}},
                ]
            },
        ),
        "an earlier Get's key shape cancels before a later Get's empty value",
    ),
    (
        "min-order-transact-get-empty-before-later-shape",
        (
            "TransactGetItems",
            {
                "TransactItems": [
                    {"Get": {"TableName": TABLE_NAME, "Key": {"pk": {"S": ""}, "sk": {"S": "s"}}}},
                    {"Get": {"TableName": TABLE_NAME, "Key": {"pk": {"S": "p"}}}},
                ]
            },
        ),
        "an empty value before a later Get's key shape",
    ),
    # AttributesToGet in one table, a ProjectionExpression in another (dynoxide's dx149)
    *(
        (
            f"min-order-batch-get-mix-{name}",
            ("BatchGetItem", {"RequestItems": {f"{TABLE_NAME}-{i}": body for i, body in enumerate(bodies)}}),
            what,
        )
        for name, bodies, what in (
            (
                "projection-first",
                [{"Keys": [KEY], "ProjectionExpression": "a"}, {"Keys": [KEY], "AttributesToGet": ["a"]}],
                "a mix across tables",
            ),
            (
                "before-keys",
                [
                    {"Keys": [{"pk": {"S": "p"}}], "AttributesToGet": ["a"]},
                    {"Keys": [KEY], "ProjectionExpression": "a"},
                ],
                "before a key of the wrong shape",
            ),
            (
                "before-no-keys",
                [{"AttributesToGet": ["a"]}, {"Keys": [KEY], "ProjectionExpression": "a"}],
                "before a table without keys",
            ),
            (
                "before-syntax",
                [{"Keys": [KEY], "AttributesToGet": ["a"]}, {"Keys": [KEY], "ProjectionExpression": "a,,"}],
                "before a syntax error",
            ),
        )
    ),
    # extenddb's and minidyn's requests (xdb036, xdb043, xdb048, xdb087, mdy082)
    (
        "min-order-query-no-key-condition-before-conditional-operator",
        ("Query", {"TableName": TABLE_NAME, "ConditionalOperator": "AND"}),
        "a Query with no key condition and a lone ConditionalOperator: the key condition first",
    ),
    (
        "min-messages-transact-get-names-without-projection",
        (
            "TransactGetItems",
            {
                "TransactItems": [
                    {"Get": {"TableName": TABLE_NAME, "Key": KEY, "ExpressionAttributeNames": {"#n": "a"}}}
                ]
            },
        ),
        "a Get's names without a projection, as a GetItem's",
    ),
    *(
        (
            f"min-order-transact-get-earlier-shape-before-{name}",
            (
                "TransactGetItems",
                {
                    "TransactItems": [
                        {"Get": {"TableName": TABLE_NAME, "Key": {"pk": {"S": "p"}}}},
                        {"Get": {"TableName": TABLE_NAME, "Key": KEY, **extra}},
                    ]
                },
            ),
            f"the Gets in turn: an earlier Get's key shape before a later Get's {what}",
        )
        for name, extra, what in (
            ("syntax", {"ProjectionExpression": "a,,"}, "syntax error"),
            ("names", {"ExpressionAttributeNames": {"#n": "a"}}, "names without a projection"),
            ("unused", {"ProjectionExpression": "a", "ExpressionAttributeNames": {"#n": "a"}}, "unused name"),
        )
    ),
    (
        "min-order-transact-get-own-syntax-before-shape",
        (
            "TransactGetItems",
            {
                "TransactItems": [
                    {"Get": {"TableName": TABLE_NAME, "Key": {"pk": {"S": "p"}}, "ProjectionExpression": "a,,"}}
                ]
            },
        ),
        "within one Get: its projection before its key's shape",
    ),
    (
        "min-order-batch-get-duplicates-before-count",
        ("BatchGetItem", {"RequestItems": {TABLE_NAME: {"Keys": [KEY] * 101}}}),
        "101 keys, all the same: the duplicates before the number",
    ),
    (
        "min-messages-legacy-mix-order-query",
        legacy_query(
            {"pk": _PK},
            QueryFilter=_legacy({"a": ("NULL",)}),
            ConditionalOperator="AND",
            AttributesToGet=["a"],
            KeyConditionExpression="pk = :h",
            ExpressionAttributeValues={":h": VALUES[":h"]},
        ),
        "the legacy parameters DynamoDB lists beside expressions, KeyConditions last",
    ),
    *(
        (f"min-semantics-transaction-key-too-long-{name}", transact(*actions), what)
        for name, actions, what in (
            (
                "put",
                [{"Put": {"TableName": TABLE_NAME, "Item": {"pk": {"S": "p" * 2049}, "sk": {"S": "s"}}}}],
                "a Put's hash key over 2,048 bytes",
            ),
            (
                "sort",
                [{"Put": {"TableName": TABLE_NAME, "Item": {"pk": {"S": "p"}, "sk": {"S": "s" * 1025}}}}],
                "a sort key over 1,024 bytes",
            ),
            (
                "after-condition",
                [
                    {
                        "ConditionCheck": {
                            "TableName": TABLE_NAME,
                            "Key": KEY,
                            "ConditionExpression": "attribute_not_exists(a)",
                        }
                    },
                    {"Delete": {"TableName": TABLE_NAME, "Key": {"pk": {"S": "p" * 2049}, "sk": {"S": "s"}}}},
                ],
                "beside a failed condition: each action's reason",
            ),
        )
    ),
    # a projection beside Select, before the index (dynoxide's dx133)
    *(
        (f"min-order-select-{name}", request, what)
        for name, request, what in (
            (
                "projected-projection-query",
                query("pk = :h", Select="ALL_PROJECTED_ATTRIBUTES", ProjectionExpression="a"),
                "Query",
            ),
            (
                "projected-attributes-to-get-query",
                legacy_query({"pk": _PK}, Select="ALL_PROJECTED_ATTRIBUTES", AttributesToGet=["a"]),
                "Query, AttributesToGet",
            ),
            (
                "projected-projection-scan",
                scan("a = :one", Select="ALL_PROJECTED_ATTRIBUTES", ProjectionExpression="a"),
                "Scan",
            ),
        )
    ),
]

# the item's attributes a reproduction needs besides ITEM's
EXTRA_ATTRIBUTES = {"min-semantics-size-utf16": {"u": {"S": "\U0001f600"}}}

CRASHES: list[tuple[str, tuple[str, dict], str]] = [
    (
        "min-crash-empty-number-key",
        ("GetItem", {"TableName": "fidelity-min-n", "Key": {"n": {"N": ""}}}),
        'a number key ""',
    ),
    ("min-crash-nan-key", ("PutItem", {"TableName": "fidelity-min-n", "Item": {"n": {"N": "NaN"}}}), "NaN in a key"),
]


# on a table keyed by a partition key alone (NUMBER_TABLE: n, a number)
HASH_ONLY: list[tuple[str, tuple[str, dict], str]] = [
    (
        f"min-keycond-no-sort-key-{name}",
        ("Query", {"TableName": "fidelity-min-n", **request}),
        f"a second key condition on a table with no sort key: not supported, {what} (goamz's goa009)",
    )
    for name, request, what in (
        (
            "expression",
            {
                "KeyConditionExpression": "n = :one AND a = :one",
                "ExpressionAttributeValues": {":one": {"N": "1"}},
            },
            "in an expression",
        ),
        (
            "before-partition-name",
            {
                "KeyConditionExpression": "zz = :one AND a = :one",
                "ExpressionAttributeValues": {":one": {"N": "1"}},
            },
            "before the partition key's name",
        ),
        (
            "legacy",
            {
                "KeyConditions": {
                    "n": _legacy({"n": ("EQ", {"N": "1"})})["n"],
                    "a": _legacy({"a": ("GT", {"N": "0"})})["a"],
                }
            },
            "in KeyConditions",
        ),
    )
] + [
    (
        "min-messages-legacy-exists-text",
        ("PutItem", {"TableName": "fidelity-min-n", "Item": {"n": {"N": "2"}}, "Expected": {"n": {"Exists": "false"}}}),
        'Exists given as the text "false": read as false, as DynamoDB Local reads it (goamz\'s goa063)',
    ),
    (
        "min-messages-legacy-empty-key-conditions-beside-attributes-to-get",
        ("Query", {"TableName": "fidelity-min-n", "KeyConditions": {}, "AttributesToGet": ["a"]}),
        "an empty KeyConditions beside AttributesToGet: still refused as empty (jcabi-dynamo's jc028)",
    ),
]


# a Query at its Limit on the same table (n alone): no LastEvaluatedKey, where a Scan gets one
HASH_ONLY_LIMITS: list[tuple[str, tuple[str, dict], str]] = [
    (
        f"min-semantics-hash-only-limit-{name}",
        (operation, {"TableName": "fidelity-min-n", **request}),
        f"{what} (dyntastic's test_query_pager[1]: a Query of a table with no sort key, at its Limit)",
    )
    for name, operation, request, what in (
        (
            "query",
            "Query",
            {"KeyConditionExpression": "n = :one", "ExpressionAttributeValues": {":one": {"N": "1"}}, "Limit": 1},
            "a Query reaching its Limit on a table with no sort key: no LastEvaluatedKey",
        ),
        (
            "query-filtered-out",
            "Query",
            {
                "KeyConditionExpression": "n = :one",
                "FilterExpression": "attribute_exists(zz)",
                "ExpressionAttributeValues": {":one": {"N": "1"}},
                "Limit": 1,
            },
            "the same, its one item filtered out: no LastEvaluatedKey",
        ),
        (
            "query-count",
            "Query",
            {
                "KeyConditionExpression": "n = :one",
                "ExpressionAttributeValues": {":one": {"N": "1"}},
                "Limit": 1,
                "Select": "COUNT",
            },
            "the same, counted: no LastEvaluatedKey",
        ),
        (
            "query-legacy",
            "Query",
            {"KeyConditions": _legacy({"n": ("EQ", {"N": "1"})}), "Limit": 1},
            "the same in KeyConditions: no LastEvaluatedKey",
        ),
        (
            "scan",
            "Scan",
            {"Limit": 1},
            "a Scan reaching its Limit on the same table: a LastEvaluatedKey",
        ),
    )
]


def _attribute_updates(updates: dict) -> tuple[str, dict]:
    return "UpdateItem", {"TableName": TABLE_NAME, "Key": KEY, "AttributeUpdates": updates, "ReturnValues": "ALL_NEW"}


# AttributeUpdates entries without an Action (the AWS SDK for PHP's session handler writes them):
# DynamoDB Local ignores such an entry and applies none after it, though it still checks them
NO_ACTION: list[tuple[str, tuple[str, dict], str]] = [
    (
        "min-semantics-legacy-no-action-first",
        _attribute_updates({"a": {"Value": {"N": "2"}}, "s": {"Action": "DELETE"}}),
        "an entry without Action, then a DELETE: DynamoDB Local applies neither (the builder the DELETE)",
    ),
    (
        "min-semantics-legacy-no-action-last",
        _attribute_updates({"s": {"Action": "DELETE"}, "a": {"Value": {"N": "2"}}}),
        "a DELETE, then an entry without Action: the DELETE is applied, the entry ignored",
    ),
    (
        "min-semantics-legacy-null-action",
        _attribute_updates({"a": {"Action": None, "Value": {"N": "2"}}}),
        "an Action of null: ignored as none",
    ),
    (
        "min-semantics-legacy-null-action-first",
        _attribute_updates({"a": {"Action": None, "Value": {"N": "2"}}, "s": {"Action": "DELETE"}}),
        "an Action of null, then a DELETE: as without Action",
    ),
    (
        "min-semantics-legacy-no-action-then-checked",
        _attribute_updates({"a": {"Value": {"N": "2"}}, "s": {"Action": "ADD", "Value": {"S": "y"}}}),
        "an entry without Action, then an ADD of a string: the ADD is still checked",
    ),
]


# a transaction's action takes no legacy parameter: DynamoDB Local ignores one there, as any member it does not
# know (an Expected is not checked, an AttributeUpdates not applied, AttributesToGet not read); the core refused each
# as "a legacy parameter beside expression parameters" (found on a probe of ignored members, 2026-12-06)
_T = TABLE_NAME
TRANSACTION_LEGACY: list[tuple[str, tuple[str, dict], str]] = [
    (
        "min-validation-transaction-put-expected",
        (
            "TransactWriteItems",
            {
                "TransactItems": [
                    {
                        "Put": {
                            "TableName": _T,
                            "Item": {**KEY, "b": {"N": "1"}},
                            "Expected": {"pk": {"Value": {"S": "no"}}},
                        }
                    }
                ]
            },
        ),
        "a Put with an Expected that fails: not checked, the item written",
    ),
    (
        "min-validation-transaction-put-expected-beside-condition",
        (
            "TransactWriteItems",
            {
                "TransactItems": [
                    {
                        "Put": {
                            "TableName": _T,
                            "Item": {**KEY, "b": {"N": "2"}},
                            "Expected": {"pk": {"Exists": False}},
                            "ConditionExpression": "attribute_exists(pk)",
                        }
                    }
                ]
            },
        ),
        "an Expected beside a ConditionExpression: no mix refused, the condition alone checked",
    ),
    (
        "min-validation-transaction-update-attribute-updates",
        (
            "TransactWriteItems",
            {
                "TransactItems": [
                    {
                        "Update": {
                            "TableName": _T,
                            "Key": KEY,
                            "AttributeUpdates": {"a": {"Action": "PUT", "Value": {"N": "9"}}},
                            "UpdateExpression": "SET w = :one",
                            "ExpressionAttributeValues": {":one": {"N": "1"}},
                        }
                    }
                ]
            },
        ),
        "an AttributeUpdates beside an UpdateExpression: not applied",
    ),
    (
        "min-validation-transaction-delete-conditional-operator",
        (
            "TransactWriteItems",
            {"TransactItems": [{"Delete": {"TableName": _T, "Key": KEY, "ConditionalOperator": "OR"}}]},
        ),
        "a ConditionalOperator with nothing to join: ignored, the item deleted",
    ),
    (
        "min-validation-transaction-get-attributes-to-get",
        ("TransactGetItems", {"TransactItems": [{"Get": {"TableName": _T, "Key": KEY, "AttributesToGet": ["a"]}}]}),
        "a Get with AttributesToGet: not read, the whole item returned",
    ),
]


def cases() -> list[dict]:
    out = []
    for case_id, (operation, request), note in REPROS + NO_ACTION + TRANSACTION_LEGACY:
        out.append(
            {
                "id": case_id,
                "note": note,
                "table": NO_INDEXES if case_id.startswith(("min-order-index-", "min-validation-index-")) else TABLE,
                "before": [{**ITEM, **EXTRA_ATTRIBUTES.get(case_id, {})}],
                "operation": operation,
                "request": request,
            }
        )
    for case_id, (operation, request), note in CRASHES + HASH_ONLY + HASH_ONLY_LIMITS:
        out.append(
            {
                "id": case_id,
                "note": note,
                "table": NUMBER_TABLE,
                "before": [{"n": {"N": "1"}}],
                "operation": operation,
                "request": request,
            }
        )
    return out
