<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BookCommands</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/document.py" line="265"/>
        <source>Add %n × {card}</source>
        <translation>
            <numerusform>Add %n × {card}</numerusform>
            <numerusform>Add %n × {card}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/document.py" line="266"/>
        <source>Remove %n × {card}</source>
        <translation>
            <numerusform>Remove %n × {card}</numerusform>
            <numerusform>Remove %n × {card}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/document.py" line="268"/>
        <source>Add %n × {card} to candidates</source>
        <translation>
            <numerusform>Add %n × {card} to candidates</numerusform>
            <numerusform>Add %n × {card} to candidates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/document.py" line="269"/>
        <source>Remove %n × {card} from candidates</source>
        <translation>
            <numerusform>Remove %n × {card} from candidates</numerusform>
            <numerusform>Remove %n × {card} from candidates</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BookTableModel</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/book_model.py" line="383"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/book_model.py" line="385"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/browser/browser.py" line="344"/>
        <location filename="../spellforge/ui/browser/browser.py" line="488"/>
        <location filename="../spellforge/cli/cmd_card.py" line="357"/>
        <location filename="../spellforge/cli/cmd_card.py" line="367"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardsTab</name>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="514"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="515"/>
        <source>%n skill(s)</source>
        <translation>
            <numerusform>%n skill</numerusform>
            <numerusform>%n skills</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <location filename="../spellforge/cli/__init__.py" line="74"/>
        <source>none of its %n lines names a card</source>
        <translation>
            <numerusform>its %n line names no card</numerusform>
            <numerusform>none of its %n lines names a card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/book_arg.py" line="93"/>
        <source>%n spellbooks are named {name}: use an id ({ids})</source>
        <translation>
            <numerusform>%n spellbook is named {name}: use an id ({ids})</numerusform>
            <numerusform>%n spellbooks are named {name}: use an id ({ids})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_collection.py" line="401"/>
        <source>{card}: %n copies are in {books}</source>
        <translation>
            <numerusform>{card}: %n copy is in {books}</numerusform>
            <numerusform>{card}: %n copies are in {books}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_collection.py" line="155"/>
        <source>%n different card(s), {copies}</source>
        <translation>
            <numerusform>%n different card, {copies}</numerusform>
            <numerusform>%n different cards, {copies}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_collection.py" line="156"/>
        <source>%n copies</source>
        <translation>
            <numerusform>%n copy</numerusform>
            <numerusform>%n copies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_print.py" line="54"/>
        <source>%n page(s) of the card list</source>
        <translation>
            <numerusform>%n page of the card list</numerusform>
            <numerusform>%n pages of the card list</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_print.py" line="56"/>
        <source>%n proxy sheet(s)</source>
        <translation>
            <numerusform>%n proxy sheet</numerusform>
            <numerusform>%n proxy sheets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_books.py" line="88"/>
        <location filename="../spellforge/cli/cmd_import.py" line="88"/>
        <location filename="../spellforge/cli/cmd_print.py" line="57"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_print.py" line="58"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_print.py" line="60"/>
        <source>%n unrecognised line(s) listed at the end of the card list</source>
        <translation>
            <numerusform>%n unrecognised line listed at the end of the card list</numerusform>
            <numerusform>%n unrecognised lines listed at the end of the card list</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_books.py" line="126"/>
        <source>%n unresolved line(s) kept</source>
        <translation>
            <numerusform>%n unresolved line kept</numerusform>
            <numerusform>%n unresolved lines kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_books.py" line="221"/>
        <source>%n spell point(s)</source>
        <translation>
            <numerusform>%n spell point</numerusform>
            <numerusform>%n spell points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/i18n/line_notes.py" line="83"/>
        <source>the code {code} belongs to %n cards</source>
        <translation>
            <numerusform>the code {code} belongs to %n card</numerusform>
            <numerusform>the code {code} belongs to %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/i18n/line_notes.py" line="85"/>
        <source>%n cards have this name</source>
        <translation>
            <numerusform>%n card has this name</numerusform>
            <numerusform>%n cards have this name</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/i18n/line_notes.py" line="96"/>
        <source>%n copies at most; the line asks for {qty}</source>
        <translation>
            <numerusform>%n copy at most; the line asks for {qty}</numerusform>
            <numerusform>%n copies at most; the line asks for {qty}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="76"/>
        <source>{path}: healthy, schema version {version} (this Spellforge: {current}), %n spellbook(s)</source>
        <translation>
            <numerusform>{path}: healthy, schema version {version} (this Spellforge: {current}), %n spellbook</numerusform>
            <numerusform>{path}: healthy, schema version {version} (this Spellforge: {current}), %n spellbooks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="85"/>
        <source>%n backup(s)</source>
        <translation>
            <numerusform>%n backup</numerusform>
            <numerusform>%n backups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="160"/>
        <source>%n spellbook(s) written to {folder}</source>
        <translation>
            <numerusform>%n spellbook written to {folder}</numerusform>
            <numerusform>%n spellbooks written to {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="170"/>
        <source>%n spellbook(s) found but could not be read: {names}</source>
        <translation>
            <numerusform>%n spellbook found but could not be read: {names}</numerusform>
            <numerusform>%n spellbooks found but could not be read: {names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_odds.py" line="69"/>
        <source>%n dice vs Armor {armor}</source>
        <translation>
            <numerusform>%n die vs Armor {armor}</numerusform>
            <numerusform>%n dice vs Armor {armor}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_translations.py" line="75"/>
        <source>%n name(s) stored</source>
        <translation>
            <numerusform>%n name stored</numerusform>
            <numerusform>%n names stored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_translations.py" line="75"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="163"/>
        <source>%n campaign(s) written to {folder}</source>
        <translation>
            <numerusform>%n campaign written to {folder}</numerusform>
            <numerusform>%n campaigns written to {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/cmd_data.py" line="166"/>
        <source>%n campaign(s) found but could not be read: {names}</source>
        <translation>
            <numerusform>%n campaign found but could not be read: {names}</numerusform>
            <numerusform>%n campaigns found but could not be read: {names}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CollectionCommands</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/view.py" line="397"/>
        <source>Set {product} to %n box(es)</source>
        <translation>
            <numerusform>Set {product} to %n box</numerusform>
            <numerusform>Set {product} to %n boxes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CollectionImport</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/import_csv.py" line="80"/>
        <source>Products read: %n</source>
        <translation>
            <numerusform>Products read: %n</numerusform>
            <numerusform>Products read: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/import_csv.py" line="81"/>
        <source>Cards read: %n</source>
        <translation>
            <numerusform>Cards read: %n</numerusform>
            <numerusform>Cards read: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/import_csv.py" line="82"/>
        <source>Lines not understood: %n</source>
        <translation>
            <numerusform>Lines not understood: %n</numerusform>
            <numerusform>Lines not understood: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CollectionTab</name>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="387"/>
        <source>Advanced actions: %n</source>
        <translation>
            <numerusform>Advanced actions: %n</numerusform>
            <numerusform>Advanced actions: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="388"/>
        <source>Spells: %n</source>
        <translation>
            <numerusform>Spells: %n</numerusform>
            <numerusform>Spells: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="389"/>
        <source>Artifacts: %n</source>
        <translation>
            <numerusform>Artifacts: %n</numerusform>
            <numerusform>Artifacts: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="390"/>
        <source>Regular unit cards: %n</source>
        <translation>
            <numerusform>Regular unit cards: %n</numerusform>
            <numerusform>Regular unit cards: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="391"/>
        <source>Elite unit cards: %n</source>
        <translation>
            <numerusform>Elite unit cards: %n</numerusform>
            <numerusform>Elite unit cards: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/view.py" line="392"/>
        <source>Players with the dummy player (co-op, solo): up to %n</source>
        <translation>
            <numerusform>Players with the dummy player (co-op, solo): up to %n</numerusform>
            <numerusform>Players with the dummy player (co-op, solo): up to %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CollectionView</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/view.py" line="286"/>
        <source>Products owned: %n</source>
        <translation>
            <numerusform>Products owned: %n</numerusform>
            <numerusform>Products owned: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/view.py" line="287"/>
        <source>Different cards: %n</source>
        <translation>
            <numerusform>Different cards: %n</numerusform>
            <numerusform>Different cards: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/view.py" line="288"/>
        <source>Copies: %n</source>
        <translation>
            <numerusform>Copies: %n</numerusform>
            <numerusform>Copies: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/view.py" line="305"/>
        <source>{book} — missing copies: %n</source>
        <translation>
            <numerusform>{book} — missing copies: %n</numerusform>
            <numerusform>{book} — missing copies: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataRepairDialog</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/data_safety.py" line="171"/>
        <source>Your data file is healthy: {file}
Schema version {version}, %n spellbook(s).</source>
        <translation>
            <numerusform>Your data file is healthy: {file}
Schema version {version}, %n spellbook.</numerusform>
            <numerusform>Your data file is healthy: {file}
Schema version {version}, %n spellbooks.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataSafety</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/data_safety.py" line="46"/>
        <source>%n spellbook(s) written to {folder} as JSON files. Open them with File ▸ Open or import….</source>
        <translation>
            <numerusform>%n spellbook written to {folder} as a JSON file. Open it with File ▸ Open or import….</numerusform>
            <numerusform>%n spellbooks written to {folder} as JSON files. Open them with File ▸ Open or import….</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/data_safety.py" line="50"/>
        <source>%n spellbook(s) were found but could not be read: {names}</source>
        <translation>
            <numerusform>%n spellbook was found but could not be read: {names}</numerusform>
            <numerusform>%n spellbooks were found but could not be read: {names}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DummyTab</name>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="117"/>
        <source>{hero}: %n card(s) left in its deck; crystals: {crystals}</source>
        <translation>
            <numerusform>{hero}: %n card left in its deck; crystals: {crystals}</numerusform>
            <numerusform>{hero}: %n cards left in its deck; crystals: {crystals}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/dummy_tab.py" line="158"/>
        <source>How many turns the dummy takes before it announces the end of the round, over %n seeded games of 6 rounds</source>
        <translation>
            <numerusform>How many turns the dummy takes before it announces the end of the round, over %n seeded game of 6 rounds</numerusform>
            <numerusform>How many turns the dummy takes before it announces the end of the round, over %n seeded games of 6 rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GoldfishReport</name>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="60"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="61"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="62"/>
        <source>%n zone(s)</source>
        <translation>
            <numerusform>%n zone</numerusform>
            <numerusform>%n zones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="63"/>
        <source>%n dice</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="69"/>
        <source>within %n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="112"/>
        <source>Opponent: dummy, melee {dice}{piercing}; your mage destroyed in %n game(s), {creatures} creatures lost per game</source>
        <translation>
            <numerusform>Opponent: dummy, melee {dice}{piercing}; your mage destroyed in %n game, {creatures} creatures lost per game</numerusform>
            <numerusform>Opponent: dummy, melee {dice}{piercing}; your mage destroyed in %n games, {creatures} creatures lost per game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="129"/>
        <source> (%n game(s) not killed in {rounds})</source>
        <translation>
            <numerusform> (%n game not killed in {rounds})</numerusform>
            <numerusform> (%n games not killed in {rounds})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="238"/>
        <source>B − A: {delta} rounds, 95% CI [{lo}, {hi}], {p}; B faster in %n game(s), slower in {slower}, same round in {equal}</source>
        <translation>
            <numerusform>B − A: {delta} rounds, 95% CI [{lo}, {hi}], {p}; B faster in %n game, slower in {slower}, same round in {equal}</numerusform>
            <numerusform>B − A: {delta} rounds, 95% CI [{lo}, {hi}], {p}; B faster in %n games, slower in {slower}, same round in {equal}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="205"/>
        <source>Cards that differ (copies in A and B; in how many of the %n games of each it was cast, and how often a game):</source>
        <translation>
            <numerusform>Cards that differ (copies in A and B; in how many of the %n game of each it was cast, and how often a game):</numerusform>
            <numerusform>Cards that differ (copies in A and B; in how many of the %n games of each it was cast, and how often a game):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/cli/goldfish_text.py" line="224"/>
        <source>A/B: %n paired games, seed {seed} (game i of A and game i of B are played with the same game seed)</source>
        <translation>
            <numerusform>A/B: %n paired game, seed {seed} (game i of A and game i of B are played with the same game seed)</numerusform>
            <numerusform>A/B: %n paired games, seed {seed} (game i of A and game i of B are played with the same game seed)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GoldfishTab</name>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="203"/>
        <source>%Ln round(s)</source>
        <translation>
            <numerusform>%Ln round</numerusform>
            <numerusform>%Ln rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="207"/>
        <source>%n wound(s)</source>
        <translation>
            <numerusform>%n wound</numerusform>
            <numerusform>%n wounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/ui/goldfish_tab.py" line="210"/>
        <source>%n card(s) played per turn</source>
        <translation>
            <numerusform>%n card played per turn</numerusform>
            <numerusform>%n cards played per turn</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImagePackImport</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/cards/image.py" line="445"/>
        <source>Imported %n image(s).</source>
        <translation>
            <numerusform>Imported %n image.</numerusform>
            <numerusform>Imported %n images.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/cards/image.py" line="447"/>
        <source>Import cancelled after %n image(s); the rest of the pack was not read.</source>
        <translation>
            <numerusform>Import cancelled after %n image; the rest of the pack was not read.</numerusform>
            <numerusform>Import cancelled after %n images; the rest of the pack was not read.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/books/import_dialog.py" line="93"/>
        <source>%n line(s) read.</source>
        <translation>
            <numerusform>%n line read.</numerusform>
            <numerusform>%n lines read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/books/import_dialog.py" line="94"/>
        <source>%n card line(s) recognised.</source>
        <translation>
            <numerusform>%n card line recognised.</numerusform>
            <numerusform>%n card lines recognised.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/books/import_dialog.py" line="96"/>
        <source>%n line(s) not recognised: pick a card or leave them out.</source>
        <translation>
            <numerusform>%n line not recognised: pick a card or leave it out.</numerusform>
            <numerusform>%n lines not recognised: pick a card or leave them out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/books/import_dialog.py" line="91"/>
        <source>A deck code: %n different card(s) read.</source>
        <translation>
            <numerusform>A deck code: %n different card read.</numerusform>
            <numerusform>A deck code: %n different cards read.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportWarnings</name>
    <message numerus="yes">
        <location filename="../spellforge/i18n/read_warnings.py" line="48"/>
        <source>Not recognised: %n line(s); they are kept with the spellbook</source>
        <translation>
            <numerusform>Not recognised: %n line; it is kept with the spellbook</numerusform>
            <numerusform>Not recognised: %n lines; they are kept with the spellbook</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/i18n/read_warnings.py" line="50"/>
        <source>line {line}: the list says %n point(s); the rules count {computed}</source>
        <translation>
            <numerusform>line {line}: the list says %n point; the rules count {computed}</numerusform>
            <numerusform>line {line}: the list says %n points; the rules count {computed}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportWords</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/files.py" line="118"/>
        <source>none of its %n lines names a card</source>
        <translation>
            <numerusform>its %n line names no card</numerusform>
            <numerusform>none of its %n lines names a card</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MKReport</name>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="136"/>
        <source>total %n</source>
        <translation>
            <numerusform>total %n</numerusform>
            <numerusform>total %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="137"/>
        <source>fame %n</source>
        <translation>
            <numerusform>fame %n</numerusform>
            <numerusform>fame %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="175"/>
        <source>%n more for its crystals</source>
        <translation>
            <numerusform>%n more for its crystals</numerusform>
            <numerusform>%n more for its crystals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="178"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n card left</numerusform>
            <numerusform>%n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="199"/>
        <source>Round {round} ({time}): {hero}, %n card(s); crystals: {crystals}</source>
        <translation>
            <numerusform>Round {round} ({time}): {hero}, %n card; crystals: {crystals}</numerusform>
            <numerusform>Round {round} ({time}): {hero}, %n cards; crystals: {crystals}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="217"/>
        <source>Turns before it announces the end of the round, over %n game(s):</source>
        <translation>
            <numerusform>Turns before it announces the end of the round, over %n game:</numerusform>
            <numerusform>Turns before it announces the end of the round, over %n games:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="286"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="88"/>
        <source>{scenario}: %n player(s)</source>
        <translation>
            <numerusform>{scenario}: %n player</numerusform>
            <numerusform>{scenario}: %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="291"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="92"/>
        <source>Rounds: %n</source>
        <translation>
            <numerusform>Rounds: %n</numerusform>
            <numerusform>Rounds: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="291"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="92"/>
        <source>days %n</source>
        <translation>
            <numerusform>days %n</numerusform>
            <numerusform>days %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="292"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="93"/>
        <source>nights %n</source>
        <translation>
            <numerusform>nights %n</numerusform>
            <numerusform>nights %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="294"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="94"/>
        <source>Countryside tiles: %n</source>
        <translation>
            <numerusform>Countryside tiles: %n</numerusform>
            <numerusform>Countryside tiles: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="295"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="96"/>
        <source>Core tiles with a city: %n</source>
        <translation>
            <numerusform>Core tiles with a city: %n</numerusform>
            <numerusform>Core tiles with a city: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="296"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="95"/>
        <source>Core tiles without a city: %n</source>
        <translation>
            <numerusform>Core tiles without a city: %n</numerusform>
            <numerusform>Core tiles without a city: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="300"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="110"/>
        <source>Unit offer: %n regular unit(s)</source>
        <translation>
            <numerusform>Unit offer: %n regular unit</numerusform>
            <numerusform>Unit offer: %n regular units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="301"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="111"/>
        <source>Source: %n mana dice</source>
        <translation>
            <numerusform>Source: %n mana die</numerusform>
            <numerusform>Source: %n mana dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="302"/>
        <source>Advanced action offer: %n</source>
        <translation>
            <numerusform>Advanced action offer: %n</numerusform>
            <numerusform>Advanced action offer: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="303"/>
        <source>Spell offer: %n</source>
        <translation>
            <numerusform>Spell offer: %n</numerusform>
            <numerusform>Spell offer: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="316"/>
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="114"/>
        <source>Starting fame: %n</source>
        <translation>
            <numerusform>Starting fame: %n</numerusform>
            <numerusform>Starting fame: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="326"/>
        <source>hero card, round order token, %n shield tokens on the tracks</source>
        <translation>
            <numerusform>hero card, round order token, %n shield token on the tracks</numerusform>
            <numerusform>hero card, round order token, %n shield tokens on the tracks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="327"/>
        <source>%n basic action cards, shuffled</source>
        <translation>
            <numerusform>%n basic action card, shuffled</numerusform>
            <numerusform>%n basic action cards, shuffled</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="328"/>
        <source>hand of %n card(s)</source>
        <translation>
            <numerusform>hand of %n card</numerusform>
            <numerusform>hand of %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="329"/>
        <source>%n level tokens and 1 command token</source>
        <translation>
            <numerusform>%n level token and 1 command token</numerusform>
            <numerusform>%n level tokens and 1 command token</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="330"/>
        <source>%n skill tokens, face down</source>
        <translation>
            <numerusform>%n skill token, face down</numerusform>
            <numerusform>%n skill tokens, face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="333"/>
        <source>a random hero no one took: its hero card, round order token, %n basic action cards and the 3 crystals of its card</source>
        <translation>
            <numerusform>a random hero no one took: its hero card, round order token, %n basic action card and the 3 crystals of its card</numerusform>
            <numerusform>a random hero no one took: its hero card, round order token, %n basic action cards and the 3 crystals of its card</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="351"/>
        <source>Reroll %n</source>
        <translation>
            <numerusform>Reroll %n</numerusform>
            <numerusform>Reroll %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="360"/>
        <source>%n dice: reroll needed {p} ({fraction}); rerolls on average {rerolls}; basic dice on average {basic}</source>
        <translation>
            <numerusform>%n die: reroll needed {p} ({fraction}); rerolls on average {rerolls}; basic dice on average {basic}</numerusform>
            <numerusform>%n dice: reroll needed {p} ({fraction}); rerolls on average {rerolls}; basic dice on average {basic}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="389"/>
        <source>%n more for the next level</source>
        <translation>
            <numerusform>%n more for the next level</numerusform>
            <numerusform>%n more for the next level</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="411"/>
        <source>Russian names printed in the rulebook: %n</source>
        <translation>
            <numerusform>Russian names printed in the rulebook: %n</numerusform>
            <numerusform>Russian names printed in the rulebook: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="412"/>
        <source>Russian names translated by the project: %n</source>
        <translation>
            <numerusform>Russian names translated by the project: %n</numerusform>
            <numerusform>Russian names translated by the project: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="427"/>
        <source>Opening hand of %n card(s)</source>
        <translation>
            <numerusform>Opening hand of %n card</numerusform>
            <numerusform>Opening hand of %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/messages.py" line="427"/>
        <source>deck of %n card(s)</source>
        <translation>
            <numerusform>deck of %n card</numerusform>
            <numerusform>deck of %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="103"/>
        <source>His army: {army} (%n tokens)</source>
        <translation>
            <numerusform>His army: {army} (%n token)</numerusform>
            <numerusform>His army: {army} (%n tokens)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="105"/>
        <source>His deck: {basic} basic actions of a hero nobody plays, the spells {spells} and {wounds} wounds (%n cards)</source>
        <translation>
            <numerusform>His deck: {basic} basic actions of a hero nobody plays, the spells {spells} and {wounds} wounds (%n card)</numerusform>
            <numerusform>His deck: {basic} basic actions of a hero nobody plays, the spells {spells} and {wounds} wounds (%n cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="109"/>
        <source>Wavering units: %n marked offer slot(s)</source>
        <translation>
            <numerusform>Wavering units: %n marked offer slot</numerusform>
            <numerusform>Wavering units: %n marked offer slots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="128"/>
        <source>Battle with Volkare, level {level}: {army} (%n tokens)</source>
        <translation>
            <numerusform>Battle with Volkare, level {level}: {army} (%n token)</numerusform>
            <numerusform>Battle with Volkare, level {level}: {army} (%n tokens)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="142"/>
        <source>Or retreat without a battle: %n wound(s) to the hand.</source>
        <translation>
            <numerusform>Or retreat without a battle: %n wound to the hand.</numerusform>
            <numerusform>Or retreat without a battle: %n wounds to the hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="144"/>
        <source>If he loses at least %n tokens before his next turn, he skips it.</source>
        <translation>
            <numerusform>If he loses at least %n token before his next turn, he skips it.</numerusform>
            <numerusform>If he loses at least %n tokens before his next turn, he skips it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="147"/>
        <source>Defending the city, he is held off if he loses at least %n tokens.</source>
        <translation>
            <numerusform>Defending the city, he is held off if he loses at least %n token.</numerusform>
            <numerusform>Defending the city, he is held off if he loses at least %n tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="160"/>
        <source>rage: he moves %n step(s)</source>
        <translation>
            <numerusform>rage: he moves %n step</numerusform>
            <numerusform>rage: he moves %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="169"/>
        <source>he moves %n step(s)</source>
        <translation>
            <numerusform>he moves %n step</numerusform>
            <numerusform>he moves %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="171"/>
        <source>Turn {turn}: {what}; %n step(s) to go</source>
        <translation>
            <numerusform>Turn {turn}: {what}; %n step to go</numerusform>
            <numerusform>Turn {turn}: {what}; %n steps to go</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="178"/>
        <source>Volkare: the deck of {hero}, %n cards; {goal} is {distance} step(s) away</source>
        <translation>
            <numerusform>Volkare: the deck of {hero}, %n card; {goal} is {distance} step(s) away</numerusform>
            <numerusform>Volkare: the deck of {hero}, %n cards; {goal} is {distance} step(s) away</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="192"/>
        <source>He has not reached {goal} after %n round(s).</source>
        <translation>
            <numerusform>He has not reached {goal} after %n round.</numerusform>
            <numerusform>He has not reached {goal} after %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/volkare_messages.py" line="200"/>
        <source>Over %n games, he arrives:</source>
        <translation>
            <numerusform>Over %n game, he arrives:</numerusform>
            <numerusform>Over %n games, he arrives:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/games/mageknight/tracker_messages.py" line="39"/>
        <source>the game is over: all %n rounds are played</source>
        <translation>
            <numerusform>the game is over: %n round is played</numerusform>
            <numerusform>the game is over: all %n rounds are played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/main_window.py" line="277"/>
        <source>Library: %n card(s)</source>
        <translation>
            <numerusform>Library: %n card</numerusform>
            <numerusform>Library: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/window/main_window.py" line="561"/>
        <source>%n page(s) written to {file}</source>
        <translation>
            <numerusform>%n page written to {file}</numerusform>
            <numerusform>%n pages written to {file}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchupReport</name>
    <message numerus="yes">
        <location filename="../spellforge/sim/matchup/text.py" line="196"/>
        <source>{book} against {gauntlet}: %n game(s) per opponent, seed {seed}</source>
        <translation>
            <numerusform>{book} against {gauntlet}: %n game per opponent, seed {seed}</numerusform>
            <numerusform>{book} against {gauntlet}: %n games per opponent, seed {seed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/matchup/text.py" line="223"/>
        <source>Score of the row&apos;s book against the column&apos;s book, %n game(s) per pair</source>
        <translation>
            <numerusform>Score of the row&apos;s book against the column&apos;s book, %n game per pair</numerusform>
            <numerusform>Score of the row&apos;s book against the column&apos;s book, %n games per pair</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/matchup/text.py" line="104"/>
        <source>{a} against {b}: %n game(s), seed {seed}</source>
        <translation>
            <numerusform>{a} against {b}: %n game, seed {seed}</numerusform>
            <numerusform>{a} against {b}: %n games, seed {seed}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchupTableWindow</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="265"/>
        <source>Preparing %n book(s)…</source>
        <translation>
            <numerusform>Preparing %n book…</numerusform>
            <numerusform>Preparing %n books…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="295"/>
        <source>Cancelled: %n pair(s) of {total} played in full; the others stay empty.</source>
        <translation>
            <numerusform>Cancelled: %n pair of {total} played in full; the others stay empty.</numerusform>
            <numerusform>Cancelled: %n pairs of {total} played in full; the others stay empty.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="299"/>
        <source>%n pair(s) played.</source>
        <translation>
            <numerusform>%n pair played.</numerusform>
            <numerusform>%n pairs played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup_table.py" line="329"/>
        <source>{a} against {b}: A&apos;s score {score} (95 % interval {lo}–{hi} %), wins – losses – draws {w} – {l} – {d}, %n game(s)</source>
        <translation>
            <numerusform>{a} against {b}: A&apos;s score {score} (95 % interval {lo}–{hi} %), wins – losses – draws {w} – {l} – {d}, %n game</numerusform>
            <numerusform>{a} against {b}: A&apos;s score {score} (95 % interval {lo}–{hi} %), wins – losses – draws {w} – {l} – {d}, %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchupWindow</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup.py" line="311"/>
        <source>Preparing %n book(s)…</source>
        <translation>
            <numerusform>Preparing %n book…</numerusform>
            <numerusform>Preparing %n books…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup.py" line="346"/>
        <source>Cancelled after %n game(s): the table shows the games played (an opponent with fewer games than asked was cut short).</source>
        <translation>
            <numerusform>Cancelled after %n game: the table shows the games played (an opponent with fewer games than asked was cut short).</numerusform>
            <numerusform>Cancelled after %n games: the table shows the games played (an opponent with fewer games than asked was cut short).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/playtest/matchup.py" line="349"/>
        <source>%n game(s) played.</source>
        <translation>
            <numerusform>%n game played.</numerusform>
            <numerusform>%n games played.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NamesImportReport</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/cards/names.py" line="178"/>
        <source>%n name(s) stored.</source>
        <translation>
            <numerusform>%n name stored.</numerusform>
            <numerusform>%n names stored.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/cards/names.py" line="179"/>
        <source>%n unchanged.</source>
        <translation>
            <numerusform>%n unchanged.</numerusform>
            <numerusform>%n unchanged.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/cards/names.py" line="180"/>
        <source>%n line(s) with errors.</source>
        <translation>
            <numerusform>%n line with errors.</numerusform>
            <numerusform>%n lines with errors.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaytestWindow</name>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="139"/>
        <source>%n damage</source>
        <translation>
            <numerusform>%n damage</numerusform>
            <numerusform>%n damage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="141"/>
        <source>%n attack dice</source>
        <translation>
            <numerusform>%n attack die</numerusform>
            <numerusform>%n attack dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="143"/>
        <source>%n mana</source>
        <translation>
            <numerusform>%n mana</numerusform>
            <numerusform>%n mana</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="145"/>
        <source>%n Life</source>
        <translation>
            <numerusform>%n Life</numerusform>
            <numerusform>%n Life</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="147"/>
        <source>%n Burn token(s)</source>
        <translation>
            <numerusform>%n Burn token</numerusform>
            <numerusform>%n Burn tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/sim/report/game_log.py" line="148"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShoppingPanel</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/shopping.py" line="176"/>
        <source>Missing %n card(s)</source>
        <translation>
            <numerusform>Missing %n card</numerusform>
            <numerusform>Missing %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/shopping.py" line="176"/>
        <source>(%n copies)</source>
        <translation>
            <numerusform>(%n copy)</numerusform>
            <numerusform>(%n copies)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/shopping.py" line="181"/>
        <source>%n card(s) are in no known product.</source>
        <translation>
            <numerusform>%n card is in no known product.</numerusform>
            <numerusform>%n cards are in no known product.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/collection/shopping.py" line="183"/>
        <source>%n card(s) are also needed by assembled spellbooks.</source>
        <translation>
            <numerusform>%n card is also needed by assembled spellbooks.</numerusform>
            <numerusform>%n cards are also needed by assembled spellbooks.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpellbookEditor</name>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/editor.py" line="331"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/editor.py" line="344"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/ui/editor/editor.py" line="363"/>
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Problems (%n)</numerusform>
            <numerusform>Problems (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message numerus="yes">
        <location filename="../spellforge/rules/messages.py" line="163"/>
        <source>%n spell point(s)</source>
        <translation>
            <numerusform>%n spell point</numerusform>
            <numerusform>%n spell points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../spellforge/rules/messages.py" line="169"/>
        <source>%n copies</source>
        <translation>
            <numerusform>%n copy</numerusform>
            <numerusform>%n copies</numerusform>
        </translation>
    </message>
</context>
</TS>
