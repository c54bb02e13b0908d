// Every alter/migrate script the migrate pairs produce (tests/migratepairs.h, the pairs
// tst_migrate runs in the shell stand-in), run by the real HBase shell on real tables that hold
// rows, in each dialect the running line is the target of: each pair forward online and back
// offline. All runs share one shell session, each under its own namespace prefix. Afterwards:
// - the tables HBase holds equal the target design (describe, REST schema, regions), a table with
//   a change no command makes (a new row key) as it was, and no other table or namespace is left;
// - a normal scan returns what HBase's rules keep of the rows written before (VERSIONS,
//   MIN_VERSIONS and TTL of the new design), and after a major compaction so does a raw scan;
// - a family loses cells exactly where the diff says the change removes data, and without
//   --allow-data-loss migrate writes no script for such a pair.
#include "hbasedesigns.h"
#include "migratepairs.h"

#include <QDateTime>
#include <QTemporaryDir>
#include <QTest>

using namespace HBaseDesigns;
using namespace MigratePairs;

namespace {

constexpr qint64 kMinute = 60'000;
constexpr qint64 kDay = 86'400'000;

struct Cell
{
    QString table;
    QByteArray family;
    QByteArray row;
    QByteArray qualifier;
    qint64 timestamp = 0;
    QByteArray value;

    bool operator==(const Cell &) const = default;
};
using Cells = QList<Cell>;

// HBase's order within a table: family, row, qualifier, newest first.
void sortCells(Cells &cells)
{
    std::sort(cells.begin(), cells.end(), [](const Cell &a, const Cell &b) {
        if (a.table != b.table)
            return a.table < b.table;
        if (a.family != b.family)
            return Bytes::lessThan(a.family, b.family);
        if (a.row != b.row)
            return Bytes::lessThan(a.row, b.row);
        if (a.qualifier != b.qualifier)
            return Bytes::lessThan(a.qualifier, b.qualifier);
        return a.timestamp > b.timestamp;
    });
}

// The rows written into every family before the migration: keys across the chat tables' regions
// (and the regions "added split keys" splits), each with versions of its own ages.
struct FixtureRow
{
    QByteArray key;
    QList<qint64> ages; // ms before the run started, newest first
};

QList<FixtureRow> fixtureRows()
{
    constexpr qint64 kHour = 60 * kMinute;
    // Eight versions in the first row, more than any family keeps, so that fewer VERSIONS loses
    // some whatever the pair.
    return {{QByteArray("\x00r0", 3),
             {kMinute, kHour, 2 * kHour, 3 * kHour, 4 * kHour, 5 * kHour, 2 * kDay, 10 * kDay}},
            {"3r1", {10 * kDay}},
            {"6r2", {2 * kDay}},
            {"9r3", {kMinute, 10 * kDay}},
            {"cr4", {kMinute, 2 * kDay}},
            {QByteArray("\xff\xfer5", 4), {kMinute, 2 * kDay, 10 * kDay}}};
}

// What a scan of `family` returns of one column's cells (newest first) at `now`, by HBase's
// rules: at most VERSIONS of them, and of those only the ones within TTL unless among the newest
// MIN_VERSIONS (Reference Guide, "Versions", "Time To Live", "Minimum Number of Versions").
Cells visible(const Cells &column, const ColumnFamily &family, qint64 now)
{
    Cells out;
    for (qsizetype i = 0; i < column.size() && i < family.versions; ++i) {
        const bool expired = family.ttlSeconds != FamilyDefaults::kTtlForever &&
                             column[i].timestamp < now - family.ttlSeconds * 1000;
        if (!expired || i < family.minVersions)
            out.append(column[i]);
    }
    return out;
}

// `cells` (sorted) of one family, the visibility rule applied column by column.
Cells visibleCells(const Cells &cells, const ColumnFamily &family, qint64 now)
{
    Cells out;
    for (qsizetype from = 0; from < cells.size();) {
        qsizetype to = from;
        while (to < cells.size() && cells[to].row == cells[from].row &&
               cells[to].qualifier == cells[from].qualifier)
            ++to;
        out += visible(cells.mid(from, to - from), family, now);
        from = to;
    }
    return out;
}

// The cells of `table`, of its `family` only when one is named.
Cells ofTable(const Cells &cells, const QString &table, const QByteArray &family = {})
{
    Cells out;
    for (const Cell &c : cells) {
        if (c.table == table && (family.isEmpty() || c.family == family))
            out.append(c);
    }
    return out;
}

// The design's namespaces and tables under another name each: every run has its own.
Project prefixed(Project p, const QString &prefix)
{
    for (Namespace &ns : p.namespaces)
        ns.name = prefix + ns.name;
    for (Table &t : p.tables) {
        if (t.namespaceName.isEmpty() || t.namespaceName == u"default")
            t.name = prefix + t.name;
        else
            t.namespaceName = prefix + t.namespaceName;
    }
    return p;
}

QByteArray quoted(const QString &text)
{
    return RubyLiteral::quoted(text).toUtf8();
}

QByteArray withoutExit(QByteArray script)
{
    if (script.endsWith("\nexit\n"))
        script.chop(5);
    return script;
}

struct MigrationRun
{
    QString name;
    QString prefix;
    Project before;
    Project after;
    Project expected; // what the cluster holds afterwards
    MigrationScript migration;
    bool offline = false;
    Cells written; // what the fixture wrote, all of it visible under BEFORE

