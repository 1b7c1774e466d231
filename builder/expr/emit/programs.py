"""Whole programs for the boto3 and JavaScript SDK targets (``emit(...,
whole_program=True)``):

- Query and Scan read every page: the request is sent again with
  ``ExclusiveStartKey`` set to the answer's ``LastEvaluatedKey`` until an
  answer has none; a parallel Scan (TotalSegments > 1) does that for every
  segment in turn, each from its start. The program prints the count and the
  items.
- TransactWriteItems catches TransactionCanceledException, reads its
  CancellationReasons (one per action, in order, Code "None" where the action
  was fine) and names each action that failed, then exits with status 1.

Other operations get the usual code. The request itself is written exactly
as the usual emitters write it (same writers), so the two never disagree.
"""

from __future__ import annotations

from . import doc as d
from . import javascript as js
from . import python as py
from .common import DOCUMENT_COMMANDS, go_str, java_str, js_str, py_str, snake
from .go import MAIN_OPEN as GO_MAIN_OPEN
from .go import UNIT_WIDTH as GO_UNIT_WIDTH
from .go import Writer as _GoWriter
from .go import go as go_usual
from .go import render_go as _go_render
from .java import java as java_usual


def action_labels(params: dict) -> list[str]:
    """``Update Social PK=POST#a91f SK=META``: how a program names each action."""
    out = []
    for entry in params["TransactItems"]:
        ((action, body),) = entry.items()
        key = body.get("Key")
        where = " ".join(f"{k}={_scalar_text(v)}" for k, v in key.items()) if key else "(new item)"
        out.append(f"{action} {body['TableName']} {where}")
    return out


def _scalar_text(ddb: dict) -> str:
    ((t, v),) = ddb.items()
    return v if t in ("S", "N") else f"<{t}>"


def _parallel(operation: str, params: dict) -> bool:
    return operation == "Scan" and params.get("TotalSegments", 1) > 1


# ---------------------------------------------------------------------------
# Python
# ---------------------------------------------------------------------------
def _py_request(w: py.Writer, params: dict) -> str:
    args = [[k, "=", w.param(k, v)] for k, v in params.items()]
    return d.render(d.bracket("request = dict(", args, ")", force=True), py.WIDTH)


def _py_pages(call: str, operation: str, params: dict) -> str:
    loop = (
        "while True:\n"
        f"    response = {call}(**request)\n"
        '    items.extend(response.get("Items", []))\n'
        '    count += response["Count"]\n'
        '    if "LastEvaluatedKey" not in response:\n'
        "        break\n"
        '    request["ExclusiveStartKey"] = response["LastEvaluatedKey"]\n'
    )
    head = "# Every page: an answer with a LastEvaluatedKey has more after it.\nitems = []\ncount = 0\n"
    if _parallel(operation, params):
        head = (
            f"# Every segment of the parallel scan, one after another (threads could read them\n"
            f"# at the same time), each from its start, and every page of each.\n"
            "items = []\ncount = 0\n"
            f"for segment in range({params['TotalSegments']}):\n"
            '    request["Segment"] = segment\n'
            '    request.pop("ExclusiveStartKey", None)\n'
        )
        loop = "".join("    " + line + "\n" for line in loop.splitlines())
    return head + loop + 'print(f"{count} items")\nfor item in items:\n    print(item)\n'


def _py_transaction(exceptions: str, body: str, params: dict) -> str:
    labels = d.render(["actions = ", d.bracket("[", [py_str(x) for x in action_labels(params)], "]")], py.WIDTH)
    body = "".join("    " + line + "\n" if line else "\n" for line in body.splitlines())
    return (
        f"{labels}\n"
        "try:\n"
        f"{body}"
        f"except {exceptions}.TransactionCanceledException as e:\n"
        '    # One reason per action, in order: Code "None" where that action was fine.\n'
        '    for i, reason in enumerate(e.response.get("CancellationReasons", [])):\n'
        '        if reason.get("Code", "None") != "None":\n'
        "            print(f\"action {i + 1} ({actions[i]}) failed: {reason['Code']}: {reason.get('Message', '')}\")\n"
        '            if "Item" in reason:\n'
        '                print("  the item:", reason["Item"])\n'
        "    raise SystemExit(1) from None\n"
        "print(response)\n"
    )


