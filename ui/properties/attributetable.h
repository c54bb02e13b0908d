#pragma once

#include <QTableWidget>

// The editor of a table's or family's other attributes: two columns, attribute and value, with
// an empty row at the end for a new one; clearing a key removes its row. Its text is the
// property's: one "KEY<TAB>value" a line.
class AttributeTable : public QTableWidget
{
    Q_OBJECT

public:
    explicit AttributeTable(QWidget *parent = nullptr);

    void setText(const QString &text);
    QString text() const;

signals:
    void textChanged();

private:
    void keepOneEmptyRow();
};
