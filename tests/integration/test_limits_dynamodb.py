"""The limits the core enforces (builder/expr/limits.py) are DynamoDB's own:
boundary pairs, the last accepted and the first refused, sent to DynamoDB
Local, with the core's answer (a state that renders or a StateError) and the
simulator's (the same answer as DynamoDB, to the word) beside them."""

import pytest
from botocore.exceptions import ClientError

from builder.expr import StateError, render
from builder.expr import limits as lim
from builder.expr.limits import MAX_EXPRESSION_BYTES
from builder.expr.simdoc import simulate_document
from tests.strategies import send

pytestmark = pytest.mark.integration


def condition_of_size(target: int) -> str:
    """`attribute_not_exists(a0) OR ...` padded with a name to exactly `target` bytes."""
    base = "attribute_not_exists(SK) OR attribute_not_exists(x"
    return base + "y" * (target - len(base) - 1) + ")"


@pytest.mark.parametrize("size, accepted", [(MAX_EXPRESSION_BYTES, True), (MAX_EXPRESSION_BYTES + 1, False)])
def test_dynamodb_limit_is_4096_bytes(ddb_client, make_table, size, accepted):
    table = make_table("limits")
    expression = condition_of_size(size)
    assert len(expression.encode()) == size
    try:
        ddb_client.put_item(TableName=table, Item={"PK": {"S": "a"}, "SK": {"S": "b"}}, ConditionExpression=expression)
        ok = True
    except ClientError as e:
        assert e.response["Error"]["Code"] == "ValidationException"
        ok = False
    assert ok is accepted


@pytest.mark.parametrize(
    "size, spaced, sent",
    [
        (MAX_EXPRESSION_BYTES, True, MAX_EXPRESSION_BYTES),  # fits as written
        (MAX_EXPRESSION_BYTES + 1, True, MAX_EXPRESSION_BYTES),  # fits once `) OR` is sent as `)OR`
        (MAX_EXPRESSION_BYTES + 1, False, None),  # no space to spare: refused before sending
    ],
)
def test_core_agrees_at_the_boundary(ddb_client, make_table, size, spaced, sent):
    table = make_table("limits")
    conditions = [{"op": "attribute_not_exists", "path": "SK"}] if spaced else []
    used = len("attribute_not_exists(SK) OR attribute_not_exists(") if spaced else len("attribute_not_exists(")
    conditions.append({"op": "attribute_not_exists", "path": "x" * (size - used - 1)})
    state = {
        "version": 1,
        "operation": "PutItem",
        "table": table,
        "item": {"PK": {"type": "S", "value": "a"}, "SK": {"type": "S", "value": "b"}},
        "condition": {"op": "or", "conditions": conditions} if spaced else conditions[0],
    }
    try:
        _, params = render(state)
    except StateError as e:
        assert sent is None, e
        assert e.problems[0].location == "condition"
        return
    assert sent is not None
    assert len(params["ConditionExpression"].encode()) == sent
    ddb_client.put_item(**params)  # DynamoDB reads what the core sends
    assert ddb_client.get_item(TableName=table, Key={"PK": {"S": "a"}, "SK": {"S": "b"}})["Item"]


# --------------------------------------------------------------------------
# DynamoDB Local's answer beside the simulator's
# --------------------------------------------------------------------------
HASH_ONLY = (("PK", "S"),)


def table_spec() -> dict:
    return {
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
    }


def answer(ddb_client, operation: str, params: dict) -> dict:
    try:
        send(ddb_client, operation, params)
    except ClientError as e:
        err = e.response["Error"]
        return {"ok": False, "error_code": err["Code"], "message": err["Message"]}
    return {"ok": True}


def both(ddb_client, table: str, operation: str, params: dict, before: list | None = None) -> tuple[dict, dict]:
    """(DynamoDB Local's answer, the simulator's) to one request on ``table``
    holding ``before``; the simulator's reduced to ok/error_code/message."""
    for item in before or []:
        ddb_client.put_item(TableName=table, Item=item)
    params = {**params, "TableName": table} if "TransactItems" not in params else params
    got = answer(ddb_client, operation, params)
    doc = {"table": table_spec(), "before": before or [], "operation": operation, "request": params}
    sim = simulate_document(doc)
    return got, {k: sim[k] for k in ("ok", "error_code", "message") if k in sim}


def ddb_value(containers: int) -> dict:
    v = {"S": "x"}
    for _ in range(containers):
        v = {"L": [v]}
    return v


def state_value(containers: int) -> dict:
    v = {"type": "S", "value": "x"}
    for _ in range(containers):
        v = {"type": "L", "value": [v]}
    return v


def refused(message: str) -> dict:
    return {"ok": False, "error_code": "ValidationException", "message": message}


