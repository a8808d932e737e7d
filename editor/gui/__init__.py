"""The desktop editor (PySide6): a client of the headless model in `editor.games.tower`."""
