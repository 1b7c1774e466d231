"""DynamoDB requests from AWS's code examples (awsdocs/aws-doc-sdk-examples).

Source: awsdocs/aws-doc-sdk-examples, branch main, commit 7d1e123
(2026-08-07): the DynamoDB examples of AWS's SDK code-example library (not
aws-samples/aws-dynamodb-examples, the ``aws-dynamodb-examples`` source). Read:
Python ``dynamodb/GettingStarted/scenario_getting_started_movies.py``;
JavaScript v3 ``dynamodb/actions/*.js``, ``actions/document-client/*.js`` and
``scenarios/basic.js``; Go v2 ``dynamodb/actions/table_basics.go`` (the
requests as its stubbed test pins them: ``stubs/table_basics_stubs.go``, with
the values of ``scenarios/scenario_movie_table_test.go``); Go v1
``go/example_code/dynamodb/{DynamoDBCreateItem,DynamoDBUpdateItem,DynamoDBScanItems,update_item,scan_items}.go``;
PHP ``dynamodb/GettingStarted/Movies{ItemOps01,ItemOps02,ItemOps03,Query01,Query02,Scan}.php``,
``Items_CRUD.php``, ``Query.php``, ``Scan_SerialScan.php`` and
``DynamoDBService.php`` as ``dynamodb_basics/GettingStartedWithDynamoDB.php``
calls it; Ruby ``dynamodb/basics/dynamodb_basics.rb`` (the values of its spec
and its scenario); Rust ``dynamodb/src/bin/crud.rs`` and
``src/scenario/movies/server.rs``; .NET v3
``dynamodb/scenarios/DynamoDB_Basics/DynamoDB_Actions/DynamoDbMethods.cs`` and
``.dotnet/example_code/DynamoDB/{LowLevelItemCRUDExample,LowLevelQuery,LowLevelScan}.cs``;
C++ ``dynamodb/dynamodb_getting_started_scenario.cpp``; Java v1
``java/example_code/dynamodb/.../codesamples/{document/DocumentAPIItemCRUDExample,document/DocumentAPIQuery,document/DocumentAPIScan,lowlevel/LowLevelItemCRUDExample,lowlevel/LowLevelQuery,lowlevel/LowLevelScan}.java``;
Java v2 ``javav2/.../dynamodb/scenario/Scenario.java``; Kotlin
``kotlin/services/dynamodb/.../{scenario/Scenario,UpdateItem,DynamoDBScanItemsFilter,QueryTable}.kt``;
Swift ``swift/example_code/dynamodb/basics/MovieList/MovieTable.swift``; and
the cross-service examples that use DynamoDB: the photo asset manager's labels
table (Rust ``detect_labels.rs``, its update also in JavaScript and PHP; the
JavaScript ``download.js``; Kotlin's ``DynamoDBService.kt``), Python's Step
Functions messenger, item tracker (``storage.py`` as its tests drive it) and
WebSocket chat, the JavaScript Lambda scheduled-events function. Only
the requests were taken, as data, never the examples' code.

High-level calls are written as the low-level request the SDK sends (``note``
says which): a boto3 Table-resource call typed as boto3's TypeSerializer does,
its ``Key``/``Attr`` conditions as boto3's ConditionExpressionBuilder writes them
(``#n0``, ``:v0``, the generated names merged into the ones the call gives);
the JavaScript DocumentClient's plain values typed as lib-dynamodb marshalls
them (arrays as lists); the Go v2 expression builder's output as the stubs pin
it (``SET #0.#1 = :0, #0.#2 = :1\\n``), the Go v1 builder's as it writes it
(names numbered in order of first use, the filter before the projection), Go
v1 ``dynamodbattribute.MarshalMap`` with its JSON tags; PHP's
``Marshaler::marshalJson``, Ruby's and the Java v1 document API's values typed
as those SDKs marshal them; the .NET document model's ``Table.Query`` with a
``QueryFilter`` as the legacy ``KeyConditions``/``AttributesToGet`` request it
sends; the Java v2 enhanced client's ``keyEqualTo`` as its query operation
writes it (``#AMZN_MAPPED_year = :AMZN_MAPPED_year``). Requests are sent as
written, mistakes included (``note``): JavaScript's ``update-item.js`` gives
``BOOL`` the string ``"false"`` (also sent with the boolean it means); Go v1's
``update_item.go`` marshals its value map from a struct whose JSON tag names
the key ``rating``, not ``:r``; the .NET, Kotlin and Java v2 updates use the
legacy ``AttributeUpdates`` (the .NET one on the names ``info.plot`` and
``info.rating``, top-level names holding a dot, Java v2's replacing the
``info`` map by an unclosed JSON text); Java v1's ``LowLevelQuery`` sends its
legacy ``KeyConditions`` beside a ``ProjectionExpression`` or a
``FilterExpression``, and its ``LowLevelItemCRUDExample`` puts its second book
without the two attributes it writes into the first one's map after sending
it; Kotlin's scenario stores each movie's ``info`` as the JSON text (an S);
the Ruby scenario passes its scan's years as the strings its prompt returns;
Python's item tracker updates with the legacy ``AttributeUpdates``. Kotlin's
photo manager's ``list_append`` (on a label it has added) is also sent on a
label not yet added, where ``images`` is missing.

Adapted only as far as needed to run. Movie tables are keyed ``year`` (N) /
``title`` (S), as every example creates them (Go v1's DynamoDB*.go struct
names, ``Year``/``Title``); ProductCatalog by ``Id`` (N), Reply by ``Id`` /
``ReplyDateTime``, Music3 by ``Artist`` as the usage texts name it, the
JavaScript action tables by the key their requests give. Table names are the
examples' own (a name the user passes or a random one: ``Movies``, the random
parts fixed). Where an example asks the user for a movie, a rating or years,
the values are those of its test (Go v2, Ruby) or made up (``note``); times
computed from "now" are taken at the commit's time, 2026-08-07T14:57:46Z. The
sample items (``before``) are the examples' own: a few movies of
``resources/sample_files/movies.json`` (those of the years the requests read,
``info`` cut to directors, rating, genres, plot, actors and running time), the
Python test's ``.test.moviedata.json``, the Go v2 test's sampler movies, the
books the PHP, .NET and Java CRUD examples write, the Developer Guide's Reply
items (as in the ``aws-developer-guide`` source) with a few made-up replies
inside the examples' moving date windows; tables the examples name without
giving items (the JavaScript action tables, Music3, the Go v1 capitalised
movies, 2011 movies) get a few made-up items (``note``). Each step of a
scenario is given what the previous steps leave.

Left out: PartiQL, table operations, index queries (PHP ``GSI_CRUD``,
``LSI_CRUD``, the .NET and Java secondary-index examples), parallel scans, the
batch loads of the whole movies file (one chunk kept), BatchGetItem over two
tables, the DAX and session-handler examples, the cross-service examples not
named above, plain scans
without parameters, and repeats of a request already in the ``aws-developer-guide``
source or of one taken here: the Python ``update_and_query.py`` texts, PHP
``MoviesItemOps04``-``06`` and the Java v1 ``gsg`` examples (the Developer
Guide's getting-started texts), the .NET ``UpdateMultipleAttributes`` and the
Java document API's ``add #a :val1 set #na=:val2`` / ``set #p = :val1``
updates (the guide's CRUD examples), the Java v2 ``UpdateItem.java`` (the
Kotlin request), the Swift update, get, delete and query (texts taken from
other languages), the .NET v4 wrapper (the v3 one's requests), and Java v2's
other enhanced-client examples.
"""

from __future__ import annotations

from decimal import Decimal

from ._build import case, item, table, values

SOURCE = "aws-doc-sdk-examples"
REPO = "awsdocs/aws-doc-sdk-examples@7d1e123 "

PY = "python/example_code/dynamodb/GettingStarted/scenario_getting_started_movies.py"
JS = "javascriptv3/example_code/dynamodb/"
GO = "gov2/dynamodb/stubs/table_basics_stubs.go"
PHP = "php/example_code/dynamodb/"
RB = "ruby/example_code/dynamodb/basics/dynamodb_basics.rb"
RS = "rustv1/examples/dynamodb/src/"
NET = "dotnetv3/dynamodb/scenarios/DynamoDB_Basics/DynamoDB_Actions/DynamoDbMethods.cs"
CPP = "cpp/example_code/dynamodb/dynamodb_getting_started_scenario.cpp"

RESOURCE = "boto3 Table-resource call: written as the typed request boto3 sends"
BUILDER = "boto3 Table-resource call: its Key condition as boto3's ConditionExpressionBuilder writes it, typed"
DOC = "DocumentClient call: written as the typed request lib-dynamodb sends"
RUBY = "Ruby Table-resource call: written as the typed request the SDK sends"
GOSTUB = "Go v2: the request as the stubbed test pins it"

MOVIES = table(("year", "N"), ("title", "S"))


def _c(path: str, line: int, op: str, request: dict, tbl: dict, before: list, note: str = "") -> dict:
    return case(f"{REPO}{path}:{line}", op, request, tbl, before, note)


def _mkey(year: int, title: str) -> dict:
    return {"year": {"N": str(year)}, "title": {"S": title}}


