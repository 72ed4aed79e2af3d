from django.urls import path

from rentals import views

app_name = "rentals"

urlpatterns = [
    path("", views.home, name="home"),
    path("results/", views.more_results, name="more"),
    path("rentals/<str:listing_id>/", views.rental_detail, name="detail"),
]
