"""dynein, AWS Labs' DynamoDB CLI (awslabs/dynein, Rust): the requests it
sends, from the texts its unit tests pin and the commands its integration
tests run.

Source: awslabs/dynein, commit eccb2c7 (2025-08-08; ``src/data.rs``,
``src/parser.rs``, ``tests/query.rs``, ``tests/upd.rs``, ``tests/scan.rs``
last changed @ cb1ffab). ``src/data.rs``: ``update_item`` sends an UpdateItem
of the key with the text, names and values ``generate_update_expressions``
makes of ``--set`` or ``--remove`` (every path segment a placeholder
``#DYNEIN_ATTRNAME<n>`` in order of first use, every literal
``:DYNEIN_ATTRVAL<n>``, no spaces: ``SET #DYNEIN_ATTRNAME0=#DYNEIN_ATTRNAME0+:DYNEIN_ATTRVAL0``)
and ``ReturnValues: ALL_NEW``; ``--atomic-counter x`` as ``--set 'x = x + 1'``;
``query`` a Query whose ``KeyConditionExpression`` is ``#DYNEIN_PKNAME =
:DYNEIN_PKVAL``, then `` AND `` and the sort key condition ``DyneinParser``
makes of ``--sort-key`` (``#DYNEIN_ATTRNAME0>=:DYNEIN_ATTRVAL0``, ``#DYNEIN_ATTRNAME0
BETWEEN :DYNEIN_ATTRVAL0 AND :DYNEIN_ATTRVAL1``, ``begins_with(#DYNEIN_ATTRNAME0,:DYNEIN_ATTRVAL0)``;
in the default non-strict mode a number given for a string key is the
string), ``ConsistentRead: false``, ``Limit`` and ``ScanIndexForward: false``
when asked; ``scan`` a Scan with ``Limit`` (100 by default) and, with
``--attributes`` or ``--keys-only``, ``ProjectionExpression`` ``#DYNEIN_PKNAME,#DYNEIN_ATTRNAME0``.
The texts, names and values are those the unit tests pin:
``src/data.rs`` ``test_generate_update_expressions_*`` (SET of numbers and
strings, ``+``/``-``, list elements, nested map keys in backquotes,
``list_append`` both ways, ``if_not_exists``, REMOVE of attributes and list
elements) and ``src/parser.rs`` ``test_parse_sort_key`` (every comparator,
``BETWEEN`` of binaries, ``begins_with``, the non-strict fallbacks),
``test_parse_set_action``, ``test_remove_action``; and the requests dynein sends for the
commands of ``tests/upd.rs`` (set, remove, a Fibonacci step ``n1=n2,n2=n1+n2``,
the atomic counter), ``tests/query.rs`` (descending, limit, each sort key
option) and ``tests/scan.rs``, which run against DynamoDB Local. Only the
requests were taken, as data: dynein was not built or run.

Adapted only as far as needed to run: a unit test's update as an UpdateItem
(``ReturnValues: ALL_NEW``, as ``update_item`` sends it) on a table
``dynein_unit`` keyed ``pk`` over a made-up item holding what the test names
(the Developer Guide's ProductCatalog attributes its comments quote), and also
over an item that lacks it, where DynamoDB refuses or the update creates it;
a sort key condition as the Query ``query`` builds around it (partition key
``pk`` = ``p``) on a table keyed ``pk`` and the test's ``id`` of the type its
``AttributeDefinition`` gives, over made-up items on both sides of the
condition. The integration tests' random table names (16 letters and digits)
fixed; their tables keyed as ``admin create table --keys`` makes them (``pk``
a string, ``sk,N`` a number sort key), their items as the tests put them;
``before`` what the test's earlier commands leave. Left out: the index Query
and Scan (the index is created by UpdateTable mid-test), table operations,
the commands dynein refuses before sending (strict-mode type errors).
"""

from __future__ import annotations

import base64

from ._build import N, S, case, item, table

SOURCE = "dynein"
REPO = "awslabs/dynein@eccb2c7 "
DATA = "src/data.rs:"
PARSER = "src/parser.rs:"
QUERY = "tests/query.rs:"
UPD = "tests/upd.rs:"
SCAN = "tests/scan.rs:"

