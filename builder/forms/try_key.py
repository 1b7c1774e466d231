"""The "Try it" panel's table key, as a Django form (the builder's own forms are the rest of this package).

The panel sits outside the builder's ``<form>``; its inputs belong to it through
``form="builder-form"``, so every preview and every Try it run posts them with
the request. Their names are ``try-hash``, ``try-hash-type``, ``try-range`` and
``try-range-type``.
"""

from __future__ import annotations

import functools

from django import forms

from . import widgets
from .nodes import copy_field

KEY_TYPES = ("S", "N", "B")
TRY_PREFIX = "try"


def typed_key(data) -> list[tuple[str, str]]:
    """[(name, type)] of the key typed in the panel (posted ``data``, read as
    typed, no form built); empty when the partition key name is left empty. A
    type that is not S, N or B is read as S."""
    typed = []
    for part in ("hash", "range"):
        name = data.get(f"{TRY_PREFIX}-{part}", "")
        name = name.strip() if isinstance(name, str) else ""
        if name:
            t = data.get(f"{TRY_PREFIX}-{part}-type", "")
            t = (t if isinstance(t, str) else "") or "S"
            typed.append((name, t if t in KEY_TYPES else "S"))
        elif part == "hash":
            return []
    return typed


def _name_field(label: str, placeholder: str, form_id: str) -> forms.CharField:
    widget = widgets.TextInput(attrs={"form": form_id, "placeholder": placeholder})
    return forms.CharField(label=label, required=False, strip=False, widget=widget)


def _type_field(form_id: str) -> forms.CharField:
    # A CharField, not a ChoiceField: a value that is not a key type is read as S
    # (``key_schema``), never reported as an error.
    widget = widgets.Select(choices=[(t, t) for t in KEY_TYPES], attrs={"form": form_id})
    return forms.CharField(label="type", required=False, initial="S", widget=widget)


@functools.lru_cache(maxsize=8)
def _declared_fields(form_id: str) -> dict:
    return {
        "hash": _name_field("Partition key name", "PK", form_id),
        "hash-type": _type_field(form_id),
        "range": _name_field("Sort key name", "SK", form_id),
        "range-type": _type_field(form_id),
    }


class TryKeyForm(forms.Form):
    """Partition and sort key names and types typed in the panel. Left empty,
    the key is inferred from the request. Only read, never validated: what the
    user typed comes back as typed."""

    def __init__(self, data=None, form_id: str = "builder-form"):
        super().__init__(data, prefix=TRY_PREFIX)
        # the type pickers' names carry a hyphen (try-hash-type), which a class attribute cannot;
        # each form copies the fields made once per form id
        self.fields = {name: copy_field(f) for name, f in _declared_fields(form_id).items()}

    def key_schema(self) -> list[tuple[str, str]]:
        """[(name, type)] of the key typed: :func:`typed_key`."""
        return typed_key(self.data) if self.is_bound else []
