#include "model/schema/columnfamily.h"
#include "model/schema/units.h"

#include <QTest>

#include <limits>

// Sizes as the designer writes and reads them (docs/glossary.md#sizes): binary, labelled KiB,
// MiB, GiB, TiB; KB, MB, GB, TB typed read as the same binary units, as HBase's shell reads
// '64KB' (PrettyPrinter: 65536).
class TestUnits : public QObject
{
    Q_OBJECT

private slots:
    void formatSizeUsesBinaryLabels_data();
    void formatSizeUsesBinaryLabels();
    void formatBytesUsesTheLargestExactUnit_data();
    void formatBytesUsesTheLargestExactUnit();
    void parseBytesReadsEveryForm_data();
    void parseBytesReadsEveryForm();
    void parseBytesRefusesWithAReason_data();
    void parseBytesRefusesWithAReason();
    void everySizeWrittenReadsBack_data();
    void everySizeWrittenReadsBack();
    void secondsWrittenReadBack();
    void chineseTextIsTidied();
};

void TestUnits::formatSizeUsesBinaryLabels_data()
{
    QTest::addColumn<double>("bytes");
    QTest::addColumn<QString>("shown");
    QTest::newRow("bytes") << 512.0 << QStringLiteral("512 B");
    QTest::newRow("just under a KiB") << 1023.0 << QStringLiteral("1023 B");
    QTest::newRow("a KiB") << 1024.0 << QStringLiteral("1 KiB");
    QTest::newRow("MiB, three digits") << 3984588.0 << QStringLiteral("3.8 MiB");
    QTest::newRow("the default region size") << 10737418240.0 << QStringLiteral("10 GiB");
    QTest::newRow("TiB") << 2.8e13 << QStringLiteral("25.5 TiB");
    // A disk sold as 8 TB holds 8e12 bytes: 7.28 TiB.
    QTest::newRow("a decimal 8 TB disk") << 8e12 << QStringLiteral("7.28 TiB");
    QTest::newRow("PiB") << 3.0 * 1125899906842624.0 << QStringLiteral("3 PiB");
}

void TestUnits::formatSizeUsesBinaryLabels()
{
    QFETCH(double, bytes);
    QFETCH(QString, shown);
    QCOMPARE(Units::formatSize(bytes), shown);
}

void TestUnits::formatBytesUsesTheLargestExactUnit_data()
{
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<QString>("shown");
    QTest::newRow("zero") << qint64(0) << QStringLiteral("0 B");
    QTest::newRow("not a multiple of 1024") << qint64(1000) << QStringLiteral("1000 B");
    QTest::newRow("the default block") << qint64(65536) << QStringLiteral("64 KiB");
    QTest::newRow("1.5 MiB is 1536 KiB") << qint64(1572864) << QStringLiteral("1536 KiB");
    QTest::newRow("the flush size") << qint64(134217728) << QStringLiteral("128 MiB");
    QTest::newRow("the region size") << qint64(10737418240) << QStringLiteral("10 GiB");
    QTest::newRow("8 TiB") << (qint64(8) << 40) << QStringLiteral("8 TiB");
}

void TestUnits::formatBytesUsesTheLargestExactUnit()
{
    QFETCH(qint64, bytes);
    QFETCH(QString, shown);
    QCOMPARE(Units::formatBytes(bytes), shown);
}

void TestUnits::parseBytesReadsEveryForm_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("bytes");
    QTest::newRow("plain bytes") << QStringLiteral("65536") << qint64(65536);
    QTest::newRow("B") << QStringLiteral("512 B") << qint64(512);
    QTest::newRow("KiB") << QStringLiteral("64 KiB") << qint64(65536);
    QTest::newRow("kib, no space") << QStringLiteral("64kib") << qint64(65536);
    QTest::newRow("KB as HBase's shell reads it") << QStringLiteral("64KB") << qint64(65536);
    QTest::newRow("k") << QStringLiteral("64k") << qint64(65536);
    QTest::newRow("a fraction of a MiB") << QStringLiteral("1.5 MiB") << qint64(1572864);
    QTest::newRow("MB") << QStringLiteral("128 MB") << qint64(134217728);
    QTest::newRow("GiB") << QStringLiteral("10 GiB") << qint64(10737418240);
    QTest::newRow("GB") << QStringLiteral("10 GB") << qint64(10737418240);
    QTest::newRow("TB, binary") << QStringLiteral("8 TB") << (qint64(8) << 40);
    QTest::newRow("a fraction of a TiB") << QStringLiteral("7.25 TiB") << qint64(7971459301376);
    QTest::newRow("half a KiB") << QStringLiteral("0.5 KiB") << qint64(512);
    // A fraction of a MiB or more is a size, not a count of bytes: rounded to the byte.
    QTest::newRow("an 8 TB disk in TiB") << QStringLiteral("7.28 TiB") << qint64(8004444650209);
    // Beyond 2^53 a double is no longer exact: a whole number is read exactly.
    QTest::newRow("2^53 + 1 bytes")
        << QStringLiteral("9007199254740993") << qint64(9007199254740993);
    QTest::newRow("the largest size") << QString::number(std::numeric_limits<qint64>::max() / 2)
                                      << std::numeric_limits<qint64>::max() / 2;
}

