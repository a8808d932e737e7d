"""The `tower-adventure/1` file format: adventure <-> JSON, canonical and loss-free.

`adventure_from_dict` expects data that passed the schema
(`schemas/tower-adventure-1.schema.json`); `adventure_from_dict_lenient` takes any
JSON value and never raises (for the editor). Saving is canonical: keys in a fixed
order, 2-space indent, one trial per line, a trailing newline.
"""

from __future__ import annotations

from pathlib import Path

from editor.core.jsontext import canonical_text

from .. import ADVENTURE_FORMAT
from .model import MAX_TRIALS, Adventure

_TEXT_KEYS = ("title", "author", "notes")


def adventure_from_dict(data: dict, folder: Path | None = None) -> Adventure:
    """Build an adventure from schema-valid data read from a file in ``folder``."""
    adventure = Adventure(list(data["trials"]), data["epic"], folder=folder)
    for key in _TEXT_KEYS:
        setattr(adventure, key, data.get(key))
    return adventure


def adventure_from_dict_lenient(data) -> Adventure:
    """Whatever JSON value ``data`` is, an adventure: the texts and paths that are strings
    (at most `MAX_TRIALS` trials); the rest is left out."""
    adventure = Adventure()
    if not isinstance(data, dict):
        return adventure
    trials = data.get("trials")
    if isinstance(trials, list):
        adventure.trials = [t for t in trials if isinstance(t, str) and t][:MAX_TRIALS]
    epic = data.get("epic")
    if isinstance(epic, str):
        adventure.epic = epic
    for key in _TEXT_KEYS:
        value = data.get(key)
        if isinstance(value, str):
            setattr(adventure, key, value)
    return adventure


def adventure_to_dict(adventure: Adventure) -> dict:
    out: dict = {"format": ADVENTURE_FORMAT}
    for key in _TEXT_KEYS:
        value = getattr(adventure, key)
        if value is not None:
            out[key] = value
    out["trials"] = list(adventure.trials)
    out["epic"] = adventure.epic
    return out


def dumps(adventure: Adventure) -> str:
    """The canonical text of an adventure file."""
    return canonical_text(adventure_to_dict(adventure))
