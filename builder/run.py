"""Running built requests against the configured DynamoDB endpoint.

This is the only module that talks to an endpoint. Everything it needs comes
from server settings (``RunConfig.from_settings``): the endpoint URL (empty
means AWS), the region and the timeouts. Credentials come from boto3's usual
chain and never pass through here as values: nothing in this module reads,
shows or logs them.

Rules it keeps:

- **Nothing is sent twice.** The boto3 client makes exactly one attempt per call
  (``retries={"total_max_attempts": 1}``): a retried write is the double count
  the seed article warns about. A write that timed out is reported as "may or
  may not have been applied", never sent again.
- **Bounded waiting.** Every call has a connect and a read timeout; the first
  call that cannot reach the endpoint ends the run, so a run gives up within
  about one timeout instead of piling them up.
- **Check before sending.** The tables a request touches are described first
  (DescribeTable); a request whose keys break the table's key schema (the rules
  in ``builder/expr/keys.py``) is refused before it leaves.
- **Plain words.** Every outcome is a :class:`~builder.run_results.RunResult`
  with an outcome in words, DynamoDB's own error code and message, and what came
  back, ready for a template (``builder/run_results.py`` shapes it).
"""

from __future__ import annotations

import dataclasses
import logging
import threading
import time
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import boto3
from botocore.config import Config
from botocore.exceptions import (
    BotoCoreError,
    ClientError,
    ConnectionClosedError,
    ConnectTimeoutError,
    CredentialRetrievalError,
    EndpointConnectionError,
    NoCredentialsError,
    ParamValidationError,
    PartialCredentialsError,
    ReadTimeoutError,
)

from builder.expr.emit.common import snake
from builder.expr.keys import KeySchema, TableSpecError, check_keys
from builder.expr.request import Request
from builder.expr.values import display, item_from_wire, item_to_wire
from builder.run_results import (
    BATCH_UNPROCESSED,
    OUTCOMES,
    WRITE_OPERATIONS,
    Cancellation,
    ItemChange,
    ItemRead,
    RunResult,
    batch_result,
    consumed_lines,
    item_table,
    single_item,
)

log = logging.getLogger(__name__)

SINGLE_ITEM_WRITES = ("PutItem", "UpdateItem", "DeleteItem")
# Parameters holding DynamoDB JSON (binary as base64 text in the builder, bytes for boto3).
_VALUE_MAPS = ("Key", "Item", "ExpressionAttributeValues", "ExclusiveStartKey")

# Outcomes after which the endpoint cannot be trusted to answer the next call.
_CONNECTION_OUTCOMES = ("unreachable", "timed_out", "connection_lost", "no_credentials")

_THROTTLED = {
    "ProvisionedThroughputExceededException",
    "ThrottlingException",
    "RequestLimitExceeded",
    "LimitExceededException",
}
_ACCESS_DENIED = {
    "AccessDeniedException",
    "UnrecognizedClientException",
    "InvalidSignatureException",
    "MissingAuthenticationTokenException",
    "MissingAuthenticationToken",
    "ExpiredTokenException",
    "IncompleteSignatureException",
    "InvalidClientTokenId",
}
_VALIDATION = {"ValidationException", "SerializationException", "IdempotentParameterMismatchException"}


# ---------------------------------------------------------------------------
# Configuration and the client
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class RunConfig:
    endpoint_url: str  # "" means AWS's regional endpoint
    region: str
    connect_timeout: float
    read_timeout: float

    @classmethod
    def from_settings(cls) -> RunConfig:
        from django.conf import settings

        return cls(
            endpoint_url=settings.DYNAMODB_ENDPOINT_URL,
            region=settings.DYNAMODB_REGION,
            connect_timeout=float(settings.DYNAMODB_CONNECT_TIMEOUT),
            read_timeout=float(settings.DYNAMODB_READ_TIMEOUT),
        )

    @property
    def target(self) -> str:
        """Where requests go, in words (an endpoint's user:password part is never shown)."""
        if not self.endpoint_url:
            return f"AWS DynamoDB in {self.region}"
        parts = urlsplit(self.endpoint_url)
        host = parts.hostname or ""
        if parts.port:
            host = f"{host}:{parts.port}"
        return urlunsplit((parts.scheme, host, parts.path, "", "")) or "the configured endpoint"


