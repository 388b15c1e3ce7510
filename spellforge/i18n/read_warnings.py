"""The spellbook readers' warnings in the reader's language, for the import report of the window
and for the command line (`spellforge export|validate … --lang`). A warning carries a code and its
parameters (spellforge/formats/warnings.py); each code has its own translated template (.ts
context ImportWarnings, plural forms where there is a count), with card, mage and spell-type names
in the card language. A warning without a code (an older reader) is shown as it is, never dropped.
`translate` is Qt's in the window; by default the .qm of the command's --lang."""

from __future__ import annotations

from spellforge.i18n.cli_words import Context, language
from spellforge.i18n.numbers import decimal, integer


def translate_warning(warning, lib=None, lang: str = "en", translate=None) -> str:
    ImportWarnings = Context("ImportWarnings", None if translate else lang, translate)
    code = getattr(warning, "code", "")
    p = dict(getattr(warning, "params", {}) or {})

    def card(card_id: str) -> str:
        c = lib.card(card_id) if lib is not None else None
        return c.display_name(lang) if c else card_id

    def mage(name: str) -> str:
        m = lib.mage(name) if lib is not None else None
        return m.display_name(lang) if m else name

    def spell_type(name: str) -> str:
        if lib is None or lang == "en":
            return name
        try:
            return lib.term("spell_type", name, lang) or name
        except Exception:  # an incomplete term table must not break the report
            return name

    quoted = repr(p["text"]) if "text" in p else ""
    if code == "listed_under":
        return ImportWarnings.tr("line {line}: {text} is a {type} but is listed under {section}").format(
            line=p["line"], text=quoted, type=spell_type(p["type"]), section=spell_type(p["section"]))
    if code == "uncertain_match":
        return ImportWarnings.tr("line {line}: {text} read as {card} ({percent} % sure); please check").format(
            line=p["line"], text=quoted, card=card(p["card"]), percent=p["percent"])
    if code == "second_mage":
        return ImportWarnings.tr("line {line}: a second mage ({other}) is named; {mage} is kept").format(
            line=p["line"], other=mage(p["other"]), mage=mage(p["mage"]))
    if code == "no_mage":
        return ImportWarnings.tr("the list names no mage")
    if code == "unresolved_lines":
        return ImportWarnings.tr("Not recognised: %n line(s); they are kept with the spellbook", "", p["n"])
    if code == "points_differ":
        return ImportWarnings.tr("line {line}: the list says %n point(s); the rules count {computed}", "", p["stated"]).format(
            line=p["line"], computed=p["computed"])
    if code == "unknown_code":
        return ImportWarnings.tr("line {line}: unknown card code {code}; matched by name").format(line=p["line"], code=repr(p["code"]))
    if code == "unknown_card_id":
        return ImportWarnings.tr("line {line}: unknown card id {id}; {name} matched by name").format(
            line=p["line"], id=repr(p["id"]), name=repr(p["name"]))
    if code == "unknown_guid":
        return ImportWarnings.tr("line {line}: unknown GUID {guid}; {name} matched by name").format(
            line=p["line"], guid=repr(p["guid"]), name=repr(p["name"]))
    if code == "unknown_mage_guid":
        return ImportWarnings.tr("line {line}: unknown GUID {guid}; the mage {name} matched by name").format(
            line=p["line"], guid=repr(p["guid"]), name=mage(p["mage"]))
    if code == "other_game":
        return ImportWarnings.tr("the deck is for another OCTGN game ({game}); read anyway").format(game=p["game"])
    if code == "several_mages":
        return ImportWarnings.tr("the Mage section names {names}; {mage} is used").format(
            names=", ".join(mage(n) for n in p["names"]), mage=mage(p["mage"]))
    return str(warning)


