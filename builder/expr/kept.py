"""What is kept for an object by its identity, while the object lives.

Three parts of the core remember what they worked out about an object they
were given, by the object itself rather than by its content (content would
have to be hashed or compared, which costs what is saved): the values a
request holds once read (:func:`~builder.expr.validate.values_read_once`), the
expressions the reader wrote into a state (:func:`~builder.expr.loader.fragments_read`)
and the sizes of a simulated table's items (``Table.item_size``). Each holds
on to the object with what it keeps, so that the object's ``id`` is not given
to another while it is kept; the objects must not change meanwhile.
"""

from __future__ import annotations

from contextvars import ContextVar
from typing import Any


class Kept:
    """A value per object, found by the object's identity."""

    __slots__ = ("by_id",)

    def __init__(self) -> None:
        # id(obj) -> (obj, value): a caller run for every value of a request looks up in it without a
        # call (``kept = by_id.get(id(obj))``, then ``kept[1] if kept is not None and kept[0] is obj``)
        self.by_id: dict[int, tuple[Any, Any]] = {}

    def get(self, obj: Any) -> Any:
        """What is kept for ``obj`` (this very object), or None."""
        kept = self.by_id.get(id(obj))
        return kept[1] if kept is not None and kept[0] is obj else None

    def put(self, obj: Any, value: Any) -> None:
        """Keep ``value`` (not None) for ``obj``, and ``obj`` with it."""
        self.by_id[id(obj)] = (obj, value)

    def __len__(self) -> int:
        return len(self.by_id)

    def clear(self) -> None:
        self.by_id.clear()


class KeptWithin:
    """A :class:`Kept` of its own for each block run under :meth:`block`
    (a context variable: threads and tasks do not share it); none outside one."""

    __slots__ = ("_current", "current", "variable")

    # each one made, by its name (the last of a name): for a caller that opens its blocks without the with
    # statement's calls of Python (the simulator's request, simulate._load), through ``variable``
    named: dict[str, KeptWithin] = {}

    def __init__(self, name: str) -> None:
        self._current: ContextVar[Kept | None] = ContextVar(name, default=None)
        # current(): the block's Kept, or None outside any block (the variable's own get, without a call around it)
        self.current = self._current.get
        # the variable itself, for a caller run for every request that makes a block without a call of
        # Python: it sets a new Kept (made as _Block.__enter__ makes it) and, however the block ends,
        # resets the variable with the token its set gave
        self.variable = self._current
        KeptWithin.named[name] = self

    def block(self) -> _Block:
        """A block to run with ``with``: a new :class:`Kept` while it runs,
        the one before (or none) again once it ends, however it ends."""
        block = _Block()  # (no __init__ of its own: one call less a block)
        block._current = self._current
        return block


class _Block:
    """:meth:`KeptWithin.block`'s context manager (a class of its own: what
    ``contextlib.contextmanager`` makes of a generator costs a request more)."""

    __slots__ = ("_current", "_token")

    def __enter__(self) -> None:
        kept = Kept.__new__(Kept)  # a new Kept (its __init__'s one line, without the call)
        kept.by_id = {}
        self._token = self._current.set(kept)

    def __exit__(self, *exc: object) -> None:
        self._current.reset(self._token)
