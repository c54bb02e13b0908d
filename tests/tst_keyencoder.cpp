// Row keys as bytes, checked against values written out by hand from docs/hbase-reference.md §1 and
// docs/rowkey-notation.md (Java Bytes.toBytes, Phoenix's salt hash, well-known digests), never
// against the encoder itself.
#include "model/rowkey/keyencoder.h"
#include "model/rowkey/rowkeynotation.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <numeric>
#include <random>

namespace {

SampleRows rowsOf(const QStringList &fields, const QList<QStringList> &rows)
{
    SampleRows out;
    out.fields = fields;
    out.columns.resize(std::size_t(fields.size()));
    for (const QStringList &row : rows) {
        for (qsizetype f = 0; f < fields.size(); ++f)
            out.columns[std::size_t(f)].append(row.value(f).toStdString());
    }
    return out;
}

QByteArray hex(const char *text)
{
    return QByteArray::fromHex(text);
}

struct Encoded
{
    QList<QByteArray> keys;
    QString error;
    KeyEncoder::Stats stats;
};

Encoded encode(const QString &notation, const SampleRows &rows)
{
    Encoded out;
    const RowKeyNotation::Result parsed = RowKeyNotation::parse(notation);
    if (!parsed.ok()) {
        out.error = parsed.error;
        return out;
    }
    KeyEncoder encoder;
    if (!encoder.compile(parsed.key, rows.fields, &out.error))
        return out;
    KeySet keys;
    if (!encoder.encode(rows, &keys, &out.error))
        return out;
    for (std::size_t i = 0; i < keys.size(); ++i)
        out.keys.append(keys.key(i).toByteArray());
    out.stats = encoder.stats();
    return out;
}

// docs/hbase-reference.md §1, written independently of the encoder: h = 1; h = 31*h + signed byte.
int phoenixSalt(const QByteArray &rest, int buckets)
{
    qint32 h = 1;
    for (const char c : rest)
        h = qint32(quint32(31) * quint32(h) + quint32(qint32(static_cast<signed char>(c))));
    return std::abs(h % buckets);
}

} // namespace

class TestKeyEncoder : public QObject
{
    Q_OBJECT

private slots:
    void encodesOneValue_data();
    void encodesOneValue();
    void signedNumbersSortWithFlip();
    void saltIsPhoenixHashOfTheRest();
    void uidNumbersValuesInInputOrder();
    void truncationAndOverflowAreCounted();
    void rowErrorsNameTheRow_data();
    void rowErrorsNameTheRow();
    void compileErrorsNameTheSegment_data();
    void compileErrorsNameTheSegment();
    void sortedOrderIsHBaseOrder_data();
    void sortedOrderIsHBaseOrder();
    void aKeySetKeepsItsKeysAsItGrows();
    void aLargeVectorKeepsItsValuesAndReturnsItsMemory();
    void manyRowsEncodeInParallelToTheSameKeys();
    void capturedSegmentsEqualEachSegmentEncodedAlone_data();
    void capturedSegmentsEqualEachSegmentEncodedAlone();
};