_clients: dict[RunConfig, Any] = {}
_clients_lock = threading.Lock()


def _create_client(config: RunConfig):
    """A boto3 DynamoDB client that makes one attempt per call, with timeouts."""
    session = boto3.session.Session()  # own session: the default one is not thread-safe
    return session.client(
        "dynamodb",
        endpoint_url=config.endpoint_url or None,
        region_name=config.region,
        config=Config(
            connect_timeout=config.connect_timeout,
            read_timeout=config.read_timeout,
            retries={"total_max_attempts": 1, "mode": "standard"},
            user_agent_extra="dynamodb-expression-builder",
        ),
    )


def client_for(config: RunConfig):
    """The (cached, thread-safe) client for ``config``."""
    with _clients_lock:
        client = _clients.get(config)
        if client is None:
            client = _clients[config] = _create_client(config)
        return client


def reset_clients() -> None:
    with _clients_lock:
        _clients.clear()
    _KNOWN_TABLES.clear()


# ---------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------
class EndpointError(Exception):
    """A call failed; ``outcome`` is a key of OUTCOMES."""

    def __init__(
        self, outcome: str, message: str, code: str = "", dynamodb_message: str = "", response: dict | None = None
    ):
        super().__init__(message)
        self.outcome = outcome
        self.message = message
        self.code = code
        self.dynamodb_message = dynamodb_message
        self.response = response or {}

    @property
    def words(self) -> str:
        return OUTCOMES[self.outcome]


def classify(exc: Exception, config: RunConfig) -> EndpointError:
    """Any exception from a boto3 call -> an EndpointError with a message a person can act on."""
    if isinstance(exc, EndpointError):
        return exc
    if isinstance(exc, ClientError):
        err = exc.response.get("Error") or {}
        code = str(err.get("Code") or "")
        msg = str(err.get("Message") or exc.response.get("message") or "")
        if code == "ConditionalCheckFailedException":
            outcome, text = "condition_failed", "The condition was false, so nothing was written."
        elif code == "TransactionCanceledException":
            outcome, text = "transaction_cancelled", "The transaction was cancelled: none of its actions was applied."
        elif code in _THROTTLED:
            outcome, text = (
                "throttled",
                "DynamoDB refused the request because of throughput limits. It was not retried.",
            )
        elif code in _ACCESS_DENIED:
            outcome, text = "access_denied", "DynamoDB did not accept the server's credentials for this request."
        elif code == "ResourceNotFoundException":
            outcome, text = "not_found", "The table (or index) does not exist at this endpoint."
        elif code in _VALIDATION:
            outcome, text = "validation_error", "DynamoDB rejected the request as invalid: nothing was applied."
        else:
            outcome, text = "other", "DynamoDB answered with an error."
        return EndpointError(outcome, text, code, msg, exc.response)
    if isinstance(exc, ConnectTimeoutError):
        return EndpointError(
            "unreachable",
            f"No connection to {config.target} within {config.connect_timeout:g} s: nothing was sent.",
        )
    if isinstance(exc, EndpointConnectionError):
        return EndpointError("unreachable", f"Could not connect to {config.target}: nothing was sent.")
    if isinstance(exc, ReadTimeoutError):
        return EndpointError(
            "timed_out",
            f"{config.target} did not answer within {config.read_timeout:g} s. "
            "The request was sent, so it may or may not have been applied; it was not retried.",
        )
    if isinstance(exc, ConnectionClosedError):
        return EndpointError(
            "connection_lost",
            f"The connection to {config.target} closed before an answer came. "
            "The request may or may not have been applied; it was not retried.",
        )
    if isinstance(exc, (NoCredentialsError, PartialCredentialsError, CredentialRetrievalError)):
        return EndpointError(
            "no_credentials",
            "The server has no usable AWS credentials (environment, profile or role), so nothing was sent.",
        )
    if isinstance(exc, ParamValidationError):
        return EndpointError(
            "validation_error", "boto3 refused the parameters before sending them.", "ParamValidationError", str(exc)
        )
    if isinstance(exc, BotoCoreError):
        return EndpointError("other", f"The request failed: {type(exc).__name__}.")
    log.exception("unexpected error while calling DynamoDB")
    return EndpointError("other", f"The request failed unexpectedly ({type(exc).__name__}); see the server log.")


