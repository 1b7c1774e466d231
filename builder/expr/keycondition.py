"""A Query's key condition: the partition key's equality and, optionally, one
condition on the sort key (``=``, ``<``, ``<=``, ``>``, ``>=``, BETWEEN,
begins_with). Nodes that validate themselves, like those in :mod:`.nodes`."""

from __future__ import annotations

from .errors import ExprError
from .messages import MSG_KEY_CONDITION_TYPE, empty_key_message
from .nodes import ValueOperand, check_bounds
from .placeholders import Placeholders
from .record import frozen
from .values import TYPE_NAMES

SORT_OPS = ("=", "<", "<=", ">", ">=", "between", "begins_with")


def _check_key_operand(v: ValueOperand, name: str) -> None:
    if v.value.type in ("S", "B") and v.value.ddb[v.value.type] == "":
        # DynamoDB Local's words, measured for an empty string (kept for binary too)
        raise ExprError("key values cannot be empty", dynamodb=empty_key_message(name, "S"))


@frozen
class SortKeyCondition:
    name: str
    op: str
    value: ValueOperand
    high: ValueOperand | None = None

    def __post_init__(self):
        if not self.name:
            raise ExprError("sort key name is empty")
        if self.op not in SORT_OPS:
            raise ExprError(f"sort key condition must be one of {', '.join(SORT_OPS)}, got {self.op!r}")
        if self.op == "between" and self.high is None:
            raise ExprError("BETWEEN needs a high bound")
        if self.op != "between" and self.high is not None:
            raise ExprError(f"only BETWEEN takes a second value, not {self.op}")
        for v in (self.value, self.high):
            if v is not None and v.value.type not in ("S", "N", "B"):
                raise ExprError(
                    f"key conditions compare strings, numbers or binary, not a {TYPE_NAMES[v.value.type]}",
                    dynamodb=MSG_KEY_CONDITION_TYPE,
                )
            if v is not None:
                _check_key_operand(v, self.name)
        if self.op == "begins_with" and self.value.value.type == "N":
            raise ExprError("begins_with works on string or binary sort keys, not numbers")
        if self.op == "between":
            check_bounds(self.value, self.high)

    def serialize(self, ph: Placeholders) -> str:
        n = ph.name(self.name)
        if self.op == "between":
            lo = self.value.serialize(ph, self.name + "Low")
            hi = self.high.serialize(ph, self.name + "High")
            return f"{n} BETWEEN {lo} AND {hi}"
        if self.op == "begins_with":
            return f"begins_with({n}, {self.value.serialize(ph, self.name + 'Prefix')})"
        return f"{n} {self.op} {self.value.serialize(ph, self.name)}"


@frozen
class KeyCondition:
    partition_name: str
    partition_value: ValueOperand
    sort: SortKeyCondition | None = None

    def __post_init__(self):
        if not self.partition_name:
            raise ExprError("partition key name is empty")
        if self.partition_value.value.type not in ("S", "N", "B"):
            raise ExprError(
                f"the partition key is a string, number or binary, not a {TYPE_NAMES[self.partition_value.value.type]}",
                dynamodb=MSG_KEY_CONDITION_TYPE,
            )
        _check_key_operand(self.partition_value, self.partition_name)
        if self.sort is not None and self.sort.name == self.partition_name:
            raise ExprError("the sort key condition names the partition key")

    def serialize(self, ph: Placeholders) -> str:
        text = f"{ph.name(self.partition_name)} = {self.partition_value.serialize(ph, self.partition_name)}"
        if self.sort is not None:
            text += f" AND {self.sort.serialize(ph)}"
        return text
