// Import of what people actually paste and write (docs/cli.md#import): a describe output whose
// line ends were lost, every error of an input found at once (reading goes on after the first),
// and the comments of a script kept as descriptions.
#include "model/import/importer.h"
#include "testutil.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace {

Importer::Result importText(const QByteArray &text, const QString &name = QStringLiteral("in.txt"),
                            Importer::Format format = Importer::Format::Auto)
{
    return Importer::run({{name, text}}, format);
}

QStringList places(const QList<ImportMessage> &messages)
{
    QStringList out;
    for (const ImportMessage &m : messages)
        out.append(m.place());
    return out;
}

QString seedPath()
{
    return TestUtil::dataPath(QStringLiteral("import/seed-momo-chat.describe.txt"));
}

} // namespace

class TestImportRecovery : public QObject
{
    Q_OBJECT

private slots:
    void describeOnOneLineIsReadAsDescribe_data();
    void describeOnOneLineIsReadAsDescribe();
    void everyErrorOfAScriptIsReported();
    void aMalformedSchemaStatementIsAnError_data();
    void aMalformedSchemaStatementIsAnError();
    void anUnclosedBraceDoesNotSwallowTheRest_data();
    void anUnclosedBraceDoesNotSwallowTheRest();
    void everyErrorOfADescribeIsReported();
    void everyInputIsReadAfterOneFails();
    void everyErrorWithinOneTableIsReported_data();
    void everyErrorWithinOneTableIsReported();
    void commentsAboveCreateBecomeDescriptions();
};

void TestImportRecovery::describeOnOneLineIsReadAsDescribe_data()
{
    QTest::addColumn<QString>("separator");
    // Pasted into a one-line field: the line ends become blanks, or vanish.
    QTest::newRow("blanks") << QStringLiteral(" ");
    QTest::newRow("nothing") << QString();
}

void TestImportRecovery::describeOnOneLineIsReadAsDescribe()
{
    QFETCH(QString, separator);
    // The chat case study's describe output as printed, its rows 206 columns wide, then flattened.
    QStringList lines;
    for (const QString &line : QString::fromUtf8(TestUtil::readAll(seedPath())).split(u'\n'))
        lines.append(line.trimmed());
    lines += {QStringLiteral("1 row(s)"), QStringLiteral("Took 0.0456 seconds"),
              QStringLiteral("hbase:006:0>")};
    const QByteArray flat = lines.join(separator).toUtf8();
    QVERIFY(!flat.contains('\n'));
    QCOMPARE(Importer::detect(flat), Importer::Format::Describe);
    const Importer::Result r = importText(flat, QStringLiteral("pasted text"));
    QVERIFY2(r.project, qPrintable(places(r.log.errors()).join(u'\n')));
    const Importer::Result printed = importText(TestUtil::readAll(seedPath()));
    QVERIFY(printed.project);
    // The same table as from the output as printed.
    QCOMPARE(r.project->tables.size(), 1);
    QVERIFY(r.project->tables.first() == printed.project->tables.first());
    QCOMPARE(r.project->tables.first().qualifiedName(), QStringLiteral("MOMO_CHAT:MSG"));
    QCOMPARE(r.project->tables.first().families.first().name, QStringLiteral("C1"));
    // And the reader is told why it worked out differently from what was pasted.
    QVERIFY2(places(r.log.warnings())
                     .filter(QStringLiteral("pasted text:1: this describe output has lost its "
                                            "line breaks"))
                     .size() == 1,
             qPrintable(places(r.log.warnings()).join(u'\n')));
}

void TestImportRecovery::everyErrorOfAScriptIsReported()
{
    // Two bad values, and Ruby code between and after them: all four are known at once.
    const Importer::Result r = importText("create 'a', {NAME => 'f', VERSIONS => 'x'}\n"
                                          "puts 'hello'\n"
                                          "create 'b', {NAME => 'g', TTL => 'soon'}\n"
                                          "x = 1\n"
                                          "create 'c', 'h'\n",
                                          QStringLiteral("s.rb"));
    QVERIFY(!r.project);
    const QStringList errors = places(r.log.errors());
    QCOMPARE(errors.size(), 2);
    QVERIFY2(errors[0].startsWith(QStringLiteral("s.rb:1: VERSIONS => 'x'")),
             qPrintable(errors[0]));
    QVERIFY2(errors[1].startsWith(QStringLiteral("s.rb:3: TTL => 'soon'")), qPrintable(errors[1]));
    QCOMPARE(r.log.error()->place(), errors[0]);
    const QStringList warnings = places(r.log.warnings());
    QCOMPARE(warnings.size(), 2);
    QVERIFY2(warnings[0].startsWith(QStringLiteral("s.rb:2: ")), qPrintable(warnings[0]));
    QVERIFY2(warnings[1].startsWith(QStringLiteral("s.rb:4: ")), qPrintable(warnings[1]));
}