@pytest.mark.parametrize("containers, accepted", [(31, True), (32, False)])
def test_an_item_nests_32_levels(ddb_client, make_table, containers, accepted):
    """31 lists in one another around a scalar: the scalar is at level 32."""
    table = make_table("nest", HASH_ONLY)
    got, sim = both(ddb_client, table, "PutItem", {"Item": {"PK": {"S": "a"}, "x": ddb_value(containers)}})
    assert got == sim == ({"ok": True} if accepted else refused(lim.MSG_NESTING))
    state = {"version": 1, "operation": "PutItem", "table": table}
    state["item"] = {"PK": {"type": "S", "value": "a"}, "x": state_value(containers)}
    if accepted:
        ddb_client.put_item(**render(state)[1])
    else:
        with pytest.raises(StateError) as e:
            render(state)
        assert e.value.problems[0].dynamodb == lim.MSG_NESTING


@pytest.mark.parametrize("containers, accepted", [(31, True), (33, False)])
def test_an_expression_value_nests_32_levels(ddb_client, make_table, containers, accepted):
    table = make_table("nest", HASH_ONLY)
    params = {
        "Key": {"PK": {"S": "a"}},
        "UpdateExpression": "SET y = :v",
        "ExpressionAttributeValues": {":v": ddb_value(containers)},
    }
    got, sim = both(ddb_client, table, "UpdateItem", params)
    words = f"ExpressionAttributeValues contains invalid value: {lim.MSG_NESTING} for key :v"
    assert got == sim == ({"ok": True} if accepted else refused(words))


def test_dynamodb_local_lets_a_condition_value_nest_one_level_more(ddb_client, make_table):
    """A known difference (docs/dynamodb-local-vs-aws.md): DynamoDB Local takes
    32 lists in one another as a condition's value, AWS refuses it as it
    refuses the item; the builder follows AWS. Pinned here so a change in
    DynamoDB Local shows."""
    table = make_table("nest", HASH_ONLY)
    params = {
        "Item": {"PK": {"S": "a"}},
        "ConditionExpression": "attribute_not_exists(y) OR y = :v",
        "ExpressionAttributeValues": {":v": ddb_value(32)},
    }
    got, sim = both(ddb_client, table, "PutItem", params)
    assert got == {"ok": True}
    assert sim == refused(f"ExpressionAttributeValues contains invalid value: {lim.MSG_NESTING} for key :v")


@pytest.mark.parametrize("containers, accepted", [(30, True), (31, False)])
def test_an_update_cannot_nest_an_item_deeper(ddb_client, make_table, containers, accepted):
    """m (level 1) holds v (2), holding ``containers`` lists: the scalar at 32 is the deepest."""
    table = make_table("nest", HASH_ONLY)
    params = {
        "Key": {"PK": {"S": "a"}},
        "UpdateExpression": "SET m.v = :v",
        "ExpressionAttributeValues": {":v": ddb_value(containers)},
    }
    got, sim = both(ddb_client, table, "UpdateItem", params, before=[{"PK": {"S": "a"}, "m": {"M": {}}}])
    assert got == sim == ({"ok": True} if accepted else refused(lim.MSG_NESTING_UPDATE))


@pytest.mark.parametrize("levels, accepted", [(32, True), (33, False)])
@pytest.mark.parametrize("step", [".b", "[0]"])
def test_a_document_path_has_32_levels(ddb_client, make_table, levels, accepted, step):
    table = make_table("path", HASH_ONLY)
    path = "a" + step * (levels - 1)
    got, sim = both(ddb_client, table, "GetItem", {"Key": {"PK": {"S": "a"}}, "ProjectionExpression": path})
    words = f"Invalid ProjectionExpression: The document path has too many nesting levels; nesting levels: {levels}"
    assert got == sim == ({"ok": True} if accepted else refused(words))
    state = {"version": 1, "operation": "GetItem", "table": table, "key": {"PK": {"type": "S", "value": "a"}}}
    state["projection"] = [path]
    if accepted:
        render(state)
    else:
        with pytest.raises(StateError):
            render(state)


@pytest.mark.parametrize("index, accepted", [(lim.MAX_LIST_INDEX, True), (lim.MAX_LIST_INDEX + 1, False)])
def test_a_list_index_is_a_java_int(ddb_client, make_table, index, accepted):
    table = make_table("index", HASH_ONLY)
    params = {"Item": {"PK": {"S": "a"}}, "ConditionExpression": f"attribute_not_exists(a[{index}])"}
    got, sim = both(ddb_client, table, "PutItem", params)
    words = f"Invalid ConditionExpression: List index is not within the allowable range; index: [{index}]"
    assert got == sim == ({"ok": True} if accepted else refused(words))