MOVIES_JSON = [  # resources/sample_files/movies.json (info cut to the fields the requests read)
    item(
        year=1933,
        title="King Kong",
        info={
            "directors": ["Merian C. Cooper", "Ernest B. Schoedsack"],
            "rating": 8,
            "genres": ["Adventure", "Fantasy", "Horror"],
            "plot": "A film crew goes to a tropical island for an exotic location shoot and discovers a colossal giant gorilla who takes a shine to their female blonde star.",
            "actors": ["Fay Wray", "Robert Armstrong", "Bruce Cabot"],
            "running_time_secs": 6000,
        },
    ),
    item(
        year=1954,
        title="Rear Window",
        info={
            "directors": ["Alfred Hitchcock"],
            "rating": Decimal("8.6"),
            "genres": ["Mystery", "Thriller"],
            "plot": "A wheelchair bound photographer spies on his neighbours from his apartment window and becomes convinced one of them has committed murder.",
            "actors": ["James Stewart", "Grace Kelly", "Wendell Corey"],
            "running_time_secs": 6720,
        },
    ),
    item(
        year=1954,
        title="Shichinin no samurai",
        info={
            "directors": ["Akira Kurosawa"],
            "rating": Decimal("8.8"),
            "genres": ["Action", "Drama"],
            "plot": "A poor village under attack by bandits recruits seven unemployed samurai to help them defend themselves.",
            "actors": ["Toshiro Mifune", "Takashi Shimura", "Keiko Tsushima"],
            "running_time_secs": 12420,
        },
    ),
    item(
        year=1957,
        title="12 Angry Men",
        info={
            "directors": ["Sidney Lumet"],
            "rating": Decimal("8.9"),
            "genres": ["Drama"],
            "plot": "A dissenting juror in a murder trial slowly manages to convince the others that the case is not as obviously clear as it seemed in court.",
            "actors": ["Henry Fonda", "Lee J. Cobb", "Martin Balsam"],
            "running_time_secs": 5760,
        },
    ),
    item(
        year=1957,
        title="The Bridge on the River Kwai",
        info={
            "directors": ["David Lean"],
            "rating": Decimal("8.3"),
            "genres": ["Adventure", "Drama", "War"],
            "plot": "After settling his differences with a Japanese PoW camp commander, a British colonel co-operates to oversee his men's construction of a railway bridge for their captors - while oblivious to a plan by the Allies to destroy it.",
            "actors": ["William Holden", "Alec Guinness", "Jack Hawkins"],
            "running_time_secs": 9660,
        },
    ),
    item(
        year=1981,
        title="Raiders of the Lost Ark",
        info={
            "directors": ["Steven Spielberg"],
            "rating": Decimal("8.6"),
            "genres": ["Action", "Adventure"],
            "plot": "Archeologist and adventurer Indiana Jones is hired by the US government to find the Ark of the Covenant before the Nazis.",
            "actors": ["Harrison Ford", "Karen Allen", "Paul Freeman"],
            "running_time_secs": 6900,
        },
    ),
    item(
        year=1981,
        title="The Evil Dead",
        info={
            "directors": ["Sam Raimi"],
            "rating": Decimal("7.5"),
            "genres": ["Horror"],
            "plot": "Five friends travel to a cabin in the woods, where they unknowingly release flesh-possessing demons.",
            "actors": ["Bruce Campbell", "Ellen Sandweiss", "Richard DeManincor"],
            "running_time_secs": 5100,
        },
    ),
    item(
        year=1981,
        title="Das Boot",
        info={
            "directors": ["Wolfgang Petersen"],
            "rating": Decimal("8.4"),
            "genres": ["Action", "Adventure", "Drama", "History", "War"],
            "plot": "The claustrophobic world of a WWII German U-boat; boredom, filth, and sheer terror.",
            "actors": ["Jurgen Prochnow", "Herbert Gronemeyer", "Klaus Wennemann"],
            "running_time_secs": 8940,
        },
    ),
    item(
        year=1985,
        title="The Breakfast Club",
        info={
            "directors": ["John Hughes"],
            "rating": Decimal("7.9"),
            "genres": ["Comedy", "Drama"],
            "plot": "Five high school students, all different stereotypes, meet in detention, where they pour their hearts out to each other, and discover how they have a lot more in common than they thought.",
            "actors": ["Emilio Estevez", "Judd Nelson", "Molly Ringwald"],
            "running_time_secs": 5820,
        },
    ),
    item(
        year=1985,
        title="Back to the Future",
        info={
            "directors": ["Robert Zemeckis"],
            "rating": Decimal("8.5"),
            "genres": ["Adventure", "Comedy", "Sci-Fi"],
            "plot": "A teenager is accidentally sent 30 years into the past in a time-traveling DeLorean invented by his friend, Dr. Emmett Brown, and must make sure his high-school-age parents unite in order to save his own existence.",
            "actors": ["Michael J. Fox", "Christopher Lloyd", "Lea Thompson"],
            "running_time_secs": 6960,
        },
    ),
    item(
        year=1989,
        title="The Little Mermaid",
        info={
            "directors": ["Ron Clements", "John Musker"],
            "rating": Decimal("7.5"),
            "genres": ["Animation", "Family", "Fantasy", "Musical", "Romance"],
            "plot": "A mermaid princess makes a Faustian bargain with an unscrupulous sea-witch in order to meet a human prince on land.",
            "actors": ["Jodi Benson", "Samuel E. Wright", "Rene Auberjonois"],
            "running_time_secs": 4980,
        },
    ),
    item(
        year=1989,
        title="Dead Poets Society",
        info={
            "directors": ["Peter Weir"],
            "rating": Decimal("7.9"),
            "genres": ["Drama"],
            "plot": "English teacher John Keating inspires his students to a love of poetry and to seize the day.",
            "actors": ["Robin Williams", "Robert Sean Leonard", "Ethan Hawke"],
            "running_time_secs": 7680,
        },
    ),
    item(
        year=1990,
        title="Goodfellas",
        info={
            "directors": ["Martin Scorsese"],
            "rating": Decimal("8.8"),
            "genres": ["Biography", "Crime", "Drama", "Thriller"],
            "plot": "Henry Hill and his friends work their way up through the mob hierarchy.",
            "actors": ["Robert De Niro", "Ray Liotta", "Joe Pesci"],
            "running_time_secs": 8760,
        },
    ),
    item(
        year=1990,
        title="Teenage Mutant Ninja Turtles",
        info={
            "directors": ["Steve Barron"],
            "rating": Decimal("6.4"),
            "genres": ["Action", "Adventure", "Comedy", "Crime", "Drama", "Family", "Sci-Fi"],
            "plot": "A quartet of mutated humanoid turtles clash with an uprising criminal gang of ninjas.",
            "actors": ["Judith Hoag", "Elias Koteas", "Josh Pais"],
            "running_time_secs": 5580,
        },
    ),
    item(
        year=1992,
        title="Reservoir Dogs",
        info={
            "directors": ["Quentin Tarantino"],
            "rating": Decimal("8.4"),
            "genres": ["Crime", "Thriller"],
            "plot": "After a simple jewelery heist goes terribly wrong, the surviving criminals begin to suspect that one of them is a police informant.",
            "actors": ["Harvey Keitel", "Tim Roth", "Michael Madsen"],
            "running_time_secs": 5940,
        },
    ),
    item(
        year=1992,
        title="Aladdin",
        info={
            "directors": ["Ron Clements", "John Musker"],
            "rating": Decimal("7.9"),
            "genres": ["Animation", "Adventure", "Comedy", "Family", "Fantasy", "Musical", "Romance"],
            "plot": "Aladdin, a street urchin, accidentally meets Princess Jasmine, who is in the city undercover. They love each other, but she can only marry a prince.",
            "actors": ["Scott Weinger", "Robin Williams", "Linda Larkin"],
            "running_time_secs": 5400,
        },
    ),
    item(
        year=1992,
        title="Unforgiven",
        info={
            "directors": ["Clint Eastwood"],
            "rating": Decimal("8.3"),
            "genres": ["Western"],
            "plot": "Retired Old West gunslinger William Munny reluctantly takes on one last job, with the help of his old partner and a young man.",
            "actors": ["Clint Eastwood", "Gene Hackman", "Morgan Freeman"],
            "running_time_secs": 7860,
        },
    ),
    item(
        year=1992,
        title="Batman Returns",
        info={
            "directors": ["Tim Burton"],
            "rating": Decimal("6.9"),
            "genres": ["Action", "Fantasy"],
            "plot": "When a corrupt businessman and the grotesque Penguin plot to take control of Gotham City, only Batman can stop them, while the Catwoman has her own agenda.",
            "actors": ["Michael Keaton", "Danny DeVito", "Michelle Pfeiffer"],
            "running_time_secs": 7560,
        },
    ),
    item(
        year=1995,
        title="Se7en",
        info={
            "directors": ["David Fincher"],
            "rating": Decimal("8.7"),
            "genres": ["Crime", "Mystery", "Thriller"],
            "plot": "Two detectives, a rookie and a veteran, hunt a serial killer who uses the seven deadly sins as his modus operandi.",
            "actors": ["Morgan Freeman", "Brad Pitt", "Kevin Spacey"],
            "running_time_secs": 7620,
        },
    ),
    item(
        year=1995,
        title="The Usual Suspects",
        info={
            "directors": ["Bryan Singer"],
            "rating": Decimal("8.7"),
            "genres": ["Crime", "Mystery", "Thriller"],
            "plot": "A boat has been destroyed, criminals are dead, and the key to this mystery lies with the only survivor and his twisted, convoluted story beginning with five career crooks in a seemingly random police lineup.",
            "actors": ["Kevin Spacey", "Gabriel Byrne", "Chazz Palminteri"],
            "running_time_secs": 6360,
        },
    ),
    item(
        year=1999,
        title="Fight Club",
        info={
            "directors": ["David Fincher"],
            "rating": Decimal("8.8"),
            "genres": ["Drama"],
            "plot": "An insomniac office worker looking for a way to change his life crosses paths with a devil-may-care soap maker and they form an underground fight club that evolves into something much, much more...",
            "actors": ["Brad Pitt", "Edward Norton", "Helena Bonham Carter"],
            "running_time_secs": 8340,
        },
    ),
    item(
        year=1999,
        title="American Beauty",
        info={
            "directors": ["Sam Mendes"],
            "rating": Decimal("8.5"),
            "genres": ["Drama"],
            "plot": "Lester Burnham, a depressed suburban father in a mid-life crisis, decides to turn his hectic life around after developing an infatuation for his daughter's attractive friend.",
            "actors": ["Kevin Spacey", "Annette Bening", "Thora Birch"],
            "running_time_secs": 7320,
        },
    ),
    item(
        year=2002,
        title="Cidade de Deus",
        info={
            "directors": ["Fernando Meirelles", "Katia Lund"],
            "rating": Decimal("8.7"),
            "genres": ["Crime", "Drama"],
            "plot": "Two boys growing up in a violent neighborhood of Rio de Janeiro take different paths: one becomes a photographer, the other a drug dealer.",
            "actors": ["Alexandre Rodrigues", "Matheus Nachtergaele", "Leandro Firmino"],
            "running_time_secs": 7800,
        },
    ),
    item(
        year=2002,
        title="Lilo & Stitch",
        info={
            "directors": ["Dean DeBlois", "Chris Sanders"],
            "rating": 7,
            "genres": ["Animation", "Adventure", "Comedy", "Family", "Sci-Fi"],
            "plot": "A Hawaiian girl adopts an unusual pet who is actually a notorious extra-terrestrial fugitive from the law.",
            "actors": ["Daveigh Chase", "Chris Sanders", "Tia Carrere"],
            "running_time_secs": 5100,
        },
    ),
    item(
        year=2008,
        title="The Dark Knight",
        info={
            "directors": ["Christopher Nolan"],
            "rating": 9,
            "genres": ["Action", "Crime", "Drama", "Thriller"],
            "plot": "When Batman, Gordon and Harvey Dent launch an assault on the mob, they let the clown out of the box, the Joker, bent on turning Gotham on itself and bringing any heroes down to his level.",
            "actors": ["Christian Bale", "Heath Ledger", "Aaron Eckhart"],
            "running_time_secs": 9120,
        },
    ),
    item(
        year=2008,
        title="Iron Man",
        info={
            "directors": ["Jon Favreau"],
            "rating": Decimal("7.9"),
            "genres": ["Action", "Adventure", "Sci-Fi"],
            "plot": "When wealthy industrialist Tony Stark is forced to build an armored suit after a life-threatening incident, he ultimately decides to use its technology to fight against evil.",
            "actors": ["Robert Downey Jr.", "Gwyneth Paltrow", "Terrence Howard"],
            "running_time_secs": 7560,
        },
    ),
    item(
        year=2013,
        title="Rush",
        info={
            "directors": ["Ron Howard"],
            "rating": Decimal("8.3"),
            "genres": ["Action", "Biography", "Drama", "Sport"],
            "plot": "A re-creation of the merciless 1970s rivalry between Formula One rivals James Hunt and Niki Lauda.",
            "actors": ["Daniel Bruhl", "Chris Hemsworth", "Olivia Wilde"],
            "running_time_secs": 7380,
        },
    ),
    item(
        year=2013,
        title="Prisoners",
        info={
            "directors": ["Denis Villeneuve"],
            "rating": Decimal("8.2"),
            "genres": ["Crime", "Drama", "Thriller"],
            "plot": "When Keller Dover's daughter and her friend go missing, he takes matters into his own hands as the police pursue multiple leads and the pressure mounts. But just how far will this desperate father go to protect his family?",
            "actors": ["Hugh Jackman", "Jake Gyllenhaal", "Viola Davis"],
            "running_time_secs": 9180,
        },
    ),
    item(
        year=2013,
        title="The Hunger Games: Catching Fire",
        info={
            "directors": ["Francis Lawrence"],
            "genres": ["Action", "Adventure", "Sci-Fi", "Thriller"],
            "plot": "Katniss Everdeen and Peeta Mellark become targets of the Capitol after their victory in the 74th Hunger Games sparks a rebellion in the Districts of Panem.",
            "actors": ["Jennifer Lawrence", "Josh Hutcherson", "Liam Hemsworth"],
            "running_time_secs": 8760,
        },
    ),
    item(
        year=2013,
        title="This Is the End",
        info={
            "directors": ["Evan Goldberg", "Seth Rogen"],
            "rating": Decimal("7.2"),
            "genres": ["Comedy", "Fantasy"],
            "plot": "While attending a party at James Franco's house, Seth Rogen, Jay Baruchel and many other celebrities are faced with the apocalypse.",
            "actors": ["James Franco", "Jonah Hill", "Seth Rogen"],
            "running_time_secs": 6420,
        },
    ),
    item(
        year=2013,
        title="Gravity",
        info={
            "directors": ["Alfonso Cuaron"],
            "rating": Decimal("8.2"),
            "genres": ["Drama", "Sci-Fi", "Thriller"],
            "plot": "A medical engineer and an astronaut work together to survive after an accident leaves them adrift in space.",
            "actors": ["Sandra Bullock", "George Clooney", "Ed Harris"],
            "running_time_secs": 5400,
        },
    ),
    item(
        year=2013,
        title="12 Years a Slave",
        info={
            "directors": ["Steve McQueen"],
            "rating": Decimal("7.7"),
            "genres": ["Biography", "Drama", "History"],
            "plot": "In the antebellum United States, Solomon Northup, a free black man from upstate New York, is abducted and sold into slavery.",
            "actors": ["Chiwetel Ejiofor", "Michael K. Williams", "Michael Fassbender"],
            "running_time_secs": 7980,
        },
    ),
]
PY_MOVIES = [  # python/.../GettingStarted/test/.test.moviedata.json (info cut as above)
    item(
        year=2001,
        title="The Lord of the Rings: The Fellowship of the Ring",
        info={
            "directors": ["Peter Jackson"],
            "rating": Decimal("8.8"),
            "genres": ["Action", "Adventure", "Fantasy"],
            "plot": "A meek hobbit of The Shire and eight companions set out on a journey to Mount Doom to destroy the One Ring and the dark lord Sauron.",
            "actors": ["Elijah Wood", "Ian McKellen", "Orlando Bloom"],
        },
    ),
    item(
        year=2013,
        title="Anchorman 2: The Legend Continues",
        info={
            "directors": ["Adam McKay"],
            "genres": ["Comedy"],
            "plot": "With the 70s behind him, San Diego's top rated newsman, Ron Burgundy, returns to take New York's first 24-hour news channel by storm.",
            "actors": ["Will Ferrell", "Christina Applegate", "Paul Rudd"],
        },
    ),
    item(
        year=2012,
        title="Dredd",
        info={
            "directors": ["Pete Travis"],
            "rating": 7,
            "genres": ["Action", "Sci-Fi"],
            "plot": "In a violent, futuristic city where the police have the authority to act as judge, jury and executioner, a cop teams with a trainee to take down a gang that deals the reality-altering drug, SLO-MO.",
            "actors": ["Karl Urban", "Olivia Thirlby", "Lena Headey"],
        },
    ),
    item(
        year=2013,
        title="The Smurfs 2",
        info={
            "directors": ["Raja Gosnell"],
            "rating": Decimal("4.9"),
            "genres": ["Animation", "Comedy", "Family", "Fantasy"],
            "plot": "The Smurfs team up with their human friends to rescue Smurfette, who has been kidnapped by Gargamel since she knows a secret spell that can turn the evil sorcerer's newest creation - creatures called the Naughties - into real Smurfs.",
            "actors": ["Neil Patrick Harris", "Jayma Mays", "Katy Perry"],
        },
    ),
    item(
        year=2002,
        title="Slackers",
        info={
            "directors": ["Dewey Nicks"],
            "rating": Decimal("4.9"),
            "genres": ["Comedy", "Romance"],
            "plot": "When geek Ethan discovers three fellow students scamming the exam system, he blackmails them to win over the college's most popular girl.",
            "actors": ["Devon Sawa", "Robert B. Martin Jr.", "Jason Segel"],
            "running_time_secs": 5160,
        },
    ),
    item(
        year=2013,
        title="One Direction: This Is Us",
        info={
            "directors": ["Morgan Spurlock"],
            "rating": Decimal("3.1"),
            "genres": ["Documentary", "Music"],
            "plot": "A look at Niall, Zayn, Liam, Louis, and Harry's meteoric rise to fame, from their humble hometown beginnings and competing on the X-Factor, to conquering the world and performing at London's famed O2 Arena.",
            "actors": ["Liam Payne", "Harry Styles", "Zayn Malik"],
            "running_time_secs": 5520,
        },
    ),
]


