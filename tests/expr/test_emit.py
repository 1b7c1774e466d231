"""The code emitters (builder/expr/emit): readable expressions, every format
for every operation, escaping, determinism, and pinned output for the like
recipe.

The Python, CLI and JavaScript output is also executed against DynamoDB Local
(tests/integration/test_emit_exec.py, which reuses CASES from here). Java and
Go cannot be built here (no Maven or Go module registry), so besides their
pinned outputs they get structural checks: balanced brackets outside string
literals, every table name, placeholder and value string present as a literal,
and every import used.
"""

from __future__ import annotations

import ast
import json
import os
import re
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

from builder.expr import ExprError, render
from builder.expr.emit import EMITTERS, FORMATS, emit, readable
from builder.expr.emit.common import BOOL, INT, ITEM, NAMES, PARAM_KINDS, TRANSACT, go_str, java_str, js_str, py_str
from builder.expr.emit.javascript import exact_js_number
from builder.expr.recipes import all_recipes, get_recipe
from builder.expr.request import OPERATIONS, OPTIONS
from tests.conftest import missing_component

from .helpers import N, S

# ---------------------------------------------------------------------------
# States shared with tests/integration/test_emit_exec.py
# ---------------------------------------------------------------------------


def B(v):
    return {"type": "B", "value": v}


def P(path):
    return {"path": path}


# Everything a language could get wrong in a string literal.
TRICKY = 'it\'s "quoted" \\ back\\slash\nnew line\ttab ${x} `$HOME` %s {0} é 中文 😀 \u2028 \x00 end'
BIG = "12345678901234567890123456789012345678"  # 38 digits: no JavaScript number holds it

EVERY_TYPE_ITEM = {
    "PK": S("TYPES#1"),
    "SK": S("ITEM"),
    "text": S(TRICKY),
    "empty": S(""),
    "int": N("42"),
    "neg": N("-7.25"),
    "tenth": N("0.1"),
    "tiny": N("1.5E-7"),
    "big": N(BIG),
    "huge": N("1E+125"),
    "bin": B("AP8QIGhp"),  # 00 ff 10 20 68 69: not UTF-8
    "yes": {"type": "BOOL", "value": True},
    "no": {"type": "BOOL", "value": False},
    "nothing": {"type": "NULL"},
    "list": {
        "type": "L",
        "value": [S("a"), N("1"), {"type": "L", "value": []}, {"type": "M", "value": {}}, {"type": "NULL"}],
    },
    "map": {
        "type": "M",
        "value": {
            "first.name": S("Ada"),
            "it's": {"type": "BOOL", "value": False},
            "nested": {
                "type": "M",
                "value": {"deep": {"type": "L", "value": [{"type": "M", "value": {"x": N(BIG)}}, B("aGk=")]}},
            },
        },
    },
    "ss": {"type": "SS", "value": ["b", "a", TRICKY]},
    "ns": {"type": "NS", "value": ["3", "1.5", "-2"]},
    "ns_big": {"type": "NS", "value": ["1", BIG]},
    "bs": {"type": "BS", "value": ["aGk=", "AP8Q"]},
    "first.name": S("dotted name"),
    "status": S("reserved word"),
}

# Text-only items (no binary): the v1 AWS CLI cannot send binary from JSON.
TEXT_ITEM = {k: v for k, v in EVERY_TYPE_ITEM.items() if k not in ("bin", "bs", "map")}
TEXT_ITEM["map"] = {
    "type": "M",
    "value": {"first.name": S("Ada"), "inner": {"type": "L", "value": [{"type": "M", "value": {"x": N(BIG)}}]}},
}


def state(**fields):
    return {"version": 1, **fields}


CASES = {
    "put_every_type": state(
        operation="PutItem",
        table="Social",
        item=EVERY_TYPE_ITEM,
        condition={"op": "attribute_not_exists", "path": "PK"},
        options={"return_values": "ALL_OLD", "return_consumed_capacity": "TOTAL"},
    ),
    "put_text_types": state(
        operation="PutItem",
        table="Social",
        item=TEXT_ITEM,
        condition={
            "op": "or",
            "conditions": [
                {"op": "attribute_not_exists", "path": "PK"},
                {"op": "=", "left": P("status"), "right": S(TRICKY)},
            ],
        },
        options={"return_item_collection_metrics": "SIZE", "return_values_on_condition_check_failure": "ALL_OLD"},
    ),
    "update_everything": state(
        operation="UpdateItem",
        table="Social",
        key={"PK": S("UPD#1"), "SK": S("ITEM")},
        update=[
            {"action": "SET", "path": ["first.name"], "value": S("Grace")},
            {"action": "SET", "path": "profile.city", "value": S("Zürich 'quoted'")},
            {
                "action": "SET",
                "path": "tags",
                "value": {"list_append": [P("tags"), {"type": "L", "value": [S("new")]}]},
            },
            {
                "action": "SET",
                "path": "visits",
                "value": {"plus": [{"if_not_exists": ["visits", N("0", "zero")]}, N("1", "one")]},
            },
            {"action": "SET", "path": "credits", "value": {"minus": [P("credits"), N("2")]}},
            {"action": "REMOVE", "path": "obsolete"},
            {"action": "ADD", "path": "colors", "value": {"type": "SS", "value": ["red", "it's"]}},
            {"action": "DELETE", "path": "sizes", "value": {"type": "NS", "value": ["2"]}},
        ],
        condition={
            "op": "and",
            "conditions": [
                {"op": "attribute_exists", "path": "PK"},
                {"op": "not", "condition": {"op": "=", "left": P("status"), "right": S("locked")}},
                {"op": "in", "operand": P("kind"), "values": [S("a"), S("b"), S("c")]},
                {"op": ">", "left": {"size": "tags"}, "right": N("0")},
                {"op": "begins_with", "path": "profile.city", "value": S("Z")},
                {"op": "contains", "path": "colors", "value": S("blue")},
                {"op": "attribute_type", "path": "credits", "type": "N"},
                {"op": "between", "operand": P("credits"), "low": N("2"), "high": N("100")},
            ],
        },
        options={"return_values": "ALL_NEW"},
    ),
    "delete_guarded": state(
        operation="DeleteItem",
        table="Social",
        key={"PK": S("DEL#1"), "SK": S("ITEM")},
        condition={"op": "=", "left": P("owner"), "right": S("me")},
        options={"return_values": "ALL_OLD"},
    ),
    "get_projection": state(
        operation="GetItem",
        table="Social",
        key={"PK": S("READ#1"), "SK": S("A")},
        projection=["title", "name", ["first.name"], "tags[0]"],
        options={"consistent_read": True, "return_consumed_capacity": "TOTAL"},
    ),
    "query": state(
        operation="Query",
        table="Social",
        key_condition={
            "partition": {"name": "PK", "value": S("READ#1")},
            "sort": {"name": "SK", "op": "begins_with", "value": S("A")},
        },
        filter={"op": "=", "left": P("kind"), "right": S("keep")},
        projection=["SK", "title", "kind"],
        options={"limit": 10, "scan_index_forward": False, "consistent_read": True},
    ),
    "query_index_page": state(
        operation="Query",
        table="Social",
        key_condition={
            "partition": {"name": "GSI1PK", "value": N("7")},
            "sort": {"name": "GSI1SK", "op": "between", "value": B("AA=="), "high": B("/w==")},
        },
        options={
            "index_name": "GSI1",
            "select": "COUNT",
            "exclusive_start_key": {"PK": S("IDX#1"), "SK": S("ITEM"), "GSI1PK": N("7"), "GSI1SK": B("AQ==")},
            "return_consumed_capacity": "INDEXES",
        },
        placeholders={"names": "all", "style": "compact"},
    ),
    "scan": state(
        operation="Scan",
        table="Social",
        filter={"op": "begins_with", "path": "title", "value": S("keep ")},
        projection=["PK", "title"],
        options={"segment": 0, "total_segments": 1, "limit": 100, "select": "SPECIFIC_ATTRIBUTES"},
    ),
    "scan_plain": state(operation="Scan", table="Social"),
    "transact_write_all": state(
        operation="TransactWriteItems",
        actions=[
            {
                "type": "Put",
                "table": "Social",
                "item": {"PK": S("TX#1"), "SK": S("CHILD"), "note": S(TRICKY)},
                "condition": {"op": "attribute_not_exists", "path": "SK"},
                "return_values_on_condition_check_failure": "ALL_OLD",
            },
            {
                "type": "Update",
                "table": "Social",
                "key": {"PK": S("TX#1"), "SK": S("META")},
                "update": [{"action": "ADD", "path": "children", "value": N("1", "one")}],
            },
            {
                "type": "Delete",
                "table": "Social",
                "key": {"PK": S("TX#1"), "SK": S("OLD")},
                "condition": {"op": "attribute_exists", "path": "SK"},
            },
            {
                "type": "ConditionCheck",
                "table": "Social",
                "key": {"PK": S("TX#1"), "SK": S("PARENT")},
                "condition": {"op": "=", "left": P("status"), "right": S("open")},
            },
        ],
        client_request_token="emit-test-token-1",
        options={"return_consumed_capacity": "TOTAL", "return_item_collection_metrics": "SIZE"},
    ),
    "transact_get": state(
        operation="TransactGetItems",
        actions=[
            {
                "type": "Get",
                "table": "Social",
                "key": {"PK": S("READ#1"), "SK": S("A1")},
                "projection": ["title", "name"],
            },
            {"type": "Get", "table": "Social", "key": {"PK": S("READ#1"), "SK": S("B1")}},
        ],
        options={"return_consumed_capacity": "TOTAL"},
    ),
    "batch_write": state(
        operation="BatchWriteItem",
        actions=[
            {"type": "Put", "table": "Social", "item": {"PK": S("BATCH#1"), "SK": S("A"), "n": N("1.5")}},
            {
                "type": "Put",
                "table": "Social",
                "item": {"PK": S("BATCH#1"), "SK": S("B"), "tags": {"type": "SS", "value": ["x"]}},
            },
            {"type": "Delete", "table": "Social", "key": {"PK": S("BATCH#1"), "SK": S("GONE")}},
        ],
        options={"return_consumed_capacity": "TOTAL", "return_item_collection_metrics": "SIZE"},
    ),
    "batch_get": state(
        operation="BatchGetItem",
        tables=[
            {
                "table": "Social",
                "keys": [{"PK": S("READ#1"), "SK": S("A1")}, {"PK": S("READ#1"), "SK": S("B1")}],
                "projection": ["title", "name"],
                "consistent_read": True,
            }
        ],
        options={"return_consumed_capacity": "TOTAL"},
    ),
    "put_many_attributes": state(
        operation="PutItem",
        table="Social",
        item={"PK": S("MANY#1"), "SK": S("ITEM"), **{f"attr{i:02d}": N(i) for i in range(12)}},
    ),
}


