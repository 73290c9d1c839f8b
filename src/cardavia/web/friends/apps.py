from django.apps import AppConfig


class FriendsConfig(AppConfig):
    name = "cardavia.web.friends"
    label = "friends"
    verbose_name = "Tables with friends"
