"""The tower's export front door (`GameSpec.export.write`): cards, or one solution as PDF or GIF.

- ``pdf``: print sheets of every card of every quest; ``svg`` / ``png``: one file per
  card face into the output folder (`printing`).
- ``options["solution"]`` with ``pdf``, or the format ``gif``: one optimal solution of
  ONE quest for ``options["players"]`` and ``options["deal"]`` (the K-th deal of the
  orientation tiles, in the order of RULES.md section 5), solving for at most
  ``options["timeout"]`` seconds; its diagrams number the board's columns and rows
  unless ``options["coordinates"]`` is False.

A progress that also has ``say(text)`` and ``solving(states, depth, seconds)`` (the
command line's) hears what is being solved and how far the solver got.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from editor.core.diagnostics import has_errors
from editor.core.exporting import (
    FILE_FORMATS,
    Exported,
    ExportError,
    ExportRequest,
    ExportSource,
    UsageError,
    plural,
)
from editor.qt.language import translate

from ..checks import check_quest
from . import printing
from .renderer import ensure_gui_app


def export(
    sources: Sequence[ExportSource], request: ExportRequest, progress=None, cancel=None
) -> Exported:
    """Export these quests as ``request`` says (see the module's docstring)."""
    options = request.options
    fmt = request.format
    if (options.get("solution") or fmt == "gif") and fmt not in FILE_FORMATS:
        raise UsageError("a solution is exported as pdf or gif")
    if options.get("coordinates") and not (options.get("solution") or fmt == "gif"):
        raise UsageError("--coordinates numbers the boards of a solution: add --solution")
    ensure_gui_app()
    quests = [printing.QuestSource(s.model, s.path) for s in sources]
    if options.get("solution") or fmt == "gif":
        return _solution(quests, request, progress, cancel)
    cards = printing.collect_cards(quests)
    title = (quests[0].quest.title or quests[0].stem) if len(quests) == 1 else ""
    return export_cards(cards, request, title, progress, cancel)


def export_cards(
    cards: list[printing.PrintCard], request: ExportRequest, title: str, progress, cancel
) -> Exported:
    """Print cards (fronts, and backs for duplex where they have them) as ``request`` says:
    sheets in one PDF (``title`` on them), or one image file per face."""
    fmt = request.format
    out = request.output
    if fmt == "pdf":
        pages = printing.write_cards_pdf(
            cards,
            out,
            paper=request.paper,
            card_mm=request.card_mm,
            bleed_mm=request.bleed_mm,
            title=title,
            progress=progress,
            cancel=cancel,
            force=request.force,
        )
        backs = sum(p.kind == "back" for p in pages)
        summary = _cards_summary(len(cards), len(pages), backs)
        return Exported(
            [Path(out)], summary.format(file=out, cards=len(cards), pages=len(pages), backs=backs)
        )
    written = printing.write_card_images(
        printing.all_faces(cards),
        out,
        fmt=fmt,
        card_mm=request.card_mm,
        bleed_mm=request.bleed_mm,
        dpi=request.dpi,
        progress=progress,
        cancel=cancel,
        force=request.force,
    )
    if len(written) == 1:
        summary = translate("TowerExport", "wrote {count} {format} file into {folder}")
    else:
        summary = translate("TowerExport", "wrote {count} {format} files into {folder}")
    return Exported(written, summary.format(count=len(written), format=fmt.upper(), folder=out))


def _cards_summary(cards: int, pages: int, backs: int) -> str:
    """What a print sheet export wrote, to fill with ``file``, ``cards``, ``pages`` and
    ``backs``."""
    if backs:
        if cards == 1 and pages == 1:
            return translate(
                "TowerExport",
                "wrote {file}: {cards} card on {pages} page, {backs} of them backs for duplex",
            )
        if cards == 1:
            return translate(
                "TowerExport",
                "wrote {file}: {cards} card on {pages} pages, {backs} of them backs for duplex",
            )
        if pages == 1:
            return translate(
                "TowerExport",
                "wrote {file}: {cards} cards on {pages} page, {backs} of them backs for duplex",
            )
        return translate(
            "TowerExport",
            "wrote {file}: {cards} cards on {pages} pages, {backs} of them backs for duplex",
        )
    if cards == 1 and pages == 1:
        return translate("TowerExport", "wrote {file}: {cards} card on {pages} page")
    if cards == 1:
        return translate("TowerExport", "wrote {file}: {cards} card on {pages} pages")
    if pages == 1:
        return translate("TowerExport", "wrote {file}: {cards} cards on {pages} page")
    return translate("TowerExport", "wrote {file}: {cards} cards on {pages} pages")


def _solution(quests, request: ExportRequest, progress, cancel) -> Exported:
    options = request.options
    players, deal = options.get("players", 1), options.get("deal", 1)
    if len(quests) != 1:
        raise ExportError(f"a solution is for one quest; {len(quests)} were given")
    source = quests[0]
    diags = [d.with_file(str(source.path)) for d in check_quest(source.quest)]
    if has_errors(diags):
        raise ExportError(
            f"{source.path}: the quest has errors, so it has no solution to print",
            [d for d in diags if d.is_error],
        )
    printing.check_deal(players, deal)
    say = getattr(progress, "say", None)
    if say is not None:
        say(f"solving {source.path} for {plural(players, 'player')}, deal {deal}...")
    solution = printing.make_solution(
        source,
        players,
        deal,
        timeout=options.get("timeout"),
        cancel=cancel,
        progress=getattr(progress, "solving", None),
    )
    solution.coordinates = options.get("coordinates") is not False
    out = request.output
    actions = len(solution.actions)
    if request.format == "gif":
        n = printing.write_solution_gif(
            solution, out, progress=progress, cancel=cancel, force=request.force
        )
        summary = translate("TowerExport", "wrote {file}: {actions} actions, {frames} frames")
        return Exported([Path(out)], summary.format(file=out, actions=actions, frames=n))
    n = printing.write_solution_pdf(
        solution, out, paper=request.paper, progress=progress, cancel=cancel, force=request.force
    )
    if n == 1:
        summary = translate("TowerExport", "wrote {file}: {actions} actions on {pages} page")
    else:
        summary = translate("TowerExport", "wrote {file}: {actions} actions on {pages} pages")
    return Exported([Path(out)], summary.format(file=out, actions=actions, pages=n))