def all_requests():
    """(name, operation, params) for every case and recipe."""
    out = [(name, *render(doc)) for name, doc in CASES.items()]
    out += [(f"recipe_{r.name}", *render(r.state)) for r in all_recipes()]
    return out


REQUESTS = all_requests()
# the batches' programs call with a variable (request_items) in a retry loop:
# test_batch_request_items below (Java and Go compile with the rest)
ONE_CALL = [r for r in REQUESTS if r[1] not in ("BatchWriteItem", "BatchGetItem")]
FORMAT_KEYS = [key for key, _, _ in FORMATS]


def test_cases_cover_every_operation_and_option():
    ops = {op for _, op, _ in REQUESTS}
    assert ops == set(OPERATIONS)
    used = set()
    for _, _, params in REQUESTS:
        used |= set(params)
        for entry in params.get("TransactItems", []):
            for body in entry.values():
                used |= set(body)
    assert {api for api, _ in OPTIONS.values()} <= used
    types = set()

    def walk(value):
        if isinstance(value, dict):
            if value.get("type") in ("L", "M"):
                inner = value["value"]
                for v in inner if isinstance(inner, list) else inner.values():
                    walk(v)
            if "type" in value:
                types.add(value["type"])

    for v in EVERY_TYPE_ITEM.values():
        walk(v)
    assert types == {"S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS", "BS"}


