"""Writes the project's SVG art into resources/art/ (run: python3 resources/make_art.py).

All art is original and drawn here as plain SVG in a 100x100 box, so that it
stays readable at 16 px (tool icons) and at 300 dpi (print). Heroes are told
apart by colour AND by symbol; doors and keys by colour AND by number.
"""

from __future__ import annotations

import sys
from pathlib import Path

OUT = Path(__file__).parent / "art"
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout

from editor.games.tower.palette import AIR_COLOUR, DOOR_COLOURS, HERO_COLOURS  # noqa: E402

INK = "#1B1D21"

# White symbols drawn in the 100x100 box, centred on (50, 50), about 56 wide.
HERO_SYMBOLS = {
    # a pickaxe: curved head and a handle
    "dwarf": (
        '<path d="M22 40 Q50 14 78 40 L72 46 Q50 28 28 46 Z" fill="{c}"/>'
        '<rect x="45" y="32" width="10" height="48" rx="3" fill="{c}"/>'
    ),
    # a leaf with its midrib
    "elf": (
        '<path d="M50 16 C76 34 76 64 50 84 C24 64 24 34 50 16 Z" fill="{c}"/>'
        '<path d="M50 30 L50 78" stroke="{bg}" stroke-width="5" stroke-linecap="round"/>'
    ),
    # a sword, point up
    "barbarian": (
        '<path d="M50 14 L58 26 L58 62 L42 62 L42 26 Z" fill="{c}"/>'
        '<rect x="30" y="60" width="40" height="8" rx="3" fill="{c}"/>'
        '<rect x="45" y="66" width="10" height="18" rx="3" fill="{c}"/>'
    ),
    # a five-pointed star
    "mage": (
        '<path d="M50 14 L59 39 L86 40 L64 56 L72 83 L50 67 L28 83 L36 56 L14 40 L41 39 Z" '
        'fill="{c}"/>'
    ),
    # a crescent moon
    "sister": (
        '<circle cx="46" cy="52" r="33" fill="{c}"/><circle cx="62" cy="42" r="27" fill="{bg}"/>'
    ),
}


def svg(body: str, title: str) -> str:
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" '
        'width="100" height="100">\n'
        f"<title>{title}</title>\n{body}\n</svg>\n"
    )


def hero_symbol(hero: str, colour: str = "#FFFFFF", bg: str | None = None) -> str:
    return HERO_SYMBOLS[hero].format(c=colour, bg=bg or HERO_COLOURS[hero])


def scaled(body: str, scale: float, cx: float = 50, cy: float = 50) -> str:
    """Wrap a body so it is drawn ``scale`` times as large around (cx, cy)."""
    tx, ty = cx - 50 * scale, cy - 50 * scale
    return f'<g transform="translate({tx:g} {ty:g}) scale({scale:g})">{body}</g>'


def hero(h: str) -> str:
    c = HERO_COLOURS[h]
    body = f'<circle cx="50" cy="50" r="46" fill="{c}" stroke="{INK}" stroke-width="5"/>' + scaled(
        hero_symbol(h), 0.82
    )
    return svg(body, f"hero: {h}")


def exit_art(h: str | None) -> str:
    colour = HERO_COLOURS[h] if h else "#6B7280"
    body = (
        # an arched doorway with a step out
        f'<path d="M20 90 L20 42 A30 30 0 0 1 80 42 L80 90 Z" fill="{colour}" '
        f'stroke="{INK}" stroke-width="5" stroke-linejoin="round"/>'
        f'<path d="M31 90 L31 44 A19 19 0 0 1 69 44 L69 90 Z" fill="#FFFFFF" '
        f'fill-opacity="0.92"/>'
    )
    if h:
        body += scaled(hero_symbol(h, colour, "#FFFFFF"), 0.36, 50, 64)
    else:
        # shared exit: an arrow leaving through the arch
        body += f'<path d="M40 74 L40 62 L34 62 L50 46 L66 62 L60 62 L60 74 Z" fill="{INK}"/>'
    return svg(body, f"exit: {h or 'shared'}")


def armory(h: str) -> str:
    c = HERO_COLOURS[h]
    body = (
        f'<path d="M50 8 L86 20 L86 48 C86 70 70 84 50 94 C30 84 14 70 14 48 L14 20 Z" '
        f'fill="{c}" stroke="{INK}" stroke-width="5" stroke-linejoin="round"/>'
        + scaled(hero_symbol(h), 0.6, 50, 50)
    )
    return svg(body, f"armory: {h}")


