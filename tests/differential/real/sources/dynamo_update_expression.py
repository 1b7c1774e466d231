"""sdawood/dynamo-update-expression, a JavaScript library that writes a
DynamoDB UpdateExpression from the diff of two documents (the original and the
modified one), and a version check beside it: the requests its tests pin.

Source: sdawood/dynamo-update-expression @ 0d3f177 (2017-07-16),
``src/dynamo-update-expression.spec.js``. Each test pins the whole object
``getUpdateExpression``, ``getVersionedUpdateExpression`` or
``getVersionLockExpression`` returns (``UpdateExpression``, the name and value
maps, a ``ConditionExpression``), which the README spreads into a
DocumentClient ``update`` (``documentClient.update({...otherParams,
...updateExpression})``): ``SET`` of nested map paths and of list elements by
index (``#color[2]``, ``#productReview.#oneStar[1]``), ``REMOVE`` of list
elements and map members, names with a dot, a space, a dash or a leading digit
aliased in camel case, a 255-character name whose aliases are cut to 255
characters (``...AliasL1``, a counter at the end), orphans written either as
one map or as a path into a map the item may lack, version conditions
``attribute_not_exists (#expectedVersion)`` (a space before the parenthesis),
``#expectedVersion = :expectedVersion``, ``<``, ``<=``, ``>=``, ``<>``, with an
alias prefix (``#invalidValueParent...``) or none (the condition then shares
``#consumed``/``:consumed`` with the SET, one value for both).

Only the requests were taken, as data; the tests were not run. Adapted only as
far as needed to run: each pinned object sent as an UpdateItem on a table
``ProductCatalog`` keyed ``id`` (a number; the tests' document is the
Developer Guide's ProductCatalog bicycle 123), the rest of the request (table,
key) as the README's ``otherParams``; DocumentClient values written typed
(arrays ``L``, objects ``M``, ``null`` ``NULL``). ``before`` is the test's
``original`` document at key ``id`` (123, or a made-up id where the document
has none), or no item where the test has no original; where a test's update or
condition needs what the original lacks (an orphan's parent map, a version),
the same request is sent over a made-up item that holds it or where the
condition fails (note says so). Left out: the ``diff`` tests (no request), the
second ``getVersionLockExpression({original: {}})`` test (the same request as
the first) and the one that throws.
"""

from __future__ import annotations

from ._build import N, case, marshall, table

SOURCE = "dynamo-update-expression"
REPO = "sdawood/dynamo-update-expression@0d3f177 "
SPEC = "src/dynamo-update-expression.spec.js:"

CASES: list[dict] = []

T = table(("id", "N"))
TABLE = "ProductCatalog"

ORIGINAL = {
    "id": 123,
    "title": "Bicycle 123",
    "description": "123 description",
    "bicycleType": "Hybrid",
    "brand": "Brand-Company C",
    "price": 500,
    "color": ["Red", "Black"],
    "productCategory": "Bicycle",
    "inStok": True,
    "quantityOnHand": None,
    "relatedItems": [341, 472, 649],
    "pictures": {
        "frontView": "http://example.com/products/123_front.jpg",
        "rearView": "http://example.com/products/123_rear.jpg",
        "sideView": "http://example.com/products/123_left_side.jpg",
    },
    "productReview": {
        "fiveStar": ["Excellent! Can't recommend it highly enough! Buy it!", "Do yourself a favor and buy this."],
        "oneStar": ["Terrible product! Do no buy this."],
    },
    "comment": "This product sells out quickly during the summer",
    "Safety.Warning": "Always wear a helmet",
}
PARTIAL = {"id": 123, "title": "Bicycle 123", "inStock": False, "description": "123 description"}

LONG = (
    "thisIsAVeryLongAttributeNameAndHadToKeepTypingRandomWordsToTryToGetUpTo255CharactersYouWouldThinkThatThisIsEnough"
    "OrThatItWillHappenOftenWhenYouHaveAnAttributeThatLongYouMightAlsoOpenAnIssueAboutItPleaseDoNotSinceTheLibraryDoes"
    "TrimYourNamesAndLimitAliasLen"
)
assert len(LONG) == 255