void TestImportRecovery::aMalformedSchemaStatementIsAnError_data()
{
    QTest::addColumn<QByteArray>("statement");
    QTest::addColumn<bool>("rubyRefuses"); // `ruby -c` says "syntax error"
    QTest::addColumn<QString>("said");
    QTest::newRow("one } too many") << QByteArray("create 'y', {NAME => 'f', VERSIONS => 3}}")
                                    << true << "a \"}\" that closes nothing";
    QTest::newRow(") where } belongs") << QByteArray("create 'y', {NAME => 'f', VERSIONS => 3)")
                                       << true << "a \")\" where \"}\" belongs";
    QTest::newRow("] where } belongs")
        << QByteArray("create 'y', {NAME => 'f']") << true << "a \"]\" where \"}\" belongs";
    QTest::newRow("missing comma") << QByteArray("create 'y3' {NAME => 'f'}") << true
                                   << "expected \",\" between two arguments";
    QTest::newRow("a ) closing nothing")
        << QByteArray("alter 'y', {NAME => 'f'})") << true << "a \")\" that closes nothing";
    QTest::newRow("missing comma in a hash")
        << QByteArray("create 'y', {NAME => 'f' VERSIONS => 3}") << true
        << "expected \",\" between two entries";
    // Ruby that runs, but not as plain values: the table cannot be known either.
    QTest::newRow("symbol keys") << QByteArray("create 'y', {NAME: 'f'}") << false
                                 << "the import reads only plain values";
    QTest::newRow("a modifier") << QByteArray("create 'y', 'f' if true") << false
                                << "the import reads only plain values";
    QTest::newRow("interpolation")
        << QByteArray("create \"#{ns}:y\", 'f'") << false << "the import reads only plain values";
}

void TestImportRecovery::aMalformedSchemaStatementIsAnError()
{
    QFETCH(QByteArray, statement);
    QFETCH(bool, rubyRefuses);
    QFETCH(QString, said);
    // A good table before and after: the import still fails, with the statement's line, and its
    // table counts among those with errors (so Compare With does not call it unchanged).
    const Importer::Result r =
        importText("create 'GOOD', 'f'\n" + statement + "\ncreate 'LATER', 'g'\n",
                   QStringLiteral("s.rb"), Importer::Format::Shell);
    QVERIFY(!r.project);
    const QStringList errors = places(r.log.errors());
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors[0].startsWith(QStringLiteral("s.rb:2: ")), qPrintable(errors[0]));
    QVERIFY2(errors[0].contains(said), qPrintable(errors[0]));
    QCOMPARE(errors[0].contains(QStringLiteral("Ruby refuses this")), rubyRefuses);
    if (!statement.contains("#{"))
        QVERIFY(r.log.tablesWithErrors().contains(QStringLiteral("y")) ||
                r.log.tablesWithErrors().contains(QStringLiteral("y3")));

    // Which of them Ruby itself refuses is Ruby's to say, not the reader's.
    const QString ruby = QStandardPaths::findExecutable(QStringLiteral("ruby"));
    if (ruby.isEmpty())
        QSKIP("ruby is not installed: the syntax-error classification was not checked");
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("s.rb"));
    QVERIFY(TestUtil::writeFile(file, statement + '\n'));
    QProcess check;
    check.start(ruby, {QStringLiteral("-c"), file});
    QVERIFY(check.waitForFinished(30000));
    QCOMPARE(check.exitCode() != 0, rubyRefuses);

    // The same mistake in a statement that changes no schema stays a skipped warning.
    QByteArray put = statement;
    put.replace("create", "put").replace("alter", "put");
    const Importer::Result p =
        importText("create 'GOOD', 'f'\n" + put + "\n", QStringLiteral("p.rb"));
    QVERIFY(p.project);
    QVERIFY2(places(p.log.warnings()).filter(QStringLiteral("p.rb:2: put: ")).size() == 1,
             qPrintable(places(p.log.warnings()).join(u'\n')));
}

