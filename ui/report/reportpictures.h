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
    // A page's text area in pixels at `dpi`, for the PDF: the diagram is laid out for it.
    struct Page
    {
        QSizeF size;
        qreal dpi = 96;
        bool isValid() const { return !size.isEmpty(); }
    };

    // Without a page (the HTML) the diagram shows the cards where the project places them. On a
    // page whose width would shrink its text under kLegibleTextPoints, the cards are arranged in
    // fewer columns, as many as keep the text legible (else in those that shrink it least).
    explicit ReportPictures(const DesignReport &report);
    ReportPictures(const DesignReport &report, const Page &page);

    // The size `picture` takes on `page`: its own at the page's dpi, shrunk to the page's width
    // and to a little less than its height (so the line that holds it fits on a page).
    static QSizeF placedSize(const QPicture &picture, const Page &page);
    // The smallest type of the diagram's cards on paper, in points.
    static constexpr qreal kLegibleTextPoints = 7;

    // The picture, or a null one when the report has none of that kind for the table.
    QPicture picture(ReportHtml::Picture kind, int table) const;
    // The picture as an SVG document of its own size.
    static QByteArray svg(const QPicture &picture, const QString &title);

private:
    static quint64 keyOf(ReportHtml::Picture kind, int table)
    {
        return (quint64(quint32(table + 1)) << 8) | quint64(kind);
    }
    void recordDiagram(const DesignReport &report, const Page &page);
    void recordCharts(const ReportTable &table, int index);

    QHash<quint64, QPicture> m_pictures;
};