def _call(client, config: RunConfig, method: str, params: dict) -> dict:
    try:
        response = getattr(client, method)(**params)
    except Exception as exc:
        raise classify(exc, config) from exc
    response.pop("ResponseMetadata", None)
    return response


@dataclass(frozen=True)
class TableDescription(KeySchema):
    """A table's key schema as DescribeTable gives it, and what else DescribeTable says."""

    status: str = ""
    item_count: int | None = None
    billing_mode: str = ""


# The tables described lately (by Run and the /tables/ pages), so the builder can
# suggest their key and index names without calling the endpoint on each edit.
_KNOWN_TABLES: dict[str, TableDescription] = {}
MAX_KNOWN_TABLES = 64


def known_table(name: str) -> TableDescription | None:
    """The last description of table ``name`` this process saw, or None."""
    return _KNOWN_TABLES.get(name)


def describe_table(name: str, config: RunConfig | None = None) -> TableDescription:
    """DescribeTable -> TableDescription. Raises EndpointError."""
    config = config or RunConfig.from_settings()
    response = _call(client_for(config), config, "describe_table", {"TableName": name})
    table = response["Table"]
    try:
        schema = TableDescription.from_table(table)
    except TableSpecError as e:
        raise EndpointError(
            "other", f"DescribeTable {name} answered a key schema this app cannot read ({e})."
        ) from None
    described = dataclasses.replace(
        schema,
        status=table.get("TableStatus", ""),
        item_count=table.get("ItemCount"),
        billing_mode=(table.get("BillingModeSummary") or {}).get("BillingMode") or "PROVISIONED",
    )
    if len(_KNOWN_TABLES) >= MAX_KNOWN_TABLES and name not in _KNOWN_TABLES:
        _KNOWN_TABLES.pop(next(iter(_KNOWN_TABLES)))
    _KNOWN_TABLES[name] = described
    return described


MAX_LISTED_TABLES = 1000  # names read for one page of the tables list (ten ListTables calls)


def list_tables(
    config: RunConfig | None = None, after: str | None = None, contains: str = "", limit: int | None = None
) -> tuple[list[str], str | None]:
    """(table names, where the next page starts): ListTables paged from after
    ``after`` (its ExclusiveStartTableName) until ``limit`` names (default
    :data:`MAX_LISTED_TABLES`) are read, the
    names holding ``contains`` (any case) kept; the second member is the last
    name read when more tables follow it, for the next page's ``after``, else None."""
    config = config or RunConfig.from_settings()
    limit = limit or MAX_LISTED_TABLES
    client = client_for(config)
    names: list[str] = []
    read = 0
    wanted = contains.casefold()
    params: dict = {"Limit": min(100, limit)}
    if after:
        params["ExclusiveStartTableName"] = after
    while True:
        response = _call(client, config, "list_tables", params)
        page = response.get("TableNames") or []
        read += len(page)
        names.extend([n for n in page if wanted in n.casefold()] if wanted else page)
        last = response.get("LastEvaluatedTableName")
        if not last:
            return names, None
        if read >= limit:
            return names, last
        params = {"Limit": min(100, limit - read), "ExclusiveStartTableName": last}


