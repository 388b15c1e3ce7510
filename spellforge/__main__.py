from spellforge.cli import main

raise SystemExit(main())
