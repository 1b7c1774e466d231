"""Hypothesis strategies for random builder states, and the helpers that send
their requests to DynamoDB Local.

``states()`` draws *valid* builder states (version 1, see ``docs/state.schema.json``):
every operation, nested paths with awkward names in both the list and the text
syntax, every value type, every update form, nested AND/OR/NOT conditions with
every comparator and function, key conditions, filters, projections, options and
placeholder settings. "Valid" means DynamoDB accepts the request the core builds
from it, so the states are drawn against a model of the items they touch:

* the test table has string keys ``PK``/``SK``; :data:`SEED_ITEMS` are (re)written
  before every example by :func:`reset_table`, and every write targets either one
  of them or a key that is absent (``SK`` starting ``N#``), whose content the
  generator therefore knows;
* update paths only descend through containers that exist, arithmetic and ``ADD``
  only meet numbers (and stay within 38 digits), ``list_append`` only meets lists,
  and so on: without that DynamoDB answers ValidationException at run time for
  reasons no request builder can see;
* conditions are drawn either at random or aimed at being true (or false) for the
  target item, so that a good share of conditional writes succeed;
* things DynamoDB rejects for reasons the core does not check yet are avoided:
  two update actions on overlapping paths (every action gets its own top-level
  attribute), an attribute in both SET and REMOVE, key attributes in update paths,
  two transaction actions on one item.

``states(risky=True)`` also draws, now and then, constructs that DynamoDB rejects
statically (see :data:`RISKY_CONSTRUCTS`): the core must reject those states with a
StateError rather than build a request DynamoDB refuses.
"""

from __future__ import annotations

import base64
import copy
import decimal
import string
from typing import Any

from botocore import xform_name
from botocore.exceptions import ClientError
from hypothesis import strategies as st

from builder.expr.values import item_to_wire

TABLE = "PropTable"  # the name states use; tests retarget it to their own table
KEY_NAMES = ("PK", "SK")
TYPE_CODES = ("S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS", "BS")
SCALAR_TYPES = ("S", "N", "B")  # what <, <=, >, >=, BETWEEN accept as values
SET_TYPES = ("SS", "NS", "BS")
COMPARATORS = ("=", "<>", "<", "<=", ">", ">=")
SORT_OPS = ("=", "<", "<=", ">", ">=", "between", "begins_with")

# Constructs DynamoDB rejects before looking at any item, which ``risky=True``
# mixes in (each was checked against DynamoDB Local 3.3.0).
RISKY_CONSTRUCTS = (
    "ordering comparator (<, <=, >, >=) or BETWEEN with a BOOL/NULL/L/M/set value",
    "BETWEEN with value bounds of different types, or low > high",
    "the same path as first operand and another operand (=, IN, BETWEEN, begins_with, contains, if_not_exists)",
    "begins_with with size() as prefix",
    "list_append nested in list_append or in if_not_exists's default; list_append under + or -",
    "a map value with an empty key",
    "a Query filter naming a key attribute; a key attribute with a nested path",
    "an empty string in a key condition; key condition BETWEEN with low > high",
    "overlapping or repeated projection paths",
    "Select inconsistent with the projection; Segment without TotalSegments (or the reverse); Segment >= TotalSegments",
    "a user-chosen value placeholder longer than 254 characters",
    "a ClientRequestToken over 36 UTF-16 code units (but at most 36 characters)",
)

# --------------------------------------------------------------------------
# The items every example starts from (DynamoDB JSON, binary as base64 text)
# --------------------------------------------------------------------------
_B = lambda raw: base64.b64encode(raw).decode("ascii")  # noqa: E731

DOC_RICH: dict = {
    "status": {"S": "active"},
    "name": {"S": "Zoë"},
    "count": {"N": "7"},
    "total": {"N": "0"},
    "data": {
        "M": {
            "first.name": {"S": "Ann"},
            "size": {"N": "3"},
            "tags": {"L": [{"S": "a"}, {"N": "2"}, {"M": {"deep": {"N": "1"}}}]},
            "empty": {"M": {}},
            "none": {"L": []},
            "with space": {"BOOL": True},
            "set": {"SS": ["x", "y"]},
        }
    },
    "a.b": {"N": "1"},
    "a": {"M": {"b": {"N": "2"}, "c": {"M": {"d": {"S": "x"}}}}},
    "my-attr": {"S": "dash"},
    "with space": {"N": "4"},
    "ünïcødé": {"S": "ü"},
    "1st": {"N": "-1.5"},
    "_under": {"BOOL": False},
    "items": {"L": [{"N": "1"}, {"S": "x"}, {"M": {"k": {"N": "1"}}}, {"L": [{"N": "5"}]}]},
    "nums": {"NS": ["1", "2.5", "-3"]},
    "strs": {"SS": ["a", "b", ""]},
    "bins": {"BS": [_B(b"\x00"), _B(b"\x01\x02")]},
    "nil": {"NULL": True},
    "bin": {"B": _B(b"\x00\x01\x02")},
    "empty": {"S": ""},
    "list": {"L": []},
}
DOC_SMALL: dict = {
    "status": {"S": "done"},
    "count": {"N": "-3"},
    "list": {"L": [{"N": "1"}]},
    "map": {"M": {}},
}
SEEDS: dict[tuple[str, str], dict] = {
    ("P#1", "S#1"): DOC_RICH,
    ("P#1", "S#2"): DOC_SMALL,
    ("P#2", "S#1"): DOC_RICH,
}
SEED_ITEMS: list[dict] = [{"PK": {"S": pk}, "SK": {"S": sk}, **copy.deepcopy(doc)} for (pk, sk), doc in SEEDS.items()]

