from django.urls import path

from . import views

app_name = "play"

urlpatterns = [
    path("games/<slug:game>/start/", views.start, name="start"),
    path("play/<str:public_id>/", views.table, name="table"),
    path("play/<str:public_id>/move/", views.move, name="move"),
    path("play/<str:public_id>/again/", views.again, name="again"),
]
