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
}