# --------------------------------------------------------------------------
# Names
# --------------------------------------------------------------------------
AWKWARD_NAMES = (
    "status",
    "name",
    "data",
    "count",
    "size",
    "key",
    "value",
    "order",
    "year",
    "comment",
    "user",
    "date",
    "timestamp",
    "table",
    "index",
    "type",
    "list",
    "map",
    "set",
    "string",
    "and",
    "or",
    "not",
    "between",
    "in",
    "select",
    "update",
    "delete",
    "add",
    "remove",
    "Status",
    "NAME",
    "ttl",
    "pk",
    "sk",
    "a",
    "b",
    "x",
    "likeTally",
    "play_count",
    "a.b",
    "first.name",
    "x.y.z",
    "my-attr",
    "with space",
    " padded ",
    "tab\tname",
    "1st",
    "123",
    "_under",
    "__",
    "ünïcødé",
    "名前",
    "😀",
    "a`b",
    "x[0]",
    "[1]",
    "#hash",
    ":colon",
    "a..b",
    ".",
    "`",
    "Zoë",
    "n0",
    "v0",
)
# Any DynamoDB JSON value, small: scalars, sets and lists and maps of them (for
# properties of one value: its measure, its display)
_ddb_scalars = st.one_of(
    st.builds(lambda s: {"S": s}, st.text(max_size=5)),
    st.builds(lambda i: {"N": str(i)}, st.integers(-999, 999)),
    st.booleans().map(lambda b: {"BOOL": b}),
    st.just({"NULL": True}),
    st.just({"B": "AAE="}),
    st.sets(st.text(min_size=1, max_size=3), min_size=1, max_size=3).map(lambda ss: {"SS": sorted(ss)}),
    st.sets(st.integers(-9, 9), min_size=1, max_size=3).map(lambda ns: {"NS": [str(n) for n in sorted(ns)]}),
    st.just({"BS": ["AA==", "AQ=="]}),
)
ddb_values = st.recursive(
    _ddb_scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4).map(lambda xs: {"L": xs}),
        st.dictionaries(st.text(max_size=4), inner, max_size=4).map(lambda m: {"M": m}),
    ),
    max_leaves=20,
)

_plain_text = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), min_size=1, max_size=10)
# Long plain names: DynamoDB limits a placeholder (#name, :value) to 255 characters.
_long_names = st.text(alphabet=string.ascii_letters + "_", min_size=200, max_size=300).filter(lambda s: s[0].isalpha())
NAMES = st.one_of(st.sampled_from(AWKWARD_NAMES), st.sampled_from(AWKWARD_NAMES), _plain_text)

CHOSEN_PLACEHOLDERS = ("one", "zero", "next", "current", "v0", "v1", "n0", "status", "x", "_", "9", "likeTally")


def _utf8(s: str) -> bytes:
    return s.encode("utf-8", "surrogatepass")


def _quote_segment(seg: str, force: bool) -> str:
    if force or any(c in seg for c in ".[]`") or seg[:1].isspace() or seg[-1:].isspace():
        return "`" + seg.replace("`", "``") + "`"
    return seg


def path_text(segs, force_quotes: bool = False) -> str:
    """Segments -> the builder's text syntax, written independently of the core."""
    out = []
    for seg in segs:
        if isinstance(seg, int):
            out.append(f"[{seg}]")
        else:
            q = _quote_segment(seg, force_quotes)
            out.append(q if not out else "." + q)
    return "".join(out)


# --------------------------------------------------------------------------
# The item model
# --------------------------------------------------------------------------
def _type(ddb: dict) -> str:
    return next(iter(ddb))


def lookup(doc: dict, segs) -> dict | None:
    node: dict | None = {"M": doc}
    for s in segs:
        if node is None:
            return None
        t, v = next(iter(node.items()))
        if isinstance(s, str):
            node = v.get(s) if t == "M" else None
        else:
            node = v[s] if t == "L" and s < len(v) else None
    return node


def walk(doc: dict) -> list[tuple[tuple, dict]]:
    """Every existing path of an item (top-level and nested) with its value."""
    out: list[tuple[tuple, dict]] = []

    def rec(prefix: tuple, node: dict):
        out.append((prefix, node))
        t, v = next(iter(node.items()))
        if t == "M":
            for k, x in v.items():
                rec(prefix + (k,), x)
        elif t == "L":
            for i, x in enumerate(v):
                rec(prefix + (i,), x)

    for k, x in doc.items():
        rec((k,), x)
    return out


def ddb_to_state_value(ddb: dict) -> dict:
    t, v = next(iter(ddb.items()))
    if t == "L":
        return {"type": "L", "value": [ddb_to_state_value(x) for x in v]}
    if t == "M":
        return {"type": "M", "value": {k: ddb_to_state_value(x) for k, x in v.items()}}
    return {"type": t, "value": copy.deepcopy(v)}


def _sort_key(type_code: str, raw) -> Any:
    """DynamoDB's order for a scalar value in state form."""
    if type_code == "N":
        return decimal.Decimal(str(raw))
    if type_code == "B":
        return base64.b64decode(raw)
    return _utf8(raw)


# --------------------------------------------------------------------------
# The generator
# --------------------------------------------------------------------------
_PERMILLE = st.sampled_from(range(1000))  # uniform, unlike st.integers; shrinks to 0


