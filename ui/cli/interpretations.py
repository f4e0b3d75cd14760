"""``schriftfuehrer interpretations``: every named interpretation, its default and choices."""

from __future__ import annotations

import argparse
import sys

from referee.interpretations import all_interpretations, markdown
from referee.registry import game_ids
from ui.cli.output import emit_json


def register(p: argparse.ArgumentParser) -> None:
    p.add_argument("--game", choices=game_ids())
    p.add_argument("--json", action="store_true")
    p.add_argument("--markdown", action="store_true")
    p.set_defaults(func=_list)


def _list(args: argparse.Namespace) -> int:
    lang = args.lang or "de"
    if args.markdown:
        sys.stdout.write(markdown("en" if lang == "en" else "de"))
        return 0
    items = all_interpretations(args.game)
    if args.json:
        emit_json({"interpretations": [
            {"id": i.id, "game": i.game, "sections": list(i.sections), "title": i.title_en if lang == "en" else i.title_de,
             "digest": i.digest_en if lang == "en" else i.digest_de, "default": i.default,
             "choices": [c.value for c in i.choices]} for i in items]})
        return 0
    en = lang == "en"
    for i in items:  # with its choices: what a table's ``--setting ID=VALUE`` may say
        print(f"{i.id}  (§ {', '.join(i.sections)})  {'default' if en else 'Vorgabe'}: {i.default}")
        choices = ", ".join(c.value for c in i.choices) or ("the default only" if en else "nur die Vorgabe")
        print(f"    {i.title_en if en else i.title_de}; {'choices' if en else 'zur Wahl'}: {choices}")
    return 0
