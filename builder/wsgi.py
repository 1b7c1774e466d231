"""WSGI entry point: gunicorn builder.wsgi."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "builder.settings")

application = get_wsgi_application()
