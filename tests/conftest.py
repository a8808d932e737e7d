"""Shared test set-up."""

import os

import pytest

# GUI tests run without a screen unless a platform is chosen explicitly
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Every test gets its own user data folder (autosaves, recovery), never the real one."""
    folder = tmp_path / "data"
    monkeypatch.setenv("MAZEWRIGHT_DATA_DIR", str(folder))
    return folder
