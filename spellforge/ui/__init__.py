"""The desktop app (PySide6). The only package that imports Qt; it calls library/rules/formats
and holds no game logic of its own."""
