"""File dialogs that never open the files they list — the one way the app asks for a file name.

Qt's file dialog finds each listed file's type by reading its first bytes. A folder that holds the games
file then has it, its ``-wal`` and its ``-shm`` opened and closed in the app's process — and on POSIX
closing *any* handle of a file drops every lock the process holds on it, SQLite's too. The next
``schriftfuehrer`` command then believes it is the games file's only user, folds the write-ahead log into
the file and deletes it while the app still writes into it: what the app and the command line enter
from then on is kept apart, and part of it is lost. So the dialogs here are Qt's own (a platform's native
dialog may sniff in this process as well) with an icon provider that judges a file by its name only.
"""

from __future__ import annotations

import functools
import typing

from ui.qt import QtCore, QtGui, QtWidgets


class NamesOnly(QtWidgets.QFileIconProvider):
    """Icons and types from a file's kind and name, never from its content (nothing is opened)."""

    @typing.overload
    def icon(self, what: QtGui.QAbstractFileIconProvider.IconType, /) -> QtGui.QIcon: ...

    @typing.overload
    def icon(self, what: QtCore.QFileInfo, /) -> QtGui.QIcon: ...

    def icon(self, what: QtGui.QAbstractFileIconProvider.IconType | QtCore.QFileInfo, /) -> QtGui.QIcon:
        """Qt asks with a kind or with a file: a file gets its kind's icon (a folder's or any file's)."""
        if isinstance(what, QtCore.QFileInfo):
            what = (QtGui.QAbstractFileIconProvider.IconType.Folder if what.isDir()
                    else QtGui.QAbstractFileIconProvider.IconType.File)
        return super().icon(what)

    def type(self, info: QtCore.QFileInfo) -> str:
        if info.isDir():
            return QtCore.QCoreApplication.translate("NamesOnly", "Ordner")
        suffix = info.suffix().upper()
        return (QtCore.QCoreApplication.translate("NamesOnly", "%1-Datei").replace("%1", suffix) if suffix
                else QtCore.QCoreApplication.translate("NamesOnly", "Datei"))


@functools.cache
def names_only() -> NamesOnly:
    """The one provider (a dialog does not own its provider: it must outlive every dialog)."""
    return NamesOnly()


def file_dialog(parent: QtWidgets.QWidget | None, title: str, where: str, filters: str, *,
                saving: bool) -> QtWidgets.QFileDialog:
    """A file dialog (not yet shown) at ``where`` (a folder, or a file name to suggest) that opens no file."""
    dialog = QtWidgets.QFileDialog(parent, title, where, filters)
    dialog.setOption(QtWidgets.QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setOption(QtWidgets.QFileDialog.Option.DontUseCustomDirectoryIcons, True)
    dialog.setIconProvider(names_only())
    if saving:
        dialog.setAcceptMode(QtWidgets.QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QtWidgets.QFileDialog.FileMode.AnyFile)
    else:
        dialog.setFileMode(QtWidgets.QFileDialog.FileMode.ExistingFile)
    return dialog


def ask_path(parent: QtWidgets.QWidget | None, title: str, where: str, filters: str, *, saving: bool) -> str:
    """The file chosen ("" when the scribe cancelled)."""
    dialog = file_dialog(parent, title, where, filters, saving=saving)
    if dialog.exec() != QtWidgets.QDialog.DialogCode.Accepted or not dialog.selectedFiles():
        return ""
    return str(dialog.selectedFiles()[0])


def ask_import_path(parent: QtWidgets.QWidget | None, title: str, where: str, filters: str,
                    strict_label: str, strict_why: str) -> tuple[str, bool]:
    """A journal file to import ("" when the scribe cancelled) and whether to import it strictly: the open
    dialog with a check box below its fields (``strict_label``, its tooltip ``strict_why``; off: a game a table
    played comes in with what today's rules refuse marked)."""
    dialog = file_dialog(parent, title, where, filters, saving=False)
    strict = QtWidgets.QCheckBox(strict_label, dialog)
    strict.setToolTip(strict_why)
    strict.setObjectName("strict")
    layout = dialog.layout()
    if isinstance(layout, QtWidgets.QGridLayout):  # Qt's own dialog: one more row under its fields
        layout.addWidget(strict, layout.rowCount(), 0, 1, layout.columnCount())
    if dialog.exec() != QtWidgets.QDialog.DialogCode.Accepted or not dialog.selectedFiles():
        return "", False
    return str(dialog.selectedFiles()[0]), strict.isChecked()
