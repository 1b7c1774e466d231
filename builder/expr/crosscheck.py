"""Rules that span the fields of a request: DynamoDB refuses these before
reading any item (each found by sending it to DynamoDB Local,
``tests/integration/test_expression_cases_dynamodb.py``).

Overlapping or conflicting update and projection paths, an update of a key
attribute, paths looking inside key attributes, Query filters on key
attributes, Select and projection combinations, Segment without TotalSegments.
:func:`cross_field_problems` takes the loaded fields of a state (the keyword
arguments of :class:`~builder.expr.request.Request`) and returns every problem,
located in the state.
"""

from __future__ import annotations

import re

from . import nodes as n
from .clash import clash_message, dynamodb_clash_message, first_clash
from .errors import Problem, item_locations, join_location
from .limits import MAX_TOTAL_SEGMENTS, int_text, range_message
from .messages import MSG_FILTER_KEY, key_inside_message

# the problem of an update changing a key attribute, and of an update's value
# read from inside one (the simulator reports both only once the condition
# held, as DynamoDB does: simulate._refuse_key_use)
KEY_UPDATE = re.compile(r" is part of the key; an update cannot change key attributes$")
KEY_READ_IN_UPDATE = re.compile(r" reads inside key attribute .*: key attributes hold nothing to read inside$")


def _key_read_message(path, top: str) -> str:
    return f"this value, {path}, reads inside key attribute {top}: key attributes hold nothing to read inside"


def deferred_to_the_run(message: str) -> bool:
    """Whether a problem of an update is one DynamoDB reports only once the
    action's condition held (:data:`KEY_UPDATE`, :data:`KEY_READ_IN_UPDATE`)."""
    return KEY_UPDATE.search(message) is not None or KEY_READ_IN_UPDATE.search(message) is not None


def first_key_inside(paths, key_names, order) -> str | None:
    """The key attribute DynamoDB names when ``paths`` look inside key
    attributes (``key_names``): the first of ``order`` they look inside (the
    table's key schema, partition key first, when known; learnt from DynamoDB
    Local: ``min-order-key-inside-*``), else the first they do; None when
    none does."""
    inside = None
    for path in paths:
        segments = path.segments  # (Path.top, without its call)
        if len(segments) > 1 and segments[0] in key_names:
            if inside is None:
                inside = [segments[0]]
            elif segments[0] not in inside:
                inside.append(segments[0])
    if inside is None:
        return None
    for name in order:
        if name in inside:
            return name
    return inside[0]


def key_inside_update(update, key_names, order) -> tuple[int, str] | None:
    """(the action, the key attribute) of the first value of an update's SET
    actions read from inside a key attribute (``if_not_exists(pk.d, :v)``,
    ``sk[0] + :n``), the attribute chosen as :func:`first_key_inside` does
    over every value; None when none is. DynamoDB refuses such an update
    once its condition held (recorded from DynamoDB Local:
    ``min-order-key-inside-update-*``)."""
    found = None  # the action of each key attribute first read inside
    for j, a in enumerate(update.actions):
        if a.__class__ is not n.SetAction:  # (ADD and DELETE take a value operand, REMOVE none)
            continue
        stack = [a.value]  # a SET value's operands, walked without paths_in's calls (they are few kinds)
        while stack:
            v = stack.pop()
            cls = v.__class__
            if cls is n.ValueOperand:  # (the common SET x = :v)
                continue
            if cls is n.PathOperand or cls is n.IfNotExists:
                segments = v.path.segments  # (Path.top, without its call)
                if len(segments) > 1 and segments[0] in key_names:
                    if found is None:
                        found = {}
                    found.setdefault(segments[0], j)
                if cls is n.IfNotExists:
                    stack.append(v.default)
            elif cls is n.ListAppend:
                stack.append(v.first)
                stack.append(v.second)
            elif cls is n.Arithmetic:
                stack.append(v.left)
                stack.append(v.right)
    if found is None:
        return None
    for name in order:
        if name in found:
            return found[name], name
    name = next(iter(found))
    return found[name], name


def request_fields(req) -> dict:
    """A loaded Request's fields, as :func:`cross_field_problems` takes them."""
    return dict(req.__dict__)  # a frozen record's fields, and nothing else (no cached properties)


