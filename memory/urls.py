from django.urls import path

from memory import panel_views, views

app_name = "memory"

urlpatterns = [
    path("visitor/new", views.new_visitor, name="new_visitor"),
    path("saved/", views.saved_page, name="saved"),
    path("saved/<str:rental_id>/toggle", views.toggle_saved, name="toggle_saved"),
    path("memory/", panel_views.memory_panel, name="panel"),
    path("memory/<str:memory_id>/edit", panel_views.edit, name="edit"),
    path("memory/<str:memory_id>/forget", panel_views.forget, name="forget"),
    path("memory/forget-all", panel_views.forget_everything, name="forget_all"),
    path("memory/delete-my-data", panel_views.delete_my_data, name="delete_my_data"),
]
