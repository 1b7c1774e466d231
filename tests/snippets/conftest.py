"""Fixtures for the snippet tests: the cast (see tests/snippets/helpers.py)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from django.contrib.auth import get_user_model

from builder.models import Membership, Team
from tests.snippets.helpers import PASSWORD


@pytest.fixture
def cast(db):
    User = get_user_model()
    people = {
        name: User.objects.create_user(name, password=PASSWORD) for name in ("alice", "tom", "bob", "carol", "dave")
    }
    blue = Team.objects.create(name="Blue")
    red = Team.objects.create(name="Red")
    Membership.objects.create(team=blue, user=people["tom"], role=Membership.OWNER)
    Membership.objects.create(team=blue, user=people["alice"], role=Membership.MEMBER)
    Membership.objects.create(team=blue, user=people["bob"], role=Membership.MEMBER)
    Membership.objects.create(team=red, user=people["carol"], role=Membership.OWNER)
    return SimpleNamespace(blue=blue, red=red, **people)
