"""Muggins Desktop: Muggins dominoes and cribbage with the Muggins rule."""

__version__ = "0.1.0"
APP_NAME = "muggins-desktop"
# For the About box and the packages' metadata (the full text is in LICENSE).
COPYRIGHT = "Copyright \u00a9 2026 The Muggins Desktop contributors"
LICENSE_NAME = "GPL-3.0-or-later"
LICENSE_NOTICE = (
    "This program is free software: you can redistribute it and/or modify it "
    "under the terms of the GNU General Public License as published by the Free "
    "Software Foundation, either version 3 of the License, or (at your option) "
    "any later version. It comes with ABSOLUTELY NO WARRANTY."
)
