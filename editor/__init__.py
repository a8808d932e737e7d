"""Mazewright: quest editor, validator and exact solver for cooperative maze board games."""

__version__ = "0.1.0"
