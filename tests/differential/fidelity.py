"""Compare the core (paste, check, simulate) with DynamoDB Local's recorded answer.

A case is a corpus-format document: ``table``, ``before``, ``operation``,
``request`` and ``expect`` (DynamoDB Local's answer, ``tests/differential/wire.py``).
Each component is judged on its own contract:

- **simulate** must give DynamoDB Local's answer exactly: ok or not, error code,
  message, cancellation reasons, response and items after (sets compared as
  sorted, as in ``compare.py``).
- **check** (a static checker) must refuse exactly the requests DynamoDB refuses
  before looking at the items, with DynamoDB's code and words in its *first*
  error (a finding's ``dynamodb_message``, else its ``message``); a request
  DynamoDB accepts, or refuses only because of the items (a failed condition, a
  path the item lacks, ...: :func:`item_dependent`), must get no error. Two
  exceptions, requests refused either way: a key attribute in an
  UpdateExpression is an error for check even when DynamoDB Local first reports
  a failed condition (DynamoDB checks the condition first); a transaction key of
  another type than the table's (:func:`transaction_key_of_another_type`) is a
  cancellation for check even when DynamoDB Local first reports an item's
  problem. A cancellation is foreseen with the reasons that depend on the items
  read as None (:func:`static_message`).
- **paste** (``parse_document``, what the paste box runs) must not crash; on
  requests DynamoDB accepts before looking at the items it must load them, and
  the request the builder renders from what it loaded must mean the same, i.e.
  the simulator gives the same answer for it as for the original. (A request
  updating a key attribute may be refused whatever DynamoDB met first.)

An exception raised by the core is a disagreement (category ``crash``).
"""

from __future__ import annotations

import decimal
import json
import re
import traceback
from dataclasses import dataclass

from builder.expr.crosscheck import KEY_READ_IN_UPDATE
from builder.expr.crosscheck import KEY_UPDATE as KEY_UPDATE_WORDS
from builder.expr.messages import late_transaction_problem
from tests.differential import core_adapter as core
from tests.differential.compare import canonical, canonical_message
from tests.differential.wire import simulate_doc

COMPONENTS = ("paste", "check", "simulate")

# DynamoDB's messages for problems it finds only once it looks at the item.
ITEM_DEPENDENT_MESSAGES = {
    "The conditional request failed",
    "The document path provided in the update expression is invalid for update",
    "An operand in the update expression has an incorrect data type",
    "The provided expression refers to an attribute that does not exist in the item",
    "Item size to update has exceeded the maximum allowed size",
    "Transaction request cannot include multiple operations on one item",
}
ITEM_DEPENDENT_CODES = {"ConditionalCheckFailedException"}
# Bare number messages come from arithmetic on the item (in a value or an item they are static).
ARITHMETIC_MESSAGES = ("DynamoDB only supports precision up to 38 digits", "Number overflow.", "Number underflow.")
KEY_UPDATE = re.compile(r"Cannot update attribute .+\. This attribute is part of the key$")
LEGACY_TYPE_MISMATCH = "Type mismatch for attribute to update"
# an AttributeUpdates ADD or DELETE of a value of a type it does not take: refused whatever the
# item, once the condition held (DynamoDB reports a failed Expected first)
LEGACY_ACTION_TYPE = re.compile(r"(ADD action|DELETE action with value) is not supported for the type \w+$")


def _updates(case: dict) -> list[str]:
    req = case.get("request")
    if not isinstance(req, dict):
        return []
    bodies = [req]
    if isinstance(req.get("TransactItems"), list):
        bodies = [b for e in req["TransactItems"] if isinstance(e, dict) for b in e.values() if isinstance(b, dict)]
    return [b["UpdateExpression"] for b in bodies if isinstance(b.get("UpdateExpression"), str)]


