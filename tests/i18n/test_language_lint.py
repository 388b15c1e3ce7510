"""The language lint (issue 31): what a Russian or Polish player reads carries no English.

A word written in Latin letters in Russian output, or a word of the English interface (a .ts
source, an English summary template, an English term) in Polish output, fails unless it is on the
reviewed allow-list of i18n/README.md ("Language lint"), which gives each entry's reason.
Checked: every card summary, every `validate` message kind and cost reason, every goldfish log
sentence kind, every sentence of the command line (.ts contexts of the CLI, the reports and the
messages), and the `--lang ru|pl` output of a fixed list of commands run in-process.

What is not ours to translate is taken out first, by the rules the README lists: the program and
command word that open an error line ("spellforge validate:"), commands in backticks, what the
player typed or wrote (the argument words, file paths, a line of their file quoted after "←" or in
quotes by a warning), the
user data's file names (user.sqlite and its backups), a card's or mage's name in another language where
the output shows it on purpose (after the shown name in parentheses, the names line) and printed
card codes (MW1A04) and a file's card GUIDs."""

from __future__ import annotations

import csv
import os
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.conftest import DECKS_DIR, OFFICIAL_DIR, SETS_DIR

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "i18n" / "README.md"
LATIN = re.compile(r"[A-Za-z][A-Za-z'’]*")
WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%L?n|%\d|%\(\w+\)[rsd]|%[rsd]")  # Qt's, and argparse's %-style
BACKTICKS = re.compile(r"`[^`]*`")
CODE = re.compile(r"\b[A-Z]{2,4}\d[A-Z0-9]*\b"  # printed card codes: MW1A04, MWSTX1CKF01
                  r"|\b[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\b"  # a file's card GUID
                  r"|\bUTF-8\b")  # the text encoding's name, so in every language
PROGRAM = re.compile(r"^spellforge(?: [a-z-]+)?:", re.M)
FOREIGN_LETTERS = re.compile(r"[А-яЁёąćęłńóśźżĄĆĘŁŃÓŚŹŻ]")
# an English source's Russian or Polish examples ("or (или, lub)") are not English words
FOREIGN_EXAMPLE = re.compile(r"\([^()]*[^\x00-\x7f‘’“”–—…×→−][^()]*\)|«[^»]*»|„[^”]*”")
# Contexts of the .ts whose entries the command line prints
CLI_CONTEXTS = ("Cli", "GoldfishReport", "Validation", "CostExplanation", "PlaytestLog", "PlaytestWindow",
                "MKReport", "MageKnight", "CardBrowser", "ImportWarnings", "UserData", "MKHelp", "SSHelp")


def allow_list() -> dict[str, set[str]]:
    """{language: words} from the table between the markers in i18n/README.md."""
    text = README.read_text(encoding="utf-8")
    block = text.split("<!-- language-lint allow-list -->")[1].split("<!-- end of the allow-list -->")[0]
    allowed: dict[str, set[str]] = {"ru": set(), "pl": set()}
    for line in block.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or cells[0] in ("word", "") or set(cells[0]) <= set("-: "):
            continue
        word, langs, reason = cells
        assert reason, f"i18n/README.md: the allow-list entry {word!r} gives no reason"
        for lang in re.findall(r"ru|pl", langs):
            allowed[lang] |= {w.strip("«»` ").lower() for w in word.split(",")}
    return allowed


ALLOWED = allow_list()


def english_vocabulary() -> set[str]:
    """Every word of the English interface: .ts sources, English summary templates, English terms."""
    words: set[str] = set()
    root = ET.parse(ROOT / "i18n" / "spellforge_ru.ts").getroot()
    for source in root.iter("source"):
        text = FOREIGN_EXAMPLE.sub(" ", (source.text or "").replace("&", ""))
        if not FOREIGN_LETTERS.search(text):  # a source that lists Russian or Polish examples is not all English
            words |= {w.lower() for w in WORD.findall(PLACEHOLDER.sub(" ", text))}
    for name in ("effect_templates.csv", "terms.csv"):
        with open(ROOT / "db" / "i18n" / name, encoding="utf-8") as f:
            for row in csv.DictReader(f):
                words |= {w.lower() for w in WORD.findall(PLACEHOLDER.sub(" ", row["en"]))}
    return {w for w in words if len(w) > 1}


