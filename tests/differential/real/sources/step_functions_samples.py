"""AWS Step Functions' direct DynamoDB integrations, as AWS's samples write them.

Source: aws-samples/step-functions-workflows-collection, commit 83bbec4
(2026-06-10): the state machine definitions (``*/statemachine*/*.asl.json``,
``*.asl.yaml``) whose Task states call DynamoDB, through the optimised
integrations (``arn:aws:states:::dynamodb:putItem|updateItem|getItem|deleteItem``)
or the SDK ones (``arn:aws:states:::aws-sdk:dynamodb:query|scan|batchWriteItem|
transactWriteItems``, ``putItem.waitForTaskToken``): the ``Parameters`` (or, in
the JSONata sample, ``Arguments``) of each Task are the request DynamoDB
receives. Also aws-samples/serverless-patterns, commit fb7b5d0 (2026-08-06), its
Step Functions + DynamoDB patterns (``apigw-rest-stepfunction``,
``apigw-sfn-crud``, ``appsync-lambda-sfn-sam``,
``eventbridge-pipes-sqs-to-lambda-with-stepfunction-enrichment``,
``sfn-dynamodb``). Only the requests were taken, as data. The CDK versions of
the same samples (``idempotent-workflow``, ``dynamic-rest-api``,
``scatter-gather``, ``moderated-image-catalog-cdk``, ``sfn-dynamodb-cdk``) build
the requests their ASL files hold: each is cited at its ASL file, and samples
repeating another's request (the Terraform, CDK and SAM copies of one workflow,
the two identical semaphore definitions) are taken once.

Adapted only as far as needed to run:

- a JSONPath substitution (``"S.$": "$.id"``, ``"id.$": "$.uuid"``,
  ``"N.$": "States.Format('{}', $.quantity)"``) or a JSONata one (``"{% ...
  %}"``) is replaced by a plausible literal of what it yields (an execution ARN,
  ``$$.State.EnteredTime``, a UUID, the sample's own example input where its
  README gives one), said in ``note``; a value Step Functions builds as a
  string (``States.JsonToString``, ``States.Format``) stays a string, so a
  ``"N.$": "States.Format(...)"`` is a number in text;
- a template substitution (``${SF_TableSemaphore}``, ``${DDBTable}``,
  ``${FinalResultFieldName}``) is given the value its template gives it (the
  table name its CloudFormation, SAM or Terraform resource gets, written
  readable where it is generated, the parameter's default);
- each table is keyed as the sample's template creates it; the items each
  request finds (``before``) are made up from what the workflow writes before
  it, to show each condition holding and failing (``note``);
- requests whose values are not typed as Step Functions' DynamoDB integration
  needs (``curbside-pickup``, ``human-task-reminder``, the
  ``quorum-with-parallel-pattern`` put and list appends) are sent as written:
  whether Step Functions would pass them on is not known here.
"""

from __future__ import annotations

from ._build import N, S, case, table

SOURCE = "step-functions-samples"
SWC = "aws-samples/step-functions-workflows-collection@83bbec4 "
SP = "aws-samples/serverless-patterns@fb7b5d0 "

EXEC = "arn:aws:states:us-east-1:123456789012:execution:{}:7f3c2a9e-0b7d-4c55-9a43-5e2d8c1b7f60"
ENTERED = "2025-03-14T09:30:12.345Z"
UUID = "c0a8f2d4-6b1e-4f7a-9d3c-2e5b8a1f4c67"


def _c(cite: str, op: str, request: dict, tbl: dict, before: list, note: str) -> dict:
    return case(cite, op, request, tbl, before, note)


# --- app-control-concurrency-with-dynamodb-tf: a counting semaphore -------------

SEM = "app-control-concurrency-with-dynamodb-tf/statemachines/"
SEM_TABLE = "ccd-locktable"
LOCK = table(("LockName", "S"))
SEM_EXEC = EXEC.format("ccd-ConcurrencyControlledStateMachine")
OTHER_EXEC = SEM_EXEC.replace("7f3c2a9e", "11111111")
SEM_NOTE = (
    "${SF_TableSemaphore} the Terraform table (${var.NamePrefix} ccd), ${SF_LockName} MySemaphore, "
    "${SF_ConcurrentAccessLimit} 5; #lockownerid.$ $$.Execution.Id as {exec}; :lockacquiredtime $$.State.EnteredTime"
)


def _lock(count: int, *owners: str) -> dict:
    out = {"LockName": S("MySemaphore"), "currentlockcount": N(count)}
    for o in owners:
        out[o] = S(ENTERED)
    return out


