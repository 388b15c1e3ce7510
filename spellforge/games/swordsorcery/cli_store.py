"""`spellforge ss campaign …` and `spellforge ss data …`: stored campaigns (new, list, show,
export, import, undo) and the box data (templates, import)."""

from __future__ import annotations

import sys
from pathlib import Path

from spellforge.cli import CliExit, emit
from spellforge.games.swordsorcery.cli_common import (
    REFUSED, campaign_store, data_said, library, read_checked, sheet, tr_for, validate_or_exit,
)


def _say(args, code: str, **params) -> str:
    """An input error of these commands in the reader's language (messages.input_templates)."""
    from spellforge.games.swordsorcery.messages import input_templates

    return input_templates(tr_for(args.lang or "en"))[code].format(**params)


NOT_A_PARTY = ("party_size", "same_hero", "alignment_conflict")  # 002 L318, L312, L975-979


def _campaign_new(args) -> int:
    from spellforge.games.swordsorcery.campaign import Campaign, HeroState
    from spellforge.library.user.store import UserDataError

    lib = library(getattr(args, 'lang', None))
    heroes = []
    for spec in args.hero:
        hero, sep, side = spec.partition(":")
        if not sep:
            from spellforge.games.swordsorcery.messages import input_templates

            raise CliExit(input_templates(tr_for(args.lang))["hero_spec"].format(spec=spec))
        heroes.append(HeroState(hero.strip(), side.strip()))
    if args.shards < 0:
        raise CliExit(_say(args, "not_negative", option="--shards"))
    c = Campaign(heroes=heroes, soul_storm=args.soul_storm, shards=args.shards)
    problems = validate_or_exit(c, lib, args.lang)
    tr = tr_for(args.lang)
    bad = [p for p in problems if p.code in NOT_A_PARTY]
    if bad:  # a party the rules refuse is not stored (as `party check` refuses it)
        import sys

        from spellforge.games.swordsorcery.cli_common import refusal_line

        for p in bad:
            print(refusal_line(p, tr), file=sys.stderr)
        return REFUSED
    c.log.append({"action": "new", "scenario": 1, "act": c.act, "shards": c.shards})
    store = campaign_store()
    try:
        store.save(args.name, c, "new", create=True)
    except UserDataError as exc:
        from spellforge.i18n.user_data_words import say

        raise CliExit(say(exc)) from None
    finally:
        store.store.close()
    emit({"campaign": c.to_json(), "problems": [p.as_dict(tr) for p in problems]}, args.json,
         sheet(c, lib, args.lang, problems, tr))
    return 0


def _campaign_list(args) -> int:
    from spellforge.library.user.store import UserDataError

    store = campaign_store()
    try:
        rows = store.names()
        data = []
        for name, modified, revision in rows:
            try:
                c = store.load(name)
            except UserDataError as exc:  # one damaged campaign: named, the others listed
                from spellforge.i18n.user_data_words import say

                print(f"spellforge ss: {say(exc, lang=args.lang)}", file=sys.stderr)
                continue
            data.append({"name": name, "revision": revision, "heroes": [h.hero for h in c.heroes],
                         "shards": c.shards, "scenario": c.scenario})
    finally:
        store.store.close()
    from spellforge.games.swordsorcery.messages import sheet_templates

    t = sheet_templates(tr_for(args.lang))
    emit(data, args.json, "\n".join(t["listed"].format(name=d["name"], heroes=", ".join(d["heroes"]),
                                                       shards=d["shards"], scenario=d["scenario"]) for d in data))
    return 0


def _campaign_show(args) -> int:
    from spellforge.games.swordsorcery.actions import describe

    lib, c, problems, tr = read_checked(args.campaign, args.lang)
    history = [describe(e, lib, args.lang, tr) for e in c.log]
    data = {"campaign": c.to_json(), "problems": [p.as_dict(tr) for p in problems], "history": history}
    emit(data, args.json, sheet(c, lib, args.lang, problems, tr) + ("\n\n" + "\n".join(history) if history else ""))
    return 0


