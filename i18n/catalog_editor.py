"""Translations of the spellbook editor's strings added for issue 16 (element choice, groups,
menus, filters, versions, templates, progress). Same format as catalog_ui.py."""

PLURALS = {
    "%n point(s)": (["%n очко", "%n очка", "%n очков"], ["%n punkt", "%n punkty", "%n punktów"]),
}

EN_PLURALS = {
    "%n point(s)": ["%n point", "%n points"],
}

STRINGS = {
    "— not chosen —": ("— не выбрана —", "— nie wybrano —"),
    "Priced as {element} because the book names no element: choose one.":
        ("Стоимость посчитана для стихии «{element}», потому что в книге стихия не указана: выберите её.",
         "Koszt policzono dla żywiołu {element}, bo księga nie wskazuje żywiołu: wybierz go."),
    "Priced as {element}, the element this book names.":
        ("Стоимость посчитана для стихии «{element}», указанной в книге.",
         "Koszt policzono dla żywiołu {element}, wskazanego w księdze."),
    "{element} {mage}: {points} instead of {used} — switch":
        ("{mage} ({element}): {points} вместо {used} — выбрать",
         "{mage} ({element}): {points} zamiast {used} — zmień"),
    "Price the book with this element (one undoable step)":
        ("Посчитать книгу с этой стихией (отменяется одним шагом)",
         "Policz księgę z tym żywiołem (jeden krok do cofnięcia)"),
    "Click to fold": ("Щёлкните, чтобы свернуть", "Kliknij, aby zwinąć"),
    "Click to unfold": ("Щёлкните, чтобы развернуть", "Kliknij, aby rozwinąć"),
    "Showing only: {what}": ("Показаны только: {what}", "Pokazano tylko: {what}"),
    "show all": ("показать все", "pokaż wszystkie"),
    "Filter by type: {type}": ("Отфильтровать по типу: {type}", "Filtruj według typu: {type}"),
    "Filter by school: {school}": ("Отфильтровать по школе: {school}", "Filtruj według szkoły: {school}"),
    "Add a copy of {card}": ("Добавить копию: {card}", "Dodaj kopię: {card}"),
    "Remove a copy": ("Убрать одну копию", "Usuń jedną kopię"),
    "Remove all copies": ("Убрать все копии", "Usuń wszystkie kopie"),
    "Move to candidates": ("Перенести в кандидаты", "Przenieś do kandydatów"),
    "Move to the book": ("Перенести в книгу", "Przenieś do księgi"),
    "Show the card": ("Показать карту", "Pokaż kartę"),
    "Show all cards of the book": ("Показать все карты книги", "Pokaż wszystkie karty księgi"),
    "Add to the book": ("Добавить в книгу", "Dodaj do księgi"),
    "Add to candidates": ("Добавить в кандидаты", "Dodaj do kandydatów"),
    "Change the copies of {card}": ("Изменить число копий: {card}", "Zmień liczbę kopii: {card}"),
    "Restore version {version}": ("Восстановить версию {version}", "Przywróć wersję {version}"),
    "Versions": ("Версии", "Wersje"),
    "Compare": ("Сравнить", "Porównaj"),
    "One version selected: compare it with the book now. Two selected: compare them.":
        ("Выбрана одна версия: сравнить её с книгой сейчас. Выбраны две: сравнить их.",
         "Wybrana jedna wersja: porównaj ją z obecną księgą. Wybrane dwie: porównaj je."),
    "Restore": ("Восстановить", "Przywróć"),
    "Make the book what it was in this version (Undo takes it back)":
        ("Вернуть книгу к этой версии (отменяется через «Отменить»)",
         "Przywróć księgę do tej wersji (Cofnij to odwraca)"),
    "Compare with a book…": ("Сравнить с книгой…", "Porównaj z księgą…"),
    "Saved versions of the spellbook": ("Сохранённые версии книги заклинаний", "Zapisane wersje księgi czarów"),
    "Differences": ("Различия", "Różnice"),
    "Version {n} · {when} · {points} points": ("Версия {n} · {when} · очки магии: {points}",
                                               "Wersja {n} · {when} · punkty czarów: {points}"),
    "Version {a} → now": ("Версия {a} → сейчас", "Wersja {a} → teraz"),
    "Version {a} → version {b}": ("Версия {a} → версия {b}", "Wersja {a} → wersja {b}"),
    "Compare with a book": ("Сравнить с книгой", "Porównaj z księgą"),
    "Spellbook:": ("Книга заклинаний:", "Księga czarów:"),
    "This book → {other}": ("Эта книга → {other}", "Ta księga → {other}"),
    "{qty} × {card}": ("{qty} × {card}", "{qty} × {card}"),
    "{card}: {a} → {b}": ("{card}: {a} → {b}", "{card}: {a} → {b}"),
    "The same cards.": ("Те же карты.", "Te same karty."),
    "Points: {a} → {b} ({delta})": ("Очки магии: {a} → {b} ({delta})", "Punkty czarów: {a} → {b} ({delta})"),
    "New from &template…": ("Новая по &образцу…", "Nowa z &szablonu…"),
    "Start from an official spellbook (core set, Academy, apprentice)":
        ("Начать с официальной книги заклинаний (базовый набор, Академия, ученики)",
         "Zacznij od oficjalnej księgi czarów (zestaw podstawowy, Akademia, uczniowie)"),
    "New from template…": ("Новая по образцу…", "Nowa z szablonu…"),
    "Core set: the four starting books": ("Базовый набор: четыре стартовые книги",
                                          "Zestaw podstawowy: cztery księgi startowe"),
    "Other official spellbooks": ("Другие официальные книги заклинаний", "Inne oficjalne księgi czarów"),
    "Academy spellbooks": ("Книги заклинаний Академии", "Księgi czarów Akademii"),
    "Apprentice spellbooks": ("Книги заклинаний учеников", "Księgi czarów uczniów"),
    "New from template": ("Новая книга по образцу", "Nowa księga z szablonu"),
    "Start from an official spellbook; the new book is yours to change.":
        ("Начните с официальной книги заклинаний; новую книгу можно менять как угодно.",
         "Zacznij od oficjalnej księgi czarów; nową księgę możesz dowolnie zmieniać."),
    "Spell points by school": ("Очки магии по школам", "Punkty czarów według szkół"),
    "Click a bar to show only those cards in the book; click it again to show all":
        ("Щёлкните по столбцу, чтобы показать в книге только эти карты; повторный щелчок показывает все",
         "Kliknij słupek, aby pokazać w księdze tylko te karty; ponowne kliknięcie pokazuje wszystkie"),
    "English names column": ("Столбец английских названий", "Kolumna nazw angielskich"),
    "Notes": ("Заметки", "Notatki"),
    # Mage abilities the goldfish does not model (glossary §1 #275-281)
    "Pet: the extra Melee +1 in the Beastmaster's zone":
        ("Питомец: дополнительная Ближняя атака +1 в зоне Хозяина зверей",
         "Towarzysz: dodatkowa Walka Wręcz +1 w strefie Władcy Bestii"),
    "Blood Reaper: healing the Warlock 2; he takes no damage here":
        ("Кровавый жнец: лечение Колдуна на 2; здесь Колдун не получает урона",
         "Krwawy Żniwiarz: leczenie Czarnoksiężnika o 2; tutaj nie otrzymuje on obrażeń"),
    "Curse-weaving": ("Плетение проклятий", "Tkanie klątw"),
    "Voltaric Shield: defensive, the target never attacks":
        ("Щит Волтари: защитный, а цель никогда не атакует",
         "Voltaryczna Tarcza: obronna, a cel nigdy nie atakuje"),
    "Divine Reward": ("Божественная награда", "Boska Nagroda"),
    "Restore (Priestess)": ("Возрождение (Жрица)", "Przywrócenie (Kapłanka)"),
    "Cancelled: nothing was written.": ("Отменено: ничего не записано.", "Anulowano: nic nie zapisano."),
    # The readers' warnings (spellforge/ui/import_warnings.py)
    "line {line}: {text} is a {type} but is listed under {section}":
        ("строка {line}: {text} — это {type}, но стоит в разделе {section}",
         "wiersz {line}: {text} to {type}, ale stoi w sekcji {section}"),
    "line {line}: {text} read as {card} ({percent} % sure); please check":
        ("строка {line}: {text} прочитано как {card} (уверенность {percent} %); проверьте",
         "wiersz {line}: {text} odczytano jako {card} (pewność {percent} %); sprawdź"),
    "line {line}: a second mage ({other}) is named; {mage} is kept":
        ("строка {line}: назван второй маг ({other}); оставлен {mage}",
         "wiersz {line}: podano drugiego maga ({other}); zostaje {mage}"),
    "the list names no mage": ("в списке не указан маг", "lista nie podaje maga"),
    "lines not recognised: {n}; they are kept with the spellbook":
        ("нераспознанных строк: {n}; они сохранены вместе с книгой",
         "nierozpoznane wiersze: {n}; zachowano je razem z księgą"),
    "line {line}: the list says {stated} points; the rules count {computed}":
        ("строка {line}: в списке указано {stated} очков, по правилам выходит {computed}",
         "wiersz {line}: lista podaje {stated} punktów, według zasad wychodzi {computed}"),
    "line {line}: unknown card code {code}; matched by name":
        ("строка {line}: неизвестный код карты {code}; карта найдена по названию",
         "wiersz {line}: nieznany kod karty {code}; kartę znaleziono po nazwie"),
    "line {line}: unknown card id {id}; {name} matched by name":
        ("строка {line}: неизвестный идентификатор карты {id}; {name} найдена по названию",
         "wiersz {line}: nieznany identyfikator karty {id}; {name} znaleziono po nazwie"),
    "line {line}: unknown GUID {guid}; {name} matched by name":
        ("строка {line}: неизвестный GUID {guid}; {name} найдена по названию",
         "wiersz {line}: nieznany GUID {guid}; {name} znaleziono po nazwie"),
    "line {line}: unknown GUID {guid}; the mage {name} matched by name":
        ("строка {line}: неизвестный GUID {guid}; маг {name} найден по названию",
         "wiersz {line}: nieznany GUID {guid}; maga {name} znaleziono po nazwie"),
    "the deck is for another OCTGN game ({game}); read anyway":
        ("колода для другой игры OCTGN ({game}); всё равно прочитана",
         "talia jest do innej gry OCTGN ({game}); mimo to wczytana"),
    "the Mage section names {names}; {mage} is used":
        ("в разделе Mage указаны {names}; использован {mage}",
         "sekcja Mage podaje {names}; użyto {mage}"),
    "Cancelled: nothing was stored.": ("Отменено: ничего не сохранено.", "Anulowano: nic nie zapisano."),
}
