"""ASGI entry point: uvicorn serves this, static files included, so replies can stream."""

import os

from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler
from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

application = ASGIStaticFilesHandler(get_asgi_application())
