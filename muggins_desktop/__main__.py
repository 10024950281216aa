"""Allow ``python -m muggins_desktop``."""

from muggins_desktop.cli import main

raise SystemExit(main())