    // Every table the run touches, before or after.
    QStringList tables() const
    {
        QStringList out;
        for (const Project *p : {&before, &expected}) {
            for (const Table &t : p->tables) {
                if (!out.contains(t.fullName()))
                    out.append(t.fullName());
            }
        }
        return out;
    }
};

// The fixture of `table`: every fixture row in every family, the versions BEFORE keeps only.
Cells fixture(const Table &table, qint64 start)
{
    Cells out;
    for (const ColumnFamily &f : table.families) {
        int row = 0;
        for (const FixtureRow &r : fixtureRows()) {
            Cells column;
            for (const qint64 age : r.ages)
                column.append({table.fullName(), f.name.toUtf8(), r.key, "q", start - age,
                               f.name.toUtf8() + "/r" + QByteArray::number(row) + "/-" +
                                   QByteArray::number(age / kMinute) + "min"});
            out += visible(column, f, start);
            ++row;
        }
    }
    sortCells(out);
    return out;
}

QByteArray putStatement(const QString &table, const Cells &cells)
{
    QByteArray out = "hbd_put " + quoted(table) + ", [";
    for (const Cell &c : cells)
        out += "['" + c.family.toHex() + "', '" + c.row.toHex() + "', '" + c.qualifier.toHex() +
               "', " + QByteArray::number(c.timestamp) + ", '" + c.value.toHex() + "'],\n";
    return out + "]\n";
}

QByteArray dumpStatements(const MigrationRun &run, bool raw)
{
    QByteArray out;
    for (const QString &t : run.tables())
        out += "hbd_dump " + quoted(t) + (raw ? ", true\n" : ", false\n");
    return out;
}

// The cells a section of hbd_dump lines lists; `problems` gets what is not a Put. (Which tables
// exist is the LIST section's to say: a missing table's HBDX line lists no cell.)
Cells parseDump(const QByteArray &section, QStringList *problems)
{
    Cells out;
    for (const QByteArray &line : section.split('\n')) {
        const QList<QByteArray> f = line.trimmed().split(' ');
        if (f.size() != 8 || f[0] != "HBDC")
            continue;
        out.append({QString::fromUtf8(f[1]), QByteArray::fromHex(f[2]), QByteArray::fromHex(f[3]),
                    QByteArray::fromHex(f[4]), f[5].toLongLong(), QByteArray::fromHex(f[6])});
        if (f[7] != "Put")
            problems->append(QStringLiteral("a %1 cell in %2")
                                 .arg(QString::fromUtf8(f[7]), QString::fromUtf8(f[1])));
    }
    sortCells(out);
    return out;
}

QString describeCells(const Cells &cells)
{
    QStringList out;
    for (const Cell &c : cells)
        out.append(QStringLiteral("%1 %2 %3 @%4 %5")
                       .arg(c.table, QString::fromUtf8(c.family), Bytes::toStringBinary(c.row))
                       .arg(c.timestamp)
                       .arg(QString::fromUtf8(c.value)));
    return out.join(u'\n');
}

QString cellsDiffer(const QString &what, const Cells &held, const Cells &expected)
{
    return QStringLiteral(
               "%1: HBase returns %2 cells, HBase's rules keep %3\nheld:\n%4\nexpected:\n%5")
        .arg(what)
        .arg(held.size())
        .arg(expected.size())
        .arg(describeCells(held), describeCells(expected));
}

} // namespace

