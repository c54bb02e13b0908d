// Script safety against the real HBase shell (scripts/hbase): random legal names full of what
// Ruby treats specially (tests/hostilenames.h, the corpus tst_scriptsafety gives the shell
// stand-in) and a table of payloads that would write a canary file if any of it ran, as names,
// split keys, METADATA and CONFIGURATION keys and values, descriptions, the project's and the
// script's names. The script must run with status 0, the canary must never appear, and every
// table HBase then holds must equal the design byte for byte. The stand-in, run on the same
// script, must record exactly what HBase holds: that is what keeps it honest as the fast check.
// Names the designer refuses must be refused by HBase's own create too, and the names where the
// designer knowingly differs (docs/hbase-reference.md §4.6) must still differ as documented.
#include "hbasedesigns.h"
#include "hostilenames.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace HBaseDesigns;
using namespace HostileNames;

namespace {

// Each payload writes CANARY (or runs touch) in the shell's working folder if Ruby ever
// evaluates it; none holds a character a family name may not (: \ / or a control byte).
const QStringList kPayloads = {
    QStringLiteral("#{File.write('CANARY','1')}"),
    QStringLiteral("`touch CANARY`"),
    QStringLiteral("'; File.write('CANARY','2'); '"),
    QStringLiteral("\"; File.write(\"CANARY\",\"3\"); \""),
    QStringLiteral("%x(touch CANARY)"),
    QStringLiteral("#{system('touch CANARY')}"),
    QStringLiteral("$(touch CANARY)"),
    QStringLiteral("'}; File.write('CANARY','4'); {'"),
    QStringLiteral("\u4e2d'#{`touch CANARY`}'\u6587"),
};

QString lines(const QString &payload)
{
    return QStringLiteral("one\n") + payload +
           QStringLiteral("\r\nFile.write('CANARY','5')\u2028") + payload;
}

// A table whose every string the exporter writes carries a payload, in namespace `ns`.
Table payloadTable(const QString &ns, Expected *expected)
{
    Table t;
    t.namespaceName = ns;
    t.name = QStringLiteral("payloads");
    t.description = lines(kPayloads[0]);
    t.rowKey = RowKeyNotation::parse(QStringLiteral("[id]")).key;
    const QByteArray table = hex(t.qualifiedName().toUtf8());
    for (int i = 0; i < kPayloads.size(); ++i) {
        ColumnFamily f;
        f.name = kPayloads[i];
        f.description = lines(kPayloads[i]);
        f.otherAttributes[kPayloads[(i + 1) % kPayloads.size()]] = kPayloads[i];
        // describe prints CONFIGURATION values as they are: a line break in one could not be
        // told from the shell's own (docs/hbase-reference.md §5.7).
        f.otherAttributes[QStringLiteral("CONFIGURATION:") + kPayloads[i]] = kPayloads[i];
        t.families.append(f);
        expected->families[table].append(hex(f.name.toUtf8()));
    }
    t.otherAttributes[QStringLiteral("HBD_") + kPayloads[1]] = lines(kPayloads[2]);
    t.otherAttributes[QStringLiteral("HBD.") + kPayloads[3]] = kPayloads[4];
    // A table's CONFIGURATION is kept among its values (docs/hbase-reference.md §5.12), which
    // describe prints as METADATA through toStringBinary: a line break in one reads back.
    t.otherAttributes[QStringLiteral("CONFIGURATION:HBD.") + kPayloads[5]] = lines(kPayloads[6]);
    QList<QByteArray> keys;
    for (const QString &p : kPayloads)
        keys.append(p.toUtf8());
    keys.append(QByteArray("\\x41\\") + "\n`touch CANARY`\n");
    keys.append(QByteArray("\xff\x00'\\", 4));
    std::sort(keys.begin(), keys.end(), Bytes::lessThan);
    for (const QByteArray &k : keys)
        expected->splits[table].append(hex(k));
    t.splits.kind = SplitKind::Explicit;
    t.splits.keys = keys;
    return t;
}

// The shell's working folder and every other place a relative path could land.
QStringList canaries(const QString &work)
{
    QStringList found;
    for (const QString &folder :
         {work, HBaseInstance::runFolder(), TestUtil::sourcePath({}), QDir::currentPath()}) {
        if (QFileInfo::exists(QDir(folder).filePath(QStringLiteral("CANARY"))))
            found.append(QDir(folder).filePath(QStringLiteral("CANARY")));
    }
    return found;
}

// What HBase holds, in the stand-in's terms: namespaces, each table's families and split keys.
Expected held(const HBaseInstance::Endpoints &e, const Project &project, QString *error)
{
    Expected out;
    const QJsonArray namespaces =
        QJsonDocument::fromJson(HBaseInstance::get(e, QStringLiteral("/namespaces")).body)
            .object()
            .value(u"Namespace")
            .toArray();
    for (const QJsonValue &ns : namespaces) {
        if (ns.toString() != u"default" && ns.toString() != u"hbase")
            out.namespaces.insert(hex(ns.toString().toUtf8()));
    }
    for (const Table &t : project.tables) {
        const QByteArray table = hex(t.qualifiedName().toUtf8());
        const HBaseInstance::Reply schema = HBaseInstance::get(
            e, HBaseInstance::tablePath(t.fullName()) + QStringLiteral("/schema"));
        for (const QJsonValue &f :
             QJsonDocument::fromJson(schema.body).object().value(u"ColumnSchema").toArray())
            out.families[table].append(hex(f.toObject().value(u"name").toString().toUtf8()));
        for (const QByteArray &k : HBaseInstance::splitKeys(e, t.fullName(), error))
            out.splits[table].append(hex(k));
    }
    return out;
}

enum class Kind { Namespace, Table, Family };

struct NameCase
{
    Kind kind;
    QString name;
    bool designerAccepts;
    bool hbaseAccepts;
};

// Names at the edges of HBase's rules (docs/hbase-reference.md §4). The last column is what the
// real create does, written from HBase's TableName and ColumnFamilyDescriptorBuilder before the
// suite ran; where it differs from the designer's, §4.6 says why.
QList<NameCase> nameCases()
{
    return {
        {Kind::Namespace, QStringLiteral("ns_1"), true, true},
        {Kind::Namespace, QStringLiteral("my-ns"), false, false},
        {Kind::Namespace, QStringLiteral("a.b"), false, false},
        {Kind::Namespace, QStringLiteral("a b"), false, false},
        {Kind::Namespace, QStringLiteral("z\u00fcrich"), true, true},
        {Kind::Namespace, QStringLiteral("\u65e5\u5fd7"), true, true},
        {Kind::Namespace, QStringLiteral("n\U00020000"), false, false},
        {Kind::Table, QStringLiteral("t-1.x_2"), true, true},
        {Kind::Table, QStringLiteral(".t"), false, false},
        {Kind::Table, QStringLiteral("-t"), false, false},
        {Kind::Table, QStringLiteral("it's"), false, false},
        {Kind::Table, QStringLiteral("a b"), false, false},
        {Kind::Table, QStringLiteral("t#{x}"), false, false},
        {Kind::Table, QStringLiteral("t\u0663"), true, true},
        {Kind::Table, QStringLiteral("t\U0001D400"), false, false},
        // §4.6: Other_Alphabetic marks and circled letters pass Java's isAlphabetic.
        {Kind::Table, QStringLiteral("\u0915\u093f"), false, true},
        {Kind::Table, QStringLiteral("t\u24b6"), false, true},
        {Kind::Family, QStringLiteral("-f"), true, true},
        {Kind::Family, QStringLiteral("f.g"), true, true},
        {Kind::Family, QStringLiteral("it's #{x} `y`"), true, true},
        {Kind::Family, QStringLiteral("f\U0001D400"), true, true},
        {Kind::Family, QStringLiteral(".f"), false, false},
        {Kind::Family, QStringLiteral("a:b"), false, false},
        {Kind::Family, QStringLiteral("a\\b"), false, false},
        {Kind::Family, QStringLiteral("a/b"), false, false},
        {Kind::Family, QStringLiteral("a\tb"), false, false},
        {Kind::Family, QStringLiteral("a\u007f"), false, false},
        {Kind::Family, QStringLiteral("recovered.edits"), false, false},
        {Kind::Family, QString(128, u'f'), false, false},
    };
}

Names::Check designerCheck(const NameCase &c)
{
    switch (c.kind) {
    case Kind::Namespace:
        return Names::checkNamespace(c.name);
    case Kind::Table:
        return Names::checkTableQualifier(c.name);
    case Kind::Family:
        break;
    }
    return Names::checkFamily(c.name);
}

// The real shell statement that creates what the case names, in a begin/rescue that prints
// "HBDN i ok" or "HBDN i refused: why".
QByteArray attempt(int i, const NameCase &c)
{
    const QByteArray name = RubyLiteral::quoted(c.name).toUtf8();
    QByteArray statement;
    switch (c.kind) {
    case Kind::Namespace:
        statement = "create_namespace " + name;
        break;
    case Kind::Table:
        statement = "create " + name + ", 'f'";
        break;
    case Kind::Family:
        statement = "create 'hbd_family_" + QByteArray::number(i) + "', " + name;
        break;
    }
    const QByteArray n = QByteArray::number(i);
    return "begin; " + statement + "; puts \"\\nHBDN " + n + " ok\"; rescue Exception => e; puts " +
           "\"\\nHBDN " + n + " refused: #{e.message.lines.first}\"; end\n";
}

} // namespace

