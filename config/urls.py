from django.urls import include, path

from config.api import api

urlpatterns = [
    path("api/", api.urls),
    path("chat/", include("chat.urls")),
    path("booth/", include("booth.urls")),
    path("", include("rentals.urls")),
    path("", include("memory.urls")),
]
