from django.urls import path

from . import views

app_name = "atlas"
urlpatterns = [
    path("", views.home, name="home"),
    path("traditions/<slug:slug>/", views.tradition, name="tradition"),
]
