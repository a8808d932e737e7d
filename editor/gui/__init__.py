"""The studio window (PySide6): one shell that hosts every game's editor through the registry."""