def _pick(movies: list, *keys: tuple) -> list:
    want = {(str(y), t) for y, t in keys}
    return [m for m in movies if (m["year"]["N"], m["title"]["S"]) in want]


# =============================================================================
# Python (boto3 Table resource): the getting-started scenario
# =============================================================================
PYT = "doc-example-table-movies"
MY = item(year=2010, title="Inception", info={"plot": "A thief steals secrets from dreams.", "rating": Decimal("8")})
MY_UPD = item(year=2010, title="Inception", info={"plot": "Dreams within dreams.", "rating": Decimal("9")})

PYTHON = [
    _c(
        PY,
        201,
        "PutItem",
        {"TableName": PYT, "Item": MY},
        MOVIES,
        PY_MOVIES,
        RESOURCE + "; the movie the user enters made up (Inception, 2010, rating 8)",
    ),
    _c(
        PY,
        257,
        "UpdateItem",
        {
            "TableName": PYT,
            "Key": _mkey(2010, "Inception"),
            "UpdateExpression": "set info.rating=:r, info.plot=:p",
            "ExpressionAttributeValues": values({":r": Decimal("9"), ":p": "Dreams within dreams."}),
            "ReturnValues": "UPDATED_NEW",
        },
        MOVIES,
        PY_MOVIES + [MY],
        RESOURCE + "; the new rating and plot made up",
    ),
    _c(
        PY,
        230,
        "GetItem",
        {"TableName": PYT, "Key": _mkey(2013, "The Smurfs 2")},
        MOVIES,
        PY_MOVIES + [MY_UPD],
        RESOURCE,
    ),
    _c(
        PY,
        286,
        "Query",
        {
            "TableName": PYT,
            "KeyConditionExpression": "#n0 = :v0",
            "ExpressionAttributeNames": {"#n0": "year"},
            "ExpressionAttributeValues": values({":v0": 2013}),
        },
        MOVIES,
        PY_MOVIES + [MY_UPD],
        BUILDER,
    ),
    _c(
        PY,
        323,
        "Scan",
        {
            "TableName": PYT,
            "FilterExpression": "#n0 BETWEEN :v0 AND :v1",
            "ProjectionExpression": "#yr, title, info.rating",
            "ExpressionAttributeNames": {"#yr": "year", "#n0": "year"},
            "ExpressionAttributeValues": values({":v0": 2000, ":v1": 2010}),
        },
        MOVIES,
        PY_MOVIES + [MY_UPD],
        BUILDER + "; years 2000 to 2010 made up",
    ),
    _c(
        PY,
        348,
        "DeleteItem",
        {"TableName": PYT, "Key": _mkey(2010, "Inception")},
        MOVIES,
        PY_MOVIES + [MY_UPD],
        RESOURCE,
    ),
]

# =============================================================================
# JavaScript v3: the action examples (their tables hold made-up items)
# =============================================================================
JSA = JS + "actions/"
JSD = JS + "actions/document-client/"
MADE = "the example gives no items: a few made up"
PIES = [
    item(Flavor="Key Lime", CrustType="Graham Cracker", Description="Tart, with no coloring added"),
    item(Flavor="Apple", CrustType="Butter", Description="Cinnamon and Granny Smith apples"),
    item(Flavor="Pumpkin", CrustType="Graham Cracker", Description="Spiced, with green food coloring"),
    item(Flavor="Pecan", CrustType="Shortbread"),
]
PIE_TABLE = table(("Flavor", "S"))
COFFEE = [
    item(OriginCountry="Ethiopia", RoastDate="2023-04-28", Name="Yirgacheffe"),
    item(OriginCountry="Ethiopia", RoastDate="2023-05-01", Name="Sidamo"),
    item(OriginCountry="Ethiopia", RoastDate="2023-05-14", Name="Guji"),
    item(OriginCountry="Colombia", RoastDate="2023-05-20", Name="Huila"),
]

JAVASCRIPT = [
    _c(
        JSA + "delete-item.js",
        12,
        "DeleteItem",
        {"TableName": "Drinks", "Key": item(Name="Pumpkin Spice Latte")},
        table(("Name", "S")),
        [item(Name="Pumpkin Spice Latte", Season="Fall"), item(Name="Cold Brew")],
        MADE,
    ),
    _c(
        JSA + "get-item.js",
        12,
        "GetItem",
        {"ConsistentRead": True, "TableName": "CafeTreats", "Key": {"TreatId": {"N": "101"}}},
        table(("TreatId", "N")),
        [item(TreatId=101, Name="Croissant", Price=Decimal("3.5")), item(TreatId=102, Name="Scone")],
        MADE,
    ),
    _c(
        JSA + "put-item.js",
        12,
        "PutItem",
        {
            "TableName": "Cookies",
            "Item": {
                "Flavor": {"S": "Chocolate Chip"},
                "Variants": {"SS": ["White Chocolate Chip", "Chocolate Chunk"]},
            },
        },
        table(("Flavor", "S")),
        [item(Flavor="Oatmeal Raisin")],
        MADE,
    ),
    _c(
        JSA + "query.js",
        12,
        "Query",
        {
            "KeyConditionExpression": "Flavor = :flavor",
            "ExpressionAttributeValues": {":flavor": {"S": "Key Lime"}, ":searchKey": {"S": "no coloring"}},
            "FilterExpression": "contains (Description, :searchKey)",
            "ProjectionExpression": "Flavor, CrustType, Description",
            "TableName": "Pies",
        },
        PIE_TABLE,
        PIES,
        MADE,
    ),
    _c(
        JSA + "scan.js",
        12,
        "Scan",
        {
            "FilterExpression": "CrustType = :crustType",
            "ExpressionAttributeValues": {":crustType": {"S": "Graham Cracker"}},
            "ProjectionExpression": "Flavor, CrustType, Description",
            "TableName": "Pies",
        },
        PIE_TABLE,
        PIES,
        MADE,
    ),
    _c(
        JSA + "update-item.js",
        12,
        "UpdateItem",
        {
            "TableName": "IceCreams",
            "Key": {"Flavor": {"S": "Vanilla"}},
            "UpdateExpression": "set HasChunks = :chunks",
            "ExpressionAttributeValues": {":chunks": {"BOOL": "false"}},
            "ReturnValues": "ALL_NEW",
        },
        table(("Flavor", "S")),
        [item(Flavor="Vanilla", HasChunks=True)],
        MADE + '; `BOOL` given the string "false" as the example writes it (the client sends it as such)',
    ),
    _c(
        JSA + "update-item.js",
        12,
        "UpdateItem",
        {
            "TableName": "IceCreams",
            "Key": {"Flavor": {"S": "Vanilla"}},
            "UpdateExpression": "set HasChunks = :chunks",
            "ExpressionAttributeValues": {":chunks": {"BOOL": False}},
            "ReturnValues": "ALL_NEW",
        },
        table(("Flavor", "S")),
        [item(Flavor="Vanilla", HasChunks=True)],
        MADE + "; the same request with the boolean the example means",
    ),
    _c(
        JSA + "batch-write-item.js",
        15,
        "BatchWriteItem",
        {
            "RequestItems": {
                "Coffees": [
                    {
                        "PutRequest": {
                            "Item": {
                                "Name": {"S": "Donkey Kick"},
                                "Process": {"S": "Wet-Hulled"},
                                "Flavors": {"SS": ["Earth", "Syrup", "Spice"]},
                            }
                        }
                    },
                    {
                        "PutRequest": {
                            "Item": {
                                "Name": {"S": "Flora Ethiopia"},
                                "Process": {"S": "Washed"},
                                "Flavors": {"SS": ["Stone Fruit", "Toasted Almond", "Delicate"]},
                            }
                        }
                    },
                ]
            }
        },
        table(("Name", "S")),
        [],
    ),
    _c(
        JSA + "batch-get-item.js",
        12,
        "BatchGetItem",
        {
            "RequestItems": {
                "PageAnalytics": {
                    "Keys": [{"PageName": {"S": "Home"}}, {"PageName": {"S": "About"}}],
                    "ProjectionExpression": "PageName, PageViews",
                }
            }
        },
        table(("PageName", "S")),
        [
            item(PageName="Home", PageViews=1200, Referrer="search"),
            item(PageName="About", PageViews=80),
            item(PageName="Contact", PageViews=15),
        ],
        MADE,
    ),
    _c(
        JSD + "batch-get.js",
        14,
        "BatchGetItem",
        {
            "RequestItems": {
                "Books": {
                    "Keys": [{"Title": {"S": "How to AWS"}}, {"Title": {"S": "DynamoDB for DBAs"}}],
                    "ProjectionExpression": "Title, PageCount",
                }
            }
        },
        table(("Title", "S")),
        [item(Title="How to AWS", PageCount=320, Author="A. Writer"), item(Title="Serverless Basics", PageCount=210)],
        DOC + "; " + MADE + " (one of the two titles held)",
    ),
    _c(
        JSD + "delete.js",
        14,
        "DeleteItem",
        {"TableName": "Sodas", "Key": {"Flavor": {"S": "Cola"}}},
        table(("Flavor", "S")),
        [item(Flavor="Cola", Sugar=True), item(Flavor="Root Beer")],
        DOC + "; " + MADE,
    ),
    _c(
        JSD + "get.js",
        14,
        "GetItem",
        {"TableName": "AngryAnimals", "Key": {"CommonName": {"S": "Shoebill"}}},
        table(("CommonName", "S")),
        [item(CommonName="Shoebill", ScientificName="Balaeniceps rex")],
        DOC + "; " + MADE,
    ),
    _c(
        JSD + "put.js",
        14,
        "PutItem",
        {"TableName": "HappyAnimals", "Item": {"CommonName": {"S": "Shiba Inu"}}},
        table(("CommonName", "S")),
        [],
        DOC,
    ),
    _c(
        JSD + "query.js",
        14,
        "Query",
        {
            "TableName": "CoffeeCrop",
            "KeyConditionExpression": "OriginCountry = :originCountry AND RoastDate > :roastDate",
            "ExpressionAttributeValues": values({":originCountry": "Ethiopia", ":roastDate": "2023-05-01"}),
            "ConsistentRead": True,
        },
        table(("OriginCountry", "S"), ("RoastDate", "S")),
        COFFEE,
        DOC + "; " + MADE,
    ),
    _c(
        JSD + "scan.js",
        14,
        "Scan",
        {
            "ProjectionExpression": "#Name, Color, AvgLifeSpan",
            "ExpressionAttributeNames": {"#Name": "Name"},
            "TableName": "Birds",
        },
        table(("Name", "S")),
        [
            item(Name="Blue Jay", Color="Blue", AvgLifeSpan=7, Habitat="forest"),
            item(Name="Cardinal", Color="Red", AvgLifeSpan=3),
            item(Name="Crow"),
        ],
        DOC + "; " + MADE,
    ),
    _c(
        JSD + "update.js",
        14,
        "UpdateItem",
        {
            "TableName": "Dogs",
            "Key": {"Breed": {"S": "Labrador"}},
            "UpdateExpression": "set Color = :color",
            "ExpressionAttributeValues": values({":color": "black"}),
            "ReturnValues": "ALL_NEW",
        },
        table(("Breed", "S")),
        [item(Breed="Labrador", Color="yellow", Size="large")],
        DOC + "; " + MADE,
    ),
]

# --- JavaScript v3: scenarios/basic.js (DocumentClient, movies.json) ---------
JSB = JS + "scenarios/basic.js"
EVIL = item(year=1981, title="The Evil Dead", info={"genres": ["Horror"]})
EVIL_COMEDY = item(year=1981, title="The Evil Dead", info={"genres": ["Horror", "Comedy"]})

