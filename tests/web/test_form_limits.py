"""Issue 11, the forms' share: what a posted builder form (or a state opened in
the builder) may hold, and the message when it holds more.

F1 (deeply nested JSON in a list, map or set value), F3 (Limit / Segment /
TotalSegments text), F4 (a NULL key row), F7 (conditions and operands nested
hundreds deep) reach the forms through every view that reads the builder
form: /, /preview, /try, /run and /snippets/save. None may answer 500 (the
test client re-raises a view's exception), each must answer with a message
beside the field, and nothing invalid may be built, sent or saved.
"""

from __future__ import annotations

import copy
import html as htmllib
import json
import re
from urllib.parse import urlencode

import pytest
from django.http import QueryDict
from hypothesis import given, settings
from hypothesis import strategies as st

from builder import forms as bf
from builder import run as runner
from builder.expr import render
from builder.expr.errors import Problem
from builder.expr.recipes import get_recipe
from builder.forms import limits, rows
from builder.forms.builder_form import TOO_DEEP
from builder.forms.rows import deepest, nesting
from builder.models import Snippet

HX = {"HX-Request": "true"}
DEEP = "[" * 1000 + "]" * 1000
LIKE = get_recipe("like").state
ATOMIC = get_recipe("atomic_counter").state
URLS = ["/", "/preview", "/try", "/run", "/snippets/save"]


def errors(html: str) -> dict[str, str]:
    """Every visible field message in the page, by field name."""
    found = {}
    for m in re.finditer(r'<p class="field-error" id="e-([^"]+)"([^>]*)>(.*?)</p>', html, re.S):
        if "hidden" not in m.group(2):
            found[m.group(1)] = htmllib.unescape(m.group(3))
    return found


def code_json(html: str):
    m = re.search(r'<code id="code-json">(.*?)</code>', html, re.S)
    return json.loads(htmllib.unescape(m.group(1))) if m else None


@pytest.fixture
def poster(client, django_user_model, settings, monkeypatch):
    """post(url, data) as a signed-in user who may run requests, for each of the
    five URLs; nothing is ever sent (run_request fails the test if called) and
    the answer must not be a 500."""
    user = django_user_model.objects.create_user("forms", password="x", is_staff=True)
    client.force_login(user)
    settings.DYNAMODB_RUN_ENABLED = True
    settings.DYNAMODB_ENDPOINT_URL = "http://127.0.0.1:9"
    monkeypatch.setattr(runner, "run_request", lambda req: pytest.fail("an invalid request was sent"))

    def post(url: str, data: dict, htmx: bool = False):
        data = dict(data)
        if url == "/snippets/save":
            data.update({"snippet-title": "t", "snippet-visibility": "private", "snippet-save": "save"})
        response = client.post(
            url,
            urlencode(data),  # as browsers post forms (multipart caps the total size of its part headers)
            content_type="application/x-www-form-urlencoded",
            headers=HX if htmx or url in ("/preview", "/try") else {},
        )
        assert response.status_code == 200, response.status_code
        return response.content.decode()

    return post


def refused_everywhere(post, data: dict, field: str, message: str) -> None:
    """On every URL: 200, nothing saved, nothing sent; where the page shows the
    form's messages (/ and /preview), ``message`` is beside ``field``."""
    before = Snippet.objects.count()
    for url in URLS:
        html = post(url, data)
        if url in ("/", "/preview"):
            assert message in errors(html).get(field, ""), (url, errors(html))
            assert code_json(html) is None
        if url == "/try":
            assert "has problems" in htmllib.unescape(html)
        if url == "/run":
            assert "Not sent" in html
    assert Snippet.objects.count() == before


# --------------------------------------------------------------------------
# F1: list, map and set values are read through builder/safejson.py
# --------------------------------------------------------------------------
def like_data(**changes) -> dict:
    data = bf.state_to_data(LIKE)
    data.update(changes)
    return data


@pytest.mark.parametrize("t", ["L", "M"])
def test_f1_a_deeply_nested_value_is_refused_beside_its_field(poster, t):
    data = like_data(**{"act-0-item-2-type": t, "act-0-item-2-value": DEEP if t == "L" else '{"a": ' + DEEP + "}"})
    refused_everywhere(poster, data, "act-0-item-2-value", "nests lists and maps too deeply")


