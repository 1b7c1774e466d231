"""The web layer: one view module per page family, and the helpers they share.

- ``builder``: the builder page (``/``, also ``/?snippet=``), ``/preview``, ``/recipes/``, paste.
- ``api``: ``POST /api/check`` and ``POST /api/simulate`` (JSON).
- ``try_it``: ``POST /try``, the builder's Try it panel.
- ``run``: ``POST /run`` and the tables pages.
- ``snippets``, ``teams``, ``accounts``: saved snippets, teams, sign-up.

Shared, and no view module: ``page`` (the builder page's context, and "the
panel alone for htmx, else the whole page") and ``util``. A view module imports
those, never another view module (an import contract in pyproject.toml).
"""
