"""`--plan FILE` of `spellforge goldfish` and `spellforge matchup`: the user's casting plan (JSON,
sim/policy/plan.py), read with the size limit every user file gets; a bad plan stops the command
with a message naming the file (and the line, for bad JSON or an unknown spell)."""

from __future__ import annotations

from spellforge.cli import CliExit
from spellforge.i18n.cli_words import Context

Cli = Context("Cli")


def read_plan(path: str, lib):
    """The parsed Plan of `path`; CliExit (status 2) when it cannot be read or is not a plan."""
    from spellforge.fileio import FileRefused, read_limited
    from spellforge.sim.policy.plan import PlanError, parse_plan

    try:
        return parse_plan(read_limited(path, 1024 * 1024).decode("utf-8"), lib, path)
    except FileRefused as exc:  # a FIFO, a device, or a "plan" of more than 1 MB
        raise CliExit(f"{path}: {exc}") from None
    except OSError as exc:
        raise CliExit(Cli.tr("{path}: cannot read the plan: {why}").format(path=path, why=exc.strerror or exc)) from None
    except (PlanError, UnicodeDecodeError) as exc:
        raise CliExit(str(exc)) from None
