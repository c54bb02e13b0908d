#pragma once

#include "model/schema/rowkey.h"

#include <QWidget>

// The row key as a strip of coloured chips, one per segment, in key order. Click selects a chip;
// dragging one to a new place asks to move it; Delete asks to remove the selected one;
// Ctrl+Left and Ctrl+Right move it with the keyboard.
class ChipStrip : public QWidget
{
    Q_OBJECT

public:
    explicit ChipStrip(QWidget *parent = nullptr);

    void setSegments(const QList<KeySegment> &segments);
    int selected() const { return m_selected; }
    void setSelected(int index);

    // Geometry, for painting and tests: the chip's rectangle, the chip under a point (or -1),
    // and the insertion index (0..count) a drop at that point means.
    QRect chipRect(int index) const;
    int chipAt(QPoint pos) const;
    int insertionAt(QPoint pos) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

signals:
    void selectedChanged(int index);
    // Move segment `from` so that it ends up at index `to`.
    void moveRequested(int from, int to);
    void removeRequested(int index);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QString label(int index) const;
    void layoutChips(int width, QList<QRect> *rects, int *height) const;
    void relayout();

    QList<KeySegment> m_segments;
    QList<QRect> m_rects;
    int m_selected = -1;
    int m_pressed = -1;
    QPoint m_pressPos;
    bool m_dragging = false;
    int m_insertion = -1;
};