class TestHBaseNames : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void hostileNamesArriveByteForByte_data();
    void hostileNamesArriveByteForByte();
    void hbaseRefusesWhatTheDesignerRefuses();

private:
    HBaseInstance::Endpoints m_hbase;
};

void TestHBaseNames::initTestCase()
{
    HBD_REQUIRE_HBASE(hbase);
    m_hbase = hbase;
}

void TestHBaseNames::hostileNamesArriveByteForByte_data()
{
    addDialectRows(m_hbase.line);
}

void TestHBaseNames::hostileNamesArriveByteForByte()
{
    QFETCH(int, dialect);
    Expected expected;
    Project project = randomProject(11, 30, 8, &expected);
    project.name = lines(kPayloads[5]);
    project.tables.append(payloadTable(project.namespaces.first().name, &expected));

    QTemporaryDir work;
    QVERIFY(work.isValid());
    Design design;
    const QString name = QStringLiteral("create\n`touch CANARY`\n#{File.write('CANARY','6')}");
    QVERIFY2(exportDesign(name, work.path(), project, HBaseVersion(dialect), &design),
             qPrintable(design.exported.errors.join(u'\n')));
    const HBaseInstance::ShellRun run =
        HBaseInstance::shellScript(work.path(), QStringLiteral("batch.rb"), batch({design}));
    QVERIFY2(canaries(work.path()).isEmpty(), qPrintable(canaries(work.path()).join(u' ')));
    QVERIFY2(run.status == 0 && HBaseInstance::lastTag(run.out) == "END",
             qPrintable(QStringLiteral("status %1 after '%2':\n%3")
                            .arg(run.status)
                            .arg(QString::fromUtf8(HBaseInstance::lastTag(run.out)),
                                 QString::fromUtf8(run.out.right(3000)))));

    QStringList problems;
    for (const Table &t : project.tables)
        problems.append(heldAsDesigned(m_hbase, run.out, t, design));
    for (const QString &p : problems)
        qWarning("%s", qPrintable(p)); // whole: a failure's message is cut short
    QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0)));
    QString error;
    const Expected hbase = held(m_hbase, project, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    // HBase keeps a table's families in byte order of their names; the design in its own.
    const auto sorted = [](QMap<QByteArray, QList<QByteArray>> families) {
        for (QList<QByteArray> &list : families)
            std::sort(list.begin(), list.end());
        return families;
    };
    QCOMPARE(hbase.namespaces, expected.namespaces);
    QCOMPARE(hbase.families, sorted(expected.families));
    QCOMPARE(hbase.splits, expected.splits);

    // The stand-in records of the same create script exactly what HBase holds.
    const QString jruby = QStringLiteral(HBD_JRUBY);
    if (jruby.isEmpty())
        QSKIP("jruby is not installed (scripts/test installs it): the stand-in was not compared");
    const StandInLog log = runStandIn(jruby, work.path(), design.exported.script);
    QVERIFY2(log.error.isEmpty(), qPrintable(log.error));
    QVERIFY2(log.unexpected.isEmpty(), qPrintable(log.unexpected.join(u'\n')));
    QVERIFY(canaries(work.path()).isEmpty());
    QCOMPARE(log.got.namespaces, hbase.namespaces);
    QCOMPARE(sorted(log.got.families), hbase.families);
    QCOMPARE(log.got.splits, hbase.splits);
    qInfo("%d tables, %d stand-in calls agree with HBase", int(project.tables.size()), log.calls);
}