# ---------------------------------------------------------------------------
# Pinned output for the like recipe (checked by eye once)
# ---------------------------------------------------------------------------
LIKE_GOLDEN = {
    "cli": r"""aws dynamodb transact-write-items --cli-input-json '{
  "TransactItems": [
    {
      "Put": {
        "TableName": "Social",
        "Item": {
          "PK": {"S": "POST#a91f"},
          "SK": {"S": "LIKE#USER#7c20"},
          "likedAt": {"N": "1750636800"}
        },
        "ConditionExpression": "attribute_not_exists(SK)"
      }
    },
    {
      "Update": {
        "TableName": "Social",
        "Key": {"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}},
        "UpdateExpression": "ADD likeTally :one",
        "ExpressionAttributeValues": {":one": {"N": "1"}}
      }
    }
  ]
}'
""",
    "python_client": r"""import boto3

# boto3 reads the region (AWS_DEFAULT_REGION), the credentials and the endpoint from
# the environment: AWS_ENDPOINT_URL_DYNAMODB (or AWS_ENDPOINT_URL) points it at
# another endpoint, such as DynamoDB Local.
client = boto3.client("dynamodb")

response = client.transact_write_items(
    TransactItems=[
        {
            "Put": {
                "TableName": "Social",
                "Item": {
                    "PK": {"S": "POST#a91f"},
                    "SK": {"S": "LIKE#USER#7c20"},
                    "likedAt": {"N": "1750636800"},
                },
                "ConditionExpression": "attribute_not_exists(SK)",
            },
        },
        {
            "Update": {
                "TableName": "Social",
                "Key": {"PK": {"S": "POST#a91f"}, "SK": {"S": "META"}},
                "UpdateExpression": "ADD likeTally :one",
                "ExpressionAttributeValues": {":one": {"N": "1"}},
            },
        },
    ],
)
print(response)
""",
    "python_resource": r"""from decimal import Decimal

import boto3

# boto3 reads the region (AWS_DEFAULT_REGION), the credentials and the endpoint from
# the environment: AWS_ENDPOINT_URL_DYNAMODB (or AWS_ENDPOINT_URL) points it at
# another endpoint, such as DynamoDB Local.
dynamodb = boto3.resource("dynamodb")

# A Table has no transaction methods. The resource's own client,
# dynamodb.meta.client, takes the same Python values as the Table methods
# (the resource converts them for it), where boto3.client("dynamodb") would
# need DynamoDB JSON.
response = dynamodb.meta.client.transact_write_items(
    TransactItems=[
        {
            "Put": {
                "TableName": "Social",
                "Item": {
                    "PK": "POST#a91f",
                    "SK": "LIKE#USER#7c20",
                    "likedAt": Decimal("1750636800"),
                },
                "ConditionExpression": "attribute_not_exists(SK)",
            },
        },
        {
            "Update": {
                "TableName": "Social",
                "Key": {"PK": "POST#a91f", "SK": "META"},
                "UpdateExpression": "ADD likeTally :one",
                "ExpressionAttributeValues": {":one": Decimal("1")},
            },
        },
    ],
)
print(response)
""",
    "js_client": r"""import {
  DynamoDBClient,
  TransactWriteItemsCommand,
} from "@aws-sdk/client-dynamodb";

// The SDK reads the region (AWS_REGION), the credentials and the endpoint from
// the environment: AWS_ENDPOINT_URL_DYNAMODB (or AWS_ENDPOINT_URL) points it
// at another endpoint, such as DynamoDB Local.
const client = new DynamoDBClient({});

const input = {
  TransactItems: [
    {
      Put: {
        TableName: "Social",
        Item: {
          PK: { S: "POST#a91f" },
          SK: { S: "LIKE#USER#7c20" },
          likedAt: { N: "1750636800" },
        },
        ConditionExpression: "attribute_not_exists(SK)",
      },
    },
    {
      Update: {
        TableName: "Social",
        Key: { PK: { S: "POST#a91f" }, SK: { S: "META" } },
        UpdateExpression: "ADD likeTally :one",
        ExpressionAttributeValues: { ":one": { N: "1" } },
      },
    },
  ],
};
const response = await client.send(new TransactWriteItemsCommand(input));
console.dir(response, { depth: null });
""",
    "js_document": r"""import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import {
  DynamoDBDocumentClient,
  TransactWriteCommand,
} from "@aws-sdk/lib-dynamodb";

// The SDK reads the region (AWS_REGION), the credentials and the endpoint from
// the environment: AWS_ENDPOINT_URL_DYNAMODB (or AWS_ENDPOINT_URL) points it
// at another endpoint, such as DynamoDB Local.
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

const input = {
  TransactItems: [
    {
      Put: {
        TableName: "Social",
        Item: { PK: "POST#a91f", SK: "LIKE#USER#7c20", likedAt: 1750636800 },
        ConditionExpression: "attribute_not_exists(SK)",
      },
    },
    {
      Update: {
        TableName: "Social",
        Key: { PK: "POST#a91f", SK: "META" },
        UpdateExpression: "ADD likeTally :one",
        ExpressionAttributeValues: { ":one": 1 },
      },
    },
  ],
};
const response = await client.send(new TransactWriteCommand(input));
console.dir(response, { depth: null });
""",
    "java": r"""import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.Update;

// Save as TransactWriteItemsExample.java
public class TransactWriteItemsExample {
    // The SDK reads the region (AWS_REGION), the credentials and the endpoint from the
    // environment: AWS_ENDPOINT_URL_DYNAMODB (or AWS_ENDPOINT_URL) points it at another
    // endpoint, such as DynamoDB Local.
    public static void main(String[] args) {
        try (DynamoDbClient client = DynamoDbClient.create()) {
            TransactWriteItemsRequest request = TransactWriteItemsRequest.builder()
                .transactItems(
                    TransactWriteItem.builder()
                        .put(Put.builder()
                            .tableName("Social")
                            .item(Map.of(
                                "PK", AttributeValue.builder().s("POST#a91f").build(),
                                "SK", AttributeValue.builder().s("LIKE#USER#7c20").build(),
                                "likedAt", AttributeValue.builder().n("1750636800").build()))
                            .conditionExpression("attribute_not_exists(SK)")
                            .build())
                        .build(),
                    TransactWriteItem.builder()
                        .update(Update.builder()
                            .tableName("Social")
                            .key(Map.of(
                                "PK", AttributeValue.builder().s("POST#a91f").build(),
                                "SK", AttributeValue.builder().s("META").build()))
                            .updateExpression("ADD likeTally :one")
                            .expressionAttributeValues(Map.of(
                                ":one", AttributeValue.builder().n("1").build()))
                            .build())
                        .build())
                .build();
            TransactWriteItemsResponse response = client.transactWriteItems(request);
            System.out.println(response);
        }
    }
}
""",
    "go": r"""package main

import (
	"context"
	"fmt"
	"log"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func main() {
	ctx := context.Background()
	// LoadDefaultConfig reads the region (AWS_REGION or AWS_DEFAULT_REGION), the
	// credentials and the endpoint from the environment: AWS_ENDPOINT_URL_DYNAMODB
	// (or AWS_ENDPOINT_URL) points the client at another endpoint, such as
	// DynamoDB Local.
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		log.Fatal(err)
	}
	client := dynamodb.NewFromConfig(cfg)

	out, err := client.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{
		TransactItems: []types.TransactWriteItem{
			{
				Put: &types.Put{
					TableName: aws.String("Social"),
					Item: map[string]types.AttributeValue{
						"PK":      &types.AttributeValueMemberS{Value: "POST#a91f"},
						"SK":      &types.AttributeValueMemberS{Value: "LIKE#USER#7c20"},
						"likedAt": &types.AttributeValueMemberN{Value: "1750636800"},
					},
					ConditionExpression: aws.String("attribute_not_exists(SK)"),
				},
			},
			{
				Update: &types.Update{
					TableName: aws.String("Social"),
					Key: map[string]types.AttributeValue{
						"PK": &types.AttributeValueMemberS{Value: "POST#a91f"},
						"SK": &types.AttributeValueMemberS{Value: "META"},
					},
					UpdateExpression: aws.String("ADD likeTally :one"),
					ExpressionAttributeValues: map[string]types.AttributeValue{
						":one": &types.AttributeValueMemberN{Value: "1"},
					},
				},
			},
		},
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%+v\n", out)
}
""",
}

EXACT_COUNTER_GOLDEN = {
    "java": r"""import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

// Save as UpdateItemExample.java
public class UpdateItemExample {
    // The SDK reads the region (AWS_REGION), the credentials and the endpoint from the
    // environment: AWS_ENDPOINT_URL_DYNAMODB (or AWS_ENDPOINT_URL) points it at another
    // endpoint, such as DynamoDB Local.
    public static void main(String[] args) {
        try (DynamoDbClient client = DynamoDbClient.create()) {
            UpdateItemRequest request = UpdateItemRequest.builder()
                .tableName("Social")
                .key(Map.of(
                    "PK", AttributeValue.builder().s("VID#9f3a").build(),
                    "SK", AttributeValue.builder().s("STATS#TOTAL").build()))
                .updateExpression("SET play_count = :next")
                .conditionExpression("play_count = :current")
                .expressionAttributeValues(Map.of(
                    ":next", AttributeValue.builder().n("42").build(),
                    ":current", AttributeValue.builder().n("41").build()))
                .returnValuesOnConditionCheckFailure("ALL_OLD")
                .build();
            UpdateItemResponse response = client.updateItem(request);
            System.out.println(response);
        }
    }
}
""",
    "go": r"""package main

import (
	"context"
	"fmt"
	"log"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

func main() {
	ctx := context.Background()
	// LoadDefaultConfig reads the region (AWS_REGION or AWS_DEFAULT_REGION), the
	// credentials and the endpoint from the environment: AWS_ENDPOINT_URL_DYNAMODB
	// (or AWS_ENDPOINT_URL) points the client at another endpoint, such as
	// DynamoDB Local.
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		log.Fatal(err)
	}
	client := dynamodb.NewFromConfig(cfg)

	out, err := client.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName: aws.String("Social"),
		Key: map[string]types.AttributeValue{
			"PK": &types.AttributeValueMemberS{Value: "VID#9f3a"},
			"SK": &types.AttributeValueMemberS{Value: "STATS#TOTAL"},
		},
		UpdateExpression:    aws.String("SET play_count = :next"),
		ConditionExpression: aws.String("play_count = :current"),
		ExpressionAttributeValues: map[string]types.AttributeValue{
			":next":    &types.AttributeValueMemberN{Value: "42"},
			":current": &types.AttributeValueMemberN{Value: "41"},
		},
		ReturnValuesOnConditionCheckFailure: types.ReturnValuesOnConditionCheckFailureAllOld,
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%+v\n", out)
}
""",
}


def test_formats_list():
    assert FORMAT_KEYS[:7] == ["cli", "python_client", "python_resource", "js_client", "js_document", "java", "go"]
    # the targets of issue 14 follow (tests/expr/test_emit_targets.py)
    assert FORMAT_KEYS[7:] == ["partiql", "pynamodb", "toolbox", "electrodb"]
    assert set(FORMAT_KEYS) == set(EMITTERS)
    for _key, label, language in FORMATS:
        assert label and language in ("bash", "python", "javascript", "java", "go")


@pytest.mark.parametrize("fmt", list(LIKE_GOLDEN))  # the newer targets' goldens: test_emit_targets.py
def test_like_recipe_golden(fmt):
    assert emit(fmt, *render(get_recipe("like").state)) == LIKE_GOLDEN[fmt]