def test_f1_the_depth_limit_is_where_limits_says(poster):
    at = "[" * limits.VALUE_MAX_DEPTH + "]" * limits.VALUE_MAX_DEPTH
    over = "[" + at + "]"
    html = poster("/preview", like_data(**{"act-0-item-2-type": "L", "act-0-item-2-value": at}))
    assert "nests lists and maps too deeply" not in errors(html).get("act-0-item-2-value", "")
    html = poster("/preview", like_data(**{"act-0-item-2-type": "L", "act-0-item-2-value": over}))
    assert "nests lists and maps too deeply" in errors(html)["act-0-item-2-value"]


def test_f1_a_value_larger_than_an_item_is_refused(poster):
    big = json.dumps(["x" * 1000] * (limits.VALUE_MAX_BYTES // 1000))
    data = like_data(**{"act-0-item-2-type": "L", "act-0-item-2-value": big})
    refused_everywhere(poster, data, "act-0-item-2-value", "400 KB")


def test_f1_a_number_of_4301_digits_in_a_map_is_refused(poster):
    data = like_data(**{"act-0-item-2-type": "M", "act-0-item-2-value": '{"n": ' + "9" * 4301 + "}"})
    refused_everywhere(poster, data, "act-0-item-2-value", "more than 100 digits")


@pytest.mark.parametrize("t", ["NS", "BS"])
def test_f1_a_deep_json_array_in_a_number_or_binary_set_is_refused(poster, t):
    data = like_data(**{"act-0-item-2-type": t, "act-0-item-2-value": DEEP})
    refused_everywhere(poster, data, "act-0-item-2-value", "")


def test_f1_a_deep_json_array_in_a_string_set_is_a_member(poster):
    data = like_data(**{"act-0-item-2-type": "SS", "act-0-item-2-value": DEEP})
    item = code_json(poster("/preview", data))["TransactItems"][0]["Put"]["Item"]
    assert list(item.values())[2] == {"SS": [DEEP]}


def test_f1_a_list_value_still_reads_dynamodb_json_and_plain_json(poster):
    for text in ('[{"S": "a"}, {"N": "1.50"}]', '["a", 1.50]'):
        html = poster("/preview", like_data(**{"act-0-item-2-type": "L", "act-0-item-2-value": text}))
        item = code_json(html)["TransactItems"][0]["Put"]["Item"]
        assert list(item.values())[2] == {"L": [{"S": "a"}, {"N": "1.50"}]}


def test_f1_paste_try_items_and_posted_state(client):
    html = htmllib.unescape(client.post("/", {"_action": "paste", "paste-text": DEEP}).content.decode())
    assert f"more than {limits.STATE_MAX_DEPTH} levels deep" in html
    r = client.post("/try", like_data(**{"try-items": DEEP}), headers=HX)
    assert r.status_code == 200 and "levels deep" in htmllib.unescape(r.content.decode())
    r = client.post("/run", {"state": DEEP}, headers=HX)
    assert r.status_code == 200 and "Not sent: the posted state is not a builder state." in r.content.decode()


# --------------------------------------------------------------------------
# F3: Limit, Segment, TotalSegments
# --------------------------------------------------------------------------
SCAN = {"version": 1, "operation": "Scan", "table": "Social"}


@pytest.mark.parametrize("raw", ["²", "①", "1²", "٣", "9" * 4301, "1.5", "1e3", "0x10", "- 3"])
@pytest.mark.parametrize("name", ["limit", "segment", "total_segments"])
def test_f3_only_ascii_digits_are_a_number(poster, name, raw):
    data = bf.state_to_data(SCAN)
    data[f"opt-{name}"] = raw
    if name != "total_segments":
        data["opt-total_segments"] = "4"
    if name != "segment":
        data["opt-segment"] = "0"
    expected = "at most 2,147,483,647" if raw.isascii() and raw.isdigit() else "whole number written with the digits"
    refused_everywhere(poster, data, f"opt-{name}", expected)


def test_f3_numbers_within_the_bounds_build_and_dynamodb_ranges_stay_the_cores(poster):
    data = bf.state_to_data(SCAN)
    data.update({"opt-limit": "2147483647", "opt-segment": "3", "opt-total_segments": "1000000"})
    params = code_json(poster("/preview", data))
    assert (params["Limit"], params["Segment"], params["TotalSegments"]) == (2147483647, 3, 1000000)
    data["opt-limit"] = "2147483648"
    assert "at most 2,147,483,647" in errors(poster("/preview", data))["opt-limit"]
    data.update({"opt-limit": "-3", "opt-total_segments": "1000001"})
    found = errors(poster("/preview", data))
    assert "at least 1" in found["opt-limit"] and "at most 1,000,000" in found["opt-total_segments"]


# --------------------------------------------------------------------------
# F4: a NULL key row (a field the form does not show)
# --------------------------------------------------------------------------
def test_f4_a_null_key_row_gets_its_message_beside_the_type(poster):
    data = bf.state_to_data(ATOMIC)
    data["key-1-type"] = "NULL"
    refused_everywhere(poster, data, "key-1-type", "key attributes must be")


def test_a_problem_whose_field_is_not_on_the_page_is_listed_not_lost():
    form = bf.BuilderForm(bf.state_to_data(ATOMIC))
    form.validate()
    node, name = form.field_for("key.SK.value")
    node.drop(name)  # the field a problem would go beside is gone
    assert form.field_for("key.SK.value") != (node, name)
    form.attach(Problem("key.SK.value", "a message"))
    shown = [m for f in form.forms() for messages in f.errors.values() for m in messages] + form.general_errors
    assert any("a message" in m for m in shown)


# --------------------------------------------------------------------------
# F7: conditions and operands nested past MAX_NESTING
# --------------------------------------------------------------------------
DELETE = {"version": 1, "operation": "DeleteItem", "table": "Social", "key": {"PK": {"type": "S", "value": "a"}}}


def nested_condition_data(depth: int) -> dict:
    """The form's fields for ``depth`` AND groups, one inside the other, around
    attribute_exists(a) (written as fields: nothing of the app builds them)."""
    data = bf.state_to_data(DELETE)
    prefix = "cond"
    for _ in range(depth):
        data[f"{prefix}-op"] = "and"
        prefix += "-0"
    data[f"{prefix}-op"] = "attribute_exists"
    data[f"{prefix}-path"] = "a"
    return data


def nested_operand_data(depth: int) -> dict:
    """SET x = if_not_exists(p0, if_not_exists(p1, ... :v)), ``depth`` deep."""
    state = {
        "version": 1,
        "operation": "UpdateItem",
        "table": "Social",
        "key": {"PK": {"type": "S", "value": "a"}},
        "update": [{"action": "SET", "path": "x", "value": {"type": "S", "value": "v"}}],
    }
    data = bf.state_to_data(state)
    prefix = "upd-0-v"
    for i in range(depth):
        data[f"{prefix}-kind"] = "if_not_exists"
        data[f"{prefix}-path"] = f"p{i}"
        prefix += "-a"
    data.update({f"{prefix}-kind": "value", f"{prefix}-type": "S", f"{prefix}-value": "v"})
    return data


def cut_field(data: dict, name: str) -> str:
    return f"{deepest(data)[1]}-{name}"


@pytest.mark.parametrize("depth", [limits.MAX_NESTING + 1, 309, 900])
def test_f7_conditions_nested_too_deep_are_refused_with_a_message(poster, depth):
    data = nested_condition_data(depth)
    refused_everywhere(poster, data, cut_field(data, "op"), TOO_DEEP)


@pytest.mark.parametrize("depth", [limits.MAX_NESTING + 1, 400])
def test_f7_operands_nested_too_deep_are_refused_with_a_message(poster, depth):
    data = nested_operand_data(depth)
    refused_everywhere(poster, data, cut_field(data, "kind"), TOO_DEEP)


def test_f7_nesting_up_to_the_limit_builds(poster):
    html = poster("/preview", nested_condition_data(limits.MAX_NESTING - 1))
    assert code_json(html)["ConditionExpression"] == "attribute_exists(a)"
    assert TOO_DEEP not in html
    html = poster("/preview", nested_operand_data(limits.MAX_NESTING - 1))
    assert code_json(html)["UpdateExpression"].count("if_not_exists") == limits.MAX_NESTING - 1


def test_f7_depth_is_counted_from_the_names_alone():
    assert nesting("cond-0-1-l-a-b-value")[0] == 4  # two groups, then two operands inside operands
    assert nesting("act-3-cond-in-12-kind")[0] == 0  # list rows are not nesting
    assert nesting("filter-" + "-".join(["0"] * limits.MAX_NESTING) + "-op") == (
        limits.MAX_NESTING,
        "filter-" + "-".join(["0"] * limits.MAX_NESTING),
    )


@settings(max_examples=500, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            ["cond", "filter", "a", "b", "0", "12", "l", "r", "op", "act", "upd", "value", "ab", "con", "", "x-b"]
        ),
        max_size=14,
    )
)
def test_f7_names_without_a_group_or_an_operand_are_not_walked(parts):
    name = "-".join(parts)
    assert nesting(name) == rows._walk(name)


