"""ElectroDB: the requests its tests assert it sends (``params()`` outputs).

Source: tywalch/electrodb, branch master, commit 0ceff20, ``test/``. Harvested
from the tests' expected parameter objects (each evaluated as written with node,
a variable the test computes standing as the text ``v_<name>``) and recorded
here as data: TableName, Key/Item, every expression, names and values as
asserted. Adapted only as far as needed to run: values (DocumentClient plain
values) are written typed, an array given to ADD/DELETE as the set ElectroDB's
set attributes send; a body holding only a Key and a ConditionExpression (a
delete/remove, or a transaction's ConditionCheck) is sent as DeleteItem; names
and values are restricted to those the expressions use. Key schemas follow the
Key given (pk/sk, partition_key/sort_key, ...), all strings. Sample items satisfy
the simple comparisons, beside one item of another partition.
"""

from __future__ import annotations

SOURCE = "electrodb"

CASES = [
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.update.spec.ts:606",
        "operation": "PutItem",
        "request": {
            "TableName": "electro",
            "Item": {
                "id": {"S": "test"},
                "email": {"S": "user@example.com"},
                "name": {"M": {"legal": {"M": {}}}},
                "name2": {"M": {}},
                "name3": {"M": {"legal": {"M": {"middle": {"S": "jorge"}}}}},
                "name4": {"M": {}},
                "name5": {"M": {"legal": {"M": {"middle": {"S": "jorge"}}}}},
                "name6": {"M": {"legal": {"M": {"middle": {"S": "jorge"}}}}},
                "name7": {"M": {"legal": {"M": {"middle": {"S": "jorge"}}}}},
                "pk": {"S": "$company#id_test"},
                "sk": {"S": "$customer_1"},
                "__edb_e__": {"S": "customer"},
                "__edb_v__": {"S": "1"},
            },
            "ConditionExpression": "attribute_not_exists(#pk) AND attribute_not_exists(#sk)",
            "ExpressionAttributeNames": {"#pk": "pk", "#sk": "sk"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [],
        "note": "no item yet; test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.update.spec.ts:1261",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$taskapp#id_v_id"}, "sk": {"S": "$tasks_1"}},
            "UpdateExpression": "SET #id = :id_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ExpressionAttributeNames": {"#id": "id", "#__edb_e__": "__edb_e__", "#__edb_v__": "__edb_v__"},
            "ExpressionAttributeValues": {
                ":id_u0": {"S": "v_id"},
                ":__edb_e___u0": {"S": "tasks"},
                ":__edb_v___u0": {"S": "1"},
            },
            "ReturnValues": "ALL_NEW",
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
                "pk": {"S": "$taskapp#id_v_id"},
                "sk": {"S": "$tasks_1"},
                "id": {"S": "v_id"},
                "__edb_e__": {"S": "tasks"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.update.spec.ts:2313",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {
                "pk": {"S": "$mallstoredirectory#cityid_v_cityId#mallid_eastpointe"},
                "sk": {"S": "$mallstore_1#buildingid_a34#storeid_lattelarrys"},
            },
            "UpdateExpression": "SET #category = :category_u0, #cityId = :cityId_u0, #mallId = :mallId_u0, "
            "#buildingId = :buildingId_u0, #storeId = :storeId_u0, #__edb_e__ = :__edb_e___u0, "
            "#__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "#category = :category0",
            "ExpressionAttributeNames": {
                "#category": "category",
                "#buildingId": "buildingId",
                "#cityId": "cityId",
                "#mallId": "mallId",
                "#storeId": "storeId",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":category0": {"S": "food/coffee"},
                ":category_u0": {"S": "food/meal"},
                ":buildingId_u0": {"S": "A34"},
                ":cityId_u0": {"S": "v_cityId"},
                ":mallId_u0": {"S": "v_mallId"},
                ":storeId_u0": {"S": "v_storeId"},
                ":__edb_e___u0": {"S": "MallStore"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$mallstoredirectory#cityid_v_cityId#mallid_eastpointe"},
                "sk": {"S": "$mallstore_1#buildingid_a34#storeid_lattelarrys"},
                "category": {"S": "food/coffee"},
                "cityId": {"S": "v_cityId"},
                "mallId": {"S": "v_mallId"},
                "buildingId": {"S": "A34"},
                "storeId": {"S": "v_storeId"},
                "__edb_e__": {"S": "MallStore"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.update.spec.ts:2353",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {
                "pk": {"S": "$mallstoredirectory#cityid_v_cityId#mallid_eastpointe"},
                "sk": {"S": "$mallstore_1#buildingid_a34#storeid_lattelarrys"},
            },
            "UpdateExpression": "SET #cityId = :cityId_u0, #mallId = :mallId_u0, #buildingId = :buildingId_u0, "
            "#storeId = :storeId_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0 "
            "REMOVE #discount",
            "ConditionExpression": "#discount = :discount0",
            "ExpressionAttributeNames": {
                "#discount": "discount",
                "#buildingId": "buildingId",
                "#cityId": "cityId",
                "#mallId": "mallId",
                "#storeId": "storeId",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":discount0": {"N": "10"},
                ":buildingId_u0": {"S": "A34"},
                ":cityId_u0": {"S": "v_cityId"},
                ":mallId_u0": {"S": "v_mallId"},
                ":storeId_u0": {"S": "v_storeId"},
                ":__edb_e___u0": {"S": "MallStore"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$mallstoredirectory#cityid_v_cityId#mallid_eastpointe"},
                "sk": {"S": "$mallstore_1#buildingid_a34#storeid_lattelarrys"},
                "cityId": {"S": "v_cityId"},
                "mallId": {"S": "v_mallId"},
                "buildingId": {"S": "A34"},
                "storeId": {"S": "v_storeId"},
                "__edb_e__": {"S": "MallStore"},
                "__edb_v__": {"S": "1"},
                "discount": {"S": "to-remove"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.update.spec.ts:2395",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {
                "pk": {"S": "$mallstoredirectory#cityid_v_cityId#mallid_eastpointe"},
                "sk": {"S": "$mallstore_1#buildingid_a34#storeid_lattelarrys"},
            },
            "UpdateExpression": "SET #cityId = :cityId_u0, #mallId = :mallId_u0, #buildingId = :buildingId_u0, "
            "#storeId = :storeId_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0 ADD "
            "#rent :rent_u0, #tenant :tenant_u0",
            "ConditionExpression": "#category = :category0",
            "ExpressionAttributeNames": {
                "#category": "category",
                "#rent": "rent",
                "#tenant": "tenant",
                "#buildingId": "buildingId",
                "#cityId": "cityId",
                "#mallId": "mallId",
                "#storeId": "storeId",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":category0": {"S": "food/coffee"},
                ":rent_u0": {"N": "100"},
                ":tenant_u0": {"SS": ["larry"]},
                ":buildingId_u0": {"S": "A34"},
                ":cityId_u0": {"S": "v_cityId"},
                ":mallId_u0": {"S": "v_mallId"},
                ":storeId_u0": {"S": "v_storeId"},
                ":__edb_e___u0": {"S": "MallStore"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$mallstoredirectory#cityid_v_cityId#mallid_eastpointe"},
                "sk": {"S": "$mallstore_1#buildingid_a34#storeid_lattelarrys"},
                "cityId": {"S": "v_cityId"},
                "mallId": {"S": "v_mallId"},
                "buildingId": {"S": "A34"},
                "storeId": {"S": "v_storeId"},
                "__edb_e__": {"S": "MallStore"},
                "__edb_v__": {"S": "1"},
                "category": {"S": "food/coffee"},
                "rent": {"N": "5"},
                "tenant": {"SS": ["kept", "larry"]},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.update.spec.ts:2438",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {
                "pk": {"S": "$mallstoredirectory#cityid_v_cityId#mallid_eastpointe"},
                "sk": {"S": "$mallstore_1#buildingid_a34#storeid_lattelarrys"},
            },
            "UpdateExpression": "SET #deposit = (if_not_exists(#deposit, :deposit_default_value_u0) - :deposit_u0), "
            "#cityId = :cityId_u0, #mallId = :mallId_u0, #buildingId = :buildingId_u0, #storeId "
            "= :storeId_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "#category = :category0",
            "ExpressionAttributeNames": {
                "#category": "category",
                "#deposit": "deposit",
                "#buildingId": "buildingId",
                "#cityId": "cityId",
                "#mallId": "mallId",
                "#storeId": "storeId",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":deposit_default_value_u0": {"N": "0"},
                ":category0": {"S": "food/coffee"},
                ":deposit_u0": {"N": "500"},
                ":buildingId_u0": {"S": "A34"},
                ":cityId_u0": {"S": "v_cityId"},
                ":mallId_u0": {"S": "v_mallId"},
                ":storeId_u0": {"S": "v_storeId"},
                ":__edb_e___u0": {"S": "MallStore"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$mallstoredirectory#cityid_v_cityId#mallid_eastpointe"},
                "sk": {"S": "$mallstore_1#buildingid_a34#storeid_lattelarrys"},
                "cityId": {"S": "v_cityId"},
                "mallId": {"S": "v_mallId"},
                "buildingId": {"S": "A34"},
                "storeId": {"S": "v_storeId"},
                "__edb_e__": {"S": "MallStore"},
                "__edb_v__": {"S": "1"},
                "category": {"S": "food/coffee"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.update.spec.ts:2487",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {
                "pk": {"S": "$mallstoredirectory#cityid_v_cityId#mallid_eastpointe"},
                "sk": {"S": "$mallstore_1#buildingid_a34#storeid_lattelarrys"},
            },
            "UpdateExpression": "SET #rentalAgreement = list_append(if_not_exists(#rentalAgreement, "
            ":rentalAgreement_default_value_u0), :rentalAgreement_u0), #cityId = :cityId_u0, "
            "#mallId = :mallId_u0, #buildingId = :buildingId_u0, #storeId = :storeId_u0, "
            "#__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "#category = :category0",
            "ExpressionAttributeNames": {
                "#category": "category",
                "#rentalAgreement": "rentalAgreement",
                "#buildingId": "buildingId",
                "#cityId": "cityId",
                "#mallId": "mallId",
                "#storeId": "storeId",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":category0": {"S": "food/coffee"},
                ":rentalAgreement_default_value_u0": {"L": []},
                ":rentalAgreement_u0": {
                    "L": [{"M": {"type": {"S": "ammendment"}, "detail": {"S": "no soup for you"}}}]
                },
                ":buildingId_u0": {"S": "A34"},
                ":cityId_u0": {"S": "v_cityId"},
                ":mallId_u0": {"S": "v_mallId"},
                ":storeId_u0": {"S": "v_storeId"},
                ":__edb_e___u0": {"S": "MallStore"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$mallstoredirectory#cityid_v_cityId#mallid_eastpointe"},
                "sk": {"S": "$mallstore_1#buildingid_a34#storeid_lattelarrys"},
                "cityId": {"S": "v_cityId"},
                "mallId": {"S": "v_mallId"},
                "buildingId": {"S": "A34"},
                "storeId": {"S": "v_storeId"},
                "__edb_e__": {"S": "MallStore"},
                "__edb_v__": {"S": "1"},
                "category": {"S": "food/coffee"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.update.spec.ts:2534",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {
                "pk": {"S": "$mallstoredirectory#cityid_v_cityId#mallid_eastpointe"},
                "sk": {"S": "$mallstore_1#buildingid_a34#storeid_lattelarrys"},
            },
            "UpdateExpression": "SET #cityId = :cityId_u0, #mallId = :mallId_u0, #buildingId = :buildingId_u0, "
            "#storeId = :storeId_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0 "
            "DELETE #contact :contact_u0",
            "ConditionExpression": "#category = :category0",
            "ExpressionAttributeNames": {
                "#category": "category",
                "#contact": "contact",
                "#buildingId": "buildingId",
                "#cityId": "cityId",
                "#mallId": "mallId",
                "#storeId": "storeId",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":category0": {"S": "food/coffee"},
                ":contact_u0": {"SS": ["555-345-2222"]},
                ":buildingId_u0": {"S": "A34"},
                ":cityId_u0": {"S": "v_cityId"},
                ":mallId_u0": {"S": "v_mallId"},
                ":storeId_u0": {"S": "v_storeId"},
                ":__edb_e___u0": {"S": "MallStore"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$mallstoredirectory#cityid_v_cityId#mallid_eastpointe"},
                "sk": {"S": "$mallstore_1#buildingid_a34#storeid_lattelarrys"},
                "cityId": {"S": "v_cityId"},
                "mallId": {"S": "v_mallId"},
                "buildingId": {"S": "A34"},
                "storeId": {"S": "v_storeId"},
                "__edb_e__": {"S": "MallStore"},
                "__edb_v__": {"S": "1"},
                "category": {"S": "food/coffee"},
                "contact": {"SS": ["555-345-2222", "kept"]},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.update.spec.ts:2589",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {
                "pk": {"S": "$mallstoredirectory#cityid_v_cityId#mallid_eastpointe"},
                "sk": {"S": "$mallstore_1#buildingid_a34#storeid_lattelarrys"},
            },
            "UpdateExpression": "SET #category = :category_u0, #deposit = (if_not_exists(#deposit, "
            ":deposit_default_value_u0) - :deposit_u0), #rentalAgreement = "
            "list_append(if_not_exists(#rentalAgreement, :rentalAgreement_default_value_u0), "
            ":rentalAgreement_u0), #totalFees = #totalFees + #petFee, #cityId = :cityId_u0, "
            "#mallId = :mallId_u0, #buildingId = :buildingId_u0, #storeId = :storeId_u0, "
            "#__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0 REMOVE #discount ADD "
            "#tenant :tenant_u0, #rent :rent_u0, #leaseHolders :tenant_u0 DELETE #tags "
            ":tags_u0, #contact :contact_u0",
            "ConditionExpression": "#category = :category0",
            "ExpressionAttributeNames": {
                "#category": "category",
                "#tenant": "tenant",
                "#rent": "rent",
                "#deposit": "deposit",
                "#discount": "discount",
                "#rentalAgreement": "rentalAgreement",
                "#tags": "tags",
                "#contact": "contact",
                "#totalFees": "totalFees",
                "#petFee": "petFee",
                "#leaseHolders": "leaseHolders",
                "#buildingId": "buildingId",
                "#cityId": "cityId",
                "#mallId": "mallId",
                "#storeId": "storeId",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":rentalAgreement_default_value_u0": {"L": []},
                ":deposit_default_value_u0": {"N": "0"},
                ":category0": {"S": "food/coffee"},
                ":category_u0": {"S": "food/meal"},
                ":rent_u0": {"N": "100"},
                ":deposit_u0": {"N": "200"},
                ":rentalAgreement_u0": {
                    "L": [{"M": {"type": {"S": "ammendment"}, "detail": {"S": "no soup for you"}}}]
                },
                ":contact_u0": {"SS": ["555-345-2222"]},
                ":tags_u0": {"SS": ["coffee"]},
                ":tenant_u0": {"SS": ["larry"]},
                ":buildingId_u0": {"S": "A34"},
                ":cityId_u0": {"S": "v_cityId"},
                ":mallId_u0": {"S": "v_mallId"},
                ":storeId_u0": {"S": "v_storeId"},
                ":__edb_e___u0": {"S": "MallStore"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$mallstoredirectory#cityid_v_cityId#mallid_eastpointe"},
                "sk": {"S": "$mallstore_1#buildingid_a34#storeid_lattelarrys"},
                "category": {"S": "food/coffee"},
                "cityId": {"S": "v_cityId"},
                "mallId": {"S": "v_mallId"},
                "buildingId": {"S": "A34"},
                "storeId": {"S": "v_storeId"},
                "__edb_e__": {"S": "MallStore"},
                "__edb_v__": {"S": "1"},
                "totalFees": {"N": "10"},
                "petFee": {"N": "10"},
                "tenant": {"SS": ["kept", "larry"]},
                "rent": {"N": "5"},
                "leaseHolders": {"SS": ["kept", "larry"]},
                "tags": {"SS": ["coffee", "kept"]},
                "contact": {"SS": ["555-345-2222", "kept"]},
                "discount": {"S": "to-remove"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.update.spec.ts:3071",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$versioncontrol#username_v_username"}, "sk": {"S": "$overview#user_1"}},
            "UpdateExpression": "SET #username = :username_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = "
            ":__edb_v___u0 REMOVE #location, #gsi2pk",
            "ExpressionAttributeNames": {
                "#location": "location",
                "#gsi2pk": "gsi2pk",
                "#username": "username",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":username_u0": {"S": "v_username"},
                ":__edb_e___u0": {"S": "user"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$versioncontrol#username_v_username"},
                "sk": {"S": "$overview#user_1"},
                "username": {"S": "v_username"},
                "__edb_e__": {"S": "user"},
                "__edb_v__": {"S": "1"},
                "location": {"S": "to-remove"},
                "gsi2pk": {"S": "to-remove"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.update.spec.ts:3217",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$versioncontrol#username_v_username"}, "sk": {"S": "$user_1"}},
            "UpdateExpression": "SET #username = :username_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = "
            ":__edb_v___u0 REMOVE #device, #gsi1sk",
            "ExpressionAttributeNames": {
                "#device": "device",
                "#gsi1sk": "gsi1sk",
                "#username": "username",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":username_u0": {"S": "v_username"},
                ":__edb_e___u0": {"S": "user"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$versioncontrol#username_v_username"},
                "sk": {"S": "$user_1"},
                "username": {"S": "v_username"},
                "__edb_e__": {"S": "user"},
                "__edb_v__": {"S": "1"},
                "device": {"S": "to-remove"},
                "gsi1sk": {"S": "to-remove"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.update.spec.ts:3338",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$app#id_2tz0fhi80ce3dqa6bmiehsvtryv"}, "sk": {"S": "$organization_1"}},
            "UpdateExpression": "SET #deleted = :deleted_u0, #gsi1sk = :gsi1sk_u0, #id = :id_u0, #__edb_e__ = "
            ":__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "attribute_exists(#pk) AND attribute_exists(#sk) AND #createdAt = :createdAt0",
            "ExpressionAttributeNames": {
                "#pk": "pk",
                "#sk": "sk",
                "#createdAt": "createdAt",
                "#deleted": "deleted",
                "#gsi1sk": "gsi1sk",
                "#id": "id",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":createdAt0": {"S": "2023-08-22"},
                ":deleted_u0": {"BOOL": True},
                ":gsi1sk_u0": {"S": "$organization_1#deleted_true#createdat_2023-08-22"},
                ":id_u0": {"S": "2Tz0fHi80CE3dqA6bMIehSvTryv"},
                ":__edb_e___u0": {"S": "organization"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$app#id_2tz0fhi80ce3dqa6bmiehsvtryv"},
                "sk": {"S": "$organization_1"},
                "deleted": {"BOOL": True},
                "gsi1sk": {"S": "$organization_1#deleted_true#createdat_2023-08-22"},
                "id": {"S": "2Tz0fHi80CE3dqA6bMIehSvTryv"},
                "__edb_e__": {"S": "organization"},
                "__edb_v__": {"S": "1"},
                "createdAt": {"S": "2023-08-22"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.update.spec.ts:3441",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$app#id_2tz0fhi80ce3dqa6bmiehsvtryv"}, "sk": {"S": "$organization_1"}},
            "UpdateExpression": "SET #deleted = :deleted_u0, #gsi1sk = :gsi1sk_u0, #id = :id_u0, #__edb_e__ = "
            ":__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "#createdAt = :createdAt0",
            "ExpressionAttributeNames": {
                "#createdAt": "createdAt",
                "#deleted": "deleted",
                "#gsi1sk": "gsi1sk",
                "#id": "id",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":createdAt0": {"S": "2023-08-22"},
                ":deleted_u0": {"BOOL": True},
                ":gsi1sk_u0": {"S": "$organization_1#deleted_true#createdat_2023-08-22"},
                ":id_u0": {"S": "2Tz0fHi80CE3dqA6bMIehSvTryv"},
                ":__edb_e___u0": {"S": "organization"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$app#id_2tz0fhi80ce3dqa6bmiehsvtryv"},
                "sk": {"S": "$organization_1"},
                "deleted": {"BOOL": True},
                "gsi1sk": {"S": "$organization_1#deleted_true#createdat_2023-08-22"},
                "id": {"S": "2Tz0fHi80CE3dqA6bMIehSvTryv"},
                "__edb_e__": {"S": "organization"},
                "__edb_v__": {"S": "1"},
                "createdAt": {"S": "2023-08-22"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.update.spec.ts:4194",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {
                "pk": {"S": "$versioncontrol#repoowner_v_repoOwner"},
                "sk": {"S": "$alerts#repositories_1#reponame_v_repoName"},
            },
            "UpdateExpression": "SET #views = #views + :stars_u0, #stars = #stars + :stars_u0, #repoOwner = "
            ":repoOwner_u0, #repoName = :repoName_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = "
            ":__edb_v___u0",
            "ExpressionAttributeNames": {
                "#stars": "stars",
                "#views": "views",
                "#repoName": "repoName",
                "#repoOwner": "repoOwner",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":stars_u0": {"N": "20"},
                ":repoName_u0": {"S": "v_repoName"},
                ":repoOwner_u0": {"S": "v_repoOwner"},
                ":__edb_e___u0": {"S": "repositories"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$versioncontrol#repoowner_v_repoOwner"},
                "sk": {"S": "$alerts#repositories_1#reponame_v_repoName"},
                "repoOwner": {"S": "v_repoOwner"},
                "repoName": {"S": "v_repoName"},
                "__edb_e__": {"S": "repositories"},
                "__edb_v__": {"S": "1"},
                "views": {"N": "10"},
                "stars": {"N": "10"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.update.spec.ts:5217",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$v_serviceName#id_v_id"}, "sk": {"S": "$url_1#url_www.cool.com"}},
            "UpdateExpression": "SET #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0, #id = :id_u0, #url = "
            ":url_u0, #citation = :citation_u0, #description = :description_u0, #maximum = "
            "if_not_exists(#maximum, :maximum_u0), #secure = if_not_exists(#secure, "
            ":secure_u0), #protocol = if_not_exists(#protocol, :protocol_u0), #createdAt = "
            "if_not_exists(#createdAt, :createdAt_u0), #updatedAt = :updatedAt_u0, #gsi1pk = "
            ":gsi1pk_u0, #gsi1sk = :gsi1sk_u0, #hits = (if_not_exists(#hits, "
            ":hits_default_value_u0) - :hits_u0), #minimum = (if_not_exists(#minimum, "
            ":minimum_default_value_u0) - :minimum_u0) ADD #count :count_u0",
            "ExpressionAttributeNames": {
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#id": "id",
                "#url": "url",
                "#citation": "citation",
                "#description": "description",
                "#secure": "secure",
                "#protocol": "protocol",
                "#createdAt": "createdAt",
                "#updatedAt": "updatedAt",
                "#gsi1pk": "gsi1pk",
                "#gsi1sk": "gsi1sk",
                "#count": "count",
                "#maximum": "maximum",
                "#hits": "hits",
                "#minimum": "minimum",
            },
            "ExpressionAttributeValues": {
                ":__edb_e___u0": {"S": "url"},
                ":__edb_v___u0": {"S": "1"},
                ":id_u0": {"S": "v_id"},
                ":url_u0": {"S": "www.cool.com"},
                ":citation_u0": {"S": "my_citation"},
                ":description_u0": {"S": "my_description"},
                ":secure_u0": {"BOOL": True},
                ":protocol_u0": {"S": "https"},
                ":createdAt_u0": {"S": "v_createdAt"},
                ":updatedAt_u0": {"S": "v_updatedAt"},
                ":gsi1pk_u0": {"S": "$v_serviceName"},
                ":gsi1sk_u0": {"S": "$url_1#updatedat_v_updatedAt"},
                ":count_u0": {"S": "v_count"},
                ":maximum_u0": {"S": "v_maximum"},
                ":hits_u0": {"S": "v_hits"},
                ":hits_default_value_u0": {"N": "0"},
                ":minimum_u0": {"S": "v_minimum"},
                ":minimum_default_value_u0": {"N": "0"},
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
                "pk": {"S": "$v_serviceName#id_v_id"},
                "sk": {"S": "$url_1#url_www.cool.com"},
                "__edb_e__": {"S": "url"},
                "__edb_v__": {"S": "1"},
                "id": {"S": "v_id"},
                "url": {"S": "www.cool.com"},
                "citation": {"S": "my_citation"},
                "description": {"S": "my_description"},
                "updatedAt": {"S": "v_updatedAt"},
                "gsi1pk": {"S": "$v_serviceName"},
                "gsi1sk": {"S": "$url_1#updatedat_v_updatedAt"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.filters.spec.js:132",
        "operation": "Query",
        "request": {
            "TableName": "StoreDirectory",
            "KeyConditionExpression": "#pk = :pk",
            "FilterExpression": "#id = :id0",
            "ExpressionAttributeNames": {"#id": "storeLocationId", "#pk": "pk"},
            "ExpressionAttributeValues": {
                ":id0": {"S": "abc"},
                ":pk": {"S": "$mallstoredirectory_1$mallstores#id_abc"},
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
        },
        "before": [
            {"pk": {"S": "$mallstoredirectory_1$mallstores#id_abc"}, "storeLocationId": {"S": "abc"}},
            {"pk": {"S": "$mallstoredirectory_1$mallstores#id_abc-other"}},
        ],
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.filters.spec.js:152",
        "operation": "Query",
        "request": {
            "TableName": "StoreDirectory",
            "KeyConditionExpression": "#pk = :pk",
            "ExpressionAttributeNames": {"#pk": "pk"},
            "ExpressionAttributeValues": {":pk": {"S": "$mallstoredirectory_1$mallstores#id_abc"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
        },
        "before": [
            {"pk": {"S": "$mallstoredirectory_1$mallstores#id_abc"}},
            {"pk": {"S": "$mallstoredirectory_1$mallstores#id_abc-other"}},
        ],
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.where.spec.js:74",
        "operation": "Query",
        "request": {
            "TableName": "electro",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "ExpressionAttributeNames": {"#pk": "pk", "#sk1": "sk"},
            "ExpressionAttributeValues": {":pk": {"S": "$tests#pen_pen_name"}, ":sk1": {"S": "$filters_1#row_"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"pk": {"S": "$tests#pen_pen_name"}, "sk": {"S": "$filters_1#row_x"}},
            {"pk": {"S": "$tests#pen_pen_name-other"}, "sk": {"S": "$filters_1#row_x"}},
        ],
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.where.spec.js:90",
        "operation": "Query",
        "request": {
            "TableName": "electro",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "#animal = :animal0",
            "ExpressionAttributeNames": {"#animal": "a", "#pk": "pk", "#sk1": "sk"},
            "ExpressionAttributeValues": {
                ":animal0": {"S": "Cow"},
                ":pk": {"S": "$tests#pen_pen_name"},
                ":sk1": {"S": "$filters_1#row_"},
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
            {"pk": {"S": "$tests#pen_pen_name"}, "sk": {"S": "$filters_1#row_x"}, "a": {"S": "Cow"}},
            {"pk": {"S": "$tests#pen_pen_name-other"}, "sk": {"S": "$filters_1#row_x"}},
        ],
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.where.spec.js:112",
        "operation": "Query",
        "request": {
            "TableName": "electro",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "#complex[0].#coordinates.#y >= :complex0",
            "ExpressionAttributeNames": {
                "#complex": "c",
                "#coordinates": "coordinates",
                "#y": "y",
                "#pk": "pk",
                "#sk1": "sk",
            },
            "ExpressionAttributeValues": {
                ":complex0": {"N": "-56.0344"},
                ":pk": {"S": "$tests#pen_v_pen"},
                ":sk1": {"S": "$filters_1#row_"},
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
                "pk": {"S": "$tests#pen_v_pen"},
                "sk": {"S": "$filters_1#row_x"},
                "c": {"L": [{"M": {"coordinates": {"M": {"y": {"N": "-56.0344"}}}}}]},
            },
            {"pk": {"S": "$tests#pen_v_pen-other"}, "sk": {"S": "$filters_1#row_x"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.where.spec.js:159",
        "operation": "Query",
        "request": {
            "TableName": "electro",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "(#animal = :animal0) AND #dangerous = :dangerous0",
            "ExpressionAttributeNames": {"#animal": "a", "#dangerous": "d", "#pk": "pk", "#sk1": "sk"},
            "ExpressionAttributeValues": {
                ":animal0": {"S": "Chicken"},
                ":dangerous0": {"BOOL": True},
                ":pk": {"S": "$tests#pen_v_pen"},
                ":sk1": {"S": "$filters_1#row_"},
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
                "pk": {"S": "$tests#pen_v_pen"},
                "sk": {"S": "$filters_1#row_x"},
                "a": {"S": "Chicken"},
                "d": {"BOOL": True},
            },
            {"pk": {"S": "$tests#pen_v_pen-other"}, "sk": {"S": "$filters_1#row_x"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.where.spec.js:195",
        "operation": "DeleteItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$tests#pen_abc"}, "sk": {"S": "$filters_1#row_def"}},
            "ConditionExpression": "#animal = :animal0",
            "ExpressionAttributeNames": {"#animal": "a"},
            "ExpressionAttributeValues": {":animal0": {"S": "cow"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "$tests#pen_abc"}, "sk": {"S": "$filters_1#row_def"}, "a": {"S": "cow"}}],
        "note": "a Key with a condition and nothing else: sent as DeleteItem (ElectroDB's delete/remove)",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.where.spec.js:203",
        "operation": "DeleteItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$tests#pen_abc"}, "sk": {"S": "$filters_1#row_def"}},
            "ConditionExpression": "attribute_exists(#pk) AND attribute_exists(#sk) AND #animal = :animal0",
            "ExpressionAttributeNames": {"#animal": "a", "#pk": "pk", "#sk": "sk"},
            "ExpressionAttributeValues": {":animal0": {"S": "cow"}},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "$tests#pen_abc"}, "sk": {"S": "$filters_1#row_def"}, "a": {"S": "cow"}}],
        "note": "a Key with a condition and nothing else: sent as DeleteItem (ElectroDB's delete/remove)",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.where.spec.js:210",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$tests#pen_abc"}, "sk": {"S": "$filters_1#row_def"}},
            "UpdateExpression": "SET #dangerous = :dangerous_u0, #p = :p_u0, #r = :r_u0, #__edb_e__ = "
            ":__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "#animal = :animal0",
            "ExpressionAttributeNames": {
                "#animal": "a",
                "#dangerous": "d",
                "#p": "p",
                "#r": "r",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":animal0": {"S": "cow"},
                ":dangerous_u0": {"BOOL": False},
                ":p_u0": {"S": "abc"},
                ":r_u0": {"S": "def"},
                ":__edb_e___u0": {"S": "filters"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$tests#pen_abc"},
                "sk": {"S": "$filters_1#row_def"},
                "d": {"BOOL": False},
                "p": {"S": "abc"},
                "r": {"S": "def"},
                "__edb_e__": {"S": "filters"},
                "__edb_v__": {"S": "1"},
                "a": {"S": "cow"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.where.spec.js:234",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$tests#pen_abc"}, "sk": {"S": "$filters_1#row_def"}},
            "UpdateExpression": "SET #dangerous = :dangerous_u0, #p = :p_u0, #r = :r_u0, #__edb_e__ = "
            ":__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "attribute_exists(#pk) AND attribute_exists(#sk) AND #animal = :animal0",
            "ExpressionAttributeNames": {
                "#animal": "a",
                "#dangerous": "d",
                "#p": "p",
                "#r": "r",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#pk": "pk",
                "#sk": "sk",
            },
            "ExpressionAttributeValues": {
                ":animal0": {"S": "cow"},
                ":dangerous_u0": {"BOOL": False},
                ":p_u0": {"S": "abc"},
                ":r_u0": {"S": "def"},
                ":__edb_e___u0": {"S": "filters"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$tests#pen_abc"},
                "sk": {"S": "$filters_1#row_def"},
                "d": {"BOOL": False},
                "p": {"S": "abc"},
                "r": {"S": "def"},
                "__edb_e__": {"S": "filters"},
                "__edb_v__": {"S": "1"},
                "a": {"S": "cow"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/connected.crud.spec.js:966",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$inventory#section_v_section"}, "sk": {"S": "$v_entityName_1#isle_14"}},
            "UpdateExpression": "SET #name = :name_u0, #gsi1pk = :gsi1pk_u0, #gsi1sk = :gsi1sk_u0, #section = "
            ":section_u0, #isle = :isle_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = "
            ":__edb_v___u0",
            "ExpressionAttributeNames": {
                "#name": "name",
                "#gsi1pk": "gsi1pk",
                "#gsi1sk": "gsi1sk",
                "#isle": "isle",
                "#section": "section",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":name_u0": {"S": "cookies"},
                ":gsi1pk_u0": {"S": "$inventory#name_cookies"},
                ":gsi1sk_u0": {"S": "$v_entityName_1"},
                ":isle_u0": {"S": "14"},
                ":section_u0": {"S": "v_section"},
                ":__edb_e___u0": {"S": "v_entityName"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$inventory#section_v_section"},
                "sk": {"S": "$v_entityName_1#isle_14"},
                "name": {"S": "cookies"},
                "gsi1pk": {"S": "$inventory#name_cookies"},
                "gsi1sk": {"S": "$v_entityName_1"},
                "section": {"S": "v_section"},
                "isle": {"S": "14"},
                "__edb_e__": {"S": "v_entityName"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/connected.crud.spec.js:993",
        "operation": "Query",
        "request": {
            "TableName": "electro",
            "KeyConditionExpression": "#pk = :pk and #sk1 = :sk1",
            "ExpressionAttributeNames": {"#pk": "gsi1pk", "#sk1": "gsi1sk"},
            "ExpressionAttributeValues": {":pk": {"S": "$inventory#name_cookies"}, ":sk1": {"S": "$v_entityName_1"}},
        },
        "table": {
            "KeySchema": [
                {"AttributeName": "gsi1pk", "KeyType": "HASH"},
                {"AttributeName": "gsi1sk", "KeyType": "RANGE"},
            ],
            "AttributeDefinitions": [
                {"AttributeName": "gsi1pk", "AttributeType": "S"},
                {"AttributeName": "gsi1sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {"gsi1pk": {"S": "$inventory#name_cookies"}, "gsi1sk": {"S": "$v_entityName_1x"}},
            {"gsi1pk": {"S": "$inventory#name_cookies-other"}, "gsi1sk": {"S": "$v_entityName_1x"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/connected.crud.spec.js:1088",
        "operation": "UpdateItem",
        "request": {
            "TableName": "v_table",
            "Key": {"partition_key": {"S": "$inventory$v_entityName_1#section_v_section#isle_14"}},
            "UpdateExpression": "SET #name = :name_u0, #partition_key_idx2 = :partition_key_idx2_u0, #section = "
            ":section_u0, #isle = :isle_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = "
            ":__edb_v___u0",
            "ExpressionAttributeNames": {
                "#name": "name",
                "#partition_key_idx2": "partition_key_idx2",
                "#isle": "isle",
                "#section": "section",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":name_u0": {"S": "cookies"},
                ":partition_key_idx2_u0": {"S": "$inventory$v_entityName_1#name_cookies"},
                ":isle_u0": {"S": "14"},
                ":section_u0": {"S": "v_section"},
                ":__edb_e___u0": {"S": "v_entityName"},
                ":__edb_v___u0": {"S": "1"},
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "partition_key", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "partition_key", "AttributeType": "S"}],
        },
        "before": [
            {
                "partition_key": {"S": "$inventory$v_entityName_1#section_v_section#isle_14"},
                "name": {"S": "cookies"},
                "partition_key_idx2": {"S": "$inventory$v_entityName_1#name_cookies"},
                "section": {"S": "v_section"},
                "isle": {"S": "14"},
                "__edb_e__": {"S": "v_entityName"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/connected.crud.spec.js:1972",
        "operation": "UpdateItem",
        "request": {
            "TableName": "v_table",
            "Key": {
                "pk": {"S": "$bank#accountnumber_v_accountNumber"},
                "sk": {"S": "$v_entityName_1#transactionid_v_transactionId"},
            },
            "UpdateExpression": "SET #description = :description_u0, #updatedAt = :updatedAt_u0, #accountNumber = "
            ":accountNumber_u0, #transactionId = :transactionId_u0, #__edb_e__ = :__edb_e___u0, "
            "#__edb_v__ = :__edb_v___u0",
            "ExpressionAttributeNames": {
                "#description": "description",
                "#updatedAt": "updatedAt",
                "#accountNumber": "accountNumber",
                "#transactionId": "transactionId",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":accountNumber_u0": {"S": "v_accountNumber"},
                ":transactionId_u0": {"S": "v_transactionId"},
                ":description_u0": {"S": "My Description"},
                ":updatedAt_u0": {"S": "v_updatedAt"},
                ":__edb_e___u0": {"S": "v_entityName"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$bank#accountnumber_v_accountNumber"},
                "sk": {"S": "$v_entityName_1#transactionid_v_transactionId"},
                "description": {"S": "My Description"},
                "updatedAt": {"S": "v_updatedAt"},
                "accountNumber": {"S": "v_accountNumber"},
                "transactionId": {"S": "v_transactionId"},
                "__edb_e__": {"S": "v_entityName"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/connected.crud.spec.js:2257",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$service#prop1_v_prop1"}, "sk": {"S": "$v_entityName_1#prop2_prop2"}},
            "UpdateExpression": "SET #prop3 = :prop3_u0, #prop4 = :prop4_u0, #prop1 = :prop1_u0, #prop2 = "
            ":prop2_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ExpressionAttributeNames": {
                "#prop1": "prop1",
                "#prop2": "prop2",
                "#prop3": "prop3",
                "#prop4": "prop4",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":prop1_u0": {"S": "v_prop1"},
                ":prop2_u0": {"S": "prop2"},
                ":prop3_u0": {"S": "prop3_fromsetter"},
                ":prop4_u0": {"S": "prop4_fromsetter"},
                ":__edb_e___u0": {"S": "v_entityName"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$service#prop1_v_prop1"},
                "sk": {"S": "$v_entityName_1#prop2_prop2"},
                "prop3": {"S": "prop3_fromsetter"},
                "prop4": {"S": "prop4_fromsetter"},
                "prop1": {"S": "v_prop1"},
                "prop2": {"S": "prop2"},
                "__edb_e__": {"S": "v_entityName"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/connected.crud.spec.js:2291",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$service#prop1_v_prop1"}, "sk": {"S": "$v_entityName_1#prop2_prop2"}},
            "UpdateExpression": "SET #prop3 = :prop3_u0, #prop4 = :prop4_u0, #prop1 = :prop1_u0, #prop2 = "
            ":prop2_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "attribute_exists(#pk) AND attribute_exists(#sk)",
            "ExpressionAttributeNames": {
                "#prop3": "prop3",
                "#prop4": "prop4",
                "#prop1": "prop1",
                "#prop2": "prop2",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#pk": "pk",
                "#sk": "sk",
            },
            "ExpressionAttributeValues": {
                ":prop3_u0": {"S": "prop3_fromsetter"},
                ":prop4_u0": {"S": "prop4_fromsetter"},
                ":prop1_u0": {"S": "v_prop1"},
                ":prop2_u0": {"S": "prop2"},
                ":__edb_e___u0": {"S": "v_entityName"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$service#prop1_v_prop1"},
                "sk": {"S": "$v_entityName_1#prop2_prop2"},
                "prop3": {"S": "prop3_fromsetter"},
                "prop4": {"S": "prop4_fromsetter"},
                "prop1": {"S": "v_prop1"},
                "prop2": {"S": "prop2"},
                "__edb_e__": {"S": "v_entityName"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/connected.crud.spec.js:2440",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$service#prop1_v_prop1"}, "sk": {"S": "$v_entityName_1#prop2_prop2"}},
            "UpdateExpression": "SET #prop6 = :prop6_u0, #prop1 = :prop1_u0, #prop2 = :prop2_u0, #__edb_e__ = "
            ":__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ExpressionAttributeNames": {
                "#prop6": "prop6",
                "#prop1": "prop1",
                "#prop2": "prop2",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":prop6_u0": {"S": "prop6_fromsetter"},
                ":prop1_u0": {"S": "v_prop1"},
                ":prop2_u0": {"S": "prop2"},
                ":__edb_e___u0": {"S": "v_entityName"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$service#prop1_v_prop1"},
                "sk": {"S": "$v_entityName_1#prop2_prop2"},
                "prop6": {"S": "prop6_fromsetter"},
                "prop1": {"S": "v_prop1"},
                "prop2": {"S": "prop2"},
                "__edb_e__": {"S": "v_entityName"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/connected.crud.spec.js:2466",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$service#prop1_v_prop1"}, "sk": {"S": "$v_entityName_1#prop2_prop2"}},
            "UpdateExpression": "SET #prop6 = :prop6_u0, #prop1 = :prop1_u0, #prop2 = :prop2_u0, #__edb_e__ = "
            ":__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "attribute_exists(#pk) AND attribute_exists(#sk)",
            "ExpressionAttributeNames": {
                "#prop6": "prop6",
                "#prop1": "prop1",
                "#prop2": "prop2",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#pk": "pk",
                "#sk": "sk",
            },
            "ExpressionAttributeValues": {
                ":prop6_u0": {"S": "prop6_fromsetter"},
                ":prop2_u0": {"S": "prop2"},
                ":prop1_u0": {"S": "v_prop1"},
                ":__edb_e___u0": {"S": "v_entityName"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$service#prop1_v_prop1"},
                "sk": {"S": "$v_entityName_1#prop2_prop2"},
                "prop6": {"S": "prop6_fromsetter"},
                "prop1": {"S": "v_prop1"},
                "prop2": {"S": "prop2"},
                "__edb_e__": {"S": "v_entityName"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/connected.crud.spec.js:2611",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$service#prop1_v_prop1"}, "sk": {"S": "$v_entityName_1#prop2_prop2"}},
            "UpdateExpression": "SET #prop6 = :prop6_u0, #prop4 = :prop4_u0, #prop1 = :prop1_u0, #prop2 = "
            ":prop2_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ExpressionAttributeNames": {
                "#prop6": "prop6",
                "#prop4": "prop4",
                "#prop1": "prop1",
                "#prop2": "prop2",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":prop6_u0": {"S": "prop6_fromsetter"},
                ":prop4_u0": {"S": "prop4_fromvaluefromsetter"},
                ":prop2_u0": {"S": "prop2"},
                ":prop1_u0": {"S": "v_prop1"},
                ":__edb_e___u0": {"S": "v_entityName"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$service#prop1_v_prop1"},
                "sk": {"S": "$v_entityName_1#prop2_prop2"},
                "prop6": {"S": "prop6_fromsetter"},
                "prop4": {"S": "prop4_fromvaluefromsetter"},
                "prop1": {"S": "v_prop1"},
                "prop2": {"S": "prop2"},
                "__edb_e__": {"S": "v_entityName"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/connected.crud.spec.js:2645",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$service#prop1_v_prop1"}, "sk": {"S": "$v_entityName_1#prop2_prop2"}},
            "UpdateExpression": "SET #prop6 = :prop6_u0, #prop4 = :prop4_u0, #prop1 = :prop1_u0, #prop2 = "
            ":prop2_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "attribute_exists(#pk) AND attribute_exists(#sk)",
            "ExpressionAttributeNames": {
                "#prop6": "prop6",
                "#prop4": "prop4",
                "#prop1": "prop1",
                "#prop2": "prop2",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#pk": "pk",
                "#sk": "sk",
            },
            "ExpressionAttributeValues": {
                ":prop6_u0": {"S": "prop6_fromsetter"},
                ":prop4_u0": {"S": "prop4_fromvaluefromsetter"},
                ":prop1_u0": {"S": "v_prop1"},
                ":prop2_u0": {"S": "prop2"},
                ":__edb_e___u0": {"S": "v_entityName"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$service#prop1_v_prop1"},
                "sk": {"S": "$v_entityName_1#prop2_prop2"},
                "prop6": {"S": "prop6_fromsetter"},
                "prop4": {"S": "prop4_fromvaluefromsetter"},
                "prop1": {"S": "v_prop1"},
                "prop2": {"S": "prop2"},
                "__edb_e__": {"S": "v_entityName"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.where.spec.ts:571",
        "operation": "Query",
        "request": {
            "TableName": "your_table_name",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "#example.#from <= :from0 AND (#example.#to >= :to0 OR "
            "attribute_not_exists(#example.#to))",
            "ExpressionAttributeNames": {
                "#example": "example",
                "#from": "from",
                "#to": "to",
                "#pk": "pk",
                "#sk1": "sk",
            },
            "ExpressionAttributeValues": {
                ":from0": {"S": "v_epoch"},
                ":to0": {"S": "v_epoch"},
                ":pk": {"S": "$taskapp#team_my_team"},
                ":sk1": {"S": "$tasks_1#project_"},
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
                "pk": {"S": "$taskapp#team_my_team"},
                "sk": {"S": "$tasks_1#project_x"},
                "example": {"M": {"from": {"S": "v_epoch"}, "to": {"S": "v_epoch"}}},
            },
            {"pk": {"S": "$taskapp#team_my_team-other"}, "sk": {"S": "$tasks_1#project_x"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.where.spec.ts:665",
        "operation": "Scan",
        "request": {
            "TableName": "your_table_name",
            "FilterExpression": "begins_with(#pk, :pk) AND begins_with(#sk, :sk) AND (#complete = :complete0) AND "
            "#__edb_e__ = :__edb_e__0 AND #__edb_v__ = :__edb_v__0",
            "ExpressionAttributeNames": {
                "#complete": "complete",
                "#pk": "pk",
                "#sk": "sk",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":complete0": {"BOOL": False},
                ":pk": {"S": "$taskapp#team_"},
                ":sk": {"S": "$tasks_1#project_"},
                ":__edb_e__0": {"S": "tasks"},
                ":__edb_v__0": {"S": "1"},
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
                "pk": {"S": "pk-value"},
                "sk": {"S": "sk-value"},
                "complete": {"BOOL": False},
                "__edb_e__": {"S": "tasks"},
                "__edb_v__": {"S": "1"},
            },
            {"pk": {"S": "pk-value-other"}, "sk": {"S": "sk-value"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.where.spec.ts:786",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {
                "pk": {"S": "$taskapp#studio_studio1"},
                "sk": {"S": "$actors_1#productionhouse_productionhouse1#actor_actor1"},
            },
            "UpdateExpression": "SET #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0, #studio = :studio_u0, "
            "#productionHouse = :productionHouse_u0, #project = :project_u0, #actor = "
            ":actor_u0, #gsi2pk = :gsi2pk_u0, #gsi2sk = :gsi2sk_u0",
            "ConditionExpression": "#project = :project0",
            "ExpressionAttributeNames": {
                "#project": "project",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#studio": "studio",
                "#productionHouse": "productionHouse",
                "#actor": "actor",
                "#gsi2pk": "gsi2pk",
                "#gsi2sk": "gsi2sk",
            },
            "ExpressionAttributeValues": {
                ":project0": {"S": "project1"},
                ":__edb_e___u0": {"S": "actors"},
                ":__edb_v___u0": {"S": "1"},
                ":studio_u0": {"S": "studio1"},
                ":productionHouse_u0": {"S": "productionHouse1"},
                ":project_u0": {"S": "project2"},
                ":actor_u0": {"S": "actor1"},
                ":gsi2pk_u0": {"S": "$taskapp#actor_actor1"},
                ":gsi2sk_u0": {"S": "$actors_1#genre_"},
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
                "pk": {"S": "$taskapp#studio_studio1"},
                "sk": {"S": "$actors_1#productionhouse_productionhouse1#actor_actor1"},
                "__edb_e__": {"S": "actors"},
                "__edb_v__": {"S": "1"},
                "studio": {"S": "studio1"},
                "productionHouse": {"S": "productionHouse1"},
                "project": {"S": "project1"},
                "actor": {"S": "actor1"},
                "gsi2pk": {"S": "$taskapp#actor_actor1"},
                "gsi2sk": {"S": "$actors_1#genre_"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.where.spec.ts:891",
        "operation": "Query",
        "request": {
            "TableName": "electro",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "size(#prop) >= :30 OR #prop = :a0 OR size(#prop) <= :50",
            "ExpressionAttributeNames": {"#prop": "prop", "#pk": "pk", "#sk1": "sk"},
            "ExpressionAttributeValues": {
                ":30": {"N": "3"},
                ":a0": {"S": "v_exception"},
                ":50": {"N": "3"},
                ":pk": {"S": "$taskapp#type_v_type"},
                ":sk1": {"S": "$tasks_1#name_"},
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
            {"pk": {"S": "$taskapp#type_v_type"}, "sk": {"S": "$tasks_1#name_x"}, "prop": {"S": "sss"}},
            {"pk": {"S": "$taskapp#type_v_type-other"}, "sk": {"S": "$tasks_1#name_x"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.where.spec.ts:963",
        "operation": "Query",
        "request": {
            "TableName": "electro",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "attribute_type(#prop, :prop0) OR attribute_type(#prop, :prop1)",
            "ExpressionAttributeNames": {"#prop": "prop", "#pk": "pk", "#sk1": "sk"},
            "ExpressionAttributeValues": {
                ":prop0": {"S": "L"},
                ":prop1": {"S": "BOOL"},
                ":pk": {"S": "$taskapp#type_v_type"},
                ":sk1": {"S": "$tasks_1#name_"},
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
            {"pk": {"S": "$taskapp#type_v_type"}, "sk": {"S": "$tasks_1#name_x"}, "prop": {"BOOL": True}},
            {"pk": {"S": "$taskapp#type_v_type-other"}, "sk": {"S": "$tasks_1#name_x"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.where.spec.ts:1050",
        "operation": "Query",
        "request": {
            "TableName": "electro",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "#prop >= :30 OR #prop = :a0 OR #prop <= :50",
            "ExpressionAttributeNames": {"#prop": "prop", "#pk": "pk", "#sk1": "sk"},
            "ExpressionAttributeValues": {
                ":30": {"S": "v_minSize"},
                ":a0": {"S": "v_exception"},
                ":50": {"S": "v_maxSize"},
                ":pk": {"S": "$taskapp#type_v_type"},
                ":sk1": {"S": "$tasks_1#name_"},
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
            {"pk": {"S": "$taskapp#type_v_type"}, "sk": {"S": "$tasks_1#name_x"}, "prop": {"S": "v_maxSize"}},
            {"pk": {"S": "$taskapp#type_v_type-other"}, "sk": {"S": "$tasks_1#name_x"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.transaction.spec.ts:634",
        "operation": "PutItem",
        "request": {
            "TableName": "electro",
            "Item": {
                "title": {"S": "Make Crabby Patty"},
                "description": {"S": "Create the most delicious burger ever made"},
                "taskId": {"S": "task0001"},
                "projectId": {"S": "Order#123"},
                "teamId": {"S": "started-at-the-bottoms"},
                "pk": {"S": "$test-service#teamid_started-at-the-bottoms"},
                "sk": {"S": "$assigned#task_1#projectid_order#123#taskid_task0001"},
                "__edb_e__": {"S": "task"},
                "__edb_v__": {"S": "1"},
            },
            "ConditionExpression": "attribute_not_exists(#title)",
            "ExpressionAttributeNames": {"#title": "title"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [],
        "note": "no item yet; test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.transaction.spec.ts:652",
        "operation": "PutItem",
        "request": {
            "TableName": "electro",
            "Item": {
                "title": {"S": "Make Crabby Patty"},
                "description": {"S": "Create the most delicious burger ever made"},
                "taskId": {"S": "task0001"},
                "projectId": {"S": "Order#123"},
                "teamId": {"S": "started-at-the-bottoms"},
                "pk": {"S": "$test-service#teamid_started-at-the-bottoms"},
                "sk": {"S": "$assigned#task_1#projectid_order#123#taskid_task0001"},
                "__edb_e__": {"S": "task"},
                "__edb_v__": {"S": "1"},
            },
            "ConditionExpression": "attribute_not_exists(#pk) AND attribute_not_exists(#sk) AND "
            "attribute_not_exists(#title)",
            "ExpressionAttributeNames": {"#pk": "pk", "#sk": "sk", "#title": "title"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [],
        "note": "no item yet; test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.transaction.spec.ts:664",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {
                "pk": {"S": "$test-service#teamid_started-at-the-bottoms"},
                "sk": {"S": "$assigned#task_1#projectid_order#123#taskid_task0001"},
            },
            "UpdateExpression": "SET #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0, #title = :title_u0, "
            "#description = :description_u0, #taskId = :taskId_u0, #projectId = :projectId_u0, "
            "#teamId = :teamId_u0",
            "ConditionExpression": "attribute_not_exists(#title)",
            "ExpressionAttributeNames": {
                "#title": "title",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#description": "description",
                "#taskId": "taskId",
                "#projectId": "projectId",
                "#teamId": "teamId",
            },
            "ExpressionAttributeValues": {
                ":__edb_e___u0": {"S": "task"},
                ":__edb_v___u0": {"S": "1"},
                ":title_u0": {"S": "Make Crabby Patty"},
                ":description_u0": {"S": "Create the most delicious burger ever made"},
                ":taskId_u0": {"S": "task0001"},
                ":projectId_u0": {"S": "Order#123"},
                ":teamId_u0": {"S": "started-at-the-bottoms"},
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
                "pk": {"S": "$test-service#teamid_started-at-the-bottoms"},
                "sk": {"S": "$assigned#task_1#projectid_order#123#taskid_task0001"},
                "__edb_e__": {"S": "task"},
                "__edb_v__": {"S": "1"},
                "title": {"S": "Make Crabby Patty"},
                "description": {"S": "Create the most delicious burger ever made"},
                "taskId": {"S": "task0001"},
                "projectId": {"S": "Order#123"},
                "teamId": {"S": "started-at-the-bottoms"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.transaction.spec.ts:694",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {
                "pk": {"S": "$test-service#teamid_started-at-the-bottoms"},
                "sk": {"S": "$assigned#task_1#projectid_order#123#taskid_task0001"},
            },
            "UpdateExpression": "SET #title = :title_u0, #teamId = :teamId_u0, #projectId = :projectId_u0, #taskId "
            "= :taskId_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "attribute_not_exists(#title)",
            "ExpressionAttributeNames": {
                "#title": "title",
                "#teamId": "teamId",
                "#projectId": "projectId",
                "#taskId": "taskId",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":title_u0": {"S": "Make Crabby Patty"},
                ":teamId_u0": {"S": "started-at-the-bottoms"},
                ":projectId_u0": {"S": "Order#123"},
                ":taskId_u0": {"S": "task0001"},
                ":__edb_e___u0": {"S": "task"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$test-service#teamid_started-at-the-bottoms"},
                "sk": {"S": "$assigned#task_1#projectid_order#123#taskid_task0001"},
                "title": {"S": "Make Crabby Patty"},
                "teamId": {"S": "started-at-the-bottoms"},
                "projectId": {"S": "Order#123"},
                "taskId": {"S": "task0001"},
                "__edb_e__": {"S": "task"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.transaction.spec.ts:722",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {
                "pk": {"S": "$test-service#teamid_started-at-the-bottoms"},
                "sk": {"S": "$assigned#task_1#projectid_order#123#taskid_task0001"},
            },
            "UpdateExpression": "SET #title = :title_u0, #teamId = :teamId_u0, #projectId = :projectId_u0, #taskId "
            "= :taskId_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "attribute_exists(#pk) AND attribute_exists(#sk) AND attribute_not_exists(#title)",
            "ExpressionAttributeNames": {
                "#pk": "pk",
                "#sk": "sk",
                "#title": "title",
                "#teamId": "teamId",
                "#projectId": "projectId",
                "#taskId": "taskId",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":title_u0": {"S": "Make Crabby Patty"},
                ":teamId_u0": {"S": "started-at-the-bottoms"},
                ":projectId_u0": {"S": "Order#123"},
                ":taskId_u0": {"S": "task0001"},
                ":__edb_e___u0": {"S": "task"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$test-service#teamid_started-at-the-bottoms"},
                "sk": {"S": "$assigned#task_1#projectid_order#123#taskid_task0001"},
                "title": {"S": "Make Crabby Patty"},
                "teamId": {"S": "started-at-the-bottoms"},
                "projectId": {"S": "Order#123"},
                "taskId": {"S": "task0001"},
                "__edb_e__": {"S": "task"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.transaction.spec.ts:769",
        "operation": "DeleteItem",
        "request": {
            "TableName": "electro",
            "Key": {
                "pk": {"S": "$test-service#teamid_started-at-the-bottoms"},
                "sk": {"S": "$assigned#task_1#projectid_order#123#taskid_task0001"},
            },
            "ConditionExpression": "attribute_exists(#pk) AND attribute_exists(#sk) AND attribute_not_exists(#title)",
            "ExpressionAttributeNames": {"#pk": "pk", "#sk": "sk", "#title": "title"},
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
                "pk": {"S": "$test-service#teamid_started-at-the-bottoms"},
                "sk": {"S": "$assigned#task_1#projectid_order#123#taskid_task0001"},
            }
        ],
        "note": "a Key with a condition and nothing else: sent as DeleteItem (ElectroDB's delete/remove)",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.transaction.spec.ts:802",
        "operation": "PutItem",
        "request": {
            "TableName": "electro",
            "Item": {
                "teamName": {"S": "Started at the Bottoms"},
                "teamId": {"S": "started-at-the-bottoms"},
                "teamLead": {"S": "patrick.star"},
                "department": {"S": "back-house"},
                "pk": {"S": "$test-service#teamid_started-at-the-bottoms"},
                "sk": {"S": "$assigned#team_1"},
                "__edb_e__": {"S": "team"},
                "__edb_v__": {"S": "1"},
            },
            "ConditionExpression": "attribute_not_exists(#teamLead)",
            "ExpressionAttributeNames": {"#teamLead": "teamLead"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [],
        "note": "no item yet; test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.transaction.spec.ts:819",
        "operation": "PutItem",
        "request": {
            "TableName": "electro",
            "Item": {
                "teamName": {"S": "Started at the Bottoms"},
                "teamId": {"S": "started-at-the-bottoms"},
                "teamLead": {"S": "patrick.star"},
                "department": {"S": "back-house"},
                "pk": {"S": "$test-service#teamid_started-at-the-bottoms"},
                "sk": {"S": "$assigned#team_1"},
                "__edb_e__": {"S": "team"},
                "__edb_v__": {"S": "1"},
            },
            "ConditionExpression": "attribute_not_exists(#pk) AND attribute_not_exists(#sk) AND "
            "attribute_not_exists(#teamLead)",
            "ExpressionAttributeNames": {"#pk": "pk", "#sk": "sk", "#teamLead": "teamLead"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [],
        "note": "no item yet; test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.transaction.spec.ts:831",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$test-service#teamid_started-at-the-bottoms"}, "sk": {"S": "$assigned#team_1"}},
            "UpdateExpression": "SET #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0, #teamName = "
            ":teamName_u0, #teamId = :teamId_u0, #teamLead = :teamLead_u0, #department = "
            ":department_u0",
            "ConditionExpression": "attribute_not_exists(#teamLead)",
            "ExpressionAttributeNames": {
                "#teamLead": "teamLead",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#teamName": "teamName",
                "#teamId": "teamId",
                "#department": "department",
            },
            "ExpressionAttributeValues": {
                ":__edb_e___u0": {"S": "team"},
                ":__edb_v___u0": {"S": "1"},
                ":teamName_u0": {"S": "Started at the Bottoms"},
                ":teamId_u0": {"S": "started-at-the-bottoms"},
                ":teamLead_u0": {"S": "patrick.star"},
                ":department_u0": {"S": "back-house"},
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
                "pk": {"S": "$test-service#teamid_started-at-the-bottoms"},
                "sk": {"S": "$assigned#team_1"},
                "__edb_e__": {"S": "team"},
                "__edb_v__": {"S": "1"},
                "teamName": {"S": "Started at the Bottoms"},
                "teamId": {"S": "started-at-the-bottoms"},
                "teamLead": {"S": "patrick.star"},
                "department": {"S": "back-house"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.transaction.spec.ts:858",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$test-service#teamid_started-at-the-bottoms"}, "sk": {"S": "$assigned#team_1"}},
            "UpdateExpression": "SET #teamLead = :teamLead_u0, #teamId = :teamId_u0, #__edb_e__ = :__edb_e___u0, "
            "#__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "attribute_not_exists(#teamLead)",
            "ExpressionAttributeNames": {
                "#teamLead": "teamLead",
                "#teamId": "teamId",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":teamLead_u0": {"S": "patrick.star"},
                ":teamId_u0": {"S": "started-at-the-bottoms"},
                ":__edb_e___u0": {"S": "team"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$test-service#teamid_started-at-the-bottoms"},
                "sk": {"S": "$assigned#team_1"},
                "teamLead": {"S": "patrick.star"},
                "teamId": {"S": "started-at-the-bottoms"},
                "__edb_e__": {"S": "team"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.transaction.spec.ts:882",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$test-service#teamid_started-at-the-bottoms"}, "sk": {"S": "$assigned#team_1"}},
            "UpdateExpression": "SET #teamLead = :teamLead_u0, #teamId = :teamId_u0, #__edb_e__ = :__edb_e___u0, "
            "#__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "attribute_exists(#pk) AND attribute_exists(#sk) AND "
            "attribute_not_exists(#teamLead)",
            "ExpressionAttributeNames": {
                "#pk": "pk",
                "#sk": "sk",
                "#teamLead": "teamLead",
                "#teamId": "teamId",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":teamLead_u0": {"S": "patrick.star"},
                ":teamId_u0": {"S": "started-at-the-bottoms"},
                ":__edb_e___u0": {"S": "team"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$test-service#teamid_started-at-the-bottoms"},
                "sk": {"S": "$assigned#team_1"},
                "teamLead": {"S": "patrick.star"},
                "teamId": {"S": "started-at-the-bottoms"},
                "__edb_e__": {"S": "team"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.transaction.spec.ts:925",
        "operation": "DeleteItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$test-service#teamid_started-at-the-bottoms"}, "sk": {"S": "$assigned#team_1"}},
            "ConditionExpression": "attribute_exists(#pk) AND attribute_exists(#sk) AND "
            "attribute_not_exists(#teamLead)",
            "ExpressionAttributeNames": {"#pk": "pk", "#sk": "sk", "#teamLead": "teamLead"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "$test-service#teamid_started-at-the-bottoms"}, "sk": {"S": "$assigned#team_1"}}],
        "note": "a Key with a condition and nothing else: sent as DeleteItem (ElectroDB's delete/remove)",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.issues.spec.ts:256",
        "operation": "UpdateItem",
        "request": {
            "TableName": "v_table",
            "Key": {"ip_addr": {"S": "127.0.0.1"}},
            "UpdateExpression": "SET #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0, #app = :app_u0",
            "ExpressionAttributeNames": {"#__edb_e__": "__edb_e__", "#__edb_v__": "__edb_v__", "#app": "app"},
            "ExpressionAttributeValues": {
                ":__edb_e___u0": {"S": "log_record"},
                ":__edb_v___u0": {"S": "1"},
                ":app_u0": {"S": "something"},
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "ip_addr", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "ip_addr", "AttributeType": "S"}],
        },
        "before": [
            {
                "ip_addr": {"S": "127.0.0.1"},
                "__edb_e__": {"S": "log_record"},
                "__edb_v__": {"S": "1"},
                "app": {"S": "something"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.issues.spec.js:249",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$taskapp#team_green"}, "sk": {"S": "$tasks_1#project_core#task_45-6620"}},
            "UpdateExpression": "SET #status = :status_u0, #comments = list_append(if_not_exists(#comments, "
            ":comments_default_value_u0), :comments_u0), #closed = :closed_u0, #updatedAt = "
            ":updatedAt_u0, #gsi1sk = :gsi1sk_u0, #gsi2sk = :gsi2sk_u0, #team = :team_u0, "
            "#project = :project_u0, #task = :task_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = "
            ":__edb_v___u0 ADD #tags :tags_u0",
            "ConditionExpression": "#status = :status0",
            "ExpressionAttributeNames": {
                "#status": "status",
                "#tags": "tags",
                "#comments": "comments",
                "#closed": "closed",
                "#updatedAt": "updatedAt",
                "#gsi1sk": "gsi1sk",
                "#gsi2sk": "gsi2sk",
                "#team": "team",
                "#project": "project",
                "#task": "task",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":comments_default_value_u0": {"L": []},
                ":status0": {"S": "in-progress"},
                ":status_u0": {"S": "on-hold"},
                ":tags_u0": {"SS": ["half-baked"]},
                ":comments_u0": {"L": [{"M": {"user": {"S": "janet"}, "body": {"S": "This seems half-baked."}}}]},
                ":closed_u0": {"S": ""},
                ":updatedAt_u0": {"N": "12345"},
                ":gsi1sk_u0": {"S": "$assignments#tasks_1#status_on-hold"},
                ":gsi2sk_u0": {"S": "$tasks_1#team_green#closed_"},
                ":team_u0": {"S": "green"},
                ":project_u0": {"S": "core"},
                ":task_u0": {"S": "45-6620"},
                ":__edb_e___u0": {"S": "tasks"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$taskapp#team_green"},
                "sk": {"S": "$tasks_1#project_core#task_45-6620"},
                "status": {"S": "in-progress"},
                "closed": {"S": ""},
                "updatedAt": {"N": "12345"},
                "gsi1sk": {"S": "$assignments#tasks_1#status_on-hold"},
                "gsi2sk": {"S": "$tasks_1#team_green#closed_"},
                "team": {"S": "green"},
                "project": {"S": "core"},
                "task": {"S": "45-6620"},
                "__edb_e__": {"S": "tasks"},
                "__edb_v__": {"S": "1"},
                "tags": {"SS": ["half-baked", "kept"]},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.service.spec.js:1306",
        "operation": "Query",
        "request": {
            "TableName": "electro",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "((#__edb_e__ = :__edb_e___entityOne_c0 AND #__edb_v__ = :__edb_v___entityOne_c0) "
            "OR (#__edb_e__ = :__edb_e___entityTwo_c0 AND #__edb_v__ = "
            ":__edb_v___entityTwo_c0))",
            "ExpressionAttributeNames": {
                "#pk": "pk",
                "#sk1": "sk",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":pk": {"S": "$electrotest_1#prop1_abc#prop7_def"},
                ":sk1": {"S": "$collectiona"},
                ":__edb_e___entityOne_c0": {"S": "entityOne"},
                ":__edb_e___entityTwo_c0": {"S": "entityTwo"},
                ":__edb_v___entityOne_c0": {"S": "1"},
                ":__edb_v___entityTwo_c0": {"S": "1"},
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
                "pk": {"S": "$electrotest_1#prop1_abc#prop7_def"},
                "sk": {"S": "$collectionax"},
                "__edb_e__": {"S": "entityTwo"},
                "__edb_v__": {"S": "1"},
            },
            {"pk": {"S": "$electrotest_1#prop1_abc#prop7_def-other"}, "sk": {"S": "$collectionax"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.service.spec.js:2347",
        "operation": "Query",
        "request": {
            "TableName": "subcollection_table",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "((#__edb_e__ = :__edb_e___entityWithMultipleCollections3_c0 AND #__edb_v__ = "
            ":__edb_v___entityWithMultipleCollections3_c0) OR (#__edb_e__ = "
            ":__edb_e___entityWithMultipleCollections1_c0 AND #__edb_v__ = "
            ":__edb_v___entityWithMultipleCollections1_c0) OR (#__edb_e__ = "
            ":__edb_e___entityWithMultipleCollections2_c0 AND #__edb_v__ = "
            ":__edb_v___entityWithMultipleCollections2_c0))",
            "ExpressionAttributeNames": {
                "#pk": "pk",
                "#sk1": "sk",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":pk": {"S": "$myservice#attr1_abc"},
                ":sk1": {"S": "$outercollection"},
                ":__edb_e___entityWithMultipleCollections1_c0": {"S": "abc"},
                ":__edb_e___entityWithMultipleCollections2_c0": {"S": "abc"},
                ":__edb_e___entityWithMultipleCollections3_c0": {"S": "abc"},
                ":__edb_v___entityWithMultipleCollections1_c0": {"S": "myversion"},
                ":__edb_v___entityWithMultipleCollections2_c0": {"S": "myversion"},
                ":__edb_v___entityWithMultipleCollections3_c0": {"S": "myversion"},
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
                "pk": {"S": "$myservice#attr1_abc"},
                "sk": {"S": "$outercollectionx"},
                "__edb_e__": {"S": "abc"},
                "__edb_v__": {"S": "myversion"},
            },
            {"pk": {"S": "$myservice#attr1_abc-other"}, "sk": {"S": "$outercollectionx"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.service.spec.js:2373",
        "operation": "Query",
        "request": {
            "TableName": "subcollection_table",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "((#__edb_e__ = :__edb_e___entityWithMultipleCollections1_c0 AND #__edb_v__ = "
            ":__edb_v___entityWithMultipleCollections1_c0) OR (#__edb_e__ = "
            ":__edb_e___entityWithMultipleCollections2_c0 AND #__edb_v__ = "
            ":__edb_v___entityWithMultipleCollections2_c0))",
            "ExpressionAttributeNames": {
                "#pk": "pk",
                "#sk1": "sk",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":pk": {"S": "$myservice#attr1_abc"},
                ":sk1": {"S": "$outercollection#innercollection"},
                ":__edb_e___entityWithMultipleCollections1_c0": {"S": "abc"},
                ":__edb_e___entityWithMultipleCollections2_c0": {"S": "abc"},
                ":__edb_v___entityWithMultipleCollections1_c0": {"S": "myversion"},
                ":__edb_v___entityWithMultipleCollections2_c0": {"S": "myversion"},
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
                "pk": {"S": "$myservice#attr1_abc"},
                "sk": {"S": "$outercollection#innercollectionx"},
                "__edb_e__": {"S": "abc"},
                "__edb_v__": {"S": "myversion"},
            },
            {"pk": {"S": "$myservice#attr1_abc-other"}, "sk": {"S": "$outercollection#innercollectionx"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.service.spec.js:2397",
        "operation": "Query",
        "request": {
            "TableName": "subcollection_table",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "((#__edb_e__ = :__edb_e___entityWithMultipleCollections3_c0 AND #__edb_v__ = "
            ":__edb_v___entityWithMultipleCollections3_c0) OR (#__edb_e__ = "
            ":__edb_e___entityWithMultipleCollections2_c0 AND #__edb_v__ = "
            ":__edb_v___entityWithMultipleCollections2_c0))",
            "ExpressionAttributeNames": {
                "#pk": "index2pk",
                "#sk1": "index2sk",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":pk": {"S": "$myservice#attr2_def"},
                ":sk1": {"S": "$extracollection"},
                ":__edb_e___entityWithMultipleCollections2_c0": {"S": "abc"},
                ":__edb_e___entityWithMultipleCollections3_c0": {"S": "abc"},
                ":__edb_v___entityWithMultipleCollections2_c0": {"S": "myversion"},
                ":__edb_v___entityWithMultipleCollections3_c0": {"S": "myversion"},
            },
        },
        "table": {
            "KeySchema": [
                {"AttributeName": "index2pk", "KeyType": "HASH"},
                {"AttributeName": "index2sk", "KeyType": "RANGE"},
            ],
            "AttributeDefinitions": [
                {"AttributeName": "index2pk", "AttributeType": "S"},
                {"AttributeName": "index2sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "index2pk": {"S": "$myservice#attr2_def"},
                "index2sk": {"S": "$extracollectionx"},
                "__edb_e__": {"S": "abc"},
                "__edb_v__": {"S": "myversion"},
            },
            {"index2pk": {"S": "$myservice#attr2_def-other"}, "index2sk": {"S": "$extracollectionx"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.service.spec.js:2422",
        "operation": "Query",
        "request": {
            "TableName": "subcollection_table",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "(#__edb_e__ = :__edb_e___entityWithMultipleCollections2_c0 AND #__edb_v__ = "
            ":__edb_v___entityWithMultipleCollections2_c0)",
            "ExpressionAttributeNames": {
                "#pk": "index2pk",
                "#sk1": "index2sk",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":pk": {"S": "$myservice#attr2_def"},
                ":sk1": {"S": "$extracollection#superextracollection"},
                ":__edb_e___entityWithMultipleCollections2_c0": {"S": "abc"},
                ":__edb_v___entityWithMultipleCollections2_c0": {"S": "myversion"},
            },
        },
        "table": {
            "KeySchema": [
                {"AttributeName": "index2pk", "KeyType": "HASH"},
                {"AttributeName": "index2sk", "KeyType": "RANGE"},
            ],
            "AttributeDefinitions": [
                {"AttributeName": "index2pk", "AttributeType": "S"},
                {"AttributeName": "index2sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "index2pk": {"S": "$myservice#attr2_def"},
                "index2sk": {"S": "$extracollection#superextracollectionx"},
                "__edb_e__": {"S": "abc"},
                "__edb_v__": {"S": "myversion"},
            },
            {
                "index2pk": {"S": "$myservice#attr2_def-other"},
                "index2sk": {"S": "$extracollection#superextracollectionx"},
            },
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.crud.spec.ts:545",
        "operation": "UpdateItem",
        "request": {
            "TableName": "v_table",
            "Key": {
                "pk": {"S": "$bank#accountnumber_v_accountNumber1"},
                "sk": {"S": "$transaction_1#transactionid_v_transactionId"},
            },
            "UpdateExpression": "SET #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0, #accountNumber = "
            ":accountNumber_u0, #transactionId = :transactionId_u0, #description = "
            ":description_u0, #source = if_not_exists(#source, :source_u0), #createdAt = "
            ":createdAt_u0, #updatedAt = :updatedAt_u0, #gsi1pk = :gsi1pk_u0, #gsi1sk = "
            ":gsi1sk_u0",
            "ExpressionAttributeNames": {
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#accountNumber": "accountNumber",
                "#transactionId": "transactionId",
                "#description": "description",
                "#source": "source",
                "#createdAt": "createdAt",
                "#updatedAt": "updatedAt",
                "#gsi1pk": "gsi1pk",
                "#gsi1sk": "gsi1sk",
            },
            "ExpressionAttributeValues": {
                ":__edb_e___u0": {"S": "transaction"},
                ":__edb_v___u0": {"S": "1"},
                ":accountNumber_u0": {"S": "v_accountNumber1"},
                ":transactionId_u0": {"S": "v_transactionId"},
                ":description_u0": {"S": "v_description"},
                ":source_u0": {"S": "v_source"},
                ":createdAt_u0": {"N": "1"},
                ":updatedAt_u0": {"S": "v_updatedAt"},
                ":gsi1pk_u0": {"S": "$bank#transactiontype_"},
                ":gsi1sk_u0": {"S": "$transaction_1#createdat_1"},
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
                "pk": {"S": "$bank#accountnumber_v_accountNumber1"},
                "sk": {"S": "$transaction_1#transactionid_v_transactionId"},
                "__edb_e__": {"S": "transaction"},
                "__edb_v__": {"S": "1"},
                "accountNumber": {"S": "v_accountNumber1"},
                "transactionId": {"S": "v_transactionId"},
                "description": {"S": "v_description"},
                "createdAt": {"N": "1"},
                "updatedAt": {"S": "v_updatedAt"},
                "gsi1pk": {"S": "$bank#transactiontype_"},
                "gsi1sk": {"S": "$transaction_1#createdat_1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.crud.spec.ts:3229",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$testing#prop1_v_prop1"}, "sk": {"S": "$parse_test_1#prop2_v_prop2"}},
            "UpdateExpression": "SET #prop3 = :prop3",
            "ExpressionAttributeNames": {"#prop3": "prop3"},
            "ExpressionAttributeValues": {":prop3": {"S": "v_prop3b"}},
            "ReturnValues": "UPDATED_NEW",
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
                "pk": {"S": "$testing#prop1_v_prop1"},
                "sk": {"S": "$parse_test_1#prop2_v_prop2"},
                "prop3": {"S": "v_prop3b"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.crud.spec.ts:3269",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$testing#prop1_v_prop1"}, "sk": {"S": "$parse_test_1#prop2_v_prop2"}},
            "UpdateExpression": "REMOVE #prop4.#nested.#prop5",
            "ExpressionAttributeNames": {"#prop4": "prop4", "#nested": "nested", "#prop5": "prop5"},
            "ReturnValues": "UPDATED_NEW",
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
                "pk": {"S": "$testing#prop1_v_prop1"},
                "sk": {"S": "$parse_test_1#prop2_v_prop2"},
                "prop4": {"M": {"nested": {"M": {"prop5": {"S": "to-remove"}}}}},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.crud.spec.ts:3287",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$testing#prop1_v_prop1"}, "sk": {"S": "$parse_test_1#prop2_v_prop2"}},
            "UpdateExpression": "SET #prop4.#nested.#prop6 = :prop6_u0",
            "ExpressionAttributeNames": {"#prop4": "prop4", "#nested": "nested", "#prop6": "prop6"},
            "ExpressionAttributeValues": {":prop6_u0": {"S": "xyz"}},
            "ReturnValues": "UPDATED_NEW",
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
                "pk": {"S": "$testing#prop1_v_prop1"},
                "sk": {"S": "$parse_test_1#prop2_v_prop2"},
                "prop4": {"M": {"nested": {"M": {"prop6": {"S": "xyz"}}}}},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:218",
        "operation": "Query",
        "request": {
            "TableName": "test",
            "KeyConditionExpression": "#pk = :pk and #sk1 > :sk1",
            "ExpressionAttributeNames": {"#pk": "pk", "#sk1": "sk"},
            "ExpressionAttributeValues": {
                ":pk": {"S": "$test_1#prop1_val1#prop2_val2"},
                ":sk1": {"S": "$collectiona#entityone"},
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
            {"pk": {"S": "$test_1#prop1_val1#prop2_val2"}, "sk": {"S": "$collectiona#entityonex"}},
            {"pk": {"S": "$test_1#prop1_val1#prop2_val2-other"}, "sk": {"S": "$collectiona#entityonex"}},
        ],
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:227",
        "operation": "Query",
        "request": {
            "TableName": "test",
            "KeyConditionExpression": "#pk = :pk and #sk1 < :sk1",
            "ExpressionAttributeNames": {"#pk": "pk", "#sk1": "sk"},
            "ExpressionAttributeValues": {
                ":pk": {"S": "$test_1#prop1_val1#prop2_val2"},
                ":sk1": {"S": "$collectiona#entityone"},
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
            {"pk": {"S": "$test_1#prop1_val1#prop2_val2"}, "sk": {"S": "$collectiona#entityonex"}},
            {"pk": {"S": "$test_1#prop1_val1#prop2_val2-other"}, "sk": {"S": "$collectiona#entityonex"}},
        ],
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:236",
        "operation": "Query",
        "request": {
            "TableName": "test",
            "KeyConditionExpression": "#pk = :pk and #sk1 >= :sk1",
            "ExpressionAttributeNames": {"#pk": "pk", "#sk1": "sk"},
            "ExpressionAttributeValues": {
                ":pk": {"S": "$test_1#prop1_val1#prop2_val2"},
                ":sk1": {"S": "$collectiona#entityone"},
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
            {"pk": {"S": "$test_1#prop1_val1#prop2_val2"}, "sk": {"S": "$collectiona#entityonex"}},
            {"pk": {"S": "$test_1#prop1_val1#prop2_val2-other"}, "sk": {"S": "$collectiona#entityonex"}},
        ],
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:245",
        "operation": "Query",
        "request": {
            "TableName": "test",
            "KeyConditionExpression": "#pk = :pk and #sk1 <= :sk1",
            "ExpressionAttributeNames": {"#pk": "pk", "#sk1": "sk"},
            "ExpressionAttributeValues": {
                ":pk": {"S": "$test_1#prop1_val1#prop2_val2"},
                ":sk1": {"S": "$collectiona#entityone"},
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
            {"pk": {"S": "$test_1#prop1_val1#prop2_val2"}, "sk": {"S": "$collectiona#entityonex"}},
            {"pk": {"S": "$test_1#prop1_val1#prop2_val2-other"}, "sk": {"S": "$collectiona#entityonex"}},
        ],
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:273",
        "operation": "Query",
        "request": {
            "TableName": "test",
            "KeyConditionExpression": "#pk = :pk and #sk1 BETWEEN :sk1 AND :sk2",
            "ExpressionAttributeNames": {"#pk": "pk", "#sk1": "sk"},
            "ExpressionAttributeValues": {
                ":pk": {"S": "$test_1#prop1_val1#prop2_val2"},
                ":sk1": {"S": "$collectiona#entityone"},
                ":sk2": {"S": "$collectiona#entityone"},
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
            {"pk": {"S": "$test_1#prop1_val1#prop2_val2"}, "sk": {"S": "$collectiona#entityonex"}},
            {"pk": {"S": "$test_1#prop1_val1#prop2_val2-other"}, "sk": {"S": "$collectiona#entityonex"}},
        ],
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:1844",
        "operation": "Scan",
        "request": {
            "TableName": "StoreDirectory",
            "FilterExpression": "begins_with(#pk, :pk) AND (#store = :store0) AND #__edb_e__ = :__edb_e__0 AND "
            "#__edb_v__ = :__edb_v__0",
            "ExpressionAttributeNames": {
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#pk": "pk",
                "#store": "storeId",
            },
            "ExpressionAttributeValues": {
                ":__edb_e__0": {"S": "MallStores"},
                ":__edb_v__0": {"S": "1"},
                ":pk": {"S": "$mallstoredirectory_1$mallstores#id_"},
                ":store0": {"S": "Starblix"},
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
                "pk": {"S": "pk-value"},
                "sk": {"S": "sk-value"},
                "storeId": {"S": "Starblix"},
                "__edb_e__": {"S": "MallStores"},
                "__edb_v__": {"S": "1"},
            },
            {"pk": {"S": "pk-value-other"}, "sk": {"S": "sk-value"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:1883",
        "operation": "UpdateItem",
        "request": {
            "TableName": "StoreDirectory",
            "Key": {"pk": {"S": "$mallstoredirectory_1$mallstores#id_v_id"}},
            "UpdateExpression": "SET #mall = :mall_u0, #store = :store_u0, #building = :building_u0, #category = "
            ":category_u0, #unit = :unit_u0, #rent = :rent_u0, #leaseEnd = :leaseEnd_u0, "
            "#gsi1pk = :gsi1pk_u0, #gsi1sk = :gsi1sk_u0, #gsi2pk = :gsi2pk_u0, #gsi2sk = "
            ":gsi2sk_u0, #gsi3pk = :gsi3pk_u0, #gsi3sk = :gsi3sk_u0, #gsi4pk = :gsi4pk_u0, "
            "#gsi4sk = :gsi4sk_u0, #storeLocationId = :storeLocationId_u0, #__edb_e__ = "
            ":__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ExpressionAttributeNames": {
                "#storeLocationId": "storeLocationId",
                "#mall": "mall",
                "#store": "storeId",
                "#building": "buildingId",
                "#unit": "unitId",
                "#category": "category",
                "#leaseEnd": "leaseEnd",
                "#rent": "rent",
                "#gsi1pk": "gsi1pk",
                "#gsi1sk": "gsi1sk",
                "#gsi2pk": "gsi2pk",
                "#gsi2sk": "gsi2sk",
                "#gsi3pk": "gsi3pk",
                "#gsi3sk": "gsi3sk",
                "#gsi4pk": "gsi4pk",
                "#gsi4sk": "gsi4sk",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":storeLocationId_u0": {"S": "v_id"},
                ":mall_u0": {"S": "v_mall"},
                ":store_u0": {"S": "v_store"},
                ":building_u0": {"S": "v_building"},
                ":unit_u0": {"S": "v_unit"},
                ":category_u0": {"S": "v_category"},
                ":leaseEnd_u0": {"S": "v_leaseEnd"},
                ":rent_u0": {"S": "v_rent"},
                ":gsi1pk_u0": {"S": "$mallstoredirectory_1#mall_eastpointe"},
                ":gsi1sk_u0": {"S": "$mallstores#building_buildinga#unit_b54#store_lattelarrys"},
                ":gsi2pk_u0": {"S": "$mallstoredirectory_1#mall_eastpointe"},
                ":gsi2sk_u0": {"S": "$mallstores#leaseend_2020-01-20#store_lattelarrys#building_buildinga#unit_b54"},
                ":gsi3pk_u0": {"S": "$mallstoredirectory_1#mall_eastpointe"},
                ":gsi3sk_u0": {"S": "$mallstores#category_food/coffee#building_buildinga#unit_b54#store_lattelarrys"},
                ":gsi4pk_u0": {"S": "$mallstoredirectory_1#store_lattelarrys"},
                ":gsi4sk_u0": {"S": "$mallstores#mall_eastpointe#building_buildinga#unit_b54"},
                ":__edb_e___u0": {"S": "MallStores"},
                ":__edb_v___u0": {"S": "1"},
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
        },
        "before": [
            {
                "pk": {"S": "$mallstoredirectory_1$mallstores#id_v_id"},
                "mall": {"S": "v_mall"},
                "storeId": {"S": "v_store"},
                "buildingId": {"S": "v_building"},
                "category": {"S": "v_category"},
                "unitId": {"S": "v_unit"},
                "rent": {"S": "v_rent"},
                "leaseEnd": {"S": "v_leaseEnd"},
                "gsi1pk": {"S": "$mallstoredirectory_1#mall_eastpointe"},
                "gsi1sk": {"S": "$mallstores#building_buildinga#unit_b54#store_lattelarrys"},
                "gsi2pk": {"S": "$mallstoredirectory_1#mall_eastpointe"},
                "gsi2sk": {"S": "$mallstores#leaseend_2020-01-20#store_lattelarrys#building_buildinga#unit_b54"},
                "gsi3pk": {"S": "$mallstoredirectory_1#mall_eastpointe"},
                "gsi3sk": {"S": "$mallstores#category_food/coffee#building_buildinga#unit_b54#store_lattelarrys"},
                "gsi4pk": {"S": "$mallstoredirectory_1#store_lattelarrys"},
                "gsi4sk": {"S": "$mallstores#mall_eastpointe#building_buildinga#unit_b54"},
                "storeLocationId": {"S": "v_id"},
                "__edb_e__": {"S": "MallStores"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:2325",
        "operation": "DeleteItem",
        "request": {
            "TableName": "StoreDirectory",
            "Key": {
                "partition_key": {"S": "$MallStoreDirectory#id_Abcd"},
                "sort_key": {"S": "$MYCOLLECTION#MALLSTORES_1#MALL_DEFG#STORES_1"},
            },
            "ConditionExpression": "attribute_exists(#partition_key) AND attribute_exists(#sort_key)",
            "ExpressionAttributeNames": {"#partition_key": "partition_key", "#sort_key": "sort_key"},
        },
        "table": {
            "KeySchema": [
                {"AttributeName": "partition_key", "KeyType": "HASH"},
                {"AttributeName": "sort_key", "KeyType": "RANGE"},
            ],
            "AttributeDefinitions": [
                {"AttributeName": "partition_key", "AttributeType": "S"},
                {"AttributeName": "sort_key", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "partition_key": {"S": "$MallStoreDirectory#id_Abcd"},
                "sort_key": {"S": "$MYCOLLECTION#MALLSTORES_1#MALL_DEFG#STORES_1"},
            }
        ],
        "note": "a Key with a condition and nothing else: sent as DeleteItem (ElectroDB's delete/remove)",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:2333",
        "operation": "UpdateItem",
        "request": {
            "TableName": "StoreDirectory",
            "Key": {
                "partition_key": {"S": "$MallStoreDirectory#id_Abcd"},
                "sort_key": {"S": "$MYCOLLECTION#MALLSTORES_1#MALL_DEFG#STORES_1"},
            },
            "UpdateExpression": "SET #value = :value_u0, #id = :id_u0, #mall = :mall_u0, #stores = :stores_u0, "
            "#__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ExpressionAttributeNames": {
                "#id": "id",
                "#mall": "mall",
                "#stores": "stores",
                "#value": "value",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":id_u0": {"S": "Abcd"},
                ":mall_u0": {"S": "Defg"},
                ":stores_u0": {"N": "1"},
                ":value_u0": {"S": "Ahssfh"},
                ":__edb_e___u0": {"S": "MallStores"},
                ":__edb_v___u0": {"S": "1"},
            },
        },
        "table": {
            "KeySchema": [
                {"AttributeName": "partition_key", "KeyType": "HASH"},
                {"AttributeName": "sort_key", "KeyType": "RANGE"},
            ],
            "AttributeDefinitions": [
                {"AttributeName": "partition_key", "AttributeType": "S"},
                {"AttributeName": "sort_key", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "partition_key": {"S": "$MallStoreDirectory#id_Abcd"},
                "sort_key": {"S": "$MYCOLLECTION#MALLSTORES_1#MALL_DEFG#STORES_1"},
                "value": {"S": "Ahssfh"},
                "id": {"S": "Abcd"},
                "mall": {"S": "Defg"},
                "stores": {"N": "1"},
                "__edb_e__": {"S": "MallStores"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:2358",
        "operation": "UpdateItem",
        "request": {
            "TableName": "StoreDirectory",
            "Key": {
                "partition_key": {"S": "$MallStoreDirectory#id_Abcd"},
                "sort_key": {"S": "$MYCOLLECTION#MALLSTORES_1#MALL_DEFG#STORES_1"},
            },
            "UpdateExpression": "SET #value = :value_u0, #id = :id_u0, #mall = :mall_u0, #stores = :stores_u0, "
            "#__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "attribute_exists(#partition_key) AND attribute_exists(#sort_key)",
            "ExpressionAttributeNames": {
                "#id": "id",
                "#mall": "mall",
                "#stores": "stores",
                "#value": "value",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#partition_key": "partition_key",
                "#sort_key": "sort_key",
            },
            "ExpressionAttributeValues": {
                ":id_u0": {"S": "Abcd"},
                ":mall_u0": {"S": "Defg"},
                ":stores_u0": {"N": "1"},
                ":value_u0": {"S": "Ahssfh"},
                ":__edb_e___u0": {"S": "MallStores"},
                ":__edb_v___u0": {"S": "1"},
            },
        },
        "table": {
            "KeySchema": [
                {"AttributeName": "partition_key", "KeyType": "HASH"},
                {"AttributeName": "sort_key", "KeyType": "RANGE"},
            ],
            "AttributeDefinitions": [
                {"AttributeName": "partition_key", "AttributeType": "S"},
                {"AttributeName": "sort_key", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "partition_key": {"S": "$MallStoreDirectory#id_Abcd"},
                "sort_key": {"S": "$MYCOLLECTION#MALLSTORES_1#MALL_DEFG#STORES_1"},
                "value": {"S": "Ahssfh"},
                "id": {"S": "Abcd"},
                "mall": {"S": "Defg"},
                "stores": {"N": "1"},
                "__edb_e__": {"S": "MallStores"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:2400",
        "operation": "PutItem",
        "request": {
            "TableName": "StoreDirectory",
            "Item": {
                "id": {"S": "Abcd"},
                "mall": {"S": "Defg"},
                "stores": {"N": "1"},
                "value": {"S": "Ahssfh"},
                "partition_key": {"S": "$MallStoreDirectory#id_Abcd"},
                "sort_key": {"S": "$MYCOLLECTION#MALLSTORES_1#MALL_DEFG#STORES_1"},
                "partition_key_idx1": {"S": "$MALLSTOREDIRECTORY#MALL_DEFG"},
                "sort_key_idx1": {"S": "$otherCollection#MallStores_1#id_Abcd#stores_1"},
                "__edb_e__": {"S": "MallStores"},
                "__edb_v__": {"S": "1"},
            },
            "ConditionExpression": "attribute_not_exists(#partition_key) AND attribute_not_exists(#sort_key)",
            "ExpressionAttributeNames": {"#partition_key": "partition_key", "#sort_key": "sort_key"},
        },
        "table": {
            "KeySchema": [
                {"AttributeName": "partition_key", "KeyType": "HASH"},
                {"AttributeName": "sort_key", "KeyType": "RANGE"},
            ],
            "AttributeDefinitions": [
                {"AttributeName": "partition_key", "AttributeType": "S"},
                {"AttributeName": "sort_key", "AttributeType": "S"},
            ],
        },
        "before": [],
        "note": "no item yet; test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:2486",
        "operation": "Scan",
        "request": {
            "TableName": "StoreDirectory",
            "FilterExpression": "begins_with(#partition_key, :partition_key) AND begins_with(#sort_key, :sort_key) "
            "AND (#__edb_e__ = :__edb_e__0) AND #__edb_v__ = :__edb_v__0",
            "ExpressionAttributeNames": {
                "#partition_key": "partition_key",
                "#sort_key": "sort_key",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":partition_key": {"S": "$MallStoreDirectory#id_"},
                ":sort_key": {"S": "$MYCOLLECTION#MALLSTORES_1#MALL_"},
                ":__edb_e__0": {"S": "MallStores"},
                ":__edb_v__0": {"S": "1"},
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
                "pk": {"S": "pk-value"},
                "sk": {"S": "sk-value"},
                "__edb_e__": {"S": "MallStores"},
                "__edb_v__": {"S": "1"},
                "partition_key": {"S": "$MallStoreDirectory#id_-rest"},
                "sort_key": {"S": "$MYCOLLECTION#MALLSTORES_1#MALL_-rest"},
            },
            {"pk": {"S": "pk-value-other"}, "sk": {"S": "sk-value"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:2490",
        "operation": "Query",
        "request": {
            "TableName": "StoreDirectory",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "(#__edb_e__ = :__edb_e___stores_c0 AND #__edb_v__ = :__edb_v___stores_c0)",
            "ExpressionAttributeNames": {
                "#pk": "partition_key",
                "#sk1": "sort_key",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":pk": {"S": "$MallStoreDirectory#id_Abcd"},
                ":sk1": {"S": "$MYCOLLECTION"},
                ":__edb_e___stores_c0": {"S": "MallStores"},
                ":__edb_v___stores_c0": {"S": "1"},
            },
        },
        "table": {
            "KeySchema": [
                {"AttributeName": "partition_key", "KeyType": "HASH"},
                {"AttributeName": "sort_key", "KeyType": "RANGE"},
            ],
            "AttributeDefinitions": [
                {"AttributeName": "partition_key", "AttributeType": "S"},
                {"AttributeName": "sort_key", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "partition_key": {"S": "$MallStoreDirectory#id_Abcd"},
                "sort_key": {"S": "$MYCOLLECTIONx"},
                "__edb_e__": {"S": "MallStores"},
                "__edb_v__": {"S": "1"},
            },
            {"partition_key": {"S": "$MallStoreDirectory#id_Abcd-other"}, "sort_key": {"S": "$MYCOLLECTIONx"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:3771",
        "operation": "UpdateItem",
        "request": {
            "TableName": "StoreDirectory",
            "Key": {"pk": {"S": "$mallstoredirectory_1#id_12345"}, "sk": {"S": "$mallstores#mall_eastpointe"}},
            "UpdateExpression": "SET #rent = :rent_u0, #id = :id_u0, #mall = :mall_u0, #__edb_e__ = :__edb_e___u0, "
            "#__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "attribute_exists(#pk) AND attribute_exists(#sk)",
            "ExpressionAttributeNames": {
                "#id": "id",
                "#mall": "mall",
                "#rent": "rent",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#pk": "pk",
                "#sk": "sk",
            },
            "ExpressionAttributeValues": {
                ":id_u0": {"S": "12345"},
                ":rent_u0": {"S": "0.00"},
                ":mall_u0": {"S": "EastPointe"},
                ":__edb_e___u0": {"S": "MallStores"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$mallstoredirectory_1#id_12345"},
                "sk": {"S": "$mallstores#mall_eastpointe"},
                "rent": {"S": "0.00"},
                "id": {"S": "12345"},
                "mall": {"S": "EastPointe"},
                "__edb_e__": {"S": "MallStores"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:4329",
        "operation": "DeleteItem",
        "request": {
            "TableName": "StoreDirectory",
            "Key": {"pk": {"S": "id_abc#p1_def"}, "sk": {"S": "dbsfhdfhsdshfshf"}},
            "ConditionExpression": "attribute_exists(#pk) AND attribute_exists(#sk)",
            "ExpressionAttributeNames": {"#pk": "pk", "#sk": "sk"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "S"},
                {"AttributeName": "sk", "AttributeType": "S"},
            ],
        },
        "before": [{"pk": {"S": "id_abc#p1_def"}, "sk": {"S": "dbsfhdfhsdshfshf"}}],
        "note": "a Key with a condition and nothing else: sent as DeleteItem (ElectroDB's delete/remove)",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:4634",
        "operation": "Scan",
        "request": {
            "TableName": "StoreDirectory",
            "FilterExpression": "begins_with(#pk, :pk) AND (#leaseEnd = :leaseEnd0) AND #__edb_e__ = :__edb_e__0 "
            "AND #__edb_v__ = :__edb_v__0",
            "ExpressionAttributeNames": {
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#leaseEnd": "leaseEnd",
                "#pk": "pk",
            },
            "ExpressionAttributeValues": {
                ":__edb_e__0": {"S": "MallStores"},
                ":__edb_v__0": {"S": "1"},
                ":leaseEnd0": {"S": "123"},
                ":pk": {"S": "$mallstoredirectory_1$mallstores#id_"},
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
                "pk": {"S": "pk-value"},
                "sk": {"S": "sk-value"},
                "leaseEnd": {"S": "123"},
                "__edb_e__": {"S": "MallStores"},
                "__edb_v__": {"S": "1"},
            },
            {"pk": {"S": "pk-value-other"}, "sk": {"S": "sk-value"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:4658",
        "operation": "Scan",
        "request": {
            "TableName": "StoreDirectory",
            "FilterExpression": "begins_with(#pk, :pk) AND (#__edb_e__ = :__edb_e__0) AND #__edb_v__ = :__edb_v__0",
            "ExpressionAttributeNames": {"#__edb_e__": "__edb_e__", "#__edb_v__": "__edb_v__", "#pk": "pk"},
            "ExpressionAttributeValues": {
                ":__edb_e__0": {"S": "MallStores"},
                ":__edb_v__0": {"S": "1"},
                ":pk": {"S": "$mallstoredirectory_1$mallstores#id_"},
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
                "pk": {"S": "pk-value"},
                "sk": {"S": "sk-value"},
                "__edb_e__": {"S": "MallStores"},
                "__edb_v__": {"S": "1"},
            },
            {"pk": {"S": "pk-value-other"}, "sk": {"S": "sk-value"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:4759",
        "operation": "Query",
        "request": {
            "TableName": "StoreDirectory",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "#mall = :mall0 AND #building = :building0 AND #unit = :unit0",
            "ExpressionAttributeNames": {
                "#building": "buildingId",
                "#mall": "mall",
                "#unit": "unitId",
                "#pk": "gsi1pk",
                "#sk1": "gsi1sk",
            },
            "ExpressionAttributeValues": {
                ":building0": {"S": "123"},
                ":mall0": {"S": "123"},
                ":unit0": {"S": "123"},
                ":pk": {"S": "$mallstoredirectory_1#mall_123"},
                ":sk1": {"S": "$mallstores#building_123#unit_123#store_"},
            },
        },
        "table": {
            "KeySchema": [
                {"AttributeName": "gsi1pk", "KeyType": "HASH"},
                {"AttributeName": "gsi1sk", "KeyType": "RANGE"},
            ],
            "AttributeDefinitions": [
                {"AttributeName": "gsi1pk", "AttributeType": "S"},
                {"AttributeName": "gsi1sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "gsi1pk": {"S": "$mallstoredirectory_1#mall_123"},
                "gsi1sk": {"S": "$mallstores#building_123#unit_123#store_x"},
                "mall": {"S": "123"},
                "buildingId": {"S": "123"},
                "unitId": {"S": "123"},
            },
            {
                "gsi1pk": {"S": "$mallstoredirectory_1#mall_123-other"},
                "gsi1sk": {"S": "$mallstores#building_123#unit_123#store_x"},
            },
        ],
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:4916",
        "operation": "Query",
        "request": {
            "TableName": "electro",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "#accountId = :accountId0",
            "ExpressionAttributeNames": {"#accountId": "accountId", "#pk": "INDEX_1_PRIMARY", "#sk1": "INDEX_1_SORT"},
            "ExpressionAttributeValues": {
                ":accountId0": {"S": "v_accountId"},
                ":pk": {"S": "$organizer#accountid_v_accountId"},
                ":sk1": {"S": "$account#group_1#groupid_"},
            },
        },
        "table": {
            "KeySchema": [
                {"AttributeName": "INDEX_1_PRIMARY", "KeyType": "HASH"},
                {"AttributeName": "INDEX_1_SORT", "KeyType": "RANGE"},
            ],
            "AttributeDefinitions": [
                {"AttributeName": "INDEX_1_PRIMARY", "AttributeType": "S"},
                {"AttributeName": "INDEX_1_SORT", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "INDEX_1_PRIMARY": {"S": "$organizer#accountid_v_accountId"},
                "INDEX_1_SORT": {"S": "$account#group_1#groupid_x"},
                "accountId": {"S": "v_accountId"},
            },
            {
                "INDEX_1_PRIMARY": {"S": "$organizer#accountid_v_accountId-other"},
                "INDEX_1_SORT": {"S": "$account#group_1#groupid_x"},
            },
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:5022",
        "operation": "Scan",
        "request": {
            "TableName": "electro",
            "FilterExpression": "begins_with(#PRIMARY_KEY, :PRIMARY_KEY) AND begins_with(#SORT_KEY, :SORT_KEY) AND "
            "(#__edb_e__ = :__edb_e__0) AND #__edb_v__ = :__edb_v__0",
            "ExpressionAttributeNames": {
                "#PRIMARY_KEY": "PRIMARY_KEY",
                "#SORT_KEY": "SORT_KEY",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":PRIMARY_KEY": {"S": "$organizer#accountid_"},
                ":SORT_KEY": {"S": "$group_1"},
                ":__edb_e__0": {"S": "group"},
                ":__edb_v__0": {"S": "1"},
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
                "pk": {"S": "pk-value"},
                "sk": {"S": "sk-value"},
                "__edb_e__": {"S": "group"},
                "__edb_v__": {"S": "1"},
                "PRIMARY_KEY": {"S": "$organizer#accountid_-rest"},
                "SORT_KEY": {"S": "$group_1-rest"},
            },
            {"pk": {"S": "pk-value-other"}, "sk": {"S": "sk-value"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:5152",
        "operation": "Query",
        "request": {
            "TableName": "StoreDirectory",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "(#rent >= :rent0 AND #mall = :mall0) OR (#leaseEnd between :leaseEnd0 and :leaseEnd1)",
            "ExpressionAttributeNames": {
                "#rent": "rent",
                "#mall": "mall",
                "#leaseEnd": "leaseEnd",
                "#pk": "gsi1pk",
                "#sk1": "gsi1sk",
            },
            "ExpressionAttributeValues": {
                ":rent0": {"S": "50.00"},
                ":mall0": {"S": "EastPointe"},
                ":leaseEnd0": {"S": "20200101"},
                ":leaseEnd1": {"S": "20200401"},
                ":pk": {"S": "$mallstoredirectory_1#mall_eastpointe"},
                ":sk1": {"S": "$mallstores#building_buildinga#unit_"},
            },
        },
        "table": {
            "KeySchema": [
                {"AttributeName": "gsi1pk", "KeyType": "HASH"},
                {"AttributeName": "gsi1sk", "KeyType": "RANGE"},
            ],
            "AttributeDefinitions": [
                {"AttributeName": "gsi1pk", "AttributeType": "S"},
                {"AttributeName": "gsi1sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "gsi1pk": {"S": "$mallstoredirectory_1#mall_eastpointe"},
                "gsi1sk": {"S": "$mallstores#building_buildinga#unit_x"},
                "rent": {"S": "50.00"},
                "mall": {"S": "EastPointe"},
                "leaseEnd": {"S": "20200101"},
            },
            {
                "gsi1pk": {"S": "$mallstoredirectory_1#mall_eastpointe-other"},
                "gsi1sk": {"S": "$mallstores#building_buildinga#unit_x"},
            },
        ],
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:5226",
        "operation": "Query",
        "request": {
            "TableName": "StoreDirectory",
            "KeyConditionExpression": "#pk = :pk and #sk1 BETWEEN :sk1 AND :sk2",
            "FilterExpression": "(#rent >= :rent0 AND #mall = :mall0) OR (#leaseEnd between :leaseEnd0 and :leaseEnd1)",
            "ExpressionAttributeNames": {
                "#rent": "rent",
                "#mall": "mall",
                "#leaseEnd": "leaseEnd",
                "#pk": "gsi3pk",
                "#sk1": "gsi3sk",
            },
            "ExpressionAttributeValues": {
                ":rent0": {"S": "50.00"},
                ":mall0": {"S": "EastPointe"},
                ":leaseEnd0": {"S": "20200101"},
                ":leaseEnd1": {"S": "20200401"},
                ":pk": {"S": "$mallstoredirectory_1#mall_eastpointe"},
                ":sk1": {"S": "$mallstores#category_food/coffee#building_buildinga"},
                ":sk2": {"S": "$mallstores#category_food/coffee#building_buildingf"},
            },
        },
        "table": {
            "KeySchema": [
                {"AttributeName": "gsi3pk", "KeyType": "HASH"},
                {"AttributeName": "gsi3sk", "KeyType": "RANGE"},
            ],
            "AttributeDefinitions": [
                {"AttributeName": "gsi3pk", "AttributeType": "S"},
                {"AttributeName": "gsi3sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "gsi3pk": {"S": "$mallstoredirectory_1#mall_eastpointe"},
                "gsi3sk": {"S": "$mallstores#category_food/coffee#building_buildingax"},
                "rent": {"S": "50.00"},
                "mall": {"S": "EastPointe"},
                "leaseEnd": {"S": "20200101"},
            },
            {
                "gsi3pk": {"S": "$mallstoredirectory_1#mall_eastpointe-other"},
                "gsi3sk": {"S": "$mallstores#category_food/coffee#building_buildingax"},
            },
        ],
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:5262",
        "operation": "Query",
        "request": {
            "TableName": "StoreDirectory",
            "KeyConditionExpression": "#pk = :pk and #sk1 <= :sk1",
            "FilterExpression": "(#rent >= :rent0 AND #mall = :mall0) OR (#leaseEnd between :leaseEnd0 and :leaseEnd1)",
            "ExpressionAttributeNames": {
                "#rent": "rent",
                "#mall": "mall",
                "#leaseEnd": "leaseEnd",
                "#pk": "gsi2pk",
                "#sk1": "gsi2sk",
            },
            "ExpressionAttributeValues": {
                ":rent0": {"S": "50.00"},
                ":mall0": {"S": "EastPointe"},
                ":leaseEnd0": {"S": "v_beginning"},
                ":leaseEnd1": {"S": "v_end"},
                ":pk": {"S": "$mallstoredirectory_1#mall_eastpointe"},
                ":sk1": {"S": "$mallstores#leaseend_20201231"},
            },
        },
        "table": {
            "KeySchema": [
                {"AttributeName": "gsi2pk", "KeyType": "HASH"},
                {"AttributeName": "gsi2sk", "KeyType": "RANGE"},
            ],
            "AttributeDefinitions": [
                {"AttributeName": "gsi2pk", "AttributeType": "S"},
                {"AttributeName": "gsi2sk", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "gsi2pk": {"S": "$mallstoredirectory_1#mall_eastpointe"},
                "gsi2sk": {"S": "$mallstores#leaseend_20201231x"},
                "rent": {"S": "50.00"},
                "mall": {"S": "EastPointe"},
                "leaseEnd": {"S": "v_beginning"},
            },
            {
                "gsi2pk": {"S": "$mallstoredirectory_1#mall_eastpointe-other"},
                "gsi2sk": {"S": "$mallstores#leaseend_20201231x"},
            },
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:5932",
        "operation": "PutItem",
        "request": {
            "TableName": "StoreDirectory",
            "Item": {
                "storeLocationId": {"S": "123-456-789"},
                "mall": {"S": "EastPointe"},
                "storeId": {"S": "LatteLarrys"},
                "buildingId": {"S": "BuildingA"},
                "unitId": {"S": "A1"},
                "pk": {"S": "$mallstoredirectory_1$mallstores#id_123-456-789"},
                "gsi1pk": {"S": "$mallstoredirectory_1$mallstores#mall_eastpointe"},
                "__edb_e__": {"S": "MallStores"},
                "__edb_v__": {"S": "1"},
            },
            "ConditionExpression": "attribute_not_exists(#pk)",
            "ExpressionAttributeNames": {"#pk": "pk"},
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
        },
        "before": [],
        "note": "no item yet; test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:5943",
        "operation": "UpdateItem",
        "request": {
            "TableName": "StoreDirectory",
            "Key": {"pk": {"S": "$mallstoredirectory_1$mallstores#id_123-456-789"}},
            "UpdateExpression": "SET #unit = :unit_u0, #id = :id_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = "
            ":__edb_v___u0",
            "ExpressionAttributeNames": {
                "#unit": "unitId",
                "#id": "id",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":unit_u0": {"S": "abc"},
                ":id_u0": {"S": "123-456-789"},
                ":__edb_e___u0": {"S": "MallStores"},
                ":__edb_v___u0": {"S": "1"},
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
        },
        "before": [
            {
                "pk": {"S": "$mallstoredirectory_1$mallstores#id_123-456-789"},
                "unitId": {"S": "abc"},
                "id": {"S": "123-456-789"},
                "__edb_e__": {"S": "MallStores"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:5968",
        "operation": "UpdateItem",
        "request": {
            "TableName": "StoreDirectory",
            "Key": {"pk": {"S": "$mallstoredirectory_1$mallstores#id_123-456-789"}},
            "UpdateExpression": "SET #unit = :unit_u0, #id = :id_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = "
            ":__edb_v___u0",
            "ConditionExpression": "attribute_exists(#pk)",
            "ExpressionAttributeNames": {
                "#unit": "unitId",
                "#id": "id",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#pk": "pk",
            },
            "ExpressionAttributeValues": {
                ":unit_u0": {"S": "abc"},
                ":id_u0": {"S": "123-456-789"},
                ":__edb_e___u0": {"S": "MallStores"},
                ":__edb_v___u0": {"S": "1"},
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
        },
        "before": [
            {
                "pk": {"S": "$mallstoredirectory_1$mallstores#id_123-456-789"},
                "unitId": {"S": "abc"},
                "id": {"S": "123-456-789"},
                "__edb_e__": {"S": "MallStores"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:6142",
        "operation": "UpdateItem",
        "request": {
            "TableName": "StoreDirectory",
            "Key": {"pk": {"S": "$mallstoredirectory_1#id_123-456-789"}, "sk": {"S": "$mallstores"}},
            "UpdateExpression": "SET #unit = :unit_u0, #id = :id_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = "
            ":__edb_v___u0",
            "ConditionExpression": "attribute_exists(#pk) AND attribute_exists(#sk)",
            "ExpressionAttributeNames": {
                "#unit": "unitId",
                "#id": "id",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#pk": "pk",
                "#sk": "sk",
            },
            "ExpressionAttributeValues": {
                ":unit_u0": {"S": "abc"},
                ":id_u0": {"S": "123-456-789"},
                ":__edb_e___u0": {"S": "MallStores"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$mallstoredirectory_1#id_123-456-789"},
                "sk": {"S": "$mallstores"},
                "unitId": {"S": "abc"},
                "id": {"S": "123-456-789"},
                "__edb_e__": {"S": "MallStores"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:7312",
        "operation": "UpdateItem",
        "request": {
            "TableName": "test",
            "Key": {"pk": {"S": "$testing#prop1_abc"}, "sk": {"S": "$setters_1#prop2_def"}},
            "UpdateExpression": "SET #prop7 = :prop7_u0, #prop1 = :prop1_u0, #prop2 = :prop2_u0, #__edb_e__ = "
            ":__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ExpressionAttributeNames": {
                "#prop7": "prop7",
                "#prop1": "prop1",
                "#prop2": "prop2",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":prop7_u0": {"S": "hij-prop7"},
                ":prop1_u0": {"S": "abc"},
                ":prop2_u0": {"S": "def"},
                ":__edb_e___u0": {"S": "setters"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$testing#prop1_abc"},
                "sk": {"S": "$setters_1#prop2_def"},
                "prop7": {"S": "hij-prop7"},
                "prop1": {"S": "abc"},
                "prop2": {"S": "def"},
                "__edb_e__": {"S": "setters"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:7332",
        "operation": "UpdateItem",
        "request": {
            "TableName": "test",
            "Key": {"pk": {"S": "$testing#prop1_abc"}, "sk": {"S": "$setters_1#prop2_def"}},
            "UpdateExpression": "SET #prop3 = :prop3_u0, #prop4 = :prop4_u0, #prop5 = :prop5_u0, #gsi1pk = "
            ":gsi1pk_u0, #gsi1sk = :gsi1sk_u0, #gsi2pk = :gsi2pk_u0, #prop1 = :prop1_u0, #prop2 "
            "= :prop2_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ExpressionAttributeNames": {
                "#prop1": "prop1",
                "#prop2": "prop2",
                "#prop3": "prop3",
                "#prop4": "prop4",
                "#prop5": "prop5",
                "#gsi1pk": "gsi1pk",
                "#gsi1sk": "gsi1sk",
                "#gsi2pk": "gsi2pk",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":prop1_u0": {"S": "abc"},
                ":prop2_u0": {"S": "def"},
                ":prop3_u0": {"S": "hij-prop3"},
                ":prop4_u0": {"S": "jkl-prop4"},
                ":prop5_u0": {"S": "lmn-prop5"},
                ":gsi1pk_u0": {"S": "$testing#prop3_hij-prop3"},
                ":gsi1sk_u0": {"S": "$setters_1#prop4_jkl-prop4"},
                ":gsi2pk_u0": {"S": "$testing#prop5_lmn-prop5"},
                ":__edb_e___u0": {"S": "setters"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$testing#prop1_abc"},
                "sk": {"S": "$setters_1#prop2_def"},
                "prop3": {"S": "hij-prop3"},
                "prop4": {"S": "jkl-prop4"},
                "prop5": {"S": "lmn-prop5"},
                "gsi1pk": {"S": "$testing#prop3_hij-prop3"},
                "gsi1sk": {"S": "$setters_1#prop4_jkl-prop4"},
                "gsi2pk": {"S": "$testing#prop5_lmn-prop5"},
                "prop1": {"S": "abc"},
                "prop2": {"S": "def"},
                "__edb_e__": {"S": "setters"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:7481",
        "operation": "UpdateItem",
        "request": {
            "TableName": "test",
            "Key": {"pk": {"S": "$testing#prop1_abc"}, "sk": {"S": "$setters_1#prop2_def"}},
            "UpdateExpression": "SET #prop7 = :prop7_u0, #prop1 = :prop1_u0, #prop2 = :prop2_u0, #__edb_e__ = "
            ":__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "attribute_exists(#pk) AND attribute_exists(#sk)",
            "ExpressionAttributeNames": {
                "#prop7": "prop7",
                "#prop1": "prop1",
                "#prop2": "prop2",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#pk": "pk",
                "#sk": "sk",
            },
            "ExpressionAttributeValues": {
                ":prop7_u0": {"S": "hij-prop7"},
                ":prop1_u0": {"S": "abc"},
                ":prop2_u0": {"S": "def"},
                ":__edb_e___u0": {"S": "setters"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$testing#prop1_abc"},
                "sk": {"S": "$setters_1#prop2_def"},
                "prop7": {"S": "hij-prop7"},
                "prop1": {"S": "abc"},
                "prop2": {"S": "def"},
                "__edb_e__": {"S": "setters"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:7504",
        "operation": "UpdateItem",
        "request": {
            "TableName": "test",
            "Key": {"pk": {"S": "$testing#prop1_abc"}, "sk": {"S": "$setters_1#prop2_def"}},
            "UpdateExpression": "SET #prop3 = :prop3_u0, #prop4 = :prop4_u0, #prop5 = :prop5_u0, #gsi1pk = "
            ":gsi1pk_u0, #gsi1sk = :gsi1sk_u0, #gsi2pk = :gsi2pk_u0, #prop1 = :prop1_u0, #prop2 "
            "= :prop2_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ConditionExpression": "attribute_exists(#pk) AND attribute_exists(#sk)",
            "ExpressionAttributeNames": {
                "#prop1": "prop1",
                "#prop2": "prop2",
                "#prop3": "prop3",
                "#prop4": "prop4",
                "#prop5": "prop5",
                "#gsi1pk": "gsi1pk",
                "#gsi1sk": "gsi1sk",
                "#gsi2pk": "gsi2pk",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#pk": "pk",
                "#sk": "sk",
            },
            "ExpressionAttributeValues": {
                ":prop1_u0": {"S": "abc"},
                ":prop2_u0": {"S": "def"},
                ":prop3_u0": {"S": "hij-prop3"},
                ":prop4_u0": {"S": "jkl-prop4"},
                ":prop5_u0": {"S": "lmn-prop5"},
                ":gsi1pk_u0": {"S": "$testing#prop3_hij-prop3"},
                ":gsi1sk_u0": {"S": "$setters_1#prop4_jkl-prop4"},
                ":gsi2pk_u0": {"S": "$testing#prop5_lmn-prop5"},
                ":__edb_e___u0": {"S": "setters"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$testing#prop1_abc"},
                "sk": {"S": "$setters_1#prop2_def"},
                "prop3": {"S": "hij-prop3"},
                "prop4": {"S": "jkl-prop4"},
                "prop5": {"S": "lmn-prop5"},
                "gsi1pk": {"S": "$testing#prop3_hij-prop3"},
                "gsi1sk": {"S": "$setters_1#prop4_jkl-prop4"},
                "gsi2pk": {"S": "$testing#prop5_lmn-prop5"},
                "prop1": {"S": "abc"},
                "prop2": {"S": "def"},
                "__edb_e__": {"S": "setters"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:8202",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro_nostringkeys",
            "Key": {"pk": {"N": "55"}, "sk": {"N": "66"}},
            "UpdateExpression": "SET #number3 = :number3_u0, #number1 = :number1_u0, #number2 = :number2_u0, "
            "#__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ExpressionAttributeNames": {
                "#number3": "number3",
                "#number1": "number1",
                "#number2": "number2",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":number3_u0": {"N": "77"},
                ":number1_u0": {"N": "55"},
                ":number2_u0": {"N": "66"},
                ":__edb_e___u0": {"S": "nonstring_indexes"},
                ":__edb_v___u0": {"S": "1"},
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "pk", "AttributeType": "N"},
                {"AttributeName": "sk", "AttributeType": "N"},
            ],
        },
        "before": [
            {
                "pk": {"N": "55"},
                "sk": {"N": "66"},
                "number3": {"N": "77"},
                "number1": {"N": "55"},
                "number2": {"N": "66"},
                "__edb_e__": {"S": "nonstring_indexes"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:8645",
        "operation": "UpdateItem",
        "request": {
            "TableName": "test_table",
            "Key": {"pk": {"S": "$test#prop1_value1"}, "sk": {"S": "$update-edgecases_1#prop2_value2"}},
            "UpdateExpression": "SET #prop0 = :prop0_u0, #prop1 = :prop1_u0, #prop2 = :prop2_u0, #__edb_e__ = "
            ":__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ExpressionAttributeNames": {
                "#prop0": "prop0",
                "#prop1": "prop1",
                "#prop2": "prop2",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":prop0_u0": {"S": "value0"},
                ":prop1_u0": {"S": "value1"},
                ":prop2_u0": {"S": "value2"},
                ":__edb_e___u0": {"S": "update-edgecases"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$test#prop1_value1"},
                "sk": {"S": "$update-edgecases_1#prop2_value2"},
                "prop0": {"S": "value0"},
                "prop1": {"S": "value1"},
                "prop2": {"S": "value2"},
                "__edb_e__": {"S": "update-edgecases"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:8673",
        "operation": "UpdateItem",
        "request": {
            "TableName": "test_table",
            "Key": {"pk": {"S": "$test#prop1_value1"}, "sk": {"S": "$update-edgecases_1#prop2_value2"}},
            "UpdateExpression": "SET #prop0 = :prop0_u0, #prop4 = :prop4_u0, #gsi1sk = :gsi1sk_u0, #prop1 = "
            ":prop1_u0, #prop2 = :prop2_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = "
            ":__edb_v___u0",
            "ExpressionAttributeNames": {
                "#prop0": "prop0",
                "#prop4": "prop4",
                "#gsi1sk": "gsi1sk",
                "#prop1": "prop1",
                "#prop2": "prop2",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":prop0_u0": {"S": "value0"},
                ":prop4_u0": {"S": "value4"},
                ":gsi1sk_u0": {"S": "$update-edgecases_1#prop2_value2#prop4_value4"},
                ":prop1_u0": {"S": "value1"},
                ":prop2_u0": {"S": "value2"},
                ":__edb_e___u0": {"S": "update-edgecases"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$test#prop1_value1"},
                "sk": {"S": "$update-edgecases_1#prop2_value2"},
                "prop0": {"S": "value0"},
                "prop4": {"S": "value4"},
                "gsi1sk": {"S": "$update-edgecases_1#prop2_value2#prop4_value4"},
                "prop1": {"S": "value1"},
                "prop2": {"S": "value2"},
                "__edb_e__": {"S": "update-edgecases"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:8719",
        "operation": "UpdateItem",
        "request": {
            "TableName": "test_table",
            "Key": {"pk": {"S": "$test#prop1_value1"}, "sk": {"S": "$update-edgecases_1#prop2_value2"}},
            "UpdateExpression": "SET #prop0 = :prop0_u0, #prop9 = :prop9_u0, #gsi3sk = :gsi3sk_u0, #prop1 = "
            ":prop1_u0, #prop2 = :prop2_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = "
            ":__edb_v___u0",
            "ExpressionAttributeNames": {
                "#prop0": "prop0",
                "#prop9": "prop9",
                "#gsi3sk": "gsi3sk",
                "#prop1": "prop1",
                "#prop2": "prop2",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":prop0_u0": {"S": "value0"},
                ":prop9_u0": {"S": "value9"},
                ":gsi3sk_u0": {"S": "$update-edgecases_1#prop9_value9#prop2_value2"},
                ":prop1_u0": {"S": "value1"},
                ":prop2_u0": {"S": "value2"},
                ":__edb_e___u0": {"S": "update-edgecases"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$test#prop1_value1"},
                "sk": {"S": "$update-edgecases_1#prop2_value2"},
                "prop0": {"S": "value0"},
                "prop9": {"S": "value9"},
                "gsi3sk": {"S": "$update-edgecases_1#prop9_value9#prop2_value2"},
                "prop1": {"S": "value1"},
                "prop2": {"S": "value2"},
                "__edb_e__": {"S": "update-edgecases"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.entity.spec.js:8772",
        "operation": "UpdateItem",
        "request": {
            "TableName": "test_table",
            "Key": {"pk": {"S": "$test#prop1_value1"}, "sk": {"S": "$update-edgecases_1#prop2_value2"}},
            "UpdateExpression": "SET #prop0 = :prop0_u0, #prop14 = :prop14_u0, #prop15 = :prop15_u0, #gsi5sk = "
            ":gsi5sk_u0, #prop1 = :prop1_u0, #prop2 = :prop2_u0, #__edb_e__ = :__edb_e___u0, "
            "#__edb_v__ = :__edb_v___u0",
            "ExpressionAttributeNames": {
                "#prop0": "prop0",
                "#prop14": "prop14",
                "#prop15": "prop15",
                "#gsi5sk": "gsi5sk",
                "#prop1": "prop1",
                "#prop2": "prop2",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":prop0_u0": {"S": "value0"},
                ":prop14_u0": {"S": "value14"},
                ":prop15_u0": {"S": "value15"},
                ":gsi5sk_u0": {"S": "$update-edgecases_1#prop14_value14#prop15_value15#prop2_value2"},
                ":prop1_u0": {"S": "value1"},
                ":prop2_u0": {"S": "value2"},
                ":__edb_e___u0": {"S": "update-edgecases"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$test#prop1_value1"},
                "sk": {"S": "$update-edgecases_1#prop2_value2"},
                "prop0": {"S": "value0"},
                "prop14": {"S": "value14"},
                "prop15": {"S": "value15"},
                "gsi5sk": {"S": "$update-edgecases_1#prop14_value14#prop15_value15#prop2_value2"},
                "prop1": {"S": "value1"},
                "prop2": {"S": "value2"},
                "__edb_e__": {"S": "update-edgecases"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/connected.service.spec.js:1423",
        "operation": "Query",
        "request": {
            "TableName": "electro",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "((#__edb_e__ = :__edb_e___entityOne_c0 AND #__edb_v__ = :__edb_v___entityOne_c0) "
            "OR (#__edb_e__ = :__edb_e___entityTwo_c0 AND #__edb_v__ = "
            ":__edb_v___entityTwo_c0)) AND #uniqueToModelTwo = :uniqueToModelTwo0 OR "
            "#uniqueToModelOne = :uniqueToModelOne0",
            "ExpressionAttributeNames": {
                "#uniqueToModelTwo": "uniqueToModelTwo",
                "#uniqueToModelOne": "uniqueToModelOne",
                "#pk": "pk",
                "#sk1": "sk",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":uniqueToModelTwo0": {"S": "uniqueToModelTwoValue"},
                ":uniqueToModelOne0": {"S": "uniqueToModelOneValue"},
                ":pk": {"S": "$myservice#prop1_abc"},
                ":sk1": {"S": "$collectiona"},
                ":__edb_e___entityOne_c0": {"S": "entityOne"},
                ":__edb_e___entityTwo_c0": {"S": "entityTwo"},
                ":__edb_v___entityOne_c0": {"S": "1"},
                ":__edb_v___entityTwo_c0": {"S": "1"},
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
                "pk": {"S": "$myservice#prop1_abc"},
                "sk": {"S": "$collectionax"},
                "__edb_e__": {"S": "entityTwo"},
                "__edb_v__": {"S": "1"},
                "uniqueToModelTwo": {"S": "uniqueToModelTwoValue"},
                "uniqueToModelOne": {"S": "uniqueToModelOneValue"},
            },
            {"pk": {"S": "$myservice#prop1_abc-other"}, "sk": {"S": "$collectionax"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.entity.spec.ts:1933",
        "operation": "UpdateItem",
        "request": {
            "TableName": "taskapp",
            "Key": {"PK": {"S": "$taskapp#id_test"}, "SK": {"S": "$tasks_1"}},
            "UpdateExpression": "SET #expiresAt = :expiresAt_u0, #TTL = :TTL_u0, #id = :id_u0, #__edb_e__ = "
            ":__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ExpressionAttributeNames": {
                "#expiresAt": "expiresAt",
                "#TTL": "TTL",
                "#id": "id",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":expiresAt_u0": {"S": "abc"},
                ":TTL_u0": {"S": "cba"},
                ":id_u0": {"S": "test"},
                ":__edb_e___u0": {"S": "tasks"},
                ":__edb_v___u0": {"S": "1"},
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "PK", "AttributeType": "S"},
                {"AttributeName": "SK", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "PK": {"S": "$taskapp#id_test"},
                "SK": {"S": "$tasks_1"},
                "expiresAt": {"S": "abc"},
                "TTL": {"S": "cba"},
                "id": {"S": "test"},
                "__edb_e__": {"S": "tasks"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.entity.spec.ts:1961",
        "operation": "UpdateItem",
        "request": {
            "TableName": "taskapp",
            "Key": {"PK": {"S": "$taskapp#id_test"}, "SK": {"S": "$tasks_1"}},
            "UpdateExpression": "SET #expiresAt = :expiresAt_u0, #localFieldName = :localFieldName_u0, #id = "
            ":id_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ExpressionAttributeNames": {
                "#expiresAt": "expiresAt",
                "#localFieldName": "TTL",
                "#id": "id",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":expiresAt_u0": {"S": "abc"},
                ":localFieldName_u0": {"S": "cba"},
                ":id_u0": {"S": "test"},
                ":__edb_e___u0": {"S": "tasks"},
                ":__edb_v___u0": {"S": "1"},
            },
        },
        "table": {
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
            "AttributeDefinitions": [
                {"AttributeName": "PK", "AttributeType": "S"},
                {"AttributeName": "SK", "AttributeType": "S"},
            ],
        },
        "before": [
            {
                "PK": {"S": "$taskapp#id_test"},
                "SK": {"S": "$tasks_1"},
                "expiresAt": {"S": "abc"},
                "TTL": {"S": "cba"},
                "id": {"S": "test"},
                "__edb_e__": {"S": "tasks"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.entity.spec.ts:4235",
        "operation": "UpdateItem",
        "request": {
            "TableName": "your_table_name",
            "Key": {"pk": {"S": "$test#organizationid_123"}, "sk": {"S": "$test_1#id_123"}},
            "UpdateExpression": "SET #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0, #id = :id_u0, "
            "#organizationId = :organizationId_u0, #accountId = :accountId_u0, #createdAt = "
            "if_not_exists(#createdAt, :createdAt_u0), #updatedAt = :updatedAt_u0, #settledAt = "
            ":settledAt_u0, #effectiveAt = :effectiveAt_u0, #type = :type_u0, #category = "
            ":category_u0, #amount = :amount_u0, #gsi1pk = :gsi1pk_u0, #gsi1sk = :gsi1sk_u0, "
            "#gsi2pk = :gsi2pk_u0, #gsi2sk = :gsi2sk_u0 REMOVE #gsi3pk, #gsi3sk",
            "ExpressionAttributeNames": {
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#gsi3pk": "gsi3pk",
                "#gsi3sk": "gsi3sk",
                "#id": "id",
                "#organizationId": "organizationId",
                "#accountId": "accountId",
                "#createdAt": "createdAt",
                "#updatedAt": "updatedAt",
                "#settledAt": "settledAt",
                "#effectiveAt": "effectiveAt",
                "#type": "type",
                "#category": "category",
                "#amount": "amount",
                "#gsi1pk": "gsi1pk",
                "#gsi1sk": "gsi1sk",
                "#gsi2pk": "gsi2pk",
                "#gsi2sk": "gsi2sk",
            },
            "ExpressionAttributeValues": {
                ":__edb_e___u0": {"S": "test"},
                ":__edb_v___u0": {"S": "1"},
                ":id_u0": {"S": "123"},
                ":organizationId_u0": {"S": "123"},
                ":accountId_u0": {"S": "123"},
                ":createdAt_u0": {"S": "2024-02-29"},
                ":updatedAt_u0": {"S": "2024-04-29"},
                ":settledAt_u0": {"S": "today"},
                ":effectiveAt_u0": {"S": "n/a"},
                ":type_u0": {"S": "test-type"},
                ":category_u0": {"S": "test-category"},
                ":amount_u0": {"S": "test-amount"},
                ":gsi1pk_u0": {"S": "$test#organizationid_123"},
                ":gsi1sk_u0": {"S": "$test_1#accountid_123#id_123"},
                ":gsi2pk_u0": {"S": "$test#organizationid_123"},
                ":gsi2sk_u0": {"S": "$test_1#accountid_123#settledat_today"},
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
                "pk": {"S": "$test#organizationid_123"},
                "sk": {"S": "$test_1#id_123"},
                "__edb_e__": {"S": "test"},
                "__edb_v__": {"S": "1"},
                "id": {"S": "123"},
                "organizationId": {"S": "123"},
                "accountId": {"S": "123"},
                "updatedAt": {"S": "2024-04-29"},
                "settledAt": {"S": "today"},
                "effectiveAt": {"S": "n/a"},
                "type": {"S": "test-type"},
                "category": {"S": "test-category"},
                "amount": {"S": "test-amount"},
                "gsi1pk": {"S": "$test#organizationid_123"},
                "gsi1sk": {"S": "$test_1#accountid_123#id_123"},
                "gsi2pk": {"S": "$test#organizationid_123"},
                "gsi2sk": {"S": "$test_1#accountid_123#settledat_today"},
                "gsi3pk": {"S": "to-remove"},
                "gsi3sk": {"S": "to-remove"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.entity.spec.ts:4400",
        "operation": "UpdateItem",
        "request": {
            "TableName": "your_table_name",
            "Key": {"pk": {"S": "$test#organizationid_123"}, "sk": {"S": "$test_1#id_123"}},
            "UpdateExpression": "SET #effectiveAt = :effectiveAt_u0, #accountId = :accountId_u0, #settledAt = "
            ":settledAt_u0, #updatedAt = :updatedAt_u0, #gsi1sk = :gsi1sk_u0, #gsi2pk = "
            ":gsi2pk_u0, #gsi2sk = :gsi2sk_u0, #organizationId = :organizationId_u0, #id = "
            ":id_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = :__edb_v___u0 REMOVE #gsi3pk, "
            "#gsi3sk",
            "ConditionExpression": "attribute_exists(#pk) AND attribute_exists(#sk)",
            "ExpressionAttributeNames": {
                "#pk": "pk",
                "#sk": "sk",
                "#effectiveAt": "effectiveAt",
                "#accountId": "accountId",
                "#settledAt": "settledAt",
                "#updatedAt": "updatedAt",
                "#gsi1sk": "gsi1sk",
                "#gsi2pk": "gsi2pk",
                "#gsi2sk": "gsi2sk",
                "#gsi3pk": "gsi3pk",
                "#gsi3sk": "gsi3sk",
                "#organizationId": "organizationId",
                "#id": "id",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":effectiveAt_u0": {"S": "n/a"},
                ":accountId_u0": {"S": "123"},
                ":settledAt_u0": {"S": "today"},
                ":updatedAt_u0": {"S": "2024-04-29"},
                ":gsi1sk_u0": {"S": "$test_1#accountid_123#id_123"},
                ":gsi2pk_u0": {"S": "$test#organizationid_123"},
                ":gsi2sk_u0": {"S": "$test_1#accountid_123#settledat_today"},
                ":organizationId_u0": {"S": "123"},
                ":id_u0": {"S": "123"},
                ":__edb_e___u0": {"S": "test"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$test#organizationid_123"},
                "sk": {"S": "$test_1#id_123"},
                "effectiveAt": {"S": "n/a"},
                "accountId": {"S": "123"},
                "settledAt": {"S": "today"},
                "updatedAt": {"S": "2024-04-29"},
                "gsi1sk": {"S": "$test_1#accountid_123#id_123"},
                "gsi2pk": {"S": "$test#organizationid_123"},
                "gsi2sk": {"S": "$test_1#accountid_123#settledat_today"},
                "organizationId": {"S": "123"},
                "id": {"S": "123"},
                "__edb_e__": {"S": "test"},
                "__edb_v__": {"S": "1"},
                "gsi3pk": {"S": "to-remove"},
                "gsi3sk": {"S": "to-remove"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/ts_connected.service.spec.ts:1924",
        "operation": "Query",
        "request": {
            "TableName": "electro",
            "KeyConditionExpression": "#pk = :pk and begins_with(#sk1, :sk1)",
            "FilterExpression": "(#__edb_e__ = :__edb_e__0) AND #__edb_v__ = :__edb_v__0",
            "ExpressionAttributeNames": {
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
                "#pk": "pk",
                "#sk1": "sk",
            },
            "ExpressionAttributeValues": {
                ":__edb_e__0": {"S": "v_entity1Name"},
                ":__edb_v__0": {"S": "1"},
                ":pk": {"S": "$v_serviceName#prop1_abc"},
                ":sk1": {"S": "$primarycollection#prop2_123#prop3_"},
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
                "pk": {"S": "$v_serviceName#prop1_abc"},
                "sk": {"S": "$primarycollection#prop2_123#prop3_x"},
                "__edb_e__": {"S": "v_entity1Name"},
                "__edb_v__": {"S": "1"},
            },
            {"pk": {"S": "$v_serviceName#prop1_abc-other"}, "sk": {"S": "$primarycollection#prop2_123#prop3_x"}},
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.validations.spec.js:165",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$#id_abc"}, "sk": {"S": "$user_1#id_abc"}},
            "UpdateExpression": "SET #name = :name_u0, #id = :id_u0, #__edb_e__ = :__edb_e___u0, #__edb_v__ = "
            ":__edb_v___u0",
            "ExpressionAttributeNames": {
                "#name": "name",
                "#id": "id",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":name_u0": {"S": "stephanie"},
                ":id_u0": {"S": "abc"},
                ":__edb_e___u0": {"S": "user"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$#id_abc"},
                "sk": {"S": "$user_1#id_abc"},
                "name": {"S": "stephanie"},
                "id": {"S": "abc"},
                "__edb_e__": {"S": "user"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
    {
        "cite": "tywalch/electrodb@0ceff20 test/offline.validations.spec.js:391",
        "operation": "UpdateItem",
        "request": {
            "TableName": "electro",
            "Key": {"pk": {"S": "$#accountid_acct1#id_abc"}, "sk": {"S": "$user_1#id_abc"}},
            "UpdateExpression": "SET #name = :name_u0, #accountId = :accountId_u0, #id = :id_u0, #__edb_e__ = "
            ":__edb_e___u0, #__edb_v__ = :__edb_v___u0",
            "ExpressionAttributeNames": {
                "#name": "name",
                "#accountId": "accountId",
                "#id": "id",
                "#__edb_e__": "__edb_e__",
                "#__edb_v__": "__edb_v__",
            },
            "ExpressionAttributeValues": {
                ":name_u0": {"S": "stephanie"},
                ":accountId_u0": {"S": "acct1"},
                ":id_u0": {"S": "abc"},
                ":__edb_e___u0": {"S": "user"},
                ":__edb_v___u0": {"S": "1"},
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
                "pk": {"S": "$#accountid_acct1#id_abc"},
                "sk": {"S": "$user_1#id_abc"},
                "name": {"S": "stephanie"},
                "accountId": {"S": "acct1"},
                "id": {"S": "abc"},
                "__edb_e__": {"S": "user"},
                "__edb_v__": {"S": "1"},
            }
        ],
        "note": "test variables (v_*) stand for values the test computes",
    },
]
