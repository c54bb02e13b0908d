#include "ui/canvas/minimap.h"

#include "ui/canvas/tablecard.h"

#include <QEvent>
#include <QGraphicsItem>
#include <QMouseEvent>
#include <QScrollBar>

#include <algorithm>

namespace {
constexpr int kWidth = 200;
constexpr int kHeight = 140;
constexpr int kMargin = 12;
} // namespace

MiniMap::MiniMap(QGraphicsView *canvas)
    : QGraphicsView(canvas->scene(), canvas)
    , m_canvas(canvas)
{
    setObjectName(QStringLiteral("miniMap"));
    setInteractive(false);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setRenderHints(QPainter::Antialiasing);
    setFrameShape(QFrame::Box);
    setFixedSize(kWidth, kHeight);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Overview: click or drag to move the diagram"));
    canvas->installEventFilter(this);
    for (QScrollBar *bar : {canvas->horizontalScrollBar(), canvas->verticalScrollBar()}) {
        connect(bar, &QScrollBar::valueChanged, this, [this] {
            // The window resized (leaving presentation mode, a window manager's late size)
            // scrolls the canvas, but nobody moved the diagram: the overview still waits.
            if (!m_resizing)
                m_waitForMove = false;
            refit();
        });
    }
    connect(scene(), &QGraphicsScene::changed, this, &MiniMap::refit);
    refit();
}

void MiniMap::waitForMove()
{
    m_waitForMove = true;
    refit();
}

void MiniMap::refit()
{
    // At most a quarter of a small canvas's width and a third of its height (a projector's).
    const QSize canvas = m_canvas->viewport()->size();
    const double scale = std::clamp(
        std::min(canvas.width() / (4.0 * kWidth), canvas.height() / (3.0 * kHeight)), 0.5, 1.0);
    setFixedSize(QSize(kWidth, kHeight) * scale);
    const QRectF all = scene()->itemsBoundingRect();
    if (!all.isEmpty())
        fitInView(all.adjusted(-20, -20, 20, 20), Qt::KeepAspectRatio);
    if (!m_dragging) // it stays under the pointer while it moves the canvas
        move(bestCorner());
    // Only needed while part of the diagram is out of sight; and a diagram just opened shows
    // every card it can whole: until the diagram is moved, the overview keeps out of the way
    // when each corner would cover a card (a projector's view of the chat example).
    const bool needed = !all.isEmpty() && !visibleArea().contains(all);
    const auto coversACard = [this] {
        const QRect frame = geometry();
        const QList<Shown> cards = shownCards();
        return std::any_of(cards.cbegin(), cards.cend(),
                           [&frame](const Shown &s) { return s.card.intersects(frame); });
    };
    setVisible(needed && !(m_waitForMove && coversACard()));
    viewport()->update();
}

QList<MiniMap::Shown> MiniMap::shownCards() const
{
    const QWidget *area = m_canvas->viewport();
    const auto inCanvas = [this, area](const QRectF &sceneRect) {
        return m_canvas->mapFromScene(sceneRect).boundingRect().translated(area->pos());
    };
    QList<Shown> cards;
    for (const QGraphicsItem *item : scene()->items(visibleArea())) {
        if (item->parentItem() || item->zValue() < 0)
            continue;
        const auto *card = dynamic_cast<const TableCard *>(item);
        cards.append({inCanvas(item->sceneBoundingRect()).intersected(area->geometry()),
                      card ? inCanvas(card->mapRectToScene(card->titleRect())) : QRect()});
    }
    return cards;
}

QPoint MiniMap::bestCorner() const
{
    // The corner where it hides the least of the cards in view, and above all of their titles,
    // which name them; bottom-right when that is all the same.
    const QWidget *area = m_canvas->viewport();
    const int left = area->x() + kMargin;
    const int top = area->y() + kMargin;
    const int right = area->x() + area->width() - width() - kMargin;
    const int bottom = area->y() + area->height() - height() - kMargin;
    const QList<Shown> cards = shownCards();
    const auto hidden = [](const QRect &frame, const QRect &part) {
        const QRect both = frame.intersected(part);
        return qint64(both.width()) * both.height();
    };
    QPoint best;
    qint64 least = -1;
    for (const QPoint corner :
         {QPoint(right, bottom), QPoint(left, bottom), QPoint(right, top), QPoint(left, top)}) {
        const QRect frame(corner, size());
        qint64 cost = 0;
        for (const Shown &shown : std::as_const(cards))
            cost += hidden(frame, shown.card) + 20 * hidden(frame, shown.title);
        if (least < 0 || cost < least) {
            least = cost;
            best = corner;
        }
    }
    return best;
}

QRectF MiniMap::visibleArea() const
{
    return m_canvas->mapToScene(m_canvas->viewport()->rect()).boundingRect();
}

void MiniMap::drawForeground(QPainter *painter, const QRectF &)
{
    painter->setPen(QPen(palette().color(QPalette::Highlight), 0)); // cosmetic: one pixel
    QColor fill = palette().color(QPalette::Highlight);
    fill.setAlpha(40);
    painter->setBrush(fill);
    painter->drawRect(visibleArea().intersected(mapToScene(viewport()->rect()).boundingRect()));
}

void MiniMap::mousePressEvent(QMouseEvent *event)
{
    m_dragging = true;
    m_canvas->centerOn(mapToScene(event->position().toPoint()));
    viewport()->update();
}

void MiniMap::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        mousePressEvent(event);
}

void MiniMap::mouseReleaseEvent(QMouseEvent *)
{
    m_dragging = false;
    refit();
}

bool MiniMap::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_canvas && event->type() == QEvent::Resize) {
        // The canvas adjusts its scroll bars after this filter, and a layout settling resizes
        // it again: the resize lasts until the events queued meanwhile are handled.
        m_resizing = true;
        QMetaObject::invokeMethod(
            this, [this] { m_resizing = false; }, Qt::QueuedConnection);
        refit();
    }
    return QGraphicsView::eventFilter(watched, event);
}
