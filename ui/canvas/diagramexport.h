#pragma once

#include "ui/canvas/diagramsheet.h"

#include <QString>

class QGraphicsScene;

// The diagram as a file (File > Export Diagram, `hbase-designer --export-diagram OUT FILE`):
// PNG, SVG or PDF by the name's suffix, written through the atomic save path. The picture is a
// DiagramSheet: a title with the project's name and the date, the cards, a legend.
namespace DiagramExport {

bool write(QGraphicsScene *scene, const QString &path, QString *error,
           const DiagramSheet::Heading &heading = {});

} // namespace DiagramExport