def test_f7_a_new_group_is_never_added_past_the_limit():
    data = nested_condition_data(limits.MAX_NESTING - 1)
    prefix = "cond" + "-0" * (limits.MAX_NESTING - 1)
    deeper = bf.apply_action(data, f"addgroup:{prefix}")
    assert deeper == data  # a group there would put its condition at MAX_NESTING + 1
    shallower = bf.apply_action(data, "addgroup:cond")
    assert shallower != data


def test_f7_a_state_nested_too_deep_opens_with_a_message(client):
    cond = {"op": "attribute_exists", "path": "a"}
    for _ in range(limits.MAX_NESTING + 1):
        cond = {"op": "or", "conditions": [cond]}
    state = dict(DELETE, condition=cond)
    with pytest.raises(bf.LoadError) as e:
        bf.load_data(state)
    # the core's own limit (builder/expr/limits.py), met before the form tree is built
    core_words = f"conditions nest at most {limits.MAX_NESTING} groups deep"
    assert core_words in str(e.value) and e.value.problems[0].location.startswith("condition.conditions[0]")
    html = htmllib.unescape(client.get("/", {"state": json.dumps(state)}).content.decode())
    assert "cannot be loaded" in html and core_words in html


# --------------------------------------------------------------------------
# load_data: one error type, located; a bug is no input error
# --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "state, where, words",
    [
        ([1, 2], "", "a builder state is a JSON object"),
        ({"version": 99, "operation": "Scan"}, "version", "newer than this builder"),
        ({"version": 1, "operation": "Scan", "table": "Social", "options": {"limit": "x"}}, "options.limit", ""),
        ({"version": 1, "operation": "UpdateItem", "table": "Social", "key": [], "update": "x"}, "key", ""),
        (json.loads('{"version": 1, "x": ' + "[" * 100 + "]" * 100 + "}"), "x" + "[0]" * 79, "levels deep"),
    ],
)
def test_load_data_raises_one_located_error(state, where, words):
    with pytest.raises(bf.LoadError) as e:
        bf.load_data(state)
    assert e.value.problems[0].location == where
    assert words in str(e.value)