def _tables(req: Request) -> list[str]:
    if req.tables:  # BatchGetItem
        return [t.table for t in req.tables]
    if req.actions:  # the transactions and BatchWriteItem
        seen: list[str] = []
        for a in req.actions:
            if a.table not in seen:
                seen.append(a.table)
        return seen
    return [req.table] if req.table else []


def params_to_wire(params: dict) -> dict:
    """Request parameters as the builder shows them -> what boto3's client takes (bytes for B)."""
    out = dict(params)
    for name in _VALUE_MAPS:
        if name in out:
            out[name] = item_to_wire(out[name])
    if "TransactItems" in out:
        out["TransactItems"] = [
            {t: params_to_wire(body) for t, body in entry.items()} for entry in out["TransactItems"]
        ]
    if "RequestItems" in out:
        out["RequestItems"] = _request_items(out["RequestItems"], params_to_wire)
    return out


def _request_items(request_items: dict, convert) -> dict:
    """A batch's RequestItems (or what it left unprocessed) with each Item, Key
    and Keys entry passed through ``convert`` (a body -> body function)."""
    out: dict = {}
    for table, body in request_items.items():
        if isinstance(body, list):  # BatchWriteItem: [{"PutRequest": {"Item": ...}}, ...]
            out[table] = [{kind: convert(inner) for kind, inner in entry.items()} for entry in body]
        else:  # BatchGetItem: {"Keys": [...], ...}
            out[table] = {
                **convert({k: v for k, v in body.items() if k != "Keys"}),
                "Keys": [convert({"Key": k})["Key"] for k in body.get("Keys") or ()],
            }
    return out


def _params_from_wire(params: dict) -> dict:
    out = dict(params)
    for name in _VALUE_MAPS:
        if name in out:
            out[name] = item_from_wire(out[name])
    return out


def _plain(ddb: dict) -> str:
    """A key value without quotes, as people write it (``LIKE#USER#7c20``)."""
    ((_t, v),) = ddb.items()
    return v if isinstance(v, str) else display(ddb)


def _key_of(body: dict, schema: KeySchema | None) -> dict:
    if "Key" in body:
        return body["Key"]
    item = body.get("Item") or {}
    if schema is not None:
        return {n: item[n] for n in schema.key_names if n in item}
    return {}


def _action_key_label(body: dict, schema: KeySchema | None) -> tuple[str, str]:
    """(short label: the sort key's value, or the partition key's; full key text)."""
    key = _key_of(body, schema)
    if not key:
        return "(key unknown)", ""
    full = ", ".join(f"{n} = {display(v)}" for n, v in key.items())
    if schema is not None:
        name = schema.sort.name if schema.sort and schema.sort.name in key else schema.partition.name
        if name in key:
            return _plain(key[name]), full
    return " / ".join(_plain(v) for v in key.values()), full


def _read_item(client, config: RunConfig, table: str, key: dict, label: str, key_names: list[str]) -> ItemRead:
    """GetItem with ConsistentRead; connection failures raise, other errors are reported."""
    try:
        response = _call(
            client, config, "get_item", {"TableName": table, "Key": item_to_wire(key), "ConsistentRead": True}
        )
    except EndpointError as e:
        if e.outcome in _CONNECTION_OUTCOMES:
            raise
        return ItemRead(label, None, f"{e.code or e.words}: {e.dynamodb_message or e.message}")
    item = response.get("Item")
    return ItemRead(label, single_item(item_from_wire(item), key_names) if item is not None else None)