CASES: list[dict] = []


def B(x: bytes) -> dict:
    return {"B": base64.b64encode(x).decode("ascii")}


def names(*attrs: str) -> dict:
    return {f"#DYNEIN_ATTRNAME{i}": a for i, a in enumerate(attrs)}


def vals(*values: dict) -> dict:
    return {f":DYNEIN_ATTRVAL{i}": v for i, v in enumerate(values)}


# ------------------------------------------------------------------ updates the unit tests pin
UNIT = "dynein_unit"
T_UNIT = table(("pk", "S"))
PRODUCT = item(pk="product-123", Price=100, Replies=3, Status="CLOSED", LastPostedBy="2020-02-23T11:11:11Z",
               RelatedItems=["item0", "item1", "item2", "item3"],
               pr={"5star": ["Excellent!", "Great"], "3star": ["OK"]},
               Brand="Brand Company A", InStock=True, QuantityOnHand=12, key="old", cls="x")  # fmt: skip
PRODUCT["class"] = PRODUCT.pop("cls")
BARE = item(pk="product-123")


def update(cite: str, expr: str, nm: dict, vl: dict | None, befores: list, note: str) -> None:
    request = {"TableName": UNIT, "Key": {"pk": S("product-123")}, "UpdateExpression": expr,
               "ExpressionAttributeNames": nm, "ReturnValues": "ALL_NEW"}  # fmt: skip
    if vl:
        request["ExpressionAttributeValues"] = vl
    for before, what in befores:
        CASES.append(case(REPO + cite, "UpdateItem", request, T_UNIT, before, f"{note}; before: {what}"))


FULL = ([PRODUCT], "a made-up product holding the attributes the test names")
NONE = ([BARE], "the item holds only its key")
MISSING = ([], "no item")
U = "the text, names and values the test pins, as update_item sends them"

update(DATA + "1257 (test_generate_update_expressions_set_int)", "SET #DYNEIN_ATTRNAME0=:DYNEIN_ATTRVAL0",
       names("Price"), vals(N(123)), [FULL, MISSING], U + ": --set 'Price = 123'")  # fmt: skip
update(DATA + "1280 (test_generate_update_expressions_set_int_str)",
       "SET #DYNEIN_ATTRNAME0=:DYNEIN_ATTRVAL0,#DYNEIN_ATTRNAME1=:DYNEIN_ATTRVAL1",
       names("Replies", "Status"), vals(N(0), S("OPEN")), [FULL], U + ": --set 'Replies = 0, Status = \"OPEN\"'")  # fmt: skip
update(DATA + "1313 (test_generate_update_expressions_set_str)", "SET #DYNEIN_ATTRNAME0=:DYNEIN_ATTRVAL0",
       names("class"), vals(S("Math")), [FULL], U + ": --set 'class = \"Math\"' (a reserved word, as a placeholder)")  # fmt: skip
update(DATA + "1336 (test_generate_update_expressions_set_plus)",
       "SET #DYNEIN_ATTRNAME0=#DYNEIN_ATTRNAME0+:DYNEIN_ATTRVAL0", names("Price"), vals(N(1)), [FULL, NONE],
       U + ": --set 'Price = Price + 1' (refused where Price is missing)")  # fmt: skip
update(DATA + "1359 (test_generate_update_expressions_set_minus)",
       "SET #DYNEIN_ATTRNAME0=#DYNEIN_ATTRNAME0-:DYNEIN_ATTRVAL0", names("Price"), vals(N(1)), [FULL],
       U + ": --set 'Price = Price - 1'")  # fmt: skip
update(DATA + "1382 (test_generate_update_expressions_set_hyphen)", "SET #DYNEIN_ATTRNAME0=:DYNEIN_ATTRVAL0",
       names("LastPostedBy"), vals(S("2020-02-24T22:22:22Z")), [FULL],
       U + ": --set 'LastPostedBy = \"2020-02-24T22:22:22Z\"'")  # fmt: skip
