"""The `mazewright` command line: one module per subcommand."""
