from django.urls import path

from . import views

app_name = "friends"

urlpatterns = [
    path("games/<slug:game>/friends/", views.new, name="new"),
    path("play/<str:public_id>/lobby/", views.lobby, name="lobby"),
    path("play/<str:public_id>/live/", views.area, name="area"),
    path("play/<str:public_id>/join/<str:token>/", views.join, name="join"),
    path("play/<str:public_id>/start/", views.start, name="start"),
    path("play/<str:public_id>/replace/", views.replace, name="replace"),
    path("play/<str:public_id>/take-back/", views.take_back, name="take-back"),
    path("watch/<str:public_id>/<str:token>/", views.watch, name="watch"),
    path("watch/<str:public_id>/<str:token>/live/", views.watch_area, name="watch-area"),
]
