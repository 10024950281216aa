"""PyInstaller run-time hook for PySide6 that loads nothing from Qt.

PyInstaller's own PySide6 hook imports ``PySide6.QtCore`` (and with it ICU,
about half a second) before the app's first line runs, only to check for an
embedded ``qt.conf``. This replacement sets the same environment at once but
defers that check until the app itself imports QtCore, so ``--version``,
``--help`` and ``simulate`` start without Qt. The spec swaps it in.
"""


def _pyi_rthook():
    import importlib.abc
    import importlib.util
    import os
    import sys

    if sys.platform.startswith("win"):
        qt_prefix = os.path.join(sys._MEIPASS, "PySide6")
        os.environ["PATH"] = sys._MEIPASS + os.pathsep + os.environ.get("PATH", "")
    else:
        qt_prefix = os.path.join(sys._MEIPASS, "PySide6", "Qt")
    os.environ["QT_PLUGIN_PATH"] = os.path.join(qt_prefix, "plugins")

    class AfterQtCore(importlib.abc.MetaPathFinder):
        """Runs PyInstaller's qt.conf step right after QtCore is first loaded."""

        def find_spec(self, name, path=None, target=None):
            if name != "PySide6.QtCore":
                return None
            sys.meta_path.remove(self)
            spec = importlib.util.find_spec(name)
            if spec is None or spec.loader is None:
                return spec
            load = spec.loader.exec_module

            def exec_module(module):
                load(module)
                from _pyi_rth_utils import qt as qt_rth_utils

                qt_rth_utils.create_embedded_qt_conf("PySide6", qt_prefix)

            spec.loader.exec_module = exec_module
            return spec

    sys.meta_path.insert(0, AfterQtCore())


_pyi_rthook()
del _pyi_rthook
