"""The pure core: DynamoDB's rules for paths, values, placeholders,
expressions and requests. No Django here (a test enforces it)."""

from .errors import ExprError, Problem, StateError
from .paths import Path, parse_path
from .placeholders import PlaceholderOptions, Placeholders
from .request import OPERATIONS, Action, Request, build_request
from .state import STATE_VERSION, load_checked, load_state, lowest_version, migrate, render
from .values import Value

__all__ = [
    "OPERATIONS",
    "STATE_VERSION",
    "Action",
    "ExprError",
    "Path",
    "PlaceholderOptions",
    "Placeholders",
    "Problem",
    "Request",
    "StateError",
    "Value",
    "build_request",
    "load_checked",
    "load_state",
    "lowest_version",
    "migrate",
    "parse_path",
    "render",
]
