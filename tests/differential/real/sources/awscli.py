"""The AWS CLI's DynamoDB examples (``aws dynamodb ...`` with their JSON files).

Source: aws/aws-cli, branch develop, commit 07c4fe3, ``awscli/examples/dynamodb/``.
Requests are the CLI's parameters as the JSON API takes them, the ``file://``
contents as printed beside each example. Tables: MusicCollection (Artist S,
SongTitle S), ProductCatalog (Id N).
"""

from __future__ import annotations

from ._build import case, item, table, values

SOURCE = "aws-cli-examples"
REPO = "aws/aws-cli@07c4fe3 awscli/examples/dynamodb/"

MUSIC = table(("Artist", "S"), ("SongTitle", "S"))
PRODUCT = table(("Id", "N"))

SONGS = [
    item(Artist="Acme Band", SongTitle="Happy Day", AlbumTitle="Songs About Life", Awards=10),
    item(Artist="Acme Band", SongTitle="PartiQL Rocks", AlbumTitle="Another Album Title", Awards=8),
    item(Artist="No One You Know", SongTitle="Call Me Today", AlbumTitle="Somewhat Famous"),
    item(Artist="No One You Know", SongTitle="Scared of My Shadow", AlbumTitle="Blue Sky Blues"),
    item(Artist="No One You Know", SongTitle="My Dog Spot", AlbumTitle="Greatest Hits", Rating=4),
]
PRODUCTS = [
    item(Id=102, Title="Book 102 Title", ProductCategory="Book", Price=20),
    item(Id=456, ProductCategory="Sporting Goods", Price=550),
]


def _cite(path_line: str) -> str:
    return REPO + path_line


SONG_UPDATE = {
    "Update": {
        "Key": item(Artist="Acme Band", SongTitle="Happy Day"),
        "UpdateExpression": "SET AlbumTitle = :newval",
        "ExpressionAttributeValues": values({":newval": "Updated Album Title"}),
        "TableName": "MusicCollection",
        "ConditionExpression": "attribute_not_exists(Rating)",
    }
}
SONG_DELETE = {
    "Delete": {
        "Key": item(Artist="No One You Know", SongTitle="Call Me Today"),
        "TableName": "MusicCollection",
        "ConditionExpression": "attribute_not_exists(Rating)",
    }
}

