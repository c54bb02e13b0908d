// The designer's storage estimate (model/analysis/storageestimate.h) against the bytes a real HBase
// writes to disk (docs/hbase-reference.md §6.5, §6.7). One shell session writes generated rows,
// flushes, major-compacts and waits until every family folder holds one HFile, then prints the
// HFile bytes of each family (summed over the table's current regions), of the MOB folder and of
// each region of a table that split at MAX_FILESIZE; the tables are dropped at the end. The
// estimate of the same design, with the rows written, must come within 25% of each measured figure:
// - IoT rows (md5-prefixed device id and reversed timestamp, a double and a 40-byte JSON text),
//   in one family for each codec and data block encoding of kStoreCases (the key and value
//   shares of §6.5 were measured on these rows);
// - the same rows three times over in a VERSIONS => 3 family;
// - 200 KiB values in a MOB family (MOB_THRESHOLD 100 KiB): the MOB folder right after the flush
//   (a major compaction rewrites the MOB file and the old one stays until the cleaner chore);
// - a time-ordered key in a table of MAX_FILESIZE 2 MiB: the mean store of every region but the
//   tail, over the split size, against kTailRegionFill.
// Every measured figure is printed (qInfo).
#include "hbaseinstance.h"
#include "hbasestorageruby.h"
#include "model/analysis/storageestimate.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

constexpr double kTolerance = 0.25;
constexpr qint64 kIotRows = 100000;    // 1,000 devices x 100 readings
constexpr qint64 kVersionRows = 20000; // each written three times
constexpr qint64 kMobRows = 200;
constexpr qint64 kMobValueBytes = 204800;
constexpr qint64 kSplitSize = 2097152;
constexpr int kSplitMegabytes = 12; // KeyValue bytes written into the split table
constexpr double kIotKeyBytes = 4 + 8 + 8;
constexpr double kMobKeyBytes = 16 + 8;

const char *const kNamespace = "HBD_STORAGE";

// The IoT table's families: the same cells under each codec and encoding the model counts.
struct StoreCase
{
    const char *family;
    Compression compression;
    DataBlockEncoding encoding;
};
constexpr StoreCase kStoreCases[] = {
    {"d", Compression::None, DataBlockEncoding::None},
    {"s", Compression::Snappy, DataBlockEncoding::None},
    {"l", Compression::Lz4, DataBlockEncoding::None},
    {"g", Compression::Gz, DataBlockEncoding::None},
    {"z", Compression::Zstd, DataBlockEncoding::None},
    {"p", Compression::None, DataBlockEncoding::Prefix},
    {"x", Compression::None, DataBlockEncoding::Diff},
    {"f", Compression::None, DataBlockEncoding::FastDiff},
    {"r", Compression::None, DataBlockEncoding::RowIndexV1},
    {"q", Compression::Snappy, DataBlockEncoding::Prefix},
    {"e", Compression::Snappy, DataBlockEncoding::FastDiff},
    {"y", Compression::Gz, DataBlockEncoding::FastDiff},
};

QByteArray quoted(const QString &text)
{
    return RubyLiteral::quoted(text).toUtf8();
}

QString tableName(const char *table)
{
    return QString::fromLatin1(kNamespace) + u':' + QString::fromLatin1(table);
}

// What the shell wrote and measured.
struct Measured
{
    qint64 rows = 0;
    qint64 cells = 0;
    qint64 keyValueBytes = 0;
    QHash<QString, qint64> familyBytes; // HFile bytes by family
    QHash<QString, qint64> familyFiles;
    qint64 mobFiles = -1;
    qint64 mobBytes = -1;
    QList<qint64> regionBytes; // in key order
};

