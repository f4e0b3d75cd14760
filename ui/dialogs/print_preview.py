"""Print preview: the chosen printout rendered by ``printouts.render_pdf``, shown with QtPdf, then saved or printed."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from referee.core.errors import RefereeError
from ui import i18n
from ui.dialogs.files import ask_path
from ui.panels.widgets import RefusalLabel
from ui.qt import QtCore, QtGui, QtPdf, QtPdfWidgets, QtPrintSupport, QtWidgets
from ui.service import GameService, printing


class PrintPreview(QtWidgets.QDialog):
    """Renders ``kind`` into a temporary PDF and shows it; Save copies the file, Print sends the pages."""

    def __init__(self, kind: str, *, service: GameService | None, game_id: int | None, blank: bool = False,
                 paper: str = "a4", parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self._dir = tempfile.TemporaryDirectory(prefix="schriftfuehrer-print-")
        self.pdf_path = Path(self._dir.name) / f"{kind}.pdf"
        self.document = QtPdf.QPdfDocument(self)
        self.view = QtPdfWidgets.QPdfView(self)
        self.view.setDocument(self.document)
        self.view.setPageMode(QtPdfWidgets.QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QtPdfWidgets.QPdfView.ZoomMode.FitToWidth)
        self.refusal = RefusalLabel(self)
        self.save_button = QtWidgets.QPushButton(self.tr("Speichern unter …"), self)
        self.print_button = QtWidgets.QPushButton(self.tr("Drucken …"), self)
        close = QtWidgets.QPushButton(self.tr("Schließen"), self)
        self.save_button.clicked.connect(lambda: self.save_as())
        self.print_button.clicked.connect(self.print_pages)
        close.clicked.connect(self.reject)
        row = QtWidgets.QHBoxLayout()
        row.addStretch(1)
        for b in (self.save_button, self.print_button, close):
            row.addWidget(b)
        lay = QtWidgets.QVBoxLayout(self)
        lay.addWidget(self.refusal)
        lay.addWidget(self.view, 1)
        lay.addLayout(row)
        self.setWindowTitle(self.tr("Druckvorschau"))
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        self.resize(min(820, screen.width() - 40) if screen else 820, min(900, screen.height() - 60) if screen else 900)
        self.ok = self._render(service, game_id, blank, paper)

    def _render(self, service: GameService | None, game_id: int | None, blank: bool, paper: str) -> bool:
        try:
            printing.print_pdf(kind=self.kind, out=self.pdf_path, service=service, game_id=game_id, blank=blank,
                              paper=paper, lang=i18n.current())
        except RefereeError as exc:
            self.refusal.show_error(exc)
            self.save_button.setEnabled(False)
            self.print_button.setEnabled(False)
            return False
        self.document.load(str(self.pdf_path))
        return self.document.status() == QtPdf.QPdfDocument.Status.Ready

    @property
    def pages(self) -> int:
        return int(self.document.pageCount())

    def save_as(self, target: str | None = None) -> Path | None:
        if target is None:
            target = ask_path(self, self.tr("PDF speichern"), f"{self.kind}.pdf", "PDF (*.pdf)", saving=True)
        if not target:
            return None
        shutil.copyfile(self.pdf_path, target)
        return Path(target)

    def print_pages(self) -> None:
        printer = QtPrintSupport.QPrinter(QtPrintSupport.QPrinter.PrinterMode.HighResolution)
        if QtPrintSupport.QPrintDialog(printer, self).exec() != QtWidgets.QDialog.DialogCode.Accepted:
            return
        self.print_to(printer)

    def print_to(self, printer: QtPrintSupport.QPrinter) -> None:
        painter = QtGui.QPainter(printer)
        try:
            for n in range(self.pages):
                if n:
                    printer.newPage()
                rect = painter.viewport()
                image = self.document.render(n, QtCore.QSize(rect.width(), rect.height()))
                painter.drawImage(rect, image)
        finally:
            painter.end()

    def done(self, result: int) -> None:
        self.document.close()
        self._dir.cleanup()
        super().done(result)
