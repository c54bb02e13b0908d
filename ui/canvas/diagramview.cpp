#include "ui/canvas/diagramview.h"

#include "ui/canvas/diagramscene.h"
#include "ui/canvas/inlineeditor.h"
#include "ui/canvas/minimap.h"
#include "ui/canvas/tablecard.h"
#include "ui/window/focusring.h"

#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>

DiagramView::DiagramView(DiagramScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent)
{
    setObjectName(QStringLiteral("diagramView"));
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::RubberBandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setBackgroundBrush(palette().brush(QPalette::Window));
    m_miniMap = new MiniMap(this);
    // The overview is for the mouse: Tab never stops in it (nothing there shows the keyboard).
    m_miniMap->setFocusPolicy(Qt::NoFocus);
    // Room around the cards for the focus frame.
    setViewportMargins(kFocusFrame, kFocusFrame, kFocusFrame, kFocusFrame);
    connect(scene, &DiagramScene::renameRequested, this, &DiagramView::startRename);
    connect(scene, &QGraphicsScene::changed, this, &DiagramView::updateScrollArea);
    connect(scene, &DiagramScene::cardSelectedElsewhere, this, &DiagramView::bringInSight);
}

bool DiagramView::event(QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool tab = key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab;
        if (tab && !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
            QWidget::focusNextPrevChild(key->key() == Qt::Key_Tab);
            return true;
        }
    }
    const bool handled = QGraphicsView::event(event);
    if (event->type() == QEvent::Paint && hasFocus()) {
        QPainter painter(this);
        paintFocusFrame(&painter, rect(), palette().color(QPalette::Highlight), kFocusFrame);
    }
    return handled;
}

void DiagramView::focusInEvent(QFocusEvent *event)
{
    QGraphicsView::focusInEvent(event);
    update();
}

void DiagramView::focusOutEvent(QFocusEvent *event)
{
    QGraphicsView::focusOutEvent(event);
    update();
}

double DiagramView::legibleZoom() const
{
    const QFont small = TableCard::smallFont();
    const double pixels =
        small.pixelSize() > 0 ? small.pixelSize() : small.pointSizeF() * logicalDpiY() / 72.0;
    return kLegibleTextPixels / pixels;
}

void DiagramView::bringInSight(const QRectF &card)
{
    // Its top-left part when it is larger than the view: the title and the key.
    const QSizeF room = QSizeF(viewport()->size()) / zoom() - QSizeF(40, 40);
    ensureVisible(QRectF(card.topLeft(), card.size().boundedTo(room)), 20, 20);
}

void DiagramView::updateScrollArea()
{
    const QRectF cards = scene()->itemsBoundingRect().adjusted(-20, -20, 20, 20);
    if (cards.isEmpty()) {
        setSceneRect(QRectF());
        return;
    }
    const QSizeF shown = QSizeF(viewport()->size()) / zoom();
    QRectF area = cards;
    if (cards.width() > shown.width() || cards.height() > shown.height()) {
        // Room to pan past the cards (and to add a table there), at the right and the bottom at
        // least the overview's size.
        const QSizeF overview = QSizeF(m_miniMap->size()) / zoom() + QSizeF(20, 20);
        area.adjust(-kRoom.width(), -kRoom.height(), std::max(kRoom.width(), overview.width()),
                    std::max(kRoom.height(), overview.height()));
    }
    if (area != sceneRect())
        setSceneRect(area);
}

void DiagramView::startRename(const QString &tableFullName, const QRectF &titleInScene)
{
    auto *editor = new InlineEditor(tableFullName.section(u':', 1), viewport());
    editor->setGeometry(mapFromScene(titleInScene).boundingRect().adjusted(4, 3, -4, -3));
    editor->show();
    editor->setFocus();
    connect(editor, &InlineEditor::accepted, this, [this, tableFullName](const QString &text) {
        QString error;
        if (text.trimmed() != tableFullName.section(u':', 1) &&
            !static_cast<DiagramScene *>(scene())->renameTable(tableFullName, text, &error))
            emit renameFailed(error);
    });
}

double DiagramView::zoom() const
{
    return transform().m11();
}

void DiagramView::zoomBy(double factor)
{
    const double next = std::clamp(zoom() * factor, 0.1, 4.0);
    scale(next / zoom(), next / zoom());
    updateScrollArea();
    m_miniMap->refit();
    m_showingStart = false;
}

void DiagramView::fitAll()
{
    const QRectF cards = scene()->itemsBoundingRect().adjusted(-20, -20, 20, 20);
    if (cards.isEmpty())
        return;
    fitInView(cards, Qt::KeepAspectRatio);
    // A single small card is not blown up; several fill a large screen's view.
    const double most = static_cast<DiagramScene *>(scene())->cards().size() > 1 ? 2.5 : 1.5;
    const double least = std::min(legibleZoom(), most);
    const double fitted = zoom();
    const double wanted = std::clamp(fitted, least, most);
    scale(wanted / fitted, wanted / fitted);
    updateScrollArea();
    if (fitted < least) // too large to read whole: the top-left cards, where a diagram starts
        centerOn(cards.topLeft() + QPointF(viewport()->width(), viewport()->height()) / 2 / wanted);
    else
        centerOn(cards.center());
    m_miniMap->refit();
}

void DiagramView::showStart()
{
    fitAll();
    m_miniMap->waitForMove();
    m_showingStart = true;
}

void DiagramView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    updateScrollArea();
    // Queued, after the layout settles; a zoom in between keeps the user's view.
    if (m_showingStart)
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (m_showingStart)
                    showStart();
            },
            Qt::QueuedConnection);
}

void DiagramView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        zoomBy(event->angleDelta().y() > 0 ? 1.15 : 1 / 1.15);
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}
