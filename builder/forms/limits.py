"""How much one builder form may hold: every limit the forms apply, in one place.

A posted form is untrusted text. These bound what reading it may cost, and
follow DynamoDB where DynamoDB has a limit (the core checks DynamoDB's rules
themselves; these only stop the form from reading what no request could hold).
"""

from __future__ import annotations

from builder.expr.limits import MAX_CONDITION_DEPTH
from builder.safejson import DEFAULT_MAX_DEPTH, DYNAMODB_MAX_NESTING

# A field name: the longest the builder makes (a transaction action's condition
# nested MAX_NESTING deep, with row numbers) is under 200 characters; a longer
# name is no field of the form, and is not read (indexing rows costs a name's
# length squared).
MAX_NAME_LENGTH = 300

# Rows the add buttons make in one list (key or item attributes, update
# actions, transaction actions, conditions in a group, IN values): DynamoDB's
# own limits are 100 too (transaction actions, IN operands). A link or a post
# may hold more; the core says what DynamoDB would refuse.
MAX_ROWS = 100

# Fields in one builder form (what state_to_data makes, what the page posts
# back). Django answers a POST with more than settings.DATA_UPLOAD_MAX_NUMBER_FIELDS
# fields (1,000 by default) with a bare 400, which htmx does not even show; the
# builder stays below it, leaving room for the page's other fields (CSRF token,
# Try it, Save, paste) and for the few fields one structural change adds: the
# add buttons stop here, and a link, a snippet or a paste that needs more is
# refused, saying so. tests/web/test_form_limits.py holds the two together.
MAX_FORM_FIELDS = 900
PAGE_FIELDS = 100  # the room left between MAX_FORM_FIELDS and Django's limit
# A notice says the builder is full from this many fields on (the largest
# single add, a transaction action with a key and an update row, is 12 fields).
FULL_AT = MAX_FORM_FIELDS - 20

# Conditions and operands inside one another (an AND group in an OR group ...,
# if_not_exists(a, if_not_exists(b, ...))), counted from the field names before
# the form tree is built. DynamoDB has no such limit of its own, only 4 KB per
# expression; this one keeps the form tree and the page's recursive templates
# shallow (Python's recursion, ~70 levels of templates including themselves),
# at the figure DynamoDB uses for lists and maps inside one another.
MAX_NESTING = MAX_CONDITION_DEPTH  # one home: builder/expr/limits.py

# A list, map or set value's text: at most what one DynamoDB item can hold
# (400 KB), JSON nested at most one level more than DynamoDB allows lists and
# maps (in DynamoDB JSON each level is two brackets: {"L": [ ... ]}).
VALUE_MAX_BYTES = 400 * 1024
VALUE_MAX_DEPTH = 2 * (DYNAMODB_MAX_NESTING + 1)  # 66
# All the values of one builder form together (the form's and the text boxes'):
# as much as a request the API or Run reads (POSTED_STATE_MAX_BYTES), not the
# 2.5 MB Django takes. Six values of 400 KB took 30 s and 1 GB to preview (each
# is read, checked and shown); past this a value is refused beside its field,
# unread.
FORM_VALUES_MAX_BYTES = 1_000_000


def form_values_message() -> str:
    return (
        f"the values in this form add up to more than {FORM_VALUES_MAX_BYTES:,} bytes, the most the builder "
        "reads in one request (as the API and Run do): this one was not read; shorten the values before it"
    )


# A whole builder state opened from a link, a snippet or a post, and the other
# JSON the page reads (below): as deep as builder/safejson.py lets a link's JSON
# be (two brackets for each of DynamoDB's 32 levels, and the request around them).
STATE_MAX_DEPTH = DEFAULT_MAX_DEPTH  # 80

# Limit, Segment and TotalSegments are 32-bit integers in DynamoDB's API; the
# form reads only ASCII digits (an optional sign) up to this, so no text costs a
# slow or failing conversion. Their ranges (Limit >= 1, TotalSegments 1 to
# 1,000,000, Segment below TotalSegments) are the core's checks.
MAX_OPTION_NUMBER = 2**31 - 1

# Text the builder page reads as JSON besides its values: a pasted request, the
# Try it panel's sample items, a whole state posted to /run. Each is read
# through builder/safejson.py, nested at most STATE_MAX_DEPTH deep. A request
# the builder can hold is at most about one item (400 KB) of text; sample items
# a few of them; a state posted back is what the builder made.
PASTE_MAX_BYTES = 400 * 1024
TRY_ITEMS_MAX_BYTES = 1_000_000
POSTED_STATE_MAX_BYTES = 1_000_000