def _semaphore() -> list[dict]:
    key = {"LockName": S("MySemaphore")}
    acquire = {
        "TableName": SEM_TABLE,
        "Key": key,
        "ExpressionAttributeNames": {"#currentlockcount": "currentlockcount", "#lockownerid": SEM_EXEC},
        "ExpressionAttributeValues": {":increase": N(1), ":limit": N(5), ":lockacquiredtime": S(ENTERED)},
        "UpdateExpression": "SET #currentlockcount = #currentlockcount + :increase, #lockownerid = :lockacquiredtime",
        "ConditionExpression": "currentlockcount <> :limit and attribute_not_exists(#lockownerid)",
        "ReturnValues": "UPDATED_NEW",
    }
    init = {
        "TableName": SEM_TABLE,
        "Item": {"LockName": S("MySemaphore"), "currentlockcount": N(0)},
        "ConditionExpression": "LockName <> :lockname",
        "ExpressionAttributeValues": {":lockname": S("MySemaphore")},
    }
    get = {
        "TableName": SEM_TABLE,
        "ExpressionAttributeNames": {"#lockownerid": SEM_EXEC},
        "Key": key,
        "ProjectionExpression": "#lockownerid",
    }
    release = {
        "TableName": SEM_TABLE,
        "Key": key,
        "ExpressionAttributeNames": {"#currentlockcount": "currentlockcount", "#lockownerid": SEM_EXEC},
        "ExpressionAttributeValues": {":decrease": N(1)},
        "UpdateExpression": "SET #currentlockcount = #currentlockcount - :decrease REMOVE #lockownerid",
        "ConditionExpression": "attribute_exists(#lockownerid)",
        "ReturnValues": "UPDATED_NEW",
    }
    clean = {
        **release,
        "ExpressionAttributeNames": {"#currentlockcount": "currentlockcount", "#lockownerid": OTHER_EXEC},
    }
    note = SEM_NOTE.replace("{exec}", "this execution's ARN")
    sm = SWC + SEM + "statemachine.asl.json:"
    cl = SWC + SEM + "dynamodb-semaphore-cleanfromincomplete.asl.json:"
    return [
        _c(sm + "12", "UpdateItem", acquire, LOCK, [_lock(2, OTHER_EXEC)], f"{note}; before: 2 of 5 held (acquired)"),
        _c(sm + "12", "UpdateItem", acquire, LOCK, [_lock(5)], f"{note}; before: 5 of 5 held (ConditionalCheckFailed)"),
        _c(
            sm + "12",
            "UpdateItem",
            acquire,
            LOCK,
            [_lock(1, SEM_EXEC)],
            f"{note}; before: this execution holds a lock already (ConditionalCheckFailed)",
        ),
        _c(
            sm + "12",
            "UpdateItem",
            acquire,
            LOCK,
            [],
            f"{note}; before: no lock item (the workflow catches the error and goes to Initialize Lock Item)",
        ),
        _c(sm + "69", "PutItem", init, LOCK, [], SEM_NOTE.replace("{exec}", "-") + "; before: no lock item (written)"),
        _c(
            sm + "69",
            "PutItem",
            init,
            LOCK,
            [_lock(3)],
            SEM_NOTE.replace("{exec}", "-") + "; before: the lock item exists (ConditionalCheckFailed)",
        ),
        _c(sm + "98", "GetItem", get, LOCK, [_lock(2, SEM_EXEC)], f"{note}; before: this execution holds a lock"),
        _c(sm + "98", "GetItem", get, LOCK, [_lock(5, OTHER_EXEC)], f"{note}; before: others hold the locks"),
        _c(sm + "203", "UpdateItem", release, LOCK, [_lock(3, SEM_EXEC)], f"{note}; before: this execution's lock"),
        _c(
            sm + "203",
            "UpdateItem",
            release,
            LOCK,
            [_lock(3, OTHER_EXEC)],
            f"{note}; before: no lock of this execution (ConditionalCheckFailed)",
        ),
        _c(
            cl + "55",
            "UpdateItem",
            clean,
            LOCK,
            [_lock(4, OTHER_EXEC, SEM_EXEC)],
            SEM_NOTE.replace("{exec}", "-")
            + "; #lockownerid.$ $.detail.executionArn: a failed execution's ARN; before: its lock left behind",
        ),
    ]


# --- idempotent-workflow: an idempotency record locked in a transaction ---------

IDEM = SWC + "idempotent-workflow/statemachine/statemachine.asl.json:"
IDEM_TABLE = "IdempotentStepfunctionsWorkflowStack-IdempotentStepfunctionsWorkflowIdempotencyTable276F57BD-VXO568YJ8PJ7"
ID = table(("id", "S"))
IDEM_KEY = "4d9a7b1c2e3f40516273849a0b1c2d3e"
IDEM_EXEC = EXEC.format("IdempotentStateMachine")
IDEM_NOTE = (
    "$.idempotencyConfig.idempotencyKey as an MD5 hash, $.idempotencyConfig.ttl as an epoch second, "
    "$$.Execution.Id and StartTime made up"
)


def _record(status: str, **more: dict) -> dict:
    return {"id": S(IDEM_KEY), "executionstatus": S(status), **more}


def _idempotent() -> list[dict]:
    key = {"id": S(IDEM_KEY)}
    lock = {
        "TransactItems": [
            {
                "Update": {
                    "ConditionExpression": "attribute_not_exists(#s) or #s = :failed",
                    "ExpressionAttributeNames": {
                        "#s": "executionstatus",
                        "#e": "execution",
                        "#st": "starttime",
                        "#ttl": "ttl",
                    },
                    "ExpressionAttributeValues": {
                        ":failed": S("FAILED"),
                        ":inprogress": S("IN_PROGRESS"),
                        ":e": S(IDEM_EXEC),
                        ":st": S(ENTERED),
                        ":ttl": N(1741944612),
                    },
                    "Key": key,
                    "UpdateExpression": "set #s = :inprogress, #e = :e, #st = :st, #ttl = :ttl",
                    "TableName": IDEM_TABLE,
                }
            }
        ]
    }
    get = {
        "Key": key,
        "TableName": IDEM_TABLE,
        "ConsistentRead": False,
        "ProjectionExpression": "executionstatus,executionresult",
    }
    done = _record("SUCCEEDED", executionresult=S('{"result":"ok"}'), ttl=N(1741944612))

    def save(status: str, result: str) -> dict:
        return {
            "Key": key,
            "TableName": IDEM_TABLE,
            "ExpressionAttributeNames": {"#s": "executionstatus", "#r": "executionresult"},
            "ExpressionAttributeValues": {":s": S(status), ":r": S(result)},
            "UpdateExpression": "SET #s = :s, #r = :r",
        }

    running = _record("IN_PROGRESS", execution=S(IDEM_EXEC), starttime=S(ENTERED), ttl=N(1741944612))
    return [
        _c(IDEM + "33", "TransactWriteItems", lock, ID, [], f"{IDEM_NOTE}; before: no record (locked)"),
        _c(
            IDEM + "33",
            "TransactWriteItems",
            lock,
            ID,
            [_record("FAILED")],
            f"{IDEM_NOTE}; before: a failed run (locked again)",
        ),
        _c(
            IDEM + "33",
            "TransactWriteItems",
            lock,
            ID,
            [_record("IN_PROGRESS")],
            f"{IDEM_NOTE}; before: a run in progress (TransactionCanceled: ConditionalCheckFailed)",
        ),
        _c(
            IDEM + "33",
            "TransactWriteItems",
            lock,
            ID,
            [done],
            f"{IDEM_NOTE}; before: a run that succeeded (TransactionCanceled: ConditionalCheckFailed)",
        ),
        _c(IDEM + "128", "GetItem", get, ID, [done], f"{IDEM_NOTE}; before: a run that succeeded"),
        _c(
            IDEM + "177",
            "UpdateItem",
            save("SUCCEEDED", '[{"statusCode":200,"body":"done"}]'),
            ID,
            [running],
            f"{IDEM_NOTE}; :r States.JsonToString($.results) as its JSON text; before: the record locked",
        ),
        _c(
            IDEM + "291",
            "UpdateItem",
            save("FAILED", '{"Error":"States.TaskFailed","Cause":"injected failure"}'),
            ID,
            [running],
            f"{IDEM_NOTE}; :r States.JsonToString($.errors.childworkflow) as its JSON text; before: the record locked",
        ),
    ]


