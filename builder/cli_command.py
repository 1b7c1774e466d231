"""A pasted ``aws dynamodb <command> ...`` line -> the request it sends.

People find DynamoDB requests as AWS CLI commands: in AWS's documentation,
in READMEs and scripts, and in the builder's own CLI tab, which writes
``aws dynamodb update-item --cli-input-json '{...}'``. :func:`read_command`
turns such a command into the API request it sends, and then the builder reads
it as it reads pasted request JSON:

- the line is split as a POSIX shell splits it (:func:`shell_words`, as
  :func:`shlex.split` does: single and double quotes, backslash escapes, a
  backslash at a line's end), and a leading ``$`` prompt is dropped;
- ``aws`` and its global options (``--region``, ``--endpoint-url``,
  ``--output``, ...), then ``dynamodb`` and the command. The global options are
  left out, and a note says so: where a request goes is the server's setting;
- each option of the command is the API member whose name it spells
  (``--expression-attribute-values`` is ``ExpressionAttributeValues``).
  botocore's model of DynamoDB, which the CLI is built from too, gives the
  members and their kinds. Text is taken as written, a number or a count as a
  whole number, ``--consistent-read`` / ``--no-consistent-read`` as true or
  false, a list of names as the words that follow, and anything structured
  (a key, an item, the maps of placeholders) as JSON. The JSON is read
  through :func:`builder.safejson.loads`, within the paste's own bounds;
- ``--cli-input-json`` gives the whole request, and options given beside it
  take precedence, as in the CLI.
- an option may be abbreviated, as the CLI's parser (argparse) reads it: a
  prefix of one option alone (``--table`` for ``--table-name``), the CLI's own
  options first, wherever they are (``--re`` is ``--region``); a prefix of
  more than one is refused, naming them, as the CLI refuses it.

What it cannot read is refused with a message naming the option:

- ``file://`` values, since the builder cannot read the user's files;
- the CLI's shorthand syntax (``Key={S=a}``), so write the value as JSON;
- YAML input;
- raw binary (``--cli-binary-format raw-in-base64-out``), since the builder
  reads binary values as base64, the CLI v2 default;
- a command the builder does not build (``create-table``, ...).

The CLI's paging of Query and Scan (botocore's paginator): ``--page-size`` is
the request's ``Limit``, as the CLI sends it (each page it asks for is that
size). ``--starting-token`` is decoded as the paginator decodes it (base64 of
a JSON object, the ``NextToken`` the CLI prints; botocore.paginate's
TokenDecoder): each member it holds is put in the request (the
``ExclusiveStartKey``, over one given in ``--cli-input-json``), and a token
that does not decode is refused, as the CLI refuses the request it makes of
it. ``--max-items`` is not part of the first request; it is left out, and a
note says so. Beside ``--limit``, ``--exclusive-start-key`` or
``--no-paginate``, which turn its paging off, the CLI refuses its paging
options, and so does the reader; a command that is not paged has none. Shell variables (``$TABLE``) are not expanded; a note says so and
names them.
"""

from __future__ import annotations

import base64
import binascii
import re
from functools import lru_cache

from botocore import xform_name
from botocore.loaders import Loader
from botocore.model import ServiceModel

from builder import safejson
from builder.expr import OPERATIONS

__all__ = ["CommandError", "is_command", "read_command", "service_model", "shell_words"]

# the AWS CLI's global options: those that take a value, and those that do not
_GLOBAL_WITH_VALUE = frozenset(
    {
        "--region",
        "--endpoint-url",
        "--output",
        "--query",
        "--profile",
        "--color",
        "--ca-bundle",
        "--cli-read-timeout",
        "--cli-connect-timeout",
        "--cli-binary-format",
    }
)
_GLOBAL_FLAGS = frozenset(
    {
        "--debug",
        "--no-verify-ssl",
        "--no-paginate",
        "--no-sign-request",
        "--no-cli-pager",
        "--cli-auto-prompt",
        "--no-cli-auto-prompt",
    }
)
# their full names, in the order the CLI's parser names them (v1 and v2), as each abbreviation is read against them
_GLOBALS = (
    "--debug",
    "--endpoint-url",
    "--no-verify-ssl",
    "--no-paginate",
    "--output",
    "--query",
    "--profile",
    "--region",
    "--color",
    "--no-sign-request",
    "--ca-bundle",
    "--cli-read-timeout",
    "--cli-connect-timeout",
    "--cli-binary-format",
    "--no-cli-pager",
    "--cli-auto-prompt",
    "--no-cli-auto-prompt",
)
# the CLI's own paging of Query and Scan: not request members, but --page-size is sent as the Limit
_PAGING = ("--starting-token", "--page-size", "--max-items")
# what turns the CLI's paging off: the paginator's own members given (botocore's paginators-1.json), or --no-paginate
_PAGING_OFF = ("--limit", "--exclusive-start-key", "--no-paginate")
_SHELL_VARIABLE = re.compile(r"\$(?:\{[A-Za-z_][A-Za-z0-9_]*\}|[A-Za-z_][A-Za-z0-9_]*)")
_COMMAND_START = re.compile(r"\A\s*(?:\$\s+)?aws(?:\s|\\\n|\Z)")


