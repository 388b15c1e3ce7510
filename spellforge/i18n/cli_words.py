"""The command line's own sentences in the reader's language (`--lang ru|pl`): errors, labels,
verdicts. They live in the .ts files like the window's (one source of truth for every
translation) and are read without Qt through spellforge.i18n.ts_translate.

    Cli = Context("Cli")
    raise CliExit(Cli.tr("{path}: no such file").format(path=path))

Every sentence is a literal `<Name>.tr("…")` on a Context bound to that name, so that lupdate
finds it in its context (i18n/update.sh lists the files it scans: spellforge/cli, the validation
messages, the A/B verdict, the search errors and the readers' warnings). The language is the
command's `--lang`, set by spellforge.cli.main for the command's run, or given to Context by
code that is told its language.
"""

from __future__ import annotations

from spellforge.i18n.ts_translate import ts_translator

_current = ["en"]


def set_language(lang: str | None) -> None:
    """The language of the command being run (main() sets it from --lang; en when none)."""
    _current[0] = lang if lang in ("en", "ru", "pl") else "en"


def language() -> str:
    return _current[0]


class Context:
    """One .ts context whose tr() lupdate reads like QObject.tr (numerus when n is given)."""

    def __init__(self, name: str, lang: str | None = None, translate=None):
        """`translate(context, source, n=None)`: the window passes Qt's (through a wrapper that
        gives QCoreApplication.translate its count); by default the .qm of `lang`, or of the
        command's --lang."""
        self.name, self.lang, self._translate = name, lang, translate

    def tr(self, source: str, disambiguation: str = "", n: int = -1) -> str:
        translate = self._translate or ts_translator(self.lang or _current[0])
        return translate(self.name, source, n) if n >= 0 else translate(self.name, source)
