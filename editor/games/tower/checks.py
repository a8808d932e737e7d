"""Rules checks: everything about a tower quest that the schema cannot say.

`check_quest` runs on a quest that passed the schema. Each finding is a
`Diagnostic` with a stable code from `CODES` (``T1xx``), the card and local
cell it is about, and, when the raw JSON is given, a JSON pointer to the entry.

Errors are for what makes a quest meaningless or impossible; warnings for what
is legal but almost certainly a mistake.

The reachability checks (T118-T121) flood-fill from the hero starts with every
door open. The fill over-approximates what heroes can do (other heroes never
block, armories never keep exits shut, an elf jump is a walk, a toss, teleport
or swap is assumed whenever some hero could stand where it needs one), so
"unreachable" is a proof, never a guess. On boards whose cards can rotate or
slide, cells are tracked in card-local coordinates and any card border may meet
any other card border, so a valid epic never gets a false error.
"""

from __future__ import annotations

from editor.core.diagnostics import ERROR, WARNING, Diagnostic, json_pointer

from .geometry import (
    Board,
    breaks_adjacency,
    crossing_allowed,
    rotate_side,
    unrotate_side,
)
from .model import DELTA, DOOR_NUMBERS, HEROES, OPPOSITE, SIDES, Card, Cell, Quest
from .schema import json_point

#: code -> (severity, title). The single list of rules checks (the manual and tests enumerate it).
CODES: dict[str, tuple[str, str]] = {
    "T101": (ERROR, "a cell, void cell or edge lies outside its card"),
    "T102": (ERROR, "a cell is given twice (also in both void and cells)"),
    "T103": (ERROR, "an edge is given twice (also as the neighbour's opposite side)"),
    "T104": (ERROR, "two cards in one slot"),
    "T105": (ERROR, "a card's slot is outside the board"),
    "T106": (ERROR, "two cards have the same id"),
    "T107": (ERROR, "a hero starts on a card that does not exist (or names no card)"),
    "T108": (ERROR, "two heroes share a start"),
    "T109": (ERROR, "a hero starts outside its card"),
    "T110": (ERROR, "a hero starts on void, a trap or an exit"),
    "T111": (ERROR, "a hero in play has no exit it could ever use"),
    "T112": (WARNING, "an exit or armory belongs to a hero not in play"),
    "T113": (WARNING, "a door type has no key"),
    "T114": (WARNING, "a key has no door of its type"),
    "T115": (WARNING, "armories for some heroes in play but not for others"),
    "T116": (WARNING, "a sliding cell on a board with no empty slot"),
    "T117": (WARNING, "a rotation cell on a card that can never meet another card"),
    "T118": (ERROR, "a hero can reach no exit it may use, even with every door open"),
    "T119": (WARNING, "an exit no hero can reach, even with every door open"),
    "T120": (WARNING, "a key no hero can reach, even with every door open"),
    "T121": (ERROR, "a hero can reach none of its armories, so exits never open"),
    # from the solver (`editor.games.tower.solving`), only with `mazewright validate --solve`:
    "T201": (ERROR, "the solver proved the quest cannot be completed (--solve)"),
    "T202": (
        WARNING,
        "a solver limit (states, memory or time) stopped it before deciding (--solve)",
    ),
}

#: Codes only the solver emits (`validate --solve`); `check_quest` never does.
SOLVER_CODES = ("T201", "T202")

#: Errors that leave the board ill-defined: reachability is not checked after them.
_STRUCTURAL = {"T104", "T105", "T106", "T107", "T109", "T110"}

ALL_DOORS = frozenset(DOOR_NUMBERS)

Node = tuple[int, int, int]  # (card index, local x, local y)


def _diag(code: str, message: str, card=None, at=None, path=None) -> Diagnostic:
    severity = CODES[code][0]
    return Diagnostic(
        code,
        severity,
        message,
        card=card,
        at=tuple(at) if at is not None else None,
        path=path,
    )


def _hero_name(hero: str) -> str:
    return "little sister" if hero == "sister" else hero


def _start_place(quest: Quest, hero: str) -> tuple[str | None, tuple[int, int] | None]:
    start = quest.heroes[hero]
    card = quest.card(start.card)
    return (card.id if card is not None else start.card), tuple(start.at)


def _starts(quest: Quest, hero: str) -> str:
    card, at = _start_place(quest, hero)
    where = f"card {card}, " if card is not None else ""
    return f" (starting on {where}cell {at[0]},{at[1]})"


