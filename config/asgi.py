"""ASGI entry point: uvicorn serves this, static files included, so replies can stream."""

import os

# Before anything imports numpy: see the note in config/settings.py.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

from django.core.asgi import get_asgi_application

from config.event_loop import drop_sql_housekeeping
from config.static_files import StaticFiles

application = StaticFiles(get_asgi_application())
drop_sql_housekeeping()