# --- quorum-with-parallel-pattern ----------------------------------------------

QUO = SWC + "quorum-with-parallel-pattern/statemachine/statemachine.asl.json:"
QUO_TABLE = "QuorumWorkflowTable"
QUO_EXEC = EXEC.format("QuorumWithParallelWorkflowPattern")
QUO_NOTE = "$$.Execution.Id as an execution ARN, the input's quorum 2 (the README's)"


def _run(timeout: bool, ok: list[str], failed: list[str]) -> dict:
    return {
        "id": S(QUO_EXEC),
        "timeout_occurred": {"BOOL": timeout},
        "successful_processes": {"L": [S(p) for p in ok]},
        "failed_processes": {"L": [S(p) for p in failed]},
    }


def _quorum() -> list[dict]:
    key = {"id": S(QUO_EXEC)}
    log = {
        "TableName": QUO_TABLE,
        "Item": {
            "id": QUO_EXEC,
            "timeout_occurred": {"BOOL": "false"},
            "successful_processes": {"L": []},
            "failed_processes": {"L": []},
        },
    }
    append = {
        "TableName": QUO_TABLE,
        "Key": key,
        "UpdateExpression": "SET failed_processes = list_append(failed_processes, :proc)",
        "ExpressionAttributeValues": {":proc": {"L": ["Process1"]}},
    }
    get = {"TableName": QUO_TABLE, "Key": key, "ConsistentRead": True}
    timed_out = {
        "TableName": QUO_TABLE,
        "Key": key,
        "UpdateExpression": "SET timeout_occurred = :var",
        "ExpressionAttributeValues": {":var": {"BOOL": True}},
    }
    back = {
        "TableName": QUO_TABLE,
        "Key": key,
        "UpdateExpression": "SET timeout_occurred = :false_value",
        "ConditionExpression": "(timeout_occurred = :true_value) and (size(successful_processes) >= :quorum_value)",
        "ExpressionAttributeValues": {
            ":false_value": {"BOOL": False},
            ":true_value": {"BOOL": True},
            ":quorum_value": N(2),
        },
    }
    return [
        _c(
            QUO + "5",
            "PutItem",
            log,
            ID,
            [],
            f'{QUO_NOTE}; as written: id.$ gives the execution ARN untyped, BOOL is the text "false"',
        ),
        _c(
            QUO + "66",
            "UpdateItem",
            append,
            ID,
            [_run(False, [], [])],
            f'{QUO_NOTE}; as written: the list\'s member is the untyped text "Process1"',
        ),
        _c(QUO + "108", "GetItem", get, ID, [_run(False, ["Process1", "Process3"], ["Process2"])], QUO_NOTE),
        _c(
            QUO + "399",
            "UpdateItem",
            timed_out,
            ID,
            [_run(False, ["Process1"], [])],
            f"{QUO_NOTE}; before: one process done",
        ),
        _c(
            QUO + "447",
            "UpdateItem",
            back,
            ID,
            [_run(True, ["Process1", "Process2"], [])],
            f"{QUO_NOTE}; before: timed out with 2 processes done (the quorum met: written)",
        ),
        _c(
            QUO + "447",
            "UpdateItem",
            back,
            ID,
            [_run(True, ["Process1"], ["Process2"])],
            f"{QUO_NOTE}; before: timed out with 1 process done (ConditionalCheckFailed)",
        ),
        _c(
            QUO + "447",
            "UpdateItem",
            back,
            ID,
            [_run(False, ["Process1", "Process2", "Process3"], [])],
            f"{QUO_NOTE}; before: no timeout (ConditionalCheckFailed)",
        ),
    ]


# --- inventory-management-sam --------------------------------------------------

INV = SWC + "inventory-management-sam/statemachine/"
INV_TABLE = "inventory-management-InventoryTable"
INV_NOTE = "${InventoryTableName} the SimpleTable's name made readable; the product id and quantities made up"


def _product(stock: int | None, status: str) -> dict:
    out = {"id": S("product-101"), "name": S("Widget"), "status": S(status)}
    if stock is not None:
        out["stock"] = N(stock)
    return out


