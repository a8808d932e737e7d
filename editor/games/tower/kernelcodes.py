"""The numbers the fast solver's kernel and its Python front share.

They live apart from `kernel` so that the front, and the kernel's ahead-of-time build
(`aot`), can read them without loading numba.
"""

import numpy as np

# hero kinds (index in model.HEROES)
DWARF, ELF, BARBARIAN, MAGE, SISTER = 0, 1, 2, 3, 4
# cell codes (index in model.CELL_TYPES)
C_FLOOR, C_VOID, C_EXIT, C_ARMORY, C_KEY, C_LADDER, C_TRAP, C_INVOC, C_ROT, C_SLIDE = range(10)

# bitset rows of a layout entry
B_P = 0  # + kind_row * 4 + d (kind_row 0: dwarf, 1: any other hero)
B_DOOR = 8  # + (door - 1) * 4 + d
B_ADJ = 28  # + d
B_OCC = 32  # any hero may stand here (not void, trap or exit)
B_SHARED = 33  # shared exits
B_EXIT = 34  # + hero index: that hero's exits
B_LADDER = 39
B_TRAP = 40
B_INVOC = 41
B_KEY = 42  # + door - 1
B_ARMORY = 47  # + hero index
B_ANYEXIT = 52
NB = 53

# action kinds
A_MOVE, A_SWAP, A_TELEPORT, A_TOSS, A_ROTATE, A_SLIDE, A_PENDING = range(7)

# meta slots
M_COUNT, M_CURSOR, M_LAYER_END, M_DEPTH, M_GOAL, M_EXPANDED, M_GENERATED = range(7)
# the bounded search (`estimate`): how the heroes' distances add up (0: no bound), the
# bound on depth + distance, successors cut by it, and the least depth + distance cut
M_HMODE, M_BOUND, M_PRUNED, M_NEXT = range(7, 11)
N_META = 11

# chunk status
ST_RUNNING, ST_FOUND, ST_EXHAUSTED, ST_FULL = 0, 1, 2, 3

MODE_ACTIONS, MODE_STEPS = 0, 1

EXITS_OPEN = np.uint64(1) << np.uint64(62)
PENDING = np.uint64(1) << np.uint64(63)

EMPTY = np.uint64(0xFFFFFFFFFFFFFFFF)  # no real state has every bit of word 0 set
