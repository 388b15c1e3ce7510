"""argparse's own sentences (a missing or mistyped option, a command that does not exist) in the
command's `--lang`. argparse looks each one up through gettext at the moment it says it, so
main() hands it this table before parsing; the language comes from the words typed, since the
parser has not read them yet. Every sentence keeps argparse's own %-placeholders. The `--help`
pages use this table for argparse's headings; the commands' own help sentences are Cli.tr(…) in
their modules, evaluated while the parser is built (after main() has set the language)."""

from __future__ import annotations

import argparse
import gettext

from spellforge.i18n.cli_words import Context

LANGS = ("en", "ru", "pl")


def typed_language(words: list[str]) -> str:
    """The `--lang` among the words typed (`--lang ru`, `--lang=pl`), "en" when none is."""
    for i, word in enumerate(words):
        value = word.partition("=")[2] if word.startswith("--lang=") else (
            words[i + 1] if word == "--lang" and i + 1 < len(words) else "")
        if value in LANGS:
            return value
    return "en"


def _sentences() -> dict[str, str]:
    Cli = Context("Cli")  # lupdate reads Cli.tr(…) as the "Cli" context
    return {
        "usage: ": Cli.tr("usage: "),
        "positional arguments": Cli.tr("positional arguments"),
        "options": Cli.tr("options"),
        "show this help message and exit": Cli.tr("show this help message and exit"),
        # a plain default in Python 3.11 (main's --version passes it); gettext'd in later versions
        "show program's version number and exit": Cli.tr("show program's version number and exit"),
        "%(prog)s: error: %(message)s\n": Cli.tr("%(prog)s: error: %(message)s\n"),
        "argument %(argument_name)s: %(message)s": Cli.tr("argument %(argument_name)s: %(message)s"),
        "invalid choice: %(value)r (choose from %(choices)s)": Cli.tr(
            "invalid choice: %(value)r (choose from %(choices)s)"),
        "invalid %(type)s value: %(value)r": Cli.tr("invalid %(type)s value: %(value)r"),
        "unrecognized arguments: %s": Cli.tr("unrecognized arguments: %s"),
        "the following arguments are required: %s": Cli.tr("the following arguments are required: %s"),
        "one of the arguments %s is required": Cli.tr("one of the arguments %s is required"),
        "not allowed with argument %s": Cli.tr("not allowed with argument %s"),
        "ignored explicit argument %r": Cli.tr("ignored explicit argument %r"),
        "expected one argument": Cli.tr("expected one argument"),
        "expected at most one argument": Cli.tr("expected at most one argument"),
        "expected at least one argument": Cli.tr("expected at least one argument"),
        "expected %s argument": Cli.tr("expected this many values: %s"),
        "expected %s arguments": Cli.tr("expected this many values: %s"),
        "ambiguous option: %(option)s could match %(matches)s": Cli.tr(
            "ambiguous option: %(option)s could match %(matches)s"),
        "can't open '%(filename)s': %(error)s": Cli.tr("can't open '%(filename)s': %(error)s"),
        "unknown parser %(parser_name)r (choices: %(choices)s)": Cli.tr(
            "unknown command %(parser_name)r (choices: %(choices)s)"),
        "unexpected option string: %s": Cli.tr("unexpected option string: %s"),
    }


def install(lang: str) -> None:
    """argparse speaks `lang` from now on (English: its own words, as gettext gives them)."""
    if lang not in ("ru", "pl"):
        argparse._, argparse.ngettext = gettext.gettext, gettext.ngettext
        return
    table = _sentences()
    argparse._ = lambda text: table.get(text, text)
    argparse.ngettext = lambda one, many, n: table.get(one if n == 1 else many, one if n == 1 else many)
