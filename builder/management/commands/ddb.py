"""``python manage.py ddb``: the builder's command line.

    ddb recipes                         one recipe a line: NAME<TAB>OPERATION<TAB>TITLE
    ddb formats                         one code target a line: NAME<TAB>LABEL
    ddb render --recipe NAME            the recipe's request parameters as JSON
    ddb render FILE | -                 a builder state (file or stdin) -> request JSON
    ddb render --format NAME ...        ... -> that target's code instead (--whole-program: every
                                        page of a Query or Scan, a cancelled transaction's reasons)
    ddb parse FILE | - [--operation OP] request JSON (or {"operation": ..., "request": ...}) -> builder state
    ddb check FILE | - [--operation OP] a builder state or request JSON -> one finding a line,
                                        SEVERITY CODE LOCATION: MESSAGE; exit 2 on any error
    ddb simulate [FILE | -]             JSON lines {table, before, operation, request} -> one JSON
                                        line each: what DynamoDB would answer (builder/expr/simdoc.py)
    ddb diff --key PK[,SK] [--table NAME] [--version ATTR] [--counter] BEFORE AFTER
                                        two items (files or -; DynamoDB JSON or plain JSON) ->
                                        the UpdateItem request turning BEFORE into AFTER
    ddb link (--recipe NAME | FILE | -) [--base URL]
                                        a request JSON or a builder state -> its builder link
    ddb demo [--wait SECONDS] [--reset] create the demo table Social and its items in the
                                        DynamoDB Local at DYNAMODB_ENDPOINT_URL, when missing

Invalid input exits non-zero with every located problem on stderr. Every JSON
input is read by builder.safejson within limits (MAX_FILE_BYTES, MAX_LINE_BYTES,
safejson's depth and digits), so no input can make the command recurse or hang on
a number. ``ddb simulate`` answers every line: a malformed line, or one the
simulator fails on, gets an error line and the next lines go on; the exit status
is 2 when any line failed that way, 0 otherwise.

None of these needs SECRET_KEY or any other setting: they run in a fresh shell.
"""

from __future__ import annotations

import decimal
import json
import sys

from django.core.management.base import BaseCommand, CommandError

from builder import safejson
from builder.expr import StateError, render
from builder.expr.jsontext import indented
from builder.expr.recipes import all_recipes, get_recipe

MAX_FILE_BYTES = 16_000_000  # a state, a request or a table description: far less in practice
MAX_LINE_BYTES = 1_000_000  # one `ddb simulate` line, as POST /api/simulate's body
# the error codes of a line that failed (anything else is DynamoDB's own answer)
FAILED_LINE_CODES = ("InputError", "InternalError")


def _input_error(number: int, message: str) -> dict:
    return {"ok": False, "error_code": "InputError", "message": f"line {number}: {message}"}


def _lines(stream, limit: int):
    """(number, line) for each line of ``stream``, a line of more than ``limit``
    bytes as (number, None) without holding it in memory."""
    number = 0
    while True:
        line = stream.readline(limit + 1)
        if not line:
            return
        number += 1
        newline = b"\n" if isinstance(line, bytes) else "\n"
        if len(line) > limit and not line.endswith(newline):
            while line and not line.endswith(newline):  # skip the rest of it
                line = stream.readline(limit + 1)
            yield number, None
        else:
            yield number, line


