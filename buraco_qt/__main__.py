"""`python -m buraco_qt` starts the game."""

from buraco_qt.app import main

raise SystemExit(main())
