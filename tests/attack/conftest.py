"""Fixtures for the attack suite: production-like settings, a cast with a team
and snippets, anonymous and signed-in clients."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from builder import snippets as sn
from builder.expr.recipes import get_recipe
from builder.models import Membership, Snippet, Team

PASSWORD = "correct-horse-battery-staple"
HX = {"HX-Request": "true"}


@pytest.fixture(autouse=True)
def production(settings):
    """DEBUG off (a 500 is a 500), running requests off (nothing leaves the machine)."""
    settings.DEBUG = False
    settings.DYNAMODB_RUN_ENABLED = False
    settings.DYNAMODB_RUN_ANONYMOUS = False


@pytest.fixture
def cast(db):
    User = get_user_model()
    alice = User.objects.create_user("alice", email="alice@example.org", password=PASSWORD)
    bob = User.objects.create_user("bob", email="bob@example.org", password=PASSWORD)
    blue = Team.objects.create(name="Blue")
    Membership.objects.create(team=blue, user=alice, role=Membership.OWNER)
    Membership.objects.create(team=blue, user=bob, role=Membership.MEMBER)
    like = sn.prepare(get_recipe("like").state)
    mine = sn.create_snippet(alice, title="Mine", description="", prepared=like)
    shared = sn.create_snippet(alice, title="Shared", description="", prepared=like, team=blue, visibility=Snippet.LINK)
    # private, with 3 versions: moving it into a team or sharing it by link asks first (issue 11)
    history = sn.create_snippet(alice, title="Private history", description="", prepared=like)
    for version in (1, 2):
        sn.change_visibility(history, version, alice, Snippet.PRIVATE)
    return SimpleNamespace(alice=alice, bob=bob, blue=blue, mine=mine, shared=shared, history=history)


@pytest.fixture
def anon(db) -> Client:
    return Client()


@pytest.fixture
def alice(cast) -> Client:
    c = Client()
    c.force_login(cast.alice)
    return c