# ---------------------------------------------------------------------------
# Running a request
# ---------------------------------------------------------------------------
def run_request(req: Request, config: RunConfig | None = None) -> RunResult:
    """Send ``req`` once and describe what happened. Never raises for endpoint trouble."""
    config = config or RunConfig.from_settings()
    result = RunResult(operation=req.operation, outcome="other", target=config.target)
    started = time.monotonic()
    try:
        _run(req, config, result)
    except EndpointError as e:
        _fail(result, e)
    except Exception:
        log.exception("error while running a %s request", req.operation)
        result.outcome = "other"
        result.message = "Something went wrong on the server while running the request; see the server log."
        if result.sent:
            result.uncertain = True
            result.message += " The request had been sent, so it may have been applied."
    finally:
        result.elapsed_ms = int((time.monotonic() - started) * 1000)
    return result


def _fail(result: RunResult, e: EndpointError) -> None:
    result.outcome = e.outcome
    result.message = e.message
    result.error_code = e.code
    result.error_message = e.dynamodb_message
    if result.sent and e.outcome in ("timed_out", "connection_lost"):
        result.uncertain = True


def _run(req: Request, config: RunConfig, result: RunResult) -> None:
    op = req.operation
    params = req.params()
    client = client_for(config)

    # 1. Describe every table the request touches; check its keys.
    schemas: dict[str, TableDescription] = {}
    for table in _tables(req):
        try:
            schemas[table] = describe_table(table, config)
        except EndpointError as e:
            if e.outcome == "access_denied":
                result.notes.append(
                    f"The key was not checked against {table}'s schema: DescribeTable was refused ({e.code})."
                )
                continue
            if e.outcome == "not_found":
                e.message = f"Table {table} does not exist at {config.target}: the request was not sent."
            elif e.outcome == "timed_out":
                e.message = (
                    f"{config.target} did not answer DescribeTable {table} within {config.read_timeout:g} s, "
                    "so the request itself was not sent."
                )
            elif e.outcome == "connection_lost":
                e.message = f"The connection closed during DescribeTable {table}, so the request itself was not sent."
            elif e.outcome not in ("unreachable", "no_credentials"):  # those say "nothing was sent" already
                e.message = f"DescribeTable {table} failed, so the request was not sent. " + e.message
            raise
    problems = check_keys(req, schemas.get)
    if problems:
        result.outcome = "key_mismatch"
        result.key_problems = [p.message for p in problems]
        result.message = "Not sent: the request's key does not match the table's key schema."
        return

    # 2. Single-item writes: read the item before (a separate request, not atomic with the write).
    read_key = None
    schema = schemas.get(req.table or "")
    key_names = schema.key_names if schema else []
    if op in SINGLE_ITEM_WRITES:
        read_key = _key_of(params, schema)
        if schema is None or not read_key:
            read_key = None
            result.notes.append("The item was not read before and after the write: the table's key schema is unknown.")
        else:
            result.before = _before_or_abort(client, config, req.table, read_key, key_names)

    # 2b. A transaction's writes: each item read before, like a single-item write's.
    changes = _read_before_each(client, config, params, schemas, result) if op == "TransactWriteItems" else []

    # 3. The request itself: one attempt, ReturnConsumedCapacity TOTAL unless chosen otherwise.
    wire = params_to_wire(params)
    wire.setdefault("ReturnConsumedCapacity", "TOTAL")
    result.sent = True
    try:
        response = _call(client, config, snake(op), wire)
    except EndpointError as e:
        _fail(result, e)
        _explain_failure(req, params, schemas, result, e)
        if read_key is not None and e.outcome not in _CONNECTION_OUTCOMES:
            result.after = _read_item(client, config, req.table, read_key, "after", key_names)
        return

    # 4. What came back.
    result.outcome = "written" if op in WRITE_OPERATIONS else "read"
    if op == "TransactWriteItems":
        n = len(req.actions)
        result.message = f"DynamoDB applied the transaction: all {n} action{'s' if n != 1 else ''}, together."
    elif op in BATCH_UNPROCESSED:
        pass  # below
    elif op in WRITE_OPERATIONS:
        result.message = "DynamoDB applied the write."
    result.consumed = consumed_lines(response.get("ConsumedCapacity"))
    if "Attributes" in response:
        result.attributes = single_item(item_from_wire(response["Attributes"]), key_names)
    if op == "GetItem":
        item = response.get("Item")
        result.items = item_table([item_from_wire(item)] if item is not None else [], key_names)
        result.count = 1 if item is not None else 0
        if item is None:
            result.message = "No item has this key."
    elif op in ("Query", "Scan"):
        items = [item_from_wire(i) for i in response.get("Items") or ()]
        result.items = item_table(items, key_names)
        result.count = response.get("Count")
        result.scanned_count = response.get("ScannedCount")
        if response.get("LastEvaluatedKey"):
            result.last_evaluated_key = item_from_wire(response["LastEvaluatedKey"])
    elif op in BATCH_UNPROCESSED:
        answer = {
            "Responses": {
                t: [item_from_wire(i) for i in rows] for t, rows in (response.get("Responses") or {}).items()
            },
            BATCH_UNPROCESSED[op]: _request_items(response.get(BATCH_UNPROCESSED[op]) or {}, _params_from_wire),
        }
        batch_result(
            result,
            op,
            params["RequestItems"],
            answer,
            lambda t: schemas[t].key_names if t in schemas else [],
        )
    elif op == "TransactGetItems":
        found = [r.get("Item") for r in response.get("Responses") or ()]
        items = [item_from_wire(i) if i is not None else None for i in found]
        names = schemas[req.actions[0].table].key_names if req.actions and req.actions[0].table in schemas else []
        result.items = item_table(items, names, labels=[f"action {i + 1}" for i in range(len(items))])
        result.count = sum(1 for i in items if i is not None)
    if read_key is not None:
        try:
            result.after = _read_item(client, config, req.table, read_key, "after", key_names)
        except EndpointError as e:
            result.after = ItemRead("after", None, e.message)
    for change, key, names in changes:
        try:
            change.after = _read_item(client, config, change.table, key, "after", names)
        except EndpointError as e:
            change.after = ItemRead("after", None, e.message)
        result.item_changes.append(change)


