"""The application layer: every operation of both front ends, Qt-free (Anki's ``Collection``).

``ui/cli`` and the desktop app call only this package; neither touches the store or an engine.

>>> import tempfile
>>> from ui.service import GameService
>>> svc = GameService(f"sqlite:///{tempfile.mkdtemp()}/g.sqlite")
>>> game = svc.new_game(game="got", setup={"type": "got.setup", "data": {"players": [
...     {"name": "A", "role": "titan", "colour": "Rot", "seat": 1},
...     {"name": "B", "role": "titan", "colour": "Blau", "seat": 2},
...     {"name": "C", "role": "titan", "colour": "Gelb", "seat": 3}], "board": ["Brush:B"]}})
>>> game.add({"type": "got.move", "data": {"marker": "Rot 2", "to": "Brush:B", "distance": 3}}).label("en")
'Rot 2 → B (Brush) · 3'
>>> svc.open(game.id).entries
2
"""

from rulesdb.journal.identity import GameGone
from rulesdb.journal.store import GameInfo
from ui.service.entries import parse_entry
from ui.service.games import EXPORT_FORMAT, GameService
from ui.service.session import OpenGame

__all__ = ["EXPORT_FORMAT", "GameGone", "GameInfo", "GameService", "OpenGame", "parse_entry"]
