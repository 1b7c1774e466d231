"""Titles on one line: a snippet's (and a revision's) title saved or imported
before titles were refused with a line break held one, which the page's one-line
field dropped at the next save without a word ("Counter\\nof likes" became
"Counterof likes"). Each run of line breaks becomes one space, as the title
reads on the page, so nothing is joined; the ends are stripped as the form
strips them."""

import re

from django.db import migrations
from django.db.models import Q

BREAKS = re.compile(r"[\r\n]+")


def one_line(apps, schema_editor):
    for name in ("Snippet", "Revision"):
        model = apps.get_model("builder", name)
        rows = model.objects.filter(Q(title__contains="\n") | Q(title__contains="\r")).only("pk", "title")
        for row in rows.iterator(chunk_size=500):
            model.objects.filter(pk=row.pk).update(title=BREAKS.sub(" ", row.title).strip())


class Migration(migrations.Migration):
    dependencies = [
        ("builder", "0003_snippet_import_key"),
    ]

    operations = [
        migrations.RunPython(one_line, migrations.RunPython.noop),
    ]
