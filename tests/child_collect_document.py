"""Run by `test_gui_document_collected.py` as a child Python: a new document of each game
that has one, with an edit on its undo stack, collected as the cyclic collector collects
it. A crash is the child's exit status; at the end it prints how many it collected.

The collector first calls the finalizers (``__del__``) of everything unreachable, then
clears each object in turn, in an order of its own: when the undo command's Python half
comes first, it was deleted by Python, and again by Qt as the document's stack went.
`collect_command_first` takes that order for certain (`tp_clear`, as the collector calls
it); a plain `gc.collect` of a real cycle met it now and then, as the order fell.
"""

from __future__ import annotations

import ctypes
import gc

from PySide6.QtWidgets import QApplication

from editor.core import registry
from editor.qt.edits import ModelEdit

#: `PyType_GetSlot`'s number for `tp_clear`.
TP_CLEAR = 51


def clear(obj) -> None:
    """What the collector does to an object of a cycle: its `tp_clear`."""
    get_slot = ctypes.pythonapi.PyType_GetSlot
    get_slot.restype = ctypes.c_void_p
    get_slot.argtypes = [ctypes.py_object, ctypes.c_int]
    ctypes.PYFUNCTYPE(ctypes.c_int, ctypes.py_object)(get_slot(type(obj), TP_CLEAR))(obj)


def collect_command_first(doc) -> None:
    """Collect ``doc`` as the collector does when the command's Python half comes first."""
    command = ModelEdit(doc, "notes", lambda model: setattr(model, "notes", "Edited"))
    doc.stack.push(command)
    assert doc.stack.count() == 1
    finalize = getattr(type(doc), "__del__", None)
    if finalize is not None:
        finalize(doc)  # the finalizers come first
    clear(command)
    del command, doc  # the document's Qt half goes, and its stack with it


def main() -> None:
    app = QApplication([])
    names = []
    for game in registry.games():
        part = game.resolve(game.studio.qt) if game.studio.qt is not None else None
        if part is None or part.new_document is None:
            continue
        shape = part.shapes[0][0]
        size = part.sizes[2] if part.sizes is not None else None
        collect_command_first(part.new_document(shape, size))
        gc.collect()
        names.append(game.name)
    app.processEvents()
    print(f"collected the documents of {', '.join(names)}")


if __name__ == "__main__":
    main()