class _Gen:
    def __init__(self, draw, risky: bool):
        self.draw = draw
        self.risky = risky
        self.chosen: set[str] = set()
        self.in_budget = 120  # IN values per state: keeps expressions well under 4 KB
        self.text_paths = draw(st.sampled_from(("mixed", "text", "list")))
        # The core knows which attributes are keys only from the state (`key`, or the
        # key condition): for PutItem and Scan it cannot refuse a nested key path.
        self.keys_known = True
        self.force_quotes = draw(st.booleans())

    # -- little helpers ---------------------------------------------------------
    def chance(self, p: float) -> bool:
        # shrinks towards False: minimal examples leave optional parts out
        return self.draw(_PERMILLE) >= 1000 - round(p * 1000)

    def pick(self, seq):
        return self.draw(st.sampled_from(list(seq)))

    def risk(self, p: float = 0.1) -> bool:
        """In risky mode, whether to put a construct DynamoDB rejects here."""
        return self.risky and self.chance(min(1.0, 2 * p))

    def name(self, exclude=()) -> str:
        if self.chance(0.02):
            n = self.draw(_long_names)
        else:
            n = self.draw(NAMES)
        if n in exclude or n in KEY_NAMES:
            return self.draw(st.sampled_from(("fresh_a", "fresh-b", "fresh.c", "fresh d"))) + str(
                self.draw(st.integers(0, 10**6))
            )
        return n

    def path_state(self, segs):
        """A path in the state: the list form or the text form."""
        segs = list(segs)
        mode = self.text_paths
        if mode == "mixed":
            mode = self.pick(("text", "list"))
        if mode == "list":
            return segs
        text = path_text(segs, self.force_quotes)
        if self.chance(0.1):
            text = " " + text + " "  # surrounding blanks are trimmed by the parser
        return text

    def placeholder(self) -> str | None:
        if not self.chance(0.2):
            return None
        if self.risk(0.15):
            name = "v" * self.draw(st.integers(255, 300))
        else:
            name = self.draw(
                st.one_of(st.sampled_from(CHOSEN_PLACEHOLDERS), st.from_regex(r"[A-Za-z0-9_]{1,20}", fullmatch=True))
            )
        if name in self.chosen:
            return None
        self.chosen.add(name)
        return self.pick((name, ":" + name))

    # -- values -----------------------------------------------------------------
    def number(self, small: bool = False) -> str | int:
        if small:
            n = self.draw(
                st.one_of(
                    st.integers(-1000, 1000), st.decimals(-1000, 1000, places=2, allow_nan=False, allow_infinity=False)
                )
            )
            return str(n) if not isinstance(n, int) or self.chance(0.7) else n
        digits = self.draw(st.integers(1, 38))
        coef = self.draw(st.integers(0, 10**digits - 1))
        d = len(str(coef))
        exp = self.draw(
            st.one_of(st.integers(-129 - d, 126 - d), st.sampled_from((-129 - d, 126 - d, 0)), st.integers(-5, 5))
        )
        sign = self.pick(("", "-", "+")) if coef else ""
        if coef == 0:
            return self.pick(("0", "-0", "0.0", "0E+5", 0))
        if -6 <= exp <= 0 and self.chance(0.5):
            text = str(decimal.Decimal(coef).scaleb(exp))  # plain or with a point
            return sign.replace("+", "") + text
        if exp == 0 and self.chance(0.3):
            return int(sign + str(coef)) if sign != "+" else coef
        return f"{sign}{coef}{self.pick(('E', 'e'))}{exp}"

    def binary(self, allow_empty: bool = True) -> str:
        data = self.draw(st.binary(min_size=0 if allow_empty else 1, max_size=12))
        text = base64.b64encode(data).decode("ascii")
        if len(text) > 4 and self.chance(0.1):
            text = text[:4] + "\n" + text[4:]  # whitespace inside base64 is allowed
        return text

    def string(self, allow_empty: bool = True) -> str:
        return self.draw(st.text(min_size=0 if allow_empty else 1, max_size=16))

    def number_set(self) -> list:
        out, seen = [], set()
        for _ in range(self.draw(st.integers(1, 4))):
            n = self.number(small=self.chance(0.5))
            d = decimal.Decimal(str(n))
            if d not in seen:
                seen.add(d)
                out.append(n)
        return out

    def value(self, depth: int = 2, types=TYPE_CODES) -> dict:
        t = self.pick(types if depth > 0 else [x for x in types if x not in ("L", "M")] or ["S"])
        return self.value_of(t, depth)

    def value_of(self, t: str, depth: int = 1, small: bool = False) -> dict:
        if t == "S":
            return {"type": "S", "value": self.string()}
        if t == "N":
            return {"type": "N", "value": self.number(small=small)}
        if t == "B":
            return {"type": "B", "value": self.binary()}
        if t == "BOOL":
            return {"type": "BOOL", "value": self.draw(st.booleans())}
        if t == "NULL":
            return {"type": "NULL", "value": True} if self.chance(0.5) else {"type": "NULL"}
        if t == "L":
            return {"type": "L", "value": [self.value(depth - 1) for _ in range(self.draw(st.integers(0, 3)))]}
        if t == "M":
            m = {}
            for _ in range(self.draw(st.integers(0, 3))):
                m[self.name()] = self.value(depth - 1)
            if self.risk(0.1):
                m[""] = self.value(0)
            return {"type": "M", "value": m}
        if t == "SS":
            return {
                "type": "SS",
                "value": self.draw(st.lists(st.text(max_size=8), min_size=1, max_size=4, unique=True)),
            }
        if t == "NS":
            return {"type": "NS", "value": self.number_set()}
        if t == "BS":
            raw = self.draw(st.lists(st.binary(max_size=6), min_size=1, max_size=4, unique=True))
            return {"type": "BS", "value": [base64.b64encode(b).decode("ascii") for b in raw]}
        raise AssertionError(t)

    def operand_value(self, value: dict) -> dict:
        ph = self.placeholder()
        return {**value, "placeholder": ph} if ph else value

    # -- keys -------------------------------------------------------------------
    def key_state(self, pk: str, sk: str) -> dict:
        k = {"PK": {"type": "S", "value": pk}, "SK": {"type": "S", "value": sk}}
        return k if self.chance(0.8) else {"SK": k["SK"], "PK": k["PK"]}

    def targets(self, count: int) -> list[tuple[tuple[str, str], dict]]:
        """``count`` distinct items: seeded ones (known content) or absent ones."""
        seeded = list(SEEDS)
        out: list = []
        used: set = set()
        for _ in range(count * 3):
            if len(out) == count:
                break
            if self.chance(0.6):
                key = self.pick(seeded)
                doc = SEEDS[key]
            else:
                pk = self.pick(("P#1", "P#2")) if self.chance(0.7) else self.string(allow_empty=False)
                key = (pk, "N#" + self.string())
                doc = {}
            if key not in used:
                used.add(key)
                out.append((key, doc))
        return out

    # -- paths --------------------------------------------------------------------
    def random_path(self, top: str | None = None) -> tuple:
        segs: list = [top if top is not None else self.name()]
        for _ in range(self.draw(st.integers(0, 3))):
            if self.chance(0.4):
                segs.append(self.draw(st.one_of(st.integers(0, 5), st.sampled_from((10, 99)))))
            else:
                segs.append(self.name())
        return tuple(segs)

    def any_path(self, doc: dict, keys_ok: bool = True) -> tuple:
        """An existing path of ``doc`` (often) or a random one; key attributes only
        as whole top-level names (nested key paths are rejected by DynamoDB)."""
        existing = [p for p, _ in walk(doc)]
        if existing and self.chance(0.6):
            return self.pick(existing)
        if keys_ok and self.chance(0.08):
            return (self.pick(KEY_NAMES),)
        if self.keys_known and self.risk(0.05):
            return (self.pick(KEY_NAMES), self.name())
        segs = self.random_path()
        if segs[0] in KEY_NAMES:
            segs = ("x",) + segs[1:]
        return segs

    # -- conditions ---------------------------------------------------------------
    def condition(self, doc: dict, want: bool | None = None, depth: int = 3, keys_ok: bool = True) -> dict:
        """A condition; ``want`` True/False aims it at that result on ``doc``."""
        if depth > 0 and self.chance(0.5 if depth >= 3 else 0.3):
            kind = self.pick(("and", "or", "not"))
            if kind == "not":
                inner = self.condition(doc, None if want is None else not want, depth - 1, keys_ok)
                return {"op": self.pick(("not", "NOT", "Not")), "condition": inner}
            n = self.draw(st.integers(1, 3))
            kids_want: list = [None] * n
            decisive = self.draw(st.integers(0, n - 1))
            if want is not None:
                if (kind == "and") == want:  # AND true / OR false: every member decides
                    kids_want = [want] * n
                else:  # AND false / OR true: one member decides
                    kids_want[decisive] = want
            kids = [self.condition(doc, w, depth - 1, keys_ok) for w in kids_want]
            return {"op": self.pick((kind, kind.upper())), "conditions": kids}
        if want is not None:
            atom = self.aimed_atom(doc, want, keys_ok)
            if atom is not None:
                return atom
        return self.atom(doc, keys_ok)

    def aimed_atom(self, doc: dict, want: bool, keys_ok: bool) -> dict | None:
        existing = [(p, v) for p, v in walk(doc)]
        kind = self.pick(("exists", "type", "equals"))
        if not existing or kind == "exists":
            if existing and self.chance(0.5):
                p = self.pick([p for p, _ in existing])
                op = "attribute_exists" if want else "attribute_not_exists"
            else:
                p = self.random_path(top="absent_" + str(self.draw(st.integers(0, 99))))
                op = "attribute_not_exists" if want else "attribute_exists"
            return {"op": op, "path": self.path_state(p)}
        p, v = self.pick(existing)
        if kind == "type":
            actual = _type(v)
            code = actual if want else self.pick([t for t in TYPE_CODES if t != actual])
            cond = {"op": "attribute_type", "path": self.path_state(p), "type": code}
            ph = self.placeholder()
            if ph:
                cond["placeholder"] = ph
            return cond
        if _type(v) not in ("S", "N", "B", "BOOL", "NULL"):
            return None
        op = "=" if want else "<>"
        left, right = {"path": self.path_state(p)}, self.operand_value(ddb_to_state_value(v))
        if self.chance(0.5):
            left, right = right, left
        return {"op": op, "left": left, "right": right}

    def cond_operand(self, doc: dict, keys_ok: bool, scalar_values: bool, not_path=None, allow_size=True) -> dict:
        kinds = ["path", "value"] + (["size"] if allow_size else [])
        kind = self.pick(kinds)
        if kind == "value":
            if scalar_values and not self.risk(0.1):
                return self.operand_value(self.value_of(self.pick(SCALAR_TYPES)))
            return self.operand_value(self.value(depth=1))
        p = self.any_path(doc, keys_ok)
        if not_path is not None and p == not_path and not self.risk(0.3):
            p = p + ("other",) if p[0] not in KEY_NAMES else ("other",)
        return {"path": self.path_state(p)} if kind == "path" else {"size": self.path_state(p)}

    def atom(self, doc: dict, keys_ok: bool) -> dict:
        kind = self.pick(
            ("compare", "compare", "between", "in", "exists", "not_exists", "type", "begins_with", "contains")
        )
        if kind == "compare":
            op = self.pick(COMPARATORS)
            ordering = op not in ("=", "<>")
            left = self.cond_operand(doc, keys_ok, ordering)
            lp = _segs_of(left)
            right = self.cond_operand(doc, keys_ok, ordering, not_path=lp if "path" in left else None)
            return {"op": op, "left": left, "right": right}
        if kind == "between":
            subject = self.cond_operand(doc, keys_ok, True)
            sp = _segs_of(subject) if "path" in subject else None
            low = self.cond_operand(doc, keys_ok, True, not_path=sp)
            high = self.cond_operand(doc, keys_ok, True, not_path=sp)
            if "type" in low and "type" in high and not self.risk(0.3):
                t = low["type"]
                high = {**self.value_of(t), **({"placeholder": high["placeholder"]} if "placeholder" in high else {})}
                if t in ("S", "N", "B") and _sort_key(t, low["value"]) > _sort_key(t, high["value"]):
                    low["value"], high["value"] = high["value"], low["value"]
            return {"op": self.pick(("between", "BETWEEN")), "operand": subject, "low": low, "high": high}
        if kind == "in":
            subject = self.cond_operand(doc, keys_ok, False)
            sp = _segs_of(subject) if "path" in subject else None
            top = max(1, min(100, self.in_budget))
            n = self.draw(st.one_of(st.integers(1, min(5, top)), st.integers(1, top)))
            self.in_budget -= n
            values = [self.cond_operand(doc, keys_ok, False, not_path=sp) for _ in range(n)]
            return {"op": self.pick(("in", "IN")), "operand": subject, "values": values}
        if kind in ("exists", "not_exists"):
            return {
                "op": "attribute_exists" if kind == "exists" else "attribute_not_exists",
                "path": self.path_state(self.any_path(doc, keys_ok)),
            }
        if kind == "type":
            cond = {
                "op": "attribute_type",
                "path": self.path_state(self.any_path(doc, keys_ok)),
                "type": self.pick(TYPE_CODES),
            }
            ph = self.placeholder()
            if ph:
                cond["placeholder"] = ph
            return cond
        p = self.any_path(doc, keys_ok)
        if kind == "begins_with":
            if self.risk(0.15):
                operand = {"size": self.path_state(self.any_path(doc, keys_ok))}
            elif self.chance(0.7):
                operand = self.operand_value(self.value_of(self.pick(("S", "B"))))
            else:
                operand = self.cond_operand(doc, keys_ok, True, not_path=p, allow_size=False)
                if "type" in operand:
                    operand = self.operand_value(self.value_of("S"))
            return {"op": "begins_with", "path": self.path_state(p), "value": operand}
        operand = self.cond_operand(doc, keys_ok, False, not_path=p)
        return {"op": "contains", "path": self.path_state(p), "value": operand}

    # -- updates ------------------------------------------------------------------
    def update(self, doc: dict) -> list[dict]:
        n = self.draw(st.integers(1, 5))
        tops = [k for k in doc if k not in KEY_NAMES]
        chosen: list[str] = []
        for _ in range(n):
            if tops and self.chance(0.6):
                t = self.pick(tops)
            else:
                t = self.name(exclude=set(doc))
            if t not in chosen and t not in KEY_NAMES:
                chosen.append(t)
        return [self.update_action(doc, t) for t in chosen]

    def descend(self, doc: dict, top: str) -> tuple[tuple, dict | None]:
        """A path under ``top`` through existing containers only: ends at an
        existing value, a new map key, or a list index (past the end appends)."""
        segs: list = [top]
        node = doc.get(top)
        while node is not None and self.chance(0.5):
            t, v = next(iter(node.items()))
            if t == "M":
                if v and self.chance(0.6):
                    k = self.pick(list(v))
                    segs.append(k)
                    node = v[k]
                    continue
                segs.append(self.name(exclude=set(v)))
                return tuple(segs), None
            if t == "L":
                if v and self.chance(0.6):
                    i = self.draw(st.integers(0, len(v) - 1))
                    segs.append(i)
                    node = v[i]
                    continue
                segs.append(self.draw(st.integers(len(v), len(v) + 5)))
                return tuple(segs), None
            break
        return tuple(segs), node

    def update_action(self, doc: dict, top: str) -> dict:
        kind = self.pick(("SET", "SET", "SET", "REMOVE", "ADD", "DELETE"))
        path, node = self.descend(doc, top)
        if kind == "ADD":
            if node is None or _type(node) == "N":
                value = (
                    self.value_of("N", small=True)
                    if node is not None or self.chance(0.5)
                    else self.value_of(self.pick(SET_TYPES))
                )
                return {"action": "ADD", "path": self.path_state(path), "value": self.operand_value(value)}
            if _type(node) in SET_TYPES:
                return {
                    "action": "ADD",
                    "path": self.path_state(path),
                    "value": self.operand_value(self.value_of(_type(node))),
                }
            kind = "SET"
        if kind == "DELETE":
            if node is None or _type(node) in SET_TYPES:
                t = _type(node) if node is not None else self.pick(SET_TYPES)
                value = self.value_of(t)
                if node is not None and self.chance(0.6):
                    members = list(next(iter(node.values())))
                    value = {"type": t, "value": self.draw(st.lists(st.sampled_from(members), min_size=1, unique=True))}
                return {"action": "DELETE", "path": self.path_state(path), "value": self.operand_value(value)}
            kind = "SET"
        if kind == "REMOVE":
            return {"action": "REMOVE", "path": self.path_state(path)}
        return {"action": "SET", "path": self.path_state(path), "value": self.set_value(doc, path, node)}

    def existing_of(self, doc: dict, types) -> list[tuple]:
        return [p for p, v in walk(doc) if _type(v) in types and p[0] not in KEY_NAMES]

    def missing_path(self, doc: dict) -> tuple:
        p = self.random_path(top="absent_" + self.name())
        return p if lookup(doc, p) is None else ("absent_",)

    def set_value(self, doc: dict, target: tuple, node: dict | None) -> dict:
        kind = self.pick(("value", "value", "path", "plus", "minus", "if_not_exists", "list_append"))
        if kind == "path":
            existing = [p for p, _ in walk(doc)]
            if existing:
                return {"path": self.path_state(self.pick(existing))}
            kind = "value"
        if kind in ("plus", "minus"):
            a = self.number_operand(doc, target, node)
            b = self.number_operand(doc, target, node)
            if self.risk(0.15):
                b = {"list_append": [self.operand_value(self.value_of("L")), self.operand_value(self.value_of("L"))]}
            return {kind: [a, b]}
        if kind == "if_not_exists":
            p = self.pick([target, self.any_path(doc, keys_ok=False), self.missing_path(doc)])
            return {"if_not_exists": [self.path_state(p), self.default_operand(doc, p)]}
        if kind == "list_append":
            a = self.list_operand(doc, target, node)
            b = self.list_operand(doc, target, node)
            if self.risk(0.15):
                a = {"list_append": [self.operand_value(self.value_of("L")), b]}
            return {"list_append": [a, b]}
        return self.operand_value(self.value(depth=2))

    def default_operand(self, doc: dict, first: tuple, depth: int = 2) -> dict:
        kind = self.pick(("value", "value", "path", "if_not_exists") if depth > 0 else ("value",))
        if self.risk(0.1):
            return {"list_append": [self.operand_value(self.value_of("L")), self.operand_value(self.value_of("L"))]}
        if kind == "path":
            existing = [p for p, _ in walk(doc) if p != first or self.risk(0.3)]
            if existing:
                return {"path": self.path_state(self.pick(existing))}
        if kind == "if_not_exists":
            p = self.pick([self.any_path(doc, keys_ok=False), self.missing_path(doc)])
            return {"if_not_exists": [self.path_state(p), self.default_operand(doc, p, depth - 1)]}
        return self.operand_value(self.value(depth=1))

    def number_operand(self, doc: dict, target: tuple, node: dict | None) -> dict:
        """An operand that is a (small) number when the update runs."""
        numbers = self.existing_of(doc, ("N",))
        kind = self.pick(("value", "path", "if_not_exists"))
        if kind == "path" and numbers:
            return {"path": self.path_state(self.pick(numbers))}
        if kind == "if_not_exists":
            firsts = numbers + [self.missing_path(doc)] + ([target] if node is None or _type(node) == "N" else [])
            return {
                "if_not_exists": [
                    self.path_state(self.pick(firsts)),
                    self.operand_value(self.value_of("N", small=True)),
                ]
            }
        return self.operand_value(self.value_of("N", small=True))

    def list_operand(self, doc: dict, target: tuple, node: dict | None) -> dict:
        """An operand that is a list when the update runs."""
        lists = self.existing_of(doc, ("L",))
        kind = self.pick(("value", "path", "if_not_exists"))
        if kind == "path" and lists:
            return {"path": self.path_state(self.pick(lists))}
        if kind == "if_not_exists":
            firsts = lists + [self.missing_path(doc)] + ([target] if node is None or _type(node) == "L" else [])
            return {"if_not_exists": [self.path_state(self.pick(firsts)), self.operand_value(self.value_of("L"))]}
        return self.operand_value(self.value_of("L"))

    # -- projections ------------------------------------------------------------
    def projection(self, doc: dict, keys_ok: bool = True) -> list:
        paths: list[tuple] = []
        for _ in range(self.draw(st.integers(1, 4))):
            p = self.any_path(doc, keys_ok)
            if self.risk(0.1) and paths:
                p = self.pick(paths) + (("z",) if self.chance(0.5) else ())
            elif any(_overlap(p, q) for q in paths):
                continue
            paths.append(p)
        return [self.path_state(p) for p in paths]

    # -- items ------------------------------------------------------------------
    def item(self, key: tuple[str, str]) -> dict:
        item = {"PK": {"type": "S", "value": key[0]}, "SK": {"type": "S", "value": key[1]}}
        for _ in range(self.draw(st.integers(0, 6))):
            item[self.name(exclude=set(item))] = self.value(depth=2)
        return item

    # -- operations -----------------------------------------------------------
    def write_condition(self, doc: dict) -> dict:
        want = self.pick((True, True, None, None, False))
        return self.condition(doc, want)

    def state(self) -> dict:
        op = self.pick(
            (
                "GetItem",
                "PutItem",
                "UpdateItem",
                "DeleteItem",
                "Query",
                "Scan",
                "TransactWriteItems",
                "TransactGetItems",
            )
        )
        state: dict = {"version": 1, "operation": op}
        options: dict = {}
        if op in ("GetItem", "PutItem", "UpdateItem", "DeleteItem"):
            ((key, doc),) = self.targets(1)
            state["table"] = TABLE
            if op == "PutItem":
                state["item"] = self.item(key)
                self.keys_known = False
            else:
                state["key"] = self.key_state(*key)
            if op == "UpdateItem":
                state["update"] = self.update(doc)
            if op != "GetItem" and self.chance(0.7):
                state["condition"] = self.write_condition(doc)
            if op == "GetItem":
                if self.chance(0.5):
                    state["projection"] = self.projection(doc)
                if self.chance(0.3):
                    options["consistent_read"] = self.draw(st.booleans())
            else:
                if self.chance(0.3):
                    rv = (
                        ("NONE", "ALL_OLD", "UPDATED_OLD", "ALL_NEW", "UPDATED_NEW")
                        if op == "UpdateItem"
                        else ("NONE", "ALL_OLD")
                    )
                    options["return_values"] = self.pick(rv)
                if self.chance(0.3):
                    options["return_values_on_condition_check_failure"] = self.pick(("NONE", "ALL_OLD"))
                if self.chance(0.2):
                    options["return_item_collection_metrics"] = self.pick(("SIZE", "NONE"))
        elif op in ("Query", "Scan"):
            state["table"] = TABLE
            doc = self.pick(list(SEEDS.values()) + [{}])
            keys_ok = op == "Scan"
            self.keys_known = op == "Query"
            if op == "Query":
                state["key_condition"] = self.key_condition()
            # a Query filter on a key attribute is refusable only when the key condition names it
            names_sort = op == "Query" and "sort" in state["key_condition"]
            self.keys_known = names_sort
            if self.chance(0.7):
                state["filter"] = self.condition(doc, None, keys_ok=keys_ok or (names_sort and self.risk(0.2)))
            if self.chance(0.4):
                state["projection"] = self.projection(doc)
            self.read_options(op, options, has_projection="projection" in state)
        else:
            n = self.draw(st.integers(1, 6))
            actions = []
            for key, doc in self.targets(n):
                if op == "TransactGetItems":
                    a = {"type": "Get", "table": TABLE, "key": self.key_state(*key)}
                    if self.chance(0.4):
                        a["projection"] = self.projection(doc)
                else:
                    kind = self.pick(("Put", "Update", "Delete", "ConditionCheck"))
                    a = {"type": kind, "table": TABLE}
                    self.keys_known = kind != "Put"
                    if kind == "Put":
                        a["item"] = self.item(key)
                    else:
                        a["key"] = self.key_state(*key)
                    if kind == "Update":
                        a["update"] = self.update(doc)
                    if kind == "ConditionCheck" or self.chance(0.6):
                        a["condition"] = self.write_condition(doc)
                    if self.chance(0.2):
                        a["return_values_on_condition_check_failure"] = self.pick(("NONE", "ALL_OLD"))
                actions.append(a)
            state["actions"] = actions
            if op == "TransactWriteItems":
                if self.chance(0.3):
                    token = self.draw(st.text(min_size=1, max_size=36))
                    # DynamoDB counts the 36 in UTF-16 code units
                    while len(token.encode("utf-16-le")) > 72 and not self.risk(0.5):
                        token = token[:-1]
                    state["client_request_token"] = token
                if self.chance(0.2):
                    options["return_item_collection_metrics"] = self.pick(("SIZE", "NONE"))
        if self.chance(0.2):
            options["return_consumed_capacity"] = self.pick(("INDEXES", "TOTAL", "NONE"))
        if options:
            state["options"] = options
        if self.chance(0.6):
            ph: dict = {}
            if self.chance(0.8):
                ph["names"] = self.pick(("auto", "all"))
            if self.chance(0.8):
                ph["style"] = self.pick(("readable", "compact"))
            state["placeholders"] = ph
        return state

    def key_condition(self) -> dict:
        pk = "P#1" if self.chance(0.7) else self.string(allow_empty=self.risk(0.2))
        kc: dict = {"partition": {"name": "PK", "value": self.operand_value({"type": "S", "value": pk})}}
        if self.chance(0.6):
            op = self.pick(SORT_OPS)
            allow_empty = self.risk(0.2)

            def sort_value():
                if self.chance(0.5):
                    return self.pick(("S#", "S#1", "S#2", "N#", "S", "T"))
                return self.string(allow_empty=allow_empty)

            sort: dict = {"name": "SK", "op": op.upper() if self.chance(0.3) else op, "value": None}
            low = sort_value()
            if op == "between":
                high = sort_value()
                if _utf8(low) > _utf8(high) and not self.risk(0.3):
                    low, high = high, low
                sort["high"] = self.operand_value({"type": "S", "value": high})
            sort["value"] = self.operand_value({"type": "S", "value": low})
            kc["sort"] = sort
        return kc

    def read_options(self, op: str, options: dict, has_projection: bool):
        if self.chance(0.3):
            options["consistent_read"] = self.draw(st.booleans())
        if self.chance(0.3):
            options["limit"] = self.draw(st.integers(1, 5))
        if op == "Query" and self.chance(0.3):
            options["scan_index_forward"] = self.draw(st.booleans())
        if self.chance(0.3):
            if self.risk(0.3):
                options["select"] = self.pick(
                    ("ALL_ATTRIBUTES", "ALL_PROJECTED_ATTRIBUTES", "SPECIFIC_ATTRIBUTES", "COUNT")
                )
            else:
                options["select"] = "SPECIFIC_ATTRIBUTES" if has_projection else self.pick(("ALL_ATTRIBUTES", "COUNT"))
        if op == "Scan":
            if self.chance(0.25):
                total = self.draw(st.integers(1, 4))
                options["total_segments"] = total
                options["segment"] = self.draw(st.integers(0, total - 1))
                if self.risk(0.3):
                    del options[self.pick(("total_segments", "segment"))]
                elif self.risk(0.3):
                    options["segment"] = total
            if self.chance(0.15) and options.get("total_segments", 1) == 1:
                # with several segments the start key must hash into the segment
                options["exclusive_start_key"] = self.key_state(
                    self.string(allow_empty=False), self.string(allow_empty=False)
                )