def python_client_whole(operation: str, params: dict) -> str:
    if operation not in ("Query", "Scan", "TransactWriteItems"):
        return py.python_client(operation, params)
    w = py.Writer(native=False)
    head = f'import boto3\n\n{py.ENV_COMMENT}client = boto3.client("dynamodb")\n\n'
    if operation == "TransactWriteItems":
        call = w.call("client.transact_write_items", params)
        return head + _py_transaction("client.exceptions", call, params)
    return head + _py_request(w, params) + "\n" + _py_pages(f"client.{snake(operation)}", operation, params)


def python_resource_whole(operation: str, params: dict) -> str:
    if operation not in ("Query", "Scan", "TransactWriteItems"):
        return py.python_resource(operation, params)
    w = py.Writer(native=True)
    if operation == "TransactWriteItems":
        call = w.call("dynamodb.meta.client.transact_write_items", params)
        setup = 'dynamodb = boto3.resource("dynamodb")\n\n'
        body = _py_transaction("dynamodb.meta.client.exceptions", call, params)
    else:
        rest = {k: v for k, v in params.items() if k != "TableName"}
        setup = f'dynamodb = boto3.resource("dynamodb")\ntable = dynamodb.Table({py_str(params["TableName"])})\n\n'
        body = _py_request(w, rest) + "\n" + _py_pages(f"table.{snake(operation)}", operation, params)
    imports = ""
    if w.uses_decimal:
        imports += "from decimal import Decimal\n\n"
    imports += "import boto3\n"
    if w.uses_binary:
        imports += "from boto3.dynamodb.types import Binary\n"
    return f"{imports}\n{py.ENV_COMMENT}{setup}{body}"


# ---------------------------------------------------------------------------
# JavaScript
# ---------------------------------------------------------------------------
def _js_pages(command: str, operation: str, params: dict) -> str:
    loop = (
        "do {\n"
        f"  const response = await client.send(new {command}(input));\n"
        "  items.push(...(response.Items ?? []));\n"
        "  count += response.Count ?? 0;\n"
        "  input.ExclusiveStartKey = response.LastEvaluatedKey;\n"
        "} while (input.ExclusiveStartKey);\n"
    )
    head = "// Every page: an answer with a LastEvaluatedKey has more after it.\nconst items = [];\nlet count = 0;\n"
    if _parallel(operation, params):
        head = (
            "// Every segment of the parallel scan, one after another (Promise.all could read\n"
            "// them at the same time), each from its start, and every page of each.\n"
            "const items = [];\nlet count = 0;\n"
            f"for (let segment = 0; segment < {params['TotalSegments']}; segment++) {{\n"
            "  input.Segment = segment;\n"
            "  delete input.ExclusiveStartKey;\n"
        )
        loop = "".join("  " + line + "\n" for line in loop.splitlines()) + "}\n"
    return head + loop + "console.log(`${count} items`);\nconsole.dir(items, { depth: null });\n"


def _js_transaction(command: str, params: dict) -> str:
    labels = d.render(["const actions = ", js._array([js_str(x) for x in action_labels(params)]), ";"], js.WIDTH, "  ")
    return (
        f"{labels}\n"
        "try {\n"
        f"  const response = await client.send(new {command}(input));\n"
        "  console.dir(response, { depth: null });\n"
        "} catch (err) {\n"
        '  if (err.name !== "TransactionCanceledException") throw err;\n'
        '  // One reason per action, in order: Code "None" where that action was fine.\n'
        "  (err.CancellationReasons ?? []).forEach((reason, i) => {\n"
        '    if (reason.Code !== "None") {\n'
        '      console.log(`action ${i + 1} (${actions[i]}) failed: ${reason.Code}: ${reason.Message ?? ""}`);\n'
        "      if (reason.Item) console.dir({ item: reason.Item }, { depth: null });\n"
        "    }\n"
        "  });\n"
        "  process.exitCode = 1;\n"
        "}\n"
    )


def _js_whole(usual: str, operation: str, params: dict, command: str) -> str:
    """The usual program up to its input, then the loop or the try."""
    send = f"const response = await client.send(new {command}(input));\nconsole.dir(response, {{ depth: null }});\n"
    assert usual.endswith(send)
    top = usual[: -len(send)]
    if operation == "TransactWriteItems":
        return top + _js_transaction(command, params)
    return top + _js_pages(command, operation, params)


def js_client_whole(operation: str, params: dict) -> str:
    usual = js.js_client(operation, params)
    if operation not in ("Query", "Scan", "TransactWriteItems"):
        return usual
    return _js_whole(usual, operation, params, f"{operation}Command")