void TestKeyEncoder::encodesOneValue_data()
{
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("value"); // the one field, v
    QTest::addColumn<QByteArray>("key");

    QTest::newRow("text is UTF-8") << QStringLiteral("[v]") << QStringLiteral("\u4E2Da")
                                   << QByteArray("\xE4\xB8\xAD"
                                                 "a");
    QTest::newRow("long 1") << QStringLiteral("[v:long]") << QStringLiteral("1")
                            << hex("0000000000000001");
    QTest::newRow("long -1") << QStringLiteral("[v:long]") << QStringLiteral("-1")
                             << hex("ffffffffffffffff");
    QTest::newRow("int 258") << QStringLiteral("[v:int]") << QStringLiteral("258")
                             << hex("00000102");
    QTest::newRow("short 258") << QStringLiteral("[v:short]") << QStringLiteral("258")
                               << hex("0102");
    QTest::newRow("byte keeps the low byte")
        << QStringLiteral("[v:byte]") << QStringLiteral("258") << hex("02");
    QTest::newRow("int -2") << QStringLiteral("[v:int]") << QStringLiteral("-2") << hex("fffffffe");
    QTest::newRow("dec(6)") << QStringLiteral("[v:dec(6)]") << QStringLiteral("42")
                            << QByteArray("000042");
    QTest::newRow("dec(6) negative")
        << QStringLiteral("[v:dec(6)]") << QStringLiteral("-42") << QByteArray("-00042");
    QTest::newRow("hex(4) of a number")
        << QStringLiteral("[v:hex(4)]") << QStringLiteral("255") << QByteArray("00ff");
    QTest::newRow("bytes(3) of a number")
        << QStringLiteral("[v + 0:bytes(3)]") << QStringLiteral("258") << hex("000102");
    QTest::newRow("str(4) pads with 00")
        << QStringLiteral("[v:str(4)]") << QStringLiteral("ab") << QByteArray("ab\0\0", 4);
    QTest::newRow("md5 default is lower-case hex")
        << QStringLiteral("[md5(v)]") << QStringLiteral("hello")
        << QByteArray("5d41402abc4b2a76b9719d911017c592");
    QTest::newRow("md5 hex(8)") << QStringLiteral("[md5(v):hex(8)]") << QStringLiteral("hello")
                                << QByteArray("5d41402a");
    QTest::newRow("md5 bytes(4)") << QStringLiteral("[md5(v):bytes(4)]") << QStringLiteral("hello")
                                  << hex("5d41402a");
    QTest::newRow("md5 concatenates")
        << QStringLiteral("[md5('hel' v):hex(6)]") << QStringLiteral("lo") << QByteArray("5d4140");
    // Digests of digests: the inner digest goes in as its lower-case hex text, as any value
    // without a format does (this once read a freed buffer). md5("5d41402a...") and
    // sha1(md5("5d41402a...hello") as hex text), computed with Python's hashlib.
    QTest::newRow("md5 of md5") << QStringLiteral("[md5(md5(v)):hex(16)]")
                                << QStringLiteral("hello") << QByteArray("69a329523ce1ec88");
    QTest::newRow("sha1 of md5 of md5 and v")
        << QStringLiteral("[sha1(md5(md5(v) v)):hex(12)]") << QStringLiteral("hello")
        << QByteArray("34209f25d9ef");
    QTest::newRow("sha1") << QStringLiteral("[sha1(v):hex(10)]") << QStringLiteral("hello")
                          << QByteArray("aaf4c61ddc");
    QTest::newRow("sha256") << QStringLiteral("[sha256(v):hex(12)]") << QStringLiteral("hello")
                            << QByteArray("2cf24dba5fb0");
    QTest::newRow("hash is Phoenix's 31-hash")
        << QStringLiteral("[hash(v):int]") << QStringLiteral("a") << hex("00000080");
    QTest::newRow("rev(0)") << QStringLiteral("[rev(v):long]") << QStringLiteral("0")
                            << hex("7fffffffffffffff");
    QTest::newRow("rev(1700000000000)")
        << QStringLiteral("[rev(v):long]") << QStringLiteral("1700000000000")
        << hex("7ffffe74301a97ff");
    QTest::newRow("reverse keeps characters whole")
        << QStringLiteral("[reverse(v)]") << QStringLiteral("ab\u4E2D")
        << QByteArray("\xE4\xB8\xAD"
                      "ba");
    QTest::newRow("arithmetic bucket")
        << QStringLiteral("[v / 3600 * 3600:int]") << QStringLiteral("7201") << hex("00001c20");
    QTest::newRow("Java modulo keeps the sign")
        << QStringLiteral("[v % 16:byte]") << QStringLiteral("-17") << hex("ff");
    QTest::newRow("precedence") << QStringLiteral("[1 + v * 2]") << QStringLiteral("3")
                                << QByteArray("7");
    QTest::newRow("millis") << QStringLiteral("[millis(v):long]")
                            << QStringLiteral("2024-02-29 12:00:00") << hex("0000018df4bc5600");
    QTest::newRow("desc inverts bytes")
        << QStringLiteral("[v:desc]") << QStringLiteral("a") << hex("9e");
    QTest::newRow("flip flips the sign bit")
        << QStringLiteral("[v:long:flip]") << QStringLiteral("1") << hex("8000000000000001");
    QTest::newRow("literals") << QStringLiteral("'\\x00' [v] '\\xFF'") << QStringLiteral("x")
                              << QByteArray("\x00x\xFF", 3);
}

