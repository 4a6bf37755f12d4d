"""`python -m buraco_qt.server`: the same as `buraco-server`."""

import sys

from .main import main

sys.exit(main())
