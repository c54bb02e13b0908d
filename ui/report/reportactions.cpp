#include "ui/report/reportactions.h"

#include "ui/document/document.h"
#include "ui/files/filecontroller.h"
#include "ui/report/reportexport.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>

ReportActions::ReportActions(Document *document, FileController *files, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_files(files)
    , m_window(window)
    , m_export(new QAction(this))
    , m_print(new QAction(this))
{
    m_export->setObjectName(QStringLiteral("exportReportAction"));
    m_print->setObjectName(QStringLiteral("printAction"));
    m_print->setShortcut(QKeySequence::Print);
    connect(m_export, &QAction::triggered, this, &ReportActions::exportWithDialog);
    connect(m_print, &QAction::triggered, this, &ReportActions::printWithDialog);
    retranslate();
}

void ReportActions::retranslate()
{
    m_export->setText(tr("Export Repor&t..."));
    m_export->setStatusTip(
        tr("Write the design report: diagram, data dictionary, row keys, regions, findings and "
           "scripts, as one HTML page or a PDF"));
    m_print->setText(tr("&Print..."));
    m_print->setStatusTip(tr("Print the design report"));
}

void ReportActions::refresh()
{
    const bool any = !m_document->project().tables.isEmpty();
    m_export->setEnabled(any);
    m_print->setEnabled(any);
}

bool ReportActions::exportTo(const QString &path, QString *error) const
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool written =
        ReportExport::write(ReportExport::build(m_document->project(), m_document->filePath(),
                                                m_document->isModified()),
                            path, error);
    QApplication::restoreOverrideCursor();
    return written;
}

void ReportActions::exportWithDialog()
{
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export Report"), m_files->suggestedExportPath(QStringLiteral("-report.html")),
        tr("HTML page (*.html);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    FileController::rememberExport(m_document->filePath(), path);
    QString error;
    if (!exportTo(path, &error))
        QMessageBox::warning(m_window, tr("Cannot Export Report"), error);
    else
        emit statusMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
}

void ReportActions::preparePrinter(QPrinter *printer) const
{
    // The pictures are recorded at 96 dpi: played on a printer at its own 1200 dpi, the text in
    // them came out a dozen times too large, over the page (seen printing to CUPS-PDF). At 96 dpi
    // the printed pages are the exported PDF's, still vector.
    printer->setResolution(96);
    printer->setPageSize(QPageSize(QPageSize::A4));
    printer->setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    printer->setDocName(m_document->baseName());
}

bool ReportActions::printTo(QPrinter *printer, QString *error) const
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool printed =
        ReportExport::print(ReportExport::build(m_document->project(), m_document->filePath(),
                                                m_document->isModified()),
                            printer, error);
    QApplication::restoreOverrideCursor();
    return printed;
}

void ReportActions::printWithDialog()
{
    QPrinter printer(QPrinter::HighResolution);
    preparePrinter(&printer);
    QPrintDialog dialog(&printer, m_window);
    dialog.setWindowTitle(tr("Print Report"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!printTo(&printer, &error))
        QMessageBox::warning(m_window, tr("Cannot Print Report"), error);
}