def test_a_nul_character_in_a_form_field_is_refused_with_its_place_a_nested_one_kept(client):
    """A browser sends U+FFFD back for a NUL in a field (HTML cannot hold one):
    the builder changed such a value without a word at the next preview. A
    value a field would hold raw is refused where it is; one inside a list or
    map is written as JSON text (\\u0000) and comes back whole."""
    put = {"version": 1, "operation": "PutItem", "table": "Social"}
    for item, where in (
        ({"PK": {"type": "S", "value": "a\x00"}, "SK": {"type": "S", "value": "b"}}, "item.PK.value"),
        (
            {
                "PK": {"type": "S", "value": "a"},
                "SK": {"type": "S", "value": "b"},
                "n\x00": {"type": "N", "value": "1"},
            },
            "item[key]",
        ),
    ):
        with pytest.raises(bf.LoadError) as e:
            bf.load_data({**put, "item": item})
        (problem,) = e.value.problems
        assert problem.location == where and "U+0000 (NUL), which a browser's form cannot hold" in problem.message
    nested = {
        "PK": {"type": "S", "value": "a"},
        "SK": {"type": "S", "value": "b"},
        "m": {"type": "M", "value": {"k": {"type": "S", "value": "\x00"}}},
    }
    data = bf.load_data({**put, "item": nested})
    assert not any("\x00" in v for v in data.values() if isinstance(v, str))
    form = bf.BuilderForm(data)
    state, req = form.validate(attach=False)
    assert req is not None and state["item"]["m"]["value"] == {"k": {"type": "S", "value": "\x00"}}
    # a link to such a request says so in place of a changed value
    html = htmllib.unescape(client.get("/", {"state": json.dumps({**put, "item": item})}).content.decode())
    assert "cannot be loaded" in html and "U+0000 (NUL)" in html


