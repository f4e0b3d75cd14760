"""The app's dialog for the players' display on the local network: where to serve it, then its link and QR code.

The page runs (:class:`ui.service.serve.DisplayServer`, in background threads of the app) until stopped here or the
app ends. It listens on every address of the machine by default and puts the machine's address on the local network
into the link (a choice where there are several); the token is the game's own (kept with it), so a phone's link
stays good when the app is restarted and the page is served again — until "Neuer Link" locks out every old one.
"""

from __future__ import annotations

import html
import io

from referee.core.errors import RefereeError
from ui import i18n
from ui.dialogs.fit import FieldsArea, fit_to_screen, room_for
from ui.qt import QtCore, QtGui, QtWidgets
from ui.service.serve import DisplayServer
from ui.service.serve_address import DEFAULT_HOST, DEFAULT_PORT, parse_bind

#: pixels per module of the dialog's QR code: as many as the screen has room for, never fewer than the least, the display
#: window's (:class:`ui.display.window.DisplayWindow`) — a phone at arm's length still reads it off a 1024×600 screen
QR_SCALE, LEAST_QR_SCALE = 6, 4
#: the modules across a link's code with its border (a LAN address, port and token: version 4), before one is there
LINK_MODULES = 37


def qr_pixmap(url: str, scale: int = 6) -> QtGui.QPixmap:
    """The QR code of ``url`` (segno, pure Python)."""
    import segno

    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="png", scale=scale, border=2)
    pixmap = QtGui.QPixmap()
    pixmap.loadFromData(out.getvalue(), "PNG")
    return pixmap


class QrCode(QtWidgets.QWidget):
    """The QR code of a link, drawn at the largest whole number of pixels per module its room allows (sharp at any
    scale of the screen), from :data:`QR_SCALE` down to :data:`LEAST_QR_SCALE`; its room is kept while nothing is
    served, so the dialog does not grow when the server starts."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.url: str | None = None
        self.rows: list[tuple[int, ...]] = []
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Preferred, QtWidgets.QSizePolicy.Policy.Preferred)

    def set_url(self, url: str | None) -> None:
        import segno

        self.url = url
        self.rows = [] if url is None else [tuple(row) for row in segno.make(url, error="m").matrix_iter(border=2)]
        self.updateGeometry()
        self.update()

    @property
    def modules(self) -> int:
        return len(self.rows) or LINK_MODULES

    def scale(self) -> int:
        """The pixels per module shown now."""
        return max(LEAST_QR_SCALE, min(QR_SCALE, min(self.width(), self.height()) // self.modules))

    def sizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(self.modules * QR_SCALE, self.modules * QR_SCALE)

    def minimumSizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(self.modules * LEAST_QR_SCALE, self.modules * LEAST_QR_SCALE)

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        if not self.rows:
            return
        scale = self.scale()
        side = scale * self.modules
        left, top = (self.width() - side) // 2, (self.height() - side) // 2
        painter = QtGui.QPainter(self)
        painter.fillRect(left, top, side, side, QtGui.QColor("white"))
        black = QtGui.QColor("black")
        for y, row in enumerate(self.rows):
            for x, dark in enumerate(row):
                if dark:
                    painter.fillRect(left + x * scale, top + y * scale, scale, scale, black)
        painter.end()


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
        self.qr = QrCode(self)
        self.error = QtWidgets.QLabel(self)
        self.error.setWordWrap(True)
        form = QtWidgets.QFormLayout()
        form.addRow("HOST:PORT", self.where)
        form.addRow("Adresse im Link" if de else "Address in the link", self.address)
        buttons = QtWidgets.QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.renew_button)
        controls = QtWidgets.QVBoxLayout()
        controls.addLayout(form)
        controls.addLayout(buttons)
        controls.addWidget(self.error)
        controls.addWidget(self.link)
        controls.addStretch(1)
        # the code beside the controls (a screen is wider than high: 1024×600, and 512×300 at scale 2); where even
        # that does not fit, the whole scrolls (:func:`ui.dialogs.fit.fit_to_screen`) and the code keeps its size
        content = QtWidgets.QWidget(self)
        self.row = QtWidgets.QHBoxLayout(content)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.addLayout(controls, 1)
        self.row.addWidget(self.qr)
        self.area = FieldsArea(self)
        self.area.setWidget(content)
        self.column = QtWidgets.QVBoxLayout(self)
        self.column.addWidget(self.area)
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

    def _show_link(self, url: str) -> None:
        """The link, clicked or copied whole; where the screen has no room for all of it beside the code (512×300:
        a netbook at scale 2) its text is shortened in the middle — the code stays whole in view, and the whole link
        is the tooltip and the target."""
        shown = url
        most = room_for(self)
        if most is not None:
            margins = self.column.contentsMargins()
            room = (most.width() - margins.left() - margins.right() - self.area.verticalScrollBar().sizeHint().width()
                    - 2 * self.area.frameWidth() - max(self.row.spacing(), 0) - self.qr.sizeHint().width())
            shown = self.link.fontMetrics().elidedText(url, QtCore.Qt.TextElideMode.ElideMiddle, max(room, 80))
        self.link.setText(f'<a href="{html.escape(url)}">{html.escape(shown)}</a>')
        self.link.setToolTip(url)

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
            self.qr.set_url(None)
            return
        url = self.server.url
        self.qr.set_url(url)
        self._show_link(url)
        if not self.server.reachable:
            de = i18n.current() != "en"
            self.error.setText("Nur auf diesem Rechner erreichbar (an 127.0.0.1 gebunden, oder kein Netz): für Handys "
                               "0.0.0.0:8765 wählen." if de else
                               "Reachable on this machine only (bound to 127.0.0.1, or no network): for phones choose "
                               "0.0.0.0:8765.")
        if self.isVisible():  # the link and the warning are there now: as large as they ask, inside the screen
            self.area.refresh()
            self.column.activate()
            self.resize(self.sizeHint().expandedTo(self.size()))
            fit_to_screen(self)
