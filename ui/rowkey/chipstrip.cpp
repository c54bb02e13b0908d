#include "ui/rowkey/chipstrip.h"

#include "ui/rowkey/segmentpalette.h"

#include <QApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QToolTip>

namespace {
constexpr int kGap = 6;
constexpr int kPadding = 8;
constexpr int kMargin = 4;
} // namespace

ChipStrip::ChipStrip(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setMouseTracking(false);
}

void ChipStrip::setSegments(const QList<KeySegment> &segments)
{
    m_segments = segments;
    if (m_selected >= m_segments.size())
        m_selected = int(m_segments.size()) - 1;
    relayout();
}

void ChipStrip::setSelected(int index)
{
    index = index < 0 || index >= m_segments.size() ? -1 : index;
    if (index == m_selected)
        return;
    m_selected = index;
    update();
    emit selectedChanged(index);
}

QString ChipStrip::label(int index) const
{
    return m_segments[index].toNotation();
}

void ChipStrip::layoutChips(int width, QList<QRect> *rects, int *height) const
{
    const QFontMetrics metrics(font());
    const int chipHeight = metrics.height() + 10;
    int x = kMargin;
    int y = kMargin;
    rects->clear();
    for (int i = 0; i < m_segments.size(); ++i) {
        const int w = metrics.horizontalAdvance(label(i)) + 2 * kPadding;
        if (x > kMargin && x + w > width - kMargin) { // wrap
            x = kMargin;
            y += chipHeight + kGap;
        }
        rects->append(QRect(x, y, w, chipHeight));
        x += w + kGap;
    }
    *height = y + chipHeight + kMargin;
}

void ChipStrip::relayout()
{
    int height = 0;
    layoutChips(width(), &m_rects, &height);
    updateGeometry();
    update();
}

void ChipStrip::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    relayout();
}

int ChipStrip::heightForWidth(int width) const
{
    QList<QRect> rects;
    int height = 0;
    layoutChips(width, &rects, &height);
    return height;
}

QSize ChipStrip::sizeHint() const
{
    return {400, heightForWidth(400)};
}

QSize ChipStrip::minimumSizeHint() const
{
    return {120, QFontMetrics(font()).height() + 10 + 2 * kMargin};
}

QRect ChipStrip::chipRect(int index) const
{
    return index >= 0 && index < m_rects.size() ? m_rects[index] : QRect();
}

int ChipStrip::chipAt(QPoint pos) const
{
    for (int i = 0; i < m_rects.size(); ++i) {
        if (m_rects[i].contains(pos))
            return i;
    }
    return -1;
}

int ChipStrip::insertionAt(QPoint pos) const
{
    // Before the first chip whose middle lies right of the point on its line (or a later line).
    for (int i = 0; i < m_rects.size(); ++i) {
        const QRect &r = m_rects[i];
        if (pos.y() < r.top() - kGap / 2)
            return i;
        if (pos.y() <= r.bottom() + kGap / 2 && pos.x() < r.center().x())
            return i;
    }
    return int(m_rects.size());
}

void ChipStrip::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    if (m_segments.isEmpty()) {
        painter.setPen(pal.color(QPalette::PlaceholderText));
        painter.drawText(rect().adjusted(kMargin, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                         tr("No segments yet: type the key below or add a value"));
        return;
    }
    for (int i = 0; i < m_rects.size(); ++i) {
        const bool literal = m_segments[i].kind == KeySegment::Kind::Literal;
        const QRectF r = QRectF(m_rects[i]).adjusted(0.5, 0.5, -0.5, -0.5);
        painter.setBrush(SegmentPalette::fill(i, literal, pal));
        const bool selected = i == m_selected;
        painter.setPen(selected ? QPen(pal.color(QPalette::Highlight), 2)
                                : QPen(pal.color(QPalette::Mid), 1));
        painter.drawRoundedRect(r, 6, 6);
        painter.setPen(SegmentPalette::text(pal));
        painter.drawText(m_rects[i], Qt::AlignCenter, label(i));
    }
    if (m_dragging && m_insertion >= 0) {
        // Where the chip will go.
        const QRect anchor = m_insertion < m_rects.size()
                                 ? m_rects[m_insertion]
                                 : m_rects.last().translated(m_rects.last().width() + kGap, 0);
        const int x = anchor.left() - kGap / 2;
        painter.setPen(QPen(pal.color(QPalette::Highlight), 3));
        painter.drawLine(x, anchor.top() - 2, x, anchor.bottom() + 2);
    }
}

bool ChipStrip::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int i = chipAt(help->pos());
        if (i < 0) {
            QToolTip::hideText();
            return true;
        }
        const bool literal = m_segments[i].kind == KeySegment::Kind::Literal;
        QToolTip::showText(
            help->globalPos(),
            (literal ? tr("Separator %1") : tr("Segment %1: %2")).arg(i + 1).arg(label(i)) + u'\n' +
                tr("Drag to move it; Delete removes it"),
            this, m_rects[i]);
        return true;
    }
    return QWidget::event(event);
}

void ChipStrip::mousePressEvent(QMouseEvent *event)
{
    m_pressed = chipAt(event->position().toPoint());
    m_pressPos = event->position().toPoint();
    m_dragging = false;
    setSelected(m_pressed);
}

void ChipStrip::mouseMoveEvent(QMouseEvent *event)
{
    if (m_pressed < 0)
        return;
    const QPoint pos = event->position().toPoint();
    if (!m_dragging && (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance())
        m_dragging = true;
    if (m_dragging) {
        m_insertion = insertionAt(pos);
        update();
    }
}

void ChipStrip::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragging && m_pressed >= 0) {
        const int insertion = insertionAt(event->position().toPoint());
        // Removing the chip first shifts the later places down by one.
        const int to = insertion > m_pressed ? insertion - 1 : insertion;
        if (to != m_pressed)
            emit moveRequested(m_pressed, to);
    }
    m_pressed = -1;
    m_dragging = false;
    m_insertion = -1;
    update();
}

void ChipStrip::keyPressEvent(QKeyEvent *event)
{
    if (m_selected >= 0 && (event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace)) {
        emit removeRequested(m_selected);
        return;
    }
    const bool move = event->modifiers() & Qt::ControlModifier;
    if (event->key() == Qt::Key_Left || event->key() == Qt::Key_Right) {
        const int step = event->key() == Qt::Key_Left ? -1 : 1;
        const int target = m_selected + step;
        if (m_selected >= 0 && target >= 0 && target < m_segments.size()) {
            if (move)
                emit moveRequested(m_selected, target);
            else
                setSelected(target);
        } else if (m_selected < 0 && !m_segments.isEmpty()) {
            setSelected(0);
        }
        return;
    }
    QWidget::keyPressEvent(event);
}