def translate_read_error(error, translate=None, lang: str | None = None) -> str:
    """A reader's refusal in the interface language: `file:line: message`. A refusal without a
    known code is shown as the reader wrote it. `lang`: how numbers are written (by default the
    command's --lang)."""
    ReadErrors = Context("ReadErrors", None, translate)  # lupdate reads ReadErrors.tr(…) as that context
    code = getattr(error, "code", "")
    p = dict(getattr(error, "params", {}) or {})
    text = _file_error(ReadErrors, code, p, lang or language())
    if text is not None:  # the file's or the text's refusal
        pass
    elif code == "code_version":
        text = (ReadErrors.tr("deck code version {version} is newer than this Spellforge reads (version {known}); "
                              "update Spellforge to read it") if p["version"] > p["known"] else
                ReadErrors.tr("unknown deck code version {version} (this Spellforge reads version {known})"))
        text = text.format(version=p["version"], known=p["known"])
    elif code == "code_empty":
        text = ReadErrors.tr("the deck code is empty")
    elif code == "code_character" and p.get("expected"):
        text = ReadErrors.tr("the deck code holds {character} at character {position} (column {column}), which no "
                             "deck code has; {expected} fits there").format(
            character=repr(p["character"]), position=p["position"], column=p["column"], expected=repr(p["expected"]))
    elif code == "code_character":
        text = ReadErrors.tr("the deck code holds {character} at character {position} (column {column}), which no "
                             "deck code has: only letters A–Z and digits 2–7").format(
            character=repr(p["character"]), position=p["position"], column=p["column"])
    elif code == "code_changed":
        text = ReadErrors.tr("the deck code was changed at character {position} (column {column}): {character} "
                             "should be {expected}; copy the code again").format(
            character=repr(p["character"]), position=p["position"], column=p["column"], expected=repr(p["expected"]))
    elif code == "code_lost_character":
        text = ReadErrors.tr("the deck code lost a character: {expected} is missing at character {position} "
                             "(column {column}); copy the code again").format(
            position=p["position"], column=p["column"], expected=repr(p["expected"]))
    elif code == "code_extra_character":
        text = ReadErrors.tr("the deck code has one character too many: {character} at character {position} "
                             "(column {column}); copy the code again").format(
            character=repr(p["character"]), position=p["position"], column=p["column"])
    elif code == "code_short":
        text = ReadErrors.tr("the deck code is cut short (characters: {have}, expected: {want}); copy the whole code"
                             ).format(have=p["have"], want=p["want"])
    elif code == "code_long":
        text = ReadErrors.tr("the deck code is too long: something was added at its end (characters: {have}, "
                             "expected: {want})").format(have=p["have"], want=p["want"])
    elif code == "code_too_long":
        text = ReadErrors.tr("the deck code is too long ({have} characters; a spellbook's code has at most {limit}): "
                             "not read").format(have=p["have"], limit=p["limit"])
    elif code == "code_malformed":
        text = ReadErrors.tr("the deck code checks out but its contents are malformed")
    elif code == "code_checksum":
        text = ReadErrors.tr("the deck code does not check out (its checksum differs): a character was changed, "
                             "added or left out; copy the code again")
    if text is None:
        return str(error)
    where = f"{error.file}:{error.line}" if getattr(error, "line", None) else getattr(error, "file", "")
    return f"{where}: {text}" if where else text


def _megabytes(n: int, lang: str) -> str:
    mb = n / (1024 * 1024)
    return decimal(mb, lang, 0 if mb == int(mb) else 2)


