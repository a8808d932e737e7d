"""The adventure's Qt part: its editor (the list of trials and their order), its
document, its `QtGame` and the export of its cards."""
