from django.apps import AppConfig


class PrefsConfig(AppConfig):
    name = "cardavia.web.prefs"
    label = "prefs"
