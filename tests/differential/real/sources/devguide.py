"""The Amazon DynamoDB Developer Guide's examples (AWS CLI and SDK requests).

Source: awsdocs/amazon-dynamodb-developer-guide, branch main, commit bfe8e5e
(the guide's public markdown, ``doc_source/``). The sample items follow the
guide's own descriptions (``Expressions.Attributes.md`` for ProductCatalog 123,
``Expressions.UpdateExpressions.md`` for 789); the CLI's ``file://`` arguments
are the contents the guide prints. Tables: ProductCatalog (Id N), Thread
(ForumName S, Subject S), Reply (Id S, ReplyDateTime S), Music (Artist S,
SongTitle S), Movies (year N, title S).
"""

from __future__ import annotations

from decimal import Decimal

from ._build import case, item, table, values

SOURCE = "aws-developer-guide"
REPO = "awsdocs/amazon-dynamodb-developer-guide@bfe8e5e doc_source/"

PRODUCT = table(("Id", "N"))
THREAD = table(("ForumName", "S"), ("Subject", "S"))
REPLY = table(("Id", "S"), ("ReplyDateTime", "S"))
MUSIC = table(("Artist", "S"), ("SongTitle", "S"))
MOVIES = table(("year", "N"), ("title", "S"))

P123 = item(
    Id=123,
    Title="Bicycle 123",
    Description="123 description",
    BicycleType="Hybrid",
    Brand="Brand-Company C",
    Price=500,
    Color={"Red", "Black"},
    ProductCategory="Bicycle",
    InStock=True,
    QuantityOnHand=None,
    RelatedItems=[341, 472, 649],
    Pictures={
        "FrontView": "http://example.com/products/123_front.jpg",
        "RearView": "http://example.com/products/123_rear.jpg",
        "SideView": "http://example.com/products/123_left_side.jpg",
    },
    ProductReviews={
        "FiveStar": ["Excellent! Can't recommend it highly enough! Buy it!", "Do yourself a favor and buy this."],
        "OneStar": ["Terrible product! Do not buy this."],
    },
    Comment="This product sells out quickly during the summer",
)
P123["Safety.Warning"] = {"S": "Always wear a helmet"}
P456 = item(Id=456, ProductCategory="Sporting Goods", Price=650)
P456_REVIEWED = item(
    Id=456,
    ProductCategory="Sporting Goods",
    Price=650,
    Color={"Red", "Green"},
    Pictures={"FrontView": "http://example.com/products/456_front.jpg"},
    ProductReviews={"OneStar": ["Broke on day one."]},
    VideoClip=b"\x00" * 70,
)
P789 = item(Id=789, ProductCategory="Home Improvement", Price=52, InStock=True, Brand="Acme")
P789_LIST = item(
    Id=789,
    ProductCategory="Hardware",
    Price=60,
    RelatedItems=["Chisel", "Hammer", "Nails", "Screwdriver", "Hacksaw"],
    ProductReviews={"FiveStar": ["Best product ever!"]},
    Color={"Orange", "Purple", "Yellow", "Green", "Blue"},
)
P1 = item(Id=1, Description="Product 1", Price=10, RelatedItems=[2, 3])
P601 = item(Id=601, Price=100)
CATALOG = [P123, P456, P789, P1, P601]

