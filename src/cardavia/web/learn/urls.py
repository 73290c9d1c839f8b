from django.urls import path

from . import views

app_name = "learn"

urlpatterns = [
    path("play/<str:public_id>/hint/", views.hint, name="hint"),
    path("play/<str:public_id>/review/", views.review, name="review"),
    path("play/<str:public_id>/review/start/", views.start_review, name="start-review"),
    path("play/<str:public_id>/review/progress/", views.review_progress, name="review-progress"),
]