void TestKeyEncoder::encodesOneValue()
{
    QFETCH(QString, notation);
    QFETCH(QString, value);
    QFETCH(QByteArray, key);
    const Encoded e = encode(notation, rowsOf({QStringLiteral("v")}, {{value}}));
    QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
    QCOMPARE(e.keys.size(), 1);
    QCOMPARE(e.keys.first().toHex(), key.toHex());
}

// docs/hbase-reference.md §1: plain two's complement puts -1 after 1; flipping the sign bit
// restores numeric order.
void TestKeyEncoder::signedNumbersSortWithFlip()
{
    const QStringList values{QStringLiteral("-5"), QStringLiteral("-1"), QStringLiteral("0"),
                             QStringLiteral("1"), QStringLiteral("7")};
    QList<QStringList> rows;
    for (const QString &v : values)
        rows.append({v});
    const SampleRows sample = rowsOf({QStringLiteral("v")}, rows);

    const Encoded plain = encode(QStringLiteral("[v:long]"), sample);
    QVERIFY(plain.error.isEmpty());
    QVERIFY(plain.keys[1] > plain.keys[4]); // -1 sorts after 7 (QByteArray compares unsigned)
    const Encoded flipped = encode(QStringLiteral("[v:long:flip]"), sample);
    QVERIFY(flipped.error.isEmpty());
    for (qsizetype i = 1; i < flipped.keys.size(); ++i)
        QVERIFY2(flipped.keys[i - 1] < flipped.keys[i], qPrintable(values[i]));
    const Encoded descending = encode(QStringLiteral("[v:long:flip:desc]"), sample);
    for (qsizetype i = 1; i < descending.keys.size(); ++i)
        QVERIFY(descending.keys[i - 1] > descending.keys[i]);
}

void TestKeyEncoder::saltIsPhoenixHashOfTheRest()
{
    const QStringList users{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("user_1"),
                            QStringLiteral("\u00FF\u00FE"), QStringLiteral("zz")};
    QList<QStringList> rows;
    for (const QString &u : users)
        rows.append({u, QStringLiteral("1700000000000")});
    const Encoded e = encode(QStringLiteral("[salt(16)][user]'_'[ts:long]"),
                             rowsOf({QStringLiteral("user"), QStringLiteral("ts")}, rows));
    QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
    for (qsizetype i = 0; i < users.size(); ++i) {
        const QByteArray rest = users[i].toUtf8() + "_" + hex("0000018bcfe56800");
        QCOMPARE(e.keys[i].mid(1).toHex(), rest.toHex());
        QCOMPARE(int(quint8(e.keys[i][0])), phoenixSalt(rest, 16));
    }
    // Hand-checked: "a" gives h = 31 + 97 = 128, bucket 128 % 4 = 0; "\x80" gives 31 - 128 = -97,
    // Java -97 % 4 = -1, abs 1.
    const Encoded small = encode(QStringLiteral("[salt(4)][v]"),
                                 rowsOf({QStringLiteral("v")}, {{QStringLiteral("a")}}));
    QCOMPARE(small.keys.first(), QByteArray("\x00"
                                            "a",
                                            2));
    const Encoded negative = encode(QStringLiteral("[salt(4)] '\\x80' [v]"),
                                    rowsOf({QStringLiteral("v")}, {{QString()}}));
    QVERIFY2(negative.error.isEmpty(), qPrintable(negative.error));
    QCOMPARE(negative.keys.first().toHex(), QByteArray("0180"));
}