def _inventory() -> list[dict]:
    key = {"id": S("product-101")}
    out_of_stock = {
        "TableName": INV_TABLE,
        "Key": key,
        "UpdateExpression": "SET #status = :status",
        "ExpressionAttributeNames": {"#status": "status"},
        "ExpressionAttributeValues": {":status": S("OUT OF STOCK")},
    }
    restock = {
        "TableName": INV_TABLE,
        "Key": key,
        "UpdateExpression": "SET #stock = #stock + :quantity, #status = :status",
        "ExpressionAttributeNames": {"#stock": "stock", "#status": "status"},
        "ExpressionAttributeValues": {":quantity": N(60), ":status": S("IN STOCK")},
    }
    reserve = {
        "TableName": INV_TABLE,
        "Key": key,
        "UpdateExpression": "SET #stock = #stock - :quantity",
        "ExpressionAttributeNames": {"#stock": "stock"},
        "ExpressionAttributeValues": {":quantity": N(3)},
    }
    reservation = {
        "TableName": "inventory-management-InventoryReservationTable",
        "Item": {"id": S(UUID), "orderId": S("order-5501"), "productId": S("product-101"), "reservedQuantity": N(3)},
    }
    fmt = "States.Format('{}', States.MathAdd(quantityRequested 10, minPOAmount 50)) as the text 60"
    return [
        _c(
            INV + "check-inventory-level-statemachine.asl.json:86",
            "UpdateItem",
            out_of_stock,
            ID,
            [_product(0, "IN STOCK")],
            INV_NOTE,
        ),
        _c(
            INV + "create-purchase-order-statemachine.asl.json:34",
            "UpdateItem",
            restock,
            ID,
            [_product(0, "OUT OF STOCK")],
            f"{INV_NOTE}; :quantity {fmt}",
        ),
        _c(
            INV + "create-purchase-order-statemachine.asl.json:34",
            "UpdateItem",
            restock,
            ID,
            [],
            f"{INV_NOTE}; :quantity {fmt}; before: no such product (the stock it adds to is missing)",
        ),
        _c(
            INV + "reserve-stock-statemachine.asl.json:5",
            "GetItem",
            {"TableName": INV_TABLE, "Key": key},
            ID,
            [_product(12, "IN STOCK")],
            INV_NOTE,
        ),
        _c(
            INV + "reserve-stock-statemachine.asl.json:50",
            "UpdateItem",
            reserve,
            ID,
            [_product(12, "IN STOCK")],
            f"{INV_NOTE}; :quantity States.Format('{{}}', $.quantity) as the text 3",
        ),
        _c(
            INV + "reserve-stock-statemachine.asl.json:50",
            "UpdateItem",
            reserve,
            ID,
            [_product(None, "IN STOCK")],
            f"{INV_NOTE}; before: a product without stock (the attribute the update reads is missing)",
        ),
        _c(
            INV + "reserve-stock-statemachine.asl.json:101",
            "PutItem",
            reservation,
            ID,
            [],
            f"{INV_NOTE}; id.$ States.UUID() as a fixed UUID, reservedQuantity States.Format('{{}}', $.quantity) as 3",
        ),
    ]


# --- the rest of the collection ------------------------------------------------

COMPOSITE = "the table keyed as the sample's template creates it"


