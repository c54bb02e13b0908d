// One set of Chinese terms and punctuation across the product (docs/glossary.md): the catalogue
// and every Chinese text of the lessons and examples avoid the words the glossary replaces (with
// the exceptions it names), a source string reads the same wherever it appears, and Chinese
// sentences use full-width punctuation, ASCII only inside code, notation, file filters, menu
// mnemonics and the "FILE: " prefix of a message.
#include "tsutil.h"

#include <QRegularExpression>
#include <QTest>

class TestChineseTerms : public QObject
{
    Q_OBJECT

private slots:
    void avoidedWords_data();
    void avoidedWords();
    void oneTranslationPerSource();
    void fullWidthPunctuation();
};

namespace {

// Every Chinese text: the catalogue's translations and the lessons' and examples' texts.
QList<TsUtil::Text> chineseTexts()
{
    QString error;
    QList<TsUtil::Text> texts;
    for (const TsUtil::Message &m :
         TsUtil::readTs(TsUtil::tsPath(QStringLiteral("zh_CN")), &error)) {
        for (const QString &t : m.translations)
            texts.append({m.context + QStringLiteral(": ") + m.source, t});
    }
    if (!error.isEmpty())
        qFatal("%s", qPrintable(error));
    return texts + TsUtil::lessonAndExampleTexts();
}

// The spans of a Chinese text where ASCII punctuation is right: quoted literals, code and
// notation (calls such as salt(N), [segments], :formats), menu mnemonics "(&F)", file filters
// "(*.json)" and ";;", and a message's "FILE: " or "FILE:LINE: " prefix.
QString withoutCode(QString text)
{
    static const QList<QRegularExpression> code = {
        QRegularExpression(QStringLiteral("“[^”]*”|'[^']*'|\"[^\"]*\"")),
        QRegularExpression(QStringLiteral("[A-Za-z_%][\\w%.]*\\([^()]*\\)")),
        QRegularExpression(QStringLiteral("[A-Za-z_%][\\w%.]*\\(")),
        QRegularExpression(QStringLiteral("\\(&[A-Za-z0-9]\\)")),
        QRegularExpression(QStringLiteral("\\([^()]*\\*[^()]*\\)|;;")),
        QRegularExpression(QStringLiteral("^(?:%\\d|[a-z-]+)(?::%\\d)*: ")),
        QRegularExpression(QStringLiteral(":[a-z]+\\b")),
        QRegularExpression(QStringLiteral("\\[[^\\]]*\\]")),
    };
    for (const QRegularExpression &re : code) {
        QRegularExpressionMatch m;
        qsizetype from = 0;
        while ((m = re.match(text, from)).hasMatch()) {
            text.replace(m.capturedStart(), m.capturedLength(), QString(m.capturedLength(), u'x'));
            from = m.capturedEnd();
        }
    }
    return text;
}

} // namespace

// The "Words not to use" table of docs/glossary.md: | avoid | use | allowed in |.
void TestChineseTerms::avoidedWords_data()
{
    QTest::addColumn<QString>("avoid");
    QTest::addColumn<QStringList>("allowedIn");
    const QString text = QString::fromUtf8(
        TestUtil::readAll(TestUtil::sourcePath(QStringLiteral("docs/glossary.md"))));
    const qsizetype section = text.indexOf(QStringLiteral("## Words not to use"));
    QVERIFY2(section >= 0, "docs/glossary.md lost its words not to use");
    int rows = 0;
    for (const QString &line : text.mid(section).split(QLatin1Char('\n'))) {
        const QStringList cells = line.split(QLatin1Char('|'));
        if (cells.size() != 5 || cells.at(1).trimmed() == QStringLiteral("avoid") ||
            cells.at(1).trimmed().startsWith(QStringLiteral("---")))
            continue;
        QStringList allowed;
        for (const QString &a : cells.at(3).split(QStringLiteral(", "), Qt::SkipEmptyParts))
            allowed << a.trimmed().remove(u'`');
        allowed.removeAll(QString());
        const QString avoid = cells.at(1).trimmed().remove(u'`');
        QTest::newRow(qPrintable(avoid)) << avoid << allowed;
        ++rows;
    }
    QVERIFY2(rows >= 10, "docs/glossary.md lost its words not to use");
}

void TestChineseTerms::avoidedWords()
{
    QFETCH(QString, avoid);
    QFETCH(QStringList, allowedIn);
    for (const TsUtil::Text &t : chineseTexts()) {
        QString text = t.text;
        for (const QString &allowed : std::as_const(allowedIn))
            text.remove(allowed);
        QVERIFY2(!text.contains(avoid), qPrintable(t.where + QStringLiteral(" -> ") + t.text));
    }
}

// A source string that appears in several places (a table's column and the report's) is one
// term: it reads the same in Chinese everywhere, unless a disambiguation tells the uses apart.
void TestChineseTerms::oneTranslationPerSource()
{
    QString error;
    const QList<TsUtil::Message> messages =
        TsUtil::readTs(TsUtil::tsPath(QStringLiteral("zh_CN")), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QHash<QString, const TsUtil::Message *> first;
    for (const TsUtil::Message &m : messages) {
        const QString key = m.source + QChar(0) + m.comment;
        const TsUtil::Message *seen = first.value(key);
        if (!seen) {
            first.insert(key, &m);
            continue;
        }
        QVERIFY2(seen->translations == m.translations,
                 qPrintable(QStringLiteral("%1: %2 in %3, %4 in %5")
                                .arg(m.source, seen->translations.join(u'|'), seen->context,
                                     m.translations.join(u'|'), m.context)));
    }
}

// Chinese sentences take full-width （），：；！？ next to Chinese characters.
void TestChineseTerms::fullWidthPunctuation()
{
    static const QRegularExpression halfWidth(
        QStringLiteral("\\p{Han}\\s*[(),:;!?]|[(),:;!?]\\s*\\p{Han}"));
    for (const TsUtil::Text &t : chineseTexts()) {
        const QRegularExpressionMatch m = halfWidth.match(withoutCode(t.text));
        QVERIFY2(!m.hasMatch(), qPrintable(t.where + QStringLiteral(" -> ") +
                                           t.text.mid(m.capturedStart() - 10, 30)));
    }
}

QTEST_APPLESS_MAIN(TestChineseTerms)
#include "tst_chineseterms.moc"
