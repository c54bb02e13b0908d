// HBase's own classes as the oracle of the designer's byte-level code, called from the real
// shell's JRuby (it can call Java) in one session: Bytes.toStringBinary over every byte value,
// Bytes.toBytesBinary on its quirks, Bytes.toBytes(long, int, short), OrderedBytes' fixed-width
// integers (ascending and descending) and MD5Hash against the keys the designer's row-key engine
// builds (through `hbase-designer-cli preview`), RegionSplitter's
// three algorithms and Bytes.split (Admin.createTable's start/end form) against the designer's
// split keys; and PrettyPrinter.valueOf, which reads the shell's sizes ('64KB'), against the
// designer's reading of the same text.
#include "clirunner.h"
#include "hbaseinstance.h"
#include "model/analysis/splits.h"
#include "model/hbase/bytes.h"
#include "model/schema/units.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestHBaseBytes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void toStringBinaryOfEveryByte();
    void toBytesBinaryQuirks();
    void numbersAndMd5InRowKeys();
    void orderedNumbersInRowKeys();
    void splitAlgorithms();
    void startEndSplits();
    void sizesAsTheShellReadsThem();

private:
    // The value HBase computed for `id` (the hex of its bytes), or a failure naming the id.
    QByteArray oracle(const QString &id) const;
    // The keys the designer builds with `rowKey` for `values` (a CSV column v), in input order.
    static QList<QByteArray> designerKeys(const QString &rowKey, const QStringList &values);

    QHash<QString, QByteArray> m_hbase; // id -> hex of HBase's bytes
};

namespace {

const QStringList kBinaryTexts = {QStringLiteral("\\xff"),   QStringLiteral("\\xFF"),
                                  QStringLiteral("a\\x5Cb"), QStringLiteral("\\x0"),
                                  QStringLiteral("\\xZZ1"),  QStringLiteral("é"),
                                  QStringLiteral("订"),      QStringLiteral("\\x00\\x01\\x7F"),
                                  QStringLiteral("\\\\"),    QStringLiteral("x\\"),
                                  QStringLiteral("\\x"),     QStringLiteral("a\\xF")};
const QStringList kLongs = {QStringLiteral("0"),
                            QStringLiteral("1"),
                            QStringLiteral("-1"),
                            QStringLiteral("1700000000000"),
                            QStringLiteral("9223372036854775807"),
                            QStringLiteral("-9223372036854775808")};
const QStringList kInts = {QStringLiteral("0"), QStringLiteral("255"), QStringLiteral("-2"),
                           QStringLiteral("2147483647"), QStringLiteral("-2147483648")};
const QStringList kShorts = {QStringLiteral("0"), QStringLiteral("-1"), QStringLiteral("32767"),
                             QStringLiteral("-32768")};
const QStringList kBytes = {QStringLiteral("0"), QStringLiteral("-1"), QStringLiteral("127"),
                            QStringLiteral("-128")};
const QStringList kMd5Texts = {QStringLiteral("1"), QStringLiteral("13800138000_13900139000"),
                               QStringLiteral("订单")};
// Sizes as people type them into the shell (2.5+) and the designer.
const QStringList kSizes = {
    QStringLiteral("65536"), QStringLiteral("65536 B"), QStringLiteral("64KB"),
    QStringLiteral("64 KB"), QStringLiteral("128MB"),   QStringLiteral("10GB"),
    QStringLiteral("8 TB"),  QStringLiteral("1TB"),     QStringLiteral("1.5MB"),
    QStringLiteral("64kb"),  QStringLiteral("64 KiB"),  QStringLiteral("9007199254740993")};
const QList<int> kRegionCounts = {2, 3, 4, 5, 6, 7, 10, 16, 17, 100, 255};
struct StartEnd
{
    QByteArray start;
    QByteArray end;
    int regions;
};
const QList<StartEnd> kStartEnds = {
    {QByteArrayLiteral("0000000000000000"), QByteArrayLiteral("ffffffffffffffff"), 10},
    {QByteArrayLiteral("a"), QByteArrayLiteral("z"), 5},
    {QByteArrayLiteral("a"), QByteArrayLiteral("b"), 4},
    {QByteArray("\x00\x01", 2), QByteArray("\xff\xfe\x00", 3), 7},
};

} // namespace