update(DATA + "1408 (test_generate_multi_update_expressions_include_hyphen)",
       "SET #DYNEIN_ATTRNAME0=:DYNEIN_ATTRVAL0,#DYNEIN_ATTRNAME1=:DYNEIN_ATTRVAL1",
       names("Replies", "LastPostedBy"), vals(N(0), S("2020-02-24T22:22:22Z")), [FULL, MISSING],
       U + ": --set 'Replies = 0, LastPostedBy = \"2020-02-24T22:22:22Z\"'")  # fmt: skip
update(DATA + "1443 (test_generate_update_expressions_set_single_quote)", "SET #DYNEIN_ATTRNAME0=:DYNEIN_ATTRVAL0",
       names("key"), vals(S("value")), [FULL], U + ": --set \"key = 'value'\" (a reserved word)")  # fmt: skip
update(DATA + "1468 (test_generate_update_expressions_set_array_element)",
       "SET #DYNEIN_ATTRNAME0[1]=:DYNEIN_ATTRVAL0", names("RelatedItems"), vals(S("item1")), [FULL, NONE],
       U + ": --set 'RelatedItems[1] = \"item1\"' (refused where the list is missing)")  # fmt: skip
update(DATA + "1493 (test_generate_update_expressions_set_array_element_nested)",
       "SET #DYNEIN_ATTRNAME0.#DYNEIN_ATTRNAME1[1]=:DYNEIN_ATTRVAL0,#DYNEIN_ATTRNAME0.#DYNEIN_ATTRNAME2=:DYNEIN_ATTRVAL1",
       names("pr", "5star", "3star"), vals(N(7), N(3)), [FULL, NONE],
       U + ": --set 'pr.`5star`[1] = 7, pr.`3star` = 3' (refused where pr is missing)")  # fmt: skip
update(DATA + "1525 (test_generate_update_expressions_list_append)",
       "SET #DYNEIN_ATTRNAME0=list_append(#DYNEIN_ATTRNAME0,:DYNEIN_ATTRVAL0)", names("RelatedItems"),
       vals({"L": [S("item2")]}), [FULL, NONE],
       U + ": --set 'RelatedItems = list_append(RelatedItems, [\"item2\"])' (refused where the list is missing)")  # fmt: skip
update(DATA + "1554 (test_generate_update_expressions_list_prepend)",
       "SET #DYNEIN_ATTRNAME0=list_append(:DYNEIN_ATTRVAL0,#DYNEIN_ATTRNAME0)", names("RelatedItems"),
       vals({"L": [S("item2")]}), [FULL], U + ": --set 'RelatedItems = list_append([\"item2\"], RelatedItems)'")  # fmt: skip
update(DATA + "1583 (test_generate_update_expressions_if_not_exists)",
       "SET #DYNEIN_ATTRNAME0=if_not_exists(#DYNEIN_ATTRNAME0,:DYNEIN_ATTRVAL0)", names("Price"), vals(N(123)),
       [FULL, NONE], U + ": --set 'Price = if_not_exists(Price, 123)'")  # fmt: skip
update(DATA + "1610 (test_generate_update_expressions_remove)",
       "REMOVE #DYNEIN_ATTRNAME0,#DYNEIN_ATTRNAME1,#DYNEIN_ATTRNAME2", names("Brand", "InStock", "QuantityOnHand"),
       None, [FULL, NONE], U + ": --remove 'Brand, InStock, QuantityOnHand'")  # fmt: skip
update(DATA + "1630 (test_generate_update_expressions_array_element)",
       "REMOVE #DYNEIN_ATTRNAME0[1],#DYNEIN_ATTRNAME0[2]", names("RelatedItems"), None, [FULL, NONE],
       U + ": --remove 'RelatedItems[1], RelatedItems[2]'")  # fmt: skip
update(PARSER + "2769 (test_parse_set_action)", "SET #DYNEIN_ATTRNAME0=:DYNEIN_ATTRVAL0", names("id"),
       vals(S("string")), [FULL], U + " (parse_set_action's text after update_item's SET): --set 'id = \"string\"'")  # fmt: skip