THREADS = [
    item(ForumName="Amazon DynamoDB", Subject="DynamoDB Thread 1", Views=5, Replies=2, LastPostedBy="User A"),
    item(ForumName="Amazon DynamoDB", Subject="DynamoDB Thread 2", Views=1, Replies=0, LastPostedBy="User B"),
    item(ForumName="Amazon DynamoDB", Subject="New discussion thread", Views=0),
    item(ForumName="Amazon S3", Subject="S3 Thread 1", Views=9, LastPostedBy="User A"),
]
REPLIES = [
    item(Id="Amazon DynamoDB#DynamoDB Thread 1", ReplyDateTime="2015-09-15T19:58:22.947Z", PostedBy="User A"),
    item(Id="Amazon DynamoDB#DynamoDB Thread 1", ReplyDateTime="2015-09-22T19:58:22.947Z", PostedBy="User B"),
    item(Id="Amazon DynamoDB#DynamoDB Thread 1", ReplyDateTime="2015-10-01T19:58:22.947Z", PostedBy="User A"),
    item(Id="Amazon DynamoDB#DynamoDB Thread 2", ReplyDateTime="2015-09-29T19:58:22.947Z", PostedBy="User A"),
]
SONGS = [
    item(Artist="No One You Know", SongTitle="Call Me Today", AlbumTitle="Somewhat Famous", Price=Decimal("1.98")),
    item(Artist="No One You Know", SongTitle="My Dog Spot", AlbumTitle="Hey Now", Price=Decimal("1.98"), Plays=3),
    item(Artist="Acme Band", SongTitle="Happy Day", AlbumTitle="Songs About Life", Awards=10),
    item(Artist="The Acme Band", SongTitle="Still in Love", AlbumTitle="The Buck Starts Here", Price=Decimal("2.47")),
]
MOVIE = item(
    year=2015,
    title="The Big New Movie",
    info={"plot": "Nothing happens at all.", "rating": 0, "actors": ["Larry", "Moe", "Curly"]},
)
MOVIES_1992 = [
    item(year=1992, title="A Few Good Men", info={"genres": ["Crime", "Drama"], "actors": ["Tom Cruise"], "rating": 7}),
    item(year=1992, title="Juice", info={"genres": ["Drama"], "actors": ["Omar Epps"], "rating": 6}),
    item(year=1992, title="Reservoir Dogs", info={"genres": ["Crime"], "actors": ["Harvey Keitel"]}),
    MOVIE,
]


def _cite(path_line: str) -> str:
    return REPO + path_line