class TestHBaseMigrate : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void migrationsLeaveTheTargetDesign_data();
    void migrationsLeaveTheTargetDesign();
    void rowsSurviveWhereThePlanSays_data();
    void rowsSurviveWhereThePlanSays();

private:
    void addRuns();
    QByteArray batch() const;
    Cells expectedCells(const MigrationRun &run) const;

    HBaseInstance::Endpoints m_hbase;
    qint64 m_start = 0; // when the fixture's timestamps count back from
    QList<MigrationRun> m_runs;
    QByteArray m_out; // what the shell printed
};

void TestHBaseMigrate::initTestCase()
{
    HBD_REQUIRE_HBASE(hbase);
    m_hbase = hbase;
    m_start = QDateTime::currentMSecsSinceEpoch();
    addRuns();
    QVERIFY(!m_runs.isEmpty());
    QTemporaryDir work;
    QVERIFY(work.isValid());
    const HBaseInstance::ShellRun run =
        HBaseInstance::shellScript(work.path(), QStringLiteral("migrate.rb"), batch());
    m_out = run.out;
    QVERIFY2(HBaseInstance::ranToEnd(run), qPrintable(HBaseInstance::whereItStopped(run)));
    QStringList phases;
    qint64 last = 0;
    for (const QByteArray &line : m_out.split('\n')) {
        const QList<QByteArray> f = line.trimmed().split(' ');
        if (f.size() != 3 || f[0] != "HBDTIME")
            continue;
        if (last)
            phases.last() += QStringLiteral(" %1 s").arg((f[2].toLongLong() - last) / 1000.0);
        phases.append(QString::fromUtf8(f[1]));
        last = f[2].toLongLong();
    }
    phases.removeLast();
    qInfo("%lld migrations run on HBase %s; %s", qlonglong(m_runs.size()),
          qPrintable(hbase.version), qPrintable(phases.join(u", ")));
}

// Each pair forward online and back offline, in each dialect the running line runs.
void TestHBaseMigrate::addRuns()
{
    for (const Pair &pair : pairs()) {
        for (const HBaseVersion dialect : dialectsFor(m_hbase.line)) {
            const Project from = base(dialect);
            Project edited = from;
            pair.edit(edited);
            for (const bool forward : {true, false}) {
                MigrationRun run;
                run.offline = !forward;
                run.prefix = QStringLiteral("R%1_").arg(m_runs.size());
                run.name = QString::fromLatin1(pair.name) +
                           (forward ? QStringLiteral(" forward online")
                                    : QStringLiteral(" back offline")) +
                           QStringLiteral(" dialect ") + kHBaseVersionNames.name(dialect);
                run.before = prefixed(forward ? from : edited, run.prefix);
                run.after = prefixed(forward ? edited : from, run.prefix);
                MigrateOptions options;
                options.allowDataLoss = true;
                options.offline = run.offline;
                run.migration = migrate(run.before, run.after, options);
                QVERIFY2(run.migration.errors.isEmpty(),
                         qPrintable(run.migration.errors.join(u'\n')));
                run.expected = expectedAfter(run.before, run.after, run.migration);
                for (const Table &t : run.before.tables)
                    run.written += fixture(t, m_start);
                m_runs.append(run);
            }
        }
    }
}