QByteArray script()
{
    QByteArray s = HBaseStorageRuby::kHelpers;
    const QByteArray ns = quoted(QLatin1StringView(kNamespace));
    const QByteArray iot = quoted(tableName("iot"));
    const QByteArray versions = quoted(tableName("versions"));
    const QByteArray mob = quoted(tableName("mob"));
    const QByteArray split = quoted(tableName("tail"));
    for (const QByteArray &t : {iot, versions, mob, split})
        s += "drop_if " + t + '\n';
    s += "begin; $admin.getNamespaceDescriptor(" + ns +
         "); rescue StandardError, "
         "java.lang.Exception; create_namespace " +
         ns + "; end\n";
    // Tables that never split while written: the measurement is of one region's files.
    const QByteArray noSplit = "{MAX_FILESIZE => 107374182400, SPLIT_POLICY => "
                               "'org.apache.hadoop.hbase.regionserver.DisabledRegionSplitPolicy'}";

    s += HBaseInstance::marker(QStringLiteral("IOT"));
    QByteArray families;
    QByteArray names;
    for (const StoreCase &c : kStoreCases) {
        families += "{NAME => '" + QByteArray(c.family) + "', COMPRESSION => '" +
                    kCompressionNames.name(c.compression).toLatin1() +
                    "', DATA_BLOCK_ENCODING => '" +
                    kDataBlockEncodingNames.name(c.encoding).toLatin1() + "'}, ";
        names += QByteArray(c.family) + ' ';
    }
    const QByteArray share = QByteArray::number(std::size(kStoreCases));
    s += "create " + iot + ", " + families + noSplit + "\n";
    s += "w = write_rows(" + iot + ", %w[" + names.trimmed() + "]) { |put| iot_rows(" +
         QByteArray::number(kIotRows) + ") { |k, c| put.call(k, c) } }\n";
    s += "puts \"HBDW iot #{w[0]} #{w[1] / " + share + "} #{w[2] / " + share +
         "}\"\n"; // one family's share
    s += "major_compact_settled " + iot + "\nprint_families 'iot', " + iot + '\n';

    s += HBaseInstance::marker(QStringLiteral("VERSIONS"));
    s += "create " + versions + ", {NAME => 'd', VERSIONS => 3}, " + noSplit + '\n';
    s += "rows = cells = kv = 0\n"
         "3.times do |pass|\n"
         "  w = write_rows(" +
         versions + ", %w[d]) { |put| iot_rows(" + QByteArray::number(kVersionRows) +
         ", pass) { |k, c| put.call(k, c) } }\n"
         "  rows = w[0]; cells += w[1]; kv += w[2]\n"
         "end\n"
         "puts \"HBDW versions #{rows} #{cells} #{kv}\"\n";
    s += "major_compact_settled " + versions + "\nprint_families 'versions', " + versions + '\n';

    s += HBaseInstance::marker(QStringLiteral("MOB"));
    s += "create " + mob + ", {NAME => 'm', IS_MOB => true, MOB_THRESHOLD => 102400}\n";
    s += "rnd = java.util.Random.new(7)\n"
         "w = write_rows(" +
         mob +
         ", %w[m]) do |put|\n"
         "  " +
         QByteArray::number(kMobRows) +
         ".times do |i|\n"
         "    v = Java::byte[" +
         QByteArray::number(kMobValueBytes) +
         "].new\n"
         "    rnd.nextBytes(v)\n"
         "    put.call(b(format('%016x', i * 2654435761 % (1 << 62))) + "
         "long_bytes(1_767_225_600_000 + i), [['b', v, 1_767_225_600_000 + i]])\n"
         "  end\n"
         "end\n"
         "puts \"HBDW mob #{w[0]} #{w[1]} #{w[2]}\"\n";
    // Right after the flush: one MOB file and one store file. (A major compaction would write the
    // MOB file anew and leave the old one to the cleaner chore.)
    s += "print_families 'mob', " + mob + "\nprint_mob 'mob', " + mob + '\n';

    // A time-ordered key, 1 MiB at a time: flush, major compaction (its completion asks for the
    // split check; in 2.6 an admin flush does not), the regions closed and opened so that the
    // references a split left among the compacted files are gone, and a second major compaction
    // that lets HBase's policy split what passed MAX_FILESIZE.
    s += HBaseInstance::marker(QStringLiteral("SPLIT"));
    s += "create " + split + ", {NAME => 'd'}, {MAX_FILESIZE => " + QByteArray::number(kSplitSize) +
         ", SPLIT_POLICY => "
         "'org.apache.hadoop.hbase.regionserver.ConstantSizeRegionSplitPolicy', "
         "CONFIGURATION => {'hbase.hregion.max.filesize.jitter' => '0'}}\n";
    s += "rnd = java.util.Random.new(11)\n"
         "total = kv = 0\nrow = 0\n"
         "t = $conn.getTable(tn(" +
         split +
         "))\n"
         "while total < " +
         QByteArray::number(kSplitMegabytes) +
         " * 1_048_576\n"
         "  batch = java.util.ArrayList.new\n"
         "  inbatch = 0\n"
         "  while inbatch < 1_048_576\n"
         "    v = Java::byte[200].new\n"
         "    rnd.nextBytes(v)\n"
         "    p = J.client.Put.new(long_bytes(row))\n"
         "    p.setDurability(J.client.Durability::SKIP_WAL)\n"
         "    p.addColumn(b('d'), b('v'), v)\n"
         "    batch.add(p)\n"
         "    inbatch += 20 + 8 + 1 + 1 + 200\n"
         "    row += 1\n"
         "  end\n"
         "  t.put(batch)\n"
         "  total += inbatch\n"
         "  $admin.flush(tn(" +
         split +
         "))\n"
         "  major_compact_fast(" +
         split +
         ")\n"
         "  $admin.disableTable(tn(" +
         split + ")); $admin.enableTable(tn(" + split +
         "))\n"
         "  major_compact_fast(" +
         split +
         ")\n"
         "  wait_stable(" +
         split +
         ")\n"
         "end\n"
         "t.close\n"
         "puts \"HBDW tail #{row} #{row} #{total}\"\n";
    s += "major_compact_settled " + split + "\nprint_regions 'tail', " + split + '\n';

    s += HBaseInstance::marker(QStringLiteral("DROP"));
    for (const QByteArray &t : {iot, versions, mob, split})
        s += "drop_if " + t + '\n';
    s += "drop_namespace " + ns + '\n';
    s += HBaseInstance::marker(QStringLiteral("END"));
    return s + "exit\n";
}

