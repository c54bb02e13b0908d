#include "ui/report/reportpictures.h"

#include "ui/canvas/diagramexport.h"
#include "ui/canvas/diagramscene.h"
#include "ui/charts/chartpicture.h"
#include "ui/charts/heatmapchart.h"
#include "ui/charts/regionschart.h"
#include "ui/document/document.h"
#include "ui/report/keylayoutfigure.h"

#include <QApplication>
#include <QBuffer>
#include <QPainter>
#include <QStyle>
#include <QSvgGenerator>

namespace {

const QSize kChartSize(760, 300);
const QSize kHeatmapSize(760, 420);

} // namespace

ReportPictures::ReportPictures(const DesignReport &report)
{
    recordDiagram(report);
    for (int i = 0; i < report.tables.size(); ++i) {
        const ReportTable &t = report.tables[i];
        if (!t.keyLayout.isEmpty())
            m_pictures.insert(keyOf(ReportHtml::Picture::KeyLayout, i),
                              KeyLayoutFigure::record(t.firstKey, t.keyLayout));
        if (t.measured())
            recordCharts(t, i);
    }
}

QPicture ReportPictures::picture(ReportHtml::Picture kind, int table) const
{
    return m_pictures.value(keyOf(kind, table));
}

void ReportPictures::recordDiagram(const DesignReport &report)
{
    if (report.project.tables.isEmpty())
        return;
    Document document;
    document.reset(report.project, QString());
    DiagramScene scene(&document);
    QList<Finding> findings = report.projectFindings;
    for (const ReportTable &t : report.tables)
        findings += t.findings;
    scene.setFindings(findings);
    const DiagramExport::SheetPainting painting(&scene, {report.title(), report.options.date});
    QPicture picture;
    QPainter painter(&picture);
    painting.sheet().paint(&painter);
    painter.end();
    picture.setBoundingRect(QRectF(QPointF(0, 0), painting.sheet().size()).toAlignedRect());
    m_pictures.insert(keyOf(ReportHtml::Picture::Diagram, -1), picture);
}

void ReportPictures::recordCharts(const ReportTable &table, int index)
{
    const PreviewResult &preview = table.analysis->preview;
    QPalette paper = QApplication::style()->standardPalette();
    paper.setColor(QPalette::Window, Qt::white); // the charts on the page's own white
    RegionsChart regions;
    regions.setPalette(paper);
    regions.resize(kChartSize);
    regions.setRegions(preview.splitKeys, preview.assignment.counts);
    m_pictures.insert(keyOf(ReportHtml::Picture::Regions, index),
                      ChartPicture::record(regions.plot(), kChartSize));
    HeatmapChart heatmap;
    heatmap.setPalette(paper);
    heatmap.resize(kHeatmapSize);
    heatmap.setHeatmap(preview.heatmap);
    // Vector like the regions chart: each cell a rectangle, not QCustomPlot's colour-map image.
    m_pictures.insert(keyOf(ReportHtml::Picture::Heatmap, index),
                      heatmap.vectorPicture(kHeatmapSize));
}

QByteArray ReportPictures::svg(const QPicture &picture, const QString &title)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    const QRect bounds = picture.boundingRect();
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setResolution(picture.logicalDpiX());
    generator.setSize(bounds.size());
    generator.setViewBox(QRect(QPoint(0, 0), bounds.size()));
    generator.setTitle(title);
    QPainter painter(&generator);
    painter.drawPicture(0, 0, picture);
    painter.end();
    return bytes;
}