NESTED = item(pk="product-123", p0="x", p1=["a", "b"], p2={"p3": [{"p0": 1, "q": 2}, {"p0": 3, "q": 4}]})
update(PARSER + "2782 (test_remove_action)",
       "REMOVE #DYNEIN_ATTRNAME0,#DYNEIN_ATTRNAME1[0],#DYNEIN_ATTRNAME2.#DYNEIN_ATTRNAME3[1].#DYNEIN_ATTRNAME0",
       names("p0", "p1", "p2", "p3"), None,
       [([NESTED], "a made-up item holding p0, the list p1 and p2.p3, a list of maps holding p0"), NONE],
       U + " (parse_remove_action's text after REMOVE): --remove 'p0, p1[0], p2.p3[1].p0'")  # fmt: skip

# ------------------------------------------------------------------ sort key conditions the unit tests pin
PK_EXPR = "#DYNEIN_PKNAME = :DYNEIN_PKVAL AND "


def sk_query(cite: str, kind: str, sk_expr: str, values: list[dict], items: list, option: str) -> None:
    request = {
        "TableName": f"dynein_sk_{kind.lower()}",
        "KeyConditionExpression": PK_EXPR + sk_expr,
        "ExpressionAttributeNames": {"#DYNEIN_PKNAME": "pk", **names("id")},
        "ExpressionAttributeValues": {":DYNEIN_PKVAL": S("p"), **vals(*values)},
        "ConsistentRead": False,
    }
    before = [{"pk": S(pk), "id": v} for pk, v in items]
    note = (f"the sort key condition the test pins for --sort-key {option!r} on an id of type {kind}, as query "
            "puts it after the partition key's; before: made-up items on both sides of it, one in another partition")  # fmt: skip
    CASES.append(case(REPO + cite, "Query", request, table(("pk", "S"), ("id", kind)), before, note))


NUMS = [("p", N(n)) for n in ("-100000", "-2", "0", "1", "1.2", "2", "11")] + [("q", N(1))]
STRS = [("p", S(s)) for s in ("-1e5", "0", "1", "1 2", "1.2", "11", "123", "2", "id1234#e1234", "id1234#e1234#x",
                              "id12#i-12@i-12/i-12", "id12#i-13")] + [("q", S("1"))]  # fmt: skip
BINS = [("p", B(b)) for b in (b"0", b"1", b"15", b"2", b"3")] + [("q", B(b"1"))]
V0 = "#DYNEIN_ATTRNAME0{}:DYNEIN_ATTRVAL0"
PSK = PARSER + "{} (test_parse_sort_key)"
sk_query(PSK.format(2438), "N", V0.format("="), [N(1)], NUMS, "= 1")
sk_query(PSK.format(2454), "S", V0.format("="), [S("1")], STRS, "=='1'")
sk_query(PSK.format(2470), "S", V0.format(">"), [S("1")], STRS, "> '1'")
sk_query(PSK.format(2486), "N", V0.format(">="), [N(1)], NUMS, ">=1")
sk_query(PSK.format(2502), "S", V0.format("<"), [S("1 2")], STRS, '<"1 2"')
sk_query(PSK.format(2518), "N", V0.format("<="), [N("-1e5")], NUMS, "<=-1e5")
sk_query(PSK.format(2534), "B", "#DYNEIN_ATTRNAME0 BETWEEN :DYNEIN_ATTRVAL0 AND :DYNEIN_ATTRVAL1",
         [B(b"1"), B(b"2")], BINS, "BETWEEN b'1' AND b'2'")  # fmt: skip
sk_query(PSK.format(2564), "S", "begins_with(#DYNEIN_ATTRNAME0,:DYNEIN_ATTRVAL0)", [S("id1234#e1234")], STRS,
         "begins_with 'id1234#e1234'")  # fmt: skip
for op_in, op, val in [("= 1", "=", "1"), ("==1", "=", "1"), ("> 1", ">", "1"), (">=1", ">=", "1"),
                       ("<1.2", "<", "1.2"), ("<=-1e5", "<=", "-1e5")]:  # fmt: skip
    sk_query(PSK.format(2587) + " (the non-strict loop)", "S", V0.format(op), [S(val)], STRS, op_in)
sk_query(PSK.format(2634), "S", "#DYNEIN_ATTRNAME0 BETWEEN :DYNEIN_ATTRVAL0 AND :DYNEIN_ATTRVAL1",
         [S("1"), S("2")], STRS, "BETWEEN 1 AND 2")  # fmt: skip
