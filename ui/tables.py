"""Tables of the games' pages, made alike: the table view and its height.

A page shows its models in :func:`table_view` tables; :func:`fit_height` makes a table as high as its rows.
"""

from __future__ import annotations

from ui.qt import QtCore, QtWidgets


def table_view(parent: QtWidgets.QWidget, model: QtCore.QAbstractItemModel) -> QtWidgets.QTableView:
    """A read-only table of ``model``: whole rows selected one at a time, no row numbers, the last column
    stretched, alternating rows, one line a row."""
    view = QtWidgets.QTableView(parent)
    view.setModel(model)
    view.setSelectionBehavior(QtWidgets.QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.SingleSelection)
    view.horizontalHeader().setStretchLastSection(True)
    view.verticalHeader().setVisible(False)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    return view


def fit_height(view: QtWidgets.QTableView, rows: int) -> None:
    """Make a table exactly as high as its header and ``rows`` rows (and a scroll bar if needed)."""
    header = max(view.horizontalHeader().sizeHint().height(), view.verticalHeader().defaultSectionSize())
    scroll = view.horizontalScrollBar().sizeHint().height() if view.horizontalScrollBar().maximum() > 0 else 2
    view.setFixedHeight(header + rows * view.verticalHeader().defaultSectionSize() + 2 * view.frameWidth() + scroll)