class CommandError(ValueError):
    """The command cannot be read; ``str()`` says why, naming the option."""


def is_command(text: str) -> bool:
    """Whether ``text`` is written as an ``aws`` command (not as JSON)."""
    return _COMMAND_START.match(text) is not None


@lru_cache(maxsize=1)
def service_model() -> ServiceModel:
    """botocore's model of DynamoDB (the one the AWS CLI and boto3 read)."""
    return ServiceModel(Loader().load_service_model("dynamodb", "service-2"), "dynamodb")


@lru_cache(maxsize=1)
def _commands() -> dict[str, str]:
    """``get-item`` -> ``GetItem``, for the operations the builder builds."""
    return {xform_name(op, "-"): op for op in OPERATIONS}


@lru_cache(maxsize=1)
def _paged() -> frozenset[str]:
    """The operations the CLI pages (Query, Scan): those botocore has a paginator for."""
    return frozenset(Loader().load_service_model("dynamodb", "paginators-1")["pagination"]) & frozenset(OPERATIONS)


@lru_cache(maxsize=len(OPERATIONS))
def _members(operation: str) -> dict:
    """``--table-name`` -> (``TableName``, its shape), for ``operation``'s input."""
    shape = service_model().operation_model(operation).input_shape
    return {f"--{xform_name(name, '-')}": (name, member) for name, member in shape.members.items()}


# A word's parts, as bash reads them: text in single quotes as it is; in double
# quotes, where a backslash escapes $, `, ", itself and a line break (which it
# removes) and is kept before anything else; a backslash and the character it
# escapes (a backslash and a line break are removed: the line goes on); plain
# characters. Between words: spaces, tabs, line breaks (as shlex, whose words
# these were, the reader takes a carriage return and a line break for a space)
# and a backslash ending a line; a word that starts with # starts a comment.
_SHELL_WORD = re.compile(
    r"""(?:\$'(?:[^'\\]|\\.)*'|'[^']*'|"(?:[^"\\]|\\.)*"|\\.|(?:[^ \t\r\n'"\\$]|\$(?!'))+)+""", re.S
)
_SHELL_PART = re.compile(r"""(\$')|'([^']*)'|"((?:[^"\\]|\\.)*)"|\\(.)|((?:[^'"\\$]|\$(?!'))+)""", re.S)
_SHELL_SPACE = re.compile(r"(?:[ \t\r\n]|\\\n)*")
_QUOTED_ESCAPE = re.compile(r'\\([$`"\\\n])')
# what bash reads as more than a word: unquoted, an operator (a pipe, a list, a
# redirection, a subshell), a command substitution, $'...' and $"..."; in
# double quotes, a command substitution
_PARAMETER = r"\$[0-9$?!#@*-]|\$\{(?![A-Za-z_][A-Za-z0-9_]*\})"  # $1, $$, ${X:-a}: not a variable's own value
_SHELL_OPERATOR = re.compile(r"\$\(|[;&|<>()`]|\$'|" + _PARAMETER)
_QUOTED_SUBSTITUTION = re.compile(r"`|\$\(|" + _PARAMETER)
# a brace group with no brace inside, its , or .. looked for in it: the pattern with
# the , or .. inside ({[^{}]*,[^{}]*}) backtracked over every comma before each
# unclosed brace (a paste of '{' and 400,000 commas took minutes)
_BRACE_GROUP = re.compile(r"(?<!\$)\{[^{}]*\}")