def _ordinal_list(items) -> str:
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


# -- pointers into the raw data ---------------------------------------------------


class _Paths:
    """JSON pointers of the first entry naming each cell / edge, when the raw data is known."""

    def __init__(self, data):
        self.cells: dict[tuple[int, tuple[int, int]], str] = {}
        self.edges: dict[tuple[int, tuple[int, int, str]], str] = {}
        self.ok = isinstance(data, dict) and isinstance(data.get("cards"), list)
        if not self.ok:
            return
        for ci, card in enumerate(data["cards"]):
            if not isinstance(card, dict):
                continue
            for i, at in enumerate(_list(card.get("void"))):
                p = json_point(at)
                if p is not None:
                    self.cells.setdefault((ci, p), json_pointer(["cards", ci, "void", i]))
            for i, entry in enumerate(_list(card.get("cells"))):
                p = json_point(entry.get("at")) if isinstance(entry, dict) else None
                if p is not None:
                    self.cells.setdefault((ci, p), json_pointer(["cards", ci, "cells", i]))
            for i, entry in enumerate(_list(card.get("edges"))):
                if not isinstance(entry, dict):
                    continue
                p = json_point(entry.get("at"))
                side = entry.get("side")
                if p is not None and side in SIDES:
                    self.edges.setdefault(
                        (ci, (p[0], p[1], side)), json_pointer(["cards", ci, "edges", i])
                    )

    def cell(self, ci: int, at) -> str | None:
        return self.cells.get((ci, tuple(at))) if self.ok else None

    def edge(self, ci: int, key) -> str | None:
        return self.edges.get((ci, tuple(key))) if self.ok else None

    def card(self, ci: int) -> str | None:
        return json_pointer(["cards", ci]) if self.ok else None


def _list(value) -> list:
    return value if isinstance(value, list) else []


def _edge_canonical(x: int, y: int, side: str) -> tuple[int, int, str]:
    """The same edge named from the cell on its north or west side (S or E)."""
    if side in ("N", "W"):
        dx, dy = DELTA[side]
        return (x + dx, y + dy, OPPOSITE[side])
    return (x, y, side)


# -- the checks -----------------------------------------------------------------


def _check_duplicates(data, quest: Quest) -> list[Diagnostic]:
    """T102/T103 from the raw JSON (the model keeps only the first of each)."""
    out: list[Diagnostic] = []
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        return out
    for ci, raw in enumerate(data["cards"]):
        if not isinstance(raw, dict) or ci >= len(quest.cards):
            continue
        cid = quest.cards[ci].id
        seen: dict[tuple[int, int], str] = {}
        entries = [("void", i, at) for i, at in enumerate(_list(raw.get("void")))]
        entries += [
            ("cells", i, e.get("at"))
            for i, e in enumerate(_list(raw.get("cells")))
            if isinstance(e, dict)
        ]
        for listname, i, at in entries:
            p = json_point(at)
            if p is None:
                continue
            if p in seen:
                first = seen[p]
                also = "" if first == listname else f" (in {first} and in {listname})"
                out.append(
                    _diag(
                        "T102",
                        f"card {cid}, cell {p[0]},{p[1]} is given twice{also}; "
                        "a cell may appear only once in void and cells together",
                        cid,
                        p,
                        json_pointer(["cards", ci, listname, i]),
                    )
                )
            else:
                seen[p] = listname
        seen_edges: dict[tuple[int, int, str], tuple[int, int, str]] = {}
        for i, e in enumerate(_list(raw.get("edges"))):
            if not isinstance(e, dict):
                continue
            p = json_point(e.get("at"))
            side = e.get("side")
            if p is None or side not in SIDES:
                continue
            key = _edge_canonical(p[0], p[1], side)
            if key in seen_edges:
                fx, fy, fs = seen_edges[key]
                how = (
                    ""
                    if (fx, fy, fs) == (p[0], p[1], side)
                    else f" (already given as cell {fx},{fy} side {fs})"
                )
                out.append(
                    _diag(
                        "T103",
                        f"card {cid}, edge at cell {p[0]},{p[1]} side {side} is given twice{how}",
                        cid,
                        p,
                        json_pointer(["cards", ci, "edges", i]),
                    )
                )
            else:
                seen_edges[key] = (p[0], p[1], side)
    return out


def _inside(at, size: int) -> bool:
    return 0 <= at[0] < size and 0 <= at[1] < size


