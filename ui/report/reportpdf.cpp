#include "ui/report/reportpdf.h"

#include "ui/report/reportpages.h"

#include <QAbstractTextDocumentLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextObjectInterface>
#include <QTextTable>

namespace {

constexpr int kPictureObject = QTextFormat::UserObject + 1;
constexpr int kPictureProperty = QTextFormat::UserProperty + 1;
const QString kScheme = QStringLiteral("report-picture:");

// Plays a recorded picture inline, scaled to fit the text width and the page's height.
class PictureObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    // `page`: the device's text area, against whose dpi the pictures' own (the screen's) are
    // scaled.
    PictureObject(QList<QPicture> pictures, const ReportPictures::Page &page)
        : m_pictures(std::move(pictures))
        , m_page(page)
    {}

    QSizeF intrinsicSize(QTextDocument *, int, const QTextFormat &format) override
    {
        return ReportPictures::placedSize(pictureOf(format), m_page);
    }

    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                    const QTextFormat &format) override
    {
        const QPicture &picture = pictureOf(format);
        const QSizeF size = picture.boundingRect().size();
        // Only on the page that holds it: clipped text still lands in a PDF, off its page.
        if (size.isEmpty() ||
            (painter->hasClipping() && !painter->clipBoundingRect().contains(rect.center())))
            return;
        painter->save();
        painter->translate(rect.topLeft());
        painter->scale(rect.width() / size.width(), rect.height() / size.height());
        painter->drawPicture(0, 0, picture);
        painter->restore();
    }

private:
    const QPicture &pictureOf(const QTextFormat &format) const
    {
        static const QPicture none;
        const int index = format.intProperty(kPictureProperty);
        return index >= 0 && index < m_pictures.size() ? m_pictures[index] : none;
    }

    QList<QPicture> m_pictures;
    ReportPictures::Page m_page;
};

// Replaces each placeholder image with the picture object it names; returns the pictures in
// the order of their indices.
QList<QPicture> placePictures(QTextDocument *document, const ReportPictures &pictures)
{
    QList<QPicture> placed;
    QList<std::pair<int, int>> spans; // position, length
    QList<QString> names;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QTextCharFormat format = fragment.charFormat();
            if (format.isImageFormat() && format.toImageFormat().name().startsWith(kScheme)) {
                spans.append({fragment.position(), fragment.length()});
                names.append(format.toImageFormat().name().mid(kScheme.size()));
            }
        }
    }
    // From the end, so the positions before stay valid.
    for (qsizetype i = spans.size() - 1; i >= 0; --i) {
        const QStringList parts = names[i].split(u'/');
        const auto kind = ReportHtml::Picture(parts.value(0).toInt());
        const int table = parts.value(1).toInt();
        QTextCursor cursor(document);
        cursor.setPosition(spans[i].first);
        cursor.setPosition(spans[i].first + spans[i].second, QTextCursor::KeepAnchor);
        QTextCharFormat object;
        object.setObjectType(kPictureObject);
        object.setProperty(kPictureProperty, int(placed.size()));
        placed.append(pictures.picture(kind, table));
        cursor.insertText(QString(QChar::ObjectReplacementCharacter), object);
    }
    return placed;
}

// QTextDocument gives a table no margin of its own and does not apply the next block's top
// margin after one: a heading right after a table, or a second table, touched it. Space above
// and below every table, as the HTML page has (table { margin: 0.4em 0 0.8em }).
void spaceTables(QTextDocument *document, qreal fontPixels)
{
    for (QTextFrame *frame : document->rootFrame()->childFrames()) {
        auto *table = qobject_cast<QTextTable *>(frame);
        if (!table)
            continue;
        QTextTableFormat format = table->format();
        format.setTopMargin(0.4 * fontPixels);
        format.setBottomMargin(0.9 * fontPixels);
        table->setFormat(format);
    }
}

// Draws the document's `slice` at `y` of the page, and nothing of what lies outside it.
void drawSlice(QPainter *painter, QTextDocument *document, const ReportPages::Slice &slice, qreal y,
               qreal width)
{
    painter->save();
    painter->translate(0, y - slice.top);
    painter->setClipRect(QRectF(-2, slice.top, width + 4, slice.height()));
    QAbstractTextDocumentLayout::PaintContext context;
    // A pixel inside the slice: the lines and rows that only touch its edges belong to the
    // page before or after (clipped away, their text would still land in the PDF).
    context.clip = QRectF(0, slice.top + 1, width, slice.height() - 2);
    // The body's colour (the report's CSS), not the pen the last page's footer left.
    context.palette.setColor(QPalette::Text, QColor(0x1d, 0x24, 0x30));
    document->documentLayout()->draw(painter, context);
    painter->restore();
}

} // namespace

