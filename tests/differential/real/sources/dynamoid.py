"""Dynamoid (a Ruby ORM for DynamoDB): the requests its specs make, as its
AWS SDK v3 adapter builds them.

Source: Dynamoid/dynamoid, branch master, commit e2e65c6 (2026-05-14). The
specs ``spec/**`` run against DynamoDB Local (``spec_helper.rb``: endpoint
``localhost:8000``, namespace ``dynamoid_tests``); only a few pin a request
(``send_request_matching``, and those only its ``TableName``), so each request
is written here as the library builds it for the call the spec makes, cited at
that call:

- ``lib/dynamoid/adapter_plugin/aws_sdk_v3.rb``: ``put_item``, ``update_item``
  and ``delete_item`` still use the legacy parameters: ``Expected`` from
  ``expected_stanza`` (``if: {attr => value}`` -> ``{"Value": ...}``,
  ``unless_exists: [attr]`` -> ``{"Exists": false}``; ``{}`` when there is no
  condition, which the SDK sends as an empty map), ``AttributeUpdates`` from
  ``aws_sdk_v3/item_updater.rb`` (ADD entries first, then DELETE, then PUT; a
  nil or empty Set set as DELETE), ``ReturnValues: ALL_NEW`` on every update;
  ``batch_write_item`` / ``batch_delete_item`` with ``ReturnConsumedCapacity:
  TOTAL`` and ``ReturnItemCollectionMetrics: SIZE``, one BatchWriteItem per
  table and per 25 keys; ``get_item`` (``ConsistentRead`` only when given).
- ``aws_sdk_v3/query.rb``, ``scan.rb``, ``filter_expression_convertor.rb``,
  ``projection_expression_convertor.rb``: every attribute name becomes a
  placeholder and every value too, both counted by Ruby's ``String#next!``
  from ``#_a0`` / ``:_a0`` (so the first is ``#_a1`` / ``:_a1``), key
  conditions first, then filters, then projections; the operators as it writes
  them: ``=``, ``<>``, ``<``, ``>``, ``<=``, ``>=``, ``BETWEEN .. AND ..``,
  ``begins_with (#n, :v)``, ``#n IN (:a , :b)``, ``contains (..)``, ``NOT
  contains (..)``, ``attribute_not_exists (#n)``, ``attribute_exists (#n)``
  (with the space before the parenthesis); string conditions
  (``where('age > :age', age: 42)``) wrapped in parentheses and joined with
  `` AND ``, their placeholders taken as given; ``Limit`` the smallest of
  record_limit, scan_limit and batch_size. ``Criteria::Chain`` always sends
  ``ScanIndexForward`` on a Query (true unless told otherwise) and
  ``Select: COUNT`` for ``count``.
- ``aws_sdk_v3/batch_get_item.rb`` (one BatchGetItem per table),
  ``aws_sdk_v3/transact.rb`` (``TransactWriteItems`` with
  ``ReturnConsumedCapacity: TOTAL``, ``ReturnItemCollectionMetrics: SIZE``)
  and ``transact_read_items``; the transaction actions of
  ``lib/dynamoid/transactions/mutation/*.rb``: a new model a Put with
  ``attribute_not_exists(#_h)`` (``AND attribute_not_exists(#_r)``), an update
  (``update_request_builder.rb``) ``SET #_n0 = :_v0, ... ADD ... DELETE ...
  REMOVE ...`` with names and values counted by ``String#succ`` from
  ``#_n0`` / ``:_v0``, ``update_fields`` / ``inc`` conditioned on
  ``attribute_exists(#_h)``, optimistic locking as ``#_lock_version =
  :lock_version_value`` (saves) or ``lock_version = :lock_version_value``
  (deletes).

Values are written as the SDK's marshaler sends them (``simple_attributes``):
a String ``S``, an Integer or Float ``N`` (``1.0`` -> ``"1.0"``), a
BigDecimal ``N`` as ``BigDecimal#to_s`` writes it (a datetime field, dumped as
seconds with nanoseconds, becomes ``"0.1747212345123456789e10"``), a Set
``SS``/``NS``/``BS``, an Array ``L``, a Hash ``M``, nil ``NULL``; and each
field as Dynamoid dumps it (a date as days since 1970-01-01, a serialized field
as YAML text, a boolean ``store_as_native_boolean: false`` as ``"f"``). Only
the requests were taken, as data.

Adapted only as far as needed to run: the random table names of
``new_class`` (``documents_<time>_<rand>``) as one fixed
``dynamoid_tests_documents_1747212345_512``; ``SecureRandom.uuid`` ids and
``Time.now`` as fixed values (the timestamps written with nine decimals);
``Date.today`` as 2025-05-14; the items each spec creates or puts before the
call (``before``), with their ``created_at``/``updated_at``. Where a spec runs
several requests, the one cited is the one whose shape is new. Left out: the
queries on secondary indexes (``with_index``, LSI/GSI detection) since the
recorder creates no indexes; the requests that name a table by its ARN (the
``send_request_matching(..., TableName: table.arn)`` specs: the recorder cannot
create a table with that name); transactions and batch reads spanning two
model classes (two tables); PartiQL ``execute``; table management
(CreateTable, DescribeTable, UpdateTimeToLive); calls that raise before any
request (missing keys, unknown attributes, validations); and near-duplicates
(``save`` vs ``save!``, ``destroy`` vs ``delete``, the same condition with
other values). A skipped spec (``Query with keys conditions`` / ``supports
multiple conditions for the same attribute``) is kept: its skip message is the
error DynamoDB answers to the request the library builds.
"""

from __future__ import annotations

from ._build import case, item, marshall, table, typed, values

SOURCE = "dynamoid"
REPO = "Dynamoid/dynamoid@e2e65c6 "
SP = "spec/dynamoid/"
AD = SP + "adapter_plugin/aws_sdk_v3_spec.rb"
CH = SP + "criteria/chain_spec.rb"
CR = SP + "criteria_spec.rb"
SV = SP + "persistence/save_spec.rb"
UF = SP + "persistence/update_fields_spec.rb"
UP = SP + "persistence/upsert_spec.rb"
UD = SP + "persistence/update_spec.rb"
INC = SP + "persistence/inc_spec.rb"
INCR = SP + "persistence/increment_spec.rb"
DECR = SP + "persistence/decrement_spec.rb"
DL = SP + "persistence/delete_spec.rb"
IM = SP + "persistence/import_spec.rb"
TO = SP + "persistence/touch_spec.rb"
TX = SP + "transactions/mutation/"
TCR = TX + "create_spec.rb"
TSV = TX + "save_spec.rb"
TUF = TX + "update_fields_spec.rb"
TINC = TX + "inc_spec.rb"
TUP = TX + "upsert_spec.rb"
TDL = TX + "delete_spec.rb"
TFIND = SP + "transactions/retrieval/find_spec.rb"

# which file builds the request (for ``note``)
A = "lib/dynamoid/adapter_plugin/aws_sdk_v3"
B_GET = f"{A}.rb get_item"
B_PUT = f"{A}.rb put_item (Expected from expected_stanza)"
B_UPD = f"{A}.rb update_item (AttributeUpdates from {A}/item_updater.rb, Expected from expected_stanza)"
B_DEL = f"{A}.rb delete_item (Expected from expected_stanza)"
B_BW = f"{A}.rb batch_write_item"
B_BD = f"{A}.rb batch_delete_item"
B_BG = f"{A}/batch_get_item.rb"
B_Q = f"{A}/query.rb with filter_expression_convertor.rb"
B_QP = f"{A}/query.rb with filter_expression_convertor.rb and projection_expression_convertor.rb"
B_S = f"{A}/scan.rb with filter_expression_convertor.rb"
B_SP = f"{A}/scan.rb with filter_expression_convertor.rb and projection_expression_convertor.rb"
M = "lib/dynamoid/transactions/mutation/"
B_TPUT = f"{A}/transact.rb with {M}save.rb (a new model's Put)"
B_TSAVE = f"{A}/transact.rb with {M}save.rb and update_request_builder.rb"
B_TUF = f"{A}/transact.rb with {M}update_fields.rb and update_request_builder.rb"
B_TINC = f"{A}/transact.rb with {M}inc.rb and update_request_builder.rb"
B_TUP = f"{A}/transact.rb with {M}upsert.rb and update_request_builder.rb"
B_TDEL = f"{A}/transact.rb with {M}delete_with_*.rb"
B_TG = f"{A}.rb transact_read_items with lib/dynamoid/transactions/retrieval/find.rb"


