#pragma once

#include <QTableWidget>

// The editor of a table's or family's other attributes: two columns, attribute and value, with
// an empty row at the end for a new one; clearing a key removes its row. Its text is the
// property's: one "KEY<TAB>value" a line. Names such as CONFIGURATION:hbase.hstore.
// blockingStoreFiles are long: the attribute column takes what its names need, up to three fifths
// of the width (drag the divider for more), a cut text loses its middle ("…") rather than its
// end, and every cell's tooltip holds it whole. Tab goes from cell to cell while one is edited and
// stops after the last (Shift+Tab before the first), so a second Tab leaves the table.
class AttributeTable : public QTableWidget
{
    Q_OBJECT

public:
    explicit AttributeTable(QWidget *parent = nullptr);

    void setText(const QString &text);
    QString text() const;

signals:
    void textChanged();

protected:
    QModelIndex moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void keepOneEmptyRow();
    void fitColumns();
};
