"""URLs: pages under a language prefix (``/en/``, ``/uk/``...), the rest without.

``/`` redirects to the reader's language (LocaleMiddleware: the language
cookie, then the browser's Accept-Language). A path starting with a language
code that the site does not offer (``/es/...`` before Spanish is enabled)
redirects to the same page in the best offered language.
"""

import re

from django.conf import global_settings, settings
from django.conf.urls.i18n import i18n_patterns
from django.urls import include, path, re_path

from cardavia.web.atlas import views as atlas_views
from cardavia.web.friends import api as friends_api  # noqa: F401  (joins its operations to the API)
from cardavia.web.learn import api as learn_api  # noqa: F401  (joins its operations to the API)
from cardavia.web.play.api import api
from cardavia.web.prefs import views as prefs_views

urlpatterns = [
    path("prefs/", prefs_views.save, name="prefs-save"),
    path("art/<slug:deck>/<str:name>.svg", atlas_views.card_art, name="card-art"),
    path("api/", api.urls),
]
urlpatterns += i18n_patterns(
    path("", include("cardavia.web.atlas.urls")),
    path("", include("cardavia.web.rules.urls")),
    path("", include("cardavia.web.play.urls")),
    path("", include("cardavia.web.learn.urls")),
    path("", include("cardavia.web.friends.urls")),
    prefix_default_language=True,
)
# Codes Django knows but this site does not offer (yet): redirect, don't 404.
_OFFERED = {code for code, _name in settings.LANGUAGES}
_OTHERS = sorted((code for code, _name in global_settings.LANGUAGES if code not in _OFFERED), key=len, reverse=True)
urlpatterns += [
    re_path(rf"^(?P<code>{'|'.join(map(re.escape, _OTHERS))})/(?P<rest>.*)$", prefs_views.unknown_language),
]

handler400 = "cardavia.web.prefs.views.bad_request"
handler404 = "cardavia.web.prefs.views.not_found"
handler500 = "cardavia.web.prefs.views.server_error"
