#pragma once

#include "model/report/reporthtml.h"

#include <QHash>
#include <QPicture>

// The pictures of a design report, recorded once as vector drawings: the diagram sheet (cards
// and legend), and per measured table the key's byte layout, the regions chart and the write
// heatmap. The HTML gets them as inline SVG, the PDF plays them onto its pages.
class ReportPictures
{
public:
    explicit ReportPictures(const DesignReport &report);

    // The picture, or a null one when the report has none of that kind for the table.
    QPicture picture(ReportHtml::Picture kind, int table) const;
    // The picture as an SVG document of its own size.
    static QByteArray svg(const QPicture &picture, const QString &title);

private:
    static quint64 keyOf(ReportHtml::Picture kind, int table)
    {
        return (quint64(quint32(table + 1)) << 8) | quint64(kind);
    }
    void recordDiagram(const DesignReport &report);
    void recordCharts(const ReportTable &table, int index);

    QHash<quint64, QPicture> m_pictures;
};
