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
    // How a newly opened project is shown: everything when that stays readable, else the
    // top-left cards at a readable zoom (the overview shows the rest). Until the user zooms, a
    // larger or smaller view (the window maximized after opening) shows it so again.
    void showStart();
    static constexpr double kReadableZoom = 0.75;
    double zoom() const;
    MiniMap *miniMap() const { return m_miniMap; }
    // Opens the in-place editor for a table's name over its card's title.
    void startRename(const QString &tableFullName, const QRectF &titleInScene);

signals:
    void renameFailed(const QString &message);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    MiniMap *m_miniMap;
    bool m_showingStart = false;
};