void TestImportRecovery::anUnclosedBraceDoesNotSwallowTheRest_data()
{
    QTest::addColumn<QByteArray>("script");
    QTest::addColumn<QString>("error");
    // Ruby would refuse the whole script at line 3 (a string after `2` with no comma): the brace
    // is an error, and the statements after it are still read, each for what is wrong with it.
    QTest::newRow("a command on the next line")
        << QByteArray("create 'GOOD', 'f'\n"
                      "create 'T1', {NAME => 'f', VERSIONS => 2\n"
                      "create 'T2', {NAME => 'g', TTL => 'soon'}\n"
                      "creat 'T3', 'h'\n"
                      "create 'T4', {NAME => 'k', VERSONS => 3}\n")
        << QStringLiteral("p.rb:2: the '{' opened in this statement is never closed (before line "
                          "3 starts another command)");
    QTest::newRow("indented, after a comment")
        << QByteArray("create 'GOOD', 'f'\n"
                      "create 'T1', [1, 2,\n"
                      "  3\n"
                      "# the next table\n"
                      "  create 'T2', {NAME => 'g', TTL => 'soon'}\n"
                      "creat 'T3', 'h'\n"
                      "create 'T4', {NAME => 'k', VERSONS => 3}\n")
        << QStringLiteral("p.rb:2: the '[' opened in this statement is never closed (before line "
                          "5 starts another command)");
}

void TestImportRecovery::anUnclosedBraceDoesNotSwallowTheRest()
{
    QFETCH(QByteArray, script);
    QFETCH(QString, error);
    const Importer::Result r = importText(script, QStringLiteral("p.rb"));
    QVERIFY(!r.project); // nothing half-imported
    const QStringList errors = places(r.log.errors());
    QCOMPARE(errors.size(), 3);
    QCOMPARE(errors[0], error);
    QVERIFY(r.log.tablesWithErrors().contains(QStringLiteral("T1"))); // not "read without error"
    // The statement after the brace is read: its own error is found.
    QVERIFY2(errors[1].startsWith(QStringLiteral("p.rb:")) && errors[1].contains(u"TTL"),
             qPrintable(errors[1]));
    // And so are the ones after that: the typo of create is an error (the shell stops at an
    // unknown method, and its table would be lost), the unknown attribute a warning.
    QVERIFY2(errors[2].contains(QStringLiteral("unknown command \"creat\" (create?)")),
             qPrintable(errors[2]));
    const QStringList warnings = places(r.log.warnings());
    QVERIFY2(warnings.filter(QStringLiteral("VERSONS")).size() == 1,
             qPrintable(warnings.join(u'\n')));
}

void TestImportRecovery::everyErrorOfADescribeIsReported()
{
    // A bad family value in the first table, a stray line and a bad one in the second.
    const QByteArray text = "Table a is ENABLED\n"
                            "a\n"
                            "COLUMN FAMILIES DESCRIPTION\n"
                            "{NAME => 'f', VERSIONS => 'x'}\n"
                            "{NAME => 'g'}\n"
                            "Table b is ENABLED\n"
                            "b\n"
                            "COLUMN FAMILIES DESCRIPTION\n"
                            "{NAME => 'h'}\n"
                            "stray text\n"
                            "Table c is ENABLED\n"
                            "c\n"
                            "COLUMN FAMILIES DESCRIPTION\n"
                            "{NAME => 'k', BLOCKSIZE => '99999999999'}\n";
    const Importer::Result r = importText(text, QStringLiteral("d.txt"));
    QVERIFY(!r.project);
    const QStringList errors = places(r.log.errors());
    QCOMPARE(errors.size(), 2);
    QVERIFY2(errors[0].startsWith(QStringLiteral("d.txt:4: ")), qPrintable(errors[0]));
    QVERIFY2(errors[1].startsWith(QStringLiteral("d.txt:14: ")), qPrintable(errors[1]));
    // A number too large for BLOCKSIZE's int says so, not only that a size was expected.
    QVERIFY2(errors[1].contains(QStringLiteral("up to 2147483647")), qPrintable(errors[1]));
    QCOMPARE(places(r.log.warnings()),
             QStringList{QStringLiteral("d.txt:10: not part of a describe output; skipped")});
}

void TestImportRecovery::everyInputIsReadAfterOneFails()
{
    const Importer::Result r =
        Importer::run({{QStringLiteral("one.rb"), "create 'a', {NAME => 'f', VERSIONS => 'x'}\n"},
                       {QStringLiteral("two.rb"), "put 't', 'r', 'f:q', 'v'\ncreate 'b'\n"}});
    QVERIFY(!r.project);
    QCOMPARE(r.log.errors().size(), 1);
    QVERIFY(r.log.error()->place().startsWith(QStringLiteral("one.rb:1: ")));
    const QStringList warnings = places(r.log.warnings());
    QVERIFY2(warnings.filter(QStringLiteral("two.rb:1: ")).size() == 1,
             qPrintable(warnings.join(u'\n')));
    QVERIFY2(warnings.filter(QStringLiteral("two.rb:2: ")).size() == 1,
             qPrintable(warnings.join(u'\n')));
}

