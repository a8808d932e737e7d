"""The course's colours: one table per style (screen light, screen dark, print).

Colour is never the only sign: the castle, the fountains, the webs, the towers, the
magic tower, the hag and the raven each have a shape and a letter of their own, so
the print style (black ink on white) says everything the screen styles say.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.core.styles import pick_style


@dataclass(frozen=True)
class Palette:
    name: str
    background: str
    tiles: tuple[str, str]
    """The landscape tiles' ground, alternating."""
    landscape: str
    fountain: str
    castle: str
    web: str
    ink: str
    text: str
    outline: str
    tower: str
    magic_tower: str
    hag: str
    raven: str
    wizard: str
    path: str
    web_path: str
    skip_path: str
    refused: str
    highlight: str
    error: str
    warning: str
    print: bool = False


PALETTES: dict[str, Palette] = {
    "screen-light": Palette(
        name="screen-light",
        background="#D9DDE3",
        tiles=("#A9C98A", "#8FB873"),
        landscape="#EEF3DF",
        fountain="#9CCBEA",
        castle="#5B5560",
        web="#F4F4F4",
        ink="#22252B",
        text="#22252B",
        outline="#1B1D21",
        tower="#B9A78A",
        magic_tower="#7E57C2",
        hag="#2E8B57",
        raven="#2B2B33",
        wizard="#E0A100",
        path="#1E6FD9",
        web_path="#8E44AD",
        skip_path="#E67E22",
        refused="#D0342C",
        highlight="#1E88E5",
        error="#D0342C",
        warning="#E8A317",
    ),
    "screen-dark": Palette(
        name="screen-dark",
        background="#1B1E23",
        tiles=("#3E5A34", "#4B6B3F"),
        landscape="#39402F",
        fountain="#2F5D80",
        castle="#8A8290",
        web="#DADADA",
        ink="#ECE6D6",
        text="#ECE6D6",
        outline="#0E1013",
        tower="#A8977A",
        magic_tower="#9C7BE0",
        hag="#3FBF6A",
        raven="#111114",
        wizard="#F2C230",
        path="#5B95F0",
        web_path="#C38BE0",
        skip_path="#F0954A",
        refused="#F06262",
        highlight="#5B95F0",
        error="#F06262",
        warning="#F2C230",
    ),
    "print": Palette(
        name="print",
        background="#FFFFFF",
        tiles=("#E4E4E4", "#C8C8C8"),
        landscape="#FFFFFF",
        fountain="#FFFFFF",
        castle="#FFFFFF",
        web="#111111",
        ink="#111111",
        text="#111111",
        outline="#111111",
        tower="#FFFFFF",
        magic_tower="#FFFFFF",
        hag="#FFFFFF",
        raven="#FFFFFF",
        wizard="#FFFFFF",
        path="#111111",
        web_path="#111111",
        skip_path="#111111",
        refused="#111111",
        highlight="#111111",
        error="#111111",
        warning="#111111",
        print=True,
    ),
}


def get_palette(style: str | Palette) -> Palette:
    return pick_style(PALETTES, style)
