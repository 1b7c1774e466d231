"""Requests: a validated description of one API call, and the parameters it
serializes to (exactly what boto3's client and ``--cli-input-json`` take)."""

from __future__ import annotations

from dataclasses import field

from .errors import item_locations
from .keycondition import KeyCondition
from .limits import sent_expression
from .nodes import Condition, Projection, Update, chosen_placeholders
from .placeholders import PlaceholderOptions, Placeholders
from .record import frozen
from .values import describe

OPERATIONS = (
    "GetItem",
    "PutItem",
    "UpdateItem",
    "DeleteItem",
    "Query",
    "Scan",
    "TransactWriteItems",
    "TransactGetItems",
    "BatchWriteItem",
    "BatchGetItem",
)
BATCHES = ("BatchWriteItem", "BatchGetItem")


def unknown_operation_message(op) -> str:
    """What a state (or the builder form) naming no operation of ours is told."""
    return f"operation must be one of {', '.join(OPERATIONS)}, got {describe(op)}"


BATCH_WRITE_ACTIONS = ("Put", "Delete")
# a batch write request's fields: no condition, no expression (DynamoDB has none there)
BATCH_ACTION_FIELDS = {"Put": ("table", "item"), "Delete": ("table", "key")}
BATCH_REQUEST_NAMES = {"Put": ("PutRequest", "Item"), "Delete": ("DeleteRequest", "Key")}
WRITE_ACTIONS = ("Put", "Update", "Delete", "ConditionCheck")
GET_ACTIONS = ("Get",)


def entry_kinds(entry: dict, kinds: tuple) -> list[str]:
    """The members of a transaction entry (a ``TransactItems`` element) that
    are one of ``kinds`` (:data:`WRITE_ACTIONS` or :data:`GET_ACTIONS`).
    DynamoDB ignores any other member: an entry of one action and an unknown
    member is that action, one of none is no action (recorded:
    ``min-validation-transaction-entry-*``)."""
    if len(entry) == 1:  # the common entry: no list made
        kind = next(iter(entry))
        return [kind] if kind in kinds else []
    return [k for k in entry if k in kinds]


# state option name -> (API parameter, operations it applies to)
OPTIONS = {
    "return_values": ("ReturnValues", ("PutItem", "UpdateItem", "DeleteItem")),
    "return_values_on_condition_check_failure": (
        "ReturnValuesOnConditionCheckFailure",
        ("PutItem", "UpdateItem", "DeleteItem"),
    ),
    "consistent_read": ("ConsistentRead", ("GetItem", "Query", "Scan")),
    "index_name": ("IndexName", ("Query", "Scan")),
    "limit": ("Limit", ("Query", "Scan")),
    "scan_index_forward": ("ScanIndexForward", ("Query",)),
    "exclusive_start_key": ("ExclusiveStartKey", ("Query", "Scan")),
    "select": ("Select", ("Query", "Scan")),
    "segment": ("Segment", ("Scan",)),
    "total_segments": ("TotalSegments", ("Scan",)),
    "return_consumed_capacity": ("ReturnConsumedCapacity", OPERATIONS),
    "return_item_collection_metrics": (
        "ReturnItemCollectionMetrics",
        ("PutItem", "UpdateItem", "DeleteItem", "TransactWriteItems", "BatchWriteItem"),
    ),
}
RETURN_VALUES = {
    "PutItem": ("NONE", "ALL_OLD"),
    "DeleteItem": ("NONE", "ALL_OLD"),
    "UpdateItem": ("NONE", "ALL_OLD", "UPDATED_OLD", "ALL_NEW", "UPDATED_NEW"),
}
ENUMS = {
    "return_values_on_condition_check_failure": ("NONE", "ALL_OLD"),
    "select": ("ALL_ATTRIBUTES", "ALL_PROJECTED_ATTRIBUTES", "SPECIFIC_ATTRIBUTES", "COUNT"),
    "return_consumed_capacity": ("INDEXES", "TOTAL", "NONE"),
    "return_item_collection_metrics": ("SIZE", "NONE"),
}

