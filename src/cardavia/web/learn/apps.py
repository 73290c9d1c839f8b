from django.apps import AppConfig


class LearnConfig(AppConfig):
    name = "cardavia.web.learn"
    label = "learn"
    verbose_name = "Learn to play"