def cross_field_problems(
    kw: dict,
    table_keys: tuple = (),
    key_order: tuple = (),
    tables: dict | None = None,
    index_keys: tuple = (),
    index_key_names: tuple | dict = (),
) -> list[Problem]:
    """Every rule across fields that ``kw`` (a Request's fields) breaks.
    ``table_keys``: the table's key attribute names, when known: a Query's
    filter may name none of them, even one its key condition leaves out; no
    expression may look inside one: a Put's condition (PutItem, a transaction's
    Put), which has no Key to tell them, a Scan's filter and projection, a
    Query's projection and filter (the sort key its key condition leaves out).
    ``key_order``: the table's key attribute names in its key schema's order,
    when known: DynamoDB names the partition key first among those an
    expression looks inside (else the request's Key's order stands for it).
    ``tables``: table name -> its key attribute names in its schema's order,
    for the tables of a transaction or a batch whose keys differ from
    ``key_order``'s (both ``table_keys`` and ``key_order`` for their actions).
    ``index_keys``: the key attribute names of the index a Query reads, when
    known: its filter may name none of them either (recorded from DynamoDB
    Local: tests/differential/test_indexes_live.py).
    ``index_key_names``: the key attributes of the table's secondary indexes
    (:attr:`~builder.expr.keys.KeySchema.index_key_names`), or, with
    ``tables``, table name -> its own: no expression may look inside one
    either, whichever index the request reads."""
    problems: list[Problem] = []
    op = kw["operation"]
    if op in ("TransactWriteItems", "TransactGetItems", "BatchWriteItem"):
        actions = kw.get("actions") or ()
        located = item_locations("actions", len(actions))
        by_table = index_key_names if index_key_names.__class__ is dict else None
        for i, a in enumerate(actions):
            keys, order = table_keys, key_order
            indexed = by_table.get(a.table, by_table[None]) if by_table is not None else index_key_names
            if tables:
                own = tables.get(a.table)
                if own is not None:
                    keys = order = own
            _body_checks(
                problems,
                a.key,
                a.update,
                a.condition,
                None,
                a.projection,
                located[i],
                table_keys=keys if a.type == "Put" else (),
                inside_key=a.type != "ConditionCheck",  # DynamoDB lets a ConditionCheck look inside a key attribute
                key_order=order,
                index_key_names=indexed,
            )
    elif op == "BatchGetItem":
        by_table = index_key_names if index_key_names.__class__ is dict else None
        for i, t in enumerate(kw.get("tables") or ()):
            indexed = by_table.get(t.table, by_table[None]) if by_table is not None else index_key_names
            order = (tables or {}).get(t.table, key_order)
            _body_checks(
                problems,
                None,
                None,
                None,
                None,
                t.projection,
                join_location("tables", i),
                key_order=order if indexed else (),
                index_key_names=indexed,
            )
    else:
        _body_checks(
            problems,
            kw.get("key"),
            kw.get("update"),
            kw.get("condition"),
            kw.get("filter"),
            kw.get("projection"),
            "",
            kw.get("key_condition"),
            table_keys,
            key_order=key_order,
            index_keys=index_keys,
            index_key_names=index_key_names if index_key_names.__class__ is tuple else (),
        )
    options = kw.get("options")
    if not options:  # each rule below is about an option given
        return problems
    select = options.get("select")
    has_projection = kw.get("projection") is not None
    if select == "SPECIFIC_ATTRIBUTES" and not has_projection:
        problems.append(Problem("options.select", "SPECIFIC_ATTRIBUTES needs a projection naming the attributes"))
    if select in ("ALL_ATTRIBUTES", "ALL_PROJECTED_ATTRIBUTES", "COUNT") and has_projection:
        problems.append(
            Problem(
                "options.select",
                f"{select} cannot be combined with a projection; use SPECIFIC_ATTRIBUTES or remove the projection",
            )
        )
    if select == "ALL_PROJECTED_ATTRIBUTES" and not options.get("index_name"):
        problems.append(
            Problem(
                "options.select",
                "ALL_PROJECTED_ATTRIBUTES applies only when querying or scanning an index (set index_name)",
            )
        )
    if ("segment" in options) != ("total_segments" in options):
        missing = "total_segments" if "segment" in options else "segment"
        words = (
            "If segment is specified, total segment must also be specified"
            if missing == "total_segments"
            else "If total segments is specified, a particular segment must also be specified for this request"
        )
        problems.append(
            Problem(f"options.{missing}", "segment and total_segments go together: set both or neither", words)
        )
    return problems


def _clash_check(problems: list, paths, kind: str, base: str, name: str, suffix: str = "") -> None:
    """Two paths that overlap or conflict: the pair DynamoDB reports, located
    at the later of the two (in ``name`` of ``base``, joined only then)."""
    clash = first_clash(paths)
    if clash:
        loc = join_location(base, name)
        message = clash_message(paths[clash.new], paths[clash.old], clash.kind)
        problems.append(Problem(f"{loc}[{clash.old}]{suffix}", message, dynamodb_clash_message(kind, paths, clash)))


def _naming_order(key_order: tuple, key, table_keys: tuple, key_condition) -> tuple:
    """The order DynamoDB names key attributes in: the key schema's when known
    (``key_order``), else the key condition's partition key, the Key's and the
    table's (made only when an expression looks inside one)."""
    if key_order:
        return key_order
    head = (key_condition.partition_name,) if key_condition is not None else ()
    return head + tuple(key or ()) + tuple(table_keys)


