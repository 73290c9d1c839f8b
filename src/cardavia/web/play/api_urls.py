from django.urls import path

from . import api

app_name = "api"

urlpatterns = [
    path("", api.index, name="index"),
    path("openapi.json", api.openapi_document, name="openapi"),
    path("games", api.create, name="create"),
    path("games/<str:public_id>", api.detail, name="detail"),
    path("games/<str:public_id>/actions", api.act, name="act"),
]