def test_a_textarea_line_break_posted_as_crlf_is_read_as_the_lf_it_shows(client):
    """A browser's form sends a textarea's line break as CRLF (htmx sends the LF
    the box shows): a string value of two lines came back with a carriage return
    added, at the first preview without JavaScript, without a word."""
    state = {
        "version": 1,
        "operation": "PutItem",
        "table": "Social",
        "item": {
            "PK": {"type": "S", "value": "a"},
            "SK": {"type": "S", "value": "b"},
            "note": {"type": "S", "value": "one\ntwo"},
        },
    }
    data = bf.load_data(state)
    posted = {k: v.replace("\n", "\r\n") for k, v in data.items()}  # what the browser sends
    html = client.post("/preview", posted).content.decode()
    assert '"S": "one\\ntwo"' in htmllib.unescape(html)
    form = bf.BuilderForm(bf.data_from_post(QueryDict(urlencode(posted))))
    assert form.validate(attach=False)[0]["item"]["note"] == {"type": "S", "value": "one\ntwo"}


@pytest.mark.parametrize(
    "item, where, words",
    [
        ({"note": {"type": "S", "value": "one\r\ntwo"}}, "item.note.value", "carriage return (U+000D)"),
        ({"note": {"type": "S", "value": "one\rtwo"}}, "item.note.value", "carriage return (U+000D)"),
        ({"no\nte": {"type": "S", "value": "x"}}, "item[key]", "line break, which the builder's one-line field"),
    ],
    ids=["crlf-value", "cr-value", "lf-name"],
)
def test_a_line_break_a_form_field_cannot_hold_is_refused_with_its_place(client, item, where, words):
    """The page's HTML reads a carriage return as a line break, and a one-line
    field drops a line break: the builder changed such a text at the next
    preview without a word. As a NUL, it is refused where it is."""
    state = {
        "version": 1,
        "operation": "PutItem",
        "table": "Social",
        "item": {"PK": {"type": "S", "value": "a"}, "SK": {"type": "S", "value": "b"}, **item},
    }
    with pytest.raises(bf.LoadError) as e:
        bf.load_data(state)
    (problem,) = e.value.problems
    assert problem.location == where and words in problem.message
    html = htmllib.unescape(client.get("/", {"state": json.dumps(state)}).content.decode())
    assert "cannot be loaded" in html and words in html
    # one inside a list or map value is JSON text (\r, \n) and kept
    nested = {**state, "item": {**state["item"], "m": {"type": "L", "value": [{"type": "S", "value": "\r\n"}]}}}
    nested["item"].pop(next(iter(item)))
    assert bf.load_data(nested)


def test_load_data_opens_every_recipe():
    from builder.expr.recipes import all_recipes

    for recipe in all_recipes():
        form = bf.BuilderForm(bf.with_default_rows(bf.load_data(recipe.state)))
        state, request = form.validate()
        assert request is not None and render(state) == render(recipe.state)


