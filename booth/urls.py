from django.urls import path

from booth import views

app_name = "booth"

urlpatterns = [
    path("host", views.host_page, name="host"),
    path("host/reset", views.host_reset, name="reset"),
]