# A transaction holds up to 100 actions: the items of the first ones are read around it.
MAX_ITEMS_READ_AROUND = 25


def _read_before_each(client, config, params: dict, schemas: dict, result: RunResult) -> list:
    """(change, key, key names) for each Put, Update and Delete of a transaction
    whose table's key schema is known, its item read before the transaction."""
    out: list = []
    for i, entry in enumerate(params.get("TransactItems") or ()):
        ((kind, body),) = entry.items()
        schema = schemas.get(body.get("TableName", ""))
        key = _key_of(body, schema) if kind != "ConditionCheck" else {}
        if schema is None or not key:
            continue
        if len(out) == MAX_ITEMS_READ_AROUND:
            result.notes.append(f"Only the first {MAX_ITEMS_READ_AROUND} items were read before and after.")
            break
        key_text = ", ".join(f"{n} = {display(v)}" for n, v in key.items())
        change = ItemChange(i + 1, kind, body["TableName"], key_text)
        change.before = _before_or_abort(client, config, change.table, key, schema.key_names)
        out.append((change, key, schema.key_names))
    return out


def _before_or_abort(client, config, table, key, key_names) -> ItemRead:
    try:
        return _read_item(client, config, table, key, "before", key_names)
    except EndpointError as e:
        if e.outcome == "timed_out":
            e.message = (
                f"{config.target} did not answer the read before the write within {config.read_timeout:g} s, "
                "so the write was not sent."
            )
        elif e.outcome == "connection_lost":
            e.message = "The connection closed during the read before the write, so the write was not sent."
        raise