def _check_cards(quest: Quest, paths: _Paths) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    size = quest.size
    cols, rows = quest.slots
    last = size - 1
    ids: dict[str, int] = {}
    slots: dict[tuple[int, int], str] = {}
    for ci, card in enumerate(quest.cards):
        if card.id in ids:
            out.append(
                _diag(
                    "T106",
                    f"two cards are called {card.id!r} (cards number {ids[card.id] + 1} "
                    f"and {ci + 1}); each card needs its own id",
                    card.id,
                    path=paths.card(ci),
                )
            )
        else:
            ids[card.id] = ci
        slot = tuple(card.slot)
        if not (0 <= slot[0] < cols and 0 <= slot[1] < rows):
            out.append(
                _diag(
                    "T105",
                    f"card {card.id} sits in slot {slot[0]},{slot[1]}, outside the board "
                    f"of {cols} x {rows} slots (columns 0 to {cols - 1}, rows 0 to {rows - 1})",
                    card.id,
                    path=paths.card(ci),
                )
            )
        elif slot in slots:
            out.append(
                _diag(
                    "T104",
                    f"cards {slots[slot]} and {card.id} are both in slot {slot[0]},{slot[1]}",
                    card.id,
                    path=paths.card(ci),
                )
            )
        else:
            slots[slot] = card.id
        for at, cell in card.cells.items():
            if not _inside(at, size):
                what = "void cell" if cell.type == "void" else f"{cell.type} cell"
                out.append(
                    _diag(
                        "T101",
                        f"card {card.id}: {what} {at[0]},{at[1]} is outside the card "
                        f"(cells go from 0 to {last})",
                        card.id,
                        at,
                        paths.cell(ci, at),
                    )
                )
        for key, edge in card.edges.items():
            x, y, side = key
            if not _inside((x, y), size):
                out.append(
                    _diag(
                        "T101",
                        f"card {card.id}: {edge.type} edge at cell {x},{y} side {side} "
                        f"is outside the card (cells go from 0 to {last})",
                        card.id,
                        (x, y),
                        paths.edge(ci, key),
                    )
                )
    return out


def _check_starts(quest: Quest, data) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    taken: dict[tuple[str, tuple[int, int]], str] = {}
    for hero, start in quest.heroes.items():
        path = json_pointer(["heroes", hero]) if isinstance(data, dict) else None
        name = _hero_name(hero)
        if start.card is None and len(quest.cards) > 1:
            out.append(
                _diag(
                    "T107",
                    f"the {name}'s start names no card, but this quest has "
                    f'{len(quest.cards)} cards: add "card"',
                    None,
                    start.at,
                    path,
                )
            )
            continue
        card = quest.card(start.card)
        if card is None:
            out.append(
                _diag(
                    "T107",
                    f"the {name} starts on card {start.card!r}, which is not in the quest"
                    if start.card is not None
                    else f"the {name} starts on no card: the quest has no cards",
                    start.card,
                    start.at,
                    path,
                )
            )
            continue
        x, y = start.at
        if not _inside(start.at, quest.size):
            out.append(
                _diag(
                    "T109",
                    f"the {name} starts at {x},{y}, outside card {card.id} "
                    f"(cells go from 0 to {quest.size - 1})",
                    card.id,
                    start.at,
                    path,
                )
            )
            continue
        cell = card.cell(x, y)
        if cell.type in ("void", "trap", "exit"):
            what = {"void": "a void cell", "trap": "a trap", "exit": "an exit"}[cell.type]
            out.append(
                _diag(
                    "T110",
                    f"the {name} starts on {what} (card {card.id}, cell {x},{y})",
                    card.id,
                    start.at,
                    path,
                )
            )
        place = (card.id, tuple(start.at))
        if place in taken:
            out.append(
                _diag(
                    "T108",
                    f"the {name} and the {_hero_name(taken[place])} both start on "
                    f"card {card.id}, cell {x},{y}",
                    card.id,
                    start.at,
                    path,
                )
            )
        else:
            taken[place] = hero
    return out


def _special_cells(quest: Quest):
    """(card index, card, (x, y), cell) for every non-floor, non-void cell on its card."""
    for ci, card in enumerate(quest.cards):
        for at in sorted(card.cells, key=lambda p: (p[1], p[0])):
            cell = card.cells[at]
            if cell.type != "void" and _inside(at, quest.size):
                yield ci, card, at, cell


