#pragma once

#include "model/import/importer.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QTabWidget;
class QTimer;

// File > Import (docs/designer.md#import): existing schemas from files (several, merged in
// order) or from pasted text (a `describe` output copied from the shell), in a format detected
// per input or chosen. The import runs as the inputs change, so the dialog shows before anything
// is imported what it would bring (the tables), every warning (an attribute kept verbatim, a
// script line skipped) and the error that stops it, each as FILE:LINE: message. Import is only
// possible without an error. It reads and parses; what happens to the project is the caller's.
class ImportDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Source { Files, PastedText };

    // `canMerge`: whether "Add to this project" is offered (the project has something to add to).
    ImportDialog(bool canMerge, const QString &directory, QWidget *parent = nullptr);

    // Adds files as inputs, in order; a file that cannot be read is reported as the error.
    void addFiles(const QStringList &paths);
    void setPastedText(const QString &text);
    void setSource(Source source);
    void setFormat(Importer::Format format);
    void setMerge(bool merge);

    Source source() const;
    bool merge() const;
    // The import of the current inputs (run now if they changed since).
    const Importer::Result &result();
    // The name a new project from this import goes by: the first file's, else "imported".
    QString suggestedName() const;
    // The warnings and the error as shown, one a line (for tests and the status bar).
    QStringList messages() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void browse();
    void removeSelectedFiles();
    void inputsChanged();
    void run();
    void showResult(const Importer::Result &result);

    QTabWidget *m_sources;
    QListWidget *m_files;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPlainTextEdit *m_pasted;
    QLabel *m_formatLabel;
    QComboBox *m_format;
    QRadioButton *m_asNew;
    QRadioButton *m_merge;
    QLabel *m_summary;
    QListWidget *m_messages;
    QDialogButtonBox *m_buttons;
    QTimer *m_rerun;
    QString m_directory;
    QString m_unreadable; // "FILE: cannot open: why" of a file that could not be read
    Importer::Result m_result;
    bool m_stale = true;
};
