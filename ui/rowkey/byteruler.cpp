#include "ui/rowkey/byteruler.h"

#include "ui/rowkey/segmentpalette.h"

#include <QFontDatabase>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

namespace {
constexpr int kMargin = 4;
}

ByteRuler::ByteRuler(QWidget *parent)
    : QWidget(parent)
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void ByteRuler::setKey(const QByteArray &key, const QList<int> &segmentOfByte,
                       const QStringList &labels, const QList<bool> &literal)
{
    m_key = key;
    m_segmentOfByte = segmentOfByte;
    m_labels = labels;
    m_literal = literal;
    updateGeometry();
    update();
}

void ByteRuler::clear()
{
    setKey({}, {}, {}, {});
}

QSize ByteRuler::cellSize() const
{
    const QFontMetrics metrics(font());
    return {metrics.horizontalAdvance(QStringLiteral("00")) + 8, 2 * metrics.height() + 6};
}

QRect ByteRuler::cellRect(int index, int width) const
{
    const QSize cell = cellSize();
    const int perLine = std::max(1, (width - 2 * kMargin) / cell.width());
    return QRect(kMargin + (index % perLine) * cell.width(),
                 kMargin + (index / perLine) * (cell.height() + 4), cell.width(), cell.height());
}

int ByteRuler::heightForWidth(int width) const
{
    if (m_key.isEmpty())
        return cellSize().height() + 2 * kMargin;
    return cellRect(int(m_key.size()) - 1, width).bottom() + kMargin + 1;
}

QSize ByteRuler::sizeHint() const
{
    return {400, heightForWidth(400)};
}

int ByteRuler::byteAt(QPoint pos) const
{
    for (int i = 0; i < m_key.size(); ++i) {
        if (cellRect(i, width()).contains(pos))
            return i;
    }
    return -1;
}

void ByteRuler::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QPalette pal = palette();
    if (m_key.isEmpty()) {
        painter.setPen(pal.color(QPalette::PlaceholderText));
        painter.drawText(rect().adjusted(kMargin, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                         tr("No sample key to show"));
        return;
    }
    const QFontMetrics metrics(font());
    for (int i = 0; i < m_key.size(); ++i) {
        const QRect r = cellRect(i, width());
        const int segment = i < m_segmentOfByte.size() ? m_segmentOfByte[i] : -1;
        const bool literal = segment >= 0 && segment < m_literal.size() && m_literal[segment];
        painter.fillRect(r.adjusted(0, 0, -1, 0),
                         segment < 0 ? pal.color(QPalette::Button)
                                     : SegmentPalette::fill(segment, literal, pal));
        // A segment's first byte gets a stronger edge, so the boundaries read at a glance.
        const bool starts = i == 0 || segment != m_segmentOfByte.value(i - 1, -2);
        painter.setPen(
            QPen(pal.color(starts ? QPalette::WindowText : QPalette::Mid), starts ? 2 : 1));
        painter.drawLine(r.topLeft(), r.bottomLeft());
        const auto byte = quint8(m_key[i]);
        painter.setPen(SegmentPalette::text(pal));
        const QRect top(r.left(), r.top() + 2, r.width(), metrics.height());
        const QRect bottom(r.left(), r.top() + 2 + metrics.height(), r.width(), metrics.height());
        painter.drawText(top, Qt::AlignCenter,
                         QStringLiteral("%1").arg(byte, 2, 16, QLatin1Char('0')).toUpper());
        painter.drawText(bottom, Qt::AlignCenter,
                         byte >= 0x20 && byte < 0x7F ? QString(QChar(char16_t(byte)))
                                                     : QStringLiteral("·"));
    }
}

bool ByteRuler::event(QEvent *event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    const auto *help = static_cast<QHelpEvent *>(event);
    const int i = byteAt(help->pos());
    if (i < 0) {
        QToolTip::hideText();
        return true;
    }
    const int segment = m_segmentOfByte.value(i, -1);
    const QString what = segment >= 0 && segment < m_labels.size()
                             ? tr("segment %1: %2").arg(segment + 1).arg(m_labels[segment])
                             : tr("segment unknown");
    QToolTip::showText(
        help->globalPos(),
        tr("Byte %1: 0x%2\n%3").arg(i).arg(quint8(m_key[i]), 2, 16, QLatin1Char('0')).arg(what),
        this, cellRect(i, width()));
    return true;
}
