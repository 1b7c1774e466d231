"""ScyllaDB Alternator: its number tests and its ReturnValues tests.

Source: scylladb/scylladb, commit a55b434, ``test/alternator/test_number.py``
(numbers of the largest and smallest allowed magnitude and one past them, 38
significant digits and 39, ``+``/``-`` in an UpdateExpression keeping full
precision, overflowing the range, or needing more than 38 digits) and
``test/alternator/test_returnvalues.py`` (``ReturnValues`` on PutItem,
UpdateItem and DeleteItem: absent, ``NONE``, ``ALL_OLD``, ``UPDATED_OLD``,
``ALL_NEW``, ``UPDATED_NEW``, values an operation does not take, unknown and
lower-case values, and UPDATED_OLD/UPDATED_NEW/ALL_NEW on nested paths,
list indexes past the end and REMOVE of list elements). Alternator's tests
are written to pass against AWS DynamoDB as well as Alternator: they send a
request (boto3's Table resource) and assert the answer (a
``ValidationException`` matching a regexp, ``Attributes`` or the item read
back). Only the requests were taken, as data. At this commit
``test_number.py`` holds no number-set request.

Adapted only as far as needed to run: the fixture table ``test_table_s``
(string ``p``) as ``alternator_s``; ``random_string()`` keys as fixed
strings; boto3's plain Python values written typed as its TypeSerializer
marshals them (str -> S, int -> N, list -> L, dict -> M; a ``Decimal`` as
``str()`` of it under the test's 100-digit context, so ``Decimal("1e10")`` is
sent as ``"1E+10"`` and ``Decimal("11e125")`` as ``"1.1E+126"``). Each test
runs several requests on one key: each case's ``before`` is the item as the
test's earlier steps (its ``put_item`` and earlier requests) left it. A test
looping over values gives one case per value taken, cited at the request's
line (eight of ``test_number_magnitude_allowed``'s twelve). Tests marked
xfail for Alternator (it allows too much magnitude and precision) are kept:
their requests are plain DynamoDB requests that DynamoDB refuses. Left out:
the legacy ``AttributeUpdates={}`` UpdateItems of the ReturnValues tests (no
expression: lines 240, 281, 285, 339, 343) and five requests that repeat an
earlier case's request on another key (lines 70, 93, 111, 134, 158: the
second ``ReturnValues='NONE'`` PutItem, DeleteItem and UpdateItem, the second
``'DOG'`` PutItem and DeleteItem).
"""

from __future__ import annotations

from ._build import case, item, table, typed, values

SOURCE = "alternator"
NUM = "scylladb/scylladb@a55b434 test/alternator/test_number.py"
RV = "scylladb/scylladb@a55b434 test/alternator/test_returnvalues.py"
S = table(("p", "S"))
TABLE = "alternator_s"

KEY = "random_string() key as a fixed string"
STEP = KEY + "; before: the item the test's earlier steps left"
PUT = KEY + "; before: the item the test's put_item wrote"
NEW = KEY + "; no item before (the test uses a new key)"
GONE = KEY + "; no item before (the test's earlier step deleted it, or never wrote it)"


def n(text: str):
    """A number as the exact text boto3 sends."""
    return typed({"N": text})


def _upd(src, line, key, before, expr, vals=None, rv=None, note=STEP):
    req = {"TableName": TABLE, "Key": {"p": {"S": key}}}
    if rv is not None:
        req["ReturnValues"] = rv
    req["UpdateExpression"] = expr
    if vals is not None:
        req["ExpressionAttributeValues"] = values(vals)
    return case(f"{src}:{line}", "UpdateItem", req, S, list(before), note)


def _put(line, key, before, rv=None, note=STEP, **attrs):
    req = {"TableName": TABLE, "Item": item(p=key, **attrs)}
    if rv is not None:
        req["ReturnValues"] = rv
    return case(f"{RV}:{line}", "PutItem", req, S, list(before), note)


def _del(line, key, before, rv=None, note=PUT):
    req = {"TableName": TABLE, "Key": {"p": {"S": key}}}
    if rv is not None:
        req["ReturnValues"] = rv
    return case(f"{RV}:{line}", "DeleteItem", req, S, list(before), note)


def _num_item(key, **attrs):
    return {"p": {"S": key}, **{k: {"N": v} for k, v in attrs.items()}}