@pytest.mark.parametrize("url", ["link", "run", "snippet"])
def test_a_bug_in_converting_a_state_is_not_reported_as_bad_input(client, monkeypatch, django_user_model, url):
    """load_data catches what is wrong with the state, never what is wrong with
    the code: a failing conversion reaches the test as the exception it is."""
    from builder.forms import data as data_module

    def broken(state):
        raise KeyError("a bug")

    monkeypatch.setattr(data_module, "state_to_data", broken)
    user = django_user_model.objects.create_user("bug", password="x", is_staff=True)
    client.force_login(user)
    with pytest.raises(KeyError, match="a bug"):
        if url == "link":
            client.get("/", {"state": json.dumps(ATOMIC)})
        elif url == "run":
            client.post("/run", {"state": json.dumps(ATOMIC)}, headers=HX)
        else:
            from builder import snippets as sn

            prepared = sn.prepare(ATOMIC)
            snippet = sn.create_snippet(user, title="t", description="", prepared=prepared, team=None)
            client.get("/", {"snippet": snippet.pk})


# --------------------------------------------------------------------------
# How many fields a form holds
# --------------------------------------------------------------------------
def big_put(attributes: int) -> dict:
    item = {f"a{i}": {"type": "S", "value": "x"} for i in range(attributes)}
    return {"version": 1, "operation": "PutItem", "table": "Social", "item": item}


def test_the_form_stays_below_djangos_field_limit(settings):
    assert limits.MAX_FORM_FIELDS + limits.PAGE_FIELDS <= settings.DATA_UPLOAD_MAX_NUMBER_FIELDS


def test_the_fullest_page_posts_back_within_djangos_limit(client, settings):
    """The biggest form the builder opens, rendered as a page: every field it
    would post (the Try it and Save fields included) fits Django's limit, with
    room for a structural change."""
    rows = (limits.MAX_FORM_FIELDS - 6) // 3
    data = bf.load_data(big_put(rows))  # too long for a link: as a snippet or a paste opens it
    assert len(data) <= limits.MAX_FORM_FIELDS
    html = client.post("/", urlencode(data), content_type="application/x-www-form-urlencoded").content.decode()
    assert code_json(html) is not None
    names = set(re.findall(r'<(?:input|select|textarea)[^>]* name="([^"]+)"', html))
    assert len(names) > limits.MAX_FORM_FIELDS - 20
    assert len(names) + limits.PAGE_FIELDS // 2 <= settings.DATA_UPLOAD_MAX_NUMBER_FIELDS
    assert "The builder is full" in html