def _check_contents(quest: Quest, paths: _Paths) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    in_play = set(quest.heroes)
    cells = list(_special_cells(quest))
    shared_exit = any(c.type == "exit" and c.hero is None for _, _, _, c in cells)
    own_exits = {c.hero for _, _, _, c in cells if c.type == "exit" and c.hero}
    for hero in quest.heroes:
        if hero not in own_exits and not shared_exit:
            out.append(
                _diag(
                    "T111",
                    f"the {_hero_name(hero)}{_starts(quest, hero)} has no exit: add an exit "
                    f"for the {_hero_name(hero)} or a shared exit",
                    *_start_place(quest, hero),
                    path=json_pointer(["heroes", hero]) if paths.ok else None,
                )
            )
    for ci, card, at, cell in cells:
        if cell.type in ("exit", "armory") and cell.hero and cell.hero not in in_play:
            out.append(
                _diag(
                    "T112",
                    f"card {card.id}, cell {at[0]},{at[1]}: the {cell.type} of the "
                    f"{_hero_name(cell.hero)}, who is not in play",
                    card.id,
                    at,
                    paths.cell(ci, at),
                )
            )
    # doors and keys
    keys = {c.door for _, _, _, c in cells if c.type == "key"}
    doors: dict[int, tuple[int, Card, tuple]] = {}
    for ci, card in enumerate(quest.cards):
        for key in sorted(card.edges, key=lambda k: (k[1], k[0], SIDES.index(k[2]))):
            edge = card.edges[key]
            if edge.type == "door" and _inside(key[:2], quest.size):
                doors.setdefault(edge.door, (ci, card, key))
    for number in sorted(doors):
        if number not in keys:
            ci, card, key = doors[number]
            out.append(
                _diag(
                    "T113",
                    f"card {card.id}, cell {key[0]},{key[1]} side {key[2]}: door {number} "
                    f"has no key {number} anywhere, so it never opens",
                    card.id,
                    key[:2],
                    paths.edge(ci, key),
                )
            )
    for ci, card, at, cell in cells:
        if cell.type == "key" and cell.door not in doors:
            out.append(
                _diag(
                    "T114",
                    f"card {card.id}, cell {at[0]},{at[1]}: key {cell.door} opens nothing "
                    f"(there is no door {cell.door})",
                    card.id,
                    at,
                    paths.cell(ci, at),
                )
            )
    # armories
    armed = {c.hero for _, _, _, c in cells if c.type == "armory" and c.hero in in_play}
    if armed:
        missing = [h for h in HEROES if h in in_play and h not in armed]
        if missing:
            names = _ordinal_list([f"the {_hero_name(h)}" for h in missing])
            have = _ordinal_list([f"the {_hero_name(h)}" for h in HEROES if h in armed])
            out.append(
                _diag(
                    "T115",
                    f"{have} {'has an armory' if len(armed) == 1 else 'have armories'} "
                    f"but {names} {'has' if len(missing) == 1 else 'have'} none",
                )
            )
    # sliding and rotation
    cols, rows = quest.slots
    empty_slot = cols * rows > len(quest.cards)
    can_slide = False
    for ci, card, at, cell in cells:
        if cell.type == "sliding":
            if not empty_slot:
                out.append(
                    _diag(
                        "T116",
                        f"card {card.id}, cell {at[0]},{at[1]}: a sliding cell, but the board "
                        "has no empty slot, so no card can ever slide",
                        card.id,
                        at,
                        paths.cell(ci, at),
                    )
                )
            else:
                can_slide = True
    occupied = {tuple(c.slot) for c in quest.cards}
    warned_cards = set()
    for ci, card, at, cell in cells:
        if cell.type != "rotation" or card.id in warned_cards:
            continue
        sx, sy = card.slot
        near = any((sx + dx, sy + dy) in occupied for dx, dy in DELTA.values())
        if not near and not (can_slide and len(quest.cards) > 1):
            warned_cards.add(card.id)
            alone = (
                "the quest's only card"
                if len(quest.cards) == 1
                else "a card no other card can ever touch"
            )
            out.append(
                _diag(
                    "T117",
                    f"card {card.id}, cell {at[0]},{at[1]}: a rotation cell on {alone}, "
                    "so turning it can never connect anything",
                    card.id,
                    at,
                    paths.cell(ci, at),
                )
            )
    return out


# -- reachability ------------------------------------------------------------------


def _standable(cell: Cell) -> bool:
    """Some hero could stand here for a while (exits are left at once)."""
    return cell.type not in ("void", "trap", "exit")


def _may_occupy(cell: Cell, hero: str) -> bool:
    if cell.type in ("void", "trap"):
        return False
    if cell.type == "exit":
        return cell.hero is None or cell.hero == hero
    return True