void TestHBaseBytes::initTestCase()
{
    HBD_REQUIRE_HBASE(hbase);
    auto rubyQuoted = [](const QString &text) { return RubyLiteral::quoted(text).toUtf8(); };
    QByteArray s =
        "B = org.apache.hadoop.hbase.util.Bytes\n"
        "RS = org.apache.hadoop.hbase.util.RegionSplitter\n"
        "def hbd(id, bytes); puts \"HBDR #{id} #{B.toHex(bytes)}\"; end\n"
        "def hbd_bytes(list); list.pack('C*').to_java_bytes; end\n"
        // toStringBinary's text as UTF-8 bytes, so that no blank is lost in printing.
        "(0..255).each { |b| hbd(\"sb#{b}\", B.toBytes(B.toStringBinary(hbd_bytes([b])))) }\n";
    for (int i = 0; i < kBinaryTexts.size(); ++i)
        s += "begin; hbd('tbb" + QByteArray::number(i) + "', B.toBytesBinary(" +
             rubyQuoted(kBinaryTexts[i]) + ")); rescue java.lang.Throwable; puts 'HBDR tbb" +
             QByteArray::number(i) + " throws'; end\n";
    for (const QString &v : kLongs)
        s += "hbd('long" + v.toUtf8() + "', B.java_send(:toBytes, [Java::long], " + v.toUtf8() +
             "))\n";
    for (const QString &v : kInts)
        s += "hbd('int" + v.toUtf8() + "', B.java_send(:toBytes, [Java::int], " + v.toUtf8() +
             "))\n";
    for (const QString &v : kShorts)
        s += "hbd('short" + v.toUtf8() + "', B.java_send(:toBytes, [Java::short], " + v.toUtf8() +
             "))\n";
    // OrderedBytes' fixed-width integers: a type byte, then the value with its sign bit flipped;
    // descending inverts every byte.
    s += "def hbd_ordered(width, v)\n"
         "  ob = org.apache.hadoop.hbase.util.OrderedBytes\n"
         "  m = { 8 => :encodeInt64, 4 => :encodeInt32, 2 => :encodeInt16, 1 => :encodeInt8 }\n"
         "  { 'a' => org.apache.hadoop.hbase.util.Order::ASCENDING,\n"
         "    'd' => org.apache.hadoop.hbase.util.Order::DESCENDING }.each do |tag, order|\n"
         "    r = org.apache.hadoop.hbase.util.SimplePositionedMutableByteRange.new(width + 1)\n"
         "    ob.send(m[width], r, v, order)\n"
         "    hbd(\"ob#{width}#{tag}#{v}\", r.getBytes)\n"
         "  end\n"
         "end\n";
    for (const auto &[width, values] : {std::pair{8, &kLongs}, std::pair{4, &kInts},
                                        std::pair{2, &kShorts}, std::pair{1, &kBytes}}) {
        for (const QString &v : *values)
            s += "hbd_ordered(" + QByteArray::number(width) + ", " + v.toUtf8() + ")\n";
    }
    for (int i = 0; i < kMd5Texts.size(); ++i)
        s += "hbd('md5" + QByteArray::number(i) +
             "', B.toBytes(org.apache.hadoop.hbase.util.MD5Hash.getMD5AsHex(B.toBytes(" +
             rubyQuoted(kMd5Texts[i]) + "))))\n";
    for (const char *algo : {"HexStringSplit", "DecimalStringSplit", "UniformSplit"}) {
        for (int n : kRegionCounts)
            s += "RS::" + QByteArray(algo) + ".new.split(" + QByteArray::number(n) +
                 ").each_with_index { |k, i| hbd(\"" + algo + '-' + QByteArray::number(n) +
                 "-#{i}\", k) }\n";
    }
    for (int i = 0; i < kStartEnds.size(); ++i) {
        const StartEnd &c = kStartEnds[i];
        auto list = [](const QByteArray &bytes) {
            QByteArrayList items;
            for (char ch : bytes)
                items.append(QByteArray::number(uchar(ch)));
            return '[' + items.join(',') + ']';
        };
        // Admin.createTable(desc, start, end, n) splits with Bytes.split(start, end, n - 3).
        s += "B.split(hbd_bytes(" + list(c.start) + "), hbd_bytes(" + list(c.end) + "), " +
             QByteArray::number(c.regions - 3) + ").each_with_index { |k, j| hbd(\"se" +
             QByteArray::number(i) + "-#{j}\", k) }\n";
    }
    // PrettyPrinter.valueOf returns the bytes as a decimal string, or throws on a text it refuses.
    s += "PP = org.apache.hadoop.hbase.util.PrettyPrinter\n";
    for (int i = 0; i < kSizes.size(); ++i)
        s += "begin; hbd('size" + QByteArray::number(i) +
             "', B.java_send(:toBytes, [Java::long], java.lang.Long.parseLong(PP.valueOf(" +
             rubyQuoted(kSizes[i]) +
             ", PP::Unit::BYTE)))); rescue java.lang.Throwable; puts "
             "'HBDR size" +
             QByteArray::number(i) + " throws'; end\n";
    s += "exit\n";
    QTemporaryDir work;
    QVERIFY(work.isValid());
    const HBaseInstance::ShellRun run =
        HBaseInstance::shellScript(work.path(), QStringLiteral("oracle.rb"), s);
    QVERIFY2(run.status == 0, qPrintable(QString::fromUtf8(run.out.right(3000))));
    static const QRegularExpression line(QStringLiteral("^HBDR (\\S+) ([0-9a-f]*|throws)\\s*$"),
                                         QRegularExpression::MultilineOption);
    for (auto it = line.globalMatch(QString::fromUtf8(run.out)); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        m_hbase.insert(m.captured(1), m.captured(2).toLatin1());
    }
    QVERIFY2(m_hbase.size() > 300, qPrintable(QString::fromUtf8(run.out.right(3000))));
}