JAVASCRIPT += [
    _c(JSB, 97, "PutItem", {"TableName": "Movies", "Item": EVIL}, MOVIES, [], DOC),
    _c(
        JSB,
        120,
        "GetItem",
        {"TableName": "Movies", "Key": _mkey(1981, "The Evil Dead"), "ConsistentRead": True},
        MOVIES,
        [EVIL],
        DOC,
    ),
    _c(
        JSB,
        140,
        "UpdateItem",
        {
            "TableName": "Movies",
            "Key": _mkey(1981, "The Evil Dead"),
            "UpdateExpression": "set #i.#g = list_append(#i.#g, :vals)",
            "ExpressionAttributeNames": {"#i": "info", "#g": "genres"},
            "ExpressionAttributeValues": values({":vals": ["Comedy"]}),
            "ReturnValues": "ALL_NEW",
        },
        MOVIES,
        [EVIL],
        DOC,
    ),
    _c(
        JSB, 161, "DeleteItem", {"TableName": "Movies", "Key": _mkey(1981, "The Evil Dead")}, MOVIES, [EVIL_COMEDY], DOC
    ),
    _c(
        JSB,
        188,
        "BatchWriteItem",
        {"RequestItems": {"Movies": [{"PutRequest": {"Item": m}} for m in MOVIES_JSON[:10]]}},
        MOVIES,
        [],
        DOC
        + "; one chunk, of the first ten of the sample movies the request reads (movies.json is loaded in chunks of 25)",
    ),
    _c(
        JSB,
        203,
        "Query",
        {
            "TableName": "Movies",
            "KeyConditionExpression": "#y = :y",
            "ExpressionAttributeNames": {"#y": "year"},
            "ExpressionAttributeValues": values({":y": 1981}),
            "ConsistentRead": True,
        },
        MOVIES,
        MOVIES_JSON,
        DOC + " (paginateQuery's first page)",
    ),
    _c(
        JSB,
        234,
        "Scan",
        {
            "TableName": "Movies",
            "FilterExpression": "#y between :y1 and :y2",
            "ExpressionAttributeNames": {"#y": "year"},
            "ExpressionAttributeValues": values({":y1": 1980, ":y2": 1990}),
            "ConsistentRead": True,
        },
        MOVIES,
        MOVIES_JSON,
        DOC + " (paginateScan's first page)",
    ),
]

# =============================================================================
# Go v2: the requests the stubbed scenario test pins
# =============================================================================
GOT = "doc-example-test-movie-table"
GO_SAMPLES = [  # scenario_movie_table_test.go's MockSampler
    item(
        year=2000 + i,
        title=f"Test movie {i}",
        info={"rating": Decimal(str(round(1.4 + i, 1))), "plot": f"Test plot {i}"},
    )
    for i in range(1, 6)
]
GO_ADDED = item(year=2002, title="Test movie", info={"rating": Decimal("3.5"), "plot": "Add test plot."})
GO_UPDATED = item(year=2002, title="Test movie", info={"rating": Decimal("6.6"), "plot": "Update test plot."})

GOLANG = [
    _c(GO, 59, "PutItem", {"TableName": GOT, "Item": GO_ADDED}, MOVIES, [], GOSTUB),
    _c(
        GO,
        69,
        "UpdateItem",
        {
            "TableName": GOT,
            "Key": _mkey(2002, "Test movie"),
            "ExpressionAttributeNames": {"#0": "info", "#1": "rating", "#2": "plot"},
            "ExpressionAttributeValues": {":0": {"N": "6.6"}, ":1": {"S": "Update test plot."}},
            "UpdateExpression": "SET #0.#1 = :0, #0.#2 = :1\n",
            "ReturnValues": "UPDATED_NEW",
        },
        MOVIES,
        [GO_ADDED],
        GOSTUB,
    ),
    _c(
        GO,
        94,
        "BatchWriteItem",
        {"RequestItems": {GOT: [{"PutRequest": {"Item": m}} for m in GO_SAMPLES]}},
        MOVIES,
        [GO_UPDATED],
        GOSTUB,
    ),
    _c(
        GO,
        107,
        "GetItem",
        {"TableName": GOT, "Key": _mkey(2003, "Test movie 3")},
        MOVIES,
        [GO_UPDATED] + GO_SAMPLES,
        GOSTUB,
    ),
    _c(
        GO,
        123,
        "Query",
        {
            "TableName": GOT,
            "ExpressionAttributeNames": {"#0": "year"},
            "ExpressionAttributeValues": {":0": {"N": "1985"}},
            "KeyConditionExpression": "#0 = :0",
        },
        MOVIES,
        [GO_UPDATED] + GO_SAMPLES,
        GOSTUB + " (the test's year 1985: no sample movie holds it)",
    ),
    _c(
        GO,
        144,
        "Scan",
        {
            "TableName": GOT,
            "ExpressionAttributeNames": {"#0": "year", "#1": "title", "#2": "info", "#3": "rating"},
            "ExpressionAttributeValues": {":0": {"N": "2001"}, ":1": {"N": "2010"}},
            "FilterExpression": "#0 BETWEEN :0 AND :1",
            "ProjectionExpression": "#0, #1, #2.#3",
        },
        MOVIES,
        [GO_UPDATED] + GO_SAMPLES,
        GOSTUB,
    ),
    _c(
        GO,
        169,
        "DeleteItem",
        {"TableName": GOT, "Key": _mkey(2002, "Test movie")},
        MOVIES,
        [GO_UPDATED] + GO_SAMPLES,
        GOSTUB,
    ),
]

# =============================================================================
# PHP: the getting-started movie files, Items_CRUD, Query, Scan, the basics
# =============================================================================
PHPG = PHP + "GettingStarted/"
BIG = item(
    year=2015, title="The Big New Movie", info={"plot": "Nothing happens at all.", "rating": 0}
)  # MoviesItemOps01
BIG_UPD = item(
    year=2015,
    title="The Big New Movie",
    info={"plot": "Everything happens all at once.", "rating": Decimal("5.5"), "actors": ["Larry", "Moe", "Curly"]},
)
MARSHAL = "PHP Marshaler::marshalJson values, written typed"
BOOK120 = {
    "Id": {"N": "120"},
    "Title": {"S": "Book 120 Title"},
    "ISBN": {"S": "120-1111111111"},
    "Authors": {"SS": ["Author12", "Author22"]},
    "Price": {"N": "20"},
    "Category": {"S": "Book"},
    "Dimensions": {"S": "8.5x11.0x.75"},
    "InPublication": {"BOOL": False},
}
BOOK121 = {
    "Id": {"N": "121"},
    "Title": {"S": "Book 121 Title"},
    "ISBN": {"S": "121-1111111111"},
    "Authors": {"SS": ["Author21", "Author22"]},
    "Price": {"N": "20"},
    "Category": {"S": "Book"},
    "Dimensions": {"S": "8.5x11.0x.75"},
    "InPublication": {"BOOL": True},
}
BOOK120_UPD = {**BOOK120, "NewAttribute": {"S": "Some Value"}, "Authors": {"SS": ["Author YY", "Author ZZ"]}}
BOOK121_UPD = {**BOOK121, "Price": {"N": "25"}}
PRODUCT = table(("Id", "N"))
REPLY = table(("Id", "S"), ("ReplyDateTime", "S"))
REPLIES = [  # the Developer Guide's Reply items (as in the aws-developer-guide source)
    item(
        Id="Amazon DynamoDB#DynamoDB Thread 1",
        ReplyDateTime="2015-09-15T19:58:22.947Z",
        Message="DynamoDB Thread 1 Reply 1 text",
        PostedBy="User A",
    ),
    item(
        Id="Amazon DynamoDB#DynamoDB Thread 1",
        ReplyDateTime="2015-09-22T19:58:22.947Z",
        Message="DynamoDB Thread 1 Reply 2 text",
        PostedBy="User B",
    ),
    item(
        Id="Amazon DynamoDB#DynamoDB Thread 2",
        ReplyDateTime="2015-09-29T19:58:22.947Z",
        Message="DynamoDB Thread 2 Reply 1 text",
        PostedBy="User A",
    ),
    item(
        Id="Amazon DynamoDB#DynamoDB Thread 2",
        ReplyDateTime="2026-07-30 10:00:00",
        Message="DynamoDB Thread 2 Reply 2 text",
        PostedBy="User A",
    ),
]

PHP_CASES = [
    _c(PHPG + "MoviesItemOps01.php", 44, "PutItem", {"TableName": "Movies", "Item": BIG}, MOVIES, [], MARSHAL),
    _c(
        PHPG + "MoviesItemOps02.php",
        40,
        "GetItem",
        {"TableName": "Movies", "Key": _mkey(2015, "The Big New Movie")},
        MOVIES,
        [BIG],
        MARSHAL,
    ),
    _c(
        PHPG + "MoviesItemOps03.php",
        52,
        "UpdateItem",
        {
            "TableName": "Movies",
            "Key": _mkey(2015, "The Big New Movie"),
            "UpdateExpression": "set info.rating = :r, info.plot=:p, info.actors=:a",
            "ExpressionAttributeValues": values(
                {":r": Decimal("5.5"), ":p": "Everything happens all at once.", ":a": ["Larry", "Moe", "Curly"]}
            ),
            "ReturnValues": "UPDATED_NEW",
        },
        MOVIES,
        [BIG],
        MARSHAL,
    ),
    _c(
        PHPG + "MoviesQuery01.php",
        40,
        "Query",
        {
            "TableName": "Movies",
            "KeyConditionExpression": "#yr = :yyyy",
            "ExpressionAttributeNames": {"#yr": "year"},
            "ExpressionAttributeValues": values({":yyyy": 1985}),
        },
        MOVIES,
        MOVIES_JSON + [BIG_UPD],
        MARSHAL,
    ),
    _c(
        PHPG + "MoviesQuery02.php",
        44,
        "Query",
        {
            "TableName": "Movies",
            "ProjectionExpression": "#yr, title, info.genres, info.actors[0]",
            "KeyConditionExpression": "#yr = :yyyy and title between :letter1 and :letter2",
            "ExpressionAttributeNames": {"#yr": "year"},
            "ExpressionAttributeValues": values({":yyyy": 1992, ":letter1": "A", ":letter2": "L"}),
        },
        MOVIES,
        MOVIES_JSON + [BIG_UPD],
        MARSHAL,
    ),
    _c(
        PHPG + "MoviesScan.php",
        43,
        "Scan",
        {
            "TableName": "Movies",
            "ProjectionExpression": "#yr, title, info.rating",
            "FilterExpression": "#yr between :start_yr and :end_yr",
            "ExpressionAttributeNames": {"#yr": "year"},
            "ExpressionAttributeValues": values({":start_yr": 1950, ":end_yr": 1959}),
        },
        MOVIES,
        MOVIES_JSON + [BIG_UPD],
        MARSHAL,
    ),
    _c(PHP + "Items_CRUD.php", 24, "PutItem", {"TableName": "ProductCatalog", "Item": BOOK120}, PRODUCT, []),
    _c(PHP + "Items_CRUD.php", 41, "PutItem", {"TableName": "ProductCatalog", "Item": BOOK121}, PRODUCT, [BOOK120]),
    _c(
        PHP + "Items_CRUD.php",
        64,
        "GetItem",
        {
            "TableName": "ProductCatalog",
            "ConsistentRead": True,
            "Key": {"Id": {"N": "120"}},
            "ProjectionExpression": "Id, ISBN, Title, Authors",
        },
        PRODUCT,
        [BOOK120, BOOK121],
    ),
    _c(
        PHP + "Items_CRUD.php",
        82,
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": {"Id": {"N": "120"}},
            "ExpressionAttributeNames": {"#NA": "NewAttribute", "#A": "Authors"},
            "ExpressionAttributeValues": {":val1": {"S": "Some Value"}, ":val2": {"SS": ["Author YY", "Author ZZ"]}},
            "UpdateExpression": "set #NA = :val1, #A = :val2",
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [BOOK120, BOOK121],
    ),
    _c(
        PHP + "Items_CRUD.php",
        108,
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": {"Id": {"N": "121"}},
            "ExpressionAttributeNames": {"#P": "Price"},
            "ExpressionAttributeValues": {":val1": {"N": "25"}, ":val2": {"N": "20"}},
            "UpdateExpression": "set #P = :val1",
            "ConditionExpression": "#P = :val2",
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [BOOK120_UPD, BOOK121],
    ),
    _c(
        PHP + "Items_CRUD.php",
        108,
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": {"Id": {"N": "121"}},
            "ExpressionAttributeNames": {"#P": "Price"},
            "ExpressionAttributeValues": {":val1": {"N": "25"}, ":val2": {"N": "20"}},
            "UpdateExpression": "set #P = :val1",
            "ConditionExpression": "#P = :val2",
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [BOOK120_UPD, BOOK121_UPD],
        "the same request run a second time: the price is 25 now, the condition fails",
    ),
    _c(
        PHP + "Items_CRUD.php",
        135,
        "DeleteItem",
        {"TableName": "ProductCatalog", "Key": {"Id": {"N": "121"}}, "ReturnValues": "ALL_OLD"},
        PRODUCT,
        [BOOK120_UPD, BOOK121_UPD],
    ),
    _c(
        PHP + "Query.php",
        41,
        "Query",
        {
            "TableName": "Reply",
            "KeyConditionExpression": "Id = :v_id and ReplyDateTime >= :v_reply_dt",
            "ExpressionAttributeValues": {
                ":v_id": {"S": "Amazon DynamoDB#DynamoDB Thread 2"},
                ":v_reply_dt": {"S": "2026-07-24 14:57:46"},
            },
            "ProjectionExpression": "Id, ReplyDateTime, Message, PostedBy",
            "ConsistentRead": True,
            "Limit": 1,
        },
        REPLY,
        REPLIES,
        "`date('Y-m-d H:i:s', strtotime('-14 days'))` (UTC) fixed at 14 days before the commit's time; "
        "a made-up recent reply beside the guide's",
    ),
    _c(
        PHP + "Scan_SerialScan.php",
        30,
        "Scan",
        {
            "TableName": "ProductCatalog",
            "ExpressionAttributeValues": {":val1": {"S": "Book"}},
            "FilterExpression": "contains (Title, :val1)",
            "Limit": 10,
        },
        PRODUCT,
        [BOOK120, BOOK121, item(Id=201, Title="18-Bike-201", ProductCategory="Bicycle")],
        "the Items_CRUD books and a made-up bicycle",
    ),
]

