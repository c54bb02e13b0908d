#include "ui/canvas/diagramsheet.h"

#include "translations/translator.h"
#include "ui/canvas/tablecard.h"
#include "ui/rowkey/segmentpalette.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QLocale>
#include <QPainter>
#include <QPalette>
#include <QScreen>

namespace {

constexpr qreal kMargin = 24;
constexpr qreal kRowHeight = 22;
constexpr qreal kChipWidth = 22;
constexpr qreal kEntryGap = 22;
constexpr qreal kSwatchGap = 6;
constexpr qreal kLegendMinWidth = 640;
const QColor kInk(20, 20, 20);

// A family badge as the cards draw one (TableCard::badges): a TTL of seven days.
QString exampleBadge()
{
    ColumnFamily f;
    f.ttlSeconds = 7 * 24 * 3600;
    return TableCard::badges(f).value(0);
}

} // namespace

DiagramSheet::DiagramSheet(QGraphicsScene *scene, const Heading &heading)
    : m_scene(scene)
    , m_source(scene->itemsBoundingRect().adjusted(-kMargin, -kMargin, kMargin, kMargin))
    , m_title(heading.title.isEmpty() ? tr("HBase schema diagram") : heading.title)
    , m_titleFont(QApplication::font())
    , m_smallFont(TableCard::smallFont())
    , m_boldFont(QApplication::font())
{
    if (scene->items().isEmpty())
        m_source = QRectF();
    const QDate date = heading.date.isValid() ? heading.date : QDate::currentDate();
    const QString day =
        QLocale(Translations::currentLanguage()).toString(date, QLocale::LongFormat);
    // Under a project's name the subtitle says what the picture is; under that fallback, the day.
    m_subtitle = heading.title.isEmpty() ? day : tr("HBase schema diagram · %1").arg(day);
    m_titleFont.setBold(true);
    m_titleFont.setPointSizeF(m_titleFont.pointSizeF() * 1.6);
    m_boldFont.setBold(true);
    const QFontMetricsF title(m_titleFont);
    const QFontMetricsF small(m_smallFont);
    m_headerHeight = kMargin + title.height() + 4 + small.height() + kMargin / 2;
    const qreal headerWidth = 2 * kMargin + std::max(title.horizontalAdvance(m_title),
                                                     small.horizontalAdvance(m_subtitle));
    m_size.setWidth(std::max({m_source.width(), headerWidth, kLegendMinWidth}));
    m_legendTop = m_headerHeight + m_source.height();
    layoutLegend();
}

int DiagramSheet::logicalDpi()
{
    // What Qt measures fonts at when no device is given (qt_defaultDpiY).
    const QScreen *screen = QGuiApplication::primaryScreen();
    return screen ? qRound(screen->logicalDotsPerInchY()) : 96;
}

void DiagramSheet::layoutLegend()
{
    const QFontMetricsF small(m_smallFont);
    const auto badgeWidth = [&small](const QString &text) {
        return small.horizontalAdvance(text) + 8;
    };
    m_entries = {
        {Entry::KeyChips, tr("row-key segments, coloured by their place in the key"), {}, 0},
        {Entry::Literal, tr("fixed text in the key (a separator or literal)"), {}, 0},
        {Entry::Badge, tr("a family setting that differs from HBase's default"), {}, 0},
        {Entry::Errors,
         tr("errors and warnings found in the table (how many), one an error"),
         {},
         0},
        {Entry::Warnings, tr("warnings found in the table, no error (how many)"), {}, 0},
        {Entry::Lookup, tr("an access pattern that looks up through another table"), {}, 0},
    };
    const qreal width = m_size.width() - 2 * kMargin;
    qreal x = 0;
    qreal y = QFontMetricsF(m_boldFont).height() + 6;
    for (Entry &entry : m_entries) {
        switch (entry.kind) {
        case Entry::KeyChips:
            entry.swatchWidth = 3 * kChipWidth + 2 * 3;
            break;
        case Entry::Literal:
            entry.swatchWidth = badgeWidth(QStringLiteral("'#'")) + 4;
            break;
        case Entry::Badge:
            entry.swatchWidth = badgeWidth(exampleBadge());
            break;
        case Entry::Errors:
        case Entry::Warnings:
            entry.swatchWidth = 46;
            break;
        case Entry::Lookup:
            entry.swatchWidth = 40;
            break;
        }
        const qreal w = entry.swatchWidth + kSwatchGap + small.horizontalAdvance(entry.text);
        if (x > 0 && x + w > width) {
            x = 0;
            y += kRowHeight + 4;
        }
        entry.rect = QRectF(x, y, w, kRowHeight);
        x += w + kEntryGap;
    }
    m_size.setHeight(m_legendTop + kMargin / 2 + y + kRowHeight + kMargin);
}

