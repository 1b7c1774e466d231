"""The seed article's patterns, shipped as builder states (``recipes/*.json``)."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from .record import frozen

RECIPE_DIR = Path(__file__).with_name("recipes")
# display order: the counters, then the reference count pair
ORDER = ("atomic_counter", "seeded_counter", "exact_counter", "like", "unlike", "sharded_counter")


@frozen
class Recipe:
    name: str
    title: str
    description: str
    state: dict

    @property
    def operation(self) -> str:
        return self.state["operation"]


@lru_cache(maxsize=1)
def _load() -> dict[str, Recipe]:
    found = {}
    for path in RECIPE_DIR.glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        found[data["name"]] = Recipe(data["name"], data["title"], data["description"], data["state"])
    ordered = [found[n] for n in ORDER if n in found] + sorted(
        (r for n, r in found.items() if n not in ORDER), key=lambda r: r.name
    )
    return {r.name: r for r in ordered}


def all_recipes() -> list[Recipe]:
    return list(_load().values())


def get_recipe(name: str) -> Recipe | None:
    return _load().get(name)
