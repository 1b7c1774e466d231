"""The output's code tabs keep the emitted code of recent requests
(builder/web/page.py, issue 13): a tab must show exactly what the emitters
write for that request, cached or not."""

from __future__ import annotations

import copy

import pytest

from builder.expr import render
from builder.expr.emit import FORMATS, emit
from builder.expr.recipes import all_recipes
from builder.web import page


@pytest.fixture(autouse=True)
def empty_cache():
    page._cached_codes.cache_clear()
    yield
    page._cached_codes.cache_clear()


def emitted(operation: str, params: dict) -> list[str]:
    return [emit(fmt, operation, params) for fmt, _, _ in FORMATS]


@pytest.mark.parametrize("recipe", all_recipes(), ids=lambda r: r.name)
def test_cached_code_is_the_emitted_code(recipe):
    operation, params = render(recipe.state)
    expected = emitted(operation, params)
    first = page.code_tabs(operation, params)
    again = page.code_tabs(operation, copy.deepcopy(params))
    assert [t["code"] for t in first] == expected
    assert [t["code"] for t in again] == expected
    assert [t["key"] for t in first] == [fmt for fmt, _, _ in FORMATS]
    assert page._cached_codes.cache_info().hits == 1  # the second call was served from the cache


def test_key_order_is_part_of_the_key():
    # the code follows the params' key order, so the same keys in another order are another entry
    params = {"TableName": "Social", "Key": {"PK": {"S": "a"}, "SK": {"S": "b"}}}
    swapped = {"Key": {"SK": {"S": "b"}, "PK": {"S": "a"}}, "TableName": "Social"}
    assert page._params_key(params) != page._params_key(swapped)
    assert [t["code"] for t in page.code_tabs("GetItem", swapped)] == emitted("GetItem", swapped)
    assert [t["code"] for t in page.code_tabs("GetItem", params)] == emitted("GetItem", params)


@pytest.mark.parametrize(
    "params",
    [
        {"TableName": "Social", "Key": {"PK": {"B": b"\x00"}}},  # bytes: not JSON
        {"TableName": "Social", "Items": ("a", "b")},  # a tuple would come back a list
        {"TableName": "Social", "Limit": float("nan")},
        {"TableName": "x" * (page.CODE_CACHE_MAX_CHARS + 1)},  # too big to keep
    ],
)
def test_what_is_not_plain_json_or_too_big_is_not_cached(params):
    assert page._params_key(params) is None


def test_a_tab_list_is_the_callers_own():
    operation, params = render(all_recipes()[0].state)
    tabs = page.code_tabs(operation, params)
    tabs[0]["code"] = "changed"
    assert page.code_tabs(operation, params)[0]["code"] == emit(FORMATS[0][0], operation, params)
