#pragma once

#include <QString>

class QGraphicsScene;

// The diagram as a file (File > Export Diagram, `hbase-designer --export-diagram OUT FILE`):
// PNG, SVG or PDF by the name's suffix, written through the atomic save path.
namespace DiagramExport {

bool write(QGraphicsScene *scene, const QString &path, QString *error);

} // namespace DiagramExport