@pytest.mark.parametrize(
    "expression, accepted",
    [
        ("NOT (" + " AND ".join(["y = :v"] * 150) + ")", True),  # 150 comparisons, 149 ANDs, NOT: 300
        (" OR ".join(["y = :v"] * 151), False),  # 151 comparisons, 150 ORs: 301
    ],
    ids=["300", "301"],
)
def test_an_expression_has_300_operators(ddb_client, make_table, expression, accepted):
    """Each comparison, AND, OR and NOT counts one; the answer names 301 whatever the count."""
    table = make_table("ops", HASH_ONLY)
    params = {
        "Item": {"PK": {"S": "a"}},
        "ConditionExpression": expression,
        "ExpressionAttributeValues": {":v": {"S": "x"}},
    }
    got, sim = both(ddb_client, table, "PutItem", params)
    words = "Invalid ConditionExpression: The expression contains too many operators; operator count: 301"
    assert got == sim == ({"ok": True} if accepted else refused(words))


def test_an_expression_is_measured_before_it_is_read(ddb_client, make_table):
    table = make_table("size", HASH_ONLY)
    params = {"Item": {"PK": {"S": "a"}}, "ConditionExpression": "(" * (MAX_EXPRESSION_BYTES + 1)}
    got, sim = both(ddb_client, table, "PutItem", params)
    words = "Invalid ConditionExpression: Expression size has exceeded the maximum allowed size; expression size: 4097"
    assert got == sim == refused(words)


@pytest.mark.parametrize("count, accepted", [(100, True), (101, False)])
def test_a_transaction_holds_100_actions(ddb_client, make_table, count, accepted):
    table = make_table("tx", HASH_ONLY)
    items = [{"Put": {"TableName": table, "Item": {"PK": {"S": f"k{i}"}}}} for i in range(count)]
    got, sim = both(ddb_client, table, "TransactWriteItems", {"TransactItems": items})
    assert got == sim == ({"ok": True} if accepted else refused(lim.MSG_TRANSACTION_ACTIONS))


@pytest.mark.parametrize(
    "params, member, top",
    [
        ({"Segment": lim.MAX_SEGMENT + 1, "TotalSegments": lim.MAX_TOTAL_SEGMENTS}, "segment", lim.MAX_SEGMENT),
        ({"Segment": 0, "TotalSegments": lim.MAX_TOTAL_SEGMENTS + 1}, "totalSegments", lim.MAX_TOTAL_SEGMENTS),
    ],
    ids=["segment", "total segments"],
)
def test_segments_are_bounded(ddb_client, make_table, params, member, top):
    table = make_table("seg", HASH_ONLY)
    ok = {k: min(v, lim.MAX_SEGMENT if k == "Segment" else lim.MAX_TOTAL_SEGMENTS) for k, v in params.items()}
    assert both(ddb_client, table, "Scan", ok) == ({"ok": True}, {"ok": True})
    got, sim = both(ddb_client, table, "Scan", params)
    assert got == sim == refused(lim.range_message(top + 1, member, top))


def test_limit_is_a_32_bit_integer(ddb_client, make_table):
    """DynamoDB Local fails (InternalFailure) on a Limit beyond a Java int; the
    builder refuses it before sending."""
    table = make_table("limit", HASH_ONLY)
    assert answer(ddb_client, "Scan", {"TableName": table, "Limit": lim.MAX_LIMIT}) == {"ok": True}
    got = answer(ddb_client, "Scan", {"TableName": table, "Limit": lim.MAX_LIMIT + 1})
    assert got["ok"] is False
    state = {"version": 1, "operation": "Scan", "table": table, "options": {"limit": lim.MAX_LIMIT + 1}}
    with pytest.raises(StateError):
        render(state)


@pytest.mark.parametrize(
    "text, words",
    [
        ("1E+2147483647", "Number overflow. Attempting to store a number with magnitude larger than supported range"),
        ("1E+2147483648", "A value provided cannot be converted into a number"),
        ("1E-2147483647", "Number underflow. Attempting to store a number with magnitude smaller than supported range"),
        ("1E-2147483648", "A value provided cannot be converted into a number"),
        ("0E+2147483647", None),
        ("0E+99999999999", "A value provided cannot be converted into a number"),
    ],
)
def test_a_number_exponent_is_32_bits(ddb_client, make_table, text, words):
    """DynamoDB reads a number as Java's BigDecimal: an exponent (and the scale
    it makes) beyond 32 bits is not a number; within them, out of range."""
    table = make_table("num", HASH_ONLY)
    got, sim = both(ddb_client, table, "PutItem", {"Item": {"PK": {"S": "a"}, "n": {"N": text}}})
    assert got == sim == ({"ok": True} if words is None else refused(words))