def js_document_whole(operation: str, params: dict) -> str:
    usual = js.js_document(operation, params)
    if operation not in ("Query", "Scan", "TransactWriteItems"):
        return usual
    return _js_whole(usual, operation, params, DOCUMENT_COMMANDS[operation])


# ---------------------------------------------------------------------------
# Go
# ---------------------------------------------------------------------------
def go_whole(operation: str, params: dict) -> str:
    usual = go_usual(operation, params)
    if operation not in ("Query", "Scan", "TransactWriteItems"):
        return usual
    w = _GoWriter()
    head = "input := "
    lit = w.struct(f"&dynamodb.{operation}Input", params, operation)
    input_doc = head + _go_render(lit, 1, GO_UNIT_WIDTH + len(head))
    imports = ['\t"context"\n', '\t"fmt"\n', '\t"log"\n']
    needs_aws = w.uses_aws or operation == "TransactWriteItems" or _parallel(operation, params)
    sdk = ['\t"github.com/aws/aws-sdk-go-v2/aws"\n'] if needs_aws else []
    sdk += [
        '\t"github.com/aws/aws-sdk-go-v2/config"\n',
        '\t"github.com/aws/aws-sdk-go-v2/service/dynamodb"\n',
        '\t"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"\n',
    ]
    if operation == "TransactWriteItems":
        imports = ['\t"context"\n', '\t"errors"\n', '\t"fmt"\n', '\t"log"\n', '\t"os"\n']
        labels = "".join(f"\t\t{go_str(x)},\n" for x in action_labels(params))
        body = (
            f"\tactions := []string{{\n{labels}\t}}\n"
            f"\tout, err := client.TransactWriteItems(ctx, input)\n"
            "\tif err != nil {\n"
            "\t\tvar canceled *types.TransactionCanceledException\n"
            "\t\tif errors.As(err, &canceled) {\n"
            '\t\t\t// One reason per action, in order: Code "None" where that action was fine.\n'
            "\t\t\tfor i, reason := range canceled.CancellationReasons {\n"
            '\t\t\t\tif code := aws.ToString(reason.Code); code != "None" {\n'
            '\t\t\t\t\tfmt.Printf("action %d (%s) failed: %s: %s\\n", i+1, actions[i], code, aws.ToString(reason.Message))\n'
            "\t\t\t\t}\n"
            "\t\t\t}\n"
            "\t\t\tos.Exit(1)\n"
            "\t\t}\n"
            "\t\tlog.Fatal(err)\n"
            "\t}\n"
            '\tfmt.Printf("%+v\\n", out)\n'
        )
    else:
        sdk.append('\t"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"\n')
        loop = (
            "for {\n"
            f"\tout, err := client.{operation}(ctx, input)\n"
            "\tif err != nil {\n"
            "\t\tlog.Fatal(err)\n"
            "\t}\n"
            "\titems = append(items, out.Items...)\n"
            "\tcount += out.Count\n"
            "\tif len(out.LastEvaluatedKey) == 0 {\n"
            "\t\tbreak\n"
            "\t}\n"
            "\tinput.ExclusiveStartKey = out.LastEvaluatedKey\n"
            "}\n"
        )
        if _parallel(operation, params):
            pre = (
                "\t// Every segment of the parallel scan, one after another (goroutines could read\n"
                "\t// them at the same time), each from its start, and every page of each.\n"
                "\tvar items []map[string]types.AttributeValue\n"
                "\tvar count int32\n"
                f"\tfor segment := int32(0); segment < {int(params['TotalSegments'])}; segment++ {{\n"
                "\t\tinput.Segment = aws.Int32(segment)\n"
                "\t\tinput.ExclusiveStartKey = nil\n"
            )
            loop = pre + "".join("\t\t" + line + "\n" for line in loop.splitlines()) + "\t}\n"
        else:
            loop = (
                "\t// Every page: an answer with a LastEvaluatedKey has more after it.\n"
                "\tvar items []map[string]types.AttributeValue\n"
                "\tvar count int32\n" + "".join("\t" + line + "\n" for line in loop.splitlines())
            )
        body = (
            loop + '\tfmt.Printf("%d items\\n", count)\n'
            "\t// Numbers as the text DynamoDB sent (UseNumber), so none is rounded.\n"
            "\tdecoder := attributevalue.NewDecoder(func(o *attributevalue.DecoderOptions) { o.UseNumber = true })\n"
            "\tfor _, item := range items {\n"
            "\t\tvar doc map[string]interface{}\n"
            "\t\tif err := decoder.Decode(&types.AttributeValueMemberM{Value: item}, &doc); err != nil {\n"
            "\t\t\tlog.Fatal(err)\n"
            "\t\t}\n"
            "\t\tfmt.Println(doc)\n"
            "\t}\n"
        )
    sdk_sorted = sorted(set(sdk))
    return (
        "package main\n"
        "\n"
        "import (\n"
        f"{''.join(imports)}"
        "\n"
        f"{''.join(sdk_sorted)}"
        ")\n"
        "\n"
        f"{GO_MAIN_OPEN}"
        "\n"
        f"\t{input_doc}\n"
        f"{body}"
        "}\n"
    )


