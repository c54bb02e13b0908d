#include "ui/canvas/diagramexport.h"

#include "model/io/savefile.h"
#include "ui/canvas/diagramscene.h"
#include "ui/canvas/tablecard.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

namespace DiagramExport {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("DiagramExport", text);
}

} // namespace

SheetPainting::SheetPainting(QGraphicsScene *scene, const DiagramSheet::Heading &heading)
    : m_scene(scene)
    , m_cards(readied(scene))
    , m_sheet(scene, heading)
{}

SheetPainting::~SheetPainting()
{
    for (TableCard *card : m_cards) {
        card->setHandlesVisible(true);
        card->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    }
    if (auto *diagram = qobject_cast<DiagramScene *>(m_scene))
        diagram->updateRelations(); // the arrows meet the cards' on-screen edges again
}

QList<TableCard *> SheetPainting::readied(QGraphicsScene *scene)
{
    scene->clearSelection(); // the file shows the design, not what was selected
    QList<TableCard *> cards;
    for (QGraphicsItem *item : scene->items()) {
        if (auto *card = dynamic_cast<TableCard *>(item)) {
            card->setHandlesVisible(false);
            card->setCacheMode(QGraphicsItem::NoCache);
            cards.append(card);
        }
    }
    if (auto *diagram = qobject_cast<DiagramScene *>(scene))
        diagram->updateRelations(); // the arrows meet the shorter cards' edges
    return cards;
}

bool write(QGraphicsScene *scene, const QString &path, QString *error,
           const DiagramSheet::Heading &heading)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (scene->items().isEmpty()) {
        *error = tr("%1: the diagram has no tables to draw").arg(path);
        return false;
    }
    if (suffix != u"png" && suffix != u"svg" && suffix != u"pdf") {
        *error = tr("%1: write the diagram as .png, .svg or .pdf").arg(path);
        return false;
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const SheetPainting painting(scene, heading);
    const DiagramSheet &sheet = painting.sheet();
    const QSizeF size = sheet.size();
    // Every device paints at the DPI the cards' fonts were measured at, so one scene unit is one
    // on-screen pixel and text keeps its size next to the boxes around it. (At QPdfWriter's
    // default 1200 DPI a 9 pt font is 150 units tall on a card 300 units wide.)
    const int dpi = DiagramSheet::logicalDpi();
    if (suffix == u"png") {
        QImage image(size.toSize() * 2, QImage::Format_ARGB32);
        image.setDevicePixelRatio(2);
        image.setDotsPerMeterX(qRound(dpi / 0.0254));
        image.setDotsPerMeterY(qRound(dpi / 0.0254));
        image.fill(Qt::white);
        QPainter painter(&image);
        sheet.paint(&painter);
        painter.end();
        image.save(&buffer, "PNG");
    } else if (suffix == u"svg") {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setResolution(dpi);
        svg.setSize(size.toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), size));
        svg.setTitle(sheet.title());
        QPainter painter(&svg);
        sheet.paint(&painter);
    } else {
        QPdfWriter pdf(&buffer);
        pdf.setResolution(dpi);
        pdf.setPageSize(QPageSize(size * 72.0 / dpi, QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setTitle(sheet.title());
        pdf.setCreator(QCoreApplication::applicationName());
        QPainter painter(&pdf);
        sheet.paint(&painter);
    }
    return writeFileAtomically(path, bytes, error);
}

} // namespace DiagramExport
