"""The Readable tab's plain-English account (builder/expr/explain.py), escaped."""

import html as htmllib
import re

from builder.links import encode_state


def explain_lines(page: str) -> list[str]:
    m = re.search(r'<div class="explain">(.*?)</div>', page, re.S)
    return [htmllib.unescape(p) for p in re.findall(r"<p>(.*?)</p>", m.group(1), re.S)] if m else []


def test_the_like_recipe_is_explained(client):
    lines = explain_lines(client.get("/?recipe=like").content.decode())
    assert lines[0] == "<strong>What it does:</strong>"
    assert lines[1] == "In one transaction (all of it or none of it):"
    assert lines[3] == "2. Adds 1 to likeTally of the item PK = POST#a91f, SK = META in Social."


def test_the_account_is_escaped(client):
    state = {
        "version": 2,
        "operation": "DeleteItem",
        "table": "Social",
        "key": {"PK": {"type": "S", "value": "<script>x</script>"}},
        "condition": {
            "op": "=",
            "left": {"path": "a"},
            "right": {"type": "S", "value": "<img src=x onerror=alert(1)>"},
        },
    }
    page = client.get("/", {"s": encode_state(state)}).content.decode()
    assert "<img src=x" not in page and "<script>x</script>" not in page
    lines = explain_lines(page)
    assert (
        lines[1] == 'Deletes the item PK = <script>x</script> in Social, only if a is "<img src=x onerror=alert(1)>".'
    )


def test_no_account_without_a_valid_request(client):
    assert explain_lines(client.get("/").content.decode()) == []


def test_a_shared_snippet_page_explains_too(client, django_user_model):
    from builder import snippets as sn
    from builder.expr.recipes import get_recipe
    from builder.models import Snippet

    owner = django_user_model.objects.create_user("ann", password="x-long-password-1")
    prepared = sn.prepare(get_recipe("exact_counter").state)
    shared = sn.create_snippet(owner, title="Exact", description="", prepared=prepared, visibility=Snippet.LINK)
    lines = explain_lines(client.get(f"/s/{shared.share_slug}/").content.decode())
    assert lines[1:] == [
        "Sets play_count to 42 in the item PK = VID#9f3a, SK = STATS#TOTAL in Social, only if play_count is 41."
    ]
