"""Open every window and dialog of every game on the screen this process has, and list what lies outside it.

Run in a fresh process by ``tests/ui/test_fit_screens.py`` with the offscreen platform set to a screen of a
given size (``offscreen:configfile=…``) and scale (``QT_SCALE_FACTOR``): each game's demo is played through a
real main window, then each entry of its page is opened, and each visible button of the window and of each
dialog must lie inside the screen's available area. Prints one JSON object: ``{"screen", "opened", "outside"}``.

    QT_QPA_PLATFORM=offscreen:configfile=screen.json python tests/ui/fit_screens.py [window]

``window``: only the main window with a game open and its docks (a screen too small for every dialog).
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(Path(__file__).parent)]  # the product, and the ui tests' helpers


def outside(widget: Any, room: Any) -> list[dict[str, object]]:
    """The visible buttons of ``widget`` (and the widget's frame) that do not lie inside ``room``."""
    from ui.qt import QtCore, QtWidgets

    out: list[dict[str, object]] = []
    frame = widget.frameGeometry()
    if not room.contains(frame):
        out.append({"what": "frame", "rect": [frame.x(), frame.y(), frame.width(), frame.height()]})
    for button in widget.findChildren(QtWidgets.QAbstractButton):
        if not button.isVisible() or button.window() is not widget or button.visibleRegion().isEmpty():
            continue  # hidden, in another window, or scrolled out of its scroll area's view
        if isinstance(button.parent(), QtWidgets.QTabBar) or button.objectName().startswith("qt_"):
            continue  # a tab bar's scroll arrows, Qt's own helper buttons
        top_left = button.mapToGlobal(QtCore.QPoint(0, 0))
        rect = QtCore.QRect(top_left, button.size())
        if not room.contains(rect):
            out.append({"what": button.text() or button.toolTip() or type(button).__name__,
                        "rect": [rect.x(), rect.y(), rect.width(), rect.height()]})
    return out


def overflowing(window: Any) -> list[str]:
    """The game's entries in the main window's toolbar that it hides in its » overflow (issue 35: Korrektur and
    Zugende at 1024×600); a new game and the start page may go there."""
    out = []
    for act in window.entry_acts.values():
        button = window.toolbar.widgetForAction(act)
        if button is not None and (not button.isVisible() or button.visibleRegion().isEmpty()):
            out.append(act.iconText())
    return out


def dock_overlaps(window: Any) -> list[dict[str, object]]:
    """What of the main window's docks lies over another dock, the dock tab bars or the open page, and a page left
    narrower than :data:`ui.main_window.LEAST_PAGE` or than half the window (a small screen: the docks give way, the
    scribe keeps the table and the entry line)."""
    from ui.main_window import LEAST_PAGE
    from ui.qt import QtWidgets

    out: list[dict[str, object]] = []
    shown = [(key, d) for key, d in window.docks.items() if d.isVisible() and not d.visibleRegion().isEmpty()]
    bars = [b for b in window.findChildren(QtWidgets.QTabBar) if b.parent() is window and b.isVisible()]
    central = window.centralWidget().geometry()
    for i, (key, dock) in enumerate(shown):
        rect = dock.geometry()
        others = [(k, d.geometry()) for k, d in shown[i + 1:]]
        others += [("dock tabs", b.geometry()) for b in bars] + [("page", central)]
        out.extend({"what": f"dock {key} over {k}", "rect": [rect.x(), rect.y(), rect.width(), rect.height()]}
                   for k, other in others if rect.intersects(other))
    least = min(LEAST_PAGE, window.width() // 2)
    if central.width() < least:
        out.append({"what": "page too narrow beside the docks", "rect": [central.width(), least]})
    return out


def _rect(widget: Any) -> list[int]:
    from ui.qt import QtCore

    top_left = widget.mapToGlobal(QtCore.QPoint(0, 0))
    return [top_left.x(), top_left.y(), widget.width(), widget.height()]


def _in_layout(layout: Any, widget: Any) -> bool:
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item is not None and (item.widget() is widget or (item.layout() is not None
                                                              and _in_layout(item.layout(), widget))):
            return True
    return False


def hidden_fields(dialog: Any) -> list[dict[str, object]]:
    """What of ``dialog``'s form the scribe cannot see (issue 27, problem 2): a scroll area of fields whose
    viewport is smaller than its content's size hint although the dialog is below the screen's limit in that
    direction (it could have shown the whole form), a visible input field outside its scroll area's viewport
    unless the area scrolls that way at the screen's limit, and an input field a layout does not place (it
    lies over the others)."""
    from ui.dialogs.fit import MARGIN, is_input
    from ui.qt import QtCore, QtWidgets

    out: list[dict[str, object]] = []
    room, frame, style = dialog.screen().availableGeometry(), dialog.frameGeometry(), dialog.style()
    border = style.pixelMetric(QtWidgets.QStyle.PixelMetric.PM_MdiSubWindowFrameWidth)
    title = style.pixelMetric(QtWidgets.QStyle.PixelMetric.PM_TitleBarHeight)
    # at the screen's limit: only the room kept for a window manager's frame and the margin is left
    tall = frame.height() + title + 2 * border + MARGIN >= room.height()
    wide = frame.width() + 2 * border + MARGIN >= room.width()
    for area in dialog.findChildren(QtWidgets.QScrollArea):
        content = area.widget()
        if content is None or not area.isVisible() or area.window() is not dialog:
            continue
        need = content.sizeHint().expandedTo(content.minimumSizeHint())
        view = area.viewport().size()
        if (view.height() < need.height() and not tall) or (view.width() < need.width() and not wide):
            out.append({"what": "fields cut", "view": [view.width(), view.height()],
                        "need": [need.width(), need.height()], "dialog": [dialog.width(), dialog.height()]})
        scrolls_down = area.verticalScrollBar().isVisible() and tall
        scrolls_across = area.horizontalScrollBar().isVisible() and wide
        seen = QtCore.QRect(area.viewport().mapToGlobal(QtCore.QPoint(0, 0)), view)
        for field in content.findChildren(QtWidgets.QWidget):
            if (not (is_input(field) or isinstance(field, QtWidgets.QAbstractItemView)) or not field.isVisible()
                    or field.objectName().startswith("qt_")):
                continue  # hidden, not a field, or the inside of one (a spin box's line)
            rect = QtCore.QRect(*_rect(field))
            if not seen.intersects(rect) and not scrolls_down and not scrolls_across:
                out.append({"what": f"field out of view: {type(field).__name__} {field.objectName()}".strip(),
                            "rect": _rect(field)})
    for field in dialog.findChildren(QtWidgets.QWidget):
        parent = field.parentWidget()
        layout = parent.layout() if parent is not None else None
        if (is_input(field) and field.isVisible() and field.window() is dialog and layout is not None
                and not _in_layout(layout, field)):
            out.append({"what": f"field without a place: {type(field).__name__}", "rect": _rect(field)})
    return out


def docks_raised(window: Any, check: Any, found: list[dict[str, object]]) -> None:
    """The open game's window with each dock raised in turn (the rules by a section link, as a refusal's): no dock
    over another, over the dock tabs or over the page."""
    for key in window.docks:
        if key == "rules":
            window.show_section("1.2")
        else:
            window.docks[key].show()
            window.docks[key].raise_()
        check(f"window, {key} raised", window)
        found.extend({"where": f"window, {key} raised", **o} for o in dock_overlaps(window))


def serve_dialog(window: Any, check: Any, found: list[dict[str, object]]) -> None:
    """"Spieleranzeige im Netz …" serving (bound to this machine: its longest form, with the warning): inside the
    screen, and its QR code whole in view at no fewer pixels per module than the least a phone reads."""
    from ui.display.serving import LEAST_QR_SCALE
    from ui.qt import QtGui

    dialog = window.display_hook.serve()
    dialog.where.setText("127.0.0.1:0")
    dialog.start()
    try:
        check("serve dialog", dialog)
        qr = dialog.qr
        side = qr.scale() * qr.modules
        whole = QtGui.QRegion((qr.width() - side) // 2, (qr.height() - side) // 2, side, side)
        if qr.scale() < LEAST_QR_SCALE or not whole.subtracted(qr.visibleRegion()).isEmpty():
            found.append({"where": "serve dialog", "what": f"QR code cut or at {qr.scale()} pixels per module",
                          "rect": _rect(qr)})
    finally:
        dialog.stop()
        dialog.reject()


def settle(app: Any) -> None:
    """Let the windows settle: 50 ms of the event loop, then every posted event (a layout request, a resize) run to
    the end — on a loaded machine 50 ms may be one turn of the loop, and a layout of nested areas takes several."""
    from ui.qt import QtCore

    loop = QtCore.QEventLoop()
    QtCore.QTimer.singleShot(50, loop.quit)
    loop.exec()
    for _ in range(20):
        app.sendPostedEvents()
        app.processEvents()


def _in_scroll_area(widget: Any) -> bool:
    from ui.qt import QtWidgets

    parent = widget.parentWidget()
    while parent is not None and not parent.isWindow():
        if isinstance(parent, QtWidgets.QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def battle_sheet(window: Any, check: Any, found: list[dict[str, object]]) -> None:
    """Gods of Titan's battle sheet, the largest dialog: a Titan attacks in round 12 (as the sheet's tests)."""
    from helpers import end_turns_until, move, move_rest, new_got_game

    from ui.games.got.page import fight_key

    new_got_game(window)
    end_turns_until(window, "Ben", 11)
    move(window, "Grün 2", "Brush", "B", 3)
    end_turns_until(window, "Anna", 12)
    move(window, "Rot 1", "Brush", "B", 3)
    move_rest(window)
    window.status_refusal.show_refusal("Eine lange Begründung des Schiedsrichters " * 40, ("6.1", "6.2"))
    check("got long refusal", window)  # a long refusal wraps; the window does not grow past the screen
    window.status_refusal.clear_refusal()
    window.page.battles.linkActivated.emit(fight_key("Rot 1", "Grün 2"))
    check("got battle sheet", window.dialog)
    end = window.dialog.end.button  # "Kampf beenden" is reached without scrolling (issue 35): not in a scroll area
    if not end.isVisible() or end.visibleRegion().isEmpty() or _in_scroll_area(end):
        found.append({"where": "got battle sheet", "what": "Kampf beenden needs scrolling", "rect": _rect(end)})
    window.dialog.reject()


def main(only_window: bool = False) -> int:
    """Every game's page and dialogs; ``only_window``: the main window with a game open, its docks raised in turn
    (a screen too small for the dialogs' whole check: 1024×600 at scale 2)."""
    import importlib

    from referee.registry import game_ids
    from ui.app import make_app
    from ui.main_window import MainWindow
    from ui.qt import QtWidgets
    from ui.service import GameService
    from ui.settings import Settings

    app = make_app()
    screen = app.primaryScreen()
    room = screen.availableGeometry()
    found: list[dict[str, object]] = []
    opened: list[str] = []

    def check(where: str, widget: Any) -> None:
        settle(app)
        opened.append(where)
        found.extend({"where": where, **o} for o in outside(widget, room))
        if isinstance(widget, QtWidgets.QDialog):
            found.extend({"where": where, **o} for o in hidden_fields(widget))

    with tempfile.TemporaryDirectory() as tmp:
        service = GameService(f"sqlite:///{tmp}/fit.sqlite")
        window = MainWindow(service, Settings(f"{tmp}/settings.ini"))
        window.show()
        check("start page", window)
        if only_window:
            from helpers import new_got_game

            new_got_game(window)
            docks_raised(window, check, found)
            serve_dialog(window, check, found)
            window.close()
            service.close()
            print(json.dumps({"screen": [room.width(), room.height()], "opened": opened, "outside": found}))
            return 0
        window.new_game()
        if window.dialog is not None:
            check("new game", window.dialog)
            window.dialog.reject()
        guide = window.show_guide()
        check("guide", guide)
        guide.reject()
        battle_sheet(window, check, found)
        docks_raised(window, check, found)
        serve_dialog(window, check, found)
        for game in game_ids():
            importlib.import_module(f"ui.games.{game}.demo").play_demo(window)
            if isinstance(window.dialog, QtWidgets.QDialog) and window.dialog.isVisible():
                window.dialog.reject()
            check(f"{game} page", window)
            found.extend({"where": f"{game} page", **o} for o in dock_overlaps(window))
            found.extend({"where": f"{game} toolbar", "what": f"in the » overflow: {name}"}
                         for name in overflowing(window))
            beside = window.stack.scroll_of(window.page).viewport().width()
            if window.page.width() > beside:  # its text cut mid-letter at the rules dock's splitter (issue 35)
                found.append({"where": f"{game} page", "what": "wider than the room beside the docks",
                              "rect": [window.page.width(), beside]})
            assert window.page is not None
            for key, _label in window.page.entry_actions():
                before = window.dialog
                dialog = window.open_entry(key)
                if dialog is None or dialog is before or not dialog.isVisible():
                    continue
                check(f"{game} {key}", dialog)
                dialog.reject()
                settle(app)
            note = window.open_note()  # Eintrag → Notiz …: every game
            assert note is not None
            check(f"{game} note", note)
            note.reject()
            settle(app)
        window.close()
        service.close()
    print(json.dumps({"screen": [room.width(), room.height()], "opened": opened, "outside": found}))
    return 0


if __name__ == "__main__":
    sys.exit(main(only_window="window" in sys.argv[1:]))
