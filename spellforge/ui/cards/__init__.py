"""One card on screen: its table model, detail panel, pictures, grid, names and right-click menus."""