def _numbers(obj):
    """Every number text in a request's typed values (keys, items, values)."""
    if isinstance(obj, dict):
        if len(obj) == 1 and "N" in obj and isinstance(obj["N"], str):
            yield obj["N"]
        elif len(obj) == 1 and "NS" in obj and isinstance(obj["NS"], list):
            yield from (n for n in obj["NS"] if isinstance(n, str))
        else:
            for v in obj.values():
                yield from _numbers(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _numbers(v)


def _valid_number(text: str) -> bool:
    try:
        d = decimal.Decimal(text)
    except (decimal.InvalidOperation, ValueError):
        return False
    if not d.is_finite() or text != text.strip():
        return False
    if d == 0:
        return True
    digits = "".join(map(str, d.as_tuple().digits)).strip("0")  # significant digits (no rounding)
    return len(digits) <= 38 and decimal.Decimal("1E-130") <= d.copy_abs() < decimal.Decimal("1E+126")


def item_dependent(case: dict) -> bool:
    """Whether DynamoDB's refusal of ``case`` depends on the items (so a static
    checker cannot see it coming); False when DynamoDB accepted the request."""
    expect = case["expect"]
    if expect["ok"]:
        return False
    if expect["error_code"] in ITEM_DEPENDENT_CODES:
        return True
    if expect["error_code"] == "TransactionCanceledException":
        if not (expect.get("message") or "").startswith("Transaction cancelled"):
            return False  # cancelled before any item is read (a TransactGetItems key of another type: no reasons)
        # cancelled by failed conditions or item-dependent errors, not by a reason found in the request
        return not any(_static_reason(r) for r in expect.get("cancellation_reasons") or [])
    message = expect.get("message") or ""
    if message in ITEM_DEPENDENT_MESSAGES:
        return True
    if (
        message == LEGACY_TYPE_MISMATCH
        and isinstance(case.get("request"), dict)
        and "AttributeUpdates" in case["request"]
    ):
        return True  # an AttributeUpdates ADD or DELETE on an attribute of another type (an ExclusiveStartKey's is not)
    if message.startswith(ARITHMETIC_MESSAGES):
        # from arithmetic on the item, unless a number written in the request is itself out of bounds
        arithmetic = any(re.search(r"[+-]|\bADD\b", u, re.I) for u in _updates(case))
        return arithmetic and all(_valid_number(n) for n in _numbers(case.get("request")))
    return False


def _static_reason(reason: dict) -> bool:
    """Whether a cancellation reason comes from the request itself (a key of
    another type, ...) rather than from the items (a failed condition, ...)."""
    code = reason.get("Code")
    if code in ("None", "ConditionalCheckFailed"):
        return False
    return not (code == "ValidationError" and reason.get("Message") in ITEM_DEPENDENT_MESSAGES)


def static_message(expect: dict) -> str:
    """DynamoDB's message as a static checker can foresee it: a transaction's
    cancellation with the reasons that depend on the items read as None (a key
    of another type in one action cancels the transaction whatever the items;
    whether another action's condition held, the checker cannot know)."""
    message = expect.get("message") or ""
    if expect.get("error_code") != "TransactionCanceledException" or not message.startswith("Transaction cancelled"):
        return message
    codes = [r.get("Code") if _static_reason(r) else "None" for r in expect.get("cancellation_reasons") or []]
    return message[: message.index("[")] + f"[{', '.join(codes)}]"


def transaction_key_of_another_type(case: dict) -> bool:
    """Whether a transaction action's key (a Put's item) gives a key attribute
    a type other than the table's AttributeDefinitions: DynamoDB cancels such a
    transaction whatever the items, though it may report an item's problem first."""
    if case["operation"] not in ("TransactWriteItems", "TransactGetItems"):
        return False
    table = case["table"]
    key_names = {k["AttributeName"] for k in table.get("KeySchema", [])}
    types = {d["AttributeName"]: d["AttributeType"] for d in table.get("AttributeDefinitions", [])}
    entries = case["request"].get("TransactItems") if isinstance(case["request"], dict) else None
    for entry in entries if isinstance(entries, list) else ():
        for kind, body in entry.items() if isinstance(entry, dict) else ():
            attrs = body.get("Item" if kind == "Put" else "Key") if isinstance(body, dict) else None
            for name, value in attrs.items() if isinstance(attrs, dict) else ():
                if name in key_names and isinstance(value, dict) and list(value) != [types.get(name)]:
                    return True
    return False


def statically_accepted(case: dict) -> bool:
    """DynamoDB accepted the request, or refused it only because of the items."""
    return case["expect"]["ok"] or item_dependent(case)


@dataclass
class Outcome:
    agree: bool
    got: str  # what the component said, in one line
    want: str  # what DynamoDB Local's answer requires of it, in one line
    crashed: bool = False

    def line(self) -> str:
        return f"got {self.got} | want {self.want}"


def _doc(case: dict) -> dict:
    return simulate_doc(case)


def _short(obj, n: int = 400) -> str:
    text = json.dumps(obj, ensure_ascii=False, sort_keys=True)
    return text if len(text) <= n else text[: n - 3] + "..."


def _crash(e: BaseException) -> Outcome:
    frame = traceback.extract_tb(e.__traceback__)[-1]
    where = f"{frame.filename.rsplit('/', 1)[-1]}:{frame.lineno}"
    return Outcome(False, f"crash {type(e).__name__}: {str(e)[:200]} ({where})", "an answer", crashed=True)


def _answer_text(answer: dict) -> str:
    if answer.get("ok"):
        return "ok " + _short({k: answer.get(k) for k in ("response", "items_after")})
    return f"{answer.get('error_code')}: {answer.get('message')}"


def _unordered_responses(answer: dict) -> dict:
    """A BatchGetItem's answer with each table's items sorted: DynamoDB
    promises no order for them (DynamoDB Local lists them by hash)."""
    responses = (answer.get("response") or {}).get("Responses")
    if not answer.get("ok") or not isinstance(responses, dict):
        return answer
    ordered = {t: sorted(items, key=lambda i: json.dumps(i, sort_keys=True)) for t, items in responses.items()}
    return {**answer, "response": {**answer["response"], "Responses": ordered}}


def _written_keys_by_value(answer: dict) -> dict:
    """``items_after``'s keys with their numbers as values: the recorder writes
    the key of a deleted item as the request sent it (``{"N": "2.0"}``; no item
    is left to read it back from), the simulator as DynamoDB stores it
    (``{"N": "2"}``): the same key (dynamoid's dmo003)."""
    written = answer.get("items_after")
    if not isinstance(written, list):
        return answer

    def by_value(key):
        if not isinstance(key, dict):
            return key
        out = {}
        for name, v in key.items():
            if isinstance(v, dict) and isinstance(v.get("N"), str):
                try:
                    v = {"N": str(decimal.Decimal(v["N"]).normalize())}
                except ArithmeticError:
                    pass
            out[name] = v
        return out

    return {
        **answer,
        "items_after": [{**e, "key": by_value(e.get("key"))} if isinstance(e, dict) else e for e in written],
    }


def judge_simulate(case: dict) -> Outcome:
    try:
        got = core.simulate(_doc(case))
    except Exception as e:  # a crash is the finding
        return _crash(e)
    want = case["expect"]
    if case["operation"] == "BatchGetItem":
        got, want = _unordered_responses(got), _unordered_responses(want)
    got, want = _written_keys_by_value(got), _written_keys_by_value(want)
    agree = canonical(got) == canonical(want)
    same_error = (got.get("error_code"), canonical_message(got.get("message"))) == (
        want.get("error_code"),
        canonical_message(want.get("message")),
    )
    if not agree and not want.get("ok") and not got.get("ok") and same_error:
        # same error, different details (cancellation reasons, item)
        return Outcome(False, _short(got), _short(want))
    return Outcome(agree, _answer_text(got), _answer_text(want))


def _first_error(findings: list) -> tuple[str, str] | None:
    for f in findings:
        if f.severity == "error":
            return f.code, f.dynamodb_message or f.message
    return None


def judge_check(case: dict) -> Outcome:
    try:
        findings = core.check(case["operation"], case["request"], case["table"])
    except Exception as e:
        return _crash(e)
    errors = [f for f in findings if f.severity == "error"]
    first = _first_error(findings)
    got = "no error" if first is None else f"{first[0]}: {first[1]}"
    expect = case["expect"]
    if statically_accepted(case):
        # refused whatever the items, though DynamoDB met an item's problem first: a key attribute
        # updated, a transaction's key of another type than the table's (which cancels it)
        allowed = [
            f
            for f in errors
            if not expect["ok"]
            and (
                KEY_UPDATE.search(f.dynamodb_message or f.message)
                # a transaction's key update, its cancellation told in the builder's words
                or KEY_UPDATE_WORDS.search(f.message)
                # an update's value read from inside a key attribute: refused whatever the item, once the
                # condition held (here DynamoDB met a failed condition first)
                or KEY_READ_IN_UPDATE.search(f.message)
                or LEGACY_ACTION_TYPE.search(f.dynamodb_message or f.message)
                or (f.code == "TransactionCanceledException" and transaction_key_of_another_type(case))
                # a transaction action's key, a member it lacks, its maps without an expression: DynamoDB
                # checks them when it reaches the action, and an earlier action's item-level error came
                # first (simulate._earlier_item_error)
                or (case["operation"] == "TransactWriteItems" and late_transaction_problem(f.dynamodb_message))
            )
        ]
        want = "no error" if expect["ok"] else f"no error (DynamoDB refused on the items: {expect['message']})"
        return Outcome(len(errors) == len(allowed), got, want)
    want = f"{expect['error_code']}: {static_message(expect)}"
    agree = first is not None and (first[0], canonical_message(first[1])) == (
        expect["error_code"],
        canonical_message(static_message(expect)),
    )
    return Outcome(agree, got, want)


def judge_paste(case: dict) -> Outcome:
    if not statically_accepted(case):
        # DynamoDB refused it whatever the items: paste may load it (check reports it) or refuse it
        try:
            core.paste(case["operation"], case["request"])
        except Exception as e:
            if getattr(e, "problems", None) is None:
                return _crash(e)
        return Outcome(True, "loads or refuses", "an answer (DynamoDB refused the request)")
    want = "loads, and the rendered request means the same"
    try:
        state = core.paste(case["operation"], case["request"])
    except Exception as e:
        problems = getattr(e, "problems", None)
        if problems is not None:  # the paste box's refusal (ParseError)
            first = problems[0]
            if not case["expect"]["ok"] and _legacy_action_type(case, first.message):
                # DynamoDB refuses such an ADD or DELETE whatever the item (here it met a failed condition first)
                return Outcome(True, f"refused: {first.message}", want)
            return Outcome(False, f"refused: {first.location}: {first.message}", want)
        return _crash(e)
    try:
        operation, rendered = core.render_state(state)
    except Exception as e:
        problems = getattr(e, "problems", None)
        if problems is not None:
            first = problems[0]
            if not case["expect"]["ok"] and (
                re.search(r"part of the key", first.message) or KEY_READ_IN_UPDATE.search(first.message)
            ):
                # DynamoDB refuses a key attribute update, or an update's value read from inside one, whatever
                # the item (here it met a failed condition first)
                return Outcome(True, f"does not render: {first.message}", want)
            if not case["expect"]["ok"] and transaction_key_of_another_type(case):
                # nor does a transaction with a key of another type ever go through (an empty one here)
                return Outcome(True, f"does not render: {first.message}", want)
            if (
                not case["expect"]["ok"]
                and case["operation"] == "TransactWriteItems"
                and late_transaction_problem(getattr(first, "dynamodb", None))
            ):
                # nor one with an action's empty key or a member it lacks (DynamoDB met an earlier
                # action's item error first)
                return Outcome(True, f"does not render: {first.message}", want)
            return Outcome(False, f"loaded but does not render: {first.location}: {first.message}", want)
        return _crash(e)
    try:
        original = core.simulate(_doc(case))
        again = core.simulate({**_doc(case), "operation": operation, "request": rendered})
    except Exception as e:
        return _crash(e)
    if original.get("message") == LEGACY_TYPE_MISMATCH and "AttributeUpdates" in case["request"]:
        # pasted, AttributeUpdates become an UpdateExpression, whose words for the same mismatch these are
        original = {**original, "message": "An operand in the update expression has an incorrect data type"}
    if canonical(original) != canonical(again):
        return Outcome(
            False,
            f"renders {_short(rendered, 300)} answered {_answer_text(again)}",
            f"{want}: {_answer_text(original)}",
        )
    return Outcome(True, "loads; same meaning", want)


def _legacy_action_type(case: dict, words: str | None) -> bool:
    """Whether ``words`` (the core's message for a problem of the request pasted, where
    AttributeUpdates become an UpdateExpression) are an ADD or DELETE of a value of a type
    it does not take, in a request with AttributeUpdates."""
    request = case.get("request")
    return (
        isinstance(request, dict)
        and "AttributeUpdates" in request
        and bool(words)
        and re.match(r"ADD works on a number or a set, not a |DELETE removes members from a set; the value", words)
        is not None
    )


def judge(case: dict, component: str) -> Outcome:
    return {"paste": judge_paste, "check": judge_check, "simulate": judge_simulate}[component](case)


def applicable(case: dict, component: str) -> bool:
    """Every component is judged on every case (paste, on a request DynamoDB refuses, only for crashes)."""
    return component in COMPONENTS
