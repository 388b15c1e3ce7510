"""What the `spellforge ss` commands share: the library, the campaign store, a campaign given as
a file or a stored name, the sheet as text and the problems in the reader's language."""

from __future__ import annotations

from pathlib import Path

from spellforge.cli import CliExit

REFUSED = 1  # a move the rules refuse; input that cannot be read exits 2 (CliExit's default)


def tr_for(lang: str):
    from spellforge.games.swordsorcery.messages import translator

    return translator(lang)


def library(lang: str | None = None):
    from spellforge.games.swordsorcery.library import SSDataError
    from spellforge.games.swordsorcery.store import open_library
    from spellforge.library.user.store import UserDataError

    try:
        return open_library()
    except (SSDataError, UserDataError) as exc:
        raise CliExit(data_said(exc, lang)) from None


def data_said(exc: Exception, lang: str | None) -> str:
    """Box data that cannot be read (file, line and what, in --lang) or a user data failure."""
    from spellforge.games.swordsorcery.library import SSDataError

    if isinstance(exc, SSDataError):
        return exc.told(tr_for(lang) if lang else None)
    from spellforge.i18n.user_data_words import say

    return say(exc, lang=lang)


def campaign_store():
    from spellforge.games.swordsorcery.store import CampaignStore
    from spellforge.library.user.store import UserDataError, UserStore

    try:
        return CampaignStore(UserStore())
    except UserDataError as exc:
        from spellforge.i18n.user_data_words import say

        raise CliExit(say(exc)) from None


def is_file(arg: str) -> bool:
    return arg.lower().endswith(".json") or "/" in arg or "\\" in arg or Path(arg).is_file()


def open_campaign(arg: str, lang: str | None = None):
    """(campaign, file path or None, store or None)."""
    from spellforge.games.swordsorcery.campaign import CampaignFileError, read_campaign

    if is_file(arg):
        try:
            return read_campaign(arg), Path(arg), None
        except CampaignFileError as exc:
            raise CliExit(exc.told(tr_for(lang) if lang else None)) from None
    store = campaign_store()
    campaign = store.load(arg)
    if campaign is None:
        from spellforge.games.swordsorcery.messages import input_templates
        from spellforge.i18n.cli_words import language

        names = [n for n, _m, _r in store.names()]
        store.store.close()
        t = input_templates(tr_for(language()))
        raise CliExit(t["no_campaign"].format(name=arg) + (" " + t["stored"].format(known=", ".join(names))
                                                            if names else ""))
    return campaign, None, store


def sheet(c, lib, lang: str, problems, tr) -> str:
    from spellforge.games.swordsorcery import rules
    from spellforge.games.swordsorcery.messages import sheet_templates
    from spellforge.games.swordsorcery.validator import Names, resolve

    t = sheet_templates(tr)
    names = Names(lib, lang)
    none = t["none"]
    lines = [t["head"].format(act=c.act, scenario=c.scenario, shards=c.shards, storm=t["storm"] if c.soul_storm else "")]
    for m in resolve(c, lib):
        h = m.state
        lines.append(t["hero"].format(hero=names.hero(m), side=names.side(m), alignment=names.term(m.alignment),
                                      level=rules.ROMAN[h.soul_level], crowns=h.crowns,
                                      ghost=t["ghost"] if h.ghost else ""))
        lines.append(t["skills"].format(list=", ".join(names.skill(s.name) for s in h.skills) or none))
        used = ", ".join(f"{names.term(slot)}: {names.item(e.name)}{' ⚒' if e.forged else ''}"
                         for slot, e in h.equipped.items())
        lines.append(t["equipped"].format(list=used or none))
        lines.append(t["inventory"].format(list=", ".join(names.item(e.name) for e in h.inventory) or none))
    if c.stash:
        lines.append(t["stash"].format(list=", ".join(names.item(e.name) for e in c.stash)))
    lines += [problem_line(p, tr) for p in problems]
    if not [p for p in problems if p.severity == "error"]:
        lines.append(t["valid"])
    return "\n".join(lines)


def problem_line(p, tr) -> str:
    mark = "!" if p.severity == "error" else "·"
    return f"{mark} [{p.code}] {p.message(tr)}" + (f" ({p.cite})" if p.cite else "")


def refusal_line(p, tr) -> str:
    """«spellforge ss: refused [code] why (line)» in the reader's language, on standard error."""
    from spellforge.games.swordsorcery.messages import sheet_templates

    return f"spellforge ss: {sheet_templates(tr)['refused']} [{p.code}] {p.message(tr)}" + (
        f" ({p.cite})" if p.cite else "")


def validate_or_exit(c, lib, lang):
    from spellforge.games.swordsorcery.validator import UnknownName, validate

    try:
        return validate(c, lib, lang)
    except UnknownName as exc:
        raise CliExit(exc.message(tr_for(lang))) from None


def read_checked(arg: str, lang: str):
    """(library, campaign, its problems, translate) for a command that only reads a campaign (a
    file or a stored one): the store, if any, is closed again at once."""
    lib = library(lang)
    c, _path, store = open_campaign(arg, lang)
    if store:
        store.store.close()
    return lib, c, validate_or_exit(c, lib, lang), tr_for(lang)