def _c(path: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(f"{REPO}{path}:{line}", op, request, tbl, before, note)


def _built(builder: str, call: str) -> str:
    return f"{call}: the request as {builder} builds it"


# --- values ---------------------------------------------------------------------
def _n(text: str):
    """A number as the SDK writes it (a BigDecimal's ``to_s``)."""
    return typed({"N": text})


TS0 = "0.1747212345123456789e10"  # created_at / updated_at of the items a spec creates
TS1 = "0.1747215945987654321e10"  # the time of the update under test (an hour later)
ID1 = "4c1f0e9a-2b7d-4f3e-9a61-8d2c5b7e0f13"
ID2 = "9b8e7d6c-5a4f-4e3d-8c2b-1a0f9e8d7c6b"
ID3 = "e3d2c1b0-a9f8-4e7d-b6c5-d4e3f2a1b0c9"
TODAY = 20222  # Date.today (2025-05-14) as days since 1970-01-01
YAML_AB = "---\n- a\n- b\n"  # %w[a b].to_yaml (a serialized field)

DOCS = "dynamoid_tests_documents_1747212345_512"
CUSTOMER = "dynamoid_tests_customer"
T_ID = table(("id", "S"))


def _doc(**attrs) -> dict:
    """An item a spec creates through the model: its timestamps first."""
    return item(created_at=_n(TS0), updated_at=_n(TS0), **attrs)


# --- legacy parameters (aws_sdk_v3.rb) ------------------------------------------
def _put(value) -> dict:
    return {"Action": "PUT", "Value": marshall(value)}


def _add(value) -> dict:
    return {"Action": "ADD", "Value": marshall(value)}


def _delete(*value) -> dict:
    return {"Action": "DELETE", "Value": marshall(value[0])} if value else {"Action": "DELETE"}


def _if(**attrs) -> dict:
    return {k: {"Value": marshall(v)} for k, v in attrs.items()}


def _unless(*names: str) -> dict:
    return {k: {"Exists": False} for k in names}


def _put_item(tbl: str, itm: dict, expected: dict | None = None) -> dict:
    return {"TableName": tbl, "Item": itm, "Expected": expected or {}}


def _update_item(tbl: str, key: dict, updates: dict, expected: dict | None = None) -> dict:
    return {
        "TableName": tbl,
        "Key": key,
        "AttributeUpdates": updates,
        "Expected": expected or {},
        "ReturnValues": "ALL_NEW",
    }


def _delete_item(tbl: str, key: dict, expected: dict | None = None) -> dict:
    return {"TableName": tbl, "Key": key, "Expected": expected or {}}


def _batch(tbl: str, requests: list) -> dict:
    return {"RequestItems": {tbl: requests}, "ReturnConsumedCapacity": "TOTAL", "ReturnItemCollectionMetrics": "SIZE"}


def _deletes(*keys: dict) -> list:
    return [{"DeleteRequest": {"Key": k}} for k in keys]


def _puts(*items: dict) -> list:
    return [{"PutRequest": {"Item": i}} for i in items]


# --- expressions (query.rb, scan.rb) ----------------------------------------------
def _seq(prefix: str, i: int) -> str:
    """Ruby's ``'#_a0'.next!`` sequence: #_a1 .. #_a9, #_b0, ..."""
    return f"{prefix}_{chr(ord('a') + i // 10)}{i % 10}"


def _names(*names: str) -> dict:
    return {_seq("#", i): n for i, n in enumerate(names, 1)}


def _vals(*vals) -> dict:
    return {_seq(":", i): v for i, v in enumerate(vals, 1)}


def _query(
    tbl: str,
    key_expr: str,
    names: dict,
    vals: dict,
    *,
    filt: str | None = None,
    limit: int | None = None,
    proj: str | None = None,
    fwd: bool | None = True,
    select: str | None = None,
    start: dict | None = None,
) -> dict:
    req: dict = {}
    if fwd is not None:
        req["ScanIndexForward"] = fwd
    if select:
        req["Select"] = select
    if start:
        req["ExclusiveStartKey"] = start
    req["TableName"] = tbl
    if limit:
        req["Limit"] = limit
    req["KeyConditionExpression"] = key_expr
    if filt:
        req["FilterExpression"] = filt
    if vals:
        req["ExpressionAttributeValues"] = values(vals)
    if names:
        req["ExpressionAttributeNames"] = names
    if proj:
        req["ProjectionExpression"] = proj
    return req


def _scan(
    tbl: str,
    filt: str | None = None,
    names: dict | None = None,
    vals: dict | None = None,
    *,
    limit: int | None = None,
    proj: str | None = None,
    select: str | None = None,
    start: dict | None = None,
    consistent: bool | None = None,
) -> dict:
    req: dict = {}
    if consistent is not None:
        req["ConsistentRead"] = consistent
    if start:
        req["ExclusiveStartKey"] = start
    if select:
        req["Select"] = select
    req["TableName"] = tbl
    if limit:
        req["Limit"] = limit
    if filt:
        req["FilterExpression"] = filt
    if vals:
        req["ExpressionAttributeValues"] = values(vals)
    if names:
        req["ExpressionAttributeNames"] = names
    if proj:
        req["ProjectionExpression"] = proj
    return req


# --- transactions (transact.rb, update_request_builder.rb) -------------------------
def _tw(*actions: dict) -> dict:
    return {"TransactItems": list(actions), "ReturnConsumedCapacity": "TOTAL", "ReturnItemCollectionMetrics": "SIZE"}


def _t_put(tbl: str, itm: dict, hash_name: str, range_name: str | None = None) -> dict:
    cond = "attribute_not_exists(#_h)"
    names = {"#_h": hash_name}
    if range_name:
        cond += " AND attribute_not_exists(#_r)"
        names["#_r"] = range_name
    return {"Put": {"Item": itm, "TableName": tbl, "ConditionExpression": cond, "ExpressionAttributeNames": names}}


def _t_update(tbl: str, key: dict, expr: str, names: dict, vals: dict, cond: str | None = None) -> dict:
    upd = {
        "Key": key,
        "TableName": tbl,
        "UpdateExpression": expr,
        "ExpressionAttributeNames": names,
        "ExpressionAttributeValues": values(vals),
    }
    if cond:
        upd["ConditionExpression"] = cond
    return {"Update": upd}


def _tn(*names: str) -> dict:
    return {f"#_n{i}": n for i, n in enumerate(names)}


def _tv(*vals) -> dict:
    return {f":_v{i}": v for i, v in enumerate(vals)}


EXISTS_H = {"#_h": "id"}
COND_H = "attribute_exists(#_h)"
COND_HR = "attribute_exists(#_h) AND attribute_exists(#_r)"


# === spec/dynamoid/adapter_plugin/aws_sdk_v3_spec.rb ================================
# The adapter called directly; tables dynamoid_tests_TestTable<N>: 1, 2 keyed by id (S),
# 3, 4 by id (S) and range (N).
T1 = "dynamoid_tests_TestTable1"
T3 = "dynamoid_tests_TestTable3"
T4 = "dynamoid_tests_TestTable4"
T_RANGE = table(("id", "S"), ("range", "N"))
JOSH = item(id="1", name="Josh")
JUSTIN = item(id="2", name="Justin")
RANGED = [item(id="1", name="Josh", range=1.0), item(id="2", name="Justin", range=2.0)]
LIMIT_ITEMS = (
    [item(id="1", name="Josh", range=float(i)) for i in range(1, 5)]
    + [item(id="1", name="Pascal", range=5.0)]
    + [item(id="1", name="Josh", range=float(i)) for i in range(6, 11)]
)
AGES = [item(id="1", range=float(i), age=float(i), data="A" * 64) for i in (0, 45, 89, 90, 133, 199)]
RANGE_1_3 = [item(id="1", range=1.0), item(id="1", range=3.0)]
SHARED_QUERY = "shared example 'range queries' (included at line 1024)"

ADAPTER = [
    _c(
        AD,
        743,
        "GetItem",
        {"TableName": T1, "Key": item(id="1"), "ConsistentRead": True},
        T_ID,
        [],
        _built(B_GET, "get_item(test_table1, '1', consistent_read: true)")
        + "; the spec pins consistent_read: true (hash_including) and expects nil",
    ),
    _c(
        AD,
        763,
        "GetItem",
        {"TableName": T3, "Key": item(id="1", range=2.0)},
        T_RANGE,
        [item(id="1", name="Josh", range=2.0)],
        _built(B_GET, "get_item(test_table3, '1', range_key: 2.0)") + " (ConsistentRead nil: not sent)",
    ),
    _c(
        AD,
        765,
        "DeleteItem",
        _delete_item(T3, item(id="1", range=2.0)),
        T_RANGE,
        [item(id="1", name="Josh", range=2.0)],
        _built(B_DEL, "delete_item(test_table3, '1', range_key: 2.0)") + " (no conditions: Expected {})",
    ),
    _c(
        AD,
        777,
        "PutItem",
        _put_item(T1, JOSH),
        T_ID,
        [],
        _built(B_PUT, "put_item(test_table1, id: '1', name: 'Josh')") + " (no options: Expected {})",
    ),
    _c(
        AD,
        800,
        "BatchWriteItem",
        _batch(T1, _deletes(item(id="1"), item(id="2"))),
        T_ID,
        [JOSH, JUSTIN],
        _built(B_BD, "batch_delete_item(test_table1 => %w[1 2])"),
    ),
    _c(
        AD,
        823,
        "BatchWriteItem",
        _batch(T3, _deletes(item(id="1", range=1.0), item(id="2", range=2.0))),
        T_RANGE,
        RANGED,
        _built(B_BD, "batch_delete_item(test_table3 => [['1', 1.0], ['2', 2.0]])"),
    ),
    _c(
        AD,
        824,
        "BatchGetItem",
        {"RequestItems": {T3: {"Keys": [item(id="1", range=1.0), item(id="2", range=2.0)]}}},
        T_RANGE,
        RANGED,
        _built(B_BG, "batch_get_item(test_table3 => [['1', 1.0], ['2', 2.0]])")
        + " (ConsistentRead nil: not sent); the spec reads after deleting them, here the items it put",
    ),
    _c(
        AD,
        383,
        "BatchGetItem",
        {"RequestItems": {"dynamoid_tests_table": {"Keys": [item(id="1"), item(id="2")]}}},
        T_ID,
        [JOSH, JUSTIN],
        _built(B_BG, "batch_get_item(table => %w[1 2])"),
    ),
    _c(
        AD,
        865,
        "BatchWriteItem",
        _batch(T3, _puts(item(id="1", range=1.0), item(id="2", range=2.0), item(id="3", range=3.0))),
        T_RANGE,
        [],
        _built(B_BW, "batch_write_item(test_table3, [{ id: '1', range: 1.0 }, ...])"),
    ),
    _c(
        AD,
        990,
        "Query",
        _query(T1, "#_a1 = :_a1", _names("id"), _vals("1"), fwd=None),
        T_ID,
        [JOSH],
        _built(B_Q, "query(test_table1, { id: [[:eq, '1']] })") + " (no options: no ScanIndexForward)",
    ),
    _c(
        AD,
        287,
        "Query",
        _query(T3, "#_a1 = :_a1 AND #_a2 BETWEEN :_a2 AND :_a3", _names("id", "range"), _vals("1", 0.0, 3.0), fwd=None),
        T_RANGE,
        RANGE_1_3,
        _built(B_Q, "query(test_table3, { id: [[:eq, '1']], range: [[:between, [0.0, 3.0]]] })") + "; " + SHARED_QUERY,
    ),
    _c(
        AD,
        291,
        "Query",
        _query(
            T3,
            "#_a1 = :_a1 AND #_a2 BETWEEN :_a2 AND :_a3",
            _names("id", "range"),
            _vals("1", 0.0, 3.0),
            fwd=None,
            select="ALL_ATTRIBUTES",
        ),
        T_RANGE,
        RANGE_1_3,
        _built(B_Q, "query(..., {}, { select: 'ALL_ATTRIBUTES' })") + "; " + SHARED_QUERY,
    ),
    _c(
        AD,
        311,
        "Query",
        _query(T3, "#_a1 = :_a1 AND #_a2 > :_a2", _names("id", "range"), _vals("1", 0.0), fwd=None, limit=1),
        T_RANGE,
        RANGE_1_3,
        _built(B_Q, "query(test_table3, { ..., range: [[:gt, 0.0]] }, [], { record_limit: 1 })") + "; " + SHARED_QUERY,
    ),
    _c(
        AD,
        345,
        "Query",
        _query(T4, "#_a1 = :_a1 AND #_a2 > :_a2", _names("id", "range"), _vals("1", 0), fwd=False),
        T_RANGE,
        [item(id="1", order=i, range=float(i)) for i in range(1, 7)],
        _built(B_Q, "query(test_table4, { ..., range: [[:gt, 0]] }, [], { scan_index_forward: false })")
        + "; shared example 'correct ordering' (line 1148)",
    ),
    _c(
        AD,
        264,
        "Query",
        _query(T3, "#_a1 = :_a1", _names("id", "name"), _vals("1", "Josh"), fwd=None, filt="#_a2 = :_a2", limit=4),
        T_RANGE,
        LIMIT_ITEMS,
        _built(B_Q, "query(test_table3, { id: [[:eq, '1']] }, [{ name: [[:eq, 'Josh']] }], batch_size: 4, ...)")
        + "; shared example 'correctly handling limits' run for :query (line 1027): the first page's Limit is"
        " min(record_limit 6, scan_limit 5, batch_size 4)",
    ),
    _c(
        AD,
        199,
        "Scan",
        _scan(T3, "#_a1 >= :_a1", _names("age"), _vals(90.0), limit=100),
        T_RANGE,
        AGES,
        _built(B_S, "scan(test_table3, [{ age: [[:gte, 90.0]] }], { scan_limit: 100 })")
        + "; shared example 'correctly handling limits' run for :scan (line 1121); six of the spec's 200"
        " items, their data shortened",
    ),
    _c(
        AD,
        1034,
        "Scan",
        _scan(T1, "#_a1 = :_a1", _names("name"), _vals("Josh")),
        T_ID,
        [JOSH],
        _built(B_S, "scan(test_table1, [{ name: { eq: 'Josh' } }])"),
    ),
    _c(
        AD,
        1073,
        "Scan",
        _scan(T1, limit=1),
        T_ID,
        [item(id=str(i), name="Josh") for i in range(1, 5)],
        _built(B_S, "scan(test_table1, [], record_limit: 1)"),
    ),
    _c(
        AD,
        1168,
        "UpdateItem",
        _update_item(T1, item(id="1"), {"name": _put("Justin")}),
        T_ID,
        [],
        _built(B_UPD, "update_item(test_table1, '1') { |t| t.set(name: 'Justin') }") + " (creates the item)",
    ),
    _c(
        AD,
        1179,
        "UpdateItem",
        _update_item(
            T1,
            item(id="1"),
            {"age": _add(1), "followers_count": _add(5), "hobbies": _add({"skying", "climbing"})},
        ),
        T_ID,
        [JOSH],
        _built(B_UPD, "t.add(age: 1, followers_count: 5); t.add(hobbies: %w[skying climbing].to_set)"),
    ),
    _c(
        AD,
        1195,
        "UpdateItem",
        _update_item(T1, item(id="1"), {"hobbies": _delete({"skying"})}),
        T_ID,
        [item(id="1", hobbies={"skying", "climbing"})],
        _built(B_UPD, "t.delete(hobbies: ['skying'].to_set)"),
    ),
    _c(
        AD,
        1206,
        "UpdateItem",
        _update_item(T1, item(id="1"), {"hobbies": _delete(), "category_id": _delete()}),
        T_ID,
        [item(id="1", hobbies={"skying", "climbing"}, category_id=1)],
        _built(B_UPD, "t.delete(hobbies: nil); t.delete(:category_id)") + " (DELETE without a value)",
    ),
    _c(
        AD,
        1231,
        "UpdateItem",
        _update_item(T1, item(id="1"), {"email": _put("justin@example.com")}, _if(age=18)),
        T_ID,
        [item(id="1", name="Josh", age=17)],
        _built(B_UPD, "update_item(test_table1, '1', conditions: { if: { age: 18 } })")
        + "; the stored age is 17: the spec expects ConditionalCheckFailedException",
    ),
    _c(
        AD,
        1243,
        "UpdateItem",
        _update_item(T1, item(id="1"), {"email": _put("justin@example.com")}, _if(age=18)),
        T_ID,
        [item(id="1", name="Josh", age=18)],
        _built(B_UPD, "update_item(test_table1, '1', conditions: { if: { age: 18 } })") + "; the condition holds",
    ),
]


# === spec/dynamoid/criteria/chain_spec.rb ===========================================
T_NAME_AGE = table(("name", "S"), ("age", "N"))
T_NAME_LAST = table(("name", "S"), ("last_name", "S"))
T_ID_LAST = table(("id", "S"), ("last_name", "S"))
BOBS = [_doc(name="Bob", age=a) for a in (5, 9, 12)]
CUSTOMERS = [_doc(name="a", last_name=ln, age=a) for ln, a in (("a", 10), ("b", 20), ("c", 30), ("d", 40))]
JOBS = [
    _doc(name="a", last_name="a", job_title="Environmental Air Quality Consultant"),
    _doc(name="a", last_name="b", job_title="Environmental Project Manager"),
    _doc(name="a", last_name="c", job_title="Creative Consultant"),
]
NULL_AGES = [
    item(name="a", last_name="aa", age=1),
    item(name="a", last_name="bb", age=2),
    item(name="a", last_name="cc"),
]
SCAN_AGES = [_doc(id=i, age=a) for i, a in ((ID1, 10), (ID2, 20), (ID3, 30))]
SETS = [_doc(id=ID1, set={"a", "b"}), _doc(id=ID2, set={"b", "c"})]
ARRAYS = [_doc(id=ID1, array=["a", "b"]), _doc(id=ID2, array=["b", "c"])]
SCAN_JOBS = [
    _doc(id=ID1, job_title="Environmental Air Quality Consultant"),
    _doc(id=ID2, job_title="Environmental Project Manager"),
    _doc(id=ID3, job_title="Creative Consultant"),
]
NILS_STORED = [_doc(id=ID1, name="Mike"), _doc(id=ID2, name=None)]
FIRST_NAMES = [_doc(id=ID1, first_name="Alex", age=42), _doc(id=ID2, first_name="Michael", age=50)]
FIRST_NAMES3 = FIRST_NAMES + [_doc(id=ID3, first_name="Alex", age=18)]
CITIES = [
    _doc(name="Bob", city="San Francisco"),
    _doc(name="Jeff", city="San Francisco"),
    _doc(name="Mark", city="San Francisco"),
    _doc(name="Greg", city="New York"),
]
VERSIONS = [
    _doc(version="v1", name=n, age=a, gender=g)
    for n, a, g in (("Bob", 10, "male"), ("Jeff", 15, "female"), ("Mark", 20, "male"), ("Greg", 25, "female"))
]
TWEETS = [_doc(tweet_id="x", group="one"), _doc(tweet_id="x", group="two"), _doc(tweet_id="xx", group="two")]
USERS = [
    _doc(id=ID1, name="Josh", email="josh@joshsymonds.com", admin=True),
    _doc(id=ID2, name="Justin", email="justin@joshsymonds.com", admin=False),
]
T_TWEETS = table(("tweet_id", "S"), ("group", "S"))

CHAIN = [
    # Query with keys conditions: new_class(partition_key: :name) { range :age, :integer }
    _c(
        CH,
        136,
        "Query",
        _query(DOCS, "#_a1 = :_a1 AND #_a2 = :_a2", _names("name", "age"), _vals("Bob", 10)),
        T_NAME_AGE,
        [_doc(name="Bob", age=10), _doc(name="Bob", age=30)],
        _built(B_Q, "where(name: 'Bob', age: 10).all"),
    ),
    _c(
        CH,
        154,
        "Query",
        _query(DOCS, "#_a1 = :_a1 AND #_a2 = :_a2", _names("id", "config"), _vals("1", "---\n- 1\n- 2\n")),
        table(("id", "S"), ("config", "S")),
        [
            _doc(id="1", config="---\n- 1\n- 2\n"),
            _doc(id="2", config="---\n:a: 1\n"),
            _doc(id="3", config="--- foobar\n"),
            _doc(id="4", config="--- 42\n"),
        ],
        _built(B_Q, "where(id: '1', config: [1, 2]).all")
        + " (range :config, :serialized: the value dumped as YAML, a sort key with newlines)",
    ),
    _c(
        CH,
        174,
        "Query",
        _query(DOCS, "#_a1 = :_a1 AND #_a2 < :_a2", _names("name", "age"), _vals("Bob", 10)),
        T_NAME_AGE,
        BOBS,
        _built(B_Q, "where(name: 'Bob', 'age.lt': 10).all"),
    ),
    _c(
        CH,
        198,
        "Query",
        _query(DOCS, "#_a1 = :_a1 AND #_a2 >= :_a2", _names("name", "age"), _vals("Bob", 11)),
        T_NAME_AGE,
        [_doc(name="Bob", age=a) for a in (11, 12, 9)],
        _built(B_Q, "where(name: 'Bob', 'age.gte': 11).all"),
    ),
    _c(
        CH,
        210,
        "Query",
        _query(
            DOCS,
            "#_a1 = :_a1 AND begins_with (#_a2, :_a2)",
            _names("name", "job_title"),
            _vals("Bob", "Environmental"),
        ),
        table(("name", "S"), ("job_title", "S")),
        [
            _doc(name="Bob", job_title="Environmental Air Quality Consultant"),
            _doc(name="Bob", job_title="Environmental Project Manager"),
            _doc(name="Bob", job_title="Creative Consultant"),
        ],
        _built(B_Q, "where(name: 'Bob', 'job_title.begins_with': 'Environmental').all"),
    ),
    _c(
        CH,
        220,
        "Query",
        _query(DOCS, "#_a1 = :_a1 AND #_a2 BETWEEN :_a2 AND :_a3", _names("name", "age"), _vals("Bob", 19, 31)),
        T_NAME_AGE,
        [_doc(name="Bob", age=a) for a in (10, 20, 30, 40)],
        _built(B_Q, "where(name: 'Bob', 'age.between': [19, 31]).all"),
    ),
    _c(
        CH,
        231,
        "Query",
        _query(
            DOCS,
            "#_a1 = :_a1 AND #_a2 > :_a2 AND #_a3 < :_a3",
            _names("name", "age", "age"),
            _vals("Bob", 19, 31),
        ),
        T_NAME_AGE,
        [_doc(name="Bob", age=a) for a in (10, 20, 30, 40)],
        _built(B_Q, "where(name: 'Bob', 'age.gt': 19).where('age.lt': 31).all")
        + "; the spec is skipped with the error DynamoDB gives: 'KeyConditionExpressions must only contain one"
        " condition per key'",
    ),
    _c(
        CH,
        265,
        "Query",
        _query(DOCS, "#_a1 = :_a1 AND #_a2 = :_a2", _names("id", "sort:key"), _vals("1", "c")),
        table(("id", "S"), ("sort:key", "S")),
        [item(**{"id": "1", "sort:key": "c"})],
        _built(B_Q, "where(id: '1', 'sort:key': 'c').to_a") + " (range :'sort:key'; the item put through the adapter)",
    ),
    _c(
        CH,
        297,
        "Query",
        _query(DOCS, "#_a1 = :_a1", _names("published_on"), _vals(TODAY + 1)),
        table(("published_on", "N")),
        [_doc(published_on=TODAY + 1), _doc(published_on=TODAY + 2)],
        _built(B_Q, "where(published_on: obj1.published_on).all") + " (a date partition key: days since 1970)",
    ),
    # Query with non-keys conditions: table name: :customer, key: :name; range :last_name; field :age, :integer
    _c(
        CH,
        334,
        "Query",
        _query(CUSTOMER, "#_a1 = :_a1", _names("name", "age"), _vals("a", 10), filt="#_a2 = :_a2"),
        T_NAME_LAST,
        [_doc(name="a", last_name="a", age=10), _doc(name="a", last_name="b", age=30)],
        _built(B_Q, "where(name: 'a', age: 10).all") + " (the range key is not in the conditions: a filter)",
    ),
    _c(
        CH,
        351,
        "Query",
        _query(DOCS, "#_a1 = :_a1", _names("id", "set"), _vals("1", {1, 2}), filt="#_a2 = :_a2"),
        T_ID_LAST,
        [_doc(id="1", last_name="a", set={1, 2}), _doc(id="1", last_name="b", set={3, 4})],
        _built(B_Q, "where(id: '1', set: [1, 2].to_set).all") + " (a set field: the Set sent as is, NS)",
    ),
    _c(
        CH,
        400,
        "Query",
        _query(CUSTOMER, "#_a1 = :_a1", _names("name", "age"), _vals("a", 9), filt="#_a2 <> :_a2"),
        T_NAME_LAST,
        [_doc(name="a", last_name="a", age=5), _doc(name="a", last_name="b", age=9)],
        _built(B_Q, "where(name: 'a', 'age.ne': 9).all"),
    ),
    _c(
        CH,
        445,
        "Query",
        _query(
            DOCS,
            "#_a1 = :_a1",
            _names("name", "job_title"),
            _vals("a", "Environmental"),
            filt="begins_with (#_a2, :_a2)",
        ),
        T_NAME_LAST,
        JOBS,
        _built(B_Q, "where(name: 'a', 'job_title.begins_with': 'Environmental').all"),
    ),
    _c(
        CH,
        463,
        "Query",
        _query(CUSTOMER, "#_a1 = :_a1", _names("name", "age"), _vals("a", 10, 20), filt="#_a2 IN (:_a2 , :_a3)"),
        T_NAME_LAST,
        CUSTOMERS[:3],
        _built(B_Q, "where(name: 'a', 'age.in': [10, 20]).all"),
    ),
    _c(
        CH,
        490,
        "Query",
        _query(
            DOCS,
            "#_a1 = :_a1",
            _names("name", "job_title"),
            _vals("a", "Consul"),
            filt="NOT contains (#_a2, :_a2)",
        ),
        T_NAME_LAST,
        JOBS,
        _built(B_Q, "where(name: 'a', 'job_title.not_contains': 'Consul').all"),
    ),
    _c(
        CH,
        501,
        "Query",
        _query(CUSTOMER, "#_a1 = :_a1", _names("name", "age"), _vals("a"), filt="attribute_not_exists (#_a2)"),
        T_NAME_LAST,
        NULL_AGES,
        _built(B_Q, "where(name: 'a', 'age.null': true).to_a") + " (no value for the filter)",
    ),
    _c(
        CH,
        518,
        "Scan",
        _scan(CUSTOMER, "attribute_not_exists (#_a1)", _names("age")),
        T_NAME_LAST,
        NULL_AGES,
        _built(B_S, "where('age.not_null': false).to_a") + " (no partition key: a Scan with no values at all)",
    ),
    _c(
        CH,
        528,
        "Query",
        _query(
            CUSTOMER,
            "#_a1 = :_a1",
            _names("name", "age", "age"),
            _vals("a", 19, 31),
            filt="#_a2 > :_a2 AND #_a3 < :_a3",
        ),
        T_NAME_LAST,
        CUSTOMERS,
        _built(B_Q, "where(name: 'a', 'age.gt': 19, 'age.lt': 31).all"),
    ),
    _c(
        CH,
        537,
        "Query",
        _query(
            CUSTOMER,
            "#_a1 = :_a1",
            _names("name", "age", "age"),
            _vals("a", 31, 31),
            filt="#_a2 > :_a2 AND #_a3 > :_a3",
        ),
        T_NAME_LAST,
        CUSTOMERS,
        _built(B_Q, "where(name: 'a', 'age.gt': 31).where('age.gt': 19).all")
        + "; WhereConditions#[] finds the first 'age.gt' both times, so both values are 31",
    ),
    # Scan conditions: new_class { field :age, :integer; field :job_title, :string }
    _c(
        CH,
        601,
        "Scan",
        _scan(DOCS, "#_a1 = :_a1", _names("age"), _vals(10)),
        T_ID,
        [_doc(id=ID1, age=10), _doc(id=ID2, age=30)],
        _built(B_S, "where(age: 10).all"),
    ),
    _c(
        CH,
        614,
        "Scan",
        _scan(DOCS, "#_a1 = :_a1", _names("set"), _vals({"a", "b"})),
        T_ID,
        SETS,
        _built(B_S, "where(set: %w[a b].to_set).all") + " (a set field: SS)",
    ),
    _c(
        CH,
        624,
        "Scan",
        _scan(DOCS, "#_a1 = :_a1", _names("array"), _vals(["a", "b"])),
        T_ID,
        ARRAYS,
        _built(B_S, "where(array: %w[a b]).all") + " (an array field: L)",
    ),
    _c(
        CH,
        655,
        "Scan",
        _scan(DOCS, "#_a1 <= :_a1", _names("age"), _vals(9)),
        T_ID,
        [_doc(id=i, age=a) for i, a in ((ID1, 5), (ID2, 9), (ID3, 12))],
        _built(B_S, "where('age.lte': 9).all"),
    ),
    _c(
        CH,
        689,
        "Scan",
        _scan(DOCS, "#_a1 IN (:_a1 , :_a2)", _names("age"), _vals(10, 20)),
        T_ID,
        SCAN_AGES,
        _built(B_S, "where('age.in': [10, 20]).all"),
    ),
    _c(
        CH,
        708,
        "Scan",
        _scan(DOCS, "contains (#_a1, :_a1)", _names("set"), _vals("a")),
        T_ID,
        SETS,
        _built(B_S, "where('set.contains': 'a').all"),
    ),
    _c(
        CH,
        720,
        "Scan",
        _scan(DOCS, "contains (#_a1, :_a1)", _names("array"), _vals("a")),
        T_ID,
        ARRAYS,
        _built(B_S, "where('array.contains': 'a').all"),
    ),
    _c(
        CH,
        741,
        "Scan",
        _scan(DOCS, "attribute_not_exists (#_a1)", _names("age")),
        T_ID,
        [item(id="1", age=1), item(id="2", age=2), item(id="3")],
        _built(B_S, "where('age.null': true).to_a") + "; the items put through the adapter",
    ),
    _c(
        CH,
        791,
        "Scan",
        _scan(DOCS, "#_a1 = :_a1 AND #_a2 = :_a2 AND #_a3 = :_a3", _names("scan", "set", "size"), _vals("a", "b", "c")),
        T_ID,
        [item(id="1", scan="a", set="b", size="c"), item(id="2", scan="a", set="b", size="d")],
        _built(B_S, "where(scan: 'a', set: 'b', size: 'c').to_a") + " (reserved words)",
    ),
    _c(
        CH,
        803,
        "Scan",
        _scan(DOCS, "#_a1 = :_a1", _names("last:name"), _vals("c")),
        T_ID,
        [item(**{"id": "1", "last:name": "c"})],
        _built(B_S, "where('last:name': 'c').to_a"),
    ),
    # dumping in `where` clause
    _c(
        CH,
        1115,
        "Scan",
        _scan(DOCS, "#_a1 > :_a1", _names("activated_at"), {":_a1": _n("0.1747206945123456789e10")}),
        T_ID,
        [
            _doc(id=ID1, activated_at=_n(TS0)),
            _doc(id=ID2, activated_at=_n("0.1747208745123456789e10")),
            _doc(id=ID3, activated_at=_n("0.1747205145123456789e10")),
        ],
        _built(B_S, "where('activated_at.gt': Time.now - 1.5.hours).all")
        + " (a datetime dumped as a BigDecimal of seconds: 0.17...e10)",
    ),
    _c(
        CH,
        1143,
        "Scan",
        _scan(DOCS, "#_a1 BETWEEN :_a1 AND :_a2", _names("birthday"), _vals(3652, 7305)),
        T_ID,
        [_doc(id=ID1, birthday=3154), _doc(id=ID2, birthday=5246), _doc(id=ID3, birthday=8001)],
        _built(B_S, "where('birthday.between': ['1980-01-01'.to_date, '1990-01-01'.to_date]).all")
        + " (dates as days since 1970)",
    ),
    # nil check (store_attribute_with_nil_value = true: the item stores name NULL)
    _c(
        CH,
        1329,
        "Scan",
        _scan(DOCS, "#_a1 = :_a1", _names("name"), _vals(None)),
        T_ID,
        NILS_STORED,
        _built(B_S, "where(name: nil).to_a") + " (store_attribute_with_nil_value: true)",
    ),
    _c(
        CH,
        1333,
        "Scan",
        _scan(DOCS, "#_a1 IN (:_a1)", _names("name"), _vals(None)),
        T_ID,
        NILS_STORED,
        _built(B_S, "where('name.in': [nil]).to_a") + " (store_attribute_with_nil_value: true)",
    ),
    _c(
        CH,
        1337,
        "Scan",
        _scan(DOCS, "#_a1 <> :_a1", _names("name"), _vals(None)),
        T_ID,
        NILS_STORED,
        _built(B_S, "where('name.ne': nil).to_a") + " (store_attribute_with_nil_value: true)",
    ),
    # where with String query: new_class { field :first_name; field :age, :integer }
    _c(
        CH,
        1496,
        "Scan",
        _scan(DOCS, "(age > :age)", vals={":age": 42}),
        T_ID,
        FIRST_NAMES,
        _built(B_S, "where('age > :age', age: 42).all") + " (the string query wrapped, its placeholder kept)",
    ),
    _c(
        CH,
        1513,
        "Scan",
        _scan(DOCS, "(age < :age) AND (first_name = :name)", vals={":age": 40, ":name": "Alex"}),
        T_ID,
        FIRST_NAMES3,
        _built(B_S, "where('age < :age', age: 40).where('first_name = :name', name: 'Alex').all"),
    ),
    _c(
        CH,
        1521,
        "Scan",
        _scan(DOCS, "#_a1 = :_a1 AND (age < :age)", _names("first_name"), {":_a1": "Alex", ":age": 40}),
        T_ID,
        FIRST_NAMES3,
        _built(B_S, "where('age < :age', age: 40).where(first_name: 'Alex').all")
        + " (the hash conditions first, then the strings)",
    ),
    _c(
        CH,
        1529,
        "Query",
        _query(DOCS, "#_a1 = :_a1", _names("id"), {":_a1": ID1, ":age": 42}, filt="(age <> :age)"),
        T_ID,
        [_doc(id=ID1, first_name="Alex", age=42)],
        _built(B_Q, "where(id: obj.id).where('age <> :age', age: 42).all"),
    ),
    # start
    _c(
        CH,
        1638,
        "Scan",
        _scan(
            DOCS,
            "#_a1 = :_a1 AND #_a2 = :_a2",
            _names("city", "city"),
            _vals("San Francisco", "San Francisco"),
            limit=2,
            start=item(name="Jeff"),
        ),
        table(("name", "S")),
        CITIES,
        _built(B_S, "chain.where(city: 'San Francisco').start(customers.last).all")
        + "; the spec reuses the chain of its first call (where(city: ...).record_limit(2)), so the condition"
        " is there twice and the record limit stays; the last customer of the first page taken as Jeff",
    ),
    _c(
        CH,
        1684,
        "Query",
        _query(
            CUSTOMER,
            "#_a1 = :_a1 AND #_a2 > :_a2",
            _names("version", "age"),
            _vals("v1", 10),
            start=item(version="v1", age=15),
        ),
        table(("version", "S"), ("age", "N")),
        VERSIONS,
        _built(B_Q, "where(version: 'v1', 'age.gt': 10).start(@customer2).all"),
    ),
    # delete_all
    _c(
        CH,
        1748,
        "BatchWriteItem",
        _batch(DOCS, _deletes(item(id=ID2))),
        T_ID,
        [_doc(id=ID1, title="Doc #1"), _doc(id=ID2, title="Doc #2"), _doc(id=ID3, title="Doc #3")],
        _built(B_BD, "where(title: 'Doc #2').delete_all") + " (the ids the Scan found)",
    ),
    _c(
        CH,
        1821,
        "Query",
        _query(DOCS, "#_a1 = :_a1", _names("id"), {":_a1": ID1, ":v": "title#1"}, filt="(title = :v)"),
        T_ID,
        [_doc(id=ID1, title="title#1"), _doc(id=ID2)],
        _built(B_Q, "where(id: document.id).where('title = :v', v: document.title).delete_all")
        + " (the Query that finds the items)",
    ),
    _c(
        CH,
        2036,
        "Scan",
        _scan(DOCS, "#_a1 > :_a1", _names("name"), _vals("Alice")),
        T_NAME_AGE,
        [_doc(name="Bob", age=5), _doc(name="Alice", age=6)],
        _built(B_S, "where('name.gt': 'Alice').first")
        + " (the partition key without eq: a Scan, and no limit since it is not a key-only condition)",
    ),
    # count: table name: :customer, key: :name; range :age, :integer
    _c(
        CH,
        2193,
        "Query",
        _query(CUSTOMER, "#_a1 = :_a1 AND #_a2 < :_a2", _names("name", "age"), _vals("Bob", 10), select="COUNT"),
        T_NAME_AGE,
        BOBS,
        _built(B_Q, "where(name: 'Bob', 'age.lt': 10).count") + " (query_count: Select COUNT)",
    ),
    _c(
        CH,
        2203,
        "Query",
        _query(
            CUSTOMER,
            "#_a1 = :_a1 AND #_a2 < :_a2",
            _names("name", "age"),
            {":_a1": "Bob", ":_a2": 10, ":year": 2005},
            filt="(year_of_birth > :year)",
            select="COUNT",
        ),
        T_NAME_AGE,
        [_doc(name="Bob", age=a, year_of_birth=y) for a, y in ((5, 2000), (9, 2010), (12, 2020))],
        _built(B_Q, "where(name: 'Bob', 'age.lt': 10).where('year_of_birth > :year', year: 2005).count"),
    ),
    _c(
        CH,
        2229,
        "Scan",
        _scan(DOCS, "(age < :age)", vals={":age": 10}, select="COUNT"),
        T_ID,
        [_doc(id=i, age=a) for i, a in ((ID1, 5), (ID2, 9), (ID3, 12))],
        _built(B_S, "where('age < :age', age: 10).count") + " (scan_count: Select COUNT)",
    ),
    # project / pluck
    _c(
        CH,
        2326,
        "Query",
        _query(DOCS, "#_a1 = :_a1", _names("id", "age"), _vals(ID1), proj="#_a2"),
        T_ID,
        [_doc(id=ID1, name="Alex", age=21)],
        _built(B_QP, "where(id: obj.id).project(:age).to_a"),
    ),
    _c(
        CH,
        2435,
        "Scan",
        _scan(DOCS, names=_names("name", "age"), proj="#_a1 , #_a2"),
        T_ID,
        [_doc(id=ID1, name="Alice", age=21), _doc(id=ID2, name="Bob", age=34)],
        _built(B_SP, "pluck(:name, :age)"),
    ),
    _c(
        CH,
        2442,
        "Scan",
        _scan(DOCS, "#_a1 > :_a1", _names("age", "name"), _vals(30), proj="#_a2"),
        T_ID,
        [_doc(id=ID1, name="Alice", age=21), _doc(id=ID2, name="Bob", age=34)],
        _built(B_SP, "where('age.gt': 30).pluck(:name)") + " (the filter's names first, then the projection's)",
    ),
    # Tweet (table name: :twitters, key: :tweet_id; range :group) and Post (key :post_id; range :posted_at, :datetime)
    _c(
        CH,
        2590,
        "Scan",
        _scan("dynamoid_tests_twitters", limit=1, select="COUNT"),
        T_TWEETS,
        TWEETS,
        _built(B_S, "Tweet.where({}).record_limit(1).count"),
    ),
    _c(
        CH,
        2597,
        "Query",
        _query(
            "dynamoid_tests_twitters",
            "#_a1 = :_a1",
            _names("tweet_id"),
            _vals("x"),
            select="COUNT",
            start=item(tweet_id="x", group="one"),
        ),
        T_TWEETS,
        TWEETS,
        _built(B_Q, "Tweet.where(tweet_id: 'x').start(tweet1).count"),
    ),
    _c(
        CH,
        2645,
        "Query",
        _query(
            "dynamoid_tests_posts",
            "#_a1 = :_a1 AND #_a2 BETWEEN :_a2 AND :_a3",
            _names("post_id", "posted_at"),
            {":_a1": "x", ":_a2": _n("0.1747212258723456789e10"), ":_a3": _n("0.1747212431523456789e10")},
            select="COUNT",
        ),
        table(("post_id", "S"), ("posted_at", "N")),
        [
            _doc(post_id="x", posted_at=_n(TS0)),
            _doc(post_id="x", posted_at=_n("0.1747215945123456789e10")),
        ],
        _built(B_Q, "Post.where(post_id: 'x', 'posted_at.between': [time - ts_epsilon, time + ts_epsilon]).count")
        + " (DateTime - 0.001 subtracts a thousandth of a day: the bounds are 86.4 s around the first post)",
    ),
    _c(
        CH,
        2765,
        "Query",
        _query(DOCS, "#_a1 = :_a1", _names("id"), _vals("the same id"), fwd=False),
        table(("id", "S"), ("name", "S")),
        [_doc(id="the same id", name=n) for n in ("a", "c", "b")],
        _built(B_Q, "where(id: 'the same id').scan_index_forward(false)"),
    ),
    # spec/dynamoid/criteria_spec.rb: the User model (table users)
    _c(
        CR,
        17,
        "Scan",
        _scan("dynamoid_tests_users", "#_a1 = :_a1", _names("admin"), _vals(False)),
        T_ID,
        USERS,
        _built(B_S, "User.where(admin: false).last") + " (a native boolean field: BOOL)",
    ),
    _c(
        CR,
        95,
        "Scan",
        _scan("dynamoid_tests_users", "#_a1 = :_a1", _names("password"), _vals("password"), consistent=True),
        T_ID,
        USERS,
        _built(B_S, "User.where(password: 'password').consistent.first"),
    ),
]


# === spec/dynamoid/persistence/*_spec.rb ============================================
def _exp_id(id_: str) -> dict:
    return _if(id=id_)


T_ID_TAGS = table(("id", "S"), ("tags", "S"))
T_ID_CAT = table(("id", "S"), ("category", "S"))
T_ID_AGE = table(("id", "S"), ("age", "N"))
LOCKED_1 = _doc(id=ID1, name="Original", lock_version=1)
ADDRESSES = "dynamoid_tests_addresses"

PERSISTENCE = [
    # save_spec.rb
    _c(
        SV,
        30,
        "PutItem",
        _put_item(DOCS, _doc(id=ID1, name="Alex"), _unless("id")),
        T_ID,
        [],
        _built(B_PUT, "klass.new(name: 'Alex').save") + " (Persistence::Save of a new model: unless_exists [id])",
    ),
    _c(
        SV,
        40,
        "UpdateItem",
        _update_item(DOCS, item(id=ID1), {"name": _put("Michael"), "updated_at": _put(_n(TS1))}, _exp_id(ID1)),
        T_ID,
        [_doc(id=ID1, name="Alex")],
        _built(B_UPD, "obj.name = 'Michael'; obj.save") + " (the changed attributes; if: { id: ... })",
    ),
    _c(
        SV,
        60,
        "UpdateItem",
        _update_item(
            DOCS,
            item(id=ID1, tags=YAML_AB),
            {"name": _put("Michael"), "updated_at": _put(_n(TS1))},
            _exp_id(ID1),
        ),
        T_ID_TAGS,
        [_doc(id=ID1, tags=YAML_AB, name="Alex")],
        _built(B_UPD, "obj.save") + " (range :tags, :serialized: the sort key as YAML)",
    ),
    _c(
        SV,
        87,
        "PutItem",
        _put_item(DOCS, _doc(id=ID1, active="f"), _unless("id")),
        T_ID,
        [],
        _built(B_PUT, "klass.new(active: false).save") + " (field :active, :boolean, store_as_native_boolean: false)",
    ),
    _c(
        SV,
        98,
        "UpdateItem",
        _update_item(DOCS, item(id=ID1), {"tags": _delete(), "updated_at": _put(_n(TS1))}, _exp_id(ID1)),
        T_ID,
        [_doc(id=ID1, tags={"fishing"})],
        _built(B_UPD, "obj.tags = []; obj.save") + " (an empty Set dumped as nil: DELETE)",
    ),
    _c(
        SV,
        137,
        "UpdateItem",
        _update_item(DOCS, item(id=ID1), {"name": _put(""), "updated_at": _put(_n(TS1))}, _exp_id(ID1)),
        T_ID,
        [_doc(id=ID1, name="Alex")],
        _built(B_UPD, "obj.name = ''; obj.save") + " (store_empty_string_as_nil: false: an empty string PUT)",
    ),
    _c(
        SV,
        193,
        "UpdateItem",
        _update_item(DOCS, item(id=ID1), {"name": _put("Michael"), "updated_at": _put(_n(TS1))}, _exp_id(ID1)),
        T_ID,
        [],
        _built(B_UPD, "obj.save")
        + "; the item was deleted concurrently: the spec expects StaleObjectError (ConditionalCheckFailed)",
    ),
    _c(
        SV,
        306,
        "UpdateItem",
        _update_item(
            DOCS,
            item(id=ID1),
            {"name": _put("Updated"), "updated_at": _put(_n(TS1)), "lock_version": _put(2)},
            _if(id=ID1, lock_version=1),
        ),
        T_ID,
        [_doc(id=ID1, name="Concurrent update", lock_version=2)],
        _built(B_UPD, "obj.name = 'Updated'; obj.save")
        + " (optimistic locking: if lock_version = the loaded 1); another save made it 2: StaleObjectError",
    ),
    _c(
        SV,
        331,
        "UpdateItem",
        _update_item(
            DOCS,
            item(id=ID1),
            {"lock_version": _put(500), "updated_at": _put(_n(TS1))},
            _if(id=ID1, lock_version=1),
        ),
        T_ID,
        [LOCKED_1],
        _built(B_UPD, "obj.lock_version = 500; obj.save") + " (the given value kept, the condition on the old one)",
    ),
    _c(
        SV,
        342,
        "UpdateItem",
        _update_item(
            DOCS,
            item(id=ID1),
            {"lock_version": _delete(), "updated_at": _put(_n(TS1))},
            _if(id=ID1, lock_version=1),
        ),
        T_ID,
        [LOCKED_1],
        _built(B_UPD, "obj.lock_version = nil; obj.save"),
    ),
    _c(
        SV,
        879,
        "PutItem",
        _put_item(DOCS, _doc(id="10", age=42), _unless("id", "age")),
        T_ID_AGE,
        [_doc(id="10", age=42)],
        _built(B_PUT, "klass_with_composite_key.new(id: '10', age: 42).save")
        + "; the key exists: the spec expects RecordNotUnique (ConditionalCheckFailed)",
    ),
    _c(
        SV,
        904,
        "PutItem",
        _put_item(DOCS, _doc(id=ID1, hash={"1": "b"}), _unless("id")),
        T_ID,
        [],
        _built(B_PUT, "klass.new(hash: { 1 => :b }).save") + " (field :hash, :raw: keys stringified, the Symbol an S)",
    ),
    _c(
        SV,
        1057,
        "UpdateItem",
        _update_item(DOCS, item(id=ID1), {"name": _put("foo")}, _exp_id(ID1)),
        T_ID,
        [_doc(id=ID1)],
        _built(B_UPD, "obj.name = 'foo'; obj.save(touch: false)") + " (no updated_at)",
    ),
    # update_fields_spec.rb: new_class { field :title; field :version, :integer; field :published_on, :date }
    _c(
        UF,
        33,
        "UpdateItem",
        _update_item(DOCS, item(id=ID1), {"title": _put("New title"), "updated_at": _put(_n(TS1))}, _exp_id(ID1)),
        T_ID,
        [_doc(id=ID1, title="Old title")],
        _built(B_UPD, "klass.update_fields(obj.id, title: 'New title')"),
    ),
    _c(
        UF,
        40,
        "UpdateItem",
        _update_item(DOCS, item(id=ID1), {"title": _delete(), "updated_at": _put(_n(TS1))}, _exp_id(ID1)),
        T_ID,
        [_doc(id=ID1, title="New Document")],
        _built(B_UPD, "klass.update_fields(obj.id, title: nil)") + " (nil: DELETE)",
    ),
    _c(
        UF,
        58,
        "UpdateItem",
        _update_item(
            DOCS,
            item(id=ID1),
            {"title": _put("New title"), "updated_at": _put(_n(TS1))},
            _if(version=1, id=ID1),
        ),
        T_ID,
        [_doc(id=ID1, title="Old title", version=1)],
        _built(B_UPD, "klass.update_fields(obj.id, { title: 'New title' }, if: { version: 1 })"),
    ),
    _c(
        UF,
        66,
        "UpdateItem",
        _update_item(
            DOCS,
            item(id=ID1),
            {"title": _put("New title"), "updated_at": _put(_n(TS1))},
            _if(version=6, id=ID1),
        ),
        T_ID,
        [_doc(id=ID1, title="Old title", version=1)],
        _built(B_UPD, "klass.update_fields(obj.id, { title: 'New title' }, if: { version: 6 })")
        + "; version is 1: ConditionalCheckFailed (update_fields returns nil)",
    ),
    _c(
        UF,
        86,
        "UpdateItem",
        _update_item(
            DOCS,
            item(id=ID1),
            {"title": _put("New title"), "updated_at": _put(_n(TS1))},
            {**_unless("version"), **_exp_id(ID1)},
        ),
        T_ID,
        [_doc(id=ID1, title="Old title")],
        _built(B_UPD, "klass.update_fields(obj.id, { title: 'New title' }, { unless_exists: [:version] })"),
    ),
    _c(
        UF,
        127,
        "UpdateItem",
        _update_item(
            DOCS,
            item(id=ID1),
            {"title": _put("New title"), "updated_at": _put(_n(TS1))},
            {**_unless("version", "published_on"), **_exp_id(ID1)},
        ),
        T_ID,
        [_doc(id=ID1, title="Old title", version=1)],
        _built(B_UPD, "update_fields(obj.id, { title: 'New title' }, { unless_exists: %i[version published_on] })")
        + "; version exists: ConditionalCheckFailed",
    ),
    _c(
        UF,
        138,
        "UpdateItem",
        _update_item(
            DOCS,
            item(id="some-fake-id"),
            {"title": _put("Title"), "updated_at": _put(_n(TS1))},
            _exp_id("some-fake-id"),
        ),
        T_ID,
        [],
        _built(B_UPD, "klass.update_fields('some-fake-id', title: 'Title')")
        + " (if: { id: ... } keeps it from creating an item: ConditionalCheckFailed)",
    ),
    _c(
        UF,
        151,
        "UpdateItem",
        _update_item(
            DOCS,
            item(id=ID1, category="New"),
            {"title": _put("[Updated]"), "updated_at": _put(_n(TS1))},
            _exp_id(ID1),
        ),
        T_ID_CAT,
        [_doc(id=ID1, category="New")],
        _built(B_UPD, "klass_with_range.update_fields(obj.id, 'New', title: '[Updated]')"),
    ),
    _c(
        UF,
        163,
        "UpdateItem",
        _update_item(
            DOCS,
            item(published_on=17811),
            {"title": _put("New"), "updated_at": _put(_n(TS1))},
            _if(published_on=17811),
        ),
        table(("published_on", "N")),
        [_doc(published_on=17811, title="Old")],
        _built(B_UPD, "klass.update_fields('2018-10-07'.to_date, title: 'New')") + " (a date partition key)",
    ),
    # upsert_spec.rb: the same class; no condition unless given
    _c(
        UP,
        26,
        "UpdateItem",
        _update_item(DOCS, item(id=ID1), {"title": _put("New title"), "updated_at": _put(_n(TS1))}),
        T_ID,
        [_doc(id=ID1, title="Old title")],
        _built(B_UPD, "klass.upsert(obj.id, title: 'New title')") + " (no conditions: Expected {})",
    ),
    _c(
        UP,
        79,
        "UpdateItem",
        _update_item(
            DOCS,
            item(id=ID1),
            {"title": _put("New title"), "updated_at": _put(_n(TS1))},
            _unless("version"),
        ),
        T_ID,
        [_doc(id=ID1, title="Old title")],
        _built(B_UPD, "klass.upsert(obj.id, { title: 'New title' }, { unless_exists: [:version] })"),
    ),
    _c(
        UP,
        131,
        "UpdateItem",
        _update_item(DOCS, item(id="not-existed-id"), {"title": _put("Title"), "updated_at": _put(_n(TS1))}),
        T_ID,
        [],
        _built(B_UPD, "klass.upsert('not-existed-id', title: 'Title')") + " (creates the item)",
    ),
    _c(
        UP,
        167,
        "UpdateItem",
        _update_item(
            DOCS,
            item(id=ID1, category="New"),
            {"category": _put("[Updated]"), "updated_at": _put(_n(TS1))},
        ),
        T_ID_CAT,
        [_doc(id=ID1, category="New")],
        _built(B_UPD, "klass_with_range.upsert(obj.id, 'New', category: '[Updated]')")
        + "; the spec expects ValidationException (a key attribute in AttributeUpdates)",
    ),
    # update_spec.rb: Document#update! with a block (the adapter's ItemUpdater itself)
    _c(
        UD,
        706,
        "UpdateItem",
        _update_item(
            "dynamoid_tests_twitters",
            item(tweet_id="1", group="abc"),
            {"count": _add(3), "updated_at": _put(_n(TS1))},
            _if(count=5, tweet_id="1", group="abc"),
        ),
        T_TWEETS,
        [_doc(tweet_id="1", group="abc", count=5, tags={"db", "sql"}, user_name="John")],
        _built(B_UPD, "@tweet.update!(if: { count: 5 }) { |t| t.add(count: 3) }")
        + " (Document#update!: its own condition on both key attributes)",
    ),
    _c(
        UD,
        713,
        "UpdateItem",
        _update_item(
            "dynamoid_tests_twitters",
            item(tweet_id="1", group="abc"),
            {"count": _add(3), "updated_at": _put(_n(TS1))},
            _if(count=5, tweet_id="1", group="abc"),
        ),
        T_TWEETS,
        [_doc(tweet_id="1", group="abc", count=8, tags={"db", "sql"}, user_name="John")],
        _built(B_UPD, "the same update! again") + "; count is now 8: StaleObjectError (ConditionalCheckFailed)",
    ),
    _c(
        UD,
        823,
        "UpdateItem",
        _update_item(
            "dynamoid_tests_twitters",
            item(tweet_id="1", group="abc"),
            {
                "count": _add(3),
                "tags": _delete({"db"}),
                "updated_at": _put(_n(TS1)),
                "user_name": _put("Alex"),
            },
            _if(tweet_id="1", group="abc"),
        ),
        T_TWEETS,
        [_doc(tweet_id="1", group="abc", count=5, tags={"db", "sql"}, user_name="John")],
        _built(
            B_UPD, "@tweet.update { |t| t.add(count: 3); t.delete(tags: Set.new(['db'])); t.set(user_name: 'Alex') }"
        ),
    ),
    _c(
        UD,
        934,
        "UpdateItem",
        _update_item(
            ADDRESSES,
            item(id=ID1),
            {"lock_version": _add(1), "updated_at": _put(_n(TS1)), "city": _put("Chicago")},
            _exp_id(ID1),
        ),
        T_ID,
        [_doc(id=ID1, lock_version=1)],
        _built(B_UPD, "a2.update { |a| a.set(city: 'Chicago') }")
        + " (Address has lock_version: update! adds 1 to it, with no condition on it)",
    ),
    _c(
        UD,
        938,
        "UpdateItem",
        _update_item(
            ADDRESSES,
            item(id=ID1),
            {"city": _put("Seattle"), "updated_at": _put(_n(TS1)), "lock_version": _put(2)},
            _if(id=ID1, lock_version=1),
        ),
        T_ID,
        [item(id=ID1, created_at=_n(TS0), updated_at=_n(TS1), lock_version=2, city="Chicago")],
        _built(B_UPD, "address.city = 'Seattle'; address.save!")
        + "; the update before made lock_version 2: StaleObjectError (ConditionalCheckFailed)",
    ),
    # inc / increment! / decrement!
    _c(
        INC,
        18,
        "UpdateItem",
        _update_item(DOCS, item(id=ID1), {"links_count": _add(5)}, _exp_id(ID1)),
        T_ID,
        [_doc(id=ID1, links_count=2)],
        _built(B_UPD, "document_class.inc(obj.id, links_count: 5)") + " (Persistence::Inc)",
    ),
    _c(
        INC,
        104,
        "UpdateItem",
        _update_item(
            DOCS,
            item(id=ID1),
            {"links_count": _add(5), "updated_at": _put(_n(TS1)), "viewed_at": _put(_n(TS1))},
            _exp_id(ID1),
        ),
        T_ID,
        [
            item(
                id=ID1,
                created_at=_n(TS0),
                updated_at=_n("0.1747039545123456789e10"),
                viewed_at=_n("0.1747125945123456789e10"),
            )
        ],
        _built(B_UPD, "klass.inc(obj.id, links_count: 5, touch: :viewed_at)"),
    ),
    _c(
        INCR,
        235,
        "UpdateItem",
        _update_item(DOCS, item(id=ID1, tags=YAML_AB), {"age": _add(1)}, _exp_id(ID1)),
        T_ID_TAGS,
        [],
        _built(B_UPD, "obj.increment!(:age)")
        + " (range :tags, :serialized); the item was deleted concurrently: ConditionalCheckFailed, rescued",
    ),
    _c(
        DECR,
        82,
        "UpdateItem",
        _update_item(DOCS, item(id=ID1), {"age": _add(-10)}, _exp_id(ID1)),
        T_ID,
        [_doc(id=ID1, age=21)],
        _built(B_UPD, "obj.decrement!(:age, 10)") + " (an ADD of -10)",
    ),
    # delete_spec.rb
    _c(
        DL,
        19,
        "DeleteItem",
        _delete_item(DOCS, item(id=ID1)),
        T_ID,
        [_doc(id=ID1)],
        _built(B_DEL, "klass.delete(obj.id)") + " (no conditions: Expected {})",
    ),
    _c(
        DL,
        271,
        "DeleteItem",
        _delete_item(DOCS, item(id=ID1), _if(lock_version=1)),
        T_ID,
        [_doc(id=ID1, name="Concurrent Update", lock_version=2)],
        _built(B_DEL, "obj2.delete") + " (if: { lock_version: 1 }); it is 2: StaleObjectError (ConditionalCheckFailed)",
    ),
    _c(
        DL,
        290,
        "DeleteItem",
        _delete_item(DOCS, item(id=ID1), _if(lock_version=1)),
        T_ID,
        [LOCKED_1],
        _built(B_DEL, "obj.lock_version += 100; obj.delete") + " (the persisted lock_version, not the dirty one)",
    ),
    _c(
        IM,
        63,
        "BatchWriteItem",
        _batch("dynamoid_tests_users", _puts(_doc(id=ID1, todo_list=[]))),
        T_ID,
        [],
        _built(B_BW, "User.import([{ todo_list: [] }])") + " (Persistence::Import; an empty array field: L [])",
    ),
    _c(
        TO,
        68,
        "UpdateItem",
        _update_item(
            DOCS,
            item(id=ID1),
            {"tagged_at": _put(_n(TS1)), "logged_in_at": _put(_n(TS1)), "updated_at": _put(_n(TS1))},
            _exp_id(ID1),
        ),
        T_ID,
        [_doc(id=ID1)],
        _built(B_UPD, "obj.touch(:tagged_at, :logged_in_at)") + " (through update_fields)",
    ),
]


# === spec/dynamoid/transactions/**_spec.rb ========================================
TXN = [
    _c(
        TCR,
        58,
        "TransactWriteItems",
        _tw(_t_put(DOCS, _doc(id=ID1, name="Alex"), "id")),
        T_ID,
        [],
        _built(B_TPUT, "txn.create klass, name: 'Alex'"),
    ),
    _c(
        TCR,
        85,
        "TransactWriteItems",
        _tw(_t_put(DOCS, _doc(id=ID1, name="Alex"), "id"), _t_put(DOCS, _doc(id=ID2, name="Michael"), "id")),
        T_ID,
        [],
        _built(B_TPUT, "txn.create klass, [{ name: 'Alex' }, { name: 'Michael' }]"),
    ),
    _c(
        TCR,
        336,
        "TransactWriteItems",
        _tw(_t_put(DOCS, _doc(id=ID1, name="Alex"), "id"), _t_put(DOCS, _doc(id=ID2, name="Michael"), "id")),
        T_ID,
        [_doc(id=ID1, name="Alex")],
        _built(B_TPUT, "txn.create klass, name: 'Alex', id: existing.id; txn.create klass, name: 'Michael'")
        + "; the first id exists: the spec expects TransactionCanceledException",
    ),
    _c(
        TCR,
        618,
        "TransactWriteItems",
        _tw(_t_put(DOCS, _doc(id=ID1, age=None), "id")),
        T_ID,
        [],
        _built(B_TPUT, "t.create klass, age: nil") + " (store_attribute_with_nil_value: true: NULL kept)",
    ),
    _c(
        TCR,
        665,
        "TransactWriteItems",
        _tw(
            _t_put(
                DOCS,
                item(order="order-1", connection="conn-1", name="Alex", created_at=_n(TS0), updated_at=_n(TS0)),
                "order",
                "connection",
            )
        ),
        table(("order", "S"), ("connection", "S")),
        [],
        _built(B_TPUT, "txn.create klass, order: 'order-1', connection: 'conn-1', name: 'Alex'")
        + " (partition key :order, sort key :connection)",
    ),
    _c(
        TSV,
        86,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1),
                "SET #_n0 = :_v0, #_n1 = :_v1",
                _tn("name", "updated_at"),
                _tv("Alex [Updated]", _n(TS1)),
            )
        ),
        T_ID,
        [_doc(id=ID1, name="Alex")],
        _built(B_TSAVE, "obj.name = 'Alex [Updated]'; txn.save obj") + " (a persisted model: an Update, no condition)",
    ),
    _c(
        TSV,
        237,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1),
                "SET #_n0 = :_v0, #_n1 = :_v1, #_n2 = :_v2",
                {"#_lock_version": "lock_version", **_tn("name", "lock_version", "updated_at")},
                {":lock_version_value": 1, **_tv("My Update", 2, _n(TS1))},
                "#_lock_version = :lock_version_value",
            )
        ),
        T_ID,
        [_doc(id=ID1, name="Concurrent Update", lock_version=2)],
        _built(B_TSAVE, "obj.name = 'My Update'; t.save(obj)")
        + "; another save made lock_version 2: the spec expects TransactionCanceledException",
    ),
    _c(
        TSV,
        284,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1),
                "SET #_n0 = :_v0 REMOVE #_n1",
                {"#_lock_version": "lock_version", **_tn("updated_at", "lock_version")},
                {":lock_version_value": 1, **_tv(_n(TS1))},
                "#_lock_version = :lock_version_value",
            )
        ),
        T_ID,
        [LOCKED_1],
        _built(B_TSAVE, "obj.lock_version = nil; t.save(obj)") + " (lock_version both in the condition and REMOVEd)",
    ),
    _c(
        TUF,
        26,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1),
                "SET #_n0 = :_v0, #_n1 = :_v1",
                {**EXISTS_H, **_tn("name", "updated_at")},
                _tv("Alex [Updated]", _n(TS1)),
                COND_H,
            )
        ),
        T_ID,
        [_doc(id=ID1, name="Alex")],
        _built(B_TUF, "t.update_fields klass, obj.id, name: 'Alex [Updated]'"),
    ),
    _c(
        TUF,
        77,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1, age=3),
                "SET #_n0 = :_v0, #_n1 = :_v1",
                {"#_h": "id", "#_r": "age", **_tn("name", "updated_at")},
                _tv("Alex [Updated]", _n(TS1)),
                COND_HR,
            )
        ),
        T_ID_AGE,
        [_doc(id=ID1, name="Alex", age=3)],
        _built(B_TUF, "t.update_fields klass_with_composite_key, obj.id, obj.age, name: 'Alex [Updated]'"),
    ),
    _c(
        TUF,
        238,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1),
                "SET #_n0 = :_v0, #_n1 = :_v1",
                {**EXISTS_H, **_tn("name", "updated_at")},
                _tv("one [updated]", _n(TS1)),
                COND_H,
            ),
            _t_put(DOCS, _doc(id=ID2, name="two"), "id"),
        ),
        T_ID,
        [],
        _built(B_TUF, "t.update_fields klass, obj1.id, { name: 'one [updated]' }; t.create klass, name: 'two'")
        + "; obj1 was deleted: the spec expects TransactionCanceledException",
    ),
    _c(
        TUF,
        310,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1),
                "SET #_n0 = :_v0 ADD #_n1 :_v1",
                {**EXISTS_H, **_tn("updated_at", "age")},
                _tv(_n(TS1), 1),
                COND_H,
            )
        ),
        T_ID,
        [_doc(id=ID1, age=10)],
        _built(B_TUF, "t.update_fields(klass, obj.id) { |u| u.add age: 1 }"),
    ),
    _c(
        TUF,
        358,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1),
                "SET #_n0 = :_v0 ADD #_n1 :_v1",
                {**EXISTS_H, **_tn("updated_at", "tags")},
                _tv(_n(TS1), {"tag2"}),
                COND_H,
            )
        ),
        T_ID,
        [_doc(id=ID1, tags={"tag1"})],
        _built(B_TUF, "u.add tags: 'tag2'") + " (a set field: the element wrapped in a Set)",
    ),
    _c(
        TUF,
        457,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1),
                "SET #_n0 = :_v0 ADD #_n1 :_v1",
                {**EXISTS_H, **_tn("updated_at", "tags")},
                _tv(_n(TS1), {b"tag2"}),
                COND_H,
            )
        ),
        T_ID,
        [_doc(id=ID1, tags={b"tag1"})],
        _built(B_TUF, "u.add tags: [StringIO.new('tag2')]") + " (a binary set: BS)",
    ),
    _c(
        TUF,
        505,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1),
                "SET #_n0 = :_v0 ADD #_n1 :_v1",
                {**EXISTS_H, **_tn("updated_at", "age")},
                _tv(_n(TS1), "abc"),
                COND_H,
            )
        ),
        T_ID,
        [_doc(id=ID1, age=10)],
        _built(B_TUF, "u.add age: 'abc'")
        + "; the spec expects ValidationException 'Invalid UpdateExpression: Incorrect operand type for operator or"
        " function; operator: ADD, operand type: STRING, typeSet: ALLOWED_FOR_ADD_OPERAND'",
    ),
    _c(
        TUF,
        521,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1),
                "SET #_n0 = :_v0 ADD #_n1 :_v1",
                {**EXISTS_H, **_tn("updated_at", "tags")},
                _tv(_n(TS1), {1}),
                COND_H,
            )
        ),
        T_ID,
        [_doc(id=ID1, tags={"tag1"})],
        _built(B_TUF, "u.add tags: [1]")
        + " (NS onto SS); the spec expects ValidationException 'An operand in the update expression has an incorrect"
        " data type'",
    ),
    _c(
        TUF,
        569,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1),
                "SET #_n0 = :_v0 ADD #_n1 :_v1",
                {**EXISTS_H, **_tn("updated_at", "tags")},
                _tv(_n(TS1), ["tag2"]),
                COND_H,
            )
        ),
        T_ID,
        [_doc(id=ID1, tags="tag1")],
        _built(B_TUF, "u.add tags: ['tag2']")
        + " (field :tags, :string: the Array sent as a list); the spec expects ValidationException 'Invalid"
        " UpdateExpression: Incorrect operand type for operator or function; operator: ADD, operand type: LIST,"
        " typeSet: ALLOWED_FOR_ADD_OPERAND'",
    ),
    _c(
        TUF,
        653,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1),
                "SET #_n0 = :_v0 DELETE #_n1 :_v1",
                {**EXISTS_H, **_tn("updated_at", "tags")},
                _tv(_n(TS1), {"tag2"}),
                COND_H,
            )
        ),
        T_ID,
        [_doc(id=ID1, tags={"tag1", "tag2"})],
        _built(B_TUF, "u.delete tags: 'tag2'"),
    ),
    _c(
        TUF,
        686,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1),
                "SET #_n0 = :_v0 DELETE #_n1 :_v1, #_n2 :_v2",
                {**EXISTS_H, **_tn("updated_at", "tags", "types")},
                _tv(_n(TS1), {"tag2"}, {"type2"}),
                COND_H,
            )
        ),
        T_ID,
        [_doc(id=ID1, tags={"tag1", "tag2"}, types={"type1", "type2"})],
        _built(B_TUF, "u.delete tags: ['tag2'], types: ['type2']"),
    ),
    _c(
        TUF,
        752,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1),
                "SET #_n0 = :_v0 REMOVE #_n1",
                {**EXISTS_H, **_tn("updated_at", "name")},
                _tv(_n(TS1)),
                COND_H,
            )
        ),
        T_ID,
        [_doc(id=ID1, name="Alex")],
        _built(B_TUF, "u.remove :name"),
    ),
    _c(
        TUF,
        902,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1),
                "SET #_n0 = :_v0, #_n1 = :_v1",
                {**EXISTS_H, **_tn("age", "updated_at")},
                _tv(None, _n(TS1)),
                COND_H,
            )
        ),
        T_ID,
        [_doc(id=ID1, age=42)],
        _built(B_TUF, "t.update_fields klass, obj.id, age: nil")
        + " (store_attribute_with_nil_value: true: SET to NULL)",
    ),
    _c(
        TINC,
        24,
        "TransactWriteItems",
        _tw(_t_update(DOCS, item(id=ID1), "ADD #_n0 :_v0", {**EXISTS_H, **_tn("links_count")}, _tv(5), COND_H)),
        T_ID,
        [_doc(id=ID1, links_count=2)],
        _built(B_TINC, "t.inc(document_class, obj.id, links_count: 5)"),
    ),
    _c(
        TINC,
        135,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1),
                "SET #_n0 = :_v0, #_n1 = :_v1 ADD #_n2 :_v2",
                {**EXISTS_H, **_tn("updated_at", "viewed_at", "links_count")},
                _tv(_n(TS1), _n(TS1), 5),
                COND_H,
            )
        ),
        T_ID,
        [
            item(
                id=ID1,
                created_at=_n(TS0),
                updated_at=_n("0.1747039545123456789e10"),
                viewed_at=_n("0.1747125945123456789e10"),
            )
        ],
        _built(B_TINC, "t.inc(klass, obj.id, links_count: 5, touch: :viewed_at)") + " (SET written before ADD)",
    ),
    _c(
        TINC,
        271,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(name="Alex", status="active"),
                "ADD #_n0 :_v0",
                {"#_h": "name", "#_r": "status", **_tn("age")},
                _tv(4),
                COND_HR,
            )
        ),
        table(("name", "S"), ("status", "S")),
        [_doc(name="Alex", status="active", age=3)],
        _built(B_TINC, "t.inc klass, obj.name, obj.status, age: 4") + " (partition key :name, sort key :status)",
    ),
    _c(
        TUP,
        27,
        "TransactWriteItems",
        _tw(
            _t_update(
                DOCS,
                item(id=ID1),
                "SET #_n0 = :_v0, #_n1 = :_v1",
                _tn("name", "updated_at"),
                _tv("Alex", _n(TS1)),
            )
        ),
        T_ID,
        [],
        _built(B_TUP, "txn.upsert klass, id_new, name: 'Alex'") + " (no condition: creates the item)",
    ),
    _c(
        TDL,
        124,
        "TransactWriteItems",
        _tw(
            {
                "Delete": {
                    "Key": item(id=ID1),
                    "TableName": DOCS,
                    "ConditionExpression": "lock_version = :lock_version_value",
                    "ExpressionAttributeValues": values({":lock_version_value": 1}),
                }
            }
        ),
        T_ID,
        [_doc(id=ID1, name="Concurrent Update", lock_version=2)],
        _built(B_TDEL, "t.delete(obj)")
        + " (delete_with_instance.rb: lock_version unescaped); it is 2: the spec expects TransactionCanceledException",
    ),
    _c(
        TDL,
        320,
        "TransactWriteItems",
        _tw({"Delete": {"Key": item(id=ID1), "TableName": DOCS}}),
        T_ID,
        [_doc(id=ID1, name="one")],
        _built(B_TDEL, "txn.delete klass, obj.id") + " (delete_with_primary_key.rb)",
    ),
    _c(
        TFIND,
        22,
        "TransactGetItems",
        {"TransactItems": [{"Get": {"Key": item(id=ID1), "TableName": DOCS}}], "ReturnConsumedCapacity": "TOTAL"},
        T_ID,
        [_doc(id=ID1)],
        _built(B_TG, "t.find klass, obj.id"),
    ),
    _c(
        TFIND,
        33,
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"Key": item(id=ID1), "TableName": DOCS}},
                {"Get": {"Key": item(id=ID2), "TableName": DOCS}},
            ],
            "ReturnConsumedCapacity": "TOTAL",
        },
        T_ID,
        [_doc(id=ID1), _doc(id=ID2)],
        _built(B_TG, "t.find klass, obj1.id; t.find klass, obj2.id"),
    ),
    _c(
        TFIND,
        109,
        "TransactGetItems",
        {
            "TransactItems": [{"Get": {"Key": item(id="wrong-id", age=100500), "TableName": DOCS}}],
            "ReturnConsumedCapacity": "TOTAL",
        },
        T_ID_AGE,
        [_doc(id=ID1, age=12)],
        _built(B_TG, "t.find klass_with_composite_key, 'wrong-id', range_key: 100_500")
        + "; nothing found: Dynamoid raises RecordNotFound; an item under another key",
    ),
]

CASES = ADAPTER + CHAIN + PERSISTENCE + TXN