def cut(alias: str, counter: int) -> str:
    """An alias cut to 254 characters after its sigil, the counter at the end (the library's truncate)."""
    return alias[: 254 - len(str(counter))] + str(counter)


LONG_N1 = "#" + cut(LONG, 1)  # #productReview.<long>
LONG_V2 = ":" + cut("productReviewT" + LONG[1:], 2)
LONG_N3 = "#" + cut(LONG, 3)  # top-level <long>[0] or <long>
LONG_V4 = ":" + cut(LONG, 4)
assert len(LONG_N1) == len(LONG_V2) == len(LONG_N3) == len(LONG_V4) == 255


def item(doc: dict, key: int | None = None) -> dict:
    out = {k: marshall(v) for k, v in doc.items()}
    if key is not None:
        out["id"] = N(key)
    return out


def update(key: int, ue: str, names: dict, vals: dict | None = None, cond: str | None = None) -> dict:
    req = {"TableName": TABLE, "Key": {"id": N(key)}, "UpdateExpression": ue, "ExpressionAttributeNames": names}
    if vals:
        req["ExpressionAttributeValues"] = {k: marshall(v) for k, v in vals.items()}
    if cond:
        req["ConditionExpression"] = cond
    return req


def add(line: int, request: dict, before: list, note: str) -> None:
    CASES.append(case(f"{REPO}{SPEC}{line}", "UpdateItem", request, T, before, note))


PINNED = "the pinned UpdateExpression, names and values as a DocumentClient update of the test's original"
MADE_UP = "the same pinned request, sent again over a made-up item"

# ---------------------------------------------------------------- getUpdateExpression
add(172, update(123,
    "SET #color[2] = :color2, #productReview.#fiveStar[2] = :productReviewFiveStar2, #inStok = :inStok, "
    "#pictures.#sideView = :picturesSideView, #price = :price, #productReview.#oneStar[0] = :productReviewOneStar0, "
    "#relatedItems[0] = :relatedItems0, #safetyWarning = :safetyWarning REMOVE #color[1], #productReview.#fiveStar[0], "
    "#relatedItems[1], #title",
    {"#color": "color", "#fiveStar": "fiveStar", "#inStok": "inStok", "#oneStar": "oneStar", "#pictures": "pictures",
     "#price": "price", "#productReview": "productReview", "#relatedItems": "relatedItems",
     "#safetyWarning": "Safety.Warning", "#sideView": "sideView", "#title": "title"},
    {":color2": "Blue", ":inStok": False, ":picturesSideView": "http://example.com/products/123_right_side.jpg",
     ":price": 600, ":productReviewFiveStar2": "This is new",
     ":productReviewOneStar0": "Actually I take it back, it is alright", ":relatedItems0": 100,
     ":safetyWarning": "Always wear a helmet, ride at your own risk!"}),
    [item(ORIGINAL)], PINNED + " (showcase: list elements set past the end and removed, a name with a dot); "
    "before: the original")  # fmt: skip

SHOW_NAMES = {"#description": "description", "#inStock": "inStock", "#pictures": "pictures", "#stock": "stock"}
SHOW_VALS = {":description": "modified 123 description", ":inStock": True, ":stock": 10}
add(234, update(123, "SET #pictures = :pictures, #stock = :stock, #description = :description, #inStock = :inStock",
    SHOW_NAMES, {**SHOW_VALS, ":pictures": {"topView": "http://example.com/products/123_top.jpg"}}),
    [item(PARTIAL)], PINNED + " (orphans = false: the new map set whole); before: the partial original")  # fmt: skip
ORPHAN = update(123,
    "SET #pictures.#topView = :picturesTopView, #stock = :stock, #description = :description, #inStock = :inStock",
    {**SHOW_NAMES, "#topView": "topView"},
    {**SHOW_VALS, ":picturesTopView": "http://example.com/products/123_top.jpg"})  # fmt: skip
add(272, ORPHAN, [item(PARTIAL)],
    PINNED + " (orphans = true: a path into the map 'pictures' the item lacks, refused as the README warns: 'The "
    "document path provided in the update expression is invalid for update'); before: the partial original")  # fmt: skip
add(272, ORPHAN, [item({**PARTIAL, "pictures": {}})],
    MADE_UP + " that holds an empty map 'pictures' (what the README says orphans need); before: that item")  # fmt: skip
