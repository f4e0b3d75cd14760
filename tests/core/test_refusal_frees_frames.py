"""A refusal, once handled, keeps nothing alive: the frames it passed (a screen's widgets among their locals) go at
once, not at the garbage collector's next pass — which in the app may come inside Qt's event processing, where
freeing a widget crashed the odds panel (a segmentation fault)."""

from __future__ import annotations

import contextlib
import gc
import weakref
from collections.abc import Callable

import pytest

from referee.core.errors import UnknownName
from referee.core.refusal import fail, refuse


class Held:
    """Stands for a widget in a caller's frame."""


@pytest.mark.parametrize("refusing", [fail, refuse])
def test_a_handled_refusal_frees_the_frames_it_passed(refusing: Callable[[str, UnknownName], None]) -> None:
    def judge(held: Held) -> None:
        refusing("demo.name.unknown", UnknownName("Unbekannt.", "Unknown."))

    held = Held()
    gone = weakref.ref(held)
    gc.disable()
    try:
        with contextlib.suppress(UnknownName):
            judge(held)
        del held
        assert gone() is None
    finally:
        gc.enable()