void TestKeyEncoder::uidNumbersValuesInInputOrder()
{
    const Encoded e = encode(QStringLiteral("[uid(m, 2)] [uid(t, 1)]"),
                             rowsOf({QStringLiteral("m"), QStringLiteral("t")},
                                    {{QStringLiteral("cpu"), QStringLiteral("x")},
                                     {QStringLiteral("mem"), QStringLiteral("x")},
                                     {QStringLiteral("cpu"), QStringLiteral("y")},
                                     {QStringLiteral("disk"), QStringLiteral("x")}}));
    QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
    QCOMPARE(e.keys,
             (QList<QByteArray>{hex("000101"), hex("000201"), hex("000102"), hex("000301")}));
}

void TestKeyEncoder::truncationAndOverflowAreCounted()
{
    const Encoded e = encode(QStringLiteral("[s:str(3)] [n:dec(2)]"),
                             rowsOf({QStringLiteral("s"), QStringLiteral("n")},
                                    {{QStringLiteral("abcdef"), QStringLiteral("123")},
                                     {QStringLiteral("ab"), QStringLiteral("7")}}));
    QVERIFY(e.error.isEmpty());
    QCOMPARE(e.keys[0], QByteArray("abc123"));
    QCOMPARE(e.keys[1], QByteArray("ab\x00"
                                   "07",
                                   5));
    QCOMPARE(e.stats.truncated, 1);
    QCOMPARE(e.stats.overflowed, 1);
}

void TestKeyEncoder::rowErrorsNameTheRow_data()
{
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("mentions");

    QTest::newRow("text in arithmetic")
        << QStringLiteral("[v + 1]") << QStringLiteral("row 2: 'oops' is not a decimal integer");
    QTest::newRow("text as long") << QStringLiteral("[v:long]") << QStringLiteral("row 2: 'oops'");
    QTest::newRow("division by zero")
        << QStringLiteral("[1 / (v - v)]") << QStringLiteral("row 1: division by zero");
    QTest::newRow("bad time") << QStringLiteral("[millis(v)]")
                              << QStringLiteral("row 1: millis() needs a time");
    QTest::newRow("empty key") << QStringLiteral("[w]")
                               << QStringLiteral("row 1: the key is empty");
}

void TestKeyEncoder::rowErrorsNameTheRow()
{
    QFETCH(QString, notation);
    QFETCH(QString, mentions);
    const Encoded e = encode(notation, rowsOf({QStringLiteral("v"), QStringLiteral("w")},
                                              {{QStringLiteral("5"), QString()},
                                               {QStringLiteral("oops"), QStringLiteral("x")}}));
    QVERIFY2(e.error.contains(mentions), qPrintable(e.error));
}

void TestKeyEncoder::compileErrorsNameTheSegment_data()
{
    QTest::addColumn<QString>("notation");
    QTest::addColumn<QString>("mentions");

    QTest::newRow("unknown field") << QStringLiteral("[v] '_' [nope]")
                                   << QStringLiteral("segment 3 [nope]: unknown field 'nope'");
    QTest::newRow("salt inside an expression")
        << QStringLiteral("[md5(salt(4))]") << QStringLiteral("segment of its own");
    QTest::newRow("salt buckets") << QStringLiteral("[salt(300)][v]") << QStringLiteral("1 to 256");
    QTest::newRow("two salts") << QStringLiteral("[salt(4)][salt(8)][v]")
                               << QStringLiteral("at most one salt");
    QTest::newRow("uid width") << QStringLiteral("[uid(v, 9)]") << QStringLiteral("1 to 8 bytes");
}

