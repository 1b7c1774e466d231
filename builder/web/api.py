"""The JSON API: ``POST /api/check`` (the checker) and ``POST /api/simulate``
(the simulator), see docs/api.md.

Both take JSON only (``Content-Type: application/json``, 415 otherwise): a
cross-site form cannot send it without a CORS preflight this app never allows,
which is why these side-effect-free views can be CSRF-exempt. A body over
``MAX_BODY_BYTES`` is refused before parsing (413).
"""

from __future__ import annotations

import decimal

from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from builder import safejson
from builder.expr.check import check_document, has_errors, repeated_key_findings
from builder.expr.keys import TableSpecError
from builder.expr.simdoc import simulate_document

MAX_BODY_BYTES = 1_000_000  # a request is at most a few hundred KB; refuse more before parsing


class _BadInput(Exception):
    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.message = message
        self.status = status


def _json_body(request: HttpRequest, **loads_kwargs):
    """The request's body as JSON; raises _BadInput (415, 413 or 400)."""
    if request.content_type != "application/json":
        raise _BadInput("send the request with Content-Type: application/json", 415)
    try:
        body = request.body
    except RequestDataTooBig:  # over DATA_UPLOAD_MAX_MEMORY_SIZE (2.5 MB): Django does not read it
        body = None
    if body is None or len(body) > MAX_BODY_BYTES:
        raise _BadInput(f"the body is over {MAX_BODY_BYTES} bytes", 413)
    try:  # bounded in size, depth and digits before anything is parsed (builder/safejson.py)
        return safejson.loads(body, max_bytes=MAX_BODY_BYTES, what="the body", **loads_kwargs)
    except safejson.JSONInputError as e:
        raise _BadInput(f"the body: {e}" if e.located else str(e)) from None


# --------------------------------------------------------------------------
# POST /api/check
# --------------------------------------------------------------------------
def _check_answer(ok: bool, findings: list[dict], status: int = 200) -> JsonResponse:
    return JsonResponse({"ok": ok, "findings": findings}, status=status, json_dumps_params={"ensure_ascii": False})


def _check_input_error(message: str, status: int = 400) -> JsonResponse:
    return _check_answer(
        False,
        [
            {
                "severity": "error",
                "code": "InputError",
                "location": "",
                "message": message,
                "kind": "request",
                "label": "request",
            }
        ],
        status,
    )


@csrf_exempt  # a JSON-only, side-effect-free API: see docs/api.md ("CSRF")
@require_POST
def api_check(request: HttpRequest) -> JsonResponse:
    """Check a builder state or request JSON; answer ``{"ok": bool, "findings": [...]}``.

    ``ok`` is false when there is any error (warnings alone keep it true)."""
    repeated: list = []  # keys an object names twice: DynamoDB keeps the last value, and the answer says so
    try:
        doc = _json_body(request, parse_float=decimal.Decimal, repeated_keys=repeated)
    except _BadInput as e:
        return _check_input_error(e.message, e.status)
    given = list(dict.fromkeys(v for v in request.GET.getlist("operation") if v))  # (the same one twice: one)
    if len(given) > 1:  # the last was taken without a word: the request checked as another operation
        return _check_input_error(
            f"?operation= is given {len(given)} times, each another operation: give the one you mean once"
        )
    operation = given[0] if given else None
    try:
        findings = check_document(doc, operation) + repeated_key_findings(repeated)
    except TableSpecError as e:
        return _check_input_error(str(e))
    return _check_answer(not has_errors(findings), [f.as_dict() for f in findings])


# --------------------------------------------------------------------------
# POST /api/simulate
# --------------------------------------------------------------------------
def _simulate_input_error(message: str, status: int = 400) -> JsonResponse:
    return JsonResponse(
        {"ok": False, "error_code": "InputError", "message": message},
        status=status,
        json_dumps_params={"ensure_ascii": False},
    )


@csrf_exempt  # a JSON-only, side-effect-free API: see docs/api.md ("CSRF")
@require_POST
def api_simulate(request: HttpRequest) -> JsonResponse:
    """``{table, before, operation, request}`` -> what ``ddb simulate`` writes for that line
    (``simulate_document``)."""
    try:
        doc = _json_body(request)
    except _BadInput as e:
        return _simulate_input_error(e.message, e.status)
    out = simulate_document(doc)
    return JsonResponse(out, json_dumps_params={"ensure_ascii": False})
