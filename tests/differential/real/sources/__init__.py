"""The real requests, one module per source; each module's ``CASES`` lists them.

A case is a dict: ``source`` (the module's SOURCE), ``cite`` (repository@commit
path:line, or a URL), ``note`` (what was adapted, if anything), ``table``
(``KeySchema``/``AttributeDefinitions``), ``before`` (items, DynamoDB JSON),
``operation`` and ``request`` (API parameters, DynamoDB JSON, binary as base64).
``tests/differential/real/record_real.py`` collects them, numbers them and asks
DynamoDB Local for each answer.
"""

from __future__ import annotations

import importlib
import pkgutil

MODULES = [m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_")]


def all_cases() -> list[dict]:
    out = []
    for name in sorted(MODULES):
        module = importlib.import_module(f"{__name__}.{name}")
        for case in module.CASES:
            out.append({"source": module.SOURCE, **case})
    return out