def _own_mark_allows(card: Card, x: int, y: int, side: str, hero: str, leaving: bool) -> bool:
    """Whether this card's own mark on side ``side`` of (x, y) lets ``hero`` leave / enter there."""
    key = card.edge_key(x, y, side)
    if key is None:
        return True
    edge = card.edges[key]
    t = edge.type
    if t in ("wall", "double-wall"):
        return False
    if t == "narrow":
        return hero == "dwarf"
    if t == "air":
        out = key == (x, y, side)
        return out if leaving else not out
    return True  # doors: all open


# Virtual nodes of the movement graph on a board whose cards move: any card border
# may meet any other ("border"), a ladder may line up with any ladder of another
# card ("ladder"), the little sister may line up with any cell of another card ("line").
_BORDER, _LADDER, _LINE = "border", "ladder", "line"
_ANYWHERE = "anywhere"


def _virtual(node) -> bool:
    """Virtual nodes are strings or tuples starting with a string; cells are (int, int, int)."""
    return isinstance(node, str) or isinstance(node[0], str)


class _Maze:
    """Movement between cells in card-local terms: exact on a fixed board, loose on a moving one.

    Nodes are ``(card index, x, y)``; a direction is tracked as the local side
    of the card the node is on, so it survives crossing a turned card.
    """

    def __init__(self, quest: Quest, movable: bool):
        self.quest = quest
        self.size = n = quest.size
        self.movable = movable
        self.cards = quest.cards
        self.board = Board(quest)
        self._rot = [card.rotation % 4 for card in quest.cards]
        self._index = {card.id: ci for ci, card in enumerate(quest.cards)}
        self.cell: dict[Node, Cell] = {
            (ci, x, y): card.cell(x, y)
            for ci, card in enumerate(self.cards)
            for y in range(n)
            for x in range(n)
        }
        # every border cell and the side it faces outward
        self.border: list[tuple[Node, str]] = []
        for ci in range(len(self.cards)):
            for i in range(n):
                self.border += [
                    ((ci, i, 0), "N"),
                    ((ci, n - 1, i), "E"),
                    ((ci, i, n - 1), "S"),
                    ((ci, 0, i), "W"),
                ]
        self._moves: dict[tuple[Node, str], list[tuple[Node, str]]] = {}
        self._global_cache: dict[Node, tuple[int, int]] = {}
        self._entries: dict[tuple, list[tuple[Node, str]]] = {}
        self._steps: dict[tuple, list[tuple[Node, str]]] = {}

    def on_border(self, node: Node, side: str) -> bool:
        _, x, y = node
        dx, dy = DELTA[side]
        return not (0 <= x + dx < self.size and 0 <= y + dy < self.size)

    def global_xy(self, node: Node) -> tuple[int, int]:
        found = self._global_cache.get(node)
        if found is None:
            ci, x, y = node
            found = self._global_cache[node] = self.board.to_global(self.cards[ci].id, x, y)
        return found

    def moves(self, node: Node, side: str) -> list[tuple[Node, str]]:
        """Cells one step from ``node`` through its local ``side``: (cell, same travel side there)."""
        key = (node, side)
        found = self._moves.get(key)
        if found is not None:
            return found
        ci, x, y = node
        dx, dy = DELTA[side]
        if not self.on_border(node, side):
            found = [((ci, x + dx, y + dy), side)]
        elif self.movable:
            found = [(other, OPPOSITE[s]) for other, s in self.border if other[0] != ci]
        else:
            X, Y = self.global_xy(node)
            d = rotate_side(side, self._rot[ci])
            place = self.board.place(X + DELTA[d][0], Y + DELTA[d][1])
            if place is None:
                found = []
            else:
                cj = self._index[place.card.id]
                found = [((cj, place.x, place.y), unrotate_side(d, self._rot[cj]))]
        self._moves[key] = found
        return found

    def can_cross(self, node: Node, side: str, other: Node, other_side: str, hero: str) -> bool:
        """May ``hero`` step from ``node`` out through ``side`` into ``other`` (every door open)?"""
        ci, x, y = node
        if other[0] == ci and not self.on_border(node, side):
            return _own_mark_allows(self.cards[ci], x, y, side, hero, leaving=True)
        if not self.movable:
            X, Y = self.global_xy(node)
            d = rotate_side(side, self._rot[ci])
            return crossing_allowed(self.board.marks(X, Y, d), d, hero, ALL_DOORS)
        if not _own_mark_allows(self.cards[ci], x, y, side, hero, leaving=True):
            return False
        cj, ox, oy = other
        return _own_mark_allows(self.cards[cj], ox, oy, OPPOSITE[other_side], hero, leaving=False)

    def clinging(self, node: Node) -> bool:
        """Could a hero stand next to ``node`` for the little sister (anything but a double wall)?"""
        ci, x, y = node
        card = self.cards[ci]
        for side in SIDES:
            if self.on_border(node, side):
                if self.movable:
                    return True
                X, Y = self.global_xy(node)
                d = rotate_side(side, self._rot[ci])
                marks = self.board.marks(X, Y, d)
                if marks is None or breaks_adjacency(marks):
                    continue
            else:
                key = card.edge_key(x, y, side)
                if key is not None and card.edges[key].type == "double-wall":
                    continue
            if any(_standable(self.cell[other]) for other, _ in self.moves(node, side)):
                return True
        return False

    def _link_lines(self, tag: str, sources, targets, graph: dict) -> None:
        """Link each source to every target on its row or column, through virtual line nodes.

        On a moving board only cells of one card stay in line for sure; any cell of
        another card may come in line, so every source also reaches ``(tag,)``,
        which leads to every target.
        """

        def lines(node: Node):
            if self.movable:
                ci, x, y = node
                return [(tag, ci, "row", y), (tag, ci, "col", x), (tag,)]
            X, Y = self.global_xy(node)
            return [(tag, "row", Y), (tag, "col", X)]

        for node in targets:
            for line in lines(node):
                graph.setdefault(line, []).append(node)
        for node in sources:
            graph[node] = graph.get(node, []) + [line for line in lines(node) if line in graph]

    def walk_graph(self, dwarf: bool) -> dict:
        """Walks and ladder climbs for a hero (``dwarf`` fits through narrow passages).

        Targets are not filtered for the hero's exits: `_reachability` does that.
        """
        hero = "dwarf" if dwarf else "elf"
        graph: dict = {}
        for node, cell in self.cell.items():
            if cell.type in ("void", "trap"):
                continue
            targets = []
            for side in SIDES:
                if self.movable and self.on_border(node, side):
                    if _own_mark_allows(self.cards[node[0]], node[1], node[2], side, hero, True):
                        targets.append(_BORDER)
                    continue
                for other, oside in self.moves(node, side):
                    ocell = self.cell[other]
                    if ocell.type not in ("void", "trap") and self.can_cross(
                        node, side, other, oside, hero
                    ):
                        targets.append(other)
            graph[node] = targets
        if self.movable:
            graph[_BORDER] = [
                other
                for other, s in self.border
                if self.cell[other].type not in ("void", "trap")
                and _own_mark_allows(self.cards[other[0]], other[1], other[2], s, hero, False)
            ]
        ladders = [node for node, cell in self.cell.items() if cell.type == "ladder"]
        self._link_lines(_LADDER, ladders, ladders, graph)
        return graph

    def teleport_graph(self) -> dict:
        """The little sister's teleports (a hero next to the target is assumed when one could be)."""
        ok = [
            node
            for node, cell in self.cell.items()
            if cell.type not in ("void", "trap") and self.clinging(node)
        ]
        graph: dict = {}
        self._link_lines(_LINE, list(self.cell), ok, graph)
        return graph

    def _toss_steps(self, node: Node, side: str, hero: str, want: str) -> list[tuple[Node, str]]:
        """One straight step of a toss for ``hero``: into a trap (``want`` "trap") or a landing."""
        if self.movable and self.on_border(node, side):
            ci, x, y = node
            if not _own_mark_allows(self.cards[ci], x, y, side, hero, leaving=True):
                return []
            key = (hero == "dwarf", hero, want)
            found = self._entries.get(key)
            if found is None:
                found = self._entries[key] = [
                    (other, OPPOSITE[s])
                    for other, s in self.border
                    if self._wanted(other, hero, want)
                    and _own_mark_allows(self.cards[other[0]], other[1], other[2], s, hero, False)
                ]
            return found
        key = (node, side, hero, want)
        found = self._steps.get(key)
        if found is None:
            found = self._steps[key] = [
                (other, oside)
                for other, oside in self.moves(node, side)
                if self._wanted(other, hero, want)
                and self.can_cross(node, side, other, oside, hero)
            ]
        return found

    def _wanted(self, node: Node, hero: str, want: str) -> bool:
        cell = self.cell[node]
        return cell.type == "trap" if want == "trap" else _may_occupy(cell, hero)

    def tosses(self, hero: str) -> dict[Node, list[tuple[list, list[Node]]]]:
        """Where ``hero`` could be tossed from each cell: [(cells the barbarian needs, landings)].

        Where the barbarian would stand across a border of a moving card, the
        cell list is ``[_ANYWHERE]``: he is assumed able to be there.
        """
        out: dict[Node, list] = {}
        traps = [node for node, cell in self.cell.items() if cell.type == "trap"]
        if not traps:
            return out
        starts: set[Node] = set()
        border_trap = False
        for trap in traps:
            for side in SIDES:
                if self.movable and self.on_border(trap, side):
                    border_trap = True
                else:
                    starts.update(node for node, _ in self.moves(trap, side))
        if border_trap:  # any border cell may come to face it
            starts.update(node for node, _ in self.border)
        for node in starts:
            if not _standable(self.cell[node]):
                continue
            found = []
            for side in SIDES:
                groups: list[list[Node]] = []  # landing lists, shared where they are long
                if self.movable and self.on_border(node, side):
                    ci, x, y = node
                    if _own_mark_allows(self.cards[ci], x, y, side, hero, leaving=True):
                        groups.append(self._landings_across(hero))
                else:
                    for trap, tside in self._toss_steps(node, side, hero, "trap"):
                        steps = self._toss_steps(trap, tside, hero, "land")
                        if self.movable and self.on_border(trap, tside):
                            groups.append(self._nodes_of(steps))
                        else:
                            groups.append([land for land, _ in steps])
                groups = [g for g in groups if g]
                if not groups:
                    continue
                back = OPPOSITE[side]
                if self.movable and self.on_border(node, back):
                    behind: list = [_ANYWHERE]
                else:
                    behind = [
                        b
                        for b, bside in self.moves(node, back)
                        if _standable(self.cell[b])
                        and self.can_cross(b, OPPOSITE[bside], node, side, hero)
                    ]
                if behind:
                    found += [(behind, group) for group in groups]
            if found:
                out[node] = found
        return out

    def _nodes_of(self, steps: list[tuple[Node, str]]) -> list[Node]:
        """The cells of a cached step list, as one shared list."""
        key = ("nodes", id(steps))
        found = self._entries.get(key)
        if found is None:
            found = self._entries[key] = [node for node, _ in steps]
        return found

    def _landings_across(self, hero: str) -> list[Node]:
        """Moving board: a toss out over a card border may meet any border trap of another card."""
        key = ("across", hero)
        found = self._entries.get(key)
        if found is None:
            found = []
            for trap, s in self.border:
                ci, x, y = trap
                if self.cell[trap].type != "trap" or not _own_mark_allows(
                    self.cards[ci], x, y, s, hero, leaving=False
                ):
                    continue
                for land, _ in self._toss_steps(trap, OPPOSITE[s], hero, "land"):
                    found.append(land)
            found = self._entries[key] = list(dict.fromkeys(found))
        return found


