"""The tower game's Qt part: the renderer (screen, images, print), printing and the
document with its undo commands. Loaded only by the editor and by exports."""
