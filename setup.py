"""The package's files, where pyproject.toml cannot say it: the levels that ship, the
top-level `library/`, go into the wheel as the package `editor.library`, so that an
installed studio finds them with `importlib.resources` (`editor.core.paths.library_dir`)."""

from setuptools import find_packages, setup

LEVELS = ["README.md", "*/*.json", "*/*/*.json", "*/*/*/*.json", "*/README.md"]

setup(
    packages=[*find_packages(include=["editor", "editor.*"]), "editor.library"],
    package_dir={"editor.library": "library"},
    # and each game's rules document and its translations, shown by Help in the studio
    package_data={"editor.library": LEVELS, "": ["RULES.md", "RULES.*.md"]},
)
