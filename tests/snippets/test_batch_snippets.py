"""A saved batch (BatchWriteItem, BatchGetItem) reopens in the builder."""

from __future__ import annotations

from builder.expr import render
from tests.snippets.helpers import make_snippet
from tests.web.test_batch_forms import GET, WRITE, code_json


def test_a_saved_batch_snippet_reopens_it(client, cast):
    s = make_snippet(cast.alice, title="Batch", state=WRITE)
    client.force_login(cast.alice)
    page = client.get(f"/?snippet={s.pk}").content.decode()
    assert code_json(page) == render(WRITE)[1]
    s = make_snippet(cast.alice, title="Batch get", state=GET)
    page = client.get(f"/?snippet={s.pk}").content.decode()
    assert code_json(page) == render(GET)[1]
