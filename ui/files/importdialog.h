#pragma once

#include "model/import/importer.h"

#include <QDialog>

#include <functional>

class QComboBox;
class QDialogButtonBox;
class QFileSystemWatcher;
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
// is imported what it would bring (the tables read, and which of them have an error), every
// warning (an attribute kept verbatim, a script line skipped) and every error of every input,
// each as FILE:LINE: message, in a list that can be selected and copied. Import is only possible
// without an error. Files are read again when they change on disk, on Reload and when Import is
// pressed, so an input edited in another program is imported as it is now. It reads and
// parses; what happens to the project is the caller's.
class ImportDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Source { Files, PastedText };

    // `canMerge`: whether "Add to this project" is offered (the project has something to add to).
    ImportDialog(bool canMerge, const QString &directory, QWidget *parent = nullptr);

    // The file dialog's filter for what the import reads (describe output, shell scripts, REST
    // schema JSON), shared with File > Compare With, which reads the same and project files.
    static QString fileFilter();
    // The settings key of the folder files were last imported from.
    static QString lastDirectoryKey();
    // The folder Add Files... opens in.
    QString directory() const { return m_directory; }

    // Adds files as inputs, in order; a file that cannot be read is reported as the error.
    void addFiles(const QStringList &paths);
    void setPastedText(const QString &text);
    void setSource(Source source);
    void setFormat(Importer::Format format);
    void setMerge(bool merge);
    // Why the imported tables cannot be added to this project (a table of the same name), or
    // empty: asked while "Add to this project" is chosen, so Import is refused before it is
    // pressed and the inputs stay.
    void setMergeCheck(std::function<QString(const Project &)> check);

    Source source() const;
    bool merge() const;
    // The import of the current inputs (run now if they changed since, files read again).
    const Importer::Result &result();
    // Reads the files again and imports them anew (the Reload button).
    void reload();
    // "imported" in the interface's language: the name of a project imported from pasted text.
    static QString importedName();
    // The name a new project from this import goes by: the first file's, else "imported".
    QString suggestedName() const;
    // The errors and warnings as shown, one a line (for tests and the status bar).
    QStringList messages() const;
    // Copies the selected messages, or all when none is selected, one a line (the Copy button).
    void copyMessages() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void browse();
    void removeSelectedFiles();
    void inputsChanged();
    void run();
    QList<Importer::Input> readInputs(QStringList *unreadable) const;
    void import(const QList<Importer::Input> &inputs, const QStringList &unreadable);
    void showResult(const Importer::Result &result);
    QString summary(const Importer::Result &result) const;
    void updateImportButton();

    QTabWidget *m_sources;
    QListWidget *m_files;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_reload;
    QPlainTextEdit *m_pasted;
    QLabel *m_formatLabel;
    QComboBox *m_format;
    QRadioButton *m_asNew;
    QRadioButton *m_merge;
    QLabel *m_summary;
    QListWidget *m_messages;
    QPushButton *m_copy;
    QDialogButtonBox *m_buttons;
    QTimer *m_rerun;
    QFileSystemWatcher *m_watcher;
    QString m_directory;
    QList<Importer::Input> m_inputs; // as last read, to know whether a file changed since
    QStringList m_unreadable;        // the files that could not be read then
    Importer::Result m_result;
    bool m_stale = true;
    std::function<QString(const Project &)> m_mergeCheck;
};
