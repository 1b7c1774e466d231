"""Items read by Run (and the table page) as a table, bounded: at most
MAX_COLUMNS columns, each row's other attributes in its last cell, and at
most MAX_ROWS rows, the other items as JSON under the table. A Scan's page of
1,000 items each with a name of its own made 1,000 × 1,000 cells (39 MB, 18 s);
a page of 20,000 tiny items 20,000 rows (3 s). Nothing read is left out."""

from __future__ import annotations

import html as htmllib
import json
import re

from django.template.loader import render_to_string

from builder.expr.values import display
from builder.run_results import MAX_COLUMNS, MAX_ROWS, item_table


def _shown(table, item_index: int) -> dict[str, str]:
    """The attributes a row shows: its cells by column, and its last cell's."""
    _, cells, other = table.body[item_index]
    out = {c: v for c, v in zip(table.columns, cells, strict=True) if v is not None}
    if other is not None:
        for part in other.split(", "):
            name, _, text = part.partition(" = ")
            out[name] = text
    return out


def test_items_with_names_of_their_own_get_a_column_each_up_to_the_limit_then_the_last_cell():
    items = [{"PK": {"S": "P"}, "SK": {"S": f"S{i:04d}"}, f"attr{i}": {"N": str(i)}} for i in range(MAX_ROWS - 50)]
    table = item_table(items, ["PK", "SK"])
    assert table.columns == ["PK", "SK"] + [f"attr{i}" for i in range(MAX_COLUMNS - 2)]
    assert all(len(cells) == MAX_COLUMNS for cells in table.rows)
    for i, item in enumerate(items):  # every attribute is shown, in a cell of its own or in the last one
        assert _shown(table, i) == {n: display(v) for n, v in item.items()}
    assert table.body[0][2] is None and table.body[-1][2] == f"attr{MAX_ROWS - 51} = {MAX_ROWS - 51}"
    html = render_to_string("builder/_run_items.html", {"t": table})
    assert html.count("<td>") == len(items) * (MAX_COLUMNS + 1)  # not 450 × 452
    assert '<th scope="col">Other attributes</th>' in html


def test_an_item_of_many_attributes_is_read_in_one_walk():
    item = {"PK": {"S": "M"}, **{f"a{j}": {"S": "y"} for j in range(12000)}}
    table = item_table([item], ["PK"])
    assert len(table.columns) == MAX_COLUMNS and _shown(table, 0) == {n: display(v) for n, v in item.items()}


def test_a_page_of_many_items_shows_the_first_rows_and_the_rest_as_json():
    items = [{"PK": {"S": "P"}, "SK": {"S": f"S{i:05d}"}, "a": {"N": "1"}} for i in range(MAX_ROWS + 1234)]
    table = item_table(items, ["PK", "SK"])
    assert len(table.rows) == MAX_ROWS and table.items == items[:MAX_ROWS]
    assert [json.loads(line) for line in table.rest_json.split("\n")] == items[MAX_ROWS:]
    html = render_to_string("builder/_run_items.html", {"t": table})
    assert html.count("<tr>") == MAX_ROWS + 1
    summary = re.search(r"<summary>(.*?)</summary>", html).group(1)
    assert summary.startswith("The other 1234 items of this page")
    code = re.search(r'<details class="run-rest">.*?<code>(.*?)</code>', html, re.S).group(1)
    assert [json.loads(line) for line in htmllib.unescape(code).split("\n")] == items[MAX_ROWS:]


def test_a_small_table_is_as_it_was():
    items = [{"PK": {"S": "P"}, "SK": {"S": "1"}, "n": {"N": "1"}}, None, {"PK": {"S": "Q"}, "SK": {"S": "2"}}]
    table = item_table(items, ["PK", "SK"], labels=["action 1", "action 2", "action 3"])
    assert table.columns == ["PK", "SK", "n"] and table.others is None and table.rest == []
    assert [b[0] for b in table.body] == ["action 1", "action 2 (no item)", "action 3"]
    assert table.rows[2] == ['"Q"', '"2"', None]