CASES = [
    case(
        _cite("update-item.rst:5"),
        "UpdateItem",
        {
            "TableName": "MusicCollection",
            "Key": item(Artist="Acme Band", SongTitle="Happy Day"),
            "UpdateExpression": "SET #Y = :y, #AT = :t",
            "ExpressionAttributeNames": {"#Y": "Year", "#AT": "AlbumTitle"},
            "ExpressionAttributeValues": values({":y": 2015, ":t": "Louder Than Ever"}),
            "ReturnValues": "ALL_NEW",
            "ReturnConsumedCapacity": "TOTAL",
            "ReturnItemCollectionMetrics": "SIZE",
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("update-item.rst:78"),
        "UpdateItem",
        {
            "TableName": "MusicCollection",
            "Key": item(Artist="Acme Band", SongTitle="Happy Day"),
            "UpdateExpression": "SET #Y = :y, #AT = :t",
            "ExpressionAttributeNames": {"#Y": "Year", "#AT": "AlbumTitle"},
            "ExpressionAttributeValues": values({":y": 2015, ":t": "Louder Than Ever"}),
            "ConditionExpression": "attribute_not_exists(#Y)",
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("update-item.rst:78"),
        "UpdateItem",
        {
            "TableName": "MusicCollection",
            "Key": item(Artist="Acme Band", SongTitle="Happy Day"),
            "UpdateExpression": "SET #Y = :y, #AT = :t",
            "ExpressionAttributeNames": {"#Y": "Year", "#AT": "AlbumTitle"},
            "ExpressionAttributeValues": values({":y": 2015, ":t": "Louder Than Ever"}),
            "ConditionExpression": "attribute_not_exists(#Y)",
        },
        MUSIC,
        [item(Artist="Acme Band", SongTitle="Happy Day", AlbumTitle="Songs About Life", Year=2014)],
        "the item already has a Year: the example's ConditionalCheckFailedException",
    ),
    case(
        _cite("query.rst:5"),
        "Query",
        {
            "TableName": "MusicCollection",
            "ProjectionExpression": "SongTitle",
            "KeyConditionExpression": "Artist = :v1",
            "ExpressionAttributeValues": values({":v1": "No One You Know"}),
            "ReturnConsumedCapacity": "TOTAL",
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("query.rst:45"),
        "Query",
        {
            "TableName": "MusicCollection",
            "ProjectionExpression": "SongTitle",
            "KeyConditionExpression": "Artist = :v1",
            "ExpressionAttributeValues": values({":v1": "No One You Know"}),
            "ConsistentRead": True,
            "ScanIndexForward": False,
            "ReturnConsumedCapacity": "TOTAL",
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("query.rst:89"),
        "Query",
        {
            "TableName": "MusicCollection",
            "KeyConditionExpression": "#n1 = :v1",
            "FilterExpression": "NOT (#n2 IN (:v2, :v3))",
            "ExpressionAttributeNames": {"#n1": "Artist", "#n2": "AlbumTitle"},
            "ExpressionAttributeValues": values(
                {":v1": "No One You Know", ":v2": "Blue Sky Blues", ":v3": "Greatest Hits"}
            ),
            "ReturnConsumedCapacity": "TOTAL",
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("query.rst:142"),
        "Query",
        {
            "TableName": "MusicCollection",
            "Select": "COUNT",
            "KeyConditionExpression": "Artist = :v1",
            "ExpressionAttributeValues": values({":v1": "No One You Know"}),
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("scan.rst:5"),
        "Scan",
        {
            "TableName": "MusicCollection",
            "FilterExpression": "Artist = :a",
            "ProjectionExpression": "#ST, #AT",
            "ExpressionAttributeNames": {"#ST": "SongTitle", "#AT": "AlbumTitle"},
            "ExpressionAttributeValues": values({":a": "No One You Know"}),
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("get-item.rst:5"),
        "GetItem",
        {
            "TableName": "MusicCollection",
            "Key": item(Artist="Acme Band", SongTitle="Happy Day"),
            "ReturnConsumedCapacity": "TOTAL",
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("get-item.rst:43"),
        "GetItem",
        {
            "TableName": "MusicCollection",
            "Key": item(Artist="Acme Band", SongTitle="Happy Day"),
            "ConsistentRead": True,
            "ReturnConsumedCapacity": "TOTAL",
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("get-item.rst:82"),
        "GetItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=102),
            "ProjectionExpression": "#T, #C, #P",
            "ExpressionAttributeNames": {"#T": "Title", "#C": "ProductCategory", "#P": "Price"},
        },
        PRODUCT,
        PRODUCTS,
    ),
    case(
        _cite("put-item.rst:5"),
        "PutItem",
        {
            "TableName": "MusicCollection",
            "Item": item(Artist="No One You Know", SongTitle="Call Me Today", AlbumTitle="Greatest Hits"),
            "ReturnConsumedCapacity": "TOTAL",
            "ReturnItemCollectionMetrics": "SIZE",
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("put-item.rst:45"),
        "PutItem",
        {
            "TableName": "MusicCollection",
            "Item": item(Artist="No One You Know", SongTitle="Call Me Today", AlbumTitle="Somewhat Famous"),
            "ConditionExpression": "#A = :A",
            "ExpressionAttributeNames": {"#A": "AlbumTitle"},
            "ExpressionAttributeValues": values({":A": "Greatest Hits"}),
            "ReturnValues": "ALL_OLD",
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("put-item.rst:45"),
        "PutItem",
        {
            "TableName": "MusicCollection",
            "Item": item(Artist="No One You Know", SongTitle="Call Me Today", AlbumTitle="Somewhat Famous"),
            "ConditionExpression": "#A = :A",
            "ExpressionAttributeNames": {"#A": "AlbumTitle"},
            "ExpressionAttributeValues": values({":A": "Greatest Hits"}),
            "ReturnValues": "ALL_OLD",
        },
        MUSIC,
        [item(Artist="No One You Know", SongTitle="Call Me Today", AlbumTitle="Greatest Hits")],
        "the stored AlbumTitle is the one the condition asks for",
    ),
    case(
        _cite("delete-item.rst:5"),
        "DeleteItem",
        {
            "TableName": "MusicCollection",
            "Key": item(Artist="No One You Know", SongTitle="Scared of My Shadow"),
            "ReturnValues": "ALL_OLD",
            "ReturnConsumedCapacity": "TOTAL",
            "ReturnItemCollectionMetrics": "SIZE",
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("delete-item.rst:56"),
        "DeleteItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=456),
            "ConditionExpression": "(ProductCategory IN (:cat1, :cat2)) and (#P between :lo and :hi)",
            "ExpressionAttributeNames": {"#P": "Price"},
            "ExpressionAttributeValues": values(
                {":cat1": "Sporting Goods", ":cat2": "Gardening Supplies", ":lo": 500, ":hi": 600}
            ),
            "ReturnValues": "ALL_OLD",
        },
        PRODUCT,
        PRODUCTS,
    ),
    case(
        _cite("transact-write-items.rst:5"),
        "TransactWriteItems",
        {
            "TransactItems": [SONG_UPDATE, SONG_DELETE],
            "ReturnConsumedCapacity": "TOTAL",
            "ReturnItemCollectionMetrics": "SIZE",
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("transact-write-items.rst:83"),
        "TransactWriteItems",
        {"TransactItems": [SONG_UPDATE, SONG_DELETE], "ClientRequestToken": "abc123"},
        MUSIC,
        [s for s in SONGS if s["SongTitle"]["S"] != "Happy Day"]
        + [item(Artist="Acme Band", SongTitle="Happy Day", Rating=5)],
        "Happy Day has a Rating: the transaction is cancelled",
    ),
    case(
        _cite("transact-get-items.rst:5"),
        "TransactGetItems",
        {
            "TransactItems": [
                {"Get": {"Key": item(Artist="Acme Band", SongTitle="Happy Day"), "TableName": "MusicCollection"}},
                {
                    "Get": {
                        "Key": item(Artist="No One You Know", SongTitle="Call Me Today"),
                        "TableName": "MusicCollection",
                    }
                },
            ],
            "ReturnConsumedCapacity": "TOTAL",
        },
        MUSIC,
        SONGS,
    ),
]