void DiagramSheet::paint(QPainter *painter) const
{
    painter->save();
    painter->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    painter->fillRect(QRectF(QPointF(0, 0), m_size), Qt::white);
    painter->setPen(kInk);
    const QFontMetricsF title(m_titleFont);
    painter->setFont(m_titleFont);
    painter->drawText(QPointF(kMargin, kMargin + title.ascent()), m_title);
    painter->setFont(m_smallFont);
    painter->setPen(QColor(90, 90, 90));
    painter->drawText(
        QPointF(kMargin, kMargin + title.height() + 4 + QFontMetricsF(m_smallFont).ascent()),
        m_subtitle);
    painter->restore();

    m_scene->render(painter, QRectF(QPointF(0, m_headerHeight), m_source.size()), m_source);

    painter->save();
    painter->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    const QPointF legend(kMargin, m_legendTop + kMargin / 2);
    painter->setPen(QPen(QColor(200, 200, 200), 1));
    painter->drawLine(QPointF(kMargin, m_legendTop),
                      QPointF(m_size.width() - kMargin, m_legendTop));
    painter->setPen(kInk);
    painter->setFont(m_boldFont);
    painter->drawText(legend + QPointF(0, QFontMetricsF(m_boldFont).ascent()), tr("Legend"));
    for (const Entry &entry : m_entries)
        paintEntry(painter, entry, legend);
    painter->restore();
}

void DiagramSheet::paintEntry(QPainter *painter, const Entry &entry, QPointF at) const
{
    const QPalette pal = QApplication::palette();
    const QRectF r = entry.rect.translated(at);
    const QRectF swatch(r.left(), r.top() + 1, entry.swatchWidth, r.height() - 2);
    painter->setFont(m_smallFont);
    const auto chip = [&](const QRectF &rect, const QColor &fill, const QString &text) {
        painter->setPen(QPen(pal.color(QPalette::Mid), 0.8));
        painter->setBrush(fill);
        painter->drawRoundedRect(rect, 4, 4);
        painter->setPen(SegmentPalette::text(pal));
        painter->drawText(rect, Qt::AlignCenter, text);
    };
    const auto badge = [&](const QColor &fill, const QColor &ink, const QString &text) {
        const QRectF rect = swatch.adjusted(0, 2, 0, -2);
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawRoundedRect(rect, rect.height() / 2, rect.height() / 2);
        painter->setPen(ink);
        painter->drawText(rect, Qt::AlignCenter, text);
    };
    switch (entry.kind) {
    case Entry::KeyChips:
        for (int i = 0; i < 3; ++i) {
            chip(QRectF(swatch.left() + i * (kChipWidth + 3), swatch.top(), kChipWidth,
                        swatch.height()),
                 SegmentPalette::fill(i, false, pal), QString::number(i + 1));
        }
        break;
    case Entry::Literal:
        chip(swatch, SegmentPalette::fill(0, true, pal), QStringLiteral("'#'"));
        break;
    case Entry::Badge:
        badge(pal.color(QPalette::AlternateBase), pal.color(QPalette::Text), exampleBadge());
        break;
    case Entry::Errors:
        badge(TableCard::problemColour(Severity::Error), Qt::white, QStringLiteral("✖ 2"));
        break;
    case Entry::Warnings:
        badge(TableCard::problemColour(Severity::Warning), Qt::white, QStringLiteral("! 3"));
        break;
    case Entry::Lookup: {
        const QColor colour = TableCard::relationColour();
        const qreal y = swatch.center().y();
        painter->setPen(QPen(colour, 2.5));
        painter->drawLine(QPointF(swatch.left(), y), QPointF(swatch.right() - 8, y));
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour);
        painter->drawPolygon(
            QPolygonF({QPointF(swatch.right(), y), QPointF(swatch.right() - 10, y - 5),
                       QPointF(swatch.right() - 10, y + 5)}));
        break;
    }
    }
    painter->setPen(kInk);
    painter->drawText(QRectF(swatch.right() + kSwatchGap, r.top(), r.width(), r.height()),
                      Qt::AlignVCenter | Qt::AlignLeft, entry.text);
}