def shell_words(text: str, breaks: list[int] | None = None) -> list[str]:
    """The words bash gives a simple command written as ``text``, in time
    linear in the text (shlex reads a character at a time in Python: a pasted
    command of 360 KB took 2 s). Raises ValueError as :func:`shlex.split` does
    for an unclosed quote or a backslash at the very end, and
    :class:`CommandError` for what bash reads as more than words: an operator
    (``|``, ``;``, ``&``, ``>``, ``<``, ``(``, ``)``), a command substitution
    (`````...````, ``$(...)``), a special parameter (``$1``, ``$$``),
    ``$'...'`` or ``$"..."``, braces it expands. ``breaks``, when given,
    receives the line of each word that a line break without a backslash
    before it (where bash ends the command) parts from the word before."""
    words = []
    at = _SHELL_SPACE.match(text).end()
    broken = False  # a line break without a backslash since the last word
    while at < len(text):
        if text[at] == "#":  # a comment, to the end of the line
            end = text.find("\n", at)
            at = len(text) if end < 0 else _SHELL_SPACE.match(text, end).end()
            broken = broken or end >= 0
            continue
        if broken and words and breaks is not None:
            breaks.append(text.count("\n", 0, at) + 1)
        broken = False
        m = _SHELL_WORD.match(text, at)
        end = m.end() if m else at
        if end < len(text) and text[end] not in " \t\r\n":  # an unclosed quote, or a backslash at the very end
            rest = text[end:]
            if rest == "\\" or (rest[0] == '"' and re.fullmatch(r'"(?:[^"\\]|\\.)*\\', rest, re.S)):
                raise ValueError("No escaped character")
            raise ValueError("No closing quotation")
        word = []
        skeleton = []  # the word with its quoted parts as 'x': what bash reads as syntax
        for ansi, single, double, escaped, plain in _SHELL_PART.findall(m.group()):
            if ansi:
                skeleton.append("$'")
                break
            if double:
                _check_shell(double, "")
            if plain:
                word.append(plain)
                skeleton.append(plain)
            elif escaped:
                word.append("" if escaped == "\n" else escaped)
                skeleton.append("" if escaped == "\n" else "x")
            else:
                word.append(single if not double else _QUOTED_ESCAPE.sub(_quoted_escape, double))
                skeleton.append("'x'")
        _check_shell("", "".join(skeleton))
        if any("," in g or ".." in g for g in _BRACE_GROUP.findall("".join(skeleton))):
            raise CommandError(
                f"{_shown(m.group())}: bash expands unquoted braces {{a,b}} into several words; "
                "quote the value (JSON in single quotes)"
            )
        words.append("".join(word))
        at = _SHELL_SPACE.match(text, end).end()
        # a line break in the spaces, but a backslash's (and one before a line's \r\n, as a browser sends it)
        gap = text[end - 2 if m.group().endswith("\\\r") else end : at]
        broken = "\n" in re.sub(r"\\\r?\n", "", gap)
    return words


def _quoted_escape(m: re.Match) -> str:
    return "" if m.group(1) == "\n" else m.group(1)


def _check_shell(double: str, plain: str) -> None:
    """Refuses what bash reads as more than text in a word's part."""
    if plain:
        found = _SHELL_OPERATOR.search(plain)
    else:
        found = _QUOTED_SUBSTITUTION.search(re.sub(r"\\.", "", double, flags=re.S))
    if found is None:
        return
    sign = found.group()
    if sign == "$'":
        raise CommandError("$'...' and $\"...\" are quotes bash alone reads: write the value in single quotes '...'")
    if sign.startswith("$") and sign != "$(":  # $1, $$, ${X:-a}: what bash puts there is not written
        raise CommandError(
            f"{sign} is a shell parameter bash puts a value in place of: put the value itself in its place"
        )
    if sign in ("`", "$("):
        raise CommandError(
            f"a command substitution ({sign}...): the builder does not run commands; put the text it makes in its place"
        )
    raise CommandError(
        f"an unquoted {sign}: the shell reads it as an operator, not as part of the aws command; "
        "paste the aws command alone, or quote the value"
    )


