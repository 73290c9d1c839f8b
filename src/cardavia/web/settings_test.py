"""Settings for the test suite: the real settings, with a throw-away data folder.

pytest-django imports the settings before any conftest runs, so the data
folder is chosen here rather than in a fixture.
"""

import os
import tempfile

os.environ.setdefault("CARDAVIA_DATA", tempfile.mkdtemp(prefix="cardavia-test-"))

from cardavia.web.settings import *  # noqa: E402,F403
