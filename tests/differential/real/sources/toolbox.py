"""dynamodb-toolbox: the expressions its unit tests assert it writes.

Source: dynamodb-toolbox/dynamodb-toolbox, branch main, commit 7e4beb4, ``src/``.
Harvested from the tests' expected objects (``toStrictEqual({ConditionExpression,
ExpressionAttributeNames, ExpressionAttributeValues})``) and expected texts
(``expect(UpdateExpression).toContain('SET ...')``), each evaluated as written
(node) and recorded here as data. Adapted only as far as needed to run: a
condition is sent as a Scan's FilterExpression (the condition parser's output),
a path list as a GetItem projection, an update fragment as a whole
UpdateExpression; names and values are restricted to those the text uses, and
placeholders the test does not pin are filled with a value of the type the text
needs (number beside ``+``/``-``/``ADD``, set after ``DELETE``, list in
``list_append``, else a string; a name ``#x`` stands for the attribute ``x``).
Empty ``ExpressionAttributeValues`` maps in the expected objects are left out.
Queries on the multi-attribute GSI keys are left out (no indexes here). Sample
items are made to satisfy the simple comparisons (one item) beside items that
hold only their key. Table: toolbox-test (pk S, sk S).
"""

from __future__ import annotations

SOURCE = "dynamodb-toolbox"

