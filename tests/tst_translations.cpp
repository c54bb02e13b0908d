// The catalogues are complete, keep every placeholder, use the glossary of docs/glossary.md, and
// are really embedded and loaded.
#include "testutil.h"
#include "translations/translator.h"
#include "tsutil.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

namespace {

using TsUtil::Message;
using TsUtil::readTs;
using TsUtil::tsPath;

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(n|L?[0-9]{1,2})"));
    QSet<QString> found;
    for (const QRegularExpressionMatch &m : re.globalMatch(text))
        found.insert(m.captured(0));
    return found;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void complete_data();
    void complete();
    void glossary_data();
    void glossary();
    void mnemonicsKeepTheirLetter();
    void catalogueIsEmbedded();
    void qtsOwnTextsAreChineseToo();
    void everySourceStringIsInTheCatalogue();
};

void TestTranslations::complete_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("numerusForms");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << 1;
    QTest::newRow("en (plural forms only)") << QStringLiteral("en") << 2;
}

void TestTranslations::complete()
{
    QFETCH(QString, language);
    QFETCH(int, numerusForms);

    QString error;
    const QList<Message> messages = readTs(tsPath(language), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
    for (const Message &m : messages) {
        // A context like "Outer::Inner" means lupdate saw tr() in a nested class whose runtime
        // context differs (give such classes Q_DECLARE_TR_FUNCTIONS), so it would never load.
        QVERIFY2(!m.context.contains(QStringLiteral("::")), qPrintable(m.context));
        const QString where = m.context + QStringLiteral(": ") + m.source;
        QVERIFY2(!m.unfinished, qPrintable(QStringLiteral("unfinished: ") + where));
        QCOMPARE(m.translations.size(), m.numerus ? numerusForms : 1);
        for (const QString &t : m.translations) {
            QVERIFY2(!t.trimmed().isEmpty(), qPrintable(QStringLiteral("empty: ") + where));
            QVERIFY2(placeholders(t) == placeholders(m.source),
                     qPrintable(QStringLiteral("placeholders differ: ") + where +
                                QStringLiteral(" -> ") + t));
        }
    }
}

// The rows of docs/glossary.md marked "checked": | English | 中文 (alternatives split by " / ") |.
void TestTranslations::glossary_data()
{
    QTest::addColumn<QString>("english");
    QTest::addColumn<QStringList>("chinese");

    const QString text = QString::fromUtf8(
        TestUtil::readAll(TestUtil::sourcePath(QStringLiteral("docs/glossary.md"))));
    int rows = 0;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        const QStringList cells = line.split(QLatin1Char('|'));
        // "| english | chinese | yes |" splits into 5 cells, the outer two empty.
        if (cells.size() != 5 || cells.at(3).trimmed() != QStringLiteral("yes"))
            continue;
        const QString english = cells.at(1).trimmed();
        QStringList chinese = cells.at(2).split(QStringLiteral(" / "));
        for (QString &c : chinese)
            c = c.trimmed();
        QTest::newRow(qPrintable(english)) << english << chinese;
        ++rows;
    }
    QVERIFY2(rows >= 10, "docs/glossary.md lost its checked rows");
}

