"""``/diff``: compose an UpdateItem from two items (builder/expr/diff.py).

A plain form (it works without JavaScript): the two items, the key names and
the options go in; the request JSON and an "Open in the builder" link (the
state in a ``?s=`` link, builder/links.py) come out, or each problem beside
its field.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_http_methods

from builder.expr.jsontext import shown as shown_json
from builder.forms.diff import DiffForm
from builder.web.page import link_that_opens


@require_http_methods(["GET", "HEAD", "POST"])
def diff(request: HttpRequest) -> HttpResponse:
    form = DiffForm(request.POST if request.method == "POST" else None)
    ctx: dict = {"form": form}
    if request.method == "POST" and form.is_valid():
        ctx["request_json"], ctx["request_json_note"] = shown_json(form.params)
        ctx["builder_link"], ctx["builder_refusal"] = link_that_opens(form.state)
    return render(request, "builder/diff.html", ctx)