DEEP_NAMES = {
    "#description": "description",
    "#inStock": "inStock",
    "#productReview": "productReview",
    "#stock": "stock",
}
add(309, update(123,
    "SET #productReview = :productReview, #stock = :stock, #description = :description, #inStock = :inStock",
    DEEP_NAMES, {**SHOW_VALS, ":productReview": {"fiveStar": {"comment": "Such a fantastic item!"}}}),
    [item(PARTIAL)], PINNED + " (deep addition, orphans = false: a map of maps); before: the partial original")  # fmt: skip
DEEP_ORPHAN = update(123,
    "SET #productReview.#fiveStar.#comment = :productReviewFiveStarComment, #stock = :stock, "
    "#description = :description, #inStock = :inStock",
    {**DEEP_NAMES, "#comment": "comment", "#fiveStar": "fiveStar"},
    {**SHOW_VALS, ":productReviewFiveStarComment": "Such a fantastic item!"})  # fmt: skip
add(351, DEEP_ORPHAN, [item(PARTIAL)],
    PINNED + " (deep addition, orphans = true: three levels into a map the item lacks: refused); before: the partial "
    "original")  # fmt: skip
add(351, DEEP_ORPHAN, [item({**PARTIAL, "productReview": {"fiveStar": {}}})],
    MADE_UP + " that holds 'productReview.fiveStar' as an empty map; before: that item")  # fmt: skip

ADD_NAMES = {
    "#1AtBeginning": "1atBeginning", "#color": "color", "#nameWithSpace": "name with space", "#newParent": "newParent",
    "#oneStar": "oneStar", "#otherSideView": "otherSideView", "#pictures": "pictures", "#prefixSuffix": "prefix-suffix",
    "#productReview": "productReview", "#relatedItems": "relatedItems", "#root0": "root0", LONG_N1: LONG, LONG_N3: LONG,
}  # fmt: skip
ADD_VALS = {
    ":1AtBeginning": "name starting with number is also okay", ":color2": "Blue",
    ":nameWithSpace": "name with spaces is also okay", ":picturesOtherSideView": "pictures.otherSideView",
    ":prefixSuffix": "Value for attribute name with -", ":productReviewOneStar1": "Never again!",
    LONG_V2: "Value for attribute name with 255 characters excluding the parent path", ":relatedItems3": 1000,
    ":root0": "root0",
}  # fmt: skip
LONG_SET = f"#productReview.{LONG_N1} = {LONG_V2}, #relatedItems[3] = :relatedItems3, #root0 = :root0, "
TAIL_SET = "#1AtBeginning = :1AtBeginning, #nameWithSpace = :nameWithSpace, #prefixSuffix = :prefixSuffix"
NEW_PARENT = {
    "newChild1": {"newGrandChild1": "c1gc1", "newGrandChild2": "c1gc"},
    "newChild2": {"newGrandChild1": "c2gc1", "newGrandChild2": "c2gc2"},
    "newChild3": {},
}
ORPHANS = update(123,
    "SET #color[2] = :color2, #newParent.#newChild1.#newGrandChild1 = :newParentNewChild1NewGrandChild1, "
    "#newParent.#newChild1.#newGrandChild2 = :newParentNewChild1NewGrandChild2, "
    "#newParent.#newChild2.#newGrandChild1 = :newParentNewChild2NewGrandChild1, "
    "#newParent.#newChild2.#newGrandChild2 = :newParentNewChild2NewGrandChild2, #newParent.#newChild3 = "
    ":newParentNewChild3, #pictures.#otherSideView = :picturesOtherSideView, #productReview.#oneStar[1] = "
    ":productReviewOneStar1, " + LONG_SET + f"{LONG_N3}[0] = {LONG_V4}, " + TAIL_SET,
    {**ADD_NAMES, "#newChild1": "newChild1", "#newChild2": "newChild2", "#newChild3": "newChild3",
     "#newGrandChild1": "newGrandChild1", "#newGrandChild2": "newGrandChild2"},
    {**ADD_VALS, ":newParentNewChild1NewGrandChild1": "c1gc1", ":newParentNewChild1NewGrandChild2": "c1gc",
     ":newParentNewChild2NewGrandChild1": "c2gc1", ":newParentNewChild2NewGrandChild2": "c2gc2",
     ":newParentNewChild3": {},
     LONG_V4: "Value for attribute name with 255 characters with subscript excluding the parent path"})  # fmt: skip