void TestKeyEncoder::compileErrorsNameTheSegment()
{
    QFETCH(QString, notation);
    QFETCH(QString, mentions);
    const Encoded e = encode(notation, rowsOf({QStringLiteral("v")}, {{QStringLiteral("1")}}));
    QVERIFY2(e.error.contains(mentions), qPrintable(e.error));
}

// The arena sort against a plain sort of QByteArrays, which compare as unsigned bytes with a
// prefix first (docs/hbase-reference.md §1).
void TestKeyEncoder::sortedOrderIsHBaseOrder_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("nearlySorted");
    QTest::newRow("one thread") << 5000 << false;
    QTest::newRow("buckets sorted on two threads") << 600000 << false;
    QTest::newRow("keys that arrive nearly sorted") << 50000 << true;
}

void TestKeyEncoder::sortedOrderIsHBaseOrder()
{
    QFETCH(int, count);
    QFETCH(bool, nearlySorted);
    std::mt19937 random(7);
    QList<QByteArray> keys;
    for (int i = 0; i < count; ++i) {
        QByteArray k(int(random() % 14), '\0');
        for (char &c : k)
            c = char(random() % 4 == 0 ? 0 : (random() % 3 == 0 ? 0xFF : 'a' + random() % 3));
        keys.append(k);
    }
    if (nearlySorted) { // in order but for every run of 16, of which the last 12 are reversed
        std::sort(keys.begin(), keys.end());
        for (qsizetype i = 0; i + 16 <= keys.size(); i += 16)
            std::reverse(keys.begin() + i + 4, keys.begin() + i + 16);
    }
    KeySet set;
    for (const QByteArray &k : std::as_const(keys))
        QVERIFY(set.append(k.constData(), std::size_t(k.size())));
    std::size_t duplicates = 0;
    const RowIndices order = set.sortedOrder(&duplicates);
    QList<int> expected(keys.size());
    std::iota(expected.begin(), expected.end(), 0);
    std::stable_sort(expected.begin(), expected.end(),
                     [&keys](int a, int b) { return keys[a] < keys[b]; });
    QCOMPARE(order.size(), std::size_t(keys.size()));
    std::size_t expectedDuplicates = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
        QCOMPARE(int(order[i]), expected[qsizetype(i)]);
        if (i > 0 && keys[expected[qsizetype(i)]] == keys[expected[qsizetype(i - 1)]])
            ++expectedDuplicates;
    }
    QVERIFY(expectedDuplicates > 0);
    QCOMPARE(duplicates, expectedDuplicates);
}

// An arena starts in malloc'ed memory and moves to mapped memory from 256 KiB, where it grows by
// moving pages, and where a joined part's pages move behind it (model/hbase/largememory.h): every
// key must survive each move, a copy and each kind of join, and the arena must grow after one.
void TestKeyEncoder::aKeySetKeepsItsKeysAsItGrows()
{
    const auto keyOf = [](std::size_t i) {
        std::string k(std::size_t(20 + i % 41), '\0');
        for (std::size_t j = 0; j < k.size(); ++j)
            k[j] = char((i * 131 + j * 7) % 251);
        return k;
    };
    const std::size_t quarter = 100000; // about 4 MiB
    const auto keysFrom = [&](std::size_t first, std::size_t count) {
        KeySet part;
        for (std::size_t i = first; i < first + count; ++i)
            part.append(keyOf(i));
        return part;
    };
    KeySet set = keysFrom(0, quarter);
    set.reserve(2 * quarter, set.totalBytes() * 3);
    const KeySet copied = keysFrom(quarter, quarter / 3);
    QVERIFY(set.append(copied));
    KeySet moved = keysFrom(quarter + quarter / 3, quarter);
    QVERIFY(set.append(std::move(moved))); // pages moved
    QVERIFY(moved.isEmpty());
    for (std::size_t i = 2 * quarter + quarter / 3; i < 3 * quarter; ++i)
        QVERIFY(set.append(keyOf(i))); // the joined arena grows
    QVERIFY(set.append(keysFrom(3 * quarter, quarter)));
    QVERIFY(set.append(keysFrom(4 * quarter, 7))); // a small part: malloc'ed, copied
    const std::size_t count = 4 * quarter + 7;
    const KeySet copy(set);
    QCOMPARE(set.size(), count);
    for (std::size_t i = 0; i < count; ++i) {
        const std::string expected = keyOf(i);
        QCOMPARE(std::string_view(set.key(i).data(), std::size_t(set.key(i).size())), expected);
        QCOMPARE(std::string_view(copy.key(i).data(), std::size_t(copy.key(i).size())), expected);
    }
    QVERIFY(copy == set);
}

