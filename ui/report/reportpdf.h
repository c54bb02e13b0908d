#pragma once

#include "ui/report/reportpictures.h"

#include <QCoreApplication>
#include <QString>

class QPagedPaintDevice;

// The design report on pages (a PDF through QPdfWriter, paper through QPrinter): the report's
// rich-text HTML laid out by QTextDocument as one long page and cut into pages by ReportPages
// (between lines, rows and pictures), each under a header with the title and above a footer with
// the page number; the pictures are played as vector drawings, scaled to the page's width and
// never taller than a page, so nothing is cut at a page's edge.
class ReportPdf
{
    Q_DECLARE_TR_FUNCTIONS(ReportPdf)

public:
    // `html` is ReportHtml's RichText flavour with the placeholders of placeholder().
    static bool paint(QPagedPaintDevice *device, const QString &html,
                      const ReportPictures &pictures, const QString &title, QString *error);

    // The text area of `device`'s pages, between the header and the footer: what the pictures
    // are fitted to.
    static ReportPictures::Page body(QPagedPaintDevice *device);

    // The <img> that stands for a picture in the rich-text HTML.
    static QString placeholder(ReportHtml::Picture kind, int table, const QString &caption);
};
