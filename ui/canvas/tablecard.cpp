#include "ui/canvas/tablecard.h"

#include "model/schema/units.h"
#include "translations/translator.h"
#include "ui/rowkey/segmentpalette.h"

#include <QApplication>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace {
constexpr qreal kPad = 8;
constexpr qreal kChipHeight = 20;
constexpr qreal kLineHeight = 18;
constexpr int kMaxQualifiers = 4; // a family shows its first few; the tree has them all

} // namespace

QFont TableCard::smallFont()
{
    QFont f = QApplication::font();
    f.setPointSizeF(f.pointSizeF() * 0.85);
    return f;
}

QColor TableCard::problemColour(Severity worst)
{
    return worst == Severity::Error     ? QColor(200, 50, 50)
           : worst == Severity::Warning ? QColor(220, 150, 30)
                                        : QColor(70, 130, 200);
}

TableCard::TableCard(const Table &table, const QList<Finding> &findings, QGraphicsItem *parent)
    : QGraphicsObject(parent)
    , m_fullName(table.fullName())
    , m_title(table.qualifiedName())
    , m_key(table.rowKey.segments)
    , m_splits(splitSummary(table.splits))
{
    setFlags(ItemIsMovable | ItemIsSelectable | ItemSendsGeometryChanges);
    // A card is drawn once per zoom level; panning a large diagram only copies pixels.
    setCacheMode(DeviceCoordinateCache);
    setCursor(Qt::OpenHandCursor);
    const QString description = descriptionIn(table, Translations::currentLanguage());
    setToolTip(description.isEmpty() ? m_title : m_title + u'\n' + description);
    for (const ColumnFamily &f : table.families) {
        m_lines.append({Line::Family, f.name, badges(f)});
        const auto shown = std::min<qsizetype>(f.qualifiers.size(), kMaxQualifiers);
        for (qsizetype i = 0; i < shown; ++i)
            m_lines.append({Line::Qualifier, f.qualifiers[i].name, {}});
        if (f.qualifiers.size() > shown)
            m_lines.append(
                {Line::Qualifier, tr("+ %n more", nullptr, int(f.qualifiers.size() - shown)), {}});
        if (!f.qualifierField.isEmpty())
            m_lines.append(
                {Line::Qualifier, tr("<%1> (one cell per value)").arg(f.qualifierField), {}});
    }
    // The badge counts what needs attention: errors and warnings, as the status bar does; the
    // tooltip says how many of each.
    int errors = 0;
    for (const Finding &finding : findings) {
        if (finding.severity == Severity::Info)
            continue;
        ++m_problems;
        errors += finding.severity == Severity::Error ? 1 : 0;
        m_worst = std::min(m_worst, finding.severity,
                           [](Severity a, Severity b) { return int(a) < int(b); });
    }
    if (m_problems > 0)
        setToolTip(toolTip() + u'\n' + tr("%n error(s)", nullptr, errors) + tr(", ") +
                   tr("%n warning(s)", nullptr, m_problems - errors));
    layout();
}

QStringList TableCard::badges(const ColumnFamily &f)
{
    QStringList out;
    if (f.versions != FamilyDefaults::kVersions)
        out << QStringLiteral("VERSIONS %1").arg(f.versions);
    if (f.ttlSeconds != FamilyDefaults::kTtlForever)
        out << QStringLiteral("TTL ") + Units::formatSeconds(f.ttlSeconds);
    if (f.compression != FamilyDefaults::kCompression)
        out << kCompressionNames.name(f.compression);
    if (f.isMob)
        out << QStringLiteral("MOB");
    if (f.bloomFilter != FamilyDefaults::kBloom)
        out << QStringLiteral("BLOOM ") + kBloomTypeNames.name(f.bloomFilter);
    if (f.inMemory)
        out << QStringLiteral("IN_MEMORY");
    return out;
}

QString TableCard::splitSummary(const SplitSpec &s)
{
    switch (s.kind) {
    case SplitKind::None:
        return tr("no pre-split: one region");
    case SplitKind::Explicit:
        return tr("%n region(s) · explicit keys", nullptr, int(s.keys.size()) + 1);
    case SplitKind::Algorithm:
        return tr("%n region(s) · %1", nullptr, s.regions)
            .arg(kSplitAlgorithmNames.name(s.algorithm));
    case SplitKind::StartEnd:
        return tr("%n region(s) · start/end keys", nullptr, s.regions);
    case SplitKind::SaltBuckets:
        return tr("%n region(s) · one per salt bucket", nullptr, s.regions);
    case SplitKind::Recommended:
        return tr("%n region(s) · from the sample", nullptr, s.regions);
    }
    return {};
}

