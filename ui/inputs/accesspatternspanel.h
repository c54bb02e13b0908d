#pragma once

#include "model/analysis/accessanalysis.h"

#include <QWidget>

class AccessModel;
class Document;
class ElidingComboBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableView;

// The Access Patterns panel (docs/designer.md#analysis-inputs): the selected table's named reads
// and writes with how HBase serves each (from the newest preview), and beside the list an editor
// for the selected one: name (and, in an interface that is not English, the name in its
// language), kind, the fields the caller knows (chosen from the fields the design uses), the
// range field, limit, rate, related table and description. Add, Remove, Move Up and Move Down;
// every change is one undoable edit, and the preview follows.
class AccessPatternsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit AccessPatternsPanel(Document *document, QWidget *parent = nullptr);

    AccessModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    int currentRow() const;
    void setCurrentRow(int row);
    QString message() const;

    // The newest preview's measurements of `table`'s patterns.
    void showResults(const QString &table, const QList<AccessAnalysis::Result> &results);

    // The edits the controls make; false (with the reason shown) when refused.
    bool addPattern();
    bool removePattern(int row);
    bool movePattern(int from, int to);
    bool applyPattern(int row, const AccessPattern &pattern);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void sync();
    void showPattern(int row);
    void applyForm();
    QStringList fieldChoices() const;
    void showMessage(const QString &message);
    // Hides the detail columns a narrow list has no room for (docs/designer.md#access-patterns).
    void fitColumns();

    Document *m_document;
    QString m_table;
    AccessModel *m_model;
    QTableView *m_view;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_up;
    QPushButton *m_down;
    QWidget *m_form;
    QFormLayout *m_whatForm; // the pattern's name, kind and fields; the other column: the reads
    QLabel *m_nameLabel;
    QLineEdit *m_name;
    QLabel *m_translatedNameLabel;
    QLineEdit *m_translatedName;
    QLabel *m_kindLabel;
    ElidingComboBox *m_kind; // its texts are long; cut with "…" in a narrow panel
    QLabel *m_fieldsLabel;
    QListWidget *m_fields;
    QLabel *m_rangeLabel;
    QComboBox *m_range;
    QLabel *m_limitLabel;
    QSpinBox *m_limit;
    QLabel *m_rateLabel;
    QLineEdit *m_rate;
    QLabel *m_relatedLabel;
    QComboBox *m_related;
    QLabel *m_descriptionLabel;
    QLineEdit *m_description;
    QLabel *m_message;
};