def read_command(text: str, max_bytes: int, max_depth: int) -> tuple[str, dict, list[str]]:
    """``text``, an ``aws dynamodb <command> ...`` line -> (the operation, its
    request parameters, notes about what was left out). The caller bounds the
    text's size (:func:`builder.pasted.read_code`); ``max_bytes`` and
    ``max_depth`` bound each JSON value in it (:func:`builder.safejson.loads`).
    Raises :class:`CommandError`."""
    breaks: list[int] = []
    try:
        words = shell_words(text, breaks)
    except CommandError:
        raise
    except ValueError as e:  # an unclosed quote, a backslash at the very end
        raise CommandError(f"the command cannot be split as a shell would: {str(e).lower()}") from None
    words = [w for w in words if w.strip() or w == ""]  # "\ " before a line break: a space after its backslash
    if words and words[0] == "$":
        words = words[1:]
    notes: list[str] = []
    left_out: list[str] = []
    at = _after_globals(words, 1, left_out)
    if at >= len(words) or words[at] != "dynamodb":
        raise CommandError("the command is not an `aws dynamodb` command")
    at = _after_globals(words, at + 1, left_out)
    if at >= len(words):
        raise CommandError("the command names no DynamoDB command after `aws dynamodb` (such as update-item)")
    command = words[at]
    operation = _commands().get(command)
    if operation is None:
        known = ", ".join(_commands())
        raise CommandError(f"`aws dynamodb {command}` is not a request the builder builds; it builds {known}")
    params, given = _options(operation, words[at + 1 :], left_out, (max_bytes, max_depth))
    paging = [name for name in dict.fromkeys(left_out) if name == "--max-items"]
    cli_only = [name for name in dict.fromkeys(left_out) if name not in _PAGING]
    if cli_only:
        notes.append(
            f"Left out: {', '.join(cli_only)}, options of the AWS CLI, not of the request "
            "(the builder sends requests where its server is set up to)."
        )
    if paging:
        notes.append(
            f"Left out: {', '.join(paging)}, the AWS CLI's own paging (the request's are Limit and ExclusiveStartKey)."
        )
    if breaks:  # bash ends a command at a line break: pasted, its lines' backslashes may have been lost
        lines = ", ".join(str(line) for line in breaks)
        notes.append(
            f"Line {lines} has no backslash before it: read as part of the command; "
            "the shell would run it as another command."
            if len(breaks) == 1
            else f"Lines {lines} have no backslash before them: read as part of the command; "
            "the shell would run each as another command."
        )
    variables = sorted({m.group(0) for w in given for m in _SHELL_VARIABLE.finditer(w)})
    if variables:
        notes.append(
            f"The command uses shell variables ({', '.join(variables)}); they are read as written: "
            "put their values in their place."
        )
    return operation, params, notes


def _after_globals(words: list[str], at: int, left_out: list[str]) -> int:
    """The index of the first word from ``at`` on that is not a global option
    of the CLI (or its value); the options passed are added to ``left_out``."""
    while at < len(words):
        word = words[at]
        written, eq, value = word.partition("=")
        name = _abbreviated(written, _GLOBALS) if written.startswith("--") else written
        if name in _GLOBAL_FLAGS:
            left_out.append(name)
            at += 1
        elif name in _GLOBAL_WITH_VALUE:
            if not eq:
                if at + 1 >= len(words):
                    raise CommandError(f"{name} needs a value")
                value = words[at + 1]
                at += 1
            _check_global(name, value)
            if name != "--cli-binary-format":
                left_out.append(name)
            at += 1
        else:
            return at
    return at


def _abbreviated(name: str, options) -> str | None:
    """The option of ``options`` that ``name`` spells, as the AWS CLI's
    parsers (argparse, allow_abbrev) read it: itself, or the one option it
    begins (``--table`` for ``--table-name``); None when it begins none. An
    abbreviation of more than one is refused, naming them, as the CLI
    refuses it ("ambiguous option: --key-cond could match ...")."""
    if name in options:
        return name
    if len(name) <= 2:
        return None
    found = [option for option in options if option.startswith(name)]
    if len(found) > 1:
        raise CommandError(
            f"{name} is ambiguous: it could be {', '.join(found)}; the AWS CLI refuses an abbreviation "
            "of more than one option: write the option in full"
        )
    return found[0] if found else None


@lru_cache(maxsize=len(OPERATIONS))
def _option_names(operation: str) -> tuple[str, ...]:
    """The options of ``aws dynamodb <operation>``, as its parser holds them:
    each member's (and ``--no-...`` for a boolean), the paging options of a
    command the CLI pages, and the CLI's own."""
    names: list[str] = []
    for option, (_, shape) in _members(operation).items():
        names.append(option)
        if shape.type_name == "boolean":
            names.append(f"--no-{option[2:]}")
    if operation in _paged():
        names.extend(_PAGING)
    names.extend(("--cli-input-json", "--cli-input-yaml", "--generate-cli-skeleton"))
    return tuple(names)


