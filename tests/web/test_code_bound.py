"""A request too large to write as code (builder.expr.emit.code_problem: more
than MAX_CODE_VALUES JSON values) gets a message in each code tab instead of
code: a list of 130,000 numbers took 3 s and 9 MB of Java, 30 lists deep 10 s
and 108 MB (probe, 2026-12-05). Everywhere code is written says so: the builder
page and its preview, /code, a saved snippet's page, /embed/ and ``ddb render``."""

from __future__ import annotations

import json
import re

import pytest
from django.core.management import CommandError, call_command
from django.test import Client
from hypothesis import given
from hypothesis import strategies as st

from builder import forms as bf
from builder import snippets as sn
from builder.expr import render
from builder.expr.emit import FORMATS, MAX_CODE_VALUES, code_problem, emit
from builder.expr.emit.go import flat_literal, flat_literal_within
from builder.expr.errors import ExprError
from builder.expr.recipes import get_recipe
from builder.links import encode_state
from builder.models import Snippet
from tests.web.states import deep_list_state

HX = {"HX-Request": "true"}
KEYS = [fmt for fmt, _, _ in FORMATS]


def params_of(state: dict) -> dict:
    return render(state)[1]


def values_in(params) -> int:
    if isinstance(params, dict):
        return len(params) + sum(values_in(v) for v in params.values())
    if isinstance(params, list):
        return len(params) + sum(values_in(v) for v in params)
    return 0


def test_the_bound_counts_every_json_value_up_to_it():
    for count in (10, 20_000, 24_990, 25_010, 60_000):
        params = params_of(deep_list_state(count))
        over = values_in(params) > MAX_CODE_VALUES
        assert (code_problem(params) is not None) is over, count
        if over:
            with pytest.raises(ExprError, match="the most the builder writes as code"):
                emit("java", "PutItem", params)
        else:
            assert emit("cli", "PutItem", params).startswith("aws dynamodb put-item --cli-input-json")


def test_the_code_tabs_say_why_instead_of_code():
    data = bf.state_to_data(deep_list_state(30_000, depth=20))
    for fmt in ("java", "go", "cli"):
        r = Client().post(f"/code?format={fmt}", data, headers=HX)
        html = r.content.decode()
        assert r.status_code == 200 and "the most the builder writes as code" in html
        assert '<code id="code-' not in html and len(html) < 2_000
    html = Client().post("/preview", {**data, "show": "python_client"}, headers=HX).content.decode()
    panels = re.findall(r'<section class="panel" id="panel-([^"]+)"[^>]*>', html)
    assert set(KEYS) <= set(panels)
    assert html.count("the most the builder writes as code") == len(KEYS)
    assert 'data-lazy="' not in html  # nothing to fetch: each tab says why already


@pytest.mark.django_db
def test_a_saved_snippet_and_the_embed_say_why_too(client, django_user_model):
    state = deep_list_state(30_000)
    alice = django_user_model.objects.create_user("alice", password="x")
    snippet = sn.create_snippet(alice, title="Big", description="", prepared=sn.prepare(state))
    snippet.visibility = Snippet.LINK
    snippet.save()
    html = client.get(f"/s/{snippet.share_slug}/code?format=java").content.decode()
    assert "the most the builder writes as code" in html
    page = client.get(f"/s/{snippet.share_slug}/?show=go").content.decode()
    assert page.count("the most the builder writes as code") == len(KEYS)
    small = client.get("/embed/?s=" + encode_state(get_recipe("like").state) + "&format=java").content.decode()
    assert "the most the builder writes as code" not in small and '<code id="code-java"' in small
    embed = client.get(f"/embed/s/{snippet.share_slug}/?format=java")
    assert embed.status_code == 200 and b"the most the builder writes as code" in embed.content
    assert b'<code id="code-java"' not in embed.content


def test_ddb_render_refuses_with_the_message(tmp_path):
    path = tmp_path / "state.json"
    path.write_text(json.dumps(deep_list_state(30_000)))
    with pytest.raises(CommandError, match="the most the builder writes as code"):
        call_command("ddb", "render", "--format", "go", str(path))


nodes = st.recursive(
    st.text("ab", max_size=4).map(lambda t: f'"{t}"'),
    lambda inner: st.builds(
        lambda items, typ: type("Lit", (), {"type": typ, "items": items})(),
        st.lists(st.tuples(st.none() | st.sampled_from(["N", "S", "Key"]), inner), max_size=4),
        st.sampled_from(["map[string]types.AttributeValue", "&types.AttributeValueMemberN"]),
    ),
    max_leaves=20,
)


@given(node=nodes, room=st.integers(0, 200))
def test_go_writes_a_literal_flat_only_as_far_as_its_room(node, room):
    whole = flat_literal(node)
    assert flat_literal_within(node, room) == (whole if len(whole) <= room else None)