QByteArray TestHBaseMigrate::batch() const
{
    QByteArray script = resetStatements();
    script += "load " + quoted(TestUtil::dataPath(QStringLiteral("hbase-cells.rb"))) + '\n';
    // When each phase starts, for the time each takes (qInfo).
    const auto phase = [](const char *name) {
        return QByteArray("puts \"HBDTIME ") + name + " #{hbd_now}\"\n";
    };
    script += phase("create");
    for (const MigrationRun &run : m_runs) {
        script += HBaseInstance::marker(QStringLiteral("CREATE ") + run.prefix);
        const ExportResult created = exportShellScript(run.before);
        script += withoutExit(created.script);
        for (const Table &t : run.before.tables) {
            script += putStatement(t.fullName(), ofTable(run.written, t.fullName()));
            script += "flush " + quoted(t.fullName()) + '\n';
        }
    }
    script += phase("migrate");
    for (const MigrationRun &run : m_runs) {
        script += HBaseInstance::marker(QStringLiteral("WRITTEN ") + run.prefix);
        script += dumpStatements(run, false);
        script += HBaseInstance::marker(QStringLiteral("MIGRATE ") + run.prefix);
        script += withoutExit(run.migration.script);
    }
    script += phase("split");
    script += HBaseInstance::marker(QStringLiteral("SPLITS"));
    for (const MigrationRun &run : m_runs) {
        for (const Table &t : run.expected.tables)
            script += "hbd_wait_regions " + quoted(t.fullName()) + ", " +
                      QByteArray::number(DeployedSchema::splitKeys(t, {}).keys.size() + 1) + '\n';
    }
    script += phase("check");
    QStringList all;
    for (const MigrationRun &run : m_runs) {
        script += HBaseInstance::marker(QStringLiteral("LIST ") + run.prefix);
        script += "hbd_list " + quoted(run.prefix) + '\n';
        for (const Table &t : run.expected.tables) {
            script += HBaseInstance::marker(QStringLiteral("DESCRIBE ") + t.fullName());
            script += "describe " + quoted(t.fullName()) + '\n';
        }
        script += HBaseInstance::marker(QStringLiteral("SCAN ") + run.prefix);
        script += dumpStatements(run, false);
        all += run.tables();
    }
    script += phase("compact");
    script += HBaseInstance::marker(QStringLiteral("COMPACT"));
    QByteArrayList names;
    for (const QString &t : all)
        names.append(quoted(t));
    script += "hbd_major_compact [" + names.join(", ") + "]\n";
    for (const MigrationRun &run : m_runs) {
        script += HBaseInstance::marker(QStringLiteral("RAW ") + run.prefix);
        script += dumpStatements(run, true);
    }
    script += phase("end");
    script += HBaseInstance::marker(QStringLiteral("END"));
    return script + "exit\n";
}

// What HBase's rules keep of the written cells under the design the cluster holds afterwards: a
// family that is in both keeps what its new VERSIONS, MIN_VERSIONS and TTL keep, a new family or
// table has none.
Cells TestHBaseMigrate::expectedCells(const MigrationRun &run) const
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    Cells out;
    for (const Table &t : run.expected.tables) {
        const Table *old = run.before.findTable(t.fullName());
        for (const ColumnFamily &f : t.families) {
            if (old && old->family(f.name))
                out += visibleCells(ofTable(run.written, t.fullName(), f.name.toUtf8()), f, now);
        }
    }
    sortCells(out);
    return out;
}

void TestHBaseMigrate::migrationsLeaveTheTargetDesign_data()
{
    QTest::addColumn<int>("run");
    for (int i = 0; i < m_runs.size(); ++i)
        QTest::newRow(qPrintable(m_runs[i].name)) << i;
}