def _check_global(name: str, value: str) -> None:
    if name == "--cli-binary-format" and value != "base64":
        raise CommandError(
            f"--cli-binary-format {value}: the builder reads binary values as base64 text "
            "(--cli-binary-format base64, the AWS CLI v2 default); write them so"
        )


def _options(operation: str, words: list[str], left_out: list[str], bounds: tuple) -> tuple[dict, list[str]]:
    """The command's options -> (the request parameters, the texts given)."""
    members = _members(operation)
    params: dict = {}
    given: list[str] = []
    whole = None
    page_size = None
    token = None
    paged = operation in _paged()
    seen: set[str] = set()
    at = 0
    while at < len(words):
        word = words[at]
        if not word.startswith("--"):
            raise CommandError(
                f"{_shown(word)} is not an option (options start with --); quote a value that holds spaces"
            )
        written, eq, inline = word.partition("=")
        at += 1
        if _abbreviated(written, _GLOBALS) in _GLOBALS:  # the CLI's main parser reads its own options first
            at = _after_globals(words, at - 1, left_out)
            continue
        name = _abbreviated(written, _option_names(operation)) or written
        negated = name.startswith("--no-") and f"--{name[5:]}" in members
        key = f"--{name[5:]}" if negated else name
        if key in seen:
            raise CommandError(f"{key} is given twice")
        seen.add(key)
        if name == "--page-size" and paged:
            text, at = _one_value(name, words, at, eq, inline)
            given.append(text)
            page_size = _value(name, "integer", text, bounds)
            continue
        if name == "--starting-token" and paged:
            token, at = _one_value(name, words, at, eq, inline)
            given.append(token)
            continue
        if name == "--max-items" and paged:
            text, at = _one_value(name, words, at, eq, inline)
            _value(name, "integer", text, bounds)
            left_out.append(name)
            continue
        if name in ("--cli-input-json", "--cli-input-yaml"):
            if name == "--cli-input-yaml":
                raise CommandError("--cli-input-yaml: paste the request as JSON (--cli-input-json) instead")
            text, at = _one_value(name, words, at, eq, inline)
            given.append(text)
            whole = _json(name, text, bounds)
            if not isinstance(whole, dict):
                raise CommandError(f"{name} holds the whole request: a JSON object")
            continue
        if name == "--generate-cli-skeleton":
            raise CommandError("--generate-cli-skeleton prints a template, not a request: leave it out")
        found = members.get(key)
        if found is None:
            raise CommandError(
                f"{name} is not an option of `aws dynamodb {xform_name(operation, '-')}`; "
                f"its options are {', '.join(members)}"
            )
        member, shape = found
        kind = shape.type_name
        if kind == "boolean":
            if eq:
                raise CommandError(f"{name} takes no value: write {key} or --no-{key[2:]}")
            params[member] = not negated
            continue
        if kind == "list" and shape.member.type_name == "string":  # names as words, or one word with =
            if eq:
                texts = [inline]
            else:
                end = _value_end(words, at, eq)
                texts = words[at:end]
                at = end
            if not texts:
                raise CommandError(f"{name} needs a value")
            given.extend(texts)
            params[member] = _json(name, texts[0], bounds) if len(texts) == 1 and texts[0].startswith("[") else texts
            continue
        text, at = _one_value(name, words, at, eq, inline)
        given.append(text)
        params[member] = _value(name, kind, text, bounds)
    if whole is not None:
        params = {**whole, **params}
    paging = [name for name in _PAGING if name in seen]
    off = [name for name in _PAGING_OFF if name in seen or name in left_out]
    if paging and off:  # the CLI: "Cannot specify --no-paginate along with pagination arguments: ..."
        raise CommandError(
            f"{', '.join(paging)} beside {', '.join(off)}: the AWS CLI refuses its paging options when "
            f"{' or '.join(off)} turns its paging off; the request's own are --limit and --exclusive-start-key"
        )
    if token is not None:  # the paginator puts the token's members in the request, before the page size
        for member, value in _starting_token(token, bounds).items():
            if member not in service_model().operation_model(operation).input_shape.members:
                raise CommandError(
                    f"--starting-token holds {member}, which is not a member of the {operation} request: "
                    "the AWS CLI refuses the request it makes of it"
                )
            if value is None or value == "None":  # the paginator's "no value": the member is taken out
                params.pop(member, None)
            else:
                params[member] = value
    if page_size is not None:  # the CLI's paginator sends PageSize as the Limit, over one in --cli-input-json
        params["Limit"] = page_size
    return params, given