void TestUnits::parseBytesReadsEveryForm()
{
    QFETCH(QString, text);
    QFETCH(qint64, bytes);
    const Units::Parsed p = Units::parseBytes(text);
    QVERIFY2(p.ok(), qPrintable(p.error));
    QCOMPARE(p.value, bytes);
}

void TestUnits::parseBytesRefusesWithAReason_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("reason");
    QTest::newRow("an unknown unit") << QStringLiteral("12 XB") << QStringLiteral("KiB, MiB");
    QTest::newRow("no number") << QStringLiteral("big") << QStringLiteral("64 KiB");
    QTest::newRow("negative") << QStringLiteral("-1 KiB") << QStringLiteral("64 KiB");
    QTest::newRow("half a byte") << QStringLiteral("0.5") << QStringLiteral("whole number");
    QTest::newRow("not whole bytes") << QStringLiteral("0.3 KiB") << QStringLiteral("whole number");
    QTest::newRow("past the largest")
        << QString::number(std::numeric_limits<qint64>::max() / 2 + 1) << QStringLiteral("at most");
    QTest::newRow("a huge TiB count") << QStringLiteral("9000000 TiB") << QStringLiteral("at most");
    QTest::newRow("past int64") << QStringLiteral("99999999999999999999")
                                << QStringLiteral("at most");
}

void TestUnits::parseBytesRefusesWithAReason()
{
    QFETCH(QString, text);
    QFETCH(QString, reason);
    const Units::Parsed p = Units::parseBytes(text);
    QVERIFY(!p.ok());
    QVERIFY2(p.error.contains(reason), qPrintable(p.error));
}

void TestUnits::everySizeWrittenReadsBack_data()
{
    QTest::addColumn<qint64>("bytes");
    const qint64 largest = std::numeric_limits<qint64>::max() / 2;
    for (const qint64 v :
         {qint64(1), qint64(1023), qint64(1024), qint64(1025), qint64(65536), qint64(16) << 20,
          (qint64(1) << 53) + 1, qint64(1) << 61, largest - 1, largest, qint64(3) << 40})
        QTest::newRow(qPrintable(QString::number(v))) << v;
}

void TestUnits::everySizeWrittenReadsBack()
{
    QFETCH(qint64, bytes);
    const QString written = Units::formatBytes(bytes);
    const Units::Parsed back = Units::parseBytes(written);
    QVERIFY2(back.ok(), qPrintable(written + QStringLiteral(": ") + back.error));
    QCOMPARE(back.value, bytes);
}

void TestUnits::secondsWrittenReadBack()
{
    for (const qint64 s :
         {qint64(1), qint64(59), qint64(60), qint64(3600), qint64(86400), qint64(604800),
          qint64(FamilyDefaults::kTtlForever) - 1, qint64(FamilyDefaults::kTtlForever)}) {
        const QString written = Units::formatSeconds(s);
        const Units::Parsed back = Units::parseSeconds(written);
        QVERIFY2(back.ok(), qPrintable(written + QStringLiteral(": ") + back.error));
        QCOMPARE(back.value, s);
    }
}

// A newcomer's trial: "…中设置。 如果读取…" and "6906 万 个块" in the Cluster panel.
void TestUnits::chineseTextIsTidied()
{
    QCOMPARE(Units::tidyText(QStringLiteral("在属性中设置。 如果读取，每秒 6906 万 个块。")),
             QStringLiteral("在属性中设置。如果读取，每秒 6906 万个块。"));
    const QString english = QStringLiteral("Set it there. If the reads spread, 5 blocks.");
    QCOMPARE(Units::tidyText(english), english);
}

QTEST_GUILESS_MAIN(TestUnits)
#include "tst_units.moc"