# which request fields (state fields) each operation uses, and which it needs
FIELDS_BY_OPERATION = {
    "GetItem": {"table", "key", "projection"},
    "PutItem": {"table", "item", "condition"},
    "UpdateItem": {"table", "key", "update", "condition"},
    "DeleteItem": {"table", "key", "condition"},
    "Query": {"table", "key_condition", "filter", "projection"},
    "Scan": {"table", "filter", "projection"},
    "TransactWriteItems": {"actions", "client_request_token"},
    "TransactGetItems": {"actions"},
    "BatchWriteItem": {"actions"},
    "BatchGetItem": {"tables"},
}
REQUIRED_BY_OPERATION = {
    "GetItem": ("table", "key"),
    "PutItem": ("table", "item"),
    "UpdateItem": ("table", "key"),  # without update actions, DynamoDB writes the key (creates the item)
    "DeleteItem": ("table", "key"),
    "Query": ("table", "key_condition"),
    "Scan": ("table",),
    "TransactWriteItems": ("actions",),
    "TransactGetItems": ("actions",),
    "BatchWriteItem": ("actions",),
    "BatchGetItem": ("tables",),
}
ACTION_FIELDS = {
    "Put": ("table", "item", "condition", "return_values_on_condition_check_failure"),
    "Update": ("table", "key", "update", "condition", "return_values_on_condition_check_failure"),
    "Delete": ("table", "key", "condition", "return_values_on_condition_check_failure"),
    "ConditionCheck": ("table", "key", "condition", "return_values_on_condition_check_failure"),
    "Get": ("table", "key", "projection"),
}
ACTION_REQUIRED = {
    "Put": ("table", "item"),
    "Update": ("table", "key"),
    "Delete": ("table", "key"),
    "ConditionCheck": ("table", "key", "condition"),
    "Get": ("table", "key"),
}


@frozen
class Action:
    """A single-item action: the body of GetItem/PutItem/UpdateItem/DeleteItem
    or one entry of a transaction (Put, Update, Delete, ConditionCheck, Get)."""

    type: str
    table: str
    key: dict | None = None  # name -> Value
    item: dict | None = None  # name -> Value
    update: Update | None = None
    condition: Condition | None = None
    projection: Projection | None = None
    return_values_on_condition_check_failure: str | None = None

    def params(self, options: PlaceholderOptions, texts: list | None = None, base: str = "") -> dict:
        """Its API parameters; ``texts``: a list each expression written is
        added to, as (``base``, its API parameter, its text)."""
        ph = Placeholders(options, self.chosen_placeholders)
        out: dict = {"TableName": self.table}
        if self.key is not None:
            out["Key"] = _item_json(self.key)
        if self.item is not None:
            out["Item"] = _item_json(self.item)
        if self.update is not None:
            text = out["UpdateExpression"] = sent_expression(self.update.serialize(ph))
            if texts is not None:
                texts.append((base, "UpdateExpression", text))
        if self.condition is not None:
            text = out["ConditionExpression"] = sent_expression(self.condition.serialize(ph))
            if texts is not None:
                texts.append((base, "ConditionExpression", text))
        if self.projection is not None:
            text = out["ProjectionExpression"] = sent_expression(self.projection.serialize(ph))
            if texts is not None:
                texts.append((base, "ProjectionExpression", text))
        ph.apply(out)
        if self.return_values_on_condition_check_failure is not None:
            out["ReturnValuesOnConditionCheckFailure"] = self.return_values_on_condition_check_failure
        return out

    def chosen_placeholders(self) -> set[str]:
        """The value placeholders chosen in its expressions, which the ones
        :meth:`params` makes avoid (a bound method: no closure made for each
        action serialized)."""
        return chosen_placeholders([self.update, self.condition])


