"""A file dialog that lists the games file's folder opens none of its files (issue 27's trial: entries lost).

Qt's own dialog reads each listed file to find its type; on POSIX, closing that handle drops every lock the
app's process holds on the file — SQLite's too — and the next command then folds the write-ahead log in and
deletes it under the running app. The app's dialogs (:mod:`ui.dialogs.files`) judge a file by its name.
"""

from __future__ import annotations

import ast
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.hang import HANG_MS
from ui.dialogs.files import file_dialog
from ui.qt import QtWidgets

ROOT = Path(__file__).resolve().parents[2]


def _listed_then_another_process_reads(qtbot: Any, folder: Path, make: Callable[[], QtWidgets.QFileDialog]) -> bool:
    """Whether the write-ahead log of a games file this process holds open survives: a dialog lists its folder,
    then another process reads the file and closes it."""
    db = folder / "games.sqlite"
    held = sqlite3.connect(db)
    try:
        held.execute("PRAGMA journal_mode=WAL")
        held.execute("CREATE TABLE t (x)")
        held.execute("INSERT INTO t VALUES (1)")
        held.commit()
        assert (folder / "games.sqlite-wal").exists()
        dialog = make()
        qtbot.addWidget(dialog)
        dialog.show()
        view = dialog.findChild(QtWidgets.QListView, "listView")
        assert view is not None
        model = view.model()

        def typed() -> bool:  # the types (and icons) are looked up after the names: the games file's is known
            root = view.rootIndex()
            return any(model.index(r, 0, root).data() == db.name and model.index(r, 2, root).data()
                       for r in range(model.rowCount(root)))

        qtbot.waitUntil(typed, timeout=HANG_MS)
        dialog.close()
        reader = f"import sqlite3; c = sqlite3.connect({str(db)!r}); c.execute('SELECT * FROM t').fetchall(); c.close()"
        subprocess.run([sys.executable, "-c", reader], check=True, timeout=HANG_MS // 1000)
        return (folder / "games.sqlite-wal").exists()
    finally:
        held.close()


def test_the_apps_file_dialog_leaves_the_games_file_alone(qtbot: Any, tmp_path: Path) -> None:
    assert _listed_then_another_process_reads(
        qtbot, tmp_path, lambda: file_dialog(None, "Datei", str(tmp_path), "Alle Dateien (*)", saving=False))


def test_qts_own_dialog_would_not(qtbot: Any, tmp_path: Path) -> None:
    """The danger is real: Qt's dialog with its own icon provider loses the app's locks (why the module exists)."""
    def plain() -> QtWidgets.QFileDialog:
        dialog = QtWidgets.QFileDialog(None, "x", str(tmp_path))
        dialog.setOption(QtWidgets.QFileDialog.Option.DontUseNativeDialog, True)
        return dialog

    if _listed_then_another_process_reads(qtbot, tmp_path, plain):
        pytest.skip("this Qt does not read the files it lists")


def test_every_file_dialog_of_the_app_is_one_of_these() -> None:
    """No other place of the app builds a file dialog or calls Qt's static ones."""
    found = []
    for path in sorted((ROOT / "ui").rglob("*.py")):
        if path.name == "files.py" and path.parent.name == "dialogs":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "QFileDialog":
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, found
