#include "ui/canvas/diagramexport.h"

#include "model/io/savefile.h"
#include "ui/canvas/tablecard.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QScopeGuard>
#include <QSvgGenerator>

namespace DiagramExport {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("DiagramExport", text);
}

} // namespace

bool write(QGraphicsScene *scene, const QString &path, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QRectF source = scene->itemsBoundingRect().adjusted(-24, -24, 24, 24);
    if (source.isEmpty()) {
        *error = tr("%1: the diagram has no tables to draw").arg(path);
        return false;
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    scene->clearSelection(); // the file shows the design, not what was selected
    // Nor the editing handles; and cards are drawn afresh, not from their on-screen pixel
    // cache, so SVG and PDF stay vector. All comes back when the picture is taken.
    QList<TableCard *> cards;
    for (QGraphicsItem *item : scene->items()) {
        if (auto *card = dynamic_cast<TableCard *>(item)) {
            card->setHandlesVisible(false);
            card->setCacheMode(QGraphicsItem::NoCache);
            cards.append(card);
        }
    }
    const auto restore = qScopeGuard([&cards] {
        for (TableCard *card : cards) {
            card->setHandlesVisible(true);
            card->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        }
    });
    if (suffix == u"png") {
        QImage image(source.size().toSize() * 2, QImage::Format_ARGB32);
        image.setDevicePixelRatio(2);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        scene->render(&painter, QRectF(QPointF(0, 0), source.size()), source);
        painter.end();
        image.save(&buffer, "PNG");
    } else if (suffix == u"svg") {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(source.size().toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), source.size()));
        svg.setTitle(tr("HBase schema diagram"));
        QPainter painter(&svg);
        scene->render(&painter, QRectF(QPointF(0, 0), source.size()), source);
    } else if (suffix == u"pdf") {
        QPdfWriter pdf(&buffer);
        pdf.setPageSize(QPageSize(source.size(), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setTitle(tr("HBase schema diagram"));
        QPainter painter(&pdf);
        scene->render(
            &painter,
            QRectF(QPointF(0, 0), QSizeF(painter.device()->width(), painter.device()->height())),
            source);
    } else {
        *error = tr("%1: write the diagram as .png, .svg or .pdf").arg(path);
        return false;
    }
    return writeFileAtomically(path, bytes, error);
}

} // namespace DiagramExport
