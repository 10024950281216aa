"""The first window fits the screen: 1280x820 where there is room for it and
its frame, maximized on smaller screens (a 1366x768 laptop, an 800x600
display), where it once hung off the bottom edge with its status line hidden."""

from __future__ import annotations

import pytest

from muggins_desktop.ui.app.app import FIRST_SIZE, first_window_size


@pytest.mark.parametrize(("width", "height"), [(1920, 1040), (2560, 1400), (1296, 868)])
def test_room_for_the_window_and_its_frame(width: int, height: int) -> None:
    assert first_window_size(width, height) == FIRST_SIZE


@pytest.mark.parametrize(("width", "height"), [(1366, 728), (1280, 800), (1024, 570), (800, 600), (1295, 1000)])
def test_a_small_screen_gets_a_maximized_window(width: int, height: int) -> None:
    assert first_window_size(width, height) is None