QByteArray TestHBaseBytes::oracle(const QString &id) const
{
    return m_hbase.value(id, QByteArrayLiteral("<HBase printed nothing for ") + id.toUtf8() + '>');
}

QList<QByteArray> TestHBaseBytes::designerKeys(const QString &rowKey, const QStringList &values)
{
    QTemporaryDir work;
    const QString csv = work.filePath(QStringLiteral("v.csv"));
    TestUtil::writeFile(csv, "v\n" + values.join(u'\n').toUtf8() + '\n');
    const CliRunner::Run run = CliRunner::cli(
        {QStringLiteral("preview"), QStringLiteral("--rowkey"), rowKey, QStringLiteral("--input"),
         csv, QStringLiteral("--format"), QStringLiteral("json")});
    QList<QByteArray> keys(values.size());
    const QJsonArray list =
        QJsonDocument::fromJson(run.out.toUtf8()).object().value(u"keys").toArray();
    for (const QJsonValue &v : list) {
        const int row = v.toObject().value(u"row").toInt();
        if (row >= 1 && row <= keys.size())
            keys[row - 1] = v.toObject().value(u"hex").toString().toLatin1();
    }
    return keys;
}

void TestHBaseBytes::toStringBinaryOfEveryByte()
{
    for (int b = 0; b < 256; ++b) {
        const QByteArray byte(1, char(b));
        QCOMPARE(Bytes::toStringBinary(byte).toUtf8().toHex(),
                 oracle(QStringLiteral("sb%1").arg(b)));
    }
}

// A \x escape cut short at the end of the text makes HBase's toBytesBinary throw
// (StringIndexOutOfBoundsException: it reads the two digits with charAt); the designer says it
// throws too, and its import refuses such a split key (docs/hbase-reference.md §8).
void TestHBaseBytes::toBytesBinaryQuirks()
{
    int throwing = 0;
    for (int i = 0; i < kBinaryTexts.size(); ++i) {
        const std::optional<QByteArray> designer = Bytes::toBytesBinaryAsHBase(kBinaryTexts[i]);
        throwing += designer ? 0 : 1;
        QCOMPARE(designer ? designer->toHex() : QByteArrayLiteral("throws"),
                 oracle(QStringLiteral("tbb%1").arg(i)));
    }
    QVERIFY(throwing > 0);
}

void TestHBaseBytes::numbersAndMd5InRowKeys()
{
    const struct
    {
        const char *format;
        const char *prefix;
        const QStringList &values;
    } cases[] = {
        {"[v:long]", "long", kLongs}, {"[v:int]", "int", kInts}, {"[v:short]", "short", kShorts}};
    for (const auto &c : cases) {
        const QList<QByteArray> keys = designerKeys(QString::fromLatin1(c.format), c.values);
        for (int i = 0; i < c.values.size(); ++i)
            QCOMPARE(keys[i], oracle(QString::fromLatin1(c.prefix) + c.values[i]));
    }
    const QList<QByteArray> md5 = designerKeys(QStringLiteral("[md5(v):hex(32)]"), kMd5Texts);
    for (int i = 0; i < kMd5Texts.size(); ++i)
        QCOMPARE(md5[i], oracle(QStringLiteral("md5%1").arg(i)));
}