def _collection() -> list[dict]:
    out: list[dict] = []
    add = out.append

    # checkout-processing-workflow
    chk = SWC + "checkout-processing-workflow/statemachine/checkout_workflow.asl.json:"
    cart = table(("cart_id", "S"))
    order = {
        "cart_id": S("cart-0042"),
        "email": S("jane@example.com"),
        "address": S("1 Main St, Seattle, WA"),
        "orange": S("2"),
        "banana": S("6"),
        "lemon": S("0"),
        "total_cost": S("5.40"),
        "order_status": S("pending"),
        "payment_status": S("pending"),
        "shipping_status": S("pending"),
    }
    cnote = (
        "${DynamoName} CheckoutTable; $.CartId etc. from a made-up checkout (all strings, as the workflow types them)"
    )
    add(_c(chk + "5", "PutItem", {"TableName": "CheckoutTable", "Item": order}, cart, [], cnote))

    def status(attr: str, value: str) -> dict:
        return {
            "TableName": "CheckoutTable",
            "Key": {"cart_id": S("cart-0042")},
            "UpdateExpression": f"SET {attr} = :myValueRef",
            "ExpressionAttributeValues": {":myValueRef": S(value)},
        }

    add(
        _c(
            chk + "71",
            "UpdateItem",
            status("payment_status", "Successful"),
            cart,
            [order],
            cnote + "; the 'Unsuccessful' state writes Successful, as written",
        )
    )
    add(_c(chk + "154", "UpdateItem", status("shipping_status", "Successful"), cart, [order], cnote))
    add(
        _c(
            chk + "174",
            "UpdateItem",
            status("shipping_status", "Unsuccessful"),
            cart,
            [],
            cnote + "; before: no order (UpdateItem creates it)",
        )
    )

    # async-state-machine-streaming-lambda-results-sam
    asy = SWC + "async-state-machine-streaming-lambda-results-sam/statemachine/statemachine.asl.json:"
    arn_ts = table(("ExecutionArn", "S"), ("ResultTimestamp", "S"))
    res = {
        "ExecutionArn": S("StreamingStateMachine-7f3c2a9e"),
        "ResultTimestamp": S(ENTERED),
        "Result": S("This is simulated result 3"),
    }
    anote = "${DDBReponseTableName} StreamingResponseTable; $.formattedExeArn, $$.State.EnteredTime, $.index 3 made up"
    add(_c(asy + "71", "PutItem", {"TableName": "StreamingResponseTable", "Item": res}, arn_ts, [], anote))
    add(
        _c(
            asy + "48",
            "PutItem",
            {"TableName": "StreamingResponseTable", "Item": {**res, "FinalResult": {"BOOL": True}}},
            arn_ts,
            [],
            anote + "; ${FinalResultFieldName} its default FinalResult",
        )
    )

    # celebrity-identifier-sam
    add(
        _c(
            SWC + "celebrity-identifier-sam/statemachine/statemachine.asl.json:55",
            "PutItem",
            {
                "TableName": "CelebrityIdentifier",
                "Item": {
                    "CelebID": S("1ZK4vX2t"),
                    "Name": S("Jeff Bezos"),
                    "Time": S("2025-03-14T09:30:10Z"),
                    "ObjectLocation": S("S3://celebrity-images/photos/jeff.jpg"),
                },
            },
            table(("Name", "S"), ("ObjectLocation", "S")),
            [],
            "Rekognition's CelebrityFaces made up; ObjectLocation States.Format('S3://{}/{}', bucket, key); "
            + COMPOSITE,
        )
    )

    # cqrs: a list of maps the event already holds marshalled
    add(
        _c(
            SWC + "cqrs/statemachine/statemachine.asl.json:113",
            "PutItem",
            {
                "TableName": "cqrs-orders",
                "Item": {
                    "orderid": S("ord-9001"),
                    "items": {
                        "L": [
                            {"M": {"productId": S("p-1"), "quantity": N(2)}},
                            {"M": {"productId": S("p-7"), "quantity": N(1)}},
                        ]
                    },
                    "status": S("CREATE"),
                    "lastUpdateDate": S("2025-03-14T09:30:00Z"),
                },
            },
            table(("orderid", "S")),
            [],
            "L.$ $.detail.itemsMarshalled: two marshalled order lines made up; the event's orderId, command, time made up",
        )
    )

    # data-processing (SAM): a size from States.JsonToString as N
    add(
        _c(
            SWC + "data-processing/sam/statemachine/statemachine.asl.json:54",
            "PutItem",
            {
                "TableName": "images-data-workflow-pattern-sl",
                "Item": {
                    "id": S("images/cat.jpg"),
                    "size": N(48213),
                    "lastModified": S("2025-03-14T09:00:00.000Z"),
                    "storageClass": S("STANDARD"),
                    "labels": S('[{"Name":"Cat","Confidence":99.1}]'),
                },
            },
            ID,
            [],
            "the S3 object's metadata made up; size.N States.JsonToString(ObjectSize) is the number's text; "
            "labels States.JsonToString(Labels)",
        )
    )

    # distributed-map-csv-iterator (SAM child)
    add(
        _c(
            SWC + "distributed-map-csv-iterator/sam/child-statemachine.asl.json:4",
            "PutItem",
            {
                "TableName": "MetadataTable",
                "Item": {
                    "id": S("b1"),
                    "VideoPublishTime": S("2021-06-01T10:00:00Z"),
                    "VideoTitle": S("Getting started with Step Functions"),
                    "Views": N("1520"),
                },
            },
            ID,
            [],
            "${MetadataTable} MetadataTable; one CSV row made up (Views.N from the CSV's text)",
        )
    )

    # distributed-data-stream-aggregator (JSONata Arguments)
    dsa = SWC + "distributed-data-stream-aggregator/statemachine/statemachine.asl.json:"
    loc = table(("task_id", "S"))
    found = {
        "task_id": S("example-task-123"),
        "location_id": S("location-001"),
        "api_url": S("https://api.example.com"),
    }
    add(
        _c(
            dsa + "14",
            "Query",
            {
                "TableName": "locations",
                "KeyConditionExpression": "task_id = :taskValue",
                "ExpressionAttributeValues": {":taskValue": S("example-task-123")},
            },
            loc,
            [found],
            "JSONata {% $states.input.task_id %} as example-task-123; before: the README's test item",
        )
    )
    add(
        _c(
            dsa + "161",
            "UpdateItem",
            {
                "TableName": "task_table",
                "Key": {
                    "task_id": S("data-aggregation-20241215-batch-001"),
                    "created_at": S("2024-12-15T14:30:00.000Z"),
                },
                "UpdateExpression": "SET #CsvUrl = :fileRef",
                "ExpressionAttributeValues": {":fileRef": S("accumulate-1734273000000-file.csv")},
                "ExpressionAttributeNames": {"#errorCsvUrl": "errorCsvUrl"},
            },
            table(("task_id", "S"), ("created_at", "S")),
            [{"task_id": S("data-aggregation-20241215-batch-001"), "created_at": S("2024-12-15T14:30:00.000Z")}],
            "JSONata: $taskId, $taskSortKey the README's input, $outputFileName with $millis() fixed; as written: "
            "#CsvUrl is not in the names map, which holds #errorCsvUrl",
        )
    )

    # dynamic-rest-api
    dra = SWC + "dynamic-rest-api/statemachine/statemachine.asl.json:"
    book = table(("book_id", "S"))
    b1 = {"book_id": S("b-1"), "Author": S("Jane Austen")}
    add(
        _c(
            dra + "24",
            "GetItem",
            {"Key": {"book_id": S("b-1")}, "TableName": "Books", "ConsistentRead": False},
            book,
            [b1],
            "$.querystring.book_id b-1",
        )
    )
    add(
        _c(
            dra + "38",
            "PutItem",
            {"Item": {"book_id": S("b-2"), "Author": S("Mary Shelley")}, "TableName": "Books"},
            book,
            [b1],
            "$.body.book_id and author made up",
        )
    )
    delete = {"Key": {"book_id": S("b-1")}, "TableName": "Books", "ConditionExpression": "attribute_exists(book_id)"}
    add(_c(dra + "54", "DeleteItem", delete, book, [b1], "$.path.book_id b-1; before: the book (deleted)"))
    add(_c(dra + "54", "DeleteItem", delete, book, [], "$.path.book_id b-1; before: no book (ConditionalCheckFailed)"))

    # dynamically-process-data-with-map-state
    add(
        _c(
            SWC + "dynamically-process-data-with-map-state/statemachine/statemachine.asl.json:36",
            "PutItem",
            {
                "TableName": "MessagesTable",
                "ReturnConsumedCapacity": "TOTAL",
                "Item": {"MessageId": S("5fea7756-0ea4-451a-a703-a558b933e274"), "Body": S("Hello from SQS")},
            },
            table(("MessageId", "S")),
            [],
            "${DDBTableName} MessagesTable; an SQS message made up",
        )
    )

    # dynamodb-migrations: Scan pages and a PutItem of each scanned item
    mig = SWC + "dynamodb-migrations/statemachine/statemachine.asl.json:"
    users = [
        {"pk": S(f"user#{i}"), "name": S(n), "plan": S(p)}
        for i, n, p in (
            (1, "Ana", "free"),
            (2, "Ben", "pro"),
            (3, "Cai", "free"),
            (4, "Dee", "pro"),
            (5, "Eli", "free"),
        )
    ]
    pk = table(("pk", "S"))
    mnote = "${MigrateTableName} users-table, keyed pk (the sample takes any table); five users made up"
    add(_c(mig + "14", "Scan", {"TableName": "users-table", "Limit": 50}, pk, users, mnote))
    add(
        _c(
            mig + "76",
            "Scan",
            {"TableName": "users-table", "Limit": 3, "ExclusiveStartKey": {"pk": S("user#4")}},
            pk,
            users,
            mnote + "; ExclusiveStartKey.$ $.LastEvaluatedKey: a key of one of them",
        )
    )
    add(
        _c(
            mig + "76",
            "Scan",
            {"TableName": "users-table", "Limit": 3, "ExclusiveStartKey": {"pk": S("user#9")}},
            pk,
            users,
            mnote + "; ExclusiveStartKey.$ $.LastEvaluatedKey: the key of a user deleted between two pages",
        )
    )
    add(
        _c(
            mig + "50",
            "PutItem",
            {"TableName": "users-table", "Item": {**users[1], "plan": S("premium"), "migrated": {"BOOL": True}}},
            pk,
            users,
            mnote + "; Item.$ $: the scanned item as the migration Lambda returns it changed",
        )
    )

    # event-driven-workflow-monitor, sfn-textract-callback: putItem.waitForTaskToken
    token = "AQCEAAAAKgAAAAMAAAAAAAAAAX7pQbOdSdN3w0J6XhWl0zJ7Xw=="
    add(
        _c(
            SWC + "event-driven-workflow-monitor/statemachine/statemachine.asl.json:11",
            "PutItem",
            {"TableName": "WorkflowMonitoringTable", "Item": {"workflowkey": S("order-77"), "tasktoken": S(token)}},
            table(("workflowkey", "S")),
            [],
            "<TableName> WorkflowMonitoringTable; $.workflowkey and $$.Task.Token made up (aws-sdk putItem.waitForTaskToken)",
        )
    )

    # event-sourcing
    add(
        _c(
            SWC + "event-sourcing/statemachine/event-sourcing.asl.json:77",
            "PutItem",
            {
                "TableName": "EventStore",
                "Item": {
                    "Product_Id": S("P-100"),
                    "Event_DateTime": S("2025-03-14T09:30:12Z"),
                    "Event": S("ProductReceived"),
                    "Product_Details": S('{"Product_Id":"P-100","Quantity":25}'),
                },
            },
            table(("Product_Id", "S"), ("Event_DateTime", "S")),
            [],
            "${ESPDynamoDBTableName} EventStore; the event made up; " + COMPOSITE,
        )
    )

    # github-repo-views-counter: PK from States.Format, a count as S
    add(
        _c(
            SWC + "github-repo-views-counter/statemachine/statemachine.asl.json:53",
            "PutItem",
            {
                "TableName": "RepoViews",
                "Item": {
                    "PK": S("Repos-step-functions-workflows-collection"),
                    "SK": S("2025-03-13T00:00:00Z"),
                    "Views": S("42"),
                },
            },
            table(("PK", "S"), ("SK", "S")),
            [],
            "${table} RepoViews; PK States.Format('Repos-{}', repoName), Views States.Format('{}', count): text; "
            + COMPOSITE,
        )
    )

    # moderated-image-catalog
    mic = SWC + "moderated-image-catalog/statemachine/statemachine.asl.json:"
    catalog = table(("Id", "S"))
    img = {"Id": S("uploads/beach.jpg")}
    add(
        _c(
            mic + "50",
            "UpdateItem",
            {
                "TableName": "CatalogTable",
                "Key": img,
                "UpdateExpression": "set detectedObjects=:o",
                "ExpressionAttributeValues": {":o": S('[{"Name":"Beach","Confidence":98.7}]')},
            },
            catalog,
            [],
            "${CatalogTable} CatalogTable; $.key made up; :o States.JsonToString($.output.Labels)",
        )
    )
    add(
        _c(
            mic + "88",
            "UpdateItem",
            {
                "TableName": "CatalogTable",
                "Key": img,
                "UpdateExpression": "set detectedText=:t",
                "ExpressionAttributeValues": {":t": S('[{"DetectedText":"SURF"}]')},
            },
            catalog,
            [{**img, "detectedObjects": S('[{"Name":"Beach","Confidence":98.7}]')}],
            "${CatalogTable} CatalogTable; :t States.JsonToString($.output.TextDetections); before: the objects recorded",
        )
    )

    # sfn-rekognition-video-catalog-workflow: composite key with a dash; an attribute named Key
    rek = SWC + "sfn-rekognition-video-catalog-workflow/statemachine/statemachine.asl.json:"
    video = table(("video-name", "S"), ("jobid", "S"))
    job = {
        "Key": S("videos/surf.mp4"),
        "jobName": S("Content Moderation"),
        "jobid": S("a1b2c3d4e5f6"),
        "processingStatus": S("processing"),
        "taskToken": S(token),
        "video-name": S("videos/surf.mp4"),
    }
    add(
        _c(
            rek + "78",
            "PutItem",
            {"Item": job, "TableName": "rekognition-job-tracker"},
            video,
            [],
            "$.Key, $.Rekognition.JobId, $$.Task.Token made up; " + COMPOSITE,
        )
    )
    add(
        _c(
            rek + "55",
            "UpdateItem",
            {
                "ExpressionAttributeValues": {":processingStatus": S("SUCCEEDED")},
                "Key": {"jobid": S("a1b2c3d4e5f6"), "video-name": S("videos/surf.mp4")},
                "TableName": "rekognition-job-tracker",
                "UpdateExpression": "SET processingStatus = :processingStatus",
            },
            video,
            [job],
            "$.Results.JobStatus SUCCEEDED; before: the job the callback put",
        )
    )

    # textract-analyze-expense-tf
    add(
        _c(
            SWC + "textract-analyze-expense-tf/statemachine/statemachine.asl.json:58",
            "UpdateItem",
            {
                "Key": {"Id": S("receipts/receipt-01.jpg")},
                "TableName": "textract-analyze-expense-tf-165212008084",
                "ExpressionAttributeValues": {
                    ":invoiceDate": S("03/12/2025"),
                    ":amountPaid": S("$23.10"),
                    ":vendorName": S("Corner Cafe"),
                },
                "UpdateExpression": "SET amountPaid = :amountPaid, vendorName = :vendorName, invoiceDate = :invoiceDate",
            },
            catalog,
            [],
            "the receipt's key and Textract's fields ([0] of each) made up",
        )
    )

    # vod-transcode-delivery-cdk: N "0"
    add(
        _c(
            SWC + "vod-transcode-delivery-cdk/typescript/statemachine/transcoding-statemachine.asl.json.asl.json:69",
            "PutItem",
            {
                "Item": {
                    "video_id": S("inv-3c9e"),
                    "video_name": S("surf.mp4"),
                    "video_postive": N("0"),
                    "video_negative": N("0"),
                    "job_status": S("COMPLETE"),
                },
                "TableName": "SharedResourcesStack-VideoTableE38FEE4B-1QTLS7OCK0EEI",
            },
            table(("video_id", "S")),
            [],
            "$.invocation_id, videoName, job_status made up",
        )
    )

    # webhook-provider: composite key (pk, type)
    wh = SWC + "webhook-provider/statemachine/statemachine.asl.json:"
    hook = table(("pk", "S"), ("type", "S"))
    sub = {
        "pk": S("webhook_cust-1_orders.shipped"),
        "type": S("webhook"),
        "customerId": S("cust-1"),
        "url": S("https://example.com/hook"),
    }
    add(
        _c(
            wh + "5",
            "GetItem",
            {"TableName": "WebHookTable", "Key": {"pk": S("webhook_cust-1_orders.shipped"), "type": S("webhook")}},
            hook,
            [sub],
            "pk States.Format('webhook_{}_{}.{}', customerId, source, status) with made-up values; " + COMPOSITE,
        )
    )
    call = {"pk": S("call-88"), "type": S("webhookcall"), "status": S("PENDING")}
    add(
        _c(
            wh + "116",
            "UpdateItem",
            {
                "TableName": "WebHookTable",
                "Key": {"pk": S("call-88"), "type": S("webhookcall")},
                "UpdateExpression": "SET #status = :status, #output = :output",
                "ExpressionAttributeValues": {":status": S("200"), ":output": S('{"received":true}')},
                "ExpressionAttributeNames": {"#status": "status", "#output": "output"},
            },
            hook,
            [call],
            "$.webhookCallData.id and the call's result made up; before: the call prepared",
        )
    )

    # sfn-dynamodb-batchwriteitem, distributed-batch-import: BatchWriteItem of PutRequests
    names = (("Happy Panda", "Good"), ("Brave Owl", "Excellent"), ("Witty Lion", "Fair"))
    add(
        _c(
            SWC + "sfn-dynamodb-batchwriteitem/statemachine/statemachine.asl.json:79",
            "BatchWriteItem",
            {
                "RequestItems": {
                    "DataStoreTable": [
                        {
                            "PutRequest": {
                                "Item": {
                                    "id": S(f"00000000-0000-4000-8000-00000000000{i}"),
                                    "name": S(n),
                                    "rating": S(r),
                                }
                            }
                        }
                        for i, (n, r) in enumerate(names, 1)
                    ]
                }
            },
            ID,
            [],
            "RequestItems.$ as the Map's JSON Formatter builds it (${DynamoDBTable_PartitionKey} id, Attribute1 name, "
            "Attribute2 rating); three of the Lambda's 51 random items, fixed",
        )
    )
    orgs = (("Company 1", "398323-3433"), ("Company 2", "434353-4324"))
    add(
        _c(
            SWC + "distributed-batch-import/state-machine/create-organization.asl.yaml:55",
            "BatchWriteItem",
            {
                "RequestItems": {
                    "OrganizationTable": [
                        {
                            "PutRequest": {
                                "Item": {
                                    "PK": S(f"8b7e6c5d-0000-4000-8000-00000000000{i}"),
                                    "SK": S("organization"),
                                    "name": S(n),
                                    "org_nr": S(nr),
                                    "_et": S("organization"),
                                    "_ct": S(ENTERED),
                                }
                            }
                        }
                        for i, (n, nr) in enumerate(orgs, 1)
                    ]
                }
            },
            table(("PK", "S"), ("SK", "S")),
            [],
            "RequestItems.$ as GetRequestItem builds it from resources/organization-import.json (two of its "
            "organisations); States.UUID() fixed, $$.State.EnteredTime made up",
        )
    )

    # human-task-reminder and curbside-pickup: untyped values, as written
    htr = SWC + "human-task-reminder/statemachine/statemachine.asl.yaml:"
    plain = "as written: the values are untyped (id.$ $.uuid gives the UUID States.UUID() made, as text)"
    add(
        _c(
            htr + "51",
            "PutItem",
            {"TableName": "HumanTaskReminderTable", "Item": {"id": UUID, "taskComplete": "false"}},
            ID,
            [],
            plain,
        )
    )
    add(
        _c(
            SWC + "curbside-pickup/statemachine/statemachine.asl.yaml:66",
            "UpdateItem",
            {
                "TableName": "CurbsideTable",
                "Key": {"id": "order-31"},
                "UpdateExpression": "SET order_status = :stat, cust_location = :loc",
                "ExpressionAttributeValues": {":stat": "customer-arrived", ":loc": "Bay 4"},
            },
            ID,
            [{"id": S("order-31"), "order_status": S("pick-complete")}],
            "${DDBTable} CurbsideTable; as written: the key and values are untyped ($.id order-31, $.location Bay 4)",
        )
    )
    return out


