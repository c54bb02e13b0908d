#pragma once

#include "model/report/designreport.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <functional>

// The design report as HTML (docs/designer.md#the-design-report): one page, its CSS inline, every
// text from the project escaped. Pictures are whatever markup the caller makes for them: inline
// SVG for a browser, a placeholder the PDF writer replaces with a vector drawing.
class ReportHtml
{
    Q_DECLARE_TR_FUNCTIONS(ReportHtml)

public:
    // Browser: CSS for screens of any width and for printing. RichText: the HTML subset that
    // QTextDocument lays out for the PDF.
    enum class Flavour { Browser, RichText };
    enum class Picture { Diagram, KeyLayout, Regions, Heatmap };
    // The markup of a picture of table `table` (-1 for the diagram), described by `caption`.
    using PictureMarkup =
        std::function<QString(Picture picture, int table, const QString &caption)>;

    static QString write(const DesignReport &report, Flavour flavour, const PictureMarkup &picture);

private:
    ReportHtml(const DesignReport &report, Flavour flavour, const PictureMarkup &picture);

    void writeProject();
    void writeSummary();
    void writeCluster();
    void writeNamespaces();
    void writeTable(int index);
    // reporthtmltable.cpp: the parts of a table's section.
    void writeVolume(const ReportTable &t);
    void writeRowKey(const ReportTable &t, int index);
    void writeDictionary(const ReportTable &t);
    void writeSplits(const ReportTable &t);
    void writeRegions(const ReportTable &t, int index);
    void writeAccess(const ReportTable &t);
    void writeFindings(const QList<Finding> &findings, const QList<ReportSuppressed> &suppressed);

    // A table cell: its markup (text escaped by cell() or breakable()) and class.
    struct Cell
    {
        QString html;
        QString cssClass;
    };
    static Cell cell(const QString &text, const QString &cssClass = {});
    // An identifier (a table's name, a finding's object) escaped, with a line break allowed after
    // each ':', '/', '#' and '_' and nowhere else.
    QString breakable(const QString &identifier) const;
    void tableRow(const QList<Cell> &cells, const QString &cssClass = {});

    // Markup helpers; every argument is plain text and is escaped here.
    void heading(int level, const QString &text, const QString &id = {},
                 const QString &cssClass = {});
    void paragraph(const QString &text, const QString &cssClass = {});
    void keyValueTable(const QList<std::pair<QString, QString>> &rows);
    void tableStart(const QStringList &headers, const QString &cssClass = {});
    void tableRow(const QStringList &cells, const QString &cssClass = {});
    void tableEnd();
    void pre(const QString &text);

    QString css() const;
    QString number(double value, int decimals = 0) const;
    QString language() const { return m_report.options.language; }
    // Numbers and dates as the report's language writes them.
    QLocale locale() const { return QLocale(language()); }

    const DesignReport &m_report;
    Flavour m_flavour;
    const PictureMarkup &m_picture;
    QString m_html;
};