@frozen
class BatchTable:
    """One table of a BatchGetItem: its keys, and what to read of each item."""

    table: str
    keys: tuple = ()  # of dicts name -> Value
    projection: Projection | None = None
    consistent_read: bool | None = None

    def params(self, options: PlaceholderOptions) -> dict:
        ph = Placeholders(options, lambda: chosen_placeholders([self.projection]))
        out: dict = {"Keys": [_item_json(k) for k in self.keys]}
        if self.projection is not None:
            out["ProjectionExpression"] = sent_expression(self.projection.serialize(ph))
        ph.apply(out)
        if self.consistent_read is not None:
            out["ConsistentRead"] = self.consistent_read
        return out


def batch_write_items(actions) -> dict:
    """BatchWriteItem's RequestItems: table -> its requests, tables in the
    order they first appear, requests in the order given."""
    out: dict = {}
    for a in actions:
        request, field_name = BATCH_REQUEST_NAMES[a.type]
        body = a.item if a.type == "Put" else a.key
        out.setdefault(a.table, []).append({request: {field_name: _item_json(body)}})
    return out


@frozen
class Request:
    operation: str
    table: str | None = None
    key: dict | None = None
    item: dict | None = None
    update: Update | None = None
    condition: Condition | None = None
    key_condition: KeyCondition | None = None
    filter: Condition | None = None
    projection: Projection | None = None
    options: dict = field(default_factory=dict)  # state option name -> value
    actions: tuple = ()
    client_request_token: str | None = None
    tables: tuple = ()  # BatchGetItem: BatchTable per table
    placeholders: PlaceholderOptions = PlaceholderOptions()

    def params(self, texts: list | None = None) -> dict:
        """The API parameters, in a readable, stable key order. ``texts``: a
        list each expression written is added to, in the order written, as
        (where its part is in the state: ``""`` or ``actions[i]``, its API
        parameter, its text); a BatchGetItem table's projection is not."""
        op = self.operation
        if op == "BatchWriteItem":
            out: dict = {"RequestItems": batch_write_items(self.actions)}
        elif op == "BatchGetItem":
            out = {"RequestItems": {t.table: t.params(self.placeholders) for t in self.tables}}
        elif op in ("TransactWriteItems", "TransactGetItems"):
            options = self.placeholders
            actions = self.actions
            located = item_locations("actions", len(actions))
            items = []
            for i, a in enumerate(actions):  # a loop, not a comprehension: one frame fewer (issue 13)
                items.append({a.type: a.params(options, texts, located[i])})
            out = {"TransactItems": items}
            if self.client_request_token:
                out["ClientRequestToken"] = self.client_request_token
        elif op in ("Query", "Scan"):
            ph = Placeholders(self.placeholders, lambda: chosen_placeholders([self.key_condition, self.filter]))
            out = {"TableName": self.table}
            if self.key_condition is not None:
                text = out["KeyConditionExpression"] = sent_expression(self.key_condition.serialize(ph))
                if texts is not None:
                    texts.append(("", "KeyConditionExpression", text))
            if self.filter is not None:
                text = out["FilterExpression"] = sent_expression(self.filter.serialize(ph))
                if texts is not None:
                    texts.append(("", "FilterExpression", text))
            if self.projection is not None:
                text = out["ProjectionExpression"] = sent_expression(self.projection.serialize(ph))
                if texts is not None:
                    texts.append(("", "ProjectionExpression", text))
            ph.apply(out)
        else:
            action = Action(
                type=op,
                table=self.table,
                key=self.key,
                item=self.item,
                update=self.update,
                condition=self.condition,
                projection=self.projection,
            )
            out = action.params(self.placeholders, texts)
        for name, value in self.options.items():
            api = OPTIONS[name][0]
            out[api] = _item_json(value) if name == "exclusive_start_key" else value
        return out


def _item_json(values: dict) -> dict:
    out = {}
    for name, v in values.items():  # a loop, not a comprehension: one frame fewer (issue 13)
        out[name] = v.ddb
    return out


def build_request(request: Request) -> dict:
    return request.params()