// The row vectors (sort order, regions, a KeySet's offsets) use LargeAllocator: small ones are
// malloc'ed, from LargeMemory::kMappedBytes they are mapped, and a vector growing past that line
// moves from one to the other. Every value must survive, and freeing must unmap all of a mapping:
// were its length computed differently from the allocation's, each vector would leak the rest.
static qint64 virtualMemoryKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmSize:"))
            return line.mid(7).trimmed().split(' ').first().toLongLong();
    return -1;
}

void TestKeyEncoder::aLargeVectorKeepsItsValuesAndReturnsItsMemory()
{
    RowIndices grown;
    for (std::uint32_t i = 0; i < 1000000; ++i)
        grown.push_back(i * 2654435761u);
    const RowIndices copy = grown;
    for (std::uint32_t i = 0; i < 1000000; ++i)
        QCOMPARE(copy[i], i * 2654435761u);

    const qint64 before = virtualMemoryKb();
    if (before < 0)
        QSKIP("no /proc/self/status");
    for (int round = 0; round < 200; ++round) {
        RowIndices v(std::size_t(750000) + std::size_t(round) * 1000); // about 3 MiB, mapped
        v.back() = 1;
        RowIndices small(1000); // malloc'ed
        small.back() = v.back();
    }
    // 200 leaked mappings of 4 MiB would be 800 MiB.
    QVERIFY2(virtualMemoryKb() - before < 64 * 1024,
             qPrintable(QStringLiteral("%1 kB more").arg(virtualMemoryKb() - before)));
}

// Past 50,000 rows the encoder splits the rows between threads; the keys, their order, the
// counters and the first failing row must be those of one pass.
void TestKeyEncoder::manyRowsEncodeInParallelToTheSameKeys()
{
    QList<QStringList> many;
    for (int i = 0; i < 60000; ++i)
        many.append({QString::number(i * 7919 % 100003), QStringLiteral("abcdef").left(1 + i % 6)});
    const SampleRows rows = rowsOf({QStringLiteral("n"), QStringLiteral("s")}, many);
    const QString notation = QStringLiteral("[salt(8)][md5(n):hex(6)][s:str(4)][n:long]");
    const Encoded all = encode(notation, rows);
    QVERIFY2(all.error.isEmpty(), qPrintable(all.error));
    QCOMPARE(all.keys.size(), 60000);
    QCOMPARE(all.stats.truncated, 20000); // "abcde" and "abcdef" are cut to 4 bytes
    for (int i : {0, 1, 29999, 30000, 59999}) {
        const Encoded one =
            encode(notation, rowsOf({QStringLiteral("n"), QStringLiteral("s")}, {many[i]}));
        QCOMPARE(all.keys[i], one.keys.first());
    }
    many[55000][0] = QStringLiteral("oops");
    const Encoded failed = encode(QStringLiteral("[n:long]"),
                                  rowsOf({QStringLiteral("n"), QStringLiteral("s")}, many));
    QVERIFY2(failed.error.startsWith(QStringLiteral("row 55001: 'oops'")),
             qPrintable(failed.error));
}

