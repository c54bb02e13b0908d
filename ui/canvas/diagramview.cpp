#include "ui/canvas/diagramview.h"

#include "ui/canvas/diagramscene.h"
#include "ui/canvas/inlineeditor.h"
#include "ui/canvas/minimap.h"

#include <QWheelEvent>

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
    connect(scene, &DiagramScene::renameRequested, this, &DiagramView::startRename);
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
    m_miniMap->refit();
    m_showingStart = false;
}

void DiagramView::fitAll()
{
    const QRectF cards = scene()->itemsBoundingRect();
    if (cards.isEmpty())
        return;
    fitInView(cards.adjusted(-20, -20, 20, 20), Qt::KeepAspectRatio);
    // A single small card is not blown up; several fill a large screen's view.
    const double most = static_cast<DiagramScene *>(scene())->cards().size() > 1 ? 2.5 : 1.5;
    if (zoom() > most)
        zoomBy(most / zoom());
    m_miniMap->refit();
}

void DiagramView::showStart()
{
    fitAll();
    const QRectF cards = scene()->itemsBoundingRect();
    if (!cards.isEmpty() && zoom() < kReadableZoom) {
        zoomBy(kReadableZoom / zoom());
        ensureVisible(QRectF(cards.topLeft(), QSizeF(1, 1)), 40, 40);
        m_miniMap->refit();
    }
    m_showingStart = true;
}

void DiagramView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
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