void TestHBaseNames::hbaseRefusesWhatTheDesignerRefuses()
{
    const QList<NameCase> cases = nameCases();
    QByteArray script = resetStatements();
    for (int i = 0; i < cases.size(); ++i)
        script += attempt(i, cases[i]);
    script += HBaseInstance::marker(QStringLiteral("END"));
    script += "exit\n";
    QTemporaryDir work;
    QVERIFY(work.isValid());
    const HBaseInstance::ShellRun run =
        HBaseInstance::shellScript(work.path(), QStringLiteral("names.rb"), script);
    QVERIFY2(run.status == 0 && HBaseInstance::lastTag(run.out) == "END",
             qPrintable(QString::fromUtf8(run.out.right(3000))));

    static const QRegularExpression verdict(QStringLiteral("^HBDN (\\d+) (ok|refused: .*)$"),
                                            QRegularExpression::MultilineOption);
    QMap<int, QString> hbase;
    for (auto m = verdict.globalMatch(QString::fromUtf8(run.out)); m.hasNext();) {
        const QRegularExpressionMatch one = m.next();
        hbase[one.captured(1).toInt()] = one.captured(2);
    }
    QStringList problems;
    for (int i = 0; i < cases.size(); ++i) {
        const NameCase &c = cases[i];
        const Names::Check designer = designerCheck(c);
        const QString shown = Names::printable(c.name);
        if (!hbase.contains(i)) {
            problems.append(QStringLiteral("'%1': the shell printed no verdict").arg(shown));
            continue;
        }
        const bool accepted = hbase[i] == u"ok";
        if (accepted != c.hbaseAccepts)
            problems.append(QStringLiteral("'%1': HBase %2, the suite expected otherwise (%3)")
                                .arg(shown, accepted ? u"accepts" : u"refuses", hbase[i]));
        if (designer.ok() != c.designerAccepts)
            problems.append(
                QStringLiteral("'%1': the designer %2 it (%3)")
                    .arg(shown, designer.ok() ? u"accepts" : u"refuses", designer.error));
        // A refusal always says why, and names the place.
        if (!designer.ok() && designer.error.isEmpty())
            problems.append(QStringLiteral("'%1': refused without a reason").arg(shown));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestHBaseNames)
#include "tst_hbasenames.moc"
