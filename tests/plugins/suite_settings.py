"""The settings of the test suite: the site's test settings, with the toy game as a plug-in.

The toy game (``tests/plugins/toy_game``) joins the site the way any plug-in
would, through ``CARDAVIA_PLUGINS``; servers the tests start inherit it.
"""

import os

os.environ.setdefault("CARDAVIA_PLUGINS", "toy_game")

from cardavia.web.settings_test import *  # noqa: E402,F403
