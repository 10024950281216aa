"""Issue 12, finding 15: About gives version, license, copyright, the data
folder and a way to the in-app rules; every text is plain."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QLabel

import muggins_desktop
from muggins_desktop.storage.paths import data_dir
from muggins_desktop.ui.window.main_window import MainWindow
from tests.ui.cribbage_driver import Settings


def test_about_box_says_what_and_where_and_links_the_rules(qtbot) -> None:
    window = MainWindow(Settings(), keep_in_library=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.dialogs.act_about.trigger()
    qtbot.waitUntil(
        lambda: any(d.objectName() == "aboutDialog" and d.isVisible() for d in window.findChildren(QDialog))
    )
    about = next(d for d in window.findChildren(QDialog) if d.objectName() == "aboutDialog")
    labels = about.findChildren(QLabel)
    text = "\n".join(label.text() for label in labels)
    assert muggins_desktop.__version__ in text
    assert muggins_desktop.LICENSE_NAME in text
    assert muggins_desktop.COPYRIGHT in text
    assert "GNU General Public License" in text
    assert str(data_dir()) in text
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)
    button = about.findChild(object, "aboutRules")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: any(
            isinstance(w, QDialog) and w.isVisible() and w.windowTitle() == "Rules"
            for w in QApplication.topLevelWidgets()
        )
    )
    for dialog in [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]:
        dialog.reject()