def _body_checks(
    problems: list,
    key,
    update,
    condition,
    filter_,
    projection,
    base,
    key_condition=None,
    table_keys: tuple = (),
    inside_key: bool = True,
    key_order: tuple = (),
    index_keys: tuple = (),
    index_key_names: tuple = (),
):
    if update is not None:
        actions = update.actions
        if len(actions) > 1:  # one path clashes with none (first_clash)
            _clash_check(problems, [a.path for a in actions], "UpdateExpression", base, "update", ".path")
    reads_update = False  # a SET value other than a value operand: it may read inside a key attribute
    if update is not None and key:
        for j, a in enumerate(actions):  # (no list of the paths made for one action: most updates)
            top = a.path.segments[0]  # (Path.top, without its call)
            if top in key:
                problems.append(
                    Problem(
                        join_location(base, f"update[{j}].path"),
                        f"{top} is part of the key; an update cannot change key attributes",
                    )
                )
            if not reads_update and a.__class__ is n.SetAction and a.value.__class__ is not n.ValueOperand:
                reads_update = True
    if projection is None and condition is None and filter_ is None and not reads_update:  # what follows reads these
        return
    if projection is not None:
        _clash_check(problems, list(projection.paths), "ProjectionExpression", base, "projection")
    key_names = set(key or ())
    if key_condition is not None:
        key_names.add(key_condition.partition_name)
        if key_condition.sort is not None:
            key_names.add(key_condition.sort.name)
    # the table's key attributes, when known: a Put's (it has no Key), a Scan's,
    # and the one a Query's key condition leaves out
    key_names.update(table_keys)
    # no expression may look inside the table's key attributes, whichever index a request reads, nor
    # inside any secondary index's ("IndexKey: g"; recorded: tests/differential/test_indexes_live.py)
    inside_names = key_names.union(key_order, index_key_names) if key_order or index_key_names else key_names
    if not inside_names:
        return
    parts = [("condition", condition), ("filter", filter_)] + (
        [("projection", projection)] if projection is not None else []
    )
    filter_paths = None  # the filter's paths, found once (read again below for a Query's key attributes)
    for name, node in parts:
        if node is None or not inside_key:
            continue
        paths = n.paths_in(node)
        if name == "filter":
            filter_paths = paths
        for path in paths:
            segments = path.segments  # (Path.top, without its call)
            if segments[0] in inside_names and len(segments) > 1:
                order = _naming_order(key_order, key, table_keys, key_condition) + index_key_names
                top = first_key_inside(paths, inside_names, order)
                path = next(p for p in paths if p.segments[0] == top and len(p.segments) > 1)
                index_key = top in index_key_names
                problems.append(
                    Problem(
                        join_location(base, name),
                        f"{path} looks inside {'index ' if index_key else ''}key attribute {top}, but key attributes "
                        "are plain strings, numbers or binary",
                        key_inside_message(top, index_key),
                    )
                )
                break
    if reads_update:  # checked by DynamoDB when it runs the update (after its condition, as a key updated)
        order = _naming_order(key_order, key, table_keys, key_condition) + index_key_names
        found = key_inside_update(update, inside_names, order)
        if found is not None:
            j, top = found
            value = update.actions[j].value
            paths = [value.path] if value.__class__ is n.PathOperand else n.paths_in(value)
            path = next(p for p in paths if p.segments[0] == top and len(p.segments) > 1)
            message = key_inside_message(top, top in index_key_names)
            problems.append(Problem(join_location(base, f"update[{j}].value"), _key_read_message(path, top), message))
    if filter_ is not None and key_condition is not None:
        if filter_paths is None:
            filter_paths = n.paths_in(filter_)
        named = [path.top for path in filter_paths if path.top in key_names or path.top in index_keys]
        if named:  # DynamoDB names the partition key when the filter uses it, wherever it stands
            top = key_condition.partition_name if key_condition.partition_name in named else named[0]
            problems.append(
                Problem(
                    "filter",
                    f"a Query filter cannot use key attribute {top}; put it in the key condition instead",
                    MSG_FILTER_KEY + top,
                )
            )


def segment_problems(segment: int, total: int, loc: str = "options") -> list[Problem]:
    """A parallel Scan's Segment and TotalSegments, given together (the loader
    checks them as it reads the options; one without the other is
    :func:`cross_field_problems`' to report, as DynamoDB does first), in
    DynamoDB Local's order: a segment outside 0 to ``total - 1`` first, in
    words that always give that top (-1 is "less than or equal to 1" for 2
    segments, and 0 segments make any segment over -1), then more than
    1,000,000 segments. A segment over 999,999 is caught by the first: it is
    never below a total that passes the second."""
    if segment < 0 or segment >= total:
        words = range_message(segment, "segment", total - 1)
        out = []
        if segment < 0:
            out.append(Problem(join_location(loc, "segment"), "segment must be 0 or more", words))
        elif total >= 1:
            out.append(
                Problem(
                    join_location(loc, "segment"),
                    f"segment must be below total_segments ({int_text(total)}); segments count from 0",
                    words,
                )
            )
        if total < 1:
            out.append(Problem(join_location(loc, "total_segments"), "total_segments must be at least 1", words))
        return out
    if total > MAX_TOTAL_SEGMENTS:
        return [
            Problem(
                join_location(loc, "total_segments"),
                f"total_segments must be at most {MAX_TOTAL_SEGMENTS:,}",
                range_message(total, "totalSegments", MAX_TOTAL_SEGMENTS),
            )
        ]
    return []
