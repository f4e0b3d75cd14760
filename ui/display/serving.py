"""The app's dialog for the players' display on the local network: where to serve it, then its link and QR code.

The page runs (:class:`ui.service.serve.DisplayServer`, in background threads of the app) until stopped here or the
app ends. It listens on every address of the machine by default and puts the machine's address on the local network
into the link (a choice where there are several); the token is the game's own (kept with it), so a phone's link
stays good when the app is restarted and the page is served again — until "Neuer Link" locks out every old one.
"""

from __future__ import annotations

import io

from referee.core.errors import RefereeError
from ui import i18n
from ui.qt import QtCore, QtGui, QtWidgets
from ui.service.serve import DisplayServer
from ui.service.serve_address import DEFAULT_HOST, DEFAULT_PORT, parse_bind


def qr_pixmap(url: str, scale: int = 6) -> QtGui.QPixmap:
    """The QR code of ``url`` (segno, pure Python)."""
    import segno

    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="png", scale=scale, border=2)
    pixmap = QtGui.QPixmap()
    pixmap.loadFromData(out.getvalue(), "PNG")
    return pixmap


class ServeDialog(QtWidgets.QDialog):
    """Start or stop serving the open game's display; shows the link and its QR code while it runs."""

    #: the server started, stopped, or its link changed (the display window shows the QR code too)
    serving = QtCore.Signal()

    def __init__(self, db: str, game_id: int, server: DisplayServer | None,
                 parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.db, self.game_id, self.server = db, game_id, server
        de = i18n.current() != "en"
        self.setWindowTitle("Spieleranzeige im Netz" if de else "Players' display on the network")
        self.where = QtWidgets.QLineEdit(f"{DEFAULT_HOST}:{DEFAULT_PORT}", self)
        self.where.setToolTip("HOST:PORT – 0.0.0.0: alle Adressen dieses Rechners / every address of this machine; "
                              "127.0.0.1: nur dieser Rechner / this machine only")
        self.address = QtWidgets.QComboBox(self)
        self.address.setToolTip("Diese Adresse kommt in den Link und den QR-Code / this address goes into the link")
        self.address.currentTextChanged.connect(self._choose)
        self.start_button = QtWidgets.QPushButton("Starten" if de else "Start", self)
        self.stop_button = QtWidgets.QPushButton("Beenden" if de else "Stop", self)
        self.renew_button = QtWidgets.QPushButton("Neuer Link" if de else "New link", self)
        self.renew_button.setToolTip("Sperrt alle bisherigen Links / locks out every earlier link")
        self.link = QtWidgets.QLabel(self)
        self.link.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextBrowserInteraction)
        self.link.setOpenExternalLinks(True)
        self.qr = QtWidgets.QLabel(self)
        self.error = QtWidgets.QLabel(self)
        self.error.setWordWrap(True)
        form = QtWidgets.QFormLayout()
        form.addRow("HOST:PORT", self.where)
        form.addRow("Adresse im Link" if de else "Address in the link", self.address)
        buttons = QtWidgets.QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.renew_button)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.error)
        layout.addWidget(self.link)
        layout.addWidget(self.qr, alignment=QtCore.Qt.AlignmentFlag.AlignCenter)
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        self.renew_button.clicked.connect(self.renew)
        self._update()

    def start(self) -> None:
        try:
            host, port = parse_bind(self.where.text().strip())
            self.server = DisplayServer(self.db, self.game_id, host=host, port=port)
        except RefereeError as exc:
            self.error.setText(exc.message(i18n.current()))
            return
        self.server.start()
        self.error.clear()
        self._update()

    def stop(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        self._update()

    def renew(self) -> None:
        """A new link for the game: every phone and page with the old one is locked out at once."""
        if self.server is not None:
            self.server.renew()
            self._update()

    def _choose(self, address: str) -> None:
        if self.server is not None and address and address != self.server.address:
            self.server.choose(address)
            self._update()

    def _update(self) -> None:
        running = self.server is not None
        self.where.setEnabled(not running)
        self.start_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.renew_button.setEnabled(running)
        self.address.blockSignals(True)
        self.address.clear()
        if self.server is not None:
            self.address.addItems(self.server.addresses)
            self.address.setCurrentText(self.server.address)
        self.address.setEnabled(running and self.address.count() > 1)
        self.address.blockSignals(False)
        self.serving.emit()
        if self.server is None:
            self.link.clear()
            self.qr.clear()
            return
        url = self.server.url
        self.link.setText(f'<a href="{url}">{url}</a>')
        self.qr.setPixmap(qr_pixmap(url))
        if not self.server.reachable:
            de = i18n.current() != "en"
            self.error.setText("Nur auf diesem Rechner erreichbar (an 127.0.0.1 gebunden, oder kein Netz): für Handys "
                               "0.0.0.0:8765 wählen." if de else
                               "Reachable on this machine only (bound to 127.0.0.1, or no network): for phones choose "
                               "0.0.0.0:8765.")
