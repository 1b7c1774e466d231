"""``python manage.py ddb``: the builder's command line.

    ddb recipes                         one recipe a line: NAME<TAB>OPERATION<TAB>TITLE
    ddb render --recipe NAME            the recipe's request parameters as JSON
    ddb render FILE | -                 a builder state (file or stdin) -> request JSON

Invalid input exits non-zero with every located problem on stderr.
"""

from __future__ import annotations

import json
import sys

from django.core.management.base import BaseCommand, CommandError

from builder.expr import StateError, render
from builder.expr.recipes import all_recipes, get_recipe


class Command(BaseCommand):
    help = "DynamoDB request builder: list recipes, render builder states to request JSON."

    def add_arguments(self, parser):
        sub = parser.add_subparsers(dest="subcommand", required=True, metavar="{recipes,render}")
        sub.add_parser("recipes", help="list the shipped recipes")
        p = sub.add_parser("render", help="render a builder state to request parameters")
        src = p.add_mutually_exclusive_group(required=True)
        src.add_argument("--recipe", metavar="NAME", help="a shipped recipe (see `ddb recipes`)")
        src.add_argument("file", nargs="?", metavar="FILE", help="a builder state JSON file, or - for stdin")
        p.add_argument("--compact", action="store_true", help="print on one line")

    def handle(self, *args, subcommand, **opts):
        if subcommand == "recipes":
            for r in all_recipes():
                self.stdout.write(f"{r.name}\t{r.operation}\t{r.title}")
            return
        if subcommand == "render":
            self.render(opts)

    def render(self, opts):
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
        indent = None if opts["compact"] else 2
        self.stdout.write(json.dumps(params, indent=indent, ensure_ascii=False))

    def read_json(self, name: str):
        try:
            if name == "-":
                text = sys.stdin.read()
            else:
                with open(name, encoding="utf-8") as f:
                    text = f.read()
        except OSError as e:
            raise CommandError(f"cannot read {name}: {e.strerror}") from None
        try:
            return json.loads(text)
        except json.JSONDecodeError as e:
            raise CommandError(f"{name}: not valid JSON: {e.msg} at line {e.lineno} column {e.colno}", returncode=2) from None