void TableCard::layout()
{
    // Chips wrap like words; a "+" chip ends the key.
    const QFontMetricsF small(smallFont());
    qreal x = kPad;
    qreal y = kTitleHeight + kPad;
    const auto place = [&](qreal w) {
        if (x + w > kWidth - kPad && x > kPad) {
            x = kPad;
            y += kChipHeight + 4;
        }
        const QRectF r(x, y, std::min(w, kWidth - 2 * kPad), kChipHeight);
        x += w + 4;
        return r;
    };
    m_chips.clear();
    for (const KeySegment &s : m_key)
        m_chips.append(place(small.horizontalAdvance(s.toNotation()) + 10));
    if (m_key.isEmpty())
        x = kPad + small.horizontalAdvance(tr("no row key yet")) + 8;
    m_addSegment = place(22);
    m_familiesTop = y + kChipHeight + 4 + kPad;
    // Without its handles (an exported picture) the card has no "+ family" line, nor room for it.
    m_addFamily = QRectF(kPad, m_familiesTop + qreal(m_lines.size()) * kLineHeight,
                         small.horizontalAdvance(tr("+ family")) + 12, m_handles ? kLineHeight : 0);
    m_splitsTop = m_addFamily.bottom() + kPad / 2;
    m_height = m_splitsTop + kLineHeight + kPad;
}

void TableCard::setHandlesVisible(bool visible)
{
    if (visible == m_handles)
        return;
    prepareGeometryChange();
    m_handles = visible;
    layout();
    update();
}

QRectF TableCard::boundingRect() const
{
    return QRectF(0, 0, kWidth, m_height).adjusted(-2, -2, 2, 2);
}

QRectF TableCard::problemBadgeRect() const
{
    return QRectF(kWidth - 52, 5, 46, kTitleHeight - 10);
}

void TableCard::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QPalette pal = QApplication::palette();
    const bool selected = option->state & QStyle::State_Selected;
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF card(0, 0, kWidth, m_height);
    painter->setPen(QPen(selected ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid),
                         selected ? 2.5 : 1));
    painter->setBrush(pal.color(QPalette::Base));
    painter->drawRoundedRect(card, 6, 6);

    // Title band.
    QRectF title(0, 0, kWidth, kTitleHeight);
    painter->setPen(Qt::NoPen);
    painter->setBrush(pal.color(QPalette::Button));
    painter->drawRoundedRect(title.adjusted(1, 1, -1, 0), 5, 5);
    QFont bold = QApplication::font();
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(pal.color(QPalette::ButtonText));
    const QRectF titleText = title.adjusted(kPad, 0, -(m_problems ? 56 : kPad), 0);
    // When the whole name does not fit, the table's own name matters more than its namespace.
    const QFontMetricsF boldMetrics(bold);
    const QString shown = boldMetrics.horizontalAdvance(m_title) <= titleText.width()
                              ? m_title
                              : m_fullName.section(u':', 1);
    painter->drawText(titleText, Qt::AlignVCenter | Qt::AlignLeft,
                      boldMetrics.elidedText(shown, Qt::ElideRight, titleText.width()));
    if (m_problems > 0) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(problemColour(m_worst));
        painter->drawRoundedRect(problemBadgeRect(), 8, 8);
        painter->setPen(Qt::white);
        painter->drawText(
            problemBadgeRect(), Qt::AlignCenter,
            (m_worst == Severity::Error ? QStringLiteral("✖ ") : QStringLiteral("! ")) +
                QString::number(m_problems));
    }

    // The row key as chips.
    const QFont small = smallFont();
    const QFontMetricsF metrics(small);
    painter->setFont(small);
    if (m_key.isEmpty()) {
        painter->setPen(pal.color(QPalette::PlaceholderText));
        painter->drawText(QRectF(kPad, kTitleHeight + kPad, kWidth - 2 * kPad, kChipHeight),
                          Qt::AlignVCenter, tr("no row key yet"));
    }
    for (int i = 0; i < m_key.size(); ++i) {
        const QString label = m_key[i].toNotation();
        const QRectF &chip = m_chips[i];
        painter->setPen(QPen(pal.color(QPalette::Mid), 0.8));
        painter->setBrush(SegmentPalette::fill(i, m_key[i].kind == KeySegment::Kind::Literal, pal));
        painter->drawRoundedRect(chip, 4, 4);
        painter->setPen(SegmentPalette::text(pal));
        painter->drawText(chip, Qt::AlignCenter,
                          metrics.elidedText(label, Qt::ElideRight, chip.width() - 6));
    }
    // Where a dragged chip would land.
    if (m_draggedChip >= 0 && m_dropAt >= 0 && !m_chips.isEmpty()) {
        const QRectF anchor = m_dropAt < m_chips.size()
                                  ? m_chips[m_dropAt]
                                  : m_chips.last().translated(m_chips.last().width() + 4, 0);
        painter->setPen(QPen(pal.color(QPalette::Highlight), 2.5));
        painter->drawLine(QPointF(anchor.left() - 2, anchor.top() - 2),
                          QPointF(anchor.left() - 2, anchor.bottom() + 2));
    }
    // The "+" that adds a segment, dashed like something not there yet.
    if (m_handles) {
        painter->setPen(QPen(pal.color(QPalette::Mid), 0.8, Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(m_addSegment, 4, 4);
        painter->setPen(pal.color(QPalette::PlaceholderText));
        painter->drawText(m_addSegment, Qt::AlignCenter, QStringLiteral("+"));
    }
    qreal y = m_familiesTop;

    // Families, their badges and qualifiers.
    painter->setPen(QPen(pal.color(QPalette::Midlight), 1));
    painter->drawLine(QPointF(kPad, y - kPad / 2), QPointF(kWidth - kPad, y - kPad / 2));
    for (const Line &line : m_lines) {
        const QRectF row(kPad, y, kWidth - 2 * kPad, kLineHeight);
        if (line.kind == Line::Family) {
            painter->setFont(bold);
            painter->setPen(pal.color(QPalette::Text));
            const QString name = QFontMetricsF(bold).elidedText(line.text, Qt::ElideRight, 90);
            painter->drawText(row, Qt::AlignVCenter, name);
            painter->setFont(small);
            qreal bx = kPad + QFontMetricsF(bold).horizontalAdvance(name) + 8;
            for (const QString &b : line.badges) {
                const qreal bw = metrics.horizontalAdvance(b) + 8;
                if (bx + bw > kWidth - kPad)
                    break;
                const QRectF badge(bx, y + 2, bw, kLineHeight - 4);
                painter->setPen(Qt::NoPen);
                painter->setBrush(pal.color(QPalette::AlternateBase));
                painter->drawRoundedRect(badge, 3, 3);
                painter->setPen(pal.color(QPalette::Text));
                painter->drawText(badge, Qt::AlignCenter, b);
                bx += bw + 3;
            }
        } else {
            painter->setFont(small);
            painter->setPen(pal.color(QPalette::Text));
            painter->drawText(row.adjusted(14, 0, 0, 0), Qt::AlignVCenter,
                              metrics.elidedText(line.text, Qt::ElideRight, row.width() - 14));
        }
        y += kLineHeight;
    }

    // "+ family", then the pre-split.
    painter->setFont(small);
    if (m_handles) {
        painter->setPen(pal.color(QPalette::Link));
        painter->drawText(m_addFamily, Qt::AlignVCenter | Qt::AlignLeft, tr("+ family"));
    }
    painter->setPen(QPen(pal.color(QPalette::Midlight), 1));
    painter->drawLine(QPointF(kPad, m_splitsTop), QPointF(kWidth - kPad, m_splitsTop));
    painter->setPen(pal.color(QPalette::PlaceholderText));
    painter->drawText(QRectF(kPad, m_splitsTop + 2, kWidth - 2 * kPad, kLineHeight),
                      Qt::AlignVCenter, m_splits);
}

QVariant TableCard::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemPositionChange) {
        // Snap to the grid while dragging.
        const QPointF p = value.toPointF();
        return QPointF(std::round(p.x() / kGrid) * kGrid, std::round(p.y() / kGrid) * kGrid);
    }
    return QGraphicsObject::itemChange(change, value);
}

