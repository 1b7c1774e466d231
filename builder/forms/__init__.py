"""The builder's forms: flat POST data <-> the builder state.

The page is a tree of small Django forms whose prefixes spell out where they
sit (``act-1-upd-0-v-a`` is the first operand of the SET value of the first
update action of the second transaction action). Every form is bound to the
same flat ``data`` dict, so what the user typed is always what is shown back.
Values stay text until the core (builder/expr) parses them; no DynamoDB rule
lives here.

Modules:

- ``choices``: what the selects offer; which parts each operation shows.
- ``limits``: how much one posted form may hold.
- ``nodes``: the small Django forms, one per node (``NodeForm`` and its kinds).
- ``values``: a value field's text <-> a state value (DynamoDB JSON and plain
  JSON read with the core's helpers in builder/expr/values.py).
- ``tree``: the form tree (operands, conditions, rows, bodies, actions) and
  its ``to_state``, which records where each state location was typed.
- ``builder_form``: ``BuilderForm``, the whole page: ``validate()``,
  ``field_for(location)``, ``forms()``, ``error_items()``.
- ``rows``: row actions (``apply_action``), ``empty_data``, ``with_default_rows``.
- ``data``: ``data_from_post``; ``load_data(state)`` (migrate, validate, convert;
  one error type, ``LoadError``) and ``state_to_data`` (its last step).
- ``try_key``: the Try it panel's table key (``TryKeyForm``).
- ``text``: text mode, an expression box written as text (``TextBoxes``).
- ``modes``: switching a box between the form and text (``switch_mode``).
- ``switch``: switching operation keeps the table and key (``switch_operation``).

The names below are the package's interface; import them from here.
"""

from __future__ import annotations

from .builder_form import BuilderForm
from .data import LoadError, data_from_post, form_cannot_hold, load_data, load_data_as_shown, state_to_data
from .limits import MAX_ROWS
from .modes import parse_mode_action, switch_mode
from .rows import apply_action, empty_data, parse_action, row_indexes, with_default_rows
from .switch import switch_operation, switching

__all__ = [
    "MAX_ROWS",
    "BuilderForm",
    "LoadError",
    "apply_action",
    "data_from_post",
    "empty_data",
    "form_cannot_hold",
    "load_data",
    "load_data_as_shown",
    "parse_action",
    "parse_mode_action",
    "row_indexes",
    "state_to_data",
    "switch_mode",
    "switch_operation",
    "switching",
    "with_default_rows",
]
