from django.apps import AppConfig


class RulesConfig(AppConfig):
    name = "cardavia.web.rules"
    label = "rules"