void TableCard::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_problems > 0 && problemBadgeRect().contains(event->pos())) {
        emit problemsRequested(m_fullName);
        event->accept();
        return;
    }
    if (m_handles && m_addSegment.contains(event->pos())) {
        emit addSegmentRequested(m_fullName);
        event->accept();
        return;
    }
    if (m_handles && m_addFamily.contains(event->pos())) {
        emit addFamilyRequested(m_fullName);
        event->accept();
        return;
    }
    // A key chip is dragged within the strip, not the card around it.
    for (int i = 0; m_handles && i < m_chips.size(); ++i) {
        if (m_chips[i].contains(event->pos())) {
            m_draggedChip = i;
            m_dropAt = -1;
            event->accept();
            return;
        }
    }
    QGraphicsObject::mousePressEvent(event);
}

int TableCard::insertionAt(QPointF pos) const
{
    for (int i = 0; i < m_chips.size(); ++i) {
        const QRectF &r = m_chips[i];
        if (pos.y() < r.top() - 2)
            return i;
        if (pos.y() <= r.bottom() + 2 && pos.x() < r.center().x())
            return i;
    }
    return int(m_chips.size());
}

void TableCard::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_draggedChip < 0) {
        QGraphicsObject::mouseMoveEvent(event);
        return;
    }
    m_dropAt = insertionAt(event->pos());
    update();
}

void TableCard::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_draggedChip < 0) {
        QGraphicsObject::mouseReleaseEvent(event);
        return;
    }
    const int from = m_draggedChip;
    const int insertion = insertionAt(event->pos());
    m_draggedChip = -1;
    m_dropAt = -1;
    update();
    // Taking the chip out first shifts the later places down by one.
    const int to = insertion > from ? insertion - 1 : insertion;
    if (to != from)
        emit moveSegmentRequested(m_fullName, from, to);
}