def _reachability(quest: Quest, maze: _Maze) -> dict[str, set[Node]]:
    """For each hero in play: every cell it could ever stand on (exits included), over-approximated."""
    heroes = [h for h in HEROES if h in quest.heroes]
    reach: dict[str, set] = {}
    for hero in heroes:
        start = quest.heroes[hero]
        ci = next(i for i, c in enumerate(quest.cards) if c is quest.card(start.card))
        reach[hero] = {(ci, start.at[0], start.at[1])}
    graphs: dict[str, dict] = {}
    for hero in heroes:
        if hero == "sister":
            graphs[hero] = maze.teleport_graph() if len(heroes) > 1 else {}
        elif hero == "dwarf":
            graphs[hero] = maze.walk_graph(dwarf=True)
        else:
            graphs[hero] = graphs.get("_others") or maze.walk_graph(dwarf=False)
            graphs["_others"] = graphs[hero]
    tosses = {
        hero: maze.tosses(hero) if "barbarian" in reach and hero != "barbarian" else {}
        for hero in heroes
    }
    cell = maze.cell

    def expand(hero: str) -> bool:
        seen = reach[hero]
        before = len(seen)
        graph, toss = graphs[hero], tosses[hero]
        barbarian = reach.get("barbarian", ())
        stack = [n for n in seen if _virtual(n) or cell[n].type != "exit"]
        used: set[int] = set()
        while stack:
            node = stack.pop()
            targets = list(graph.get(node, ()))
            for behind, landings in toss.get(node, ()):
                if id(landings) in used:
                    continue
                if any(b == _ANYWHERE or b in barbarian for b in behind):
                    used.add(id(landings))  # lists shared by many cells: follow once
                    targets += landings
            for other in targets:
                if other in seen:
                    continue
                if _virtual(other):
                    seen.add(other)
                    stack.append(other)
                    continue
                c = cell[other]
                if c.type == "exit":
                    if c.hero is None or c.hero == hero:
                        seen.add(other)  # leaves the board: nothing beyond
                    continue
                seen.add(other)
                stack.append(other)
        return len(seen) > before

    changed = True
    while changed:
        changed = False
        for hero in heroes:
            if expand(hero):
                changed = True
        if "mage" in reach:
            spots = {n for n in reach["mage"] if not _virtual(n)}
            spots = {n for n in spots if cell[n].type == "invocation"}
            if spots:
                for hero in heroes:
                    if hero == "mage":
                        continue
                    grow = {
                        n for n in reach[hero] if not _virtual(n) and _standable(cell[n])
                    } - reach["mage"]
                    if grow:
                        reach["mage"] |= grow
                        changed = True
                    new = spots - reach[hero]
                    if new:
                        reach[hero] |= new
                        changed = True
    return reach