QHash<QString, Measured> parse(const QByteArray &out)
{
    QHash<QString, Measured> m;
    for (const QByteArray &line : out.split('\n')) {
        const QList<QByteArray> f = line.trimmed().split(' ');
        if (f.size() < 4)
            continue;
        Measured &c = m[QString::fromUtf8(f[1])];
        if (f[0] == "HBDW" && f.size() == 5) {
            c.rows = f[2].toLongLong();
            c.cells = f[3].toLongLong();
            c.keyValueBytes = f[4].toLongLong();
        } else if (f[0] == "HBDF" && f.size() == 5) {
            c.familyFiles.insert(QString::fromUtf8(f[2]), f[3].toLongLong());
            c.familyBytes.insert(QString::fromUtf8(f[2]), f[4].toLongLong());
        } else if (f[0] == "HBDMOB") {
            c.mobFiles = f[2].toLongLong();
            c.mobBytes = f[3].toLongLong();
        } else if (f[0] == "HBDR" && f.size() == 6) {
            c.regionBytes.append(f[5].toLongLong());
        }
    }
    return m;
}

Qualifier qualifier(const char *name, qint64 valueBytes, ValueType type)
{
    Qualifier q;
    q.name = QLatin1StringView(name);
    q.type = type;
    q.averageValueBytes = valueBytes;
    q.maximumValueBytes = valueBytes;
    return q;
}

// The IoT family as the designer models it: a double and a 40-byte JSON text.
ColumnFamily iotFamily(const char *name, Compression compression)
{
    ColumnFamily f;
    f.name = QLatin1StringView(name);
    f.compression = compression;
    f.qualifiers = {qualifier("v", 8, ValueType::Double), qualifier("q", 40, ValueType::Json)};
    return f;
}

const StorageEstimate::FamilyStore *familyOf(const StorageEstimate::Result &r, const char *name)
{
    for (const StorageEstimate::FamilyStore &f : r.families) {
        if (f.family == QLatin1StringView(name))
            return &f;
    }
    return nullptr;
}

// `estimated` within kTolerance of `measured`, or why not.
QString differs(const QString &what, double measured, double estimated)
{
    if (measured > 0 && std::abs(estimated - measured) <= kTolerance * measured)
        return {};
    return QStringLiteral("%1: HBase wrote %2 bytes, the designer estimates %3 (%4 of it)")
        .arg(what)
        .arg(measured, 0, 'f', 0)
        .arg(estimated, 0, 'f', 0)
        .arg(measured > 0 ? estimated / measured : 0.0, 0, 'f', 3);
}

} // namespace

class TestHBaseStorage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyCodecAndEncodingKeepsWhatTheModelSays_data();
    void everyCodecAndEncodingKeepsWhatTheModelSays();
    void versionsAreKeptOnDisk();
    void mobValuesLiveInTheMobFolder();
    void aTimeOrderedTailLeavesHalfFullRegions();

private:
    // The case's figures, or a failure when the shell printed none.
    const Measured &measured(const char *name);

    QHash<QString, Measured> m_measured;
};

