#include "ui/report/reportpictures.h"

#include "ui/canvas/diagramexport.h"
#include "ui/canvas/diagramscene.h"
#include "ui/canvas/tablecard.h"
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

struct Diagram
{
    QPicture picture;
    QHash<QString, QSizeF> cards; // by table's full name
};

// The diagram sheet of `project` (the cards where it places them, and their legend).
Diagram recordSheet(const DesignReport &report, const Project &project)
{
    Document document;
    document.reset(project, QString());
    DiagramScene scene(&document);
    QList<Finding> findings = report.projectFindings;
    for (const ReportTable &t : report.tables)
        findings += t.findings;
    scene.setFindings(findings);
    const DiagramExport::SheetPainting painting(&scene, {report.title(), report.options.date});
    Diagram diagram;
    for (const TableCard *card : scene.cards())
        diagram.cards.insert(card->tableName(), card->boundingRect().size());
    QPainter painter(&diagram.picture);
    painting.sheet().paint(&painter);
    painter.end();
    diagram.picture.setBoundingRect(QRectF(QPointF(0, 0), painting.sheet().size()).toAlignedRect());
    return diagram;
}

// How much of its size the diagram keeps on `page`.
qreal scaleOn(const QPicture &picture, const ReportPictures::Page &page)
{
    const QSizeF own = QSizeF(picture.boundingRect().size()) * page.dpi / picture.logicalDpiX();
    return own.isEmpty() ? 1.0 : ReportPictures::placedSize(picture, page).width() / own.width();
}

} // namespace

QSizeF ReportPictures::placedSize(const QPicture &picture, const Page &page)
{
    const QSizeF size = QSizeF(picture.boundingRect().size()) * page.dpi / picture.logicalDpiX();
    if (size.isEmpty() || page.size.isEmpty())
        return size;
    const qreal scale =
        std::min({1.0, page.size.width() / size.width(), 0.9 * page.size.height() / size.height()});
    return size * scale;
}

ReportPictures::ReportPictures(const DesignReport &report)
    : ReportPictures(report, Page{})
{}

ReportPictures::ReportPictures(const DesignReport &report, const Page &page)
{
    recordDiagram(report, page);
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

void ReportPictures::recordDiagram(const DesignReport &report, const Page &page)
{
    if (report.project.tables.isEmpty())
        return;
    Diagram diagram = recordSheet(report, report.project);
    // Text on the cards as small as the smallest type they use, at the scale of the page.
    const qreal legible = std::min(1.0, kLegibleTextPoints / TableCard::smallFont().pointSizeF());
    if (page.isValid() && scaleOn(diagram.picture, page) < legible) {
        // Fewer columns, as many as keep the text legible; else the most legible of them.
        QList<QSizeF> sizes;
        for (const Table &t : report.project.tables)
            sizes.append(diagram.cards.value(t.fullName(), QSizeF(TableCard::kWidth, 200)));
        qreal best = scaleOn(diagram.picture, page);
        for (int columns = int(sizes.size()); columns >= 1; --columns) {
            Project arranged = report.project;
            const QList<QPoint> at = DiagramScene::arrangedPositions(sizes, columns);
            for (qsizetype i = 0; i < arranged.tables.size(); ++i)
                arranged.tables[i].position = DiagramPosition{at[i].x(), at[i].y()};
            Diagram candidate = recordSheet(report, arranged);
            const qreal scale = scaleOn(candidate.picture, page);
            if (scale > best + 1e-6) {
                best = scale;
                diagram = std::move(candidate);
            }
            if (scale >= legible)
                break;
        }
    }
    m_pictures.insert(keyOf(ReportHtml::Picture::Diagram, -1), diagram.picture);
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