# --- PHP DynamoDBService driven by dynamodb_basics/GettingStartedWithDynamoDB.php
SVC = PHP + "DynamoDBService.php"
BASICS = "DynamoDBService called as GettingStartedWithDynamoDB.php calls it; the user's answers made up"
ALIEN = {"year": {"N": "1979"}, "title": {"S": "Alien"}}
ALIEN_RATED = {**ALIEN, "rating": {"N": "9"}, "plot": {"S": "A crew meets a deadly creature."}}

PHP_CASES += [
    _c(SVC, 106, "PutItem", {"Item": ALIEN, "TableName": "Movies"}, MOVIES, [], BASICS),
    _c(
        SVC,
        196,
        "UpdateItem",
        {
            "Key": {"title": {"S": "Alien"}, "year": {"N": "1979"}},
            "TableName": "Movies",
            "UpdateExpression": "set #NV1=:NV1,#NV2=:NV2",
            "ExpressionAttributeNames": {"#NV1": "rating", "#NV2": "plot"},
            "ExpressionAttributeValues": {":NV1": {"N": "9"}, ":NV2": {"S": "A crew meets a deadly creature."}},
        },
        MOVIES,
        [ALIEN],
        BASICS,
    ),
    _c(
        SVC,
        96,
        "GetItem",
        {"Key": {"title": {"S": "Alien"}, "year": {"N": "1979"}}, "TableName": "Movies"},
        MOVIES,
        [ALIEN_RATED],
        BASICS,
    ),
    _c(
        SVC,
        160,
        "UpdateItem",
        {
            "Key": {"title": {"S": "Alien"}, "year": {"N": "1979"}},
            "TableName": "Movies",
            "UpdateExpression": "set #NV=:NV",
            "ExpressionAttributeNames": {"#NV": "rating"},
            "ExpressionAttributeValues": {":NV": {"N": "10"}},
        },
        MOVIES,
        [ALIEN_RATED],
        BASICS,
    ),
    _c(
        SVC,
        75,
        "DeleteItem",
        {"Key": {"title": {"S": "Alien"}, "year": {"N": "1979"}}, "TableName": "Movies"},
        MOVIES,
        [{**ALIEN_RATED, "rating": {"N": "10"}}],
        BASICS,
    ),
    _c(
        SVC,
        132,
        "Query",
        {
            "ExpressionAttributeValues": {":v1": {"N": "1995"}},
            "ExpressionAttributeNames": {"#year": "year"},
            "KeyConditionExpression": "#year = :v1",
            "TableName": "Movies",
        },
        MOVIES,
        MOVIES_JSON,
        BASICS + " (birth year 1995)",
    ),
    _c(
        SVC,
        148,
        "Scan",
        {
            "ExpressionAttributeNames": {"#year": "year"},
            "ExpressionAttributeValues": {":min": {"N": "1990"}, ":max": {"N": "1999"}},
            "FilterExpression": "#year between :min and :max",
            "TableName": "Movies",
        },
        MOVIES,
        MOVIES_JSON,
        BASICS,
    ),
]

# =============================================================================
# Ruby (Table resource): basics, with the values of its spec and its scenario
# =============================================================================
RBT = "doc-example-table-movies"
MATRIX5 = item(year=2023, title="The Matrix 5", info={"plot": "A man awakens to yet another new reality.", "rating": 3})

RUBY_CASES = [
    _c(RB, 26, "PutItem", {"TableName": RBT, "Item": MATRIX5}, MOVIES, MOVIES_JSON, RUBY + " (the spec's record)"),
    _c(
        RB,
        47,
        "GetItem",
        {"TableName": RBT, "Key": _mkey(2013, "12 Years a Slave")},
        MOVIES,
        MOVIES_JSON + [MATRIX5],
        RUBY,
    ),
    _c(
        RB,
        60,
        "UpdateItem",
        {
            "TableName": RBT,
            "Key": _mkey(2013, "12 Years a Slave"),
            "UpdateExpression": "set info.rating=:r",
            "ExpressionAttributeValues": values({":r": 8}),
            "ReturnValues": "UPDATED_NEW",
        },
        MOVIES,
        MOVIES_JSON + [MATRIX5],
        RUBY + " (the spec's record)",
    ),
    _c(
        RB,
        81,
        "Query",
        {
            "TableName": RBT,
            "KeyConditionExpression": "#yr = :year",
            "ExpressionAttributeNames": {"#yr": "year"},
            "ExpressionAttributeValues": values({":year": 1999}),
        },
        MOVIES,
        MOVIES_JSON + [MATRIX5],
        RUBY + " (the spec's year)",
    ),
    _c(
        RB,
        115,
        "Scan",
        {
            "TableName": RBT,
            "FilterExpression": "#yr between :start_yr and :end_yr",
            "ProjectionExpression": "#yr, title, info.rating",
            "ExpressionAttributeNames": {"#yr": "year"},
            "ExpressionAttributeValues": values({":start_yr": 1989, ":end_yr": 1990}),
        },
        MOVIES,
        MOVIES_JSON + [MATRIX5],
        RUBY + " (the spec's years, Integers)",
    ),
    _c(
        RB,
        115,
        "Scan",
        {
            "TableName": RBT,
            "FilterExpression": "#yr between :start_yr and :end_yr",
            "ProjectionExpression": "#yr, title, info.rating",
            "ExpressionAttributeNames": {"#yr": "year"},
            "ExpressionAttributeValues": values({":start_yr": "1989", ":end_yr": "1990"}),
        },
        MOVIES,
        MOVIES_JSON + [MATRIX5],
        RUBY + " (the scenario's years: `Prompt.ask` returns a String, not converted, so sent as S; "
        "no number lies between two strings)",
    ),
    _c(
        RB,
        135,
        "DeleteItem",
        {"TableName": RBT, "Key": _mkey(2023, "The Matrix 5")},
        MOVIES,
        MOVIES_JSON + [MATRIX5],
        RUBY,
    ),
]

# =============================================================================
# Rust: crud.rs (random names fixed) and the movies server's query
# =============================================================================
CRUD = RS + "bin/crud.rs"
CRUD_T = table(("kQmXzP", "S"))
CRUD_NOTE = "the random table name, key name and value (10, 6, 12 characters) fixed"
CRUD_ITEM = {
    "kQmXzP": {"S": "Ab3dE6gH9jK2"},
    "account_type": {"S": "standard_user"},
    "age": {"S": "33"},
    "first_name": {"S": "DummyFirstName"},
    "last_name": {"S": "DummyLastName"},
}

RUST_CASES = [
    _c(CRUD, 103, "PutItem", {"TableName": "rT7yU2wQ9e", "Item": CRUD_ITEM}, CRUD_T, [], CRUD_NOTE),
    _c(
        CRUD,
        127,
        "Query",
        {
            "TableName": "rT7yU2wQ9e",
            "KeyConditionExpression": "#key = :value",
            "ExpressionAttributeNames": {"#key": "kQmXzP"},
            "ExpressionAttributeValues": {":value": {"S": "Ab3dE6gH9jK2"}},
            "Select": "ALL_ATTRIBUTES",
        },
        CRUD_T,
        [CRUD_ITEM],
        CRUD_NOTE,
    ),
    _c(
        CRUD,
        161,
        "DeleteItem",
        {"TableName": "rT7yU2wQ9e", "Key": {"kQmXzP": {"S": "Ab3dE6gH9jK2"}}},
        CRUD_T,
        [CRUD_ITEM],
        CRUD_NOTE,
    ),
    _c(
        RS + "scenario/movies/server.rs",
        37,
        "Query",
        {
            "TableName": "Movies",
            "KeyConditionExpression": "#yr = :yyyy",
            "ExpressionAttributeNames": {"#yr": "year"},
            "ExpressionAttributeValues": {":yyyy": {"N": "1957"}},
        },
        MOVIES,
        MOVIES_JSON,
        "the year from the request path made up (1957)",
    ),
]

# =============================================================================
# .NET v3: DynamoDbMethods (the basics scenario)
# =============================================================================
NETM = {"title": {"S": "Spirited Away"}, "year": {"N": "2001"}}

DOTNET = [
    _c(
        NET, 103, "PutItem", {"TableName": "movie_table", "Item": NETM}, MOVIES, MOVIES_JSON, "the user's movie made up"
    ),
    _c(
        NET,
        153,
        "UpdateItem",
        {
            "AttributeUpdates": {
                "info.plot": {"Action": "PUT", "Value": {"S": "A girl works in a bathhouse for spirits."}},
                "info.rating": {"Action": "PUT", "Value": {"N": "9"}},
            },
            "Key": NETM,
            "TableName": "movie_table",
        },
        MOVIES,
        MOVIES_JSON + [NETM],
        "the new plot and rank made up; the legacy AttributeUpdates name `info.plot` and `info.rating` as they are "
        "(top-level attributes whose names hold a dot)",
    ),
    _c(NET, 186, "GetItem", {"Key": NETM, "TableName": "movie_table"}, MOVIES, MOVIES_JSON + [NETM], ""),
    _c(
        NET,
        328,
        "Query",
        {
            "TableName": "movie_table",
            "Limit": 10,
            "Select": "SPECIFIC_ATTRIBUTES",
            "AttributesToGet": ["title", "year"],
            "ConsistentRead": True,
            "KeyConditions": {"year": {"AttributeValueList": [{"N": "1981"}], "ComparisonOperator": "EQ"}},
        },
        MOVIES,
        MOVIES_JSON + [NETM],
        "Table.Query with a QueryOperationConfig: written as the request the document model sends "
        "(the key filter as KeyConditions); the year made up",
    ),
    _c(
        NET,
        353,
        "Scan",
        {
            "TableName": "movie_table",
            "ExpressionAttributeNames": {"#yr": "year"},
            "ExpressionAttributeValues": {":y_a": {"N": "1980"}, ":y_z": {"N": "2000"}},
            "FilterExpression": "#yr between :y_a and :y_z",
            "ProjectionExpression": "#yr, title, info.actors[0], info.directors, info.running_time_secs",
            "Limit": 10,
        },
        MOVIES,
        MOVIES_JSON + [NETM],
        "the years made up (first page)",
    ),
    _c(NET, 281, "DeleteItem", {"TableName": "movie_table", "Key": NETM}, MOVIES, MOVIES_JSON + [NETM], ""),
]

# =============================================================================
# C++: the getting-started scenario
# =============================================================================
CPPM = item(year=1977, title="Star Wars", info={"rating": 8, "plot": "A farm boy joins a rebellion."})
CPP_NOTE = "the user's movie made up; the rating's text written 8 / 9 (the SDK writes a double's text)"

CPP_CASES = [
    _c(CPP, 105, "PutItem", {"TableName": "doc-example-table-movies", "Item": CPPM}, MOVIES, MOVIES_JSON, CPP_NOTE),
    _c(
        CPP,
        149,
        "UpdateItem",
        {
            "TableName": "doc-example-table-movies",
            "Key": {"title": {"S": "Star Wars"}, "year": {"N": "1977"}},
            "UpdateExpression": "set info.rating =:r, info.plot =:p",
            "ExpressionAttributeValues": {":r": {"N": "9"}, ":p": {"S": "A new hope for the galaxy."}},
            "ReturnValues": "UPDATED_NEW",
        },
        MOVIES,
        MOVIES_JSON + [CPPM],
        CPP_NOTE,
    ),
    _c(
        CPP,
        231,
        "GetItem",
        {"TableName": "doc-example-table-movies", "Key": {"title": {"S": "King Kong"}, "year": {"N": "1933"}}},
        MOVIES,
        MOVIES_JSON + [CPPM],
    ),
    _c(
        CPP,
        260,
        "Query",
        {
            "TableName": "doc-example-table-movies",
            "KeyConditionExpression": "#dynobase_year = :valueToMatch",
            "ExpressionAttributeNames": {"#dynobase_year": "year"},
            "ExpressionAttributeValues": {":valueToMatch": {"N": "1989"}},
        },
        MOVIES,
        MOVIES_JSON + [CPPM],
        "the year made up",
    ),
    _c(
        CPP,
        315,
        "Scan",
        {
            "TableName": "doc-example-table-movies",
            "FilterExpression": "#dynobase_year >= :startYear AND #dynobase_year <= :endYear",
            "ExpressionAttributeNames": {"#dynobase_year": "year"},
            "ExpressionAttributeValues": {":startYear": {"N": "1950"}, ":endYear": {"N": "1960"}},
        },
        MOVIES,
        MOVIES_JSON + [CPPM],
        "the years made up",
    ),
    _c(
        CPP,
        376,
        "DeleteItem",
        {"TableName": "doc-example-table-movies", "Key": {"year": {"N": "1977"}, "title": {"S": "Star Wars"}}},
        MOVIES,
        MOVIES_JSON + [CPPM],
    ),
]

