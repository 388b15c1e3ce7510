"""Translations of the data-safety strings: honest saves, the read-only banner, the damaged-data
dialog, Tools ▸ Check and repair… (spellforge/ui/data_safety.py and the main window's parts).
Same format as catalog_ui.py; spellbook = книга заклинаний / księga czarów (glossary §1)."""

PLURALS = {}

STRINGS = {
    "Something went wrong: {error}": ("Что-то пошло не так: {error}", "Coś poszło nie tak: {error}"),
    "Another Spellforge window is using this data folder; this one only reads it.": (
        "Эту папку данных уже использует другое окно Spellforge; это окно только читает её.",
        "Ten folder danych jest już używany przez inne okno Spellforge; to okno tylko go odczytuje."),
    "this spellbook was changed in another window or by a command": (
        "эту книгу заклинаний изменили в другом окне или командой",
        "tę księgę czarów zmieniono w innym oknie lub poleceniem"),
    "Check and repair": ("Проверка и восстановление", "Sprawdzanie i naprawa"),
    "Backups (newest first):": ("Резервные копии (сначала новые):", "Kopie zapasowe (najnowsze najpierw):"),
    "&Back up now": ("Создать &копию сейчас", "Utwórz &kopię teraz"),
    "&Restore the selected backup…": ("&Восстановить выбранную копию…", "&Przywróć wybraną kopię…"),
    "&Salvage spellbooks…": ("&Спасти книги заклинаний…", "&Ocal księgi czarów…"),
    "No data file yet: {file}": ("Файла данных пока нет: {file}", "Nie ma jeszcze pliku danych: {file}"),
    "Your data file is healthy: {file}\nSchema version {version}, {books} spellbook(s).": (
        "Файл данных в порядке: {file}\nВерсия схемы {version}, книг заклинаний: {books}.",
        "Plik danych jest w porządku: {file}\nWersja schematu {version}, ksiąg czarów: {books}."),
    "It was written by a newer Spellforge: it is opened read-only.": (
        "Он записан более новой версией Spellforge и открыт только для чтения.",
        "Został zapisany przez nowszą wersję Spellforge i jest otwarty tylko do odczytu."),
    "Your data file is DAMAGED: {file}\n{problems}\nRestore a backup or salvage your spellbooks.": (
        "Файл данных ПОВРЕЖДЁН: {file}\n{problems}\nВосстановите резервную копию или спасите книги заклинаний.",
        "Plik danych jest USZKODZONY: {file}\n{problems}\nPrzywróć kopię zapasową lub ocal księgi czarów."),
    "Could not back up:\n{error}": ("Не удалось создать копию:\n{error}", "Nie udało się utworzyć kopii:\n{error}"),
    "Backed up to {file}": ("Копия сохранена: {file}", "Kopia zapisana: {file}"),
    "Replace your data with the backup {name}?\nYour current data file is kept beside it, never deleted.": (
        "Заменить данные резервной копией {name}?\nТекущий файл данных останется рядом и не будет удалён.",
        "Zastąpić dane kopią zapasową {name}?\nObecny plik danych zostanie obok i nigdy nie zostanie usunięty."),
    "Folder for the saved spellbooks": ("Папка для спасённых книг заклинаний", "Folder na ocalone księgi czarów"),
    "Salvage spellbooks": ("Спасение книг заклинаний", "Ocalanie ksiąg czarów"),
    "Could not write to {folder}:\n{error}": ("Не удалось записать в {folder}:\n{error}",
                                              "Nie udało się zapisać do {folder}:\n{error}"),
    "{count} spellbook(s) written to {folder} as JSON files. Open them with File ▸ Open or import….": (
        "Книг заклинаний записано в {folder} (файлы JSON): {count}. Откройте их через Файл ▸ Открыть или "
        "импортировать….",
        "Zapisano ksiąg czarów w {folder} (pliki JSON): {count}. Otwórz je przez Plik ▸ Otwórz lub importuj…."),
    "Your Spellforge data cannot be read": ("Данные Spellforge не читаются", "Nie można odczytać danych Spellforge"),
    ("Spellforge could not open your data file:\n{file}\n\n{error}\n\nNothing has been changed. You can put back the "
     "latest backup (the damaged file is kept beside it), save the spellbooks that can still be read as files, or "
     "start with empty data (the damaged file is kept)."): (
        "Spellforge не смог открыть файл данных:\n{file}\n\n{error}\n\nНичего не изменено. Можно вернуть последнюю "
        "резервную копию (повреждённый файл останется рядом), сохранить в файлы книги заклинаний, которые ещё "
        "читаются, или начать с пустыми данными (повреждённый файл сохранится).",
        "Spellforge nie mógł otworzyć pliku danych:\n{file}\n\n{error}\n\nNic nie zostało zmienione. Możesz "
        "przywrócić najnowszą kopię zapasową (uszkodzony plik zostanie obok), zapisać do plików księgi czarów, które "
        "da się jeszcze odczytać, albo zacząć z pustymi danymi (uszkodzony plik zostanie zachowany)."),
    "Restore the latest backup": ("Восстановить последнюю копию", "Przywróć najnowszą kopię"),
    "Salvage spellbooks…": ("Спасти книги заклинаний…", "Ocal księgi czarów…"),
    "Start with empty data": ("Начать с пустыми данными", "Zacznij z pustymi danymi"),
    "Quit": ("Выход", "Zakończ"),
    "The damaged file is kept as {file}.": ("Повреждённый файл сохранён как {file}.",
                                            "Uszkodzony plik zachowano jako {file}."),
    "Check and &repair…": ("Проверка и &восстановление…", "Sprawdzanie i &naprawa…"),
    "Check your data file, back it up, restore a backup or salvage spellbooks": (
        "Проверить файл данных, сделать копию, восстановить копию или спасти книги заклинаний",
        "Sprawdź plik danych, utwórz kopię, przywróć kopię lub ocal księgi czarów"),
    "&Save spellbook": ("&Сохранить книгу заклинаний", "&Zapisz księgę czarów"),
    "Save the current spellbook now (it is also saved after every change)": (
        "Сохранить текущую книгу заклинаний сейчас (она сохраняется и после каждого изменения)",
        "Zapisz bieżącą księgę czarów teraz (jest też zapisywana po każdej zmianie)"),
    "Could not create the spellbook: {error}": ("Не удалось создать книгу заклинаний: {error}",
                                                "Nie udało się utworzyć księgi czarów: {error}"),
    "“{book}” is not saved: {reason}. Spellforge tries again after the next change and on File ▸ Save.": (
        "«{book}» не сохранена: {reason}. Spellforge попробует снова после следующего изменения и по "
        "Файл ▸ Сохранить.",
        "„{book}” nie jest zapisana: {reason}. Spellforge spróbuje ponownie po następnej zmianie i przy "
        "Plik ▸ Zapisz."),
    "“{book}” saved.": ("«{book}» сохранена.", "„{book}” zapisana."),
    "Not saved": ("Не сохранено", "Nie zapisano"),
    "Saved": ("Сохранено", "Zapisano"),
    "Spellbook changed elsewhere": ("Книгу заклинаний изменили в другом месте", "Księgę czarów zmieniono gdzie indziej"),
    ("“{book}” was changed in another window or by a command since you opened it. Your last change was not saved, "
     "so that their change is not lost."): (
        "«{book}» изменили в другом окне или командой после того, как вы её открыли. Ваше последнее изменение не "
        "сохранено, чтобы не потерять то изменение.",
        "„{book}” zmieniono w innym oknie lub poleceniem, odkąd ją otworzono. Twoja ostatnia zmiana nie została "
        "zapisana, aby tamta zmiana nie przepadła."),
    "Load their version": ("Загрузить их версию", "Wczytaj tamtą wersję"),
    "Keep mine as a new spellbook": ("Сохранить мою как новую книгу", "Zachowaj moją jako nową księgę"),
    "{book} (mine)": ("{book} (моя)", "{book} (moja)"),
    "Spellbooks not saved": ("Книги заклинаний не сохранены", "Księgi czarów nie są zapisane"),
    ("These spellbooks could not be saved:\n{books}\n\nExport them (File ▸ Export…) before quitting, or quit and "
     "lose their last changes."): (
        "Эти книги заклинаний не удалось сохранить:\n{books}\n\nЭкспортируйте их (Файл ▸ Экспорт…) перед выходом "
        "или выйдите, потеряв последние изменения.",
        "Tych ksiąg czarów nie udało się zapisać:\n{books}\n\nWyeksportuj je (Plik ▸ Eksportuj…) przed wyjściem "
        "albo wyjdź, tracąc ostatnie zmiany."),
    "Could not restore:\n{error}": ("Не удалось восстановить:\n{error}", "Nie udało się przywrócić:\n{error}"),
    "Backup restored; your previous data file is kept as {file}.": (
        "Резервная копия восстановлена; прежний файл данных сохранён как {file}.",
        "Kopia zapasowa przywrócona; poprzedni plik danych zachowano jako {file}."),
    "Could not back up your data: {error}": ("Не удалось сделать копию данных: {error}",
                                             "Nie udało się utworzyć kopii danych: {error}"),
    "Read-only: your changes are not saved. {reason}": ("Только чтение: изменения не сохраняются. {reason}",
                                                        "Tylko do odczytu: zmiany nie są zapisywane. {reason}"),
}