ENGLISH = english_vocabulary()


def foreign_words(text: str, lang: str) -> list[str]:
    """The words of `text` that are English for a reader of `lang` and not on the allow-list."""
    text = PLACEHOLDER.sub(" ", BACKTICKS.sub(" ", CODE.sub(" ", PROGRAM.sub(" ", text))))
    if lang == "ru":
        found = LATIN.findall(text)
    else:
        found = [w for w in WORD.findall(text) if w.lower() in ENGLISH and not re.search(r"[^\x00-\x7f]", w)]
    return sorted({w for w in found if w.lower().strip("'’") not in ALLOWED[lang]})


def test_the_lint_catches_english():
    assert foreign_words("Игнорирует: attack spells", "ru") == ["attack", "spells"]
    assert foreign_words("NOT buildable from the collection alone", "pl") == ["NOT", "alone", "buildable", "collection",
                                                                             "from", "the"]
    assert foreign_words("Cel: Życie 20, Zbroja 0; mana 5", "pl") == []
    assert foreign_words("spellforge validate: `spellforge mage Warlock` MW1A04 X", "ru") == []
    english = "usage: spellforge odds --dice DICE\nspellforge odds: error: the following arguments are required: --dice"
    assert foreign_words(without_syntax(english), "ru") == ["are", "arguments", "error", "following", "required", "the"]
    russian = "использование: spellforge odds --dice DICE\nspellforge odds: ошибка: нужно указать: --dice"
    assert foreign_words(without_syntax(russian), "ru") == []


def test_every_allow_list_entry_has_a_reason_and_the_list_is_short():
    assert 0 < len(ALLOWED["ru"]) <= 25 and 0 < len(ALLOWED["pl"]) <= 48  # 45 + JSON, CSV (the --help pages), emporium


# -- sentences of the code: every kind, in every language ---------------------------------------

def ts_translations(lang: str):
    root = ET.parse(ROOT / "i18n" / f"spellforge_{lang}.ts").getroot()
    for context in root.findall("context"):
        name = context.findtext("name")
        if name not in CLI_CONTEXTS:
            continue
        for message in context.findall("message"):
            translation = message.find("translation")
            for text in [f.text for f in translation.findall("numerusform")] or [translation.text]:
                yield f"{name}: {message.findtext('source')}", text or ""


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_every_command_line_sentence(lang):
    """Errors, labels and verdicts of the CLI, the validation messages and the goldfish log: every
    entry of their .ts contexts."""
    bad = [(where, words) for where, text in ts_translations(lang) if (words := foreign_words(text, lang))]
    assert bad == []


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_every_validation_message_kind(lang, library):
    from spellforge.rules.explanation import REASONS, Explanation, Term
    from spellforge.rules.legality import PROBLEM_CODES
    from spellforge.rules.messages import NOTICES, only_label, render_explanation, render_problem

    mage = library.mage("Priestess").display_name(lang)
    card = library.card_by_name("Lair").display_name(lang)
    params = {"mage": mage, "used": 121, "max": 120, "card": card, "card_name": card, "qty": 7, "limit": 6,
              "level": 1, "classes": "Beastmaster", "schools": "Dark", "line": 3, "text": "1 …", "figure": mage,
              "stats": mage, "element": library.term("school", "Fire", lang), "points_used": 22, "set": "—",
              "fields": ("cost", "traits"), "priced": "canonical"}
    only = {"class_only": only_label(("Beastmaster",), lang, library.term),
            "school_only": only_label(("Dark",), lang, library.term, school=True)}
    texts = [render_problem(code, {**params, "only": only.get(code, "")}, lang)
             for code in [*PROBLEM_CODES, *NOTICES["en"]]]
    detail = {"level_cap": 3, "above_cap": 3, "combo": "Creature", "subtype": "Song", "type_opposed": "Creature"}
    texts += [render_explanation(Explanation("single", 8, (Term("Holy", 4, 2, r, detail.get(r)),)), lang,
                                 library.term) for r in REASONS]
    assert len(texts) > 25
    assert [(t, w) for t in texts if (w := foreign_words(t, lang))] == []


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_every_game_log_sentence_kind(lang, library):
    from spellforge.sim.report.game_log import GameLog
    from spellforge.i18n.ts_translate import ts_translator

    log = GameLog(library, lang, ts_translator(lang), "Beastmaster")
    texts = [*log.templates().values(), *log.abilities().values()]
    assert len(texts) > 35
    assert [(t, w) for t in texts if (w := foreign_words(t, lang))] == []


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_every_card_summary(lang, library):
    bad = [(c.id, w) for c in library.spells() if (w := foreign_words(library.summary(c.id, lang) or "", lang))]
    assert len(library.spells()) > 800 and bad == []


