"""Frozen records: ``@frozen`` is ``@dataclass(frozen=True)`` with a quicker ``__init__``.

A frozen dataclass's generated ``__init__`` sets each field through
``object.__setattr__``, one call per field: the core builds thousands of small
records a second (every value, path, node and request it reads), and those
calls were a tenth of rendering a request (issue 13's profile). The
``__init__`` made here takes the same arguments, with the same defaults, and
sets the instance's whole ``__dict__`` in one call (a record of one field sets
that field alone, quicker still); ``__post_init__`` runs as before. Everything else (equality, hashing, ``repr``, refusing assignment,
``dataclasses.replace``) is the dataclass's own. A class this cannot speed up
(``__slots__``, ``InitVar``, keyword-only or ``init=False`` fields) keeps the
dataclass's ``__init__``.

:func:`from_fields` makes a record from a dict of its fields, as ``cls(**fields)``
does, without the call's keyword matching (the loader's transaction actions and
Request: most of their fields left to their defaults).
"""

from __future__ import annotations

import dataclasses

QUICK_INIT_FILE = "<frozen record>"  # where a quick __init__'s code says it comes from
_NO_ARGUMENT = object()  # a field with a default_factory that was not given
_REQUIRED = object()  # (from_fields) a field without a default, not given
_MADE: dict = {}  # a class with a quick __init__ -> its from_fields function


def frozen(cls=None, /, **options):
    """``@frozen`` or ``@frozen(eq=False)``: ``@dataclass(frozen=True, ...)``."""

    def wrap(c):
        own_init = "__init__" in c.__dict__  # the dataclass keeps it, and so does this
        c = dataclasses.dataclass(c, frozen=True, **options)
        return c if own_init else _quick_init(c)

    return wrap if cls is None else wrap(cls)


def _quick_init(cls):
    every = list(cls.__dataclass_fields__.values())
    fields = [f for f in every if f._field_type is dataclasses._FIELD]
    if (
        "__slots__" in cls.__dict__
        or len(fields) != len([f for f in every if f._field_type is not dataclasses._FIELD_CLASSVAR])
        or any(not f.init or f.kw_only for f in fields)
    ):
        return cls
    namespace = {"_set": object.__setattr__, "_NO_ARGUMENT": _NO_ARGUMENT}
    params, entries = [], []
    for f in fields:
        name = f.name
        if f.default is not dataclasses.MISSING:
            namespace[f"_default_{name}"] = f.default
            params.append(f"{name}=_default_{name}")
            entries.append(f"{name!r}: {name}")
        elif f.default_factory is not dataclasses.MISSING:
            namespace[f"_factory_{name}"] = f.default_factory
            params.append(f"{name}=_NO_ARGUMENT")
            entries.append(f"{name!r}: _factory_{name}() if {name} is _NO_ARGUMENT else {name}")
        else:
            params.append(name)
            entries.append(f"{name!r}: {name}")
    if len(fields) == 1 and fields[0].default_factory is dataclasses.MISSING:
        body = f"    _set(self, {fields[0].name!r}, {fields[0].name})\n"  # one field: set alone, quicker than a dict
    else:
        body = f"    _set(self, '__dict__', {{{', '.join(entries)}}})\n"
    if hasattr(cls, "__post_init__"):
        body += "    self.__post_init__()\n"
    source = f"def __init__(self, {', '.join(params)}):\n{body}"
    exec(compile(source, QUICK_INIT_FILE, "exec"), namespace)  # from the class's own field names, as dataclasses does
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    cls.__init__ = init
    _MADE[cls] = _made(cls, fields)
    return cls


def _made(cls, fields: list):
    """:func:`from_fields`' function for ``cls``, whose quick ``__init__`` was
    made from ``fields``: the same instance, its ``__dict__`` every field's
    default (in the fields' order) updated with the fields given."""
    every = {}  # name -> default; _REQUIRED: none; _NO_ARGUMENT: made by its factory
    for f in fields:
        if f.default is not dataclasses.MISSING:
            every[f.name] = f.default
        elif f.default_factory is not dataclasses.MISSING:
            every[f.name] = _NO_ARGUMENT
        else:
            every[f.name] = _REQUIRED
    namespace = {
        "_set": object.__setattr__,
        "_new": object.__new__,
        "_cls": cls,
        "_every": every,
        "_REQUIRED": _REQUIRED,
        "_NO_ARGUMENT": _NO_ARGUMENT,
        "_wrong": _wrong_fields,
    }
    missing = "".join(f" or own[{name!r}] is _REQUIRED" for name, default in every.items() if default is _REQUIRED)
    lines = [
        "def made(fields):",
        "    own = {**_every, **fields}",
        f"    if len(own) != {len(fields)}{missing}:",  # a field it does not have, or one without a default missing
        "        raise _wrong(_cls, fields)",
    ]
    for f in fields:
        if f.default_factory is not dataclasses.MISSING:
            namespace[f"_factory_{f.name}"] = f.default_factory
            lines.append(f"    if own[{f.name!r}] is _NO_ARGUMENT:")
            lines.append(f"        own[{f.name!r}] = _factory_{f.name}()")
    lines.append("    self = _new(_cls)")
    if len(fields) == 1:  # as its __init__ sets it: alone
        lines.append(f"    _set(self, {fields[0].name!r}, own[{fields[0].name!r}])")
    else:
        lines.append("    _set(self, '__dict__', own)")
    if hasattr(cls, "__post_init__"):
        lines.append("    self.__post_init__()")
    lines.append("    return self")
    exec(compile("\n".join(lines) + "\n", QUICK_INIT_FILE, "exec"), namespace)
    made = namespace["made"]
    made.__qualname__ = f"{cls.__qualname__}.<from_fields>"
    return made


def _wrong_fields(cls, fields: dict) -> TypeError:
    names = [f.name for f in dataclasses.fields(cls)]
    return TypeError(
        f"{cls.__qualname__} has the fields {', '.join(names)}; given {', '.join(map(repr, fields))}"
        " (a field without a default missing, or one it does not have)"
    )


def from_fields(cls):
    """A function ``fields -> cls(**fields)`` (``fields`` a dict of field
    name -> value): the same instance, made without a call's keyword
    matching, which costs more than the rest of making a record of many
    fields, most of them left to their defaults (a transaction's Action, a
    Request: issue 13). A TypeError where ``cls(**fields)`` gives one;
    ``__post_init__`` runs as before. ``tests/expr/test_record.py`` holds
    the two to each other. A class without a quick ``__init__`` is called."""
    made = _MADE.get(cls)
    if made is None:
        return lambda fields: cls(**fields)
    return made