@pytest.mark.parametrize("fmt", ["java", "go"])
def test_exact_counter_golden(fmt):
    assert emit(fmt, *render(get_recipe("exact_counter").state)) == EXACT_COUNTER_GOLDEN[fmt]


# ---------------------------------------------------------------------------
# Every format, every request
# ---------------------------------------------------------------------------
@pytest.mark.parametrize("fmt", FORMAT_KEYS)
@pytest.mark.parametrize("name, operation, params", REQUESTS, ids=[r[0] for r in REQUESTS])
def test_every_format_writes_every_request(fmt, name, operation, params):
    code = emit(fmt, operation, params)
    assert code.endswith("\n") and not code.endswith("\n\n")
    # deterministic, and independent of the params object it was given
    assert emit(fmt, operation, json.loads(json.dumps(params))) == code
    # no endpoint, region or credentials in the code
    assert "127.0.0.1" not in code and "localhost" not in code and "us-east-1" not in code
    for forbidden in (
        "endpoint_url=",
        "endpointOverride",
        "endpoint:",
        "BaseEndpoint",
        "--endpoint-url",
        "region_name",
    ):
        assert forbidden not in code


def test_unknown_format_or_parameter_is_an_error():
    op, params = render(get_recipe("like").state)
    with pytest.raises(ExprError, match="unknown code format"):
        emit("cobol", op, params)
    with pytest.raises(ExprError, match="unknown operation"):
        emit("go", "ExecuteStatement", params)
    with pytest.raises(ExprError, match=r"do not know the parameter TransactItems\[0\]\.Nope"):
        emit("go", op, {"TransactItems": [{"Put": {"TableName": "t", "Nope": 1}}]})
    with pytest.raises(ExprError, match="must be one of Get"):
        emit("java", "TransactGetItems", params)
    with pytest.raises(ExprError, match="do not know the parameter Bogus"):
        emit("cli", "Scan", {"TableName": "t", "Bogus": True})


# ---------------------------------------------------------------------------
# readable()
# ---------------------------------------------------------------------------
def test_readable_recipes():
    assert readable(*render(get_recipe("like").state)) == [
        ("TransactItems[0] Put ConditionExpression", "attribute_not_exists(SK)"),
        ("TransactItems[1] Update UpdateExpression", "ADD likeTally 1"),
    ]
    assert readable(*render(get_recipe("seeded_counter").state)) == [
        ("UpdateExpression", "SET play_count = if_not_exists(play_count, 0) + 1")
    ]
    assert readable(*render(get_recipe("exact_counter").state)) == [
        ("UpdateExpression", "SET play_count = 42"),
        ("ConditionExpression", "play_count = 41"),
    ]
    assert readable(*render(get_recipe("unlike").state))[1] == (
        "TransactItems[1] Update UpdateExpression",
        "ADD likeTally -1",
    )


def test_readable_names_values_and_order():
    op, params = render(CASES["update_everything"])
    got = dict(readable(op, params))
    assert list(got) == ["UpdateExpression", "ConditionExpression"]
    assert got["UpdateExpression"] == (
        'SET `first.name` = "Grace", profile.city = "Zürich \'quoted\'", tags = list_append(tags, ["new"]), '
        "visits = if_not_exists(visits, 0) + 1, credits = credits - 2 REMOVE obsolete "
        'ADD colors <<"red", "it\'s">> DELETE sizes <<2>>'
    )
    assert got["ConditionExpression"] == (
        'attribute_exists(PK) AND NOT status = "locked" AND kind IN ("a", "b", "c") AND size(tags) > 0 '
        'AND begins_with(profile.city, "Z") AND contains(colors, "blue") AND attribute_type(credits, "N") '
        "AND credits BETWEEN 2 AND 100"
    )


def test_readable_query_and_compact_placeholders():
    op, params = render(CASES["query"])
    assert readable(op, params) == [
        ("KeyConditionExpression", 'PK = "READ#1" AND begins_with(SK, "A")'),
        ("FilterExpression", 'kind = "keep"'),
        ("ProjectionExpression", "SK, title, kind"),
    ]
    op, params = render(CASES["query_index_page"])  # every name aliased, #n0/:v0 style
    assert params["KeyConditionExpression"] == "#n0 = :v0 AND #n1 BETWEEN :v1 AND :v2"
    assert readable(op, params) == [("KeyConditionExpression", "GSI1PK = 7 AND GSI1SK BETWEEN b64'AA==' AND b64'/w=='")]
    op, params = render(CASES["get_projection"])
    assert readable(op, params) == [("ProjectionExpression", "title, name, `first.name`, tags[0]")]


def test_readable_replaces_whole_tokens_only():
    params = {
        "TableName": "t",
        "Key": {"PK": {"S": "p"}},
        "UpdateExpression": "SET #a = :one, #ab = :one2, #a.#b[0] = :one",
        "ExpressionAttributeNames": {"#a": "a-b", "#ab": "x`y", "#b": "b"},
        "ExpressionAttributeValues": {":one": {"N": "1"}, ":one2": {"S": "two"}},
    }
    assert readable("UpdateItem", params) == [("UpdateExpression", 'SET `a-b` = 1, `x``y` = "two", `a-b`.b[0] = 1')]


def test_readable_long_values_are_shortened():
    params = {
        "TableName": "t",
        "Item": {"PK": {"S": "p"}},
        "ConditionExpression": "x <> :long AND y = :missing",
        "ExpressionAttributeValues": {":long": {"S": "z" * 200}},
    }
    [(label, text)] = readable("PutItem", params)
    assert label == "ConditionExpression"
    assert text == 'x <> "' + "z" * 58 + "… AND y = :missing"


def test_readable_without_expressions():
    assert readable(*render(CASES["scan_plain"])) == []
    assert readable(*render(CASES["transact_get"])) == [("TransactItems[0] Get ProjectionExpression", "title, name")]


# ---------------------------------------------------------------------------
# String escaping: each literal reads back as the original text
# ---------------------------------------------------------------------------
def decode_js(literal: str) -> str:
    assert literal[0] == literal[-1] == '"'
    body = literal[1:-1]
    assert "\n" not in body and "\r" not in body and "\u2028" not in body and "\u2029" not in body
    out, i = [], 0
    simple = {'"': '"', "\\": "\\", "n": "\n", "r": "\r", "t": "\t"}
    while i < len(body):
        ch = body[i]
        if ch == '"':
            raise AssertionError("unescaped quote")
        if ch != "\\":
            out.append(ch)
            i += 1
            continue
        nxt = body[i + 1]
        if nxt in simple:
            out.append(simple[nxt])
            i += 2
        elif nxt == "x":
            out.append(chr(int(body[i + 2 : i + 4], 16)))
            i += 4
        elif nxt == "u" and body[i + 2] == "{":
            end = body.index("}", i)
            out.append(chr(int(body[i + 3 : end], 16)))
            i = end + 1
        elif nxt == "u":
            out.append(chr(int(body[i + 2 : i + 6], 16)))
            i += 6
        else:
            raise AssertionError(f"unexpected escape \\{nxt}")
    return "".join(out).encode("utf-16", "surrogatepass").decode("utf-16", "surrogatepass")


def decode_java(literal: str) -> str:
    assert literal.isascii()
    # Java first translates \uXXXX (a backslash preceded by an even number of
    # backslashes), then reads the literal.
    units, i = [], 0
    while i < len(literal):
        if literal.startswith("\\u", i):
            backslashes = len(literal[:i]) - len(literal[:i].rstrip("\\"))
            if backslashes % 2 == 0:
                units.append(chr(int(literal[i + 2 : i + 6], 16)))
                i += 6
                continue
        units.append(literal[i])
        i += 1
    text = "".join(units)
    assert text[0] == text[-1] == '"'
    body = text[1:-1]
    assert "\n" not in body and "\r" not in body
    simple = {'"': '"', "\\": "\\", "n": "\n", "r": "\r", "t": "\t", "b": "\b", "f": "\f"}
    out, i = [], 0
    while i < len(body):
        ch = body[i]
        if ch == '"':
            raise AssertionError("unescaped quote")
        if ch != "\\":
            out.append(ch)
            i += 1
        elif body[i + 1] in simple:
            out.append(simple[body[i + 1]])
            i += 2
        else:
            digits = re.match(r"[0-7]{1,3}", body[i + 1 :]).group(0)
            out.append(chr(int(digits, 8)))
            i += 1 + len(digits)
    # UTF-16 code units -> text (surrogate pairs joined)
    return "".join(out).encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")