CASES = [
    # --- Expressions.ConditionExpressions.md
    case(
        _cite("Expressions.ConditionExpressions.md:37"),
        "PutItem",
        {
            "TableName": "ProductCatalog",
            "Item": item(Id=456, ProductCategory="Sporting Goods", Price=650),
            "ConditionExpression": "attribute_not_exists(Id)",
        },
        PRODUCT,
        CATALOG,
        "the item exists: DynamoDB refuses the put",
    ),
    case(
        _cite("Expressions.ConditionExpressions.md:37"),
        "PutItem",
        {
            "TableName": "ProductCatalog",
            "Item": item(Id=456, ProductCategory="Sporting Goods", Price=650),
            "ConditionExpression": "attribute_not_exists(Id)",
        },
        PRODUCT,
        [P123],
        "no item 456 yet",
    ),
    case(
        _cite("Expressions.ConditionExpressions.md:75"),
        "DeleteItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=456),
            "ConditionExpression": "(ProductCategory IN (:cat1, :cat2)) and (Price between :lo and :hi)",
            "ExpressionAttributeValues": values(
                {":cat1": "Sporting Goods", ":cat2": "Gardening Supplies", ":lo": 500, ":hi": 600}
            ),
        },
        PRODUCT,
        CATALOG,
    ),
    case(
        _cite("Expressions.ConditionExpressions.md:75"),
        "DeleteItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=456),
            "ConditionExpression": "(ProductCategory IN (:cat1, :cat2)) and (Price between :lo and :hi)",
            "ExpressionAttributeValues": values(
                {":cat1": "Sporting Goods", ":cat2": "Gardening Supplies", ":lo": 500, ":hi": 700}
            ),
        },
        PRODUCT,
        CATALOG,
        ":hi raised to 700 so that the condition holds",
    ),
    case(
        _cite("Expressions.ConditionExpressions.md:119"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=456),
            "UpdateExpression": "SET Price = Price - :discount",
            "ConditionExpression": "Price > :limit",
            "ExpressionAttributeValues": values({":discount": 75, ":limit": 500}),
        },
        PRODUCT,
        CATALOG,
    ),
    case(
        _cite("Expressions.ConditionExpressions.md:153"),
        "DeleteItem",
        {"TableName": "ProductCatalog", "Key": item(Id=456), "ConditionExpression": "attribute_not_exists(Price)"},
        PRODUCT,
        CATALOG,
    ),
    case(
        _cite("Expressions.ConditionExpressions.md:162"),
        "DeleteItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=456),
            "ConditionExpression": "attribute_exists(ProductReviews.OneStar)",
        },
        PRODUCT,
        [P456_REVIEWED],
    ),
    case(
        _cite("Expressions.ConditionExpressions.md:175"),
        "DeleteItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=456),
            "ConditionExpression": "attribute_type(Color, :v_sub)",
            "ExpressionAttributeValues": values({":v_sub": "SS"}),
        },
        PRODUCT,
        [P456_REVIEWED],
    ),
    case(
        _cite("Expressions.ConditionExpressions.md:197"),
        "DeleteItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=456),
            "ConditionExpression": "begins_with(Pictures.FrontView, :v_sub)",
            "ExpressionAttributeValues": values({":v_sub": "http://"}),
        },
        PRODUCT,
        [P456_REVIEWED],
    ),
    case(
        _cite("Expressions.ConditionExpressions.md:219"),
        "DeleteItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=456),
            "ConditionExpression": "contains(Color, :v_sub)",
            "ExpressionAttributeValues": values({":v_sub": "Red"}),
        },
        PRODUCT,
        [P456_REVIEWED],
    ),
    case(
        _cite("Expressions.ConditionExpressions.md:241"),
        "DeleteItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=456),
            "ConditionExpression": "size(VideoClip) > :v_sub",
            "ExpressionAttributeValues": values({":v_sub": 64000}),
        },
        PRODUCT,
        [P456_REVIEWED],
    ),
    # --- Expressions.ExpressionAttributeNames.md
    case(
        _cite("Expressions.ExpressionAttributeNames.md:23"),
        "GetItem",
        {"TableName": "ProductCatalog", "Key": item(Id=123), "ProjectionExpression": "Comment"},
        PRODUCT,
        CATALOG,
        "the guide's example of a request refused: COMMENT is reserved",
    ),
    case(
        _cite("Expressions.ExpressionAttributeNames.md:32"),
        "GetItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=123),
            "ProjectionExpression": "#c",
            "ExpressionAttributeNames": {"#c": "Comment"},
        },
        PRODUCT,
        CATALOG,
    ),
    case(
        _cite("Expressions.ExpressionAttributeNames.md:49"),
        "GetItem",
        {"TableName": "ProductCatalog", "Key": item(Id=123), "ProjectionExpression": "Safety.Warning"},
        PRODUCT,
        CATALOG,
        "the guide says: an empty result",
    ),
    case(
        _cite("Expressions.ExpressionAttributeNames.md:58"),
        "GetItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=123),
            "ProjectionExpression": "#sw",
            "ExpressionAttributeNames": {"#sw": "Safety.Warning"},
        },
        PRODUCT,
        CATALOG,
    ),
    case(
        _cite("Expressions.ExpressionAttributeNames.md:72"),
        "GetItem",
        {"TableName": "ProductCatalog", "Key": item(Id=123), "ProjectionExpression": "ProductReviews.OneStar"},
        PRODUCT,
        CATALOG,
    ),
    case(
        _cite("Expressions.ExpressionAttributeNames.md:83"),
        "GetItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=123),
            "ProjectionExpression": "#pr1star",
            "ExpressionAttributeNames": {"#pr1star": "ProductReviews.OneStar"},
        },
        PRODUCT,
        CATALOG,
    ),
    case(
        _cite("Expressions.ExpressionAttributeNames.md:99"),
        "GetItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=123),
            "ProjectionExpression": "#pr.#1star",
            "ExpressionAttributeNames": {"#pr": "ProductReviews", "#1star": "OneStar"},
        },
        PRODUCT,
        CATALOG,
    ),
    case(
        _cite("Expressions.ExpressionAttributeNames.md:113"),
        "GetItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=123),
            "ProjectionExpression": "ProductReviews.FiveStar, ProductReviews.ThreeStar, ProductReviews.OneStar",
        },
        PRODUCT,
        CATALOG,
    ),
    case(
        _cite("Expressions.ExpressionAttributeNames.md:123"),
        "GetItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=123),
            "ProjectionExpression": "#pr.FiveStar, #pr.ThreeStar, #pr.OneStar",
            "ExpressionAttributeNames": {"#pr": "ProductReviews"},
        },
        PRODUCT,
        CATALOG,
    ),
    # --- Expressions.ProjectionExpressions.md, Expressions.ExpressionAttributeValues.md
    case(
        _cite("Expressions.ProjectionExpressions.md:23"),
        "GetItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=123),
            "ProjectionExpression": "Description, RelatedItems[0], ProductReviews.FiveStar",
        },
        PRODUCT,
        CATALOG,
    ),
    case(
        _cite("Expressions.ExpressionAttributeValues.md:8"),
        "Scan",
        {
            "TableName": "ProductCatalog",
            "FilterExpression": "contains(Color, :c) and Price <= :p",
            "ExpressionAttributeValues": values({":c": "Black", ":p": 500}),
        },
        PRODUCT,
        CATALOG,
    ),
    # --- Expressions.UpdateExpressions.md (the walkthrough on item 789)
    case(
        _cite("Expressions.UpdateExpressions.md:87"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=789),
            "UpdateExpression": "SET ProductCategory = :c, Price = :p",
            "ExpressionAttributeValues": values({":c": "Hardware", ":p": 60}),
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [P789],
    ),
    case(
        _cite("Expressions.UpdateExpressions.md:112"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=789),
            "UpdateExpression": "SET RelatedItems = :ri, ProductReviews = :pr",
            "ExpressionAttributeValues": values(
                {
                    ":ri": ["Hammer"],
                    ":pr": {"FiveStar": ["Best product ever!"]},
                }
            ),
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [P789],
    ),
    case(
        _cite("Expressions.UpdateExpressions.md:146"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=789),
            "UpdateExpression": "SET RelatedItems[1] = :ri",
            "ExpressionAttributeValues": values({":ri": "Nails"}),
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [item(Id=789, RelatedItems=["Hammer"], ProductReviews={"FiveStar": ["Best product ever!"]})],
    ),
    case(
        _cite("Expressions.UpdateExpressions.md:171"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=789),
            "UpdateExpression": "SET #pr.#5star[1] = :r5, #pr.#3star = :r3",
            "ExpressionAttributeNames": {"#pr": "ProductReviews", "#5star": "FiveStar", "#3star": "ThreeStar"},
            "ExpressionAttributeValues": values(
                {":r5": "Very happy with my purchase", ":r3": ["Just OK - not that great"]}
            ),
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [item(Id=789, RelatedItems=["Hammer", "Nails"], ProductReviews={"FiveStar": ["Best product ever!"]})],
    ),
    case(
        _cite("Expressions.UpdateExpressions.md:209"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=789),
            "UpdateExpression": "SET Price = Price - :p",
            "ExpressionAttributeValues": values({":p": 15}),
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [P789_LIST],
    ),
    case(
        _cite("Expressions.UpdateExpressions.md:229"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=789),
            "UpdateExpression": "SET #ri = list_append(#ri, :vals)",
            "ExpressionAttributeNames": {"#ri": "RelatedItems"},
            "ExpressionAttributeValues": values({":vals": ["Screwdriver", "Hacksaw"]}),
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [item(Id=789, RelatedItems=["Hammer", "Nails"])],
    ),
    case(
        _cite("Expressions.UpdateExpressions.md:252"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=789),
            "UpdateExpression": "SET #ri = list_append(:vals, #ri)",
            "ExpressionAttributeNames": {"#ri": "RelatedItems"},
            "ExpressionAttributeValues": values({":vals": ["Chisel"]}),
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [item(Id=789, RelatedItems=["Hammer", "Nails", "Screwdriver", "Hacksaw"])],
    ),
    case(
        _cite("Expressions.UpdateExpressions.md:273"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=789),
            "UpdateExpression": "SET Price = if_not_exists(Price, :p)",
            "ExpressionAttributeValues": values({":p": 100}),
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [P789_LIST],
    ),
    case(
        _cite("Expressions.UpdateExpressions.md:296"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=789),
            "UpdateExpression": "REMOVE Brand, InStock, QuantityOnHand",
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [P789],
    ),
    case(
        _cite("Expressions.UpdateExpressions.md:317"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=789),
            "UpdateExpression": "REMOVE RelatedItems[1], RelatedItems[2]",
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [P789_LIST],
    ),
    case(
        _cite("Expressions.UpdateExpressions.md:358"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=789),
            "UpdateExpression": "ADD QuantityOnHand :q",
            "ExpressionAttributeValues": values({":q": 5}),
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [P789],
    ),
    case(
        _cite("Expressions.UpdateExpressions.md:373"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=789),
            "UpdateExpression": "ADD Color :c",
            "ExpressionAttributeValues": values({":c": {"Orange", "Purple"}}),
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [P789],
    ),
    case(
        _cite("Expressions.UpdateExpressions.md:412"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=789),
            "UpdateExpression": "DELETE Color :p",
            "ExpressionAttributeValues": values({":p": {"Yellow", "Purple"}}),
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [P789_LIST],
    ),
    # --- WorkingWithItems.md
    case(
        _cite("WorkingWithItems.md:59"),
        "GetItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=1),
            "ConsistentRead": True,
            "ProjectionExpression": "Description, Price, RelatedItems",
            "ReturnConsumedCapacity": "TOTAL",
        },
        PRODUCT,
        CATALOG,
    ),
    case(
        _cite("WorkingWithItems.md:116"),
        "UpdateItem",
        {
            "TableName": "Thread",
            "Key": item(ForumName="Amazon DynamoDB", Subject="New discussion thread"),
            "UpdateExpression": "SET Answered = :zero, Replies = :zero, LastPostedBy = :lastpostedby",
            "ExpressionAttributeValues": values({":zero": 0, ":lastpostedby": "barney@example.com"}),
            "ReturnValues": "ALL_NEW",
        },
        THREAD,
        THREADS,
    ),
    case(
        _cite("WorkingWithItems.md:283"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=601),
            "UpdateExpression": "SET Price = Price + :incr",
            "ExpressionAttributeValues": values({":incr": 5}),
            "ReturnValues": "UPDATED_NEW",
        },
        PRODUCT,
        CATALOG,
    ),
    case(
        _cite("WorkingWithItems.md:339"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=1),
            "UpdateExpression": "SET Price = :newval",
            "ConditionExpression": "Price = :currval",
            "ExpressionAttributeValues": values({":newval": 8, ":currval": 10}),
        },
        PRODUCT,
        CATALOG,
    ),
    # --- Query.md, Scan.md, Query.Pagination.md
    case(
        _cite("Query.md:40"),
        "Query",
        {
            "TableName": "Thread",
            "KeyConditionExpression": "ForumName = :name",
            "ExpressionAttributeValues": values({":name": "Amazon DynamoDB"}),
        },
        THREAD,
        THREADS,
    ),
    case(
        _cite("Query.md:50"),
        "Query",
        {
            "TableName": "Thread",
            "KeyConditionExpression": "ForumName = :name and Subject = :sub",
            "ExpressionAttributeValues": values({":name": "Amazon DynamoDB", ":sub": "DynamoDB Thread 1"}),
        },
        THREAD,
        THREADS,
    ),
    case(
        _cite("Query.md:68"),
        "Query",
        {
            "TableName": "Reply",
            "KeyConditionExpression": "Id = :id and begins_with(ReplyDateTime, :dt)",
            "ExpressionAttributeValues": values({":id": "Amazon DynamoDB#DynamoDB Thread 1", ":dt": "2015-09"}),
        },
        REPLY,
        REPLIES,
    ),
    case(
        _cite("Query.md:108"),
        "Query",
        {
            "TableName": "Thread",
            "KeyConditionExpression": "ForumName = :fn and Subject = :sub",
            "FilterExpression": "#v >= :num",
            "ExpressionAttributeNames": {"#v": "Views"},
            "ExpressionAttributeValues": values({":fn": "Amazon DynamoDB", ":sub": "DynamoDB Thread 1", ":num": 3}),
        },
        THREAD,
        THREADS,
    ),
    case(
        _cite("Scan.md:35"),
        "Scan",
        {
            "TableName": "Thread",
            "FilterExpression": "LastPostedBy = :name",
            "ExpressionAttributeValues": values({":name": "User A"}),
        },
        THREAD,
        THREADS,
    ),
    case(
        _cite("Query.Pagination.md:20"),
        "Query",
        {
            "TableName": "Movies",
            "ProjectionExpression": "title",
            "KeyConditionExpression": "#y = :yyyy",
            "ExpressionAttributeNames": {"#y": "year"},
            "ExpressionAttributeValues": values({":yyyy": 1992}),
            "Limit": 2,
        },
        MOVIES,
        MOVIES_1992,
        "--page-size 2 given as Limit",
    ),
    # --- getting-started-step-*-CLI.md (Music)
    case(
        _cite("getting-started-step-4-CLI.md:5"),
        "UpdateItem",
        {
            "TableName": "Music",
            "Key": item(Artist="Acme Band", SongTitle="Happy Day"),
            "UpdateExpression": "SET AlbumTitle = :newval",
            "ExpressionAttributeValues": values({":newval": "Updated Album Title"}),
            "ReturnValues": "ALL_NEW",
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("getting-started-step-5-CLI.md:5"),
        "Query",
        {
            "TableName": "Music",
            "KeyConditionExpression": "Artist = :name",
            "ExpressionAttributeValues": values({":name": "Acme Band"}),
        },
        MUSIC,
        SONGS,
    ),
    # --- SQLtoNoSQL.*.md (Music, JavaScript-style requests)
    case(
        _cite("SQLtoNoSQL.UpdateData.md:49"),
        "UpdateItem",
        {
            "TableName": "Music",
            "Key": item(Artist="No One You Know", SongTitle="Call Me Today"),
            "UpdateExpression": "SET RecordLabel = :label",
            "ConditionExpression": "Price >= :p",
            "ExpressionAttributeValues": values({":label": "Global Records", ":p": Decimal("2.00")}),
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("SQLtoNoSQL.UpdateData.md:88"),
        "UpdateItem",
        {
            "TableName": "Music",
            "Key": item(Artist="No One You Know", SongTitle="My Dog Spot"),
            "UpdateExpression": "SET Plays = Plays + :incr",
            "ExpressionAttributeValues": values({":incr": 1}),
            "ReturnValues": "UPDATED_NEW",
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("SQLtoNoSQL.DeleteData.md:49"),
        "DeleteItem",
        {
            "TableName": "Music",
            "Key": item(Artist="The Acme Band", SongTitle="Look Out, World"),
            "ConditionExpression": "attribute_exists(RecordLabel)",
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("SQLtoNoSQL.ReadData.Query.md:102"),
        "Query",
        {
            "TableName": "Music",
            "KeyConditionExpression": "Artist = :a and begins_with(SongTitle, :t)",
            "ExpressionAttributeValues": values({":a": "No One You Know", ":t": "Call"}),
        },
        MUSIC,
        SONGS,
    ),
    case(
        _cite("SQLtoNoSQL.ReadData.Scan.md:54"),
        "Scan",
        {"TableName": "Music", "ProjectionExpression": "Artist, Title"},
        MUSIC,
        SONGS,
    ),
    # --- GettingStarted.Python.03.md / .04.md (Movies, boto3 resource requests)
    case(
        _cite("GettingStarted.Python.03.md:162"),
        "UpdateItem",
        {
            "TableName": "Movies",
            "Key": item(year=2015, title="The Big New Movie"),
            "UpdateExpression": "set info.rating=:r, info.plot=:p, info.actors=:a",
            "ExpressionAttributeValues": values(
                {":r": Decimal("5.5"), ":p": "Everything happens all at once.", ":a": ["Larry", "Moe", "Curly"]}
            ),
            "ReturnValues": "UPDATED_NEW",
        },
        MOVIES,
        [MOVIE],
    ),
    case(
        _cite("GettingStarted.Python.03.md:213"),
        "UpdateItem",
        {
            "TableName": "Movies",
            "Key": item(year=2015, title="The Big New Movie"),
            "UpdateExpression": "set info.rating = info.rating + :val",
            "ExpressionAttributeValues": values({":val": Decimal(1)}),
            "ReturnValues": "UPDATED_NEW",
        },
        MOVIES,
        [MOVIE],
    ),
    case(
        _cite("GettingStarted.Python.03.md:258"),
        "UpdateItem",
        {
            "TableName": "Movies",
            "Key": item(year=2015, title="The Big New Movie"),
            "UpdateExpression": "remove info.actors[0]",
            "ConditionExpression": "size(info.actors) > :num",
            "ExpressionAttributeValues": values({":num": 3}),
            "ReturnValues": "UPDATED_NEW",
        },
        MOVIES,
        [MOVIE],
        "the guide's example fails its condition (3 actors)",
    ),
    case(
        _cite("GettingStarted.Python.03.md:293"),
        "UpdateItem",
        {
            "TableName": "Movies",
            "Key": item(year=2015, title="The Big New Movie"),
            "UpdateExpression": "remove info.actors[0]",
            "ConditionExpression": "size(info.actors) >= :num",
            "ExpressionAttributeValues": values({":num": 3}),
            "ReturnValues": "UPDATED_NEW",
        },
        MOVIES,
        [MOVIE],
    ),
    case(
        _cite("GettingStarted.Python.03.md:327"),
        "DeleteItem",
        {
            "TableName": "Movies",
            "Key": item(year=2015, title="The Big New Movie"),
            "ConditionExpression": "info.rating <= :val",
            "ExpressionAttributeValues": values({":val": Decimal(5)}),
        },
        MOVIES,
        [MOVIE],
    ),
    case(
        _cite("GettingStarted.Python.04.md:80"),
        "Query",
        {
            "TableName": "Movies",
            "ProjectionExpression": "#yr, title, info.genres, info.actors[0]",
            "ExpressionAttributeNames": {"#yr": "year", "#n0": "year", "#n1": "title"},
            "KeyConditionExpression": "(#n0 = :v0 AND #n1 BETWEEN :v1 AND :v2)",
            "ExpressionAttributeValues": values({":v0": 1992, ":v1": "A", ":v2": "L"}),
        },
        MOVIES,
        MOVIES_1992,
        "the Key(...) condition as boto3's ConditionExpressionBuilder writes it",
    ),
    # --- LowLevelDotNetItemCRUD.md, JavaDocumentAPICRUDExample.md (ProductCatalog book items)
    case(
        _cite("LowLevelDotNetItemCRUD.md:233"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=1000),
            "UpdateExpression": "ADD #A :auth SET #P = #P - :p, #NA = :newattr REMOVE #I",
            "ExpressionAttributeNames": {"#A": "Authors", "#P": "Price", "#NA": "NewAttribute", "#I": "ISBN"},
            "ExpressionAttributeValues": values(
                {":auth": {"Author YY", "Author ZZ"}, ":p": 1, ":newattr": "someValue"}
            ),
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [item(Id=1000, Title="Book 1000 Title", ISBN="111-1111111111", Authors={"Author 1"}, Price=20)],
    ),
    case(
        _cite("JavaDocumentAPICRUDExample.md:146"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=120),
            "UpdateExpression": "add #a :val1 set #na=:val2",
            "ExpressionAttributeNames": {"#a": "Authors", "#na": "NewAttribute"},
            "ExpressionAttributeValues": values({":val1": {"Author YY", "Author ZZ"}, ":val2": "someValue"}),
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [item(Id=120, Title="Book 120 Title", Authors={"Author12", "Author22"}, Price=20)],
    ),
    case(
        _cite("JavaDocumentAPICRUDExample.md:176"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=120),
            "UpdateExpression": "set #p = :val1",
            "ConditionExpression": "#p = :val2",
            "ExpressionAttributeNames": {"#p": "Price"},
            "ExpressionAttributeValues": values({":val1": 25, ":val2": 20}),
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [item(Id=120, Title="Book 120 Title", Authors={"Author12", "Author22"}, Price=20)],
    ),
    case(
        _cite("LowLevelDotNetItemsExample.md:146"),
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": item(Id=1000),
            "UpdateExpression": "ADD #A :auth SET #NA = :new REMOVE #I",
            "ExpressionAttributeNames": {"#A": "Authors", "#NA": "NewAttribute", "#I": "ISBN"},
            "ExpressionAttributeValues": values({":auth": {"Author YY", "Author ZZ"}, ":new": "New Value"}),
        },
        PRODUCT,
        [item(Id=1000, Title="Book 1000 Title", ISBN="111-1111111111", Authors={"Author 1"}, Price=20)],
    ),
    case(
        _cite("GettingStarted.NET.09.md:43"),
        "Scan",
        {
            "TableName": "Movies",
            "FilterExpression": "#yr between :y_a and :y_z",
            "ProjectionExpression": "#yr, title, info.actors[0], info.directors, info.running_time_secs",
            "ExpressionAttributeNames": {"#yr": "year"},
            "ExpressionAttributeValues": values({":y_a": 1950, ":y_z": 1992}),
        },
        MOVIES,
        MOVIES_1992,
    ),
    case(
        _cite("DAX.client.run-application-nodejs.04-query-test.md:46"),
        "Query",
        {
            "TableName": "TryDaxTable",
            "KeyConditionExpression": "pk = :pkval and sk between :skval1 and :skval2",
            "ExpressionAttributeValues": values({":pkval": 5, ":skval1": 2, ":skval2": 9}),
        },
        table(("pk", "N"), ("sk", "N")),
        [item(pk=5, sk=i, someData="x" * 10) for i in range(1, 11)],
    ),
]
