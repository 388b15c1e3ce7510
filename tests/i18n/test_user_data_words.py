"""The user data's sentences (spellforge/library/user/messages.py) said from the .ts templates
(spellforge/i18n/user_data_words.py): the English rendering is the library's own sentence, every
code has its template, the OS's common causes are named in the reader's language."""

from __future__ import annotations

import errno
import string

import pytest

from spellforge.i18n.user_data_words import os_error, say
from spellforge.library.user.messages import ENGLISH, UserMessage


def _sample(code: str) -> UserMessage:
    fields = {f for _text, f, _spec, _conv in string.Formatter().parse(ENGLISH[code]) if f}
    return UserMessage(code, **{f: f"<{f}>" for f in fields})


@pytest.mark.parametrize("code", sorted(ENGLISH))
def test_every_code_says_the_library_sentence_in_english_and_its_own_in_ru_and_pl(code):
    message = _sample(code)
    assert say(message, lang="en") == str(message)
    for lang in ("ru", "pl"):
        said = say(message, lang=lang)
        assert said != str(message) or code == "refused_write", (lang, said)  # "{path}: {reason}" is alike
        assert all(f"<{f}>" in said for f in message.params), said  # no fact is dropped


def test_a_nested_reason_and_an_os_cause_are_said_in_the_language():
    reason = UserMessage("folder_read_only", folder="/дом/данные")
    refused = UserMessage("refused_write", path="/дом/данные/user.sqlite", reason=reason)
    assert say(refused, lang="ru") == ("/дом/данные/user.sqlite: в папку /дом/данные нельзя записывать: "
                                       "пользовательские данные открыты только для чтения")
    no_room = UserMessage("no_backup", path="/d/user.sqlite", detail="No space left on device", errno=errno.ENOSPC)
    assert "No space left on device" in say(no_room, lang="en")
    assert say(no_room, lang="pl") == ("/d/user.sqlite: nie można utworzyć kopii zapasowej przed aktualizacją pliku "
                                       "(brak miejsca na dysku); zwolnij trochę miejsca i spróbuj ponownie")


def test_an_os_error_keeps_the_os_words_in_english_and_in_parentheses_when_uncommon():
    denied = PermissionError(errno.EACCES, "Permission denied", "/d/x.csv")
    assert os_error(denied, lang="en") == "/d/x.csv: Permission denied"
    assert os_error(denied, lang="ru") == "/d/x.csv: нет прав доступа"
    busy = OSError(errno.EBUSY, "Device or resource busy", "/d/x.csv")
    assert os_error(busy, lang="pl") == "/d/x.csv: operacja się nie powiodła (Device or resource busy)"


def test_text_without_a_code_is_shown_as_it_is():
    assert say("a plain sentence", lang="ru") == "a plain sentence"
