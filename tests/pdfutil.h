#pragma once

#include <QList>
#include <QProcess>
#include <QRectF>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QString>

#include <algorithm>

// A PDF's words as Poppler reads them (`pdftotext -bbox`), for the suites that export PDFs
// (tst_diagramexport, tst_report), and the lines of a page they make.
namespace PdfUtil {

struct Word
{
    QString text;
    QRectF box;   // in points, from its page's top left
    int page = 0; // from 0
};

struct PdfText
{
    QSizeF page;         // the first page's size
    QList<QSizeF> pages; // every page's
    QList<Word> words;   // in reading order, page after page
    QString error;

    bool hasWordContaining(const QString &part) const
    {
        for (const Word &w : words) {
            if (w.text.contains(part))
                return true;
        }
        return false;
    }
    // Every word, separated by spaces.
    QString text() const
    {
        QStringList all;
        for (const Word &w : words)
            all.append(w.text);
        return all.join(u' ');
    }
    // The words that reach past their page's edges.
    QStringList outside() const
    {
        QStringList out;
        for (const Word &w : words) {
            const QRectF bounds(QPointF(0, 0), pages.value(w.page));
            if (!bounds.adjusted(-0.5, -0.5, 0.5, 0.5).contains(w.box))
                out.append(w.text);
        }
        return out;
    }
};

inline QString unescape(QString text)
{
    return text.replace(QStringLiteral("&lt;"), QStringLiteral("<"))
        .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
        .replace(QStringLiteral("&quot;"), QStringLiteral("\""))
        .replace(QStringLiteral("&#39;"), QStringLiteral("'"))
        .replace(QStringLiteral("&apos;"), QStringLiteral("'"))
        .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
}

inline bool havePdfToText()
{
    return !QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty();
}

inline PdfText readPdf(const QString &pdf)
{
    PdfText out;
    QProcess poppler;
    poppler.start(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
    if (!poppler.waitForFinished(60000) || poppler.exitCode() != 0) {
        out.error = QString::fromUtf8(poppler.readAllStandardError());
        return out;
    }
    const QString html = QString::fromUtf8(poppler.readAllStandardOutput());
    static const QRegularExpression page(
        QStringLiteral(R"re(<page width="([\d.]+)" height="([\d.]+)">)re"));
    static const QRegularExpression word(QStringLiteral(
        R"re(<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>)re"));
    for (const QString &part : html.split(QStringLiteral("</page>"))) {
        const QRegularExpressionMatch size = page.match(part);
        if (!size.hasMatch())
            continue;
        out.pages.append(QSizeF(size.captured(1).toDouble(), size.captured(2).toDouble()));
        for (auto it = word.globalMatch(part); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            out.words.append({unescape(m.captured(5)),
                              QRectF(QPointF(m.captured(1).toDouble(), m.captured(2).toDouble()),
                                     QPointF(m.captured(3).toDouble(), m.captured(4).toDouble())),
                              int(out.pages.size() - 1)});
        }
    }
    if (out.pages.isEmpty())
        out.error = QStringLiteral("no page in pdftotext's output");
    else
        out.page = out.pages.first();
    return out;
}

// Text without any white space (pdftotext breaks and joins lines as it sees fit) and in NFKC
// (it gives the ligature of "ff" in "offset" as one letter).
inline QString squeezed(const QString &text)
{
    static const QRegularExpression space(QStringLiteral(R"(\s+)"));
    return text.normalized(QString::NormalizationForm_KC).remove(space);
}

// A page's text a line at a time, top to bottom: the words pdftotext places side by side.
inline QList<QList<Word>> linesOf(const PdfText &pdf, int page)
{
    QList<Word> words;
    for (const Word &w : pdf.words) {
        if (w.page == page)
            words.append(w);
    }
    std::sort(words.begin(), words.end(),
              [](const Word &a, const Word &b) { return a.box.center().y() < b.box.center().y(); });
    QList<QList<Word>> lines;
    for (const Word &w : words) {
        if (lines.isEmpty() || w.box.center().y() - lines.last().first().box.center().y() >
                                   lines.last().first().box.height() / 2)
            lines.append(QList<Word>());
        lines.last().append(w);
    }
    for (QList<Word> &line : lines) {
        std::sort(line.begin(), line.end(),
                  [](const Word &a, const Word &b) { return a.box.left() < b.box.left(); });
    }
    return lines;
}

inline QString squeezedLine(const QList<Word> &line)
{
    QString text;
    for (const Word &w : line)
        text += w.text;
    return squeezed(text);
}

// Whether a page holds all of `text`, broken into lines that start at the same x, as a long
// hex key in a table cell is.
inline bool onePageHolds(const PdfText &pdf, const QString &text)
{
    for (const Word &start : pdf.words) {
        if (start.text.size() < 8 || !text.startsWith(squeezed(start.text)))
            continue;
        QList<Word> column;
        for (const Word &w : pdf.words) {
            if (w.page == start.page && qAbs(w.box.left() - start.box.left()) < 1 &&
                w.box.top() >= start.box.top())
                column.append(w);
        }
        std::sort(column.begin(), column.end(),
                  [](const Word &a, const Word &b) { return a.box.top() < b.box.top(); });
        QString joined;
        for (const Word &w : column) {
            if (!text.startsWith(joined + squeezed(w.text)))
                break;
            joined += squeezed(w.text);
        }
        if (joined == text)
            return true;
    }
    return false;
}

} // namespace PdfUtil