CASES = [
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.exists.unit.test.ts:12",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "attribute_exists(#c_1)",
            "ExpressionAttributeNames": {"#c_1": "num"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "num": {"S": "present"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.exists.unit.test.ts:21",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "attribute_not_exists(#c_1)",
            "ExpressionAttributeNames": {"#c_1": "num"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.exists.unit.test.ts:40",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "attribute_exists(#c_1.#c_2.#c_3)",
            "ExpressionAttributeNames": {"#c_1": "map", "#c_2": "deepA", "#c_3": "deepB"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "map": {"M": {"deepA": {"M": {"deepB": {"S": "present"}}}}}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.exists.unit.test.ts:67",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "attribute_exists(#c_1[1].#c_2.#c_3[2].#c_4)",
            "ExpressionAttributeNames": {"#c_1": "listA", "#c_2": "deep", "#c_3": "listB", "#c_4": "value"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "listA": {
                    "L": [
                        {"S": "pad"},
                        {
                            "M": {
                                "deep": {
                                    "M": {
                                        "listB": {"L": [{"S": "pad"}, {"S": "pad"}, {"M": {"value": {"S": "present"}}}]}
                                    }
                                }
                            }
                        },
                    ]
                },
            },
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.exists.unit.test.ts:82",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "attribute_exists(#c_1[1][2][3])",
            "ExpressionAttributeNames": {"#c_1": "list"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "list": {
                    "L": [
                        {"S": "pad"},
                        {
                            "L": [
                                {"S": "pad"},
                                {"S": "pad"},
                                {"L": [{"S": "pad"}, {"S": "pad"}, {"S": "pad"}, {"S": "present"}]},
                            ]
                        },
                    ]
                },
            },
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.contains.unit.test.ts:18",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "contains(#c_1, :c_1)",
            "ExpressionAttributeNames": {"#c_1": "str"},
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "str": {"SS": ["foo", "other"]}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.contains.unit.test.ts:28",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "contains(#c_1, #c_2)",
            "ExpressionAttributeNames": {"#c_1": "str", "#c_2": "otherStr"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.contains.unit.test.ts:38",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "contains(:c_1, :c_2)",
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}, ":c_2": {"S": "bar"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.contains.unit.test.ts:47",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "contains(#c_1, :c_1)",
            "ExpressionAttributeNames": {"#c_1": "list"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "list": {"NS": ["12345", "42"]}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.contains.unit.test.ts:58",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "contains(#c_1, #c_2)",
            "ExpressionAttributeNames": {"#c_1": "list", "#c_2": "num"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.contains.unit.test.ts:70",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "contains(:c_1, :c_2)",
            "ExpressionAttributeValues": {
                ":c_1": {"L": [{"M": {"foo": {"S": "bar"}}}]},
                ":c_2": {"M": {"foo": {"S": "baz"}}},
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.contains.unit.test.ts:80",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "contains(#c_1, :c_1)",
            "ExpressionAttributeNames": {"#c_1": "set"},
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "set": {"SS": ["foo", "other"]}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.contains.unit.test.ts:90",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "contains(#c_1, #c_2)",
            "ExpressionAttributeNames": {"#c_1": "set", "#c_2": "str"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.contains.unit.test.ts:100",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "contains(:c_1, :c_2)",
            "ExpressionAttributeValues": {":c_1": {"L": [{"S": "foo"}, {"S": "bar"}]}, ":c_2": {"S": "baz"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.contains.unit.test.ts:123",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "contains(#c_1.#c_2.#c_3, :c_1)",
            "ExpressionAttributeNames": {"#c_1": "map", "#c_2": "deepA", "#c_3": "deepB"},
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "map": {"M": {"deepA": {"M": {"deepB": {"SS": ["foo", "other"]}}}}}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.contains.unit.test.ts:140",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "contains(#c_1.#c_2.#c_3, #c_4.#c_5.#c_6)",
            "ExpressionAttributeNames": {
                "#c_1": "map",
                "#c_2": "deepA",
                "#c_3": "deepB",
                "#c_4": "otherMap",
                "#c_5": "deepC",
                "#c_6": "deepD",
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.contains.unit.test.ts:162",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "contains(#c_1[1][2][3], :c_1)",
            "ExpressionAttributeNames": {"#c_1": "list"},
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "list": {
                    "L": [
                        {"S": "pad"},
                        {
                            "L": [
                                {"S": "pad"},
                                {"S": "pad"},
                                {"L": [{"S": "pad"}, {"S": "pad"}, {"S": "pad"}, {"SS": ["foo", "other"]}]},
                            ]
                        },
                    ]
                },
            },
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.contains.unit.test.ts:175",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "contains(#c_1[1][2][3], #c_2[4][5][6])",
            "ExpressionAttributeNames": {"#c_1": "list", "#c_2": "listB"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.type.unit.test.ts:16",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "attribute_type(#c_1, :c_1)",
            "ExpressionAttributeNames": {"#c_1": "list"},
            "ExpressionAttributeValues": {":c_1": {"S": "L"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "list": {"L": []}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.type.unit.test.ts:24",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "attribute_type(:c_1, :c_2)",
            "ExpressionAttributeValues": {":c_1": {"S": "str"}, ":c_2": {"S": "S"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.type.unit.test.ts:54",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "attribute_type(#c_1[1].#c_2.#c_3[2].#c_4, :c_1)",
            "ExpressionAttributeNames": {"#c_1": "listA", "#c_2": "deep", "#c_3": "listB", "#c_4": "value"},
            "ExpressionAttributeValues": {":c_1": {"S": "S"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "listA": {
                    "L": [
                        {"S": "pad"},
                        {
                            "M": {
                                "deep": {
                                    "M": {"listB": {"L": [{"S": "pad"}, {"S": "pad"}, {"M": {"value": {"S": "x"}}}]}}
                                }
                            }
                        },
                    ]
                },
            },
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.in.unit.test.ts:14",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 IN (:c_1, :c_2)",
            "ExpressionAttributeNames": {"#c_1": "num"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}, ":c_2": {"N": "43"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "num": {"N": "42"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.in.unit.test.ts:24",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 IN (:c_1, #c_2)",
            "ExpressionAttributeNames": {"#c_1": "num", "#c_2": "otherNum"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "num": {"N": "42"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.in.unit.test.ts:37",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 IN (#c_2, #c_3)",
            "ExpressionAttributeNames": {"#c_1": "num", "#c_2": "otherNum", "#c_3": "yetAnotherNum"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.in.unit.test.ts:47",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": ":c_1 IN (:c_2, :c_3)",
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}, ":c_2": {"S": "bar"}, ":c_3": {"S": "baz"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "c_1": {"S": "bar"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.in.unit.test.ts:71",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1.#c_2.#c_3 IN (:c_1, :c_2)",
            "ExpressionAttributeNames": {"#c_1": "map", "#c_2": "deepA", "#c_3": "deepB"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}, ":c_2": {"N": "43"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "map": {"M": {"deepA": {"M": {"deepB": {"N": "42"}}}}}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.in.unit.test.ts:88",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1.#c_2.#c_3 IN (#c_4.#c_5, :c_1)",
            "ExpressionAttributeNames": {
                "#c_1": "map",
                "#c_2": "deepA",
                "#c_3": "deepB",
                "#c_4": "deepC",
                "#c_5": "otherNum",
            },
            "ExpressionAttributeValues": {":c_1": {"N": "43"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.in.unit.test.ts:107",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1.#c_2.#c_3 IN (#c_4.#c_5, #c_6.#c_7)",
            "ExpressionAttributeNames": {
                "#c_1": "map",
                "#c_2": "deepA",
                "#c_3": "deepB",
                "#c_4": "deepC",
                "#c_5": "otherNum",
                "#c_6": "deepD",
                "#c_7": "yetAnotherNum",
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.in.unit.test.ts:151",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1[1].#c_2.#c_3[2].#c_4 IN (:c_1, :c_2)",
            "ExpressionAttributeNames": {"#c_1": "listA", "#c_2": "deep", "#c_3": "listB", "#c_4": "value"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}, ":c_2": {"N": "43"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "listA": {
                    "L": [
                        {"S": "pad"},
                        {
                            "M": {
                                "deep": {
                                    "M": {"listB": {"L": [{"S": "pad"}, {"S": "pad"}, {"M": {"value": {"N": "42"}}}]}}
                                }
                            }
                        },
                    ]
                },
            },
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.in.unit.test.ts:169",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1[1].#c_2.#c_3[2].#c_4 IN (:c_1, #c_5[3].#c_2.#c_6[4].#c_4)",
            "ExpressionAttributeNames": {
                "#c_1": "listA",
                "#c_2": "deep",
                "#c_3": "listB",
                "#c_4": "value",
                "#c_5": "listC",
                "#c_6": "listD",
            },
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "listA": {
                    "L": [
                        {"S": "pad"},
                        {
                            "M": {
                                "deep": {
                                    "M": {"listB": {"L": [{"S": "pad"}, {"S": "pad"}, {"M": {"value": {"N": "42"}}}]}}
                                }
                            }
                        },
                    ]
                },
            },
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.in.unit.test.ts:189",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1[1].#c_2.#c_3[2].#c_4 IN (#c_5[3].#c_2.#c_6[4].#c_4, #c_7[3].#c_2.#c_8[4].#c_4)",
            "ExpressionAttributeNames": {
                "#c_1": "listA",
                "#c_2": "deep",
                "#c_3": "listB",
                "#c_4": "value",
                "#c_5": "listC",
                "#c_6": "listD",
                "#c_7": "listE",
                "#c_8": "listF",
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.in.unit.test.ts:215",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1[1][2][3] IN (:c_1, :c_2)",
            "ExpressionAttributeNames": {"#c_1": "list"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}, ":c_2": {"N": "43"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "list": {
                    "L": [
                        {"S": "pad"},
                        {
                            "L": [
                                {"S": "pad"},
                                {"S": "pad"},
                                {"L": [{"S": "pad"}, {"S": "pad"}, {"S": "pad"}, {"N": "42"}]},
                            ]
                        },
                    ]
                },
            },
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.in.unit.test.ts:228",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1[1][2][3] IN (#c_2[4][5][6], :c_1)",
            "ExpressionAttributeNames": {"#c_1": "list", "#c_2": "listB"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.in.unit.test.ts:241",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1[1][2][3] IN (#c_2[4][5][6], #c_3[7][8][9])",
            "ExpressionAttributeNames": {"#c_1": "list", "#c_2": "listB", "#c_3": "listC"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.in.unit.test.ts:249",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "size(#c_1) IN (:c_1, :c_2)",
            "ExpressionAttributeNames": {"#c_1": "num"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}, ":c_2": {"N": "43"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.between.unit.test.ts:16",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 BETWEEN :c_1 AND :c_2",
            "ExpressionAttributeNames": {"#c_1": "num"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}, ":c_2": {"N": "43"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "num": {"N": "42"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.between.unit.test.ts:29",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 BETWEEN :c_1 AND #c_2",
            "ExpressionAttributeNames": {"#c_1": "num", "#c_2": "otherNum"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "num": {"N": "42"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.between.unit.test.ts:42",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 BETWEEN #c_2 AND #c_3",
            "ExpressionAttributeNames": {"#c_1": "num", "#c_2": "otherNum", "#c_3": "yetAnotherNum"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.between.unit.test.ts:50",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": ":c_1 BETWEEN :c_2 AND :c_3",
            "ExpressionAttributeValues": {":c_1": {"N": "1"}, ":c_2": {"N": "2"}, ":c_3": {"N": "3"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "c_1": {"N": "2"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.between.unit.test.ts:71",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1.#c_2.#c_3 BETWEEN :c_1 AND :c_2",
            "ExpressionAttributeNames": {"#c_1": "map", "#c_2": "deepA", "#c_3": "deepB"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}, ":c_2": {"N": "43"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "map": {"M": {"deepA": {"M": {"deepB": {"N": "42"}}}}}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.between.unit.test.ts:102",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1.#c_2.#c_3 BETWEEN #c_4.#c_5 AND :c_1",
            "ExpressionAttributeNames": {
                "#c_1": "map",
                "#c_2": "deepA",
                "#c_3": "deepB",
                "#c_4": "deepC",
                "#c_5": "otherNum",
            },
            "ExpressionAttributeValues": {":c_1": {"N": "43"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.between.unit.test.ts:121",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1.#c_2.#c_3 BETWEEN #c_4.#c_5 AND #c_6.#c_7",
            "ExpressionAttributeNames": {
                "#c_1": "map",
                "#c_2": "deepA",
                "#c_3": "deepB",
                "#c_4": "deepC",
                "#c_5": "otherNum",
                "#c_6": "deepD",
                "#c_7": "yetAnotherNum",
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.between.unit.test.ts:166",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1[1].#c_2.#c_3[2].#c_4 BETWEEN :c_1 AND :c_2",
            "ExpressionAttributeNames": {"#c_1": "listA", "#c_2": "deep", "#c_3": "listB", "#c_4": "value"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}, ":c_2": {"N": "43"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "listA": {
                    "L": [
                        {"S": "pad"},
                        {
                            "M": {
                                "deep": {
                                    "M": {"listB": {"L": [{"S": "pad"}, {"S": "pad"}, {"M": {"value": {"N": "42"}}}]}}
                                }
                            }
                        },
                    ]
                },
            },
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.between.unit.test.ts:184",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1[1].#c_2.#c_3[2].#c_4 BETWEEN :c_1 AND #c_5[3].#c_2.#c_6[4].#c_4",
            "ExpressionAttributeNames": {
                "#c_1": "listA",
                "#c_2": "deep",
                "#c_3": "listB",
                "#c_4": "value",
                "#c_5": "listC",
                "#c_6": "listD",
            },
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "listA": {
                    "L": [
                        {"S": "pad"},
                        {
                            "M": {
                                "deep": {
                                    "M": {"listB": {"L": [{"S": "pad"}, {"S": "pad"}, {"M": {"value": {"N": "42"}}}]}}
                                }
                            }
                        },
                    ]
                },
            },
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.between.unit.test.ts:207",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1[1].#c_2.#c_3[2].#c_4 BETWEEN #c_5[3].#c_2.#c_6[4].#c_4 AND "
            "#c_7[3].#c_2.#c_8[4].#c_4",
            "ExpressionAttributeNames": {
                "#c_1": "listA",
                "#c_2": "deep",
                "#c_3": "listB",
                "#c_4": "value",
                "#c_5": "listC",
                "#c_6": "listD",
                "#c_7": "listE",
                "#c_8": "listF",
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.between.unit.test.ts:233",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1[1][2][3] BETWEEN :c_1 AND :c_2",
            "ExpressionAttributeNames": {"#c_1": "list"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}, ":c_2": {"N": "43"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "list": {
                    "L": [
                        {"S": "pad"},
                        {
                            "L": [
                                {"S": "pad"},
                                {"S": "pad"},
                                {"L": [{"S": "pad"}, {"S": "pad"}, {"S": "pad"}, {"N": "42"}]},
                            ]
                        },
                    ]
                },
            },
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.between.unit.test.ts:246",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1[1][2][3] BETWEEN #c_2[4][5][6] AND :c_1",
            "ExpressionAttributeNames": {"#c_1": "list", "#c_2": "listB"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.between.unit.test.ts:259",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1[1][2][3] BETWEEN #c_2[4][5][6] AND #c_3[7][8][9]",
            "ExpressionAttributeNames": {"#c_1": "list", "#c_2": "listB", "#c_3": "listC"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.between.unit.test.ts:269",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "size(#c_1) BETWEEN :c_1 AND :c_2",
            "ExpressionAttributeNames": {"#c_1": "num"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}, ":c_2": {"N": "43"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.unit.test.ts:34",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "begins_with(#c_1, :c_1)",
            "ExpressionAttributeNames": {"#c_1": "_s"},
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "_s": {"S": "foo-rest"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.unit.test.ts:44",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "begins_with(#c_1.#c_2, :c_1)",
            "ExpressionAttributeNames": {"#c_1": "_n", "#c_2": "_s"},
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "_n": {"M": {"_s": {"S": "foo-rest"}}}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.unit.test.ts:56",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "begins_with(#c1_1, :c1_1)",
            "ExpressionAttributeNames": {"#c1_1": "_s"},
            "ExpressionAttributeValues": {":c1_1": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "_s": {"S": "foo-rest"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.unit.test.ts:68",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "begins_with(#c_1[4].#c_2, :c_1)",
            "ExpressionAttributeNames": {"#c_1": "_l", "#c_2": "_s"},
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "_l": {"L": [{"S": "pad"}, {"S": "pad"}, {"S": "pad"}, {"S": "pad"}, {"M": {"_s": {"S": "foo-rest"}}}]},
            },
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.unit.test.ts:80",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "begins_with(#c_1[0].#c_2, :c_1)",
            "ExpressionAttributeNames": {"#c_1": "_t", "#c_2": "_s"},
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "_t": {"L": [{"M": {"_s": {"S": "foo-rest"}}}]}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.unit.test.ts:101",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 BETWEEN :c_1 AND :c_2",
            "ExpressionAttributeNames": {"#c_1": "anyOf"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}, ":c_2": {"N": "43"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "anyOf": {"N": "42"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.unit.test.ts:111",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1.#c_2 BETWEEN :c_1 AND :c_2",
            "ExpressionAttributeNames": {"#c_1": "anyOf", "#c_2": "strOrNum"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}, ":c_2": {"N": "43"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "anyOf": {"M": {"strOrNum": {"N": "42"}}}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.unit.test.ts:121",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "begins_with(#c_1.#c_2, :c_1)",
            "ExpressionAttributeNames": {"#c_1": "anyOf", "#c_2": "strOrNum"},
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "anyOf": {"M": {"strOrNum": {"S": "foo-rest"}}}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.unit.test.ts:141",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1.#c_2 = :c_1",
            "ExpressionAttributeNames": {"#c_1": "anyOf", "#c_2": "status"},
            "ExpressionAttributeValues": {":c_1": {"S": "b"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "anyOf": {"M": {"status": {"S": "b"}}}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.unit.test.ts:157",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 = :c_1",
            "ExpressionAttributeNames": {"#c_1": "any"},
            "ExpressionAttributeValues": {":c_1": {"S": '{"foo":"bar"}'}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "any": {"S": '{"foo":"bar"}'}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.unit.test.ts:201",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "begins_with(#c_1.#c_2, :c_1)",
            "ExpressionAttributeNames": {"#c_1": "record", "#c_2": "["},
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "record": {"M": {"[": {"S": "foo-rest"}}}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.unit.test.ts:211",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "begins_with(#c_1.#c_2, :c_1)",
            "ExpressionAttributeNames": {"#c_1": "map", "#c_2": "["},
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "map": {"M": {"[": {"S": "foo-rest"}}}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.unit.test.ts:221",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "begins_with(#c_1, :c_1)",
            "ExpressionAttributeNames": {"#c_1": "]"},
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "]": {"S": "foo-rest"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.logical.unit.test.ts:24",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "(#c_1 = :c_1) OR (#c_2 = :c_2)",
            "ExpressionAttributeNames": {"#c_1": "num", "#c_2": "str"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}, ":c_2": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "num": {"N": "42"}, "str": {"S": "foo"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.logical.unit.test.ts:39",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "(#c_1 = #c_2) OR (#c_3 = #c_4)",
            "ExpressionAttributeNames": {"#c_1": "num", "#c_2": "otherNum", "#c_3": "str", "#c_4": "otherStr"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.logical.unit.test.ts:56",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 = :c_1",
            "ExpressionAttributeNames": {"#c_1": "num"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "num": {"N": "42"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.logical.unit.test.ts:71",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "(#c_1 = :c_1) AND (#c_2 = :c_2)",
            "ExpressionAttributeNames": {"#c_1": "num", "#c_2": "str"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}, ":c_2": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "num": {"N": "42"}, "str": {"S": "foo"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.logical.unit.test.ts:86",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "(#c_1 = #c_2) AND (#c_3 = #c_4)",
            "ExpressionAttributeNames": {"#c_1": "num", "#c_2": "otherNum", "#c_3": "str", "#c_4": "otherStr"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.logical.unit.test.ts:123",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "((#c_1 = :c_1) OR (#c_2 = :c_2)) AND (#c_3 = :c_3)",
            "ExpressionAttributeNames": {"#c_1": "num", "#c_2": "bool", "#c_3": "str"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}, ":c_2": {"BOOL": True}, ":c_3": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "num": {"N": "42"}, "bool": {"BOOL": True}, "str": {"S": "foo"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.logical.unit.test.ts:139",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "NOT (#c_1 = :c_1)",
            "ExpressionAttributeNames": {"#c_1": "num"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "num": {"N": "42"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.logical.unit.test.ts:150",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "NOT (#c_1 = #c_2)",
            "ExpressionAttributeNames": {"#c_1": "num", "#c_2": "otherNum"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:23",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 = #c_2",
            "ExpressionAttributeNames": {"#c_1": "num", "#c_2": "otherNum"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:31",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": ":c_1 = :c_2",
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}, ":c_2": {"S": "bar"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "c_1": {"S": "bar"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:39",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 <> :c_1",
            "ExpressionAttributeNames": {"#c_1": "num"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "num": {"N": "42"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:49",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 <> #c_2",
            "ExpressionAttributeNames": {"#c_1": "num", "#c_2": "otherNum"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:57",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": ":c_1 <> :c_2",
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}, ":c_2": {"S": "bar"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "c_1": {"S": "bar_other"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:65",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 > :c_1",
            "ExpressionAttributeNames": {"#c_1": "num"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "num": {"N": "43"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:75",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 > #c_2",
            "ExpressionAttributeNames": {"#c_1": "num", "#c_2": "otherNum"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:83",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": ":c_1 > :c_2",
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}, ":c_2": {"S": "bar"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "c_1": {"S": "barz"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:91",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 >= :c_1",
            "ExpressionAttributeNames": {"#c_1": "num"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "num": {"N": "42"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:101",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 >= #c_2",
            "ExpressionAttributeNames": {"#c_1": "num", "#c_2": "otherNum"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:109",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": ":c_1 >= :c_2",
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}, ":c_2": {"S": "bar"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "c_1": {"S": "bar"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:117",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 < :c_1",
            "ExpressionAttributeNames": {"#c_1": "num"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "num": {"N": "41"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:127",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 < #c_2",
            "ExpressionAttributeNames": {"#c_1": "num", "#c_2": "otherNum"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:135",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": ":c_1 < :c_2",
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}, ":c_2": {"S": "bar"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "c_1": {"S": "ba"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:143",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 <= :c_1",
            "ExpressionAttributeNames": {"#c_1": "num"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "num": {"N": "42"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:153",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 <= #c_2",
            "ExpressionAttributeNames": {"#c_1": "num", "#c_2": "otherNum"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:161",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": ":c_1 <= :c_2",
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}, ":c_2": {"S": "bar"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "c_1": {"S": "bar"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:180",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1.#c_2.#c_3 = :c_1",
            "ExpressionAttributeNames": {"#c_1": "map", "#c_2": "deepA", "#c_3": "deepB"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "map": {"M": {"deepA": {"M": {"deepB": {"N": "42"}}}}}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:197",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1.#c_2.#c_3 = #c_4.#c_5.#c_6",
            "ExpressionAttributeNames": {
                "#c_1": "map",
                "#c_2": "deepA",
                "#c_3": "deepB",
                "#c_4": "other",
                "#c_5": "deep",
                "#c_6": "value",
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:233",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1[1].#c_2.#c_3[2].#c_4 = :c_1",
            "ExpressionAttributeNames": {"#c_1": "listA", "#c_2": "deep", "#c_3": "listB", "#c_4": "value"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "listA": {
                    "L": [
                        {"S": "pad"},
                        {
                            "M": {
                                "deep": {
                                    "M": {"listB": {"L": [{"S": "pad"}, {"S": "pad"}, {"M": {"value": {"N": "42"}}}]}}
                                }
                            }
                        },
                    ]
                },
            },
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:251",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1[1].#c_2.#c_3[2].#c_4 = #c_5[3].#c_2.#c_6[4].#c_4",
            "ExpressionAttributeNames": {
                "#c_1": "listA",
                "#c_2": "deep",
                "#c_3": "listB",
                "#c_4": "value",
                "#c_5": "listC",
                "#c_6": "listD",
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:273",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1[1][2][3] = :c_1",
            "ExpressionAttributeNames": {"#c_1": "listA"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "listA": {
                    "L": [
                        {"S": "pad"},
                        {
                            "L": [
                                {"S": "pad"},
                                {"S": "pad"},
                                {"L": [{"S": "pad"}, {"S": "pad"}, {"S": "pad"}, {"N": "42"}]},
                            ]
                        },
                    ]
                },
            },
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:285",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1[1][2][3] = #c_2[4][5][6]",
            "ExpressionAttributeNames": {"#c_1": "listA", "#c_2": "listB"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.comparisons.unit.test.ts:293",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "size(#c_1) = :c_1",
            "ExpressionAttributeNames": {"#c_1": "num"},
            "ExpressionAttributeValues": {":c_1": {"N": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "num": {"S": "ssssssssssssssssssssssssssssssssssssssssss"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.beginsWith.unit.test.ts:18",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "begins_with(#c_1, :c_1)",
            "ExpressionAttributeNames": {"#c_1": "str"},
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "str": {"S": "foo-rest"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
        ],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.beginsWith.unit.test.ts:28",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "begins_with(#c_1, #c_2)",
            "ExpressionAttributeNames": {"#c_1": "str", "#c_2": "otherStr"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.beginsWith.unit.test.ts:38",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "begins_with(:c_1, :c_2)",
            "ExpressionAttributeValues": {":c_1": {"S": "foo"}, ":c_2": {"S": "bar"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/schema/actions/parseCondition/conditionParser.beginsWith.unit.test.ts:68",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "begins_with(#c_1[1].#c_2.#c_3[2].#c_4, #c_5[3].#c_2.#c_6[4].#c_4)",
            "ExpressionAttributeNames": {
                "#c_1": "listA",
                "#c_2": "deep",
                "#c_3": "listB",
                "#c_4": "value",
                "#c_5": "listC",
                "#c_6": "listD",
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}, {"pk": {"S": "p2"}, "sk": {"S": "s2"}}],
        "note": "the parsed condition as a Scan filter; an empty ExpressionAttributeValues left out",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/schema/actions/parsePaths/pathParser.unit.test.ts:26",
        "operation": "GetItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "ProjectionExpression": "#p_1",
            "ExpressionAttributeNames": {"#p_1": "_s"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "_s": {"S": "x"}}],
        "note": "the parsed paths as a GetItem projection",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/schema/actions/parsePaths/pathParser.unit.test.ts:33",
        "operation": "GetItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "ProjectionExpression": "#p_1, #p_2.#p_1",
            "ExpressionAttributeNames": {"#p_1": "_s", "#p_2": "_n"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "_s": {"S": "x"}, "_n": {"M": {"_s": {"S": "x"}}}}],
        "note": "the parsed paths as a GetItem projection",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/schema/actions/parsePaths/pathParser.unit.test.ts:42",
        "operation": "GetItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "ProjectionExpression": "#p_1, #p_2[4].#p_1",
            "ExpressionAttributeNames": {"#p_1": "_s", "#p_2": "_l"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "_s": {"S": "x"},
                "_l": {"L": [{"S": "pad"}, {"S": "pad"}, {"S": "pad"}, {"S": "pad"}, {"M": {"_s": {"S": "x"}}}]},
            }
        ],
        "note": "the parsed paths as a GetItem projection",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/schema/actions/parsePaths/pathParser.unit.test.ts:55",
        "operation": "GetItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "ProjectionExpression": "#p_1",
            "ExpressionAttributeNames": {"#p_1": "anyOf"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "anyOf": {"S": "x"}}],
        "note": "the parsed paths as a GetItem projection",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/schema/actions/parsePaths/pathParser.unit.test.ts:62",
        "operation": "GetItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "ProjectionExpression": "#p_1.#p_2",
            "ExpressionAttributeNames": {"#p_1": "anyOf", "#p_2": "str"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "anyOf": {"M": {"str": {"S": "x"}}}}],
        "note": "the parsed paths as a GetItem projection",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/schema/actions/parsePaths/pathParser.unit.test.ts:69",
        "operation": "GetItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "ProjectionExpression": "#p_1.#p_2",
            "ExpressionAttributeNames": {"#p_1": "anyOf", "#p_2": "_n"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "anyOf": {"M": {"_n": {"S": "x"}}}}],
        "note": "the parsed paths as a GetItem projection",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/schema/actions/parsePaths/pathParser.unit.test.ts:109",
        "operation": "GetItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "ProjectionExpression": "#p_1.#p_2",
            "ExpressionAttributeNames": {"#p_1": "record", "#p_2": "["},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "record": {"M": {"[": {"S": "x"}}}}],
        "note": "the parsed paths as a GetItem projection",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/schema/actions/parsePaths/pathParser.unit.test.ts:116",
        "operation": "GetItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "ProjectionExpression": "#p_1.#p_2",
            "ExpressionAttributeNames": {"#p_1": "map", "#p_2": "["},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "map": {"M": {"[": {"S": "x"}}}}],
        "note": "the parsed paths as a GetItem projection",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/schema/actions/parsePaths/pathParser.unit.test.ts:123",
        "operation": "GetItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "ProjectionExpression": "#p_1",
            "ExpressionAttributeNames": {"#p_1": "]"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "]": {"S": "x"}}],
        "note": "the parsed paths as a GetItem projection",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:234",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_string"},
            "ExpressionAttributeValues": {":s_1": {"S": "test string"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_string": {"S": "test string"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:249",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_mapped_number"},
            "ExpressionAttributeValues": {":s_1": {"S": "x"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_mapped_number": {"S": "x"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:264",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "REMOVE #r_1, #r_2",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#r_1": "test", "#r_2": "test_composite"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test": {"S": "to-remove"}, "test_composite": {"S": "to-remove"}}
        ],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:339",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_nullable_boolean"},
            "ExpressionAttributeValues": {":s_1": {"NULL": True}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_nullable_boolean": {"NULL": True}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:356",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = #s_2",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_string_coerce", "#s_2": "test_string"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:374",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = if_not_exists(#s_2, :s_1)",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_string_coerce", "#s_2": "test_string"},
            "ExpressionAttributeValues": {":s_1": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:392",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = if_not_exists(#s_2, #s_3)",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_string_coerce", "#s_2": "test_string", "#s_3": "simple_string"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:411",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = if_not_exists(#s_2, if_not_exists(#s_3, :s_1))",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_string_coerce", "#s_2": "test_string", "#s_3": "simple_string"},
            "ExpressionAttributeValues": {":s_1": {"S": "bar"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:507",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1, #s_2 = :s_2 + :s_3",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_2": "test_number_default", "#s_1": "s_1"},
            "ExpressionAttributeValues": {":s_2": {"N": "10"}, ":s_3": {"N": "10"}, ":s_1": {"S": "x"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "s_1": {"S": "x"},
                "test_number_default": {"N": "10"},
                "s_2": {"N": "10"},
            }
        ],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:523",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1, #s_2 = #s_3 + :s_2",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_2": "test_number_default", "#s_3": "test_number", "#s_1": "s_1"},
            "ExpressionAttributeValues": {":s_2": {"N": "10"}, ":s_1": {"S": "x"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "s_1": {"S": "x"}, "test_number": {"N": "10"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:543",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1, #s_2 = :s_2 + if_not_exists(#s_3, :s_3)",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_2": "test_number_default", "#s_3": "test_number", "#s_1": "s_1"},
            "ExpressionAttributeValues": {":s_2": {"N": "10"}, ":s_3": {"N": "10"}, ":s_1": {"S": "x"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "s_1": {"S": "x"},
                "test_number_default": {"N": "10"},
                "s_2": {"N": "10"},
            }
        ],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:563",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1, #s_2 = if_not_exists(#s_3, :s_2) + if_not_exists(#s_3, :s_3)",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_2": "test_number_default", "#s_3": "test_number", "#s_1": "s_1"},
            "ExpressionAttributeValues": {":s_2": {"N": "5"}, ":s_3": {"N": "10"}, ":s_1": {"S": "x"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "s_1": {"S": "x"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:646",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1, #s_2 = :s_2 - :s_3",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_2": "test_number_default", "#s_1": "s_1"},
            "ExpressionAttributeValues": {":s_2": {"N": "10"}, ":s_3": {"N": "10"}, ":s_1": {"S": "x"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "s_1": {"S": "x"},
                "test_number_default": {"N": "10"},
                "s_2": {"N": "10"},
            }
        ],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:662",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1, #s_2 = #s_3 - :s_2",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_2": "test_number_default", "#s_3": "test_number", "#s_1": "s_1"},
            "ExpressionAttributeValues": {":s_2": {"N": "10"}, ":s_1": {"S": "x"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "s_1": {"S": "x"}, "test_number": {"N": "10"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:682",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1, #s_2 = :s_2 - if_not_exists(#s_3, :s_3)",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_2": "test_number_default", "#s_3": "test_number", "#s_1": "s_1"},
            "ExpressionAttributeValues": {":s_3": {"N": "10"}, ":s_1": {"S": "x"}, ":s_2": {"N": "1"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "s_1": {"S": "x"},
                "test_number_default": {"N": "1"},
                "s_2": {"N": "10"},
            }
        ],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:702",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1, #s_2 = if_not_exists(#s_3, :s_2) - if_not_exists(#s_3, :s_3)",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_2": "test_number_default", "#s_3": "test_number", "#s_1": "s_1"},
            "ExpressionAttributeValues": {":s_2": {"N": "5"}, ":s_3": {"N": "10"}, ":s_1": {"S": "x"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "s_1": {"S": "x"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:781",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "ADD #a_1 :a_1, #a_2 :a_2, #a_3 :a_3",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {
                "#a_1": "test_big_number",
                "#a_2": "test_number_set",
                "#a_3": "test_number_default",
            },
            "ExpressionAttributeValues": {
                ":a_1": {"N": "10000000"},
                ":a_2": {"NS": ["1", "2", "3"]},
                ":a_3": {"N": "10"},
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "test_big_number": {"N": "5"},
                "test_number_set": {"NS": ["1", "2", "3", "999"]},
                "test_number_default": {"N": "5"},
            }
        ],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:834",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1, #s_2 = :s_2, #s_3 = :s_3",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {
                "#s_1": "test_string_set",
                "#s_2": "test_number_set",
                "#s_3": "test_binary_set",
            },
            "ExpressionAttributeValues": {
                ":s_1": {"SS": ["1", "2", "3"]},
                ":s_2": {"NS": ["1", "2", "3"]},
                ":s_3": {"BS": ["AQ==", "Ag==", "Aw=="]},
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "test_string_set": {"SS": ["1", "2", "3"]},
                "test_number_set": {"NS": ["1", "2", "3"]},
                "test_binary_set": {"BS": ["AQ==", "Ag==", "Aw=="]},
            }
        ],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:858",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "DELETE #d_1 :d_1, #d_2 :d_2",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#d_1": "test_string_set", "#d_2": "test_number_set"},
            "ExpressionAttributeValues": {":d_1": {"SS": ["1", "2", "3"]}, ":d_2": {"NS": ["1", "2", "3"]}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "test_string_set": {"SS": ["1", "2", "3", "kept"]},
                "test_number_set": {"NS": ["1", "2", "3", "999"]},
            }
        ],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:893",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "#s_1 = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_any"},
            "ExpressionAttributeValues": {":s_1": {"M": {"foo": {"S": "bar"}}}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_any": {"M": {"foo": {"S": "bar"}}}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:905",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "#s_1 = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_any"},
            "ExpressionAttributeValues": {":s_1": {"L": [{"S": "foo"}, {"N": "42"}]}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_any": {"L": [{"S": "foo"}, {"N": "42"}]}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:920",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_list"},
            "ExpressionAttributeValues": {":s_1": {"L": [{"S": "test1"}, {"S": "test2"}]}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_list": {"L": [{"S": "test1"}, {"S": "test2"}]}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:982",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = list_append(if_not_exists(#s_1, :s_1), :s_2)",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_list"},
            "ExpressionAttributeValues": {":s_1": {"L": []}, ":s_2": {"L": [{"S": "1"}, {"S": "2"}, {"S": "3"}]}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:998",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = list_append(if_not_exists(#s_1, :s_1), #s_2)",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_list", "#s_2": "test_string"},
            "ExpressionAttributeValues": {":s_1": {"L": []}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:1014",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = list_append(if_not_exists(#s_1, :s_1), if_not_exists(#s_2, :s_2))",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_list", "#s_2": "test_string"},
            "ExpressionAttributeValues": {":s_1": {"L": []}, ":s_2": {"L": [{"S": "1"}, {"S": "2"}, {"S": "3"}]}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:1064",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = list_append(:s_1, if_not_exists(#s_1, :s_2))",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_list"},
            "ExpressionAttributeValues": {":s_1": {"L": [{"S": "a"}, {"S": "b"}, {"S": "c"}]}, ":s_2": {"L": []}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:1080",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = list_append(#s_2, if_not_exists(#s_1, :s_1))",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_list", "#s_2": "test_string"},
            "ExpressionAttributeValues": {":s_1": {"L": []}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_string": {"L": [{"S": "old"}]}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:1096",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = list_append(if_not_exists(#s_2, :s_1), if_not_exists(#s_1, :s_2))",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_list", "#s_2": "test_string"},
            "ExpressionAttributeValues": {":s_1": {"L": [{"S": "1"}, {"S": "2"}, {"S": "3"}]}, ":s_2": {"L": []}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:1143",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_tuple"},
            "ExpressionAttributeValues": {":s_1": {"L": [{"S": "test1"}, {"N": "42"}]}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_tuple": {"L": [{"S": "test1"}, {"N": "42"}]}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:1202",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_map"},
            "ExpressionAttributeValues": {":s_1": {"M": {"optional": {"N": "1"}}}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_map": {"M": {"optional": {"N": "1"}}}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:1234",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_map"},
            "ExpressionAttributeValues": {":s_1": {"M": {}}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_map": {"M": {}}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:1266",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_record"},
            "ExpressionAttributeValues": {":s_1": {"M": {"foo": {"N": "1"}}}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_record": {"M": {"foo": {"N": "1"}}}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:1281",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_record"},
            "ExpressionAttributeValues": {":s_1": {"M": {}}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_record": {"M": {}}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:1317",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "_c"},
            "ExpressionAttributeValues": {":s_1": {"S": "x"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "_c": {"S": "x"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:1320",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "ADD #a_1 :a_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#a_1": "test_number"},
            "ExpressionAttributeValues": {":a_1": {"N": "1"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_number": {"N": "5"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:1533",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = list_append(if_not_exists(#s_1, :s_1), :s_2)",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "transformedList"},
            "ExpressionAttributeValues": {":s_1": {"L": []}, ":s_2": {"L": [{"S": "LIST#list"}]}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:1534",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "DELETE #d_1 :d_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#d_1": "transformedSet"},
            "ExpressionAttributeValues": {":d_1": {"SS": ["SET#set"]}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "transformedSet": {"SS": ["SET#set", "kept"]}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/updateAttributes/updateAttributesParams/updateAttributesParams.unit.test.ts:1560",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1, #s_2 = :s_2, #s_3 = :s_3, #s_4 = :s_4",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {
                "#s_1": "transformedSet",
                "#s_2": "transformedList",
                "#s_3": "transformedMap",
                "#s_4": "transformedRecord",
            },
            "ExpressionAttributeValues": {
                ":s_1": {"SS": ["SET#set"]},
                ":s_2": {"L": [{"S": "LIST#list"}]},
                ":s_3": {"M": {"str": {"S": "MAP#map"}}},
                ":s_4": {"M": {"RECORD_KEY#recordKey": {"S": "RECORD_VALUE#recordValue"}}},
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "transformedSet": {"SS": ["SET#set"]},
                "transformedList": {"L": [{"S": "LIST#list"}]},
                "transformedMap": {"M": {"str": {"S": "MAP#map"}}},
                "transformedRecord": {"M": {"RECORD_KEY#recordKey": {"S": "RECORD_VALUE#recordValue"}}},
            }
        ],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:925",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1[2] = :s_1, #s_2[1].#s_3 = :s_2",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_list", "#s_2": "test_list_deep", "#s_3": "value"},
            "ExpressionAttributeValues": {":s_1": {"S": "Test2"}, ":s_2": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "test_list": {"L": [{"S": "pad"}, {"S": "pad"}, {"S": "Test2"}]},
                "test_list_deep": {"L": [{"S": "pad"}, {"M": {"value": {"S": "foo"}}}]},
            }
        ],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:946",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1[2] = #s_2",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_list", "#s_2": "test_string"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:1077",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "REMOVE #r_1[2]",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#r_1": "test_list"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_list": {"L": [{"S": "pad"}, {"S": "pad"}, {"S": "to-remove"}]}}
        ],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:1091",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1[2] = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_list"},
            "ExpressionAttributeValues": {":s_1": {"S": "test"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_list": {"L": [{"S": "pad"}, {"S": "pad"}, {"S": "test"}]}}
        ],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:1095",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "REMOVE #r_1[1]",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#r_1": "test_list"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_list": {"L": [{"S": "pad"}, {"S": "to-remove"}]}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:1276",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1[0] = :s_1, #s_1[1] = :s_2",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_tuple"},
            "ExpressionAttributeValues": {":s_1": {"S": "foo"}, ":s_2": {"N": "2"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_tuple": {"L": [{"S": "foo"}, {"N": "2"}]}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:1294",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1[0] = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_tuple"},
            "ExpressionAttributeValues": {":s_1": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_tuple": {"L": [{"S": "foo"}]}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:1321",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1[1] = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_tuple"},
            "ExpressionAttributeValues": {":s_1": {"N": "2"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_tuple": {"L": [{"S": "pad"}, {"N": "2"}]}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:1382",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1[0] = #s_2",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_tuple", "#s_2": "test_string"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:1482",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1 = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_tuple"},
            "ExpressionAttributeValues": {":s_1": {"L": [{"S": "foo"}, {"N": "2"}]}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_tuple": {"L": [{"S": "foo"}, {"N": "2"}]}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:1527",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1.#s_2 = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_map", "#s_2": "optional"},
            "ExpressionAttributeValues": {":s_1": {"N": "1"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_map": {"M": {"optional": {"N": "1"}}}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:1544",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "REMOVE #r_1.#r_2",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#r_1": "test_map", "#r_2": "optional"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_map": {"M": {"optional": {"S": "to-remove"}}}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:1572",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1.#s_2 = #s_3",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_map", "#s_2": "optional", "#s_3": "test_number_default"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:1720",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1.#s_2 = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_record", "#s_2": "foo"},
            "ExpressionAttributeValues": {":s_1": {"N": "1"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_record": {"M": {"foo": {"N": "1"}}}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:1737",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "REMOVE #r_1.#r_2",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#r_1": "test_record", "#r_2": "foo"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "test_record": {"M": {"foo": {"S": "to-remove"}}}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:1765",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1.#s_2 = #s_3",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "test_record", "#s_2": "foo", "#s_3": "test_number_default"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:1932",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1.#s_2 = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "_c", "#s_2": "s_2"},
            "ExpressionAttributeValues": {":s_1": {"S": "x"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "_c": {"M": {"s_2": {"S": "x"}}}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:2165",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1[0] = :s_1, #s_2.#s_3 = :s_2, #s_4.#s_5 = :s_3",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {
                "#s_1": "transformedList",
                "#s_2": "transformedMap",
                "#s_3": "str",
                "#s_4": "transformedRecord",
                "#s_5": "RECORD_KEY#recordKey",
            },
            "ExpressionAttributeValues": {
                ":s_1": {"S": "LIST#list"},
                ":s_2": {"S": "MAP#map"},
                ":s_3": {"S": "RECORD_VALUE#recordValue"},
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "transformedList": {"L": [{"S": "LIST#list"}]},
                "transformedMap": {"M": {"str": {"S": "MAP#map"}}},
                "transformedRecord": {"M": {"RECORD_KEY#recordKey": {"S": "RECORD_VALUE#recordValue"}}},
            }
        ],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:2166",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "ADD #a_1 :a_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#a_1": "transformedSet"},
            "ExpressionAttributeValues": {":a_1": {"SS": ["SET#set"]}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "transformedSet": {"SS": ["SET#set", "kept"]}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/update/updateItemParams/updateItemParams.unit.test.ts:2274",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "SET #s_1.#s_2 = :s_1",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#s_1": "any", "#s_2": "key"},
            "ExpressionAttributeValues": {":s_1": {"M": {"foo": {"S": "bar"}}}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "p1"}, "sk": {"S": "s1"}, "any": {"M": {"key": {"M": {"foo": {"S": "bar"}}}}}}],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/entity/actions/transactUpdate/updateTransaction.unit.test.ts:776",
        "operation": "UpdateItem",
        "request": {
            "TableName": "toolbox-test",
            "Key": {"pk": {"S": "p1"}, "sk": {"S": "s1"}},
            "UpdateExpression": "ADD #a_1 :a_1, #a_2 :a_2",
            "ReturnValues": "ALL_NEW",
            "ExpressionAttributeNames": {"#a_1": "test_number_set", "#a_2": "test_number_default"},
            "ExpressionAttributeValues": {":a_1": {"NS": ["1", "2", "3"]}, ":a_2": {"N": "10"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "pk": {"S": "p1"},
                "sk": {"S": "s1"},
                "test_number_set": {"NS": ["1", "2", "3", "999"]},
                "test_number_default": {"N": "5"},
            }
        ],
        "note": "the asserted fragment as a whole UpdateExpression; names and values restricted to those it uses, missing "
        "ones filled by type",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/table/actions/query/queryParams/queryParams.unit.test.ts:113",
        "operation": "Query",
        "request": {
            "TableName": "toolbox-test",
            "KeyConditionExpression": "#c0_1 = :c0_1",
            "ExpressionAttributeNames": {"#c0_1": "pk"},
            "ExpressionAttributeValues": {":c0_1": {"S": "foo"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "foo"}, "sk": {"S": "bar"}},
            {"pk": {"S": "foo"}, "sk": {"S": "bara"}},
            {"pk": {"S": "foo"}, "sk": {"S": "baz"}},
            {"pk": {"S": "foo"}, "sk": {"S": "a"}},
            {"pk": {"S": "foo"}, "sk": {"S": "42"}},
        ],
        "note": "the asserted expression on the table's pk/sk (string keys: a number value sent as its text)",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/table/actions/query/queryParams/queryParams.unit.test.ts:125",
        "operation": "Query",
        "request": {
            "TableName": "toolbox-test",
            "KeyConditionExpression": "(#c0_1 = :c0_1) AND (#c0_2 = :c0_2)",
            "ExpressionAttributeNames": {"#c0_1": "pk", "#c0_2": "sk"},
            "ExpressionAttributeValues": {":c0_1": {"S": "foo"}, ":c0_2": {"S": "bar"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "foo"}, "sk": {"S": "bar"}},
            {"pk": {"S": "foo"}, "sk": {"S": "bara"}},
            {"pk": {"S": "foo"}, "sk": {"S": "baz"}},
            {"pk": {"S": "foo"}, "sk": {"S": "a"}},
            {"pk": {"S": "foo"}, "sk": {"S": "42"}},
        ],
        "note": "the asserted expression on the table's pk/sk (string keys: a number value sent as its text)",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/table/actions/query/queryParams/queryParams.unit.test.ts:143",
        "operation": "Query",
        "request": {
            "TableName": "toolbox-test",
            "KeyConditionExpression": "(#c0_1 = :c0_1) AND (#c0_2 >= :c0_2)",
            "ExpressionAttributeNames": {"#c0_1": "pk", "#c0_2": "sk"},
            "ExpressionAttributeValues": {":c0_1": {"S": "foo"}, ":c0_2": {"S": "bar"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "foo"}, "sk": {"S": "bar"}},
            {"pk": {"S": "foo"}, "sk": {"S": "bara"}},
            {"pk": {"S": "foo"}, "sk": {"S": "baz"}},
            {"pk": {"S": "foo"}, "sk": {"S": "a"}},
            {"pk": {"S": "foo"}, "sk": {"S": "42"}},
        ],
        "note": "the asserted expression on the table's pk/sk (string keys: a number value sent as its text)",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/table/actions/query/queryParams/queryParams.unit.test.ts:232",
        "operation": "Query",
        "request": {
            "TableName": "toolbox-test",
            "KeyConditionExpression": "(#c0_1 = :c0_1) AND (#c0_2 = :c0_2)",
            "ExpressionAttributeNames": {"#c0_1": "pk", "#c0_2": "sk"},
            "ExpressionAttributeValues": {":c0_1": {"S": "foo"}, ":c0_2": {"S": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "foo"}, "sk": {"S": "bar"}},
            {"pk": {"S": "foo"}, "sk": {"S": "bara"}},
            {"pk": {"S": "foo"}, "sk": {"S": "baz"}},
            {"pk": {"S": "foo"}, "sk": {"S": "a"}},
            {"pk": {"S": "foo"}, "sk": {"S": "42"}},
        ],
        "note": "the asserted expression on the table's pk/sk (string keys: a number value sent as its text)",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/table/actions/query/queryParams/queryParams.unit.test.ts:252",
        "operation": "Query",
        "request": {
            "TableName": "toolbox-test",
            "KeyConditionExpression": "(#c0_1 = :c0_1) AND (#c0_2 >= :c0_2)",
            "ExpressionAttributeNames": {"#c0_1": "pk", "#c0_2": "sk"},
            "ExpressionAttributeValues": {":c0_1": {"S": "foo"}, ":c0_2": {"S": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "foo"}, "sk": {"S": "bar"}},
            {"pk": {"S": "foo"}, "sk": {"S": "bara"}},
            {"pk": {"S": "foo"}, "sk": {"S": "baz"}},
            {"pk": {"S": "foo"}, "sk": {"S": "a"}},
            {"pk": {"S": "foo"}, "sk": {"S": "42"}},
        ],
        "note": "the asserted expression on the table's pk/sk (string keys: a number value sent as its text)",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/table/actions/query/queryParams/queryParams.unit.test.ts:424",
        "operation": "Query",
        "request": {
            "TableName": "toolbox-test",
            "KeyConditionExpression": "(#c0_1 = :c0_1) AND (begins_with(#c0_2, :c0_2))",
            "ExpressionAttributeNames": {"#c0_1": "pk", "#c0_2": "sk"},
            "ExpressionAttributeValues": {":c0_1": {"S": "foo"}, ":c0_2": {"S": "bar"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "foo"}, "sk": {"S": "bar"}},
            {"pk": {"S": "foo"}, "sk": {"S": "bara"}},
            {"pk": {"S": "foo"}, "sk": {"S": "baz"}},
            {"pk": {"S": "foo"}, "sk": {"S": "a"}},
            {"pk": {"S": "foo"}, "sk": {"S": "42"}},
        ],
        "note": "the asserted expression on the table's pk/sk (string keys: a number value sent as its text)",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/table/actions/query/queryParams/queryParams.unit.test.ts:439",
        "operation": "Query",
        "request": {
            "TableName": "toolbox-test",
            "KeyConditionExpression": "#c0_1 = :c0_1",
            "ExpressionAttributeNames": {"#c0_1": "pk"},
            "ExpressionAttributeValues": {":c0_1": {"S": "42"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "foo"}, "sk": {"S": "bar"}},
            {"pk": {"S": "foo"}, "sk": {"S": "bara"}},
            {"pk": {"S": "foo"}, "sk": {"S": "baz"}},
            {"pk": {"S": "foo"}, "sk": {"S": "a"}},
            {"pk": {"S": "foo"}, "sk": {"S": "42"}},
        ],
        "note": "the asserted expression on the table's pk/sk (string keys: a number value sent as its text)",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/table/actions/query/queryParams/queryParams.unit.test.ts:1153",
        "operation": "Query",
        "request": {
            "TableName": "toolbox-test",
            "KeyConditionExpression": "#c0_1 = :c0_1",
            "FilterExpression": "#c1_1 = :c1_1",
            "ExpressionAttributeNames": {"#c1_1": "foo", "#c0_1": "pk"},
            "ExpressionAttributeValues": {":c1_1": {"S": "bar"}, ":c0_1": {"S": "p1"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "foo": {"S": "bar"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
            {"pk": {"S": "p1"}, "sk": {"S": "s3"}},
        ],
        "note": "the asserted expression as the filter of a Query on pk (the tests' partition #c0_1 = :c0_1); missing names "
        "and values filled",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/table/actions/query/queryParams/queryParams.unit.test.ts:1179",
        "operation": "Query",
        "request": {
            "TableName": "toolbox-test",
            "KeyConditionExpression": "#c0_1 = :c0_1",
            "FilterExpression": "(#c1_1 = :c1_1) OR (#c1_1 = :c1_2)",
            "ExpressionAttributeNames": {"#c1_1": "c1_1", "#c0_1": "pk"},
            "ExpressionAttributeValues": {":c1_1": {"S": "x"}, ":c1_2": {"S": "x"}, ":c0_1": {"S": "p1"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "c1_1": {"S": "x"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
            {"pk": {"S": "p1"}, "sk": {"S": "s3"}},
        ],
        "note": "the asserted expression as the filter of a Query on pk (the tests' partition #c0_1 = :c0_1); missing names "
        "and values filled",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/table/actions/query/queryParams/queryParams.unit.test.ts:1222",
        "operation": "Query",
        "request": {
            "TableName": "toolbox-test",
            "KeyConditionExpression": "#c0_1 = :c0_1",
            "FilterExpression": "#c1_1 >= :c1_1",
            "ExpressionAttributeNames": {"#c1_1": "price", "#c0_1": "pk"},
            "ExpressionAttributeValues": {":c1_1": {"N": "100"}, ":c0_1": {"S": "p1"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "price": {"N": "100"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
            {"pk": {"S": "p1"}, "sk": {"S": "s3"}},
        ],
        "note": "the asserted expression as the filter of a Query on pk (the tests' partition #c0_1 = :c0_1); missing names "
        "and values filled",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/table/actions/query/queryParams/queryParams.unit.test.ts:1240",
        "operation": "Query",
        "request": {
            "TableName": "toolbox-test",
            "KeyConditionExpression": "#c0_1 = :c0_1",
            "FilterExpression": "#c1_1 >= :c1_1",
            "ExpressionAttributeNames": {"#c1_1": "age", "#c0_1": "pk"},
            "ExpressionAttributeValues": {":c1_1": {"N": "40"}, ":c0_1": {"S": "p1"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "age": {"N": "40"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
            {"pk": {"S": "p1"}, "sk": {"S": "s3"}},
        ],
        "note": "the asserted expression as the filter of a Query on pk (the tests' partition #c0_1 = :c0_1); missing names "
        "and values filled",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/table/actions/query/queryParams/queryParams.unit.test.ts:1267",
        "operation": "Query",
        "request": {
            "TableName": "toolbox-test",
            "KeyConditionExpression": "#c0_1 = :c0_1",
            "FilterExpression": "((#c1_1 = :c1_1) AND (#c1_2 >= :c1_2)) OR ((#c1_1 = :c1_3) AND (#c1_3 >= :c1_4))",
            "ExpressionAttributeNames": {"#c1_1": "c1_1", "#c1_2": "c1_2", "#c1_3": "c1_3", "#c0_1": "pk"},
            "ExpressionAttributeValues": {
                ":c1_1": {"S": "x"},
                ":c1_2": {"S": "x"},
                ":c1_3": {"S": "x"},
                ":c1_4": {"S": "x"},
                ":c0_1": {"S": "p1"},
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "c1_1": {"S": "x"}, "c1_2": {"S": "x"}, "c1_3": {"S": "x"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
            {"pk": {"S": "p1"}, "sk": {"S": "s3"}},
        ],
        "note": "the asserted expression as the filter of a Query on pk (the tests' partition #c0_1 = :c0_1); missing names "
        "and values filled",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 "
        "src/table/actions/query/queryParams/queryParams.unit.test.ts:1305",
        "operation": "Query",
        "request": {
            "TableName": "toolbox-test",
            "KeyConditionExpression": "#c0_1 = :c0_1",
            "FilterExpression": "#c1_2 >= :c1_2",
            "ExpressionAttributeNames": {"#c1_2": "transformedStr", "#c0_1": "pk"},
            "ExpressionAttributeValues": {":c1_2": {"S": "bar"}, ":c0_1": {"S": "p1"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "transformedStr": {"S": "bar"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
            {"pk": {"S": "p1"}, "sk": {"S": "s3"}},
        ],
        "note": "the asserted fragment as the filter of a Query on pk (the tests' partition #c0_1 = :c0_1); missing names "
        "and values filled",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/table/actions/scan/scanParams/scanParams.unit.test.ts:557",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 = :c_1",
            "ExpressionAttributeNames": {"#c_1": "foo"},
            "ExpressionAttributeValues": {":c_1": {"S": "bar"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "foo": {"S": "bar"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
            {"pk": {"S": "p1"}, "sk": {"S": "s3"}},
        ],
        "note": "the asserted expression as a Scan filter; missing names and values filled",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/table/actions/scan/scanParams/scanParams.unit.test.ts:580",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "(#c_1 = :c_1) OR (#c_1 = :c_2)",
            "ExpressionAttributeNames": {"#c_1": "c_1"},
            "ExpressionAttributeValues": {":c_1": {"S": "x"}, ":c_2": {"S": "x"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "c_1": {"S": "x"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
            {"pk": {"S": "p1"}, "sk": {"S": "s3"}},
        ],
        "note": "the asserted expression as a Scan filter; missing names and values filled",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/table/actions/scan/scanParams/scanParams.unit.test.ts:618",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 >= :c_1",
            "ExpressionAttributeNames": {"#c_1": "price"},
            "ExpressionAttributeValues": {":c_1": {"N": "100"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "price": {"N": "100"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
            {"pk": {"S": "p1"}, "sk": {"S": "s3"}},
        ],
        "note": "the asserted expression as a Scan filter; missing names and values filled",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/table/actions/scan/scanParams/scanParams.unit.test.ts:635",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_1 >= :c_1",
            "ExpressionAttributeNames": {"#c_1": "age"},
            "ExpressionAttributeValues": {":c_1": {"N": "40"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "age": {"N": "40"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
            {"pk": {"S": "p1"}, "sk": {"S": "s3"}},
        ],
        "note": "the asserted expression as a Scan filter; missing names and values filled",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/table/actions/scan/scanParams/scanParams.unit.test.ts:652",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "((#c_1 = :c_1) AND (#c_2 >= :c_2)) OR ((#c_1 = :c_3) AND (#c_3 >= :c_4))",
            "ExpressionAttributeNames": {"#c_1": "c_1", "#c_2": "c_2", "#c_3": "c_3"},
            "ExpressionAttributeValues": {
                ":c_1": {"S": "x"},
                ":c_2": {"S": "x"},
                ":c_3": {"S": "x"},
                ":c_4": {"S": "x"},
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "c_1": {"S": "x"}, "c_2": {"S": "x"}, "c_3": {"S": "x"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
            {"pk": {"S": "p1"}, "sk": {"S": "s3"}},
        ],
        "note": "the asserted expression as a Scan filter; missing names and values filled",
    },
    {
        "cite": "dynamodb-toolbox/dynamodb-toolbox@7e4beb4 src/table/actions/scan/scanParams/scanParams.unit.test.ts:689",
        "operation": "Scan",
        "request": {
            "TableName": "toolbox-test",
            "FilterExpression": "#c_2 >= :c_2",
            "ExpressionAttributeNames": {"#c_2": "transformedStr"},
            "ExpressionAttributeValues": {":c_2": {"S": "bar"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "p1"}, "sk": {"S": "s1"}, "transformedStr": {"S": "bar"}},
            {"pk": {"S": "p2"}, "sk": {"S": "s2"}},
            {"pk": {"S": "p1"}, "sk": {"S": "s3"}},
        ],
        "note": "the asserted fragment as a Scan filter; missing names and values filled",
    },
]
