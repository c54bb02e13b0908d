#include "ui/report/reportexport.h"

#include "model/io/savefile.h"
#include "ui/report/reportpdf.h"
#include "ui/report/reportpictures.h"

#include <QBuffer>
#include <QFileInfo>
#include <QPdfWriter>
#include <QRegularExpression>

namespace {

// An SVG document made fit to stand inside HTML: no XML prolog, no namespace declarations (an
// HTML parser knows <svg>), sized by CSS.
QString inlineSvg(const QByteArray &svg, const QString &caption)
{
    QString text = QString::fromUtf8(svg);
    const qsizetype start = text.indexOf(QStringLiteral("<svg"));
    if (start < 0)
        return {};
    text = text.mid(start);
    static const QRegularExpression namespaces(QStringLiteral(R"re(\s+xmlns(:\w+)?="[^"]*")re"));
    text.remove(namespaces);
    static const QRegularExpression profile(
        QStringLiteral(R"re(\s+(version|baseProfile)="[^"]*")re"));
    text.replace(profile, QString());
    // Qt names its generic fonts ("Sans Serif") as no browser does: the same fonts follow.
    static const QRegularExpression family(QStringLiteral(R"re(font-family="([^"]*)")re"));
    text.replace(family, QStringLiteral(R"(font-family="\1, 'DejaVu Sans', )"
                                        R"('WenQuanYi Micro Hei', sans-serif")"));
    text.replace(
        QStringLiteral("<svg"),
        QStringLiteral("<svg role=\"img\" aria-label=\"%1\"").arg(caption.toHtmlEscaped()));
    return text;
}

} // namespace

DesignReport ReportExport::build(const Project &project, const QString &projectPath,
                                 bool unsavedChanges)
{
    DesignReport::Options options;
    if (!projectPath.isEmpty()) {
        const QFileInfo info(projectPath);
        options.projectDirectory = info.absolutePath();
        options.sourceName = info.fileName();
    }
    options.unsavedChanges = unsavedChanges;
    options.version = QCoreApplication::applicationVersion();
    return DesignReport::build(project, options);
}

QString ReportExport::html(const DesignReport &report)
{
    const ReportPictures pictures(report);
    const auto figure = [&](ReportHtml::Picture kind, int table, const QString &caption) {
        const QPicture picture = pictures.picture(kind, table);
        if (picture.isNull())
            return QString();
        // On a phone every picture keeps a legible width and scrolls sideways in its box
        // (model/report's CSS, `figure svg`); "legible" marks the diagram and the key's bytes,
        // which never shrink under four fifths of their full size (--full, in CSS pixels), so
        // that the cards' text stays readable there.
        const bool keepSize =
            kind == ReportHtml::Picture::Diagram || kind == ReportHtml::Picture::KeyLayout;
        const int full =
            qRound(picture.boundingRect().width() * 96.0 / std::max(1, picture.logicalDpiX()));
        const QString cssClass =
            keepSize ? QStringLiteral(" class=\"legible\" style=\"--full: %1px\"").arg(full)
                     : QString();
        return QStringLiteral("<figure%1>%2<figcaption>%3</figcaption></figure>\n")
            .arg(cssClass, inlineSvg(ReportPictures::svg(picture, caption), caption),
                 caption.toHtmlEscaped());
    };
    return ReportHtml::write(report, ReportHtml::Flavour::Browser, figure);
}

bool ReportExport::print(const DesignReport &report, QPagedPaintDevice *device, QString *error)
{
    // The diagram laid out for the page, its text legible on paper.
    const ReportPictures pictures(report, ReportPdf::body(device));
    const QString html =
        ReportHtml::write(report, ReportHtml::Flavour::RichText,
                          [&](ReportHtml::Picture kind, int table, const QString &caption) {
                              return pictures.picture(kind, table).isNull()
                                         ? QString()
                                         : ReportPdf::placeholder(kind, table, caption);
                          });
    return ReportPdf::paint(device, html, pictures, report.title(), error);
}

bool ReportExport::write(const DesignReport &report, const QString &path, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    QByteArray bytes;
    if (suffix == u"html" || suffix == u"htm") {
        bytes = html(report).toUtf8();
    } else if (suffix == u"pdf") {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        pdf.setResolution(96); // the pictures' and fonts' own, so they keep their proportions
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        pdf.setTitle(report.title());
        pdf.setCreator(QStringLiteral("HBase Schema Designer"));
        QString reason;
        if (!print(report, &pdf, &reason)) {
            *error = tr("%1: %2").arg(path, reason);
            return false;
        }
    } else {
        *error = tr("%1: write the report as .html or .pdf").arg(path);
        return false;
    }
    return writeFileAtomically(path, bytes, error);
}
