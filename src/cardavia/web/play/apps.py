from django.apps import AppConfig


class PlayConfig(AppConfig):
    name = "cardavia.web.play"
    label = "play"
    verbose_name = "Card tables"