# --- test_number.py ----------------------------------------------------------
MAG = "UJZDE8GXD6"
MAG_LOOP = "; one value of the test's loop (Decimal as boto3 sends it)"
# the loop's values in order, and the item each previous iteration left
MAGNITUDES = ["1E+10", "-1E+10", "1E+125", "-1E+125", "9.99999999E+125", "-9.99999999E+125", "1E-130", "-1E-130"]
MAG_BEFORE = [None, "1E+10", "-1E+100", "1E+125", "-1E+125", "9.99999999E+125", "-1E-100", "1E-130"]
SKIPPED = STEP + " (the loop's previous value, {}, not taken as a case)"
MAG_NOTES = [NEW, STEP, SKIPPED.format("-1e100"), STEP, STEP, STEP, SKIPPED.format("-1e-100"), STEP]
NUMBER = [
    _upd(
        NUM,
        65,
        MAG,
        [] if b is None else [_num_item(MAG, a=b)],
        "SET a = :val",
        {":val": n(v)},
        note=note + MAG_LOOP,
    )
    for v, b, note in zip(MAGNITUDES, MAG_BEFORE, MAG_NOTES)
]

XF = "; the test is marked xfail for Alternator (it allows too much magnitude and precision); AWS refuses"
NUMBER += [
    _upd(NUM, 76, "NCF10EPF91", [], "SET a = :val", {":val": n("1E+126")}, note=NEW + MAG_LOOP + XF),
    _upd(
        NUM,
        76,
        "NCF10EPF91",
        [],
        "SET a = :val",
        {":val": n("1.1E+126")},
        note=NEW + "; Decimal('11e125') as boto3 sends it" + XF,
    ),
    _upd(NUM, 82, "NCF10EPF91", [], "SET a = :val", {":val": n("1E-131")}, note=NEW + MAG_LOOP + XF),
    _upd(
        NUM,
        82,
        "NCF10EPF91",
        [],
        "SET a = :val",
        {":val": n("9E-131")},
        note=NEW + "; Decimal('0.9e-130') as boto3 sends it" + XF,
    ),
]

PREC = "DHODZDOC9I"
PI38 = ["3.1415926535897932384626433832795028841", "314159265358979323846.26433832795028841"]
PI38 += ["3.1415926535897932384626433832795028841E+67"]
NUMBER += [
    _upd(NUM, 93, PREC, [], "SET a = :val", {":val": n(PI38[0])}, note=NEW + MAG_LOOP),
    _upd(NUM, 93, PREC, [_num_item(PREC, a=PI38[0])], "SET a = :val", {":val": n(PI38[1])}, note=STEP + MAG_LOOP),
    _upd(
        NUM,
        93,
        PREC,
        [_num_item(PREC, a=PI38[1])],
        "SET a = :val",
        {":val": n(PI38[2])},
        note=STEP + "; Decimal('31415926535897932384626433832795028841e30') as boto3 sends it",
    ),
]
PI39 = ["3.14159265358979323846264338327950288419", "314159265358979323846.264338327950288419"]
PI39 += ["3.14159265358979323846264338327950288419E+68"]
NUMBER += [
    _upd(NUM, 107, "S0J8HT9LGM", [], "SET a = :val", {":val": n(v)}, note=NEW + MAG_LOOP + XF) for v in PI39[:2]
] + [
    _upd(
        NUM,
        107,
        "S0J8HT9LGM",
        [],
        "SET a = :val",
        {":val": n(PI39[2])},
        note=NEW + "; Decimal('314159265358979323846264338327950288419e30') as boto3 sends it" + XF,
    )
]

PLUS = "XG9EDN581U"
BIG = {":val1": n("1"), ":val2": n("10000000000000000000000")}
NUMBER += [
    _upd(NUM, 117, PLUS, [], "SET b = :val1 + :val2", BIG, note=NEW),
    _upd(NUM, 121, PLUS, [_num_item(PLUS, b="10000000000000000000001")], "SET b = :val2 - :val1", BIG),
    _upd(
        NUM,
        132,
        "33XTPLPFT7",
        [],
        "SET b = :val1 + :val2",
        {":val1": n("9E+125"), ":val2": n("9E+125")},
        note=NEW + XF,
    ),
    _upd(
        NUM,
        136,
        "33XTPLPFT7",
        [],
        "SET b = :val1 - :val2",
        {":val1": n("9E+125"), ":val2": n("-9E+125")},
        note=NEW + XF,
    ),
    _upd(
        NUM,
        150,
        "5V2SEH60KV",
        [],
        "SET b = :val1 - :val2",
        {":val1": n("1E+50"), ":val2": n("1")},
        note=NEW + XF + " (the test says DynamoDB calls this a number overflow)",
    ),
    _upd(
        NUM,
        154,
        "5V2SEH60KV",
        [],
        "SET b = :val1 + :val2",
        {":val1": n("1E+50"), ":val2": n("1")},
        note=NEW + XF,
    ),
]

