"""PyInstaller's hook for the `editor` package (used by tools/bundle.py).

The games are found at run time (`pkgutil` over `editor.games`) and each command is
imported by name, so every module is collected; their sources go in beside the
compiled code, because numba caches its compiled kernels next to their source files
and the tower kernel's shipped module is named after its sources' hash."""

from PyInstaller.utils.hooks import collect_data_files, collect_submodules

hiddenimports = collect_submodules("editor")
# (not the caches of a checkout: numba's, and the tower kernel built for this machine)
datas = collect_data_files("editor", excludes=["**/__pycache__"])
module_collection_mode = "pyz+py"