def _segs_of(operand: dict) -> tuple | None:
    """The segments of a path operand the generator built (list or text form)."""
    raw = operand.get("path", operand.get("size"))
    if raw is None:
        return None
    if isinstance(raw, list):
        return tuple(raw)
    return tuple(_parse_text(raw))


def _parse_text(text: str) -> list:
    """Inverse of :func:`path_text` (for the generator's own bookkeeping)."""
    src, segs, i = text.strip(), [], 0
    while i < len(src):
        ch = src[i]
        if ch == ".":
            i += 1
        elif ch == "[":
            j = src.index("]", i)
            segs.append(int(src[i + 1 : j]))
            i = j + 1
        elif ch == "`":
            j, buf = i + 1, []
            while True:
                if src[j] == "`":
                    if j + 1 < len(src) and src[j + 1] == "`":
                        buf.append("`")
                        j += 2
                        continue
                    break
                buf.append(src[j])
                j += 1
            segs.append("".join(buf))
            i = j + 1
        else:
            j = i
            while j < len(src) and src[j] not in ".[`":
                j += 1
            segs.append(src[i:j])
            i = j
    return segs


def _overlap(p: tuple, q: tuple) -> bool:
    """DynamoDB refuses two projection paths where one is a prefix of the other
    ("overlap") or that part at one step, one by index and one by name ("conflict")."""
    for a, b in zip(p, q):
        if a == b and type(a) is type(b):
            continue
        return isinstance(a, int) != isinstance(b, int)
    return True


