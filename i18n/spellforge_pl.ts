<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>App</name>
    <message>
        <location filename="../spellforge/ui/app.py" line="66"/>
        <source>Preparing the card library…</source>
        <translation>Przygotowywanie biblioteki kart…</translation>
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
        <translation>Coś poszło nie tak: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/app.py" line="147"/>
        <source>Another Spellforge window is using this data folder; this one only reads it.</source>
        <translation>Ten folder danych jest już używany przez inne okno Spellforge; to okno tylko go odczytuje.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/app.py" line="131"/>
        <source>The card library could not be opened:
{error}</source>
        <translation>Nie udało się otworzyć biblioteki kart:
{error}</translation>
    </message>
</context>
<context>
    <name>BookCharts</name>
    <message>
        <location filename="../spellforge/ui/widgets/charts.py" line="474"/>
        <source>Copies by school</source>
        <translation>Kopie według szkół</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/widgets/charts.py" line="474"/>
        <source>Spell points by school</source>
        <translation>Punkty czarów według szkół</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/widgets/charts.py" line="475"/>
        <source>Copies by type</source>
        <translation>Kopie według typów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/widgets/charts.py" line="475"/>
        <source>Copies by level</source>
        <translation>Kopie według poziomów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/widgets/charts.py" line="476"/>
        <source>Copies by mana cost</source>
        <translation>Kopie według kosztu many</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/widgets/charts.py" line="488"/>
        <source>Click a bar to show only those cards in the book; click it again to show all</source>
        <translation>Kliknij słupek, aby pokazać w księdze tylko te karty; ponowne kliknięcie pokazuje wszystkie</translation>
    </message>
</context>
<context>
    <name>BookCommands</name>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="100"/>
        <source>Move {card} to candidates</source>
        <translation>Do kandydatów: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="101"/>
        <source>Move {card} to the book</source>
        <translation>Do księgi: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="114"/>
        <source>Add cards</source>
        <translation>Dodaj karty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="262"/>
        <source>Change the copies of {card}</source>
        <translation>Zmień liczbę kopii: {card}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/document.py" line="265"/>
        <source>Add %n × {card}</source>
        <translation>
            <numerusform>Dodaj %n × {card}</numerusform>
            <numerusform>Dodaj %n × {card}</numerusform>
            <numerusform>Dodaj %n × {card}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/document.py" line="266"/>
        <source>Remove %n × {card}</source>
        <translation>
            <numerusform>Usuń %n × {card}</numerusform>
            <numerusform>Usuń %n × {card}</numerusform>
            <numerusform>Usuń %n × {card}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/document.py" line="268"/>
        <source>Add %n × {card} to candidates</source>
        <translation>
            <numerusform>Dodaj %n × {card} do kandydatów</numerusform>
            <numerusform>Dodaj %n × {card} do kandydatów</numerusform>
            <numerusform>Dodaj %n × {card} do kandydatów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/document.py" line="269"/>
        <source>Remove %n × {card} from candidates</source>
        <translation>
            <numerusform>Usuń %n × {card} z kandydatów</numerusform>
            <numerusform>Usuń %n × {card} z kandydatów</numerusform>
            <numerusform>Usuń %n × {card} z kandydatów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="297"/>
        <source>Restore version {version}</source>
        <translation>Przywróć wersję {version}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="315"/>
        <source>Rename the book to “{value}”</source>
        <translation>Zmień nazwę księgi na „{value}”</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="316"/>
        <source>Choose the mage {value}</source>
        <translation>Wybierz Maga: {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="317"/>
        <source>Choose the element {value}</source>
        <translation>Wybierz żywioł: {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="318"/>
        <source>Edit the notes</source>
        <translation>Zmień notatki</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="319"/>
        <source>Set the tags</source>
        <translation>Zmień etykiety</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="328"/>
        <source>Edit the book</source>
        <translation>Zmień księgę</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="320"/>
        <source>Remove a line that is not a card</source>
        <translation>Usuń wiersz, który nie jest kartą</translation>
    </message>
</context>
<context>
    <name>BookDocument</name>
    <message>
        <location filename="../spellforge/ui/editor/document.py" line="167"/>
        <source>this spellbook was changed in another window or by a command</source>
        <translation>tę księgę czarów zmieniono w innym oknie lub poleceniem</translation>
    </message>
</context>
<context>
    <name>BookTableModel</name>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="308"/>
        <source>The cost appears once a mage is chosen.</source>
        <translation>Koszt pojawi się po wybraniu Maga.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="316"/>
        <source>✎ Your own name for this card (Edit name… in the card panel changes or resets it)</source>
        <translation>✎ Twoja własna nazwa karty („Zmień nazwę…” w panelu karty zmienia ją lub przywraca)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="318"/>
        <source>* Unofficial translation made by the Spellforge project (not printed in a rulebook)</source>
        <translation>* Nieoficjalne tłumaczenie projektu Spellforge (nie ma go w instrukcji)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="319"/>
        <source>Summary: {text}</source>
        <translation>W skrócie: {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="320"/>
        <source>Printed text (English, from your OCTGN install): {text}</source>
        <translation>Tekst z karty (angielski, z Twojej instalacji OCTGN): {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="327"/>
        <source>Problem: {text}</source>
        <translation>Problem: {text}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/book_model.py" line="383"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/book_model.py" line="385"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="386"/>
        <source>Click to unfold</source>
        <translation>Kliknij, aby rozwinąć</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="387"/>
        <source>Click to fold</source>
        <translation>Kliknij, aby zwinąć</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="404"/>
        <source>missing {n}</source>
        <translation>brakuje {n}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="406"/>
        <source>in {books}</source>
        <translation>w księdze: {books}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="416"/>
        <source>You own {owned}; this book needs {need}.</source>
        <translation>Masz {owned}; ta księga potrzebuje {need}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="419"/>
        <source>Missing: you own {owned} and this book needs {need}.</source>
        <translation>Brakuje: masz {owned}, a ta księga potrzebuje {need}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="421"/>
        <source>Conflict: you own {owned}, but assembled spellbooks hold some of them; {have} of the {need} are free for this book.</source>
        <translation>Konflikt: masz {owned}, ale część kopii jest w złożonych księgach; dla tej księgi wolne są {have} z {need}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="425"/>
        <source>Copies held by assembled spellbooks: {books}</source>
        <translation>Kopie w złożonych księgach: {books}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="433"/>
        <source>No collection recorded, so no marks are shown. Record the boxes you own in Tools ▸ Collection to see which cards of this book you are missing.</source>
        <translation>Kolekcja jest pusta, więc nie ma oznaczeń. Zapisz posiadane pudełka w „Narzędzia ▸ Kolekcja”, aby zobaczyć, których kart tej księgi ci brakuje.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="435"/>
        <source>Copies free for this book / copies it needs: ✔ enough, ✖ missing, ⚠ held by an assembled spellbook</source>
        <translation>Kopie wolne dla tej księgi / potrzebne kopie: ✔ wystarczy, ✖ brakuje, ⚠ w złożonej księdze</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="444"/>
        <source>Copies</source>
        <translation>Kopie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="444"/>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="445"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="445"/>
        <source>Schools</source>
        <translation>Szkoły</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="445"/>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="446"/>
        <source>Cost each</source>
        <translation>Koszt sztuki</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="446"/>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/book_model.py" line="444"/>
        <source>Owned</source>
        <translation>Posiadane</translation>
    </message>
</context>
<context>
    <name>BooksPanel</name>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="26"/>
        <source>Delete the book “{name}”</source>
        <translation>Usuń księgę „{name}”</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="95"/>
        <source>Filter by name or tag</source>
        <translation>Filtruj po nazwie lub etykiecie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="96"/>
        <source>Filter spellbooks</source>
        <translation>Filtr ksiąg czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="97"/>
        <source>New</source>
        <translation>Nowa</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="97"/>
        <location filename="../spellforge/ui/books/panel.py" line="267"/>
        <source>Duplicate</source>
        <translation>Powiel</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="97"/>
        <location filename="../spellforge/ui/books/panel.py" line="267"/>
        <source>Rename…</source>
        <translation>Zmień nazwę…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="98"/>
        <location filename="../spellforge/ui/books/panel.py" line="267"/>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="99"/>
        <source>Create an empty spellbook</source>
        <translation>Utwórz pustą księgę czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="99"/>
        <source>Copy the selected spellbook</source>
        <translation>Skopiuj zaznaczoną księgę czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="100"/>
        <source>Rename the selected spellbook</source>
        <translation>Zmień nazwę zaznaczonej księgi czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="101"/>
        <source>Delete the selected spellbook (can be undone)</source>
        <translation>Usuń zaznaczoną księgę czarów (można cofnąć)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="106"/>
        <location filename="../spellforge/ui/books/panel.py" line="107"/>
        <source>Undo delete</source>
        <translation>Cofnij usunięcie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="108"/>
        <source>Spellbooks</source>
        <translation>Księgi czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="109"/>
        <source>Filter by mage</source>
        <translation>Filtruj po Magu</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="202"/>
        <source>All mages</source>
        <translation>Wszyscy Magowie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="189"/>
        <source>Untitled spellbook</source>
        <translation>Księga bez nazwy</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="189"/>
        <source>no mage</source>
        <translation>bez Maga</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="193"/>
        <source>▣ assembled</source>
        <translation>▣ złożona</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="195"/>
        <source>Changed {when}</source>
        <translation>Zmieniona {when}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="262"/>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="263"/>
        <source>Take apart (no longer assembled)</source>
        <translation>Rozłóż (już nie złożona)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="263"/>
        <source>Mark assembled</source>
        <translation>Oznacz jako złożoną</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="266"/>
        <source>What to buy for it…</source>
        <translation>Co do niej kupić…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="287"/>
        <source>New spellbook</source>
        <translation>Nowa księga czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="296"/>
        <source>{name} (copy)</source>
        <translation>{name} (kopia)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="316"/>
        <source>Rename spellbook</source>
        <translation>Zmiana nazwy księgi czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/panel.py" line="316"/>
        <source>New name:</source>
        <translation>Nowa nazwa:</translation>
    </message>
</context>
<context>
    <name>BoxDataDialog</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/box_data.py" line="55"/>
        <source>Box data</source>
        <translation>Dane z pudełka</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/box_data.py" line="56"/>
        <source>Add a row</source>
        <translation>Dodaj wiersz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/box_data.py" line="120"/>
        <source>✓ Every row reads.</source>
        <translation>✓ Wszystkie wiersze są poprawne.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/box_data.py" line="32"/>
        <source>Heroes</source>
        <translation>Bohaterowie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/box_data.py" line="32"/>
        <source>Soul stones</source>
        <translation>Kamienie dusz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/box_data.py" line="33"/>
        <source>Skills</source>
        <translation>Umiejętności</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/box_data.py" line="33"/>
        <source>Items</source>
        <translation>Przedmioty</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="323"/>
        <source>Card search</source>
        <translation>Wyszukiwanie kart</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="325"/>
        <location filename="../spellforge/ui/browser/browser.py" line="326"/>
        <source>Search syntax help</source>
        <translation>Pomoc: składnia wyszukiwania</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="327"/>
        <location filename="../spellforge/ui/browser/browser.py" line="329"/>
        <source>Pictures</source>
        <translation>Obrazki</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="328"/>
        <source>Show the results as a grid of card pictures instead of a table</source>
        <translation>Pokaż wyniki jako siatkę obrazków kart zamiast tabeli</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="330"/>
        <source>Epic</source>
        <translation>Wyjątkowe</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="331"/>
        <source>Only Epic spells (is:epic)</source>
        <translation>Tylko wyjątkowe czary (jest:wyjątkowe)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="332"/>
        <source>Legal for this book</source>
        <translation>Dozwolone w tej księdze</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="333"/>
        <source>Only cards the open spellbook&apos;s mage can take in its format (legal:book)</source>
        <translation>Tylko karty, które Mag otwartej Księgi Czarów może wziąć w jej formacie (wolno:księga)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="334"/>
        <source>Open a spellbook and choose its mage to use this filter</source>
        <translation>Otwórz Księgę Czarów i wybierz Maga, aby użyć tego filtra</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="358"/>
        <source>Show only this spell type (t:{type})</source>
        <translation>Pokaż tylko ten typ czarów (typ:{type})</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/browser/browser.py" line="344"/>
        <location filename="../spellforge/ui/browser/browser.py" line="488"/>
        <location filename="../spellforge/cli/cmd_card.py" line="357"/>
        <location filename="../spellforge/cli/cmd_card.py" line="367"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="493"/>
        <location filename="../spellforge/cli/cmd_card.py" line="356"/>
        <source>No cards — did you mean {names}?</source>
        <translation>Brak kart — może chodziło o {names}?</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="495"/>
        <source>No card matches “{query}”. Remove a filter chip or a condition, check the spelling, or press ? for the search syntax.</source>
        <translation>Żadna karta nie pasuje do „{query}”. Usuń filtr lub warunek, sprawdź pisownię albo naciśnij ?, aby zobaczyć składnię.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="21"/>
        <source>Unknown filter “{detail}” at position {pos}. Known filters: s, l, t, st, tr, c, set, a, f, is, owned, life, armor, range, slot, does, text, legal, pts.</source>
        <translation>Nieznany filtr „{detail}” na pozycji {pos}. Filtry: sz, p, typ, podtyp, cecha, k, zestaw, akcja, format, jest, mam, życie, zbroja, zasięg, miejsce, robi, tekst, wolno, punkty.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="44"/>
        <source>Did you mean “{suggestion}”?</source>
        <translation>Czy chodziło o „{suggestion}”?</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="513"/>
        <source>That part is ignored.</source>
        <translation>Ta część jest pomijana.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="25"/>
        <source>“{term}” at position {pos} needs a number.</source>
        <translation>„{term}” na pozycji {pos}: potrzebna liczba.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="26"/>
        <source>“{term}” at position {pos}: this filter only takes “:” or “!=”.</source>
        <translation>„{term}” na pozycji {pos}: ten filtr przyjmuje tylko „:” lub „!=”.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="23"/>
        <source>Nothing is called “{detail}” (in “{term}” at position {pos}).</source>
        <translation>Nic nie nazywa się „{detail}” (w „{term}”, pozycja {pos}).</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="298"/>
        <source>English names column</source>
        <translation>Kolumna nazw angielskich</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="27"/>
        <source>“{term}” at position {pos} needs a value.</source>
        <translation>„{term}” na pozycji {pos}: potrzebna wartość.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="28"/>
        <source>Missing closing quote at position {pos}.</source>
        <translation>Brak zamykającego cudzysłowu na pozycji {pos}.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="29"/>
        <source>“)” at position {pos} closes nothing.</source>
        <translation>„)” na pozycji {pos} niczego nie zamyka.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="30"/>
        <source>“(” at position {pos} is never closed.</source>
        <translation>„(” na pozycji {pos} nie jest zamknięty.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="31"/>
        <source>“{term}” at position {pos} needs a condition on both sides.</source>
        <translation>„{term}” na pozycji {pos}: potrzebny jest warunek po obu stronach.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="32"/>
        <source>Too many nested parentheses at position {pos}.</source>
        <translation>Za dużo zagnieżdżonych nawiasów na pozycji {pos}.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="33"/>
        <source>The query is too long; only its first {detail} characters are used.</source>
        <translation>Zapytanie jest za długie; brane jest tylko pierwsze {detail} znaków.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="34"/>
        <source>“{term}”: owned: needs the collection, which is empty.</source>
        <translation>„{term}”: filtr „mam:” wymaga kolekcji, a ta jest pusta.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="35"/>
        <source>“{term}” at position {pos} needs an open spellbook with a mage.</source>
        <translation>„{term}” na pozycji {pos}: potrzebna jest otwarta Księga Czarów z wybranym Magiem.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="36"/>
        <source>“{term}” at position {pos} is not available yet.</source>
        <translation>„{term}” na pozycji {pos} nie jest jeszcze dostępny.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="40"/>
        <source>Cannot read “{term}” at position {pos}.</source>
        <translation>Nie można odczytać „{term}” na pozycji {pos}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="324"/>
        <source>Clear the search</source>
        <translation>Wyczyść wyszukiwanie</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="39"/>
        <source>Unknown filter “{detail}” at position {pos}. Known filters: {keys}.</source>
        <translation>Nieznany filtr „{detail}” na pozycji {pos}. Filtry: {keys}.</translation>
    </message>
    <message>
        <location filename="../spellforge/library/search/errors.py" line="24"/>
        <source>No set is called “{detail}” (in “{term}” at position {pos}). Sets: {choices}.</source>
        <translation>Nie ma zestawu „{detail}” (w „{term}”, pozycja {pos}). Zestawy: {choices}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/browser.py" line="321"/>
        <source>s:fire t:creature l&lt;=2 … or a card name in any language</source>
        <translation>szkoła:ogień typ:stworzenie … lub nazwa w dowolnym języku</translation>
    </message>
</context>
<context>
    <name>CardDetail</name>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="96"/>
        <source>Card details</source>
        <translation>Szczegóły karty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="97"/>
        <source>Edit name…</source>
        <translation>Zmień nazwę…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="108"/>
        <source>Correct this card&apos;s name {language}; it is kept in your data</source>
        <translation>Popraw nazwę tej karty {language}; zostanie zapisana w twoich danych</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="113"/>
        <source>Select a card to see its details.</source>
        <translation>Wybierz kartę, aby zobaczyć jej szczegóły.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="126"/>
        <source>✎ Your own name for this card (Edit name… in the card panel changes or resets it)</source>
        <translation>✎ Twoja własna nazwa karty („Zmień nazwę…” w panelu karty zmienia ją lub przywraca)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="128"/>
        <location filename="../spellforge/ui/cards/detail.py" line="221"/>
        <location filename="../spellforge/ui/cards/detail.py" line="407"/>
        <source>Unofficial translation made by the Spellforge project (not printed in a rulebook)</source>
        <translation>Nieoficjalne tłumaczenie projektu Spellforge (nie ma go w instrukcji)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="174"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="175"/>
        <location filename="../spellforge/ui/cards/detail.py" line="294"/>
        <source>Subtypes</source>
        <translation>Podtypy</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="176"/>
        <source>Schools</source>
        <translation>Szkoły</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="177"/>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="178"/>
        <source>Casting cost</source>
        <translation>Koszt rzucenia</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="180"/>
        <source>Reveal cost</source>
        <translation>Koszt odkrycia</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="181"/>
        <source>Action</source>
        <translation>Akcja</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="181"/>
        <source>Quick</source>
        <translation>Szybka</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="181"/>
        <source>Full</source>
        <translation>Pełna</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="183"/>
        <source>Range</source>
        <translation>Zasięg</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="184"/>
        <source>Target</source>
        <translation>Cel</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="185"/>
        <location filename="../spellforge/ui/cards/detail.py" line="293"/>
        <source>Life</source>
        <translation>Życie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="186"/>
        <location filename="../spellforge/ui/cards/detail.py" line="293"/>
        <source>Armor</source>
        <translation>Zbroja</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="187"/>
        <location filename="../spellforge/ui/cards/detail.py" line="293"/>
        <source>Channeling</source>
        <translation>Przyrost Many</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="189"/>
        <source>once per round</source>
        <translation>raz na rundę</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="189"/>
        <source>every attack</source>
        <translation>przy każdym ataku</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="190"/>
        <source>Defense</source>
        <translation>Obrona</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="191"/>
        <source>Equipment slots</source>
        <translation>Miejsca ekwipunku</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="192"/>
        <source>Traits</source>
        <translation>Cechy</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="194"/>
        <source>Grants</source>
        <translation>Nadaje</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="195"/>
        <source>Formats</source>
        <translation>Formaty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="244"/>
        <source>melee</source>
        <translation>wręcz</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="244"/>
        <source>ranged</source>
        <translation>dystansowy</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="247"/>
        <source>{name}: ability, {dice} dice, range {low}–{high}</source>
        <translation>{name}: umiejętność, kości: {dice}, zasięg {low}–{high}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="248"/>
        <source>{name}: ability, range {low}–{high}</source>
        <translation>{name}: umiejętność, zasięg {low}–{high}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="251"/>
        <source>{name}: {kind} attack, {dice} dice, range {low}–{high}</source>
        <translation>{name}: atak ({kind}), kości: {dice}, zasięg {low}–{high}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="254"/>
        <source>{name}: attack, {dice} dice</source>
        <translation>{name}: atak, kości: {dice}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="256"/>
        <source>{attack} (as printed in {printing})</source>
        <translation>{attack} (w wydaniu {printing})</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="262"/>
        <source>Damage type</source>
        <translation>Typ obrażeń</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="279"/>
        <source>Effect die {roll}: {effects}</source>
        <translation>Kość efektu {roll}: {effects}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="213"/>
        <source>Names</source>
        <translation>Nazwy</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="213"/>
        <source>no name yet</source>
        <translation>na razie bez nazwy</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="224"/>
        <location filename="../spellforge/ui/cards/detail.py" line="403"/>
        <source>Your own name for this card (Edit name… changes or resets it)</source>
        <translation>Twoja własna nazwa karty („Zmień nazwę…” zmienia ją lub przywraca)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="227"/>
        <source>Printings</source>
        <translation>Wydania</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="234"/>
        <source>Errata</source>
        <translation>Errata</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="324"/>
        <source>What it does (summary)</source>
        <translation>Co robi (w skrócie)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="325"/>
        <source>A summary made by Spellforge from the card&apos;s effects, not the printed text.</source>
        <translation>Streszczenie przygotowane przez Spellforge na podstawie efektów karty, a nie tekst z karty.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="331"/>
        <source>Printed text (English, from your OCTGN install)</source>
        <translation>Tekst z karty (angielski, z Twojej instalacji OCTGN)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="365"/>
        <source>What the keywords mean</source>
        <translation>Co oznaczają słowa kluczowe</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="273"/>
        <source>Can only target: {what}</source>
        <translation>Może atakować tylko: {what}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="270"/>
        <source>{trait} per {token} token</source>
        <translation>{trait} za każdy żeton „{token}”</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="294"/>
        <source>Attacks</source>
        <translation>Ataki</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="300"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="301"/>
        <source>Trait added: {value}</source>
        <translation>Dodana cecha: {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="302"/>
        <source>Trait removed: {value}</source>
        <translation>Usunięta cecha: {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="303"/>
        <source>Attack trait added: {value}</source>
        <translation>Atak zyskuje cechę: {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="304"/>
        <source>Attack trait removed: {value}</source>
        <translation>Atak traci cechę: {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="305"/>
        <source>Granted trait removed: {value}</source>
        <translation>Usunięta nadawana cecha: {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="306"/>
        <source>Granted trait corrected: {value}</source>
        <translation>Poprawiona nadawana cecha: {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="309"/>
        <source>No attack bar</source>
        <translation>Brak ataków</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/detail.py" line="315"/>
        <source>{change} (official errata)</source>
        <translation>{change} (oficjalna errata)</translation>
    </message>
</context>
<context>
    <name>CardGridModel</name>
    <message>
        <location filename="../spellforge/ui/cards/grid.py" line="70"/>
        <source>Summary: {text}</source>
        <translation>W skrócie: {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/grid.py" line="71"/>
        <source>Printed text (English, from your OCTGN install): {text}</source>
        <translation>Tekst z karty (angielski, z Twojej instalacji OCTGN): {text}</translation>
    </message>
</context>
<context>
    <name>CardMenus</name>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="22"/>
        <source>Filter by type: {type}</source>
        <translation>Filtruj według typu: {type}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="26"/>
        <source>Filter by school: {school}</source>
        <translation>Filtruj według szkoły: {school}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="38"/>
        <source>Add a copy of {card}</source>
        <translation>Dodaj kopię: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="40"/>
        <source>Remove a copy</source>
        <translation>Usuń jedną kopię</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="41"/>
        <source>Remove all copies</source>
        <translation>Usuń wszystkie kopie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="42"/>
        <source>Move to candidates</source>
        <translation>Przenieś do kandydatów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="42"/>
        <source>Move to the book</source>
        <translation>Przenieś do księgi</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="45"/>
        <location filename="../spellforge/ui/cards/menus.py" line="61"/>
        <source>Show the card</source>
        <translation>Pokaż kartę</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="49"/>
        <source>Show all cards of the book</source>
        <translation>Pokaż wszystkie karty księgi</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="58"/>
        <source>Add to the book</source>
        <translation>Dodaj do księgi</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/menus.py" line="59"/>
        <source>Add to candidates</source>
        <translation>Dodaj do kandydatów</translation>
    </message>
</context>
<context>
    <name>CardNameCommands</name>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="44"/>
        <source>Reset the name of {card} {language}</source>
        <translation>Przywróć nazwę {language}: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="46"/>
        <source>Name {card} “{name}” {language}</source>
        <translation>Nowa nazwa {language}: {card} → „{name}”</translation>
    </message>
</context>
<context>
    <name>CardNameDialog</name>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="118"/>
        <location filename="../spellforge/ui/cards/names.py" line="123"/>
        <source>Card name</source>
        <translation>Nazwa karty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="120"/>
        <source>Your name for “{card}” {language}. It is kept in your data and survives library updates.</source>
        <translation>Twoja nazwa karty „{card}” {language}. Jest zapisana w twoich danych i przetrwa aktualizacje biblioteki.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="122"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nazwa:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="124"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="125"/>
        <source>Shipped name: {name}</source>
        <translation>Nazwa z biblioteki: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="126"/>
        <source>Reset to shipped name</source>
        <translation>Przywróć nazwę z biblioteki</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="127"/>
        <source>Forget your name and show the shipped one again</source>
        <translation>Zapomnij twoją nazwę i znów pokazuj nazwę z biblioteki</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <location filename="../spellforge/ui/cards/text.py" line="14"/>
        <source>in English</source>
        <translation>po angielsku</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/text.py" line="15"/>
        <source>in Russian</source>
        <translation>po rosyjsku</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/text.py" line="16"/>
        <source>in Polish</source>
        <translation>po polsku</translation>
    </message>
</context>
<context>
    <name>CardTableModel</name>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="115"/>
        <source>Quick</source>
        <translation>Szybka</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="115"/>
        <source>Full</source>
        <translation>Pełna</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="186"/>
        <source>✎ Your own name for this card (Edit name… in the card panel changes or resets it)</source>
        <translation>✎ Twoja własna nazwa karty („Zmień nazwę…” w panelu karty zmienia ją lub przywraca)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="188"/>
        <source>* Unofficial translation made by the Spellforge project (not printed in a rulebook)</source>
        <translation>* Nieoficjalne tłumaczenie projektu Spellforge (nie ma go w instrukcji)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="196"/>
        <source>Summary: {text}</source>
        <translation>W skrócie: {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="197"/>
        <source>Printed text (English, from your OCTGN install): {text}</source>
        <translation>Tekst z karty (angielski, z Twojej instalacji OCTGN): {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="207"/>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="207"/>
        <source>English</source>
        <translation>Angielska</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="207"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="207"/>
        <source>Schools</source>
        <translation>Szkoły</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="207"/>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="208"/>
        <source>Cost</source>
        <translation>Koszt</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="208"/>
        <source>Action</source>
        <translation>Akcja</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="208"/>
        <source>Life</source>
        <translation>Życie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="208"/>
        <source>Armor</source>
        <translation>Zbroja</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/model.py" line="208"/>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
</context>
<context>
    <name>CardsModel</name>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="151"/>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="151"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="151"/>
        <source>From products</source>
        <translation>Z produktów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="151"/>
        <source>Singles / losses</source>
        <translation>Pojedyncze / utracone</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="152"/>
        <source>Owned</source>
        <translation>Posiadane</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="156"/>
        <source>Copies bought singly (+) or lost (−), on top of the products</source>
        <translation>Kopie kupione osobno (+) lub utracone (−), ponad produkty</translation>
    </message>
</context>
<context>
    <name>CardsTab</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="453"/>
        <source>All kinds</source>
        <translation>Wszystkie rodzaje</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="454"/>
        <source>All sets</source>
        <translation>Wszystkie zestawy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="463"/>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="463"/>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="463"/>
        <source>Colour</source>
        <translation>Kolor</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="463"/>
        <source>Box</source>
        <translation>Zestaw</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="464"/>
        <source>Facts</source>
        <translation>Dane</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="464"/>
        <source>Rulebook</source>
        <translation>Według zasad</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="482"/>
        <source>level {level}, cost {cost}, armour {armour}, copies {copies}; {sites}</source>
        <translation>poziom {level}, koszt {cost}, pancerz {armour}, liczba kopii: {copies}; {sites}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="488"/>
        <source>night: {name}</source>
        <translation>w nocy: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="507"/>
        <source>yes</source>
        <translation>potwierdzone</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="507"/>
        <source>unverified</source>
        <translation>niesprawdzone</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="514"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="515"/>
        <source>%n skill(s)</source>
        <translation>
            <numerusform>%n umiejętność</numerusform>
            <numerusform>%n umiejętności</numerusform>
            <numerusform>%n umiejętności</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="450"/>
        <source>Name in any language, or t:spell col:red cost&lt;=6 …</source>
        <translation>Nazwa w dowolnym języku lub typ:zaklęcie kolor:czerwony koszt&lt;=6 …</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="451"/>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="452"/>
        <source>Search syntax help</source>
        <translation>Pomoc: składnia wyszukiwania</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="499"/>
        <source>Nothing has exactly these letters; showing other endings and typos.</source>
        <translation>Brak dokładnego dopasowania; pokazano inne końcówki i literówki.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="501"/>
        <source>No cards found. Did you mean: {names}?</source>
        <translation>Nie znaleziono kart. Może chodziło o: {names}?</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../spellforge/cli/__init__.py" line="73"/>
        <source>its only line names no card</source>
        <translation>jedyny wiersz nie zawiera nazwy karty</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/__init__.py" line="74"/>
        <source>none of its %n lines names a card</source>
        <translation>
            <numerusform>żaden z %n wierszy nie zawiera nazwy karty</numerusform>
            <numerusform>żaden z %n wierszy nie zawiera nazwy karty</numerusform>
            <numerusform>żaden z %n wierszy nie zawiera nazwy karty</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/__init__.py" line="75"/>
        <source>{path}: not a spellbook: {which} (first: line {line})</source>
        <translation>{path}: to nie jest Księga Czarów: {which} (pierwszy: wiersz {line})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/__init__.py" line="112"/>
        <source>Mage Wars spellbook tools</source>
        <translation>Narzędzia do Ksiąg Czarów Mage Wars</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/__init__.py" line="113"/>
        <source>user data directory (default: the platform&apos;s)</source>
        <translation>katalog danych użytkownika (domyślnie: systemowy)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/__init__.py" line="117"/>
        <location filename="../spellforge/cli/argparse_words.py" line="36"/>
        <source>show program&apos;s version number and exit</source>
        <translation>pokaż wersję programu i zakończ</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="23"/>
        <source>spellbook file (.o8d, text, BBCode, forum text, Spellforge JSON or a deck code), or a saved book&apos;s name or id, or NAME@VERSION</source>
        <translation>plik Księgi Czarów (`.o8d`, tekst, `BBCode`, tekst z forum, JSON lub kod talii), albo nazwa lub numer zapisanej księgi, albo `NAME@VERSION`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="47"/>
        <source>; its spellbook files: {files}</source>
        <translation>; pliki ksiąg w nim: {files}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="49"/>
        <source>; it holds no spellbook file</source>
        <translation>; nie ma w nim pliku księgi</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="50"/>
        <source>{path}: is a folder, not a spellbook file — give one file{hint}</source>
        <translation>{path}: to katalog, a nie plik Księgi Czarów — wskaż jeden plik{hint}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="52"/>
        <source>{path}: not a spellbook file</source>
        <translation>{path}: to nie jest plik Księgi Czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="54"/>
        <location filename="../spellforge/cli/book_arg.py" line="63"/>
        <location filename="../spellforge/cli/cmd_data.py" line="127"/>
        <source>{path}: no such file</source>
        <translation>{path}: nie ma takiego pliku</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="64"/>
        <source> (saved books: {names})</source>
        <translation> (zapisane księgi: {names})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="65"/>
        <source> (no books are saved yet: `spellforge books save FILE`)</source>
        <translation> (nie zapisano jeszcze żadnej księgi: `spellforge books save PLIK`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="66"/>
        <source>{name} is neither a spellbook file nor a saved spellbook{hint}</source>
        <translation>{name}: nie ma ani takiego pliku księgi, ani zapisanej księgi o tej nazwie{hint}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="89"/>
        <source>no saved spellbook {name} (see `spellforge books list`)</source>
        <translation>nie znaleziono zapisanej księgi: {name} (zob. `spellforge books list`)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/book_arg.py" line="93"/>
        <source>%n spellbooks are named {name}: use an id ({ids})</source>
        <translation>
            <numerusform>{name}: tak nazywa się %n księga; podaj numer ({ids})</numerusform>
            <numerusform>{name}: tak nazywają się %n księgi; podaj numer ({ids})</numerusform>
            <numerusform>{name}: tak nazywa się %n ksiąg; podaj numer ({ids})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="104"/>
        <source>{name}: the version after @ must be a number (see `spellforge books history`)</source>
        <translation>{name}: po @ musi być numer wersji (zob. `spellforge books history`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/book_arg.py" line="111"/>
        <source>spellbook {name} has no version {number} (see `spellforge books history {id}`)</source>
        <translation>księga {name}: nie ma wersji {number} (zob. `spellforge books history {id}`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="19"/>
        <source>every fact of one card</source>
        <translation>wszystkie dane jednej karty</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="20"/>
        <source>Every fact of one card, found by its exact name in any language or its printed code, else by the start of its name when one card matches. Exit status: 0 found; 1 no such card (similar names are suggested); 2 a mage&apos;s name: its figures are under `spellforge mage NAME`.</source>
        <translation>Wszystkie dane jednej karty, znalezionej po dokładnej nazwie w dowolnym języku lub po kodzie z karty, a w przeciwnym razie po początku nazwy, gdy pasuje jedna karta. Kod wyjścia: 0 — znaleziona; 1 — nie ma takiej karty (podpowiadane są podobne nazwy); 2 — to imię Maga: jego parametry pokazuje `spellforge mage NAME`.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="24"/>
        <source>card name in English, Russian or Polish (or a printed code)</source>
        <translation>nazwa karty po angielsku, rosyjsku lub polsku (albo kod z karty)</translation>
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
        <translation>język wyniku do czytania</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="28"/>
        <source>a mage&apos;s figures and training, with sources</source>
        <translation>parametry i szkolenie Maga, ze źródłami</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="29"/>
        <source>mage name in English, Russian or Polish (Warlock, Колдун, Czarnoksiężnik, Academy Wizard…)</source>
        <translation>imię Maga po angielsku, rosyjsku lub polsku (Czarnoksiężnik, Czarodziej…)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="31"/>
        <source>machine-readable output (every fact and its source)</source>
        <translation>wynik dla programów (każda dana i jej źródło)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="32"/>
        <source>also show where each figure comes from (rulebook lines, OCTGN fields)</source>
        <translation>pokaż też, skąd pochodzi każda liczba (wiersze instrukcji, pola OCTGN)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="35"/>
        <source>find cards with the browser&apos;s query language (names in any language, s:fire l&lt;=2, or/или/lub, -negation, …)</source>
        <translation>znajdź karty językiem zapytań przeglądarki (nazwy w dowolnym języku, `sz:ogień p&lt;=2`, lub/`or`, `-` jako przeczenie, …)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="38"/>
        <source>the query, as typed in the window&apos;s search box (words may go unquoted; quote phrases and anything with &lt; &gt; ( ) | for the shell)</source>
        <translation>zapytanie jak w polu wyszukiwania okna (słowa mogą być bez cudzysłowu; frazy i wszystko z &lt; &gt; ( ) | ujmij w cudzysłów dla powłoki)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="40"/>
        <source>language of names and of the ranking</source>
        <translation>język nazw i kolejności wyników</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="41"/>
        <source>show at most this many cards (default: all)</source>
        <translation>pokaż najwyżej tyle kart (domyślnie: wszystkie)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="42"/>
        <source>price each card for this mage (a points column; enables legal:book and pts&lt;=N)</source>
        <translation>wyceń każdą kartę dla tego Maga (kolumna punktów; włącza `wolno:księga` i `punkty&lt;=N`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="43"/>
        <source>the Wizard&apos;s element for --mage</source>
        <translation>żywioł Czarodzieja dla `--mage`</translation>
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
        <translation>wynik JSON dla programów</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="54"/>
        <source>Find cards with the query language of the window&apos;s search box.</source>
        <translation>Szukanie kart językiem zapytań pola wyszukiwania w oknie.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="56"/>
        <source>  words          names in any language, typos forgiven (fierball finds Fireball)</source>
        <translation>  słowa          nazwy w dowolnym języku, literówki wybaczone (kula ogni znajdzie Kulę Ognia)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="57"/>
        <source>  key:value      s: school, l: level, t: type, st: subtype, trait:, cost:, a: action,</source>
        <translation>  klucz:wartość  szkoła:, poziom:, typ:, podtyp:, cecha:, koszt:, akcja:,</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="58"/>
        <source>                 set:, is:, does:, slot:, f: format; with --mage also legal:book, pts:</source>
        <translation>                 zestaw:, jest:, robi:, miejsce:, format:; z --mage także wolno:księga i punkty:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="59"/>
        <source>  &lt; &lt;= = &gt;= &gt;    compare numbers: l&lt;=2, cost&gt;8, pts&lt;=2</source>
        <translation>  &lt; &lt;= = &gt;= &gt;    porównanie liczb: poziom&lt;=2, koszt&gt;8, punkty&lt;=2</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="60"/>
        <source>  or             either term (also или, lub); terms side by side: both</source>
        <translation>  lub            którykolwiek z warunków; warunki obok siebie — oba naraz</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="61"/>
        <source>  -term          not this term; ( ) group; &quot;quotes&quot; keep a phrase</source>
        <translation>  -warunek       bez tego warunku; ( ) grupują; „cudzysłów” (&quot;…&quot;) trzyma frazę w całości</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="62"/>
        <source>Keys and values are also understood in Russian and Polish (школа:огонь, szkoła:ogień).</source>
        <translation>Klucze i wartości rozumiane są też po rosyjsku (школа:огонь) i po angielsku.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="64"/>
        <source>Examples:</source>
        <translation>Przykłady:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="100"/>
        <source>give a card name (English, Russian or Polish) or a printed code such as MW1A04</source>
        <translation>podaj nazwę karty (po angielsku, rosyjsku lub polsku) albo kod z karty, np. MW1A04</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="101"/>
        <location filename="../spellforge/cli/cmd_translations.py" line="90"/>
        <source>no card named {name}</source>
        <translation>nie znaleziono karty: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="104"/>
        <source>{mage} is a mage: see `spellforge mage {command}`</source>
        <translation>{mage} to Mag: zob. `spellforge mage {command}`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="107"/>
        <location filename="../spellforge/cli/cmd_collection.py" line="198"/>
        <source>did you mean: {names}</source>
        <translation>może chodzi o: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="124"/>
        <source>unknown mage {name}; did you mean: {names}</source>
        <translation>nie znaleziono Maga: {name}; może chodzi o: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="125"/>
        <source>unknown mage {name}; known: {names}</source>
        <translation>nie znaleziono Maga: {name}; znani Magowie: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="256"/>
        <source>Sources:</source>
        <translation>Źródła:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="33"/>
        <source>the cards you own and the spellbooks you can build</source>
        <translation>posiadane karty i Księgi Czarów, które da się z nich złożyć</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="34"/>
        <source>The cards you own and the spellbooks you can build from them.</source>
        <translation>Posiadane karty i Księgi Czarów, które da się z nich złożyć.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="43"/>
        <source>language of card and product names</source>
        <translation>język nazw kart i produktów</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="46"/>
        <source>list owned products, single cards and totals</source>
        <translation>lista posiadanych produktów, pojedynczych kart i sum</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="47"/>
        <source>also list every owned card with its count</source>
        <translation>wypisz też każdą posiadaną kartę z liczbą sztuk</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="49"/>
        <source>add boxes of a product or copies of a card</source>
        <translation>dodaj pudełka produktu lub egzemplarze karty</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="50"/>
        <source>remove boxes of a product or copies of a card</source>
        <translation>usuń pudełka produktu lub egzemplarze karty</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="52"/>
        <source>a product by its name in English, Russian or Polish (&apos;Базовый набор&apos;, &apos;Zestaw podstawowy&apos;, &apos;Forcemaster vs. Warlord&apos;; the first letters of its words will do) or its code (core), or a card by its name or printed code</source>
        <translation>produkt po nazwie po angielsku, rosyjsku lub polsku („Zestaw podstawowy”, „Mistrzyni Mocy kontra Wódz”; wystarczą pierwsze litery słów) lub po kodzie (`core`), albo karta po nazwie lub kodzie z karty</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="55"/>
        <source>how many (default 1)</source>
        <translation>ile sztuk (domyślnie 1)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="57"/>
        <source>read a collection CSV (columns by header: product,card,code,count)</source>
        <translation>wczytaj kolekcję z CSV (kolumny według nagłówka: `product,card,code,count`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="58"/>
        <source>collection CSV file (header: product,card,code,count)</source>
        <translation>plik kolekcji CSV (nagłówek: `product,card,code,count`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="59"/>
        <source>replace the whole collection (default: merge)</source>
        <translation>zastąp całą kolekcję (domyślnie: połącz)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="60"/>
        <source>report the lines, change nothing</source>
        <translation>pokaż wiersze, niczego nie zmieniaj</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="62"/>
        <source>write the collection as CSV</source>
        <translation>zapisz kolekcję jako CSV</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="64"/>
        <source>list every owned card, not only singles/losses</source>
        <translation>wypisz każdą posiadaną kartę, nie tylko pojedyncze i utracone</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="66"/>
        <source>can these spellbooks be built from the collection, alone and together?</source>
        <translation>czy te Księgi Czarów da się złożyć z kolekcji, osobno i razem?</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="67"/>
        <location filename="../spellforge/cli/cmd_collection.py" line="72"/>
        <source>spellbooks: each a {book}</source>
        <translation>Księgi Czarów: każda to {book}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="69"/>
        <source>keep the books marked assembled together (can I ALSO build these?)</source>
        <translation>uwzględnij księgi oznaczone jako złożone (czy złożę RÓWNIEŻ te?)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="71"/>
        <source>mark spellbooks as physically assembled (they keep their cards)</source>
        <translation>oznacz Księgi Czarów jako fizycznie złożone (ich karty są zajęte)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="73"/>
        <source>name to record (one book only; default: the book&apos;s name)</source>
        <translation>nazwa do zapisania (tylko jedna księga; domyślnie: nazwa księgi)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="75"/>
        <source>take assembled spellbooks apart</source>
        <translation>rozłóż złożone Księgi Czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="76"/>
        <source>names of assembled spellbooks, as `collection assemble` recorded them</source>
        <translation>nazwy złożonych ksiąg, tak jak zapisało je `collection assemble`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="90"/>
        <source>a count must be a whole number from 1 to {max}, not {text}</source>
        <translation>liczba musi być całkowita, od 1 do {max}, nie {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="390"/>
        <source>{book}: buildable from the collection alone</source>
        <translation>{book}: da się złożyć z samej kolekcji</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="391"/>
        <source>{book}: NOT buildable from the collection alone</source>
        <translation>{book}: NIE da się złożyć z samej kolekcji</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="392"/>
        <source>missing {count} × {card} (need {need}, have {have})</source>
        <translation>brakuje: {count} × {card} (potrzeba {need}, jest {have})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="395"/>
        <source>cheapest to complete: {products}</source>
        <translation>najtaniej uzupełnić: {products}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="397"/>
        <source>{count} × {card}: in no known product</source>
        <translation>{count} × {card}: nie ma w żadnym znanym zestawie</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_collection.py" line="401"/>
        <source>{card}: %n copies are in {books}</source>
        <translation>
            <numerusform>{card}: %n kopia jest w księgach: {books}</numerusform>
            <numerusform>{card}: %n kopie są w księgach: {books}</numerusform>
            <numerusform>{card}: %n kopii jest w księgach: {books}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="403"/>
        <source>line {line} not read: {text}</source>
        <translation>wiersz {line} nierozpoznany: {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="406"/>
        <source> and </source>
        <translation> i </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="407"/>
        <source>conflict: {card}: {owned} owned, {needed} needed by {books}</source>
        <translation>konflikt: {card}: jest {owned}, potrzeba {needed} ({books})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="409"/>
        <source>all together: BUILDABLE</source>
        <translation>wszystkie razem: DA SIĘ ZŁOŻYĆ</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="409"/>
        <source>all together: NOT BUILDABLE</source>
        <translation>wszystkie razem: NIE DA SIĘ ZŁOŻYĆ</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="14"/>
        <source>card library statistics and maintenance</source>
        <translation>statystyki i obsługa biblioteki kart</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="16"/>
        <source>counts of spells, mages, printings, sets and translations</source>
        <translation>liczba czarów, Magów, wydań, zestawów i tłumaczeń</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="17"/>
        <source>include the community playtest sets</source>
        <translation>uwzględnij testowe zestawy społeczności</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="21"/>
        <source>rebuild the SQLite library from db/ now</source>
        <translation>odbuduj teraz bibliotekę kart z `db/`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="63"/>
        <source>spells: {spells} (Arena {arena}, Academy {academy})</source>
        <translation>czary: {spells} (Arena {arena}, Akademia {academy})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="64"/>
        <source>mages: {mages}</source>
        <translation>Magowie: {mages}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="64"/>
        <source>printings: {printings}</source>
        <translation>wydania kart: {printings}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="65"/>
        <source>sets:</source>
        <translation>zestawy:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="67"/>
        <source>card effects: modelled {modelled} (partly {partial}), figures only {stats_only}, not modelled {unmodelled}, missing {missing}</source>
        <translation>efekty kart: w modelu {modelled} (częściowo {partial}), tylko parametry {stats_only}, poza modelem {unmodelled}, brak danych {missing}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="69"/>
        <location filename="../spellforge/cli/cmd_translations.py" line="95"/>
        <source>English</source>
        <translation>angielski</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="69"/>
        <location filename="../spellforge/cli/cmd_translations.py" line="95"/>
        <source>Russian</source>
        <translation>rosyjski</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="69"/>
        <location filename="../spellforge/cli/cmd_translations.py" line="95"/>
        <source>Polish</source>
        <translation>polski</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_library.py" line="72"/>
        <source>card names ({language}): {count} (the rulebook&apos;s {rulebook}, ours {project})</source>
        <translation>nazwy kart ({language}): {count} (z zasad {rulebook}, nasze {project})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="24"/>
        <source>Mage</source>
        <translation>Mag</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="24"/>
        <source>Spell points</source>
        <translation>Punkty czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="24"/>
        <source>LEGAL</source>
        <translation>KSIĘGA POPRAWNA</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="25"/>
        <source>ILLEGAL</source>
        <translation>KSIĘGA NIEPOPRAWNA</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="25"/>
        <source>Problems</source>
        <translation>Problemy</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="25"/>
        <source>Unread lines</source>
        <translation>Nierozpoznane wiersze</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="26"/>
        <source>line</source>
        <translation>wiersz</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="26"/>
        <source>Warnings</source>
        <translation>Ostrzeżenia</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="26"/>
        <source>Suggestions</source>
        <translation>Podpowiedzi</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="32"/>
        <source>chosen</source>
        <translation>wybrany</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="32"/>
        <source>from the book</source>
        <translation>z księgi</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="32"/>
        <source>default</source>
        <translation>domyślny</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="38"/>
        <source>check a spellbook&apos;s spell points and legality</source>
        <translation>sprawdź punkty czarów i poprawność Księgi Czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="39"/>
        <source>Cost every card for the book&apos;s mage (or --mage) and list every rule the book breaks. Exit status: 0 legal, 1 illegal, 2 unreadable input.</source>
        <translation>Wyceń każdą kartę dla Maga księgi (lub `--mage`) i wypisz każdą złamaną zasadę. Kod wyjścia: 0 — księga poprawna, 1 — niepoprawna, 2 — nieczytelne dane.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="43"/>
        <source>validate for this mage instead of the one the book names</source>
        <translation>sprawdź dla tego Maga zamiast wskazanego w księdze</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="44"/>
        <source>the Wizard&apos;s chosen element: {elements}</source>
        <translation>żywioł wybrany przez Czarodzieja: {elements}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="47"/>
        <source>whose facts price a card the file names a printing of: the canonical card (default) or the named printing</source>
        <translation>czyje dane wyceniają kartę, gdy plik wskazuje jej wydanie: karty podstawowej (domyślnie) czy wskazanego wydania</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_validate.py" line="49"/>
        <source>language of messages (default en)</source>
        <translation>język komunikatów (domyślnie `en`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="146"/>
        <source>Products:</source>
        <translation>Zestawy:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="147"/>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="149"/>
        <source>Single cards and losses:</source>
        <translation>Pojedyncze karty i straty:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="150"/>
        <source>{card}: {delta} (owned {owned})</source>
        <translation>{card}: {delta} (posiadane: {owned})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="153"/>
        <source>Assembled spellbooks:</source>
        <translation>Złożone Księgi Czarów:</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_collection.py" line="155"/>
        <source>%n different card(s), {copies}</source>
        <translation>
            <numerusform>%n różna karta, {copies}</numerusform>
            <numerusform>%n różne karty, {copies}</numerusform>
            <numerusform>%n różnych kart, {copies}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_collection.py" line="156"/>
        <source>%n copies</source>
        <translation>
            <numerusform>%n kopia</numerusform>
            <numerusform>%n kopie</numerusform>
            <numerusform>%n kopii</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/element_arg.py" line="22"/>
        <source>`--element {value}` is not an element ({elements})</source>
        <translation>`--element {value}`: to nie żywioł ({elements})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="122"/>
        <location filename="../spellforge/cli/cmd_export.py" line="48"/>
        <location filename="../spellforge/cli/cmd_import.py" line="117"/>
        <source>warning: {text}</source>
        <translation>ostrzeżenie: {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card.py" line="278"/>
        <source>one element of choice</source>
        <translation>jedna szkoła żywiołów do wyboru</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="23"/>
        <source>test-cast a spellbook against a target: passive, or with --opponent dummy one that attacks back</source>
        <translation>próbne gry Księgą Czarów przeciw celowi: biernemu albo, z `--opponent dummy`, takiemu, który kontratakuje</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="34"/>
        <source>number of games (default 1000)</source>
        <translation>liczba gier (domyślnie 1000)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="35"/>
        <location filename="../spellforge/cli/cmd_matchup.py" line="32"/>
        <source>random seed (default 1)</source>
        <translation>ziarno losowości (domyślnie 1)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="36"/>
        <source>play as this mage instead of the one the book names</source>
        <translation>graj tym Magiem zamiast wskazanego w księdze</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="37"/>
        <source>the target&apos;s Life (default 32)</source>
        <translation>Życie celu (domyślnie 32)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="38"/>
        <source>the target&apos;s Armor (default 0)</source>
        <translation>Zbroja celu (domyślnie 0)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="39"/>
        <source>Life of a guard creature beside the target (0 = none)</source>
        <translation>Życie strażnika obok celu (0 — bez strażnika)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="40"/>
        <source>Armor of the guard creature</source>
        <translation>Zbroja strażnika</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="46"/>
        <source>stop a game after this many rounds (default 20)</source>
        <translation>zakończ grę po tylu rundach (domyślnie 20)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="48"/>
        <source>planner (default): search each round&apos;s choices by rollouts for the fastest kill; greedy: develop mana, then creatures, then attacks, in a fixed order (docs/goldfish.md)</source>
        <translation>`planner` (domyślnie): co rundę sprawdza wybory próbnymi rozgrywkami, szukając najszybszej wygranej; `greedy`: mana, potem stworzenia, potem ataki, w stałej kolejności</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="51"/>
        <source>none: the target never acts; dummy: each round it makes a melee attack at the nearest creature or your mage (docs/goldfish.md)</source>
        <translation>`none`: cel nic nie robi; `dummy`: co rundę wykonuje atak wręcz na najbliższe stworzenie lub twojego Maga</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="53"/>
        <source>attack dice of the dummy&apos;s melee attack (default 3)</source>
        <translation>liczba kości ataku w ataku wręcz celu (domyślnie 3)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="54"/>
        <source>Piercing of the dummy&apos;s melee attack (default 0)</source>
        <translation>wartość cechy Przebijający ataku wręcz celu (domyślnie 0)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="56"/>
        <source>the dummy&apos;s Channeling: mana it gains each round for its own spells (default 9)</source>
        <translation>Przyrost Many celu: mana, którą co rundę zyskuje na własne czary (domyślnie 9)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="57"/>
        <source>the dummy&apos;s mana at the start (default 10)</source>
        <translation>mana celu na początku (domyślnie 10)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="59"/>
        <source>cards the dummy wears or casts, comma-separated names (any language) or ids: enchantments and equipment in play on it, a hidden Block, an attack spell it casts at your objects, a curse it casts on your mage; e.g. &quot;Leather Boots, Rhino Hide, Regrowth, Deflection Bracers, Block, Lightning Bolt, Ghoul Rot&quot; (default: none, docs/goldfish.md)</source>
        <translation>karty, które cel nosi lub rzuca — nazwy (w dowolnym języku) lub numery po przecinku: Zaklęcia i Ekwipunek na nim, ukryty Blok, czar ataku rzucany w twoje obiekty, Klątwa rzucana na twojego Maga; np. „Skórzane Buty, Pancerz Nosorożca, Odnowa, Karwasze Odbicia, Blok, Elektryczny Pocisk, Zgnilizna Ghula” (domyślnie: żadne)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="64"/>
        <source>with --distance the dummy walks toward your nearest creature or your mage, so traps, walls and terrain meet it (docs/goldfish.md &quot;Arena&quot;); this keeps it standing in its zone</source>
        <translation>z `--distance` cel idzie ku twojemu najbliższemu stworzeniu lub Magowi, więc trafia na pułapki, ściany i teren; ta opcja zostawia go w jego strefie</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="71"/>
        <source>refuse a book that is not legal for its mage (default: warn on stderr and play it)</source>
        <translation>odrzuć księgę niepoprawną dla jej Maga (domyślnie: ostrzeż na wyjściu błędów i graj)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="72"/>
        <source>JSON casting plan: which spells to prepare in which round</source>
        <translation>plan w JSON: które czary przygotować w której rundzie</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="73"/>
        <source>also print the round-by-round log of the first game</source>
        <translation>wypisz też dziennik pierwszej gry runda po rundzie</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="74"/>
        <source>language of the readable report, its --log and the A/B verdict: labels, card and mage names, plural forms, decimal comma in ru and pl (--json stays English)</source>
        <translation>język raportu, jego `--log` i werdyktu A/B: etykiety, nazwy kart i Magów, formy liczby mnogiej, przecinek dziesiętny w `ru` i `pl` (`--json` zostaje po angielsku)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/plan_arg.py" line="23"/>
        <source>{path}: cannot read the plan: {why}</source>
        <translation>{path}: nie można odczytać planu: {why}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="129"/>
        <location filename="../spellforge/cli/goldfish_ab.py" line="38"/>
        <source>{book}: the book names no mage; give one with --mage</source>
        <translation>{book}: księga nie wskazuje Maga; podaj go przez `--mage`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_setup.py" line="27"/>
        <source>{book} is not a legal spellbook for {mage}; --strict refuses it: {problems}</source>
        <translation>{book}: to nie jest poprawna księga dla Maga {mage}; `--strict` jej odmawia: {problems}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_setup.py" line="29"/>
        <source>{book} is not a legal spellbook for {mage} (the goldfish plays it all the same): {problems}</source>
        <translation>{book}: to nie jest poprawna księga dla Maga {mage} (gra próbna i tak ją rozgrywa): {problems}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="203"/>
        <source>{text} is neither a product nor a card{hint}</source>
        <translation>{text}: to nie jest ani zestaw, ani karta{hint}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="204"/>
        <source>products: {products}</source>
        <translation>zestawy: {products}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="211"/>
        <source>count {count} is negative</source>
        <translation>liczba {count} jest ujemna</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="238"/>
        <source>{problem}; nothing was changed</source>
        <translation>{problem}; niczego nie zmieniono</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="240"/>
        <source>{product}: {count} owned</source>
        <translation>{product}: posiadane: {count}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="252"/>
        <source>{card}: {owned} owned ({base} from products, {delta} singles/losses)</source>
        <translation>{card}: posiadane: {owned} (z zestawów {base}, pojedyncze karty i straty {delta})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_print.py" line="18"/>
        <source>printable PDF of a spellbook: card list and optional 3x3 proxy sheets</source>
        <translation>PDF Księgi Czarów do druku: lista kart i opcjonalne arkusze zastępników 3×3</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_print.py" line="20"/>
        <source>PDF file to write</source>
        <translation>plik PDF do zapisania</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_print.py" line="21"/>
        <source>add proxy sheets: 3x3 cards per page at 63x88 mm</source>
        <translation>dodaj arkusze zastępników: 3×3 karty na stronie, 63×88 milimetrów</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_print.py" line="22"/>
        <source>paper size of the PDF (default a4)</source>
        <translation>rozmiar papieru PDF (domyślnie `a4`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_print.py" line="23"/>
        <source>card language</source>
        <translation>język kart</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_print.py" line="36"/>
        <source>{path}: the output name must end in .pdf</source>
        <translation>{path}: nazwa pliku musi kończyć się na `.pdf`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_print.py" line="49"/>
        <source>{path}: cannot write the PDF ({why})</source>
        <translation>{path}: nie można zapisać pliku PDF ({why})</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_print.py" line="54"/>
        <source>%n page(s) of the card list</source>
        <translation>
            <numerusform>%n strona listy kart</numerusform>
            <numerusform>%n strony listy kart</numerusform>
            <numerusform>%n stron listy kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_print.py" line="56"/>
        <source>%n proxy sheet(s)</source>
        <translation>
            <numerusform>%n arkusz kart zastępczych</numerusform>
            <numerusform>%n arkusze kart zastępczych</numerusform>
            <numerusform>%n arkuszy kart zastępczych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_books.py" line="88"/>
        <location filename="../spellforge/cli/cmd_import.py" line="88"/>
        <location filename="../spellforge/cli/cmd_print.py" line="57"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_print.py" line="58"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n strona</numerusform>
            <numerusform>%n strony</numerusform>
            <numerusform>%n stron</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_print.py" line="60"/>
        <source>%n unrecognised line(s) listed at the end of the card list</source>
        <translation>
            <numerusform>%n nierozpoznany wiersz — na końcu listy kart</numerusform>
            <numerusform>%n nierozpoznane wiersze — na końcu listy kart</numerusform>
            <numerusform>%n nierozpoznanych wierszy — na końcu listy kart</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="23"/>
        <source>size must look like 630x880, not {text}</source>
        <translation>rozmiar zapisuje się jak 630x880, nie {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="25"/>
        <source>each side must be 16 to {max} pixels, not {text}</source>
        <translation>każdy bok musi mieć od 16 do {max} pikseli, nie {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="31"/>
        <source>draw a card&apos;s face (or show the user&apos;s image of it) into an image file</source>
        <translation>narysuj awers karty (lub użyj twojego obrazu) do pliku obrazu</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="32"/>
        <source>Draw a card&apos;s face, or copy the image of it you imported, into an image file. The card is found as by `spellforge card`. Exit status: 0 written; 1 no such card or the file cannot be written; 2 a bad file name or size, or a mage&apos;s name (see `spellforge mage`).</source>
        <translation>Narysuj awers karty lub skopiuj zaimportowany przez ciebie obraz do pliku obrazu. Karta jest wyszukiwana jak w `spellforge card`. Kod wyjścia: 0 — zapisano; 1 — nie ma takiej karty lub pliku nie da się zapisać; 2 — zła nazwa pliku lub rozmiar albo imię Maga (zobacz `spellforge mage`).</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="35"/>
        <source>card name in English, Russian or Polish, or a printed code</source>
        <translation>nazwa karty po angielsku, rosyjsku lub polsku albo kod z karty</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="36"/>
        <source>card language of the face (default en)</source>
        <translation>język awersu karty (domyślnie `en`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="37"/>
        <source>pixels (default 630x880)</source>
        <translation>piksele (domyślnie 630×880)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="38"/>
        <source>image file to write (.png, .jpg or .webp)</source>
        <translation>plik obrazu do zapisania (`.png`, `.jpg` lub `.webp`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="39"/>
        <source>always draw the face, even when you imported an image of the card</source>
        <translation>zawsze rysuj awers, nawet gdy zaimportowano obraz karty</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="53"/>
        <source>{path}: use a .png, .jpg or .webp file name</source>
        <translation>{path}: podaj nazwę pliku `.png`, `.jpg` lub `.webp`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="78"/>
        <source>{path}: cannot write the image ({why})</source>
        <translation>{path}: nie można zapisać obrazu ({why})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="82"/>
        <source>your image {file}</source>
        <translation>twój obraz {file}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="82"/>
        <source>drawn face</source>
        <translation>narysowana karta</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_render.py" line="84"/>
        <source>{card} ({width}×{height}, {source}) → {path}</source>
        <translation>{card} ({width}×{height}, {source}) → {path}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/option_ranges.py" line="15"/>
        <source>{option} must be {low} or more, got {value}</source>
        <translation>{option}: potrzeba co najmniej {low}, podano {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/option_ranges.py" line="16"/>
        <source>{option} must be {low} to {high}, got {value}</source>
        <translation>{option}: potrzeba od {low} do {high}, podano {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/__init__.py" line="265"/>
        <source>(see `spellforge data check`)</source>
        <translation>(zob. `spellforge data check`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_collection.py" line="182"/>
        <source>code {code} is printed on several cards ({cards}); use the card name</source>
        <translation>kod {code} jest wydrukowany na kilku kartach ({cards}); podaj nazwę karty</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="34"/>
        <source>the spellbooks saved in Spellforge (list, save, export, delete, history, diff)</source>
        <translation>zapisane Księgi Czarów (lista, zapis, eksport, usuwanie, historia, porównanie)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="35"/>
        <source>The spellbooks saved in Spellforge (the window&apos;s Spellbooks list). A book is named by its id or its exact name (case ignored); a name shared by several books asks for the id. Exit status: 0 done, 1 `list` found books it could not read (named on standard error), 2 unusable input or user data (one line on standard error).</source>
        <translation>Zapisane Księgi Czarów (lista Księgi Czarów w oknie). Księgę wskazuje się numerem lub dokładną nazwą (wielkość liter bez znaczenia); nazwa wspólna dla kilku ksiąg wymaga numeru. Kod wyjścia: 0 — gotowe, 1 — `list` znalazło księgi, których nie dało się odczytać (wymienione na wyjściu błędów), 2 — nieużyteczne dane wejściowe lub dane użytkownika (jeden wiersz na wyjściu błędów).</translation>
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
        <translation>wynik dla programów</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="50"/>
        <source>language of the readable output and of card names</source>
        <translation>język wyniku do czytania i nazw kart</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="57"/>
        <source>list the saved spellbooks, most recently changed first</source>
        <translation>lista zapisanych Ksiąg Czarów, od ostatnio zmienionych</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="88"/>
        <source>no saved spellbooks</source>
        <translation>brak zapisanych Ksiąg Czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="99"/>
        <source>read a spellbook file (any format) and save it in Spellforge: as a new book, or with --into as the new version of a saved one</source>
        <translation>wczytaj plik Księgi Czarów (dowolny format) i zapisz go: jako nową księgę albo, z `--into`, jako nową wersję zapisanej</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="101"/>
        <source>spellbook file (.o8d, text, BBCode, forum text, Spellforge JSON or a deck code)</source>
        <translation>plik Księgi Czarów (`.o8d`, tekst, `BBCode`, tekst z forum, JSON lub kod talii)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="102"/>
        <source>name to save it under (default: the book&apos;s own name; with --into the saved book&apos;s name)</source>
        <translation>nazwa do zapisu (domyślnie: własna nazwa księgi; z `--into` nazwa zapisanej księgi)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="104"/>
        <source>a saved spellbook&apos;s name or id: the file becomes its new version (`books history`, `books diff NAME@1 NAME`)</source>
        <translation>nazwa lub numer zapisanej księgi: plik stanie się jej nową wersją (`books history`, `books diff NAME@1 NAME`)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_books.py" line="126"/>
        <source>%n unresolved line(s) kept</source>
        <translation>
            <numerusform>%n nierozpoznany wiersz zachowany</numerusform>
            <numerusform>%n nierozpoznane wiersze zachowane</numerusform>
            <numerusform>%n nierozpoznanych wierszy zachowanych</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="133"/>
        <source>saved {name} as spellbook {id}</source>
        <translation>zapisano Księgę Czarów nr {id}: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="146"/>
        <source>saved {name} as version {version} of spellbook {id}</source>
        <translation>zapisano wersję {version} Księgi Czarów nr {id}: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="148"/>
        <source>{file} is the same as version {version} of spellbook {id} {name}: nothing saved</source>
        <translation>{file} jest taki sam jak wersja {version} Księgi Czarów nr {id} ({name}): nic nie zapisano</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="155"/>
        <source>write a saved spellbook as o8d, text, BBCode, JSON or a deck code</source>
        <translation>zapisz zapisaną księgę jako `o8d`, tekst, `BBCode`, JSON lub kod talii</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="156"/>
        <location filename="../spellforge/cli/cmd_books.py" line="188"/>
        <location filename="../spellforge/cli/cmd_books.py" line="208"/>
        <source>a saved spellbook&apos;s name or id (`spellforge books list`)</source>
        <translation>nazwa lub numer zapisanej księgi (`spellforge books list`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="157"/>
        <source>output format</source>
        <translation>format wyniku</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="158"/>
        <location filename="../spellforge/cli/cmd_collection.py" line="63"/>
        <location filename="../spellforge/cli/cmd_export.py" line="26"/>
        <source>output file (default: standard output)</source>
        <translation>plik wyniku (domyślnie: standardowe wyjście)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="179"/>
        <location filename="../spellforge/cli/cmd_translations.py" line="52"/>
        <source>{path}: cannot write: {error}</source>
        <translation>{path}: nie można zapisać: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="181"/>
        <source>spellbook {id} {name} written to {path}</source>
        <translation>Księga Czarów nr {id} ({name}) zapisana do {path}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="187"/>
        <source>delete a saved spellbook (the window&apos;s Spellbooks list can undo it)</source>
        <translation>usuń zapisaną księgę (lista Księgi Czarów w oknie może to cofnąć)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="201"/>
        <source>deleted spellbook {id} {name}</source>
        <translation>usunięto Księgę Czarów nr {id}: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="207"/>
        <source>list the saved versions of a spellbook, oldest first</source>
        <translation>lista zapisanych wersji księgi, od najstarszej</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_books.py" line="221"/>
        <source>%n spell point(s)</source>
        <translation>
            <numerusform>%n punkt czarów</numerusform>
            <numerusform>%n punkty czarów</numerusform>
            <numerusform>%n punktów czarów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="223"/>
        <source>{name}: no saved versions yet</source>
        <translation>{name}: nie ma jeszcze zapisanych wersji</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="229"/>
        <source>compare two spellbooks or two versions (NAME@VERSION)</source>
        <translation>porównaj dwie księgi lub dwie wersje (`NAME@VERSION`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="230"/>
        <source>a saved book&apos;s name or id, NAME@VERSION, or a spellbook file</source>
        <translation>nazwa lub numer zapisanej księgi, `NAME@VERSION` albo plik Księgi Czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="231"/>
        <source>the second book, in the same forms as A</source>
        <translation>druga księga, w tych samych formach co A</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="250"/>
        <source>spell points: {a} → {b} ({change})</source>
        <translation>punkty czarów: {a} → {b} ({change})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="38"/>
        <source>blank</source>
        <translation>pusty wiersz</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="38"/>
        <source>the book&apos;s notes</source>
        <translation>notatki księgi</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="38"/>
        <location filename="../spellforge/i18n/line_notes.py" line="39"/>
        <source>the book&apos;s name</source>
        <translation>nazwa księgi</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="39"/>
        <source>comment</source>
        <translation>komentarz</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="39"/>
        <source>markup only</source>
        <translation>tylko znaczniki</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="40"/>
        <source>decoration</source>
        <translation>ozdobnik</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="40"/>
        <source>quote</source>
        <translation>cytat</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="40"/>
        <source>table header</source>
        <translation>nagłówek tabeli</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="41"/>
        <source>total cost</source>
        <translation>łączny koszt</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="41"/>
        <source>text (kept in the notes)</source>
        <translation>tekst (zachowany w notatkach)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="42"/>
        <source>text around the deck code</source>
        <translation>tekst wokół kodu talii</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="42"/>
        <source>unknown mage</source>
        <translation>nieznany Mag</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="43"/>
        <source>unknown element</source>
        <translation>nieznany żywioł</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="43"/>
        <source>unknown mage card</source>
        <translation>nieznana karta Maga</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="44"/>
        <source>unknown spell type</source>
        <translation>nieznany typ czaru</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="44"/>
        <source>unknown card id</source>
        <translation>nieznany identyfikator karty</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="45"/>
        <source>not a card name</source>
        <translation>to nie jest nazwa karty</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="45"/>
        <source>no card with a similar name</source>
        <translation>brak karty o podobnej nazwie</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="46"/>
        <source>too many unknown lines; not searched</source>
        <translation>zbyt wiele nieznanych wierszy; nie szukano</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="47"/>
        <source>kept from an earlier import</source>
        <translation>zachowany z wcześniejszego importu</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="48"/>
        <source>candidate (not counted)</source>
        <translation>kandydat (nie liczony)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="75"/>
        <source>bad quantity {qty}</source>
        <translation>błędna liczba {qty}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="77"/>
        <source>unread line {line} of the exported book</source>
        <translation>nierozpoznany wiersz {line} wyeksportowanej księgi</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="79"/>
        <source>unknown card code {code}</source>
        <translation>nieznany kod karty {code}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="81"/>
        <source>several cards share the code {code}; the name decided</source>
        <translation>kilka kart ma kod {code}; zdecydowała nazwa</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/i18n/line_notes.py" line="83"/>
        <source>the code {code} belongs to %n cards</source>
        <translation>
            <numerusform>kod {code} należy do %n karty</numerusform>
            <numerusform>kod {code} należy do %n kart</numerusform>
            <numerusform>kod {code} należy do %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/i18n/line_notes.py" line="85"/>
        <source>%n cards have this name</source>
        <translation>
            <numerusform>tę nazwę ma %n karta</numerusform>
            <numerusform>tę nazwę mają %n karty</numerusform>
            <numerusform>tę nazwę ma %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="87"/>
        <source>unclear: closest {key} ({score} %)</source>
        <translation>niejasne: najbliżej {key} ({score} %)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="89"/>
        <source>weak match: closest {key} ({score} %)</source>
        <translation>słabe dopasowanie: najbliżej {key} ({score} %)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="91"/>
        <source>similar to {key} ({score} %)</source>
        <translation>podobne do {key} ({score} %)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="93"/>
        <source>the name also fits {names}; the heading «{type}» decided</source>
        <translation>nazwa pasuje też do {names}; zdecydował nagłówek „{type}”</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/i18n/line_notes.py" line="96"/>
        <source>%n copies at most; the line asks for {qty}</source>
        <translation>
            <numerusform>najwyżej %n kopia; wiersz żąda {qty}</numerusform>
            <numerusform>najwyżej %n kopie; wiersz żąda {qty}</numerusform>
            <numerusform>najwyżej %n kopii; wiersz żąda {qty}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="98"/>
        <source>heading «{type}»</source>
        <translation>nagłówek „{type}”</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="101"/>
        <source>second mage {mage}</source>
        <translation>drugi Mag: {mage}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/line_notes.py" line="102"/>
        <source>total {qty}</source>
        <translation>razem {qty}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="33"/>
        <source>imported</source>
        <translation>zaimportowano</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="33"/>
        <source>replaced</source>
        <translation>zastąpiono</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="33"/>
        <source>unmatched</source>
        <translation>nie dopasowano</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="34"/>
        <source>skipped</source>
        <translation>pominięto</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="34"/>
        <source>refused</source>
        <translation>odrzucono</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="41"/>
        <source>no such file or folder</source>
        <translation>nie ma takiego pliku ani katalogu</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="42"/>
        <source>neither a folder nor a zip file</source>
        <translation>to ani katalog, ani archiwum</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="43"/>
        <source>not an image file name</source>
        <translation>nazwa pliku nie wskazuje obrazu</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="44"/>
        <source>a link that leaves the pack folder</source>
        <translation>dowiązanie wychodzi poza katalog paczki</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="45"/>
        <source>the entry&apos;s path leaves the pack folder</source>
        <translation>ścieżka wpisu wychodzi poza katalog paczki</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="46"/>
        <source>symbolic links are not followed</source>
        <translation>dowiązania symboliczne są pomijane</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="47"/>
        <source>not an image file</source>
        <translation>to nie jest plik obrazu</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="49"/>
        <source>the image library is set to load truncated images; cannot check this file</source>
        <translation>biblioteka obrazów wczytuje ucięte obrazy; nie można sprawdzić tego pliku</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="65"/>
        <source>no card has the OCTGN id, printed code or name {stem}</source>
        <translation>żadna karta nie ma takiego identyfikatora OCTGN, kodu z karty ani nazwy: {stem}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="66"/>
        <source>the content is {fmt}, saved as {ext}</source>
        <translation>zawartość jest w formacie {fmt}, zapisano jako {ext}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="67"/>
        <source>also named by {label}; this one wins</source>
        <translation>ta sama karta także w {label}; wygrywa ten plik</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="68"/>
        <source>cannot read the file ({error})</source>
        <translation>nie można odczytać pliku ({error})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="69"/>
        <source>cannot read the entry ({error})</source>
        <translation>nie można odczytać wpisu ({error})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="70"/>
        <source>not a readable zip file ({error})</source>
        <translation>nieczytelne archiwum ({error})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="71"/>
        <source>{w}×{h} pixels is a decompression bomb (limit: {limit} pixels)</source>
        <translation>{w}×{h} pikseli to bomba dekompresyjna (limit: {limit} pikseli)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="72"/>
        <source>decompression bomb ({error})</source>
        <translation>bomba dekompresyjna ({error})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="74"/>
        <source>truncated or damaged image ({error})</source>
        <translation>obraz ucięty lub uszkodzony ({error})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="75"/>
        <source>the pack passes {limit} bytes uncompressed</source>
        <translation>rozpakowana paczka przekracza {limit} bajtów</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="76"/>
        <source>{size} bytes uncompressed is over the limit of {limit} bytes</source>
        <translation>{size} bajtów po rozpakowaniu to ponad limit {limit} bajtów</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="77"/>
        <source>larger than {limit} bytes uncompressed</source>
        <translation>ponad {limit} bajtów po rozpakowaniu</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="78"/>
        <source>is {kind}, not a regular file; skipped</source>
        <translation>to {kind}, a nie zwykły plik; pominięto</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="81"/>
        <source>a folder</source>
        <translation>katalog</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="81"/>
        <source>a named pipe</source>
        <translation>potok nazwany</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="82"/>
        <source>a socket</source>
        <translation>gniazdo</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="82"/>
        <source>a character device</source>
        <translation>urządzenie znakowe</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="83"/>
        <source>a block device</source>
        <translation>urządzenie blokowe</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="20"/>
        <source>sets</source>
        <translation>zestawy</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="20"/>
        <source>spell names</source>
        <translation>nazwy czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="20"/>
        <source>printings</source>
        <translation>wydania kart</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="21"/>
        <source>excluded</source>
        <translation>wykluczone</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="21"/>
        <source>reprints that disagree</source>
        <translation>niezgodne dodruki</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="22"/>
        <source>mages</source>
        <translation>Magowie</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="22"/>
        <source>product rows</source>
        <translation>wiersze produktów</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="23"/>
        <source>Core Set books</source>
        <translation>księgi Zestawu podstawowego</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="23"/>
        <source>other official books</source>
        <translation>inne oficjalne księgi</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="24"/>
        <source>Academy books</source>
        <translation>księgi Akademii</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="24"/>
        <source>apprentice books</source>
        <translation>księgi uczniów</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="25"/>
        <source>OCTGN Apprentice Mode books</source>
        <translation>księgi trybu uczniów OCTGN</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="34"/>
        <source>convert OCTGN set.xml files into the db/ text library</source>
        <translation>przekształć pliki zestawów OCTGN (`set.xml`) w tekstową bibliotekę `db/`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="35"/>
        <source>folder with OCTGN set .xml files (facts-only or a full OCTGN install)</source>
        <translation>katalog z plikami zestawów OCTGN `.xml` (same dane lub pełna instalacja OCTGN)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="36"/>
        <source>products.csv with copies per product</source>
        <translation>`products.csv` z liczbą kopii w każdym produkcie</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="37"/>
        <source>output folder (default: the project&apos;s db/)</source>
        <translation>katalog wyniku (domyślnie: `db/` projektu)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="41"/>
        <source>convert the official OCTGN .o8d spellbooks into db/templates</source>
        <translation>przekształć oficjalne Księgi Czarów OCTGN (`.o8d`) w `db/templates`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="42"/>
        <source>the OCTGN decks folder (official-spellbooks, offical-academy-spellbooks, apprentice-spellbooks, octgn-apprentice-mode)</source>
        <translation>katalog talii OCTGN (`official-spellbooks`, `offical-academy-spellbooks`, `apprentice-spellbooks`, `octgn-apprentice-mode`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_convert.py" line="44"/>
        <source>output folder (default: the project&apos;s db/templates)</source>
        <translation>katalog wyniku (domyślnie: `db/templates` projektu)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="25"/>
        <source>check, back up, restore or salvage your user data</source>
        <translation>sprawdź, zrób kopię, przywróć lub ocal swoje dane</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="26"/>
        <source>The health of the user database (user.sqlite) and its backups. These commands work on the file itself, so they also work when it is damaged or read-only.</source>
        <translation>Stan bazy danych użytkownika (`user.sqlite`) i jej kopii zapasowych. Te polecenia działają na samym pliku, więc działają też, gdy jest uszkodzony lub tylko do odczytu.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="30"/>
        <source>integrity check plus schema version (exit 0 healthy, 1 damaged)</source>
        <translation>sprawdzenie spójności i wersja schematu (kod wyjścia 0 — sprawna, 1 — uszkodzona)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="33"/>
        <source>copy the user database (default: into the rotating backups)</source>
        <translation>skopiuj bazę danych użytkownika (domyślnie: do rotowanych kopii zapasowych)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="34"/>
        <source>backup file to write</source>
        <translation>plik kopii zapasowej do zapisania</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="37"/>
        <source>put a backup in place (the current file is moved aside, never deleted)</source>
        <translation>przywróć kopię zapasową (obecny plik jest odkładany na bok, nigdy usuwany)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="39"/>
        <source>the backup file</source>
        <translation>plik kopii zapasowej</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="40"/>
        <source>the newest backup in the backups folder</source>
        <translation>najnowsza kopia w katalogu kopii zapasowych</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="43"/>
        <source>write every readable spellbook as JSON into a folder</source>
        <translation>zapisz każdą czytelną Księgę Czarów do katalogu jako JSON</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="44"/>
        <source>folder for the JSON files</source>
        <translation>katalog na pliki JSON</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="74"/>
        <source>{path}: no user data yet (nothing to check)</source>
        <translation>{path}: nie ma jeszcze danych użytkownika (nie ma czego sprawdzać)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="76"/>
        <source>{path}: healthy, schema version {version} (this Spellforge: {current}), %n spellbook(s)</source>
        <translation>
            <numerusform>{path}: sprawny, wersja schematu {version} (ta wersja aplikacji: {current}), %n Księga Czarów</numerusform>
            <numerusform>{path}: sprawny, wersja schematu {version} (ta wersja aplikacji: {current}), %n Księgi Czarów</numerusform>
            <numerusform>{path}: sprawny, wersja schematu {version} (ta wersja aplikacji: {current}), %n Ksiąg Czarów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="80"/>
        <source>written by a newer Spellforge: opened read-only</source>
        <translation>zapisany nowszą wersją programu: otwarty tylko do odczytu</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="82"/>
        <source>{path}: DAMAGED: {problems}</source>
        <translation>{path}: USZKODZONY: {problems}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="83"/>
        <source>restore a backup with `spellforge data restore --latest`, or save your spellbooks with `spellforge data salvage -o FOLDER`</source>
        <translation>przywróć kopię zapasową: `spellforge data restore --latest` — albo ocal swoje Księgi Czarów: `spellforge data salvage -o KATALOG`</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="85"/>
        <source>%n backup(s)</source>
        <translation>
            <numerusform>%n kopia zapasowa</numerusform>
            <numerusform>%n kopie zapasowe</numerusform>
            <numerusform>%n kopii zapasowych</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="87"/>
        <source>newest {name}</source>
        <translation>najnowsza: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="100"/>
        <source>{path}: no user data yet, nothing to back up</source>
        <translation>{path}: nie ma jeszcze danych użytkownika, nie ma czego kopiować</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="108"/>
        <source>{path}: cannot back up ({error}); try `spellforge data salvage`</source>
        <translation>{path}: nie można zrobić kopii zapasowej ({error}); spróbuj `spellforge data salvage`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="110"/>
        <source>backed up to {path}</source>
        <translation>kopia zapasowa: {path}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="122"/>
        <source>no backups in {folder}</source>
        <translation>w {folder} nie ma kopii zapasowych</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="129"/>
        <source>{path}: not a healthy database ({problems})</source>
        <translation>{path}: baza danych jest uszkodzona ({problems})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="134"/>
        <source>restored {path} from {backup}</source>
        <translation>przywrócono {path} z {backup}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="136"/>
        <source>the previous file is kept as {path}</source>
        <translation>poprzedni plik zachowano jako {path}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="149"/>
        <source>{path}: no user data, nothing to salvage</source>
        <translation>{path}: brak danych użytkownika, nie ma czego ocalić</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_data.py" line="159"/>
        <source>{path}: cannot write ({error})</source>
        <translation>{path}: nie można zapisać ({error})</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="160"/>
        <source>%n spellbook(s) written to {folder}</source>
        <translation>
            <numerusform>%n Księga Czarów zapisana w {folder}</numerusform>
            <numerusform>%n Księgi Czarów zapisane w {folder}</numerusform>
            <numerusform>%n Ksiąg Czarów zapisanych w {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="170"/>
        <source>%n spellbook(s) found but could not be read: {names}</source>
        <translation>
            <numerusform>%n Księga Czarów znaleziona, ale nieczytelna: {names}</numerusform>
            <numerusform>%n Księgi Czarów znalezione, ale nieczytelne: {names}</numerusform>
            <numerusform>%n Ksiąg Czarów znalezionych, ale nieczytelnych: {names}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="14"/>
        <source>the user&apos;s own card images</source>
        <translation>własne obrazy kart użytkownika</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="16"/>
        <source>import a folder or .zip of card images (named by GUID, printed code or name)</source>
        <translation>zaimportuj katalog lub `.zip` z obrazami kart (nazwanymi numerem OCTGN, kodem z karty lub nazwą)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="17"/>
        <source>a folder or .zip of card images</source>
        <translation>katalog lub `.zip` z obrazami kart</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="18"/>
        <source>file the images under one card language only; the report is in that language too (default: for every card language, report in English)</source>
        <translation>przypisz obrazy tylko do jednego języka kart; raport też w tym języku (domyślnie: dla każdego języka kart, raport po angielsku)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="43"/>
        <source>no files</source>
        <translation>brak plików</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="45"/>
        <source>cancelled</source>
        <translation>przerwano</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="53"/>
        <location filename="../spellforge/cli/cmd_import.py" line="82"/>
        <source>by OCTGN id</source>
        <translation>po identyfikatorze OCTGN</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="53"/>
        <location filename="../spellforge/cli/cmd_import.py" line="82"/>
        <source>by printed code</source>
        <translation>po kodzie z karty</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_images.py" line="53"/>
        <location filename="../spellforge/cli/cmd_import.py" line="83"/>
        <source>by name</source>
        <translation>po nazwie</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="66"/>
        <source>OCTGN file</source>
        <translation>plik OCTGN</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="66"/>
        <source>text</source>
        <translation>tekst</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="66"/>
        <source>BBCode</source>
        <translation>znaczniki forum</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="67"/>
        <source>forum list</source>
        <translation>lista z forum</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="67"/>
        <source>Spellforge JSON</source>
        <translation>plik księgi programu</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="67"/>
        <source>deck code</source>
        <translation>kod talii</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="82"/>
        <source>by id</source>
        <translation>po numerze</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="89"/>
        <source>{file}: {format}, mage {mage}{element}, {cards}, unresolved lines: {unresolved}</source>
        <translation>{file}: {format}, Mag {mage}{element}, {cards}, nierozpoznane wiersze: {unresolved}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="92"/>
        <source>card</source>
        <translation>karta</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="92"/>
        <source>mage</source>
        <translation>Mag</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="92"/>
        <source>element</source>
        <translation>żywioł</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="93"/>
        <source>UNRESOLVED</source>
        <translation>NIEROZPOZNANY</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="93"/>
        <source>ignored</source>
        <translation>pominięty</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="98"/>
        <source>{how}, {percent} %</source>
        <translation>{how}, {percent} %</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="84"/>
        <source>similar name</source>
        <translation>podobna nazwa</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="15"/>
        <source>read a spellbook file (o8d, text, BBCode, forum list, JSON, deck code) and report each line</source>
        <translation>wczytaj plik Księgi Czarów (`o8d`, tekst, `BBCode`, lista z forum, JSON, kod talii) i opisz każdy wiersz</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="16"/>
        <source>the spellbook file</source>
        <translation>plik Księgi Czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="17"/>
        <source>skip format detection</source>
        <translation>pomiń wykrywanie formatu</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="18"/>
        <source>language of the report and of card names (default en)</source>
        <translation>język raportu i nazw kart (domyślnie `en`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="107"/>
        <source>{note}; maybe {cards}</source>
        <translation>{note}; może: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="112"/>
        <source>book name: {name}</source>
        <translation>nazwa księgi: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="115"/>
        <source>suggested mage: {mage}, {points} points (not applied; give `--mage` to validate)</source>
        <translation>proponowany Mag: {mage}, punkty czarów: {points} (nie zastosowano; aby sprawdzić, podaj `--mage`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="17"/>
        <source>exact damage odds for N attack dice</source>
        <translation>dokładne szanse obrażeń dla podanej liczby kości ataku</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="18"/>
        <source>Exact damage distribution of an attack roll.</source>
        <translation>Dokładny rozkład obrażeń rzutu ataku.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="19"/>
        <source>number of attack dice</source>
        <translation>liczba kości ataku</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="20"/>
        <source>the target&apos;s Armor</source>
        <translation>Zbroja celu</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="21"/>
        <source>Piercing +X of the attack</source>
        <translation>cecha ataku Przebijający +X</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="22"/>
        <source>the target is Incorporeal (only 1s count)</source>
        <translation>cel jest Bezcielesny (liczą się tylko jedynki)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="23"/>
        <source>the attack is Ethereal (hits Incorporeal fully)</source>
        <translation>atak jest Eteryczny (w pełni trafia Bezcielesnych)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="24"/>
        <source>the target&apos;s Defense N+</source>
        <translation>Obrona celu (atak odparty przy rzucie k12 nie niższym niż ta liczba)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="25"/>
        <source>Daze tokens on the target (−2 each to Defense)</source>
        <translation>żetony Oszołomienia na celu (każdy −2 do Obrony)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="26"/>
        <source>the attacker is Dazed (d12 7+ to attack)</source>
        <translation>atakujący jest Oszołomiony (do ataku trzeba 7+ na k12)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="33"/>
        <source>`{option}` must be 0 or more, got {value}</source>
        <translation>`{option}` musi wynosić 0 lub więcej, podano {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="35"/>
        <source>`--dice` must be between 0 and {max}, got {value}</source>
        <translation>`--dice` (liczba kości) musi wynosić od 0 do {max}, podano {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="40"/>
        <source>`--defense` must be between 1 and 12 (a d12 roll of N or more), got {value}</source>
        <translation>`--defense` musi wynosić od 1 do 12 (rzut k12 za tyle lub więcej), podano {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="43"/>
        <source>`--defender-daze` needs `--defense N` (Daze lowers the target&apos;s Defense roll)</source>
        <translation>`--defender-daze` wymaga `--defense N` (Oszołomienie obniża rzut Obrony celu)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_odds.py" line="69"/>
        <source>%n dice vs Armor {armor}</source>
        <translation>
            <numerusform>%n kość ataku przeciw Zbroi {armor}</numerusform>
            <numerusform>%n kości ataku przeciw Zbroi {armor}</numerusform>
            <numerusform>%n kości ataku przeciw Zbroi {armor}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="71"/>
        <source>Piercing +{value}</source>
        <translation>Przebijający +{value}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="73"/>
        <source>Incorporeal target (Ethereal attack)</source>
        <translation>Bezcielesny cel (atak Eteryczny)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="73"/>
        <source>Incorporeal target</source>
        <translation>Bezcielesny cel</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="74"/>
        <source>mean damage {value}</source>
        <translation>średnie obrażenia {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="76"/>
        <source>hit chance {chance}, expected damage {damage}</source>
        <translation>szansa trafienia {chance}, oczekiwane obrażenia {damage}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="78"/>
        <source>damage</source>
        <translation>obrażenia</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="78"/>
        <source>exactly</source>
        <translation>dokładnie</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_odds.py" line="78"/>
        <source>at least</source>
        <translation>co najmniej</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="16"/>
        <source>export or import card-name translations (card_id,lang,name,source)</source>
        <translation>eksportuj lub importuj tłumaczenia nazw kart (`card_id,lang,name,source`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="18"/>
        <source>write every card&apos;s names to CSV</source>
        <translation>zapisz nazwy wszystkich kart do CSV</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="19"/>
        <source>file to write (default: standard output)</source>
        <translation>plik do zapisania (domyślnie: standardowe wyjście)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="21"/>
        <source>a language to export; repeat it for several (default: ru and pl)</source>
        <translation>język do eksportu; powtórz dla kilku (domyślnie `ru` i `pl`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="23"/>
        <source>store names from a CSV as your own names</source>
        <translation>zapisz nazwy z CSV jako własne</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="24"/>
        <source>CSV file with columns card_id,lang,name[,source]</source>
        <translation>plik CSV z kolumnami `card_id,lang,name[,source]`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="28"/>
        <source>set your own name for one card</source>
        <translation>ustaw własną nazwę jednej karty</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="29"/>
        <source>the card, by name in any language or by id</source>
        <translation>karta — po nazwie w dowolnym języku lub po numerze</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="30"/>
        <source>the language of the name (en, ru or pl)</source>
        <translation>język nazwy (`en`, `ru` lub `pl`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="31"/>
        <source>your name for the card in that language</source>
        <translation>twoja nazwa karty w tym języku</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_translations.py" line="75"/>
        <source>%n name(s) stored</source>
        <translation>
            <numerusform>zapisano %n nazwę</numerusform>
            <numerusform>zapisano %n nazwy</numerusform>
            <numerusform>zapisano %n nazw</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_translations.py" line="75"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n błąd</numerusform>
            <numerusform>%n błędy</numerusform>
            <numerusform>%n błędów</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_translations.py" line="96"/>
        <source>{card}, its {language} name: {name}</source>
        <translation>{card}, nazwa w języku „{language}”: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/image_notes.py" line="73"/>
        <source>{fmt} images are not accepted (only {formats})</source>
        <translation>obrazy {fmt} nie są przyjmowane (tylko {formats})</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="63"/>
        <source>{path}: cannot read the file ({error})</source>
        <translation>{path}: nie można odczytać pliku ({error})</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="68"/>
        <source>{path}: line {line}: not {encoding} text (save the CSV as {encoding})</source>
        <translation>{path}: wiersz {line}: tekst nie jest w kodowaniu {encoding} (zapisz tabelę jako {encoding})</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="78"/>
        <source>{file}: file is too large ({size} characters; the limit is {limit})</source>
        <translation>{file}: plik jest za duży (znaków: {size}; limit: {limit})</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="85"/>
        <source>{file}: line {line}: empty file</source>
        <translation>{file}: wiersz {line}: plik jest pusty</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="89"/>
        <source>{file}: line {line}: missing columns {missing} (expected {header})</source>
        <translation>{file}: wiersz {line}: brak kolumn {missing} (potrzebne {header})</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="97"/>
        <source>{file}: line {line}: more than {limit} rows; nothing was stored (split the file)</source>
        <translation>{file}: wiersz {line}: ponad {limit} wierszy; nic nie zapisano (podziel plik)</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="101"/>
        <source>{file}: line {line}: a field is longer than {limit} characters; nothing was stored</source>
        <translation>{file}: wiersz {line}: pole jest dłuższe niż {limit} znaków; nic nie zapisano</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="109"/>
        <source>{file}: line {line}: not valid CSV ({error}); nothing was stored</source>
        <translation>{file}: wiersz {line}: uszkodzona tabela ({error}); nic nie zapisano</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="124"/>
        <source>{file}: line {line}: too few columns</source>
        <translation>{file}: wiersz {line}: za mało kolumn</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="128"/>
        <source>{file}: line {line}: unknown card id {id}</source>
        <translation>{file}: wiersz {line}: nieznany identyfikator karty {id}</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="131"/>
        <source>{file}: line {line}: language {lang} is not `en`, `ru` or `pl`</source>
        <translation>{file}: wiersz {line}: język {lang} to nie `en`, `ru` ani `pl`</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="134"/>
        <source>{file}: line {line}: empty name</source>
        <translation>{file}: wiersz {line}: pusta nazwa</translation>
    </message>
    <message>
        <location filename="../spellforge/formats/names_csv.py" line="139"/>
        <source>{file}: line {line}: control characters removed from the name</source>
        <translation>{file}: wiersz {line}: usunięto z nazwy znaki sterujące</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="84"/>
        <source>another name of the card</source>
        <translation>inna nazwa karty</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_import.py" line="85"/>
        <source>name written differently</source>
        <translation>nazwa w innym zapisie</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="31"/>
        <source>usage: </source>
        <translation>użycie: </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="32"/>
        <source>positional arguments</source>
        <translation>argumenty pozycyjne</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="33"/>
        <source>options</source>
        <translation>opcje</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="34"/>
        <source>show this help message and exit</source>
        <translation>pokaż tę pomoc i zakończ</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="37"/>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: błąd: %(message)s
</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="38"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>opcja %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="40"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>nieprawidłowa wartość %(value)r (do wyboru: %(choices)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="41"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>nieprawidłowa wartość: %(value)r</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="42"/>
        <source>unrecognized arguments: %s</source>
        <translation>nierozpoznane opcje: %s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="43"/>
        <source>the following arguments are required: %s</source>
        <translation>trzeba podać: %s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="44"/>
        <source>one of the arguments %s is required</source>
        <translation>trzeba podać jedną z opcji: %s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="45"/>
        <source>not allowed with argument %s</source>
        <translation>nie wolno razem z %s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="46"/>
        <source>ignored explicit argument %r</source>
        <translation>zbędna wartość %r</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="47"/>
        <source>expected one argument</source>
        <translation>potrzebna jedna wartość</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="48"/>
        <source>expected at most one argument</source>
        <translation>najwyżej jedna wartość</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="49"/>
        <source>expected at least one argument</source>
        <translation>potrzebna co najmniej jedna wartość</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="50"/>
        <location filename="../spellforge/cli/argparse_words.py" line="51"/>
        <source>expected this many values: %s</source>
        <translation>potrzeba wartości: %s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="53"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>niejednoznaczna opcja %(option)s: pasują %(matches)s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="54"/>
        <source>can&apos;t open &apos;%(filename)s&apos;: %(error)s</source>
        <translation>nie można otworzyć „%(filename)s”: %(error)s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="56"/>
        <source>unknown command %(parser_name)r (choices: %(choices)s)</source>
        <translation>nieznane polecenie %(parser_name)r (dostępne: %(choices)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/argparse_words.py" line="57"/>
        <source>unexpected option string: %s</source>
        <translation>nieoczekiwana opcja: %s</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card_text.py" line="14"/>
        <source>your OCTGN install&apos;s printed card text (kept in your data)</source>
        <translation>tekst z kart z twojej instalacji OCTGN (przechowywany w twoich danych)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card_text.py" line="16"/>
        <source>read the Text of every card from an OCTGN folder or set.xml files</source>
        <translation>wczytaj tekst każdej karty z katalogu OCTGN lub plików `set.xml`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card_text.py" line="17"/>
        <source>an OCTGN installation folder, a folder of set files or set.xml files</source>
        <translation>katalog instalacji OCTGN, katalog plików zestawów lub pliki `set.xml`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_card_text.py" line="20"/>
        <source>forget every imported card text</source>
        <translation>zapomnij cały zaimportowany tekst kart</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_export.py" line="20"/>
        <source>write a spellbook (a file or a saved book) as o8d, text, BBCode, a forum list, JSON or a deck code</source>
        <translation>zapisz Księgę Czarów (plik lub zapisaną księgę) jako `o8d`, tekst, `BBCode`, listę na forum, JSON lub kod talii</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_export.py" line="24"/>
        <source>output format (code: the deck code to share, SF1:…)</source>
        <translation>format wyniku (`code` — kod talii do udostępnienia, `SF1:…`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_export.py" line="25"/>
        <source>language of card names (text formats)</source>
        <translation>język nazw kart (formaty tekstowe)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_export.py" line="27"/>
        <source>report what was written as JSON (book, file, format, lang, warnings; on standard error when the book goes to standard output)</source>
        <translation>opisz zapis w JSON (księga, plik, format, język, ostrzeżenia; na wyjściu błędów, gdy księga idzie na standardowe wyjście)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_gui.py" line="13"/>
        <source>open the desktop app</source>
        <translation>otwórz aplikację</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_gui.py" line="15"/>
        <source>save a picture of the window once it is up, then quit (checks an install)</source>
        <translation>zapisz obraz okna, gdy się otworzy, i zakończ (sprawdza instalację)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_gui.py" line="17"/>
        <source>open the main screens offscreen and say what does not fit (for translators and tests)</source>
        <translation>otwórz główne ekrany poza ekranem i pokaż, co się nie mieści (dla tłumaczy i testów)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_gui.py" line="18"/>
        <source>the screen of the layout report</source>
        <translation>ekran raportu układu</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_gui.py" line="19"/>
        <source>the layout report&apos;s language</source>
        <translation>język raportu układu</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_gui.py" line="20"/>
        <source>the book the layout report opens (default: the official Wizard)</source>
        <translation>księga otwierana przez raport układu (domyślnie: oficjalna księga Czarodzieja)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_gui.py" line="21"/>
        <source>the layout report as JSON</source>
        <translation>raport układu jako JSON</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="25"/>
        <source>Play the spellbook against a target mage for --games seeded games (default 1000, seed 1) and report how fast it kills, how mana and creatures come, and which cards are not simulated. The target never acts unless --opponent dummy: then it attacks your creatures and mage each round, and casts the --dummy-cards. With a second book B both are played on the same game seeds and compared. See docs/goldfish.md for the policies and what is simulated. Exit status: 0 done, 2 unreadable input or a bad option.</source>
        <translation>Rozegraj Księgą Czarów `--games` gier z ustalonym ziarnem (domyślnie 1000, ziarno 1) przeciw Magowi-celowi i pokaż, jak szybko wygrywa, jak przybywa many i stworzeń oraz których kart symulacja nie obejmuje. Cel nic nie robi, chyba że z `--opponent dummy`: wtedy co rundę atakuje twoje stworzenia i Maga oraz rzuca `--dummy-cards`. Z drugą księgą B obie są rozgrywane z tymi samymi ziarnami gier i porównywane. Kod wyjścia: 0 — gotowe, 2 — nieczytelne dane lub zła opcja.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="33"/>
        <source>a second book (same forms as A): compare A and B game by game on the same game seeds</source>
        <translation>druga księga (w tych samych formach co A): porównaj A i B gra po grze z tymi samymi ziarnami gier</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/__init__.py" line="48"/>
        <source>{path}: this is in Spellforge&apos;s data folder ({folder}), which holds your data: write the file elsewhere</source>
        <translation>{path}: to katalog danych programu ({folder}), w którym są twoje dane: zapisz plik gdzie indziej</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/__init__.py" line="78"/>
        <source>{path}: not a spellbook: it names no mage and no card</source>
        <translation>{path}: to nie jest Księga Czarów: nie ma w niej ani Maga, ani kart</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_books.py" line="198"/>
        <source>spellbook {id} {name} is open in the Spellforge window: close it there first, or delete it from the window&apos;s Spellbooks list</source>
        <translation>Księga Czarów nr {id} ({name}) jest otwarta w oknie programu: najpierw ją tam zamknij albo usuń ją z listy ksiąg w oknie</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="163"/>
        <source>%n campaign(s) written to {folder}</source>
        <translation>
            <numerusform>%n kampania zapisana w {folder}</numerusform>
            <numerusform>%n kampanie zapisane w {folder}</numerusform>
            <numerusform>%n kampanii zapisanych w {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="166"/>
        <source>%n campaign(s) found but could not be read: {names}</source>
        <translation>
            <numerusform>%n kampania znaleziona, ale nieczytelna: {names}</numerusform>
            <numerusform>%n kampanie znalezione, ale nieczytelne: {names}</numerusform>
            <numerusform>%n kampanii znalezionych, ale nieczytelnych: {names}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="22"/>
        <source>two spellbooks play each other: wins, losses and draws with a 95-percent interval</source>
        <translation>dwie księgi czarów grają przeciw sobie: zwycięstwa, porażki i remisy z 95-procentowym przedziałem</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="23"/>
        <source>Play spellbook A against spellbook B for --games seeded games (default 200, seed 1), corners and the first Initiative alternated, both sides played by the same AI (the goldfish planner&apos;s priorities and a tactical layer). Report wins, losses and draws with a 95 % interval, mean rounds, how games were won, cards cast and damage by source, and the cards not simulated. See docs/matchup.md for the rules played and the AI&apos;s limits. Exit status: 0 done, 2 unreadable input or a bad option.</source>
        <translation>Rozegraj księgę A przeciw księdze B przez `--games` partii z ziarnem (domyślnie 200, ziarno 1), narożniki i pierwsza inicjatywa na zmianę, obie strony prowadzi ta sama SI (priorytety planisty gry próbnej i warstwa taktyczna). Raport: zwycięstwa, porażki i remisy z 95-procentowym przedziałem, średnia liczba rund, jak wygrywano partie, rzucone karty i obrażenia według źródła oraz karty, których się nie symuluje. Zasady i granice SI: `docs/matchup.md`. Kod wyjścia: 0 gotowe, 2 nieczytelne dane lub zła opcja.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="30"/>
        <source>the opponent&apos;s book (same forms as A)</source>
        <translation>księga przeciwnika (te same formy co A)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="31"/>
        <source>games per pair (default 200)</source>
        <translation>partii na parę (domyślnie 200)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="34"/>
        <source>a game still running after this many rounds is a draw (default 30)</source>
        <translation>partia trwająca dłużej niż tyle rund to remis (domyślnie 30)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="36"/>
        <source>planner (default): each book prepares by the goldfish planner&apos;s priorities; greedy: the fixed order (faster to start)</source>
        <translation>`planner` (domyślnie): każda księga przygotowuje czary według priorytetów planisty gry próbnej; `greedy`: stała kolejność (szybszy start)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="38"/>
        <source>processes that play games (default: one per core)</source>
        <translation>procesy grające partie (domyślnie jeden na rdzeń)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="40"/>
        <source>play A against every book of this folder, or &quot;official&quot;: the 13 official books; one row per opponent</source>
        <translation>zagraj A przeciw każdej księdze z tego katalogu albo `official`: 13 oficjalnych ksiąg; jeden wiersz na przeciwnika</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="43"/>
        <source>play every pair of the books of this folder (or &quot;official&quot;): a table of scores</source>
        <translation>rozegraj każdą parę ksiąg z tego katalogu (albo `official`): tabela wyników</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="45"/>
        <source>book A&apos;s casting plan (JSON, as goldfish --plan: which spells to prepare in which round); its other rounds follow --policy; the opponents keep their own plans</source>
        <translation>plan księgi A w JSON (jak w `goldfish --plan`: które czary przygotować w której rundzie); pozostałe rundy według `--policy`; przeciwnicy grają własne plany</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="47"/>
        <source>also print the first game turn by turn, both sides</source>
        <translation>wypisz też pierwszą partię tura po turze, obie strony</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="49"/>
        <source>language of the readable report and its --log (--json stays English)</source>
        <translation>język czytelnego raportu i jego `--log` (`--json` zostaje po angielsku)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="68"/>
        <location filename="../spellforge/cli/cmd_matchup.py" line="122"/>
        <source>{path}: not a folder (give a folder of spellbook files, or &quot;official&quot;)</source>
        <translation>{path}: to nie katalog (podaj katalog z plikami ksiąg czarów albo `official`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="76"/>
        <source>{path}: holds no spellbook file</source>
        <translation>{path}: katalog nie zawiera pliku księgi czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="85"/>
        <source>{book}: the book names no mage the library knows</source>
        <translation>{book}: księga nie wskazuje Maga znanego bibliotece</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="114"/>
        <source>give a book A (and B, or --gauntlet), or --table</source>
        <translation>podaj księgę A (oraz B albo `--gauntlet`) lub `--table`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="116"/>
        <source>give the opponent B, or --gauntlet DIR_OR_SET</source>
        <translation>podaj przeciwnika B albo `--gauntlet DIR_OR_SET`</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="118"/>
        <source>--plan is book A&apos;s plan: give A with B or --gauntlet (--table plays every book on its own plan)</source>
        <translation>`--plan` to plan księgi A: podaj A razem z B lub `--gauntlet` (`--table` gra każdą księgą według jej własnego planu)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_matchup.py" line="143"/>
        <location filename="../spellforge/cli/cmd_matchup.py" line="165"/>
        <source>playing pair {done} of {total}…</source>
        <translation>rozgrywana para {done} z {total}…</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="165"/>
        <source>--engine matchup: --distance is at most {span} (the opposite corners of the 4×3 arena)</source>
        <translation>`--engine matchup`: `--distance` najwyżej {span} (przeciwległe narożniki areny 4×3)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_ab.py" line="97"/>
        <source>playing game {done} of {total}…</source>
        <translation>rozgrywana gra {done} z {total}…</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="42"/>
        <source>zones between your mage and the target in the 4×3 arena: mages and creatures walk and ranges count (default {corners}: the opposite corners; 0: the target in your mage&apos;s zone, where ranges still count; with --engine goldfish 0 means no arena, everything in range)</source>
        <translation>strefy między twoim Magiem a celem na arenie 4×3: Magowie i stworzenia chodzą, zasięg się liczy (domyślnie {corners}: przeciwległe narożniki; 0: cel w strefie twojego Maga, gdzie zasięg nadal się liczy; z `--engine goldfish` 0 oznacza: bez areny, wszystko w zasięgu)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/cmd_goldfish.py" line="67"/>
        <source>matchup (default): the two-sided matchup engine, the target set-up played as a side: passive, or the dummy with --opponent dummy (docs/matchup.md); goldfish: the old one-sided engine, for comparison</source>
        <translation>`matchup` (domyślnie): dwustronny silnik pojedynków, cel gra jako strona: bierna albo manekin przy `--opponent dummy` (`docs/matchup.md`); `goldfish`: stary jednostronny silnik, do porównania</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_setup.py" line="79"/>
        <source>--dummy-cards: unknown card &apos;{name}&apos;</source>
        <translation>`--dummy-cards`: nieznana karta „{name}”</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_setup.py" line="81"/>
        <source>--dummy-cards: {card}: {why}</source>
        <translation>`--dummy-cards`: {card}: {why}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_setup.py" line="90"/>
        <source>its effect is not simulated</source>
        <translation>jej efekt nie jest symulowany</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_setup.py" line="92"/>
        <source>a curse the dummy cannot use (only damage each Upkeep or fewer attack dice)</source>
        <translation>klątwa, której cel nie może użyć (tylko obrażenia w każdej Fazie Utrzymania lub mniej kości ataku)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_setup.py" line="94"/>
        <source>nothing the dummy uses (Armor, Life, Melee, Regenerate, a Defense or Block)</source>
        <translation>nie ma w niej nic, czego używa cel (Zbroja, Życie, Walka Wręcz, Regeneracja, Obrona lub Blok)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_setup.py" line="95"/>
        <source>only attack spells, enchantments, equipment, Seeking Dispel and Dissolve</source>
        <translation>cel nosi lub rzuca tylko czary ataku, zaklęcia, ekwipunek, Precyzyjne Rozproszenie i Rozpuszczenie</translation>
    </message>
</context>
<context>
    <name>CloseButton</name>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="288"/>
        <source>Close Tab</source>
        <translation>Zamknij kartę</translation>
    </message>
</context>
<context>
    <name>CollectionCommands</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/view.py" line="397"/>
        <source>Set {product} to %n box(es)</source>
        <translation>
            <numerusform>{product}: %n pudełko</numerusform>
            <numerusform>{product}: %n pudełka</numerusform>
            <numerusform>{product}: %n pudełek</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="412"/>
        <source>Change the copies of {card}</source>
        <translation>Zmień liczbę kopii: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="426"/>
        <location filename="../spellforge/ui/collection/view.py" line="445"/>
        <source>Take apart {book}</source>
        <translation>Rozłóż księgę „{book}”</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="466"/>
        <source>Mark {book} assembled</source>
        <translation>Oznacz księgę „{book}” jako złożoną</translation>
    </message>
</context>
<context>
    <name>CollectionImport</name>
    <message>
        <location filename="../spellforge/ui/collection/import_csv.py" line="28"/>
        <source>Import {file}</source>
        <translation>Import {file}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/import_csv.py" line="43"/>
        <location filename="../spellforge/ui/collection/import_csv.py" line="52"/>
        <source>Import collection</source>
        <translation>Import kolekcji</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/import_csv.py" line="44"/>
        <source>Collection CSV (*.csv *.txt);;All files (*)</source>
        <translation>Kolekcja CSV (*.csv *.txt);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/import_csv.py" line="55"/>
        <source>Reading {file}…</source>
        <translation>Wczytywanie {file}…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/import_csv.py" line="58"/>
        <source>Cancelled: nothing was imported.</source>
        <translation>Anulowano: nic nie zaimportowano.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/import_csv.py" line="62"/>
        <source>Could not read {file}:
{error}</source>
        <translation>Nie udało się odczytać {file}:
{error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/import_csv.py" line="80"/>
        <source>Products read: %n</source>
        <translation>
            <numerusform>Wczytane produkty: %n</numerusform>
            <numerusform>Wczytane produkty: %n</numerusform>
            <numerusform>Wczytane produkty: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/import_csv.py" line="81"/>
        <source>Cards read: %n</source>
        <translation>
            <numerusform>Wczytane karty: %n</numerusform>
            <numerusform>Wczytane karty: %n</numerusform>
            <numerusform>Wczytane karty: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/import_csv.py" line="82"/>
        <source>Lines not understood: %n</source>
        <translation>
            <numerusform>Niezrozumiałe wiersze: %n</numerusform>
            <numerusform>Niezrozumiałe wiersze: %n</numerusform>
            <numerusform>Niezrozumiałe wiersze: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/import_csv.py" line="85"/>
        <source>line {line}: {text}</source>
        <translation>wiersz {line}: {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/import_csv.py" line="72"/>
        <source>Not imported: the collection would be over its limits ({problems}).</source>
        <translation>Nie zaimportowano: kolekcja przekroczyłaby swoje limity ({problems}).</translation>
    </message>
</context>
<context>
    <name>CollectionTab</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="379"/>
        <source>Products you own</source>
        <translation>Posiadane pudełka</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="386"/>
        <source>Heroes: {heroes}</source>
        <translation>Bohaterowie: {heroes}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="387"/>
        <source>Advanced actions: %n</source>
        <translation>
            <numerusform>Zaawansowane akcje: %n</numerusform>
            <numerusform>Zaawansowane akcje: %n</numerusform>
            <numerusform>Zaawansowane akcje: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="388"/>
        <source>Spells: %n</source>
        <translation>
            <numerusform>Zaklęcia: %n</numerusform>
            <numerusform>Zaklęcia: %n</numerusform>
            <numerusform>Zaklęcia: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="389"/>
        <source>Artifacts: %n</source>
        <translation>
            <numerusform>Artefakty: %n</numerusform>
            <numerusform>Artefakty: %n</numerusform>
            <numerusform>Artefakty: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="390"/>
        <source>Regular unit cards: %n</source>
        <translation>
            <numerusform>Karty zwykłych jednostek: %n</numerusform>
            <numerusform>Karty zwykłych jednostek: %n</numerusform>
            <numerusform>Karty zwykłych jednostek: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="391"/>
        <source>Elite unit cards: %n</source>
        <translation>
            <numerusform>Karty elitarnych jednostek: %n</numerusform>
            <numerusform>Karty elitarnych jednostek: %n</numerusform>
            <numerusform>Karty elitarnych jednostek: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="392"/>
        <source>Players with the dummy player (co-op, solo): up to %n</source>
        <translation>
            <numerusform>Graczy z graczem wirtualnym (kooperacja, solo): do %n</numerusform>
            <numerusform>Graczy z graczem wirtualnym (kooperacja, solo): do %n</numerusform>
            <numerusform>Graczy z graczem wirtualnym (kooperacja, solo): do %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CollectionView</name>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="215"/>
        <source>Products</source>
        <translation>Produkty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="216"/>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="217"/>
        <source>Assembled spellbooks</source>
        <translation>Złożone księgi</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="218"/>
        <source>What to buy</source>
        <translation>Co kupić</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="221"/>
        <source>Filter cards: name in any language, or s:fire t:creature …</source>
        <translation>Filtruj karty: nazwa w dowolnym języku albo sz:ogień typ:stworzenie …</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="222"/>
        <source>Card filter</source>
        <translation>Filtr kart</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="223"/>
        <source>Owned only</source>
        <translation>Tylko posiadane</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="224"/>
        <source>Take apart</source>
        <translation>Rozłóż</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="225"/>
        <source>The selected book is no longer assembled: its cards become free</source>
        <translation>Zaznaczona księga nie jest już złożona: jej karty są wolne</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="226"/>
        <source>Spellbook / card</source>
        <translation>Księga czarów / karta</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="226"/>
        <source>Copies</source>
        <translation>Kopie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="233"/>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="234"/>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="278"/>
        <source>Undo: {action}</source>
        <translation>Cofnij: {action}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="280"/>
        <source>Redo: {action}</source>
        <translation>Ponów: {action}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/view.py" line="286"/>
        <source>Products owned: %n</source>
        <translation>
            <numerusform>Posiadane produkty: %n</numerusform>
            <numerusform>Posiadane produkty: %n</numerusform>
            <numerusform>Posiadane produkty: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/view.py" line="287"/>
        <source>Different cards: %n</source>
        <translation>
            <numerusform>Różnych kart: %n</numerusform>
            <numerusform>Różnych kart: %n</numerusform>
            <numerusform>Różnych kart: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/view.py" line="288"/>
        <source>Copies: %n</source>
        <translation>
            <numerusform>Kopie: %n</numerusform>
            <numerusform>Kopie: %n</numerusform>
            <numerusform>Kopie: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="294"/>
        <source>No spellbook is marked assembled. Mark a book assembled from the spellbook editor; its cards are then kept for it.</source>
        <translation>Żadna księga nie jest oznaczona jako złożona. Oznacz księgę jako złożoną w edytorze ksiąg — jej karty zostaną dla niej zachowane.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/view.py" line="305"/>
        <source>{book} — missing copies: %n</source>
        <translation>
            <numerusform>{book} — brakujące kopie: %n</numerusform>
            <numerusform>{book} — brakujące kopie: %n</numerusform>
            <numerusform>{book} — brakujące kopie: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="316"/>
        <source>Conflicts</source>
        <translation>Konflikty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="320"/>
        <source>{card}: {owned} owned, {needed} needed by {books}</source>
        <translation>{card}: posiadane {owned}, potrzebne {needed} dla {books}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="230"/>
        <source>Import CSV…</source>
        <translation>Import CSV…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/view.py" line="231"/>
        <source>Read a collection file (product,card,code,count): listed products and cards take the file&apos;s counts; one undo step</source>
        <translation>Wczytaj plik kolekcji (product,card,code,count): wymienione produkty i karty przyjmą liczby z pliku; cofa się jednym krokiem</translation>
    </message>
</context>
<context>
    <name>CompareTab</name>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="232"/>
        <source>Version {n} · {when}</source>
        <translation>Wersja {n} · {when}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="233"/>
        <source>Version {n} · {when} · {points} points</source>
        <translation>Wersja {n} · {when} · punkty czarów: {points}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="237"/>
        <source>Build {letter}</source>
        <translation>Księga {letter}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="238"/>
        <source>&amp;Book</source>
        <translation>&amp;Księga</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="238"/>
        <source>B&amp;ook</source>
        <translation>K&amp;sięga</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="239"/>
        <source>&amp;Version</source>
        <translation>&amp;Wersja</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="239"/>
        <source>V&amp;ersion</source>
        <translation>W&amp;ersja</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="240"/>
        <source>File…</source>
        <translation>Plik…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="241"/>
        <source>Compare a spellbook file (.o8d, text, BBCode, JSON)</source>
        <translation>Porównaj z plikiem księgi czarów (.o8d, tekst, BBCode, JSON)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="242"/>
        <source>This book (as in the editor)</source>
        <translation>Ta księga (jak w edytorze)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="242"/>
        <source>Now</source>
        <translation>Teraz</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="243"/>
        <source>&amp;Games</source>
        <translation>&amp;Gry</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="244"/>
        <source>Co&amp;mpare</source>
        <translation>Po&amp;równaj</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="245"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Anuluj</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="296"/>
        <source>That book or version is no longer saved; pick another.</source>
        <translation>Tej księgi lub wersji nie ma już wśród zapisanych; wybierz inną.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="344"/>
        <source>The games could not be played: {error}</source>
        <translation>Nie udało się rozegrać gier: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="351"/>
        <source>The target was never killed in {rounds} rounds.</source>
        <translation>Cel ani razu nie zginął (limit rund: {rounds}).</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="353"/>
        <source>Kills in round {mean} on average (median {p50}, 90% by round {p90}); games without a kill: {never}.</source>
        <translation>Zabija średnio w rundzie {mean} (mediana {p50}, 90% do rundy {p90}); gier bez zabicia: {never}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="360"/>
        <source>Cards not simulated: {n}.</source>
        <translation>Kart niesymulowanych: {n}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="370"/>
        <source>{games} paired games. B − A: {delta} rounds on average, 95% interval {lo} to {hi}, {p}. B faster in {faster} games, slower in {slower}, the same round in {equal}.</source>
        <translation>Gier w parach: {games}. B − A: średnio {delta} rundy, przedział 95% od {lo} do {hi}, {p}. B szybsza w grach: {faster}, wolniejsza: {slower}, w tej samej rundzie: {equal}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="396"/>
        <source>Rounds to kill</source>
        <translation>Rundy do zabicia</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="402"/>
        <source>Damage per round (mean)</source>
        <translation>Obrażenia na rundę (średnio)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="357"/>
        <source>Games lost (your mage destroyed): {n}.</source>
        <translation>Przegranych gier (twój Mag zniszczony): {n}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="225"/>
        <source>No saved version differs from this book yet: both sides are the book as it is now. Pick another book or a file for B, or edit the book and compare later.</source>
        <translation>Żadna zapisana wersja nie różni się jeszcze od księgi: po obu stronach jest księga w obecnym stanie. Wybierz dla B inną księgę lub plik albo zmień księgę i porównaj później.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="340"/>
        <source>Cancelled: nothing is compared. A comparison always plays every game, so stopping when the result looks good cannot bias it.</source>
        <translation>Anulowano: nic nie porównano. Porównanie zawsze rozgrywa wszystkie gry, więc przerwanie przy dobrze wyglądającym wyniku nie może go zniekształcić.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="381"/>
        <source>The planner plays the plan it drew with this seed; another seed may draw another plan, so the interval holds for these plans.</source>
        <translation>Planista gra plan wylosowany dla tego ziarna; inne ziarno może dać inny plan, więc przedział dotyczy tych planów.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="387"/>
        <source>Cards that differ, with the games of A and of B in which each was cast: {cards}.</source>
        <translation>Karty, które się różnią, i liczba gier A i B, w których każdą rzucono: {cards}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="251"/>
        <location filename="../spellforge/ui/playtest/compare.py" line="269"/>
        <source>Pick two builds and press Compare: game by game, both are played with the same game seeds.</source>
        <translation>Wybierz dwie wersje i naciśnij „Porównaj”: gra po grze obie są rozgrywane z tymi samymi ziarnami gier.</translation>
    </message>
</context>
<context>
    <name>CostExplanation</name>
    <message>
        <location filename="../spellforge/rules/messages.py" line="36"/>
        <source>attack spells</source>
        <translation>ataki</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="36"/>
        <source>conjurations</source>
        <translation>przywołania</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="37"/>
        <source>creatures</source>
        <translation>stworzenia</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="37"/>
        <source>enchantments</source>
        <translation>zaklęcia</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="38"/>
        <source>equipment</source>
        <translation>ekwipunek</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="38"/>
        <source>incantations</source>
        <translation>inkantacje</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="43"/>
        <source>trained school</source>
        <translation>szkoła, w której Mag jest wyszkolony</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="44"/>
        <source>untrained school</source>
        <translation>szkoła, w której Mag nie jest wyszkolony</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="45"/>
        <source>opposed school</source>
        <translation>szkoła, której Mag jest przeciwnikiem</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="46"/>
        <source>trained up to level {detail}</source>
        <translation>wyszkolony do poziomu {detail}</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="47"/>
        <source>trained only up to level {detail}</source>
        <translation>wyszkolony tylko do poziomu {detail}</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="48"/>
        <source>chosen element</source>
        <translation>wybrany żywioł</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="49"/>
        <source>trained for {school} {type}</source>
        <translation>Mag wyszkolony w tym rodzaju czarów: {type} ({school})</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="50"/>
        <source>{detail} spells trained</source>
        <translation>wyszkolony w czarach „{detail}”</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="51"/>
        <source>{type} outside trained schools</source>
        <translation>{type} spoza szkół Maga</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="52"/>
        <source>Living creature</source>
        <translation>żyjące stworzenie</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="53"/>
        <source>training</source>
        <translation>szkolenie</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="59"/>
        <source>Novice: {points}</source>
        <translation>Czar Nowicjusza: {points}</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="59"/>
        <source>not a spell: 0</source>
        <translation>to nie czar: 0</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="60"/>
        <source>cheapest of {options}</source>
        <translation>najtaniej z: {options}</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="61"/>
        <source>the card sets its own cost: {points_text}, whatever the mage (a card&apos;s text overrides the rules; by the formula: {formula})</source>
        <translation>koszt podany na samej karcie: {points_text} dla każdego Maga (tekst karty ma pierwszeństwo przed zasadami; według wzoru: {formula})</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="63"/>
        <source>Novice, but this mage&apos;s card prices its triple-cost schools in full even for Novice spells</source>
        <translation>Czar Nowicjusza, ale karta tego Maga każe płacić potrójnie za szkoły, których jest przeciwnikiem, także za Czary Nowicjusza</translation>
    </message>
</context>
<context>
    <name>DataRepairDialog</name>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="157"/>
        <source>Check and repair</source>
        <translation>Sprawdzanie i naprawa</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="158"/>
        <source>Backups (newest first):</source>
        <translation>Kopie zapasowe (najnowsze najpierw):</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="159"/>
        <source>&amp;Back up now</source>
        <translation>Utwórz &amp;kopię teraz</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="160"/>
        <source>&amp;Restore the selected backup…</source>
        <translation>&amp;Przywróć wybraną kopię…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="161"/>
        <source>&amp;Salvage spellbooks…</source>
        <translation>&amp;Ocal księgi czarów…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="169"/>
        <source>No data file yet: {file}</source>
        <translation>Nie ma jeszcze pliku danych: {file}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="174"/>
        <source>It was written by a newer Spellforge: it is opened read-only.</source>
        <translation>Został zapisany przez nowszą wersję Spellforge i jest otwarty tylko do odczytu.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="178"/>
        <source>Your data file is DAMAGED: {file}
{problems}
Restore a backup or salvage your spellbooks.</source>
        <translation>Plik danych jest USZKODZONY: {file}
{problems}
Przywróć kopię zapasową lub ocal księgi czarów.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="195"/>
        <source>Could not back up:
{error}</source>
        <translation>Nie udało się utworzyć kopii:
{error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="198"/>
        <source>Backed up to {file}</source>
        <translation>Kopia zapisana: {file}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="206"/>
        <source>Replace your data with the backup {name}?
Your current data file is kept beside it, never deleted.</source>
        <translation>Zastąpić dane kopią zapasową {name}?
Obecny plik danych zostanie obok i nigdy nie zostanie usunięty.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/data_safety.py" line="171"/>
        <source>Your data file is healthy: {file}
Schema version {version}, %n spellbook(s).</source>
        <translation>
            <numerusform>Plik danych jest w porządku: {file}
Wersja schematu {version}, %n księga czarów.</numerusform>
            <numerusform>Plik danych jest w porządku: {file}
Wersja schematu {version}, %n księgi czarów.</numerusform>
            <numerusform>Plik danych jest w porządku: {file}
Wersja schematu {version}, %n ksiąg czarów.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataSafety</name>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="36"/>
        <source>Folder for the saved spellbooks</source>
        <translation>Folder na ocalone księgi czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="43"/>
        <location filename="../spellforge/ui/window/data_safety.py" line="52"/>
        <source>Salvage spellbooks</source>
        <translation>Ocalanie ksiąg czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="44"/>
        <source>Could not write to {folder}:
{error}</source>
        <translation>Nie udało się zapisać do {folder}:
{error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="66"/>
        <source>Your Spellforge data cannot be read</source>
        <translation>Nie można odczytać danych Spellforge</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="70"/>
        <source>Spellforge could not open your data file:
{file}

{error}

Nothing has been changed. You can put back the latest backup (the damaged file is kept beside it), save the spellbooks that can still be read as files, or start with empty data (the damaged file is kept).</source>
        <translation>Spellforge nie mógł otworzyć pliku danych:
{file}

{error}

Nic nie zostało zmienione. Możesz przywrócić najnowszą kopię zapasową (uszkodzony plik zostanie obok), zapisać do plików księgi czarów, które da się jeszcze odczytać, albo zacząć z pustymi danymi (uszkodzony plik zostanie zachowany).</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="78"/>
        <source>Restore the latest backup</source>
        <translation>Przywróć najnowszą kopię</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="78"/>
        <source>Salvage spellbooks…</source>
        <translation>Ocal księgi czarów…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="79"/>
        <source>Start with empty data</source>
        <translation>Zacznij z pustymi danymi</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="79"/>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="116"/>
        <source>Spellforge</source>
        <translation>Spellforge</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/data_safety.py" line="117"/>
        <source>The damaged file is kept as {file}.</source>
        <translation>Uszkodzony plik zachowano jako {file}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/data_safety.py" line="46"/>
        <source>%n spellbook(s) written to {folder} as JSON files. Open them with File ▸ Open or import….</source>
        <translation>
            <numerusform>Zapisano %n księgę czarów w {folder} (pliki JSON). Otwórz je przez Plik ▸ Otwórz lub importuj….</numerusform>
            <numerusform>Zapisano %n księgi czarów w {folder} (pliki JSON). Otwórz je przez Plik ▸ Otwórz lub importuj….</numerusform>
            <numerusform>Zapisano %n ksiąg czarów w {folder} (pliki JSON). Otwórz je przez Plik ▸ Otwórz lub importuj….</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/data_safety.py" line="50"/>
        <source>%n spellbook(s) were found but could not be read: {names}</source>
        <translation>
            <numerusform>Znaleziono %n księgę czarów, ale nie da się jej odczytać: {names}</numerusform>
            <numerusform>Znaleziono %n księgi czarów, ale nie da się ich odczytać: {names}</numerusform>
            <numerusform>Znaleziono %n ksiąg czarów, ale nie da się ich odczytać: {names}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DummyTab</name>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="117"/>
        <source>{hero}: %n card(s) left in its deck; crystals: {crystals}</source>
        <translation>
            <numerusform>{hero}: w talii została %n karta; kryształy: {crystals}</numerusform>
            <numerusform>{hero}: w talii zostały %n karty; kryształy: {crystals}</numerusform>
            <numerusform>{hero}: w talii zostało %n kart; kryształy: {crystals}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="128"/>
        <source>Playing…</source>
        <translation>Trwa gra…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="150"/>
        <source>&amp;Hero:</source>
        <translation>&amp;Bohater:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="151"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Ziarno:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="152"/>
        <source>A random hero</source>
        <translation>Losowy bohater</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="155"/>
        <source>New &amp;game</source>
        <translation>Nowa &amp;gra</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="156"/>
        <source>&amp;Next turn</source>
        <translation>&amp;Następna tura</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="157"/>
        <source>Round &amp;lengths over many games</source>
        <translation>&amp;Długość rund w wielu grach</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="158"/>
        <source>How many turns the dummy takes before it announces the end of the round, over %n seeded games of 6 rounds</source>
        <translation>
            <numerusform>Ile tur wirtualny gracz wykonuje, zanim ogłosi koniec rundy: %n gra z ziarnem, po 6 rund</numerusform>
            <numerusform>Ile tur wirtualny gracz wykonuje, zanim ogłosi koniec rundy: %n gry z ziarnem, po 6 rund</numerusform>
            <numerusform>Ile tur wirtualny gracz wykonuje, zanim ogłosi koniec rundy: %n gier z ziarnem, po 6 rund</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="160"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>GameSwitcher</name>
    <message>
        <location filename="../spellforge/ui/window/game_switcher.py" line="95"/>
        <source>Which game&apos;s tools the window shows</source>
        <translation>Narzędzia której gry pokazuje okno</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/game_switcher.py" line="96"/>
        <source>Game</source>
        <translation>Gra</translation>
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
        <translation>Otwieram „{game}”…</translation>
    </message>
</context>
<context>
    <name>GoldfishReport</name>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="24"/>
        <source>{book}: {mage}, {games}, seed {seed}, policy {policy}</source>
        <translation>{book}: {mage}, {games}, ziarno {seed}, strategia {policy}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="25"/>
        <source>Target: Life {life}, Armor {armor}</source>
        <translation>Cel: Życie {life}, Zbroja {armor}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="26"/>
        <source>; guard Life {life}, Armor {armor}</source>
        <translation>; strażnik: Życie {life}, Zbroja {armor}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="27"/>
        <source>; {zones} away</source>
        <translation>; do celu {zones}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="27"/>
        <source>; no arena (all in range)</source>
        <translation>; bez areny (wszystko w zasięgu)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="28"/>
        <source>, {piercing} +{n}</source>
        <translation>, {piercing} +{n}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="29"/>
        <source>Its mana: Channeling {channeling}, {mana} at the start; its cards: {cards}</source>
        <translation>Jego mana: Przyrost Many {channeling}, na początku {mana}; jego karty: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="31"/>
        <source>Planner: rounds 1-{n} {opening}, then {then} ({mean} rounds on {rollouts} rollouts; greedy {greedy})</source>
        <translation>Planista: rundy 1–{n} {opening}, potem {then} (średnio rund: {mean}, przebiegów: {rollouts}; strategia zachłanna: {greedy})</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="32"/>
        <source>Rounds to kill: mean {mean}, p50 {p50}, p90 {p90}</source>
        <translation>Runda zabicia: średnio {mean}, mediana {p50}, 90% do rundy {p90}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="33"/>
        <source>  round {round}: {bar} {n}</source>
        <translation>  runda {round}: {bar} {n}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="34"/>
        <source>The target was never killed in {rounds}</source>
        <translation>Cel ani razu nie zginął w {rounds}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="35"/>
        <source>First creature: round {mean} on average</source>
        <translation>Pierwsze stworzenie: średnio w rundzie {mean}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="36"/>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="36"/>
        <source>damage</source>
        <translation>obraż.</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="37"/>
        <source>mana spent</source>
        <translation>mana wydana</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="37"/>
        <source>mana left</source>
        <translation>mana została</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="38"/>
        <source>Cast per game:</source>
        <translation>Rzucone na grę:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="38"/>
        <source>Never cast: {cards}</source>
        <translation>Nigdy nie rzucone: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="39"/>
        <source>Not simulated:</source>
        <translation>Niesymulowane:</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="144"/>
        <location filename="../spellforge/cli/goldfish_text.py" line="40"/>
        <source>  mage ability: {name}</source>
        <translation>  umiejętność Maga: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="40"/>
        <source>Approximations:</source>
        <translation>Przybliżenia:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="41"/>
        <source>Game 1:</source>
        <translation>Gra 1:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="42"/>
        <source>{side}: {name} ({mage}, policy {policy}): kills in round {mean} on average, p50 {p50}, p90 {p90}, not killed {never}</source>
        <translation>{side}: {name} ({mage}, strategia {policy}): zabija średnio w rundzie {mean}, mediana {p50}, 90% do rundy {p90}, gier bez zabicia: {never}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="44"/>
        <source>Game 1 of {side}:</source>
        <translation>Gra 1 księgi {side}:</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="45"/>
        <source>Tested: mean rounds to kill, a game without a kill (lost or out of rounds) counted as round {next}: A {a}, B {b}; paired t-test, exact sign test {sign}</source>
        <translation>Testowane: średnia liczba rund do zabicia; gra bez zabicia (przegrana lub bez zabicia do limitu) liczy się jako runda {next}: A {a}, B {b}; test t dla par, dokładny test znaków {sign}</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="47"/>
        <source>Planner: each side plays the plan it drew for seed {seed}; another seed may draw another plan, so the interval holds for these plans</source>
        <translation>Planista: każda księga gra plan wylosowany dla ziarna {seed}; inne ziarno może dać inny plan, więc przedział dotyczy tych planów</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="49"/>
        <source>greedy</source>
        <translation>zachłanna</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="49"/>
        <source>planner</source>
        <translation>planista</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="51"/>
        <source>develop</source>
        <translation>rozwój</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="51"/>
        <source>attack</source>
        <translation>atak</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="52"/>
        <source>creatures</source>
        <translation>stworzenia</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="53"/>
        <source>mana → attack</source>
        <translation>mana → atak</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="60"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n gra</numerusform>
            <numerusform>%n gry</numerusform>
            <numerusform>%n gier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="61"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n runda</numerusform>
            <numerusform>%n rundy</numerusform>
            <numerusform>%n rund</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="62"/>
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n strefa</numerusform>
            <numerusform>%n strefy</numerusform>
            <numerusform>%n stref</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="63"/>
        <source>%n dice</source>
        <translation>
            <numerusform>%n kość</numerusform>
            <numerusform>%n kości</numerusform>
            <numerusform>%n kości</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="69"/>
        <source>within %n round(s)</source>
        <translation>
            <numerusform>%n rundzie</numerusform>
            <numerusform>%n rundach</numerusform>
            <numerusform>%n rundach</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="178"/>
        <source>Engine: the matchup&apos;s, against the dummy as a side of this target (docs/matchup.md)</source>
        <translation>Silnik pojedynków: przeciw manekinowi jako stronie z parametrami tego celu (`docs/matchup.md`)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="112"/>
        <source>Opponent: dummy, melee {dice}{piercing}; your mage destroyed in %n game(s), {creatures} creatures lost per game</source>
        <translation>
            <numerusform>Przeciwnik: manekin, atak wręcz {dice}{piercing}; twój Mag zniszczony w grach: %n; stracone stworzenia na grę: {creatures}</numerusform>
            <numerusform>Przeciwnik: manekin, atak wręcz {dice}{piercing}; twój Mag zniszczony w grach: %n; stracone stworzenia na grę: {creatures}</numerusform>
            <numerusform>Przeciwnik: manekin, atak wręcz {dice}{piercing}; twój Mag zniszczony w grach: %n; stracone stworzenia na grę: {creatures}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="129"/>
        <source> (%n game(s) not killed in {rounds})</source>
        <translation>
            <numerusform> (gier bez zabicia w {rounds}: %n)</numerusform>
            <numerusform> (gier bez zabicia w {rounds}: %n)</numerusform>
            <numerusform> (gier bez zabicia w {rounds}: %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="238"/>
        <source>B − A: {delta} rounds, 95% CI [{lo}, {hi}], {p}; B faster in %n game(s), slower in {slower}, same round in {equal}</source>
        <translation>
            <numerusform>B − A: {delta} rundy, przedział ufności 95% [{lo}; {hi}], {p}; B szybsza w grach: %n, wolniejsza: {slower}, w tej samej rundzie: {equal}</numerusform>
            <numerusform>B − A: {delta} rundy, przedział ufności 95% [{lo}; {hi}], {p}; B szybsza w grach: %n, wolniejsza: {slower}, w tej samej rundzie: {equal}</numerusform>
            <numerusform>B − A: {delta} rundy, przedział ufności 95% [{lo}; {hi}], {p}; B szybsza w grach: %n, wolniejsza: {slower}, w tej samej rundzie: {equal}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="204"/>
        <source>A and B hold the same cards.</source>
        <translation>Księgi A i B mają te same karty.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="205"/>
        <source>Cards that differ (copies in A and B; in how many of the %n games of each it was cast, and how often a game):</source>
        <translation>
            <numerusform>Karty, które się różnią (kopie w A i B; w ilu z %n gry każdej księgi kartę rzucono i ile razy na grę):</numerusform>
            <numerusform>Karty, które się różnią (kopie w A i B; w ilu z %n gier każdej księgi kartę rzucono i ile razy na grę):</numerusform>
            <numerusform>Karty, które się różnią (kopie w A i B; w ilu z %n gier każdej księgi kartę rzucono i ile razy na grę):</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="208"/>
        <source>  {card}: copies A {copies_a}, B {copies_b}; cast in A&apos;s games {games_a} ({per_a} a game), in B&apos;s {games_b} ({per_b} a game)</source>
        <translation>  {card}: kopii w A {copies_a}, w B {copies_b}; rzucona w grach A: {games_a} ({per_a} na grę), w grach B: {games_b} ({per_b} na grę)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="214"/>
        <source>(not simulated)</source>
        <translation>(niesymulowana)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="224"/>
        <source>A/B: %n paired games, seed {seed} (game i of A and game i of B are played with the same game seed)</source>
        <translation>
            <numerusform>A/B: %n sparowana gra, ziarno {seed} (gry ksiąg A i B o tym samym numerze są rozgrywane z tym samym ziarnem gry)</numerusform>
            <numerusform>A/B: %n sparowane gry, ziarno {seed} (gry ksiąg A i B o tym samym numerze są rozgrywane z tym samym ziarnem gry)</numerusform>
            <numerusform>A/B: %n sparowanych gier, ziarno {seed} (gry ksiąg A i B o tym samym numerze są rozgrywane z tym samym ziarnem gry)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="179"/>
        <source>Engine: the matchup&apos;s, against a passive side of this target (docs/matchup.md)</source>
        <translation>Silnik pojedynków: przeciw biernej stronie z parametrami tego celu (`docs/matchup.md`)</translation>
    </message>
    <message>
        <location filename="../spellforge/cli/goldfish_text.py" line="186"/>
        <source>Below, A is the book&apos;s side and B the target&apos;s (the matchup&apos;s sides)</source>
        <translation>Poniżej A to strona księgi, B — strona celu (strony pojedynku)</translation>
    </message>
</context>
<context>
    <name>GoldfishTab</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="154"/>
        <source>Playing…</source>
        <translation>Trwa rozgrywka…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="168"/>
        <source>The rounds could not be played: {error}</source>
        <translation>Nie udało się rozegrać rund: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="174"/>
        <source>Up to 6 whole numbers from 1 to 200, separated by commas</source>
        <translation>Do 6 liczb całkowitych od 1 do 200, oddzielonych przecinkami</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="177"/>
        <source>The amounts N for the chance of at least N by turn T, separated by commas</source>
        <translation>Wartości N oddzielone przecinkami: szansa na co najmniej N do tury T</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="191"/>
        <source>Standard deck</source>
        <translation>Standardowa talia</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="198"/>
        <source>Choose the deck and press Run: each round is played from a fresh shuffle until the deck runs out.</source>
        <translation>Wybierz talię i naciśnij „Rozegraj”: każda runda zaczyna się od potasowanej talii i trwa, aż talia się skończy.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="203"/>
        <source>%Ln round(s)</source>
        <translation>
            <numerusform>%Ln runda</numerusform>
            <numerusform>%Ln rundy</numerusform>
            <numerusform>%Ln rund</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="205"/>
        <source>(cancelled)</source>
        <translation>(anulowano)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="207"/>
        <source>%n wound(s)</source>
        <translation>
            <numerusform>%n rana</numerusform>
            <numerusform>%n rany</numerusform>
            <numerusform>%n ran</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="208"/>
        <source>simple model</source>
        <translation>model prosty</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="208"/>
        <source>full model</source>
        <translation>model pełny</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="209"/>
        <source>hand limit {n}</source>
        <translation>limit ręki {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="210"/>
        <source>%n card(s) played per turn</source>
        <translation>
            <numerusform>%n karta na turę</numerusform>
            <numerusform>%n karty na turę</numerusform>
            <numerusform>%n kart na turę</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="211"/>
        <source>seed {seed}</source>
        <translation>ziarno {seed}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="214"/>
        <source>A round lasts {mean} turns on average.</source>
        <translation>Runda trwa średnio {mean} tury.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="218"/>
        <source>Turns per round (% of rounds)</source>
        <translation>Tur w rundzie (% rund)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="219"/>
        <source>Rounds</source>
        <translation>Rundy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="224"/>
        <source>Chance of at least N {resource} by turn T (%)</source>
        <translation>{resource}: szansa na co najmniej N do tury T (%)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="225"/>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="231"/>
        <source>turn {t}</source>
        <translation>tura {t}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="233"/>
        <source>{resource} by turn, mean</source>
        <translation>{resource}: średnio do tury</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="234"/>
        <source>{resource} ≥ {n}</source>
        <translation>{resource} ≥ {n}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="257"/>
        <source>&amp;Deck:</source>
        <translation>&amp;Talia:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="257"/>
        <source>&amp;Wounds:</source>
        <translation>&amp;Rany:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="257"/>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="258"/>
        <source>&amp;Hand limit:</source>
        <translation>&amp;Limit ręki:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="258"/>
        <source>&amp;Resource:</source>
        <translation>&amp;Zasób:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="259"/>
        <source>&amp;Cards per turn:</source>
        <translation>&amp;Kart na turę:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="259"/>
        <source>&amp;At least:</source>
        <translation>&amp;Co najmniej:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="260"/>
        <source>&amp;Rounds:</source>
        <translation>&amp;Rund:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="260"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Ziarno:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="263"/>
        <source>Standard deck (16 basic actions)</source>
        <translation>Standardowa talia (16 akcji podstawowych)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="271"/>
        <source>The number on your level token: 5 at the start, 6 from level 5; keeps and cities add more</source>
        <translation>Liczba na żetonie poziomu: 5 na początku, 6 od 5. poziomu; twierdze i miasta dodają więcej</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="272"/>
        <source>The goldfish plays the best cards of the hand for the resource, at most this many a turn</source>
        <translation>Zagrywane są najlepsze dla zasobu karty z ręki, najwyżej tyle na turę</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="273"/>
        <source>Wounds shuffled into the deck: they stay in hand and cannot be played</source>
        <translation>Rany wtasowane do talii: zostają w ręce i nie można ich zagrać</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="274"/>
        <source>The same seed gives the same rounds (and the figures of `spellforge mk goldfish`)</source>
        <translation>To samo ziarno daje te same rundy (i te same liczby co `spellforge mk goldfish`)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="276"/>
        <source>&amp;Run</source>
        <translation>&amp;Rozegraj</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="277"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>GoldfishVerdict</name>
    <message>
        <location filename="../spellforge/sim/report/compare.py" line="239"/>
        <source>Book B is slower: it kills {delta} rounds later on average (95% confidence interval {lo} to {hi}; {p}).</source>
        <translation>Księga B jest wolniejsza: zabija średnio o {delta} rundy później (przedział ufności 95%: od {lo} do {hi}; {p}).</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/compare.py" line="241"/>
        <source>Book B is faster: it kills {delta} rounds earlier on average (95% confidence interval {lo} to {hi}; {p}).</source>
        <translation>Księga B jest szybsza: zabija średnio o {delta} rundy wcześniej (przedział ufności 95%: od {lo} do {hi}; {p}).</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/compare.py" line="243"/>
        <source>No significant difference: B − A is {delta} rounds on average (95% confidence interval {lo} to {hi}; {p}).</source>
        <translation>Brak istotnej różnicy: B − A to średnio {delta} rundy (przedział ufności 95%: od {lo} do {hi}; {p}).</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/compare.py" line="245"/>
        <source>No difference: every game ended in the same round for both books.</source>
        <translation>Brak różnicy: każda gra skończyła się w tej samej rundzie dla obu ksiąg.</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/compare.py" line="246"/>
        <source>Too few games to compare: play at least 2.</source>
        <translation>Za mało gier do porównania: potrzeba co najmniej 2.</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/compare.py" line="247"/>
        <source>Games without a kill within {limit} rounds: A {a}, B {b}; they count as round {next}, so the means are capped and a true difference may be larger.</source>
        <translation>Gier bez zabicia w limicie rund ({limit}): A — {a}, B — {b}; liczą się jako runda {next}, więc średnie są ucięte, a prawdziwa różnica może być większa.</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/compare.py" line="249"/>
        <source>Games lost (the target destroyed your mage): A {a}, B {b}; they count as round {next}, the worst outcome, whatever round they were lost in.</source>
        <translation>Przegranych gier (cel zniszczył twojego Maga): A — {a}, B — {b}; liczą się jako runda {next}, najgorszy wynik, niezależnie od rundy przegranej.</translation>
    </message>
</context>
<context>
    <name>HeroDeckTab</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="128"/>
        <source>&amp;Hero:</source>
        <translation>&amp;Bohater:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="129"/>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="130"/>
        <source>&amp;Wounds:</source>
        <translation>&amp;Rany:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="267"/>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="131"/>
        <source>simple: basic value or 1 sideways</source>
        <translation>prosty: efekt podstawowy lub 1 bokiem</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="268"/>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="132"/>
        <source>full: mana, Concentration, Improvisation</source>
        <translation>pełny: mana, Koncentracja, Improwizacja</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="133"/>
        <source>Copies</source>
        <translation>Kopie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="133"/>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="133"/>
        <source>Colour</source>
        <translation>Kolor</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="152"/>
        <source>(not settled by the rulebook)</source>
        <translation>(zasady tego nie rozstrzygają)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="153"/>
        <source>* our translation, not printed in the rulebook</source>
        <translation>* nasze tłumaczenie, nie ma go w zasadach</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="157"/>
        <source>★ the hero&apos;s unique cards</source>
        <translation>★ unikatowe karty bohatera</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="188"/>
        <source>{resource}: chance of ≥ N in the opening hand (%), mean {mean}</source>
        <translation>{resource}: szansa ≥ N w ręce startowej (%), średnio {mean}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="149"/>
        <source>This hero&apos;s own card; replaces {card}</source>
        <translation>Własna karta bohatera; zastępuje kartę „{card}”</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="165"/>
        <source>Working out the odds…</source>
        <translation>Liczenie szans…</translation>
    </message>
</context>
<context>
    <name>HighLevelTab</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="266"/>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="267"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Zapisz jako…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="280"/>
        <source>build</source>
        <translation>zestaw</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="282"/>
        <source>Cannot read the build: {error}</source>
        <translation>Nie można odczytać zestawu: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="287"/>
        <source>Legal</source>
        <translation>Poprawny</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="287"/>
        <source>Not legal</source>
        <translation>Niepoprawny</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="288"/>
        <source>{verdict}. Influence {total}, spent {spent}, left {left}; fame bonus {fame}.</source>
        <translation>{verdict}. Wpływ {total}, wydano {spent}, zostało {left}; sława +{fame}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="304"/>
        <source>Open a high-level start</source>
        <translation>Otwórz start na wysokim poziomie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="313"/>
        <source>JSON builds are checked with `spellforge mk highlevel`</source>
        <translation>Zestawy JSON sprawdza polecenie `spellforge mk highlevel`</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="320"/>
        <source>Save the high-level start</source>
        <translation>Zapisz start na wysokim poziomie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="272"/>
        <source>The keys also read in Russian and Polish; see docs/mage-knight.md</source>
        <translation>Klucze rozumiane są po polsku, rosyjsku i angielsku; zob. docs/mage-knight.md</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="18"/>
        <source>Command tokens: {n}</source>
        <translation>Żetony dowodzenia: {n}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="19"/>
        <source>Free advanced actions allowed: {n}</source>
        <translation>Darmowe zaawansowane akcje do wzięcia: {n}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="20"/>
        <source>Skills drawn: {n}</source>
        <translation>Umiejętności za poziomy: {n}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="21"/>
        <source>Crystals: {crystals}</source>
        <translation>Kryształy: {crystals}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="31"/>
        <source>{colour} crystal</source>
        <translation>{colour} kryształ</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="38"/>
        <source>{item}: {cost}</source>
        <translation>{item}: {cost}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="40"/>
        <source>Taken free: {cards}</source>
        <translation>Wzięte za darmo: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="42"/>
        <source>Bought (influence): {items}</source>
        <translation>Kupione (punkty wpływu): {items}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/build_summary.py" line="26"/>
        <source>Skills drawn: {drawn}; kept: {kept}; to the common offer: {other}</source>
        <translation>Wylosowane umiejętności: {drawn}; wybrana: {kept}; do wspólnej puli: {other}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="268"/>
        <source>One line per key: hero, level, offer advanced actions / units / spells / artifacts, free advanced actions, buy advanced actions / units / spells / spells with crystal / artifacts / crystals, skill draws (A / B), skills. Card names in any language.</source>
        <translation>Jeden wiersz na klucz: bohater, poziom, wyłożone zaawansowane akcje / jednostki / zaklęcia / artefakty, darmowe zaawansowane akcje, kup zaawansowane akcje / jednostki / zaklęcia / zaklęcia za kryształ / artefakty / kryształy, wylosowane umiejętności (A / B), umiejętności. Klucze można pisać też po angielsku, nazwy kart w dowolnym języku.</translation>
    </message>
</context>
<context>
    <name>ImagePackImport</name>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="442"/>
        <location filename="../spellforge/ui/cards/image.py" line="462"/>
        <source>Card images</source>
        <translation>Obrazy kart</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/cards/image.py" line="445"/>
        <source>Imported %n image(s).</source>
        <translation>
            <numerusform>Zaimportowano %n obrazek.</numerusform>
            <numerusform>Zaimportowano %n obrazki.</numerusform>
            <numerusform>Zaimportowano %n obrazków.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="470"/>
        <source>Folder of card images</source>
        <translation>Folder z obrazami kart</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="472"/>
        <source>Zip of card images</source>
        <translation>Archiwum zip z obrazami kart</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="473"/>
        <source>Zip archives (*.zip)</source>
        <translation>Archiwa zip (*.zip)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="461"/>
        <source>Importing card images from {source}…</source>
        <translation>Importowanie obrazów kart z {source}…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="462"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/cards/image.py" line="447"/>
        <source>Import cancelled after %n image(s); the rest of the pack was not read.</source>
        <translation>
            <numerusform>Import anulowano po %n obrazku; reszty paczki nie odczytano.</numerusform>
            <numerusform>Import anulowano po %n obrazkach; reszty paczki nie odczytano.</numerusform>
            <numerusform>Import anulowano po %n obrazkach; reszty paczki nie odczytano.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="77"/>
        <source>≈ card (guessed, {percent} %)</source>
        <translation>≈ karta (zgadnięta, {percent} %)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="78"/>
        <source>✔ card</source>
        <translation>✔ karta</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="78"/>
        <source>♦ mage</source>
        <translation>♦ Mag</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="78"/>
        <source>♦ element</source>
        <translation>♦ żywioł</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="79"/>
        <source>– ignored</source>
        <translation>– pominięto</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="80"/>
        <source>? unresolved: pick a card</source>
        <translation>? nierozpoznane: wybierz kartę</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="83"/>
        <source>Import report: {source}</source>
        <translation>Raport z importu: {source}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="84"/>
        <source>Line</source>
        <translation>Wiersz</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="84"/>
        <source>Text</source>
        <translation>Tekst</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="84"/>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="84"/>
        <source>Copies</source>
        <translation>Kopie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="85"/>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="86"/>
        <source>Imported lines</source>
        <translation>Zaimportowane wiersze</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/books/import_dialog.py" line="93"/>
        <source>%n line(s) read.</source>
        <translation>
            <numerusform>Wczytano %n wiersz.</numerusform>
            <numerusform>Wczytano %n wiersze.</numerusform>
            <numerusform>Wczytano %n wierszy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/books/import_dialog.py" line="94"/>
        <source>%n card line(s) recognised.</source>
        <translation>
            <numerusform>Rozpoznano %n wiersz z kartą.</numerusform>
            <numerusform>Rozpoznano %n wiersze z kartami.</numerusform>
            <numerusform>Rozpoznano %n wierszy z kartami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/books/import_dialog.py" line="96"/>
        <source>%n line(s) not recognised: pick a card or leave them out.</source>
        <translation>
            <numerusform>%n wiersz nierozpoznany: wybierz kartę albo go pomiń.</numerusform>
            <numerusform>%n wiersze nierozpoznane: wybierz karty albo je pomiń.</numerusform>
            <numerusform>%n wierszy nierozpoznanych: wybierz karty albo je pomiń.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="98"/>
        <source>The list names no mage: pick one (those its cards suggest come first).</source>
        <translation>Lista nie podaje Maga: wybierz go (najpierw ci, do których pasują karty).</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="107"/>
        <source>&amp;Mage:</source>
        <translation>&amp;Mag:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="108"/>
        <source>&amp;Element:</source>
        <translation>Ż&amp;ywioł:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="109"/>
        <source>— no mage —</source>
        <translation>— nie wybrano Maga —</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="110"/>
        <source>— not chosen —</source>
        <translation>— nie wybrano —</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="116"/>
        <source>Create spellbook</source>
        <translation>Utwórz księgę czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="117"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="122"/>
        <source>— leave out —</source>
        <translation>— pomiń —</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="123"/>
        <source>Card for line {line}</source>
        <translation>Karta dla wiersza {line}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="190"/>
        <source>{mage} — suggested from the cards, {points} points</source>
        <translation>{mage} — pasuje do kart, punkty: {points}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="233"/>
        <source>Line {line}: the list says {stated} points; choose a mage to check it.</source>
        <translation>Wiersz {line}: lista podaje punktów: {stated}; wybierz Maga, aby to sprawdzić.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="236"/>
        <source>✔ Line {line}: the list says {stated} points, as the rules count.</source>
        <translation>✔ Wiersz {line}: lista podaje punktów: {stated}, tyle samo co według zasad.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="239"/>
        <source>⚠ Line {line}: the list says {stated} points; the rules count {points}.</source>
        <translation>⚠ Wiersz {line}: lista podaje punktów: {stated}, a według zasad: {points}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="289"/>
        <source>Imported spellbook</source>
        <translation>Zaimportowana księga</translation>
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
            <numerusform>Kod talii: odczytano %n różną kartę.</numerusform>
            <numerusform>Kod talii: odczytano %n różne karty.</numerusform>
            <numerusform>Kod talii: odczytano %n różnych kart.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/import_dialog.py" line="75"/>
        <source>? mage not recognised: choose the mage above</source>
        <translation>? nie rozpoznano Maga: wybierz go powyżej</translation>
    </message>
</context>
<context>
    <name>ImportWarnings</name>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="37"/>
        <source>line {line}: {text} is a {type} but is listed under {section}</source>
        <translation>wiersz {line}: {text} to {type}, ale stoi w sekcji {section}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="40"/>
        <source>line {line}: {text} read as {card} ({percent} % sure); please check</source>
        <translation>wiersz {line}: {text} odczytano jako {card} (pewność {percent} %); sprawdź</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="43"/>
        <source>line {line}: a second mage ({other}) is named; {mage} is kept</source>
        <translation>wiersz {line}: podano drugiego Maga ({other}); zostaje Mag {mage}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="46"/>
        <source>the list names no mage</source>
        <translation>lista nie podaje Maga</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="53"/>
        <source>line {line}: unknown card code {code}; matched by name</source>
        <translation>wiersz {line}: nieznany kod karty {code}; kartę znaleziono po nazwie</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="55"/>
        <source>line {line}: unknown card id {id}; {name} matched by name</source>
        <translation>wiersz {line}: nieznany identyfikator karty {id}; znaleziono po nazwie: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="58"/>
        <source>line {line}: unknown GUID {guid}; {name} matched by name</source>
        <translation>wiersz {line}: nieznany identyfikator {guid}; znaleziono po nazwie: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="61"/>
        <source>line {line}: unknown GUID {guid}; the mage {name} matched by name</source>
        <translation>wiersz {line}: nieznany identyfikator {guid}; Maga znaleziono po nazwie: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="64"/>
        <source>the deck is for another OCTGN game ({game}); read anyway</source>
        <translation>talia jest do innej gry OCTGN ({game}); mimo to wczytana</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="66"/>
        <source>the Mage section names {names}; {mage} is used</source>
        <translation>sekcja Maga podaje {names}; wybrany Mag: {mage}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/i18n/read_warnings.py" line="48"/>
        <source>Not recognised: %n line(s); they are kept with the spellbook</source>
        <translation>
            <numerusform>Nierozpoznany %n wiersz; zachowano go razem z księgą</numerusform>
            <numerusform>Nierozpoznane %n wiersze; zachowano je razem z księgą</numerusform>
            <numerusform>Nierozpoznanych %n wierszy; zachowano je razem z księgą</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/i18n/read_warnings.py" line="50"/>
        <source>line {line}: the list says %n point(s); the rules count {computed}</source>
        <translation>
            <numerusform>wiersz {line}: lista podaje %n punkt, według zasad wychodzi {computed}</numerusform>
            <numerusform>wiersz {line}: lista podaje %n punkty, według zasad wychodzi {computed}</numerusform>
            <numerusform>wiersz {line}: lista podaje %n punktów, według zasad wychodzi {computed}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportWords</name>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="117"/>
        <source>its only line names no card</source>
        <translation>jedyny wiersz nie zawiera nazwy karty</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/files.py" line="118"/>
        <source>none of its %n lines names a card</source>
        <translation>
            <numerusform>żaden z %n wierszy nie zawiera nazwy karty</numerusform>
            <numerusform>żaden z %n wierszy nie zawiera nazwy karty</numerusform>
            <numerusform>żaden z %n wierszy nie zawiera nazwy karty</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MKHelp</name>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="25"/>
        <source>language of the readable report</source>
        <translation>język raportu</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="27"/>
        <source>also show where each rule and figure comes from</source>
        <translation>pokaż też źródło każdej zasady i liczby</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="28"/>
        <source>machine-readable output</source>
        <translation>wynik dla programów</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="41"/>
        <source>Mage Knight: hero decks, odds, high-level start, scoring, dummy player, setup</source>
        <translation>Mage Knight: talie bohaterów, szanse, start na wysokim poziomie, punktacja, wirtualny gracz, przygotowanie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="42"/>
        <source>Mage Knight tools.</source>
        <translation>Narzędzia do gry Mage Knight.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="45"/>
        <source>card counts by type and set, checked against the rulebook&apos;s card numbers</source>
        <translation>liczba kart według rodzaju i zestawu, sprawdzona z instrukcją</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="49"/>
        <source>search the card library (the search language of `spellforge search`)</source>
        <translation>wyszukiwanie w bibliotece kart (język wyszukiwania jak w `spellforge search`)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="51"/>
        <source>Search the Mage Knight cards, units and skills. Words match names in English, Russian or Polish; keys (in any of the three languages): {keys}; {operators}, or, a leading {minus} negates, &quot;quoted phrases&quot;. Example: {example}</source>
        <translation>Wyszukiwanie kart, jednostek i umiejętności Mage Knight. Słowa pasują do nazw po angielsku, rosyjsku lub polsku; klucze (w każdym z trzech języków): {keys}; {operators}, „lub”, {minus} na początku neguje, „fraza w cudzysłowie”. Przykład: {example}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="57"/>
        <source>the search, e.g. {examples}</source>
        <translation>zapytanie, np. {examples}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="60"/>
        <source>only this kind of card</source>
        <translation>tylko karty tego rodzaju</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="62"/>
        <source>only the cards of this set (box)</source>
        <translation>tylko karty z tego zestawu (pudełka)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="66"/>
        <source>a hero&apos;s 16 starting cards and the crystals on the hero card</source>
        <translation>16 kart startowych bohatera i kryształy na karcie bohatera</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="67"/>
        <source>hero name (any language) or id</source>
        <translation>imię bohatera (w dowolnym języku) lub jego kod</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="71"/>
        <source>exact odds of Move, Attack, Block and Influence in the opening hand</source>
        <translation>dokładne szanse na Ruch, Atak, Blok i Wpływ w ręce początkowej</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="183"/>
        <source>the hero&apos;s deck (default: the standard 16 basic actions)</source>
        <translation>talia tego bohatera (domyślnie: standardowe 16 akcji podstawowych)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="184"/>
        <source>wounds shuffled into the deck</source>
        <translation>rany wtasowane do talii</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="186"/>
        <source>{simple}: basic value or 1 sideways; {full}: mana, Concentration, Improvisation…</source>
        <translation>{simple}: wartość podstawowa lub 1 bokiem; {full}: mana, Koncentracja, Improwizacja…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="74"/>
        <source>also a seeded random estimate over this many hands</source>
        <translation>także szacunek z losowania (z ziarnem) na tylu rękach</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="75"/>
        <source>random seed for {option}</source>
        <translation>ziarno losowości dla {option}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="79"/>
        <source>seeded turn-by-turn round of the deed deck</source>
        <translation>runda talii czynów tura po turze (z ziarnem losowości)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="82"/>
        <source>the resource counted (default {default})</source>
        <translation>liczony zasób (domyślnie {default})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="83"/>
        <source>seeded rounds played (default %(default)s)</source>
        <translation>rozegrane rundy (domyślnie %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="84"/>
        <location filename="../spellforge/games/mageknight/cli.py" line="142"/>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="39"/>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="41"/>
        <source>random seed (default %(default)s)</source>
        <translation>ziarno losowości (domyślnie %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="85"/>
        <source>5 at levels 1-4, 6 from level 5</source>
        <translation>5 na poziomach 1–4, 6 od poziomu 5</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="86"/>
        <source>cards played per turn (the best ones)</source>
        <translation>kart zagranych na turę (najlepszych)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="93"/>
        <source>check a high-level-start build (the optional rule of the Lost Relic)</source>
        <translation>sprawdź zestaw do startu na wysokim poziomie (zasada dodatkowa „Zaginionej relikwii”)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="94"/>
        <source>a build file (text or JSON)</source>
        <translation>plik zestawu (tekst lub JSON)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="115"/>
        <source>Score the end of a game from a sheet with one line per player: CSV with a header, or JSON (a list of players, one player per line, or {object}). Columns: {columns}. Units: levels separated by spaces, {w} when wounded ({example}).</source>
        <translation>Punktacja na koniec gry z arkusza, jeden wiersz na gracza: CSV z nagłówkiem lub JSON (lista graczy, jeden gracz w wierszu, albo {object}). Kolumny: {columns}. Jednostki: poziomy oddzielone spacjami, {w} — ranna ({example}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="120"/>
        <source>the score sheet (CSV or JSON)</source>
        <translation>arkusz punktacji (CSV lub JSON)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="96"/>
        <source>draw the build&apos;s skills from the hero&apos;s stack (seeded): 2 per odd level after the first; prints the line of skill draws to add to the build</source>
        <translation>dobierz umiejętności zestawu ze stosu bohatera (z ziarnem): po 2 na każdy nieparzysty poziom po pierwszym; wypisuje wiersz dobranych umiejętności do dodania do zestawu</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="99"/>
        <source>random seed for {option} (default %(default)s)</source>
        <translation>ziarno losowości dla {option} (domyślnie %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="101"/>
        <source>with {option}: a co-op or solo game&apos;s stack</source>
        <translation>z {option}: stos gry kooperacyjnej lub jednoosobowej</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="105"/>
        <source>the Mage Knight products you own and what they give</source>
        <translation>posiadane pudełka Mage Knight i co zawierają</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="107"/>
        <source>a product you own; repeatable</source>
        <translation>posiadane pudełko; można powtarzać</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="109"/>
        <source>a product you no longer own; repeatable</source>
        <translation>pudełko, którego już nie masz; można powtarzać</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="113"/>
        <source>end-of-game scoring: fame, the six achievements and their titles, the winner</source>
        <translation>punktacja na koniec gry: sława, sześć osiągnięć i ich tytuły, zwycięzca</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="122"/>
        <source>{conquest} scores the cities, {relic} the relic parts (default: the sheet&apos;s, or {standard})</source>
        <translation>{conquest} liczy miasta, {relic} — części relikwii (domyślnie: jak w arkuszu, inaczej {standard})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="126"/>
        <source>default: {solo} for one player, {competitive} otherwise; a team column makes teams</source>
        <translation>domyślnie: {solo} dla jednego gracza, inaczej {competitive}; kolumna drużyny tworzy drużyny</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="128"/>
        <source>solo or co-op: rounds left when the game ended early</source>
        <translation>gra jednoosobowa lub kooperacyjna: ile rund zostało, gdy gra skończyła się wcześniej</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="129"/>
        <source>solo or co-op: cards in the dummy player&apos;s deed deck</source>
        <translation>gra jednoosobowa lub kooperacyjna: karty w talii czynów wirtualnego gracza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="131"/>
        <source>solo or co-op: the end of the last round was not announced</source>
        <translation>gra jednoosobowa lub kooperacyjna: koniec ostatniej rundy nie został ogłoszony</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="132"/>
        <source>solo or co-op Conquest: every city conquered</source>
        <translation>jednoosobowy lub kooperacyjny Podbój: zdobyto wszystkie miasta</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="134"/>
        <source>solo or co-op Lost Relic: every relic part found</source>
        <translation>jednoosobowa lub kooperacyjna „Zaginiona relikwia”: znaleziono wszystkie części relikwii</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="138"/>
        <source>the dummy player of co-op and solo games, turn by turn (seeded)</source>
        <translation>wirtualny gracz gry kooperacyjnej i jednoosobowej, tura po turze (z ziarnem losowości)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="139"/>
        <source>its hero (default: a random hero none of the players took)</source>
        <translation>jego bohater (domyślnie: losowy bohater, którego nie wziął żaden gracz)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="141"/>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="50"/>
        <source>a hero a player took (not for the dummy); repeatable</source>
        <translation>bohater wzięty przez gracza (nie dla wirtualnego gracza); można powtarzać</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="143"/>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="42"/>
        <source>rounds played (default %(default)s)</source>
        <translation>rozegrane rundy (domyślnie %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="145"/>
        <source>also a random summary of its round lengths over this many games</source>
        <translation>także podsumowanie długości jego rund z tylu losowych gier</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="149"/>
        <source>a scenario&apos;s setup sheet: what to put on the table, counted</source>
        <translation>arkusz przygotowania scenariusza: co i ile położyć na stole</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="151"/>
        <source>the scenario ({conquest} with one player: the solo Conquest; with {coop}: Cooperation)</source>
        <translation>scenariusz ({conquest} z jednym graczem — jednoosobowy Podbój; z {coop} — Kooperacja)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="153"/>
        <source>real players (the dummy is not counted)</source>
        <translation>prawdziwi gracze (wirtualny gracz się nie liczy)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="154"/>
        <source>the co-op version</source>
        <translation>wariant kooperacyjny</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="155"/>
        <source>with the dummy player (solo First Reconnaissance)</source>
        <translation>z wirtualnym graczem (jednoosobowy „Pierwszy rekonesans”)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="160"/>
        <source>the Source at day or night: a seeded roll and the exact odds of a reroll</source>
        <translation>Źródło many w dzień lub w nocy: rzut z ziarnem losowości i dokładne szanse przerzutu</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="161"/>
        <source>dice in the Source (default: players + 2)</source>
        <translation>kości w Źródle many (domyślnie: gracze + 2)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="162"/>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="39"/>
        <source>real players (default %(default)s)</source>
        <translation>prawdziwi gracze (domyślnie %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="163"/>
        <source>the round the Source is set for</source>
        <translation>runda, na którą przygotowuje się Źródło many</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="164"/>
        <source>roll a Source with this seed (default: only the exact odds)</source>
        <translation>rzuć Źródło many z tym ziarnem (domyślnie: tylko dokładne szanse)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="168"/>
        <source>the fame track: the fame each level needs and what it gives</source>
        <translation>tor sławy: ile sławy wymaga każdy poziom i co daje</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="169"/>
        <source>also the level this much fame gives and the fame to the next</source>
        <translation>także poziom przy tej sławie i ile sławy do następnego</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli.py" line="88"/>
        <source>the chance of at least {n} of the resource by each turn; repeatable (default: 5, 10, 15 and 20)</source>
        <translation>szansa na co najmniej {n} zasobu do każdej tury; można powtarzać (domyślnie: 5, 10, 15 i 20)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="26"/>
        <source>Volkare&apos;s scenarios: the fight level (city and Volkare levels)</source>
        <translation>scenariusze z Volkarem: poziom bitwy (poziomy miast i Volkara)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="28"/>
        <source>Volkare&apos;s scenarios: the race level (wounds in his deck, wavering units)</source>
        <translation>scenariusze z Volkarem: poziom wyścigu (rany w jego talii, chwiejne jednostki)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="30"/>
        <source>other scenarios: Volkare&apos;s camp instead of a city ({shuffled}: first games; {last}: co-op and solo; {random})</source>
        <translation>inne scenariusze: obóz Volkara zamiast miasta ({shuffled}: na pierwsze gry; {last}: kooperacja i gra jednoosobowa; {random})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="37"/>
        <source>General Volkare: his turns (seeded) and the battle sheet</source>
        <translation>tury generała Volkara (z ziarnem losowości) i karta bitwy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="38"/>
        <source>his scenario</source>
        <translation>jego scenariusz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="44"/>
        <source>his steps to the city (once it is revealed) or along his path to the portal (default %(default)s)</source>
        <translation>jego kroki do miasta (gdy zostanie odkryte) lub jego drogą do portalu (domyślnie %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="46"/>
        <source>his turns in a round: one per turn of the players until the round ends (default %(default)s)</source>
        <translation>jego tury w rundzie: jedna na każdą kolejkę graczy do końca rundy (domyślnie %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="47"/>
        <source>the hero whose basic actions make his deck (default: a random hero none of the players took)</source>
        <translation>bohater, którego podstawowe akcje tworzą jego talię (domyślnie: losowy bohater, którego nie wziął żaden gracz)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="52"/>
        <source>also a Monte-Carlo of the round he arrives in, over this many games</source>
        <translation>także symulacja losowa: w której rundzie dotrze, na tylu grach</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="53"/>
        <source>the battle sheet instead of his turns</source>
        <translation>karta bitwy zamiast jego tur</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="55"/>
        <source>the battle&apos;s round (the wounds of a retreat; default %(default)s)</source>
        <translation>runda bitwy (rany przy odwrocie; domyślnie %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="56"/>
        <source>heroes sharing the battle (default %(default)s)</source>
        <translation>bohaterowie dzielący bitwę (domyślnie %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="57"/>
        <source>grey tokens that joined his army (default %(default)s)</source>
        <translation>szare żetony, które dołączyły do jego armii (domyślnie %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_volkare.py" line="80"/>
        <source>Volkare&apos;s scenarios are co-op or solo already and have no dummy player: leave out {options}</source>
        <translation>scenariusze z Volkarem już są kooperacyjne lub jednoosobowe i nie mają wirtualnego gracza: pomiń {options}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="16"/>
        <source>a round tracker for the table, saved with undo: {commands}</source>
        <translation>licznik rund przy stole, zapisywany, z cofaniem: {commands}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="23"/>
        <source>the tracker&apos;s name</source>
        <translation>nazwa licznika</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="25"/>
        <source>the player&apos;s name</source>
        <translation>imię gracza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="30"/>
        <source>start a tracker</source>
        <translation>zacznij nowy licznik</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="31"/>
        <source>how the game is played</source>
        <translation>jak toczy się gra</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="33"/>
        <source>a player and their hero; repeatable, in seating order</source>
        <translation>gracz i jego bohater; można powtarzać, w kolejności przy stole</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="34"/>
        <source>the scenario (its round limit, starting fame and reputation come from its setup sheet)</source>
        <translation>scenariusz (limit rund, początkowa sława i reputacja — z jego karty przygotowania)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="37"/>
        <source>Volkare&apos;s scenarios: the fight level that sets his level (default %(default)s)</source>
        <translation>scenariusze z Volkarem: poziom bitwy, który wyznacza jego poziom (domyślnie %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="38"/>
        <source>the round limit (default: the scenario&apos;s)</source>
        <translation>limit rund (domyślnie: jak w scenariuszu)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="40"/>
        <source>the saved trackers</source>
        <translation>zapisane liczniki</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="41"/>
        <source>the tracker as it stands</source>
        <translation>licznik w obecnym stanie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="42"/>
        <source>add fame to a player</source>
        <translation>dodaj graczowi sławę</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="43"/>
        <source>how much</source>
        <translation>ile</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="44"/>
        <source>move a player&apos;s reputation</source>
        <translation>przesuń reputację gracza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="45"/>
        <source>how much, + or -</source>
        <translation>o ile, + lub -</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="46"/>
        <source>a player takes a tactic (the dummy or Volkare then takes theirs)</source>
        <translation>gracz bierze taktykę (potem wirtualny gracz lub generał bierze swoją)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="47"/>
        <source>the tactic&apos;s number</source>
        <translation>numer taktyki</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="48"/>
        <source>end the round: tactics leave the game by the scenario&apos;s rule</source>
        <translation>zakończ rundę: taktyki odpadają z gry według zasady scenariusza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="49"/>
        <source>co-op: the players&apos; tactic that leaves the game</source>
        <translation>kooperacja: taktyka graczy, która odpada z gry</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="50"/>
        <source>record what triggered the end of the game</source>
        <translation>zapisz, co uruchomiło koniec gry</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="51"/>
        <source>what happened</source>
        <translation>co się stało</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="52"/>
        <source>Volkare: change his level at the end of a round, or record the first battle (his level is then fixed)</source>
        <translation>generał: zmień jego poziom na koniec rundy albo zapisz pierwszą bitwę (potem poziom jest stały)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="54"/>
        <source>raise (+) or lower (-) his level</source>
        <translation>podnieś (+) lub obniż (-) jego poziom</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="55"/>
        <source>his troops were revealed in a first battle</source>
        <translation>jego wojska odkryto w pierwszej bitwie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="56"/>
        <source>go back one change</source>
        <translation>cofnij ostatnią zmianę</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/cli_tracker.py" line="131"/>
        <source>unknown hero {name}; the heroes: {known}</source>
        <translation>nieznany bohater: {name}; bohaterowie: {known}</translation>
    </message>
</context>
<context>
    <name>MKReport</name>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="39"/>
        <source>Greatest Knowledge</source>
        <translation>Największa wiedza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="40"/>
        <source>Greatest Leader</source>
        <translation>Największy przywódca</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="41"/>
        <source>Greatest Adventurer</source>
        <translation>Największy poszukiwacz przygód</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="42"/>
        <source>Greatest Loot</source>
        <translation>Największe łupy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="43"/>
        <source>Greatest Conqueror</source>
        <translation>Największy zdobywca</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="44"/>
        <source>Greatest Beating</source>
        <translation>Największe lanie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="45"/>
        <source>Greatest City Conqueror</source>
        <translation>Największy zdobywca miast</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="46"/>
        <source>Greatest Relic Hunter</source>
        <translation>Największy łowca starożytności</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="53"/>
        <source>cities conquered</source>
        <translation>zdobyte miasta</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="54"/>
        <source>every hero leads a city</source>
        <translation>każdy bohater przewodzi miastu</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="55"/>
        <source>all cities conquered</source>
        <translation>zdobyte wszystkie miasta</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="56"/>
        <source>rounds left</source>
        <translation>pozostałe rundy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="57"/>
        <source>relic parts found</source>
        <translation>znalezione części relikwii</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="58"/>
        <source>every hero found a part</source>
        <translation>każdy bohater znalazł część</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="59"/>
        <source>all relic parts found</source>
        <translation>znalezione wszystkie części relikwii</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="60"/>
        <source>cards in the dummy&apos;s deck</source>
        <translation>karty w talii wirtualnego gracza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="61"/>
        <source>end of the last round not announced</source>
        <translation>koniec ostatniej rundy nie ogłoszony</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="67"/>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="12"/>
        <source>competitive</source>
        <translation>gra rywalizacyjna</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="67"/>
        <source>solo</source>
        <translation>gra jednoosobowa</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="67"/>
        <source>co-op</source>
        <translation>gra kooperacyjna</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="72"/>
        <source>First Reconnaissance</source>
        <translation>Pierwszy rekonesans</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="72"/>
        <source>Full Conquest</source>
        <translation>Podbój — pełny scenariusz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="73"/>
        <source>Blitz Conquest</source>
        <translation>Podbój — skrócony scenariusz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="73"/>
        <source>Solo Conquest</source>
        <translation>Podbój — scenariusz jednoosobowy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="74"/>
        <source>Full Co-op Conquest</source>
        <translation>Kooperacja — pełny scenariusz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="74"/>
        <location filename="../spellforge/games/mageknight/messages.py" line="84"/>
        <source>achievements only</source>
        <translation>tylko osiągnięcia</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="75"/>
        <location filename="../spellforge/games/mageknight/messages.py" line="85"/>
        <source>The Lost Relic</source>
        <translation>Zaginiona relikwia</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="118"/>
        <source>free</source>
        <translation>za darmo</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="118"/>
        <source>bought</source>
        <translation>kupione</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="119"/>
        <source>bought with a crystal</source>
        <translation>kupione za kryształ</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="129"/>
        <source>Scoring: {scenario}, {mode}</source>
        <translation>Punktacja: {scenario}, {mode}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="132"/>
        <source>No titles in this game.</source>
        <translation>W tej grze nie przyznaje się tytułów.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="134"/>
        <source>{team} ({members})</source>
        <translation>{team} ({members})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="135"/>
        <source>team</source>
        <translation>drużyna</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="136"/>
        <source>total %n</source>
        <translation>
            <numerusform>razem %n</numerusform>
            <numerusform>razem %n</numerusform>
            <numerusform>razem %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="137"/>
        <source>fame %n</source>
        <translation>
            <numerusform>sława %n</numerusform>
            <numerusform>sława %n</numerusform>
            <numerusform>sława %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="140"/>
        <source>(title %1)</source>
        <translation>(tytuł %1)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="145"/>
        <source>Titles:</source>
        <translation>Tytuły:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="148"/>
        <source>nobody</source>
        <translation>nikt</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="160"/>
        <source>Winner: {names}</source>
        <translation>Zwycięzca: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="161"/>
        <source>Shared victory: {names}</source>
        <translation>Wspólne zwycięstwo: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="169"/>
        <source>Turn {turn}: the deck is empty — it announces the end of the round</source>
        <translation>Tura {turn}: talia jest pusta — ogłasza koniec rundy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="173"/>
        <source>Turn {turn}: {cards}</source>
        <translation>Tura {turn}: {cards}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="175"/>
        <source>%n more for its crystals</source>
        <translation>
            <numerusform>jeszcze %n za kryształy</numerusform>
            <numerusform>jeszcze %n za kryształy</numerusform>
            <numerusform>jeszcze %n za kryształy</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="177"/>
        <source>not enough cards: it announces the end on its next turn</source>
        <translation>zabrakło kart: w następnej turze ogłosi koniec rundy</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="178"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>została %n karta</numerusform>
            <numerusform>zostały %n karty</numerusform>
            <numerusform>zostało %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="193"/>
        <source>New round: {card} ({colour}) joins its deck</source>
        <translation>Nowa runda: do talii dochodzi karta {card} ({colour})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="196"/>
        <source>The spell {spell} leaves the offer: a {colour} crystal</source>
        <translation>Zaklęcie {spell} opuszcza ofertę: kryształ, kolor: {colour}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="198"/>
        <location filename="../spellforge/games/mageknight/messages.py" line="349"/>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="75"/>
        <source>day</source>
        <translation>dzień</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="198"/>
        <location filename="../spellforge/games/mageknight/messages.py" line="349"/>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="75"/>
        <source>night</source>
        <translation>noc</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="199"/>
        <source>Round {round} ({time}): {hero}, %n card(s); crystals: {crystals}</source>
        <translation>
            <numerusform>Runda {round} ({time}): {hero}, %n karta; kryształy: {crystals}</numerusform>
            <numerusform>Runda {round} ({time}): {hero}, %n karty; kryształy: {crystals}</numerusform>
            <numerusform>Runda {round} ({time}): {hero}, %n kart; kryształy: {crystals}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="217"/>
        <source>Turns before it announces the end of the round, over %n game(s):</source>
        <translation>
            <numerusform>Tury do ogłoszenia końca rundy, w %n grze:</numerusform>
            <numerusform>Tury do ogłoszenia końca rundy, w %n grach:</numerusform>
            <numerusform>Tury do ogłoszenia końca rundy, w %n grach:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="220"/>
        <source>round {round}: mean {mean}; {distribution}</source>
        <translation>runda {round}: średnio {mean}; {distribution}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="230"/>
        <source>A hero gains 1 fame for each new tile revealed.</source>
        <translation>Bohater zdobywa 1 punkt sławy za każdy odkryty kafelek.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="231"/>
        <source>No combat between heroes (unless you agree otherwise).</source>
        <translation>Walki między bohaterami są zakazane (chyba że ustalicie inaczej).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="232"/>
        <source>At least one unit with a village icon in the offer at the start: reshuffle and deal again until there is.</source>
        <translation>Na początku w ofercie musi być co najmniej jedna jednostka z symbolem wioski: inaczej przetasuj i wyłóż ponownie.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="234"/>
        <source>Lay out the spell and advanced action offers only when first needed.</source>
        <translation>Oferty zaklęć i zaawansowanych akcji wykłada się dopiero, gdy będą potrzebne.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="235"/>
        <source>Cities cannot be entered; the game ends one turn after the city is revealed.</source>
        <translation>Nie można wchodzić do miast; po odkryciu kafelka z miastem każdy wykonuje jeszcze jedną turę i gra się kończy.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="236"/>
        <source>Countryside tiles sorted by their numbers, tile 1 on top.</source>
        <translation>Kafelki prowincji ułożone według numerów, kafelek 1 na górze.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="237"/>
        <source>You always choose your tactic first; the dummy then takes a random one.</source>
        <translation>Zawsze pierwszy wybierasz taktykę, potem wirtualny gracz bierze losową.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="238"/>
        <source>The dummy player may be left out to learn the game without pressure.</source>
        <translation>Wirtualnego gracza można pominąć, by poznać grę bez presji.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="239"/>
        <source>Each time a shield moves to a new row of the fame track, +1 fame.</source>
        <translation>Za każdym razem, gdy tarcza przechodzi do nowego rzędu toru sławy, +1 punkt sławy.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="240"/>
        <source>Heroes start with reputation +2.</source>
        <translation>Bohaterowie zaczynają z reputacją +2.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="241"/>
        <source>Cities are scored at the end: 7 fame per city led, 4 per other city with your shield; the most +5 (tie +2).</source>
        <translation>Na końcu liczy się miasta: 7 sławy za miasto, któremu przewodzisz, 4 za inne miasto z twoją tarczą; najwięcej +5 (remis +2).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="243"/>
        <source>The dummy takes a random tactic first, then the players choose.</source>
        <translation>Najpierw wirtualny gracz bierze losową taktykę, potem wybierają gracze.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="244"/>
        <source>At the end of each day and night remove one of the tactics the players used.</source>
        <translation>Na koniec każdego dnia i nocy usuń z gry jedną z taktyk użytych przez graczy.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="245"/>
        <source>Team rules apply: all players are one team.</source>
        <translation>Obowiązują zasady gry drużynowej: wszyscy gracze to jedna drużyna.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="246"/>
        <source>One score for the team: the lowest fame, each achievement&apos;s best, no titles, then the goal points.</source>
        <translation>Wspólny wynik drużyny: najniższa sława, najlepszy wynik w każdym osiągnięciu, bez tytułów, potem punkty za cel.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="248"/>
        <source>At the end of each day and night both used tactics leave the game.</source>
        <translation>Na koniec każdego dnia i nocy obie użyte taktyki odpadają z gry.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="249"/>
        <source>After the last city is conquered you take one last turn; the dummy does not.</source>
        <translation>Po zdobyciu ostatniego miasta wykonujesz ostatnią turę (wirtualny gracz już nie).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="251"/>
        <source>Score your fame and achievements without titles, then the goal points.</source>
        <translation>Policz sławę i osiągnięcia bez tytułów, potem punkty za cel i czas.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="284"/>
        <source>wedge</source>
        <translation>klinowa</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="284"/>
        <source>fully open</source>
        <translation>w pełni otwarta</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="286"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="88"/>
        <source>{scenario}: %n player(s)</source>
        <translation>
            <numerusform>{scenario}: %n gracz</numerusform>
            <numerusform>{scenario}: %n graczy</numerusform>
            <numerusform>{scenario}: %n graczy</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="289"/>
        <source>with the dummy player (not counted)</source>
        <translation>z wirtualnym graczem (nie liczy się)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="291"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="92"/>
        <source>Rounds: %n</source>
        <translation>
            <numerusform>Rundy: %n</numerusform>
            <numerusform>Rundy: %n</numerusform>
            <numerusform>Rundy: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="291"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="92"/>
        <source>days %n</source>
        <translation>
            <numerusform>dni: %n</numerusform>
            <numerusform>dni: %n</numerusform>
            <numerusform>dni: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="292"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="93"/>
        <source>nights %n</source>
        <translation>
            <numerusform>noce: %n</numerusform>
            <numerusform>noce: %n</numerusform>
            <numerusform>noce: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="293"/>
        <source>Map: {shape}</source>
        <translation>Plansza: {shape}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="294"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="94"/>
        <source>Countryside tiles: %n</source>
        <translation>
            <numerusform>Kafelki prowincji: %n</numerusform>
            <numerusform>Kafelki prowincji: %n</numerusform>
            <numerusform>Kafelki prowincji: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="295"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="96"/>
        <source>Core tiles with a city: %n</source>
        <translation>
            <numerusform>Kafelki centralne z miastem: %n</numerusform>
            <numerusform>Kafelki centralne z miastem: %n</numerusform>
            <numerusform>Kafelki centralne z miastem: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="296"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="95"/>
        <source>Core tiles without a city: %n</source>
        <translation>
            <numerusform>Kafelki centralne bez miasta: %n</numerusform>
            <numerusform>Kafelki centralne bez miasta: %n</numerusform>
            <numerusform>Kafelki centralne bez miasta: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="298"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="97"/>
        <source>City levels: {levels}</source>
        <translation>Poziomy miast: {levels}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="300"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="110"/>
        <source>Unit offer: %n regular unit(s)</source>
        <translation>
            <numerusform>Oferta jednostek: %n zwykła jednostka</numerusform>
            <numerusform>Oferta jednostek: %n zwykłe jednostki</numerusform>
            <numerusform>Oferta jednostek: %n zwykłych jednostek</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="301"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="111"/>
        <source>Source: %n mana dice</source>
        <translation>
            <numerusform>Źródło many: %n kość</numerusform>
            <numerusform>Źródło many: %n kości</numerusform>
            <numerusform>Źródło many: %n kości</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="302"/>
        <source>Advanced action offer: %n</source>
        <translation>
            <numerusform>Oferta zaawansowanych akcji: %n</numerusform>
            <numerusform>Oferta zaawansowanych akcji: %n</numerusform>
            <numerusform>Oferta zaawansowanych akcji: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="303"/>
        <source>Spell offer: %n</source>
        <translation>
            <numerusform>Oferta zaklęć: %n</numerusform>
            <numerusform>Oferta zaklęć: %n</numerusform>
            <numerusform>Oferta zaklęć: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="304"/>
        <source>Elite units: used</source>
        <translation>Elitarne jednostki: w grze</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="304"/>
        <source>Elite units: left in the box</source>
        <translation>Elitarne jednostki: zostają w pudełku</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="311"/>
        <source>Remove the competitive spells {numbers}</source>
        <translation>Usuń zaklęcia rywalizacyjne {numbers}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="313"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="112"/>
        <source>Skills: the co-op interaction token stays in each stack</source>
        <translation>Umiejętności: w każdym stosie zostaje kooperacyjna umiejętność interakcji</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="314"/>
        <source>Skills: the competitive interaction token stays in each stack</source>
        <translation>Umiejętności: w każdym stosie zostaje rywalizacyjna umiejętność interakcji</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="316"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="114"/>
        <source>Starting fame: %n</source>
        <translation>
            <numerusform>Sława na start: %n</numerusform>
            <numerusform>Sława na start: %n</numerusform>
            <numerusform>Sława na start: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="318"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="116"/>
        <source>Starting reputation: +{n}</source>
        <translation>Reputacja na start: +{n}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="322"/>
        <source>No titles are given at the end.</source>
        <translation>Na końcu nie przyznaje się tytułów.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="323"/>
        <source>Each player:</source>
        <translation>Każdy gracz:</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="326"/>
        <source>hero card, round order token, %n shield tokens on the tracks</source>
        <translation>
            <numerusform>karta bohatera, żeton kolejności, %n tarcza na torach</numerusform>
            <numerusform>karta bohatera, żeton kolejności, %n tarcze na torach</numerusform>
            <numerusform>karta bohatera, żeton kolejności, %n tarcz na torach</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="327"/>
        <source>%n basic action cards, shuffled</source>
        <translation>
            <numerusform>%n karta akcji podstawowej, przetasowana</numerusform>
            <numerusform>%n karty akcji podstawowych, przetasowane</numerusform>
            <numerusform>%n kart akcji podstawowych, przetasowanych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="328"/>
        <source>hand of %n card(s)</source>
        <translation>
            <numerusform>na ręce %n karta</numerusform>
            <numerusform>na ręce %n karty</numerusform>
            <numerusform>na ręce %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="329"/>
        <source>%n level tokens and 1 command token</source>
        <translation>
            <numerusform>%n żeton poziomu i 1 żeton dowodzenia</numerusform>
            <numerusform>%n żetony poziomu i 1 żeton dowodzenia</numerusform>
            <numerusform>%n żetonów poziomu i 1 żeton dowodzenia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="330"/>
        <source>%n skill tokens, face down</source>
        <translation>
            <numerusform>%n żeton umiejętności, rewersem do góry</numerusform>
            <numerusform>%n żetony umiejętności, rewersem do góry</numerusform>
            <numerusform>%n żetonów umiejętności, rewersem do góry</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="332"/>
        <source>The dummy player:</source>
        <translation>Wirtualny gracz:</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="333"/>
        <source>a random hero no one took: its hero card, round order token, %n basic action cards and the 3 crystals of its card</source>
        <translation>
            <numerusform>losowy bohater, którego nikt nie wybrał: jego karta bohatera, żeton kolejności, %n karta akcji podstawowej i 3 kryształy z jego karty</numerusform>
            <numerusform>losowy bohater, którego nikt nie wybrał: jego karta bohatera, żeton kolejności, %n karty akcji podstawowych i 3 kryształy z jego karty</numerusform>
            <numerusform>losowy bohater, którego nikt nie wybrał: jego karta bohatera, żeton kolejności, %n kart akcji podstawowych i 3 kryształy z jego karty</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="336"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="120"/>
        <source>Special rules:</source>
        <translation>Zasady specjalne:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="351"/>
        <source>Roll</source>
        <translation>Rzut</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="351"/>
        <source>Reroll %n</source>
        <translation>
            <numerusform>Przerzut %n</numerusform>
            <numerusform>Przerzut %n</numerusform>
            <numerusform>Przerzut %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="353"/>
        <source>Source ({time}): {dice}</source>
        <translation>Źródło many ({time}): {dice}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="356"/>
        <source>Dark side (not usable this round): {dice}</source>
        <translation>Ciemna strona (niedostępne w tej rundzie): {dice}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="358"/>
        <source>Exact odds of the set-up (at least half the dice must show a basic colour):</source>
        <translation>Dokładne prawdopodobieństwa przygotowania (co najmniej połowa kości musi pokazywać kolor podstawowy):</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="360"/>
        <source>%n dice: reroll needed {p} ({fraction}); rerolls on average {rerolls}; basic dice on average {basic}</source>
        <translation>
            <numerusform>%n kość: przerzut potrzebny z prawdopodobieństwem {p} ({fraction}); średnio przerzutów {rerolls}; średnio kości w kolorach podstawowych {basic}</numerusform>
            <numerusform>%n kości: przerzut potrzebny z prawdopodobieństwem {p} ({fraction}); średnio przerzutów {rerolls}; średnio kości w kolorach podstawowych {basic}</numerusform>
            <numerusform>%n kości: przerzut potrzebny z prawdopodobieństwem {p} ({fraction}); średnio przerzutów {rerolls}; średnio kości w kolorach podstawowych {basic}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="371"/>
        <source>start</source>
        <translation>start</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="371"/>
        <source>a skill and an advanced action</source>
        <translation>umiejętność i zaawansowana akcja</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="372"/>
        <source>a command token</source>
        <translation>żeton dowodzenia</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="373"/>
        <source>Level  fame  reward; command tokens, armour, hand limit</source>
        <translation>Poziom  sława  nagroda; żetony dowodzenia, pancerz, limit ręki</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="377"/>
        <source>command {command}, armour {armour}, hand {hand}</source>
        <translation>dowodzenie {command}, pancerz {armour}, ręka {hand}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="382"/>
        <source>* not printed in the rulebook (which gives levels 2 and 3 only); from a public source</source>
        <translation>* nie ma w instrukcji (podaje tylko poziomy 2 i 3); z publicznego źródła</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="383"/>
        <source>Levels are gained at the end of the turn, before drawing cards; level 10 is the last.</source>
        <translation>Poziom rośnie na końcu tury, przed dobraniem kart; poziom 10 jest ostatni.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="387"/>
        <source>Fame {fame}: level {level}</source>
        <translation>Sława {fame}: poziom {level}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="389"/>
        <source>%n more for the next level</source>
        <translation>
            <numerusform>jeszcze %n do następnego poziomu</numerusform>
            <numerusform>jeszcze %n do następnego poziomu</numerusform>
            <numerusform>jeszcze %n do następnego poziomu</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="398"/>
        <source>Mage Knight library</source>
        <translation>Biblioteka Mage Knight</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="402"/>
        <source>Checked against the card numbers the rulebook gives:</source>
        <translation>Sprawdzone z numerami kart z instrukcji:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="404"/>
        <source>ok</source>
        <translation>zgodne</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="404"/>
        <source>MISMATCH</source>
        <translation>NIEZGODNE</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="407"/>
        <source>rulebook {seed}, library {library}</source>
        <translation>w instrukcji {seed}, w bibliotece {library}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="411"/>
        <source>Russian names printed in the rulebook: %n</source>
        <translation>
            <numerusform>Rosyjskie nazwy z instrukcji: %n</numerusform>
            <numerusform>Rosyjskie nazwy z instrukcji: %n</numerusform>
            <numerusform>Rosyjskie nazwy z instrukcji: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="412"/>
        <source>Russian names translated by the project: %n</source>
        <translation>
            <numerusform>Rosyjskie nazwy w naszym tłumaczeniu: %n</numerusform>
            <numerusform>Rosyjskie nazwy w naszym tłumaczeniu: %n</numerusform>
            <numerusform>Rosyjskie nazwy w naszym tłumaczeniu: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="418"/>
        <source>Crystals on the hero card: {colours}</source>
        <translation>Kryształy na karcie bohatera: {colours}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="421"/>
        <source>(not printed in the rulebook)</source>
        <translation>(nie ma w instrukcji)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="427"/>
        <source>Opening hand of %n card(s)</source>
        <translation>
            <numerusform>Ręka startowa z %n karty</numerusform>
            <numerusform>Ręka startowa z %n kart</numerusform>
            <numerusform>Ręka startowa z %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="427"/>
        <source>deck of %n card(s)</source>
        <translation>
            <numerusform>talia z %n karty</numerusform>
            <numerusform>talia z %n kart</numerusform>
            <numerusform>talia z %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="432"/>
        <source>simulated mean {mean}</source>
        <translation>średnio w symulacji {mean}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="432"/>
        <source>mean {mean}</source>
        <translation>średnio {mean}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="437"/>
        <source>Skills drawn: {drawn}; kept: {kept}</source>
        <translation>Wylosowane umiejętności: {drawn}; wybrana: {kept}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="442"/>
        <source>problem: {text}</source>
        <translation>problem: {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="448"/>
        <source>no hero named &quot;{name}&quot;; heroes: {known}</source>
        <translation>nie ma bohatera „{name}”; bohaterowie: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="449"/>
        <source>no product named &quot;{name}&quot;; products: {known}</source>
        <translation>nie ma pudełka „{name}”; pudełka: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="461"/>
        <source>{hero} is taken by a player: the dummy needs another hero</source>
        <translation>{hero} gra już jako bohater gracza: wirtualny gracz potrzebuje innego</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="466"/>
        <source>Owned: {products}</source>
        <translation>W kolekcji: {products}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="467"/>
        <source>Sets: {sets}</source>
        <translation>Zestawy: {sets}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="477"/>
        <source>No skills are drawn below level 3.</source>
        <translation>Poniżej 3. poziomu nie losuje się umiejętności.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="478"/>
        <source>Keep one skill of each pair; the other goes to the common skill offer:</source>
        <translation>Z każdej pary zatrzymaj jedną umiejętność, druga trafia do wspólnej puli:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="84"/>
        <source>Conquest</source>
        <translation>Podbój</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="158"/>
        <source>Team score: {total}</source>
        <translation>Wynik drużyny: {total}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="75"/>
        <source>The Lost Relic, co-op</source>
        <translation>Zaginiona relikwia — scenariusz kooperacyjny</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="76"/>
        <source>The Lost Relic, solo</source>
        <translation>Zaginiona relikwia — scenariusz jednoosobowy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="77"/>
        <source>Blitz Co-op Conquest</source>
        <translation>Kooperacja — skrócony scenariusz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="252"/>
        <source>The starting tile lies with its side A up.</source>
        <translation>Kafelek startowy leży stroną „A” do góry.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="253"/>
        <source>Green rampaging enemies stand where draconum would.</source>
        <translation>Zamiast szalejących drakonumów wystawia się zielone żetony szalejących wrogów.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="254"/>
        <source>Elite units recruited only in cities leave the game.</source>
        <translation>Jednostki elitarne rekrutowane tylko w miastach odpadają z gry.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="255"/>
        <source>Every city is ruined: no city figures or cards; a ruined city holds one part of the relic and one hero at a time.</source>
        <translation>Wszystkie miasta są zrujnowane: bez figurek i kart miast; w każdym zrujnowanym mieście jest jedna część relikwii i naraz tylko jeden bohater.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="257"/>
        <source>A revealed ruined city gets a red draconum token face down; a hero who enters fights it for the relic part.</source>
        <translation>Na odkryte zrujnowane miasto kładzie się czerwony żeton drakonuma rewersem do góry; bohater, który wejdzie, walczy z nim o część relikwii.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="259"/>
        <source>Each hero starts at level 3, built with the high-level start.</source>
        <translation>Każdy bohater zaczyna na poziomie 3, według zasady startu na wysokim poziomie.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="260"/>
        <source>1 fame for each new tile revealed, 1 more if it holds a ruined city.</source>
        <translation>1 punkt sławy za każdy odkryty kafelek i jeszcze 1, jeśli jest na nim zrujnowane miasto.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="261"/>
        <source>Once every relic part is found each player (not the dummy) takes one last turn.</source>
        <translation>Gdy wszystkie części relikwii zostaną znalezione, każdy gracz (ale nie wirtualny) wykonuje ostatnią turę.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="263"/>
        <source>With 4 players Volkare&apos;s camp is the fifth ruined city.</source>
        <translation>W grze czteroosobowej obóz Volkara jest piątym zrujnowanym miastem.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="264"/>
        <source>One city tile fewer; Volkare&apos;s camp is shuffled with the core tiles (for your first games with him).</source>
        <translation>O jeden kafelek z miastem mniej; obóz Volkara jest wtasowany w kafelki centralne (na pierwsze gry z nim).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="266"/>
        <source>One city tile fewer; Volkare&apos;s camp goes to the bottom of the tile stack: the last challenge.</source>
        <translation>O jeden kafelek z miastem mniej; obóz Volkara idzie na spód stosu kafelków — ostatnie wyzwanie.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="268"/>
        <source>The city tiles and Volkare&apos;s camp are shuffled and the cities drawn from them: he may or may not be in the game.</source>
        <translation>Kafelki z miastami tasuje się z obozem Volkara i losuje z nich miasta: może go nie być w grze.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="270"/>
        <source>When the camp is revealed, his figure takes the level of the city it stands for and stays there; his tokens lie face down until a hero is next to the camp.</source>
        <translation>Gdy obóz zostanie odkryty, figurka Volkara dostaje poziom miasta, które zastępuje, i stoi w miejscu; żetony jego wojsk leżą rewersem do góry, dopóki bohater nie stanie obok obozu.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="272"/>
        <source>Assault it as a city (2 move points, walls on some sides, no reputation lost); a shield for each red or white token defeated and for each two grey or green.</source>
        <translation>Szturm jak na miasto (2 punkty ruchu, z niektórych stron mury, bez utraty reputacji); tarcza za każdego pokonanego czerwonego lub białego wroga i za każdych dwóch szarych lub zielonych.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="274"/>
        <source>Captured: hand limit as a keep, units of keeps and villages recruited there and next to it, and hunting for a green or red enemy.</source>
        <translation>Zdobyty obóz: limit ręki jak przy twierdzy, rekrutacja jednostek twierdz i wiosek w obozie i obok niego, polowanie na zielonego lub czerwonego wroga.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="276"/>
        <source>Scoring: the camp&apos;s leader counts as a city&apos;s leader.</source>
        <translation>Punktacja: przywódca obozu liczy się jako przywódca miasta.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="285"/>
        <source>open, at most 3 rows</source>
        <translation>otwarta, najwyżej 3 rzędy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="285"/>
        <source>open, at most 4 rows</source>
        <translation>otwarta, najwyżej 4 rzędy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="306"/>
        <source>Volkare&apos;s camp instead of a city</source>
        <translation>Obóz Volkara zamiast miasta</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="308"/>
        <source>at level {level}: his army {army}</source>
        <translation>na poziomie {level}: jego armia — {army}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="320"/>
        <source>Heroes start at level {level}</source>
        <translation>Bohaterowie zaczynają na poziomie {level}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="456"/>
        <source>card numbers {range}</source>
        <translation>numery kart {range}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="13"/>
        <source>Volkare&apos;s Return (epic)</source>
        <translation>Powrót Volkara — scenariusz epicki</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="14"/>
        <source>Volkare&apos;s Return (quick)</source>
        <translation>Powrót Volkara — scenariusz szybki</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="15"/>
        <source>Volkare&apos;s Quest</source>
        <translation>Wyprawa Volkara</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="20"/>
        <source>Daring</source>
        <translation>Śmiałek</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="20"/>
        <source>Heroic</source>
        <translation>Bohater</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="20"/>
        <source>Legendary</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="21"/>
        <source>Walk</source>
        <translation>Stęp</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="21"/>
        <source>Trot</source>
        <translation>Kłus</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="21"/>
        <source>Gallop</source>
        <translation>Galop</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="309"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="26"/>
        <source>{white} white, {grey} grey, {red} red, {green} green</source>
        <translation>białe: {white}, szare: {grey}, czerwone: {red}, zielone: {green}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="32"/>
        <source>Map: open, at most 4 rows, his camp in place of the leftmost starting tile.</source>
        <translation>Mapa: otwarta, najwyżej 4 rzędy, obóz Volkara w miejscu skrajnie lewego kafelka startowego.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="33"/>
        <source>Map: the set shape, his camp on the far side; every tile face down but the camp, the portal tile and its three neighbours.</source>
        <translation>Mapa: o ustalonym kształcie, obóz Volkara po przeciwnej stronie; wszystkie kafelki rewersem do góry oprócz obozu, kafelka z portalem i trzech sąsiednich.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="35"/>
        <source>Volkare replaces the dummy player and counts as a player for the Source and the unit offer.</source>
        <translation>Generał zastępuje wirtualnego gracza i liczy się jako gracz dla Źródła many i oferty jednostek.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="37"/>
        <source>His scenario card lies beside the map, turned as the map is: its arrows give his direction for each card colour.</source>
        <translation>Karta scenariusza leży obok mapy, obrócona tak jak mapa: jej strzałki wyznaczają jego kierunek dla każdego koloru karty.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="39"/>
        <source>His large token beside the map, one mana die on it.</source>
        <translation>Duży żeton Volkara obok mapy, na nim jedna kość many.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="40"/>
        <source>His army&apos;s tokens lie face down beside his token (they may be drawn just before the first battle).</source>
        <translation>Żetony jego armii leżą rewersem do góry obok jego żetonu (można je dobrać tuż przed pierwszą bitwą).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="42"/>
        <source>His deck is shuffled once; each of his turns flips its top card.</source>
        <translation>Jego talia jest tasowana raz; w każdej swojej turze odkrywa jej wierzchnią kartę.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="43"/>
        <source>Mark the first unit offer slots with crystals of different colours; a wound card rolls his die and the unit on the slot of that colour leaves.</source>
        <translation>Oznacz pierwsze miejsca oferty jednostek kryształami różnych kolorów; karta rany to rzut jego kością, a jednostka z miejsca tego koloru odchodzi.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="45"/>
        <source>His camp tile does not count as a core tile for elite units.</source>
        <translation>Kafelek z jego obozem nie liczy się jako kafelek centralny dla jednostek elitarnych.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="46"/>
        <source>You choose your tactic first, then Volkare takes a random one; your used tactic leaves the game at the end of each day and night, his stays.</source>
        <translation>Najpierw wybierasz taktykę, potem generał bierze losową; na koniec każdego dnia i nocy twoja użyta taktyka odpada z gry, jego zostaje.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="48"/>
        <source>The players choose their tactics first, then Volkare takes a random one; no tactics leave the game.</source>
        <translation>Najpierw gracze wybierają taktyki, potem generał bierze losową; żadna taktyka nie odpada z gry.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="50"/>
        <source>A hero he attacks may retreat instead of fighting: 2, 3 or 4 wounds to the hand in the first, second or third day or night.</source>
        <translation>Zaatakowany przez niego bohater może się wycofać zamiast walczyć: 2, 3 lub 4 rany na rękę w pierwszym, drugim lub trzecim dniu albo nocy.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="52"/>
        <source>He never announces the end of a round and his deck is never reshuffled.</source>
        <translation>Nigdy nie ogłasza końca rundy, a jego talia nigdy nie jest przetasowywana.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="54"/>
        <source>Rage: once his deck is empty every turn counts as a blue spell.</source>
        <translation>Szał: gdy jego talia się skończy, każda tura liczy się jako niebieskie zaklęcie.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="55"/>
        <source>Optional: at the end of a round all players may agree to raise or lower his level by up to the number of players, until the first battle with him.</source>
        <translation>Opcjonalnie: na koniec rundy wszyscy gracze mogą zgodnie podnieść lub obniżyć jego poziom najwyżej o liczbę graczy — do pierwszej bitwy z nim.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="57"/>
        <source>When he comes within 3 hexes of the portal it closes: heroes in it leave the game.</source>
        <translation>Gdy znajdzie się 3 pola od portalu, Rada Pustki go zamyka: bohaterowie w portalu odpadają z gry.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="59"/>
        <source>If he loses twice as many tokens as there are players before his next turn, he skips that turn.</source>
        <translation>Jeśli przed swoją następną turą straci dwa razy więcej żetonów, niż jest graczy, pomija tę turę.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="61"/>
        <source>Units that leave the offer do not join his army.</source>
        <translation>Jednostki, które odeszły z oferty, nie dołączają do jego armii.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="62"/>
        <source>The city tile is always at the bottom of the tile stack; once it is revealed he marches straight to it.</source>
        <translation>Kafelek z miastem zawsze leży na spodzie stosu kafelków; gdy zostanie odkryty, generał idzie prosto do miasta.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="64"/>
        <source>The camp hex counts as empty.</source>
        <translation>Pole obozu liczy się jako puste.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="65"/>
        <source>Each unit that leaves the offer adds a grey token to his army.</source>
        <translation>Każda jednostka, która odeszła z oferty, dodaje szary żeton do jego armii.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="66"/>
        <source>Defending a conquered city: he is held off if he loses at least as many tokens as there are players, and steps back one hex.</source>
        <translation>Obrona zdobytego miasta: atak jest odparty, jeśli straci co najmniej tyle żetonów, ilu jest graczy, i cofa się o jedno pole.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="68"/>
        <source>Solo: pick one of the other heroes at random and add one of its skills to the common skills after each of your level-ups.</source>
        <translation>Gra jednoosobowa: wylosuj jednego z pozostałych bohaterów i po każdym awansie dodawaj jedną jego umiejętność do wspólnych umiejętności.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="75"/>
        <source>his whole army is destroyed</source>
        <translation>cała armia Volkara zostanie zniszczona</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="76"/>
        <source>he enters the portal hex and moves once more</source>
        <translation>generał wejdzie na pole portalu i ruszy się jeszcze raz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="77"/>
        <source>he enters the city before the heroes conquer it</source>
        <translation>generał wejdzie do miasta, zanim zdobędą je bohaterowie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="78"/>
        <source>he attacks the conquered city twice with no one defending it</source>
        <translation>generał dwa razy zaatakuje zdobyte miasto i nikt go nie obroni</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="80"/>
        <source>the last round ends with his army not destroyed</source>
        <translation>ostatnia runda się skończy, a jego armia nie zostanie zniszczona</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="90"/>
        <source>Fight level: {fight}; race level: {race}</source>
        <translation>Poziom bitwy: {fight}; poziom wyścigu: {race}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="12"/>
        <source>solo, with the dummy player</source>
        <translation>gra jednoosobowa z wirtualnym graczem</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="13"/>
        <source>co-op, with the dummy player</source>
        <translation>gra kooperacyjna z wirtualnym graczem</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="13"/>
        <source>solo, against Volkare</source>
        <translation>gra jednoosobowa przeciw Volkarowi</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="14"/>
        <source>co-op, against Volkare</source>
        <translation>gra kooperacyjna przeciw Volkarowi</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="19"/>
        <source>the end of the round is announced</source>
        <translation>ogłoszono koniec rundy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="20"/>
        <source>the city is revealed</source>
        <translation>miasto zostało odkryte</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="21"/>
        <source>the last city is conquered</source>
        <translation>ostatnie miasto zostało zdobyte</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="22"/>
        <source>every relic part is found</source>
        <translation>wszystkie części relikwii zostały znalezione</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="23"/>
        <source>Volkare&apos;s army is destroyed</source>
        <translation>armia Volkara została zniszczona</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="24"/>
        <source>Volkare has won</source>
        <translation>generał zwyciężył</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="30"/>
        <source>no player named {name}; the players: {known}</source>
        <translation>nie ma takiego gracza: {name}; gracze: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="31"/>
        <source>fame only grows: {amount} cannot be added (undo a wrong entry instead)</source>
        <translation>sława tylko rośnie: nie można dodać {amount} (błędny wpis cofnij)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="32"/>
        <source>{name} already took tactic {card} this round</source>
        <translation>w tej rundzie taktyka jest już wybrana: {name} — {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="33"/>
        <source>tactic {card} is not on the table; still there: {available}</source>
        <translation>tej taktyki nie ma na stole: {card}; zostały: {available}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="34"/>
        <source>the round cannot end before every player has a tactic: {names}</source>
        <translation>rundy nie można zakończyć, zanim każdy gracz ma taktykę: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="35"/>
        <source>co-op: choose which of the players&apos; tactics leaves the game ({used}) with {option}</source>
        <translation>kooperacja: wybierz, która z taktyk graczy odpada z gry ({used}), przez {option}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="37"/>
        <source>in this game no tactic leaves the game at the end of a round</source>
        <translation>w tej grze żadna taktyka nie odpada z gry na koniec rundy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="38"/>
        <source>unknown end trigger {trigger}; the triggers: {known}</source>
        <translation>nieznany warunek końca {trigger}; warunki: {known}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="39"/>
        <source>the game is over: all %n rounds are played</source>
        <translation>
            <numerusform>gra skończona: rozegrano %n rundę</numerusform>
            <numerusform>gra skończona: rozegrano wszystkie %n rundy</numerusform>
            <numerusform>gra skończona: rozegrano wszystkie %n rund</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="40"/>
        <source>unknown mode {mode}; the modes: {known}</source>
        <translation>nieznany tryb {mode}; tryby: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="41"/>
        <source>a game has 1 to {most} rounds, got {rounds}</source>
        <translation>gra ma od 1 do {most} rund, podano {rounds}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="42"/>
        <source>give the round limit ({rounds_option}) or a scenario ({scenario_option})</source>
        <translation>podaj limit rund ({rounds_option}) albo scenariusz ({scenario_option})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="43"/>
        <source>name each player once</source>
        <translation>podaj każdego gracza raz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="44"/>
        <source>a player cannot be named `dummy` or `volkare`</source>
        <translation>gracza nie można nazwać `dummy` ani `volkare`</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="45"/>
        <source>{count} players do not fit this mode</source>
        <translation>liczba graczy nie pasuje do tego trybu: {count}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="46"/>
        <source>Volkare&apos;s scenarios are played against Volkare (solo or co-op), the others without him: not «{mode}»</source>
        <translation>w scenariuszach z Volkarem gra się przeciw Volkarowi (jednoosobowo lub kooperacyjnie), w pozostałych bez niego: nie „{mode}”</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="48"/>
        <source>a tracker&apos;s name cannot be empty, start with a dot or hold any of {chars}</source>
        <translation>nazwa licznika nie może być pusta, zaczynać się od kropki ani zawierać {chars}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="49"/>
        <source>{file} cannot be read ({reason}); it is left as it is</source>
        <translation>nie można odczytać {file} ({reason}); plik zostaje bez zmian</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="50"/>
        <source>no tracker named {name}; saved trackers: {known}</source>
        <translation>nie ma takiego licznika: {name}; zapisane: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="51"/>
        <source>a tracker named {name} already exists</source>
        <translation>taki licznik już istnieje: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="52"/>
        <source>{name} has nothing to undo</source>
        <translation>nie ma czego cofać: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="53"/>
        <source>this game has no Volkare with a level</source>
        <translation>w tej grze nie ma Volkara z poziomem</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="54"/>
        <source>say what changes: {change} and a number, or {battle}</source>
        <translation>podaj, co się zmienia: {change} i liczba albo {battle}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="55"/>
        <source>Volkare&apos;s level changes only at the end of a round, before the next round&apos;s tactics</source>
        <translation>poziom Volkara zmienia się tylko na koniec rundy, przed taktykami następnej</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="58"/>
        <source>Volkare&apos;s level cannot change after the first battle with him</source>
        <translation>po pierwszej bitwie z Volkarem jego poziomu nie można zmienić</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="59"/>
        <source>the level changes by at most the number of players, {players}</source>
        <translation>poziom zmienia się najwyżej o liczbę graczy ({players})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="60"/>
        <source>Volkare&apos;s level is never below 4</source>
        <translation>poziom Volkara nigdy nie jest niższy niż 4</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="76"/>
        <source>{name}: round {round} of {rounds} ({time}), {mode}</source>
        <translation>{name}: runda {round} z {rounds} ({time}), {mode}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="80"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="99"/>
        <source>Volkare&apos;s level: {level}</source>
        <translation>Poziom Volkara: {level}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="81"/>
        <source>his troops are revealed: the level is fixed</source>
        <translation>jego wojska są odkryte: poziom jest stały</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="86"/>
        <source>{name} ({hero}): fame {fame}, level {level}, reputation {reputation}; tactic {tactic}</source>
        <translation>{name} ({hero}): sława {fame}, poziom {level}, reputacja {reputation}; taktyka {tactic}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="90"/>
        <source>The dummy player&apos;s tactic: {tactic}</source>
        <translation>Taktyka wirtualnego gracza: {tactic}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="91"/>
        <source>Volkare&apos;s tactic: {tactic}</source>
        <translation>Taktyka Volkara: {tactic}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="95"/>
        <source>the dummy player</source>
        <translation>wirtualny gracz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="95"/>
        <source>Volkare</source>
        <translation>generał</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="97"/>
        <source>Turn order: {order}</source>
        <translation>Kolejność tur: {order}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="99"/>
        <source>Tactics on the table: {cards}</source>
        <translation>Taktyki na stole: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="102"/>
        <source>Out of the game: day {day}; night {night}</source>
        <translation>Poza grą: dzień — {day}; noc — {night}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="106"/>
        <source>End of the game triggered: {what}</source>
        <translation>Uruchomiono koniec gry: {what}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="109"/>
        <source>The game is over: the last round is played.</source>
        <translation>Gra skończona: ostatnia runda rozegrana.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="101"/>
        <source>above the figure&apos;s base: add the tokens of levels {parts}</source>
        <translation>powyżej skali podstawki: dodaj żetony poziomów {parts}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="103"/>
        <source>His army: {army} (%n tokens)</source>
        <translation>
            <numerusform>Jego armia: {army} (%n żeton)</numerusform>
            <numerusform>Jego armia: {army} (%n żetony)</numerusform>
            <numerusform>Jego armia: {army} (%n żetonów)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="105"/>
        <source>His deck: {basic} basic actions of a hero nobody plays, the spells {spells} and {wounds} wounds (%n cards)</source>
        <translation>
            <numerusform>Jego talia: {basic} kart podstawowych akcji bohatera, którym nikt nie gra, zaklęcia {spells}, rany: {wounds} (%n karta)</numerusform>
            <numerusform>Jego talia: {basic} kart podstawowych akcji bohatera, którym nikt nie gra, zaklęcia {spells}, rany: {wounds} (%n karty)</numerusform>
            <numerusform>Jego talia: {basic} kart podstawowych akcji bohatera, którym nikt nie gra, zaklęcia {spells}, rany: {wounds} (%n kart)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="109"/>
        <source>Wavering units: %n marked offer slot(s)</source>
        <translation>
            <numerusform>Chwiejne jednostki: %n oznaczone miejsce</numerusform>
            <numerusform>Chwiejne jednostki: %n oznaczone miejsca</numerusform>
            <numerusform>Chwiejne jednostki: %n oznaczonych miejsc</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="118"/>
        <source>The heroes win if {what}.</source>
        <translation>Bohaterowie wygrywają, jeśli {what}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="119"/>
        <source>The heroes lose if {what}.</source>
        <translation>Bohaterowie przegrywają, jeśli {what}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="128"/>
        <source>Battle with Volkare, level {level}: {army} (%n tokens)</source>
        <translation>
            <numerusform>Bitwa z Volkarem, poziom {level}: {army} (%n żeton)</numerusform>
            <numerusform>Bitwa z Volkarem, poziom {level}: {army} (%n żetony)</numerusform>
            <numerusform>Bitwa z Volkarem, poziom {level}: {army} (%n żetonów)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="130"/>
        <source>Elite (white and red): {elite}; regular (grey and green): {regular}</source>
        <translation>Elitarne (białe i czerwone): {elite}; zwykłe (szare i zielone): {regular}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="134"/>
        <source>Hero {n}: {army}</source>
        <translation>Bohater {n}: {army}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="135"/>
        <source>His die shows {colour}: he makes the attack printed beside that colour on his token.</source>
        <translation>Na jego kości wypadł {colour}: wykonuje atak wydrukowany przy tym kolorze na jego żetonie.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="137"/>
        <source>All his attacks are Brutal, and Assassin: their damage cannot go to units.</source>
        <translation>Wszystkie jego ataki są Brutalne, a Zabójca nie pozwala przydzielić ich obrażeń jednostkom.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="138"/>
        <source>His troops are not fortified unless he stands on a fortified site or you attack across a wall.</source>
        <translation>Jego oddziały nie są ufortyfikowane, chyba że stoi w ufortyfikowanym miejscu albo atakujesz przez mur.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="140"/>
        <source>To win, defeat every token: Volkare himself cannot be targeted. Defeat them all in the ranged phase and he does not attack.</source>
        <translation>Aby wygrać, pokonaj wszystkie żetony: sam generał nie może być celem. Pokonaj wszystkie w fazie ataków dystansowych, a wtedy nie zaatakuje.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="142"/>
        <source>Or retreat without a battle: %n wound(s) to the hand.</source>
        <translation>
            <numerusform>Albo wycofaj się bez bitwy: %n rana na rękę.</numerusform>
            <numerusform>Albo wycofaj się bez bitwy: %n rany na rękę.</numerusform>
            <numerusform>Albo wycofaj się bez bitwy: %n ran na rękę.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="144"/>
        <source>If he loses at least %n tokens before his next turn, he skips it.</source>
        <translation>
            <numerusform>Jeśli przed swoją następną turą straci co najmniej %n żeton, pomija ją.</numerusform>
            <numerusform>Jeśli przed swoją następną turą straci co najmniej %n żetony, pomija ją.</numerusform>
            <numerusform>Jeśli przed swoją następną turą straci co najmniej %n żetonów, pomija ją.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="147"/>
        <source>Defending the city, he is held off if he loses at least %n tokens.</source>
        <translation>
            <numerusform>W obronie miasta atak jest odparty, jeśli straci co najmniej %n żeton.</numerusform>
            <numerusform>W obronie miasta atak jest odparty, jeśli straci co najmniej %n żetony.</numerusform>
            <numerusform>W obronie miasta atak jest odparty, jeśli straci co najmniej %n żetonów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="160"/>
        <source>rage: he moves %n step(s)</source>
        <translation>
            <numerusform>szał: wykonuje %n krok</numerusform>
            <numerusform>szał: wykonuje %n kroki</numerusform>
            <numerusform>szał: wykonuje %n kroków</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="163"/>
        <source>rests; his die shows {colour}: the unit in offer slot {slot} leaves</source>
        <translation>postój; na jego kości wypadł {colour}: jednostka z miejsca {slot} odchodzi</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="165"/>
        <source>rests; his die shows {colour}: no unit leaves</source>
        <translation>postój; na jego kości wypadł {colour}: żadna jednostka nie odchodzi</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="167"/>
        <source>{card} ({colour}), a {colour} die of the Source is rerolled</source>
        <translation>{card} ({colour}), w Źródle many przerzuca się kość: {colour}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="169"/>
        <source>he moves %n step(s)</source>
        <translation>
            <numerusform>wykonuje %n krok</numerusform>
            <numerusform>wykonuje %n kroki</numerusform>
            <numerusform>wykonuje %n kroków</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="170"/>
        <source>no move: he attacks a hero next to him (a spell: up to two hexes away)</source>
        <translation>bez ruchu: atakuje bohatera na sąsiednim polu (zaklęcie: do dwóch pól)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="171"/>
        <source>Turn {turn}: {what}; %n step(s) to go</source>
        <translation>
            <numerusform>Tura {turn}: {what}; został %n krok</numerusform>
            <numerusform>Tura {turn}: {what}; zostały %n kroki</numerusform>
            <numerusform>Tura {turn}: {what}; zostało %n kroków</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="177"/>
        <source>the portal</source>
        <translation>portalu</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="177"/>
        <source>the city</source>
        <translation>miasta</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="178"/>
        <source>Volkare: the deck of {hero}, %n cards; {goal} is {distance} step(s) away</source>
        <translation>
            <numerusform>Talia Volkara: bohater {hero}, %n karta; kroki do {goal}: {distance}</numerusform>
            <numerusform>Talia Volkara: bohater {hero}, %n karty; kroki do {goal}: {distance}</numerusform>
            <numerusform>Talia Volkara: bohater {hero}, %n kart; kroki do {goal}: {distance}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="181"/>
        <source>On the portal, one more green, blue or white card wins for him.</source>
        <translation>Na polu portalu do zwycięstwa wystarczy mu jeszcze jedna zielona, niebieska lub biała karta.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="186"/>
        <source>Round {round}</source>
        <translation>Runda {round}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="189"/>
        <source>He reaches {goal} in round {round}, turn {turn}.</source>
        <translation>Dociera do {goal} w rundzie {round}, w turze {turn}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="192"/>
        <source>He has not reached {goal} after %n round(s).</source>
        <translation>
            <numerusform>Nie dotarł do {goal} po %n rundzie.</numerusform>
            <numerusform>Nie dotarł do {goal} po %n rundach.</numerusform>
            <numerusform>Nie dotarł do {goal} po %n rundach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="200"/>
        <source>Over %n games, he arrives:</source>
        <translation>
            <numerusform>W %n grze dociera:</numerusform>
            <numerusform>W %n grach dociera:</numerusform>
            <numerusform>W %n grach dociera:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="202"/>
        <source>in round {round}: {share} (by then {total})</source>
        <translation>w rundzie {round}: {share} (do tej rundy {total})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="204"/>
        <source>later: {share}</source>
        <translation>później: {share}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="206"/>
        <source>On average after {turns} of his turns.</source>
        <translation>Średnio po {turns} jego turach.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="209"/>
        <source>Grey tokens joining his army, on average: {n}</source>
        <translation>Szarych żetonów dołącza do jego armii, średnio: {n}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="16"/>
        <source>these scenarios are for 1 to 4 players, got {players}</source>
        <translation>te scenariusze są dla 1–4 graczy, podano {players}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="17"/>
        <source>First Reconnaissance has no co-op version</source>
        <translation>„Pierwszy rekonesans” nie ma wersji kooperacyjnej</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="18"/>
        <source>a competitive game of 2 to 4 players has no dummy player</source>
        <translation>w grze rywalizacyjnej na 2–4 graczy nie ma wirtualnego gracza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="19"/>
        <source>the short Cooperation is for 2 or 3 players</source>
        <translation>skrócona „Kooperacja” jest dla 2 lub 3 graczy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="20"/>
        <source>the short Conquest is for 2 to 4 players, competitive</source>
        <translation>skrócony „Podbój” to scenariusz rywalizacyjny dla 2–4 graczy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="21"/>
        <source>the co-op Conquest (Cooperation) is for 2 or 3 players</source>
        <translation>kooperacyjny „Podbój” („Kooperacja”) jest dla 2 lub 3 graczy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="22"/>
        <source>the Lost Relic for one player is the solo version: leave out {option}</source>
        <translation>„Zaginiona relikwia” dla jednego gracza to wersja jednoosobowa: pomiń {option}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="23"/>
        <source>Volkare&apos;s level is {low} to {high}, got {level}</source>
        <translation>poziom Volkara to od {low} do {high}, podano {level}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="24"/>
        <source>Volkare&apos;s camp replaces a city that can be conquered: not in this scenario</source>
        <translation>obóz Volkara zastępuje miasto, które można zdobyć — nie w tym scenariuszu</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="41"/>
        <source>the JSON must be an object</source>
        <translation>JSON musi być obiektem</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="42"/>
        <source>each line is `key: value` with a key among: {known}</source>
        <translation>każdy wiersz to `klucz: wartość`, klucz jeden z: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="17"/>
        <source>no players to score</source>
        <translation>nie ma kogo liczyć: brak graczy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="18"/>
        <source>a solo game has one player, got {n}</source>
        <translation>w grze jednoosobowej jest jeden gracz, a podano {n}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="19"/>
        <source>a team game needs every player&apos;s team; none for: {names}</source>
        <translation>w grze drużynowej każdy gracz ma drużynę; bez drużyny: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="20"/>
        <source>Volkare&apos;s camp stands for a city: score it with the Conquest (`--scenario conquest`); camp columns filled for: {names}</source>
        <translation>obóz Volkara zastępuje miasto: liczcie punkty jak w „Podboju” (`--scenario conquest`); kolumny obozu wypełnione u: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="22"/>
        <source>{name}: {key} is 0 or 1 (there is one camp)</source>
        <translation>{name}: `{key}` to 0 lub 1 (obóz jest jeden)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="23"/>
        <source>{name}: camp_shield is for a hero who does not lead the camp</source>
        <translation>{name}: `camp_shield` jest dla bohatera, który nie jest przywódcą obozu</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="24"/>
        <source>the camp has one leader; camp_led for: {names}</source>
        <translation>obóz ma jednego przywódcę, a `camp_led` podano u: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="43"/>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="25"/>
        <source>{key} must be a whole number, got {value}</source>
        <translation>`{key}` musi być liczbą całkowitą, a podano {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="26"/>
        <source>{key} cannot be negative, got {value}</source>
        <translation>`{key}` nie może być ujemne, a podano {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="27"/>
        <source>a unit is its level, with w when wounded (3w), got {value}</source>
        <translation>jednostka to jej poziom, z w lub r, gdy jest ranna (3w), a podano {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="28"/>
        <source>a unit&apos;s level is 1 to 4, got {value}</source>
        <translation>poziom jednostki to od 1 do 4, a podano {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="29"/>
        <source>unknown column {value}; the columns: {known}</source>
        <translation>nieznana kolumna `{value}`; kolumny: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="30"/>
        <source>every player needs a name</source>
        <translation>każdy gracz musi mieć imię</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="55"/>
        <source>no such file</source>
        <translation>nie ma takiego pliku</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="56"/>
        <source>not allowed to read it</source>
        <translation>brak uprawnień do odczytu</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="57"/>
        <source>cannot be read ({reason})</source>
        <translation>nie da się odczytać ({reason})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="58"/>
        <source>not UTF-8 text (byte {value})</source>
        <translation>to nie jest tekst w UTF-8 (bajt {value})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="32"/>
        <source>empty: one line per player is needed</source>
        <translation>plik jest pusty: potrzebny jest wiersz na każdego gracza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/refusal_messages.py" line="59"/>
        <source>not valid JSON</source>
        <translation>błąd w JSON</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="33"/>
        <source>each line must be a JSON object (a player)</source>
        <translation>każdy wiersz musi być obiektem JSON (graczem)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="34"/>
        <source>the JSON must be a list of players (objects) or {shape}</source>
        <translation>JSON musi być listą graczy (obiektów) albo {shape}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="35"/>
        <source>the first line must name the columns, among them name; the columns: {known}</source>
        <translation>pierwszy wiersz musi nazywać kolumny, wśród nich `name`; kolumny: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="36"/>
        <source>more values than columns</source>
        <translation>więcej wartości niż kolumn</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="37"/>
        <source>no players: one line per player after the header</source>
        <translation>brak graczy: po nagłówku potrzebny jest wiersz na każdego gracza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="38"/>
        <source>unknown game setting {value}; the settings: {known}</source>
        <translation>nieznane ustawienie gry `{value}`; ustawienia: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="39"/>
        <source>the scenario is one of {known}, got {value}</source>
        <translation>scenariusz to jeden z: {known}, a podano {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/score_messages.py" line="40"/>
        <source>the mode is one of {known}, got {value}</source>
        <translation>tryb to jeden z: {known}, a podano {value}</translation>
    </message>
</context>
<context>
    <name>MageKnight</name>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="92"/>
        <source>More units than command tokens for this level</source>
        <translation>Więcej jednostek niż żetonów dowodzenia na tym poziomie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="93"/>
        <source>More than 3 crystals of one colour: {item}</source>
        <translation>Więcej niż 3 kryształy jednego koloru: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="94"/>
        <source>Not among the cards dealt: {item}</source>
        <translation>Tej karty nie ma wśród wyłożonych: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="95"/>
        <source>More influence spent than the level gives</source>
        <translation>Wydano więcej wpływu, niż daje poziom</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="96"/>
        <source>Too many free advanced actions for this level</source>
        <translation>Za dużo darmowych zaawansowanych akcji na tym poziomie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="97"/>
        <source>More cards dealt than the table allows</source>
        <translation>Wyłożono więcej kart, niż pozwala tabela</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="98"/>
        <source>No such card: {item}</source>
        <translation>Nie ma takiej karty: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="99"/>
        <source>No such hero</source>
        <translation>Nie ma takiego bohatera</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="100"/>
        <source>The level must be 1 to 10</source>
        <translation>Poziom musi wynosić od 1 do 10</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="101"/>
        <source>No crystal of the spell&apos;s colour left: {item}</source>
        <translation>Nie został kryształ koloru zaklęcia: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="102"/>
        <source>Elite units are not dealt: {item}</source>
        <translation>Elitarnych jednostek się nie wykłada: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="103"/>
        <source>The 2 starting crystals must be colours of the hero card</source>
        <translation>2 kryształy startowe muszą mieć kolory z karty bohatera</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="104"/>
        <source>More skills than the level draws</source>
        <translation>Więcej umiejętności, niż daje poziom</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="105"/>
        <source>Not one of this hero&apos;s skills: {item}</source>
        <translation>To nie jest umiejętność tego bohatera: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="106"/>
        <source>A crystal is red, blue, green or white: {item}</source>
        <translation>Kryształ jest czerwony, niebieski, zielony lub biały: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="107"/>
        <source>Influence per level must be 0 or more</source>
        <translation>Wpływ na poziom nie może być mniejszy niż 0</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="108"/>
        <source>More skill draws than the level gives</source>
        <translation>Więcej losowań umiejętności, niż daje poziom</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="109"/>
        <source>A draw is 2 of this hero&apos;s skills: {item}</source>
        <translation>Losuje się 2 różne umiejętności tego bohatera: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="110"/>
        <source>A skill token drawn twice: {item}</source>
        <translation>Żeton umiejętności wylosowany dwa razy: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="111"/>
        <source>A skill kept that was not drawn: {item}</source>
        <translation>Wybrana umiejętność, której nie wylosowano: {item}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/messages.py" line="112"/>
        <source>Only one skill is kept from each draw: {item}</source>
        <translation>Z każdego losowania zostaje jedna umiejętność: {item}</translation>
    </message>
</context>
<context>
    <name>MageKnightView</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="581"/>
        <source>Hero deck and odds</source>
        <translation>Talia bohatera i szanse</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="581"/>
        <source>Round goldfish</source>
        <translation>Runda próbna</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="582"/>
        <source>High-level start</source>
        <translation>Start na wysokim poziomie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="582"/>
        <source>Collection</source>
        <translation>Kolekcja</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="585"/>
        <source>Card library</source>
        <translation>Biblioteka kart</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="583"/>
        <source>Dummy player</source>
        <translation>Wirtualny gracz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="583"/>
        <source>Scoring</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="584"/>
        <source>Scenario setup</source>
        <translation>Przygotowanie scenariusza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/view.py" line="584"/>
        <source>Round tracker</source>
        <translation>Licznik rund</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="191"/>
        <source>&amp;New spellbook</source>
        <translation>&amp;Nowa księga czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="191"/>
        <source>Create an empty spellbook</source>
        <translation>Utwórz pustą księgę czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="192"/>
        <source>New from &amp;template…</source>
        <translation>Nowa z &amp;szablonu…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="193"/>
        <source>Start from an official spellbook (core set, Academy, apprentice)</source>
        <translation>Zacznij od oficjalnej księgi czarów (zestaw podstawowy, Akademia, uczniowie)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="194"/>
        <source>&amp;Open or import…</source>
        <translation>&amp;Otwórz lub importuj…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="194"/>
        <source>Read a spellbook file in any supported format</source>
        <translation>Wczytaj plik księgi czarów w dowolnym obsługiwanym formacie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="203"/>
        <source>Copy &amp;deck code</source>
        <translation>Kopiuj &amp;kod księgi</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="204"/>
        <source>Put a short code for the current spellbook on the clipboard (mage, element, cards, printings); Paste spellbook reads it back</source>
        <translation>Umieść w schowku krótki kod bieżącej księgi czarów (Mag, żywioł, karty, wydania); „Wklej księgę czarów” go odczyta</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="206"/>
        <source>&amp;Export…</source>
        <translation>&amp;Eksportuj…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="206"/>
        <source>Write the current spellbook to a file</source>
        <translation>Zapisz bieżącą księgę czarów do pliku</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="207"/>
        <source>&amp;Print to PDF…</source>
        <translation>&amp;Drukuj do PDF…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="208"/>
        <source>A printable list of the current spellbook, grouped by type, with costs</source>
        <translation>Lista bieżącej księgi czarów do druku, według typów, z kosztami</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="209"/>
        <source>Pro&amp;xy sheets (PDF)…</source>
        <translation>&amp;Arkusze kart zastępczych (PDF)…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="210"/>
        <source>The spellbook&apos;s list and its cards as 63×88 mm proxies, 9 per page</source>
        <translation>Lista księgi i jej karty zastępcze 63×88 mm, 9 na stronie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="211"/>
        <source>Import card &amp;names…</source>
        <translation>Importuj &amp;nazwy kart…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="212"/>
        <source>Read card names from a translation CSV (card_id,lang,name,source)</source>
        <translation>Wczytaj nazwy kart z pliku CSV z tłumaczeniem (card_id,lang,name,source)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="213"/>
        <source>Export card na&amp;mes…</source>
        <translation>Eksportuj na&amp;zwy kart…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="214"/>
        <source>Write every card name in Russian and Polish to a translation CSV</source>
        <translation>Zapisz wszystkie nazwy kart po rosyjsku i po polsku do pliku CSV z tłumaczeniem</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="215"/>
        <source>Import card &amp;text from OCTGN…</source>
        <translation>Importuj &amp;tekst kart z OCTGN…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="216"/>
        <source>Read the English printed text of every card from your OCTGN install (kept in your data, shown under the summary)</source>
        <translation>Wczytaj angielski tekst wszystkich kart z Twojej instalacji OCTGN (przechowywany w Twoich danych, pokazywany pod streszczeniem)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="218"/>
        <source>Edit card &amp;name…</source>
        <translation>Zmień &amp;nazwę karty…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="219"/>
        <source>Correct the name of the card shown in the card panel, in the card language</source>
        <translation>Popraw nazwę karty z panelu karty w języku kart</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="220"/>
        <source>&amp;Close spellbook</source>
        <translation>&amp;Zamknij księgę czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="220"/>
        <source>Close the current spellbook (it stays saved)</source>
        <translation>Zamknij bieżącą księgę (pozostaje zapisana)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="221"/>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="221"/>
        <source>Quit Spellforge</source>
        <translation>Zakończ Spellforge</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="222"/>
        <source>&amp;Find cards</source>
        <translation>&amp;Znajdź karty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="222"/>
        <source>Go to the card search box</source>
        <translation>Przejdź do pola wyszukiwania kart</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="223"/>
        <source>&amp;Add card to the book</source>
        <translation>&amp;Dodaj kartę do księgi</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="223"/>
        <source>Add one copy of the selected card</source>
        <translation>Dodaj jedną kopię zaznaczonej karty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="224"/>
        <source>Add card to &amp;candidates</source>
        <translation>Dodaj kartę do &amp;kandydatów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="224"/>
        <source>Add the selected card to the candidates</source>
        <translation>Dodaj zaznaczoną kartę do kandydatów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="225"/>
        <source>One copy &amp;more</source>
        <translation>Jedna kopia &amp;więcej</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="225"/>
        <source>Add a copy of the selected spellbook card</source>
        <translation>Dodaj kopię zaznaczonej karty księgi</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="226"/>
        <source>One copy &amp;less</source>
        <translation>Jedna kopia &amp;mniej</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="226"/>
        <location filename="../spellforge/ui/window/main_window.py" line="227"/>
        <source>Remove a copy of the selected spellbook card</source>
        <translation>Usuń kopię zaznaczonej karty księgi</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="227"/>
        <source>&amp;Remove one copy</source>
        <translation>&amp;Usuń jedną kopię</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="228"/>
        <source>Remove all &amp;copies</source>
        <translation>Usuń wszystkie &amp;kopie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="228"/>
        <source>Remove every copy of the selected card</source>
        <translation>Usuń wszystkie kopie zaznaczonej karty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="229"/>
        <source>&amp;Move to/from candidates</source>
        <translation>&amp;Przenieś do/z kandydatów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="229"/>
        <source>Move one copy between the book and the candidates</source>
        <translation>Przenieś jedną kopię między księgą a kandydatami</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="230"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="230"/>
        <source>Languages, theme and shortcuts</source>
        <translation>Języki, motyw i skróty klawiszowe</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="231"/>
        <source>&amp;Playtest…</source>
        <translation>&amp;Gra próbna…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="231"/>
        <source>Play solo rounds with the current spellbook</source>
        <translation>Rozegraj solowe rundy z bieżącą księgą</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="234"/>
        <source>&amp;Collection</source>
        <translation>&amp;Kolekcja</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="234"/>
        <source>The products and cards you own</source>
        <translation>Twoje produkty i karty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="235"/>
        <source>&amp;What to buy…</source>
        <translation>&amp;Co kupić…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="236"/>
        <source>What your collection lacks to build the open spellbook, and the cheapest products</source>
        <translation>Czego brakuje w kolekcji do otwartej księgi czarów i jakie produkty są najtańsze</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="237"/>
        <source>Check and &amp;repair…</source>
        <translation>Sprawdzanie i &amp;naprawa…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="238"/>
        <source>Check your data file, back it up, restore a backup or salvage spellbooks</source>
        <translation>Sprawdź plik danych, utwórz kopię, przywróć kopię lub ocal księgi czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="239"/>
        <source>&amp;Save spellbook</source>
        <translation>&amp;Zapisz księgę czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="240"/>
        <source>Save the current spellbook now (it is also saved after every change)</source>
        <translation>Zapisz bieżącą księgę czarów teraz (jest też zapisywana po każdej zmianie)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="241"/>
        <source>Mark spellbook &amp;assembled</source>
        <translation>Oznacz księgę jako &amp;złożoną</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="242"/>
        <source>Keep the cards of this spellbook for it in the collection</source>
        <translation>Zachowaj karty tej księgi dla niej w kolekcji</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="243"/>
        <source>Import card &amp;images from a folder…</source>
        <translation>Importuj &amp;obrazy kart z folderu…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="244"/>
        <source>Use your own card pictures (files named after the cards)</source>
        <translation>Użyj własnych obrazów kart (pliki nazwane jak karty)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="245"/>
        <source>Import card images from a &amp;zip…</source>
        <translation>Importuj obrazy kart z archiwum &amp;zip…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="246"/>
        <source>Use your own card pictures from a zip archive</source>
        <translation>Użyj własnych obrazów kart z archiwum zip</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="247"/>
        <source>&amp;Draw all card pictures</source>
        <translation>&amp;Narysuj wszystkie obrazki kart</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="248"/>
        <source>Prepare the pictures of every card now, with a progress bar</source>
        <translation>Przygotuj teraz obrazki wszystkich kart, z paskiem postępu</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="249"/>
        <source>&amp;Search syntax</source>
        <translation>&amp;Składnia wyszukiwania</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="249"/>
        <source>How to write card searches</source>
        <translation>Jak pisać zapytania o karty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="250"/>
        <source>&amp;About Spellforge</source>
        <translation>&amp;O programie Spellforge</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="250"/>
        <location filename="../spellforge/ui/window/tools.py" line="42"/>
        <source>About Spellforge</source>
        <translation>O programie Spellforge</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="256"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="257"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="258"/>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="259"/>
        <source>Recent &amp;files</source>
        <translation>&amp;Ostatnie pliki</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="260"/>
        <source>&amp;Share</source>
        <translation>&amp;Udostępnij</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="261"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="262"/>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="263"/>
        <source>&amp;Tools</source>
        <translation>&amp;Narzędzia</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="264"/>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="265"/>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="266"/>
        <source>Spellbooks</source>
        <translation>Księgi czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="267"/>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="268"/>
        <source>Versions</source>
        <translation>Wersje</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="270"/>
        <location filename="../spellforge/ui/window/tools.py" line="56"/>
        <source>Collection</source>
        <translation>Kolekcja</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="295"/>
        <location filename="../spellforge/ui/window/main_window.py" line="299"/>
        <source>&lt;opened&gt;</source>
        <translation>&lt;otwarta&gt;</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="296"/>
        <source>Undo history</source>
        <translation>Historia cofania</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="297"/>
        <source>Spellbook</source>
        <translation>Księga czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="298"/>
        <source>Card names</source>
        <translation>Nazwy kart</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="300"/>
        <source>Undo history of card names</source>
        <translation>Historia zmian nazw kart</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="272"/>
        <source>Open spellbooks</source>
        <translation>Otwarte księgi czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="273"/>
        <source>No spellbook is open. Create one, open one from the Spellbooks list, or import a file.</source>
        <translation>Żadna księga czarów nie jest otwarta. Utwórz nową, otwórz ją z listy ksiąg albo zaimportuj plik.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="275"/>
        <location filename="../spellforge/ui/window/main_window.py" line="349"/>
        <source>New spellbook</source>
        <translation>Nowa księga czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="276"/>
        <source>New from template…</source>
        <translation>Nowa z szablonu…</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/main_window.py" line="277"/>
        <source>Library: %n card(s)</source>
        <translation>
            <numerusform>Biblioteka: %n karta</numerusform>
            <numerusform>Biblioteka: %n karty</numerusform>
            <numerusform>Biblioteka: %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="304"/>
        <source>* unofficial name (our translation) · ✎ your own name</source>
        <translation>* nieoficjalna nazwa (nasze tłumaczenie) · ✎ twoja nazwa</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="305"/>
        <source>* Unofficial translation made by the Spellforge project (not printed in a rulebook)</source>
        <translation>* Nieoficjalne tłumaczenie projektu Spellforge (nie ma go w instrukcji)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="306"/>
        <source>✎ Your own name for this card (Edit name… in the card panel changes or resets it)</source>
        <translation>✎ Twoja własna nazwa karty („Zmień nazwę…” w panelu karty zmienia ją lub przywraca)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="358"/>
        <source>Could not create the spellbook: {error}</source>
        <translation>Nie udało się utworzyć księgi czarów: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="20"/>
        <source>“{book}” is not saved: {reason}. Spellforge tries again after the next change and on File ▸ Save.</source>
        <translation>„{book}” nie jest zapisana: {reason}. Spellforge spróbuje ponownie po następnej zmianie i przy Plik ▸ Zapisz.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="24"/>
        <source>“{book}” saved.</source>
        <translation>Księga „{book}” zapisana.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="32"/>
        <source>Not saved</source>
        <translation>Nie zapisano</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="35"/>
        <source>Saved</source>
        <translation>Zapisano</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="62"/>
        <source>Spellbook changed elsewhere</source>
        <translation>Księgę czarów zmieniono gdzie indziej</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="63"/>
        <source>“{book}” was changed in another window or by a command since you opened it. Your last change was not saved, so that their change is not lost.</source>
        <translation>„{book}” zmieniono w innym oknie lub poleceniem, odkąd ją otworzono. Twoja ostatnia zmiana nie została zapisana, aby tamta zmiana nie przepadła.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="68"/>
        <source>Load their version</source>
        <translation>Wczytaj tamtą wersję</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="70"/>
        <source>Keep mine as a new spellbook</source>
        <translation>Zachowaj moją jako nową księgę</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="80"/>
        <source>{book} (mine)</source>
        <translation>{book} (moja)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="523"/>
        <source>Card browser</source>
        <translation>Przeglądarka kart</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="169"/>
        <source>Spellbooks not saved</source>
        <translation>Księgi czarów nie są zapisane</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="170"/>
        <source>These spellbooks could not be saved:
{books}

Export them (File ▸ Export…) before quitting, or quit and lose their last changes.</source>
        <translation>Tych ksiąg czarów nie udało się zapisać:
{books}

Wyeksportuj je (Plik ▸ Eksportuj…) przed wyjściem albo wyjdź, tracąc ostatnie zmiany.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/startup.py" line="391"/>
        <source>Check and repair</source>
        <translation>Sprawdzanie i naprawa</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/startup.py" line="392"/>
        <source>Could not restore:
{error}</source>
        <translation>Nie udało się przywrócić:
{error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/startup.py" line="397"/>
        <source>Backup restored; your previous data file is kept as {file}.</source>
        <translation>Kopia zapasowa przywrócona; poprzedni plik danych zachowano jako {file}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="58"/>
        <location filename="../spellforge/ui/window/layout_report.py" line="387"/>
        <source>Open or import a spellbook</source>
        <translation>Otwórz lub zaimportuj księgę czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/widgets/spellbook_file.py" line="15"/>
        <source>Spellbooks (*.o8d *.txt *.json *.bbcode);;All files (*)</source>
        <translation>Księgi czarów (*.o8d *.txt *.json *.bbcode);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="71"/>
        <source>Reading {file}…</source>
        <translation>Wczytywanie {file}…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="73"/>
        <location filename="../spellforge/ui/window/files.py" line="75"/>
        <location filename="../spellforge/ui/window/files.py" line="99"/>
        <location filename="../spellforge/ui/window/files.py" line="125"/>
        <source>Import</source>
        <translation>Import</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="76"/>
        <location filename="../spellforge/ui/window/files.py" line="100"/>
        <source>Could not read the spellbook:
{error}</source>
        <translation>Nie udało się wczytać księgi czarów:
{error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="86"/>
        <source>clipboard</source>
        <translation>schowek</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="94"/>
        <source>The clipboard holds no text.</source>
        <translation>Schowek nie zawiera tekstu.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="144"/>
        <source>Open a spellbook to export it.</source>
        <translation>Otwórz księgę czarów, aby ją wyeksportować.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="147"/>
        <source>OCTGN deck (*.o8d)</source>
        <translation>Talia OCTGN (*.o8d)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="148"/>
        <source>Plain text list (*.txt)</source>
        <translation>Lista tekstowa (*.txt)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="149"/>
        <source>Forum BBCode (*.bbcode.txt)</source>
        <translation>BBCode na forum (*.bbcode.txt)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="150"/>
        <source>Spellforge JSON (*.json)</source>
        <translation>JSON Spellforge (*.json)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="153"/>
        <source>Export spellbook</source>
        <translation>Eksport księgi czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="166"/>
        <source>Open a spellbook to print it.</source>
        <translation>Otwórz księgę czarów, aby ją wydrukować.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="170"/>
        <location filename="../spellforge/ui/window/main_window.py" line="547"/>
        <location filename="../spellforge/ui/window/main_window.py" line="553"/>
        <location filename="../spellforge/ui/window/main_window.py" line="558"/>
        <source>Print to PDF</source>
        <translation>Drukuj do PDF</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="171"/>
        <source>PDF document (*.pdf)</source>
        <translation>Dokument PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="553"/>
        <source>Drawing the pages…</source>
        <translation>Rysowanie stron…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="555"/>
        <source>Cancelled: nothing was written.</source>
        <translation>Anulowano: nic nie zapisano.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/main_window.py" line="561"/>
        <source>%n page(s) written to {file}</source>
        <translation>
            <numerusform>%n strona zapisana w {file}</numerusform>
            <numerusform>%n strony zapisane w {file}</numerusform>
            <numerusform>%n stron zapisanych w {file}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="191"/>
        <source>Open a spellbook to copy it.</source>
        <translation>Otwórz księgę czarów, aby ją skopiować.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="199"/>
        <source>Deck code copied to the clipboard: paste it in a chat; Paste spellbook reads it back.</source>
        <translation>Kod księgi skopiowany do schowka: wklej go na czacie; „Wklej księgę czarów” go odczyta.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="203"/>
        <source>Spellbook copied to the clipboard ({lines} lines).</source>
        <translation>Księga czarów skopiowana do schowka (wierszy: {lines}).</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="220"/>
        <source>Export</source>
        <translation>Eksport</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="157"/>
        <location filename="../spellforge/ui/window/files.py" line="221"/>
        <location filename="../spellforge/ui/window/main_window.py" line="559"/>
        <source>Could not write {file}:
{error}</source>
        <translation>Nie udało się zapisać {file}:
{error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/startup.py" line="136"/>
        <location filename="../spellforge/ui/window/startup.py" line="347"/>
        <source>Could not back up your data: {error}</source>
        <translation>Nie udało się utworzyć kopii danych: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/startup.py" line="355"/>
        <source>Read-only: your changes are not saved. {reason}</source>
        <translation>Tylko do odczytu: zmiany nie są zapisywane. {reason}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="195"/>
        <source>&amp;Paste spellbook</source>
        <translation>&amp;Wklej księgę czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="196"/>
        <source>Read a spellbook list from the clipboard and show the import report</source>
        <translation>Odczytaj listę księgi czarów ze schowka i pokaż raport importu</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="197"/>
        <source>Copy as &amp;text</source>
        <translation>Kopiuj jako &amp;tekst</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="198"/>
        <source>Put the current spellbook on the clipboard as a plain text list, in the card language</source>
        <translation>Skopiuj bieżącą księgę czarów do schowka jako zwykłą listę, w języku kart</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="199"/>
        <source>Copy as &amp;BBCode</source>
        <translation>Kopiuj jako &amp;BBCode</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="200"/>
        <source>Put the current spellbook on the clipboard as forum BBCode, in the card language</source>
        <translation>Skopiuj bieżącą księgę czarów do schowka jako BBCode na forum, w języku kart</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="201"/>
        <source>Copy as &amp;forum list</source>
        <translation>Kopiuj jako listę na &amp;forum</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="202"/>
        <source>Put the current spellbook on the clipboard as a short list for a chat or forum post</source>
        <translation>Skopiuj bieżącą księgę czarów do schowka jako krótką listę do czatu lub na forum</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="225"/>
        <source>Exported to {file}</source>
        <translation>Wyeksportowano do {file}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="237"/>
        <source>No recent files</source>
        <translation>Brak ostatnich plików</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="239"/>
        <source>Clear menu</source>
        <translation>Wyczyść listę</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/tools.py" line="43"/>
        <source>Spellforge: spellbook builder, validator and collection manager for Mage Wars.</source>
        <translation>Spellforge: tworzenie i sprawdzanie ksiąg czarów oraz zarządzanie kolekcją do Mage Wars.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/tools.py" line="117"/>
        <source>This spellbook is not marked assembled.</source>
        <translation>Ta księga czarów nie jest oznaczona jako złożona.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/tools.py" line="139"/>
        <source>Open a spellbook to mark it assembled.</source>
        <translation>Otwórz księgę czarów, aby oznaczyć ją jako złożoną.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/tools.py" line="173"/>
        <source>Open a spellbook to playtest it.</source>
        <translation>Otwórz księgę czarów, aby ją przetestować.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="21"/>
        <location filename="../spellforge/ui/window/card_names.py" line="35"/>
        <source>Import card text from OCTGN</source>
        <translation>Import tekstu kart z OCTGN</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="38"/>
        <source>Reading the set files…</source>
        <translation>Wczytywanie plików zestawów…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="41"/>
        <source>No OCTGN set file (set.xml) was found in {folder}.</source>
        <translation>W folderze {folder} nie znaleziono żadnego pliku zestawu OCTGN (set.xml).</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="45"/>
        <source>Storing the card text…</source>
        <translation>Zapisywanie tekstu kart…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="48"/>
        <source>Cancelled: nothing was stored.</source>
        <translation>Anulowano: nic nie zapisano.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="57"/>
        <source>Set files read: {files}. Card texts stored: {stored}; unchanged: {same}; cards not in the library: {unknown}.</source>
        <translation>Wczytane pliki zestawów: {files}. Zapisane teksty kart: {stored}; bez zmian: {same}; karty spoza biblioteki: {unknown}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="62"/>
        <source>Skipped:</source>
        <translation>Pominięto:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="108"/>
        <location filename="../spellforge/ui/window/card_names.py" line="125"/>
        <source>Import card names</source>
        <translation>Import nazw kart</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="110"/>
        <location filename="../spellforge/ui/window/card_names.py" line="143"/>
        <source>Translation CSV (*.csv);;All files (*)</source>
        <translation>Pliki CSV z tłumaczeniem (*.csv);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="126"/>
        <source>Could not read {file}:
{error}</source>
        <translation>Nie udało się odczytać {file}:
{error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="141"/>
        <location filename="../spellforge/ui/window/card_names.py" line="156"/>
        <source>Export card names</source>
        <translation>Eksport nazw kart</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/card_names.py" line="160"/>
        <source>Card names exported to {file}</source>
        <translation>Nazwy kart wyeksportowano do {file}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="397"/>
        <source>Could not open the spellbook: {error}</source>
        <translation>Nie udało się otworzyć księgi czarów: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="345"/>
        <source>Open a spellbook first</source>
        <translation>Najpierw otwórz księgę czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/session.py" line="50"/>
        <source>Saved: {book}</source>
        <translation>Zapisano: {book}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="409"/>
        <source>“{book}” was deleted elsewhere while open here; it is kept, with your change</source>
        <translation>„{book}” usunięto gdzie indziej, gdy była tu otwarta; księga została zachowana razem z twoją zmianą</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="29"/>
        <source>this is Spellforge&apos;s data folder, which holds your data: choose another folder</source>
        <translation>to katalog danych programu, w którym są twoje dane: wybierz inny katalog</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="119"/>
        <source>{source}: not a spellbook: {which} (first: line {line})</source>
        <translation>{source}: to nie jest Księga Czarów: {which} (pierwszy: wiersz {line})</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/files.py" line="122"/>
        <source>{source}: not a spellbook: it names no mage and no card</source>
        <translation>{source}: to nie jest Księga Czarów: nie ma w niej ani Maga, ani kart</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="232"/>
        <source>&amp;Matchup…</source>
        <translation>&amp;Pojedynek…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/main_window.py" line="232"/>
        <source>Play the current spellbook against another book or the official books</source>
        <translation>Zagraj bieżącą księgą czarów przeciw innej księdze lub księgom oficjalnym</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/window/tools.py" line="187"/>
        <source>Open a spellbook to play it against others.</source>
        <translation>Otwórz księgę czarów, aby zagrać nią przeciw innym.</translation>
    </message>
</context>
<context>
    <name>MatchupReport</name>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="25"/>
        <source>Burn</source>
        <translation>Podpalenie</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="25"/>
        <source>Rot</source>
        <translation>Gnicie</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="26"/>
        <source>curses&apos; damage</source>
        <translation>obrażenia od klątw</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="106"/>
        <source>A wins {a}, B wins {b}, draws {d}; A&apos;s score {score} (95 % interval {lo} – {hi})</source>
        <translation>Zwycięstwa A: {a}, zwycięstwa B: {b}, remisy: {d}; wynik A {score} (95-procentowy przedział {lo} – {hi})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="109"/>
        <source>Mean rounds {mean}; a mage destroyed: {killed}, both mages in one Upkeep: {both}, out of rounds ({rounds}): {timeout}</source>
        <translation>Średnio rund: {mean}; Mag zniszczony: {killed}, obaj Magowie w jednej fazie utrzymania: {both}, koniec rund ({rounds}): {timeout}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="118"/>
        <source>{book}, cast per game: {cards}</source>
        <translation>{book}, rzucone na partię: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="120"/>
        <source>{book}, damage per game by source: {sources}</source>
        <translation>{book}, obrażenia na partię według źródła: {sources}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="125"/>
        <source>{book}, not simulated:</source>
        <translation>{book}, nie symulowane:</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="130"/>
        <source>Game 1:</source>
        <translation>Partia 1:</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="152"/>
        <source>a conjuration other than a mana source or a spawnpoint: matchups do not place them yet</source>
        <translation>przywołanie, które nie daje many i nie jest miejscem przywołań: w meczach jeszcze ich się nie stawia</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="154"/>
        <source>an enchantment whose effect the matchup does not play yet</source>
        <translation>zaklęcie, którego działania mecz jeszcze nie rozgrywa</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="155"/>
        <source>an incantation whose effect the matchup does not play yet</source>
        <translation>inkantacja, której działania mecz jeszcze nie rozgrywa</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="156"/>
        <source>nothing the matchup can apply</source>
        <translation>nic, co mecz może zastosować</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="157"/>
        <source>its effect is not modelled by the engine yet</source>
        <translation>silnik jeszcze nie modeluje jej działania</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="173"/>
        <source>the other rounds follow the policy</source>
        <translation>pozostałe rundy — według strategii</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="174"/>
        <source>the other rounds prepare nothing</source>
        <translation>w pozostałych rundach nic nie jest przygotowywane</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="175"/>
        <source>A plays the plan {file} in rounds {rounds}; {then}</source>
        <translation>A gra według planu {file} w rundach {rounds}; {then}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="178"/>
        <source>Left out of the plan (not played by the matchup): {cards}</source>
        <translation>Pominięte w planie (pojedynek ich jeszcze nie rozgrywa): {cards}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/matchup/text.py" line="196"/>
        <source>{book} against {gauntlet}: %n game(s) per opponent, seed {seed}</source>
        <translation>
            <numerusform>{book} przeciw {gauntlet}: %n partia na przeciwnika, ziarno {seed}</numerusform>
            <numerusform>{book} przeciw {gauntlet}: %n partie na przeciwnika, ziarno {seed}</numerusform>
            <numerusform>{book} przeciw {gauntlet}: %n partii na przeciwnika, ziarno {seed}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="199"/>
        <source>opponent | score | 95 % interval | wins – losses – draws | mean rounds</source>
        <translation>przeciwnik | wynik | 95-procentowy przedział | zwycięstwa – porażki – remisy | średnio rund</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/matchup/text.py" line="223"/>
        <source>Score of the row&apos;s book against the column&apos;s book, %n game(s) per pair</source>
        <translation>
            <numerusform>Wynik księgi z wiersza przeciw księdze z kolumny, %n partia na parę</numerusform>
            <numerusform>Wynik księgi z wiersza przeciw księdze z kolumny, %n partie na parę</numerusform>
            <numerusform>Wynik księgi z wiersza przeciw księdze z kolumny, %n partii na parę</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="238"/>
        <source>Round {round}: {side} holds the Initiative</source>
        <translation>Runda {round}: inicjatywa ma {side}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="239"/>
        <source>{side}: {mana} mana after channeling</source>
        <translation>{side}: mana po przyroście — {mana}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="240"/>
        <source>{side} prepares: {cards}</source>
        <translation>{side} przygotowuje: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="241"/>
        <source>{side} casts {card} ({mana} mana) → {target}</source>
        <translation>{side} rzuca: {card} ({mana} many) → {target}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="242"/>
        <source>{side} reveals {card} on {bearer} ({mana} mana)</source>
        <translation>{side} odkrywa: {card} ({bearer}; {mana} many)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="243"/>
        <source>{side} reveals {card}: {bearer} avoids {attack} of {attacker}</source>
        <translation>{side} odkrywa: {card}; {bearer} unika ataku „{attack}” ({attacker})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="244"/>
        <source>{side}: {bearer}&apos;s Forcefield cancels the attack ({left} left)</source>
        <translation>{side}: Pole Siłowe ({bearer}) anuluje atak (zostało {left})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="245"/>
        <source>{side}: {bearer}&apos;s Defense, d12 {roll} (needs {need})</source>
        <translation>{side}: Obrona ({bearer}), k12 {roll} (potrzeba {need})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="246"/>
        <source>{side}: {attacker} is Dazed, d12 {roll} (7+ proceeds)</source>
        <translation>{side}: Oszołomienie ({attacker}), k12 {roll} (7+ — atak trwa)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="247"/>
        <source>{side}: {attacker} attacks {target} with {attack}, {dice} dice: {damage} damage{effects}</source>
        <translation>{side}: {attacker} atakuje ({target}): {attack}, kości: {dice}; obrażenia: {damage}{effects}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="248"/>
        <source>{side}: the damage barrier of {card} on {bearer} strikes back</source>
        <translation>{side}: Bariera ({card}; {bearer}) oddaje cios</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="249"/>
        <source>{side}: {attacker} counterstrikes {target}</source>
        <translation>{side}: Kontratak ({attacker} → {target})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="250"/>
        <source>{side}: {piece} is destroyed</source>
        <translation>{side}: zniszczone: {piece}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="251"/>
        <source>{side}: {card} on {bearer} is gone</source>
        <translation>{side}: już nie ma: {card} ({bearer})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="252"/>
        <source>{side}: {piece} takes {damage} damage from {source}</source>
        <translation>{side}: {piece} otrzymuje obrażenia: {damage} ({source})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="253"/>
        <source>{side}: {card} is destroyed, its upkeep not paid</source>
        <translation>{side}: zniszczone, Utrzymanie nieopłacone: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="254"/>
        <source>{side}: {piece} is Stunned and does nothing</source>
        <translation>{side}: Ogłuszenie ({piece}), brak działań</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="260"/>
        <source>{side}: {piece} guards</source>
        <translation>{side}: Straż ({piece})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="262"/>
        <source>{side}: {piece} declares an attack and loses Invisible</source>
        <translation>{side}: {piece} deklaruje atak i traci cechę Niewidzialny</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="263"/>
        <source>{side}: {piece} is Invisible again</source>
        <translation>{side}: {piece} znów ma cechę Niewidzialny</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="264"/>
        <source>{side}: Push, {piece} to zone {zone}</source>
        <translation>{side}: Pchnięcie, {piece} do strefy {zone}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="265"/>
        <source>{side}: {piece} is pushed into the arena&apos;s wall ({source}): Crush</source>
        <translation>{side}: {piece} — pchnięcie na ścianę areny ({source}): Wgniecenie</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="266"/>
        <source>{side}: {piece} moves to zone {zone}</source>
        <translation>{side}: {piece} idzie do strefy {zone}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="267"/>
        <source>{side} dispels {card} on {bearer}</source>
        <translation>{side} rozprasza: {card} ({bearer})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="268"/>
        <location filename="../spellforge/sim/matchup/text.py" line="269"/>
        <source>{side} reveals {card} on {bearer}: the enemy spell is countered</source>
        <translation>{side} odkrywa: {card} ({bearer}); czar przeciwnika anulowany</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="270"/>
        <source>{side} pays {mana} for the attack of {piece} ({card})</source>
        <translation>{side} płaci {mana} many za atak: {piece} ({card})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="271"/>
        <source>{side}: {card} on {piece}: its attack is cancelled, unpaid</source>
        <translation>{side}: {card} ({piece}): atak anulowany, mana nieopłacona</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="274"/>
        <source>{side} destroys the enemy&apos;s {card}</source>
        <translation>{side} niszczy przeciwnikowi: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="275"/>
        <source>{side} heals {piece}: {amount}</source>
        <translation>{side}: Leczenie ({piece}): {amount}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="276"/>
        <source>{side}: a Skull token on {piece} ({count} in all)</source>
        <translation>{side}: żeton „Czaszka” na {piece} (razem {count})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="277"/>
        <source>{side}: Lifebond moves {amount} damage from the mage onto {piece}</source>
        <translation>{side}: Więź Życia przenosi {amount} obrażeń z Maga na {piece}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="278"/>
        <source>{side}: Vine markers in zones {zones}</source>
        <translation>{side}: znaczniki pnącza w strefach {zones}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="279"/>
        <source>{side}: {piece}&apos;s conditions are removed</source>
        <translation>{side}: stany usunięte ({piece})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="280"/>
        <source>{side} takes control of {piece}</source>
        <translation>{side}: kontrola nad stworzeniem ({piece})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="286"/>
        <source>{side}: {card} rolls {rolled}: the enemy mage loses {amount} mana, {side} gains it</source>
        <translation>{side}: {card}, wynik {rolled}: wrogi Mag traci {amount} many, {side} ją zyskuje</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="287"/>
        <source>{side}: {card}: the enemy mage&apos;s Channeling {channeling}</source>
        <translation>{side}: {card}: Przyrost Many wrogiego Maga {channeling}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="288"/>
        <source>{side} banishes {piece} from the arena ({tokens} Banish tokens)</source>
        <translation>{side} wygania z areny: {piece} (żetony Wygnania: {tokens})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="289"/>
        <source>{side}: {piece} comes back to zone {zone}</source>
        <translation>{side}: {piece} wraca do strefy {zone}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="290"/>
        <source>{side} wins: the enemy mage is destroyed</source>
        <translation>{side} wygrywa: wrogi Mag zniszczony</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="291"/>
        <source>Draw: both mages are destroyed</source>
        <translation>Remis: obaj Magowie zniszczeni</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="292"/>
        <source>Draw: no mage destroyed in {rounds} rounds</source>
        <translation>Remis: w {rounds} rundach żaden Mag nie został zniszczony</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="255"/>
        <source>{side}: {piece} is asleep and does nothing</source>
        <translation>{side}: Sen ({piece}), brak działań</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="256"/>
        <source>{side} puts {piece} to sleep</source>
        <translation>{side}: Sen na {piece}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="257"/>
        <source>{side}: {piece} is damaged and wakes up Dazed</source>
        <translation>{side}: {piece} otrzymuje obrażenia, Sen zmienia się w Oszołomienie</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="258"/>
        <source>{side} binds {card} to {item}</source>
        <translation>{side}: wpisuje czar „{card}” (przedmiot: {item})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="259"/>
        <source>{side}: {card} on {bearer} is revealed and discarded: the attack of {attacker} is Unavoidable</source>
        <translation>{side}: {card} ({bearer}) odkryta i odrzucona: atak ({attacker}) jest Nieunikniony</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="272"/>
        <source>{side} reveals {card} on {bearer}: its quick spell is countered and goes back to the book</source>
        <translation>{side} odkrywa: {card} ({bearer}); szybki czar zostaje anulowany i wraca do księgi</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="273"/>
        <source>{side} reveals {card} on {bearer}: the enemy spell turns on its caster</source>
        <translation>{side} odkrywa: {card} ({bearer}); wrogi czar obraca się przeciw rzucającemu</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="195"/>
        <source>the official books</source>
        <translation>oficjalnym księgom</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/matchup/text.py" line="104"/>
        <source>{a} against {b}: %n game(s), seed {seed}</source>
        <translation>
            <numerusform>{a} – {b}: %n partia, ziarno {seed}</numerusform>
            <numerusform>{a} – {b}: %n partie, ziarno {seed}</numerusform>
            <numerusform>{a} – {b}: %n partii, ziarno {seed}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="281"/>
        <source>{side}: {card} on {bearer}, d12 {roll} ({need}+ cancels the attack of {attacker})</source>
        <translation>{side}: {card} ({bearer}), k12 {roll} ({need}+ anuluje atak: {attacker})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="282"/>
        <source>{side}: {piece} meditates with {card}: +{mana} mana</source>
        <translation>{side}: {piece} medytuje ({card}): +{mana} many</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="283"/>
        <source>{side} destroys every enchantment on {bearer}</source>
        <translation>{side} niszczy wszystkie zaklęcia: {bearer}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="284"/>
        <source>{side} moves {card} onto {bearer}</source>
        <translation>{side} przenosi: {card} → {bearer}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="285"/>
        <source>{side} brings {piece} back into play ({card})</source>
        <translation>{side} przywraca do gry ze stosu kart odrzuconych: {piece} ({card})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="293"/>
        <source>{side} passes: active creatures {mine} against {theirs}</source>
        <translation>{side} pasuje: aktywnych stworzeń {mine} przeciw {theirs}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="28"/>
        <source>the target</source>
        <translation>cel</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="28"/>
        <source>the guard</source>
        <translation>strażnik</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/matchup/text.py" line="261"/>
        <source>{side}: {piece} waits one zone short for a friend</source>
        <translation>{side}: {piece} czeka na sojusznika strefę przed celem</translation>
    </message>
</context>
<context>
    <name>MatchupTableWindow</name>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="143"/>
        <source>Matchup table: every pair of books</source>
        <translation>Tabela pojedynków: każda para ksiąg</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="144"/>
        <source>&amp;Books:</source>
        <translation>&amp;Księgi:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="145"/>
        <source>&amp;Folder…</source>
        <translation>&amp;Folder…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="146"/>
        <source>&amp;Games per pair:</source>
        <translation>&amp;Gier na parę:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="147"/>
        <source>An even number: B against A is the same games as A against B, seen from B, so each pair is played once.</source>
        <translation>Liczba parzysta: B przeciw A to te same gry co A przeciw B, widziane od strony B, więc każda para gra tylko raz.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="149"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Ziarno:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="150"/>
        <source>&amp;Player:</source>
        <translation>Gra&amp;cz:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="151"/>
        <source>Planner (the goldfish planner&apos;s priorities)</source>
        <translation>Planista (priorytety planisty gry solo)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="152"/>
        <source>Greedy (fixed order, starts faster)</source>
        <translation>Zachłanna (stała kolejność, startuje szybciej)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="153"/>
        <source>&amp;Run</source>
        <translation>&amp;Rozegraj</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="154"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Anuluj</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="155"/>
        <source>The row&apos;s book (A) against the column&apos;s (B): A&apos;s score, red lost, green won. Point at a cell for its interval, click it for its games.</source>
        <translation>Księga wiersza (A) przeciw księdze kolumny (B): wynik A, czerwony: porażka, zielony: zwycięstwo. Wskaż komórkę, by zobaczyć przedział, kliknij, by zobaczyć gry.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="169"/>
        <source>The 13 official books</source>
        <translation>13 oficjalnych ksiąg</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="171"/>
        <source>The books of {folder}</source>
        <translation>Księgi z folderu {folder}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="183"/>
        <source>A folder of spellbook files</source>
        <translation>Folder z plikami ksiąg czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="221"/>
        <source>{path}: the book names no mage the library knows</source>
        <translation>{path}: księga nie wskazuje Maga znanego bibliotece</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="225"/>
        <source>{path}: not a folder</source>
        <translation>{path}: to nie jest folder</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="251"/>
        <source>The table needs at least two books that can play.</source>
        <translation>Tabela wymaga co najmniej dwóch ksiąg, które mogą grać.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="265"/>
        <source>Preparing %n book(s)…</source>
        <translation>
            <numerusform>Przygotowanie %n księgi…</numerusform>
            <numerusform>Przygotowanie %n ksiąg…</numerusform>
            <numerusform>Przygotowanie %n ksiąg…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="295"/>
        <source>Cancelled: %n pair(s) of {total} played in full; the others stay empty.</source>
        <translation>
            <numerusform>Anulowano: w całości rozegrano %n parę z {total}; pozostałe komórki są puste.</numerusform>
            <numerusform>Anulowano: w całości rozegrano %n pary z {total}; pozostałe komórki są puste.</numerusform>
            <numerusform>Anulowano: w całości rozegrano %n par z {total}; pozostałe komórki są puste.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="299"/>
        <source>%n pair(s) played.</source>
        <translation>
            <numerusform>Rozegrane pary: %n.</numerusform>
            <numerusform>Rozegrane pary: %n.</numerusform>
            <numerusform>Rozegrane pary: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="306"/>
        <source>The games stopped: {error}</source>
        <translation>Gry przerwane: {error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="329"/>
        <source>{a} against {b}: A&apos;s score {score} (95 % interval {lo}–{hi} %), wins – losses – draws {w} – {l} – {d}, %n game(s)</source>
        <translation>
            <numerusform>{a} – {b}: wynik A {score} (przedział 95 %: {lo}–{hi} %), zwycięstwa – porażki – remisy {w} – {l} – {d}, %n gra</numerusform>
            <numerusform>{a} – {b}: wynik A {score} (przedział 95 %: {lo}–{hi} %), zwycięstwa – porażki – remisy {w} – {l} – {d}, %n gry</numerusform>
            <numerusform>{a} – {b}: wynik A {score} (przedział 95 %: {lo}–{hi} %), zwycięstwa – porażki – remisy {w} – {l} – {d}, %n gier</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="338"/>
        <source>A book does not play itself.</source>
        <translation>Księga nie gra sama ze sobą.</translation>
    </message>
</context>
<context>
    <name>MatchupWindow</name>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="168"/>
        <source>Opponent</source>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="168"/>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="168"/>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="168"/>
        <source>95 % interval</source>
        <translation>Przedział 95 %</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="169"/>
        <source>Wins – losses – draws</source>
        <translation>Zwycięstwa – porażki – remisy</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="169"/>
        <source>Mean rounds</source>
        <translation>Średnio rund</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="169"/>
        <source>Mage destroyed</source>
        <translation>Mag zniszczony</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="170"/>
        <source>Out of rounds</source>
        <translation>Koniec rund</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="173"/>
        <source>Matchup: {book}</source>
        <translation>Pojedynek: {book}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="173"/>
        <location filename="../spellforge/ui/playtest/matchup.py" line="175"/>
        <location filename="../spellforge/ui/playtest/matchup.py" line="289"/>
        <source>(untitled)</source>
        <translation>(bez nazwy)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="174"/>
        <source>no mage</source>
        <translation>bez Maga</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="170"/>
        <source>Cards cast per game (A / B)</source>
        <translation>Rzucone karty na grę (A / B)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="170"/>
        <source>Not simulated (A / B)</source>
        <translation>Bez symulacji (A / B)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="176"/>
        <source>A: {book}, the book as it is in the editor</source>
        <translation>A: {book}, księga taka jak w edytorze</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="178"/>
        <source>&amp;Opponent (B):</source>
        <translation>&amp;Przeciwnik (B):</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="179"/>
        <source>&amp;File…</source>
        <translation>P&amp;lik…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="180"/>
        <source>&amp;Games per opponent:</source>
        <translation>&amp;Gier na przeciwnika:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="181"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Ziarno:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="182"/>
        <source>&amp;Player:</source>
        <translation>Gra&amp;cz:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="183"/>
        <source>Planner (the goldfish planner&apos;s priorities)</source>
        <translation>Planista (priorytety planisty gry solo)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="184"/>
        <source>Greedy (fixed order, starts faster)</source>
        <translation>Zachłanna (stała kolejność, startuje szybciej)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="185"/>
        <source>&amp;Run</source>
        <translation>&amp;Rozegraj</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="186"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Anuluj</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="187"/>
        <source>&amp;Table of every pair…</source>
        <translation>&amp;Tabela wszystkich par…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="188"/>
        <source>Every pair of the official books or of a folder&apos;s books, as a heat map</source>
        <translation>Każda para oficjalnych ksiąg lub ksiąg z folderu, jako mapa cieplna</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="190"/>
        <source>A&apos;s score against each opponent (red: lost, green: won; the dark bar: the 95 % interval). Click a row for its games.</source>
        <translation>Wynik A przeciw każdemu przeciwnikowi (czerwony: porażka, zielony: zwycięstwo; ciemny pasek: przedział 95 %). Kliknij wiersz, aby zobaczyć grę.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="205"/>
        <source>The official gauntlet (the 13 official books)</source>
        <translation>Wszystkie oficjalne księgi (13 ksiąg)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="234"/>
        <source>Opponent&apos;s spellbook file</source>
        <translation>Plik księgi czarów przeciwnika</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="292"/>
        <source>{book}: the book names no mage the library knows, so it cannot play.</source>
        <translation>{book}: księga nie wskazuje Maga znanego bibliotece, więc nie może grać.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="302"/>
        <source>Choose an opponent.</source>
        <translation>Wybierz przeciwnika.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup.py" line="311"/>
        <source>Preparing %n book(s)…</source>
        <translation>
            <numerusform>Przygotowanie %n księgi…</numerusform>
            <numerusform>Przygotowanie %n ksiąg…</numerusform>
            <numerusform>Przygotowanie %n ksiąg…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup.py" line="346"/>
        <source>Cancelled after %n game(s): the table shows the games played (an opponent with fewer games than asked was cut short).</source>
        <translation>
            <numerusform>Anulowano po %n grze: tabela pokazuje rozegrane gry (przeciwnik z mniejszą liczbą gier niż zadana został przerwany).</numerusform>
            <numerusform>Anulowano po %n grach: tabela pokazuje rozegrane gry (przeciwnik z mniejszą liczbą gier niż zadana został przerwany).</numerusform>
            <numerusform>Anulowano po %n grach: tabela pokazuje rozegrane gry (przeciwnik z mniejszą liczbą gier niż zadana został przerwany).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup.py" line="349"/>
        <source>%n game(s) played.</source>
        <translation>
            <numerusform>Rozegrano %n grę.</numerusform>
            <numerusform>Rozegrano %n gry.</numerusform>
            <numerusform>Rozegrano %n gier.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="356"/>
        <source>The games stopped: {error}</source>
        <translation>Gry przerwane: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/matchup.py" line="299"/>
        <source>{book}: this saved book was deleted; choose another opponent.</source>
        <translation>{book}: ta zapisana księga została usunięta; wybierz innego przeciwnika.</translation>
    </message>
</context>
<context>
    <name>NamesImportReport</name>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="176"/>
        <source>Card names imported from {file}</source>
        <translation>Nazwy kart zaimportowane z {file}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/cards/names.py" line="178"/>
        <source>%n name(s) stored.</source>
        <translation>
            <numerusform>Zapisano %n nazwę.</numerusform>
            <numerusform>Zapisano %n nazwy.</numerusform>
            <numerusform>Zapisano %n nazw.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/cards/names.py" line="179"/>
        <source>%n unchanged.</source>
        <translation>
            <numerusform>%n bez zmian.</numerusform>
            <numerusform>%n bez zmian.</numerusform>
            <numerusform>%n bez zmian.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/cards/names.py" line="180"/>
        <source>%n line(s) with errors.</source>
        <translation>
            <numerusform>%n wiersz z błędem.</numerusform>
            <numerusform>%n wiersze z błędami.</numerusform>
            <numerusform>%n wierszy z błędami.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="181"/>
        <source>Line</source>
        <translation>Wiersz</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="181"/>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="181"/>
        <source>Details</source>
        <translation>Szczegóły</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="182"/>
        <source>stored</source>
        <translation>zapisano</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="182"/>
        <source>unchanged</source>
        <translation>bez zmian</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/names.py" line="183"/>
        <source>error</source>
        <translation>błąd</translation>
    </message>
</context>
<context>
    <name>OneGame</name>
    <message>
        <location filename="../spellforge/ui/playtest/one_game.py" line="50"/>
        <source>The planner is searching its plan…</source>
        <translation>Planista szuka planu…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/one_game.py" line="84"/>
        <source>Search cancelled.</source>
        <translation>Wyszukiwanie anulowane.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/one_game.py" line="86"/>
        <source>The games could not be played: {error}</source>
        <translation>Nie udało się rozegrać gier: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/one_game.py" line="135"/>
        <source>Round {round} · target damage {damage}/{life} · mana {mana}</source>
        <translation>Runda {round} · obrażenia celu {damage}/{life} · mana {mana}</translation>
    </message>
</context>
<context>
    <name>PlaytestLog</name>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="47"/>
        <source>Round {round}: {mana} mana after channeling (+{channeling})</source>
        <translation>Runda {round}: mana po przyroście — {mana} (+{channeling})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="48"/>
        <source>Own mana pool ({name}): +{amount} → {pool}</source>
        <translation>Własny Zapas Many ({name}): +{amount} → {pool}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="49"/>
        <source>Burn ({foe}): {damage}; tokens left: {tokens}</source>
        <translation>Podpalenie ({foe}): {damage}; pozostałe żetony: {tokens}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="50"/>
        <source>Rot ({foe}): {damage}</source>
        <translation>Gnicie ({foe}): {damage}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="51"/>
        <source>Upkeep {cost} paid: {card}</source>
        <translation>Utrzymanie {cost} zapłacone: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="53"/>
        <source>Destroyed, upkeep {cost} could not be paid: {card}</source>
        <translation>Zniszczono, nie można zapłacić utrzymania {cost}: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="54"/>
        <source>Prepared: {cards}</source>
        <translation>Przygotowano: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="55"/>
        <source>{caster} casts: {card}, {mana} ({how})</source>
        <translation>{caster} rzuca czar: {card}, {mana} ({how})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="56"/>
        <source>Revealed ({target}): {card}, {mana}</source>
        <translation>Odkryto ({target}): {card}, {mana}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="57"/>
        <source>Cast face down ({target}): {card}; reveal cost {cost} not affordable yet</source>
        <translation>Rzucono zakryte ({target}): {card}; kosztu odkrycia {cost} nie da się jeszcze zapłacić</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="58"/>
        <source>{attacker} attacks ({foe}): {attack}, {dice}: {damage}{conditions}</source>
        <translation>{attacker} atakuje ({foe}): {attack}, {dice}: {damage}{conditions}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="59"/>
        <source>{marker} marker ({card}): {cost}</source>
        <translation>Żeton „{marker}” ({card}): {cost}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="60"/>
        <source>{attacker} moves; zones to the target: {dist}</source>
        <translation>{attacker} się przemieszcza; stref do celu: {dist}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="62"/>
        <source>Destroyed: {foe}</source>
        <translation>Zniszczono: {foe}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="64"/>
        <source>End of round {round}: {damage} to the target this round; mana spent {spent}, left {left}</source>
        <translation>Koniec rundy {round}: cel w tej rundzie otrzymał: {damage}; many wydano {spent}, zostało {left}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="65"/>
        <source>The target survives {rounds}</source>
        <translation>Cel przetrwał {rounds}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="66"/>
        <source>Healing ({target}): {card}; {amount} removed</source>
        <translation>Leczenie ({target}): {card}; usunięto {amount}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="67"/>
        <source>Strengthened until the end of the round ({target}): {card}</source>
        <translation>Wzmocnienie do końca rundy ({target}): {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="68"/>
        <source>Burn ({target}): {card} adds {tokens}</source>
        <translation>Podpalenie ({target}): {card} dodaje {tokens}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="69"/>
        <source>{target} avoids the attack (defense {threshold}+)</source>
        <translation>{target} unika ataku (obrona {threshold}+)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="70"/>
        <source>Curses ({foe}), Upkeep phase: {damage}</source>
        <translation>Klątwy ({foe}), Faza Utrzymania: {damage}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="71"/>
        <source>{card} ({target}): the attack is avoided</source>
        <translation>{card} ({target}): atak uniknięty</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="72"/>
        <source>No guard and no attack until the end of the round ({foe}): {card}</source>
        <translation>Bez straży i ataku do końca rundy ({foe}): {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="74"/>
        <source>No attack this round ({foe})</source>
        <translation>Bez ataku w tej rundzie ({foe})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="75"/>
        <source>Dazed, the attack misses ({attacker})</source>
        <translation>Oszołomienie, atak chybia ({attacker})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="88"/>
        <source>Moved face down ({target}): {card}</source>
        <translation>Przeniesione zakryte ({target}): {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="39"/>
        <source>the card is not in the library</source>
        <translation>karty nie ma w bibliotece</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="40"/>
        <source>X cost: the amount is the player&apos;s choice</source>
        <translation>koszt X: kwotę wybiera gracz</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="41"/>
        <source>incantation whose effect is printed text, not card data</source>
        <translation>inkantacja, której efekt to drukowany tekst, a nie dane karty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="42"/>
        <source>its effect is printed text the engine does not model</source>
        <translation>efekt karty to drukowany tekst, którego silnik nie modeluje</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="43"/>
        <source>a wall without a passage symbol in its data; the engine cannot tell what it does to movement</source>
        <translation>ściana bez symbolu przejścia w danych; silnik nie wie, jak wpływa na ruch</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="44"/>
        <source>grants only a Defense or traits without effect on a passive target</source>
        <translation>daje tylko Obronę lub cechy bez wpływu na bierny cel</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="45"/>
        <source>a curse whose effect on the target is not modelled</source>
        <translation>klątwa, której działania na cel nie modelujemy</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="46"/>
        <source>no attack against the target in its data</source>
        <translation>w danych karty nie ma ataku na cel</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="47"/>
        <source>heals friends; nothing damages the goldfish&apos;s side</source>
        <translation>leczy sojuszników; nic nie rani strony „złotej rybki”</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="50"/>
        <source>taxes an enemy creature&apos;s attacks; the target&apos;s guard never attacks</source>
        <translation>obciąża opłatą ataki wrogiego stworzenia; strażnik celu nie atakuje</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="51"/>
        <source>acts when an enemy moves or enters a zone, in a way the arena line does not model</source>
        <translation>działa, gdy wróg się porusza lub wchodzi do strefy, w sposób, którego linia areny nie modeluje</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="53"/>
        <source>changes zones in a way the arena line does not model (outposts, line of sight, ranges)</source>
        <translation>zmienia strefy w sposób, którego linia areny nie modeluje (posterunki, Pole Widzenia, zasięg)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="57"/>
        <source>its effect needs an enemy the goldfish never has (incorporeal or flying)</source>
        <translation>jego działanie wymaga wroga, którego w grze próbnej nie ma (bezcielesnego lub latającego)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="55"/>
        <source>its amount is printed text the card data does not give</source>
        <translation>jego wartość jest tylko w tekście karty, nie w danych</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="49"/>
        <source>moves one of your enchantments to a new target; the engine does not choose such moves</source>
        <translation>przenosi twoje zaklęcie na nowy cel; silnik nie wybiera takich przeniesień</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="104"/>
        <source>Pet: the extra Melee +1 in the Beastmaster&apos;s zone</source>
        <translation>Towarzysz: dodatkowa Walka Wręcz +1 w strefie Władcy Bestii</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="105"/>
        <source>Curse-weaving</source>
        <translation>Tkanie klątw</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="106"/>
        <source>Restore (Priestess)</source>
        <translation>Przywrócenie (Kapłanka)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="154"/>
        <location filename="../spellforge/sim/report/game_log.py" line="215"/>
        <source>the target</source>
        <translation>cel</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="154"/>
        <source>the guard</source>
        <translation>strażnik</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="179"/>
        <source>quickcast</source>
        <translation>szybkie czarowanie</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="179"/>
        <source>action</source>
        <translation>akcja</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="180"/>
        <source>spawnpoint</source>
        <translation>miejsce przywołań</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="180"/>
        <source>familiar</source>
        <translation>chowaniec</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="194"/>
        <source>Pet</source>
        <translation>Towarzysz</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="195"/>
        <source>Blood Reaper</source>
        <translation>Krwawy Żniwiarz</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="221"/>
        <source>Burn</source>
        <translation>Podpalenie</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="221"/>
        <source>Rot</source>
        <translation>Gnicie</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="222"/>
        <source>Corrode</source>
        <translation>Korozja</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="56"/>
        <source>casts a spell printed on the card; its text is not card data</source>
        <translation>rzuca czar wydrukowany na karcie; jego tekst nie jest danymi karty</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="76"/>
        <source>The target casts: {card}</source>
        <translation>Cel rzuca: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="77"/>
        <source>Destroyed on the target by {caster}: {card}</source>
        <translation>Zniszczone na celu ({caster}): {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="78"/>
        <source>Taken from the target by {caster}: {card}</source>
        <translation>Przejęte od celu ({caster}): {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="79"/>
        <source>The target reveals: {card}</source>
        <translation>Cel odkrywa: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="80"/>
        <source>The target loses: {card}</source>
        <translation>Cel traci: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="81"/>
        <source>Countered by {card} ({target}): {caster}</source>
        <translation>Anulowane ({card}, {target}): {caster}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="82"/>
        <source>{card}: the target loses {amount}, you gain it</source>
        <translation>{card}: mana przejęta od celu: {amount}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="83"/>
        <source>Meditation: +{amount}</source>
        <translation>Medytacja: +{amount}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="52"/>
        <source>counts or brings back destroyed enemy creatures; the target&apos;s only creature, its guard, has no card</source>
        <translation>liczy lub przywraca zniszczone wrogie stworzenia; jedyne stworzenie celu, jego strażnik, nie ma karty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="54"/>
        <source>forces or forbids a non-Mage creature&apos;s choices; the target is a mage and its guard never attacks</source>
        <translation>narzuca lub zabrania wyborów stworzeniu niebędącemu Magiem; cel jest Magiem, a jego strażnik nigdy nie atakuje</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="86"/>
        <source>Destroyed by the target&apos;s {caster}: {card}</source>
        <translation>Zniszczone czarem celu ({caster}): {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="87"/>
        <source>{card}: +{amount}</source>
        <translation>{card}: +{amount}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/log.py" line="48"/>
        <source>answers psychic spells; the dummy casts none</source>
        <translation>odpowiada na czary psioniczne; manekin ich nie rzuca</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="89"/>
        <source>The target walks toward you; zones to your mage: {dist}</source>
        <translation>Cel idzie w twoją stronę; stref do twojego Maga: {dist}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="90"/>
        <source>Revealed as the target enters its zone: {card}</source>
        <translation>Odkryto, gdy cel wszedł do strefy: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="91"/>
        <source>Your mage teleports away from the target: {card}</source>
        <translation>Twój Mag teleportuje się z dala od celu: {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="92"/>
        <source>Back into play ({target}): {card}</source>
        <translation>Znów w grze ({target}): {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="84"/>
        <source>{card}: +{amount} Ki ({ki} in all)</source>
        <translation>{card}: Ki +{amount} (razem {ki})</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="85"/>
        <source>{card}: −{amount} Ki, attack dice +{dice}</source>
        <translation>{card}: Ki −{amount}, kości ataku +{dice}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="61"/>
        <source>Effect die ({foe}; {attack}): {roll}{effects}</source>
        <translation>Kość efektu ({foe}; {attack}): {roll}{effects}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="238"/>
        <source>no effect</source>
        <translation>bez efektu</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="73"/>
        <source>Asleep, no guard and no attack until it takes damage ({foe}): {card}</source>
        <translation>Sen: bez straży i ataku, dopóki nie otrzyma obrażeń ({foe}): {card}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="119"/>
        <source>familiar casts any prepared spell (its printed limits are not in the data)</source>
        <translation>chowaniec rzuca dowolny przygotowany czar (ograniczeń z karty nie ma w danych)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="121"/>
        <source>spawnpoint casts any creature (no printed limits in the data)</source>
        <translation>miejsce przywołań rzuca dowolne stworzenie (ograniczeń z karty nie ma w danych)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="123"/>
        <source>spawnpoint summons without the mana it needs on it first (placing it is not simulated)</source>
        <translation>miejsce przywołań przywołuje bez zgromadzenia na sobie potrzebnej many (jego umieszczenie nie jest symulowane)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="93"/>
        <source>Blood Reaper: your mage heals, {amount} removed</source>
        <translation>Krwawy Żniwiarz: twój Mag się leczy, usunięto: {amount}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="94"/>
        <source>Divine Reward ({card}): your mage&apos;s Life +{amount}, now {life}</source>
        <translation>Boska Nagroda ({card}): Życie twojego Maga +{amount}, teraz {life}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="95"/>
        <source>Voltaric Shield on for this round: {mana}</source>
        <translation>Voltaryczna Tarcza aktywna w tej rundzie: {mana}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="96"/>
        <source>Voltaric Shield: {amount} prevented</source>
        <translation>Voltaryczna Tarcza: zapobiegnięto: {amount}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="97"/>
        <source>{check} ({foe}): d12 = {roll}, needs {need}+: {result}</source>
        <translation>{check} ({foe}): na kości efektu wypadło {roll}, potrzeba {need}+: {result}</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="129"/>
        <source>Daze check</source>
        <translation>Test Oszołomienia</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="129"/>
        <source>Defense roll</source>
        <translation>Rzut na Obronę</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="130"/>
        <source>Counter roll</source>
        <translation>Rzut na anulowanie ataku</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="130"/>
        <source>Slam roll</source>
        <translation>Rzut na Przewrócenie</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="131"/>
        <source>Lullaby roll (7+ Stun, else Daze)</source>
        <translation>Rzut Kołysanki (7+ Ogłuszenie, inaczej Oszołomienie)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="132"/>
        <source>Quicksand escape roll</source>
        <translation>Rzut na wydostanie się z Ruchomych Piasków</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="211"/>
        <source>success</source>
        <translation>sukces</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="211"/>
        <source>failure</source>
        <translation>porażka</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="107"/>
        <source>Treebond (Druid)</source>
        <translation>Więź z drzewem (Druidka)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="108"/>
        <source>Deflect (Forcemaster)</source>
        <translation>Odbicie (Mistrzyni Mocy)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="109"/>
        <source>Force Pull (Forcemaster)</source>
        <translation>Przyciąganie Mocą (Mistrzyni Mocy)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="110"/>
        <source>Eternal Servant (Necromancer)</source>
        <translation>Wieczny Sługa (Nekromanta)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="111"/>
        <source>Battle Orders (Warlord)</source>
        <translation>Rozkazy Bojowe (Wódz)</translation>
    </message>
    <message>
        <location filename="../spellforge/sim/report/game_log.py" line="52"/>
        <source>Upkeep {cost} paid ({cut} less: {by}): {card}</source>
        <translation>Utrzymanie {cost} zapłacone (o {cut} mniej: {by}): {card}</translation>
    </message>
</context>
<context>
    <name>PlaytestWindow</name>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="289"/>
        <source>Playtest: {book}</source>
        <translation>Gra próbna: {book}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="289"/>
        <source>spellbook</source>
        <translation>księga czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="290"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="291"/>
        <source>&amp;Mage</source>
        <translation>&amp;Mag</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="291"/>
        <source>&amp;Seed</source>
        <translation>&amp;Ziarno losowości</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="291"/>
        <source>Target &amp;Life</source>
        <translation>Ż&amp;ycie celu</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="292"/>
        <source>Target &amp;Armor</source>
        <translation>&amp;Zbroja celu</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="292"/>
        <source>G&amp;uard Life (0 = none)</source>
        <translation>Życie &amp;strażnika (0 = brak)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="293"/>
        <source>Guard A&amp;rmor</source>
        <translation>Zbr&amp;oja strażnika</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="293"/>
        <source>Max &amp;rounds</source>
        <translation>Maks. &amp;rund</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="294"/>
        <source>&amp;Distance (zones)</source>
        <translation>&amp;Odległość (strefy)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="296"/>
        <source>Target &amp;walks to you</source>
        <translation>Cel &amp;idzie do ciebie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="323"/>
        <source>One game</source>
        <translation>Jedna gra</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="324"/>
        <source>Many games</source>
        <translation>Wiele gier</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="325"/>
        <source>Dice odds</source>
        <translation>Szanse na kościach</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="328"/>
        <source>&amp;New game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="329"/>
        <source>Next &amp;round</source>
        <translation>Następna &amp;runda</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="330"/>
        <source>Play to the &amp;end</source>
        <translation>Graj do &amp;końca</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="331"/>
        <source>&amp;Games</source>
        <translation>&amp;Gry</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="332"/>
        <source>R&amp;un</source>
        <translation>&amp;Uruchom</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="333"/>
        <location filename="../spellforge/ui/playtest/window.py" line="334"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Anuluj</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="335"/>
        <source>Not simulated</source>
        <translation>Niesymulowane</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="338"/>
        <source>&amp;Dice</source>
        <translation>&amp;Kości</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="338"/>
        <source>Ar&amp;mor</source>
        <translation>Zbr&amp;oja</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="338"/>
        <source>&amp;Piercing +</source>
        <translation>&amp;Przebijający +</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="342"/>
        <source>&amp;Incorporeal target (only 1s count)</source>
        <translation>&amp;Bezcielesny cel (liczą się tylko jedynki)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="343"/>
        <source>&amp;Ethereal attack</source>
        <translation>&amp;Eteryczny atak</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="448"/>
        <source>The games could not be played: {error}</source>
        <translation>Nie udało się rozegrać gier: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="465"/>
        <source>Rounds to kill</source>
        <translation>Rundy do zabicia</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="465"/>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="467"/>
        <source>Damage per round (mean)</source>
        <translation>Obrażenia na rundę (średnio)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="468"/>
        <source>Damage</source>
        <translation>Obrażenia</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="470"/>
        <source>Mana per round (mean)</source>
        <translation>Mana na rundę (średnio)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="471"/>
        <source>Spent</source>
        <translation>Wydane</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="471"/>
        <source>Left over</source>
        <translation>Pozostało</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="480"/>
        <source>Mage ability: {name}</source>
        <translation>Umiejętność Maga: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="490"/>
        <source>Damage odds (%)</source>
        <translation>Szanse obrażeń (%)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="491"/>
        <source>Exactly</source>
        <translation>Dokładnie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="491"/>
        <source>At least</source>
        <translation>Co najmniej</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="326"/>
        <source>Compare A/B</source>
        <translation>Porównanie A/B</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="139"/>
        <source>%n damage</source>
        <translation>
            <numerusform>%n obrażenie</numerusform>
            <numerusform>%n obrażenia</numerusform>
            <numerusform>%n obrażeń</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="141"/>
        <source>%n attack dice</source>
        <translation>
            <numerusform>%n kość ataku</numerusform>
            <numerusform>%n kości ataku</numerusform>
            <numerusform>%n kości ataku</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="143"/>
        <source>%n mana</source>
        <translation>
            <numerusform>%n punkt many</numerusform>
            <numerusform>%n punkty many</numerusform>
            <numerusform>%n punktów many</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="148"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n rundę</numerusform>
            <numerusform>%n rundy</numerusform>
            <numerusform>%n rund</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="454"/>
        <source>Games: {games}. The target dies in round {mean} on average (median {p50}, 90% by round {p90}); games without a kill: {never}.</source>
        <translation>Gier: {games}. Cel ginie średnio w rundzie {mean} (mediana {p50}, w 90% gier do rundy {p90}); gier bez zabicia celu: {never}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="458"/>
        <source>Games: {games}. The target was never killed within the round limit ({rounds}).</source>
        <translation>Gier: {games}. Cel ani razu nie zginął w limicie rund ({rounds}).</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="462"/>
        <source>First creature in round {mean} on average.</source>
        <translation>Pierwsze stworzenie — średnio w rundzie {mean}.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="492"/>
        <source>Mean damage {mean}</source>
        <translation>Średnie obrażenia: {mean}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="294"/>
        <source>P&amp;olicy</source>
        <translation>Str&amp;ategia</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="317"/>
        <source>Greedy (fixed order)</source>
        <translation>Zachłanna (stały porządek)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="318"/>
        <source>Planner (searches by rollouts)</source>
        <translation>Planista (szuka przez symulacje)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="319"/>
        <source>Greedy: mana, then creatures, then attacks, in a fixed order. Planner: searches each round&apos;s choices by rollouts for the fastest kill.</source>
        <translation>Zachłanna: mana, potem stworzenia, potem ataki, w stałym porządku. Planista: przeszukuje decyzje każdej rundy na próbnych rozgrywkach, by zabić najszybciej.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="295"/>
        <source>Oppo&amp;nent</source>
        <translation>Prze&amp;ciwnik</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="295"/>
        <source>Target&apos;s attack d&amp;ice</source>
        <translation>Cel: kości a&amp;taku</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="296"/>
        <source>Target&apos;s Pi&amp;ercing +</source>
        <translation>Cel: Przebi&amp;jający +</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="312"/>
        <source>Passive target</source>
        <translation>Pasywny cel</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="313"/>
        <source>Target fights back (melee)</source>
        <translation>Cel kontratakuje (atak wręcz)</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="145"/>
        <source>%n Life</source>
        <translation>
            <numerusform>%n punkt Życia</numerusform>
            <numerusform>%n punkty Życia</numerusform>
            <numerusform>%n punktów Życia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="147"/>
        <source>%n Burn token(s)</source>
        <translation>
            <numerusform>%n żeton Podpalenia</numerusform>
            <numerusform>%n żetony Podpalenia</numerusform>
            <numerusform>%n żetonów Podpalenia</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="297"/>
        <source>Target&apos;s C&amp;hanneling, starting mana</source>
        <translation>Cel: Przyrost Ma&amp;ny, mana na początku</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="305"/>
        <source>Channeling: the mana the target gains each round</source>
        <translation>Przyrost Many: mana, którą cel zyskuje w każdej rundzie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="306"/>
        <source>The target&apos;s mana at the start</source>
        <translation>Mana celu na początku gry</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="297"/>
        <source>Target&apos;s car&amp;ds</source>
        <translation>Cel: kar&amp;ty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="304"/>
        <source>e.g. {cards}</source>
        <translation>przykład: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="307"/>
        <source>Cards the target wears or casts, separated by commas: enchantments and equipment in play on it, a hidden Block, an attack spell it casts at your objects, a curse it casts on your mage. It pays for its spells from its own mana.</source>
        <translation>Karty, które cel nosi lub rzuca, oddzielone przecinkami: zaklęcia i ekwipunek na nim, ukryty Blok, czar ataku na twoje obiekty, klątwa na twojego Maga. Za swoje czary płaci własną maną.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="314"/>
        <source>Target fights back: each round it makes a melee attack at the nearest creature or your mage, and casts its cards&apos; spells with its own mana; if your mage is destroyed, the game is lost.</source>
        <translation>Cel kontratakuje: w każdej rundzie wykonuje atak wręcz na najbliższe stworzenie lub twojego Maga i rzuca czary ze swoich kart za własną manę; jeśli twój Mag zostanie zniszczony, gra jest przegrana.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="396"/>
        <source>Unknown card: {name}</source>
        <translation>Nieznana karta: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="398"/>
        <source>{card}: the target cannot wear or cast it</source>
        <translation>{card}: cel nie może jej nosić ani rzucić</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="337"/>
        <source>Press Run: the games&apos; charts appear here.</source>
        <translation>Naciśnij „Uruchom” — tu pojawią się wykresy gier.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="298"/>
        <source>The target walks toward your nearest creature or your mage, so traps, walls and terrain meet it; unchecked, it stands in its zone.</source>
        <translation>Cel idzie do twojego najbliższego stworzenia lub Maga, więc napotyka pułapki, ściany i teren; bez zaznaczenia stoi w swojej strefie.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/playtest/window.py" line="300"/>
        <source>Zones between your mage and the target in the 4×3 arena: {corners} (the default) the opposite corners, 0 the target in your mage&apos;s zone, where ranges still count.</source>
        <translation>Strefy między twoim Magiem a celem na arenie 4×3: {corners} (domyślnie) — przeciwległe narożniki, 0 — cel w strefie twojego Maga, gdzie zasięg nadal się liczy.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="79"/>
        <source>Preferences</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="80"/>
        <source>Languages and appearance</source>
        <translation>Języki i wygląd</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="81"/>
        <source>Interface language:</source>
        <translation>Język interfejsu:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="81"/>
        <source>Card name language:</source>
        <translation>Język nazw kart:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="81"/>
        <source>Theme:</source>
        <translation>Motyw:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="84"/>
        <source>Interface language</source>
        <translation>Język interfejsu</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="85"/>
        <source>Card name language</source>
        <translation>Język nazw kart</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="86"/>
        <source>Theme</source>
        <translation>Motyw</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="87"/>
        <source>Follow the system</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="87"/>
        <source>Light</source>
        <translation>Jasny</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="87"/>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="89"/>
        <source>Spellbook rules</source>
        <translation>Zasady Księgi Czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="90"/>
        <source>Price a printing the book names:</source>
        <translation>Koszt wydania wskazanego w księdze:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="91"/>
        <source>Price a printing the book names</source>
        <translation>Koszt wydania wskazanego w księdze</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="92"/>
        <source>As the canonical card</source>
        <translation>Jak podstawowej wersji karty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="93"/>
        <source>As that printing</source>
        <translation>Jak tego wydania</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="94"/>
        <source>A spellbook file can name a reprint whose cost or traits differ from the card Spellforge lists; choose whose facts count.</source>
        <translation>Plik księgi może wskazywać dodruk, którego koszt lub cechy różnią się od karty w Spellforge; wybierz, które dane się liczą.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="96"/>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="97"/>
        <source>Action</source>
        <translation>Akcja</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="97"/>
        <source>Shortcut</source>
        <translation>Skrót</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="98"/>
        <source>Restore default shortcuts</source>
        <translation>Przywróć domyślne skróty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/preferences.py" line="108"/>
        <source>Shortcut for {action}</source>
        <translation>Skrót dla „{action}”</translation>
    </message>
</context>
<context>
    <name>ProductsModel</name>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="68"/>
        <source>Product</source>
        <translation>Produkt</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="68"/>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="68"/>
        <source>Cards per box</source>
        <translation>Kart w pudełku</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/models.py" line="68"/>
        <source>Owned</source>
        <translation>Posiadane</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../spellforge/ui/widgets/qt_words.py" line="17"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Szukaj w:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/widgets/qt_words.py" line="18"/>
        <source>Files of &amp;type:</source>
        <translation>Pliki &amp;rodzaju:</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../spellforge/ui/widgets/qt_words.py" line="19"/>
        <source>Date Modified</source>
        <translation>Data modyfikacji</translation>
    </message>
</context>
<context>
    <name>ReadErrors</name>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="82"/>
        <source>deck code version {version} is newer than this Spellforge reads (version {known}); update Spellforge to read it</source>
        <translation>kod księgi w wersji {version} jest nowszy, niż czyta ten Spellforge (wersja {known}); zaktualizuj Spellforge, aby go odczytać</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="84"/>
        <source>unknown deck code version {version} (this Spellforge reads version {known})</source>
        <translation>nieznana wersja kodu księgi: {version} (ten Spellforge czyta wersję {known})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="87"/>
        <source>the deck code is empty</source>
        <translation>kod księgi jest pusty</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="89"/>
        <source>the deck code holds {character} at character {position} (column {column}), which no deck code has; {expected} fits there</source>
        <translation>kod księgi ma {character} na pozycji {position} (kolumna {column}), a takiego znaku żaden kod nie zawiera; pasuje tu {expected}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="93"/>
        <source>the deck code holds {character} at character {position} (column {column}), which no deck code has: only letters A–Z and digits 2–7</source>
        <translation>kod księgi ma {character} na pozycji {position} (kolumna {column}), a takiego znaku żaden kod nie zawiera: tylko litery A–Z i cyfry 2–7</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="97"/>
        <source>the deck code was changed at character {position} (column {column}): {character} should be {expected}; copy the code again</source>
        <translation>kod księgi zmieniono na pozycji {position} (kolumna {column}): zamiast {character} powinno być {expected}; skopiuj kod ponownie</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="101"/>
        <source>the deck code lost a character: {expected} is missing at character {position} (column {column}); copy the code again</source>
        <translation>w kodzie księgi zgubiono znak: na pozycji {position} (kolumna {column}) brakuje {expected}; skopiuj kod ponownie</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="105"/>
        <source>the deck code has one character too many: {character} at character {position} (column {column}); copy the code again</source>
        <translation>kod księgi ma o jeden znak za dużo: {character} na pozycji {position} (kolumna {column}); skopiuj kod ponownie</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="109"/>
        <source>the deck code is cut short (characters: {have}, expected: {want}); copy the whole code</source>
        <translation>kod księgi jest ucięty (znaków: {have}, powinno być: {want}); skopiuj cały kod</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="112"/>
        <source>the deck code is too long: something was added at its end (characters: {have}, expected: {want})</source>
        <translation>kod księgi jest za długi: coś dopisano na jego końcu (znaków: {have}, powinno być: {want})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="118"/>
        <source>the deck code checks out but its contents are malformed</source>
        <translation>suma kontrolna kodu księgi się zgadza, ale jego zawartość jest uszkodzona</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="120"/>
        <source>the deck code does not check out (its checksum differs): a character was changed, added or left out; copy the code again</source>
        <translation>kod księgi nie przechodzi sprawdzenia (suma kontrolna się nie zgadza): znak zmieniono, dodano lub pominięto; skopiuj kod ponownie</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="115"/>
        <source>the deck code is too long ({have} characters; a spellbook&apos;s code has at most {limit}): not read</source>
        <translation>kod księgi jest za długi (znaków: {have}; kod księgi czarów ma ich najwyżej {limit}): nie odczytano</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="136"/>
        <source>no such file</source>
        <translation>nie ma takiego pliku</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="138"/>
        <source>permission denied</source>
        <translation>brak uprawnień do odczytu pliku</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="140"/>
        <source>cannot read the file: {reason}</source>
        <translation>nie można odczytać pliku: {reason}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="142"/>
        <source>is a folder, not a file</source>
        <translation>to folder, nie plik</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="144"/>
        <source>is Spellforge&apos;s own data file (user.sqlite), not a file to read</source>
        <translation>to własny plik danych Spellforge (user.sqlite), nie plik do odczytu</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="146"/>
        <source>is not a regular file (a pipe, a socket or a device); skipped</source>
        <translation>to nie jest zwykły plik (potok, gniazdo lub urządzenie); pominięto</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="148"/>
        <source>file is too large ({size} bytes; the limit is {limit} MB)</source>
        <translation>plik jest za duży ({size} bajtów; limit to {limit} MB)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="151"/>
        <source>file is too large (over {limit} MB)</source>
        <translation>plik jest za duży (ponad {limit} MB)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="153"/>
        <source>too many lines ({lines}; a spellbook has a few hundred at most, the limit is {limit}): not read</source>
        <translation>za dużo wierszy ({lines}; księga czarów ma najwyżej kilkaset, limit to {limit}): nie wczytano</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="156"/>
        <source>file is empty</source>
        <translation>plik jest pusty</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="158"/>
        <source>nothing to read: the text is empty</source>
        <translation>nie ma czego wczytać: tekst jest pusty</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="160"/>
        <source>not valid {encoding} text after its byte-order mark</source>
        <translation>po znaczniku kolejności bajtów nie ma poprawnego tekstu {encoding}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="162"/>
        <source>not a text file (binary data or an unknown encoding)</source>
        <translation>to nie jest plik tekstowy (dane binarne lub nieznane kodowanie)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="164"/>
        <source>unknown format {format}; use one of {formats}</source>
        <translation>nieznany format {format}; użyj jednego z: {formats}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="169"/>
        <source>input nested too deeply</source>
        <translation>dane są zbyt głęboko zagnieżdżone</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="171"/>
        <source>not valid XML: {detail}</source>
        <translation>niepoprawny XML: {detail}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="173"/>
        <source>XML with a DTD is refused (entity expansion risk)</source>
        <translation>XML z DTD jest odrzucany (ryzyko rozrostu encji)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="175"/>
        <source>XML entity declarations are refused</source>
        <translation>deklaracje encji XML są odrzucane</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="177"/>
        <source>XML external references are refused</source>
        <translation>zewnętrzne odwołania XML są odrzucane</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="179"/>
        <source>unsafe XML refused: {detail}</source>
        <translation>odrzucono niebezpieczny XML: {detail}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="181"/>
        <source>the root element is &lt;{root}&gt;, not an OCTGN &lt;deck&gt;</source>
        <translation>element główny to &lt;{root}&gt;, a nie &lt;deck&gt; OCTGN</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="183"/>
        <source>too many cards (over {limit} &lt;card&gt; entries; a spellbook has a few hundred at most): not read</source>
        <translation>za dużo kart (ponad {limit} wpisów &lt;card&gt;; księga czarów ma najwyżej kilkaset): nie wczytano</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="186"/>
        <source>an empty OCTGN &lt;deck&gt;: no game and no cards</source>
        <translation>pusty &lt;deck&gt; OCTGN: brak gry i kart</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="193"/>
        <source>not valid JSON: {detail}</source>
        <translation>niepoprawny JSON: {detail}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="195"/>
        <source>not a Spellforge spellbook (expected a JSON object)</source>
        <translation>to nie jest księga zaklęć Spellforge (oczekiwano obiektu JSON)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="197"/>
        <source>not a Spellforge spellbook (&quot;kind&quot; is not {kind})</source>
        <translation>to nie jest księga zaklęć Spellforge (pole &quot;kind&quot; nie jest {kind})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="199"/>
        <source>&quot;format_version&quot; is missing or not a number</source>
        <translation>brak pola &quot;format_version&quot; albo nie jest ono liczbą</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="201"/>
        <source>written by a newer Spellforge (format_version {version}; this one reads {reads})</source>
        <translation>zapisany nowszym Spellforge (format {version}, ten czyta {reads})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="204"/>
        <source>each unresolved line needs &quot;line&quot; and &quot;text&quot;</source>
        <translation>każdy nierozpoznany wiersz musi mieć &quot;line&quot; i &quot;text&quot;</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="207"/>
        <source>{key} must be a string</source>
        <translation>pole {key} musi być tekstem</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="209"/>
        <source>{key} must be a string or null</source>
        <translation>pole {key} musi być tekstem albo null</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="211"/>
        <source>{key} must be a list</source>
        <translation>pole {key} musi być listą</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="213"/>
        <source>{key} must be a list of strings</source>
        <translation>pole {key} musi być listą tekstów</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/read_warnings.py" line="215"/>
        <source>each entry of {key} must be an object</source>
        <translation>każdy element pola {key} musi być obiektem</translation>
    </message>
</context>
<context>
    <name>SSBoard</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="297"/>
        <source>Scenario {scenario} · soul shards: {shards}</source>
        <translation>Scenariusz {scenario} · odłamki dusz: {shards}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="298"/>
        <source>{hero} ({side}): HP {left} of {hp}, wounds {wounds}</source>
        <translation>{hero} ({side}): PŻ {left} z {hp}, ran: {wounds}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="300"/>
        <source>{hero} ({side}): ghost soul</source>
        <translation>{hero} ({side}): upiorna dusza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="301"/>
        <source>  conditions: {list}</source>
        <translation>  stany: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="302"/>
        <source>  used skills: {list}</source>
        <translation>  użyte umiejętności: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="303"/>
        <source>{skill} (hourglasses: {hourglasses})</source>
        <translation>{skill} (klepsydr: {hourglasses})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="304"/>
        <source>  ready skills: {list}</source>
        <translation>  gotowe umiejętności: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="305"/>
        <source>  charges: {list}</source>
        <translation>  ładunki: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="306"/>
        <source>  empowered soul weapon: {list}</source>
        <translation>  wzmocniona broń duszy: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="307"/>
        <source>Every hero is a ghost soul: the scenario is lost.</source>
        <translation>Wszyscy bohaterowie są upiornymi duszami: scenariusz przegrany.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="308"/>
        <source>{hero}: open skill picks — class skills: {class_open}, general skills: {general_open}</source>
        <translation>{hero}: do wzięcia umiejętności klasowych: {class_open}, zdolności ogólnych: {general_open}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="309"/>
        <source>{hero}: open skill picks: {count} (class or general: enter the soul stone to know)</source>
        <translation>{hero}: nowych kart umiejętności do wzięcia: {count} (klasowa czy ogólna — wpisz kamień duszy, by wiedzieć)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="310"/>
        <source>  class skills that qualify: {list}</source>
        <translation>  pasujące umiejętności klasowe: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="311"/>
        <source>  general skills that qualify: {list}</source>
        <translation>  pasujące zdolności ogólne: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="312"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="299"/>
        <source>{hero} ({side}): wounds {wounds}, the soul stone&apos;s HP not entered</source>
        <translation>{hero} ({side}): ran: {wounds}, PŻ kamienia duszy nie wpisano</translation>
    </message>
</context>
<context>
    <name>SSData</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="114"/>
        <source>the columns must be {columns}</source>
        <translation>kolumny muszą być takie: {columns}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="115"/>
        <source>missing: {list}</source>
        <translation>brak kolumn: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="116"/>
        <source>unknown: {list}</source>
        <translation>nieznane kolumny: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="117"/>
        <source>{cells} cells, the header has {header}</source>
        <translation>komórek: {cells}, a w nagłówku: {header}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="118"/>
        <source>an empty file; the header {columns} is expected</source>
        <translation>pusty plik; oczekiwany nagłówek {columns}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="119"/>
        <source>{column} must be a whole number, got {value}</source>
        <translation>{column}: potrzebna liczba całkowita, a nie {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="120"/>
        <source>{column} must be {low} to {high}, got {value}</source>
        <translation>{column}: potrzebna liczba od {low} do {high}, a nie {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="121"/>
        <source>{column} must be one of {allowed}, got {value}</source>
        <translation>{column}: potrzebna jedna z wartości {allowed}, a nie {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="122"/>
        <source>styles: {value} is not any, {allowed} (a|b = either, !a = all but a)</source>
        <translation>styles: {value} to nie any ani żadna z {allowed} (a|b — jeden z dwóch, !a — wszystkie oprócz a)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="123"/>
        <source>styles: {value} is not one of {allowed}</source>
        <translation>styles: {value} to żadna z {allowed}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="124"/>
        <source>cannot be read ({error})</source>
        <translation>nie da się odczytać ({error})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="125"/>
        <source>none of {files} is there</source>
        <translation>nie ma tu żadnego z plików {files}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="126"/>
        <source>{column} is empty</source>
        <translation>{column}: pusta komórka</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="127"/>
        <source>no hero named {name}; heroes: {known}</source>
        <translation>nie ma bohatera o imieniu „{name}”; bohaterowie: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="128"/>
        <source>no hero named {name}</source>
        <translation>nie ma bohatera o imieniu „{name}”</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="129"/>
        <source>{hero} has no side {name}; sides: {known}</source>
        <translation>bohater {hero} nie ma strony „{name}”; strony: {known}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="130"/>
        <source>{side} is {rulebook} in the rulebook ({cite}), not {value}</source>
        <translation>{side}: w zasadach {rulebook} ({cite}), a nie {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="131"/>
        <source>hand is for weapons; this item is {category}</source>
        <translation>hand — tylko dla broni; ten przedmiot: {category}</translation>
    </message>
</context>
<context>
    <name>SSFile</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="150"/>
        <source>cannot be read ({error})</source>
        <translation>nie da się odczytać ({error})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="151"/>
        <source>too large ({size} characters; a campaign is a few KB, the limit is {limit} MB)</source>
        <translation>za duży ({size} znaków; kampania zajmuje kilka KB, limit to {limit} MB)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="152"/>
        <source>not JSON: {error}</source>
        <translation>to nie JSON: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="153"/>
        <source>the JSON is nested too deeply to be a campaign</source>
        <translation>JSON jest zbyt głęboko zagnieżdżony jak na kampanię</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="154"/>
        <source>not a Sword &amp; Sorcery campaign: &quot;kind&quot; must be &quot;{kind}&quot;</source>
        <translation>to nie kampania Sword &amp; Sorcery: &quot;kind&quot; musi być &quot;{kind}&quot;</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="155"/>
        <source>version must be a whole number, got {value}</source>
        <translation>version: potrzebna liczba całkowita, a nie {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="156"/>
        <source>written by a newer Spellforge (format {version}, this one reads {reads})</source>
        <translation>zapisany nowszym Spellforge (format {version}, ten czyta {reads})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="157"/>
        <source>{at}{key} must be a whole number {low} to {high}, got {value}</source>
        <translation>{at}{key}: potrzebna liczba całkowita od {low} do {high}, a nie {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="158"/>
        <source>{key} must be a list</source>
        <translation>{key}: potrzebna lista</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="159"/>
        <source>{at} must be an object</source>
        <translation>{at}: potrzebny obiekt</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="160"/>
        <source>{at}hero: a hero name is needed</source>
        <translation>{at}hero: potrzebne imię bohatera</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="161"/>
        <source>{at}class: the class of the side in play is needed (e.g. &quot;Плут&quot;)</source>
        <translation>{at}class: potrzebna klasa strony w grze (np. &quot;Плут&quot;)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="162"/>
        <source>{at}used: an object of skill: hourglasses left (1 to 4)</source>
        <translation>{at}used: obiekt „umiejętność: pozostałe klepsydry” (od 1 do 4)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="163"/>
        <source>{at}equipped must be an object of slots ({slots})</source>
        <translation>{at}equipped: potrzebny obiekt miejsc ({slots})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="164"/>
        <source>{at}equipped: {slot} is not a slot ({slots})</source>
        <translation>{at}equipped: {slot} to nie miejsce ({slots})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="165"/>
        <source>{at}skills: level must be 1 to 7, got {value}</source>
        <translation>{at}skills: poziom od 1 do 7, a nie {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="166"/>
        <source>{at}skills: each is a name or {{&quot;skill&quot;: name, &quot;level&quot;: n}}, got {value}</source>
        <translation>{at}skills: każda to nazwa lub {{&quot;skill&quot;: nazwa, &quot;level&quot;: n}}, a nie {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="167"/>
        <source>{at}charges must be 0 or more, got {value}</source>
        <translation>{at}charges: 0 lub więcej, a nie {value}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="168"/>
        <source>{at}an item is a name or {{&quot;item&quot;: name}}, got {value}</source>
        <translation>{at}przedmiot to nazwa lub {{&quot;item&quot;: nazwa}}, a nie {value}</translation>
    </message>
</context>
<context>
    <name>SSHelp</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="31"/>
        <source>machine-readable output</source>
        <translation>wynik dla programów</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="40"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="76"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="231"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="299"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="322"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="336"/>
        <source>a campaign JSON file or a stored campaign&apos;s name</source>
        <translation>plik kampanii JSON lub nazwa zapisanej kampanii</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="41"/>
        <source>write the result into the campaign file</source>
        <translation>zapisz wynik w pliku kampanii</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="52"/>
        <source>Sword &amp; Sorcery: party check, campaign tracker, box data</source>
        <translation>Nieśmiertelne dusze: sprawdzanie drużyny, dziennik kampanii, dane pudełka</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="53"/>
        <source>Sword &amp; Sorcery: Immortal Souls — the party validator and the campaign tracker, by the rules of the Russian rulebook.</source>
        <translation>Nieśmiertelne dusze — sprawdzanie drużyny i dziennik kampanii według zasad rosyjskiej instrukcji.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="61"/>
        <source>search heroes, skills and items (the search language of `spellforge search`)</source>
        <translation>wyszukiwanie bohaterów, umiejętności i przedmiotów (język wyszukiwania jak w `spellforge search`)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="63"/>
        <source>Words match names in Russian, English or Polish; keys in any of the three languages: {keys}; {operators}, or, a leading {minus} negates, &quot;quoted phrases&quot;. Example: {example}</source>
        <translation>Słowa pasują do nazw po rosyjsku, angielsku lub polsku; klucze w każdym z trzech języków: {keys}; {operators}, „lub”, {minus} na początku neguje, „fraza w cudzysłowie”. Przykład: {example}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="67"/>
        <source>the search, e.g. {examples}</source>
        <translation>zapytanie, np. {examples}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="72"/>
        <source>check a party</source>
        <translation>sprawdź drużynę</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="74"/>
        <source>every rule a party, its skills and equipment must follow</source>
        <translation>wszystkie zasady dla drużyny, jej umiejętności i ekwipunku</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="80"/>
        <source>raise a hero&apos;s soul level, one step at a time</source>
        <translation>podnieś poziom duszy bohatera o jeden stopień</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="44"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="295"/>
        <source>the hero, by name or class, in any language</source>
        <translation>bohater: imię lub klasa w dowolnym języku</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="82"/>
        <source>the level to reach, 2-7 (default: the next one)</source>
        <translation>docelowy poziom, 2–7 (domyślnie: następny)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="85"/>
        <source>a hero dies and becomes a ghost soul</source>
        <translation>bohater ginie i staje się upiorną duszą</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="86"/>
        <source>resurrect a ghost soul at a shrine</source>
        <translation>wskrześ upiorną duszę przy kapliczce</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="132"/>
        <source>wounds on a hero; at wounds ≥ HP the hero dies</source>
        <translation>rany bohatera; gdy rany ≥ PŻ, bohater ginie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="96"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="134"/>
        <source>how many wounds</source>
        <translation>ile ran</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="139"/>
        <source>sell treasure cards for 25 crowns × act each</source>
        <translation>sprzedaj karty skarbów po 25 koron × numer aktu za każdą</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="141"/>
        <source>a treasure card; repeatable</source>
        <translation>karta skarbu; można powtarzać</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="145"/>
        <source>buy an emporium item (its price from {file}, or {option})</source>
        <translation>kup przedmiot w emporium (cena z {file} lub {option})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="46"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="112"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="120"/>
        <source>the item, in any language</source>
        <translation>przedmiot, w dowolnym języku</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="48"/>
        <source>the price, when {file} has none</source>
        <translation>cena, gdy {file} jej nie podaje</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="150"/>
        <source>turn an emporium card to its other face for that face&apos;s price</source>
        <translation>odwróć kartę emporium na drugą stronę za cenę tej strony</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="154"/>
        <source>the Magic Forge: 50 crowns, until the scenario ends</source>
        <translation>Magiczna kuźnia: 50 koron, do końca scenariusza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="158"/>
        <source>the Dancing Pony: stake 5, once per hero per visit</source>
        <translation>karczma „Tańczący kucyk”: stawka 5, raz na bohatera w czasie wizyty</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="160"/>
        <source>what your die paid: 0, 10, 20 or 50</source>
        <translation>ile dała twoja kość: 0, 10, 20 lub 50</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="163"/>
        <source>a new visit to the emporium</source>
        <translation>nowa wizyta w emporium</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="167"/>
        <source>take a skill card (checked) or discard one (default: the rightmost)</source>
        <translation>weź kartę umiejętności (ze sprawdzeniem) lub odrzuć jedną (domyślnie: skrajną prawą)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="170"/>
        <source>the skill card to take (checked)</source>
        <translation>karta umiejętności do wzięcia (ze sprawdzeniem)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="172"/>
        <source>the skill to discard (default: the rightmost)</source>
        <translation>umiejętność do odrzucenia (domyślnie: skrajna prawa)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="175"/>
        <source>use an item from the inventory in a slot (checked)</source>
        <translation>użyj przedmiotu z ekwipunku w miejscu (ze sprawdzeniem)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="177"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="182"/>
        <source>the slot</source>
        <translation>miejsce</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="180"/>
        <source>put the item of a slot into the inventory</source>
        <translation>odłóż przedmiot z miejsca do ekwipunku</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="186"/>
        <source>leave an item in the stash, or take it with {option}</source>
        <translation>zostaw przedmiot w skrytce albo zabierz go z {option}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="188"/>
        <source>take it from the stash instead</source>
        <translation>zamiast tego zabierz go ze skrytki</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="191"/>
        <source>shards found (shared pool) and crowns found (one hero&apos;s)</source>
        <translation>znalezione odłamki dusz (do wspólnej puli) i korony (dla jednego bohatera)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="193"/>
        <source>soul shards into the shared pool</source>
        <translation>odłamki dusz do wspólnej puli</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="194"/>
        <source>crowns for {option}</source>
        <translation>korony dla {option}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="195"/>
        <source>the hero who found the crowns</source>
        <translation>bohater, który znalazł korony</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="198"/>
        <source>crowns from one hero to another; never pooled</source>
        <translation>korony od jednego bohatera dla innego; nigdy do wspólnej puli</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="118"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="200"/>
        <source>the hero who gives</source>
        <translation>bohater, który daje</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="119"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="201"/>
        <source>the hero who receives</source>
        <translation>bohater, który otrzymuje</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="113"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="121"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="129"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="202"/>
        <source>how many crowns</source>
        <translation>ile koron</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="205"/>
        <source>charges, forge reverts, the ghost penalty</source>
        <translation>ładunki, powrót przedmiotów z kuźni, kara upiornej duszy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="208"/>
        <source>the used card a ghost discards (your own random draw); else one drawn with {option}</source>
        <translation>użyta karta, którą odrzuca upiorna dusza (twoje własne losowanie); inaczej losowana z {option}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="210"/>
        <source>random seed for the ghost penalty (default: the scenario number)</source>
        <translation>ziarno losowości dla kary upiornej duszy (domyślnie: numer scenariusza)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="216"/>
        <source>stored campaigns: {commands}</source>
        <translation>zapisane kampanie: {commands}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="218"/>
        <source>start a campaign</source>
        <translation>rozpocznij kampanię</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="219"/>
        <source>the campaign&apos;s name</source>
        <translation>nazwa kampanii</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="221"/>
        <source>e.g. {example}; repeatable</source>
        <translation>np. {example}; można powtarzać</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="222"/>
        <source>soul shards in the pool at the start</source>
        <translation>odłamki dusz w puli na początku</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="223"/>
        <source>the optional rule Soul Storm</source>
        <translation>zasada dodatkowa „Burza dusz”</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="226"/>
        <source>the stored campaigns</source>
        <translation>zapisane kampanie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="229"/>
        <source>a stored campaign (or a file) with its problems and history</source>
        <translation>zapisana kampania (lub plik) z jej problemami i historią</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="234"/>
        <source>write a stored campaign to a JSON file</source>
        <translation>zapisz zapisaną kampanię do pliku JSON</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="236"/>
        <source>the JSON file to write</source>
        <translation>plik JSON do zapisania</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="240"/>
        <source>store a campaign JSON file</source>
        <translation>zapisz kampanię z pliku JSON</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="241"/>
        <source>the campaign JSON file</source>
        <translation>plik kampanii JSON</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="260"/>
        <source>check the folder&apos;s CSV files and store them in the user data</source>
        <translation>sprawdź pliki CSV w katalogu i zapisz je w danych użytkownika</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="261"/>
        <source>the folder with your CSV files</source>
        <translation>katalog z twoimi plikami CSV</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="235"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="246"/>
        <source>the stored campaign</source>
        <translation>zapisana kampania</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="237"/>
        <source>replace an existing file</source>
        <translation>zastąp istniejący plik</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="242"/>
        <source>its name (default: the name in the file, else the file&apos;s name)</source>
        <translation>jej nazwa (domyślnie: nazwa z pliku, inaczej nazwa pliku)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="245"/>
        <source>back to the version before the last change</source>
        <translation>wróć do wersji sprzed ostatniej zmiany</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="251"/>
        <source>the box data you type in: CSV templates and their import</source>
        <translation>dane pudełka, które wpisujesz sam: szablony CSV i ich wczytywanie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="255"/>
        <source>the folder to write the templates into</source>
        <translation>katalog, do którego zapisać szablony</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="256"/>
        <source>replace files already there</source>
        <translation>zastąp pliki, które już tam są</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="253"/>
        <source>write the templates {files} into the folder</source>
        <translation>zapisz szablony {files} do katalogu</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="57"/>
        <source>the 10 hero sides: class, alignment and what is entered of their cards</source>
        <translation>10 stron bohaterów: klasa, charakter i co wpisano z ich kart</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="33"/>
        <source>language of names and messages (default: the window&apos;s interface language)</source>
        <translation>język nazw i komunikatów (domyślnie: język interfejsu okna)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="91"/>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="136"/>
        <source>the scenario&apos;s minimum soul level (default %(default)s)</source>
        <translation>minimalny poziom duszy w scenariuszu (domyślnie %(default)s)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="94"/>
        <source>take wounds off a living hero</source>
        <translation>zdjąć rany z żywego bohatera</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="99"/>
        <source>use an artifact&apos;s charges</source>
        <translation>zużyć ładunki artefaktu</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="101"/>
        <source>how many charges the activation discards</source>
        <translation>ile ładunków odrzuca aktywacja</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="104"/>
        <source>spend shards to empower a soul weapon until the time phase</source>
        <translation>wydać odłamki dusz, aby wzmocnić broń duszy do fazy czasu</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="106"/>
        <source>the shards on the card, when {file} has none</source>
        <translation>odłamki dusz podane na karcie, jeśli nie ma ich w {file}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="110"/>
        <source>pick up a found item (into the inventory) or crowns</source>
        <translation>podnieść znaleziony przedmiot (do ekwipunku) lub korony</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="116"/>
        <source>pass one item and any crowns to another hero</source>
        <translation>przekazać innemu bohaterowi jeden przedmiot i dowolną liczbę koron</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="123"/>
        <source>use it at once in this empty slot (else it goes into the inventory)</source>
        <translation>od razu umieścić w tym pustym miejscu (inaczej trafia do ekwipunku)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="126"/>
        <source>drop items (used or carried) and crowns</source>
        <translation>upuścić przedmioty (w użyciu lub z ekwipunku) i korony</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="128"/>
        <source>an item; repeatable</source>
        <translation>przedmiot; można powtórzyć</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="296"/>
        <source>the scenario board: HP, conditions, used skills, charges</source>
        <translation>plansza scenariusza: PŻ, stany, użyte umiejętności, ładunki</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="298"/>
        <source>each hero&apos;s HP, wounds, conditions, used and ready skills, charges</source>
        <translation>PŻ, rany, stany, użyte i gotowe umiejętności, ładunki każdego bohatera</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="302"/>
        <source>put a condition token on a hero or take it off</source>
        <translation>położyć żeton stanu na bohatera lub go zdjąć</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="305"/>
        <source>the condition to put on</source>
        <translation>stan do położenia</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="306"/>
        <source>the condition to take off</source>
        <translation>stan do zdjęcia</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="308"/>
        <source>a skill card used: face down with its hourglasses</source>
        <translation>użyta karta umiejętności: rewersem do góry, z klepsydrami</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="310"/>
        <source>the skill, in any language</source>
        <translation>umiejętność, w dowolnym języku</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="312"/>
        <source>the hourglasses of the level used</source>
        <translation>klepsydry użytego poziomu</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="315"/>
        <source>burning and poison wound, used skills turn, empowered soul weapons turn back</source>
        <translation>podpalenie i zatrucie ranią, użyte umiejętności się obracają, wzmocniona broń duszy wraca na zwykłą stronę</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="319"/>
        <source>the story record: scenarios played, and what to do between two</source>
        <translation>kronika: rozegrane scenariusze i co robić między nimi</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="321"/>
        <source>the scenarios recorded and the between-scenarios checklist</source>
        <translation>zapisane scenariusze i lista czynności między scenariuszami</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="325"/>
        <source>record a scenario played</source>
        <translation>zapisać rozegrany scenariusz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="327"/>
        <source>the result: {choices}</source>
        <translation>wynik: {choices}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="328"/>
        <source>its number (default: the one just ended)</source>
        <translation>jego numer (domyślnie: właśnie zakończony)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="329"/>
        <source>{format} (default: today)</source>
        <translation>{format} (domyślnie: dzisiaj)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="330"/>
        <source>story tokens</source>
        <translation>żetony fabuły</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="331"/>
        <source>an alignment choice made; repeatable</source>
        <translation>podjęta decyzja zgodna z charakterem; można powtórzyć</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="332"/>
        <source>your notes</source>
        <translation>twoje notatki</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/cli.py" line="335"/>
        <source>a hero&apos;s open skill picks and the cards that qualify</source>
        <translation>dostępne bohaterowi nowe umiejętności i pasujące karty</translation>
    </message>
</context>
<context>
    <name>SSInput</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="191"/>
        <source>No hero is named &apos;{name}&apos;; the heroes: {known}.</source>
        <translation>Nie ma bohatera „{name}”; bohaterowie: {known}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="192"/>
        <source>{hero}: no class is named &apos;{name}&apos;; the classes: {known}.</source>
        <translation>{hero}: nie ma klasy „{name}”; klasy: {known}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="193"/>
        <source>No hero &apos;{name}&apos; in this party; the party: {known}.</source>
        <translation>W tej drużynie nie ma bohatera „{name}”; w drużynie: {known}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="194"/>
        <source>No campaign file or stored campaign is named &apos;{name}&apos;.</source>
        <translation>Nie ma pliku kampanii ani zapisanej kampanii „{name}”.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="195"/>
        <source>Stored campaigns: {known}.</source>
        <translation>Zapisane kampanie: {known}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="196"/>
        <source>{hero}: the level to reach (--to) is {low} to VII, not {to}.</source>
        <translation>{hero}: docelowy poziom (--to) to od {low} do VII, a nie {to}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="197"/>
        <source>{option}: 1 or more, please.</source>
        <translation>{option}: potrzeba 1 lub więcej.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="198"/>
        <source>{option}: 0 or more, please.</source>
        <translation>{option}: potrzeba 0 lub więcej.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="199"/>
        <source>Give an item (--item), crowns (--crowns) or both.</source>
        <translation>Podaj przedmiot (--item), korony (--crowns) albo jedno i drugie.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="200"/>
        <source>The giving and the receiving hero are the same hero.</source>
        <translation>Dający i otrzymujący to ten sam bohater.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="201"/>
        <source>Crowns go to one hero: give --hero.</source>
        <translation>Korony dostaje jeden bohater: podaj --hero.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="202"/>
        <source>--hero takes HERO:CLASS (e.g. Шая:Плут), not &apos;{spec}&apos;.</source>
        <translation>--hero przyjmuje BOHATER:KLASA (np. Шая:Плут), a nie „{spec}”.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="203"/>
        <source>--ghost-discard takes HERO=SLOT, not &apos;{spec}&apos;.</source>
        <translation>--ghost-discard przyjmuje BOHATER=MIEJSCE, a nie „{spec}”.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="204"/>
        <source>No condition is named &apos;{name}&apos;; the conditions: {known}.</source>
        <translation>Nie ma stanu „{name}”; stany: {known}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="205"/>
        <source>A used skill has 1 to 4 hourglasses, not {value}.</source>
        <translation>Użyta umiejętność ma od 1 do 4 klepsydr, a nie {value}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="206"/>
        <source>A scenario is won or lost, not &apos;{value}&apos;.</source>
        <translation>Wynik scenariusza to won (zwycięstwo) lub lost (porażka), a nie „{value}”.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="207"/>
        <source>A date is written YYYY-MM-DD, not &apos;{value}&apos;.</source>
        <translation>Datę zapisuje się RRRR-MM-DD, a nie „{value}”.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="208"/>
        <source>No stored campaign is named &apos;{name}&apos;.</source>
        <translation>Nie ma zapisanej kampanii „{name}”.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="209"/>
        <source>{file} is already there: add --force to replace it.</source>
        <translation>{file} już istnieje: dodaj --force, aby zastąpić.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="210"/>
        <source>{name}: nothing to undo.</source>
        <translation>{name}: nie ma czego cofnąć.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="211"/>
        <source>{folder} is not a folder.</source>
        <translation>{folder} to nie folder.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="212"/>
        <source>{hero}: nothing in the slot &apos;{slot}&apos;; slots used: {known}.</source>
        <translation>{hero}: miejsce „{slot}” jest puste; zajęte miejsca: {known}.</translation>
    </message>
</context>
<context>
    <name>SSLog</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="220"/>
        <source>Campaign started: act {act}, {shards} soul shards.</source>
        <translation>Kampania rozpoczęta: akt {act}, odłamków dusz: {shards}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="221"/>
        <source>{hero}: soul level {from} → {to}, {cost} shards spent, {pool} left.</source>
        <translation>{hero}: poziom duszy {from} → {to}, wydano odłamków: {cost}, zostało: {pool}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="222"/>
        <source>{hero} takes the skill {skill} at soul level {level}.</source>
        <translation>{hero}: zdobyto umiejętność „{skill}” na poziomie duszy {level}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="223"/>
        <source>{hero} discards the skill {skill}.</source>
        <translation>{hero}: odrzucono umiejętność „{skill}”.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="224"/>
        <source>{hero} dies and becomes a ghost soul: soul level {from} → {to}; lost: {lost}.</source>
        <translation>{hero}: śmierć, teraz upiorna dusza; poziom duszy {from} → {to}; utracono: {lost}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="226"/>
        <source>{hero} is resurrected for {cost} shards ({pool} left), full HP.</source>
        <translation>{hero}: wskrzeszenie za odłamki dusz: {cost} (zostało {pool}), pełne PŻ.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="227"/>
        <source>{hero} sells {item} for {price} crowns ({crowns} now).</source>
        <translation>{hero}: sprzedano „{item}” za {price} koron (teraz {crowns}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="228"/>
        <source>{hero} buys {item} for {price} crowns ({crowns} left).</source>
        <translation>{hero}: kupiono „{item}” za {price} koron (zostało {crowns}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="229"/>
        <source>{hero} upgrades {item} to {other} for {price} crowns ({crowns} left).</source>
        <translation>{hero}: „{item}” ulepszono do „{other}” za {price} koron (zostało {crowns}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="230"/>
        <source>{hero} has {item} upgraded at the forge for {price} crowns ({crowns} left).</source>
        <translation>{hero}: „{item}” ulepszono w kuźni za {price} koron (zostało {crowns}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="231"/>
        <source>{hero} plays at the tavern: stake {stake}, prize {prize} ({crowns} crowns now).</source>
        <translation>{hero}: gra w karczmie, stawka {stake}, wygrana {prize} (teraz koron: {crowns}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="232"/>
        <source>{hero} uses {item} in the slot {slot}.</source>
        <translation>{hero}: „{item}” w miejscu „{slot}”.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="233"/>
        <source>{hero} puts {item} into the inventory.</source>
        <translation>{hero}: „{item}” odłożono do ekwipunku.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="234"/>
        <source>{hero} leaves {item} in the stash.</source>
        <translation>{hero}: „{item}” zostawiono w skrytce.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="235"/>
        <source>{hero} takes {item} from the stash.</source>
        <translation>{hero}: „{item}” zabrano ze skrytki.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="238"/>
        <source>A visit to the emporium begins.</source>
        <translation>Zaczyna się wizyta w emporium.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="241"/>
        <source>{hero} is a ghost soul at the end: {item} discarded.</source>
        <translation>{hero} jest upiorną duszą na koniec scenariusza: odrzucono „{item}”.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="242"/>
        <source>{item} regains a charge ({charges}).</source>
        <translation>„{item}” odzyskuje ładunek ({charges}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="243"/>
        <source>{item} turns back to its original side.</source>
        <translation>„{item}” wraca na pierwotną stronę.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="236"/>
        <source>Soul shards gained: {shards} (pool {pool}).</source>
        <translation>Zdobyto odłamków dusz: {shards} (w puli {pool}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="237"/>
        <source>{hero} gains {crowns} crowns ({total} now).</source>
        <translation>{hero}: zdobyto koron: {crowns} (teraz {total}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="239"/>
        <source>{hero} gives {crowns} crowns to {to}.</source>
        <translation>{hero}: przekazano koron: {crowns}, odbiorca: {to}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="225"/>
        <source>{hero}: wounds {wounds} of {hp} HP.</source>
        <translation>{hero}: ran: {wounds} przy PŻ {hp}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="240"/>
        <source>Scenario {scenario} ends; changes above: {changes}.</source>
        <translation>Scenariusz {scenario} zakończony; zmian powyżej: {changes}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="244"/>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="245"/>
        <source>{crowns} crowns</source>
        <translation>koron: {crowns}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="246"/>
        <source>Scenario {scenario} ends; nothing changes.</source>
        <translation>Scenariusz {scenario} zakończony bez zmian.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="247"/>
        <source>{hero}: {wounds} wounds (the soul stone&apos;s HP is not entered).</source>
        <translation>{hero}: ran: {wounds} (PŻ kamienia duszy nie wpisano).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="248"/>
        <source>{hero} starts the next scenario as a hero again, with full HP.</source>
        <translation>{hero}: następny scenariusz zaczyna się znów jako bohater, z pełnym zdrowiem.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="249"/>
        <source>{hero}: {healed} wounds healed, {wounds} left.</source>
        <translation>{hero}: wyleczono ran: {healed}, zostało: {wounds}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="250"/>
        <source>{hero}: {item} uses {used} charges ({charges} left).</source>
        <translation>{hero}: „{item}” — zużyto ładunków: {used} (zostało {charges}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="251"/>
        <source>{hero}: {item} empowered for {cost} shards ({pool} left).</source>
        <translation>{hero}: „{item}” wzmocniono za odłamki dusz: {cost} (zostało {pool}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="252"/>
        <source>{item} turns back to its normal side.</source>
        <translation>„{item}” wraca na przednią stronę.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="253"/>
        <source>Time phase.</source>
        <translation>Faza czasu.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="254"/>
        <source>{hero} picks up {item} into the inventory.</source>
        <translation>{hero}: „{item}” podniesiono do ekwipunku.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="255"/>
        <source>{hero} drops {item}.</source>
        <translation>{hero}: „{item}” upuszczono.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="256"/>
        <source>{hero} drops {crowns} crowns ({total} left).</source>
        <translation>{hero}: upuszczono koron: {crowns} (zostało {total}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="257"/>
        <source>{hero} passes {item} to {to}.</source>
        <translation>{hero}: „{item}” przekazano, odbiorca: {to}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="258"/>
        <source>{hero}: condition {condition}.</source>
        <translation>{hero}: stan „{condition}”.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="259"/>
        <source>{hero}: condition {condition} removed.</source>
        <translation>{hero}: stan „{condition}” zdjęty.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="260"/>
        <source>{hero}: {skill} used, {hourglasses} hourglasses.</source>
        <translation>{hero}: użyto umiejętności „{skill}”, klepsydr: {hourglasses}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="261"/>
        <source>{hero}: {skill} is ready again.</source>
        <translation>{hero}: umiejętność „{skill}” znów gotowa.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="262"/>
        <source>Scenario {scenario} recorded: {result}.</source>
        <translation>Scenariusz {scenario} zapisany: {result}.</translation>
    </message>
</context>
<context>
    <name>SSProblem</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="36"/>
        <source>A party needs at least 2 heroes; this one has {count}.</source>
        <translation>Drużyna potrzebuje co najmniej 2 bohaterów; jest ich: {count}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="37"/>
        <source>Hero {hero} is in the party twice; each hero card is one hero.</source>
        <translation>Bohater {hero} jest w drużynie dwa razy; każda karta bohatera to jeden bohater.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="39"/>
        <source>Order and Chaos heroes never share a party: {order} (Order) and {chaos} (Chaos). A Neutral hero joins either; the optional rule Soul Storm allows any mix.</source>
        <translation>Bohaterowie Porządku i Chaosu nigdy nie są w jednej drużynie: {order} (Porządek) i {chaos} (Chaos). Bohater neutralny dołącza do każdego; dodatkowa zasada Burza dusz pozwala na dowolny skład.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="41"/>
        <source>{hero}: soul level must be I to VII, not {level}.</source>
        <translation>{hero}: poziom duszy musi wynosić od I do VII, a nie {level}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="43"/>
        <source>{hero} cannot reach level {to} while {other} in the party is at a lower level ({level}).</source>
        <translation>{hero}: nie można podnieść poziomu duszy do {to}, dopóki w drużynie jest bohater z niższym poziomem: {other} ({level}).</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="44"/>
        <source>{hero}: {cost} soul shards needed; the pool has {pool}.</source>
        <translation>{hero}: potrzeba odłamków dusz: {cost}; we wspólnej puli: {pool}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="46"/>
        <source>{hero} ({side}) is {alignment}: the skill {skill} is for {skill_alignment} heroes only.</source>
        <translation>{hero} ({side}), charakter: {alignment}. Umiejętność „{skill}” jest tylko dla bohaterów o charakterze: {skill_alignment}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="47"/>
        <source>{hero}: the skill {skill} needs soul level {min}; the hero is at {level}.</source>
        <translation>{hero}: umiejętność „{skill}” wymaga poziomu duszy co najmniej {min}; bohater ma {level}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="48"/>
        <source>{hero}: the skill {skill} belongs to {owner}.</source>
        <translation>{hero}: umiejętność „{skill}” to karta innego bohatera: {owner}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="50"/>
        <source>{hero}: {count} general skills, the soul stone at level {level} gives {allowed}.</source>
        <translation>{hero}: zdolności ogólnych {count}, kamień duszy na poziomie {level} daje {allowed}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="51"/>
        <source>{hero}: {count} skill cards, the soul stone at level {level} gives {allowed}.</source>
        <translation>{hero}: kart umiejętności {count}, kamień duszy na poziomie {level} daje {allowed}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="53"/>
        <source>{hero}: the two-handed weapon {item} needs the off-hand slot empty; it holds {other}.</source>
        <translation>{hero}: przy broni dwuręcznej „{item}” miejsce na broń dodatkową musi być puste, a jest w nim „{other}”.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="54"/>
        <source>{hero}: {item} cannot be used in the slot {slot}.</source>
        <translation>{hero}: „{item}” nie może być użyte w miejscu „{slot}”.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="55"/>
        <source>{hero}: {item} is not an item for the slot {slot}.</source>
        <translation>{hero}: „{item}” nie jest przedmiotem na miejsce „{slot}”.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="57"/>
        <source>{hero}: the runes of {item} do not match the hero&apos;s combat style; it may only be carried.</source>
        <translation>{hero}: runy przedmiotu „{item}” nie pasują do stylu walki bohatera; można go tylko nosić w ekwipunku.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="58"/>
        <source>{hero}: {count} items in the inventory, the hero card holds {allowed}.</source>
        <translation>{hero}: przedmiotów w ekwipunku {count}, pojemność z karty bohatera {allowed}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="59"/>
        <source>{hero} is alive; only a ghost soul can be resurrected.</source>
        <translation>{hero} żyje; wskrzesić można tylko upiorną duszę.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="60"/>
        <source>{hero} is already a ghost soul.</source>
        <translation>{hero} jest już upiorną duszą.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="61"/>
        <source>{hero} is already at soul level VII.</source>
        <translation>{hero}: osiągnięto już poziom duszy VII.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="62"/>
        <source>{hero}: {cost} crowns needed; the hero has {crowns}.</source>
        <translation>{hero}: potrzeba koron: {cost}; bohater ma: {crowns}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="73"/>
        <source>No skill or item named {name} in the library.</source>
        <translation>W bibliotece nie ma umiejętności ani przedmiotu „{name}”.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="63"/>
        <source>{item} is not a treasure card; only treasure is sold.</source>
        <translation>„{item}” nie jest kartą skarbu; sprzedać można tylko skarby.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="64"/>
        <source>{hero} does not hold {item}.</source>
        <translation>{hero}: brak przedmiotu „{item}”.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="65"/>
        <source>{item} has no other face to upgrade to.</source>
        <translation>Karta „{item}” nie ma drugiej strony do ulepszenia.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="66"/>
        <source>{item} was bought during this visit; its other face needs a new visit.</source>
        <translation>„{item}” kupiono podczas tej wizyty; druga strona wymaga kolejnej wizyty w emporium.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="68"/>
        <source>The forge upgrades a standard weapon or armour; {item} is not one.</source>
        <translation>Kuźnia ulepsza tylko standardową broń lub zbroję; „{item}” do nich nie należy.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="69"/>
        <source>{item} is already upgraded by the forge for this scenario.</source>
        <translation>„{item}” jest już ulepszone w kuźni do końca tego scenariusza.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="70"/>
        <source>{hero} has already played at the tavern during this visit.</source>
        <translation>{hero}: z karczmy można skorzystać tylko raz podczas wizyty w emporium.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="71"/>
        <source>A tavern prize is 0, 10, 20 or 50 crowns, not {prize}.</source>
        <translation>Wygrana w karczmie to 0, 10, 20 lub 50 koron, a nie {prize}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="92"/>
        <source>{hero}: the level each skill was gained at is not known; remove the skills of level {level} by hand.</source>
        <translation>{hero}: nie wiadomo, na jakim poziomie zdobyto umiejętności; odrzuć ręcznie umiejętności poziomu {level}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="72"/>
        <source>No hero of this party can use the soul weapon {item}: take it out of the deck.</source>
        <translation>Żaden bohater drużyny nie może użyć broni duszy „{item}”: usuń ją z talii.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="86"/>
        <source>{hero}: the slot {slot} holds {item}; without a slot the item goes into the inventory.</source>
        <translation>{hero}: w miejscu „{slot}” jest już „{item}”; bez miejsca przedmiot trafia do ekwipunku.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="75"/>
        <source>{hero} already has the skill {skill}: each skill card is taken once.</source>
        <translation>{hero}: umiejętność „{skill}” już jest; każdą kartę umiejętności bierze się raz.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="76"/>
        <source>{item} is one card, held twice: {holders}.</source>
        <translation>„{item}” to jedna karta, a jest dwa razy: {holders}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="78"/>
        <source>Every hero is a ghost soul: the scenario is lost, unless the scenario says otherwise.</source>
        <translation>Wszyscy bohaterowie są upiornymi duszami: scenariusz przegrany, chyba że scenariusz mówi inaczej.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="79"/>
        <source>{hero} has no wounds to heal.</source>
        <translation>{hero}: brak ran do leczenia.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="80"/>
        <source>{item} is not an artifact; only artifacts have charges.</source>
        <translation>„{item}” to nie artefakt; ładunki mają tylko artefakty.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="82"/>
        <source>{item} has {charges} charges left; the activation needs {needed}.</source>
        <translation>„{item}”: zostało ładunków: {charges}, aktywacja wymaga: {needed}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="83"/>
        <source>{item} is not a soul weapon.</source>
        <translation>„{item}” to nie broń duszy.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="84"/>
        <source>{hero}: {item} must be in a weapon slot to be empowered.</source>
        <translation>{hero}: aby wzmocnić „{item}”, musi być w miejscu na broń.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="85"/>
        <source>{item} is already empowered until the next time phase.</source>
        <translation>„{item}” jest już wzmocniona do następnej fazy czasu.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="87"/>
        <source>{hero} already has the condition {condition}; one token of each.</source>
        <translation>{hero}: stan „{condition}” już jest; każdego żetonu tylko jeden.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="88"/>
        <source>{hero} does not have the condition {condition}.</source>
        <translation>{hero}: brak stanu „{condition}”.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="89"/>
        <source>{skill} is a starting skill: it is not turned when used.</source>
        <translation>„{skill}” to umiejętność początkowa: po użyciu jej karta się nie odwraca.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="90"/>
        <source>{hero}: {skill} is used, {hourglasses} hourglasses left.</source>
        <translation>{hero}: umiejętność „{skill}” jest już użyta, zostało klepsydr: {hourglasses}.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="67"/>
        <source>The price of {item} is not known: enter its cost in the box data.</source>
        <translation>Cena „{item}” nie jest znana: wpisz ją w danych z pudełka.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="100"/>
        <source>the soul stone&apos;s numbers are not in the box data yet</source>
        <translation>liczb z kamienia duszy nie ma jeszcze w danych z pudełka</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="101"/>
        <source>the soul stone&apos;s HP is not in the box data yet</source>
        <translation>PŻ z kamienia duszy nie ma jeszcze w danych z pudełka</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="102"/>
        <source>the skill cards {names} are not in the box data yet</source>
        <translation>kart umiejętności {names} nie ma jeszcze w danych z pudełka</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="103"/>
        <source>the hero card&apos;s inventory size is not in the box data yet</source>
        <translation>pojemności ekwipunku z karty bohatera nie ma jeszcze w danych z pudełka</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="104"/>
        <source>the item cards {names} are not in the box data yet</source>
        <translation>kart przedmiotów {names} nie ma jeszcze w danych z pudełka</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="105"/>
        <source>the hand or runes of {names} are not in the box data yet</source>
        <translation>ręki lub run dla {names} nie ma jeszcze w danych z pudełka</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="81"/>
        <source>The charges of {item} are not known: enter them in the box data.</source>
        <translation>Ładunki „{item}” nie są znane: wpisz je w danych z pudełka.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="74"/>
        <source>{hero}: not checked, {what}.</source>
        <translation>{hero}: nie sprawdzono — {what}.</translation>
    </message>
</context>
<context>
    <name>SSSheet</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="270"/>
        <source>Act {act}, scenario {scenario} · soul shards: {shards}{storm}</source>
        <translation>Akt {act}, scenariusz {scenario} · odłamki dusz: {shards}{storm}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="271"/>
        <source> · Soul Storm</source>
        <translation> · Burza dusz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="272"/>
        <source>{hero} ({side}, {alignment}): soul level {level}, crowns {crowns}{ghost}</source>
        <translation>{hero} ({side}, {alignment}): poziom duszy {level}, korony {crowns}{ghost}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="273"/>
        <source> · ghost soul</source>
        <translation> · upiorna dusza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="274"/>
        <source>  skills: {list}</source>
        <translation>  umiejętności: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="275"/>
        <source>  used: {list}</source>
        <translation>  w użyciu: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="276"/>
        <source>  inventory: {list}</source>
        <translation>  ekwipunek: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="277"/>
        <source>Stash: {list}</source>
        <translation>Skrytka: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="278"/>
        <source>The party follows every rule checked.</source>
        <translation>Drużyna spełnia wszystkie sprawdzone zasady.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="279"/>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="280"/>
        <source>Written: {file}</source>
        <translation>Zapisano: {file}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="281"/>
        <source>Saved: campaign {name}, version {version}</source>
        <translation>Zapisano: kampania {name}, wersja {version}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="282"/>
        <source>(the file is unchanged: add --write to save the result)</source>
        <translation>(plik bez zmian: dodaj --write, aby zapisać wynik)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="283"/>
        <source>{name}: {heroes} · soul shards: {shards} · scenario {scenario}</source>
        <translation>{name}: {heroes} · odłamki dusz: {shards} · scenariusz {scenario}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="284"/>
        <source>{file}: {rows} rows checked and stored</source>
        <translation>{file}: sprawdzono i zapisano wierszy: {rows}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="289"/>
        <source>warning: {file}: {count} entered, the rulebook&apos;s box has {box} ({cite})</source>
        <translation>ostrzeżenie: {file}: wpisano {count}, w pudełku według zasad {box} ({cite})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="285"/>
        <source>refused</source>
        <translation>odrzucono</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="286"/>
        <source>hero</source>
        <translation>bohater</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="287"/>
        <source>skill</source>
        <translation>umiejętność</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="288"/>
        <source>item</source>
        <translation>przedmiot</translation>
    </message>
</context>
<context>
    <name>SSStory</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="320"/>
        <source>Scenario {scenario} · {date} · {result}</source>
        <translation>Scenariusz {scenario} · {date} · {result}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="321"/>
        <source>won</source>
        <translation>zwycięstwo</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="322"/>
        <source>lost</source>
        <translation>porażka</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="323"/>
        <source>  story tokens: {tokens}</source>
        <translation>  żetony fabuły: {tokens}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="324"/>
        <source>  choices: {list}</source>
        <translation>  decyzje: {list}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="325"/>
        <source>  notes: {notes}</source>
        <translation>  notatki: {notes}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="326"/>
        <source>No scenario recorded yet.</source>
        <translation>Nie zapisano jeszcze żadnego scenariusza.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="327"/>
        <source>Between two scenarios:</source>
        <translation>Między scenariuszami:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="328"/>
        <source>(done by end-scenario)</source>
        <translation>(robi end-scenario)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="329"/>
        <source>A ghost soul discards one random used card.</source>
        <translation>Upiorna dusza odrzuca jedną losową kartę w użyciu.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="330"/>
        <source>Items upgraded at the forge turn back.</source>
        <translation>Karty ulepszone w kuźni wracają na pierwotną stronę.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="331"/>
        <source>Every artifact regains 1 charge, up to its maximum.</source>
        <translation>Każdy artefakt odzyskuje 1 ładunek, nie ponad maksimum.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="332"/>
        <source>Every hero starts the next scenario with full HP; ghosts are heroes again.</source>
        <translation>Każdy bohater zaczyna następny scenariusz z pełnym zdrowiem; upiorne dusze znów są bohaterami.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="333"/>
        <source>Shuffle the discarded treasure cards back into the treasure deck.</source>
        <translation>Wtasuj odrzucone karty skarbów z powrotem do talii skarbów.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="334"/>
        <source>Take out of the deck the soul weapons no hero of the party can use.</source>
        <translation>Usuń z talii broń duszy, której nie może użyć żaden bohater drużyny.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/messages.py" line="335"/>
        <source>Visit the emporium when the story allows: buy, sell, upgrade, forge, tavern.</source>
        <translation>Odwiedź emporium, gdy pozwala na to fabuła: kupno, sprzedaż, ulepszenie, kuźnia, karczma.</translation>
    </message>
</context>
<context>
    <name>ScenarioBoard</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="101"/>
        <source>Hero</source>
        <translation>Bohater</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="101"/>
        <source>HP</source>
        <translation>PŻ</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="101"/>
        <source>Wounds</source>
        <translation>Rany</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="101"/>
        <source>Conditions</source>
        <translation>Stany</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="101"/>
        <source>Used skills</source>
        <translation>Użyte umiejętności</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="102"/>
        <source>Ready skills</source>
        <translation>Gotowe umiejętności</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="102"/>
        <source>Charges</source>
        <translation>Ładunki</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="102"/>
        <source>Soul weapon</source>
        <translation>Broń duszy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="103"/>
        <source>Hero:</source>
        <translation>Bohater:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="104"/>
        <source>Add wounds</source>
        <translation>Dodaj rany</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="105"/>
        <source>Remove wounds</source>
        <translation>Zdejmij rany</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="106"/>
        <source>Wounds taken or healed</source>
        <translation>Ile ran zadano lub uleczono</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="107"/>
        <source>Condition:</source>
        <translation>Stan:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="108"/>
        <source>Put on</source>
        <translation>Połóż</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="109"/>
        <source>Take off</source>
        <translation>Zdejmij</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="110"/>
        <source>Skill:</source>
        <translation>Umiejętność:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="111"/>
        <source>Hourglasses of the level used</source>
        <translation>Klepsydry użytego poziomu</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="112"/>
        <source>Use skill</source>
        <translation>Użyj umiejętności</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="113"/>
        <source>Empower soul weapon</source>
        <translation>Wzmocnij broń duszy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="114"/>
        <source>Time phase</source>
        <translation>Faza czasu</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="115"/>
        <source>End scenario</source>
        <translation>Koniec scenariusza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="116"/>
        <location filename="../spellforge/games/swordsorcery/ui/scenario_board.py" line="144"/>
        <source>Every hero is a ghost soul: the scenario is lost.</source>
        <translation>Wszyscy bohaterowie są upiornymi duszami: scenariusz przegrany.</translation>
    </message>
</context>
<context>
    <name>ScoreTab</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="168"/>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="224"/>
        <source>One row per player: a name, the fame and what the rules count.</source>
        <translation>Jeden wiersz na gracza: imię, sława i to, co liczą zasady.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="180"/>
        <source>Cannot score: {error}</source>
        <translation>Nie można policzyć: {error}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="186"/>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="333"/>
        <source>Fame</source>
        <translation>Sława</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="187"/>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="206"/>
        <source>nobody</source>
        <translation>nikt</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="208"/>
        <source>No titles in this game.</source>
        <translation>W tej grze nie przyznaje się tytułów.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="217"/>
        <source>row {row}: {column} must be a whole number</source>
        <translation>wiersz {row}: {column} — potrzebna liczba całkowita</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="218"/>
        <source>row {row}: {column} cannot be negative</source>
        <translation>wiersz {row}: {column} — nie może być ujemne</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="219"/>
        <source>row {row}: a unit is its level, with w when wounded (3w)</source>
        <translation>wiersz {row}: jednostka to jej poziom, z „r”, gdy jest ranna (3r)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="220"/>
        <source>row {row}: a unit&apos;s level is 1 to 4</source>
        <translation>wiersz {row}: poziom jednostki to 1–4</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="221"/>
        <source>row {row}: every player needs a name</source>
        <translation>wiersz {row}: każdy gracz musi mieć imię</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="222"/>
        <source>a team game needs every player&apos;s team; none for: {names}</source>
        <translation>w grze drużynowej każdy gracz ma drużynę; brak drużyny: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="223"/>
        <source>a solo game has one player</source>
        <translation>w grze jednoosobowej jest jeden gracz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="225"/>
        <source>Volkare&apos;s camp stands for a city: choose the Conquest scenario</source>
        <translation>Obóz Volkara zastępuje miasto: wybierz scenariusz „Podbój”</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="226"/>
        <source>row {row}: {column} is 0 or 1 (there is one camp)</source>
        <translation>wiersz {row}: „{column}” to 0 lub 1 (obóz jest jeden)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="227"/>
        <source>row {row}: the camp&apos;s leader needs no other shield there</source>
        <translation>wiersz {row}: przywódca obozu nie potrzebuje tam drugiej tarczy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="228"/>
        <source>the camp has one leader, not: {names}</source>
        <translation>obóz ma jednego przywódcę, nie: {names}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="284"/>
        <source>Open a score sheet</source>
        <translation>Otwórz arkusz punktacji</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="309"/>
        <source>by the number of players</source>
        <translation>według liczby graczy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="312"/>
        <source>&amp;Scenario:</source>
        <translation>&amp;Scenariusz:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="313"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="314"/>
        <source>&amp;Rounds left:</source>
        <translation>&amp;Pozostałe rundy:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="315"/>
        <source>Cards in the &amp;dummy&apos;s deck:</source>
        <translation>Karty w talii &amp;wirtualnego gracza:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="316"/>
        <source>End of the last round not announced</source>
        <translation>Koniec ostatniej rundy nie ogłoszony</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="317"/>
        <source>All cities conquered</source>
        <translation>Zdobyte wszystkie miasta</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="318"/>
        <source>All relic parts found</source>
        <translation>Znalezione wszystkie części relikwii</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="319"/>
        <source>&amp;Add a player</source>
        <translation>&amp;Dodaj gracza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="320"/>
        <source>&amp;Remove a player</source>
        <translation>&amp;Usuń gracza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="321"/>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="333"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="333"/>
        <source>Hero</source>
        <translation>Bohater</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="333"/>
        <source>Team</source>
        <translation>Drużyna</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="334"/>
        <source>Spells</source>
        <translation>Zaklęcia</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="334"/>
        <source>Advanced actions</source>
        <translation>Zaawansowane akcje</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="335"/>
        <source>Units (levels; w = wounded)</source>
        <translation>Jednostki (poziomy; r = ranna)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="335"/>
        <source>Shields on adventure sites</source>
        <translation>Tarcze w miejscach przygód</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="336"/>
        <source>Artifacts</source>
        <translation>Artefakty</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="336"/>
        <source>Crystals</source>
        <translation>Kryształy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="337"/>
        <source>Shields on keeps, towers, monasteries</source>
        <translation>Tarcze na twierdzach, wieżach, klasztorach</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="337"/>
        <source>Wounds in the deck</source>
        <translation>Rany w talii</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="338"/>
        <source>Cities led</source>
        <translation>Miasta, którym przewodzisz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="338"/>
        <source>Other cities with a shield</source>
        <translation>Inne miasta z twoją tarczą</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="339"/>
        <source>Relic parts</source>
        <translation>Części relikwii</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="339"/>
        <source>Leads Volkare&apos;s camp (0/1)</source>
        <translation>Przywódca obozu Volkara (0/1)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="340"/>
        <source>Shield on Volkare&apos;s camp (0/1)</source>
        <translation>Tarcza na obozie Volkara (0/1)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="341"/>
        <source>Hunting shields at the camp</source>
        <translation>Tarcze z polowań przy obozie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/score_tab.py" line="328"/>
        <source>w</source>
        <comment>the letter after a wounded unit&apos;s level, as in 3w</comment>
        <translation>r</translation>
    </message>
</context>
<context>
    <name>SearchHelpDialog</name>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="74"/>
        <source>Search syntax</source>
        <translation>Składnia wyszukiwania</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="79"/>
        <source>plain words: every word must match a name (in any language, typos forgiven), a type, school, subtype, trait or summary</source>
        <translation>zwykłe słowa: każde musi pasować do nazwy (w dowolnym języku, literówki są wybaczane), typu, szkoły, podtypu, cechy lub streszczenia</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="81"/>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="18"/>
        <source>words in double quotes are matched together, as a phrase</source>
        <translation>słowa w cudzysłowie są szukane razem, jako fraza</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="82"/>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="19"/>
        <source>or (или, lub) between alternatives; parentheses group them</source>
        <translation>lub (or, или) między wariantami; nawiasy je grupują</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="83"/>
        <source>school (s, school); several with commas: s:fire,dark</source>
        <translation>szkoła (sz, szkoła); kilka po przecinku: sz:ogień,mrok</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="84"/>
        <source>level (l, level) with = &lt; &lt;= &gt; &gt;= !=</source>
        <translation>poziom (l, level) z = &lt; &lt;= &gt; &gt;= !=</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="85"/>
        <source>spell type or conjuration kind (t, type): creature, attack, wall…</source>
        <translation>typ czaru lub rodzaj przywołania (typ): stworzenie, atak, ściana…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="86"/>
        <source>subtype (st, subtype)</source>
        <translation>podtyp (st, subtype)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="87"/>
        <source>trait of the card itself (tr, trait)</source>
        <translation>cecha samej karty (tr, trait)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="88"/>
        <source>casting cost (c, cost); also life, armor, channeling, range</source>
        <translation>koszt rzucenia (c, cost); także life, armor, channeling, range</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="90"/>
        <source>action: quick or full</source>
        <translation>akcja: szybka lub pełna</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="91"/>
        <source>format: arena or academy</source>
        <translation>format: arena lub akademia</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="92"/>
        <source>epic, novice or playtest cards</source>
        <translation>karty wyjątkowe, nowicjusza lub testowe</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="93"/>
        <source>cards in your collection (owned:no for the others)</source>
        <translation>karty z twojej kolekcji (mam:nie — pozostałe)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="94"/>
        <source>what the card does, in English, Russian or Polish: heal, teleport, destroy-enchantment, лечение, leczenie…</source>
        <translation>co robi karta, po angielsku, rosyjsku lub polsku: heal, leczenie, teleportacja, zniszczenie-zaklęcia…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="96"/>
        <source>words of the printed text you imported from your OCTGN install</source>
        <translation>słowa tekstu z kart zaimportowanego z Twojej instalacji OCTGN</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="97"/>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="32"/>
        <source>a leading minus excludes what the condition matches</source>
        <translation>minus na początku wyklucza to, co pasuje do warunku</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="98"/>
        <source>cards with an X casting cost</source>
        <translation>karty o koszcie rzucenia X</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="99"/>
        <source>class and school restrictions are traits: “&lt;Class&gt; Only”, “&lt;School&gt; Mage Only”</source>
        <translation>ograniczenia klasy i szkoły to cechy: „Tylko &lt;klasa&gt;”, „Tylko Mag &lt;szkoły&gt;”</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="101"/>
        <source>equipment slot</source>
        <translation>miejsce ekwipunku</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="102"/>
        <source>only cards the open spellbook&apos;s mage can take in its format</source>
        <translation>tylko karty, które Mag otwartej Księgi Czarów może wziąć w jej formacie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="103"/>
        <source>spell points for the open spellbook&apos;s mage (the Points column)</source>
        <translation>punkty czarów dla Maga otwartej Księgi Czarów (kolumna „Punkty”)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="115"/>
        <source>Searching for cards</source>
        <translation>Wyszukiwanie kart</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="116"/>
        <source>Type words of a card name in English, Russian or Polish (with or without diacritics, typos are forgiven), and add conditions. Every condition must hold unless joined by or. Keys and values may be written in English, Russian or Polish.</source>
        <translation>Wpisz słowa nazwy karty po angielsku, rosyjsku lub polsku (ze znakami diakrytycznymi lub bez, literówki są wybaczane) i dodaj warunki. Muszą być spełnione wszystkie warunki, chyba że połączy je „lub”. Klucze i wartości można pisać po angielsku, rosyjsku lub polsku.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="119"/>
        <source>Keys in three languages</source>
        <translation>Klucze w trzech językach</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="120"/>
        <source>Examples (click one to try it)</source>
        <translation>Przykłady (kliknij, aby wypróbować)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="111"/>
        <source>Values with spaces go in double quotes: set:&quot;forged in fire&quot;.</source>
        <translation>Wartości ze spacjami wpisuj w cudzysłowie: cecha:&quot;Tylko Czarnoksiężnik&quot;.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="16"/>
        <source>plain words: every word must match a name (in any language, typos forgiven), a kind, a colour or a hero</source>
        <translation>zwykłe słowa: każde musi pasować do nazwy (w dowolnym języku, literówki są wybaczane), rodzaju karty, koloru lub bohatera</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="20"/>
        <source>kind (t, type): basic action, advanced action, spell, artifact, unit, regular unit, elite unit, skill, wound</source>
        <translation>rodzaj karty (typ): akcja podstawowa, zaawansowana akcja, zaklęcie, artefakt, jednostka, zwykła jednostka, elitarna jednostka, umiejętność, rana</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="22"/>
        <source>colour (col, colour): red, blue, green, white; several with commas: col:red,blue</source>
        <translation>kolor (kol, kolor): czerwony, niebieski, zielony, biały; kilka po przecinku: kolor:czerwony,niebieski</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="23"/>
        <source>the box the card comes in (set): base, lost legion, krang, tezla</source>
        <translation>pudełko, z którego jest karta (zestaw): podstawowa, legion, krang, tezla</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="24"/>
        <source>a hero&apos;s own cards and skills (h, hero)</source>
        <translation>własne karty i umiejętności bohatera (b, bohater)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="25"/>
        <source>unit level (l, level) with = &lt; &lt;= &gt; &gt;= !=</source>
        <translation>poziom jednostki (p, poziom) z = &lt; &lt;= &gt; &gt;= !=</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="26"/>
        <source>unit recruit cost (c, cost); also arm (armour) and copies</source>
        <translation>koszt werbunku jednostki (k, koszt); także pancerz i kopie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="27"/>
        <source>a basic action&apos;s basic value: mv (move), atk (attack), blk (block), inf (influence)</source>
        <translation>podstawowa wartość zwykłej akcji: ruch, atak, blok, wp (wpływ)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="29"/>
        <source>where a unit is recruited: village, keep, mage tower, monastery, city</source>
        <translation>gdzie werbuje się jednostkę: wioska, twierdza, wieża Magów, klasztor, miasto</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="30"/>
        <source>unique (a hero&apos;s own card), standard, interaction, verified or unverified</source>
        <translation>unikatowe (własna karta bohatera), standardowe, interakcja, zweryfikowane lub niezweryfikowane</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="31"/>
        <source>cards of the boxes in your collection (owned:no for the others)</source>
        <translation>karty z pudełek w twojej kolekcji (mam:nie — pozostałe)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/search_page.py" line="35"/>
        <source>Values with spaces go in double quotes: site:&quot;mage tower&quot;.</source>
        <translation>Wartości ze spacjami wpisuj w cudzysłowie: miejsce:&quot;wieża Magów&quot;.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/browser/search_help.py" line="89"/>
        <source>a set the card was printed in, by its name in English, Russian or Polish</source>
        <translation>zestaw, w którym wydano kartę — po jego nazwie angielskiej, rosyjskiej lub polskiej</translation>
    </message>
</context>
<context>
    <name>SetupTab</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="121"/>
        <source>&amp;Scenario:</source>
        <translation>&amp;Scenariusz:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="121"/>
        <source>&amp;Players:</source>
        <translation>&amp;Graczy:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="121"/>
        <source>&amp;Mode:</source>
        <translation>&amp;Tryb:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="122"/>
        <source>&amp;Fight level:</source>
        <translation>Poziom &amp;bitwy:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="122"/>
        <source>&amp;Race level:</source>
        <translation>Poziom &amp;wyścigu:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="127"/>
        <source>Volkare&apos;s &amp;camp instead of a city:</source>
        <translation>&amp;Obóz Volkara zamiast miasta:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="128"/>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="128"/>
        <source>shuffled with the city tiles (first games)</source>
        <translation>wtasowany w kafelki z miastami (pierwsze gry)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="129"/>
        <source>at the bottom of the stack (the last challenge)</source>
        <translation>na spodzie stosu (ostatnie wyzwanie)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="130"/>
        <source>drawn at random among the city tiles</source>
        <translation>losowany spośród kafelków z miastami</translation>
    </message>
</context>
<context>
    <name>ShoppingPanel</name>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="83"/>
        <source>Spellbooks to build together:</source>
        <translation>Księgi czarów do złożenia razem:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="84"/>
        <source>Spellbooks to build together</source>
        <translation>Księgi czarów do złożenia razem</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="85"/>
        <source>Missing cards only</source>
        <translation>Tylko brakujące karty</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="86"/>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="86"/>
        <source>Needed</source>
        <translation>Potrzeba</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="86"/>
        <source>Owned</source>
        <translation>Posiadane</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="86"/>
        <source>To get</source>
        <translation>Do zdobycia</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="87"/>
        <source>Copy shopping list</source>
        <translation>Kopiuj listę zakupów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="88"/>
        <source>Save shopping list…</source>
        <translation>Zapisz listę zakupów…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="137"/>
        <source>The open spellbook: {name}</source>
        <translation>Otwarta księga czarów: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="172"/>
        <source>Tick the spellbooks you want to build.</source>
        <translation>Zaznacz księgi czarów, które chcesz złożyć.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="174"/>
        <source>✔ Your collection builds these spellbooks together, beside the assembled ones.</source>
        <translation>✔ Twoja kolekcja wystarcza, by złożyć te księgi czarów razem, obok już złożonych.</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/shopping.py" line="176"/>
        <source>Missing %n card(s)</source>
        <translation>
            <numerusform>Brakuje %n karty</numerusform>
            <numerusform>Brakuje %n kart</numerusform>
            <numerusform>Brakuje %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/shopping.py" line="176"/>
        <source>(%n copies)</source>
        <translation>
            <numerusform>(%n egzemplarz)</numerusform>
            <numerusform>(%n egzemplarze)</numerusform>
            <numerusform>(%n egzemplarzy)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="179"/>
        <source>cheapest: buy {products}</source>
        <translation>najtaniej kupić: {products}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/shopping.py" line="181"/>
        <source>%n card(s) are in no known product.</source>
        <translation>
            <numerusform>%n karty nie ma w żadnym znanym produkcie.</numerusform>
            <numerusform>%n kart nie ma w żadnym znanym produkcie.</numerusform>
            <numerusform>%n kart nie ma w żadnym znanym produkcie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/shopping.py" line="183"/>
        <source>%n card(s) are also needed by assembled spellbooks.</source>
        <translation>
            <numerusform>%n karta jest potrzebna także złożonym księgom czarów.</numerusform>
            <numerusform>%n karty są potrzebne także złożonym księgom czarów.</numerusform>
            <numerusform>%n kart jest potrzebnych także złożonym księgom czarów.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="215"/>
        <source>Cheapest products to buy:</source>
        <translation>Najtańsze produkty do kupienia:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="215"/>
        <source>Cards to get:</source>
        <translation>Brakujące karty:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="216"/>
        <source>Nothing to buy.</source>
        <translation>Nie trzeba nic kupować.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="231"/>
        <location filename="../spellforge/ui/collection/shopping.py" line="238"/>
        <source>Save shopping list</source>
        <translation>Zapisz listę zakupów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="232"/>
        <source>Spreadsheet (*.csv);;Text (*.txt)</source>
        <translation>Arkusz (*.csv);;Tekst (*.txt)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/collection/shopping.py" line="239"/>
        <source>Could not write {file}:
{error}</source>
        <translation>Nie udało się zapisać {file}:
{error}</translation>
    </message>
</context>
<context>
    <name>SidePicker</name>
    <message>
        <location filename="../spellforge/ui/playtest/compare.py" line="102"/>
        <source>Compare with a spellbook file</source>
        <translation>Porównaj z plikiem księgi czarów</translation>
    </message>
</context>
<context>
    <name>SpellbookEditor</name>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="225"/>
        <source>&amp;Book:</source>
        <translation>&amp;Księga:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="226"/>
        <source>&amp;Mage:</source>
        <translation>&amp;Mag:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="227"/>
        <source>Element:</source>
        <translation>Żywioł:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="228"/>
        <source>Spellbook name</source>
        <translation>Nazwa księgi czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="229"/>
        <source>Mage</source>
        <translation>Mag</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="230"/>
        <source>The Wizard&apos;s element</source>
        <translation>Żywioł Czarodzieja</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="231"/>
        <source>Spell points used / the mage&apos;s spellbook points</source>
        <translation>Wydane punkty czarów / punkty czarów Maga</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="232"/>
        <source>Tags:</source>
        <translation>Etykiety:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="233"/>
        <source>Notes:</source>
        <translation>Notatki:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="234"/>
        <source>comma-separated, e.g. tournament, fire</source>
        <translation>po przecinku, np. turniej, ogień</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="236"/>
        <source>Candidates</source>
        <translation>Kandydaci</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="237"/>
        <source>Cards you are considering: they do not count toward the points</source>
        <translation>Karty, które rozważasz: nie liczą się do punktów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/charts.py" line="68"/>
        <location filename="../spellforge/ui/editor/editor.py" line="239"/>
        <source>Charts</source>
        <translation>Wykresy</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="240"/>
        <source>Notes</source>
        <translation>Notatki</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="241"/>
        <source>Notes and tags</source>
        <translation>Notatki i etykiety</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="242"/>
        <source>Spellbook cards</source>
        <translation>Karty księgi czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="243"/>
        <source>Candidate cards</source>
        <translation>Karty kandydujące</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="244"/>
        <source>Problems</source>
        <translation>Problemy</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="285"/>
        <source>— choose a mage —</source>
        <translation>— wybierz Maga —</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="290"/>
        <source>— not chosen —</source>
        <translation>— nie wybrano —</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/editor.py" line="331"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="336"/>
        <source>Costs unavailable</source>
        <translation>Koszty niedostępne</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="341"/>
        <source>Legal</source>
        <translation>Księga poprawna</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/editor.py" line="344"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problemy</numerusform>
            <numerusform>%n problemów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/editor.py" line="363"/>
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Problemy (%n)</numerusform>
            <numerusform>Problemy (%n)</numerusform>
            <numerusform>Problemy (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="369"/>
        <source>Spell points: {used} of {max}</source>
        <translation>Punkty czarów: {used} z {max}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="413"/>
        <source>Showing only: {what}</source>
        <translation>Pokazano tylko: {what}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="414"/>
        <source>show all</source>
        <translation>pokaż wszystkie</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="459"/>
        <source>Priced as {element} because the book names no element: choose one.</source>
        <translation>Koszt policzono dla żywiołu {element}, bo księga nie wskazuje żywiołu: wybierz go.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="462"/>
        <source>Priced as {element}, the element this book names.</source>
        <translation>Koszt policzono dla żywiołu {element}, wskazanego w księdze.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="471"/>
        <source>{element} {mage}: {points} instead of {used} — switch</source>
        <translation>{mage} ({element}): {points} zamiast {used} — zmień</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="474"/>
        <source>Price the book with this element (one undoable step)</source>
        <translation>Policz księgę z tym żywiołem (jeden krok do cofnięcia)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="482"/>
        <source>Untitled spellbook</source>
        <translation>Księga bez nazwy</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="567"/>
        <source>Remove this line from the book</source>
        <translation>Usuń ten wiersz z księgi</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/editor/editor.py" line="531"/>
        <source>Select a card of the spellbook first</source>
        <translation>Najpierw wybierz kartę w księdze czarów</translation>
    </message>
</context>
<context>
    <name>StoryRecord</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="77"/>
        <source>Scenario</source>
        <translation>Scenariusz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="77"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="77"/>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="77"/>
        <source>Story tokens</source>
        <translation>Żetony fabuły</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="77"/>
        <source>Choices</source>
        <translation>Decyzje</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="78"/>
        <source>Notes</source>
        <translation>Notatki</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="82"/>
        <source>Scenario:</source>
        <translation>Scenariusz:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="82"/>
        <source>Result:</source>
        <translation>Wynik:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="83"/>
        <source>Date:</source>
        <translation>Data:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="83"/>
        <source>Story tokens:</source>
        <translation>Żetony fabuły:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="84"/>
        <source>Alignment choices (; between):</source>
        <translation>Decyzje zgodne z charakterem (oddziel ;):</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="84"/>
        <source>Notes:</source>
        <translation>Notatki:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="86"/>
        <source>Record scenario</source>
        <translation>Zapisz scenariusz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/story_record.py" line="113"/>
        <source>(done by End scenario)</source>
        <translation>(robi przycisk „Koniec scenariusza”)</translation>
    </message>
</context>
<context>
    <name>SwordSorceryView</name>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="361"/>
        <source>Campaign:</source>
        <translation>Kampania:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="362"/>
        <source>&amp;New…</source>
        <translation>&amp;Nowa…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="363"/>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="541"/>
        <source>Soul Storm</source>
        <translation>Burza dusz</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="364"/>
        <source>Optional rule: heroes of any alignment in one party; skills still need theirs</source>
        <translation>Zasada dodatkowa: w drużynie bohaterowie o dowolnym charakterze; umiejętności nadal wymagają swojego</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="365"/>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="416"/>
        <source>Party</source>
        <translation>Drużyna</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="366"/>
        <source>&amp;Add hero</source>
        <translation>&amp;Dodaj bohatera</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="367"/>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="368"/>
        <source>Hero</source>
        <translation>Bohater</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="369"/>
        <source>Class:</source>
        <translation>Klasa:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="370"/>
        <source>Soul level:</source>
        <translation>Poziom duszy:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="371"/>
        <source>&amp;Level up</source>
        <translation>&amp;Podnieś poziom</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="372"/>
        <source>Crowns:</source>
        <translation>Korony:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="373"/>
        <source>Main weapon:</source>
        <translation>Broń główna:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="373"/>
        <source>Off-hand:</source>
        <translation>Broń dodatkowa:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="374"/>
        <source>Armour:</source>
        <translation>Zbroja:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="374"/>
        <source>Artifact:</source>
        <translation>Artefakt:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="376"/>
        <source>Skills (in the order gained):</source>
        <translation>Umiejętności (w kolejności zdobycia):</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="377"/>
        <source>Take</source>
        <translation>Weź</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="378"/>
        <source>Discard last</source>
        <translation>Odrzuć ostatnią</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="379"/>
        <source>Inventory:</source>
        <translation>Ekwipunek:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="380"/>
        <source>Carry</source>
        <translation>Noś</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="381"/>
        <source>Buy</source>
        <translation>Kup</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="382"/>
        <source>Sell</source>
        <translation>Sprzedaj</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="383"/>
        <source>Forge</source>
        <translation>Kuźnia</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="384"/>
        <source>Drop</source>
        <translation>Upuść</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="390"/>
        <source>Campaign sheet</source>
        <translation>Karta kampanii</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="391"/>
        <source>Death</source>
        <translation>Śmierć</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="398"/>
        <source>Resurrect</source>
        <translation>Wskrześ</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="399"/>
        <source>Visit emporium</source>
        <translation>Odwiedź emporium</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="400"/>
        <source>Tavern</source>
        <translation>Karczma</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="401"/>
        <source>What the die paid at the tavern</source>
        <translation>Wygrana z kości w karczmie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="402"/>
        <source>End scenario</source>
        <translation>Koniec scenariusza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="403"/>
        <source>Soul shards found (shared pool)</source>
        <translation>Znalezione odłamki dusz (wspólna pula)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="404"/>
        <source>Crowns found by the selected hero</source>
        <translation>Korony znalezione przez wybranego bohatera</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="405"/>
        <source>Gain</source>
        <translation>Zdobądź</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="406"/>
        <source>Problems:</source>
        <translation>Problemy:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="407"/>
        <source>History:</source>
        <translation>Historia:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="408"/>
        <source>&amp;Campaign</source>
        <translation>&amp;Kampania</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="409"/>
        <source>&amp;New campaign…</source>
        <translation>&amp;Nowa kampania…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="410"/>
        <source>&amp;Import campaign file…</source>
        <translation>&amp;Importuj plik kampanii…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="411"/>
        <source>&amp;Export campaign file…</source>
        <translation>&amp;Eksportuj plik kampanii…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="412"/>
        <source>Write box data &amp;templates…</source>
        <translation>Zapisz &amp;szablony danych pudełka…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="413"/>
        <source>Import &amp;box data…</source>
        <translation>Importuj dane &amp;pudełka…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="415"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="29"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="34"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="46"/>
        <source>New campaign</source>
        <translation>Nowa kampania</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="29"/>
        <source>Name:</source>
        <translation>Nazwa:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="35"/>
        <source>A campaign named {name} already exists.</source>
        <translation>Kampania „{name}” już istnieje.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="53"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="61"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="78"/>
        <source>Import campaign file</source>
        <translation>Import pliku kampanii</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="54"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="86"/>
        <source>Campaign (*.json)</source>
        <translation>Kampania (*.json)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="85"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="94"/>
        <source>Export campaign file</source>
        <translation>Eksport pliku kampanii</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="104"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="110"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="114"/>
        <source>Write box data templates</source>
        <translation>Szablony danych pudełka</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="111"/>
        <source>Already there, kept as they are: {files}</source>
        <translation>Już istnieją, pozostawiono bez zmian: {files}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="127"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="133"/>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="140"/>
        <source>Import box data</source>
        <translation>Import danych pudełka</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="138"/>
        <source>{file}: {count} entered, the rulebook&apos;s box has {box} ({cite})</source>
        <translation>{file}: wpisano {count}, w pudełku według zasad {box} ({cite})</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="445"/>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="465"/>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="487"/>
        <source>Campaign</source>
        <translation>Kampania</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_sheet.py" line="42"/>
        <source>Act {act}, scenario {scenario} · soul shards: {shards}</source>
        <translation>Akt {act}, scenariusz {scenario} · odłamki dusz: {shards}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_sheet.py" line="184"/>
        <source>✓ The party follows every rule checked.</source>
        <translation>✓ Drużyna spełnia wszystkie sprawdzone zasady.</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="526"/>
        <source>adding a hero</source>
        <translation>dodanie bohatera</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="532"/>
        <source>removing a hero</source>
        <translation>usunięcie bohatera</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="537"/>
        <source>change of class</source>
        <translation>zmiana klasy</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="556"/>
        <source>change of equipment</source>
        <translation>zmiana wyposażenia</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="397"/>
        <source>Wounds taken by the selected hero; at its HP the hero dies</source>
        <translation>Rany wybranego bohatera; gdy zrównają się z PŻ, bohater ginie</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_sheet.py" line="111"/>
        <source>HP {hp}</source>
        <translation>PŻ {hp}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_sheet.py" line="113"/>
        <source>wounds {wounds}</source>
        <translation>ran: {wounds}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="385"/>
        <source>Pick up a found item into the inventory</source>
        <translation>Podnieś znaleziony przedmiot do ekwipunku</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="386"/>
        <source>Pass to hero</source>
        <translation>Przekaż bohaterowi</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="387"/>
        <source>Use</source>
        <translation>Użyj</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="388"/>
        <source>Put the selected inventory item into its slot (checked)</source>
        <translation>Umieść wybrany przedmiot z ekwipunku w jego miejscu (ze sprawdzeniem)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="389"/>
        <source>The hero who receives the selected inventory item</source>
        <translation>Bohater, który otrzyma wybrany przedmiot z ekwipunku</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="414"/>
        <source>Edit box &amp;data…</source>
        <translation>&amp;Dane z pudełka…</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="416"/>
        <source>Scenario board</source>
        <translation>Plansza scenariusza</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="416"/>
        <source>Story record</source>
        <translation>Kronika</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_files.py" line="162"/>
        <source>Box data</source>
        <translation>Dane z pudełka</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_sheet.py" line="161"/>
        <source>Open skill picks: {count} · qualify: {cards}</source>
        <translation>Nowych kart umiejętności do wzięcia: {count} · pasują: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/campaign_sheet.py" line="163"/>
        <source>Open picks: {classes} class, {general} general · qualify: {cards}</source>
        <translation>Do wzięcia umiejętności klasowych: {classes}, ogólnych: {general} · pasują: {cards}</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="392"/>
        <source>&amp;Wounds:</source>
        <translation>&amp;Rany:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="393"/>
        <source>Tavern &amp;prize:</source>
        <translation>&amp;Wygrana w karczmie:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="394"/>
        <source>Soul &amp;shards found:</source>
        <translation>Znalezione &amp;odłamki dusz:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="395"/>
        <source>C&amp;rowns found:</source>
        <translation>&amp;Znalezione korony:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/swordsorcery/ui/view.py" line="396"/>
        <source>Add wounds</source>
        <translation>Dodaj rany</translation>
    </message>
</context>
<context>
    <name>TemplateDialog</name>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="15"/>
        <source>Core set: the four starting books</source>
        <translation>Zestaw podstawowy: cztery księgi startowe</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="16"/>
        <source>Other official spellbooks</source>
        <translation>Inne oficjalne księgi czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="17"/>
        <source>Academy spellbooks</source>
        <translation>Księgi czarów Akademii</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="18"/>
        <source>Apprentice spellbooks</source>
        <translation>Księgi czarów uczniów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="41"/>
        <source>New from template</source>
        <translation>Nowa księga z szablonu</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="43"/>
        <source>Start from an official spellbook; the new book is yours to change.</source>
        <translation>Zacznij od oficjalnej księgi czarów; nową księgę możesz dowolnie zmieniać.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="19"/>
        <source>OCTGN Apprentice Mode: full mages, 60-point books</source>
        <translation>Tryb Ucznia OCTGN: pełni Magowie, księgi za 60 punktów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="31"/>
        <source>{mage} (OCTGN Apprentice Mode)</source>
        <translation>{mage} (Tryb Ucznia OCTGN)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/template_dialog.py" line="33"/>
        <source>{mage} (4th edition)</source>
        <translation>{mage} (4. edycja)</translation>
    </message>
</context>
<context>
    <name>ThumbnailPrefetchDialog</name>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="414"/>
        <source>Drawing card pictures…</source>
        <translation>Rysowanie obrazków kart…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="414"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/cards/image.py" line="419"/>
        <source>Card pictures</source>
        <translation>Obrazki kart</translation>
    </message>
</context>
<context>
    <name>TrackerTab</name>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="360"/>
        <source>&amp;Saved:</source>
        <translation>&amp;Zapisane:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="360"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nazwa:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="360"/>
        <source>P&amp;layers:</source>
        <translation>&amp;Gracze:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="361"/>
        <source>&amp;Mode:</source>
        <translation>&amp;Tryb:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="361"/>
        <source>&amp;Rounds:</source>
        <translation>&amp;Rund:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="361"/>
        <source>S&amp;cenario:</source>
        <translation>Sc&amp;enariusz:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="364"/>
        <source>— (the rounds below)</source>
        <translation>— (rundy poniżej)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="367"/>
        <source>Fi&amp;ght level:</source>
        <translation>Poziom &amp;bitwy:</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="374"/>
        <source>Record the &amp;end</source>
        <translation>Zapisz &amp;koniec gry</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="375"/>
        <source>What triggered the end of the game, chosen beside</source>
        <translation>Co wywołało koniec gry (wybrane obok)</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="376"/>
        <source>level </source>
        <translation>poziom </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="377"/>
        <source>Change &amp;Volkare&apos;s level</source>
        <translation>Zmień poziom &amp;Volkara</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="378"/>
        <source>At the end of a round, before the next round&apos;s tactics: by at most the number of players, until the first battle with him</source>
        <translation>Na koniec rundy, przed taktykami następnej: najwyżej o liczbę graczy i tylko do pierwszej bitwy z nim</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="380"/>
        <source>First &amp;battle with Volkare</source>
        <translation>Pierwsza b&amp;itwa z Volkarem</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="381"/>
        <source>His troops are revealed: his level no longer changes</source>
        <translation>Jego wojska są odkryte: poziom już się nie zmienia</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="382"/>
        <source>name=hero, name=hero, …</source>
        <translation>imię=bohater, imię=bohater, …</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="386"/>
        <source>St&amp;art a tracker</source>
        <translation>Zacznij &amp;licznik</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="391"/>
        <source>Ne&amp;xt round</source>
        <translation>Następna r&amp;unda</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="387"/>
        <source>+ &amp;Fame</source>
        <translation>+ &amp;Sława</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="388"/>
        <source>± Re&amp;putation</source>
        <translation>± Re&amp;putacja</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="389"/>
        <source>tactic </source>
        <translation>taktyka </translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="390"/>
        <source>&amp;Take tactic</source>
        <translation>&amp;Weź taktykę</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="392"/>
        <source>Co-op: the tactic number above is the players&apos; tactic that leaves the game</source>
        <translation>Kooperacja: podany numer to taktyka graczy, która odpada z gry</translation>
    </message>
    <message>
        <location filename="../spellforge/games/mageknight/ui/table_tabs.py" line="394"/>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
</context>
<context>
    <name>UserData</name>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="16"/>
        <source>permission denied</source>
        <translation>brak uprawnień</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="18"/>
        <source>the disk is read-only</source>
        <translation>dysk jest tylko do odczytu</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="20"/>
        <source>no space left on the disk</source>
        <translation>brak miejsca na dysku</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="22"/>
        <source>no such file</source>
        <translation>nie ma takiego pliku</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="24"/>
        <source>the disk cannot be read or written</source>
        <translation>błąd odczytu lub zapisu dysku</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="36"/>
        <source>{path}: the database is damaged ({detail})</source>
        <translation>{path}: baza danych jest uszkodzona ({detail})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="37"/>
        <source>{path}: the user data is read-only ({detail})</source>
        <translation>{path}: dane użytkownika są tylko do odczytu ({detail})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="38"/>
        <source>{path}: the disk is full or failing ({detail}); free some space and try again</source>
        <translation>{path}: dysk jest pełny lub uszkodzony ({detail}); zwolnij trochę miejsca i spróbuj ponownie</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="39"/>
        <source>{path}: a row cannot be read ({detail}); save what can be read with `spellforge data salvage -o FOLDER`</source>
        <translation>{path}: nie można odczytać wiersza ({detail}); zachowaj to, co da się odczytać, poleceniem `spellforge data salvage -o FOLDER`</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="41"/>
        <source>{path}: the file&apos;s tables are not the ones this Spellforge knows ({detail}); it may have been written by a newer Spellforge</source>
        <translation>{path}: plik ma inne tabele niż te, które zna ta wersja programu ({detail}); mogła go zapisać nowsza wersja</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="43"/>
        <source>{path}: could not use the user data ({detail})</source>
        <translation>{path}: nie udało się użyć danych użytkownika ({detail})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="44"/>
        <source>{path}: the user data is busy in another program ({detail}); try again</source>
        <translation>{path}: dane użytkownika są zajęte przez inną aplikację ({detail}); spróbuj ponownie</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="45"/>
        <source>{folder} cannot be written: the user data is read-only</source>
        <translation>do folderu {folder} nie można zapisywać: dane użytkownika są otwarte tylko do odczytu</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="46"/>
        <source>{path} was written by a newer Spellforge (schema version {version}, this one knows {known}): opened read-only</source>
        <translation>plik {path} zapisała nowsza wersja programu (wersja schematu {version}, ta wersja zna {known}): otwarto go tylko do odczytu</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="48"/>
        <source>{path} was written by a newer Spellforge whose tables this one cannot read (missing: {missing}); use that Spellforge, or restore a backup with `spellforge data restore`</source>
        <translation>plik {path} zapisała nowsza wersja programu, a ta wersja nie potrafi odczytać jego tabel (brak: {missing}); użyj tamtej wersji albo przywróć kopię zapasową poleceniem `spellforge data restore`</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="51"/>
        <source>opened read-only</source>
        <translation>dane otwarto tylko do odczytu</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="52"/>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="53"/>
        <source>{path}: cannot back up before updating the file ({detail}); free some space and try again</source>
        <translation>{path}: nie można utworzyć kopii zapasowej przed aktualizacją pliku ({detail}); zwolnij trochę miejsca i spróbuj ponownie</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="73"/>
        <source>its text is not UTF-8</source>
        <translation>jej tekst jest uszkodzony: zawiera nieczytelne znaki</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="74"/>
        <source>its JSON is broken: {detail}</source>
        <translation>jej zapis jest uszkodzony: {detail}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="75"/>
        <source>cannot be read ({detail})</source>
        <translation>nie można odczytać pliku ({detail})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="77"/>
        <source>the file has no SQLite header</source>
        <translation>plik nie ma nagłówka bazy danych</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="78"/>
        <source>a campaign named &apos;{name}&apos; already exists</source>
        <translation>kampania o nazwie „{name}” już istnieje</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="86"/>
        <source>{path}: cannot be read ({detail}); it was left as it is and not imported</source>
        <translation>{path}: nie można odczytać ({detail}); plik pozostawiono bez zmian i nie zaimportowano</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="123"/>
        <source>the system refused ({detail})</source>
        <translation>operacja się nie powiodła ({detail})</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="55"/>
        <source>spellbook {book_id} was changed elsewhere (revision {found}, expected {expected}); this change was not saved</source>
        <translation>księgę czarów {book_id} zmieniono gdzie indziej (wersja {found}, oczekiwano {expected}); ta zmiana nie została zapisana</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="71"/>
        <source>{path}: spellbook {book_id} &apos;{name}&apos; cannot be read ({why}); save the others with `spellforge data salvage -o FOLDER`</source>
        <translation>{path}: nie można odczytać księgi czarów {book_id} „{name}” ({why}); zachowaj pozostałe poleceniem `spellforge data salvage -o FOLDER`</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="76"/>
        <source>the file is empty, 0 bytes</source>
        <translation>plik jest pusty, 0 bajtów</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="82"/>
        <source>{error}; the {game} collection cannot be used (see `spellforge data check`)</source>
        <translation>{error}; nie można używać kolekcji {game} (zob. `spellforge data check`)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="79"/>
        <source>{error}; your own card names are not used (see `spellforge data check`)</source>
        <translation>{error}; twoje własne nazwy kart nie są używane (zob. `spellforge data check`)</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="81"/>
        <source>{error}; your own card names are not used</source>
        <translation>{error}; twoje własne nazwy kart nie są używane</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="113"/>
        <source>note: {reason}</source>
        <translation>uwaga: {reason}</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="61"/>
        <source>spellbook {book_id} was deleted elsewhere (by a command or another window) while open here</source>
        <translation>księgę czarów {book_id} usunięto gdzie indziej (poleceniem lub w innym oknie), gdy była tu otwarta</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="63"/>
        <source>campaign &apos;{name}&apos; was changed elsewhere (revision {found}, expected {expected}); nothing was saved: run the command again</source>
        <translation>kampanię „{name}” zmieniono gdzie indziej (wersja {found}, oczekiwano {expected}); nic nie zapisano: uruchom polecenie ponownie</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="69"/>
        <source>{path}: campaign &apos;{name}&apos; cannot be read ({why}); save the others with `spellforge data salvage -o FOLDER`</source>
        <translation>{path}: nie można odczytać kampanii „{name}” ({why}); zachowaj pozostałe poleceniem `spellforge data salvage -o FOLDER`</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="84"/>
        <source>{path}: cannot be read ({detail}); it was kept as {aside} and is no longer read: run the command again</source>
        <translation>{path}: nie można odczytać ({detail}); plik zachowano jako {aside} i nie jest już odczytywany: uruchom polecenie ponownie</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="65"/>
        <source>{what} in the collection was changed elsewhere (now {found}, expected {expected}); this change was not saved</source>
        <translation>{what} w kolekcji zmieniono gdzie indziej (teraz {found}, oczekiwano {expected}); ta zmiana nie została zapisana</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="67"/>
        <source>the name of {card} ({lang}) was changed elsewhere (now &apos;{found}&apos;, expected &apos;{expected}&apos;); this change was not saved</source>
        <translation>nazwę karty {card} ({lang}) zmieniono gdzie indziej (teraz „{found}”, oczekiwano „{expected}”); ta zmiana nie została zapisana</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="57"/>
        <source>spellbook &apos;{name}&apos; was changed elsewhere (revision {found}, expected {expected}); it was not renamed to &apos;{new}&apos;</source>
        <translation>księgę czarów „{name}” zmieniono gdzie indziej (wersja {found}, oczekiwano {expected}); nie zmieniono jej nazwy na „{new}”</translation>
    </message>
    <message>
        <location filename="../spellforge/i18n/user_data_words.py" line="59"/>
        <source>spellbook &apos;{name}&apos; was deleted elsewhere; it was not renamed to &apos;{new}&apos;</source>
        <translation>księgę czarów „{name}” usunięto gdzie indziej; nie zmieniono jej nazwy na „{new}”</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <location filename="../spellforge/rules/messages.py" line="70"/>
        <source>The spellbook names no mage.</source>
        <translation>Księga nie wskazuje Maga.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="71"/>
        <source>Unknown mage: {mage}.</source>
        <translation>Nieznany Mag: {mage}.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="72"/>
        <source>{used_text} used, {max} allowed for {mage}.</source>
        <translation>Wydano {used_text}, a {mage} może wydać najwyżej {max}.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="73"/>
        <source>{card}: {copies}, at most {limit} of a level {level} spell.</source>
        <translation>{card}: {copies}, a czaru poziomu {level} można mieć najwyżej {limit}.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="74"/>
        <source>{card}: {copies} of an Epic spell, at most 1.</source>
        <translation>{card}: {copies}, a czar z cechą Wyjątkowy można mieć tylko jeden.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="75"/>
        <source>{card} is {only}; {mage} may not include it.</source>
        <translation>{card}: „{only}”; {mage} nie może mieć tego czaru w księdze.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="76"/>
        <source>{card} is {only}; {mage} is not trained in it.</source>
        <translation>{card}: „{only}”; Mag {mage} nie jest wyszkolony w tej szkole.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="77"/>
        <source>{card} is an Academy card; an Arena mage ({mage}) cannot use it.</source>
        <translation>{card} to karta Akademii; Mag Areny ({mage}) nie może jej użyć.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="79"/>
        <source>{card} is not an Academy card; an Academy mage ({mage}) can only use Academy cards.</source>
        <translation>{card} to nie karta Akademii; Mag Akademii ({mage}) używa tylko kart Akademii.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="80"/>
        <source>{card} is not a spell and cannot be in a spellbook.</source>
        <translation>{card}: to nie czar, nie może być w Księdze Czarów.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="81"/>
        <source>Unknown card: {card}.</source>
        <translation>Nieznana karta: {card}.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="82"/>
        <source>Line {line} could not be read as a card: {text}</source>
        <translation>Wiersza {line} nie rozpoznano jako karty: {text}</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="83"/>
        <source>{card}: quantity {qty} is not a positive number.</source>
        <translation>{card}: liczba {qty} musi być dodatnia.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="90"/>
        <source>With {element} as the Wizard&apos;s element the book costs {points_text}.</source>
        <translation>Gdy żywiołem Czarodzieja jest {element}, księga kosztuje {points_text}.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="91"/>
        <source>The mage card is {figure} but the Stats card is {stats}; the book is checked against the Stats card ({stats}).</source>
        <translation>Karta Maga to {figure}, a karta umiejętności Maga to {stats}; księgę sprawdzono według karty umiejętności ({stats}).</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="93"/>
        <source>{card_name}: the book names the {set} printing, whose {fields} differ from the canonical card; {priced_text}.</source>
        <translation>{card_name}: księga wskazuje wydanie „{set}”, którego pola ({fields}) różnią się od podstawowej wersji karty; {priced_text}.</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="101"/>
        <source>casting cost</source>
        <translation>koszt rzucenia</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="101"/>
        <source>reveal cost</source>
        <translation>koszt odkrycia</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="102"/>
        <source>traits</source>
        <translation>cechy</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="102"/>
        <source>granted traits</source>
        <translation>nadawane cechy</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="103"/>
        <source>subtypes</source>
        <translation>podtypy</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="103"/>
        <source>attacks</source>
        <translation>ataki</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="104"/>
        <source>schools</source>
        <translation>szkoły magii</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="104"/>
        <source>and/or join of the schools</source>
        <translation>łączenie szkół „&amp;”/„lub”</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="105"/>
        <source>level</source>
        <translation>poziom</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="105"/>
        <source>type</source>
        <translation>typ</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="105"/>
        <source>life</source>
        <translation>życie</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="106"/>
        <source>armor</source>
        <translation>zbroja</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="106"/>
        <source>channeling</source>
        <translation>przyrost many</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="107"/>
        <source>range</source>
        <translation>zasięg</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="107"/>
        <source>target</source>
        <translation>cel</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="107"/>
        <source>slot</source>
        <translation>miejsce</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="112"/>
        <source>priced as the canonical card (to price the named printing: Preferences in the window, --printing named in the command line)</source>
        <translation>koszt liczony według podstawowej wersji (liczyć według wskazanego wydania: „Ustawienia” w oknie lub `--printing named` w wierszu poleceń)</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="114"/>
        <source>priced as the named printing</source>
        <translation>koszt liczony według wskazanego wydania</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="119"/>
        <source>{name} Only</source>
        <translation>Tylko: {name}</translation>
    </message>
    <message>
        <location filename="../spellforge/rules/messages.py" line="119"/>
        <source>{name} Mage Only</source>
        <translation>Tylko Mag szkoły: {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/rules/messages.py" line="163"/>
        <source>%n spell point(s)</source>
        <translation>
            <numerusform>%n punkt czarów</numerusform>
            <numerusform>%n punkty czarów</numerusform>
            <numerusform>%n punktów czarów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/rules/messages.py" line="169"/>
        <source>%n copies</source>
        <translation>
            <numerusform>%n kopia</numerusform>
            <numerusform>%n kopie</numerusform>
            <numerusform>%n kopii</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VersionsPanel</name>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="77"/>
        <source>Compare</source>
        <translation>Porównaj</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="78"/>
        <source>One version selected: compare it with the book now. Two selected: compare them.</source>
        <translation>Wybrana jedna wersja: porównaj ją z obecną księgą. Wybrane dwie: porównaj je.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="80"/>
        <source>Restore</source>
        <translation>Przywróć</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="81"/>
        <source>Make the book what it was in this version (Undo takes it back)</source>
        <translation>Przywróć księgę do tej wersji (Cofnij to odwraca)</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="82"/>
        <source>Compare with a book…</source>
        <translation>Porównaj z księgą…</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="84"/>
        <source>Saved versions of the spellbook</source>
        <translation>Zapisane wersje księgi czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="85"/>
        <source>Differences</source>
        <translation>Różnice</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="146"/>
        <source>Version {n} · {when} · {points} points</source>
        <translation>Wersja {n} · {when} · punkty czarów: {points}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="168"/>
        <source>Version {a} → now</source>
        <translation>Wersja {a} → teraz</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="171"/>
        <source>Version {a} → version {b}</source>
        <translation>Wersja {a} → wersja {b}</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="183"/>
        <source>Compare with a book</source>
        <translation>Porównaj z księgą</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="183"/>
        <source>Spellbook:</source>
        <translation>Księga czarów:</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="190"/>
        <source>This book → {other}</source>
        <translation>Ta księga → {other}</translation>
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
        <translation>Te same karty.</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="218"/>
        <source>Points: {a} → {b} ({delta})</source>
        <translation>Punkty czarów: {a} → {b} ({delta})</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="127"/>
        <source>Compare this book with another saved spellbook</source>
        <translation>Porównaj tę księgę z inną zapisaną księgą czarów</translation>
    </message>
    <message>
        <location filename="../spellforge/ui/books/versions.py" line="128"/>
        <source>No other saved spellbook to compare with: save or import another one first</source>
        <translation>Brak innej zapisanej księgi czarów do porównania: najpierw zapisz lub zaimportuj kolejną</translation>
    </message>
</context>
<context>
    <name>Workers</name>
    <message>
        <location filename="../spellforge/ui/widgets/workers.py" line="113"/>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
</TS>