sk_query(PSK.format(2658), "S", "begins_with(#DYNEIN_ATTRNAME0,:DYNEIN_ATTRVAL0)", [S("id12#i-12@i-12/i-12")],
         STRS, "begins_with id12#i-12@i-12/i-12")  # fmt: skip
sk_query(PSK.format(2677), "S", V0.format("="), [S("123")], STRS, "123")
sk_query(PSK.format(2693), "N", V0.format("="), [N(123)], NUMS + [("p", N(123))], "123")

# ------------------------------------------------------------------ the integration tests' commands
T_PK = table(("pk", "S"))
T_PK_SKN = table(("pk", "S"), ("sk", "N"))
T_PK_SKS = table(("pk", "S"), ("sk", "S"))


def q(name: str, sk_expr: str | None = None, values: list[dict] = (), **extra) -> dict:
    request = {"TableName": name, "KeyConditionExpression": "#DYNEIN_PKNAME = :DYNEIN_PKVAL",
               "ExpressionAttributeNames": {"#DYNEIN_PKNAME": "pk"},
               "ExpressionAttributeValues": {":DYNEIN_PKVAL": S("abc")}, "ConsistentRead": False}  # fmt: skip
    if sk_expr:
        request["KeyConditionExpression"] += " AND " + sk_expr
        request["ExpressionAttributeNames"].update(names("sk"))
        request["ExpressionAttributeValues"].update(vals(*values))
    request.update(extra)
    return request


def skitems(kind: str, *sks: str, **attrs) -> list:
    return [{"pk": S("abc"), "sk": {kind: s}, **attrs.get(s, {})} for s in sks]


QN = "the Query dynein sends for the test's command"
CASES.append(case(REPO + QUERY + "41 (test_simple_query: query abc)", "Query", q("XqR7vK2mN8pL4sT1"), T_PK_SKN,
                  skitems("N", "1", "2"), QN + "; before: the two items the test puts"))  # fmt: skip
CASES.append(case(REPO + QUERY + "68 (test_simple_desc_query: query abc -d)", "Query",
                  q("Hn3Wc9Zb5Yf2Jd6G", ScanIndexForward=False), T_PK_SKN, skitems("N", "1", "2"),
                  QN + " (-d: ScanIndexForward false); before: the two items the test puts"))  # fmt: skip
CASES.append(case(REPO + QUERY + "102 (test_query_limit: query abc -l 1)", "Query",
                  q("Tb8Mv1Qx4Rk7Ps0A", Limit=1), T_PK_SKN, skitems("N", "1", "2"),
                  QN + " (-l 1: Limit 1); before: the two items the test puts"))  # fmt: skip
THREE = skitems("N", "1", "2", "3")
CASES.append(case(REPO + QUERY + "136 (test_query_with_sort_key: query abc -s 2)", "Query",
                  q("Lc5Ge2Nw7Dh0Ky3U", V0.format("="), [N(2)]), T_PK_SKN, THREE,
                  QN + " (a bare sort key value: =); before: the three items the test puts"))  # fmt: skip
OPTS = {s: {"opt": S(o)} for s, o in (("1", "A"), ("2", "B"), ("3", "C"))}
CASES.append(case(REPO + QUERY + "173 (test_query_with_keys_only: query abc --keys-only)", "Query",
                  q("Ro4Fj8Eu1Ia6Vm9C"), T_PK_SKN, skitems("N", "1", "2", "3", **OPTS),
                  QN + " (--keys-only only changes what dynein prints); before: the items the test puts"))  # fmt: skip
CASES.append(case(REPO + QUERY + "298 (test_query_with_sort_key_order: query abc -s '< 5')", "Query",
                  q("Wz2Bs6Hq0Xo3Ne7T", V0.format("<"), [N(5)]), T_PK_SKN, THREE,
                  QN + " (the test runs it nine times); before: the three items the test puts"))  # fmt: skip
CASES.append(case(REPO + QUERY + "332 (test_query_with_sort_key_le: query abc -s '<=2')", "Query",
                  q("Pd9Ay4Kt7Gr1Lf5S", V0.format("<="), [N(2)]), T_PK_SKN, THREE,
                  QN + "; before: the three items the test puts"))  # fmt: skip
