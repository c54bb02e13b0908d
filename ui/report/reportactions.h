#pragma once

#include <QObject>

class Document;
class FileController;
class QAction;
class QPrinter;
class QWidget;

// File > Export Report… (an HTML page or a PDF, by the suffix chosen) and File > Print… (the
// same pages as the PDF, through QPrintDialog) of the document's project.
class ReportActions : public QObject
{
    Q_OBJECT

public:
    ReportActions(Document *document, FileController *files, QWidget *window);

    QAction *exportAction() const { return m_export; }
    QAction *printAction() const { return m_print; }
    void retranslate();
    // Enabled while the project has a table.
    void refresh();

    // Writes the report to `path` (.html or .pdf); false with a message naming the file.
    bool exportTo(const QString &path, QString *error) const;
    // What Print sets before the dialog: 96 dpi (the pictures' own), A4, 15 mm margins, the
    // project's name for the job.
    void preparePrinter(QPrinter *printer) const;
    // Prints the report on `printer` as the dialog's Print button does.
    bool printTo(QPrinter *printer, QString *error) const;

signals:
    void statusMessage(const QString &message);

private:
    void exportWithDialog();
    void printWithDialog();

    Document *m_document;
    FileController *m_files;
    QWidget *m_window;
    QAction *m_export;
    QAction *m_print;
};