add(391, ORPHANS, [item(ORIGINAL)],
    PINNED + " (ADDITIONS with orphans: paths into 'newParent' and into the list named by the 255-character name, "
    "which the item lacks; the aliases cut to 255 characters); before: the original")  # fmt: skip
add(391, ORPHANS, [item({**ORIGINAL, "newParent": {"newChild1": {}, "newChild2": {}}, LONG: ["x"]})],
    MADE_UP + " that holds the maps and the list the orphan paths need (newParent.newChild1, newParent.newChild2, a "
    "one-element list under the 255-character name); before: that item")  # fmt: skip
NO_ORPHANS = update(123,
    "SET #color[2] = :color2, #newParent = :newParent, #pictures.#otherSideView = :picturesOtherSideView, "
    "#productReview.#oneStar[1] = :productReviewOneStar1, " + LONG_SET + f"{LONG_N3} = {LONG_V4}, " + TAIL_SET,
    ADD_NAMES,
    {**ADD_VALS, ":newParent": NEW_PARENT,
     LONG_V4: ["Value for attribute name with 255 characters with subscript excluding the parent path"]})  # fmt: skip
add(436, NO_ORPHANS, [item(ORIGINAL)],
    PINNED + " (ADDITIONS without orphans: the new map and the new list set whole, 255-character aliases, an "
    "element set one past the end of 'relatedItems'); before: the original")  # fmt: skip
add(484, update(123,
    "SET #color[0] = :color0, #pictures.#rearView = :picturesRearView, #productReview.#oneStar[0] = "
    ":productReviewOneStar0, #relatedItems[1] = :relatedItems1, #title = :title, #safetyWarning = :safetyWarning",
    {"#color": "color", "#oneStar": "oneStar", "#pictures": "pictures", "#productReview": "productReview",
     "#rearView": "rearView", "#relatedItems": "relatedItems", "#safetyWarning": "Safety.Warning", "#title": "title"},
    {":color0": "Blue", ":picturesRearView": "root1.level1", ":productReviewOneStar0": "Never again!",
     ":relatedItems1": 1000, ":safetyWarning": "Value for attribute with DOT", ":title": "root0"}),
    [item(ORIGINAL)], PINNED + " (UPDATES); before: the original")  # fmt: skip
REMOVES = update(123,
    "REMOVE #color[0], #pictures.#rearView, #productReview.#fiveStar[0], #productReview.#fiveStar[1], "
    "#productReview.#oneStar[0], #relatedItems[1], #title",
    {"#color": "color", "#fiveStar": "fiveStar", "#oneStar": "oneStar", "#pictures": "pictures",
     "#productReview": "productReview", "#rearView": "rearView", "#relatedItems": "relatedItems", "#title": "title"})  # fmt: skip
add(510, REMOVES, [item(ORIGINAL)],
    PINNED + " (REMOVE of map members and list elements, two of one list: both indexes read the old list); "
    "before: the original")  # fmt: skip
add(534, update(123,
    "SET #color[2] = :color2, #newParent = :newParent, #pictures.#otherSideView = :picturesOtherSideView, "
    "#productReview.#oneStar[1] = :productReviewOneStar1, " + LONG_SET + f"{LONG_N3} = {LONG_V4}, " + TAIL_SET
    + ", #safetyWarning = :safetyWarning REMOVE #color[0], #pictures.#rearView, #productReview.#fiveStar[0], "
    "#productReview.#fiveStar[1], #productReview.#oneStar[0], #relatedItems[1], #title",
    {**ADD_NAMES, "#fiveStar": "fiveStar", "#rearView": "rearView", "#safetyWarning": "Safety.Warning",
     "#title": "title"},
    {**ADD_VALS, ":newParent": NEW_PARENT, ":safetyWarning": "Value for attribute with DOT",
     LONG_V4: ["Value for attribute name with 255 characters with subscript excluding the parent path"]}),
    [item(ORIGINAL)], PINNED + " (SET and REMOVE of one document's additions, updates and deletions: "
    "#color[2] set and #color[0] removed); before: the original")  # fmt: skip

