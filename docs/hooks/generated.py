"""MkDocs hook: the parts of the manual the code already holds (each game's rules and
check codes), filled in at build time by `editor.core.manual.fill`, as Help > Manual does."""

from __future__ import annotations

from editor.core.manual import fill


def on_page_markdown(markdown: str, page, config, files) -> str:
    return fill(markdown, page.file.src_uri)
