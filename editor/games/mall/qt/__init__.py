"""The Magic Maze mall scenario's Qt part: the board, the editing tools and panels."""