# ---------------------------------------------------------------- getVersionedUpdateExpression, attribute_not_exists
NOT_EXISTS = "attribute_not_exists (#expectedVersion)"
V_NAMES = {"#expectedVersion": "version", "#version": "version"}
V1 = update(1, "SET #parent.#child = :parentChild, #version = :version",
            {**V_NAMES, "#child": "child", "#parent": "parent"}, {":parentChild": "newChildValue", ":version": 1},
            NOT_EXISTS)  # fmt: skip
add(592, V1, [], PINNED + " (original {}: a path into 'parent', which the new item lacks: refused); before: no item")
add(592, V1, [item({"parent": {}}, 1)], MADE_UP + " holding an empty 'parent' and no version; before: that item")
V2 = update(1, "SET #parent = :parent, #version = :version", {**V_NAMES, "#parent": "parent"},
            {":parent": {"child": "newChildValue"}, ":version": 1}, NOT_EXISTS)  # fmt: skip
add(612, V2, [], PINNED + " (original {}, orphans = false: the item made); before: no item")
add(612, V2, [item({"parent": {"child": "newChildValue"}, "version": 1}, 1)],
    MADE_UP + " that already has a version (the condition fails, as for a second writer); before: that item")  # fmt: skip
add(633, update(1, "SET #version = :version, #parent.#child = :parentChild",
    {**V_NAMES, "#child": "child", "#parent": "parent"}, {":parentChild": "newChildValue", ":version": 1},
    NOT_EXISTS), [item({"parent": {"child": "oldChildValue"}}, 1)],
    PINNED + " (UPDATES, the first version written); before: the original at a made-up id")  # fmt: skip
add(653, update(1, "SET #version = :version REMOVE #childList[0], #parent.#child",
    {**V_NAMES, "#child": "child", "#childList": "childList", "#parent": "parent"}, {":version": 1}, NOT_EXISTS),
    [item({"parent": {"child": "oldChildValue"}, "childList": ["one", "two"]}, 1)],
    PINNED + " (REMOVE of a list element and a map member); before: the original at a made-up id")  # fmt: skip
add(673, update(1, "SET #version = :version, #childList[1] = :childList1, #parent.#child = :parentChild "
    "REMOVE #childList[0], #parent.#secondChild",
    {**V_NAMES, "#child": "child", "#childList": "childList", "#parent": "parent", "#secondChild": "secondChild"},
    {":childList1": "three", ":parentChild": "newChildValue", ":version": 1}, NOT_EXISTS),
    [item({"parent": {"child": "oldChildValue", "secondChild": "secondChildValue"}, "childList": ["one", "two"]}, 1)],
    PINNED + " (SET #childList[1] and REMOVE #childList[0] in one update); before: the original at a made-up id")  # fmt: skip

# ---------------------------------------------------------------- current version condition
CUR = update(1, "SET #parent.#child = :parentChild, #version = :version",
             {**V_NAMES, "#child": "child", "#parent": "parent"},
             {":expectedVersion": 1, ":parentChild": "new value", ":version": 2},
             "#expectedVersion = :expectedVersion")  # fmt: skip
add(705, CUR, [item({"parent": {"child": "original value"}, "version": 1}, 1)],
    PINNED + " (condition = on the current version 1); before: the original at a made-up id")  # fmt: skip
add(705, CUR, [item({"parent": {"child": "other value"}, "version": 2}, 1)],
    MADE_UP + " at version 2 (another writer came first: the condition fails); before: that item")  # fmt: skip
EXP_LT = update(1, "SET #parent = :parent, #expiry = :expiry",
                {"#expectedExpiry": "expiry", "#expiry": "expiry", "#parent": "parent"},
                {":expectedExpiry": 500, ":expiry": 1000, ":parent": {"child": "newChildValue"}},
                "#expectedExpiry < :expectedExpiry")  # fmt: skip
add(729, EXP_LT, [item({"expiry": 500}, 1)],
    PINNED + " (useCurrent, condition <: expiry < 500 over the original's 500 fails); before: the original at a "
    "made-up id")  # fmt: skip
