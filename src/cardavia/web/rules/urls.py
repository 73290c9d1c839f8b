from django.urls import path

from . import views

app_name = "rules"
urlpatterns = [
    path("games/<slug:slug>/", views.table, name="table"),
    path("games/<slug:slug>/rules/", views.full_rules, name="rules"),
]