# --- test_returnvalues.py: trivial, PutItem, DeleteItem ----------------------
T1, T2, T3 = "J50CE9UVW5", "3EFR4EDT2S", "YWB3WKH5DN"
RETURN_PUT_DELETE = [
    _put(35, T1, [item(p=T1, a="hi")], "NONE", PUT, a="hello"),
    _put(38, T1, [item(p=T1, a="hello")], "DOG", STEP, a="hello"),
    _upd(RV, 42, T2, [item(p=T2, a="hi", b="dog")], "SET b = :val", {":val": "cat"}, "NONE", PUT),
    _upd(RV, 47, T2, [item(p=T2, a="hi", b="cat")], "SET a = a + :val", {":val": 1}, "DOG"),
    _del(53, T3, [item(p=T3, a="hi")], "NONE"),
    _del(56, T3, [], "DOG", GONE),
]
P1, P3, P4 = "SIPZZ5FK2Z", "JFLJOOA5LQ", "SAJ08XUI6D"
RETURN_PUT_DELETE += [
    _put(65, P1, [item(p=P1, a="hi")], None, PUT, a="hello"),
    _put(76, P3, [item(p=P3, a="hi")], "ALL_OLD", PUT, a="hello"),
    _put(81, P4, [], "ALL_OLD", NEW, a="hello"),
] + [
    _put(line, P4, [item(p=P4, a="hello")], rv, STEP, a="hello")
    for line, rv in ((86, "UPDATED_OLD"), (88, "ALL_NEW"), (90, "UPDATED_NEW"), (97, "none"))
]
D1, D3, D4 = "39ZZZZG4ZD", "J8GXBENYJQ", "WX4HH5344T"
RETURN_PUT_DELETE += [
    _del(106, D1, [item(p=D1, a="hi")]),
    _del(117, D3, [item(p=D3, a="hi")], "ALL_OLD"),
    _del(122, D4, [], "ALL_OLD", NEW),
] + [
    _del(line, D4, [], rv, GONE)
    for line, rv in ((127, "UPDATE_OLD"), (129, "ALL_NEW"), (131, "UPDATE_NEW"), (138, "none"))
]

# --- test_returnvalues.py: UpdateItem -----------------------------------------
U1, U2 = "FJGVQ4K7BN", "7XJ8B7TFQ7"
RETURN_UPDATE = [
    _upd(RV, 150, U1, [item(p=U1, a="hi", b="dog")], "SET b = :val", {":val": "cat"}, None, PUT),
    _upd(RV, 166, U2, [item(p=U2, a="hi", b="cat")], "SET a = :val", {":val": 1}, "none"),
    _upd(RV, 172, U2, [item(p=U2, a="hi", b="cat")], "SET a = :val", {":val": 1}, "DOG"),
]
AO1, AO2 = "XKWO886VOM", "PZOM75WBBR"
RETURN_UPDATE += [
    _upd(RV, 181, AO1, [item(p=AO1, a="hi", b="dog")], "SET b = :val", {":val": "cat"}, "ALL_OLD", PUT),
    _upd(RV, 189, AO2, [], "SET b = :val", {":val": "cat"}, "ALL_OLD", NEW),
]
UO = "4QMW2WXFOG"
RETURN_UPDATE += [
    _upd(
        RV,
        199,
        UO,
        [item(p=UO, a="hi", b="dog")],
        "SET b = :val, c = :val2",
        {":val": "cat", ":val2": "hello"},
        "UPDATED_OLD",
        PUT,
    ),
    _upd(RV, 207, UO, [item(p=UO, a="hi", b="cat", c="hello")], "SET b = :val", {":val": "cat"}, "UPDATED_OLD"),
    _upd(RV, 213, UO, [item(p=UO, a="hi", b="cat", c="hello")], "REMOVE b", None, "UPDATED_OLD"),
    _upd(RV, 219, UO, [item(p=UO, a="hi", c="hello")], "SET b = :val", {":val": "cat"}, "UPDATED_OLD"),
    _upd(
        RV,
        226,
        UO,
        [item(p=UO, a="hi", b="cat", c="hello")],
        "SET b = :val, d = :val2",
        {":val": "dog", ":val2": "lion"},
        "UPDATED_OLD",
    ),
    _upd(
        RV,
        233,
        UO,
        [item(p=UO, a="hi", b="dog", c="hello", d="lion")],
        "SET b = :val, d = :val2",
        {":val": "cat", ":val2": "tiger"},
        "UPDATED_OLD",
    ),
]
AN1, AN2, AN3 = "O4MVN4A4WF", "HYM4L1VFZ3", "ZFKKIBJ3J4"
RETURN_UPDATE += [
    _upd(RV, 249, AN1, [item(p=AN1, a="hi", b="dog")], "SET b = :val", {":val": "cat"}, "ALL_NEW", PUT),
    _upd(RV, 255, AN1, [item(p=AN1, a="hi", b="cat")], "REMOVE b", None, "ALL_NEW"),
    _upd(RV, 262, AN2, [], "SET b = :val", {":val": "cat"}, "ALL_NEW", NEW),
    _upd(RV, 272, AN3, [], "REMOVE b", None, "ALL_NEW", NEW),
]
UN1, UN2, UN3 = "WJ99IBAG7I", "1MNBQNS6PU", "Q80IDW3706"
RETURN_UPDATE += [
    _upd(
        RV,
        296,
        UN1,
        [item(p=UN1, a="hi", b="dog")],
        "SET b = :val, c = :val2",
        {":val": "cat", ":val2": "hello"},
        "UPDATED_NEW",
        PUT,
    ),
    _upd(RV, 303, UN1, [item(p=UN1, a="hi", b="cat", c="hello")], "REMOVE b", None, "UPDATED_NEW"),
    _upd(
        RV,
        310,
        UN1,
        [item(p=UN1, a="hi", c="hello")],
        "SET a = :val, b = :val2 REMOVE c",
        {":val": "dog", ":val2": "tiger"},
        "UPDATED_NEW",
    ),
    _upd(RV, 320, UN2, [item(p=UN2, a=1)], "SET a = a + :val", {":val": 1}, "UPDATED_NEW", PUT),
    _upd(RV, 329, UN3, [], "SET a = :val", {":val": 1}, "UPDATED_NEW", NEW),
]