def decode_go(literal: str, errors: str = "strict") -> str:
    assert literal[0] == literal[-1] == '"'
    body = literal[1:-1]
    assert "\n" not in body
    simple = {'"': '"', "\\": "\\", "n": "\n", "r": "\r", "t": "\t", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
    out, i = bytearray(), 0
    while i < len(body):
        ch = body[i]
        if ch == '"':
            raise AssertionError("unescaped quote")
        if ch != "\\":
            out += ch.encode("utf-8")
            i += 1
            continue
        nxt = body[i + 1]
        if nxt in simple:
            out += simple[nxt].encode()
            i += 2
        elif nxt == "x":
            out.append(int(body[i + 2 : i + 4], 16))
            i += 4
        elif nxt == "u":
            out += chr(int(body[i + 2 : i + 6], 16)).encode("utf-8")
            i += 6
        elif nxt == "U":
            out += chr(int(body[i + 2 : i + 10], 16)).encode("utf-8")
            i += 10
        else:
            raise AssertionError(f"unexpected escape \\{nxt}")
    return out.decode("utf-8", errors)


ESCAPE_EXAMPLES = [
    TRICKY,
    "",
    "'",
    "''",
    '"',
    "\\",
    "\\u0041 is not A",
    "\\\\u0022",
    "${x} and `${y}`",
    "line\nbreak\r\n",
    "tab\tand\x0bvertical\x0cform\x08back",
    "\x00\x01\x1f\x7f\x80\x85\x9f",
    "é ü 中文 العربية",
    "😀 👩‍👩‍👧 \U0001f600",
    "\u2028\u2029\ufeff\u200b",
    "\ud800 lone \udfff",
    "</script><!--",
    "%s %d %v {0}",
]


@pytest.mark.parametrize("text", ESCAPE_EXAMPLES)
def test_string_literals_round_trip(text):
    assert ast.literal_eval(py_str(text)) == text
    assert decode_js(js_str(text)) == text
    assert decode_java(java_str(text)) == text
    assert java_str(text).isascii()
    if any(0xD800 <= ord(c) <= 0xDFFF for c in text):
        with pytest.raises(ExprError, match="lone surrogate"):
            go_str(text)
    else:
        assert decode_go(go_str(text)) == text


def test_string_literals_never_use_templates_or_raw_strings():
    assert js_str("${x}") == '"${x}"'
    assert go_str("`$x`") == '"`$x`"'
    assert java_str("é\u2028") == '"\\u00e9\\u2028"'
    assert py_str("it's") == '"it\'s"'


try:  # hypothesis is a dev dependency; the examples above run without it
    from hypothesis import given, settings
    from hypothesis import strategies as st
except ImportError:  # pragma: no cover
    given = None

if given is not None:

    @settings(max_examples=300, deadline=None)
    @given(st.text())
    def test_string_literals_round_trip_any_text(text):
        assert ast.literal_eval(py_str(text)) == text
        assert decode_js(js_str(text)) == text
        assert decode_java(java_str(text)) == text
        assert decode_go(go_str(text)) == text  # st.text() has no lone surrogates

    @settings(max_examples=100, deadline=None)
    @given(st.binary())
    def test_bytes_literals_round_trip(data):
        from builder.expr.emit.common import go_bytes, py_bytes

        assert ast.literal_eval(py_bytes(data)) == data
        inner = go_bytes(data)[len("[]byte(") : -1]
        assert _go_bytes_value(inner) == data


def _go_bytes_value(literal: str) -> bytes:
    body = literal[1:-1]
    simple = {
        '"': b'"',
        "\\": b"\\",
        "n": b"\n",
        "r": b"\r",
        "t": b"\t",
        "a": b"\a",
        "b": b"\b",
        "f": b"\f",
        "v": b"\v",
    }
    out, i = bytearray(), 0
    while i < len(body):
        if body[i] != "\\":
            assert 0x20 <= ord(body[i]) < 0x7F
            out += body[i].encode()
            i += 1
        elif body[i + 1] in simple:
            out += simple[body[i + 1]]
            i += 2
        else:
            assert body[i + 1] == "x"
            out.append(int(body[i + 2 : i + 4], 16))
            i += 4
    return bytes(out)


# ---------------------------------------------------------------------------
# The whole programs carry the values exactly
# ---------------------------------------------------------------------------
def _call_kwargs(code: str, operation: str, namespace: dict) -> dict:
    """Evaluate the keyword arguments of the one API call in a Python program."""
    method = re.sub(r"(?<!^)(?=[A-Z])", "_", operation).lower()
    calls = [
        node
        for node in ast.walk(ast.parse(code))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == method
    ]
    assert len(calls) == 1
    return {kw.arg: eval(compile(ast.Expression(kw.value), "<emit>", "eval"), namespace) for kw in calls[0].keywords}


@pytest.mark.parametrize("name, operation, params", ONE_CALL, ids=[r[0] for r in ONE_CALL])
def test_python_client_arguments_are_the_request(name, operation, params):
    from builder.expr.values import to_wire

    def wire(body: dict) -> dict:
        """The request as boto3's client takes it: bytes for binary."""
        out = {}
        for key, value in body.items():
            if PARAM_KINDS[key] == ITEM:
                value = {k: to_wire(v) for k, v in value.items()}
            elif PARAM_KINDS[key] == TRANSACT:
                value = [{action: wire(b) for action, b in entry.items()} for entry in value]
            out[key] = value
        return out

    got = _call_kwargs(emit("python_client", operation, params), operation, {"__builtins__": {}})
    assert got == wire(params)


@pytest.mark.parametrize("name, operation, params", ONE_CALL, ids=[r[0] for r in ONE_CALL])
def test_python_resource_arguments_are_the_native_values(name, operation, params):
    from decimal import Decimal

    from boto3.dynamodb.types import Binary, TypeSerializer

    code = emit("python_resource", operation, params)
    got = _call_kwargs(code, operation, {"__builtins__": {}, "Decimal": Decimal, "Binary": Binary})
    serializer = TypeSerializer()

    def wire(values: dict) -> dict:
        return {k: serializer.serialize(v) for k, v in values.items()}

    from builder.expr.values import to_wire

    def check(body_got: dict, body_params: dict):
        for key, value in body_params.items():
            if key in ("Key", "Item", "ExpressionAttributeValues", "ExclusiveStartKey"):
                assert _canon(wire(body_got[key])) == _canon({k: to_wire(v) for k, v in value.items()})
            elif key == "TableName" and operation not in ("TransactWriteItems", "TransactGetItems"):
                assert f"dynamodb.Table({py_str(value)})" in code
            elif key != "TransactItems":
                assert body_got[key] == value

    if operation in ("TransactWriteItems", "TransactGetItems"):
        assert "dynamodb.meta.client." in code
        for entry_got, entry in zip(got["TransactItems"], params["TransactItems"], strict=True):
            ((action, body),) = entry.items()
            check(entry_got[action], body)
    else:
        assert "TableName" not in got
        check(got, params)


def _canon(value):
    """Sets compare as sets: the resource sends them in Python's set order."""
    if isinstance(value, dict):
        if len(value) == 1 and next(iter(value)) in ("SS", "NS", "BS"):
            ((t, v),) = value.items()
            return (t, sorted(bytes(x) if t == "BS" else str(x) for x in v))
        return {k: _canon(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_canon(v) for v in value]
    if isinstance(value, bytes) or type(value).__name__ == "Binary":
        return bytes(value)
    return value


@pytest.mark.parametrize("name, operation, params", ONE_CALL, ids=[r[0] for r in ONE_CALL])
def test_cli_command_carries_the_request_json(name, operation, params):
    code = emit("cli", operation, params)
    words = shlex.split(code)
    assert words[:3] == ["aws", "dynamodb", re.sub(r"(?<!^)(?=[A-Z])", "-", operation).lower()]
    assert words[-2] == "--cli-input-json"
    assert json.loads(words[-1]) == params
    has_binary = '"B"' in words[-1] or '"BS"' in words[-1]
    assert ("--cli-binary-format" in words) == has_binary
    # one line of shell: no comment line (zsh would run "#" as a command)
    assert code.startswith("aws dynamodb ")


def test_cli_quotes_single_quotes():
    code = emit("cli", *render(CASES["put_text_types"]))
    assert "'\"'\"'" in code  # shlex.quote's way of writing ' inside '...'
    assert "\\u2028" in code and "\\u0000" in code  # non-printables escaped in the JSON


def test_js_numbers():
    assert exact_js_number("1")
    assert exact_js_number("-7.25")
    assert exact_js_number("0.1")
    assert exact_js_number("1.5E-7")
    assert exact_js_number("9007199254740991")
    assert not exact_js_number("9007199254740993")
    assert not exact_js_number("9007199254740992")  # beyond MAX_SAFE_INTEGER: the DocumentClient refuses it
    assert not exact_js_number(BIG)
    assert not exact_js_number("0.30000000000000001")
    assert not exact_js_number("1E+125")
    code = emit("js_document", *render(CASES["put_every_type"]))
    assert "int: 42," in code and "tenth: 0.1," in code
    assert f'big: NumberValue.from("{BIG}")' in code
    # a set is typed by its first member: all NumberValue or none
    assert f'ns_big: new Set([\n      NumberValue.from("1"),\n      NumberValue.from("{BIG}"),\n    ]),' in code
    assert "ns: new Set([3, 1.5, -2])," in code
    assert "wrapNumbers: true" in code
    plain = emit("js_document", *render(get_recipe("like").state))
    assert "NumberValue" not in plain and "wrapNumbers" not in plain


def test_js_proto_key_is_a_property():
    params = {"TableName": "t", "Item": {"PK": {"S": "p"}, "__proto__": {"S": "x"}}}
    for fmt in ("js_client", "js_document"):
        assert '["__proto__"]: ' in emit(fmt, "PutItem", params)
    assert "attribute named __proto__" in emit("js_document", "PutItem", params)
    assert "__proto__" not in emit("js_document", *render(CASES["put_every_type"]))


def test_go_refuses_lone_surrogates():
    params = {"TableName": "t", "Item": {"PK": {"S": "p"}, "x": {"S": "\ud800"}}}
    with pytest.raises(ExprError, match="lone surrogate"):
        emit("go", "PutItem", params)
    for fmt in ("python_client", "js_client", "java", "cli"):
        assert emit(fmt, "PutItem", params)


def test_python_resource_imports_only_what_it_uses():
    like = emit("python_resource", *render(get_recipe("like").state))
    assert "from decimal import Decimal" in like and "Binary" not in like
    scan = emit("python_resource", *render(CASES["scan_plain"]))
    assert "Decimal" not in scan and "Binary" not in scan
    every = emit("python_resource", *render(CASES["put_every_type"]))
    assert "from boto3.dynamodb.types import Binary" in every
    assert 'Binary(b"\\x00\\xff\\x10 hi")' in every


@pytest.mark.parametrize("fmt", ["python_client", "python_resource"])
@pytest.mark.parametrize("name, operation, params", REQUESTS, ids=[r[0] for r in REQUESTS])
def test_python_compiles(fmt, name, operation, params):
    compile(emit(fmt, operation, params), f"<{fmt}>", "exec")


# ---------------------------------------------------------------------------
# Java and Go: structure (they cannot be built against the real SDKs here)
# ---------------------------------------------------------------------------
_LITERAL = {"java": re.compile(r'"(?:[^"\\\n]|\\.)*"'), "go": re.compile(r'"(?:[^"\\\n]|\\.)*"')}


def _strip(code: str, lang: str) -> tuple[str, list[str]]:
    """Code with string literals and // comments removed, and the literals."""
    literals = _LITERAL[lang].findall(code)
    no_strings = _LITERAL[lang].sub('""', code)
    return re.sub(r"//[^\n]*", "", no_strings), literals


def _balanced(code: str) -> bool:
    pairs = {")": "(", "]": "[", "}": "{"}
    stack = []
    for ch in code:
        if ch in "([{":
            stack.append(ch)
        elif ch in pairs and (not stack or stack.pop() != pairs[ch]):
            return False
    return not stack


def _strings_in(params) -> set[str]:
    """Every table name, expression, placeholder, attribute name and string value."""
    out: set[str] = set()

    def walk(value):
        if isinstance(value, str):
            out.add(value)
        elif isinstance(value, dict):
            for k, v in value.items():
                if k not in ("B", "BS"):
                    out.add(k)
                    walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    walk(params)
    # API names and type keys are code, not literals
    return {s for s in out if s not in PARAM_NAMES}


PARAM_NAMES = set(PARAM_KINDS) | {
    "S",
    "N",
    "B",
    "BOOL",
    "NULL",
    "L",
    "M",
    "SS",
    "NS",
    "BS",
    "Put",
    "Update",
    "Delete",
    "ConditionCheck",
    "Get",
}
ENUM_VALUES = {
    "NONE",
    "ALL_OLD",
    "UPDATED_OLD",
    "ALL_NEW",
    "UPDATED_NEW",
    "ALL_ATTRIBUTES",
    "ALL_PROJECTED_ATTRIBUTES",
    "SPECIFIC_ATTRIBUTES",
    "COUNT",
    "INDEXES",
    "TOTAL",
    "SIZE",
}


@pytest.mark.parametrize("lang, decode", [("java", decode_java), ("go", decode_go)])
@pytest.mark.parametrize("name, operation, params", ONE_CALL, ids=[r[0] for r in ONE_CALL])
def test_java_go_structure(lang, decode, name, operation, params):
    code = emit(lang, operation, params)
    bare, literals = _strip(code, lang)
    assert _balanced(bare), "unbalanced brackets outside string literals"
    # (binary values are byte strings in Go, not text: they are not compared)
    decoded = {decode(lit, "replace") if lang == "go" else decode(lit) for lit in literals}
    expected = _strings_in(params)
    if lang == "go":  # Go writes enums as constants (types.ReturnValueAllNew)
        expected -= ENUM_VALUES
    missing = expected - decoded
    assert not missing, f"not written as literals: {missing}"
    # every import is used
    if lang == "java":
        imports = re.findall(r"^import ([\w.]+);$", code, re.M)
        assert imports == sorted(imports)
        body = bare.split("\npublic class ", 1)[1]
        for imp in imports:
            assert re.search(rf"\b{imp.rsplit('.', 1)[1]}\b", body), f"unused import {imp}"
    else:
        block = re.search(r"^import \((.*?)^\)", code, re.M | re.S).group(1)
        paths = re.findall(r'"([^"]+)"', block)
        body = bare.split("\nfunc main", 1)[1]
        for path in paths:
            assert re.search(rf"\b{path.rsplit('/', 1)[-1]}\.", body), f"unused import {path}"
        # types is imported exactly when used (an unused import does not compile)
        assert ("types." in body) == any(p.endswith("/types") for p in paths)


def test_java_many_attributes_use_map_of_entries():
    code = emit("java", *render(CASES["put_many_attributes"]))
    assert "Map.ofEntries(" in code and "Map.entry(" in code  # Map.of stops at 10 pairs


def test_go_enums_are_the_sdk_constants():
    code = emit("go", *render(CASES["query_index_page"]))
    assert re.search(r"\n\t\tSelect: +types\.SelectCount,\n", code)
    assert re.search(r"\n\t\tReturnConsumedCapacity: +types\.ReturnConsumedCapacityIndexes,\n", code)
    code = emit("go", *render(CASES["update_everything"]))
    assert "ReturnValues: types.ReturnValueAllNew," in code


def test_go_binary_is_a_byte_string():
    code = emit("go", *render(CASES["put_every_type"]))
    assert '"bin":' in code and '&types.AttributeValueMemberB{Value: []byte("\\x00\\xff\\x10 hi")}' in code
    assert '&types.AttributeValueMemberBS{\n\t\t\t\tValue: [][]byte{[]byte("hi"), []byte("\\x00\\xff\\x10")},' in code


# ---------------------------------------------------------------------------
# Compilers, where this machine has them
# ---------------------------------------------------------------------------
# Java: javac (the JDK ships with this machine image) against stubs of the SDK
# 2.x classes the emitter uses, written from the SDK's API: one builder
# interface per request/action shape with exactly the setters the DynamoDB API
# gives that shape, and the overloads (varargs, Collection, Consumer) that could
# make a call ambiguous. This checks syntax, escaping, imports, types and
# which setter belongs to which shape; it is not the real SDK.
JAVA_SHAPES = {
    "GetItemRequest": [
        "TableName",
        "Key",
        "ProjectionExpression",
        "ExpressionAttributeNames",
        "ConsistentRead",
        "ReturnConsumedCapacity",
    ],
    "PutItemRequest": [
        "TableName",
        "Item",
        "ConditionExpression",
        "ExpressionAttributeNames",
        "ExpressionAttributeValues",
        "ReturnValues",
        "ReturnValuesOnConditionCheckFailure",
        "ReturnConsumedCapacity",
        "ReturnItemCollectionMetrics",
    ],
    "UpdateItemRequest": [
        "TableName",
        "Key",
        "UpdateExpression",
        "ConditionExpression",
        "ExpressionAttributeNames",
        "ExpressionAttributeValues",
        "ReturnValues",
        "ReturnValuesOnConditionCheckFailure",
        "ReturnConsumedCapacity",
        "ReturnItemCollectionMetrics",
    ],
    "DeleteItemRequest": [
        "TableName",
        "Key",
        "ConditionExpression",
        "ExpressionAttributeNames",
        "ExpressionAttributeValues",
        "ReturnValues",
        "ReturnValuesOnConditionCheckFailure",
        "ReturnConsumedCapacity",
        "ReturnItemCollectionMetrics",
    ],
    "QueryRequest": [
        "TableName",
        "IndexName",
        "KeyConditionExpression",
        "FilterExpression",
        "ProjectionExpression",
        "ExpressionAttributeNames",
        "ExpressionAttributeValues",
        "ConsistentRead",
        "Limit",
        "ScanIndexForward",
        "ExclusiveStartKey",
        "Select",
        "ReturnConsumedCapacity",
    ],
    "ScanRequest": [
        "TableName",
        "IndexName",
        "FilterExpression",
        "ProjectionExpression",
        "ExpressionAttributeNames",
        "ExpressionAttributeValues",
        "ConsistentRead",
        "Limit",
        "ExclusiveStartKey",
        "Select",
        "Segment",
        "TotalSegments",
        "ReturnConsumedCapacity",
    ],
    "TransactWriteItemsRequest": [
        "TransactItems:TransactWriteItem",
        "ClientRequestToken",
        "ReturnConsumedCapacity",
        "ReturnItemCollectionMetrics",
    ],
    "TransactGetItemsRequest": ["TransactItems:TransactGetItem", "ReturnConsumedCapacity"],
    "Put": [
        "TableName",
        "Item",
        "ConditionExpression",
        "ExpressionAttributeNames",
        "ExpressionAttributeValues",
        "ReturnValuesOnConditionCheckFailure",
    ],
    "Update": [
        "TableName",
        "Key",
        "UpdateExpression",
        "ConditionExpression",
        "ExpressionAttributeNames",
        "ExpressionAttributeValues",
        "ReturnValuesOnConditionCheckFailure",
    ],
    "Delete": [
        "TableName",
        "Key",
        "ConditionExpression",
        "ExpressionAttributeNames",
        "ExpressionAttributeValues",
        "ReturnValuesOnConditionCheckFailure",
    ],
    "ConditionCheck": [
        "TableName",
        "Key",
        "ConditionExpression",
        "ExpressionAttributeNames",
        "ExpressionAttributeValues",
        "ReturnValuesOnConditionCheckFailure",
    ],
    "Get": ["TableName", "Key", "ProjectionExpression", "ExpressionAttributeNames"],
    "TransactWriteItem": ["Put:action", "Update:action", "Delete:action", "ConditionCheck:action"],
    "TransactGetItem": ["Get:action"],
}


def _java_setter(spec: str) -> list[str]:
    name, _, extra = spec.partition(":")
    method = name[0].lower() + name[1:]
    if extra == "action":
        return [f"Builder {method}({name} v);", f"Builder {method}(Consumer<{name}.Builder> v);"]
    if name == "TransactItems":
        return [
            f"Builder {method}(Collection<{extra}> v);",
            f"Builder {method}({extra}... v);",
            f"Builder {method}(Consumer<{extra}.Builder>... v);",
        ]
    java_type = {
        ITEM: "Map<String, AttributeValue>",
        NAMES: "Map<String, String>",
        BOOL: "Boolean",
        INT: "Integer",
    }.get(PARAM_KINDS[name], "String")
    return [f"Builder {method}({java_type} v);"]


def java_stubs() -> dict[str, str]:
    model = "software/amazon/awssdk/services/dynamodb/model"
    head = "package software.amazon.awssdk.services.dynamodb.model;\nimport java.util.*;\nimport java.util.function.Consumer;\nimport software.amazon.awssdk.core.SdkBytes;\n"
    files = {
        "software/amazon/awssdk/core/SdkBytes.java": "package software.amazon.awssdk.core;\npublic final class SdkBytes { public static SdkBytes fromByteArray(byte[] b) { return null; } }\n",
        f"{model}/AttributeValue.java": head
        + """public final class AttributeValue {
    public static Builder builder() { return null; }
    public interface Builder {
        Builder s(String v); Builder n(String v); Builder b(SdkBytes v); Builder bool(Boolean v); Builder nul(Boolean v);
        Builder ss(Collection<String> v); Builder ss(String... v);
        Builder ns(Collection<String> v); Builder ns(String... v);
        Builder bs(Collection<SdkBytes> v); Builder bs(SdkBytes... v);
        Builder m(Map<String, AttributeValue> v);
        Builder l(Collection<AttributeValue> v); Builder l(AttributeValue... v); Builder l(Consumer<Builder>... v);
        AttributeValue build();
    }
}
""",
    }
    for shape, setters in JAVA_SHAPES.items():
        body = "\n        ".join(line for spec in setters for line in _java_setter(spec))
        files[f"{model}/{shape}.java"] = head + (
            f"public final class {shape} {{\n    public static Builder builder() {{ return null; }}\n"
            f"    public interface Builder {{\n        {body}\n        {shape} build();\n    }}\n}}\n"
        )
    # the batches' shapes, with the SDK 2.x signatures the generated code relies on
    batch_shapes = {
        "WriteRequest": "Builder putRequest(PutRequest v); Builder deleteRequest(DeleteRequest v);",
        "PutRequest": "Builder item(Map<String, AttributeValue> v);",
        "DeleteRequest": "Builder key(Map<String, AttributeValue> v);",
        "KeysAndAttributes": "Builder keys(Collection<? extends Map<String, AttributeValue>> v); "
        "Builder projectionExpression(String v); Builder expressionAttributeNames(Map<String, String> v); "
        "Builder consistentRead(Boolean v);",
        "BatchWriteItemRequest": "Builder requestItems(Map<String, ? extends Collection<WriteRequest>> v); "
        "Builder returnConsumedCapacity(String v); Builder returnItemCollectionMetrics(String v);",
        "BatchGetItemRequest": "Builder requestItems(Map<String, KeysAndAttributes> v); "
        "Builder returnConsumedCapacity(String v);",
    }
    for shape, body in batch_shapes.items():
        files[f"{model}/{shape}.java"] = head + (
            f"public final class {shape} {{\n    public static Builder builder() {{ return null; }}\n"
            f"    public interface Builder {{\n        {body}\n        {shape} build();\n    }}\n}}\n"
        )
    responses = {
        "BatchWriteItem": "public Map<String, List<WriteRequest>> unprocessedItems() { return null; }",
        "BatchGetItem": "public Map<String, KeysAndAttributes> unprocessedKeys() { return null; }",
    }
    methods = []
    for op in OPERATIONS:
        files[f"{model}/{op}Response.java"] = head + f"public final class {op}Response {{ {responses.get(op, '')} }}\n"
        methods.append(f"{op}Response {op[0].lower() + op[1:]}({op}Request r);")
    files["software/amazon/awssdk/services/dynamodb/DynamoDbClient.java"] = (
        "package software.amazon.awssdk.services.dynamodb;\nimport software.amazon.awssdk.services.dynamodb.model.*;\n"
        "public interface DynamoDbClient extends AutoCloseable {\n    static DynamoDbClient create() { return null; }\n    "
        + "\n    ".join(methods)
        + "\n    @Override void close();\n}\n"
    )
    return files


def test_java_compiles_against_sdk_stubs(tmp_path):
    javac = shutil.which("javac")
    if javac is None:
        missing_component("javac not found (a JDK is needed to compile the generated Java)")
    sources = []
    for rel, text in java_stubs().items():
        path = tmp_path / "src" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        sources.append(str(path))
    for i, (_name, operation, params) in enumerate(REQUESTS):  # the batches' retry loops too
        code = emit("java", operation, params)
        cls = re.search(r"^public class (\w+) \{$", code, re.M).group(1)
        assert f"// Save as {cls}.java" in code
        path = tmp_path / "src" / f"case{i}" / f"{cls}.java"
        path.parent.mkdir(parents=True)
        path.write_text(f"package case{i};\n" + code, encoding="ascii")
        sources.append(str(path))
    proc = subprocess.run(
        [javac, "-nowarn", "-d", str(tmp_path / "classes"), *sources], capture_output=True, text=True, timeout=300
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


# Go: Debian's golang-go and golang-github-aws-aws-sdk-go-v2-dev (the SDK as of
# late 2022), when installed, build every generated program in GOPATH mode.
# That SDK predates ReturnValuesOnConditionCheckFailure on PutItem, UpdateItem
# and DeleteItem (added mid-2023; it was already on transaction actions), so
# that field is left out of the single-item requests compiled here. Programs are
# compiled as libraries (package renamed, main exported) to skip linking.
GO_SDK_GOPATH = Path("/usr/share/gocode")


def _go_tools():
    go, gofmt = shutil.which("go"), shutil.which("gofmt")
    if go is None or gofmt is None:
        missing_component("go not found (Debian: apt-get install golang-go golang-github-aws-aws-sdk-go-v2-dev)")
    return go, gofmt


def test_go_is_gofmt_clean(tmp_path):
    _, gofmt = _go_tools()
    for i, (_name, operation, params) in enumerate(REQUESTS):  # the batches' retry loops too
        (tmp_path / f"case{i}.go").write_text(emit("go", operation, params), encoding="utf-8")
    proc = subprocess.run([gofmt, "-l", "-e", str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and proc.stdout == "", proc.stdout + proc.stderr


def test_go_compiles_against_debian_sdk(tmp_path):
    go, _ = _go_tools()
    if not (GO_SDK_GOPATH / "src/github.com/aws/aws-sdk-go-v2/service/dynamodb/api_client.go").exists():
        missing_component("Debian's golang-github-aws-aws-sdk-go-v2-dev is not installed")
    for i, (_name, operation, params) in enumerate(REQUESTS):  # the batches' retry loops too
        if operation not in ("TransactWriteItems", "TransactGetItems"):
            params = {k: v for k, v in params.items() if k != "ReturnValuesOnConditionCheckFailure"}
        code = emit("go", operation, params)
        assert code.startswith("package main\n") and "\nfunc main() {\n" in code
        code = code.replace("package main\n", f"package case{i}\n", 1).replace("\nfunc main() {\n", "\nfunc Main() {\n")
        (tmp_path / f"case{i}").mkdir()
        (tmp_path / f"case{i}" / "main.go").write_text(code, encoding="utf-8")
    env = {**os.environ, "GO111MODULE": "off", "GOPATH": str(GO_SDK_GOPATH), "GOFLAGS": ""}
    proc = subprocess.run([go, "build", "./..."], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_javascript_parses(tmp_path):
    """node --check on every program (the integration tests run most of them)."""
    from tests.conftest import missing_component

    node = shutil.which("node")
    if node is None:
        missing_component("node not found: the JavaScript emitters' tests need Node.js")
    for _i, (name, operation, params) in enumerate(REQUESTS):
        for fmt in ("js_client", "js_document"):
            path = tmp_path / f"{name}-{fmt}.mjs"
            path.write_text(emit(fmt, operation, params), encoding="utf-8")
            proc = subprocess.run([node, "--check", str(path)], capture_output=True, text=True, timeout=60)
            assert proc.returncode == 0, f"{path.name}: {proc.stderr}"


@pytest.mark.parametrize("case", ["batch_write", "batch_get"])
def test_batch_request_items(case):
    """The batches' programs hold the request's RequestItems (boto3's client:
    DynamoDB JSON; the resource: plain values that serialize to it), its
    options in the call, and the retry loop on what is left unprocessed."""
    from decimal import Decimal

    from boto3.dynamodb.types import TypeSerializer

    operation, params = render(CASES[case])
    left = "UnprocessedItems" if operation == "BatchWriteItem" else "UnprocessedKeys"
    for fmt in ("python_client", "python_resource"):
        code = emit(fmt, operation, params)
        tree = ast.parse(code)
        (assign,) = [n for n in tree.body if isinstance(n, ast.Assign) and n.targets[0].id == "request_items"]
        got = eval(compile(ast.Expression(assign.value), "<emit>", "eval"), {"__builtins__": {}, "Decimal": Decimal})
        if fmt == "python_resource":
            s = TypeSerializer()
            got = {
                t: [
                    {r: {f: {k: s.serialize(v) for k, v in a.items()} for f, a in b.items()} for r, b in e.items()}
                    for e in body
                ]
                if isinstance(body, list)
                else {**body, "Keys": [{k: s.serialize(v) for k, v in key.items()} for key in body["Keys"]]}
                for t, body in got.items()
            }
        assert got == params["RequestItems"], fmt
        options = {k: v for k, v in params.items() if k != "RequestItems"}
        assert all(f"{k}={v!r}".replace("'", '"') in code for k, v in options.items()), fmt
        assert f'request_items = response.get("{left}")' in code and "time.sleep(" in code, fmt
    for fmt in ("cli", "js_client", "js_document"):
        code = emit(fmt, operation, params)
        assert left in code and ("sleep" in code or "setTimeout" in code), fmt
    go = emit("go", operation, params)
    assert f"input.RequestItems = out.{left}" in go and "time.Sleep(time.Duration(50<<attempt)" in go
    java = emit("java", operation, params)
    getter = left[0].lower() + left[1:]
    assert f"requestItems = response.{getter}();" in java and "Thread.sleep(50L << attempt);" in java
    for fmt in ("partiql", "pynamodb", "toolbox", "electrodb"):
        code = emit(fmt, operation, params)
        assert f"cannot say what this {operation} says" in code, fmt
        assert "the SDK tabs" in " ".join(code.replace("#", " ").replace("//", " ").split()), fmt