def _file_error(ReadErrors, code: str, p: dict, lang: str) -> str | None:  # noqa: N803 (named for lupdate)
    """The file's and the text's refusals (missing, unreadable, not text, not XML …), or None."""
    if code == "no_such_file":
        return ReadErrors.tr("no such file")
    if code == "permission_denied":
        return ReadErrors.tr("permission denied")
    if code == "cannot_read":
        return ReadErrors.tr("cannot read the file: {reason}").format(reason=p["reason"])
    if code == "folder":
        return ReadErrors.tr("is a folder, not a file")
    if code == "own_data_file":
        return ReadErrors.tr("is Spellforge's own data file (user.sqlite), not a file to read")
    if code == "not_regular":
        return ReadErrors.tr("is not a regular file (a pipe, a socket or a device); skipped")
    if code == "too_large" and "size" in p:
        return ReadErrors.tr("file is too large ({size} bytes; the limit is {limit} MB)").format(
            size=integer(p["size"], lang), limit=_megabytes(p["limit"], lang))
    if code in ("too_large", "grew"):
        return ReadErrors.tr("file is too large (over {limit} MB)").format(limit=_megabytes(p["limit"], lang))
    if code == "too_many_lines":
        return ReadErrors.tr("too many lines ({lines}; a spellbook has a few hundred at most, the limit is {limit}): "
                             "not read").format(lines=integer(p["lines"], lang), limit=integer(p["limit"], lang))
    if code == "file_empty":
        return ReadErrors.tr("file is empty")
    if code == "empty_text":
        return ReadErrors.tr("nothing to read: the text is empty")
    if code == "bad_after_bom":
        return ReadErrors.tr("not valid {encoding} text after its byte-order mark").format(encoding=p["encoding"])
    if code in ("not_text", "binary"):
        return ReadErrors.tr("not a text file (binary data or an unknown encoding)")
    if code == "unknown_format":
        return ReadErrors.tr("unknown format {format}; use one of {formats}").format(
            format=repr(p["format"]), formats=p["formats"])
    if code.startswith("json_"):
        return _json_error(ReadErrors, code, p)
    if code == "nested_too_deeply":
        return ReadErrors.tr("input nested too deeply")
    if code == "xml_invalid":  # the parser's own detail stays as it says it (expat's English)
        return ReadErrors.tr("not valid XML: {detail}").format(detail=p["detail"])
    if code == "xml_dtd":
        return ReadErrors.tr("XML with a DTD is refused (entity expansion risk)")
    if code == "xml_entities":
        return ReadErrors.tr("XML entity declarations are refused")
    if code == "xml_external":
        return ReadErrors.tr("XML external references are refused")
    if code == "xml_unsafe":
        return ReadErrors.tr("unsafe XML refused: {detail}").format(detail=p["detail"])
    if code == "not_a_deck":
        return ReadErrors.tr("the root element is <{root}>, not an OCTGN <deck>").format(root=p["root"])
    if code == "too_many_cards":
        return ReadErrors.tr("too many cards (over {limit} <card> entries; a spellbook has a few hundred at most): "
                             "not read").format(limit=integer(p["limit"], lang))
    if code == "empty_deck":
        return ReadErrors.tr("an empty OCTGN <deck>: no game and no cards")
    return None


def _json_error(ReadErrors, code: str, p: dict) -> str | None:  # noqa: N803 (named for lupdate)
    """A Spellforge JSON book's refusals. The keys are the file's own words, kept as written."""
    if code == "json_invalid":  # the parser's own detail stays as it says it (Python's English)
        return ReadErrors.tr("not valid JSON: {detail}").format(detail=p["detail"])
    if code == "json_not_object":
        return ReadErrors.tr("not a Spellforge spellbook (expected a JSON object)")
    if code == "json_kind":
        return ReadErrors.tr("not a Spellforge spellbook (\"kind\" is not {kind})").format(kind=repr(p["kind"]))
    if code == "json_no_version":
        return ReadErrors.tr("\"format_version\" is missing or not a number")
    if code == "json_newer":
        return ReadErrors.tr("written by a newer Spellforge (format_version {version}; this one reads {reads})").format(
            version=p["version"], reads=p["reads"])
    if code == "json_unresolved_entry":
        return ReadErrors.tr("each unresolved line needs \"line\" and \"text\"")
    key, want = f'"{p.get("key", "")}"', p.get("want")
    if want == "string":
        return ReadErrors.tr("{key} must be a string").format(key=key)
    if want == "string_or_null":
        return ReadErrors.tr("{key} must be a string or null").format(key=key)
    if want == "list":
        return ReadErrors.tr("{key} must be a list").format(key=key)
    if want == "list_of_strings":
        return ReadErrors.tr("{key} must be a list of strings").format(key=key)
    if want == "list_of_objects":
        return ReadErrors.tr("each entry of {key} must be an object").format(key=key)
    return None
