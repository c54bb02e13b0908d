// A table's coprocessors through import and export (docs/hbase-reference.md §5.13): describe
// prints them as bare keys `coprocessor$N`; a script adds one with `alter 't', METHOD =>
// 'table_att', 'coprocessor' => '...'`, which the shell stores as the next `coprocessor$N`; HBase
// loads only the values whose key matches `^coprocessor\$([0-9]+)$` (CP_HTD_ATTR_KEY_PATTERN),
// so the export writes them back under such keys.
#include "model/export/scriptexporter.h"
#include "model/import/importer.h"

#include <QRegularExpression>
#include <QTest>

namespace {

const QString kAggregate =
    QStringLiteral("|org.apache.hadoop.hbase.coprocessor.AggregateImplementation|1073741823|");

Importer::Result importText(const QByteArray &text, const QString &name)
{
    return Importer::run({{name, text}});
}

QStringList places(const QList<ImportMessage> &messages)
{
    QStringList out;
    for (const ImportMessage &m : messages)
        out.append(m.place());
    return out;
}

// HTableDescriptor / TableDescriptorBuilder: CP_HTD_ATTR_KEY_PATTERN, case ignored.
const QRegularExpression kLoadedKey(QStringLiteral("^coprocessor\\$([0-9]+)$"),
                                    QRegularExpression::CaseInsensitiveOption);

// The table values of the exported script's create that HBase would load as coprocessors.
QStringList loadedCoprocessors(const QByteArray &script)
{
    static const QRegularExpression entry(QStringLiteral("'([^']*)' => '([^']*)'"));
    QStringList out;
    for (auto it = entry.globalMatch(QString::fromUtf8(script)); it.hasNext();) {
        const auto m = it.next();
        if (kLoadedKey.match(m.captured(1)).hasMatch())
            out.append(m.captured(1) + QStringLiteral(" = ") + m.captured(2));
    }
    return out;
}

} // namespace

class TestImportCoprocessor : public QObject
{
    Q_OBJECT

private slots:
    void describeWithACoprocessorIsRead();
    void aScriptsCoprocessorIsNumberedAsTheShellDoes();
    void aBadOrRepeatedCoprocessorIsAnError();
};

void TestImportCoprocessor::describeWithACoprocessorIsRead()
{
    // As an HBase 2.x shell prints it (TableDescriptorBuilder.toStringTableAttributes).
    const QByteArray text =
        "hbase:001:0> describe 't1'\n"
        "Table t1 is ENABLED\n"
        "t1, {TABLE_ATTRIBUTES => {coprocessor$1 => '" +
        kAggregate.toUtf8() +
        "'}}\n"
        "COLUMN FAMILIES DESCRIPTION\n"
        "{NAME => 'f', VERSIONS => '1', TTL => 'FOREVER', BLOCKSIZE => '65536 B (64KB)'}\n"
        "1 row(s)\n";
    const Importer::Result r = importText(text, QStringLiteral("d.txt"));
    QVERIFY2(r.project, qPrintable(places(r.log.errors()).join(u'\n')));
    QCOMPARE(places(r.log.warnings()), QStringList());
    const Table &t = r.project->tables.at(0);
    QCOMPARE(t.otherAttributes.value(QStringLiteral("coprocessor$1")), kAggregate);

    // Exported under the same key: the recreated table loads it.
    const ExportResult e = exportShellScript(*r.project);
    QVERIFY2(e.ok(), qPrintable(e.errors.join(u'\n')));
    QCOMPARE(loadedCoprocessors(e.script),
             QStringList{QStringLiteral("coprocessor$1 = ") + kAggregate});
    // And read back from the export, it is the same coprocessor.
    const Importer::Result back = importText(e.script, QStringLiteral("create.rb"));
    QVERIFY(back.project);
    QCOMPARE(back.project->tables.at(0).otherAttributes, t.otherAttributes);
}

void TestImportCoprocessor::aScriptsCoprocessorIsNumberedAsTheShellDoes()
{
    // admin.rb's alter with METHOD => 'table_att': each key matching /coprocessor/i goes to
    // addCoprocessorWithSpec, which stores it as coprocessor$ (the largest number + 1).
    const QString other = QStringLiteral("hdfs:///cp.jar|com.example.Observer|1001|arg1=1");
    const QByteArray script = "create 't1', 'f'\n"
                              "alter 't1', METHOD => 'table_att', 'coprocessor' => '" +
                              kAggregate.toUtf8() +
                              "'\n"
                              "alter 't1', METHOD => 'table_att', 'Coprocessor' => ' " +
                              other.toUtf8() + " ', MAX_FILESIZE => 10737418240\n";
    const Importer::Result r = importText(script, QStringLiteral("s.rb"));
    QVERIFY2(r.project, qPrintable(places(r.log.errors()).join(u'\n')));
    QCOMPARE(places(r.log.warnings()), QStringList()); // not an "unknown attribute"
    const Table &t = r.project->tables.at(0);
    QCOMPARE(t.otherAttributes.value(QStringLiteral("coprocessor$1")), kAggregate);
    QCOMPARE(t.otherAttributes.value(QStringLiteral("coprocessor$2")), other); // stripped
    QVERIFY(!t.otherAttributes.contains(QStringLiteral("coprocessor")));
    QCOMPARE(t.attributes.maxFileSize, 10737418240LL); // the hash's other keys still apply

    const ExportResult e = exportShellScript(*r.project);
    QVERIFY(e.ok());
    QCOMPARE(loadedCoprocessors(e.script),
             (QStringList{QStringLiteral("coprocessor$1 = ") + kAggregate,
                          QStringLiteral("coprocessor$2 = ") + other}));
    // No value under a key HBase would keep but never load.
    QVERIFY2(!e.script.contains("'coprocessor' =>"), e.script.constData());
}

void TestImportCoprocessor::aBadOrRepeatedCoprocessorIsAnError()
{
    // addCoprocessorWithSpec refuses a spec without a class and a class already loaded.
    const Importer::Result r =
        importText("create 't1', 'f'\n"
                   "alter 't1', METHOD => 'table_att', 'coprocessor' => 'no bars here'\n"
                   "alter 't1', METHOD => 'table_att', 'coprocessor' => '" +
                       kAggregate.toUtf8() +
                       "'\n"
                       "alter 't1', METHOD => 'table_att', 'coprocessor' => '" +
                       kAggregate.toUtf8() + "'\n",
                   QStringLiteral("s.rb"));
    QVERIFY(!r.project);
    const QStringList errors = places(r.log.errors());
    QCOMPARE(errors.size(), 2);
    QVERIFY2(errors[0].startsWith(QStringLiteral("s.rb:2: coprocessor => 'no bars here'")),
             qPrintable(errors[0]));
    QVERIFY2(errors[1].startsWith(QStringLiteral("s.rb:4: coprocessor "
                                                 "org.apache.hadoop.hbase.coprocessor."
                                                 "AggregateImplementation is already on")),
             qPrintable(errors[1]));
}

QTEST_GUILESS_MAIN(TestImportCoprocessor)
#include "tst_importcoprocessor.moc"