def _campaign_export(args) -> int:
    from spellforge.fileio import write_atomic

    store = campaign_store()
    try:
        c = store.load(args.name)
    finally:
        store.store.close()
    if c is None:
        raise CliExit(_say(args, "no_stored", name=args.name))
    from spellforge.cli import output_path

    out = output_path(args.file)
    if out.exists() and not args.force:
        raise CliExit(_say(args, "file_exists", file=out))
    try:
        write_atomic(out, c.dumps())
    except OSError as exc:
        raise CliExit(f"{out}: {exc}") from None
    emit({"name": args.name, "file": str(out)}, args.json, f"{args.name} → {out}")
    return 0


def _campaign_import(args) -> int:
    from spellforge.games.swordsorcery.campaign import CampaignFileError, read_campaign
    from spellforge.library.user.store import UserDataError

    lib = library(getattr(args, 'lang', None))
    try:
        c = read_campaign(args.file)
    except CampaignFileError as exc:
        raise CliExit(exc.told(tr_for(args.lang))) from None
    validate_or_exit(c, lib, args.lang)  # unknown heroes are bad input, refused before storing
    name = args.name or c.name or Path(args.file).stem
    store = campaign_store()
    try:
        store.save(name, c, "import", create=True)
    except UserDataError as exc:
        from spellforge.i18n.user_data_words import say

        raise CliExit(say(exc)) from None
    finally:
        store.store.close()
    emit({"name": name, "file": args.file}, args.json, f"{args.file} → {name}")
    return 0


def _campaign_undo(args) -> int:
    from spellforge.library.user.store import UserDataError

    store = campaign_store()
    try:
        if not store.exists(args.name):
            raise CliExit(_say(args, "no_stored", name=args.name))
        c = store.undo(args.name)
    except UserDataError as exc:
        from spellforge.i18n.user_data_words import say

        raise CliExit(say(exc)) from None
    finally:
        store.store.close()
    if c is None:
        raise CliExit(_say(args, "nothing_to_undo", name=args.name), REFUSED)
    lib = library(getattr(args, 'lang', None))
    tr = tr_for(args.lang)
    problems = validate_or_exit(c, lib, args.lang)
    emit({"campaign": c.to_json(), "problems": [p.as_dict(tr) for p in problems]}, args.json,
         sheet(c, lib, args.lang, problems, tr))
    return 0


def _data_template(args) -> int:
    from spellforge.games.swordsorcery.userdata import write_templates

    lib = library(getattr(args, 'lang', None))
    try:
        written = write_templates(lib, Path(args.dir), overwrite=args.force)
    except FileExistsError as exc:
        raise CliExit(_say(args, "file_exists", file=exc)) from None
    except OSError as exc:
        raise CliExit(f"{args.dir}: {exc}") from None
    emit([str(p) for p in written], args.json, "\n".join(str(p) for p in written))
    return 0


def _data_import(args) -> int:
    import sys

    from spellforge.games.swordsorcery.library import SSDataError
    from spellforge.games.swordsorcery.store import UserData, open_facts
    from spellforge.games.swordsorcery.userdata import import_folder
    from spellforge.library.user.store import UserDataError, UserStore

    folder = Path(args.dir)
    if not folder.is_dir():
        raise CliExit(_say(args, "not_a_folder", folder=folder))
    try:
        store = UserStore()
        try:
            result = import_folder(folder, open_facts(), UserData(store))
        finally:
            store.close()
    except (SSDataError, UserDataError) as exc:
        raise CliExit(data_said(exc, args.lang)) from None
    from spellforge.games.swordsorcery.messages import sheet_templates

    t = sheet_templates(tr_for(args.lang))
    lines = [t["rows"].format(file=name, rows=n) for name, n in result.rows.items()]
    for w in result.warnings:
        print(t["box_warning"].format(**w), file=sys.stderr)
    emit(result.as_dict(), args.json, "\n".join(lines))
    return 0
