"""ASGI entry point: uvicorn serves this, static files included, so replies can stream. With the
lifespan protocol on (``manage.py serve``), each worker warms up before it takes requests."""

import os

# Before anything imports numpy: see the note in config/settings.py.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

from django.core.asgi import get_asgi_application

from config.event_loop import drop_sql_housekeeping
from config.static_files import StaticFiles
from config.warm_up import WarmUpOnStartup

application = WarmUpOnStartup(StaticFiles(get_asgi_application()))
drop_sql_housekeeping()
