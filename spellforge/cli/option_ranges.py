"""An option given a number outside its range, said in the command's `--lang` (the option's
name stays as it is typed). One sentence per shape, shared by every command and game."""

from __future__ import annotations

from spellforge.i18n.cli_words import Context


def out_of_range(option: str, value, low: int, high: int | None = None) -> str | None:
    """The message when `value` is outside low..high (None: no upper bound), else None."""
    if value >= low and (high is None or value <= high):
        return None
    Cli = Context("Cli")  # lupdate reads Cli.tr(…) as the "Cli" context
    if high is None:
        return Cli.tr("{option} must be {low} or more, got {value}").format(option=option, low=low, value=value)
    return Cli.tr("{option} must be {low} to {high}, got {value}").format(option=option, low=low, high=high, value=value)


def first_out_of_range(*checks: tuple) -> str | None:
    """The first failing check of (option, value, low[, high])."""
    return next((m for m in (out_of_range(*c) for c in checks) if m), None)
