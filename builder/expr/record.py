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
"""

from __future__ import annotations

import dataclasses

QUICK_INIT_FILE = "<frozen record>"  # where a quick __init__'s code says it comes from
_NO_ARGUMENT = object()  # a field with a default_factory that was not given


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
    return cls