void TestHBaseMigrate::migrationsLeaveTheTargetDesign()
{
    QFETCH(int, run);
    const MigrationRun &r = m_runs[run];
    Design design;
    design.name = r.name;
    design.directory = TestUtil::sourcePath(QStringLiteral("examples"));
    design.project = r.expected;
    QStringList problems;
    for (const Table &t : r.expected.tables)
        problems += heldAsDesigned(m_hbase, m_out, t, design);

    // No other table or namespace: a dropped one is gone.
    QStringList held;
    for (const QByteArray &line :
         HBaseInstance::section(m_out, "LIST " + r.prefix.toUtf8()).split('\n')) {
        if (line.startsWith("HBDN ") || line.startsWith("HBDT "))
            held.append(QString::fromUtf8(line.trimmed()));
    }
    QStringList expected;
    for (const QString &ns : DeployedSchema::namespaces(r.expected))
        expected.append(QStringLiteral("HBDN ") + ns);
    QStringList tables;
    for (const Table &t : r.expected.tables)
        tables.append(QStringLiteral("HBDT ") + t.fullName());
    expected.sort();
    tables.sort();
    expected += tables;
    if (held != expected)
        problems.append(QStringLiteral("HBase holds [%1], the design [%2]")
                            .arg(held.join(u", "), expected.join(u", ")));
    QVERIFY2(problems.isEmpty(),
             qPrintable(r.name + QStringLiteral(":\n") + problems.join(u'\n') +
                        QStringLiteral("\nscript:\n") + QString::fromUtf8(r.migration.script)));
}

void TestHBaseMigrate::rowsSurviveWhereThePlanSays_data()
{
    migrationsLeaveTheTargetDesign_data();
}

void TestHBaseMigrate::rowsSurviveWhereThePlanSays()
{
    QFETCH(int, run);
    const MigrationRun &r = m_runs[run];
    const QByteArray tag = r.prefix.toUtf8();
    QStringList problems;
    const Cells written = parseDump(HBaseInstance::section(m_out, "WRITTEN " + tag), &problems);
    QVERIFY2(written == r.written,
             qPrintable(cellsDiffer(QStringLiteral("before the migration"), written, r.written)));
    const Cells expected = expectedCells(r);
    const Cells scanned = parseDump(HBaseInstance::section(m_out, "SCAN " + tag), &problems);
    QVERIFY2(
        scanned == expected,
        qPrintable(cellsDiffer(QStringLiteral("a scan after the migration"), scanned, expected)));
    const Cells raw = parseDump(HBaseInstance::section(m_out, "RAW " + tag), &problems);
    QVERIFY2(
        raw == expected,
        qPrintable(cellsDiffer(QStringLiteral("a raw scan after major_compact"), raw, expected)));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));

    // A family loses cells where, and only where, the diff says the change removes data; a table
    // left for a plan loses none.
    QStringList planned;
    for (const SchemaChange &c : r.migration.diff.withRisk(ChangeRisk::NotPossibleWithAlter))
        planned.append(ObjectPath::parse(c.path).tableFullName());
    for (const Table &t : r.before.tables) {
        for (const ColumnFamily &f : t.families) {
            const QString path = ObjectPath::ofFamily(t.fullName(), f.name).toString();
            const QByteArray name = f.name.toUtf8();
            const bool lost =
                ofTable(scanned, t.fullName(), name) != ofTable(r.written, t.fullName(), name);
            bool flagged = false;
            for (const SchemaChange &c : r.migration.diff.withRisk(ChangeRisk::RemovesData))
                flagged = flagged || c.path == t.fullName() || c.path == path;
            if (planned.contains(t.fullName()))
                QVERIFY2(!lost,
                         qPrintable(path + QStringLiteral(" is left for a plan but lost cells")));
            else
                QVERIFY2(
                    lost == flagged,
                    qPrintable(
                        path +
                        (lost ? QStringLiteral(
                                    " lost cells, but the diff says no change removes data")
                              : QStringLiteral(
                                    " lost no cells, but the diff says a change removes data"))));
        }
    }
    // Without --allow-data-loss such a migration writes nothing to run.
    if (r.migration.diff.has(ChangeRisk::RemovesData)) {
        MigrateOptions refuse;
        refuse.offline = r.offline;
        const MigrationScript m = migrate(r.before, r.after, refuse);
        QVERIFY(!m.ok());
        QVERIFY2(m.script.isEmpty(), m.script.constData());
    }
}

QTEST_GUILESS_MAIN(TestHBaseMigrate)
#include "tst_hbasemigrate.moc"