def number(n: int, cx: float, cy: float, r: float, colour: str) -> str:
    return (
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#FFFFFF" stroke="{INK}" stroke-width="3"/>'
        f'<text x="{cx}" y="{cy + r * 0.42:g}" font-family="DejaVu Sans, Arial, sans-serif" '
        f'font-weight="bold" font-size="{r * 1.3:g}" text-anchor="middle" fill="{colour}">'
        f"{n}</text>"
    )


def key(n: int) -> str:
    c = DOOR_COLOURS[n]
    body = (
        # bow, shaft and two bits
        f'<circle cx="32" cy="38" r="24" fill="{c}" stroke="{INK}" stroke-width="4"/>'
        f'<path d="M48 52 L84 88 L76 96 L70 90 L64 96 L58 90 L64 84 L42 62 Z" fill="{c}" '
        f'stroke="{INK}" stroke-width="4" stroke-linejoin="round"/>' + number(n, 32, 38, 15, c)
    )
    return svg(body, f"key {n}")


def door(n: int) -> str:
    c = DOOR_COLOURS[n]
    body = (
        f'<rect x="6" y="36" width="88" height="28" rx="5" fill="{c}" stroke="{INK}" '
        f'stroke-width="4"/>' + number(n, 50, 50, 19, c)
    )
    return svg(body, f"door {n}")


def simple(name: str, body: str) -> str:
    return svg(body, name)