// `flip` is OrderedBytes' fixed-width integer without its type byte, `flip:desc` its descending
// form (docs/hbase-reference.md §1.4): byte for byte, and so in the same order.
void TestHBaseBytes::orderedNumbersInRowKeys()
{
    const struct
    {
        const char *format;
        int width;
        const QStringList &values;
    } cases[] = {
        {"long", 8, kLongs}, {"int", 4, kInts}, {"short", 2, kShorts}, {"byte", 1, kBytes}};
    for (const auto &c : cases) {
        for (const char *order : {"a", "d"}) {
            const bool descending = order[0] == 'd';
            const QList<QByteArray> keys = designerKeys(
                QStringLiteral("[v:%1:flip%2]")
                    .arg(QLatin1String(c.format), descending ? QStringLiteral(":desc") : QString()),
                c.values);
            for (int i = 0; i < c.values.size(); ++i) {
                const QByteArray hbase = oracle(
                    QStringLiteral("ob%1%2%3").arg(c.width).arg(QLatin1String(order), c.values[i]));
                QCOMPARE(hbase.size(), 2 * (c.width + 1));
                QCOMPARE(keys[i], hbase.mid(2));
            }
        }
    }
}

void TestHBaseBytes::splitAlgorithms()
{
    const struct
    {
        SplitAlgorithm algorithm;
        const char *name;
    } algorithms[] = {{SplitAlgorithm::HexString, "HexStringSplit"},
                      {SplitAlgorithm::DecimalString, "DecimalStringSplit"},
                      {SplitAlgorithm::Uniform, "UniformSplit"}};
    for (const auto &a : algorithms) {
        for (int n : kRegionCounts) {
            const Splits::Result r = Splits::algorithm(a.algorithm, n);
            QVERIFY2(r.ok(), qPrintable(r.error));
            QCOMPARE(r.keys.size(), n - 1);
            for (int i = 0; i < r.keys.size(); ++i)
                QCOMPARE(
                    r.keys[i].toHex(),
                    oracle(
                        QStringLiteral("%1-%2-%3").arg(QString::fromLatin1(a.name)).arg(n).arg(i)));
            QVERIFY(!m_hbase.contains(
                QStringLiteral("%1-%2-%3").arg(QString::fromLatin1(a.name)).arg(n).arg(n - 1)));
        }
    }
}

void TestHBaseBytes::startEndSplits()
{
    for (int i = 0; i < kStartEnds.size(); ++i) {
        const StartEnd &c = kStartEnds[i];
        const Splits::Result r = Splits::startEnd(c.start, c.end, c.regions);
        QVERIFY2(r.ok(), qPrintable(r.error));
        for (int j = 0; j < r.keys.size(); ++j)
            QCOMPARE(r.keys[j].toHex(), oracle(QStringLiteral("se%1-%2").arg(i).arg(j)));
        QVERIFY(!m_hbase.contains(QStringLiteral("se%1-%2").arg(i).arg(r.keys.size())));
    }
}

void TestHBaseBytes::sizesAsTheShellReadsThem()
{
    // Where HBase's shell reads a size, the designer reads the same bytes (docs/glossary.md#sizes):
    // KB, MB, GB and TB are binary, as PrettyPrinter reads them.
    int read = 0;
    for (int i = 0; i < kSizes.size(); ++i) {
        const QByteArray hbase = oracle(QStringLiteral("size%1").arg(i));
        const Units::Parsed designer = Units::parseBytes(kSizes[i]);
        if (hbase == "throws")
            continue;
        QCOMPARE(hbase.size(), 16);
        bool ok = false;
        const qint64 bytes = hbase.toLongLong(&ok, 16);
        QVERIFY(ok);
        // A text PrettyPrinter does not understand ('1.5MB', '64 KiB') it reads as 0: a size the
        // shell cannot read, which is why the exported script writes sizes as whole bytes.
        if (bytes == 0)
            continue;
        QVERIFY2(designer.ok(), qPrintable(kSizes[i] + QStringLiteral(": ") + designer.error));
        QCOMPARE(designer.value, bytes);
        ++read;
    }
    // The shell's own forms at least: 65536, 65536 B, 64KB, 64 KB, 128MB, 10GB, 8 TB, 1TB.
    QVERIFY2(read >= 8, qPrintable(QString::number(read)));
}

QTEST_GUILESS_MAIN(TestHBaseBytes)
#include "tst_hbasebytes.moc"