BETWEEN = "#DYNEIN_ATTRNAME0 BETWEEN :DYNEIN_ATTRVAL0 AND :DYNEIN_ATTRVAL1"
CASES.append(case(REPO + QUERY + "371 (test_query_using_between_string: query abc -s 'between 11 21')", "Query",
                  q("Mi6Cu3Ow8Sv2Jb4E", BETWEEN, [S("11"), S("21")]), T_PK_SKS,
                  skitems("S", "1", "11", "2", "21", "22"),
                  QN + " (non-strict: the numbers as strings, 11 <= \"2\" <= 21); before: the five items the test puts"))  # fmt: skip
CASES.append(case(REPO + QUERY + "411 (test_query_using_between_number: query abc -s 'between 11 21')", "Query",
                  q("Fs1Nl5Tq9Ug3Hx7D", BETWEEN, [N(11), N(21)]), T_PK_SKN,
                  skitems("N", "1", "11", "2", "21", "22"), QN + "; before: the five items the test puts"))  # fmt: skip
CASES.append(case(REPO + QUERY + "450 (test_query_using_begins_with: query abc -s 'begins_with 1')", "Query",
                  q("Yk7Rd0Wm4Bp8Ci2Q", "begins_with(#DYNEIN_ATTRNAME0,:DYNEIN_ATTRVAL0)", [S("1")]), T_PK_SKS,
                  skitems("S", "1", "11", "21", "22"),
                  QN + " (non-strict: 1 as a string); before: the four items the test puts"))  # fmt: skip
CASES.append(case(REPO + QUERY + "483 (test_query_non_strict: query abc -s '= 11e2' --non-strict)", "Query",
                  q("Ev3Gz6Ja1Mt5Ro9K", V0.format("="), [N("11e2")]), T_PK_SKN, skitems("N", "1100"),
                  QN + " (11e2 is the number 1100); before: the item the test puts"))  # fmt: skip
CASES.append(case(REPO + QUERY + "657 (test_query_overriding_with_non_strict_config: query --non-strict abc -s '= 2')",
                  "Query", q("Oq8Us2Xe5Ld9Wa3H", V0.format("="), [S("2")]), T_PK_SKS, skitems("S", "2"),
                  QN + " (strict mode by config, overridden: 2 as a string); before: the item the test puts"))  # fmt: skip


def upd(cite: str, name: str, key: dict, expr: str, nm: dict, vl: dict | None, tbl: dict, before: list, note: str):
    request = {"TableName": name, "Key": key, "UpdateExpression": expr, "ExpressionAttributeNames": nm,
               "ReturnValues": "ALL_NEW"}  # fmt: skip
    if vl:
        request["ExpressionAttributeValues"] = vl
    CASES.append(case(REPO + cite, "UpdateItem", request, tbl, before, "the UpdateItem dynein sends for the test's "
                      "command; before: " + note))  # fmt: skip


SET0 = "SET #DYNEIN_ATTRNAME0=:DYNEIN_ATTRVAL0"
K1 = {"pk": S("pk1")}
upd(UPD + "30 (test_upd: upd pk1 --set attr1=123)", "Ui4Kb7Nf0Pc3Sh6V", K1, SET0, names("attr1"), vals(N(123)),
    T_PK, [], "no item (the update creates it)")  # fmt: skip
upd(UPD + "53 (test_upd: upd pk1 --set attr2='str')", "Ui4Kb7Nf0Pc3Sh6V", K1, SET0, names("attr2"), vals(S("str")),
    T_PK, [item(pk="pk1", attr1=123)], "the item the first update made")  # fmt: skip
upd(UPD + "77 (test_upd: upd pk1 --remove attr1,attr2)", "Ui4Kb7Nf0Pc3Sh6V", K1,
    "REMOVE #DYNEIN_ATTRNAME0,#DYNEIN_ATTRNAME1", names("attr1", "attr2"), None, T_PK,
    [item(pk="pk1", attr1=123, attr2="str")], "the item the two updates made")  # fmt: skip
K2 = {"pk": S("pk1"), "sk": S("sk1")}
T_SK = table(("pk", "S"), ("sk", "S"))
upd(UPD + "109 (test_upd_with_sk: upd pk1 sk1 --set attr1=123)", "Av1Rx5Ej8Tn2Wg6B", K2, SET0, names("attr1"),
    vals(N(123)), T_SK, [], "no item")  # fmt: skip
