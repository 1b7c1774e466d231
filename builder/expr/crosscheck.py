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

# the problem of an update changing a key attribute (the simulator reports it
# only once the condition held, as DynamoDB does)
KEY_UPDATE = re.compile(r" is part of the key; an update cannot change key attributes$")


def request_fields(req) -> dict:
    """A loaded Request's fields, as :func:`cross_field_problems` takes them."""
    return dict(req.__dict__)  # a frozen record's fields, and nothing else (no cached properties)


def cross_field_problems(kw: dict, table_keys: tuple = ()) -> list[Problem]:
    """Every rule across fields that ``kw`` (a Request's fields) breaks.
    ``table_keys``: the table's key attribute names, when known: a Query's
    filter may name none of them, even one its key condition leaves out; no
    expression may look inside one: a Put's condition (PutItem, a transaction's
    Put), which has no Key to tell them, a Scan's filter and projection, a
    Query's projection and filter (the sort key its key condition leaves out)."""
    problems: list[Problem] = []
    op = kw["operation"]
    if op in ("TransactWriteItems", "TransactGetItems", "BatchWriteItem"):
        actions = kw.get("actions") or ()
        located = item_locations("actions", len(actions))
        for i, a in enumerate(actions):
            _body_checks(
                problems,
                a.key,
                a.update,
                a.condition,
                None,
                a.projection,
                located[i],
                table_keys=table_keys if a.type == "Put" else (),
                inside_key=a.type != "ConditionCheck",  # DynamoDB lets a ConditionCheck look inside a key attribute
            )
    elif op == "BatchGetItem":
        for i, t in enumerate(kw.get("tables") or ()):
            _body_checks(problems, None, None, None, None, t.projection, join_location("tables", i))
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
):
    if update is not None:
        actions = update.actions
        if len(actions) > 1:  # one path clashes with none (first_clash)
            _clash_check(problems, [a.path for a in actions], "UpdateExpression", base, "update", ".path")
        if key:
            for j, a in enumerate(actions):  # (no list of the paths made for one action: most updates)
                top = a.path.segments[0]  # (Path.top, without its call)
                if top in key:
                    problems.append(
                        Problem(
                            join_location(base, f"update[{j}].path"),
                            f"{top} is part of the key; an update cannot change key attributes",
                        )
                    )
    if projection is None and condition is None and filter_ is None:  # what follows reads only these
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
    if not key_names:
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
            if segments[0] in key_names and len(segments) > 1:
                problems.append(
                    Problem(
                        join_location(base, name),
                        f"{path} looks inside key attribute {path.top}, but key attributes are plain strings, numbers or binary",
                        key_inside_message(path.top),
                    )
                )
                break
    if filter_ is not None and key_condition is not None:
        if filter_paths is None:
            filter_paths = n.paths_in(filter_)
        named = [path.top for path in filter_paths if path.top in key_names]
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