def delete_transaction(actions: int) -> dict:
    """A TransactWriteItems of ``actions`` Delete actions with a one-attribute key:
    3 parts each, so 100 actions (DynamoDB's most) fit in a link's 400 parts
    (the largest transaction a link holds: the page cache's tests and ``make bench``)."""
    return {
        "version": 1,
        "operation": "TransactWriteItems",
        "actions": [
            {"type": "Delete", "table": "Social", "key": {"PK": {"type": "S", "value": f"POST#{i}"}}}
            for i in range(actions)
        ],
    }


@st.composite
def states(draw, risky: bool = False) -> dict:
    """A builder state (see the module docstring); ``risky`` mixes in constructs
    DynamoDB rejects, which the core should refuse too."""
    return _Gen(draw, risky).state()


# --------------------------------------------------------------------------
# Sending
# --------------------------------------------------------------------------
_VALUE_MAPS = ("Key", "Item", "ExclusiveStartKey", "ExpressionAttributeValues")


def retarget(params: dict, table: str) -> dict:
    """A copy of request parameters with every TableName set to ``table``."""
    params = copy.deepcopy(params)

    def fix(obj):
        if isinstance(obj, dict):
            if "TableName" in obj:
                obj["TableName"] = table
            for v in obj.values():
                fix(v)
        elif isinstance(obj, list):
            for v in obj:
                fix(v)

    fix(params)
    return params