// Found in a trial: only the first bad value of a table was reported. Every bad value of every
// family and of the table itself is, in each format, and the table read without error is named
// apart from the one with errors.
void TestImportRecovery::everyErrorWithinOneTableIsReported_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QList<int>>("lines");
    QTest::newRow("script") << QByteArray("create 'good', 'f'\n"
                                          "create 'bad',\n"
                                          "  {NAME => 'f', VERSIONS => 'x', TTL => 'soon'},\n"
                                          "  {NAME => 'g', BLOCKSIZE => 'big'},\n"
                                          "  {MAX_FILESIZE => 'huge', SPLITS => 'k'}\n"
                                          "alter 'bad', {NAME => 'f', IN_MEMORY => 'maybe'},\n"
                                          "  {READONLY => 'perhaps'}\n")
                            << QList<int>{3, 3, 4, 5, 5, 6, 7};
    QTest::newRow("describe") << QByteArray("Table good is ENABLED\n"
                                            "good\n"
                                            "COLUMN FAMILIES DESCRIPTION\n"
                                            "{NAME => 'f'}\n"
                                            "Table bad is ENABLED\n"
                                            "bad, {TABLE_ATTRIBUTES => {READONLY => 'perhaps'}}\n"
                                            "COLUMN FAMILIES DESCRIPTION\n"
                                            "{NAME => 'f', VERSIONS => 'x', TTL => 'soon'}\n"
                                            "{NAME => 'g', BLOCKSIZE => 'big'}\n")
                              << QList<int>{6, 8, 8, 9};
    QTest::newRow("rest") << QByteArray(
                                 "[{\"name\": \"good\", \"ColumnSchema\": [{\"name\": \"f\"}]},\n"
                                 " {\"name\": \"bad\",\n"
                                 "  \"READONLY\": \"perhaps\",\n"
                                 "  \"ColumnSchema\": [{\"name\": \"f\",\n"
                                 "    \"VERSIONS\": \"x\"},\n"
                                 "   {\"name\": \"g\", \"BLOCKSIZE\": \"big\"}]}]\n")
                          << QList<int>{3, 5, 6};
}

void TestImportRecovery::everyErrorWithinOneTableIsReported()
{
    QFETCH(QByteArray, text);
    QFETCH(QList<int>, lines);
    const Importer::Result r = importText(text, QStringLiteral("in.txt"));
    QVERIFY(!r.project);
    QList<int> found;
    for (const ImportMessage &e : r.log.errors())
        found.append(e.line);
    std::sort(found.begin(), found.end());
    QVERIFY2(found == lines, qPrintable(places(r.log.errors()).join(u'\n')));
    QCOMPARE(r.tables, (QStringList{QStringLiteral("good"), QStringLiteral("bad")}));
    QCOMPARE(r.log.tablesWithErrors(), QStringList{QStringLiteral("bad")});
}

void TestImportRecovery::commentsAboveCreateBecomeDescriptions()
{
    const Importer::Result r = importText("# The header of the file.\n"
                                          "\n"
                                          "# Messages by conversation,\n"
                                          "#   newest first.\n"
                                          "create 'chat:msg',\n"
                                          "  # The message body.\n"
                                          "  {NAME => 'm'},\n"
                                          "  {NAME => 'x'}\n"
                                          "\n"
                                          "# Not above anything.\n"
                                          "\n"
                                          "create 'chat:plain', 'f'\n",
                                          QStringLiteral("c.rb"));
    QVERIFY2(r.project, qPrintable(places(r.log.errors()).join(u'\n')));
    const Table *msg = r.project->findTable(QStringLiteral("chat:msg"));
    QVERIFY(msg);
    QCOMPARE(msg->description, QStringLiteral("Messages by conversation, newest first."));
    // A comment line inside the statement does not end it.
    QVERIFY(msg->family(QStringLiteral("m")) && msg->family(QStringLiteral("x")));
    QCOMPARE(msg->family(QStringLiteral("m"))->description, QStringLiteral("The message body."));
    QCOMPARE(msg->family(QStringLiteral("x"))->description, QString());
    QVERIFY(r.project->findTable(QStringLiteral("chat:plain")));
    // A comment with a blank line under it belongs to no statement.
    QCOMPARE(r.project->findTable(QStringLiteral("chat:plain"))->description, QString());
}

QTEST_MAIN(TestImportRecovery)
#include "tst_importrecovery.moc"