void TestHBaseStorage::initTestCase()
{
    HBD_REQUIRE_HBASE(hbase);
    QTemporaryDir work;
    QVERIFY(work.isValid());
    const HBaseInstance::ShellRun run =
        HBaseInstance::shellScript(work.path(), QStringLiteral("storage.rb"), script());
    QVERIFY2(HBaseInstance::ranToEnd(run), qPrintable(HBaseInstance::whereItStopped(run)));
    m_measured = parse(run.out);
    for (auto it = m_measured.cbegin(); it != m_measured.cend(); ++it) {
        const Measured &m = it.value();
        qInfo("%s on HBase %s: %lld rows, %lld cells, %lld KeyValue bytes", qPrintable(it.key()),
              qPrintable(hbase.version), qlonglong(m.rows), qlonglong(m.cells),
              qlonglong(m.keyValueBytes));
        for (auto f = m.familyBytes.cbegin(); f != m.familyBytes.cend(); ++f)
            qInfo("  family %s: %lld HFile(s), %lld bytes, %.4f of the KeyValue bytes, %.2f bytes "
                  "a cell",
                  qPrintable(f.key()), qlonglong(m.familyFiles.value(f.key())),
                  qlonglong(f.value()),
                  m.keyValueBytes ? double(f.value()) / double(m.keyValueBytes) : 0.0,
                  m.cells ? double(f.value()) / double(m.cells) : 0.0);
        if (m.mobBytes >= 0)
            qInfo("  MOB folder: %lld file(s), %lld bytes, %.4f of the KeyValue bytes",
                  qlonglong(m.mobFiles), qlonglong(m.mobBytes),
                  m.keyValueBytes ? double(m.mobBytes) / double(m.keyValueBytes) : 0.0);
        for (qsizetype i = 0; i < m.regionBytes.size(); ++i)
            qInfo("  region %lld: %lld bytes, %.4f of MAX_FILESIZE", qlonglong(i),
                  qlonglong(m.regionBytes[i]), double(m.regionBytes[i]) / double(kSplitSize));
    }
}

const Measured &TestHBaseStorage::measured(const char *name)
{
    static const Measured none;
    const auto it = m_measured.constFind(QLatin1StringView(name));
    return it == m_measured.cend() ? none : it.value();
}

void TestHBaseStorage::everyCodecAndEncodingKeepsWhatTheModelSays_data()
{
    QTest::addColumn<int>("index");
    for (int i = 0; i < int(std::size(kStoreCases)); ++i)
        QTest::newRow(kStoreCases[i].family) << i;
}

