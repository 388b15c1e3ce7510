"""Widgets shared by the screens: charts, flow layout, workers with progress, icons."""
