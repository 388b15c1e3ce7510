"""The CLI run in-process as a player types it: exit code, standard output, standard error."""

from spellforge.cli import main


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err