upd(UPD + "163 (test_upd_with_sk: upd pk1 sk1 --remove attr1,attr2)", "Av1Rx5Ej8Tn2Wg6B", K2,
    "REMOVE #DYNEIN_ATTRNAME0,#DYNEIN_ATTRNAME1", names("attr1", "attr2"), None, T_SK,
    [item(pk="pk1", sk="sk1", attr1=123, attr2="str")], "the item the two updates made")  # fmt: skip
upd(UPD + "197 (test_upd_fibonacci: upd pk1 --set n1=0,n2=1)", "Fb0Zh4Lk8Qs1Mv5Y", K1,
    "SET #DYNEIN_ATTRNAME0=:DYNEIN_ATTRVAL0,#DYNEIN_ATTRNAME1=:DYNEIN_ATTRVAL1", names("n1", "n2"),
    vals(N(0), N(1)), T_PK, [], "no item")  # fmt: skip
FIB = "SET #DYNEIN_ATTRNAME0=#DYNEIN_ATTRNAME1,#DYNEIN_ATTRNAME1=#DYNEIN_ATTRNAME0+#DYNEIN_ATTRNAME1"
for n1, n2, step in ((0, 1, "first"), (21, 34, "eighth"), (34, 55, "tenth")):
    upd(UPD + f"219 (test_upd_fibonacci: upd pk1 --set n1=n2,n2=n1+n2, the {step} step)", "Fb0Zh4Lk8Qs1Mv5Y", K1,
        FIB, names("n1", "n2"), None, T_PK, [item(pk="pk1", n1=n1, n2=n2)],
        f"n1 = {n1}, n2 = {n2} (both SET actions read the item as it was: the test expects 55, 89 at the end)")  # fmt: skip
upd(UPD + "255 (test_upd_atomic_counter: upd pk1 --set counter=0)", "Cn6Pw9Dr3Hy7Ju1X", K1, SET0, names("counter"),
    vals(N(0)), T_PK, [], "no item")  # fmt: skip
for i in (1, 5):
    upd(UPD + f"272 (test_upd_atomic_counter: upd pk1 --atomic-counter counter, the increment to {i})",
        "Cn6Pw9Dr3Hy7Ju1X", K1, "SET #DYNEIN_ATTRNAME0=#DYNEIN_ATTRNAME0+:DYNEIN_ATTRVAL0", names("counter"),
        vals(N(1)), T_PK, [item(pk="pk1", counter=i - 1)], f"counter = {i - 1} (atomic_counter's 'counter = counter + 1')")  # fmt: skip


def scan(cite: str, name: str, before: list, note: str, **extra) -> None:
    request = {"TableName": name, "Limit": 100, "ConsistentRead": False, **extra}
    CASES.append(case(REPO + cite, "Scan", request, T_PK, before, "the Scan dynein sends for the test's command "
                      "(--limit 100 by default); before: " + note))  # fmt: skip


scan(SCAN + "71 (test_simple_scan: scan)", "Sq3Tv6Wx9Za2Cd5F", [item(pk="abc")], "the item the test puts")
scan(SCAN + "95 (test_consistent_scan: scan --consistent-read)", "Gh8Jk1Lm4Np7Qr0S", [item(pk="1")],
     "the item the test puts", ConsistentRead=True)  # fmt: skip
scan(SCAN + "177 (test_scan_with_attributes: scan -a opt1)", "Tu3Vw6Xy9Za2Bc5D", [item(pk="1", opt1="1", opt2="2")],
     "the item the test puts", ProjectionExpression="#DYNEIN_PKNAME,#DYNEIN_ATTRNAME0",
     ExpressionAttributeNames={"#DYNEIN_PKNAME": "pk", "#DYNEIN_ATTRNAME0": "opt1"})  # fmt: skip
scan(SCAN + "209 (test_scan_with_limits: scan --limit 1)", "Ef8Gh1Ij4Kl7Mn0O", [item(pk="opt1"), item(pk="opt2")],
     "the two items the test puts", Limit=1)  # fmt: skip
