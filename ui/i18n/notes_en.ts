<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="0" />
        <source>Notiz …</source>
        <translation>Note …</translation>
    </message>
</context>
<context>
    <name>NoteDialog</name>
    <message>
        <location filename="../dialogs/note.py" line="0" />
        <source>Notiz</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../dialogs/note.py" line="0" />
        <source>z. B. Absprache, Versprechen, Einwand …</source>
        <translation>e.g. a deal, a promise, an objection …</translation>
    </message>
    <message>
        <location filename="../dialogs/note.py" line="0" />
        <source>die Partie als Ganzes</source>
        <translation>the game as a whole</translation>
    </message>
    <message>
        <location filename="../dialogs/note.py" line="0" />
        <source>zu Eintrag</source>
        <translation>on entry</translation>
    </message>
</context>
</TS>
