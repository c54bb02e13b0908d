#pragma once

#include <QGraphicsView>

class DiagramScene;
class MiniMap;

// The canvas: Ctrl+wheel and the zoom keys zoom around the pointer, the wheel scrolls, dragging
// on empty canvas selects several cards, Fit shows every card.
class DiagramView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit DiagramView(DiagramScene *scene, QWidget *parent = nullptr);

    void zoomBy(double factor);
    void fitAll();
    double zoom() const;
    MiniMap *miniMap() const { return m_miniMap; }

protected:
    void wheelEvent(QWheelEvent *event) override;

private:
    MiniMap *m_miniMap;
};
