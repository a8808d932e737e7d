"""`mazewright thumbnail`: a small picture of a file of every kind, for file managers,
and a clear refusal of what cannot be drawn."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from editor.cli.main import main
from editor.core import registry

ROOT = Path(__file__).resolve().parents[1]
#: The first shipped file of each kind.
FIRSTS = {g.name: sorted((ROOT / "library").rglob(f"*{g.suffix}"))[0] for g in registry.games()}


def colours(image: QImage) -> int:
    return len(
        {image.pixel(x, y) for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}
    )


@pytest.mark.parametrize("game", sorted(FIRSTS))
def test_a_file_of_every_kind_gets_its_picture(game, tmp_path, capsys):
    out = tmp_path / "thumb"  # a file manager's name need not end in .png
    assert main(["thumbnail", str(FIRSTS[game]), str(out), "--size", "128"]) == 0
    assert out.read_bytes().startswith(b"\x89PNG")
    image = QImage(str(out), "PNG")
    assert max(image.width(), image.height()) == 128, (image.width(), image.height())
    assert colours(image) > 50  # a board was drawn, not an empty square
    assert list(tmp_path.iterdir()) == [out]


def test_a_larger_size_gives_a_larger_picture(tmp_path, capsys):
    for size in (64, 512):
        assert (
            main(
                [
                    "thumbnail",
                    str(FIRSTS["mall"]),
                    str(tmp_path / f"{size}.png"),
                    "--size",
                    str(size),
                ]
            )
            == 0
        )
        image = QImage(str(tmp_path / f"{size}.png"))
        assert max(image.width(), image.height()) == size


def test_what_cannot_be_drawn_is_refused_with_the_reason(tmp_path, capsys):
    broken = tmp_path / "broken.quest.json"
    broken.write_text("{ not json", encoding="utf-8")
    out = tmp_path / "out.png"
    assert main(["thumbnail", str(broken), str(out)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"mazewright thumbnail: cannot draw {broken}: ") and "JSON" in err
    adventure = json.loads(FIRSTS["tower-adventure"].read_text(encoding="utf-8"))
    adventure["epic"] = "no-such-epic.quest.json"
    lost = tmp_path / "lost.adventure.json"
    lost.write_text(json.dumps(adventure), encoding="utf-8")
    assert main(["thumbnail", str(lost), str(out)]) == 1
    assert "no-such-epic.quest.json" in capsys.readouterr().err
    assert not out.exists()


def test_a_size_out_of_range_is_a_usage_error(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["thumbnail", str(FIRSTS["tower"]), str(tmp_path / "x.png"), "--size", "8"])
    assert stop.value.code == 2
    assert "--size" in capsys.readouterr().err