# --- test_update_item_returnvalues_nested --------------------------------------
NK = "I8J76B2LAJ"


def _nested(b, c, **extra):
    return [item(p=NK, a={"b": b, "c": c, **extra}, d="cat")]


NESTED = [
    _upd(RV, 352, NK, _nested("dog", [1, 2, 3]), "SET a.b = :val", {":val": "hi"}, "ALL_OLD", PUT),
    _upd(RV, 360, NK, _nested("hi", [1, 2, 3]), "SET a.b = :val", {":val": "yo"}, "UPDATED_OLD"),
    _upd(RV, 364, NK, _nested("yo", [1, 2, 3]), "SET a.c[1] = :val", {":val": 7}, "UPDATED_OLD"),
    _upd(
        RV,
        368,
        NK,
        _nested("yo", [1, 7, 3]),
        "SET a.c[1] = :val, a.b = :val2",
        {":val": 8, ":val2": "dog"},
        "UPDATED_OLD",
    ),
    _upd(RV, 372, NK, _nested("dog", [1, 8, 3]), "SET a.b = :val", {":val": "hello"}, "UPDATED_NEW"),
    _upd(RV, 376, NK, _nested("hello", [1, 8, 3]), "SET a.c[1] = :val", {":val": 4}, "UPDATED_NEW"),
    _upd(
        RV,
        380,
        NK,
        _nested("hello", [1, 4, 3]),
        "SET a.c[1] = :val, a.b = :val2",
        {":val": 3, ":val2": "dog"},
        "UPDATED_NEW",
    ),
    _upd(RV, 388, NK, _nested("dog", [1, 3, 3]), "SET a.b = :val", {":val": "hi"}, "ALL_NEW"),
    _upd(RV, 392, NK, _nested("hi", [1, 3, 3]), "SET a.c[1] = :val", {":val": 4}, "ALL_NEW"),
    _upd(
        RV,
        396,
        NK,
        _nested("hi", [1, 4, 3]),
        "SET a.c[1] = :val, a.b = :val2",
        {":val": 3, ":val2": "dog"},
        "ALL_NEW",
    ),
    _upd(RV, 401, NK, _nested("dog", [1, 3, 3]), "REMOVE a.c[1], a.c[3]", None, "UPDATED_OLD"),
    _upd(RV, 406, NK, _nested("dog", [1, 3]), "SET a.x1 = :val", {":val": 8}, "UPDATED_OLD"),
    _upd(RV, 410, NK, _nested("dog", [1, 3], x1=8), "SET a.x2 = :val", {":val": 8}, "UPDATED_NEW"),
    _upd(RV, 421, NK, _nested("dog", [1, 3], x1=8, x2=8), "SET a.c[100] = :val", {":val": 70}, "UPDATED_NEW"),
    _upd(RV, 431, NK, _nested("dog", [1, 3, 70], x1=8, x2=8), "REMOVE a.c[1]", None, "UPDATED_NEW"),
]

CASES = NUMBER + RETURN_PUT_DELETE + RETURN_UPDATE + NESTED
