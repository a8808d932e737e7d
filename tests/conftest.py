"""Shared test set-up."""

import pytest


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Every test gets its own user data folder (autosaves, recovery), never the real one."""
    folder = tmp_path / "data"
    monkeypatch.setenv("MAZEWRIGHT_DATA_DIR", str(folder))
    return folder