# =============================================================================
# .NET (SDK v3, .dotnet/): the low-level item, query and scan examples
# =============================================================================
DN = ".dotnet/example_code/DynamoDB/"
NOW_NET = "the time fixed at the commit's, 2026-08-07T14:57:46Z, as AWSSDKUtils.ISO8601DateFormat writes it"
BOOK1000 = {
    "Id": {"N": "1000"},
    "Title": {"S": "Book 201 Title"},
    "ISBN": {"S": "11-11-11-11"},
    "Authors": {"SS": ["Author1", "Author2"]},
    "Price": {"N": "20.00"},
    "Dimensions": {"S": "8.5x11.0x.75"},
    "InPublication": {"BOOL": False},
}
BOOK1000_UPD = {  # after UpdateMultipleAttributes (ADD #A :auth SET #NA = :new REMOVE #I)
    **{k: v for k, v in BOOK1000.items() if k != "ISBN"},
    "Authors": {"SS": ["Author1", "Author2", "Author YY", "Author ZZ"]},
    "NewAttribute": {"S": "New Value"},
}
BOOK1000_PRICED = {**BOOK1000_UPD, "Price": {"N": "22"}}
RECENT = [  # made up: replies within the examples' moving windows (days before the commit)
    item(
        Id="Amazon DynamoDB#DynamoDB Thread 1",
        ReplyDateTime="2026-07-20T10:00:00.000Z",
        Message="DynamoDB Thread 1 Reply 3 text",
        PostedBy="User B",
    ),
    item(
        Id="Amazon DynamoDB#DynamoDB Thread 1",
        ReplyDateTime="2026-07-30T10:00:00.000Z",
        Message="DynamoDB Thread 1 Reply 4 text",
        PostedBy="User A",
    ),
    item(
        Id="Amazon DynamoDB#DynamoDB Thread 1",
        ReplyDateTime="2026-08-05T10:00:00.000Z",
        Message="DynamoDB Thread 1 Reply 5 text",
        PostedBy="User B",
    ),
]
T1 = "Amazon DynamoDB#DynamoDB Thread 1"