def _starting_token(token: str, bounds: tuple) -> dict:
    """The members the AWS CLI's paginator puts in the first request for
    ``--starting-token``, as botocore.paginate decodes it (PageIterator's
    _parse_starting_token and TokenDecoder): base64 of a JSON object, whose
    ``boto_encoded_keys`` name the paths of bytes held as base64 (given back
    here as base64 text, as the builder reads binary values) and whose
    ``boto_truncate_amount`` is where the CLI starts in the first page's
    items (not part of the request). A token that is not base64 of UTF-8 is
    read as the paginator's older form (``KEY___INDEX``), whose key is the
    ExclusiveStartKey: the CLI sends that text as the key and DynamoDB's model
    refuses it, but for ``None``, no key. Refused: what the CLI refuses."""
    refused = CommandError(
        f"--starting-token {_shown(token)} is not a token the AWS CLI wrote (base64 of a JSON object, the "
        "NextToken it prints); the CLI refuses it (it sends it as the ExclusiveStartKey, which must be a key): "
        "give the NextToken as printed, or the key itself as --exclusive-start-key"
    )
    try:
        text = base64.b64decode(token.encode("utf-8")).decode("utf-8")
    except (ValueError, TypeError):  # binascii.Error and UnicodeError are ValueErrors
        parts = token.split("___")
        if len(parts) == 2:  # the older form's index, where it is a whole number
            try:
                int(parts[1])
            except ValueError:
                parts = [token]
            else:
                parts = parts[:1]
        if parts == ["None"]:
            return {"ExclusiveStartKey": None}
        raise refused from None
    max_bytes, max_depth = bounds
    try:
        decoded = safejson.loads(text, max_bytes=max_bytes, max_depth=max_depth, what="--starting-token's JSON")
    except safejson.JSONInputError as e:
        if e.limit:
            raise CommandError(f"--starting-token: {e}") from None
        raise refused from None
    if not isinstance(decoded, dict):
        raise refused
    encoded = decoded.pop("boto_encoded_keys", None)
    if encoded is not None:
        try:
            for path in encoded:
                held = decoded
                for step in path:
                    held = held[step]
                raw = base64.b64decode(held.encode("utf-8"))
                container = decoded
                for step in path[:-1]:
                    container = container[step]
                container[path[-1]] = base64.b64encode(raw).decode("ascii")
        except (KeyError, IndexError, TypeError, AttributeError, binascii.Error, UnicodeError):
            raise refused from None
    decoded.pop("boto_truncate_amount", None)
    return decoded


def _value_end(words: list[str], at: int, eq: str) -> int:
    """Where an option's words end: at the next option (``--...``)."""
    if eq:
        return at
    while at < len(words) and not words[at].startswith("--"):
        at += 1
    return at


def _one_value(name: str, words: list[str], at: int, eq: str, inline: str) -> tuple[str, int]:
    if eq:
        return inline, at
    if at >= len(words) or (words[at].startswith("--") and words[at] != "--"):
        raise CommandError(f"{name} needs a value")
    return words[at], at + 1


def _value(name: str, kind: str, text: str, bounds: tuple):
    if text.startswith(("file://", "fileb://")):
        raise CommandError(
            f"{name} {_shown(text)}: the builder cannot read files on your machine; "
            "put the file's JSON in its place, in single quotes"
        )
    if kind == "string":
        return text
    if kind in ("integer", "long"):
        if not re.fullmatch(r"-?[0-9]{1,18}", text):
            raise CommandError(f"{name} takes a whole number, got {_shown(text)}")
        return int(text)
    if kind in ("structure", "map", "list"):
        if not text.lstrip().startswith(("{", "[")):
            raise CommandError(
                f"{name} {_shown(text)}: the builder reads this option written as JSON, "
                'such as \'{"id": {"S": "a"}}\', not in the CLI\'s shorthand syntax'
            )
        return _json(name, text, bounds)
    raise CommandError(f"{name}: the builder does not read options of this kind ({kind})")  # pragma: no cover


def _json(name: str, text: str, bounds: tuple):
    max_bytes, max_depth = bounds
    try:
        return safejson.loads(text, max_bytes=max_bytes, max_depth=max_depth, what=f"{name}'s JSON")
    except safejson.JSONInputError as e:
        raise CommandError(f"{name}: {e}") from None


def _shown(text: str) -> str:
    """A word of the command, quoted and cut short for a message."""
    return repr(text if len(text) <= 60 else text[:57] + "...")