# ---------------------------------------------------------------------------
# Java
# ---------------------------------------------------------------------------
def java_whole(operation: str, params: dict) -> str:
    """The usual class with its last two statements (send, print) replaced by
    the page loop or the try; imports added in order."""
    usual = java_usual(operation, params)
    if operation not in ("Query", "Scan", "TransactWriteItems"):
        return usual
    method = operation[:1].lower() + operation[1:]
    tail = (
        f"            {operation}Response response = client.{method}(request);\n"
        "            System.out.println(response);\n"
    )
    assert tail in usual
    pad = " " * 12
    imports = {"java.util.List"}
    model = "software.amazon.awssdk.services.dynamodb.model"
    if operation == "TransactWriteItems":
        imports |= {f"{model}.CancellationReason", f"{model}.TransactionCanceledException"}
        labels = [java_str(x) for x in action_labels(params)]
        listed = f"List<String> actions = List.of({', '.join(labels)});"
        if len(listed) + 12 > 100:
            listed = "List<String> actions = List.of(\n" + ",\n".join(f"    {x}" for x in labels) + ");"
        body = (
            f"{listed}\n"
            "try {\n"
            f"    {operation}Response response = client.{method}(request);\n"
            "    System.out.println(response);\n"
            "} catch (TransactionCanceledException e) {\n"
            '    // One reason per action, in order: code "None" where that action was fine.\n'
            "    List<CancellationReason> reasons = e.cancellationReasons();\n"
            "    for (int i = 0; i < reasons.size(); i++) {\n"
            "        CancellationReason reason = reasons.get(i);\n"
            '        if (!"None".equals(reason.code())) {\n'
            '            System.out.println("action " + (i + 1) + " (" + actions.get(i) + ") failed: "\n'
            '                + reason.code() + ": " + reason.message());\n'
            "        }\n"
            "    }\n"
            "    System.exit(1);\n"
            "}\n"
        )
    else:
        imports |= {"java.util.ArrayList", "java.util.Map", f"{model}.AttributeValue"}
        loop = (
            "while (true) {\n"
            f"    {operation}Response response = client.{method}(page);\n"
            "    items.addAll(response.items());\n"
            "    count += response.count();\n"
            "    if (!response.hasLastEvaluatedKey() || response.lastEvaluatedKey().isEmpty()) {\n"
            "        break;\n"
            "    }\n"
            "    page = page.toBuilder().exclusiveStartKey(response.lastEvaluatedKey()).build();\n"
            "}\n"
        )
        head = "List<Map<String, AttributeValue>> items = new ArrayList<>();\nint count = 0;\n"
        if _parallel(operation, params):
            body = (
                "// Every segment of the parallel scan, one after another (threads could read them\n"
                "// at the same time), each from its start, and every page of each.\n"
                + head
                + f"for (int segment = 0; segment < {int(params['TotalSegments'])}; segment++) {{\n"
                f"    {operation}Request page = request.toBuilder().segment(segment).exclusiveStartKey(null).build();\n"
                + "".join("    " + line + "\n" for line in loop.splitlines())
                + "}\n"
            )
        else:
            body = (
                "// Every page: an answer with a LastEvaluatedKey has more after it.\n"
                + head
                + f"{operation}Request page = request;\n"
                + loop
            )
        body += 'System.out.println(count + " items");\nitems.forEach(System.out::println);\n'
    code = usual.replace(tail, "".join(pad + line + "\n" if line else "\n" for line in body.splitlines()))
    lines = code.split("\n")
    first_blank = lines.index("")
    existing = {line[len("import ") : -1] for line in lines[:first_blank]}
    merged = "".join(f"import {name};\n" for name in sorted(existing | imports))
    return merged + "\n".join(lines[first_blank:])
