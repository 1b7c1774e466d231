"""Running `manage.py ddb` in-process for the command tests."""

import sys
from io import StringIO

from django.core.management import call_command


def run_ddb(*args, stdin=None):
    """Call `ddb` with ``args`` (``stdin`` as text if given); return (stdout, stderr)."""
    out, err = StringIO(), StringIO()
    old = sys.stdin
    if stdin is not None:
        sys.stdin = StringIO(stdin)
    try:
        call_command("ddb", *args, stdout=out, stderr=err)
    finally:
        sys.stdin = old
    return out.getvalue(), err.getvalue()