def _check_reach(quest: Quest, paths: _Paths) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    cards = quest.cards
    movable = len(cards) > 1 and any(
        c.type in ("rotation", "sliding") for card in cards for c in card.cells.values()
    )
    maze = _Maze(quest, movable)
    reach = _reachability(quest, maze)
    cells = list(_special_cells(quest))
    in_play = [h for h in HEROES if h in quest.heroes]
    stuck = set()
    for hero in in_play:
        usable = [
            (ci, at)
            for ci, _, at, c in cells
            if c.type == "exit" and (c.hero is None or c.hero == hero)
        ]
        if usable and not any((ci, at[0], at[1]) in reach[hero] for ci, at in usable):
            stuck.add(hero)
            out.append(
                _diag(
                    "T118",
                    f"the {_hero_name(hero)}{_starts(quest, hero)} can never reach an exit "
                    "it may use, even with every door open",
                    *_start_place(quest, hero),
                    path=json_pointer(["heroes", hero]) if paths.ok else None,
                )
            )
    for ci, card, at, cell in cells:
        node = (ci, at[0], at[1])
        if cell.type == "exit":
            users = [h for h in in_play if cell.hero is None or cell.hero == h]
            if not users or all(h in stuck for h in users):
                continue
            if not any(node in reach[h] for h in users):
                whose = "shared exit" if cell.hero is None else f"{_hero_name(cell.hero)}'s exit"
                out.append(
                    _diag(
                        "T119",
                        f"card {card.id}, cell {at[0]},{at[1]}: no hero can ever reach this "
                        f"{whose}, even with every door open",
                        card.id,
                        at,
                        paths.cell(ci, at),
                    )
                )
        elif cell.type == "key" and not any(node in reach[h] for h in in_play):
            out.append(
                _diag(
                    "T120",
                    f"card {card.id}, cell {at[0]},{at[1]}: no hero can ever reach this "
                    f"key {cell.door}, even with every door open",
                    card.id,
                    at,
                    paths.cell(ci, at),
                )
            )
    for hero in in_play:
        armories = [(ci, at) for ci, _, at, c in cells if c.type == "armory" and c.hero == hero]
        if armories and not any((ci, at[0], at[1]) in reach[hero] for ci, at in armories):
            ci, at = armories[0]
            out.append(
                _diag(
                    "T121",
                    f"the {_hero_name(hero)} can never reach its armory (card {cards[ci].id}, "
                    f"cell {at[0]},{at[1]}), so the exits never open",
                    cards[ci].id,
                    at,
                    paths.cell(ci, at),
                )
            )
    return out


def check_quest(quest: Quest, data=None) -> list[Diagnostic]:
    """Every rules finding about ``quest``; ``data`` is the raw JSON it was loaded from, if any.

    With ``data``, duplicates the model drops (T102, T103) are reported and
    diagnostics carry JSON pointers.
    """
    paths = _Paths(data)
    out = _check_duplicates(data, quest)
    out += _check_cards(quest, paths)
    out += _check_starts(quest, data)
    out += _check_contents(quest, paths)
    if not any(d.code in _STRUCTURAL for d in out) and quest.heroes:
        out += _check_reach(quest, paths)
    return out
