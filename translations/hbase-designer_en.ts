<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ChangesMarkdown</name>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n change</numerusform>
            <numerusform>%n changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The script (%n line(s)) is too long for a comment: `hbase-designer-cli migrate` writes it.</source>
        <translation>
            <numerusform>The script (%n line) is too long for a comment: `hbase-designer-cli migrate` writes it.</numerusform>
            <numerusform>The script (%n lines) is too long for a comment: `hbase-designer-cli migrate` writes it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more change(s) left out: too many for a comment.</source>
        <translation>
            <numerusform>%n more change left out: too many for a comment.</numerusform>
            <numerusform>%n more changes left out: too many for a comment.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>%1: %n error(s)</source>
        <translation>
            <numerusform>%1: %n error</numerusform>
            <numerusform>%1: %n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n warning(s)</source>
        <translation>
            <numerusform>, %n warning</numerusform>
            <numerusform>, %n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>access pattern &apos;%1&apos;: %2, %n leading segment(s) bound</source>
        <translation>
            <numerusform>access pattern &apos;%1&apos;: %2, %n leading segment bound</numerusform>
            <numerusform>access pattern &apos;%1&apos;: %2, %n leading segments bound</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n scan(s)</source>
        <translation>
            <numerusform>, %n scan</numerusform>
            <numerusform>, %n scans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n suppressed</source>
        <translation>
            <numerusform>, %n suppressed</numerusform>
            <numerusform>, %n suppressed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n change</numerusform>
            <numerusform>%n changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n goal(s) met</source>
        <translation>
            <numerusform>%1 of %n goal met</numerusform>
            <numerusform>%1 of %n goals met</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rows in %n region(s); %2 empty; hottest region %3 with %4 rows; max/mean %5; coefficient of variation %6; in the hottest time window one region takes %7% of the writes</source>
        <translation>
            <numerusform>%1 rows in %n region; %2 empty; hottest region %3 with %4 rows; max/mean %5; coefficient of variation %6; in the hottest time window one region takes %7% of the writes</numerusform>
            <numerusform>%1 rows in %n regions; %2 empty; hottest region %3 with %4 rows; max/mean %5; coefficient of variation %6; in the hottest time window one region takes %7% of the writes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>storage: %1 bytes a row in %n cell(s), %2% of the bytes row keys and %3% family and qualifier names; %4 rows make %5 before compression, %6 in store files and %7 regions as HBase splits them</source>
        <translation>
            <numerusform>storage: %1 bytes a row in %n cell, %2% of the bytes row keys and %3% family and qualifier names; %4 rows make %5 before compression, %6 in store files and %7 regions as HBase splits them</numerusform>
            <numerusform>storage: %1 bytes a row in %n cells, %2% of the bytes row keys and %3% family and qualifier names; %4 rows make %5 before compression, %6 in store files and %7 regions as HBase splits them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClusterBudget</name>
    <message numerus="yes">
        <source>%n table(s) keep their rows with no end date, counted after a year of growth: %1.</source>
        <translation>
            <numerusform>%n table keeps its rows with no end date, counted after a year of growth: %1.</numerusform>
            <numerusform>%n tables keep their rows with no end date, counted after a year of growth: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClusterRules</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiagramPane</name>
    <message numerus="yes">
        <source>Copied %n table(s)</source>
        <translation>
            <numerusform>Copied %n table</numerusform>
            <numerusform>Copied %n tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Table(s)</source>
        <translation>
            <numerusform>Paste %n Table</numerusform>
            <numerusform>Paste %n Tables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiagramScene</name>
    <message numerus="yes">
        <source>Move %n Table(s)</source>
        <translation>
            <numerusform>Move %n Table</numerusform>
            <numerusform>Move %n Tables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportGuard</name>
    <message numerus="yes">
        <source>The design has %n error(s): HBase would refuse it or a rule says it will fail in production. The script can still be exported.</source>
        <translation>
            <numerusform>The design has %n error: HBase would refuse it or a rule says it will fail in production. The script can still be exported.</numerusform>
            <numerusform>The design has %n errors: HBase would refuse it or a rule says it will fail in production. The script can still be exported.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportController</name>
    <message numerus="yes">
        <source>Import %n Table(s)</source>
        <translation>
            <numerusform>Import %n Table</numerusform>
            <numerusform>Import %n Tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 with %n warning(s)</source>
        <translation>
            <numerusform>Imported %1 with %n warning</numerusform>
            <numerusform>Imported %1 with %n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n table(s)</source>
        <translation>
            <numerusform>Imported %n table</numerusform>
            <numerusform>Imported %n tables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message numerus="yes">
        <source>%n table(s) to import: %1.</source>
        <translation>
            <numerusform>%n table to import: %1.</numerusform>
            <numerusform>%n tables to import: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Read with %n warning(s):</source>
        <translation>
            <numerusform>Read with %n warning:</numerusform>
            <numerusform>Read with %n warnings:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing can be imported until %n error(s) are mended:</source>
        <translation>
            <numerusform>Nothing can be imported until %n error is mended:</numerusform>
            <numerusform>Nothing can be imported until %n errors are mended:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeyLayoutFigure</name>
    <message numerus="yes">
        <source>%1   offset %2, %n byte(s), %3</source>
        <translation>
            <numerusform>%1   offset %2, %n byte, %3</numerusform>
            <numerusform>%1   offset %2, %n bytes, %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeyOrderPanel</name>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln key</numerusform>
            <numerusform>%Ln keys</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonCheck</name>
    <message numerus="yes">
        <source>%n region(s)</source>
        <translation>
            <numerusform>%n region</numerusform>
            <numerusform>%n regions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty region(s)</source>
        <translation>
            <numerusform>%n empty region</numerusform>
            <numerusform>%n empty regions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n region(s) at the target size</source>
        <translation>
            <numerusform>%n region at the target size</numerusform>
            <numerusform>%n regions at the target size</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) of %1</source>
        <translation>
            <numerusform>%n finding of %1</numerusform>
            <numerusform>%n findings of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n scan(s)</source>
        <translation>
            <numerusform>%n scan</numerusform>
            <numerusform>%n scans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column family(s)</source>
        <translation>
            <numerusform>%n column family</numerusform>
            <numerusform>%n column families</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suppressed</source>
        <translation>
            <numerusform>%n suppressed</numerusform>
            <numerusform>%n suppressed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MigrationPanel</name>
    <message numerus="yes">
        <source>Compared with %1: %n change(s)</source>
        <translation>
            <numerusform>Compared with %1: %n change</numerusform>
            <numerusform>Compared with %1: %n changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading it gave %n warning(s) (in the tooltip).</source>
        <translation>
            <numerusform>Reading it gave %n warning (in the tooltip).</numerusform>
            <numerusform>Reading it gave %n warnings (in the tooltip).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing written: %n change(s) remove data. Tick Allow data loss to write them.</source>
        <translation>
            <numerusform>Nothing written: %n change removes data. Tick Allow data loss to write it.</numerusform>
            <numerusform>Nothing written: %n changes remove data. Tick Allow data loss to write them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectTreeModel</name>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column family(s)</source>
        <translation>
            <numerusform>%n column family</numerusform>
            <numerusform>%n column families</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n split key(s)</source>
        <translation>
            <numerusform>%n split key</numerusform>
            <numerusform>%n split keys</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PropertyModel</name>
    <message numerus="yes">
        <source>%n key(s)</source>
        <translation>
            <numerusform>%n key</numerusform>
            <numerusform>%n keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attribute(s)</source>
        <translation>
            <numerusform>%n attribute</numerusform>
            <numerusform>%n attributes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportHtml</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>variable (%n in this key)</source>
        <translation>
            <numerusform>variable (%n byte in this key)</numerusform>
            <numerusform>variable (%n bytes in this key)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more …</source>
        <translation>
            <numerusform>… %n more …</numerusform>
            <numerusform>… %n more …</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableCard</name>
    <message numerus="yes">
        <source>+ %n more</source>
        <translation>
            <numerusform>+ %n more</numerusform>
            <numerusform>+ %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n region(s) · explicit keys</source>
        <translation>
            <numerusform>%n region · explicit keys</numerusform>
            <numerusform>%n regions · explicit keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n region(s) · %1</source>
        <translation>
            <numerusform>%n region · %1</numerusform>
            <numerusform>%n regions · %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n region(s) · start/end keys</source>
        <translation>
            <numerusform>%n region · start/end keys</numerusform>
            <numerusform>%n regions · start/end keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n region(s) · one per salt bucket</source>
        <translation>
            <numerusform>%n region · one per salt bucket</numerusform>
            <numerusform>%n regions · one per salt bucket</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n region(s) · from the sample</source>
        <translation>
            <numerusform>%n region · from the sample</numerusform>
            <numerusform>%n regions · from the sample</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableSample</name>
    <message numerus="yes">
        <source>the %n sample row(s) have too few distinct keys for %1 regions</source>
        <translation>
            <numerusform>the %n sample row has too few distinct keys for %1 regions</numerusform>
            <numerusform>the %n sample rows have too few distinct keys for %1 regions</numerusform>
        </translation>
    </message>
</context>
</TS>
