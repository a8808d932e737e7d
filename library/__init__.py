"""The levels that ship with the studio, a folder per game; installed as the package
`editor.library` (see setup.py)."""
