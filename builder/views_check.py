"""The checker on the web: findings in the builder's preview, and ``POST /api/check``.

The core (``builder/expr/check.py``) decides; this module only places its
findings. In the builder every finding is listed in ``#checks`` (in the output
panel, swapped on every preview) with a location label, and each warning is
also shown beside the field the location maps to (``BuilderForm._field_for``,
the same map that places errors), in a ``.field-warning`` container that the
preview swaps out of band so stale warnings disappear.
"""

from __future__ import annotations

import json

from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from builder import forms as bf
from builder.expr.check import Finding, check_document, check_loaded, check_state, has_errors
from builder.expr.keys import TableSpecError

MAX_BODY_BYTES = 1_000_000  # a request is at most a few hundred KB; refuse more before parsing

# Locations the form does not record when the field is empty, and the field that shows them.
_EMPTY_FIELDS = {"client_request_token": ("top", "token"), "operation": ("top", "op")}


# --------------------------------------------------------------------------
# The builder page
# --------------------------------------------------------------------------
def builder_findings(form: bf.BuilderForm, state: dict, request_obj, table: dict | None = None) -> list[Finding]:
    """Findings for the builder's current state: the warnings of a valid request
    (or its errors against ``table``, the key schema typed in the Try it panel),
    or the errors of an invalid one (what the form found while reading, then the
    loader's problems)."""
    if request_obj is not None:
        return check_loaded(request_obj, table)
    conv = form.conversion
    out = [Finding("error", "ValidationException", p.location, p.message) for p in (conv.problems if conv else [])]
    out += [f for f in check_state(state) if f.is_error]
    return out


def _field_for(form: bf.BuilderForm, location: str):
    special = _EMPTY_FIELDS.get(location)
    if special is not None:
        node = getattr(form, special[0])
        if special[1] in node.fields:
            return node, special[1]
    if form.conversion is None:
        return None, None
    return form._field_for(location)


def place_warnings(form: bf.BuilderForm, findings: list[Finding]) -> None:
    """Give each NodeForm a ``check_warnings`` dict (field name -> messages) for
    the warnings that map to one of its fields."""
    for f in findings:
        if f.is_error:
            continue
        node, name = _field_for(form, f.location)
        if node is None or name not in node.fields:
            continue
        node.__dict__.setdefault("check_warnings", {}).setdefault(name, []).append(f.message)


def warning_items(form: bf.BuilderForm):
    """(field html name, warnings) for every field rendered by _field.html, so the
    preview can refresh each warning container (and clear stale ones)."""
    for node in form.forms():
        found = getattr(node, "check_warnings", {})
        for name in node.fields:
            if name == "negate":  # drawn by _condition.html without _field.html: it has no warning container
                continue
            yield node.add_prefix(name), found.get(name, [])


def check_context(form: bf.BuilderForm, state: dict, request_obj, table: dict | None = None) -> dict:
    findings = builder_findings(form, state, request_obj, table)
    place_warnings(form, findings)
    return {
        "findings": [f.as_dict() for f in findings],
        # errors in a request that builds: DynamoDB would refuse it for the table key typed in Try it
        "refused_count": sum(1 for f in findings if f.is_error) if request_obj is not None else 0,
        "warning_count": sum(1 for f in findings if not f.is_error),
        "warning_items": list(warning_items(form)),
    }


# --------------------------------------------------------------------------
# POST /api/check
# --------------------------------------------------------------------------
def _answer(ok: bool, findings: list[dict], status: int = 200) -> JsonResponse:
    return JsonResponse({"ok": ok, "findings": findings}, status=status, json_dumps_params={"ensure_ascii": False})


def _input_error(message: str, status: int = 400) -> JsonResponse:
    return _answer(
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

    ``ok`` is false when there is any error (warnings alone keep it true).
    Only ``Content-Type: application/json`` is accepted (415 otherwise): a
    cross-site form cannot send it without a CORS preflight this app never
    allows, which is why the view can be CSRF-exempt."""
    if request.content_type != "application/json":
        return _input_error("send the request with Content-Type: application/json", 415)
    if len(request.body) > MAX_BODY_BYTES:
        return _input_error(f"the body is over {MAX_BODY_BYTES} bytes", 413)
    try:
        import decimal

        doc = json.loads(request.body.decode(request.encoding or "utf-8"), parse_float=decimal.Decimal)
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as e:
        return _input_error(f"the body is not valid JSON: {e}")
    operation = request.GET.get("operation") or None
    try:
        findings = check_document(doc, operation)
    except RecursionError:
        return _input_error("the document is nested too deeply")
    except TableSpecError as e:
        return _input_error(str(e))
    return _answer(not has_errors(findings), [f.as_dict() for f in findings])
