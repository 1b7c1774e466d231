"""Helpers for the snippet tests (fixtures are in conftest.py).

The cast (the same in every test):

- alice: owns the snippets under test; a *member* of team Blue
- tom:   *owner* of team Blue
- bob:   *member* of team Blue
- carol: owner of team Red (a member of another team)
- dave:  in no team
"""

from __future__ import annotations

import copy
import html as htmllib
import re

from builder import forms as bf
from builder import snippets as sn
from builder.expr import migrate
from builder.expr.recipes import get_recipe
from builder.models import Snippet

PASSWORD = "correct-horse-battery-staple"
HX = {"HX-Request": "true"}

# as snippets store them: migrated to the current state version
EXACT = migrate(get_recipe("exact_counter").state)
LIKE = migrate(get_recipe("like").state)


def exact_counter(next_value: str = "42", table: str = "Social") -> dict:
    state = copy.deepcopy(EXACT)
    state["update"][0]["value"]["value"] = next_value
    state["table"] = table
    return state


def make_snippet(
    owner, *, title="Exact counter", description="", state=None, team=None, visibility=Snippet.PRIVATE
) -> Snippet:
    prepared = sn.prepare(state or exact_counter())
    return sn.create_snippet(
        owner, title=title, description=description, prepared=prepared, team=team, visibility=visibility
    )


def save_data(
    state: dict,
    snippet: Snippet | None = None,
    *,
    title="Exact counter",
    description="",
    team="",
    visibility="private",
    version=None,
    mode="save",
) -> dict:
    """What the builder page posts to snippets/save: the builder form plus the Save panel."""
    data = bf.state_to_data(state)
    data.update(
        {
            "snippet-title": title,
            "snippet-description": description,
            "snippet-team": str(team),
            "snippet-visibility": visibility,
            "snippet-save": mode,
        }
    )
    if snippet is not None:
        data["snippet-id"] = str(snippet.pk)
        data["snippet-version"] = str(snippet.version if version is None else version)
        data["snippet-team"] = str(snippet.team_id or "") if team == "" else str(team)
        if visibility == "private" and snippet.visibility != "private":
            data["snippet-visibility"] = snippet.visibility
    return data


def login_client(client, user):
    if user is not None:
        client.force_login(user)
    return client


def pre_text(html: str, css_class: str) -> str | None:
    """The unescaped text of <code class="css_class">...</code>."""
    m = re.search(r'<code class="%s">(.*?)</code>' % re.escape(css_class), html, re.S)
    return htmllib.unescape(m.group(1)) if m else None


def export_body(response) -> bytes:
    """A team export's bytes (the export is streamed, a snippet at a time)."""
    assert response.streaming
    return b"".join(response.streaming_content)


def grow_history(snippet: Snippet, version: int, prepared=None) -> Snippet:
    """``snippet`` saved again and again up to ``version``, each revision
    ``prepared`` (default: the snippet's own state), written at once (a long
    history without a save each)."""
    from builder.models import Revision

    prepared = prepared or sn.prepare(snippet.state)
    Revision.objects.bulk_create(
        Revision(
            snippet=snippet,
            number=k,
            title=snippet.title,
            state_json=prepared.state_json,
            request_json=prepared.request_json,
            author_name=snippet.owner.get_username(),
        )
        for k in range(snippet.version + 1, version + 1)
    )
    Snippet.objects.filter(pk=snippet.pk).update(version=version)
    snippet.refresh_from_db()
    return snippet