void TestHBaseStorage::everyCodecAndEncodingKeepsWhatTheModelSays()
{
    QFETCH(int, index);
    const StoreCase &c = kStoreCases[index];
    const QString name = QLatin1StringView(c.family);
    const Measured &m = measured("iot");
    QVERIFY2(m.rows == kIotRows && m.familyFiles.value(name) == 1,
             "the shell wrote no IoT rows, or left more than one HFile");
    Table t;
    t.namespaceName = QString::fromLatin1(kNamespace);
    t.name = QStringLiteral("iot");
    ColumnFamily f = iotFamily(c.family, c.compression);
    f.dataBlockEncoding = c.encoding;
    t.families = {f};
    t.volume.rows = m.rows;
    StorageEstimate::Inputs in;
    in.averageKeyBytes = kIotKeyBytes;
    const StorageEstimate::Result r = StorageEstimate::estimate(t, in, ClusterProfile{});
    const StorageEstimate::FamilyStore *store = familyOf(r, c.family);
    QVERIFY(store);
    QCOMPARE(store->rawBytes, double(m.keyValueBytes)); // the generator's cells are the model's
    const double held = double(m.familyBytes.value(name));
    qInfo("iot %s (%s, %s): measured %.0f bytes = %.4f of the KeyValue bytes; the designer "
          "estimates %.0f = %.4f",
          c.family, qPrintable(kCompressionNames.name(c.compression)),
          qPrintable(kDataBlockEncodingNames.name(c.encoding)), held,
          held / double(m.keyValueBytes), store->storeBytes,
          store->storeBytes / double(m.keyValueBytes));
    const QString problem = differs(QStringLiteral("IoT family %1 (%2, %3)")
                                        .arg(name, kCompressionNames.name(c.compression),
                                             kDataBlockEncodingNames.name(c.encoding)),
                                    held, store->storeBytes);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestHBaseStorage::versionsAreKeptOnDisk()
{
    const Measured &m = measured("versions");
    QVERIFY2(m.rows == kVersionRows && m.familyFiles.value(QStringLiteral("d")) == 1,
             "the shell wrote no rows in the VERSIONS => 3 table, or left more than one HFile");
    QCOMPARE(m.cells, 3 * 2 * kVersionRows);
    Table t;
    t.namespaceName = QString::fromLatin1(kNamespace);
    t.name = QStringLiteral("versions");
    ColumnFamily f = iotFamily("d", Compression::None);
    f.versions = 3;
    t.families = {f};
    t.volume.rows = m.rows;
    // Every row rewritten each hour, kept for ever: all three versions stay.
    AccessPattern put;
    put.kind = AccessKind::Put;
    put.ratePerSecond = double(m.rows) / 3600.0;
    t.accessPatterns = {put};
    StorageEstimate::Inputs in;
    in.averageKeyBytes = kIotKeyBytes;
    const StorageEstimate::Result r = StorageEstimate::estimate(t, in, ClusterProfile{});
    const StorageEstimate::FamilyStore *d = familyOf(r, "d");
    QVERIFY(d);
    qInfo("versions d: versionsKept %.2f, estimated %.0f, measured %lld", d->versionsKept,
          d->storeBytes, qlonglong(m.familyBytes.value(QStringLiteral("d"))));
    QCOMPARE(d->versionsKept, 3.0);
    const QString problem =
        differs(QStringLiteral("VERSIONS => 3 family d"),
                double(m.familyBytes.value(QStringLiteral("d"))), d->storeBytes);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestHBaseStorage::mobValuesLiveInTheMobFolder()
{
    const Measured &m = measured("mob");
    QVERIFY2(m.rows == kMobRows && m.mobFiles == 1,
             "the shell wrote no MOB rows, or the MOB folder holds other than one file");
    Table t;
    t.namespaceName = QString::fromLatin1(kNamespace);
    t.name = QStringLiteral("mob");
    ColumnFamily f;
    f.name = QStringLiteral("m");
    f.isMob = true;
    f.mobThreshold = 102400;
    f.qualifiers = {qualifier("b", kMobValueBytes, ValueType::Bytes)};
    t.families = {f};
    t.volume.rows = m.rows;
    StorageEstimate::Inputs in;
    in.averageKeyBytes = kMobKeyBytes;
    const StorageEstimate::Result r = StorageEstimate::estimate(t, in, ClusterProfile{});
    const StorageEstimate::FamilyStore *s = familyOf(r, "m");
    QVERIFY(s);
    qInfo("mob m: region folder measured %lld, estimated storeBytes %.0f; MOB folder measured "
          "%lld, estimated mobBytes %.0f",
          qlonglong(m.familyBytes.value(QStringLiteral("m"))), s->storeBytes, qlonglong(m.mobBytes),
          s->mobBytes);
    QString problem =
        differs(QStringLiteral("MOB folder of family m"), double(m.mobBytes), s->mobBytes);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestHBaseStorage::aTimeOrderedTailLeavesHalfFullRegions()
{
    const Measured &m = measured("tail");
    QVERIFY2(m.regionBytes.size() >= 3,
             qPrintable(QStringLiteral("the time-ordered table split into %1 region(s), too few "
                                       "to measure")
                            .arg(m.regionBytes.size())));
    double sum = 0;
    for (qsizetype i = 0; i + 1 < m.regionBytes.size(); ++i)
        sum += double(m.regionBytes[i]);
    const double fill = sum / double(m.regionBytes.size() - 1) / double(kSplitSize);
    qInfo("tail: %lld regions, mean store of all but the last %.0f bytes, fill %.4f; the designer "
          "says %.4f",
          qlonglong(m.regionBytes.size()), sum / double(m.regionBytes.size() - 1), fill,
          StorageEstimate::kTailRegionFill);
    QVERIFY2(std::abs(fill - StorageEstimate::kTailRegionFill) <=
                 kTolerance * StorageEstimate::kTailRegionFill,
             qPrintable(QStringLiteral("split regions behind a time-ordered tail hold %1 of "
                                       "MAX_FILESIZE, the designer says %2")
                            .arg(fill, 0, 'f', 4)
                            .arg(StorageEstimate::kTailRegionFill)));
}

QTEST_GUILESS_MAIN(TestHBaseStorage)
#include "tst_hbasestorage.moc"
