"""Code emitters: a request (``operation, params`` from :func:`builder.expr.render`)
as complete, runnable code in several languages, and its expressions in
readable form.

Every emitter writes the imports, the client, the call and the printing of
the response, and nothing else: no endpoint, region or credentials. Each SDK
reads those from the environment, the endpoint from
``AWS_ENDPOINT_URL_DYNAMODB`` (or ``AWS_ENDPOINT_URL``), which is how the
generated code reaches DynamoDB Local in the tests. Output is deterministic.
"""

from __future__ import annotations

from collections.abc import Callable

from ..errors import ExprError
from ..request import BATCHES
from .batch import emit_batch
from .cli import cli
from .common import check_request
from .electrodb import electrodb, electrodb_whole
from .go import go
from .java import java
from .javascript import js_client, js_document
from .partiql import partiql, partiql_whole
from .programs import (
    go_whole,
    java_whole,
    js_client_whole,
    js_document_whole,
    python_client_whole,
    python_resource_whole,
)
from .pynamodb import pynamodb
from .python import python_client, python_resource
from .readable import readable
from .toolbox import toolbox, toolbox_whole

# (key, label, language for syntax highlighting), in display order
FORMATS: list[tuple[str, str, str]] = [
    ("cli", "AWS CLI", "bash"),
    ("python_client", "Python (boto3 client)", "python"),
    ("python_resource", "Python (boto3 Table resource)", "python"),
    ("js_client", "JavaScript (SDK v3 client)", "javascript"),
    ("js_document", "JavaScript (SDK v3 DocumentClient)", "javascript"),
    ("java", "Java (SDK 2.x)", "java"),
    ("go", "Go (SDK v2)", "go"),
    ("partiql", "PartiQL (boto3 execute_statement)", "python"),
    ("pynamodb", "Python (PynamoDB 6.1)", "python"),
    ("toolbox", "JavaScript (dynamodb-toolbox v2)", "javascript"),
    ("electrodb", "JavaScript (ElectroDB 3)", "javascript"),
]

EMITTERS: dict[str, Callable[[str, dict], str]] = {
    "cli": cli,
    "python_client": python_client,
    "python_resource": python_resource,
    "js_client": js_client,
    "js_document": js_document,
    "java": java,
    "go": go,
    "partiql": partiql,
    "pynamodb": pynamodb,
    "toolbox": toolbox,
    "electrodb": electrodb,
}

# The whole-program variants, chosen with emit(..., whole_program=True): a
# Query or Scan reads every page (a parallel Scan every segment), a
# TransactWriteItems names the action that cancelled it. For other operations,
# and formats not listed, the variant is the usual code.
WHOLE_PROGRAM_OPERATIONS = ("Query", "Scan", "TransactWriteItems")
WHOLE_PROGRAM: dict[str, Callable[[str, dict], str]] = {
    "python_client": python_client_whole,
    "python_resource": python_resource_whole,
    "js_client": js_client_whole,
    "js_document": js_document_whole,
    "java": java_whole,
    "go": go_whole,
    "toolbox": toolbox_whole,
    "electrodb": electrodb_whole,
    "partiql": partiql_whole,
}


# The most JSON values a request may hold (every entry of an object and element
# of an array: an attribute, a list's element, a set's member, each type tag) to
# be written as code. The emitters' work and their code grow with each value and
# its depth: a list of 130,000 numbers (260 KB of JSON, 260,000 values) took 3 s
# and 9 MB of Java, 30 lists deep 108 MB (probe, 2026-12-05); 50,000 take well
# under a second.
MAX_CODE_VALUES = 50_000


def code_problem(params: dict) -> str | None:
    """Why the request ``params`` is not written as code (more than
    :data:`MAX_CODE_VALUES` values), or None. Counted up to the bound only."""
    count = 0
    work = [params]
    while work:
        node = work.pop()
        count += len(node)
        if count > MAX_CODE_VALUES:
            return (
                f"This request holds more than {MAX_CODE_VALUES:,} values (attributes, list and map elements, "
                "set members, each with its type), the most the builder writes as code: its code would take "
                "seconds and megabytes. The Request JSON holds it whole (the AWS CLI sends it with --cli-input-json)."
            )
        work.extend(v for v in (node.values() if isinstance(node, dict) else node) if isinstance(v, (dict, list)))
    return None


def emit(fmt: str, operation: str, params: dict, whole_program: bool = False) -> str:
    """The request as code in format ``fmt`` (a key of :data:`FORMATS`);
    ``whole_program`` picks the variant of :data:`WHOLE_PROGRAM`. ExprError
    for a request :func:`code_problem` refuses."""
    emitter = EMITTERS.get(fmt)
    if emitter is None:
        raise ExprError(f"unknown code format {fmt!r}; expected one of {', '.join(EMITTERS)}")
    check_request(operation, params)
    problem = code_problem(params)
    if problem is not None:
        raise ExprError(problem)
    if operation in BATCHES:
        return emit_batch(fmt, operation, params)
    if whole_program and operation in WHOLE_PROGRAM_OPERATIONS and fmt in WHOLE_PROGRAM:
        return WHOLE_PROGRAM[fmt](operation, params)
    return emitter(operation, params)


__all__ = [
    "EMITTERS",
    "FORMATS",
    "MAX_CODE_VALUES",
    "WHOLE_PROGRAM",
    "WHOLE_PROGRAM_OPERATIONS",
    "code_problem",
    "emit",
    "readable",
]
