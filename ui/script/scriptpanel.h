#pragma once

#include "model/export/scriptexporter.h"

#include <QHash>
#include <QWidget>

class Document;
class QComboBox;
class QLabel;
class QPushButton;
class ScriptPreview;

// The script preview (docs/designer.md#the-script): the HBase shell script of the project or of the
// selected table, highlighted and updated on every edit, with the dialect and split-form options,
// Copy and Save as .rb.
class ScriptPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ScriptPanel(Document *document, QWidget *parent = nullptr);

    // "ns:table" to show alone, or empty for the whole project.
    void showTable(const QString &fullName);
    QString table() const { return m_table; }

    // The options the panel's controls set, for `tables` (empty: every table), with the script
    // named `scriptName`.
    ExportOptions options(const QStringList &tables, const QString &scriptName) const;
    // Writes the script (and any SPLITS_FILE beside it) atomically; false with the reason.
    bool exportTo(const QString &path, const ExportOptions &options, QString *error) const;
    // Save As... for what the panel shows, with its options.
    void saveWithDialog();
    void copyToClipboard() const;

    ScriptPreview *preview() const { return m_preview; }
    QComboBox *dialectBox() const { return m_dialect; }
    QComboBox *splitFormBox() const { return m_splitForm; }

    void refresh();

signals:
    void statusMessage(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    // The script's file name Save As suggests: the project's, or the shown table's.
    QString suggestedName() const;
    void retranslate();
    Splits::Result recommendedSplits(const Table &table, const QString &directory) const;

    // Recommended split keys by table, kept while the table's sample, key and splits stay the
    // same: they come from the whole sample, which is too slow to regenerate on every edit.
    struct CachedSplits
    {
        Table table;
        QString directory;
        Splits::Result keys;
    };
    mutable QHash<QString, CachedSplits> m_splitsCache;

    Document *m_document;
    QString m_table;
    QString m_shownFilePath; // the project file the shown script's header names
    QLabel *m_heading;
    QLabel *m_dialectLabel;
    QComboBox *m_dialect;
    QLabel *m_splitFormLabel;
    QComboBox *m_splitForm;
    QPushButton *m_copy;
    QPushButton *m_save;
    ScriptPreview *m_preview;
};
