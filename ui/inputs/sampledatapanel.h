#pragma once

#include "model/schema/sampledata.h"

#include <QWidget>

class CsvColumnChoosers;
class Document;
class GeneratorForm;
class GeneratorModel;
class QComboBox;
class QFileSystemWatcher;
class QLabel;
class QLineEdit;
class QPushButton;
class FormScrollArea;
class QSpinBox;
class QStackedWidget;
class QTableView;
class QTableWidget;

// The Sample Data panel (docs/designer.md#analysis-inputs): what the selected table's sample rows
// look like, which every preview panel and data-driven rule measures. Either generators (one per
// field, each with every setting of its kind; fields the design reads without a generator are
// listed and offered one; unused generators can go; guessed ones are marked) or a CSV file (its
// header and first rows, key fields mapped to columns of other names, reloaded when it changes
// on disk). Rows and seed for both; the first rows shown as they come out. Every change is one
// undoable edit; a CSV file that cannot be read is refused with its file and line, and the
// sample stays as it was.
class SampleDataPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SampleDataPanel(Document *document, QWidget *parent = nullptr);

    GeneratorModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    GeneratorForm *form() const { return m_form; }
    QTableWidget *firstRows() const { return m_firstRows; }
    QTableWidget *csvColumns() const;
    QString message() const;
    void selectField(const QString &field);

    // The edits the controls make; false (with the reason shown) when refused.
    bool setGenerator(const QString &field, const FieldGenerator &generator);
    bool addGenerator(const QString &field);
    bool removeGenerator(const QString &field);
    // States a guessed generator as it is: findings measured on it no longer say it is a guess.
    bool acceptGuess(const QString &field);
    bool useCsvFile(const QString &path);
    bool useGenerators();
    bool setCsvColumn(const QString &field, const QString &column);
    bool setRows(qint64 rows);
    bool setSeed(quint64 seed);

signals:
    // The CSV file changed on disk: measurements made from it are stale.
    void csvFileChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void sync();
    void showSelected();
    void showFirstRows();
    void clearFirstRows();
    void showCsv(const SampleSettings &sample);
    void watch(const QString &path);
    QString csvPath(const QString &stored) const;
    void chooseCsvFile();
    void showMessage(const QString &message);

    Document *m_document;
    QString m_table;
    // The field an edit under way renames the shown generator to: the panel's refresh during the
    // edit shows it, not the first row (whose empty form would drop the keyboard focus).
    QString m_renamingTo;
    GeneratorModel *m_model;
    QLabel *m_sourceLabel;
    QComboBox *m_source;
    QLabel *m_rowsLabel;
    QSpinBox *m_rows;
    QLabel *m_seedLabel;
    QLineEdit *m_seed;
    QStackedWidget *m_pages;
    QTableView *m_view;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_accept;
    GeneratorForm *m_form;
    FormScrollArea *m_formArea;
    QLabel *m_csvLabel;
    QLineEdit *m_csvPath;
    QPushButton *m_browse;
    QPushButton *m_reload;
    QLabel *m_csvInfo;
    CsvColumnChoosers *m_csvColumns;
    QLabel *m_firstRowsLabel;
    QTableWidget *m_firstRows;
    QLabel *m_message;
    QFileSystemWatcher *m_watcher;
    QString m_countedStamp; // the CSV file (path, size, time) whose records m_counted holds
    qint64 m_counted = 0;
};