// Wherever the English uses a glossary term, the Chinese uses the glossary's word for it.
void TestTranslations::glossary()
{
    QFETCH(QString, english);
    QFETCH(QStringList, chinese);

    QString error;
    const QList<Message> messages = readTs(tsPath(QStringLiteral("zh_CN")), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    // The term as a word, its first letter in either case ("Row key", "row key"); the attribute
    // names HBase spells in capitals (COMPRESSION, REGION_REPLICATION) are not the term.
    const QString first = english.left(1);
    const QRegularExpression term(
        QStringLiteral("\\b[%1%2]%3")
            .arg(first.toLower(), first.toUpper(), QRegularExpression::escape(english.mid(1))));
    for (const Message &m : messages) {
        if (!m.source.contains(term))
            continue;
        for (const QString &t : m.translations) {
            const bool used = std::any_of(chinese.cbegin(), chinese.cend(),
                                          [&t](const QString &c) { return t.contains(c); });
            QVERIFY2(used, qPrintable(m.source + QStringLiteral(" -> ") + t));
        }
    }
}

// Alt+letter stays the same letter in Chinese ("&File" -> "文件(&F)"), so the main window's
// mnemonics, kept apart in English, stay apart in Chinese too.
void TestTranslations::mnemonicsKeepTheirLetter()
{
    const auto letter = [](const QString &text) {
        static const QRegularExpression mnemonic(QStringLiteral("&([A-Za-z0-9])"));
        QString stripped = text;
        stripped.replace(QStringLiteral("&&"), QString());
        const QRegularExpressionMatch m = mnemonic.match(stripped);
        return m.hasMatch() ? m.captured(1).toUpper() : QString();
    };
    QString error;
    const QList<Message> messages = readTs(tsPath(QStringLiteral("zh_CN")), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    int checked = 0;
    for (const Message &m : messages) {
        const QString english = letter(m.source);
        if (english.isEmpty() || m.source.contains(QStringLiteral("<")))
            continue;
        ++checked;
        for (const QString &t : m.translations)
            QVERIFY2(letter(t) == english, qPrintable(m.source + QStringLiteral(" -> ") + t));
    }
    QVERIFY(checked > 20);
}

void TestTranslations::catalogueIsEmbedded()
{
    const char *source = "Commands:";
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    QCOMPARE(Translations::currentLanguage(), QStringLiteral("zh_CN"));
    const QString chinese = QCoreApplication::translate("Cli", source);
    QVERIFY2(chinese != QLatin1StringView(source), qPrintable(chinese));
    QVERIFY(chinese.contains(QStringLiteral("命令")));

    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
    QCOMPARE(QCoreApplication::translate("Cli", source), QLatin1StringView(source));
    QCOMPARE(QCoreApplication::translate("Cli", ", %n warning(s)", nullptr, 1),
             QStringLiteral(", 1 warning"));
    QCOMPARE(QCoreApplication::translate("Cli", ", %n warning(s)", nullptr, 3),
             QStringLiteral(", 3 warnings"));
    QVERIFY(!Translations::installForLocale(QStringLiteral("xx")));
}

// Qt's own texts (dialog buttons, the file dialog) follow the language too: scripts/run and
// scripts/test install Qt's catalogues (qt6-translations-l10n), and the designer loads them.
void TestTranslations::qtsOwnTextsAreChineseToo()
{
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    const QString cancel = QCoreApplication::translate("QPlatformTheme", "Cancel");
    const QString lookIn = QCoreApplication::translate("QFileDialog", "Look in:");
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
    QCOMPARE(cancel, QStringLiteral("取消"));
    QVERIFY2(lookIn != QStringLiteral("Look in:"), qPrintable(lookIn));
}

// lupdate silently skips a tr() it cannot attribute to a context; such a string is never
// translated. Every one-literal tr()/translate() in the sources must be in the catalogue.
void TestTranslations::everySourceStringIsInTheCatalogue()
{
    QString error;
    QSet<QString> known;
    for (const Message &m : readTs(tsPath(QStringLiteral("zh_CN")), &error))
        known.insert(m.source);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    static const QRegularExpression call(QStringLiteral(
        R"re((?:\btr|translate\(\s*"[A-Za-z]+",)\(?\s*"((?:[^"\\]|\\.)*)"\s*[,)])re"));
    int checked = 0;
    for (const QString &dir :
         {QStringLiteral("model"), QStringLiteral("ui"), QStringLiteral("app")}) {
        QDirIterator files(TestUtil::sourcePath(dir), {QStringLiteral("*.cpp")}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            const QString text = QString::fromUtf8(TestUtil::readAll(path));
            for (const QRegularExpressionMatch &m : call.globalMatch(text)) {
                QString literal = m.captured(1);
                literal.replace(QStringLiteral("\\\""), QStringLiteral("\""));
                literal.replace(QStringLiteral("\\n"), QStringLiteral("\n"));
                literal.replace(QStringLiteral("\\t"), QStringLiteral("\t"));
                literal.replace(QStringLiteral("\\\\"), QStringLiteral("\\"));
                if (literal.isEmpty())
                    continue;
                ++checked;
                QVERIFY2(known.contains(literal),
                         qPrintable(QFileInfo(path).fileName() + QStringLiteral(": ") + literal));
            }
        }
    }
    QVERIFY(checked > 100);
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
