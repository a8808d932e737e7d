"""The tower game's colours, shared by the renderer and the art generator (no Qt).

Heroes are also told apart by symbol and doors by number: colour is never the
only sign (colour-blind players).
"""

HERO_COLOURS = {
    "dwarf": "#E0701B",
    "elf": "#2E9443",
    "barbarian": "#C99A06",
    "mage": "#7B3FB5",
    "sister": "#1F78C8",
}
DOOR_COLOURS = {1: "#D62828", 2: "#1D5FD1", 3: "#E08A00", 4: "#12918A", 5: "#B5289E"}
AIR_COLOUR = "#0284C7"