ELEMENTS: dict[str, str] = {
    "floor": simple(
        "floor",
        '<rect x="10" y="10" width="80" height="80" rx="6" fill="#F4EFE4" stroke="#8A8170" '
        'stroke-width="4"/>'
        '<path d="M10 50 H90 M50 10 V90" stroke="#C9BFAA" stroke-width="3"/>',
    ),
    "void": simple(
        "void",
        f'<rect x="8" y="8" width="84" height="84" rx="6" fill="#3A3F47" stroke="{INK}" '
        'stroke-width="4"/>'
        '<path d="M8 40 L40 8 M8 72 L72 8 M20 92 L92 20 M52 92 L92 52" stroke="#6B7280" '
        'stroke-width="5"/>',
    ),
    "ladder": simple(
        "ladder",
        '<g stroke="#7A4B1E" stroke-width="9" stroke-linecap="round">'
        '<path d="M30 8 L30 92 M70 8 L70 92"/>'
        '<path d="M30 22 H70 M30 41 H70 M30 60 H70 M30 79 H70" stroke-width="7"/></g>',
    ),
    "trap": simple(
        "trap",
        f'<circle cx="50" cy="50" r="42" fill="#2B2B2B" stroke="{INK}" stroke-width="4"/>'
        '<path d="M18 62 L28 34 L38 62 L50 28 L62 62 L72 34 L82 62 Z" fill="#E0E0E0"/>'
        '<path d="M14 62 H86" stroke="#C0392B" stroke-width="6"/>',
    ),
    "invocation": simple(
        "invocation",
        '<circle cx="50" cy="50" r="42" fill="none" stroke="#7B3FB5" stroke-width="7"/>'
        '<circle cx="50" cy="50" r="30" fill="none" stroke="#7B3FB5" stroke-width="3"/>'
        '<path d="M50 20 L67.6 74.3 L21.5 40.7 L78.5 40.7 L32.4 74.3 Z" fill="none" '
        'stroke="#7B3FB5" stroke-width="4" stroke-linejoin="round"/>',
    ),
    "rotation": simple(
        "rotation",
        '<path d="M78 50 A28 28 0 1 1 64 25.8" fill="none" stroke="#0F766E" stroke-width="10" '
        'stroke-linecap="round"/>'
        '<path d="M54 8 L82 22 L58 42 Z" fill="#0F766E"/>',
    ),
    "sliding": simple(
        "sliding",
        '<g fill="#9A3412">'
        '<path d="M50 6 L64 22 L56 22 L56 44 L44 44 L44 22 L36 22 Z"/>'
        '<path d="M50 94 L64 78 L56 78 L56 56 L44 56 L44 78 L36 78 Z"/>'
        '<path d="M6 50 L22 36 L22 44 L44 44 L44 56 L22 56 L22 64 Z"/>'
        '<path d="M94 50 L78 36 L78 44 L56 44 L56 56 L78 56 L78 64 Z"/></g>',
    ),
    "wall": simple(
        "wall",
        f'<rect x="4" y="40" width="92" height="20" rx="3" fill="{INK}"/>'
        '<path d="M28 40 V50 M52 50 V60 M76 40 V50 M4 50 H96" stroke="#6B7280" stroke-width="3"/>',
    ),
    "double-wall": simple(
        "double wall",
        f'<rect x="4" y="26" width="92" height="18" rx="3" fill="{INK}"/>'
        f'<rect x="4" y="56" width="92" height="18" rx="3" fill="{INK}"/>',
    ),
    # a wall broken in the middle, the opening framed by two jambs: it points nowhere
    "narrow": simple(
        "narrow passage",
        f'<g fill="{INK}"><rect x="4" y="42" width="30" height="16"/>'
        '<rect x="66" y="42" width="30" height="16"/>'
        '<rect x="30" y="28" width="8" height="44"/><rect x="62" y="28" width="8" height="44"/>'
        "</g>",
    ),
    # two chevrons across an edge, pointing the way the air blows
    "air": simple(
        "air current",
        '<path d="M8 50 H92" stroke="#9CA3AF" stroke-width="4" stroke-dasharray="8 6"/>'
        f'<g fill="none" stroke="{AIR_COLOUR}" stroke-width="10" stroke-linecap="round" '
        'stroke-linejoin="round">'
        '<path d="M20 50 L50 22 L80 50"/><path d="M20 80 L50 52 L80 80"/></g>',
    ),
    # tool and app icons
    "eraser": simple(
        "eraser",
        '<path d="M12 66 L56 22 L88 54 L56 86 L32 86 Z" fill="#F59AB0" stroke="#1B1D21" '
        'stroke-width="5" stroke-linejoin="round"/>'
        '<path d="M36 42 L68 74" stroke="#1B1D21" stroke-width="5"/>'
        '<path d="M56 86 H92" stroke="#1B1D21" stroke-width="5" stroke-linecap="round"/>',
    ),
    "rectangle": simple(
        "rectangle fill",
        '<rect x="12" y="12" width="76" height="76" fill="#93C5FD" stroke="#1D4ED8" '
        'stroke-width="6" stroke-dasharray="12 7"/>',
    ),
    "move-card": simple(
        "move card",
        '<rect x="22" y="22" width="56" height="56" rx="6" fill="#F6EFE4" stroke="#1B1D21" '
        'stroke-width="5"/>'
        '<g fill="#1B1D21"><path d="M50 2 L62 16 H38 Z"/><path d="M50 98 L62 84 H38 Z"/>'
        '<path d="M2 50 L16 38 V62 Z"/><path d="M98 50 L84 38 V62 Z"/></g>'
        '<path d="M50 34 V66 M34 50 H66" stroke="#1B1D21" stroke-width="5" '
        'stroke-linecap="round"/>',
    ),
    "hero": simple(
        "hero start",
        '<circle cx="50" cy="30" r="18" fill="#1B1D21"/>'
        '<path d="M18 92 C18 60 32 52 50 52 C68 52 82 60 82 92 Z" fill="#1B1D21"/>',
    ),
    "mazewright": simple(
        "Mazewright",
        '<rect x="4" y="4" width="92" height="92" rx="14" fill="#2D3748"/>'
        '<path d="M18 18 H82 V82 H18 V34 H66 V66 H34 V50 H50" fill="none" stroke="#F6E05E" '
        'stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>'
        '<circle cx="50" cy="50" r="6" fill="#E0701B"/>',
    ),
}


def main() -> None:
    OUT.mkdir(exist_ok=True)
    files = dict(ELEMENTS)
    for h in HERO_COLOURS:
        files[f"hero-{h}"] = hero(h)
        files[f"exit-{h}"] = exit_art(h)
        files[f"armory-{h}"] = armory(h)
    files["exit"] = exit_art(None)
    for n in DOOR_COLOURS:
        files[f"key-{n}"] = key(n)
        files[f"door-{n}"] = door(n)
    for name, text in files.items():
        (OUT / f"{name}.svg").write_text(text, encoding="utf-8")
    print(f"wrote {len(files)} files to {OUT}")


if __name__ == "__main__":
    main()
