"""``view_path`` (builder/web/util.py): ``reverse`` for views without arguments,
kept per script prefix, so a server mounted under a path still links right."""

from __future__ import annotations

import pytest
from django.urls import reverse, set_script_prefix

from builder.web.util import view_path


@pytest.mark.parametrize("name", ["builder", "preview", "code"])
def test_view_path_is_reverse_under_any_script_prefix(name):
    try:
        for prefix in ("/", "/app/", "/other/mount/"):
            set_script_prefix(prefix)
            assert view_path(name) == reverse(name) and view_path(name).startswith(prefix)
    finally:
        set_script_prefix("/")
