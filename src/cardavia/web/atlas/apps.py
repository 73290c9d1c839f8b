from django.apps import AppConfig


class AtlasConfig(AppConfig):
    name = "cardavia.web.atlas"
    label = "atlas"
