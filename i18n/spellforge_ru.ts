<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>App</name>
    <message>
        <location filename="../spellforge/ui/app.py" line="66"/>
        <source>Preparing the card library…</source>
        <translation>Подготовка библиотеки карт…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/app.py" line="67"/>
        <location filename="../spellforge/ui/app.py" line="107"/>
        <location filename="../spellforge/ui/app.py" line="134"/>
        <source>Spellforge</source>
        <translation>Spellforge</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/app.py" line="108"/>
        <source>Something went wrong: {error}</source>
        <translation>Что-то пошло не так: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/app.py" line="147"/>
        <source>Another Spellforge window is using this data folder; this one only reads it.</source>
        <translation>Эту папку данных уже использует другое окно Spellforge; это окно только читает её.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/app.py" line="131"/>
        <source>The card library could not be opened:
{error}</source>
        <translation>Не удалось открыть библиотеку карт:
{error}</translation>
    </message>
</context>
<context>
    <name>BookCharts</name>
    <message>
        <location filename="../spellforge/ui/widgets/charts.py" line="474"/>
        <source>Copies by school</source>
        <translation>Копии по школам</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/widgets/charts.py" line="474"/>
        <source>Spell points by school</source>
        <translation>Очки магии по школам</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/widgets/charts.py" line="475"/>
        <source>Copies by type</source>
        <translation>Копии по типам</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/widgets/charts.py" line="475"/>
        <source>Copies by level</source>
        <translation>Копии по уровням</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/widgets/charts.py" line="476"/>
        <source>Copies by mana cost</source>
        <translation>Копии по стоимости в мане</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/widgets/charts.py" line="488"/>
        <source>Click a bar to show only those cards in the book; click it again to show all</source>
        <translation>Щёлкните по столбцу, чтобы показать в книге только эти карты; повторный щелчок показывает все</translation>
    </message>
</context>
<context>
    <name>BookCommands</name>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="100"/>
        <source>Move {card} to candidates</source>
        <translation>В кандидаты: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="101"/>
        <source>Move {card} to the book</source>
        <translation>В книгу: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="114"/>
        <source>Add cards</source>
        <translation>Добавить карты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="262"/>
        <source>Change the copies of {card}</source>
        <translation>Изменить число копий: {card}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/document.py" line="265"/>
        <source>Add %n × {card}</source>
        <translation>
            <numerusform>Добавить %n × {card}</numerusform>
            <numerusform>Добавить %n × {card}</numerusform>
            <numerusform>Добавить %n × {card}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/document.py" line="266"/>
        <source>Remove %n × {card}</source>
        <translation>
            <numerusform>Убрать %n × {card}</numerusform>
            <numerusform>Убрать %n × {card}</numerusform>
            <numerusform>Убрать %n × {card}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/document.py" line="268"/>
        <source>Add %n × {card} to candidates</source>
        <translation>
            <numerusform>Добавить %n × {card} в кандидаты</numerusform>
            <numerusform>Добавить %n × {card} в кандидаты</numerusform>
            <numerusform>Добавить %n × {card} в кандидаты</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/document.py" line="269"/>
        <source>Remove %n × {card} from candidates</source>
        <translation>
            <numerusform>Убрать %n × {card} из кандидатов</numerusform>
            <numerusform>Убрать %n × {card} из кандидатов</numerusform>
            <numerusform>Убрать %n × {card} из кандидатов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="297"/>
        <source>Restore version {version}</source>
        <translation>Восстановить версию {version}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="315"/>
        <source>Rename the book to “{value}”</source>
        <translation>Переименовать книгу в «{value}»</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="316"/>
        <source>Choose the mage {value}</source>
        <translation>Выбрать мага: {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="317"/>
        <source>Choose the element {value}</source>
        <translation>Выбрать стихию: {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="318"/>
        <source>Edit the notes</source>
        <translation>Изменить заметки</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="319"/>
        <source>Set the tags</source>
        <translation>Изменить метки</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="328"/>
        <source>Edit the book</source>
        <translation>Изменить книгу</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="320"/>
        <source>Remove a line that is not a card</source>
        <translation>Удалить строку, которая не является картой</translation>
    </message>
</context>
<context>
    <name>BookDocument</name>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="167"/>
        <source>this spellbook was changed in another window or by a command</source>
        <translation>эту книгу заклинаний изменили в другом окне или командой</translation>
    </message>
</context>
<context>
    <name>BookTableModel</name>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="308"/>
        <source>The cost appears once a mage is chosen.</source>
        <translation>Стоимость появится, когда будет выбран маг.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="316"/>
        <source>✎ Your own name for this card (Edit name… in the card panel changes or resets it)</source>
        <translation>✎ Ваше собственное название карты («Изменить название…» в панели карты меняет или сбрасывает его)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="318"/>
        <source>* Unofficial translation made by the Spellforge project (not printed in a rulebook)</source>
        <translation>* Неофициальный перевод проекта Spellforge (не напечатан в правилах)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="319"/>
        <source>Summary: {text}</source>
        <translation>Кратко: {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="320"/>
        <source>Printed text (English, from your OCTGN install): {text}</source>
        <translation>Печатный текст (английский, из вашей установки OCTGN): {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="327"/>
        <source>Problem: {text}</source>
        <translation>Проблема: {text}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/book_model.py" line="383"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/book_model.py" line="385"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="386"/>
        <source>Click to unfold</source>
        <translation>Щёлкните, чтобы развернуть</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="387"/>
        <source>Click to fold</source>
        <translation>Щёлкните, чтобы свернуть</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="404"/>
        <source>missing {n}</source>
        <translation>не хватает {n}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="406"/>
        <source>in {books}</source>
        <translation>в книге: {books}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="416"/>
        <source>You own {owned}; this book needs {need}.</source>
        <translation>У вас {owned}; этой книге нужно {need}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="419"/>
        <source>Missing: you own {owned} and this book needs {need}.</source>
        <translation>Не хватает: у вас {owned}, а этой книге нужно {need}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="421"/>
        <source>Conflict: you own {owned}, but assembled spellbooks hold some of them; {have} of the {need} are free for this book.</source>
        <translation>Конфликт: у вас {owned}, но часть копий занята собранными книгами; для этой книги свободно {have} из {need}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="425"/>
        <source>Copies held by assembled spellbooks: {books}</source>
        <translation>Копии в собранных книгах: {books}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="433"/>
        <source>No collection recorded, so no marks are shown. Record the boxes you own in Tools ▸ Collection to see which cards of this book you are missing.</source>
        <translation>Коллекция не заполнена, поэтому отметок нет. Укажите свои коробки в «Инструменты ▸ Коллекция», чтобы увидеть, каких карт этой книги вам не хватает.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="435"/>
        <source>Copies free for this book / copies it needs: ✔ enough, ✖ missing, ⚠ held by an assembled spellbook</source>
        <translation>Свободные для этой книги копии / нужные копии: ✔ хватает, ✖ не хватает, ⚠ заняты собранной книгой</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="444"/>
        <source>Copies</source>
        <translation>Копии</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="444"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="445"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="445"/>
        <source>Schools</source>
        <translation>Школы</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="445"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="446"/>
        <source>Cost each</source>
        <translation>Цена за копию</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="446"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="444"/>
        <source>Owned</source>
        <translation>В коллекции</translation>
    </message>
</context>
<context>
    <name>BooksPanel</name>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="26"/>
        <source>Delete the book “{name}”</source>
        <translation>Удалить книгу «{name}»</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="95"/>
        <source>Filter by name or tag</source>
        <translation>Фильтр по названию или метке</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="96"/>
        <source>Filter spellbooks</source>
        <translation>Фильтр книг заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="97"/>
        <source>New</source>
        <translation>Новая</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="97"/>
        <location filename="../spellforge/ui/books/panel.py" line="267"/>
        <source>Duplicate</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="97"/>
        <location filename="../spellforge/ui/books/panel.py" line="267"/>
        <source>Rename…</source>
        <translation>Переименовать…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="98"/>
        <location filename="../spellforge/ui/books/panel.py" line="267"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="99"/>
        <source>Create an empty spellbook</source>
        <translation>Создать пустую книгу заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="99"/>
        <source>Copy the selected spellbook</source>
        <translation>Скопировать выбранную книгу заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="100"/>
        <source>Rename the selected spellbook</source>
        <translation>Переименовать выбранную книгу заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="101"/>
        <source>Delete the selected spellbook (can be undone)</source>
        <translation>Удалить выбранную книгу заклинаний (можно отменить)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="106"/>
        <location filename="../spellforge/ui/books/panel.py" line="107"/>
        <source>Undo delete</source>
        <translation>Отменить удаление</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="108"/>
        <source>Spellbooks</source>
        <translation>Книги заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="109"/>
        <source>Filter by mage</source>
        <translation>Фильтр по магу</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="202"/>
        <source>All mages</source>
        <translation>Все маги</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="189"/>
        <source>Untitled spellbook</source>
        <translation>Книга без названия</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="189"/>
        <source>no mage</source>
        <translation>маг не выбран</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="193"/>
        <source>▣ assembled</source>
        <translation>▣ собрана</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="195"/>
        <source>Changed {when}</source>
        <translation>Изменена {when}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="262"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="263"/>
        <source>Take apart (no longer assembled)</source>
        <translation>Разобрать (больше не собрана)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="263"/>
        <source>Mark assembled</source>
        <translation>Отметить как собранную</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="266"/>
        <source>What to buy for it…</source>
        <translation>Что для неё купить…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="287"/>
        <source>New spellbook</source>
        <translation>Новая книга заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="296"/>
        <source>{name} (copy)</source>
        <translation>{name} (копия)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="316"/>
        <source>Rename spellbook</source>
        <translation>Переименовать книгу заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="316"/>
        <source>New name:</source>
        <translation>Новое название:</translation>
    </message>
</context>
<context>
    <name>BoxDataDialog</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/box_data.py" line="55"/>
        <source>Box data</source>
        <translation>Данные коробки</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/box_data.py" line="56"/>
        <source>Add a row</source>
        <translation>Добавить строку</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/box_data.py" line="120"/>
        <source>✓ Every row reads.</source>
        <translation>✓ Все строки читаются.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/box_data.py" line="32"/>
        <source>Heroes</source>
        <translation>Герои</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/box_data.py" line="32"/>
        <source>Soul stones</source>
        <translation>Камни душ</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/box_data.py" line="33"/>
        <source>Skills</source>
        <translation>Умения</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/box_data.py" line="33"/>
        <source>Items</source>
        <translation>Предметы</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="323"/>
        <source>Card search</source>
        <translation>Поиск карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="325"/>
        <location filename="../spellforge/ui/browser/browser.py" line="326"/>
        <source>Search syntax help</source>
        <translation>Справка по синтаксису поиска</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="327"/>
        <location filename="../spellforge/ui/browser/browser.py" line="329"/>
        <source>Pictures</source>
        <translation>Картинки</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="328"/>
        <source>Show the results as a grid of card pictures instead of a table</source>
        <translation>Показать результаты сеткой картинок карт вместо таблицы</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="330"/>
        <source>Epic</source>
        <translation>Эпические</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="331"/>
        <source>Only Epic spells (is:epic)</source>
        <translation>Только эпические заклинания (это:эпические)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="332"/>
        <source>Legal for this book</source>
        <translation>Можно в эту книгу</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="333"/>
        <source>Only cards the open spellbook&apos;s mage can take in its format (legal:book)</source>
        <translation>Только карты, которые маг открытой книги заклинаний может взять в её формате (можно:книга)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="334"/>
        <source>Open a spellbook and choose its mage to use this filter</source>
        <translation>Откройте книгу заклинаний и выберите мага, чтобы включить этот фильтр</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="358"/>
        <source>Show only this spell type (t:{type})</source>
        <translation>Показать только этот тип заклинаний (тип:{type})</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/browser/browser.py" line="344"/>
        <location filename="../spellforge/ui/browser/browser.py" line="488"/>
        <location filename="../spellforge/cli/cmd_card.py" line="357"/>
        <location filename="../spellforge/cli/cmd_card.py" line="367"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="493"/>
        <location filename="../spellforge/cli/cmd_card.py" line="356"/>
        <source>No cards — did you mean {names}?</source>
        <translation>Нет карт — может быть, {names}?</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="495"/>
        <source>No card matches “{query}”. Remove a filter chip or a condition, check the spelling, or press ? for the search syntax.</source>
        <translation>Ни одна карта не подходит под «{query}». Снимите фильтр или условие, проверьте написание или нажмите ? — там синтаксис поиска.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="21"/>
        <source>Unknown filter “{detail}” at position {pos}. Known filters: s, l, t, st, tr, c, set, a, f, is, owned, life, armor, range, slot, does, text, legal, pts.</source>
        <translation>Неизвестный фильтр «{detail}» в позиции {pos}. Фильтры: ш, у, т, пт, св, ц, набор, д, ф, это, есть, жизнь, броня, дистанция, место, делает, текст, можно, очки.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="44"/>
        <source>Did you mean “{suggestion}”?</source>
        <translation>Может быть, «{suggestion}»?</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="513"/>
        <source>That part is ignored.</source>
        <translation>Эта часть не учитывается.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="25"/>
        <source>“{term}” at position {pos} needs a number.</source>
        <translation>«{term}» в позиции {pos}: нужно число.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="26"/>
        <source>“{term}” at position {pos}: this filter only takes “:” or “!=”.</source>
        <translation>«{term}» в позиции {pos}: этот фильтр принимает только «:» или «!=».</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="23"/>
        <source>Nothing is called “{detail}” (in “{term}” at position {pos}).</source>
        <translation>Ничего не называется «{detail}» (в «{term}», позиция {pos}).</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="298"/>
        <source>English names column</source>
        <translation>Столбец английских названий</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="27"/>
        <source>“{term}” at position {pos} needs a value.</source>
        <translation>«{term}» в позиции {pos}: нужно значение.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="28"/>
        <source>Missing closing quote at position {pos}.</source>
        <translation>Нет закрывающей кавычки в позиции {pos}.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="29"/>
        <source>“)” at position {pos} closes nothing.</source>
        <translation>«)» в позиции {pos} ничего не закрывает.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="30"/>
        <source>“(” at position {pos} is never closed.</source>
        <translation>«(» в позиции {pos} не закрыта.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="31"/>
        <source>“{term}” at position {pos} needs a condition on both sides.</source>
        <translation>«{term}» в позиции {pos}: нужно условие с обеих сторон.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="32"/>
        <source>Too many nested parentheses at position {pos}.</source>
        <translation>Слишком много вложенных скобок в позиции {pos}.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="33"/>
        <source>The query is too long; only its first {detail} characters are used.</source>
        <translation>Запрос слишком длинный; учитываются только первые {detail} символов.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="34"/>
        <source>“{term}”: owned: needs the collection, which is empty.</source>
        <translation>«{term}»: фильтру «есть:» нужна коллекция, а она пуста.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="35"/>
        <source>“{term}” at position {pos} needs an open spellbook with a mage.</source>
        <translation>«{term}» в позиции {pos}: нужна открытая книга заклинаний с выбранным магом.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="36"/>
        <source>“{term}” at position {pos} is not available yet.</source>
        <translation>«{term}» в позиции {pos} пока недоступен.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="40"/>
        <source>Cannot read “{term}” at position {pos}.</source>
        <translation>Не удалось разобрать «{term}» в позиции {pos}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="324"/>
        <source>Clear the search</source>
        <translation>Очистить поиск</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="39"/>
        <source>Unknown filter “{detail}” at position {pos}. Known filters: {keys}.</source>
        <translation>Неизвестный фильтр «{detail}» в позиции {pos}. Фильтры: {keys}.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="24"/>
        <source>No set is called “{detail}” (in “{term}” at position {pos}). Sets: {choices}.</source>
        <translation>Нет набора «{detail}» (в «{term}», позиция {pos}). Наборы: {choices}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="321"/>
        <source>s:fire t:creature l&lt;=2 … or a card name in any language</source>
        <translation>школа:огонь тип:существо … или название на любом языке</translation>
    </message>
</context>
<context>
    <name>CardDetail</name>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="96"/>
        <source>Card details</source>
        <translation>Сведения о карте</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="97"/>
        <source>Edit name…</source>
        <translation>Изменить название…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="108"/>
        <source>Correct this card&apos;s name {language}; it is kept in your data</source>
        <translation>Исправить название этой карты {language}; оно хранится в ваших данных</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="113"/>
        <source>Select a card to see its details.</source>
        <translation>Выберите карту, чтобы увидеть сведения о ней.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="126"/>
        <source>✎ Your own name for this card (Edit name… in the card panel changes or resets it)</source>
        <translation>✎ Ваше собственное название карты («Изменить название…» в панели карты меняет или сбрасывает его)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="128"/>
        <location filename="../spellforge/ui/cards/detail.py" line="221"/>
        <location filename="../spellforge/ui/cards/detail.py" line="407"/>
        <source>Unofficial translation made by the Spellforge project (not printed in a rulebook)</source>
        <translation>Неофициальный перевод проекта Spellforge (не напечатан в правилах)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="174"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="175"/>
        <location filename="../spellforge/ui/cards/detail.py" line="294"/>
        <source>Subtypes</source>
        <translation>Подтипы</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="176"/>
        <source>Schools</source>
        <translation>Школы</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="177"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="178"/>
        <source>Casting cost</source>
        <translation>Стоимость сотворения</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="180"/>
        <source>Reveal cost</source>
        <translation>Стоимость открытия</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="181"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="181"/>
        <source>Quick</source>
        <translation>Быстрое</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="181"/>
        <source>Full</source>
        <translation>Полное</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="183"/>
        <source>Range</source>
        <translation>Дистанция</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="184"/>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="185"/>
        <location filename="../spellforge/ui/cards/detail.py" line="293"/>
        <source>Life</source>
        <translation>Жизнь</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="186"/>
        <location filename="../spellforge/ui/cards/detail.py" line="293"/>
        <source>Armor</source>
        <translation>Броня</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="187"/>
        <location filename="../spellforge/ui/cards/detail.py" line="293"/>
        <source>Channeling</source>
        <translation>Приток маны</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="189"/>
        <source>once per round</source>
        <translation>раз в раунд</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="189"/>
        <source>every attack</source>
        <translation>против каждой атаки</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="190"/>
        <source>Defense</source>
        <translation>Защита</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="191"/>
        <source>Equipment slots</source>
        <translation>Места снаряжения</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="192"/>
        <source>Traits</source>
        <translation>Свойства</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="194"/>
        <source>Grants</source>
        <translation>Даёт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="195"/>
        <source>Formats</source>
        <translation>Форматы</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="244"/>
        <source>melee</source>
        <translation>ближняя</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="244"/>
        <source>ranged</source>
        <translation>дальняя</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="247"/>
        <source>{name}: ability, {dice} dice, range {low}–{high}</source>
        <translation>{name}: способность, кубиков: {dice}, дистанция {low}–{high}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="248"/>
        <source>{name}: ability, range {low}–{high}</source>
        <translation>{name}: способность, дистанция {low}–{high}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="251"/>
        <source>{name}: {kind} attack, {dice} dice, range {low}–{high}</source>
        <translation>{name}: атака ({kind}), кубиков: {dice}, дистанция {low}–{high}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="254"/>
        <source>{name}: attack, {dice} dice</source>
        <translation>{name}: атака, кубиков: {dice}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="256"/>
        <source>{attack} (as printed in {printing})</source>
        <translation>{attack} (в издании {printing})</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="262"/>
        <source>Damage type</source>
        <translation>Тип повреждений</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="279"/>
        <source>Effect die {roll}: {effects}</source>
        <translation>Кубик эффектов {roll}: {effects}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="213"/>
        <source>Names</source>
        <translation>Названия</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="213"/>
        <source>no name yet</source>
        <translation>названия пока нет</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="224"/>
        <location filename="../spellforge/ui/cards/detail.py" line="403"/>
        <source>Your own name for this card (Edit name… changes or resets it)</source>
        <translation>Ваше собственное название карты («Изменить название…» меняет или сбрасывает его)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="227"/>
        <source>Printings</source>
        <translation>Издания</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="234"/>
        <source>Errata</source>
        <translation>Исправления</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="324"/>
        <source>What it does (summary)</source>
        <translation>Что делает (кратко)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="325"/>
        <source>A summary made by Spellforge from the card&apos;s effects, not the printed text.</source>
        <translation>Краткое изложение, составленное Spellforge по эффектам карты, а не печатный текст карты.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="331"/>
        <source>Printed text (English, from your OCTGN install)</source>
        <translation>Печатный текст (английский, из вашей установки OCTGN)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="365"/>
        <source>What the keywords mean</source>
        <translation>Что означают ключевые слова</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="273"/>
        <source>Can only target: {what}</source>
        <translation>Может атаковать только: {what}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="270"/>
        <source>{trait} per {token} token</source>
        <translation>{trait} за каждый жетон «{token}»</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="294"/>
        <source>Attacks</source>
        <translation>Атаки</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="300"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="301"/>
        <source>Trait added: {value}</source>
        <translation>Добавлено свойство: {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="302"/>
        <source>Trait removed: {value}</source>
        <translation>Убрано свойство: {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="303"/>
        <source>Attack trait added: {value}</source>
        <translation>Атаке добавлено свойство: {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="304"/>
        <source>Attack trait removed: {value}</source>
        <translation>У атаки убрано свойство: {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="305"/>
        <source>Granted trait removed: {value}</source>
        <translation>Убрано даруемое свойство: {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="306"/>
        <source>Granted trait corrected: {value}</source>
        <translation>Исправлено даруемое свойство: {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="309"/>
        <source>No attack bar</source>
        <translation>Атак нет</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="315"/>
        <source>{change} (official errata)</source>
        <translation>{change} (официальные исправления)</translation>
    </message>
</context>
<context>
    <name>CardGridModel</name>
    <message>
        <location filename="../spellforge/ui/cards/grid.py" line="70"/>
        <source>Summary: {text}</source>
        <translation>Кратко: {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/grid.py" line="71"/>
        <source>Printed text (English, from your OCTGN install): {text}</source>
        <translation>Печатный текст (английский, из вашей установки OCTGN): {text}</translation>
    </message>
</context>
<context>
    <name>CardMenus</name>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="22"/>
        <source>Filter by type: {type}</source>
        <translation>Отфильтровать по типу: {type}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="26"/>
        <source>Filter by school: {school}</source>
        <translation>Отфильтровать по школе: {school}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="38"/>
        <source>Add a copy of {card}</source>
        <translation>Добавить копию: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="40"/>
        <source>Remove a copy</source>
        <translation>Убрать одну копию</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="41"/>
        <source>Remove all copies</source>
        <translation>Убрать все копии</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="42"/>
        <source>Move to candidates</source>
        <translation>Перенести в кандидаты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="42"/>
        <source>Move to the book</source>
        <translation>Перенести в книгу</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="45"/>
        <location filename="../spellforge/ui/cards/menus.py" line="61"/>
        <source>Show the card</source>
        <translation>Показать карту</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="49"/>
        <source>Show all cards of the book</source>
        <translation>Показать все карты книги</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="58"/>
        <source>Add to the book</source>
        <translation>Добавить в книгу</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="59"/>
        <source>Add to candidates</source>
        <translation>Добавить в кандидаты</translation>
    </message>
</context>
<context>
    <name>CardNameCommands</name>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="44"/>
        <source>Reset the name of {card} {language}</source>
        <translation>Вернуть название {language}: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="46"/>
        <source>Name {card} “{name}” {language}</source>
        <translation>Новое название {language}: {card} → «{name}»</translation>
    </message>
</context>
<context>
    <name>CardNameDialog</name>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="118"/>
        <location filename="../spellforge/ui/cards/names.py" line="123"/>
        <source>Card name</source>
        <translation>Название карты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="120"/>
        <source>Your name for “{card}” {language}. It is kept in your data and survives library updates.</source>
        <translation>Ваше название карты «{card}» {language}. Оно хранится в ваших данных и не теряется при обновлении библиотеки.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="122"/>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="124"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="125"/>
        <source>Shipped name: {name}</source>
        <translation>Название из библиотеки: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="126"/>
        <source>Reset to shipped name</source>
        <translation>Вернуть название из библиотеки</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="127"/>
        <source>Forget your name and show the shipped one again</source>
        <translation>Забыть ваше название и снова показывать название из библиотеки</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <location filename="../spellforge/ui/cards/text.py" line="14"/>
        <source>in English</source>
        <translation>на английском</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/text.py" line="15"/>
        <source>in Russian</source>
        <translation>на русском</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/text.py" line="16"/>
        <source>in Polish</source>
        <translation>на польском</translation>
    </message>
</context>
<context>
    <name>CardTableModel</name>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="115"/>
        <source>Quick</source>
        <translation>Быстрое</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="115"/>
        <source>Full</source>
        <translation>Полное</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="186"/>
        <source>✎ Your own name for this card (Edit name… in the card panel changes or resets it)</source>
        <translation>✎ Ваше собственное название карты («Изменить название…» в панели карты меняет или сбрасывает его)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="188"/>
        <source>* Unofficial translation made by the Spellforge project (not printed in a rulebook)</source>
        <translation>* Неофициальный перевод проекта Spellforge (не напечатан в правилах)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="196"/>
        <source>Summary: {text}</source>
        <translation>Кратко: {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="197"/>
        <source>Printed text (English, from your OCTGN install): {text}</source>
        <translation>Печатный текст (английский, из вашей установки OCTGN): {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="207"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="207"/>
        <source>English</source>
        <translation>Английское</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="207"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="207"/>
        <source>Schools</source>
        <translation>Школы</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="207"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="208"/>
        <source>Cost</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="208"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="208"/>
        <source>Life</source>
        <translation>Жизнь</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="208"/>
        <source>Armor</source>
        <translation>Броня</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="208"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
</context>
<context>
    <name>CardsModel</name>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="151"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="151"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="151"/>
        <source>From products</source>
        <translation>Из продуктов</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="151"/>
        <source>Singles / losses</source>
        <translation>Отдельные / потерянные</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="152"/>
        <source>Owned</source>
        <translation>В коллекции</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="156"/>
        <source>Copies bought singly (+) or lost (−), on top of the products</source>
        <translation>Копии, купленные отдельно (+) или потерянные (−), сверх продуктов</translation>
    </message>
</context>
<context>
    <name>CardsTab</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="453"/>
        <source>All kinds</source>
        <translation>Все виды</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="454"/>
        <source>All sets</source>
        <translation>Все наборы</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="463"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="463"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="463"/>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="463"/>
        <source>Box</source>
        <translation>Набор</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="464"/>
        <source>Facts</source>
        <translation>Данные</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="464"/>
        <source>Rulebook</source>
        <translation>По правилам</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="482"/>
        <source>level {level}, cost {cost}, armour {armour}, copies {copies}; {sites}</source>
        <translation>уровень {level}, стоимость {cost}, броня {armour}, копий в игре: {copies}; {sites}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="488"/>
        <source>night: {name}</source>
        <translation>ночью: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="507"/>
        <source>yes</source>
        <translation>подтверждено</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="507"/>
        <source>unverified</source>
        <translation>не проверено</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="514"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="515"/>
        <source>%n skill(s)</source>
        <translation>
            <numerusform>%n навык</numerusform>
            <numerusform>%n навыка</numerusform>
            <numerusform>%n навыков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="450"/>
        <source>Name in any language, or t:spell col:red cost&lt;=6 …</source>
        <translation>Название на любом языке или т:заклинание цв:красный цена&lt;=6 …</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="451"/>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="452"/>
        <source>Search syntax help</source>
        <translation>Справка по синтаксису поиска</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="499"/>
        <source>Nothing has exactly these letters; showing other endings and typos.</source>
        <translation>Точного совпадения нет; показаны другие окончания и опечатки.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="501"/>
        <source>No cards found. Did you mean: {names}?</source>
        <translation>Карт не найдено. Может быть: {names}?</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../spellforge/cli/__init__.py" line="73"/>
        <source>its only line names no card</source>
        <translation>в единственной строке нет названия карты</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/__init__.py" line="74"/>
        <source>none of its %n lines names a card</source>
        <translation>
            <numerusform>ни в одной из %n строки нет названия карты</numerusform>
            <numerusform>ни в одной из %n строк нет названия карты</numerusform>
            <numerusform>ни в одной из %n строк нет названия карты</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/__init__.py" line="75"/>
        <source>{path}: not a spellbook: {which} (first: line {line})</source>
        <translation>{path}: это не книга заклинаний: {which} (первая: строка {line})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/__init__.py" line="112"/>
        <source>Mage Wars spellbook tools</source>
        <translation>Инструменты для книг заклинаний Mage Wars</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/__init__.py" line="113"/>
        <source>user data directory (default: the platform&apos;s)</source>
        <translation>папка данных пользователя (по умолчанию — стандартная для системы)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/__init__.py" line="117"/>
        <location filename="../spellforge/cli/argparse_words.py" line="36"/>
        <source>show program&apos;s version number and exit</source>
        <translation>показать версию программы и выйти</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="23"/>
        <source>spellbook file (.o8d, text, BBCode, forum text, Spellforge JSON or a deck code), or a saved book&apos;s name or id, or NAME@VERSION</source>
        <translation>файл книги заклинаний (`.o8d`, текст, `BBCode`, текст с форума, JSON или код колоды), или название либо номер сохранённой книги, или `NAME@VERSION`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="47"/>
        <source>; its spellbook files: {files}</source>
        <translation>; файлы книг в ней: {files}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="49"/>
        <source>; it holds no spellbook file</source>
        <translation>; в ней нет файлов книг</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="50"/>
        <source>{path}: is a folder, not a spellbook file — give one file{hint}</source>
        <translation>{path}: это папка, а не файл книги заклинаний — укажите один файл{hint}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="52"/>
        <source>{path}: not a spellbook file</source>
        <translation>{path}: это не файл книги заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="54"/>
        <location filename="../spellforge/cli/book_arg.py" line="63"/>
        <location filename="../spellforge/cli/cmd_data.py" line="127"/>
        <source>{path}: no such file</source>
        <translation>{path}: файл не найден</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="64"/>
        <source> (saved books: {names})</source>
        <translation> (сохранённые книги: {names})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="65"/>
        <source> (no books are saved yet: `spellforge books save FILE`)</source>
        <translation> (сохранённых книг пока нет: `spellforge books save ФАЙЛ`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="66"/>
        <source>{name} is neither a spellbook file nor a saved spellbook{hint}</source>
        <translation>{name}: нет ни такого файла книги, ни сохранённой книги с таким названием{hint}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="89"/>
        <source>no saved spellbook {name} (see `spellforge books list`)</source>
        <translation>сохранённая книга не найдена: {name} (см. `spellforge books list`)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/book_arg.py" line="93"/>
        <source>%n spellbooks are named {name}: use an id ({ids})</source>
        <translation>
            <numerusform>{name}: так названа %n книга; укажите номер ({ids})</numerusform>
            <numerusform>{name}: так названы %n книги; укажите номер ({ids})</numerusform>
            <numerusform>{name}: так названо %n книг; укажите номер ({ids})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="104"/>
        <source>{name}: the version after @ must be a number (see `spellforge books history`)</source>
        <translation>{name}: после @ должен стоять номер версии (см. `spellforge books history`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="111"/>
        <source>spellbook {name} has no version {number} (see `spellforge books history {id}`)</source>
        <translation>книга {name}: нет версии {number} (см. `spellforge books history {id}`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="19"/>
        <source>every fact of one card</source>
        <translation>все сведения об одной карте</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="20"/>
        <source>Every fact of one card, found by its exact name in any language or its printed code, else by the start of its name when one card matches. Exit status: 0 found; 1 no such card (similar names are suggested); 2 a mage&apos;s name: its figures are under `spellforge mage NAME`.</source>
        <translation>Все сведения об одной карте: карта ищется по точному названию на любом языке или по печатному коду, иначе по началу названия, если подходит одна карта. Код выхода: 0 — найдена; 1 — такой карты нет (предлагаются похожие названия); 2 — это имя мага: его характеристики показывает `spellforge mage NAME`.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="24"/>
        <source>card name in English, Russian or Polish (or a printed code)</source>
        <translation>название карты на английском, русском или польском (или печатный код)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="25"/>
        <location filename="../spellforge/cli/cmd_card.py" line="30"/>
        <location filename="../spellforge/cli/cmd_convert.py" line="39"/>
        <location filename="../spellforge/cli/cmd_convert.py" line="46"/>
        <location filename="../spellforge/cli/cmd_data.py" line="48"/>
        <location filename="../spellforge/cli/cmd_library.py" line="19"/>
        <location filename="../spellforge/cli/cmd_odds.py" line="27"/>
        <location filename="../spellforge/cli/cmd_translations.py" line="26"/>
        <location filename="../spellforge/cli/cmd_translations.py" line="32"/>
        <source>language of the readable output</source>
        <translation>язык вывода для чтения</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="28"/>
        <source>a mage&apos;s figures and training, with sources</source>
        <translation>характеристики и образование мага, с источниками</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="29"/>
        <source>mage name in English, Russian or Polish (Warlock, Колдун, Czarnoksiężnik, Academy Wizard…)</source>
        <translation>имя мага на английском, русском или польском (Колдун, Волшебник…)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="31"/>
        <source>machine-readable output (every fact and its source)</source>
        <translation>вывод для программ (каждое сведение и его источник)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="32"/>
        <source>also show where each figure comes from (rulebook lines, OCTGN fields)</source>
        <translation>также показать, откуда взято каждое число (строки правил, поля OCTGN)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="35"/>
        <source>find cards with the browser&apos;s query language (names in any language, s:fire l&lt;=2, or/или/lub, -negation, …)</source>
        <translation>найти карты языком запросов каталога (названия на любом языке, `ш:огонь у&lt;=2`, или/`or`, `-` для отрицания, …)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="38"/>
        <source>the query, as typed in the window&apos;s search box (words may go unquoted; quote phrases and anything with &lt; &gt; ( ) | for the shell)</source>
        <translation>запрос, как в строке поиска окна (слова можно без кавычек; фразы и всё с &lt; &gt; ( ) | для оболочки берите в кавычки)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="40"/>
        <source>language of names and of the ranking</source>
        <translation>язык названий и ранжирования</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="41"/>
        <source>show at most this many cards (default: all)</source>
        <translation>показать не больше стольких карт (по умолчанию — все)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="42"/>
        <source>price each card for this mage (a points column; enables legal:book and pts&lt;=N)</source>
        <translation>оценить каждую карту для этого мага (столбец очков; включает `можно:книга` и `очки&lt;=N`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="43"/>
        <source>the Wizard&apos;s element for --mage</source>
        <translation>стихия Волшебника для `--mage`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="44"/>
        <location filename="../spellforge/cli/cmd_card_text.py" line="18"/>
        <location filename="../spellforge/cli/cmd_card_text.py" line="21"/>
        <location filename="../spellforge/cli/cmd_convert.py" line="38"/>
        <location filename="../spellforge/cli/cmd_convert.py" line="45"/>
        <location filename="../spellforge/cli/cmd_images.py" line="20"/>
        <location filename="../spellforge/cli/cmd_library.py" line="18"/>
        <location filename="../spellforge/cli/cmd_library.py" line="22"/>
        <location filename="../spellforge/cli/cmd_print.py" line="24"/>
        <location filename="../spellforge/cli/cmd_render.py" line="40"/>
        <location filename="../spellforge/cli/cmd_translations.py" line="25"/>
        <source>machine-readable JSON output</source>
        <translation>вывод JSON для программ</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="54"/>
        <source>Find cards with the query language of the window&apos;s search box.</source>
        <translation>Поиск карт на языке запросов, как в поле поиска окна.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="56"/>
        <source>  words          names in any language, typos forgiven (fierball finds Fireball)</source>
        <translation>  слова          названия на любом языке, опечатки прощаются (огненый шар найдёт Огненный шар)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="57"/>
        <source>  key:value      s: school, l: level, t: type, st: subtype, trait:, cost:, a: action,</source>
        <translation>  ключ:значение  школа:, уровень: (ур:), тип: (т:), подтип:, свойство:, цена:, действие:,</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="58"/>
        <source>                 set:, is:, does:, slot:, f: format; with --mage also legal:book, pts:</source>
        <translation>                 набор:, это:, делает:, место:, формат:; с --mage ещё можно:книга и очки:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="59"/>
        <source>  &lt; &lt;= = &gt;= &gt;    compare numbers: l&lt;=2, cost&gt;8, pts&lt;=2</source>
        <translation>  &lt; &lt;= = &gt;= &gt;    сравнение чисел: уровень&lt;=2, цена&gt;8, очки&lt;=2</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="60"/>
        <source>  or             either term (also или, lub); terms side by side: both</source>
        <translation>  или            любое из условий; условия рядом — оба сразу</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="61"/>
        <source>  -term          not this term; ( ) group; &quot;quotes&quot; keep a phrase</source>
        <translation>  -условие       без этого условия; ( ) группируют; «кавычки» (&quot;…&quot;) держат фразу целиком</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="62"/>
        <source>Keys and values are also understood in Russian and Polish (школа:огонь, szkoła:ogień).</source>
        <translation>Ключи и значения понимаются и по-польски, и по-английски.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="64"/>
        <source>Examples:</source>
        <translation>Примеры:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="100"/>
        <source>give a card name (English, Russian or Polish) or a printed code such as MW1A04</source>
        <translation>укажите название карты (на английском, русском или польском) или код с карты, например MW1A04</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="101"/>
        <location filename="../spellforge/cli/cmd_translations.py" line="90"/>
        <source>no card named {name}</source>
        <translation>карта не найдена: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="104"/>
        <source>{mage} is a mage: see `spellforge mage {command}`</source>
        <translation>{mage} — это маг: см. `spellforge mage {command}`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="107"/>
        <location filename="../spellforge/cli/cmd_collection.py" line="198"/>
        <source>did you mean: {names}</source>
        <translation>может быть: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="124"/>
        <source>unknown mage {name}; did you mean: {names}</source>
        <translation>маг не найден: {name}; может быть: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="125"/>
        <source>unknown mage {name}; known: {names}</source>
        <translation>маг не найден: {name}; известные маги: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="256"/>
        <source>Sources:</source>
        <translation>Источники:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="33"/>
        <source>the cards you own and the spellbooks you can build</source>
        <translation>ваши карты и книги заклинаний, которые можно из них собрать</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="34"/>
        <source>The cards you own and the spellbooks you can build from them.</source>
        <translation>Ваши карты и книги заклинаний, которые можно из них собрать.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="43"/>
        <source>language of card and product names</source>
        <translation>язык названий карт и наборов</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="46"/>
        <source>list owned products, single cards and totals</source>
        <translation>список ваших наборов, отдельных карт и итогов</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="47"/>
        <source>also list every owned card with its count</source>
        <translation>также перечислить каждую вашу карту с количеством</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="49"/>
        <source>add boxes of a product or copies of a card</source>
        <translation>добавить коробки набора или копии карты</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="50"/>
        <source>remove boxes of a product or copies of a card</source>
        <translation>убрать коробки набора или копии карты</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="52"/>
        <source>a product by its name in English, Russian or Polish (&apos;Базовый набор&apos;, &apos;Zestaw podstawowy&apos;, &apos;Forcemaster vs. Warlord&apos;; the first letters of its words will do) or its code (core), or a card by its name or printed code</source>
        <translation>набор по названию на английском, русском или польском («Базовый набор», «Мастер силы против Военачальника»; хватит первых букв слов) или по коду (`core`), или карта по названию или печатному коду</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="55"/>
        <source>how many (default 1)</source>
        <translation>сколько (по умолчанию 1)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="57"/>
        <source>read a collection CSV (columns by header: product,card,code,count)</source>
        <translation>прочитать коллекцию из CSV (столбцы по заголовку: `product,card,code,count`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="58"/>
        <source>collection CSV file (header: product,card,code,count)</source>
        <translation>файл коллекции CSV (заголовок: `product,card,code,count`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="59"/>
        <source>replace the whole collection (default: merge)</source>
        <translation>заменить всю коллекцию (по умолчанию — объединить)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="60"/>
        <source>report the lines, change nothing</source>
        <translation>показать строки, ничего не меняя</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="62"/>
        <source>write the collection as CSV</source>
        <translation>записать коллекцию в CSV</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="64"/>
        <source>list every owned card, not only singles/losses</source>
        <translation>перечислить все ваши карты, а не только отдельные и потерянные</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="66"/>
        <source>can these spellbooks be built from the collection, alone and together?</source>
        <translation>можно ли собрать эти книги заклинаний из коллекции, по отдельности и вместе?</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="67"/>
        <location filename="../spellforge/cli/cmd_collection.py" line="72"/>
        <source>spellbooks: each a {book}</source>
        <translation>книги заклинаний: каждая — {book}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="69"/>
        <source>keep the books marked assembled together (can I ALSO build these?)</source>
        <translation>учесть книги, отмеченные собранными (можно ли собрать ЕЩЁ и эти?)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="71"/>
        <source>mark spellbooks as physically assembled (they keep their cards)</source>
        <translation>отметить книги заклинаний как собранные (их карты заняты)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="73"/>
        <source>name to record (one book only; default: the book&apos;s name)</source>
        <translation>название для записи (только для одной книги; по умолчанию — название книги)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="75"/>
        <source>take assembled spellbooks apart</source>
        <translation>разобрать собранные книги заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="76"/>
        <source>names of assembled spellbooks, as `collection assemble` recorded them</source>
        <translation>названия собранных книг, как их записала `collection assemble`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="90"/>
        <source>a count must be a whole number from 1 to {max}, not {text}</source>
        <translation>количество — целое число от 1 до {max}, а не {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="390"/>
        <source>{book}: buildable from the collection alone</source>
        <translation>{book}: можно собрать только из коллекции</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="391"/>
        <source>{book}: NOT buildable from the collection alone</source>
        <translation>{book}: НЕЛЬЗЯ собрать только из коллекции</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="392"/>
        <source>missing {count} × {card} (need {need}, have {have})</source>
        <translation>не хватает: {count} × {card} (нужно {need}, есть {have})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="395"/>
        <source>cheapest to complete: {products}</source>
        <translation>дешевле всего докупить: {products}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="397"/>
        <source>{count} × {card}: in no known product</source>
        <translation>{count} × {card}: нет ни в одном известном наборе</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_collection.py" line="401"/>
        <source>{card}: %n copies are in {books}</source>
        <translation>
            <numerusform>{card}: %n копия уже в книгах: {books}</numerusform>
            <numerusform>{card}: %n копии уже в книгах: {books}</numerusform>
            <numerusform>{card}: %n копий уже в книгах: {books}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="403"/>
        <source>line {line} not read: {text}</source>
        <translation>строка {line} не распознана: {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="406"/>
        <source> and </source>
        <translation> и </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="407"/>
        <source>conflict: {card}: {owned} owned, {needed} needed by {books}</source>
        <translation>конфликт: {card}: есть {owned}, нужно {needed} ({books})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="409"/>
        <source>all together: BUILDABLE</source>
        <translation>все вместе: МОЖНО СОБРАТЬ</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="409"/>
        <source>all together: NOT BUILDABLE</source>
        <translation>все вместе: НЕЛЬЗЯ СОБРАТЬ</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="14"/>
        <source>card library statistics and maintenance</source>
        <translation>статистика и обслуживание библиотеки карт</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="16"/>
        <source>counts of spells, mages, printings, sets and translations</source>
        <translation>число заклинаний, магов, изданий, наборов и переводов</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="17"/>
        <source>include the community playtest sets</source>
        <translation>включить тестовые наборы сообщества</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="21"/>
        <source>rebuild the SQLite library from db/ now</source>
        <translation>сейчас же пересобрать библиотеку карт из `db/`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="63"/>
        <source>spells: {spells} (Arena {arena}, Academy {academy})</source>
        <translation>заклинания: {spells} (Арена {arena}, Академия {academy})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="64"/>
        <source>mages: {mages}</source>
        <translation>маги: {mages}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="64"/>
        <source>printings: {printings}</source>
        <translation>выпуски карт: {printings}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="65"/>
        <source>sets:</source>
        <translation>наборы:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="67"/>
        <source>card effects: modelled {modelled} (partly {partial}), figures only {stats_only}, not modelled {unmodelled}, missing {missing}</source>
        <translation>эффекты карт: в модели {modelled} (частично {partial}), только характеристики {stats_only}, вне модели {unmodelled}, нет данных {missing}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="69"/>
        <location filename="../spellforge/cli/cmd_translations.py" line="95"/>
        <source>English</source>
        <translation>английский</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="69"/>
        <location filename="../spellforge/cli/cmd_translations.py" line="95"/>
        <source>Russian</source>
        <translation>русский</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="69"/>
        <location filename="../spellforge/cli/cmd_translations.py" line="95"/>
        <source>Polish</source>
        <translation>польский</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="72"/>
        <source>card names ({language}): {count} (the rulebook&apos;s {rulebook}, ours {project})</source>
        <translation>названия карт ({language}): {count} (из правил {rulebook}, наши {project})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="24"/>
        <source>Mage</source>
        <translation>Маг</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="24"/>
        <source>Spell points</source>
        <translation>Очки магии</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="24"/>
        <source>LEGAL</source>
        <translation>КНИГА ДОПУСТИМА</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="25"/>
        <source>ILLEGAL</source>
        <translation>КНИГА НЕДОПУСТИМА</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="25"/>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="25"/>
        <source>Unread lines</source>
        <translation>Нераспознанные строки</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="26"/>
        <source>line</source>
        <translation>строка</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="26"/>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="26"/>
        <source>Suggestions</source>
        <translation>Советы</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="32"/>
        <source>chosen</source>
        <translation>выбрана</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="32"/>
        <source>from the book</source>
        <translation>из книги</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="32"/>
        <source>default</source>
        <translation>по умолчанию</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="38"/>
        <source>check a spellbook&apos;s spell points and legality</source>
        <translation>проверить очки магии и допустимость книги заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="39"/>
        <source>Cost every card for the book&apos;s mage (or --mage) and list every rule the book breaks. Exit status: 0 legal, 1 illegal, 2 unreadable input.</source>
        <translation>Оценить каждую карту для мага книги (или `--mage`) и перечислить все нарушенные правила. Код выхода: 0 — книга допустима, 1 — недопустима, 2 — ввод не читается.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="43"/>
        <source>validate for this mage instead of the one the book names</source>
        <translation>проверить для этого мага вместо указанного в книге</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="44"/>
        <source>the Wizard&apos;s chosen element: {elements}</source>
        <translation>выбранная Волшебником стихия: {elements}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="47"/>
        <source>whose facts price a card the file names a printing of: the canonical card (default) or the named printing</source>
        <translation>чьи данные определяют цену карты, если файл называет её издание: основной карты (по умолчанию) или названного издания</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="49"/>
        <source>language of messages (default en)</source>
        <translation>язык сообщений (по умолчанию `en`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="146"/>
        <source>Products:</source>
        <translation>Наборы:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="147"/>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="149"/>
        <source>Single cards and losses:</source>
        <translation>Отдельные карты и потери:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="150"/>
        <source>{card}: {delta} (owned {owned})</source>
        <translation>{card}: {delta} (есть {owned})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="153"/>
        <source>Assembled spellbooks:</source>
        <translation>Собранные книги заклинаний:</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_collection.py" line="155"/>
        <source>%n different card(s), {copies}</source>
        <translation>
            <numerusform>%n разная карта, {copies}</numerusform>
            <numerusform>%n разные карты, {copies}</numerusform>
            <numerusform>%n разных карт, {copies}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_collection.py" line="156"/>
        <source>%n copies</source>
        <translation>
            <numerusform>%n копия</numerusform>
            <numerusform>%n копии</numerusform>
            <numerusform>%n копий</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/element_arg.py" line="22"/>
        <source>`--element {value}` is not an element ({elements})</source>
        <translation>`--element {value}`: это не стихия ({elements})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="122"/>
        <location filename="../spellforge/cli/cmd_export.py" line="48"/>
        <location filename="../spellforge/cli/cmd_import.py" line="117"/>
        <source>warning: {text}</source>
        <translation>предупреждение: {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="278"/>
        <source>one element of choice</source>
        <translation>одна стихия на выбор</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="23"/>
        <source>test-cast a spellbook against a target: passive, or with --opponent dummy one that attacks back</source>
        <translation>пробные партии книги заклинаний против цели: пассивной или, с `--opponent dummy`, отвечающей атаками</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="34"/>
        <source>number of games (default 1000)</source>
        <translation>число партий (по умолчанию 1000)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="35"/>
        <location filename="../spellforge/cli/cmd_matchup.py" line="32"/>
        <source>random seed (default 1)</source>
        <translation>зерно случайности (по умолчанию 1)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="36"/>
        <source>play as this mage instead of the one the book names</source>
        <translation>играть этим магом вместо указанного в книге</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="37"/>
        <source>the target&apos;s Life (default 32)</source>
        <translation>Жизнь цели (по умолчанию 32)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="38"/>
        <source>the target&apos;s Armor (default 0)</source>
        <translation>Броня цели (по умолчанию 0)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="39"/>
        <source>Life of a guard creature beside the target (0 = none)</source>
        <translation>Жизнь стража рядом с целью (0 — стража нет)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="40"/>
        <source>Armor of the guard creature</source>
        <translation>Броня стража</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="46"/>
        <source>stop a game after this many rounds (default 20)</source>
        <translation>закончить партию после стольких раундов (по умолчанию 20)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="48"/>
        <source>planner (default): search each round&apos;s choices by rollouts for the fastest kill; greedy: develop mana, then creatures, then attacks, in a fixed order (docs/goldfish.md)</source>
        <translation>`planner` (по умолчанию): каждый раунд перебирает варианты пробными розыгрышами ради самой быстрой победы; `greedy`: мана, затем существа, затем атаки, в постоянном порядке</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="51"/>
        <source>none: the target never acts; dummy: each round it makes a melee attack at the nearest creature or your mage (docs/goldfish.md)</source>
        <translation>`none`: цель ничего не делает; `dummy`: каждый раунд она проводит ближнюю атаку по ближайшему существу или вашему магу</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="53"/>
        <source>attack dice of the dummy&apos;s melee attack (default 3)</source>
        <translation>число кубиков атаки в ближней атаке цели (по умолчанию 3)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="54"/>
        <source>Piercing of the dummy&apos;s melee attack (default 0)</source>
        <translation>значение Проникающей атаки у ближней атаки цели (по умолчанию 0)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="56"/>
        <source>the dummy&apos;s Channeling: mana it gains each round for its own spells (default 9)</source>
        <translation>Приток маны цели: мана, которую она получает каждый раунд на свои заклинания (по умолчанию 9)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="57"/>
        <source>the dummy&apos;s mana at the start (default 10)</source>
        <translation>мана цели в начале (по умолчанию 10)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="59"/>
        <source>cards the dummy wears or casts, comma-separated names (any language) or ids: enchantments and equipment in play on it, a hidden Block, an attack spell it casts at your objects, a curse it casts on your mage; e.g. &quot;Leather Boots, Rhino Hide, Regrowth, Deflection Bracers, Block, Lightning Bolt, Ghoul Rot&quot; (default: none, docs/goldfish.md)</source>
        <translation>карты, которые цель носит или колдует, — названия (на любом языке) или номера через запятую: чары и снаряжение на ней, скрытый Блок, атакующее заклинание по вашим объектам, проклятие на вашего мага; например «Кожаные сапоги, Шкура носорога, Регенерация, Отражающие наручи, Блок, Удар молнии, Трупное гниение» (по умолчанию — никаких)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="64"/>
        <source>with --distance the dummy walks toward your nearest creature or your mage, so traps, walls and terrain meet it (docs/goldfish.md &quot;Arena&quot;); this keeps it standing in its zone</source>
        <translation>с `--distance` цель идёт к вашему ближайшему существу или магу, поэтому на её пути встают ловушки, стены и местность; этот параметр оставляет её в своей зоне</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="71"/>
        <source>refuse a book that is not legal for its mage (default: warn on stderr and play it)</source>
        <translation>отказаться от книги, недопустимой для её мага (по умолчанию — предупредить в потоке ошибок и играть)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="72"/>
        <source>JSON casting plan: which spells to prepare in which round</source>
        <translation>план в JSON: какие заклинания готовить в каком раунде</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="73"/>
        <source>also print the round-by-round log of the first game</source>
        <translation>также вывести журнал первой партии по раундам</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="74"/>
        <source>language of the readable report, its --log and the A/B verdict: labels, card and mage names, plural forms, decimal comma in ru and pl (--json stays English)</source>
        <translation>язык отчёта, его `--log` и вывода сравнения A/B: подписи, названия карт и магов, формы множественного числа, десятичная запятая в `ru` и `pl` (`--json` остаётся английским)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/plan_arg.py" line="23"/>
        <source>{path}: cannot read the plan: {why}</source>
        <translation>{path}: не удалось прочитать план: {why}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="129"/>
        <location filename="../spellforge/cli/goldfish_ab.py" line="38"/>
        <source>{book}: the book names no mage; give one with --mage</source>
        <translation>{book}: в книге не указан маг; укажите его через `--mage`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_setup.py" line="27"/>
        <source>{book} is not a legal spellbook for {mage}; --strict refuses it: {problems}</source>
        <translation>{book} — недопустимая книга для мага {mage}; с `--strict` она не играется: {problems}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_setup.py" line="29"/>
        <source>{book} is not a legal spellbook for {mage} (the goldfish plays it all the same): {problems}</source>
        <translation>{book} — недопустимая книга для мага {mage} (пробная игра всё равно её играет): {problems}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="203"/>
        <source>{text} is neither a product nor a card{hint}</source>
        <translation>{text}: это не набор и не карта{hint}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="204"/>
        <source>products: {products}</source>
        <translation>наборы: {products}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="211"/>
        <source>count {count} is negative</source>
        <translation>количество {count} отрицательное</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="238"/>
        <source>{problem}; nothing was changed</source>
        <translation>{problem}; ничего не изменено</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="240"/>
        <source>{product}: {count} owned</source>
        <translation>{product}: есть {count}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="252"/>
        <source>{card}: {owned} owned ({base} from products, {delta} singles/losses)</source>
        <translation>{card}: есть {owned} (из наборов {base}, отдельные карты и потери {delta})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_print.py" line="18"/>
        <source>printable PDF of a spellbook: card list and optional 3x3 proxy sheets</source>
        <translation>PDF книги заклинаний для печати: список карт и по желанию листы замен 3×3</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_print.py" line="20"/>
        <source>PDF file to write</source>
        <translation>файл PDF для записи</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_print.py" line="21"/>
        <source>add proxy sheets: 3x3 cards per page at 63x88 mm</source>
        <translation>добавить листы замен: 3×3 карты на странице, 63×88 мм</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_print.py" line="22"/>
        <source>paper size of the PDF (default a4)</source>
        <translation>размер бумаги PDF (по умолчанию `a4`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_print.py" line="23"/>
        <source>card language</source>
        <translation>язык карт</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_print.py" line="36"/>
        <source>{path}: the output name must end in .pdf</source>
        <translation>{path}: имя файла должно оканчиваться на `.pdf`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_print.py" line="49"/>
        <source>{path}: cannot write the PDF ({why})</source>
        <translation>{path}: не удалось записать PDF ({why})</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_print.py" line="54"/>
        <source>%n page(s) of the card list</source>
        <translation>
            <numerusform>%n страница списка карт</numerusform>
            <numerusform>%n страницы списка карт</numerusform>
            <numerusform>%n страниц списка карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_print.py" line="56"/>
        <source>%n proxy sheet(s)</source>
        <translation>
            <numerusform>%n лист карт-заменителей</numerusform>
            <numerusform>%n листа карт-заменителей</numerusform>
            <numerusform>%n листов карт-заменителей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_books.py" line="88"/>
        <location filename="../spellforge/cli/cmd_import.py" line="88"/>
        <location filename="../spellforge/cli/cmd_print.py" line="57"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_print.py" line="58"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n страница</numerusform>
            <numerusform>%n страницы</numerusform>
            <numerusform>%n страниц</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_print.py" line="60"/>
        <source>%n unrecognised line(s) listed at the end of the card list</source>
        <translation>
            <numerusform>%n нераспознанная строка — в конце списка карт</numerusform>
            <numerusform>%n нераспознанные строки — в конце списка карт</numerusform>
            <numerusform>%n нераспознанных строк — в конце списка карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="23"/>
        <source>size must look like 630x880, not {text}</source>
        <translation>размер пишется как 630x880, а не {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="25"/>
        <source>each side must be 16 to {max} pixels, not {text}</source>
        <translation>каждая сторона — от 16 до {max} пикселей, а не {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="31"/>
        <source>draw a card&apos;s face (or show the user&apos;s image of it) into an image file</source>
        <translation>нарисовать лицевую сторону карты (или взять ваше изображение) в файл изображения</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="32"/>
        <source>Draw a card&apos;s face, or copy the image of it you imported, into an image file. The card is found as by `spellforge card`. Exit status: 0 written; 1 no such card or the file cannot be written; 2 a bad file name or size, or a mage&apos;s name (see `spellforge mage`).</source>
        <translation>Нарисовать лицевую сторону карты или скопировать импортированное вами изображение в файл изображения. Карта ищется так же, как в `spellforge card`. Код выхода: 0 — записано; 1 — такой карты нет или файл нельзя записать; 2 — неверное имя файла или размер либо имя мага (см. `spellforge mage`).</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="35"/>
        <source>card name in English, Russian or Polish, or a printed code</source>
        <translation>название карты на английском, русском или польском или печатный код</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="36"/>
        <source>card language of the face (default en)</source>
        <translation>язык лицевой стороны карты (по умолчанию `en`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="37"/>
        <source>pixels (default 630x880)</source>
        <translation>пиксели (по умолчанию 630×880)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="38"/>
        <source>image file to write (.png, .jpg or .webp)</source>
        <translation>файл изображения для записи (`.png`, `.jpg` или `.webp`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="39"/>
        <source>always draw the face, even when you imported an image of the card</source>
        <translation>всегда рисовать лицевую сторону, даже если вы импортировали изображение карты</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="53"/>
        <source>{path}: use a .png, .jpg or .webp file name</source>
        <translation>{path}: укажите имя файла `.png`, `.jpg` или `.webp`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="78"/>
        <source>{path}: cannot write the image ({why})</source>
        <translation>{path}: не удалось записать изображение ({why})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="82"/>
        <source>your image {file}</source>
        <translation>ваше изображение {file}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="82"/>
        <source>drawn face</source>
        <translation>нарисованная карта</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="84"/>
        <source>{card} ({width}×{height}, {source}) → {path}</source>
        <translation>{card} ({width}×{height}, {source}) → {path}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/option_ranges.py" line="15"/>
        <source>{option} must be {low} or more, got {value}</source>
        <translation>{option}: нужно не меньше {low}, а задано {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/option_ranges.py" line="16"/>
        <source>{option} must be {low} to {high}, got {value}</source>
        <translation>{option}: нужно от {low} до {high}, а задано {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/__init__.py" line="265"/>
        <source>(see `spellforge data check`)</source>
        <translation>(см. `spellforge data check`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="182"/>
        <source>code {code} is printed on several cards ({cards}); use the card name</source>
        <translation>код {code} напечатан на нескольких картах ({cards}); укажите название карты</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="34"/>
        <source>the spellbooks saved in Spellforge (list, save, export, delete, history, diff)</source>
        <translation>сохранённые книги заклинаний (список, сохранение, экспорт, удаление, история, сравнение)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="35"/>
        <source>The spellbooks saved in Spellforge (the window&apos;s Spellbooks list). A book is named by its id or its exact name (case ignored); a name shared by several books asks for the id. Exit status: 0 done, 1 `list` found books it could not read (named on standard error), 2 unusable input or user data (one line on standard error).</source>
        <translation>Сохранённые книги заклинаний (список «Книги заклинаний» в окне). Книга указывается номером или точным названием (регистр не важен); если название общее у нескольких книг, нужен номер. Код выхода: 0 — готово, 1 — `list` нашла книги, которые не удалось прочитать (названы в потоке ошибок), 2 — ввод или данные пользователя непригодны (одна строка в потоке ошибок).</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="49"/>
        <location filename="../spellforge/cli/cmd_card.py" line="26"/>
        <location filename="../spellforge/cli/cmd_collection.py" line="41"/>
        <location filename="../spellforge/cli/cmd_data.py" line="31"/>
        <location filename="../spellforge/cli/cmd_data.py" line="35"/>
        <location filename="../spellforge/cli/cmd_data.py" line="41"/>
        <location filename="../spellforge/cli/cmd_data.py" line="45"/>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="76"/>
        <location filename="../spellforge/cli/cmd_import.py" line="19"/>
        <location filename="../spellforge/cli/cmd_matchup.py" line="50"/>
        <location filename="../spellforge/cli/cmd_odds.py" line="28"/>
        <location filename="../spellforge/cli/cmd_validate.py" line="50"/>
        <source>machine-readable output</source>
        <translation>вывод для программ</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="50"/>
        <source>language of the readable output and of card names</source>
        <translation>язык вывода для чтения и названий карт</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="57"/>
        <source>list the saved spellbooks, most recently changed first</source>
        <translation>список сохранённых книг заклинаний, сначала изменённые последними</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="88"/>
        <source>no saved spellbooks</source>
        <translation>сохранённых книг заклинаний нет</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="99"/>
        <source>read a spellbook file (any format) and save it in Spellforge: as a new book, or with --into as the new version of a saved one</source>
        <translation>прочитать файл книги заклинаний (любой формат) и сохранить его: как новую книгу или, с `--into`, как новую версию сохранённой</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="101"/>
        <source>spellbook file (.o8d, text, BBCode, forum text, Spellforge JSON or a deck code)</source>
        <translation>файл книги заклинаний (`.o8d`, текст, `BBCode`, текст с форума, JSON или код колоды)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="102"/>
        <source>name to save it under (default: the book&apos;s own name; with --into the saved book&apos;s name)</source>
        <translation>название для сохранения (по умолчанию — название самой книги; с `--into` — название сохранённой книги)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="104"/>
        <source>a saved spellbook&apos;s name or id: the file becomes its new version (`books history`, `books diff NAME@1 NAME`)</source>
        <translation>название или номер сохранённой книги: файл станет её новой версией (`books history`, `books diff NAME@1 NAME`)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_books.py" line="126"/>
        <source>%n unresolved line(s) kept</source>
        <translation>
            <numerusform>%n нераспознанная строка сохранена</numerusform>
            <numerusform>%n нераспознанные строки сохранены</numerusform>
            <numerusform>%n нераспознанных строк сохранено</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="133"/>
        <source>saved {name} as spellbook {id}</source>
        <translation>сохранена книга заклинаний № {id}: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="146"/>
        <source>saved {name} as version {version} of spellbook {id}</source>
        <translation>сохранена версия {version} книги заклинаний № {id}: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="148"/>
        <source>{file} is the same as version {version} of spellbook {id} {name}: nothing saved</source>
        <translation>{file} совпадает с версией {version} книги заклинаний № {id} ({name}): ничего не сохранено</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="155"/>
        <source>write a saved spellbook as o8d, text, BBCode, JSON or a deck code</source>
        <translation>записать сохранённую книгу как `o8d`, текст, `BBCode`, JSON или код колоды</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="156"/>
        <location filename="../spellforge/cli/cmd_books.py" line="188"/>
        <location filename="../spellforge/cli/cmd_books.py" line="208"/>
        <source>a saved spellbook&apos;s name or id (`spellforge books list`)</source>
        <translation>название или номер сохранённой книги (`spellforge books list`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="157"/>
        <source>output format</source>
        <translation>формат вывода</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="158"/>
        <location filename="../spellforge/cli/cmd_collection.py" line="63"/>
        <location filename="../spellforge/cli/cmd_export.py" line="26"/>
        <source>output file (default: standard output)</source>
        <translation>файл вывода (по умолчанию — стандартный вывод)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="179"/>
        <location filename="../spellforge/cli/cmd_translations.py" line="52"/>
        <source>{path}: cannot write: {error}</source>
        <translation>{path}: не удаётся записать: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="181"/>
        <source>spellbook {id} {name} written to {path}</source>
        <translation>книга заклинаний № {id} ({name}) записана в {path}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="187"/>
        <source>delete a saved spellbook (the window&apos;s Spellbooks list can undo it)</source>
        <translation>удалить сохранённую книгу (список «Книги заклинаний» в окне может это отменить)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="201"/>
        <source>deleted spellbook {id} {name}</source>
        <translation>удалена книга заклинаний № {id}: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="207"/>
        <source>list the saved versions of a spellbook, oldest first</source>
        <translation>список сохранённых версий книги, сначала самые старые</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_books.py" line="221"/>
        <source>%n spell point(s)</source>
        <translation>
            <numerusform>%n очко магии</numerusform>
            <numerusform>%n очка магии</numerusform>
            <numerusform>%n очков магии</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="223"/>
        <source>{name}: no saved versions yet</source>
        <translation>{name}: сохранённых версий пока нет</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="229"/>
        <source>compare two spellbooks or two versions (NAME@VERSION)</source>
        <translation>сравнить две книги или две версии (`NAME@VERSION`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="230"/>
        <source>a saved book&apos;s name or id, NAME@VERSION, or a spellbook file</source>
        <translation>название или номер сохранённой книги, `NAME@VERSION` или файл книги заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="231"/>
        <source>the second book, in the same forms as A</source>
        <translation>вторая книга, в тех же формах, что A</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="250"/>
        <source>spell points: {a} → {b} ({change})</source>
        <translation>очки магии: {a} → {b} ({change})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="38"/>
        <source>blank</source>
        <translation>пустая строка</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="38"/>
        <source>the book&apos;s notes</source>
        <translation>заметки книги</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="38"/>
        <location filename="../spellforge/i18n/line_notes.py" line="39"/>
        <source>the book&apos;s name</source>
        <translation>название книги</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="39"/>
        <source>comment</source>
        <translation>комментарий</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="39"/>
        <source>markup only</source>
        <translation>только разметка</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="40"/>
        <source>decoration</source>
        <translation>оформление</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="40"/>
        <source>quote</source>
        <translation>цитата</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="40"/>
        <source>table header</source>
        <translation>заголовок таблицы</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="41"/>
        <source>total cost</source>
        <translation>общая стоимость</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="41"/>
        <source>text (kept in the notes)</source>
        <translation>текст (сохранён в заметках)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="42"/>
        <source>text around the deck code</source>
        <translation>текст вокруг кода колоды</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="42"/>
        <source>unknown mage</source>
        <translation>неизвестный маг</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="43"/>
        <source>unknown element</source>
        <translation>неизвестная стихия</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="43"/>
        <source>unknown mage card</source>
        <translation>неизвестная карта мага</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="44"/>
        <source>unknown spell type</source>
        <translation>неизвестный тип заклинания</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="44"/>
        <source>unknown card id</source>
        <translation>неизвестный номер карты</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="45"/>
        <source>not a card name</source>
        <translation>это не название карты</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="45"/>
        <source>no card with a similar name</source>
        <translation>нет карты с похожим названием</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="46"/>
        <source>too many unknown lines; not searched</source>
        <translation>слишком много неизвестных строк; поиск не проводился</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="47"/>
        <source>kept from an earlier import</source>
        <translation>сохранена с прошлого импорта</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="48"/>
        <source>candidate (not counted)</source>
        <translation>кандидат (не учитывается)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="75"/>
        <source>bad quantity {qty}</source>
        <translation>неверное количество {qty}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="77"/>
        <source>unread line {line} of the exported book</source>
        <translation>нераспознанная строка {line} экспортированной книги</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="79"/>
        <source>unknown card code {code}</source>
        <translation>неизвестный код карты {code}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="81"/>
        <source>several cards share the code {code}; the name decided</source>
        <translation>код {code} у нескольких карт; выбрано по названию</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/i18n/line_notes.py" line="83"/>
        <source>the code {code} belongs to %n cards</source>
        <translation>
            <numerusform>код {code} принадлежит %n карте</numerusform>
            <numerusform>код {code} принадлежит %n картам</numerusform>
            <numerusform>код {code} принадлежит %n картам</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/i18n/line_notes.py" line="85"/>
        <source>%n cards have this name</source>
        <translation>
            <numerusform>это название у %n карты</numerusform>
            <numerusform>это название у %n карт</numerusform>
            <numerusform>это название у %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="87"/>
        <source>unclear: closest {key} ({score} %)</source>
        <translation>неоднозначно: ближе всего {key} ({score} %)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="89"/>
        <source>weak match: closest {key} ({score} %)</source>
        <translation>слабое совпадение: ближе всего {key} ({score} %)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="91"/>
        <source>similar to {key} ({score} %)</source>
        <translation>похоже на {key} ({score} %)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="93"/>
        <source>the name also fits {names}; the heading «{type}» decided</source>
        <translation>название подходит и к {names}; выбрано по заголовку «{type}»</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/i18n/line_notes.py" line="96"/>
        <source>%n copies at most; the line asks for {qty}</source>
        <translation>
            <numerusform>не больше %n копии; в строке {qty}</numerusform>
            <numerusform>не больше %n копий; в строке {qty}</numerusform>
            <numerusform>не больше %n копий; в строке {qty}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="98"/>
        <source>heading «{type}»</source>
        <translation>заголовок «{type}»</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="101"/>
        <source>second mage {mage}</source>
        <translation>второй маг: {mage}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="102"/>
        <source>total {qty}</source>
        <translation>итого {qty}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="33"/>
        <source>imported</source>
        <translation>импортировано</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="33"/>
        <source>replaced</source>
        <translation>заменено</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="33"/>
        <source>unmatched</source>
        <translation>не сопоставлено</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="34"/>
        <source>skipped</source>
        <translation>пропущено</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="34"/>
        <source>refused</source>
        <translation>отклонено</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="41"/>
        <source>no such file or folder</source>
        <translation>нет такого файла или папки</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="42"/>
        <source>neither a folder nor a zip file</source>
        <translation>это не папка и не архив</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="43"/>
        <source>not an image file name</source>
        <translation>имя файла не похоже на изображение</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="44"/>
        <source>a link that leaves the pack folder</source>
        <translation>ссылка ведёт за пределы папки набора</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="45"/>
        <source>the entry&apos;s path leaves the pack folder</source>
        <translation>путь записи ведёт за пределы папки набора</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="46"/>
        <source>symbolic links are not followed</source>
        <translation>по символическим ссылкам не переходим</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="47"/>
        <source>not an image file</source>
        <translation>это не файл изображения</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="49"/>
        <source>the image library is set to load truncated images; cannot check this file</source>
        <translation>библиотека изображений настроена загружать обрезанные файлы; проверить этот файл нельзя</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="65"/>
        <source>no card has the OCTGN id, printed code or name {stem}</source>
        <translation>ни у одной карты нет такого номера OCTGN, печатного кода или названия: {stem}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="66"/>
        <source>the content is {fmt}, saved as {ext}</source>
        <translation>содержимое в формате {fmt}, сохранено как {ext}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="67"/>
        <source>also named by {label}; this one wins</source>
        <translation>та же карта и в {label}; берётся этот файл</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="68"/>
        <source>cannot read the file ({error})</source>
        <translation>не удаётся прочитать файл ({error})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="69"/>
        <source>cannot read the entry ({error})</source>
        <translation>не удаётся прочитать запись ({error})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="70"/>
        <source>not a readable zip file ({error})</source>
        <translation>архив не читается ({error})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="71"/>
        <source>{w}×{h} pixels is a decompression bomb (limit: {limit} pixels)</source>
        <translation>{w}×{h} пикселей — «бомба» распаковки (предел: {limit} пикселей)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="72"/>
        <source>decompression bomb ({error})</source>
        <translation>«бомба» распаковки ({error})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="74"/>
        <source>truncated or damaged image ({error})</source>
        <translation>изображение обрезано или повреждено ({error})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="75"/>
        <source>the pack passes {limit} bytes uncompressed</source>
        <translation>распакованный набор больше {limit} байт</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="76"/>
        <source>{size} bytes uncompressed is over the limit of {limit} bytes</source>
        <translation>{size} байт после распаковки — больше предела в {limit} байт</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="77"/>
        <source>larger than {limit} bytes uncompressed</source>
        <translation>больше {limit} байт после распаковки</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="78"/>
        <source>is {kind}, not a regular file; skipped</source>
        <translation>это {kind}, а не обычный файл; пропущено</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="81"/>
        <source>a folder</source>
        <translation>папка</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="81"/>
        <source>a named pipe</source>
        <translation>именованный канал</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="82"/>
        <source>a socket</source>
        <translation>сокет</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="82"/>
        <source>a character device</source>
        <translation>символьное устройство</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="83"/>
        <source>a block device</source>
        <translation>блочное устройство</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="20"/>
        <source>sets</source>
        <translation>наборы</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="20"/>
        <source>spell names</source>
        <translation>названия заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="20"/>
        <source>printings</source>
        <translation>издания карт</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="21"/>
        <source>excluded</source>
        <translation>исключено</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="21"/>
        <source>reprints that disagree</source>
        <translation>расходящиеся переиздания</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="22"/>
        <source>mages</source>
        <translation>маги</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="22"/>
        <source>product rows</source>
        <translation>строки продуктов</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="23"/>
        <source>Core Set books</source>
        <translation>книги Базового набора</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="23"/>
        <source>other official books</source>
        <translation>другие официальные книги</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="24"/>
        <source>Academy books</source>
        <translation>книги Академии</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="24"/>
        <source>apprentice books</source>
        <translation>книги учеников</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="25"/>
        <source>OCTGN Apprentice Mode books</source>
        <translation>книги режима учеников OCTGN</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="34"/>
        <source>convert OCTGN set.xml files into the db/ text library</source>
        <translation>преобразовать файлы наборов OCTGN (`set.xml`) в текстовую библиотеку `db/`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="35"/>
        <source>folder with OCTGN set .xml files (facts-only or a full OCTGN install)</source>
        <translation>папка с файлами наборов OCTGN `.xml` (только данные или полная установка OCTGN)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="36"/>
        <source>products.csv with copies per product</source>
        <translation>`products.csv` с числом копий в каждом наборе</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="37"/>
        <source>output folder (default: the project&apos;s db/)</source>
        <translation>папка вывода (по умолчанию — `db/` проекта)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="41"/>
        <source>convert the official OCTGN .o8d spellbooks into db/templates</source>
        <translation>преобразовать официальные книги заклинаний OCTGN (`.o8d`) в `db/templates`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="42"/>
        <source>the OCTGN decks folder (official-spellbooks, offical-academy-spellbooks, apprentice-spellbooks, octgn-apprentice-mode)</source>
        <translation>папка колод OCTGN (`official-spellbooks`, `offical-academy-spellbooks`, `apprentice-spellbooks`, `octgn-apprentice-mode`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="44"/>
        <source>output folder (default: the project&apos;s db/templates)</source>
        <translation>папка вывода (по умолчанию — `db/templates` проекта)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="25"/>
        <source>check, back up, restore or salvage your user data</source>
        <translation>проверить, сохранить копию, восстановить или спасти ваши данные</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="26"/>
        <source>The health of the user database (user.sqlite) and its backups. These commands work on the file itself, so they also work when it is damaged or read-only.</source>
        <translation>Состояние базы данных пользователя (`user.sqlite`) и её резервных копий. Эти команды работают с самим файлом, поэтому работают, даже если он повреждён или доступен только для чтения.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="30"/>
        <source>integrity check plus schema version (exit 0 healthy, 1 damaged)</source>
        <translation>проверка целостности и версия схемы (код выхода 0 — исправна, 1 — повреждена)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="33"/>
        <source>copy the user database (default: into the rotating backups)</source>
        <translation>скопировать базу данных пользователя (по умолчанию — в сменяемые резервные копии)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="34"/>
        <source>backup file to write</source>
        <translation>файл резервной копии для записи</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="37"/>
        <source>put a backup in place (the current file is moved aside, never deleted)</source>
        <translation>вернуть резервную копию на место (текущий файл откладывается в сторону, не удаляется)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="39"/>
        <source>the backup file</source>
        <translation>файл резервной копии</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="40"/>
        <source>the newest backup in the backups folder</source>
        <translation>самая новая копия в папке резервных копий</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="43"/>
        <source>write every readable spellbook as JSON into a folder</source>
        <translation>записать каждую читаемую книгу заклинаний в папку как JSON</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="44"/>
        <source>folder for the JSON files</source>
        <translation>папка для файлов JSON</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="74"/>
        <source>{path}: no user data yet (nothing to check)</source>
        <translation>{path}: данных пользователя пока нет (проверять нечего)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="76"/>
        <source>{path}: healthy, schema version {version} (this Spellforge: {current}), %n spellbook(s)</source>
        <translation>
            <numerusform>{path}: в порядке, версия схемы {version} (у этой программы: {current}), %n книга заклинаний</numerusform>
            <numerusform>{path}: в порядке, версия схемы {version} (у этой программы: {current}), %n книги заклинаний</numerusform>
            <numerusform>{path}: в порядке, версия схемы {version} (у этой программы: {current}), %n книг заклинаний</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="80"/>
        <source>written by a newer Spellforge: opened read-only</source>
        <translation>записан более новой версией программы: открыт только для чтения</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="82"/>
        <source>{path}: DAMAGED: {problems}</source>
        <translation>{path}: ПОВРЕЖДЁН: {problems}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="83"/>
        <source>restore a backup with `spellforge data restore --latest`, or save your spellbooks with `spellforge data salvage -o FOLDER`</source>
        <translation>восстановите резервную копию: `spellforge data restore --latest` — или спасите свои книги заклинаний: `spellforge data salvage -o ПАПКА`</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="85"/>
        <source>%n backup(s)</source>
        <translation>
            <numerusform>%n резервная копия</numerusform>
            <numerusform>%n резервные копии</numerusform>
            <numerusform>%n резервных копий</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="87"/>
        <source>newest {name}</source>
        <translation>самая новая: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="100"/>
        <source>{path}: no user data yet, nothing to back up</source>
        <translation>{path}: данных пользователя пока нет, копировать нечего</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="108"/>
        <source>{path}: cannot back up ({error}); try `spellforge data salvage`</source>
        <translation>{path}: не удаётся сделать резервную копию ({error}); попробуйте `spellforge data salvage`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="110"/>
        <source>backed up to {path}</source>
        <translation>резервная копия: {path}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="122"/>
        <source>no backups in {folder}</source>
        <translation>в {folder} нет резервных копий</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="129"/>
        <source>{path}: not a healthy database ({problems})</source>
        <translation>{path}: база данных повреждена ({problems})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="134"/>
        <source>restored {path} from {backup}</source>
        <translation>{path} восстановлен из {backup}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="136"/>
        <source>the previous file is kept as {path}</source>
        <translation>прежний файл сохранён как {path}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="149"/>
        <source>{path}: no user data, nothing to salvage</source>
        <translation>{path}: данных пользователя нет, спасать нечего</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="159"/>
        <source>{path}: cannot write ({error})</source>
        <translation>{path}: не удаётся записать ({error})</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="160"/>
        <source>%n spellbook(s) written to {folder}</source>
        <translation>
            <numerusform>%n книга заклинаний записана в {folder}</numerusform>
            <numerusform>%n книги заклинаний записаны в {folder}</numerusform>
            <numerusform>%n книг заклинаний записано в {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="170"/>
        <source>%n spellbook(s) found but could not be read: {names}</source>
        <translation>
            <numerusform>%n книга заклинаний найдена, но не читается: {names}</numerusform>
            <numerusform>%n книги заклинаний найдены, но не читаются: {names}</numerusform>
            <numerusform>%n книг заклинаний найдено, но не читаются: {names}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="14"/>
        <source>the user&apos;s own card images</source>
        <translation>ваши собственные изображения карт</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="16"/>
        <source>import a folder or .zip of card images (named by GUID, printed code or name)</source>
        <translation>импортировать папку или `.zip` с изображениями карт (по номеру OCTGN, печатному коду или названию)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="17"/>
        <source>a folder or .zip of card images</source>
        <translation>папка или `.zip` с изображениями карт</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="18"/>
        <source>file the images under one card language only; the report is in that language too (default: for every card language, report in English)</source>
        <translation>привязать изображения только к одному языку карт; отчёт тоже на этом языке (по умолчанию — для всех языков карт, отчёт на английском)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="43"/>
        <source>no files</source>
        <translation>файлов нет</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="45"/>
        <source>cancelled</source>
        <translation>прервано</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="53"/>
        <location filename="../spellforge/cli/cmd_import.py" line="82"/>
        <source>by OCTGN id</source>
        <translation>по номеру OCTGN</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="53"/>
        <location filename="../spellforge/cli/cmd_import.py" line="82"/>
        <source>by printed code</source>
        <translation>по печатному коду</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="53"/>
        <location filename="../spellforge/cli/cmd_import.py" line="83"/>
        <source>by name</source>
        <translation>по названию</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="66"/>
        <source>OCTGN file</source>
        <translation>файл OCTGN</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="66"/>
        <source>text</source>
        <translation>текст</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="66"/>
        <source>BBCode</source>
        <translation>разметка форума</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="67"/>
        <source>forum list</source>
        <translation>список с форума</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="67"/>
        <source>Spellforge JSON</source>
        <translation>файл книги программы</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="67"/>
        <source>deck code</source>
        <translation>код колоды</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="82"/>
        <source>by id</source>
        <translation>по номеру</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="89"/>
        <source>{file}: {format}, mage {mage}{element}, {cards}, unresolved lines: {unresolved}</source>
        <translation>{file}: {format}, маг {mage}{element}, {cards}, нераспознанных строк: {unresolved}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="92"/>
        <source>card</source>
        <translation>карта</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="92"/>
        <source>mage</source>
        <translation>маг</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="92"/>
        <source>element</source>
        <translation>стихия</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="93"/>
        <source>UNRESOLVED</source>
        <translation>НЕ РАСПОЗНАНО</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="93"/>
        <source>ignored</source>
        <translation>пропущено</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="98"/>
        <source>{how}, {percent} %</source>
        <translation>{how}, {percent} %</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="84"/>
        <source>similar name</source>
        <translation>похожее название</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="15"/>
        <source>read a spellbook file (o8d, text, BBCode, forum list, JSON, deck code) and report each line</source>
        <translation>прочитать файл книги заклинаний (`o8d`, текст, `BBCode`, список с форума, JSON, код колоды) и отчитаться по каждой строке</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="16"/>
        <source>the spellbook file</source>
        <translation>файл книги заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="17"/>
        <source>skip format detection</source>
        <translation>не определять формат</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="18"/>
        <source>language of the report and of card names (default en)</source>
        <translation>язык отчёта и названий карт (по умолчанию `en`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="107"/>
        <source>{note}; maybe {cards}</source>
        <translation>{note}; возможно: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="112"/>
        <source>book name: {name}</source>
        <translation>название книги: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="115"/>
        <source>suggested mage: {mage}, {points} points (not applied; give `--mage` to validate)</source>
        <translation>предлагаемый маг: {mage}, очков магии: {points} (не применён; для проверки укажите `--mage`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="17"/>
        <source>exact damage odds for N attack dice</source>
        <translation>точные шансы урона для заданного числа кубиков атаки</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="18"/>
        <source>Exact damage distribution of an attack roll.</source>
        <translation>Точное распределение урона при броске атаки.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="19"/>
        <source>number of attack dice</source>
        <translation>число кубиков атаки</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="20"/>
        <source>the target&apos;s Armor</source>
        <translation>Броня цели</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="21"/>
        <source>Piercing +X of the attack</source>
        <translation>свойство атаки Проникающая атака +X</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="22"/>
        <source>the target is Incorporeal (only 1s count)</source>
        <translation>цель Бестелесная (засчитываются только единицы)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="23"/>
        <source>the attack is Ethereal (hits Incorporeal fully)</source>
        <translation>атака Эфирная (полностью поражает Бестелесных)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="24"/>
        <source>the target&apos;s Defense N+</source>
        <translation>Защита цели (атака отражена при броске к12 не ниже этого числа)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="25"/>
        <source>Daze tokens on the target (−2 each to Defense)</source>
        <translation>жетоны Ступора на цели (каждый даёт −2 к Защите)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="26"/>
        <source>the attacker is Dazed (d12 7+ to attack)</source>
        <translation>атакующий в Ступоре (для атаки нужно 7+ на к12)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="33"/>
        <source>`{option}` must be 0 or more, got {value}</source>
        <translation>`{option}` должно быть 0 или больше, а не {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="35"/>
        <source>`--dice` must be between 0 and {max}, got {value}</source>
        <translation>`--dice` (число кубиков) должно быть от 0 до {max}, а не {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="40"/>
        <source>`--defense` must be between 1 and 12 (a d12 roll of N or more), got {value}</source>
        <translation>`--defense` должно быть от 1 до 12 (бросок кубика эффектов на это число или больше), а не {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="43"/>
        <source>`--defender-daze` needs `--defense N` (Daze lowers the target&apos;s Defense roll)</source>
        <translation>для `--defender-daze` нужна `--defense N` (Ступор ухудшает бросок Защиты цели)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_odds.py" line="69"/>
        <source>%n dice vs Armor {armor}</source>
        <translation>
            <numerusform>%n кубик атаки против Брони {armor}</numerusform>
            <numerusform>%n кубика атаки против Брони {armor}</numerusform>
            <numerusform>%n кубиков атаки против Брони {armor}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="71"/>
        <source>Piercing +{value}</source>
        <translation>Проникающая атака +{value}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="73"/>
        <source>Incorporeal target (Ethereal attack)</source>
        <translation>Бестелесная цель (Эфирная атака)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="73"/>
        <source>Incorporeal target</source>
        <translation>Бестелесная цель</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="74"/>
        <source>mean damage {value}</source>
        <translation>среднее повреждение {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="76"/>
        <source>hit chance {chance}, expected damage {damage}</source>
        <translation>шанс попасть {chance}, ожидаемое повреждение {damage}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="78"/>
        <source>damage</source>
        <translation>повр.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="78"/>
        <source>exactly</source>
        <translation>ровно</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="78"/>
        <source>at least</source>
        <translation>не меньше</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="16"/>
        <source>export or import card-name translations (card_id,lang,name,source)</source>
        <translation>экспорт или импорт переводов названий карт (`card_id,lang,name,source`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="18"/>
        <source>write every card&apos;s names to CSV</source>
        <translation>записать названия всех карт в CSV</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="19"/>
        <source>file to write (default: standard output)</source>
        <translation>файл для записи (по умолчанию — стандартный вывод)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="21"/>
        <source>a language to export; repeat it for several (default: ru and pl)</source>
        <translation>язык для экспорта; повторите для нескольких (по умолчанию `ru` и `pl`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="23"/>
        <source>store names from a CSV as your own names</source>
        <translation>сохранить названия из CSV как ваши собственные</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="24"/>
        <source>CSV file with columns card_id,lang,name[,source]</source>
        <translation>файл CSV со столбцами `card_id,lang,name[,source]`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="28"/>
        <source>set your own name for one card</source>
        <translation>задать своё название одной карты</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="29"/>
        <source>the card, by name in any language or by id</source>
        <translation>карта — по названию на любом языке или по номеру</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="30"/>
        <source>the language of the name (en, ru or pl)</source>
        <translation>язык названия (`en`, `ru` или `pl`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="31"/>
        <source>your name for the card in that language</source>
        <translation>ваше название карты на этом языке</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_translations.py" line="75"/>
        <source>%n name(s) stored</source>
        <translation>
            <numerusform>сохранено %n название</numerusform>
            <numerusform>сохранено %n названия</numerusform>
            <numerusform>сохранено %n названий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_translations.py" line="75"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="96"/>
        <source>{card}, its {language} name: {name}</source>
        <translation>{card}, название на языке «{language}»: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="73"/>
        <source>{fmt} images are not accepted (only {formats})</source>
        <translation>изображения {fmt} не принимаются (только {formats})</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="63"/>
        <source>{path}: cannot read the file ({error})</source>
        <translation>{path}: не удаётся прочитать файл ({error})</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="68"/>
        <source>{path}: line {line}: not {encoding} text (save the CSV as {encoding})</source>
        <translation>{path}: строка {line}: текст не в кодировке {encoding} (сохраните таблицу в {encoding})</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="78"/>
        <source>{file}: file is too large ({size} characters; the limit is {limit})</source>
        <translation>{file}: файл слишком велик (символов: {size}; предел: {limit})</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="85"/>
        <source>{file}: line {line}: empty file</source>
        <translation>{file}: строка {line}: файл пуст</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="89"/>
        <source>{file}: line {line}: missing columns {missing} (expected {header})</source>
        <translation>{file}: строка {line}: нет столбцов {missing} (нужны {header})</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="97"/>
        <source>{file}: line {line}: more than {limit} rows; nothing was stored (split the file)</source>
        <translation>{file}: строка {line}: больше {limit} строк; ничего не сохранено (разделите файл)</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="101"/>
        <source>{file}: line {line}: a field is longer than {limit} characters; nothing was stored</source>
        <translation>{file}: строка {line}: поле длиннее {limit} символов; ничего не сохранено</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="109"/>
        <source>{file}: line {line}: not valid CSV ({error}); nothing was stored</source>
        <translation>{file}: строка {line}: таблица повреждена ({error}); ничего не сохранено</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="124"/>
        <source>{file}: line {line}: too few columns</source>
        <translation>{file}: строка {line}: слишком мало столбцов</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="128"/>
        <source>{file}: line {line}: unknown card id {id}</source>
        <translation>{file}: строка {line}: неизвестный номер карты {id}</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="131"/>
        <source>{file}: line {line}: language {lang} is not `en`, `ru` or `pl`</source>
        <translation>{file}: строка {line}: язык {lang} — не `en`, `ru` и не `pl`</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="134"/>
        <source>{file}: line {line}: empty name</source>
        <translation>{file}: строка {line}: пустое название</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="139"/>
        <source>{file}: line {line}: control characters removed from the name</source>
        <translation>{file}: строка {line}: из названия убраны управляющие символы</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="84"/>
        <source>another name of the card</source>
        <translation>другое название карты</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="85"/>
        <source>name written differently</source>
        <translation>название в другом написании</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="31"/>
        <source>usage: </source>
        <translation>использование: </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="32"/>
        <source>positional arguments</source>
        <translation>позиционные аргументы</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="33"/>
        <source>options</source>
        <translation>параметры</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="34"/>
        <source>show this help message and exit</source>
        <translation>показать эту справку и выйти</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="37"/>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: ошибка: %(message)s
</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="38"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>параметр %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="40"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>недопустимое значение %(value)r (можно: %(choices)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="41"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>недопустимое значение: %(value)r</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="42"/>
        <source>unrecognized arguments: %s</source>
        <translation>непонятные параметры: %s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="43"/>
        <source>the following arguments are required: %s</source>
        <translation>нужно указать: %s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="44"/>
        <source>one of the arguments %s is required</source>
        <translation>нужно указать одно из: %s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="45"/>
        <source>not allowed with argument %s</source>
        <translation>нельзя вместе с %s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="46"/>
        <source>ignored explicit argument %r</source>
        <translation>лишнее значение %r</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="47"/>
        <source>expected one argument</source>
        <translation>нужно одно значение</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="48"/>
        <source>expected at most one argument</source>
        <translation>можно не больше одного значения</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="49"/>
        <source>expected at least one argument</source>
        <translation>нужно хотя бы одно значение</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="50"/>
        <location filename="../spellforge/cli/argparse_words.py" line="51"/>
        <source>expected this many values: %s</source>
        <translation>нужно значений: %s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="53"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>неоднозначный параметр %(option)s: подходят %(matches)s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="54"/>
        <source>can&apos;t open &apos;%(filename)s&apos;: %(error)s</source>
        <translation>не удаётся открыть «%(filename)s»: %(error)s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="56"/>
        <source>unknown command %(parser_name)r (choices: %(choices)s)</source>
        <translation>неизвестная команда %(parser_name)r (есть: %(choices)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="57"/>
        <source>unexpected option string: %s</source>
        <translation>неожиданный параметр: %s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card_text.py" line="14"/>
        <source>your OCTGN install&apos;s printed card text (kept in your data)</source>
        <translation>печатный текст карт из вашей установки OCTGN (хранится в ваших данных)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card_text.py" line="16"/>
        <source>read the Text of every card from an OCTGN folder or set.xml files</source>
        <translation>прочитать текст каждой карты из папки OCTGN или файлов `set.xml`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card_text.py" line="17"/>
        <source>an OCTGN installation folder, a folder of set files or set.xml files</source>
        <translation>папка установки OCTGN, папка файлов наборов или файлы `set.xml`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card_text.py" line="20"/>
        <source>forget every imported card text</source>
        <translation>забыть весь импортированный текст карт</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_export.py" line="20"/>
        <source>write a spellbook (a file or a saved book) as o8d, text, BBCode, a forum list, JSON or a deck code</source>
        <translation>записать книгу заклинаний (файл или сохранённую книгу) как `o8d`, текст, `BBCode`, список для форума, JSON или код колоды</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_export.py" line="24"/>
        <source>output format (code: the deck code to share, SF1:…)</source>
        <translation>формат вывода (`code` — код колоды, чтобы поделиться, `SF1:…`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_export.py" line="25"/>
        <source>language of card names (text formats)</source>
        <translation>язык названий карт (текстовые форматы)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_export.py" line="27"/>
        <source>report what was written as JSON (book, file, format, lang, warnings; on standard error when the book goes to standard output)</source>
        <translation>сообщить о записанном в JSON (книга, файл, формат, язык, предупреждения; в поток ошибок, если книга идёт в стандартный вывод)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_gui.py" line="13"/>
        <source>open the desktop app</source>
        <translation>открыть приложение</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_gui.py" line="15"/>
        <source>save a picture of the window once it is up, then quit (checks an install)</source>
        <translation>сохранить снимок окна, когда оно откроется, и выйти (проверка установки)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_gui.py" line="17"/>
        <source>open the main screens offscreen and say what does not fit (for translators and tests)</source>
        <translation>открыть главные экраны вне экрана и сообщить, что не помещается (для переводчиков и тестов)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_gui.py" line="18"/>
        <source>the screen of the layout report</source>
        <translation>экран для отчёта о размещении</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_gui.py" line="19"/>
        <source>the layout report&apos;s language</source>
        <translation>язык отчёта о размещении</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_gui.py" line="20"/>
        <source>the book the layout report opens (default: the official Wizard)</source>
        <translation>книга, которую открывает отчёт о размещении (по умолчанию — официальная книга Волшебника)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_gui.py" line="21"/>
        <source>the layout report as JSON</source>
        <translation>отчёт о размещении в JSON</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="25"/>
        <source>Play the spellbook against a target mage for --games seeded games (default 1000, seed 1) and report how fast it kills, how mana and creatures come, and which cards are not simulated. The target never acts unless --opponent dummy: then it attacks your creatures and mage each round, and casts the --dummy-cards. With a second book B both are played on the same game seeds and compared. See docs/goldfish.md for the policies and what is simulated. Exit status: 0 done, 2 unreadable input or a bad option.</source>
        <translation>Сыграть книгой заклинаний `--games` партий с заданным зерном (по умолчанию 1000, зерно 1) против мага-цели и сообщить, как быстро она побеждает, как приходят мана и существа и какие карты не моделируются. Цель ничего не делает, кроме случая `--opponent dummy`: тогда каждый раунд она атакует ваших существ и мага и колдует `--dummy-cards`. Со второй книгой B обе играются с одними и теми же зёрнами игр и сравниваются. Код выхода: 0 — готово, 2 — ввод не читается или неверный параметр.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="33"/>
        <source>a second book (same forms as A): compare A and B game by game on the same game seeds</source>
        <translation>вторая книга (в тех же формах, что A): сравнить A и B игра за игрой с одними и теми же зёрнами игр</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/__init__.py" line="48"/>
        <source>{path}: this is in Spellforge&apos;s data folder ({folder}), which holds your data: write the file elsewhere</source>
        <translation>{path}: это папка данных программы ({folder}), в ней хранятся ваши данные: запишите файл в другое место</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/__init__.py" line="78"/>
        <source>{path}: not a spellbook: it names no mage and no card</source>
        <translation>{path}: это не книга заклинаний: в ней нет ни мага, ни карт</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="198"/>
        <source>spellbook {id} {name} is open in the Spellforge window: close it there first, or delete it from the window&apos;s Spellbooks list</source>
        <translation>книга заклинаний № {id} ({name}) открыта в окне программы: сначала закройте её там или удалите из списка книг в окне</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="163"/>
        <source>%n campaign(s) written to {folder}</source>
        <translation>
            <numerusform>%n кампания записана в {folder}</numerusform>
            <numerusform>%n кампании записаны в {folder}</numerusform>
            <numerusform>%n кампаний записано в {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="166"/>
        <source>%n campaign(s) found but could not be read: {names}</source>
        <translation>
            <numerusform>%n кампания найдена, но не читается: {names}</numerusform>
            <numerusform>%n кампании найдены, но не читаются: {names}</numerusform>
            <numerusform>%n кампаний найдено, но не читаются: {names}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="22"/>
        <source>two spellbooks play each other: wins, losses and draws with a 95-percent interval</source>
        <translation>две книги заклинаний играют друг против друга: победы, поражения и ничьи с 95-процентным интервалом</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="23"/>
        <source>Play spellbook A against spellbook B for --games seeded games (default 200, seed 1), corners and the first Initiative alternated, both sides played by the same AI (the goldfish planner&apos;s priorities and a tactical layer). Report wins, losses and draws with a 95 % interval, mean rounds, how games were won, cards cast and damage by source, and the cards not simulated. See docs/matchup.md for the rules played and the AI&apos;s limits. Exit status: 0 done, 2 unreadable input or a bad option.</source>
        <translation>Сыграть книгу A против книги B `--games` партий с заданным зерном (по умолчанию 200, зерно 1), углы и первая инициатива чередуются, обе стороны играет один и тот же ИИ (приоритеты планировщика пробной игры и тактический слой). Отчёт: победы, поражения и ничьи с 95-процентным интервалом, среднее число раундов, как выигрывались партии, сыгранные карты и повреждения по источникам, карты, которые не моделируются. Правила и пределы ИИ: `docs/matchup.md`. Код выхода: 0 готово, 2 нечитаемый ввод или неверный параметр.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="30"/>
        <source>the opponent&apos;s book (same forms as A)</source>
        <translation>книга противника (те же формы, что и A)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="31"/>
        <source>games per pair (default 200)</source>
        <translation>партий на пару (по умолчанию 200)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="34"/>
        <source>a game still running after this many rounds is a draw (default 30)</source>
        <translation>партия, не закончившаяся за столько раундов, — ничья (по умолчанию 30)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="36"/>
        <source>planner (default): each book prepares by the goldfish planner&apos;s priorities; greedy: the fixed order (faster to start)</source>
        <translation>`planner` (по умолчанию): каждая книга готовит заклинания по приоритетам планировщика пробной игры; `greedy`: постоянный порядок (быстрее стартует)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="38"/>
        <source>processes that play games (default: one per core)</source>
        <translation>процессы, играющие партии (по умолчанию по одному на ядро)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="40"/>
        <source>play A against every book of this folder, or &quot;official&quot;: the 13 official books; one row per opponent</source>
        <translation>сыграть A против каждой книги этой папки или `official`: 13 официальных книг; по строке на противника</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="43"/>
        <source>play every pair of the books of this folder (or &quot;official&quot;): a table of scores</source>
        <translation>сыграть каждую пару книг этой папки (или `official`): таблица результатов</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="45"/>
        <source>book A&apos;s casting plan (JSON, as goldfish --plan: which spells to prepare in which round); its other rounds follow --policy; the opponents keep their own plans</source>
        <translation>план книги A в JSON (как у `goldfish --plan`: какие заклинания готовить в каком раунде); остальные раунды — по `--policy`; соперники играют свои планы</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="47"/>
        <source>also print the first game turn by turn, both sides</source>
        <translation>также вывести первую партию ход за ходом, обе стороны</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="49"/>
        <source>language of the readable report and its --log (--json stays English)</source>
        <translation>язык читаемого отчёта и его `--log` (`--json` остаётся на английском)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="68"/>
        <location filename="../spellforge/cli/cmd_matchup.py" line="122"/>
        <source>{path}: not a folder (give a folder of spellbook files, or &quot;official&quot;)</source>
        <translation>{path}: не папка (укажите папку с файлами книг заклинаний или `official`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="76"/>
        <source>{path}: holds no spellbook file</source>
        <translation>{path}: в папке нет файла книги заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="85"/>
        <source>{book}: the book names no mage the library knows</source>
        <translation>{book}: в книге не указан маг, известный библиотеке</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="114"/>
        <source>give a book A (and B, or --gauntlet), or --table</source>
        <translation>укажите книгу A (и B или `--gauntlet`) либо `--table`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="116"/>
        <source>give the opponent B, or --gauntlet DIR_OR_SET</source>
        <translation>укажите противника B или `--gauntlet DIR_OR_SET`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="118"/>
        <source>--plan is book A&apos;s plan: give A with B or --gauntlet (--table plays every book on its own plan)</source>
        <translation>`--plan` — план книги A: укажите A вместе с B или `--gauntlet` (`--table` играет каждую книгу по её собственному плану)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="143"/>
        <location filename="../spellforge/cli/cmd_matchup.py" line="165"/>
        <source>playing pair {done} of {total}…</source>
        <translation>играется пара {done} из {total}…</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="165"/>
        <source>--engine matchup: --distance is at most {span} (the opposite corners of the 4×3 arena)</source>
        <translation>`--engine matchup`: `--distance` не больше {span} (противоположные углы арены 4×3)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_ab.py" line="97"/>
        <source>playing game {done} of {total}…</source>
        <translation>играется партия {done} из {total}…</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="42"/>
        <source>zones between your mage and the target in the 4×3 arena: mages and creatures walk and ranges count (default {corners}: the opposite corners; 0: the target in your mage&apos;s zone, where ranges still count; with --engine goldfish 0 means no arena, everything in range)</source>
        <translation>зоны между вашим магом и целью на арене 4×3: маги и существа ходят, дистанция учитывается (по умолчанию {corners}: противоположные углы; 0: цель в зоне вашего мага, где дистанция по-прежнему учитывается; с `--engine goldfish` 0 означает: без арены, всё в пределах дистанции)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="67"/>
        <source>matchup (default): the two-sided matchup engine, the target set-up played as a side: passive, or the dummy with --opponent dummy (docs/matchup.md); goldfish: the old one-sided engine, for comparison</source>
        <translation>`matchup` (по умолчанию): двусторонний движок поединков, цель играет как сторона: пассивная или манекен при `--opponent dummy` (`docs/matchup.md`); `goldfish`: старый односторонний движок, для сравнения</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_setup.py" line="79"/>
        <source>--dummy-cards: unknown card &apos;{name}&apos;</source>
        <translation>`--dummy-cards`: неизвестная карта «{name}»</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_setup.py" line="81"/>
        <source>--dummy-cards: {card}: {why}</source>
        <translation>`--dummy-cards`: {card}: {why}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_setup.py" line="90"/>
        <source>its effect is not simulated</source>
        <translation>её эффект не моделируется</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_setup.py" line="92"/>
        <source>a curse the dummy cannot use (only damage each Upkeep or fewer attack dice)</source>
        <translation>проклятие, которое цель не может использовать (только повреждения в каждой фазе поддержки или меньше кубиков атаки)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_setup.py" line="94"/>
        <source>nothing the dummy uses (Armor, Life, Melee, Regenerate, a Defense or Block)</source>
        <translation>в ней нет ничего, что использует цель (Броня, Жизнь, Ближняя атака, Регенерация, Защита или Блок)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_setup.py" line="95"/>
        <source>only attack spells, enchantments, equipment, Seeking Dispel and Dissolve</source>
        <translation>цель носит или колдует только атакующие заклинания, чары, снаряжение, «Уничтожение чар» и «Распад»</translation>
    </message>
</context>
<context>
    <name>CloseButton</name>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="288"/>
        <source>Close Tab</source>
        <translation>Закрыть вкладку</translation>
    </message>
</context>
<context>
    <name>CollectionCommands</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/view.py" line="397"/>
        <source>Set {product} to %n box(es)</source>
        <translation>
            <numerusform>{product}: %n коробка</numerusform>
            <numerusform>{product}: %n коробки</numerusform>
            <numerusform>{product}: %n коробок</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="412"/>
        <source>Change the copies of {card}</source>
        <translation>Изменить число копий: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="426"/>
        <location filename="../spellforge/ui/collection/view.py" line="445"/>
        <source>Take apart {book}</source>
        <translation>Разобрать книгу «{book}»</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="466"/>
        <source>Mark {book} assembled</source>
        <translation>Отметить книгу «{book}» собранной</translation>
    </message>
</context>
<context>
    <name>CollectionImport</name>
    <message>
        <location filename="../spellforge/ui/collection/import_csv.py" line="28"/>
        <source>Import {file}</source>
        <translation>Импорт {file}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/import_csv.py" line="43"/>
        <location filename="../spellforge/ui/collection/import_csv.py" line="52"/>
        <source>Import collection</source>
        <translation>Импорт коллекции</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/import_csv.py" line="44"/>
        <source>Collection CSV (*.csv *.txt);;All files (*)</source>
        <translation>Коллекция CSV (*.csv *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/import_csv.py" line="55"/>
        <source>Reading {file}…</source>
        <translation>Чтение {file}…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/import_csv.py" line="58"/>
        <source>Cancelled: nothing was imported.</source>
        <translation>Отменено: ничего не импортировано.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/import_csv.py" line="62"/>
        <source>Could not read {file}:
{error}</source>
        <translation>Не удалось прочитать {file}:
{error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/import_csv.py" line="80"/>
        <source>Products read: %n</source>
        <translation>
            <numerusform>Прочитано продуктов: %n</numerusform>
            <numerusform>Прочитано продуктов: %n</numerusform>
            <numerusform>Прочитано продуктов: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/import_csv.py" line="81"/>
        <source>Cards read: %n</source>
        <translation>
            <numerusform>Прочитано карт: %n</numerusform>
            <numerusform>Прочитано карт: %n</numerusform>
            <numerusform>Прочитано карт: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/import_csv.py" line="82"/>
        <source>Lines not understood: %n</source>
        <translation>
            <numerusform>Непонятных строк: %n</numerusform>
            <numerusform>Непонятных строк: %n</numerusform>
            <numerusform>Непонятных строк: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/import_csv.py" line="85"/>
        <source>line {line}: {text}</source>
        <translation>строка {line}: {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/import_csv.py" line="72"/>
        <source>Not imported: the collection would be over its limits ({problems}).</source>
        <translation>Не импортировано: коллекция превысила бы свои пределы ({problems}).</translation>
    </message>
</context>
<context>
    <name>CollectionTab</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="379"/>
        <source>Products you own</source>
        <translation>Ваши коробки</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="386"/>
        <source>Heroes: {heroes}</source>
        <translation>Герои: {heroes}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="387"/>
        <source>Advanced actions: %n</source>
        <translation>
            <numerusform>Особые действия: %n</numerusform>
            <numerusform>Особые действия: %n</numerusform>
            <numerusform>Особые действия: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="388"/>
        <source>Spells: %n</source>
        <translation>
            <numerusform>Заклинания: %n</numerusform>
            <numerusform>Заклинания: %n</numerusform>
            <numerusform>Заклинания: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="389"/>
        <source>Artifacts: %n</source>
        <translation>
            <numerusform>Артефакты: %n</numerusform>
            <numerusform>Артефакты: %n</numerusform>
            <numerusform>Артефакты: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="390"/>
        <source>Regular unit cards: %n</source>
        <translation>
            <numerusform>Карты обычных отрядов: %n</numerusform>
            <numerusform>Карты обычных отрядов: %n</numerusform>
            <numerusform>Карты обычных отрядов: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="391"/>
        <source>Elite unit cards: %n</source>
        <translation>
            <numerusform>Карты элитных отрядов: %n</numerusform>
            <numerusform>Карты элитных отрядов: %n</numerusform>
            <numerusform>Карты элитных отрядов: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="392"/>
        <source>Players with the dummy player (co-op, solo): up to %n</source>
        <translation>
            <numerusform>Игроков с виртуальным игроком (кооператив, соло): до %n</numerusform>
            <numerusform>Игроков с виртуальным игроком (кооператив, соло): до %n</numerusform>
            <numerusform>Игроков с виртуальным игроком (кооператив, соло): до %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CollectionView</name>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="215"/>
        <source>Products</source>
        <translation>Продукты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="216"/>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="217"/>
        <source>Assembled spellbooks</source>
        <translation>Собранные книги</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="218"/>
        <source>What to buy</source>
        <translation>Что купить</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="221"/>
        <source>Filter cards: name in any language, or s:fire t:creature …</source>
        <translation>Фильтр карт: название на любом языке или ш:огонь т:существо …</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="222"/>
        <source>Card filter</source>
        <translation>Фильтр карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="223"/>
        <source>Owned only</source>
        <translation>Только имеющиеся</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="224"/>
        <source>Take apart</source>
        <translation>Разобрать</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="225"/>
        <source>The selected book is no longer assembled: its cards become free</source>
        <translation>Выбранная книга больше не собрана: её карты освобождаются</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="226"/>
        <source>Spellbook / card</source>
        <translation>Книга заклинаний / карта</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="226"/>
        <source>Copies</source>
        <translation>Копии</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="233"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="234"/>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="278"/>
        <source>Undo: {action}</source>
        <translation>Отменить: {action}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="280"/>
        <source>Redo: {action}</source>
        <translation>Повторить: {action}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/view.py" line="286"/>
        <source>Products owned: %n</source>
        <translation>
            <numerusform>Продуктов в коллекции: %n</numerusform>
            <numerusform>Продуктов в коллекции: %n</numerusform>
            <numerusform>Продуктов в коллекции: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/view.py" line="287"/>
        <source>Different cards: %n</source>
        <translation>
            <numerusform>Разных карт: %n</numerusform>
            <numerusform>Разных карт: %n</numerusform>
            <numerusform>Разных карт: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/view.py" line="288"/>
        <source>Copies: %n</source>
        <translation>
            <numerusform>Копий: %n</numerusform>
            <numerusform>Копий: %n</numerusform>
            <numerusform>Копий: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="294"/>
        <source>No spellbook is marked assembled. Mark a book assembled from the spellbook editor; its cards are then kept for it.</source>
        <translation>Ни одна книга не отмечена как собранная. Отметьте книгу собранной в редакторе книг — её карты будут закреплены за ней.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/view.py" line="305"/>
        <source>{book} — missing copies: %n</source>
        <translation>
            <numerusform>{book} — не хватает копий: %n</numerusform>
            <numerusform>{book} — не хватает копий: %n</numerusform>
            <numerusform>{book} — не хватает копий: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="316"/>
        <source>Conflicts</source>
        <translation>Конфликты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="320"/>
        <source>{card}: {owned} owned, {needed} needed by {books}</source>
        <translation>{card}: есть {owned}, нужно {needed} для {books}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="230"/>
        <source>Import CSV…</source>
        <translation>Импорт CSV…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="231"/>
        <source>Read a collection file (product,card,code,count): listed products and cards take the file&apos;s counts; one undo step</source>
        <translation>Прочитать файл коллекции (product,card,code,count): у перечисленных продуктов и карт будут количества из файла; отменяется одним шагом</translation>
    </message>
</context>
<context>
    <name>CompareTab</name>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="232"/>
        <source>Version {n} · {when}</source>
        <translation>Версия {n} · {when}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="233"/>
        <source>Version {n} · {when} · {points} points</source>
        <translation>Версия {n} · {when} · очки магии: {points}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="237"/>
        <source>Build {letter}</source>
        <translation>Книга {letter}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="238"/>
        <source>&amp;Book</source>
        <translation>&amp;Книга</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="238"/>
        <source>B&amp;ook</source>
        <translation>К&amp;нига</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="239"/>
        <source>&amp;Version</source>
        <translation>&amp;Версия</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="239"/>
        <source>V&amp;ersion</source>
        <translation>В&amp;ерсия</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="240"/>
        <source>File…</source>
        <translation>Файл…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="241"/>
        <source>Compare a spellbook file (.o8d, text, BBCode, JSON)</source>
        <translation>Сравнить с файлом книги заклинаний (.o8d, текст, BBCode, JSON)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="242"/>
        <source>This book (as in the editor)</source>
        <translation>Эта книга (как в редакторе)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="242"/>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="243"/>
        <source>&amp;Games</source>
        <translation>&amp;Игры</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="244"/>
        <source>Co&amp;mpare</source>
        <translation>С&amp;равнить</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="245"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="296"/>
        <source>That book or version is no longer saved; pick another.</source>
        <translation>Этой книги или версии больше нет среди сохранённых; выберите другую.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="344"/>
        <source>The games could not be played: {error}</source>
        <translation>Не удалось сыграть игры: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="351"/>
        <source>The target was never killed in {rounds} rounds.</source>
        <translation>Цель не погибла ни разу (лимит раундов: {rounds}).</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="353"/>
        <source>Kills in round {mean} on average (median {p50}, 90% by round {p90}); games without a kill: {never}.</source>
        <translation>Убивает в среднем в раунде {mean} (медиана {p50}, в 90% — к раунду {p90}); игр без убийства: {never}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="360"/>
        <source>Cards not simulated: {n}.</source>
        <translation>Карт не моделируется: {n}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="370"/>
        <source>{games} paired games. B − A: {delta} rounds on average, 95% interval {lo} to {hi}, {p}. B faster in {faster} games, slower in {slower}, the same round in {equal}.</source>
        <translation>Парных игр: {games}. B − A: в среднем {delta} раунда, 95% интервал от {lo} до {hi}, {p}. B быстрее в играх: {faster}, медленнее: {slower}, в том же раунде: {equal}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="396"/>
        <source>Rounds to kill</source>
        <translation>Раундов до убийства</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="402"/>
        <source>Damage per round (mean)</source>
        <translation>Повреждения за раунд (в среднем)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="357"/>
        <source>Games lost (your mage destroyed): {n}.</source>
        <translation>Проиграно игр (ваш маг уничтожен): {n}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="225"/>
        <source>No saved version differs from this book yet: both sides are the book as it is now. Pick another book or a file for B, or edit the book and compare later.</source>
        <translation>Ни одна сохранённая версия пока не отличается от книги: с обеих сторон книга в её нынешнем виде. Выберите для B другую книгу или файл либо измените книгу и сравните позже.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="340"/>
        <source>Cancelled: nothing is compared. A comparison always plays every game, so stopping when the result looks good cannot bias it.</source>
        <translation>Отменено: сравнения нет. Сравнение всегда играет все игры, чтобы остановка при удачном результате не искажала его.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="381"/>
        <source>The planner plays the plan it drew with this seed; another seed may draw another plan, so the interval holds for these plans.</source>
        <translation>Планировщик играет план, найденный для этого зерна; другое зерно может дать другой план, поэтому интервал верен для этих планов.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="387"/>
        <source>Cards that differ, with the games of A and of B in which each was cast: {cards}.</source>
        <translation>Различающиеся карты и число игр A и B, в которых каждая была сотворена: {cards}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="251"/>
        <location filename="../spellforge/ui/playtest/compare.py" line="269"/>
        <source>Pick two builds and press Compare: game by game, both are played with the same game seeds.</source>
        <translation>Выберите две книги и нажмите «Сравнить»: игра за игрой обе играются с одними и теми же зёрнами игр.</translation>
    </message>
</context>
<context>
    <name>CostExplanation</name>
    <message>
        <location filename="../spellforge/rules/messages.py" line="36"/>
        <source>attack spells</source>
        <translation>атаки</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="36"/>
        <source>conjurations</source>
        <translation>заклятия</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="37"/>
        <source>creatures</source>
        <translation>существа</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="37"/>
        <source>enchantments</source>
        <translation>чары</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="38"/>
        <source>equipment</source>
        <translation>снаряжение</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="38"/>
        <source>incantations</source>
        <translation>колдовство</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="43"/>
        <source>trained school</source>
        <translation>маг обучался в этой школе</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="44"/>
        <source>untrained school</source>
        <translation>маг не обучался в этой школе</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="45"/>
        <source>opposed school</source>
        <translation>школа с тройной ценой</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="46"/>
        <source>trained up to level {detail}</source>
        <translation>маг обучался до {detail} уровня</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="47"/>
        <source>trained only up to level {detail}</source>
        <translation>маг обучался только до {detail} уровня</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="48"/>
        <source>chosen element</source>
        <translation>выбранная стихия</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="49"/>
        <source>trained for {school} {type}</source>
        <translation>маг обучался: {type} школы «{school}»</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="50"/>
        <source>{detail} spells trained</source>
        <translation>маг обучался заклинаниям «{detail}»</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="51"/>
        <source>{type} outside trained schools</source>
        <translation>{type} вне школ, в которых обучался маг</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="52"/>
        <source>Living creature</source>
        <translation>живое существо</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="53"/>
        <source>training</source>
        <translation>образование</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="59"/>
        <source>Novice: {points}</source>
        <translation>Базовое: {points}</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="59"/>
        <source>not a spell: 0</source>
        <translation>не заклинание: 0</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="60"/>
        <source>cheapest of {options}</source>
        <translation>дешевле всего из: {options}</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="61"/>
        <source>the card sets its own cost: {points_text}, whatever the mage (a card&apos;s text overrides the rules; by the formula: {formula})</source>
        <translation>цена указана на самой карте: {points_text} для любого мага (текст карты важнее правил; по общей формуле: {formula})</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="63"/>
        <source>Novice, but this mage&apos;s card prices its triple-cost schools in full even for Novice spells</source>
        <translation>базовое заклинание, но на карте этого мага сказано, что школы с тройной ценой стоят втрое и для базовых заклинаний</translation>
    </message>
</context>
<context>
    <name>DataRepairDialog</name>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="157"/>
        <source>Check and repair</source>
        <translation>Проверка и восстановление</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="158"/>
        <source>Backups (newest first):</source>
        <translation>Резервные копии (сначала новые):</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="159"/>
        <source>&amp;Back up now</source>
        <translation>Создать &amp;копию сейчас</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="160"/>
        <source>&amp;Restore the selected backup…</source>
        <translation>&amp;Восстановить выбранную копию…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="161"/>
        <source>&amp;Salvage spellbooks…</source>
        <translation>&amp;Спасти книги заклинаний…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="169"/>
        <source>No data file yet: {file}</source>
        <translation>Файла данных пока нет: {file}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="174"/>
        <source>It was written by a newer Spellforge: it is opened read-only.</source>
        <translation>Он записан более новой версией Spellforge и открыт только для чтения.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="178"/>
        <source>Your data file is DAMAGED: {file}
{problems}
Restore a backup or salvage your spellbooks.</source>
        <translation>Файл данных ПОВРЕЖДЁН: {file}
{problems}
Восстановите резервную копию или спасите книги заклинаний.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="195"/>
        <source>Could not back up:
{error}</source>
        <translation>Не удалось создать копию:
{error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="198"/>
        <source>Backed up to {file}</source>
        <translation>Копия сохранена: {file}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="206"/>
        <source>Replace your data with the backup {name}?
Your current data file is kept beside it, never deleted.</source>
        <translation>Заменить данные резервной копией {name}?
Текущий файл данных останется рядом и не будет удалён.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/data_safety.py" line="171"/>
        <source>Your data file is healthy: {file}
Schema version {version}, %n spellbook(s).</source>
        <translation>
            <numerusform>Файл данных в порядке: {file}
Версия схемы {version}, %n книга заклинаний.</numerusform>
            <numerusform>Файл данных в порядке: {file}
Версия схемы {version}, %n книги заклинаний.</numerusform>
            <numerusform>Файл данных в порядке: {file}
Версия схемы {version}, %n книг заклинаний.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataSafety</name>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="36"/>
        <source>Folder for the saved spellbooks</source>
        <translation>Папка для спасённых книг заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="43"/>
        <location filename="../spellforge/ui/window/data_safety.py" line="52"/>
        <source>Salvage spellbooks</source>
        <translation>Спасение книг заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="44"/>
        <source>Could not write to {folder}:
{error}</source>
        <translation>Не удалось записать в {folder}:
{error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="66"/>
        <source>Your Spellforge data cannot be read</source>
        <translation>Данные Spellforge не читаются</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="70"/>
        <source>Spellforge could not open your data file:
{file}

{error}

Nothing has been changed. You can put back the latest backup (the damaged file is kept beside it), save the spellbooks that can still be read as files, or start with empty data (the damaged file is kept).</source>
        <translation>Spellforge не смог открыть файл данных:
{file}

{error}

Ничего не изменено. Можно вернуть последнюю резервную копию (повреждённый файл останется рядом), сохранить в файлы книги заклинаний, которые ещё читаются, или начать с пустыми данными (повреждённый файл сохранится).</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="78"/>
        <source>Restore the latest backup</source>
        <translation>Восстановить последнюю копию</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="78"/>
        <source>Salvage spellbooks…</source>
        <translation>Спасти книги заклинаний…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="79"/>
        <source>Start with empty data</source>
        <translation>Начать с пустыми данными</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="79"/>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="116"/>
        <source>Spellforge</source>
        <translation>Spellforge</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="117"/>
        <source>The damaged file is kept as {file}.</source>
        <translation>Повреждённый файл сохранён как {file}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/data_safety.py" line="46"/>
        <source>%n spellbook(s) written to {folder} as JSON files. Open them with File ▸ Open or import….</source>
        <translation>
            <numerusform>%n книга заклинаний записана в {folder} (файлы JSON). Откройте их через Файл ▸ Открыть или импортировать….</numerusform>
            <numerusform>%n книги заклинаний записаны в {folder} (файлы JSON). Откройте их через Файл ▸ Открыть или импортировать….</numerusform>
            <numerusform>%n книг заклинаний записано в {folder} (файлы JSON). Откройте их через Файл ▸ Открыть или импортировать….</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/data_safety.py" line="50"/>
        <source>%n spellbook(s) were found but could not be read: {names}</source>
        <translation>
            <numerusform>%n книга заклинаний найдена, но не читается: {names}</numerusform>
            <numerusform>%n книги заклинаний найдены, но не читаются: {names}</numerusform>
            <numerusform>%n книг заклинаний найдено, но они не читаются: {names}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DummyTab</name>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="117"/>
        <source>{hero}: %n card(s) left in its deck; crystals: {crystals}</source>
        <translation>
            <numerusform>{hero}: в колоде осталась %n карта; кристаллы: {crystals}</numerusform>
            <numerusform>{hero}: в колоде осталось %n карты; кристаллы: {crystals}</numerusform>
            <numerusform>{hero}: в колоде осталось %n карт; кристаллы: {crystals}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="128"/>
        <source>Playing…</source>
        <translation>Идёт игра…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="150"/>
        <source>&amp;Hero:</source>
        <translation>&amp;Герой:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="151"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="152"/>
        <source>A random hero</source>
        <translation>Случайный герой</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="155"/>
        <source>New &amp;game</source>
        <translation>Новая &amp;игра</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="156"/>
        <source>&amp;Next turn</source>
        <translation>&amp;Следующий ход</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="157"/>
        <source>Round &amp;lengths over many games</source>
        <translation>&amp;Длина раундов во многих играх</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="158"/>
        <source>How many turns the dummy takes before it announces the end of the round, over %n seeded games of 6 rounds</source>
        <translation>
            <numerusform>Сколько ходов делает виртуальный игрок, прежде чем объявить конец раунда: %n игра с зерном, по 6 раундов</numerusform>
            <numerusform>Сколько ходов делает виртуальный игрок, прежде чем объявить конец раунда: %n игры с зерном, по 6 раундов</numerusform>
            <numerusform>Сколько ходов делает виртуальный игрок, прежде чем объявить конец раунда: %n игр с зерном, по 6 раундов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="160"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>GameSwitcher</name>
    <message>
        <location filename="../spellforge/ui/window/game_switcher.py" line="95"/>
        <source>Which game&apos;s tools the window shows</source>
        <translation>Инструменты какой игры показывает окно</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/game_switcher.py" line="96"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/game_switcher.py" line="89"/>
        <location filename="../spellforge/ui/window/game_switcher.py" line="196"/>
        <source>&amp;Spellforge</source>
        <translation>&amp;Spellforge</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/game_switcher.py" line="125"/>
        <source>Opening {game}…</source>
        <translation>Открываю «{game}»…</translation>
    </message>
</context>
<context>
    <name>GoldfishReport</name>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="24"/>
        <source>{book}: {mage}, {games}, seed {seed}, policy {policy}</source>
        <translation>{book}: {mage}, {games}, зерно {seed}, стратегия {policy}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="25"/>
        <source>Target: Life {life}, Armor {armor}</source>
        <translation>Цель: Жизнь {life}, Броня {armor}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="26"/>
        <source>; guard Life {life}, Armor {armor}</source>
        <translation>; страж: Жизнь {life}, Броня {armor}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="27"/>
        <source>; {zones} away</source>
        <translation>; до цели {zones}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="27"/>
        <source>; no arena (all in range)</source>
        <translation>; без арены (всё в пределах дистанции)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="28"/>
        <source>, {piercing} +{n}</source>
        <translation>, {piercing} +{n}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="29"/>
        <source>Its mana: Channeling {channeling}, {mana} at the start; its cards: {cards}</source>
        <translation>Его мана: Приток маны {channeling}, в начале {mana}; его карты: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="31"/>
        <source>Planner: rounds 1-{n} {opening}, then {then} ({mean} rounds on {rollouts} rollouts; greedy {greedy})</source>
        <translation>Планировщик: раунды 1–{n} {opening}, затем {then} (в среднем раундов: {mean}, прогонов: {rollouts}; жадная стратегия: {greedy})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="32"/>
        <source>Rounds to kill: mean {mean}, p50 {p50}, p90 {p90}</source>
        <translation>Раунд убийства: в среднем {mean}, медиана {p50}, 90% — к раунду {p90}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="33"/>
        <source>  round {round}: {bar} {n}</source>
        <translation>  раунд {round}: {bar} {n}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="34"/>
        <source>The target was never killed in {rounds}</source>
        <translation>Цель не погибла ни разу за {rounds}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="35"/>
        <source>First creature: round {mean} on average</source>
        <translation>Первое существо: в среднем в раунде {mean}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="36"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="36"/>
        <source>damage</source>
        <translation>повр.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="37"/>
        <source>mana spent</source>
        <translation>мана потрачена</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="37"/>
        <source>mana left</source>
        <translation>мана осталась</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="38"/>
        <source>Cast per game:</source>
        <translation>Сотворено за игру:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="38"/>
        <source>Never cast: {cards}</source>
        <translation>Ни разу не сотворено: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="39"/>
        <source>Not simulated:</source>
        <translation>Не моделируется:</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="144"/>
        <location filename="../spellforge/cli/goldfish_text.py" line="40"/>
        <source>  mage ability: {name}</source>
        <translation>  способность мага: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="40"/>
        <source>Approximations:</source>
        <translation>Приближения:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="41"/>
        <source>Game 1:</source>
        <translation>Игра 1:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="42"/>
        <source>{side}: {name} ({mage}, policy {policy}): kills in round {mean} on average, p50 {p50}, p90 {p90}, not killed {never}</source>
        <translation>{side}: {name} ({mage}, стратегия {policy}): убивает в среднем в раунде {mean}, медиана {p50}, 90% — к раунду {p90}, игр без убийства: {never}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="44"/>
        <source>Game 1 of {side}:</source>
        <translation>Игра 1 книги {side}:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="45"/>
        <source>Tested: mean rounds to kill, a game without a kill (lost or out of rounds) counted as round {next}: A {a}, B {b}; paired t-test, exact sign test {sign}</source>
        <translation>Проверяется: среднее число раундов до убийства; игра без убийства (проигранная или без убийства до лимита) считается раундом {next}: A {a}, B {b}; парный t-тест, точный критерий знаков {sign}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="47"/>
        <source>Planner: each side plays the plan it drew for seed {seed}; another seed may draw another plan, so the interval holds for these plans</source>
        <translation>Планировщик: каждая книга играет план, найденный для зерна {seed}; другое зерно может дать другой план, поэтому интервал верен для этих планов</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="49"/>
        <source>greedy</source>
        <translation>жадная</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="49"/>
        <source>planner</source>
        <translation>планировщик</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="51"/>
        <source>develop</source>
        <translation>развитие</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="51"/>
        <source>attack</source>
        <translation>атака</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="52"/>
        <source>creatures</source>
        <translation>существа</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="53"/>
        <source>mana → attack</source>
        <translation>мана → атака</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="60"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n игра</numerusform>
            <numerusform>%n игры</numerusform>
            <numerusform>%n игр</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="61"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n раунд</numerusform>
            <numerusform>%n раунда</numerusform>
            <numerusform>%n раундов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="62"/>
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n зона</numerusform>
            <numerusform>%n зоны</numerusform>
            <numerusform>%n зон</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="63"/>
        <source>%n dice</source>
        <translation>
            <numerusform>%n кубик</numerusform>
            <numerusform>%n кубика</numerusform>
            <numerusform>%n кубиков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="69"/>
        <source>within %n round(s)</source>
        <translation>
            <numerusform>%n раунд</numerusform>
            <numerusform>%n раунда</numerusform>
            <numerusform>%n раундов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="178"/>
        <source>Engine: the matchup&apos;s, against the dummy as a side of this target (docs/matchup.md)</source>
        <translation>Движок поединков: против манекена — стороны с параметрами этой цели (`docs/matchup.md`)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="112"/>
        <source>Opponent: dummy, melee {dice}{piercing}; your mage destroyed in %n game(s), {creatures} creatures lost per game</source>
        <translation>
            <numerusform>Противник: манекен, ближняя атака {dice}{piercing}; ваш маг уничтожен в играх: %n; потеряно существ за игру: {creatures}</numerusform>
            <numerusform>Противник: манекен, ближняя атака {dice}{piercing}; ваш маг уничтожен в играх: %n; потеряно существ за игру: {creatures}</numerusform>
            <numerusform>Противник: манекен, ближняя атака {dice}{piercing}; ваш маг уничтожен в играх: %n; потеряно существ за игру: {creatures}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="129"/>
        <source> (%n game(s) not killed in {rounds})</source>
        <translation>
            <numerusform> (игр без убийства за {rounds}: %n)</numerusform>
            <numerusform> (игр без убийства за {rounds}: %n)</numerusform>
            <numerusform> (игр без убийства за {rounds}: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="238"/>
        <source>B − A: {delta} rounds, 95% CI [{lo}, {hi}], {p}; B faster in %n game(s), slower in {slower}, same round in {equal}</source>
        <translation>
            <numerusform>B − A: {delta} раунда, 95% доверительный интервал [{lo}; {hi}], {p}; B быстрее в играх: %n, медленнее: {slower}, в том же раунде: {equal}</numerusform>
            <numerusform>B − A: {delta} раунда, 95% доверительный интервал [{lo}; {hi}], {p}; B быстрее в играх: %n, медленнее: {slower}, в том же раунде: {equal}</numerusform>
            <numerusform>B − A: {delta} раунда, 95% доверительный интервал [{lo}; {hi}], {p}; B быстрее в играх: %n, медленнее: {slower}, в том же раунде: {equal}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="204"/>
        <source>A and B hold the same cards.</source>
        <translation>В книгах A и B одни и те же карты.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="205"/>
        <source>Cards that differ (copies in A and B; in how many of the %n games of each it was cast, and how often a game):</source>
        <translation>
            <numerusform>Различающиеся карты (копий в A и B; в скольких из %n игры каждой книги карта была сотворена и сколько раз за игру):</numerusform>
            <numerusform>Различающиеся карты (копий в A и B; в скольких из %n игр каждой книги карта была сотворена и сколько раз за игру):</numerusform>
            <numerusform>Различающиеся карты (копий в A и B; в скольких из %n игр каждой книги карта была сотворена и сколько раз за игру):</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="208"/>
        <source>  {card}: copies A {copies_a}, B {copies_b}; cast in A&apos;s games {games_a} ({per_a} a game), in B&apos;s {games_b} ({per_b} a game)</source>
        <translation>  {card}: копий в A {copies_a}, в B {copies_b}; сотворена в играх A: {games_a} ({per_a} за игру), в играх B: {games_b} ({per_b} за игру)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="214"/>
        <source>(not simulated)</source>
        <translation>(не моделируется)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="224"/>
        <source>A/B: %n paired games, seed {seed} (game i of A and game i of B are played with the same game seed)</source>
        <translation>
            <numerusform>A/B: парных игр: %n, зерно {seed} (игры книг A и B с одним номером играются с одним и тем же зерном игры)</numerusform>
            <numerusform>A/B: парных игр: %n, зерно {seed} (игры книг A и B с одним номером играются с одним и тем же зерном игры)</numerusform>
            <numerusform>A/B: парных игр: %n, зерно {seed} (игры книг A и B с одним номером играются с одним и тем же зерном игры)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="179"/>
        <source>Engine: the matchup&apos;s, against a passive side of this target (docs/matchup.md)</source>
        <translation>Движок поединков: против пассивной стороны с параметрами этой цели (`docs/matchup.md`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="186"/>
        <source>Below, A is the book&apos;s side and B the target&apos;s (the matchup&apos;s sides)</source>
        <translation>Ниже A — сторона книги, B — сторона цели (стороны поединка)</translation>
    </message>
</context>
<context>
    <name>GoldfishTab</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="154"/>
        <source>Playing…</source>
        <translation>Идёт игра…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="168"/>
        <source>The rounds could not be played: {error}</source>
        <translation>Не удалось сыграть раунды: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="174"/>
        <source>Up to 6 whole numbers from 1 to 200, separated by commas</source>
        <translation>До 6 целых чисел от 1 до 200 через запятую</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="177"/>
        <source>The amounts N for the chance of at least N by turn T, separated by commas</source>
        <translation>Значения N через запятую: вероятность получить не менее N к ходу T</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="191"/>
        <source>Standard deck</source>
        <translation>Стандартная колода</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="198"/>
        <source>Choose the deck and press Run: each round is played from a fresh shuffle until the deck runs out.</source>
        <translation>Выберите колоду и нажмите «Сыграть»: каждый раунд начинается с перетасованной колоды и идёт, пока она не закончится.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="203"/>
        <source>%Ln round(s)</source>
        <translation>
            <numerusform>%Ln раунд</numerusform>
            <numerusform>%Ln раунда</numerusform>
            <numerusform>%Ln раундов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="205"/>
        <source>(cancelled)</source>
        <translation>(отменено)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="207"/>
        <source>%n wound(s)</source>
        <translation>
            <numerusform>%n рана</numerusform>
            <numerusform>%n раны</numerusform>
            <numerusform>%n ран</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="208"/>
        <source>simple model</source>
        <translation>простая модель</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="208"/>
        <source>full model</source>
        <translation>полная модель</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="209"/>
        <source>hand limit {n}</source>
        <translation>предел руки {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="210"/>
        <source>%n card(s) played per turn</source>
        <translation>
            <numerusform>%n карта за ход</numerusform>
            <numerusform>%n карты за ход</numerusform>
            <numerusform>%n карт за ход</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="211"/>
        <source>seed {seed}</source>
        <translation>зерно {seed}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="214"/>
        <source>A round lasts {mean} turns on average.</source>
        <translation>В среднем раунд длится {mean} хода.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="218"/>
        <source>Turns per round (% of rounds)</source>
        <translation>Ходов за раунд (% раундов)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="219"/>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="224"/>
        <source>Chance of at least N {resource} by turn T (%)</source>
        <translation>{resource}: вероятность не менее N к ходу T (%)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="225"/>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="231"/>
        <source>turn {t}</source>
        <translation>ход {t}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="233"/>
        <source>{resource} by turn, mean</source>
        <translation>{resource}: в среднем к ходу</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="234"/>
        <source>{resource} ≥ {n}</source>
        <translation>{resource} ≥ {n}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="257"/>
        <source>&amp;Deck:</source>
        <translation>&amp;Колода:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="257"/>
        <source>&amp;Wounds:</source>
        <translation>&amp;Раны:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="257"/>
        <source>&amp;Model:</source>
        <translation>&amp;Модель:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="258"/>
        <source>&amp;Hand limit:</source>
        <translation>&amp;Предел руки:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="258"/>
        <source>&amp;Resource:</source>
        <translation>&amp;Ресурс:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="259"/>
        <source>&amp;Cards per turn:</source>
        <translation>&amp;Карт за ход:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="259"/>
        <source>&amp;At least:</source>
        <translation>&amp;Не менее:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="260"/>
        <source>&amp;Rounds:</source>
        <translation>Ра&amp;ундов:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="260"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="263"/>
        <source>Standard deck (16 basic actions)</source>
        <translation>Стандартная колода (16 обычных действий)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="271"/>
        <source>The number on your level token: 5 at the start, 6 from level 5; keeps and cities add more</source>
        <translation>Число на жетоне уровня: 5 в начале, 6 с 5-го уровня; крепости и города добавляют ещё</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="272"/>
        <source>The goldfish plays the best cards of the hand for the resource, at most this many a turn</source>
        <translation>Разыгрываются лучшие для ресурса карты руки, не больше стольких за ход</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="273"/>
        <source>Wounds shuffled into the deck: they stay in hand and cannot be played</source>
        <translation>Раны, замешанные в колоду: они остаются в руке, и их нельзя разыграть</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="274"/>
        <source>The same seed gives the same rounds (and the figures of `spellforge mk goldfish`)</source>
        <translation>Одно и то же зерно даёт те же раунды (и те же цифры, что `spellforge mk goldfish`)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="276"/>
        <source>&amp;Run</source>
        <translation>&amp;Сыграть</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="277"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>GoldfishVerdict</name>
    <message>
        <location filename="../spellforge/sim/report/compare.py" line="239"/>
        <source>Book B is slower: it kills {delta} rounds later on average (95% confidence interval {lo} to {hi}; {p}).</source>
        <translation>Книга B медленнее: в среднем убивает на {delta} раунда позже (95% доверительный интервал от {lo} до {hi}; {p}).</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/compare.py" line="241"/>
        <source>Book B is faster: it kills {delta} rounds earlier on average (95% confidence interval {lo} to {hi}; {p}).</source>
        <translation>Книга B быстрее: в среднем убивает на {delta} раунда раньше (95% доверительный интервал от {lo} до {hi}; {p}).</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/compare.py" line="243"/>
        <source>No significant difference: B − A is {delta} rounds on average (95% confidence interval {lo} to {hi}; {p}).</source>
        <translation>Значимой разницы нет: B − A в среднем {delta} раунда (95% доверительный интервал от {lo} до {hi}; {p}).</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/compare.py" line="245"/>
        <source>No difference: every game ended in the same round for both books.</source>
        <translation>Разницы нет: каждая игра закончилась в одном и том же раунде для обеих книг.</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/compare.py" line="246"/>
        <source>Too few games to compare: play at least 2.</source>
        <translation>Слишком мало игр для сравнения: нужно хотя бы 2.</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/compare.py" line="247"/>
        <source>Games without a kill within {limit} rounds: A {a}, B {b}; they count as round {next}, so the means are capped and a true difference may be larger.</source>
        <translation>Игр без убийства за лимит раундов ({limit}): A — {a}, B — {b}; они считаются как раунд {next}, поэтому средние ограничены сверху и истинная разница может быть больше.</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/compare.py" line="249"/>
        <source>Games lost (the target destroyed your mage): A {a}, B {b}; they count as round {next}, the worst outcome, whatever round they were lost in.</source>
        <translation>Проигранных игр (цель уничтожила вашего мага): A — {a}, B — {b}; они считаются как раунд {next}, худший исход, в каком бы раунде ни был проигрыш.</translation>
    </message>
</context>
<context>
    <name>HeroDeckTab</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="128"/>
        <source>&amp;Hero:</source>
        <translation>&amp;Герой:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="129"/>
        <source>&amp;Model:</source>
        <translation>&amp;Модель:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="130"/>
        <source>&amp;Wounds:</source>
        <translation>&amp;Раны:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="267"/>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="131"/>
        <source>simple: basic value or 1 sideways</source>
        <translation>простая: обычный эффект или 1 боком</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="268"/>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="132"/>
        <source>full: mana, Concentration, Improvisation</source>
        <translation>полная: мана, Концентрация, Импровизация</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="133"/>
        <source>Copies</source>
        <translation>Копии</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="133"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="133"/>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="152"/>
        <source>(not settled by the rulebook)</source>
        <translation>(правила этого не уточняют)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="153"/>
        <source>* our translation, not printed in the rulebook</source>
        <translation>* наш перевод, в правилах не напечатан</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="157"/>
        <source>★ the hero&apos;s unique cards</source>
        <translation>★ уникальные карты героя</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="188"/>
        <source>{resource}: chance of ≥ N in the opening hand (%), mean {mean}</source>
        <translation>{resource}: шанс ≥ N в начальной руке (%), в среднем {mean}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="149"/>
        <source>This hero&apos;s own card; replaces {card}</source>
        <translation>Уникальная карта героя; заменяет карту «{card}»</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="165"/>
        <source>Working out the odds…</source>
        <translation>Вероятности считаются…</translation>
    </message>
</context>
<context>
    <name>HighLevelTab</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="266"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="267"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Сохранить как…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="280"/>
        <source>build</source>
        <translation>сборка</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="282"/>
        <source>Cannot read the build: {error}</source>
        <translation>Не удаётся прочитать сборку: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="287"/>
        <source>Legal</source>
        <translation>Допустимо</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="287"/>
        <source>Not legal</source>
        <translation>Недопустимо</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="288"/>
        <source>{verdict}. Influence {total}, spent {spent}, left {left}; fame bonus {fame}.</source>
        <translation>{verdict}. Влияние {total}, потрачено {spent}, осталось {left}; слава +{fame}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="304"/>
        <source>Open a high-level start</source>
        <translation>Открыть старт с высоким уровнем</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="313"/>
        <source>JSON builds are checked with `spellforge mk highlevel`</source>
        <translation>Сборки в JSON проверяет команда `spellforge mk highlevel`</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="320"/>
        <source>Save the high-level start</source>
        <translation>Сохранить старт с высоким уровнем</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="272"/>
        <source>The keys also read in Russian and Polish; see docs/mage-knight.md</source>
        <translation>Ключи понимаются по-русски, по-польски и по-английски; см. docs/mage-knight.md</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="18"/>
        <source>Command tokens: {n}</source>
        <translation>Жетоны командования: {n}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="19"/>
        <source>Free advanced actions allowed: {n}</source>
        <translation>Бесплатных особых действий можно взять: {n}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="20"/>
        <source>Skills drawn: {n}</source>
        <translation>Навыки за уровни: {n}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="21"/>
        <source>Crystals: {crystals}</source>
        <translation>Кристаллы: {crystals}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="31"/>
        <source>{colour} crystal</source>
        <translation>{colour} кристалл</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="38"/>
        <source>{item}: {cost}</source>
        <translation>{item}: {cost}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="40"/>
        <source>Taken free: {cards}</source>
        <translation>Взято бесплатно: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="42"/>
        <source>Bought (influence): {items}</source>
        <translation>Куплено (очки влияния): {items}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="26"/>
        <source>Skills drawn: {drawn}; kept: {kept}; to the common offer: {other}</source>
        <translation>Вытянуты навыки: {drawn}; выбран: {kept}; в общие навыки: {other}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="268"/>
        <source>One line per key: hero, level, offer advanced actions / units / spells / artifacts, free advanced actions, buy advanced actions / units / spells / spells with crystal / artifacts / crystals, skill draws (A / B), skills. Card names in any language.</source>
        <translation>Одна строка на ключ: герой, уровень, выложены особые действия / отряды / заклинания / артефакты, бесплатные особые действия, купить особые действия / отряды / заклинания / заклинания за кристалл / артефакты / кристаллы, вытянутые навыки (А / Б), навыки. Ключи можно писать и по-английски, названия карт — на любом языке.</translation>
    </message>
</context>
<context>
    <name>ImagePackImport</name>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="442"/>
        <location filename="../spellforge/ui/cards/image.py" line="462"/>
        <source>Card images</source>
        <translation>Изображения карт</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/cards/image.py" line="445"/>
        <source>Imported %n image(s).</source>
        <translation>
            <numerusform>Импортировано %n изображение.</numerusform>
            <numerusform>Импортировано %n изображения.</numerusform>
            <numerusform>Импортировано %n изображений.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="470"/>
        <source>Folder of card images</source>
        <translation>Папка с изображениями карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="472"/>
        <source>Zip of card images</source>
        <translation>Zip-архив с изображениями карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="473"/>
        <source>Zip archives (*.zip)</source>
        <translation>Zip-архивы (*.zip)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="461"/>
        <source>Importing card images from {source}…</source>
        <translation>Импорт изображений карт из {source}…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="462"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/cards/image.py" line="447"/>
        <source>Import cancelled after %n image(s); the rest of the pack was not read.</source>
        <translation>
            <numerusform>Импорт отменён после %n изображения; остальная часть набора не прочитана.</numerusform>
            <numerusform>Импорт отменён после %n изображений; остальная часть набора не прочитана.</numerusform>
            <numerusform>Импорт отменён после %n изображений; остальная часть набора не прочитана.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="77"/>
        <source>≈ card (guessed, {percent} %)</source>
        <translation>≈ карта (догадка, {percent} %)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="78"/>
        <source>✔ card</source>
        <translation>✔ карта</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="78"/>
        <source>♦ mage</source>
        <translation>♦ маг</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="78"/>
        <source>♦ element</source>
        <translation>♦ стихия</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="79"/>
        <source>– ignored</source>
        <translation>– пропущено</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="80"/>
        <source>? unresolved: pick a card</source>
        <translation>? не распознано: выберите карту</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="83"/>
        <source>Import report: {source}</source>
        <translation>Отчёт об импорте: {source}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="84"/>
        <source>Line</source>
        <translation>Строка</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="84"/>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="84"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="84"/>
        <source>Copies</source>
        <translation>Копии</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="85"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="86"/>
        <source>Imported lines</source>
        <translation>Импортированные строки</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/books/import_dialog.py" line="93"/>
        <source>%n line(s) read.</source>
        <translation>
            <numerusform>Прочитана %n строка.</numerusform>
            <numerusform>Прочитаны %n строки.</numerusform>
            <numerusform>Прочитано %n строк.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/books/import_dialog.py" line="94"/>
        <source>%n card line(s) recognised.</source>
        <translation>
            <numerusform>Распознана %n строка с картой.</numerusform>
            <numerusform>Распознаны %n строки с картами.</numerusform>
            <numerusform>Распознано %n строк с картами.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/books/import_dialog.py" line="96"/>
        <source>%n line(s) not recognised: pick a card or leave them out.</source>
        <translation>
            <numerusform>%n строка не распознана: выберите карту или пропустите её.</numerusform>
            <numerusform>%n строки не распознаны: выберите карты или пропустите их.</numerusform>
            <numerusform>%n строк не распознано: выберите карты или пропустите их.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="98"/>
        <source>The list names no mage: pick one (those its cards suggest come first).</source>
        <translation>В списке не назван маг: выберите его (первыми идут те, кто подходит по картам).</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="107"/>
        <source>&amp;Mage:</source>
        <translation>&amp;Маг:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="108"/>
        <source>&amp;Element:</source>
        <translation>&amp;Стихия:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="109"/>
        <source>— no mage —</source>
        <translation>— маг не выбран —</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="110"/>
        <source>— not chosen —</source>
        <translation>— не выбрана —</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="116"/>
        <source>Create spellbook</source>
        <translation>Создать книгу заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="117"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="122"/>
        <source>— leave out —</source>
        <translation>— пропустить —</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="123"/>
        <source>Card for line {line}</source>
        <translation>Карта для строки {line}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="190"/>
        <source>{mage} — suggested from the cards, {points} points</source>
        <translation>{mage} — подходит по картам, очков: {points}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="233"/>
        <source>Line {line}: the list says {stated} points; choose a mage to check it.</source>
        <translation>Строка {line}: в списке указано очков: {stated}; выберите мага, чтобы проверить.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="236"/>
        <source>✔ Line {line}: the list says {stated} points, as the rules count.</source>
        <translation>✔ Строка {line}: в списке указано очков: {stated}, как и по правилам.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="239"/>
        <source>⚠ Line {line}: the list says {stated} points; the rules count {points}.</source>
        <translation>⚠ Строка {line}: в списке указано очков: {stated}, а по правилам: {points}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="289"/>
        <source>Imported spellbook</source>
        <translation>Импортированная книга</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="292"/>
        <source>{mage} ({element})</source>
        <translation>{mage} ({element})</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/books/import_dialog.py" line="91"/>
        <source>A deck code: %n different card(s) read.</source>
        <translation>
            <numerusform>Код колоды: прочитана %n разная карта.</numerusform>
            <numerusform>Код колоды: прочитаны %n разные карты.</numerusform>
            <numerusform>Код колоды: прочитано %n разных карт.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="75"/>
        <source>? mage not recognised: choose the mage above</source>
        <translation>? маг не распознан: выберите мага выше</translation>
    </message>
</context>
<context>
    <name>ImportWarnings</name>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="37"/>
        <source>line {line}: {text} is a {type} but is listed under {section}</source>
        <translation>строка {line}: {text} — это {type}, но стоит в разделе {section}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="40"/>
        <source>line {line}: {text} read as {card} ({percent} % sure); please check</source>
        <translation>строка {line}: {text} прочитано как {card} (уверенность {percent} %); проверьте</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="43"/>
        <source>line {line}: a second mage ({other}) is named; {mage} is kept</source>
        <translation>строка {line}: назван второй маг ({other}); остаётся маг {mage}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="46"/>
        <source>the list names no mage</source>
        <translation>в списке не указан маг</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="53"/>
        <source>line {line}: unknown card code {code}; matched by name</source>
        <translation>строка {line}: неизвестный код карты {code}; карта найдена по названию</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="55"/>
        <source>line {line}: unknown card id {id}; {name} matched by name</source>
        <translation>строка {line}: неизвестный идентификатор карты {id}; найдено по названию: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="58"/>
        <source>line {line}: unknown GUID {guid}; {name} matched by name</source>
        <translation>строка {line}: неизвестный идентификатор {guid}; найдено по названию: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="61"/>
        <source>line {line}: unknown GUID {guid}; the mage {name} matched by name</source>
        <translation>строка {line}: неизвестный идентификатор {guid}; маг найден по названию: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="64"/>
        <source>the deck is for another OCTGN game ({game}); read anyway</source>
        <translation>колода для другой игры OCTGN ({game}); всё равно прочитана</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="66"/>
        <source>the Mage section names {names}; {mage} is used</source>
        <translation>в разделе мага указаны {names}; выбран маг {mage}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/i18n/read_warnings.py" line="48"/>
        <source>Not recognised: %n line(s); they are kept with the spellbook</source>
        <translation>
            <numerusform>Не распознана %n строка; она сохранена вместе с книгой</numerusform>
            <numerusform>Не распознаны %n строки; они сохранены вместе с книгой</numerusform>
            <numerusform>Не распознано %n строк; они сохранены вместе с книгой</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/i18n/read_warnings.py" line="50"/>
        <source>line {line}: the list says %n point(s); the rules count {computed}</source>
        <translation>
            <numerusform>строка {line}: в списке указано %n очко, по правилам выходит {computed}</numerusform>
            <numerusform>строка {line}: в списке указано %n очка, по правилам выходит {computed}</numerusform>
            <numerusform>строка {line}: в списке указано %n очков, по правилам выходит {computed}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportWords</name>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="117"/>
        <source>its only line names no card</source>
        <translation>в единственной строке нет названия карты</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/files.py" line="118"/>
        <source>none of its %n lines names a card</source>
        <translation>
            <numerusform>ни в одной из %n строки нет названия карты</numerusform>
            <numerusform>ни в одной из %n строк нет названия карты</numerusform>
            <numerusform>ни в одной из %n строк нет названия карты</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MKHelp</name>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="25"/>
        <source>language of the readable report</source>
        <translation>язык отчёта</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="27"/>
        <source>also show where each rule and figure comes from</source>
        <translation>также показать источник каждого правила и числа</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="28"/>
        <source>machine-readable output</source>
        <translation>вывод для программ</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="41"/>
        <source>Mage Knight: hero decks, odds, high-level start, scoring, dummy player, setup</source>
        <translation>Mage Knight: колоды героев, шансы, старт с высокого уровня, подсчёт очков, виртуальный игрок, подготовка</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="42"/>
        <source>Mage Knight tools.</source>
        <translation>Инструменты для Mage Knight.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="45"/>
        <source>card counts by type and set, checked against the rulebook&apos;s card numbers</source>
        <translation>число карт по типам и наборам, сверенное с правилами</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="49"/>
        <source>search the card library (the search language of `spellforge search`)</source>
        <translation>поиск по библиотеке карт (язык поиска как в `spellforge search`)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="51"/>
        <source>Search the Mage Knight cards, units and skills. Words match names in English, Russian or Polish; keys (in any of the three languages): {keys}; {operators}, or, a leading {minus} negates, &quot;quoted phrases&quot;. Example: {example}</source>
        <translation>Поиск карт, отрядов и навыков Mage Knight. Слова ищутся в названиях на английском, русском и польском; ключи (на любом из трёх языков): {keys}; {operators}, «или», {minus} в начале — отрицание, «фраза в кавычках». Пример: {example}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="57"/>
        <source>the search, e.g. {examples}</source>
        <translation>запрос, например {examples}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="60"/>
        <source>only this kind of card</source>
        <translation>только карты этого вида</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="62"/>
        <source>only the cards of this set (box)</source>
        <translation>только карты этого набора (коробки)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="66"/>
        <source>a hero&apos;s 16 starting cards and the crystals on the hero card</source>
        <translation>16 стартовых карт героя и кристаллы на карте героя</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="67"/>
        <source>hero name (any language) or id</source>
        <translation>имя героя (на любом языке) или его код</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="71"/>
        <source>exact odds of Move, Attack, Block and Influence in the opening hand</source>
        <translation>точные шансы Движения, Атаки, Блока и Влияния в стартовой руке</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="183"/>
        <source>the hero&apos;s deck (default: the standard 16 basic actions)</source>
        <translation>колода этого героя (по умолчанию: стандартные 16 обычных действий)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="184"/>
        <source>wounds shuffled into the deck</source>
        <translation>раны, замешанные в колоду</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="186"/>
        <source>{simple}: basic value or 1 sideways; {full}: mana, Concentration, Improvisation…</source>
        <translation>{simple}: базовое значение или 1 боком; {full}: мана, Концентрация, Импровизация…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="74"/>
        <source>also a seeded random estimate over this many hands</source>
        <translation>также оценка случайной выборкой (с зерном) по стольким рукам</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="75"/>
        <source>random seed for {option}</source>
        <translation>зерно случайности для {option}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="79"/>
        <source>seeded turn-by-turn round of the deed deck</source>
        <translation>раунд колоды деяний ход за ходом (со случайным зерном)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="82"/>
        <source>the resource counted (default {default})</source>
        <translation>считаемый ресурс (по умолчанию {default})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="83"/>
        <source>seeded rounds played (default %(default)s)</source>
        <translation>сыгранные раунды (по умолчанию %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="84"/>
        <location filename="../spellforge/games/mageknight/cli.py" line="142"/>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="39"/>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="41"/>
        <source>random seed (default %(default)s)</source>
        <translation>зерно случайности (по умолчанию %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="85"/>
        <source>5 at levels 1-4, 6 from level 5</source>
        <translation>5 на уровнях 1–4, 6 с уровня 5</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="86"/>
        <source>cards played per turn (the best ones)</source>
        <translation>карт, сыгранных за ход (лучших)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="93"/>
        <source>check a high-level-start build (the optional rule of the Lost Relic)</source>
        <translation>проверить сборку для старта с высокого уровня (дополнительное правило «Потерянной реликвии»)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="94"/>
        <source>a build file (text or JSON)</source>
        <translation>файл сборки (текст или JSON)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="115"/>
        <source>Score the end of a game from a sheet with one line per player: CSV with a header, or JSON (a list of players, one player per line, or {object}). Columns: {columns}. Units: levels separated by spaces, {w} when wounded ({example}).</source>
        <translation>Подсчёт очков в конце игры по листу, одна строка на игрока: CSV с заголовком или JSON (список игроков, по игроку в строке, или {object}). Столбцы: {columns}. Отряды: уровни через пробел, {w} — раненый ({example}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="120"/>
        <source>the score sheet (CSV or JSON)</source>
        <translation>лист подсчёта (CSV или JSON)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="96"/>
        <source>draw the build&apos;s skills from the hero&apos;s stack (seeded): 2 per odd level after the first; prints the line of skill draws to add to the build</source>
        <translation>вытянуть навыки сборки из стопки героя (со случайным зерном): по 2 за каждый нечётный уровень после первого; выводит строку вытянутых навыков для сборки</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="99"/>
        <source>random seed for {option} (default %(default)s)</source>
        <translation>зерно случайности для {option} (по умолчанию %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="101"/>
        <source>with {option}: a co-op or solo game&apos;s stack</source>
        <translation>с {option}: стопка для кооперативной или одиночной игры</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="105"/>
        <source>the Mage Knight products you own and what they give</source>
        <translation>ваши коробки Mage Knight и что они дают</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="107"/>
        <source>a product you own; repeatable</source>
        <translation>коробка, которая у вас есть; можно повторять</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="109"/>
        <source>a product you no longer own; repeatable</source>
        <translation>коробка, которой у вас больше нет; можно повторять</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="113"/>
        <source>end-of-game scoring: fame, the six achievements and their titles, the winner</source>
        <translation>подсчёт очков в конце игры: слава, шесть достижений и их титулы, победитель</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="122"/>
        <source>{conquest} scores the cities, {relic} the relic parts (default: the sheet&apos;s, or {standard})</source>
        <translation>{conquest} считает города, {relic} — части реликвии (по умолчанию: как в листе, иначе {standard})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="126"/>
        <source>default: {solo} for one player, {competitive} otherwise; a team column makes teams</source>
        <translation>по умолчанию: {solo} для одного игрока, иначе {competitive}; столбец команды делит на команды</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="128"/>
        <source>solo or co-op: rounds left when the game ended early</source>
        <translation>одиночная или кооперативная игра: сколько раундов осталось, когда игра закончилась раньше</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="129"/>
        <source>solo or co-op: cards in the dummy player&apos;s deed deck</source>
        <translation>одиночная или кооперативная игра: карты в колоде деяний виртуального игрока</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="131"/>
        <source>solo or co-op: the end of the last round was not announced</source>
        <translation>одиночная или кооперативная игра: конец последнего раунда не был объявлен</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="132"/>
        <source>solo or co-op Conquest: every city conquered</source>
        <translation>одиночное или кооперативное Завоевание: захвачены все города</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="134"/>
        <source>solo or co-op Lost Relic: every relic part found</source>
        <translation>одиночная или кооперативная «Потерянная реликвия»: найдены все части реликвии</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="138"/>
        <source>the dummy player of co-op and solo games, turn by turn (seeded)</source>
        <translation>виртуальный игрок кооперативной и одиночной игры, ход за ходом (со случайным зерном)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="139"/>
        <source>its hero (default: a random hero none of the players took)</source>
        <translation>его герой (по умолчанию: случайный герой, которого не взял ни один игрок)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="141"/>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="50"/>
        <source>a hero a player took (not for the dummy); repeatable</source>
        <translation>герой, которого взял игрок (не для виртуального игрока); можно повторять</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="143"/>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="42"/>
        <source>rounds played (default %(default)s)</source>
        <translation>сыгранные раунды (по умолчанию %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="145"/>
        <source>also a random summary of its round lengths over this many games</source>
        <translation>также сводка длины его раундов по стольким случайным играм</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="149"/>
        <source>a scenario&apos;s setup sheet: what to put on the table, counted</source>
        <translation>лист подготовки сценария: что и сколько выложить на стол</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="151"/>
        <source>the scenario ({conquest} with one player: the solo Conquest; with {coop}: Cooperation)</source>
        <translation>сценарий ({conquest} с одним игроком — одиночное Завоевание; с {coop} — Кооперация)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="153"/>
        <source>real players (the dummy is not counted)</source>
        <translation>живые игроки (виртуальный игрок не считается)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="154"/>
        <source>the co-op version</source>
        <translation>кооперативный вариант</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="155"/>
        <source>with the dummy player (solo First Reconnaissance)</source>
        <translation>с виртуальным игроком (одиночная «Первая вылазка»)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="160"/>
        <source>the Source at day or night: a seeded roll and the exact odds of a reroll</source>
        <translation>Источник маны днём или ночью: бросок со случайным зерном и точные шансы переброса</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="161"/>
        <source>dice in the Source (default: players + 2)</source>
        <translation>кубиков в Источнике маны (по умолчанию: игроки + 2)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="162"/>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="39"/>
        <source>real players (default %(default)s)</source>
        <translation>живые игроки (по умолчанию %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="163"/>
        <source>the round the Source is set for</source>
        <translation>раунд, для которого готовится Источник маны</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="164"/>
        <source>roll a Source with this seed (default: only the exact odds)</source>
        <translation>бросить Источник маны с этим зерном (по умолчанию: только точные шансы)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="168"/>
        <source>the fame track: the fame each level needs and what it gives</source>
        <translation>шкала славы: сколько славы нужно для каждого уровня и что он даёт</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="169"/>
        <source>also the level this much fame gives and the fame to the next</source>
        <translation>также уровень при этой славе и сколько славы до следующего</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="88"/>
        <source>the chance of at least {n} of the resource by each turn; repeatable (default: 5, 10, 15 and 20)</source>
        <translation>шанс набрать не меньше {n} ресурса к каждому ходу; можно повторять (по умолчанию: 5, 10, 15 и 20)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="26"/>
        <source>Volkare&apos;s scenarios: the fight level (city and Volkare levels)</source>
        <translation>сценарии с Волкаром: уровень битвы (уровни городов и Волкара)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="28"/>
        <source>Volkare&apos;s scenarios: the race level (wounds in his deck, wavering units)</source>
        <translation>сценарии с Волкаром: уровень гонки (раны в его колоде, трусливые отряды)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="30"/>
        <source>other scenarios: Volkare&apos;s camp instead of a city ({shuffled}: first games; {last}: co-op and solo; {random})</source>
        <translation>другие сценарии: лагерь Волкара вместо города ({shuffled}: для первых игр; {last}: кооператив и одиночная игра; {random})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="37"/>
        <source>General Volkare: his turns (seeded) and the battle sheet</source>
        <translation>генерал Волкар: его ходы (с зерном случайности) и лист битвы</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="38"/>
        <source>his scenario</source>
        <translation>его сценарий</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="44"/>
        <source>his steps to the city (once it is revealed) or along his path to the portal (default %(default)s)</source>
        <translation>его шаги до города (когда город открыт) или по его пути до портала (по умолчанию %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="46"/>
        <source>his turns in a round: one per turn of the players until the round ends (default %(default)s)</source>
        <translation>его ходы за раунд: по одному на каждый круг ходов игроков до конца раунда (по умолчанию %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="47"/>
        <source>the hero whose basic actions make his deck (default: a random hero none of the players took)</source>
        <translation>герой, чьи обычные действия составят его колоду (по умолчанию: случайный герой, которого не взял ни один игрок)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="52"/>
        <source>also a Monte-Carlo of the round he arrives in, over this many games</source>
        <translation>также метод Монте-Карло: в каком раунде он придёт, по стольким играм</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="53"/>
        <source>the battle sheet instead of his turns</source>
        <translation>лист битвы вместо его ходов</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="55"/>
        <source>the battle&apos;s round (the wounds of a retreat; default %(default)s)</source>
        <translation>раунд битвы (раны при отступлении; по умолчанию %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="56"/>
        <source>heroes sharing the battle (default %(default)s)</source>
        <translation>герои, участвующие в битве (по умолчанию %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="57"/>
        <source>grey tokens that joined his army (default %(default)s)</source>
        <translation>серые жетоны, присоединившиеся к его армии (по умолчанию %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="80"/>
        <source>Volkare&apos;s scenarios are co-op or solo already and have no dummy player: leave out {options}</source>
        <translation>сценарии с Волкаром уже кооперативные или одиночные, и виртуального игрока в них нет: уберите {options}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="16"/>
        <source>a round tracker for the table, saved with undo: {commands}</source>
        <translation>счётчик раундов для стола, с сохранением и отменой: {commands}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="23"/>
        <source>the tracker&apos;s name</source>
        <translation>имя счётчика</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="25"/>
        <source>the player&apos;s name</source>
        <translation>имя игрока</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="30"/>
        <source>start a tracker</source>
        <translation>начать новый счётчик</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="31"/>
        <source>how the game is played</source>
        <translation>как идёт игра</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="33"/>
        <source>a player and their hero; repeatable, in seating order</source>
        <translation>игрок и его герой; можно повторять, по порядку за столом</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="34"/>
        <source>the scenario (its round limit, starting fame and reputation come from its setup sheet)</source>
        <translation>сценарий (число раундов, начальные слава и репутация — из его листа подготовки)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="37"/>
        <source>Volkare&apos;s scenarios: the fight level that sets his level (default %(default)s)</source>
        <translation>сценарии с Волкаром: уровень битвы, задающий его уровень (по умолчанию %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="38"/>
        <source>the round limit (default: the scenario&apos;s)</source>
        <translation>число раундов (по умолчанию — как в сценарии)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="40"/>
        <source>the saved trackers</source>
        <translation>сохранённые счётчики</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="41"/>
        <source>the tracker as it stands</source>
        <translation>счётчик в текущем состоянии</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="42"/>
        <source>add fame to a player</source>
        <translation>добавить игроку славу</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="43"/>
        <source>how much</source>
        <translation>сколько</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="44"/>
        <source>move a player&apos;s reputation</source>
        <translation>сдвинуть репутацию игрока</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="45"/>
        <source>how much, + or -</source>
        <translation>на сколько, + или -</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="46"/>
        <source>a player takes a tactic (the dummy or Volkare then takes theirs)</source>
        <translation>игрок берёт тактику (затем виртуальный игрок или Волкар берёт свою)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="47"/>
        <source>the tactic&apos;s number</source>
        <translation>номер тактики</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="48"/>
        <source>end the round: tactics leave the game by the scenario&apos;s rule</source>
        <translation>закончить раунд: тактики удаляются из игры по правилу сценария</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="49"/>
        <source>co-op: the players&apos; tactic that leaves the game</source>
        <translation>кооператив: тактика игроков, которая удаляется из игры</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="50"/>
        <source>record what triggered the end of the game</source>
        <translation>записать, что запустило конец игры</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="51"/>
        <source>what happened</source>
        <translation>что произошло</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="52"/>
        <source>Volkare: change his level at the end of a round, or record the first battle (his level is then fixed)</source>
        <translation>Волкар: изменить его уровень в конце раунда или отметить первую битву (после неё уровень не меняется)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="54"/>
        <source>raise (+) or lower (-) his level</source>
        <translation>повысить (+) или понизить (-) его уровень</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="55"/>
        <source>his troops were revealed in a first battle</source>
        <translation>его войска открыты в первой битве</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="56"/>
        <source>go back one change</source>
        <translation>отменить последнее изменение</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="131"/>
        <source>unknown hero {name}; the heroes: {known}</source>
        <translation>неизвестный герой: {name}; герои: {known}</translation>
    </message>
</context>
<context>
    <name>MKReport</name>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="39"/>
        <source>Greatest Knowledge</source>
        <translation>Великий мудрец</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="40"/>
        <source>Greatest Leader</source>
        <translation>Великий лидер</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="41"/>
        <source>Greatest Adventurer</source>
        <translation>Великий искатель приключений</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="42"/>
        <source>Greatest Loot</source>
        <translation>Великая добыча</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="43"/>
        <source>Greatest Conqueror</source>
        <translation>Великий завоеватель</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="44"/>
        <source>Greatest Beating</source>
        <translation>Великое поражение</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="45"/>
        <source>Greatest City Conqueror</source>
        <translation>Великий завоеватель городов</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="46"/>
        <source>Greatest Relic Hunter</source>
        <translation>Великий охотник за древностями</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="53"/>
        <source>cities conquered</source>
        <translation>захвачено городов</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="54"/>
        <source>every hero leads a city</source>
        <translation>каждый герой — лидер города</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="55"/>
        <source>all cities conquered</source>
        <translation>захвачены все города</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="56"/>
        <source>rounds left</source>
        <translation>оставшиеся раунды</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="57"/>
        <source>relic parts found</source>
        <translation>найдено частей реликвии</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="58"/>
        <source>every hero found a part</source>
        <translation>каждый герой нашёл часть</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="59"/>
        <source>all relic parts found</source>
        <translation>найдены все части реликвии</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="60"/>
        <source>cards in the dummy&apos;s deck</source>
        <translation>карты в колоде виртуального игрока</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="61"/>
        <source>end of the last round not announced</source>
        <translation>конец последнего раунда не объявлен</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="67"/>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="12"/>
        <source>competitive</source>
        <translation>соревновательная игра</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="67"/>
        <source>solo</source>
        <translation>одиночная игра</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="67"/>
        <source>co-op</source>
        <translation>кооперативная игра</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="72"/>
        <source>First Reconnaissance</source>
        <translation>Первая вылазка</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="72"/>
        <source>Full Conquest</source>
        <translation>Завоевание — полный сценарий</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="73"/>
        <source>Blitz Conquest</source>
        <translation>Завоевание — сокращённый сценарий</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="73"/>
        <source>Solo Conquest</source>
        <translation>Завоевание — одиночный сценарий</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="74"/>
        <source>Full Co-op Conquest</source>
        <translation>Кооперация — полный сценарий</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="74"/>
        <location filename="../spellforge/games/mageknight/messages.py" line="84"/>
        <source>achievements only</source>
        <translation>только достижения</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="75"/>
        <location filename="../spellforge/games/mageknight/messages.py" line="85"/>
        <source>The Lost Relic</source>
        <translation>Потерянная реликвия</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="118"/>
        <source>free</source>
        <translation>бесплатно</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="118"/>
        <source>bought</source>
        <translation>куплено</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="119"/>
        <source>bought with a crystal</source>
        <translation>куплено за кристалл</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="129"/>
        <source>Scoring: {scenario}, {mode}</source>
        <translation>Подсчёт очков: {scenario}, {mode}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="132"/>
        <source>No titles in this game.</source>
        <translation>В этой игре титулы не присуждаются.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="134"/>
        <source>{team} ({members})</source>
        <translation>{team} ({members})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="135"/>
        <source>team</source>
        <translation>команда</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="136"/>
        <source>total %n</source>
        <translation>
            <numerusform>итого %n</numerusform>
            <numerusform>итого %n</numerusform>
            <numerusform>итого %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="137"/>
        <source>fame %n</source>
        <translation>
            <numerusform>слава %n</numerusform>
            <numerusform>слава %n</numerusform>
            <numerusform>слава %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="140"/>
        <source>(title %1)</source>
        <translation>(титул %1)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="145"/>
        <source>Titles:</source>
        <translation>Титулы:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="148"/>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="160"/>
        <source>Winner: {names}</source>
        <translation>Победитель: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="161"/>
        <source>Shared victory: {names}</source>
        <translation>Победа поровну: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="169"/>
        <source>Turn {turn}: the deck is empty — it announces the end of the round</source>
        <translation>Ход {turn}: колода пуста — объявляет конец раунда</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="173"/>
        <source>Turn {turn}: {cards}</source>
        <translation>Ход {turn}: {cards}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="175"/>
        <source>%n more for its crystals</source>
        <translation>
            <numerusform>ещё %n за кристаллы</numerusform>
            <numerusform>ещё %n за кристаллы</numerusform>
            <numerusform>ещё %n за кристаллы</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="177"/>
        <source>not enough cards: it announces the end on its next turn</source>
        <translation>карт не хватило: в следующий ход объявит конец раунда</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="178"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>осталась %n карта</numerusform>
            <numerusform>осталось %n карты</numerusform>
            <numerusform>осталось %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="193"/>
        <source>New round: {card} ({colour}) joins its deck</source>
        <translation>Новый раунд: в колоду добавлена карта {card} ({colour})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="196"/>
        <source>The spell {spell} leaves the offer: a {colour} crystal</source>
        <translation>Заклинание {spell} уходит из доступных: кристалл, цвет: {colour}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="198"/>
        <location filename="../spellforge/games/mageknight/messages.py" line="349"/>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="75"/>
        <source>day</source>
        <translation>день</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="198"/>
        <location filename="../spellforge/games/mageknight/messages.py" line="349"/>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="75"/>
        <source>night</source>
        <translation>ночь</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="199"/>
        <source>Round {round} ({time}): {hero}, %n card(s); crystals: {crystals}</source>
        <translation>
            <numerusform>Раунд {round} ({time}): {hero}, %n карта; кристаллы: {crystals}</numerusform>
            <numerusform>Раунд {round} ({time}): {hero}, %n карты; кристаллы: {crystals}</numerusform>
            <numerusform>Раунд {round} ({time}): {hero}, %n карт; кристаллы: {crystals}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="217"/>
        <source>Turns before it announces the end of the round, over %n game(s):</source>
        <translation>
            <numerusform>Ходов до объявления конца раунда, по %n игре:</numerusform>
            <numerusform>Ходов до объявления конца раунда, по %n играм:</numerusform>
            <numerusform>Ходов до объявления конца раунда, по %n играм:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="220"/>
        <source>round {round}: mean {mean}; {distribution}</source>
        <translation>раунд {round}: в среднем {mean}; {distribution}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="230"/>
        <source>A hero gains 1 fame for each new tile revealed.</source>
        <translation>Герой получает 1 очко славы за каждую открытую землю.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="231"/>
        <source>No combat between heroes (unless you agree otherwise).</source>
        <translation>Битвы между героями запрещены (если вы не решите иначе).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="232"/>
        <source>At least one unit with a village icon in the offer at the start: reshuffle and deal again until there is.</source>
        <translation>В начале игры среди доступных отрядов должен быть хотя бы один со значком деревни: иначе перемешайте и выложите заново.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="234"/>
        <source>Lay out the spell and advanced action offers only when first needed.</source>
        <translation>Доступные заклинания и особые действия выкладываются, только когда понадобятся впервые.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="235"/>
        <source>Cities cannot be entered; the game ends one turn after the city is revealed.</source>
        <translation>На клетки городов входить нельзя; после открытия земли с городом каждый делает ещё один ход, и игра заканчивается.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="236"/>
        <source>Countryside tiles sorted by their numbers, tile 1 on top.</source>
        <translation>Дикие земли отсортированы по номерам, земля 1 сверху.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="237"/>
        <source>You always choose your tactic first; the dummy then takes a random one.</source>
        <translation>Вы всегда выбираете тактику первым, затем виртуальный игрок берёт случайную.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="238"/>
        <source>The dummy player may be left out to learn the game without pressure.</source>
        <translation>Виртуального игрока можно не использовать, чтобы спокойно освоить механику.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="239"/>
        <source>Each time a shield moves to a new row of the fame track, +1 fame.</source>
        <translation>Каждый раз, когда жетон щита переходит на новый ряд шкалы славы, +1 очко славы.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="240"/>
        <source>Heroes start with reputation +2.</source>
        <translation>Герои начинают с репутацией +2.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="241"/>
        <source>Cities are scored at the end: 7 fame per city led, 4 per other city with your shield; the most +5 (tie +2).</source>
        <translation>В конце считаются города: 7 славы за город, где вы лидер, 4 за другой город с вашим щитом; больше всех +5 (при ничьей +2).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="243"/>
        <source>The dummy takes a random tactic first, then the players choose.</source>
        <translation>Сначала виртуальный игрок берёт случайную тактику, затем выбирают игроки.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="244"/>
        <source>At the end of each day and night remove one of the tactics the players used.</source>
        <translation>В конце каждого дня и ночи удалите из игры одну из тактик, использованных игроками.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="245"/>
        <source>Team rules apply: all players are one team.</source>
        <translation>Действуют правила командной игры: все игроки — одна команда.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="246"/>
        <source>One score for the team: the lowest fame, each achievement&apos;s best, no titles, then the goal points.</source>
        <translation>Общий счёт команды: наименьшая слава, лучший результат в каждом достижении, без титулов, затем очки за цель.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="248"/>
        <source>At the end of each day and night both used tactics leave the game.</source>
        <translation>В конце каждого дня и ночи обе использованные тактики удаляются из игры.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="249"/>
        <source>After the last city is conquered you take one last turn; the dummy does not.</source>
        <translation>Когда последний город захвачен, вы делаете последний ход (виртуальный игрок больше не ходит).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="251"/>
        <source>Score your fame and achievements without titles, then the goal points.</source>
        <translation>Посчитайте славу и достижения без титулов, затем очки за цель и время.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="284"/>
        <source>wedge</source>
        <translation>клиновидное</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="284"/>
        <source>fully open</source>
        <translation>полностью открытое</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="286"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="88"/>
        <source>{scenario}: %n player(s)</source>
        <translation>
            <numerusform>{scenario}: %n игрок</numerusform>
            <numerusform>{scenario}: %n игрока</numerusform>
            <numerusform>{scenario}: %n игроков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="289"/>
        <source>with the dummy player (not counted)</source>
        <translation>с виртуальным игроком (не считается)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="291"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="92"/>
        <source>Rounds: %n</source>
        <translation>
            <numerusform>Раундов: %n</numerusform>
            <numerusform>Раундов: %n</numerusform>
            <numerusform>Раундов: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="291"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="92"/>
        <source>days %n</source>
        <translation>
            <numerusform>дней: %n</numerusform>
            <numerusform>дней: %n</numerusform>
            <numerusform>дней: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="292"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="93"/>
        <source>nights %n</source>
        <translation>
            <numerusform>ночей: %n</numerusform>
            <numerusform>ночей: %n</numerusform>
            <numerusform>ночей: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="293"/>
        <source>Map: {shape}</source>
        <translation>Поле: {shape}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="294"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="94"/>
        <source>Countryside tiles: %n</source>
        <translation>
            <numerusform>Дикие земли: %n</numerusform>
            <numerusform>Дикие земли: %n</numerusform>
            <numerusform>Дикие земли: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="295"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="96"/>
        <source>Core tiles with a city: %n</source>
        <translation>
            <numerusform>Развитые земли с городами: %n</numerusform>
            <numerusform>Развитые земли с городами: %n</numerusform>
            <numerusform>Развитые земли с городами: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="296"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="95"/>
        <source>Core tiles without a city: %n</source>
        <translation>
            <numerusform>Развитые земли без городов: %n</numerusform>
            <numerusform>Развитые земли без городов: %n</numerusform>
            <numerusform>Развитые земли без городов: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="298"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="97"/>
        <source>City levels: {levels}</source>
        <translation>Уровни городов: {levels}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="300"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="110"/>
        <source>Unit offer: %n regular unit(s)</source>
        <translation>
            <numerusform>Доступные отряды: %n обычный отряд</numerusform>
            <numerusform>Доступные отряды: %n обычных отряда</numerusform>
            <numerusform>Доступные отряды: %n обычных отрядов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="301"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="111"/>
        <source>Source: %n mana dice</source>
        <translation>
            <numerusform>Источник маны: %n кубик</numerusform>
            <numerusform>Источник маны: %n кубика</numerusform>
            <numerusform>Источник маны: %n кубиков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="302"/>
        <source>Advanced action offer: %n</source>
        <translation>
            <numerusform>Доступные особые действия: %n</numerusform>
            <numerusform>Доступные особые действия: %n</numerusform>
            <numerusform>Доступные особые действия: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="303"/>
        <source>Spell offer: %n</source>
        <translation>
            <numerusform>Доступные заклинания: %n</numerusform>
            <numerusform>Доступные заклинания: %n</numerusform>
            <numerusform>Доступные заклинания: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="304"/>
        <source>Elite units: used</source>
        <translation>Элитные отряды: используются</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="304"/>
        <source>Elite units: left in the box</source>
        <translation>Элитные отряды: остаются в коробке</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="311"/>
        <source>Remove the competitive spells {numbers}</source>
        <translation>Удалите соревновательные заклинания {numbers}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="313"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="112"/>
        <source>Skills: the co-op interaction token stays in each stack</source>
        <translation>Навыки: в каждой стопке остаётся кооперативный навык взаимодействия</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="314"/>
        <source>Skills: the competitive interaction token stays in each stack</source>
        <translation>Навыки: в каждой стопке остаётся соревновательный навык взаимодействия</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="316"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="114"/>
        <source>Starting fame: %n</source>
        <translation>
            <numerusform>Начальная слава: %n</numerusform>
            <numerusform>Начальная слава: %n</numerusform>
            <numerusform>Начальная слава: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="318"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="116"/>
        <source>Starting reputation: +{n}</source>
        <translation>Начальная репутация: +{n}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="322"/>
        <source>No titles are given at the end.</source>
        <translation>Титулы в конце не присуждаются.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="323"/>
        <source>Each player:</source>
        <translation>Каждый игрок:</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="326"/>
        <source>hero card, round order token, %n shield tokens on the tracks</source>
        <translation>
            <numerusform>карта героя, жетон порядка хода, %n жетон щита на шкалах</numerusform>
            <numerusform>карта героя, жетон порядка хода, %n жетона щита на шкалах</numerusform>
            <numerusform>карта героя, жетон порядка хода, %n жетонов щита на шкалах</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="327"/>
        <source>%n basic action cards, shuffled</source>
        <translation>
            <numerusform>%n карта обычных действий, перемешать</numerusform>
            <numerusform>%n карты обычных действий, перемешать</numerusform>
            <numerusform>%n карт обычных действий, перемешать</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="328"/>
        <source>hand of %n card(s)</source>
        <translation>
            <numerusform>на руке %n карта</numerusform>
            <numerusform>на руке %n карты</numerusform>
            <numerusform>на руке %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="329"/>
        <source>%n level tokens and 1 command token</source>
        <translation>
            <numerusform>%n жетон уровня и 1 жетон командования</numerusform>
            <numerusform>%n жетона уровня и 1 жетон командования</numerusform>
            <numerusform>%n жетонов уровня и 1 жетон командования</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="330"/>
        <source>%n skill tokens, face down</source>
        <translation>
            <numerusform>%n жетон навыка лицом вниз</numerusform>
            <numerusform>%n жетона навыков лицом вниз</numerusform>
            <numerusform>%n жетонов навыков лицом вниз</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="332"/>
        <source>The dummy player:</source>
        <translation>Виртуальный игрок:</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="333"/>
        <source>a random hero no one took: its hero card, round order token, %n basic action cards and the 3 crystals of its card</source>
        <translation>
            <numerusform>случайный герой, которого никто не выбрал: его карта героя, жетон порядка хода, %n карта обычных действий и 3 кристалла с его карты</numerusform>
            <numerusform>случайный герой, которого никто не выбрал: его карта героя, жетон порядка хода, %n карты обычных действий и 3 кристалла с его карты</numerusform>
            <numerusform>случайный герой, которого никто не выбрал: его карта героя, жетон порядка хода, %n карт обычных действий и 3 кристалла с его карты</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="336"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="120"/>
        <source>Special rules:</source>
        <translation>Особые правила:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="351"/>
        <source>Roll</source>
        <translation>Бросок</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="351"/>
        <source>Reroll %n</source>
        <translation>
            <numerusform>Переброс %n</numerusform>
            <numerusform>Переброс %n</numerusform>
            <numerusform>Переброс %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="353"/>
        <source>Source ({time}): {dice}</source>
        <translation>Источник маны ({time}): {dice}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="356"/>
        <source>Dark side (not usable this round): {dice}</source>
        <translation>Тёмная сторона (в этом раунде недоступны): {dice}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="358"/>
        <source>Exact odds of the set-up (at least half the dice must show a basic colour):</source>
        <translation>Точные вероятности подготовки (хотя бы половина кубиков должна показывать основные цвета):</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="360"/>
        <source>%n dice: reroll needed {p} ({fraction}); rerolls on average {rerolls}; basic dice on average {basic}</source>
        <translation>
            <numerusform>%n кубик: переброс нужен с вероятностью {p} ({fraction}); перебросов в среднем {rerolls}; кубиков основных цветов в среднем {basic}</numerusform>
            <numerusform>%n кубика: переброс нужен с вероятностью {p} ({fraction}); перебросов в среднем {rerolls}; кубиков основных цветов в среднем {basic}</numerusform>
            <numerusform>%n кубиков: переброс нужен с вероятностью {p} ({fraction}); перебросов в среднем {rerolls}; кубиков основных цветов в среднем {basic}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="371"/>
        <source>start</source>
        <translation>начало</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="371"/>
        <source>a skill and an advanced action</source>
        <translation>навык и особое действие</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="372"/>
        <source>a command token</source>
        <translation>жетон командования</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="373"/>
        <source>Level  fame  reward; command tokens, armour, hand limit</source>
        <translation>Уровень  слава  награда; жетоны командования, броня, предел руки</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="377"/>
        <source>command {command}, armour {armour}, hand {hand}</source>
        <translation>командование {command}, броня {armour}, рука {hand}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="382"/>
        <source>* not printed in the rulebook (which gives levels 2 and 3 only); from a public source</source>
        <translation>* не напечатано в правилах (там только уровни 2 и 3); из открытого источника</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="383"/>
        <source>Levels are gained at the end of the turn, before drawing cards; level 10 is the last.</source>
        <translation>Уровень повышается в конце хода, перед добором карт; максимальный уровень — 10.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="387"/>
        <source>Fame {fame}: level {level}</source>
        <translation>Слава {fame}: уровень {level}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="389"/>
        <source>%n more for the next level</source>
        <translation>
            <numerusform>ещё %n до следующего уровня</numerusform>
            <numerusform>ещё %n до следующего уровня</numerusform>
            <numerusform>ещё %n до следующего уровня</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="398"/>
        <source>Mage Knight library</source>
        <translation>Библиотека Mage Knight</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="402"/>
        <source>Checked against the card numbers the rulebook gives:</source>
        <translation>Сверено с номерами карт из правил:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="404"/>
        <source>ok</source>
        <translation>совпадает</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="404"/>
        <source>MISMATCH</source>
        <translation>НЕ СОВПАДАЕТ</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="407"/>
        <source>rulebook {seed}, library {library}</source>
        <translation>в правилах {seed}, в библиотеке {library}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="411"/>
        <source>Russian names printed in the rulebook: %n</source>
        <translation>
            <numerusform>Русских названий из правил: %n</numerusform>
            <numerusform>Русских названий из правил: %n</numerusform>
            <numerusform>Русских названий из правил: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="412"/>
        <source>Russian names translated by the project: %n</source>
        <translation>
            <numerusform>Русских названий — наш перевод: %n</numerusform>
            <numerusform>Русских названий — наш перевод: %n</numerusform>
            <numerusform>Русских названий — наш перевод: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="418"/>
        <source>Crystals on the hero card: {colours}</source>
        <translation>Кристаллы на карте героя: {colours}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="421"/>
        <source>(not printed in the rulebook)</source>
        <translation>(в правилах не указано)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="427"/>
        <source>Opening hand of %n card(s)</source>
        <translation>
            <numerusform>Начальная рука из %n карты</numerusform>
            <numerusform>Начальная рука из %n карт</numerusform>
            <numerusform>Начальная рука из %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="427"/>
        <source>deck of %n card(s)</source>
        <translation>
            <numerusform>колода из %n карты</numerusform>
            <numerusform>колода из %n карт</numerusform>
            <numerusform>колода из %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="432"/>
        <source>simulated mean {mean}</source>
        <translation>в среднем по симуляции {mean}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="432"/>
        <source>mean {mean}</source>
        <translation>в среднем {mean}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="437"/>
        <source>Skills drawn: {drawn}; kept: {kept}</source>
        <translation>Вытянуты навыки: {drawn}; выбран: {kept}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="442"/>
        <source>problem: {text}</source>
        <translation>проблема: {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="448"/>
        <source>no hero named &quot;{name}&quot;; heroes: {known}</source>
        <translation>нет героя «{name}»; герои: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="449"/>
        <source>no product named &quot;{name}&quot;; products: {known}</source>
        <translation>нет коробки «{name}»; коробки: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="461"/>
        <source>{hero} is taken by a player: the dummy needs another hero</source>
        <translation>{hero} уже у игрока: виртуальному игроку нужен другой герой</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="466"/>
        <source>Owned: {products}</source>
        <translation>В коллекции: {products}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="467"/>
        <source>Sets: {sets}</source>
        <translation>Наборы: {sets}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="477"/>
        <source>No skills are drawn below level 3.</source>
        <translation>Ниже 3-го уровня навыки не тянут.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="478"/>
        <source>Keep one skill of each pair; the other goes to the common skill offer:</source>
        <translation>Из каждой пары оставьте один навык, второй кладётся в общие навыки:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="84"/>
        <source>Conquest</source>
        <translation>Завоевание</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="158"/>
        <source>Team score: {total}</source>
        <translation>Счёт команды: {total}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="75"/>
        <source>The Lost Relic, co-op</source>
        <translation>Потерянная реликвия — кооперативный сценарий</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="76"/>
        <source>The Lost Relic, solo</source>
        <translation>Потерянная реликвия — одиночный сценарий</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="77"/>
        <source>Blitz Co-op Conquest</source>
        <translation>Кооперация — сокращённый сценарий</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="252"/>
        <source>The starting tile lies with its side A up.</source>
        <translation>Начальная земля лежит стороной «А» вверх.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="253"/>
        <source>Green rampaging enemies stand where draconum would.</source>
        <translation>Вместо яростных врагов-драконумов выставляются зелёные жетоны яростных врагов.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="254"/>
        <source>Elite units recruited only in cities leave the game.</source>
        <translation>Элитные отряды, которых вербуют только в городах, удаляются из игры.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="255"/>
        <source>Every city is ruined: no city figures or cards; a ruined city holds one part of the relic and one hero at a time.</source>
        <translation>Все города разрушены: без фигурок и карт городов; в каждом разрушенном городе одна часть реликвии, и на его клетке может быть только один герой.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="257"/>
        <source>A revealed ruined city gets a red draconum token face down; a hero who enters fights it for the relic part.</source>
        <translation>На открытый разрушенный город кладётся красный жетон драконума лицом вниз; вошедший герой сражается с ним за часть реликвии.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="259"/>
        <source>Each hero starts at level 3, built with the high-level start.</source>
        <translation>Каждый герой начинает игру с 3-м уровнем по правилу «Старт с высоким уровнем».</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="260"/>
        <source>1 fame for each new tile revealed, 1 more if it holds a ruined city.</source>
        <translation>1 очко славы за каждую открытую землю и ещё 1, если на ней разрушенный город.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="261"/>
        <source>Once every relic part is found each player (not the dummy) takes one last turn.</source>
        <translation>Когда все части реликвии собраны, каждый игрок (но не виртуальный) делает последний ход.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="263"/>
        <source>With 4 players Volkare&apos;s camp is the fifth ruined city.</source>
        <translation>При игре вчетвером лагерь Волкара — пятый разрушенный город.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="264"/>
        <source>One city tile fewer; Volkare&apos;s camp is shuffled with the core tiles (for your first games with him).</source>
        <translation>На одну землю с городом меньше; лагерь Волкара замешивается в развитые земли (для первых игр с ним).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="266"/>
        <source>One city tile fewer; Volkare&apos;s camp goes to the bottom of the tile stack: the last challenge.</source>
        <translation>На одну землю с городом меньше; лагерь Волкара кладётся под низ стопки земель — финальное испытание.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="268"/>
        <source>The city tiles and Volkare&apos;s camp are shuffled and the cities drawn from them: he may or may not be in the game.</source>
        <translation>Земли с городами перемешиваются с лагерем Волкара, и города отбираются случайно: Волкара в игре может и не быть.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="270"/>
        <source>When the camp is revealed, his figure takes the level of the city it stands for and stays there; his tokens lie face down until a hero is next to the camp.</source>
        <translation>Когда лагерь открыт, на подставке Волкара выставляется уровень города, вместо которого он стоит, и Волкар не двигается; жетоны его войск лежат лицом вниз, пока герой не окажется рядом с лагерем.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="272"/>
        <source>Assault it as a city (2 move points, walls on some sides, no reputation lost); a shield for each red or white token defeated and for each two grey or green.</source>
        <translation>Штурм — как штурм города (2 очка движения, с некоторых сторон стены, репутация не теряется); щит за каждого побеждённого красного или белого врага и за каждые два серых или зелёных.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="274"/>
        <source>Captured: hand limit as a keep, units of keeps and villages recruited there and next to it, and hunting for a green or red enemy.</source>
        <translation>Захваченный лагерь: предел руки как у крепости, вербовка отрядов крепостей и деревень в лагере и рядом с ним, охота на зелёного или красного врага.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="276"/>
        <source>Scoring: the camp&apos;s leader counts as a city&apos;s leader.</source>
        <translation>Подсчёт очков: лидер лагеря считается лидером города.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="285"/>
        <source>open, at most 3 rows</source>
        <translation>открытое, не больше 3 рядов</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="285"/>
        <source>open, at most 4 rows</source>
        <translation>открытое, не больше 4 рядов</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="306"/>
        <source>Volkare&apos;s camp instead of a city</source>
        <translation>Лагерь Волкара вместо города</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="308"/>
        <source>at level {level}: his army {army}</source>
        <translation>на уровне {level}: его армия — {army}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="320"/>
        <source>Heroes start at level {level}</source>
        <translation>Герои начинают игру с уровнем {level}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="456"/>
        <source>card numbers {range}</source>
        <translation>номера карт {range}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="13"/>
        <source>Volkare&apos;s Return (epic)</source>
        <translation>Возвращение Волкара — эпический сценарий</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="14"/>
        <source>Volkare&apos;s Return (quick)</source>
        <translation>Возвращение Волкара — быстрый сценарий</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="15"/>
        <source>Volkare&apos;s Quest</source>
        <translation>Поход Волкара</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="20"/>
        <source>Daring</source>
        <translation>Смельчак</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="20"/>
        <source>Heroic</source>
        <translation>Герой</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="20"/>
        <source>Legendary</source>
        <translation>Легенда</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="21"/>
        <source>Walk</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="21"/>
        <source>Trot</source>
        <translation>Рысь</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="21"/>
        <source>Gallop</source>
        <translation>Галоп</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="309"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="26"/>
        <source>{white} white, {grey} grey, {red} red, {green} green</source>
        <translation>белые: {white}, серые: {grey}, красные: {red}, зелёные: {green}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="32"/>
        <source>Map: open, at most 4 rows, his camp in place of the leftmost starting tile.</source>
        <translation>Поле: открытое, не больше 4 рядов, лагерь Волкара на месте крайней левой из начальных земель.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="33"/>
        <source>Map: the set shape, his camp on the far side; every tile face down but the camp, the portal tile and its three neighbours.</source>
        <translation>Поле: заданной формы, лагерь Волкара на противоположной стороне; все земли рубашкой вверх, кроме лагеря, земли с порталом и трёх соседних с ней.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="35"/>
        <source>Volkare replaces the dummy player and counts as a player for the Source and the unit offer.</source>
        <translation>Волкар заменяет виртуального игрока и учитывается как игрок для источника маны и доступных отрядов.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="37"/>
        <source>His scenario card lies beside the map, turned as the map is: its arrows give his direction for each card colour.</source>
        <translation>Карта сценария лежит рядом с полем, повёрнутая так же, как поле: её стрелки задают его направление для каждого цвета карты.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="39"/>
        <source>His large token beside the map, one mana die on it.</source>
        <translation>Большой жетон Волкара рядом с полем, на нём один кубик маны.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="40"/>
        <source>His army&apos;s tokens lie face down beside his token (they may be drawn just before the first battle).</source>
        <translation>Жетоны его армии лежат лицом вниз рядом с его жетоном (их можно вытянуть перед первой битвой).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="42"/>
        <source>His deck is shuffled once; each of his turns flips its top card.</source>
        <translation>Его колода перемешивается один раз; в каждый свой ход он открывает её верхнюю карту.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="43"/>
        <source>Mark the first unit offer slots with crystals of different colours; a wound card rolls his die and the unit on the slot of that colour leaves.</source>
        <translation>Пометьте первые места доступных отрядов кристаллами разных цветов; карта раны — бросок его кубика, и отряд с места этого цвета уходит.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="45"/>
        <source>His camp tile does not count as a core tile for elite units.</source>
        <translation>Земля с его лагерем не считается развитой землёй для элитных отрядов.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="46"/>
        <source>You choose your tactic first, then Volkare takes a random one; your used tactic leaves the game at the end of each day and night, his stays.</source>
        <translation>Вы выбираете тактику первым, затем Волкар берёт случайную; в конце каждого дня и ночи ваша использованная тактика удаляется из игры, его — остаётся.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="48"/>
        <source>The players choose their tactics first, then Volkare takes a random one; no tactics leave the game.</source>
        <translation>Игроки выбирают тактики первыми, затем Волкар берёт случайную; тактики не удаляются из игры.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="50"/>
        <source>A hero he attacks may retreat instead of fighting: 2, 3 or 4 wounds to the hand in the first, second or third day or night.</source>
        <translation>Атакованный им герой может отступить вместо битвы: 2, 3 или 4 раны в руку в первый, второй или третий день или ночь.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="52"/>
        <source>He never announces the end of a round and his deck is never reshuffled.</source>
        <translation>Он никогда не объявляет конец раунда, и его колода никогда не перетасовывается.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="54"/>
        <source>Rage: once his deck is empty every turn counts as a blue spell.</source>
        <translation>Ярость: когда его колода закончилась, каждый ход считается синим заклинанием.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="55"/>
        <source>Optional: at the end of a round all players may agree to raise or lower his level by up to the number of players, until the first battle with him.</source>
        <translation>По желанию: в конце раунда игроки с общего согласия могут повысить или понизить его уровень не больше чем на число игроков — до первой битвы с ним.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="57"/>
        <source>When he comes within 3 hexes of the portal it closes: heroes in it leave the game.</source>
        <translation>Когда он оказывается в 3 клетках от портала, портал закрывается: герои в портале выбывают из игры.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="59"/>
        <source>If he loses twice as many tokens as there are players before his next turn, he skips that turn.</source>
        <translation>Если до его следующего хода он потеряет вдвое больше жетонов, чем игроков в игре, он пропускает этот ход.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="61"/>
        <source>Units that leave the offer do not join his army.</source>
        <translation>Ушедшие из доступных отряды не присоединяются к его армии.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="62"/>
        <source>The city tile is always at the bottom of the tile stack; once it is revealed he marches straight to it.</source>
        <translation>Земля с городом всегда внизу стопки земель; когда она открыта, он идёт прямо к городу.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="64"/>
        <source>The camp hex counts as empty.</source>
        <translation>Клетка лагеря считается пустой.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="65"/>
        <source>Each unit that leaves the offer adds a grey token to his army.</source>
        <translation>Каждый ушедший из доступных отряд добавляет серый жетон к его армии.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="66"/>
        <source>Defending a conquered city: he is held off if he loses at least as many tokens as there are players, and steps back one hex.</source>
        <translation>Защита захваченного города: атака отбита, если он теряет не меньше жетонов, чем реальных игроков, и он отходит на одну клетку.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="68"/>
        <source>Solo: pick one of the other heroes at random and add one of its skills to the common skills after each of your level-ups.</source>
        <translation>Одиночная игра: выберите наугад одного из оставшихся героев и после каждого повышения уровня добавляйте один его навык в зону общих навыков.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="75"/>
        <source>his whole army is destroyed</source>
        <translation>вся армия Волкара уничтожена</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="76"/>
        <source>he enters the portal hex and moves once more</source>
        <translation>Волкар входит на клетку с порталом и двигается ещё один раз</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="77"/>
        <source>he enters the city before the heroes conquer it</source>
        <translation>Волкар входит в город до того, как его захватили герои</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="78"/>
        <source>he attacks the conquered city twice with no one defending it</source>
        <translation>Волкар дважды атакует захваченный город, и никто его не защищает</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="80"/>
        <source>the last round ends with his army not destroyed</source>
        <translation>последний раунд закончился, а армия Волкара не уничтожена</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="90"/>
        <source>Fight level: {fight}; race level: {race}</source>
        <translation>Уровень битвы: {fight}; уровень гонки: {race}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="12"/>
        <source>solo, with the dummy player</source>
        <translation>одиночная игра с виртуальным игроком</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="13"/>
        <source>co-op, with the dummy player</source>
        <translation>кооперативная игра с виртуальным игроком</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="13"/>
        <source>solo, against Volkare</source>
        <translation>одиночная игра против Волкара</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="14"/>
        <source>co-op, against Volkare</source>
        <translation>кооперативная игра против Волкара</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="19"/>
        <source>the end of the round is announced</source>
        <translation>объявлен конец раунда</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="20"/>
        <source>the city is revealed</source>
        <translation>город открыт</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="21"/>
        <source>the last city is conquered</source>
        <translation>последний город захвачен</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="22"/>
        <source>every relic part is found</source>
        <translation>все части реликвии собраны</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="23"/>
        <source>Volkare&apos;s army is destroyed</source>
        <translation>армия Волкара уничтожена</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="24"/>
        <source>Volkare has won</source>
        <translation>Волкар победил</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="30"/>
        <source>no player named {name}; the players: {known}</source>
        <translation>нет такого игрока: {name}; игроки: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="31"/>
        <source>fame only grows: {amount} cannot be added (undo a wrong entry instead)</source>
        <translation>слава только растёт: {amount} добавить нельзя (ошибочную запись отмените)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="32"/>
        <source>{name} already took tactic {card} this round</source>
        <translation>в этом раунде тактика уже выбрана: {name} — {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="33"/>
        <source>tactic {card} is not on the table; still there: {available}</source>
        <translation>этой тактики нет на столе: {card}; остались: {available}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="34"/>
        <source>the round cannot end before every player has a tactic: {names}</source>
        <translation>раунд нельзя закончить, пока не у всех игроков есть тактика: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="35"/>
        <source>co-op: choose which of the players&apos; tactics leaves the game ({used}) with {option}</source>
        <translation>кооператив: выберите, какая из тактик игроков удаляется из игры ({used}), через {option}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="37"/>
        <source>in this game no tactic leaves the game at the end of a round</source>
        <translation>в этой игре тактики в конце раунда не удаляются</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="38"/>
        <source>unknown end trigger {trigger}; the triggers: {known}</source>
        <translation>неизвестное условие конца {trigger}; условия: {known}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="39"/>
        <source>the game is over: all %n rounds are played</source>
        <translation>
            <numerusform>игра окончена: сыгран %n раунд</numerusform>
            <numerusform>игра окончена: сыграны все %n раунда</numerusform>
            <numerusform>игра окончена: сыграны все %n раундов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="40"/>
        <source>unknown mode {mode}; the modes: {known}</source>
        <translation>неизвестный режим {mode}; режимы: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="41"/>
        <source>a game has 1 to {most} rounds, got {rounds}</source>
        <translation>в игре от 1 до {most} раундов, указано {rounds}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="42"/>
        <source>give the round limit ({rounds_option}) or a scenario ({scenario_option})</source>
        <translation>укажите предел раундов ({rounds_option}) или сценарий ({scenario_option})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="43"/>
        <source>name each player once</source>
        <translation>назовите каждого игрока один раз</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="44"/>
        <source>a player cannot be named `dummy` or `volkare`</source>
        <translation>игрока нельзя назвать `dummy` или `volkare`</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="45"/>
        <source>{count} players do not fit this mode</source>
        <translation>для этого режима не подходит число игроков: {count}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="46"/>
        <source>Volkare&apos;s scenarios are played against Volkare (solo or co-op), the others without him: not «{mode}»</source>
        <translation>в сценариях с Волкаром играют против Волкара (одиночно или кооперативно), в остальных — без него: не «{mode}»</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="48"/>
        <source>a tracker&apos;s name cannot be empty, start with a dot or hold any of {chars}</source>
        <translation>имя счётчика не может быть пустым, начинаться с точки или содержать {chars}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="49"/>
        <source>{file} cannot be read ({reason}); it is left as it is</source>
        <translation>{file} не читается ({reason}); файл оставлен как есть</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="50"/>
        <source>no tracker named {name}; saved trackers: {known}</source>
        <translation>нет такого счётчика: {name}; сохранённые: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="51"/>
        <source>a tracker named {name} already exists</source>
        <translation>такой счётчик уже есть: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="52"/>
        <source>{name} has nothing to undo</source>
        <translation>нечего отменять: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="53"/>
        <source>this game has no Volkare with a level</source>
        <translation>в этой игре нет Волкара с уровнем</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="54"/>
        <source>say what changes: {change} and a number, or {battle}</source>
        <translation>укажите, что меняется: {change} и число или {battle}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="55"/>
        <source>Volkare&apos;s level changes only at the end of a round, before the next round&apos;s tactics</source>
        <translation>уровень Волкара меняется только в конце раунда, до выбора тактик следующего</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="58"/>
        <source>Volkare&apos;s level cannot change after the first battle with him</source>
        <translation>после первой битвы с Волкаром его уровень менять нельзя</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="59"/>
        <source>the level changes by at most the number of players, {players}</source>
        <translation>уровень меняется не больше чем на число игроков ({players})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="60"/>
        <source>Volkare&apos;s level is never below 4</source>
        <translation>уровень Волкара не бывает ниже 4</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="76"/>
        <source>{name}: round {round} of {rounds} ({time}), {mode}</source>
        <translation>{name}: раунд {round} из {rounds} ({time}), {mode}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="80"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="99"/>
        <source>Volkare&apos;s level: {level}</source>
        <translation>Уровень Волкара: {level}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="81"/>
        <source>his troops are revealed: the level is fixed</source>
        <translation>его войска открыты: уровень больше не меняется</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="86"/>
        <source>{name} ({hero}): fame {fame}, level {level}, reputation {reputation}; tactic {tactic}</source>
        <translation>{name} ({hero}): слава {fame}, уровень {level}, репутация {reputation}; тактика {tactic}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="90"/>
        <source>The dummy player&apos;s tactic: {tactic}</source>
        <translation>Тактика виртуального игрока: {tactic}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="91"/>
        <source>Volkare&apos;s tactic: {tactic}</source>
        <translation>Тактика Волкара: {tactic}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="95"/>
        <source>the dummy player</source>
        <translation>виртуальный игрок</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="95"/>
        <source>Volkare</source>
        <translation>Волкар</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="97"/>
        <source>Turn order: {order}</source>
        <translation>Порядок хода: {order}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="99"/>
        <source>Tactics on the table: {cards}</source>
        <translation>Тактики на столе: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="102"/>
        <source>Out of the game: day {day}; night {night}</source>
        <translation>Удалены из игры: день — {day}; ночь — {night}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="106"/>
        <source>End of the game triggered: {what}</source>
        <translation>Запущен конец игры: {what}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="109"/>
        <source>The game is over: the last round is played.</source>
        <translation>Игра окончена: последний раунд сыгран.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="101"/>
        <source>above the figure&apos;s base: add the tokens of levels {parts}</source>
        <translation>выше шкалы подставки: сложите жетоны уровней {parts}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="103"/>
        <source>His army: {army} (%n tokens)</source>
        <translation>
            <numerusform>Его армия: {army} (%n жетон)</numerusform>
            <numerusform>Его армия: {army} (%n жетона)</numerusform>
            <numerusform>Его армия: {army} (%n жетонов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="105"/>
        <source>His deck: {basic} basic actions of a hero nobody plays, the spells {spells} and {wounds} wounds (%n cards)</source>
        <translation>
            <numerusform>Его колода: {basic} карт обычных действий не участвующего в игре героя, заклинания {spells}, ран: {wounds} (%n карта)</numerusform>
            <numerusform>Его колода: {basic} карт обычных действий не участвующего в игре героя, заклинания {spells}, ран: {wounds} (%n карты)</numerusform>
            <numerusform>Его колода: {basic} карт обычных действий не участвующего в игре героя, заклинания {spells}, ран: {wounds} (%n карт)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="109"/>
        <source>Wavering units: %n marked offer slot(s)</source>
        <translation>
            <numerusform>Трусливые отряды: %n помеченное место</numerusform>
            <numerusform>Трусливые отряды: %n помеченных места</numerusform>
            <numerusform>Трусливые отряды: %n помеченных мест</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="118"/>
        <source>The heroes win if {what}.</source>
        <translation>Герои выигрывают, если {what}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="119"/>
        <source>The heroes lose if {what}.</source>
        <translation>Герои проигрывают, если {what}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="128"/>
        <source>Battle with Volkare, level {level}: {army} (%n tokens)</source>
        <translation>
            <numerusform>Битва с Волкаром, уровень {level}: {army} (%n жетон)</numerusform>
            <numerusform>Битва с Волкаром, уровень {level}: {army} (%n жетона)</numerusform>
            <numerusform>Битва с Волкаром, уровень {level}: {army} (%n жетонов)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="130"/>
        <source>Elite (white and red): {elite}; regular (grey and green): {regular}</source>
        <translation>Элитные войска (белые и красные): {elite}; обычные (серые и зелёные): {regular}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="134"/>
        <source>Hero {n}: {army}</source>
        <translation>Герой {n}: {army}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="135"/>
        <source>His die shows {colour}: he makes the attack printed beside that colour on his token.</source>
        <translation>На его кубике выпал {colour}: он проводит атаку, указанную у этого цвета на его жетоне.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="137"/>
        <source>All his attacks are Brutal, and Assassin: their damage cannot go to units.</source>
        <translation>Все его атаки — Жестокие, а способность Наёмный убийца не позволяет распределять их урон на отряды.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="138"/>
        <source>His troops are not fortified unless he stands on a fortified site or you attack across a wall.</source>
        <translation>Его войска не укреплены, если только он не стоит в укреплённом месте или вы не атакуете через стену.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="140"/>
        <source>To win, defeat every token: Volkare himself cannot be targeted. Defeat them all in the ranged phase and he does not attack.</source>
        <translation>Чтобы победить, победите все жетоны: сам Волкар не может быть целью атак. Уничтожьте всех в фазе боя на расстоянии — и он не атакует.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="142"/>
        <source>Or retreat without a battle: %n wound(s) to the hand.</source>
        <translation>
            <numerusform>Или отступите без битвы: %n рана в руку.</numerusform>
            <numerusform>Или отступите без битвы: %n раны в руку.</numerusform>
            <numerusform>Или отступите без битвы: %n ран в руку.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="144"/>
        <source>If he loses at least %n tokens before his next turn, he skips it.</source>
        <translation>
            <numerusform>Если до своего следующего хода он потеряет не меньше %n жетона, он пропускает этот ход.</numerusform>
            <numerusform>Если до своего следующего хода он потеряет не меньше %n жетонов, он пропускает этот ход.</numerusform>
            <numerusform>Если до своего следующего хода он потеряет не меньше %n жетонов, он пропускает этот ход.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="147"/>
        <source>Defending the city, he is held off if he loses at least %n tokens.</source>
        <translation>
            <numerusform>При защите города атака отбита, если он теряет не меньше %n жетона.</numerusform>
            <numerusform>При защите города атака отбита, если он теряет не меньше %n жетонов.</numerusform>
            <numerusform>При защите города атака отбита, если он теряет не меньше %n жетонов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="160"/>
        <source>rage: he moves %n step(s)</source>
        <translation>
            <numerusform>ярость: он делает %n шаг</numerusform>
            <numerusform>ярость: он делает %n шага</numerusform>
            <numerusform>ярость: он делает %n шагов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="163"/>
        <source>rests; his die shows {colour}: the unit in offer slot {slot} leaves</source>
        <translation>привал; на его кубике выпал {colour}: отряд с места {slot} уходит</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="165"/>
        <source>rests; his die shows {colour}: no unit leaves</source>
        <translation>привал; на его кубике выпал {colour}: ни один отряд не уходит</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="167"/>
        <source>{card} ({colour}), a {colour} die of the Source is rerolled</source>
        <translation>{card} ({colour}), в источнике маны перебрасывается кубик: {colour}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="169"/>
        <source>he moves %n step(s)</source>
        <translation>
            <numerusform>он делает %n шаг</numerusform>
            <numerusform>он делает %n шага</numerusform>
            <numerusform>он делает %n шагов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="170"/>
        <source>no move: he attacks a hero next to him (a spell: up to two hexes away)</source>
        <translation>без движения: он атакует героя на соседней клетке (заклинание: до двух клеток)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="171"/>
        <source>Turn {turn}: {what}; %n step(s) to go</source>
        <translation>
            <numerusform>Ход {turn}: {what}; остался %n шаг</numerusform>
            <numerusform>Ход {turn}: {what}; осталось %n шага</numerusform>
            <numerusform>Ход {turn}: {what}; осталось %n шагов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="177"/>
        <source>the portal</source>
        <translation>портала</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="177"/>
        <source>the city</source>
        <translation>города</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="178"/>
        <source>Volkare: the deck of {hero}, %n cards; {goal} is {distance} step(s) away</source>
        <translation>
            <numerusform>Волкар: колода героя {hero}, %n карта; шагов до {goal}: {distance}</numerusform>
            <numerusform>Волкар: колода героя {hero}, %n карты; шагов до {goal}: {distance}</numerusform>
            <numerusform>Волкар: колода героя {hero}, %n карт; шагов до {goal}: {distance}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="181"/>
        <source>On the portal, one more green, blue or white card wins for him.</source>
        <translation>На клетке портала ему для победы нужна ещё одна зелёная, синяя или белая карта.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="186"/>
        <source>Round {round}</source>
        <translation>Раунд {round}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="189"/>
        <source>He reaches {goal} in round {round}, turn {turn}.</source>
        <translation>Он достигает {goal} в раунде {round}, на ходу {turn}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="192"/>
        <source>He has not reached {goal} after %n round(s).</source>
        <translation>
            <numerusform>Он не достиг {goal} за %n раунд.</numerusform>
            <numerusform>Он не достиг {goal} за %n раунда.</numerusform>
            <numerusform>Он не достиг {goal} за %n раундов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="200"/>
        <source>Over %n games, he arrives:</source>
        <translation>
            <numerusform>По %n игре он приходит:</numerusform>
            <numerusform>По %n играм он приходит:</numerusform>
            <numerusform>По %n играм он приходит:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="202"/>
        <source>in round {round}: {share} (by then {total})</source>
        <translation>в раунде {round}: {share} (к этому раунду {total})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="204"/>
        <source>later: {share}</source>
        <translation>позже: {share}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="206"/>
        <source>On average after {turns} of his turns.</source>
        <translation>В среднем после {turns} его ходов.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="209"/>
        <source>Grey tokens joining his army, on average: {n}</source>
        <translation>Серых жетонов присоединяется к его армии, в среднем: {n}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="16"/>
        <source>these scenarios are for 1 to 4 players, got {players}</source>
        <translation>эти сценарии — для 1–4 игроков, а задано {players}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="17"/>
        <source>First Reconnaissance has no co-op version</source>
        <translation>у «Первой вылазки» нет кооперативного варианта</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="18"/>
        <source>a competitive game of 2 to 4 players has no dummy player</source>
        <translation>в соревновательной игре на 2–4 игроков нет виртуального игрока</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="19"/>
        <source>the short Cooperation is for 2 or 3 players</source>
        <translation>сокращённая «Кооперация» — для 2 или 3 игроков</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="20"/>
        <source>the short Conquest is for 2 to 4 players, competitive</source>
        <translation>сокращённое «Завоевание» — соревновательный сценарий для 2–4 игроков</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="21"/>
        <source>the co-op Conquest (Cooperation) is for 2 or 3 players</source>
        <translation>кооперативное «Завоевание» («Кооперация») — для 2 или 3 игроков</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="22"/>
        <source>the Lost Relic for one player is the solo version: leave out {option}</source>
        <translation>«Потерянная реликвия» для одного игрока — одиночный сценарий: уберите {option}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="23"/>
        <source>Volkare&apos;s level is {low} to {high}, got {level}</source>
        <translation>уровень Волкара — от {low} до {high}, а задано {level}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="24"/>
        <source>Volkare&apos;s camp replaces a city that can be conquered: not in this scenario</source>
        <translation>лагерь Волкара заменяет город, который можно захватить, — в этом сценарии его нет</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="41"/>
        <source>the JSON must be an object</source>
        <translation>JSON должен быть объектом</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="42"/>
        <source>each line is `key: value` with a key among: {known}</source>
        <translation>каждая строка — `ключ: значение`, ключ один из: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="17"/>
        <source>no players to score</source>
        <translation>некого считать: нет игроков</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="18"/>
        <source>a solo game has one player, got {n}</source>
        <translation>в одиночной игре один игрок, а указано {n}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="19"/>
        <source>a team game needs every player&apos;s team; none for: {names}</source>
        <translation>в командной игре у каждого игрока есть команда; нет команды: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="20"/>
        <source>Volkare&apos;s camp stands for a city: score it with the Conquest (`--scenario conquest`); camp columns filled for: {names}</source>
        <translation>лагерь Волкара заменяет город: считайте очки по «Завоеванию» (`--scenario conquest`); столбцы лагеря заполнены у: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="22"/>
        <source>{name}: {key} is 0 or 1 (there is one camp)</source>
        <translation>{name}: `{key}` — 0 или 1 (лагерь один)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="23"/>
        <source>{name}: camp_shield is for a hero who does not lead the camp</source>
        <translation>{name}: `camp_shield` — для героя, который не лидер лагеря</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="24"/>
        <source>the camp has one leader; camp_led for: {names}</source>
        <translation>у лагеря один лидер, а `camp_led` указан у: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="43"/>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="25"/>
        <source>{key} must be a whole number, got {value}</source>
        <translation>`{key}` должно быть целым числом, а указано {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="26"/>
        <source>{key} cannot be negative, got {value}</source>
        <translation>`{key}` не может быть меньше нуля, а указано {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="27"/>
        <source>a unit is its level, with w when wounded (3w), got {value}</source>
        <translation>отряд — это его уровень, с «р», если он ранен (3р), а указано {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="28"/>
        <source>a unit&apos;s level is 1 to 4, got {value}</source>
        <translation>уровень отряда — от 1 до 4, а указано {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="29"/>
        <source>unknown column {value}; the columns: {known}</source>
        <translation>неизвестный столбец `{value}`; столбцы: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="30"/>
        <source>every player needs a name</source>
        <translation>у каждого игрока должно быть имя</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="55"/>
        <source>no such file</source>
        <translation>файл не найден</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="56"/>
        <source>not allowed to read it</source>
        <translation>нет прав на чтение</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="57"/>
        <source>cannot be read ({reason})</source>
        <translation>не удаётся прочитать ({reason})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="58"/>
        <source>not UTF-8 text (byte {value})</source>
        <translation>это не текст в UTF-8 (байт {value})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="32"/>
        <source>empty: one line per player is needed</source>
        <translation>файл пуст: нужна строка на каждого игрока</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="59"/>
        <source>not valid JSON</source>
        <translation>ошибка в JSON</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="33"/>
        <source>each line must be a JSON object (a player)</source>
        <translation>каждая строка должна быть объектом JSON (игроком)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="34"/>
        <source>the JSON must be a list of players (objects) or {shape}</source>
        <translation>JSON должен быть списком игроков (объектов) или {shape}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="35"/>
        <source>the first line must name the columns, among them name; the columns: {known}</source>
        <translation>первая строка должна называть столбцы, среди них `name`; столбцы: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="36"/>
        <source>more values than columns</source>
        <translation>значений больше, чем столбцов</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="37"/>
        <source>no players: one line per player after the header</source>
        <translation>нет игроков: после заголовка нужна строка на каждого игрока</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="38"/>
        <source>unknown game setting {value}; the settings: {known}</source>
        <translation>неизвестная настройка игры `{value}`; настройки: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="39"/>
        <source>the scenario is one of {known}, got {value}</source>
        <translation>сценарий — один из: {known}, а указано {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="40"/>
        <source>the mode is one of {known}, got {value}</source>
        <translation>режим — один из: {known}, а указано {value}</translation>
    </message>
</context>
<context>
    <name>MageKnight</name>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="92"/>
        <source>More units than command tokens for this level</source>
        <translation>Отрядов больше, чем жетонов командования на этом уровне</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="93"/>
        <source>More than 3 crystals of one colour: {item}</source>
        <translation>Больше 3 кристаллов одного цвета: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="94"/>
        <source>Not among the cards dealt: {item}</source>
        <translation>Этой карты нет среди выложенных: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="95"/>
        <source>More influence spent than the level gives</source>
        <translation>Потрачено больше влияния, чем даёт уровень</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="96"/>
        <source>Too many free advanced actions for this level</source>
        <translation>Слишком много бесплатных особых действий для этого уровня</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="97"/>
        <source>More cards dealt than the table allows</source>
        <translation>Выложено больше карт, чем разрешает таблица</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="98"/>
        <source>No such card: {item}</source>
        <translation>Нет такой карты: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="99"/>
        <source>No such hero</source>
        <translation>Нет такого героя</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="100"/>
        <source>The level must be 1 to 10</source>
        <translation>Уровень должен быть от 1 до 10</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="101"/>
        <source>No crystal of the spell&apos;s colour left: {item}</source>
        <translation>Не осталось кристалла цвета заклинания: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="102"/>
        <source>Elite units are not dealt: {item}</source>
        <translation>Элитные отряды не выкладываются: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="103"/>
        <source>The 2 starting crystals must be colours of the hero card</source>
        <translation>2 начальных кристалла должны быть цветов с карты героя</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="104"/>
        <source>More skills than the level draws</source>
        <translation>Навыков больше, чем даёт уровень</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="105"/>
        <source>Not one of this hero&apos;s skills: {item}</source>
        <translation>Это не навык этого героя: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="106"/>
        <source>A crystal is red, blue, green or white: {item}</source>
        <translation>Кристалл бывает красным, синим, зелёным или белым: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="107"/>
        <source>Influence per level must be 0 or more</source>
        <translation>Влияние за уровень не может быть меньше 0</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="108"/>
        <source>More skill draws than the level gives</source>
        <translation>Вытянуто навыков больше, чем даёт уровень</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="109"/>
        <source>A draw is 2 of this hero&apos;s skills: {item}</source>
        <translation>Тянут 2 разных навыка этого героя: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="110"/>
        <source>A skill token drawn twice: {item}</source>
        <translation>Жетон навыка вытянут дважды: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="111"/>
        <source>A skill kept that was not drawn: {item}</source>
        <translation>Выбран навык, который не вытягивали: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="112"/>
        <source>Only one skill is kept from each draw: {item}</source>
        <translation>Из каждой пары выбирают один навык: {item}</translation>
    </message>
</context>
<context>
    <name>MageKnightView</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="581"/>
        <source>Hero deck and odds</source>
        <translation>Колода героя и вероятности</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="581"/>
        <source>Round goldfish</source>
        <translation>Пробный раунд</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="582"/>
        <source>High-level start</source>
        <translation>Старт с высоким уровнем</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="582"/>
        <source>Collection</source>
        <translation>Коллекция</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="585"/>
        <source>Card library</source>
        <translation>Библиотека карт</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="583"/>
        <source>Dummy player</source>
        <translation>Виртуальный игрок</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="583"/>
        <source>Scoring</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="584"/>
        <source>Scenario setup</source>
        <translation>Подготовка сценария</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="584"/>
        <source>Round tracker</source>
        <translation>Счётчик раундов</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="191"/>
        <source>&amp;New spellbook</source>
        <translation>&amp;Новая книга заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="191"/>
        <source>Create an empty spellbook</source>
        <translation>Создать пустую книгу заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="192"/>
        <source>New from &amp;template…</source>
        <translation>Новая по &amp;образцу…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="193"/>
        <source>Start from an official spellbook (core set, Academy, apprentice)</source>
        <translation>Начать с официальной книги заклинаний (базовый набор, Академия, ученики)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="194"/>
        <source>&amp;Open or import…</source>
        <translation>&amp;Открыть или импортировать…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="194"/>
        <source>Read a spellbook file in any supported format</source>
        <translation>Прочитать файл книги заклинаний в любом поддерживаемом формате</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="203"/>
        <source>Copy &amp;deck code</source>
        <translation>Копировать &amp;код книги</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="204"/>
        <source>Put a short code for the current spellbook on the clipboard (mage, element, cards, printings); Paste spellbook reads it back</source>
        <translation>Поместить в буфер обмена короткий код текущей книги заклинаний (маг, стихия, карты, издания); «Вставить книгу заклинаний» прочтёт его</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="206"/>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="206"/>
        <source>Write the current spellbook to a file</source>
        <translation>Записать текущую книгу заклинаний в файл</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="207"/>
        <source>&amp;Print to PDF…</source>
        <translation>&amp;Печать в PDF…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="208"/>
        <source>A printable list of the current spellbook, grouped by type, with costs</source>
        <translation>Список текущей книги заклинаний для печати, по типам, со стоимостью</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="209"/>
        <source>Pro&amp;xy sheets (PDF)…</source>
        <translation>&amp;Листы карт-заменителей (PDF)…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="210"/>
        <source>The spellbook&apos;s list and its cards as 63×88 mm proxies, 9 per page</source>
        <translation>Список книги и её карты-заменители 63×88 мм, по 9 на странице</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="211"/>
        <source>Import card &amp;names…</source>
        <translation>Импорт &amp;названий карт…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="212"/>
        <source>Read card names from a translation CSV (card_id,lang,name,source)</source>
        <translation>Прочитать названия карт из CSV-файла перевода (card_id,lang,name,source)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="213"/>
        <source>Export card na&amp;mes…</source>
        <translation>Экспорт на&amp;званий карт…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="214"/>
        <source>Write every card name in Russian and Polish to a translation CSV</source>
        <translation>Записать все названия карт на русском и польском в CSV-файл перевода</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="215"/>
        <source>Import card &amp;text from OCTGN…</source>
        <translation>Импорт &amp;текста карт из OCTGN…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="216"/>
        <source>Read the English printed text of every card from your OCTGN install (kept in your data, shown under the summary)</source>
        <translation>Прочитать английский печатный текст всех карт из вашей установки OCTGN (хранится в ваших данных, показывается под кратким описанием)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="218"/>
        <source>Edit card &amp;name…</source>
        <translation>Изменить &amp;название карты…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="219"/>
        <source>Correct the name of the card shown in the card panel, in the card language</source>
        <translation>Исправить название карты из панели карты на языке карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="220"/>
        <source>&amp;Close spellbook</source>
        <translation>&amp;Закрыть книгу заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="220"/>
        <source>Close the current spellbook (it stays saved)</source>
        <translation>Закрыть текущую книгу (она остаётся сохранённой)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="221"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="221"/>
        <source>Quit Spellforge</source>
        <translation>Выйти из Spellforge</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="222"/>
        <source>&amp;Find cards</source>
        <translation>&amp;Найти карты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="222"/>
        <source>Go to the card search box</source>
        <translation>Перейти к полю поиска карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="223"/>
        <source>&amp;Add card to the book</source>
        <translation>&amp;Добавить карту в книгу</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="223"/>
        <source>Add one copy of the selected card</source>
        <translation>Добавить одну копию выбранной карты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="224"/>
        <source>Add card to &amp;candidates</source>
        <translation>Добавить карту в &amp;кандидаты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="224"/>
        <source>Add the selected card to the candidates</source>
        <translation>Добавить выбранную карту в кандидаты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="225"/>
        <source>One copy &amp;more</source>
        <translation>На одну копию &amp;больше</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="225"/>
        <source>Add a copy of the selected spellbook card</source>
        <translation>Добавить копию выбранной карты книги</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="226"/>
        <source>One copy &amp;less</source>
        <translation>На одну копию &amp;меньше</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="226"/>
        <location filename="../spellforge/ui/window/main_window.py" line="227"/>
        <source>Remove a copy of the selected spellbook card</source>
        <translation>Убрать копию выбранной карты книги</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="227"/>
        <source>&amp;Remove one copy</source>
        <translation>&amp;Убрать одну копию</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="228"/>
        <source>Remove all &amp;copies</source>
        <translation>Убрать все &amp;копии</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="228"/>
        <source>Remove every copy of the selected card</source>
        <translation>Убрать все копии выбранной карты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="229"/>
        <source>&amp;Move to/from candidates</source>
        <translation>&amp;Перенести в кандидаты / из кандидатов</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="229"/>
        <source>Move one copy between the book and the candidates</source>
        <translation>Перенести одну копию между книгой и кандидатами</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="230"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="230"/>
        <source>Languages, theme and shortcuts</source>
        <translation>Языки, тема и сочетания клавиш</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="231"/>
        <source>&amp;Playtest…</source>
        <translation>&amp;Пробная игра…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="231"/>
        <source>Play solo rounds with the current spellbook</source>
        <translation>Сыграть одиночные раунды с текущей книгой</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="234"/>
        <source>&amp;Collection</source>
        <translation>&amp;Коллекция</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="234"/>
        <source>The products and cards you own</source>
        <translation>Ваши продукты и карты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="235"/>
        <source>&amp;What to buy…</source>
        <translation>&amp;Что купить…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="236"/>
        <source>What your collection lacks to build the open spellbook, and the cheapest products</source>
        <translation>Чего не хватает в коллекции для открытой книги заклинаний и что дешевле всего купить</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="237"/>
        <source>Check and &amp;repair…</source>
        <translation>Проверка и &amp;восстановление…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="238"/>
        <source>Check your data file, back it up, restore a backup or salvage spellbooks</source>
        <translation>Проверить файл данных, сделать копию, восстановить копию или спасти книги заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="239"/>
        <source>&amp;Save spellbook</source>
        <translation>&amp;Сохранить книгу заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="240"/>
        <source>Save the current spellbook now (it is also saved after every change)</source>
        <translation>Сохранить текущую книгу заклинаний сейчас (она сохраняется и после каждого изменения)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="241"/>
        <source>Mark spellbook &amp;assembled</source>
        <translation>Отметить книгу как &amp;собранную</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="242"/>
        <source>Keep the cards of this spellbook for it in the collection</source>
        <translation>Закрепить карты этой книги за ней в коллекции</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="243"/>
        <source>Import card &amp;images from a folder…</source>
        <translation>Импорт &amp;изображений карт из папки…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="244"/>
        <source>Use your own card pictures (files named after the cards)</source>
        <translation>Использовать свои изображения карт (файлы названы по картам)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="245"/>
        <source>Import card images from a &amp;zip…</source>
        <translation>Импорт изображений карт из &amp;zip-архива…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="246"/>
        <source>Use your own card pictures from a zip archive</source>
        <translation>Использовать свои изображения карт из zip-архива</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="247"/>
        <source>&amp;Draw all card pictures</source>
        <translation>&amp;Нарисовать все картинки карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="248"/>
        <source>Prepare the pictures of every card now, with a progress bar</source>
        <translation>Подготовить картинки всех карт сейчас, с индикатором хода работы</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="249"/>
        <source>&amp;Search syntax</source>
        <translation>&amp;Синтаксис поиска</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="249"/>
        <source>How to write card searches</source>
        <translation>Как составлять запросы поиска карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="250"/>
        <source>&amp;About Spellforge</source>
        <translation>&amp;О программе Spellforge</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="250"/>
        <location filename="../spellforge/ui/window/tools.py" line="42"/>
        <source>About Spellforge</source>
        <translation>О программе Spellforge</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="256"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="257"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="258"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="259"/>
        <source>Recent &amp;files</source>
        <translation>&amp;Недавние файлы</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="260"/>
        <source>&amp;Share</source>
        <translation>&amp;Поделиться</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="261"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="262"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="263"/>
        <source>&amp;Tools</source>
        <translation>&amp;Инструменты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="264"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="265"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="266"/>
        <source>Spellbooks</source>
        <translation>Книги заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="267"/>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="268"/>
        <source>Versions</source>
        <translation>Версии</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="270"/>
        <location filename="../spellforge/ui/window/tools.py" line="56"/>
        <source>Collection</source>
        <translation>Коллекция</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="295"/>
        <location filename="../spellforge/ui/window/main_window.py" line="299"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;открыта&gt;</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="296"/>
        <source>Undo history</source>
        <translation>История отмены</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="297"/>
        <source>Spellbook</source>
        <translation>Книга заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="298"/>
        <source>Card names</source>
        <translation>Названия карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="300"/>
        <source>Undo history of card names</source>
        <translation>История изменений названий карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="272"/>
        <source>Open spellbooks</source>
        <translation>Открытые книги заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="273"/>
        <source>No spellbook is open. Create one, open one from the Spellbooks list, or import a file.</source>
        <translation>Ни одна книга заклинаний не открыта. Создайте новую, откройте из списка книг или импортируйте файл.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="275"/>
        <location filename="../spellforge/ui/window/main_window.py" line="349"/>
        <source>New spellbook</source>
        <translation>Новая книга заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="276"/>
        <source>New from template…</source>
        <translation>Новая по образцу…</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/main_window.py" line="277"/>
        <source>Library: %n card(s)</source>
        <translation>
            <numerusform>Библиотека: %n карта</numerusform>
            <numerusform>Библиотека: %n карты</numerusform>
            <numerusform>Библиотека: %n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="304"/>
        <source>* unofficial name (our translation) · ✎ your own name</source>
        <translation>* неофициальное название (наш перевод) · ✎ ваше название</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="305"/>
        <source>* Unofficial translation made by the Spellforge project (not printed in a rulebook)</source>
        <translation>* Неофициальный перевод проекта Spellforge (не напечатан в правилах)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="306"/>
        <source>✎ Your own name for this card (Edit name… in the card panel changes or resets it)</source>
        <translation>✎ Ваше собственное название карты («Изменить название…» в панели карты меняет или сбрасывает его)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="358"/>
        <source>Could not create the spellbook: {error}</source>
        <translation>Не удалось создать книгу заклинаний: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="20"/>
        <source>“{book}” is not saved: {reason}. Spellforge tries again after the next change and on File ▸ Save.</source>
        <translation>«{book}» не сохранена: {reason}. Spellforge попробует снова после следующего изменения и по Файл ▸ Сохранить.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="24"/>
        <source>“{book}” saved.</source>
        <translation>Книга «{book}» сохранена.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="32"/>
        <source>Not saved</source>
        <translation>Не сохранено</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="35"/>
        <source>Saved</source>
        <translation>Сохранено</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="62"/>
        <source>Spellbook changed elsewhere</source>
        <translation>Книгу заклинаний изменили в другом месте</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="63"/>
        <source>“{book}” was changed in another window or by a command since you opened it. Your last change was not saved, so that their change is not lost.</source>
        <translation>«{book}» изменили в другом окне или командой после того, как вы её открыли. Ваше последнее изменение не сохранено, чтобы не потерять то изменение.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="68"/>
        <source>Load their version</source>
        <translation>Загрузить их версию</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="70"/>
        <source>Keep mine as a new spellbook</source>
        <translation>Сохранить мою как новую книгу</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="80"/>
        <source>{book} (mine)</source>
        <translation>{book} (моя)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="523"/>
        <source>Card browser</source>
        <translation>Каталог карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="169"/>
        <source>Spellbooks not saved</source>
        <translation>Книги заклинаний не сохранены</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="170"/>
        <source>These spellbooks could not be saved:
{books}

Export them (File ▸ Export…) before quitting, or quit and lose their last changes.</source>
        <translation>Эти книги заклинаний не удалось сохранить:
{books}

Экспортируйте их (Файл ▸ Экспорт…) перед выходом или выйдите, потеряв последние изменения.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/startup.py" line="391"/>
        <source>Check and repair</source>
        <translation>Проверка и восстановление</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/startup.py" line="392"/>
        <source>Could not restore:
{error}</source>
        <translation>Не удалось восстановить:
{error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/startup.py" line="397"/>
        <source>Backup restored; your previous data file is kept as {file}.</source>
        <translation>Резервная копия восстановлена; прежний файл данных сохранён как {file}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="58"/>
        <location filename="../spellforge/ui/window/layout_report.py" line="387"/>
        <source>Open or import a spellbook</source>
        <translation>Открыть или импортировать книгу заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/widgets/spellbook_file.py" line="15"/>
        <source>Spellbooks (*.o8d *.txt *.json *.bbcode);;All files (*)</source>
        <translation>Книги заклинаний (*.o8d *.txt *.json *.bbcode);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="71"/>
        <source>Reading {file}…</source>
        <translation>Чтение {file}…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="73"/>
        <location filename="../spellforge/ui/window/files.py" line="75"/>
        <location filename="../spellforge/ui/window/files.py" line="99"/>
        <location filename="../spellforge/ui/window/files.py" line="125"/>
        <source>Import</source>
        <translation>Импорт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="76"/>
        <location filename="../spellforge/ui/window/files.py" line="100"/>
        <source>Could not read the spellbook:
{error}</source>
        <translation>Не удалось прочитать книгу заклинаний:
{error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="86"/>
        <source>clipboard</source>
        <translation>буфер обмена</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="94"/>
        <source>The clipboard holds no text.</source>
        <translation>В буфере обмена нет текста.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="144"/>
        <source>Open a spellbook to export it.</source>
        <translation>Откройте книгу заклинаний, чтобы экспортировать её.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="147"/>
        <source>OCTGN deck (*.o8d)</source>
        <translation>Колода OCTGN (*.o8d)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="148"/>
        <source>Plain text list (*.txt)</source>
        <translation>Текстовый список (*.txt)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="149"/>
        <source>Forum BBCode (*.bbcode.txt)</source>
        <translation>BBCode для форума (*.bbcode.txt)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="150"/>
        <source>Spellforge JSON (*.json)</source>
        <translation>JSON Spellforge (*.json)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="153"/>
        <source>Export spellbook</source>
        <translation>Экспорт книги заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="166"/>
        <source>Open a spellbook to print it.</source>
        <translation>Откройте книгу заклинаний, чтобы её напечатать.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="170"/>
        <location filename="../spellforge/ui/window/main_window.py" line="547"/>
        <location filename="../spellforge/ui/window/main_window.py" line="553"/>
        <location filename="../spellforge/ui/window/main_window.py" line="558"/>
        <source>Print to PDF</source>
        <translation>Печать в PDF</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="171"/>
        <source>PDF document (*.pdf)</source>
        <translation>Документ PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="553"/>
        <source>Drawing the pages…</source>
        <translation>Рисуем страницы…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="555"/>
        <source>Cancelled: nothing was written.</source>
        <translation>Отменено: ничего не записано.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/main_window.py" line="561"/>
        <source>%n page(s) written to {file}</source>
        <translation>
            <numerusform>%n страница записана в {file}</numerusform>
            <numerusform>%n страницы записаны в {file}</numerusform>
            <numerusform>%n страниц записано в {file}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="191"/>
        <source>Open a spellbook to copy it.</source>
        <translation>Откройте книгу заклинаний, чтобы её скопировать.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="199"/>
        <source>Deck code copied to the clipboard: paste it in a chat; Paste spellbook reads it back.</source>
        <translation>Код книги скопирован в буфер обмена: вставьте его в чат; «Вставить книгу заклинаний» прочтёт его.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="203"/>
        <source>Spellbook copied to the clipboard ({lines} lines).</source>
        <translation>Книга заклинаний скопирована в буфер обмена (строк: {lines}).</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="220"/>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="157"/>
        <location filename="../spellforge/ui/window/files.py" line="221"/>
        <location filename="../spellforge/ui/window/main_window.py" line="559"/>
        <source>Could not write {file}:
{error}</source>
        <translation>Не удалось записать {file}:
{error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/startup.py" line="136"/>
        <location filename="../spellforge/ui/window/startup.py" line="347"/>
        <source>Could not back up your data: {error}</source>
        <translation>Не удалось сделать копию данных: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/startup.py" line="355"/>
        <source>Read-only: your changes are not saved. {reason}</source>
        <translation>Только чтение: изменения не сохраняются. {reason}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="195"/>
        <source>&amp;Paste spellbook</source>
        <translation>&amp;Вставить книгу заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="196"/>
        <source>Read a spellbook list from the clipboard and show the import report</source>
        <translation>Прочитать список книги заклинаний из буфера обмена и показать отчёт об импорте</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="197"/>
        <source>Copy as &amp;text</source>
        <translation>Копировать как &amp;текст</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="198"/>
        <source>Put the current spellbook on the clipboard as a plain text list, in the card language</source>
        <translation>Скопировать текущую книгу заклинаний в буфер обмена простым списком, на языке карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="199"/>
        <source>Copy as &amp;BBCode</source>
        <translation>Копировать как &amp;BBCode</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="200"/>
        <source>Put the current spellbook on the clipboard as forum BBCode, in the card language</source>
        <translation>Скопировать текущую книгу заклинаний в буфер обмена в виде BBCode для форума, на языке карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="201"/>
        <source>Copy as &amp;forum list</source>
        <translation>Копировать как список для &amp;форума</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="202"/>
        <source>Put the current spellbook on the clipboard as a short list for a chat or forum post</source>
        <translation>Скопировать текущую книгу заклинаний в буфер обмена коротким списком для чата или форума</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="225"/>
        <source>Exported to {file}</source>
        <translation>Экспортировано в {file}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="237"/>
        <source>No recent files</source>
        <translation>Нет недавних файлов</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="239"/>
        <source>Clear menu</source>
        <translation>Очистить список</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/tools.py" line="43"/>
        <source>Spellforge: spellbook builder, validator and collection manager for Mage Wars.</source>
        <translation>Spellforge: составление и проверка книг заклинаний и учёт коллекции для «Войн магов».</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/tools.py" line="117"/>
        <source>This spellbook is not marked assembled.</source>
        <translation>Эта книга заклинаний не отмечена как собранная.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/tools.py" line="139"/>
        <source>Open a spellbook to mark it assembled.</source>
        <translation>Откройте книгу заклинаний, чтобы отметить её собранной.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/tools.py" line="173"/>
        <source>Open a spellbook to playtest it.</source>
        <translation>Откройте книгу заклинаний, чтобы опробовать её.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="21"/>
        <location filename="../spellforge/ui/window/card_names.py" line="35"/>
        <source>Import card text from OCTGN</source>
        <translation>Импорт текста карт из OCTGN</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="38"/>
        <source>Reading the set files…</source>
        <translation>Чтение файлов наборов…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="41"/>
        <source>No OCTGN set file (set.xml) was found in {folder}.</source>
        <translation>В папке {folder} не найдено ни одного файла набора OCTGN (set.xml).</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="45"/>
        <source>Storing the card text…</source>
        <translation>Сохранение текста карт…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="48"/>
        <source>Cancelled: nothing was stored.</source>
        <translation>Отменено: ничего не сохранено.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="57"/>
        <source>Set files read: {files}. Card texts stored: {stored}; unchanged: {same}; cards not in the library: {unknown}.</source>
        <translation>Прочитано файлов наборов: {files}. Сохранено текстов карт: {stored}; без изменений: {same}; карт нет в библиотеке: {unknown}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="62"/>
        <source>Skipped:</source>
        <translation>Пропущено:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="108"/>
        <location filename="../spellforge/ui/window/card_names.py" line="125"/>
        <source>Import card names</source>
        <translation>Импорт названий карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="110"/>
        <location filename="../spellforge/ui/window/card_names.py" line="143"/>
        <source>Translation CSV (*.csv);;All files (*)</source>
        <translation>CSV-файлы перевода (*.csv);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="126"/>
        <source>Could not read {file}:
{error}</source>
        <translation>Не удалось прочитать {file}:
{error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="141"/>
        <location filename="../spellforge/ui/window/card_names.py" line="156"/>
        <source>Export card names</source>
        <translation>Экспорт названий карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="160"/>
        <source>Card names exported to {file}</source>
        <translation>Названия карт экспортированы в {file}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="397"/>
        <source>Could not open the spellbook: {error}</source>
        <translation>Не удалось открыть книгу заклинаний: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="345"/>
        <source>Open a spellbook first</source>
        <translation>Сначала откройте книгу заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="50"/>
        <source>Saved: {book}</source>
        <translation>Сохранено: {book}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="409"/>
        <source>“{book}” was deleted elsewhere while open here; it is kept, with your change</source>
        <translation>«{book}» удалили в другом месте, пока она была открыта здесь; книга сохранена вместе с вашим изменением</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="29"/>
        <source>this is Spellforge&apos;s data folder, which holds your data: choose another folder</source>
        <translation>это папка данных программы, в ней хранятся ваши данные: выберите другую папку</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="119"/>
        <source>{source}: not a spellbook: {which} (first: line {line})</source>
        <translation>{source}: это не книга заклинаний: {which} (первая: строка {line})</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="122"/>
        <source>{source}: not a spellbook: it names no mage and no card</source>
        <translation>{source}: это не книга заклинаний: в ней нет ни мага, ни карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="232"/>
        <source>&amp;Matchup…</source>
        <translation>Пое&amp;динок…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="232"/>
        <source>Play the current spellbook against another book or the official books</source>
        <translation>Сыграть текущей книгой заклинаний против другой книги или официальных книг</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/tools.py" line="187"/>
        <source>Open a spellbook to play it against others.</source>
        <translation>Откройте книгу заклинаний, чтобы сыграть ею против других.</translation>
    </message>
</context>
<context>
    <name>MatchupReport</name>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="25"/>
        <source>Burn</source>
        <translation>Горение</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="25"/>
        <source>Rot</source>
        <translation>Гниение</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="26"/>
        <source>curses&apos; damage</source>
        <translation>повреждения от проклятий</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="106"/>
        <source>A wins {a}, B wins {b}, draws {d}; A&apos;s score {score} (95 % interval {lo} – {hi})</source>
        <translation>Победы A: {a}, победы B: {b}, ничьи: {d}; результат A {score} (95-процентный интервал {lo} – {hi})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="109"/>
        <source>Mean rounds {mean}; a mage destroyed: {killed}, both mages in one Upkeep: {both}, out of rounds ({rounds}): {timeout}</source>
        <translation>Раундов в среднем {mean}; маг уничтожен: {killed}, оба мага в одной фазе поддержки: {both}, раунды кончились ({rounds}): {timeout}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="118"/>
        <source>{book}, cast per game: {cards}</source>
        <translation>{book}, сыграно за партию: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="120"/>
        <source>{book}, damage per game by source: {sources}</source>
        <translation>{book}, повреждения за партию по источникам: {sources}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="125"/>
        <source>{book}, not simulated:</source>
        <translation>{book}, не моделируется:</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="130"/>
        <source>Game 1:</source>
        <translation>Игра 1:</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="152"/>
        <source>a conjuration other than a mana source or a spawnpoint: matchups do not place them yet</source>
        <translation>заклятие, не дающее маны и не точка вызова: в матчах такие пока не ставятся</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="154"/>
        <source>an enchantment whose effect the matchup does not play yet</source>
        <translation>чары, чьё действие матч пока не разыгрывает</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="155"/>
        <source>an incantation whose effect the matchup does not play yet</source>
        <translation>колдовство, чьё действие матч пока не разыгрывает</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="156"/>
        <source>nothing the matchup can apply</source>
        <translation>ничего, что матч может применить</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="157"/>
        <source>its effect is not modelled by the engine yet</source>
        <translation>движок пока не моделирует её действие</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="173"/>
        <source>the other rounds follow the policy</source>
        <translation>остальные раунды — по стратегии</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="174"/>
        <source>the other rounds prepare nothing</source>
        <translation>в остальных раундах ничего не готовится</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="175"/>
        <source>A plays the plan {file} in rounds {rounds}; {then}</source>
        <translation>A играет план {file} в раундах {rounds}; {then}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="178"/>
        <source>Left out of the plan (not played by the matchup): {cards}</source>
        <translation>Исключены из плана (поединок их пока не разыгрывает): {cards}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/matchup/text.py" line="196"/>
        <source>{book} against {gauntlet}: %n game(s) per opponent, seed {seed}</source>
        <translation>
            <numerusform>{book} против {gauntlet}: %n партия на противника, зерно {seed}</numerusform>
            <numerusform>{book} против {gauntlet}: %n партии на противника, зерно {seed}</numerusform>
            <numerusform>{book} против {gauntlet}: %n партий на противника, зерно {seed}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="199"/>
        <source>opponent | score | 95 % interval | wins – losses – draws | mean rounds</source>
        <translation>противник | результат | 95-процентный интервал | победы – поражения – ничьи | раундов в среднем</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/matchup/text.py" line="223"/>
        <source>Score of the row&apos;s book against the column&apos;s book, %n game(s) per pair</source>
        <translation>
            <numerusform>Результат книги строки против книги столбца, %n партия на пару</numerusform>
            <numerusform>Результат книги строки против книги столбца, %n партии на пару</numerusform>
            <numerusform>Результат книги строки против книги столбца, %n партий на пару</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="238"/>
        <source>Round {round}: {side} holds the Initiative</source>
        <translation>Раунд {round}: инициатива у {side}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="239"/>
        <source>{side}: {mana} mana after channeling</source>
        <translation>{side}: мана после притока — {mana}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="240"/>
        <source>{side} prepares: {cards}</source>
        <translation>{side} готовит: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="241"/>
        <source>{side} casts {card} ({mana} mana) → {target}</source>
        <translation>{side} колдует: {card} ({mana} маны) → {target}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="242"/>
        <source>{side} reveals {card} on {bearer} ({mana} mana)</source>
        <translation>{side} открывает: {card} ({bearer}; {mana} маны)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="243"/>
        <source>{side} reveals {card}: {bearer} avoids {attack} of {attacker}</source>
        <translation>{side} открывает: {card}; {bearer} избегает атаки «{attack}» ({attacker})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="244"/>
        <source>{side}: {bearer}&apos;s Forcefield cancels the attack ({left} left)</source>
        <translation>{side}: Силовое поле ({bearer}) отменяет атаку (осталось {left})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="245"/>
        <source>{side}: {bearer}&apos;s Defense, d12 {roll} (needs {need})</source>
        <translation>{side}: Защита ({bearer}), к12 {roll} (нужно {need})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="246"/>
        <source>{side}: {attacker} is Dazed, d12 {roll} (7+ proceeds)</source>
        <translation>{side}: Ступор ({attacker}), к12 {roll} (7+ — атака идёт)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="247"/>
        <source>{side}: {attacker} attacks {target} with {attack}, {dice} dice: {damage} damage{effects}</source>
        <translation>{side}: {attacker} атакует ({target}): {attack}, кубиков: {dice}; повреждения: {damage}{effects}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="248"/>
        <source>{side}: the damage barrier of {card} on {bearer} strikes back</source>
        <translation>{side}: Барьер шипов ({card}; {bearer}) бьёт в ответ</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="249"/>
        <source>{side}: {attacker} counterstrikes {target}</source>
        <translation>{side}: Контратака ({attacker} → {target})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="250"/>
        <source>{side}: {piece} is destroyed</source>
        <translation>{side}: уничтожено: {piece}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="251"/>
        <source>{side}: {card} on {bearer} is gone</source>
        <translation>{side}: больше нет: {card} ({bearer})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="252"/>
        <source>{side}: {piece} takes {damage} damage from {source}</source>
        <translation>{side}: {piece} получает повреждения: {damage} ({source})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="253"/>
        <source>{side}: {card} is destroyed, its upkeep not paid</source>
        <translation>{side}: уничтожено, Поддержка не оплачена: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="254"/>
        <source>{side}: {piece} is Stunned and does nothing</source>
        <translation>{side}: Оглушение ({piece}), действий нет</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="260"/>
        <source>{side}: {piece} guards</source>
        <translation>{side}: Оборона ({piece})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="262"/>
        <source>{side}: {piece} declares an attack and loses Invisible</source>
        <translation>{side}: {piece} объявляет атаку и теряет свойство «Невидимый»</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="263"/>
        <source>{side}: {piece} is Invisible again</source>
        <translation>{side}: {piece} снова получает свойство «Невидимый»</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="264"/>
        <source>{side}: Push, {piece} to zone {zone}</source>
        <translation>{side}: Толчок, {piece} в зону {zone}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="265"/>
        <source>{side}: {piece} is pushed into the arena&apos;s wall ({source}): Crush</source>
        <translation>{side}: {piece} — толчок в стену арены ({source}): Смятие</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="266"/>
        <source>{side}: {piece} moves to zone {zone}</source>
        <translation>{side}: {piece} идёт в зону {zone}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="267"/>
        <source>{side} dispels {card} on {bearer}</source>
        <translation>{side} рассеивает: {card} ({bearer})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="268"/>
        <location filename="../spellforge/sim/matchup/text.py" line="269"/>
        <source>{side} reveals {card} on {bearer}: the enemy spell is countered</source>
        <translation>{side} открывает: {card} ({bearer}); заклинание противника отменено</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="270"/>
        <source>{side} pays {mana} for the attack of {piece} ({card})</source>
        <translation>{side} платит {mana} маны за атаку: {piece} ({card})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="271"/>
        <source>{side}: {card} on {piece}: its attack is cancelled, unpaid</source>
        <translation>{side}: {card} ({piece}): атака отменена, мана не уплачена</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="274"/>
        <source>{side} destroys the enemy&apos;s {card}</source>
        <translation>{side} уничтожает у противника: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="275"/>
        <source>{side} heals {piece}: {amount}</source>
        <translation>{side}: Лечение ({piece}): {amount}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="276"/>
        <source>{side}: a Skull token on {piece} ({count} in all)</source>
        <translation>{side}: жетон «Череп» на {piece} (всего {count})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="277"/>
        <source>{side}: Lifebond moves {amount} damage from the mage onto {piece}</source>
        <translation>{side}: Связь жизни переносит {amount} урона с мага на {piece}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="278"/>
        <source>{side}: Vine markers in zones {zones}</source>
        <translation>{side}: жетоны лозы в зонах {zones}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="279"/>
        <source>{side}: {piece}&apos;s conditions are removed</source>
        <translation>{side}: состояния сняты ({piece})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="280"/>
        <source>{side} takes control of {piece}</source>
        <translation>{side}: контроль над существом ({piece})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="286"/>
        <source>{side}: {card} rolls {rolled}: the enemy mage loses {amount} mana, {side} gains it</source>
        <translation>{side}: {card}, выпало {rolled}: вражеский маг теряет {amount} маны, {side} получает её</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="287"/>
        <source>{side}: {card}: the enemy mage&apos;s Channeling {channeling}</source>
        <translation>{side}: {card}: приток маны вражеского мага {channeling}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="288"/>
        <source>{side} banishes {piece} from the arena ({tokens} Banish tokens)</source>
        <translation>{side} изгоняет с арены: {piece} (жетонов изгнания: {tokens})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="289"/>
        <source>{side}: {piece} comes back to zone {zone}</source>
        <translation>{side}: {piece} возвращается в зону {zone}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="290"/>
        <source>{side} wins: the enemy mage is destroyed</source>
        <translation>{side} побеждает: вражеский маг уничтожен</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="291"/>
        <source>Draw: both mages are destroyed</source>
        <translation>Ничья: оба мага уничтожены</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="292"/>
        <source>Draw: no mage destroyed in {rounds} rounds</source>
        <translation>Ничья: за {rounds} раундов ни один маг не уничтожен</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="255"/>
        <source>{side}: {piece} is asleep and does nothing</source>
        <translation>{side}: Сон ({piece}), действий нет</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="256"/>
        <source>{side} puts {piece} to sleep</source>
        <translation>{side}: Сон на {piece}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="257"/>
        <source>{side}: {piece} is damaged and wakes up Dazed</source>
        <translation>{side}: {piece} получает урон, Сон сменяется Ступором</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="258"/>
        <source>{side} binds {card} to {item}</source>
        <translation>{side}: привязывает заклинание «{card}» (предмет: {item})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="259"/>
        <source>{side}: {card} on {bearer} is revealed and discarded: the attack of {attacker} is Unavoidable</source>
        <translation>{side}: {card} ({bearer}) открыта и уходит в сброс: атака ({attacker}) неизбежная</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="272"/>
        <source>{side} reveals {card} on {bearer}: its quick spell is countered and goes back to the book</source>
        <translation>{side} открывает: {card} ({bearer}); быстрое заклинание отменено и возвращается в книгу</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="273"/>
        <source>{side} reveals {card} on {bearer}: the enemy spell turns on its caster</source>
        <translation>{side} открывает: {card} ({bearer}); вражеское заклинание обращается против своего заклинателя</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="195"/>
        <source>the official books</source>
        <translation>официальных книг</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/matchup/text.py" line="104"/>
        <source>{a} against {b}: %n game(s), seed {seed}</source>
        <translation>
            <numerusform>{a} — {b}: %n партия, зерно {seed}</numerusform>
            <numerusform>{a} — {b}: %n партии, зерно {seed}</numerusform>
            <numerusform>{a} — {b}: %n партий, зерно {seed}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="281"/>
        <source>{side}: {card} on {bearer}, d12 {roll} ({need}+ cancels the attack of {attacker})</source>
        <translation>{side}: {card} ({bearer}), к12 {roll} ({need}+ отменяет атаку: {attacker})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="282"/>
        <source>{side}: {piece} meditates with {card}: +{mana} mana</source>
        <translation>{side}: {piece} медитирует ({card}): +{mana} маны</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="283"/>
        <source>{side} destroys every enchantment on {bearer}</source>
        <translation>{side} уничтожает все чары: {bearer}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="284"/>
        <source>{side} moves {card} onto {bearer}</source>
        <translation>{side} переносит: {card} → {bearer}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="285"/>
        <source>{side} brings {piece} back into play ({card})</source>
        <translation>{side} возвращает в игру из сброса: {piece} ({card})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="293"/>
        <source>{side} passes: active creatures {mine} against {theirs}</source>
        <translation>{side} пасует: активных существ {mine} против {theirs}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="28"/>
        <source>the target</source>
        <translation>цель</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="28"/>
        <source>the guard</source>
        <translation>страж</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="261"/>
        <source>{side}: {piece} waits one zone short for a friend</source>
        <translation>{side}: {piece} ждёт союзника, не дойдя одну зону</translation>
    </message>
</context>
<context>
    <name>MatchupTableWindow</name>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="143"/>
        <source>Matchup table: every pair of books</source>
        <translation>Таблица поединков: каждая пара книг</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="144"/>
        <source>&amp;Books:</source>
        <translation>&amp;Книги:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="145"/>
        <source>&amp;Folder…</source>
        <translation>&amp;Выбрать папку…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="146"/>
        <source>&amp;Games per pair:</source>
        <translation>&amp;Партий на пару:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="147"/>
        <source>An even number: B against A is the same games as A against B, seen from B, so each pair is played once.</source>
        <translation>Чётное число: B против A — те же партии, что A против B, со стороны B, поэтому каждая пара играется один раз.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="149"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="150"/>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="151"/>
        <source>Planner (the goldfish planner&apos;s priorities)</source>
        <translation>Планировщик (приоритеты планировщика одиночной игры)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="152"/>
        <source>Greedy (fixed order, starts faster)</source>
        <translation>Жадная (постоянный порядок, начинает быстрее)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="153"/>
        <source>&amp;Run</source>
        <translation>Сыгр&amp;ать</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="154"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="155"/>
        <source>The row&apos;s book (A) against the column&apos;s (B): A&apos;s score, red lost, green won. Point at a cell for its interval, click it for its games.</source>
        <translation>Книга строки (A) против книги столбца (B): очки A, красный — проигрыш, зелёный — победа. Наведите на клетку, чтобы увидеть интервал, щёлкните — чтобы увидеть партии.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="169"/>
        <source>The 13 official books</source>
        <translation>13 официальных книг</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="171"/>
        <source>The books of {folder}</source>
        <translation>Книги из папки {folder}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="183"/>
        <source>A folder of spellbook files</source>
        <translation>Папка с файлами книг заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="221"/>
        <source>{path}: the book names no mage the library knows</source>
        <translation>{path}: в книге не указан известный библиотеке маг</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="225"/>
        <source>{path}: not a folder</source>
        <translation>{path}: это не папка</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="251"/>
        <source>The table needs at least two books that can play.</source>
        <translation>Для таблицы нужны хотя бы две книги, которые могут играть.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="265"/>
        <source>Preparing %n book(s)…</source>
        <translation>
            <numerusform>Подготовка %n книги…</numerusform>
            <numerusform>Подготовка %n книг…</numerusform>
            <numerusform>Подготовка %n книг…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="295"/>
        <source>Cancelled: %n pair(s) of {total} played in full; the others stay empty.</source>
        <translation>
            <numerusform>Отменено: полностью сыграна %n пара из {total}; остальные клетки пусты.</numerusform>
            <numerusform>Отменено: полностью сыграны %n пары из {total}; остальные клетки пусты.</numerusform>
            <numerusform>Отменено: полностью сыграно %n пар из {total}; остальные клетки пусты.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="299"/>
        <source>%n pair(s) played.</source>
        <translation>
            <numerusform>Сыграно пар: %n.</numerusform>
            <numerusform>Сыграно пар: %n.</numerusform>
            <numerusform>Сыграно пар: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="306"/>
        <source>The games stopped: {error}</source>
        <translation>Партии остановлены: {error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="329"/>
        <source>{a} against {b}: A&apos;s score {score} (95 % interval {lo}–{hi} %), wins – losses – draws {w} – {l} – {d}, %n game(s)</source>
        <translation>
            <numerusform>{a} — {b}: очки A {score} (интервал 95 %: {lo}–{hi} %), победы – поражения – ничьи {w} – {l} – {d}, %n партия</numerusform>
            <numerusform>{a} — {b}: очки A {score} (интервал 95 %: {lo}–{hi} %), победы – поражения – ничьи {w} – {l} – {d}, %n партии</numerusform>
            <numerusform>{a} — {b}: очки A {score} (интервал 95 %: {lo}–{hi} %), победы – поражения – ничьи {w} – {l} – {d}, %n партий</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="338"/>
        <source>A book does not play itself.</source>
        <translation>Книга не играет сама с собой.</translation>
    </message>
</context>
<context>
    <name>MatchupWindow</name>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="168"/>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="168"/>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="168"/>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="168"/>
        <source>95 % interval</source>
        <translation>Интервал 95 %</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="169"/>
        <source>Wins – losses – draws</source>
        <translation>Победы – поражения – ничьи</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="169"/>
        <source>Mean rounds</source>
        <translation>Раундов в среднем</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="169"/>
        <source>Mage destroyed</source>
        <translation>Маг уничтожен</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="170"/>
        <source>Out of rounds</source>
        <translation>Раунды кончились</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="173"/>
        <source>Matchup: {book}</source>
        <translation>Поединок: {book}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="173"/>
        <location filename="../spellforge/ui/playtest/matchup.py" line="175"/>
        <location filename="../spellforge/ui/playtest/matchup.py" line="289"/>
        <source>(untitled)</source>
        <translation>(без названия)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="174"/>
        <source>no mage</source>
        <translation>без мага</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="170"/>
        <source>Cards cast per game (A / B)</source>
        <translation>Сотворено за партию (A / B)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="170"/>
        <source>Not simulated (A / B)</source>
        <translation>Вне модели (A / B)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="176"/>
        <source>A: {book}, the book as it is in the editor</source>
        <translation>A: {book}, книга как сейчас в редакторе</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="178"/>
        <source>&amp;Opponent (B):</source>
        <translation>&amp;Соперник (B):</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="179"/>
        <source>&amp;File…</source>
        <translation>&amp;Файл…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="180"/>
        <source>&amp;Games per opponent:</source>
        <translation>&amp;Партий на соперника:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="181"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="182"/>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="183"/>
        <source>Planner (the goldfish planner&apos;s priorities)</source>
        <translation>Планировщик (приоритеты планировщика одиночной игры)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="184"/>
        <source>Greedy (fixed order, starts faster)</source>
        <translation>Жадная (постоянный порядок, начинает быстрее)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="185"/>
        <source>&amp;Run</source>
        <translation>Сыгр&amp;ать</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="186"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="187"/>
        <source>&amp;Table of every pair…</source>
        <translation>&amp;Таблица всех пар…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="188"/>
        <source>Every pair of the official books or of a folder&apos;s books, as a heat map</source>
        <translation>Каждая пара официальных книг или книг из папки, тепловой картой</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="190"/>
        <source>A&apos;s score against each opponent (red: lost, green: won; the dark bar: the 95 % interval). Click a row for its games.</source>
        <translation>Очки A против каждого соперника (красный — проигрыш, зелёный — победа; тёмная полоса — 95-процентный интервал). Щёлкните строку, чтобы увидеть партию.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="205"/>
        <source>The official gauntlet (the 13 official books)</source>
        <translation>Все официальные книги (13 книг)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="234"/>
        <source>Opponent&apos;s spellbook file</source>
        <translation>Файл книги заклинаний соперника</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="292"/>
        <source>{book}: the book names no mage the library knows, so it cannot play.</source>
        <translation>{book}: в книге не указан известный библиотеке маг, поэтому она не может играть.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="302"/>
        <source>Choose an opponent.</source>
        <translation>Выберите соперника.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup.py" line="311"/>
        <source>Preparing %n book(s)…</source>
        <translation>
            <numerusform>Подготовка %n книги…</numerusform>
            <numerusform>Подготовка %n книг…</numerusform>
            <numerusform>Подготовка %n книг…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup.py" line="346"/>
        <source>Cancelled after %n game(s): the table shows the games played (an opponent with fewer games than asked was cut short).</source>
        <translation>
            <numerusform>Отменено после %n партии: в таблице сыгранные партии (у соперника с меньшим числом партий, чем задано, игра прервана).</numerusform>
            <numerusform>Отменено после %n партий: в таблице сыгранные партии (у соперника с меньшим числом партий, чем задано, игра прервана).</numerusform>
            <numerusform>Отменено после %n партий: в таблице сыгранные партии (у соперника с меньшим числом партий, чем задано, игра прервана).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup.py" line="349"/>
        <source>%n game(s) played.</source>
        <translation>
            <numerusform>Сыграно партий: %n.</numerusform>
            <numerusform>Сыграно партий: %n.</numerusform>
            <numerusform>Сыграно партий: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="356"/>
        <source>The games stopped: {error}</source>
        <translation>Партии остановлены: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="299"/>
        <source>{book}: this saved book was deleted; choose another opponent.</source>
        <translation>{book}: эта сохранённая книга удалена; выберите другого противника.</translation>
    </message>
</context>
<context>
    <name>NamesImportReport</name>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="176"/>
        <source>Card names imported from {file}</source>
        <translation>Названия карт, импортированные из {file}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/cards/names.py" line="178"/>
        <source>%n name(s) stored.</source>
        <translation>
            <numerusform>Сохранено %n название.</numerusform>
            <numerusform>Сохранено %n названия.</numerusform>
            <numerusform>Сохранено %n названий.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/cards/names.py" line="179"/>
        <source>%n unchanged.</source>
        <translation>
            <numerusform>%n без изменений.</numerusform>
            <numerusform>%n без изменений.</numerusform>
            <numerusform>%n без изменений.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/cards/names.py" line="180"/>
        <source>%n line(s) with errors.</source>
        <translation>
            <numerusform>%n строка с ошибкой.</numerusform>
            <numerusform>%n строки с ошибками.</numerusform>
            <numerusform>%n строк с ошибками.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="181"/>
        <source>Line</source>
        <translation>Строка</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="181"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="181"/>
        <source>Details</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="182"/>
        <source>stored</source>
        <translation>сохранено</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="182"/>
        <source>unchanged</source>
        <translation>без изменений</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="183"/>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
</context>
<context>
    <name>OneGame</name>
    <message>
        <location filename="../spellforge/ui/playtest/one_game.py" line="50"/>
        <source>The planner is searching its plan…</source>
        <translation>Планировщик ищет план…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/one_game.py" line="84"/>
        <source>Search cancelled.</source>
        <translation>Поиск отменён.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/one_game.py" line="86"/>
        <source>The games could not be played: {error}</source>
        <translation>Не удалось сыграть игры: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/one_game.py" line="135"/>
        <source>Round {round} · target damage {damage}/{life} · mana {mana}</source>
        <translation>Раунд {round} · повреждения цели {damage}/{life} · мана {mana}</translation>
    </message>
</context>
<context>
    <name>PlaytestLog</name>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="47"/>
        <source>Round {round}: {mana} mana after channeling (+{channeling})</source>
        <translation>Раунд {round}: мана после притока — {mana} (+{channeling})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="48"/>
        <source>Own mana pool ({name}): +{amount} → {pool}</source>
        <translation>Собственный запас маны ({name}): +{amount} → {pool}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="49"/>
        <source>Burn ({foe}): {damage}; tokens left: {tokens}</source>
        <translation>Горение ({foe}): {damage}; осталось жетонов: {tokens}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="50"/>
        <source>Rot ({foe}): {damage}</source>
        <translation>Гниение ({foe}): {damage}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="51"/>
        <source>Upkeep {cost} paid: {card}</source>
        <translation>Поддержка {cost} оплачена: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="53"/>
        <source>Destroyed, upkeep {cost} could not be paid: {card}</source>
        <translation>Уничтожено, поддержку {cost} оплатить нечем: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="54"/>
        <source>Prepared: {cards}</source>
        <translation>Подготовлено: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="55"/>
        <source>{caster} casts: {card}, {mana} ({how})</source>
        <translation>{caster} колдует: {card}, {mana} ({how})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="56"/>
        <source>Revealed ({target}): {card}, {mana}</source>
        <translation>Открыто ({target}): {card}, {mana}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="57"/>
        <source>Cast face down ({target}): {card}; reveal cost {cost} not affordable yet</source>
        <translation>Сотворено лицом вниз ({target}): {card}; стоимость открытия {cost} пока не по карману</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="58"/>
        <source>{attacker} attacks ({foe}): {attack}, {dice}: {damage}{conditions}</source>
        <translation>{attacker} атакует ({foe}): {attack}, {dice}: {damage}{conditions}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="59"/>
        <source>{marker} marker ({card}): {cost}</source>
        <translation>Жетон «{marker}» ({card}): {cost}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="60"/>
        <source>{attacker} moves; zones to the target: {dist}</source>
        <translation>{attacker} перемещается; до цели зон: {dist}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="62"/>
        <source>Destroyed: {foe}</source>
        <translation>Уничтожено: {foe}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="64"/>
        <source>End of round {round}: {damage} to the target this round; mana spent {spent}, left {left}</source>
        <translation>Конец раунда {round}: цели за раунд нанесено: {damage}; маны потрачено {spent}, осталось {left}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="65"/>
        <source>The target survives {rounds}</source>
        <translation>Цель выдерживает {rounds}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="66"/>
        <source>Healing ({target}): {card}; {amount} removed</source>
        <translation>Лечение ({target}): {card}; снято {amount}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="67"/>
        <source>Strengthened until the end of the round ({target}): {card}</source>
        <translation>Усиление до конца раунда ({target}): {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="68"/>
        <source>Burn ({target}): {card} adds {tokens}</source>
        <translation>Горение ({target}): {card} добавляет {tokens}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="69"/>
        <source>{target} avoids the attack (defense {threshold}+)</source>
        <translation>{target} избегает атаки (защита {threshold}+)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="70"/>
        <source>Curses ({foe}), Upkeep phase: {damage}</source>
        <translation>Проклятия ({foe}), фаза поддержки: {damage}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="71"/>
        <source>{card} ({target}): the attack is avoided</source>
        <translation>{card} ({target}): атака отражена</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="72"/>
        <source>No guard and no attack until the end of the round ({foe}): {card}</source>
        <translation>Без обороны и атаки до конца раунда ({foe}): {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="74"/>
        <source>No attack this round ({foe})</source>
        <translation>Без атаки в этом раунде ({foe})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="75"/>
        <source>Dazed, the attack misses ({attacker})</source>
        <translation>Ступор, атака мимо ({attacker})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="88"/>
        <source>Moved face down ({target}): {card}</source>
        <translation>Перенесено лицом вниз ({target}): {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="39"/>
        <source>the card is not in the library</source>
        <translation>карты нет в библиотеке</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="40"/>
        <source>X cost: the amount is the player&apos;s choice</source>
        <translation>стоимость X: сумму выбирает игрок</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="41"/>
        <source>incantation whose effect is printed text, not card data</source>
        <translation>колдовство, эффект которого — печатный текст, а не данные карты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="42"/>
        <source>its effect is printed text the engine does not model</source>
        <translation>эффект карты — печатный текст, который движок не моделирует</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="43"/>
        <source>a wall without a passage symbol in its data; the engine cannot tell what it does to movement</source>
        <translation>стена без символа прохода в данных; движок не знает, как она влияет на движение</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="44"/>
        <source>grants only a Defense or traits without effect on a passive target</source>
        <translation>даёт только защиту или свойства, бесполезные против пассивной цели</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="45"/>
        <source>a curse whose effect on the target is not modelled</source>
        <translation>проклятие, действие которого на цель не моделируется</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="46"/>
        <source>no attack against the target in its data</source>
        <translation>в данных карты нет атаки против цели</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="47"/>
        <source>heals friends; nothing damages the goldfish&apos;s side</source>
        <translation>лечит своих; стороне «золотой рыбки» никто не вредит</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="50"/>
        <source>taxes an enemy creature&apos;s attacks; the target&apos;s guard never attacks</source>
        <translation>облагает платой атаки вражеского существа; страж цели не атакует</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="51"/>
        <source>acts when an enemy moves or enters a zone, in a way the arena line does not model</source>
        <translation>срабатывает, когда враг движется или входит в зону, так, как линия арены не моделирует</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="53"/>
        <source>changes zones in a way the arena line does not model (outposts, line of sight, ranges)</source>
        <translation>меняет зоны так, как линия арены не моделирует (заставы, линия видимости, дальность)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="57"/>
        <source>its effect needs an enemy the goldfish never has (incorporeal or flying)</source>
        <translation>действию карты нужен враг, которого в пробной игре нет (бестелесный или летающий)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="55"/>
        <source>its amount is printed text the card data does not give</source>
        <translation>его величина есть только в тексте карты, не в данных</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="49"/>
        <source>moves one of your enchantments to a new target; the engine does not choose such moves</source>
        <translation>переносит ваши чары на новую цель; движок таких переносов не выбирает</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="104"/>
        <source>Pet: the extra Melee +1 in the Beastmaster&apos;s zone</source>
        <translation>Питомец: дополнительная Ближняя атака +1 в зоне Хозяина зверей</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="105"/>
        <source>Curse-weaving</source>
        <translation>Плетение проклятий</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="106"/>
        <source>Restore (Priestess)</source>
        <translation>Возрождение (Жрица)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="154"/>
        <location filename="../spellforge/sim/report/game_log.py" line="215"/>
        <source>the target</source>
        <translation>цель</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="154"/>
        <source>the guard</source>
        <translation>страж</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="179"/>
        <source>quickcast</source>
        <translation>быстрое заклинание</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="179"/>
        <source>action</source>
        <translation>действие</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="180"/>
        <source>spawnpoint</source>
        <translation>точка вызова</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="180"/>
        <source>familiar</source>
        <translation>помощник</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="194"/>
        <source>Pet</source>
        <translation>Питомец</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="195"/>
        <source>Blood Reaper</source>
        <translation>Кровавый жнец</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="221"/>
        <source>Burn</source>
        <translation>Горение</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="221"/>
        <source>Rot</source>
        <translation>Гниение</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="222"/>
        <source>Corrode</source>
        <translation>Коррозия</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="56"/>
        <source>casts a spell printed on the card; its text is not card data</source>
        <translation>колдует заклинание, напечатанное на карте; его текст — не данные карты</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="76"/>
        <source>The target casts: {card}</source>
        <translation>Цель колдует: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="77"/>
        <source>Destroyed on the target by {caster}: {card}</source>
        <translation>Уничтожено на цели ({caster}): {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="78"/>
        <source>Taken from the target by {caster}: {card}</source>
        <translation>Забрано у цели ({caster}): {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="79"/>
        <source>The target reveals: {card}</source>
        <translation>Цель открывает: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="80"/>
        <source>The target loses: {card}</source>
        <translation>Цель теряет: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="81"/>
        <source>Countered by {card} ({target}): {caster}</source>
        <translation>Отменено ({card}, {target}): {caster}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="82"/>
        <source>{card}: the target loses {amount}, you gain it</source>
        <translation>{card}: мана, отнятая у цели: {amount}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="83"/>
        <source>Meditation: +{amount}</source>
        <translation>Медитация: +{amount}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="52"/>
        <source>counts or brings back destroyed enemy creatures; the target&apos;s only creature, its guard, has no card</source>
        <translation>считает или возвращает уничтоженных вражеских существ; у цели лишь одно существо, её страж, и у него нет карты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="54"/>
        <source>forces or forbids a non-Mage creature&apos;s choices; the target is a mage and its guard never attacks</source>
        <translation>навязывает или запрещает решения существу, не являющемуся магом; цель — маг, а её страж никогда не атакует</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="86"/>
        <source>Destroyed by the target&apos;s {caster}: {card}</source>
        <translation>Уничтожено заклинанием цели ({caster}): {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="87"/>
        <source>{card}: +{amount}</source>
        <translation>{card}: +{amount}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="48"/>
        <source>answers psychic spells; the dummy casts none</source>
        <translation>отвечает на заклинания Разума; манекен их не колдует</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="89"/>
        <source>The target walks toward you; zones to your mage: {dist}</source>
        <translation>Цель идёт к вам; до вашего мага зон: {dist}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="90"/>
        <source>Revealed as the target enters its zone: {card}</source>
        <translation>Открыто, когда цель вошла в зону: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="91"/>
        <source>Your mage teleports away from the target: {card}</source>
        <translation>Ваш маг телепортируется прочь от цели: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="92"/>
        <source>Back into play ({target}): {card}</source>
        <translation>Снова в игре ({target}): {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="84"/>
        <source>{card}: +{amount} Ki ({ki} in all)</source>
        <translation>{card}: ки +{amount} (всего {ki})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="85"/>
        <source>{card}: −{amount} Ki, attack dice +{dice}</source>
        <translation>{card}: ки −{amount}, кубики атаки +{dice}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="61"/>
        <source>Effect die ({foe}; {attack}): {roll}{effects}</source>
        <translation>Кубик эффектов ({foe}; {attack}): {roll}{effects}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="238"/>
        <source>no effect</source>
        <translation>без эффекта</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="73"/>
        <source>Asleep, no guard and no attack until it takes damage ({foe}): {card}</source>
        <translation>Сон: без обороны и атаки, пока не получит повреждения ({foe}): {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="119"/>
        <source>familiar casts any prepared spell (its printed limits are not in the data)</source>
        <translation>помощник колдует любое подготовленное заклинание (напечатанных ограничений нет в данных)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="121"/>
        <source>spawnpoint casts any creature (no printed limits in the data)</source>
        <translation>точка вызова колдует любое существо (напечатанных ограничений нет в данных)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="123"/>
        <source>spawnpoint summons without the mana it needs on it first (placing it is not simulated)</source>
        <translation>точка вызова вызывает существ, не накопив на себе нужной маны (её размещение не моделируется)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="93"/>
        <source>Blood Reaper: your mage heals, {amount} removed</source>
        <translation>Кровавый жнец: ваш маг лечится, снято: {amount}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="94"/>
        <source>Divine Reward ({card}): your mage&apos;s Life +{amount}, now {life}</source>
        <translation>Божественная награда ({card}): Жизнь вашего мага +{amount}, теперь {life}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="95"/>
        <source>Voltaric Shield on for this round: {mana}</source>
        <translation>Щит Волтари включён на этот раунд: {mana}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="96"/>
        <source>Voltaric Shield: {amount} prevented</source>
        <translation>Щит Волтари: предотвращено {amount}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="97"/>
        <source>{check} ({foe}): d12 = {roll}, needs {need}+: {result}</source>
        <translation>{check} ({foe}): на кубике эффектов {roll}, нужно {need}+: {result}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="129"/>
        <source>Daze check</source>
        <translation>Проверка Ступора</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="129"/>
        <source>Defense roll</source>
        <translation>Бросок Защиты</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="130"/>
        <source>Counter roll</source>
        <translation>Бросок отмены атаки</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="130"/>
        <source>Slam roll</source>
        <translation>Бросок на «Швырнуть»</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="131"/>
        <source>Lullaby roll (7+ Stun, else Daze)</source>
        <translation>Бросок Колыбельной (7+ Оглушение, иначе Ступор)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="132"/>
        <source>Quicksand escape roll</source>
        <translation>Бросок на выход из Зыбучих песков</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="211"/>
        <source>success</source>
        <translation>успех</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="211"/>
        <source>failure</source>
        <translation>неудача</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="107"/>
        <source>Treebond (Druid)</source>
        <translation>Связь с деревом (Друид)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="108"/>
        <source>Deflect (Forcemaster)</source>
        <translation>Отражение (Мастер силы)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="109"/>
        <source>Force Pull (Forcemaster)</source>
        <translation>Притяжение силой (Мастер силы)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="110"/>
        <source>Eternal Servant (Necromancer)</source>
        <translation>Вечный слуга (Некромант)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="111"/>
        <source>Battle Orders (Warlord)</source>
        <translation>Боевые приказы (Военачальник)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="52"/>
        <source>Upkeep {cost} paid ({cut} less: {by}): {card}</source>
        <translation>Поддержка {cost} оплачена (на {cut} меньше: {by}): {card}</translation>
    </message>
</context>
<context>
    <name>PlaytestWindow</name>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="289"/>
        <source>Playtest: {book}</source>
        <translation>Пробная игра: {book}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="289"/>
        <source>spellbook</source>
        <translation>книга заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="290"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="291"/>
        <source>&amp;Mage</source>
        <translation>&amp;Маг</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="291"/>
        <source>&amp;Seed</source>
        <translation>&amp;Зерно случайности</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="291"/>
        <source>Target &amp;Life</source>
        <translation>&amp;Жизнь цели</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="292"/>
        <source>Target &amp;Armor</source>
        <translation>&amp;Броня цели</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="292"/>
        <source>G&amp;uard Life (0 = none)</source>
        <translation>Жизнь &amp;стража (0 — нет)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="293"/>
        <source>Guard A&amp;rmor</source>
        <translation>Бр&amp;оня стража</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="293"/>
        <source>Max &amp;rounds</source>
        <translation>Макс. &amp;раундов</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="294"/>
        <source>&amp;Distance (zones)</source>
        <translation>&amp;Дистанция (зоны)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="296"/>
        <source>Target &amp;walks to you</source>
        <translation>Цель &amp;идёт к вам</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="323"/>
        <source>One game</source>
        <translation>Одна игра</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="324"/>
        <source>Many games</source>
        <translation>Много игр</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="325"/>
        <source>Dice odds</source>
        <translation>Вероятности кубиков</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="328"/>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="329"/>
        <source>Next &amp;round</source>
        <translation>Следующий &amp;раунд</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="330"/>
        <source>Play to the &amp;end</source>
        <translation>Играть до &amp;конца</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="331"/>
        <source>&amp;Games</source>
        <translation>&amp;Игры</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="332"/>
        <source>R&amp;un</source>
        <translation>&amp;Запустить</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="333"/>
        <location filename="../spellforge/ui/playtest/window.py" line="334"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="335"/>
        <source>Not simulated</source>
        <translation>Не моделируется</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="338"/>
        <source>&amp;Dice</source>
        <translation>&amp;Кубики</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="338"/>
        <source>Ar&amp;mor</source>
        <translation>Бр&amp;оня</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="338"/>
        <source>&amp;Piercing +</source>
        <translation>&amp;Проникающая атака +</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="342"/>
        <source>&amp;Incorporeal target (only 1s count)</source>
        <translation>&amp;Бестелесная цель (считаются только единицы)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="343"/>
        <source>&amp;Ethereal attack</source>
        <translation>&amp;Эфирная атака</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="448"/>
        <source>The games could not be played: {error}</source>
        <translation>Не удалось сыграть игры: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="465"/>
        <source>Rounds to kill</source>
        <translation>Раундов до убийства</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="465"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="467"/>
        <source>Damage per round (mean)</source>
        <translation>Повреждения за раунд (в среднем)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="468"/>
        <source>Damage</source>
        <translation>Повреждения</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="470"/>
        <source>Mana per round (mean)</source>
        <translation>Мана за раунд (в среднем)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="471"/>
        <source>Spent</source>
        <translation>Потрачено</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="471"/>
        <source>Left over</source>
        <translation>Осталось</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="480"/>
        <source>Mage ability: {name}</source>
        <translation>Способность мага: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="490"/>
        <source>Damage odds (%)</source>
        <translation>Вероятность повреждений (%)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="491"/>
        <source>Exactly</source>
        <translation>Ровно</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="491"/>
        <source>At least</source>
        <translation>Не меньше</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="326"/>
        <source>Compare A/B</source>
        <translation>Сравнение A/B</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="139"/>
        <source>%n damage</source>
        <translation>
            <numerusform>%n повреждение</numerusform>
            <numerusform>%n повреждения</numerusform>
            <numerusform>%n повреждений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="141"/>
        <source>%n attack dice</source>
        <translation>
            <numerusform>%n кубик атаки</numerusform>
            <numerusform>%n кубика атаки</numerusform>
            <numerusform>%n кубиков атаки</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="143"/>
        <source>%n mana</source>
        <translation>
            <numerusform>%n мана</numerusform>
            <numerusform>%n маны</numerusform>
            <numerusform>%n маны</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="148"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n раунд</numerusform>
            <numerusform>%n раунда</numerusform>
            <numerusform>%n раундов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="454"/>
        <source>Games: {games}. The target dies in round {mean} on average (median {p50}, 90% by round {p90}); games without a kill: {never}.</source>
        <translation>Игр: {games}. Цель погибает в среднем в раунде {mean} (медиана {p50}, в 90% игр — к раунду {p90}); игр без победы: {never}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="458"/>
        <source>Games: {games}. The target was never killed within the round limit ({rounds}).</source>
        <translation>Игр: {games}. Цель ни разу не погибла в пределах лимита раундов ({rounds}).</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="462"/>
        <source>First creature in round {mean} on average.</source>
        <translation>Первое существо — в среднем в раунде {mean}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="492"/>
        <source>Mean damage {mean}</source>
        <translation>Среднее число повреждений: {mean}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="294"/>
        <source>P&amp;olicy</source>
        <translation>Стра&amp;тегия</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="317"/>
        <source>Greedy (fixed order)</source>
        <translation>Жадная (по порядку)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="318"/>
        <source>Planner (searches by rollouts)</source>
        <translation>Планировщик (поиск по прогонам)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="319"/>
        <source>Greedy: mana, then creatures, then attacks, in a fixed order. Planner: searches each round&apos;s choices by rollouts for the fastest kill.</source>
        <translation>Жадная: мана, затем существа, затем атаки, в постоянном порядке. Планировщик: перебирает решения каждого раунда на пробных прогонах ради самого быстрого убийства.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="295"/>
        <source>Oppo&amp;nent</source>
        <translation>Сопер&amp;ник</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="295"/>
        <source>Target&apos;s attack d&amp;ice</source>
        <translation>Цель: &amp;кубики атаки</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="296"/>
        <source>Target&apos;s Pi&amp;ercing +</source>
        <translation>Цель: Проникающая &amp;атака +</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="312"/>
        <source>Passive target</source>
        <translation>Пассивная цель</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="313"/>
        <source>Target fights back (melee)</source>
        <translation>Цель контратакует</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="145"/>
        <source>%n Life</source>
        <translation>
            <numerusform>%n жизнь</numerusform>
            <numerusform>%n жизни</numerusform>
            <numerusform>%n жизней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="147"/>
        <source>%n Burn token(s)</source>
        <translation>
            <numerusform>%n жетон Горения</numerusform>
            <numerusform>%n жетона Горения</numerusform>
            <numerusform>%n жетонов Горения</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="297"/>
        <source>Target&apos;s C&amp;hanneling, starting mana</source>
        <translation>Цель: При&amp;ток маны, мана в начале</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="305"/>
        <source>Channeling: the mana the target gains each round</source>
        <translation>Приток маны: мана, которую цель получает каждый раунд</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="306"/>
        <source>The target&apos;s mana at the start</source>
        <translation>Мана цели в начале игры</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="297"/>
        <source>Target&apos;s car&amp;ds</source>
        <translation>Цель: карт&amp;ы</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="304"/>
        <source>e.g. {cards}</source>
        <translation>например: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="307"/>
        <source>Cards the target wears or casts, separated by commas: enchantments and equipment in play on it, a hidden Block, an attack spell it casts at your objects, a curse it casts on your mage. It pays for its spells from its own mana.</source>
        <translation>Карты, которые цель носит или колдует, через запятую: чары и снаряжение на ней, скрытый Блок, атакующее заклинание против ваших объектов, проклятие на вашего мага. Свои заклинания она оплачивает своей маной.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="314"/>
        <source>Target fights back: each round it makes a melee attack at the nearest creature or your mage, and casts its cards&apos; spells with its own mana; if your mage is destroyed, the game is lost.</source>
        <translation>Цель контратакует: каждый раунд она проводит ближнюю атаку по ближайшему существу или вашему магу и колдует заклинания своих карт за свою ману; если ваш маг уничтожен, игра проиграна.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="396"/>
        <source>Unknown card: {name}</source>
        <translation>Неизвестная карта: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="398"/>
        <source>{card}: the target cannot wear or cast it</source>
        <translation>{card}: цель не может носить или колдовать эту карту</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="337"/>
        <source>Press Run: the games&apos; charts appear here.</source>
        <translation>Нажмите «Запустить» — здесь появятся диаграммы партий.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="298"/>
        <source>The target walks toward your nearest creature or your mage, so traps, walls and terrain meet it; unchecked, it stands in its zone.</source>
        <translation>Цель идёт к вашему ближайшему существу или магу, и на её пути срабатывают ловушки, стены и местность; без отметки она стоит в своей зоне.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="300"/>
        <source>Zones between your mage and the target in the 4×3 arena: {corners} (the default) the opposite corners, 0 the target in your mage&apos;s zone, where ranges still count.</source>
        <translation>Зоны между вашим магом и целью на арене 4×3: {corners} (по умолчанию) — противоположные углы, 0 — цель в зоне вашего мага, где дистанция по-прежнему учитывается.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="79"/>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="80"/>
        <source>Languages and appearance</source>
        <translation>Языки и внешний вид</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="81"/>
        <source>Interface language:</source>
        <translation>Язык интерфейса:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="81"/>
        <source>Card name language:</source>
        <translation>Язык названий карт:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="81"/>
        <source>Theme:</source>
        <translation>Тема:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="84"/>
        <source>Interface language</source>
        <translation>Язык интерфейса</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="85"/>
        <source>Card name language</source>
        <translation>Язык названий карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="86"/>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="87"/>
        <source>Follow the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="87"/>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="87"/>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="89"/>
        <source>Spellbook rules</source>
        <translation>Правила книги заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="90"/>
        <source>Price a printing the book names:</source>
        <translation>Цена выпуска, указанного в книге:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="91"/>
        <source>Price a printing the book names</source>
        <translation>Цена выпуска, указанного в книге</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="92"/>
        <source>As the canonical card</source>
        <translation>Как у основной версии карты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="93"/>
        <source>As that printing</source>
        <translation>Как у этого выпуска</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="94"/>
        <source>A spellbook file can name a reprint whose cost or traits differ from the card Spellforge lists; choose whose facts count.</source>
        <translation>Файл книги может указывать переиздание, у которого цена или свойства отличаются от карты в Spellforge; выберите, чьи данные учитывать.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="96"/>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="97"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="97"/>
        <source>Shortcut</source>
        <translation>Сочетание</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="98"/>
        <source>Restore default shortcuts</source>
        <translation>Вернуть сочетания по умолчанию</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="108"/>
        <source>Shortcut for {action}</source>
        <translation>Сочетание для «{action}»</translation>
    </message>
</context>
<context>
    <name>ProductsModel</name>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="68"/>
        <source>Product</source>
        <translation>Продукт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="68"/>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="68"/>
        <source>Cards per box</source>
        <translation>Карт в коробке</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="68"/>
        <source>Owned</source>
        <translation>В коллекции</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../spellforge/ui/widgets/qt_words.py" line="17"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Перейти к:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/widgets/qt_words.py" line="18"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Типы файлов:</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../spellforge/ui/widgets/qt_words.py" line="19"/>
        <source>Date Modified</source>
        <translation>Изменён</translation>
    </message>
</context>
<context>
    <name>ReadErrors</name>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="82"/>
        <source>deck code version {version} is newer than this Spellforge reads (version {known}); update Spellforge to read it</source>
        <translation>код книги версии {version} новее, чем читает этот Spellforge (версия {known}); обновите Spellforge, чтобы прочитать его</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="84"/>
        <source>unknown deck code version {version} (this Spellforge reads version {known})</source>
        <translation>неизвестная версия кода книги: {version} (этот Spellforge читает версию {known})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="87"/>
        <source>the deck code is empty</source>
        <translation>код книги пуст</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="89"/>
        <source>the deck code holds {character} at character {position} (column {column}), which no deck code has; {expected} fits there</source>
        <translation>в коде книги на позиции {position} (столбец {column}) стоит {character}, а такого символа в кодах не бывает; здесь подходит {expected}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="93"/>
        <source>the deck code holds {character} at character {position} (column {column}), which no deck code has: only letters A–Z and digits 2–7</source>
        <translation>в коде книги на позиции {position} (столбец {column}) стоит {character}, а такого символа в кодах не бывает: только латинские буквы A–Z и цифры 2–7</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="97"/>
        <source>the deck code was changed at character {position} (column {column}): {character} should be {expected}; copy the code again</source>
        <translation>код книги изменён на позиции {position} (столбец {column}): вместо {character} должно быть {expected}; скопируйте код заново</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="101"/>
        <source>the deck code lost a character: {expected} is missing at character {position} (column {column}); copy the code again</source>
        <translation>в коде книги потерян символ: на позиции {position} (столбец {column}) не хватает {expected}; скопируйте код заново</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="105"/>
        <source>the deck code has one character too many: {character} at character {position} (column {column}); copy the code again</source>
        <translation>в коде книги лишний символ: {character} на позиции {position} (столбец {column}); скопируйте код заново</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="109"/>
        <source>the deck code is cut short (characters: {have}, expected: {want}); copy the whole code</source>
        <translation>код книги обрезан (символов: {have}, должно быть: {want}); скопируйте код целиком</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="112"/>
        <source>the deck code is too long: something was added at its end (characters: {have}, expected: {want})</source>
        <translation>код книги слишком длинный: в конце что-то добавлено (символов: {have}, должно быть: {want})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="118"/>
        <source>the deck code checks out but its contents are malformed</source>
        <translation>контрольная сумма кода книги сходится, но его содержимое повреждено</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="120"/>
        <source>the deck code does not check out (its checksum differs): a character was changed, added or left out; copy the code again</source>
        <translation>код книги не проходит проверку (контрольная сумма не совпадает): символ изменён, добавлен или потерян; скопируйте код заново</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="115"/>
        <source>the deck code is too long ({have} characters; a spellbook&apos;s code has at most {limit}): not read</source>
        <translation>код книги слишком длинный (символов: {have}; в коде книги заклинаний их не больше {limit}): не прочитан</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="136"/>
        <source>no such file</source>
        <translation>нет такого файла</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="138"/>
        <source>permission denied</source>
        <translation>нет прав на чтение файла</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="140"/>
        <source>cannot read the file: {reason}</source>
        <translation>не удаётся прочитать файл: {reason}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="142"/>
        <source>is a folder, not a file</source>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="144"/>
        <source>is Spellforge&apos;s own data file (user.sqlite), not a file to read</source>
        <translation>это собственный файл данных Spellforge (user.sqlite), его не читают как книгу</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="146"/>
        <source>is not a regular file (a pipe, a socket or a device); skipped</source>
        <translation>не обычный файл (канал, сокет или устройство); пропущен</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="148"/>
        <source>file is too large ({size} bytes; the limit is {limit} MB)</source>
        <translation>файл слишком велик ({size} байт; предел — {limit} МБ)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="151"/>
        <source>file is too large (over {limit} MB)</source>
        <translation>файл слишком велик (больше {limit} МБ)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="153"/>
        <source>too many lines ({lines}; a spellbook has a few hundred at most, the limit is {limit}): not read</source>
        <translation>слишком много строк ({lines}; в книге заклинаний их не больше нескольких сотен, предел — {limit}): не прочитано</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="156"/>
        <source>file is empty</source>
        <translation>файл пуст</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="158"/>
        <source>nothing to read: the text is empty</source>
        <translation>нечего читать: текст пуст</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="160"/>
        <source>not valid {encoding} text after its byte-order mark</source>
        <translation>после метки порядка байтов — не текст в {encoding}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="162"/>
        <source>not a text file (binary data or an unknown encoding)</source>
        <translation>не текстовый файл (двоичные данные или неизвестная кодировка)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="164"/>
        <source>unknown format {format}; use one of {formats}</source>
        <translation>неизвестный формат {format}; допустимы: {formats}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="169"/>
        <source>input nested too deeply</source>
        <translation>слишком глубокая вложенность данных</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="171"/>
        <source>not valid XML: {detail}</source>
        <translation>неверный XML: {detail}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="173"/>
        <source>XML with a DTD is refused (entity expansion risk)</source>
        <translation>XML с DTD не принимается (риск раздувания сущностей)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="175"/>
        <source>XML entity declarations are refused</source>
        <translation>объявления сущностей XML не принимаются</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="177"/>
        <source>XML external references are refused</source>
        <translation>внешние ссылки XML не принимаются</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="179"/>
        <source>unsafe XML refused: {detail}</source>
        <translation>небезопасный XML не принят: {detail}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="181"/>
        <source>the root element is &lt;{root}&gt;, not an OCTGN &lt;deck&gt;</source>
        <translation>корневой элемент — &lt;{root}&gt;, а не &lt;deck&gt; OCTGN</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="183"/>
        <source>too many cards (over {limit} &lt;card&gt; entries; a spellbook has a few hundred at most): not read</source>
        <translation>слишком много карт (больше {limit} записей &lt;card&gt;; в книге заклинаний их не больше нескольких сотен): не прочитано</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="186"/>
        <source>an empty OCTGN &lt;deck&gt;: no game and no cards</source>
        <translation>пустой &lt;deck&gt; OCTGN: ни игры, ни карт</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="193"/>
        <source>not valid JSON: {detail}</source>
        <translation>неверный JSON: {detail}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="195"/>
        <source>not a Spellforge spellbook (expected a JSON object)</source>
        <translation>это не книга заклинаний Spellforge (ожидался объект JSON)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="197"/>
        <source>not a Spellforge spellbook (&quot;kind&quot; is not {kind})</source>
        <translation>это не книга заклинаний Spellforge (поле &quot;kind&quot; не {kind})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="199"/>
        <source>&quot;format_version&quot; is missing or not a number</source>
        <translation>поля &quot;format_version&quot; нет или оно не число</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="201"/>
        <source>written by a newer Spellforge (format_version {version}; this one reads {reads})</source>
        <translation>записан более новой версией Spellforge (формат {version}, эта читает {reads})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="204"/>
        <source>each unresolved line needs &quot;line&quot; and &quot;text&quot;</source>
        <translation>у каждой нераспознанной строки должны быть &quot;line&quot; и &quot;text&quot;</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="207"/>
        <source>{key} must be a string</source>
        <translation>поле {key} должно быть строкой</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="209"/>
        <source>{key} must be a string or null</source>
        <translation>поле {key} должно быть строкой или null</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="211"/>
        <source>{key} must be a list</source>
        <translation>поле {key} должно быть списком</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="213"/>
        <source>{key} must be a list of strings</source>
        <translation>поле {key} должно быть списком строк</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="215"/>
        <source>each entry of {key} must be an object</source>
        <translation>каждый элемент поля {key} должен быть объектом</translation>
    </message>
</context>
<context>
    <name>SSBoard</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="297"/>
        <source>Scenario {scenario} · soul shards: {shards}</source>
        <translation>Сценарий {scenario} · частицы душ: {shards}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="298"/>
        <source>{hero} ({side}): HP {left} of {hp}, wounds {wounds}</source>
        <translation>{hero} ({side}): ОЗ {left} из {hp}, ран: {wounds}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="300"/>
        <source>{hero} ({side}): ghost soul</source>
        <translation>{hero} ({side}): призрачная душа</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="301"/>
        <source>  conditions: {list}</source>
        <translation>  состояния: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="302"/>
        <source>  used skills: {list}</source>
        <translation>  использованные умения: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="303"/>
        <source>{skill} (hourglasses: {hourglasses})</source>
        <translation>{skill} (песочных часов: {hourglasses})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="304"/>
        <source>  ready skills: {list}</source>
        <translation>  готовые умения: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="305"/>
        <source>  charges: {list}</source>
        <translation>  заряды: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="306"/>
        <source>  empowered soul weapon: {list}</source>
        <translation>  усиленное оружие души: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="307"/>
        <source>Every hero is a ghost soul: the scenario is lost.</source>
        <translation>Все герои — призрачные души: сценарий проигран.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="308"/>
        <source>{hero}: open skill picks — class skills: {class_open}, general skills: {general_open}</source>
        <translation>{hero}: можно взять умений: {class_open}, навыков: {general_open}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="309"/>
        <source>{hero}: open skill picks: {count} (class or general: enter the soul stone to know)</source>
        <translation>{hero}: можно взять новых карт умений: {count} (умение или навык — станет ясно, когда будет внесен камень души)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="310"/>
        <source>  class skills that qualify: {list}</source>
        <translation>  подходящие умения: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="311"/>
        <source>  general skills that qualify: {list}</source>
        <translation>  подходящие навыки: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="312"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="299"/>
        <source>{hero} ({side}): wounds {wounds}, the soul stone&apos;s HP not entered</source>
        <translation>{hero} ({side}): ран: {wounds}, ОЗ камня души не внесены</translation>
    </message>
</context>
<context>
    <name>SSData</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="114"/>
        <source>the columns must be {columns}</source>
        <translation>столбцы должны быть такими: {columns}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="115"/>
        <source>missing: {list}</source>
        <translation>нет столбцов: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="116"/>
        <source>unknown: {list}</source>
        <translation>неизвестные столбцы: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="117"/>
        <source>{cells} cells, the header has {header}</source>
        <translation>ячеек: {cells}, а в заголовке: {header}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="118"/>
        <source>an empty file; the header {columns} is expected</source>
        <translation>пустой файл; ожидается заголовок {columns}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="119"/>
        <source>{column} must be a whole number, got {value}</source>
        <translation>{column}: нужно целое число, а не {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="120"/>
        <source>{column} must be {low} to {high}, got {value}</source>
        <translation>{column}: нужно число от {low} до {high}, а не {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="121"/>
        <source>{column} must be one of {allowed}, got {value}</source>
        <translation>{column}: нужно одно из {allowed}, а не {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="122"/>
        <source>styles: {value} is not any, {allowed} (a|b = either, !a = all but a)</source>
        <translation>styles: {value} — не any и не одно из {allowed} (a|b — любой из двух, !a — все, кроме a)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="123"/>
        <source>styles: {value} is not one of {allowed}</source>
        <translation>styles: {value} — не одно из {allowed}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="124"/>
        <source>cannot be read ({error})</source>
        <translation>не читается ({error})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="125"/>
        <source>none of {files} is there</source>
        <translation>здесь нет ни одного из файлов {files}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="126"/>
        <source>{column} is empty</source>
        <translation>{column}: пустая ячейка</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="127"/>
        <source>no hero named {name}; heroes: {known}</source>
        <translation>нет героя с именем «{name}»; герои: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="128"/>
        <source>no hero named {name}</source>
        <translation>нет героя с именем «{name}»</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="129"/>
        <source>{hero} has no side {name}; sides: {known}</source>
        <translation>у героя {hero} нет стороны «{name}»; стороны: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="130"/>
        <source>{side} is {rulebook} in the rulebook ({cite}), not {value}</source>
        <translation>{side}: в правилах {rulebook} ({cite}), а не {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="131"/>
        <source>hand is for weapons; this item is {category}</source>
        <translation>hand — только для оружия; этот предмет: {category}</translation>
    </message>
</context>
<context>
    <name>SSFile</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="150"/>
        <source>cannot be read ({error})</source>
        <translation>не читается ({error})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="151"/>
        <source>too large ({size} characters; a campaign is a few KB, the limit is {limit} MB)</source>
        <translation>слишком большой ({size} символов; кампания занимает несколько КБ, предел — {limit} МБ)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="152"/>
        <source>not JSON: {error}</source>
        <translation>не JSON: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="153"/>
        <source>the JSON is nested too deeply to be a campaign</source>
        <translation>JSON вложен слишком глубоко для кампании</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="154"/>
        <source>not a Sword &amp; Sorcery campaign: &quot;kind&quot; must be &quot;{kind}&quot;</source>
        <translation>не кампания «Клинка и колдовства»: &quot;kind&quot; должен быть &quot;{kind}&quot;</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="155"/>
        <source>version must be a whole number, got {value}</source>
        <translation>version: нужно целое число, а не {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="156"/>
        <source>written by a newer Spellforge (format {version}, this one reads {reads})</source>
        <translation>записан более новой версией Spellforge (формат {version}, эта читает {reads})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="157"/>
        <source>{at}{key} must be a whole number {low} to {high}, got {value}</source>
        <translation>{at}{key}: нужно целое число от {low} до {high}, а не {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="158"/>
        <source>{key} must be a list</source>
        <translation>{key}: нужен список</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="159"/>
        <source>{at} must be an object</source>
        <translation>{at}: нужен объект</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="160"/>
        <source>{at}hero: a hero name is needed</source>
        <translation>{at}hero: нужно имя героя</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="161"/>
        <source>{at}class: the class of the side in play is needed (e.g. &quot;Плут&quot;)</source>
        <translation>{at}class: нужен класс стороны в игре (например, &quot;Плут&quot;)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="162"/>
        <source>{at}used: an object of skill: hourglasses left (1 to 4)</source>
        <translation>{at}used: объект «умение: осталось песочных часов» (от 1 до 4)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="163"/>
        <source>{at}equipped must be an object of slots ({slots})</source>
        <translation>{at}equipped: нужен объект ячеек ({slots})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="164"/>
        <source>{at}equipped: {slot} is not a slot ({slots})</source>
        <translation>{at}equipped: {slot} — не ячейка ({slots})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="165"/>
        <source>{at}skills: level must be 1 to 7, got {value}</source>
        <translation>{at}skills: уровень — от 1 до 7, а не {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="166"/>
        <source>{at}skills: each is a name or {{&quot;skill&quot;: name, &quot;level&quot;: n}}, got {value}</source>
        <translation>{at}skills: каждое — имя или {{&quot;skill&quot;: имя, &quot;level&quot;: n}}, а не {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="167"/>
        <source>{at}charges must be 0 or more, got {value}</source>
        <translation>{at}charges: 0 или больше, а не {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="168"/>
        <source>{at}an item is a name or {{&quot;item&quot;: name}}, got {value}</source>
        <translation>{at}предмет — это имя или {{&quot;item&quot;: имя}}, а не {value}</translation>
    </message>
</context>
<context>
    <name>SSHelp</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="31"/>
        <source>machine-readable output</source>
        <translation>вывод для программ</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="40"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="76"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="231"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="299"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="322"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="336"/>
        <source>a campaign JSON file or a stored campaign&apos;s name</source>
        <translation>файл кампании JSON или имя сохранённой кампании</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="41"/>
        <source>write the result into the campaign file</source>
        <translation>записать результат в файл кампании</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="52"/>
        <source>Sword &amp; Sorcery: party check, campaign tracker, box data</source>
        <translation>Клинок и колдовство: проверка группы, учёт кампании, данные коробки</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="53"/>
        <source>Sword &amp; Sorcery: Immortal Souls — the party validator and the campaign tracker, by the rules of the Russian rulebook.</source>
        <translation>Клинок и колдовство: Бессмертные души — проверка группы и учёт кампании по правилам русского издания.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="61"/>
        <source>search heroes, skills and items (the search language of `spellforge search`)</source>
        <translation>поиск героев, умений и предметов (язык поиска как в `spellforge search`)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="63"/>
        <source>Words match names in Russian, English or Polish; keys in any of the three languages: {keys}; {operators}, or, a leading {minus} negates, &quot;quoted phrases&quot;. Example: {example}</source>
        <translation>Слова ищутся в названиях на русском, английском и польском; ключи на любом из трёх языков: {keys}; {operators}, «или», {minus} в начале — отрицание, «фраза в кавычках». Пример: {example}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="67"/>
        <source>the search, e.g. {examples}</source>
        <translation>запрос, например {examples}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="72"/>
        <source>check a party</source>
        <translation>проверить группу</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="74"/>
        <source>every rule a party, its skills and equipment must follow</source>
        <translation>все правила для группы, её умений и снаряжения</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="80"/>
        <source>raise a hero&apos;s soul level, one step at a time</source>
        <translation>повысить уровень души героя на одну ступень</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="44"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="295"/>
        <source>the hero, by name or class, in any language</source>
        <translation>герой: имя или класс на любом языке</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="82"/>
        <source>the level to reach, 2-7 (default: the next one)</source>
        <translation>нужный уровень, 2–7 (по умолчанию: следующий)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="85"/>
        <source>a hero dies and becomes a ghost soul</source>
        <translation>герой погибает и становится призрачной душой</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="86"/>
        <source>resurrect a ghost soul at a shrine</source>
        <translation>воскресить призрачную душу у святилища</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="132"/>
        <source>wounds on a hero; at wounds ≥ HP the hero dies</source>
        <translation>раны героя; при ранах ≥ ОЗ герой погибает</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="96"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="134"/>
        <source>how many wounds</source>
        <translation>сколько ран</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="139"/>
        <source>sell treasure cards for 25 crowns × act each</source>
        <translation>продать карты сокровищ по 25 крон × номер акта за каждую</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="141"/>
        <source>a treasure card; repeatable</source>
        <translation>карта сокровища; можно повторять</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="145"/>
        <source>buy an emporium item (its price from {file}, or {option})</source>
        <translation>купить предмет в эмпориуме (цена из {file} или {option})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="46"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="112"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="120"/>
        <source>the item, in any language</source>
        <translation>предмет, на любом языке</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="48"/>
        <source>the price, when {file} has none</source>
        <translation>цена, если в {file} её нет</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="150"/>
        <source>turn an emporium card to its other face for that face&apos;s price</source>
        <translation>перевернуть карту эмпориума на другую сторону за цену этой стороны</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="154"/>
        <source>the Magic Forge: 50 crowns, until the scenario ends</source>
        <translation>Волшебная кузня: 50 крон, до конца сценария</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="158"/>
        <source>the Dancing Pony: stake 5, once per hero per visit</source>
        <translation>таверна «Танцующий пони»: ставка 5, раз на героя за посещение</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="160"/>
        <source>what your die paid: 0, 10, 20 or 50</source>
        <translation>сколько принёс ваш кубик: 0, 10, 20 или 50</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="163"/>
        <source>a new visit to the emporium</source>
        <translation>новое посещение эмпориума</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="167"/>
        <source>take a skill card (checked) or discard one (default: the rightmost)</source>
        <translation>взять карту умения (с проверкой) или сбросить (по умолчанию: крайнюю правую)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="170"/>
        <source>the skill card to take (checked)</source>
        <translation>карта умения, которую взять (с проверкой)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="172"/>
        <source>the skill to discard (default: the rightmost)</source>
        <translation>умение, которое сбросить (по умолчанию: крайнее правое)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="175"/>
        <source>use an item from the inventory in a slot (checked)</source>
        <translation>поместить предмет из инвентаря в ячейку (с проверкой)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="177"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="182"/>
        <source>the slot</source>
        <translation>ячейка</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="180"/>
        <source>put the item of a slot into the inventory</source>
        <translation>убрать предмет из ячейки в инвентарь</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="186"/>
        <source>leave an item in the stash, or take it with {option}</source>
        <translation>оставить предмет в тайнике или взять его с {option}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="188"/>
        <source>take it from the stash instead</source>
        <translation>вместо этого взять его из тайника</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="191"/>
        <source>shards found (shared pool) and crowns found (one hero&apos;s)</source>
        <translation>найденные частицы душ (в общий запас) и кроны (одному герою)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="193"/>
        <source>soul shards into the shared pool</source>
        <translation>частицы душ в общий запас</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="194"/>
        <source>crowns for {option}</source>
        <translation>кроны для {option}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="195"/>
        <source>the hero who found the crowns</source>
        <translation>герой, нашедший кроны</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="198"/>
        <source>crowns from one hero to another; never pooled</source>
        <translation>кроны от одного героя другому; общего запаса крон нет</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="118"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="200"/>
        <source>the hero who gives</source>
        <translation>герой, который отдаёт</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="119"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="201"/>
        <source>the hero who receives</source>
        <translation>герой, который получает</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="113"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="121"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="129"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="202"/>
        <source>how many crowns</source>
        <translation>сколько крон</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="205"/>
        <source>charges, forge reverts, the ghost penalty</source>
        <translation>заряды, возврат предметов из кузни, штраф призрачной души</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="208"/>
        <source>the used card a ghost discards (your own random draw); else one drawn with {option}</source>
        <translation>использованная карта, которую сбрасывает призрачная душа (ваш собственный случайный выбор); иначе выбирается с {option}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="210"/>
        <source>random seed for the ghost penalty (default: the scenario number)</source>
        <translation>зерно случайности для штрафа призрачной души (по умолчанию: номер сценария)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="216"/>
        <source>stored campaigns: {commands}</source>
        <translation>сохранённые кампании: {commands}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="218"/>
        <source>start a campaign</source>
        <translation>начать кампанию</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="219"/>
        <source>the campaign&apos;s name</source>
        <translation>имя кампании</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="221"/>
        <source>e.g. {example}; repeatable</source>
        <translation>например {example}; можно повторять</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="222"/>
        <source>soul shards in the pool at the start</source>
        <translation>частицы душ в запасе в начале</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="223"/>
        <source>the optional rule Soul Storm</source>
        <translation>дополнительное правило «Буря душ»</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="226"/>
        <source>the stored campaigns</source>
        <translation>сохранённые кампании</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="229"/>
        <source>a stored campaign (or a file) with its problems and history</source>
        <translation>сохранённая кампания (или файл) с её ошибками и историей</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="234"/>
        <source>write a stored campaign to a JSON file</source>
        <translation>записать сохранённую кампанию в файл JSON</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="236"/>
        <source>the JSON file to write</source>
        <translation>файл JSON для записи</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="240"/>
        <source>store a campaign JSON file</source>
        <translation>сохранить кампанию из файла JSON</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="241"/>
        <source>the campaign JSON file</source>
        <translation>файл кампании JSON</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="260"/>
        <source>check the folder&apos;s CSV files and store them in the user data</source>
        <translation>проверить файлы CSV в папке и сохранить их в данных пользователя</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="261"/>
        <source>the folder with your CSV files</source>
        <translation>папка с вашими файлами CSV</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="235"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="246"/>
        <source>the stored campaign</source>
        <translation>сохранённая кампания</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="237"/>
        <source>replace an existing file</source>
        <translation>заменить существующий файл</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="242"/>
        <source>its name (default: the name in the file, else the file&apos;s name)</source>
        <translation>её имя (по умолчанию: имя из файла, иначе имя файла)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="245"/>
        <source>back to the version before the last change</source>
        <translation>вернуться к версии до последнего изменения</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="251"/>
        <source>the box data you type in: CSV templates and their import</source>
        <translation>данные коробки, которые вы вносите сами: шаблоны CSV и их импорт</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="255"/>
        <source>the folder to write the templates into</source>
        <translation>папка, куда записать шаблоны</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="256"/>
        <source>replace files already there</source>
        <translation>заменить уже имеющиеся файлы</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="253"/>
        <source>write the templates {files} into the folder</source>
        <translation>записать шаблоны {files} в папку</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="57"/>
        <source>the 10 hero sides: class, alignment and what is entered of their cards</source>
        <translation>10 сторон героев: класс, мировоззрение и что внесено из их карт</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="33"/>
        <source>language of names and messages (default: the window&apos;s interface language)</source>
        <translation>язык имен и сообщений (по умолчанию — язык интерфейса окна)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="91"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="136"/>
        <source>the scenario&apos;s minimum soul level (default %(default)s)</source>
        <translation>минимальный уровень души по сценарию (по умолчанию %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="94"/>
        <source>take wounds off a living hero</source>
        <translation>снять раны с живого героя</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="99"/>
        <source>use an artifact&apos;s charges</source>
        <translation>потратить заряды артефакта</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="101"/>
        <source>how many charges the activation discards</source>
        <translation>сколько зарядов сбрасывает активация</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="104"/>
        <source>spend shards to empower a soul weapon until the time phase</source>
        <translation>потратить частицы душ, чтобы усилить оружие души до фазы времени</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="106"/>
        <source>the shards on the card, when {file} has none</source>
        <translation>частицы душ, указанные на карте, если в {file} их нет</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="110"/>
        <source>pick up a found item (into the inventory) or crowns</source>
        <translation>поднять найденный предмет (в инвентарь) или кроны</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="116"/>
        <source>pass one item and any crowns to another hero</source>
        <translation>передать другому герою один предмет и любое число крон</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="123"/>
        <source>use it at once in this empty slot (else it goes into the inventory)</source>
        <translation>сразу поместить в эту пустую ячейку (иначе предмет идет в инвентарь)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="126"/>
        <source>drop items (used or carried) and crowns</source>
        <translation>бросить предметы (используемые или из инвентаря) и кроны</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="128"/>
        <source>an item; repeatable</source>
        <translation>предмет; можно повторить</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="296"/>
        <source>the scenario board: HP, conditions, used skills, charges</source>
        <translation>поле сценария: ОЗ, состояния, использованные умения, заряды</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="298"/>
        <source>each hero&apos;s HP, wounds, conditions, used and ready skills, charges</source>
        <translation>ОЗ, раны, состояния, использованные и готовые умения, заряды каждого героя</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="302"/>
        <source>put a condition token on a hero or take it off</source>
        <translation>положить жетон состояния на героя или снять его</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="305"/>
        <source>the condition to put on</source>
        <translation>состояние, которое нужно положить</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="306"/>
        <source>the condition to take off</source>
        <translation>состояние, которое нужно снять</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="308"/>
        <source>a skill card used: face down with its hourglasses</source>
        <translation>использованная карта умения: лицом вниз, с песочными часами</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="310"/>
        <source>the skill, in any language</source>
        <translation>умение, на любом языке</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="312"/>
        <source>the hourglasses of the level used</source>
        <translation>песочные часы использованного уровня</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="315"/>
        <source>burning and poison wound, used skills turn, empowered soul weapons turn back</source>
        <translation>горение и отравление ранят, использованные умения поворачиваются, усиленное оружие души переворачивается обратно</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="319"/>
        <source>the story record: scenarios played, and what to do between two</source>
        <translation>летопись: сыгранные сценарии и что делать между сценариями</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="321"/>
        <source>the scenarios recorded and the between-scenarios checklist</source>
        <translation>записанные сценарии и список дел между сценариями</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="325"/>
        <source>record a scenario played</source>
        <translation>записать сыгранный сценарий</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="327"/>
        <source>the result: {choices}</source>
        <translation>итог: {choices}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="328"/>
        <source>its number (default: the one just ended)</source>
        <translation>его номер (по умолчанию — только что завершенный)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="329"/>
        <source>{format} (default: today)</source>
        <translation>{format} (по умолчанию — сегодня)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="330"/>
        <source>story tokens</source>
        <translation>жетоны сюжета</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="331"/>
        <source>an alignment choice made; repeatable</source>
        <translation>принятое решение по мировоззрению; можно повторить</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="332"/>
        <source>your notes</source>
        <translation>ваши заметки</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="335"/>
        <source>a hero&apos;s open skill picks and the cards that qualify</source>
        <translation>доступные герою новые умения и подходящие карты</translation>
    </message>
</context>
<context>
    <name>SSInput</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="191"/>
        <source>No hero is named &apos;{name}&apos;; the heroes: {known}.</source>
        <translation>Героя «{name}» нет; герои: {known}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="192"/>
        <source>{hero}: no class is named &apos;{name}&apos;; the classes: {known}.</source>
        <translation>{hero}: класса «{name}» нет; классы: {known}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="193"/>
        <source>No hero &apos;{name}&apos; in this party; the party: {known}.</source>
        <translation>В этой группе нет героя «{name}»; в группе: {known}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="194"/>
        <source>No campaign file or stored campaign is named &apos;{name}&apos;.</source>
        <translation>Нет ни файла кампании, ни сохраненной кампании «{name}».</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="195"/>
        <source>Stored campaigns: {known}.</source>
        <translation>Сохраненные кампании: {known}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="196"/>
        <source>{hero}: the level to reach (--to) is {low} to VII, not {to}.</source>
        <translation>{hero}: целевой уровень (--to) — от {low} до VII, а не {to}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="197"/>
        <source>{option}: 1 or more, please.</source>
        <translation>{option}: нужно 1 или больше.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="198"/>
        <source>{option}: 0 or more, please.</source>
        <translation>{option}: нужно 0 или больше.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="199"/>
        <source>Give an item (--item), crowns (--crowns) or both.</source>
        <translation>Укажите предмет (--item), кроны (--crowns) или и то и другое.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="200"/>
        <source>The giving and the receiving hero are the same hero.</source>
        <translation>Отдающий и получающий — один и тот же герой.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="201"/>
        <source>Crowns go to one hero: give --hero.</source>
        <translation>Кроны получает один герой: укажите --hero.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="202"/>
        <source>--hero takes HERO:CLASS (e.g. Шая:Плут), not &apos;{spec}&apos;.</source>
        <translation>--hero принимает ГЕРОЙ:КЛАСС (например, Шая:Плут), а не «{spec}».</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="203"/>
        <source>--ghost-discard takes HERO=SLOT, not &apos;{spec}&apos;.</source>
        <translation>--ghost-discard принимает ГЕРОЙ=ЯЧЕЙКА, а не «{spec}».</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="204"/>
        <source>No condition is named &apos;{name}&apos;; the conditions: {known}.</source>
        <translation>Состояния «{name}» нет; состояния: {known}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="205"/>
        <source>A used skill has 1 to 4 hourglasses, not {value}.</source>
        <translation>У использованного умения от 1 до 4 песочных часов, а не {value}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="206"/>
        <source>A scenario is won or lost, not &apos;{value}&apos;.</source>
        <translation>Итог сценария — won (победа) или lost (поражение), а не «{value}».</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="207"/>
        <source>A date is written YYYY-MM-DD, not &apos;{value}&apos;.</source>
        <translation>Дата пишется ГГГГ-ММ-ДД, а не «{value}».</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="208"/>
        <source>No stored campaign is named &apos;{name}&apos;.</source>
        <translation>Сохраненной кампании «{name}» нет.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="209"/>
        <source>{file} is already there: add --force to replace it.</source>
        <translation>{file} уже есть: добавьте --force, чтобы заменить.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="210"/>
        <source>{name}: nothing to undo.</source>
        <translation>{name}: отменять нечего.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="211"/>
        <source>{folder} is not a folder.</source>
        <translation>{folder} — не папка.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="212"/>
        <source>{hero}: nothing in the slot &apos;{slot}&apos;; slots used: {known}.</source>
        <translation>{hero}: ячейка «{slot}» пуста; занятые ячейки: {known}.</translation>
    </message>
</context>
<context>
    <name>SSLog</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="220"/>
        <source>Campaign started: act {act}, {shards} soul shards.</source>
        <translation>Кампания начата: акт {act}, частиц душ: {shards}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="221"/>
        <source>{hero}: soul level {from} → {to}, {cost} shards spent, {pool} left.</source>
        <translation>{hero}: уровень души {from} → {to}, потрачено частиц душ: {cost}, осталось: {pool}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="222"/>
        <source>{hero} takes the skill {skill} at soul level {level}.</source>
        <translation>{hero}: получено умение «{skill}» на уровне души {level}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="223"/>
        <source>{hero} discards the skill {skill}.</source>
        <translation>{hero}: сброшено умение «{skill}».</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="224"/>
        <source>{hero} dies and becomes a ghost soul: soul level {from} → {to}; lost: {lost}.</source>
        <translation>{hero}: смерть, теперь призрачная душа; уровень души {from} → {to}; потеряно: {lost}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="226"/>
        <source>{hero} is resurrected for {cost} shards ({pool} left), full HP.</source>
        <translation>{hero}: воскрешение за частицы душ: {cost} (осталось {pool}), ОЗ восстановлены полностью.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="227"/>
        <source>{hero} sells {item} for {price} crowns ({crowns} now).</source>
        <translation>{hero}: продано «{item}» за {price} крон (теперь {crowns}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="228"/>
        <source>{hero} buys {item} for {price} crowns ({crowns} left).</source>
        <translation>{hero}: куплено «{item}» за {price} крон (осталось {crowns}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="229"/>
        <source>{hero} upgrades {item} to {other} for {price} crowns ({crowns} left).</source>
        <translation>{hero}: «{item}» улучшено до «{other}» за {price} крон (осталось {crowns}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="230"/>
        <source>{hero} has {item} upgraded at the forge for {price} crowns ({crowns} left).</source>
        <translation>{hero}: «{item}» улучшено в кузне за {price} крон (осталось {crowns}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="231"/>
        <source>{hero} plays at the tavern: stake {stake}, prize {prize} ({crowns} crowns now).</source>
        <translation>{hero}: игра в таверне, ставка {stake}, выигрыш {prize} (теперь крон: {crowns}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="232"/>
        <source>{hero} uses {item} in the slot {slot}.</source>
        <translation>{hero}: «{item}» в ячейке «{slot}».</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="233"/>
        <source>{hero} puts {item} into the inventory.</source>
        <translation>{hero}: «{item}» убрано в инвентарь.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="234"/>
        <source>{hero} leaves {item} in the stash.</source>
        <translation>{hero}: «{item}» оставлено в тайнике.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="235"/>
        <source>{hero} takes {item} from the stash.</source>
        <translation>{hero}: «{item}» взято из тайника.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="238"/>
        <source>A visit to the emporium begins.</source>
        <translation>Начинается посещение эмпориума.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="241"/>
        <source>{hero} is a ghost soul at the end: {item} discarded.</source>
        <translation>{hero} — призрачная душа в конце сценария: сброшено «{item}».</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="242"/>
        <source>{item} regains a charge ({charges}).</source>
        <translation>«{item}» восстанавливает заряд ({charges}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="243"/>
        <source>{item} turns back to its original side.</source>
        <translation>«{item}» переворачивается обратно на исходную сторону.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="236"/>
        <source>Soul shards gained: {shards} (pool {pool}).</source>
        <translation>Получено частиц душ: {shards} (в запасе {pool}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="237"/>
        <source>{hero} gains {crowns} crowns ({total} now).</source>
        <translation>{hero}: получено крон: {crowns} (теперь {total}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="239"/>
        <source>{hero} gives {crowns} crowns to {to}.</source>
        <translation>{hero}: передано крон: {crowns}, получатель: {to}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="225"/>
        <source>{hero}: wounds {wounds} of {hp} HP.</source>
        <translation>{hero}: ран: {wounds} при ОЗ {hp}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="240"/>
        <source>Scenario {scenario} ends; changes above: {changes}.</source>
        <translation>Сценарий {scenario} завершен; изменений выше: {changes}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="244"/>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="245"/>
        <source>{crowns} crowns</source>
        <translation>крон: {crowns}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="246"/>
        <source>Scenario {scenario} ends; nothing changes.</source>
        <translation>Сценарий {scenario} завершен без изменений.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="247"/>
        <source>{hero}: {wounds} wounds (the soul stone&apos;s HP is not entered).</source>
        <translation>{hero}: ран: {wounds} (ОЗ камня души не внесены).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="248"/>
        <source>{hero} starts the next scenario as a hero again, with full HP.</source>
        <translation>{hero}: следующий сценарий начинается снова героем, с полным здоровьем.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="249"/>
        <source>{hero}: {healed} wounds healed, {wounds} left.</source>
        <translation>{hero}: вылечено ран: {healed}, осталось: {wounds}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="250"/>
        <source>{hero}: {item} uses {used} charges ({charges} left).</source>
        <translation>{hero}: «{item}» — потрачено зарядов: {used} (осталось {charges}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="251"/>
        <source>{hero}: {item} empowered for {cost} shards ({pool} left).</source>
        <translation>{hero}: «{item}» усилено за частицы душ: {cost} (осталось {pool}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="252"/>
        <source>{item} turns back to its normal side.</source>
        <translation>«{item}» переворачивается обратно на лицевую сторону.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="253"/>
        <source>Time phase.</source>
        <translation>Фаза времени.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="254"/>
        <source>{hero} picks up {item} into the inventory.</source>
        <translation>{hero}: «{item}» поднято в инвентарь.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="255"/>
        <source>{hero} drops {item}.</source>
        <translation>{hero}: «{item}» брошено.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="256"/>
        <source>{hero} drops {crowns} crowns ({total} left).</source>
        <translation>{hero}: брошено крон: {crowns} (осталось {total}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="257"/>
        <source>{hero} passes {item} to {to}.</source>
        <translation>{hero}: «{item}» передано, получатель: {to}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="258"/>
        <source>{hero}: condition {condition}.</source>
        <translation>{hero}: состояние «{condition}».</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="259"/>
        <source>{hero}: condition {condition} removed.</source>
        <translation>{hero}: состояние «{condition}» снято.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="260"/>
        <source>{hero}: {skill} used, {hourglasses} hourglasses.</source>
        <translation>{hero}: использовано умение «{skill}», песочных часов: {hourglasses}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="261"/>
        <source>{hero}: {skill} is ready again.</source>
        <translation>{hero}: умение «{skill}» снова готово.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="262"/>
        <source>Scenario {scenario} recorded: {result}.</source>
        <translation>Сценарий {scenario} записан: {result}.</translation>
    </message>
</context>
<context>
    <name>SSProblem</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="36"/>
        <source>A party needs at least 2 heroes; this one has {count}.</source>
        <translation>В группе должно быть не меньше 2 героев; сейчас: {count}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="37"/>
        <source>Hero {hero} is in the party twice; each hero card is one hero.</source>
        <translation>Герой {hero} указан в группе дважды; каждая карта героя — один герой.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="39"/>
        <source>Order and Chaos heroes never share a party: {order} (Order) and {chaos} (Chaos). A Neutral hero joins either; the optional rule Soul Storm allows any mix.</source>
        <translation>Герои Порядка и Хаоса никогда не могут находиться в одной группе: {order} (Порядок) и {chaos} (Хаос). Нейтральный герой присоединяется к любым; дополнительное правило «Буря душ» разрешает любой состав.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="41"/>
        <source>{hero}: soul level must be I to VII, not {level}.</source>
        <translation>{hero}: уровень души — от I до VII, а не {level}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="43"/>
        <source>{hero} cannot reach level {to} while {other} in the party is at a lower level ({level}).</source>
        <translation>{hero}: нельзя повысить уровень души до {to}, пока в группе есть герой с более низким уровнем: {other} ({level}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="44"/>
        <source>{hero}: {cost} soul shards needed; the pool has {pool}.</source>
        <translation>{hero}: нужно частиц душ: {cost}; в общем запасе: {pool}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="46"/>
        <source>{hero} ({side}) is {alignment}: the skill {skill} is for {skill_alignment} heroes only.</source>
        <translation>{hero} ({side}), мировоззрение: {alignment}. Умение «{skill}» могут получить только герои с мировоззрением {skill_alignment}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="47"/>
        <source>{hero}: the skill {skill} needs soul level {min}; the hero is at {level}.</source>
        <translation>{hero}: умению «{skill}» нужен уровень души не ниже {min}; сейчас уровень {level}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="48"/>
        <source>{hero}: the skill {skill} belongs to {owner}.</source>
        <translation>{hero}: умение «{skill}» — карта другого героя: {owner}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="50"/>
        <source>{hero}: {count} general skills, the soul stone at level {level} gives {allowed}.</source>
        <translation>{hero}: навыков {count}, камень души на уровне {level} дает {allowed}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="51"/>
        <source>{hero}: {count} skill cards, the soul stone at level {level} gives {allowed}.</source>
        <translation>{hero}: карт умений {count}, камень души на уровне {level} дает {allowed}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="53"/>
        <source>{hero}: the two-handed weapon {item} needs the off-hand slot empty; it holds {other}.</source>
        <translation>{hero}: при двуручном оружии «{item}» ячейка дополнительного оружия должна быть пустой, а в ней «{other}».</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="54"/>
        <source>{hero}: {item} cannot be used in the slot {slot}.</source>
        <translation>{hero}: «{item}» нельзя поместить в ячейку «{slot}».</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="55"/>
        <source>{hero}: {item} is not an item for the slot {slot}.</source>
        <translation>{hero}: «{item}» — не предмет для ячейки «{slot}».</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="57"/>
        <source>{hero}: the runes of {item} do not match the hero&apos;s combat style; it may only be carried.</source>
        <translation>{hero}: руны предмета «{item}» не совпадают с боевым стилем героя; его можно только носить в инвентаре.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="58"/>
        <source>{hero}: {count} items in the inventory, the hero card holds {allowed}.</source>
        <translation>{hero}: предметов в инвентаре {count}, вместимость по карте героя {allowed}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="59"/>
        <source>{hero} is alive; only a ghost soul can be resurrected.</source>
        <translation>{hero}: герой жив; воскресить можно только призрачную душу.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="60"/>
        <source>{hero} is already a ghost soul.</source>
        <translation>{hero} уже призрачная душа.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="61"/>
        <source>{hero} is already at soul level VII.</source>
        <translation>{hero}: уже достигнут уровень души VII.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="62"/>
        <source>{hero}: {cost} crowns needed; the hero has {crowns}.</source>
        <translation>{hero}: нужно крон: {cost}; есть: {crowns}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="73"/>
        <source>No skill or item named {name} in the library.</source>
        <translation>В библиотеке нет умения или предмета «{name}».</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="63"/>
        <source>{item} is not a treasure card; only treasure is sold.</source>
        <translation>«{item}» — не карта сокровища; продать можно только сокровища.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="64"/>
        <source>{hero} does not hold {item}.</source>
        <translation>{hero}: нет предмета «{item}».</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="65"/>
        <source>{item} has no other face to upgrade to.</source>
        <translation>У карты «{item}» нет другой стороны для улучшения.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="66"/>
        <source>{item} was bought during this visit; its other face needs a new visit.</source>
        <translation>«{item}»: карта куплена в этом посещении; для другой стороны нужно новое посещение эмпориума.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="68"/>
        <source>The forge upgrades a standard weapon or armour; {item} is not one.</source>
        <translation>Кузня улучшает только стандартное оружие или доспех; «{item}» к ним не относится.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="69"/>
        <source>{item} is already upgraded by the forge for this scenario.</source>
        <translation>«{item}»: улучшение кузни уже действует до конца этого сценария.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="70"/>
        <source>{hero} has already played at the tavern during this visit.</source>
        <translation>{hero}: таверну можно использовать только раз за посещение эмпориума.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="71"/>
        <source>A tavern prize is 0, 10, 20 or 50 crowns, not {prize}.</source>
        <translation>Выигрыш в таверне — 0, 10, 20 или 50 крон, а не {prize}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="92"/>
        <source>{hero}: the level each skill was gained at is not known; remove the skills of level {level} by hand.</source>
        <translation>{hero}: неизвестно, на каком уровне получены умения; сбросьте умения уровня {level} вручную.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="72"/>
        <source>No hero of this party can use the soul weapon {item}: take it out of the deck.</source>
        <translation>Ни один герой группы не может использовать оружие души «{item}»: уберите его из колоды.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="86"/>
        <source>{hero}: the slot {slot} holds {item}; without a slot the item goes into the inventory.</source>
        <translation>{hero}: в ячейке «{slot}» уже «{item}»; без ячейки предмет кладется в инвентарь.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="75"/>
        <source>{hero} already has the skill {skill}: each skill card is taken once.</source>
        <translation>{hero}: умение «{skill}» уже есть; каждую карту умения берут один раз.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="76"/>
        <source>{item} is one card, held twice: {holders}.</source>
        <translation>«{item}» — одна карта, а учтена дважды: {holders}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="78"/>
        <source>Every hero is a ghost soul: the scenario is lost, unless the scenario says otherwise.</source>
        <translation>Все герои — призрачные души: сценарий проигран, если сценарий не говорит иного.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="79"/>
        <source>{hero} has no wounds to heal.</source>
        <translation>{hero}: ран нет, лечить нечего.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="80"/>
        <source>{item} is not an artifact; only artifacts have charges.</source>
        <translation>«{item}» — не артефакт; заряды есть только у артефактов.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="82"/>
        <source>{item} has {charges} charges left; the activation needs {needed}.</source>
        <translation>«{item}»: осталось зарядов: {charges}, для активации нужно: {needed}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="83"/>
        <source>{item} is not a soul weapon.</source>
        <translation>«{item}» — не оружие души.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="84"/>
        <source>{hero}: {item} must be in a weapon slot to be empowered.</source>
        <translation>{hero}: чтобы усилить «{item}», оно должно быть в ячейке оружия.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="85"/>
        <source>{item} is already empowered until the next time phase.</source>
        <translation>«{item}» уже усилено до следующей фазы времени.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="87"/>
        <source>{hero} already has the condition {condition}; one token of each.</source>
        <translation>{hero}: состояние «{condition}» уже есть; жетон каждого — только один.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="88"/>
        <source>{hero} does not have the condition {condition}.</source>
        <translation>{hero}: состояния «{condition}» нет.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="89"/>
        <source>{skill} is a starting skill: it is not turned when used.</source>
        <translation>«{skill}» — начальное умение: после использования его карта не переворачивается.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="90"/>
        <source>{hero}: {skill} is used, {hourglasses} hourglasses left.</source>
        <translation>{hero}: умение «{skill}» уже использовано, осталось песочных часов: {hourglasses}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="67"/>
        <source>The price of {item} is not known: enter its cost in the box data.</source>
        <translation>Цена «{item}» неизвестна: внесите её в данные коробки.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="100"/>
        <source>the soul stone&apos;s numbers are not in the box data yet</source>
        <translation>числа камня души ещё не внесены в данные коробки</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="101"/>
        <source>the soul stone&apos;s HP is not in the box data yet</source>
        <translation>ОЗ камня души ещё не внесены в данные коробки</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="102"/>
        <source>the skill cards {names} are not in the box data yet</source>
        <translation>карт умений {names} ещё нет в данных коробки</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="103"/>
        <source>the hero card&apos;s inventory size is not in the box data yet</source>
        <translation>размер инвентаря с карты героя ещё не внесён в данные коробки</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="104"/>
        <source>the item cards {names} are not in the box data yet</source>
        <translation>карт предметов {names} ещё нет в данных коробки</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="105"/>
        <source>the hand or runes of {names} are not in the box data yet</source>
        <translation>руки или руны для {names} ещё не внесены в данные коробки</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="81"/>
        <source>The charges of {item} are not known: enter them in the box data.</source>
        <translation>Заряды «{item}» неизвестны: внесите их в данные коробки.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="74"/>
        <source>{hero}: not checked, {what}.</source>
        <translation>{hero}: не проверено — {what}.</translation>
    </message>
</context>
<context>
    <name>SSSheet</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="270"/>
        <source>Act {act}, scenario {scenario} · soul shards: {shards}{storm}</source>
        <translation>Акт {act}, сценарий {scenario} · частицы душ: {shards}{storm}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="271"/>
        <source> · Soul Storm</source>
        <translation> · Буря душ</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="272"/>
        <source>{hero} ({side}, {alignment}): soul level {level}, crowns {crowns}{ghost}</source>
        <translation>{hero} ({side}, {alignment}): уровень души {level}, кроны {crowns}{ghost}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="273"/>
        <source> · ghost soul</source>
        <translation> · призрачная душа</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="274"/>
        <source>  skills: {list}</source>
        <translation>  умения: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="275"/>
        <source>  used: {list}</source>
        <translation>  используется: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="276"/>
        <source>  inventory: {list}</source>
        <translation>  инвентарь: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="277"/>
        <source>Stash: {list}</source>
        <translation>Тайник: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="278"/>
        <source>The party follows every rule checked.</source>
        <translation>Группа соответствует всем проверенным правилам.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="279"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="280"/>
        <source>Written: {file}</source>
        <translation>Записано: {file}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="281"/>
        <source>Saved: campaign {name}, version {version}</source>
        <translation>Сохранено: кампания {name}, версия {version}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="282"/>
        <source>(the file is unchanged: add --write to save the result)</source>
        <translation>(файл не изменен: добавьте --write, чтобы сохранить результат)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="283"/>
        <source>{name}: {heroes} · soul shards: {shards} · scenario {scenario}</source>
        <translation>{name}: {heroes} · частицы душ: {shards} · сценарий {scenario}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="284"/>
        <source>{file}: {rows} rows checked and stored</source>
        <translation>{file}: строк проверено и сохранено: {rows}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="289"/>
        <source>warning: {file}: {count} entered, the rulebook&apos;s box has {box} ({cite})</source>
        <translation>предупреждение: {file}: внесено {count}, в коробке по правилам {box} ({cite})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="285"/>
        <source>refused</source>
        <translation>отклонено</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="286"/>
        <source>hero</source>
        <translation>герой</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="287"/>
        <source>skill</source>
        <translation>умение</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="288"/>
        <source>item</source>
        <translation>предмет</translation>
    </message>
</context>
<context>
    <name>SSStory</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="320"/>
        <source>Scenario {scenario} · {date} · {result}</source>
        <translation>Сценарий {scenario} · {date} · {result}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="321"/>
        <source>won</source>
        <translation>победа</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="322"/>
        <source>lost</source>
        <translation>поражение</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="323"/>
        <source>  story tokens: {tokens}</source>
        <translation>  жетоны сюжета: {tokens}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="324"/>
        <source>  choices: {list}</source>
        <translation>  решения: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="325"/>
        <source>  notes: {notes}</source>
        <translation>  заметки: {notes}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="326"/>
        <source>No scenario recorded yet.</source>
        <translation>Пока не записано ни одного сценария.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="327"/>
        <source>Between two scenarios:</source>
        <translation>Между сценариями:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="328"/>
        <source>(done by end-scenario)</source>
        <translation>(делает end-scenario)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="329"/>
        <source>A ghost soul discards one random used card.</source>
        <translation>Призрачная душа сбрасывает одну случайную используемую карту.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="330"/>
        <source>Items upgraded at the forge turn back.</source>
        <translation>Улучшенные в кузне карты переворачиваются обратно.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="331"/>
        <source>Every artifact regains 1 charge, up to its maximum.</source>
        <translation>Каждый артефакт восстанавливает 1 заряд, не выше максимума.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="332"/>
        <source>Every hero starts the next scenario with full HP; ghosts are heroes again.</source>
        <translation>Каждый герой начинает следующий сценарий с полным здоровьем; призрачные души снова становятся героями.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="333"/>
        <source>Shuffle the discarded treasure cards back into the treasure deck.</source>
        <translation>Замешайте сброшенные карты сокровищ обратно в колоду сокровищ.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="334"/>
        <source>Take out of the deck the soul weapons no hero of the party can use.</source>
        <translation>Уберите из колоды оружие души, которое не может использовать ни один герой группы.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="335"/>
        <source>Visit the emporium when the story allows: buy, sell, upgrade, forge, tavern.</source>
        <translation>Посетите эмпориум, когда это позволяет сюжет: покупка, продажа, улучшение, кузня, таверна.</translation>
    </message>
</context>
<context>
    <name>ScenarioBoard</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="101"/>
        <source>Hero</source>
        <translation>Герой</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="101"/>
        <source>HP</source>
        <translation>ОЗ</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="101"/>
        <source>Wounds</source>
        <translation>Раны</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="101"/>
        <source>Conditions</source>
        <translation>Состояния</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="101"/>
        <source>Used skills</source>
        <translation>Использованные умения</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="102"/>
        <source>Ready skills</source>
        <translation>Готовые умения</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="102"/>
        <source>Charges</source>
        <translation>Заряды</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="102"/>
        <source>Soul weapon</source>
        <translation>Оружие души</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="103"/>
        <source>Hero:</source>
        <translation>Герой:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="104"/>
        <source>Add wounds</source>
        <translation>Добавить раны</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="105"/>
        <source>Remove wounds</source>
        <translation>Снять раны</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="106"/>
        <source>Wounds taken or healed</source>
        <translation>Сколько ран получено или вылечено</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="107"/>
        <source>Condition:</source>
        <translation>Состояние:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="108"/>
        <source>Put on</source>
        <translation>Положить</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="109"/>
        <source>Take off</source>
        <translation>Снять</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="110"/>
        <source>Skill:</source>
        <translation>Умение:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="111"/>
        <source>Hourglasses of the level used</source>
        <translation>Песочные часы использованного уровня</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="112"/>
        <source>Use skill</source>
        <translation>Использовать умение</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="113"/>
        <source>Empower soul weapon</source>
        <translation>Усилить оружие души</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="114"/>
        <source>Time phase</source>
        <translation>Фаза времени</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="115"/>
        <source>End scenario</source>
        <translation>Конец сценария</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="116"/>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="144"/>
        <source>Every hero is a ghost soul: the scenario is lost.</source>
        <translation>Все герои — призрачные души: сценарий проигран.</translation>
    </message>
</context>
<context>
    <name>ScoreTab</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="168"/>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="224"/>
        <source>One row per player: a name, the fame and what the rules count.</source>
        <translation>По строке на игрока: имя, слава и то, что считают правила.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="180"/>
        <source>Cannot score: {error}</source>
        <translation>Не удаётся подсчитать: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="186"/>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="333"/>
        <source>Fame</source>
        <translation>Слава</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="187"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="206"/>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="208"/>
        <source>No titles in this game.</source>
        <translation>В этой игре титулы не присуждаются.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="217"/>
        <source>row {row}: {column} must be a whole number</source>
        <translation>строка {row}: {column} — нужно целое число</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="218"/>
        <source>row {row}: {column} cannot be negative</source>
        <translation>строка {row}: {column} — не может быть меньше нуля</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="219"/>
        <source>row {row}: a unit is its level, with w when wounded (3w)</source>
        <translation>строка {row}: отряд — это его уровень, с «р», если он ранен (3р)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="220"/>
        <source>row {row}: a unit&apos;s level is 1 to 4</source>
        <translation>строка {row}: уровень отряда — от 1 до 4</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="221"/>
        <source>row {row}: every player needs a name</source>
        <translation>строка {row}: у каждого игрока должно быть имя</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="222"/>
        <source>a team game needs every player&apos;s team; none for: {names}</source>
        <translation>в командной игре у каждого игрока есть команда; нет команды: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="223"/>
        <source>a solo game has one player</source>
        <translation>в одиночной игре один игрок</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="225"/>
        <source>Volkare&apos;s camp stands for a city: choose the Conquest scenario</source>
        <translation>Лагерь Волкара заменяет город: выберите сценарий «Завоевание»</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="226"/>
        <source>row {row}: {column} is 0 or 1 (there is one camp)</source>
        <translation>строка {row}: «{column}» — 0 или 1 (лагерь один)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="227"/>
        <source>row {row}: the camp&apos;s leader needs no other shield there</source>
        <translation>строка {row}: лидеру лагеря не нужен ещё один щит на нём</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="228"/>
        <source>the camp has one leader, not: {names}</source>
        <translation>у лагеря один лидер, а не: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="284"/>
        <source>Open a score sheet</source>
        <translation>Открыть таблицу очков</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="309"/>
        <source>by the number of players</source>
        <translation>по числу игроков</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="312"/>
        <source>&amp;Scenario:</source>
        <translation>&amp;Сценарий:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="313"/>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="314"/>
        <source>&amp;Rounds left:</source>
        <translation>&amp;Осталось раундов:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="315"/>
        <source>Cards in the &amp;dummy&apos;s deck:</source>
        <translation>Карт в колоде &amp;виртуального игрока:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="316"/>
        <source>End of the last round not announced</source>
        <translation>Конец последнего раунда не объявлен</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="317"/>
        <source>All cities conquered</source>
        <translation>Захвачены все города</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="318"/>
        <source>All relic parts found</source>
        <translation>Найдены все части реликвии</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="319"/>
        <source>&amp;Add a player</source>
        <translation>&amp;Добавить игрока</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="320"/>
        <source>&amp;Remove a player</source>
        <translation>&amp;Убрать игрока</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="321"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="333"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="333"/>
        <source>Hero</source>
        <translation>Герой</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="333"/>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="334"/>
        <source>Spells</source>
        <translation>Заклинания</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="334"/>
        <source>Advanced actions</source>
        <translation>Особые действия</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="335"/>
        <source>Units (levels; w = wounded)</source>
        <translation>Отряды (уровни; р — ранен)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="335"/>
        <source>Shields on adventure sites</source>
        <translation>Щиты на местах приключений</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="336"/>
        <source>Artifacts</source>
        <translation>Артефакты</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="336"/>
        <source>Crystals</source>
        <translation>Кристаллы</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="337"/>
        <source>Shields on keeps, towers, monasteries</source>
        <translation>Щиты на крепостях, башнях, монастырях</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="337"/>
        <source>Wounds in the deck</source>
        <translation>Раны в колоде</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="338"/>
        <source>Cities led</source>
        <translation>Города, где вы лидер</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="338"/>
        <source>Other cities with a shield</source>
        <translation>Другие города с вашим щитом</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="339"/>
        <source>Relic parts</source>
        <translation>Части реликвии</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="339"/>
        <source>Leads Volkare&apos;s camp (0/1)</source>
        <translation>Лидер лагеря Волкара (0/1)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="340"/>
        <source>Shield on Volkare&apos;s camp (0/1)</source>
        <translation>Щит на лагере Волкара (0/1)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="341"/>
        <source>Hunting shields at the camp</source>
        <translation>Щиты за охоту у лагеря</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="328"/>
        <source>w</source>
        <comment>the letter after a wounded unit&apos;s level, as in 3w</comment>
        <translation>р</translation>
    </message>
</context>
<context>
    <name>SearchHelpDialog</name>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="74"/>
        <source>Search syntax</source>
        <translation>Синтаксис поиска</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="79"/>
        <source>plain words: every word must match a name (in any language, typos forgiven), a type, school, subtype, trait or summary</source>
        <translation>просто слова: каждое должно найтись в названии (на любом языке, опечатки прощаются), типе, школе, подтипе, свойстве или кратком описании</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="81"/>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="18"/>
        <source>words in double quotes are matched together, as a phrase</source>
        <translation>слова в двойных кавычках ищутся вместе, как фраза</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="82"/>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="19"/>
        <source>or (или, lub) between alternatives; parentheses group them</source>
        <translation>или (or, lub) между вариантами; скобки их группируют</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="83"/>
        <source>school (s, school); several with commas: s:fire,dark</source>
        <translation>школа (ш, школа); несколько — через запятую: ш:огонь,тьма</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="84"/>
        <source>level (l, level) with = &lt; &lt;= &gt; &gt;= !=</source>
        <translation>уровень (l, level) с = &lt; &lt;= &gt; &gt;= !=</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="85"/>
        <source>spell type or conjuration kind (t, type): creature, attack, wall…</source>
        <translation>тип заклинания или вид заклятия (т, тип): существо, атака, стена…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="86"/>
        <source>subtype (st, subtype)</source>
        <translation>подтип (st, subtype)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="87"/>
        <source>trait of the card itself (tr, trait)</source>
        <translation>свойство самой карты (tr, trait)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="88"/>
        <source>casting cost (c, cost); also life, armor, channeling, range</source>
        <translation>стоимость сотворения (c, cost); а также life, armor, channeling, range</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="90"/>
        <source>action: quick or full</source>
        <translation>действие: быстрое или полное</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="91"/>
        <source>format: arena or academy</source>
        <translation>формат: арена или академия</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="92"/>
        <source>epic, novice or playtest cards</source>
        <translation>эпические, базовые или тестовые карты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="93"/>
        <source>cards in your collection (owned:no for the others)</source>
        <translation>карты из вашей коллекции (есть:нет — остальные)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="94"/>
        <source>what the card does, in English, Russian or Polish: heal, teleport, destroy-enchantment, лечение, leczenie…</source>
        <translation>что делает карта, по-английски, по-русски или по-польски: heal, лечение, телепортация, уничтожение-чар…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="96"/>
        <source>words of the printed text you imported from your OCTGN install</source>
        <translation>слова печатного текста, импортированного из вашей установки OCTGN</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="97"/>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="32"/>
        <source>a leading minus excludes what the condition matches</source>
        <translation>минус в начале исключает то, что подходит под условие</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="98"/>
        <source>cards with an X casting cost</source>
        <translation>карты со стоимостью сотворения X</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="99"/>
        <source>class and school restrictions are traits: “&lt;Class&gt; Only”, “&lt;School&gt; Mage Only”</source>
        <translation>ограничения по классу и школе — это свойства: «Только для &lt;класса&gt;», «Только для магов &lt;школы&gt;»</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="101"/>
        <source>equipment slot</source>
        <translation>место снаряжения</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="102"/>
        <source>only cards the open spellbook&apos;s mage can take in its format</source>
        <translation>только карты, которые маг открытой книги заклинаний может взять в её формате</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="103"/>
        <source>spell points for the open spellbook&apos;s mage (the Points column)</source>
        <translation>очки магии для мага открытой книги заклинаний (столбец «Очки»)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="115"/>
        <source>Searching for cards</source>
        <translation>Поиск карт</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="116"/>
        <source>Type words of a card name in English, Russian or Polish (with or without diacritics, typos are forgiven), and add conditions. Every condition must hold unless joined by or. Keys and values may be written in English, Russian or Polish.</source>
        <translation>Введите слова названия карты на английском, русском или польском (с диакритикой или без, опечатки прощаются) и добавьте условия. Должны выполняться все условия, если они не соединены словом «или». Ключи и значения можно писать по-английски, по-русски или по-польски.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="119"/>
        <source>Keys in three languages</source>
        <translation>Ключи на трёх языках</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="120"/>
        <source>Examples (click one to try it)</source>
        <translation>Примеры (щёлкните, чтобы попробовать)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="111"/>
        <source>Values with spaces go in double quotes: set:&quot;forged in fire&quot;.</source>
        <translation>Значения с пробелами пишутся в двойных кавычках: свойство:&quot;Только для Колдуна&quot;.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="16"/>
        <source>plain words: every word must match a name (in any language, typos forgiven), a kind, a colour or a hero</source>
        <translation>просто слова: каждое должно найтись в названии (на любом языке, опечатки прощаются), виде карты, цвете или герое</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="20"/>
        <source>kind (t, type): basic action, advanced action, spell, artifact, unit, regular unit, elite unit, skill, wound</source>
        <translation>вид карты (т, тип): обычное действие, особое действие, заклинание, артефакт, отряд, обычный отряд, элитный отряд, навык, рана</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="22"/>
        <source>colour (col, colour): red, blue, green, white; several with commas: col:red,blue</source>
        <translation>цвет (цв, цвет): красный, синий, зелёный, белый; несколько через запятую: цв:красный,синий</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="23"/>
        <source>the box the card comes in (set): base, lost legion, krang, tezla</source>
        <translation>коробка, в которой карта (набор): базовая, легион, крэнг, тезла</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="24"/>
        <source>a hero&apos;s own cards and skills (h, hero)</source>
        <translation>собственные карты и навыки героя (г, герой)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="25"/>
        <source>unit level (l, level) with = &lt; &lt;= &gt; &gt;= !=</source>
        <translation>уровень отряда (у, уровень) с = &lt; &lt;= &gt; &gt;= !=</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="26"/>
        <source>unit recruit cost (c, cost); also arm (armour) and copies</source>
        <translation>цена найма отряда (ц, цена); также бр (броня) и копии</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="27"/>
        <source>a basic action&apos;s basic value: mv (move), atk (attack), blk (block), inf (influence)</source>
        <translation>базовое значение обычного действия: дв (движение), ат (атака), бл (блок), вл (влияние)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="29"/>
        <source>where a unit is recruited: village, keep, mage tower, monastery, city</source>
        <translation>где нанимают отряд: деревня, крепость, башня мага, монастырь, город</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="30"/>
        <source>unique (a hero&apos;s own card), standard, interaction, verified or unverified</source>
        <translation>уникальные (собственная карта героя), стандартные, взаимодействие, проверенные или непроверенные</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="31"/>
        <source>cards of the boxes in your collection (owned:no for the others)</source>
        <translation>карты из коробок вашей коллекции (есть:нет — остальные)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="35"/>
        <source>Values with spaces go in double quotes: site:&quot;mage tower&quot;.</source>
        <translation>Значения с пробелами пишутся в двойных кавычках: место:&quot;башня мага&quot;.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="89"/>
        <source>a set the card was printed in, by its name in English, Russian or Polish</source>
        <translation>набор, в котором напечатана карта, — по его названию на английском, русском или польском</translation>
    </message>
</context>
<context>
    <name>SetupTab</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="121"/>
        <source>&amp;Scenario:</source>
        <translation>&amp;Сценарий:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="121"/>
        <source>&amp;Players:</source>
        <translation>&amp;Игроков:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="121"/>
        <source>&amp;Mode:</source>
        <translation>&amp;Режим:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="122"/>
        <source>&amp;Fight level:</source>
        <translation>Уровень &amp;битвы:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="122"/>
        <source>&amp;Race level:</source>
        <translation>Уровень &amp;гонки:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="127"/>
        <source>Volkare&apos;s &amp;camp instead of a city:</source>
        <translation>&amp;Лагерь Волкара вместо города:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="128"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="128"/>
        <source>shuffled with the city tiles (first games)</source>
        <translation>перемешан с землями с городами (первые игры)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="129"/>
        <source>at the bottom of the stack (the last challenge)</source>
        <translation>под низом стопки (финальное испытание)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="130"/>
        <source>drawn at random among the city tiles</source>
        <translation>случайно среди земель с городами</translation>
    </message>
</context>
<context>
    <name>ShoppingPanel</name>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="83"/>
        <source>Spellbooks to build together:</source>
        <translation>Книги заклинаний, которые собрать вместе:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="84"/>
        <source>Spellbooks to build together</source>
        <translation>Книги заклинаний, которые собрать вместе</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="85"/>
        <source>Missing cards only</source>
        <translation>Только недостающие карты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="86"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="86"/>
        <source>Needed</source>
        <translation>Нужно</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="86"/>
        <source>Owned</source>
        <translation>В коллекции</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="86"/>
        <source>To get</source>
        <translation>Достать</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="87"/>
        <source>Copy shopping list</source>
        <translation>Копировать список покупок</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="88"/>
        <source>Save shopping list…</source>
        <translation>Сохранить список покупок…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="137"/>
        <source>The open spellbook: {name}</source>
        <translation>Открытая книга заклинаний: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="172"/>
        <source>Tick the spellbooks you want to build.</source>
        <translation>Отметьте книги заклинаний, которые хотите собрать.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="174"/>
        <source>✔ Your collection builds these spellbooks together, beside the assembled ones.</source>
        <translation>✔ Ваша коллекция позволяет собрать эти книги заклинаний вместе, не разбирая собранные.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/shopping.py" line="176"/>
        <source>Missing %n card(s)</source>
        <translation>
            <numerusform>Не хватает %n карты</numerusform>
            <numerusform>Не хватает %n карт</numerusform>
            <numerusform>Не хватает %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/shopping.py" line="176"/>
        <source>(%n copies)</source>
        <translation>
            <numerusform>(%n копия)</numerusform>
            <numerusform>(%n копии)</numerusform>
            <numerusform>(%n копий)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="179"/>
        <source>cheapest: buy {products}</source>
        <translation>дешевле всего купить: {products}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/shopping.py" line="181"/>
        <source>%n card(s) are in no known product.</source>
        <translation>
            <numerusform>%n карты нет ни в одном известном продукте.</numerusform>
            <numerusform>%n карт нет ни в одном известном продукте.</numerusform>
            <numerusform>%n карт нет ни в одном известном продукте.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/shopping.py" line="183"/>
        <source>%n card(s) are also needed by assembled spellbooks.</source>
        <translation>
            <numerusform>%n карта нужна и собранным книгам заклинаний.</numerusform>
            <numerusform>%n карты нужны и собранным книгам заклинаний.</numerusform>
            <numerusform>%n карт нужны и собранным книгам заклинаний.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="215"/>
        <source>Cheapest products to buy:</source>
        <translation>Что дешевле всего купить:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="215"/>
        <source>Cards to get:</source>
        <translation>Каких карт не хватает:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="216"/>
        <source>Nothing to buy.</source>
        <translation>Покупать ничего не нужно.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="231"/>
        <location filename="../spellforge/ui/collection/shopping.py" line="238"/>
        <source>Save shopping list</source>
        <translation>Сохранить список покупок</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="232"/>
        <source>Spreadsheet (*.csv);;Text (*.txt)</source>
        <translation>Таблица (*.csv);;Текст (*.txt)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="239"/>
        <source>Could not write {file}:
{error}</source>
        <translation>Не удалось записать {file}:
{error}</translation>
    </message>
</context>
<context>
    <name>SidePicker</name>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="102"/>
        <source>Compare with a spellbook file</source>
        <translation>Сравнить с файлом книги заклинаний</translation>
    </message>
</context>
<context>
    <name>SpellbookEditor</name>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="225"/>
        <source>&amp;Book:</source>
        <translation>&amp;Книга:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="226"/>
        <source>&amp;Mage:</source>
        <translation>&amp;Маг:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="227"/>
        <source>Element:</source>
        <translation>Стихия:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="228"/>
        <source>Spellbook name</source>
        <translation>Название книги заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="229"/>
        <source>Mage</source>
        <translation>Маг</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="230"/>
        <source>The Wizard&apos;s element</source>
        <translation>Стихия Волшебника</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="231"/>
        <source>Spell points used / the mage&apos;s spellbook points</source>
        <translation>Потрачено очков магии / очки магии мага</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="232"/>
        <source>Tags:</source>
        <translation>Метки:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="233"/>
        <source>Notes:</source>
        <translation>Заметки:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="234"/>
        <source>comma-separated, e.g. tournament, fire</source>
        <translation>через запятую, например: турнир, огонь</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="236"/>
        <source>Candidates</source>
        <translation>Кандидаты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="237"/>
        <source>Cards you are considering: they do not count toward the points</source>
        <translation>Карты, которые вы присматриваете: они не учитываются в очках</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/charts.py" line="68"/>
        <location filename="../spellforge/ui/editor/editor.py" line="239"/>
        <source>Charts</source>
        <translation>Диаграммы</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="240"/>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="241"/>
        <source>Notes and tags</source>
        <translation>Заметки и метки</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="242"/>
        <source>Spellbook cards</source>
        <translation>Карты книги заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="243"/>
        <source>Candidate cards</source>
        <translation>Карты-кандидаты</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="244"/>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="285"/>
        <source>— choose a mage —</source>
        <translation>— выберите мага —</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="290"/>
        <source>— not chosen —</source>
        <translation>— не выбрана —</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/editor.py" line="331"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="336"/>
        <source>Costs unavailable</source>
        <translation>Стоимость недоступна</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="341"/>
        <source>Legal</source>
        <translation>Книга допустима</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/editor.py" line="344"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n проблема</numerusform>
            <numerusform>%n проблемы</numerusform>
            <numerusform>%n проблем</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/editor.py" line="363"/>
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Проблемы (%n)</numerusform>
            <numerusform>Проблемы (%n)</numerusform>
            <numerusform>Проблемы (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="369"/>
        <source>Spell points: {used} of {max}</source>
        <translation>Очки магии: {used} из {max}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="413"/>
        <source>Showing only: {what}</source>
        <translation>Показаны только: {what}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="414"/>
        <source>show all</source>
        <translation>показать все</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="459"/>
        <source>Priced as {element} because the book names no element: choose one.</source>
        <translation>Стоимость посчитана для стихии «{element}», потому что в книге стихия не указана: выберите её.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="462"/>
        <source>Priced as {element}, the element this book names.</source>
        <translation>Стоимость посчитана для стихии «{element}», указанной в книге.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="471"/>
        <source>{element} {mage}: {points} instead of {used} — switch</source>
        <translation>{mage} ({element}): {points} вместо {used} — выбрать</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="474"/>
        <source>Price the book with this element (one undoable step)</source>
        <translation>Посчитать книгу с этой стихией (отменяется одним шагом)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="482"/>
        <source>Untitled spellbook</source>
        <translation>Книга без названия</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="567"/>
        <source>Remove this line from the book</source>
        <translation>Удалить эту строку из книги</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="531"/>
        <source>Select a card of the spellbook first</source>
        <translation>Сначала выберите карту в книге заклинаний</translation>
    </message>
</context>
<context>
    <name>StoryRecord</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="77"/>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="77"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="77"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="77"/>
        <source>Story tokens</source>
        <translation>Жетоны сюжета</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="77"/>
        <source>Choices</source>
        <translation>Решения</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="78"/>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="82"/>
        <source>Scenario:</source>
        <translation>Сценарий:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="82"/>
        <source>Result:</source>
        <translation>Результат:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="83"/>
        <source>Date:</source>
        <translation>Дата:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="83"/>
        <source>Story tokens:</source>
        <translation>Жетоны сюжета:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="84"/>
        <source>Alignment choices (; between):</source>
        <translation>Решения по мировоззрению (через ;):</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="84"/>
        <source>Notes:</source>
        <translation>Заметки:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="86"/>
        <source>Record scenario</source>
        <translation>Записать сценарий</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="113"/>
        <source>(done by End scenario)</source>
        <translation>(делает кнопка «Конец сценария»)</translation>
    </message>
</context>
<context>
    <name>SwordSorceryView</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="361"/>
        <source>Campaign:</source>
        <translation>Кампания:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="362"/>
        <source>&amp;New…</source>
        <translation>&amp;Новая…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="363"/>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="541"/>
        <source>Soul Storm</source>
        <translation>Буря душ</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="364"/>
        <source>Optional rule: heroes of any alignment in one party; skills still need theirs</source>
        <translation>Дополнительное правило: в группе герои любого мировоззрения; умения по-прежнему требуют своего</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="365"/>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="416"/>
        <source>Party</source>
        <translation>Группа</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="366"/>
        <source>&amp;Add hero</source>
        <translation>&amp;Добавить героя</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="367"/>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="368"/>
        <source>Hero</source>
        <translation>Герой</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="369"/>
        <source>Class:</source>
        <translation>Класс:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="370"/>
        <source>Soul level:</source>
        <translation>Уровень души:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="371"/>
        <source>&amp;Level up</source>
        <translation>&amp;Повысить уровень</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="372"/>
        <source>Crowns:</source>
        <translation>Кроны:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="373"/>
        <source>Main weapon:</source>
        <translation>Основное оружие:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="373"/>
        <source>Off-hand:</source>
        <translation>Доп. оружие:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="374"/>
        <source>Armour:</source>
        <translation>Доспех:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="374"/>
        <source>Artifact:</source>
        <translation>Артефакт:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="376"/>
        <source>Skills (in the order gained):</source>
        <translation>Умения (в порядке получения):</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="377"/>
        <source>Take</source>
        <translation>Получить</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="378"/>
        <source>Discard last</source>
        <translation>Сбросить последнее</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="379"/>
        <source>Inventory:</source>
        <translation>Инвентарь:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="380"/>
        <source>Carry</source>
        <translation>Взять</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="381"/>
        <source>Buy</source>
        <translation>Купить</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="382"/>
        <source>Sell</source>
        <translation>Продать</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="383"/>
        <source>Forge</source>
        <translation>Кузня</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="384"/>
        <source>Drop</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="390"/>
        <source>Campaign sheet</source>
        <translation>Лист кампании</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="391"/>
        <source>Death</source>
        <translation>Смерть</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="398"/>
        <source>Resurrect</source>
        <translation>Воскресить</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="399"/>
        <source>Visit emporium</source>
        <translation>Посетить эмпориум</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="400"/>
        <source>Tavern</source>
        <translation>Таверна</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="401"/>
        <source>What the die paid at the tavern</source>
        <translation>Выигрыш по кубику в таверне</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="402"/>
        <source>End scenario</source>
        <translation>Конец сценария</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="403"/>
        <source>Soul shards found (shared pool)</source>
        <translation>Найденные частицы душ (общий запас)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="404"/>
        <source>Crowns found by the selected hero</source>
        <translation>Кроны, найденные выбранным героем</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="405"/>
        <source>Gain</source>
        <translation>Получить</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="406"/>
        <source>Problems:</source>
        <translation>Проблемы:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="407"/>
        <source>History:</source>
        <translation>История:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="408"/>
        <source>&amp;Campaign</source>
        <translation>&amp;Кампания</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="409"/>
        <source>&amp;New campaign…</source>
        <translation>&amp;Новая кампания…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="410"/>
        <source>&amp;Import campaign file…</source>
        <translation>&amp;Импорт файла кампании…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="411"/>
        <source>&amp;Export campaign file…</source>
        <translation>&amp;Экспорт файла кампании…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="412"/>
        <source>Write box data &amp;templates…</source>
        <translation>Записать &amp;шаблоны данных коробки…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="413"/>
        <source>Import &amp;box data…</source>
        <translation>Импорт данных &amp;коробки…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="415"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="29"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="34"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="46"/>
        <source>New campaign</source>
        <translation>Новая кампания</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="29"/>
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="35"/>
        <source>A campaign named {name} already exists.</source>
        <translation>Кампания «{name}» уже есть.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="53"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="61"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="78"/>
        <source>Import campaign file</source>
        <translation>Импорт файла кампании</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="54"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="86"/>
        <source>Campaign (*.json)</source>
        <translation>Кампания (*.json)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="85"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="94"/>
        <source>Export campaign file</source>
        <translation>Экспорт файла кампании</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="104"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="110"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="114"/>
        <source>Write box data templates</source>
        <translation>Шаблоны данных коробки</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="111"/>
        <source>Already there, kept as they are: {files}</source>
        <translation>Уже есть, оставлены как были: {files}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="127"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="133"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="140"/>
        <source>Import box data</source>
        <translation>Импорт данных коробки</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="138"/>
        <source>{file}: {count} entered, the rulebook&apos;s box has {box} ({cite})</source>
        <translation>{file}: внесено {count}, в коробке по правилам {box} ({cite})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="445"/>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="465"/>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="487"/>
        <source>Campaign</source>
        <translation>Кампания</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_sheet.py" line="42"/>
        <source>Act {act}, scenario {scenario} · soul shards: {shards}</source>
        <translation>Акт {act}, сценарий {scenario} · частицы душ: {shards}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_sheet.py" line="184"/>
        <source>✓ The party follows every rule checked.</source>
        <translation>✓ Группа соответствует всем проверенным правилам.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="526"/>
        <source>adding a hero</source>
        <translation>добавление героя</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="532"/>
        <source>removing a hero</source>
        <translation>удаление героя</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="537"/>
        <source>change of class</source>
        <translation>смена класса</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="556"/>
        <source>change of equipment</source>
        <translation>смена снаряжения</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="397"/>
        <source>Wounds taken by the selected hero; at its HP the hero dies</source>
        <translation>Раны, полученные выбранным героем; при ранах, равных ОЗ, герой погибает</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_sheet.py" line="111"/>
        <source>HP {hp}</source>
        <translation>ОЗ {hp}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_sheet.py" line="113"/>
        <source>wounds {wounds}</source>
        <translation>ран: {wounds}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="385"/>
        <source>Pick up a found item into the inventory</source>
        <translation>Поднять найденный предмет в инвентарь</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="386"/>
        <source>Pass to hero</source>
        <translation>Передать герою</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="387"/>
        <source>Use</source>
        <translation>Использовать</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="388"/>
        <source>Put the selected inventory item into its slot (checked)</source>
        <translation>Поместить выбранный предмет из инвентаря в его ячейку (с проверкой)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="389"/>
        <source>The hero who receives the selected inventory item</source>
        <translation>Герой, который получит выбранный предмет из инвентаря</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="414"/>
        <source>Edit box &amp;data…</source>
        <translation>&amp;Данные коробки…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="416"/>
        <source>Scenario board</source>
        <translation>Поле сценария</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="416"/>
        <source>Story record</source>
        <translation>Летопись</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="162"/>
        <source>Box data</source>
        <translation>Данные коробки</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_sheet.py" line="161"/>
        <source>Open skill picks: {count} · qualify: {cards}</source>
        <translation>Можно взять новых карт умений: {count} · подходят: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_sheet.py" line="163"/>
        <source>Open picks: {classes} class, {general} general · qualify: {cards}</source>
        <translation>Можно взять умений: {classes}, навыков: {general} · подходят: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="392"/>
        <source>&amp;Wounds:</source>
        <translation>&amp;Раны:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="393"/>
        <source>Tavern &amp;prize:</source>
        <translation>&amp;Выигрыш в таверне:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="394"/>
        <source>Soul &amp;shards found:</source>
        <translation>Найдено &amp;частиц душ:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="395"/>
        <source>C&amp;rowns found:</source>
        <translation>Найдено кр&amp;он:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="396"/>
        <source>Add wounds</source>
        <translation>Добавить раны</translation>
    </message>
</context>
<context>
    <name>TemplateDialog</name>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="15"/>
        <source>Core set: the four starting books</source>
        <translation>Базовый набор: четыре стартовые книги</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="16"/>
        <source>Other official spellbooks</source>
        <translation>Другие официальные книги заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="17"/>
        <source>Academy spellbooks</source>
        <translation>Книги заклинаний Академии</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="18"/>
        <source>Apprentice spellbooks</source>
        <translation>Книги заклинаний учеников</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="41"/>
        <source>New from template</source>
        <translation>Новая книга по образцу</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="43"/>
        <source>Start from an official spellbook; the new book is yours to change.</source>
        <translation>Начните с официальной книги заклинаний; новую книгу можно менять как угодно.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="19"/>
        <source>OCTGN Apprentice Mode: full mages, 60-point books</source>
        <translation>Обучающий режим OCTGN: полные маги, книги на 60 очков</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="31"/>
        <source>{mage} (OCTGN Apprentice Mode)</source>
        <translation>{mage} (обучающий режим OCTGN)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="33"/>
        <source>{mage} (4th edition)</source>
        <translation>{mage} (4-е издание)</translation>
    </message>
</context>
<context>
    <name>ThumbnailPrefetchDialog</name>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="414"/>
        <source>Drawing card pictures…</source>
        <translation>Рисуются картинки карт…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="414"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="419"/>
        <source>Card pictures</source>
        <translation>Картинки карт</translation>
    </message>
</context>
<context>
    <name>TrackerTab</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="360"/>
        <source>&amp;Saved:</source>
        <translation>&amp;Сохранённые:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="360"/>
        <source>&amp;Name:</source>
        <translation>На&amp;звание:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="360"/>
        <source>P&amp;layers:</source>
        <translation>&amp;Игроки:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="361"/>
        <source>&amp;Mode:</source>
        <translation>&amp;Режим:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="361"/>
        <source>&amp;Rounds:</source>
        <translation>Ра&amp;ундов:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="361"/>
        <source>S&amp;cenario:</source>
        <translation>Сц&amp;енарий:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="364"/>
        <source>— (the rounds below)</source>
        <translation>— (раунды ниже)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="367"/>
        <source>Fi&amp;ght level:</source>
        <translation>Уровень &amp;битвы:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="374"/>
        <source>Record the &amp;end</source>
        <translation>Записать &amp;конец игры</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="375"/>
        <source>What triggered the end of the game, chosen beside</source>
        <translation>Что вызвало конец игры (выбрано рядом)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="376"/>
        <source>level </source>
        <translation>уровень </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="377"/>
        <source>Change &amp;Volkare&apos;s level</source>
        <translation>Из&amp;менить уровень Волкара</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="378"/>
        <source>At the end of a round, before the next round&apos;s tactics: by at most the number of players, until the first battle with him</source>
        <translation>В конце раунда, до тактик следующего: не больше чем на число игроков и только до первой битвы с ним</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="380"/>
        <source>First &amp;battle with Volkare</source>
        <translation>Первая би&amp;тва с Волкаром</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="381"/>
        <source>His troops are revealed: his level no longer changes</source>
        <translation>Его войска открыты: уровень больше не меняется</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="382"/>
        <source>name=hero, name=hero, …</source>
        <translation>имя=герой, имя=герой, …</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="386"/>
        <source>St&amp;art a tracker</source>
        <translation>&amp;Начать счётчик</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="391"/>
        <source>Ne&amp;xt round</source>
        <translation>С&amp;ледующий раунд</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="387"/>
        <source>+ &amp;Fame</source>
        <translation>+ Сл&amp;ава</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="388"/>
        <source>± Re&amp;putation</source>
        <translation>± Ре&amp;путация</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="389"/>
        <source>tactic </source>
        <translation>тактика </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="390"/>
        <source>&amp;Take tactic</source>
        <translation>&amp;Взять тактику</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="392"/>
        <source>Co-op: the tactic number above is the players&apos; tactic that leaves the game</source>
        <translation>Кооператив: указанный номер — тактика игроков, которая удаляется из игры</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="394"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
</context>
<context>
    <name>UserData</name>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="16"/>
        <source>permission denied</source>
        <translation>нет прав доступа</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="18"/>
        <source>the disk is read-only</source>
        <translation>диск доступен только для чтения</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="20"/>
        <source>no space left on the disk</source>
        <translation>на диске нет места</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="22"/>
        <source>no such file</source>
        <translation>файл не найден</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="24"/>
        <source>the disk cannot be read or written</source>
        <translation>ошибка чтения или записи диска</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="36"/>
        <source>{path}: the database is damaged ({detail})</source>
        <translation>{path}: база данных повреждена ({detail})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="37"/>
        <source>{path}: the user data is read-only ({detail})</source>
        <translation>{path}: пользовательские данные доступны только для чтения ({detail})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="38"/>
        <source>{path}: the disk is full or failing ({detail}); free some space and try again</source>
        <translation>{path}: диск заполнен или неисправен ({detail}); освободите место и повторите попытку</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="39"/>
        <source>{path}: a row cannot be read ({detail}); save what can be read with `spellforge data salvage -o FOLDER`</source>
        <translation>{path}: не удаётся прочитать запись ({detail}); сохраните то, что читается, командой `spellforge data salvage -o FOLDER`</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="41"/>
        <source>{path}: the file&apos;s tables are not the ones this Spellforge knows ({detail}); it may have been written by a newer Spellforge</source>
        <translation>{path}: в файле не те таблицы, которые знает эта версия программы ({detail}); возможно, его записала более новая версия</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="43"/>
        <source>{path}: could not use the user data ({detail})</source>
        <translation>{path}: не удалось обратиться к пользовательским данным ({detail})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="44"/>
        <source>{path}: the user data is busy in another program ({detail}); try again</source>
        <translation>{path}: пользовательские данные заняты другим приложением ({detail}); повторите попытку</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="45"/>
        <source>{folder} cannot be written: the user data is read-only</source>
        <translation>в папку {folder} нельзя записывать: пользовательские данные открыты только для чтения</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="46"/>
        <source>{path} was written by a newer Spellforge (schema version {version}, this one knows {known}): opened read-only</source>
        <translation>файл {path} записан более новой версией программы (версия схемы {version}, эта версия знает {known}): он открыт только для чтения</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="48"/>
        <source>{path} was written by a newer Spellforge whose tables this one cannot read (missing: {missing}); use that Spellforge, or restore a backup with `spellforge data restore`</source>
        <translation>файл {path} записан более новой версией программы, и эта версия не может прочитать его таблицы (нет: {missing}); откройте его той версией или восстановите резервную копию командой `spellforge data restore`</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="51"/>
        <source>opened read-only</source>
        <translation>данные открыты только для чтения</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="52"/>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="53"/>
        <source>{path}: cannot back up before updating the file ({detail}); free some space and try again</source>
        <translation>{path}: не удалось сделать резервную копию перед обновлением файла ({detail}); освободите место и повторите попытку</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="73"/>
        <source>its text is not UTF-8</source>
        <translation>её текст повреждён: в нём нечитаемые символы</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="74"/>
        <source>its JSON is broken: {detail}</source>
        <translation>её запись повреждена: {detail}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="75"/>
        <source>cannot be read ({detail})</source>
        <translation>файл не читается ({detail})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="77"/>
        <source>the file has no SQLite header</source>
        <translation>в начале файла нет заголовка базы данных</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="78"/>
        <source>a campaign named &apos;{name}&apos; already exists</source>
        <translation>кампания «{name}» уже существует</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="86"/>
        <source>{path}: cannot be read ({detail}); it was left as it is and not imported</source>
        <translation>{path}: не удаётся прочитать ({detail}); файл оставлен как есть и не импортирован</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="123"/>
        <source>the system refused ({detail})</source>
        <translation>операция не удалась ({detail})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="55"/>
        <source>spellbook {book_id} was changed elsewhere (revision {found}, expected {expected}); this change was not saved</source>
        <translation>книгу заклинаний {book_id} изменили в другом месте (версия {found}, ожидалась {expected}); это изменение не сохранено</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="71"/>
        <source>{path}: spellbook {book_id} &apos;{name}&apos; cannot be read ({why}); save the others with `spellforge data salvage -o FOLDER`</source>
        <translation>{path}: книгу заклинаний {book_id} «{name}» не удаётся прочитать ({why}); сохраните остальные командой `spellforge data salvage -o FOLDER`</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="76"/>
        <source>the file is empty, 0 bytes</source>
        <translation>файл пуст, 0 байт</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="82"/>
        <source>{error}; the {game} collection cannot be used (see `spellforge data check`)</source>
        <translation>{error}; коллекцией {game} пользоваться нельзя (см. `spellforge data check`)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="79"/>
        <source>{error}; your own card names are not used (see `spellforge data check`)</source>
        <translation>{error}; ваши собственные названия карт не используются (см. `spellforge data check`)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="81"/>
        <source>{error}; your own card names are not used</source>
        <translation>{error}; ваши собственные названия карт не используются</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="113"/>
        <source>note: {reason}</source>
        <translation>примечание: {reason}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="61"/>
        <source>spellbook {book_id} was deleted elsewhere (by a command or another window) while open here</source>
        <translation>книгу заклинаний {book_id} удалили в другом месте (командой или в другом окне), пока она была открыта здесь</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="63"/>
        <source>campaign &apos;{name}&apos; was changed elsewhere (revision {found}, expected {expected}); nothing was saved: run the command again</source>
        <translation>кампанию «{name}» изменили в другом месте (версия {found}, ожидалась {expected}); ничего не сохранено: запустите команду ещё раз</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="69"/>
        <source>{path}: campaign &apos;{name}&apos; cannot be read ({why}); save the others with `spellforge data salvage -o FOLDER`</source>
        <translation>{path}: кампанию «{name}» не удаётся прочитать ({why}); сохраните остальные командой `spellforge data salvage -o FOLDER`</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="84"/>
        <source>{path}: cannot be read ({detail}); it was kept as {aside} and is no longer read: run the command again</source>
        <translation>{path}: не удаётся прочитать ({detail}); файл сохранён как {aside} и больше не читается: запустите команду ещё раз</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="65"/>
        <source>{what} in the collection was changed elsewhere (now {found}, expected {expected}); this change was not saved</source>
        <translation>{what} в коллекции изменили в другом месте (сейчас {found}, ожидалось {expected}); это изменение не сохранено</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="67"/>
        <source>the name of {card} ({lang}) was changed elsewhere (now &apos;{found}&apos;, expected &apos;{expected}&apos;); this change was not saved</source>
        <translation>название карты {card} ({lang}) изменили в другом месте (сейчас «{found}», ожидалось «{expected}»); это изменение не сохранено</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="57"/>
        <source>spellbook &apos;{name}&apos; was changed elsewhere (revision {found}, expected {expected}); it was not renamed to &apos;{new}&apos;</source>
        <translation>книгу заклинаний «{name}» изменили в другом месте (версия {found}, ожидалась {expected}); она не переименована в «{new}»</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="59"/>
        <source>spellbook &apos;{name}&apos; was deleted elsewhere; it was not renamed to &apos;{new}&apos;</source>
        <translation>книгу заклинаний «{name}» удалили в другом месте; она не переименована в «{new}»</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <location filename="../spellforge/rules/messages.py" line="70"/>
        <source>The spellbook names no mage.</source>
        <translation>В книге не указан маг.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="71"/>
        <source>Unknown mage: {mage}.</source>
        <translation>Неизвестный маг: {mage}.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="72"/>
        <source>{used_text} used, {max} allowed for {mage}.</source>
        <translation>Потрачено {used_text}, а {mage} может потратить не больше {max}.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="73"/>
        <source>{card}: {copies}, at most {limit} of a level {level} spell.</source>
        <translation>{card}: {copies}, а заклинания {level} уровня можно взять не больше {limit}.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="74"/>
        <source>{card}: {copies} of an Epic spell, at most 1.</source>
        <translation>{card}: {copies}, а эпическое заклинание можно взять только одно.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="75"/>
        <source>{card} is {only}; {mage} may not include it.</source>
        <translation>{card}: «{only}»; {mage} не может взять это заклинание.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="76"/>
        <source>{card} is {only}; {mage} is not trained in it.</source>
        <translation>{card}: «{only}»; маг {mage} не обучался в этой школе.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="77"/>
        <source>{card} is an Academy card; an Arena mage ({mage}) cannot use it.</source>
        <translation>{card} — карта Академии; маг Арены ({mage}) не может её взять.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="79"/>
        <source>{card} is not an Academy card; an Academy mage ({mage}) can only use Academy cards.</source>
        <translation>{card} — не карта Академии; маг Академии ({mage}) берёт только карты Академии.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="80"/>
        <source>{card} is not a spell and cannot be in a spellbook.</source>
        <translation>{card} — не заклинание: такую карту нельзя положить в книгу.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="81"/>
        <source>Unknown card: {card}.</source>
        <translation>Неизвестная карта: {card}.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="82"/>
        <source>Line {line} could not be read as a card: {text}</source>
        <translation>Строку {line} не удалось распознать как карту: {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="83"/>
        <source>{card}: quantity {qty} is not a positive number.</source>
        <translation>{card}: количество {qty} должно быть положительным.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="90"/>
        <source>With {element} as the Wizard&apos;s element the book costs {points_text}.</source>
        <translation>Если стихия Волшебника — {element}, книга стоит {points_text}.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="91"/>
        <source>The mage card is {figure} but the Stats card is {stats}; the book is checked against the Stats card ({stats}).</source>
        <translation>Карта мага — {figure}, а карта способностей — {stats}; книга проверена по карте способностей ({stats}).</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="93"/>
        <source>{card_name}: the book names the {set} printing, whose {fields} differ from the canonical card; {priced_text}.</source>
        <translation>{card_name}: в книге указан выпуск «{set}», у него другие поля ({fields}), чем у основной версии карты; {priced_text}.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="101"/>
        <source>casting cost</source>
        <translation>стоимость сотворения</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="101"/>
        <source>reveal cost</source>
        <translation>стоимость открытия</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="102"/>
        <source>traits</source>
        <translation>свойства</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="102"/>
        <source>granted traits</source>
        <translation>даваемые свойства</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="103"/>
        <source>subtypes</source>
        <translation>подтипы</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="103"/>
        <source>attacks</source>
        <translation>атаки</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="104"/>
        <source>schools</source>
        <translation>школы магии</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="104"/>
        <source>and/or join of the schools</source>
        <translation>связь школ «и»/«или»</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="105"/>
        <source>level</source>
        <translation>уровень</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="105"/>
        <source>type</source>
        <translation>тип</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="105"/>
        <source>life</source>
        <translation>жизнь</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="106"/>
        <source>armor</source>
        <translation>броня</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="106"/>
        <source>channeling</source>
        <translation>приток маны</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="107"/>
        <source>range</source>
        <translation>дистанция</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="107"/>
        <source>target</source>
        <translation>цель</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="107"/>
        <source>slot</source>
        <translation>место</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="112"/>
        <source>priced as the canonical card (to price the named printing: Preferences in the window, --printing named in the command line)</source>
        <translation>цена посчитана по основной версии (считать по указанному выпуску: «Настройки» в окне или `--printing named` в командной строке)</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="114"/>
        <source>priced as the named printing</source>
        <translation>цена посчитана по указанному выпуску</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="119"/>
        <source>{name} Only</source>
        <translation>Только для мага: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="119"/>
        <source>{name} Mage Only</source>
        <translation>Только для магов школы: {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/rules/messages.py" line="163"/>
        <source>%n spell point(s)</source>
        <translation>
            <numerusform>%n очко магии</numerusform>
            <numerusform>%n очка магии</numerusform>
            <numerusform>%n очков магии</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/rules/messages.py" line="169"/>
        <source>%n copies</source>
        <translation>
            <numerusform>%n копия</numerusform>
            <numerusform>%n копии</numerusform>
            <numerusform>%n копий</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VersionsPanel</name>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="77"/>
        <source>Compare</source>
        <translation>Сравнить</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="78"/>
        <source>One version selected: compare it with the book now. Two selected: compare them.</source>
        <translation>Выбрана одна версия: сравнить её с книгой сейчас. Выбраны две: сравнить их.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="80"/>
        <source>Restore</source>
        <translation>Восстановить</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="81"/>
        <source>Make the book what it was in this version (Undo takes it back)</source>
        <translation>Вернуть книгу к этой версии (отменяется через «Отменить»)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="82"/>
        <source>Compare with a book…</source>
        <translation>Сравнить с книгой…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="84"/>
        <source>Saved versions of the spellbook</source>
        <translation>Сохранённые версии книги заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="85"/>
        <source>Differences</source>
        <translation>Различия</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="146"/>
        <source>Version {n} · {when} · {points} points</source>
        <translation>Версия {n} · {when} · очки магии: {points}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="168"/>
        <source>Version {a} → now</source>
        <translation>Версия {a} → сейчас</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="171"/>
        <source>Version {a} → version {b}</source>
        <translation>Версия {a} → версия {b}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="183"/>
        <source>Compare with a book</source>
        <translation>Сравнить с книгой</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="183"/>
        <source>Spellbook:</source>
        <translation>Книга заклинаний:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="190"/>
        <source>This book → {other}</source>
        <translation>Эта книга → {other}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="211"/>
        <location filename="../spellforge/ui/books/versions.py" line="212"/>
        <source>{qty} × {card}</source>
        <translation>{qty} × {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="213"/>
        <source>{card}: {a} → {b}</source>
        <translation>{card}: {a} → {b}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="216"/>
        <source>The same cards.</source>
        <translation>Те же карты.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="218"/>
        <source>Points: {a} → {b} ({delta})</source>
        <translation>Очки магии: {a} → {b} ({delta})</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="127"/>
        <source>Compare this book with another saved spellbook</source>
        <translation>Сравнить эту книгу с другой сохранённой книгой заклинаний</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="128"/>
        <source>No other saved spellbook to compare with: save or import another one first</source>
        <translation>Нет другой сохранённой книги заклинаний для сравнения: сначала сохраните или импортируйте ещё одну</translation>
    </message>
</context>
<context>
    <name>Workers</name>
    <message>
        <location filename="../spellforge/ui/widgets/workers.py" line="113"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
</TS>