QString ReportPdf::placeholder(ReportHtml::Picture kind, int table, const QString &caption)
{
    return QStringLiteral("<p><img src=\"%1%2/%3\"></p><p class=\"caption\">%4</p>\n")
        .arg(kScheme)
        .arg(int(kind))
        .arg(table)
        .arg(caption.toHtmlEscaped());
}

namespace {

QFont bodyFont()
{
    QFont text(QStringLiteral("DejaVu Sans"));
    text.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("WenQuanYi Micro Hei"),
                      QStringLiteral("Noto Sans CJK SC")});
    text.setPointSizeF(9);
    return text;
}

QFont smallFont()
{
    QFont small = bodyFont();
    small.setPointSizeF(7.5);
    return small;
}

// The header's and the footer's height each.
qreal marginOf(QPagedPaintDevice *device)
{
    return QFontMetricsF(smallFont(), device).height() * 2.2;
}

} // namespace

ReportPictures::Page ReportPdf::body(QPagedPaintDevice *device)
{
    const QRectF paper = device->pageLayout().paintRectPixels(device->logicalDpiX());
    return {QSizeF(paper.width(), paper.height() - 2 * marginOf(device)),
            qreal(device->logicalDpiX())};
}

bool ReportPdf::paint(QPagedPaintDevice *device, const QString &html,
                      const ReportPictures &pictures, const QString &title, QString *error)
{
    const QRectF paper = device->pageLayout().paintRectPixels(device->logicalDpiX());
    const QFont text = bodyFont();
    const QFont small = smallFont();
    const QFontMetricsF smallMetrics(small, device);
    const qreal header = marginOf(device);
    const ReportPictures::Page body = ReportPdf::body(device);
    const QSizeF page = body.size;

    QTextDocument document;
    document.documentLayout()->setPaintDevice(device);
    document.setDefaultFont(text);
    document.setDocumentMargin(0);
    document.setHtml(html);
    // One long page, which ReportPages cuts where a page may end.
    document.setTextWidth(page.width());
    spaceTables(&document, QFontMetricsF(text, device).height());
    PictureObject handler(placePictures(&document, pictures), body);
    document.documentLayout()->registerHandler(kPictureObject, &handler);
    // Laid out again now that the pictures' sizes are known.
    document.markContentsDirty(0, document.characterCount());

    QPainter painter;
    if (!painter.begin(device)) {
        *error = tr("cannot start painting the report");
        return false;
    }
    const QList<ReportPages::Page> pages =
        ReportPages::paginate(&document, page.height(), kPictureObject);
    for (qsizetype p = 0; p < pages.size(); ++p) {
        if (p > 0 && !device->newPage()) {
            *error = tr("cannot start page %1").arg(p + 1);
            return false;
        }
        qreal y = header;
        if (const std::optional<ReportPages::Slice> &rows = pages[p].header) {
            drawSlice(&painter, &document, *rows, y, page.width());
            y += rows->height();
        }
        drawSlice(&painter, &document, pages[p].body, y, page.width());
        painter.setFont(small);
        painter.setPen(QColor(0x5a, 0x64, 0x72));
        const QRectF top(0, 0, page.width(), smallMetrics.height());
        painter.drawText(top, Qt::AlignLeft | Qt::AlignVCenter,
                         smallMetrics.elidedText(title, Qt::ElideRight, page.width() * 0.7));
        painter.drawText(top, Qt::AlignRight | Qt::AlignVCenter, tr("HBase schema design report"));
        painter.drawLine(QPointF(0, smallMetrics.height() * 1.4),
                         QPointF(page.width(), smallMetrics.height() * 1.4));
        const QRectF bottom(0, paper.height() - smallMetrics.height(), page.width(),
                            smallMetrics.height());
        painter.drawText(bottom, Qt::AlignHCenter | Qt::AlignVCenter,
                         tr("Page %1 of %2").arg(p + 1).arg(pages.size()));
    }
    painter.end();
    return true;
}

#include "reportpdf.moc"