# -- the command line, as a player runs it ------------------------------------------------------

@pytest.fixture(scope="module")
def books(tmp_path_factory):
    """Spellbooks under names in the player's alphabet (a file name is the player's, not ours)."""
    folder = tmp_path_factory.mktemp("книги")
    shutil.copy(OFFICIAL_DIR / "Wizard Official.o8d", folder / "Волшебник.o8d")
    shutil.copy(OFFICIAL_DIR / "Beastmaster Offical.o8d", folder / "Хозяин.o8d")
    # 7 Dispels (at most 6), a Beastmaster-only card, an untrained school, a line that is no card
    (folder / "плохая.txt").write_text("Mage: Wizard\n7 Dispel\n1 Lair\n2 Zombie Minion\n1 Кракозябра\n",
                                       encoding="utf-8")
    # a pasted list: a heading, a comment, a stated total, no mage (the mages it fits are suggested)
    (folder / "список.txt").write_text("## Creatures\n1 Goblin Builder\n2 Fireball\n// my notes\nTotal: 3\n",
                                       encoding="utf-8")
    # a pack of card images: one card's picture, a damaged one, a file that is no image
    from PIL import Image

    pictures = folder / "картинки"
    pictures.mkdir()
    Image.new("RGB", (20, 28), "red").save(pictures / "Огненный шар.png")
    (pictures / "битая.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 40)
    (pictures / "заметка.txt").write_text("—", encoding="utf-8")
    # card names: the shipped name (unchanged: the session's library is not renamed), an unknown card,
    # a language that is none of ours
    (folder / "имена.csv").write_text("card_id,lang,name\nfireball,ru,Огненный шар\nнет-такой,ru,Х\nfireball,де,Х\n",
                                      encoding="utf-8")
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


# the player's file quoted after the fate of its line (`import`: "2  карта  7 × Рассеивание  ← 7 Dispel")
QUOTED_LINE = re.compile(r"← .*")
# the user data's files and their backups, named alike in every language (user.sqlite, user-….sqlite)
USER_FILES = re.compile(r"\S*\.sqlite\S*")

# (arguments, exit status); BOOK/BAD/BEAST are the files above, TYPO a mistyped search key in the language
TYPOS = {"ru": "школаа:огонь", "pl": "szkołaa:ogień"}
COMMANDS = [
    (("card", "Fireball"), 0), (("card", "Mountain Gorilla"), 0), (("card", "Elemental Cloak"), 0),
    (("card", "Fireballl"), 1), (("card", "Warlock"), 2), (("card", " "), 1),
    (("mage", "Warlock"), 0), (("mage", "Wizard"), 0), (("mage", "Wizzard"), 1),
    (("validate", "BOOK"), 0), (("validate", "BAD"), 1), (("validate", "BAD", "--mage", "Nobody"), 2),
    (("validate", "BOOK", "--mage", "Warlock"), 1), (("validate", "MISSING"), 2), (("validate", "FOLDER"), 2),
    (("search", "s:fire l:2"), 0), (("search", "TYPO"), 2), (("search", "s:fire l:1", "--mage", "Warlock"), 0),
    (("search", "zzzzqqq"), 0),
    (("goldfish", "BEAST", "--games", "1", "--log", "--policy", "greedy"), 0),
    (("goldfish", "BEAST", "BOOK", "--games", "10", "--policy", "greedy"), 0),
    (("goldfish", "MISSING", "--games", "1"), 2),
    (("collection", "check", "BOOK"), 1), (("collection", "show"), 0),
    (("library", "stats"), 0), (("export", "BOOK", "--to", "text"), 0),
    (("render", "Fireball", "--size", "200x280", "-o", "PICTURE"), 0), (("render", "Fireball", "-o", "NOT_A_PICTURE"), 2),
    # argparse's own errors: a mistyped command, a missing argument, a value of the wrong kind
    (("validat", "BOOK"), 2), (("validate",), 2), (("odds", "--dice", "many"), 2),
    (("render", "Fireball", "--size", "5x5", "-o", "PICTURE"), 2), (("collection", "add", "Fireball", "0"), 2),
    # reading, saving and keeping books; the user data; images; card names; dice odds; templates
    (("import", "BAD"), 0), (("import", "BOOK"), 0), (("import", "LIST"), 0),
    (("books", "save", "BOOK"), 0), (("books", "save", "BAD", "--into", "1"), 0), (("books", "list"), 0),
    (("books", "history", "1"), 0), (("books", "diff", "1@1", "1"), 0),
    (("books", "export", "1", "--to", "text", "-o", "EXPORTED"), 0), (("books", "delete", "1"), 0),
    (("books", "history", "Никто"), 2),
    (("data", "check"), 0), (("data", "backup"), 0), (("data", "restore", "--latest"), 0),
    (("data", "restore", "MISSING"), 2), (("data", "salvage", "-o", "SALVAGED"), 0),
    (("images", "import", "PICTURES"), 0), (("images", "import", "MISSING"), 2),
    (("translations", "import", "NAMES"), 1), (("translations", "set", "Fireball", "ru", "Шар"), 0),
    (("translations", "set", "Fireballl", "pl", "Kula"), 1),
    (("odds", "--dice", "3", "--armor", "1", "--piercing", "1", "--incorporeal", "--ethereal", "--defense", "7",
      "--defender-daze", "1"), 0),
    (("odds", "--dice", "3", "--defender-daze", "1"), 2), (("odds", "--dice", "999"), 2),
    (("convert-templates", "DECKS", "--out", "TEMPLATES"), 0), (("convert-sets", "SETS", "--out", "CONVERTED"), 0),
]


def names_shown_beside(library) -> set[str]:
    """Card and mage names in every language: the output shows another language's name on purpose
    only in parentheses after the shown one («Колдун (Warlock)») and on the names line."""
    names = {n for c in library.spells() for n in c.names.values() if n}
    return names | {n for m in library.mages() for n in (m.name, *m.names.values()) if n}


# argparse's usage block (the command's syntax: option and metavar names, in every language)
USAGE = re.compile(r"^(?:usage|использование|użycie): .*(?:\n[ \t]+.*)*", re.M)


def without_syntax(text: str) -> str:
    """The output without argparse's usage block, the values it lists as accepted, and the option
    and metavar names the block shows where its error repeats them ("trzeba podać: --dice",
    "параметр COMMAND: …"): the command's syntax is typed as it is, like a command in backticks."""
    syntax: set[str] = set()
    for block in USAGE.findall(text):
        syntax |= set(re.findall(r"-{0,2}[A-Za-z][A-Za-z_-]*", block))
    text = USAGE.sub(" ", text)
    text = re.sub(r"\((?:choose from|можно|do wyboru): [^()]*\)", " ", text)  # the values it accepts, as typed
    for word in sorted(syntax, key=len, reverse=True):
        text = re.sub(rf"(?<![\w-]){re.escape(word)}(?![\w-])", " ", text)
    return text


# argparse indents an option's or a command's invocation by 2 per level and its help from column
# 20+; the description starts at column 0. So a line indented at most 8 starts with the syntax.
INVOCATION = re.compile(r"^( {1,8})(\S+(?: \S+)*)")


def without_invocations(text: str, skip: set[str] = frozenset()) -> str:
    """argparse help without the option-invocation column (`-o OUTPUT, --output OUTPUT`, `BOOK`,
    a subcommand's name): the syntax is typed as it is. A subcommand named in `skip` goes with its
    whole help (another game's command group in the top-level list)."""
    kept, skipping = [], False
    for line in text.splitlines():
        match = INVOCATION.match(line)
        if match:
            skipping = match.group(2) in skip
            line = line[match.end():]
        elif skipping and line.startswith(" "):
            continue
        else:
            skipping = False
        if not skipping:
            kept.append(line)
    return "\n".join(kept)


def without_help_syntax(text: str, skip: set[str] = frozenset()) -> str:
    """A `--help` page without its syntax: the usage block (without_syntax) and the column of option
    names, metavars, accepted values and subcommand names that opens each option line."""
    return without_syntax(without_invocations(text, skip))


def commands_speak(commands: list, lang: str, books, capsys, library, paths_shown=()) -> list:
    """Run each (argv, exit status) in `lang` and list the foreign words of its output; every
    game's lint calls this with its own commands (Mage Knight's: tests/games/mageknight/).
    `paths_shown`: the player's own files a message names (the user data file and its folder)."""
    from spellforge.cli import main
    from spellforge.paths import data_dir

    files = {"BOOK": books / "Волшебник.o8d", "BEAST": books / "Хозяин.o8d", "BAD": books / "плохая.txt",
             "MISSING": books / "нет.o8d", "FOLDER": books, "TYPO": TYPOS[lang],
             "PICTURE": books / "огонь.png", "NOT_A_PICTURE": books / "огонь.gif", "PICTURES": books / "картинки", "LIST": books / "список.txt",
             "EXPORTED": books / "экспорт.txt", "SALVAGED": books / "спасённые", "NAMES": books / "имена.csv",
             "DECKS": DECKS_DIR, "TEMPLATES": books / "шаблоны",
             "SETS": SETS_DIR, "CONVERTED": books / "база"}
    names = names_shown_beside(library)
    names_label = library.term("stat", "names", lang)
    bad = []
    for argv, status in commands:
        words = [str(files.get(a, a)) for a in argv] + ["--lang", lang]
        typed = words + [p.name for p in books.rglob("*")]  # and the files of a folder given (a book's, a pack's)
        typed += [str(p) for p in paths_shown]
        try:
            code = main(words)
        except SystemExit as exc:  # argparse refusing the words (a mistyped command, a missing argument)
            code = exc.code
        out, err = capsys.readouterr()
        assert code == status, (words, out, err)
        text = PROGRAM.sub(" ", without_syntax(out + err))
        text = QUOTED_LINE.sub(" ", USER_FILES.sub(" ", text.replace(str(data_dir()), " ")))
        for line in (q.strip() for f in books.glob("*.txt") for q in f.read_text(encoding="utf-8").splitlines()):
            text = text.replace(f"'{line}'", " ") if line else text  # a line of their file a warning quotes
        for word in sorted(typed, key=len, reverse=True):  # what the player typed is theirs
            text = text.replace(f"'{word}'", " ").replace(word, " ")
        text = re.sub(r"\(([^()]*)\)", lambda m: " " if m.group(1) in names else m.group(0), text)
        text = "\n".join(line for line in text.splitlines() if not line.strip().startswith(names_label + ":"))
        if found := foreign_words(text, lang):
            bad.append((" ".join(argv), found))
    return bad


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_commands_in_the_players_language(lang, books, capsys, cli_library, library, library_in_data_dir):
    # (the library in the data folder too: `data` commands open it there, they would build it first)
    assert len(COMMANDS) >= 50  # with Mage Knight's 14 (its folder's lint) 73 commands in all
    bad = commands_speak(COMMANDS, lang, books, capsys, library)
    assert bad == [], "\n".join(map(str, bad))


# -- the user data's notes and errors (a newer file, a read-only folder, a damaged file) ---------

def _newer_user_file(folder: Path) -> Path:
    """A user.sqlite a newer Spellforge wrote: its schema version above ours."""
    import sqlite3

    from spellforge.library.user import schema as user_schema
    from spellforge.library.user.store import UserStore

    path = folder / "user.sqlite"
    UserStore(path).close()
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {user_schema.SCHEMA_VERSION + 1}")
    con.commit()
    con.close()
    return path


@pytest.fixture
def no_books(tmp_path):
    folder = tmp_path / "книги"
    folder.mkdir()
    return folder


# a product typed by its name in the player's language (`collection add` reads names in en/ru/pl)
CORE = {"ru": "Базовый набор", "pl": "Zestaw podstawowy"}


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_a_newer_user_file_is_noted_in_the_players_language(lang, _user_data_dir, no_books, capsys, cli_library, library):
    path = _newer_user_file(_user_data_dir)
    commands = [(("collection", "show"), 0), (("collection", "add", CORE[lang]), 2)]
    bad = commands_speak(commands, lang, no_books, capsys, library, paths_shown=(path, _user_data_dir))
    assert bad == [], "\n".join(map(str, bad))


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_a_damaged_user_file_is_said_in_the_players_language(lang, _user_data_dir, no_books, capsys, cli_library,
                                                             library):
    path = _user_data_dir / "user.sqlite"
    path.write_bytes(b"these are not the bytes of a database\n" * 8)
    commands = [(("collection", "show"), 2), (("collection", "add", CORE[lang]), 2)]
    bad = commands_speak(commands, lang, no_books, capsys, library, paths_shown=(path, _user_data_dir))
    assert bad == [], "\n".join(map(str, bad))


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_a_damaged_user_file_notes_the_shipped_names_in_the_players_language(lang, _user_data_dir, no_books, capsys,
                                                                             library, monkeypatch):
    """A command that needs no user data works on, with one note (the library is the built one; the
    user's names are read the real way, from the damaged file)."""
    from spellforge.library import repository

    monkeypatch.setattr(repository.Library, "open_or_build", classmethod(lambda cls, progress=None: library))
    path = _user_data_dir / "user.sqlite"
    path.write_bytes(b"")  # empty: damage, never a new store
    commands = [(("card", "Fireball"), 0), (("search", "s:fire l:2"), 0)]
    bad = commands_speak(commands, lang, no_books, capsys, library, paths_shown=(path, _user_data_dir))
    assert bad == [], "\n".join(map(str, bad))
    main_note = {"ru": "примечание:", "pl": "uwaga:"}[lang]
    from spellforge.cli import main

    assert main(["card", "Fireball", "--lang", lang]) == 0
    assert f"spellforge: {main_note} {path}: " in capsys.readouterr().err


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="a folder's mode stops no one running as root (and means nothing on Windows)")
@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_a_read_only_data_folder_is_said_in_the_players_language(lang, _user_data_dir, no_books, capsys, cli_library,
                                                                 library):
    path = _user_data_dir / "user.sqlite"
    os.chmod(_user_data_dir, 0o555)
    try:
        commands = [(("collection", "show"), 0), (("collection", "add", CORE[lang]), 2)]
        bad = commands_speak(commands, lang, no_books, capsys, library, paths_shown=(path, _user_data_dir))
    finally:
        os.chmod(_user_data_dir, 0o755)
    assert bad == [], "\n".join(map(str, bad))


def test_the_russian_note_names_the_file_and_says_read_only(_user_data_dir, capsys, cli_library):
    from spellforge.cli import main

    path = _newer_user_file(_user_data_dir)
    assert main(["collection", "show", "--lang", "ru"]) == 0
    err = capsys.readouterr().err.strip()
    assert err == (f"spellforge collection: примечание: файл {path} записан более новой версией программы "
                   f"(версия схемы {user_schema_version() + 1}, эта версия знает {user_schema_version()}): "
                   "он открыт только для чтения")
    assert main(["collection", "show"]) == 0  # English stays as it was
    assert "newer Spellforge" in capsys.readouterr().err


def user_schema_version() -> int:
    from spellforge.library.user.schema import SCHEMA_VERSION

    return SCHEMA_VERSION
