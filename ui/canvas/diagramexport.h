#pragma once

#include "ui/canvas/diagramsheet.h"

#include <QList>
#include <QString>

class QGraphicsScene;
class TableCard;

// The diagram as a file (File > Export Diagram, `hbase-designer --export-diagram OUT FILE`):
// PNG, SVG or PDF by the name's suffix, written through the atomic save path. The picture is a
// DiagramSheet: a title with the project's name and the date, the cards, a legend.
namespace DiagramExport {

bool write(QGraphicsScene *scene, const QString &path, QString *error,
           const DiagramSheet::Heading &heading = {});

// The scene readied for a picture while this lives: nothing selected, no editing handles, and
// cards drawn afresh rather than from their on-screen pixel cache, so vector devices stay vector;
// the cards lose their "+ family" line and the arrows follow their edges.
// The design report draws its diagram through it too.
class SheetPainting
{
public:
    SheetPainting(QGraphicsScene *scene, const DiagramSheet::Heading &heading);
    ~SheetPainting();
    SheetPainting(const SheetPainting &) = delete;
    SheetPainting &operator=(const SheetPainting &) = delete;

    const DiagramSheet &sheet() const { return m_sheet; }

private:
    static QList<TableCard *> readied(QGraphicsScene *scene);

    QGraphicsScene *m_scene;
    QList<TableCard *> m_cards;
    DiagramSheet m_sheet;
};

} // namespace DiagramExport