void TestKeyEncoder::capturedSegmentsEqualEachSegmentEncodedAlone_data()
{
    QTest::addColumn<QString>("notation");
    QTest::addColumn<int>("rows");
    QTest::newRow("digest, text, flipped number, one pass")
        << QStringLiteral("[md5(n):hex(6)] '_' [s:str(4)][n:long:flip]") << 2000;
    QTest::newRow("salt, uid, bucket, desc, in parallel")
        << QStringLiteral("[salt(4)][n % 7:byte][rev(n):long:desc][s]") << 60000;
    QTest::newRow("a wide salt after a segment, in parallel")
        << QStringLiteral("[n:dec(7)] '-' [salt(12):dec(3)][s][n:int]") << 60000;
    QTest::newRow("uid in order, an empty value in some rows")
        << QStringLiteral("[uid(s,2)][s] '#' [sha1(s n):bytes(3)]") << 3000;
}

// The rules read each segment's bytes and text (TableAnalysis): captured while the keys are
// encoded, they must equal what encoding the segment as a key of its own gives, its text being
// the segment as plain str; a segment that cannot be a key of its own (an empty value) has none,
// and a digest has no text.
void TestKeyEncoder::capturedSegmentsEqualEachSegmentEncodedAlone()
{
    QFETCH(QString, notation);
    QFETCH(int, rows);
    QList<QStringList> values;
    for (int i = 0; i < rows; ++i)
        values.append(
            {QString::number(i * 7919 % 100003 - 50000), QStringLiteral("abcdef").left(i % 7)});
    const SampleRows sample = rowsOf({QStringLiteral("n"), QStringLiteral("s")}, values);
    const RowKeyNotation::Result parsed = RowKeyNotation::parse(notation);
    QVERIFY(parsed.ok());
    KeyEncoder encoder;
    QString error;
    KeySet keys;
    KeyEncoder::SegmentValues captured;
    QVERIFY(encoder.compile(parsed.key, sample.fields, &error));
    QVERIFY2(encoder.encode(sample, &keys, &error, &captured), qPrintable(error));
    QCOMPARE(qsizetype(captured.count()), parsed.key.segments.size());
    for (qsizetype i = 0; i < parsed.key.segments.size(); ++i) {
        const KeySegment &segment = parsed.key.segments[i];
        const bool salt = segment.expression.startsWith(QStringLiteral("salt("));
        const bool digest = segment.expression.startsWith(QStringLiteral("md5(")) ||
                            segment.expression.startsWith(QStringLiteral("sha1("));
        for (const bool text : {false, true}) {
            const KeyColumn got =
                text ? captured.textOf(std::size_t(i), keys) : captured.bytes(std::size_t(i), keys);
            if (segment.kind != KeySegment::Kind::Value || salt || (digest && text)) {
                QCOMPARE(got.size(), std::size_t(0));
                continue;
            }
            RowKey alone;
            alone.segments = {text ? KeySegment::value(segment.expression, SegmentFormat::Str)
                                   : segment};
            KeyEncoder single;
            KeySet expected;
            QString ignored;
            QVERIFY(single.compile(alone, sample.fields, &ignored));
            if (!single.encode(sample, &expected, &ignored)) {
                QCOMPARE(got.size(), std::size_t(0)); // some row's value is empty
                continue;
            }
            QCOMPARE(got.size(), std::size_t(rows));
            for (std::size_t r = 0; r < got.size(); ++r)
                QVERIFY2(got.key(r) == expected.key(r),
                         qPrintable(QStringLiteral("segment %1 row %2").arg(i).arg(r)));
        }
    }
    // Something was captured in each case, and an empty value really left a segment out.
    bool some = false;
    for (std::size_t i = 0; i < captured.count(); ++i)
        some = some || captured.bytes(i, keys).size() == std::size_t(rows);
    QVERIFY(some);
}

QTEST_APPLESS_MAIN(TestKeyEncoder)
#include "tst_keyencoder.moc"