def wire_params(params: dict) -> dict:
    """Request parameters (binary as base64 text) -> what boto3's client takes."""
    out = {}
    for name, value in params.items():
        if name in _VALUE_MAPS:
            out[name] = item_to_wire(value)
        elif name == "TransactItems":
            out[name] = [{kind: wire_params(body) for kind, body in entry.items()} for entry in value]
        else:
            out[name] = value
    return out


def send(client, operation: str, params: dict, table: str | None = None) -> dict:
    """Call ``operation`` (GetItem, TransactWriteItems, ...) with ``params``."""
    if table is not None:
        params = retarget(params, table)
    return getattr(client, xform_name(operation))(**wire_params(params))


def error_code(exc: ClientError) -> str:
    return exc.response.get("Error", {}).get("Code", "")


def cancellation_codes(exc: ClientError) -> list[str]:
    return [r.get("Code", "None") for r in exc.response.get("CancellationReasons", [])]


def reset_table(client, table: str) -> None:
    """Empty ``table`` and write :data:`SEED_ITEMS` again."""
    start = None
    while True:
        kw = {"TableName": table, "ProjectionExpression": "PK, SK", "ConsistentRead": True}
        if start:
            kw["ExclusiveStartKey"] = start
        page = client.scan(**kw)
        for item in page.get("Items", []):
            client.delete_item(TableName=table, Key={"PK": item["PK"], "SK": item["SK"]})
        start = page.get("LastEvaluatedKey")
        if not start:
            break
    for item in SEED_ITEMS:
        client.put_item(TableName=table, Item=item_to_wire(item))