add(729, EXP_LT, [item({"expiry": 400}, 1)], MADE_UP + " whose expiry is 400 (the condition holds); before: that item")
PREFIXED = update(1, "SET #parent.#child.#age = :parentChildAge, #parent.#child.#name = :parentChildName",
                  {"#age": "age", "#child": "child", "#invalidValueAge": "age", "#invalidValueChild": "child",
                   "#invalidValueParent": "parent", "#name": "name", "#parent": "parent"},
                  {":invalidValueParentChildAge": 0, ":parentChildAge": 10, ":parentChildName": "newChildValue"},
                  "#invalidValueParent.#invalidValueChild.#invalidValueAge <= :invalidValueParentChildAge")  # fmt: skip
add(757, PREFIXED, [item({"parent": {"child": {"name": "oldChildValue", "age": 0}}}, 1)],
    PINNED + " (a nested version path, aliases prefixed 'InvalidValue', two names for one attribute); before: the "
    "original at a made-up id")  # fmt: skip
add(787, update(1, "SET #consumed = :consumed REMOVE #parent.#child, #parent.#childList[0]",
    {"#child": "child", "#childList": "childList", "#consumed": "consumed", "#parent": "parent"}, {":consumed": 100},
    "#consumed >= :consumed"),
    [item({"parent": {"child": "oldChildValue", "childList": ["one", "two"]}, "consumed": 100}, 1)],
    PINNED + " (prefix '': the condition and the SET share #consumed and :consumed, so the current value 100 is "
    "set); before: the original at a made-up id")  # fmt: skip
V_EQ = update(1, "SET #parent.#child = :parentChild, #v = :v REMOVE #parent.#childList[0], #parent.#childList[1], "
              "#parent.#secondChild",
              {"#child": "child", "#childList": "childList", "#parent": "parent", "#secondChild": "secondChild",
               "#v": "v"}, {":parentChild": "newChildValue", ":v": 1}, "#v = :v")  # fmt: skip
V_DOC = {"v": 1, "parent": {"child": "oldChildValue", "childList": ["one", "two"], "secondChild": "secondChildValue"}}
add(812, V_EQ, [item(V_DOC, 1)], PINNED + " (prefix '', condition = : #v = :v with v 1); before: the original at a made-up id")  # fmt: skip

# ---------------------------------------------------------------- new version condition
COUPON = update(1, "SET #coupon.#code = :couponCode, #price = :price",
                {"#code": "code", "#coupon": "coupon", "#price": "price"}, {":couponCode": "HG74XSD", ":price": 10},
                "attribute_not_exists (#coupon.#code)")  # fmt: skip
add(850, COUPON, [], PINNED + " (no original: a path into 'coupon' on a new item: refused); before: no item")
add(850, COUPON, [item({"coupon": {}}, 1)], MADE_UP + " holding an empty 'coupon'; before: that item")
add(850, COUPON, [item({"coupon": {"code": "HG74XSD"}, "price": 10}, 1)],
    MADE_UP + " whose coupon already has a code (the condition fails); before: that item")  # fmt: skip
NE = update(1, "SET #coupon.#code = :couponCode, #price = :price",
            {"#code": "code", "#coupon": "coupon", "#expectedCode": "code", "#expectedCoupon": "coupon",
             "#price": "price"}, {":couponCode": "HG74XSD", ":expectedCouponCode": "HG74XSD", ":price": 10},
            "#expectedCoupon.#expectedCode <> :expectedCouponCode")  # fmt: skip
add(874, NE, [], PINNED + " (condition <> on a path the missing item lacks); before: no item")
add(874, NE, [item({"coupon": {"code": "OLD1"}, "price": 12}, 1)],
    MADE_UP + " whose coupon has another code (the condition holds); before: that item")  # fmt: skip
add(903, update(1, "SET #parent = :parent, #expiry = :expiry",
    {"#expectedExpiry": "expiry", "#expiry": "expiry", "#parent": "parent"},
    {":expectedExpiry": 1000, ":expiry": 1000, ":parent": {"child": "newChildValue"}},
    "#expectedExpiry <= :expectedExpiry"), [item({"expiry": 500}, 1)],
    PINNED + " (the new version 1000 in the condition <=); before: the original at a made-up id")  # fmt: skip