DOTNET += [
    _c(
        DN + "LowLevelItemCRUDExample.cs", 45, "PutItem", {"TableName": "ProductCatalog", "Item": BOOK1000}, PRODUCT, []
    ),
    _c(
        DN + "LowLevelItemCRUDExample.cs",
        78,
        "GetItem",
        {
            "TableName": "ProductCatalog",
            "Key": {"Id": {"N": "1000"}},
            "ProjectionExpression": "Id, ISBN, Title, Authors",
            "ConsistentRead": True,
        },
        PRODUCT,
        [BOOK1000],
    ),
    _c(
        DN + "LowLevelItemCRUDExample.cs",
        144,
        "UpdateItem",
        {
            "Key": {"Id": {"N": "1000"}},
            "ExpressionAttributeNames": {"#P": "Price"},
            "ExpressionAttributeValues": {":newprice": {"N": "22.00"}, ":currprice": {"N": "20.00"}},
            "UpdateExpression": "SET #P = :newprice",
            "ConditionExpression": "#P = :currprice",
            "TableName": "ProductCatalog",
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [BOOK1000_UPD],
        "after the example's previous update (ADD/SET/REMOVE, the Developer Guide's text, taken there)",
    ),
    _c(
        DN + "LowLevelItemCRUDExample.cs",
        182,
        "DeleteItem",
        {
            "TableName": "ProductCatalog",
            "Key": {"Id": {"N": "1000"}},
            "ReturnValues": "ALL_OLD",
            "ExpressionAttributeNames": {"#IP": "InPublication"},
            "ExpressionAttributeValues": {":inpub": {"BOOL": False}},
            "ConditionExpression": "#IP = :inpub",
        },
        PRODUCT,
        [BOOK1000_PRICED],
    ),
    _c(
        DN + "LowLevelQuery.cs",
        169,
        "Query",
        {
            "TableName": "Reply",
            "ReturnConsumedCapacity": "TOTAL",
            "KeyConditionExpression": "Id = :v_replyId",
            "ExpressionAttributeValues": {":v_replyId": {"S": T1}},
        },
        REPLY,
        REPLIES + RECENT,
    ),
    _c(
        DN + "LowLevelQuery.cs",
        132,
        "Query",
        {
            "TableName": "Reply",
            "ReturnConsumedCapacity": "TOTAL",
            "KeyConditionExpression": "Id = :v_replyId",
            "ExpressionAttributeValues": {":v_replyId": {"S": T1}},
            "Limit": 2,
        },
        REPLY,
        REPLIES + RECENT,
        "the first page",
    ),
    _c(
        DN + "LowLevelQuery.cs",
        91,
        "Query",
        {
            "TableName": "Reply",
            "ReturnConsumedCapacity": "TOTAL",
            "KeyConditionExpression": "Id = :v_replyId and ReplyDateTime > :v_interval",
            "ExpressionAttributeValues": {":v_replyId": {"S": T1}, ":v_interval": {"S": "2026-07-23T14:57:46.000Z"}},
            "ProjectionExpression": "Id, ReplyDateTime, PostedBy",
            "ConsistentRead": True,
        },
        REPLY,
        REPLIES + RECENT,
        NOW_NET + " (15 days before)",
    ),
    _c(
        DN + "LowLevelQuery.cs",
        51,
        "Query",
        {
            "TableName": "Reply",
            "ReturnConsumedCapacity": "TOTAL",
            "KeyConditionExpression": "Id = :v_replyId and ReplyDateTime between :v_start and :v_end",
            "ExpressionAttributeValues": {
                ":v_replyId": {"S": T1},
                ":v_start": {"S": "2026-07-17T14:57:46.000Z"},
                ":v_end": {"S": "2026-08-02T14:57:46.000Z"},
            },
        },
        REPLY,
        REPLIES + RECENT,
        NOW_NET + " (21 and 5 days before)",
    ),
    _c(
        DN + "LowLevelScan.cs",
        39,
        "Scan",
        {
            "TableName": "ProductCatalog",
            "Limit": 2,
            "ExpressionAttributeValues": {":val": {"N": "0"}},
            "FilterExpression": "Price < :val",
            "ProjectionExpression": "Id, Title, Price",
        },
        PRODUCT,
        [BOOK120, BOOK121, item(Id=205, Title="18-Bike-204", Price=-10)],
        "the Items_CRUD books and a made-up item of negative price; the first page",
    ),
]

# =============================================================================
# Java SDK v1 (java/example_code/dynamodb): document API and low-level examples
# =============================================================================
JD = "java/example_code/dynamodb/src/main/java/com/amazonaws/codesamples/"
DOCAPI = "Java document API (Table, ItemSpec): written as the typed request it sends"
NOW_JAVA = "`new Date()` fixed at the commit's time, 2026-08-07T14:57:46.000Z"
JBOOK120 = item(
    Id=120,
    Title="Book 120 Title",
    ISBN="120-1111111111",
    Authors={"Author12", "Author22"},
    Price=20,
    Dimensions="8.5x11.0x.75",
    PageCount=500,
    InPublication=False,
    ProductCategory="Book",
)
JBOOK121 = item(
    Id=121,
    Title="Book 121 Title",
    ISBN="121-1111111111",
    Authors={"Author21", "Author 22"},
    Price=20,
    Dimensions="8.5x11.0x.75",
    PageCount=500,
    InPublication=True,
    ProductCategory="Book",
)
JBOOK120_UPD = {
    **JBOOK120,
    "Authors": {"SS": ["Author12", "Author22", "Author YY", "Author ZZ"]},
    "NewAttribute": {"S": "someValue"},
    "Price": {"N": "25"},
}
LBOOK120 = {
    "Id": {"N": "120"},
    "Title": {"S": "Book 120 Title"},
    "ISBN": {"S": "120-1111111111"},
    "Authors": {"SS": ["Author12", "Author22"]},
    "Price": {"N": "20.00"},
    "Category": {"S": "Book"},
    "Dimensions": {"S": "8.5x11.0x.75"},
    "InPublication": {"BOOL": False},
}
LBOOK121 = {  # as sent: the example puts Dimensions and InPublication into item1 after sending it
    "Id": {"N": "121"},
    "Title": {"S": "Book 121 Title"},
    "ISBN": {"S": "121-1111111111"},
    "Price": {"N": "20.00"},
    "ProductCategory": {"S": "Book"},
    "Authors": {"SS": ["Author21", "Author22"]},
}
LBOOK120_UPD = {
    **LBOOK120,
    "Authors": {"SS": ["Author12", "Author22", "Author YY", "Author ZZ"]},
    "NewAttribute": {"S": "someValue"},
}


def _legacy_eq(value: str) -> dict:
    return {"ComparisonOperator": "EQ", "AttributeValueList": [{"S": value}]}


JAVA_CASES = [
    _c(
        JD + "document/DocumentAPIItemCRUDExample.java",
        60,
        "PutItem",
        {"TableName": "ProductCatalog", "Item": JBOOK120},
        PRODUCT,
        [],
        DOCAPI,
    ),
    _c(
        JD + "document/DocumentAPIItemCRUDExample.java",
        67,
        "PutItem",
        {"TableName": "ProductCatalog", "Item": JBOOK121},
        PRODUCT,
        [JBOOK120],
        DOCAPI,
    ),
    _c(
        JD + "document/DocumentAPIItemCRUDExample.java",
        103,
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": {"Id": {"N": "121"}},
            "UpdateExpression": "set #na = :val1",
            "ExpressionAttributeNames": {"#na": "NewAttribute"},
            "ExpressionAttributeValues": values({":val1": "Some value"}),
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [JBOOK120, JBOOK121],
        DOCAPI,
    ),
    _c(
        JD + "document/DocumentAPIItemCRUDExample.java",
        178,
        "DeleteItem",
        {
            "TableName": "ProductCatalog",
            "Key": {"Id": {"N": "120"}},
            "ConditionExpression": "#ip = :val",
            "ExpressionAttributeNames": {"#ip": "InPublication"},
            "ExpressionAttributeValues": values({":val": False}),
            "ReturnValues": "ALL_OLD",
        },
        PRODUCT,
        [JBOOK120_UPD, JBOOK121],
        DOCAPI + "; after the example's updates (the Developer Guide's texts, taken there)",
    ),
    _c(
        JD + "document/DocumentAPIQuery.java",
        51,
        "Query",
        {
            "TableName": "Reply",
            "KeyConditionExpression": "Id = :v_id",
            "ExpressionAttributeValues": values({":v_id": T1}),
        },
        REPLY,
        REPLIES + RECENT,
        DOCAPI,
    ),
    _c(
        JD + "document/DocumentAPIQuery.java",
        71,
        "Query",
        {
            "TableName": "Reply",
            "KeyConditionExpression": "Id = :v_id",
            "ExpressionAttributeValues": values({":v_id": T1}),
            "Limit": 1,
        },
        REPLY,
        REPLIES + RECENT,
        DOCAPI + " (withMaxPageSize(1) as Limit; the first page)",
    ),
    _c(
        JD + "document/DocumentAPIQuery.java",
        105,
        "Query",
        {
            "TableName": "Reply",
            "ProjectionExpression": "Message, ReplyDateTime, PostedBy",
            "KeyConditionExpression": "Id = :v_id and ReplyDateTime <= :v_reply_dt_tm",
            "ExpressionAttributeValues": values({":v_id": T1, ":v_reply_dt_tm": "2026-07-23T14:57:46.000Z"}),
        },
        REPLY,
        REPLIES + RECENT,
        DOCAPI + "; " + NOW_JAVA + " (15 days before)",
    ),
    _c(
        JD + "document/DocumentAPIQuery.java",
        132,
        "Query",
        {
            "TableName": "Reply",
            "ProjectionExpression": "Message, ReplyDateTime, PostedBy",
            "KeyConditionExpression": "Id = :v_id and ReplyDateTime between :v_start_dt and :v_end_dt",
            "ExpressionAttributeValues": values(
                {":v_id": T1, ":v_start_dt": "2026-07-23T14:57:46.000Z", ":v_end_dt": "2026-08-02T14:57:46.000Z"}
            ),
        },
        REPLY,
        REPLIES + RECENT,
        DOCAPI + "; " + NOW_JAVA + " (15 and 5 days before)",
    ),
    _c(
        JD + "document/DocumentAPIQuery.java",
        151,
        "Query",
        {
            "TableName": "Reply",
            "ProjectionExpression": "Message, ReplyDateTime, PostedBy",
            "KeyConditionExpression": "Id = :v_id",
            "FilterExpression": "PostedBy = :v_postedby",
            "ExpressionAttributeValues": values({":v_id": T1, ":v_postedby": "User B"}),
        },
        REPLY,
        REPLIES + RECENT,
        DOCAPI,
    ),
    _c(
        JD + "document/DocumentAPIScan.java",
        38,
        "Scan",
        {
            "TableName": "ProductCatalog",
            "FilterExpression": "Price < :pr",
            "ProjectionExpression": "Id, Title, ProductCategory, Price",
            "ExpressionAttributeValues": values({":pr": 100}),
        },
        PRODUCT,
        [JBOOK120, JBOOK121, item(Id=205, Title="18-Bike-204", ProductCategory="Bicycle", Price=500)],
        DOCAPI + "; the CRUD example's books and a made-up bicycle",
    ),
    _c(
        JD + "lowlevel/LowLevelItemCRUDExample.java",
        61,
        "PutItem",
        {"TableName": "ProductCatalog", "Item": LBOOK120},
        PRODUCT,
        [],
    ),
    _c(
        JD + "lowlevel/LowLevelItemCRUDExample.java",
        74,
        "PutItem",
        {"TableName": "ProductCatalog", "Item": LBOOK121},
        PRODUCT,
        [LBOOK120],
        "item2 as sent (the example adds Dimensions and InPublication to item1, already sent, instead)",
    ),
    _c(
        JD + "lowlevel/LowLevelItemCRUDExample.java",
        114,
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": {"Id": {"N": "121"}},
            "UpdateExpression": "set NewAttribute = :val1",
            "ExpressionAttributeValues": {":val1": {"S": "Some value"}},
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [LBOOK120, LBOOK121],
    ),
    _c(
        JD + "lowlevel/LowLevelItemCRUDExample.java",
        142,
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": {"Id": {"N": "120"}},
            "UpdateExpression": "add Authors :val1 set NewAttribute=:val2",
            "ExpressionAttributeValues": {":val1": {"SS": ["Author YY", "Author ZZ"]}, ":val2": {"S": "someValue"}},
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [LBOOK120, {**LBOOK121, "NewAttribute": {"S": "Some value"}}],
    ),
    _c(
        JD + "lowlevel/LowLevelItemCRUDExample.java",
        174,
        "UpdateItem",
        {
            "TableName": "ProductCatalog",
            "Key": {"Id": {"N": "120"}},
            "UpdateExpression": "set Price = :val1",
            "ConditionExpression": "Price = :val2",
            "ExpressionAttributeValues": {":val1": {"N": "25.00"}, ":val2": {"N": "20.00"}},
            "ReturnValues": "ALL_NEW",
        },
        PRODUCT,
        [LBOOK120_UPD, {**LBOOK121, "NewAttribute": {"S": "Some value"}}],
    ),
    _c(
        JD + "lowlevel/LowLevelItemCRUDExample.java",
        202,
        "DeleteItem",
        {
            "TableName": "ProductCatalog",
            "Key": {"Id": {"N": "120"}},
            "ConditionExpression": "InPublication = :val",
            "ExpressionAttributeValues": {":val": {"BOOL": False}},
            "ReturnValues": "ALL_OLD",
        },
        PRODUCT,
        [{**LBOOK120_UPD, "Price": {"N": "25"}}],
    ),
    _c(
        JD + "lowlevel/LowLevelQuery.java",
        50,
        "Query",
        {"TableName": "Reply", "KeyConditions": {"Id": _legacy_eq(T1)}},
        REPLY,
        REPLIES + RECENT,
    ),
    _c(
        JD + "lowlevel/LowLevelQuery.java",
        64,
        "Query",
        {"TableName": "Reply", "KeyConditions": {"Id": _legacy_eq(T1)}, "Limit": 1},
        REPLY,
        REPLIES + RECENT,
        "the first page (ExclusiveStartKey null, not sent)",
    ),
    _c(
        JD + "lowlevel/LowLevelQuery.java",
        89,
        "Query",
        {
            "TableName": "Reply",
            "KeyConditions": {
                "Id": _legacy_eq(T1),
                "ReplyDateTime": {
                    "ComparisonOperator": "GT",
                    "AttributeValueList": [{"S": "2026-07-23T14:57:46.000Z"}],
                },
            },
            "ProjectionExpression": "Message, ReplyDateTime, PostedBy",
        },
        REPLY,
        REPLIES + RECENT,
        NOW_JAVA + " (15 days before); KeyConditions beside a ProjectionExpression, as the example writes them",
    ),
    _c(
        JD + "lowlevel/LowLevelQuery.java",
        113,
        "Query",
        {
            "TableName": "Reply",
            "KeyConditions": {
                "Id": _legacy_eq(T1),
                "ReplyDateTime": {
                    "ComparisonOperator": "BETWEEN",
                    "AttributeValueList": [{"S": "2026-07-23T14:57:46.000Z"}, {"S": "2026-08-02T14:57:46.000Z"}],
                },
            },
            "ProjectionExpression": "Message, ReplyDateTime, PostedBy",
        },
        REPLY,
        REPLIES + RECENT,
        NOW_JAVA + " (15 and 5 days before); KeyConditions beside a ProjectionExpression, as the example writes them",
    ),
    _c(
        JD + "lowlevel/LowLevelQuery.java",
        130,
        "Query",
        {
            "TableName": "Reply",
            "KeyConditions": {"Id": _legacy_eq(T1)},
            "FilterExpression": "PostedBy = :val",
            "ExpressionAttributeValues": {":val": {"S": "User B"}},
            "ProjectionExpression": "Message, ReplyDateTime, PostedBy",
        },
        REPLY,
        REPLIES + RECENT,
        "KeyConditions beside a FilterExpression and a ProjectionExpression, as the example writes them",
    ),
    _c(
        JD + "lowlevel/LowLevelScan.java",
        32,
        "Scan",
        {
            "TableName": "ProductCatalog",
            "FilterExpression": "Price < :pr",
            "ExpressionAttributeValues": {":pr": {"N": "100"}},
            "ProjectionExpression": "Id, Title, ProductCategory, Price",
        },
        PRODUCT,
        [LBOOK120, LBOOK121],
    ),
]

# =============================================================================
# Go SDK v1 (go/example_code/dynamodb)
# =============================================================================
GV1 = "go/example_code/dynamodb/"
CAP = table(("Year", "N"), ("Title", "S"))
BIG_CAP = {
    "Year": {"N": "2015"},
    "Title": {"S": "The Big New Movie"},
    "Plot": {"S": "Nothing happens at all."},
    "Rating": {"N": "0"},
}
CAP_MOVIES = [  # made up: movies keyed as DynamoDBCreateItem.go's struct names them
    {
        "Year": {"N": "2013"},
        "Title": {"S": "Gravity"},
        "Plot": {"S": "Two astronauts work together."},
        "Rating": {"N": "8.2"},
    },
    {
        "Year": {"N": "2013"},
        "Title": {"S": "Rush"},
        "Plot": {"S": "The rivalry of two drivers."},
        "Rating": {"N": "3.5"},
    },
    {"Year": {"N": "2012"}, "Title": {"S": "Dredd"}, "Plot": {"S": "A cop and a trainee."}, "Rating": {"N": "7"}},
]
V1MARSHAL = "Go SDK v1: dynamodbattribute.MarshalMap, written typed"
V1EXPR = "Go SDK v1: the expression builder's output (names numbered in order of first use, the filter before the projection)"

GO_V1 = [
    _c(
        GV1 + "DynamoDBCreateItem.go",
        67,
        "PutItem",
        {"Item": BIG_CAP, "TableName": "Movies"},
        CAP,
        CAP_MOVIES,
        V1MARSHAL + " (no tags: the struct's field names)",
    ),
    _c(
        GV1 + "DynamoDBUpdateItem.go",
        57,
        "UpdateItem",
        {
            "ExpressionAttributeValues": {":r": {"N": "0.5"}},
            "TableName": "Movies",
            "Key": {"Year": {"N": "2015"}, "Title": {"S": "The Big New Movie"}},
            "ReturnValues": "UPDATED_NEW",
            "UpdateExpression": "set Rating = :r",
        },
        CAP,
        CAP_MOVIES + [BIG_CAP],
    ),
    _c(
        GV1 + "DynamoDBScanItems.go",
        79,
        "Scan",
        {
            "ExpressionAttributeNames": {"#0": "Year", "#1": "Title", "#2": "Rating"},
            "ExpressionAttributeValues": {":0": {"N": "2013"}},
            "FilterExpression": "#0 = :0",
            "ProjectionExpression": "#1, #0, #2",
            "TableName": "Movies",
        },
        CAP,
        CAP_MOVIES + [{**BIG_CAP, "Rating": {"N": "0.5"}}],
        V1EXPR,
    ),
    _c(
        GV1 + "update_item.go",
        65,
        "UpdateItem",
        {
            "ExpressionAttributeValues": {"rating": {"N": "0.5"}},
            "TableName": "Movies",
            "Key": _mkey(2015, "The Big New Movie"),
            "ReturnValues": "UPDATED_NEW",
            "UpdateExpression": "set info.rating = :r",
        },
        MOVIES,
        [BIG],
        V1MARSHAL + ": the ItemInfo struct's json tag makes the value map's key `rating`, not `:r`, as written",
    ),
    _c(
        GV1 + "scan_items.go",
        73,
        "Scan",
        {
            "ExpressionAttributeNames": {"#0": "year", "#1": "title", "#2": "info", "#3": "rating"},
            "ExpressionAttributeValues": {":0": {"N": "2011"}},
            "FilterExpression": "#0 = :0",
            "ProjectionExpression": "#1, #0, #2.#3",
            "TableName": "Movies",
        },
        MOVIES,
        MOVIES_JSON
        + [
            item(year=2011, title="Rise of the Planet of the Apes", info={"rating": Decimal("7.6")}),
            item(year=2011, title="Hugo"),
        ],
        V1EXPR + "; two 2011 movies made up (the sample picked holds none)",
    ),
]

# =============================================================================
# Kotlin (kotlin/services/dynamodb)
# =============================================================================
KT = "kotlin/services/dynamodb/src/main/kotlin/com/kotlin/dynamodb/"
MUSIC3 = table(("Artist", "S"))
MUSIC3_ITEMS = [  # made up: the usage texts name Music3, Artist "Famous Band", Awards, archive
    item(Artist="Famous Band", Awards="10", archive="Open"),
    item(Artist="Acme Band", Awards="2", archive="Closed"),
    item(Artist="No One You Know", archive="Open"),
]
KING_INFO = '{"directors":["Merian C. Cooper","Ernest B. Schoedsack"],"release_date":"1933-03-07T00:00:00Z","rating":8,"genres":["Adventure","Fantasy","Horror"],"image_url":"http://ia.media-imdb.com/images/M/MV5BMTkxOTIxMDU2OV5BMl5BanBnXkFtZTcwNjM5NjQyMg@@._V1_SX400_.jpg","plot":"A film crew goes to a tropical island for an exotic location shoot and discovers a colossal giant gorilla who takes a shine to their female blonde star.","rank":3551,"running_time_secs":6000,"actors":["Fay Wray","Robert Armstrong","Bruce Cabot"]}'  # Jackson: the movies.json node, compact
KING_S = {"year": {"N": "1933"}, "title": {"S": "King Kong"}, "info": {"S": KING_INFO}}

KOTLIN = [
    _c(
        KT + "scenario/Scenario.kt",
        141,
        "PutItem",
        {"TableName": "Movies", "Item": KING_S},
        MOVIES,
        [],
        "the movie's `info` sent as the JSON text Jackson's toString() writes (an S, not a map); one of the 50 movies it loads",
    ),
    _c(
        KT + "scenario/Scenario.kt",
        164,
        "GetItem",
        {"Key": {"year": {"N": "1933"}, "title": {"S": "King Kong"}}, "TableName": "Movies"},
        MOVIES,
        [KING_S],
    ),
    _c(
        KT + "scenario/Scenario.kt",
        205,
        "Query",
        {
            "TableName": "Movies",
            "KeyConditionExpression": "#a = :year",
            "ExpressionAttributeNames": {"#a": "year"},
            "ExpressionAttributeValues": {":year": {"N": "2013"}},
        },
        MOVIES,
        MOVIES_JSON,
    ),
    _c(
        KT + "UpdateItem.kt",
        69,
        "UpdateItem",
        {
            "TableName": "Music3",
            "Key": {"Artist": {"S": "Famous Band"}},
            "AttributeUpdates": {"Awards": {"Value": {"S": "14"}, "Action": "PUT"}},
        },
        MUSIC3,
        MUSIC3_ITEMS,
        "the usage text's arguments (Music3 Artist 'Famous Band' Awards 14); the Java v2 UpdateItem.java sends the same",
    ),
    _c(
        KT + "DynamoDBScanItemsFilter.kt",
        49,
        "Scan",
        {
            "ExpressionAttributeNames": {"#archive2": "archive"},
            "ExpressionAttributeValues": {":val": {"S": "Open"}},
            "TableName": "Music3",
            "FilterExpression": "#archive2 = :val",
        },
        MUSIC3,
        MUSIC3_ITEMS,
        "the usage text's table (Music3)",
    ),
    _c(
        KT + "QueryTable.kt",
        62,
        "Query",
        {
            "TableName": "Music3",
            "KeyConditionExpression": "#a = :Artist",
            "ExpressionAttributeNames": {"#a": "Artist"},
            "ExpressionAttributeValues": {":Artist": {"S": "Famous Band"}},
        },
        MUSIC3,
        MUSIC3_ITEMS,
        "the usage text's arguments (Music3 Artist 'Famous Band')",
    ),
]

# =============================================================================
# Java SDK v2 (javav2/example_code/dynamodb): the scenario
# =============================================================================
JV2 = "javav2/example_code/dynamodb/src/main/java/com/example/dynamodb/scenario/Scenario.java"

JAVA_CASES += [
    _c(
        JV2,
        205,
        "Query",
        {
            "TableName": "Movies",
            "KeyConditionExpression": "#AMZN_MAPPED_year = :AMZN_MAPPED_year",
            "ExpressionAttributeNames": {"#AMZN_MAPPED_year": "year"},
            "ExpressionAttributeValues": {":AMZN_MAPPED_year": {"N": "2013"}},
        },
        MOVIES,
        MOVIES_JSON,
        "Java v2 enhanced client: QueryConditional.keyEqualTo written as the request its query operation builds",
    ),
    _c(
        JV2,
        300,
        "UpdateItem",
        {
            "TableName": "Movies",
            "Key": {"year": {"N": "1933"}, "title": {"S": "King Kong"}},
            "AttributeUpdates": {
                "info": {"Value": {"S": '{"directors":["Merian C. Cooper","Ernest B. Schoedsack"]'}, "Action": "PUT"}
            },
        },
        MOVIES,
        MOVIES_JSON,
        "the info map replaced by a string (its JSON unclosed, as written)",
    ),
]

# =============================================================================
# Swift (swift/example_code/dynamodb/basics)
# =============================================================================
SW = "swift/example_code/dynamodb/basics/MovieList/MovieTable.swift"
AVATAR = {"year": {"N": "2022"}, "title": {"S": "Avatar: The Way of Water"}, "info": {"M": {}}}

SWIFT = [
    _c(
        SW,
        283,
        "PutItem",
        {"Item": AVATAR, "TableName": "ddb-movies-sample-1234"},
        MOVIES,
        [],
        "basics.swift's add(title:year:) with no rating or plot: `info` an empty map, as Movie.getAsItem() writes it; the random table name suffix fixed",
    ),
    _c(
        SW,
        438,
        "Scan",
        {
            "ConsistentRead": True,
            "ExpressionAttributeNames": {"#y": "year"},
            "ExpressionAttributeValues": {":y1": {"N": "1993"}, ":y2": {"N": "1997"}},
            "FilterExpression": "#y BETWEEN :y1 AND :y2",
            "TableName": "ddb-movies-sample-1234",
        },
        MOVIES,
        MOVIES_JSON + [AVATAR],
        "basics.swift's years (1993 to 1997); the first page; the random table name suffix fixed",
    ),
]

CASES = (
    PYTHON
    + JAVASCRIPT
    + GOLANG
    + PHP_CASES
    + RUBY_CASES
    + RUST_CASES
    + DOTNET
    + CPP_CASES
    + JAVA_CASES
    + GO_V1
    + KOTLIN
    + SWIFT
)

# =============================================================================
# Cross-service examples: the photo asset manager's labels table (Rust, with the
# same update in JavaScript and PHP; Kotlin's own), the Step Functions
# messenger and the item tracker (Python), the scheduled-events Lambda
# (JavaScript), the WebSocket chat (Python)
# =============================================================================
PAM_RS = "rustv1/cross_service/photo_asset_management/src/handlers/detect_labels.rs"
PAM_KT = "kotlin/usecases/creating_pam/src/main/kotlin/com/example/photo/services/DynamoDBService.kt"
LABELS = table(("Label", "S"))
LABEL_UPDATE = (
    "SET #Count = if_not_exists(#Count, :zero) + :one, Images = list_append(if_not_exists(Images, :empty), :image)"
)


def _label_update(label: str, image: str) -> dict:
    return {
        "TableName": "PAM-Labels",
        "Key": {"Label": {"S": label}},
        "UpdateExpression": LABEL_UPDATE,
        "ExpressionAttributeNames": {"#Count": "Count"},
        "ExpressionAttributeValues": {
            ":zero": {"N": "0"},
            ":one": {"N": "1"},
            ":image": {"L": [{"S": image}]},
            ":empty": {"L": []},
        },
    }


PAM_NOTE = (
    "the labels table's name (an environment variable) made up; the same text is in "
    "javascriptv3/.../photo-asset-manager/src/functions/detect-labels.js and php/applications/photo_asset_manager/src/detectLabels.php"
)
DOG = item(Label="Dog", Count=1, Images=["dog1.jpg"])
KT_LABELS = [item(Label="Mountain", images=["mountain1.jpg"], count=1), item(Label="Lake", images=[])]
MESSENGER = table(("user_name", "S"), ("message_id", "S"))
MESSAGES = [  # stepfunctions_demo.py's three messages; time.time_ns() ids fixed
    item(user_name="wills", message="Brevity is the soul of wit.", message_id="1767225600000000001", sent=True),
    item(
        user_name="janea",
        message="Let us never underestimate the power of a well-written letter.",
        message_id="1767225600000000002",
        sent=False,
    ),
    item(
        user_name="lewisc",
        message="I have proved by actual trial that a letter, that takes an hour to write, takes only about 3 minutes to read!",
        message_id="1767225600000000003",
        sent=False,
    ),
]
TRACKER = table(("iditem", "S"))
TRACKED = [  # the item tracker test's data items
    item(
        iditem=f"id-{i}",
        description=f"desc-{i}",
        guide=f"guide-{i}",
        status=f"status-{i}",
        username=f"user-{i}",
        archived=i % 2 == 0,
    )
    for i in range(1, 5)
]
ST = "python/cross_service/dynamodb_item_tracker/storage.py"
SFN = "python/cross_service/stepfunctions_messenger/"

CROSS = [
    _c(PAM_RS, 105, "UpdateItem", _label_update("Dog", "dog2.jpg"), LABELS, [DOG], PAM_NOTE + "; a label already held"),
    _c(
        PAM_RS,
        105,
        "UpdateItem",
        _label_update("Cat", "cat1.jpg"),
        LABELS,
        [DOG],
        PAM_NOTE + "; a new label (the if_not_exists defaults)",
    ),
    _c(
        "javascriptv3/example_code/cross-services/photo-asset-manager/src/functions/download.js",
        34,
        "BatchGetItem",
        {
            "RequestItems": {
                "PAM-Labels": {
                    "Keys": [{"Label": {"S": "Dog"}}, {"Label": {"S": "Cat"}}],
                    "ProjectionExpression": "Images",
                }
            }
        },
        LABELS,
        [item(Label="Dog", Count=2, Images=["dog1.jpg", "dog2.jpg"]), item(Label="Cat", Count=1, Images=["cat1.jpg"])],
        DOC + "; the labels table's name made up",
    ),
    _c(
        PAM_KT,
        107,
        "UpdateItem",
        {
            "TableName": "Labels",
            "Key": {"Label": {"S": "Mountain"}},
            "UpdateExpression": "ADD #count :countval",
            "ExpressionAttributeNames": {"#count": "count"},
            "ExpressionAttributeValues": {":countval": {"N": "1"}},
        },
        LABELS,
        KT_LABELS,
        "the table's name (a constant of the app's resources) made up; labels made up",
    ),
    _c(
        PAM_KT,
        137,
        "UpdateItem",
        {
            "TableName": "Labels",
            "Key": {"Label": {"S": "Mountain"}},
            "UpdateExpression": "SET images = list_append(images, :val)",
            "ExpressionAttributeValues": {":val": {"L": [{"S": "mountain2.jpg"}]}},
        },
        LABELS,
        KT_LABELS,
        "the table's name made up; labels made up",
    ),
    _c(
        PAM_KT,
        137,
        "UpdateItem",
        {
            "TableName": "Labels",
            "Key": {"Label": {"S": "Forest"}},
            "UpdateExpression": "SET images = list_append(images, :val)",
            "ExpressionAttributeValues": {":val": {"L": [{"S": "forest1.jpg"}]}},
        },
        LABELS,
        KT_LABELS,
        "the table's name made up; a label not yet added (no images list to append to)",
    ),
    _c(
        PAM_KT,
        158,
        "PutItem",
        {"TableName": "Labels", "Item": {"Label": {"S": "Forest"}, "images": {"L": []}}},
        LABELS,
        KT_LABELS,
        "the table's name made up",
    ),
    _c(
        PAM_KT,
        81,
        "Query",
        {
            "TableName": "Labels",
            "KeyConditionExpression": "#a = :Label",
            "ExpressionAttributeNames": {"#a": "Label"},
            "ExpressionAttributeValues": {":Label": {"S": "Mountain"}},
        },
        LABELS,
        KT_LABELS,
        "the table's name made up",
    ),
    _c(
        SFN + "stepfunctions_demo.py",
        129,
        "UpdateItem",
        {
            "TableName": "doc-example-stepfunctions-messages",
            "Key": {"user_name": {"S": "wills"}, "message_id": {"S": "1767225600000000001"}},
            "UpdateExpression": "SET sent=:s",
            "ExpressionAttributeValues": values({":s": False}),
        },
        MESSENGER,
        MESSAGES,
        RESOURCE + "; the stack's table name made up",
    ),
    _c(
        SFN + "state_definitions.py",
        33,
        "UpdateItem",
        {
            "TableName": "doc-example-stepfunctions-messages",
            "Key": {"user_name": {"S": "janea"}, "message_id": {"S": "1767225600000000002"}},
            "UpdateExpression": "SET sent=:s",
            "ExpressionAttributeValues": {":s": {"BOOL": True}},
        },
        MESSENGER,
        MESSAGES,
        "the Step Functions task's parameters, the state's input (user_name, message_id) filled in",
    ),
    _c(
        SFN + "setup.yaml",
        74,
        "Scan",
        {
            "TableName": "doc-example-stepfunctions-messages",
            "FilterExpression": "#n0 = :v0",
            "ExpressionAttributeNames": {"#n0": "sent"},
            "ExpressionAttributeValues": values({":v0": False}),
        },
        MESSENGER,
        MESSAGES,
        BUILDER.replace("Key condition", "Attr condition") + " (the inline Lambda function's scan)",
    ),
    _c(
        ST,
        49,
        "Scan",
        {
            "TableName": "doc-example-work-item-tracker",
            "FilterExpression": "#n0 = :v0",
            "ExpressionAttributeNames": {"#n0": "archived"},
            "ExpressionAttributeValues": values({":v0": False}),
        },
        TRACKER,
        TRACKED,
        BUILDER.replace("Key condition", "Attr condition")
        + " (`?archived=false`, read as a bool by the schema); the table name made up",
    ),
    _c(
        ST,
        98,
        "UpdateItem",
        {
            "TableName": "doc-example-work-item-tracker",
            "Key": {"iditem": {"S": "id-1"}},
            "AttributeUpdates": {"archived": {"Value": {"BOOL": True}, "Action": "PUT"}},
        },
        TRACKER,
        TRACKED,
        RESOURCE + " (the test's archive of id-1); the table name made up",
    ),
    _c(
        ST,
        98,
        "UpdateItem",
        {
            "TableName": "doc-example-work-item-tracker",
            "Key": {"iditem": {"S": "id-2"}},
            "AttributeUpdates": {
                "description": {"Value": {"S": "desc-2, updated"}, "Action": "PUT"},
                "guide": {"Value": {"S": "guide-2"}, "Action": "PUT"},
                "status": {"Value": {"S": "status-2"}, "Action": "PUT"},
                "username": {"Value": {"S": "user-2"}, "Action": "PUT"},
                "archived": {"Value": {"BOOL": False}, "Action": "PUT"},
            },
        },
        TRACKER,
        TRACKED,
        RESOURCE
        + " (a PUT of a whole work item, as the REST update sends it; the new description made up); the table name made up",
    ),
    _c(
        "javascriptv3/example_code/cross-services/lambda-api-gateway/src/mylamdbafunction.js",
        60,
        "Scan",
        {
            "FilterExpression": "startDate = :topic",
            "ExpressionAttributeValues": {":topic": {"S": "2026-08-07"}},
            "ProjectionExpression": "firstName, phone",
            "TableName": "Employees",
        },
        table(("id", "S")),
        [
            item(id="1", firstName="Bob", phone="15555550100", startDate="2026-08-07"),
            item(id="2", firstName="Xiang", phone="15555550101", startDate="2026-09-01"),
            item(id="3", firstName="Sofia", startDate="2026-08-07"),
        ],
        "today's date fixed at the commit's; the Employees items (keyed `id`) made up; also in lambda-scheduled-events",
    ),
    _c(
        "python/cross_service/apigateway_websocket_chat/lambda_chat.py",
        98,
        "Scan",
        {"TableName": "doc-example-websocket-chat", "ProjectionExpression": "connection_id"},
        table(("connection_id", "S")),
        [
            item(connection_id="Lx2KbcLdPHcCJpA=", user_name="Alice"),
            item(connection_id="Lx2LDe7ZPHcCF0g=", user_name="Bob"),
        ],
        RESOURCE + "; the table's name and connections made up",
    ),
]

CASES += CROSS
