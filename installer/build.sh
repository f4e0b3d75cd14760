#!/usr/bin/env bash
# Build the one-folder program into dist/schriftfuehrer, smoke-test it and report size and start time.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m venv .venv
.venv/bin/pip install -q -e '.[installer]'
.venv/bin/pyinstaller --noconfirm --clean --distpath dist --workpath build installer/schriftfuehrer.spec
.venv/bin/python installer/smoke.py dist/schriftfuehrer
