"""The core: what every game and every front end stands on, with no Qt, no game and no
GUI: the registry of games, validation, diagnostics and reports, limits, writing files,
batches and generation, the game contract."""