class Command(BaseCommand):
    help = "DynamoDB request builder: list recipes, render builder states to request JSON."

    def add_arguments(self, parser):
        sub = parser.add_subparsers(
            dest="subcommand", required=True, metavar="{recipes,formats,render,parse,check,simulate,diff,link,demo}"
        )
        sub.add_parser("recipes", help="list the shipped recipes")
        sub.add_parser("formats", help="list the code targets for render --format")
        p = sub.add_parser("render", help="render a builder state to request parameters")
        src = p.add_mutually_exclusive_group(required=True)
        src.add_argument("--recipe", metavar="NAME", help="a shipped recipe (see `ddb recipes`)")
        src.add_argument("file", nargs="?", metavar="FILE", help="a builder state JSON file, or - for stdin")
        p.add_argument("--compact", action="store_true", help="print on one line")
        p.add_argument("--format", metavar="NAME", help="print the request as code for this target (see `ddb formats`)")
        p.add_argument(
            "--whole-program",
            action="store_true",
            help="with --format: the whole-program variant (every page of a Query or Scan; which action cancelled a transaction)",
        )
        self.add_parse_arguments(sub)
        self.add_check_arguments(sub)
        self.add_diff_arguments(sub)
        self.add_link_arguments(sub)
        sim = sub.add_parser(
            "simulate", help="simulate requests on sample items: JSON lines in, one JSON line out per line"
        )
        sim.add_argument("file", nargs="?", default="-", metavar="FILE", help="JSON lines (default: - for stdin)")
        d = sub.add_parser("demo", help="create the demo table and items in DynamoDB Local (make run does this)")
        d.add_argument(
            "--wait", type=float, default=0, metavar="SECONDS", help="wait up to SECONDS for the endpoint to answer"
        )
        d.add_argument("--reset", action="store_true", help="put the demo items back as new (likeTally 0, no like)")

    def handle(self, *args, subcommand, **opts):
        if subcommand == "recipes":
            for r in all_recipes():
                self.stdout.write(f"{r.name}\t{r.operation}\t{r.title}")
            return
        if subcommand == "formats":
            from builder.expr.emit import FORMATS

            for key, label, _language in FORMATS:
                self.stdout.write(f"{key}\t{label}")
            return
        if subcommand == "render":
            self.render(opts)
        if subcommand == "parse":
            self.parse(opts)
        if subcommand == "check":
            self.check_findings(opts)
        if subcommand == "simulate":
            self.simulate(opts)
        if subcommand == "diff":
            self.diff(opts)
        if subcommand == "link":
            self.link(opts)
        if subcommand == "demo":
            self.demo(opts)

    def simulate(self, opts):
        """One output line per input line, in order; a malformed line, or one the
        simulator fails on, gets an error line and the rest go on."""
        name = opts["file"]
        try:
            if name == "-":
                stream = getattr(sys.stdin, "buffer", sys.stdin)  # bytes: bad UTF-8 is one line's problem
            else:
                stream = open(name, "rb")  # noqa: SIM115 (stdin or a file, closed below)
        except OSError as e:
            raise CommandError(f"cannot read {name}: {e.strerror}") from None
        failed = answered = 0
        try:
            for number, line in _lines(stream, MAX_LINE_BYTES):
                if line is not None and not line.strip():
                    continue
                out = self.simulate_line(number, line)
                text = json.dumps(out, ensure_ascii=False, separators=(",", ":"))
                self.stdout.write(text)
                answered += 1
                failed += out.get("error_code") in FAILED_LINE_CODES
        finally:
            if name != "-":
                stream.close()
        if failed:
            raise CommandError(
                f"{failed} of {answered} line{'s' if answered != 1 else ''} could not be simulated "
                "(InputError or InternalError in the output)",
                returncode=2,
            )

    @staticmethod
    def simulate_line(number: int, line) -> dict:
        """What ``ddb simulate`` writes for one input line; never raises."""
        from builder.expr.simdoc import simulate_document

        if line is None:
            return _input_error(number, f"longer than {MAX_LINE_BYTES:,} bytes")
        try:
            doc = safejson.loads(line, max_bytes=MAX_LINE_BYTES, what="the line")
        except safejson.JSONInputError as e:
            if e.limit is None and e.located:
                return _input_error(number, f"not valid JSON: {e.msg} at column {e.colno}")
            return _input_error(number, str(e))
        try:
            out = simulate_document(doc)
            json.dumps(out)  # the answer must be writable too
            return out
        except Exception as e:
            return {
                "ok": False,
                "error_code": "InternalError",
                "message": f"line {number}: the simulator failed on this line ({type(e).__name__}); please report it",
            }

    def demo(self, opts):
        from builder import run

        config = run.RunConfig.from_settings()
        try:
            if not config.endpoint_url:
                raise CommandError("ddb demo needs DYNAMODB_ENDPOINT_URL (a DynamoDB Local): it never writes to AWS.")
            if opts["wait"] > 0:
                run.wait_until_up(config, opts["wait"])
            done = run.ensure_demo(config, reset=opts["reset"])
        except run.EndpointError as e:
            detail = f" ({e.code}: {e.dynamodb_message})" if e.code else ""
            raise CommandError(f"demo data not created at {config.target}: {e.words}. {e.message}{detail}") from None
        for line in done:
            self.stdout.write(line)
        self.stdout.write(f"demo table {run.DEMO_TABLE} ready at {config.target}")

    def render(self, opts):
        from builder.expr.emit import EMITTERS, emit
        from builder.expr.errors import ExprError

        fmt = opts.get("format")
        if fmt is not None and fmt not in EMITTERS:
            raise CommandError(f"no code format named {fmt!r}; known: {', '.join(EMITTERS)}", returncode=2)
        if opts.get("whole_program") and fmt is None:
            raise CommandError("--whole-program goes with --format NAME", returncode=2)
        if opts["recipe"]:
            recipe = get_recipe(opts["recipe"])
            if recipe is None:
                known = ", ".join(r.name for r in all_recipes())
                raise CommandError(f"no recipe named {opts['recipe']!r}; known: {known}")
            doc = recipe.state
        else:
            doc = self.read_json(opts["file"])
        try:
            _, params = render(doc)
        except StateError as e:
            for p in e.problems:
                self.stderr.write(str(p))
            raise CommandError(f"the state has {len(e.problems)} problem(s)", returncode=2) from None
        if fmt is not None:
            operation, _ = render(doc)
            try:
                code = emit(fmt, operation, params, whole_program=opts["whole_program"])
            except ExprError as e:  # a request too large to write as code
                raise CommandError(str(e), returncode=2) from None
            self.stdout.write(code, ending="")
            return
        indent = None if opts["compact"] else 2
        self.stdout.write(json.dumps(params, indent=indent, ensure_ascii=False))

    # -- parse: request JSON -> builder state -----------------------------------
    def add_parse_arguments(self, sub):
        p = sub.add_parser(
            "parse",
            help="parse request JSON (API / boto3 / --cli-input-json), an aws dynamodb command, or boto3 or JavaScript SDK code into a builder state",
        )
        p.add_argument(
            "file",
            metavar="FILE",
            help='request JSON, {"operation": ..., "request": {...}}, an `aws dynamodb ...` command, or boto3 or JavaScript SDK code; - for stdin',
        )
        p.add_argument(
            "--operation", metavar="OP", help="the API operation (detected from the parameters when omitted)"
        )
        p.add_argument("--compact", action="store_true", help="print on one line")

    def parse(self, opts):
        from builder.expr.reader import ParseError, parse_document
        from builder.expr.state import fit_placeholders

        doc, operation = self.read_request(opts["file"], opts["operation"])
        try:
            state, fitted = fit_placeholders(parse_document(doc, operation))
            render(state)  # the rules only the state loader knows (table names, option values, ...)
            if fitted:
                self.stderr.write(fitted)
        except (ParseError, StateError) as e:
            prefix = "state: " if isinstance(e, StateError) else ""
            for p in e.problems:
                self.stderr.write(prefix + str(p))
            raise CommandError(f"the request has {len(e.problems)} problem(s)", returncode=2) from None
        indent = None if opts["compact"] else 2
        self.stdout.write(json.dumps(state, indent=indent, ensure_ascii=False, default=str))

    # -- check: what DynamoDB will say, and the seed article's warnings ------------
    def add_check_arguments(self, sub):
        p = sub.add_parser(
            "check", help="check a builder state or request JSON: errors DynamoDB would give, and warnings"
        )
        p.add_argument(
            "file",
            metavar="FILE",
            help='a builder state (has "version"), request JSON, {"operation": ..., "request": {...}, "table": {...}}, an `aws dynamodb ...` command, or boto3 or JavaScript SDK code; - for stdin',
        )
        p.add_argument("--operation", metavar="OP", help="the API operation of a request (detected when omitted)")
        p.add_argument(
            "--table",
            metavar="TABLE_JSON",
            help='the table\'s key schema, to check keys against it: a file with {"KeySchema": [...], "AttributeDefinitions": [...]} (DescribeTable\'s "Table" works too)',
        )

    def check_findings(self, opts):
        from builder.expr.check import check_document, has_errors, repeated_key_findings
        from builder.expr.keys import TableSpecError

        table = None
        if opts["table"]:
            table = self.read_json(opts["table"])
            if isinstance(table, dict) and isinstance(table.get("Table"), dict):
                table = table["Table"]  # aws dynamodb describe-table's output
            elif isinstance(table, list):  # tables of different keys: a list of descriptions naming their tables
                table = [t["Table"] if isinstance(t, dict) and isinstance(t.get("Table"), dict) else t for t in table]
        try:
            repeated: list = []  # said as a finding, with the others
            findings = check_document(*self.read_request(opts["file"], opts["operation"], repeated), table)
            findings += repeated_key_findings(repeated)
        except TableSpecError as e:
            raise CommandError(str(e), returncode=2) from None
        for f in findings:
            self.stdout.write(f.line())
        if has_errors(findings):
            errors = sum(1 for f in findings if f.is_error)
            raise CommandError(f"{errors} error(s): DynamoDB would refuse this request", returncode=2)

    # -- diff: two items -> the UpdateItem between them --------------------------
    def add_diff_arguments(self, sub):
        p = sub.add_parser("diff", help="the UpdateItem that turns one item into another")
        p.add_argument("--key", required=True, metavar="PK[,SK]", help="the key attribute names")
        p.add_argument("--table", metavar="NAME", help="the table name (default MyTable)")
        p.add_argument("--version", metavar="ATTR", help="lock on this number attribute (condition, then +1)")
        p.add_argument("--counter", action="store_true", help="ADD the difference for changed numbers")
        p.add_argument("--state", action="store_true", help="print the builder state instead of the request")
        p.add_argument("before", metavar="BEFORE", help="the item as it is (file, or - for stdin)")
        p.add_argument("after", metavar="AFTER", help="the item as it should be (file, or - for stdin)")

    def diff(self, opts):
        from builder.expr.diff import DEFAULT_TABLE, DiffError, DiffOptions, compose, parse_key_names

        if opts["before"] == "-" and opts["after"] == "-":
            raise CommandError("only one of BEFORE and AFTER can be - (stdin)", returncode=2)
        # an attribute named twice: refused, as /diff refuses it (json.loads would keep the last without a word)
        before = self.read_json(opts["before"], exact_numbers=True, unique_keys=True)
        after = self.read_json(opts["after"], exact_numbers=True, unique_keys=True)
        options = DiffOptions(
            key=parse_key_names(opts["key"]),
            table=opts["table"] or DEFAULT_TABLE,
            counter=opts["counter"],
            version=opts["version"] or None,
        )
        try:
            state, params = compose(before, after, options)
        except DiffError as e:
            for p in e.problems:
                self.stderr.write(str(p))
            raise CommandError(f"no update: {len(e.problems)} problem(s)", returncode=2) from None
        self.stdout.write(indented(state if opts["state"] else params))

    # -- link: a request or a state -> the builder link ----------------------------
    def add_link_arguments(self, sub):
        p = sub.add_parser("link", help="the builder link for a request JSON or a builder state")
        src = p.add_mutually_exclusive_group(required=True)
        src.add_argument("--recipe", metavar="NAME", help="a shipped recipe (see `ddb recipes`)")
        src.add_argument("file", nargs="?", metavar="FILE", help="request JSON or a builder state; - for stdin")
        p.add_argument("--base", metavar="URL", help="the builder's address, for an absolute link")
        p.add_argument("--operation", metavar="OP", help="the API operation of a request (detected when omitted)")

    def link(self, opts):
        from builder import forms as bf
        from builder.expr.reader import ParseError, parse_document
        from builder.expr.state import fit_placeholders
        from builder.links import MAX_LINK_CHARS, MAX_LINK_PARTS, MAX_STATE_BYTES, builder_link

        if opts["recipe"]:
            recipe = get_recipe(opts["recipe"])
            if recipe is None:
                known = ", ".join(r.name for r in all_recipes())
                raise CommandError(f"no recipe named {opts['recipe']!r}; known: {known}", returncode=2)
            state = recipe.state
        else:
            doc, operation = self.read_request(opts["file"], opts["operation"])
            try:
                is_state = isinstance(doc, dict) and "version" in doc
                state = doc if is_state else fit_placeholders(parse_document(doc, operation))[0]
                render(state)
            except (ParseError, StateError) as e:
                for p in e.problems:
                    self.stderr.write(str(p))
                raise CommandError(f"no link: {len(e.problems)} problem(s)", returncode=2) from None
        state = json.loads(json.dumps(state, default=str))  # exact numbers (Decimal) as the text they were
        try:  # a link the builder opens: not one on "This link's request cannot be loaded"
            bf.load_data(state)
        except bf.LoadError as e:
            raise CommandError(f"no link: the builder cannot open this request: {e}", returncode=2) from None
        link = builder_link(state)
        if link is None:
            raise CommandError(
                f"this request is too big for a link (over {MAX_LINK_CHARS:,} characters, {MAX_STATE_BYTES:,} bytes "
                f"or {MAX_LINK_PARTS:,} parts): save it as a snippet",
                returncode=2,
            )
        base = (opts["base"] or "").rstrip("/")
        self.stdout.write(base + link)

    def read_request(self, name: str, operation: str | None, repeated: list | None = None) -> tuple:
        """(the document in ``name``, its operation): request JSON (numbers
        exactly as written), or an ``aws dynamodb ...`` command, boto3 or JavaScript SDK code
        read as the request it sends (builder/pasted.py; its notes go to stderr). Keys the
        JSON names twice in one object go to ``repeated`` when given, or else are said on
        stderr (DynamoDB keeps the last value: so does the reader)."""
        from builder.pasted import PasteError, read_code

        raw = self.read_bytes(name)
        text = raw.decode("utf-8", "replace") if isinstance(raw, (bytes, bytearray)) else raw  # a text stdin
        try:
            code = read_code(
                text,
                max_bytes=MAX_FILE_BYTES,
                max_depth=safejson.DEFAULT_MAX_DEPTH,
                operation=operation,
                what="the file",
            )
        except PasteError as e:
            raise CommandError(f"{name}: {e}", returncode=2) from None
        if code is None:
            keys: list = []
            doc = self.read_json(name, exact_numbers=True, text=raw, repeated_keys=keys)
            if repeated is not None:
                repeated.extend(keys)
            elif keys:
                from builder.expr.check import repeated_keys_words

                self.stderr.write(f"{name}: the request {repeated_keys_words(keys)} (the earlier one is left out)")
            return doc, operation
        operation, doc, notes = code
        for note in notes:
            self.stderr.write(note)
        return doc, operation

    def read_bytes(self, name: str) -> bytes | str:
        """The file's bytes (``-``: stdin, text when it has no bytes), at most one past MAX_FILE_BYTES."""
        try:
            if name == "-":
                stream = getattr(sys.stdin, "buffer", sys.stdin)
                return stream.read(MAX_FILE_BYTES + 1)
            with open(name, "rb") as f:
                return f.read(MAX_FILE_BYTES + 1)
        except OSError as e:
            raise CommandError(f"cannot read {name}: {e.strerror}") from None

    def read_json(
        self,
        name: str,
        exact_numbers: bool = False,
        text: bytes | str | None = None,
        unique_keys: bool = False,
        repeated_keys: list | None = None,
    ):
        if text is None:
            text = self.read_bytes(name)
        try:
            # exact numbers: plain JSON numbers become N values exactly as written
            return safejson.loads(
                text,
                max_bytes=MAX_FILE_BYTES,
                parse_float=decimal.Decimal if exact_numbers else None,
                what="the file",
                unique_keys=unique_keys,
                repeated_keys=repeated_keys,
            )
        except safejson.JSONInputError as e:
            if e.limit is None and e.located:
                message = f"not valid JSON: {e.msg} at line {e.lineno} column {e.colno}"
            else:
                message = str(e)
            raise CommandError(f"{name}: {message}", returncode=2) from None
