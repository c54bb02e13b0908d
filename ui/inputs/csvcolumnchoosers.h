#pragma once

#include <QStringList>
#include <QTableWidget>

#include <utility>

// The Sample Data panel's table that maps the fields the design reads to a CSV file's columns:
// a row a field, a chooser of the file's columns beside it. The choosers are made again only
// when the fields or the file's columns change, and otherwise only show the new mapping: mapping
// a column by the keyboard (an arrow key in a chooser) edits the project, and the chooser must
// still be there, with the focus, when its key press returns
// (docs/architecture.md#widgets-a-panel-replaces).
class CsvColumnChoosers : public QTableWidget
{
    Q_OBJECT

public:
    explicit CsvColumnChoosers(QWidget *parent = nullptr);

    // Shows `fields` with the column each reads: the one `mapping` names, else the column of
    // the field's own name, else none.
    void showChoices(const QStringList &fields, const QStringList &columns,
                     const QList<std::pair<QString, QString>> &mapping);

signals:
    // The user chose `column` (empty: none) for `field`.
    void chosen(const QString &field, const QString &column);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QStringList m_fields;  // the fields the choosers are for
    QStringList m_columns; // and the CSV file's columns they offer
};
