"""The "Compose an update from two items" page's form (``/diff``).

Two items as text (DynamoDB JSON or plain JSON, read by builder/safejson.py
within :data:`DIFF_ITEM_MAX_BYTES`), the key attribute names and the options;
``clean()`` asks the core (builder/expr/diff.py) for the UpdateItem and puts
each of its problems beside the field it names. No DynamoDB rules here.
"""

from __future__ import annotations

import decimal

from django import forms

from builder import safejson
from builder.expr.diff import DEFAULT_TABLE, DiffError, DiffOptions, compose, parse_key_names

from . import widgets

# An item holds at most 400 KB; written as DynamoDB JSON it takes more text.
DIFF_ITEM_MAX_BYTES = 1_000_000
MAX_NAME_CHARS = 255  # a table name; an attribute name here is a key or version name

ITEM_HELP = 'DynamoDB JSON ({"PK": {"S": "a"}}) or plain JSON ({"PK": "a"}); GetItem\'s {"Item": ...} works too.'


def _item_field(label: str) -> forms.CharField:
    widget = widgets.Textarea(attrs={"rows": 10, "spellcheck": "false", "class": "code-input"})
    return forms.CharField(label=label, strip=False, widget=widget, help_text=ITEM_HELP)


class DiffForm(forms.Form):
    before = _item_field("Item before")
    after = _item_field("Item after")
    key = forms.CharField(
        label="Key attribute names",
        max_length=2 * MAX_NAME_CHARS + 1,
        widget=widgets.TextInput(attrs={"placeholder": "PK,SK"}),
        help_text="The partition key, and the sort key if the table has one, separated by a comma.",
    )
    table = forms.CharField(
        label="Table",
        required=False,
        max_length=MAX_NAME_CHARS,
        widget=widgets.TextInput(attrs={"placeholder": DEFAULT_TABLE}),
    )
    version = forms.CharField(
        label="Version attribute (optimistic lock)",
        required=False,
        max_length=MAX_NAME_CHARS,
        widget=widgets.TextInput(attrs={"placeholder": "version"}),
        help_text="Optional: a number attribute; the update then happens only if it still holds the version before, and adds 1 to it.",
    )
    counter = forms.BooleanField(
        label="As a counter: ADD the difference to changed numbers",
        required=False,
    )

    state: dict | None = None
    params: dict | None = None

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for (
            name,
            field,
        ) in self.fields.items():  # the help and the message beside each field (templates/builder/diff.html)
            described = f"h-{name} e-{name}" if field.help_text else f"e-{name}"
            field.widget.attrs["aria-describedby"] = described

    def _item(self, name: str):
        text = self.cleaned_data.get(name)
        if text is None:
            return None
        try:
            item = safejson.loads(
                text, max_bytes=DIFF_ITEM_MAX_BYTES, parse_float=decimal.Decimal, what="the item", unique_keys=True
            )
        except safejson.JSONInputError as e:
            where = f" (line {e.lineno} column {e.colno})" if e.limit is None and e.located else ""
            self.add_error(name, f"{e.msg if e.limit is None else e}{where}")
            return None
        return item

    def full_clean(self):
        super().full_clean()
        for name in self.errors:
            if name in self.fields:
                self.fields[name].widget.attrs["aria-invalid"] = "true"

    def clean(self):
        data = super().clean()
        before, after = self._item("before"), self._item("after")
        if self.errors:
            return data
        options = DiffOptions(
            key=parse_key_names(data["key"]),
            table=data.get("table") or DEFAULT_TABLE,
            counter=bool(data.get("counter")),
            version=data.get("version") or None,
        )
        try:
            self.state, self.params = compose(before, after, options)
        except DiffError as e:
            for p in e.problems:
                self.add_error(p.location if p.location in self.fields else "after", p.message)
        return data