add(931, update(1, "SET #parent.#child.#age = :parentChildAge, #parent.#child.#name = :parentChildName",
    {"#age": "age", "#child": "child", "#invalidValueAge": "age", "#invalidValueChild": "child",
     "#invalidValueParent": "parent", "#name": "name", "#parent": "parent"},
    {":invalidValueParentChildAge": 10, ":parentChildAge": 10, ":parentChildName": "newChildValue"},
    "#invalidValueParent.#invalidValueChild.#invalidValueAge <= :invalidValueParentChildAge"),
    [item({"parent": {"child": {"name": "oldChildValue", "age": 0}}}, 1)],
    PINNED + " (nested version path, new value 10 in the condition); before: the original at a made-up id")  # fmt: skip
add(961, update(1, "SET #consumed = :consumed REMOVE #parent.#child, #parent.#childList[0]",
    {"#child": "child", "#childList": "childList", "#consumed": "consumed", "#parent": "parent"}, {":consumed": 0},
    "#consumed >= :consumed"),
    [item({"parent": {"child": "oldChildValue", "childList": ["one", "two"]}, "consumed": 100}, 1)],
    PINNED + " (prefix '': :consumed 0 for the condition and the SET); before: the original at a made-up id")  # fmt: skip
add(986, update(1, "SET #parent.#child = :parentChild, #v = :v REMOVE #parent.#childList[0], #parent.#childList[1], "
    "#parent.#secondChild",
    {"#child": "child", "#childList": "childList", "#parent": "parent", "#secondChild": "secondChild", "#v": "v"},
    {":parentChild": "newChildValue", ":v": 5}, "#v < :v"), [item(V_DOC, 1)],
    PINNED + " (condition < with the new version 5); before: the original at a made-up id")  # fmt: skip
RANGE_LOCK = update(1, "SET #expiry = :expiry", {"#expectedExpiry": "expiry", "#expiry": "expiry"},
                    {":expectedExpiry": 1499758452832, ":expiry": 1499762052832}, "#expectedExpiry < :expectedExpiry")  # fmt: skip
add(1021, RANGE_LOCK, [item({"expiry": 1499758452832}, 1)],
    PINNED + " (try-range-lock: expiry < now over the partial's expiry, now itself: the condition fails); before: "
    "the partial at a made-up id")  # fmt: skip
add(1021, RANGE_LOCK, [item({"expiry": 1499754852832}, 1)],
    MADE_UP + " whose lock expired an hour before (the condition holds); before: that item")  # fmt: skip

# ---------------------------------------------------------------- getVersionLockExpression
LOCK1 = update(1, "SET #version = :version", V_NAMES, {":version": 1}, NOT_EXISTS)
add(1047, LOCK1, [item({"parent": {"child": "value"}}, 1)],
    PINNED + " (auto version 1 where the item has none); before: a made-up item without a version")  # fmt: skip
add(1047, LOCK1, [item({"version": 1}, 1)], MADE_UP + " that has a version (the condition fails); before: that item")
add(1081, update(1, "SET #start = :start", {"#expectedStart": "start", "#start": "start"},
    {":expectedStart": 1000, ":start": 1000}, "#expectedStart < :expectedStart"), [item({"start": 500}, 1)],
    PINNED + " (range-lock: start < 1000); before: a made-up item whose start is 500")  # fmt: skip
add(1102, update(1, "SET #version = :version", V_NAMES, {":expectedVersion": 1499762052832, ":version": 1499762052832},
    "#expectedVersion < :expectedVersion"), [item({"version": 1499758452832}, 1)],
    PINNED + " (a time as the version, condition <); before: a made-up item at an earlier time")  # fmt: skip
LOCK2 = update(1, "SET #version = :version", V_NAMES, {":expectedVersion": 1, ":version": 2},
               "#expectedVersion = :expectedVersion")  # fmt: skip
add(1122, LOCK2, [item({"version": 1}, 1)], PINNED + " (version 1 auto-incremented to 2); before: the original at a made-up id")  # fmt: skip
add(1122, LOCK2, [item({"version": 2}, 1)], MADE_UP + " already at version 2 (the condition fails); before: that item")
