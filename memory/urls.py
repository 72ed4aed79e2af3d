from django.urls import path

from memory import views

app_name = "memory"

urlpatterns = [
    path("visitor/new", views.new_visitor, name="new_visitor"),
    path("saved/", views.saved_page, name="saved"),
    path("saved/<str:rental_id>/toggle", views.toggle_saved, name="toggle_saved"),
]