# --- serverless-patterns -------------------------------------------------------


def _serverless_patterns() -> list[dict]:
    out: list[dict] = []
    add = out.append
    # apigw-rest-stepfunction: a waitable workflow's status record
    rest = SP + "apigw-rest-stepfunction/statemachine/waitable-stepfunction.asl.json:"
    idt = table(("Id", "S"))
    add(
        _c(
            rest + "5",
            "PutItem",
            {
                "TableName": "WaitableStatusTable",
                "Item": {"Id": S("req-17"), "ProcessStatus": S("STARTING"), "LastUpdated": S(ENTERED)},
            },
            idt,
            [],
            "${DDBTable} WaitableStatusTable; $.Id and $$.State.EnteredTime made up",
        )
    )
    add(
        _c(
            rest + "42",
            "UpdateItem",
            {
                "TableName": "WaitableStatusTable",
                "Key": {"Id": S("req-17")},
                "UpdateExpression": "SET ProcessStatus = :newStatus, LastUpdated = :newTimestamp",
                "ExpressionAttributeValues": {
                    ":newStatus": S("COMPLETED"),
                    ":newTimestamp": S("2025-03-14T09:31:02.001Z"),
                },
            },
            idt,
            [{"Id": S("req-17"), "ProcessStatus": S("STARTING"), "LastUpdated": S(ENTERED)}],
            "${DDBTable} WaitableStatusTable; before: the status SetInitialStatus wrote",
        )
    )
    # apigw-sfn-crud: CRUD behind API Gateway
    crud = SP + "apigw-sfn-crud/crud.asl.json:"
    data = {"M": {"title": S("Buy milk"), "done": {"BOOL": False}, "tags": {"SS": ["home", "shop"]}}}
    rows = [
        {"id": S("0b1c2d3e-0000-4000-8000-000000000001"), "data": data},
        {"id": S("0b1c2d3e-0000-4000-8000-000000000002"), "data": {"M": {"title": S("Call Ana")}}},
    ]
    cnote = "${DDBTable} CrudTable; $.data a made-up object, typed as the M.$ expects"
    add(_c(crud + "23", "Scan", {"TableName": "CrudTable"}, ID, rows, cnote))
    add(
        _c(
            crud + "31",
            "PutItem",
            {"TableName": "CrudTable", "Item": {"id": S(UUID), "data": data}},
            ID,
            rows,
            cnote + "; id States.UUID() fixed",
        )
    )
    add(
        _c(
            crud + "61",
            "GetItem",
            {"TableName": "CrudTable", "Key": {"id": rows[1]["id"]}},
            ID,
            rows,
            cnote + "; $.pathParam an existing id",
        )
    )
    add(
        _c(
            crud + "74",
            "PutItem",
            {
                "TableName": "CrudTable",
                "Item": {"id": rows[1]["id"], "data": {"M": {"title": S("Call Ana"), "done": {"BOOL": True}}}},
            },
            ID,
            rows,
            cnote + "; the Update Item state is a PutItem replacing the item",
        )
    )
    add(
        _c(
            crud + "91",
            "DeleteItem",
            {"TableName": "CrudTable", "Key": {"id": S("0b1c2d3e-0000-4000-8000-00000000dead")}},
            ID,
            rows,
            cnote + "; $.pathParam an id not in the table (no condition: nothing to delete)",
        )
    )
    # eventbridge-pipes enrichment
    add(
        _c(
            SP + "eventbridge-pipes-sqs-to-lambda-with-stepfunction-enrichment/workflow/enrichment.asl.json:12",
            "GetItem",
            {"TableName": "OrdersTable", "Key": {"Id": S("order-1001")}},
            idt,
            [{"Id": S("order-1001"), "customer": S("cust-9"), "total": N("49.95")}],
            "${DDBTable} OrdersTable; $.data.order_id made up",
        )
    )
    # sfn-dynamodb: id.$ $.id, the input typed as the README shows
    add(
        _c(
            SP + "sfn-dynamodb/template.yaml:38",
            "GetItem",
            {"TableName": "my-table", "Key": {"id": S("1234")}},
            ID,
            [{"id": S("1234"), "description": S("Hello, my id is 1234")}],
            "TableName !Ref DdbTableName as its default my-table; id.$ $.id: the typed id of the README's output",
        )
    )
    # appsync-lambda-sfn-sam: booking, a table keyed Id
    bk = SP + "appsync-lambda-sfn-sam/statemachine/booking_step_function.asl.json:"
    apt = {"Id": S("1234567"), "bookedStatus": S("Available")}
    change = {
        "TableName": "SamStepFunctionsTable",
        "Key": {"Id": S("1234567")},
        "ConditionExpression": "attribute_exists(Id)",
        "UpdateExpression": "SET bookedStatus = :bookedStatus",
        "ExpressionAttributeValues": {":bookedStatus": S("Booked")},
    }
    bnote = "${DDBTable} SamStepFunctionsTable (a SimpleTable keyed Id); $.details made up"
    add(_c(bk + "5", "UpdateItem", change, idt, [apt], bnote + "; before: the apartment (booked)"))
    add(_c(bk + "5", "UpdateItem", change, idt, [], bnote + "; before: no such apartment (ConditionalCheckFailed)"))
    add(
        _c(
            bk + "39",
            "GetItem",
            {"TableName": "SamStepFunctionsTable", "Key": {"id": S("1234567")}},
            idt,
            [{**apt, "bookedStatus": S("Booked")}],
            bnote + "; as written: the key is named id, the table's key Id",
        )
    )
    add(
        _c(
            bk + "80",
            "UpdateItem",
            {
                "TableName": "SamStepFunctionsTable",
                "Key": {"Id": S("1234567")},
                "UpdateExpression": "SET bookedStatus = :bookedStatus",
                "ExpressionAttributeValues": {":bookedStatus": S("PENDING")},
            },
            idt,
            [{**apt, "bookedStatus": S("Booked")}],
            bnote + "; $.getItem.Item.Id.S 1234567; before: booked, not paid",
        )
    )
    return out


CASES = _semaphore() + _idempotent() + _quorum() + _inventory() + _collection() + _serverless_patterns()