def test_a_bigger_state_is_refused_saying_how_big(client):
    state = big_put(limits.MAX_FORM_FIELDS // 3 + 1)
    with pytest.raises(bf.LoadError, match=f"holds at most {limits.MAX_FORM_FIELDS:,}"):
        bf.load_data(state)
    html = htmllib.unescape(client.post("/run", {"state": json.dumps(state)}, headers=HX).content.decode())
    assert (
        f"Not sent: the posted state is not a builder state. The problem: this request needs {len(bf.state_to_data(state)):,} fields, and the builder holds at most {limits.MAX_FORM_FIELDS:,}"
        in html
    )


def test_the_add_buttons_stop_at_the_limit_and_say_so(client):
    data = bf.state_to_data(big_put((limits.MAX_FORM_FIELDS - 6) // 3))
    assert bf.apply_action(data, "add:item") == data
    html = client.post("/", dict(data, _action="add:item")).content.decode()
    assert "The builder is full" in html
    small = bf.state_to_data(big_put(3))
    assert len(bf.apply_action(small, "add:item")) == len(small) + 3


def test_a_post_over_djangos_limit_gets_a_page_that_says_why(client, settings):
    data = {f"item-{i}-name": "x" for i in range(settings.DATA_UPLOAD_MAX_NUMBER_FIELDS + 1)}
    r = client.post("/", data)
    assert r.status_code == 400
    assert "more fields than the server accepts" in r.content.decode()


# --------------------------------------------------------------------------
# Row numbers in field names and buttons
# --------------------------------------------------------------------------
@pytest.mark.parametrize("action", ["remove:key-" + "9" * 4301, "up:key-" + "9" * 30, "down:act-٣"])
def test_row_buttons_with_huge_or_odd_numbers_change_nothing(client, action):
    data = bf.state_to_data(ATOMIC)
    assert bf.apply_action(data, action) == data
    assert client.post("/", dict(data, _action=action)).status_code == 200


def test_fields_with_huge_row_numbers_are_no_rows(client):
    data = bf.state_to_data(ATOMIC)
    data["key-" + "9" * 4301 + "-name"] = "x"
    data["key-٣-name"] = "y"
    form = bf.BuilderForm(data)
    assert [r.prefix for r in form.body.key.rows] == ["key-0", "key-1"]
    body = urlencode(data)  # urlencoded: a multipart part's header could not carry a name this long
    r = client.post("/preview", body, content_type="application/x-www-form-urlencoded", headers=HX)
    assert r.status_code == 200


def test_the_form_data_is_read_only_once_bound():
    form = bf.BuilderForm(bf.state_to_data(copy.deepcopy(ATOMIC)))
    with pytest.raises(TypeError):
        form.data["op"] = "Scan"


def test_field_names_longer_than_any_the_builder_makes_are_not_read(client):
    data = bf.state_to_data(ATOMIC)
    long_name = (
        "key-" + "0-" * 100_000 + "name"
    )  # every segment a row number: indexing it would cost its length squared
    data[long_name] = "x"
    form = bf.BuilderForm(data)
    assert long_name not in form.data and len(long_name) > limits.MAX_NAME_LENGTH
    deepest_made = max(map(len, bf.BuilderForm(nested_condition_data(limits.MAX_NESTING)).data))
    assert deepest_made < limits.MAX_NAME_LENGTH
    r = client.post("/preview", urlencode(data), content_type="application/x-www-form-urlencoded", headers=HX)
    assert r.status_code == 200 and code_json(r.content.decode()) == render(ATOMIC)[1]


# --------------------------------------------------------------------------
# All the values of one form together: at most FORM_VALUES_MAX_BYTES (six
# values of 400 KB, each within its own limit, took 30 s and 1 GB to preview)
# --------------------------------------------------------------------------
def test_the_values_of_one_form_are_read_up_to_their_total_bound(poster, monkeypatch):
    from builder.forms import tree

    monkeypatch.setattr(tree, "FORM_VALUES_MAX_BYTES", 1_000)  # (the message still names the real bound)
    fits = json.dumps(["x" * 880])  # with the like's other values (9 + 14 before it, 14 after): 921 bytes
    html = poster("/preview", like_data(**{"act-0-item-2-type": "L", "act-0-item-2-value": fits}))
    assert errors(html) == {} and code_json(html) is not None
    over = like_data(**{"act-0-item-2-type": "L", "act-0-item-2-value": fits, "act-1-key-0-value": "POST#a91f" * 12})
    refused_everywhere(poster, over, "act-1-key-0-value", "the values in this form add up to more than")
    html = poster("/preview", over)
    assert "was not read" in errors(html)["act-1-key-0-value"]
    assert "act-0-item-2-value" not in errors(html)  # the values before it were read


def test_the_real_total_bound_refuses_a_third_large_value(poster):
    third = json.dumps(["z" * 1000] * 340)
    data = like_data(
        **{"act-0-item-0-value": "a" * 340_000, "act-0-item-1-value": "b" * 340_000, "act-0-item-2-type": "L"},
        **{"act-0-item-2-value": third},
    )
    found = errors(poster("/preview", data))
    assert "add up to more than 1,000,000 bytes" in found["act-0-item-2-value"]
    assert "add up to" not in found.get("act-0-item-0-value", "") + found.get("act-0-item-1-value", "")


def test_the_total_bound_is_what_the_api_and_run_read():
    assert limits.FORM_VALUES_MAX_BYTES == limits.POSTED_STATE_MAX_BYTES
    assert limits.FORM_VALUES_MAX_BYTES >= 2 * limits.VALUE_MAX_BYTES  # two values at their own limit fit
    assert f"{limits.FORM_VALUES_MAX_BYTES:,} bytes" in limits.form_values_message()