def _explain_failure(req: Request, params: dict, schemas: dict, result: RunResult, e: EndpointError) -> None:
    response = e.response
    if e.outcome == "condition_failed" and response.get("Item") is not None:
        schema = schemas.get(req.table or "")
        result.condition_item = single_item(item_from_wire(response["Item"]), schema.key_names if schema else [])
    if e.outcome == "transaction_cancelled":
        reasons = response.get("CancellationReasons") or []
        bodies = params.get("TransactItems") or []
        for i, reason in enumerate(reasons):
            if i < len(bodies):
                ((atype, body),) = bodies[i].items()
            else:
                atype, body = "?", {}
            schema = schemas.get(body.get("TableName", ""))
            label, full = _action_key_label(body, schema)
            item = reason.get("Item")
            result.cancellations.append(
                Cancellation(
                    index=i + 1,
                    action=atype,
                    table=body.get("TableName", ""),
                    key_label=label,
                    key_text=full,
                    code=str(reason.get("Code") or ""),
                    message=str(reason.get("Message") or ""),
                    item=single_item(item_from_wire(item), schema.key_names if schema else [])
                    if item is not None
                    else None,
                )
            )
    if e.outcome == "throttled" and req.operation in WRITE_OPERATIONS:
        result.message += " A retry is yours to decide: for a transaction, resend it with the same ClientRequestToken."


# ---------------------------------------------------------------------------
# Demo data for `make run` (manage.py ddb demo)
# ---------------------------------------------------------------------------
DEMO_TABLE = "Social"
DEMO_ITEMS = (
    {"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}, "likeTally": {"N": "0"}},
    {"PK": {"S": "VID#9f3a"}, "SK": {"S": "STATS#TOTAL"}, "play_count": {"N": "41"}},
)
DEMO_LIKE_KEY = {"PK": {"S": "POST#a91f"}, "SK": {"S": "LIKE#USER#7c20"}}


def wait_until_up(config: RunConfig, seconds: float) -> None:
    """Poll ListTables until the endpoint answers (for a DynamoDB Local just started)."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            _call(client_for(config), config, "list_tables", {"Limit": 1})
            return
        except EndpointError as e:
            if e.outcome not in _CONNECTION_OUTCOMES or time.monotonic() >= deadline:
                raise
        time.sleep(0.2)


def ensure_demo(config: RunConfig, reset: bool = False) -> list[str]:
    """Create the demo table and items when missing (``reset``: put them back as new)."""
    if not config.endpoint_url:
        raise EndpointError(
            "other", "The demo data is only for a local endpoint: set DYNAMODB_ENDPOINT_URL (e.g. DynamoDB Local)."
        )
    client = client_for(config)
    done: list[str] = []
    try:
        _call(client, config, "describe_table", {"TableName": DEMO_TABLE})
    except EndpointError as e:
        if e.outcome != "not_found":
            raise
        _call(
            client,
            config,
            "create_table",
            {
                "TableName": DEMO_TABLE,
                "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
                "AttributeDefinitions": [
                    {"AttributeName": "PK", "AttributeType": "S"},
                    {"AttributeName": "SK", "AttributeType": "S"},
                ],
                "BillingMode": "PAY_PER_REQUEST",
            },
        )
        done.append(f"created table {DEMO_TABLE}")
    for _ in range(100):  # DynamoDB Local creates tables at once; AWS would take seconds
        status = _call(client, config, "describe_table", {"TableName": DEMO_TABLE})["Table"].get("TableStatus")
        if status == "ACTIVE":
            break
        time.sleep(0.1)
    for item in DEMO_ITEMS:
        label = f"{item['PK']['S']} / {item['SK']['S']}"
        params: dict = {"TableName": DEMO_TABLE, "Item": item}
        if not reset:
            params["ConditionExpression"] = "attribute_not_exists(PK)"
        try:
            _call(client, config, "put_item", params)
            done.append(("reset " if reset else "added ") + label)
        except EndpointError as e:
            if e.outcome != "condition_failed":
                raise
    if reset:
        _call(client, config, "delete_item", {"TableName": DEMO_TABLE, "Key": DEMO_LIKE_KEY})
        done.append("deleted POST#a91f / LIKE#USER#7c20")
    return done
