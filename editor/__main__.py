from editor.cli.main import main

raise SystemExit(main())
